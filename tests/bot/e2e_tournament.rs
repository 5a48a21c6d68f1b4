//! End to end: a four-player round robin and a five-player Swiss from
//! `/tournament create` to the final standings, through the sign-up
//! buttons, the pairings' threads (started from the message naming both
//! players, the first board posted), a restart in the middle, the sign-up message following the
//! event, the winner's news with the standings picture, `/tournament
//! standings`, `list`, `show` and `withdraw`.

use crate::support;

use serde_json::json;
use support::bot::button;
use support::discord_double::{DoubleUser, RecordedMessage};
use support::table::Table;
use support::wait::{self, SOON};

#[tokio::test]
async fn a_round_robin_from_sign_up_to_final_standings() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let carol = t.double.user("carol");
    let dave = t.double.user("dave");
    let erin = t.double.user("erin");

    // Bad input is refused privately, with the reason; nothing is posted.
    let refused = t
        .command(
            &t.alice,
            general,
            "tournament",
            json!({"create": {"name": "Cup", "kind": "abande-hex", "format": "round-robin", "max_players": 500}}),
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(refused.content.contains("2 to 64"), "{}", refused.content);

    let signup = t
        .command(
            &t.alice,
            general,
            "tournament",
            json!({"create": {"name": "Autumn cup", "kind": "abande-hex", "format": "round-robin", "max_players": 4}}),
        )
        .await;
    assert!(!signup.is_ephemeral(), "{}", signup.content);
    assert!(signup.content.contains("Autumn cup"), "{}", signup.content);
    assert!(signup.content.contains("0 of 4"), "{}", signup.content);
    let join = button(&signup, "ab:join:");
    let start = button(&signup, "ab:start:");

    let (alice, bob) = (t.alice.clone(), t.bob.clone());
    let players: [&DoubleUser; 4] = [&alice, &bob, &carol, &dave];
    for player in players {
        t.click(player, &signup, &join).await;
    }
    let edited = t.double.message(signup.id).unwrap();
    assert!(edited.content.contains("4 of 4"), "{}", edited.content);
    for player in players {
        assert!(edited.content.contains(&format!("<@{}>", player.id)));
    }
    // A fifth is told privately that it is full; a second join is refused.
    let full = t.click_reply(&erin, &signup, &join).await;
    assert!(
        full.is_ephemeral() && full.content.contains("full"),
        "{}",
        full.content
    );
    let twice = t.click_reply(&t.bob, &signup, &join).await;
    assert!(twice.content.contains("already in"), "{}", twice.content);
    // The bot itself is refused, privately, with the reason.
    let bot = t.click_reply(&t.double.bot_user(), &signup, &join).await;
    assert!(
        bot.is_ephemeral() && bot.content.contains("Bots cannot"),
        "{}",
        bot.content
    );
    // Only the organiser starts it.
    let not_yours = t.click_reply(&t.bob, &signup, &start).await;
    assert!(not_yours.content.contains("Only"), "{}", not_yours.content);
    t.click(&t.alice, &signup, &start).await;
    let started = t.double.message(signup.id).unwrap();
    assert!(started.content.contains("Under way"), "{}", started.content);
    assert!(started.components.is_empty() || !started.content.contains("Join"));

    // Six games, each in its thread with both players named and a board.
    let threads = wait::until("six game threads", SOON, async || {
        let threads = t.double.threads_of(general);
        (threads.len() == 6).then_some(threads)
    })
    .await;
    let t = t.restart().await;
    let mut blacks = Vec::new();
    for thread in &threads {
        let pairing = pairing_of(&t, thread.id);
        t.double
            .wait_for_message(thread.id, |m| !m.attachments.is_empty())
            .await;
        let black = players
            .iter()
            .find(|p| pairing.content.contains(&format!("<@{}> (Black)", p.id)))
            .expect("Black is named");
        blacks.push((thread.id, (*black).clone()));
    }
    // `/tournament show`: every game with its thread, still being played.
    let show = t
        .command(&t.bob, general, "tournament", json!({"show": {}}))
        .await;
    assert!(show.is_ephemeral(), "{}", show.content);
    for thread in &threads {
        assert!(
            show.content.contains(&format!("<#{}>", thread.id)),
            "{}",
            show.content
        );
    }
    // Black resigns every game: the event finishes with the last one.
    for (thread, black) in &blacks {
        t.resign(black, *thread).await;
    }
    let news = t
        .double
        .wait_for_message(general, |m| m.content.contains("is over"))
        .await;
    assert_eq!(news.attachments.len(), 1, "{}", news.content);
    assert!(news.attachments[0].filename.ends_with(".png"));
    // The picture's description reads out the table.
    let described = news.attachments[0].description.clone().unwrap_or_default();
    assert!(described.starts_with("Standings of "), "{described}");
    assert!(described.contains("1. "), "{described}");
    for name in ["alice", "bob", "carol", "dave"] {
        assert!(described.contains(name), "{described}");
    }
    let finished = t.double.message(signup.id).unwrap();
    assert!(
        finished.content.contains("Finished"),
        "{}",
        finished.content
    );
    assert!(finished.components.is_empty());
    let standings = t
        .command(&t.alice, general, "tournament", json!({"standings": {}}))
        .await;
    assert!(
        standings.content.contains("Finished"),
        "{}",
        standings.content
    );
    for name in ["alice", "bob", "carol", "dave"] {
        assert!(standings.content.contains(name), "{}", standings.content);
    }
    assert!(standings.content.contains("Pts"), "{}", standings.content);
    assert_eq!(standings.attachments.len(), 1, "the standings picture");
    assert_eq!(
        standings.attachments[0].description.as_deref(),
        Some(described.as_str()),
        "the same table, the same description"
    );
    let picture = image::load_from_memory(&standings.attachments[0].bytes).unwrap();
    assert_eq!(picture.width(), 720);
    // The winner's news went out once, restart or not.
    assert_eq!(t.count(general, "is over"), 1);
}

/// A five-player Swiss: each round's games get their threads when the last
/// game of the round before ends (the bot restarted after round two), one
/// player sits out each round, and the standings are final after four.
#[tokio::test]
async fn a_five_player_swiss_is_paired_round_by_round() {
    let mut t = Table::start().await;
    let general = t.double.general_channel();
    let names = ["alice", "bob", "carol", "dave", "erin"];
    let players: Vec<DoubleUser> = names.iter().map(|n| t.double.user(n)).collect();
    let signup = t
        .command(
            &players[0],
            general,
            "tournament",
            json!({"create": {"name": "Swiss open", "kind": "abalone", "format": "swiss", "max_players": 8}}),
        )
        .await;
    let join = button(&signup, "ab:join:");
    for player in &players {
        t.click(player, &signup, &join).await;
    }
    t.click(&players[0], &signup, &button(&signup, "ab:start:"))
        .await;
    let started = t.double.message(signup.id).unwrap();
    assert!(
        started.content.contains("round 1 of 4"),
        "{}",
        started.content
    );
    for round in 1..=4 {
        let threads = wait::until(
            &format!("two new threads in round {round}"),
            SOON,
            async || {
                let threads = t.double.threads_of(general);
                (threads.len() == 2 * round).then_some(threads)
            },
        )
        .await;
        for thread in &threads[2 * (round - 1)..] {
            let pairing = pairing_of(&t, thread.id);
            let black = players
                .iter()
                .find(|p| pairing.content.contains(&format!("<@{}> (Black)", p.id)))
                .expect("Black is named");
            t.double
                .wait_for_message(thread.id, |m| !m.attachments.is_empty())
                .await;
            t.resign(black, thread.id).await;
        }
        if round == 2 {
            t = t.restart().await;
        }
        if round < 4 {
            // The sign-up message follows the event round by round.
            let next = format!("round {} of 4", round + 1);
            wait::until(
                &format!("the sign-up message says {next}"),
                SOON,
                async || {
                    let message = t.double.message(signup.id)?;
                    message.content.contains(&next).then_some(())
                },
            )
            .await;
        }
    }
    let news = t
        .double
        .wait_for_message(general, |m| m.content.contains("is over"))
        .await;
    assert_eq!(news.attachments.len(), 1, "{}", news.content);
    let list = t
        .command(&players[2], general, "tournament", json!({"list": {}}))
        .await;
    assert!(list.content.contains("Swiss open"), "{}", list.content);
    let standings = t
        .command(&players[1], general, "tournament", json!({"standings": {}}))
        .await;
    assert!(
        standings.content.contains("Finished"),
        "{}",
        standings.content
    );
    assert!(standings.content.contains("Buchh"), "{}", standings.content);
    // Eight games and four byes: 12 points in all.
    assert_eq!(t.double.threads_of(general).len(), 8);
}

/// The pairing message naming both players, posted in the tournament's
/// channel; the game's thread is started from it (and has its id).
pub fn pairing_of(t: &Table, thread: u64) -> RecordedMessage {
    let pairing = t
        .double
        .message(thread)
        .expect("the thread starts from the pairing message");
    assert!(
        pairing.content.contains("(Black) against"),
        "{}",
        pairing.content
    );
    pairing
}
