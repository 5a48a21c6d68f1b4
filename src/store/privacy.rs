//! A player's own data (issue 36): what `/privacy export` reads, a batch of
//! games at a time, and what `/privacy forget` rewrites. Forgetting moves
//! every row naming the player to a new player row of its own, "deleted
//! player #N" with the id `-N` (Discord's ids are positive), and empties
//! the player's own row: their opponents' games, results and ratings read as
//! before, and nothing left links to the Discord account. The account's
//! own row stays, emptied (why: [`ERASE_ROWS`]); if it uses the bot again,
//! it starts afresh there, as a new player does. Every statement searches by
//! an index (migration `0022_player_data.sql` adds those it needs).

use sqlx::FromRow;
use tracing::instrument;

use super::rows::{GameRow, db_id, game_select};
use super::{GameId, GameRecord, Store, StoreError, UserId, WriteTx};

/// One game of a player's export: the game and its moves in notation.
pub type ExportedGame = (GameRecord, Vec<String>);

/// One tournament a player entered, as the export lists it.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct TournamentEntry {
    pub tournament_id: i64,
    pub name: String,
    pub kind: String,
    /// `signup`, `running` or `finished`.
    pub status: String,
    pub joined_at: i64,
    pub withdrawn_at: Option<i64>,
}

/// One vacation, as the export lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromRow)]
pub struct VacationEntry {
    pub starts_at: i64,
    pub ends_at: i64,
}

/// The ids of a player's games after `$2` (both seats, one index each).
macro_rules! games_of_player_after {
    () => {
        "SELECT id FROM games WHERE black_id = $1 AND id > $2
         UNION ALL
         SELECT id FROM games WHERE white_id = $1 AND id > $2"
    };
}

/// The ids of a player's games (both seats, one index each), `$1` the player.
macro_rules! games_of_player {
    () => {
        "SELECT id FROM games WHERE black_id = $1
         UNION ALL
         SELECT id FROM games WHERE white_id = $1"
    };
}

/// A batch of a player's games after `$2`, at most `$3`.
const GAMES: &str = concat!(
    game_select!(),
    " WHERE g.id IN (",
    games_of_player_after!(),
    ") ORDER BY g.id LIMIT $3"
);

/// The moves of the player's games after `$2`, up to game `$3`.
const MOVES: &str = concat!(
    "SELECT game_id, notation FROM moves WHERE game_id IN (",
    games_of_player_after!(),
    ") AND game_id <= $3 ORDER BY game_id, ply"
);

const TOURNAMENT_ENTRIES: &str =
    "SELECT t.id AS tournament_id, t.name, t.kind, t.status, e.joined_at, e.withdrawn_at
     FROM tournament_entrants e JOIN tournaments t ON t.id = e.tournament_id
     WHERE e.player_id = $1 ORDER BY t.id";

const VACATIONS: &str =
    "SELECT starts_at, ends_at FROM vacations WHERE user_id = $1 ORDER BY ends_at";

const LOWEST_ID: &str = "SELECT MIN(id) FROM players";

/// The statements moving every row naming player `$1` to player `$2`, in
/// order: moves and hints through the player's games before the games
/// themselves move, the games' requests and turn after.
const MOVE_ROWS: &[&str] = &[
    concat!(
        "UPDATE moves SET player_id = $2 WHERE player_id = $1 AND game_id IN (",
        games_of_player!(),
        ")"
    ),
    concat!(
        "UPDATE hints SET player_id = $2 WHERE player_id = $1 AND game_id IN (",
        games_of_player!(),
        ")"
    ),
    "UPDATE games SET black_id = $2 WHERE black_id = $1",
    "UPDATE games SET white_id = $2 WHERE white_id = $1",
    "UPDATE games SET
         draw_offer_by = CASE WHEN draw_offer_by = $1 THEN $2 ELSE draw_offer_by END,
         takeback_by = CASE WHEN takeback_by = $1 THEN $2 ELSE takeback_by END,
         to_move_id = CASE WHEN to_move_id = $1 THEN $2 ELSE to_move_id END
     WHERE id IN (SELECT id FROM games WHERE black_id = $2
                  UNION ALL
                  SELECT id FROM games WHERE white_id = $2)",
    "UPDATE challenges SET challenger_id = $2 WHERE challenger_id = $1",
    "UPDATE challenges SET opponent_id = $2 WHERE opponent_id = $1",
    "UPDATE rating_changes SET player_id = $2 WHERE player_id = $1",
    "UPDATE tournament_entrants SET player_id = $2 WHERE player_id = $1",
    "UPDATE tournament_games SET black_id = $2 WHERE black_id = $1",
    "UPDATE tournament_games SET white_id = $2 WHERE white_id = $1",
    "UPDATE tournaments SET creator_id = $2 WHERE creator_id = $1",
    "UPDATE vacations SET user_id = $2 WHERE user_id = $1",
    "UPDATE moderation_actions SET moderator_id = $2 WHERE moderator_id = $1",
    "UPDATE moderation_actions SET player_id = $2 WHERE player_id = $1",
    "UPDATE guild_settings SET updated_by = $2 WHERE updated_by = $1",
];

/// Their conditional moves (`/premove`), by `premoves_by_owner`.
pub(super) const ERASE_PREMOVES: &str = "DELETE FROM premoves WHERE owner_id = $1";

/// What leaves with the player: their current ratings (so every
/// leaderboard), their puzzle record and attempts, their answers to
/// servers' daily puzzles (so no post names them again), the players they
/// blocked (`/block`; blocks *of* them stay, see `service/blocks.rs`), and what their
/// row says (name, DM setting); their web links are revoked (the token
/// generation moves on, as for `/web revoke`). The row
/// itself stays, empty: deleting it would have the database check every
/// table naming players for rows of theirs, `moves` by a whole scan (it
/// has no index by player, and needs none elsewhere). Nothing names it
/// any more, and it is refreshed like a new player's if they come back.
const ERASE_ROWS: &[&str] = &[
    "DELETE FROM leaderboard_members WHERE player_id = $1",
    ERASE_PREMOVES,
    "DELETE FROM ratings WHERE player_id = $1",
    "DELETE FROM puzzle_attempts WHERE player_id = $1",
    "DELETE FROM puzzle_players WHERE player_id = $1",
    "DELETE FROM daily_puzzle_solvers WHERE player_id = $1",
    super::blocks::ERASE_BLOCKS,
    "UPDATE players SET name = '', notify_dm = 0, web_generation = web_generation + 1,
     updated_at = $2 WHERE id = $1",
];

/// The id of forgotten player number `n`.
pub fn forgotten_id(n: u64) -> UserId {
    UserId((-(n as i64)) as u64)
}

/// The number of a forgotten player's id, `None` for any other id.
pub fn forgotten_number(id: UserId) -> Option<u64> {
    let stored = db_id(id.0);
    (stored < 0).then(|| stored.unsigned_abs())
}

/// The name a forgotten player is shown by, in every game they played.
pub fn forgotten_name(n: u64) -> String {
    format!("deleted player #{n}")
}

impl Store {
    /// Up to `limit` of `user`'s games numbered after `after`, in number
    /// order, each with its moves, read from one snapshot: the export asks
    /// for batch after batch, so it never holds more than one.
    #[instrument(level = "debug", skip_all, fields(user = user.0, after = after.0, limit), err(level = "debug"))]
    pub async fn games_of_player_after(
        &self,
        user: UserId,
        after: GameId,
        limit: i64,
    ) -> Result<Vec<ExportedGame>, StoreError> {
        let mut tx = self.begin_read().await?;
        let rows: Vec<GameRow> = sqlx::query_as(GAMES)
            .bind(db_id(user.0))
            .bind(after.0)
            .bind(limit)
            .fetch_all(&mut *tx)
            .await?;
        let games = rows
            .into_iter()
            .map(GameRecord::try_from)
            .collect::<Result<Vec<_>, _>>()?;
        let Some(last) = games.last().map(|g| g.id) else {
            tx.commit().await?;
            return Ok(Vec::new());
        };
        let moves: Vec<(i64, String)> = sqlx::query_as(MOVES)
            .bind(db_id(user.0))
            .bind(after.0)
            .bind(last.0)
            .fetch_all(&mut *tx)
            .await?;
        tx.commit().await?;
        let mut moves = moves.into_iter().peekable();
        Ok(games
            .into_iter()
            .map(|game| {
                let mut notation = Vec::new();
                while let Some((_, text)) = moves.next_if(|(id, _)| *id == game.id.0) {
                    notation.push(text);
                }
                (game, notation)
            })
            .collect())
    }

    /// The tournaments `user` entered (withdrawn or not), oldest first.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn tournament_entries(
        &self,
        user: UserId,
    ) -> Result<Vec<TournamentEntry>, StoreError> {
        Ok(sqlx::query_as(TOURNAMENT_ENTRIES)
            .bind(db_id(user.0))
            .fetch_all(&self.pool)
            .await?)
    }

    /// Every vacation `user` took, earliest first.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn vacations_of(&self, user: UserId) -> Result<Vec<VacationEntry>, StoreError> {
        Ok(sqlx::query_as(VACATIONS)
            .bind(db_id(user.0))
            .fetch_all(&self.pool)
            .await?)
    }
}

impl WriteTx {
    /// Whether anything is stored under `user`'s id: a name or a DM
    /// setting in their row (a forgotten player's row is empty).
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn player_stored(&mut self, user: UserId) -> Result<bool, StoreError> {
        let found: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM players WHERE id = $1 AND (name <> '' OR notify_dm = 1)",
        )
        .bind(db_id(user.0))
        .fetch_optional(&mut *self.tx)
        .await?;
        Ok(found.is_some())
    }

    /// Moves everything stored under `user` to a new "deleted player #N",
    /// deletes their ratings and leaderboard places and empties their row
    /// (see [`ERASE_ROWS`]); returns
    /// N. The caller holds [`super::Lock::Database`] (N is the next free
    /// number) and has ended the player's games and challenges first.
    #[instrument(level = "debug", skip_all, fields(user = user.0, now), err(level = "debug"))]
    pub async fn forget_player(&mut self, user: UserId, now: i64) -> Result<u64, StoreError> {
        let (lowest,): (Option<i64>,) = sqlx::query_as(LOWEST_ID).fetch_one(&mut *self.tx).await?;
        let number = lowest
            .filter(|id| *id < 0)
            .map_or(1, |id| id.unsigned_abs() + 1);
        let tombstone = db_id(forgotten_id(number).0);
        sqlx::query(
            "INSERT INTO players (id, name, notify_dm, is_engine, updated_at)
             VALUES ($1, $2, 0, 0, $3)",
        )
        .bind(tombstone)
        .bind(forgotten_name(number))
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        for statement in MOVE_ROWS {
            sqlx::query(statement)
                .bind(db_id(user.0))
                .bind(tombstone)
                .execute(&mut *self.tx)
                .await?;
        }
        for statement in ERASE_ROWS {
            sqlx::query(statement)
                .bind(db_id(user.0))
                .bind(now)
                .execute(&mut *self.tx)
                .await?;
        }
        Ok(number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every statement of an export or a forgetting searches by a key or
    /// an index, none reads a whole table (`EXPLAIN QUERY PLAN` on SQLite).
    #[tokio::test]
    async fn player_data_queries_use_their_indexes() {
        let (_dir, store) = super::super::scratch_store().await;
        let queries = [GAMES, MOVES, TOURNAMENT_ENTRIES, VACATIONS, LOWEST_ID]
            .into_iter()
            .chain(MOVE_ROWS.iter().copied())
            .chain(ERASE_ROWS.iter().copied());
        for query in queries {
            let steps =
                super::super::plan_steps(&store, query, |q| super::super::bind_numbers(q, 3)).await;
            let scans: Vec<&String> = steps.iter().filter(|s| s.starts_with("SCAN")).collect();
            assert!(scans.is_empty(), "{query}: {scans:?}");
        }
    }

    #[test]
    fn forgotten_ids_are_never_discord_ids_and_keep_their_number() {
        for n in [1, 2, 77, 1 << 40] {
            let id = forgotten_id(n);
            assert_eq!(forgotten_number(id), Some(n));
        }
        assert_eq!(forgotten_number(UserId(1)), None);
        assert_eq!(forgotten_number(UserId(i64::MAX as u64)), None);
        assert_eq!(forgotten_name(3), "deleted player #3");
    }
}
