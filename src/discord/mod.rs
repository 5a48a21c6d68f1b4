//! The Discord adapter: slash commands, buttons and autocomplete, turning
//! service results into messages with the board attached. Game logic lives in
//! `service`; nothing here decides a rule.

mod commands;
mod presentation;
mod runtime;

pub use commands::custom_id::ButtonAction;
pub use commands::parse_game_id;
pub use presentation::error::BotError;
pub use runtime::config::{
    Config, ConfigError, DEFAULT_DATABASE_URL, DEFAULT_REST_WAIT_SECS, DEFAULT_SWEEP_SECS,
    DEFAULT_WEB_CONNECTIONS_PER_ADDRESS,
};
pub use runtime::doctor;
pub use runtime::engine_player::EnginePlayer;
pub use runtime::pending_answers::PendingAnswers;
pub use runtime::rate_limit::{RateLimit, RateLimiter};
pub use runtime::retry::{ATTEMPTS as RETRY_ATTEMPTS, with_retry};
pub use runtime::shards::{BadShards, Shards};
pub use runtime::supervisor::{InFlight, Supervisor, TaskHealth};

use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use tokio_util::sync::CancellationToken;
use tracing::{info, warn};

use crate::service::{Clock, GameService, ServiceConfig, SystemClock};
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
    _in_flight: runtime::supervisor::InFlightGuard,
}

/// What runs beside the gateway: the service, the background tasks and the
/// interactions in flight, for a clean shutdown.
#[derive(Clone)]
pub struct Background {
    pub service: GameService,
    pub supervisor: Supervisor,
    pub in_flight: InFlight,
    pub pending_answers: Arc<PendingAnswers>,
    /// Where `/metrics`, `/healthz` and `/readyz` are served, if anywhere
    /// (`Config::metrics_addr` with its port chosen).
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Where the web board is served, if anywhere (`Config::web_addr`
    /// with its port chosen).
    pub web_addr: Option<std::net::SocketAddr>,
    /// The application's id, set when the gateway says READY (the web
    /// board's Activity needs it as its OAuth2 client id).
    pub application_id: Arc<std::sync::OnceLock<u64>>,
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

/// Builds the client exactly as `main` runs it; tests point it at the test
/// double. Every `catch_up_every`, the engine looks for games owed a move.
pub async fn build_client(
    config: &Config,
    background: Background,
    catch_up_every: Duration,
) -> Result<serenity::Client, serenity::Error> {
    // Every call goes through our own proxy, which keeps Discord's rate
    // limits (serenity ignores a proxy while its own limiter is on).
    let upstream = config
        .api_base
        .as_deref()
        .unwrap_or(runtime::rest_proxy::DISCORD_BASE);
    let proxy =
        runtime::rest_proxy::start(upstream, config.rest_wait, &background.supervisor).await?;
    let http = serenity::HttpBuilder::new(&config.token)
        .proxy(proxy)
        .ratelimiter_disabled(true)
        .build();
    let guild_id = config.guild_id;
    let rate_limit = config.rate_limit;
    // One process registers the commands; the others would only repeat it.
    let registers_commands = config.shards.runs_shard_zero();
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
                let Background { service, supervisor, in_flight, pending_answers, .. } = background;
                let engine = EnginePlayer::new(ctx.http.clone(), service.clone());
                let catching_up = engine.clone();
                supervisor.spawn("engine catch-up", move |stop| engine_catch_up(catching_up.clone(), catch_up_every, stop));
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
    serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await
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
    runtime::supervisor::every(every, stop, || engine.catch_up()).await;
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

pub type StartError = Box<dyn std::error::Error + Send + Sync>;

/// What `main` leaves at its default and tests replace.
#[derive(Clone)]
pub struct StartOptions {
    /// Where the service reads the time.
    pub clock: Arc<dyn Clock>,
    /// How often the scheduler looks for reminders, timeouts and expired challenges.
    pub sweep_every: Duration,
    /// How puzzles are generated and checked (`service/puzzles.rs`).
    pub puzzles: crate::service::PuzzleConfig,
}

impl Default for StartOptions {
    fn default() -> Self {
        StartOptions {
            clock: Arc::new(SystemClock),
            sweep_every: Duration::from_secs(60),
            puzzles: crate::service::PuzzleConfig::default(),
        }
    }
}

/// Opens the database (creating it and its schema if needed), builds the
/// client and starts the background sweeps; `main` and the end-to-end tests
/// both start the bot through this.
pub async fn prepare(config: &Config) -> Result<(serenity::Client, Background), StartError> {
    let options = StartOptions {
        sweep_every: config.sweep_every,
        ..StartOptions::default()
    };
    prepare_with(config, options).await
}

/// [`prepare`] with another clock or sweep interval.
pub async fn prepare_with(
    config: &Config,
    options: StartOptions,
) -> Result<(serenity::Client, Background), StartError> {
    let store = crate::store::Store::open(&config.database_url).await?;
    let mut puzzles = options.puzzles;
    if let Some(nodes) = config.puzzle_nodes {
        puzzles.limits.nodes = nodes;
    }
    let service_config = ServiceConfig {
        vacation_days_per_year: config.vacation_days_per_year,
        announcement_retention_days: config.announcement_retention_days,
        analysis: config.analysis,
        puzzles,
        ..Default::default()
    };
    let service = GameService::new(store, options.clock, service_config);
    let supervisor = Supervisor::default();
    // The supervisor's stop reaches the analyses too.
    service.stop_analyses_with(supervisor.stop_token());
    // No claim of an earlier process is ended here: during an overlapping
    // deploy that process still runs. Its leases and claims are taken over
    // when they run out (a clean shutdown gives its leases back at once).
    let mut background = Background {
        service: service.clone(),
        supervisor,
        in_flight: InFlight::default(),
        pending_answers: Arc::new(PendingAnswers::default()),
        metrics_addr: None,
        web_addr: None,
        application_id: Arc::default(),
    };
    if let Some(secret) = &config.web_secret {
        let lifetime = i64::from(crate::service::DEFAULT_LINK_DAYS) * crate::model::DAY_SECS;
        service.set_web_links(crate::service::WebLinks {
            public_url: config.public_url.clone(),
            tokens: crate::service::WebTokens::new(secret.as_bytes(), lifetime),
        });
    }
    let client = build_client(config, background.clone(), options.sweep_every).await?;
    if let Some(address) = config.metrics_addr {
        let bound = runtime::health::start(
            address,
            service.clone(),
            &background.supervisor,
            background.in_flight.clone(),
            client.shard_manager.clone(),
        )
        .await?;
        background.metrics_addr = Some(bound);
    }
    if let Some(address) = config.web_addr {
        let activity = crate::web::ActivitySettings {
            client_secret: config.discord_client_secret.clone(),
            api_base: config
                .api_base
                .clone()
                .unwrap_or_else(|| runtime::rest_proxy::DISCORD_BASE.to_string()),
            application_id: background.application_id.clone(),
        };
        let open_files = crate::web::server::raise_open_file_limit();
        let limits = crate::web::server::HttpLimits::new(
            config
                .web_max_connections
                .unwrap_or_else(|| crate::web::server::connections_for(open_files)),
            config.web_connections_per_address,
            config.web_trusted_proxy,
        );
        background.web_addr = Some(start_web(
            address,
            &service,
            activity,
            limits,
            &background.supervisor,
        )?);
    }
    let every = options.sweep_every;
    // Overdue deadlines are handled by the first sweep, right at start.
    let sweeping = service.clone();
    // Game changes other processes commit reach this one's live streams.
    let relaying = service.clone();
    background.supervisor.spawn("game changes", move |stop| {
        let relaying = relaying.clone();
        async move { relaying.relay_game_changes(stop).await }
    });
    background.supervisor.spawn("deadline sweep", move |stop| {
        runtime::scheduler::run(sweeping.clone(), every, stop)
    });
    // Finished games' threads whose delay is over are archived, at start
    // too (a restart loses none: their due times are stored).
    let (archive_http, archiving) = (client.http.clone(), service.clone());
    background
        .supervisor
        .spawn("thread archiving", move |stop| {
            runtime::scheduler::archive_threads(
                archive_http.clone(),
                archiving.clone(),
                every,
                stop,
            )
        });
    // Delivered announcements past their retention are deleted at start,
    // then every hour.
    let pruning = service.clone();
    background.supervisor.spawn("outbox pruning", move |stop| {
        runtime::scheduler::prune(pruning.clone(), runtime::scheduler::PRUNE_EVERY, stop)
    });
    // Scheduled backups, when configured: at start if one is due.
    if let Some(schedule) = config.backups.clone() {
        let backing_up = service.clone();
        background
            .supervisor
            .spawn("scheduled backups", move |stop| {
                runtime::scheduler::back_up(backing_up.clone(), schedule.clone(), stop)
            });
    }
    // Finished games are searched for puzzles, never ahead of analyses.
    let generating = service.clone();
    background
        .supervisor
        .spawn("puzzle generator", move |stop| {
            runtime::scheduler::generate_puzzles(generating.clone(), stop)
        });
    // Announcements owed from before a restart go out at start too.
    let (http, delivering, answers) = (
        client.http.clone(),
        service.clone(),
        background.pending_answers.clone(),
    );
    background.supervisor.spawn("delivery", move |stop| {
        runtime::delivery::run(
            http.clone(),
            delivering.clone(),
            answers.clone(),
            every,
            stop,
        )
    });
    Ok((client, background))
}

/// Serves the web board (`crate::web`) on `address` under `supervisor`;
/// returns the address it listens on (a port of 0 takes a free one).
fn start_web(
    address: std::net::SocketAddr,
    service: &GameService,
    activity: crate::web::ActivitySettings,
    limits: crate::web::server::HttpLimits,
    supervisor: &Supervisor,
) -> std::io::Result<std::net::SocketAddr> {
    let listener = std::net::TcpListener::bind(address)?;
    listener.set_nonblocking(true)?;
    let bound = listener.local_addr()?;
    let app = crate::web::router(
        service.clone(),
        supervisor.stop_token(),
        activity,
        limits.trusted_proxy,
    );
    let listener = Arc::new(listener);
    supervisor.spawn("web board", move |stop| {
        crate::web::server::serve_guarded(
            "the web board",
            listener.clone(),
            app.clone(),
            limits,
            stop,
        )
    });
    info!(address = %bound, ?limits, "web board listening");
    Ok(bound)
}

/// How long a shutdown waits for the interactions being handled, and then
/// for the background tasks, to finish.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// Runs the bot until the process is stopped: on SIGTERM or Ctrl-C it
/// stops taking interactions (closes the gateway), lets the ones being
/// handled and the posts in flight finish (at most [`SHUTDOWN_GRACE`] each),
/// gives back its leases, closes the database and returns.
pub async fn run(config: Config) -> Result<(), StartError> {
    let (mut client, background) = prepare(&config).await?;
    let shards = client.shard_manager.clone();
    tokio::select! {
        ended = connect(&mut client, config.shards) => ended?,
        signal = stop_signal() => {
            info!(signal, "stopping: no new interactions");
            shards.shutdown_all().await;
        }
    }
    background.shut_down().await;
    Ok(())
}

impl Background {
    /// The end of a clean shutdown, once the gateway is closed: waits for
    /// the interactions in flight, stops the background tasks, gives back
    /// this process's leases and closes the pool.
    pub async fn shut_down(&self) {
        // Analyses stop between plies (what they searched is kept), so the
        // interactions waiting for them finish within a second.
        self.service.stop_analyses();
        if !self.in_flight.wait_idle(SHUTDOWN_GRACE).await {
            warn!(
                in_flight = self.in_flight.count(),
                "interactions still running at shutdown"
            );
        }
        if !self.supervisor.shutdown(SHUTDOWN_GRACE).await {
            warn!("background tasks still running at shutdown");
        }
        if let Err(error) = self.service.release_my_leases().await {
            warn!(%error, "could not give back this process's leases");
        }
        self.service.store().close().await;
        info!("stopped");
    }
}

/// Waits for SIGTERM or Ctrl-C (SIGINT); returns its name.
async fn stop_signal() -> &'static str {
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => {
                warn!(%error, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    tokio::select! {
        () = terminate => "SIGTERM",
        _ = tokio::signal::ctrl_c() => "Ctrl-C",
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
