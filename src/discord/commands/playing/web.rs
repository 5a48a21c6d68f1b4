//! `/web link` and `/web revoke`: a player's private link to a game's web
//! page (issue #41; the page is `src/web/`), which lets them move there,
//! and ending every link they were given. The links are the service's
//! (`service/web_links.rs`): signed with the player's token generation,
//! which `/web revoke` moves on.

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::resolve_game;
use crate::discord::commands::{
    BotError, Context, autocomplete_game, caller_id, load_visible_game, reply_privately,
};
use crate::service::DEFAULT_LINK_DAYS;
use crate::tr;

/// Your games on the web: a private link to play by click, or end your links.
#[poise::command(slash_command, subcommands("link", "revoke"), subcommand_required)]
pub async fn web(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// A private link to a game's page, where you can move by click.
#[poise::command(slash_command)]
pub async fn link(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let service = &ctx.data().service;
    if service
        .links()
        .web_links()
        .and_then(|l| l.public_url.as_ref())
        .is_none()
    {
        return reply_privately(ctx, &tr!(lang, "web-link-off")).await;
    }
    let id = resolve_game(ctx, game.as_deref()).await?;
    // The same rule as `/game`: a game this caller may see from here.
    let view = load_visible_game(ctx, id).await?;
    let guild = ctx.guild_id().map(|g| g.get());
    let Some(url) = service
        .links()
        .player_link(view.id(), caller_id(ctx), guild)
        .await?
    else {
        return reply_privately(ctx, &tr!(lang, "web-link-off")).await;
    };
    let text = tr!(
        lang,
        "web-link",
        game = view.id().to_string(),
        days = i64::from(DEFAULT_LINK_DAYS),
        url = url
    );
    reply_privately(ctx, &text).await
}

/// End every web link you were given (new ones work as before).
#[poise::command(slash_command)]
pub async fn revoke(ctx: Context<'_>) -> Result<(), BotError> {
    ctx.data()
        .service
        .links()
        .revoke_web_links(caller_id(ctx))
        .await?;
    reply_privately(ctx, &tr!(user_lang(ctx), "web-revoked")).await
}
