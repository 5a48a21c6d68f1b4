//! Games and their moves. The move list is the source of truth for the
//! position; the `games` row holds players, status, timing and a version.
//!
//! Whose turn it is is the column `games.to_move_id`
//! (`migrations/*/0009_to_move.sql`: the player to move, NULL once the game
//! is over), written from the rules' `Game::to_move()` by every change of a
//! game (`insert_game`, `advance_game`) and read by the engine's turns, the
//! sweep's reminders of a bank and the clocks a vacation stops, through the
//! index `games_by_player_to_move (to_move_id, deadline_at)`. The plans of
//! the queries commands run, checked on 200,000 seeded games, are in
//! `docs/QUERY_PLANS.md`.

use sqlx::AnyConnection;
use tracing::instrument;

use super::StoredName;
use super::rows::{GameRow, SummaryRow, db_flag, db_id, game_select, summary_select};
use super::{
    EndedBy, GameId, GameRecord, GameStatus, GameSummary, HistoryFilter, KindRecord, MoveRecord,
    Place, Store, StoreError, TimeBank, UserId, WriteTx,
};
use abande_engine::Level;
use abande_rules::{Color, GameKind, Outcome, PerColor};

/// What a player can ask of their opponent, pending until answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PendingRequest {
    Draw,
    Takeback,
}

/// What is stored for a new game.
#[derive(Clone, Debug)]
pub struct NewGameRow {
    pub kind: GameKind,
    pub black: UserId,
    pub white: UserId,
    pub place: Place,
    pub clock: NewClock,
    pub engine_level: Option<Level>,
    pub rated: bool,
    pub created_at: i64,
    /// Who moves first, as the rules say (`Game::to_move` of the new game).
    pub to_move: Option<Color>,
}

/// A new game's clock as its first turn starts; the default is no clock at
/// all (a game that never times out).
#[derive(Clone, Copy, Debug, Default)]
pub struct NewClock {
    pub move_hours: Option<u32>,
    /// Both players start with its initial reserve.
    pub bank: Option<TimeBank>,
    /// When the first player's time is up.
    pub deadline_at: Option<i64>,
    /// The first player's clock stands still until then (a vacation).
    pub paused_until: Option<i64>,
}

/// The clocks as a change of a game leaves them: the running deadline, the
/// reserves of a banked game (`None` for other clocks) and until when the
/// clock of the player to move stands still.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnClock {
    pub deadline_at: Option<i64>,
    pub bank_left: Option<PerColor<i64>>,
    pub paused_until: Option<i64>,
}

/// A change of a game's state, written in one statement by
/// [`WriteTx::advance_game`].
#[derive(Clone, Copy, Debug)]
pub struct GameChange {
    pub clock: TurnClock,
    /// How the game ends, if it does.
    pub end: Option<GameEnd>,
    /// Who moved: a draw offer of theirs survives their own move.
    pub mover: Option<UserId>,
    /// Whose turn it is now, as the rules say (`Game::to_move`); not
    /// stored once the game has ended.
    pub to_move: Option<Color>,
}

/// One ply to append: the record it is read back as.
pub type NewMoveRow = MoveRecord;

/// How a game ends, written together with its last change.
#[derive(Clone, Copy, Debug)]
pub struct GameEnd {
    pub status: GameStatus,
    pub result: Option<Outcome>,
    pub ended_by: EndedBy,
    pub final_score: Option<PerColor<u32>>,
}

impl GameEnd {
    /// Called off without a result (before both players have moved).
    pub fn aborted() -> GameEnd {
        GameEnd {
            status: GameStatus::Aborted,
            result: None,
            ended_by: EndedBy::Abort,
            final_score: None,
        }
    }
}

async fn fetch_game(
    conn: &mut AnyConnection,
    id: GameId,
) -> Result<Option<GameRecord>, StoreError> {
    const GAME: &str = concat!(game_select!(), " WHERE g.id = $1");
    let row: Option<GameRow> = sqlx::query_as(GAME).bind(id.0).fetch_optional(conn).await?;
    row.map(GameRecord::try_from).transpose()
}

async fn fetch_moves(conn: &mut AnyConnection, id: GameId) -> Result<Vec<MoveRecord>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT ply, player_id, notation, automatic, premove, played_at FROM moves WHERE game_id = $1 ORDER BY ply",
    )
    .bind(id.0)
    .fetch_all(conn)
    .await?)
}

/// A player's games in progress (`/games`, the dashboard, the next game
/// after a move): found through `games_by_black` and `games_by_white`, by
/// player and status, so the finished games (200,000 of them in the seeded
/// database) are never read.
const ACTIVE_GAMES: &str = concat!(
    summary_select!(),
    " WHERE (g.black_id = $1 OR g.white_id = $1) AND g.status = 'active' ORDER BY g.id"
);

async fn fetch_active_games(
    conn: &mut AnyConnection,
    user: UserId,
) -> Result<Vec<GameSummary>, StoreError> {
    let rows: Vec<SummaryRow> = sqlx::query_as(ACTIVE_GAMES)
        .bind(db_id(user.0))
        .fetch_all(conn)
        .await?;
    rows.into_iter().map(GameSummary::try_from).collect()
}

impl Store {
    #[instrument(level = "debug", skip_all, fields(game = %id), err(level = "debug"))]
    pub async fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch_game(&mut conn, id).await
    }

    /// The game and its moves, read from one snapshot.
    #[instrument(level = "debug", skip_all, fields(game = %id), err(level = "debug"))]
    pub async fn game_with_moves(
        &self,
        id: GameId,
    ) -> Result<Option<(GameRecord, Vec<MoveRecord>)>, StoreError> {
        let mut tx = self.begin_read().await?;
        let Some(game) = fetch_game(&mut tx, id).await? else {
            return Ok(None);
        };
        let moves = fetch_moves(&mut tx, id).await?;
        tx.commit().await?;
        Ok(Some((game, moves)))
    }

    /// The game's moves in order.
    #[instrument(level = "debug", skip_all, fields(game = %id), err(level = "debug"))]
    pub async fn moves(&self, id: GameId) -> Result<Vec<MoveRecord>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch_moves(&mut conn, id).await
    }

    #[instrument(level = "debug", skip_all, fields(thread_id), err(level = "debug"))]
    pub async fn game_for_thread(&self, thread_id: u64) -> Result<Option<GameId>, StoreError> {
        let id: Option<(i64,)> =
            sqlx::query_as("SELECT id FROM games WHERE thread_id = $1 ORDER BY id DESC LIMIT 1")
                .bind(db_id(thread_id))
                .fetch_optional(&self.pool)
                .await?;
        Ok(id.map(|(id,)| GameId(id)))
    }

    /// The user's active games, oldest first.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn active_games(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch_active_games(&mut conn, user).await
    }

    /// One slice of the user's finished games, newest first, and how many
    /// there are in all; a negative `limit` means all of them. With
    /// `seen_by` (a viewer and the server they ask from), only the games
    /// of that server and the viewer's own.
    #[instrument(level = "debug", skip_all, fields(user = user.0, filter = ?filter, limit, offset), err(level = "debug"))]
    pub async fn finished_games(
        &self,
        user: UserId,
        filter: HistoryFilter,
        seen_by: Option<(UserId, Option<u64>)>,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<GameSummary>, i64), StoreError> {
        macro_rules! finished_where {
            () => {
                " WHERE (g.black_id = $1 OR g.white_id = $1) AND g.status = 'finished'
                  AND ($2 IS NULL OR (g.black_id = $1 AND g.white_id = $2)
                       OR (g.white_id = $1 AND g.black_id = $2))
                  AND ($3 IS NULL OR g.kind = $3)
                  AND ($4 IS NULL OR g.guild_id = $5 OR g.black_id = $4 OR g.white_id = $4)"
            };
        }
        const COUNT: &str = concat!("SELECT COUNT(*) FROM games g", finished_where!());
        const PAGE: &str = concat!(
            summary_select!(),
            finished_where!(),
            " ORDER BY g.finished_at DESC, g.id DESC LIMIT $6 OFFSET $7"
        );
        let viewer = seen_by.map(|(viewer, _)| db_id(viewer.0));
        let guild = seen_by.and_then(|(_, guild)| guild).map(db_id);
        // SQLite reads LIMIT -1 as no limit, PostgreSQL refuses it.
        let limit = if limit < 0 { i64::MAX } else { limit };
        let opponent = filter.opponent.map(|u| db_id(u.0));
        let kind = filter.kind.map(GameKind::id);
        let mut conn = self.pool.acquire().await?;
        let (total,): (i64,) = sqlx::query_as(COUNT)
            .bind(db_id(user.0))
            .bind(opponent)
            .bind(kind)
            .bind(viewer)
            .bind(guild)
            .fetch_one(&mut *conn)
            .await?;
        let rows: Vec<SummaryRow> = sqlx::query_as(PAGE)
            .bind(db_id(user.0))
            .bind(opponent)
            .bind(kind)
            .bind(viewer)
            .bind(guild)
            .bind(limit)
            .bind(offset)
            .fetch_all(&mut *conn)
            .await?;
        let items = rows
            .into_iter()
            .map(GameSummary::try_from)
            .collect::<Result<_, _>>()?;
        Ok((items, total))
    }

    /// Wins, draws and losses per kind over finished games (aborted ones are not finished).
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn record(&self, user: UserId) -> Result<Vec<KindRecord>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT kind, engine_level,
                SUM(CASE WHEN (result = 'black' AND black_id = $1) OR (result = 'white' AND white_id = $1)
                    THEN 1 ELSE 0 END) AS wins,
                SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END) AS draws,
                SUM(CASE WHEN (result = 'white' AND black_id = $1) OR (result = 'black' AND white_id = $1)
                    THEN 1 ELSE 0 END) AS losses
             FROM games
             WHERE (black_id = $1 OR white_id = $1) AND status = 'finished'
             GROUP BY kind, engine_level
             ORDER BY kind, COALESCE(engine_level, 0)",
        )
        .bind(db_id(user.0))
        .fetch_all(&self.pool)
        .await?)
    }
}

impl WriteTx {
    #[instrument(level = "debug", skip_all, fields(game = %id), err(level = "debug"))]
    pub async fn game(&mut self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        fetch_game(&mut self.tx, id).await
    }

    #[instrument(level = "debug", skip_all, fields(game = %id), err(level = "debug"))]
    pub async fn moves(&mut self, id: GameId) -> Result<Vec<MoveRecord>, StoreError> {
        fetch_moves(&mut self.tx, id).await
    }

    /// The user's active games, oldest first, as this transaction sees them.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn active_games(&mut self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
        fetch_active_games(&mut self.tx, user).await
    }

    /// Stores a new active game and returns it as stored.
    #[instrument(level = "debug", skip_all, fields(kind = new.kind.id()), err(level = "debug"))]
    pub async fn insert_game(&mut self, new: &NewGameRow) -> Result<GameRecord, StoreError> {
        let (id,): (i64,) = sqlx::query_as(
            "INSERT INTO games (kind, black_id, white_id, status, guild_id, channel_id, move_hours,
                 deadline_at, engine_level, rated, created_at, updated_at,
                 bank_initial_secs, bank_increment_secs, bank_max_secs,
                 bank_black_secs, bank_white_secs, clock_paused_until, language, to_move_id)
             VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $9, $10, $8, $8, $11, $12, $13, $11, $11, $14,
                 $15, CASE $16 WHEN 'black' THEN $2 WHEN 'white' THEN $3 END)
             RETURNING id",
        )
        .bind(new.kind.id())
        .bind(db_id(new.black.0))
        .bind(db_id(new.white.0))
        .bind(new.place.guild_id.map(db_id))
        .bind(db_id(new.place.channel_id))
        .bind(new.clock.move_hours.map(i64::from))
        .bind(new.clock.deadline_at)
        .bind(new.created_at)
        .bind(new.engine_level.map(|l| i64::from(l.number())))
        .bind(db_flag(new.rated))
        .bind(new.clock.bank.map(|b| b.initial_secs))
        .bind(new.clock.bank.map(|b| b.increment_secs))
        .bind(new.clock.bank.map(|b| b.max_secs))
        .bind(new.clock.paused_until)
        .bind(new.place.language.code())
        .bind(new.to_move.map(Color::name))
        .fetch_one(&mut *self.tx)
        .await?;
        self.reload_game(GameId(id)).await
    }

    /// Appends plies; a ply number already taken is a `Conflict`.
    #[instrument(level = "debug", skip_all, fields(game = %game_id, plies = moves.len()), err(level = "debug"))]
    pub async fn append_moves(
        &mut self,
        game_id: GameId,
        moves: &[NewMoveRow],
    ) -> Result<(), StoreError> {
        for m in moves {
            sqlx::query(
                "INSERT INTO moves (game_id, ply, player_id, notation, automatic, premove, played_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(game_id.0)
            .bind(m.ply)
            .bind(db_id(m.player_id.0))
            .bind(&m.notation)
            .bind(db_flag(m.automatic))
            .bind(db_flag(m.premove))
            .bind(m.played_at)
            .execute(&mut *self.tx)
            .await
            .map_err(StoreError::from_write)?;
        }
        Ok(())
    }

    /// Records a change of the game's state, in one statement: bumps the
    /// version if it is still `expected_version` (else `Conflict`), sets the
    /// clocks and whose turn it is, resets the reminders and pending
    /// offers, and writes the ending if there is one. A draw offer survives
    /// only a move of the player who made it (`change.mover`): it lapses
    /// when the opponent moves instead of answering. Returns the game as it
    /// now stands.
    #[instrument(level = "debug", skip_all, fields(game = %id, expected_version, now, ends = change.end.is_some()), err(level = "debug"))]
    pub async fn advance_game(
        &mut self,
        id: GameId,
        expected_version: i64,
        now: i64,
        change: &GameChange,
    ) -> Result<GameRecord, StoreError> {
        let GameChange {
            clock,
            end,
            mover,
            to_move,
        } = *change;
        let statement = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = $3, deadline_at = $4,
                 reminders_sent = 0, takeback_by = NULL,
                 draw_offer_by = CASE WHEN $5 IS NULL AND draw_offer_by = $10 THEN draw_offer_by END,
                 status = COALESCE($5, status), result = $6, ended_by = $7,
                 score_black = $8, score_white = $9,
                 finished_at = CASE WHEN $5 IS NULL THEN NULL ELSE $3 END,
                 bank_black_secs = $11, bank_white_secs = $12, clock_paused_until = $13,
                 to_move_id = CASE WHEN $5 IS NULL
                     THEN CASE $14 WHEN 'black' THEN black_id WHEN 'white' THEN white_id END END
             WHERE id = $1 AND version = $2 AND status = 'active'",
        )
        .bind(id.0)
        .bind(expected_version)
        .bind(now)
        .bind(clock.deadline_at)
        .bind(end.map(|e| e.status.name()))
        .bind(end.and_then(|e| e.result).map(Outcome::name))
        .bind(end.map(|e| e.ended_by.name()))
        .bind(end.and_then(|e| e.final_score).map(|s| i64::from(s.black)))
        .bind(end.and_then(|e| e.final_score).map(|s| i64::from(s.white)))
        .bind(mover.map(|u| db_id(u.0)))
        .bind(clock.bank_left.map(|b| b.black))
        .bind(clock.bank_left.map(|b| b.white))
        .bind(clock.paused_until)
        .bind(to_move.map(Color::name));
        self.change_one_or_conflict(statement).await?;
        self.reload_game(id).await
    }

    /// The game as this transaction sees it; it must exist.
    async fn reload_game(&mut self, id: GameId) -> Result<GameRecord, StoreError> {
        fetch_game(&mut self.tx, id)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("game {id} vanished mid-transaction")))
    }

    /// Returns false when the game does not exist.
    #[instrument(level = "debug", skip_all, fields(game = %id, thread_id = ?thread_id, channel_id, now), err(level = "debug"))]
    pub async fn set_game_place(
        &mut self,
        id: GameId,
        thread_id: Option<u64>,
        channel_id: u64,
        now: i64,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query(
            "UPDATE games SET thread_id = $2, channel_id = $3, updated_at = $4 WHERE id = $1",
        )
        .bind(id.0)
        .bind(thread_id.map(db_id))
        .bind(db_id(channel_id))
        .bind(now);
        self.change_one(statement).await
    }

    /// Returns false when the game does not exist.
    #[instrument(level = "debug", skip_all, fields(game = %id, message_id, now), err(level = "debug"))]
    pub async fn set_board_message(
        &mut self,
        id: GameId,
        message_id: u64,
        now: i64,
    ) -> Result<bool, StoreError> {
        let statement =
            sqlx::query("UPDATE games SET board_message_id = $2, updated_at = $3 WHERE id = $1")
                .bind(id.0)
                .bind(db_id(message_id))
                .bind(now);
        self.change_one(statement).await
    }

    /// Sets or clears a pending draw offer or takeback request of an active
    /// game, bumping its version if it is still `expected_version`, and
    /// returns the game as it now stands; `Conflict` if the game changed or
    /// ended meanwhile.
    #[instrument(level = "debug", skip_all, fields(game = %id, expected_version, request = ?request, by = ?by.map(|u| u.0), now), err(level = "debug"))]
    pub async fn set_request(
        &mut self,
        id: GameId,
        expected_version: i64,
        request: PendingRequest,
        by: Option<UserId>,
        now: i64,
    ) -> Result<GameRecord, StoreError> {
        const DRAW: &str =
            "UPDATE games SET draw_offer_by = $3, version = version + 1, updated_at = $4
             WHERE id = $1 AND version = $2 AND status = 'active'";
        const TAKEBACK: &str =
            "UPDATE games SET takeback_by = $3, version = version + 1, updated_at = $4
             WHERE id = $1 AND version = $2 AND status = 'active'";
        let sql = match request {
            PendingRequest::Draw => DRAW,
            PendingRequest::Takeback => TAKEBACK,
        };
        let statement = sqlx::query(sql)
            .bind(id.0)
            .bind(expected_version)
            .bind(by.map(|u| db_id(u.0)))
            .bind(now);
        self.change_one_or_conflict(statement).await?;
        self.reload_game(id).await
    }

    /// Adds reminder flags for the current deadline; a move in between (new
    /// deadline) makes this a no-op that returns false.
    #[instrument(level = "debug", skip_all, fields(game = %id, deadline_at, flags), err(level = "debug"))]
    pub async fn mark_reminders(
        &mut self,
        id: GameId,
        deadline_at: i64,
        flags: i64,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query(
            "UPDATE games SET reminders_sent = reminders_sent | $3
             WHERE id = $1 AND deadline_at = $2 AND status = 'active'",
        )
        .bind(id.0)
        .bind(deadline_at)
        .bind(flags);
        self.change_one(statement).await
    }

    /// Deletes the plies from `first_ply` on (a takeback).
    #[instrument(level = "debug", skip_all, fields(game = %id, first_ply), err(level = "debug"))]
    pub async fn delete_moves_from(
        &mut self,
        id: GameId,
        first_ply: i64,
    ) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
            .bind(id.0)
            .bind(first_ply)
            .execute(&mut *self.tx)
            .await?;
        Ok(())
    }
}

impl Store {
    /// Active games against the engine in which it is the engine's turn.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn engine_turns(&self) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<(i64,)> = sqlx::query_as(
            "SELECT g.id FROM games g JOIN players p ON p.id = g.to_move_id
             WHERE g.status = 'active' AND g.engine_level IS NOT NULL AND p.is_engine = 1
             ORDER BY g.updated_at, g.id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(ids.into_iter().map(|(id,)| GameId(id)).collect())
    }

    /// Active games with a deadline that passed or a reminder that is due
    /// (flags in `reminders_sent`, see `service/deadlines.rs`, which decides
    /// the same per game): with a time per move, or a bank of at most a day
    /// at the start of the turn, half the time used (1) and a tenth left (2);
    /// with a longer bank, a day left (4) and an hour left (8). The time left
    /// does not count a vacation still running (`clock_paused_until`).
    #[instrument(level = "debug", skip_all, fields(now), err(level = "debug"))]
    pub async fn games_due(&self, now: i64) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<(i64,)> = sqlx::query_as(
            "WITH turns AS (
                SELECT g.id, g.deadline_at, g.reminders_sent AS sent,
                    g.deadline_at - CASE WHEN g.clock_paused_until > $1 THEN g.clock_paused_until ELSE $1 END AS left_secs,
                    CASE WHEN g.move_hours IS NOT NULL THEN g.move_hours * 3600
                         WHEN g.to_move_id = g.white_id THEN g.bank_white_secs
                         ELSE g.bank_black_secs END AS turn_secs,
                    g.move_hours IS NULL AND g.bank_initial_secs IS NOT NULL AS banked
                FROM games g
                WHERE g.status = 'active' AND g.deadline_at IS NOT NULL
                  AND (g.move_hours IS NOT NULL OR g.bank_initial_secs IS NOT NULL))
             SELECT id FROM turns
             WHERE deadline_at <= $1
                OR (NOT (banked AND turn_secs > 86400)
                    AND ((sent & 1 = 0 AND left_secs * 2 <= turn_secs)
                         OR (sent & 2 = 0 AND left_secs * 10 <= turn_secs)))
                OR (banked AND turn_secs > 86400
                    AND ((sent & 4 = 0 AND left_secs <= 86400)
                         OR (sent & 8 = 0 AND left_secs <= 3600)))
             ORDER BY deadline_at, id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(ids.into_iter().map(|(id,)| GameId(id)).collect())
    }
}

#[cfg(test)]
mod plan_tests {
    /// A player's games in progress are searched by player and status in
    /// both colours' indexes (`EXPLAIN QUERY PLAN` on SQLite); no step reads
    /// the whole games table, whose rows are nearly all finished games.
    /// Only the player's few active games are sorted.
    #[tokio::test]
    async fn active_games_use_the_players_indexes() {
        let (_dir, store) = super::super::scratch_store().await;
        let steps = super::super::plan_steps(&store, super::ACTIVE_GAMES, |q| q.bind(7_i64)).await;
        for index in ["games_by_black", "games_by_white"] {
            assert!(
                steps.iter().any(|s| s.starts_with("SEARCH g USING INDEX")
                    && s.contains(index)
                    && s.contains("status=?")),
                "{steps:?}"
            );
        }
        assert!(
            steps
                .iter()
                .all(|s| !s.starts_with("SCAN") || s.contains("USING")),
            "{steps:?}"
        );
        assert!(
            steps
                .iter()
                .any(|s| s.starts_with("SEARCH m USING") && s.contains("game_id=?")),
            "the plies are counted through the moves' key: {steps:?}"
        );
    }
}
