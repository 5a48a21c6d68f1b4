//! Why a move is illegal, in the reader's language, with the points named:
//! the rules return structured reasons ([`MoveError`]); these are their words.

use crate::i18n::Lang;
use crate::tr;
use crate::words::color_code;
use abande_rules::notation::SyntaxError;
use abande_rules::{Family, MoveError, abalone, abande};

/// Why a move was refused, with the points named.
pub fn move_error(lang: Lang, error: &MoveError) -> String {
    match error {
        MoveError::Syntax { error, family } => tr!(
            lang,
            "refusal-with-form",
            reason = syntax_error(lang, error),
            form = move_form(lang, *family)
        ),
        MoveError::Abande(e) => abande_reason(lang, e),
        MoveError::Abalone(e) => abalone_reason(lang, e),
    }
}

/// How to write a move of `family`.
pub fn move_form(lang: Lang, family: Family) -> String {
    match family {
        Family::Abande => tr!(lang, "move-form-abande"),
        Family::Abalone => tr!(lang, "move-form-abalone"),
    }
}

fn syntax_error(lang: Lang, error: &SyntaxError) -> String {
    let shown = error.shown.as_str();
    let detail = match error.detail {
        "" => return tr!(lang, "syntax-error", shown = shown),
        "too long" => tr!(lang, "syntax-too-long"),
        "empty" => tr!(lang, "syntax-empty"),
        "unexpected character" => tr!(lang, "syntax-unexpected-character"),
        "number too long" => tr!(lang, "syntax-number-too-long"),
        "a letter must be followed by a number" => tr!(lang, "syntax-letter-without-number"),
        "too many points" => tr!(lang, "syntax-too-many-points"),
        "no points" => tr!(lang, "syntax-no-points"),
        "a move of another game" => tr!(lang, "syntax-other-game"),
        other => other.to_string(),
    };
    tr!(lang, "syntax-error-detail", shown = shown, detail = detail)
}

fn abande_reason(lang: Lang, error: &abande::IllegalMove) -> String {
    use abande::IllegalMove as I;
    match error {
        I::OffBoard(p) => tr!(lang, "illegal-abande-off-board", point = p.as_str()),
        I::WrongShape => tr!(lang, "illegal-abande-wrong-shape"),
        I::Occupied(p) => tr!(lang, "illegal-abande-occupied", point = p.as_str()),
        I::NotAdjacentToBand(p) => {
            tr!(
                lang,
                "illegal-abande-not-adjacent-to-band",
                point = p.as_str()
            )
        }
        I::NoPiecesInHand => tr!(lang, "illegal-abande-no-pieces-in-hand"),
        I::MovingNotAllowedYet => tr!(lang, "illegal-abande-moving-not-allowed-yet"),
        I::EmptySource(p) => tr!(lang, "illegal-abande-empty-source", point = p.as_str()),
        I::NotYourStack(p) => tr!(lang, "illegal-abande-not-your-stack", point = p.as_str()),
        I::TargetEmpty(p) => tr!(lang, "illegal-abande-target-empty", point = p.as_str()),
        I::TargetOwn(p) => tr!(lang, "illegal-abande-target-own", point = p.as_str()),
        I::NotAdjacent { from, to } => tr!(
            lang,
            "illegal-abande-not-adjacent",
            from = from.as_str(),
            to = to.as_str()
        ),
        I::TooHigh {
            from,
            to,
            from_height,
            to_height,
        } => tr!(
            lang,
            "illegal-abande-too-high",
            from = from.as_str(),
            to = to.as_str(),
            from_height = *from_height,
            to_height = *to_height,
            height = from_height + to_height
        ),
        I::SplitsBand { from, cut_off } => tr!(
            lang,
            "illegal-abande-splits-band",
            from = from.as_str(),
            cut_off = cut_off.join(", "),
            count = cut_off.len()
        ),
        I::PassWithPiecesInHand { count } => {
            tr!(lang, "illegal-abande-pass-with-pieces", count = *count)
        }
        I::GameOver => tr!(lang, "illegal-game-over"),
    }
}

fn abalone_reason(lang: Lang, error: &abalone::IllegalMove) -> String {
    use abalone::IllegalMove as I;
    match error {
        I::GameOver => tr!(lang, "illegal-game-over"),
        I::NoPass => tr!(lang, "illegal-abalone-no-pass"),
        I::WrongPointCount => tr!(lang, "illegal-abalone-wrong-point-count"),
        I::NoSuchPoint(p) => tr!(lang, "illegal-abalone-no-such-point", point = p.as_str()),
        I::NotNeighbours(a, b) => tr!(
            lang,
            "illegal-abalone-not-neighbours",
            first = a.as_str(),
            second = b.as_str()
        ),
        I::SamePoint(p) => tr!(lang, "illegal-abalone-same-point", point = p.as_str()),
        I::Empty(p) => tr!(lang, "illegal-abalone-empty", point = p.as_str()),
        I::NotYourMarble(p) => tr!(lang, "illegal-abalone-not-your-marble", point = p.as_str()),
        I::NotInLine(a, b) => tr!(
            lang,
            "illegal-abalone-not-in-line",
            first = a.as_str(),
            second = b.as_str()
        ),
        I::TooManyMarbles(line) => {
            tr!(
                lang,
                "illegal-abalone-too-many-marbles",
                line = line.as_str()
            )
        }
        I::OffBoard(p) => tr!(lang, "illegal-abalone-off-board", point = p.as_str()),
        I::OwnMarbleOffBoard => tr!(lang, "illegal-abalone-own-marble-off-board"),
        I::SingleCannotPush(p) => {
            tr!(
                lang,
                "illegal-abalone-single-cannot-push",
                point = p.as_str()
            )
        }
        I::Outnumbered { pushers, defenders } => tr!(
            lang,
            "illegal-abalone-outnumbered",
            pushers = *pushers,
            defenders = (*defenders).min(3)
        ),
        I::Sandwiched {
            color,
            count,
            marbles,
            blocker,
        } => tr!(
            lang,
            "illegal-abalone-sandwiched",
            color = color_code(*color),
            count = *count,
            marbles = and_list(lang, marbles),
            blocker = blocker.as_str()
        ),
        I::Occupied(p) => tr!(lang, "illegal-abalone-occupied", point = p.as_str()),
        I::BroadsideCannotPush(p) => {
            tr!(
                lang,
                "illegal-abalone-broadside-cannot-push",
                point = p.as_str()
            )
        }
        I::AlongTheLine(text) => {
            tr!(lang, "illegal-abalone-along-the-line", text = text.as_str())
        }
    }
}

/// "d4", "d4 and d5", "d4, d5 and d6".
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [init @ .., last] => tr!(
            lang,
            "marbles-and",
            first = init.join(", "),
            second = last.as_str()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::{Color, Game, GameKind};

    fn refusal(lang: Lang, kind: GameKind, moves: &[&str], attempt: &str) -> String {
        let mut game = Game::replay(kind, moves).unwrap();
        let error = game.play_text(attempt).unwrap_err();
        move_error(lang, &error)
    }

    /// The rules' words as a refusal writes them: a sentence, capital
    /// first and a full stop last (assets/locales/GLOSSARY.md).
    fn sentence(rules: &str) -> String {
        let mut chars = rules.chars();
        let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
        format!("{}{}.", first.unwrap_or_default(), chars.as_str())
    }

    #[test]
    fn english_refusals_read_as_the_rules_write_them() {
        // Black d4 d3, White d5 c3: moving d4 would leave d3 alone.
        let moves = ["d4", "d5", "d3", "c3"];
        let mut game = Game::replay(GameKind::AbandeHex, &moves).unwrap();
        let error = game.play_text("d4-d5").unwrap_err();
        assert_eq!(move_error(Lang::En, &error), sentence(&error.to_string()));
        let fr = refusal(Lang::Fr, GameKind::AbandeHex, &moves, "d4-d5");
        assert!(fr.contains("bande") && fr.contains("d4"), "{fr}");
    }

    #[test]
    fn every_abande_and_abalone_reason_has_words_in_every_language() {
        let reasons: Vec<MoveError> = vec![
            abande::IllegalMove::SplitsBand {
                from: "d4".into(),
                cut_off: vec!["d3".into()],
            }
            .into(),
            abande::IllegalMove::PassWithPiecesInHand { count: 2 }.into(),
            abalone::IllegalMove::Sandwiched {
                color: Color::White,
                count: 2,
                marbles: vec!["e4".into(), "e5".into()],
                blocker: "e6".into(),
            }
            .into(),
            abalone::IllegalMove::Outnumbered {
                pushers: 2,
                defenders: 4,
            }
            .into(),
        ];
        for reason in &reasons {
            assert_eq!(move_error(Lang::En, reason), sentence(&reason.to_string()));
            for lang in Lang::ALL {
                let text = move_error(lang, reason);
                assert!(!text.contains("illegal-"), "{lang}: {text}");
                if lang != Lang::En {
                    assert_ne!(text, reason.to_string(), "{lang} is English");
                }
            }
        }
    }
}
