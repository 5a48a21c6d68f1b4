//! Load measurement: the real bot binary (a child process, so its memory is
//! measured apart from the double's) against the Discord double, playing many
//! games at once through slash commands, with a board image for every move.
//!
//! ```text
//! cargo test --release --test bot load:: -- --ignored --nocapture
//! LOAD_GAMES=200 LOAD_RATE=50 LOAD_SECONDS=60 LOAD_SEED_GAMES=10000 cargo test --release --test bot load:: -- --ignored --nocapture
//! ```
//!
//! Settings (environment): `LOAD_GAMES` games played at once (200),
//! `LOAD_RATE` moves offered per second over all games (50), `LOAD_SECONDS`
//! how long (60), `LOAD_SEED_GAMES` finished games stored before the bot
//! starts (0), `LOAD_KIND` the game (abande-hex).

use crate::support;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use abande_bot::rules::GameKind;
use abande_bot::service::{Place, Player, SystemClock};
use futures_util::StreamExt;
use support::child::ChildBot;
use support::discord_double::DiscordDouble;
use support::random_games::{MoveOutcome, RandomGame, send_move, start_game};
use support::service_env::{database_url, open_service, play_moves, start_game_in};

/// A move without an answer after this long counts as an error.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);

fn setting<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[derive(Default)]
struct Tally {
    first_response_ms: Vec<f64>,
    board_ms: Vec<f64>,
    errors: Vec<String>,
    offered: usize,
    /// Ticks with no game free to move: every game was waiting for the bot.
    starved: usize,
    last_board: Option<Instant>,
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn summary(name: &str, values: &mut [f64]) -> String {
    values.sort_by(f64::total_cmp);
    format!(
        "{name}: p50 {:.1} ms, p95 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        percentile(values, 50.0),
        percentile(values, 95.0),
        percentile(values, 99.0),
        values.last().copied().unwrap_or(f64::NAN)
    )
}

/// Stores `count` finished games (a few moves, then a resignation) through
/// the service, as if the bot had been running for a long time.
async fn seed_finished_games(url: &str, count: usize) {
    let service = open_service(url, Arc::new(SystemClock)).await;
    let seeds = futures_util::stream::iter(0..count).map(|i| {
        let service = service.clone();
        async move {
            let black = Player::new(900_000 + (i % 500) as u64, format!("seed{}", i % 500));
            let white = Player::new(800_000 + (i % 499) as u64, format!("rival{}", i % 499));
            let place = Place {
                guild_id: None,
                channel_id: 1,
                language: abande_bot::model::Lang::En,
            };
            let view = start_game_in(&service, GameKind::AbandeHex, &black, &white, place).await;
            play_moves(&service, view.id, &black, &white, &["d4", "d5", "d3", "c3"]).await;
            service
                .resign(view.id, white.id, None)
                .await
                .expect("seed resign");
        }
    });
    seeds.buffer_unordered(8).collect::<Vec<()>>().await;
    service.store().close().await;
}

fn file_size(path: &std::path::Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

fn machine_load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load measurement; run with --release --ignored --nocapture"]
async fn load() {
    let games: usize = setting("LOAD_GAMES", 200);
    let rate: f64 = setting("LOAD_RATE", 50.0);
    let seconds: f64 = setting("LOAD_SECONDS", 60.0);
    let seed_games: usize = setting("LOAD_SEED_GAMES", 0);
    let kind: GameKind = setting("LOAD_KIND", GameKind::AbandeHex);
    println!(
        "load: {games} games, {rate} moves/s offered, {seconds} s, {seed_games} stored games, {kind}"
    );
    println!("machine load before (1/5/15 min): {}", machine_load());

    let dir = tempfile::tempdir().unwrap();
    let url = database_url(&dir);
    if seed_games > 0 {
        let started = Instant::now();
        seed_finished_games(&url, seed_games).await;
        println!(
            "seeded {seed_games} finished games in {:.1} s",
            started.elapsed().as_secs_f64()
        );
    }

    let double = Arc::new(DiscordDouble::start().await);
    double.keep_attachment_bytes(false);
    let bot = ChildBot::spawn(&double, &url);
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let idle_memory = bot.resident_kib();

    // Two players per game, so no one user sends more than a move every few seconds.
    let started = Instant::now();
    let tables: Vec<RandomGame> = futures_util::stream::iter(0..games)
        .map(|i| {
            let double = double.clone();
            async move {
                let black = double.user(&format!("load{i}b"));
                let white = double.user(&format!("load{i}w"));
                start_game(&double, black, white, kind, i as u64).await
            }
        })
        .buffer_unordered(16)
        .collect()
        .await;
    println!(
        "{games} games started in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let idle: Arc<Mutex<VecDeque<RandomGame>>> = Arc::new(Mutex::new(tables.into()));
    let tally = Arc::new(Mutex::new(Tally::default()));
    let mut ticker = tokio::time::interval(Duration::from_secs_f64(1.0 / rate));
    let run_started = Instant::now();
    let mut in_flight = Vec::new();
    while run_started.elapsed().as_secs_f64() < seconds {
        ticker.tick().await;
        let next = idle.lock().unwrap().pop_front();
        let mut t = tally.lock().unwrap();
        t.offered += 1;
        let Some(mut table) = next else {
            t.starved += 1;
            continue;
        };
        drop(t);
        let (double, idle, tally) = (double.clone(), idle.clone(), tally.clone());
        in_flight.push(tokio::spawn(async move {
            let text = table.pick_move();
            let user = table.player_to_move().clone();
            let outcome = send_move(&double, &user, table.thread, &text, ANSWER_TIMEOUT).await;
            let mut t = tally.lock().unwrap();
            match outcome {
                MoveOutcome::Board {
                    first_response,
                    board,
                    ..
                } => {
                    t.first_response_ms
                        .push(first_response.as_secs_f64() * 1000.0);
                    t.board_ms.push(board.as_secs_f64() * 1000.0);
                    t.last_board = Some(Instant::now());
                    table.record(&text);
                    if !table.game.is_over() {
                        idle.lock().unwrap().push_back(table);
                    }
                }
                // The game leaves the rotation: its state may no longer match the bot's.
                MoveOutcome::Refused(reason) => t.errors.push(format!("{text} refused: {reason}")),
                MoveOutcome::NoAnswer => t
                    .errors
                    .push(format!("{text}: no answer within {ANSWER_TIMEOUT:?}")),
            }
        }));
        in_flight.retain(|task| !task.is_finished());
    }
    for task in in_flight {
        task.await.expect("a move task");
    }

    let peak = bot.peak_resident_kib();
    let resident = bot.resident_kib();
    let db = dir.path().join("bot.db");
    let wal = dir.path().join("bot.db-wal");
    let mut t = tally.lock().unwrap();
    let acknowledged = t.board_ms.len();
    let span = t
        .last_board
        .map_or(0.0, |last| last.duration_since(run_started).as_secs_f64());
    println!("--- results ---");
    println!(
        "moves offered {}, acknowledged with a board {acknowledged}, starved ticks {}",
        t.offered, t.starved
    );
    println!(
        "throughput: {:.1} moves/s over {span:.1} s",
        acknowledged as f64 / span.max(f64::EPSILON)
    );
    println!("{}", summary("first response", &mut t.first_response_ms));
    println!("{}", summary("board image", &mut t.board_ms));
    println!("errors: {}", t.errors.len());
    for error in t.errors.iter().take(10) {
        println!("  {error}");
    }
    println!(
        "bot memory: peak (VmHWM) {:.1} MiB, at end (VmRSS) {:.1} MiB, idle after start {:.1} MiB",
        peak.unwrap_or(0) as f64 / 1024.0,
        resident.unwrap_or(0) as f64 / 1024.0,
        idle_memory.unwrap_or(0) as f64 / 1024.0
    );
    println!(
        "database: {:.1} MiB (+ WAL {:.1} MiB)",
        file_size(&db) as f64 / 1_048_576.0,
        file_size(&wal) as f64 / 1_048_576.0
    );
    println!("double violations: {}", double.violations().len());
    println!("machine load after (1/5/15 min): {}", machine_load());
}
