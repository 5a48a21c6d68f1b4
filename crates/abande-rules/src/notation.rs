//! First stage of move parsing, shared by both games: syntax only.
//!
//! `"E2xD3"`, `"e2-d3"`, `"e2 d3"` and `"e2d3"` all read as the two
//! coordinates `e2`, `d3`. Whether those points exist, and what the move
//! means, is decided by each game's `resolve` against a position.

use std::fmt;
use std::str::FromStr;

/// Longest move text we even try to read; anything longer is rejected outright.
pub const MAX_MOVE_TEXT: usize = 64;

/// A coordinate as written: a letter and a number, not yet checked against a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coord {
    pub file: char,
    pub number: u16,
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file, self.number)
    }
}

/// What a move text says, before any board is consulted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    Pass,
    Coords(Vec<Coord>),
}

/// The text could not be read as a move at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("could not read \"{shown}\" as a move{}", detail_suffix(.detail))]
pub struct SyntaxError {
    /// The offending text, shortened and stripped of control characters for display.
    pub shown: String,
    pub detail: &'static str,
}

fn detail_suffix(detail: &str) -> String {
    if detail.is_empty() {
        String::new()
    } else {
        format!(" ({detail})")
    }
}

impl SyntaxError {
    fn new(text: &str, detail: &'static str) -> Self {
        let mut shown: String = text.chars().filter(|c| !c.is_control()).take(24).collect();
        if text.chars().count() > 24 {
            shown.push('…');
        }
        SyntaxError { shown, detail }
    }
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '-' | '–' | '—' | 'x' | '×' | ',' | ':' | '>')
}

impl FromStr for MoveText {
    type Err = SyntaxError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_MOVE_TEXT {
            return Err(SyntaxError::new(text, "too long"));
        }
        let lower = text.trim().to_lowercase();
        if lower.is_empty() {
            return Err(SyntaxError::new(text, "empty"));
        }
        if lower == "pass" {
            return Ok(MoveText::Pass);
        }
        let mut coords = Vec::new();
        let mut chars = lower.chars().peekable();
        while let Some(c) = chars.next() {
            if is_separator(c) {
                continue;
            }
            if !c.is_ascii_lowercase() {
                return Err(SyntaxError::new(text, "unexpected character"));
            }
            let mut number: u32 = 0;
            let mut digits = 0;
            while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                chars.next();
                number = number * 10 + d;
                digits += 1;
                if digits > 2 {
                    return Err(SyntaxError::new(text, "number too long"));
                }
            }
            if digits == 0 {
                return Err(SyntaxError::new(
                    text,
                    "a letter must be followed by a number",
                ));
            }
            coords.push(Coord {
                file: c,
                number: number as u16,
            });
            if coords.len() > 3 {
                return Err(SyntaxError::new(text, "too many points"));
            }
        }
        if coords.is_empty() {
            return Err(SyntaxError::new(text, "no points"));
        }
        Ok(MoveText::Coords(coords))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coords(s: &str) -> Vec<String> {
        match s.parse::<MoveText>().unwrap() {
            MoveText::Coords(c) => c.iter().map(|c| c.to_string()).collect(),
            MoveText::Pass => vec!["pass".into()],
        }
    }

    #[test]
    fn lenient_separators_and_case() {
        for s in ["e2-d3", "E2D3", "e2 d3", "e2xd3", "  E2 x D3 "] {
            assert_eq!(coords(s), ["e2", "d3"], "{s}");
        }
        assert_eq!(coords("c6c7d6"), ["c6", "c7", "d6"]);
        assert_eq!(coords("PASS"), ["pass"]);
        assert_eq!(coords("z12"), ["z12"]);
    }

    #[test]
    fn garbage_is_a_syntax_error() {
        for s in [
            "",
            "   ",
            "e",
            "4e",
            "e2-",
            "e123",
            "a1b2c3d4",
            "é2",
            "e2\u{0}d3",
            &"a1".repeat(40),
        ] {
            if s == "e2-" {
                assert_eq!(coords(s), ["e2"]);
                continue;
            }
            assert!(s.parse::<MoveText>().is_err(), "{s:?} parsed");
        }
    }

    #[test]
    fn error_shows_the_text_without_control_characters() {
        let e = "e\u{7}q".parse::<MoveText>().unwrap_err();
        assert_eq!(e.shown, "eq");
    }
}
