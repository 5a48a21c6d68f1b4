//! Errors in the user's language: the rules and the service return
//! structured reasons; this is the one place they become words.

use crate::discord::BotError;
use crate::i18n::Lang;
use crate::model::TimeBank;
use crate::service::{BadInput, BankError, ServiceError, VacationError};
use crate::tr;
use abande_rules::notation::SyntaxError;
use abande_rules::{Color, Family, MoveError, abalone, abande};

/// What the user reads when `error` stops a command or a button.
pub fn bot_error(lang: Lang, error: &BotError) -> String {
    match error {
        BotError::Service(e) => service_error(lang, e),
        BotError::User(message) | BotError::Database(message) => message.text(lang),
        BotError::Discord(_) => tr!(lang, "error-discord"),
        BotError::Render(_) => tr!(lang, "error-render"),
    }
}

pub fn service_error(lang: Lang, error: &ServiceError) -> String {
    use ServiceError as E;
    match error {
        E::GameNotFound(id) => tr!(lang, "error-game-not-found", game = id.to_string()),
        E::ChallengeNotFound(id) => {
            tr!(
                lang,
                "error-challenge-not-found",
                challenge = id.to_string()
            )
        }
        E::NotYourGame => tr!(lang, "error-not-your-game"),
        E::NotYourTurn { to_move } => tr!(lang, "error-not-your-turn", to_move = to_move.as_str()),
        E::GameOver => tr!(lang, "error-game-over"),
        E::ChallengeExpired => tr!(lang, "error-challenge-expired"),
        E::ChallengeClosed { status } => {
            tr!(lang, "error-challenge-closed", status = status.to_string())
        }
        E::NotChallenged { opponent } => {
            tr!(lang, "error-not-challenged", opponent = opponent.as_str())
        }
        E::NoGameToMove => tr!(lang, "no-game-to-move"),
        E::ManyGamesToMove { count, some } => {
            tr!(
                lang,
                "many-games-to-move",
                count = *count,
                games = some.as_str()
            )
        }
        E::NoGameInProgress => tr!(lang, "no-game-in-progress"),
        E::SeveralGames => tr!(lang, "several-games"),
        E::BadLevel { given } => tr!(lang, "bad-level", level = *given),
        E::GameNotOver => tr!(lang, "error-game-not-over"),
        E::NoRematchWithEngine => tr!(lang, "error-no-rematch-with-engine"),
        E::RematchPending => tr!(lang, "error-rematch-pending"),
        E::ChallengeTaken => tr!(lang, "error-challenge-taken"),
        E::OutsideRatingRange {
            range,
            kind,
            rating,
        } => tr!(
            lang,
            "error-outside-rating-range",
            range = range.as_str(),
            kind = kind.to_string(),
            rating = rating.as_str()
        ),
        E::EmptyRatingRange => tr!(lang, "error-empty-rating-range"),
        E::RatingLimitOutOfRange { given } => tr!(
            lang,
            "error-rating-limit-range",
            given = *given,
            min = *crate::service::RATING_LIMITS.start(),
            max = *crate::service::RATING_LIMITS.end()
        ),
        E::NotChallenger { challenger } => {
            tr!(
                lang,
                "error-not-challenger",
                challenger = challenger.as_str()
            )
        }
        E::SelfChallenge => tr!(lang, "error-self-challenge"),
        E::InvalidMoveHours => tr!(
            lang,
            "error-invalid-move-hours",
            max = crate::service::MAX_MOVE_HOURS
        ),
        E::InvalidPage { last } => tr!(lang, "error-invalid-page", last = *last),
        E::TooLateToAbort => tr!(lang, "error-too-late-to-abort"),
        E::TournamentGameCannotBeAborted => tr!(lang, "error-tournament-game-abort"),
        E::DrawAlreadyOffered => tr!(lang, "error-draw-already-offered"),
        E::NoDrawOffer => tr!(lang, "error-no-draw-offer"),
        E::NotYourOfferToAnswer { opponent } => {
            tr!(
                lang,
                "error-not-your-offer-to-answer",
                opponent = opponent.as_str()
            )
        }
        E::TakebackPending => tr!(lang, "error-takeback-pending"),
        E::CannotTakeBack { opponent } => {
            tr!(lang, "error-cannot-take-back", opponent = opponent.as_str())
        }
        E::NoTakebackRequest => tr!(lang, "error-no-takeback-request"),
        E::ResignOutdated => tr!(lang, "error-resign-outdated"),
        E::PositionChanged => tr!(lang, "error-position-changed"),
        E::ForgetChanged { running } => tr!(lang, "error-forget-changed", running = *running),
        E::PlayerForgotten => tr!(lang, "error-player-forgotten"),
        E::RequestOutdated => tr!(lang, "error-request-outdated"),
        E::InvalidBank(e) => bank_error(lang, e),
        E::OutOfTime => tr!(lang, "error-out-of-time"),
        E::Vacation(e) => vacation_error(lang, e),
        E::Tournament(e) => crate::discord::presentation::tournament::words::refusal(lang, e),
        E::BadInput(e) => bad_input(lang, e),
        E::Settings(e) => crate::discord::commands::server::settings::refusal(lang, e),
        E::Moderation(e) => crate::discord::commands::server::moderate::refusal(lang, e),
        E::Line(e) => crate::discord::commands::playing::premove::refusal(lang, e),
        E::Puzzle(e) => crate::discord::presentation::puzzle_post::refusal(lang, e),
        E::Illegal(e) => move_error(lang, e),
        E::Conflict => tr!(lang, "error-conflict"),
        E::Storage(_) => tr!(lang, "error-storage"),
        E::Unavailable(_) => tr!(lang, "error-database-away"),
        E::MaybeSaved(_) => tr!(lang, "error-maybe-saved"),
    }
}

fn bad_input(lang: Lang, error: &BadInput) -> String {
    match error {
        BadInput::MoveTooLong { max } => tr!(lang, "error-move-too-long", max = *max),
        BadInput::MoveCharacters => tr!(lang, "error-move-characters"),
        BadInput::EmptyMove => tr!(lang, "error-move-empty"),
        BadInput::PageSize { max } => tr!(lang, "error-page-size", max = *max),
    }
}

fn bank_error(lang: Lang, error: &BankError) -> String {
    match error {
        BankError::Initial => tr!(lang, "error-bank-initial"),
        BankError::Increment => tr!(lang, "error-bank-increment"),
        BankError::Cap { initial_secs } => tr!(
            lang,
            "error-bank-cap",
            initial = duration(lang, *initial_secs)
        ),
        BankError::WithMoveHours => tr!(lang, "error-bank-with-move-hours"),
    }
}

fn vacation_error(lang: Lang, error: &VacationError) -> String {
    match error {
        VacationError::Days { max } => tr!(lang, "error-vacation-days", max = *max),
        VacationError::AlreadyOnVacation { until } => tr!(
            lang,
            "error-already-on-vacation",
            until = format!("<t:{until}:f>")
        ),
        VacationError::NotOnVacation => tr!(lang, "error-not-on-vacation"),
        VacationError::AllowanceUsed {
            year,
            left_secs,
            allowance,
        } => tr!(
            lang,
            "error-vacation-allowance-used",
            left = duration(lang, *left_secs),
            year = year.to_string(),
            allowance = *allowance
        ),
        VacationError::DeadlineTooClose { game } => {
            tr!(lang, "error-deadline-too-close", game = game.to_string())
        }
    }
}

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

/// "black" or "white", for the catalogues' selectors.
pub fn color_code(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
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

/// A span of time such as "2 days 3 h" or "45 min".
pub fn duration(lang: Lang, secs: i64) -> String {
    let crate::model::Span {
        days,
        hours,
        minutes,
    } = crate::model::Span::of_secs(secs);
    match (days, hours, minutes) {
        (0, 0, m) => tr!(lang, "duration-minutes", minutes = m),
        (0, h, 0) => tr!(lang, "duration-hours", hours = h),
        (0, h, m) => tr!(lang, "duration-hours-minutes", hours = h, minutes = m),
        (d, 0, _) => tr!(lang, "duration-days", days = d),
        (d, h, _) => tr!(lang, "duration-days-hours", days = d, hours = h),
    }
}

/// A game's clock: its time per move, its time bank, or none.
pub fn clock_words(lang: Lang, move_hours: Option<u32>, bank: Option<TimeBank>) -> String {
    match (move_hours, bank) {
        (Some(h), _) => tr!(lang, "challenge-clock-per-move", hours = h),
        (None, Some(bank)) => tr!(
            lang,
            "challenge-clock-bank",
            initial = duration(lang, bank.initial_secs),
            increment = duration(lang, bank.increment_secs),
            max = duration(lang, bank.max_secs)
        ),
        (None, None) => tr!(lang, "challenge-clock-none"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::{Game, GameKind};

    fn refusal(lang: Lang, kind: GameKind, moves: &[&str], attempt: &str) -> String {
        let mut game = Game::replay(kind, moves).unwrap();
        let error = game.play_text(attempt).unwrap_err();
        move_error(lang, &error)
    }

    #[test]
    fn english_refusals_read_as_the_rules_write_them() {
        // Black d4 d3, White d5 c3: moving d4 would leave d3 alone.
        let moves = ["d4", "d5", "d3", "c3"];
        let mut game = Game::replay(GameKind::AbandeHex, &moves).unwrap();
        let error = game.play_text("d4-d5").unwrap_err();
        assert_eq!(move_error(Lang::En, &error), error.to_string());
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
            assert_eq!(move_error(Lang::En, reason), reason.to_string());
            for lang in Lang::ALL {
                let text = move_error(lang, reason);
                assert!(!text.contains("illegal-"), "{lang}: {text}");
                if lang != Lang::En {
                    assert_ne!(text, reason.to_string(), "{lang} is English");
                }
            }
        }
    }

    #[test]
    fn english_durations_match_the_service() {
        for secs in [0, 59, 60, 3600, 3660, 86_400, 90_000, 2 * 86_400 + 7200] {
            assert_eq!(
                duration(Lang::En, secs),
                crate::service::duration_text(secs)
            );
        }
        assert_eq!(duration(Lang::Fr, 2 * 86_400), "2 jours");
    }
}
