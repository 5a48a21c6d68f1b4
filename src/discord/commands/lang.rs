//! Which language to answer in, read from the interaction.

use poise::serenity_prelude as serenity;

use crate::discord::context::Context;
use crate::i18n::Lang;

/// The language of the person who used the command: private replies.
pub fn user_lang(ctx: Context<'_>) -> Lang {
    ctx.locale().map(Lang::from_discord).unwrap_or_default()
}

/// The language of posts everyone here reads: the server's language, or
/// the user's own where there is no server (DMs, user installs).
pub fn place_lang(ctx: Context<'_>) -> Lang {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    match guild_locale {
        Some(locale) if ctx.guild_id().is_some() => Lang::from_discord(locale),
        _ => user_lang(ctx),
    }
}

/// Whether the bot may post on its own where the command was used: in a
/// server that installed it, or in its DM with the user. A user install
/// used elsewhere (a server without the bot, a group DM) can only answer.
pub fn bot_can_post_here(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return true;
    };
    let interaction = &app.interaction;
    match interaction.context {
        Some(serenity::InteractionContext::BotDm) => true,
        Some(serenity::InteractionContext::PrivateChannel) => false,
        // Guild, or a client too old to say: the server must have installed the bot.
        _ => interaction
            .authorizing_integration_owners
            .0
            .iter()
            .any(|owner| {
                matches!(owner, serenity::AuthorizingIntegrationOwner::GuildInstall(Some(g)) if Some(*g) == interaction.guild_id)
            }),
    }
}

/// The language of whoever clicked a button.
pub fn click_lang(click: &serenity::ComponentInteraction) -> Lang {
    Lang::from_discord(&click.locale)
}
