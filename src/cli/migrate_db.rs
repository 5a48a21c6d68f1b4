//! `abande-bot migrate-db --from URL --to URL [--force] [--batch-rows N]`:
//! copies the bot's database to another (SQLite to PostgreSQL, or any pair)
//! in batches, showing the rows copied of each table's total on stderr,
//! then checks the copy (see `store/copy.rs`). A copy that stopped half-way
//! is made again from empty with `--force`.

use std::io::Write;
use std::time::{Duration, Instant};

use super::CliError;
use crate::store::{COPY_BATCH_ROWS, CopyOptions, CopyProgress, CopyStep, PoolSettings, Store};

pub fn migrate_db(args: &[String]) -> Result<(), CliError> {
    let mut from = None;
    let mut to = None;
    let mut force = false;
    let mut batch_rows = COPY_BATCH_ROWS;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--from" => from = args.next().cloned(),
            "--to" => to = args.next().cloned(),
            "--force" => force = true,
            "--batch-rows" => {
                batch_rows = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|n| *n > 0)
                    .ok_or_else(|| {
                        CliError::usage("migrate-db: --batch-rows needs a positive number")
                    })?;
            }
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
            let options = CopyOptions { force, batch_rows };
            let mut shown = Shown::default();
            let report = source
                .copy_to_with(&target, options, |p| shown.show(p))
                .await;
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

/// Prints a copy's progress on stderr: each table's first and last count,
/// and at most one line a second in between.
#[derive(Default)]
struct Shown {
    last: Option<Instant>,
}

impl Shown {
    fn show(&mut self, p: CopyProgress) {
        let ends = p.done == 0 || p.done == p.total;
        if !ends
            && self
                .last
                .is_some_and(|at| at.elapsed() < Duration::from_secs(1))
        {
            return;
        }
        self.last = Some(Instant::now());
        let step = match p.step {
            CopyStep::Copying => "copying",
            CopyStep::Checking => "checking",
        };
        let share = if p.total > 0 {
            p.done * 100 / p.total
        } else {
            100
        };
        eprintln!(
            "{step} {:<20} {:>10} of {:>10} rows ({share:>3} %)",
            p.table, p.done, p.total
        );
        let _ = std::io::stderr().flush();
    }
}
