//! The background loop that announces what [`GameService::sweep`] found due:
//! reminders, losses on time, expired challenges. It keeps no state of its
//! own (the sweep decides and records everything in the database), so it
//! simply runs once at start and then every `every`.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{CreateMessage, EditMessage};
use tracing::warn;

use super::BotError;
use super::board_post::{game_title, post_board};
use super::text::mention;
use crate::service::{Challenge, DueEvent, EndedBy, GameService, GameView, Player, Reminder};

/// Sweeps at once, then every `every`, until the task is dropped.
pub async fn run(http: Arc<serenity::Http>, service: GameService, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let events = match service.sweep().await {
            Ok(events) => events,
            Err(e) => {
                warn!(error = %e, "deadline sweep failed");
                continue;
            }
        };
        for event in events {
            if let Err(e) = announce(&http, &service, &event).await {
                warn!(error = %e, "could not announce a deadline event");
            }
        }
    }
}

async fn announce(
    http: &serenity::Http,
    service: &GameService,
    event: &DueEvent,
) -> Result<(), BotError> {
    match event {
        DueEvent::Reminder {
            game,
            player,
            reminder,
        } => remind(http, game, player, *reminder).await,
        DueEvent::TimedOut(game) => {
            let late = game
                .game
                .to_move()
                .map(|c| mention(game.player(c).id.0))
                .unwrap_or_default();
            let headline = match game.ended_by {
                Some(EndedBy::Abort) => {
                    format!(
                        "**{}** · ⌛ {late} did not move in time; with fewer than two moves played the game is aborted.",
                        game_title(game)
                    )
                }
                _ => format!("**{}** · ⌛ Time is up for {late}.", game_title(game)),
            };
            post_board(http, service, game, &headline, None).await?;
            Ok(())
        }
        DueEvent::ChallengeExpired(challenge) => mark_expired(http, challenge).await,
    }
}

async fn remind(
    http: &serenity::Http,
    game: &GameView,
    player: &Player,
    reminder: Reminder,
) -> Result<(), BotError> {
    let deadline = game
        .deadline_at
        .map(|t| format!(" The deadline is <t:{t}:R>."))
        .unwrap_or_default();
    let how = match reminder {
        Reminder::HalfUsed => "half of your time for this move is used",
        Reminder::TenthLeft => "only a tenth of your time for this move is left",
        Reminder::DayLeft => "24 hours are left in your time bank",
        Reminder::HourLeft => "only 1 hour is left in your time bank",
    };
    let text = format!(
        "⏰ {}, {how} in **{}**.{deadline} Use `/move` here.",
        mention(player.id.0),
        game_title(game)
    );
    let channel = serenity::ChannelId::new(game.thread_id.unwrap_or(game.place.channel_id));
    channel
        .send_message(http, CreateMessage::new().content(text))
        .await?;
    Ok(())
}

/// Says so on the challenge message and removes its buttons.
async fn mark_expired(http: &serenity::Http, challenge: &Challenge) -> Result<(), BotError> {
    let Some(message_id) = challenge.message_id else {
        return Ok(());
    };
    let edit = EditMessage::new()
        .content(match &challenge.opponent {
            Some(opponent) => format!(
                "⌛ This challenge to {} expired unanswered.",
                mention(opponent.id.0)
            ),
            None => "⌛ This open challenge expired; nobody took it.".to_string(),
        })
        .components(vec![]);
    let channel = serenity::ChannelId::new(challenge.place.channel_id);
    channel
        .edit_message(http, serenity::MessageId::new(message_id), edit)
        .await?;
    Ok(())
}
