//! `abande-bot seed-db [--games N] [--players N] [--servers N] [--seed S]
//! [--database-url URL]`: fills an empty database with finished games, to
//! measure the bot at the size of a club that has played for years
//! (`BENCHMARKS.md`, `benches/commands.rs`). Every game is a legal game
//! (random moves from `rules`, drawn from a pool of games per kind), ended by
//! the board, a resignation, a timeout or an agreed draw, with a delivered
//! board announcement per ply and, when rated, the Glicko-2 changes the
//! service would have made, in the order the games ended. A few players play
//! most of the games, as in a real club, so the heaviest histories are long.

use std::collections::HashMap;
use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::CliError;
use crate::model::{EndedBy, GameId, Player, Rating, RatingChange, UserId};
use crate::service::rate;
use crate::store::StoredName;
use crate::store::{PoolSettings, SeedGame, SeedMove, SeedRating, Store, StoreError};
use abande_rules::{Color, Game, GameKind, Outcome};

/// What to seed.
#[derive(Clone, Copy, Debug)]
pub struct SeedOptions {
    pub games: u32,
    pub players: u32,
    /// Servers the games are spread over (a few in DMs besides).
    pub servers: u32,
    /// The random seed: the same options give the same database.
    pub seed: u64,
}

impl Default for SeedOptions {
    fn default() -> SeedOptions {
        SeedOptions {
            games: 200_000,
            players: 20_000,
            servers: 5,
            seed: 1,
        }
    }
}

/// What [`seed`] wrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeedReport {
    pub games: u64,
    pub moves: u64,
    pub rating_changes: u64,
}

/// The first seeded player's Discord id; player `i` is `PLAYER_BASE + i`.
pub const PLAYER_BASE: u64 = 200_000_000_000_000_000;
/// Server `s` is `GUILD_BASE + s`.
pub const GUILD_BASE: u64 = 300_000_000_000_000_000;
const CHANNEL_BASE: u64 = 310_000_000_000_000_000;
const THREAD_BASE: u64 = 320_000_000_000_000_000;
const MESSAGE_BASE: u64 = 330_000_000_000_000_000;
/// Games written per transaction.
const BATCH: usize = 2_000;
/// Random games played per kind; seeded games reuse them.
const POOL_PER_KIND: usize = 48;
/// The seeded games are spread over the year before `now`.
const SPAN_SECS: i64 = 365 * crate::model::DAY_SECS;

/// One random legal game of the pool.
struct PoolGame {
    kind: GameKind,
    /// Canonical notation, and whether the move was a forced pass.
    moves: Vec<(String, bool)>,
    /// Set when the game ended on the board.
    outcome: Option<Outcome>,
    /// Whose turn it is after the last move (the one who resigns or times out).
    to_move: Color,
    score: Option<(i64, i64)>,
}

fn random_game(kind: GameKind, rng: &mut StdRng) -> PoolGame {
    let mut game = Game::new(kind);
    let target = rng.gen_range(20..=100);
    let mut moves = Vec::with_capacity(target);
    while moves.len() < target && !game.is_over() {
        let forced = game.only_move_is_pass();
        let legal = game.legal_moves();
        let &m = legal.choose(rng).expect("a game not over has a legal move");
        game.play(m).expect("a legal move plays");
        moves.push((m.to_string(), forced));
    }
    // What the service stores as the final score (`games::board_score`).
    let score = game
        .score()
        .or_else(|| {
            game.captured().map(|c| abande_rules::PerColor {
                black: c.black.into(),
                white: c.white.into(),
            })
        })
        .map(|s| (i64::from(s.black), i64::from(s.white)));
    PoolGame {
        kind,
        to_move: game.to_move().unwrap_or(Color::Black),
        outcome: game.outcome(),
        moves,
        score,
    }
}

/// A player index, skewed towards the first ones: player 0 plays about
/// `2 * games / sqrt(players)` games, most players a handful.
fn pick_player(players: u32, rng: &mut StdRng) -> u32 {
    let u: f64 = rng.r#gen();
    ((u * u * f64::from(players)) as u32).min(players - 1)
}

/// The server a player mostly plays in: half of them in the first (a big
/// club), the others spread over the rest.
fn home_server(player: u32, servers: u32) -> u32 {
    if servers <= 1 || player.is_multiple_of(2) {
        0
    } else {
        1 + (player / 2) % (servers - 1)
    }
}

fn user(player: u32) -> UserId {
    UserId(PLAYER_BASE + u64::from(player))
}

/// Fills the empty database `store` with `options.games` finished games
/// ending before `now` (refused with [`StoreError::NotEmpty`] if it holds
/// any row).
pub async fn seed(
    store: &Store,
    options: &SeedOptions,
    now: i64,
) -> Result<SeedReport, StoreError> {
    seed_showing(store, options, now, |_| {}).await
}

/// [`seed`], telling `progress` the report so far after each batch of games written.
pub async fn seed_showing(
    store: &Store,
    options: &SeedOptions,
    now: i64,
    mut progress: impl FnMut(SeedReport),
) -> Result<SeedReport, StoreError> {
    let rows: i64 = store.row_counts().await?.iter().map(|(_, n)| n).sum();
    if rows > 0 {
        return Err(StoreError::NotEmpty(rows));
    }
    let players = options.players.max(2);
    let servers = options.servers.max(1);
    let mut rng = StdRng::seed_from_u64(options.seed);
    let everyone: Vec<Player> = (0..players)
        .map(|i| Player {
            id: user(i),
            name: format!("player{i}"),
        })
        .collect();
    store.seed_players(&everyone, now - SPAN_SECS).await?;

    // Abalone and Abande's hexagonal board are played most.
    let weights = [(GameKind::Abalone, 35), (GameKind::AbandeHex, 30)];
    let pool: Vec<PoolGame> = GameKind::ALL
        .iter()
        .flat_map(|&kind| (0..POOL_PER_KIND).map(move |_| kind))
        .map(|kind| random_game(kind, &mut rng))
        .collect();
    let of_kind =
        |kind: GameKind| -> Vec<&PoolGame> { pool.iter().filter(|g| g.kind == kind).collect() };
    let by_kind: HashMap<GameKind, Vec<&PoolGame>> =
        GameKind::ALL.iter().map(|&k| (k, of_kind(k))).collect();
    let others: Vec<GameKind> = GameKind::ALL
        .iter()
        .copied()
        .filter(|k| weights.iter().all(|(w, _)| w != k))
        .collect();

    let mut ratings: HashMap<(u32, GameKind), (Rating, i64)> = HashMap::new();
    let mut report = SeedReport::default();
    let start = now - SPAN_SECS;
    let step = SPAN_SECS / i64::from(options.games.max(1));
    let mut batch = Vec::with_capacity(BATCH);
    let mut changes = Vec::with_capacity(2 * BATCH);
    for n in 0..options.games {
        let id = i64::from(n) + 1;
        let roll = rng.gen_range(0..100);
        let kind = match weights
            .iter()
            .scan(0, |sum, &(k, w)| {
                *sum += w;
                Some((k, *sum))
            })
            .find(|&(_, upto)| roll < upto)
        {
            Some((kind, _)) => kind,
            None => *others
                .choose(&mut rng)
                .expect("more kinds than the weighted"),
        };
        let black = pick_player(players, &mut rng);
        let mut white = pick_player(players, &mut rng);
        while white == black {
            white = rng.gen_range(0..players);
        }
        let template = by_kind[&kind]
            .choose(&mut rng)
            .expect("every kind has pool games");
        let created_at = start + i64::from(n) * step;
        let mut at = created_at;
        let moves: Vec<SeedMove> = template
            .moves
            .iter()
            .enumerate()
            .map(|(ply, (notation, forced))| {
                at += rng.gen_range(20..600);
                SeedMove {
                    player: user(if ply % 2 == 0 { black } else { white }),
                    notation: notation.clone(),
                    automatic: *forced,
                    played_at: at,
                }
            })
            .collect();
        let loser_side = template.to_move;
        let (outcome, ended_by) = match (template.outcome, rng.gen_range(0..100)) {
            (Some(outcome), _) => (outcome, EndedBy::Score),
            (None, 0..4) => (Outcome::Draw, EndedBy::Agreement),
            (None, 4..14) => (Outcome::Win(loser_side.opposite()), EndedBy::Timeout),
            (None, _) => (Outcome::Win(loser_side.opposite()), EndedBy::Resignation),
        };
        let finished_at = at + rng.gen_range(1..60);
        let guild = (rng.gen_range(0..100) >= 5).then(|| {
            let host = if rng.gen_bool(0.9) { black } else { white };
            home_server(host, servers)
        });
        let rated = moves.len() >= 2 && rng.gen_range(0..10) < 9;
        if rated {
            let before = |p: u32, ratings: &HashMap<_, (Rating, i64)>| {
                ratings.get(&(p, kind)).map_or(Rating::NEW, |r| r.0)
            };
            let (black_before, white_before) = (before(black, &ratings), before(white, &ratings));
            let (black_after, white_after) = rate(black_before, white_before, outcome);
            for (p, before, after) in [
                (black, black_before, black_after),
                (white, white_before, white_after),
            ] {
                ratings.insert((p, kind), (after, finished_at));
                changes.push(RatingChange {
                    game_id: GameId(id),
                    player: user(p),
                    kind,
                    before: before.rating,
                    after,
                    at: finished_at,
                });
            }
        }
        report.games += 1;
        report.moves += moves.len() as u64;
        batch.push(SeedGame {
            id,
            kind: kind.id(),
            black: user(black),
            white: user(white),
            result: outcome.name(),
            ended_by: ended_by.name(),
            score: template.score,
            guild_id: guild.map(|s| GUILD_BASE + u64::from(s)),
            channel_id: match guild {
                Some(s) => CHANNEL_BASE + u64::from(s),
                None => CHANNEL_BASE + 1_000_000 + u64::from(black),
            },
            thread_id: THREAD_BASE + id as u64,
            board_message_id: MESSAGE_BASE + id as u64,
            move_hours: 24,
            rated,
            created_at,
            finished_at,
            language: "en",
            moves,
        });
        if batch.len() == BATCH {
            report.rating_changes += changes.len() as u64;
            store.seed_games(&batch, &changes).await?;
            batch.clear();
            changes.clear();
            progress(report);
        }
    }
    report.rating_changes += changes.len() as u64;
    store.seed_games(&batch, &changes).await?;
    progress(report);
    let mut finals: Vec<SeedRating> = ratings
        .into_iter()
        .map(|((p, kind), (rating, updated_at))| SeedRating {
            player: user(p),
            kind: kind.id(),
            rating,
            updated_at,
        })
        .collect();
    finals.sort_by_key(|r| (r.player.0, r.kind));
    store.seed_finish(&finals).await?;
    Ok(report)
}

/// The command line: parses the flags, seeds, says what it wrote and how long it took.
pub fn seed_db(args: &[String]) -> Result<(), CliError> {
    let mut options = SeedOptions::default();
    let mut url = super::database_url_from_env();
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .ok_or_else(|| CliError::usage(format!("seed-db: {flag} needs a value")))
        };
        let number = |text: &String| {
            text.parse::<u64>().map_err(|_| {
                CliError::usage(format!("seed-db: {flag} needs a number, not \"{text}\""))
            })
        };
        match flag.as_str() {
            "--games" => options.games = number(value()?)?.try_into().unwrap_or(u32::MAX),
            "--players" => options.players = number(value()?)?.try_into().unwrap_or(u32::MAX),
            "--servers" => options.servers = number(value()?)?.try_into().unwrap_or(u32::MAX),
            "--seed" => options.seed = number(value()?)?,
            "--database-url" => url = value()?.clone(),
            other => {
                return Err(CliError::usage(format!(
                    "seed-db: unknown argument \"{other}\""
                )));
            }
        }
    }
    if options.players < 2 || options.servers < 1 {
        return Err(CliError::usage(
            "seed-db: --players needs at least 2 and --servers at least 1",
        ));
    }
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::failure(format!("cannot start tokio: {e}")))?;
    let started = Instant::now();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let report = runtime
        .block_on(async {
            let store = Store::open_with(&url, PoolSettings::BATCH).await?;
            let mut last_shown: Option<Instant> = None;
            let report = seed_showing(&store, &options, now, |done| {
                // One line a second at most, and the last.
                if done.games == u64::from(options.games)
                    || last_shown.is_none_or(|at| at.elapsed().as_secs() >= 1)
                {
                    last_shown = Some(Instant::now());
                    eprintln!(
                        "seeded {} of {} games ({} moves) in {:.0} s",
                        done.games,
                        options.games,
                        done.moves,
                        started.elapsed().as_secs_f64()
                    );
                }
            })
            .await;
            store.close().await;
            report
        })
        .map_err(|e| CliError::failure(format!("seed-db: {e}")))?;
    println!(
        "seeded {} games ({} moves, {} rating changes) among {} players in {} servers in {:.1} s",
        report.games,
        report.moves,
        report.rating_changes,
        options.players,
        options.servers,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
