//! `/vacation start` and `/vacation end`: stop your clocks in every game for
//! a while; your opponents are told in each game's thread.

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;
use tracing::warn;

use super::{BotError, Context, player, reply_privately};
use crate::discord::board_post::game_title;
use crate::discord::text::mention;
use crate::service::{GameSummary, UserId, VacationChange, duration_text};

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
    #[description = "How many days"]
    #[min = 1]
    #[max = 366]
    days: u32,
) -> Result<(), BotError> {
    let change = ctx.data().service.start_vacation(player(ctx), days).await?;
    // Telling every opponent may take a moment.
    ctx.defer_ephemeral().await?;
    let me = change.vacation.user;
    let until = change.vacation.ends_at;
    let told = tell_opponents(ctx, &change, |game| {
        format!(
            "🏖️ {}, {} is on vacation until <t:{until}:f> (<t:{until}:R>): their clock in **{}** stands still until then.",
            opponent_mention(game, me),
            mention(me.0),
            game_title(game)
        )
    })
    .await;
    let text = format!(
        "You are on vacation until <t:{until}:f>. Your clocks stand still in every game; {told}. \
         Left of this year's allowance: {}. Use `/vacation end` when you are back.",
        duration_text(change.allowance_left_secs)
    );
    reply_privately(ctx, &text).await
}

/// End your vacation now; the days not taken return to your allowance.
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), BotError> {
    let me = UserId(ctx.author().id.get());
    let change = ctx.data().service.end_vacation(me).await?;
    ctx.defer_ephemeral().await?;
    let told = tell_opponents(ctx, &change, |game| {
        format!(
            "🔔 {}, {} is back from vacation: their clock in **{}** runs again.",
            opponent_mention(game, me),
            mention(me.0),
            game_title(game)
        )
    })
    .await;
    let text = format!(
        "Welcome back: your clocks run again; {told}. Left of this year's allowance: {}.",
        duration_text(change.allowance_left_secs)
    );
    reply_privately(ctx, &text).await
}

fn opponent_mention(game: &GameSummary, me: UserId) -> String {
    game.opponent_of(me)
        .map(|p| mention(p.id.0))
        .unwrap_or_default()
}

/// Posts `text` of each game in the game's thread (or channel); says how
/// many opponents heard of it. A failed post is logged and skipped: the
/// vacation itself is saved.
async fn tell_opponents(
    ctx: Context<'_>,
    change: &VacationChange,
    text: impl Fn(&GameSummary) -> String,
) -> String {
    let mut told = 0;
    for game in &change.games {
        let channel = serenity::ChannelId::new(game.thread_id.unwrap_or(game.place.channel_id));
        let message = CreateMessage::new().content(text(game));
        match channel.send_message(ctx.http(), message).await {
            Ok(_) => told += 1,
            Err(e) => warn!(error = %e, game = %game.id, "vacation notice not posted"),
        }
    }
    let missed = change.games.len() - told;
    let note = match missed {
        0 => String::new(),
        n => format!(" ({n} could not be told: Discord refused the message)"),
    };
    match change.games.len() {
        0 => "you have no games with a clock".to_string(),
        1 => format!("your opponent is told in the game's thread{note}"),
        n => format!("your opponents are told in the threads of your {n} games{note}"),
    }
}
