//! Players: the last display name seen and notification preferences.

use sqlx::AnyConnection;
use tracing::instrument;

use super::rows::{PlayerRow, db_flag, db_id, from_db_flag};
use super::{Player, Store, StoreError, UserId, WriteTx};

async fn upsert(conn: &mut AnyConnection, player: &Player, now: i64) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO players (id, name, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
    )
    .bind(db_id(player.id.0))
    .bind(&player.name)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

impl WriteTx {
    /// Creates the player or refreshes their display name.
    #[instrument(level = "debug", skip_all, fields(player = player.id.0, now), err(level = "debug"))]
    pub async fn upsert_player(&mut self, player: &Player, now: i64) -> Result<(), StoreError> {
        upsert(&mut self.tx, player, now).await
    }

    /// Creates or refreshes the bot's engine as a player (never notified).
    #[instrument(level = "debug", skip_all, fields(player = engine.id.0, now), err(level = "debug"))]
    pub async fn upsert_engine(&mut self, engine: &Player, now: i64) -> Result<(), StoreError> {
        upsert(&mut self.tx, engine, now).await?;
        sqlx::query("UPDATE players SET is_engine = 1 WHERE id = $1")
            .bind(db_id(engine.id.0))
            .execute(&mut *self.tx)
            .await?;
        Ok(())
    }

    /// Whether `user` asked for a DM when it is their turn.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn notify_dm(&mut self, user: UserId) -> Result<bool, StoreError> {
        let wants: Option<i64> = sqlx::query_scalar("SELECT notify_dm FROM players WHERE id = $1")
            .bind(db_id(user.0))
            .fetch_optional(&mut *self.tx)
            .await?;
        Ok(wants.is_some_and(from_db_flag))
    }

    /// Sets the direct-message preference, creating the player row if needed.
    #[instrument(level = "debug", skip_all, fields(user = user.0, notify, now), err(level = "debug"))]
    pub async fn set_notify_dm(
        &mut self,
        user: UserId,
        notify: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO players (id, name, notify_dm, updated_at) VALUES ($1, '', $2, $3)
             ON CONFLICT (id) DO UPDATE SET notify_dm = excluded.notify_dm, updated_at = excluded.updated_at",
        )
        .bind(db_id(user.0))
        .bind(db_flag(notify))
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }
}

impl WriteTx {
    /// Moves `user`'s web token generation on (creating the player row if
    /// needed); returns the new one.
    #[instrument(level = "debug", skip_all, fields(user = user.0, now), err(level = "debug"))]
    pub async fn next_web_generation(&mut self, user: UserId, now: i64) -> Result<i64, StoreError> {
        sqlx::query(
            "INSERT INTO players (id, name, web_generation, updated_at) VALUES ($1, '', 1, $2)
             ON CONFLICT (id) DO UPDATE SET web_generation = players.web_generation + 1, updated_at = excluded.updated_at",
        )
        .bind(db_id(user.0))
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        let generation: i64 =
            sqlx::query_scalar("SELECT web_generation FROM players WHERE id = $1")
                .bind(db_id(user.0))
                .fetch_one(&mut *self.tx)
                .await?;
        Ok(generation)
    }
}

impl Store {
    /// `user`'s web token generation: 0 until they first revoke their links.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn web_generation(&self, user: UserId) -> Result<i64, StoreError> {
        let generation: Option<i64> =
            sqlx::query_scalar("SELECT web_generation FROM players WHERE id = $1")
                .bind(db_id(user.0))
                .fetch_optional(&self.pool)
                .await?;
        Ok(generation.unwrap_or(0))
    }

    /// The player's last known name and whether they want direct messages.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn player(&self, user: UserId) -> Result<Option<(Player, bool)>, StoreError> {
        let row: Option<PlayerRow> =
            sqlx::query_as("SELECT id, name, notify_dm FROM players WHERE id = $1")
                .bind(db_id(user.0))
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| {
            let notify_dm = r.notify_dm();
            (
                Player {
                    id: UserId(super::rows::from_db_id(r.id)),
                    name: r.name,
                },
                notify_dm,
            )
        }))
    }
}
