//! Draw offers and takeback requests.

use abande_bot::service::{GameError, OfferError};
use crate::support;

use abande_rules::Outcome;
use abande_bot::service::{EndedBy, GameStatus, ServiceError};
use support::service_env::*;

#[tokio::test]
async fn an_accepted_draw_offer_ends_the_game_drawn_by_agreement() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    let offered = env.service.offers().offer_draw(id, bob().id).await.unwrap();
    assert_eq!(offered.record.draw_offer_by, Some(bob().id));
    let view = env.service.offers().answer_draw(id, alice().id, true).await.unwrap();
    assert_eq!(view.record.status, GameStatus::Finished);
    assert_eq!(view.record.result, Some(Outcome::Draw));
    assert_eq!(view.record.ended_by, Some(EndedBy::Agreement));
    let stored = env.service.games().load_game(id).await.unwrap();
    assert_eq!(stored.record.result, Some(Outcome::Draw));
    assert_eq!(env.service.history().record(alice().id).await.unwrap()[0].draws, 1);
}

#[tokio::test]
async fn offering_a_draw_back_agrees_to_the_pending_offer() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    env.service.offers().offer_draw(id, alice().id).await.unwrap();
    let view = env.service.offers().offer_draw(id, bob().id).await.unwrap();
    assert_eq!(view.record.status, GameStatus::Finished);
    assert_eq!(view.record.result, Some(Outcome::Draw));
    assert_eq!(view.record.ended_by, Some(EndedBy::Agreement));
    let stored = env.service.games().load_game(id).await.unwrap();
    assert_eq!(stored.record.ended_by, Some(EndedBy::Agreement));
    refused!(
        env.service.offers().answer_draw(id, bob().id, true),
        ServiceError::Game(GameError::Over)
    );
}

#[tokio::test]
async fn a_declined_draw_offer_keeps_the_game_going() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.service.offers().offer_draw(id, alice().id).await.unwrap();
    let view = env.service.offers().answer_draw(id, bob().id, false).await.unwrap();
    assert!(view.record.is_active());
    assert_eq!(view.record.draw_offer_by, None);
    assert_eq!(env.service.games().load_game(id).await.unwrap().record.draw_offer_by, None);
    refused!(
        env.service.offers().answer_draw(id, bob().id, true),
        ServiceError::Offer(OfferError::NoDrawOffer)
    );
}

#[tokio::test]
async fn a_draw_offer_lapses_when_the_opponent_moves_instead() {
    let env = test_env!();
    let id = hex_game_after(&env, &[]).await;
    env.service.offers().offer_draw(id, alice().id).await.unwrap();
    env.service.games().play_move(id, alice().id, "d4").await.unwrap();
    assert_eq!(
        env.service.games().load_game(id).await.unwrap().record.draw_offer_by,
        Some(alice().id),
        "the offering side's own move keeps the offer"
    );
    let moved = env.service.games().play_move(id, bob().id, "d5").await.unwrap();
    assert_eq!(moved.game.record.draw_offer_by, None);
    assert_eq!(env.service.games().load_game(id).await.unwrap().record.draw_offer_by, None);
    refused!(
        env.service.offers().answer_draw(id, bob().id, true),
        ServiceError::Offer(OfferError::NoDrawOffer)
    );
}

#[tokio::test]
async fn only_the_opponent_answers_a_draw_offer() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.service.offers().offer_draw(id, alice().id).await.unwrap();
    refused!(
        env.service.offers().answer_draw(id, alice().id, true),
        ServiceError::Offer(OfferError::NotYourOfferToAnswer { .. })
    );
    refused!(
        env.service.offers().offer_draw(id, alice().id),
        ServiceError::Offer(OfferError::DrawAlreadyOffered)
    );
    refused!(
        env.service.offers().answer_draw(id, carol().id, true),
        ServiceError::Game(GameError::NotYourGame)
    );
}

#[tokio::test]
async fn an_accepted_takeback_removes_the_move_and_restarts_the_clock() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    env.clock.advance(HOUR);
    let asked = env.service.offers().request_takeback(id, bob().id).await.unwrap();
    assert_eq!(asked.record.takeback_by, Some(bob().id));
    let result = env
        .service
        .offers().answer_takeback(id, alice().id, true, None)
        .await
        .unwrap();
    assert_eq!(result.removed.len(), 1);
    assert_eq!(result.removed[0].notation, "d5");
    let view = env.service.games().load_game(id).await.unwrap();
    assert_eq!(view.game.ply(), 1);
    assert_eq!(view.player_to_move().unwrap().id, bob().id);
    assert_eq!(view.record.deadline_at, Some(T0 + HOUR + 72 * HOUR));
    assert_eq!(view.record.takeback_by, None);
    assert_eq!(result.game.record.version, view.record.version);
    // Bob plays something else instead.
    env.service.games().play_move(id, bob().id, "d3").await.unwrap();
}

#[tokio::test]
async fn a_declined_takeback_keeps_the_move() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    env.service.offers().request_takeback(id, bob().id).await.unwrap();
    refused!(
        env.service.offers().request_takeback(id, bob().id),
        ServiceError::Offer(OfferError::TakebackPending)
    );
    let result = env
        .service
        .offers().answer_takeback(id, alice().id, false, None)
        .await
        .unwrap();
    assert!(result.removed.is_empty());
    let view = env.service.games().load_game(id).await.unwrap();
    assert_eq!(view.game.ply(), 2);
    assert_eq!(view.record.takeback_by, None);
}

#[tokio::test]
async fn only_your_own_last_move_before_the_reply_can_be_taken_back() {
    let env = test_env!();
    let id = hex_game_after(&env, &[]).await;
    refused!(
        env.service.offers().request_takeback(id, alice().id),
        ServiceError::Offer(OfferError::CannotTakeBack { .. })
    );
    env.service.games().play_move(id, alice().id, "d4").await.unwrap();
    refused!(
        env.service.offers().request_takeback(id, bob().id),
        ServiceError::Offer(OfferError::CannotTakeBack { .. })
    );
    env.service.offers().request_takeback(id, alice().id).await.unwrap();
    refused!(
        env.service.offers().answer_takeback(id, alice().id, true, None),
        ServiceError::Offer(OfferError::NotYourOfferToAnswer { .. })
    );
    // Bob replies with a move instead: the request lapses, and it is too late.
    env.service.games().play_move(id, bob().id, "d5").await.unwrap();
    refused!(
        env.service.offers().answer_takeback(id, bob().id, true, None),
        ServiceError::Offer(OfferError::NoTakebackRequest)
    );
    let late = env
        .service
        .offers().request_takeback(id, alice().id)
        .await
        .unwrap_err();
    assert!(
        words(&late).contains("before Bob has replied"),
        "{late}"
    );
}

/// A takeback answered with a button names the ply it was asked at; once
/// the game has moved on, the answer no longer applies.
#[tokio::test]
async fn a_takeback_answered_after_the_game_moved_on_is_refused() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    // Alice asks at ply 1; Bob moves instead of answering, then clicks.
    env.service.offers().request_takeback(id, alice().id).await.unwrap();
    env.service.games().play_move(id, bob().id, "d5").await.unwrap();
    for accept in [true, false] {
        let error = refused!(
            env.service.offers().answer_takeback(id, bob().id, accept, Some(1)),
            ServiceError::Game(GameError::RequestOutdated)
        );
        assert_eq!(
            words(&error),
            "The game moved on since this request; it no longer applies."
        );
    }
    let view = env.service.games().load_game(id).await.unwrap();
    assert_eq!(view.record.status, GameStatus::Active);
    let moves: Vec<String> = view.game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["d4", "d5"], "both moves stand");
    assert_eq!(view.player_to_move().unwrap().id, alice().id);
    assert_eq!(view.record.takeback_by, None);

    // Answered at the position as it is, a takeback goes through.
    env.service.offers().request_takeback(id, bob().id).await.unwrap();
    let result = env
        .service
        .offers().answer_takeback(id, alice().id, true, Some(2))
        .await
        .unwrap();
    assert_eq!(result.removed.len(), 1);
    assert_eq!(result.removed[0].notation, "d5");
    assert_eq!(result.game.game.ply(), 1);
    assert!(result.game.record.is_active());
}

#[tokio::test]
async fn offers_end_with_the_game() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    env.service.offers().offer_draw(id, alice().id).await.unwrap();
    env.service.games().resign(id, bob().id, None).await.unwrap();
    refused!(
        env.service.offers().answer_draw(id, bob().id, true),
        ServiceError::Game(GameError::Over)
    );
    refused!(
        env.service.offers().request_takeback(id, bob().id),
        ServiceError::Game(GameError::Over)
    );
}
