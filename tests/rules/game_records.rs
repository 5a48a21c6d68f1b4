//! Exported game records: every kind of game reads back to the same moves
//! and the same final position; a corrupted record names the move at fault.

use crate::support;

use abande_rules::record::{Record, RecordError};
use abande_rules::{Game, GameKind};
use rand::SeedableRng;
use support::service_env::*;

#[tokio::test]
async fn records_of_every_kind_round_trip() {
    let env = TestEnv::sqlite().await;
    for (seed, kind) in GameKind::ALL.into_iter().enumerate() {
        let view = start_game(&env.service, kind, &alice(), &bob()).await;
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed as u64);
        let view = play_random(&env.service, view, 60, &mut rng).await;
        let text = env
            .service
            .games()
            .load_game(view.id())
            .await
            .unwrap()
            .written_record()
            .to_string();
        let back: Record = text
            .parse()
            .unwrap_or_else(|e| panic!("{kind}: {e}\n{text}"));
        assert_eq!(back.kind, kind);
        assert_eq!((back.black.as_str(), back.white.as_str()), ("Alice", "Bob"));
        assert_eq!(back.date, "2023-11-14");
        let replayed = back.replay().unwrap();
        let moves: Vec<String> = view.game.moves().iter().map(ToString::to_string).collect();
        assert_eq!(back.moves, moves, "{kind}");
        assert_eq!(replayed, view.game, "{kind}: same final state");
    }
}

#[tokio::test]
async fn a_finished_game_records_its_result_and_ending() {
    let env = TestEnv::sqlite().await;
    let view = start_game(&env.service, GameKind::Abalone, &alice(), &bob()).await;
    env.service
        .games()
        .play_move(view.id(), alice().id, "a3b4")
        .await
        .unwrap();
    let view = env
        .service
        .games()
        .resign(view.id(), bob().id, None)
        .await
        .unwrap();
    let text = view.written_record().to_string();
    assert!(
        text.starts_with("[Game \"abalone\"]\n[Black \"Alice\"]\n[White \"Bob\"]\n"),
        "{text}"
    );
    assert!(
        text.contains("[Result \"black\"]\n[Ending \"resignation\"]\n\n1. a3b4\n"),
        "{text}"
    );
    let back: Record = text.parse().unwrap();
    assert_eq!(back, view.written_record());
}

#[test]
fn a_corrupted_record_names_the_move_at_fault() {
    let mut game = Game::new(GameKind::AbandeHex);
    for m in ["d4", "d5", "d3", "c3"] {
        game.play_text(m).unwrap();
    }
    let text = Record::of_game(&game)
        .to_string()
        .replace("2. d3 c3", "2. d3 d4");
    let record: Record = text.parse().unwrap();
    let error = record.replay().unwrap_err();
    assert!(
        matches!(error, RecordError::IllegalMove { number: 4, .. }),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "move 4 (d4) is illegal: d4 is already occupied"
    );
}
