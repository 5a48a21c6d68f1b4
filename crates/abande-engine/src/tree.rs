//! What the search needs from a game: the same alpha-beta code then runs,
//! monomorphised, on Abande and Abalone positions directly.

use abande_rules::{Color, GamePosition};

/// Score of a won game at the root; a win `n` plies away scores `WIN - n`.
pub(crate) const WIN: i32 = 1_000_000;

/// Scores beyond this are forced wins or losses.
pub(crate) const WIN_THRESHOLD: i32 = WIN - 1000;

/// What a search aims at besides the plain evaluation: the side that
/// leads at the root presses on (Abalone), counted only in that search, so
/// the other side's searches evaluate as before.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Plan {
    pub presser: Option<Color>,
    /// The side whose search evaluates as the benchmark's turtle
    /// ([`super::level::Evaluation::Turtle`]): the root's side to move.
    pub turtle: Option<Color>,
}

/// The search plays a position's own moves ([`GamePosition::legal_moves_into`],
/// [`GamePosition::play_legal`]) and keys it by [`GamePosition::zobrist`].
pub(crate) trait GameTree: GamePosition {
    /// Bound on [`Self::move_index`], the size of the history table.
    const MOVE_INDEXES: usize;
    /// Whether passing the turn (null-move pruning) is a safe test here.
    const NULL_MOVE: bool;
    /// Whether a position can come back (Abalone); Abande only goes forward.
    const REPEATS: bool;

    /// Passes the turn without moving, for null-move pruning.
    fn pass_turn(&mut self);

    /// Game over already: the score from the view of the side to move
    /// (`-WIN`, 0 or `WIN`, before adjusting for the distance).
    fn final_score(&self) -> Option<i32>;

    /// The plan of a search rooted here.
    fn plan(&self) -> Plan {
        Plan::default()
    }

    /// Static evaluation from the view of the side to move.
    fn evaluate(&self, plan: Plan) -> i32;

    /// The material alone from the view of the side to move, in the
    /// evaluation's units: marbles pushed off (Abalone) or the live score
    /// (Abande), own minus the opponent's.
    fn material(&self) -> i32;

    /// Dense index of a move, below [`Self::MOVE_INDEXES`].
    fn move_index(m: Self::Move) -> usize;

    /// Ordering hint: higher is tried earlier; positive means "tactical"
    /// (never reduced by late-move reductions).
    fn move_hint(&self, m: Self::Move) -> i32;

    /// Forcing moves for the quiescence search (Abalone push-offs) into `out`.
    fn tactical_moves(&self, out: &mut Vec<Self::Move>);
}
