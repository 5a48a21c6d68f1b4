//! Challenges: offers of a game, from creation until accepted or closed.

use sqlx::AnyConnection;
use tracing::instrument;

use super::StoredName;
use super::rows::{ChallengeRow, challenge_select, db_flag, db_id};
use super::{
    Challenge, ChallengeId, ChallengeStatus, GameId, NewChallenge, Store, StoreError, UserId,
    WriteTx,
};

async fn fetch(conn: &mut AnyConnection, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
    const CHALLENGE: &str = concat!(challenge_select!(), " WHERE c.id = $1");
    let row: Option<ChallengeRow> = sqlx::query_as(CHALLENGE)
        .bind(id.0)
        .fetch_optional(conn)
        .await?;
    row.map(Challenge::try_from).transpose()
}

impl Store {
    #[instrument(level = "debug", skip_all, fields(challenge = %id), err(level = "debug"))]
    pub async fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch(&mut conn, id).await
    }
}

impl WriteTx {
    #[instrument(level = "debug", skip_all, fields(challenge = %id), err(level = "debug"))]
    pub async fn challenge(&mut self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        fetch(&mut self.tx, id).await
    }

    /// Stores `new` as a pending challenge and returns it as stored.
    /// `move_hours` is its time per move as settled: `new.move_hours` with
    /// the default resolved, `None` with a bank or without a limit.
    #[instrument(level = "debug", skip_all, fields(kind = new.kind.id(), move_hours = ?move_hours, created_at, expires_at), err(level = "debug"))]
    pub async fn insert_challenge(
        &mut self,
        new: &NewChallenge,
        move_hours: Option<u32>,
        created_at: i64,
        expires_at: i64,
    ) -> Result<Challenge, StoreError> {
        let (id,): (i64,) = sqlx::query_as(
            "INSERT INTO challenges (challenger_id, opponent_id, kind, color, move_hours, guild_id,
                 channel_id, status, created_at, expires_at, rated, min_rating, max_rating, rematch_of,
                 bank_initial_secs, bank_increment_secs, bank_max_secs, language)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11, $12, $13, $14, $15, $16,
                 $17)
             RETURNING id",
        )
        .bind(db_id(new.challenger.id.0))
        .bind(new.opponent.as_ref().map(|o| db_id(o.id.0)))
        .bind(new.kind.id())
        .bind(new.color.name())
        .bind(move_hours.map(i64::from))
        .bind(new.place.guild_id.map(db_id))
        .bind(db_id(new.place.channel_id))
        .bind(created_at)
        .bind(expires_at)
        .bind(db_flag(new.rated))
        .bind(new.rating_range.min)
        .bind(new.rating_range.max)
        .bind(new.rematch_of.map(|g| g.0))
        .bind(new.bank.map(|b| b.initial_secs))
        .bind(new.bank.map(|b| b.increment_secs))
        .bind(new.bank.map(|b| b.max_secs))
        .bind(new.place.language.code())
        .fetch_one(&mut *self.tx)
        .await
        // A second open rematch of one game (`0013_one_rematch_vacation_notices.sql`).
        .map_err(StoreError::from_write)?;
        fetch(&mut self.tx, ChallengeId(id))
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("challenge {id} vanished mid-transaction")))
    }

    /// Returns false when the challenge does not exist.
    #[instrument(level = "debug", skip_all, fields(challenge = %id, message_id), err(level = "debug"))]
    pub async fn set_challenge_message(
        &mut self,
        id: ChallengeId,
        message_id: u64,
    ) -> Result<bool, StoreError> {
        let statement = sqlx::query("UPDATE challenges SET message_id = $2 WHERE id = $1")
            .bind(id.0)
            .bind(db_id(message_id));
        self.change_one(statement).await
    }

    /// Moves a pending challenge to `status`; `Conflict` if it was no longer pending.
    #[instrument(level = "debug", skip_all, fields(challenge = %id, status = ?status, game_id = ?game_id.map(|g| g.0)), err(level = "debug"))]
    pub async fn close_challenge(
        &mut self,
        id: ChallengeId,
        status: ChallengeStatus,
        game_id: Option<GameId>,
    ) -> Result<(), StoreError> {
        let statement = sqlx::query(
            "UPDATE challenges SET status = $2, game_id = $3 WHERE id = $1 AND status = 'pending'",
        )
        .bind(id.0)
        .bind(status.name())
        .bind(game_id.map(|g| g.0));
        self.change_one_or_conflict(statement).await
    }

    /// Marks every pending challenge whose time is up as expired and returns them.
    #[instrument(level = "debug", skip_all, fields(now), err(level = "debug"))]
    pub async fn expire_challenges(&mut self, now: i64) -> Result<Vec<Challenge>, StoreError> {
        const DUE: &str = concat!(
            challenge_select!(),
            " WHERE c.status = 'pending' AND c.expires_at <= $1 ORDER BY c.expires_at, c.id"
        );
        let rows: Vec<ChallengeRow> = sqlx::query_as(DUE)
            .bind(now)
            .fetch_all(&mut *self.tx)
            .await?;
        sqlx::query("UPDATE challenges SET status = 'expired' WHERE status = 'pending' AND expires_at <= $1")
            .bind(now)
            .execute(&mut *self.tx)
            .await?;
        rows.into_iter()
            .map(|row| {
                let mut challenge = Challenge::try_from(row)?;
                challenge.status = ChallengeStatus::Expired;
                Ok(challenge)
            })
            .collect()
    }
}

impl Store {
    /// Pending challenges `user` made or was sent, newest first (open
    /// challenges included when they made them).
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn pending_challenges(&self, user: UserId) -> Result<Vec<Challenge>, StoreError> {
        const PENDING: &str = concat!(
            challenge_select!(),
            // One index each (migration 0014): an OR of the two made SQLite
            // read every challenge ever accepted, newest first.
            " WHERE c.id IN (
                 SELECT id FROM challenges WHERE status = 'pending' AND challenger_id = $1
                 UNION ALL
                 SELECT id FROM challenges WHERE status = 'pending' AND opponent_id = $1)
             ORDER BY c.id DESC LIMIT 25"
        );
        let rows: Vec<ChallengeRow> = sqlx::query_as(PENDING)
            .bind(db_id(user.0))
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(Challenge::try_from).collect()
    }
}

impl Store {
    /// The pending rematch of `game` that `by` asked for, if any.
    #[instrument(level = "debug", skip_all, fields(game = %game, by = by.0), err(level = "debug"))]
    pub async fn pending_rematch(
        &self,
        game: GameId,
        by: UserId,
    ) -> Result<Option<Challenge>, StoreError> {
        const REMATCH: &str = concat!(
            challenge_select!(),
            " WHERE c.rematch_of = $1 AND c.challenger_id = $2 AND c.status = 'pending'"
        );
        let row: Option<ChallengeRow> = sqlx::query_as(REMATCH)
            .bind(game.0)
            .bind(db_id(by.0))
            .fetch_optional(&self.pool)
            .await?;
        row.map(Challenge::try_from).transpose()
    }

    /// The game a rematch of `game` started, if one did (at most one:
    /// `migrations/*/0013_one_rematch_vacation_notices.sql`).
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn rematch_started(&self, game: GameId) -> Result<Option<GameId>, StoreError> {
        let started: Option<(Option<i64>,)> = sqlx::query_as(
            "SELECT game_id FROM challenges WHERE rematch_of = $1 AND status = 'accepted'",
        )
        .bind(game.0)
        .fetch_optional(&self.pool)
        .await?;
        Ok(started.and_then(|(id,)| id).map(GameId))
    }
}
