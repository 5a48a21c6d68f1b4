//! What the service owes Discord after a change: announcements written in
//! the change's own transaction (`store/announcements.rs`), delivered by
//! the worker in `discord/jobs/delivery.rs`, retried with a growing delay, given
//! up only after a day.

use std::sync::Arc;

use super::{
    Announcement, AnnouncementKind, ChallengeId, GameId, GameService, GameSummary, GameView,
    Reminder, ServiceResult, Subject,
};
use crate::model::DEFAULT_ARCHIVE_AFTER_HOURS;
use crate::model::Settled;
use crate::store::{Lock, NewAnnouncement, WriteTx};

/// How long an announcement is retried before the worker gives up on it (a
/// day: Discord outages last hours, and `/board` can always post again).
pub const GIVE_UP_AFTER_SECS: i64 = crate::model::DAY_SECS;

/// The longest wait between two tries of one announcement.
const MAX_RETRY_DELAY_SECS: i64 = 60;

/// The wait after the `attempts`-th failed try: 1 s, 2 s, 4 s, ... up to a minute.
pub fn retry_delay(attempts: u32) -> i64 {
    1_i64
        .checked_shl(attempts)
        .unwrap_or(i64::MAX)
        .min(MAX_RETRY_DELAY_SECS)
}

/// Why a try failed, for how long to wait before the next one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DeliveryFailure {
    /// A 429 the REST proxy gave back: Discord said how long to wait (its
    /// `retry_after`, from the body or the `Retry-After` header).
    RateLimited { retry_after_secs: f64 },
    /// A 5xx or no answer: Discord is struggling; tries spread out (jitter)
    /// so a fleet of owed posts does not come back all at once.
    ServerError,
    /// Anything else that may heal (a 403 while it has tries left).
    Other,
}

/// How many times an announcement Discord refuses for good (403 Missing
/// Access, 400 Invalid Form Body) is tried before it is dead: given up,
/// logged once and counted ([`dead_announcements`]). A 404 (the channel is
/// gone) is dead at once.
pub const REFUSED_TRIES: u32 = 3;

/// How many due announcements one pass of the worker reads.
const DUE_BATCH: i64 = 100;

static DEAD: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Announcements this process found dead (refused for good, or unreadable).
pub fn dead_announcements() -> u64 {
    DEAD.load(std::sync::atomic::Ordering::Relaxed)
}

/// The wait after the `attempts`-th failed try that failed with `failure`:
/// a 429's own `retry_after` (rounded up, at least a second); on a 5xx
/// between half and all of [`retry_delay`], by `jitter` (0 to 1); else
/// [`retry_delay`].
pub fn retry_delay_after(attempts: u32, failure: DeliveryFailure, jitter: f64) -> i64 {
    let base = retry_delay(attempts);
    match failure {
        DeliveryFailure::RateLimited { retry_after_secs } => {
            (retry_after_secs.max(0.0).ceil() as i64).clamp(1, GIVE_UP_AFTER_SECS)
        }
        DeliveryFailure::ServerError => {
            let spread = (base as f64 / 2.0) * jitter.clamp(0.0, 1.0);
            ((base as f64 / 2.0 + spread).ceil() as i64).max(1)
        }
        DeliveryFailure::Other => base,
    }
}

/// Writes what a change of `view` owes Discord: its board (announcing the
/// plies from `at_ply` on; the writer posts it until `claimed_until`), and a
/// DM to the player now to move, if they asked for one (sent by the worker
/// once the board is out).
pub(super) async fn owe_after_change(
    tx: &mut WriteTx,
    view: &GameView,
    at_ply: usize,
    claimed_until: i64,
    now: i64,
    premoves_dropped: bool,
) -> ServiceResult<()> {
    let subject = Subject::Game(view.id());
    let board = NewAnnouncement {
        kind: AnnouncementKind::Board,
        subject,
        version: view.record.version,
        at_ply,
        claimed_until,
    };
    tx.owe(board, now).await?;
    let engine_to_move = view
        .record
        .engine
        .is_some_and(|engine| Some(engine.color) == view.game.to_move());
    if let Some(player) = view
        .player_to_move()
        .filter(|_| view.record.is_active() && !engine_to_move)
        && tx.notify_dm(player.id).await?
    {
        let notice = NewAnnouncement {
            kind: AnnouncementKind::TurnNotice { premoves_dropped },
            at_ply: view.game.ply(),
            claimed_until: now,
            ..board
        };
        tx.owe(notice, now).await?;
    }
    Ok(())
}

/// The notice on `challenge`'s message that it is over, for whoever sends
/// it from `claimed_until` on (the worker: now).
pub(super) fn challenge_notice(challenge: ChallengeId, claimed_until: i64) -> NewAnnouncement {
    NewAnnouncement {
        kind: AnnouncementKind::ChallengeNotice,
        subject: Subject::Challenge(challenge),
        version: 0,
        at_ply: 0,
        claimed_until,
    }
}

/// The notice to the opponent in `game` that the player of `vacation`
/// went away (`back`: came back), for the worker to send at once (`now`).
pub(super) fn vacation_notice(
    game: &GameSummary,
    vacation: i64,
    back: bool,
    now: i64,
) -> NewAnnouncement {
    NewAnnouncement {
        kind: AnnouncementKind::VacationNotice { vacation, back },
        subject: Subject::Game(game.id()),
        version: game.record.version,
        at_ply: 0,
        claimed_until: now,
    }
}

/// `reminder` to the player to move in `view`, about the current turn, for
/// the worker to send at once (`now`).
pub(super) fn reminder(view: &GameView, reminder: Reminder, now: i64) -> NewAnnouncement {
    NewAnnouncement {
        kind: AnnouncementKind::Reminder(reminder),
        subject: Subject::Game(view.id()),
        version: view.record.version,
        at_ply: view.game.ply(),
        claimed_until: now,
    }
}

impl GameService {
    pub(super) fn wake_delivery(&self) {
        self.inner.announcements_due.notify_one();
    }
}

/// What the service owes the world and its delivery: announcements, board
/// posts, committed game changes. Borrowed from the service by
/// [`GameService::outbox`].
#[derive(Clone, Copy)]
pub struct Outbox<'a> {
    pub(super) service: &'a GameService,
}

impl<'a> Outbox<'a> {
    /// Woken whenever an announcement is owed that may be sent at once.
    pub fn announcements_due(self) -> Arc<tokio::sync::Notify> {
        self.service.inner.announcements_due.clone()
    }

    /// Takes `game`'s board lock: whoever posts a board of the game (the
    /// request that changed it, the delivery worker) holds it from asking
    /// [`Self::owed_board_from`] until [`Self::board_posted`], so two posts
    /// never announce the same plies.
    pub async fn lock_board(self, game: GameId) -> BoardLock<'a> {
        BoardLock {
            _lock: self.service.inner.board_locks.lock(game).await,
        }
    }

    /// The first ply of `game` that no board posted so far announced, among
    /// the boards owed up to `version`: a board post lists the moves from
    /// there on. `None` when a later post already announced them all.
    pub async fn owed_board_from(self, game: GameId, version: i64) -> ServiceResult<Option<usize>> {
        Ok(self
            .service
            .inner
            .store
            .owed_board_from(game, version)
            .await?)
    }

    /// A board of the game at `version` reached Discord (as message
    /// `message_id`, when known): it is the game's board now, and every
    /// board owed up to that version is delivered. A finished game's final
    /// board schedules its thread's archive, its server's delay from now
    /// (`threads.rs`).
    pub async fn board_posted(
        self,
        game_id: GameId,
        version: i64,
        message_id: Option<u64>,
    ) -> ServiceResult<()> {
        let now = self.service.now();
        let mut tx = self.service.begin_write(&[Lock::Game(game_id)]).await?;
        if let Some(message_id) = message_id {
            tx.set_board_message(game_id, message_id, now).await?;
        }
        tx.boards_delivered(game_id, version, now).await?;
        // A finished game's final board: its thread is archived later.
        tx.schedule_thread_archive(game_id, version, now, DEFAULT_ARCHIVE_AFTER_HOURS)
            .await?;
        tx.commit().await?;
        crate::telemetry::announcements("sent", 1);
        // A turn notice may have waited for this board, and so may the engine.
        self.service.wake_delivery();
        self.service.engine_board_posted(game_id);
        Ok(())
    }

    /// The request that changed the game could not post its board: the
    /// delivery worker takes it over now instead of after the claim.
    pub async fn board_not_posted(self, game_id: GameId) -> ServiceResult<()> {
        self.service
            .inner
            .store
            .release_board_claims(game_id, self.service.now())
            .await?;
        self.service.wake_delivery();
        Ok(())
    }

    /// The notice on a challenge's message went out with the answer to the
    /// button that closed it.
    pub async fn challenge_notice_posted(self, challenge: ChallengeId) -> ServiceResult<()> {
        Ok(self
            .service
            .inner
            .store
            .challenge_notices_delivered(challenge, self.service.now())
            .await?)
    }

    /// Announcements not yet delivered, oldest first (due or not: see
    /// [`Announcement::claimed_until`]).
    pub async fn undelivered_announcements(self) -> ServiceResult<Vec<Announcement>> {
        Ok(self
            .service
            .inner
            .store
            .undelivered_announcements(500)
            .await?)
    }

    /// The announcements due now, each the earliest still owed of its game
    /// or challenge, the longest due first. A row that cannot be read is set
    /// aside (given up, logged once, counted), not retried forever.
    pub async fn due_announcements(self) -> ServiceResult<Vec<Announcement>> {
        let store = &self.service.inner.store;
        let (due, unreadable) = store
            .due_announcements(self.service.now(), DUE_BATCH)
            .await?;
        for (id, error) in unreadable {
            tracing::error!(id, %error, "an announcement cannot be read; set aside, never tried again");
            self.settle_announcement(id, Settled::GaveUp).await?;
            DEAD.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        Ok(due)
    }

    /// How long until the next announcement owed but not due yet falls due
    /// (a claim or a retry delay ends), if any: the delivery worker sleeps
    /// no longer than that.
    pub async fn next_announcement_due_in(self) -> ServiceResult<Option<std::time::Duration>> {
        let now = self.service.now();
        let next = self.service.inner.store.next_announcement_due(now).await?;
        Ok(next.map(|at| std::time::Duration::from_secs(at.saturating_sub(now).max(0) as u64)))
    }

    /// Discord refused `announcement` for good: it is dead (given up) and
    /// counted; the caller logs it, once.
    pub async fn announcement_dead(self, announcement: &Announcement) -> ServiceResult<()> {
        self.settle_announcement(announcement.id, Settled::GaveUp)
            .await?;
        DEAD.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok(())
    }

    /// A try failed with `failure`: tries again after
    /// [`retry_delay_after`] (random jitter). Returns that delay.
    pub async fn retry_announcement_after(
        self,
        announcement: &Announcement,
        failure: DeliveryFailure,
    ) -> ServiceResult<i64> {
        let jitter = rand::random::<f64>();
        let delay = retry_delay_after(announcement.attempts, failure, jitter);
        self.service
            .inner
            .store
            .retry_announcement_at(announcement.id, self.service.now() + delay)
            .await?;
        Ok(delay)
    }

    /// Whether `announcement` may be sent now (its writer's claim or its
    /// retry delay is over).
    pub fn is_due(self, announcement: &Announcement) -> bool {
        announcement.claimed_until <= self.service.now()
    }

    pub async fn settle_announcement(self, id: i64, how: Settled) -> ServiceResult<()> {
        self.service
            .inner
            .store
            .settle_announcement(id, how, self.service.now())
            .await?;
        let outcome = match how {
            Settled::Sent => "sent",
            Settled::Superseded => "superseded",
            Settled::GaveUp => "gave_up",
        };
        crate::telemetry::announcements(outcome, 1);
        Ok(())
    }

    /// A try failed: tries again after [`retry_delay`]. Returns that delay.
    pub async fn retry_announcement_later(self, announcement: &Announcement) -> ServiceResult<i64> {
        let delay = retry_delay(announcement.attempts);
        self.service
            .inner
            .store
            .retry_announcement_at(announcement.id, self.service.now() + delay)
            .await?;
        crate::telemetry::announcements("retried", 1);
        Ok(delay)
    }

    /// Gives up on announcements owed for longer than [`GIVE_UP_AFTER_SECS`]
    /// and returns them, for the log.
    pub async fn give_up_announcements(self) -> ServiceResult<Vec<Announcement>> {
        let now = self.service.now();
        let before = now - GIVE_UP_AFTER_SECS;
        let given_up = self
            .service
            .inner
            .store
            .give_up_announcements(before, now)
            .await?;
        crate::telemetry::announcements("gave_up", given_up.len());
        Ok(given_up)
    }

    /// Every announcement about `subject` and how it settled, oldest first.
    pub async fn announcements_of(
        self,
        subject: Subject,
    ) -> ServiceResult<Vec<(Announcement, Option<Settled>)>> {
        Ok(self.service.inner.store.announcements_of(subject).await?)
    }
}

/// Held while a board of one game is being posted (see [`Outbox::lock_board`]).
pub struct BoardLock<'a> {
    _lock: super::GameLockGuard<'a>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_429_waits_its_retry_after_and_a_5xx_backs_off_with_jitter() {
        let limited = DeliveryFailure::RateLimited {
            retry_after_secs: 7.2,
        };
        assert_eq!(retry_delay_after(0, limited, 0.5), 8, "rounded up");
        let brief = DeliveryFailure::RateLimited {
            retry_after_secs: 0.1,
        };
        assert_eq!(retry_delay_after(5, brief, 0.5), 1, "at least a second");
        let server = DeliveryFailure::ServerError;
        assert_eq!(retry_delay_after(6, server, 0.0), 30);
        assert_eq!(retry_delay_after(6, server, 1.0), 60);
        let spread: std::collections::HashSet<i64> = (0..=10)
            .map(|i| retry_delay_after(6, server, f64::from(i) / 10.0))
            .collect();
        assert!(spread.len() > 5, "{spread:?}");
        assert_eq!(retry_delay_after(3, DeliveryFailure::Other, 0.9), 8);
    }

    #[test]
    fn retries_wait_longer_each_time_up_to_a_minute() {
        let delays: Vec<i64> = (0..9).map(retry_delay).collect();
        assert_eq!(delays, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(retry_delay(200), 60);
    }
}
