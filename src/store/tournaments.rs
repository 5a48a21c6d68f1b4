//! Tournaments: the event, its entrants and its schedule (migration 0012).
//! Every change runs in a [`WriteTx`], one at a time on the whole database,
//! so counting the places left and taking one, or seeing a round over and
//! pairing the next, cannot interleave with another process; the primary
//! keys of `tournament_entrants` and `tournament_games` refuse a second
//! entry or a second pairing of a board as a `Conflict` all the same.

use tracing::instrument;

use super::rows::{TournamentRow, db_flag, db_id, from_db_id, tournament_select};
use super::{Store, StoreError, UserId, WriteTx};
use crate::model::GameId;
use crate::tournament::{Entrant, NewTournament, ScheduledGame, Tournament, TournamentId};

const BY_ID: &str = concat!(tournament_select!(), " WHERE t.id = $1");

const ENTRANTS: &str = "SELECT e.player_id, p.name, e.seed, e.joined_at, e.withdrawn_at
     FROM tournament_entrants e JOIN players p ON p.id = e.player_id
     WHERE e.tournament_id = $1
     ORDER BY COALESCE(e.seed, 1000000), e.joined_at, e.player_id";

const SCHEDULE: &str = "SELECT s.round_no, s.board, s.black_id, s.white_id, s.game_id,
         g.status, g.result, g.ended_by, g.thread_id
     FROM tournament_games s LEFT JOIN games g ON g.id = s.game_id
     WHERE s.tournament_id = $1
     ORDER BY s.round_no, s.board";

const OF_GAME: &str = "SELECT tournament_id FROM tournament_games WHERE game_id = $1";

const PAIRING_MESSAGE: &str = "SELECT pairing_message_id FROM tournament_games WHERE game_id = $1";

const SET_PAIRING_MESSAGE: &str =
    "UPDATE tournament_games SET pairing_message_id = $2 WHERE game_id = $1";

const TO_START: &str = "SELECT id FROM tournaments
     WHERE status = 'signup' AND starts_at IS NOT NULL AND starts_at <= $1
     ORDER BY starts_at, id";

const IN_GUILD: &str = concat!(
    tournament_select!(),
    " WHERE t.guild_id = $1 ORDER BY t.id DESC LIMIT $2"
);

const IN_CHANNEL: &str = concat!(
    tournament_select!(),
    " WHERE t.guild_id IS NULL AND t.channel_id = $1 ORDER BY t.id DESC LIMIT $2"
);

// The reads below serve both `Store` (the pool) and `WriteTx` (its transaction).

async fn fetch<'e>(
    executor: impl sqlx::Executor<'e, Database = sqlx::Any>,
    id: TournamentId,
) -> Result<Option<Tournament>, StoreError> {
    let row: Option<TournamentRow> = sqlx::query_as(BY_ID)
        .bind(id.0)
        .fetch_optional(executor)
        .await?;
    row.map(Tournament::try_from).transpose()
}

/// The rows `query` ([`ENTRANTS`], [`SCHEDULE`]) reads of tournament `id`.
async fn fetch_all_of<'e, T>(
    executor: impl sqlx::Executor<'e, Database = sqlx::Any>,
    query: &'static str,
    id: TournamentId,
) -> Result<Vec<T>, StoreError>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    Ok(sqlx::query_as(query).bind(id.0).fetch_all(executor).await?)
}

async fn fetch_tournament_of_game<'e>(
    executor: impl sqlx::Executor<'e, Database = sqlx::Any>,
    game: GameId,
) -> Result<Option<TournamentId>, StoreError> {
    let row: Option<(i64,)> = sqlx::query_as(OF_GAME)
        .bind(game.0)
        .fetch_optional(executor)
        .await?;
    Ok(row.map(|(id,)| TournamentId(id)))
}

impl WriteTx {
    /// Stores `new` in sign-up and returns it as stored. `new.name` is the
    /// name as kept; `move_hours` its time per move as settled (`None` with
    /// a bank or without a limit) and `starts_at` when its sign-up closes.
    #[instrument(level = "debug", skip_all, fields(kind = new.kind.id()), err(level = "debug"))]
    pub async fn insert_tournament(
        &mut self,
        new: &NewTournament,
        move_hours: Option<u32>,
        starts_at: Option<i64>,
        created_at: i64,
    ) -> Result<Tournament, StoreError> {
        let (id,): (i64,) = sqlx::query_as(
            "INSERT INTO tournaments (name, kind, format, max_players, rounds, move_hours,
                 bank_initial_secs, bank_increment_secs, bank_max_secs, rated, creator_id,
                 guild_id, channel_id, language, status, starts_at, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'signup', $15, $16)
             RETURNING id",
        )
        .bind(&new.name)
        .bind(new.kind.id())
        .bind(new.format.name())
        .bind(i64::from(new.max_players))
        .bind(new.rounds.map(i64::from))
        .bind(move_hours.map(i64::from))
        .bind(new.bank.map(|b| b.initial_secs))
        .bind(new.bank.map(|b| b.increment_secs))
        .bind(new.bank.map(|b| b.max_secs))
        .bind(db_flag(new.rated))
        .bind(db_id(new.creator.id.0))
        .bind(new.place.guild_id.map(db_id))
        .bind(db_id(new.place.channel_id))
        .bind(new.place.language.code())
        .bind(starts_at)
        .bind(created_at)
        .fetch_one(&mut *self.tx)
        .await?;
        self.tournament(TournamentId(id))
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("tournament {id} vanished mid-transaction")))
    }

    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn tournament(&mut self, id: TournamentId) -> Result<Option<Tournament>, StoreError> {
        fetch(&mut *self.tx, id).await
    }

    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn entrants(&mut self, id: TournamentId) -> Result<Vec<Entrant>, StoreError> {
        fetch_all_of(&mut *self.tx, ENTRANTS, id).await
    }

    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn schedule(&mut self, id: TournamentId) -> Result<Vec<ScheduledGame>, StoreError> {
        fetch_all_of(&mut *self.tx, SCHEDULE, id).await
    }

    /// Returns false when the tournament does not exist.
    #[instrument(level = "debug", skip_all, fields(tournament = %id, message_id), err(level = "debug"))]
    pub async fn set_tournament_message(
        &mut self,
        id: TournamentId,
        message_id: u64,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query("UPDATE tournaments SET message_id = $2 WHERE id = $1")
            .bind(id.0)
            .bind(db_id(message_id));
        self.change_one(statement).await
    }

    /// Signs `player` up; `Conflict` when they already are.
    #[instrument(level = "debug", skip_all, fields(tournament = %id, player = player.0), err(level = "debug"))]
    pub async fn add_entrant(
        &mut self,
        id: TournamentId,
        player: UserId,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO tournament_entrants (tournament_id, player_id, joined_at)
             VALUES ($1, $2, $3)",
        )
        .bind(id.0)
        .bind(db_id(player.0))
        .bind(now)
        .execute(&mut *self.tx)
        .await
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// False when `player` was not signed up.
    #[instrument(level = "debug", skip_all, fields(tournament = %id, player = player.0), err(level = "debug"))]
    pub async fn remove_entrant(
        &mut self,
        id: TournamentId,
        player: UserId,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query(
            "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND player_id = $2",
        )
        .bind(id.0)
        .bind(db_id(player.0));
        self.change_one(statement).await
    }

    /// Marks `player` withdrawn from the running event, at `now`; false
    /// when they are not in it or withdrew already.
    #[instrument(level = "debug", skip_all, fields(tournament = %id, player = player.0), err(level = "debug"))]
    pub async fn withdraw_entrant(
        &mut self,
        id: TournamentId,
        player: UserId,
        now: i64,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query(
            "UPDATE tournament_entrants SET withdrawn_at = $3
             WHERE tournament_id = $1 AND player_id = $2 AND withdrawn_at IS NULL",
        )
        .bind(id.0)
        .bind(db_id(player.0))
        .bind(now);
        self.change_one(statement).await
    }

    #[instrument(level = "debug", skip_all, fields(tournament = %id, player = player.0, seed), err(level = "debug"))]
    pub async fn set_seed(
        &mut self,
        id: TournamentId,
        player: UserId,
        seed: u32,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "UPDATE tournament_entrants SET seed = $3 WHERE tournament_id = $1 AND player_id = $2",
        )
        .bind(id.0)
        .bind(db_id(player.0))
        .bind(i64::from(seed));
        self.change_one_or_conflict(statement).await
    }

    /// Moves a tournament in sign-up to running; `Conflict` if it no longer was.
    #[instrument(level = "debug", skip_all, fields(tournament = %id, rounds), err(level = "debug"))]
    pub async fn start_tournament(
        &mut self,
        id: TournamentId,
        rounds: u32,
        now: i64,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "UPDATE tournaments SET status = 'running', rounds = $2, started_at = $3
             WHERE id = $1 AND status = 'signup'",
        )
        .bind(id.0)
        .bind(i64::from(rounds))
        .bind(now);
        self.change_one_or_conflict(statement).await
    }

    /// The round being played moves from `from` to `to`; `Conflict` if it
    /// was not `from` (the round was paired already).
    #[instrument(level = "debug", skip_all, fields(tournament = %id, from, to), err(level = "debug"))]
    pub async fn advance_round(
        &mut self,
        id: TournamentId,
        from: u32,
        to: u32,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "UPDATE tournaments SET current_round = $3
             WHERE id = $1 AND status = 'running' AND current_round = $2",
        )
        .bind(id.0)
        .bind(i64::from(from))
        .bind(i64::from(to));
        self.change_one_or_conflict(statement).await
    }

    /// `Conflict` if it was not running.
    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn finish_tournament(
        &mut self,
        id: TournamentId,
        now: i64,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "UPDATE tournaments SET status = 'finished', finished_at = $2
             WHERE id = $1 AND status = 'running'",
        )
        .bind(id.0)
        .bind(now);
        self.change_one_or_conflict(statement).await
    }

    /// A sign-up whose time ran out with too few players stays open, for
    /// its creator to start; the sweep no longer asks.
    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn keep_signup_open(&mut self, id: TournamentId) -> Result<(), StoreError> {
        sqlx::query("UPDATE tournaments SET starts_at = NULL WHERE id = $1 AND status = 'signup'")
            .bind(id.0)
            .execute(&mut *self.tx)
            .await?;
        Ok(())
    }

    /// One board of a round: a game, or a bye (`white` and `game` `None`);
    /// the same board twice is a `Conflict`.
    #[instrument(level = "debug", skip_all, fields(tournament = %id, round, board), err(level = "debug"))]
    pub async fn insert_scheduled_game(
        &mut self,
        id: TournamentId,
        round: u32,
        board: u32,
        black: UserId,
        white: Option<UserId>,
        game: Option<GameId>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO tournament_games (tournament_id, round_no, board, black_id, white_id,
                 game_id)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .bind(db_id(black.0))
        .bind(white.map(|w| db_id(w.0)))
        .bind(game.map(|g| g.0))
        .execute(&mut *self.tx)
        .await
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// Records the pairing message of tournament game `game` (migration
    /// 0018); false when `game` is no tournament's.
    #[instrument(level = "debug", skip_all, fields(game = %game, message_id), err(level = "debug"))]
    pub async fn set_pairing_message(
        &mut self,
        game: GameId,
        message_id: u64,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query(SET_PAIRING_MESSAGE)
            .bind(game.0)
            .bind(db_id(message_id));
        self.change_one(statement).await
    }

    /// The tournament `game` belongs to, if any.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn tournament_of_game(
        &mut self,
        game: GameId,
    ) -> Result<Option<TournamentId>, StoreError> {
        fetch_tournament_of_game(&mut *self.tx, game).await
    }
}

impl Store {
    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn tournament(&self, id: TournamentId) -> Result<Option<Tournament>, StoreError> {
        fetch(&self.pool, id).await
    }

    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn entrants(&self, id: TournamentId) -> Result<Vec<Entrant>, StoreError> {
        fetch_all_of(&self.pool, ENTRANTS, id).await
    }

    #[instrument(level = "debug", skip_all, fields(tournament = %id), err(level = "debug"))]
    pub async fn schedule(&self, id: TournamentId) -> Result<Vec<ScheduledGame>, StoreError> {
        fetch_all_of(&self.pool, SCHEDULE, id).await
    }

    /// The tournament `game` belongs to, if any.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn tournament_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<TournamentId>, StoreError> {
        fetch_tournament_of_game(&self.pool, game).await
    }

    /// The pairing message of tournament game `game`, once posted.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn pairing_message(&self, game: GameId) -> Result<Option<u64>, StoreError> {
        let row: Option<(Option<i64>,)> = sqlx::query_as(PAIRING_MESSAGE)
            .bind(game.0)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.and_then(|(id,)| id).map(from_db_id))
    }

    /// Tournaments in sign-up whose sign-up closed by `now`.
    #[instrument(level = "debug", skip_all, fields(now), err(level = "debug"))]
    pub async fn tournaments_to_start(&self, now: i64) -> Result<Vec<TournamentId>, StoreError> {
        let rows: Vec<(i64,)> = sqlx::query_as(TO_START)
            .bind(now)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(|(id,)| TournamentId(id)).collect())
    }

    /// A server's tournaments (or a channel's, outside servers), newest first.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn tournaments_in(
        &self,
        guild_id: Option<u64>,
        channel_id: u64,
        limit: i64,
    ) -> Result<Vec<Tournament>, StoreError> {
        let (statement, place) = match guild_id {
            Some(guild) => (IN_GUILD, guild),
            None => (IN_CHANNEL, channel_id),
        };
        let rows: Vec<TournamentRow> = sqlx::query_as(statement)
            .bind(db_id(place))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(Tournament::try_from).collect()
    }
}

#[cfg(test)]
mod tests {
    /// Every query of a tournament searches by a key or an index: no scan
    /// of a whole table (`EXPLAIN QUERY PLAN` on SQLite). The entrants are
    /// sorted in a temporary B-tree, at most 64 rows.
    #[tokio::test]
    async fn tournament_queries_use_their_keys() {
        let (_dir, store) = super::super::scratch_store().await;
        let queries = [
            super::BY_ID,
            super::ENTRANTS,
            super::SCHEDULE,
            super::TO_START,
            super::IN_GUILD,
            super::OF_GAME,
            super::PAIRING_MESSAGE,
            super::SET_PAIRING_MESSAGE,
        ];
        for query in queries {
            let steps =
                super::super::plan_steps(&store, query, |q| q.bind(1_i64).bind(1_i64)).await;
            for step in &steps {
                assert!(!step.starts_with("SCAN"), "{query}: {step}");
            }
        }
    }
}
