//! What moderators did (migration 0021): each action is stored in the
//! transaction that does it, and a server's last ones are read for
//! `/settings audit` by `moderation_by_guild (guild_id, id)`; a game's by
//! `moderation_by_game`. Cancelling a tournament is here too.

use tracing::instrument;

use super::StoredName;
use super::rows::{ModerationRow, db_id, moderation_select};
use super::{Store, StoreError, WriteTx};
use crate::model::{GameId, ModerationAction, ModerationRecord, UserId};
use crate::tournament::TournamentId;
use abande_rules::Outcome;

const INSERT: &str = "INSERT INTO moderation_actions
         (guild_id, moderator_id, action, tournament_id, game_id, player_id, result, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id";

const IN_GUILD: &str = concat!(
    moderation_select!(),
    " WHERE m.guild_id = $1 ORDER BY m.id DESC LIMIT $2"
);

const OF_GAME: &str = concat!(
    moderation_select!(),
    " WHERE m.game_id = $1 ORDER BY m.id DESC LIMIT 1"
);

const CANCEL: &str =
    "UPDATE tournaments SET status = 'finished', finished_at = $2, cancelled_at = $2
     WHERE id = $1 AND status IN ('signup', 'running')";

impl WriteTx {
    /// Keeps `action`, done by `moderator` in server `guild` at `at`;
    /// returns its id.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn record_moderation(
        &mut self,
        guild: u64,
        moderator: UserId,
        action: ModerationAction,
        at: i64,
    ) -> Result<i64, StoreError> {
        let (id,): (i64,) = sqlx::query_as(INSERT)
            .bind(db_id(guild))
            .bind(db_id(moderator.0))
            .bind(action.kind().name())
            .bind(action.tournament())
            .bind(action.game().map(|g| g.0))
            .bind(action.player().map(|p| db_id(p.0)))
            .bind(action.result().map(Outcome::name))
            .bind(at)
            .fetch_one(&mut *self.tx)
            .await?;
        Ok(id)
    }

    /// Ends a tournament in sign-up or running as cancelled; `Conflict` if
    /// it was neither (finished, or cancelled already).
    #[instrument(level = "debug", skip(self), fields(tournament = %id), err(level = "debug"))]
    pub async fn cancel_tournament(
        &mut self,
        id: TournamentId,
        now: i64,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(CANCEL).bind(id.0).bind(now);
        self.change_one_or_conflict(statement).await
    }
}

impl Store {
    /// Server `guild`'s last `limit` moderators' actions, newest first.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn moderation_log(
        &self,
        guild: u64,
        limit: i64,
    ) -> Result<Vec<ModerationRecord>, StoreError> {
        let rows: Vec<ModerationRow> = sqlx::query_as(IN_GUILD)
            .bind(db_id(guild))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(ModerationRecord::try_from).collect()
    }

    /// The moderator's action that ended game `game`, if one did.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn moderation_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<ModerationRecord>, StoreError> {
        let row: Option<ModerationRow> = sqlx::query_as(OF_GAME)
            .bind(game.0)
            .fetch_optional(&self.pool)
            .await?;
        row.map(ModerationRecord::try_from).transpose()
    }
}
