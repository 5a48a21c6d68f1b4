//! `match GAME --black LEVEL --white LEVEL`: engine against engine.
//!
//! The games are `abande_engine::matchplay`'s: in pairs from one random
//! opening, colours swapped. Results are counted for the player named
//! with `--black` (who plays Black in the first game of every pair).
//!
//! With `--puzzles`, every finished game (not stopped by the ply cap) is
//! also searched for puzzles as the bot's background generator searches
//! it (`abande_engine::puzzle::find_puzzles`, no stored analysis, the
//! generator's limits unless `--puzzle-nodes` sets the node budget): the
//! yield per 100 finished games (issue 53).

use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

use super::CliError;
use super::flags::Flags;
use abande_engine::matchplay::{Budget, MatchSetup, Player, Tally, default_max_plies};
use abande_engine::puzzle::{find_puzzles, puzzle_limits};
use abande_rules::{Family, GameKind};

fn signed(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{x:+.0}")
    }
}

pub fn matchplay(args: &[String]) -> Result<(), CliError> {
    let flags = Flags::parse(
        args,
        &[
            "--black",
            "--white",
            "--games",
            "--time-ms",
            "--nodes-percent",
            "--seed",
            "--max-plies",
            "--opening",
            "--jobs",
            "--puzzle-nodes",
        ],
        &["--puzzles"],
    )?;
    let [game_id] = &flags.rest[..] else {
        return Err(CliError::usage("match needs exactly one GAME"));
    };
    let kind: GameKind = game_id
        .parse()
        .map_err(|e: abande_rules::UnknownGameKind| CliError::usage(e.to_string()))?;
    let player = |name: &str| -> Result<Player, CliError> {
        flags
            .value(name)
            .ok_or_else(|| CliError::usage(format!("match needs {name} LEVEL")))?
            .parse()
            .map_err(|e: abande_engine::matchplay::BadPlayer| CliError::usage(e.to_string()))
    };
    let (first, second) = (player("--black")?, player("--white")?);
    let games: u32 = flags.number("--games")?.unwrap_or(2);
    let seed: u64 = flags.number("--seed")?.unwrap_or(1);
    let max_plies: usize = flags
        .number("--max-plies")?
        .unwrap_or(default_max_plies(kind));
    let opening_plies: usize = flags.number("--opening")?.unwrap_or(4);
    let budget = Budget {
        time_ms: flags.number("--time-ms")?,
        node_percent: flags.number("--nodes-percent")?.unwrap_or(100),
    };
    if games == 0 {
        return Err(CliError::usage("--games must be at least 1"));
    }

    let jobs: usize = flags.number("--jobs")?.unwrap_or(1);
    if jobs == 0 {
        return Err(CliError::usage("--jobs must be at least 1"));
    }
    let puzzles = flags.has("--puzzles");
    let mut limits = puzzle_limits();
    if let Some(nodes) = flags.number("--puzzle-nodes")? {
        limits.nodes = nodes;
    }
    let setup = MatchSetup {
        kind,
        players: [first, second],
        budget,
        seed,
        max_plies,
        opening_plies,
    };

    let started = Instant::now();
    // The tally, and the games the cap stopped: all of them, and those
    // with a lead of two or more (a won game not finished).
    let progress = Mutex::new((Tally::default(), 0u32, 0u32));
    // Puzzles found, and the seconds their searches took.
    let found = Mutex::new((0usize, 0.0f64));
    let next_game = AtomicU32::new(0);
    // Every game depends only on its number, so the totals are the same
    // whatever the number of jobs; only the order of the lines differs.
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(games as usize) {
            scope.spawn(|| {
                loop {
                    let g = next_game.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let (first_color, end, game) = setup.play_kept(g);
                    let searched = (puzzles && !end.capped).then(|| {
                        let searching = Instant::now();
                        let (found, _) = find_puzzles(&game, None, limits, &|| false);
                        (found, searching.elapsed().as_secs_f64())
                    });
                    if let Some((list, secs)) = &searched {
                        let mut total = found.lock().unwrap_or_else(|e| e.into_inner());
                        total.0 += list.len();
                        total.1 += secs;
                    }
                    let mut guard = progress.lock().unwrap_or_else(|e| e.into_inner());
                    let (tally, capped, capped_ahead) = &mut *guard;
                    *capped += u32::from(end.capped);
                    *capped_ahead += u32::from(end.capped && end.lead() >= 2);
                    let result = tally.record(end.outcome, first_color);
                    eprintln!(
                        "game {}/{games}: {first} as {first_color}: {result} in {} plies, {}{} | {}-{}-{} after {:.0} s",
                        g + 1,
                        end.plies,
                        end.material_of(first_color),
                        if end.capped { " (ply cap)" } else { "" },
                        tally.wins,
                        tally.draws,
                        tally.losses,
                        started.elapsed().as_secs_f64()
                    );
                    if let Some((list, secs)) = &searched {
                        eprintln!("  {} puzzles, searched in {secs:.1} s", list.len());
                        for p in list {
                            eprintln!(
                                "  puzzle at ply {} ({} to move): {} (gain {}, margin {})",
                                p.ply,
                                p.solver,
                                p.line.join(" "),
                                p.gain,
                                p.margin
                            );
                        }
                    }
                }
            });
        }
    });
    let (tally, capped, capped_ahead) = progress.into_inner().unwrap_or_else(|e| e.into_inner());

    let (elo, low, high) = tally.elo();
    println!(
        "{kind}: {first} (--black) against {second} (--white), {games} games, colours swapped every game, \
         {opening_plies} random opening plies per pair"
    );
    println!(
        "result for {first}: {} wins, {} draws, {} losses (score {:.1}%)",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.score()
    );
    println!(
        "Elo difference ({first} minus {second}): {} (95%: {} to {})",
        signed(elo),
        signed(low),
        signed(high)
    );
    let scoring = match kind.family() {
        Family::Abalone => "marbles pushed off",
        Family::Abande => "live score",
    };
    println!(
        "games stopped at the ply cap ({max_plies}) and scored by {scoring}: {capped}, \
         {capped_ahead} of them with a lead of 2 or more"
    );
    if puzzles {
        let (count, secs) = found.into_inner().unwrap_or_else(|e| e.into_inner());
        let finished = games - capped;
        let per_100 = if finished == 0 {
            0.0
        } else {
            100.0 * count as f64 / f64::from(finished)
        };
        println!(
            "puzzles ({} nodes a search): {count} in {finished} finished games, \
             {per_100:.0} per 100 finished games; {secs:.0} s of puzzle search",
            limits.nodes
        );
    }
    println!("time: {:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}
