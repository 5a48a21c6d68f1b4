//! What moderators do (issue #36): cancel a tournament, remove a player
//! from one, abort or adjudicate a game. Each is kept (`moderation_actions`,
//! migration 0021) with who did it, when and in which server, for
//! `/settings audit`. Tournaments are named by their raw id here (the
//! model sits below `crate::tournament`).

use super::{GameId, Player, UserId};
use abande_rules::Outcome;

/// The kinds of action (stored in `moderation_actions.action`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ModerationKind {
    CancelTournament,
    RemovePlayer,
    AbortGame,
    AdjudicateGame,
}

/// One action and what it was done to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModerationAction {
    /// Tournament (raw id) cancelled.
    CancelTournament { tournament: i64 },
    /// `player` taken out of tournament (raw id).
    RemovePlayer { tournament: i64, player: UserId },
    /// A game ended without a result.
    AbortGame { game: GameId },
    /// A game ended with the result the moderator gave.
    AdjudicateGame { game: GameId, result: Outcome },
}

impl ModerationAction {
    pub fn kind(self) -> ModerationKind {
        match self {
            ModerationAction::CancelTournament { .. } => ModerationKind::CancelTournament,
            ModerationAction::RemovePlayer { .. } => ModerationKind::RemovePlayer,
            ModerationAction::AbortGame { .. } => ModerationKind::AbortGame,
            ModerationAction::AdjudicateGame { .. } => ModerationKind::AdjudicateGame,
        }
    }

    pub fn tournament(self) -> Option<i64> {
        match self {
            ModerationAction::CancelTournament { tournament }
            | ModerationAction::RemovePlayer { tournament, .. } => Some(tournament),
            _ => None,
        }
    }

    pub fn game(self) -> Option<GameId> {
        match self {
            ModerationAction::AbortGame { game }
            | ModerationAction::AdjudicateGame { game, .. } => Some(game),
            _ => None,
        }
    }

    pub fn player(self) -> Option<UserId> {
        match self {
            ModerationAction::RemovePlayer { player, .. } => Some(player),
            _ => None,
        }
    }

    /// An adjudication's result.
    pub fn result(self) -> Option<Outcome> {
        match self {
            ModerationAction::AdjudicateGame { result, .. } => Some(result),
            _ => None,
        }
    }
}

/// A stored action, as `/settings audit` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModerationRecord {
    pub id: i64,
    pub guild_id: u64,
    pub moderator: Player,
    pub action: ModerationAction,
    /// The name of the player removed, if any.
    pub player_name: Option<String>,
    pub at: i64,
}
