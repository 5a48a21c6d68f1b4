//! Puzzles (`migrations/*/0027_puzzles.sql`): the puzzles found in finished
//! games, the queue of games the generator still has to search, and each
//! player's puzzle record (counts, streak, Glicko-2 rating, the puzzle
//! being solved) with one attempt per player and puzzle.

use crate::model::PuzzleRecord;
use tracing::instrument;

use super::rows::db_id;
use super::{Lock, Store, StoreError, WriteTx};
use crate::model::{GameId, Player, Rating, UserId};

/// A stored puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRow {
    pub id: i64,
    pub game: GameId,
    pub ply: usize,
    /// `black` or `white`.
    pub solver: String,
    /// Notations: the answer, the reply, the next move, ...
    pub line: Vec<String>,
    pub gain: i32,
    pub margin: i32,
    pub rating: Rating,
}

/// A puzzle to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPuzzle {
    pub ply: usize,
    /// `abande` or `abalone`.
    pub family: &'static str,
    pub solver: &'static str,
    pub line: Vec<String>,
    pub gain: i32,
    pub margin: i32,
}

/// The columns a [`PuzzleTuple`] reads, as a string literal (statements
/// stay constant strings, joined by `concat!`).
macro_rules! puzzle_columns {
    () => {
        "id, game_id, ply, solver, line, gain, margin, rating, deviation, volatility, attempts"
    };
}

type PuzzleTuple = (i64, i64, i64, String, String, i64, i64, f64, f64, f64, i64);

fn puzzle_row(t: PuzzleTuple) -> PuzzleRow {
    let (id, game, ply, solver, line, gain, margin, rating, deviation, volatility, attempts) = t;
    PuzzleRow {
        id,
        game: GameId(game),
        ply: usize::try_from(ply).unwrap_or(0),
        solver,
        line: line.split(' ').map(str::to_string).collect(),
        gain: i32::try_from(gain).unwrap_or(0),
        margin: i32::try_from(margin).unwrap_or(0),
        rating: Rating {
            rating,
            deviation,
            volatility,
            games: attempts,
        },
    }
}

/// The next game the generator searches: a player's analysed game first,
/// then the longest waiting (index `puzzle_scans_waiting`).
pub(super) const NEXT_SCAN: &str = "SELECT game_id FROM puzzle_scans WHERE scanned_at IS NULL
     ORDER BY priority DESC, queued_at, game_id LIMIT 1";

/// The nearest puzzle at or above a rating that the player never tried
/// (index `puzzles_by_rating`; the attempts by their primary key).
pub(super) const NEXT_ABOVE: &str = "SELECT id FROM puzzles p WHERE p.rating >= $2
     AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player_id = $1 AND a.puzzle_id = p.id)
     ORDER BY p.rating, p.id LIMIT 1";
/// ... below it.
pub(super) const NEXT_BELOW: &str = "SELECT id FROM puzzles p WHERE p.rating < $2
     AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player_id = $1 AND a.puzzle_id = p.id)
     ORDER BY p.rating DESC, p.id DESC LIMIT 1";
/// [`NEXT_ABOVE`] in one family (index `puzzles_by_family_rating`).
pub(super) const NEXT_ABOVE_IN: &str = "SELECT id FROM puzzles p WHERE p.family = $3
     AND p.rating >= $2
     AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player_id = $1 AND a.puzzle_id = p.id)
     ORDER BY p.rating, p.id LIMIT 1";
/// [`NEXT_BELOW`] in one family.
pub(super) const NEXT_BELOW_IN: &str = "SELECT id FROM puzzles p WHERE p.family = $3
     AND p.rating < $2
     AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player_id = $1 AND a.puzzle_id = p.id)
     ORDER BY p.rating DESC, p.id DESC LIMIT 1";

impl WriteTx {
    /// Queues `game`, just finished, for the puzzle generator.
    #[instrument(level = "debug", skip_all, fields(game = game.0), err(level = "debug"))]
    pub async fn queue_puzzle_scan(&mut self, game: GameId, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO puzzle_scans (game_id, priority, queued_at) VALUES ($1, 0, $2)
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game.0)
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }
}

impl Store {
    /// Moves `game`, analysed by a player, to the front of the generator's
    /// queue (queuing it if it was not); a game already searched stays so.
    #[instrument(level = "debug", skip_all, fields(game = game.0), err(level = "debug"))]
    pub async fn prefer_puzzle_scan(&self, game: GameId, now: i64) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "INSERT INTO puzzle_scans (game_id, priority, queued_at) VALUES ($1, 1, $2)
             ON CONFLICT (game_id) DO UPDATE SET priority = 1
                 WHERE puzzle_scans.scanned_at IS NULL",
        )
        .bind(game.0)
        .bind(now);
        self.write_alone(statement).await?;
        Ok(())
    }

    /// The next game waiting for the generator.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn next_puzzle_scan(&self) -> Result<Option<GameId>, StoreError> {
        let id: Option<i64> = sqlx::query_scalar(NEXT_SCAN)
            .fetch_optional(&self.pool)
            .await?;
        Ok(id.map(GameId))
    }

    /// Stores the puzzles found in `game` and marks it searched, at once.
    #[instrument(level = "debug", skip_all, fields(game = game.0, found = puzzles.len()), err(level = "debug"))]
    pub async fn save_puzzles(
        &self,
        game: GameId,
        puzzles: &[NewPuzzle],
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write_for(super::ROW_LOCKS_ONLY).await?;
        for p in puzzles {
            sqlx::query(
                "INSERT INTO puzzles (game_id, ply, family, solver, line, gain, margin, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (game_id, ply) DO NOTHING",
            )
            .bind(game.0)
            .bind(p.ply as i64)
            .bind(p.family)
            .bind(p.solver)
            .bind(p.line.join(" "))
            .bind(i64::from(p.gain))
            .bind(i64::from(p.margin))
            .bind(now)
            .execute(&mut *tx.tx)
            .await?;
        }
        sqlx::query(
            "INSERT INTO puzzle_scans (game_id, priority, queued_at, found, scanned_at)
             VALUES ($1, 0, $3, $2, $3)
             ON CONFLICT (game_id) DO UPDATE SET found = excluded.found,
                 scanned_at = excluded.scanned_at",
        )
        .bind(game.0)
        .bind(puzzles.len() as i64)
        .bind(now)
        .execute(&mut *tx.tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The puzzle `id`.
    #[instrument(level = "debug", skip_all, fields(id), err(level = "debug"))]
    pub async fn puzzle(&self, id: i64) -> Result<Option<PuzzleRow>, StoreError> {
        let row: Option<PuzzleTuple> = sqlx::query_as(concat!(
            "SELECT ",
            puzzle_columns!(),
            " FROM puzzles WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(puzzle_row))
    }

    /// The puzzles found in `game`, in game order.
    #[instrument(level = "debug", skip_all, fields(game = game.0), err(level = "debug"))]
    pub async fn puzzles_of(&self, game: GameId) -> Result<Vec<PuzzleRow>, StoreError> {
        let rows: Vec<PuzzleTuple> = sqlx::query_as(concat!(
            "SELECT ",
            puzzle_columns!(),
            " FROM puzzles WHERE game_id = $1 ORDER BY ply"
        ))
        .bind(game.0)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(puzzle_row).collect())
    }

    /// The puzzle `user` never tried whose rating is nearest `rating`, in
    /// `family` (`abande`, `abalone`) when one is named.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn next_puzzle_for(
        &self,
        user: UserId,
        rating: f64,
        family: Option<&str>,
    ) -> Result<Option<PuzzleRow>, StoreError> {
        let mut nearest: Option<PuzzleRow> = None;
        let queries = match family {
            Some(_) => [NEXT_ABOVE_IN, NEXT_BELOW_IN],
            None => [NEXT_ABOVE, NEXT_BELOW],
        };
        for query in queries {
            let mut statement = sqlx::query_scalar(query).bind(db_id(user.0)).bind(rating);
            if let Some(family) = family {
                statement = statement.bind(family);
            }
            let id: Option<i64> = statement.fetch_optional(&self.pool).await?;
            let Some(found) = (match id {
                Some(id) => self.puzzle(id).await?,
                None => None,
            }) else {
                continue;
            };
            let closer = nearest.as_ref().is_none_or(|n| {
                (found.rating.rating - rating).abs() < (n.rating.rating - rating).abs()
            });
            if closer {
                nearest = Some(found);
            }
        }
        Ok(nearest)
    }

    /// `user`'s puzzle record.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn puzzle_record(&self, user: UserId) -> Result<PuzzleRecord, StoreError> {
        type Row = (
            i64,
            i64,
            i64,
            i64,
            f64,
            f64,
            f64,
            Option<i64>,
            i64,
            Option<i64>,
            i64,
            Option<i64>,
        );
        let row: Option<Row> = sqlx::query_as(
            "SELECT solved, failed, streak, best_streak, rating, deviation, volatility,
                    current_puzzle, step, learn_game, learn_step, daily_id
             FROM puzzle_players WHERE player_id = $1",
        )
        .bind(db_id(user.0))
        .fetch_optional(&self.pool)
        .await?;
        let Some((
            solved,
            failed,
            streak,
            best_streak,
            rating,
            deviation,
            volatility,
            current,
            step,
            learn_game,
            learn_step,
            daily,
        )) = row
        else {
            return Ok(PuzzleRecord::default());
        };
        Ok(PuzzleRecord {
            solved,
            failed,
            streak,
            best_streak,
            rating: Rating {
                rating,
                deviation,
                volatility,
                games: solved + failed,
            },
            current: current.map(|id| (id, usize::try_from(step).unwrap_or(0))),
            learning: learn_game.map(|g| (GameId(g), usize::try_from(learn_step).unwrap_or(0))),
            daily: current.and(daily),
        })
    }

    /// Sets the puzzle `player` is solving and the solver moves played
    /// right (`None`: none), opened as server daily puzzle `daily` or not,
    /// creating the player's rows if needed.
    #[instrument(level = "debug", skip_all, fields(user = player.id.0), err(level = "debug"))]
    pub async fn set_current_puzzle(
        &self,
        player: &Player,
        current: Option<(i64, usize)>,
        daily: Option<i64>,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write_for(&[Lock::Player(player.id)]).await?;
        tx.upsert_player(player, now).await?;
        sqlx::query(
            "INSERT INTO puzzle_players (player_id, current_puzzle, step, daily_id, updated_at)
             VALUES ($1, $2, $3, $5, $4)
             ON CONFLICT (player_id) DO UPDATE SET current_puzzle = excluded.current_puzzle,
                 step = excluded.step, daily_id = excluded.daily_id,
                 updated_at = excluded.updated_at",
        )
        .bind(db_id(player.id.0))
        .bind(current.map(|(id, _)| id))
        .bind(current.map_or(0, |(_, step)| step as i64))
        .bind(now)
        .bind(current.and(daily))
        .execute(&mut *tx.tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}

impl Store {
    /// Sets the game whose mistakes `player` is replaying and how many are
    /// done (`None`: none), creating the player's rows if needed.
    #[instrument(level = "debug", skip_all, fields(user = player.id.0), err(level = "debug"))]
    pub async fn set_learning(
        &self,
        player: &Player,
        learning: Option<(GameId, usize)>,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write_for(&[Lock::Player(player.id)]).await?;
        tx.upsert_player(player, now).await?;
        sqlx::query(
            "INSERT INTO puzzle_players (player_id, learn_game, learn_step, updated_at)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (player_id) DO UPDATE SET learn_game = excluded.learn_game,
                 learn_step = excluded.learn_step, updated_at = excluded.updated_at",
        )
        .bind(db_id(player.id.0))
        .bind(learning.map(|(game, _)| game.0))
        .bind(learning.map_or(0, |(_, step)| step as i64))
        .bind(now)
        .execute(&mut *tx.tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}

/// How an attempt ended, to record.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleAttempt {
    pub puzzle: i64,
    pub solved: bool,
    /// The player's and the puzzle's ratings after it.
    pub player_after: Rating,
    pub puzzle_after: Rating,
}

impl WriteTx {
    /// `user`'s record as this transaction sees it.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn puzzle_player_rating(&mut self, user: UserId) -> Result<Rating, StoreError> {
        let row: Option<(f64, f64, f64, i64)> = sqlx::query_as(
            "SELECT rating, deviation, volatility, solved + failed FROM puzzle_players
             WHERE player_id = $1",
        )
        .bind(db_id(user.0))
        .fetch_optional(&mut *self.tx)
        .await?;
        Ok(
            row.map_or(Rating::NEW, |(rating, deviation, volatility, games)| {
                Rating {
                    rating,
                    deviation,
                    volatility,
                    games,
                }
            }),
        )
    }

    /// The puzzle's rating as this transaction sees it.
    #[instrument(level = "debug", skip_all, fields(puzzle), err(level = "debug"))]
    pub async fn puzzle_rating(&mut self, puzzle: i64) -> Result<Option<Rating>, StoreError> {
        let row: Option<(f64, f64, f64, i64)> = sqlx::query_as(
            "SELECT rating, deviation, volatility, attempts FROM puzzles WHERE id = $1",
        )
        .bind(puzzle)
        .fetch_optional(&mut *self.tx)
        .await?;
        Ok(row.map(|(rating, deviation, volatility, games)| Rating {
            rating,
            deviation,
            volatility,
            games,
        }))
    }

    /// Records `user`'s attempt and its effect on both ratings and the
    /// counts, and clears the current puzzle; `false` (nothing changed)
    /// when `user` already tried this puzzle.
    #[instrument(level = "debug", skip_all, fields(user = user.0, puzzle = attempt.puzzle), err(level = "debug"))]
    pub async fn record_puzzle_attempt(
        &mut self,
        user: UserId,
        attempt: &PuzzleAttempt,
        now: i64,
    ) -> Result<bool, StoreError> {
        let inserted = sqlx::query(
            "INSERT INTO puzzle_attempts (player_id, puzzle_id, solved, attempted_at)
             VALUES ($1, $2, $3, $4) ON CONFLICT (player_id, puzzle_id) DO NOTHING",
        )
        .bind(db_id(user.0))
        .bind(attempt.puzzle)
        .bind(i64::from(attempt.solved))
        .bind(now)
        .execute(&mut *self.tx)
        .await?
        .rows_affected();
        if inserted == 0 {
            return Ok(false);
        }
        let (solved, failed) = if attempt.solved { (1, 0) } else { (0, 1) };
        let p = attempt.player_after;
        sqlx::query(
            "INSERT INTO puzzle_players (player_id, solved, failed, streak, best_streak,
                 rating, deviation, volatility, current_puzzle, step, updated_at)
             VALUES ($1, $2, $3, $2, $2, $4, $5, $6, NULL, 0, $7)
             ON CONFLICT (player_id) DO UPDATE SET
                 solved = puzzle_players.solved + excluded.solved,
                 failed = puzzle_players.failed + excluded.failed,
                 streak = CASE WHEN excluded.solved = 1 THEN puzzle_players.streak + 1 ELSE 0 END,
                 best_streak = CASE WHEN excluded.solved = 1
                     AND puzzle_players.streak + 1 > puzzle_players.best_streak
                     THEN puzzle_players.streak + 1 ELSE puzzle_players.best_streak END,
                 rating = excluded.rating, deviation = excluded.deviation,
                 volatility = excluded.volatility, current_puzzle = NULL, step = 0,
                 daily_id = NULL, updated_at = excluded.updated_at",
        )
        .bind(db_id(user.0))
        .bind(solved)
        .bind(failed)
        .bind(p.rating)
        .bind(p.deviation)
        .bind(p.volatility)
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        let q = attempt.puzzle_after;
        sqlx::query(
            "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4,
                 attempts = attempts + 1 WHERE id = $1",
        )
        .bind(attempt.puzzle)
        .bind(q.rating)
        .bind(q.deviation)
        .bind(q.volatility)
        .execute(&mut *self.tx)
        .await?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    /// The generator's queue and the choice of a player's next puzzle
    /// search by their indexes (`EXPLAIN QUERY PLAN` on SQLite): no step
    /// reads a whole table.
    #[tokio::test]
    async fn puzzle_queries_use_their_indexes() {
        let (_dir, store) = super::super::scratch_store().await;
        for (query, index) in [
            (super::NEXT_SCAN, "puzzle_scans_waiting"),
            (super::NEXT_ABOVE, "puzzles_by_rating"),
            (super::NEXT_BELOW, "puzzles_by_rating"),
            (super::NEXT_ABOVE_IN, "puzzles_by_family_rating"),
            (super::NEXT_BELOW_IN, "puzzles_by_family_rating"),
        ] {
            let steps = super::super::plan_steps(&store, query, |mut statement| {
                if query.contains("$1") {
                    statement = statement.bind(1_i64).bind(1500.0_f64);
                }
                if query.contains("$3") {
                    statement = statement.bind("abalone");
                }
                statement
            })
            .await;
            // A scan may only walk an index in its order, to its first row
            // (`LIMIT 1`): never a table, never a sort.
            assert!(
                steps.iter().all(|s| (!s.starts_with("SCAN")
                    || s.contains(" USING INDEX ")
                    || s.contains(" USING COVERING INDEX "))
                    && !s.contains("TEMP B-TREE")),
                "{query}: {steps:?}"
            );
            assert!(
                steps.iter().any(|s| s.contains(index)),
                "{query}: {steps:?}"
            );
        }
    }
}
