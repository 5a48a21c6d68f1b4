//! Everything survives closing and reopening the database file.

use crate::support;

use abande_rules::GameKind;
use abande_bot::service::{ChallengeStatus, GameStatus};
use rand::SeedableRng;
use rand::rngs::StdRng;
use support::service_env::*;

#[tokio::test]
async fn games_continue_exactly_where_they_were_after_restart() {
    let mut env = test_env!();
    let mut rng = StdRng::seed_from_u64(3);
    let mut before = Vec::new();
    for (kind, plies) in [
        (GameKind::AbandeHex, 0),
        (GameKind::AbandeSquare, 5),
        (GameKind::AbandeSnub, 12),
    ] {
        let view = start_game(&env.service, kind, &alice(), &bob()).await;
        before.push(play_random(&env.service, view, plies, &mut rng).await);
    }
    env.service
        .games().set_game_place(before[2].id(), Some(777), 4242)
        .await
        .unwrap();

    env.restart().await;
    for old in &before {
        let view = env.service.games().load_game(old.id()).await.unwrap();
        assert_eq!(view.game.moves(), old.game.moves());
        assert_eq!(view.game.to_move(), old.game.to_move());
        assert_eq!(view.record.version, old.record.version);
        assert_eq!(view.record.deadline_at, old.record.deadline_at);
        assert_eq!(view.record.status, GameStatus::Active);
        let player = view.player_to_move().unwrap().clone();
        let text = random_move_text(&view, &mut rng);
        let next = env
            .service
            .games().play_move(view.id(), player.id, &text)
            .await
            .unwrap();
        assert_eq!(next.game.game.ply(), old.game.ply() + next.played.len());
    }
    assert_eq!(
        env.service.games().game_for_thread(777).await.unwrap(),
        Some(before[2].id())
    );
    assert_eq!(env.service.history().active_games(alice().id).await.unwrap().len(), 3);
}

#[tokio::test]
async fn pending_challenge_can_be_accepted_after_restart() {
    let mut env = test_env!();
    let challenge = env
        .service
        .challenges().create_challenge(challenge_of(
            &alice(),
            &bob(),
            GameKind::AbandeHex,
            abande_bot::service::ColorChoice::White,
        ))
        .await
        .unwrap();
    env.restart().await;
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(stored, challenge);
    let game = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    assert_eq!(game.record.white.id, alice().id);
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(stored.status, ChallengeStatus::Accepted);
    assert_eq!(stored.game_id, Some(game.id()));
}
