//! End to end: `/explore` (a private picture of hypothetical moves, each
//! checked), its autocomplete, and the Explore and Text buttons under a
//! board (Explore: a modal with a move box).

use crate::support;

use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::MODAL;
use support::table::Table;

#[tokio::test]
async fn explore_refuses_an_illegal_line_with_its_move_and_reason() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let refused = t
        .command(&t.bob, thread, "explore", json!({"moves": "d5 d3 d3"}))
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(refused.attachments.is_empty());
    assert!(
        refused
            .content
            .contains("Move 3 (d3) cannot be played there. "),
        "{}",
        refused.content
    );
    // Nothing was played.
    let service = &t.bot.service;
    let id = t.game_in(thread).await;
    assert_eq!(service.games().load_game(id).await.unwrap().game.ply(), 1);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn explore_from_a_ply_shows_a_private_picture_with_alt_text() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5", "d3"]).await;
    let shown = t
        .command(
            &t.bob,
            thread,
            "explore",
            json!({"moves": "c4 c3", "from": 1}),
        )
        .await;
    assert!(shown.is_ephemeral(), "{}", shown.content);
    assert!(
        shown.content.contains("explored after 1 move: 2. c4 3. c3"),
        "{}",
        shown.content
    );
    assert!(
        shown.content.contains("No engine evaluation"),
        "{}",
        shown.content
    );
    assert_eq!(decoded_images(&shown).len(), 1);
    let picture = &shown.attachments[0];
    assert!(
        picture.filename.starts_with("explore-"),
        "{}",
        picture.filename
    );
    let alt = picture.description.as_deref().unwrap_or_default();
    assert!(alt.contains("explored position after 1 move of"), "{alt}");
    assert!(alt.chars().count() <= 1024);
    // To look at the picture: EXPLORE_PICTURE_DIR=/tmp/explore.
    if let Ok(dir) = std::env::var("EXPLORE_PICTURE_DIR") {
        std::fs::write(
            std::path::Path::new(&dir).join(&picture.filename),
            &picture.bytes,
        )
        .unwrap();
    }
    // The game itself did not move.
    let service = &t.bot.service;
    let id = t.game_in(thread).await;
    assert_eq!(service.games().load_game(id).await.unwrap().game.ply(), 3);
    // Past the end is refused with the range.
    let far = t
        .command(&t.bob, thread, "explore", json!({"moves": "c4", "from": 9}))
        .await;
    assert!(far.is_ephemeral());
    assert!(
        far.content.contains("has 3 moves so far"),
        "{}",
        far.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn explore_suggests_the_legal_replies_after_the_moves_typed() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let choices = t
        .double
        .autocomplete(&t.bob, thread, "explore", "moves", json!({"moves": "d5 "}))
        .await
        .autocomplete_choices()
        .await;
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    for (name, value) in &choices {
        let value = value.as_str().unwrap();
        assert!(value.starts_with("d5 "), "{value}");
        assert!(name.chars().count() <= 100 && value.chars().count() <= 100);
    }
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn the_text_and_explore_buttons_answer_privately() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    let board = t.play_ok(&t.alice, thread, "d4").await;
    let ids = board.custom_ids();
    assert!(ids.iter().any(|id| id.starts_with("ab:pick:")), "{ids:?}");
    let text = t
        .click_reply(&t.bob, &board, &button(&board, "ab:text:"))
        .await;
    assert!(text.is_ephemeral(), "{}", text.content);
    assert!(text.content.contains("```"), "{}", text.content);
    assert!(text.attachments.is_empty());
    let explore = t
        .double
        .click(&t.bob, &board, &button(&board, "ab:explore:"))
        .await;
    assert_eq!(explore.callback().await.kind, MODAL);
    // A finished game's board keeps both beside Rematch and Analyse.
    let end = t.resign(&t.bob, thread).await;
    let ids = end.custom_ids();
    for wanted in ["ab:rematch:", "ab:analyse:", "ab:explore:", "ab:text:"] {
        assert!(ids.iter().any(|id| id.starts_with(wanted)), "{ids:?}");
    }
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn the_explore_button_opens_a_move_box_and_explores_what_is_typed() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    let board = t.play_ok(&t.alice, thread, "d4").await;
    let id = t.game_in(thread).await;
    let explore_button = button(&board, "ab:explore:");

    // The click opens a modal (the double checks Discord's modal limits).
    let opened = t.double.click(&t.bob, &board, &explore_button).await;
    let modal = opened.callback().await;
    assert_eq!(modal.kind, MODAL);
    assert_eq!(modal.data["custom_id"], explore_button.as_str());
    assert_eq!(
        modal.data["title"],
        format!("Explore game #{} privately", id.0)
    );
    let input = &modal.data["components"][0]["components"][0];
    assert_eq!(input["type"], 4, "a text input: {input}");
    assert_eq!(input["label"], "Moves to try, from the position now");

    // Legal moves: the explored position, privately, with its picture.
    let shown = t
        .double
        .submit_modal(&t.bob, &opened, &[("moves", "d5 d3")])
        .await;
    assert!(shown.is_ephemeral().await);
    let shown = shown.final_message().await;
    assert!(shown.is_ephemeral(), "{}", shown.content);
    assert!(
        shown.content.contains("explored after 1 move: 2. d5 3. d3"),
        "{}",
        shown.content
    );
    assert_eq!(decoded_images(&shown).len(), 1);
    assert!(shown.attachments[0].filename.starts_with("explore-"));

    // An illegal move: refused privately, with the move and the reason.
    let opened = t.double.click(&t.bob, &board, &explore_button).await;
    let refused = t
        .double
        .submit_modal(&t.bob, &opened, &[("moves", "d5 d4")])
        .await
        .final_message()
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(refused.attachments.is_empty());
    assert!(
        refused
            .content
            .contains("Move 2 (d4) cannot be played there. ")
            && refused.content.contains("occupied"),
        "{}",
        refused.content
    );

    // Another language: the modal and the answer speak the clicker's.
    let french_bob = t.double.user_speaking("bob", "fr");
    let opened = t.double.click(&french_bob, &board, &explore_button).await;
    let modal = opened.callback().await;
    assert_eq!(
        modal.data["title"],
        format!("Explorer la partie #{} en privé", id.0)
    );
    let french = t
        .double
        .submit_modal(&french_bob, &opened, &[("moves", "d5")])
        .await
        .final_message()
        .await;
    assert!(french.is_ephemeral());
    assert_eq!(decoded_images(&french).len(), 1);

    // Nothing was played.
    assert_eq!(t.ply_of(id).await, 1);
    t.double.assert_clean();
    t.bot.stop().await;
}
