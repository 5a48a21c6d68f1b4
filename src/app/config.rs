//! Configuration from the environment (and `.env`, read by `main`).

use std::fmt;
use std::net::SocketAddr;
use std::time::Duration;

use crate::discord::RateLimit;
use crate::discord::{BadShards, Shards};
use crate::service::{
    AnalysisConfig, BackupSchedule, DEFAULT_ANALYSES_AT_ONCE, DEFAULT_ANALYSIS_QUEUE,
    DEFAULT_ANNOUNCEMENT_RETENTION_DAYS, DEFAULT_VACATION_DAYS_PER_YEAR,
    MAX_ANNOUNCEMENT_RETENTION_DAYS, MIN_ANNOUNCEMENT_RETENTION_DAYS,
};

pub use crate::store::DEFAULT_DATABASE_URL;

#[derive(Clone)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    /// Register commands in this guild only (instant updates) instead of globally.
    pub guild_id: Option<u64>,
    /// Base URL replacing `https://discord.com` for every REST call.
    pub api_base: Option<String>,
    /// Per-user limit on commands and clicks (`COMMAND_BURST`, `COMMANDS_PER_SECOND`).
    pub rate_limit: RateLimit,
    /// Days of `/vacation` each player may take in a calendar year (`VACATION_DAYS_PER_YEAR`).
    pub vacation_days_per_year: u32,
    /// Days a delivered announcement is kept before it is deleted
    /// (`ANNOUNCEMENT_RETENTION_DAYS`; default 30).
    pub announcement_retention_days: u32,
    /// The gateway shards this process runs (`DISCORD_SHARDS`; default all).
    pub shards: Shards,
    /// How often deadlines are swept and the engine's owed moves looked
    /// for (`SWEEP_SECONDS`; default a minute).
    pub sweep_every: Duration,
    /// The longest a call to Discord waits in the REST proxy, rate limits
    /// included, before its caller gets an error (`DISCORD_WAIT_SECONDS`;
    /// default a minute).
    pub rest_wait: Duration,
    /// Where `/metrics`, `/healthz` and `/readyz` are served
    /// (`METRICS_ADDR`, e.g. `127.0.0.1:9091`; unset: nowhere).
    pub metrics_addr: Option<SocketAddr>,
    /// Where the web board is served (`WEB_ADDR`, e.g. `0.0.0.0:8080`;
    /// unset: nowhere).
    pub web_addr: Option<SocketAddr>,
    /// How people reach it (`PUBLIC_URL`, e.g. `https://board.example.org`):
    /// boards get a View link and `/web` answers only when it is set.
    pub public_url: Option<String>,
    /// The key web links are signed with (`WEB_SECRET`, at least 16
    /// characters; required with `WEB_ADDR` or `PUBLIC_URL`).
    pub web_secret: Option<String>,
    /// The application's OAuth2 client secret (`DISCORD_CLIENT_SECRET`):
    /// with it, the web board can be launched as a Discord Activity
    /// (`/activity`), the bot exchanging the Activity's authorisation code
    /// for the player's identity. Unset: the Activity's endpoints answer
    /// that it is not configured.
    pub discord_client_secret: Option<String>,
    /// Connections the web board holds open at most
    /// (`WEB_MAX_CONNECTIONS`; unset: half the open-file limit).
    pub web_max_connections: Option<usize>,
    /// Connections from one address at most (`WEB_CONNECTIONS_PER_ADDRESS`;
    /// default [`DEFAULT_WEB_CONNECTIONS_PER_ADDRESS`]).
    pub web_connections_per_address: usize,
    /// The reverse proxy's address as the bot sees it
    /// (`WEB_TRUSTED_PROXY`, e.g. `10.0.0.2`; unset: loopback): its
    /// connections carry everyone's requests, so they are not limited
    /// per address.
    pub web_trusted_proxy: Option<std::net::IpAddr>,
    /// `/analyse` searches at once, their threads and the queue
    /// (`ANALYSES_AT_ONCE`, `ANALYSIS_THREADS`, `ANALYSIS_QUEUE`).
    pub analysis: AnalysisConfig,
    /// The puzzle searches' node budget (`PUZZLE_NODES`; unset: the
    /// engine's).
    pub puzzle_nodes: Option<u64>,
    /// Scheduled backups (`BACKUP_DIR`, `BACKUP_EVERY_HOURS`,
    /// `BACKUP_KEEP`); unset: none.
    pub backups: Option<BackupSchedule>,
}

/// Hours between scheduled backups unless `BACKUP_EVERY_HOURS` says otherwise.
pub const DEFAULT_BACKUP_EVERY_HOURS: u32 = 24;
/// The longest interval `BACKUP_EVERY_HOURS` accepts: a week.
pub const MAX_BACKUP_EVERY_HOURS: u32 = 168;
/// Backups kept unless `BACKUP_KEEP` says otherwise.
pub const DEFAULT_BACKUP_KEEP: u32 = 7;
/// The most backups `BACKUP_KEEP` accepts.
pub const MAX_BACKUP_KEEP: u32 = 1000;

/// The shortest `WEB_SECRET` accepted.
pub const MIN_WEB_SECRET: usize = 16;

/// The shortest `WEB_SECRET` a new set-up should have (32 bytes, an
/// HMAC-SHA256 key's full strength); a shorter one still starts, with a
/// warning ([`Config::warnings`]), so an existing set-up keeps its links.
pub const GOOD_WEB_SECRET: usize = 32;

/// Connections from one address unless `WEB_CONNECTIONS_PER_ADDRESS`
/// says otherwise: a browser opens six to a site, a household or an
/// office behind one address a few browsers.
pub const DEFAULT_WEB_CONNECTIONS_PER_ADDRESS: usize = 64;

/// The longest a call to Discord waits unless `DISCORD_WAIT_SECONDS` says otherwise.
pub const DEFAULT_REST_WAIT_SECS: u64 = 60;

/// How often deadlines are swept unless `SWEEP_SECONDS` says otherwise.
pub const DEFAULT_SWEEP_SECS: u64 = 60;

/// The token must never be printed, not even by `{:?}`.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<redacted>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .field("rate_limit", &self.rate_limit)
            .field("vacation_days_per_year", &self.vacation_days_per_year)
            .field(
                "announcement_retention_days",
                &self.announcement_retention_days,
            )
            .field("shards", &self.shards)
            .field("sweep_every", &self.sweep_every)
            .field("rest_wait", &self.rest_wait)
            .field("metrics_addr", &self.metrics_addr)
            .field("web_addr", &self.web_addr)
            .field("public_url", &self.public_url)
            .field(
                "web_secret",
                &self.web_secret.as_ref().map(|_| "<redacted>"),
            )
            .field(
                "discord_client_secret",
                &self.discord_client_secret.as_ref().map(|_| "<redacted>"),
            )
            .field("web_max_connections", &self.web_max_connections)
            .field(
                "web_connections_per_address",
                &self.web_connections_per_address,
            )
            .field("web_trusted_proxy", &self.web_trusted_proxy)
            .field("analysis", &self.analysis)
            .field("puzzle_nodes", &self.puzzle_nodes)
            .field("backups", &self.backups)
            .finish()
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token there")]
    MissingToken,
    #[error("DISCORD_GUILD_ID must be a numeric server id, got \"{0}\"")]
    BadGuildId(String),
    #[error("DISCORD_API_BASE must start with http:// or https://, got \"{0}\"")]
    BadApiBase(String),
    #[error("{0} must be a positive number, got \"{1}\"")]
    BadRateLimit(&'static str, String),
    #[error("VACATION_DAYS_PER_YEAR must be a whole number of days from 0 to 366, got \"{0}\"")]
    BadVacationDays(String),
    #[error(
        "ANNOUNCEMENT_RETENTION_DAYS must be a whole number of days from {MIN_ANNOUNCEMENT_RETENTION_DAYS} to {MAX_ANNOUNCEMENT_RETENTION_DAYS}, got \"{0}\""
    )]
    BadRetentionDays(String),
    #[error(transparent)]
    BadShards(#[from] BadShards),
    #[error("SWEEP_SECONDS must be a whole number of seconds from 1 to 3600, got \"{0}\"")]
    BadSweepSeconds(String),
    #[error("DISCORD_WAIT_SECONDS must be a whole number of seconds from 1 to 600, got \"{0}\"")]
    BadRestWait(String),
    #[error("METRICS_ADDR must be an address and port such as 127.0.0.1:9091, got \"{0}\"")]
    BadMetricsAddr(String),
    #[error("WEB_ADDR must be an address and port such as 0.0.0.0:8080, got \"{0}\"")]
    BadWebAddr(String),
    #[error("PUBLIC_URL must start with http:// or https://, got \"{0}\"")]
    BadPublicUrl(String),
    #[error(
        "WEB_SECRET must be set, at least {MIN_WEB_SECRET} characters, when WEB_ADDR or PUBLIC_URL is"
    )]
    MissingWebSecret,
    #[error("{0} must be a whole number from {1} to {2}, got \"{3}\"")]
    BadCount(&'static str, usize, usize, String),
    #[error("WEB_TRUSTED_PROXY must be an IP address such as 127.0.0.1, got \"{0}\"")]
    BadTrustedProxy(String),
    #[error(
        "{0} is set but BACKUP_DIR is not: set BACKUP_DIR to the folder backups are written to"
    )]
    BackupWithoutDir(&'static str),
}

impl Config {
    /// Reads the configuration through `get` (the environment in production).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let non_empty = |key: &str| {
            get(key)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = non_empty("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let database_url =
            non_empty("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
        let guild_id = match non_empty("DISCORD_GUILD_ID") {
            None => None,
            Some(v) => Some(v.parse().map_err(|_| ConfigError::BadGuildId(v))?),
        };
        let api_base = match non_empty("DISCORD_API_BASE") {
            None => None,
            Some(v) if v.starts_with("http://") || v.starts_with("https://") => {
                Some(v.trim_end_matches('/').to_string())
            }
            Some(v) => return Err(ConfigError::BadApiBase(v)),
        };
        let defaults = RateLimit::default();
        let positive = |key: &'static str, default: f64| -> Result<f64, ConfigError> {
            match non_empty(key) {
                None => Ok(default),
                Some(v) => v
                    .parse::<f64>()
                    .ok()
                    .filter(|n| *n > 0.0)
                    .ok_or(ConfigError::BadRateLimit(key, v)),
            }
        };
        let rate_limit = RateLimit {
            burst: positive("COMMAND_BURST", f64::from(defaults.burst))?.ceil() as u32,
            per_second: positive("COMMANDS_PER_SECOND", defaults.per_second)?,
        };
        let vacation_days_per_year = match non_empty("VACATION_DAYS_PER_YEAR") {
            None => DEFAULT_VACATION_DAYS_PER_YEAR,
            Some(v) => v
                .parse()
                .ok()
                .filter(|days| *days <= 366)
                .ok_or(ConfigError::BadVacationDays(v))?,
        };
        let announcement_retention_days = match non_empty("ANNOUNCEMENT_RETENTION_DAYS") {
            None => DEFAULT_ANNOUNCEMENT_RETENTION_DAYS,
            Some(v) => v
                .parse()
                .ok()
                .filter(|days| {
                    (MIN_ANNOUNCEMENT_RETENTION_DAYS..=MAX_ANNOUNCEMENT_RETENTION_DAYS)
                        .contains(days)
                })
                .ok_or(ConfigError::BadRetentionDays(v))?,
        };
        let shards = match non_empty("DISCORD_SHARDS") {
            None => Shards::All,
            Some(v) => v.parse()?,
        };
        // A whole number of seconds in `range`, or `bad` naming what was given.
        let seconds = |key: &str,
                       default: u64,
                       range: std::ops::RangeInclusive<u64>,
                       bad: fn(String) -> ConfigError| match non_empty(key) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .ok()
                .filter(|secs| range.contains(secs))
                .ok_or_else(|| bad(v)),
        };
        let sweep_secs = seconds(
            "SWEEP_SECONDS",
            DEFAULT_SWEEP_SECS,
            1..=3600,
            ConfigError::BadSweepSeconds,
        )?;
        let rest_wait_secs = seconds(
            "DISCORD_WAIT_SECONDS",
            DEFAULT_REST_WAIT_SECS,
            1..=600,
            ConfigError::BadRestWait,
        )?;
        let metrics_addr = match non_empty("METRICS_ADDR") {
            None => None,
            Some(v) => Some(v.parse().map_err(|_| ConfigError::BadMetricsAddr(v))?),
        };
        let web_addr = match non_empty("WEB_ADDR") {
            None => None,
            Some(v) => Some(v.parse().map_err(|_| ConfigError::BadWebAddr(v))?),
        };
        let public_url = match non_empty("PUBLIC_URL") {
            None => None,
            Some(v) if v.starts_with("http://") || v.starts_with("https://") => {
                Some(v.trim_end_matches('/').to_string())
            }
            Some(v) => return Err(ConfigError::BadPublicUrl(v)),
        };
        let web_secret = non_empty("WEB_SECRET");
        if (web_addr.is_some() || public_url.is_some())
            && web_secret
                .as_ref()
                .is_none_or(|s| s.chars().count() < MIN_WEB_SECRET)
        {
            return Err(ConfigError::MissingWebSecret);
        }
        let discord_client_secret = non_empty("DISCORD_CLIENT_SECRET");
        // A whole number in `low..=high`, or the error naming the range.
        let count = |key: &'static str, low: usize, high: usize| match non_empty(key) {
            None => Ok(None),
            Some(v) => v
                .parse()
                .ok()
                .filter(|n| (low..=high).contains(n))
                .map(Some)
                .ok_or(ConfigError::BadCount(key, low, high, v)),
        };
        let web_max_connections = count("WEB_MAX_CONNECTIONS", 16, 1_000_000)?;
        let web_connections_per_address = count("WEB_CONNECTIONS_PER_ADDRESS", 1, 1_000_000)?
            .unwrap_or(DEFAULT_WEB_CONNECTIONS_PER_ADDRESS);
        let analyses_at_once =
            count("ANALYSES_AT_ONCE", 1, 64)?.unwrap_or(DEFAULT_ANALYSES_AT_ONCE);
        let analysis = AnalysisConfig::sized(
            analyses_at_once,
            count("ANALYSIS_THREADS", 1, 1024)?,
            count("ANALYSIS_QUEUE", 1, 10_000)?.unwrap_or(DEFAULT_ANALYSIS_QUEUE),
        );
        let puzzle_nodes = count("PUZZLE_NODES", 1_000, 1_000_000_000)?.map(|n| n as u64);
        let web_trusted_proxy = match non_empty("WEB_TRUSTED_PROXY") {
            None => None,
            Some(v) => Some(v.parse().map_err(|_| ConfigError::BadTrustedProxy(v))?),
        };
        let backup_every = count("BACKUP_EVERY_HOURS", 1, MAX_BACKUP_EVERY_HOURS as usize)?;
        let backup_keep = count("BACKUP_KEEP", 1, MAX_BACKUP_KEEP as usize)?;
        let backups = match non_empty("BACKUP_DIR") {
            None => {
                if backup_every.is_some() {
                    return Err(ConfigError::BackupWithoutDir("BACKUP_EVERY_HOURS"));
                }
                if backup_keep.is_some() {
                    return Err(ConfigError::BackupWithoutDir("BACKUP_KEEP"));
                }
                None
            }
            Some(dir) => Some(BackupSchedule {
                dir: dir.into(),
                every_hours: backup_every.map_or(DEFAULT_BACKUP_EVERY_HOURS, |h| h as u32),
                keep: backup_keep.map_or(DEFAULT_BACKUP_KEEP, |k| k as u32),
            }),
        };
        Ok(Config {
            token,
            database_url,
            guild_id,
            api_base,
            rate_limit,
            vacation_days_per_year,
            announcement_retention_days,
            shards,
            sweep_every: Duration::from_secs(sweep_secs),
            rest_wait: Duration::from_secs(rest_wait_secs),
            metrics_addr,
            web_addr,
            public_url,
            web_secret,
            discord_client_secret,
            web_max_connections,
            web_connections_per_address,
            web_trusted_proxy,
            analysis,
            puzzle_nodes,
            backups,
        })
    }

    /// What is allowed but should change, one sentence each, for the log
    /// at start.
    pub fn warnings(&self) -> Vec<String> {
        let mut warnings = Vec::new();
        if let Some(secret) = &self.web_secret
            && secret.len() < GOOD_WEB_SECRET
        {
            warnings.push(format!(
                "WEB_SECRET has {} bytes; use at least {GOOD_WEB_SECRET} (e.g. `openssl rand -hex 32`). \
                 Changing it ends every web link handed out: players ask for a new one with /web link",
                secret.len()
            ));
        }
        warnings
    }

    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|k| std::env::var(k).ok())
    }

    /// What the Discord adapter reads of it; `every` is how often its jobs
    /// look for work owed (the sweep's interval).
    pub fn discord(&self, every: Duration) -> crate::discord::Settings {
        crate::discord::Settings {
            token: self.token.clone(),
            guild_id: self.guild_id,
            api_base: self.api_base.clone(),
            rate_limit: self.rate_limit,
            shards: self.shards,
            rest_wait: self.rest_wait,
            every,
        }
    }
}

/// `LOG_FORMAT`: `text` (the default) or `json` (one JSON object a line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

/// How the log is written: `LOG_FORMAT` and `RUST_LOG` (unset or empty:
/// `info`). Read apart from [`Config`] because every command of the binary
/// logs, not only the bot; read here all the same, validated the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogSettings {
    pub format: LogFormat,
    /// `RUST_LOG`'s directives, checked to be a filter.
    pub filter: String,
}

impl LogSettings {
    /// A bad value stops the process with the variable's name: never a log
    /// at a level or in a format nobody asked for.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<LogSettings, String> {
        let format = get("LOG_FORMAT").unwrap_or_default();
        let format = match format.trim().to_ascii_lowercase().as_str() {
            "" | "text" => LogFormat::Text,
            "json" => LogFormat::Json,
            other => return Err(format!("LOG_FORMAT must be text or json, got \"{other}\"")),
        };
        let filter = get("RUST_LOG")
            .filter(|v| !v.trim().is_empty())
            .unwrap_or_else(|| "info".to_string());
        tracing_subscriber::EnvFilter::try_new(&filter).map_err(|e| {
            format!(
                "RUST_LOG must be a log filter such as info or abande_bot=debug,info, got \"{filter}\": {e}"
            )
        })?;
        Ok(LogSettings { format, filter })
    }

    pub fn from_env() -> Result<LogSettings, String> {
        LogSettings::from_lookup(|k| std::env::var(k).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_settings_refuse_what_they_cannot_read() {
        let read = |pairs: &[(&str, &str)]| {
            let pairs: Vec<(String, String)> = pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            LogSettings::from_lookup(move |k| {
                pairs
                    .iter()
                    .find(|(key, _)| key == k)
                    .map(|(_, v)| v.clone())
            })
        };
        assert_eq!(
            read(&[]),
            Ok(LogSettings {
                format: LogFormat::Text,
                filter: "info".into()
            })
        );
        assert_eq!(
            read(&[("LOG_FORMAT", " JSON ")]).unwrap().format,
            LogFormat::Json
        );
        let format = read(&[("LOG_FORMAT", "yaml")]).unwrap_err();
        assert!(
            format.contains("LOG_FORMAT") && format.contains("yaml"),
            "{format}"
        );
        let filter = read(&[("RUST_LOG", "abande_bot=loud")]).unwrap_err();
        assert!(filter.starts_with("RUST_LOG must be"), "{filter}");
    }

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_lookup(|k| {
            pairs
                .iter()
                .find(|(key, _)| *key == k)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn token_is_required_and_never_shown() {
        assert_eq!(config(&[]).unwrap_err(), ConfigError::MissingToken);
        assert_eq!(
            config(&[("DISCORD_TOKEN", "  ")]).unwrap_err(),
            ConfigError::MissingToken
        );
        let c = config(&[("DISCORD_TOKEN", "secret-token")]).unwrap();
        assert!(!format!("{c:?}").contains("secret-token"));
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
    }

    #[test]
    fn the_rest_wait_is_bounded() {
        let c = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(c.rest_wait, Duration::from_secs(DEFAULT_REST_WAIT_SECS));
        let c = config(&[("DISCORD_TOKEN", "t"), ("DISCORD_WAIT_SECONDS", "5")]).unwrap();
        assert_eq!(c.rest_wait, Duration::from_secs(5));
        for bad in ["0", "601", "soon"] {
            assert_eq!(
                config(&[("DISCORD_TOKEN", "t"), ("DISCORD_WAIT_SECONDS", bad)]).unwrap_err(),
                ConfigError::BadRestWait(bad.into())
            );
        }
    }

    #[test]
    fn a_short_web_secret_starts_with_a_warning_that_says_how_to_rotate() {
        let with = |secret: &str| {
            config(&[
                ("DISCORD_TOKEN", "t"),
                ("WEB_ADDR", "127.0.0.1:8080"),
                ("WEB_SECRET", secret),
            ])
            .unwrap()
            .warnings()
        };
        let short = with("0123456789abcdef");
        assert_eq!(short.len(), 1, "{short:?}");
        assert!(
            short[0].contains("16 bytes") && short[0].contains("/web link"),
            "{short:?}"
        );
        assert!(with(&"x".repeat(GOOD_WEB_SECRET)).is_empty());
        assert!(
            config(&[("DISCORD_TOKEN", "t")])
                .unwrap()
                .warnings()
                .is_empty()
        );
    }

    /// Read here, never silently replaced by a default (issue #49).
    #[test]
    fn analysis_and_puzzle_sizes_are_checked() {
        let c = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(c.analysis, AnalysisConfig::default());
        assert_eq!(c.puzzle_nodes, None);
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("ANALYSES_AT_ONCE", "2"),
            ("ANALYSIS_THREADS", "3"),
            ("ANALYSIS_QUEUE", "40"),
            ("PUZZLE_NODES", "5000"),
        ])
        .unwrap();
        assert_eq!(
            (c.analysis.at_once, c.analysis.threads, c.analysis.queue),
            (2, 3, 40)
        );
        assert_eq!(c.puzzle_nodes, Some(5000));
        for (key, bad) in [
            ("ANALYSES_AT_ONCE", "0"),
            ("ANALYSIS_THREADS", "-1"),
            ("ANALYSIS_QUEUE", "lots"),
            ("PUZZLE_NODES", "10"),
        ] {
            let error = config(&[("DISCORD_TOKEN", "t"), (key, bad)]).unwrap_err();
            assert!(error.to_string().starts_with(key), "{error}");
            assert!(error.to_string().contains(bad), "{error}");
        }
    }

    #[test]
    fn the_web_boards_connection_limits_are_checked() {
        let c = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(c.web_max_connections, None);
        assert_eq!(
            c.web_connections_per_address,
            DEFAULT_WEB_CONNECTIONS_PER_ADDRESS
        );
        assert_eq!(c.web_trusted_proxy, None);
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("WEB_MAX_CONNECTIONS", "2000"),
            ("WEB_CONNECTIONS_PER_ADDRESS", "8"),
            ("WEB_TRUSTED_PROXY", "10.0.0.2"),
        ])
        .unwrap();
        assert_eq!(c.web_max_connections, Some(2000));
        assert_eq!(c.web_connections_per_address, 8);
        assert_eq!(c.web_trusted_proxy, Some([10, 0, 0, 2].into()));
        for (key, bad) in [
            ("WEB_MAX_CONNECTIONS", "15"),
            ("WEB_MAX_CONNECTIONS", "many"),
            ("WEB_CONNECTIONS_PER_ADDRESS", "0"),
        ] {
            let error = config(&[("DISCORD_TOKEN", "t"), (key, bad)]).unwrap_err();
            assert!(matches!(&error, ConfigError::BadCount(k, _, _, v) if *k == key && v == bad));
            assert!(error.to_string().starts_with(key), "{error}");
        }
        assert_eq!(
            config(&[("DISCORD_TOKEN", "t"), ("WEB_TRUSTED_PROXY", "proxy:80")]).unwrap_err(),
            ConfigError::BadTrustedProxy("proxy:80".into())
        );
    }

    #[test]
    fn the_metrics_address_is_optional_and_checked() {
        let c = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(c.metrics_addr, None);
        let c = config(&[("DISCORD_TOKEN", "t"), ("METRICS_ADDR", "127.0.0.1:9091")]).unwrap();
        assert_eq!(c.metrics_addr, Some("127.0.0.1:9091".parse().unwrap()));
        let c = config(&[("DISCORD_TOKEN", "t"), ("METRICS_ADDR", "[::]:9091")]).unwrap();
        assert_eq!(c.metrics_addr, Some("[::]:9091".parse().unwrap()));
        for bad in ["9091", "localhost:9091", "127.0.0.1", "127.0.0.1:99999"] {
            assert_eq!(
                config(&[("DISCORD_TOKEN", "t"), ("METRICS_ADDR", bad)]).unwrap_err(),
                ConfigError::BadMetricsAddr(bad.into())
            );
        }
    }

    #[test]
    fn the_web_board_is_off_by_default_and_needs_a_secret() {
        let c = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!((c.web_addr, c.public_url.as_deref()), (None, None));
        let secret = "0123456789abcdef-secret";
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("WEB_ADDR", "127.0.0.1:8080"),
            ("PUBLIC_URL", "https://board.example.org/"),
            ("WEB_SECRET", secret),
        ])
        .unwrap();
        assert_eq!(c.web_addr, Some("127.0.0.1:8080".parse().unwrap()));
        assert_eq!(c.public_url.as_deref(), Some("https://board.example.org"));
        assert!(!format!("{c:?}").contains(secret));
        assert_eq!(c.discord_client_secret, None);
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_CLIENT_SECRET", " the-client-secret "),
        ])
        .unwrap();
        assert_eq!(
            c.discord_client_secret.as_deref(),
            Some("the-client-secret")
        );
        assert!(!format!("{c:?}").contains("the-client-secret"));
        for (key, value) in [("WEB_ADDR", "127.0.0.1:8080"), ("PUBLIC_URL", "http://x")] {
            assert_eq!(
                config(&[("DISCORD_TOKEN", "t"), (key, value)]).unwrap_err(),
                ConfigError::MissingWebSecret
            );
            assert_eq!(
                config(&[
                    ("DISCORD_TOKEN", "t"),
                    (key, value),
                    ("WEB_SECRET", "short")
                ])
                .unwrap_err(),
                ConfigError::MissingWebSecret
            );
        }
        assert!(matches!(
            config(&[
                ("DISCORD_TOKEN", "t"),
                ("WEB_ADDR", "8080"),
                ("WEB_SECRET", secret)
            ]),
            Err(ConfigError::BadWebAddr(_))
        ));
        assert!(matches!(
            config(&[
                ("DISCORD_TOKEN", "t"),
                ("PUBLIC_URL", "board"),
                ("WEB_SECRET", secret)
            ]),
            Err(ConfigError::BadPublicUrl(_))
        ));
    }

    #[test]
    fn optional_values_are_validated() {
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_GUILD_ID", "123"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9/"),
        ]);
        let c = c.unwrap();
        assert_eq!(c.guild_id, Some(123));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert!(matches!(
            config(&[("DISCORD_TOKEN", "t"), ("DISCORD_GUILD_ID", "x")]),
            Err(ConfigError::BadGuildId(_))
        ));
        assert!(matches!(
            config(&[("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", "discord")]),
            Err(ConfigError::BadApiBase(_))
        ));
        assert_eq!(c.rate_limit, RateLimit::default());
        let relaxed = config(&[
            ("DISCORD_TOKEN", "t"),
            ("COMMAND_BURST", "50"),
            ("COMMANDS_PER_SECOND", "20"),
        ])
        .unwrap();
        assert_eq!(
            relaxed.rate_limit,
            RateLimit {
                burst: 50,
                per_second: 20.0
            }
        );
        assert!(matches!(
            config(&[("DISCORD_TOKEN", "t"), ("COMMAND_BURST", "0")]),
            Err(ConfigError::BadRateLimit(..))
        ));
    }

    #[test]
    fn the_vacation_allowance_is_configurable() {
        let default = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(default.vacation_days_per_year, 30);
        let set = config(&[("DISCORD_TOKEN", "t"), ("VACATION_DAYS_PER_YEAR", "14")]).unwrap();
        assert_eq!(set.vacation_days_per_year, 14);
        for bad in ["-1", "367", "two weeks"] {
            assert!(matches!(
                config(&[("DISCORD_TOKEN", "t"), ("VACATION_DAYS_PER_YEAR", bad)]),
                Err(ConfigError::BadVacationDays(_))
            ));
        }
    }

    #[test]
    fn the_announcement_retention_is_configurable_and_bounded() {
        let default = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(default.announcement_retention_days, 30);
        let set = config(&[("DISCORD_TOKEN", "t"), ("ANNOUNCEMENT_RETENTION_DAYS", "7")]).unwrap();
        assert_eq!(set.announcement_retention_days, 7);
        for bad in ["0", "-1", "3651", "a month"] {
            assert_eq!(
                config(&[("DISCORD_TOKEN", "t"), ("ANNOUNCEMENT_RETENTION_DAYS", bad)])
                    .unwrap_err(),
                ConfigError::BadRetentionDays(bad.into())
            );
        }
    }

    #[test]
    fn scheduled_backups_are_off_by_default_and_bounded() {
        let c = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(c.backups, None);
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("BACKUP_DIR", "/var/backups/abande"),
        ])
        .unwrap();
        assert_eq!(
            c.backups,
            Some(BackupSchedule {
                dir: "/var/backups/abande".into(),
                every_hours: DEFAULT_BACKUP_EVERY_HOURS,
                keep: DEFAULT_BACKUP_KEEP,
            })
        );
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("BACKUP_DIR", "backups"),
            ("BACKUP_EVERY_HOURS", "6"),
            ("BACKUP_KEEP", "28"),
        ])
        .unwrap();
        let schedule = c.backups.unwrap();
        assert_eq!((schedule.every_hours, schedule.keep), (6, 28));
        for bad in ["0", "169", "-1", "daily"] {
            assert_eq!(
                config(&[
                    ("DISCORD_TOKEN", "t"),
                    ("BACKUP_DIR", "b"),
                    ("BACKUP_EVERY_HOURS", bad)
                ])
                .unwrap_err(),
                ConfigError::BadCount("BACKUP_EVERY_HOURS", 1, 168, bad.into())
            );
        }
        for bad in ["0", "1001", "all"] {
            assert_eq!(
                config(&[
                    ("DISCORD_TOKEN", "t"),
                    ("BACKUP_DIR", "b"),
                    ("BACKUP_KEEP", bad)
                ])
                .unwrap_err(),
                ConfigError::BadCount("BACKUP_KEEP", 1, 1000, bad.into())
            );
        }
        let error = config(&[("DISCORD_TOKEN", "t"), ("BACKUP_KEEP", "3")]).unwrap_err();
        assert_eq!(error, ConfigError::BackupWithoutDir("BACKUP_KEEP"));
        assert!(error.to_string().contains("BACKUP_DIR"), "{error}");
        assert_eq!(
            ConfigError::BadCount("BACKUP_EVERY_HOURS", 1, 168, "0".into()).to_string(),
            "BACKUP_EVERY_HOURS must be a whole number from 1 to 168, got \"0\""
        );
    }

    #[test]
    fn shards_and_the_sweep_interval_are_configurable() {
        let default = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(default.shards, Shards::All);
        assert_eq!(default.sweep_every, Duration::from_secs(60));
        let set = config(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_SHARDS", "1/2"),
            ("SWEEP_SECONDS", "2"),
        ])
        .unwrap();
        assert_eq!(
            set.shards,
            Shards::Range {
                first: 1,
                last: 1,
                total: 2
            }
        );
        assert_eq!(set.sweep_every, Duration::from_secs(2));
        assert!(matches!(
            config(&[("DISCORD_TOKEN", "t"), ("DISCORD_SHARDS", "2/2")]),
            Err(ConfigError::BadShards(_))
        ));
        for bad in ["0", "-5", "soon"] {
            assert!(matches!(
                config(&[("DISCORD_TOKEN", "t"), ("SWEEP_SECONDS", bad)]),
                Err(ConfigError::BadSweepSeconds(_))
            ));
        }
    }
}
