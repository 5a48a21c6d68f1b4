//! End to end with a manual clock: reminders and losses on time posted by the
//! scheduler, a draw agreed with buttons, turn notices by direct message.

use crate::support;

use abande_bot::service::UserId;
use abande_rules::{Game, GameKind};
use serde_json::json;
use support::bot::{button, decoded_images};
use support::service_env::{HOUR, T0};
use support::table::Table;
use support::wait::{self, SOON};

#[tokio::test]
async fn a_reminder_and_a_loss_on_time_are_posted_in_the_thread() {
    let t = Table::with_manual_clock().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let reply = t.play_ok(&t.bob, thread, "d5").await;
    let deadline = T0 + 72 * HOUR;
    assert!(
        reply
            .content
            .contains(&format!("Deadline <t:{deadline}:R>")),
        "{}",
        reply.content
    );

    t.clock().advance(36 * HOUR);
    let alice = format!("<@{}>", t.alice.id);
    let reminder = t
        .double
        .wait_for_message(thread, |m| m.content.contains("half your time"))
        .await;
    assert!(reminder.content.contains(&alice), "{}", reminder.content);
    assert!(
        reminder.content.contains(&format!("<t:{deadline}:R>")),
        "{}",
        reminder.content
    );
    // A later sweep finds nothing due and nothing is owed: the reminder
    // is not repeated.
    let game = t.game_in(thread).await;
    t.assert_nothing_due().await;
    t.wait_settled(game).await;
    assert_eq!(t.count(thread, "half your time"), 1);

    t.clock().advance(36 * HOUR);
    let end = t
        .double
        .wait_for_message(thread, |m| m.content.contains("ran out of time"))
        .await;
    assert_eq!(decoded_images(&end).len(), 1, "the final board");
    assert!(
        end.content
            .contains(&format!("{alice} ran out of time: <@{}> wins", t.bob.id)),
        "{}",
        end.content
    );
    t.assert_nothing_due().await;
    t.wait_settled(game).await;
    assert_eq!(t.count(thread, "ran out of time"), 1);
    let late = t.play(&t.alice, thread, "d3").await;
    assert!(
        late.is_ephemeral() && late.content.contains("over"),
        "{}",
        late.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_draw_offer_is_accepted_with_a_button() {
    let t = Table::with_manual_clock().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let offer = t.command(&t.alice, thread, "draw", json!({})).await;
    assert!(!offer.is_ephemeral(), "{}", offer.content);
    assert!(
        offer.content.contains(&format!("<@{}>", t.bob.id)),
        "{}",
        offer.content
    );
    let accept = button(&offer, "ab:draw:");
    assert!(accept.ends_with(":yes"), "{accept}");
    let own = t.click_reply(&t.alice, &offer, &accept).await;
    assert!(
        own.is_ephemeral() && own.content.contains("Only bob can answer"),
        "{}",
        own.content
    );
    t.click(&t.bob, &offer, &accept).await;
    let end = t
        .double
        .wait_for_message(thread, |m| m.content.contains("Drawn by agreement"))
        .await;
    assert_eq!(decoded_images(&end).len(), 1);
    let answered = t.double.message(offer.id).unwrap();
    assert!(
        answered.custom_ids().is_empty(),
        "buttons removed: {:?}",
        answered.custom_ids()
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_draw_offered_back_with_the_command_ends_the_game() {
    let t = Table::with_manual_clock().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    t.request(&t.alice, thread, "draw").await;
    let reply = t.command(&t.bob, thread, "draw", json!({})).await;
    assert!(
        reply.is_ephemeral() && reply.content.contains("the game is drawn"),
        "{}",
        reply.content
    );
    let end = t
        .double
        .wait_for_message(thread, |m| m.content.contains("both offered a draw"))
        .await;
    assert!(
        end.content.contains("Drawn by agreement"),
        "{}",
        end.content
    );
    assert_eq!(decoded_images(&end).len(), 1);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn takebacks_are_allowed_declined_and_lapse_with_buttons() {
    let t = Table::with_manual_clock().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;

    // Allowed: the move is gone (d4 is free again) and a new board is posted.
    let asked = t.request(&t.alice, thread, "takeback").await;
    assert!(
        asked.content.contains(&format!("<@{}>", t.bob.id)),
        "{}",
        asked.content
    );
    let allow = button(&asked, "ab:takeback:");
    assert!(allow.ends_with(":yes"), "{allow}");
    t.click(&t.bob, &asked, &allow).await;
    let board = t
        .double
        .wait_for_message(thread, |m| m.content.contains("Taken back"))
        .await;
    assert!(board.content.contains("d4"), "{}", board.content);
    assert_eq!(decoded_images(&board).len(), 1);
    assert!(t.double.message(asked.id).unwrap().custom_ids().is_empty());
    t.play_ok(&t.alice, thread, "d4").await;

    // Lapsed: Bob moves instead of answering; the old button no longer applies.
    let asked = t.request(&t.alice, thread, "takeback").await;
    let mut game = Game::new(GameKind::AbandeHex);
    game.play_text("d4").unwrap();
    let reply = game.legal_moves()[0].to_string();
    t.play_ok(&t.bob, thread, &reply).await;
    let stale = t
        .click_reply(&t.bob, &asked, &button(&asked, "ab:takeback:"))
        .await;
    assert!(
        stale.is_ephemeral() && stale.content.contains("no longer applies"),
        "{}",
        stale.content
    );

    // Declined: Bob's move stays, and it is still Alice's turn.
    let asked = t.request(&t.bob, thread, "takeback").await;
    let decline = asked
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ab:takeback:") && id.ends_with(":no"))
        .expect("a decline button");
    t.click(&t.alice, &asked, &decline).await;
    t.double
        .wait_for_message(thread, |m| {
            m.id == asked.id && m.content.contains("Declined")
        })
        .await;
    game.play_text(&reply).unwrap();
    t.play_ok(&t.alice, thread, &game.legal_moves()[0].to_string())
        .await;
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn turn_notices_arrive_by_dm_and_a_refused_dm_does_not_fail_the_move() {
    let t = Table::with_manual_clock().await;
    let thread = t.start_game("abande-hex").await;
    let set = t
        .command(&t.bob, thread, "notify", json!({"dm": "on"}))
        .await;
    assert!(set.is_ephemeral(), "{}", set.content);
    t.play_ok(&t.alice, thread, "d4").await;
    let dms = wait::within(SOON, async || {
        Some(t.double.direct_messages(t.bob.id)).filter(|d| !d.is_empty())
    })
    .await
    .unwrap_or_default();
    assert_eq!(dms.len(), 1, "one notice");
    assert!(
        dms[0].content.contains("Your move in **Abande"),
        "{}",
        dms[0].content
    );
    assert!(
        dms[0].content.contains("/channels/"),
        "a link to the game: {}",
        dms[0].content
    );
    assert_eq!(decoded_images(&dms[0]).len(), 1);

    // Alice asks too, but Discord refuses to deliver to her.
    t.command(&t.alice, thread, "notify", json!({"dm": "on"}))
        .await;
    t.double.fail_next_on("users/@me/channels", 1, 403);
    t.play_ok(&t.bob, thread, "d5").await;
    let alice = UserId(t.alice.id);
    wait::until_true("no retrying a refused DM forever", SOON, async || {
        !t.bot.service.settings().notify_dm(alice).await.unwrap()
    })
    .await;
    assert!(t.double.direct_messages(t.alice.id).is_empty());
    t.play_ok(&t.alice, thread, "d3").await;
    t.bot.stop().await;
}
