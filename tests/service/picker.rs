//! `play_picked`: a move picked in a picker plays only while the game
//! stands where the picker was opened; else nothing is played.

use abande_bot::service::GameError;
use crate::support;

use abande_bot::service::{PositionStamp, ServiceError};
use support::service_env::*;

#[tokio::test]
async fn a_picked_move_from_a_stale_position_is_refused_and_nothing_is_played() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    let opened = PositionStamp::of(&env.service.games().load_game(id).await.unwrap().game);
    // Alice opened the picker, then moved by command; Bob answered.
    env.service.games().play_move(id, alice().id, "d3").await.unwrap();
    env.service.games().play_move(id, bob().id, "c3").await.unwrap();
    let now = env.service.games().load_game(id).await.unwrap();
    // A move legal now: only the stamp can refuse it.
    let legal = now.game.legal_moves()[0].to_string();
    refused!(
        env.service.games().play_picked(id, alice().id, &legal, opened),
        ServiceError::Game(GameError::PositionChanged)
    );
    let after = env.service.games().load_game(id).await.unwrap();
    assert_eq!(after.game.ply(), 4, "nothing played");
    assert_eq!(after.record.version, now.record.version, "nothing written");
    // The stamp of the position as it stands plays.
    let fresh = PositionStamp::of(&now.game);
    let played = env
        .service
        .games().play_picked(id, alice().id, &legal, fresh)
        .await
        .unwrap();
    assert_eq!(played.played[0].notation, legal);
}

#[tokio::test]
async fn two_picks_from_one_position_at_once_play_once() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    let view = env.service.games().load_game(id).await.unwrap();
    let at = PositionStamp::of(&view.game);
    let moves = view.game.legal_moves();
    let (first, second) = (moves[0].to_string(), moves[1].to_string());
    let other = env.second_process().await;
    let (a, b) = tokio::join!(
        env.service.games().play_picked(id, alice().id, &first, at),
        other.games().play_picked(id, alice().id, &second, at)
    );
    let won = [a.is_ok(), b.is_ok()];
    assert_eq!(won.iter().filter(|w| **w).count(), 1, "{a:?} / {b:?}");
    for lost in [a, b].into_iter().filter_map(Result::err) {
        assert!(
            matches!(
                lost,
                ServiceError::Game(GameError::PositionChanged)
                    | ServiceError::Game(GameError::NotYourTurn { .. })
                    | ServiceError::Conflict
            ),
            "{lost:?}"
        );
    }
    assert_eq!(env.service.games().load_game(id).await.unwrap().game.ply(), 3);
}
