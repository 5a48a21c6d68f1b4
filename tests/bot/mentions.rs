//! No mass mentions, ever: a player named `@everyone <@&1>` plays a rated
//! game and opens a challenge; every message and edit the bot sends says
//! whom it may ping (never everyone, never a role), and pings only the
//! players it means to (the challenged player, the players of a new game,
//! the player to move).

use crate::support;

use serde_json::json;
use support::bot::button;
use support::table::Table;
use support::wait::{self, SOON};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_named_everyone_pings_nobody_else() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let mallory = t.double.user("@everyone <@&1>");
    let bob = t.bob.clone();
    // A rated game: challenge, accept, moves, a draw offer declined, resignation.
    let challenge = t
        .command(
            &mallory,
            general,
            "challenge",
            json!({"person": {"user": bob.id, "kind": "abande-hex", "color": "black"}}),
        )
        .await;
    assert!(!challenge.is_ephemeral(), "{}", challenge.content);
    t.click(&bob, &challenge, &button(&challenge, "ab:accept:"))
        .await;
    let thread = wait::until("a thread for the game", SOON, async || {
        t.double.threads_of(general).first().cloned()
    })
    .await
    .id;
    t.double
        .wait_for_message(thread, |m| !m.attachments.is_empty())
        .await;
    t.play_ok(&mallory, thread, "d4").await;
    t.play_ok(&bob, thread, "d5").await;
    let offer = t.request(&mallory, thread, "draw").await;
    let decline = offer
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ab:draw:") && id.contains(":no"))
        .expect("a decline button");
    t.click(&bob, &offer, &decline).await;
    t.resign(&bob, thread).await;
    // An open challenge of theirs, and its cancellation.
    let open = t
        .command(
            &mallory,
            general,
            "challenge",
            json!({"open": {"kind": "abalone"}}),
        )
        .await;
    assert!(!open.is_ephemeral(), "{}", open.content);
    t.click(&mallory, &open, &button(&open, "ab:cancel:")).await;
    t.wait_outbox_empty().await;

    t.double.assert_clean();
    let mentions = t.double.mentions();
    assert!(mentions.len() >= 8, "{mentions:#?}");
    for record in &mentions {
        let allowed = &record.allowed_mentions;
        assert!(!allowed.is_null(), "{record:?}");
        let parse = allowed["parse"].as_array().cloned().unwrap_or_default();
        assert!(parse.is_empty(), "nothing parsed, users listed: {record:?}");
        assert!(
            allowed["roles"].as_array().is_none_or(Vec::is_empty),
            "{record:?}"
        );
        assert!(
            record
                .pinged
                .iter()
                .all(|u| [mallory.id, bob.id].contains(u)),
            "only the players are ever pinged: {record:?}"
        );
    }
    let pinged = |id: u64| mentions.iter().filter(|r| r.pinged.contains(&id)).count();
    assert!(
        pinged(bob.id) >= 2,
        "Bob, challenged and to move: {mentions:#?}"
    );
    assert!(pinged(mallory.id) >= 1, "Mallory, to move: {mentions:#?}");
    // Their name shows as text wherever it appears.
    for message in t.double.messages(thread) {
        assert!(!message.content.contains("<@&1>"), "{}", message.content);
        assert!(
            !message.content.contains("@everyone"),
            "{}",
            message.content
        );
    }
}
