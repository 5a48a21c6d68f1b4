//! `ai GAME [MOVE ...]`: the move the engine chooses in a position.

use serde_json::json;

use super::flags::Flags;
use super::{CliError, game_from_args};
use abande_engine::{self as ai, Level};

pub fn ai(args: &[String]) -> Result<(), CliError> {
    let flags = Flags::parse(
        args,
        &["--level", "--time-ms", "--nodes", "--depth", "--seed"],
        &["--json"],
    )?;
    let level = match flags.value("--level") {
        Some(v) => v
            .parse()
            .map_err(|e: ai::BadLevel| CliError::usage(e.to_string()))?,
        None => Level::DEFAULT,
    };
    let limits = flags.limits(level)?;
    let seed = flags.number("--seed")?.unwrap_or(0);
    let game = game_from_args(&flags.rest)?;
    if let Some(outcome) = game.outcome() {
        let result = match outcome.winner() {
            Some(c) => format!("{c} has won"),
            None => "it is a draw".to_string(),
        };
        return Err(CliError::failure(format!(
            "the game is over ({result}): there is no move to choose"
        )));
    }
    let choice = ai::choose_move_with(&game, level, limits, seed)
        .ok_or_else(|| CliError::failure("there is no legal move"))?;
    if flags.has("--json") {
        let v = json!({
            "game": game.kind().id(),
            "ply": game.ply(),
            "to_move": game.to_move().map(|c| c.name()),
            "level": level.number(),
            "seed": seed,
            "move": choice.mv.to_string(),
            "eval": choice.eval,
            "depth": choice.depth,
            "nodes": choice.nodes,
            "time_ms": choice.elapsed.as_secs_f64() * 1000.0,
        });
        println!("{}", serde_json::to_string_pretty(&v).expect("json"));
    } else {
        println!("{}", choice.mv);
    }
    Ok(())
}
