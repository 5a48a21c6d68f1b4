//! Games against the bot's engine: started at once, no clock, the engine's
//! moves guarded by the ply they were chosen for, takebacks over its reply.

use crate::support;

use abande_engine::{self as ai, Level};
use abande_rules::{Color, GameKind};
use abande_bot::service::{ColorChoice, GameView, NewEngineGame, Player, ServiceError};
use support::service_env::{PLACE, TestEnv, alice, refused, test_env};

fn engine() -> Player {
    Player::new(9000, "abande-bot")
}

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

/// The engine's move in `view` at level 1, seed 1.
fn engine_move(view: &GameView) -> String {
    let choice = ai::choose_move(&view.game, Level::new(1).unwrap(), 1).unwrap();
    choice.mv.to_string()
}

#[tokio::test]
async fn a_game_against_the_engine_starts_at_once_without_a_clock() {
    let env = test_env!();
    let view = engine_game(&env, ColorChoice::White, 4).await;
    assert!(view.record.is_active());
    assert_eq!(view.record.thread_id, Some(777));
    assert_eq!(view.record.deadline_at, None);
    let seat = view.record.engine.expect("an engine seat");
    assert_eq!((seat.color, seat.level.number()), (Color::Black, 4));
    assert_eq!(view.record.engine_player().unwrap().id, engine().id);
    assert_eq!(view.record.color_of(alice().id), Some(Color::White));
    // The engine is Black: it is owed the first move.
    assert_eq!(env.service.engine().engine_turns().await.unwrap(), [view.id()]);
}

#[tokio::test]
async fn an_engine_move_is_played_once_even_when_offered_twice() {
    let env = test_env!();
    let view = engine_game(&env, ColorChoice::White, 1).await;
    let mv = engine_move(&view);
    let played = env.service.engine().play_engine_move(view.id(), &mv, 0).await.unwrap();
    assert_eq!(played.game.game.ply(), 1);
    // The same search finishing twice (two processes, a retry) lands once.
    refused!(
        env.service.engine().play_engine_move(view.id(), &mv, 0),
        ServiceError::Conflict
    );
    assert_eq!(env.service.games().load_game(view.id()).await.unwrap().game.ply(), 1);
    assert!(env.service.engine().engine_turns().await.unwrap().is_empty());
    // Alice's reply makes it the engine's turn again.
    let reply = played.game.game.legal_moves()[0].to_string();
    env.service
        .games().play_move(view.id(), alice().id, &reply)
        .await
        .unwrap();
    assert_eq!(env.service.engine().engine_turns().await.unwrap(), [view.id()]);
}

#[tokio::test]
async fn a_takeback_against_the_engine_removes_its_reply_too() {
    let env = test_env!();
    let view = engine_game(&env, ColorChoice::Black, 2).await;
    let first = view.game.legal_moves()[0].to_string();
    let after = env
        .service
        .games().play_move(view.id(), alice().id, &first)
        .await
        .unwrap();
    let mv = engine_move(&after.game);
    env.service.engine().play_engine_move(view.id(), &mv, 1).await.unwrap();
    let asked = env
        .service
        .offers().request_takeback(view.id(), alice().id)
        .await
        .unwrap();
    assert_eq!(asked.record.takeback_by, Some(alice().id));
    let result = env
        .service
        .offers().answer_takeback(view.id(), engine().id, true, None)
        .await
        .unwrap();
    assert_eq!(result.removed.len(), 2, "{:?}", result.removed);
    assert_eq!(result.game.game.ply(), 0);
    assert_eq!(result.game.game.to_move(), Some(Color::Black));
}
