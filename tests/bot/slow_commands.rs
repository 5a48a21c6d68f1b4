//! Every command answers within Discord's 3 s however slow the database
//! (#37): not only `/move`, `/pass` and `/resign`, but `/board`, `/draw`,
//! `/games`, `/stats`... are deferred privately once they have waited
//! 1.5 s (`commands::deferring_action`, one place for all), then answered.
//! A public answer (a draw offer) whose reply was deferred is posted in
//! the game's channel, the caller told privately where.

use crate::support;

use std::time::Duration;

use serde_json::{Value, json};
use sqlx::{Connection, Executor};
use support::bot::{COMMANDS, RunningBot, config_for};
use support::discord_double::{
    DEFERRED_CHANNEL_MESSAGE, DiscordDouble, DoubleUser, EPHEMERAL_FLAG, RecordedMessage,
};
use support::table::{Table, open_game};
use support::wait;

/// Discord's limit on the first response.
const ACKNOWLEDGED_WITHIN: Duration = Duration::from_secs(3);

/// Sends `/name options` as `user` in `channel`: the first response is a
/// private deferral within 3 s, and the answer (private) comes after.
async fn deferred_then_answered(
    double: &DiscordDouble,
    user: &DoubleUser,
    channel: u64,
    name: &str,
    options: Value,
) -> RecordedMessage {
    let handle = double.slash(user, channel, name, options).await;
    let answer = handle
        .try_final_message(Duration::from_secs(20))
        .await
        .unwrap_or_else(|| panic!("/{name}: no answer"));
    let first = handle.callbacks()[0].clone();
    let after = first
        .received_at
        .saturating_duration_since(handle.sent_at());
    assert!(
        after <= ACKNOWLEDGED_WITHIN,
        "/{name}: first response after {after:?}"
    );
    assert_eq!(first.kind, DEFERRED_CHANNEL_MESSAGE, "/{name}: deferred");
    assert_ne!(
        first.data["flags"].as_u64().unwrap_or(0) & EPHEMERAL_FLAG,
        0,
        "/{name}: deferred privately"
    );
    assert!(answer.is_ephemeral(), "/{name}: {}", answer.content);
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_postgres_stopped_every_command_is_deferred_in_time() {
    let Some(server) = support::postgres::OwnServer::start("slow_commands::postgres_stopped")
    else {
        return;
    };
    let url = server.fresh_database("abande_slow_commands").await;
    let double = DiscordDouble::start().await;
    let bot = RunningBot::start_with_config(config_for(&double, &url)).await;
    double.wait_for_commands(&COMMANDS).await;
    let (alice, bob) = (double.user("alice"), double.user("bob"));
    let thread = open_game(&double, &alice, &bob, "abande-hex")
        .await
        .thread
        .id;

    server.stop();
    for (name, options) in [
        ("board", json!({})),
        ("draw", json!({})),
        ("takeback", json!({})),
        ("games", json!({})),
        ("stats", json!({})),
        ("history", json!({})),
    ] {
        let answer = deferred_then_answered(&double, &alice, thread, name, options).await;
        assert!(
            answer.content.contains("database did not answer"),
            "/{name}: {}",
            answer.content
        );
    }

    server.start_again();
    wait::until_true("the database again", Duration::from_secs(30), async || {
        bot.service.games().game_for_thread(thread).await.is_ok()
    })
    .await;
    // A fast answer is not deferred: the board is the public reply.
    let handle = double.slash(&alice, thread, "board", json!({})).await;
    let board = handle.final_message().await;
    assert!(!board.is_ephemeral(), "{}", board.content);
    assert_eq!(board.attachments.len(), 1);
    double.assert_clean();
    bot.stop().await;
}

/// Another writer holds the bot's SQLite database for `busy` (a database
/// under load): every write of the bot waits for it. Returns once the lock
/// is held; the task ends when it is given back.
async fn hold_the_database(url: &str, busy: Duration) -> tokio::task::JoinHandle<()> {
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    conn.execute("BEGIN IMMEDIATE").await.unwrap();
    tokio::spawn(async move {
        // How long the lock is held is the scenario, not a wait.
        tokio::time::sleep(busy).await;
        conn.execute("COMMIT").await.unwrap();
        conn.close().await.unwrap();
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_on_a_busy_database_is_deferred_and_posted_in_the_thread() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;

    let busy = hold_the_database(&t.url, Duration::from_millis(3500)).await;
    let answer = deferred_then_answered(&t.double, &t.bob, thread, "draw", json!({})).await;
    busy.await.unwrap();
    assert!(
        answer.content.contains("Sent to the game"),
        "{}",
        answer.content
    );
    // The offer is public in the thread, for Alice to answer.
    let offer = t
        .double
        .wait_for_message(thread, |m| {
            !m.is_ephemeral() && m.custom_ids().iter().any(|id| id.starts_with("ab:draw:"))
        })
        .await;
    assert!(
        offer.content.contains(&format!("<@{}>", t.alice.id)),
        "{}",
        offer.content
    );
    assert!(
        answer.content.contains(&offer.id.to_string()),
        "{}",
        answer.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}
