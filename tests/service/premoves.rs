//! Conditional moves (`/premove`): lines checked when entered, answers
//! played in the transaction of the opponent's move, lines kept, dropped,
//! cleared by a takeback and an ending, and surviving a restart.

use abande_bot::service::{GameError, OfferError};
use crate::support;

use abande_engine::Level;
use abande_rules::{GameKind, PerColor};
use abande_bot::service::{
    AnnouncementKind, ColorChoice, NewEngineGame, Player, LineError, ServiceError, TimeBank,
};
use support::service_env::*;

fn moves_of(env_lines: &[abande_bot::service::PremoveLine]) -> Vec<String> {
    env_lines.iter().map(|l| l.moves.join(" ")).collect()
}

#[tokio::test]
async fn an_answer_is_played_in_the_same_change_and_the_line_goes_on() {
    let mut env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    // Bob (White) is to move; Alice plans two answers deep.
    let added = env
        .service
        .premoves().add_premove(id, alice().id, "d5 d3 c4 e4")
        .await
        .unwrap();
    assert_eq!(added.line_no, 1);
    assert_eq!(added.moves, ["d5", "d3", "c4", "e4"]);
    env.restart().await;
    env.clock.advance(5 * HOUR);
    let moved = env.service.games().play_move(id, bob().id, "d5").await.unwrap();
    let played: Vec<(String, bool)> = moved
        .played
        .iter()
        .map(|p| (p.notation.clone(), p.premove))
        .collect();
    assert_eq!(
        played,
        [("d5".to_string(), false), ("d3".to_string(), true)]
    );
    assert_eq!(moved.game.game.ply(), 3);
    assert_eq!(moved.game.player_to_move().unwrap().id, bob().id);
    // Bob's clock runs from the moment the answer was played.
    assert_eq!(moved.game.record.deadline_at, Some(T0 + 5 * HOUR + 72 * HOUR));
    let stored = env.service.games().load_game(id).await.unwrap();
    assert_eq!(stored.premove_plies, [3]);
    // The rest of the line is kept, from the new position.
    let lines = env.service.premoves().premove_lines(alice().id, Some(id)).await.unwrap();
    assert_eq!(moves_of(&lines), ["c4 e4"]);
    assert_eq!(lines[0].start_ply, 3);
    let moved = env.service.games().play_move(id, bob().id, "c4").await.unwrap();
    assert_eq!(moved.played.len(), 2);
    assert_eq!(moved.played[1].notation, "e4");
    assert!(moved.played[1].premove);
    assert!(
        env.service
            .premoves().premove_lines(alice().id, None)
            .await
            .unwrap()
            .is_empty(),
        "a line played out is gone"
    );
}

#[tokio::test]
async fn a_move_off_every_line_drops_them_all_and_the_dm_says_so() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.service.settings().set_notify_dm(alice().id, true).await.unwrap();
    env.service
        .premoves().add_premove(id, alice().id, "d5 d3")
        .await
        .unwrap();
    env.service
        .premoves().add_premove(id, alice().id, "c4 d3")
        .await
        .unwrap();
    let moved = env.service.games().play_move(id, bob().id, "e3").await.unwrap();
    assert_eq!(moved.played.len(), 1, "nothing answered");
    assert_eq!(moved.game.player_to_move().unwrap().id, alice().id);
    assert!(
        env.service
            .premoves().premove_lines(alice().id, Some(id))
            .await
            .unwrap()
            .is_empty()
    );
    let owed = env.service.outbox().undelivered_announcements().await.unwrap();
    assert!(
        owed.iter().any(|a| a.kind
            == AnnouncementKind::TurnNotice {
                premoves_dropped: true
            }),
        "{owed:?}"
    );
}

#[tokio::test]
async fn an_illegal_line_is_refused_with_the_move_and_the_reason() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    refused!(
        env.service.premoves().add_premove(id, alice().id, "d5 d5"),
        ServiceError::Line(LineError::Illegal { index: 2, text, .. }) if text == "d5"
    );
    refused!(
        env.service.premoves().add_premove(id, bob().id, "d5 d3"),
        ServiceError::Line(LineError::YourTurn)
    );
    refused!(
        env.service.premoves().add_premove(id, alice().id, "d5"),
        ServiceError::Line(LineError::TooShort)
    );
    refused!(
        env.service.premoves().add_premove(id, carol().id, "d5 d3"),
        ServiceError::Game(GameError::NotYourGame)
    );
    env.service
        .premoves().add_premove(id, alice().id, "d5 d3")
        .await
        .unwrap();
    refused!(
        env.service.premoves().add_premove(id, alice().id, "d5 c4"),
        ServiceError::Line(LineError::Conflicts { index: 2, line: 1, .. })
    );
    assert_eq!(
        moves_of(&env.service.premoves().premove_lines(alice().id, Some(id)).await.unwrap()),
        ["d5 d3"],
        "nothing refused is stored"
    );
    assert_eq!(env.service.premoves().clear_premoves(id, alice().id).await.unwrap(), 1);
    assert!(
        env.service
            .premoves().premove_lines(alice().id, None)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn a_takeback_after_a_premove_undoes_the_answer_and_clears_the_lines() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.service
        .premoves().add_premove(id, alice().id, "d5 d3 c4 e4")
        .await
        .unwrap();
    env.service.games().play_move(id, bob().id, "d5").await.unwrap();
    // Bob cannot take back d5: Alice (by her premove) replied.
    refused!(
        env.service.offers().request_takeback(id, bob().id),
        ServiceError::Offer(OfferError::CannotTakeBack { .. })
    );
    // Alice takes back her premove's answer; her remaining line goes too.
    env.service.offers().request_takeback(id, alice().id).await.unwrap();
    let result = env
        .service
        .offers().answer_takeback(id, bob().id, true, None)
        .await
        .unwrap();
    assert_eq!(result.removed.len(), 1);
    assert_eq!(result.removed[0].notation, "d3");
    assert!(result.removed[0].premove);
    assert_eq!(result.game.player_to_move().unwrap().id, alice().id);
    assert!(
        env.service
            .premoves().premove_lines(alice().id, None)
            .await
            .unwrap()
            .is_empty()
    );
    // Bob's c4 is no longer answered.
    env.service.games().play_move(id, alice().id, "c3").await.unwrap();
    let moved = env.service.games().play_move(id, bob().id, "c4").await.unwrap();
    assert_eq!(moved.played.len(), 1);
}

#[tokio::test]
async fn an_ending_deletes_the_lines() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4"]).await;
    env.service
        .premoves().add_premove(id, alice().id, "d5 d3")
        .await
        .unwrap();
    env.service.games().resign(id, bob().id, None).await.unwrap();
    assert!(
        env.service
            .premoves().premove_lines(alice().id, None)
            .await
            .unwrap()
            .is_empty()
    );
    refused!(
        env.service.premoves().add_premove(id, alice().id, "d5 d3"),
        ServiceError::Game(GameError::Over)
    );
}

#[tokio::test]
async fn a_premove_is_charged_to_the_bank_as_a_move_made_then() {
    let env = test_env!();
    let mut new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black);
    new.bank = Some(TimeBank::STANDARD);
    let challenge = env.service.challenges().create_challenge(new).await.unwrap();
    let view = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    const DAY: i64 = 24 * HOUR;
    env.service.games().play_move(view.id(), alice().id, "d4").await.unwrap();
    env.service
        .premoves().add_premove(view.id(), alice().id, "d5 d3")
        .await
        .unwrap();
    env.clock.advance(5 * HOUR);
    let moved = env
        .service
        .games().play_move(view.id(), bob().id, "d5")
        .await
        .unwrap()
        .game;
    // Alice: 3 d, +1 d for d4 (capped at 7 d), +1 d for the answer, nothing
    // spent on it; Bob: 3 d - 5 h + 1 d.
    assert_eq!(
        moved.record.bank_left,
        Some(PerColor {
            black: 5 * DAY,
            white: 3 * DAY - 5 * HOUR + DAY
        })
    );
    assert_eq!(moved.record.deadline_at, Some(T0 + 5 * HOUR + 4 * DAY - 5 * HOUR));
}

#[tokio::test]
async fn no_premoves_against_the_engine() {
    let env = test_env!();
    let new = NewEngineGame {
        player: alice(),
        engine: Player::new(9000, "abande-bot"),
        kind: GameKind::AbandeHex,
        color: ColorChoice::Black,
        level: Level::new(1).unwrap(),
        place: PLACE,
    };
    let view = env
        .service
        .engine().start_engine_game(new, async |_| Some(777))
        .await
        .unwrap();
    env.service.games().play_move(view.id(), alice().id, "d4").await.unwrap();
    refused!(
        env.service.premoves().add_premove(view.id(), alice().id, "d5 d3"),
        ServiceError::Line(LineError::AgainstEngine)
    );
}
