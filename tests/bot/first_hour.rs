//! End to end: a player's first hour (issue 51): `/challenge`'s four
//! subcommands, each started with at most two options, and the first
//! board telling how to move and how to hear of one's turn, in every
//! language.

use crate::support;

use serde_json::json;
use support::bot::button;
use support::table::{Table, open_game};
use support::wait;

#[tokio::test]
async fn each_challenge_subcommand_starts_with_at_most_two_options() {
    let t = Table::start().await;
    let general = t.double.general_channel();

    // `person user kind`: a challenge to Bob, with the game by its name.
    let person = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"person": {"user": t.bob.id, "kind": "abalone-belgian"}}),
        )
        .await;
    assert!(!person.is_ephemeral(), "{}", person.content);
    assert!(
        person.content.starts_with(&format!("<@{}>", t.bob.id))
            && person.content.contains("**Abalone (Belgian Daisy)**")
            && person
                .content
                .contains("colours drawn at random; 72 h per move; rated"),
        "{}",
        person.content
    );
    assert_eq!(
        person.button_labels(),
        ["Accept", "Decline", "Cancel (challenger)"]
    );

    // `open kind`: anyone may accept.
    let open = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"open": {"kind": "abande-snub"}}),
        )
        .await;
    assert!(
        open.content.contains("Open challenge")
            && open.content.contains("**Abande (snub-square board)**")
            && open.content.contains("anyone can accept"),
        "{}",
        open.content
    );
    t.click(&t.bob, &open, &button(&open, "ab:accept:")).await;

    // `engine kind`: a game against the engine at once, at level 3.
    let before = t.double.threads_of(general).len();
    let engine = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"engine": {"kind": "abande-hex"}}),
        )
        .await;
    assert!(!engine.is_ephemeral(), "{}", engine.content);
    assert!(
        engine.content.contains("starts **Abande #")
            && engine.content.contains("against me at level 3"),
        "{}",
        engine.content
    );
    wait::until_true("the engine's game has its thread", wait::SOON, async || {
        t.double.threads_of(general).len() > before
    })
    .await;

    // `custom`: every option of the old single command, here a bank and
    // rating limits on an unrated open challenge.
    let custom = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"custom": {"kind": "abalone", "clock": "standard", "rated": false,
                "min_rating": 1000, "max_rating": 2000}}),
        )
        .await;
    assert!(!custom.is_ephemeral(), "{}", custom.content);
    assert!(
        custom.content.contains("anyone rated")
            && custom.content.contains("casual")
            && custom.content.contains("time bank"),
        "{}",
        custom.content
    );
    // A custom bank without its hours is refused privately, with what to do.
    let refused = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"custom": {"kind": "abalone", "opponent": t.bob.id, "clock": "custom"}}),
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(
        refused.content.contains("bank_hours"),
        "{}",
        refused.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn the_first_board_says_to_press_move_and_how_to_get_turn_dms_in_every_language() {
    let t = Table::start().await;
    // The server's language, the Move button's label, `/notify dm:on` as typed there.
    let languages = [
        ("en-US", "Move", "`/notify dm:on`"),
        ("fr", "Jouer", "`/notifier message_privé:oui`"),
        ("de", "Ziehen", "`/benachrichtigen direktnachricht:an`"),
        ("it", "Muovi", "`/notifiche messaggio_privato:sì`"),
        ("es-ES", "Mover", "`/avisos mensaje_directo:sí`"),
    ];
    for (locale, move_label, notify) in languages {
        t.double.set_guild_locale(locale);
        let opened = open_game(&t.double, &t.alice, &t.bob, "abande-hex").await;
        let board = &opened.board;
        assert!(
            board.button_labels().iter().any(|l| l == move_label),
            "{locale}: {:?}",
            board.button_labels()
        );
        assert!(
            board.content.contains(&format!("**{move_label}**")),
            "{locale}: {}",
            board.content
        );
        assert!(
            board.content.contains(notify),
            "{locale}: {}",
            board.content
        );
        assert!(board.content.chars().count() <= 2000);
    }
    t.double.assert_clean();
    t.bot.stop().await;
}
