//! `/block` and `/unblock` through the bot against the Discord double, on
//! both backends: a blocked player's challenge is refused privately with a
//! sentence that does not say why, so is their accepting an open
//! challenge; the list, the export and forgetting; unblocking restores.
//! And `/settings challenges`: how long a challenge stays open, which its
//! message states.

use crate::support;

use std::io::Write;

use serde_json::json;
use support::bot::button;
use support::discord_double::{DoubleUser, RecordedMessage};
use support::service_env::Backend;
use support::table::Table;

use abande_bot::model::UserId;

macro_rules! on_both_backends {
    ($name:ident, $body:ident) => {
        mod $name {
            use super::*;

            #[tokio::test]
            async fn sqlite() {
                $body(Backend::Sqlite, concat!(stringify!($name), "::sqlite")).await;
            }

            #[tokio::test]
            async fn postgres() {
                $body(Backend::Postgres, concat!(stringify!($name), "::postgres")).await;
            }
        }
    };
}

/// The text of the export attached to `reply`.
fn export_text(reply: &RecordedMessage) -> String {
    assert_eq!(reply.attachments.len(), 1, "{}", reply.content);
    let mut text = flate2::write::GzDecoder::new(Vec::new());
    text.write_all(&reply.attachments[0].bytes)
        .expect("a gzip file");
    String::from_utf8(text.finish().expect("a whole gzip file")).expect("text")
}

/// The lines of the export's `blocks` section.
fn blocks_section(text: &str) -> Vec<String> {
    let rest = text.split_once("== blocks\n").expect("a blocks section").1;
    rest.lines()
        .take_while(|l| !l.starts_with("== "))
        .map(str::to_string)
        .collect()
}

/// A private answer of `t`'s bot.
fn private(reply: RecordedMessage) -> RecordedMessage {
    assert!(
        reply.is_ephemeral(),
        "answered privately: {}",
        reply.content
    );
    reply
}

/// `by` uses `/block` with `options` in the general channel.
async fn block(t: &Table, by: &DoubleUser, options: serde_json::Value) -> RecordedMessage {
    private(
        t.command(by, t.double.general_channel(), "block", options)
            .await,
    )
}

/// Alice posts an open challenge in the general channel.
async fn open_challenge(t: &Table) -> RecordedMessage {
    let general = t.double.general_channel();
    let posted = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"open": {"kind": "abande-hex"}}),
        )
        .await;
    assert!(!posted.is_ephemeral(), "{}", posted.content);
    posted
}

const REFUSAL: &str = "alice is not taking challenges from you now.";

on_both_backends!(blocking_a_player_through_the_bot, blocking);

async fn blocking(backend: Backend, test: &str) {
    let Some(t) = Table::on(backend, test).await else {
        return;
    };
    let general = t.double.general_channel();
    let (alice, bob) = (&t.alice, &t.bob);
    let carol = t.double.user("carol");

    // Nobody blocked yet; blocking oneself or the bot is refused with the reason.
    let empty = block(&t, alice, json!({})).await;
    assert!(
        empty.content.contains("You block nobody"),
        "{}",
        empty.content
    );
    let me = block(&t, alice, json!({"user": alice.id})).await;
    assert!(
        me.content.contains("You cannot block yourself."),
        "{}",
        me.content
    );
    let bot = t.double.bot_user();
    let the_bot = block(&t, alice, json!({"user": bot.id})).await;
    assert!(
        the_bot.content.contains("I send no challenges"),
        "{}",
        the_bot.content
    );

    // Alice blocks Bob, privately; Bob is not told.
    let before = t.double.messages(general).len();
    let done = block(&t, alice, json!({"user": bob.id})).await;
    assert!(
        done.content
            .contains(&format!("You now block <@{}>", bob.id)),
        "{}",
        done.content
    );
    let list = block(&t, alice, json!({})).await;
    assert!(
        list.content
            .contains(&format!("You block one player: <@{}>.", bob.id)),
        "{}",
        list.content
    );

    // Bob's challenge to Alice: refused privately, without saying why,
    // and nothing is posted.
    let options = json!({"person": {"user": alice.id, "kind": "abande-hex"}});
    let refused = private(t.command(bob, general, "challenge", options.clone()).await);
    assert!(refused.content.contains(REFUSAL), "{}", refused.content);
    assert!(!refused.content.to_lowercase().contains("block"));
    let public_after = |t: &Table| {
        t.double.messages(general)[before..]
            .iter()
            .filter(|m| !m.is_ephemeral())
            .count()
    };
    assert_eq!(public_after(&t), 0, "no challenge was posted");

    // Alice's open challenge: Bob cannot accept it, Carol can.
    let first = open_challenge(&t).await;
    let accept = button(&first, "ab:accept:");
    let not_bob = private(t.click_reply(bob, &first, &accept).await);
    assert!(not_bob.content.contains(REFUSAL), "{}", not_bob.content);
    let service = &t.bot.service;
    assert!(
        service
            .history()
            .active_games(UserId(bob.id))
            .await
            .unwrap()
            .is_empty()
    );
    t.click(&carol, &first, &accept).await;
    assert_eq!(
        service
            .history()
            .active_games(UserId(carol.id))
            .await
            .unwrap()
            .len(),
        1
    );

    // The export lists the block.
    let dm = t.double.dm_channel(alice);
    let export = private(t.command(alice, dm, "privacy", json!({"export": {}})).await);
    let blocks = blocks_section(&export_text(&export));
    assert_eq!(blocks.len(), 1, "{blocks:?}");
    assert!(
        blocks[0].contains(&format!("\"blocked\":\"{}\"", bob.id)),
        "{blocks:?}"
    );

    // Unblocking restores: Bob's challenge is posted and Alice accepts it.
    let undone = private(
        t.command(alice, general, "unblock", json!({"user": bob.id}))
            .await,
    );
    assert!(
        undone.content.contains("You no longer block"),
        "{}",
        undone.content
    );
    let again = private(
        t.command(alice, general, "unblock", json!({"user": bob.id}))
            .await,
    );
    assert!(
        again.content.contains("You do not block"),
        "{}",
        again.content
    );
    let posted = t.command(bob, general, "challenge", options).await;
    assert!(!posted.is_ephemeral(), "{}", posted.content);
    t.click(alice, &posted, &button(&posted, "ab:accept:"))
        .await;
    assert_eq!(
        service
            .history()
            .active_games(UserId(bob.id))
            .await
            .unwrap()
            .len(),
        1
    );

    // Blocked again, then Alice erases her data: her blocks go with it.
    block(&t, alice, json!({"user": carol.id})).await;
    let ask = private(t.command(alice, dm, "privacy", json!({"forget": {}})).await);
    let forgotten = t
        .click_reply(alice, &ask, &button(&ask, "ab:forget:"))
        .await;
    assert!(
        forgotten.content.contains("you are now deleted player #1"),
        "{}",
        forgotten.content
    );
    assert!(
        service
            .settings()
            .blocked_players(UserId(alice.id))
            .await
            .unwrap()
            .is_empty()
    );
    let empty = block(&t, alice, json!({})).await;
    assert!(
        empty.content.contains("You block nobody"),
        "{}",
        empty.content
    );
    let export = private(t.command(alice, dm, "privacy", json!({"export": {}})).await);
    assert!(blocks_section(&export_text(&export)).is_empty());
    t.double.assert_clean();
}

on_both_backends!(the_server_sets_how_long_challenges_stay_open, open_hours);

async fn open_hours(backend: Backend, test: &str) {
    let Some(t) = Table::on(backend, test).await else {
        return;
    };
    let general = t.double.general_channel();
    let settings = |options| t.command(&t.alice, general, "settings", options);
    let shown = private(settings(json!({"show": {}})).await);
    assert!(
        shown
            .content
            .contains("Challenges: open 24 h before they expire"),
        "{}",
        shown.content
    );
    let refused = private(settings(json!({"challenges": {"open_hours": 400}})).await);
    assert!(
        refused
            .content
            .contains("A challenge stays open 1 to 336 hours; 400 is not. Nothing was changed."),
        "{}",
        refused.content
    );
    let saved = private(settings(json!({"challenges": {"open_hours": 3}})).await);
    assert!(
        saved
            .content
            .contains("Challenges: open 3 h before they expire"),
        "{}",
        saved.content
    );

    // A challenge made now expires in 3 hours, and its message says so.
    let posted = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"person": {"user": t.bob.id, "kind": "abalone"}}),
        )
        .await;
    assert!(!posted.is_ephemeral(), "{}", posted.content);
    let pending = t
        .bot
        .service
        .challenges()
        .pending_challenges(UserId(t.alice.id))
        .await
        .unwrap();
    assert_eq!(pending.len(), 1);
    let challenge = &pending[0];
    assert_eq!(challenge.expires_at - challenge.created_at, 3 * 3600);
    assert!(
        posted
            .content
            .contains(&format!("expires <t:{}:R>", challenge.expires_at)),
        "{}",
        posted.content
    );
    t.double.assert_clean();
}
