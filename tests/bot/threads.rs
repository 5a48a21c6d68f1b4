//! Games' threads (issue #36, "Threads"): when Discord refuses a new
//! game its thread, the players are told why in the channel, once, and the
//! game is played there; a finished game's thread is archived, not locked,
//! after the server's delay, and a new post in it reopens it.

use crate::support;

use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::RecordedMessage;
use support::table::Table;
use support::wait::{self, SOON};

/// Alice challenges Bob to Abande in `channel` and Bob accepts; returns
/// the challenge.
async fn challenge_accepted(t: &Table, channel: u64) -> RecordedMessage {
    let options = json!({"person": {"user": t.bob.id, "kind": "abande-hex", "color": "black"}});
    let challenge = t.command(&t.alice, channel, "challenge", options).await;
    assert!(!challenge.is_ephemeral(), "{}", challenge.content);
    t.click(&t.bob, &challenge, &button(&challenge, "ab:accept:"))
        .await;
    challenge
}

/// Discord refused the thread for `why` (words of the notice): the channel
/// is told once, naming both players, and the game is played there, board
/// and moves, with nothing retried.
async fn played_in_the_channel(t: &Table, channel: u64, why: &str) {
    let notice = t
        .double
        .wait_for_message(channel, |m| {
            m.content.contains("is played here in the channel")
        })
        .await;
    assert!(notice.content.contains(why), "{}", notice.content);
    assert!(
        notice.content.contains(&format!("<@{}>", t.alice.id))
            && notice.content.contains(&format!("<@{}>", t.bob.id)),
        "{}",
        notice.content
    );
    let board = t
        .double
        .wait_for_message(channel, |m| !m.attachments.is_empty())
        .await;
    assert_eq!(decoded_images(&board).len(), 1);
    assert!(t.double.threads_of(channel).is_empty());
    t.play_ok(&t.alice, channel, "d4").await;
    t.play_ok(&t.bob, channel, "d5").await;
    // Once the outbox owes nothing, the delivery worker has nothing left to
    // post: nothing is told twice and no thread is asked for again.
    t.wait_outbox_empty().await;
    assert_eq!(t.count(channel, "is played here in the channel"), 1);
    let asked = t
        .double
        .requests()
        .iter()
        .filter(|r| r.starts_with("POST") && r.ends_with("/threads"))
        .count();
    assert_eq!(asked, 1, "one thread asked for: {:?}", t.double.requests());
    t.double.assert_clean();
}

#[tokio::test]
async fn a_server_with_too_many_active_threads_plays_the_game_in_the_channel() {
    let t = Table::start().await;
    let channel = t.double.general_channel();
    t.double.limit_active_threads(Some(0));
    challenge_accepted(&t, channel).await;
    played_in_the_channel(&t, channel, "as many active threads as Discord allows").await;
    t.bot.stop().await;
}

#[tokio::test]
async fn a_bot_without_thread_permission_plays_the_game_in_the_channel() {
    let t = Table::start().await;
    let channel = t.double.general_channel();
    t.double.forbid_threads(channel, true);
    challenge_accepted(&t, channel).await;
    played_in_the_channel(&t, channel, "may not open threads here").await;
    t.bot.stop().await;
}

/// How many threads the archiver's next pass would archive.
async fn threads_due_for_archive(t: &Table) -> usize {
    let due = t.bot.service.upkeep().threads_to_archive().await.unwrap();
    due.len()
}

/// The server archives finished games' threads after 2 hours: a game's
/// thread stays open after its final board, is archived (never locked)
/// once the delay is over, even across a restart, and a new post in it
/// reopens it.
#[tokio::test]
async fn a_finished_games_thread_is_archived_after_the_servers_delay() {
    let t = Table::with_manual_clock().await;
    let general = t.double.general_channel();
    let saved = t
        .command(
            &t.alice,
            general,
            "settings",
            json!({"threads": {"archive_after_hours": 2}}),
        )
        .await;
    assert!(saved.is_ephemeral(), "{}", saved.content);
    assert!(
        saved.content.contains("archived 2 h after the final board"),
        "{}",
        saved.content
    );
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let service = t.bot.service.clone();
    let game = t.game_in(thread).await;
    t.resign(&t.bob, thread).await;
    let due = wait::until("the archive scheduled", SOON, async || {
        service.upkeep().thread_archive_at(game).await.unwrap()
    })
    .await;
    assert_eq!(due, support::service_env::T0 + 2 * 3600);

    // An hour on, players still talk there: nothing is archived. The
    // archiver's next pass archives what `threads_to_archive` gives: none.
    t.clock().advance(3600);
    assert_eq!(threads_due_for_archive(&t).await, 0);
    assert!(!t.double.is_archived(thread));
    assert!(t.double.channel_patches(thread).is_empty());

    // The bot restarts; once the delay is over the thread is archived.
    let t = t.restart().await;
    t.clock().advance(3600);
    wait::until_true("the thread archived", SOON, async || {
        t.double.is_archived(thread)
    })
    .await;
    assert_eq!(
        t.double.channel_patches(thread),
        vec![json!({"archived": true})]
    );
    // The archive is recorded once Discord answered the PATCH.
    let service = t.bot.service.clone();
    wait::until_true("the archive recorded", SOON, async || {
        service
            .upkeep()
            .thread_archive_at(game)
            .await
            .unwrap()
            .is_none()
    })
    .await;
    // Later passes leave it alone: none of them is given it again.
    t.clock().advance(3600);
    assert_eq!(threads_due_for_archive(&t).await, 0);
    assert_eq!(t.double.channel_patches(thread).len(), 1);

    // A new post in it (the board asked for again) reopens it.
    let board = t.command(&t.alice, thread, "board", json!({})).await;
    assert_eq!(board.channel_id, thread);
    assert!(!t.double.is_archived(thread), "a post reopens the thread");
    t.double.assert_clean();
    t.bot.stop().await;
}
