//! Organisers and moderators through the bot against the Discord double:
//! `/tournament cancel` with its confirmation button (refused to others,
//! to the creator after the start; the sign-up message, the channel and
//! the games' threads told), `/tournament remove`, `/moderate` (abort and
//! adjudicate; refused to members, for another server's game or
//! tournament, for a finished game) and `/settings audit`.

use crate::support;

use serde_json::json;
use support::bot::button;
use support::discord_double::{
    ADMINISTRATOR, ALL_PERMISSIONS, DoubleUser, MANAGE_GUILD, RecordedMessage,
};
use support::table::Table;
use support::wait::{self, SOON};

/// Members may not manage the server; the returned user may, through a role.
fn with_a_moderator(t: &Table) -> DoubleUser {
    t.double
        .set_everyone_permissions(ALL_PERMISSIONS & !MANAGE_GUILD & !ADMINISTRATOR);
    let admins = t.double.add_role("Admins", MANAGE_GUILD);
    let moderator = t.double.user("mod");
    t.double.give_role(moderator.id, admins);
    moderator
}

fn private(message: RecordedMessage) -> RecordedMessage {
    assert!(message.is_ephemeral(), "private: {}", message.content);
    message
}

fn tournament_id(signup: &RecordedMessage) -> String {
    button(signup, "ab:join:")
        .trim_start_matches("ab:join:")
        .to_string()
}

#[tokio::test]
async fn a_tournament_is_cancelled_after_a_confirmation_and_everyone_is_told() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let moderator = with_a_moderator(&t);
    let (carol, dave) = (t.double.user("carol"), t.double.user("dave"));
    let signup = t
        .command(
            &t.alice,
            general,
            "tournament",
            json!({"create": {"name": "Frost cup", "kind": "abalone", "format": "swiss", "max_players": 4}}),
        )
        .await;
    let id = tournament_id(&signup);
    let join = button(&signup, "ab:join:");
    for player in [&t.alice, &t.bob, &carol, &dave] {
        t.click(player, &signup, &join).await;
    }
    t.click(&t.alice, &signup, &button(&signup, "ab:start:"))
        .await;
    let threads = wait::until("two game threads", SOON, async || {
        let threads = t.double.threads_of(general);
        (threads.len() == 2).then_some(threads)
    })
    .await;
    for thread in &threads {
        t.double
            .wait_for_message(thread.id, |m| !m.attachments.is_empty())
            .await;
    }

    // Not the creator nor a moderator; the creator after the start.
    let cancel = json!({"cancel": {}});
    let refused = private(
        t.command(&t.bob, general, "tournament", cancel.clone())
            .await,
    );
    assert!(
        refused.content.contains("Only alice (before the start)"),
        "{}",
        refused.content
    );
    let refused = private(
        t.command(&t.alice, general, "tournament", cancel.clone())
            .await,
    );
    assert!(
        refused.content.contains("has started: only a moderator"),
        "{}",
        refused.content
    );
    // Another server's moderator does not find it.
    let other = t.double.add_guild("elsewhere", 0, 1);
    let elsewhere = t.double.add_text_channel_in(other, "elsewhere");
    let refused = private(
        t.command(
            &carol,
            elsewhere,
            "tournament",
            json!({"cancel": {"tournament": id}}),
        )
        .await,
    );
    assert!(
        refused
            .content
            .contains(&format!("There is no tournament #{id}")),
        "{}",
        refused.content
    );

    // The moderator asks; keeping it changes nothing.
    let ask = private(
        t.command(&moderator, general, "tournament", cancel.clone())
            .await,
    );
    assert!(
        ask.content
            .contains("Its 2 games still running will end without a result"),
        "{}",
        ask.content
    );
    let kept = t
        .click_reply(&moderator, &ask, &button(&ask, "ab:tkeep:"))
        .await;
    assert!(kept.content.contains("goes on"), "{}", kept.content);
    let ask = private(t.command(&moderator, general, "tournament", cancel).await);
    let confirm = button(&ask, "ab:tcancel:");
    assert!(confirm.len() <= 100);
    // Only the one who asked confirms.
    let refused = t.click_reply(&t.bob, &ask, &confirm).await;
    assert!(
        refused.is_ephemeral() && refused.content.contains("Only the one who asked"),
        "{}",
        refused.content
    );
    let done = t.click_reply(&moderator, &ask, &confirm).await;
    assert!(done.content.contains("is cancelled"), "{}", done.content);

    // The sign-up message, the channel and each game's thread are told.
    wait::until(
        "the sign-up message says it was cancelled",
        SOON,
        async || {
            let message = t.double.message(signup.id)?;
            message.content.contains("Cancelled").then_some(())
        },
    )
    .await;
    let post = t
        .double
        .wait_for_message(general, |m| m.content.contains("was cancelled by"))
        .await;
    assert!(
        post.content.contains(&format!("<@{}>", moderator.id)),
        "{}",
        post.content
    );
    for thread in &threads {
        t.double
            .wait_for_message(thread.id, |m| m.content.contains("aborted"))
            .await;
    }
    let standings = t
        .command(&t.bob, general, "tournament", json!({"standings": {}}))
        .await;
    assert!(
        standings.content.contains("Cancelled"),
        "{}",
        standings.content
    );
    let game = t
        .command(&t.bob, general, "game", json!({"game": "1"}))
        .await;
    assert!(game.content.contains("aborted"), "{}", game.content);

    let audit = private(
        t.command(&moderator, general, "settings", json!({"audit": {}}))
            .await,
    );
    assert!(
        audit
            .content
            .contains(&format!("cancelled tournament #{id}")),
        "{}",
        audit.content
    );
    t.double.assert_clean();
}

#[tokio::test]
async fn moderate_ends_a_game_of_this_server_only_and_remove_takes_a_player_out() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let moderator = with_a_moderator(&t);
    let thread = t.start_game("abalone").await;
    let game = "1";

    // A member (a player, even) may not.
    let abort = json!({"game": game, "action": "abort"});
    let refused = private(t.command(&t.bob, general, "moderate", abort.clone()).await);
    assert!(
        refused.content.contains("Only members with Manage Server"),
        "{}",
        refused.content
    );
    // Another server's moderator learns nothing of it.
    let other = t.double.add_guild("elsewhere", 0, 1);
    let elsewhere = t.double.add_text_channel_in(other, "elsewhere");
    let carol = t.double.user("carol");
    let refused = private(
        t.command(&carol, elsewhere, "moderate", abort.clone())
            .await,
    );
    assert!(
        refused.content.contains("There is no game"),
        "{}",
        refused.content
    );
    // Adjudicating needs a result.
    let refused = private(
        t.command(
            &moderator,
            general,
            "moderate",
            json!({"game": game, "action": "adjudicate"}),
        )
        .await,
    );
    assert!(
        refused.content.contains("Give the result"),
        "{}",
        refused.content
    );
    let done = private(
        t.command(
            &moderator,
            general,
            "moderate",
            json!({"game": game, "action": "adjudicate", "result": "white-wins"}),
        )
        .await,
    );
    assert!(
        done.content.contains("Game #1 is over: White wins"),
        "{}",
        done.content
    );
    // Both players and the thread hear who did it.
    let notice = t
        .double
        .wait_for_message(thread, |m| m.content.contains("(a moderator) ended"))
        .await;
    for user in [&t.alice, &t.bob, &moderator] {
        assert!(
            notice.content.contains(&format!("<@{}>", user.id)),
            "{}",
            notice.content
        );
    }
    assert!(notice.content.contains("White wins"), "{}", notice.content);
    // The final board says a moderator decided it, not that anyone resigned.
    let last = t
        .double
        .wait_for_message(thread, |m| {
            m.content.contains("A moderator decided the game")
        })
        .await;
    assert!(!last.content.contains("resigned"), "{}", last.content);
    // It is over now.
    let refused = private(t.command(&moderator, general, "moderate", abort).await);
    assert!(refused.content.contains("over"), "{}", refused.content);

    // /tournament remove: moderators only; a line in the channel.
    let signup = t
        .command(
            &t.alice,
            general,
            "tournament",
            json!({"create": {"name": "Thaw cup", "kind": "abalone", "format": "swiss", "max_players": 4}}),
        )
        .await;
    t.click(&t.bob, &signup, &button(&signup, "ab:join:")).await;
    let remove = json!({"remove": {"player": t.bob.id.to_string()}});
    let refused = private(
        t.command(&carol, general, "tournament", remove.clone())
            .await,
    );
    assert!(
        refused.content.contains("Only members with Manage Server"),
        "{}",
        refused.content
    );
    let removed = private(t.command(&moderator, general, "tournament", remove).await);
    assert!(
        removed.content.contains("was removed from **Thaw cup**"),
        "{}",
        removed.content
    );
    let line = t
        .double
        .wait_for_message(general, |m| m.content.contains("removed <@"))
        .await;
    let edited = t.double.message(signup.id).unwrap();
    assert!(edited.content.contains("0 of 4"), "{}", edited.content);
    assert!(
        line.content
            .contains(&format!("<@{}> removed <@{}>", moderator.id, t.bob.id)),
        "{}",
        line.content
    );

    let audit = private(
        t.command(&moderator, general, "settings", json!({"audit": {}}))
            .await,
    );
    for words in ["adjudicated game #1: White wins", "removed <@"] {
        assert!(audit.content.contains(words), "{words}: {}", audit.content);
    }
    t.double.assert_clean();
}
