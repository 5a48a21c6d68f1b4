//! Words many texts share, in the reader's language.

use crate::i18n::Lang;
use crate::model::EndedBy;
use crate::rules::GameKind;
use crate::service::StoredName;
use crate::tr;

/// "Abande (hexagonal board)", "Abalone (Belgian Daisy)", ...
pub fn kind_title(kind: GameKind, lang: Lang) -> String {
    match kind {
        GameKind::AbandeHex => tr!(lang, "kind-abande-hex"),
        GameKind::AbandeSquare => tr!(lang, "kind-abande-square"),
        GameKind::AbandeSnub => tr!(lang, "kind-abande-snub"),
        GameKind::Abalone => tr!(lang, "kind-abalone"),
        GameKind::AbaloneBelgian => tr!(lang, "kind-abalone-belgian"),
        GameKind::AbaloneGerman => tr!(lang, "kind-abalone-german"),
    }
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
        assert_eq!(kind_title(GameKind::AbandeSquare, Lang::Fr), "Abande (plateau carré)");
    }
}
