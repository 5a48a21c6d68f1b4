//! Draw offers and takeback requests: one player asks, the other answers.
//! The pending request lives in `games.draw_offer_by` / `games.takeback_by`;
//! every move clears a takeback request and the opponent's move clears a
//! draw offer (see `WriteTx::advance_game`).

use super::games::{active_side, apply_change, board_score, load_for_update, next_deadline};
use super::{
    EndedBy, GameId, GameService, GameStatus, GameView, PlayedMove, ServiceError, ServiceResult,
    UserId,
};
use crate::rules::{Color, Outcome};
use crate::store::{GameEnd, PendingRequest, WriteTx};

/// The game after an answered takeback request.
#[derive(Clone, Debug)]
pub struct TakebackResult {
    pub game: GameView,
    /// The plies removed (the move and any automatic passes after it); empty when declined.
    pub removed: Vec<PlayedMove>,
}

/// Who made the pending request `pending`, provided `user` may answer it
/// (only the other player can); `none` when nothing is pending.
fn asker_answered_by(
    view: &GameView,
    pending: Option<UserId>,
    user: UserId,
    none: ServiceError,
) -> ServiceResult<UserId> {
    match pending {
        None => Err(none),
        Some(by) if by == user => Err(ServiceError::NotYourOfferToAnswer {
            opponent: opponent_name(view, user),
        }),
        Some(by) => Ok(by),
    }
}

/// Ends the game in `view` drawn by agreement, in `tx` and in `view`.
async fn agree_draw(tx: &mut WriteTx, view: &mut GameView, now: i64) -> ServiceResult<()> {
    let end = GameEnd {
        status: GameStatus::Finished,
        result: Some(Outcome::Draw),
        ended_by: EndedBy::Agreement,
        final_score: board_score(&view.game),
    };
    tx.advance_game(view.id, view.version, now, None, Some(end), None)
        .await?;
    apply_change(view, now, None, Some(end), None);
    Ok(())
}

/// Both games alternate strictly (passes included), so ply parity gives the colour.
fn color_of_ply(ply: usize) -> Color {
    if ply % 2 == 1 {
        Color::Black
    } else {
        Color::White
    }
}

/// The last ply a player chose (not an automatic pass), if any.
fn last_chosen_ply(view: &GameView) -> Option<usize> {
    (1..=view.game.ply())
        .rev()
        .find(|ply| !view.automatic_plies.contains(ply))
}

/// The opponent's name, for messages.
fn opponent_name(view: &GameView, user: UserId) -> String {
    view.opponent_of(user)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// Checks `user` may take back a move now: their own last chosen move, with
/// only automatic passes after it. Returns its ply.
fn takeback_ply(view: &GameView, user: UserId, color: Color) -> ServiceResult<usize> {
    last_chosen_ply(view)
        .filter(|ply| color_of_ply(*ply) == color)
        .ok_or_else(|| ServiceError::CannotTakeBack {
            opponent: opponent_name(view, user),
        })
}

impl GameService {
    /// `user` offers a draw; the opponent answers with [`GameService::answer_draw`].
    /// If the opponent's own offer is pending, offering back agrees to it:
    /// the returned game is then over, drawn by agreement.
    pub async fn offer_draw(&self, game_id: GameId, user: UserId) -> ServiceResult<GameView> {
        let _lock = self.inner.game_locks.lock(game_id).await;
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let mut view = load_for_update(&mut tx, game_id).await?;
        view.color_of(user).ok_or(ServiceError::NotYourGame)?;
        active_side(&view)?;
        match view.draw_offer_by {
            Some(by) if by == user => Err(ServiceError::DrawAlreadyOffered),
            Some(_) => {
                agree_draw(&mut tx, &mut view, now).await?;
                tx.commit().await?;
                Ok(view)
            }
            None => {
                tx.set_request(game_id, PendingRequest::Draw, Some(user), now)
                    .await?;
                tx.commit().await?;
                view.draw_offer_by = Some(user);
                Ok(view)
            }
        }
    }

    /// The opponent of the offering player accepts (the game is drawn by
    /// agreement) or declines (the offer is withdrawn).
    pub async fn answer_draw(
        &self,
        game_id: GameId,
        user: UserId,
        accept: bool,
    ) -> ServiceResult<GameView> {
        let _lock = self.inner.game_locks.lock(game_id).await;
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let mut view = load_for_update(&mut tx, game_id).await?;
        view.color_of(user).ok_or(ServiceError::NotYourGame)?;
        active_side(&view)?;
        asker_answered_by(&view, view.draw_offer_by, user, ServiceError::NoDrawOffer)?;
        if accept {
            agree_draw(&mut tx, &mut view, now).await?;
            tx.commit().await?;
        } else {
            tx.set_request(game_id, PendingRequest::Draw, None, now)
                .await?;
            tx.commit().await?;
            view.draw_offer_by = None;
        }
        Ok(view)
    }

    /// `user` asks to undo their last move, before the opponent has replied.
    pub async fn request_takeback(&self, game_id: GameId, user: UserId) -> ServiceResult<GameView> {
        let _lock = self.inner.game_locks.lock(game_id).await;
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let mut view = load_for_update(&mut tx, game_id).await?;
        let color = view.color_of(user).ok_or(ServiceError::NotYourGame)?;
        active_side(&view)?;
        if view.takeback_by.is_some() {
            return Err(ServiceError::TakebackPending);
        }
        takeback_ply(&view, user, color)?;
        tx.set_request(game_id, PendingRequest::Takeback, Some(user), now)
            .await?;
        tx.commit().await?;
        view.takeback_by = Some(user);
        Ok(view)
    }

    /// The opponent accepts (the move and the automatic passes after it are
    /// removed; the asking player moves again with a fresh deadline) or declines.
    pub async fn answer_takeback(
        &self,
        game_id: GameId,
        user: UserId,
        accept: bool,
    ) -> ServiceResult<TakebackResult> {
        let _lock = self.inner.game_locks.lock(game_id).await;
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let mut view = load_for_update(&mut tx, game_id).await?;
        view.color_of(user).ok_or(ServiceError::NotYourGame)?;
        active_side(&view)?;
        let requester = asker_answered_by(
            &view,
            view.takeback_by,
            user,
            ServiceError::NoTakebackRequest,
        )?;
        if !accept {
            tx.set_request(game_id, PendingRequest::Takeback, None, now)
                .await?;
            tx.commit().await?;
            view.takeback_by = None;
            return Ok(TakebackResult {
                game: view,
                removed: Vec::new(),
            });
        }
        let requester_color = view.color_of(requester).ok_or(ServiceError::NotYourGame)?;
        let first_removed = takeback_ply(&view, requester, requester_color)?;
        let removed: Vec<PlayedMove> = view.game.moves()[first_removed - 1..]
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let ply = first_removed + i;
                PlayedMove {
                    ply,
                    by: color_of_ply(ply),
                    notation: m.to_string(),
                    automatic: view.automatic_plies.contains(&ply),
                }
            })
            .collect();
        tx.delete_moves_from(game_id, first_removed as i64).await?;
        let mut view = load_for_update(&mut tx, game_id).await?;
        let deadline = next_deadline(&view, now);
        tx.advance_game(game_id, view.version, now, deadline, None, None)
            .await?;
        tx.commit().await?;
        apply_change(&mut view, now, deadline, None, None);
        Ok(TakebackResult {
            game: view,
            removed,
        })
    }
}
