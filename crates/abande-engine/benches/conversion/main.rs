//! Conversion benchmark (issue 39): does the engine finish the Abalone
//! games it has won? Every position of `benches/conversion_positions.txt`
//! (the side to move leads by two marbles or more) is played with level 5
//! as the leader against a defender (level 5 itself; the turtle, which
//! only keeps its marbles together and away from the rim; or level 5 with
//! four times the budget: issue 53), at most 150 plies from the position,
//! and the run reports how many the leader won on marbles (finished, or
//! ahead at the cap), finished (six marbles off), lost, or left running at
//! the cap, with the lead then, and the median plies to finish. `games`
//! plays whole games from two random opening plies instead.
//!
//! ```text
//! cargo bench -p abande-engine --bench conversion -- [OPTIONS]
//!   --nodes-percent P  each move searches P% of the level's nodes (default 100)
//!   --time-ms MS       the time a move may take (default: the level's cap,
//!                      4.8 s); given without --nodes-percent, the node
//!                      budget is lifted, so every move takes MS
//!   --jobs N           positions played at once (default 2)
//!   --positions LIST   1-based positions of the file, e.g. 1-10,15 (default all)
//!   --max-plies N      plies played from each position (default 150)
//!   --level L          the leader's level (default 5)
//!   --defender D       self (the leader's level and budget, the default),
//!                      turtle (the leader's budget) or slow (the leader's
//!                      level, four times its nodes and time)
//!   --seed S           the engines' seed (default 1)
//!   --file PATH        another positions file
//! cargo bench -p abande-engine --bench conversion -- games [--per N]
//!       [--defender D] [--nodes-percent P] [--time-ms MS] [--max-plies N]
//!       [--seed S] [--jobs N] [--level L]
//!   whole games (issue 53): for each start and colour of the engine, N games
//!   (default 10) from two random plies (one each; game i of a start has
//!   the same opening for both colours, drawn from the seed), the engine
//!   against the defender (default turtle), to the end or --max-plies
//!   plies from the start (default 200)
//! cargo bench -p abande-engine --bench conversion -- generate [--per-colour N] [--seeds N] [--jobs N]
//!   prints a positions file (the one kept was made with the defaults)
//! cargo bench -p abande-engine --bench conversion -- match GAME --black P --white P
//!       [--games N] [--nodes-percent P] [--seed S] [--jobs N]
//!   the games `abande-bot match` plays with the same options (players: a
//!   level, random or greedy; 4 random opening plies a pair, colours
//!   swapped every game, 300-ply cap, 400 for Abande), without building
//!   the bot: a check of strength after an engine change; each game also
//!   tells how many plies it went on after the count (marbles or live
//!   score) last changed, and its passes. With --puzzle-nodes N, every
//!   finished game (not stopped by the cap) is also searched for puzzles
//!   as the bot's background generator searches it (`find_puzzles`, no
//!   stored analysis, N nodes a search; the generator's default is
//!   `puzzle_limits`, 30,000): the puzzles per 100 finished games (issue 53)
//! ```
//!
//! With a node budget only, a run is deterministic: the same seed plays the
//! same games. A time per move depends on the machine and its load.
//!
//! With `CONVERSION_TRACE` set in the environment, each game also prints
//! on standard error its moves, its board every 50 plies and how many of
//! its last 100 positions were new (what a stalled leader does).

mod positions;

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use abande_engine::{Level, SearchLimits};
use abande_rules::Color;
use positions::{Defender, End, KINDS, Played, Side, Start, Summary};

fn main() -> ExitCode {
    // `cargo bench` adds `--bench`; filters of other benches are not ours.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let result = match args.first().map(String::as_str) {
        Some("generate") => generate(&args[1..]),
        Some("match") => strength(&args[1..]),
        Some("games") => whole_games(&args[1..]),
        _ => run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("conversion: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `--name value` pairs.
fn options(args: &[String], known: &[&str]) -> Result<Vec<(String, String)>, String> {
    let mut pairs = Vec::new();
    let mut it = args.iter();
    while let Some(name) = it.next() {
        let name = name.trim_start_matches("--");
        if !known.contains(&name) {
            return Err(format!(
                "unknown option --{name} (known: {})",
                known.join(", ")
            ));
        }
        let value = it.next().ok_or(format!("--{name} needs a value"))?;
        pairs.push((name.to_owned(), value.clone()));
    }
    Ok(pairs)
}

fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("--{name}: not a number: {value:?}"))
}

/// `1-10,15` into 0-based indexes.
fn subset(list: &str, len: usize) -> Result<Vec<usize>, String> {
    let mut picked = Vec::new();
    for part in list.split(',') {
        let (a, b) = part.split_once('-').unwrap_or((part, part));
        let (a, b): (usize, usize) = (number("positions", a)?, number("positions", b)?);
        if a == 0 || b < a || b > len {
            return Err(format!("--positions: {part} is not within 1-{len}"));
        }
        picked.extend(a - 1..b);
    }
    Ok(picked)
}

/// Runs `work` on every index with `jobs` threads; results in index order.
fn parallel<T: Send>(
    count: usize,
    jobs: usize,
    work: impl Fn(usize) -> T + Sync,
    done: impl Fn(&T) + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs.clamp(1, count.max(1)) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    let r = work(i);
                    done(&r);
                    results.lock().unwrap()[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("every index ran"))
        .collect()
}

fn run(args: &[String]) -> Result<(), String> {
    let known = [
        "nodes-percent",
        "time-ms",
        "jobs",
        "positions",
        "max-plies",
        "level",
        "defender",
        "seed",
        "file",
    ];
    let mut nodes_percent = None;
    let mut time_ms = None;
    let mut jobs = 2;
    let mut list = None;
    let mut max_plies = 150;
    let mut level = Level::MAX;
    let mut seed: u64 = 1;
    let mut file = None;
    let mut defender = Defender::Same;
    for (name, value) in options(args, &known)? {
        match name.as_str() {
            "nodes-percent" => nodes_percent = Some(number::<f64>(&name, &value)?),
            "time-ms" => time_ms = Some(number::<u64>(&name, &value)?),
            "jobs" => jobs = number(&name, &value)?,
            "positions" => list = Some(value),
            "max-plies" => max_plies = number(&name, &value)?,
            "level" => level = value.parse().map_err(|e| format!("--level: {e}"))?,
            "defender" => defender = parse_defender(&value)?,
            "seed" => seed = number(&name, &value)?,
            _ => file = Some(value),
        }
    }
    let text = match &file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?,
        None => positions::POSITIONS.to_owned(),
    };
    let starts = positions::parse(&text)?;
    let picked = match &list {
        Some(l) => subset(l, starts.len())?,
        None => (0..starts.len()).collect(),
    };
    let limits = budget(level, nodes_percent, time_ms);
    println!(
        "conversion: {} positions, level {level} against {}, {} nodes and {} ms a move at most, {max_plies} plies, seed {seed}, {jobs} jobs",
        picked.len(),
        defender_words(defender),
        nodes_text(limits.nodes),
        limits.time.as_millis(),
    );
    let (attacker, defending) = (Side::Engine(level, limits), defender.side(level, limits));
    play_and_report(picked.len(), jobs, limits, |i| {
        let index = picked[i];
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(index as u64);
        positions::play_out(
            index,
            &starts[index],
            attacker,
            defending,
            game_seed,
            max_plies,
        )
    })
}

/// Plays `count` games on `jobs` threads, each printed as it ends, then
/// the report of them all.
fn play_and_report(
    count: usize,
    jobs: usize,
    limits: SearchLimits,
    play: impl Fn(usize) -> Result<Played, String> + Sync,
) -> Result<(), String> {
    let began = Instant::now();
    let print = Mutex::new(());
    let played = parallel(count, jobs, play, |r| {
        let _guard = print.lock().unwrap();
        match r {
            Ok(p) => println!("{}", describe(p)),
            Err(e) => println!("error: {e}"),
        }
    });
    let played: Vec<Played> = played.into_iter().collect::<Result<_, _>>()?;
    report(&played, limits, began.elapsed());
    Ok(())
}

/// The level's limits, at `nodes_percent` of its nodes and `time_ms` a
/// move; a time alone lifts the node budget.
fn budget(level: Level, nodes_percent: Option<f64>, time_ms: Option<u64>) -> SearchLimits {
    let mut limits = level.limits();
    match (nodes_percent, time_ms) {
        (None, Some(_)) => limits.nodes = u64::MAX,
        (Some(p), _) => limits.nodes = ((limits.nodes as f64 * p / 100.0) as u64).max(1),
        (None, None) => {}
    }
    if let Some(ms) = time_ms {
        limits.time = Duration::from_millis(ms);
    }
    limits
}

fn nodes_text(nodes: u64) -> String {
    if nodes == u64::MAX {
        "unlimited".to_owned()
    } else {
        nodes.to_string()
    }
}

fn parse_defender(value: &str) -> Result<Defender, String> {
    Defender::parse(value).ok_or(format!(
        "--defender: {value:?} is none of self, turtle, slow"
    ))
}

fn defender_words(d: Defender) -> &'static str {
    match d {
        Defender::Same => "itself",
        Defender::Turtle => "the turtle (same budget)",
        Defender::Slow => "itself at four times the nodes and time",
    }
}

/// Whole games from the opening against a defender (issue 53).
fn whole_games(args: &[String]) -> Result<(), String> {
    let known = [
        "per",
        "defender",
        "nodes-percent",
        "time-ms",
        "max-plies",
        "seed",
        "jobs",
        "level",
    ];
    let (mut per, mut defender, mut max_plies, mut seed, mut jobs) =
        (10usize, Defender::Turtle, 200usize, 1u64, 2usize);
    let (mut nodes_percent, mut time_ms, mut level) = (None, None, Level::MAX);
    for (name, value) in options(args, &known)? {
        match name.as_str() {
            "per" => per = number(&name, &value)?,
            "defender" => defender = parse_defender(&value)?,
            "nodes-percent" => nodes_percent = Some(number::<f64>(&name, &value)?),
            "time-ms" => time_ms = Some(number::<u64>(&name, &value)?),
            "max-plies" => max_plies = number(&name, &value)?,
            "seed" => seed = number(&name, &value)?,
            "level" => level = value.parse().map_err(|e| format!("--level: {e}"))?,
            _ => jobs = number(&name, &value)?,
        }
    }
    let limits = budget(level, nodes_percent, time_ms);
    let sides = [Side::Engine(level, limits), defender.side(level, limits)];
    // Game order: game i of each start and colour before game i + 1.
    let tasks: Vec<(usize, Color, usize)> = (0..per)
        .flat_map(|i| {
            (0..KINDS.len()).flat_map(move |k| [Color::Black, Color::White].map(move |c| (k, c, i)))
        })
        .collect();
    println!(
        "conversion games: {} games, level {level} against {}, {} nodes and {} ms a move at most, two random opening plies, {max_plies} plies from the start, seed {seed}, {jobs} jobs",
        tasks.len(),
        defender_words(defender),
        nodes_text(limits.nodes),
        limits.time.as_millis(),
    );
    play_and_report(tasks.len(), jobs, limits, |t| {
        let (k, colour, i) = tasks[t];
        let opening_seed = seed ^ ((i as u64 + 1) << 32) ^ (k as u64) << 48;
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(t as u64);
        positions::play_whole(
            t,
            KINDS[k],
            2,
            opening_seed,
            colour,
            sides,
            game_seed,
            max_plies,
        )
    })
}

fn describe(p: &Played) -> String {
    let (a, d) = p.end_material;
    let end = match p.end {
        End::Finished { plies } => format!("finished in {plies} plies"),
        End::Lost { plies } => format!("LOST in {plies} plies"),
        End::Running { lead } => format!(
            "running at the cap, lead {lead}, nothing pushed off for {} plies",
            p.quiet_plies
        ),
    };
    let from = if p.start_material == (0, 0) {
        "from the opening".to_owned()
    } else {
        format!(
            "leads by {} ({}-{})",
            p.lead, p.start_material.0, p.start_material.1
        )
    };
    format!(
        "{:>3} {:<15} {} {from}: {end}, {a}-{d} ({:.1} s)",
        p.index + 1,
        p.kind.id(),
        p.attacker.name(),
        p.elapsed.as_secs_f64(),
    )
}

fn report(played: &[Played], limits: SearchLimits, wall: Duration) {
    let line = |label: &str, s: &Summary| {
        let leads: Vec<String> = s.running_leads.iter().map(i32::to_string).collect();
        println!(
            "{label:<22} games {:>3}, won on marbles {:>3}, finished {:>3} ({:5.1}% of the won, {:5.1}% of all), lost {}, running at the cap {} (leads: {}), median plies to finish {}",
            s.positions,
            s.won,
            s.finished,
            s.finished_of_won_percent(),
            s.finished_percent(),
            s.lost,
            s.running_leads.len(),
            if leads.is_empty() {
                "-".to_owned()
            } else {
                leads.join(" ")
            },
            s.median_plies.map_or("-".to_owned(), |m| format!("{m}")),
        );
    };
    println!();
    for kind in KINDS {
        for colour in [Color::Black, Color::White] {
            let of: Vec<Played> = played
                .iter()
                .filter(|p| p.kind == kind && p.attacker == colour)
                .cloned()
                .collect();
            line(
                &format!("{} {}", kind.id(), colour.name()),
                &Summary::of(&of),
            );
        }
    }
    for kind in KINDS {
        let of: Vec<Played> = played.iter().filter(|p| p.kind == kind).cloned().collect();
        line(kind.id(), &Summary::of(&of));
    }
    for colour in [Color::Black, Color::White] {
        let of: Vec<Played> = played
            .iter()
            .filter(|p| p.attacker == colour)
            .cloned()
            .collect();
        line(&format!("{} attacks", colour.name()), &Summary::of(&of));
    }
    line("all", &Summary::of(played));
    let plies: usize = played.iter().map(|p| p.plies).sum();
    let cpu: f64 = played.iter().map(|p| p.elapsed.as_secs_f64()).sum();
    println!(
        "{plies} plies in {:.0} s wall ({:.3} s a move on a job; node budget {})",
        wall.as_secs_f64(),
        cpu / plies.max(1) as f64,
        if limits.nodes == u64::MAX {
            "none".to_owned()
        } else {
            limits.nodes.to_string()
        },
    );
}

fn generate(args: &[String]) -> Result<(), String> {
    let mut per_colour = 7;
    let mut seeds: u64 = 40;
    let mut jobs = 2;
    for (name, value) in options(args, &["per-colour", "seeds", "jobs"])? {
        match name.as_str() {
            "per-colour" => per_colour = number(&name, &value)?,
            "seeds" => seeds = number(&name, &value)?,
            _ => jobs = number(&name, &value)?,
        }
    }
    let level = Level::new(3).expect("a level");
    let tasks: Vec<(usize, u64)> = (0..KINDS.len())
        .flat_map(|k| (0..seeds).map(move |s| (k, s)))
        .collect();
    let found = parallel(
        tasks.len(),
        jobs,
        |i| {
            let (k, s) = tasks[i];
            positions::leading_position(KINDS[k], level, s, 300)
        },
        |_| {},
    );
    println!(
        "# Conversion benchmark positions (issue 39), read by benches/conversion/positions.rs.
# One position a line: the game id (abalone, abalone-belgian, abalone-german),
# then the moves from the start that reach it, in the bot's notation; `#`
# starts a comment. In every position the side to move leads by 2 marbles or
# more (marbles it has pushed off minus marbles it has lost).
#
# Made by `cargo bench -p abande-engine --bench conversion -- generate
# --per-colour {per_colour} --seeds {seeds}`: level 3 plays itself from each start with
# seeds 0 to {last}; each game gives its first position where the side to move
# leads by 2 or more; for each start, the first {per_colour} such positions with Black
# leading and the first {per_colour} with White leading, in seed order.",
        last = seeds - 1
    );
    let mut total = 0;
    for (k, kind) in KINDS.iter().enumerate() {
        let mut picked: Vec<Start> = Vec::new();
        for colour in [Color::Black, Color::White] {
            let of: Vec<&Start> = tasks
                .iter()
                .zip(&found)
                .filter(|((kk, _), f)| *kk == k && f.as_ref().is_some_and(|(c, _)| *c == colour))
                .filter_map(|(_, f)| f.as_ref().map(|(_, s)| s))
                .take(per_colour)
                .collect();
            if of.len() < per_colour {
                return Err(format!(
                    "{kind}: only {} positions with {} leading in {seeds} seeds; try more --seeds",
                    of.len(),
                    colour.name()
                ));
            }
            picked.extend(of.into_iter().cloned());
        }
        println!("\n# {}", kind.title());
        for s in &picked {
            println!("{}", s.to_line());
            total += 1;
        }
    }
    eprintln!("{total} positions");
    Ok(())
}

/// `abande-bot match`'s games (`abande_engine::matchplay`), the same
/// options playing the same games, with how long won games dragged on.
fn strength(args: &[String]) -> Result<(), String> {
    use abande_engine::matchplay::{Budget, MatchSetup, Player, Tally, default_max_plies};
    use abande_rules::GameKind;

    let (kind, args) = args.split_first().ok_or("match needs a GAME")?;
    let kind = GameKind::from_id(kind).ok_or(format!("{kind}: no such game"))?;
    let known = [
        "black",
        "white",
        "games",
        "nodes-percent",
        "seed",
        "jobs",
        "puzzle-nodes",
    ];
    let (mut first, mut second, mut puzzle_nodes) = (None, None, None);
    let (mut games, mut percent, mut seed, mut jobs) = (2u32, 100u64, 1u64, 1usize);
    let player = |value: &str| value.parse::<Player>().map_err(|e| e.to_string());
    for (name, value) in options(args, &known)? {
        match name.as_str() {
            "black" => first = Some(player(&value)?),
            "white" => second = Some(player(&value)?),
            "games" => games = number(&name, &value)?,
            "nodes-percent" => percent = number(&name, &value)?,
            "seed" => seed = number(&name, &value)?,
            "puzzle-nodes" => puzzle_nodes = Some(number(&name, &value)?),
            _ => jobs = number(&name, &value)?,
        }
    }
    let puzzle_limits = puzzle_nodes.map(|nodes| SearchLimits {
        nodes,
        ..abande_engine::puzzle::puzzle_limits()
    });
    let setup = MatchSetup {
        kind,
        players: [
            first.ok_or("match needs --black")?,
            second.ok_or("match needs --white")?,
        ],
        budget: Budget {
            time_ms: None,
            node_percent: percent,
        },
        seed,
        max_plies: default_max_plies(kind),
        opening_plies: 4,
    };
    let [first, second] = setup.players;
    let began = Instant::now();
    let print = Mutex::new(());
    let ends = parallel(
        games as usize,
        jobs,
        |g| {
            let (colour, end, game) = setup.play_kept(g as u32);
            // Finished games only, as the bot searches them.
            let puzzles = puzzle_limits.filter(|_| !end.capped).map(|limits| {
                let searching = Instant::now();
                let (found, _) =
                    abande_engine::puzzle::find_puzzles(&game, None, limits, &|| false);
                (found, searching.elapsed().as_secs_f64())
            });
            (g, (colour, end), puzzles)
        },
        |(g, (colour, end), puzzles)| {
            let _guard = print.lock().unwrap();
            let result = Tally::default().record(end.outcome, *colour);
            println!(
                "game {}/{games}: {first} as {}: {result} in {} plies, {}{}; the last change of {} {} plies before the end, {} passes",
                g + 1,
                colour.name(),
                end.plies,
                end.material_of(*colour),
                if end.capped { " (ply cap)" } else { "" },
                if kind.family() == abande_rules::Family::Abalone {
                    "marbles"
                } else {
                    "score"
                },
                end.quiet,
                end.passes,
            );
            if let Some((found, secs)) = puzzles {
                println!("  {} puzzles, searched in {secs:.1} s", found.len());
                for p in found {
                    println!(
                        "  puzzle at ply {} ({} to move): {} (gain {}, margin {})",
                        p.ply,
                        p.solver.name(),
                        p.line.join(" "),
                        p.gain,
                        p.margin
                    );
                }
            }
        },
    );
    let mut tally = Tally::default();
    for (_, (colour, end), _) in &ends {
        tally.record(end.outcome, *colour);
    }
    let (w, d, l) = (tally.wins, tally.draws, tally.losses);
    let capped = ends.iter().filter(|(_, (_, e), _)| e.capped).count();
    let capped_ahead = ends
        .iter()
        .filter(|(_, (_, e), _)| e.capped && e.lead() >= 2)
        .count();
    let mut quiet: Vec<usize> = ends
        .iter()
        .filter(|(_, (_, e), _)| !e.capped)
        .map(|(_, (_, e), _)| e.quiet)
        .collect();
    quiet.sort_unstable();
    println!(
        "{kind}: {first} against {second}, {games} games at {percent}% nodes, seed {seed}: {w}-{d}-{l} (score {:.1}%), \
         {capped} stopped at the ply cap ({capped_ahead} with a lead of 2 or more), {:.0} s\n\
         games that ended: plies from the last change of the count to the end, median {}, largest {}",
        100.0 * tally.score(),
        began.elapsed().as_secs_f64(),
        quiet
            .get(quiet.len() / 2)
            .map_or("-".to_owned(), usize::to_string),
        quiet.last().map_or("-".to_owned(), usize::to_string),
    );
    if let Some(limits) = puzzle_limits {
        let searched: Vec<_> = ends.iter().filter_map(|(_, _, p)| p.as_ref()).collect();
        let found: usize = searched.iter().map(|(f, _)| f.len()).sum();
        let secs: f64 = searched.iter().map(|(_, s)| s).sum();
        let finished = searched.len();
        println!(
            "puzzles ({} nodes a search): {found} in {finished} finished games, {} per 100 \
             finished games; {secs:.0} s of puzzle search",
            limits.nodes,
            if finished == 0 {
                "-".to_owned()
            } else {
                format!("{:.0}", 100.0 * found as f64 / finished as f64)
            },
        );
    }
    Ok(())
}
