//! Game records as plain text, in a PGN-like form that people can read and
//! the command line can replay:
//!
//! ```text
//! [Game "abande-hex"]
//! [Black "alice"]
//! [White "bob"]
//! [Date "2026-11-21"]
//! [Result "black"]
//! [Ending "score"]
//!
//! 1. d4 d5 2. d3 c3 3. d3-c3
//! ```
//!
//! Reading a record checks only its form; [`Record::replay`] then plays the
//! moves and names the first one that is illegal.
//!
//! ```
//! use abande_rules::record::Record;
//!
//! let record: Record = "[Game \"abande-hex\"]\n\n1. d4 d5".parse().unwrap();
//! assert_eq!(record.replay().unwrap().ply(), 2);
//! ```

use std::fmt;
use std::str::FromStr;

use super::{Game, GameKind, MoveError, Outcome};

/// Width of the move lines in a written record.
const RECORD_LINE_WIDTH: usize = 80;

/// A game's record: what it was, who played, how it ended, and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub kind: GameKind,
    pub black: String,
    pub white: String,
    /// `YYYY-MM-DD`, or empty when unknown.
    pub date: String,
    /// `None` for a game without a result (unfinished or aborted).
    pub result: Option<Outcome>,
    /// How the game ended ("score", "resignation", ...), if it did.
    pub ending: Option<String>,
    /// Moves in notation, one per ply.
    pub moves: Vec<String>,
}

/// Why a record could not be read or replayed. `Display` is user-facing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("line {line}: {problem}")]
    Malformed { line: usize, problem: String },
    #[error("the record has no [Game \"...\"] header naming the game")]
    MissingGame,
    #[error("move {number} ({text}) is illegal: {reason}")]
    IllegalMove {
        number: usize,
        text: String,
        reason: MoveError,
    },
}

impl Record {
    /// A record of `game` with no names, date or result; callers fill those in.
    pub fn of_game(game: &Game) -> Record {
        Record {
            kind: game.kind(),
            black: String::new(),
            white: String::new(),
            date: String::new(),
            result: game.outcome(),
            ending: None,
            moves: game.moves().iter().map(ToString::to_string).collect(),
        }
    }

    /// Plays the moves from the start.
    ///
    /// # Errors
    ///
    /// [`RecordError::IllegalMove`] for the first move that cannot be
    /// played, with its number, its text and the reason.
    pub fn replay(&self) -> Result<Game, RecordError> {
        Game::replay(self.kind, &self.moves).map_err(|(number, reason)| RecordError::IllegalMove {
            number,
            text: self.moves[number - 1].clone(),
            reason,
        })
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = self.result.map_or("*", Outcome::name);
        let ending = self.ending.as_deref().unwrap_or("*");
        let headers = [
            ("Game", self.kind.id()),
            ("Black", &self.black),
            ("White", &self.white),
            ("Date", &self.date),
            ("Result", result),
            ("Ending", ending),
        ];
        for (key, value) in headers {
            writeln!(f, "[{key} \"{}\"]", escape(value))?;
        }
        writeln!(f)?;
        let moves = numbered_moves(&self.moves, RECORD_LINE_WIDTH);
        if !moves.is_empty() {
            writeln!(f, "{moves}")?;
        }
        Ok(())
    }
}

impl FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        let mut kind = None;
        let mut record = Record {
            kind: GameKind::AbandeHex,
            black: String::new(),
            white: String::new(),
            date: String::new(),
            result: None,
            ending: None,
            moves: Vec::new(),
        };
        let mut lines = text.lines().enumerate().peekable();
        // Headers: `[Key "value"]` lines up to the first line that is not one.
        while let Some((index, line)) = lines.peek().copied() {
            let line = line.trim();
            if !line.starts_with('[') {
                break;
            }
            lines.next();
            let malformed = |problem: String| RecordError::Malformed {
                line: index + 1,
                problem,
            };
            let (key, value) = parse_header(line)
                .ok_or_else(|| malformed("expected a header like [Game \"abande-hex\"]".into()))?;
            match key {
                "Game" => {
                    kind = Some(
                        value
                            .parse::<GameKind>()
                            .map_err(|e| malformed(e.to_string()))?,
                    )
                }
                "Black" => record.black = value,
                "White" => record.white = value,
                "Date" => record.date = value,
                "Result" => {
                    record.result = parse_result(&value)
                        .ok_or_else(|| malformed(format!("unknown result \"{value}\"")))?
                }
                "Ending" => record.ending = (value != "*" && !value.is_empty()).then_some(value),
                // Unknown headers are kept out of the way rather than refused.
                _ => {}
            }
        }
        record.kind = kind.ok_or(RecordError::MissingGame)?;
        for (_, line) in lines {
            record.moves.extend(
                line.split_whitespace()
                    .filter(|token| !is_move_number(token))
                    .map(str::to_string),
            );
        }
        Ok(record)
    }
}

/// `Some(None)` for "*" (no result).
fn parse_result(value: &str) -> Option<Option<Outcome>> {
    Some(match value {
        "black" => Some(Outcome::Win(super::Color::Black)),
        "white" => Some(Outcome::Win(super::Color::White)),
        "draw" => Some(Outcome::Draw),
        "*" | "" => None,
        _ => return None,
    })
}

fn parse_header(line: &str) -> Option<(&str, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (key, quoted) = inner.split_once(' ')?;
    let quoted = quoted.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((key, unescape(quoted)?))
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

fn unescape(quoted: &str) -> Option<String> {
    let mut out = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push(chars.next()?),
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}

/// `12.` (and `12...`) are move numbers, not moves.
fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    digits.len() < token.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// `1. d4 d5 2. d3 c3 3. d3-c3`, broken into lines of at most `width`
/// characters (a longer single move still gets its own line). A move number
/// stays with the move after it.
pub fn numbered_moves<M: fmt::Display>(moves: &[M], width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for (pair_index, pair) in moves.chunks(2).enumerate() {
        let group = match pair {
            [first, second] => format!("{}. {first} {second}", pair_index + 1),
            [only] => format!("{}. {only}", pair_index + 1),
            _ => unreachable!("chunks of two"),
        };
        if !line.is_empty() && line.chars().count() + 1 + group.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&group);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.join("\n")
}

/// The UTC calendar date of a Unix time, `YYYY-MM-DD`.
pub fn utc_date(unix_secs: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm (proleptic Gregorian).
    let days = unix_secs.div_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(utc_date(0), "1970-01-01");
        assert_eq!(utc_date(1_700_000_000), "2023-11-14");
        assert_eq!(utc_date(951_782_400), "2000-02-29");
        assert_eq!(utc_date(-1), "1969-12-31");
    }

    #[test]
    fn moves_are_numbered_in_pairs_and_wrapped() {
        let moves = ["d4", "d5", "d3", "c3", "d3-c3"];
        assert_eq!(numbered_moves(&moves, 80), "1. d4 d5 2. d3 c3 3. d3-c3");
        assert_eq!(numbered_moves(&moves, 12), "1. d4 d5\n2. d3 c3\n3. d3-c3");
        assert_eq!(numbered_moves::<&str>(&[], 80), "");
    }

    #[test]
    fn names_with_quotes_survive() {
        let mut record = Record::of_game(&Game::new(GameKind::Abalone));
        record.black = "al \"the\" \\ice".into();
        let back: Record = record.to_string().parse().unwrap();
        assert_eq!(back, record);
    }

    #[test]
    fn malformed_headers_name_their_line() {
        let error = "[Game \"abalone\"]\n[Black alice]\n"
            .parse::<Record>()
            .unwrap_err();
        assert_eq!(
            error,
            RecordError::Malformed {
                line: 2,
                problem: "expected a header like [Game \"abande-hex\"]".into()
            }
        );
        assert_eq!(
            "1. d4".parse::<Record>().unwrap_err(),
            RecordError::MissingGame
        );
        assert!(
            "[Game \"chess\"]"
                .parse::<Record>()
                .unwrap_err()
                .to_string()
                .contains("unknown game")
        );
    }
}
