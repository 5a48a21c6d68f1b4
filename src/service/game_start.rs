//! Starting a game between two people, as accepting a challenge and a
//! tournament's pairing both do, inside the caller's write transaction:
//! Black's clock runs from now (or from the end of Black's vacation), the
//! game is stored, and its first board is owed like every later one.

use super::announcements::owe_after_change;
use super::view::build_view;
use super::{GameView, ServiceResult, UserId};
use crate::model::{Place, TimeBank};
use crate::store::{NewClock, NewGameRow, WriteTx};
use abande_rules::{Game, GameKind};

/// What a game between two people starts with.
pub(super) struct PeopleGame {
    pub kind: GameKind,
    pub black: UserId,
    pub white: UserId,
    pub place: Place,
    pub move_hours: Option<u32>,
    pub bank: Option<TimeBank>,
    pub rated: bool,
}

/// Stores `game` as started at `now` and owes its first board, posted by
/// the writer until `claimed_until` (then by the delivery worker).
pub(super) async fn insert_people_game(
    tx: &mut WriteTx,
    game: &PeopleGame,
    now: i64,
    claimed_until: i64,
) -> ServiceResult<GameView> {
    let first_turn_secs = match (game.move_hours, game.bank) {
        (Some(hours), _) => Some(i64::from(hours) * crate::model::HOUR_SECS),
        (None, Some(bank)) => Some(bank.initial_secs),
        (None, None) => None,
    };
    let paused_until = match first_turn_secs {
        Some(_) => tx
            .current_vacation(game.black, now)
            .await?
            .map(|v| v.ends_at),
        None => None,
    };
    let record = tx
        .insert_game(&NewGameRow {
            kind: game.kind,
            black: game.black,
            white: game.white,
            place: game.place,
            clock: NewClock {
                move_hours: game.move_hours,
                bank: game.bank,
                deadline_at: first_turn_secs.map(|secs| paused_until.unwrap_or(now) + secs),
                paused_until,
            },
            engine_level: None,
            rated: game.rated,
            created_at: now,
            to_move: Game::new(game.kind).to_move(),
        })
        .await?;
    let view = build_view(record, Vec::new())?;
    owe_after_change(tx, &view, 0, claimed_until, now, false).await?;
    Ok(view)
}
