//! Every command's and autocomplete's work below Discord (the service
//! methods it calls, so the database's) at 0, 20,000 and 200,000 finished
//! games among 20,000 players, on SQLite and PostgreSQL: p50 and p99 per
//! command, and the database's size. The databases are built by
//! `abande_bot::cli::seed` (what `abande-bot seed-db` runs) and kept for the
//! next run (`target/bench-db/`, PostgreSQL databases `abande_bench_<games>`)
//! unless `BENCH_RESEED=1`; the empty one is made afresh every time.
//!
//! `cargo bench --bench commands`; `BENCH_SIZES=0,20000` and
//! `BENCH_BACKENDS=sqlite` narrow it, `BENCH_PG_URL` names the PostgreSQL
//! server (default `postgres://postgres@127.0.0.1:5432`), `BENCH_ROUNDS` the
//! calls per command (default 200). Results are in `BENCHMARKS.md`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use abande_bot::cli::{GUILD_BASE, PLAYER_BASE, SeedOptions, seed};
use abande_bot::model::{
    ColorChoice, GameId, HistoryFilter, Lang, MoveHours, NewChallenge, Place, Player, RatingRange,
    UserId,
};
use abande_bot::service::{GameService, ServiceConfig, SystemClock};
use abande_bot::store::Store;
use abande_rules::GameKind;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const PLAYERS: u32 = 20_000;

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name)
        .ok()
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| default.to_string())
}

/// A player as the seeding picks them: the busiest players use the bot most.
fn player(rng: &mut StdRng) -> u32 {
    let u: f64 = rng.r#gen();
    ((u * u * f64::from(PLAYERS)) as u32).min(PLAYERS - 1)
}

fn user(p: u32) -> UserId {
    UserId(PLAYER_BASE + u64::from(p))
}

/// The database of `games` games on `backend`, seeded unless kept from an
/// earlier run; returns its URL.
async fn database(backend: &str, games: u32) -> String {
    let reseed = games == 0 || env_or("BENCH_RESEED", "0") == "1";
    let url = match backend {
        "sqlite" => {
            let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/target/bench-db");
            std::fs::create_dir_all(dir).unwrap();
            let path = format!("{dir}/commands-{games}.db");
            if reseed {
                for suffix in ["", "-wal", "-shm"] {
                    let _ = std::fs::remove_file(format!("{path}{suffix}"));
                }
            }
            format!("sqlite://{path}")
        }
        _ => {
            let server = env_or("BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432");
            let name = format!("abande_bench_{games}");
            sqlx::any::install_default_drivers();
            let admin = sqlx::AnyPool::connect(&format!("{server}/postgres"))
                .await
                .expect("the PostgreSQL server (BENCH_PG_URL)");
            let exists: Option<(i32,)> =
                sqlx::query_as("SELECT 1 FROM pg_database WHERE datname = $1")
                    .bind(&name)
                    .fetch_optional(&admin)
                    .await
                    .unwrap();
            if reseed && exists.is_some() {
                sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)"))
                    .execute(&admin)
                    .await
                    .unwrap();
            }
            if reseed || exists.is_none() {
                sqlx::query(&format!("CREATE DATABASE {name}"))
                    .execute(&admin)
                    .await
                    .unwrap();
            }
            admin.close().await;
            format!("{server}/{name}")
        }
    };
    let store = Store::open(&url).await.unwrap();
    let stored: i64 = store
        .row_counts()
        .await
        .unwrap()
        .iter()
        .find(|(table, _)| *table == "games")
        .map_or(0, |(_, n)| *n);
    if stored == 0 && games > 0 {
        let started = Instant::now();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64;
        let options = SeedOptions {
            games,
            players: PLAYERS,
            ..SeedOptions::default()
        };
        let report = seed(&store, &options, now).await.unwrap();
        eprintln!(
            "seeded {backend} with {} games ({} moves) in {:.0} s",
            report.games,
            report.moves,
            started.elapsed().as_secs_f64()
        );
    }
    store.close().await;
    url
}

/// The database's size on disk, in bytes.
async fn size_of(backend: &str, url: &str) -> u64 {
    if backend == "sqlite" {
        let path = url.trim_start_matches("sqlite://");
        ["", "-wal"]
            .iter()
            .map(|s| std::fs::metadata(format!("{path}{s}")).map_or(0, |m| m.len()))
            .sum()
    } else {
        let pool = sqlx::AnyPool::connect(url).await.unwrap();
        let (size,): (i64,) = sqlx::query_as("SELECT pg_database_size(current_database())")
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        size as u64
    }
}

/// Latencies of one command.
#[derive(Default)]
struct Samples(Vec<Duration>);

impl Samples {
    fn percentile(&self, p: f64) -> f64 {
        let mut sorted = self.0.clone();
        sorted.sort();
        let at = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
        sorted[at].as_secs_f64() * 1000.0
    }
}

/// Times `f` once into `samples`.
macro_rules! timed {
    ($samples:expr, $f:expr) => {{
        let started = Instant::now();
        let out = $f;
        $samples.0.push(started.elapsed());
        out
    }};
}

fn place(guild: u32) -> Place {
    Place {
        guild_id: Some(GUILD_BASE + u64::from(guild)),
        channel_id: 9_000 + u64::from(guild),
        language: Lang::En,
    }
}

/// Runs every command `rounds` times on `service`; the names in the order shown.
async fn measure(service: &GameService, games: u32, rounds: usize) -> Vec<(&'static str, Samples)> {
    let names = [
        "/board",
        "/games",
        "/history",
        "/history (opponent, kind)",
        "/game /replay /export",
        "/stats",
        "/leaderboard (server)",
        "/leaderboard (global)",
        "/challenge",
        "accept (button)",
        "/move",
        "/resign",
        "autocomplete: game",
        "autocomplete: any game",
        "autocomplete: move",
    ];
    let mut results: Vec<(&'static str, Samples)> =
        names.iter().map(|n| (*n, Samples::default())).collect();
    let mut rng = StdRng::seed_from_u64(7);
    let kind = GameKind::Abalone;
    for round in 0..rounds {
        let me = user(player(&mut rng));
        let them = user(player(&mut rng));
        let some_game = GameId(rng.gen_range(1..=i64::from(games.max(1))));
        let s = &mut results;
        // /board and /game: a game by its id (a finished one when seeded).
        timed!(s[0].1, {
            if let Ok(view) = service.games().load_game(some_game).await {
                service.clocks().clock_status(&view).await.unwrap();
            }
        });
        timed!(s[1].1, service.history().active_games(me).await.unwrap());
        timed!(
            s[2].1,
            service
                .history()
                .finished_games(me, HistoryFilter::default(), 1, 10)
                .await
                .ok()
        );
        let filter = HistoryFilter {
            opponent: Some(them),
            kind: Some(kind),
        };
        timed!(
            s[3].1,
            service
                .history()
                .finished_games(me, filter, 1, 10)
                .await
                .ok()
        );
        timed!(s[4].1, {
            if service.games().load_game(some_game).await.is_ok() {
                service
                    .ratings()
                    .rating_changes_of(some_game)
                    .await
                    .unwrap();
            }
        });
        timed!(s[5].1, {
            service.history().stats(me).await.unwrap();
            service.ratings().ratings(me).await.unwrap();
            service.ratings().rating_history(me).await.unwrap();
        });
        timed!(s[6].1, {
            service
                .ratings()
                .leaderboard(kind, Some(GUILD_BASE), 1, 10)
                .await
                .unwrap();
            service
                .ratings()
                .standing_of(me, kind, Some(GUILD_BASE), 10)
                .await
                .unwrap();
        });
        timed!(s[7].1, {
            service
                .ratings()
                .leaderboard(kind, None, 1, 10)
                .await
                .unwrap();
            service
                .ratings()
                .standing_of(me, kind, None, 10)
                .await
                .unwrap();
        });
        // A game between two new players, from the challenge to a rated
        // resignation (each move of both, so the ending is rated).
        let a = Player::new(PLAYER_BASE + 1_000_000 + 2 * round as u64, "bench a");
        let b = Player::new(PLAYER_BASE + 1_000_001 + 2 * round as u64, "bench b");
        let new = NewChallenge {
            challenger: a.clone(),
            opponent: Some(b.clone()),
            kind,
            color: ColorChoice::Black,
            move_hours: MoveHours::Default,
            bank: None,
            place: place(0),
            rated: true,
            rating_range: RatingRange::default(),
            rematch_of: None,
        };
        let challenge = timed!(
            s[8].1,
            service.challenges().create_challenge(new).await.unwrap()
        );
        let view = timed!(
            s[9].1,
            service
                .challenges()
                .accept_challenge(challenge.id, b.clone())
                .await
                .unwrap()
        );
        for mover in [&a, &b] {
            let view = service.games().load_game(view.id()).await.unwrap();
            let m = view.game.legal_moves()[0].to_string();
            timed!(
                s[10].1,
                service
                    .games()
                    .play_move(view.id(), mover.id, &m)
                    .await
                    .unwrap()
            );
        }
        timed!(
            s[11].1,
            service.games().resign(view.id(), a.id, None).await.unwrap()
        );
        timed!(s[12].1, service.history().active_games(me).await.unwrap());
        timed!(s[13].1, {
            service.history().active_games(me).await.unwrap();
            service
                .history()
                .finished_games(me, HistoryFilter::default(), 1, 20)
                .await
                .ok();
        });
        // The move autocomplete: the thread's game, then its legal moves.
        timed!(s[14].1, {
            let id = service
                .games()
                .game_for_thread(1)
                .await
                .unwrap()
                .unwrap_or(some_game);
            if let Ok(view) = service.games().load_game(id).await {
                view.game.legal_moves();
            }
        });
    }
    results
}

fn main() {
    let sizes: Vec<u32> = env_or("BENCH_SIZES", "0,20000,200000")
        .split(',')
        .map(|s| s.trim().parse().expect("BENCH_SIZES: numbers"))
        .collect();
    let backends = env_or("BENCH_BACKENDS", "sqlite,postgres");
    let rounds: usize = env_or("BENCH_ROUNDS", "200").parse().unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        for backend in backends.split(',').map(str::trim) {
            for &games in &sizes {
                let url = database(backend, games).await;
                let size = size_of(backend, &url).await;
                let store = Store::open(&url).await.unwrap();
                let service = GameService::new(
                    store.clone(),
                    Arc::new(SystemClock),
                    ServiceConfig::default(),
                );
                // One untimed round warms the pool and the caches.
                measure(&service, games, 1).await;
                let results = measure(&service, games, rounds).await;
                println!(
                    "\n{backend}, {games} finished games: {:.0} MB",
                    size as f64 / 1e6
                );
                println!("| command | p50 ms | p99 ms |");
                println!("|---|---:|---:|");
                for (name, samples) in &results {
                    println!(
                        "| {name} | {:.1} | {:.1} |",
                        samples.percentile(0.5),
                        samples.percentile(0.99)
                    );
                }
                store.close().await;
            }
        }
    });
}
