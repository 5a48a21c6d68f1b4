//! Vacations, and the clocks they stop: a vacation shifts the deadline of
//! every game in which the player is to move, in the same transaction.

use sqlx::AnyConnection;
use tracing::instrument;

use super::rows::{db_id, vacation_select};
use super::{GameId, Store, StoreError, UserId, Vacation, WriteTx};

/// The condition on `games` of the active games with a deadline in which
/// `$1` (a user id) is to move, as a string literal (served by the index
/// `games_by_player_to_move`).
macro_rules! clocks_running_for_user {
    () => {
        " to_move_id = $1 AND status = 'active' AND deadline_at IS NOT NULL"
    };
}

async fn fetch_current(
    conn: &mut AnyConnection,
    user: UserId,
    now: i64,
) -> Result<Option<Vacation>, StoreError> {
    const CURRENT: &str = concat!(
        vacation_select!(),
        " WHERE user_id = $1 AND starts_at <= $2 AND ends_at > $2 ORDER BY ends_at DESC LIMIT 1"
    );
    Ok(sqlx::query_as(CURRENT)
        .bind(db_id(user.0))
        .bind(now)
        .fetch_optional(conn)
        .await?)
}

impl Store {
    /// The user's vacation running at `now`, if any.
    #[instrument(level = "debug", skip_all, fields(user = user.0, now), err(level = "debug"))]
    pub async fn current_vacation(
        &self,
        user: UserId,
        now: i64,
    ) -> Result<Option<Vacation>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch_current(&mut conn, user, now).await
    }
}

impl Store {
    /// Vacation `id`, if it exists (a vacation notice reads it when sent).
    #[instrument(level = "debug", skip_all, fields(id), err(level = "debug"))]
    pub async fn vacation(&self, id: i64) -> Result<Option<Vacation>, StoreError> {
        const BY_ID: &str = concat!(vacation_select!(), " WHERE id = $1");
        Ok(sqlx::query_as(BY_ID)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }
}

impl WriteTx {
    /// The user's vacation running at `now`, if any.
    #[instrument(level = "debug", skip_all, fields(user = user.0, now), err(level = "debug"))]
    pub async fn current_vacation(
        &mut self,
        user: UserId,
        now: i64,
    ) -> Result<Option<Vacation>, StoreError> {
        fetch_current(&mut self.tx, user, now).await
    }

    /// The user's vacations that overlap `[from, to)`, earliest first.
    #[instrument(level = "debug", skip_all, fields(user = user.0, from, to), err(level = "debug"))]
    pub async fn vacations_between(
        &mut self,
        user: UserId,
        from: i64,
        to: i64,
    ) -> Result<Vec<Vacation>, StoreError> {
        const BETWEEN: &str = concat!(
            vacation_select!(),
            " WHERE user_id = $1 AND ends_at > $2 AND starts_at < $3 ORDER BY starts_at, id"
        );
        Ok(sqlx::query_as(BETWEEN)
            .bind(db_id(user.0))
            .bind(from)
            .bind(to)
            .fetch_all(&mut *self.tx)
            .await?)
    }

    #[instrument(level = "debug", skip_all, fields(user = user.0, starts_at, ends_at), err(level = "debug"))]
    pub async fn insert_vacation(
        &mut self,
        user: UserId,
        starts_at: i64,
        ends_at: i64,
    ) -> Result<Vacation, StoreError> {
        let (id,): (i64,) = sqlx::query_as(
            "INSERT INTO vacations (user_id, starts_at, ends_at) VALUES ($1, $2, $3) RETURNING id",
        )
        .bind(db_id(user.0))
        .bind(starts_at)
        .bind(ends_at)
        .fetch_one(&mut *self.tx)
        .await?;
        Ok(Vacation {
            id,
            user,
            starts_at,
            ends_at,
        })
    }

    /// Ends a vacation early, at `at`; `Conflict` if it was already over.
    #[instrument(level = "debug", skip_all, fields(id, at), err(level = "debug"))]
    pub async fn end_vacation(&mut self, id: i64, at: i64) -> Result<(), StoreError> {
        let statement =
            sqlx::query("UPDATE vacations SET ends_at = $2 WHERE id = $1 AND ends_at > $2")
                .bind(id)
                .bind(at);
        self.change_one_or_conflict(statement).await
    }

    /// The game in which the user is to move with the earliest deadline, and that deadline.
    #[instrument(level = "debug", skip_all, fields(user = user.0), err(level = "debug"))]
    pub async fn earliest_deadline_to_move(
        &mut self,
        user: UserId,
    ) -> Result<Option<(GameId, i64)>, StoreError> {
        const EARLIEST: &str = concat!(
            "SELECT id, deadline_at FROM games WHERE",
            clocks_running_for_user!(),
            " ORDER BY deadline_at, id LIMIT 1"
        );
        let row: Option<(i64, i64)> = sqlx::query_as(EARLIEST)
            .bind(db_id(user.0))
            .fetch_optional(&mut *self.tx)
            .await?;
        Ok(row.map(|(id, deadline)| (GameId(id), deadline)))
    }

    /// Stops the user's running clocks from `now` until `until`: every
    /// deadline of theirs moves later by the pause. Returns how many games.
    #[instrument(level = "debug", skip_all, fields(user = user.0, now, until), err(level = "debug"))]
    pub async fn pause_clocks(
        &mut self,
        user: UserId,
        now: i64,
        until: i64,
    ) -> Result<u64, StoreError> {
        const PAUSE: &str = concat!(
            "UPDATE games SET deadline_at = deadline_at + ($3 - $2), clock_paused_until = $3,
                 version = version + 1, updated_at = $2
             WHERE",
            clocks_running_for_user!()
        );
        let done = sqlx::query(PAUSE)
            .bind(db_id(user.0))
            .bind(now)
            .bind(until)
            .execute(&mut *self.tx)
            .await?;
        Ok(done.rows_affected())
    }

    /// Starts the user's stopped clocks again at `now`: every deadline of
    /// theirs moves earlier by the part of the pause not taken. Returns how
    /// many games.
    #[instrument(level = "debug", skip_all, fields(user = user.0, now), err(level = "debug"))]
    pub async fn resume_clocks(&mut self, user: UserId, now: i64) -> Result<u64, StoreError> {
        const RESUME: &str = concat!(
            "UPDATE games SET deadline_at = deadline_at - (clock_paused_until - $2),
                 clock_paused_until = $2, version = version + 1, updated_at = $2
             WHERE",
            clocks_running_for_user!(),
            " AND clock_paused_until > $2"
        );
        let done = sqlx::query(RESUME)
            .bind(db_id(user.0))
            .bind(now)
            .execute(&mut *self.tx)
            .await?;
        Ok(done.rows_affected())
    }
}
