//! The operator's endpoints (`METRICS_ADDR`): `/metrics` counts what the
//! bot does as it does it, `/healthz` says the process and its tasks are
//! alive, `/readyz` says the database answers and the gateway is
//! connected, and turns 503 while the database is unreachable.
//!
//! The metrics recorder is process-wide, and other tests run beside these:
//! counters are checked to rise, never to equal a number.

use crate::support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use abande_bot::app::StartOptions;
use sqlx::{Connection, Executor};
use support::bot::{COMMANDS, RunningBot, config_for};
use support::discord_double::DiscordDouble;
use support::health::{get, wait_for_status};
use support::table::Table;
use support::wait::{self, SOON};

/// Asks the bot for a free port of its own.
fn any_port() -> SocketAddr {
    "127.0.0.1:0".parse().unwrap()
}

/// The sum of the samples of `name` whose labels include every one of
/// `labels` (0 when there is none yet).
fn sample(scrape: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    scrape
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let (series, value) = line.rsplit_once(' ')?;
            let (metric, label_text) = match series.split_once('{') {
                Some((metric, rest)) => (metric, rest.trim_end_matches('}')),
                None => (series, ""),
            };
            let matches = metric == name
                && labels
                    .iter()
                    .all(|(k, v)| label_text.split(',').any(|l| l == format!("{k}=\"{v}\"")));
            matches.then(|| value.parse::<f64>().ok()).flatten()
        })
        .sum()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_shows_in_the_move_and_command_counters() {
    let t = Table::configured(|config| config.metrics_addr = Some(any_port())).await;
    let address = t.bot.metrics_addr().expect("METRICS_ADDR was set");
    wait_for_status(address, "/readyz", 200, Duration::from_secs(10)).await;
    let (status, health) = get(address, "/healthz").await;
    assert_eq!(status, 200, "{health}");
    for task in ["delivery", "deadline sweep", "rest proxy", "metrics server"] {
        assert!(health.contains(&format!("{task}: alive")), "{health}");
    }

    let thread = t.start_game("abande-square").await;
    let (_, before) = get(address, "/metrics").await;
    let moves = |scrape: &str| sample(scrape, "abande_moves_total", &[("kind", "abande-square")]);
    let command = |scrape: &str, outcome: &str| {
        sample(
            scrape,
            "abande_commands_total",
            &[("command", "move"), ("outcome", outcome)],
        )
    };
    t.play_ok(&t.alice, thread, "d4").await;
    t.refused(&t.alice, thread, "d3").await;
    // A command is counted once its handling ends, which can be just after
    // its answer reached Discord: the scrapes wait for the counts.
    let mut scrape = String::new();
    let after = wait::within(Duration::from_secs(10), async || {
        let status;
        (status, scrape) = get(address, "/metrics").await;
        assert_eq!(status, 200);
        let counted = moves(&scrape) > moves(&before)
            && command(&scrape, "ok") > command(&before, "ok")
            && command(&scrape, "refused") > command(&before, "refused");
        counted.then(|| scrape.clone())
    })
    .await
    .unwrap_or_else(|| panic!("the move, its command and the refusal uncounted: {scrape}"));
    // The game this test started, and the rest of what the README lists.
    assert!(
        sample(
            &after,
            "abande_games_started_total",
            &[("kind", "abande-square"), ("opponent", "human")]
        ) >= 1.0
    );
    // The counts come from a snapshot at most 5 s old.
    let mut scrape = String::new();
    let active = wait::within(Duration::from_secs(10), async || {
        (_, scrape) = get(address, "/metrics").await;
        (sample(&scrape, "abande_active_games", &[("kind", "abande-square")]) >= 1.0).then_some(())
    })
    .await;
    assert!(active.is_some(), "{scrape}");
    assert!(
        sample(
            &after,
            "abande_button_clicks_total",
            &[("button", "accept"), ("outcome", "ok")]
        ) >= 1.0
    );
    assert!(
        sample(
            &after,
            "abande_discord_requests_total",
            &[("route", "interaction_callback"), ("status", "204")]
        ) + sample(
            &after,
            "abande_discord_requests_total",
            &[("route", "interaction_callback"), ("status", "200")]
        ) >= 1.0,
        "{after}"
    );
    for histogram in [
        "abande_discord_request_seconds_count",
        "abande_db_operation_seconds_count",
        "abande_render_seconds_count",
    ] {
        assert!(
            sample(&after, histogram, &[]) >= 1.0,
            "{histogram}: {after}"
        );
    }
    assert!(
        sample(
            &after,
            "abande_db_operation_seconds_count",
            &[("op", "begin_write")]
        ) >= 1.0,
        "{after}"
    );
    for gauge in [
        "abande_outbox_pending",
        "abande_outbox_oldest_pending_age_seconds",
        "abande_leases_held",
        "abande_ready",
        "abande_interactions_in_flight",
    ] {
        assert!(
            after.lines().any(|l| l.starts_with(gauge)),
            "{gauge} missing: {after}"
        );
    }
    // No id or free text as a label: every label value is short and plain.
    for line in after.lines().filter(|l| !l.starts_with('#')) {
        assert!(
            !line.contains(&t.alice.id.to_string()) && !line.contains(&thread.to_string()),
            "an id as a label: {line}"
        );
    }
    t.bot.stop().await;
}

/// PostgreSQL refuses the bot's database (connections refused and the open
/// ones ended) and then takes it back: `/readyz` turns 503 with the reason
/// and back to 200, `/healthz` stays 200 (the process is fine).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn readyz_turns_503_while_the_database_is_unreachable_and_back() {
    let Some(url) = support::postgres::fresh_database("metrics::readyz").await else {
        return;
    };
    let database = url
        .rsplit('/')
        .next()
        .unwrap()
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let admin_url = support::postgres::with_database(&url, "postgres");
    let double = DiscordDouble::start().await;
    let mut config = config_for(&double, &url);
    config.metrics_addr = Some(any_port());
    let bot = RunningBot::launch(config, StartOptions::default()).await;
    double.wait_for_commands(&COMMANDS).await;
    let address = bot.metrics_addr().unwrap();
    wait_for_status(address, "/readyz", 200, Duration::from_secs(10)).await;

    let mut admin = sqlx::PgConnection::connect(&admin_url).await.unwrap();
    admin
        .execute(format!("ALTER DATABASE {database} ALLOW_CONNECTIONS false").as_str())
        .await
        .unwrap();
    admin
        .execute(
            format!(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
                 WHERE datname = '{database}' AND pid <> pg_backend_pid()"
            )
            .as_str(),
        )
        .await
        .unwrap();
    let reason = wait_for_status(address, "/readyz", 503, Duration::from_secs(15)).await;
    assert!(reason.starts_with("database:"), "{reason}");
    // The database's own error text (hosts, database names) stays in the log.
    assert!(
        !reason.contains(&database) && !reason.contains("error"),
        "{reason}"
    );
    let (status, _) = get(address, "/healthz").await;
    assert_eq!(status, 200);
    let (status, scrape) = get(address, "/metrics").await;
    assert_eq!(status, 200, "the scrape answers without the database");
    assert!(scrape.contains("abande_ready"), "{scrape}");

    admin
        .execute(format!("ALTER DATABASE {database} ALLOW_CONNECTIONS true").as_str())
        .await
        .unwrap();
    wait_for_status(address, "/readyz", 200, Duration::from_secs(15)).await;
    admin.close().await.ok();
    bot.stop().await;
}

/// A scraper hammering `/metrics` and `/readyz` costs the database at most
/// one ping and one read of the counts every few seconds: 200 requests in
/// a burst add only a handful of `ping` and `stats` operations (counted
/// by the store's own latency histogram; other tests' bots add a few at
/// most, one per snapshot).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_scrapes_reads_the_database_a_few_times_only() {
    let t = Table::configured(|config| config.metrics_addr = Some(any_port())).await;
    let address = t.bot.metrics_addr().expect("METRICS_ADDR was set");
    wait_for_status(address, "/readyz", 200, Duration::from_secs(10)).await;
    let reads = |scrape: &str| {
        sample(
            scrape,
            "abande_db_operation_seconds_count",
            &[("op", "ping")],
        ) + sample(
            scrape,
            "abande_db_operation_seconds_count",
            &[("op", "stats")],
        )
    };
    let (_, before) = get(address, "/metrics").await;
    let started = Instant::now();
    for i in 0..200 {
        let path = if i % 2 == 0 { "/metrics" } else { "/readyz" };
        let (status, _) = get(address, path).await;
        assert_eq!(status, 200, "{path}");
    }
    let took = started.elapsed();
    let (_, after) = get(address, "/metrics").await;
    let added = reads(&after) - reads(&before);
    eprintln!("200 requests in {took:?} read the database {added} times");
    assert!(
        added <= 12.0,
        "200 requests read the database {added} times"
    );
    t.bot.stop().await;
}

/// Scheduled backups (`BACKUP_DIR`) run beside the bot: the first at
/// start, its time in the metrics, the task alive in `/healthz`.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_bot_backs_up_at_start_and_shows_when() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("backups");
    let schedule = abande_bot::service::BackupSchedule {
        dir: folder.clone(),
        every_hours: 24,
        keep: 3,
    };
    let t = Table::configured(|config| {
        config.metrics_addr = Some(any_port());
        config.backups = Some(schedule);
    })
    .await;
    let address = t.bot.metrics_addr().expect("METRICS_ADDR was set");
    let made = wait::until("a backup soon after the start", SOON, async || {
        abande_bot::service::backups_in(&folder).pop()
    })
    .await;
    abande_bot::store::verify_backup(&made.path)
        .await
        .expect("the scheduled backup passes its check");
    let (_, health) = get(address, "/healthz").await;
    assert!(health.contains("scheduled backups: alive"), "{health}");
    // The gauges are set once the backup's run is over.
    let mut scrape = String::new();
    let set = wait::within(Duration::from_secs(10), async || {
        (_, scrape) = get(address, "/metrics").await;
        let last = sample(&scrape, "abande_backup_last_success_timestamp_seconds", &[]);
        (last == made.made_at as f64).then_some(())
    })
    .await;
    assert!(set.is_some(), "{scrape}");
    assert_eq!(sample(&scrape, "abande_backup_overdue", &[]), 0.0);
}

/// A backup that cannot be made (the folder is a file) is counted as
/// failed and tried again, and never takes the bot out of service.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn failing_backups_never_fail_readiness() {
    let dir = tempfile::tempdir().unwrap();
    let not_a_folder = dir.path().join("a-file");
    std::fs::write(&not_a_folder, "not a folder").unwrap();
    let schedule = abande_bot::service::BackupSchedule {
        dir: not_a_folder,
        every_hours: 1,
        keep: 1,
    };
    let t = Table::configured(|config| {
        config.metrics_addr = Some(any_port());
        config.backups = Some(schedule);
    })
    .await;
    let address = t.bot.metrics_addr().expect("METRICS_ADDR was set");
    // Tried at start and again a second later: two failures at least.
    let mut scrape = String::new();
    let failed = wait::within(Duration::from_secs(15), async || {
        (_, scrape) = get(address, "/metrics").await;
        (sample(&scrape, "abande_backups_total", &[("outcome", "failed")]) >= 2.0).then_some(())
    })
    .await;
    assert!(failed.is_some(), "{scrape}");
    wait_for_status(address, "/readyz", 200, Duration::from_secs(10)).await;
}
