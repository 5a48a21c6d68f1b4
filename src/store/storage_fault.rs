//! Recovery from storage faults (a full disk, a file that became read-only,
//! I/O errors) without a restart. SQLite gets over a failed write by itself
//! on the connection that saw it, but a connection *opened* while the files
//! could not be written was given them read-only and stays so for good. So
//! for a while after any fault, a connection taken from the pool must prove
//! it can take the write lock, and is closed (and replaced) otherwise.
//!
//! The fault is a fact about the process's disk, not one store, hence one
//! process-wide mark. SQLite only: PostgreSQL's server keeps its own files.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sqlx::AnyConnection;

/// How long after the last fault connections are checked before use.
const CHECK_FOR: Duration = Duration::from_secs(120);

/// Unix milliseconds of the last fault seen; 0 for none.
static LAST_FAULT_MS: AtomicU64 = AtomicU64::new(0);

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// SQLite's primary result codes that mean the storage failed: READONLY,
/// IOERR, CORRUPT, FULL, CANTOPEN.
fn is_storage_fault(error: &sqlx::Error) -> bool {
    let sqlx::Error::Database(db) = error else {
        return false;
    };
    if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_none() {
        return false;
    }
    let Some(code) = db.code().and_then(|c| c.parse::<i64>().ok()) else {
        return false;
    };
    matches!(code & 0xff, 8 | 10 | 11 | 13 | 14)
}

/// Remembers `error` if it is a storage fault.
pub fn note(error: &sqlx::Error) {
    if is_storage_fault(error) {
        LAST_FAULT_MS.store(now_ms(), Ordering::Relaxed);
    }
}

/// Whether a fault was seen within [`CHECK_FOR`].
pub fn recent() -> bool {
    let last = LAST_FAULT_MS.load(Ordering::Relaxed);
    last != 0 && now_ms().saturating_sub(last) < CHECK_FOR.as_millis() as u64
}

/// Whether `conn` can take SQLite's write lock (and so write at all).
/// (`BEGIN IMMEDIATE` alone succeeds on a read-only connection; a write
/// statement, even one touching no row, is refused.)
pub async fn can_write(conn: &mut AnyConnection) -> bool {
    let locked = sqlx::query("BEGIN IMMEDIATE").execute(&mut *conn).await;
    let wrote = sqlx::query("DELETE FROM _sqlx_migrations WHERE 0")
        .execute(&mut *conn)
        .await;
    let released = sqlx::query("ROLLBACK").execute(&mut *conn).await;
    match locked.and(wrote).and(released) {
        Ok(_) => true,
        Err(error) => {
            tracing::warn!(%error, "a database connection cannot write; replacing it");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlx::Connection;

    #[tokio::test]
    async fn a_read_only_connection_is_told_apart_from_a_writable_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let url = format!("sqlite://{}?mode=rwc", path.display());
        sqlx::any::install_default_drivers();
        let mut writable = AnyConnection::connect(&url).await.unwrap();
        // The migrations' own table, which every store database has.
        sqlx::raw_sql("PRAGMA journal_mode = WAL; CREATE TABLE _sqlx_migrations (x INTEGER)")
            .execute(&mut writable)
            .await
            .unwrap();
        assert!(can_write(&mut writable).await);
        let ro = format!("sqlite://{}?mode=ro", path.display());
        let mut read_only = AnyConnection::connect(&ro).await.unwrap();
        assert!(!can_write(&mut read_only).await);
        // And it is left usable for reading.
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
            .fetch_one(&mut read_only)
            .await
            .unwrap();
        assert_eq!(n, 0);
    }
}
