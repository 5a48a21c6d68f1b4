//! The conversion benchmark's positions and games (issue 39): Abalone
//! positions from engine games where the side to move leads by two marbles
//! or more, played out by the engine against a defender: the engine
//! itself, the turtle or the engine with four times the budget (issue 53);
//! and whole games from the opening against one of them.
//!
//! Shared by the benchmark (`benches/conversion/main.rs`) and its test
//! (`tests/conversion.rs`), which includes this file by path.

use std::time::{Duration, Instant};

use abande_engine::{self as ai, Level, SearchLimits, Sparring};
use abande_rules::{Color, Game, GameKind, Move, Outcome};

/// The positions kept in the repository.
pub const POSITIONS: &str = include_str!("../conversion_positions.txt");

/// The Abalone starts the positions come from.
pub const KINDS: [GameKind; 3] = [
    GameKind::Abalone,
    GameKind::AbaloneBelgian,
    GameKind::AbaloneGerman,
];

/// The lead (marbles) a position needs.
pub const MIN_LEAD: u32 = 2;

/// One start position: a game kind and the moves that reach it.
#[derive(Clone, Debug)]
pub struct Start {
    /// Line number in the data file (from 1).
    pub line: usize,
    pub kind: GameKind,
    pub moves: Vec<String>,
}

impl Start {
    /// The position as a game (history included, so the engine sees
    /// repetitions of it).
    pub fn game(&self) -> Result<Game, String> {
        Game::replay(self.kind, &self.moves)
            .map_err(|(n, e)| format!("line {}: move {n}: {e}", self.line))
    }

    /// One data-file line.
    pub fn to_line(&self) -> String {
        format!("{} {}", self.kind.id(), self.moves.join(" "))
    }
}

/// The side to move and its lead in marbles pushed off (negative: behind).
pub fn lead_of_mover(game: &Game) -> Option<(Color, i32)> {
    let side = game.to_move()?;
    let c = game.captured()?;
    Some((
        side,
        i32::from(c.get(side)) - i32::from(c.get(side.opposite())),
    ))
}

/// Reads the data file: `#` starts a comment; every other non-empty line is
/// a game id then the moves from the start, separated by spaces. Checks
/// that every line replays and that its side to move leads by
/// [`MIN_LEAD`] or more.
pub fn parse(text: &str) -> Result<Vec<Start>, String> {
    let mut starts = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut words = line.split_whitespace();
        let id = words.next().unwrap_or("");
        let kind = GameKind::from_id(id)
            .filter(|k| KINDS.contains(k))
            .ok_or_else(|| format!("line {}: {id:?} is not an Abalone game id", i + 1))?;
        let start = Start {
            line: i + 1,
            kind,
            moves: words.map(str::to_owned).collect(),
        };
        let game = start.game()?;
        match lead_of_mover(&game) {
            Some((_, lead)) if lead >= MIN_LEAD as i32 => {}
            Some((_, lead)) => {
                return Err(format!(
                    "line {}: the side to move leads by {lead}, not {MIN_LEAD} or more",
                    i + 1
                ));
            }
            None => return Err(format!("line {}: the game is over", i + 1)),
        }
        starts.push(start);
    }
    Ok(starts)
}

/// How a position's game ended, for the side that led (the attacker).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Six marbles pushed off by the attacker, `plies` after the position.
    Finished { plies: usize },
    /// The defender pushed off six.
    Lost { plies: usize },
    /// Still running at the cap; the attacker's lead then (may be <= 0).
    Running { lead: i32 },
}

/// One position played out.
#[derive(Clone, Debug)]
pub struct Played {
    pub index: usize,
    pub kind: GameKind,
    pub attacker: Color,
    /// The attacker's lead at the start.
    pub lead: i32,
    /// Marbles the attacker and the defender had pushed off at the start.
    pub start_material: (u8, u8),
    /// ... and at the end.
    pub end_material: (u8, u8),
    pub end: End,
    /// Plies played from the position.
    pub plies: usize,
    /// Plies since the last marble was pushed off, at the end.
    pub quiet_plies: usize,
    pub elapsed: Duration,
}

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// An engine level within these limits.
    Engine(Level, SearchLimits),
    /// The turtle (`abande_engine::Sparring::Turtle`) within these limits.
    Turtle(SearchLimits),
}

impl Side {
    fn choose(&self, game: &Game, seed: u64) -> Result<Move, String> {
        let c = match *self {
            Side::Engine(level, limits) => ai::choose_move_with(game, level, limits, seed),
            Side::Turtle(limits) => ai::choose_sparring_move(game, Sparring::Turtle, limits, seed),
        };
        c.map(|c| c.mv).ok_or_else(|| "no move".to_owned())
    }
}

/// The defenders the benchmark plays the attacker (level 5) against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defender {
    /// The attacker's own level and limits (issue 39's benchmark).
    Same,
    /// The turtle, within the attacker's limits: it only keeps its marbles
    /// together and away from the rim (issue 53).
    Turtle,
    /// The attacker's level with four times its node budget and time: a
    /// defender that sees deeper than the attacker (issue 53).
    Slow,
}

impl Defender {
    pub const ALL: [Defender; 3] = [Defender::Same, Defender::Turtle, Defender::Slow];

    pub fn name(self) -> &'static str {
        match self {
            Defender::Same => "self",
            Defender::Turtle => "turtle",
            Defender::Slow => "slow",
        }
    }

    pub fn parse(text: &str) -> Option<Defender> {
        Defender::ALL.into_iter().find(|d| d.name() == text)
    }

    /// The defender's side against `level` at `limits`.
    pub fn side(self, level: Level, limits: SearchLimits) -> Side {
        match self {
            Defender::Same => Side::Engine(level, limits),
            Defender::Turtle => Side::Turtle(limits),
            Defender::Slow => Side::Engine(
                level,
                SearchLimits {
                    nodes: limits.nodes.saturating_mul(4),
                    time: limits.time * 4,
                    ..limits
                },
            ),
        }
    }
}

/// Plays `start`, its side to move (the attacker) as `attacker` and the
/// other as `defender`, for at most `max_plies` plies. With node budgets
/// only (and time caps the searches never reach), the same seed plays the
/// same game.
pub fn play_out(
    index: usize,
    start: &Start,
    attacker: Side,
    defender: Side,
    seed: u64,
    max_plies: usize,
) -> Result<Played, String> {
    let game = start.game()?;
    let (colour, _) = lead_of_mover(&game).ok_or("the game is over")?;
    play_on(
        index,
        start.kind,
        game,
        colour,
        [attacker, defender],
        seed,
        max_plies,
    )
}

/// A whole game from a random opening of `opening` plies (one each for 2),
/// drawn from `opening_seed`: `attacker` plays `colour`, `defender` the
/// other, to the end or to `max_plies` plies from the start of the game.
#[allow(clippy::too_many_arguments)]
pub fn play_whole(
    index: usize,
    kind: GameKind,
    opening: usize,
    opening_seed: u64,
    colour: Color,
    sides: [Side; 2],
    seed: u64,
    max_plies: usize,
) -> Result<Played, String> {
    let mut game = Game::new(kind);
    for m in ai::matchplay::random_opening(kind, opening, opening_seed) {
        game.play(m).map_err(|e| e.to_string())?;
    }
    let left = max_plies.saturating_sub(game.ply());
    play_on(index, kind, game, colour, sides, seed, left)
}

/// Plays `game` on, `sides` being the attacker's (`attacker` is its
/// colour) then the defender's, for at most `max_plies` plies.
fn play_on(
    index: usize,
    kind: GameKind,
    mut game: Game,
    attacker: Color,
    sides: [Side; 2],
    seed: u64,
    max_plies: usize,
) -> Result<Played, String> {
    let began = Instant::now();
    let material = |g: &Game| {
        let c = g.captured().expect("Abalone");
        (c.get(attacker), c.get(attacker.opposite()))
    };
    let start_material = material(&game);
    let lead = i32::from(start_material.0) - i32::from(start_material.1);
    let first_ply = game.ply();
    let mut last_push = first_ply;
    let mut pushed = start_material.0 + start_material.1;
    while let Some(side) = game.to_move() {
        if game.ply() - first_ply >= max_plies {
            break;
        }
        let player = if side == attacker { sides[0] } else { sides[1] };
        let m = player.choose(&game, seed)?;
        game.play(m).map_err(|e| e.to_string())?;
        let (a, d) = material(&game);
        if a + d != pushed {
            pushed = a + d;
            last_push = game.ply();
        }
    }
    let plies = game.ply() - first_ply;
    if std::env::var_os("CONVERSION_TRACE").is_some() {
        trace(index, &game, first_ply);
    }
    let end_material = material(&game);
    let end = match game.outcome() {
        Some(Outcome::Win(c)) if c == attacker => End::Finished { plies },
        Some(_) => End::Lost { plies },
        None => End::Running {
            lead: i32::from(end_material.0) - i32::from(end_material.1),
        },
    };
    Ok(Played {
        index,
        kind,
        attacker,
        lead,
        start_material,
        end_material,
        end,
        plies,
        quiet_plies: game.ply() - last_push,
        elapsed: began.elapsed(),
    })
}

/// With `CONVERSION_TRACE` set: the game's moves from `first_ply`, how
/// many of the positions of its last 100 plies were new, and its board
/// every 50 plies, on standard error (what the attacker does when stuck).
fn trace(index: usize, game: &Game, first_ply: usize) {
    use abande_rules::{GamePosition, PositionRef};
    let mut out = format!("--- game {}: moves from ply {first_ply}:", index + 1);
    let mut seen = std::collections::HashSet::new();
    let from = game.ply().saturating_sub(100).max(first_ply);
    for ply in first_ply..game.ply() {
        let at = game.rewound(ply);
        if let (true, PositionRef::Abalone(pos)) = (ply >= from, at.position()) {
            seen.insert(pos.zobrist());
        }
        if (ply - first_ply).is_multiple_of(50) {
            out.push_str(&format!("\nply {ply}:\n{}", abande_rules::diagram(&at)));
        }
        out.push_str(&format!(" {}", game.moves()[ply]));
    }
    out.push_str(&format!(
        "\nend (ply {}):\n{}{} distinct positions in the last {} plies\n",
        game.ply(),
        abande_rules::diagram(game),
        seen.len(),
        game.ply() - from
    ));
    eprintln!("{out}");
}

/// The figures of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub positions: usize,
    /// Finished, or at the cap with a lead: won on marbles.
    pub won: usize,
    pub finished: usize,
    pub lost: usize,
    /// The attacker's lead at the cap, one per running game, ascending.
    pub running_leads: Vec<i32>,
    /// Median plies to finish (the mean of the middle two for an even count).
    pub median_plies: Option<f64>,
}

impl Summary {
    pub fn of(played: &[Played]) -> Summary {
        let mut finish_plies = Vec::new();
        let mut running_leads = Vec::new();
        let mut lost = 0;
        for p in played {
            match p.end {
                End::Finished { plies } => finish_plies.push(plies),
                End::Lost { .. } => lost += 1,
                End::Running { lead } => running_leads.push(lead),
            }
        }
        finish_plies.sort_unstable();
        running_leads.sort_unstable();
        let n = finish_plies.len();
        let median_plies =
            (n > 0).then(|| (finish_plies[(n - 1) / 2] as f64 + finish_plies[n / 2] as f64) / 2.0);
        Summary {
            positions: played.len(),
            won: n + running_leads.iter().filter(|&&l| l > 0).count(),
            finished: n,
            lost,
            running_leads,
            median_plies,
        }
    }

    pub fn finished_percent(&self) -> f64 {
        100.0 * self.finished as f64 / self.positions.max(1) as f64
    }

    /// Finished of those won on marbles: issue 53's measure.
    pub fn finished_of_won_percent(&self) -> f64 {
        100.0 * self.finished as f64 / self.won.max(1) as f64
    }
}

/// The first position of a seeded self-play game of `level` where the side
/// to move leads by [`MIN_LEAD`] or more, searching at most `max_plies`.
pub fn leading_position(
    kind: GameKind,
    level: Level,
    seed: u64,
    max_plies: usize,
) -> Option<(Color, Start)> {
    let mut game = Game::new(kind);
    while !game.is_over() && game.ply() < max_plies {
        if let Some((side, lead)) = lead_of_mover(&game)
            && lead >= MIN_LEAD as i32
        {
            let moves = game.moves().iter().map(ToString::to_string).collect();
            return Some((
                side,
                Start {
                    line: 0,
                    kind,
                    moves,
                },
            ));
        }
        let c = ai::choose_move(&game, level, seed)?;
        game.play(c.mv).ok()?;
    }
    None
}
