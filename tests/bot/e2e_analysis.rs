//! End to end: `/analyse`, the Analyse button and `/hint` through the
//! Discord double. No analysis while people play; a chart once the game is
//! over, from storage the second time; hints only against the engine.

use std::time::{Duration, Instant};

use crate::support;

use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::RecordedMessage;
use support::table::{Table, poll};

/// What the issue allows an analysis to take once a game is over.
const ANALYSIS_WITHIN: Duration = Duration::from_secs(90);

/// The analyses posted in `channel` (the first message of each, with its chart).
fn analyses(t: &Table, channel: u64) -> Vec<RecordedMessage> {
    t.double
        .messages(channel)
        .into_iter()
        .filter(|m| m.content.contains("**Analysis of game #") && !m.attachments.is_empty())
        .collect()
}

/// Waits until `count` analyses are posted in `channel`; returns the last.
async fn wait_for_analyses(t: &Table, channel: u64, count: usize) -> RecordedMessage {
    let started = Instant::now();
    while started.elapsed() < ANALYSIS_WITHIN {
        if let Some(last) = analyses(t, channel).get(count - 1) {
            return last.clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "no analysis #{count} within {ANALYSIS_WITHIN:?}; violations: {:#?}",
        t.double.violations()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_between_people_is_analysed_once_over_by_command_and_button() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5", "d3"]).await;

    // During play: no analysis, no hint, and nobody else sees the refusal.
    let live = t.command(&t.alice, thread, "analyse", json!({})).await;
    assert!(live.is_ephemeral(), "{}", live.content);
    assert!(
        live.content.contains("no analysis while people"),
        "{}",
        live.content
    );
    let hint = t.command(&t.bob, thread, "hint", json!({})).await;
    assert!(hint.is_ephemeral(), "{}", hint.content);
    assert!(
        hint.content.contains("only given in games against me"),
        "{}",
        hint.content
    );

    let last = t.resign(&t.bob, thread).await;
    let ended = Instant::now();
    let analyse = button(&last, "ab:analyse:");

    // The game is offered by number with how it went.
    let choices = t
        .double
        .autocomplete(
            &t.alice,
            t.double.general_channel(),
            "analyse",
            "game",
            json!({"game": ""}),
        )
        .await
        .autocomplete_choices()
        .await;
    assert!(
        choices
            .iter()
            .any(|(name, _)| name.contains("abande-hex vs bob · won")),
        "{choices:?}"
    );

    // Asked in the game's thread: deferred publicly at once, then the chart.
    let asked = t.double.slash(&t.alice, thread, "analyse", json!({})).await;
    let callback = asked.callback().await;
    assert_eq!(callback.kind, 5, "a public deferral");
    assert!(callback.received_at - asked.sent_at() < Duration::from_secs(3));
    let first = wait_for_analyses(&t, thread, 1).await;
    let took = ended.elapsed();
    assert!(took < ANALYSIS_WITHIN, "{took:?}");
    let charts = decoded_images(&first);
    assert_eq!(charts.len(), 1, "the evaluation chart");
    assert!(charts[0].width() > 300, "a chart, not an icon");
    assert!(
        first.content.contains("alice (Black): average loss"),
        "{}",
        first.content
    );
    assert!(
        first.content.contains("bob (White): average loss"),
        "{}",
        first.content
    );
    assert!(first.content.chars().count() <= 2000);

    // Asked again: from storage, with no progress shown.
    let again = Instant::now();
    t.double.slash(&t.bob, thread, "analyse", json!({})).await;
    let second = wait_for_analyses(&t, thread, 2).await;
    assert!(
        again.elapsed() < Duration::from_secs(10),
        "{:?}",
        again.elapsed()
    );
    assert_eq!(second.content, first.content);

    // The button on the final board does the same, below the board.
    let clicked = t.double.click(&t.bob, &last, &analyse).await;
    let callback = clicked.callback().await;
    assert_eq!(callback.kind, 5, "a deferred message, the board untouched");
    assert!(callback.received_at - clicked.sent_at() < Duration::from_secs(3));
    let third = wait_for_analyses(&t, thread, 3).await;
    assert_eq!(decoded_images(&third).len(), 1);
    let board = t.double.message(last.id).unwrap();
    assert_eq!(board.content, last.content, "the board keeps its text");

    // `/game` says an analysis exists.
    let id = t
        .bot
        .service
        .game_for_thread(thread)
        .await
        .unwrap()
        .unwrap();
    let info = t
        .command(&t.alice, thread, "game", json!({"id": id.0.to_string()}))
        .await;
    assert!(info.content.contains("Analysed"), "{}", info.content);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_against_the_engine_is_private_and_marks_the_game() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let engine = t.double.bot_user();
    let before = t.double.threads_of(general).len();
    let options =
        json!({"opponent": engine.id, "game": "abande-hex", "color": "black", "level": 1});
    t.command(&t.alice, general, "challenge", options).await;
    let thread = poll(|| t.double.threads_of(general).get(before).cloned())
        .await
        .expect("a thread for the game");
    t.double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;

    let hint = t.command(&t.alice, thread.id, "hint", json!({})).await;
    assert!(hint.is_ephemeral(), "{}", hint.content);
    assert!(
        hint.content.contains("the engine would play **"),
        "{}",
        hint.content
    );
    assert!(hint.content.contains("points for you"), "{}", hint.content);
    // Bob does not play here: no hint for him.
    let other = t.command(&t.bob, thread.id, "hint", json!({})).await;
    assert!(other.is_ephemeral(), "{}", other.content);
    assert!(
        other.content.contains("only to the player to move"),
        "{}",
        other.content
    );

    let id = t
        .bot
        .service
        .game_for_thread(thread.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(t.bot.service.hints_shown(id).await.unwrap(), 1);
    let info = t
        .command(&t.alice, general, "game", json!({"id": id.0.to_string()}))
        .await;
    assert!(info.content.contains("Hinted"), "{}", info.content);
    t.double.assert_clean();
    t.bot.stop().await;
}
