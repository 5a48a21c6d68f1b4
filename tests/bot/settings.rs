//! `/settings` through the bot against the Discord double, on both
//! backends: `show`, every change and its effect (games channel, organisers,
//! language, default clock, limits), bad input refused privately with
//! nothing changed (a channel the bot cannot run games in, as Discord's
//! roles and overwrites say; a role that no longer exists; limits out of
//! range); and every command's registration (who may use it, where).

use crate::support;

use serde_json::{Value, json};
use support::bot::button;
use support::discord_double::{
    ADMINISTRATOR, ALL_PERMISSIONS, CREATE_PUBLIC_THREADS, MANAGE_GUILD, RecordedMessage,
    SEND_MESSAGES,
};
use support::on_both_backends;
use support::service_env::Backend;
use support::table::Table;
use support::wait::{self, SOON};

async fn settings(
    t: &Table,
    user: &support::discord_double::DoubleUser,
    options: Value,
) -> RecordedMessage {
    let general = t.double.general_channel();
    let reply = t.command(user, general, "settings", options).await;
    assert!(
        reply.is_ephemeral(),
        "settings answers privately: {}",
        reply.content
    );
    reply
}

/// The summary `show` gives now.
async fn shown(t: &Table) -> String {
    settings(t, &t.alice, json!({"show": {}})).await.content
}

/// The public, non-interaction messages of `channel`.
fn posts(t: &Table, channel: u64) -> Vec<RecordedMessage> {
    t.double
        .messages(channel)
        .into_iter()
        .filter(|m| !m.is_ephemeral())
        .collect()
}

on_both_backends!(every_setting_changes_what_it_says, every_setting);

async fn every_setting(backend: Backend, test: &str) {
    let Some(t) = Table::on(backend, test).await else {
        return;
    };
    let general = t.double.general_channel();
    // Members may not manage the server; Alice may, through a role.
    t.double
        .set_everyone_permissions(ALL_PERMISSIONS & !MANAGE_GUILD & !ADMINISTRATOR);
    let admins = t.double.add_role("Admins", MANAGE_GUILD);
    t.double.give_role(t.alice.id, admins);
    let games = t.double.add_text_channel("games");

    let before = shown(&t).await;
    for words in [
        "Settings of this server",
        "Games channel: wherever a command is typed",
        "Who may create tournaments: everyone",
        "as Discord reports it (now English)",
        "mine (72 h per move)",
        "5 open or running tournaments at once; 50 games at once per player",
    ] {
        assert!(before.contains(words), "{words:?} not in {before}");
    }

    // Bad input: refused privately, with the reason, changing nothing.
    let muted = t.double.add_text_channel("muted");
    t.double
        .add_overwrite(muted, t.double.guild_id(), false, 0, SEND_MESSAGES);
    let refused = settings(
        &t,
        &t.alice,
        json!({"games_channel": {"channel": muted.to_string()}}),
    )
    .await;
    assert!(
        refused.content.contains("I lack Send Messages"),
        "{}",
        refused.content
    );
    let no_threads = t.double.add_text_channel("no-threads");
    let bot = t.double.bot_user().id;
    t.double
        .add_overwrite(no_threads, bot, true, 0, CREATE_PUBLIC_THREADS);
    let refused = settings(
        &t,
        &t.alice,
        json!({"games_channel": {"channel": no_threads.to_string()}}),
    )
    .await;
    assert!(
        refused.content.contains("Create Public Threads"),
        "{}",
        refused.content
    );
    assert!(
        !refused.content.contains("Send Messages"),
        "{}",
        refused.content
    );
    let gone = t.double.add_role("Gone", 0);
    t.double.delete_role(gone);
    let refused = settings(
        &t,
        &t.alice,
        json!({"organisers": {"who": "role", "role": gone.to_string()}}),
    )
    .await;
    assert!(
        refused.content.contains("does not exist"),
        "{}",
        refused.content
    );
    let refused = settings(&t, &t.alice, json!({"limits": {"tournaments": 0}})).await;
    assert!(
        refused.content.contains("between 1 and 50; 0 is not"),
        "{}",
        refused.content
    );
    let refused = settings(&t, &t.alice, json!({"limits": {"games_per_player": 501}})).await;
    assert!(
        refused.content.contains("between 1 and 500; 501 is not"),
        "{}",
        refused.content
    );
    assert_eq!(shown(&t).await, before, "nothing changed");

    // The games channel: a challenge typed in #general goes there; the reply links there.
    let saved = settings(
        &t,
        &t.alice,
        json!({"games_channel": {"channel": games.to_string()}}),
    )
    .await;
    assert!(
        saved
            .content
            .contains(&format!("Games channel: <#{games}>")),
        "{}",
        saved.content
    );
    let reply = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"person": {"user": t.bob.id, "kind": "abalone"}}),
        )
        .await;
    assert!(reply.is_ephemeral(), "{}", reply.content);
    assert!(
        reply.content.contains(&format!("/{games}/")),
        "links there: {}",
        reply.content
    );
    let challenge = posts(&t, games).pop().expect("the challenge is in #games");
    assert!(
        challenge.content.contains(&format!("<@{}>", t.bob.id)),
        "{}",
        challenge.content
    );
    assert!(posts(&t, general).is_empty(), "nothing public in #general");
    t.double
        .click(&t.bob, &challenge, &button(&challenge, "ab:accept:"))
        .await
        .callback()
        .await;
    let thread = wait::until("the game's thread opens in #games", SOON, async || {
        t.double.threads_of(games).first().cloned()
    })
    .await;
    t.double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;

    // A tournament's sign-up too.
    let reply = t
        .command(
            &t.bob,
            general,
            "tournament",
            json!({"create": {"name": "Cup", "kind": "abande-hex", "format": "swiss", "max_players": 8}}),
        )
        .await;
    assert!(reply.is_ephemeral(), "{}", reply.content);
    assert!(
        reply.content.contains(&format!("/{games}/")),
        "{}",
        reply.content
    );
    assert!(posts(&t, games).iter().any(|m| m.content.contains("Cup")));

    // The default clock, then the language of public posts.
    let saved = settings(&t, &t.alice, json!({"clock": {"clock": "fast"}})).await;
    assert!(
        saved
            .content
            .contains("Default clock: time bank 1 day + 12 h"),
        "{}",
        saved.content
    );
    t.command(
        &t.bob,
        general,
        "challenge",
        json!({"open": {"kind": "abalone"}}),
    )
    .await;
    let open = posts(&t, games).pop().unwrap();
    assert!(
        open.content.contains("time bank 1 day + 12 h"),
        "{}",
        open.content
    );
    let saved = settings(&t, &t.alice, json!({"language": {"language": "french"}})).await;
    assert!(
        saved.content.contains("Language of public posts: Français"),
        "{}",
        saved.content
    );
    let carol = t.double.user("carol");
    t.command(
        &carol,
        general,
        "challenge",
        json!({"open": {"kind": "abalone"}}),
    )
    .await;
    let open = posts(&t, games).pop().unwrap();
    assert!(open.content.contains("Défi ouvert"), "{}", open.content);
    assert!(
        open.content.contains("réserve de temps"),
        "{}",
        open.content
    );

    // Organisers: members with a role.
    let organisers = t.double.add_role("Organisers", 0);
    let saved = settings(
        &t,
        &t.alice,
        json!({"organisers": {"who": "role", "role": organisers.to_string()}}),
    )
    .await;
    assert!(
        saved.content.contains(&format!("<@&{organisers}>")),
        "{}",
        saved.content
    );
    let create = json!({"create": {"name": "Spring", "kind": "abalone", "format": "swiss", "max_players": 8}});
    let refused = t
        .command(&carol, general, "tournament", create.clone())
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(
        refused.content.contains(&format!(
            "Only members with <@&{organisers}> (or Manage Server)"
        )),
        "{}",
        refused.content
    );
    t.double.give_role(carol.id, organisers);
    let made = t
        .command(&carol, general, "tournament", create.clone())
        .await;
    assert!(
        made.content.contains(&format!("/{games}/")),
        "{}",
        made.content
    );
    // Only Manage Server.
    settings(
        &t,
        &t.alice,
        json!({"organisers": {"who": "manage-server"}}),
    )
    .await;
    let refused = t
        .command(&carol, general, "tournament", create.clone())
        .await;
    assert!(
        refused.content.contains("Only members with Manage Server"),
        "{}",
        refused.content
    );

    // Limits: two tournaments run here; the limit of two refuses a third.
    settings(
        &t,
        &t.alice,
        json!({"limits": {"tournaments": 2, "games_per_player": 1}}),
    )
    .await;
    let refused = t.command(&t.alice, general, "tournament", create).await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(
        refused
            .content
            .contains("already runs 2 tournaments (its limit); finish or cancel one first"),
        "{}",
        refused.content
    );
    // Alice plays one game against Bob: no second.
    let refused = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"open": {"kind": "abalone"}}),
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(
        refused
            .content
            .contains("You already play 1 game in this server, the limit here"),
        "{}",
        refused.content
    );
    // Her game against the engine still starts.
    let engine = t
        .command(
            &t.alice,
            general,
            "challenge",
            json!({"engine": {"kind": "abalone"}}),
        )
        .await;
    assert!(!engine.is_ephemeral(), "{}", engine.content);

    let after = shown(&t).await;
    assert!(
        after.contains("2 open or running tournaments at once; 1 game at once per player"),
        "{after}"
    );
    t.double.assert_clean();
}

/// Who may use each command, and where: what the bot registers with Discord.
#[tokio::test]
async fn every_command_is_registered_with_its_permissions_and_contexts() {
    let t = Table::start().await;
    const EVERYWHERE: (&str, &[u64], &[u64]) = ("", &[0, 1], &[0, 1, 2]);
    const SERVERS: (&str, &[u64], &[u64]) = ("", &[0], &[0]);
    const MANAGERS: (&str, &[u64], &[u64]) = ("32", &[0], &[0]);
    let expected = |name: &str| match name {
        "settings" | "moderate" => MANAGERS,
        "draw" | "takeback" | "vacation" | "tournament" => SERVERS,
        // Anyone's own data, from a server, a DM or a user install.
        "privacy" => EVERYWHERE,
        _ => EVERYWHERE,
    };
    let registered = t.double.registered_commands();
    assert_eq!(registered.len(), support::bot::COMMANDS.len());
    assert!(
        registered.iter().any(|c| c["name"] == "moderate"),
        "/moderate is registered"
    );
    let privacy = registered
        .iter()
        .find(|c| c["name"] == "privacy")
        .expect("/privacy is registered");
    let subcommands: Vec<&str> = privacy["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(subcommands, ["export", "forget"]);
    let numbers = |command: &Value, field: &str| -> Vec<u64> {
        let v = &command[field];
        let mut n: Vec<u64> = v
            .as_array()
            .unwrap_or_else(|| panic!("{field}: a list, not {v}, in {command}"))
            .iter()
            .map(|x| x.as_u64().unwrap())
            .collect();
        n.sort();
        n
    };
    for command in &registered {
        let name = command["name"].as_str().unwrap();
        let (permissions, installs, contexts) = expected(name);
        let given = command["default_member_permissions"].as_str().unwrap_or("");
        assert_eq!(given, permissions, "/{name}: default_member_permissions");
        assert_eq!(
            numbers(command, "integration_types"),
            installs,
            "/{name}: integration_types"
        );
        assert_eq!(numbers(command, "contexts"), contexts, "/{name}: contexts");
    }
}
