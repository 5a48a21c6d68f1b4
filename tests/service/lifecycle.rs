//! Whole games, from challenge to stored result.

use crate::support;

use abande_rules::{Color, GameKind, Outcome, PerColor};
use abande_bot::service::{EndedBy, GameStatus, HistoryFilter};
use rand::SeedableRng;
use rand::rngs::StdRng;
use support::service_env::*;

#[tokio::test]
async fn abande_game_plays_to_the_end_with_automatic_passes() {
    let env = test_env!();
    let service = &env.service;
    let mut view = start_game(service, GameKind::AbandeHex, &alice(), &bob()).await;
    let mut rng = StdRng::seed_from_u64(7);
    let mut automatic = Vec::new();
    while let Some(player) = view.player_to_move().cloned() {
        let text = random_move_text(&view, &mut rng);
        env.clock.advance(HOUR);
        let result = service
            .games().play_move(view.id(), player.id, &text)
            .await
            .expect("legal move");
        assert!(!result.played[0].automatic);
        assert_eq!(result.played[0].by, view.record.color_of(player.id).unwrap());
        for pass in &result.played[1..] {
            assert!(pass.automatic);
            assert_eq!(pass.notation, "pass");
        }
        automatic.extend(result.played.iter().filter(|p| p.automatic).map(|p| p.ply));
        view = result.game;
        assert!(view.game.ply() < 200, "an Abande game is finite");
    }

    assert!(
        !automatic.is_empty(),
        "the game ended through forced passes"
    );
    assert_eq!(view.record.status, GameStatus::Finished);
    assert_eq!(view.record.ended_by, Some(EndedBy::Score));
    assert_eq!(view.record.result, view.game.outcome());
    assert_eq!(view.record.final_score, view.game.score());
    assert_eq!(view.record.deadline_at, None);

    let reloaded = service.games().load_game(view.id()).await.unwrap();
    assert_eq!(reloaded.game, view.game);
    assert_eq!(reloaded.record.result, view.record.result);
    assert_eq!(reloaded.record.final_score, view.record.final_score);
    assert_eq!(reloaded.record.version, view.record.version);
    assert_eq!(reloaded.automatic_plies, automatic);
    assert_eq!(reloaded.record.finished_at, view.record.finished_at);
    assert!(reloaded.player_to_move().is_none());
}

#[tokio::test]
async fn finished_game_result_survives_restart() {
    let mut env = test_env!();
    let view = start_game(&env.service, GameKind::AbandeSquare, &alice(), &bob()).await;
    let mut rng = StdRng::seed_from_u64(11);
    let view = play_random(&env.service, view, 1000, &mut rng).await;
    assert_eq!(view.record.status, GameStatus::Finished);

    env.restart().await;
    let reloaded = env.service.games().load_game(view.id()).await.unwrap();
    assert_eq!(reloaded.game.moves(), view.game.moves());
    assert_eq!(reloaded.record.result, view.record.result);
    assert_eq!(reloaded.record.final_score, view.record.final_score);
    let history = env
        .service
        .history().finished_games(alice().id, HistoryFilter::default(), 1, 10)
        .await
        .unwrap();
    assert_eq!(history.items.len(), 1);
    assert_eq!(history.items[0].record.result, view.record.result);
}

/// Needs the real Abalone engine: fails against the stand-in in `rules/abalone/`.
#[tokio::test]
async fn abalone_game_plays_real_moves_then_resignation_ends_it() {
    let env = test_env!();
    let service = &env.service;
    let view = start_game(service, GameKind::Abalone, &alice(), &bob()).await;
    // RULES.md's capture check: the last move pushes White's marble on g9 off.
    let line = ["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"];
    let mut view = view;
    for text in line {
        let player = view.player_to_move().cloned().expect("game on");
        view = service
            .games().play_move(view.id(), player.id, text)
            .await
            .expect("legal Abalone move")
            .game;
    }
    assert_eq!(view.game.captured(), Some(PerColor { black: 1, white: 0 }));

    let ended = service.games().resign(view.id(), bob().id, None).await.unwrap();
    assert_eq!(ended.record.result, Some(Outcome::Win(Color::Black)));
    assert_eq!(ended.record.ended_by, Some(EndedBy::Resignation));
    let reloaded = service.games().load_game(view.id()).await.unwrap();
    assert_eq!(reloaded.game.ply(), 5);
    assert_eq!(reloaded.record.final_score, Some(PerColor { black: 1, white: 0 }));
    assert_eq!(reloaded.record.status, GameStatus::Finished);
}
