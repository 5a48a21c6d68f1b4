//! `/vacation`: a player stops their clocks in every game for a few days,
//! out of a yearly allowance (calendar years, UTC). Starting or ending a
//! vacation moves the deadline of every game in which the player is to move,
//! in the same transaction as the vacation's row; a game in which the
//! opponent is to move gets its stopped clock when the turn comes (see
//! `GameWrite::start_next_turn`). The opponent in each of those games is
//! told through the outbox, owed in the same transaction.

use super::Clocks;
use super::announcements::vacation_notice;
use super::time_bank::has_clock;
use super::{GameService, GameSummary, Player, ServiceResult, UserId, clean_player};
use crate::model::{DAY_SECS, HOUR_SECS, Vacation, year_bounds, year_of};
use crate::store::{Lock, WriteTx};

/// A vacation cannot start while a deadline is closer than this.
pub const VACATION_NOTICE_SECS: i64 = HOUR_SECS;

/// Why a vacation was refused. `Display` is for logs; `words::refusal`
/// words it for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VacationError {
    #[error("vacation days out of 1 to {max}")]
    Days { max: u32 },
    #[error("already on vacation until {until}")]
    AlreadyOnVacation { until: i64 },
    #[error("not on vacation")]
    NotOnVacation,
    #[error("vacation allowance of {year} used ({left_secs} s left of {allowance} days)")]
    AllowanceUsed {
        year: i32,
        left_secs: i64,
        allowance: u32,
    },
    #[error("deadline in game {game} within the hour")]
    DeadlineTooClose { game: i64 },
}

/// A vacation started or ended, and the games whose opponents should hear of it.
#[derive(Clone, Debug)]
pub struct VacationChange {
    pub vacation: Vacation,
    /// The player's active games with a clock, as they now stand.
    pub games: Vec<GameSummary>,
    /// What is left of this calendar year's allowance.
    pub allowance_left_secs: i64,
}

impl GameService {
    async fn allowance_left(&self, tx: &mut WriteTx, user: UserId, now: i64) -> ServiceResult<i64> {
        let (start, end) = year_bounds(now);
        let used = used_between(tx, user, start, end).await?;
        let allowance = i64::from(self.inner.config.vacation_days_per_year) * DAY_SECS;
        Ok((allowance - used).max(0))
    }

    /// Owes the notice of `vacation` starting (`back`: ending) in each game
    /// whose clock it stops, and commits.
    async fn finish_change(
        &self,
        mut tx: WriteTx,
        vacation: Vacation,
        back: bool,
        now: i64,
    ) -> ServiceResult<VacationChange> {
        let games: Vec<GameSummary> = tx
            .active_games(vacation.user)
            .await?
            .into_iter()
            .filter(|g| has_clock(&g.record) && g.record.engine.is_none())
            .collect();
        for game in &games {
            tx.owe(vacation_notice(game, vacation.id, back, now), now)
                .await?;
        }
        let allowance_left_secs = self.allowance_left(&mut tx, vacation.user, now).await?;
        tx.commit().await?;
        if !games.is_empty() {
            self.wake_delivery();
        }
        Ok(VacationChange {
            vacation,
            games,
            allowance_left_secs,
        })
    }
}

impl Clocks<'_> {
    /// Days of vacation each player may take in a calendar year.
    pub fn vacation_days_per_year(self) -> u32 {
        self.service.inner.config.vacation_days_per_year
    }

    /// Stops `player`'s clocks in every game from now for `days` days.
    pub async fn start_vacation(self, player: Player, days: u32) -> ServiceResult<VacationChange> {
        let allowance = self.service.inner.config.vacation_days_per_year;
        if days == 0 || days > allowance {
            return Err(VacationError::Days {
                max: allowance.max(1),
            }
            .into());
        }
        let now = self.service.now();
        let ends_at = now + i64::from(days) * DAY_SECS;
        let user = player.id;
        let mut tx = self.service.begin_write(&[Lock::Database]).await?;
        if let Some(current) = tx.current_vacation(user, now).await? {
            return Err(VacationError::AlreadyOnVacation {
                until: current.ends_at,
            }
            .into());
        }
        let allowance_secs = i64::from(allowance) * DAY_SECS;
        let mut year_start = year_bounds(now).0;
        while year_start < ends_at {
            let year_end = year_bounds(year_start).1;
            let used = used_between(&mut tx, user, year_start, year_end).await?;
            let wanted = overlap((now, ends_at), (year_start, year_end));
            if used + wanted > allowance_secs {
                return Err(VacationError::AllowanceUsed {
                    year: year_of(year_start),
                    left_secs: allowance_secs - used,
                    allowance,
                }
                .into());
            }
            year_start = year_end;
        }
        if let Some((game, deadline)) = tx.earliest_deadline_to_move(user).await?
            && deadline - now < VACATION_NOTICE_SECS
        {
            return Err(VacationError::DeadlineTooClose { game: game.0 }.into());
        }
        tx.upsert_player(&clean_player(&player), now).await?;
        let vacation = tx.insert_vacation(user, now, ends_at).await?;
        tx.pause_clocks(user, now, ends_at).await?;
        self.service.finish_change(tx, vacation, false, now).await
    }

    /// Ends `user`'s vacation now; the days not taken return to the allowance.
    pub async fn end_vacation(self, user: UserId) -> ServiceResult<VacationChange> {
        let now = self.service.now();
        let mut tx = self.service.begin_write(&[Lock::Database]).await?;
        let mut vacation = tx
            .current_vacation(user, now)
            .await?
            .ok_or(VacationError::NotOnVacation)?;
        tx.end_vacation(vacation.id, now).await?;
        tx.resume_clocks(user, now).await?;
        vacation.ends_at = now;
        self.service.finish_change(tx, vacation, true, now).await
    }

    /// What is left of `user`'s allowance in the calendar year of now, and
    /// their vacation running now.
    pub async fn vacation_status(self, user: UserId) -> ServiceResult<(i64, Option<Vacation>)> {
        let now = self.service.now();
        let mut tx = self.service.begin_write(&[Lock::Player(user)]).await?;
        let left = self.service.allowance_left(&mut tx, user, now).await?;
        let current = tx.current_vacation(user, now).await?;
        Ok((left, current))
    }

    /// Vacation `id` as stored (ended early: its end is when it ended), if a
    /// notice of its start (`back`: of its end) still says something true:
    /// once it is over, its start is no news (the notice of its end follows).
    pub async fn vacation_to_announce(
        self,
        id: i64,
        back: bool,
    ) -> ServiceResult<Option<Vacation>> {
        let vacation = self.service.inner.store.vacation(id).await?;
        let now = self.service.now();
        Ok(vacation.filter(|v| back || v.ends_at > now))
    }
}

/// Seconds of vacation `user` took (or booked) within `[from, to)`.
async fn used_between(tx: &mut WriteTx, user: UserId, from: i64, to: i64) -> ServiceResult<i64> {
    Ok(tx
        .vacations_between(user, from, to)
        .await?
        .iter()
        .map(|v| overlap((v.starts_at, v.ends_at), (from, to)))
        .sum())
}

/// Length of the overlap of two half-open spans.
fn overlap(a: (i64, i64), b: (i64, i64)) -> i64 {
    (a.1.min(b.1) - a.0.max(b.0)).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlaps_of_half_open_spans() {
        assert_eq!(overlap((0, 10), (5, 20)), 5);
        assert_eq!(overlap((0, 10), (10, 20)), 0);
        assert_eq!(overlap((0, 10), (20, 30)), 0);
        assert_eq!(overlap((3, 4), (0, 10)), 1);
    }
}
