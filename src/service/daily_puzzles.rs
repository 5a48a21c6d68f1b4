//! The daily puzzle of a server (issue #39): with `/settings daily_puzzle`
//! on and a games channel set, the deadline sweep owes one puzzle a day per
//! server, posted there by the delivery worker through the outbox (kind
//! `daily_puzzle`).
//!
//! Once a day, exactly: the sweep (one process at a time, under its lease)
//! stores the day's row, `daily_puzzles` unique on (server, UTC day), and
//! owes its announcement in the same transaction; a second sweep, the same
//! day or from another process, finds the row (or loses the insert) and
//! owes nothing. The announcement's nonce makes the post itself once.
//!
//! Who solved it: a player opens the puzzle from the post (its button or
//! `/puzzle daily`) and answers it as any puzzle (`/puzzle answer`, rated
//! the same); the transaction that records the attempt also records the
//! answer as that server's (`daily_puzzle_solvers`). The next day's post
//! names who solved the day before's and how many tried: no message is
//! edited, so nothing is owed per answer and nothing depends on a message
//! id (the simplest way the outbox delivers it exactly once).

use super::Puzzles;
use super::{GameService, PuzzleError, PuzzleShown, ServiceResult, clean_player};
use crate::model::{AnnouncementKind, DAY_SECS, Player, Subject};
use crate::model::{DailyAnswer, DailyPuzzleRow};
use crate::store::{NewAnnouncement, ROW_LOCKS_ONLY};

/// How long a server's daily puzzle is not repeated there, and how long
/// ago a try by one of its daily puzzles' players makes a puzzle seen.
pub const DAILY_FRESH_DAYS: i64 = 180;

/// The UTC day of `now` (days since 1970-01-01).
pub fn day_of(now: i64) -> i64 {
    now.div_euclid(DAY_SECS)
}

/// What a daily puzzle's post shows.
#[derive(Clone, Debug)]
pub struct DailyPost {
    pub daily: DailyPuzzleRow,
    /// The puzzle, as a solver sees it before any move.
    pub puzzle: PuzzleShown,
    /// The server's daily puzzle before this one, and its answers.
    pub before: Option<(DailyPuzzleRow, Vec<DailyAnswer>)>,
}

impl GameService {
    /// Chooses and stores server `guild`'s puzzle of `day` and owes its
    /// post, in one transaction; false when it was there already, the
    /// setting is off, or no puzzle is fresh.
    async fn owe_daily_puzzle(&self, guild: u64, day: i64, now: i64) -> ServiceResult<bool> {
        let settings = self.inner.store.guild_settings_stored(guild).await?;
        let (Some(channel), Some(language)) =
            (settings.games_channel, settings.daily_puzzle_language())
        else {
            return Ok(false);
        };
        // The unique key on (server, day) serialises processes: no other lock.
        let mut tx = self.begin_write(ROW_LOCKS_ONLY).await?;
        let since = now - DAILY_FRESH_DAYS * DAY_SECS;
        let Some(puzzle) = tx
            .next_daily_puzzle(guild, day - DAILY_FRESH_DAYS, since)
            .await?
        else {
            tracing::debug!(guild, "no fresh puzzle for the daily puzzle yet");
            return Ok(false);
        };
        let Some(daily) = tx
            .insert_daily_puzzle(guild, day, puzzle, channel, language, now)
            .await?
        else {
            return Ok(false);
        };
        let post = NewAnnouncement {
            kind: AnnouncementKind::DailyPuzzle,
            subject: Subject::DailyPuzzle(daily),
            version: 0,
            at_ply: 0,
            claimed_until: now,
        };
        tx.owe(post, now).await?;
        tx.commit().await?;
        tracing::info!(guild, day, puzzle, "the daily puzzle is owed");
        Ok(true)
    }
}

impl Puzzles<'_> {
    /// The sweep's part: owes today's daily puzzle of every server that
    /// wants one and has none yet. Returns how many were owed. A server for
    /// which no fresh puzzle exists is tried again at the next sweep.
    pub async fn owe_daily_puzzles(self) -> ServiceResult<usize> {
        let now = self.service.now();
        let day = day_of(now);
        let mut owed = 0;
        for guild in self
            .service
            .inner
            .store
            .guilds_owed_daily_puzzle(day)
            .await?
        {
            match self.service.owe_daily_puzzle(guild, day, now).await {
                Ok(true) => owed += 1,
                Ok(false) => {}
                Err(error) if error.is_unavailable() => return Err(error),
                Err(error) => tracing::warn!(guild, %error, "could not owe the daily puzzle"),
            }
        }
        if owed > 0 {
            self.service.wake_delivery();
        }
        Ok(owed)
    }

    /// What the post of daily puzzle `id` shows; `None` when it no longer
    /// applies (gone, or the server turned the daily puzzle off since).
    pub async fn daily_puzzle_post(self, id: i64) -> ServiceResult<Option<DailyPost>> {
        let store = &self.service.inner.store;
        let Some(daily) = store.daily_puzzle(id).await? else {
            return Ok(None);
        };
        let settings = store.guild_settings_stored(daily.guild_id).await?;
        if settings.daily_puzzle.is_none() {
            return Ok(None);
        }
        let Some(row) = store.puzzle(daily.puzzle).await? else {
            return Ok(None);
        };
        let puzzle = self.service.shown(row, 0).await?;
        let before = match store
            .latest_daily_puzzle(daily.guild_id, daily.day - 1)
            .await?
        {
            Some(before) => Some((before, store.daily_answers(before.id).await?)),
            None => None,
        };
        Ok(Some(DailyPost {
            daily,
            puzzle,
            before,
        }))
    }

    /// Server `guild`'s latest daily puzzle (today's once posted).
    pub async fn latest_daily_puzzle(self, guild: u64) -> ServiceResult<Option<DailyPuzzleRow>> {
        let today = day_of(self.service.now());
        Ok(self
            .service
            .inner
            .store
            .latest_daily_puzzle(guild, today)
            .await?)
    }

    /// Who answered daily puzzle `daily` from its server, first first.
    pub async fn daily_answers(self, daily: i64) -> ServiceResult<Vec<DailyAnswer>> {
        Ok(self.service.inner.store.daily_answers(daily).await?)
    }

    /// `player` opens a daily puzzle, privately: daily puzzle `daily` (the
    /// post's button) or else server `guild`'s latest (`/puzzle daily`,
    /// while the server has daily puzzles turned on).
    /// It becomes the puzzle they are solving (one they were solving
    /// before waits: `/puzzle show` finds one near their rating again),
    /// and their answer counts for that server. Refused outside a server,
    /// where there is none, and when they tried that puzzle already.
    pub async fn open_daily_puzzle(
        self,
        player: &Player,
        guild: Option<u64>,
        daily: Option<i64>,
    ) -> ServiceResult<PuzzleShown> {
        let player = clean_player(player);
        let store = &self.service.inner.store;
        let row = match (daily, guild) {
            (Some(id), _) => store.daily_puzzle(id).await?,
            // Only while the server posts them: once turned off, its last
            // one is not "the daily puzzle" any more (its post's button
            // still opens it).
            (None, Some(guild)) => match self
                .service
                .settings()
                .guild_settings(guild)
                .await?
                .daily_puzzle
            {
                Some(_) => self.latest_daily_puzzle(guild).await?,
                None => None,
            },
            (None, None) => return Err(PuzzleError::DailyNeedsServer.into()),
        };
        let daily = row.ok_or(PuzzleError::NoDailyPuzzle)?;
        if let Some(solved) = store.puzzle_attempt(player.id, daily.puzzle).await? {
            return Err(PuzzleError::DailyAlreadyTried {
                puzzle: daily.puzzle,
                solved,
            }
            .into());
        }
        let puzzle = store
            .puzzle(daily.puzzle)
            .await?
            .ok_or(PuzzleError::NoDailyPuzzle)?;
        // Solving it already: on from the step reached.
        let record = store.puzzle_record(player.id).await?;
        let step = match record.current {
            Some((id, step)) if id == puzzle.id => step,
            _ => 0,
        };
        store
            .set_current_puzzle(
                &player,
                Some((puzzle.id, step)),
                Some(daily.id),
                self.service.now(),
            )
            .await?;
        self.service.shown(puzzle, step).await
    }
}
