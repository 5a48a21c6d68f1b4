//! End to end: `/premove add|list|clear` against the Discord double: a
//! line played out (the answers posted as premoves), a line dropped (the
//! owner told by DM), a takeback after a premove, an illegal line refused
//! with its move and reason.

use crate::support;

use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::DoubleUser;
use support::table::Table;

/// `/premove add line:<line>` as `user` in `thread`; the private answer.
async fn add(t: &Table, user: &DoubleUser, thread: u64, line: &str) -> String {
    let reply = t
        .command(user, thread, "premove", json!({"add": {"line": line}}))
        .await;
    assert!(reply.is_ephemeral(), "{}", reply.content);
    reply.content
}

async fn list(t: &Table, user: &DoubleUser, thread: u64) -> String {
    let reply = t
        .command(user, thread, "premove", json!({"list": {}}))
        .await;
    assert!(reply.is_ephemeral(), "{}", reply.content);
    reply.content
}

#[tokio::test]
async fn a_premove_line_is_played_out_and_marked_on_the_boards() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let added = add(&t, &t.alice, thread, "d5 d3, c4 e4").await;
    assert!(added.contains("Line 1 for game #"), "{added}");
    assert!(added.contains("d5 → **d3**, c4 → **e4**"), "{added}");
    let listed = list(&t, &t.alice, thread).await;
    assert!(
        listed.contains("line 1: d5 → **d3**, c4 → **e4**"),
        "{listed}"
    );
    // Bob cannot see Alice's lines.
    assert!(
        list(&t, &t.bob, thread)
            .await
            .contains("no conditional moves")
    );

    let board = t.play_ok(&t.bob, thread, "d5").await;
    assert!(
        board.content.contains("White played **d5**")
            && board.content.contains("Black played **d3** (premove"),
        "{}",
        board.content
    );
    assert_eq!(decoded_images(&board).len(), 1);
    let listed = list(&t, &t.alice, thread).await;
    assert!(listed.contains("c4 → **e4**"), "{listed}");
    assert!(!listed.contains("d5 →"), "{listed}");

    let board = t.play_ok(&t.bob, thread, "c4").await;
    assert!(
        board.content.contains("Black played **e4** (premove"),
        "{}",
        board.content
    );
    assert!(
        list(&t, &t.alice, thread)
            .await
            .contains("no conditional moves")
    );
    let service = &t.bot.service;
    let id = t.game_in(thread).await;
    assert_eq!(
        service.games().load_game(id).await.unwrap().premove_plies,
        [3, 5]
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_move_off_every_line_drops_them_and_the_owner_hears_it_by_dm() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.command(&t.alice, thread, "notify", json!({"dm": "on"}))
        .await;
    t.play_ok(&t.alice, thread, "d4").await;
    add(&t, &t.alice, thread, "d5 d3").await;
    add(&t, &t.alice, thread, "c4 d3").await;
    let board = t.play_ok(&t.bob, thread, "e3").await;
    assert!(!board.content.contains("premove"), "{}", board.content);
    let dm = t.double.dm_channel(&t.alice);
    let notice = t
        .double
        .wait_for_message(dm, |m| m.content.contains("conditional moves"))
        .await;
    assert!(
        notice
            .content
            .contains("played **e3**, which none of your conditional moves expected"),
        "{}",
        notice.content
    );
    assert!(
        list(&t, &t.alice, thread)
            .await
            .contains("no conditional moves")
    );
    // Nothing was played for Alice: it is her turn.
    t.play_ok(&t.alice, thread, "d3").await;
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_takeback_after_a_premove_undoes_the_answer_and_clears_the_lines() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    add(&t, &t.alice, thread, "d5 d3 c4 e4").await;
    t.play_ok(&t.bob, thread, "d5").await;
    let asked = t.request(&t.alice, thread, "takeback").await;
    t.click(&t.bob, &asked, &button(&asked, "ab:takeback:"))
        .await;
    let board = t
        .double
        .wait_for_message(thread, |m| m.content.contains("Taken back"))
        .await;
    assert!(board.content.contains("d3"), "{}", board.content);
    assert!(
        list(&t, &t.alice, thread)
            .await
            .contains("no conditional moves")
    );
    // Alice plays another answer herself; Bob's c4 is answered by nobody.
    t.play_ok(&t.alice, thread, "c3").await;
    let board = t.play_ok(&t.bob, thread, "c4").await;
    assert!(!board.content.contains("premove"), "{}", board.content);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn an_illegal_line_is_refused_with_its_move_and_the_rules_reason() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_ok(&t.alice, thread, "d4").await;
    let refused = add(&t, &t.alice, thread, "d5 d5").await;
    assert!(
        refused.contains("Move 2 (d5) cannot be played there. "),
        "{refused}"
    );
    // The rules' own words, as `/move` gives them for that move there.
    t.play_ok(&t.bob, thread, "d5").await;
    let reason = t.refused(&t.alice, thread, "d5").await;
    let reason = reason.trim_start_matches("⚠️ ");
    assert!(
        refused.ends_with(&reason) || refused.contains(reason.trim_end_matches('.')),
        "{refused} / {reason}"
    );
    // Bob, to move, is told to play first; the engine is no partner either.
    let yours = add(&t, &t.alice, thread, "c4 c3").await;
    assert!(yours.contains("It is your turn"), "{yours}");
    let cleared = t
        .command(&t.bob, thread, "premove", json!({"clear": {}}))
        .await;
    assert!(cleared.is_ephemeral());
    assert!(
        cleared.content.contains("no conditional moves"),
        "{}",
        cleared.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}
