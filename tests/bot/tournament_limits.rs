//! Tournaments within bounds (issue #37), through the bot against the
//! Discord double: a round robin of more than 16 and an event without a
//! clock refused privately with the reason; `/tournament withdraw` asks
//! first, with the number of games it resigns, and only the asker can
//! confirm; an event is seen only from its own server; names stay text;
//! a pairing whose thread or message answer was lost opens one thread and
//! pings once; `/tournament show` of a 64-player Swiss pages every round.

use crate::support;

use std::time::Duration;

use abande_bot::model::{GameStatus, UserId};
use abande_bot::service::{Player, TournamentStandings};
use abande_bot::tournament::TournamentId;
use serde_json::json;
use support::bot::button;
use support::discord_double::{DoubleUser, RecordedMessage};
use support::table::Table;
use support::wait::{self, SOON};

use super::e2e_tournament::pairing_of;

/// `/tournament create` by `user` in `channel` with `options` besides the
/// name, game and format; the bot's answer.
async fn create(
    t: &Table,
    user: &DoubleUser,
    channel: u64,
    name: &str,
    format: &str,
    options: serde_json::Value,
) -> RecordedMessage {
    let mut create = json!({"name": name, "kind": "abande-hex", "format": format});
    for (key, value) in options.as_object().unwrap() {
        create[key] = value.clone();
    }
    t.command(user, channel, "tournament", json!({ "create": create }))
        .await
}

/// The id `#N` a sign-up message names.
fn id_of(signup: &RecordedMessage) -> TournamentId {
    let join = button(signup, "ab:join:");
    TournamentId(join.trim_start_matches("ab:join:").parse().unwrap())
}

/// Each of `players` presses Join on `signup`.
async fn join_all(t: &Table, signup: &RecordedMessage, players: &[&DoubleUser]) {
    let join = button(signup, "ab:join:");
    for player in players {
        t.click(player, signup, &join).await;
    }
}

/// A round robin named `name` for `max_players`, created by Alice in the
/// general channel and joined by Alice, Bob and Carol: its sign-up and id.
async fn round_robin_of_three(
    t: &Table,
    carol: &DoubleUser,
    name: &str,
    max_players: u32,
) -> (RecordedMessage, TournamentId) {
    let general = t.double.general_channel();
    let signup = create(
        t,
        &t.alice,
        general,
        name,
        "round-robin",
        json!({ "max_players": max_players }),
    )
    .await;
    let id = id_of(&signup);
    join_all(t, &signup, &[&t.alice, &t.bob, carol]).await;
    (signup, id)
}

#[tokio::test]
async fn a_large_round_robin_and_an_event_without_a_clock_are_refused_privately() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let refused = create(
        &t,
        &t.alice,
        general,
        "Big cup",
        "round-robin",
        json!({"max_players": 17}),
    )
    .await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    for words in ["at most 16", "120 games", "swiss"] {
        assert!(refused.content.contains(words), "{}", refused.content);
    }
    let no_clock = create(
        &t,
        &t.alice,
        general,
        "Slow cup",
        "swiss",
        json!({"max_players": 8, "move_hours": 0}),
    )
    .await;
    assert!(no_clock.is_ephemeral(), "{}", no_clock.content);
    assert!(
        no_clock.content.contains("running clock") && no_clock.content.contains("move_hours"),
        "{}",
        no_clock.content
    );
    // Nothing was posted (only the private answers), nothing stored.
    assert!(t.double.messages(general).iter().all(|m| m.is_ephemeral()));
    let list = t
        .command(&t.alice, general, "tournament", json!({"list": {}}))
        .await;
    assert!(list.content.contains("no tournament"), "{}", list.content);
    // Sixteen is fine.
    let ok = create(
        &t,
        &t.alice,
        general,
        "Cup",
        "round-robin",
        json!({"max_players": 16}),
    )
    .await;
    assert!(!ok.is_ephemeral(), "{}", ok.content);
    t.double.assert_clean();
}

#[tokio::test]
async fn a_custom_clock_takes_its_bank_from_the_options() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let no_bank = create(
        &t,
        &t.alice,
        general,
        "Bank cup",
        "swiss",
        json!({"max_players": 8, "clock": "custom"}),
    )
    .await;
    assert!(no_bank.is_ephemeral(), "{}", no_bank.content);
    assert!(
        no_bank.content.contains("bank_hours"),
        "{}",
        no_bank.content
    );
    let signup = create(
        &t,
        &t.alice,
        general,
        "Bank cup",
        "swiss",
        json!({"max_players": 8, "clock": "custom", "bank_hours": 48, "increment_hours": 12}),
    )
    .await;
    assert!(!signup.is_ephemeral(), "{}", signup.content);
    let stored = t
        .bot
        .service
        .tournaments()
        .tournament(id_of(&signup))
        .await
        .unwrap();
    let bank = stored.bank.expect("a time bank");
    assert_eq!(
        (bank.initial_secs, bank.increment_secs, bank.max_secs),
        (48 * 3600, 12 * 3600, 48 * 3600)
    );
    t.double.assert_clean();
}

/// The standings of `id`, as the service tells them.
async fn standings_of(t: &Table, id: TournamentId) -> TournamentStandings {
    t.bot
        .service
        .tournaments()
        .tournament_standings(id)
        .await
        .unwrap()
}

/// The games of `id` still running that `player` plays in.
async fn running_of(t: &Table, id: TournamentId, player: u64) -> usize {
    let standings = standings_of(t, id).await;
    standings
        .schedule
        .iter()
        .filter(|g| g.black.0 == player || g.white.map(|w| w.0) == Some(player))
        .filter(|g| g.status == Some(GameStatus::Active))
        .count()
}

#[tokio::test]
async fn withdraw_asks_first_and_only_the_asker_confirms() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let carol = t.double.user("carol");
    let (signup, id) = round_robin_of_three(&t, &carol, "Autumn cup", 4).await;
    t.click(&t.alice, &signup, &button(&signup, "ab:start:"))
        .await;
    assert_eq!(running_of(&t, id, t.bob.id).await, 2);

    let ask = t
        .command(&t.bob, general, "tournament", json!({"withdraw": {}}))
        .await;
    assert!(ask.is_ephemeral(), "{}", ask.content);
    assert!(
        ask.content
            .contains("Your 2 games still running will be resigned"),
        "{}",
        ask.content
    );
    let confirm = button(&ask, "ab:withdraw:");
    assert!(confirm.len() <= 100, "{confirm}");
    // Asking resigned nothing.
    assert_eq!(running_of(&t, id, t.bob.id).await, 2);
    // Someone else pressing it is refused, privately; nothing changes.
    let not_yours = t.click_reply(&carol, &ask, &confirm).await;
    assert!(
        not_yours.is_ephemeral() && not_yours.content.contains("Only the player who asked"),
        "{}",
        not_yours.content
    );
    assert_eq!(running_of(&t, id, t.bob.id).await, 2);
    // "Stay in" leaves everything as it was.
    let stay = t.click_reply(&t.bob, &ask, &button(&ask, "ab:stay:")).await;
    assert!(stay.content.contains("You stay"), "{}", stay.content);
    assert!(stay.components.is_empty());
    assert_eq!(running_of(&t, id, t.bob.id).await, 2);

    // Asked again, and confirmed: both games are resigned.
    let ask = t
        .command(&t.bob, general, "tournament", json!({"withdraw": {}}))
        .await;
    let done = t
        .click_reply(&t.bob, &ask, &button(&ask, "ab:withdraw:"))
        .await;
    assert!(done.content.contains("You withdrew"), "{}", done.content);
    assert_eq!(running_of(&t, id, t.bob.id).await, 0);
    let standings = standings_of(&t, id).await;
    assert!(
        standings
            .entrants
            .iter()
            .any(|e| e.player.id.0 == t.bob.id && e.withdrawn_at.is_some())
    );
    // The confirmation button survives a restart (it carries all it needs).
    let ask = t
        .command(&carol, general, "tournament", json!({"withdraw": {}}))
        .await;
    assert!(
        ask.content
            .contains("Your game still running will be resigned"),
        "{}",
        ask.content
    );
    let t = t.restart().await;
    let done = t
        .click_reply(&carol, &ask, &button(&ask, "ab:withdraw:"))
        .await;
    assert!(done.content.contains("You withdrew"), "{}", done.content);
    assert_eq!(running_of(&t, id, carol.id).await, 0);
    t.double.assert_clean();
}

#[tokio::test]
async fn a_tournament_is_not_found_from_another_server_or_a_dm() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let signup = create(
        &t,
        &t.alice,
        general,
        "Home cup",
        "swiss",
        json!({"max_players": 8}),
    )
    .await;
    let id = id_of(&signup);
    let other_guild = t.double.add_guild("elsewhere", 0, 1);
    let elsewhere = t.double.add_text_channel_in(other_guild, "elsewhere");
    let by_id = json!({"tournament": id.0.to_string()});
    for sub in ["show", "standings", "withdraw"] {
        let answer = t
            .command(&t.bob, elsewhere, "tournament", json!({ sub: by_id }))
            .await;
        assert!(answer.is_ephemeral(), "{sub}: {}", answer.content);
        assert!(
            answer
                .content
                .contains(&format!("There is no tournament #{}", id.0)),
            "{sub}: {}",
            answer.content
        );
        assert!(!answer.content.contains("Home cup"), "{}", answer.content);
        assert!(answer.attachments.is_empty());
    }
    // The same answer as for a tournament that does not exist.
    let missing = t
        .command(
            &t.bob,
            general,
            "tournament",
            json!({"show": {"tournament": (id.0 + 50).to_string()}}),
        )
        .await;
    assert!(
        missing.is_ephemeral() && missing.content.contains("There is no tournament"),
        "{}",
        missing.content
    );
    // In a DM, too.
    let dm = t.double.dm_channel(&t.bob);
    let answer = t
        .command(&t.bob, dm, "tournament", json!({"show": by_id}))
        .await;
    assert!(
        answer.is_ephemeral() && answer.content.contains("There is no tournament"),
        "{}",
        answer.content
    );
    // Autocomplete offers this server's events only.
    let here = t
        .double
        .autocomplete(
            &t.bob,
            general,
            "tournament",
            "tournament",
            json!({"show": {"tournament": ""}}),
        )
        .await
        .autocomplete_choices()
        .await;
    assert_eq!(here.len(), 1, "{here:?}");
    let there = t
        .double
        .autocomplete(
            &t.bob,
            elsewhere,
            "tournament",
            "tournament",
            json!({"show": {"tournament": ""}}),
        )
        .await
        .autocomplete_choices()
        .await;
    assert!(there.is_empty(), "{there:?}");
    // At home it answers.
    let home = t
        .command(&t.bob, general, "tournament", json!({"show": by_id}))
        .await;
    assert!(home.content.contains("Home cup"), "{}", home.content);
}

#[tokio::test]
async fn names_are_shown_as_text_and_cannot_break_the_standings_table() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let name = "[free nitro](https://evil.example) ||spoiler|| ```x";
    let signup = create(
        &t,
        &t.alice,
        general,
        name,
        "swiss",
        json!({"max_players": 8}),
    )
    .await;
    assert!(!signup.is_ephemeral(), "{}", signup.content);
    let shown = &signup.content;
    assert!(!shown.contains("[free nitro]("), "{shown}");
    assert!(!shown.contains("||spoiler||"), "{shown}");
    assert!(!shown.contains("```"), "{shown}");
    assert!(
        shown.contains("\\[free nitro\\]\\(https\\://evil.example\\)"),
        "{shown}"
    );
    let evil = t.double.user("ev```il`");
    join_all(&t, &signup, &[&t.alice, &evil]).await;
    let standings = t
        .command(&t.bob, general, "tournament", json!({"standings": {}}))
        .await;
    let text = &standings.content;
    // One code block: opened and closed once, the name inside it.
    assert_eq!(text.matches("```").count(), 2, "{text}");
    assert!(text.contains("evˋˋˋilˋ"), "{text}");
    assert!(!text.contains("[free nitro]("), "{text}");
    let list = t
        .command(&t.bob, general, "tournament", json!({"list": {}}))
        .await;
    assert!(!list.content.contains("[free nitro]("), "{}", list.content);
}

/// Every ping of `user` so far, counted over every message the bot sent.
fn pings_of(t: &Table, user: u64) -> usize {
    t.double
        .mentions()
        .iter()
        .filter(|m| m.pinged.contains(&user))
        .count()
}

#[tokio::test]
async fn a_pairing_whose_answers_were_lost_opens_one_thread_and_pings_once() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let carol = t.double.user("carol");
    let (signup, id) = round_robin_of_three(&t, &carol, "Retry cup", 3).await;
    // Discord carries out the first thread creation and the first post in
    // the channel, but both answers are lost on the way back.
    t.double.lose_answer_next_on("/threads", 1, 500);
    t.double.lose_answer_next_on(
        &format!("POST /api/v10/channels/{general}/messages"),
        1,
        500,
    );
    t.click(&t.alice, &signup, &button(&signup, "ab:start:"))
        .await;
    // Three games: three threads, each with its first board.
    let boards = wait::until("three threads with their boards", SOON, async || {
        let threads = t.double.threads_of(general);
        let with_boards = threads
            .iter()
            .filter(|thread| {
                t.double
                    .messages(thread.id)
                    .iter()
                    .any(|m| !m.attachments.is_empty())
            })
            .count();
        (with_boards == 3).then_some(threads)
    })
    .await;
    // Any retry that would make a second of anything is owed in the
    // outbox: once it owes nothing, none is left to run.
    t.wait_outbox_empty().await;
    assert_eq!(t.double.threads_of(general).len(), 3);
    let requests = t.double.requests();
    assert!(
        requests.iter().filter(|r| r.ends_with("/threads")).count() >= 4,
        "the lost thread was asked for again: {requests:#?}"
    );
    for thread in &boards {
        pairing_of(&t, thread.id);
        let in_thread = t.double.messages(thread.id);
        let boards: Vec<_> = in_thread
            .iter()
            .filter(|m| !m.attachments.is_empty())
            .collect();
        assert_eq!(boards.len(), 1, "one first board in {}", thread.name);
    }
    // One pairing message per game, each naming both players.
    assert_eq!(t.count(general, "(Black) against"), 3);
    // Every game is played in its thread.
    let standings = standings_of(&t, id).await;
    let mut threads: Vec<u64> = standings
        .schedule
        .iter()
        .filter(|g| g.white.is_some())
        .map(|g| g.thread_id.expect("every game has its thread"))
        .collect();
    threads.sort_unstable();
    let mut made: Vec<u64> = boards.iter().map(|c| c.id).collect();
    made.sort_unstable();
    assert_eq!(threads, made);
    // Each player plays two games and was pinged once for each.
    for player in [&t.alice, &t.bob, &carol] {
        assert_eq!(pings_of(&t, player.id), 2, "{}", player.name);
    }
    t.double.assert_clean();
}

#[tokio::test]
async fn show_pages_every_round_of_a_64_player_swiss() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let signup = create(
        &t,
        &t.alice,
        general,
        "Grand Swiss",
        "swiss",
        json!({"max_players": 64, "rounds": 3}),
    )
    .await;
    let id = id_of(&signup);
    let service = &t.bot.service;
    for n in 0..64 {
        let player = Player::new(7_000_000 + n, format!("Player {n}"));
        service
            .tournaments()
            .join_tournament(id, player)
            .await
            .unwrap();
    }
    let alice = UserId(t.alice.id);
    service
        .tournaments()
        .start_tournament(id, Some(alice))
        .await
        .unwrap();
    // Rounds 1 and 2 are played (Black resigns every game); 3 is paired.
    for _ in 0..2 {
        let standings = standings_of(&t, id).await;
        for g in standings
            .schedule
            .iter()
            .filter(|g| g.status == Some(GameStatus::Active))
        {
            service
                .games()
                .resign(g.game.unwrap(), g.black, None)
                .await
                .unwrap();
        }
    }
    // Every game has its thread, so the pages do not change while turned.
    let standings = wait::until(
        "every game's thread",
        Duration::from_secs(180),
        async || {
            let s = standings_of(&t, id).await;
            let games: Vec<_> = s.schedule.iter().filter(|g| g.white.is_some()).collect();
            (games.len() == 96 && games.iter().all(|g| g.thread_id.is_some())).then_some(s)
        },
    )
    .await;
    let mut page = t
        .command(&t.bob, general, "tournament", json!({"show": {}}))
        .await;
    let mut pages = Vec::new();
    loop {
        assert!(page.is_ephemeral(), "{}", page.content);
        assert!(page.content.chars().count() <= 2000);
        assert!(page.content.contains("Grand Swiss"), "{}", page.content);
        pages.push(page.content.clone());
        let Some(next) = page
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("ab:rounds:") && page_of(id) == pages.len() as i64 + 1)
        else {
            break;
        };
        assert!(next.len() <= 100);
        page = t.click_reply(&t.bob, &page, &next).await;
        assert!(pages.len() < 50, "pages without end");
    }
    assert!(pages.len() >= 3, "{} pages", pages.len());
    let all = pages.join("\n");
    for round in 1..=3 {
        assert!(all.contains(&format!("**Round {round}**")), "round {round}");
    }
    assert!(all.contains("(continued)"), "{all}");
    // Every game of every round is on exactly one page.
    for g in standings.schedule.iter().filter(|g| g.white.is_some()) {
        let thread = format!("<#{}>", g.thread_id.unwrap());
        assert_eq!(all.matches(&thread).count(), 1, "{thread}");
    }
    assert!(pages[0].contains(&format!("Page 1 of {}", pages.len())));
    t.double.assert_clean();
}

/// The page a `ab:rounds:<tournament>:<page>` button turns to.
fn page_of(id: &str) -> i64 {
    id.rsplit(':').next().unwrap().parse().unwrap()
}
