//! `match GAME --black LEVEL --white LEVEL`: engine against engine.
//!
//! Games come in pairs: both games of a pair start from the same random
//! opening, with colours swapped, so neither side profits from a lucky
//! opening. Results are counted for the player named with `--black` (who
//! plays Black in the first game of every pair).

use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

use super::CliError;
use super::flags::Flags;
use abande_engine::{self as ai, Level, SearchLimits};
use abande_rules::{Color, Family, Game, GameKind, Move, Outcome};

/// Who makes the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A uniformly random legal move.
    Random,
    /// The move with the best material (Abalone) or live score (Abande) right after it.
    Greedy,
    Engine(Level),
}

impl std::str::FromStr for Player {
    type Err = CliError;

    fn from_str(s: &str) -> Result<Self, CliError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            other => other.parse().map(Player::Engine).map_err(|_| {
                CliError::usage(format!(
                    "a player is a level 1 to 5, random or greedy, not \"{s}\""
                ))
            }),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Engine(l) => write!(f, "level {l}"),
        }
    }
}

/// How engines are limited in this match.
struct Budget {
    time_ms: Option<u64>,
    /// Percent of each level's own node budget.
    node_percent: u64,
}

impl Budget {
    fn limits(&self, level: Level) -> SearchLimits {
        let mut limits = level.limits();
        limits.nodes = (limits.nodes * self.node_percent / 100).max(1);
        if let Some(ms) = self.time_ms {
            limits.time = std::time::Duration::from_millis(ms);
        }
        limits
    }
}

fn choose(player: Player, game: &Game, budget: &Budget, seed: u64) -> Move {
    let chosen = match player {
        Player::Random => ai::random_move(game, seed),
        Player::Greedy => ai::greedy_move(game, seed),
        Player::Engine(level) => {
            ai::choose_move_with(game, level, budget.limits(level), seed).map(|c| c.mv)
        }
    };
    chosen.expect("a game in progress has a legal move")
}

/// How one game ended, from Black's and White's view.
struct GameEnd {
    outcome: Outcome,
    /// Stopped by the ply cap and scored by material or live score.
    capped: bool,
    plies: usize,
    /// Black's and White's marbles pushed off (Abalone) or live score
    /// (Abande) when the game ended.
    material: (u32, u32),
}

impl GameEnd {
    /// The material at the end, first-named player's first ("5-1").
    fn material_of(&self, first: Color) -> String {
        let (black, white) = self.material;
        match first {
            Color::Black => format!("{black}-{white}"),
            Color::White => format!("{white}-{black}"),
        }
    }

    /// How far ahead the side with more material was.
    fn lead(&self) -> u32 {
        self.material.0.abs_diff(self.material.1)
    }
}

fn play_game(
    kind: GameKind,
    opening: &[Move],
    players: [Player; 2],
    budget: &Budget,
    seed: u64,
    max_plies: usize,
) -> GameEnd {
    let mut game = Game::new(kind);
    for &m in opening {
        if game.is_over() {
            break;
        }
        game.play(m).expect("opening moves were legal when drawn");
    }
    while let Some(side) = game.to_move() {
        if game.ply() >= max_plies {
            let material = material(&game);
            return GameEnd {
                outcome: by_material(material),
                capped: true,
                plies: game.ply(),
                material,
            };
        }
        let m = choose(players[side.index()], &game, budget, seed);
        game.play(m).expect("players choose legal moves");
    }
    GameEnd {
        outcome: game.outcome().expect("the loop ends with the game"),
        capped: false,
        plies: game.ply(),
        material: material(&game),
    }
}

/// Black's and White's marbles pushed off, or live score.
fn material(game: &Game) -> (u32, u32) {
    match (game.captured(), game.score()) {
        (Some(c), _) => (c.black as u32, c.white as u32),
        (None, Some(s)) => (s.black, s.white),
        (None, None) => (0, 0),
    }
}

/// A game stopped by the ply cap: more marbles pushed off, or a higher
/// live score, wins.
fn by_material((black, white): (u32, u32)) -> Outcome {
    match black.cmp(&white) {
        std::cmp::Ordering::Greater => Outcome::Win(Color::Black),
        std::cmp::Ordering::Less => Outcome::Win(Color::White),
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}

/// A random opening of `plies` moves drawn from `seed`.
fn random_opening(kind: GameKind, plies: usize, seed: u64) -> Vec<Move> {
    let mut game = Game::new(kind);
    let mut moves = Vec::new();
    for i in 0..plies {
        let Some(m) = ai::random_move(&game, seed ^ (i as u64).wrapping_mul(0x9E37_79B9)) else {
            break;
        };
        game.play(m).expect("random moves are legal");
        moves.push(m);
    }
    moves
}

/// Everything that decides the games of a match.
struct MatchSetup {
    kind: GameKind,
    /// The first-named (`--black`) player, then the other.
    players: [Player; 2],
    budget: Budget,
    seed: u64,
    max_plies: usize,
    opening_plies: usize,
}

impl MatchSetup {
    /// Game `g` of the match (from 0), and the first-named player's colour
    /// in it. Games `2k` and `2k + 1` share an opening, colours swapped.
    fn play(&self, g: u32) -> (Color, GameEnd) {
        let pair = u64::from(g / 2);
        let opening = random_opening(
            self.kind,
            self.opening_plies,
            self.seed ^ ((pair + 1) << 32),
        );
        let [first, second] = self.players;
        let (first_color, players) = if g.is_multiple_of(2) {
            (Color::Black, [first, second])
        } else {
            (Color::White, [second, first])
        };
        let game_seed = self.seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g));
        let end = play_game(
            self.kind,
            &opening,
            players,
            &self.budget,
            game_seed,
            self.max_plies,
        );
        (first_color, end)
    }
}

/// Wins, draws and losses of one player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Counts one game for the player who had `color`; returns "win",
    /// "draw" or "loss".
    pub fn record(&mut self, outcome: Outcome, color: Color) -> &'static str {
        match outcome {
            Outcome::Draw => {
                self.draws += 1;
                "draw"
            }
            Outcome::Win(c) if c == color => {
                self.wins += 1;
                "win"
            }
            Outcome::Win(_) => {
                self.losses += 1;
                "loss"
            }
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, a draw counting half.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// Elo difference implied by the score, with a 95% interval from the
    /// standard error of the per-game results.
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let p = self.score();
        let variance = (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n;
        if variance == 0.0 {
            // Every game the same result: the exact binomial bound instead.
            let bound = 0.025f64.powf(1.0 / n);
            return if p >= 0.5 {
                (elo_of(p), elo_of(bound), f64::INFINITY)
            } else {
                (elo_of(p), f64::NEG_INFINITY, elo_of(1.0 - bound))
            };
        }
        let margin = 1.96 * (variance / n).sqrt();
        (elo_of(p), elo_of(p - margin), elo_of(p + margin))
    }
}

/// Elo difference for an expected score `p` (infinite at 0 and 1).
fn elo_of(p: f64) -> f64 {
    let p = p.clamp(0.0, 1.0);
    if p >= 1.0 {
        f64::INFINITY
    } else if p <= 0.0 {
        f64::NEG_INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

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
        ],
        &[],
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
    };
    let (first, second) = (player("--black")?, player("--white")?);
    let games: u32 = flags.number("--games")?.unwrap_or(2);
    let seed: u64 = flags.number("--seed")?.unwrap_or(1);
    let default_cap = match kind.family() {
        Family::Abalone => 300,
        Family::Abande => 400,
    };
    let max_plies: usize = flags.number("--max-plies")?.unwrap_or(default_cap);
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
                    let (first_color, end) = setup.play(g);
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
    println!("time: {:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_even_and_lopsided_scores() {
        let even = Tally {
            wins: 5,
            draws: 0,
            losses: 5,
        };
        let (elo, low, high) = even.elo();
        assert!(elo.abs() < 1e-9 && low < -100.0 && high > 100.0);
        let three_to_one = Tally {
            wins: 75,
            draws: 0,
            losses: 25,
        };
        assert!((three_to_one.elo().0 - 190.8).abs() < 0.5);
        // 10 wins out of 10: more than 69% at 97.5% confidence.
        let sweep = Tally {
            wins: 10,
            draws: 0,
            losses: 0,
        };
        let (elo, low, _) = sweep.elo();
        assert_eq!(elo, f64::INFINITY);
        assert!(low > 0.0 && low.is_finite());
    }

    #[test]
    fn a_game_stopped_by_the_cap_is_scored_and_told_by_its_material() {
        let budget = Budget {
            time_ms: None,
            node_percent: 100,
        };
        // Nothing can be pushed off in the first six plies.
        let players = [Player::Greedy, Player::Random];
        let end = play_game(GameKind::Abalone, &[], players, &budget, 3, 6);
        assert!(end.capped);
        assert_eq!((end.plies, end.material), (6, (0, 0)));
        assert_eq!(end.outcome, Outcome::Draw);

        let won_on_marbles = GameEnd {
            outcome: Outcome::Win(Color::Black),
            capped: true,
            plies: 200,
            material: (5, 1),
        };
        assert_eq!(won_on_marbles.material_of(Color::Black), "5-1");
        assert_eq!(won_on_marbles.material_of(Color::White), "1-5");
        assert_eq!(won_on_marbles.lead(), 4);
    }

    #[test]
    fn players_parse() {
        assert_eq!("random".parse::<Player>().ok(), Some(Player::Random));
        assert_eq!("Greedy".parse::<Player>().ok(), Some(Player::Greedy));
        assert_eq!(
            "4".parse::<Player>().ok(),
            Some(Player::Engine(Level::new(4).unwrap()))
        );
        assert!("7".parse::<Player>().is_err());
    }
}
