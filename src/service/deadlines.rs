//! Move deadlines: reminders at half time and with a tenth left, losses on
//! time, and expired challenges. All state lives in the database
//! (`games.deadline_at`, `games.reminders_sent`), so a sweep after a restart
//! picks up whatever fell due while the bot was down, and nothing twice.
//!
//! A due reminder is marked as sent in the same transaction that decides to
//! send it, and the event is handed to the caller only after the commit: if
//! the process dies before the message goes out, that reminder is lost rather
//! than ever sent twice (a missed nudge is cheaper than a duplicate; the
//! deadline itself is still shown under every board).

use super::games::board_score;
use super::{
    Challenge, EndedBy, GameId, GameService, GameStatus, GameView, Player, ServiceError,
    ServiceResult,
};
use crate::rules::Outcome;
use crate::store::GameEnd;

/// `games.reminders_sent` flag: the half-time reminder went out.
pub const HALF_USED_FLAG: i64 = 1;
/// `games.reminders_sent` flag: the tenth-left reminder went out.
pub const TENTH_LEFT_FLAG: i64 = 2;

/// Which reminder is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reminder {
    /// Half of the time for this move is used.
    HalfUsed,
    /// A tenth of the time for this move is left.
    TenthLeft,
}

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
    /// aborted (`EndedBy::Abort`) when fewer than two moves were played.
    TimedOut(GameView),
    /// A challenge nobody answered in time.
    ChallengeExpired(Challenge),
}

/// What the clock asks for in one game right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Due {
    TimeUp,
    Remind { reminder: Reminder, flags: i64 },
}

/// Decides what is due at `now`. When both reminders are due at once (after
/// downtime) only the later one is sent and both are marked.
fn due(deadline_at: i64, move_hours: u32, reminders_sent: i64, now: i64) -> Option<Due> {
    let hours = i64::from(move_hours);
    if now >= deadline_at {
        return Some(Due::TimeUp);
    }
    if now >= deadline_at - hours * 360 && reminders_sent & TENTH_LEFT_FLAG == 0 {
        return Some(Due::Remind {
            reminder: Reminder::TenthLeft,
            flags: HALF_USED_FLAG | TENTH_LEFT_FLAG,
        });
    }
    if now >= deadline_at - hours * 1800 && reminders_sent & HALF_USED_FLAG == 0 {
        return Some(Due::Remind {
            reminder: Reminder::HalfUsed,
            flags: HALF_USED_FLAG,
        });
    }
    None
}

impl GameService {
    /// Applies everything that fell due: expires challenges, sends reminders
    /// (marking them), ends games whose deadline passed. Returns what to
    /// announce. A game that fails is logged and retried by the next sweep.
    pub async fn sweep(&self) -> ServiceResult<Vec<DueEvent>> {
        let mut events: Vec<DueEvent> = self
            .expire_challenges()
            .await?
            .into_iter()
            .map(DueEvent::ChallengeExpired)
            .collect();
        for id in self.inner.store.games_due(self.now()).await? {
            match self.settle_deadline(id).await {
                Ok(Some(event)) => events.push(event),
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
        let (Some(deadline_at), Some(move_hours)) = (view.deadline_at, view.move_hours) else {
            return Ok(None);
        };
        if !view.is_active() {
            return Ok(None);
        }
        match due(deadline_at, move_hours, view.reminders_sent, write.now) {
            None => Ok(None),
            Some(Due::Remind { reminder, flags }) => {
                let Some(player) = view.player_to_move().cloned() else {
                    return Ok(None);
                };
                let mut write = write;
                if !write.tx.mark_reminders(game_id, deadline_at, flags).await? {
                    return Ok(None);
                }
                write.tx.commit().await?;
                Ok(Some(DueEvent::Reminder {
                    game: write.view,
                    player,
                    reminder,
                }))
            }
            Some(Due::TimeUp) => {
                let late = write.side_to_move()?;
                // Same rule as /abort: before both have moved there is no result.
                let end = if view.game.ply() < 2 {
                    GameEnd::aborted()
                } else {
                    GameEnd {
                        status: GameStatus::Finished,
                        result: Some(Outcome::Win(late.opposite())),
                        ended_by: EndedBy::Timeout,
                        final_score: board_score(&view.game),
                    }
                };
                Ok(Some(DueEvent::TimedOut(write.end(end).await?)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEADLINE: i64 = 100 * 3600;

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
