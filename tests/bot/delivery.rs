//! Nothing said is lost: announcements through Discord's rate limits and
//! outages, each arriving once and in order (the outbox, `delivery.rs`).

use crate::support;

use std::time::{Duration, Instant};

use abande_rules::GameKind;
use serde_json::json;
use support::bot::decoded_images;
use support::random_games::start_game;
use support::service_env::HOUR;
use support::table::{Table, boards_in};
use support::wait::{self, SOON};

/// Every message a bot creates in a channel, and the DMs it sends.
const MESSAGE_POSTS: &str = "POST /api/v10/channels/";
/// Follow-ups to interactions (the board as the mover's reply).
const FOLLOW_UPS: &str = "POST /api/v10/webhooks/";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_is_waited_out_for_its_whole_retry_after_and_nothing_is_lost() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    // Bob moves from the main channel: his board goes to the thread as a
    // channel message, which Discord rate limits for 2 s.
    t.double
        .rate_limit_next_on(MESSAGE_POSTS, 1, Duration::from_secs(2));
    let asked = Instant::now();
    let general = t.double.general_channel();
    let confirmation = t
        .command(&t.bob, general, "move", json!({"move": "d5"}))
        .await;
    assert!(
        confirmation.content.contains("board posted"),
        "{}",
        confirmation.content
    );
    assert!(
        asked.elapsed() >= Duration::from_secs(2),
        "the post waited for retry_after"
    );
    let boards: Vec<_> = t
        .double
        .messages(thread)
        .into_iter()
        .filter(|m| m.content.contains("played **d5**"))
        .collect();
    assert_eq!(boards.len(), 1, "posted once");
    assert_eq!(decoded_images(&boards[0]).len(), 1);
    // The double records any call that came before retry_after as a violation.
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_minute_of_failing_message_posts_loses_nothing_and_doubles_nothing() {
    let t = Table::start().await;
    let mut game = start_game(
        &t.double,
        t.alice.clone(),
        t.bob.clone(),
        GameKind::AbandeHex,
        7,
    )
    .await;
    let thread = game.thread;
    t.command(&t.bob, thread, "notify", json!({"dm": "on"}))
        .await;
    let id = t.game_in(thread).await;
    let boards_before = boards_in(&t, thread);

    let outage = Duration::from_secs(60);
    let started = Instant::now();
    t.double.fail_for(MESSAGE_POSTS, outage, 500);
    t.double.fail_for(FOLLOW_UPS, outage, 500);
    // Three moves while every message post fails: each is stored.
    let mut played = Vec::new();
    for _ in 0..3 {
        let text = game.pick_move();
        let mover = game.player_to_move().clone();
        let plies = game.game.ply();
        t.double
            .slash(&mover, thread, "move", json!({"move": text}))
            .await;
        let what = format!("{text} stored during the outage");
        wait::until_true(&what, Duration::from_secs(10), async || {
            t.ply_of(id).await > plies
        })
        .await;
        game.record(&text);
        played.push(text);
    }
    assert_eq!(boards_in(&t, thread), boards_before, "no board got through");
    assert!(
        started.elapsed() < outage,
        "the moves fell inside the outage"
    );

    // After the outage: one board announcing all three moves, in order, and
    // the DM that it is Bob's turn, each once.
    let board = t
        .double
        .wait_for_message_within(thread, Duration::from_secs(150), |m| {
            m.content.contains("played meanwhile")
        })
        .await;
    let positions: Vec<usize> = played
        .iter()
        .map(|m| {
            board
                .content
                .find(m.as_str())
                .expect("every move is listed")
        })
        .collect();
    assert!(positions.is_sorted(), "in order: {}", board.content);
    assert_eq!(decoded_images(&board).len(), 1);
    wait::until_true("Bob's turn DM", SOON, async || {
        !t.double.direct_messages(t.bob.id).is_empty()
    })
    .await;
    // Once the game owes nothing, nothing more of it can be posted.
    t.wait_settled(id).await;
    assert_eq!(t.count(thread, "played meanwhile"), 1, "once");
    assert_eq!(t.double.direct_messages(t.bob.id).len(), 1, "one DM");
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_and_a_loss_on_time_due_during_an_outage_arrive_once_after_it() {
    let t = Table::with_manual_clock().await;
    // Game B's turn started ten hours before game A's: B's time is up
    // while A's player is reminded that a tenth of their time is left.
    // (Two moves each: before both players moved, time up is an abort.)
    let b = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, b, "d4").await;
    t.play_ok(&t.bob, b, "d5").await;
    t.clock().advance(10 * HOUR);
    let a = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, a, "d4").await;
    t.play_ok(&t.bob, a, "d5").await;
    t.clock().advance(40 * HOUR);
    for thread in [a, b] {
        t.double
            .wait_for_message(thread, |m| m.content.contains("half your time"))
            .await;
    }

    let (game_a, game_b) = (t.game_in(a).await, t.game_in(b).await);
    let posts_to = |channel: u64| {
        let route = format!("POST /api/v10/channels/{channel}/messages");
        t.double.requests().iter().filter(|r| **r == route).count()
    };
    let tried_before = posts_to(a) + posts_to(b);
    t.double
        .fail_for(MESSAGE_POSTS, Duration::from_secs(60), 500);
    // 75 h after B's last move, 65 h after A's.
    t.clock().advance(25 * HOUR);
    // Both are owed and the worker tried to post during the outage.
    wait::until_true("both owed, a post refused", SOON, async || {
        t.owed(game_a).await > 0
            && t.owed(game_b).await > 0
            && posts_to(a) + posts_to(b) > tried_before
    })
    .await;
    assert_eq!(t.count(b, "ran out of time"), 0, "not during the outage");
    assert_eq!(t.count(a, "only a tenth"), 0, "not during the outage");
    // Discord is back; the retries' delays pass.
    t.double.clear_failures();
    t.clock().advance(120);
    t.double
        .wait_for_message(b, |m| m.content.contains("ran out of time"))
        .await;
    t.double
        .wait_for_message(a, |m| m.content.contains("only a tenth"))
        .await;
    t.clock().advance(120);
    // Nothing more is due nor owed: nothing more can be posted.
    t.assert_nothing_due().await;
    t.wait_settled(game_a).await;
    t.wait_settled(game_b).await;
    assert_eq!(t.count(b, "ran out of time"), 1);
    assert_eq!(t.count(a, "only a tenth"), 1);
    assert_eq!(t.count(a, "half your time"), 1);
    t.double.assert_clean();
    t.bot.stop().await;
}

/// Issue 29: a global 429 closes the API for a while, but not to the
/// answers to interactions (Discord does not count them): another player's
/// deferral and board reply are not held behind the pause.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_rate_limit_does_not_hold_the_answers_to_interactions() {
    const PAUSE: Duration = Duration::from_secs(4);
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let (carol, dave) = (t.double.user("carol"), t.double.user("dave"));
    let mut other = start_game(&t.double, carol, dave, GameKind::AbandeHex, 29).await;
    let text = other.pick_move();
    let mover = other.player_to_move().clone();

    // Bob moves from the main channel: his board goes to the thread as a
    // channel message, and Discord answers it with a global 429.
    t.double
        .rate_limit_globally_next_on(MESSAGE_POSTS, 1, PAUSE);
    let general = t.double.general_channel();
    let posts = || {
        let requests = t.double.requests();
        requests
            .iter()
            .filter(|r| r.starts_with(MESSAGE_POSTS))
            .count()
    };
    let posts_before = posts();
    let bob_asked = Instant::now();
    let bobs_move = t.command(&t.bob, general, "move", json!({"move": "d5"}));
    let carols_move = async {
        // Carol moves once Bob's board was answered the global 429.
        wait::until_true("Bob's board posted", SOON, async || posts() > posts_before).await;
        let handle = t
            .double
            .slash(&mover, other.thread, "move", json!({"move": text}))
            .await;
        let board = handle
            .try_final_message(Duration::from_secs(10))
            .await
            .expect("Carol's move is answered");
        (handle, board)
    };
    let (bobs_confirmation, (handle, board)) = tokio::join!(bobs_move, carols_move);
    assert!(
        bob_asked.elapsed() >= PAUSE,
        "Bob's board waited out the pause"
    );
    assert!(
        bobs_confirmation.content.contains("board posted"),
        "{}",
        bobs_confirmation.content
    );
    let deferred_after = handle.callbacks()[0]
        .received_at
        .saturating_duration_since(handle.sent_at());
    let answered_after = board.updated_at.saturating_duration_since(handle.sent_at());
    assert!(
        deferred_after < Duration::from_secs(1),
        "deferral held {deferred_after:?}"
    );
    assert!(
        answered_after < PAUSE - Duration::from_secs(1),
        "the board reply was held {answered_after:?} behind the global pause"
    );
    assert_eq!(decoded_images(&board).len(), 1);
    // The double records any other call made during the pause.
    t.double.assert_clean();
    t.bot.stop().await;
}

fn boards_naming(t: &Table, channel: u64, needle: &str) -> usize {
    t.double
        .messages(channel)
        .iter()
        .filter(|m| !m.attachments.is_empty() && m.content.contains(needle))
        .count()
}

/// Issue 29: the request's own board post carries the board's nonce, so
/// its retry after a lost answer creates no second board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_whose_answer_was_lost_is_posted_once() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let route = format!("POST /api/v10/channels/{thread}/messages");
    let tries_before = t.double.requests().iter().filter(|r| **r == route).count();
    t.double.lose_answer_next_on(&route, 1, 500);
    let general = t.double.general_channel();
    let confirmation = t
        .command(&t.bob, general, "move", json!({"move": "d5"}))
        .await;
    assert!(
        confirmation.content.contains("board posted"),
        "{}",
        confirmation.content
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    let tries = t.double.requests().iter().filter(|r| **r == route).count() - tries_before;
    assert!(
        tries >= 2,
        "the lost answer made the bot post again ({tries})"
    );
    assert_eq!(boards_naming(&t, thread, "played **d5**"), 1, "posted once");
    t.double.assert_clean();
    t.bot.stop().await;
}

/// Issue 29: Discord forgets a nonce after a few minutes. A board the
/// outbox posts after that first looks for its own earlier message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_posted_again_after_discord_forgot_its_nonce_is_found_not_doubled() {
    let t = Table::start().await;
    t.double.set_limits(support::discord_double::Limits {
        nonce_window: Duration::from_millis(200),
        ..Default::default()
    });
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let route = format!("POST /api/v10/channels/{thread}/messages");
    // Bob's board reaches the thread but its answer is lost, and the
    // request's next tries fail: the outbox takes the board over, after
    // Discord has forgotten the nonce.
    t.double.lose_answer_next_on(&route, 1, 500);
    t.double.fail_next_on(
        &route,
        abande_bot::discord::RETRY_ATTEMPTS as usize - 1,
        500,
    );
    let general = t.double.general_channel();
    let answer = t
        .command(&t.bob, general, "move", json!({"move": "d5"}))
        .await;
    assert!(
        answer.content.contains("Your move is saved"),
        "{}",
        answer.content
    );
    let id = t.game_in(thread).await;
    t.wait_settled(id).await;
    assert_eq!(
        boards_naming(&t, thread, "played **d5**"),
        1,
        "found, not posted again"
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn six_hundred_rows_discord_refuses_do_not_stall_a_board_behind_them() {
    let t = Table::start().await;
    // Game A is in a channel the bot may no longer post in: 600 reminders
    // owed there (Discord answers 403 Missing Access to each).
    let closed = t.double.add_text_channel("closed");
    let a = support::table::open_game_in(&t.double, closed, &t.alice, &t.bob, "abande-hex").await;
    t.double.forbid_posting(closed, true);
    let thread_b = t.start_game("abande-hex").await;
    let pool = sqlx::SqlitePool::connect(&t.url).await.unwrap();
    let (game_a, version): (i64, i64) =
        sqlx::query_as("SELECT id, version FROM games WHERE thread_id = ?")
            .bind(a.thread.id as i64)
            .fetch_one(&pool)
            .await
            .unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    for _ in 0..600 {
        sqlx::query(
            "INSERT INTO announcements (kind, detail, game_id, version, at_ply, created_at, claimed_until)
             VALUES ('reminder', 'half_used', ?, ?, 0, ?, 0)",
        )
        .bind(game_a)
        .bind(version)
        .bind(now)
        .execute(&pool)
        .await
        .unwrap();
    }
    // An unreadable row is set aside, not retried forever.
    sqlx::query(
        "INSERT INTO announcements (kind, detail, game_id, version, at_ply, created_at, claimed_until)
         VALUES ('reminder', 'no_such_reminder', ?, ?, 0, ?, 0)",
    )
    .bind(game_a)
    .bind(version)
    .bind(now)
    .execute(&pool)
    .await
    .unwrap();
    // In game B, the mover's own post of the board fails: the outbox owes
    // it now, behind the 601 rows.
    t.double.fail_next_on(
        &format!("POST /api/v10/channels/{thread_b}/messages"),
        1,
        403,
    );
    let general = t.double.general_channel();
    let (game_b,): (i64,) = sqlx::query_as("SELECT id FROM games WHERE thread_id = ?")
        .bind(thread_b as i64)
        .fetch_one(&pool)
        .await
        .unwrap();
    let options = json!({"move": "d4", "game": game_b.to_string()});
    t.command(&t.alice, general, "move", options).await;
    let asked = Instant::now();
    let arrived = tokio::time::timeout(
        Duration::from_secs(5),
        t.double.wait_for_message(thread_b, |m| {
            m.content.contains("d4") && !m.attachments.is_empty()
        }),
    )
    .await;
    assert!(
        arrived.is_ok(),
        "the board of game B never came out from behind game A's rows"
    );
    assert!(asked.elapsed() < Duration::from_secs(5));
    // Game A's rows are tried a bounded number of times each, then dead.
    let tries: i64 =
        sqlx::query_scalar("SELECT MAX(attempts) FROM announcements WHERE game_id = ?")
            .bind(game_a)
            .fetch_one(&pool)
            .await
            .unwrap();
    assert!(tries <= 3, "{tries} tries");
    pool.close().await;
    t.double.assert_clean();
}
