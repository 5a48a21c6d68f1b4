//! End to end: `/analyse`, the Analyse button and `/hint` through the
//! Discord double. No analysis while people play; a chart once the game is
//! over, from storage the second time; hints only against the engine.

use std::time::{Duration, Instant};

use crate::support;

use abande_bot::service::{GameId, Place};
use abande_rules::GameKind;
use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::{DoubleUser, InteractionHandle, RecordedMessage};
use support::service_env::{play_random, start_game_in};
use support::table::{Table, player_of};
use support::wait::{self, SOON};

/// What the issue allows an analysis to take once a game is over.
const ANALYSIS_WITHIN: Duration = Duration::from_secs(90);

/// The analyses posted in `channel` (the first message of each, with its chart).
fn analyses(t: &Table, channel: u64) -> Vec<RecordedMessage> {
    t.double
        .messages(channel)
        .into_iter()
        .filter(|m| m.content.contains("**Analysis of game #") && !m.attachments.is_empty())
        .collect()
}

/// Waits until `count` analyses are posted in `channel`; returns the last.
async fn wait_for_analyses(t: &Table, channel: u64, count: usize) -> RecordedMessage {
    let last = wait::within(ANALYSIS_WITHIN, async || {
        analyses(t, channel).get(count - 1).cloned()
    })
    .await;
    last.unwrap_or_else(|| {
        panic!(
            "no analysis #{count} within {ANALYSIS_WITHIN:?}; violations: {:#?}",
            t.double.violations()
        )
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_between_people_is_analysed_once_over_by_command_and_button() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5", "d3"]).await;

    // During play: no analysis, no hint, and nobody else sees the refusal.
    let live = t.command(&t.alice, thread, "analyse", json!({})).await;
    assert!(live.is_ephemeral(), "{}", live.content);
    assert!(
        live.content.contains("No analysis while people"),
        "{}",
        live.content
    );
    let hint = t.command(&t.bob, thread, "hint", json!({})).await;
    assert!(hint.is_ephemeral(), "{}", hint.content);
    assert!(
        hint.content.contains("only given in games against me"),
        "{}",
        hint.content
    );

    let last = t.resign(&t.bob, thread).await;
    let ended = Instant::now();
    let analyse = button(&last, "ab:analyse:");

    // The game is offered by number with how it went.
    let choices = t
        .double
        .autocomplete(
            &t.alice,
            t.double.general_channel(),
            "analyse",
            "game",
            json!({"game": ""}),
        )
        .await
        .autocomplete_choices()
        .await;
    assert!(
        choices
            .iter()
            .any(|(name, _)| name.contains("Abande (hexagonal board) vs bob · won")),
        "{choices:?}"
    );

    // Asked in the game's thread: deferred publicly at once, then the chart.
    let asked = t.double.slash(&t.alice, thread, "analyse", json!({})).await;
    let callback = asked.callback().await;
    assert_eq!(callback.kind, 5, "a public deferral");
    assert!(callback.received_at - asked.sent_at() < Duration::from_secs(3));
    let first = wait_for_analyses(&t, thread, 1).await;
    let took = ended.elapsed();
    assert!(took < ANALYSIS_WITHIN, "{took:?}");
    let charts = decoded_images(&first);
    assert_eq!(charts.len(), 1, "the evaluation chart");
    // Its description says what it plots and for whom.
    let described = first.attachments[0].description.clone().unwrap_or_default();
    for piece in [
        "line chart of the engine's evaluation after each of",
        "above the middle line alice (Black) ahead, below it bob (White) ahead.",
        "After ply ",
    ] {
        assert!(described.contains(piece), "{piece:?} missing: {described}");
    }
    assert!(charts[0].width() > 300, "a chart, not an icon");
    assert!(
        first.content.contains("alice (Black): average loss"),
        "{}",
        first.content
    );
    assert!(
        first.content.contains("bob (White): average loss"),
        "{}",
        first.content
    );
    assert!(first.content.chars().count() <= 2000);

    // Asked again: from storage, with no progress shown.
    let again = Instant::now();
    t.double.slash(&t.bob, thread, "analyse", json!({})).await;
    let second = wait_for_analyses(&t, thread, 2).await;
    assert!(
        again.elapsed() < Duration::from_secs(10),
        "{:?}",
        again.elapsed()
    );
    assert_eq!(second.content, first.content);

    // The button on the final board does the same, below the board.
    let clicked = t.double.click(&t.bob, &last, &analyse).await;
    let callback = clicked.callback().await;
    assert_eq!(callback.kind, 5, "a deferred message, the board untouched");
    assert!(callback.received_at - clicked.sent_at() < Duration::from_secs(3));
    let third = wait_for_analyses(&t, thread, 3).await;
    assert_eq!(decoded_images(&third).len(), 1);
    let board = t.double.message(last.id).unwrap();
    assert_eq!(board.content, last.content, "the board keeps its text");

    // `/game` says an analysis exists.
    let id = t.game_in(thread).await;
    let info = t
        .command(&t.alice, thread, "game", json!({"game": id.0.to_string()}))
        .await;
    assert!(info.content.contains("🔍 Analysed:"), "{}", info.content);
    assert!(
        !info.content.contains(" plies (the analysis stopped"),
        "{}",
        info.content
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_against_the_engine_is_private_and_marks_the_game() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let before = t.double.threads_of(general).len();
    let options = json!({"engine": {"kind": "abande-hex", "color": "black", "level": 1}});
    t.command(&t.alice, general, "challenge", options).await;
    let thread = wait::until("a thread for the game", SOON, async || {
        t.double.threads_of(general).get(before).cloned()
    })
    .await;
    t.double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;

    let hint = t.command(&t.alice, thread.id, "hint", json!({})).await;
    assert!(hint.is_ephemeral(), "{}", hint.content);
    assert!(
        hint.content.contains("the engine would play **"),
        "{}",
        hint.content
    );
    assert!(hint.content.contains("points for you"), "{}", hint.content);
    // Bob does not play here: no hint for him.
    let other = t.command(&t.bob, thread.id, "hint", json!({})).await;
    assert!(other.is_ephemeral(), "{}", other.content);
    assert!(
        other.content.contains("only to the player to move"),
        "{}",
        other.content
    );

    let id = t.game_in(thread.id).await;
    assert_eq!(t.bot.service.analysis().hints_shown(id).await.unwrap(), 1);
    let info = t
        .command(&t.alice, general, "game", json!({"game": id.0.to_string()}))
        .await;
    assert!(info.content.contains("Hinted"), "{}", info.content);
    t.double.assert_clean();
    t.bot.stop().await;
}

/// A finished game between `black` and `white` in the double's server,
/// after `plies` random moves of `kind` (seeded), set up through the
/// bot's own service.
async fn finished_game(
    t: &Table,
    kind: GameKind,
    black: &DoubleUser,
    white: &DoubleUser,
    plies: usize,
) -> GameId {
    use rand::SeedableRng;
    let service = &t.bot.service;
    let place = Place {
        guild_id: Some(t.double.guild_id()),
        channel_id: t.double.general_channel(),
        language: abande_bot::model::Lang::En,
    };
    let (black, white) = (player_of(black), player_of(white));
    let view = start_game_in(service, kind, &black, &white, place).await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(plies as u64);
    let view = play_random(service, view, plies, &mut rng).await;
    service
        .games()
        .resign(view.id(), white.id, None)
        .await
        .unwrap();
    view.id()
}

/// The reply a deferred `/analyse` shows now (progress, or the analysis).
fn reply_now(t: &Table, asked: &InteractionHandle) -> Option<String> {
    let token = asked.token().to_string();
    t.double
        .messages(t.double.general_channel())
        .into_iter()
        .find(|m| m.interaction_token.as_deref() == Some(token.as_str()))
        .map(|m| m.content)
}

/// Every text the replies to `asked` showed, in order, until `count`
/// analyses are posted in the general channel.
async fn replies_until_analysed(
    t: &Table,
    asked: &[InteractionHandle],
    count: usize,
) -> Vec<Vec<String>> {
    let mut seen: Vec<Vec<String>> = vec![Vec::new(); asked.len()];
    let every = Duration::from_millis(5);
    let posted = wait::within_every(2 * ANALYSIS_WITHIN, every, async || {
        if analyses(t, t.double.general_channel()).len() >= count {
            return Some(());
        }
        for (i, handle) in asked.iter().enumerate() {
            if let Some(now) = reply_now(t, handle)
                && seen[i].last() != Some(&now)
            {
                seen[i].push(now);
            }
        }
        None
    })
    .await;
    assert!(
        posted.is_some(),
        "{count} analyses not posted; seen {seen:?}"
    );
    seen
}

/// The abuse case of issue #37: one member asks for twenty analyses at
/// once. One is queued, nineteen are refused privately (naming the one
/// queued); others asking meanwhile are told their place in line, see it
/// move, and get their analyses next, not after the member's backlog.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_member_asking_twenty_analyses_holds_up_nobody() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let (carol, dave) = (t.double.user("carol"), t.double.user("dave"));
    let mut alices = vec![finished_game(&t, GameKind::Abalone, &t.alice, &t.bob, 60).await];
    for _ in 1..20 {
        alices.push(finished_game(&t, GameKind::AbandeHex, &t.alice, &t.bob, 2).await);
    }
    let bobs = finished_game(&t, GameKind::Abalone, &t.bob, &carol, 10).await;
    let carols = finished_game(&t, GameKind::Abalone, &carol, &dave, 10).await;
    let daves = finished_game(&t, GameKind::AbandeHex, &dave, &t.bob, 2).await;
    let ask = async |user: &DoubleUser, game: GameId| {
        let options = json!({"game": game.0.to_string()});
        t.double.slash(user, general, "analyse", options).await
    };

    let first = ask(&t.alice, alices[0]).await;
    assert_eq!(first.callback().await.kind, 5, "a public deferral");
    for &game in &alices[1..] {
        let refused = ask(&t.alice, game).await.final_message().await;
        assert!(refused.is_ephemeral(), "{}", refused.content);
        let expected = format!("Your analysis of game #{} is already queued", alices[0].0);
        assert!(refused.content.contains(&expected), "{}", refused.content);
    }

    // The others wait in line, in order, and see their place move.
    let mut waiting = Vec::new();
    for (user, game) in [(&t.bob, bobs), (&carol, carols), (&dave, daves)] {
        let asked = ask(user, game).await;
        // Deferred once it has its place: the next asks after it.
        assert_eq!(asked.callback().await.kind, 5, "a public deferral");
        waiting.push(asked);
    }
    let seen = replies_until_analysed(&t, &waiting, 4).await;
    let places = |i: usize| -> Vec<&str> {
        let mut places: Vec<&str> = Vec::new();
        for reply in &seen[i] {
            for place in ["1st", "2nd", "3rd"] {
                let said = reply.contains(&format!("is {place} in line"));
                if said && places.last() != Some(&place) {
                    places.push(place);
                }
            }
        }
        places
    };
    assert_eq!(places(0), ["1st"], "{:?}", seen[0]);
    assert_eq!(places(1), ["2nd", "1st"], "{:?}", seen[1]);
    assert_eq!(places(2), ["3rd", "2nd", "1st"], "{:?}", seen[2]);

    // Alice's one analysis, then the others in the order they asked.
    let posted: Vec<String> = analyses(&t, general)
        .iter()
        .map(|m| {
            let start = m.content.find("game #").expect("a game number") + 6;
            m.content[start..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect()
        })
        .collect();
    let expected: Vec<String> = [alices[0], bobs, carols, daves]
        .iter()
        .map(|g| g.0.to_string())
        .collect();
    assert_eq!(posted, expected);
    assert!(t.double.unanswered_deferrals().is_empty());
    t.double.assert_clean();
    t.bot.stop().await;
}

/// An analysis whose reply can no longer be edited (Discord refuses the
/// edit) stops within a second or so, long before its search would end;
/// what it searched is kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_nobody_can_receive_stops() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let game = finished_game(&t, GameKind::Abalone, &t.alice, &t.bob, 60).await;
    t.double
        .fail_for("PATCH /api/v10/webhooks/", Duration::from_secs(120), 404);
    let options = json!({"game": game.0.to_string()});
    let asked = t.double.slash(&t.alice, general, "analyse", options).await;
    assert_eq!(asked.callback().await.kind, 5);
    let service = &t.bot.service;
    wait::until_true("the analysis running", SOON, async || {
        service.analysis().analysis_running(game)
    })
    .await;
    // 60 plies of Abalone take some 18 s at full budget.
    wait::until_true(
        "the analysis stopped, nobody receiving it",
        Duration::from_secs(8),
        async || !service.analysis().analysis_running(game),
    )
    .await;
    let analysed = service.analysis().analysed_plies(game).await.unwrap();
    let analysed = analysed.expect("kept to go on later");
    assert!(analysed < 60, "stopped early, after {analysed} plies");
    // `/game` says how far it got, not that the game is analysed.
    t.double.clear_failures();
    let info = t
        .command(
            &t.alice,
            general,
            "game",
            json!({"game": game.0.to_string()}),
        )
        .await;
    let partly = format!("Analysed {analysed} of 60 plies");
    assert!(info.content.contains(&partly), "{}", info.content);
    assert!(!info.content.contains("🔍 Analysed:"), "{}", info.content);
    t.bot.stop().await;
}

/// `/analyse` and `/hint` about a game of another server the caller does
/// not play answer exactly what they answer for a game that does not
/// exist, privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_one_may_not_see_are_not_found() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let service = &t.bot.service;
    let place = Place {
        guild_id: Some(t.double.guild_id() + 1),
        channel_id: 1,
        language: abande_bot::model::Lang::En,
    };
    let live = start_game_in(
        service,
        GameKind::AbandeHex,
        &player_of(&t.alice),
        &player_of(&t.bob),
        place,
    )
    .await
    .record
    .id;
    let carol = t.double.user("carol");
    let missing = GameId(live.0 + 1000);
    for command in ["analyse", "hint"] {
        let answer = |game: GameId| {
            let options = json!({"game": game.0.to_string()});
            t.command(&carol, general, command, options)
        };
        let hidden = answer(live).await;
        let absent = answer(missing).await;
        assert!(hidden.is_ephemeral(), "{}", hidden.content);
        let expected = format!("There is no game #{}", live.0);
        assert!(hidden.content.contains(&expected), "{}", hidden.content);
        let normalised = hidden.content.replace(&live.0.to_string(), "N");
        assert_eq!(
            normalised,
            absent.content.replace(&missing.0.to_string(), "N")
        );
    }
    t.double.assert_clean();
    t.bot.stop().await;
}
