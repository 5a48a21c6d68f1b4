//! Conditional moves (`/premove`, issue #38): a player plans answers to
//! the opponent's replies ("if they play c4, I play d5; if they then play
//! e4, I play f5"). A line is checked along its whole length when entered
//! (each move legal where it would be played, the turns alternating, no
//! two lines answering the same moves differently) and stored
//! (`store/premoves.rs`). The transaction that records the opponent's move
//! (`games.rs::play_checked`) asks [`GameWrite::follow_premoves`]: a line
//! that starts with that move has its answer played at once, in the same
//! transaction, and the lines that went that way are kept, two plies
//! shorter; a move off every line drops them all, and the owner's DM turn
//! notice (if they asked for DMs) says so. A takeback and a game's end
//! delete the game's lines. Not in games against the engine, which answers
//! at once anyway: there is no wait to plan over.

use super::write::GameWrite;
use super::{GameId, GameService, ServiceError, ServiceResult, UserId, clean_move_text};
use crate::model::PremoveLine;
use crate::service::GameError;
use abande_rules::{Color, Game, MoveError};

/// Lines a player may keep in one game.
pub const MAX_PREMOVE_LINES: usize = 10;

/// Moves in one line (the opponent's and the answers).
pub const MAX_PREMOVE_MOVES: usize = 20;

/// Why a line of moves (`/premove`, `/explore`) is refused. `index`
/// counts the line's moves from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("a line against the engine")]
    AgainstEngine,
    #[error("a line on the caller's turn")]
    YourTurn,
    #[error("a line shorter than two moves")]
    TooShort,
    #[error("a line longer than {max}")]
    TooLong { max: usize },
    #[error("a line ending with the opponent's move {index}, {text}")]
    EndsWithOpponent { index: usize, text: String },
    #[error("{max} lines already")]
    TooManyLines { max: usize },
    #[error("move {index}, {text}: {reason}")]
    Illegal {
        index: usize,
        text: String,
        reason: MoveError,
    },
    #[error("move {index}, {text}, after the end")]
    AfterEnd { index: usize, text: String },
    #[error("move {index}, {text}, after a forced pass")]
    TurnSkipped { index: usize, text: String },
    #[error("exploring from past ply {max}")]
    FromPastEnd { max: usize },
    #[error("move {index}, {text}, conflicts with line {line} ({answer})")]
    Conflicts {
        index: usize,
        text: String,
        line: i64,
        answer: String,
    },
}

impl From<LineError> for ServiceError {
    fn from(error: LineError) -> Self {
        ServiceError::Line(error)
    }
}

/// A line as entered: its number and its moves in canonical notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PremoveAdded {
    pub game: GameId,
    pub line_no: i64,
    pub moves: Vec<String>,
    /// The owner's lines in the game now, this one included.
    pub lines: usize,
}

/// Plays the forced passes after a move (Abande: a player with nothing but
/// pass is passed for at once), returning how many.
pub(super) fn forced_passes(game: &mut Game) -> usize {
    let mut passes = 0;
    while game.only_move_is_pass() && game.play_text("pass").is_ok() {
        passes += 1;
    }
    passes
}

/// Checks the line `texts` for `owner` from `game`'s position, the
/// opponent to move: every move legal where it is played, the opponent's
/// and the owner's turns alternating (a forced pass inside the line
/// breaks that), and the line ending with the owner's answer. Returns the
/// moves in canonical notation.
pub fn check_line(game: &Game, owner: Color, texts: &[&str]) -> Result<Vec<String>, LineError> {
    if game.to_move() == Some(owner) {
        return Err(LineError::YourTurn);
    }
    if texts.len() < 2 {
        return Err(LineError::TooShort);
    }
    if texts.len() > MAX_PREMOVE_MOVES {
        return Err(LineError::TooLong {
            max: MAX_PREMOVE_MOVES,
        });
    }
    let mut game = game.clone();
    let mut canonical = Vec::with_capacity(texts.len());
    for (i, text) in texts.iter().enumerate() {
        let (index, text) = (i + 1, text.to_string());
        let expected = match i % 2 {
            0 => owner.opposite(),
            _ => owner,
        };
        match game.to_move() {
            None => return Err(LineError::AfterEnd { index, text }),
            Some(color) if color != expected => {
                return Err(LineError::TurnSkipped { index, text });
            }
            Some(_) => {}
        }
        let played = game.play_text(&text).map_err(|reason| LineError::Illegal {
            index,
            text: text.clone(),
            reason,
        })?;
        canonical.push(played.to_string());
        forced_passes(&mut game);
    }
    if texts.len() % 2 == 1 {
        let index = texts.len();
        return Err(LineError::EndsWithOpponent {
            index,
            text: canonical[index - 1].clone(),
        });
    }
    Ok(canonical)
}

/// Refuses `moves` when an existing line answers the same opponent's
/// moves with another move.
fn check_against(lines: &[PremoveLine], moves: &[String]) -> Result<(), LineError> {
    for line in lines {
        let same = line
            .moves
            .iter()
            .zip(moves)
            .take_while(|(a, b)| a == b)
            .count();
        // The first difference is an answer (odd index from 0) when the
        // opponent's moves before it agreed.
        if same < line.moves.len().min(moves.len()) && same % 2 == 1 {
            return Err(LineError::Conflicts {
                index: same + 1,
                text: moves[same].clone(),
                line: line.line_no,
                answer: line.moves[same].clone(),
            });
        }
    }
    Ok(())
}

/// What the owner's lines say to the opponent's move `played` at `ply`
/// (the position the lines start from).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Follow {
    /// The owner had no lines here.
    NoLines,
    /// No line starts with `played`: all are dropped.
    Dropped,
    /// Play `answer`; then keep these lines (already shifted past it).
    Answer {
        answer: String,
        kept: Vec<Vec<String>>,
    },
}

pub(super) fn follow(lines: &[PremoveLine], ply: usize, played: &str) -> Follow {
    let live: Vec<&PremoveLine> = lines.iter().filter(|l| l.start_ply == ply).collect();
    if live.is_empty() {
        return Follow::NoLines;
    }
    let matched: Vec<&PremoveLine> = live
        .into_iter()
        .filter(|l| l.moves.len() >= 2 && l.moves[0] == played)
        .collect();
    let Some(first) = matched.first() else {
        return Follow::Dropped;
    };
    let answer = first.moves[1].clone();
    let mut kept: Vec<Vec<String>> = Vec::new();
    for line in matched.iter().filter(|l| l.moves[1] == answer) {
        let rest = line.moves[2..].to_vec();
        if !rest.is_empty() && !kept.contains(&rest) {
            kept.push(rest);
        }
    }
    Follow::Answer { answer, kept }
}

/// Conditional moves (`/premove`). Borrowed from the service by
/// [`GameService::premoves`].
#[derive(Clone, Copy)]
pub struct Premoves<'a> {
    pub(super) service: &'a GameService,
}

impl Premoves<'_> {
    /// Adds a line of conditional moves for `user` in `game_id`, the
    /// opponent to move: `text` is the moves separated by spaces or
    /// commas, the opponent's reply first.
    pub async fn add_premove(
        self,
        game_id: GameId,
        user: UserId,
        text: &str,
    ) -> ServiceResult<PremoveAdded> {
        let (mut write, color) = self.service.write_as_player(game_id, user).await?;
        if write.view.record.engine.is_some() {
            return Err(LineError::AgainstEngine.into());
        }
        let texts = line_tokens(text)?;
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        let moves = check_line(&write.view.game, color, &texts)?;
        let ply = write.view.game.ply();
        let lines: Vec<PremoveLine> = write
            .tx
            .premove_lines(game_id, user)
            .await?
            .into_iter()
            .filter(|l| l.start_ply == ply)
            .collect();
        if lines.len() >= MAX_PREMOVE_LINES {
            return Err(LineError::TooManyLines {
                max: MAX_PREMOVE_LINES,
            }
            .into());
        }
        check_against(&lines, &moves)?;
        let line_no = write
            .tx
            .add_premove_line(game_id, user, ply, &moves, write.now)
            .await?;
        write.tx.commit().await?;
        Ok(PremoveAdded {
            game: game_id,
            line_no,
            moves,
            lines: lines.len() + 1,
        })
    }

    /// `user`'s lines, in `game` or in all their games.
    pub async fn premove_lines(
        self,
        user: UserId,
        game: Option<GameId>,
    ) -> ServiceResult<Vec<PremoveLine>> {
        let mut lines = self.service.inner.store.premove_lines_of(user).await?;
        if let Some(game) = game {
            lines.retain(|l| l.game == game);
        }
        Ok(lines)
    }

    /// Deletes `user`'s lines in `game_id`; returns how many there were.
    pub async fn clear_premoves(self, game_id: GameId, user: UserId) -> ServiceResult<u64> {
        let mut write = self.service.open_write(game_id).await?;
        write
            .view
            .record
            .color_of(user)
            .ok_or(GameError::NotYourGame)?;
        let cleared = write.tx.clear_premove_lines(game_id, user).await?;
        write.tx.commit().await?;
        Ok(cleared)
    }
}

impl GameWrite<'_> {
    /// The opponent of `mover` had lines from `ply` (before `mover`'s move
    /// `played`)? Deletes them and says what they answer; the caller plays
    /// the answer and stores the lines kept ([`GameWrite::keep_premoves`]).
    pub(super) async fn follow_premoves(
        &mut self,
        mover: Color,
        ply: usize,
        played: &str,
    ) -> ServiceResult<Follow> {
        let owner = self.view.record.player(mover.opposite()).id;
        let lines = self.tx.premove_lines(self.view.id(), owner).await?;
        if lines.is_empty() {
            return Ok(Follow::NoLines);
        }
        self.tx.clear_premove_lines(self.view.id(), owner).await?;
        Ok(follow(&lines, ply, played))
    }

    /// Stores `kept` for `owner`, from the game's position now.
    pub(super) async fn keep_premoves(
        &mut self,
        owner: Color,
        kept: &[Vec<String>],
    ) -> ServiceResult<()> {
        let owner_id = self.view.record.player(owner).id;
        let ply = self.view.game.ply();
        for moves in kept {
            self.tx
                .add_premove_line(self.view.id(), owner_id, ply, moves, self.now)
                .await?;
        }
        Ok(())
    }
}

/// The moves of `text` (separated by spaces, commas or semicolons).
pub fn line_tokens(text: &str) -> ServiceResult<Vec<String>> {
    text.split([' ', ',', ';'])
        .filter(|t| !t.trim().is_empty())
        .map(clean_move_text)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::GameKind;

    fn line(no: i64, moves: &str) -> PremoveLine {
        PremoveLine {
            game: GameId(1),
            line_no: no,
            start_ply: 1,
            moves: moves.split(' ').map(str::to_string).collect(),
        }
    }

    #[test]
    fn a_line_is_checked_move_by_move_with_the_reason() {
        let mut game = Game::new(GameKind::AbandeHex);
        game.play_text("d4").unwrap();
        // White to move; Black plans.
        assert_eq!(
            check_line(&game, Color::Black, &["d5", "d3"]),
            Ok(vec!["d5".to_string(), "d3".to_string()])
        );
        assert_eq!(
            check_line(&game, Color::White, &["d5", "d3"]),
            Err(LineError::YourTurn)
        );
        assert_eq!(
            check_line(&game, Color::Black, &["d5"]),
            Err(LineError::TooShort)
        );
        let refused = check_line(&game, Color::Black, &["d5", "d5"]).unwrap_err();
        assert!(
            matches!(refused, LineError::Illegal { index: 2, ref text, .. } if text == "d5"),
            "{refused:?}"
        );
        assert!(matches!(
            check_line(&game, Color::Black, &["d5", "d3", "c3"]),
            Err(LineError::EndsWithOpponent { index: 3, .. })
        ));
    }

    #[test]
    fn lines_follow_the_move_played_and_keep_what_went_that_way() {
        let lines = [
            line(1, "d5 d3 c3 e5"),
            line(2, "d5 d3 c4 e5"),
            line(3, "c5 d3"),
        ];
        assert_eq!(
            follow(&lines, 1, "d5"),
            Follow::Answer {
                answer: "d3".into(),
                kept: vec![
                    vec!["c3".to_string(), "e5".to_string()],
                    vec!["c4".to_string(), "e5".to_string()]
                ],
            }
        );
        assert_eq!(
            follow(&lines, 1, "c5"),
            Follow::Answer {
                answer: "d3".into(),
                kept: vec![]
            }
        );
        assert_eq!(follow(&lines, 1, "e3"), Follow::Dropped);
        assert_eq!(follow(&lines, 2, "d5"), Follow::NoLines);
        assert_eq!(follow(&[], 1, "d5"), Follow::NoLines);
    }

    #[test]
    fn two_lines_may_not_answer_the_same_moves_differently() {
        let lines = [line(1, "d5 d3 c3 e5")];
        let moves = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
        assert!(check_against(&lines, &moves("d5 d3 c3 f5")).is_err());
        assert!(matches!(
            check_against(&lines, &moves("d5 e3")),
            Err(LineError::Conflicts {
                index: 2,
                line: 1,
                ..
            })
        ));
        assert!(check_against(&lines, &moves("d5 d3 c4 f5")).is_ok());
        assert!(check_against(&lines, &moves("c5 e3")).is_ok());
        assert!(check_against(&lines, &moves("d5 d3")).is_ok());
    }
}
