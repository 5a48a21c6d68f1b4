//! Direct messages for players who asked for them with `/notify dm:on`.
//! A DM is a courtesy: it is sent after the move is saved and posted, in its
//! own task, and a refusal never fails anything.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;
use tracing::{info, warn};

use super::board_post::{PostedBoard, attachment, board_png, game_title};
use super::text::fit_message;
use crate::service::{GameService, GameView};

/// Discord's "Cannot send messages to this user" (DMs closed, no shared server, blocked).
const CANNOT_MESSAGE_USER: isize = 50007;

/// Tells the player to move, by DM, that it is their turn (if they asked for
/// it), with the board as just posted in the game thread (drawn afresh if
/// `board` is `None`) and a link to that message.
pub fn spawn_turn_notice(
    http: Arc<serenity::Http>,
    service: GameService,
    view: GameView,
    board: Option<PostedBoard>,
) {
    tokio::spawn(async move {
        if let Err(e) = send_turn_notice(&http, &service, &view, board).await {
            warn!(error = %e, game = %view.id, "turn notice not sent");
        }
    });
}

async fn send_turn_notice(
    http: &serenity::Http,
    service: &GameService,
    view: &GameView,
    board: Option<PostedBoard>,
) -> Result<(), super::BotError> {
    let Some(player) = view.player_to_move() else {
        return Ok(());
    };
    if !service.notify_dm(player.id).await? {
        return Ok(());
    }
    let opponent = view
        .opponent_of(player.id)
        .map(|p| p.name.as_str())
        .unwrap_or("your opponent");
    let deadline = view
        .deadline_at
        .map(|t| format!(" Deadline <t:{t}:R>."))
        .unwrap_or_default();
    let link = board
        .as_ref()
        .and_then(|b| b.link.as_deref())
        .map(|l| format!("\n{l}"))
        .unwrap_or_default();
    let text = fit_message(&format!(
        "Your move in **{}** against {opponent}.{deadline}{link}",
        game_title(view)
    ));
    let png = match board {
        Some(posted) => posted.png,
        None => board_png(service, view, &service.clock_status(view).await?).await?,
    };
    let user = serenity::UserId::new(player.id.0);
    let sent = match user.create_dm_channel(http).await {
        Ok(dm) => dm
            .send_message(
                http,
                CreateMessage::new()
                    .content(text)
                    .add_file(attachment(view, png)),
            )
            .await
            .map(|_| ()),
        Err(e) => Err(e),
    };
    match sent {
        Ok(()) => Ok(()),
        Err(e) if dm_refused(&e) => {
            // Trying again on every move would only repeat the refusal; the
            // player can switch DMs back on once they accept them.
            info!(user = %player.id.0, "direct messages refused; turning turn notices off");
            service.set_notify_dm(player.id, false).await?;
            Ok(())
        }
        Err(e) => Err(e.into()),
    }
}

/// Whether Discord refused the DM for good (403 / 50007) rather than failing for now.
fn dm_refused(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.error.code == CANNOT_MESSAGE_USER || response.status_code.as_u16() == 403
        }
        _ => false,
    }
}
