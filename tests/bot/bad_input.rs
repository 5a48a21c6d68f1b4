//! Bad input everywhere a user can type: random, over-long, control and
//! Unicode strings into the notation parsers, the game-id option and the
//! service's move text. Nothing panics, and a refused move writes nothing.

use crate::support;

use std::str::FromStr;
use std::sync::Arc;

use abande_bot::discord::parse_game_id;
use abande_bot::service::{GameId, GameService, Place, Player, SystemClock, UserId};
use abande_rules::notation::MoveText;
use abande_rules::{Game, GameKind};
use proptest::prelude::*;
use support::service_env::{Store, database_url, open_service_and_store, start_game_in};

/// Strings users might type: anything at all, near-misses of real notation,
/// control characters, long runs, and lookalike Unicode.
fn hostile_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[a-k]{0,3}[0-9]{0,3}[-x ]{0,2}[a-k]{0,3}[0-9]{0,3}",
        "[\\x00-\\x1f\\x7f ]{0,10}[a-z0-9#-]{0,6}[\\x00-\\x1f]{0,4}",
        "\\PC{60,300}",
        "[#0-9]{0,40}",
        "[\u{2010}-\u{2015}\u{ff10}-\u{ff19}\u{0430}-\u{044f}\u{200b}\u{202e}d4e2]{0,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn notation_parsers_never_panic(text in hostile_text()) {
        let _ = MoveText::from_str(&text);
        for kind in GameKind::ALL {
            let game = Game::new(kind);
            if let Ok(m) = game.parse_move(&text) {
                // Whatever parses is legal here and prints back to itself.
                prop_assert!(game.legal_moves().contains(&m), "{kind}: {text:?} parsed to illegal {m}");
                prop_assert_eq!(game.parse_move(&m.to_string()).ok(), Some(m));
            }
        }
    }

    #[test]
    fn game_ids_are_positive_numbers_or_refused(text in hostile_text()) {
        if let Ok(id) = parse_game_id(&text) {
            prop_assert!(id.0 > 0);
        }
    }
}

/// A service with one fresh Abande game between 1 (Black, to move) and 2.
async fn one_game(dir: &tempfile::TempDir) -> (GameService, Store, GameId) {
    let (service, store) = open_service_and_store(&database_url(dir), Arc::new(SystemClock)).await;
    let (black, white) = (Player::new(1, "black"), Player::new(2, "white"));
    let place = Place {
        guild_id: None,
        channel_id: 1,
        language: abande_bot::model::Lang::En,
    };
    let view = start_game_in(&service, GameKind::AbandeHex, &black, &white, place).await;
    (service, store, view.id())
}

#[test]
fn the_service_refuses_bad_move_text_without_writing() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (service, store, id) = runtime.block_on(one_game(&dir));
    let legal: Vec<String> = Game::new(GameKind::AbandeHex)
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(300));
    runner
        .run(&hostile_text(), |text| {
            // A string that happens to be a legal first move would be played; skip it.
            let canonical = Game::new(GameKind::AbandeHex)
                .parse_move(text.trim())
                .ok()
                .map(|m| m.to_string());
            prop_assume!(canonical.is_none_or(|c| !legal.contains(&c)));
            runtime.block_on(async {
                let result = service.games().play_move(id, UserId(1), &text).await;
                prop_assert!(result.is_err(), "{text:?} was accepted");
                let view = service.games().load_game(id).await.unwrap();
                prop_assert_eq!(view.game.ply(), 0, "{:?} wrote a move", text);
                Ok(())
            })
        })
        .unwrap();
    runtime.block_on(store.close());
}
