use serde_json::{Value, json};

use super::{CliError, diagram, game_from_args};
use abande_rules::{Family, Game};

/// Legal moves in canonical notation, sorted by byte order.
pub fn sorted_legal(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort_unstable();
    moves
}

pub fn legal(args: &[String]) -> Result<(), CliError> {
    let game = game_from_args(args)?;
    let mut out = String::new();
    for m in sorted_legal(&game) {
        out.push_str(&m);
        out.push('\n');
    }
    print!("{out}");
    Ok(())
}

pub fn perft(args: &[String]) -> Result<(), CliError> {
    let depth: u32 = args
        .get(1)
        .ok_or_else(|| CliError::usage("missing DEPTH"))?
        .parse()
        .map_err(|_| CliError::usage("DEPTH must be a non-negative number"))?;
    let mut game_args = vec![args[0].clone()];
    game_args.extend_from_slice(&args[2..]);
    let game = game_from_args(&game_args)?;
    println!("{}", game.perft(depth));
    Ok(())
}

pub fn show(args: &[String]) -> Result<(), CliError> {
    let as_json = args.iter().any(|a| a == "--json");
    let rest: Vec<String> = args.iter().filter(|a| *a != "--json").cloned().collect();
    let game = game_from_args(&rest)?;
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&position_json(&game)).expect("json")
        );
    } else {
        print!("{}", describe(&game));
    }
    Ok(())
}

/// The JSON form of `show --json`.
pub fn position_json(game: &Game) -> Value {
    let t = game.topology();
    let pair = |p: Option<abande_rules::PerColor<u32>>| {
        p.map(|p| json!({"black": p.black, "white": p.white}))
    };
    let widen = |p: abande_rules::PerColor<u8>| abande_rules::PerColor {
        black: p.black as u32,
        white: p.white as u32,
    };
    let points: Vec<Value> = t
        .points()
        .filter_map(|p| {
            let pieces = game.pieces_at(p);
            if pieces.is_empty() {
                return None;
            }
            let names: Vec<&str> = pieces.iter().map(|c| c.name()).collect();
            Some(match game.kind().family() {
                Family::Abande => json!({"point": t.label(p), "stack": names}),
                Family::Abalone => json!({"point": t.label(p), "color": names[0]}),
            })
        })
        .collect();
    json!({
        "game": game.kind().id(),
        "ply": game.ply(),
        "moves": game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "to_move": game.to_move().map(|c| c.name()),
        "over": game.is_over(),
        "result": game.outcome().map(|o| o.name()),
        "legal": sorted_legal(game),
        "score": pair(game.score()),
        "captured": pair(game.captured().map(widen)),
        "hand": pair(game.hand().map(widen)),
        "sleeping": t.labels_of(game.sleeping(), " ").split_whitespace().collect::<Vec<_>>(),
        "points": points,
    })
}

/// Diagram plus a status block.
pub fn describe(game: &Game) -> String {
    let mut out = format!(
        "{} after {} move{}\n\n",
        game.kind().title(),
        game.ply(),
        if game.ply() == 1 { "" } else { "s" }
    );
    out.push_str(&diagram(game));
    out.push('\n');
    if let Some(h) = game.hand() {
        out.push_str(&format!("in hand: Black {}, White {}\n", h.black, h.white));
    }
    if let Some(s) = game.score() {
        out.push_str(&format!(
            "score (sleeping stacks count 0): Black {}, White {}\n",
            s.black, s.white
        ));
    }
    if let Some(c) = game.captured() {
        out.push_str(&format!(
            "pushed off: by Black {}/6, by White {}/6\n",
            c.black, c.white
        ));
    }
    match (game.outcome(), game.to_move()) {
        (Some(o), _) => out.push_str(&format!(
            "game over: {}\n",
            match o.winner() {
                Some(c) => format!("{c} wins"),
                None => "draw".to_string(),
            }
        )),
        (None, Some(c)) => out.push_str(&format!(
            "{c} to move; {} legal moves\n",
            game.legal_moves().len()
        )),
        (None, None) => {}
    }
    out
}
