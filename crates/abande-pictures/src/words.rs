//! The words a picture shows, passed in by the caller: the pictures know no
//! language of their own beyond [`English`], the default.

use std::fmt;

/// Every word the board pictures and the rating chart write, in one
/// language. The bot implements it over its message catalogues; [`English`]
/// is the default of [`crate::RenderOptions`].
///
/// Numbers are passed as numbers so an implementation can choose plural
/// forms; names and moves come already written.
pub trait Words: fmt::Debug + Sync {
    /// The header's result when Black won: "Black wins · 31 moves".
    fn black_wins(&self, moves: usize) -> String;
    /// The header's result when White won.
    fn white_wins(&self, moves: usize) -> String;
    /// The header's result of a drawn game: "Draw · 31 moves".
    fn drawn(&self, moves: usize) -> String;
    /// The header of a game in play before any move: "Move 1".
    fn move_number(&self, number: usize) -> String;
    /// The header of a game in play: "Move 12 · last e2-d3".
    fn move_number_last(&self, number: usize, last: &str) -> String;
    /// A player's time left: "time 2 days 5 h".
    fn time(&self, clock: &str) -> String;
    /// Abande pieces in hand: "in hand 5".
    fn in_hand(&self, count: u8) -> String;
    /// An Abande score: "score 12".
    fn score(&self, score: u32) -> String;
    /// Abalone marbles pushed off: "pushed off 2 / 6".
    fn pushed_off(&self, count: u8) -> String;
    /// The tag of the winner: "WINNER".
    fn winner(&self) -> String;
    /// The tag of the player to move: "TO MOVE".
    fn to_move(&self) -> String;
    /// The header's result of a game that has none: "Aborted".
    fn aborted(&self) -> String;
    /// The footer of a win on points: "Alice wins on points, 20 to 12".
    fn end_points(&self, winner: &str, won: u32, lost: u32) -> String;
    /// The footer of a draw on points: "Drawn on points, 16 each".
    fn end_points_draw(&self, score: u32) -> String;
    /// The footer of an Abalone win: "Alice wins: 6 marbles pushed off".
    fn end_marbles(&self, winner: &str, count: u8) -> String;
    /// The footer of any other win on the board: "Alice wins".
    fn end_won(&self, winner: &str) -> String;
    /// The footer of any other draw on the board: "Drawn".
    fn end_draw(&self) -> String;
    /// The footer of a resignation: "Bob resigned: Alice wins".
    fn end_resigned(&self, loser: &str, winner: &str) -> String;
    /// The footer of a loss on time: "Bob ran out of time: Alice wins".
    fn end_timeout(&self, loser: &str, winner: &str) -> String;
    /// The footer of a draw by agreement.
    fn end_agreed(&self) -> String;
    /// The footer of a win a moderator gave: "Decided by a moderator: Alice wins".
    fn end_adjudicated_win(&self, winner: &str) -> String;
    /// The footer of a draw a moderator gave.
    fn end_adjudicated_draw(&self) -> String;
    /// The footer of an abandoned or cancelled game.
    fn end_aborted(&self) -> String;
    /// The footer (and header) of a game over with no result on record.
    fn end_over(&self) -> String;
    /// The rating chart's first column: "start".
    fn chart_start(&self) -> String;
    /// What the rating chart's shaded band means.
    fn chart_band(&self) -> String;
    /// A date under the rating chart, `month` 1-12: "3 Mar", or with the
    /// year "3 Mar 2025".
    fn chart_date(&self, day: u32, month: u32, year: Option<i64>) -> String;
}

/// The pictures' words in English.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct English;

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

impl Words for English {
    fn black_wins(&self, moves: usize) -> String {
        format!(
            "Black wins · {moves} {}",
            if moves == 1 { "move" } else { "moves" }
        )
    }
    fn white_wins(&self, moves: usize) -> String {
        format!(
            "White wins · {moves} {}",
            if moves == 1 { "move" } else { "moves" }
        )
    }
    fn drawn(&self, moves: usize) -> String {
        format!(
            "Draw · {moves} {}",
            if moves == 1 { "move" } else { "moves" }
        )
    }
    fn move_number(&self, number: usize) -> String {
        format!("Move {number}")
    }
    fn move_number_last(&self, number: usize, last: &str) -> String {
        format!("Move {number} · last {last}")
    }
    fn time(&self, clock: &str) -> String {
        format!("time {clock}")
    }
    fn in_hand(&self, count: u8) -> String {
        format!("in hand {count}")
    }
    fn score(&self, score: u32) -> String {
        format!("score {score}")
    }
    fn pushed_off(&self, count: u8) -> String {
        format!("pushed off {count} / 6")
    }
    fn winner(&self) -> String {
        "WINNER".into()
    }
    fn to_move(&self) -> String {
        "TO MOVE".into()
    }
    fn aborted(&self) -> String {
        "Aborted".into()
    }
    fn end_points(&self, winner: &str, won: u32, lost: u32) -> String {
        format!("{winner} wins on points, {won} to {lost}")
    }
    fn end_points_draw(&self, score: u32) -> String {
        format!("Drawn on points, {score} each")
    }
    fn end_marbles(&self, winner: &str, count: u8) -> String {
        format!(
            "{winner} wins: {count} {} pushed off",
            if count == 1 { "marble" } else { "marbles" }
        )
    }
    fn end_won(&self, winner: &str) -> String {
        format!("{winner} wins")
    }
    fn end_draw(&self) -> String {
        "Drawn".into()
    }
    fn end_resigned(&self, loser: &str, winner: &str) -> String {
        format!("{loser} resigned: {winner} wins")
    }
    fn end_timeout(&self, loser: &str, winner: &str) -> String {
        format!("{loser} ran out of time: {winner} wins")
    }
    fn end_agreed(&self) -> String {
        "Drawn by agreement".into()
    }
    fn end_adjudicated_win(&self, winner: &str) -> String {
        format!("Decided by a moderator: {winner} wins")
    }
    fn end_adjudicated_draw(&self) -> String {
        "Decided by a moderator: drawn".into()
    }
    fn end_aborted(&self) -> String {
        "Aborted: the game has no result".into()
    }
    fn end_over(&self) -> String {
        "Game over".into()
    }
    fn chart_start(&self) -> String {
        "start".into()
    }
    fn chart_band(&self) -> String {
        "± rating deviation (shaded)".into()
    }
    fn chart_date(&self, day: u32, month: u32, year: Option<i64>) -> String {
        // Fluent's catch-all is December; so is this.
        let name = MONTHS
            .get((month as usize).wrapping_sub(1))
            .unwrap_or(&MONTHS[11]);
        match year {
            Some(year) => format!("{day} {name} {year}"),
            None => format!("{day} {name}"),
        }
    }
}
