//! The engine's decisions, made by the service (`service/engine_policy.rs`)
//! and only run by the bot: when it moves and at which level, how it
//! answers draw offers and takeback requests.

use abande_bot::service::{ChallengeError, GameError, OfferError};
use crate::support;

use abande_engine::Level;
use abande_rules::{Color, GameKind};
use abande_bot::service::{ColorChoice, GameView, NewEngineGame, Player, ServiceError};
use support::service_env::{PLACE, TestEnv, alice, bob, refused, start_game, test_env};

fn engine() -> Player {
    Player::new(9000, "abande-bot")
}

/// Alice against the engine at `level`, Alice playing `alice_plays`.
async fn engine_game(env: &TestEnv, alice_plays: ColorChoice, level: u8) -> GameView {
    let new = NewEngineGame {
        player: alice(),
        engine: engine(),
        kind: GameKind::AbandeHex,
        color: alice_plays,
        level: Level::new(level).unwrap(),
        place: PLACE,
    };
    env.service
        .engine().start_engine_game(new, async |_| Some(777))
        .await
        .unwrap()
}

/// Alice (Black) opens, the engine (White) replies: Alice may then ask to
/// take her move back.
async fn after_one_exchange(env: &TestEnv, level: u8) -> GameView {
    let view = engine_game(env, ColorChoice::Black, level).await;
    let first = view.game.legal_moves()[0].to_string();
    env.service
        .games().play_move(view.id(), alice().id, &first)
        .await
        .unwrap();
    let turn = env.service.engine().engine_turn(view.id()).await.unwrap().unwrap();
    let choice = turn.search().unwrap();
    env.service
        .engine().play_engine_turn(&turn, &choice)
        .await
        .unwrap()
        .game
}

#[tokio::test]
async fn the_engine_moves_on_its_turn_at_the_games_level_and_only_then() {
    let env = test_env!();
    let view = engine_game(&env, ColorChoice::White, 2).await;
    // The engine is Black: its turn at once, at the game's level.
    let turn = env.service.engine().engine_turn(view.id()).await.unwrap().unwrap();
    assert_eq!((turn.game, turn.ply, turn.level.number()), (view.id(), 0, 2));
    let choice = turn.search().expect("a move on an empty board");
    assert!(view.game.legal_moves().contains(&choice.mv));
    let played = env.service.engine().play_engine_turn(&turn, &choice).await.unwrap();
    assert_eq!(played.game.game.ply(), 1);
    assert_eq!(played.game.game.to_move(), Some(Color::White));
    // Now it is Alice's turn: the engine owes nothing.
    assert!(env.service.engine().engine_turn(view.id()).await.unwrap().is_none());
    // The same search landing twice (a retry, a second process) is refused.
    refused!(
        env.service.engine().play_engine_turn(&turn, &choice),
        ServiceError::Conflict
    );
    // Once Alice has moved, the engine owes the next ply.
    let reply = played.game.game.legal_moves()[0].to_string();
    env.service
        .games().play_move(view.id(), alice().id, &reply)
        .await
        .unwrap();
    let next = env.service.engine().engine_turn(view.id()).await.unwrap().unwrap();
    assert_eq!(next.ply, 2);
}

#[tokio::test]
async fn the_engine_owes_no_move_in_a_game_over_or_a_game_between_people() {
    let env = test_env!();
    let view = engine_game(&env, ColorChoice::White, 1).await;
    env.service.games().resign(view.id(), alice().id, None).await.unwrap();
    assert!(env.service.engine().engine_turn(view.id()).await.unwrap().is_none());
    let people = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    assert!(env.service.engine().engine_turn(people.id()).await.unwrap().is_none());
}

#[tokio::test]
async fn the_beginners_levels_allow_a_takeback_of_the_move_and_the_engines_reply() {
    let env = test_env!();
    let view = after_one_exchange(&env, 2).await;
    env.service
        .offers().request_takeback(view.id(), alice().id)
        .await
        .unwrap();
    let result = env.service.engine().engine_answer_takeback(view.id()).await.unwrap();
    assert_eq!(result.removed.len(), 2, "{:?}", result.removed);
    assert_eq!(result.game.game.ply(), 0);
    assert_eq!(result.game.record.takeback_by, None);
}

#[tokio::test]
async fn the_stronger_levels_refuse_takebacks() {
    let env = test_env!();
    let view = after_one_exchange(&env, 3).await;
    env.service
        .offers().request_takeback(view.id(), alice().id)
        .await
        .unwrap();
    let result = env.service.engine().engine_answer_takeback(view.id()).await.unwrap();
    assert!(result.removed.is_empty());
    assert_eq!(result.game.game.ply(), 2);
    // The request is answered: nothing is pending any more.
    assert_eq!(result.game.record.takeback_by, None);
    refused!(
        env.service.engine().engine_answer_takeback(view.id()),
        ServiceError::Offer(OfferError::NoTakebackRequest)
    );
}

#[tokio::test]
async fn the_engine_answers_a_draw_offer_once_as_its_evaluation_decides() {
    let env = test_env!();
    let view = after_one_exchange(&env, 4).await;
    refused!(
        env.service.engine().engine_draw_offer(view.id()),
        ServiceError::Offer(OfferError::NoDrawOffer)
    );
    env.service.offers().offer_draw(view.id(), alice().id).await.unwrap();
    let offer = env.service.engine().engine_draw_offer(view.id()).await.unwrap();
    let answer = offer.decide();
    let after = env.service.engine().engine_answer_draw(answer).await.unwrap();
    // Accepted: drawn by agreement; declined: the offer is withdrawn.
    assert_eq!(after.record.is_active(), !answer.accepts());
    assert_eq!(after.record.draw_offer_by, None);
    if after.record.is_active() {
        refused!(
            env.service.engine().engine_draw_offer(view.id()),
            ServiceError::Offer(OfferError::NoDrawOffer)
        );
    }
}

#[tokio::test]
async fn only_a_game_against_the_engine_has_the_engine_answer() {
    let env = test_env!();
    let people = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    env.service.offers().offer_draw(people.id(), alice().id).await.unwrap();
    refused!(
        env.service.engine().engine_draw_offer(people.id()),
        ServiceError::Game(GameError::NotYourGame)
    );
    refused!(
        env.service.engine().engine_answer_takeback(people.id()),
        ServiceError::Game(GameError::NotYourGame)
    );
}

#[test]
fn a_game_against_the_engine_is_played_at_the_level_asked_else_the_default() {
    use abande_bot::service::engine_level;
    assert_eq!(engine_level(None).unwrap(), Level::DEFAULT);
    assert_eq!(engine_level(Some(2)).unwrap(), Level::new(2).unwrap());
    for given in [0, 6, 255] {
        assert!(matches!(
            engine_level(Some(given)),
            Err(ServiceError::Challenge(ChallengeError::BadLevel { given: g })) if g == given
        ));
    }
}
