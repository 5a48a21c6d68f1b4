//! Move deadlines: reminders, losses on time, aborts, expired challenges,
//! unlimited games, and a restart while a deadline passes.

use abande_bot::service::{ChallengeError, GameError};
use crate::support;

use abande_rules::{Color, GameKind, Outcome};
use abande_bot::service::{
    ChallengeStatus, ColorChoice, DueEvent, EndedBy, GameStatus, MoveHours, Reminder, ServiceError,
};
use support::service_env::*;

#[tokio::test]
async fn reminders_come_at_half_time_and_with_a_tenth_left_once_each() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    // Bob's 72 hours start now: half at 36 h, a tenth left at 64.8 h.
    env.clock.advance(36 * HOUR - 1);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    env.clock.advance(1);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(reminders(&events), [(id, bob().id.0, Reminder::HalfUsed)]);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty(), "sent once");
    env.clock.set(T0 + 72 * HOUR - 72 * 360);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(reminders(&events), [(id, bob().id.0, Reminder::TenthLeft)]);
    env.clock.advance(HOUR);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty(), "sent once");
}

#[tokio::test]
async fn a_move_resets_the_reminders_for_the_next_player() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.clock.advance(40 * HOUR);
    assert_eq!(reminders(&env.service.clocks().sweep().await.unwrap()).len(), 1);
    env.service.games().play_move(id, bob().id, "d5").await.unwrap();
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    env.clock.advance(36 * HOUR);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(reminders(&events), [(id, alice().id.0, Reminder::HalfUsed)]);
}

#[tokio::test]
async fn after_a_long_silence_only_the_later_reminder_is_sent() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.clock.advance(70 * HOUR);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(reminders(&events), [(id, bob().id.0, Reminder::TenthLeft)]);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
}

#[tokio::test]
async fn the_player_to_move_loses_on_time() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    env.clock.advance(72 * HOUR - 1);
    assert!(timeouts(&env.service.clocks().sweep().await.unwrap()).is_empty());
    env.clock.advance(1);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(timeouts(&events), [id]);
    let view = env.service.games().load_game(id).await.unwrap();
    assert_eq!(view.record.status, GameStatus::Finished);
    assert_eq!(view.record.result, Some(Outcome::Win(Color::White)));
    assert_eq!(view.record.ended_by, Some(EndedBy::Timeout));
    assert_eq!(view.record.deadline_at, None);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty(), "ended once");
    let record = env.service.history().record(bob().id).await.unwrap();
    assert_eq!((record[0].wins, record[0].losses), (1, 0));
    refused!(
        env.service.games().play_move(id, alice().id, "d3"),
        ServiceError::Game(GameError::Over)
    );
}

#[tokio::test]
async fn a_game_with_fewer_than_two_moves_is_aborted_on_time() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.clock.advance(72 * HOUR);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(timeouts(&events), [id]);
    let view = env.service.games().load_game(id).await.unwrap();
    assert_eq!(view.record.status, GameStatus::Aborted);
    assert_eq!(view.record.result, None);
    assert_eq!(view.record.ended_by, Some(EndedBy::Abort));
    assert!(env.service.history().record(bob().id).await.unwrap().is_empty());
}

#[tokio::test]
async fn unlimited_games_never_time_out() {
    let env = test_env!();
    let mut new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black);
    new.move_hours = MoveHours::Unlimited;
    let challenge = env.service.challenges().create_challenge(new).await.unwrap();
    assert_eq!(challenge.move_hours, None);
    let view = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    assert_eq!(view.record.deadline_at, None);
    let moved = env
        .service
        .games().play_move(view.id(), alice().id, "d4")
        .await
        .unwrap();
    assert_eq!(moved.game.record.deadline_at, None);
    env.clock.advance(400 * 24 * HOUR);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    assert!(env.service.games().load_game(view.id()).await.unwrap().record.is_active());
}

#[tokio::test]
async fn a_chosen_limit_sets_the_deadline() {
    let env = test_env!();
    let mut new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black);
    new.move_hours = MoveHours::Hours(2);
    let challenge = env.service.challenges().create_challenge(new).await.unwrap();
    let view = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    assert_eq!(view.record.deadline_at, Some(T0 + 2 * HOUR));
}

#[tokio::test]
async fn unanswered_challenges_expire_once() {
    let env = test_env!();
    let challenge = pending_challenge(&env.service).await;
    env.clock.advance(24 * HOUR - 1);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    env.clock.advance(1);
    let events = env.service.clocks().sweep().await.unwrap();
    assert!(
        matches!(events.as_slice(), [DueEvent::ChallengeExpired(c)] if c.id == challenge.id && c.status == ChallengeStatus::Expired),
        "{events:?}"
    );
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    refused!(
        env.service.challenges().accept_challenge(challenge.id, bob()),
        ServiceError::Challenge(ChallengeError::Expired)
    );
}

#[tokio::test]
async fn a_deadline_passed_while_down_is_applied_once_after_restart() {
    let mut env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    env.clock.advance(40 * HOUR);
    assert_eq!(reminders(&env.service.clocks().sweep().await.unwrap()).len(), 1);
    env.restart().await;
    assert!(
        env.service.clocks().sweep().await.unwrap().is_empty(),
        "the reminder is remembered"
    );
    env.store.close().await;
    env.clock.advance(40 * HOUR);
    env.restart().await;
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(timeouts(&events), [id]);
    assert!(reminders(&events).is_empty());
    env.restart().await;
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    let view = env.service.games().load_game(id).await.unwrap();
    assert_eq!(view.record.ended_by, Some(EndedBy::Timeout));
    assert_eq!(view.record.finished_at, Some(T0 + 80 * HOUR));
}
