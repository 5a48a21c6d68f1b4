//! The Discord adapter's error: what a command or a click can fail with,
//! how the metrics count it and what the user reads (`bot_error`), worded
//! by `words::refusal` in the user's language, the place refusals become
//! words (the web board uses it too). The service's errors carry what the
//! words need; their `Display` is short English for the logs.

use poise::serenity_prelude as serenity;

use crate::i18n::{Lang, Message};
use crate::service::ServiceError;
use crate::telemetry::Outcome;
use crate::tr;
use crate::words::refusal::service_error;

/// Everything a command can fail with. `Display` is for logs; the user
/// reads [`bot_error`]'s words.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("{0}")]
    Service(#[from] ServiceError),
    /// A refusal decided in the adapter, e.g. "pick a game", worded in
    /// the reader's language when shown.
    #[error("{0}")]
    User(Message),
    /// Boxed: serenity's error is large and most results are `Ok`.
    #[error("Discord did not accept the bot's message; please try again")]
    Discord(Box<serenity::Error>),
    #[error("something went wrong drawing the board; the move itself is saved")]
    Render(String),
    /// The database did not answer: what became of the change, worded
    /// for this command (a move not saved, or perhaps saved).
    #[error("{0}")]
    Database(Message),
}

impl From<serenity::Error> for BotError {
    fn from(e: serenity::Error) -> Self {
        BotError::Discord(Box::new(e))
    }
}

impl BotError {
    /// How the metrics count it: a failure on the bot's side (the
    /// database, Discord, drawing) is an error; anything else is a
    /// refusal with its reason for the user.
    pub fn outcome(&self) -> Outcome {
        match self {
            BotError::Discord(_)
            | BotError::Render(_)
            | BotError::Database(_)
            | BotError::Service(
                ServiceError::Storage(_)
                | ServiceError::Unavailable(_)
                | ServiceError::MaybeSaved(_),
            ) => Outcome::Error,
            BotError::Service(_) | BotError::User(_) => Outcome::Refused,
        }
    }
}

/// What the user reads when `error` stops a command or a button.
pub fn bot_error(lang: Lang, error: &BotError) -> String {
    match error {
        BotError::Service(e) => service_error(lang, e),
        BotError::User(message) | BotError::Database(message) => message.text(lang),
        BotError::Discord(_) => tr!(lang, "error-discord"),
        BotError::Render(_) => tr!(lang, "error-render"),
    }
}
