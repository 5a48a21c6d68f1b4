//! Upgrades that cannot lose a game (issue 52): populated databases at
//! earlier schema versions, every fifth migration and the one before the
//! last, upgraded by the bot's own start (`Store::open`) to the current
//! schema, on this suite's backend; every game then replays, through the
//! service, to the position its stored moves gave before the upgrade, and
//! play goes on. A migration that fails leaves the database as it was and
//! the error names it and why.
//!
//! The fixtures are made here, at run time, by SQL written for them: the
//! migrations of the backend up to the version (`migrations/sqlite/` or
//! `migrations/postgres/`, run as sqlx runs them, so the database records
//! them as applied), then a few hundred games with random legal moves,
//! their players, challenges, and what that schema has beside (ratings,
//! the outbox or announcements), in columns valid for that version.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::BACKEND;
use crate::support::postgres;
use crate::support::service_env::{Backend, T0};

use abande_bot::service::{GameId, GameService, ManualClock, ServiceConfig, UserId};
use abande_bot::store::{PoolSettings, Store, StoreError};
use abande_rules::{Color, Game, GameKind, Outcome};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use sqlx::migrate::Migrator;

/// The schema versions the fixtures are at: every fifth migration (and
/// the first), and the one before the last.
const VERSIONS: &[i64] = &[1, 5, 10, 15, 20, 25, 28];
const GAMES: i64 = 240;
const PLAYERS: i64 = 24;
const PLAYER_BASE: i64 = 7_000;
const GUILD: i64 = 4_200;
const CHANNEL: i64 = 4_300;

fn all_migrations(backend: Backend) -> Migrator {
    match backend {
        Backend::Sqlite => sqlx::migrate!("migrations/sqlite"),
        Backend::Postgres => sqlx::migrate!("migrations/postgres"),
    }
}

/// The backend's migrations up to `version`, then `extra`.
fn migrations_up_to(
    backend: Backend,
    version: i64,
    extra: &[sqlx::migrate::Migration],
) -> Migrator {
    let mut migrator = all_migrations(backend);
    migrator.migrations = migrator
        .iter()
        .filter(|m| m.version <= version)
        .chain(extra)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    migrator
}

/// A new, empty database of this suite's backend, and what keeps it.
async fn empty_database(name: &str) -> Option<(tempfile::TempDir, String)> {
    let dir = tempfile::tempdir().unwrap();
    let url = match BACKEND {
        Backend::Sqlite => format!("sqlite://{}", dir.path().join(format!("{name}.db")).display()),
        Backend::Postgres => postgres::fresh_database(name).await?,
    };
    Some((dir, url))
}

/// The pool on `url`, creating an SQLite file.
async fn connect(url: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    let url = match BACKEND {
        Backend::Sqlite => format!("{url}?mode=rwc"),
        Backend::Postgres => url.to_string(),
    };
    sqlx::AnyPool::connect(&url).await.expect("connect")
}

/// One fixture game: its row's values and its moves.
struct FixtureGame {
    id: i64,
    kind: GameKind,
    black: i64,
    white: i64,
    /// `active`, `finished` or `aborted`, with the result and how it ended.
    status: &'static str,
    result: Option<&'static str>,
    ended_by: Option<&'static str>,
    score: Option<(i64, i64)>,
    to_move: Option<i64>,
    rated: bool,
    /// The notation and the player of each ply, and whether it was a forced pass.
    moves: Vec<(String, i64, bool)>,
}

fn sql_text(value: Option<&str>) -> String {
    value.map_or_else(|| "NULL".to_string(), |v| format!("'{v}'"))
}

fn sql_number(value: Option<i64>) -> String {
    value.map_or_else(|| "NULL".to_string(), |v| v.to_string())
}

/// `GAMES` random legal games of every kind, some over on the board, some
/// resigned or aborted, most in play; the same for the same `seed`.
fn fixture_games(seed: u64) -> Vec<FixtureGame> {
    let mut rng = StdRng::seed_from_u64(seed);
    (1..=GAMES)
        .map(|id| {
            let kind = *GameKind::ALL.choose(&mut rng).unwrap();
            let black = PLAYER_BASE + rng.gen_range(0..PLAYERS);
            let white = loop {
                let white = PLAYER_BASE + rng.gen_range(0..PLAYERS);
                if white != black {
                    break white;
                }
            };
            let seat = |color: Color| match color {
                Color::Black => black,
                Color::White => white,
            };
            let mut game = Game::new(kind);
            let plies = rng.gen_range(0..=70);
            let mut moves = Vec::new();
            while moves.len() < plies && !game.is_over() {
                let mover = seat(game.to_move().expect("a game not over has a player to move"));
                let forced = game.only_move_is_pass();
                let legal = game.legal_moves();
                let &m = legal.choose(&mut rng).unwrap();
                game.play(m).unwrap();
                moves.push((m.to_string(), mover, forced));
            }
            let score = game
                .score()
                .or_else(|| {
                    game.captured().map(|c| abande_rules::PerColor {
                        black: c.black.into(),
                        white: c.white.into(),
                    })
                })
                .map(|s| (i64::from(s.black), i64::from(s.white)));
            let result_of = |outcome: Outcome| match outcome {
                Outcome::Win(Color::Black) => "black",
                Outcome::Win(Color::White) => "white",
                Outcome::Draw => "draw",
            };
            let (status, result, ended_by, to_move) = match (game.outcome(), rng.gen_range(0..10)) {
                (Some(outcome), _) => ("finished", Some(result_of(outcome)), Some("score"), None),
                (None, 0..=1) => {
                    // The player to move resigns.
                    let loser = game.to_move().unwrap_or(Color::Black);
                    let winner = match loser {
                        Color::Black => "white",
                        Color::White => "black",
                    };
                    ("finished", Some(winner), Some("resignation"), None)
                }
                (None, 2) => ("aborted", None, Some("abort"), None),
                (None, _) => ("active", None, None, game.to_move().map(seat)),
            };
            FixtureGame {
                id,
                kind,
                black,
                white,
                status,
                result,
                ended_by,
                score: score.filter(|_| ended_by == Some("score")),
                to_move,
                rated: status == "finished" && id % 3 == 0,
                moves,
            }
        })
        .collect()
}

/// The SQL that writes `games` (and their players, challenges, ratings,
/// boards owed and delivered) into a database at schema `version`.
fn fixture_sql(version: i64, games: &[FixtureGame]) -> Vec<String> {
    let mut statements = Vec::new();
    let players: Vec<String> = (0..PLAYERS)
        .map(|i| format!("({}, 'player {i}', {T0})", PLAYER_BASE + i))
        .collect();
    statements.push(format!(
        "INSERT INTO players (id, name, updated_at) VALUES {}",
        players.join(", ")
    ));
    for chunk in games.chunks(60) {
        let mut columns = "id, kind, black_id, white_id, status, result, ended_by, score_black, \
             score_white, guild_id, channel_id, thread_id, move_hours, created_at, updated_at, \
             finished_at"
            .to_string();
        if version >= 3 {
            columns.push_str(", rated");
        }
        if version >= 7 {
            columns.push_str(", language");
        }
        if version >= 9 {
            columns.push_str(", to_move_id");
        }
        let rows: Vec<String> = chunk
            .iter()
            .map(|g| {
                let at = T0 + g.id * 60;
                let finished = (g.status != "active").then_some(at + 3_000);
                let mut row = format!(
                    "({}, '{}', {}, {}, '{}', {}, {}, {}, {}, {GUILD}, {CHANNEL}, {}, 24, {at}, {at}, {}",
                    g.id,
                    g.kind.id(),
                    g.black,
                    g.white,
                    g.status,
                    sql_text(g.result),
                    sql_text(g.ended_by),
                    sql_number(g.score.map(|s| s.0)),
                    sql_number(g.score.map(|s| s.1)),
                    9_000_000 + g.id,
                    sql_number(finished),
                );
                if version >= 3 {
                    row.push_str(&format!(", {}", i64::from(g.rated)));
                }
                if version >= 7 {
                    row.push_str(", 'en'");
                }
                if version >= 9 {
                    row.push_str(&format!(", {}", sql_number(g.to_move)));
                }
                row.push(')');
                row
            })
            .collect();
        statements.push(format!(
            "INSERT INTO games ({columns}) VALUES {}",
            rows.join(", ")
        ));
        let moves: Vec<String> = chunk
            .iter()
            .flat_map(|g| {
                g.moves
                    .iter()
                    .enumerate()
                    .map(move |(i, (notation, player, forced))| {
                        format!(
                            "({}, {}, {player}, '{notation}', {}, {})",
                            g.id,
                            i + 1,
                            i64::from(*forced),
                            T0 + g.id * 60 + i as i64
                        )
                    })
            })
            .collect();
        if !moves.is_empty() {
            statements.push(format!(
                "INSERT INTO moves (game_id, ply, player_id, notation, automatic, played_at) VALUES {}",
                moves.join(", ")
            ));
        }
        // The challenge each game came from.
        let challenges: Vec<String> = chunk
            .iter()
            .map(|g| {
                let at = T0 + g.id * 60 - 30;
                format!(
                    "({}, {}, {}, '{}', 'black', 24, {GUILD}, {CHANNEL}, 'accepted', {at}, {}, {})",
                    g.id,
                    g.black,
                    g.white,
                    g.kind.id(),
                    at + 86_400,
                    g.id
                )
            })
            .collect();
        statements.push(format!(
            "INSERT INTO challenges (id, challenger_id, opponent_id, kind, color, move_hours, \
             guild_id, channel_id, status, created_at, expires_at, game_id) VALUES {}",
            challenges.join(", ")
        ));
        // The boards posted: one per game, as the outbox or announcements held them.
        let boards: Vec<String> = chunk
            .iter()
            .map(|g| {
                let at = T0 + g.id * 60;
                match version {
                    5 => format!("({}, {}, {at}, 0, {at})", g.id, g.moves.len()),
                    _ => format!(
                        "('board', {}, {}, {}, {at}, 0, {at}, 'sent')",
                        g.id,
                        g.moves.len(),
                        g.moves.len().saturating_sub(1)
                    ),
                }
            })
            .collect();
        match version {
            ..=4 => {}
            5 => statements.push(format!(
                "INSERT INTO outbox (game_id, version, created_at, claimed_until, delivered_at) VALUES {}",
                boards.join(", ")
            )),
            _ => statements.push(format!(
                "INSERT INTO announcements (kind, game_id, version, at_ply, created_at, \
                 claimed_until, delivered_at, outcome) VALUES {}",
                boards.join(", ")
            )),
        }
    }
    if version >= 3 {
        // A rating per player and kind rated, and each rated game's changes.
        let mut ratings: BTreeMap<(i64, &str), i64> = BTreeMap::new();
        let mut changes = Vec::new();
        for g in games.iter().filter(|g| g.rated) {
            for player in [g.black, g.white] {
                *ratings.entry((player, g.kind.id())).or_default() += 1;
                changes.push(format!(
                    "({}, {player}, '{}', 1500.0, 1510.0, 300.0, {})",
                    g.id,
                    g.kind.id(),
                    T0 + g.id * 60 + 3_000
                ));
            }
        }
        let rows: Vec<String> = ratings
            .iter()
            .map(|((player, kind), played)| {
                format!("({player}, '{kind}', 1510.0, 300.0, 0.06, {played}, {T0})")
            })
            .collect();
        if !rows.is_empty() {
            statements.push(format!(
                "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games, updated_at) VALUES {}",
                rows.join(", ")
            ));
            statements.push(format!(
                "INSERT INTO rating_changes (game_id, player_id, kind, rating_before, rating_after, \
                 deviation_after, changed_at) VALUES {}",
                changes.join(", ")
            ));
        }
    }
    statements
}

/// A game's position as the rules give it: the board, whose turn, the outcome.
fn position(game: &Game) -> String {
    format!(
        "{}\nto move: {:?}\noutcome: {:?}\nply {}",
        abande_rules::diagram(game),
        game.to_move(),
        game.outcome(),
        game.ply()
    )
}

/// Every game's position, replayed from the moves stored in the database.
async fn positions_stored(pool: &sqlx::AnyPool) -> BTreeMap<i64, String> {
    let games: Vec<(i64, String)> = sqlx::query_as("SELECT id, kind FROM games ORDER BY id")
        .fetch_all(pool)
        .await
        .unwrap();
    let moves: Vec<(i64, String)> =
        sqlx::query_as("SELECT game_id, notation FROM moves ORDER BY game_id, ply")
            .fetch_all(pool)
            .await
            .unwrap();
    games
        .into_iter()
        .map(|(id, kind)| {
            let kind: GameKind = kind.parse().unwrap();
            let notations: Vec<&str> = moves
                .iter()
                .filter(|(game, _)| *game == id)
                .map(|(_, n)| n.as_str())
                .collect();
            let game = Game::replay(kind, &notations)
                .unwrap_or_else(|(n, e)| panic!("game {id}: move {n} does not replay: {e}"));
            (id, position(&game))
        })
        .collect()
}

/// The rows of the tables every schema has.
async fn counted(pool: &sqlx::AnyPool) -> Vec<(&'static str, i64)> {
    let mut counts = Vec::new();
    for table in ["players", "games", "moves", "challenges"] {
        let rows: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(pool)
            .await
            .unwrap();
        counts.push((table, rows));
    }
    counts
}

#[tokio::test(flavor = "multi_thread")]
async fn a_database_of_every_fifth_schema_upgrades_and_every_game_replays_the_same() {
    let latest = all_migrations(BACKEND)
        .iter()
        .map(|m| m.version)
        .max()
        .unwrap();
    for &version in VERSIONS {
        assert!(version < latest);
        let Some((_dir, url)) = empty_database(&format!("upgrade_from_{version}")).await else {
            return;
        };
        // The fixture: the schema of `version`, then its rows.
        let pool = connect(&url).await;
        migrations_up_to(BACKEND, version, &[])
            .run(&pool)
            .await
            .unwrap_or_else(|e| panic!("migrating to {version}: {e}"));
        let games = fixture_games(version as u64);
        for statement in fixture_sql(version, &games) {
            sqlx::raw_sql(&statement)
                .execute(&pool)
                .await
                .unwrap_or_else(|e| {
                    panic!("fixture at schema {version}: {e}\n{}", &statement[..200.min(statement.len())])
                });
        }
        let before = positions_stored(&pool).await;
        let counts_before = counted(&pool).await;
        pool.close().await;
        assert_eq!(before.len(), GAMES as usize);
        let moves: usize = games.iter().map(|g| g.moves.len()).sum();
        assert!(moves > 3 * GAMES as usize, "{moves} moves");

        // The bot's start upgrades it.
        let store = Store::open(&url)
            .await
            .unwrap_or_else(|e| panic!("upgrading from schema {version}: {e}"));
        let schema = store.schema_state().await.unwrap();
        assert!(schema.is_current(), "from {version}: {schema:?}");
        assert_eq!(schema.applied.last(), Some(&latest));
        let clock = Arc::new(ManualClock::new(T0 + 10 * 86_400));
        let service = GameService::new(store.clone(), clock, ServiceConfig::default());

        // Every game, loaded as the bot loads it, stands where it stood.
        for game in &games {
            let view = service
                .games().load_game(GameId(game.id))
                .await
                .unwrap_or_else(|e| panic!("from {version}: game {}: {e}", game.id));
            assert_eq!(
                position(&view.game),
                before[&game.id],
                "from schema {version}: game {} moved",
                game.id
            );
            assert_eq!(view.game.ply(), game.moves.len());
            assert_eq!(
                (view.record.black.id, view.record.white.id),
                (UserId(game.black as u64), UserId(game.white as u64))
            );
            assert_eq!(view.record.is_active(), game.status == "active");
        }
        let pool = connect(&url).await;
        assert_eq!(positions_stored(&pool).await, before, "from {version}");
        assert_eq!(counted(&pool).await, counts_before, "from {version}");
        pool.close().await;

        // And play goes on: a move in a game in play.
        let playing = games
            .iter()
            .find(|g| g.to_move.is_some())
            .expect("a game in play");
        let view = service.games().load_game(GameId(playing.id)).await.unwrap();
        let next = view.game.legal_moves()[0].to_string();
        service
            .games().play_move(
                GameId(playing.id),
                UserId(playing.to_move.unwrap() as u64),
                &next,
            )
            .await
            .unwrap_or_else(|e| panic!("from {version}: playing {next}: {e}"));
        let after = service.games().load_game(GameId(playing.id)).await.unwrap();
        assert_eq!(after.game.ply(), playing.moves.len() + 1);
        store.close().await;
    }
}

/// A migration that fails stops the start with the migration's number,
/// name and reason, and leaves the database as it was: the same schema
/// version, every game and move still there.
#[tokio::test(flavor = "multi_thread")]
async fn a_failed_migration_leaves_the_database_as_it_was_and_says_which_and_why() {
    let version = 25;
    let Some((_dir, url)) = empty_database("failed_migration").await else {
        return;
    };
    let pool = connect(&url).await;
    migrations_up_to(BACKEND, version, &[]).run(&pool).await.unwrap();
    let games = fixture_games(99);
    for statement in fixture_sql(version, &games) {
        sqlx::raw_sql(&statement).execute(&pool).await.unwrap();
    }
    let before = positions_stored(&pool).await;
    pool.close().await;

    // The version's successor, broken: it fails on its second statement.
    let broken = sqlx::migrate::Migration::new(
        version + 1,
        "broken on purpose".into(),
        sqlx::migrate::MigrationType::Simple,
        "ALTER TABLE games ADD COLUMN broken_on_purpose INTEGER; CREATE TABLE players (id INTEGER);"
            .into(),
        false,
    );
    let migrations = migrations_up_to(BACKEND, version, &[broken]);
    let Err(error) = Store::open_with_migrations(&url, PoolSettings::BOT, &migrations).await else {
        panic!("the broken migration did not fail");
    };
    let StoreError::MigrationFailed {
        version: failed,
        description,
        reason,
        ..
    } = &error
    else {
        panic!("{error:?}");
    };
    assert_eq!((*failed, description.as_str()), (version + 1, "broken on purpose"));
    assert!(reason.contains("already exists"), "{reason}");
    assert!(
        error
            .to_string()
            .starts_with(&format!("migration {} (broken on purpose) failed", version + 1)),
        "{error}"
    );

    // As it was: the schema at `version`, no half of the broken migration.
    let pool = connect(&url).await;
    let applied: i64 =
        sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations WHERE success = TRUE")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(applied, version);
    let half_done = sqlx::query("SELECT broken_on_purpose FROM games LIMIT 1")
        .fetch_optional(&pool)
        .await;
    assert!(half_done.is_err(), "the broken migration's first statement stayed");
    assert_eq!(positions_stored(&pool).await, before);
    pool.close().await;

    // The real migrations upgrade it at the next start.
    let store = Store::open(&url).await.unwrap();
    assert!(store.schema_state().await.unwrap().is_current());
    store.close().await;
}
