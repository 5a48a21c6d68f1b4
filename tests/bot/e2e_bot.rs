//! End to end: the real bot (built by the same code as `main`) against the
//! Discord double: commands, challenges, whole games, refusals, restarts.

use crate::support;

use abande_bot::rules::{Game, GameKind};
use rand::{Rng, SeedableRng};
use serde_json::json;
use support::bot::{RunningBot, button, database_url, decoded_images};
use support::discord_double::{DiscordDouble, DoubleUser, RecordedMessage};

struct Table {
    double: DiscordDouble,
    bot: RunningBot,
    alice: DoubleUser,
    bob: DoubleUser,
    _dir: tempfile::TempDir,
}

async fn table() -> Table {
    let double = DiscordDouble::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(&double, &database_url(&dir)).await;
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let alice = double.user("alice");
    let bob = double.user("bob");
    Table {
        double,
        bot,
        alice,
        bob,
        _dir: dir,
    }
}

/// Alice (Black) challenges Bob, Bob accepts; returns the game's channel (its thread).
async fn start_game(t: &Table, kind: &str) -> u64 {
    let channel = t.double.general_channel();
    let challenge = t
        .double
        .slash(
            &t.alice,
            channel,
            "challenge",
            json!({"opponent": t.bob.id, "game": kind, "color": "black"}),
        )
        .await;
    let message = challenge.final_message().await;
    assert!(!message.is_ephemeral(), "a challenge is public");
    assert!(
        message.content.contains(&format!("<@{}>", t.bob.id)),
        "the opponent is mentioned: {}",
        message.content
    );
    let accept = button(&message, "ab:accept:");
    let before = t.double.threads_of(channel).len();
    t.double
        .click(&t.bob, &message, &accept)
        .await
        .callback()
        .await;
    let thread = wait_for_new_thread(&t.double, channel, before).await;
    assert!(
        thread.name.contains("alice vs bob"),
        "thread name: {}",
        thread.name
    );
    let start = t
        .double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;
    assert_eq!(decoded_images(&start).len(), 1);
    assert!(
        start.content.contains(&format!("<@{}>", t.alice.id)),
        "who moves first is mentioned: {}",
        start.content
    );
    thread.id
}

/// The thread the bot opens after an accepted challenge.
async fn wait_for_new_thread(
    double: &DiscordDouble,
    channel: u64,
    before: usize,
) -> support::discord_double::ChannelRecord {
    for _ in 0..200 {
        if let Some(thread) = double.threads_of(channel).get(before) {
            return thread.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!(
        "no game thread after 10 s; requests: {:?}",
        double.requests()
    );
}

/// Sends `/move` and returns the message the bot answered with.
async fn play(t: &Table, user: &DoubleUser, channel: u64, text: &str) -> RecordedMessage {
    t.double
        .slash(user, channel, "move", json!({"move": text}))
        .await
        .final_message()
        .await
}

async fn play_ok(t: &Table, user: &DoubleUser, channel: u64, text: &str) -> RecordedMessage {
    let reply = play(t, user, channel, text).await;
    assert!(
        !reply.is_ephemeral(),
        "{text} was refused: {}",
        reply.content
    );
    assert_eq!(decoded_images(&reply).len(), 1, "a board after {text}");
    reply
}

async fn refused(t: &Table, user: &DoubleUser, channel: u64, text: &str) -> String {
    let reply = play(t, user, channel, text).await;
    assert!(
        reply.is_ephemeral(),
        "{text} should be refused privately, got {}",
        reply.content
    );
    assert!(reply.attachments.is_empty());
    reply.content
}

#[tokio::test]
async fn commands_are_registered_with_valid_shapes() {
    let t = table().await;
    let commands = t.double.registered_commands();
    let mut names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort();
    let mut expected = support::bot::COMMANDS.to_vec();
    expected.sort();
    assert_eq!(names, expected);
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    let options: Vec<&str> = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(options, ["opponent", "game", "color", "move_hours"]);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn an_abande_hex_game_is_played_to_the_end() {
    let t = table().await;
    let thread = start_game(&t, "abande-hex").await;
    let mut game = Game::new(GameKind::AbandeHex);
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let mut last = None;
    while !game.is_over() {
        let legal = game.legal_moves();
        // Prefer entries so the game ends in a reasonable number of moves.
        let entries: Vec<_> = legal
            .iter()
            .filter(|m| !m.to_string().contains('-'))
            .collect();
        let pick = if !entries.is_empty() && rng.gen_bool(0.8) {
            *entries[rng.gen_range(0..entries.len())]
        } else {
            legal[rng.gen_range(0..legal.len())]
        };
        let player = if game.ply().is_multiple_of(2) {
            &t.alice
        } else {
            &t.bob
        };
        let reply = play_ok(&t, player, thread, &pick.to_string()).await;
        game.play(pick).unwrap();
        // Forced passes are played by the service and announced.
        while game.only_move_is_pass() && !game.is_over() {
            assert!(reply.content.contains("automatically"), "{}", reply.content);
            game.play_text("pass").unwrap();
        }
        last = Some(reply);
    }
    let last = last.unwrap();
    let score = game.score().unwrap();
    assert!(
        last.content
            .contains(&format!("{}–{}", score.black, score.white)),
        "final score in: {}",
        last.content
    );
    assert!(last.content.contains("Game over"), "{}", last.content);
    let after = refused(&t, &t.alice, thread, "a1").await;
    assert!(after.contains("over"), "{after}");
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn an_abalone_game_with_a_push_off_ends_by_resignation() {
    let t = table().await;
    let thread = start_game(&t, "abalone").await;
    let line = ["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"];
    let mut last = None;
    for (i, m) in line.iter().enumerate() {
        let player = if i % 2 == 0 { &t.alice } else { &t.bob };
        last = Some(play_ok(&t, player, thread, m).await);
    }
    assert!(last.unwrap().content.contains("Pushed off: Black 1/6"));
    let ask = t
        .double
        .slash(&t.bob, thread, "resign", json!({}))
        .await
        .final_message()
        .await;
    assert!(ask.is_ephemeral());
    let confirm = button(&ask, "ab:resign:");
    t.double
        .click(&t.bob, &ask, &confirm)
        .await
        .callback()
        .await;
    let end = t
        .double
        .wait_for_message(thread, |m| {
            m.content.contains("resigned") && !m.attachments.is_empty()
        })
        .await;
    assert_eq!(decoded_images(&end).len(), 1);
    assert!(
        end.content.contains(&format!("<@{}> wins", t.alice.id)),
        "{}",
        end.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn illegal_moves_are_refused_privately_with_the_reason() {
    let t = table().await;
    let thread = start_game(&t, "abande-hex").await;
    play_ok(&t, &t.alice, thread, "d4").await;
    let reason = refused(&t, &t.bob, thread, "a1").await;
    assert!(reason.contains("a1 is not next to the band"), "{reason}");
    play_ok(&t, &t.bob, thread, "d5").await;
    play_ok(&t, &t.alice, thread, "d3").await;
    play_ok(&t, &t.bob, thread, "c3").await;
    // Black d4 d3, White d5 c3: lifting d4 would leave d5 cut off.
    let reason = refused(&t, &t.alice, thread, "d4-d5").await;
    assert!(
        reason.contains("moving d4 would split the band"),
        "{reason}"
    );
    let reason = refused(&t, &t.alice, thread, "zz9").await;
    assert!(reason.contains("could not read"), "{reason}");
    // Nothing was applied: the legal capture still works.
    play_ok(&t, &t.alice, thread, "d3-c3").await;
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn turn_and_membership_are_enforced() {
    let t = table().await;
    let thread = start_game(&t, "abande-square").await;
    let reason = refused(&t, &t.bob, thread, "d4").await;
    assert!(reason.contains("not your turn"), "{reason}");
    let carol = t.double.user("carol");
    let reason = refused(&t, &carol, thread, "d4").await;
    assert!(reason.contains("not playing in this game"), "{reason}");
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn autocomplete_offers_matching_legal_moves() {
    let t = table().await;
    let thread = start_game(&t, "abande-square").await;
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
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn challenges_fall_back_to_the_channel_without_thread_permission() {
    let t = table().await;
    let channel = t.double.general_channel();
    t.double.forbid_threads(channel, true);
    let challenge = t
        .double
        .slash(
            &t.alice,
            channel,
            "challenge",
            json!({"opponent": t.bob.id, "game": "abalone"}),
        )
        .await;
    let message = challenge.final_message().await;
    t.double
        .click(&t.bob, &message, &button(&message, "ab:accept:"))
        .await
        .callback()
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
    let t = table().await;
    let channel = t.double.general_channel();
    let message = t
        .double
        .slash(
            &t.alice,
            channel,
            "challenge",
            json!({"opponent": t.bob.id, "game": "abande-snub"}),
        )
        .await
        .final_message()
        .await;
    let carol = t.double.user("carol");
    let answer = t
        .double
        .click(&carol, &message, &button(&message, "ab:accept:"))
        .await
        .final_message()
        .await;
    assert!(answer.is_ephemeral());
    assert!(
        answer.content.contains("only bob can answer"),
        "{}",
        answer.content
    );
    let own = t
        .double
        .slash(
            &t.alice,
            channel,
            "challenge",
            json!({"opponent": t.alice.id, "game": "abalone"}),
        )
        .await;
    let own = own.final_message().await;
    assert!(
        own.is_ephemeral() && own.content.contains("yourself"),
        "{}",
        own.content
    );
    t.bot.stop().await;
}

#[tokio::test]
async fn a_restarted_bot_continues_the_game_and_old_buttons_work() {
    let double = DiscordDouble::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = database_url(&dir);
    let bot = RunningBot::start(&double, &url).await;
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let (alice, bob) = (double.user("alice"), double.user("bob"));
    let t = Table {
        double,
        bot,
        alice,
        bob,
        _dir: dir,
    };
    let thread = start_game(&t, "abande-hex").await;
    play_ok(&t, &t.alice, thread, "d4").await;
    let pending = t
        .double
        .slash(
            &t.bob,
            t.double.general_channel(),
            "challenge",
            json!({"opponent": t.alice.id, "game": "abalone"}),
        )
        .await
        .final_message()
        .await;
    let Table {
        double,
        bot,
        alice,
        bob,
        _dir,
    } = t;
    bot.stop().await;
    let bot = RunningBot::start(&double, &url).await;
    let t = Table {
        double,
        bot,
        alice,
        bob,
        _dir,
    };
    let reply = play_ok(&t, &t.bob, thread, "d5").await;
    assert!(reply.content.contains("d5"));
    let reason = refused(&t, &t.bob, thread, "d6").await;
    assert!(reason.contains("not your turn"), "{reason}");
    // The challenge posted before the restart is accepted after it.
    t.double
        .click(&t.alice, &pending, &button(&pending, "ab:accept:"))
        .await
        .callback()
        .await;
    let second = wait_for_new_thread(&t.double, t.double.general_channel(), 1).await;
    t.double
        .wait_for_message(second.id, |m| !m.attachments.is_empty())
        .await;
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_user_sending_commands_too_quickly_is_refused_politely_and_others_are_not() {
    let double = DiscordDouble::start().await;
    let dir = tempfile::tempdir().unwrap();
    // The production default: a burst of 5, then 1 a second.
    let config = abande_bot::discord::Config {
        rate_limit: abande_bot::discord::RateLimit::default(),
        ..support::bot::config_for(&double, &database_url(&dir))
    };
    let bot = RunningBot::start_with_config(config).await;
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let channel = double.general_channel();
    let (alice, bob, carol) = (
        double.user("alice"),
        double.user("bob"),
        double.user("carol"),
    );
    let help = |user: DoubleUser| {
        let double = &double;
        async move {
            double
                .slash(&user, channel, "help", json!({}))
                .await
                .final_message()
                .await
        }
    };
    for _ in 0..5 {
        assert!(help(alice.clone()).await.content.contains("abande-bot"));
    }
    let refused = help(alice.clone()).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .contains("you are sending commands too quickly; wait a moment"),
        "{}",
        refused.content
    );
    // Others are unaffected.
    assert!(help(bob.clone()).await.content.contains("abande-bot"));
    // Buttons count too: Carol, out of allowance, cannot accept yet.
    let challenge = double
        .slash(
            &bob,
            channel,
            "challenge",
            json!({"opponent": carol.id, "game": "abalone"}),
        )
        .await;
    let challenge = challenge.final_message().await;
    for _ in 0..5 {
        help(carol.clone()).await;
    }
    let click = double
        .click(&carol, &challenge, &button(&challenge, "ab:accept:"))
        .await
        .final_message()
        .await;
    assert!(
        click.is_ephemeral() && click.content.contains("too quickly"),
        "{}",
        click.content
    );
    // A second later there is a token again.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    double
        .click(&carol, &challenge, &button(&challenge, "ab:accept:"))
        .await
        .callback()
        .await;
    let thread = wait_for_new_thread(&double, channel, 0).await;
    let board = double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;
    assert_eq!(decoded_images(&board).len(), 1);
    double.assert_clean();
    bot.stop().await;
}
