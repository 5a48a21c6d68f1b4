//! SQLite persistence: one [`Store`] owns the pool; every multi-row write goes
//! through a [`WriteTx`], which is an `IMMEDIATE` transaction so that two
//! writers never both read a game and then race to upgrade their locks.

mod announcements;
mod challenges;
mod games;
mod players;
mod ratings;
mod rows;
mod storage_fault;
mod vacations;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, Sqlite, SqlitePool, Transaction};

pub use announcements::{NewAnnouncement, Settled};
pub use challenges::NewChallengeRow;
pub use games::{GameEnd, NewGameRow, NewMoveRow, PendingRequest};
pub use ratings::Standing;
// Submodules reach the domain types through `super::`.
use crate::model::*;

/// Used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://abande-bot.db";

/// `DATABASE_URL` from the environment, or [`DEFAULT_DATABASE_URL`].
pub fn database_url_from_env() -> String {
    std::env::var("DATABASE_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string())
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A version check or a unique key refused the write: someone else wrote first.
    #[error("someone else changed this at the same moment")]
    Conflict,
    #[error("unreadable stored data: {0}")]
    Corrupt(String),
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> StoreError {
        storage_fault::note(&error);
        StoreError::Database(error)
    }
}

impl StoreError {
    /// Unique-key violations mean a concurrent writer got there first.
    fn from_write(error: sqlx::Error) -> StoreError {
        match &error {
            sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::Conflict,
            _ => StoreError::from(error),
        }
    }
}

/// The bot's database. Cloning shares the pool.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating if missing) the database at `database_url` and brings its schema up to date.
    pub async fn open(database_url: &str) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str(database_url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5))
            .synchronous(SqliteSynchronous::Normal);
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            // When COMMIT fails (disk full, I/O error) SQLite rolls back by
            // itself, the ROLLBACK sqlx 0.8 then sends fails, and sqlx keeps
            // counting an open transaction: that connection would refuse every
            // later BEGIN. Such a connection is closed instead of reused. The
            // ping orders this check after a rollback still queued on it.
            .before_acquire(|conn, _meta| {
                Box::pin(async move {
                    conn.ping().await?;
                    if conn.is_in_transaction() {
                        return Ok(false);
                    }
                    // Shortly after a storage fault, a connection opened
                    // meanwhile may have got its files read-only; only a
                    // write lock tells, so only then is it tried.
                    if storage_fault::recent() {
                        return Ok(storage_fault::can_write(conn).await);
                    }
                    Ok(true)
                })
            })
            .connect_with(options)
            .await?;
        sqlx::migrate!().run(&pool).await?;
        Ok(Store { pool })
    }

    /// Waits for running queries, then closes every connection.
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Starts a write transaction holding SQLite's write lock from the first statement.
    pub async fn begin_write(&self) -> Result<WriteTx, StoreError> {
        let tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        Ok(WriteTx { tx })
    }
}

/// A write transaction; dropping it without [`WriteTx::commit`] rolls everything back.
pub struct WriteTx {
    tx: Transaction<'static, Sqlite>,
}

impl WriteTx {
    pub async fn commit(self) -> Result<(), StoreError> {
        self.tx.commit().await?;
        Ok(())
    }

    /// Runs a statement meant to change one row; false when it matched none.
    async fn change_one<'q>(
        &mut self,
        statement: sqlx::query::Query<'q, Sqlite, sqlx::sqlite::SqliteArguments<'q>>,
    ) -> Result<bool, StoreError> {
        Ok(statement.execute(&mut *self.tx).await?.rows_affected() == 1)
    }
}
