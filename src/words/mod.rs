//! Words the adapters share (the Discord bot and the web board), in the
//! reader's language: why a request was refused ([`refusal`]), why a move
//! is illegal ([`moves`]), the pictures' words ([`pictures`]), and spans of
//! time, clocks and colours. Every word comes from the catalogues.

pub mod moves;
pub mod pictures;
pub mod refusal;

use crate::i18n::Lang;
use crate::model::TimeBank;
use crate::tr;
use abande_rules::Color;

/// "black" or "white", for the catalogues' selectors.
pub fn color_code(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
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
