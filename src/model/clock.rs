//! Clocks: time banks, vacations and the reminders a running clock owes.
//! Units and durations in words are in `dates.rs`.

use super::UserId;
use super::dates::{DAY_SECS, HOUR_SECS, duration_text};
use std::fmt;

/// A correspondence time bank: each player starts with `initial_secs`, the
/// time each move takes comes off their reserve, and `increment_secs` is
/// added after each of their moves, never beyond `max_secs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeBank {
    pub initial_secs: i64,
    pub increment_secs: i64,
    pub max_secs: i64,
}

impl TimeBank {
    /// 1 day + 12 hours a move, up to 3 days.
    pub const FAST: TimeBank = TimeBank::days_and_hours(1, 12, 3);
    /// 3 days + 1 day a move, up to 7 days.
    pub const STANDARD: TimeBank = TimeBank::days_and_hours(3, 24, 7);
    /// 10 days + 36 hours a move, up to 10 days.
    pub const RELAXED: TimeBank = TimeBank::days_and_hours(10, 36, 10);

    const fn days_and_hours(initial_days: i64, increment_hours: i64, max_days: i64) -> TimeBank {
        TimeBank {
            initial_secs: initial_days * DAY_SECS,
            increment_secs: increment_hours * HOUR_SECS,
            max_secs: max_days * DAY_SECS,
        }
    }

    /// The reserve after a move made with `left` seconds still on the clock:
    /// the increment added, capped.
    pub fn after_move(self, left: i64) -> i64 {
        left.max(0)
            .saturating_add(self.increment_secs)
            .min(self.max_secs)
    }
}

/// "3 days + 1 day a move, up to 7 days".
impl fmt::Display for TimeBank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} + {} a move, up to {}",
            duration_text(self.initial_secs),
            duration_text(self.increment_secs),
            duration_text(self.max_secs)
        )
    }
}

/// A player's vacation: their clocks stand still from `starts_at` to `ends_at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vacation {
    pub id: i64,
    pub user: UserId,
    pub starts_at: i64,
    pub ends_at: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_read_as_players_know_them() {
        assert_eq!(
            TimeBank::FAST.to_string(),
            "1 day + 12 h a move, up to 3 days"
        );
        assert_eq!(
            TimeBank::STANDARD.to_string(),
            "3 days + 1 day a move, up to 7 days"
        );
        assert_eq!(
            TimeBank::RELAXED.to_string(),
            "10 days + 1 day 12 h a move, up to 10 days"
        );
    }

    #[test]
    fn a_move_adds_the_increment_up_to_the_cap() {
        let bank = TimeBank::STANDARD;
        assert_eq!(bank.after_move(2 * DAY_SECS), 3 * DAY_SECS);
        assert_eq!(bank.after_move(6 * DAY_SECS + 1), 7 * DAY_SECS);
        assert_eq!(bank.after_move(-10), DAY_SECS);
    }
}

/// Which reminder is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reminder {
    /// Half of the time for this move is used.
    HalfUsed,
    /// A tenth of the time for this move is left.
    TenthLeft,
    /// 24 hours are left in the player's time bank.
    DayLeft,
    /// One hour is left in the player's time bank.
    HourLeft,
}
