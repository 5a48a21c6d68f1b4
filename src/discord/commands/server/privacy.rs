//! `/privacy export` and `/privacy forget`: a player's own data (issue 36).
//! The service writes the export and does the forgetting
//! (`service/privacy.rs`); this attaches the file, asks before forgetting
//! (`ButtonAction::ConfirmForget`, honoured only for the player asked and
//! only while the games it resigns are those they were told of) and posts
//! each resigned game's board as `/resign` does.

use flate2::Compression;
use flate2::write::GzEncoder;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateAttachment, CreateButton};

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{
    BotError, Context, caller_id, reply_privately, reply_privately_with_buttons,
};
use crate::discord::presentation::board::post::post_board;
use crate::discord::presentation::board::words::game_title;
use crate::discord::presentation::custom_id::ButtonAction;
use crate::i18n::Lang;
use crate::service::{ForgetPlan, GameService, TaskFailed, UserId};
use crate::{msg, tr};

/// Discord takes attachments up to 10 MiB from a bot in any server (more
/// where boosted); an export is gzip-compressed, about a tenth of its text
/// (3,000 games make a few hundred kB), and refused beyond this.
const MAX_EXPORT_BYTES: usize = 10 * 1024 * 1024;

/// Your data: a copy of everything stored about you, or erase it.
#[poise::command(slash_command, subcommands("export", "forget"), subcommand_required)]
pub async fn privacy(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// A private file with everything stored about you: profile, games, ratings, tournaments.
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    let user = caller_id(ctx);
    let mut file = GzEncoder::new(Vec::new(), Compression::default());
    let report = ctx
        .data()
        .service
        .privacy()
        .export_player_data(user, &mut file)
        .await?;
    let bytes = file
        .finish()
        .map_err(|e| TaskFailed::storage("compressing the export", e))?;
    let lang = user_lang(ctx);
    if bytes.len() > MAX_EXPORT_BYTES {
        return Err(BotError::User(msg!("privacy-export-too-large")));
    }
    let name = format!("abande-data-{}.txt.gz", user.0);
    let text = tr!(
        lang,
        "privacy-export-caption",
        games = report.games,
        file = name.as_str()
    );
    let reply = poise::CreateReply::default()
        .content(crate::discord::presentation::text::fit_message(&text))
        .attachment(CreateAttachment::bytes(bytes, name))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// Erase your name and settings, resign your games (you confirm first).
#[poise::command(slash_command)]
pub async fn forget(ctx: Context<'_>) -> Result<(), BotError> {
    let user = caller_id(ctx);
    let lang = user_lang(ctx);
    let plan = ctx.data().service.privacy().forget_plan(user).await?;
    if !plan.stored {
        return reply_privately(ctx, &tr!(lang, "privacy-nothing-stored")).await;
    }
    let (text, buttons) = forget_question(lang, &plan, user);
    reply_privately_with_buttons(ctx, &text, buttons).await
}

/// The question `/privacy forget` asks: what it erases and ends, with a
/// button to confirm and one to keep everything.
fn forget_question(lang: Lang, plan: &ForgetPlan, user: UserId) -> (String, Vec<CreateActionRow>) {
    let text = tr!(
        lang,
        "privacy-forget-confirm",
        running = plan.running,
        challenges = plan.challenges,
        tournaments = plan.tournaments
    );
    let confirm = ButtonAction::ConfirmForget {
        user,
        running: plan.running,
    };
    let buttons = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(confirm.encode())
            .label(tr!(lang, "privacy-forget-yes"))
            .style(ButtonStyle::Danger),
        CreateButton::new(ButtonAction::KeepData { user }.encode())
            .label(tr!(lang, "privacy-forget-no"))
            .style(ButtonStyle::Secondary),
    ])];
    (text, buttons)
}

/// The forget confirmation's Yes: only `user`, the player asked, may
/// press it. Forgets them, unless their `running` games changed since,
/// posts each resigned game's board in its thread (the opponent is told
/// as for `/resign`) and replaces the question with what was done.
pub async fn on_forget(c: &Click<'_>, user: UserId, running: u32) -> Result<(), BotError> {
    if c.clicker() != user {
        return Err(BotError::User(msg!("privacy-not-yours")));
    }
    let text = forget_now(c.lang(), c.http(), c.service(), user, running).await?;
    c.update(text, vec![]).await
}

/// The forget confirmation's No: only the player asked may press it.
pub async fn on_keep_data(c: &Click<'_>, user: UserId) -> Result<(), BotError> {
    if c.clicker() != user {
        return Err(BotError::User(msg!("privacy-not-yours")));
    }
    c.update(tr!(c.lang(), "privacy-kept"), vec![]).await
}

/// Forgets `user`, told it resigns `running` games, and posts each
/// resigned game's board; the words saying what was done.
async fn forget_now(
    lang: Lang,
    http: &serenity::Http,
    service: &GameService,
    user: UserId,
    running: u32,
) -> Result<String, BotError> {
    let asked = ForgetPlan {
        stored: true,
        running,
        ..ForgetPlan::default()
    };
    let Some(forgotten) = service.privacy().forget_player(user, Some(asked)).await? else {
        return Ok(tr!(lang, "privacy-nothing-stored"));
    };
    for game in &forgotten.resigned {
        let view = service.games().load_game(*game).await?;
        let headline = tr!(
            view.record.place.language,
            "resigned",
            title = game_title(&view.record),
            player = forgotten.name.as_str()
        );
        if let Err(error) = post_board(http, service, &view, &headline, None).await {
            // The board stays owed: the delivery worker posts it.
            tracing::warn!(game = %game, %error, "could not post a forgotten player's resignation");
        }
    }
    Ok(tr!(
        lang,
        "privacy-forgotten",
        name = forgotten.name.as_str(),
        games = forgotten.resigned.len(),
        challenges = forgotten.challenges.len()
    ))
}
