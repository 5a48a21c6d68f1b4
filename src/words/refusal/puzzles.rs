//! Puzzle requests refused, in the reader's language.

use crate::i18n::Lang;
use crate::service::PuzzleError;
use crate::tr;

/// A refusal of `/puzzle`.
pub fn refusal(lang: Lang, error: &PuzzleError) -> String {
    match error {
        PuzzleError::NoneLeft => tr!(lang, "error-puzzle-none-left"),
        PuzzleError::NotSolving => tr!(lang, "error-puzzle-not-solving"),
        PuzzleError::NotAnalysed => tr!(lang, "error-learn-not-analysed"),
        PuzzleError::NoMistakes => tr!(lang, "error-learn-no-mistakes"),
        PuzzleError::NoDailyPuzzle => tr!(lang, "error-daily-puzzle-none"),
        PuzzleError::DailyNeedsServer => tr!(lang, "error-daily-puzzle-needs-server"),
        PuzzleError::DailyAlreadyTried { puzzle, solved } => tr!(
            lang,
            "error-daily-puzzle-already-tried",
            id = *puzzle,
            solved = if *solved { "yes" } else { "no" }
        ),
    }
}
