//! Words many texts share, in the reader's language.

use crate::i18n::{self, Lang};
use crate::model::EndedBy;
use crate::rules::GameKind;
use crate::service::StoredName;
use crate::tr;

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
pub fn kind_title(kind: GameKind, lang: Lang) -> String {
    i18n::text(lang, kind_keys(kind).title, &[])
}

/// The board or start of `kind`, as `/rules` describes it.
pub fn board_note(kind: GameKind, lang: Lang) -> String {
    i18n::text(lang, kind_keys(kind).board, &[])
}

/// " by resignation" and the like, after a result.
pub fn ended_by(lang: Lang, how: EndedBy) -> String {
    tr!(lang, "ended-by", how = how.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_kind_titles_are_the_rules_own() {
        for kind in GameKind::ALL {
            assert_eq!(kind_title(kind, Lang::En), kind.title());
        }
        assert_eq!(
            kind_title(GameKind::AbandeSquare, Lang::Fr),
            "Abande (plateau carré)"
        );
    }
}
