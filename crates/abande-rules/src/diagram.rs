//! Plain-text board diagrams: the command line's `show` and `play`, and
//! the bot's `/board text:true`.

use crate::{Color, Family, Game, PointId};

/// Cell text: `.` empty, otherwise the pieces bottom to top with the top
/// piece upper-case (`wB` = white under black).
fn cell(game: &Game, p: PointId) -> String {
    let pieces = game.pieces_at(p);
    if pieces.is_empty() {
        return ".".into();
    }
    let n = pieces.len();
    pieces
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let ch = if *c == Color::Black { 'b' } else { 'w' };
            if i + 1 == n {
                ch.to_ascii_uppercase()
            } else {
                ch
            }
        })
        .collect()
}

fn split_label(label: &str) -> (usize, usize) {
    let file = (label.as_bytes()[0] - b'a') as usize;
    let number = label[1..].parse::<usize>().expect("numeric label");
    (file, number)
}

/// A diagram of the position in plain text, one board row a line (each
/// ends with `\n`): `.` an empty point, otherwise the pieces bottom to top,
/// the top one upper-case (`wB` is a black piece on a white one); Abalone's
/// rows are lettered on the left, Abande's files named under the board.
///
/// ```
/// use abande_rules::{Game, GameKind, diagram};
///
/// let text = diagram(&Game::new(GameKind::Abalone));
/// assert_eq!(text.lines().count(), 9);
/// assert_eq!(text.matches('B').count(), 14);
/// ```
pub fn diagram(game: &Game) -> String {
    let t = game.topology();
    // Each point gets a (text row, text column) on a character grid.
    let mut placed: Vec<(usize, usize, String)> = Vec::new();
    let (rows, margin_labels): (usize, Vec<(usize, String)>);
    match game.kind().family() {
        Family::Abalone => {
            // Row letter r (a = bottom) and diagonal number n: hexagonal offset layout.
            for p in t.points() {
                let (r, n) = split_label(t.label(p));
                let row = 8 - r;
                // Column 0 holds the row letter: e1, the leftmost point
                // (r = 4, n = 1), lands at column 2.
                let col = 6 + 4 * n - 2 * r;
                placed.push((row, col, cell(game, p)));
            }
            rows = 9;
            margin_labels = (0..9)
                .map(|r| (8 - r, ((b'a' + r as u8) as char).to_string()))
                .collect();
        }
        Family::Abande if t.len() == 37 => {
            // Columns a..g; column lengths 4..7..4, numbered from the bottom, half-step offsets.
            for p in t.points() {
                let (c, n) = split_label(t.label(p));
                let len = 7 - (c as isize - 3).unsigned_abs();
                let half_steps_up = 2 * (n - 1) + (7 - len);
                placed.push((12 - half_steps_up, 4 + 5 * c, cell(game, p)));
            }
            rows = 13;
            margin_labels = Vec::new();
        }
        Family::Abande => {
            for p in t.points() {
                let (f, n) = split_label(t.label(p));
                placed.push((2 * (7 - n), 4 + 5 * f, cell(game, p)));
            }
            rows = 13;
            margin_labels = (1..=7).map(|n| (2 * (7 - n), n.to_string())).collect();
        }
    }
    let width = placed
        .iter()
        .map(|(_, c, s)| c + s.len())
        .max()
        .unwrap_or(0)
        + 1;
    let mut grid = vec![vec![' '; width]; rows];
    for (r, c, s) in &placed {
        for (i, ch) in s.chars().enumerate() {
            grid[*r][c + i] = ch;
        }
    }
    for (r, s) in &margin_labels {
        for (i, ch) in s.chars().enumerate() {
            grid[*r][i] = ch;
        }
    }
    let mut out: String = grid
        .iter()
        .map(|l| l.iter().collect::<String>().trim_end().to_string() + "\n")
        .collect();
    if game.kind().family() == Family::Abande {
        let files: String = t.files().iter().map(|f| format!("{f:<5}")).collect();
        out.push_str(&format!("    {}\n", files.trim_end()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameKind;

    /// Every point has its own cell and every piece shows: the row letters
    /// must not cover a point (Abalone's e1 was hidden under "e").
    #[test]
    fn every_point_and_piece_shows() {
        for kind in GameKind::ALL {
            let mut game = Game::new(kind);
            for played in 0..60 {
                if game.is_over() {
                    break;
                }
                let text = diagram(&game);
                // Abande's last line names the files; Abalone's lines start
                // with the row's letter.
                let (board_lines, labels) = match kind.family() {
                    Family::Abande => (text.lines().count() - 1, 0),
                    Family::Abalone => (text.lines().count(), 1),
                };
                let cells: Vec<&str> = text
                    .lines()
                    .take(board_lines)
                    .flat_map(|line| line.split_whitespace().skip(labels))
                    .filter(|w| w.chars().all(|c| ".bwBW".contains(c)))
                    .collect();
                assert_eq!(cells.len(), game.topology().len(), "{kind:?}:\n{text}");
                let pieces: usize = game
                    .topology()
                    .points()
                    .map(|p| game.pieces_at(p).len())
                    .sum();
                let shown: usize = cells.iter().filter(|c| **c != ".").map(|c| c.len()).sum();
                assert_eq!(shown, pieces, "{kind:?} after {played} moves:\n{text}");
                // The middle legal move: deterministic, and it wanders.
                let moves = game.legal_moves();
                game.play(moves[moves.len() / 2]).unwrap();
            }
        }
    }
}
