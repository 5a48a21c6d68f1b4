//! The outbox: a change's board is owed from the change's own commit until
//! a post of it (or of a later board) is recorded.

use crate::support;

use abande_bot::rules::GameKind;
use abande_bot::service::{BOARD_CLAIM_SECS, GIVE_UP_AFTER_SECS};
use support::service_env::*;

#[tokio::test]
async fn a_moves_board_is_owed_until_posted_and_the_claim_runs_out_after_a_minute() {
    let env = TestEnv::new().await;
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let moved = env
        .service
        .play_move(game.id, alice().id, "d4")
        .await
        .unwrap();
    // The request that moved holds the claim: nothing for the worker yet,
    // except after a restart, when no request holds any.
    assert!(env.service.owed_boards(false).await.unwrap().is_empty());
    let owed = env.service.owed_boards(true).await.unwrap();
    assert_eq!(owed.len(), 1);
    assert_eq!(owed[0].game_id, game.id);
    assert_eq!(owed[0].version, moved.game.version);
    env.clock.advance(BOARD_CLAIM_SECS);
    assert_eq!(env.service.owed_boards(false).await.unwrap().len(), 1);
    // A second move owes a second board; one post of the latest pays both.
    let again = env
        .service
        .play_move(game.id, bob().id, "d5")
        .await
        .unwrap();
    let owed = env.service.owed_boards(true).await.unwrap();
    assert_eq!(owed.len(), 1, "one post per game");
    assert_eq!(owed[0].version, again.game.version);
    env.service
        .board_posted(game.id, again.game.version, Some(4242))
        .await
        .unwrap();
    assert!(env.service.owed_boards(true).await.unwrap().is_empty());
    let stored = env.service.load_game(game.id).await.unwrap();
    assert_eq!(stored.board_message_id, Some(4242));
}

#[tokio::test]
async fn a_new_games_first_board_is_owed_from_the_start() {
    let env = TestEnv::new().await;
    let game = start_game(&env.service, GameKind::Abalone, &alice(), &bob()).await;
    let owed = env.service.owed_boards(true).await.unwrap();
    assert_eq!(owed.len(), 1);
    assert_eq!((owed[0].game_id, owed[0].version), (game.id, game.version));
}

#[tokio::test]
async fn an_older_post_does_not_pay_for_a_newer_board() {
    let env = TestEnv::new().await;
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let first = env
        .service
        .play_move(game.id, alice().id, "d4")
        .await
        .unwrap();
    env.service
        .play_move(game.id, bob().id, "d5")
        .await
        .unwrap();
    env.service
        .board_posted(game.id, first.game.version, None)
        .await
        .unwrap();
    assert_eq!(env.service.owed_boards(true).await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_board_owed_for_a_day_is_given_up_and_logged_once() {
    let env = TestEnv::new().await;
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    env.clock.advance(GIVE_UP_AFTER_SECS - 1);
    assert!(env.service.give_up_owed_boards().await.unwrap().is_empty());
    assert_eq!(env.service.owed_boards(false).await.unwrap().len(), 1);
    env.clock.advance(2);
    let abandoned = env.service.give_up_owed_boards().await.unwrap();
    assert_eq!(abandoned.len(), 1);
    assert_eq!(abandoned[0].game_id, game.id);
    assert!(env.service.owed_boards(true).await.unwrap().is_empty());
    assert!(env.service.give_up_owed_boards().await.unwrap().is_empty());
}
