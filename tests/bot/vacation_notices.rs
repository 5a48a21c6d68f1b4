//! Vacation notices go through the outbox (#29 item 7): owed with the
//! vacation, so they survive a restart, are retried, and arrive once.

use crate::support;

use serde_json::json;
use support::table::{Table, player_of};
use support::wait::{self, SOON};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_notices_go_out_once_across_a_restart_and_a_lost_answer() {
    // The worker looks every 50 ms; the clock is moved past retry delays.
    let t = Table::with_manual_clock().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;

    // Bob's vacation is stored while the bot is down (by another process):
    // the notice is owed in the database, and the restarted bot sends it.
    let bob = player_of(&t.bob);
    let t = t
        .restart_after(async |service| {
            service.clocks().start_vacation(bob, 3).await.unwrap();
        })
        .await;
    let away = t
        .double
        .wait_for_message(thread, |m| m.content.contains("is on vacation until"))
        .await;
    assert!(
        away.content.contains(&format!("<@{}>", t.alice.id))
            && away.content.contains(&format!("<@{}>", t.bob.id)),
        "{}",
        away.content
    );

    // Bob comes back; the answer to the notice's post is lost, so it is
    // sent again: its nonce makes it one message.
    let route = format!("POST /api/v10/channels/{thread}/messages");
    let posts = |t: &Table| {
        t.double
            .requests()
            .iter()
            .filter(|r| r.contains(&route))
            .count()
    };
    let posts_before = posts(&t);
    t.double.lose_answer_next_on(&route, 1, 500);
    let general = t.double.general_channel();
    let ended = t
        .command(&t.bob, general, "vacation", json!({"end": {}}))
        .await;
    assert!(ended.is_ephemeral(), "{}", ended.content);
    assert!(
        ended.content.contains("your opponent will see it"),
        "{}",
        ended.content
    );
    t.double
        .wait_for_message(thread, |m| m.content.contains("is back from vacation"))
        .await;
    let game = t.game_in(thread).await;
    wait::until_true("every notice settled", SOON, async || {
        // The retries' delays pass, a second at each look.
        t.clock().advance(1);
        t.owed(game).await == 0
    })
    .await;
    let tries = posts(&t) - posts_before;
    assert!(
        tries >= 2,
        "the lost answer made the bot post again ({tries})"
    );
    assert_eq!(t.count(thread, "is on vacation until"), 1, "once");
    assert_eq!(t.count(thread, "is back from vacation"), 1, "once");
    t.double.assert_clean();
    t.bot.stop().await;
}
