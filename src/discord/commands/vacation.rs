//! `/vacation start` and `/vacation end`: stop your clocks in every game for
//! a while; your opponents are told in each game's thread.

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;
use tracing::warn;

use super::{BotError, Context, caller_id, player, reply_privately};
use crate::discord::board_post::game_title;
use crate::discord::lang::user_lang;
use crate::discord::refusal::duration;
use crate::discord::text::mention;
use crate::service::{GameSummary, UserId, VacationChange};
use crate::tr;

/// Stop your clocks in every game for a while (a yearly allowance).
#[poise::command(slash_command, subcommands("start", "end"), subcommand_required)]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// Stop your clocks in every game for some days, from your yearly allowance.
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 366]
    days: u32,
) -> Result<(), BotError> {
    let change = ctx.data().service.start_vacation(player(ctx), days).await?;
    report(ctx, &change, Turn::Away).await
}

/// End your vacation now; the days not taken return to your allowance.
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), BotError> {
    let change = ctx.data().service.end_vacation(caller_id(ctx)).await?;
    report(ctx, &change, Turn::Back).await
}

/// Whether a vacation just began or just ended.
#[derive(Clone, Copy)]
enum Turn {
    Away,
    Back,
}

/// Tells the opponents in every game, then the caller: until when, how
/// many opponents heard of it, and what is left of the year's allowance.
async fn report(ctx: Context<'_>, change: &VacationChange, turn: Turn) -> Result<(), BotError> {
    // Telling every opponent may take a moment.
    ctx.defer_ephemeral().await?;
    let told = tell_opponents(ctx, change, turn).await;
    let lang = user_lang(ctx);
    let left = duration(lang, change.allowance_left_secs);
    let text = match turn {
        Turn::Away => tr!(
            lang,
            "vacation-started",
            until = change.vacation.ends_at,
            told = told,
            left = left
        ),
        Turn::Back => tr!(lang, "vacation-ended", told = told, left = left),
    };
    reply_privately(ctx, &text).await
}

/// What `me`'s opponent in `game` reads, in the game's language.
fn notice(game: &GameSummary, me: UserId, until: i64, turn: Turn) -> String {
    let lang = game.place.language;
    let opponent = game
        .opponent_of(me)
        .map(|p| mention(p.id.0))
        .unwrap_or_default();
    let (player, title) = (mention(me.0), game_title(game));
    match turn {
        Turn::Away => tr!(
            lang,
            "vacation-notice-start",
            opponent = opponent,
            player = player,
            until = until,
            title = title
        ),
        Turn::Back => tr!(
            lang,
            "vacation-notice-end",
            opponent = opponent,
            player = player,
            title = title
        ),
    }
}

/// Posts the notice of each game in the game's thread (or channel); says
/// how many opponents heard of it, in the caller's language. A failed post
/// is logged and skipped: the vacation itself is saved.
async fn tell_opponents(ctx: Context<'_>, change: &VacationChange, turn: Turn) -> String {
    let (me, until) = (change.vacation.user, change.vacation.ends_at);
    let mut told = 0;
    for game in &change.games {
        let channel = serenity::ChannelId::new(game.thread_id.unwrap_or(game.place.channel_id));
        let message = CreateMessage::new()
            .content(notice(game, me, until, turn))
            .allowed_mentions(crate::discord::text::no_pings());
        match channel.send_message(ctx.http(), message).await {
            Ok(_) => told += 1,
            Err(e) => warn!(error = %e, game = %game.id, "vacation notice not posted"),
        }
    }
    let lang = user_lang(ctx);
    let games = change.games.len();
    let text = tr!(lang, "vacation-told", games = games);
    match games - told {
        0 => text,
        missed => tr!(lang, "vacation-told-missed", told = text, missed = missed),
    }
}
