//! The operator's endpoints, served on `METRICS_ADDR` when it is set:
//! `GET /metrics` (Prometheus text, `crate::telemetry`), `GET /healthz`
//! (the process is up and its background tasks are alive) and
//! `GET /readyz` (the database answers and the gateway is connected).
//! Runs under the supervisor like every background task. What they read
//! from the database (a ping and the counts) is a snapshot taken at most
//! once every [`SNAPSHOT_FOR`]: requests meanwhile share it, so a scraper
//! in a loop costs the pool nothing more.

use std::fmt::Write as _;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;
use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::model::StoreStats;
use crate::runtime::{InFlight, Supervisor};
use crate::service::GameService;
use crate::telemetry;

/// The longest a readiness check or a scrape waits for the database.
const DATABASE_WAIT: Duration = Duration::from_secs(2);

/// How long a snapshot of the database's answers is served before the
/// next request takes a new one.
pub const SNAPSHOT_FOR: Duration = Duration::from_secs(5);

/// What the database answered last time it was asked.
#[derive(Clone)]
struct Snapshot {
    taken: Instant,
    /// Whether the ping answered within [`DATABASE_WAIT`].
    database_answers: bool,
    /// The counts, when they could be read.
    stats: Option<StoreStats>,
}

/// What the endpoints look at.
#[derive(Clone)]
struct Probe {
    service: GameService,
    supervisor: Supervisor,
    in_flight: InFlight,
    shards: Arc<serenity::ShardManager>,
    metrics: PrometheusHandle,
    /// The last snapshot; its lock is held while a new one is taken, so
    /// requests arriving meanwhile wait for that one instead of asking too.
    snapshot: Arc<tokio::sync::Mutex<Option<Snapshot>>>,
}

/// Binds `address` (a port of 0 takes a free one), installs the metrics
/// recorder and serves the endpoints under `supervisor` until shutdown;
/// returns the address it listens on.
pub async fn start(
    address: SocketAddr,
    service: GameService,
    supervisor: &Supervisor,
    in_flight: InFlight,
    shards: Arc<serenity::ShardManager>,
) -> std::io::Result<SocketAddr> {
    let listener = std::net::TcpListener::bind(address)?;
    listener.set_nonblocking(true)?;
    let bound = listener.local_addr()?;
    let probe = Probe {
        service,
        supervisor: supervisor.clone(),
        in_flight,
        shards,
        metrics: telemetry::install(),
        snapshot: Arc::default(),
    };
    let app = Router::new()
        .route("/metrics", get(metrics))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .with_state(probe);
    let listener = Arc::new(listener);
    supervisor.spawn("metrics server", move |stop| {
        crate::runtime::supervisor::serve_http(
            "the metrics server",
            listener.clone(),
            app.clone(),
            stop,
        )
    });
    info!(address = %bound, "metrics and health checks listening");
    Ok(bound)
}

fn text(status: StatusCode, body: String) -> Response {
    (status, [(CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

/// 200 while every supervised task is alive; 503 naming those that are not.
async fn healthz(State(probe): State<Probe>) -> Response {
    let mut dead = Vec::new();
    let mut body = String::new();
    for (task, health) in probe.supervisor.health() {
        let _ = writeln!(
            body,
            "{task}: {} ({} restarts)",
            if health.alive { "alive" } else { "stopped" },
            health.restarts
        );
        if !health.alive {
            dead.push(task);
        }
    }
    if dead.is_empty() {
        text(StatusCode::OK, format!("ok\n{body}"))
    } else {
        text(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("stopped: {}\n{body}", dead.join(", ")),
        )
    }
}

/// 200 when the database answers and the gateway is connected; else 503
/// with the reason.
async fn readyz(State(probe): State<Probe>) -> Response {
    match probe.not_ready().await {
        None => text(StatusCode::OK, "ready\n".into()),
        Some(reason) => text(StatusCode::SERVICE_UNAVAILABLE, format!("{reason}\n")),
    }
}

impl Probe {
    /// The database's answers, at most [`SNAPSHOT_FOR`] old.
    async fn snapshot(&self) -> Snapshot {
        let mut cached = self.snapshot.lock().await;
        if let Some(snapshot) = cached.as_ref()
            && snapshot.taken.elapsed() < SNAPSHOT_FOR
        {
            return snapshot.clone();
        }
        let ping = tokio::time::timeout(DATABASE_WAIT, self.service.upkeep().ping_database()).await;
        let database_answers = matches!(ping, Ok(Ok(())));
        let stats = if database_answers {
            match tokio::time::timeout(DATABASE_WAIT, self.service.upkeep().store_stats()).await {
                Ok(Ok(stats)) => Some(stats),
                Ok(Err(error)) => {
                    warn!(%error, "metrics: could not read the database's counts");
                    None
                }
                Err(_) => {
                    warn!("metrics: the database's counts took too long");
                    None
                }
            }
        } else {
            None
        };
        // The outage's start and end are logged once, by the service.
        match ping {
            Ok(Ok(())) => self.service.upkeep().database_answered(),
            Ok(Err(error)) => {
                self.service
                    .upkeep()
                    .database_failed("health check", &error);
            }
            Err(_) => {
                let error = crate::service::ServiceError::Unavailable("no answer".into());
                self.service
                    .upkeep()
                    .database_failed("health check", &error);
            }
        }
        let snapshot = Snapshot {
            taken: Instant::now(),
            database_answers,
            stats,
        };
        *cached = Some(snapshot.clone());
        snapshot
    }

    /// Why the bot cannot serve now, if it cannot. Says which part is not
    /// ready, never the database's error text (which names hosts and
    /// databases; the log has it).
    async fn not_ready(&self) -> Option<String> {
        let reason = if self.snapshot().await.database_answers {
            self.gateway_not_connected().await
        } else {
            Some(format!(
                "database: no answer within {} s",
                DATABASE_WAIT.as_secs()
            ))
        };
        telemetry::set_gauge(telemetry::READY, &[], f64::from(u8::from(reason.is_none())));
        reason
    }

    /// Why the gateway is not connected: no shard running yet (or any
    /// more), or shards still connecting.
    async fn gateway_not_connected(&self) -> Option<String> {
        let runners = self.shards.runners.lock().await;
        if runners.is_empty() {
            return Some("gateway: no shard connected".into());
        }
        let mut waiting: Vec<String> = runners
            .iter()
            .filter(|(_, runner)| runner.stage != serenity::ConnectionStage::Connected)
            .map(|(id, runner)| format!("shard {id} {}", runner.stage))
            .collect();
        waiting.sort();
        (!waiting.is_empty()).then(|| format!("gateway: {}", waiting.join(", ")))
    }

    /// Sets the gauges read at scrape time: readiness, the tasks, the
    /// interactions in flight, and the database's counts (from the snapshot).
    async fn refresh_gauges(&self) {
        self.not_ready().await;
        for (task, health) in self.supervisor.health() {
            let labels = [("task", task)];
            telemetry::set_gauge(
                telemetry::TASK_RESTARTS,
                &labels,
                f64::from(health.restarts),
            );
            telemetry::set_gauge(
                telemetry::TASK_ALIVE,
                &labels,
                f64::from(u8::from(health.alive)),
            );
        }
        telemetry::set_gauge(telemetry::IN_FLIGHT, &[], self.in_flight.count() as f64);
        let Some(stats) = self.snapshot().await.stats else {
            return;
        };
        for kind in abande_rules::GameKind::ALL {
            let count = stats
                .active_games
                .iter()
                .find(|(id, _)| id == kind.id())
                .map_or(0, |(_, count)| *count);
            telemetry::set_gauge(
                telemetry::ACTIVE_GAMES,
                &[("kind", kind.id())],
                count as f64,
            );
        }
        telemetry::set_gauge(telemetry::OUTBOX_PENDING, &[], stats.outbox_pending as f64);
        let oldest_age = stats.outbox_oldest_created_at.map_or(0, |created| {
            (self.service.clocks().clock_now() - created).max(0)
        });
        telemetry::set_gauge(telemetry::OUTBOX_OLDEST_AGE, &[], oldest_age as f64);
        for work in ["sweep", "engine_move"] {
            let held = stats
                .leases_held
                .iter()
                .filter(|name| lease_work(name) == work)
                .count();
            telemetry::set_gauge(telemetry::LEASES_HELD, &[("work", work)], held as f64);
        }
    }
}

/// The kind of work a lease's name stands for (`service::Work`).
fn lease_work(name: &str) -> &'static str {
    if name.starts_with("engine-move:") {
        "engine_move"
    } else if name == "sweep" {
        "sweep"
    } else {
        "other"
    }
}

/// The Prometheus text format.
async fn metrics(State(probe): State<Probe>) -> Response {
    probe.refresh_gauges().await;
    probe.metrics.run_upkeep();
    (
        StatusCode::OK,
        [(CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")],
        probe.metrics.render(),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    #[test]
    fn lease_names_map_to_a_bounded_label() {
        assert_eq!(super::lease_work("sweep"), "sweep");
        assert_eq!(super::lease_work("engine-move:42"), "engine_move");
        assert_eq!(super::lease_work("something-new"), "other");
    }
}
