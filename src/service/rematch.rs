//! Rematches: after a game between people, either player asks to play again
//! with colours swapped and the same settings; when the other asks too, the
//! new game starts at once.

use super::{
    Challenge, ColorChoice, GameId, GameService, GameView, MoveHours, NewChallenge, Player,
    RatingRange, ServiceError, ServiceResult,
};
use crate::rules::Color;

/// What asking for a rematch did.
#[derive(Clone, Debug)]
pub enum Rematch {
    /// A challenge to the other player, waiting for them.
    Asked(Box<Challenge>),
    /// The other player had asked already: the new game.
    Started(Box<GameView>),
}

impl GameService {
    /// `by` asks to play finished game `game_id` again.
    pub async fn rematch(&self, game_id: GameId, by: Player) -> ServiceResult<Rematch> {
        // Both players pressing at once: the second one sees the first's ask.
        let _lock = self.inner.game_locks.lock(game_id).await;
        let game = self.load_game(game_id).await?;
        let color = game.color_of(by.id).ok_or(ServiceError::NotYourGame)?;
        if game.is_active() {
            return Err(ServiceError::GameNotOver);
        }
        if game.engine.is_some() {
            return Err(ServiceError::NoRematchWithEngine);
        }
        let other = game.player(color.opposite()).clone();
        let store = &self.inner.store;
        let theirs = store.pending_rematch(game_id, other.id).await?;
        let mine = store.pending_rematch(game_id, by.id).await?;
        if let Some(theirs) = theirs {
            let game = self.accept_challenge(theirs.id, by).await?;
            return Ok(Rematch::Started(Box::new(game)));
        }
        if mine.is_some() {
            return Err(ServiceError::RematchPending);
        }
        let new = NewChallenge {
            challenger: by,
            opponent: Some(other),
            kind: game.kind,
            // Colours swap: the one who had Black asks for White.
            color: match color {
                Color::Black => ColorChoice::White,
                Color::White => ColorChoice::Black,
            },
            move_hours: match (game.move_hours, game.bank) {
                (Some(hours), _) => MoveHours::Hours(hours),
                // A bank goes with the default, which it replaces.
                (None, Some(_)) => MoveHours::Default,
                (None, None) => MoveHours::Unlimited,
            },
            bank: game.bank,
            place: game.place,
            rated: game.rated,
            rating_range: RatingRange::default(),
            rematch_of: Some(game_id),
        };
        Ok(Rematch::Asked(Box::new(self.create_challenge(new).await?)))
    }
}
