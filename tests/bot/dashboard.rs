//! `/games` as a dashboard (issue #51): the games waiting for you first,
//! least time left first, with their deadlines and time banks, then the
//! games waiting for your opponents, in pages; after a move, the next game
//! waiting; and the turn DM counting the games that wait.

use crate::support;

use serde_json::json;
use support::bot::button;
use support::service_env::{HOUR, T0};
use support::table::{Table, open_game, wait_for_new_thread};
use support::wait::{self, SOON};

const DAY: i64 = 24 * HOUR;

/// Alice (Black, to move first) challenges Bob to `kind` with `clock`
/// (`None`: the default time per move); Bob accepts. The game's thread.
async fn game_with_clock(t: &Table, kind: &str, clock: Option<&str>) -> u64 {
    let general = t.double.general_channel();
    let options = match clock {
        Some(clock) => {
            json!({"custom": {"kind": kind, "opponent": t.bob.id, "color": "black", "clock": clock}})
        }
        None => json!({"person": {"user": t.bob.id, "kind": kind, "color": "black"}}),
    };
    let challenge = t.command(&t.alice, general, "challenge", options).await;
    assert!(!challenge.is_ephemeral(), "{}", challenge.content);
    let before = t.double.threads_of(general).len();
    t.click(&t.bob, &challenge, &button(&challenge, "ab:accept:"))
        .await;
    let thread = wait_for_new_thread(&t.double, general, before).await.id;
    t.double
        .wait_for_message(thread, |m| !m.attachments.is_empty())
        .await;
    thread
}

#[tokio::test]
async fn the_dashboard_puts_the_games_waiting_for_you_first_least_time_left_first() {
    let t = Table::with_manual_clock().await;
    let dm = t.double.dm_channel(&t.alice);
    // Three days a move, Alice to move.
    let slow = game_with_clock(&t, "abande-hex", None).await;
    // A bank of one day, Alice to move: less time left, so listed first.
    let fast = game_with_clock(&t, "abande-hex", Some("fast")).await;
    // Alice moves at once: this one waits for Bob.
    let theirs = game_with_clock(&t, "abande-hex", None).await;
    t.play_ok(&t.alice, theirs, "d4").await;
    let [slow_id, fast_id, theirs_id] = [
        t.game_in(slow).await,
        t.game_in(fast).await,
        t.game_in(theirs).await,
    ];

    let games = t.command(&t.alice, dm, "games", json!({})).await;
    println!("/games:\n{}", games.content);
    assert!(games.is_ephemeral());
    let text = &games.content;
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("{needle:?} not in {text}"))
    };
    // Waiting for Alice: the fast game (one day left) before the slow one
    // (three days), each with its deadline; then the game waiting for Bob.
    let yours = at("**Waiting for you** (2), least time left first:");
    let fast_line = at(&format!(
        "**{fast_id} Abande (hexagonal board) vs bob · you must move <t:{}:R> · your time bank: 1 day · <#{fast}>**",
        T0 + DAY
    ));
    let slow_line = at(&format!(
        "**{slow_id} Abande (hexagonal board) vs bob · you must move <t:{}:R> · <#{slow}>**",
        T0 + 3 * DAY
    ));
    let theirs_heading = at("Waiting for your opponents (1):");
    let theirs_line = at(&format!(
        "{theirs_id} Abande (hexagonal board) vs bob · they must move <t:{}:R> · <#{theirs}>",
        T0 + 3 * DAY
    ));
    assert!(yours < fast_line && fast_line < slow_line, "{text}");
    assert!(
        slow_line < theirs_heading && theirs_heading < theirs_line,
        "{text}"
    );
    assert!(games.custom_ids().is_empty(), "one page, no buttons");

    // After her move in the slow game, Alice is pointed to the fast one,
    // privately, with a link to its board; the board stays the reply.
    let mv = t
        .double
        .slash(&t.alice, slow, "move", json!({"move": "d4"}))
        .await;
    let board = mv.final_message().await;
    assert!(!board.is_ephemeral(), "{}", board.content);
    let followups = mv.followups(2).await;
    let next = &followups[1];
    println!("after the move: {}", next.content);
    assert!(next.is_ephemeral());
    let fast_board = t.bot.service.games().load_game(fast_id).await.unwrap();
    let board_id = fast_board.record.board_message_id.expect("a board message");
    assert_eq!(
        next.content,
        format!(
            "➡️ One more game is waiting for you: {fast_id} Abande (hexagonal board) vs bob · you must move <t:{}:R> · https://discord.com/channels/{}/{fast}/{board_id}",
            T0 + DAY,
            t.double.guild_id()
        )
    );

    // Moving from elsewhere: the private confirmation says it too.
    let elsewhere = t
        .command(
            &t.alice,
            dm,
            "move",
            json!({"move": "d4", "game": fast_id.0.to_string()}),
        )
        .await;
    println!("from elsewhere: {}", elsewhere.content);
    assert!(elsewhere.is_ephemeral(), "{}", elsewhere.content);
    assert!(
        elsewhere.content.contains("board posted") && !elsewhere.content.contains("➡️"),
        "nothing waits for Alice now: {}",
        elsewhere.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_long_dashboard_has_pages() {
    let t = Table::start().await;
    let dm = t.double.dm_channel(&t.alice);
    for _ in 0..9 {
        open_game(&t.double, &t.alice, &t.bob, "abande-hex").await;
    }
    let first = t.command(&t.alice, dm, "games", json!({})).await;
    println!("page 1:\n{}", first.content);
    assert!(
        first
            .content
            .starts_with("Your games in progress (9), page 1 of 2:\n**Waiting for you** (9)"),
        "{}",
        first.content
    );
    assert_eq!(first.content.matches("you must move").count(), 8);
    assert!(first.content.chars().count() <= 2000);
    let next = button(&first, "ab:games:");
    assert_eq!(next, "ab:games:2");
    let second = t.click_reply(&t.alice, &first, &next).await;
    println!("page 2:\n{}", second.content);
    assert!(
        second
            .content
            .starts_with("Your games in progress (9), page 2 of 2:\n**Waiting for you** (9)"),
        "{}",
        second.content
    );
    assert_eq!(second.content.matches("you must move").count(), 1);
    assert_eq!(second.custom_ids(), vec!["ab:games:1".to_string()]);
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn the_turn_dm_counts_the_games_waiting() {
    let t = Table::start().await;
    let first = t.start_game("abande-hex").await;
    let second = t.start_game("abande-hex").await;
    t.command(&t.bob, first, "notify", json!({"dm": "on"}))
        .await;
    t.play_ok(&t.alice, first, "d4").await;
    let one = dms_of(&t, t.bob.id, 1).await;
    println!("first DM: {}", one[0].content);
    assert!(
        one[0].content.starts_with("Your move in") && !one[0].content.contains("waiting"),
        "only this game waits: {}",
        one[0].content
    );
    t.play_ok(&t.alice, second, "d4").await;
    let two = dms_of(&t, t.bob.id, 2).await;
    println!("second DM: {}", two[1].content);
    assert!(
        two[1].content.contains(
            "2 games are waiting for you, this one included: `/games` lists them, least time left first."
        ),
        "{}",
        two[1].content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

/// The direct messages `user` got, once there are `count` of them.
async fn dms_of(
    t: &Table,
    user: u64,
    count: usize,
) -> Vec<support::discord_double::RecordedMessage> {
    wait::until(
        &format!("{count} direct messages to {user}"),
        SOON,
        async || {
            let dms = t.double.direct_messages(user);
            (dms.len() >= count).then_some(dms)
        },
    )
    .await
}
