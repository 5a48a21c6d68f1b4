//! Vacations, and the clocks they stop: a vacation shifts the deadline of
//! every game in which the player is to move, in the same transaction.

use sqlx::AnyConnection;

use super::rows::{VACATION_SELECT, db_id};
use super::{GameId, Store, StoreError, UserId, Vacation, WriteTx};

/// Active games with a deadline in which `$1` (a user id) is to move: both
/// games alternate strictly, so the ply count's parity says whose turn it is.
const CLOCKS_RUNNING_FOR_USER: &str = "SELECT g.id FROM games g
    WHERE g.status = 'active' AND g.deadline_at IS NOT NULL
      AND (g.black_id = $1 OR g.white_id = $1)
      AND ((SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) % 2 = 0) = (g.black_id = $1)";

async fn fetch_current(
    conn: &mut AnyConnection,
    user: UserId,
    now: i64,
) -> Result<Option<Vacation>, StoreError> {
    Ok(sqlx::query_as(&format!(
        "{VACATION_SELECT} WHERE user_id = $1 AND starts_at <= $2 AND ends_at > $2
         ORDER BY ends_at DESC LIMIT 1"
    ))
    .bind(db_id(user.0))
    .bind(now)
    .fetch_optional(conn)
    .await?)
}

impl Store {
    /// The user's vacation running at `now`, if any.
    pub async fn current_vacation(
        &self,
        user: UserId,
        now: i64,
    ) -> Result<Option<Vacation>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch_current(&mut conn, user, now).await
    }
}

impl WriteTx {
    /// The user's vacation running at `now`, if any.
    pub async fn current_vacation(
        &mut self,
        user: UserId,
        now: i64,
    ) -> Result<Option<Vacation>, StoreError> {
        fetch_current(&mut self.tx, user, now).await
    }

    /// The user's vacations that overlap `[from, to)`, earliest first.
    pub async fn vacations_between(
        &mut self,
        user: UserId,
        from: i64,
        to: i64,
    ) -> Result<Vec<Vacation>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "{VACATION_SELECT} WHERE user_id = $1 AND ends_at > $2 AND starts_at < $3
             ORDER BY starts_at, id"
        ))
        .bind(db_id(user.0))
        .bind(from)
        .bind(to)
        .fetch_all(&mut *self.tx)
        .await?)
    }

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
    pub async fn end_vacation(&mut self, id: i64, at: i64) -> Result<(), StoreError> {
        let statement =
            sqlx::query("UPDATE vacations SET ends_at = $2 WHERE id = $1 AND ends_at > $2")
                .bind(id)
                .bind(at);
        self.change_one_or_conflict(statement).await
    }

    /// The game in which the user is to move with the earliest deadline, and that deadline.
    pub async fn earliest_deadline_to_move(
        &mut self,
        user: UserId,
    ) -> Result<Option<(GameId, i64)>, StoreError> {
        let row: Option<(i64, i64)> = sqlx::query_as(&format!(
            "SELECT id, deadline_at FROM games WHERE id IN ({CLOCKS_RUNNING_FOR_USER})
             ORDER BY deadline_at, id LIMIT 1"
        ))
        .bind(db_id(user.0))
        .fetch_optional(&mut *self.tx)
        .await?;
        Ok(row.map(|(id, deadline)| (GameId(id), deadline)))
    }

    /// Stops the user's running clocks from `now` until `until`: every
    /// deadline of theirs moves later by the pause. Returns how many games.
    pub async fn pause_clocks(
        &mut self,
        user: UserId,
        now: i64,
        until: i64,
    ) -> Result<u64, StoreError> {
        let done = sqlx::query(&format!(
            "UPDATE games SET deadline_at = deadline_at + ($3 - $2), clock_paused_until = $3,
                 version = version + 1, updated_at = $2
             WHERE id IN ({CLOCKS_RUNNING_FOR_USER})"
        ))
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
    pub async fn resume_clocks(&mut self, user: UserId, now: i64) -> Result<u64, StoreError> {
        let done = sqlx::query(&format!(
            "UPDATE games SET deadline_at = deadline_at - (clock_paused_until - $2),
                 clock_paused_until = $2, version = version + 1, updated_at = $2
             WHERE id IN ({CLOCKS_RUNNING_FOR_USER}) AND clock_paused_until > $2"
        ))
        .bind(db_id(user.0))
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        Ok(done.rows_affected())
    }
}
