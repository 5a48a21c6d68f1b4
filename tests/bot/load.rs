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
//! starts (0), `LOAD_KIND` the game (abande-hex), `LOAD_DATABASE` `sqlite`
//! (default) or `postgres` (a throwaway server, see `support/postgres.rs`,
//! or `TEST_DATABASE_URL`), `LOAD_PROCESSES` 1 (default) or 2 bot processes
//! (shards 0/2 and 1/2, the games split between a server on each shard),
//! `LOAD_DATABASE_FILE` an SQLite file to run on instead of a new one (a
//! database made by `seed-db`, say: the bot prunes its delivered
//! announcements past their retention during the run; the file is kept,
//! and its size and announcements are shown before and after),
//! `LOAD_ANALYSE=1` analyses running all along: finished 100-ply Abalone
//! games (level 2 against itself) are stored first and `/analyse`d one
//! after the other through the double, and the boards of the moves sent
//! while one ran are summed up apart (the bot's `ANALYSIS_THREADS` and
//! `ANALYSES_AT_ONCE` come from the environment).
//!
//! The run checks its own figures and fails (a non-zero exit) when a target
//! is missed: any error, any move lost or stored twice, any board missing or
//! posted twice, any violation seen by the double, a board-image p99 above
//! `LOAD_P99_MS` (150), a bot peak memory above `LOAD_PEAK_MIB` (400), or
//! throughput under 90 % of the offered rate. A short run
//! (`load_keeps_every_move_and_board_exactly_once`) is part of the normal
//! suite and checks correctness only, not latency.

use crate::support;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use abande_bot::service::{Place, Player, SystemClock};
use abande_rules::GameKind;
use futures_util::StreamExt;
use support::child::ChildBot;
use support::discord_double::DiscordDouble;
use support::random_games::{MoveOutcome, RandomGame, send_move, start_game_at};
use support::service_env::{database_url, open_service_and_store, play_moves, start_game_in};
use support::wait;

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
    /// When each acknowledged move was sent, and its board's latency.
    boards: Vec<(Instant, f64)>,
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
    let (service, store) = open_service_and_store(url, Arc::new(SystemClock)).await;
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
            play_moves(
                &service,
                view.id(),
                &black,
                &white,
                &["d4", "d5", "d3", "c3"],
            )
            .await;
            service
                .games()
                .resign(view.id(), white.id, None)
                .await
                .expect("seed resign");
        }
    });
    seeds.buffer_unordered(8).collect::<Vec<()>>().await;
    store.close().await;
}

/// An SQLite database's pages in use and free, and its announcements
/// (delivered, owed), read while the bot may run.
async fn sqlite_usage(url: &str) -> String {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.expect("connect");
    let pages = |pragma: &'static str| {
        let pool = pool.clone();
        async move {
            let (n,): (i64,) = sqlx::query_as(pragma).fetch_one(&pool).await.unwrap();
            n
        }
    };
    let (size, free, page) = (
        pages("PRAGMA page_count").await,
        pages("PRAGMA freelist_count").await,
        pages("PRAGMA page_size").await,
    );
    let (delivered, owed): (i64, i64) = sqlx::query_as(
        "SELECT COUNT(delivered_at), COUNT(*) - COUNT(delivered_at) FROM announcements",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    pool.close().await;
    let mib = |pages: i64| (pages * page) as f64 / 1_048_576.0;
    format!(
        "{:.1} MiB in use + {:.1} MiB free pages; announcements: {delivered} delivered, {owed} owed",
        mib(size - free),
        mib(free)
    )
}

fn file_size(path: &std::path::Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

fn machine_load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

/// What a run aims at; `None` leaves a figure unchecked.
struct Targets {
    p99_board_ms: Option<f64>,
    peak_mib: Option<f64>,
    min_throughput_share: Option<f64>,
}

struct LoadSettings {
    games: usize,
    rate: f64,
    seconds: f64,
    seed_games: usize,
    kind: GameKind,
    /// On PostgreSQL instead of an SQLite file.
    postgres: bool,
    /// 1, or 2 processes sharing the shards and the database.
    processes: usize,
    /// Analyses running all along (`LOAD_ANALYSE`).
    analyses: bool,
}

/// The bot processes of a run, each with its own shard of the servers.
struct Bots {
    processes: Vec<ChildBot>,
    /// Where each process's games are played: a channel of a server on its shard.
    channels: Vec<u64>,
}

impl Bots {
    async fn start(double: &DiscordDouble, url: &str, processes: usize) -> Bots {
        let bots = if processes == 1 {
            Bots {
                processes: vec![ChildBot::spawn(double, url)],
                channels: vec![double.general_channel()],
            }
        } else {
            let total = processes as u32;
            let channels = (0..total)
                .map(|shard| {
                    let guild = double.add_guild(&format!("load server {shard}"), shard, total);
                    double.add_text_channel_in(guild, "games")
                })
                .collect();
            let processes = (0..total)
                .map(|shard| {
                    let shards = format!("{shard}/{total}");
                    ChildBot::spawn_sharded(double, url, &shards, 60, &[])
                })
                .collect();
            Bots {
                processes,
                channels,
            }
        };
        double.wait_for_live_shards(processes).await;
        double.wait_for_commands(&support::bot::COMMANDS).await;
        bots
    }

    /// The highest of the processes' figures, in KiB.
    fn highest(&self, figure: impl Fn(&ChildBot) -> Option<u64>) -> Option<u64> {
        self.processes.iter().filter_map(figure).max()
    }
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "load measurement; run with --release --ignored --nocapture"]
async fn load() {
    let settings = LoadSettings {
        games: setting("LOAD_GAMES", 200),
        rate: setting("LOAD_RATE", 50.0),
        seconds: setting("LOAD_SECONDS", 60.0),
        seed_games: setting("LOAD_SEED_GAMES", 0),
        kind: setting("LOAD_KIND", GameKind::AbandeHex),
        postgres: setting("LOAD_DATABASE", "sqlite".to_string()) == "postgres",
        processes: setting("LOAD_PROCESSES", 1),
        analyses: setting("LOAD_ANALYSE", 0) == 1,
    };
    let targets = Targets {
        p99_board_ms: Some(setting("LOAD_P99_MS", 150.0)),
        peak_mib: Some(setting("LOAD_PEAK_MIB", 400.0)),
        min_throughput_share: Some(0.9),
    };
    let missed = run_load(&settings, &targets).await;
    assert!(
        missed.is_empty(),
        "load targets missed:\n{}",
        missed.join("\n")
    );
}

/// A short run in the normal suite: under concurrent load every acknowledged
/// move is stored once and every board posted once. Latency is not checked
/// (debug build, shared CI machine).
async fn short_run_loses_and_doubles_nothing(postgres: bool, processes: usize) {
    let settings = LoadSettings {
        games: 8,
        rate: 8.0,
        seconds: 4.0,
        seed_games: 0,
        kind: GameKind::AbandeHex,
        postgres,
        processes,
        analyses: false,
    };
    let correctness_only = Targets {
        p99_board_ms: None,
        peak_mib: None,
        min_throughput_share: None,
    };
    let missed = run_load(&settings, &correctness_only).await;
    assert!(
        missed.is_empty(),
        "correctness under load:\n{}",
        missed.join("\n")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn load_keeps_every_move_and_board_exactly_once() {
    short_run_loses_and_doubles_nothing(false, 1).await;
}

/// The same on PostgreSQL with two bot processes sharing the shards.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn load_on_postgres_with_two_processes_keeps_every_move_and_board_exactly_once() {
    let probe = support::postgres::fresh_database("load on PostgreSQL, two processes").await;
    if probe.is_some() {
        short_run_loses_and_doubles_nothing(true, 2).await;
    }
}

/// Runs the load, prints the figures, and returns the targets missed.
async fn run_load(settings: &LoadSettings, targets: &Targets) -> Vec<String> {
    let LoadSettings {
        games,
        rate,
        seconds,
        seed_games,
        kind,
        postgres,
        processes,
        analyses,
    } = *settings;
    let backend = if postgres { "PostgreSQL" } else { "SQLite" };
    println!(
        "load: {games} games, {rate} moves/s offered, {seconds} s, {seed_games} stored games, {kind}, {backend}, {processes} bot process(es)"
    );
    println!("machine load before (1/5/15 min): {}", machine_load());

    let dir = tempfile::tempdir().unwrap();
    let given_file = std::env::var("LOAD_DATABASE_FILE")
        .ok()
        .filter(|f| !f.is_empty() && !postgres);
    let db = given_file
        .as_ref()
        .map_or_else(|| dir.path().join("bot.db"), std::path::PathBuf::from);
    let url = if let Some(file) = &given_file {
        format!("sqlite://{file}")
    } else if postgres {
        support::postgres::fresh_database("load")
            .await
            .expect("LOAD_DATABASE=postgres needs PostgreSQL (see support/postgres.rs)")
    } else {
        database_url(&dir)
    };
    if seed_games > 0 {
        let started = Instant::now();
        seed_finished_games(&url, seed_games).await;
        println!(
            "seeded {seed_games} finished games in {:.1} s",
            started.elapsed().as_secs_f64()
        );
    }

    if given_file.is_some() {
        println!("database before: {}", sqlite_usage(&url).await);
    }

    let double = Arc::new(DiscordDouble::start().await);
    double.keep_attachment_bytes(false);
    let analyst = double.user("analyst");
    let to_analyse = if analyses {
        // Enough for the run at about 12 s each, and one more.
        let count = (seconds / 8.0).ceil() as usize + 1;
        let started = Instant::now();
        let games = games_to_analyse(&url, &double, &analyst, count).await;
        println!(
            "stored {count} finished 100-ply abalone games to analyse in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        games
    } else {
        Vec::new()
    };
    let bots = Bots::start(&double, &url, processes).await;
    let idle_memory = bots.highest(ChildBot::resident_kib);

    // Two players per game, so no one user sends more than a move every few seconds.
    let started = Instant::now();
    let tables: Vec<RandomGame> = futures_util::stream::iter(0..games)
        .map(|i| {
            let double = double.clone();
            let channel = bots.channels[i % bots.channels.len()];
            async move {
                let black = double.user(&format!("load{i}b"));
                let white = double.user(&format!("load{i}w"));
                start_game_at(&double, channel, black, white, kind, i as u64).await
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
    // Games out of the rotation (over, or refused a move): checked at the end too.
    let retired: Arc<Mutex<Vec<RandomGame>>> = Arc::default();
    let tally = Arc::new(Mutex::new(Tally::default()));
    let analysing: Arc<Mutex<Vec<Analysed>>> = Arc::default();
    let finish = tokio_util::sync::CancellationToken::new();
    let analyses_task = (!to_analyse.is_empty()).then(|| {
        let (double, analysing, finish) = (double.clone(), analysing.clone(), finish.clone());
        let channel = double.general_channel();
        tokio::spawn(analyse_one_after_another(
            double, analyst, channel, to_analyse, analysing, finish,
        ))
    });
    if analyses_task.is_some() {
        // The first analysis under way (its reply deferred) before the
        // first move; a second at most, as before.
        wait::within(Duration::from_secs(1), async || {
            (!double.unanswered_deferrals().is_empty()).then_some(())
        })
        .await;
    }
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
        let (double, idle, tally, retired) =
            (double.clone(), idle.clone(), tally.clone(), retired.clone());
        in_flight.push(tokio::spawn(async move {
            let text = table.pick_move();
            let user = table.player_to_move().clone();
            let sent = Instant::now();
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
                    t.boards.push((sent, board.as_secs_f64() * 1000.0));
                    t.last_board = Some(Instant::now());
                    table.record(&text);
                    if table.game.is_over() {
                        retired.lock().unwrap().push(table);
                    } else {
                        idle.lock().unwrap().push_back(table);
                    }
                }
                // The game leaves the rotation: its state may no longer match the bot's.
                MoveOutcome::Refused(reason) => {
                    t.errors.push(format!("{text} refused: {reason}"));
                    retired.lock().unwrap().push(table);
                }
                MoveOutcome::NoAnswer => {
                    t.errors
                        .push(format!("{text}: no answer within {ANSWER_TIMEOUT:?}"));
                    retired.lock().unwrap().push(table);
                }
            }
        }));
        in_flight.retain(|task| !task.is_finished());
    }
    for task in in_flight {
        task.await.expect("a move task");
    }
    finish.cancel();
    let analysis_errors = match analyses_task {
        Some(task) => task.await.expect("the analyses task"),
        None => Vec::new(),
    };

    let peak = bots.highest(ChildBot::peak_resident_kib);
    let resident = bots.highest(ChildBot::resident_kib);
    let wal = db.with_extension("db-wal");
    let mut t = std::mem::take(&mut *tally.lock().unwrap());
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
    let windows = analysing.lock().unwrap().clone();
    let mut during_analysis: Vec<f64> = t
        .boards
        .iter()
        .filter(|(sent, _)| windows.iter().any(|w| w.asked <= *sent && *sent < w.ended))
        .map(|&(_, ms)| ms)
        .collect();
    if analyses {
        let took: Vec<String> = windows
            .iter()
            .filter(|w| w.posted)
            .map(|w| format!("{:.1}", (w.ended - w.asked).as_secs_f64()))
            .collect();
        println!(
            "analyses of 100 plies posted: {} (s each, from /analyse to the post: {}); errors: {analysis_errors:?}",
            took.len(),
            took.join(", ")
        );
        println!(
            "{} (moves sent while an analysis ran: {} of {acknowledged})",
            summary("board image during an analysis", &mut during_analysis),
            during_analysis.len()
        );
    }
    println!("errors: {}", t.errors.len());
    for error in t.errors.iter().take(10) {
        println!("  {error}");
    }
    println!(
        "bot memory (the highest process): peak (VmHWM) {:.1} MiB, at end (VmRSS) {:.1} MiB, idle after start {:.1} MiB",
        peak.unwrap_or(0) as f64 / 1024.0,
        resident.unwrap_or(0) as f64 / 1024.0,
        idle_memory.unwrap_or(0) as f64 / 1024.0
    );
    if !postgres {
        println!(
            "database: {:.1} MiB (+ WAL {:.1} MiB)",
            file_size(&db) as f64 / 1_048_576.0,
            file_size(&wal) as f64 / 1_048_576.0
        );
    }
    if given_file.is_some() {
        println!("database after: {}", sqlite_usage(&url).await);
    }
    println!("double violations: {}", double.violations().len());
    println!("machine load after (1/5/15 min): {}", machine_load());

    let mut missed: Vec<String> = t.errors.iter().take(5).cloned().collect();
    missed.extend(analysis_errors);
    if analyses {
        let p99 = percentile(&during_analysis, 99.0);
        if let Some(limit) = targets.p99_board_ms
            && (p99.is_nan() || p99 > limit)
        {
            missed.push(format!(
                "board image p99 during an analysis {p99:.1} ms is above {limit} ms"
            ));
        }
    }
    if t.errors.len() > 5 {
        missed.push(format!("... {} errors in all", t.errors.len()));
    }
    missed.extend(double.violations().iter().map(|v| format!("double: {v}")));
    let mut all_games: Vec<RandomGame> = idle.lock().unwrap().drain(..).collect();
    all_games.append(&mut retired.lock().unwrap());
    missed.extend(lost_or_doubled(&double, &url, &all_games).await);
    t.board_ms.sort_by(f64::total_cmp);
    let p99 = percentile(&t.board_ms, 99.0);
    if let Some(limit) = targets.p99_board_ms
        && (p99.is_nan() || p99 > limit)
    {
        missed.push(format!("board image p99 {p99:.1} ms is above {limit} ms"));
    }
    let peak_mib = peak.unwrap_or(0) as f64 / 1024.0;
    if let Some(limit) = targets.peak_mib
        && peak_mib > limit
    {
        missed.push(format!(
            "bot peak memory {peak_mib:.1} MiB is above {limit} MiB"
        ));
    }
    let throughput = acknowledged as f64 / span.max(f64::EPSILON);
    if let Some(share) = targets.min_throughput_share
        && throughput < rate * share
    {
        missed.push(format!(
            "throughput {throughput:.1} moves/s is under {:.0} % of the {rate} offered",
            share * 100.0
        ));
    }
    missed
}

/// When an analysis ran during the load: from the `/analyse` to its post
/// (or to the end of the run, not `posted`).
#[derive(Clone, Copy)]
struct Analysed {
    asked: Instant,
    ended: Instant,
    posted: bool,
}

/// Stores `count` finished Abalone games of 100 plies, level 2 against
/// itself (a seed each, so each is a new analysis), between `analyst` and
/// another player in the double's server.
async fn games_to_analyse(
    url: &str,
    double: &DiscordDouble,
    analyst: &support::discord_double::DoubleUser,
    count: usize,
) -> Vec<abande_bot::model::GameId> {
    use abande_engine::{Level, choose_move};
    let (service, store) = open_service_and_store(url, Arc::new(SystemClock)).await;
    let black = Player::new(analyst.id, analyst.name.clone());
    let rival = double.user("rival");
    let white = Player::new(rival.id, rival.name.clone());
    let place = Place {
        guild_id: Some(double.guild_id()),
        channel_id: double.general_channel(),
        language: abande_bot::model::Lang::En,
    };
    let mut ids = Vec::new();
    for i in 0..count as u64 {
        let mut view = start_game_in(&service, GameKind::Abalone, &black, &white, place).await;
        for ply in 0..100 {
            let Some(mover) = view.player_to_move().cloned() else {
                break;
            };
            let choice = choose_move(&view.game, Level::new(2).unwrap(), i * 1000 + ply)
                .expect("a move while the game runs");
            view = service
                .games()
                .play_move(view.id(), mover.id, &choice.mv.to_string())
                .await
                .expect("the engine's move is legal")
                .game;
        }
        if view.record.is_active() {
            service
                .games()
                .resign(view.id(), white.id, None)
                .await
                .expect("resign");
        }
        ids.push(view.id());
    }
    store.close().await;
    ids
}

/// `/analyse`s each of `games` in `channel` as `analyst`, the next once the
/// last is posted, until `finish`; notes when each ran in `analysing`.
/// Returns what went wrong.
async fn analyse_one_after_another(
    double: Arc<DiscordDouble>,
    analyst: support::discord_double::DoubleUser,
    channel: u64,
    games: Vec<abande_bot::model::GameId>,
    analysing: Arc<Mutex<Vec<Analysed>>>,
    finish: tokio_util::sync::CancellationToken,
) -> Vec<String> {
    const WITHIN: Duration = Duration::from_secs(300);
    let mut errors = Vec::new();
    for id in games {
        if finish.is_cancelled() {
            break;
        }
        let title = format!("**Analysis of game #{}**", id.0);
        let posted = |double: &DiscordDouble| {
            double
                .messages(channel)
                .iter()
                .any(|m| m.content.contains(&title) && !m.attachments.is_empty())
        };
        let asked = Instant::now();
        let options = serde_json::json!({"game": id.0.to_string()});
        double.slash(&analyst, channel, "analyse", options).await;
        // A hand-written poll: `wait`'s async closures make this spawned
        // future not `Send` (rustc's higher-ranked lifetimes).
        loop {
            if posted(&double) {
                analysing.lock().unwrap().push(Analysed {
                    asked,
                    ended: Instant::now(),
                    posted: true,
                });
                break;
            }
            if asked.elapsed() > WITHIN {
                errors.push(format!(
                    "analysis of game {id}: not posted within {WITHIN:?}"
                ));
                return errors;
            }
            if finish.is_cancelled() {
                // The run is over: this one counts until now.
                analysing.lock().unwrap().push(Analysed {
                    asked,
                    ended: Instant::now(),
                    posted: false,
                });
                return errors;
            }
            tokio::time::sleep(wait::POLL).await;
        }
    }
    errors
}

/// Compares what the players saw acknowledged with what the bot stored and
/// posted: each game's moves stored exactly as acknowledged, and one board
/// per acknowledged turn (plus the first board) in its thread.
async fn lost_or_doubled(double: &DiscordDouble, url: &str, games: &[RandomGame]) -> Vec<String> {
    let (service, store) = open_service_and_store(url, Arc::new(SystemClock)).await;
    let mut problems = Vec::new();
    for game in games {
        let Some(id) = service.games().game_for_thread(game.thread).await.unwrap() else {
            problems.push(format!("thread {}: no game stored", game.thread));
            continue;
        };
        let stored: Vec<String> = service
            .games()
            .load_game(id)
            .await
            .unwrap()
            .game
            .moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        let acknowledged: Vec<String> = game.game.moves().iter().map(|m| m.to_string()).collect();
        if stored != acknowledged {
            problems.push(format!(
                "game {id}: stored {} plies, acknowledged {} ({stored:?} vs {acknowledged:?})",
                stored.len(),
                acknowledged.len()
            ));
        }
        let boards = double
            .messages(game.thread)
            .iter()
            .filter(|m| !m.attachments.is_empty())
            .count();
        let turns = game.turns_played() + 1;
        if boards != turns {
            problems.push(format!(
                "game {id}: {boards} boards posted for {turns} (first board + moves acknowledged)"
            ));
        }
    }
    store.close().await;
    problems
}
