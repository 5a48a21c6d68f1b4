//! `/block` and `/unblock`: refuse a player's challenges, and let them
//! through again; `/block` without a player lists whom you block. Every
//! answer is private. The rule is the service's (`service/blocks.rs`):
//! this only refuses what only Discord can tell (a bot, which sends no
//! challenges) and words the answers.

use poise::serenity_prelude as serenity;

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{
    BotError, Context, caller_id, player, reply_privately_with_buttons,
};
use crate::discord::presentation::text::mention;
use crate::discord::presentation::users::player_of;
use crate::i18n::Lang;
use crate::service::{BlockEntry, UserId};
use crate::{msg, tr};

/// Refuse a player's challenges (they are not told why); without one, see whom you block.
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn block(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let Some(user) = user else {
        let blocked = ctx
            .data()
            .service
            .settings()
            .blocked_players(caller_id(ctx))
            .await?;
        return answer(ctx, &block_list(lang, &blocked)).await;
    };
    refuse_bots(ctx, &user)?;
    let them = mention(user.id.get());
    let added = ctx
        .data()
        .service
        .settings()
        .block_player(player(ctx), player_of(&user))
        .await?;
    let text = if added {
        tr!(lang, "block-done", player = them)
    } else {
        tr!(lang, "block-already", player = them)
    };
    answer(ctx, &text).await
}

/// Let a player you blocked challenge you again.
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn unblock(ctx: Context<'_>, user: serenity::User) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let them = mention(user.id.get());
    let removed = ctx
        .data()
        .service
        .settings()
        .unblock_player(caller_id(ctx), UserId(user.id.get()))
        .await?;
    let text = if removed {
        tr!(lang, "unblock-done", player = them)
    } else {
        tr!(lang, "unblock-not-blocked", player = them)
    };
    answer(ctx, &text).await
}

/// Bots send no challenges: there is nothing of theirs to refuse.
fn refuse_bots(ctx: Context<'_>, user: &serenity::User) -> Result<(), BotError> {
    if user.id == ctx.framework().bot_id {
        return Err(BotError::User(msg!("block-the-bot")));
    }
    if user.bot {
        return Err(BotError::User(msg!("block-a-bot")));
    }
    Ok(())
}

/// Answers privately, pinging nobody it names.
async fn answer(ctx: Context<'_>, text: &str) -> Result<(), BotError> {
    reply_privately_with_buttons(ctx, text, Vec::new()).await
}

/// Whom the caller blocks, as one message ([`crate::service::MAX_BLOCKS`]
/// mentions fit in one).
fn block_list(lang: Lang, blocked: &[BlockEntry]) -> String {
    if blocked.is_empty() {
        return tr!(lang, "block-list-empty");
    }
    let players: Vec<String> = blocked.iter().map(|b| mention(b.user.0)).collect();
    tr!(
        lang,
        "block-list",
        count = blocked.len(),
        players = players.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::presentation::text::MESSAGE_LIMIT;

    /// The longest list (every block a player may make, the longest
    /// Discord ids) fits one message in every language.
    #[test]
    fn the_longest_block_list_fits_a_message() {
        let most = crate::service::MAX_BLOCKS as u64;
        let blocked: Vec<BlockEntry> = (0..most)
            .map(|n| BlockEntry {
                user: UserId(u64::MAX / 2 - n),
                name: "x".repeat(64),
                since: 0,
            })
            .collect();
        for lang in Lang::ALL {
            let text = block_list(lang, &blocked);
            assert!(text.chars().count() <= MESSAGE_LIMIT, "{lang}: {text}");
            assert!(
                text.contains(&mention(blocked[49].user.0)),
                "{lang}: {text}"
            );
        }
    }
}
