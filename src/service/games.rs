//! Playing: moves, automatic passes, resignation, abort, and where a game is shown.

use super::{
    EndedBy, GameId, GameService, GameStatus, GameView, MoveRecord, MoveResult, PlayedMove,
    ServiceError, ServiceResult, UserId, clean_move_text,
};
use crate::rules::{Color, Game, Outcome, PerColor};
use crate::store::{GameEnd, GameRecord, NewMoveRow, WriteTx};

/// Rebuilds the position from the stored moves (the source of truth).
pub(super) fn build_view(record: GameRecord, moves: Vec<MoveRecord>) -> ServiceResult<GameView> {
    let texts: Vec<&str> = moves.iter().map(|m| m.notation.as_str()).collect();
    let game = Game::replay(record.kind, &texts).map_err(|(ply, error)| {
        tracing::error!(game = %record.id, ply, %error, "stored move does not replay");
        ServiceError::Storage(format!(
            "game {} has an unplayable stored move {ply}: {error}",
            record.id
        ))
    })?;
    let automatic_plies = moves
        .iter()
        .filter(|m| m.automatic)
        .map(|m| m.ply as usize)
        .collect();
    Ok(GameView {
        id: record.id,
        kind: record.kind,
        black: record.black,
        white: record.white,
        status: record.status,
        result: record.result,
        ended_by: record.ended_by,
        final_score: record.final_score,
        game,
        automatic_plies,
        version: record.version,
        place: record.place,
        thread_id: record.thread_id,
        board_message_id: record.board_message_id,
        move_hours: record.move_hours,
        deadline_at: record.deadline_at,
        draw_offer_by: record.draw_offer_by,
        takeback_by: record.takeback_by,
        created_at: record.created_at,
        updated_at: record.updated_at,
        finished_at: record.finished_at,
    })
}

/// What is kept as the final score: Abande points, or Abalone marbles pushed off.
pub(super) fn board_score(game: &Game) -> Option<PerColor<u32>> {
    game.score().or_else(|| {
        game.captured().map(|c| PerColor {
            black: c.black.into(),
            white: c.white.into(),
        })
    })
}

impl GameService {
    pub async fn load_game(&self, id: GameId) -> ServiceResult<GameView> {
        let (record, moves) = self
            .inner
            .store
            .game_with_moves(id)
            .await?
            .ok_or(ServiceError::GameNotFound(id))?;
        build_view(record, moves)
    }

    /// Plays `text` for `user`, then any passes that are forced on the next
    /// players, all in one transaction.
    pub async fn play_move(
        &self,
        game_id: GameId,
        user: UserId,
        text: &str,
    ) -> ServiceResult<MoveResult> {
        let text = clean_move_text(text)?;
        let _lock = self.inner.game_locks.lock(game_id).await;
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let mut view = load_for_update(&mut tx, game_id).await?;
        let color = view.color_of(user).ok_or(ServiceError::NotYourGame)?;
        let to_move = active_side(&view)?;
        if to_move != color {
            return Err(ServiceError::NotYourTurn {
                to_move: view.player(to_move).name.clone(),
            });
        }

        let played_move = view.game.play_text(&text)?;
        let mut played = vec![PlayedMove {
            ply: view.game.ply(),
            by: color,
            notation: played_move.to_string(),
            automatic: false,
        }];
        // Abande: a player with nothing but pass is passed for at once.
        while view.game.only_move_is_pass() {
            let Some(by) = view.game.to_move() else { break };
            let pass = view.game.play_text("pass")?;
            played.push(PlayedMove {
                ply: view.game.ply(),
                by,
                notation: pass.to_string(),
                automatic: true,
            });
        }

        let rows: Vec<NewMoveRow> = played
            .iter()
            .map(|p| NewMoveRow {
                ply: p.ply as i64,
                player_id: view.player(p.by).id,
                notation: p.notation.clone(),
                automatic: p.automatic,
                played_at: now,
            })
            .collect();
        tx.append_moves(game_id, &rows).await?;
        let end = view.game.outcome().map(|outcome| GameEnd {
            status: GameStatus::Finished,
            result: Some(outcome),
            ended_by: EndedBy::Score,
            final_score: board_score(&view.game),
        });
        let deadline = match end {
            Some(_) => None,
            None => next_deadline(&view, now),
        };
        tx.advance_game(game_id, view.version, now, deadline, end, Some(user))
            .await?;
        tx.commit().await?;

        view.automatic_plies
            .extend(played.iter().filter(|p| p.automatic).map(|p| p.ply));
        apply_change(&mut view, now, deadline, end, Some(user));
        Ok(MoveResult { game: view, played })
    }

    /// Passing is an ordinary move in Abande; Abalone refuses it.
    pub async fn pass(&self, game_id: GameId, user: UserId) -> ServiceResult<MoveResult> {
        self.play_move(game_id, user, "pass").await
    }

    /// Either player may resign at any time while the game is on.
    pub async fn resign(&self, game_id: GameId, user: UserId) -> ServiceResult<GameView> {
        self.end_game(game_id, user, |view, color| {
            Ok(GameEnd {
                status: GameStatus::Finished,
                result: Some(Outcome::Win(color.opposite())),
                ended_by: EndedBy::Resignation,
                final_score: board_score(&view.game),
            })
        })
        .await
    }

    /// Calls the game off without a result; allowed until both players have moved.
    pub async fn abort_game(&self, game_id: GameId, user: UserId) -> ServiceResult<GameView> {
        self.end_game(game_id, user, |view, _| {
            if view.game.ply() >= 2 {
                return Err(ServiceError::TooLateToAbort);
            }
            Ok(GameEnd {
                status: GameStatus::Aborted,
                result: None,
                ended_by: EndedBy::Abort,
                final_score: None,
            })
        })
        .await
    }

    async fn end_game(
        &self,
        game_id: GameId,
        user: UserId,
        decide: impl FnOnce(&GameView, Color) -> ServiceResult<GameEnd>,
    ) -> ServiceResult<GameView> {
        let _lock = self.inner.game_locks.lock(game_id).await;
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let mut view = load_for_update(&mut tx, game_id).await?;
        let color = view.color_of(user).ok_or(ServiceError::NotYourGame)?;
        active_side(&view)?;
        let end = decide(&view, color)?;
        tx.advance_game(game_id, view.version, now, None, Some(end), None)
            .await?;
        tx.commit().await?;
        apply_change(&mut view, now, None, Some(end), None);
        Ok(view)
    }

    /// Where the game is shown: its thread (if any) and channel.
    pub async fn set_game_place(
        &self,
        game_id: GameId,
        thread_id: Option<u64>,
        channel_id: u64,
    ) -> ServiceResult<()> {
        let mut tx = self.inner.store.begin_write().await?;
        if !tx
            .set_game_place(game_id, thread_id, channel_id, self.now())
            .await?
        {
            return Err(ServiceError::GameNotFound(game_id));
        }
        tx.commit().await?;
        Ok(())
    }

    /// The message showing the current board (to edit or replace later).
    pub async fn set_board_message(&self, game_id: GameId, message_id: u64) -> ServiceResult<()> {
        let mut tx = self.inner.store.begin_write().await?;
        if !tx
            .set_board_message(game_id, message_id, self.now())
            .await?
        {
            return Err(ServiceError::GameNotFound(game_id));
        }
        tx.commit().await?;
        Ok(())
    }

    pub async fn game_for_thread(&self, thread_id: u64) -> ServiceResult<Option<GameId>> {
        Ok(self.inner.store.game_for_thread(thread_id).await?)
    }
}

pub(super) async fn load_for_update(tx: &mut WriteTx, game_id: GameId) -> ServiceResult<GameView> {
    let record = tx
        .game(game_id)
        .await?
        .ok_or(ServiceError::GameNotFound(game_id))?;
    let moves = tx.moves(game_id).await?;
    build_view(record, moves)
}

/// The side to move, or `GameOver`.
pub(super) fn active_side(view: &GameView) -> ServiceResult<Color> {
    if view.status != GameStatus::Active {
        return Err(ServiceError::GameOver);
    }
    view.game.to_move().ok_or(ServiceError::GameOver)
}

/// The deadline for the next move from `now`, if the game has a time limit.
pub(super) fn next_deadline(view: &GameView, now: i64) -> Option<i64> {
    view.move_hours.map(|hours| now + i64::from(hours) * 3600)
}

/// Mirrors `WriteTx::advance_game` on the in-memory view.
pub(super) fn apply_change(
    view: &mut GameView,
    now: i64,
    deadline: Option<i64>,
    end: Option<GameEnd>,
    mover: Option<UserId>,
) {
    view.version += 1;
    view.updated_at = now;
    view.deadline_at = deadline;
    view.takeback_by = None;
    if end.is_some() || view.draw_offer_by != mover {
        view.draw_offer_by = None;
    }
    if let Some(end) = end {
        view.status = end.status;
        view.result = end.result;
        view.ended_by = Some(end.ended_by);
        view.final_score = end.final_score;
        view.finished_at = Some(now);
    }
}
