//! `abande-bot backup [PATH] [--database-url URL]` and `abande-bot
//! verify-backup PATH`: a consistent copy of the live database made while
//! the bot runs, with its manifest beside it, and that copy's check
//! against the manifest (`store/backup.rs`).

use std::path::{Path, PathBuf};

use super::CliError;
use super::flags::Flags;
use crate::store::{Backend, PoolSettings, Store, backup_file_name, manifest_path, sqlite_file};

pub fn backup(args: &[String]) -> Result<(), CliError> {
    let flags = Flags::parse(args, &["--database-url"], &[])?;
    if flags.rest.len() > 1 {
        return Err(CliError::usage("backup takes at most one PATH"));
    }
    // The bot's own configuration file, when there is one.
    let _ = dotenvy::dotenv();
    let url = flags
        .value("--database-url")
        .map(str::to_string)
        .unwrap_or_else(super::database_url_from_env);
    let backend = Backend::of_url(&url).map_err(|e| CliError::failure(format!("backup: {e}")))?;
    // Opening an SQLite URL creates the file: a mistyped one would be
    // backed up as an empty database.
    if let Some(file) = sqlite_file(&url)
        && !file.exists()
    {
        return Err(CliError::failure(format!(
            "backup: the database {} does not exist",
            file.display()
        )));
    }
    let now = unix_now();
    let name = backup_file_name(backend, now);
    let target = match flags.rest.first() {
        None => PathBuf::from(name),
        Some(path) if Path::new(path).is_dir() => Path::new(path).join(name),
        Some(path) => PathBuf::from(path),
    };
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    let made = runtime
        .block_on(async {
            // As it is: a newer binary must not upgrade the schema under a
            // bot still running.
            let store = Store::open_unmigrated(&url, PoolSettings::BATCH).await?;
            let made = store.back_up_to(&target, now).await;
            store.close().await;
            made
        })
        .map_err(|e| CliError::failure(format!("backup: {e}")))?;
    let counts = made.counts;
    println!(
        "backed up to {} ({} bytes, schema version {}, in {:.1} s): {} games, {} moves, {} players, {} tournaments",
        target.display(),
        made.bytes,
        made.schema_version,
        made.took_ms as f64 / 1000.0,
        counts.games,
        counts.moves,
        counts.players,
        counts.tournaments
    );
    println!("manifest: {}", manifest_path(&target).display());
    Ok(())
}

pub fn verify_backup(args: &[String]) -> Result<(), CliError> {
    let flags = Flags::parse(args, &[], &[])?;
    let [path] = flags.rest.as_slice() else {
        return Err(CliError::usage("verify-backup needs one PATH"));
    };
    let path = Path::new(path);
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    let manifest = runtime
        .block_on(crate::store::verify_backup(path))
        .map_err(|e| CliError::failure(format!("verify-backup: {}: {e}", path.display())))?;
    let counts = manifest.counts;
    println!(
        "{}: verified: whole and readable, schema version {}, {} games, {} moves, {} players and {} tournaments, as when it was made ({})",
        path.display(),
        manifest.schema_version,
        counts.games,
        counts.moves,
        counts.players,
        counts.tournaments,
        manifest.made_at_utc
    );
    Ok(())
}

/// Now, in unix seconds.
fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}
