//! Words many texts share, in the reader's language.

use crate::i18n::{self, Lang};
use crate::model::{ColorChoice, EndedBy};
use crate::tr;
use abande_rules::{Color, GameKind, MoveDescription, Outcome};

/// The catalogue keys of a game kind's words: its title, and its board or
/// start as `/rules` describes it.
struct KindKeys {
    title: &'static str,
    board: &'static str,
}

fn kind_keys(kind: GameKind) -> KindKeys {
    let (title, board) = match kind {
        GameKind::AbandeHex => ("kind-abande-hex", "rules-board-abande-hex"),
        GameKind::AbandeSquare => ("kind-abande-square", "rules-board-abande-square"),
        GameKind::AbandeSnub => ("kind-abande-snub", "rules-board-abande-snub"),
        GameKind::Abalone => ("kind-abalone", "rules-board-abalone"),
        GameKind::AbaloneBelgian => ("kind-abalone-belgian", "rules-board-abalone-belgian"),
        GameKind::AbaloneGerman => ("kind-abalone-german", "rules-board-abalone-german"),
    };
    KindKeys { title, board }
}

/// "Abande (hexagonal board)", "Abalone (Belgian Daisy)", ...
pub fn kind_title(lang: Lang, kind: GameKind) -> String {
    i18n::text(lang, kind_keys(kind).title, &[])
}

/// The board or start of `kind`, as `/rules` describes it.
pub fn board_note(lang: Lang, kind: GameKind) -> String {
    i18n::text(lang, kind_keys(kind).board, &[])
}

/// " by resignation" and the like, after a result.
pub fn ended_by(lang: Lang, how: EndedBy) -> String {
    tr!(lang, "ended-by", how = how.word())
}

/// The colour a challenger asked for, as the catalogue's selectors name
/// it (`challenge-colours`).
pub fn color_choice(choice: ColorChoice) -> &'static str {
    match choice {
        ColorChoice::Black => "black",
        ColorChoice::White => "white",
        ColorChoice::Random => "random",
    }
}

/// What a move does, in words: "enter, 11 left in hand", "push 2 with 3, pushes 1 off".
pub fn move_words(lang: Lang, what: MoveDescription) -> String {
    match what {
        MoveDescription::Enter { reserve } => tr!(lang, "move-enter", reserve = reserve),
        MoveDescription::Stack { height, onto } => {
            tr!(lang, "move-stack", height = height, onto = onto)
        }
        MoveDescription::Pass => tr!(lang, "move-pass"),
        MoveDescription::Inline {
            marbles, pushed: 0, ..
        } => tr!(lang, "move-inline", marbles = marbles),
        MoveDescription::Inline {
            marbles,
            pushed,
            pushed_off,
        } => {
            let push = tr!(lang, "move-push", marbles = marbles, pushed = pushed);
            if pushed_off == 0 {
                push
            } else {
                tr!(
                    lang,
                    "move-pushed-off",
                    description = push,
                    off = pushed_off
                )
            }
        }
        MoveDescription::Broadside { marbles } => tr!(lang, "move-broadside", marbles = marbles),
    }
}

/// Discord's longest autocomplete label.
pub const MAX_LABEL: usize = 100;

/// "c3d4: push 2 with 3, pushes 1 off", cut to Discord's 100 characters.
pub fn move_label(lang: Lang, notation: &str, what: MoveDescription) -> String {
    let label = tr!(
        lang,
        "move-label",
        notation = notation,
        description = move_words(lang, what)
    );
    if label.chars().count() <= MAX_LABEL {
        return label;
    }
    let mut cut: String = label.chars().take(MAX_LABEL - 1).collect();
    cut.push('…');
    cut
}

/// Hundredths as a number of marbles or points: "1.5", "0.3", "2".
pub fn amount(hundredths: i32) -> String {
    let text = format!("{:.2}", f64::from(hundredths.abs()) / 100.0);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    text.to_string()
}

/// "Black wins", "White wins", "Draw".
pub fn result_words(lang: Lang, result: Outcome) -> String {
    match result {
        Outcome::Win(Color::Black) => tr!(lang, "moderation-result-black"),
        Outcome::Win(Color::White) => tr!(lang, "moderation-result-white"),
        Outcome::Draw => tr!(lang, "moderation-result-draw"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_kind_titles_are_the_rules_own() {
        for kind in GameKind::ALL {
            assert_eq!(kind_title(Lang::En, kind), kind.title());
        }
        assert_eq!(
            kind_title(Lang::Fr, GameKind::AbandeSquare),
            "Abande (plateau carré)"
        );
    }
}
