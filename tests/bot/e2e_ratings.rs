//! End to end: open challenges (ten players race for one), rated results in
//! the final message, and the Rematch button.

use crate::support;

use serde_json::json;
use support::bot::{button, decoded_images};
use support::table::Table;
use support::wait::{self, SOON};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_players_pressing_accept_on_an_open_challenge_start_one_game() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let open = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"open": {"kind": "abalone"}}),
        )
        .await;
    assert!(!open.is_ephemeral(), "{}", open.content);
    assert!(open.content.contains("Open challenge"), "{}", open.content);
    assert!(
        open.content.contains("1500?"),
        "the challenger's rating: {}",
        open.content
    );
    let accept = button(&open, "ab:accept:");
    let takers: Vec<_> = (0..10)
        .map(|i| t.double.user(&format!("taker{i}")))
        .collect();
    let clicks = takers
        .iter()
        .map(|taker| t.double.click(taker, &open, &accept));
    let handles = futures_util::future::join_all(clicks).await;
    let mut taken = 0;
    for handle in &handles {
        let answer = handle.final_message().await;
        if answer.is_ephemeral() {
            assert!(
                answer
                    .content
                    .contains("Someone else accepted this challenge first"),
                "{}",
                answer.content
            );
            taken += 1;
        }
    }
    assert_eq!(taken, 9, "nine are told it was taken");
    let thread = wait::until("one game thread", SOON, async || {
        t.double.threads_of(general).first().cloned()
    })
    .await;
    t.double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;
    // Every click is answered; once the outbox owes nothing too, nothing
    // more can open a thread.
    t.wait_outbox_empty().await;
    assert_eq!(t.double.threads_of(general).len(), 1, "exactly one game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_through_the_buttons_swaps_colours() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5"]).await;
    let last = t.resign(&t.bob, thread).await;
    assert!(last.content.contains("Ratings:"), "{}", last.content);
    assert!(
        last.content.contains("(+"),
        "the winner's gain: {}",
        last.content
    );
    assert_eq!(decoded_images(&last).len(), 1);
    let rematch = button(&last, "ab:rematch:");
    // Bob asks first: a challenge to Alice, Bob now asking for Black.
    let asked = t
        .double
        .click(&t.bob, &last, &rematch)
        .await
        .final_message()
        .await;
    assert!(asked.is_ephemeral(), "{}", asked.content);
    assert!(asked.content.contains("rematch"), "{}", asked.content);
    let challenge = t
        .double
        .wait_for_message(general, |m| m.content.contains("challenges you again"))
        .await;
    assert!(
        challenge.content.contains(&format!("<@{}>", t.alice.id)),
        "{}",
        challenge.content
    );
    assert!(
        challenge.content.contains("plays Black"),
        "{}",
        challenge.content
    );
    // Alice presses Rematch too: the game starts at once.
    let before = t.double.threads_of(general).len();
    let begins = t
        .double
        .click(&t.alice, &last, &rematch)
        .await
        .final_message()
        .await;
    assert!(
        begins.content.contains("rematch begins"),
        "{}",
        begins.content
    );
    let again = wait::until("a thread for the rematch", SOON, async || {
        t.double.threads_of(general).get(before).cloned()
    })
    .await;
    assert!(
        again.name.contains("bob vs alice"),
        "colours swapped: {}",
        again.name
    );
    let board = t
        .double
        .wait_for_message(again.id, |m| !m.attachments.is_empty())
        .await;
    assert!(
        board.content.contains(&format!("<@{}>", t.bob.id)),
        "{}",
        board.content
    );
}
