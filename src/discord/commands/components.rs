//! Button clicks and select menus: [`on_event`] decodes a click's
//! `custom_id` (`presentation/custom_id.rs`) and runs its line of
//! [`button`], the table that gives each `ButtonAction` its handler and how
//! its click is acknowledged. A click whose work touches the database,
//! renders or calls Discord is acknowledged at once, a deferred update or a
//! deferred private reply (`click.rs`'s `Deferral`), and answered by
//! editing or following it up: Discord drops a click not answered within
//! 3 s. A handler is an `on_...` function in its command's file (challenge
//! answers and rematches in `playing/challenge.rs`, resigning and the move
//! picker in `playing/play.rs`, draw and takeback answers in
//! `playing/correspondence.rs`, tournaments in `playing/tournament.rs`,
//! Explore in `playing/explore.rs`, the Text button and the pages of
//! `/games` and `/history` in `reviewing/browse.rs`, Analyse in
//! `reviewing/analysis.rs`, puzzles in `reviewing/puzzle.rs`, the
//! leaderboard's pages in `reviewing/ranking.rs`, `/privacy forget`'s
//! answers in `server/privacy.rs`), answering through `click.rs`'s `Click`.
//!
//! Adding a button: a line in `custom_id.rs`'s table (its tag, variant and
//! fields) and its line in that file's test strategy `action()`; its
//! `on_...` handler beside its command, taking the `Click` and the
//! action's fields; a line in [`button`] here. The match has no catch-all
//! arm, so an action without its line here does not compile.

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::discord::commands::click::{Click, Deferral};
use crate::discord::commands::lang::click_lang;
use crate::discord::commands::playing::{challenge, correspondence, explore, play, tournament};
use crate::discord::commands::reviewing::{analysis, browse, puzzle, ranking};
use crate::discord::commands::server::privacy;
use crate::discord::context::Data;
use crate::discord::error::{BotError, bot_error};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::msg;
use crate::telemetry::Outcome;

/// Handles events poise does not: button clicks and modal submissions.
pub async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), BotError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Modal(submit),
    } = event
    {
        let result = explore::on_modal(ctx, submit, data).await;
        let outcome = result
            .as_ref()
            .map_or_else(|e| format!("failed: {e}"), |()| "ok".into());
        info!(modal = %submit.data.custom_id, user = %submit.user.id, outcome, "modal");
    }
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let started = std::time::Instant::now();
        let allowed = data.allow_command(click.user.id.get());
        let answer = Click::new(ctx, click, data);
        let result = if allowed {
            on_click(&answer).await
        } else {
            Err(BotError::User(msg!("too-quickly")))
        };
        let button = ButtonAction::decode(&click.data.custom_id).map_or("unknown", |a| a.name());
        let counted = result.as_ref().err().map_or(Outcome::Ok, BotError::outcome);
        crate::telemetry::button(button, counted);
        let outcome = match result {
            Ok(()) => "ok".to_string(),
            Err(e) => {
                let text = format!("⚠️ {}", bot_error(click_lang(click), &e));
                if let Err(send) = answer.privately(&text).await {
                    warn!(error = %send, "could not deliver a button refusal");
                }
                format!("refused: {e}")
            }
        };
        info!(button = %click.data.custom_id, user = %click.user.id, latency_ms = started.elapsed().as_millis() as u64, outcome, "button");
    }
    Ok(())
}

/// Decodes the click's action, acknowledges it as its line of [`button`]
/// says, and runs its handler.
async fn on_click(c: &Click<'_>) -> Result<(), BotError> {
    let action = ButtonAction::decode(&c.click.data.custom_id)
        .map_err(|_| BotError::User(msg!("button-outdated")))?;
    let (deferral, handler) = button(c, action);
    if let Some(deferral) = deferral {
        c.defer(deferral).await?;
    }
    handler.await
}

/// A handler's work, not started yet.
type Work<'a> = poise::BoxFuture<'a, Result<(), BotError>>;

/// A line of the table: how the click is acknowledged, then its handler.
type Line<'a> = (Option<Deferral>, Work<'a>);

/// The handler answers at once, within the 3 s: it has nothing slow to
/// do, answers with a modal (which cannot follow a deferral), or defers by
/// itself.
fn at_once<'a>(work: impl Future<Output = Result<(), BotError>> + Send + 'a) -> Line<'a> {
    (None, Box::pin(work))
}

/// Deferred as an update of the clicked message.
fn update<'a>(work: impl Future<Output = Result<(), BotError>> + Send + 'a) -> Line<'a> {
    (Some(Deferral::Update), Box::pin(work))
}

/// Deferred as a private reply.
fn private<'a>(work: impl Future<Output = Result<(), BotError>> + Send + 'a) -> Line<'a> {
    (Some(Deferral::PrivateReply), Box::pin(work))
}

/// The button table: each action's handler, and how its click is
/// acknowledged before the handler runs.
fn button<'a>(c: &'a Click<'a>, action: ButtonAction) -> Line<'a> {
    use ButtonAction as A;
    match action {
        A::AcceptChallenge(id) => update(challenge::on_accept(c, id)),
        A::DeclineChallenge(id) => update(challenge::on_decline(c, id)),
        A::CancelChallenge(id) => update(challenge::on_cancel(c, id)),
        A::Rematch { game } => private(challenge::on_rematch(c, game)),
        A::ConfirmResign { game, ply } => update(play::on_resign(c, game, ply)),
        A::KeepPlaying { game } => at_once(play::on_keep_playing(c, game)),
        A::PickMove { game, at } => private(play::on_pick(c, game, at)),
        A::PickMenu { game, at, path } => update(play::on_pick_menu(c, game, at, path)),
        A::PlayPicked { game, at, notation } => update(play::on_play_picked(c, game, at, notation)),
        A::AnswerDraw { game, accept } => update(correspondence::on_draw_answer(c, game, accept)),
        A::AnswerTakeback { game, ply, accept } => {
            update(correspondence::on_takeback_answer(c, game, ply, accept))
        }
        A::Explore { game } => at_once(explore::on_explore(c, game)),
        A::JoinTournament(id) => update(tournament::on_join(c, id)),
        A::LeaveTournament(id) => update(tournament::on_leave(c, id)),
        A::StartTournament(id) => update(tournament::on_start(c, id)),
        A::ConfirmWithdrawal {
            tournament,
            user,
            running,
        } => update(tournament::on_withdraw(c, tournament, user, running)),
        A::StayInTournament(_) => at_once(tournament::on_stay(c)),
        A::ConfirmCancelTournament { tournament, user } => {
            update(tournament::on_cancel(c, tournament, user))
        }
        A::KeepTournament(_) => at_once(tournament::on_keep(c)),
        A::TournamentRounds { tournament, page } => {
            update(tournament::on_rounds_page(c, tournament, page))
        }
        A::BoardText { game, ply } => private(browse::on_text(c, game, ply)),
        A::GamesPage { page } => update(browse::on_games_page(c, page)),
        A::HistoryPage(query) => update(browse::on_history_page(c, query)),
        A::Analyse { game } => at_once(analysis::on_analyse(c, game)),
        A::LearnMistakes { game } => private(puzzle::on_learn(c, game)),
        A::DailyPuzzle { daily } => private(puzzle::on_daily(c, daily)),
        A::Leaderboard { kind, server, page } => {
            update(ranking::on_leaderboard_page(c, kind, server, page))
        }
        A::ConfirmForget { user, running } => update(privacy::on_forget(c, user, running)),
        A::KeepData { user } => at_once(privacy::on_keep_data(c, user)),
    }
}
