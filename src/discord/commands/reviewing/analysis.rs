//! `/analyse` (and the Analyse button of a finished game), `/hint`.

use poise::serenity_prelude as serenity;
use serenity::{CreateInteractionResponse, CreateInteractionResponseMessage};

use std::time::Instant;

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{
    BotError, CHOICE_NAME_LIMIT, Context, autocomplete_game, caller_id, game_choices,
    load_visible_game, parse_game_id, reply_privately, resolve_game, viewer,
};
use crate::discord::presentation::analysis_post::{
    AnalysisReply, analysis_error, analysis_request, answer, before_deferring, hint_text,
};
use crate::discord::presentation::text::truncate;
use crate::discord::presentation::words::kind_title;
use crate::i18n::Lang;
use crate::model::{DAY_SECS, HOUR_SECS, MINUTE_SECS};
use crate::service::{GameId, GameStatus, GameSummary, UserId};
use crate::{msg, tr};
use abande_rules::Outcome;

/// Finished games offered by `/analyse`'s autocomplete, besides live games
/// against the engine.
const FINISHED_CHOICES: i64 = 20;

/// Analyse a game: the engine's evaluation chart, the mistakes and a summary per player.
#[poise::command(slash_command)]
pub async fn analyse(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_analysable_game"] game: Option<String>,
) -> Result<(), BotError> {
    let received = Instant::now();
    let id = match game {
        Some(text) => parse_game_id(&text)?,
        None => ctx
            .data()
            .service
            .games()
            .game_for_thread(ctx.channel_id().get())
            .await?
            .ok_or(BotError::User(msg!("analyse-which-game")))?,
    };
    crate::discord::context::note_game(ctx, id).await;
    let service = &ctx.data().service;
    let request = analysis_request(id, viewer(ctx), received);
    let cancel = request.cancel.clone();
    let (start, heard) = before_deferring(service, request).await?;
    ctx.defer().await?;
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let reply = AnalysisReply {
        http: ctx.http(),
        token: &app.interaction.token,
        lang: user_lang(ctx),
        cancel,
    };
    answer(start, heard, &reply).await;
    Ok(())
}

/// The Analyse button of a finished game's board: as `/analyse`, the
/// refusals private, the analysis in a new message below.
pub async fn on_analyse(c: &Click<'_>, id: GameId) -> Result<(), BotError> {
    let received = Instant::now();
    let request = analysis_request(id, c.viewer(), received);
    let cancel = request.cancel.clone();
    let (start, heard) = before_deferring(c.service(), request).await?;
    // A deferred message, not a deferred update: the board stays as it is.
    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    c.respond(defer).await?;
    let reply = AnalysisReply {
        http: c.http(),
        token: &c.click.token,
        lang: c.lang(),
        cancel,
    };
    answer(start, heard, &reply).await;
    Ok(())
}

/// The engine's suggested move in your game against it (only you see it; the game is marked).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let id = resolve_game(ctx, game.as_deref()).await?;
    let service = &ctx.data().service;
    // Before anything else: a game they may not see is "not found".
    let view = load_visible_game(ctx, id).await?;
    // The search takes seconds; everything after this is private.
    ctx.defer_ephemeral().await?;
    let hint = service
        .analysis()
        .hint(id, viewer(ctx))
        .await
        .map_err(analysis_error)?;
    reply_privately(ctx, &hint_text(user_lang(ctx), &view, &hint)).await
}

/// The caller's games that may be analysed, labelled "#42 · Abande (hexagonal board) vs
/// bob · won 2 days ago"; filtered by number or by the label's words.
async fn autocomplete_analysable_game(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    crate::discord::commands::choices_in_time(analysable_game_choices(ctx, partial)).await
}

async fn analysable_game_choices(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let me = caller_id(ctx);
    let service = &ctx.data().service;
    let Ok((games, now)) = service
        .analysis()
        .analysable_games(me, FINISHED_CHOICES)
        .await
    else {
        return Vec::new();
    };
    let lang = user_lang(ctx);
    game_choices(&games, partial, |g| choice_label(lang, g, me, now))
}

/// "#42 · Abande (hexagonal board) vs bob · won 2 days ago", within
/// Discord's limit.
fn choice_label(lang: Lang, g: &GameSummary, me: UserId, now: i64) -> String {
    let label = tr!(
        lang,
        "analyse-choice",
        game = g.id().0.to_string(),
        kind = kind_title(lang, g.record.kind),
        opponent = g.record.opponent_label(me),
        state = outcome_for(lang, g, me, now)
    );
    truncate(&label, CHOICE_NAME_LIMIT)
}

/// "won 2 days ago", "in play": how the game went for `me`, and when.
fn outcome_for(lang: Lang, g: &GameSummary, me: UserId, now: i64) -> String {
    let ago = ago(
        lang,
        now - g.record.finished_at.unwrap_or(g.record.updated_at),
    );
    match (g.record.status, g.record.result) {
        (GameStatus::Active, _) => tr!(lang, "analyse-playing"),
        (_, Some(Outcome::Win(winner))) if g.record.color_of(me) == Some(winner) => {
            tr!(lang, "analyse-won", ago = ago)
        }
        (_, Some(Outcome::Win(_))) => tr!(lang, "analyse-lost", ago = ago),
        (_, Some(Outcome::Draw)) => tr!(lang, "analyse-drawn", ago = ago),
        (_, None) => tr!(lang, "analyse-ended", ago = ago),
    }
}

/// "2 days ago": `secs` in its largest whole unit.
fn ago(lang: Lang, secs: i64) -> String {
    let secs = secs.max(0);
    if secs >= DAY_SECS {
        tr!(lang, "ago-days", count = secs / DAY_SECS)
    } else if secs >= HOUR_SECS {
        tr!(lang, "ago-hours", count = secs / HOUR_SECS)
    } else {
        // A game that ended this minute ended "1 minute ago".
        tr!(lang, "ago-minutes", count = (secs / MINUTE_SECS).max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{GameRecord, Player};
    use abande_rules::{Color, GameKind};

    fn finished(id: i64, winner: Option<Color>, ended: i64) -> GameSummary {
        let me = Player::new(1, "me");
        let them = Player::new(2, "a rather long opponent name indeed, long");
        let mut record = GameRecord::example(id, GameKind::AbaloneBelgian, me, them);
        record.status = GameStatus::Finished;
        record.result = Some(winner.map_or(Outcome::Draw, Outcome::Win));
        record.finished_at = Some(ended);
        GameSummary { record, plies: 40 }
    }

    #[test]
    fn a_choice_says_how_the_game_went_and_when() {
        let now = 1_000_000;
        let won = finished(42, Some(Color::Black), now - 2 * DAY_SECS - 5);
        assert_eq!(
            choice_label(Lang::En, &won, UserId(1), now),
            "#42 · Abalone (Belgian Daisy) vs a rather long opponent name indeed, long · won 2 days ago"
        );
        let lost = finished(7, Some(Color::White), now - HOUR_SECS);
        assert!(choice_label(Lang::En, &lost, UserId(1), now).ends_with("lost 1 hour ago"));
        let drawn = finished(8, None, now - 5 * MINUTE_SECS);
        assert!(choice_label(Lang::En, &drawn, UserId(1), now).ends_with("drawn 5 minutes ago"));
        // A short name, so the German game's longer name leaves room for the time.
        let mut short = won.clone();
        short.record.white.name = "bob".to_string();
        let german = choice_label(Lang::De, &short, UserId(1), now);
        assert!(german.contains("vor 2 Tagen"), "{german}");
    }

    #[test]
    fn every_choice_fits_discord_in_every_language() {
        let mut g = finished(i64::MAX, Some(Color::Black), 0);
        g.record.white.name = "w".repeat(200);
        for lang in Lang::ALL {
            let label = choice_label(lang, &g, UserId(1), 40 * DAY_SECS);
            assert!(
                label.chars().count() <= CHOICE_NAME_LIMIT,
                "{lang}: {label}"
            );
        }
    }
}
