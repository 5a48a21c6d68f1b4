//! Where every command's error ends: a private reply with the reason (or
//! "too quickly" when over the allowance), logged and counted once.

use poise::serenity_prelude as serenity;
use tracing::error;

use crate::discord::context::{Data, log_command};
use crate::discord::error::BotError;
use crate::telemetry::Outcome;
use crate::tr;

/// Turns every error into an ephemeral reply only the user sees.
pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            log_command(ctx, error.outcome(), Some(&error.to_string())).await;
            if let BotError::Discord(e) = &error {
                error!(error = %e, "Discord call failed");
            }
            let text = crate::discord::error::bot_error(
                crate::discord::commands::lang::user_lang(ctx),
                &error,
            );
            let reply = poise::CreateReply::default()
                .content(format!("⚠️ {text}"))
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                error!(error = %e, "could not deliver an error reply");
            }
        }
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } if crate::discord::context::is_autocomplete(ctx) => {
            // Over the autocomplete allowance: no choices (Discord shows
            // none), answered at once, nothing read.
            tracing::debug!(user = ctx.author().id.get(), "autocomplete rate limited");
            if let poise::Context::Application(app) = ctx {
                let none = serenity::CreateInteractionResponse::Autocomplete(
                    serenity::CreateAutocompleteResponse::new(),
                );
                if let Err(e) = app
                    .interaction
                    .create_response(app.serenity_context, none)
                    .await
                {
                    error!(error = %e, "could not answer a rate-limited autocomplete");
                }
            }
        }
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            log_command(ctx, Outcome::Refused, Some("rate limited")).await;
            let reply = poise::CreateReply::default()
                .content(format!(
                    "⏳ {}",
                    tr!(
                        crate::discord::commands::lang::user_lang(ctx),
                        "too-quickly"
                    )
                ))
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                error!(error = %e, "could not deliver a rate-limit refusal");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "error while handling an error");
            }
        }
    }
}
