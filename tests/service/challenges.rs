//! Challenge rules: who may answer, expiry, colours, and their errors.

use abande_bot::service::ChallengeError;
use crate::support;

use abande_rules::{Color, GameKind};
use abande_bot::service::{
    ChallengeId, ChallengeStatus, ColorChoice, MoveHours, Player, ServiceError,
};
use support::service_env::*;

fn hex(challenger: &Player, opponent: &Player) -> abande_bot::service::NewChallenge {
    challenge_of(
        challenger,
        opponent,
        GameKind::AbandeHex,
        ColorChoice::Black,
    )
}

/// Alice challenges Bob to Abande hex, playing Black.
async fn alice_challenges_bob(env: &TestEnv) -> abande_bot::service::Challenge {
    env.service
        .challenges().create_challenge(hex(&alice(), &bob()))
        .await
        .unwrap()
}

#[tokio::test]
async fn new_challenge_is_pending_with_defaults() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    assert_eq!(challenge.status, ChallengeStatus::Pending);
    assert_eq!(challenge.challenger, alice());
    assert_eq!(challenge.opponent, Some(bob()));
    assert_eq!(challenge.move_hours, Some(72));
    assert_eq!(challenge.created_at, T0);
    assert_eq!(challenge.expires_at, T0 + 24 * HOUR);
    assert_eq!(challenge.place, PLACE);
    assert_eq!(
        env.service.challenges().challenge(challenge.id).await.unwrap(),
        Some(challenge)
    );
}

#[tokio::test]
async fn challenging_yourself_is_refused() {
    let env = test_env!();
    refused!(
        env.service.challenges().create_challenge(hex(&alice(), &alice())),
        ServiceError::Challenge(ChallengeError::SelfChallenge)
    );
}

#[tokio::test]
async fn move_hours_must_be_between_1_and_336() {
    let env = test_env!();
    for hours in [0, 337, u32::MAX] {
        let mut new = hex(&alice(), &bob());
        new.move_hours = MoveHours::Hours(hours);
        let error = env.service.challenges().create_challenge(new).await.unwrap_err();
        assert!(
            matches!(error, ServiceError::Challenge(ChallengeError::InvalidMoveHours)),
            "{hours}: {error:?}"
        );
    }
    for hours in [1, 336] {
        let mut new = hex(&alice(), &bob());
        new.move_hours = MoveHours::Hours(hours);
        assert_eq!(
            env.service.challenges().create_challenge(new).await.unwrap().move_hours,
            Some(hours)
        );
    }
}

#[tokio::test]
async fn only_the_challenged_player_can_accept() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    for intruder in [alice(), carol()] {
        let error = refused!(
            env.service.challenges().accept_challenge(challenge.id, intruder),
            ServiceError::Challenge(ChallengeError::NotChallenged { opponent }) if opponent == "Bob"
        );
        assert_eq!(words(&error), "Only Bob can answer this challenge.");
    }
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(stored.status, ChallengeStatus::Pending);
}

#[tokio::test]
async fn only_the_challenged_player_can_decline() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    refused!(
        env.service.challenges().decline_challenge(challenge.id, carol()),
        ServiceError::Challenge(ChallengeError::NotChallenged { .. })
    );
    let declined = env
        .service
        .challenges().decline_challenge(challenge.id, bob())
        .await
        .unwrap();
    assert_eq!(declined.status, ChallengeStatus::Declined);
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(stored.status, ChallengeStatus::Declined);
}

#[tokio::test]
async fn only_the_challenger_can_cancel() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    refused!(
        env.service.challenges().cancel_challenge(challenge.id, bob()),
        ServiceError::Challenge(ChallengeError::NotChallenger { challenger }) if challenger == "Alice"
    );
    let cancelled = env
        .service
        .challenges().cancel_challenge(challenge.id, alice())
        .await
        .unwrap();
    assert_eq!(cancelled.status, ChallengeStatus::Cancelled);
}

#[tokio::test]
async fn closed_challenge_accepts_no_answer() {
    let env = test_env!();
    let accepted = alice_challenges_bob(&env).await;
    env.service
        .challenges().accept_challenge(accepted.id, bob())
        .await
        .unwrap();
    let declined = alice_challenges_bob(&env).await;
    env.service
        .challenges().decline_challenge(declined.id, bob())
        .await
        .unwrap();

    refused!(
        env.service.challenges().accept_challenge(accepted.id, bob()),
        ServiceError::Challenge(ChallengeError::Closed {
            status: ChallengeStatus::Accepted
        })
    );
    refused!(
        env.service.challenges().cancel_challenge(accepted.id, alice()),
        ServiceError::Challenge(ChallengeError::Closed { .. })
    );
    let accept_declined = env
        .service
        .challenges().accept_challenge(declined.id, bob())
        .await
        .unwrap_err();
    assert!(matches!(
        accept_declined,
        ServiceError::Challenge(ChallengeError::Closed {
            status: ChallengeStatus::Declined
        })
    ));
    assert_eq!(env.service.history().active_games(bob().id).await.unwrap().len(), 1);
}

#[tokio::test]
async fn accepting_after_expiry_is_refused_before_the_sweep() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    env.clock.advance(24 * HOUR);
    refused!(
        env.service.challenges().accept_challenge(challenge.id, bob()),
        ServiceError::Challenge(ChallengeError::Expired)
    );
    assert!(env.service.history().active_games(bob().id).await.unwrap().is_empty());
}

#[tokio::test]
async fn sweep_expires_only_overdue_challenges() {
    let env = test_env!();
    let old = alice_challenges_bob(&env).await;
    env.clock.advance(12 * HOUR);
    let young = env
        .service
        .challenges().create_challenge(hex(&alice(), &carol()))
        .await
        .unwrap();
    env.clock.advance(12 * HOUR);

    let expired = env.service.challenges().expire_challenges().await.unwrap();
    assert_eq!(expired.iter().map(|c| c.id).collect::<Vec<_>>(), [old.id]);
    assert_eq!(expired[0].status, ChallengeStatus::Expired);
    assert!(env.service.challenges().expire_challenges().await.unwrap().is_empty());
    refused!(
        env.service.challenges().decline_challenge(old.id, bob()),
        ServiceError::Challenge(ChallengeError::Expired)
    );
    env.service
        .challenges().accept_challenge(young.id, carol())
        .await
        .unwrap();
}

#[tokio::test]
async fn colour_choice_decides_the_seats() {
    let env = test_env!();
    for (choice, alice_color) in [
        (ColorChoice::Black, Color::Black),
        (ColorChoice::White, Color::White),
    ] {
        let new = challenge_of(&alice(), &bob(), GameKind::AbandeSnub, choice);
        let challenge = env.service.challenges().create_challenge(new).await.unwrap();
        let game = env
            .service
            .challenges().accept_challenge(challenge.id, bob())
            .await
            .unwrap();
        assert_eq!(game.record.color_of(alice().id), Some(alice_color));
        assert_eq!(game.record.color_of(bob().id), Some(alice_color.opposite()));
        assert_eq!(game.record.color_of(carol().id), None);
        assert_eq!(game.player_to_move().unwrap().id, game.record.black.id);
    }
}

#[tokio::test]
async fn random_colour_gives_both_colours() {
    let env = test_env!();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..40 {
        let new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Random);
        let challenge = env.service.challenges().create_challenge(new).await.unwrap();
        let game = env
            .service
            .challenges().accept_challenge(challenge.id, bob())
            .await
            .unwrap();
        seen.insert(game.record.color_of(alice().id).unwrap());
    }
    assert_eq!(seen.len(), 2);
}

#[tokio::test]
async fn accepted_challenge_links_its_game_and_sets_the_first_deadline() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    env.clock.advance(HOUR);
    let game = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    assert_eq!(game.record.kind, GameKind::AbandeHex);
    assert_eq!(game.record.move_hours, Some(72));
    assert_eq!(game.record.deadline_at, Some(T0 + HOUR + 72 * HOUR));
    assert_eq!(game.record.place, PLACE);
    assert_eq!(game.record.version, 0);
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(
        (stored.status, stored.game_id),
        (ChallengeStatus::Accepted, Some(game.id()))
    );
}

#[tokio::test]
async fn unknown_challenge_is_not_found() {
    let env = test_env!();
    let missing = ChallengeId(999);
    assert_eq!(env.service.challenges().challenge(missing).await.unwrap(), None);
    let error = refused!(
        env.service.challenges().accept_challenge(missing, bob()),
        ServiceError::Challenge(ChallengeError::NotFound(id)) if *id == missing
    );
    assert_eq!(words(&error), "There is no challenge #999.");
    let error = env
        .service
        .challenges().set_challenge_message(missing, 5)
        .await
        .unwrap_err();
    assert!(matches!(error, ServiceError::Challenge(ChallengeError::NotFound(_))));
}

#[tokio::test]
async fn challenge_message_is_remembered() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    env.service
        .challenges().set_challenge_message(challenge.id, 987_654_321_987_654_321)
        .await
        .unwrap();
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(stored.message_id, Some(987_654_321_987_654_321));
}

#[tokio::test]
async fn display_names_follow_the_latest_call() {
    let env = test_env!();
    let challenge = alice_challenges_bob(&env).await;
    let renamed = Player::new(bob().id.0, "Robert\u{0007}");
    let game = env
        .service
        .challenges().accept_challenge(challenge.id, renamed)
        .await
        .unwrap();
    assert_eq!(game.record.white.name, "Robert");
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(stored.opponent.unwrap().name, "Robert");
}

#[tokio::test]
async fn any_number_of_games_at_once() {
    let env = test_env!();
    for _ in 0..3 {
        start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
        start_game(&env.service, GameKind::AbandeSquare, &carol(), &alice()).await;
    }
    assert_eq!(env.service.history().active_games(alice().id).await.unwrap().len(), 6);
}
