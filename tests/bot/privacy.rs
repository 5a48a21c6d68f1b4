//! `/privacy export` and `/privacy forget` through the bot against the
//! Discord double, on both backends: the export is a private gzip file
//! with everything stored; forgetting asks first (Cancel keeps all, only
//! the asker may confirm), resigns the running game with the opponent told
//! in its thread, and answers a second confirmation with "nothing stored".

use crate::support;

use std::io::Write;

use serde_json::json;
use support::bot::button;
use support::discord_double::RecordedMessage;
use support::on_both_backends;
use support::service_env::Backend;
use support::table::Table;

use abande_bot::model::UserId;

/// The text of the export attached to `reply`.
fn export_text(reply: &RecordedMessage) -> String {
    assert_eq!(reply.attachments.len(), 1, "{}", reply.content);
    let file = &reply.attachments[0];
    assert!(file.filename.ends_with(".txt.gz"), "{}", file.filename);
    let mut text = flate2::write::GzDecoder::new(Vec::new());
    text.write_all(&file.bytes).expect("a gzip file");
    String::from_utf8(text.finish().expect("a whole gzip file")).expect("text")
}

on_both_backends!(export_and_forget_through_the_bot, export_and_forget);

async fn export_and_forget(backend: Backend, test: &str) {
    let Some(t) = Table::on(backend, test).await else {
        return;
    };
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5"]).await;

    // The export: private, a file with the game's record, from a DM too.
    let dm = t.double.dm_channel(&t.alice);
    for channel in [t.double.general_channel(), dm] {
        let reply = t
            .command(&t.alice, channel, "privacy", json!({"export": {}}))
            .await;
        assert!(reply.is_ephemeral(), "{}", reply.content);
        assert!(reply.content.contains("one game"), "{}", reply.content);
        let text = export_text(&reply);
        assert!(text.contains("\"name\":\"alice\""), "{text}");
        assert!(
            text.contains("[Black \"alice\"]\n[White \"bob\"]"),
            "{text}"
        );
        assert!(text.contains("1. d4 d5"), "{text}");
    }

    // Forget asks first, privately, saying what it ends.
    let ask = t
        .command(&t.alice, thread, "privacy", json!({"forget": {}}))
        .await;
    assert!(ask.is_ephemeral(), "{}", ask.content);
    assert!(
        ask.content.contains("Your game in progress is resigned"),
        "{}",
        ask.content
    );
    let confirm = button(&ask, "ab:forget:");
    // Bob pressing it is refused, privately; nothing changes.
    let not_yours = t.click_reply(&t.bob, &ask, &confirm).await;
    assert!(
        not_yours.is_ephemeral() && not_yours.content.contains("Only the player who asked"),
        "{}",
        not_yours.content
    );
    // Cancel keeps everything.
    let kept = t
        .click_reply(&t.alice, &ask, &button(&ask, "ab:remember:"))
        .await;
    assert!(
        kept.content.contains("Nothing was erased"),
        "{}",
        kept.content
    );
    assert!(kept.components.is_empty());
    let service = &t.bot.service;
    let alice = UserId(t.alice.id);
    assert_eq!(
        service.history().active_games(alice).await.unwrap().len(),
        1
    );

    // Asked twice (two windows), confirmed in the first.
    let first = t
        .command(&t.alice, thread, "privacy", json!({"forget": {}}))
        .await;
    let second = t
        .command(&t.alice, thread, "privacy", json!({"forget": {}}))
        .await;
    let done = t
        .click_reply(&t.alice, &first, &button(&first, "ab:forget:"))
        .await;
    assert!(
        done.content.contains("you are now deleted player #1"),
        "{}",
        done.content
    );
    assert!(done.components.is_empty());
    // Bob is told in the game's thread, as for /resign.
    let board = t
        .double
        .wait_for_message(thread, |m| {
            m.content.contains("deleted player #1 resigned") && !m.attachments.is_empty()
        })
        .await;
    assert!(!board.is_ephemeral());
    let (row, notify_dm) = t.bot.store.player(alice).await.unwrap().unwrap();
    assert_eq!(
        (row.name.as_str(), notify_dm),
        ("", false),
        "her row is emptied"
    );
    let game = service
        .games()
        .load_game(abande_bot::model::GameId(1))
        .await
        .unwrap();
    assert_eq!(game.record.black.name, "deleted player #1");
    assert_eq!(game.record.white.name, "bob");
    // The second confirmation: nothing is stored any more.
    let again = t
        .click_reply(&t.alice, &second, &button(&second, "ab:forget:"))
        .await;
    assert!(
        again.content.contains("Nothing is stored about you"),
        "{}",
        again.content
    );
    // Her export now holds nothing of the old games.
    let reply = t
        .command(&t.alice, dm, "privacy", json!({"export": {}}))
        .await;
    let text = export_text(&reply);
    assert!(text.contains("\"stored\":false"), "{text}");
    assert!(!text.contains("# game"), "{text}");
    t.double.assert_clean();
}
