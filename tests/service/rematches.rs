//! Rematches asked through two processes at once (#29 item 7): a finished
//! game is played again once, whichever process each ask comes through;
//! the database says so, not a lock of one process.

use crate::support;

use std::sync::Arc;

use abande_rules::GameKind;
use abande_bot::service::{
    ChallengeStatus, ColorChoice, GameId, GameService, NewChallenge, Player, Rematch,
    ServiceError, ServiceResult,
};
use support::service_env::*;

/// Asks for rematches of `game` through each `(process, player)` at once.
async fn ask_at_once(game: GameId, asks: Vec<(GameService, Player)>) -> Vec<ServiceResult<Rematch>> {
    let barrier = Arc::new(tokio::sync::Barrier::new(asks.len()));
    let tasks: Vec<_> = asks
        .into_iter()
        .map(|(service, player)| {
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                service.games().rematch(game, player).await
            })
        })
        .collect();
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.expect("the ask did not panic"));
    }
    answers
}

fn started(answer: &Rematch) -> Option<GameId> {
    match answer {
        Rematch::Started(view) => Some(view.id()),
        _ => None,
    }
}

#[tokio::test]
async fn both_players_asking_through_two_processes_at_once_make_one_game() {
    let env = test_env!();
    let other = env.second_process().await;
    const ROUNDS: usize = 8;
    for round in 0..ROUNDS {
        let game = resigned_game(&env, GameKind::AbandeHex, &alice(), &bob(), &bob()).await;
        let asks = vec![(env.service.clone(), alice()), (other.clone(), bob())];
        let answers: Vec<Rematch> = ask_at_once(game, asks)
            .await
            .into_iter()
            .map(|a| a.expect("both asks are answered"))
            .collect();
        let games: Vec<GameId> = answers.iter().filter_map(started).collect();
        let asked: Vec<_> = answers
            .iter()
            .filter_map(|a| match a {
                Rematch::Asked(challenge) => Some(challenge.id),
                _ => None,
            })
            .collect();
        assert_eq!(
            (games.len(), asked.len()),
            (1, 1),
            "round {round}: one asks, the other starts the game: {answers:?}"
        );
        let challenge = env.service.challenges().challenge(asked[0]).await.unwrap().unwrap();
        assert_eq!(challenge.status, ChallengeStatus::Accepted);
        assert_eq!(challenge.game_id, Some(games[0]), "the game of that ask");
        // Asked again through either process: that game, no other.
        for (service, player) in [(&env.service, alice()), (&other, bob())] {
            match service.games().rematch(game, player).await.unwrap() {
                Rematch::AlreadyStarted(view) => assert_eq!(view.id(), games[0]),
                answer => panic!("round {round}: a second rematch: {answer:?}"),
            }
        }
    }
    let active = env.service.history().active_games(alice().id).await.unwrap();
    assert_eq!(active.len(), ROUNDS, "one rematch per game");
}

#[tokio::test]
async fn one_answer_pressed_through_two_processes_starts_one_game() {
    let env = test_env!();
    let other = env.second_process().await;
    let game = resigned_game(&env, GameKind::AbandeHex, &alice(), &bob(), &bob()).await;
    assert!(matches!(
        env.service.games().rematch(game, alice()).await.unwrap(),
        Rematch::Asked(_)
    ));
    // Bob's click reaches both processes (a retried interaction).
    let asks = vec![(env.service.clone(), bob()), (other.clone(), bob())];
    let answers: Vec<Rematch> = ask_at_once(game, asks)
        .await
        .into_iter()
        .map(|a| a.expect("both are answered"))
        .collect();
    let ids: Vec<GameId> = answers
        .iter()
        .map(|a| match a {
            Rematch::Started(view) | Rematch::AlreadyStarted(view) => view.id(),
            Rematch::Asked(_) => panic!("a second ask: {answers:?}"),
        })
        .collect();
    assert_eq!(ids[0], ids[1], "both answered with the one game");
    assert_eq!(answers.iter().filter_map(started).count(), 1);
    assert_eq!(env.service.history().active_games(bob().id).await.unwrap().len(), 1);
}

#[tokio::test]
async fn the_database_keeps_one_open_rematch_of_a_game() {
    let env = test_env!();
    let game = resigned_game(&env, GameKind::AbandeHex, &alice(), &bob(), &bob()).await;
    let Rematch::Asked(first) = env.service.games().rematch(game, bob()).await.unwrap() else {
        panic!("the first ask is a challenge");
    };
    // A second ask that got past the checks (a process that read before the
    // first one wrote) is refused by the database itself.
    let second = NewChallenge {
        rematch_of: Some(game),
        ..challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black)
    };
    refused!(
        env.service.challenges().create_challenge(second.clone()),
        ServiceError::Conflict
    );
    // Once the first is declined there is room for another.
    env.service.challenges().decline_challenge(first.id, alice()).await.unwrap();
    let again = env.service.challenges().create_challenge(second).await.unwrap();
    assert_eq!(again.rematch_of, Some(game));
}
