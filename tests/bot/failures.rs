//! Failure survival: the real bot against the Discord double while things
//! break — the process is killed mid-burst, Discord answers 500 or 429, the
//! gateway drops, the disk fills up. Each test finishes in seconds.

use crate::support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use abande_bot::service::{GameId, GameService, Subject, SystemClock};
use abande_bot::store::Store;
use abande_rules::{Game, GameKind};
use support::bot::decoded_images;
use support::child::{ChildBot, let_claims_of_the_dead_run_out, wait_for_identifies};
use support::discord_double::{DiscordDouble, RecordedMessage};
use support::random_games::{MoveOutcome, RandomGame, send_move, start_game};
use support::service_env::database_url;
use support::table::Table;
use support::wait::{self, SOON};

/// How long a move may take to be answered here. These tests check that
/// nothing is lost or doubled, not speed (the load tool measures latency):
/// the whole bot suite runs beside them on two cores, and analyses there
/// keep a core busy for many seconds, so a tight bound only made them flaky.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(15);

/// Opens the bot's database from the test, as a second process would.
async fn open_service(url: &str) -> (GameService, Store) {
    support::service_env::open_service_and_store(url, Arc::new(SystemClock)).await
}

/// Stored moves of a game, in canonical notation.
async fn stored_moves(service: &GameService, thread: u64) -> (GameId, Vec<String>) {
    let id = service
        .games()
        .game_for_thread(thread)
        .await
        .unwrap()
        .expect("the thread has a game");
    let view = service
        .games()
        .load_game(id)
        .await
        .expect("the game loads and replays");
    (
        id,
        view.game.moves().iter().map(|m| m.to_string()).collect(),
    )
}

async fn integrity_check(url: &str) -> String {
    let pool = sqlx::SqlitePool::connect(url).await.unwrap();
    let verdict: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    verdict
}

/// Plies stored twice for one game (the schema's UNIQUE key should make this 0).
async fn duplicate_plies(url: &str) -> i64 {
    let pool = sqlx::SqlitePool::connect(url).await.unwrap();
    let sql = "SELECT COUNT(*) FROM (SELECT game_id, ply FROM moves GROUP BY game_id, ply HAVING COUNT(*) > 1)";
    let count = sqlx::query_scalar(sql).fetch_one(&pool).await.unwrap();
    pool.close().await;
    count
}

async fn start_games(double: &DiscordDouble, count: usize, kind: GameKind) -> Vec<RandomGame> {
    let starts = (0..count).map(|i| {
        let black = double.user(&format!("k{i}black"));
        let white = double.user(&format!("k{i}white"));
        start_game(double, black, white, kind, i as u64)
    });
    futures_util::future::join_all(starts).await
}

async fn play_expecting_board(double: &DiscordDouble, table: &mut RandomGame) -> RecordedMessage {
    let text = table.pick_move();
    let user = table.player_to_move().clone();
    match send_move(double, &user, table.thread, &text, ANSWER_TIMEOUT).await {
        MoveOutcome::Board { message, .. } => {
            table.record(&text);
            message
        }
        other => panic!("{text} was not answered with a board: {other:?}"),
    }
}

/// Plays the next move of `table`; it is answered with its board, or,
/// when the delivery worker's post of the boards owed from an outage
/// already showed it, with a link to that post.
async fn play_expecting_posted(double: &DiscordDouble, table: &mut RandomGame) {
    let text = table.pick_move();
    let user = table.player_to_move().clone();
    match send_move(double, &user, table.thread, &text, ANSWER_TIMEOUT).await {
        MoveOutcome::Board { .. } => {
            table.record(&text);
        }
        MoveOutcome::Refused(reason) if reason.contains("is already posted: https://") => {
            table.record(&text);
        }
        other => panic!("{text} was not answered with a board: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_moves_survive_a_sigkill_mid_burst() {
    let double = Arc::new(DiscordDouble::start().await);
    let dir = tempfile::tempdir().unwrap();
    let url = database_url(&dir);
    let mut bot = ChildBot::spawn(&double, &url);
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let tables = start_games(&double, 6, GameKind::AbandeHex).await;

    // Every game plays as fast as the bot answers; the bot dies mid-burst.
    let acknowledged_total = Arc::new(AtomicUsize::new(0));
    let players = tables.into_iter().map(|mut table| {
        let double = double.clone();
        let acknowledged_total = acknowledged_total.clone();
        tokio::spawn(async move {
            while !table.game.is_over() {
                let text = table.pick_move();
                let user = table.player_to_move().clone();
                match send_move(&double, &user, table.thread, &text, Duration::from_secs(2)).await {
                    MoveOutcome::Board { .. } => {
                        table.record(&text);
                        acknowledged_total.fetch_add(1, Ordering::SeqCst);
                    }
                    MoveOutcome::Refused(reason) => {
                        panic!("{text} refused before the kill: {reason}")
                    }
                    MoveOutcome::NoAnswer => break,
                }
            }
            table
        })
    });
    let players: Vec<_> = players.collect();
    // Killed within a few milliseconds of the 30th answer, moves in flight.
    let every = Duration::from_millis(5);
    let acknowledged = wait::within_every(Duration::from_secs(300), every, async || {
        (acknowledged_total.load(Ordering::SeqCst) >= 30).then_some(())
    })
    .await;
    assert!(acknowledged.is_some(), "30 moves acknowledged");
    bot.kill();
    let mut tables = Vec::new();
    for player in players {
        tables.push(player.await.expect("a player task"));
    }

    // Before any restart: the file as the killed process left it.
    assert_eq!(integrity_check(&url).await, "ok");
    let (service, store) = open_service(&url).await;
    let mut acknowledged_plies = 0;
    for table in &mut tables {
        let acknowledged: Vec<String> = table.game.moves().iter().map(|m| m.to_string()).collect();
        let (_, stored) = stored_moves(&service, table.thread).await;
        // Exactly once and in order: the acknowledged moves are the start of
        // the stored ones; at most the move in flight at the kill follows.
        assert_eq!(
            &stored[..acknowledged.len().min(stored.len())],
            &acknowledged[..],
            "game in {}",
            table.thread
        );
        assert!(
            stored.len() >= acknowledged.len(),
            "an acknowledged move is missing in {}",
            table.thread
        );
        let replayed = Game::replay(table.game.kind(), &stored).expect("the stored game replays");
        // Follow the bot's version, in-flight move included, to go on playing.
        table.game = replayed;
        acknowledged_plies += acknowledged.len();
    }
    assert!(acknowledged_plies >= 30);
    assert_eq!(duplicate_plies(&url).await, 0);
    store.close().await;

    // After a restart, every game goes on from where it was stored.
    let identified = double.gateway_stats().identifies;
    let _bot = ChildBot::spawn(&double, &url);
    wait_for_identifies(&double, identified + 1, Duration::from_secs(10)).await;
    for table in &mut tables {
        if !table.game.is_over() {
            let board = play_expecting_board(&double, table).await;
            assert_eq!(decoded_images(&board).len(), 1);
        }
    }
    double.assert_clean();
}

fn requests_matching(double: &DiscordDouble, needle: &str) -> usize {
    double
        .requests()
        .iter()
        .filter(|r| r.contains(needle))
        .count()
}

#[tokio::test]
async fn discord_errors_are_retried_and_a_lost_board_can_be_posted_again() {
    let t = Table::start().await;
    let (alice, bob) = (t.alice.clone(), t.bob.clone());
    let mut table = start_game(&t.double, alice, bob, GameKind::AbandeHex, 1).await;
    let followups = "POST /api/v10/webhooks/";

    // Two 500s on the board reply: the third try gets through.
    let before = requests_matching(&t.double, followups);
    t.double.fail_next_on(followups, 2, 500);
    play_expecting_board(&t.double, &mut table).await;
    assert_eq!(
        requests_matching(&t.double, followups) - before,
        3,
        "two retries, no more"
    );

    // A 429 on the deferral and one on the reply: waited out and retried.
    t.double
        .rate_limit_next_on("/callback", 1, Duration::from_millis(100));
    t.double
        .rate_limit_next_on(followups, 1, Duration::from_millis(100));
    play_expecting_board(&t.double, &mut table).await;

    // Discord keeps failing: the move is saved once, the player is told so
    // and pointed at /board.
    t.double
        .fail_next_on(followups, abande_bot::discord::RETRY_ATTEMPTS as usize, 500);
    let text = table.pick_move();
    let mover = table.player_to_move().clone();
    let MoveOutcome::Refused(reason) =
        send_move(&t.double, &mover, table.thread, &text, ANSWER_TIMEOUT).await
    else {
        panic!("the board cannot have been posted");
    };
    assert!(
        reason.contains("Your move is saved") && reason.contains("/board"),
        "{reason}"
    );
    table.record(&text);
    let (id, stored) = stored_moves(&t.bot.service, table.thread).await;
    let expected: Vec<String> = table.game.moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(stored, expected, "the move is stored exactly once");

    // Sending it again does not apply it twice.
    let again = send_move(&t.double, &mover, table.thread, &text, ANSWER_TIMEOUT).await;
    assert!(
        matches!(&again, MoveOutcome::Refused(r) if r.contains("not your turn")),
        "{again:?}"
    );
    assert_eq!(
        stored_moves(&t.bot.service, table.thread).await.1.len(),
        expected.len()
    );

    // /board posts the board that was lost.
    let board = t
        .command(&mover, table.thread, "board", serde_json::json!({}))
        .await;
    assert_eq!(decoded_images(&board).len(), 1);
    assert!(
        board
            .content
            .contains(&format!("after {} moves", expected.len())),
        "{}",
        board.content
    );
    let view = t.bot.service.games().load_game(id).await.unwrap();
    assert_eq!(view.game.ply(), expected.len());

    // And the game goes on.
    play_expecting_board(&t.double, &mut table).await;
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn the_bot_reconnects_after_the_gateway_drops() {
    let t = Table::start().await;
    let (alice, bob) = (t.alice.clone(), t.bob.clone());
    let mut table = start_game(&t.double, alice, bob, GameKind::AbandeSquare, 2).await;
    play_expecting_board(&t.double, &mut table).await;
    let before = t.double.gateway_stats();

    // A dropped connection: the bot resumes its session.
    t.double.drop_gateway();
    wait::until_true("the gateway resumed", SOON, async || {
        t.double.gateway_stats().resumes > before.resumes
    })
    .await;
    t.double.wait_for_gateway().await;
    play_expecting_board(&t.double, &mut table).await;

    // A dropped connection whose session is gone: the bot identifies afresh.
    let identified = t.double.gateway_stats().identifies;
    t.double.drop_gateway_and_session();
    wait::until_true("a new identify", SOON, async || {
        t.double.gateway_stats().identifies > identified
    })
    .await;
    t.double.wait_for_gateway().await;
    play_expecting_board(&t.double, &mut table).await;
    assert!(t.double.gateway_stats().connections >= before.connections + 2);
    t.double.assert_clean();
    t.bot.stop().await;
}

/// "Disk full" while the bot runs. Tests may run as root, where a read-only
/// chmod does not stop writes, and mounting a small file system needs
/// privileges. What works for root and non-root alike: a file-size limit
/// (RLIMIT_FSIZE) on the bot process. In WAL mode every commit appends to
/// the `-wal` file (no checkpoint runs before 1000 pages), so with the limit
/// at 0 every write fails with EFBIG — the same failure class as ENOSPC for
/// SQLite: the transaction rolls back and the error reaches the service.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_refuses_moves_instead_of_acknowledging_them() {
    let double = DiscordDouble::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = database_url(&dir);
    let bot = ChildBot::spawn_ignoring_file_size_signal(&double, &url);
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let (alice, bob) = (double.user("alice"), double.user("bob"));
    let mut table = start_game(&double, alice, bob, GameKind::AbandeHex, 3).await;
    play_expecting_board(&double, &mut table).await;
    let (service, store) = open_service(&url).await;
    let stored_before = stored_moves(&service, table.thread).await.1;

    bot.limit_file_size(Some(0));
    let text = table.pick_move();
    let mover = table.player_to_move().clone();
    let handle = double
        .slash(
            &mover,
            table.thread,
            "move",
            serde_json::json!({"move": text}),
        )
        .await;
    let reply = handle.final_message().await;
    assert!(
        reply.is_ephemeral() && reply.attachments.is_empty(),
        "not refused: {reply:?}"
    );
    assert!(
        reply
            .content
            .contains(&format!("Your move {text} was not saved")),
        "{reply:?}"
    );
    assert_eq!(
        stored_moves(&service, table.thread).await.1,
        stored_before,
        "nothing was written"
    );

    // Space again: the same move goes through, once.
    bot.limit_file_size(None);
    match send_move(&double, &mover, table.thread, &text, ANSWER_TIMEOUT).await {
        MoveOutcome::Board { .. } => {
            table.record(&text);
        }
        other => panic!("{text} after the disk was freed: {other:?}"),
    }
    let stored_after = stored_moves(&service, table.thread).await.1;
    assert_eq!(
        stored_after,
        table
            .game
            .moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
    );
    assert_eq!(integrity_check(&url).await, "ok");
    store.close().await;
    double.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_lost_to_a_crash_after_the_commit_is_posted_once_after_restart() {
    let double = DiscordDouble::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = database_url(&dir);
    // The bot dies right after a move is committed, before its board is posted.
    let crash = [("ABANDE_CRASH_POINT", "after-move-commit")];
    let mut bot = ChildBot::spawn_with_env(&double, &url, &crash);
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let mut table = start_games(&double, 1, GameKind::AbandeHex).await.remove(0);
    let text = table.pick_move();
    let user = table.player_to_move().clone();
    let outcome = send_move(&double, &user, table.thread, &text, Duration::from_secs(3)).await;
    assert!(
        matches!(outcome, MoveOutcome::NoAnswer),
        "the bot died before answering"
    );
    wait::until_true("the bot stopped", SOON, async || !bot.is_running()).await;
    let boards_before = double
        .messages(table.thread)
        .iter()
        .filter(|m| !m.attachments.is_empty())
        .count();
    let (service, store) = open_service(&url).await;
    let (_, stored) = stored_moves(&service, table.thread).await;
    assert_eq!(
        stored,
        std::slice::from_ref(&text),
        "the move was committed"
    );
    store.close().await;
    // The dead process's claim on the board it was to post runs out.
    let_claims_of_the_dead_run_out(&url).await;

    // Restarted, the bot owes that board and posts it, once, even though
    // the answer to its first post is lost and it posts again.
    let route = format!("POST /api/v10/channels/{}/messages", table.thread);
    double.lose_answer_next_on(&route, 1, 500);
    let identified = double.gateway_stats().identifies;
    let _bot = ChildBot::spawn(&double, &url);
    wait_for_identifies(&double, identified + 1, Duration::from_secs(10)).await;
    let late = double
        .wait_for_message(table.thread, |m| m.content.contains("played meanwhile"))
        .await;
    assert_eq!(decoded_images(&late).len(), 1);
    assert!(
        late.content.contains(&format!("1. {text}")),
        "the move is announced: {}",
        late.content
    );
    // Once the game owes nothing, nothing more of it can be posted.
    let (service, store) = open_service(&url).await;
    let (game, _) = stored_moves(&service, table.thread).await;
    wait::until_true("the game owes nothing", SOON, async || {
        service
            .outbox()
            .announcements_of(Subject::Game(game))
            .await
            .unwrap()
            .iter()
            .all(|(_, settled)| settled.is_some())
    })
    .await;
    store.close().await;
    let boards_after = double
        .messages(table.thread)
        .iter()
        .filter(|m| !m.attachments.is_empty())
        .count();
    assert_eq!(boards_after, boards_before + 1, "exactly one board more");
    assert!(
        requests_matching(&double, &route) >= 2,
        "the lost answer made the bot post again"
    );
    // And the game goes on.
    table.record(&text);
    let board = play_expecting_board(&double, &mut table).await;
    assert_eq!(decoded_images(&board).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_comes_back_after_its_gateway_connection_is_severed() {
    let t = Table::start().await;
    let (alice, bob) = (t.alice.clone(), t.bob.clone());
    let mut table = start_game(&t.double, alice, bob, GameKind::AbandeHex, 7).await;
    play_expecting_board(&t.double, &mut table).await;
    // The connection ends with no close frame: the bot reconnects.
    let before = t.double.gateway_stats();
    let started = std::time::Instant::now();
    t.double.sever_gateway();
    wait::until_true("a new gateway connection", SOON, async || {
        t.double.gateway_stats().connections > before.connections
    })
    .await;
    t.double.wait_for_gateway().await;
    assert!(started.elapsed() < Duration::from_secs(60));
    play_expecting_board(&t.double, &mut table).await;
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_comes_back_after_its_gateway_connection_turns_zombie() {
    let t = Table::start().await;
    let (alice, bob) = (t.alice.clone(), t.bob.clone());
    let mut table = start_game(&t.double, alice, bob, GameKind::AbandeHex, 8).await;
    // Short heartbeats from the next connection on, so a zombie shows soon.
    t.double.set_heartbeat_interval(Duration::from_millis(1500));
    let before = t.double.gateway_stats();
    t.double.drop_gateway_and_session();
    wait::until_true("a new identify", SOON, async || {
        t.double.gateway_stats().identifies > before.identifies
    })
    .await;
    t.double.wait_for_gateway().await;
    play_expecting_board(&t.double, &mut table).await;
    // Heartbeats go unanswered: the bot notices and connects again.
    let before = t.double.gateway_stats();
    let started = std::time::Instant::now();
    t.double.stop_acknowledging_heartbeats();
    wait::until_true("a new gateway connection", SOON, async || {
        t.double.gateway_stats().connections > before.connections
    })
    .await;
    t.double.wait_for_gateway().await;
    assert!(started.elapsed() < Duration::from_secs(60));
    play_expecting_board(&t.double, &mut table).await;
    t.double.assert_clean();
    t.bot.stop().await;
}

/// The moves a message names: its tokens that read as Abande notation.
fn moves_named(content: &str) -> Vec<String> {
    let notation = regex::Regex::new(r"^([a-z]\d{1,2}(-[a-z]\d{1,2})?|pass)$").unwrap();
    content
        .split(|c: char| c.is_whitespace() || ",()*".contains(c))
        .filter(|token| notation.is_match(token))
        .map(str::to_owned)
        .collect()
}

/// Issue 25: Discord fails every post for 20 s, then rate-limits, then
/// recovers, while both players keep moving. Every move shows in the
/// thread exactly once (as its own board or in a "played meanwhile" list),
/// every deferred reply is completed, and nothing is posted twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_move_vanishes_from_the_thread_during_an_outage() {
    const OUTAGE: Duration = Duration::from_secs(20);
    let t = Table::start().await;
    let (alice, bob) = (t.alice.clone(), t.bob.clone());
    let mut table = start_game(&t.double, alice, bob, GameKind::AbandeHex, 25).await;
    play_expecting_board(&t.double, &mut table).await;
    let id = t.game_in(table.thread).await;

    // The outage: every message Discord would create or edit fails (the
    // deferrals get through, so the movers are left "thinking…").
    for route in ["POST /api/v10/channels/", "/api/v10/webhooks/"] {
        t.double.fail_for(route, OUTAGE, 500);
    }
    let outage_over = tokio::time::Instant::now() + OUTAGE;
    for turn in 0..3 {
        if turn == 1 {
            // This one's deferral fails too: Discord drops the interaction.
            t.double.fail_next_on(
                "/callback",
                abande_bot::discord::RETRY_ATTEMPTS as usize,
                500,
            );
        }
        let text = table.pick_move();
        let mover = table.player_to_move().clone();
        let outcome = send_move(
            &t.double,
            &mover,
            table.thread,
            &text,
            Duration::from_secs(3),
        )
        .await;
        assert!(
            !matches!(outcome, MoveOutcome::Board { .. }),
            "no board can be posted during the outage: {outcome:?}"
        );
        table.record(&text);
        let stored = table.game.ply();
        let service = &t.bot.service;
        wait::until_true("the move stored", SOON, async || {
            service.games().load_game(id).await.unwrap().game.ply() == stored
        })
        .await;
    }
    // The outage's length is the scenario, not a wait for something.
    tokio::time::sleep_until(outage_over).await;

    // Then rate limits for a while, and a move meanwhile; then Discord is back.
    t.double.rate_limit_next(4, Duration::from_millis(300));
    play_expecting_posted(&t.double, &mut table).await;
    play_expecting_posted(&t.double, &mut table).await;

    // Everything owed goes out and every deferred reply gets its answer.
    let settled = wait::within(Duration::from_secs(90), async || {
        (t.owed(id).await == 0 && t.double.unanswered_deferrals().is_empty()).then_some(())
    })
    .await;
    assert!(
        settled.is_some(),
        "still owed: {} announcements, deferred replies unanswered: {:?}",
        t.owed(id).await,
        t.double.unanswered_deferrals()
    );

    let public: Vec<RecordedMessage> = t
        .double
        .messages(table.thread)
        .into_iter()
        .filter(|m| !m.is_ephemeral())
        .collect();
    let mut named: Vec<String> = public
        .iter()
        .flat_map(|m| moves_named(&m.content))
        .collect();
    let mut played: Vec<String> = table.game.moves().iter().map(|m| m.to_string()).collect();
    named.sort();
    played.sort();
    let contents: Vec<&str> = public.iter().map(|m| m.content.as_str()).collect();
    assert_eq!(
        named, played,
        "every move exactly once in the thread: {contents:#?}"
    );
    assert!(
        contents
            .iter()
            .any(|c| c.to_lowercase().contains("played meanwhile")),
        "the moves of the outage are listed as played meanwhile: {contents:#?}"
    );
    let boards: Vec<&str> = public
        .iter()
        .filter(|m| !m.attachments.is_empty())
        .map(|m| m.content.as_str())
        .collect();
    let mut distinct = boards.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        boards.len(),
        "a board posted twice: {contents:#?}"
    );
    assert!(boards.len() >= 3, "{contents:#?}");
    t.double.assert_clean();
    t.bot.stop().await;
}
