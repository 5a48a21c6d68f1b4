//! Playing levels 1 (beginner) to 5 (strongest within 5 s a move).
//!
//! A level is a deterministic node budget plus depth and randomness
//! settings, so a fixed seed replays the same game; the wall-clock cap is
//! only a safety net for slow machines.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How far a search may go. The search stops at whichever limit it reaches
/// first, but always finishes depth 1 so it has a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Positions visited (moves made, quiescence included).
    pub nodes: u64,
    pub time: Duration,
    /// Full plies of the main search (quiescence goes further).
    pub depth: u32,
}

/// A playing level from 1 to 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// What a level does besides its limits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    /// Noise added to every evaluation, up to this many points either way
    /// (internal units: 1000 is a marble or a point of Abande score).
    pub eval_noise: i32,
    /// Root moves scoring within this of the best are candidates.
    pub margin: i32,
    /// Plies of capture search after the main search (Abalone push-offs).
    pub quiescence: u32,
    /// What a draw by repetition or final count costs the engine's side;
    /// makes it press on instead of shuffling.
    pub contempt: i32,
    /// Whether the side ahead at the root presses on (see [`Plan`]).
    ///
    /// [`Plan`]: super::tree::Plan
    pub press: bool,
    /// Chance in percent of playing a random candidate from a wider margin
    /// (a beginner's oversight).
    pub blunder_percent: u32,
    /// What the search evaluates leaves with: the engine's evaluation for
    /// every level.
    pub evaluation: Evaluation,
}

/// What a search evaluates positions with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Evaluation {
    /// The engine's own (`eval_abalone`, `eval_abande`).
    Engine,
    /// The material alone (marbles pushed off, live score), searched full
    /// width (no null move, no late-move reductions): what is won by force
    /// within the depth, for judging puzzles (issue 53).
    Material,
    /// The benchmark's stubborn defender (Abalone; the engine's elsewhere):
    /// only the root side's own marbles kept, their distance from the rim
    /// and their cohesion (`eval_abalone::turtle`, issue 53).
    Turtle,
}

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(5);
    pub const DEFAULT: Level = Level(3);
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    pub fn new(n: u8) -> Option<Level> {
        (1..=5).contains(&n).then_some(Level(n))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// Longest a move may take at this level (a safety net; the node budget
    /// normally ends the search well before).
    pub fn time_cap(self) -> Duration {
        Duration::from_millis(match self.0 {
            1 | 2 => 500,
            3 => 1500,
            4 => 3000,
            _ => 4800,
        })
    }

    /// The limits that define this level.
    pub fn limits(self) -> SearchLimits {
        let (nodes, depth) = match self.0 {
            1 => (5_000, 1),
            2 => (20_000, 2),
            3 => (30_000, 64),
            4 => (400_000, 64),
            _ => (3_000_000, 64),
        };
        SearchLimits {
            nodes,
            time: self.time_cap(),
            depth,
        }
    }

    pub(crate) fn style(self) -> Style {
        let (eval_noise, margin, quiescence, blunder_percent) = match self.0 {
            1 => (400, 400, 0, 15),
            2 => (150, 150, 2, 5),
            3 => (80, 80, 6, 0),
            4 => (10, 10, 8, 0),
            _ => (3, 0, 8, 0),
        };
        Style {
            eval_noise,
            margin,
            quiescence,
            contempt: 100,
            press: self.0 == 5,
            blunder_percent,
            evaluation: Evaluation::Engine,
        }
    }
}

impl Default for Level {
    fn default() -> Self {
        Level::DEFAULT
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("level must be a number from 1 to 5, not \"{0}\"")]
pub struct BadLevel(pub String);

impl FromStr for Level {
    type Err = BadLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim()
            .parse()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| BadLevel(s.chars().take(20).collect()))
    }
}

/// Takebacks are a courtesy for beginners' levels only.
pub fn accepts_takeback(level: Level) -> bool {
    level.0 <= 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_print() {
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert!("0".parse::<Level>().is_err());
        assert!("6".parse::<Level>().is_err());
        assert!("three".parse::<Level>().is_err());
        assert_eq!(Level::default().number(), 3);
    }

    #[test]
    fn higher_levels_search_more_and_guess_less() {
        for pair in Level::ALL.windows(2) {
            let (lo, hi) = (pair[0], pair[1]);
            assert!(lo.limits().nodes < hi.limits().nodes);
            assert!(lo.limits().time <= hi.limits().time);
            assert!(lo.style().eval_noise > hi.style().eval_noise);
        }
        assert!(Level::MAX.time_cap() < Duration::from_secs(5));
        // Only the strongest level presses on when ahead (issue 39).
        assert!(
            Level::ALL
                .iter()
                .all(|l| l.style().press == (*l == Level::MAX))
        );
        assert!(accepts_takeback(Level::MIN) && !accepts_takeback(Level::DEFAULT));
    }
}
