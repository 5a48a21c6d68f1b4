//! The engine command line: `legal`, `show`, `perft`, `render`, `play`,
//! and the playing engine's `ai` and `match`.
//!
//! Same binary as the bot; used by people trying the rules and by checks.

mod ai;
mod backup;
mod engine;
mod flags;
mod matchplay;
mod migrate_db;
mod play;
mod render;
mod seed_db;

pub use abande_rules::diagram;
pub use ai::ai;
pub use backup::{backup, verify_backup};
pub use engine::{describe, legal, perft, show, sorted_legal};
pub use matchplay::matchplay;
pub use migrate_db::migrate_db;
pub use play::play;
pub use render::render;
pub use seed_db::{GUILD_BASE, PLAYER_BASE, SeedOptions, SeedReport, seed, seed_db};

use std::process::ExitCode;

use abande_rules::record::Record;
use abande_rules::{Game, GameKind};

pub const USAGE: &str = "\
abande-bot: play Abande and Abalone on Discord

usage:
  abande-bot [run]                         start the Discord bot (reads .env; needs DISCORD_TOKEN)
  abande-bot legal GAME [MOVE ...]         legal moves after MOVEs, one per line, sorted
  abande-bot legal --record FILE           legal moves at the end of a game record (/export)
  abande-bot show GAME [MOVE ...] [--json] the position after MOVEs, as a diagram or JSON
  abande-bot show --record FILE [--json]   the position at the end of a game record (/export)
  abande-bot perft GAME DEPTH [MOVE ...]   number of legal move sequences of length DEPTH
  abande-bot render GAME [MOVE ...] --out FILE.png [--black NAME --white NAME]  picture of the position
  abande-bot play GAME                     hot-seat game in the terminal, a fresh picture after every move
  abande-bot ai GAME [MOVE ...] [--level N] [--time-ms T] [--nodes N] [--depth D] [--seed S] [--json]
                                           the move the engine (level 1-5, default 3) chooses after MOVEs
  abande-bot match GAME --black P --white P [--games N] [--time-ms T] [--nodes-percent PCT] [--seed S]
                   [--max-plies N] [--opening N] [--jobs J] [--puzzles [--puzzle-nodes N]]
                                           engine against engine; P is a level 1-5, random or greedy;
                                           colours swap every game, results are for the --black player;
                                           J games at once on J threads (same results, any J);
                                           --puzzles searches each finished game for puzzles as the
                                           bot's generator does: the puzzles per 100 finished games
  abande-bot migrate-db --from URL --to URL [--force]
                                           copies the bot's database (e.g. sqlite://abande-bot.db to
                                           postgres://...) and checks the copy; --force replaces a
                                           target that is not empty
  abande-bot backup [PATH] [--database-url URL]
                                           a consistent copy of the database while the bot runs
                                           (SQLite: a database file; PostgreSQL: a pg_dump archive),
                                           with PATH.manifest.json beside it; PATH defaults to
                                           abande-bot-<UTC time>.db (.dump) here, or in PATH if a
                                           folder; the URL defaults to DATABASE_URL
  abande-bot verify-backup PATH            checks a backup against its manifest (integrity, schema
                                           version, games, moves, players, tournaments); exit
                                           status 1 with the reason when they differ
  abande-bot doctor                        checks the set-up the bot's configuration describes, one line
                                           each with the fix when wrong: the token, the commands, the
                                           games channels' permissions, the database (migrated,
                                           writable, size, last backup), the web board and the Activity,
                                           the open-file limit; exit status 0 only when all is well
  abande-bot seed-db [--games N] [--players N] [--servers N] [--seed S] [--database-url URL]
                                           fills an empty database with N finished games (default
                                           200000 among 20000 players in 5 servers), to measure the
                                           bot at size; the URL defaults to DATABASE_URL
  abande-bot help                          this text

GAME is one of abande-hex, abande-square, abande-snub, abalone, abalone-belgian, abalone-german.
MOVE is in the game's notation: Abande d4 / e2-d3 / pass; Abalone a1b2 / c6c7d6.";

/// A failed command line: message for stderr and the exit code.
pub struct CliError {
    pub message: String,
    pub code: u8,
}

impl CliError {
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: format!("{}\n\n{USAGE}", message.into()),
            code: 2,
        }
    }

    pub fn failure(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 1,
        }
    }
}

/// `DATABASE_URL` from the environment (and `.env`), or the bot's default:
/// the database the bot itself would open.
pub fn database_url_from_env() -> String {
    std::env::var("DATABASE_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or_else(|| crate::store::DEFAULT_DATABASE_URL.to_string())
}

pub fn exit_with(result: Result<(), CliError>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", e.message);
            ExitCode::from(e.code)
        }
    }
}

/// Reads `GAME [MOVE ...]` or `--record FILE`, playing the moves from the start.
fn game_from_args(args: &[String]) -> Result<Game, CliError> {
    if let Some(at) = args.iter().position(|a| a == "--record") {
        let path = args
            .get(at + 1)
            .ok_or_else(|| CliError::usage("--record needs a FILE"))?;
        if args.len() != 2 {
            return Err(CliError::usage(
                "--record FILE takes the place of GAME and MOVEs",
            ));
        }
        return game_from_record(path);
    }
    let kind: GameKind = args
        .first()
        .ok_or_else(|| CliError::usage("missing GAME"))?
        .parse()
        .map_err(|e: abande_rules::UnknownGameKind| CliError::usage(e.to_string()))?;
    let moves = &args[1..];
    Game::replay(kind, moves)
        .map_err(|(n, e)| CliError::failure(format!("move {n} ({}) is illegal: {e}", moves[n - 1])))
}

/// Replays a record written by `/export`; an illegal move is named with its number.
fn game_from_record(path: &str) -> Result<Game, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::failure(format!("cannot read {path}: {e}")))?;
    let record: Record = text
        .parse()
        .map_err(|e| CliError::failure(format!("{path}: {e}")))?;
    record
        .replay()
        .map_err(|e| CliError::failure(e.to_string()))
}

#[cfg(test)]
mod tests {
    use abande_rules::GameKind;

    /// `USAGE` is a constant, so it lists the kinds by hand: a kind added
    /// in `rules/kind.rs` fails here until the list names it.
    #[test]
    fn the_usage_names_every_game_kind() {
        let ids = GameKind::ALL.map(GameKind::id).join(", ");
        assert!(
            super::USAGE.contains(&format!("GAME is one of {ids}.")),
            "{ids}"
        );
    }
}
