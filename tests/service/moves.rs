//! Move rules: turn order, validation, bad input, endings, and their errors.

use abande_bot::service::{GameError, WhichGame};
use crate::support;

use abande_rules::{Color, GameKind, Outcome};
use abande_bot::service::{EndedBy, GameId, GameStatus, ServiceError};
use support::service_env::*;

async fn hex_game(env: &TestEnv) -> abande_bot::service::GameView {
    start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await
}

/// Ply count and version as stored, to show a refused request wrote nothing.
async fn stored_state(env: &TestEnv, id: GameId) -> (usize, i64) {
    let view = env.service.games().load_game(id).await.unwrap();
    (view.game.ply(), view.record.version)
}

#[tokio::test]
async fn a_move_is_stored_in_canonical_form() {
    let env = test_env!();
    let game = hex_game(&env).await;
    let result = env
        .service
        .games().play_move(game.id(), alice().id, "  D4 ")
        .await
        .unwrap();
    assert_eq!(result.played.len(), 1);
    assert_eq!(result.played[0].notation, "d4");
    assert_eq!(
        (result.played[0].ply, result.played[0].by),
        (1, Color::Black)
    );
    assert_eq!(result.game.record.version, game.record.version + 1);
    assert_eq!(result.game.player_to_move().unwrap().id, bob().id);
    let stored = env.store.moves(game.id()).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(
        (
            stored[0].notation.as_str(),
            stored[0].player_id,
            stored[0].automatic
        ),
        ("d4", alice().id, false)
    );
}

#[tokio::test]
async fn typographic_dashes_read_as_hyphens() {
    let env = test_env!();
    let game = hex_game(&env).await;
    for (user, text) in [(alice().id, "d4"), (bob().id, "d5"), (alice().id, "d3")] {
        env.service.games().play_move(game.id(), user, text).await.unwrap();
    }
    let result = env
        .service
        .games().play_move(game.id(), bob().id, "d5\u{2013}d4")
        .await
        .unwrap();
    assert_eq!(result.played[0].notation, "d5-d4");
}

#[tokio::test]
async fn only_the_player_to_move_can_move() {
    let env = test_env!();
    let game = hex_game(&env).await;
    let error = refused!(
        env.service.games().play_move(game.id(), bob().id, "d4"),
        ServiceError::Game(GameError::NotYourTurn { to_move }) if to_move == "Alice"
    );
    assert_eq!(words(&error), "It is not your turn; Alice is to move.");
    assert_eq!(stored_state(&env, game.id()).await, (0, 0));
}

#[tokio::test]
async fn outsiders_cannot_move_or_resign() {
    let env = test_env!();
    let game = hex_game(&env).await;
    refused!(
        env.service.games().play_move(game.id(), carol().id, "d4"),
        ServiceError::Game(GameError::NotYourGame)
    );
    refused!(
        env.service.games().resign(game.id(), carol().id, None),
        ServiceError::Game(GameError::NotYourGame)
    );
    assert_eq!(stored_state(&env, game.id()).await, (0, 0));
}

#[tokio::test]
async fn resigning_is_asked_of_players_of_a_game_still_on_at_its_ply() {
    let env = test_env!();
    let game = hex_game(&env).await;
    refused!(
        env.service.games().can_resign(game.id(), carol().id),
        ServiceError::Game(GameError::NotYourGame)
    );
    play_moves(&env.service, game.id(), &alice(), &bob(), &["d4"]).await;
    // Either player may resign, on their turn or not.
    assert_eq!(
        env.service.games().can_resign(game.id(), alice().id).await.unwrap(),
        1
    );
    let ply = env.service.games().can_resign(game.id(), bob().id).await.unwrap();
    assert_eq!(ply, 1);
    // A confirmation for that ply is stale once a move is played.
    play_moves(&env.service, game.id(), &bob(), &alice(), &["d5"]).await;
    refused!(
        env.service.games().resign(game.id(), bob().id, Some(ply)),
        ServiceError::Game(GameError::ResignOutdated)
    );
    let ply = env.service.games().can_resign(game.id(), bob().id).await.unwrap();
    env.service
        .games().resign(game.id(), bob().id, Some(ply))
        .await
        .unwrap();
    refused!(
        env.service.games().can_resign(game.id(), alice().id),
        ServiceError::Game(GameError::Over)
    );
}

#[tokio::test]
async fn illegal_move_changes_nothing_and_says_why() {
    let env = test_env!();
    let game = hex_game(&env).await;
    play_moves(&env.service, game.id(), &alice(), &bob(), &["d4"]).await;
    let before = stored_state(&env, game.id()).await;
    let error = env
        .service
        .games().play_move(game.id(), bob().id, "a1")
        .await
        .unwrap_err();
    let ServiceError::Illegal(reason) = &error else {
        panic!("{error:?}")
    };
    let engine_reason = env
        .service
        .games().load_game(game.id())
        .await
        .unwrap()
        .game
        .parse_move("a1")
        .unwrap_err();
    // The rules' words, as a refusal writes them: a sentence with its full
    // stop; this one starts with a point (a1), which keeps its lower case.
    assert_eq!(words(&error), format!("{engine_reason}."));
    assert_eq!(reason, &engine_reason);
    assert_eq!(stored_state(&env, game.id()).await, before);
}

#[tokio::test]
async fn unreadable_move_is_illegal_with_the_expected_form() {
    let env = test_env!();
    let game = hex_game(&env).await;
    let error = refused!(
        env.service.games().play_move(game.id(), alice().id, "hello"),
        ServiceError::Illegal(_)
    );
    assert!(words(&error).contains("e2-d3"), "{error}");
    assert_eq!(stored_state(&env, game.id()).await, (0, 0));
}

#[tokio::test]
async fn passing_with_pieces_in_hand_is_illegal() {
    let env = test_env!();
    let game = hex_game(&env).await;
    play_moves(&env.service, game.id(), &alice(), &bob(), &["d4"]).await;
    refused!(
        env.service.games().pass(game.id(), bob().id),
        ServiceError::Illegal(_)
    );
    assert_eq!(stored_state(&env, game.id()).await, (1, 1));
}

#[tokio::test]
async fn over_long_move_text_is_refused() {
    let env = test_env!();
    let game = hex_game(&env).await;
    let error = refused!(
        env.service.games().play_move(game.id(), alice().id, &"d4".repeat(33)),
        ServiceError::BadInput(_)
    );
    assert!(words(&error).contains("64"));
    let huge = "x".repeat(1_000_000);
    assert!(matches!(
        env.service.games().play_move(game.id(), alice().id, &huge).await,
        Err(ServiceError::BadInput(_))
    ));
    assert_eq!(stored_state(&env, game.id()).await, (0, 0));
}

#[tokio::test]
async fn control_characters_and_odd_unicode_are_refused() {
    let env = test_env!();
    let game = hex_game(&env).await;
    for text in [
        "d4\0",
        "d\u{200b}4",
        "\u{ff44}\u{ff14}",
        "d4\n",
        "\u{202e}4d",
        "",
        "   ",
        "🎲",
    ] {
        let error = env
            .service
            .games().play_move(game.id(), alice().id, text)
            .await
            .unwrap_err();
        assert!(
            matches!(error, ServiceError::BadInput(_)),
            "{text:?}: {error:?}"
        );
    }
    assert_eq!(stored_state(&env, game.id()).await, (0, 0));
}

#[tokio::test]
async fn unknown_game_is_not_found_everywhere() {
    let env = test_env!();
    let missing = GameId(12345);
    let errors = [
        env.service.games().load_game(missing).await.unwrap_err(),
        env.service
            .games().play_move(missing, alice().id, "d4")
            .await
            .unwrap_err(),
        env.service.games().pass(missing, alice().id).await.unwrap_err(),
        env.service
            .games().resign(missing, alice().id, None)
            .await
            .unwrap_err(),
        env.service
            .games().abort_game(missing, alice().id)
            .await
            .unwrap_err(),
        env.service
            .games().set_game_place(missing, Some(1), 2)
            .await
            .unwrap_err(),
        env.service.games().set_board_message(missing, 3).await.unwrap_err(),
    ];
    for error in errors {
        assert!(
            matches!(error, ServiceError::Game(GameError::NotFound(id)) if id == missing),
            "{error:?}"
        );
    }
    assert_eq!(
        words(&ServiceError::Game(GameError::NotFound(missing))),
        "There is no game #12345."
    );
    assert_eq!(env.service.games().game_for_thread(5).await.unwrap(), None);
}

#[tokio::test]
async fn resignation_wins_for_the_opponent_even_off_turn() {
    let env = test_env!();
    let game = hex_game(&env).await;
    play_moves(&env.service, game.id(), &alice(), &bob(), &["d4"]).await;
    env.clock.advance(HOUR);
    let ended = env.service.games().resign(game.id(), alice().id, None).await.unwrap();
    assert_eq!(ended.record.status, GameStatus::Finished);
    assert_eq!(ended.record.result, Some(Outcome::Win(Color::White)));
    assert_eq!(ended.record.ended_by, Some(EndedBy::Resignation));
    assert_eq!(ended.record.finished_at, Some(T0 + HOUR));
    assert_eq!(ended.record.deadline_at, None);
    assert!(ended.player_to_move().is_none());
    let stored = env.service.games().load_game(game.id()).await.unwrap();
    assert_eq!(
        (stored.record.result, stored.record.ended_by, stored.record.version),
        (ended.record.result, ended.record.ended_by, 2)
    );
}

/// A resignation confirmed with a button names the ply it was asked at;
/// once the opponent has moved, it no longer applies.
#[tokio::test]
async fn a_resign_confirmed_after_the_opponent_moved_is_refused() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    // Bob asks at ply 2, while Alice is to move; Alice moves before he confirms.
    env.service.games().play_move(id, alice().id, "d3").await.unwrap();
    let error = refused!(
        env.service.games().resign(id, bob().id, Some(2)),
        ServiceError::Game(GameError::ResignOutdated)
    );
    assert_eq!(
        words(&error),
        "The game moved on since you asked; use /resign again."
    );
    let view = env.service.games().load_game(id).await.unwrap();
    assert_eq!(view.record.status, GameStatus::Active);
    assert_eq!((view.record.result, view.record.ended_by), (None, None));
    let moves: Vec<String> = view.game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["d4", "d5", "d3"], "Alice's move stands");
    assert_eq!(view.player_to_move().unwrap().id, bob().id);
    assert_eq!(stored_state(&env, id).await, (3, 3));

    // Asked at the position as it is, the resignation goes through.
    let ended = env.service.games().resign(id, bob().id, Some(3)).await.unwrap();
    assert_eq!(ended.record.status, GameStatus::Finished);
    assert_eq!(ended.record.result, Some(Outcome::Win(Color::Black)));
    assert_eq!(ended.record.ended_by, Some(EndedBy::Resignation));
    assert_eq!(ended.game.ply(), 3);
}

#[tokio::test]
async fn finished_game_accepts_nothing() {
    let env = test_env!();
    let game = hex_game(&env).await;
    env.service.games().resign(game.id(), bob().id, None).await.unwrap();
    let errors = [
        env.service
            .games().play_move(game.id(), alice().id, "d4")
            .await
            .unwrap_err(),
        env.service.games().pass(game.id(), alice().id).await.unwrap_err(),
        env.service
            .games().resign(game.id(), alice().id, None)
            .await
            .unwrap_err(),
        env.service
            .games().abort_game(game.id(), alice().id)
            .await
            .unwrap_err(),
    ];
    for error in errors {
        assert!(matches!(error, ServiceError::Game(GameError::Over)), "{error:?}");
    }
    assert_eq!(stored_state(&env, game.id()).await, (0, 1));
}

#[tokio::test]
async fn abort_is_allowed_only_before_both_players_moved() {
    let env = test_env!();
    let early = hex_game(&env).await;
    play_moves(&env.service, early.id(), &alice(), &bob(), &["d4"]).await;
    let aborted = env.service.games().abort_game(early.id(), bob().id).await.unwrap();
    assert_eq!(
        (aborted.record.status, aborted.record.result, aborted.record.ended_by),
        (GameStatus::Aborted, None, Some(EndedBy::Abort))
    );

    let late = hex_game(&env).await;
    play_moves(&env.service, late.id(), &alice(), &bob(), &["d4", "d5"]).await;
    refused!(
        env.service.games().abort_game(late.id(), alice().id),
        ServiceError::Game(GameError::TooLateToAbort)
    );
    assert_eq!(
        env.service.games().load_game(late.id()).await.unwrap().record.status,
        GameStatus::Active
    );
}

#[tokio::test]
async fn each_move_sets_the_deadline_and_resets_reminders() {
    let env = test_env!();
    let game = hex_game(&env).await;
    env.execute("UPDATE games SET reminders_sent = 3 WHERE id = $1", game.id().0)
        .await;
    env.clock.advance(5 * HOUR);
    let result = env
        .service
        .games().play_move(game.id(), alice().id, "d4")
        .await
        .unwrap();
    assert_eq!(result.game.record.deadline_at, Some(T0 + 5 * HOUR + 72 * HOUR));
    let record = env.store.game(game.id()).await.unwrap().unwrap();
    assert_eq!(record.reminders_sent, 0);
    assert_eq!(record.deadline_at, Some(T0 + 5 * HOUR + 72 * HOUR));
    assert_eq!(record.updated_at, T0 + 5 * HOUR);
}

#[tokio::test]
async fn game_place_and_board_message_are_remembered() {
    let env = test_env!();
    let game = hex_game(&env).await;
    env.service
        .games().set_game_place(game.id(), Some(555), 666)
        .await
        .unwrap();
    env.service.games().set_board_message(game.id(), 777).await.unwrap();
    let view = env.service.games().load_game(game.id()).await.unwrap();
    assert_eq!(
        (view.record.thread_id, view.record.place.channel_id, view.record.board_message_id),
        (Some(555), 666, Some(777))
    );
    assert_eq!(view.record.version, game.record.version, "showing a game is not a move");
    assert_eq!(
        env.service.games().game_for_thread(555).await.unwrap(),
        Some(game.id())
    );
}

#[tokio::test]
async fn database_failure_says_nothing_was_saved() {
    let env = test_env!();
    let game = hex_game(&env).await;
    // A closed pool is a database that does not answer.
    env.store.close().await;
    let error = refused!(
        env.service.games().play_move(game.id(), alice().id, "d4"),
        ServiceError::Unavailable(_)
    );
    assert!(words(&error).contains("nothing was saved"), "{error}");
}

#[tokio::test]
async fn unplayable_stored_move_is_a_storage_error_not_a_panic() {
    let env = test_env!();
    let game = hex_game(&env).await;
    play_moves(&env.service, game.id(), &alice(), &bob(), &["d4"]).await;
    env.execute("UPDATE moves SET notation = 'z9' WHERE game_id = $1", game.id().0)
        .await;
    refused!(env.service.games().load_game(game.id()), ServiceError::Storage(_));
    refused!(
        env.service.games().play_move(game.id(), bob().id, "d5"),
        ServiceError::Storage(_)
    );
}

#[tokio::test]
async fn a_command_without_a_game_means_the_thread_s_game_else_the_only_candidate() {
    use abande_bot::service::UnnamedGame::{InProgress, MyTurn};
    let env = test_env!();
    let service = &env.service;
    let no_thread = 1;
    assert!(matches!(
        service.games().game_meant(no_thread, alice().id, MyTurn).await,
        Err(ServiceError::WhichGame(WhichGame::NoGameToMove))
    ));
    assert!(matches!(
        service.games().game_meant(no_thread, alice().id, InProgress).await,
        Err(ServiceError::WhichGame(WhichGame::NoGameInProgress))
    ));
    let first = hex_game(&env).await;
    // Alice (Black) is to move in her only game.
    let meant = service.games().game_meant(no_thread, alice().id, MyTurn).await;
    assert_eq!(meant.unwrap(), first.id());
    assert!(matches!(
        service.games().game_meant(no_thread, bob().id, MyTurn).await,
        Err(ServiceError::WhichGame(WhichGame::NoGameToMove))
    ));
    assert_eq!(
        service.games().game_meant(no_thread, bob().id, InProgress).await.unwrap(),
        first.id()
    );
    let second = hex_game(&env).await;
    match service.games().game_meant(no_thread, alice().id, MyTurn).await {
        Err(ServiceError::WhichGame(WhichGame::ManyGamesToMove { count, some })) => {
            assert_eq!(count, 2);
            assert!(some.contains(&first.id().to_string()) && some.contains(&second.id().to_string()));
        }
        other => panic!("expected two games to move in, got {other:?}"),
    }
    assert!(matches!(
        service.games().game_meant(no_thread, bob().id, InProgress).await,
        Err(ServiceError::WhichGame(WhichGame::SeveralGames))
    ));
    // In a game's thread, that game, whoever's turn it is.
    let thread = 777;
    service
        .games().set_game_place(second.id(), Some(thread), second.record.place.channel_id)
        .await
        .unwrap();
    assert_eq!(
        service.games().game_meant(thread, bob().id, MyTurn).await.unwrap(),
        second.id()
    );
}
