//! `/leaderboard`: the best rated players of a game, here or everywhere,
//! and its pages' buttons.

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::playing::challenge::GameChoice;
use crate::discord::commands::{BotError, Context, caller_id, reply_with_buttons};
use crate::discord::presentation::leaderboard_page::{Scope, leaderboard_page};
use crate::msg;
use abande_rules::GameKind;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ScopeChoice {
    #[name = "server"]
    Server,
    #[name = "global"]
    Global,
}

/// The best rated players of a game (ratings that are no longer provisional).
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[rename = "kind"] game: GameChoice,
    scope: Option<ScopeChoice>,
) -> Result<(), BotError> {
    let scope = match (scope, ctx.guild_id()) {
        (Some(ScopeChoice::Global), _) | (None, None) => Scope::Global,
        (_, Some(guild)) => Scope::Server(guild.get()),
        (Some(ScopeChoice::Server), None) => {
            return Err(BotError::User(msg!("leaderboard-needs-server")));
        }
    };
    let me = caller_id(ctx);
    let lang = user_lang(ctx);
    let (content, components) =
        leaderboard_page(lang, &ctx.data().service, game.into(), scope, 1, me).await?;
    reply_with_buttons(ctx, &content, components).await
}

/// A page of the leaderboard of `kind`: this server's when `server` (and
/// clicked in one), else everyone's.
pub async fn on_leaderboard_page(
    c: &Click<'_>,
    kind: GameKind,
    server: bool,
    page: i64,
) -> Result<(), BotError> {
    let scope = match (server, c.guild()) {
        (true, Some(guild)) => Scope::Server(guild),
        _ => Scope::Global,
    };
    let (content, components) =
        leaderboard_page(c.lang(), c.service(), kind, scope, page, c.clicker()).await?;
    c.update(content, components).await
}
