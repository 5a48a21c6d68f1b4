//! Starting and stopping the real bot against the Discord double.

use std::sync::Arc;

use abande_bot::app::{self, Config, StartOptions};
use abande_bot::discord::{self, RateLimit, Shards};
use abande_bot::service::GameService;
use poise::serenity_prelude as serenity;
use tokio::task::JoinHandle;

use super::discord_double::{DiscordDouble, RecordedMessage};

/// The bot process as tests see it: started through the same code as `main`.
pub struct RunningBot {
    pub service: GameService,
    /// The database the bot opened, for what a test reads behind the
    /// service's back.
    pub store: abande_bot::store::Store,
    background: app::Background,
    shards: Arc<serenity::ShardManager>,
    task: JoinHandle<()>,
}

pub fn config_for(double: &DiscordDouble, database_url: &str) -> Config {
    Config {
        token: double.token().to_string(),
        database_url: database_url.to_string(),
        guild_id: Some(double.guild_id()),
        api_base: Some(double.base_url()),
        // Tests play whole games as fast as the bot answers; the limit has its own test.
        rate_limit: RateLimit {
            burst: 10_000,
            per_second: 10_000.0,
        },
        vacation_days_per_year: 30,
        announcement_retention_days: 30,
        shards: Shards::All,
        sweep_every: std::time::Duration::from_secs(app::DEFAULT_SWEEP_SECS),
        rest_wait: std::time::Duration::from_secs(app::DEFAULT_REST_WAIT_SECS),
        metrics_addr: None,
        web_addr: None,
        public_url: None,
        web_secret: None,
        discord_client_secret: None,
        web_max_connections: None,
        web_connections_per_address: app::DEFAULT_WEB_CONNECTIONS_PER_ADDRESS,
        web_trusted_proxy: None,
        analysis: abande_bot::service::AnalysisConfig::default(),
        puzzle_nodes: None,
        backups: None,
    }
}

impl RunningBot {
    pub async fn start(double: &DiscordDouble, database_url: &str) -> RunningBot {
        RunningBot::launch(config_for(double, database_url), StartOptions::default()).await
    }

    /// Starts the bot with another clock or sweep interval.
    pub async fn start_with(
        double: &DiscordDouble,
        database_url: &str,
        options: StartOptions,
    ) -> RunningBot {
        RunningBot::launch(config_for(double, database_url), options).await
    }

    /// Starts the bot with another configuration (e.g. a real rate limit).
    pub async fn start_with_config(config: Config) -> RunningBot {
        RunningBot::launch(config, StartOptions::default()).await
    }

    /// Starts the bot with both another configuration and other options.
    pub async fn launch(config: Config, options: StartOptions) -> RunningBot {
        // Logs show up in a failing test's output.
        // Beside it, the store's spans timed into the metrics, as in `main`.
        {
            use tracing_subscriber::prelude::*;
            let filter = tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn".into());
            let _ = tracing_subscriber::registry()
                .with(
                    tracing_subscriber::fmt::layer()
                        .with_test_writer()
                        .with_filter(filter),
                )
                .with(abande_bot::telemetry::db_layer::layer())
                .try_init();
        }
        let (mut client, background) = app::prepare_with(&config, options)
            .await
            .expect("the bot starts");
        let service = background.service.clone();
        let store = background.store.clone();
        let shards = client.shard_manager.clone();
        let shards_run = config.shards;
        let task = tokio::spawn(async move {
            discord::connect(&mut client, shards_run)
                .await
                .expect("the bot runs");
        });
        RunningBot {
            service,
            store,
            background,
            shards,
            task,
        }
    }

    /// Where the bot serves `/metrics`, `/healthz` and `/readyz`, when
    /// its configuration asked for it.
    pub fn metrics_addr(&self) -> Option<std::net::SocketAddr> {
        self.background.metrics_addr
    }

    /// Where the bot serves the web board, when its configuration asked for it.
    pub fn web_addr(&self) -> Option<std::net::SocketAddr> {
        self.background.web_addr
    }

    /// Stops the bot as SIGTERM does: gateway closed, interactions in
    /// flight and background tasks finished, leases given back, pool closed.
    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        self.task.abort();
        let _ = self.task.await;
        self.background.shut_down().await;
    }
}

/// The PNG attachments of `message`, decoded (panics if one does not decode).
pub fn decoded_images(message: &RecordedMessage) -> Vec<image::DynamicImage> {
    message
        .attachments
        .iter()
        .filter(|a| a.filename.ends_with(".png"))
        .map(|a| {
            image::load_from_memory(&a.bytes)
                .unwrap_or_else(|e| panic!("{} does not decode: {e}", a.filename))
        })
        .collect()
}

/// The custom id on `message` that starts with `prefix`.
pub fn button(message: &RecordedMessage, prefix: &str) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no button {prefix}… on {:?}", message.custom_ids()))
}

/// Every slash command the bot registers, from the bot's own list
/// (`discord::commands()`, which the bot registers too): tests wait for
/// all of them, and a new command needs no second list here.
pub static COMMANDS: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
    abande_bot::discord::commands()
        .into_iter()
        .map(|command| &*Box::leak(command.name.into_boxed_str()))
        .collect()
});
