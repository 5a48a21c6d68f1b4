//! Buttons: challenge answers, resign confirmation, draw and takeback
//! answers, history pages.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage,
};
use tracing::{info, warn};

use super::board_post::{mention, post_board, thread_name};
use super::commands::player_of;
use super::notify::spawn_turn_notice;
use super::{BotError, ButtonAction, Data};
use crate::service::{ChallengeId, GameId, GameService, HistoryFilter, UserId};

/// Handles events poise does not: button clicks.
pub async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), BotError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let started = std::time::Instant::now();
        let allowed = data.allow_command(click.user.id.get());
        let result = if allowed {
            on_click(ctx, click, data).await
        } else {
            Err(BotError::User(super::TOO_QUICKLY.into()))
        };
        let outcome = match result {
            Ok(()) => "ok".to_string(),
            Err(e) => {
                let text = format!("⚠️ {e}");
                let reply = CreateInteractionResponseMessage::new()
                    .content(text)
                    .ephemeral(true);
                if let Err(send) = click
                    .create_response(&ctx.http, CreateInteractionResponse::Message(reply))
                    .await
                {
                    warn!(error = %send, "could not deliver a button refusal");
                }
                format!("refused: {e}")
            }
        };
        info!(button = %click.data.custom_id, user = %click.user.id, latency_ms = started.elapsed().as_millis() as u64, outcome, "button");
    }
    Ok(())
}

async fn on_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
) -> Result<(), BotError> {
    let action: ButtonAction = click
        .data
        .custom_id
        .parse()
        .map_err(|_| BotError::User("this button is no longer in use".into()))?;
    let service = &data.service;
    let http = &ctx.http;
    match action {
        ButtonAction::AcceptChallenge(id) => {
            let view = service
                .accept_challenge(ChallengeId(id), player_of(&click.user))
                .await?;
            let text = format!(
                "{}\n✅ Accepted by {}: game {}.",
                click.message.content,
                mention(click.user.id.get()),
                view.id
            );
            update(ctx, click, text, vec![]).await?;
            // A thread per game when allowed, otherwise the channel itself.
            let channel = click.channel_id;
            let thread = channel
                .create_thread(
                    http,
                    serenity::CreateThread::new(thread_name(&view))
                        .kind(serenity::ChannelType::PublicThread),
                )
                .await;
            let thread_id = match thread {
                Ok(t) => Some(t.id.get()),
                Err(e) => {
                    warn!(error = %e, "no thread for the game; playing in the channel");
                    None
                }
            };
            service
                .set_game_place(view.id, thread_id, channel.get())
                .await?;
            let view = service.load_game(view.id).await?;
            let first = view
                .player_to_move()
                .map(|p| mention(p.id.0))
                .unwrap_or_default();
            let headline = format!(
                "**{}** begins: {} (Black) vs {} (White). {first} moves first; use `/move` here.",
                super::board_post::game_title(&view),
                mention(view.black.id.0),
                mention(view.white.id.0)
            );
            let board = post_board(http, service, &view, &headline).await?;
            spawn_turn_notice(ctx.http.clone(), service.clone(), view, Some(board));
        }
        ButtonAction::DeclineChallenge(id) => {
            service
                .decline_challenge(ChallengeId(id), player_of(&click.user))
                .await?;
            let text = format!(
                "{}\n❌ Declined by {}.",
                click.message.content,
                mention(click.user.id.get())
            );
            update(ctx, click, text, vec![]).await?;
        }
        ButtonAction::CancelChallenge(id) => {
            service
                .cancel_challenge(ChallengeId(id), player_of(&click.user))
                .await?;
            let text = format!("{}\n🚫 Cancelled by the challenger.", click.message.content);
            update(ctx, click, text, vec![]).await?;
        }
        ButtonAction::ConfirmResign { game, ply } => {
            let game = GameId(game);
            let view = service.load_game(game).await?;
            if view.game.ply() as i64 != ply && view.is_active() {
                return Err(BotError::User(
                    "the game moved on since you asked; use /resign again".into(),
                ));
            }
            let result = service.resign(game, UserId(click.user.id.get())).await?;
            update(ctx, click, format!("You resigned game {game}."), vec![]).await?;
            let headline = format!(
                "**{}** · {} resigned.",
                super::board_post::game_title(&result),
                mention(click.user.id.get())
            );
            post_board(http, service, &result, &headline).await?;
        }
        ButtonAction::KeepPlaying { game } => {
            update(
                ctx,
                click,
                format!("Good luck in game {}!", GameId(game)),
                vec![],
            )
            .await?;
        }
        ButtonAction::AnswerDraw { game, accept } => {
            let me = UserId(click.user.id.get());
            let view = service.answer_draw(GameId(game), me, accept).await?;
            let who = mention(me.0);
            if accept {
                update(
                    ctx,
                    click,
                    format!("{}\n✅ Accepted by {who}.", click.message.content),
                    vec![],
                )
                .await?;
                let headline = format!(
                    "**{}** · 🤝 {who} accepted the draw.",
                    super::board_post::game_title(&view)
                );
                post_board(http, service, &view, &headline).await?;
            } else {
                update(
                    ctx,
                    click,
                    format!("{}\n❌ Declined by {who}; play on.", click.message.content),
                    vec![],
                )
                .await?;
            }
        }
        ButtonAction::AnswerTakeback { game, ply, accept } => {
            let game = GameId(game);
            let current = service.load_game(game).await?;
            if current.game.ply() as i64 != ply && current.is_active() {
                return Err(BotError::User(
                    "the game moved on since this request; it no longer applies".into(),
                ));
            }
            let me = UserId(click.user.id.get());
            let result = service.answer_takeback(game, me, accept).await?;
            let who = mention(me.0);
            if accept {
                update(
                    ctx,
                    click,
                    format!("{}\n✅ Allowed by {who}.", click.message.content),
                    vec![],
                )
                .await?;
                let taken: Vec<String> = result
                    .removed
                    .iter()
                    .filter(|m| !m.automatic)
                    .map(|m| format!("{} **{}**", m.by, m.notation))
                    .collect();
                let headline = format!(
                    "**{}** · ↩️ Taken back: {}.",
                    super::board_post::game_title(&result.game),
                    taken.join(", ")
                );
                let board = post_board(http, service, &result.game, &headline).await?;
                spawn_turn_notice(ctx.http.clone(), service.clone(), result.game, Some(board));
            } else {
                update(
                    ctx,
                    click,
                    format!("{}\n❌ Declined by {who}.", click.message.content),
                    vec![],
                )
                .await?;
            }
        }
        ButtonAction::HistoryPage {
            user,
            page,
            kind,
            opponent,
        } => {
            let name = click
                .message
                .mentions
                .first()
                .map(|u| u.name.clone())
                .unwrap_or_else(|| format!("<@{user}>"));
            let filter = HistoryFilter {
                opponent: opponent.map(UserId),
                kind,
            };
            let (content, components) = history_page(service, user, &name, filter, page).await?;
            update(ctx, click, content, components).await?;
        }
    }
    Ok(())
}

/// Replaces the clicked message's text and buttons.
async fn update(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    content: String,
    components: Vec<CreateActionRow>,
) -> Result<(), BotError> {
    let content = super::board_post::truncate(&content, 2000);
    let message = CreateInteractionResponseMessage::new()
        .content(content)
        .components(components);
    click
        .create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
        .await?;
    Ok(())
}

pub const HISTORY_PAGE_SIZE: i64 = 10;

/// Text and Previous/Next buttons for page `page` of `user`'s finished games.
pub async fn history_page(
    service: &GameService,
    user: u64,
    name: &str,
    filter: HistoryFilter,
    page: i64,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let me = UserId(user);
    let result = service
        .finished_games(me, filter, page, HISTORY_PAGE_SIZE)
        .await?;
    let kind = filter.kind.map(|k| format!(" of {k}")).unwrap_or_default();
    let against = filter
        .opponent
        .map(|o| format!(" against {}", mention(o.0)))
        .unwrap_or_default();
    let mut lines = vec![format!(
        "Finished games{kind} of {}{against} (page {} of {}):",
        mention(user),
        page,
        result.total_pages
    )];
    if result.items.is_empty() {
        lines.push(format!("No finished games yet for {name}."));
    }
    for g in &result.items {
        lines.push(super::board_post::history_line(g, me));
    }
    let turn_to = |page| ButtonAction::HistoryPage {
        user,
        page,
        kind: filter.kind,
        opponent: filter.opponent.map(|o| o.0),
    };
    let mut buttons = Vec::new();
    if page > 1 {
        buttons.push(
            CreateButton::new(turn_to(page - 1).to_string())
                .label("◀ Previous")
                .style(ButtonStyle::Secondary),
        );
    }
    if page < result.total_pages {
        buttons.push(
            CreateButton::new(turn_to(page + 1).to_string())
                .label("Next ▶")
                .style(ButtonStyle::Secondary),
        );
    }
    let components = if buttons.is_empty() {
        vec![]
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    };
    Ok((
        super::board_post::truncate(&lines.join("\n"), 2000),
        components,
    ))
}
