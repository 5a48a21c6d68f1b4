//! End to end with a manual clock: a challenge with a time bank, the time
//! left under every board, and `/vacation` announced in the game's thread.

use crate::support;

use serde_json::json;
use support::bot::{button, decoded_images};
use support::service_env::{HOUR, T0};
use support::table::{Table, wait_for_new_thread};

const DAY: i64 = 24 * HOUR;

#[tokio::test]
async fn a_banked_game_shows_the_time_left_and_a_vacation_is_announced() {
    let t = Table::with_manual_clock().await;
    let general = t.double.general_channel();
    let options = json!({"custom": {"kind": "abande-hex", "opponent": t.bob.id, "color": "black", "clock": "standard"}});
    let challenge = t.command(&t.alice, general, "challenge", options).await;
    assert!(
        challenge
            .content
            .contains("time bank 3 days + 1 day a move, up to 7 days"),
        "{}",
        challenge.content
    );
    let before = t.double.threads_of(general).len();
    t.click(&t.bob, &challenge, &button(&challenge, "ab:accept:"))
        .await;
    let thread = wait_for_new_thread(&t.double, general, before).await.id;
    let first = t
        .double
        .wait_for_message(thread, |m| !m.attachments.is_empty())
        .await;
    assert!(
        first
            .content
            .contains("Time left: Black 3 days, White 3 days."),
        "{}",
        first.content
    );
    assert!(
        first
            .content
            .contains(&format!("Deadline <t:{}:R>", T0 + 3 * DAY)),
        "{}",
        first.content
    );

    // Alice takes 5 hours: 3 days - 5 h + 1 day.
    t.clock().advance(5 * HOUR);
    let reply = t.play_ok(&t.alice, thread, "d4").await;
    assert!(
        reply
            .content
            .contains("Time left: Black 3 days 19 h, White 3 days."),
        "{}",
        reply.content
    );
    assert!(
        reply
            .content
            .contains(&format!("Deadline <t:{}:R>", T0 + 5 * HOUR + 3 * DAY)),
        "{}",
        reply.content
    );

    // Bob goes on vacation from anywhere; Alice hears of it in the game's thread.
    let started = t
        .command(&t.bob, general, "vacation", json!({"start": {"days": 3}}))
        .await;
    let until = T0 + 5 * HOUR + 3 * DAY;
    assert!(
        started.is_ephemeral() && started.content.contains(&format!("<t:{until}:f>")),
        "{}",
        started.content
    );
    let notice = t
        .double
        .wait_for_message(thread, |m| m.content.contains("is on vacation until"))
        .await;
    assert!(
        notice.content.contains(&format!("<@{}>", t.alice.id))
            && notice.content.contains(&format!("<@{}>", t.bob.id))
            && notice.content.contains(&format!("<t:{until}:f>")),
        "{}",
        notice.content
    );

    // A day later the board still shows Bob's 3 days, standing still.
    t.clock().advance(DAY);
    let board = t.command(&t.alice, thread, "board", json!({})).await;
    assert_eq!(decoded_images(&board).len(), 1);
    assert!(
        board.content.contains(&format!(
            "<@{}> is on vacation until <t:{until}:f>",
            t.bob.id
        )),
        "{}",
        board.content
    );
    assert!(board.content.contains("White 3 days."), "{}", board.content);

    let ended = t
        .command(&t.bob, general, "vacation", json!({"end": {}}))
        .await;
    assert!(ended.is_ephemeral(), "{}", ended.content);
    t.double
        .wait_for_message(thread, |m| m.content.contains("is back from vacation"))
        .await;
    let reply = t.play_ok(&t.bob, thread, "d5").await;
    // Bob's turn was all vacation, so it cost nothing: 3 days + 1 day.
    assert!(
        reply
            .content
            .contains("Time left: Black 3 days 19 h, White 4 days."),
        "{}",
        reply.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}
