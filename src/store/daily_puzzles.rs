//! The daily puzzle of a server (issue #39, `migrations/*/0029_daily_puzzles.sql`):
//! one row per server and UTC day in `daily_puzzles` (unique on both, so a
//! day's puzzle is owed once whichever process sweeps), who answered it
//! from there in `daily_puzzle_solvers`, and the choice of the next one.

use crate::model::DailyAnswer;
use crate::model::DailyPuzzleRow;
use tracing::instrument;

use super::rows::{db_id, from_db_id};
use super::{Store, StoreError, WriteTx};
use crate::model::{Lang, UserId};

/// One daily puzzle a player answered, for their export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyAnswered {
    pub guild_id: u64,
    pub day: i64,
    pub puzzle: i64,
    pub solved: bool,
    pub answered_at: i64,
}

type DailyTuple = (i64, i64, i64, i64, i64, String, i64);

/// The columns a daily puzzle's row reads, as a string literal.
macro_rules! daily_columns {
    () => {
        "id, guild_id, day, puzzle_id, channel_id, language, created_at"
    };
}

fn daily_row(
    (id, guild, day, puzzle, channel, language, created_at): DailyTuple,
) -> DailyPuzzleRow {
    DailyPuzzleRow {
        id,
        guild_id: from_db_id(guild),
        day,
        puzzle,
        channel_id: from_db_id(channel),
        language: Lang::from_code(&language),
        created_at,
    }
}

/// The servers with the daily puzzle on and a games channel whose puzzle
/// of day `$1` is not owed yet (index `guild_settings_daily_puzzle`, then
/// the unique key of `daily_puzzles`).
pub(super) const GUILDS_OWED: &str = "SELECT s.guild_id FROM guild_settings s
     WHERE s.daily_puzzle IS NOT NULL AND s.games_channel_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM daily_puzzles d WHERE d.guild_id = s.guild_id AND d.day = $1)
     ORDER BY s.guild_id";

/// The next daily puzzle of server `$1`: the newest puzzle that was not its
/// daily puzzle since day `$2` and that nobody who answered one of its
/// daily puzzles tried since `$3` (indexes `daily_puzzles_by_puzzle`,
/// `puzzle_attempts_by_puzzle`, `daily_puzzle_solvers_by_guild`).
pub(super) const NEXT_DAILY: &str = "SELECT p.id FROM puzzles p
     WHERE NOT EXISTS (SELECT 1 FROM daily_puzzles d
                       WHERE d.guild_id = $1 AND d.puzzle_id = p.id AND d.day >= $2)
       AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a
                       WHERE a.puzzle_id = p.id AND a.attempted_at >= $3
                         AND EXISTS (SELECT 1 FROM daily_puzzle_solvers s
                                     WHERE s.guild_id = $1 AND s.player_id = a.player_id))
     ORDER BY p.id DESC LIMIT 1";

/// The latest daily puzzle of server `$1` on or before day `$2` (the
/// unique key, backwards).
pub(super) const LATEST: &str =
    "SELECT id, guild_id, day, puzzle_id, channel_id, language, created_at
     FROM daily_puzzles WHERE guild_id = $1 AND day <= $2 ORDER BY day DESC LIMIT 1";

/// The answers to daily puzzle `$1`, first answered first (its key).
pub(super) const ANSWERS: &str = "SELECT s.player_id, p.name, s.solved
     FROM daily_puzzle_solvers s JOIN players p ON p.id = s.player_id
     WHERE s.daily_id = $1 ORDER BY s.answered_at, s.player_id";

/// A player's answers to daily puzzles (index `daily_puzzle_solvers_by_player`).
pub(super) const ANSWERED_BY: &str =
    "SELECT d.guild_id, d.day, d.puzzle_id, s.solved, s.answered_at
     FROM daily_puzzle_solvers s JOIN daily_puzzles d ON d.id = s.daily_id
     WHERE s.player_id = $1 ORDER BY s.answered_at, d.id";

/// A player's puzzle attempts (the primary key).
pub(super) const ATTEMPTS_OF: &str = "SELECT puzzle_id, solved, attempted_at
     FROM puzzle_attempts WHERE player_id = $1 ORDER BY puzzle_id";

impl Store {
    /// The servers whose daily puzzle of `day` is owed and not yet chosen.
    #[instrument(level = "debug", skip_all, fields(day), err(level = "debug"))]
    pub async fn guilds_owed_daily_puzzle(&self, day: i64) -> Result<Vec<u64>, StoreError> {
        let rows: Vec<i64> = sqlx::query_scalar(GUILDS_OWED)
            .bind(day)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(from_db_id).collect())
    }

    /// Daily puzzle `id`.
    #[instrument(level = "debug", skip_all, fields(id), err(level = "debug"))]
    pub async fn daily_puzzle(&self, id: i64) -> Result<Option<DailyPuzzleRow>, StoreError> {
        let row: Option<DailyTuple> = sqlx::query_as(concat!(
            "SELECT ",
            daily_columns!(),
            " FROM daily_puzzles WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(daily_row))
    }

    /// Server `guild`'s latest daily puzzle on or before `day`.
    #[instrument(level = "debug", skip_all, fields(guild, day), err(level = "debug"))]
    pub async fn latest_daily_puzzle(
        &self,
        guild: u64,
        day: i64,
    ) -> Result<Option<DailyPuzzleRow>, StoreError> {
        let row: Option<DailyTuple> = sqlx::query_as(LATEST)
            .bind(db_id(guild))
            .bind(day)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(daily_row))
    }

    /// Who answered daily puzzle `daily` from its server, first first.
    #[instrument(level = "debug", skip_all, fields(daily), err(level = "debug"))]
    pub async fn daily_answers(&self, daily: i64) -> Result<Vec<DailyAnswer>, StoreError> {
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(ANSWERS)
            .bind(daily)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(player, name, solved)| DailyAnswer {
                player: UserId(from_db_id(player)),
                name,
                solved: solved != 0,
            })
            .collect())
    }

    /// The daily puzzles `user` answered, oldest first (their export).
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn daily_puzzles_answered(
        &self,
        user: UserId,
    ) -> Result<Vec<DailyAnswered>, StoreError> {
        let rows: Vec<(i64, i64, i64, i64, i64)> = sqlx::query_as(ANSWERED_BY)
            .bind(db_id(user.0))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(guild, day, puzzle, solved, answered_at)| DailyAnswered {
                guild_id: from_db_id(guild),
                day,
                puzzle,
                solved: solved != 0,
                answered_at,
            })
            .collect())
    }

    /// `user`'s puzzle attempts: puzzle, solved, when; by puzzle.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn puzzle_attempts_of(
        &self,
        user: UserId,
    ) -> Result<Vec<(i64, bool, i64)>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(ATTEMPTS_OF)
            .bind(db_id(user.0))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(puzzle, solved, at)| (puzzle, solved != 0, at))
            .collect())
    }

    /// Whether `user` tried puzzle `puzzle`, and solved it.
    #[instrument(level = "debug", skip_all, fields(user = user.0, puzzle), err(level = "debug"))]
    pub async fn puzzle_attempt(
        &self,
        user: UserId,
        puzzle: i64,
    ) -> Result<Option<bool>, StoreError> {
        let solved: Option<i64> = sqlx::query_scalar(
            "SELECT solved FROM puzzle_attempts WHERE player_id = $1 AND puzzle_id = $2",
        )
        .bind(db_id(user.0))
        .bind(puzzle)
        .fetch_optional(&self.pool)
        .await?;
        Ok(solved.map(|s| s != 0))
    }
}

impl WriteTx {
    /// The puzzle server `guild`'s next daily puzzle would be: not its
    /// daily puzzle since `since_day`, tried by none of its daily puzzles'
    /// players since `since`.
    #[instrument(level = "debug", skip_all, fields(guild), err(level = "debug"))]
    pub async fn next_daily_puzzle(
        &mut self,
        guild: u64,
        since_day: i64,
        since: i64,
    ) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(NEXT_DAILY)
            .bind(db_id(guild))
            .bind(since_day)
            .bind(since)
            .fetch_optional(&mut *self.tx)
            .await?)
    }

    /// Stores `puzzle` as server `guild`'s daily puzzle of `day`, posted in
    /// `channel` in `language`; `None` when that day's is stored already
    /// (another process, or an earlier sweep, got there first).
    #[instrument(
        level = "debug",
        skip_all,
        fields(guild, day, puzzle),
        err(level = "debug")
    )]
    pub async fn insert_daily_puzzle(
        &mut self,
        guild: u64,
        day: i64,
        puzzle: i64,
        channel: u64,
        language: Lang,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, language, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (guild_id, day) DO NOTHING RETURNING id",
        )
        .bind(db_id(guild))
        .bind(day)
        .bind(puzzle)
        .bind(db_id(channel))
        .bind(language.code())
        .bind(now)
        .fetch_optional(&mut *self.tx)
        .await?)
    }

    /// Records `user`'s answer to daily puzzle `daily` (when it is still
    /// puzzle `puzzle`), once.
    #[instrument(level = "debug", skip_all, fields(daily, user = user.0), err(level = "debug"))]
    pub async fn record_daily_answer(
        &mut self,
        daily: i64,
        puzzle: i64,
        user: UserId,
        solved: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO daily_puzzle_solvers (daily_id, guild_id, player_id, solved, answered_at)
             SELECT id, guild_id, $2, $3, $4 FROM daily_puzzles WHERE id = $1 AND puzzle_id = $5
             ON CONFLICT (daily_id, player_id) DO NOTHING",
        )
        .bind(daily)
        .bind(db_id(user.0))
        .bind(i64::from(solved))
        .bind(now)
        .bind(puzzle)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    /// The daily puzzle's queries search by their indexes (`EXPLAIN QUERY
    /// PLAN` on SQLite): the servers owed one by the partial index of those
    /// that want one, the answers and a player's rows by their keys, and
    /// the choice of the next puzzle walks the puzzles newest first (to the
    /// first fresh one) with every check an index search, never a sort
    /// (the answers of one puzzle or one player are few, and sorted).
    #[tokio::test]
    async fn daily_puzzle_queries_use_their_indexes() {
        let (_dir, store) = super::super::scratch_store().await;
        for (query, index) in [
            (super::GUILDS_OWED, "guild_settings_daily_puzzle"),
            (super::NEXT_DAILY, "daily_puzzles_by_puzzle"),
            (super::NEXT_DAILY, "puzzle_attempts_by_puzzle"),
            (super::NEXT_DAILY, "daily_puzzle_solvers_by_guild"),
            (super::LATEST, "sqlite_autoindex_daily_puzzles_1"),
            (super::ANSWERS, "sqlite_autoindex_daily_puzzle_solvers_1"),
            (super::ANSWERED_BY, "daily_puzzle_solvers_by_player"),
            (super::ATTEMPTS_OF, "sqlite_autoindex_puzzle_attempts_1"),
        ] {
            let steps =
                super::super::plan_steps(&store, query, |q| super::super::bind_numbers(q, 3)).await;
            assert!(
                steps.iter().any(|s| s.contains(index)),
                "{query}: {steps:?}"
            );
            // The answers of one puzzle or one player are sorted (a few rows).
            let small_sort = query == super::ANSWERS || query == super::ANSWERED_BY;
            assert!(
                small_sort || !steps.iter().any(|s| s.contains("TEMP B-TREE")),
                "{query}: {steps:?}"
            );
        }
    }
}
