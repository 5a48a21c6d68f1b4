//! End to end, game history: `/history` pages and their buttons (also after
//! a restart), `/game`, `/board ply`, `/replay`, `/export`, `/stats`, and
//! what spectators and other servers may see.

use crate::support;

use abande_bot::service::{GameId, Place};
use abande_rules::GameKind;
use abande_rules::record::Record;
use image::AnimationDecoder;
use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::RecordedMessage;
use support::service_env::{play_moves, start_game_in};
use support::table::{Table, player_of};

/// A game between Alice (Black) and Bob started through the service in
/// `guild`, with `moves` played.
async fn game_with_moves(t: &Table, guild: u64, kind: GameKind, moves: &[&str]) -> GameId {
    let (alice, bob) = (player_of(&t.alice), player_of(&t.bob));
    let place = Place {
        guild_id: Some(guild),
        channel_id: t.double.general_channel(),
        language: abande_bot::model::Lang::En,
    };
    let view = start_game_in(&t.bot.service, kind, &alice, &bob, place).await;
    play_moves(&t.bot.service, view.id(), &alice, &bob, moves).await;
    view.id()
}

/// A game Bob resigned after Alice's first move.
async fn finished_game(t: &Table, kind: GameKind) -> GameId {
    let first = if kind == GameKind::Abalone {
        "a3b4"
    } else {
        "d4"
    };
    let id = game_with_moves(t, t.double.guild_id(), kind, &[first]).await;
    t.bot
        .service
        .games()
        .resign(id, player_of(&t.bob).id, None)
        .await
        .unwrap();
    id
}

fn game_lines(message: &RecordedMessage) -> usize {
    message
        .content
        .lines()
        .filter(|l| l.contains(" · vs "))
        .count()
}

#[tokio::test]
async fn history_pages_turn_with_buttons_that_keep_their_filters_across_a_restart() {
    let t = Table::start().await;
    for _ in 0..11 {
        finished_game(&t, GameKind::AbandeHex).await;
    }
    let abalone = finished_game(&t, GameKind::Abalone).await;
    let channel = t.double.general_channel();

    let first = t.command(&t.alice, channel, "history", json!({})).await;
    assert!(first.content.contains("page 1 of 2"), "{}", first.content);
    assert_eq!(game_lines(&first), 10);
    assert!(
        first.content.contains(&format!(
            "{abalone} · Abalone (standard start) · vs bob · won by resignation"
        )),
        "{}",
        first.content
    );
    assert_eq!(first.custom_ids().len(), 1, "only Next on the first page");
    let next = button(&first, "ab:history:");
    t.click(&t.alice, &first, &next).await;
    let second = t.double.message(first.id).unwrap();
    assert!(second.content.contains("page 2 of 2"), "{}", second.content);
    assert_eq!(game_lines(&second), 2);
    let previous = button(&second, "ab:history:");
    assert!(previous.len() <= 100);

    // Filtered by kind: 11 Abande games, two pages, and Next keeps the filter.
    let hex = t
        .command(
            &t.bob,
            channel,
            "history",
            json!({"kind": "abande-hex", "opponent": t.alice.id}),
        )
        .await;
    assert!(
        hex.content.contains("page 1 of 2") && hex.content.contains("of Abande (hexagonal board)"),
        "{}",
        hex.content
    );
    assert!(
        hex.content.contains("· lost by resignation"),
        "{}",
        hex.content
    );
    let hex_next = button(&hex, "ab:history:");
    assert!(hex_next.contains(":abande-hex:"), "{hex_next}");

    // The buttons still work after a restart.
    let t = t.restart().await;
    t.click(&t.alice, &second, &previous).await;
    let back = t.double.message(first.id).unwrap();
    assert!(back.content.contains("page 1 of 2"), "{}", back.content);
    assert_eq!(game_lines(&back), 10);
    t.click(&t.bob, &hex, &hex_next).await;
    let hex_second = t.double.message(hex.id).unwrap();
    assert!(
        hex_second.content.contains("page 2 of 2"),
        "{}",
        hex_second.content
    );
    assert_eq!(game_lines(&hex_second), 1);
    assert!(
        !hex_second.content.contains("abalone"),
        "{}",
        hex_second.content
    );

    let none = t
        .command(
            &t.alice,
            channel,
            "history",
            json!({"opponent": t.double.user("carol").id}),
        )
        .await;
    assert!(
        none.content.contains("No finished games"),
        "{}",
        none.content
    );
    let stats = t.command(&t.alice, channel, "stats", json!({})).await;
    assert!(
        stats
            .content
            .contains("Abande (hexagonal board): 11 wins · 0 draws · 0 losses"),
        "{}",
        stats.content
    );
    assert!(
        stats.content.contains("Longest winning streak: 12"),
        "{}",
        stats.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn spectators_replay_export_and_inspect_a_game() {
    let t = Table::start().await;
    let line = ["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"];
    let id = game_with_moves(&t, t.double.guild_id(), GameKind::Abalone, &line).await;
    let carol = t.double.user("carol");
    let channel = t.double.general_channel();
    let option = json!({"game": id.0.to_string()});

    let replay = t
        .double
        .slash(&carol, channel, "replay", option.clone())
        .await;
    assert_eq!(replay.callback().await.kind, 5, "the replay is deferred");
    let replay = replay.final_message().await;
    let gif = replay
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".gif"))
        .expect("a GIF");
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif.bytes)).unwrap();
    assert_eq!(
        decoder.into_frames().collect_frames().unwrap().len(),
        line.len() + 1
    );

    let export = t.command(&carol, channel, "export", option.clone()).await;
    let file = export
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".txt"))
        .expect("a record");
    let record: Record = String::from_utf8(file.bytes.clone())
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(record.moves, line);
    assert_eq!(record.replay().unwrap().captured().unwrap().black, 1);

    let game = t.command(&carol, channel, "game", option.clone()).await;
    assert!(
        game.content.contains("1. a3b4 i8h8 2. b4c5 g8h9f8 3. c5d6"),
        "{}",
        game.content
    );
    assert!(
        game.content.contains("in progress, bob to move"),
        "{}",
        game.content
    );
    assert_eq!(decoded_images(&game).len(), 1);

    let board = t
        .command(
            &carol,
            channel,
            "board",
            json!({"game": id.0.to_string(), "ply": 2}),
        )
        .await;
    assert!(
        board.content.contains("after 2 of 5 moves"),
        "{}",
        board.content
    );
    assert_eq!(
        decoded_images(&board)[0].width(),
        decoded_images(&game)[0].width()
    );
    let too_far = t
        .command(
            &carol,
            channel,
            "board",
            json!({"game": id.0.to_string(), "ply": 6}),
        )
        .await;
    assert!(too_far.is_ephemeral());
    assert!(
        too_far
            .content
            .contains("choose `ply` from 0 (the start) to 5"),
        "{}",
        too_far.content
    );

    // A game of another server is not found, even by number.
    let elsewhere =
        game_with_moves(&t, t.double.guild_id() + 1, GameKind::AbandeHex, &["d4"]).await;
    let hidden = t
        .command(
            &carol,
            channel,
            "game",
            json!({"game": elsewhere.0.to_string()}),
        )
        .await;
    assert!(hidden.is_ephemeral());
    assert!(
        hidden
            .content
            .contains(&format!("There is no game {elsewhere}")),
        "{}",
        hidden.content
    );
    t.bot.stop().await;
}

/// `/history user:` and `/move`'s autocomplete follow `/game`'s rule
/// (issue #50): from another server, Carol sees none of Alice's games
/// here, not even through the history's Next button; from this server she
/// sees them.
#[tokio::test]
async fn another_players_history_and_move_choices_follow_the_visibility_rule() {
    let t = Table::start().await;
    for _ in 0..11 {
        finished_game(&t, GameKind::AbandeHex).await;
    }
    let running = game_with_moves(&t, t.double.guild_id(), GameKind::AbandeHex, &["d4"]).await;
    let carol = t.double.user("carol");
    let here = t.double.general_channel();
    let other_guild = t.double.add_guild("elsewhere", 0, 1);
    let there = t.double.add_text_channel_in(other_guild, "games");

    let from_here = t
        .command(&carol, here, "history", json!({"user": t.alice.id}))
        .await;
    assert_eq!(game_lines(&from_here), 10, "{}", from_here.content);
    let next = button(&from_here, "ab:history:");
    let from_there = t
        .command(&carol, there, "history", json!({"user": t.alice.id}))
        .await;
    assert_eq!(game_lines(&from_there), 0, "{}", from_there.content);
    assert!(
        from_there.content.contains("No finished games"),
        "{}",
        from_there.content
    );
    assert!(from_there.custom_ids().is_empty(), "no pages to turn");
    // Alice herself, anywhere: all of them.
    let own = t.command(&t.alice, there, "history", json!({})).await;
    assert!(own.content.contains("page 1 of 2"), "{}", own.content);
    // The Next button from this server, clicked by Carol: page 2 here.
    t.click(&carol, &from_here, &next).await;
    let second = t.double.message(from_here.id).unwrap();
    assert_eq!(game_lines(&second), 1, "{}", second.content);

    // The running game's moves: offered here, not from another server.
    let choices = |channel: u64| {
        let (t, carol) = (&t, &carol);
        async move {
            t.double
                .autocomplete(
                    carol,
                    channel,
                    "move",
                    "move",
                    json!({"game": running.0.to_string(), "move": ""}),
                )
                .await
                .autocomplete_choices()
                .await
        }
    };
    assert!(!choices(here).await.is_empty());
    assert!(choices(there).await.is_empty());
    t.double.assert_clean();
    t.bot.stop().await;
}
