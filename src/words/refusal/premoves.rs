//! Conditional move lines refused, in the reader's language.

use crate::i18n::Lang;
use crate::service::LineError;
use crate::tr;
use crate::words::moves::move_error;

/// Why a line was refused, in `lang`.
pub fn refusal(lang: Lang, error: &LineError) -> String {
    use LineError as E;
    match error {
        E::AgainstEngine => tr!(lang, "error-premove-engine"),
        E::YourTurn => tr!(lang, "error-premove-your-turn"),
        E::TooShort => tr!(lang, "error-premove-too-short"),
        E::TooLong { max } => tr!(lang, "error-premove-too-long", max = *max),
        E::EndsWithOpponent { index, text } => tr!(
            lang,
            "error-premove-ends-with-opponent",
            index = *index,
            notation = text.as_str()
        ),
        E::TooManyLines { max } => tr!(lang, "error-premove-too-many", max = *max),
        E::Illegal {
            index,
            text,
            reason,
        } => tr!(
            lang,
            "error-premove-illegal",
            index = *index,
            notation = text.as_str(),
            reason = move_error(lang, reason)
        ),
        E::AfterEnd { index, text } => tr!(
            lang,
            "error-premove-after-end",
            index = *index,
            notation = text.as_str()
        ),
        E::TurnSkipped { index, text } => tr!(
            lang,
            "error-premove-turn-skipped",
            index = *index,
            notation = text.as_str()
        ),
        E::FromPastEnd { max } => tr!(lang, "error-explore-from", max = *max),
        E::Conflicts {
            index,
            text,
            line,
            answer,
        } => tr!(
            lang,
            "error-premove-conflict",
            index = *index,
            notation = text.as_str(),
            line = *line,
            answer = answer.as_str()
        ),
    }
}
