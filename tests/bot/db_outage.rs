//! The database away under the running bot, made with real mechanisms:
//! - PostgreSQL stopped (`pg_ctl stop -m fast`) in the middle of a game,
//!   then started again on the same port and data directory; the server
//!   is the test's own (`support::postgres::OwnServer`), so the other
//!   tests sharing the binary's server are not disturbed;
//! - SQLite's write lock held by another process's connection past the
//!   busy timeout (the database is there, but cannot be written).
//!
//! In both, a `/move` is acknowledged within Discord's 3 s (the double
//! refuses and records any later first response) and the player is told
//! privately within 10 s that the move was not saved and to play it
//! again; nothing is stored; once the database is back the same move goes
//! through with no restart.

use crate::support;

use std::time::{Duration, Instant};

use abande_bot::service::GameId;
use abande_rules::GameKind;
use serde_json::json;
use sqlx::{Connection, Executor};
use support::bot::{COMMANDS, RunningBot, config_for};
use support::discord_double::DiscordDouble;
use support::health::{get, wait_for_status};
use support::random_games::{MoveOutcome, RandomGame, send_move, start_game};
use support::wait;

/// Discord's limit on the first response, and the bound the README promises.
const ACKNOWLEDGED_WITHIN: Duration = Duration::from_secs(3);
const TOLD_WITHIN: Duration = Duration::from_secs(10);

/// The bot on `url` (with its health endpoints), one game in which one
/// move was played.
async fn one_move_played(url: &str, seed: u64) -> (DiscordDouble, RunningBot, RandomGame, GameId) {
    let double = DiscordDouble::start().await;
    let mut config = config_for(&double, url);
    config.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    let bot = RunningBot::start_with_config(config).await;
    double.wait_for_commands(&COMMANDS).await;
    let (alice, bob) = (double.user("alice"), double.user("bob"));
    let mut table = start_game(&double, alice, bob, GameKind::AbandeHex, seed).await;
    let first = table.pick_move();
    let mover = table.player_to_move().clone();
    let played = send_move(&double, &mover, table.thread, &first, TOLD_WITHIN).await;
    assert!(matches!(played, MoveOutcome::Board { .. }), "{played:?}");
    table.record(&first);
    let id = bot
        .service
        .games()
        .game_for_thread(table.thread)
        .await
        .unwrap()
        .unwrap();
    (double, bot, table, id)
}

/// Sends `text` as the player to move while the database is away: the
/// first response within 3 s, and within 10 s a private answer saying
/// the move was not saved. Returns how long each took.
async fn move_not_saved(
    double: &DiscordDouble,
    table: &RandomGame,
    text: &str,
) -> (Duration, Duration) {
    let mover = table.player_to_move().clone();
    let handle = double
        .slash(&mover, table.thread, "move", json!({"move": text}))
        .await;
    let answer = handle
        .try_final_message(TOLD_WITHIN + Duration::from_secs(5))
        .await
        .expect("an answer while the database is away");
    let sent = handle.sent_at();
    let first = handle.callbacks()[0]
        .received_at
        .saturating_duration_since(sent);
    let told = answer.updated_at.saturating_duration_since(sent);
    assert!(
        first <= ACKNOWLEDGED_WITHIN,
        "first response after {first:?}"
    );
    assert!(told <= TOLD_WITHIN, "told after {told:?}");
    assert!(answer.is_ephemeral(), "{answer:?}");
    assert!(
        answer
            .content
            .contains(&format!("Your move {text} was not saved"))
            && answer.content.contains("play it again"),
        "{}",
        answer.content
    );
    (first, told)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_mid_game_the_move_is_answered_in_time_and_play_resumes() {
    let Some(server) = support::postgres::OwnServer::start("db_outage::postgres_stopped") else {
        return;
    };
    let url = server.fresh_database("abande_outage").await;
    let (double, bot, mut table, id) = one_move_played(&url, 7).await;
    let address = bot.metrics_addr().unwrap();
    wait_for_status(address, "/readyz", 200, Duration::from_secs(10)).await;

    server.stop();
    let stopped = Instant::now();
    let text = table.pick_move();
    let (first, told) = move_not_saved(&double, &table, &text).await;
    eprintln!("PostgreSQL stopped: first response after {first:?}, told after {told:?}");

    // Typing still gets an answer in time (no choices: nothing to read).
    let mover = table.player_to_move().clone();
    let typing = double
        .autocomplete(&mover, table.thread, "move", "move", json!({"move": ""}))
        .await;
    let callback = typing.callback().await;
    assert!(
        callback
            .received_at
            .saturating_duration_since(typing.sent_at())
            <= ACKNOWLEDGED_WITHIN
    );

    // Not ready while the database is away, without its error text.
    let reason = wait_for_status(address, "/readyz", 503, Duration::from_secs(15)).await;
    assert_eq!(reason.trim(), "database: no answer within 2 s");
    let (status, _) = get(address, "/healthz").await;
    assert_eq!(status, 200, "the process itself is fine");
    assert!(
        bot.service.upkeep().database_away_for().is_some(),
        "the outage was noticed"
    );

    // 15 s away in all, then the server comes back on the same port (the
    // outage's length is the scenario, not a wait for something).
    tokio::time::sleep(Duration::from_secs(15).saturating_sub(stopped.elapsed())).await;
    server.start_again();
    wait_for_status(address, "/readyz", 200, Duration::from_secs(20)).await;
    assert_eq!(
        bot.service.games().load_game(id).await.unwrap().game.ply(),
        1,
        "nothing acknowledged that is not stored"
    );
    // The background tasks found the database again by themselves.
    wait::until_true("the outage ended", Duration::from_secs(20), async || {
        bot.service.upkeep().database_away_for().is_none()
    })
    .await;

    let mover = table.player_to_move().clone();
    match send_move(&double, &mover, table.thread, &text, TOLD_WITHIN).await {
        MoveOutcome::Board { .. } => {}
        other => panic!("{text} once the database is back: {other:?}"),
    }
    table.record(&text);
    assert_eq!(
        bot.service.games().load_game(id).await.unwrap().game.ply(),
        2
    );
    double.assert_clean();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_locked_by_another_writer_the_move_is_answered_in_time_and_play_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let (double, bot, mut table, id) = one_move_played(&url, 8).await;

    // Another process's connection takes the write lock and keeps it.
    let mut other = sqlx::SqliteConnection::connect(&url).await.unwrap();
    other.execute("BEGIN IMMEDIATE").await.unwrap();
    let text = table.pick_move();
    let (first, told) = move_not_saved(&double, &table, &text).await;
    eprintln!("SQLite locked: first response after {first:?}, told after {told:?}");
    other.execute("ROLLBACK").await.unwrap();
    other.close().await.unwrap();
    assert_eq!(
        bot.service.games().load_game(id).await.unwrap().game.ply(),
        1
    );

    let mover = table.player_to_move().clone();
    match send_move(&double, &mover, table.thread, &text, TOLD_WITHIN).await {
        MoveOutcome::Board { .. } => {}
        other => panic!("{text} once the lock is gone: {other:?}"),
    }
    table.record(&text);
    assert_eq!(
        bot.service.games().load_game(id).await.unwrap().game.ply(),
        2
    );
    double.assert_clean();
    bot.stop().await;
}
