use std::process::ExitCode;

use abande_bot::app::config::LogSettings;
use abande_bot::app::{self, Config};
use abande_bot::cli::{self, CliError};

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
    let logs = LogSettings::from_env().map_err(CliError::failure)?;
    app::logging::init(&logs);
    for warning in config.warnings() {
        tracing::warn!("{warning}");
    }
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    runtime
        .block_on(app::run(config))
        .map_err(|e| CliError::failure(format!("the bot stopped: {e}")))
}

/// `abande-bot doctor`: the set-up the bot's configuration describes,
/// checked one line at a time (`app/doctor.rs`); exit status
/// 0 only when all is well.
fn run_doctor(args: &[String]) -> Result<(), CliError> {
    use app::doctor::{DoctorOptions, Finding, Verdict, examine};
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
