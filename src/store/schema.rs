//! What `abande-bot doctor` asks of the database without changing it:
//! which migrations are applied and which this binary would still apply,
//! whether a write would be taken, and how large the database is.

use tracing::instrument;

use super::{Backend, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS, Store, StoreError};

/// The schema as this binary sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SchemaState {
    /// The migrations applied, in order of version.
    pub applied: Vec<i64>,
    /// The migrations this binary has that are not applied: version and
    /// description (the bot applies them at its next start).
    pub pending: Vec<(i64, String)>,
    /// Applied migrations this binary does not know (a newer binary ran
    /// on this database).
    pub unknown: Vec<i64>,
    /// Migrations recorded as failed (`success` false).
    pub failed: Vec<i64>,
    /// The newest migration this binary has.
    pub latest: i64,
}

impl SchemaState {
    /// Applied, all of them, and nothing this binary does not know.
    pub fn is_current(&self) -> bool {
        self.pending.is_empty() && self.unknown.is_empty() && self.failed.is_empty()
    }
}

const SQLITE_HAS_MIGRATIONS: &str =
    "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'";
const POSTGRES_HAS_MIGRATIONS: &str = "SELECT COUNT(*) FROM information_schema.tables \
     WHERE table_schema = current_schema() AND table_name = '_sqlx_migrations'";
/// `success` as a number: the `Any` driver reads no SQLite boolean.
const APPLIED: &str = "SELECT version, CAST(CASE WHEN success THEN 1 ELSE 0 END AS BIGINT) \
     FROM _sqlx_migrations ORDER BY version";
/// A write that touches no row: refused by a read-only file, a read-only
/// transaction or a role without the right, taken otherwise.
const WRITE_NOTHING: &str = "DELETE FROM _sqlx_migrations WHERE 1 = 0";
const SQLITE_SIZE: &str =
    "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()";
const POSTGRES_SIZE: &str = "SELECT pg_database_size(current_database())";

impl Store {
    /// The migrations applied to this database against those compiled in.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn schema_state(&self) -> Result<SchemaState, StoreError> {
        let (has_table, migrator) = match self.backend {
            Backend::Sqlite => (SQLITE_HAS_MIGRATIONS, &SQLITE_MIGRATIONS),
            Backend::Postgres => (POSTGRES_HAS_MIGRATIONS, &POSTGRES_MIGRATIONS),
        };
        let tables: i64 = sqlx::query_scalar(has_table).fetch_one(&self.pool).await?;
        let rows: Vec<(i64, i64)> = if tables == 0 {
            Vec::new()
        } else {
            sqlx::query_as(APPLIED).fetch_all(&self.pool).await?
        };
        let known: Vec<(i64, String)> = migrator
            .iter()
            .filter(|m| m.migration_type.is_up_migration())
            .map(|m| (m.version, m.description.to_string()))
            .collect();
        let applied: Vec<i64> = rows.iter().filter(|r| r.1 != 0).map(|r| r.0).collect();
        Ok(SchemaState {
            pending: known
                .iter()
                .filter(|(version, _)| !applied.contains(version))
                .cloned()
                .collect(),
            unknown: applied
                .iter()
                .copied()
                .filter(|v| !known.iter().any(|(k, _)| k == v))
                .collect(),
            failed: rows.iter().filter(|r| r.1 == 0).map(|r| r.0).collect(),
            latest: known.iter().map(|(v, _)| *v).max().unwrap_or(0),
            applied,
        })
    }

    /// Whether the database takes a write: a write transaction with a
    /// statement that changes nothing, rolled back.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn try_write(&self) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        sqlx::query(WRITE_NOTHING).execute(&mut *tx.tx).await?;
        tx.tx.rollback().await?;
        Ok(())
    }

    /// The database's size on disk, in bytes (SQLite: its pages, the
    /// write-ahead log aside; PostgreSQL: `pg_database_size`).
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn size_bytes(&self) -> Result<i64, StoreError> {
        let query = match self.backend {
            Backend::Sqlite => SQLITE_SIZE,
            Backend::Postgres => POSTGRES_SIZE,
        };
        Ok(sqlx::query_scalar(query).fetch_one(&self.pool).await?)
    }
}
