//! The outbox: announcements owed to Discord, written in the transaction
//! of the change that calls for them, so a crash or an outage between the
//! commit and the post loses nothing. See `discord/jobs/delivery.rs` for the
//! worker that sends them.

use crate::model::Settled;
use sqlx::FromRow;
use tracing::instrument;

use super::names::{announcement_detail, announcement_kind, announcement_kind_name};
use super::{ChallengeId, GameId, ROW_LOCKS_ONLY, Store, StoreError, WriteTx};
use crate::model::{Announcement, AnnouncementKind, Subject};

/// An announcement to write; `claimed_until` is when the worker may take it
/// over from the writer (now: at once).
#[derive(Clone, Copy, Debug)]
pub struct NewAnnouncement {
    pub kind: AnnouncementKind,
    pub subject: Subject,
    pub version: i64,
    pub at_ply: usize,
    pub claimed_until: i64,
}

impl Settled {
    fn stored_name(self) -> &'static str {
        match self {
            Settled::Sent => "sent",
            Settled::Superseded => "superseded",
            Settled::GaveUp => "gave_up",
        }
    }
}

impl Settled {
    fn from_stored(name: &str) -> Option<Settled> {
        [Settled::Sent, Settled::Superseded, Settled::GaveUp]
            .into_iter()
            .find(|s| s.stored_name() == name)
    }
}

#[derive(FromRow)]
struct AnnouncementRow {
    id: i64,
    kind: String,
    detail: Option<String>,
    game_id: Option<i64>,
    challenge_id: Option<i64>,
    version: i64,
    at_ply: i64,
    claimed_until: i64,
    attempts: i64,
    created_at: i64,
    vacation_id: Option<i64>,
    daily_puzzle_id: Option<i64>,
}

#[derive(FromRow)]
struct SettledRow {
    #[sqlx(flatten)]
    announcement: AnnouncementRow,
    outcome: Option<String>,
}

/// The announcements due, and the ids of rows that cannot be read, with why.
pub type DueAnnouncements = (Vec<Announcement>, Vec<(i64, StoreError)>);

/// The columns an [`AnnouncementRow`] reads, as a string literal.
macro_rules! columns {
    () => {
        "id, kind, detail, game_id, challenge_id, version, at_ply, claimed_until, attempts, created_at,
         vacation_id, daily_puzzle_id"
    };
}

fn from_row(row: AnnouncementRow) -> Result<Announcement, StoreError> {
    let id = row.id;
    let kind = announcement_kind(&row.kind, row.detail.as_deref(), row.vacation_id)
        .ok_or_else(|| StoreError::Corrupt(format!("announcement {id} has kind {:?}", row.kind)))?;
    let subject = match (row.game_id, row.challenge_id, row.daily_puzzle_id) {
        (Some(game), _, _) => Subject::Game(GameId(game)),
        (None, Some(challenge), _) => Subject::Challenge(ChallengeId(challenge)),
        (None, None, Some(daily)) => Subject::DailyPuzzle(daily),
        (None, None, None) => {
            return Err(StoreError::Corrupt(format!(
                "announcement {id} is about nothing"
            )));
        }
    };
    Ok(Announcement {
        id,
        kind,
        subject,
        version: row.version,
        at_ply: row.at_ply as usize,
        claimed_until: row.claimed_until,
        attempts: row.attempts as u32,
        created_at: row.created_at,
    })
}

impl WriteTx {
    /// Records an announcement owed to Discord, in this transaction.
    #[instrument(level = "debug", skip_all, fields(kind = announcement_kind_name(new.kind), subject = ?new.subject, now), err(level = "debug"))]
    pub async fn owe(&mut self, new: NewAnnouncement, now: i64) -> Result<i64, StoreError> {
        let (game, challenge, daily) = match new.subject {
            Subject::Game(game) => (Some(game.0), None, None),
            Subject::Challenge(challenge) => (None, Some(challenge.0), None),
            Subject::DailyPuzzle(daily) => (None, None, Some(daily)),
        };
        let (id,): (i64,) = sqlx::query_as(
            "INSERT INTO announcements
                 (kind, detail, game_id, challenge_id, version, at_ply, created_at, claimed_until,
                  vacation_id, daily_puzzle_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
        )
        .bind(announcement_kind_name(new.kind))
        .bind(announcement_detail(new.kind))
        .bind(game)
        .bind(challenge)
        .bind(new.version)
        .bind(new.at_ply as i64)
        .bind(now)
        .bind(new.claimed_until)
        .bind(new.kind.vacation())
        .bind(daily)
        .fetch_one(&mut *self.tx)
        .await?;
        Ok(id)
    }

    /// A board of `game` at `version` was posted: every board owed up to
    /// that version is covered by it.
    #[instrument(level = "debug", skip_all, fields(game = %game, version, now), err(level = "debug"))]
    pub async fn boards_delivered(
        &mut self,
        game: GameId,
        version: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE announcements SET delivered_at = $3, outcome = 'sent'
             WHERE game_id = $1 AND kind = 'board' AND version <= $2 AND delivered_at IS NULL",
        )
        .bind(game.0)
        .bind(version)
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }
}

/// One batch of delivered announcements older than `$1`, oldest first,
/// at most `$2` of them ([`Store::prune_delivered_announcements`]): read by
/// the partial index `announcements_delivered` (migration 0017), then each
/// row by its key. The outer `LIMIT` ([`PRUNE_BATCH_MAX`]) tells
/// PostgreSQL's generic plan, which does not know `$2`, that the batch is
/// small: without it that plan guesses a tenth of the table and joins it
/// with a scan of every announcement.
const PRUNE_DELIVERED: &str = "DELETE FROM announcements WHERE id IN
     (SELECT id FROM
        (SELECT id FROM announcements
         WHERE delivered_at IS NOT NULL AND delivered_at < $1
         ORDER BY delivered_at LIMIT $2) AS batch
      LIMIT 10000)";

/// The most rows one [`Store::prune_delivered_announcements`] deletes (the
/// outer `LIMIT` of its statement).
pub const PRUNE_BATCH_MAX: i64 = 10_000;

/// The earliest claim or retry delay still to run out
/// ([`Store::next_announcement_due`]).
const NEXT_DUE: &str = "SELECT MIN(claimed_until) FROM announcements
     WHERE delivered_at IS NULL AND claimed_until > $1";

impl Store {
    /// The writer could not post `game`'s board: its claims end now, so the
    /// delivery worker takes the boards over at once.
    #[instrument(level = "debug", skip_all, fields(game = %game, now), err(level = "debug"))]
    pub async fn release_board_claims(&self, game: GameId, now: i64) -> Result<(), StoreError> {
        self.write_one(
            "UPDATE announcements SET claimed_until = $2
             WHERE game_id = $1 AND kind = 'board' AND delivered_at IS NULL AND claimed_until > $2",
            &[game.0, now],
        )
        .await?;
        Ok(())
    }

    /// The first ply that no posted board of `game` announced yet, among
    /// the boards owed up to `version`; `None` when every one of them went
    /// out (a later post already covered them).
    #[instrument(level = "debug", skip_all, fields(game = %game, version), err(level = "debug"))]
    pub async fn owed_board_from(
        &self,
        game: GameId,
        version: i64,
    ) -> Result<Option<usize>, StoreError> {
        let first: (Option<i64>,) = sqlx::query_as(
            "SELECT MIN(at_ply) FROM announcements
             WHERE game_id = $1 AND kind = 'board' AND version <= $2 AND delivered_at IS NULL",
        )
        .bind(game.0)
        .bind(version)
        .fetch_one(&self.pool)
        .await?;
        Ok(first.0.map(|ply| ply.max(0) as usize))
    }

    /// Claims announcement `id` for a delivery worker until `until`: only
    /// when it is still owed and nobody's claim (a writer's, another
    /// worker's, a retry delay) runs past `now`. Returns whether it was
    /// claimed; with several processes, only one of them sends it.
    #[instrument(
        level = "debug",
        skip_all,
        fields(id, now, until),
        err(level = "debug")
    )]
    pub async fn claim_announcement(
        &self,
        id: i64,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let claimed = self
            .write_one(
                "UPDATE announcements SET claimed_until = $3
                 WHERE id = $1 AND delivered_at IS NULL AND claimed_until <= $2",
                &[id, now, until],
            )
            .await?;
        Ok(claimed == 1)
    }

    /// Marks one announcement as settled.
    #[instrument(level = "debug", skip_all, fields(id, how = ?how, now), err(level = "debug"))]
    pub async fn settle_announcement(
        &self,
        id: i64,
        how: Settled,
        now: i64,
    ) -> Result<(), StoreError> {
        let statement = match how {
            Settled::Sent => {
                "UPDATE announcements SET delivered_at = $2, outcome = 'sent'
                 WHERE id = $1 AND delivered_at IS NULL"
            }
            Settled::Superseded => {
                "UPDATE announcements SET delivered_at = $2, outcome = 'superseded'
                 WHERE id = $1 AND delivered_at IS NULL"
            }
            Settled::GaveUp => {
                "UPDATE announcements SET delivered_at = $2, outcome = 'gave_up'
                 WHERE id = $1 AND delivered_at IS NULL"
            }
        };
        self.write_one(statement, &[id, now]).await?;
        Ok(())
    }

    /// The notices owed on `challenge`'s message were delivered (by the
    /// answer to the button that closed it).
    #[instrument(level = "debug", skip_all, fields(challenge = %challenge, now), err(level = "debug"))]
    pub async fn challenge_notices_delivered(
        &self,
        challenge: ChallengeId,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write_one(
            "UPDATE announcements SET delivered_at = $2, outcome = 'sent'
             WHERE challenge_id = $1 AND delivered_at IS NULL",
            &[challenge.0, now],
        )
        .await?;
        Ok(())
    }

    /// A try failed: counts it and leaves the announcement alone until `retry_at`.
    #[instrument(level = "debug", skip_all, fields(id, retry_at), err(level = "debug"))]
    pub async fn retry_announcement_at(&self, id: i64, retry_at: i64) -> Result<(), StoreError> {
        self.write_one(
            "UPDATE announcements SET attempts = attempts + 1, claimed_until = $2
             WHERE id = $1 AND delivered_at IS NULL",
            &[id, retry_at],
        )
        .await?;
        Ok(())
    }

    /// Stops trying to deliver the announcements owed since before
    /// `created_before` and returns them (for the log); `/board` can still
    /// post any game.
    #[instrument(
        level = "debug",
        skip_all,
        fields(created_before, now),
        err(level = "debug")
    )]
    pub async fn give_up_announcements(
        &self,
        created_before: i64,
        now: i64,
    ) -> Result<Vec<Announcement>, StoreError> {
        const GIVE_UP: &str = concat!(
            "UPDATE announcements SET delivered_at = $2, outcome = 'gave_up'
             WHERE delivered_at IS NULL AND created_at < $1
             RETURNING ",
            columns!()
        );
        let mut tx = self.begin_write_for(ROW_LOCKS_ONLY).await?;
        let rows: Vec<AnnouncementRow> = sqlx::query_as(GIVE_UP)
            .bind(created_before)
            .bind(now)
            .fetch_all(&mut *tx.tx)
            .await?;
        tx.commit().await?;
        rows.into_iter().map(from_row).collect()
    }

    /// Up to `limit` announcements not yet delivered, oldest first, whether
    /// due or not (the caller keeps each subject's order: a later one waits
    /// for an earlier one that is not due yet).
    #[instrument(level = "debug", skip_all, fields(limit), err(level = "debug"))]
    pub async fn undelivered_announcements(
        &self,
        limit: i64,
    ) -> Result<Vec<Announcement>, StoreError> {
        const UNDELIVERED: &str = concat!(
            "SELECT ",
            columns!(),
            " FROM announcements WHERE delivered_at IS NULL ORDER BY id LIMIT $1"
        );
        let rows: Vec<AnnouncementRow> = sqlx::query_as(UNDELIVERED)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(from_row).collect()
    }

    /// Up to `limit` announcements due at `now` (their writer's claim or
    /// retry delay over), each the earliest one still owed of its game or
    /// challenge (so each subject's order holds), the longest due first
    /// (index `announcements_due`): rows that keep failing wait their
    /// delay and never hide new ones. A row that cannot be read is
    /// returned apart, by id and reason, to be set aside.
    #[instrument(level = "debug", skip_all, fields(now, limit), err(level = "debug"))]
    pub async fn due_announcements(
        &self,
        now: i64,
        limit: i64,
    ) -> Result<DueAnnouncements, StoreError> {
        const DUE: &str = concat!(
            "SELECT ",
            columns!(),
            " FROM announcements a
             WHERE a.delivered_at IS NULL AND a.claimed_until <= $1
               AND NOT EXISTS (SELECT 1 FROM announcements b
                               WHERE b.game_id = a.game_id AND b.delivered_at IS NULL AND b.id < a.id)
               AND NOT EXISTS (SELECT 1 FROM announcements c
                               WHERE c.challenge_id = a.challenge_id AND c.delivered_at IS NULL AND c.id < a.id)
             ORDER BY a.claimed_until, a.id LIMIT $2"
        );
        let rows: Vec<AnnouncementRow> = sqlx::query_as(DUE)
            .bind(now)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        let (mut due, mut unreadable) = (Vec::new(), Vec::new());
        for row in rows {
            let id = row.id;
            match from_row(row) {
                Ok(announcement) => due.push(announcement),
                Err(error) => unreadable.push((id, error)),
            }
        }
        Ok((due, unreadable))
    }

    /// When the next announcement still owed falls due after `now` (a
    /// writer's claim or a retry delay ends), if any: the delivery worker
    /// wakes then (index `announcements_due`, its first entry past `now`).
    #[instrument(level = "debug", skip_all, fields(now), err(level = "debug"))]
    pub async fn next_announcement_due(&self, now: i64) -> Result<Option<i64>, StoreError> {
        let next: Option<i64> = sqlx::query_scalar(NEXT_DUE)
            .bind(now)
            .fetch_one(&self.pool)
            .await?;
        Ok(next)
    }

    /// Deletes up to `limit` (at most [`PRUNE_BATCH_MAX`]) announcements delivered (sent, superseded or
    /// given up) before `delivered_before`, the oldest first, in one short
    /// write of their own; returns how many went. Rows still owed are never
    /// touched, so nothing that may still be sent or retried loses its id
    /// (its nonce); and ids are never handed out again after a delete
    /// (SQLite's `AUTOINCREMENT`, PostgreSQL's identity), so no later
    /// announcement can take a pruned one's nonce.
    #[instrument(
        level = "debug",
        skip_all,
        fields(delivered_before, limit),
        err(level = "debug")
    )]
    pub async fn prune_delivered_announcements(
        &self,
        delivered_before: i64,
        limit: i64,
    ) -> Result<u64, StoreError> {
        self.write_one(
            PRUNE_DELIVERED,
            &[delivered_before, limit.min(PRUNE_BATCH_MAX)],
        )
        .await
    }

    /// Every announcement of `subject`, delivered or not, with how it
    /// settled (for tests and diagnostics), oldest first.
    #[instrument(level = "debug", skip_all, fields(subject = ?subject), err(level = "debug"))]
    pub async fn announcements_of(
        &self,
        subject: Subject,
    ) -> Result<Vec<(Announcement, Option<Settled>)>, StoreError> {
        const OF_GAME: &str = concat!(
            "SELECT ",
            columns!(),
            ", outcome FROM announcements WHERE game_id = $1 ORDER BY id"
        );
        const OF_CHALLENGE: &str = concat!(
            "SELECT ",
            columns!(),
            ", outcome FROM announcements WHERE challenge_id = $1 ORDER BY id"
        );
        const OF_DAILY_PUZZLE: &str = concat!(
            "SELECT ",
            columns!(),
            ", outcome FROM announcements WHERE daily_puzzle_id = $1 ORDER BY id"
        );
        let (statement, id) = match subject {
            Subject::Game(game) => (OF_GAME, game.0),
            Subject::Challenge(challenge) => (OF_CHALLENGE, challenge.0),
            Subject::DailyPuzzle(daily) => (OF_DAILY_PUZZLE, daily),
        };
        let rows: Vec<SettledRow> = sqlx::query_as(statement)
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter()
            .map(|row| {
                let settled = row.outcome.as_deref().and_then(Settled::from_stored);
                Ok((from_row(row.announcement)?, settled))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    /// The delivery worker asks after every pass when to wake next: the
    /// answer comes from the partial index of owed rows, never a scan of
    /// every announcement ever sent (a board per move).
    #[tokio::test]
    async fn the_next_due_time_reads_the_owed_index() {
        let (_dir, store) = super::super::scratch_store().await;
        let steps = super::super::plan_steps(&store, super::NEXT_DUE, |q| q.bind(0_i64)).await;
        assert!(
            steps
                .iter()
                .any(|s| s.starts_with("SEARCH announcements USING")
                    && s.contains("announcements_due")),
            "{steps:?}"
        );
        assert!(!steps.iter().any(|s| s.starts_with("SCAN")), "{steps:?}");
        assert_eq!(store.next_announcement_due(0).await.unwrap(), None);
    }

    /// Pruning reads the delivered rows by their own partial index, never
    /// a scan of the table (ten million rows at 200,000 games).
    #[tokio::test]
    async fn pruning_reads_the_delivered_index() {
        let (_dir, store) = super::super::scratch_store().await;
        let steps = super::super::plan_steps(&store, super::PRUNE_DELIVERED, |q| {
            q.bind(0_i64).bind(10_i64)
        })
        .await;
        assert!(
            steps.iter().any(|s| s
                .starts_with("SEARCH announcements USING COVERING INDEX announcements_delivered")
                && s.contains("delivered_at<?")),
            "{steps:?}"
        );
        // The batch's ids are read back from its co-routine (`SCAN batch`).
        assert!(
            !steps.iter().any(|s| s.starts_with("SCAN announcements")),
            "{steps:?}"
        );
        assert!(
            !steps.iter().any(|s| s.contains("TEMP B-TREE")),
            "{steps:?}"
        );
    }
}
