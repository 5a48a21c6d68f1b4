//! End to end: refusals in the user's language, a game's posts and board
//! image in its server's language.

use crate::support;

use serde_json::json;
use support::bot::{button, decoded_images};
use support::table::{Table, open_game};

/// Black d4 d3, White d5 c3: capturing d4-d5 would cut off c3 and d3.
const BEFORE_THE_SPLIT: [&str; 4] = ["d4", "d5", "d3", "c3"];

#[tokio::test]
async fn a_french_user_is_refused_a_band_splitting_capture_in_french() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &BEFORE_THE_SPLIT).await;

    let english = t.refused(&t.alice, thread, "d4-d5").await;
    assert!(
        english.contains("Moving d4 would split the band: c3, d3 would be cut off"),
        "{english}"
    );
    let french_alice = t.double.user_speaking("alice", "fr");
    let french = t.refused(&french_alice, thread, "d4-d5").await;
    assert!(
        french.contains("Déplacer d4 couperait la bande : c3, d3 seraient isolées"),
        "{french}"
    );
    // The server speaks English, so the game's board posts still do.
    let board = t.play_ok(&french_alice, thread, "d3-c3").await;
    assert!(
        board.content.contains("Black played **d3-c3**"),
        "{}",
        board.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

/// The right half of White's row in the header: "in hand 18   score 0"
/// in English; nothing there depends on the game's number or Black's name.
fn white_details(message: &support::discord_double::RecordedMessage) -> Vec<u8> {
    let image = decoded_images(message).remove(0);
    let half = image.width() / 2;
    image.crop_imm(half, 104, half, 42).into_bytes()
}

#[tokio::test]
async fn a_game_in_a_french_server_speaks_french_in_its_posts_and_image() {
    let t = Table::start().await;
    let english = open_game(&t.double, &t.alice, &t.bob, "abande-hex").await;
    let english_again = open_game(&t.double, &t.alice, &t.bob, "abande-hex").await;
    t.double.set_guild_locale("fr");
    let french = open_game(&t.double, &t.alice, &t.bob, "abande-hex").await;

    assert!(
        english.board.content.contains("(Black) vs"),
        "{}",
        english.board.content
    );
    assert!(
        french.board.content.contains("commence") && french.board.content.contains("(Noir) contre"),
        "{}",
        french.board.content
    );
    // The same words in two English games draw the same pixels; French ones do not.
    assert_eq!(
        white_details(&english.board),
        white_details(&english_again.board)
    );
    assert_ne!(white_details(&english.board), white_details(&french.board));

    // Posts speak the game's language; refusals each user's own (English here).
    let reply = t.play_ok(&t.alice, french.thread.id, "d4").await;
    assert!(
        reply.content.contains("Noir a joué **d4**"),
        "{}",
        reply.content
    );
    let refusal = t.refused(&t.bob, french.thread.id, "d4").await;
    assert!(refusal.contains("d4 is already occupied"), "{refusal}");
    // A draw offer goes to the thread in the game's language, whoever asks.
    let offer = t.request(&t.bob, french.thread.id, "draw").await;
    assert!(
        offer.content.contains("propose la nulle"),
        "{}",
        offer.content
    );
    assert_eq!(offer.button_labels(), ["Accepter la nulle", "Refuser"]);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_dm_the_reading_commands_and_the_engine_work_and_people_games_say_why_not() {
    let t = Table::start().await;
    let claire = t.double.user_speaking("claire", "fr");
    let dm = t.double.dm_channel(&claire);

    let help = t.command(&claire, dm, "help", json!({})).await;
    assert!(
        help.content.contains("joue à Abande et à Abalone"),
        "{}",
        help.content
    );
    let games = t.command(&claire, dm, "games", json!({})).await;
    assert!(!games.content.is_empty());

    let options = json!({"person": {"user": t.bob.id, "kind": "abande-hex"}});
    let refused = t.command(&claire, dm, "challenge", options).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("ajoutez-moi à un serveur"),
        "{}",
        refused.content
    );

    let options = json!({"engine": {"kind": "abande-hex", "color": "black", "level": 1}});
    let started = t.command(&claire, dm, "challenge", options).await;
    assert!(!started.is_ephemeral(), "{}", started.content);
    // No server: the game speaks Claire's language, in the DM itself.
    assert!(started.content.contains("commence"), "{}", started.content);
    let reply = t.play_ok(&claire, dm, "d4").await;
    assert!(
        reply.content.contains("Noir a joué **d4**"),
        "{}",
        reply.content
    );
    t.double
        .wait_for_message(dm, |m| m.content.contains("Blanc a joué"))
        .await;
    t.double.assert_clean();
    t.bot.stop().await;
}

/// The localised name of the registered command, option or subcommand
/// `item` in `locale`.
fn localized_name<'a>(item: &'a serde_json::Value, locale: &str) -> &'a str {
    item["name_localizations"][locale]
        .as_str()
        .unwrap_or_else(|| panic!("{} has no name in {locale}", item["name"]))
}

/// The option or subcommand `name` of a registered command.
fn option<'a>(command: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    command["options"]
        .as_array()
        .and_then(|options| options.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("{} has no option {name}", command["name"]))
}

#[tokio::test]
async fn french_users_see_french_command_option_and_choice_names() {
    let t = Table::start().await;
    let commands = t.double.registered_commands();
    let command = |name: &str| commands.iter().find(|c| c["name"] == name).unwrap();
    // Every command has a French name; the double took them as Discord does.
    for c in &commands {
        assert!(!localized_name(c, "fr").is_empty());
    }
    let challenge = command("challenge");
    assert_eq!(localized_name(challenge, "fr"), "défi");
    assert_eq!(
        localized_name(option(challenge, "person"), "fr"),
        "personne"
    );
    assert_eq!(localized_name(option(challenge, "engine"), "fr"), "moteur");
    let custom = option(challenge, "custom");
    assert_eq!(
        localized_name(option(custom, "opponent"), "fr"),
        "adversaire"
    );
    assert_eq!(
        localized_name(option(custom, "move_hours"), "fr"),
        "heures_par_coup"
    );
    // The games by their names, in every language; what comes back is the id.
    let kinds = option(option(challenge, "person"), "kind")["choices"]
        .as_array()
        .unwrap();
    assert_eq!(kinds.len(), 6);
    let hex = &kinds[0];
    assert_eq!(hex["name"], "Abande (hexagonal board)");
    assert_eq!(hex["value"], "abande-hex");
    assert_eq!(localized_name(hex, "fr"), "Abande (plateau hexagonal)");
    assert_eq!(
        localized_name(&kinds[4], "it"),
        "Abalone (margherita belga)"
    );
    let colour = option(custom, "color");
    let black = colour["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "black")
        .unwrap();
    assert_eq!(localized_name(black, "fr"), "noir");
    assert_eq!(localized_name(command("move"), "fr"), "jouer");
    assert_eq!(localized_name(command("board"), "it"), "tavoliere");
    let vacation = command("vacation");
    assert_eq!(localized_name(option(vacation, "start"), "fr"), "début");
    assert_eq!(
        localized_name(option(vacation, "start"), "es-419"),
        "empezar"
    );
    // The English names stay what every interaction carries.
    let options = json!({"person": {"user": t.bob.id, "kind": "abande-hex"}});
    let french_alice = t.double.user_speaking("alice", "fr");
    let posted = t
        .command(
            &french_alice,
            t.double.general_channel(),
            "challenge",
            options,
        )
        .await;
    assert!(!posted.is_ephemeral(), "{}", posted.content);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_challenge_in_a_french_server_is_posted_in_french_with_french_buttons() {
    let t = Table::start().await;
    t.double.set_guild_locale("fr");
    let options = json!({"person": {"user": t.bob.id, "kind": "abande-hex", "color": "black"}});
    let challenge = t
        .command(&t.alice, t.double.general_channel(), "challenge", options)
        .await;
    assert!(
        challenge
            .content
            .contains("vous défie à **Abande (plateau hexagonal)**")
            && challenge.content.contains("joue Noir (commence)")
            && challenge.content.contains("Le défi expire"),
        "{}",
        challenge.content
    );
    assert_eq!(
        challenge.button_labels(),
        ["Accepter", "Refuser", "Annuler (lanceur du défi)"]
    );
    // Bob reads English, but the note on the public message speaks the server's French.
    t.click(&t.bob, &challenge, &button(&challenge, "ab:decline:"))
        .await;
    let answered = t.double.message(challenge.id).unwrap();
    assert!(
        answered
            .content
            .ends_with(&format!("❌ Refusé par <@{}>.", t.bob.id)),
        "{}",
        answered.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_french_user_reads_their_games_resign_question_and_history_in_french() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    let alice = t.double.user_speaking("alice", "fr");
    let dm = t.double.dm_channel(&alice);

    let games = t.command(&alice, dm, "games", json!({})).await;
    assert!(games.is_ephemeral());
    assert!(
        games.content.contains("Vos parties en cours (1) :")
            && games.content.contains("**À vous de jouer** (1)")
            && games
                .content
                .contains("Abande (plateau hexagonal) contre bob · à jouer <t:"),
        "{}",
        games.content
    );

    let ask = t.command(&alice, thread, "resign", json!({})).await;
    assert!(ask.is_ephemeral());
    assert!(
        ask.content.contains("Voulez-vous vraiment abandonner"),
        "{}",
        ask.content
    );
    assert_eq!(ask.button_labels(), ["Oui, abandonner", "Non, continuer"]);
    t.click(&alice, &ask, &button(&ask, "ab:resign:")).await;
    // The game's own posts stay in its server's English.
    t.double
        .wait_for_message(thread, |m| m.content.contains("resigned"))
        .await;

    let history = t.command(&alice, dm, "history", json!({})).await;
    assert!(
        history.content.contains("Parties terminées de")
            && history.content.contains("perdue par abandon"),
        "{}",
        history.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}
