//! Explore (issue #38): the position after hypothetical moves from a
//! game's current position or from any ply of it, each move checked with
//! the rules' reason when it is not legal. Nothing is stored. The engine's
//! view of an explored position is offered only where it helps nobody
//! cheat: against the engine and in finished games.

use super::Analysis;
use super::premoves::{LineError, forced_passes, line_tokens};
use super::{EndedBy, GameId, GameStatus, GameView, ServiceResult, Viewer};
use crate::service::GameError;
use abande_rules::Game;

/// Moves one exploration may hold.
pub const MAX_EXPLORE_MOVES: usize = 60;

/// An explored position.
#[derive(Clone, Debug)]
pub struct Explored {
    /// The game as stored, its position replaced by the explored one (and
    /// its status by what that position is: over or not).
    pub view: GameView,
    /// The ply the moves start from.
    pub from_ply: usize,
    /// The moves explored, in canonical notation.
    pub moves: Vec<String>,
    /// Whether the engine's evaluation may be shown (against the engine,
    /// or once the game is over).
    pub engine_allowed: bool,
}

/// `view` standing at `game` instead: over with its outcome if `game` is
/// over (the picture then shows the result), else being played.
pub fn hypothetical(view: &GameView, game: Game) -> GameView {
    let mut record = view.record.clone();
    match game.outcome() {
        Some(outcome) => {
            record.status = GameStatus::Finished;
            record.result = Some(outcome);
            record.ended_by = Some(EndedBy::Score);
            record.final_score = super::games::board_score(&game);
        }
        None => {
            record.status = GameStatus::Active;
            record.result = None;
            record.ended_by = None;
            record.final_score = None;
        }
    }
    GameView {
        record,
        game,
        ..view.clone()
    }
}

/// Plays `texts` from `base`, the passes forced on a player played for
/// them as in a game; the position reached and the moves in canonical
/// notation, or the first move refused with its reason.
pub fn explore_line(base: &Game, texts: &[&str]) -> Result<(Game, Vec<String>), LineError> {
    if texts.len() > MAX_EXPLORE_MOVES {
        return Err(LineError::TooLong {
            max: MAX_EXPLORE_MOVES,
        });
    }
    let mut game = base.clone();
    let mut moves = Vec::with_capacity(texts.len());
    for (i, text) in texts.iter().enumerate() {
        let (index, text) = (i + 1, text.to_string());
        if game.is_over() {
            return Err(LineError::AfterEnd { index, text });
        }
        let played = game.play_text(&text).map_err(|reason| LineError::Illegal {
            index,
            text: text.clone(),
            reason,
        })?;
        moves.push(played.to_string());
        forced_passes(&mut game);
    }
    Ok((game, moves))
}

impl Analysis<'_> {
    /// The position of `game_id` after the moves of `text`, played from
    /// ply `from` (the current position when `None`), for `viewer` (who
    /// must be allowed to see the game: else it is "not found").
    pub async fn explore(
        self,
        game_id: GameId,
        viewer: Viewer,
        text: &str,
        from: Option<usize>,
    ) -> ServiceResult<Explored> {
        let view = self.service.games().load_game(game_id).await?;
        if !viewer.may_see(&view) {
            return Err(GameError::NotFound(game_id).into());
        }
        let ply = view.game.ply();
        let from_ply = from.unwrap_or(ply);
        if from_ply > ply {
            return Err(LineError::FromPastEnd { max: ply }.into());
        }
        let tokens = line_tokens(text)?;
        let texts: Vec<&str> = tokens.iter().map(String::as_str).collect();
        let (game, moves) = explore_line(&view.game.rewound(from_ply), &texts)?;
        let engine_allowed = view.record.engine.is_some() || !view.record.is_active();
        Ok(Explored {
            view: hypothetical(&view, game),
            from_ply,
            moves,
            engine_allowed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::GameKind;

    #[test]
    fn a_line_is_explored_move_by_move_and_refused_at_the_first_illegal_one() {
        let base = Game::new(GameKind::AbandeHex);
        let (game, moves) = explore_line(&base, &["d4", "d5", "d3"]).unwrap();
        assert_eq!(game.ply(), 3);
        assert_eq!(moves, ["d4", "d5", "d3"]);
        let refused = explore_line(&base, &["d4", "d4"]).unwrap_err();
        assert!(
            matches!(refused, LineError::Illegal { index: 2, ref text, .. } if text == "d4"),
            "{refused:?}"
        );
        assert_eq!(explore_line(&base, &[]).unwrap().0.ply(), 0);
    }
}
