//! End to end: the real bot (built by the same code as `main`) against the
//! Discord double: commands, challenges, whole games, refusals, restarts.

use crate::support;

use abande_bot::discord::RateLimit;
use abande_rules::GameKind;
use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::DoubleUser;
use support::random_games::RandomGame;
use support::table::{Table, wait_for_new_thread};

#[tokio::test]
async fn commands_are_registered_with_valid_shapes() {
    let t = Table::start().await;
    let commands = t.double.registered_commands();
    let mut names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort();
    let mut expected = support::bot::COMMANDS.to_vec();
    expected.sort();
    assert_eq!(names, expected);
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    let names = |options: &serde_json::Value| -> Vec<String> {
        options
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let subcommands = challenge["options"].as_array().unwrap();
    assert_eq!(
        names(&challenge["options"]),
        ["person", "engine", "open", "custom"]
    );
    let options = |sub: &str| {
        let sub = subcommands.iter().find(|s| s["name"] == sub).unwrap();
        assert_eq!(sub["type"], 1, "a subcommand");
        names(&sub["options"])
    };
    assert_eq!(options("person"), ["user", "kind", "color"]);
    assert_eq!(options("engine"), ["kind", "level", "color"]);
    assert_eq!(options("open"), ["kind", "color"]);
    assert_eq!(
        options("custom"),
        [
            "kind",
            "opponent",
            "color",
            "move_hours",
            "level",
            "rated",
            "min_rating",
            "max_rating",
            "clock",
            "bank_hours",
            "increment_hours",
            "max_hours"
        ]
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn an_abande_hex_game_is_played_to_the_end() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    let mut game = RandomGame::new(
        t.alice.clone(),
        t.bob.clone(),
        thread,
        GameKind::AbandeHex,
        5,
    );
    let mut last = None;
    while !game.game.is_over() {
        let pick = game.pick_move();
        let player = game.player_to_move().clone();
        let reply = t.play_ok(&player, thread, &pick).await;
        // Forced passes are played by the service and announced.
        if game.record(&pick) > 0 {
            assert!(reply.content.contains("automatically"), "{}", reply.content);
        }
        last = Some(reply);
    }
    let last = last.unwrap();
    let score = game.game.score().unwrap();
    assert!(
        last.content
            .contains(&format!("{}–{}", score.black, score.white)),
        "final score in: {}",
        last.content
    );
    assert!(last.content.contains("Game over"), "{}", last.content);
    let after = t.refused(&t.alice, thread, "a1").await;
    assert!(after.contains("over"), "{after}");
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn an_abalone_game_with_a_push_off_ends_by_resignation() {
    let t = Table::start().await;
    let thread = t.start_game("abalone").await;
    let line = ["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"];
    let last = t.play_all(thread, &line).await;
    assert!(last.unwrap().content.contains("Pushed off: Black 1/6"));
    let end = t.resign(&t.bob, thread).await;
    assert_eq!(decoded_images(&end).len(), 1);
    assert!(
        end.content.contains(&format!("<@{}> wins", t.alice.id)),
        "{}",
        end.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

/// The confirmation button remembers the ply it was asked at: once the
/// opponent has moved, it is refused and the game goes on.
#[tokio::test]
async fn a_resign_confirmed_after_the_opponent_moved_is_refused() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5"]).await;
    let service = &t.bot.service;
    let id = t.game_in(thread).await;

    // Bob asks to resign while it is Alice's turn...
    let ask = t.command(&t.bob, thread, "resign", json!({})).await;
    assert!(ask.is_ephemeral(), "{}", ask.content);
    let confirm = button(&ask, "ab:resign:");
    assert_eq!(confirm, format!("ab:resign:{}:2", id.0));
    // ...Alice moves, and then Bob confirms.
    t.play_ok(&t.alice, thread, "d3").await;
    let stale = t.click_reply(&t.bob, &ask, &confirm).await;
    assert!(
        stale.is_ephemeral()
            && stale
                .content
                .contains("The game moved on since you asked; use /resign again"),
        "{}",
        stale.content
    );
    assert!(stale.attachments.is_empty());
    assert_eq!(t.count(thread, "resigned"), 0, "no resignation posted");
    let view = service.games().load_game(id).await.unwrap();
    assert!(view.record.is_active(), "{:?}", view.record.status);
    assert_eq!(view.game.ply(), 3, "Alice's move stands");
    assert_eq!(view.player_to_move().unwrap().id.0, t.bob.id);
    t.play_ok(&t.bob, thread, "c3").await;

    // Asked again, at the position as it is, the resignation goes through.
    let end = t.resign(&t.bob, thread).await;
    assert!(
        end.content.contains(&format!("<@{}> wins", t.alice.id)),
        "{}",
        end.content
    );
    assert!(
        !service
            .games()
            .load_game(id)
            .await
            .unwrap()
            .record
            .is_active()
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn illegal_moves_are_refused_privately_with_the_reason() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let reason = t.refused(&t.bob, thread, "a1").await;
    assert!(reason.contains("a1 is not next to the band"), "{reason}");
    t.play_ok(&t.bob, thread, "d5").await;
    t.play_ok(&t.alice, thread, "d3").await;
    t.play_ok(&t.bob, thread, "c3").await;
    // Black d4 d3, White d5 c3: lifting d4 would leave d5 cut off.
    let reason = t.refused(&t.alice, thread, "d4-d5").await;
    assert!(
        reason.contains("Moving d4 would split the band"),
        "{reason}"
    );
    let reason = t.refused(&t.alice, thread, "zz9").await;
    assert!(reason.contains("I could not read"), "{reason}");
    // Nothing was applied: the legal capture still works.
    t.play_ok(&t.alice, thread, "d3-c3").await;
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn turn_and_membership_are_enforced() {
    let t = Table::start().await;
    let thread = t.start_game("abande-square").await;
    let reason = t.refused(&t.bob, thread, "d4").await;
    assert!(reason.contains("not your turn"), "{reason}");
    let carol = t.double.user("carol");
    let reason = t.refused(&carol, thread, "d4").await;
    assert!(reason.contains("not playing in this game"), "{reason}");
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn autocomplete_offers_matching_legal_moves() {
    let t = Table::start().await;
    let thread = t.start_game("abande-square").await;
    let all = t
        .double
        .autocomplete(&t.alice, thread, "move", "move", json!({"move": ""}))
        .await
        .autocomplete_choices()
        .await;
    assert_eq!(all.len(), 25, "at most 25 of the 49 entries");
    let d = t
        .double
        .autocomplete(&t.alice, thread, "move", "move", json!({"move": "D"}))
        .await
        .autocomplete_choices()
        .await;
    let values: Vec<String> = d
        .iter()
        .map(|(_, v)| v.as_str().unwrap().to_string())
        .collect();
    assert_eq!(values, ["d1", "d2", "d3", "d4", "d5", "d6", "d7"]);
    let labels: Vec<&str> = d.iter().map(|(label, _)| label.as_str()).collect();
    assert_eq!(
        labels[0], "d1: enter, 17 left in hand",
        "labels say what a move does"
    );
    let words = t
        .double
        .autocomplete(&t.alice, thread, "move", "move", json!({"move": "enter"}))
        .await
        .autocomplete_choices()
        .await;
    assert_eq!(words.len(), 25, "typing words filters by the descriptions");
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn challenges_fall_back_to_the_channel_without_thread_permission() {
    let t = Table::start().await;
    let channel = t.double.general_channel();
    t.double.forbid_threads(channel, true);
    let options = json!({"person": {"user": t.bob.id, "kind": "abalone"}});
    let message = t.command(&t.alice, channel, "challenge", options).await;
    t.click(&t.bob, &message, &button(&message, "ab:accept:"))
        .await;
    let board = t
        .double
        .wait_for_message(channel, |m| !m.attachments.is_empty())
        .await;
    assert_eq!(decoded_images(&board).len(), 1);
    assert!(t.double.threads_of(channel).is_empty());
    t.bot.stop().await;
}

#[tokio::test]
async fn only_the_challenged_player_can_accept() {
    let t = Table::start().await;
    let channel = t.double.general_channel();
    let options = json!({"person": {"user": t.bob.id, "kind": "abande-snub"}});
    let message = t.command(&t.alice, channel, "challenge", options).await;
    let carol = t.double.user("carol");
    let answer = t
        .click_reply(&carol, &message, &button(&message, "ab:accept:"))
        .await;
    assert!(answer.is_ephemeral());
    assert!(
        answer.content.contains("Only bob can answer"),
        "{}",
        answer.content
    );
    let options = json!({"person": {"user": t.alice.id, "kind": "abalone"}});
    let own = t.command(&t.alice, channel, "challenge", options).await;
    assert!(
        own.is_ephemeral() && own.content.contains("yourself"),
        "{}",
        own.content
    );
    t.bot.stop().await;
}

#[tokio::test]
async fn a_restarted_bot_continues_the_game_and_old_buttons_work() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let options = json!({"person": {"user": t.alice.id, "kind": "abalone"}});
    let pending = t
        .command(&t.bob, t.double.general_channel(), "challenge", options)
        .await;
    let t = t.restart().await;
    let reply = t.play_ok(&t.bob, thread, "d5").await;
    assert!(reply.content.contains("d5"));
    let reason = t.refused(&t.bob, thread, "d6").await;
    assert!(reason.contains("not your turn"), "{reason}");
    // The challenge posted before the restart is accepted after it.
    t.click(&t.alice, &pending, &button(&pending, "ab:accept:"))
        .await;
    let second = wait_for_new_thread(&t.double, t.double.general_channel(), 1).await;
    t.double
        .wait_for_message(second.id, |m| !m.attachments.is_empty())
        .await;
    t.double.assert_clean();
    t.bot.stop().await;
}

/// Autocomplete has an allowance of its own per user (by default a burst
/// of 20, then 4 a second): typing faster gets no choices, answered at
/// once, while others still get theirs.
#[tokio::test]
async fn autocomplete_too_quickly_gets_no_choices_and_others_still_do() {
    let t = Table::with_rate_limit(RateLimit::default()).await;
    let thread = t.start_game("abande-square").await;
    let typing = |user: DoubleUser| {
        let t = &t;
        async move {
            t.double
                .autocomplete(&user, thread, "move", "move", json!({"move": ""}))
                .await
                .autocomplete_choices()
                .await
        }
    };
    let started = std::time::Instant::now();
    let mut answered = 0;
    let mut empty = 0;
    for _ in 0..40 {
        if typing(t.alice.clone()).await.is_empty() {
            empty += 1;
        } else {
            answered += 1;
        }
    }
    let refill = 4.0 * started.elapsed().as_secs_f64();
    assert!(
        f64::from(answered) <= 20.0 + refill + 1.0,
        "{answered} of 40 autocompletes answered in {:?}",
        started.elapsed()
    );
    assert!(empty > 0, "none of 40 autocompletes was held back");
    assert_eq!(
        typing(t.bob.clone()).await.len(),
        25,
        "Bob is not held back"
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_user_sending_commands_too_quickly_is_refused_politely_and_others_are_not() {
    // The production default: a burst of 5, then 1 a second.
    let t = Table::with_rate_limit(RateLimit::default()).await;
    let channel = t.double.general_channel();
    let carol = t.double.user("carol");
    let help = |user: DoubleUser| {
        let t = &t;
        async move { t.command(&user, channel, "help", json!({})).await }
    };
    for _ in 0..5 {
        assert!(help(t.alice.clone()).await.content.contains("abande-bot"));
    }
    let refused = help(t.alice.clone()).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .contains("You are sending commands too quickly; wait a moment"),
        "{}",
        refused.content
    );
    // Others are unaffected.
    assert!(help(t.bob.clone()).await.content.contains("abande-bot"));
    // Buttons count too: Carol, out of allowance, cannot accept yet.
    let options = json!({"person": {"user": carol.id, "kind": "abalone"}});
    let challenge = t.command(&t.bob, channel, "challenge", options).await;
    for _ in 0..5 {
        help(carol.clone()).await;
    }
    let click = t
        .click_reply(&carol, &challenge, &button(&challenge, "ab:accept:"))
        .await;
    assert!(
        click.is_ephemeral() && click.content.contains("too quickly"),
        "{}",
        click.content
    );
    // A second later there is a token again (the bucket refills with
    // time itself: no event to wait for instead).
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    t.click(&carol, &challenge, &button(&challenge, "ab:accept:"))
        .await;
    let thread = wait_for_new_thread(&t.double, channel, 0).await;
    let board = t
        .double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;
    assert_eq!(decoded_images(&board).len(), 1);
    t.double.assert_clean();
    t.bot.stop().await;
}
