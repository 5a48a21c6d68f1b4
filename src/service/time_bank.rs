//! Time banks: the limits a bank must keep, what a move does to the
//! players' reserves, and the clocks as a board shows them.
//!
//! The reserve of the player to move is never stored while it runs: it is
//! `deadline_at` minus now (minus a vacation still running), so the deadline
//! sweep needs nothing but `deadline_at`, and a vacation stops a clock by
//! moving the deadline.

use super::Clocks;
use super::{GameService, GameView, MAX_MOVE_HOURS, ServiceResult};
use crate::model::{DAY_SECS, GameRecord, HOUR_SECS, MoveHours, TimeBank};
use crate::service::{ChallengeError, GameError};
use crate::store::TurnClock;
use abande_rules::{Color, PerColor};

use super::write::GameWrite;

/// The smallest starting reserve.
pub const MIN_BANK_SECS: i64 = HOUR_SECS;
/// The largest starting reserve, and the highest cap.
pub const MAX_BANK_SECS: i64 = 30 * DAY_SECS;
/// The largest increment.
pub const MAX_INCREMENT_SECS: i64 = 7 * DAY_SECS;

/// Why a time bank was refused. `Display` is for logs; `words::refusal`
/// words it for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BankError {
    #[error("time bank start out of range")]
    Initial,
    #[error("time bank increment out of range")]
    Increment,
    #[error("time bank cap out of range (start {initial_secs} s)")]
    Cap { initial_secs: i64 },
    #[error("both a time per move and a time bank")]
    WithMoveHours,
}

impl GameService {
    /// The hours a move may take in a new game asked for with `move_hours`
    /// and `bank` (`None`: no deadline per move), checked: a bank replaces
    /// the time per move, which must then be left unsaid.
    pub(super) fn hours_per_move(
        &self,
        move_hours: MoveHours,
        bank: Option<TimeBank>,
    ) -> ServiceResult<Option<u32>> {
        if let Some(bank) = bank {
            if move_hours != MoveHours::Default {
                return Err(BankError::WithMoveHours.into());
            }
            check_bank(bank)?;
            return Ok(None);
        }
        match move_hours {
            MoveHours::Hours(hours) if !(1..=MAX_MOVE_HOURS).contains(&hours) => {
                Err(ChallengeError::InvalidMoveHours.into())
            }
            MoveHours::Hours(hours) => Ok(Some(hours)),
            MoveHours::Default => Ok(self.inner.config.default_move_hours),
            MoveHours::Unlimited => Ok(None),
        }
    }
}

/// Checks `bank` keeps the limits above.
pub fn check_bank(bank: TimeBank) -> Result<TimeBank, BankError> {
    if !(MIN_BANK_SECS..=MAX_BANK_SECS).contains(&bank.initial_secs) {
        return Err(BankError::Initial);
    }
    if !(0..=MAX_INCREMENT_SECS).contains(&bank.increment_secs) {
        return Err(BankError::Increment);
    }
    if !(bank.initial_secs..=MAX_BANK_SECS).contains(&bank.max_secs) {
        return Err(BankError::Cap {
            initial_secs: bank.initial_secs,
        });
    }
    Ok(bank)
}

/// Seconds left on the running clock of the player to move at `now`; a
/// vacation still running does not count.
pub(super) fn running_left(record: &GameRecord, now: i64) -> Option<i64> {
    let deadline = record.deadline_at?;
    let clock_runs_from = record
        .clock_paused_until
        .map_or(now, |until| until.max(now));
    Some((deadline - clock_runs_from).max(0))
}

/// The clocks of a game as a board shows them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockStatus {
    /// Each player's reserve now (banked games only); the player to move's is running.
    pub bank_left: Option<PerColor<i64>>,
    /// When each player's vacation ends, for those on vacation now.
    pub vacation_until: PerColor<Option<i64>>,
}

/// Whether a game runs against a clock at all (engine and unlimited games do not).
pub(super) fn has_clock(record: &GameRecord) -> bool {
    record.move_hours.is_some() || record.bank.is_some()
}

impl Clocks<'_> {
    /// Both clocks of `view` now, and who is on vacation.
    pub async fn clock_status(self, view: &GameView) -> ServiceResult<ClockStatus> {
        let now = self.service.now();
        let mut status = ClockStatus::default();
        if !view.record.is_active() || !has_clock(&view.record) {
            status.bank_left = view.record.bank_left;
            return Ok(status);
        }
        status.bank_left = view.record.bank_left.map(|mut left| {
            if let (Some(color), Some(running)) =
                (view.game.to_move(), running_left(&view.record, now))
            {
                *left.get_mut(color) = running;
            }
            left
        });
        for color in Color::BOTH {
            let vacation = self
                .service
                .inner
                .store
                .current_vacation(view.record.player(color).id, now)
                .await?;
            *status.vacation_until.get_mut(color) = vacation.map(|v| v.ends_at);
        }
        Ok(status)
    }
}

impl GameWrite<'_> {
    /// With a bank, refuses a move once the mover's reserve is used up: the
    /// game is lost on time even if the sweep has not got to it yet.
    pub(super) fn check_time_left(&self) -> ServiceResult<()> {
        match (self.view.record.bank, self.view.record.deadline_at) {
            (Some(_), Some(deadline)) if self.now >= deadline => Err(GameError::OutOfTime.into()),
            _ => Ok(()),
        }
    }

    /// The clocks for the turn that starts now, for `GameWrite::advance`
    /// to write with the rest of the change: its deadline (`None` without a
    /// clock or once the game is over) and the reserves. With a bank,
    /// `mover`, who just moved, is charged the time the move took, not
    /// counting a vacation, and gets the increment, up to the cap. The next
    /// player's clock runs from now, or from the end of their vacation.
    pub(super) async fn next_turn_clock(
        &mut self,
        mover: Option<Color>,
    ) -> ServiceResult<TurnClock> {
        let record = &self.view.record;
        if !has_clock(record) {
            return Ok(self.stopped_clock());
        }
        let mut bank_left = record.bank_left;
        if let (Some(bank), Some(left), Some(mover)) = (record.bank, bank_left.as_mut(), mover) {
            let on_clock = running_left(record, self.now).unwrap_or(0);
            *left.get_mut(mover) = bank.after_move(on_clock);
        }
        let next = self
            .view
            .game
            .to_move()
            .filter(|_| !self.view.game.is_over());
        let paused_until = match next {
            Some(color) => {
                let user = self.view.record.player(color).id;
                self.tx
                    .current_vacation(user, self.now)
                    .await?
                    .map(|v| v.ends_at)
            }
            None => None,
        };
        let clock_starts = paused_until.unwrap_or(self.now);
        let turn_secs = match (next, self.view.record.move_hours, bank_left) {
            (Some(_), Some(hours), _) => Some(i64::from(hours) * HOUR_SECS),
            (Some(color), None, Some(left)) => Some(left.get(color)),
            _ => None,
        };
        Ok(TurnClock {
            deadline_at: turn_secs.map(|secs| clock_starts + secs),
            bank_left,
            paused_until,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bank(initial_hours: i64, increment_hours: i64, max_hours: i64) -> TimeBank {
        TimeBank {
            initial_secs: initial_hours * HOUR_SECS,
            increment_secs: increment_hours * HOUR_SECS,
            max_secs: max_hours * HOUR_SECS,
        }
    }

    #[test]
    fn presets_keep_the_limits() {
        for preset in [TimeBank::FAST, TimeBank::STANDARD, TimeBank::RELAXED] {
            assert_eq!(check_bank(preset), Ok(preset));
        }
    }

    #[test]
    fn limits_are_checked_with_reasons() {
        assert_eq!(check_bank(bank(1, 0, 1)), Ok(bank(1, 0, 1)));
        assert_eq!(check_bank(bank(0, 0, 1)), Err(BankError::Initial));
        assert_eq!(check_bank(bank(721, 0, 721)), Err(BankError::Initial));
        assert_eq!(check_bank(bank(24, -1, 48)), Err(BankError::Increment));
        assert_eq!(check_bank(bank(24, 169, 48)), Err(BankError::Increment));
        assert_eq!(
            check_bank(bank(48, 12, 24)),
            Err(BankError::Cap {
                initial_secs: 48 * HOUR_SECS
            })
        );
        assert!(matches!(
            check_bank(bank(48, 12, 721)),
            Err(BankError::Cap { .. })
        ));
    }
}
