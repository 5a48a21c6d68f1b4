//! Direct messages for players who asked for them with `/notify dm:on`:
//! the turn notice the outbox owes once a move's board is out (saying
//! too how many games wait for the player, and when the move dropped the
//! player's conditional moves).

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;
use tracing::info;

use crate::discord::presentation::board::picture::{attachment, board_png, side_for};
use crate::discord::presentation::board::words::game_title;
use crate::discord::presentation::text::{fit_message, message_link};
use crate::discord::runtime::owed::Delivered;
use crate::service::{GameService, GameView};
use crate::tr;

/// Discord's "Cannot send messages to this user" (DMs closed, no shared server, blocked).
const CANNOT_MESSAGE_USER: isize = 50007;

/// Tells the player to move, by DM, that it is their turn, with the board
/// and a link to the game's board message.
pub async fn send_turn_notice(
    http: &serenity::Http,
    service: &GameService,
    view: &GameView,
    nonce: serenity::Nonce,
    premoves_dropped: bool,
) -> Result<Delivered, crate::discord::error::BotError> {
    let Some(player) = view.player_to_move() else {
        return Ok(Delivered::NoLongerApplies);
    };
    if !service.settings().notify_dm(player.id).await? {
        return Ok(Delivered::NoLongerApplies);
    }
    let lang = view.record.place.language;
    let opponent = view
        .record
        .opponent_of(player.id)
        .map(|p| crate::discord::presentation::text::plain_name(&p.name))
        .unwrap_or_default();
    let deadline = view
        .record
        .deadline_at
        .map(|t| format!(" {}", tr!(lang, "board-deadline", deadline = t)))
        .unwrap_or_default();
    let link = board_link(view)
        .map(|l| format!("\n{l}"))
        .unwrap_or_default();
    let mut text = tr!(
        lang,
        "dm-your-move",
        title = game_title(&view.record),
        opponent = opponent.as_str(),
        deadline = deadline,
        link = link
    );
    // How many games wait for the player, this one included, so that a
    // player with many correspondence games knows what is left to do.
    let waiting = service
        .history()
        .dashboard(player.id)
        .await?
        .your_turn
        .len();
    if waiting > 1 {
        text = format!(
            "{text}\n{}",
            tr!(lang, "dm-games-waiting", waiting = waiting)
        );
    }
    // The move just played was off every line of the player's `/premove`.
    if premoves_dropped && let Some(last) = view.game.moves().last() {
        let dropped = tr!(
            lang,
            "dm-premoves-dropped",
            opponent = opponent.as_str(),
            notation = last.to_string()
        );
        text = format!("{text}\n{dropped}");
    }
    let text = fit_message(&text);
    // The notice is the player's alone: the board from their side.
    let side = side_for(view, player.id);
    let png = board_png(
        service,
        view,
        &service.clocks().clock_status(view).await?,
        side,
    )
    .await?;
    let user = serenity::UserId::new(player.id.0);
    let sent = match user.create_dm_channel(http).await {
        Ok(dm) => dm
            .send_message(
                http,
                CreateMessage::new()
                    .content(text)
                    .allowed_mentions(crate::discord::presentation::text::no_pings())
                    .add_file(attachment(view, png))
                    .nonce(nonce)
                    .enforce_nonce(true),
            )
            .await
            .map(|_| ()),
        Err(e) => Err(e),
    };
    match sent {
        Ok(()) => Ok(Delivered::Sent),
        Err(e) if dm_refused(&e) => {
            // Trying again on every move would only repeat the refusal; the
            // player can switch DMs back on once they accept them.
            info!(user = %player.id.0, "direct messages refused; turning turn notices off");
            service.settings().set_notify_dm(player.id, false).await?;
            Ok(Delivered::NoLongerApplies)
        }
        Err(e) => Err(e.into()),
    }
}

/// The address of the game's board message, when one is known.
fn board_link(view: &GameView) -> Option<String> {
    let message = view.record.board_message_id?;
    let channel = view
        .record
        .thread_id
        .unwrap_or(view.record.place.channel_id);
    Some(message_link(view.record.place.guild_id, channel, message))
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
