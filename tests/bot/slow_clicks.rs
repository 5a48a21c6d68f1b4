//! Slow clicks are deferred (#29 item 6): Discord drops a click not
//! answered within 3 s. A button whose work waits on a database under load
//! acknowledges at once and answers when the work is done.

use crate::support;

use std::time::Duration;

use serde_json::json;
use sqlx::{Connection, Executor};
use support::bot::{button, decoded_images};
use support::discord_double::{
    DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE, InteractionHandle, RecordedMessage,
};
use support::table::{Table, wait_for_new_thread};

/// Longer than Discord waits for a click's first answer.
const BUSY: Duration = Duration::from_millis(3500);

/// Another writer holds the bot's SQLite database for [`BUSY`] (a database
/// under load): every write of the bot waits for it. Returns once the lock
/// is held; the task ends when it is given back.
async fn hold_the_database(url: &str) -> tokio::task::JoinHandle<()> {
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    conn.execute("BEGIN IMMEDIATE").await.unwrap();
    tokio::spawn(async move {
        // How long the lock is held is the scenario, not a wait.
        tokio::time::sleep(BUSY).await;
        conn.execute("COMMIT").await.unwrap();
        conn.close().await.unwrap();
    })
}

/// Checks that `click` was acknowledged with `kind` well within Discord's
/// 3 s, although its work waited on the database.
async fn acknowledged_at_once(click: &InteractionHandle, kind: u64) {
    let first = click.callback().await;
    let after = first.received_at.saturating_duration_since(click.sent_at());
    assert_eq!(first.kind, kind, "the first answer is a deferral");
    assert!(after < Duration::from_secs(1), "deferred after {after:?}");
}

async fn challenge(t: &Table) -> RecordedMessage {
    let options = json!({"person": {"user": t.bob.id, "kind": "abande-hex", "color": "black"}});
    let general = t.double.general_channel();
    let challenge = t.command(&t.alice, general, "challenge", options).await;
    assert!(!challenge.is_ephemeral(), "{}", challenge.content);
    challenge
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_while_the_database_is_busy_is_deferred_then_answered() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let challenge = challenge(&t).await;
    let accept = button(&challenge, "ab:accept:");

    // Carol may not accept Bob's challenge: refused, privately, after the wait.
    let carol = t.double.user("carol");
    let busy = hold_the_database(&t.url).await;
    let refused = t.double.click(&carol, &challenge, &accept).await;
    acknowledged_at_once(&refused, DEFERRED_UPDATE_MESSAGE).await;
    let reason = refused.final_message().await;
    assert!(reason.is_ephemeral(), "{}", reason.content);
    assert!(reason.content.contains("Only"), "{}", reason.content);
    busy.await.unwrap();
    let unchanged = t.double.message(challenge.id).unwrap();
    assert_eq!(unchanged.content, challenge.content, "the challenge stands");

    // Bob accepts while the database is busy again: the challenge message
    // says so once the game is stored, and the game's board follows.
    let busy = hold_the_database(&t.url).await;
    let accepted = t.double.click(&t.bob, &challenge, &accept).await;
    acknowledged_at_once(&accepted, DEFERRED_UPDATE_MESSAGE).await;
    let answered = accepted.final_message().await;
    assert_eq!(answered.id, challenge.id, "the clicked message is edited");
    assert!(
        answered.content.contains("Accepted by"),
        "{}",
        answered.content
    );
    assert!(answered.components.is_empty(), "its buttons are gone");
    busy.await.unwrap();
    let thread = wait_for_new_thread(&t.double, general, 0).await;
    let board = t
        .double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;
    assert_eq!(decoded_images(&board).len(), 1);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_asked_while_the_database_is_busy_is_answered_privately() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5"]).await;
    let last = t.resign(&t.bob, thread).await;
    let rematch = button(&last, "ab:rematch:");
    let busy = hold_the_database(&t.url).await;
    let asked = t.double.click(&t.bob, &last, &rematch).await;
    acknowledged_at_once(&asked, DEFERRED_CHANNEL_MESSAGE).await;
    assert!(asked.is_ephemeral().await, "a private deferral");
    let answer = asked.final_message().await;
    assert!(answer.is_ephemeral(), "{}", answer.content);
    assert!(answer.content.contains("rematch"), "{}", answer.content);
    busy.await.unwrap();
    let unchanged = t.double.message(last.id).unwrap();
    assert_eq!(
        unchanged.content, last.content,
        "the board is left as it was"
    );
    t.double.assert_clean();
    t.bot.stop().await;
}
