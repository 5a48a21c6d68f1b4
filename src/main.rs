use std::process::ExitCode;

use abande_bot::cli::{self, CliError};
use abande_bot::discord::{self, Config};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or(&[]);
    let result = match args.first().map(String::as_str) {
        None | Some("run") => run_bot(),
        Some("legal") => cli::legal(rest),
        Some("show") => cli::show(rest),
        Some("perft") => cli::perft(rest),
        Some("render") => cli::render(rest),
        Some("play") => cli::play(rest),
        Some("ai") => cli::ai(rest),
        Some("match") => cli::matchplay(rest),
        Some("migrate-db") => cli::migrate_db(rest),
        Some("seed-db") => cli::seed_db(rest),
        Some("backup") => cli::backup(rest),
        Some("verify-backup") => cli::verify_backup(rest),
        Some("doctor") => run_doctor(rest),
        Some("help" | "--help" | "-h") => {
            println!("{}", cli::USAGE);
            Ok(())
        }
        Some(other) => Err(CliError::usage(format!("unknown command \"{other}\""))),
    };
    cli::exit_with(result)
}

fn run_bot() -> Result<(), CliError> {
    // A missing .env is fine: the environment may carry everything.
    let _ = dotenvy::dotenv();
    let config = Config::from_env().map_err(|e| CliError::failure(e.to_string()))?;
    init_logs(LogFormat::from_env()?)?;
    for warning in config.warnings() {
        tracing::warn!("{warning}");
    }
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    runtime
        .block_on(discord::run(config))
        .map_err(|e| CliError::failure(format!("the bot stopped: {e}")))
}

/// `abande-bot doctor`: the set-up the bot's configuration describes,
/// checked one line at a time (`discord/runtime/doctor.rs`); exit status
/// 0 only when all is well.
fn run_doctor(args: &[String]) -> Result<(), CliError> {
    use discord::doctor::{DoctorOptions, Finding, Verdict, examine};
    if !args.is_empty() {
        return Err(CliError::usage(
            "doctor takes no arguments: it reads the bot's configuration",
        ));
    }
    // The bot's own configuration file, when there is one.
    let _ = dotenvy::dotenv();
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            let line = Finding {
                check: "configuration".into(),
                verdict: Verdict::Fail,
                says: error.to_string(),
                fix: Some(
                    "correct it in .env or the environment (the README's \"Configuration\")".into(),
                ),
            };
            println!("{line}");
            return Err(CliError::failure("doctor: the configuration does not load"));
        }
    };
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    let report = runtime.block_on(examine(&config, &DoctorOptions::default()));
    println!("{report}");
    match report.problems() {
        0 => Ok(()),
        n => Err(CliError::failure(format!(
            "doctor: {n} wrong; docs/operations.md, \"What doctor says\", has more on each"
        ))),
    }
}

/// `LOG_FORMAT`: `text` (the default) or `json` (one JSON object a line).
#[derive(Clone, Copy, PartialEq, Eq)]
enum LogFormat {
    Text,
    Json,
}

impl LogFormat {
    fn from_env() -> Result<LogFormat, CliError> {
        let value = std::env::var("LOG_FORMAT").unwrap_or_default();
        match value.trim().to_ascii_lowercase().as_str() {
            "" | "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            other => Err(CliError::failure(format!(
                "LOG_FORMAT must be text or json, got \"{other}\""
            ))),
        }
    }
}

/// The log as `RUST_LOG` filters it (default `info`), in `format`; beside
/// it, the store's spans timed into the metrics whatever the log shows.
fn init_logs(format: LogFormat) -> Result<(), CliError> {
    use tracing_subscriber::prelude::*;
    // Unset or empty: `info`. Set but unreadable: the bot does not start,
    // rather than log at a level nobody asked for.
    let directives = std::env::var("RUST_LOG")
        .ok()
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| "info".to_string());
    tracing_subscriber::EnvFilter::try_new(&directives).map_err(|e| {
        CliError::failure(format!(
            "RUST_LOG must be a log filter such as info or abande_bot=debug,info, got \"{directives}\": {e}"
        ))
    })?;
    let filter = || tracing_subscriber::EnvFilter::new(&directives);
    // When the log's own disk is full, a failed write is otherwise
    // reported with eprintln!, which panics the command being logged.
    let (text, json) = match format {
        LogFormat::Text => (
            Some(
                tracing_subscriber::fmt::layer()
                    .log_internal_errors(false)
                    .with_filter(filter()),
            ),
            None,
        ),
        LogFormat::Json => (
            None,
            Some(
                tracing_subscriber::fmt::layer()
                    .json()
                    .flatten_event(true)
                    .log_internal_errors(false)
                    .with_filter(filter()),
            ),
        ),
    };
    tracing_subscriber::registry()
        .with(text)
        .with(json)
        .with(abande_bot::telemetry::db_layer::layer())
        .init();
    Ok(())
}
