//! The Discord adapter: slash commands, buttons and autocomplete, turning
//! service results into messages with the board attached. Game logic lives in
//! `service`; nothing here decides a rule. The app (`src/app/`) hands it
//! the service and the supervisor ([`Wiring`]); it builds the client and
//! runs its own jobs (delivery, thread archiving, the engine at the board).

// Lowest first: each folder uses only those above it in this list
// (docs/ARCHITECTURE.md's layer table, checked by tests/docs.rs).
mod commands;
mod context;
mod error;
mod jobs;
mod presentation;
mod runtime;
// Above them all: the command list in every language.
mod localize;

// What the app, the doctor and the tests use of the adapter.
pub use commands::parse_game_id;
pub use commands::permissions::{ChannelRefusal, check_games_channel};
pub use runtime::rate_limit::RateLimit;
pub use runtime::rest_proxy::DISCORD_BASE;
pub use runtime::retry::ATTEMPTS as RETRY_ATTEMPTS;
pub use runtime::shards::{BadShards, Shards};

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio_util::sync::CancellationToken;
use tracing::info;

use crate::runtime::{InFlight, Supervisor};
use crate::service::GameService;
use crate::telemetry::Outcome;
use context::{Data, Invocation, is_autocomplete, log_command};
use error::BotError;
use jobs::engine_player::EnginePlayer;
use jobs::pending_answers::PendingAnswers;
use runtime::rate_limit::RateLimiter;

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

/// Every command the bot registers, in help order, localised.
pub fn commands() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = commands::all();
    localize::localize(&mut commands);
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
            on_error: |error| Box::pin(commands::error_reply::on_error(error)),
            pre_command: |ctx| {
                Box::pin(async move {
                    ctx.set_invocation_data(Invocation::begin(ctx.data()))
                        .await;
                })
            },
            // Autocomplete fires on every keystroke: it has its own, larger
            // allowance (an autocomplete over it gets no choices, `error_reply.rs`).
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
                if let Some(owed) = service.engine().engine_turns_owed() {
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
        jobs::archiving::archive_threads(archive_http.clone(), archiving.clone(), every, stop)
    });
    let (delivery_http, delivering) = (client.http.clone(), wiring.service.clone());
    wiring.supervisor.spawn("delivery", move |stop| {
        jobs::delivery::run(
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

/// Gives the engine its owed moves at once (after a restart), then every
/// `every` (a move whose search or post failed), until `stop`.
async fn engine_catch_up(engine: EnginePlayer, every: Duration, stop: CancellationToken) {
    crate::runtime::supervisor::every(every, stop, || engine.catch_up()).await;
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
