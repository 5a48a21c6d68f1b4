//! Simultaneous requests on one game: exactly one move lands.

use abande_bot::service::GameError;
use crate::support;

use abande_rules::GameKind;
use abande_bot::service::{GameId, GameService, GameView, ServiceError, ServiceResult, UserId};
use abande_bot::store::{GameChange, Lock, StoreError, TurnClock};
use support::service_env::*;

/// Runs `requests` at once (each a service, a user and a move text) and
/// returns their results.
async fn play_at_once(
    view: &GameView,
    requests: Vec<(GameService, UserId, String)>,
) -> Vec<ServiceResult<()>> {
    let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(requests.len()));
    let tasks: Vec<_> = requests
        .into_iter()
        .map(|(service, user, text)| {
            let barrier = barrier.clone();
            let id = view.id();
            tokio::spawn(async move {
                barrier.wait().await;
                service.games().play_move(id, user, &text).await.map(|_| ())
            })
        })
        .collect();
    let mut results = Vec::new();
    for task in tasks {
        results.push(task.await.expect("task did not panic"));
    }
    results
}

/// The moves legal at the start of `view`'s game, as text.
fn legal_moves(view: &GameView) -> Vec<String> {
    view.game
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Fifty moves by Alice, the i-th sent through `services[i % n]` and
/// playing `moves[i % m]`.
fn fifty_requests(
    services: &[&GameService],
    moves: &[String],
) -> Vec<(GameService, UserId, String)> {
    (0..50)
        .map(|i| {
            let service = services[i % services.len()].clone();
            (service, alice().id, moves[i % moves.len()].clone())
        })
        .collect()
}

/// Exactly one success; every other answer says why, and the store agrees.
async fn assert_one_move_landed(
    service: &GameService,
    before: &GameView,
    results: &[ServiceResult<()>],
) {
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    for error in results.iter().filter_map(|r| r.as_ref().err()) {
        assert!(
            matches!(
                error,
                ServiceError::Game(GameError::NotYourTurn { .. }) | ServiceError::Conflict
            ),
            "unexpected {error:?}"
        );
    }
    let after = service.games().load_game(before.id()).await.unwrap();
    assert_eq!(after.game.ply(), before.game.ply() + 1);
    assert_eq!(after.record.version, before.record.version + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_copies_of_the_same_move_land_once() {
    let env = test_env!();
    let view = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let requests = fifty_requests(&[&env.service], &["d4".to_string()]);
    let results = play_at_once(&view, requests).await;
    assert_one_move_landed(&env.service, &view, &results).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_different_moves_land_once() {
    let env = test_env!();
    let view = start_game(&env.service, GameKind::AbandeSquare, &alice(), &bob()).await;
    let requests = fifty_requests(&[&env.service], &legal_moves(&view));
    let results = play_at_once(&view, requests).await;
    assert_one_move_landed(&env.service, &view, &results).await;
}

/// Two services on one file have separate in-process locks; the database
/// transaction alone must keep the game consistent.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_on_one_file_land_one_move() {
    let env = test_env!();
    let other = env.second_process().await;
    let view = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let requests = fifty_requests(&[&env.service, &other], &legal_moves(&view));
    let results = play_at_once(&view, requests).await;
    assert_one_move_landed(&env.service, &view, &results).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn different_games_move_at_the_same_time() {
    let env = test_env!();
    let mut views = Vec::new();
    for _ in 0..10 {
        views.push(start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await);
    }
    let tasks: Vec<_> = views
        .iter()
        .map(|view| {
            let service = env.service.clone();
            let id = view.id();
            tokio::spawn(async move { service.games().play_move(id, alice().id, "d4").await })
        })
        .collect();
    for task in tasks {
        task.await.unwrap().expect("each game takes its own move");
    }
    for view in &views {
        assert_eq!(env.service.games().load_game(view.id()).await.unwrap().game.ply(), 1);
    }
}

/// A resignation confirmed at ply 2 races Alice's move at ply 2: the ply is
/// checked under the game's lock, so it never lands after the move.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_resign_racing_the_opponents_move_never_lands_after_it() {
    let env = test_env!();
    for _ in 0..20 {
        let id = hex_game_after(&env, &["d4", "d5"]).await;
        let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(2));
        let (service, wait) = (env.service.clone(), barrier.clone());
        let moved = tokio::spawn(async move {
            wait.wait().await;
            service.games().play_move(id, alice().id, "d3").await.map(|_| ())
        });
        let (service, wait) = (env.service.clone(), barrier.clone());
        let resigned = tokio::spawn(async move {
            wait.wait().await;
            service.games().resign(id, bob().id, Some(2)).await.map(|_| ())
        });
        let (moved, resigned) = (moved.await.unwrap(), resigned.await.unwrap());
        let view = env.service.games().load_game(id).await.unwrap();
        match (&moved, &resigned) {
            (Ok(()), Err(ServiceError::Game(GameError::ResignOutdated))) => {
                assert!(view.record.is_active());
                assert_eq!(view.game.ply(), 3);
            }
            (Err(ServiceError::Game(GameError::Over)), Ok(())) => {
                assert!(!view.record.is_active());
                assert_eq!(view.game.ply(), 2);
            }
            other => panic!("one of the two lands: {other:?}"),
        }
    }
}

/// The optimistic check itself: a write based on an old version is refused.
#[tokio::test]
async fn stale_version_is_a_conflict() {
    let env = test_env!();
    let view = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    play_moves(&env.service, view.id(), &alice(), &bob(), &["d4"]).await;

    let mut tx = env.store.begin_write().await.unwrap();
    let stale = tx
        .advance_game(
            view.id(),
            view.record.version,
            T0,
            &GameChange {
                clock: TurnClock::default(),
                end: None,
                mover: None,
                to_move: view.game.to_move(),
            },
        )
        .await;
    assert!(matches!(stale, Err(StoreError::Conflict)));
    let error = ServiceError::from(stale.unwrap_err());
    assert!(matches!(error, ServiceError::Conflict));
    assert!(words(&error).contains("try again"));
}

/// A ply number already taken is refused by the unique key, also a conflict.
#[tokio::test]
async fn duplicate_ply_is_a_conflict() {
    let env = test_env!();
    let view = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    play_moves(&env.service, view.id(), &alice(), &bob(), &["d4"]).await;

    let mut tx = env.store.begin_write().await.unwrap();
    let again = abande_bot::store::NewMoveRow {
        ply: 1,
        player_id: alice().id,
        notation: "c3".to_string(),
        automatic: false,
        premove: false,
        played_at: T0,
    };
    let result = tx.append_moves(view.id(), &[again]).await;
    assert!(matches!(result, Err(StoreError::Conflict)), "{result:?}");
}

/// PostgreSQL serialises writes per game, not per database: a transaction
/// holding game A's lock leaves a move in game B free to land, while a
/// move in game A waits for it; a database-wide write still holds up
/// every game. (SQLite has one writer at a time: nothing to show there.)
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_write_to_one_game_does_not_hold_up_another() {
    let env = test_env!();
    if env.backend != Backend::Postgres {
        return;
    }
    let a = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let b = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let c = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    // Another process, so that the in-process lock of each game plays no part.
    let other = env.second_process().await;
    let patience = std::time::Duration::from_secs(10);
    let a_while = std::time::Duration::from_millis(500);

    let holding_a = env
        .store
        .begin_write_for(&[Lock::Game(a.id())])
        .await
        .unwrap();
    tokio::time::timeout(patience, other.games().play_move(b.id(), alice().id, "d4"))
        .await
        .expect("game B does not wait for game A's lock")
        .unwrap();
    let (service, id) = (other.clone(), a.id());
    let mut move_in_a = tokio::spawn(async move { service.games().play_move(id, alice().id, "d4").await });
    assert!(
        tokio::time::timeout(a_while, &mut move_in_a).await.is_err(),
        "a move in game A waits while its lock is held"
    );
    holding_a.commit().await.unwrap();
    tokio::time::timeout(patience, move_in_a)
        .await
        .expect("game A moves once its lock is free")
        .unwrap()
        .unwrap();

    let holding_all = env.store.begin_write().await.unwrap();
    let (service, id) = (other.clone(), c.id());
    let mut move_in_c = tokio::spawn(async move { service.games().play_move(id, alice().id, "d4").await });
    assert!(
        tokio::time::timeout(a_while, &mut move_in_c).await.is_err(),
        "a database-wide write holds up every game"
    );
    drop(holding_all);
    tokio::time::timeout(patience, move_in_c)
        .await
        .expect("game C moves once the database is free")
        .unwrap()
        .unwrap();
    for id in [a.id(), b.id(), c.id()] {
        assert_eq!(env.service.games().load_game(id).await.unwrap().game.ply(), 1);
    }
}

/// Alice's games against Bob and Carol end at the same moment, through two
/// processes: each rating change starts from the one before (none is lost),
/// on both backends.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_games_ending_at_once_both_count_in_a_players_rating() {
    let env = test_env!();
    let other = env.second_process().await;
    let kind = GameKind::AbandeHex;
    for round in 0..10 {
        let with_bob = start_game(&env.service, kind, &alice(), &bob()).await;
        let with_carol = start_game(&env.service, kind, &alice(), &carol()).await;
        play_moves(&env.service, with_bob.id(), &alice(), &bob(), &["d4", "d5"]).await;
        play_moves(
            &env.service,
            with_carol.id(),
            &alice(),
            &carol(),
            &["d4", "d5"],
        )
        .await;
        let before = env.service.ratings().rating(alice().id, kind).await.unwrap();
        let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(2));
        let resignations: Vec<_> = [
            (env.service.clone(), with_bob.id(), bob().id),
            (other.clone(), with_carol.id(), carol().id),
        ]
        .into_iter()
        .map(|(service, game, loser)| {
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                service.games().resign(game, loser, None).await.map(|_| ())
            })
        })
        .collect();
        for resigned in resignations {
            resigned.await.unwrap().expect("each game ends");
        }

        let history = env.service.ratings().rating_history(alice().id).await.unwrap();
        let change_in = |game: GameId| {
            history
                .iter()
                .find(|change| change.game_id == game)
                .unwrap_or_else(|| panic!("round {round}: no change for {game}: {history:?}"))
        };
        let (x, y) = (change_in(with_bob.id()), change_in(with_carol.id()));
        // Whichever ended first, the other started from its result.
        let (first, second) = if y.before == x.after.rating {
            (x, y)
        } else {
            (y, x)
        };
        assert_eq!(
            (first.before, second.before),
            (before.rating, first.after.rating),
            "round {round}: a change started from a rating already replaced: {history:?}"
        );
        assert!(second.after.rating > first.after.rating, "Alice won twice");
        let now = env.service.ratings().rating(alice().id, kind).await.unwrap();
        assert_eq!(now.rating, second.after.rating);
    }
}

/// A move committed by another process sharing the database reaches this
/// process's followers (the web board's live streams) at once on
/// PostgreSQL (`LISTEN`/`NOTIFY`, `relay_game_changes`). On SQLite, one
/// process's database, the relay has nothing to hear and waits for its
/// stop.
#[tokio::test]
async fn a_change_committed_by_another_process_reaches_this_ones_followers() {
    let env = test_env!();
    let other = env.second_process().await;
    let stop = tokio_util::sync::CancellationToken::new();
    let relay = tokio::spawn({
        let service = env.service.clone();
        let stop = stop.clone();
        async move { service.outbox().relay_game_changes(stop).await }
    });
    let mut heard = env.service.outbox().game_changes();
    let view = start_game(&other, GameKind::AbandeHex, &alice(), &bob()).await;
    let players = [alice(), bob()];
    let mut view = view;
    let mut from_other = None;
    // The relay starts listening on its own; each move is one more chance
    // to be heard, and whatever is heard must be one of these.
    let mut versions = Vec::new();
    for ply in 0..12 {
        let text = legal_moves(&view)[0].clone();
        view = other
            .games().play_move(view.id(), players[ply % 2].id, &text)
            .await
            .unwrap()
            .game;
        versions.push(view.record.version);
        if super::BACKEND != Backend::Postgres {
            continue;
        }
        if let Ok(Ok(change)) =
            tokio::time::timeout(std::time::Duration::from_millis(500), heard.recv()).await
        {
            from_other = Some(change);
            break;
        }
    }
    match super::BACKEND {
        Backend::Postgres => {
            let change = from_other.expect("another process's move is heard here");
            assert_eq!(change.game, view.id());
            assert!(versions.contains(&change.version), "{change:?} {versions:?}");
        }
        Backend::Sqlite => {
            assert!(heard.try_recv().is_err(), "nothing was committed here");
            assert!(!relay.is_finished(), "the relay waits for its stop");
        }
    }
    stop.cancel();
    tokio::time::timeout(std::time::Duration::from_secs(5), relay)
        .await
        .expect("the relay stops when told")
        .unwrap();
}
