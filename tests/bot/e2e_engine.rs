//! End to end: a game against the bot's own engine, from `/challenge @bot`
//! to the result, with a restart while the engine is to move.

use crate::support;

use abande_bot::service::{GameId, GameService, UserId};
use abande_rules::{Color, Game};
use rand::{Rng, SeedableRng};
use serde_json::json;
use support::bot::decoded_images;
use support::table::Table;
use support::wait::{self, SOON};

/// The game shown in `thread`, as stored.
async fn game_in(service: &GameService, thread: u64) -> (GameId, Game) {
    let id = service
        .games()
        .game_for_thread(thread)
        .await
        .unwrap()
        .expect("a game in the thread");
    (id, service.games().load_game(id).await.unwrap().game)
}

/// Waits until the game in `thread` has more than `plies` plies and White
/// (Alice) is to move again, or it is over.
async fn wait_for_reply(t: &Table, thread: u64, plies: usize) -> Game {
    let what = format!("the engine's answer after ply {plies}");
    wait::until(&what, SOON, async || {
        let (_, game) = game_in(&t.bot.service, thread).await;
        (game.ply() > plies && game.to_move() == Some(Color::White) || game.is_over())
            .then_some(game)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_engine_runs_to_its_result_across_a_restart() {
    let t = Table::start().await;
    let general = t.double.general_channel();
    let engine = t.double.bot_user();
    let before = t.double.threads_of(general).len();
    // Alice takes White, so the engine opens.
    let options = json!({"engine": {"kind": "abande-hex", "color": "white", "level": 1}});
    let started = t.command(&t.alice, general, "challenge", options).await;
    assert!(!started.is_ephemeral(), "{}", started.content);
    assert!(started.content.contains("level 1"), "{}", started.content);
    let thread = wait::until("a thread for the game", SOON, async || {
        t.double.threads_of(general).get(before).cloned()
    })
    .await;
    let first = t
        .double
        .wait_for_message(thread.id, |m| m.content.contains("Black played"))
        .await;
    assert_eq!(
        decoded_images(&first).len(),
        1,
        "the engine's move comes with the board"
    );
    // The bot is named with its level in every board post, as on its picture.
    assert!(
        first.content.contains(&format!("{}, level 1", engine.name)),
        "{}",
        first.content
    );
    assert!(
        first.content.contains(&format!("<@{}>", t.alice.id)),
        "the player is told it is their move: {}",
        first.content
    );

    // Alice plays random legal moves; the engine answers each one.
    let mut rng = rand::rngs::StdRng::seed_from_u64(12);
    let mut t = t;
    let mut restarted = false;
    loop {
        let (id, game) = game_in(&t.bot.service, thread.id).await;
        if game.is_over() {
            break;
        }
        let moves = game.legal_moves();
        let mv = moves[rng.gen_range(0..moves.len())].to_string();
        let ply = game.ply();
        if ply >= 10 && !restarted {
            // Alice's move lands while the bot is down: at start the engine
            // is owed its reply, and gives it exactly once.
            restarted = true;
            let alice = UserId(t.alice.id);
            t = t
                .restart_after(async |service| {
                    service.games().play_move(id, alice, &mv).await.unwrap();
                })
                .await;
            let after = wait_for_reply(&t, thread.id, ply + 1).await;
            assert!(after.ply() >= ply + 2 || after.is_over());
            continue;
        }
        t.play_ok(&t.alice, thread.id, &mv).await;
        wait_for_reply(&t, thread.id, ply + 1).await;
    }
    assert!(restarted, "the game lasted past ply 10");

    // The final board is posted once the game is over; then every engine
    // move (Black's plies, forced passes included) has had one board.
    let last = t
        .double
        .wait_for_message(thread.id, |m| m.content.contains("Game over"))
        .await;
    assert_eq!(decoded_images(&last).len(), 1);
    let (id, game) = game_in(&t.bot.service, thread.id).await;
    let view = t.bot.service.games().load_game(id).await.unwrap();
    assert!(!view.record.is_active(), "the game ended");
    let engine_moves = (0..game.ply()).filter(|ply| ply % 2 == 0).count();
    let engine_boards = t
        .double
        .messages(thread.id)
        .iter()
        .filter(|m| m.content.contains("Black played"))
        .count();
    assert_eq!(engine_boards, engine_moves, "one board per engine move");
    // The game is listed as one against the engine.
    let alice = UserId(t.alice.id);
    let finished = t
        .bot
        .service
        .history()
        .finished_games(alice, Default::default(), 1, 10)
        .await
        .unwrap();
    let label = finished.items[0].record.opponent_label(alice);
    assert!(label.contains("(vs bot, level 1)"), "{label}");
    let stats = t.command(&t.alice, general, "stats", json!({})).await;
    assert!(
        stats
            .content
            .contains("Abande (hexagonal board) vs my engine, level 1:"),
        "{}",
        stats.content
    );
}
