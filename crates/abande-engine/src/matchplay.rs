//! Games between two players (engine levels, a random or a greedy
//! player), for measuring strength: `abande-bot match` and the conversion
//! benchmark's `match` mode both play them here, so the same options play
//! the same games.
//!
//! Games come in pairs: both games of a pair start from the same random
//! opening, with colours swapped, so neither side profits from a lucky
//! opening. Every game depends only on the setup and its number.

use std::fmt;

use abande_rules::{Color, Family, Game, GameKind, Move, Outcome};

use crate::{Level, SearchLimits, choose_move_with, greedy_move, random_move};

/// Who makes the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A uniformly random legal move.
    Random,
    /// The move with the best material (Abalone) or live score (Abande)
    /// right after it.
    Greedy,
    Engine(Level),
}

/// A player's name that is neither a level nor `random` or `greedy`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a player is a level 1 to 5, random or greedy, not \"{0}\"")]
pub struct BadPlayer(pub String);

impl std::str::FromStr for Player {
    type Err = BadPlayer;

    fn from_str(s: &str) -> Result<Self, BadPlayer> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            other => other
                .parse()
                .map(Player::Engine)
                .map_err(|_| BadPlayer(s.to_owned())),
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

/// How engines are limited in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// A wall-clock cap per move instead of each level's own.
    pub time_ms: Option<u64>,
    /// Percent of each level's own node budget.
    pub node_percent: u64,
}

impl Budget {
    /// Each level's own limits.
    pub const FULL: Budget = Budget {
        time_ms: None,
        node_percent: 100,
    };

    pub fn limits(&self, level: Level) -> SearchLimits {
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
        Player::Random => random_move(game, seed),
        Player::Greedy => greedy_move(game, seed),
        Player::Engine(level) => {
            choose_move_with(game, level, budget.limits(level), seed).map(|c| c.mv)
        }
    };
    chosen.expect("a game in progress has a legal move")
}

/// How one game ended, from Black's and White's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// At the ply cap: by material or live score.
    pub outcome: Outcome,
    /// Stopped by the ply cap and scored by material or live score.
    pub capped: bool,
    pub plies: usize,
    /// Black's and White's marbles pushed off (Abalone) or live score
    /// (Abande) when the game ended.
    pub material: (u32, u32),
    /// Plies from the last change of `material` (or the opening's end) to
    /// the end: how long a decided game dragged on.
    pub quiet: usize,
    /// Passes played after the opening.
    pub passes: usize,
}

impl GameEnd {
    /// The material at the end, `first`'s first ("5-1").
    pub fn material_of(&self, first: Color) -> String {
        let (black, white) = self.material;
        match first {
            Color::Black => format!("{black}-{white}"),
            Color::White => format!("{white}-{black}"),
        }
    }

    /// How far ahead the side with more material was.
    pub fn lead(&self) -> u32 {
        self.material.0.abs_diff(self.material.1)
    }
}

/// Plays `opening`, then `players` (Black's, White's) to the end or to
/// `max_plies`; returns how it ended and the game as played (e.g. to
/// search it for puzzles).
pub fn play_game(
    kind: GameKind,
    opening: &[Move],
    players: [Player; 2],
    budget: &Budget,
    seed: u64,
    max_plies: usize,
) -> (GameEnd, Game) {
    let mut game = Game::new(kind);
    for &m in opening {
        if game.is_over() {
            break;
        }
        game.play(m).expect("opening moves were legal when drawn");
    }
    let (mut last, mut last_change, mut passes) = (material(&game), game.ply(), 0);
    while let Some(side) = game.to_move() {
        if game.ply() >= max_plies {
            let end = GameEnd {
                outcome: by_material(last),
                capped: true,
                plies: game.ply(),
                material: last,
                quiet: game.ply() - last_change,
                passes,
            };
            return (end, game);
        }
        let m = choose(players[side.index()], &game, budget, seed);
        game.play(m).expect("players choose legal moves");
        passes += usize::from(m.is_pass());
        if material(&game) != last {
            last = material(&game);
            last_change = game.ply();
        }
    }
    let end = GameEnd {
        outcome: game.outcome().expect("the loop ends with the game"),
        capped: false,
        plies: game.ply(),
        material: last,
        quiet: game.ply() - last_change,
        passes,
    };
    (end, game)
}

/// Black's and White's marbles pushed off, or live score.
pub fn material(game: &Game) -> (u32, u32) {
    match (game.captured(), game.score()) {
        (Some(c), _) => (u32::from(c.black), u32::from(c.white)),
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
pub fn random_opening(kind: GameKind, plies: usize, seed: u64) -> Vec<Move> {
    let mut game = Game::new(kind);
    let mut moves = Vec::new();
    for i in 0..plies {
        let Some(m) = random_move(&game, seed ^ (i as u64).wrapping_mul(0x9E37_79B9)) else {
            break;
        };
        game.play(m).expect("random moves are legal");
        moves.push(m);
    }
    moves
}

/// The default ply cap: long enough for any finished game seen in
/// matches, short enough to stop one that stalls.
pub fn default_max_plies(kind: GameKind) -> usize {
    match kind.family() {
        Family::Abalone => 300,
        Family::Abande => 400,
    }
}

/// Everything that decides the games of a match.
#[derive(Clone, Copy, Debug)]
pub struct MatchSetup {
    pub kind: GameKind,
    /// The first-named player (Black in the first game of every pair),
    /// then the other.
    pub players: [Player; 2],
    pub budget: Budget,
    pub seed: u64,
    pub max_plies: usize,
    pub opening_plies: usize,
}

impl MatchSetup {
    /// Game `g` of the match (from 0), and the first-named player's colour
    /// in it. Games `2k` and `2k + 1` share an opening, colours swapped.
    pub fn play(&self, g: u32) -> (Color, GameEnd) {
        let (first_color, end, _) = self.play_kept(g);
        (first_color, end)
    }

    /// [`MatchSetup::play`], and the game as played.
    pub fn play_kept(&self, g: u32) -> (Color, GameEnd, Game) {
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
        let (end, game) = play_game(
            self.kind,
            &opening,
            players,
            &self.budget,
            game_seed,
            self.max_plies,
        );
        (first_color, end, game)
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
        // Nothing can be pushed off in the first six plies.
        let players = [Player::Greedy, Player::Random];
        let (end, _) = play_game(GameKind::Abalone, &[], players, &Budget::FULL, 3, 6);
        assert!(end.capped);
        assert_eq!((end.plies, end.material, end.quiet), (6, (0, 0), 6));
        assert_eq!(end.outcome, Outcome::Draw);

        let won_on_marbles = GameEnd {
            outcome: Outcome::Win(Color::Black),
            capped: true,
            plies: 200,
            material: (5, 1),
            quiet: 20,
            passes: 0,
        };
        assert_eq!(won_on_marbles.material_of(Color::Black), "5-1");
        assert_eq!(won_on_marbles.material_of(Color::White), "1-5");
        assert_eq!(won_on_marbles.lead(), 4);
    }

    #[test]
    fn a_pair_shares_its_opening_with_colours_swapped() {
        let setup = MatchSetup {
            kind: GameKind::Abalone,
            players: [Player::Greedy, Player::Random],
            budget: Budget::FULL,
            seed: 9,
            max_plies: 12,
            opening_plies: 4,
        };
        let (first, _) = setup.play(0);
        let (second, _) = setup.play(1);
        assert_eq!((first, second), (Color::Black, Color::White));
        // The same game number plays the same game.
        assert_eq!(setup.play(2), setup.play(2));
    }

    #[test]
    fn players_parse() {
        assert_eq!("random".parse::<Player>().ok(), Some(Player::Random));
        assert_eq!("Greedy".parse::<Player>().ok(), Some(Player::Greedy));
        assert_eq!(
            "4".parse::<Player>().ok(),
            Some(Player::Engine(Level::new(4).unwrap()))
        );
        assert_eq!(
            "7".parse::<Player>().unwrap_err().to_string(),
            "a player is a level 1 to 5, random or greedy, not \"7\""
        );
    }
}
