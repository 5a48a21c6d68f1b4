use std::process::ExitCode;

use abande_bot::cli::{self, CliError};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or(&[]);
    let result = match args.first().map(String::as_str) {
        Some("legal") => cli::legal(rest),
        Some("show") => cli::show(rest),
        Some("perft") => cli::perft(rest),
        Some("render") => cli::render(rest),
        Some("play") => cli::play(rest),
        Some("help" | "--help" | "-h") => {
            println!("{}", cli::USAGE);
            Ok(())
        }
        Some(other) => Err(CliError::usage(format!("unknown command \"{other}\""))),
        None => Err(CliError::usage("the bot itself is not wired up yet")),
    };
    cli::exit_with(result)
}
