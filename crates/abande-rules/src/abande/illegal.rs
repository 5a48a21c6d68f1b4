use thiserror::Error;

/// Why an Abande move was refused, in words a player understands.
/// Points are named by their labels.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalMove {
    #[error("there is no point {0} on this board")]
    OffBoard(String),
    #[error(
        "write a move as a point to enter a piece (d4), two points to move a stack (e2-d3), or pass"
    )]
    WrongShape,
    #[error("{0} is already occupied")]
    Occupied(String),
    #[error("{0} is not next to the band: a new piece must touch a piece already on the board")]
    NotAdjacentToBand(String),
    #[error("you have no pieces left in hand: move a stack or pass")]
    NoPiecesInHand,
    #[error("stacks may move only after Black has entered his second piece")]
    MovingNotAllowedYet,
    #[error("there is no stack on {0}")]
    EmptySource(String),
    #[error("the stack on {0} is not yours")]
    NotYourStack(String),
    #[error("{0} is empty: a stack may only move onto an opponent's stack")]
    TargetEmpty(String),
    #[error("{0} is your own stack: a stack may only move onto an opponent's stack")]
    TargetOwn(String),
    #[error("{to} is not next to {from}: stacks move one step")]
    NotAdjacent { from: String, to: String },
    #[error("moving the stack of {from_height} on {from} onto the stack of {to_height} on {to} would make it {} high; stacks may be at most 3 high", from_height + to_height)]
    TooHigh {
        from: String,
        to: String,
        from_height: u8,
        to_height: u8,
    },
    #[error("moving {from} would split the band: {} would be cut off", cut_off.join(", "))]
    SplitsBand { from: String, cut_off: Vec<String> },
    #[error("you cannot pass while you have {count} piece{} in hand", if *.count == 1 { "" } else { "s" })]
    PassWithPiecesInHand { count: u8 },
    #[error("the game is over")]
    GameOver,
}
