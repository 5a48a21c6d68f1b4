//! The delivery worker: posts the boards the outbox still owes. A change
//! (a move, an ending) writes its owed board in its own transaction; the
//! request that made it posts the board and marks it delivered. When that
//! post never happened (the process died, Discord failed past the request's
//! retries), the claim runs out and this worker posts the game's current
//! board instead, once. At start every owed board is posted: the claims
//! died with the old process.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::BotError;
use super::board_post::{game_title, post_owed_board};
use crate::service::{GameService, OwedBoard};

/// Delivers owed boards at once, then every `every`, until dropped.
pub async fn run(http: Arc<serenity::Http>, service: GameService, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut after_restart = true;
    loop {
        tick.tick().await;
        match service.give_up_owed_boards().await {
            Ok(abandoned) => {
                for board in abandoned {
                    tracing::error!(game = %board.game_id, version = board.version, "gave up delivering a board after a day; /board posts it again");
                }
            }
            Err(error) => warn!(%error, "could not read the outbox"),
        }
        match service.owed_boards(after_restart).await {
            Ok(owed) => {
                for board in owed {
                    if let Err(error) = deliver(&http, &service, board).await {
                        warn!(%error, game = %board.game_id, "an owed board was not delivered; trying again later");
                    }
                }
                after_restart = false;
            }
            Err(error) => warn!(%error, "could not read the outbox"),
        }
    }
}

async fn deliver(
    http: &serenity::Http,
    service: &GameService,
    owed: OwedBoard,
) -> Result<(), BotError> {
    let view = service.load_game(owed.game_id).await?;
    let headline = format!(
        "**{}** · the board after move {} (delivered late)",
        game_title(&view),
        view.game.ply()
    );
    post_owed_board(http, service, &view, &headline, owed.id).await?;
    info!(game = %owed.game_id, version = view.version, "owed board delivered");
    Ok(())
}

/// A test's way to die at a given point as from SIGKILL: when
/// `ABANDE_CRASH_POINT` names `point`, the process aborts here at once,
/// with nothing flushed and nothing cleaned up.
pub fn crash_point(point: &str) {
    if std::env::var("ABANDE_CRASH_POINT").is_ok_and(|p| p == point) {
        std::process::abort();
    }
}
