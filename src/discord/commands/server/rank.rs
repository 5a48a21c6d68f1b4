//! Who moderates in a server: a member's rank from what Discord tells
//! (their roles, Manage Server or Administrator) and the server's
//! organisers setting. What a rank allows is the service's.

use poise::serenity_prelude as serenity;

use crate::discord::commands::{BotError, Context};
use crate::service::{GameService, Rank, is_moderator};

/// A member's roles, and whether they have Manage Server (or Administrator),
/// as the interaction tells.
pub(super) fn powers(member: Option<&serenity::Member>) -> (Vec<u64>, bool) {
    match member {
        Some(member) => {
            let roles: Vec<u64> = member.roles.iter().map(|r| r.get()).collect();
            let manage = member.permissions.is_some_and(|p| {
                p.contains(serenity::Permissions::MANAGE_GUILD)
                    || p.contains(serenity::Permissions::ADMINISTRATOR)
            });
            (roles, manage)
        }
        None => (Vec::new(), false),
    }
}

/// Whether `member` moderates in server `guild`: Manage Server (or
/// Administrator), or the organisers' role of its settings.
pub async fn rank_of(
    service: &GameService,
    guild: u64,
    member: Option<&serenity::Member>,
) -> Result<Rank, BotError> {
    let (roles, manage) = powers(member);
    let settings = service.settings().guild_settings(guild).await?;
    Ok(is_moderator(&settings, &roles, manage))
}

/// [`rank_of`] the caller, in the server the command is used in (outside
/// servers nobody moderates).
pub async fn caller_rank(ctx: Context<'_>) -> Result<Rank, BotError> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(Rank::Member);
    };
    let member = ctx.author_member().await;
    rank_of(&ctx.data().service, guild.get(), member.as_deref()).await
}
