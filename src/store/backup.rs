//! Backups of the live database, made while the bot plays on, and their
//! check (`abande-bot backup`, `abande-bot verify-backup`, the scheduled
//! backups of `service/backups.rs`).
//!
//! SQLite: `VACUUM INTO` a new file. It reads the database in one read
//! transaction, so the copy is the database at one instant, and under WAL
//! it neither waits for the writers nor holds them up. PostgreSQL:
//! `pg_dump --format=custom` on a snapshot exported by a transaction of
//! this store (`pg_export_snapshot`), the same transaction that counts the
//! rows, so the manifest's counts are those of the very snapshot dumped.
//! Either way the copy holds every write committed before the backup began.
//!
//! Beside every backup lies its manifest, `<backup>.manifest.json`
//! ([`BackupManifest`]): when it was made, the schema version, the size
//! and the number of games, moves, players and tournaments in it.
//! [`verify_backup`] reads the copy again, never writing to it (SQLite:
//! opened read-only and immutable, `PRAGMA integrity_check`; PostgreSQL:
//! `pg_restore --list` and every row of the counted tables read back out
//! of the archive), and compares with the manifest.
//!
//! A backup is written under a temporary name (`.partial`) and renamed
//! when complete, so a file with the backup's name is always whole.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Instant;

use sqlx::{AnyConnection, Connection};
use tokio::io::AsyncBufReadExt;
use tracing::instrument;

use super::{Backend, Store, StoreError};
pub use crate::model::{BackupCounts, BackupManifest};

/// The manifest's own format, written into it.
pub const MANIFEST_FORMAT: u32 = 1;

/// What the manifest's name adds to the backup's.
pub const MANIFEST_SUFFIX: &str = ".manifest.json";

/// The tables [`BackupCounts`] counts, as named in the database.
const COUNTED_TABLES: [&str; 4] = ["games", "moves", "players", "tournaments"];

const COUNT_GAMES: &str = "SELECT COUNT(*) FROM games";
const COUNT_MOVES: &str = "SELECT COUNT(*) FROM moves";
const COUNT_PLAYERS: &str = "SELECT COUNT(*) FROM players";
const COUNT_TOURNAMENTS: &str = "SELECT COUNT(*) FROM tournaments";
/// The last migration applied (sqlx's own table; both backends).
const SCHEMA_VERSION: &str =
    "SELECT COALESCE(MAX(version), 0) FROM _sqlx_migrations WHERE success = TRUE";

/// Why a backup could not be made or does not pass its check.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{0} already exists: a backup never replaces a file")]
    TargetExists(PathBuf),
    #[error("cannot {action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{0} is not a path SQLite can be given (not UTF-8)")]
    PathNotUtf8(PathBuf),
    #[error(
        "{0} is not installed: backups of a PostgreSQL database need PostgreSQL's client tools (on Debian or Ubuntu: apt-get install postgresql-client), of the server's version or newer"
    )]
    ToolMissing(&'static str),
    #[error("{tool} failed ({status}): {stderr}")]
    ToolFailed {
        tool: &'static str,
        status: String,
        stderr: String,
    },
    #[error("there is no manifest beside the backup ({0}), so there is nothing to compare it with")]
    NoManifest(PathBuf),
    #[error("the manifest {path} cannot be read: {reason}")]
    BadManifest { path: PathBuf, reason: String },
    #[error("the backup is damaged: {0}")]
    Damaged(String),
    #[error("the backup differs from its manifest: {}", .0.join("; "))]
    Mismatch(Vec<String>),
}

impl From<sqlx::Error> for BackupError {
    fn from(error: sqlx::Error) -> BackupError {
        BackupError::Store(StoreError::from(error))
    }
}

/// The error of an I/O `action` on `path`.
fn io_error(action: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> BackupError {
    let path = path.to_path_buf();
    move |source| BackupError::Io {
        action,
        path,
        source,
    }
}

/// The name of a backup of a `backend` database begun at `at`:
/// `abande-bot-20231114T221320Z.db` (an SQLite file) or `.dump` (a
/// `pg_dump` archive); names sort as the backups were made.
pub fn backup_file_name(backend: Backend, at: i64) -> String {
    let extension = match backend {
        Backend::Sqlite => "db",
        Backend::Postgres => "dump",
    };
    format!(
        "{BACKUP_NAME_PREFIX}{}.{extension}",
        crate::model::utc_stamp(at)
    )
}

/// How the name of every backup made by the bot begins.
pub const BACKUP_NAME_PREFIX: &str = "abande-bot-";

/// Where the manifest of the backup at `backup` lies.
pub fn manifest_path(backup: &Path) -> PathBuf {
    with_suffix(backup, MANIFEST_SUFFIX)
}

/// `path` with `suffix` added to its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// Reads the manifest beside `backup`.
pub fn read_manifest(backup: &Path) -> Result<BackupManifest, BackupError> {
    let path = manifest_path(backup);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(BackupError::NoManifest(path));
        }
        Err(e) => return Err(io_error("read", &path)(e)),
    };
    let manifest: BackupManifest =
        serde_json::from_str(&text).map_err(|e| BackupError::BadManifest {
            path: path.clone(),
            reason: e.to_string(),
        })?;
    if manifest.format != MANIFEST_FORMAT {
        return Err(BackupError::BadManifest {
            path,
            reason: format!(
                "format {} is not the format {MANIFEST_FORMAT} this version reads",
                manifest.format
            ),
        });
    }
    Ok(manifest)
}

/// Writes `manifest` beside `backup`, whole or not at all.
fn write_manifest(backup: &Path, manifest: &BackupManifest) -> Result<(), BackupError> {
    let path = manifest_path(backup);
    let partial = with_suffix(&path, ".partial");
    let text = serde_json::to_string_pretty(manifest).map_err(|e| StoreError::Json {
        what: "the backup's manifest",
        source: e,
    })?;
    std::fs::write(&partial, text + "\n").map_err(io_error("write", &partial))?;
    sync_file(&partial)?;
    std::fs::rename(&partial, &path).map_err(io_error("rename", &partial))
}

/// Flushes `path` to the disk.
fn sync_file(path: &Path) -> Result<(), BackupError> {
    std::fs::File::open(path)
        .and_then(|file| file.sync_all())
        .map_err(io_error("flush", path))
}

/// Flushes the folder holding `path`, so a rename in it survives a crash.
fn sync_folder_of(path: &Path) -> Result<(), BackupError> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    sync_file(folder)
}

/// Removes `path` if it is there.
fn remove_if_present(path: &Path) -> Result<(), BackupError> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(io_error("remove", path)(e)),
        _ => Ok(()),
    }
}

/// Counts [`BackupCounts`] and reads the schema version on `conn`.
async fn read_counts(conn: &mut AnyConnection) -> Result<(BackupCounts, i64), sqlx::Error> {
    let counts = BackupCounts {
        games: count(conn, COUNT_GAMES).await?,
        moves: count(conn, COUNT_MOVES).await?,
        players: count(conn, COUNT_PLAYERS).await?,
        tournaments: count(conn, COUNT_TOURNAMENTS).await?,
    };
    let schema_version = count(conn, SCHEMA_VERSION).await?;
    Ok((counts, schema_version))
}

/// The one number `statement` selects.
async fn count(conn: &mut AnyConnection, statement: &'static str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(statement).fetch_one(conn).await
}

impl Store {
    /// Copies the database to `target`, which must not exist, while the
    /// bot goes on playing, and writes the manifest beside it. `now` is
    /// when the backup begins (unix seconds).
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn back_up_to(&self, target: &Path, now: i64) -> Result<BackupManifest, BackupError> {
        if target.exists() {
            return Err(BackupError::TargetExists(target.to_path_buf()));
        }
        if manifest_path(target).exists() {
            return Err(BackupError::TargetExists(manifest_path(target)));
        }
        // Left by a backup that stopped half-way.
        let partial = with_suffix(target, ".partial");
        remove_if_present(&partial)?;
        let started = Instant::now();
        let copied = match self.backend {
            Backend::Sqlite => self.vacuum_into(&partial).await,
            Backend::Postgres => self.pg_dump_into(&partial).await,
        };
        let (counts, schema_version) = match copied {
            Ok(copied) => copied,
            Err(error) => {
                let _ = std::fs::remove_file(&partial);
                return Err(error);
            }
        };
        sync_file(&partial)?;
        let bytes = std::fs::metadata(&partial)
            .map_err(io_error("read", &partial))?
            .len();
        std::fs::rename(&partial, target).map_err(io_error("rename", &partial))?;
        let manifest = BackupManifest {
            format: MANIFEST_FORMAT,
            backend: self.backend.name().to_string(),
            schema_version,
            made_at: now,
            made_at_utc: crate::model::utc_text(now),
            took_ms: started.elapsed().as_millis() as u64,
            bytes,
            counts,
        };
        write_manifest(target, &manifest)?;
        sync_folder_of(target)?;
        Ok(manifest)
    }

    /// SQLite: the database at one instant into the new file `into`,
    /// then counted there.
    async fn vacuum_into(&self, into: &Path) -> Result<(BackupCounts, i64), BackupError> {
        let path = into
            .to_str()
            .ok_or_else(|| BackupError::PathNotUtf8(into.to_path_buf()))?;
        let mut conn = self.pool.acquire().await?;
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(&mut *conn)
            .await?;
        drop(conn);
        let mut copy = open_sqlite_copy(into).await?;
        let counted = read_counts(&mut copy).await?;
        copy.close().await?;
        Ok(counted)
    }

    /// PostgreSQL: `pg_dump` of a snapshot taken, and counted, here.
    async fn pg_dump_into(&self, into: &Path) -> Result<(BackupCounts, i64), BackupError> {
        let pg_dump = pg_tool("pg_dump").await?;
        let mut tx = self
            .pool
            .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .await?;
        // Counting a large table may take longer than a command may.
        sqlx::query("SET LOCAL statement_timeout = 0")
            .execute(&mut *tx)
            .await?;
        let snapshot: String = sqlx::query_scalar("SELECT pg_export_snapshot()")
            .fetch_one(&mut *tx)
            .await?;
        let counted = read_counts(&mut tx).await?;
        // The snapshot lives as long as this transaction: it stays open
        // until the dump is done.
        let (url, password) = url_without_password(&self.url.0);
        let mut command = tokio::process::Command::new(pg_dump);
        command
            .arg("--format=custom")
            .arg(format!("--snapshot={snapshot}"))
            .arg("--file")
            .arg(into)
            .arg("--dbname")
            .arg(url);
        // Not on the command line, where `ps` would show it.
        if let Some(password) = password {
            command.env("PGPASSWORD", password);
        }
        run_tool("pg_dump", command).await?;
        tx.rollback().await?;
        Ok(counted)
    }
}

/// Opens the SQLite database at `path` for reading only, and as immutable
/// (SQLite neither locks it nor looks for a journal): a backup is never
/// written to.
async fn open_sqlite_copy(path: &Path) -> Result<AnyConnection, sqlx::Error> {
    sqlx::any::install_default_drivers();
    AnyConnection::connect(&format!(
        "sqlite://{}?mode=ro&immutable=true",
        path.display()
    ))
    .await
}

/// Checks the backup at `path` against its manifest: the size, the
/// integrity of the copy, its schema version and its counts. Returns the
/// manifest when they agree.
pub async fn verify_backup(path: &Path) -> Result<BackupManifest, BackupError> {
    let manifest = read_manifest(path)?;
    let bytes = std::fs::metadata(path)
        .map_err(io_error("read", path))?
        .len();
    if bytes != manifest.bytes {
        return Err(BackupError::Damaged(format!(
            "it is {bytes} bytes long, and was {} bytes when it was made",
            manifest.bytes
        )));
    }
    let (counts, schema_version) = match manifest.backend.as_str() {
        "sqlite" => check_sqlite_copy(path).await?,
        "postgres" => check_pg_archive(path).await?,
        other => {
            return Err(BackupError::BadManifest {
                path: manifest_path(path),
                reason: format!("unknown backend \"{other}\""),
            });
        }
    };
    let mut differences = Vec::new();
    if schema_version != manifest.schema_version {
        differences.push(format!(
            "schema version {schema_version}, the manifest says {}",
            manifest.schema_version
        ));
    }
    let found = [
        counts.games,
        counts.moves,
        counts.players,
        counts.tournaments,
    ];
    let recorded = [
        manifest.counts.games,
        manifest.counts.moves,
        manifest.counts.players,
        manifest.counts.tournaments,
    ];
    for ((table, found), recorded) in COUNTED_TABLES.iter().zip(found).zip(recorded) {
        if found != recorded {
            differences.push(format!("{found} {table}, the manifest says {recorded}"));
        }
    }
    if differences.is_empty() {
        Ok(manifest)
    } else {
        Err(BackupError::Mismatch(differences))
    }
}

/// An SQLite copy's integrity check, counts and schema version.
async fn check_sqlite_copy(path: &Path) -> Result<(BackupCounts, i64), BackupError> {
    let damaged = |e: sqlx::Error| BackupError::Damaged(format!("SQLite cannot read it: {e}"));
    let mut copy = open_sqlite_copy(path).await.map_err(damaged)?;
    let problems: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut copy)
        .await
        .map_err(damaged)?;
    if problems != ["ok"] {
        let shown: Vec<&str> = problems.iter().take(5).map(String::as_str).collect();
        return Err(BackupError::Damaged(format!(
            "SQLite's integrity check found {} problems: {}",
            problems.len(),
            shown.join("; ")
        )));
    }
    let counted = read_counts(&mut copy).await.map_err(damaged)?;
    let _ = copy.close().await;
    Ok(counted)
}

/// A `pg_dump` archive's table of contents, and the rows of the counted
/// tables read back out of it (`pg_restore` decompresses every one).
async fn check_pg_archive(path: &Path) -> Result<(BackupCounts, i64), BackupError> {
    let pg_restore = pg_tool("pg_restore").await?;
    let mut list = tokio::process::Command::new(&pg_restore);
    list.arg("--list").arg(path);
    let contents = run_tool("pg_restore", list).await.map_err(|e| match e {
        BackupError::ToolFailed { stderr, .. } => {
            BackupError::Damaged(format!("pg_restore cannot read it: {stderr}"))
        }
        other => other,
    })?;
    for table in COUNTED_TABLES.iter().chain(&["_sqlx_migrations"]) {
        // "3456; 0 16390 TABLE DATA public games owner"
        let listed = contents.lines().any(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            words
                .windows(4)
                .any(|w| w[0] == "TABLE" && w[1] == "DATA" && w[3] == *table)
        });
        if !listed {
            return Err(BackupError::Damaged(format!(
                "the archive holds no data of the table {table}"
            )));
        }
    }
    let mut rows = [0i64; 4];
    for (table, rows) in COUNTED_TABLES.iter().zip(rows.iter_mut()) {
        *rows = archived_rows(&pg_restore, path, table, |_| {}).await?;
    }
    // _sqlx_migrations: version, description, installed_on, success, ...
    let mut schema_version = 0;
    archived_rows(&pg_restore, path, "_sqlx_migrations", |row| {
        let fields: Vec<&str> = row.split('\t').collect();
        if fields.get(3) == Some(&"t")
            && let Some(version) = fields.first().and_then(|v| v.parse::<i64>().ok())
        {
            schema_version = schema_version.max(version);
        }
    })
    .await?;
    let [games, moves, players, tournaments] = rows;
    Ok((
        BackupCounts {
            games,
            moves,
            players,
            tournaments,
        },
        schema_version,
    ))
}

/// The rows of `table` in the archive at `path`, each given to `each`:
/// `pg_restore` writes them as one `COPY` block, a row a line (a newline
/// inside a value is written `\n`), ended by `\.`.
async fn archived_rows(
    pg_restore: &Path,
    path: &Path,
    table: &str,
    mut each: impl FnMut(&str),
) -> Result<i64, BackupError> {
    let mut command = tokio::process::Command::new(pg_restore);
    command
        .arg("--data-only")
        .arg(format!("--table={table}"))
        .arg("--file=-")
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    let mut child = command.spawn().map_err(io_error("run", pg_restore))?;
    let stdout = child.stdout.take().expect("stdout is piped");
    let stderr = child.stderr.take().expect("stderr is piped");
    let errors = tokio::spawn(async move {
        let mut text = String::new();
        let mut lines = tokio::io::BufReader::new(stderr).lines();
        while let Ok(Some(line)) = lines.next_line().await {
            text.push_str(&line);
            text.push('\n');
        }
        text
    });
    let mut lines = tokio::io::BufReader::new(stdout).lines();
    let (mut in_copy, mut rows, mut blocks) = (false, 0i64, 0);
    while let Some(line) = lines
        .next_line()
        .await
        .map_err(io_error("read the output of pg_restore for", path))?
    {
        if in_copy {
            if line == "\\." {
                in_copy = false;
            } else {
                rows += 1;
                each(&line);
            }
        } else if line.starts_with("COPY ") {
            in_copy = true;
            blocks += 1;
        }
    }
    let status = child.wait().await.map_err(io_error("run", pg_restore))?;
    let stderr = errors.await.unwrap_or_default();
    if !status.success() || in_copy || blocks != 1 {
        return Err(BackupError::Damaged(format!(
            "the rows of {table} cannot be read back: {}",
            last_lines(&stderr)
        )));
    }
    Ok(rows)
}

/// `tool` of PostgreSQL's client tools: on the `PATH`, else the newest
/// under `/usr/lib/postgresql/*/bin` (Debian's layout, where a server's
/// packages put them).
async fn pg_tool(tool: &'static str) -> Result<PathBuf, BackupError> {
    let answers = |program: &Path| {
        let mut command = tokio::process::Command::new(program);
        command
            .arg("--version")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        async move { command.status().await.is_ok_and(|s| s.success()) }
    };
    let on_path = PathBuf::from(tool);
    if answers(&on_path).await {
        return Ok(on_path);
    }
    let mut installed: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            Some((version, entry.path().join("bin").join(tool)))
        })
        .filter(|(_, path)| path.is_file())
        .collect();
    installed.sort();
    for (_, path) in installed.into_iter().rev() {
        if answers(&path).await {
            return Ok(path);
        }
    }
    Err(BackupError::ToolMissing(tool))
}

/// Runs `command` to its end; its standard output, or the error with the
/// end of what it wrote on stderr.
async fn run_tool(
    tool: &'static str,
    mut command: tokio::process::Command,
) -> Result<String, BackupError> {
    command.stdin(Stdio::null()).kill_on_drop(true);
    let output = command.output().await.map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            BackupError::ToolMissing(tool)
        } else {
            io_error("run", Path::new(tool))(e)
        }
    })?;
    if !output.status.success() {
        return Err(BackupError::ToolFailed {
            tool,
            status: output.status.to_string(),
            stderr: last_lines(&String::from_utf8_lossy(&output.stderr)),
        });
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The last few lines of a tool's error output, on one line.
fn last_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let start = lines.len().saturating_sub(5);
    lines[start..].join(" / ")
}

/// A PostgreSQL URL without its password, and the password (decoded),
/// for PostgreSQL's tools, which read it from `PGPASSWORD`.
fn url_without_password(url: &str) -> (String, Option<String>) {
    let Some((scheme, rest)) = url.split_once("://") else {
        return (url.to_string(), None);
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let Some((user_info, host)) = authority.rsplit_once('@') else {
        return (url.to_string(), None);
    };
    let Some((user, password)) = user_info.split_once(':') else {
        return (url.to_string(), None);
    };
    (
        format!("{scheme}://{user}@{host}{tail}"),
        Some(percent_decoded(password)),
    )
}

/// `%XX` escapes decoded (a URL's password may carry them).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| text.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_leaves_the_url_for_the_environment() {
        assert_eq!(
            url_without_password("postgres://bot:s%40cret@db.example:5432/abande?sslmode=require"),
            (
                "postgres://bot@db.example:5432/abande?sslmode=require".to_string(),
                Some("s@cret".to_string())
            )
        );
        assert_eq!(
            url_without_password("postgres://bot@localhost/abande"),
            ("postgres://bot@localhost/abande".to_string(), None)
        );
        assert_eq!(
            url_without_password("postgresql://localhost/abande"),
            ("postgresql://localhost/abande".to_string(), None)
        );
    }

    #[test]
    fn the_manifest_lies_beside_the_backup() {
        assert_eq!(
            manifest_path(Path::new("/var/backups/abande-bot-1.db")),
            Path::new("/var/backups/abande-bot-1.db.manifest.json")
        );
    }

    /// A backup of a store, checked, then refused a second time to the
    /// same path; the manifest counts what was there.
    #[tokio::test]
    async fn a_backup_passes_its_check_and_never_replaces_a_file() {
        let (dir, store) = super::super::scratch_store().await;
        sqlx::raw_sql(
            "INSERT INTO players (id, name, updated_at) VALUES (1, 'a', 0), (2, 'b', 0);",
        )
        .execute(&store.pool)
        .await
        .unwrap();
        let target = dir.path().join("copy.db");
        let made = store.back_up_to(&target, 1_700_000_000).await.unwrap();
        assert_eq!(made.counts.players, 2);
        assert!(made.schema_version > 0);
        assert_eq!(verify_backup(&target).await.unwrap(), made);
        assert!(matches!(
            store.back_up_to(&target, 1_700_000_001).await,
            Err(BackupError::TargetExists(_))
        ));
        assert!(!with_suffix(&target, ".partial").exists());
        store.close().await;
    }
}
