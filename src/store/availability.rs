//! When the database does not answer: how long a request waits for it
//! ([`PoolSettings`]), and which errors mean "away" rather than "refused"
//! (`StoreError::Unavailable`), or, for a `COMMIT`, "perhaps stored"
//! (`StoreError::CommitUnknown`). The bot's settings bound every wait so a
//! player is answered within seconds while the database is down; the
//! service and the background tasks decide what to do with that.

use std::time::Duration;

use super::StoreError;

/// How long a request waits for a pooled connection (which includes
/// connecting anew while the server is down) before it is told the
/// database is away.
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(4);

/// How long one statement may run: PostgreSQL's `statement_timeout`
/// (waiting for an advisory lock included), SQLite's busy timeout (waiting
/// for another writer's lock).
pub const STATEMENT_TIMEOUT: Duration = Duration::from_secs(4);

/// The timeouts of a [`super::Store`]'s pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolSettings {
    pub acquire_timeout: Duration,
    /// `None`: statements run as long as they take (PostgreSQL), or wait
    /// SQLite's default 5 s for its lock.
    pub statement_timeout: Option<Duration>,
}

impl PoolSettings {
    /// The bot: a player is answered within seconds even while the
    /// database is down.
    pub const BOT: PoolSettings = PoolSettings {
        acquire_timeout: ACQUIRE_TIMEOUT,
        statement_timeout: Some(STATEMENT_TIMEOUT),
    };

    /// The command-line tools (`seed-db`, `migrate-db`): bulk statements
    /// that may run long, nobody waiting on an answer.
    pub const BATCH: PoolSettings = PoolSettings {
        acquire_timeout: Duration::from_secs(30),
        statement_timeout: None,
    };
}

/// SQLite's busy timeout in milliseconds (0: sqlx's default of 5 s).
pub(super) fn sqlite_busy_timeout(ms: u64) -> String {
    let ms = if ms == 0 { 5_000 } else { ms };
    format!("PRAGMA busy_timeout = {ms}")
}

/// PostgreSQL's statement timeout in milliseconds (0: none).
pub(super) fn pg_statement_timeout(ms: u64) -> String {
    format!("SET statement_timeout = {ms}")
}

/// PostgreSQL's SQLSTATEs of a server going away or cancelling a
/// statement: class 08 (connection exception), `57014` (cancelled: the
/// statement timeout), `57P01`-`57P03` (shut down, crashed, cannot connect
/// now), `53300` (too many connections).
fn pg_away(code: &str) -> bool {
    code.starts_with("08") || matches!(code, "57014" | "57P01" | "57P02" | "57P03" | "53300")
}

/// SQLite's primary result codes BUSY and LOCKED: another writer held the
/// lock past the busy timeout.
fn sqlite_busy(code: &str) -> bool {
    code.parse::<i64>()
        .is_ok_and(|code| matches!(code & 0xff, 5 | 6))
}

/// Whether `error` means the database did not answer, rather than that it
/// refused the statement.
pub(super) fn is_unavailable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => {
            let Some(code) = db.code() else { return false };
            if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                sqlite_busy(&code)
            } else {
                pg_away(&code)
            }
        }
        _ => false,
    }
}

/// A failed `COMMIT`: a PostgreSQL server that went away meanwhile may
/// have stored the change before the answer was lost, so that is
/// [`StoreError::CommitUnknown`]; an answer refusing it, or SQLite's
/// (local, answered) failure, is as sure as any other error.
pub(super) fn commit_error(error: sqlx::Error) -> StoreError {
    let sqlite = matches!(&error, sqlx::Error::Database(db)
        if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some());
    if !sqlite && is_unavailable(&error) && !matches!(error, sqlx::Error::PoolTimedOut) {
        StoreError::CommitUnknown(error)
    } else {
        StoreError::from(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_going_away_is_unavailable_and_a_refusal_is_not() {
        assert!(is_unavailable(&sqlx::Error::PoolTimedOut));
        let reset = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        assert!(is_unavailable(&sqlx::Error::Io(reset)));
        assert!(!is_unavailable(&sqlx::Error::RowNotFound));
        for code in ["08006", "57014", "57P01", "57P03", "53300"] {
            assert!(pg_away(code), "{code}");
        }
        for code in ["23505", "40001", "42P01"] {
            assert!(!pg_away(code), "{code}");
        }
        assert!(sqlite_busy("5") && sqlite_busy("517") && sqlite_busy("6"));
        assert!(!sqlite_busy("8") && !sqlite_busy("13"));
    }

    #[test]
    fn a_commit_whose_connection_was_lost_may_have_been_stored() {
        let reset = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        assert!(matches!(
            commit_error(sqlx::Error::Io(reset)),
            StoreError::CommitUnknown(_)
        ));
        assert!(matches!(
            commit_error(sqlx::Error::PoolTimedOut),
            StoreError::Unavailable(_)
        ));
        assert!(matches!(
            commit_error(sqlx::Error::RowNotFound),
            StoreError::Database(_)
        ));
    }
}
