//! Why a move cannot be played, in words a player understands.

use crate::Color;

/// A move text or move that is not legal in the position. Points are named
/// by their labels so that the message can be shown as it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the game is over")]
    GameOver,
    #[error("Abalone has no pass")]
    NoPass,
    #[error("write an in-line move as two points (a1b2) or a broadside as three (c6c7d6)")]
    WrongPointCount,
    #[error("there is no point {0} on the board")]
    NoSuchPoint(String),
    #[error("{0} and {1} are not neighbours")]
    NotNeighbours(String, String),
    #[error("{0} is named twice")]
    SamePoint(String),
    #[error("{0} is empty")]
    Empty(String),
    #[error("{0} is not your marble")]
    NotYourMarble(String),
    #[error("{0} and {1} are not in one line of adjacent marbles")]
    NotInLine(String, String),
    /// The labels of the whole line, separated by spaces.
    #[error("a line of more than three marbles cannot move ({0})")]
    TooManyMarbles(String),
    #[error("{0} would move off the board")]
    OffBoard(String),
    #[error("you cannot push your own marble off the board")]
    OwnMarbleOffBoard,
    #[error("a single marble cannot push: {0} is occupied")]
    SingleCannotPush(String),
    #[error("{}", outnumbered(*.pushers, *.defenders))]
    Outnumbered { pushers: u8, defenders: u8 },
    /// `marbles` are the labels of the pushed line.
    #[error(
        "the {} marble{} on {} {} sandwiched by your marble on {blocker} and cannot be pushed",
        color.name(),
        if *.count > 1 { "s" } else { "" },
        marbles.join(" and "),
        if *.count > 1 { "are" } else { "is" }
    )]
    Sandwiched {
        color: Color,
        count: u8,
        marbles: Vec<String>,
        blocker: String,
    },
    #[error("{0} is occupied")]
    Occupied(String),
    #[error("a broadside move cannot push: {0} is occupied")]
    BroadsideCannotPush(String),
    /// Carries the in-line move text that does what was probably meant.
    #[error("moving along the line is an in-line move: write it as {0}")]
    AlongTheLine(String),
}

fn outnumbered(pushers: u8, defenders: u8) -> String {
    if defenders >= 3 {
        format!("{pushers} cannot push 3 or more")
    } else {
        format!("{pushers} cannot push {defenders}")
    }
}
