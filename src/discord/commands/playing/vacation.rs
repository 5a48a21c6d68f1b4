//! `/vacation start` and `/vacation end`: stop your clocks in every game for
//! a while; your opponents are told in each game's thread (through the
//! outbox: `discord/presentation/announce.rs`).

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{BotError, Context, caller_id, player, reply_privately};
use crate::service::VacationChange;
use crate::tr;
use crate::words::duration;

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
    let change = ctx
        .data()
        .service
        .clocks()
        .start_vacation(player(ctx), days)
        .await?;
    report(ctx, &change, Turn::Away).await
}

/// End your vacation now; the days not taken return to your allowance.
#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>) -> Result<(), BotError> {
    let change = ctx
        .data()
        .service
        .clocks()
        .end_vacation(caller_id(ctx))
        .await?;
    report(ctx, &change, Turn::Back).await
}

/// Whether a vacation just began or just ended.
#[derive(Clone, Copy)]
enum Turn {
    Away,
    Back,
}

/// Tells the caller until when, in how many games their opponents hear of
/// it (the notices go out through the outbox, owed with the vacation), and
/// what is left of the year's allowance.
async fn report(ctx: Context<'_>, change: &VacationChange, turn: Turn) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let left = duration(lang, change.allowance_left_secs);
    let told = tr!(lang, "vacation-told", games = change.games.len());
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
