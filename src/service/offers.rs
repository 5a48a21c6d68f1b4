//! Draw offers and takeback requests: one player asks, the other answers.
//! The pending request lives in `games.draw_offer_by` / `games.takeback_by`;
//! every move clears a takeback request and the opponent's move clears a
//! draw offer (see `WriteTx::advance_game`).

use super::games::board_score;
use super::{
    EndedBy, GameId, GameService, GameStatus, GameView, PlayedMove, ServiceError, ServiceResult,
    UserId,
};
use crate::service::{GameError, OfferError};
use crate::store::{GameEnd, PendingRequest};
use abande_rules::{Color, Outcome};

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
        Some(by) if by == user => Err(ServiceError::Offer(OfferError::NotYourOfferToAnswer {
            opponent: opponent_name(view, user),
        })),
        Some(by) => Ok(by),
    }
}

/// Drawn by agreement, as the board stands.
fn agreed_draw(view: &GameView) -> GameEnd {
    GameEnd {
        status: GameStatus::Finished,
        result: Some(Outcome::Draw),
        ended_by: EndedBy::Agreement,
        final_score: board_score(&view.game),
    }
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
    view.record
        .opponent_of(user)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// Checks `user` may take back a move now: their own last chosen move, with
/// only automatic passes after it, or, against the engine (which replies at
/// once), with the engine's reply after it too. Returns its ply.
fn takeback_ply(view: &GameView, user: UserId, color: Color) -> ServiceResult<usize> {
    let own_last = match view.record.engine {
        Some(_) => (1..=view.game.ply())
            .rev()
            .find(|ply| color_of_ply(*ply) == color && !view.automatic_plies.contains(ply)),
        None => last_chosen_ply(view).filter(|ply| color_of_ply(*ply) == color),
    };
    own_last.ok_or_else(|| {
        ServiceError::Offer(OfferError::CannotTakeBack {
            opponent: opponent_name(view, user),
        })
    })
}

/// Draw offers and takeback requests, and their answers. Borrowed from the
/// service by [`GameService::offers`].
#[derive(Clone, Copy)]
pub struct Offers<'a> {
    pub(super) service: &'a GameService,
}

impl Offers<'_> {
    /// `user` offers a draw; the opponent answers with [`Offers::answer_draw`].
    /// If the opponent's own offer is pending, offering back agrees to it:
    /// the returned game is then over, drawn by agreement.
    pub async fn offer_draw(self, game_id: GameId, user: UserId) -> ServiceResult<GameView> {
        let (write, _) = self.service.write_as_player(game_id, user).await?;
        let pending = write.view.record.draw_offer_by;
        match pending {
            Some(by) if by == user => Err(ServiceError::Offer(OfferError::DrawAlreadyOffered)),
            Some(_) => {
                let end = agreed_draw(&write.view);
                write.end(end).await
            }
            None => write.set_request(PendingRequest::Draw, Some(user)).await,
        }
    }

    /// The opponent of the offering player accepts (the game is drawn by
    /// agreement) or declines (the offer is withdrawn).
    pub async fn answer_draw(
        self,
        game_id: GameId,
        user: UserId,
        accept: bool,
    ) -> ServiceResult<GameView> {
        let (write, _) = self.service.write_as_player(game_id, user).await?;
        let view = &write.view;
        asker_answered_by(
            view,
            view.record.draw_offer_by,
            user,
            ServiceError::Offer(OfferError::NoDrawOffer),
        )?;
        if accept {
            let end = agreed_draw(view);
            write.end(end).await
        } else {
            write.set_request(PendingRequest::Draw, None).await
        }
    }

    /// `user` asks to undo their last move, before the opponent has replied.
    pub async fn request_takeback(self, game_id: GameId, user: UserId) -> ServiceResult<GameView> {
        let (write, color) = self.service.write_as_player(game_id, user).await?;
        if write.view.record.takeback_by.is_some() {
            return Err(OfferError::TakebackPending.into());
        }
        takeback_ply(&write.view, user, color)?;
        write
            .set_request(PendingRequest::Takeback, Some(user))
            .await
    }

    /// The opponent accepts (the move and the automatic passes after it are
    /// removed; the asking player moves again with a fresh deadline) or
    /// declines. `asked_at_ply` (from the request's buttons) refuses an answer
    /// once the game has moved on.
    pub async fn answer_takeback(
        self,
        game_id: GameId,
        user: UserId,
        accept: bool,
        asked_at_ply: Option<usize>,
    ) -> ServiceResult<TakebackResult> {
        let (mut write, _) = self.service.write_as_player(game_id, user).await?;
        write.expect_ply(asked_at_ply, ServiceError::Game(GameError::RequestOutdated))?;
        let view = &write.view;
        let requester = asker_answered_by(
            view,
            view.record.takeback_by,
            user,
            ServiceError::Offer(OfferError::NoTakebackRequest),
        )?;
        if !accept {
            let game = write.set_request(PendingRequest::Takeback, None).await?;
            return Ok(TakebackResult {
                game,
                removed: Vec::new(),
            });
        }
        let requester_color = view
            .record
            .color_of(requester)
            .ok_or(GameError::NotYourGame)?;
        let first_removed = takeback_ply(view, requester, requester_color)?;
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
                    premove: view.premove_plies.contains(&ply),
                }
            })
            .collect();
        write.take_back_from(first_removed).await?;
        // Neither player is charged for the move taken back: the requester's
        // clock starts again from their reserve as their last turn ended.
        let clock = write.next_turn_clock(None).await?;
        let game = write.advance(clock, None, None).await?;
        Ok(TakebackResult { game, removed })
    }
}
