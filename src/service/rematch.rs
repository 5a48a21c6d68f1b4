//! Rematches: after a game between people, either player asks to play again
//! with colours swapped and the same settings; when the other asks too, the
//! new game starts at once. A game is played again once, whichever
//! processes the asks come through: the database keeps one rematch
//! challenge of a game open or accepted (`migrations/*/0013_one_rematch_vacation_notices.sql`),
//! and an ask it refuses is answered as the one that got there first.

use super::Games;
use super::{
    Challenge, ColorChoice, GameId, GameService, GameView, MoveHours, NewChallenge, Player,
    RatingRange, ServiceError, ServiceResult,
};
use crate::service::{ChallengeError, GameError};
use abande_rules::Color;

/// What asking for a rematch did.
#[derive(Clone, Debug)]
pub enum Rematch {
    /// A challenge to the other player, waiting for them.
    Asked(Box<Challenge>),
    /// The other player had asked already: the new game.
    Started(Box<GameView>),
    /// The rematch was played already (or is being): that game, as stored.
    AlreadyStarted(Box<GameView>),
}

/// How many times an ask is made again after another process's ask of the
/// same rematch got there first (each time the state it left is read anew).
const ASKS: usize = 3;

impl GameService {
    /// One try of [`Games::rematch`] on finished `game`, where `by`
    /// played `color`: `Conflict` (or the other's ask closed meanwhile)
    /// when another ask of the same rematch got there first.
    async fn ask_rematch(
        &self,
        game: &GameView,
        color: Color,
        by: Player,
    ) -> ServiceResult<Rematch> {
        let game_id = game.id();
        let store = &self.inner.store;
        if let Some(started) = store.rematch_started(game_id).await? {
            let view = self.games().load_game(started).await?;
            return Ok(Rematch::AlreadyStarted(Box::new(view)));
        }
        let other = game.record.player(color.opposite()).clone();
        if let Some(theirs) = store.pending_rematch(game_id, other.id).await? {
            let game = self.challenges().accept_challenge(theirs.id, by).await?;
            return Ok(Rematch::Started(Box::new(game)));
        }
        if store.pending_rematch(game_id, by.id).await?.is_some() {
            return Err(GameError::RematchPending.into());
        }
        let new = NewChallenge {
            challenger: by,
            opponent: Some(other),
            kind: game.record.kind,
            // Colours swap: the one who had Black asks for White.
            color: match color {
                Color::Black => ColorChoice::White,
                Color::White => ColorChoice::Black,
            },
            move_hours: match (game.record.move_hours, game.record.bank) {
                (Some(hours), _) => MoveHours::Hours(hours),
                // A bank goes with the default, which it replaces.
                (None, Some(_)) => MoveHours::Default,
                (None, None) => MoveHours::Unlimited,
            },
            bank: game.record.bank,
            place: game.record.place,
            rated: game.record.rated,
            rating_range: RatingRange::default(),
            rematch_of: Some(game_id),
        };
        Ok(Rematch::Asked(Box::new(
            self.challenges().create_challenge(new).await?,
        )))
    }
}

impl Games<'_> {
    /// `by` asks to play finished game `game_id` again.
    pub async fn rematch(self, game_id: GameId, by: Player) -> ServiceResult<Rematch> {
        let game = self.load_game(game_id).await?;
        let color = game.record.color_of(by.id).ok_or(GameError::NotYourGame)?;
        if game.record.is_active() {
            return Err(GameError::NotOver.into());
        }
        if game.record.engine.is_some() {
            return Err(GameError::NoRematchWithEngine.into());
        }
        if crate::store::forgotten_number(game.record.player(color.opposite()).id).is_some() {
            return Err(ChallengeError::PlayerForgotten.into());
        }
        let mut tries = 0;
        loop {
            tries += 1;
            match self.service.ask_rematch(&game, color, by.clone()).await {
                // Another ask of this rematch got there first: answer as it left things.
                Err(
                    ServiceError::Conflict | ServiceError::Challenge(ChallengeError::Closed { .. }),
                ) if tries < ASKS => {}
                answer => return answer,
            }
        }
    }
}
