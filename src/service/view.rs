//! A game as the service hands it out: its stored record with the position
//! replayed from the stored moves. A leaf, so that every path that loads or
//! starts a game builds its view the same way.

use super::{GameView, MoveRecord, ServiceError, ServiceResult};
use crate::model::GameRecord;
use abande_rules::Game;

/// Rebuilds the position from the stored moves (the source of truth).
pub(super) fn build_view(record: GameRecord, moves: Vec<MoveRecord>) -> ServiceResult<GameView> {
    let texts: Vec<&str> = moves.iter().map(|m| m.notation.as_str()).collect();
    let game = Game::replay(record.kind, &texts).map_err(|(ply, error)| {
        tracing::error!(game = %record.id, ply, %error, "stored move does not replay");
        ServiceError::Storage(
            format!(
                "game {} has an unplayable stored move {ply}: {error}",
                record.id
            )
            .into(),
        )
    })?;
    let automatic_plies = moves
        .iter()
        .filter(|m| m.automatic)
        .map(|m| m.ply as usize)
        .collect();
    let premove_plies = moves
        .iter()
        .filter(|m| m.premove)
        .map(|m| m.ply as usize)
        .collect();
    Ok(GameView {
        record,
        game,
        automatic_plies,
        premove_plies,
    })
}

/// Who looks at a game, and from which server (none in a DM).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Viewer {
    pub user: crate::model::UserId,
    pub guild: Option<u64>,
}

impl Viewer {
    /// Anyone may look at the games of the server they are in (spectators
    /// included), and players at their own games anywhere.
    pub fn may_see(&self, view: &GameView) -> bool {
        let here = view.record.place.guild_id.is_some() && view.record.place.guild_id == self.guild;
        here || view.record.color_of(self.user).is_some()
    }
}
