//! A server's daily puzzle (issue #39) through the bot against the Discord
//! double: off by default (nothing posted), refused privately without a
//! games channel; on, one post a day in the games channel through the
//! outbox (a picture with its description and no players' names, who is to
//! move, a Solve button), however many processes sweep; solved privately
//! through the button or `/puzzle daily` and `/puzzle answer`, and the next
//! day's post names who solved it and how many tried.

use std::time::Duration;

use crate::support;

use abande_bot::store::NewPuzzle;
use abande_rules::{Game, GameKind};
use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::RecordedMessage;
use support::table::Table;

const DAY: i64 = 24 * 3600;

/// The daily puzzle posts in `channel`.
fn daily_posts(t: &Table, channel: u64) -> Vec<RecordedMessage> {
    t.double
        .messages(channel)
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.content.contains("**Daily puzzle**"))
        .collect()
}

/// Waits for the daily puzzle post in `channel` that `matches`.
async fn daily_post(
    t: &Table,
    channel: u64,
    matches: impl Fn(&RecordedMessage) -> bool,
) -> RecordedMessage {
    t.double
        .wait_for_message_within(channel, Duration::from_secs(60), |m| {
            m.content.contains("**Daily puzzle**") && matches(m)
        })
        .await
}

/// What a daily post must be: one picture, described without the source
/// game's players, and its Solve button.
fn check_post(post: &RecordedMessage, to_move: &str) -> String {
    assert!(!post.is_ephemeral());
    assert_eq!(decoded_images(post).len(), 1, "{}", post.content);
    let alt = post.attachments[0].description.clone().unwrap_or_default();
    assert!(alt.contains("to move and win material"), "{alt}");
    assert!(post.content.contains(to_move), "{}", post.content);
    for name in ["alice", "bob"] {
        assert!(!alt.to_lowercase().contains(name), "{alt}");
    }
    assert!(post.content.len() <= 2000);
    button(post, "ab:daily:")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_a_day_and_names_who_solved_it() {
    let t = Table::with_manual_clock().await;
    let general = t.double.general_channel();

    // A finished game (one move, then Bob resigns) and two puzzles planted
    // in it: White's after the first move (the newer, posted first), then
    // Black's at the start. Their lines are the test's, not the engine's.
    let first = Game::new(GameKind::Abalone).legal_moves()[0].to_string();
    let thread = t.start_game("abalone").await;
    t.play_all(thread, &[first.as_str()]).await;
    t.resign(&t.bob, thread).await;
    let game = t.game_in(thread).await;
    let mut after = Game::new(GameKind::Abalone);
    after.play_text(&first).unwrap();
    let white_answer = after.legal_moves()[0].to_string();
    let black_answer = Game::new(GameKind::Abalone).legal_moves()[1].to_string();
    let planted = |ply: usize, solver: &'static str, answer: &str| NewPuzzle {
        ply,
        family: "abalone",
        solver,
        line: vec![answer.to_string()],
        gain: 100,
        margin: 100,
    };
    let store = &t.bot.store;
    store
        .save_puzzles(game, &[planted(0, "black", &black_answer)], 0)
        .await
        .unwrap();
    store
        .save_puzzles(game, &[planted(1, "white", &white_answer)], 0)
        .await
        .unwrap();

    // Off by default: nothing is owed, nothing posted.
    assert_eq!(
        t.bot.service.puzzles().owe_daily_puzzles().await.unwrap(),
        0
    );
    let shown = t
        .command(&t.alice, general, "settings", json!({"show": {}}))
        .await;
    assert!(
        shown.content.contains("Daily puzzle: off"),
        "{}",
        shown.content
    );

    // On without a games channel: refused privately, saying what to do.
    let refused = t
        .command(
            &t.alice,
            general,
            "settings",
            json!({"daily_puzzle": {"on": true}}),
        )
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("this server has none")
            && refused.content.contains("/settings games_channel"),
        "{}",
        refused.content
    );
    assert_eq!(
        t.bot.service.puzzles().owe_daily_puzzles().await.unwrap(),
        0
    );

    // With a games channel: on, and the post comes.
    let games = t.double.add_text_channel("games");
    let set = t
        .command(
            &t.alice,
            general,
            "settings",
            json!({"games_channel": {"channel": games.to_string()}}),
        )
        .await;
    assert!(set.content.contains("Saved"), "{}", set.content);
    let on = t
        .command(
            &t.alice,
            general,
            "settings",
            json!({"daily_puzzle": {"on": true}}),
        )
        .await;
    assert!(on.is_ephemeral());
    assert!(on.content.contains("Daily puzzle: on"), "{}", on.content);
    let post = daily_post(&t, games, |_| true).await;
    let solve = check_post(&post, "White to move");
    assert!(post.content.contains("/puzzle daily"), "{}", post.content);

    // A second process sweeping the same database owes nothing more.
    let second = t.start_second_process().await;
    assert_eq!(
        second.service.puzzles().owe_daily_puzzles().await.unwrap(),
        0
    );
    assert_eq!(
        t.bot.service.puzzles().owe_daily_puzzles().await.unwrap(),
        0
    );

    // Alice solves it from the button, privately; it counts like any puzzle.
    let opened = t.click_reply(&t.alice, &post, &solve).await;
    assert!(opened.is_ephemeral(), "{}", opened.content);
    assert!(
        opened.content.contains("This server's daily puzzle"),
        "{}",
        opened.content
    );
    assert_eq!(decoded_images(&opened).len(), 1);
    let solved = t
        .command(
            &t.alice,
            general,
            "puzzle",
            json!({"answer": {"move": white_answer}}),
        )
        .await;
    assert!(solved.is_ephemeral());
    assert!(solved.content.contains("Solved!"), "{}", solved.content);
    assert!(
        solved.content.contains("1 solved, 0 failed"),
        "{}",
        solved.content
    );
    // Once only: the button again says so.
    let again = t.click_reply(&t.alice, &post, &solve).await;
    assert!(again.is_ephemeral());
    assert!(
        again.content.contains("You already solved puzzle"),
        "{}",
        again.content
    );
    // Bob opens it with /puzzle daily, and does not answer.
    let opened = t
        .command(&t.bob, general, "puzzle", json!({"daily": {}}))
        .await;
    assert!(opened.is_ephemeral());
    assert!(
        opened.content.contains("This server's daily puzzle"),
        "{}",
        opened.content
    );

    // The next day: the other puzzle, naming yesterday's solver.
    t.clock().advance(DAY);
    let next = daily_post(&t, games, |m| m.content.contains("solved by")).await;
    check_post(&next, "Black to move");
    assert!(
        next.content.contains("solved by alice: 1 of 1 who tried"),
        "{}",
        next.content
    );
    // Two days, two posts, whichever process swept.
    assert_eq!(
        t.bot.service.puzzles().owe_daily_puzzles().await.unwrap(),
        0
    );
    assert_eq!(
        second.service.puzzles().owe_daily_puzzles().await.unwrap(),
        0
    );
    second.shut_down().await;
    assert_eq!(daily_posts(&t, games).len(), 2);
    assert!(
        t.double.violations().is_empty(),
        "{:#?}",
        t.double.violations()
    );
}
