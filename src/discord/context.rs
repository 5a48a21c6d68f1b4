//! What every command and click runs with: the shared state poise hands
//! them (`Data`), their `Context`, and the one log line each ends with.

use std::sync::Arc;
use std::time::Instant;

use tracing::{info, warn};

use crate::discord::error::BotError;
use crate::discord::jobs::engine_player::EnginePlayer;
use crate::discord::jobs::pending_answers::PendingAnswers;
use crate::discord::runtime::rate_limit::RateLimiter;
use crate::runtime::InFlight;
use crate::service::GameService;
use crate::telemetry::Outcome;

/// Shared state of every command.
pub struct Data {
    pub service: GameService,
    /// Plays the engine's side of games against the bot.
    pub engine: EnginePlayer,
    /// Never held across an `.await`.
    pub rate_limiter: std::sync::Mutex<RateLimiter>,
    /// Autocomplete's own allowance (`RateLimit::for_autocomplete`): it
    /// fires on every keystroke, so it is larger, but bounded too.
    pub autocomplete_limiter: std::sync::Mutex<RateLimiter>,
    /// Deferred answers Discord did not take, completed by the delivery worker.
    pub pending_answers: Arc<PendingAnswers>,
    /// Interactions being handled, which a shutdown waits for.
    pub in_flight: InFlight,
}

/// What an invocation keeps while it runs: when it began (for the log) and
/// its place among the interactions in flight (released when it ends).
pub struct Invocation {
    pub started: Instant,
    /// The game the command turned out to be about, once known (for the log).
    pub game: Option<crate::service::GameId>,
    _in_flight: crate::runtime::InFlightGuard,
}

impl Invocation {
    /// An invocation starting now, counted among those in flight.
    pub fn begin(data: &Data) -> Self {
        Invocation {
            started: Instant::now(),
            game: None,
            _in_flight: data.in_flight.enter(),
        }
    }
}

impl Data {
    /// Takes one command from `user`'s allowance; `false` means "too quickly".
    pub fn allow_command(&self, user: u64) -> bool {
        let mut limiter = self
            .rate_limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        limiter.try_acquire(user, Instant::now())
    }

    /// Takes one autocomplete from `user`'s allowance; `false` means "too quickly".
    pub fn allow_autocomplete(&self, user: u64) -> bool {
        let mut limiter = self
            .autocomplete_limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        limiter.try_acquire(user, Instant::now())
    }
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// Whether `ctx` is an autocomplete (a keystroke), not a command.
pub(crate) fn is_autocomplete(ctx: Context<'_>) -> bool {
    matches!(
        ctx,
        poise::Context::Application(app) if app.interaction_type == poise::CommandInteractionType::Autocomplete
    )
}

/// One log line per handled command (interaction id, command, user, game
/// when known, latency, outcome, and why it was refused) and its count in
/// the metrics.
pub(crate) async fn log_command(ctx: Context<'_>, outcome: Outcome, reason: Option<&str>) {
    let (latency_ms, game) = match ctx.invocation_data::<Invocation>().await {
        Some(invocation) => (
            invocation.started.elapsed().as_millis() as u64,
            invocation.game.map(|game| game.0),
        ),
        None => (0, None),
    };
    let command = ctx.command().qualified_name.as_str();
    crate::telemetry::command(command, outcome);
    let (interaction, user) = (ctx.id(), ctx.author().id.get());
    let outcome = outcome.label();
    match reason {
        None => info!(
            interaction,
            command, user, game, latency_ms, outcome, "command"
        ),
        Some(reason) => {
            warn!(
                interaction,
                command, user, game, latency_ms, outcome, reason, "command"
            )
        }
    }
}

/// Notes which game the command being handled is about, for its log line.
pub(crate) async fn note_game(ctx: Context<'_>, game: crate::service::GameId) {
    if let Some(mut invocation) = ctx.invocation_data::<Invocation>().await {
        invocation.game = Some(game);
    }
}
