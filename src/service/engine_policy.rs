//! What the engine decides in a game against it: when it moves (its colour
//! to move in a game still on), at which level (the game's) and with which
//! seed (one per game and ply, so the same game replays the same moves), and
//! how it answers a draw offer (yes only when its evaluation is dead equal)
//! or a takeback request (yes at levels 1 and 2).
//!
//! Searches are CPU work that the caller runs where it likes (the bot keeps
//! them off the async runtime, one per core): the service hands out what to
//! think about ([`EngineTurn`], [`EngineDrawOffer`]) and takes back only
//! what that thinking produced, so the decision itself stays here.

use super::Engine;
use super::{GameId, GameView, MoveResult, ServiceError, ServiceResult, TakebackResult, UserId};
use crate::service::{ChallengeError, GameError, OfferError};
use abande_engine::{self as ai, Choice, Level};
use abande_rules::Game;

/// The level a new game against the engine is played at: the one asked for,
/// else the default.
pub fn engine_level(asked: Option<u8>) -> ServiceResult<Level> {
    match asked {
        None => Ok(Level::DEFAULT),
        Some(given) => {
            Level::new(given).ok_or(ServiceError::Challenge(ChallengeError::BadLevel { given }))
        }
    }
}

/// A move the engine owes: the position, the level it plays at and the
/// search's seed. Run [`EngineTurn::search`] (CPU work), then hand its
/// choice to [`Engine::play_engine_turn`].
#[derive(Clone, Debug)]
pub struct EngineTurn {
    pub game: GameId,
    /// Plies played when the turn began: the move is refused once the game
    /// has moved on.
    pub ply: usize,
    pub level: Level,
    seed: u64,
    position: Game,
}

impl EngineTurn {
    /// The engine's move: the same turn always gives the same move (unless
    /// the level's time cap cuts the search short on a busy machine).
    pub fn search(&self) -> Option<Choice> {
        ai::choose_move(&self.position, self.level, self.seed)
    }
}

/// The search seed of a game's ply.
fn seed(game: GameId, ply: usize) -> u64 {
    (game.0 as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ ply as u64
}

/// The move the engine owes in `view`, if any: a game against it, still
/// on, with the engine's colour to move.
pub fn engine_turn_in(view: &GameView) -> Option<EngineTurn> {
    let engine = view.record.engine?;
    if !view.record.is_active() || view.game.to_move() != Some(engine.color) {
        return None;
    }
    let ply = view.game.ply();
    Some(EngineTurn {
        game: view.id(),
        ply,
        level: engine.level,
        seed: seed(view.id(), ply),
        position: view.game.clone(),
    })
}

/// A draw offered to the engine, to be weighed: run
/// [`EngineDrawOffer::decide`] (CPU work) and hand the answer to
/// [`Engine::engine_answer_draw`].
#[derive(Clone, Debug)]
pub struct EngineDrawOffer {
    game: GameId,
    engine: UserId,
    position: Game,
}

/// The engine's answer to a draw offer; only [`EngineDrawOffer::decide`]
/// makes one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineDrawAnswer {
    game: GameId,
    engine: UserId,
    accept: bool,
}

impl EngineDrawOffer {
    /// Yes only when the engine's evaluation of the position is dead equal.
    pub fn decide(self) -> EngineDrawAnswer {
        EngineDrawAnswer {
            game: self.game,
            engine: self.engine,
            accept: ai::accepts_draw(&self.position),
        }
    }
}

impl EngineDrawAnswer {
    pub fn accepts(&self) -> bool {
        self.accept
    }
}

/// The engine's user in a game against it.
fn engine_of(view: &GameView) -> ServiceResult<UserId> {
    Ok(view
        .record
        .engine_player()
        .ok_or(GameError::NotYourGame)?
        .id)
}

impl Engine<'_> {
    /// The move the engine owes in `game` now, if any (see [`engine_turn_in`]).
    pub async fn engine_turn(self, game: GameId) -> ServiceResult<Option<EngineTurn>> {
        Ok(engine_turn_in(&self.service.games().load_game(game).await?))
    }

    /// Plays the move the engine's search chose for `turn`; `Conflict` when
    /// the game moved on during the search (a takeback, a resignation, the
    /// same move already played by another process): ask for the turn again.
    pub async fn play_engine_turn(
        self,
        turn: &EngineTurn,
        choice: &Choice,
    ) -> ServiceResult<MoveResult> {
        self.play_engine_move(turn.game, &choice.mv.to_string(), turn.ply)
            .await
    }

    /// The draw offer the engine is to answer in `game`: `NotYourGame` in a
    /// game without the engine, `NoDrawOffer` unless its opponent offered one.
    pub async fn engine_draw_offer(self, game: GameId) -> ServiceResult<EngineDrawOffer> {
        let view = self.service.games().load_game(game).await?;
        let engine = engine_of(&view)?;
        if !view.record.is_active() {
            return Err(GameError::Over.into());
        }
        match view.record.draw_offer_by {
            Some(by) if by != engine => Ok(EngineDrawOffer {
                game,
                engine,
                position: view.game,
            }),
            _ => Err(ServiceError::Offer(OfferError::NoDrawOffer)),
        }
    }

    /// The engine answers the draw offer as it decided: the game is drawn,
    /// or the offer withdrawn.
    pub async fn engine_answer_draw(self, answer: EngineDrawAnswer) -> ServiceResult<GameView> {
        self.service
            .offers()
            .answer_draw(answer.game, answer.engine, answer.accept)
            .await
    }

    /// The engine answers the takeback request pending in `game` at once:
    /// yes at levels 1 and 2 ([`ai::accepts_takeback`]), no above.
    pub async fn engine_answer_takeback(self, game: GameId) -> ServiceResult<TakebackResult> {
        let view = self.service.games().load_game(game).await?;
        let engine = engine_of(&view)?;
        let accept = view
            .record
            .engine
            .is_some_and(|seat| ai::accepts_takeback(seat.level));
        self.service
            .offers()
            .answer_takeback(game, engine, accept, Some(view.game.ply()))
            .await
    }
}
