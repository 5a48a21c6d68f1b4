//! End to end, the background path of issue 53: a finished game is
//! searched by the bot's own puzzle generator (`runtime::jobs`, started
//! by `app::prepare_with` as in production, its idle time short), and the
//! puzzle reaches a player through `/puzzle show`. Nothing here calls the
//! generator: the test only plays, resigns, and asks.

use std::time::Duration;

use crate::support;

use abande_bot::app::StartOptions;
use abande_bot::service::{PuzzleConfig, UserId};
use abande_engine::SearchLimits;
use serde_json::json;
use support::bot::decoded_images;
use support::discord_double::RecordedMessage;
use support::table::Table;
use support::wait;

/// An Abalone game like the held-out one of issue 53 (the engine's unit
/// test `a_single_push_off_is_a_puzzle_though_the_evaluation_calls_it_close`
/// has the same moves): after these 41 plies White is to move, and e5d4
/// is the only move that pushes a marble off; level 5's evaluation puts
/// it less than a marble above the next best move.
const SINGLE_PUSH: &str = "c5d5 i8h7 a1b2 h4g4 c3c2 i7h6 b1c1 h5g4 a5b6 i9h8 \
    a2b2 h6h5 b2d2c3 h5g5 d4c3 i5i6h5 c4c3 h7g6 c3c4 g6f5 c2c3 e5e4 b2c3 e4e3 \
    b5b6c5 e3e2 b1c1b2 f3f4e3 a4b5 h6g6 b4c4 e1e2 c6d7 e2e3 c7d7c6 g4f4 \
    d6e6d7 f6e5 a3b4";

/// The only push-off in the position after [`SINGLE_PUSH`].
const THE_PUSH: &str = "e5d4";

/// The generator as in production but quick: it looks for queued games
/// every 50 ms instead of every 30 s, and searches with a small budget
/// (unoptimised code searches slowly; the engine's unit test finds the
/// same puzzle at this budget).
fn quick_background_puzzles() -> StartOptions {
    StartOptions {
        puzzles: PuzzleConfig {
            limits: SearchLimits {
                nodes: 4_000,
                time: Duration::from_secs(10),
                depth: 64,
            },
            idle: Duration::from_millis(50),
        },
        ..StartOptions::default()
    }
}

/// Long enough for the generator to search a 42-ply game at that budget
/// in unoptimised code on two loaded cores.
const GENERATED_WITHIN: Duration = Duration::from_secs(300);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_with_one_push_off_gives_a_puzzle_in_the_background() {
    let t = Table::with_options(quick_background_puzzles()).await;
    let general = t.double.general_channel();
    let carol = t.double.user("carol");

    // Alice (Black) and Bob (White) play the game; Bob finds the push,
    // Alice resigns: a finished game, queued for the generator.
    let thread = t.start_game("abalone").await;
    let mut moves: Vec<&str> = SINGLE_PUSH.split_whitespace().collect();
    assert_eq!(moves.len() % 2, 1, "White is to move at the end");
    let puzzle_ply = moves.len();
    moves.push(THE_PUSH);
    t.play_all(thread, &moves).await;
    t.resign(&t.alice, thread).await;
    let game = t.game_in(thread).await;

    // Carol, who did not play, asks until the generator has searched it:
    // no new puzzle at first, then the one from this game.
    let show = async || -> RecordedMessage {
        t.command(
            &carol,
            general,
            "puzzle",
            json!({"show": {"kind": "abalone"}}),
        )
        .await
    };
    let shown = wait::within_every(GENERATED_WITHIN, Duration::from_millis(500), async || {
        let reply = show().await;
        assert!(reply.is_ephemeral(), "{}", reply.content);
        if reply.content.contains("no new puzzle") {
            return None;
        }
        Some(reply)
    })
    .await
    .unwrap_or_else(|| {
        panic!("no puzzle within {GENERATED_WITHIN:?}: the background generator did not search the game")
    });
    assert!(shown.content.contains("**Puzzle "), "{}", shown.content);
    assert_eq!(decoded_images(&shown).len(), 1, "{}", shown.content);
    let alt = shown.attachments[0].description.clone().unwrap_or_default();
    assert!(alt.contains("to move and win material"), "{alt}");

    // The puzzle shown is that game's, and the game's single push-off is
    // among what the generator found (alone, or as a forced line's end).
    let service = &t.bot.service;
    let current = service
        .puzzles()
        .current_puzzle(UserId(carol.id))
        .await
        .unwrap()
        .expect("carol is solving the puzzle shown");
    assert_eq!(current.game, game);
    let found = t.bot.store.puzzles_of(game).await.unwrap();
    let lines: Vec<(usize, Vec<String>)> = found.iter().map(|p| (p.ply, p.line.clone())).collect();
    assert!(
        found
            .iter()
            .any(|p| p.ply <= puzzle_ply && p.line.last().map(String::as_str) == Some(THE_PUSH)),
        "the push-off {THE_PUSH} at ply {puzzle_ply} is not found: {lines:?}"
    );
    let row = found
        .iter()
        .find(|p| p.id == current.id)
        .expect("the puzzle shown is stored for the game");

    // And carol solves it, playing her moves of its line.
    let mut last = String::new();
    for solver_move in row.line.iter().step_by(2) {
        let answer = t
            .command(
                &carol,
                general,
                "puzzle",
                json!({"answer": {"move": solver_move}}),
            )
            .await;
        assert!(answer.is_ephemeral(), "{}", answer.content);
        last = answer.content;
    }
    assert!(last.contains("Solved!"), "{lines:?}: {last}");
    assert!(
        t.double.violations().is_empty(),
        "{:#?}",
        t.double.violations()
    );
}
