//! The Discord adapter: slash commands, buttons and autocomplete, turning
//! service results into messages with the board attached. Game logic lives in
//! `service`; nothing here decides a rule. The app (`src/app/`) hands it
//! the service and the supervisor ([`Wiring`]); it builds the client and
//! runs its own jobs (delivery, thread archiving, the engine at the board).

mod commands;
mod presentation;
mod runtime;

pub use commands::custom_id::ButtonAction;
pub use commands::parse_game_id;
pub use commands::permissions::{ChannelRefusal, check_games_channel};
pub use presentation::error::BotError;
pub use runtime::engine_player::EnginePlayer;
pub use runtime::pending_answers::PendingAnswers;
pub use runtime::rate_limit::{RateLimit, RateLimiter};
pub use runtime::rest_proxy::DISCORD_BASE;
pub use runtime::retry::{ATTEMPTS as RETRY_ATTEMPTS, with_retry};
pub use runtime::shards::{BadShards, Shards};

use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use tokio_util::sync::CancellationToken;
use tracing::{info, warn};

use crate::runtime::{InFlight, Supervisor};
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

/// What the app hands the Discord adapter: the service, the supervisor
/// its jobs run under, the interactions in flight (a shutdown waits for
/// them) and where the application's id is kept once the gateway says
/// READY (the web board's Activity needs it as its OAuth2 client id).
#[derive(Clone)]
pub struct Wiring {
    pub service: GameService,
    pub supervisor: Supervisor,
    pub in_flight: InFlight,
    pub application_id: Arc<std::sync::OnceLock<u64>>,
}

/// What the Discord adapter reads of the configuration (the app's
/// `Config` gives it, `Config::discord`).
#[derive(Clone, Debug)]
pub struct Settings {
    pub token: String,
    /// Register commands in this guild only (instant updates) instead of globally.
    pub guild_id: Option<u64>,
    /// Base URL replacing `https://discord.com` for every REST call.
    pub api_base: Option<String>,
    /// Per-user limit on commands and clicks.
    pub rate_limit: RateLimit,
    /// The gateway shards this process runs.
    pub shards: Shards,
    /// The longest a call to Discord waits in the REST proxy.
    pub rest_wait: Duration,
    /// How often the engine's owed moves, the delivery worker's catch-up
    /// and the threads to archive are looked at.
    pub every: Duration,
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

/// Every command the bot registers, in help order, localised.
pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = commands::all();
    presentation::localize::localize(&mut commands);
    commands
}

/// Builds the client exactly as the app runs it (tests point it at the test
/// double) and starts the adapter's jobs under `wiring.supervisor`: the
/// delivery worker (announcements owed from before a restart go out at
/// start too), the archiving of finished games' threads and, once
/// connected, the engine at the board (woken by every committed move, and
/// every `settings.every` looking for a move it still owes).
pub async fn start(
    settings: &Settings,
    wiring: Wiring,
) -> Result<serenity::Client, serenity::Error> {
    // Every call goes through our own proxy, which keeps Discord's rate
    // limits (serenity ignores a proxy while its own limiter is on).
    let upstream = settings
        .api_base
        .as_deref()
        .unwrap_or(runtime::rest_proxy::DISCORD_BASE);
    let proxy =
        runtime::rest_proxy::start(upstream, settings.rest_wait, &wiring.supervisor).await?;
    let http = serenity::HttpBuilder::new(&settings.token)
        .proxy(proxy)
        .ratelimiter_disabled(true)
        .build();
    let guild_id = settings.guild_id;
    let rate_limit = settings.rate_limit;
    let every = settings.every;
    // Deferred answers Discord did not take, completed by the delivery worker.
    let pending_answers = Arc::new(PendingAnswers::default());
    let answers = pending_answers.clone();
    // One process registers the commands; the others would only repeat it.
    let registers_commands = settings.shards.runs_shard_zero();
    let background = wiring.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            // poise's default pings every user a reply mentions; replies
            // that mean to ping someone say whom (`presentation::text::pings_only`).
            allowed_mentions: Some(presentation::text::no_pings()),
            on_error: |error| Box::pin(presentation::error::on_error(error)),
            pre_command: |ctx| {
                Box::pin(async move {
                    let invocation = Invocation {
                        started: Instant::now(),
                        game: None,
                        _in_flight: ctx.data().in_flight.enter(),
                    };
                    ctx.set_invocation_data(invocation).await;
                })
            },
            // Autocomplete fires on every keystroke: it has its own, larger
            // allowance (an autocomplete over it gets no choices, `error.rs`).
            command_check: Some(|ctx| {
                Box::pin(async move {
                    let user = ctx.author().id.get();
                    Ok(if is_autocomplete(ctx) {
                        ctx.data().allow_autocomplete(user)
                    } else {
                        ctx.data().allow_command(user)
                    })
                })
            }),
            post_command: |ctx| Box::pin(async move { log_command(ctx, Outcome::Ok, None).await }),
            event_handler: |ctx, event, _framework, data| {
                Box::pin(async move {
                    let _in_flight = data.in_flight.enter();
                    commands::components::on_event(ctx, event, data).await
                })
            },
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // Known before the commands are registered: whoever sees
                // them may open the Activity at once.
                let _ = background.application_id.set(ready.application.id.get());
                let commands = &framework.options().commands;
                if registers_commands {
                    match guild_id {
                        Some(g) => poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g)).await?,
                        None => register_globally(&ctx.http, commands).await?,
                    }
                }
                info!(user = %ready.user.name, guilds = ready.guilds.len(), registers_commands, "connected");
                let Wiring { service, supervisor, in_flight, .. } = background;
                let engine = EnginePlayer::new(ctx.http.clone(), service.clone());
                let catching_up = engine.clone();
                supervisor.spawn("engine catch-up", move |stop| engine_catch_up(catching_up.clone(), every, stop));
                // Moves from anywhere (the web page too) wake the engine at once.
                if let Some(owed) = service.engine_turns_owed() {
                    let (following, owed) = (engine.clone(), Arc::new(tokio::sync::Mutex::new(owed)));
                    supervisor.spawn("engine wake", move |stop| {
                        let (following, owed) = (following.clone(), owed.clone());
                        async move { following.follow(owed, stop).await }
                    });
                }
                let autocomplete_limiter = std::sync::Mutex::new(RateLimiter::new(rate_limit.for_autocomplete()));
                Ok(Data { service, engine, rate_limiter: std::sync::Mutex::new(RateLimiter::new(rate_limit)), autocomplete_limiter, pending_answers, in_flight })
            })
        })
        .build();
    let client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    // Finished games' threads whose delay is over are archived, at start
    // too (a restart loses none: their due times are stored).
    let (archive_http, archiving) = (client.http.clone(), wiring.service.clone());
    wiring.supervisor.spawn("thread archiving", move |stop| {
        runtime::archiving::archive_threads(archive_http.clone(), archiving.clone(), every, stop)
    });
    let (delivery_http, delivering) = (client.http.clone(), wiring.service.clone());
    wiring.supervisor.spawn("delivery", move |stop| {
        runtime::delivery::run(
            delivery_http.clone(),
            delivering.clone(),
            answers.clone(),
            every,
            stop,
        )
    });
    Ok(client)
}

/// Registers `commands` globally, as one bulk overwrite. An application
/// with Activities enabled has an Entry Point command (Discord makes
/// `/launch` when they are turned on in the Developer Portal), which a
/// bulk overwrite must carry along or Discord refuses the whole of it
/// (error 50240): it is read first and sent back as it is.
async fn register_globally(
    http: &serenity::Http,
    commands: &[poise::Command<Data, BotError>],
) -> Result<(), serenity::Error> {
    let mut builders = poise::builtins::create_application_commands(commands);
    let existing = http.get_global_commands().await?;
    for entry in existing
        .into_iter()
        .filter(|c| c.kind == serenity::CommandType::PrimaryEntryPoint)
    {
        let mut builder = serenity::CreateCommand::new(entry.name)
            .kind(serenity::CommandType::PrimaryEntryPoint)
            .description(entry.description)
            .integration_types(entry.integration_types);
        if let Some(contexts) = entry.contexts {
            builder = builder.contexts(contexts);
        }
        if let Some(handler) = entry.handler {
            builder = builder.handler(handler);
        }
        builders.push(builder);
    }
    serenity::Command::set_global_commands(http, builders).await?;
    Ok(())
}

/// Whether `ctx` is an autocomplete (a keystroke), not a command.
pub(crate) fn is_autocomplete(ctx: Context<'_>) -> bool {
    matches!(
        ctx,
        poise::Context::Application(app) if app.interaction_type == poise::CommandInteractionType::Autocomplete
    )
}

/// Gives the engine its owed moves at once (after a restart), then every
/// `every` (a move whose search or post failed), until `stop`.
async fn engine_catch_up(engine: EnginePlayer, every: Duration, stop: CancellationToken) {
    crate::runtime::supervisor::every(every, stop, || engine.catch_up()).await;
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

/// Connects `shards` to the gateway and handles their events until they
/// shut down.
pub async fn connect(client: &mut serenity::Client, shards: Shards) -> Result<(), serenity::Error> {
    info!(%shards, "connecting to the gateway");
    match shards {
        Shards::All => client.start_autosharded().await,
        // serenity counts the range's end in (its docs: `4..7` is 4 to 7).
        Shards::Range { first, last, total } => client.start_shard_range(first..last, total).await,
    }
}
