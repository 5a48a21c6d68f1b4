//! Deadlines: reminders, losses on time, and expired challenges. All state
//! lives in the database (`games.deadline_at`, `games.reminders_sent`), so a
//! sweep after a restart picks up whatever fell due while the bot was down,
//! and nothing twice.
//!
//! Reminders come at two points of a turn. With a time per move, and with a
//! time bank holding at most a day as the turn starts, when half the time is
//! used and when a tenth is left; with a longer bank, when a day is left and
//! when an hour is left. A vacation still running does not count as time
//! left (`store::Store::games_due` selects by the same rule).
//!
//! A due reminder is marked in the same transaction that owes its
//! announcement (`service/announcements.rs`), and a loss on time owes its
//! final board the same way: the delivery worker sends each exactly once,
//! even when the process dies or Discord fails right after the commit.

use super::announcements;
use super::games::board_score;
use super::time_bank::running_left;
use super::{
    Challenge, EndedBy, GameId, GameService, GameStatus, GameView, Player, ServiceError,
    ServiceResult, Work,
};
use crate::model::{DAY_SECS, HOUR_SECS, Reminder};
use crate::store::{GameEnd, TurnClock};
use abande_rules::Outcome;

/// `games.reminders_sent` flag: the half-time reminder went out.
pub const HALF_USED_FLAG: i64 = 1;
/// `games.reminders_sent` flag: the tenth-left reminder went out.
pub const TENTH_LEFT_FLAG: i64 = 2;
/// `games.reminders_sent` flag: the day-left reminder of a bank went out.
pub const DAY_LEFT_FLAG: i64 = 4;
/// `games.reminders_sent` flag: the hour-left reminder of a bank went out.
pub const HOUR_LEFT_FLAG: i64 = 8;

/// Something a sweep found due, to be announced by the bot.
#[derive(Clone, Debug)]
pub enum DueEvent {
    /// `player` is to move in `game` and should be nudged.
    Reminder {
        game: GameView,
        player: Player,
        reminder: Reminder,
    },
    /// The deadline passed: the game is lost on time (`EndedBy::Timeout`), or
    /// aborted (`EndedBy::Abort`) when fewer than two moves were played
    /// outside a tournament.
    TimedOut(GameView),
    /// A challenge nobody answered in time.
    ChallengeExpired(Challenge),
    /// A tournament whose sign-up closed started; its games' boards are owed.
    TournamentStarted(crate::tournament::Tournament),
}

/// What the clock asks for in one game right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Due {
    TimeUp,
    Remind { reminder: Reminder, flags: i64 },
}

/// The clock of the turn being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    deadline_at: i64,
    /// The player's clock stands still until then (a vacation).
    paused_until: Option<i64>,
    /// The time the turn had as it started (a bank: the reserve then).
    turn_secs: i64,
    banked: bool,
}

/// Decides what is due at `now`. When both reminders are due at once (after
/// downtime) only the later one is sent and both are marked.
fn due_in_turn(turn: Turn, reminders_sent: i64, now: i64) -> Option<Due> {
    if now >= turn.deadline_at {
        return Some(Due::TimeUp);
    }
    let clock_runs_from = turn.paused_until.map_or(now, |until| until.max(now));
    let left = turn.deadline_at - clock_runs_from;
    // (reminder, its flag, whether it is due), the later one first.
    let [later, earlier] = if turn.banked && turn.turn_secs > DAY_SECS {
        [
            (Reminder::HourLeft, HOUR_LEFT_FLAG, left <= HOUR_SECS),
            (Reminder::DayLeft, DAY_LEFT_FLAG, left <= DAY_SECS),
        ]
    } else {
        [
            (
                Reminder::TenthLeft,
                TENTH_LEFT_FLAG,
                left * 10 <= turn.turn_secs,
            ),
            (
                Reminder::HalfUsed,
                HALF_USED_FLAG,
                left * 2 <= turn.turn_secs,
            ),
        ]
    };
    if later.2 && reminders_sent & later.1 == 0 {
        return Some(Due::Remind {
            reminder: later.0,
            flags: later.1 | earlier.1,
        });
    }
    if earlier.2 && reminders_sent & earlier.1 == 0 {
        return Some(Due::Remind {
            reminder: earlier.0,
            flags: earlier.1,
        });
    }
    None
}

/// The turn being played in `view`, if it runs against a clock.
fn turn_of(view: &GameView) -> Option<Turn> {
    let deadline_at = view.record.deadline_at?;
    let (turn_secs, banked) = match (view.record.move_hours, view.record.bank_left) {
        (Some(hours), _) => (i64::from(hours) * HOUR_SECS, false),
        (None, Some(left)) => (left.get(view.game.to_move()?), true),
        (None, None) => return None,
    };
    Some(Turn {
        deadline_at,
        paused_until: view.record.clock_paused_until,
        turn_secs,
        banked,
    })
}

impl GameService {
    async fn sweep_under_lease(&self) -> ServiceResult<Vec<DueEvent>> {
        let mut events: Vec<DueEvent> = self
            .challenges()
            .expire_challenges()
            .await?
            .into_iter()
            .map(DueEvent::ChallengeExpired)
            .collect();
        // Tournaments whose sign-up closed start (`tournaments.rs`).
        match self.tournaments().start_due_tournaments().await {
            Ok(started) => events.extend(
                started
                    .into_iter()
                    .map(|start| DueEvent::TournamentStarted(start.tournament)),
            ),
            // The database away: the sweep stops and is tried again.
            Err(error) if error.is_unavailable() => return Err(error),
            Err(error) => tracing::warn!(%error, "starting tournaments failed"),
        }
        // Servers' daily puzzles (`daily_puzzles.rs`), once a day each.
        match self.puzzles().owe_daily_puzzles().await {
            Ok(_) => {}
            Err(error) if error.is_unavailable() => return Err(error),
            Err(error) => tracing::warn!(%error, "owing the daily puzzles failed"),
        }
        let mut renewed_at = self.now();
        for id in self.inner.store.games_due(self.now()).await? {
            // A long sweep keeps its lease; if another process took it over
            // meanwhile (this one stalled), that one finishes the work.
            if self.now() - renewed_at >= Work::Sweep.lease_secs() / 2 {
                if !self.upkeep().claim(Work::Sweep).await? {
                    break;
                }
                renewed_at = self.now();
            }
            match self.settle_deadline(id).await {
                Ok(Some(event)) => {
                    events.push(event);
                    crate::crash_point::crash_point("sweep-after-first-deadline");
                }
                Ok(None) => {}
                // A move landed in between; the next sweep looks again.
                Err(ServiceError::Conflict) => {}
                Err(error) => tracing::warn!(game = %id, %error, "deadline sweep failed"),
            }
        }
        Ok(events)
    }

    /// Re-reads one game under its lock and applies what is due now.
    async fn settle_deadline(&self, game_id: GameId) -> ServiceResult<Option<DueEvent>> {
        let write = self.open_write(game_id).await?;
        let view = &write.view;
        let Some(turn) = turn_of(view) else {
            return Ok(None);
        };
        if !view.record.is_active() {
            return Ok(None);
        }
        let deadline_at = turn.deadline_at;
        match due_in_turn(turn, view.record.reminders_sent, write.now) {
            None => Ok(None),
            Some(Due::Remind { reminder, flags }) => {
                let Some(player) = view.player_to_move().cloned() else {
                    return Ok(None);
                };
                let mut write = write;
                if !write.tx.mark_reminders(game_id, deadline_at, flags).await? {
                    return Ok(None);
                }
                let owed = announcements::reminder(&write.view, reminder, write.now);
                write.tx.owe(owed, write.now).await?;
                write.tx.commit().await?;
                self.wake_delivery();
                Ok(Some(DueEvent::Reminder {
                    game: write.view,
                    player,
                    reminder,
                }))
            }
            Some(Due::TimeUp) => {
                let late = write.side_to_move()?;
                let mut write = write;
                // Nobody is waiting on this change: the worker posts its board.
                write.board_claim_secs = 0;
                let mut clock = write.stopped_clock();
                if let Some(mut left) = write.view.record.bank_left {
                    // The bank shown on the final board: used up.
                    *left.get_mut(late) = running_left(&write.view.record, write.now).unwrap_or(0);
                    clock = TurnClock {
                        deadline_at: None,
                        bank_left: Some(left),
                        paused_until: None,
                    };
                }
                // Same rule as /abort: before both have moved there is no
                // result, except in a tournament, where every game counts
                // (asked only then: most games time out later).
                let no_result = write.view.game.ply() < 2
                    && write
                        .tx
                        .tournament_of_game(write.view.id())
                        .await?
                        .is_none();
                let view = &write.view;
                let end = if no_result {
                    GameEnd::aborted()
                } else {
                    GameEnd {
                        status: GameStatus::Finished,
                        result: Some(Outcome::Win(late.opposite())),
                        ended_by: EndedBy::Timeout,
                        final_score: board_score(&view.game),
                    }
                };
                let ended = write.advance(clock, Some(end), None).await?;
                Ok(Some(DueEvent::TimedOut(ended)))
            }
        }
    }
}

/// Time: the deadline sweep, the time bank's clock, vacations. Borrowed from
/// the service by [`GameService::clocks`].
#[derive(Clone, Copy)]
pub struct Clocks<'a> {
    pub(super) service: &'a GameService,
}

impl Clocks<'_> {
    /// Applies everything that fell due: expires challenges, sends reminders
    /// (marking them), ends games whose deadline passed. Returns what to
    /// announce. A game that fails is logged and retried by the next sweep.
    /// With several processes, one sweeps at a time (the [`Work::Sweep`]
    /// lease); the others find nothing to do until it is given back.
    pub async fn sweep(self) -> ServiceResult<Vec<DueEvent>> {
        if !self.service.upkeep().claim(Work::Sweep).await? {
            return Ok(Vec::new());
        }
        let swept = self.service.sweep_under_lease().await;
        if let Err(error) = self.service.upkeep().release(Work::Sweep).await {
            // It runs out by itself.
            tracing::warn!(%error, "could not give the sweep lease back");
        }
        swept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEADLINE: i64 = 100 * 3600;

    /// What is due at `now` in a game with `move_hours` per move.
    fn due(deadline_at: i64, move_hours: u32, reminders_sent: i64, now: i64) -> Option<Due> {
        let turn = Turn {
            deadline_at,
            paused_until: None,
            turn_secs: i64::from(move_hours) * HOUR_SECS,
            banked: false,
        };
        due_in_turn(turn, reminders_sent, now)
    }

    fn bank_turn(turn_hours: i64) -> Turn {
        Turn {
            deadline_at: DEADLINE,
            paused_until: None,
            turn_secs: turn_hours * HOUR_SECS,
            banked: true,
        }
    }

    #[test]
    fn a_long_bank_reminds_with_a_day_and_an_hour_left() {
        let at = |hours_left: i64| DEADLINE - hours_left * 3600;
        let turn = bank_turn(72);
        assert_eq!(due_in_turn(turn, 0, at(24) - 1), None);
        let day = Some(Due::Remind {
            reminder: Reminder::DayLeft,
            flags: DAY_LEFT_FLAG,
        });
        assert_eq!(due_in_turn(turn, 0, at(24)), day);
        assert_eq!(due_in_turn(turn, DAY_LEFT_FLAG, at(2)), None);
        let hour = Some(Due::Remind {
            reminder: Reminder::HourLeft,
            flags: DAY_LEFT_FLAG | HOUR_LEFT_FLAG,
        });
        assert_eq!(due_in_turn(turn, DAY_LEFT_FLAG, at(1)), hour);
        assert_eq!(due_in_turn(turn, 0, at(1)), hour, "only the later one");
        assert_eq!(due_in_turn(turn, 12, DEADLINE - 1), None);
        assert_eq!(due_in_turn(turn, 12, DEADLINE), Some(Due::TimeUp));
    }

    #[test]
    fn a_short_bank_reminds_at_half_and_a_tenth_of_the_turn() {
        // 10 hours in the bank as the turn starts.
        let turn = bank_turn(10);
        let at = |hours_left: i64| DEADLINE - hours_left * 3600;
        assert_eq!(due_in_turn(turn, 0, at(5) - 1), None);
        assert!(matches!(
            due_in_turn(turn, 0, at(5)),
            Some(Due::Remind {
                reminder: Reminder::HalfUsed,
                ..
            })
        ));
        assert!(matches!(
            due_in_turn(turn, HALF_USED_FLAG, at(1)),
            Some(Due::Remind {
                reminder: Reminder::TenthLeft,
                ..
            })
        ));
    }

    #[test]
    fn a_vacation_keeps_the_time_left_from_running_down() {
        // 30 hours left once the vacation ends, 10 hours from now.
        let now = DEADLINE - 40 * 3600;
        let turn = Turn {
            paused_until: Some(now + 10 * 3600),
            ..bank_turn(72)
        };
        assert_eq!(due_in_turn(turn, 0, now), None);
        assert_eq!(due_in_turn(turn, 0, now + 10 * 3600 - 1), None);
        assert!(due_in_turn(turn, 0, now + 16 * 3600).is_some());
    }

    #[test]
    fn reminders_fall_due_at_half_time_and_with_a_tenth_left() {
        // 10 hours per move: half at 5 h before the deadline, a tenth at 1 h.
        let at = |hours_left: i64| DEADLINE - hours_left * 3600;
        assert_eq!(due(DEADLINE, 10, 0, at(5) - 1), None);
        let half = Some(Due::Remind {
            reminder: Reminder::HalfUsed,
            flags: HALF_USED_FLAG,
        });
        assert_eq!(due(DEADLINE, 10, 0, at(5)), half);
        assert_eq!(due(DEADLINE, 10, HALF_USED_FLAG, at(2)), None);
        let tenth = Some(Due::Remind {
            reminder: Reminder::TenthLeft,
            flags: HALF_USED_FLAG | TENTH_LEFT_FLAG,
        });
        assert_eq!(due(DEADLINE, 10, HALF_USED_FLAG, at(1)), tenth);
        // Both due at once: only the later one.
        assert_eq!(due(DEADLINE, 10, 0, at(1)), tenth);
        assert_eq!(due(DEADLINE, 10, 3, DEADLINE - 1), None);
        assert_eq!(due(DEADLINE, 10, 3, DEADLINE), Some(Due::TimeUp));
        assert_eq!(due(DEADLINE, 10, 0, DEADLINE + 1), Some(Due::TimeUp));
    }
}
