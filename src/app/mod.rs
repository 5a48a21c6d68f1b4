//! The process, assembled: reads the configuration once (`config.rs`),
//! opens the store, builds the service, starts the runtime's jobs and then
//! the front doors it is configured for, side by side: Discord (always),
//! the web board (`WEB_ADDR`) and the health and metrics server
//! (`METRICS_ADDR`). Neither adapter starts or knows the other; both reach
//! the game only through the service, and a move from either wakes the
//! engine through it. `main` and the end-to-end tests both start the bot
//! through [`prepare`] / [`prepare_with`].

pub mod config;
pub mod doctor;
mod health;
pub mod logging;

pub use config::{
    Config, ConfigError, DEFAULT_DATABASE_URL, DEFAULT_REST_WAIT_SECS, DEFAULT_SWEEP_SECS,
    DEFAULT_WEB_CONNECTIONS_PER_ADDRESS,
};

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::discord;
use crate::runtime::{InFlight, Supervisor, jobs};
use crate::service::{Clock, GameService, ServiceConfig, SystemClock};

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

/// What runs beside the gateway: the service, the background tasks and the
/// interactions in flight, for a clean shutdown.
#[derive(Clone)]
pub struct Background {
    pub service: GameService,
    /// The database the service was built on: closed at the end of a clean
    /// shutdown (the service hands out no store).
    pub store: crate::store::Store,
    pub supervisor: Supervisor,
    pub in_flight: InFlight,
    /// Where `/metrics`, `/healthz` and `/readyz` are served, if anywhere
    /// (`Config::metrics_addr` with its port chosen).
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Where the web board is served, if anywhere (`Config::web_addr`
    /// with its port chosen).
    pub web_addr: Option<std::net::SocketAddr>,
}

/// Opens the database (creating it and its schema if needed), builds the
/// client and starts the background work.
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
    let service = GameService::new(store.clone(), options.clock, service_config);
    let supervisor = Supervisor::default();
    // The supervisor's stop reaches the analyses too.
    service
        .analysis()
        .stop_analyses_with(supervisor.stop_token());
    // No claim of an earlier process is ended here: during an overlapping
    // deploy that process still runs. Its leases and claims are taken over
    // when they run out (a clean shutdown gives its leases back at once).
    if let Some(secret) = &config.web_secret {
        let lifetime = i64::from(crate::service::DEFAULT_LINK_DAYS) * crate::model::DAY_SECS;
        service.links().set_web_links(crate::service::WebLinks {
            public_url: config.public_url.clone(),
            tokens: crate::service::WebTokens::new(secret.as_bytes(), lifetime),
        });
    }
    let mut background = Background {
        service: service.clone(),
        store,
        supervisor: supervisor.clone(),
        in_flight: InFlight::default(),
        metrics_addr: None,
        web_addr: None,
    };
    // The application's id, known when the gateway says READY.
    let application_id = Arc::new(std::sync::OnceLock::new());
    let wiring = discord::Wiring {
        service: service.clone(),
        supervisor: supervisor.clone(),
        in_flight: background.in_flight.clone(),
        application_id: application_id.clone(),
    };
    let client = discord::start(&config.discord(options.sweep_every), wiring).await?;
    start_jobs(config, &service, &supervisor, options.sweep_every);
    if let Some(address) = config.web_addr {
        let activity = crate::web::ActivitySettings {
            client_secret: config.discord_client_secret.clone(),
            api_base: config
                .api_base
                .clone()
                .unwrap_or_else(|| discord::DISCORD_BASE.to_string()),
            application_id,
        };
        let open_files = crate::web::server::raise_open_file_limit();
        let limits = crate::web::server::HttpLimits::new(
            config
                .web_max_connections
                .unwrap_or_else(|| crate::web::server::connections_for(open_files)),
            config.web_connections_per_address,
            config.web_trusted_proxy,
        );
        background.web_addr = Some(crate::web::server::start(
            address,
            &service,
            activity,
            limits,
            &supervisor,
        )?);
    }
    if let Some(address) = config.metrics_addr {
        let bound = health::start(
            address,
            service.clone(),
            &supervisor,
            background.in_flight.clone(),
            client.shard_manager.clone(),
        )
        .await?;
        background.metrics_addr = Some(bound);
    }
    Ok((client, background))
}

/// The service's scheduled work, whatever front doors run (`runtime/jobs.rs`).
fn start_jobs(config: &Config, service: &GameService, supervisor: &Supervisor, every: Duration) {
    // Game changes other processes commit reach this one's live streams.
    let relaying = service.clone();
    supervisor.spawn("game changes", move |stop| {
        let relaying = relaying.clone();
        async move { relaying.outbox().relay_game_changes(stop).await }
    });
    // Overdue deadlines are handled by the first sweep, right at start.
    let sweeping = service.clone();
    supervisor.spawn("deadline sweep", move |stop| {
        jobs::sweep_deadlines(sweeping.clone(), every, stop)
    });
    // Delivered announcements past their retention are deleted at start,
    // then every hour.
    let pruning = service.clone();
    supervisor.spawn("outbox pruning", move |stop| {
        jobs::prune(pruning.clone(), jobs::PRUNE_EVERY, stop)
    });
    // Scheduled backups, when configured: at start if one is due.
    if let Some(schedule) = config.backups.clone() {
        let backing_up = service.clone();
        supervisor.spawn("scheduled backups", move |stop| {
            jobs::back_up(backing_up.clone(), schedule.clone(), stop)
        });
    }
    // Finished games are searched for puzzles, never ahead of analyses.
    let generating = service.clone();
    supervisor.spawn("puzzle generator", move |stop| {
        jobs::generate_puzzles(generating.clone(), stop)
    });
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
        ended = discord::connect(&mut client, config.shards) => ended?,
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
        self.service.analysis().stop_analyses();
        if !self.in_flight.wait_idle(SHUTDOWN_GRACE).await {
            warn!(
                in_flight = self.in_flight.count(),
                "interactions still running at shutdown"
            );
        }
        if !self.supervisor.shutdown(SHUTDOWN_GRACE).await {
            warn!("background tasks still running at shutdown");
        }
        if let Err(error) = self.service.upkeep().release_my_leases().await {
            warn!(%error, "could not give back this process's leases");
        }
        self.store.close().await;
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
