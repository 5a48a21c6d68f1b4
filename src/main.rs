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
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        // When the log's own disk is full, a failed write is otherwise
        // reported with eprintln!, which panics the command being logged.
        .log_internal_errors(false)
        .init();
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    runtime
        .block_on(discord::run(config))
        .map_err(|e| CliError::failure(format!("the bot stopped: {e}")))
}
