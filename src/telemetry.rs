//! What the bot counts and times, for Prometheus (`METRICS_ADDR`, served by
//! `app/health.rs`). Every metric is named and described here, recorded
//! through the `metrics` facade (a no-op until [`install`] runs) and
//! rendered by `metrics-exporter-prometheus`. Label values come from fixed
//! sets only (command and button names, game kinds, outcomes, route
//! classes, status codes, store method names): never an id or free text.
//!
//! The recorder is process-wide: several bots started in one process (the
//! tests) share it.
//!
//! Counters are bumped where the thing happens: commands in
//! `discord::log_command`, clicks in `components.rs`, moves and games in the
//! service, outbox outcomes in `service/announcements.rs`, REST calls and
//! 429s in `rest_proxy.rs::forward`, engine searches in `engine_player.rs`,
//! renders in `render_slots.rs`. Store latency needs no code in the store:
//! [`db_layer`] is a tracing layer that times the spans of
//! `abande_bot::store`, whatever `RUST_LOG` shows. Gauges that are state
//! (active games, the outbox, leases, readiness) are read at each scrape.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use metrics::{Unit, counter, describe_counter, describe_gauge, describe_histogram, gauge};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub const COMMANDS: &str = "abande_commands_total";
pub const BUTTONS: &str = "abande_button_clicks_total";
pub const MOVES: &str = "abande_moves_total";
pub const GAMES_STARTED: &str = "abande_games_started_total";
pub const GAMES_FINISHED: &str = "abande_games_finished_total";
pub const ACTIVE_GAMES: &str = "abande_active_games";
pub const ANNOUNCEMENTS: &str = "abande_announcements_total";
pub const OUTBOX_PENDING: &str = "abande_outbox_pending";
pub const OUTBOX_OLDEST_AGE: &str = "abande_outbox_oldest_pending_age_seconds";
pub const DISCORD_REQUESTS: &str = "abande_discord_requests_total";
pub const DISCORD_REQUEST_SECONDS: &str = "abande_discord_request_seconds";
pub const DISCORD_RATE_LIMITED: &str = "abande_discord_rate_limited_total";
pub const DISCORD_RATE_LIMIT_WAIT: &str = "abande_discord_rate_limit_wait_seconds";
pub const DB_SECONDS: &str = "abande_db_operation_seconds";
pub const ENGINE_THINK_SECONDS: &str = "abande_engine_think_seconds";
pub const RENDER_SECONDS: &str = "abande_render_seconds";
pub const LEASES_HELD: &str = "abande_leases_held";
pub const READY: &str = "abande_ready";
pub const TASK_RESTARTS: &str = "abande_task_restarts";
pub const TASK_ALIVE: &str = "abande_task_alive";
pub const IN_FLIGHT: &str = "abande_interactions_in_flight";
pub const HTTP_CONNECTIONS_REFUSED: &str = "abande_http_connections_refused_total";
pub const WEB_REQUESTS_REFUSED: &str = "abande_web_requests_refused_total";
pub const BACKUPS: &str = "abande_backups_total";
pub const BACKUP_LAST_SUCCESS: &str = "abande_backup_last_success_timestamp_seconds";
pub const BACKUP_OVERDUE: &str = "abande_backup_overdue";

/// Upper bounds of the latency buckets, in seconds: 1 ms to 30 s.
const LATENCY_BUCKETS: [f64; 16] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 15.0, 30.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process-wide recorder (once; later calls return the same
/// handle). Every histogram gets [`LATENCY_BUCKETS`].
pub fn install() -> PrometheusHandle {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &LATENCY_BUCKETS)
                .expect("the buckets are not empty");
            let handle = builder
                .install_recorder()
                .expect("no other metrics recorder is installed");
            describe();
            handle
        })
        .clone()
}

/// Whether [`install`] ran: what only the scrape needs is skipped otherwise.
pub fn installed() -> bool {
    HANDLE.get().is_some()
}

fn describe() {
    describe_counter!(
        COMMANDS,
        "Slash commands handled, by command and outcome (ok, refused, error)"
    );
    describe_counter!(
        BUTTONS,
        "Button clicks handled, by button and outcome (ok, refused, error)"
    );
    describe_counter!(MOVES, "Moves played (forced passes included), by game kind");
    describe_counter!(
        GAMES_STARTED,
        "Games started, by game kind and opponent (human, engine)"
    );
    describe_counter!(
        GAMES_FINISHED,
        "Games over, by game kind and how they ended (score, resignation, timeout, agreement, abort)"
    );
    describe_gauge!(
        ACTIVE_GAMES,
        "Games being played, by game kind (at the last scrape)"
    );
    describe_counter!(
        ANNOUNCEMENTS,
        "Outbox rows settled or retried, by outcome (sent, superseded, retried, gave_up)"
    );
    describe_gauge!(OUTBOX_PENDING, "Outbox rows not yet delivered");
    describe_gauge!(
        OUTBOX_OLDEST_AGE,
        Unit::Seconds,
        "Age of the oldest undelivered outbox row (0 when none)"
    );
    describe_counter!(
        DISCORD_REQUESTS,
        "Calls to Discord's REST API, by route class, method and final HTTP status"
    );
    describe_histogram!(
        DISCORD_REQUEST_SECONDS,
        Unit::Seconds,
        "Time of a call to Discord through the REST proxy, rate-limit waits included, by route class"
    );
    describe_counter!(
        HTTP_CONNECTIONS_REFUSED,
        "Connections to the web board answered 503 past a connection limit"
    );
    describe_counter!(
        WEB_REQUESTS_REFUSED,
        "Web board reads and live streams answered 429 past an asker's limit"
    );
    describe_counter!(
        DISCORD_RATE_LIMITED,
        "429 answers from Discord, by scope (global, bucket)"
    );
    describe_histogram!(
        DISCORD_RATE_LIMIT_WAIT,
        Unit::Seconds,
        "Time a call to Discord waited on rate limits (calls that waited; the sum is the total wait)"
    );
    describe_histogram!(
        DB_SECONDS,
        Unit::Seconds,
        "Time of a database operation (one store method), by operation"
    );
    describe_histogram!(
        ENGINE_THINK_SECONDS,
        Unit::Seconds,
        "Time the engine thought about one move, by level"
    );
    describe_histogram!(
        RENDER_SECONDS,
        Unit::Seconds,
        "Time drawing one board image"
    );
    describe_gauge!(
        LEASES_HELD,
        "Leases this process holds, by work (sweep, engine_move)"
    );
    describe_gauge!(
        READY,
        "1 when the database answers and the gateway is connected, else 0 (at the last scrape)"
    );
    describe_gauge!(
        TASK_RESTARTS,
        "Times a background task panicked and was started again"
    );
    describe_gauge!(TASK_ALIVE, "1 while a background task runs, by task");
    describe_gauge!(IN_FLIGHT, "Interactions being handled");
    describe_counter!(
        BACKUPS,
        "Scheduled backups tried by this process, by outcome (made, failed)"
    );
    describe_gauge!(
        BACKUP_LAST_SUCCESS,
        Unit::Seconds,
        "When the newest backup in BACKUP_DIR was made, in unix seconds (0: none)"
    );
    describe_gauge!(
        BACKUP_OVERDUE,
        "1 when the newest backup in BACKUP_DIR is more than a day old (or none was made in a day), else 0"
    );
}

/// The outcome label of a handled command or click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ok,
    /// Turned down with a reason for the user (an illegal move, not your turn...).
    Refused,
    /// Failed on the bot's side (database, Discord, drawing).
    Error,
}

impl Outcome {
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::Error => "error",
        }
    }
}

pub fn command(name: &str, outcome: Outcome) {
    counter!(COMMANDS, "command" => name.to_owned(), "outcome" => outcome.label()).increment(1);
}

pub fn button(name: &'static str, outcome: Outcome) {
    counter!(BUTTONS, "button" => name, "outcome" => outcome.label()).increment(1);
}

pub fn moves_played(kind: &'static str, count: usize) {
    counter!(MOVES, "kind" => kind).increment(count as u64);
}

pub fn game_started(kind: &'static str, against_engine: bool) {
    let opponent = if against_engine { "engine" } else { "human" };
    counter!(GAMES_STARTED, "kind" => kind, "opponent" => opponent).increment(1);
}

pub fn game_finished(kind: &'static str, ended_by: &'static str) {
    counter!(GAMES_FINISHED, "kind" => kind, "ended_by" => ended_by).increment(1);
}

/// `outcome`: sent, superseded, retried or gave_up.
pub fn announcements(outcome: &'static str, count: usize) {
    counter!(ANNOUNCEMENTS, "outcome" => outcome).increment(count as u64);
}

/// One call to Discord as the REST proxy relayed it: `total` from arrival
/// to answer, `waited` of it on rate limits.
pub fn discord_call(
    route: &'static str,
    method: &str,
    status: u16,
    total: Duration,
    waited: Duration,
) {
    let method = match method {
        "GET" => "GET",
        "POST" => "POST",
        "PATCH" => "PATCH",
        "PUT" => "PUT",
        "DELETE" => "DELETE",
        _ => "other",
    };
    counter!(DISCORD_REQUESTS, "route" => route, "method" => method, "status" => status.to_string())
        .increment(1);
    metrics::histogram!(DISCORD_REQUEST_SECONDS, "route" => route).record(total.as_secs_f64());
    // Anything under a millisecond is the limiter's own bookkeeping.
    if waited >= Duration::from_millis(1) {
        metrics::histogram!(DISCORD_RATE_LIMIT_WAIT).record(waited.as_secs_f64());
    }
}

pub fn rate_limited(global: bool) {
    let scope = if global { "global" } else { "bucket" };
    counter!(DISCORD_RATE_LIMITED, "scope" => scope).increment(1);
}

pub fn http_connection_refused() {
    counter!(HTTP_CONNECTIONS_REFUSED).increment(1);
}

pub fn web_request_refused() {
    counter!(WEB_REQUESTS_REFUSED).increment(1);
}

pub fn engine_thought(level: u8, took: Duration) {
    const LEVELS: [&str; 6] = ["0", "1", "2", "3", "4", "5"];
    let level = LEVELS.get(usize::from(level)).copied().unwrap_or("other");
    metrics::histogram!(ENGINE_THINK_SECONDS, "level" => level).record(took.as_secs_f64());
}

/// Runs `draw` and records how long it took.
pub fn timed_render<T>(draw: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let drawn = draw();
    metrics::histogram!(RENDER_SECONDS).record(started.elapsed().as_secs_f64());
    drawn
}

/// A scheduled backup this process tried: `outcome` is made or failed.
pub fn backup_tried(outcome: &'static str) {
    counter!(BACKUPS, "outcome" => outcome).increment(1);
}

/// The newest backup's time (`None`: none) and whether it is overdue.
pub fn backup_state(last_success: Option<i64>, overdue: bool) {
    gauge!(BACKUP_LAST_SUCCESS).set(last_success.unwrap_or(0) as f64);
    gauge!(BACKUP_OVERDUE).set(f64::from(u8::from(overdue)));
}

pub fn db_operation(op: &'static str, took: Duration) {
    metrics::histogram!(DB_SECONDS, "op" => op).record(took.as_secs_f64());
}

/// The gauges a scrape sets from the database and the process.
pub fn set_gauge(name: &'static str, labels: &[(&'static str, &'static str)], value: f64) {
    let labels: Vec<metrics::Label> = labels
        .iter()
        .map(|(k, v)| metrics::Label::new(*k, *v))
        .collect();
    gauge!(name, labels).set(value);
}

pub mod db_layer {
    //! A tracing layer that times every span of the store (each public
    //! `Store` and `WriteTx` method runs in one, `#[instrument]`) into
    //! [`super::DB_SECONDS`], labelled by the method's name.

    use std::time::Instant;

    use tracing::span::{Attributes, Id};
    use tracing::{Metadata, Subscriber};
    use tracing_subscriber::Layer;
    use tracing_subscriber::layer::{Context, Filter};
    use tracing_subscriber::registry::LookupSpan;

    const STORE: &str = "abande_bot::store";

    struct Opened(Instant);

    /// Times the store's spans.
    pub struct StoreTiming;

    impl<S: Subscriber + for<'a> LookupSpan<'a>> Layer<S> for StoreTiming {
        fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
            if is_store(attrs.metadata())
                && let Some(span) = ctx.span(id)
            {
                span.extensions_mut().insert(Opened(Instant::now()));
            }
        }

        fn on_close(&self, id: Id, ctx: Context<'_, S>) {
            if let Some(span) = ctx.span(&id)
                && let Some(Opened(at)) = span.extensions().get::<Opened>()
            {
                super::db_operation(span.metadata().name(), at.elapsed());
            }
        }
    }

    fn is_store(metadata: &Metadata<'_>) -> bool {
        metadata.is_span() && metadata.target().starts_with(STORE)
    }

    /// Lets through the store's spans only (debug level included), so
    /// they exist for timing even when the log shows info and above.
    pub struct StoreSpans;

    impl<S> Filter<S> for StoreSpans {
        fn enabled(&self, metadata: &Metadata<'_>, _: &Context<'_, S>) -> bool {
            is_store(metadata)
        }
    }

    /// The layer as a subscriber stacks it: timing the store's spans only.
    pub fn layer<S>() -> impl Layer<S> + Send + Sync + 'static
    where
        S: Subscriber + for<'a> LookupSpan<'a>,
    {
        StoreTiming.with_filter(StoreSpans)
    }
}
