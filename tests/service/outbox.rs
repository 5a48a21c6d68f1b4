//! The outbox: every announcement a change calls for is owed from the
//! change's own commit until it is delivered; a board posted covers the
//! older boards of its game.

use crate::support;

use abande_rules::GameKind;
use abande_bot::service::{
    Announcement, AnnouncementKind, BOARD_CLAIM_SECS, GIVE_UP_AFTER_SECS, Reminder,
    Settled, Subject, retry_delay,
};
use support::service_env::*;

/// What the delivery worker would find owed (after a restart: `due_only` false).
async fn owed(env: &TestEnv, due_only: bool) -> Vec<Announcement> {
    let all = env.service.outbox().undelivered_announcements().await.unwrap();
    all.into_iter()
        .filter(|a| !due_only || env.service.outbox().is_due(a))
        .collect()
}

fn kinds(owed: &[Announcement]) -> Vec<AnnouncementKind> {
    owed.iter().map(|a| a.kind).collect()
}

#[tokio::test]
async fn a_moves_board_is_owed_until_posted_and_the_claim_runs_out_after_a_minute() {
    let env = test_env!();
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let moved = env
        .service
        .games().play_move(game.id(), alice().id, "d4")
        .await
        .unwrap();
    // The request that moved holds the claim: nothing due for the worker
    // yet, though after a restart it takes every claim over.
    assert!(owed(&env, true).await.is_empty());
    // The worker would wake when that claim runs out.
    assert_eq!(
        env.service.outbox().next_announcement_due_in().await.unwrap(),
        Some(std::time::Duration::from_secs(BOARD_CLAIM_SECS as u64))
    );
    let all = owed(&env, false).await;
    assert_eq!(kinds(&all), [AnnouncementKind::Board; 2], "start and move");
    assert_eq!(all[1].subject, Subject::Game(game.id()));
    assert_eq!(all[1].version, moved.game.record.version);
    assert_eq!(all[1].at_ply, 0, "it announces the plies from 0 on");
    env.clock.advance(BOARD_CLAIM_SECS);
    assert_eq!(owed(&env, true).await.len(), 2);
    assert_eq!(env.service.outbox().next_announcement_due_in().await.unwrap(), None);
    // A post of the latest board pays for every older one of the game.
    env.service
        .outbox().board_posted(game.id(), moved.game.record.version, Some(4242))
        .await
        .unwrap();
    assert!(owed(&env, false).await.is_empty());
    let stored = env.service.games().load_game(game.id()).await.unwrap();
    assert_eq!(stored.record.board_message_id, Some(4242));
}

#[tokio::test]
async fn an_older_post_does_not_pay_for_a_newer_board() {
    let env = test_env!();
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let first = env
        .service
        .games().play_move(game.id(), alice().id, "d4")
        .await
        .unwrap();
    let second = env
        .service
        .games().play_move(game.id(), bob().id, "d5")
        .await
        .unwrap();
    env.service
        .outbox().board_posted(game.id(), first.game.record.version, None)
        .await
        .unwrap();
    let left = owed(&env, false).await;
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].version, second.game.record.version);
    assert_eq!(left[0].at_ply, 1);
}

#[tokio::test]
async fn a_turn_notice_is_owed_only_to_players_who_asked_for_dms() {
    let env = test_env!();
    env.service.settings().set_notify_dm(bob().id, true).await.unwrap();
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    env.service
        .games().play_move(game.id(), alice().id, "d4")
        .await
        .unwrap();
    let all = owed(&env, false).await;
    assert_eq!(
        kinds(&all),
        [
            AnnouncementKind::Board,
            AnnouncementKind::Board,
            AnnouncementKind::TurnNotice {
                premoves_dropped: false
            }
        ],
        "Alice (to move first) gets none; Bob's comes after the move's board"
    );
    assert_eq!(all[2].at_ply, 1, "about the turn at ply 1");
    // Due at once: the worker holds it back only until the board is out.
    assert!(env.service.outbox().is_due(&all[2]));
}

#[tokio::test]
async fn a_reminder_and_a_loss_on_time_are_owed_with_the_sweep_that_decides_them() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    let before = owed(&env, false).await.len();
    env.clock.advance(36 * HOUR);
    env.service.clocks().sweep().await.unwrap();
    let now_owed = owed(&env, true).await;
    let reminders: Vec<_> = now_owed
        .iter()
        .filter(|a| a.kind == AnnouncementKind::Reminder(Reminder::HalfUsed))
        .collect();
    assert_eq!(reminders.len(), 1, "{now_owed:?}");
    assert_eq!(reminders[0].subject, Subject::Game(id));
    assert_eq!(reminders[0].at_ply, 1);
    env.clock.advance(72 * HOUR);
    env.service.clocks().sweep().await.unwrap();
    let after = owed(&env, true).await;
    assert_eq!(after.len(), before + 2, "{after:?}");
    assert_eq!(
        after.last().map(|a| a.kind),
        Some(AnnouncementKind::Board),
        "the final board, due at once"
    );
}

#[tokio::test]
async fn an_expired_or_declined_challenge_owes_a_notice_on_its_message() {
    let env = test_env!();
    let mut challenges = Vec::new();
    for _ in 0..2 {
        let challenge = pending_challenge(&env.service).await;
        env.service
            .challenges().set_challenge_message(challenge.id, 777)
            .await
            .unwrap();
        challenges.push(challenge.id);
    }
    env.service
        .challenges().decline_challenge(challenges[0], bob())
        .await
        .unwrap();
    let declined = env
        .service
        .outbox().announcements_of(Subject::Challenge(challenges[0]))
        .await
        .unwrap();
    assert_eq!(declined.len(), 1);
    assert!(
        !env.service.outbox().is_due(&declined[0].0),
        "the button answers first"
    );
    env.service
        .outbox().challenge_notice_posted(challenges[0])
        .await
        .unwrap();
    env.clock.advance(24 * HOUR);
    env.service.clocks().sweep().await.unwrap();
    let due = owed(&env, true).await;
    assert_eq!(kinds(&due), [AnnouncementKind::ChallengeNotice]);
    assert_eq!(due[0].subject, Subject::Challenge(challenges[1]));
}

#[tokio::test]
async fn a_failed_try_waits_longer_each_time_and_a_day_gives_up() {
    let env = test_env!();
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    env.clock.advance(BOARD_CLAIM_SECS);
    for attempt in 0..3 {
        let [board] = owed(&env, true).await.try_into().unwrap();
        assert_eq!(board.attempts, attempt);
        let delay = env.service.outbox().retry_announcement_later(&board).await.unwrap();
        assert_eq!(delay, retry_delay(attempt));
        env.clock.advance(delay - 1);
        assert!(owed(&env, true).await.is_empty(), "not before the delay");
        env.clock.advance(1);
    }
    env.clock.set(T0 + GIVE_UP_AFTER_SECS - 1);
    assert!(
        env.service
            .outbox().give_up_announcements()
            .await
            .unwrap()
            .is_empty()
    );
    env.clock.advance(2);
    let abandoned = env.service.outbox().give_up_announcements().await.unwrap();
    assert_eq!(abandoned.len(), 1);
    assert_eq!(abandoned[0].subject, Subject::Game(game.id()));
    assert!(owed(&env, false).await.is_empty());
    let history = env
        .service
        .outbox().announcements_of(Subject::Game(game.id()))
        .await
        .unwrap();
    assert_eq!(history[0].1, Some(Settled::GaveUp));
}
