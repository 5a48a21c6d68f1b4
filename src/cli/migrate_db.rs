//! `abande-bot migrate-db --from URL --to URL [--force]`: copies the bot's
//! database to another (SQLite to PostgreSQL, or any pair), then checks the
//! copy (see `store/copy.rs`).

use super::CliError;
use crate::store::{PoolSettings, Store};

pub fn migrate_db(args: &[String]) -> Result<(), CliError> {
    let mut from = None;
    let mut to = None;
    let mut force = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--from" => from = args.next().cloned(),
            "--to" => to = args.next().cloned(),
            "--force" => force = true,
            other => {
                return Err(CliError::usage(format!(
                    "migrate-db: unknown argument \"{other}\""
                )));
            }
        }
    }
    let (Some(from), Some(to)) = (from, to) else {
        return Err(CliError::usage("migrate-db needs --from URL and --to URL"));
    };
    if from == to {
        return Err(CliError::usage(
            "migrate-db: --from and --to are the same database",
        ));
    }
    // Opening an SQLite URL creates the file: a mistyped source would be
    // copied as an empty database.
    if let Some(path) = sqlite_path(&from)
        && !std::path::Path::new(path).exists()
    {
        return Err(CliError::failure(format!(
            "migrate-db: the source database {path} does not exist"
        )));
    }
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    let report = runtime
        .block_on(async {
            let source = Store::open_with(&from, PoolSettings::BATCH).await?;
            let target = Store::open_with(&to, PoolSettings::BATCH).await?;
            let report = source.copy_to(&target, force).await;
            source.close().await;
            target.close().await;
            report
        })
        .map_err(|e| CliError::failure(format!("migrate-db: {e}")))?;
    for (table, rows) in &report.rows {
        println!("{table:<16} {rows:>9} rows copied");
    }
    println!(
        "checked: the same rows in every table; {} games with the same moves, replaying to the same positions",
        report.games_checked
    );
    Ok(())
}

/// The file an `sqlite:` URL names.
fn sqlite_path(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    Some(rest.split('?').next().unwrap_or(rest))
}
