//! End to end: every picture the bot posts carries a description (alt
//! text) that says what a sighted player reads from it, and `/board
//! text:true` gives the position privately as text.

use crate::support;

use abande_bot::service::{GameId, Place};
use abande_rules::GameKind;
use serde_json::json;
use support::discord_double::RecordedMessage;
use support::service_env::{play_moves, start_game_in};
use support::table::{Table, player_of};

/// The description of `message`'s only picture.
fn description(message: &RecordedMessage) -> String {
    assert_eq!(message.attachments.len(), 1, "{}", message.content);
    let text = message.attachments[0]
        .description
        .clone()
        .unwrap_or_else(|| panic!("{} has no description", message.attachments[0].filename));
    assert!(!text.trim().is_empty());
    assert!(text.chars().count() <= 1024, "{text}");
    text
}

fn assert_says(text: &str, wanted: &[&str]) {
    for piece in wanted {
        assert!(text.contains(piece), "{piece:?} missing from: {text}");
    }
}

/// A game between Alice (Black) and Bob started through the service, with
/// `moves` played.
async fn game_with_moves(t: &Table, kind: GameKind, moves: &[&str]) -> GameId {
    let (alice, bob) = (player_of(&t.alice), player_of(&t.bob));
    let place = Place {
        guild_id: Some(t.double.guild_id()),
        channel_id: t.double.general_channel(),
        language: abande_bot::model::Lang::En,
    };
    let view = start_game_in(&t.bot.service, kind, &alice, &bob, place).await;
    play_moves(&t.bot.service, view.id(), &alice, &bob, moves).await;
    view.id()
}

#[tokio::test]
async fn boards_during_and_after_a_game_say_the_turn_then_the_result() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    let first = t
        .double
        .messages(thread)
        .into_iter()
        .find(|m| !m.attachments.is_empty())
        .expect("the first board");
    assert_says(
        &description(&first),
        &[
            "Board of Abande #",
            "Abande (hexagonal board): alice (Black) against bob (White).",
            "After 0 moves, alice (Black) is to play move 1.",
            "Pieces in hand: Black 18, White 18. Score: Black 0, White 0.",
        ],
    );

    t.play_ok(&t.alice, thread, "d4").await;
    let board = t.play_ok(&t.bob, thread, "d5").await;
    let during = description(&board);
    assert_says(
        &during,
        &[
            "After 2 moves, alice (Black) is to play move 3.",
            "Last move: bob (White) played d5 (enter, 17 left in hand).",
            "Pieces in hand: Black 17, White 17.",
        ],
    );
    assert!(!during.contains("Final position"), "{during}");

    // `/board` now, and as it stood after one move.
    let now = t.command(&t.bob, thread, "board", json!({})).await;
    assert_eq!(description(&now), during);
    let past = t.command(&t.bob, thread, "board", json!({"ply": 1})).await;
    assert_says(
        &description(&past),
        &[
            "After 1 move, bob (White) is to play move 2.",
            "Last move: alice (Black) played d4",
        ],
    );

    // The final board: the result, and nobody to move.
    let last = t.resign(&t.bob, thread).await;
    let fin = description(&last);
    assert_says(
        &fin,
        &[
            "Final position after 2 moves.",
            "bob resigned: alice wins.",
            "Score: Black",
        ],
    );
    assert!(!fin.contains("to play"), "{fin}");
    let after = t.command(&t.alice, thread, "board", json!({})).await;
    let after = description(&after);
    assert_says(&after, &["bob resigned: alice wins."]);
    assert!(!after.contains("to play"), "{after}");

    // The replay says what it animates and how it ends.
    let id = t.game_in(thread).await;
    let replay = t
        .command(
            &t.alice,
            thread,
            "replay",
            json!({"game": id.0.to_string()}),
        )
        .await;
    let replayed = description(&replay);
    assert_says(
        &replayed,
        &[
            "Animated replay of Abande #",
            "one picture per move, 2 moves.",
            "bob resigned: alice wins.",
        ],
    );
    assert!(!replayed.contains("to play"), "{replayed}");

    // The rating chart of `/stats` after that rated game.
    let stats = t
        .command(&t.alice, t.double.general_channel(), "stats", json!({}))
        .await;
    assert_says(
        &description(&stats),
        &[
            "Line chart of alice's ratings over time",
            "Abande (hexagonal board): 1 rated game, from 1500 to ",
        ],
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn an_abalone_board_counts_the_marbles_pushed_off() {
    let t = Table::start().await;
    let line = ["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"];
    let id = game_with_moves(&t, GameKind::Abalone, &line).await;
    let board = t
        .command(
            &t.alice,
            t.double.general_channel(),
            "board",
            json!({"game": id.0.to_string()}),
        )
        .await;
    assert_says(
        &description(&board),
        &[
            "Abalone (standard start)",
            "After 5 moves, bob (White) is to play move 6.",
            "Last move: alice (Black) played c5d6",
            "Marbles pushed off: by Black 1 of 6, by White 0 of 6.",
        ],
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn board_text_is_private_and_fits_one_message_for_every_game() {
    let t = Table::start().await;
    let channel = t.double.general_channel();
    for kind in GameKind::ALL {
        let first = abande_rules::Game::new(kind).legal_moves()[0].to_string();
        let first = first.as_str();
        let id = game_with_moves(&t, kind, &[first]).await;
        let reply = t
            .command(
                &t.alice,
                channel,
                "board",
                json!({"game": id.0.to_string(), "text": true}),
            )
            .await;
        assert!(reply.is_ephemeral(), "{}", reply.content);
        assert!(reply.attachments.is_empty());
        assert!(reply.content.chars().count() <= 2000);
        assert_says(
            &reply.content,
            &[
                "alice (Black)",
                "bob (White)",
                "After 1 move, bob (White) is to play move 2.",
            ],
        );
        // The diagram is the command line's.
        let diagram = abande_rules::diagram(&abande_rules::Game::replay(kind, &[first]).unwrap());
        assert!(
            reply.content.contains(&diagram),
            "{kind:?}: {}",
            reply.content
        );
    }
    // In the reader's language, whatever the game's.
    let id = game_with_moves(&t, GameKind::AbandeSquare, &["d4"]).await;
    let german = t.double.user_speaking("dora", "de");
    let reply = t
        .command(
            &german,
            channel,
            "board",
            json!({"game": id.0.to_string(), "text": true}),
        )
        .await;
    assert!(reply.is_ephemeral());
    assert_says(
        &reply.content,
        &[
            "liegt oben auf 1 Stapel",
            "Nach 1 Zug spielt bob (Weiß) den 2. Zug.",
        ],
    );
    t.double.assert_clean();
    t.bot.stop().await;
}
