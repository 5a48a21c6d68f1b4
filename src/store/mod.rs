//! Persistence on SQLite (the default) or PostgreSQL, through one code path:
//! sqlx's `Any` driver, portable SQL with `$N` placeholders, and one
//! migration directory per backend (`migrations/sqlite/`,
//! `migrations/postgres/`, the same versions in both). One [`Store`] owns
//! the pool; every write goes through a [`WriteTx`] (a `Store` method with
//! a one-statement write, such as a lease or an announcement's claim, opens
//! one itself), which holds its locks from its first statement, so two
//! writers never both read a game and then race to change it. SQLite has
//! one writer at a time (`BEGIN IMMEDIATE`). On PostgreSQL a write says
//! what it serialises on ([`Lock`]: a game, a challenge, a tournament,
//! players, or the whole database) and takes transaction-scoped advisory
//! locks for exactly that, so writes to unrelated games run side by side,
//! across every process sharing the database. Statements are constant
//! strings (`concat!` of string-literal macros where statements share a
//! part, one constant per case chosen by a `match` where they differ); only
//! the connection settings of `availability.rs` are formatted. Public
//! methods run in debug-level spans with their ids as fields
//! (`RUST_LOG=abande_bot::store=debug`), which `telemetry::db_layer` times.
//!
//! Portable SQL: `$N` placeholders (SQLite binds them by number too),
//! `RETURNING`, `ON CONFLICT`, no backend-only functions (`CASE` rather than
//! SQLite's two-argument `MAX`, `COALESCE` in an `ORDER BY` over a nullable
//! column, whose NULLs sort differently). The `Any` driver reads and writes
//! i64, f64, text and bytes: ids are i64 (`rows::db_id`), flags 0/1
//! integers on both (`BIGINT` with a `CHECK` on PostgreSQL), and text that
//! is ordered (`kind`) is `COLLATE "C"` on PostgreSQL to sort as SQLite
//! does. Besides this file, a few know the backend, each for its own job:
//! `schema.rs`, `backup.rs`, `copy.rs`, `seed.rs`, and `game_changes.rs`
//! and `settings.rs` (PostgreSQL's `LISTEN`/`NOTIFY`).
//!
//! Migrations: `migrations/sqlite/` unchanged (existing databases keep
//! their checksums) and `migrations/postgres/`, the same versions and
//! names; a new one goes into both (a unit test fails otherwise). SQLite's
//! migrations run with foreign keys off, so a table rebuilt to change a
//! CHECK can be dropped without deleting the rows that refer to it; every
//! reference is checked with `pragma_foreign_key_check` afterwards. Before
//! migrating an SQLite file with a schema, [`Store::open_with`] copies it
//! beside itself and puts it back if a migration fails.

mod analyses;
mod announcements;
mod availability;
mod backup;
mod blocks;
mod challenges;
mod copy;
mod daily_puzzles;
mod game_changes;
mod games;
mod leases;
mod moderation;
mod names;
mod players;
mod premoves;
mod privacy;
mod puzzles;
mod ratings;
mod rows;
mod schema;
mod seed;
mod settings;
mod stats;
mod storage_fault;
mod threads;
mod tournaments;
mod vacations;

use tracing::instrument;

use sqlx::any::{AnyArguments, AnyPoolOptions};
use sqlx::migrate::{MigrateError, Migrator};
use sqlx::{Any, AnyPool, Connection, Executor, Transaction};

pub use analyses::StoredAnalysis;
pub use announcements::{NewAnnouncement, PRUNE_BATCH_MAX};
pub use availability::{ACQUIRE_TIMEOUT, PoolSettings, STATEMENT_TIMEOUT};
pub use backup::{
    BACKUP_NAME_PREFIX, BackupCounts, BackupError, BackupManifest, MANIFEST_SUFFIX,
    backup_file_name, manifest_path, read_manifest, verify_backup,
};
pub use copy::{COPY_BATCH_ROWS, CopyOptions, CopyProgress, CopyReport, CopyStep};
pub use daily_puzzles::DailyAnswered;
pub use game_changes::{GameChangeListener, Heard};
pub use games::{GameChange, GameEnd, NewClock, NewGameRow, NewMoveRow, PendingRequest, TurnClock};
pub use names::StoredName;
pub use privacy::{
    ExportedGame, TournamentEntry, VacationEntry, forgotten_id, forgotten_name, forgotten_number,
};
pub use puzzles::{NewPuzzle, PuzzleAttempt, PuzzleRow};
pub use schema::SchemaState;
pub use seed::{SeedGame, SeedMove, SeedRating};
// Submodules reach the domain types through `super::`.
use crate::model::*;
use crate::tournament::TournamentId;

/// Used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://abande-bot.db";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(#[source] sqlx::Error),
    /// The database did not answer (no connection within the acquire
    /// timeout, a connection lost, a statement timed out, the server
    /// shutting down, SQLite's lock busy): nothing was written.
    #[error("the database is unavailable: {0}")]
    Unavailable(#[source] sqlx::Error),
    /// The connection failed while `COMMIT` was under way: the change may
    /// or may not be stored.
    #[error("the database did not confirm the commit: {0}")]
    CommitUnknown(#[source] sqlx::Error),
    #[error("unsupported database \"{0}\": DATABASE_URL must start with sqlite:// or postgres://")]
    UnknownBackend(String),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// One migration failed; `outcome` says what became of the database.
    #[error("migration {version} ({description}) failed: {reason}; {outcome}")]
    MigrationFailed {
        version: i64,
        description: String,
        reason: String,
        outcome: String,
    },
    /// The copy of an SQLite file taken before migrating it could not be made.
    #[error("the database was not migrated: no copy of it could be taken first: {0}")]
    PreMigrationBackup(String),
    /// A version check or a unique key refused the write: someone else wrote first.
    #[error("someone else changed this at the same moment")]
    Conflict,
    #[error("unreadable stored data: {0}")]
    Corrupt(String),
    /// `migrate-db` without `--force` found rows in the target.
    #[error("the target database is not empty ({0} rows); pass --force to replace them")]
    NotEmpty(i64),
    /// `migrate-db` found the copy differing from the source.
    #[error("the copy differs from the source: {0}")]
    CopyMismatch(String),
    /// `migrate-db` read a row of `table` that is not the JSON both
    /// databases write.
    #[error("the copy's check read a row of {table} that is not JSON: {row}")]
    CopyRowNotJson {
        table: &'static str,
        row: String,
        #[source]
        source: serde_json::Error,
    },
    /// `migrate-db` found a copied game whose moves do not replay.
    #[error("game {game} does not replay in the copy: ply {ply}")]
    CopyUnplayable {
        game: i64,
        ply: usize,
        #[source]
        source: abande_rules::MoveError,
    },
    /// Rows could not be encoded as the JSON a batch insert reads.
    #[error("could not encode {what} as JSON")]
    Json {
        what: &'static str,
        #[source]
        source: serde_json::Error,
    },
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> StoreError {
        // A row read refused a value the store never writes (`rows.rs`).
        if let sqlx::Error::ColumnDecode { source, .. } = &error
            && let Some(StoreError::Corrupt(what)) = source.downcast_ref::<StoreError>()
        {
            return StoreError::Corrupt(what.clone());
        }
        storage_fault::note(&error);
        if availability::is_unavailable(&error) {
            return StoreError::Unavailable(error);
        }
        StoreError::Database(error)
    }
}

impl StoreError {
    /// Whether the database was away (rather than refusing or failing a
    /// write): what an outage looks like to the caller.
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            StoreError::Unavailable(_) | StoreError::CommitUnknown(_)
        )
    }

    /// Unique-key violations mean a concurrent writer got there first.
    fn from_write(error: sqlx::Error) -> StoreError {
        match &error {
            sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::Conflict,
            _ => StoreError::from(error),
        }
    }
}

/// Which database a URL names; everything backend-specific in the store
/// (connecting, locking, the migrations) asks this, the queries never do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend of `database_url`, by its scheme (`sqlite:`,
    /// `postgres:` or `postgresql:`).
    pub fn of_url(database_url: &str) -> Result<Backend, StoreError> {
        let scheme = database_url
            .split_once(':')
            .map(|(scheme, _)| scheme.to_ascii_lowercase());
        match scheme.as_deref() {
            Some("sqlite") => Ok(Backend::Sqlite),
            Some("postgres" | "postgresql") => Ok(Backend::Postgres),
            _ => Err(StoreError::UnknownBackend(
                database_url
                    .split(':')
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

/// The key of PostgreSQL's database-wide advisory lock: [`Lock::Database`]
/// holds it exclusively (one writer at a time, as SQLite's `BEGIN
/// IMMEDIATE` gives), every narrower write holds it shared, so a
/// database-wide write waits for the others and they for it.
const PG_WRITE_LOCK: i64 = 0x0aba_de17;

/// What a write transaction serialises on, besides the rows its statements
/// change (PostgreSQL's row locks and a conditional `UPDATE`'s re-check
/// already make a single statement atomic). Writes holding different locks
/// run at the same time on PostgreSQL; on SQLite every write waits for the
/// one before.
///
/// Deadlock-free by order: a transaction takes its locks rank by rank, in
/// the order of this enum (within a rank by key), never a lower rank after
/// a higher one. A game's ending therefore takes its tournament and its
/// players after the game, and nothing takes a game after a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lock {
    /// Every other write waits: for a change to many games or players at
    /// once that a narrower write could slip past (a vacation pausing all
    /// of a player's clocks, expiring challenges, a copy).
    Database,
    /// Accepting or closing one challenge: it is answered once.
    Challenge(ChallengeId),
    /// Any change to one game: one move at a time, read then written.
    Game(GameId),
    /// Sign-up, start and rounds of one tournament: its places and its
    /// next round are counted by one writer at a time.
    Tournament(TournamentId),
    /// A player's row and ratings: two games ending at once rate the player
    /// one after the other.
    Player(UserId),
}

/// For a single statement, whose own row locks are all it needs: on
/// PostgreSQL it takes no advisory lock at all, not even the database-wide
/// one shared, so it never waits behind a [`Lock::Database`] write (a
/// lease's renewal or an announcement's claim goes on during a sweep's
/// expiry of challenges).
pub const ROW_LOCKS_ONLY: &[Lock] = &[];

impl Lock {
    /// The lock's rank in the order locks are taken (see [`Lock`]).
    fn rank(self) -> u8 {
        match self {
            Lock::Database => 0,
            Lock::Challenge(_) => 1,
            Lock::Game(_) => 2,
            Lock::Tournament(_) => 3,
            Lock::Player(_) => 4,
        }
    }

    /// The two keys of PostgreSQL's two-integer advisory lock: the rank
    /// (so the kinds never share a key) and the id folded into 32 bits. Two
    /// ids folding alike only share a lock, which costs some waiting, never
    /// correctness or the order.
    fn pg_keys(self) -> (i32, i32) {
        let id: i64 = match self {
            Lock::Database => 0,
            Lock::Challenge(id) => id.0,
            Lock::Game(id) => id.0,
            Lock::Tournament(id) => id.0,
            Lock::Player(id) => id.0 as i64,
        };
        (i32::from(self.rank()), (id ^ (id >> 32)) as i32)
    }
}

/// SQLite creates the file when the URL asks for it (`mode=rwc`); an
/// explicit `mode` in the URL is kept.
fn sqlite_url_creating(database_url: &str) -> String {
    let query = database_url.split_once('?').map(|(_, q)| q);
    if query.is_some_and(|q| q.split('&').any(|p| p.starts_with("mode="))) {
        database_url.to_string()
    } else if query.is_some() {
        format!("{database_url}&mode=rwc")
    } else {
        format!("{database_url}?mode=rwc")
    }
}

/// The bot's database. Cloning shares the pool.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Where it is: PostgreSQL's tools are given it (`backup.rs`).
    url: DatabaseUrl,
    /// Servers' settings in memory (`settings.rs`).
    settings: settings::SettingsCache,
}

/// A database URL, never shown (it may carry a password).
#[derive(Clone)]
struct DatabaseUrl(std::sync::Arc<str>);

impl std::fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<database url>")
    }
}

/// The migrations of each backend, compiled in.
static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("migrations/postgres");

/// What a pre-migration copy's name adds to the database file's:
/// `abande-bot.db.pre-migration-29.bak` was taken at schema version 29.
pub const PRE_MIGRATION_INFIX: &str = ".pre-migration-";

/// The file an `sqlite:` URL names; `None` for another backend or an
/// in-memory database.
pub fn sqlite_file(database_url: &str) -> Option<std::path::PathBuf> {
    let rest = database_url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or(rest);
    if path.is_empty() || path == ":memory:" {
        return None;
    }
    Some(std::path::PathBuf::from(path))
}

/// The copy of `file` taken before migrating it from `version`.
pub fn pre_migration_backup_path(file: &std::path::Path, version: i64) -> std::path::PathBuf {
    let mut name = file.file_name().unwrap_or_default().to_os_string();
    name.push(format!("{PRE_MIGRATION_INFIX}{version}.bak"));
    file.with_file_name(name)
}

impl Store {
    /// Opens the database at `database_url` (an SQLite file is created if
    /// missing; a PostgreSQL database must exist) with the bot's timeouts
    /// ([`PoolSettings::BOT`]) and brings its schema up to date with that
    /// backend's migrations.
    pub async fn open(database_url: &str) -> Result<Store, StoreError> {
        Store::open_with(database_url, PoolSettings::BOT).await
    }

    /// [`Store::open`] with other timeouts (the command-line tools' bulk
    /// statements run without a statement timeout: [`PoolSettings::BATCH`]).
    ///
    /// An SQLite file that has a schema and migrations to apply is copied
    /// first, beside it ([`pre_migration_backup_path`]); the copy is kept
    /// until the next start that finds nothing to migrate. When a
    /// migration fails, the file is put back as it was from that copy and
    /// the error names the migration and why.
    // Not the URL: it may carry a password.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn open_with(
        database_url: &str,
        settings: PoolSettings,
    ) -> Result<Store, StoreError> {
        let migrations = match Backend::of_url(database_url)? {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        };
        Store::open_migrating(database_url, settings, migrations).await
    }

    /// Opens the database as it is, applying no migration: for a backup,
    /// which copies what is there whatever the schema (a newer binary
    /// must not upgrade the database of a bot still running).
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn open_unmigrated(
        database_url: &str,
        settings: PoolSettings,
    ) -> Result<Store, StoreError> {
        Store::connect(database_url, settings).await
    }

    /// [`Store::open_with`] applying `migrations` instead of the compiled
    /// ones: for tests, which give broken ones to see a failure handled.
    #[doc(hidden)]
    pub async fn open_with_migrations(
        database_url: &str,
        settings: PoolSettings,
        migrations: &Migrator,
    ) -> Result<Store, StoreError> {
        Store::open_migrating(database_url, settings, migrations).await
    }

    /// [`Store::open_with`] applying `migrations` (tests give broken ones).
    async fn open_migrating(
        database_url: &str,
        settings: PoolSettings,
        migrations: &Migrator,
    ) -> Result<Store, StoreError> {
        let store = Store::connect(database_url, settings).await?;
        match store.backend {
            Backend::Sqlite => store.migrate_sqlite(migrations).await?,
            Backend::Postgres => {
                // Migrations may rebuild large tables: on a connection of
                // their own, without the statement timeout, closed afterwards.
                let mut conn = store.pool.acquire().await?;
                conn.close_on_drop();
                conn.execute("SET statement_timeout = 0").await?;
                if let Err(error) = migrations.run(&mut *conn).await {
                    drop(conn);
                    store.close().await;
                    let outcome = "the migrations before it are applied, this one is not \
                                   (each runs in a transaction of its own)";
                    return Err(migration_failed(migrations, error, outcome));
                }
            }
        }
        Ok(store)
    }

    /// The pool on `database_url`, no migration applied.
    async fn connect(database_url: &str, settings: PoolSettings) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(database_url)?;
        let statement_ms = settings
            .statement_timeout
            .map_or(0, |t| t.as_millis() as u64);
        let (url, options) = match backend {
            Backend::Sqlite => (
                sqlite_url_creating(database_url),
                // sqlx's SQLite defaults already turn foreign keys on; WAL
                // lets readers run beside the writer. The busy timeout is
                // how long a statement waits for another writer's lock.
                AnyPoolOptions::new().after_connect(move |conn, _meta| {
                    Box::pin(async move {
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        conn.execute("PRAGMA synchronous = NORMAL").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                        let busy = availability::sqlite_busy_timeout(statement_ms);
                        conn.execute(busy.as_str()).await?;
                        Ok(())
                    })
                }),
            ),
            // A statement (an advisory lock's wait included) that runs past
            // the timeout is cancelled by the server.
            Backend::Postgres => (
                database_url.to_string(),
                AnyPoolOptions::new().after_connect(move |conn, _meta| {
                    Box::pin(async move {
                        let timeout = availability::pg_statement_timeout(statement_ms);
                        conn.execute(timeout.as_str()).await?;
                        Ok(())
                    })
                }),
            ),
        };
        let pool = options
            .max_connections(8)
            .acquire_timeout(settings.acquire_timeout)
            // When COMMIT fails (disk full, I/O error) SQLite rolls back by
            // itself, the ROLLBACK sqlx 0.8 then sends fails, and sqlx keeps
            // counting an open transaction: that connection would refuse every
            // later BEGIN. Such a connection is closed instead of reused. The
            // ping orders this check after a rollback still queued on it.
            .before_acquire(move |conn, _meta| {
                Box::pin(async move {
                    conn.ping().await?;
                    if conn.is_in_transaction() {
                        return Ok(false);
                    }
                    // Shortly after a storage fault, a connection opened
                    // meanwhile may have got its files read-only; only a
                    // write lock tells, so only then is it tried.
                    if backend == Backend::Sqlite && storage_fault::recent() {
                        return Ok(storage_fault::can_write(conn).await);
                    }
                    Ok(true)
                })
            })
            .connect(&url)
            .await?;
        let settings = settings::SettingsCache::new(backend, database_url);
        Ok(Store {
            pool,
            backend,
            url: DatabaseUrl(database_url.into()),
            settings,
        })
    }

    /// Brings an SQLite database's schema up to date with `migrations`,
    /// copying the file first when it has a schema and something is to be
    /// applied, and putting it back from that copy when a migration fails.
    async fn migrate_sqlite(&self, migrations: &Migrator) -> Result<(), StoreError> {
        let file = sqlite_file(&self.url.0);
        // Migrations may rebuild large tables: on a connection of their
        // own, without the statement timeout, closed afterwards.
        let mut conn = self.pool.acquire().await?;
        conn.close_on_drop();
        let applied = applied_migrations(&mut conn).await?;
        let pending = migrations
            .iter()
            .any(|m| !applied.contains(&m.version) && m.migration_type.is_up_migration());
        let copy = match (&file, applied.last()) {
            (Some(file), Some(&version)) if pending => {
                let copy = pre_migration_backup_path(file, version);
                take_pre_migration_backup(&mut conn, &copy).await?;
                tracing::info!(
                    copy = %copy.display(),
                    from_version = version,
                    "copied the database before migrating it"
                );
                Some(copy)
            }
            _ => None,
        };
        // A table built again (SQLite cannot change a CHECK in place)
        // is dropped with foreign keys off, or the drop would delete
        // the rows referring to it (moves cascade). Every reference
        // is checked once the migrations are done.
        conn.execute("PRAGMA foreign_keys = OFF").await?;
        if let Err(error) = migrations.run(&mut *conn).await {
            drop(conn);
            self.close().await;
            let outcome = match (&file, &copy) {
                (Some(file), Some(copy)) => match restore_sqlite_file(copy, file) {
                    Ok(()) => format!(
                        "the database was put back as it was before this start, from {}",
                        copy.display()
                    ),
                    Err(restore) => format!(
                        "putting the database back failed ({restore}): stop the bot and copy {} over {} by hand",
                        copy.display(),
                        file.display()
                    ),
                },
                _ => "the migrations before it are applied, this one is not".to_string(),
            };
            return Err(migration_failed(migrations, error, &outcome));
        }
        let broken: Vec<(String,)> =
            sqlx::query_as("SELECT \"table\" FROM pragma_foreign_key_check")
                .fetch_all(&mut *conn)
                .await?;
        if let Some((table,)) = broken.first() {
            // Not fatal: the rows are all there; a reference that
            // points nowhere is reported, not made worse.
            tracing::error!(
                rows = broken.len(),
                first_table = %table,
                "rows refer to rows that do not exist"
            );
        }
        drop(conn);
        // This start succeeded: the copies of earlier upgrades go.
        if let Some(file) = &file {
            remove_pre_migration_backups(file, copy.as_deref());
        }
        Ok(())
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Waits for running queries, then closes every connection.
    #[instrument(level = "debug", skip_all)]
    pub async fn close(&self) {
        self.settings.stop();
        self.pool.close().await;
    }

    /// Starts a write transaction holding the database's write lock from
    /// its first statement: [`Lock::Database`].
    pub async fn begin_write(&self) -> Result<WriteTx, StoreError> {
        self.begin_write_for(&[Lock::Database]).await
    }

    /// Starts a write transaction holding `locks` from its first statement
    /// (on SQLite: the one write lock); [`ROW_LOCKS_ONLY`] for a single
    /// statement.
    // Named as the one lock it replaced, so the metric's `op` stays `begin_write`.
    #[instrument(
        name = "begin_write",
        level = "debug",
        skip_all,
        fields(locks = ?locks),
        err(level = "debug")
    )]
    pub async fn begin_write_for(&self, locks: &[Lock]) -> Result<WriteTx, StoreError> {
        let mut tx = match self.backend {
            Backend::Sqlite => WriteTx {
                tx: self.pool.begin_with("BEGIN IMMEDIATE").await?,
                held: Held::Everything,
                backend: Backend::Sqlite,
            },
            Backend::Postgres => WriteTx {
                tx: self.pool.begin().await?,
                held: Held::Nothing,
                backend: Backend::Postgres,
            },
        };
        tx.lock(locks).await?;
        Ok(tx)
    }

    /// Starts a read-only transaction: its statements see one snapshot.
    async fn begin_read(&self) -> Result<Transaction<'static, Any>, StoreError> {
        Ok(match self.backend {
            Backend::Sqlite => self.pool.begin().await?,
            Backend::Postgres => {
                self.pool
                    .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .await?
            }
        })
    }
}

/// The migrations applied to an SQLite database, in order; none when it
/// has no schema yet.
async fn applied_migrations(conn: &mut sqlx::AnyConnection) -> Result<Vec<i64>, StoreError> {
    let tables: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
    )
    .fetch_one(&mut *conn)
    .await?;
    if tables == 0 {
        return Ok(Vec::new());
    }
    Ok(sqlx::query_scalar(
        "SELECT version FROM _sqlx_migrations WHERE success = TRUE ORDER BY version",
    )
    .fetch_all(&mut *conn)
    .await?)
}

/// Copies the SQLite database of `conn` to `copy` (`VACUUM INTO`, one
/// consistent read), replacing an older copy of the same version only
/// once the new one is whole.
async fn take_pre_migration_backup(
    conn: &mut sqlx::AnyConnection,
    copy: &std::path::Path,
) -> Result<(), StoreError> {
    let failed =
        |reason: String| StoreError::PreMigrationBackup(format!("{}: {reason}", copy.display()));
    let mut partial_name = copy.file_name().unwrap_or_default().to_os_string();
    partial_name.push(".partial");
    let partial = copy.with_file_name(partial_name);
    if let Err(e) = std::fs::remove_file(&partial)
        && e.kind() != std::io::ErrorKind::NotFound
    {
        return Err(failed(e.to_string()));
    }
    let into = partial
        .to_str()
        .ok_or_else(|| failed("the path is not UTF-8".to_string()))?;
    sqlx::query("VACUUM INTO $1")
        .bind(into)
        .execute(&mut *conn)
        .await
        .map_err(|e| failed(e.to_string()))?;
    std::fs::File::open(&partial)
        .and_then(|f| f.sync_all())
        .and_then(|()| std::fs::rename(&partial, copy))
        .and_then(|()| sync_folder_of(copy))
        .map_err(|e| failed(e.to_string()))
}

/// Puts the SQLite database `file` back as `copy` holds it; every
/// connection to it is closed. Its journals go first: a write-ahead log
/// left beside would be replayed onto the copy.
fn restore_sqlite_file(copy: &std::path::Path, file: &std::path::Path) -> std::io::Result<()> {
    let with = |suffix: &str| {
        let mut name = file.file_name().unwrap_or_default().to_os_string();
        name.push(suffix);
        file.with_file_name(name)
    };
    let restoring = with(".restoring");
    std::fs::copy(copy, &restoring)?;
    std::fs::File::open(&restoring)?.sync_all()?;
    for journal in ["-wal", "-shm", "-journal"] {
        if let Err(e) = std::fs::remove_file(with(journal))
            && e.kind() != std::io::ErrorKind::NotFound
        {
            return Err(e);
        }
    }
    std::fs::rename(&restoring, file)?;
    sync_folder_of(file)
}

/// Flushes the folder holding `path`, so a rename in it survives a crash.
fn sync_folder_of(path: &std::path::Path) -> std::io::Result<()> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => std::path::Path::new("."),
    };
    std::fs::File::open(folder)?.sync_all()
}

/// Removes the pre-migration copies beside `file`, but `keep`.
fn remove_pre_migration_backups(file: &std::path::Path, keep: Option<&std::path::Path>) {
    let Some(name) = file.file_name().and_then(|n| n.to_str()) else {
        return;
    };
    let prefix = format!("{name}{PRE_MIGRATION_INFIX}");
    let folder = match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => std::path::Path::new("."),
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let is_copy = entry
            .file_name()
            .to_str()
            .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".bak"));
        if !is_copy || keep.is_some_and(|keep| keep.file_name() == path.file_name()) {
            continue;
        }
        match std::fs::remove_file(&path) {
            Ok(()) => tracing::info!(
                copy = %path.display(),
                "removed the copy taken before an earlier migration: this start succeeded"
            ),
            Err(error) => tracing::warn!(
                copy = %path.display(),
                %error,
                "could not remove the copy taken before an earlier migration"
            ),
        }
    }
}

/// The error of a failed migration run: which migration, why, and
/// `outcome`, what became of the database.
fn migration_failed(migrations: &Migrator, error: MigrateError, outcome: &str) -> StoreError {
    match error {
        MigrateError::ExecuteMigration(reason, version) => StoreError::MigrationFailed {
            version,
            description: migrations
                .iter()
                .find(|m| m.version == version)
                .map(|m| m.description.to_string())
                .unwrap_or_default(),
            reason: reason.to_string(),
            outcome: outcome.to_string(),
        },
        other => StoreError::Migrate(other),
    }
}

/// A write transaction; dropping it without [`WriteTx::commit`] rolls everything back.
pub struct WriteTx {
    tx: Transaction<'static, Any>,
    held: Held,
    backend: Backend,
}

/// The advisory locks a [`WriteTx`] holds on PostgreSQL.
enum Held {
    /// Not even the database-wide lock shared: nothing taken yet.
    Nothing,
    /// The database-wide lock shared, and these (ranks rising).
    Some(Vec<Lock>),
    /// Nothing else can write: SQLite's write lock, or [`Lock::Database`].
    Everything,
}

impl WriteTx {
    /// Takes `locks` too, for what the transaction found it changes (a
    /// game's ending: its players). Each must rank above every lock already
    /// held (see [`Lock`]); locks already held are skipped.
    #[instrument(level = "debug", skip_all, fields(locks = ?locks), err(level = "debug"))]
    pub async fn lock(&mut self, locks: &[Lock]) -> Result<(), StoreError> {
        if locks.contains(&Lock::Database) {
            if !matches!(self.held, Held::Nothing | Held::Everything) {
                // Upgrading would wait for other shared holders, who may wait for us.
                debug_assert!(false, "Lock::Database must be the first lock taken");
            }
            if !matches!(self.held, Held::Everything) {
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(PG_WRITE_LOCK)
                    .execute(&mut *self.tx)
                    .await?;
                self.held = Held::Everything;
            }
            return Ok(());
        }
        match self.held {
            Held::Everything => return Ok(()),
            Held::Some(_) => {}
            // `ROW_LOCKS_ONLY`: nothing to take, not even the shared lock.
            Held::Nothing if locks.is_empty() => return Ok(()),
            Held::Nothing => {
                sqlx::query("SELECT pg_advisory_xact_lock_shared($1)")
                    .bind(PG_WRITE_LOCK)
                    .execute(&mut *self.tx)
                    .await?;
                self.held = Held::Some(Vec::new());
            }
        }
        let Held::Some(held) = &mut self.held else {
            unreachable!("the shared lock was taken above")
        };
        let mut wanted: Vec<Lock> = locks
            .iter()
            .copied()
            .filter(|lock| !held.iter().any(|h| h.pg_keys() == lock.pg_keys()))
            .collect();
        wanted.sort_by_key(|lock| lock.pg_keys());
        wanted.dedup_by_key(|lock| lock.pg_keys());
        let highest_held = held.iter().map(|h| h.rank()).max();
        debug_assert!(
            wanted
                .first()
                .is_none_or(|lock| highest_held.is_none_or(|rank| lock.rank() > rank)),
            "locks taken out of order: {wanted:?} after {held:?}"
        );
        for lock in wanted {
            let (rank, key) = lock.pg_keys();
            sqlx::query("SELECT pg_advisory_xact_lock($1, $2)")
                .bind(rank)
                .bind(key)
                .execute(&mut *self.tx)
                .await?;
            held.push(lock);
        }
        Ok(())
    }

    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn commit(self) -> Result<(), StoreError> {
        self.tx.commit().await.map_err(availability::commit_error)?;
        Ok(())
    }

    /// Runs a statement meant to change one row; false when it matched none.
    async fn change_one<'q>(
        &mut self,
        statement: sqlx::query::Query<'q, Any, AnyArguments<'q>>,
    ) -> Result<bool, StoreError> {
        Ok(statement.execute(&mut *self.tx).await?.rows_affected() == 1)
    }

    /// Runs a statement that must change one row; `Conflict` when it matched
    /// none (someone else changed or ended it first).
    async fn change_one_or_conflict<'q>(
        &mut self,
        statement: sqlx::query::Query<'q, Any, AnyArguments<'q>>,
    ) -> Result<(), StoreError> {
        if self.change_one(statement).await? {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }
}

impl Store {
    /// Runs one statement in a [`WriteTx`] of its own, holding only the
    /// rows it changes (a conditional `UPDATE` re-checks its condition on
    /// a row another writer just changed, so a claim is won once); returns
    /// how many rows it changed.
    async fn write_alone<'q>(
        &self,
        statement: sqlx::query::Query<'q, Any, AnyArguments<'q>>,
    ) -> Result<u64, StoreError> {
        let mut tx = self.begin_write_for(ROW_LOCKS_ONLY).await?;
        let changed = statement.execute(&mut *tx.tx).await?.rows_affected();
        tx.commit().await?;
        Ok(changed)
    }

    /// [`Store::write_alone`] of `statement`, binding `values` as `$1`,
    /// `$2`, ... in order.
    async fn write_one(&self, statement: &'static str, values: &[i64]) -> Result<u64, StoreError> {
        let query = values
            .iter()
            .fold(sqlx::query(statement), |query, value| query.bind(*value));
        self.write_alone(query).await
    }
}

/// A store on a new SQLite file, which lives as long as the folder returned.
#[cfg(test)]
async fn scratch_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("store.db").display());
    let store = Store::open(&url).await.unwrap();
    (dir, store)
}

/// A statement whose plan a test reads, before or after its parameters
/// are bound.
#[cfg(test)]
type PlanQuery<'q> = sqlx::query::QueryAs<'q, Any, (i64, i64, i64, String), AnyArguments<'q>>;

/// The steps of `query`'s plan on SQLite (`EXPLAIN QUERY PLAN`), its
/// parameters bound by `bind`: how the store's tests check that a query
/// searches by an index rather than reading a whole table.
#[cfg(test)]
async fn plan_steps(
    store: &Store,
    query: &str,
    bind: impl for<'q> FnOnce(PlanQuery<'q>) -> PlanQuery<'q>,
) -> Vec<String> {
    let explain = format!("EXPLAIN QUERY PLAN {query}");
    let rows = bind(sqlx::query_as(&explain))
        .fetch_all(&store.pool)
        .await
        .unwrap();
    rows.into_iter().map(|(_, _, _, step)| step).collect()
}

/// `query` with the numbers `1..=count` bound to its first `count`
/// parameters: plausible ids for a plan ([`plan_steps`]).
#[cfg(test)]
fn bind_numbers(query: PlanQuery<'_>, count: i64) -> PlanQuery<'_> {
    (1..=count).fold(query, |query, n| query.bind(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_backends_have_the_same_migrations() {
        let versions = |migrator: sqlx::migrate::Migrator| -> Vec<(i64, String)> {
            migrator
                .iter()
                .map(|m| (m.version, m.description.to_string()))
                .collect()
        };
        let sqlite = versions(sqlx::migrate!("migrations/sqlite"));
        let postgres = versions(sqlx::migrate!("migrations/postgres"));
        assert!(sqlite.len() >= 6, "{sqlite:?}");
        assert_eq!(sqlite, postgres);
    }

    /// Migration 0009 fills in whose turn it is in games stored before it:
    /// Black after an even number of plies, White after an odd one, nobody
    /// in a game that is over.
    #[tokio::test]
    async fn whose_turn_it_is_is_filled_in_for_stored_games() {
        sqlx::any::install_default_drivers();
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("old.db").display());
        let pool = sqlx::AnyPool::connect(&url).await.unwrap();
        let migrator = sqlx::migrate!("migrations/sqlite");
        for migration in migrator.iter().filter(|m| m.version < 9) {
            sqlx::raw_sql(&migration.sql).execute(&pool).await.unwrap();
        }
        sqlx::raw_sql(
            "INSERT INTO players (id, name, updated_at) VALUES (1, 'a', 0), (2, 'b', 0);
             INSERT INTO games (id, kind, black_id, white_id, status, ended_by, channel_id,
                 created_at, updated_at)
             VALUES (10, 'abalone', 1, 2, 'active', NULL, 5, 0, 0),
                    (11, 'abalone', 1, 2, 'active', NULL, 5, 0, 0),
                    (12, 'abalone', 2, 1, 'active', NULL, 5, 0, 0),
                    (13, 'abalone', 1, 2, 'finished', 'resignation', 5, 0, 0);
             INSERT INTO moves (game_id, ply, player_id, notation, played_at)
             VALUES (11, 1, 1, 'x', 0), (12, 1, 2, 'x', 0), (12, 2, 1, 'y', 0),
                    (13, 1, 1, 'x', 0);",
        )
        .execute(&pool)
        .await
        .unwrap();
        let to_move = migrator.iter().find(|m| m.version == 9).unwrap();
        sqlx::raw_sql(&to_move.sql).execute(&pool).await.unwrap();
        let turns: Vec<(i64, Option<i64>)> =
            sqlx::query_as("SELECT id, to_move_id FROM games ORDER BY id")
                .fetch_all(&pool)
                .await
                .unwrap();
        assert_eq!(
            turns,
            [(10, Some(1)), (11, Some(2)), (12, Some(2)), (13, None)]
        );
        pool.close().await;
    }

    /// Migration 0024 builds `games` again on SQLite: every game, move and
    /// reference survives (foreign keys are off while migrating, or the
    /// drop would cascade to the moves), and a game a moderator decided
    /// before it is marked as adjudicated.
    #[tokio::test]
    async fn rebuilding_games_keeps_their_moves_and_marks_adjudications() {
        sqlx::any::install_default_drivers();
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("old.db").display());
        let mut before = sqlx::migrate!("migrations/sqlite");
        before.migrations = before
            .migrations
            .iter()
            .filter(|m| m.version < 24)
            .cloned()
            .collect::<Vec<_>>()
            .into();
        let pool = sqlx::AnyPool::connect(&format!("{url}?mode=rwc"))
            .await
            .unwrap();
        before.run(&pool).await.unwrap();
        sqlx::raw_sql(
            "PRAGMA foreign_keys = ON;
             INSERT INTO players (id, name, updated_at) VALUES (1, 'a', 0), (2, 'b', 0);
             INSERT INTO games (id, kind, black_id, white_id, status, result, ended_by,
                 channel_id, created_at, updated_at)
             VALUES (10, 'abalone', 1, 2, 'active', NULL, NULL, 5, 0, 0),
                    (11, 'abalone', 1, 2, 'finished', 'white', 'resignation', 5, 0, 0),
                    (12, 'abalone', 2, 1, 'finished', 'black', 'resignation', 5, 0, 0);
             INSERT INTO moves (game_id, ply, player_id, notation, played_at)
             VALUES (10, 1, 1, 'x', 0), (11, 1, 1, 'x', 0), (12, 1, 2, 'x', 0),
                    (12, 2, 1, 'y', 0);
             INSERT INTO moderation_actions (guild_id, moderator_id, action, game_id, result, at)
             VALUES (7, 1, 'adjudicate_game', 12, 'black', 0);",
        )
        .execute(&pool)
        .await
        .unwrap();
        pool.close().await;

        let store = Store::open(&url).await.unwrap();
        let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
            .fetch_one(&store.pool)
            .await
            .unwrap();
        assert_eq!(moves, 4);
        let endings: Vec<(i64, Option<String>)> =
            sqlx::query_as("SELECT id, ended_by FROM games ORDER BY id")
                .fetch_all(&store.pool)
                .await
                .unwrap();
        assert_eq!(
            endings,
            [
                (10, None),
                (11, Some("resignation".into())),
                (12, Some("adjudication".into()))
            ]
        );
        let broken: Vec<(String,)> =
            sqlx::query_as("SELECT \"table\" FROM pragma_foreign_key_check")
                .fetch_all(&store.pool)
                .await
                .unwrap();
        assert!(broken.is_empty(), "{broken:?}");
        // Foreign keys are on again for the bot's connections.
        let refused = sqlx::raw_sql("DELETE FROM players WHERE id = 1")
            .execute(&store.pool)
            .await;
        assert!(refused.is_err());
    }

    /// The SQLite migrations before `version`, then `extra`.
    fn sqlite_migrations_before(version: i64, extra: &[sqlx::migrate::Migration]) -> Migrator {
        let mut migrations = sqlx::migrate!("migrations/sqlite");
        migrations.migrations = migrations
            .iter()
            .filter(|m| m.version < version)
            .chain(extra)
            .cloned()
            .collect::<Vec<_>>()
            .into();
        migrations
    }

    /// An SQLite file at the schema before the last migration, with two
    /// players; the URL and the version it is at.
    async fn file_one_migration_behind(dir: &std::path::Path) -> (String, i64) {
        let url = format!("sqlite://{}", dir.join("bot.db").display());
        let last = SQLITE_MIGRATIONS.iter().map(|m| m.version).max().unwrap();
        let old = sqlite_migrations_before(last, &[]);
        let store = Store::open_migrating(&url, PoolSettings::BOT, &old)
            .await
            .unwrap();
        sqlx::raw_sql("INSERT INTO players (id, name, updated_at) VALUES (1, 'a', 0), (2, 'b', 0)")
            .execute(&store.pool)
            .await
            .unwrap();
        store.close().await;
        let at = old.iter().map(|m| m.version).max().unwrap();
        (url, at)
    }

    /// The schema version and the players of the SQLite file at `path`,
    /// read without migrating it.
    async fn version_and_players(path: &std::path::Path) -> (i64, i64) {
        let pool = sqlx::AnyPool::connect(&format!("sqlite://{}?mode=ro", path.display()))
            .await
            .unwrap();
        let version: i64 = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
            .fetch_one(&pool)
            .await
            .unwrap();
        let players: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM players")
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        (version, players)
    }

    fn copies_in(dir: &std::path::Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|name| name.contains(PRE_MIGRATION_INFIX))
            .collect();
        names.sort();
        names
    }

    /// Upgrading an SQLite file copies it first; the copy is the database
    /// as it was, kept until the next start, which has nothing to migrate
    /// and removes it. A new file has nothing to copy.
    #[tokio::test]
    async fn an_sqlite_file_is_copied_before_it_is_migrated() {
        sqlx::any::install_default_drivers();
        let dir = tempfile::tempdir().unwrap();
        let (url, at) = file_one_migration_behind(dir.path()).await;
        assert_eq!(copies_in(dir.path()), Vec::<String>::new());

        let store = Store::open(&url).await.unwrap();
        store.close().await;
        let file = dir.path().join("bot.db");
        let copy = pre_migration_backup_path(&file, at);
        assert_eq!(
            copies_in(dir.path()),
            [copy.file_name().unwrap().to_str().unwrap()]
        );
        assert_eq!(version_and_players(&copy).await, (at, 2));
        let last = SQLITE_MIGRATIONS.iter().map(|m| m.version).max().unwrap();
        assert_eq!(version_and_players(&file).await, (last, 2));

        let store = Store::open(&url).await.unwrap();
        store.close().await;
        assert_eq!(copies_in(dir.path()), Vec::<String>::new());
    }

    /// A migration that fails leaves the file as it was before the start
    /// (the migrations applied before it in the same start included), and
    /// the error names it and why.
    #[tokio::test]
    async fn a_failed_migration_puts_the_file_back_and_names_the_migration() {
        sqlx::any::install_default_drivers();
        let dir = tempfile::tempdir().unwrap();
        let (url, at) = file_one_migration_behind(dir.path()).await;
        let broken = sqlx::migrate::Migration::new(
            9999,
            "broken on purpose".into(),
            sqlx::migrate::MigrationType::Simple,
            "CREATE TABLE players (id INTEGER PRIMARY KEY);".into(),
            false,
        );
        let migrations = sqlite_migrations_before(i64::MAX, &[broken]);
        let error = Store::open_migrating(&url, PoolSettings::BOT, &migrations)
            .await
            .unwrap_err();
        let StoreError::MigrationFailed {
            version,
            description,
            reason,
            outcome,
        } = &error
        else {
            panic!("{error:?}");
        };
        assert_eq!(
            (*version, description.as_str()),
            (9999, "broken on purpose")
        );
        assert!(reason.contains("already exists"), "{reason}");
        assert!(outcome.contains("put back as it was"), "{outcome}");
        assert!(
            error
                .to_string()
                .starts_with("migration 9999 (broken on purpose) failed")
        );
        let file = dir.path().join("bot.db");
        assert_eq!(version_and_players(&file).await, (at, 2));

        // With the right migrations it upgrades at the next start.
        let store = Store::open(&url).await.unwrap();
        store.close().await;
        let last = SQLITE_MIGRATIONS.iter().map(|m| m.version).max().unwrap();
        assert_eq!(version_and_players(&file).await, (last, 2));
    }

    #[test]
    fn the_url_scheme_picks_the_backend() {
        assert_eq!(
            Backend::of_url("sqlite://abande-bot.db").unwrap(),
            Backend::Sqlite
        );
        assert_eq!(
            Backend::of_url("postgres://u@h/db").unwrap(),
            Backend::Postgres
        );
        assert_eq!(
            Backend::of_url("postgresql://u@h/db").unwrap(),
            Backend::Postgres
        );
        assert!(matches!(
            Backend::of_url("mysql://h/db"),
            Err(StoreError::UnknownBackend(scheme)) if scheme == "mysql"
        ));
    }

    #[test]
    fn sqlite_urls_create_the_file_unless_told_otherwise() {
        assert_eq!(
            sqlite_url_creating("sqlite://a.db"),
            "sqlite://a.db?mode=rwc"
        );
        assert_eq!(
            sqlite_url_creating("sqlite://a.db?cache=shared"),
            "sqlite://a.db?cache=shared&mode=rwc"
        );
        assert_eq!(
            sqlite_url_creating("sqlite://a.db?mode=ro"),
            "sqlite://a.db?mode=ro"
        );
    }
}
