//! `/board`, `/games`, `/history`: looking at games.

use poise::serenity_prelude as serenity;

use super::{autocomplete_game, display_name, parse_game_id, resolve_game, BotError, Context};
use crate::discord::board_post::{attachment, board_png, game_title, status_text, truncate};
use crate::discord::components::history_page;
use super::{my_turn, opponent_name};
use crate::service::UserId;

/// Post the current board of a game again.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which game (not needed inside a game thread)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), BotError> {
    let id = match &game {
        Some(text) => parse_game_id(text)?,
        None => resolve_game(ctx, None).await?,
    };
    let view = ctx.data().service.load_game(id).await?;
    crate::discord::with_retry("defer", || ctx.defer()).await?;
    let png = board_png(&view).await?;
    let content = truncate(&format!("**{}** after {} moves\n{}", game_title(&view), view.game.ply(), status_text(&view)), 2000);
    let reply = poise::CreateReply::default().content(content).attachment(attachment(&view, png));
    crate::discord::with_retry("post the board", || ctx.send(reply.clone())).await?;
    Ok(())
}

/// Your active games and whose turn it is.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), BotError> {
    let me = UserId(ctx.author().id.get());
    let games = ctx.data().service.active_games(me).await?;
    let text = if games.is_empty() {
        "You have no active games. Start one with `/challenge`.".to_string()
    } else {
        let mut lines = vec![format!("Your active games ({}):", games.len())];
        for g in &games {
            let turn = if my_turn(g, me) { "**your turn**" } else { "their turn" };
            // `<#id>` renders as a link to the game's thread.
            let link = g.thread_id.map(|t| format!(" – <#{t}>")).unwrap_or_default();
            lines.push(format!("{} {} vs {} – {turn}{link}", g.id, g.kind, opponent_name(g, me)));
        }
        truncate(&lines.join("\n"), 2000)
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true)).await?;
    Ok(())
}

/// Finished games, newest first (ten per page).
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"] user: Option<serenity::User>,
) -> Result<(), BotError> {
    let user = user.unwrap_or_else(|| ctx.author().clone());
    let (content, components) = history_page(&ctx.data().service, user.id.get(), &display_name(&user), 1).await?;
    ctx.send(poise::CreateReply::default().content(content).components(components)).await?;
    Ok(())
}
