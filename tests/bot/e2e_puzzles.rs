//! End to end: puzzles generated from games played through the bot, then
//! solved and failed through `/puzzle` against the Discord double, in both
//! families: private replies, a picture with its description, the moves
//! offered by autocomplete, the line explained, the record and rating.

use std::time::Duration;

use crate::support;

use abande_bot::app::StartOptions;
use abande_bot::service::{PuzzleConfig, UserId};
use abande_engine::analysis::{GameAnalysis, Grade};
use abande_engine::{Level, SearchLimits, choose_move};
use abande_rules::{Color, Game, GameKind};
use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::{DoubleUser, RecordedMessage};
use support::table::Table;

/// Small searches keep the test quick in unoptimised code; the engine's
/// own tests show the decisions are the same kind at any budget.
fn quick_puzzles() -> StartOptions {
    StartOptions {
        puzzles: PuzzleConfig {
            limits: SearchLimits {
                nodes: 4_000,
                time: Duration::from_secs(10),
                depth: 64,
            },
            // The background generator stays out of the way: the test runs it.
            idle: Duration::from_secs(3600),
        },
        ..StartOptions::default()
    }
}

/// Level 3 (Black) against level 1 (White), the same every run: White
/// leaves marbles or points to take. Stops before any pass, so Alice and
/// Bob can alternate.
fn lopsided(kind: GameKind, plies: u64) -> Vec<String> {
    let mut game = Game::new(kind);
    let mut moves = Vec::new();
    for seed in 0..plies {
        let level = if seed % 2 == 0 { 3 } else { 1 };
        let Some(c) = choose_move(&game, Level::new(level).unwrap(), seed) else {
            break;
        };
        if c.mv.to_string() == "pass" {
            break;
        }
        game.play(c.mv).unwrap();
        moves.push(c.mv.to_string());
        if game.is_over() {
            break;
        }
    }
    // Bob resigns after Alice's move: end on one of hers.
    if moves.len() % 2 == 0 {
        moves.pop();
    }
    moves
}

/// Plays `kind`'s lopsided game between Alice and Bob through `/move`,
/// Bob resigns, and the generator searches it: the game's thread and how
/// many puzzles it gave.
async fn play_and_generate(t: &Table, kind: GameKind, plies: u64) -> (u64, usize) {
    let thread = t.start_game(kind.id()).await;
    let moves = lopsided(kind, plies);
    let texts: Vec<&str> = moves.iter().map(String::as_str).collect();
    t.play_all(thread, &texts).await;
    t.resign(&t.bob, thread).await;
    (
        thread,
        t.bot
            .service
            .puzzles()
            .generate_all_puzzles()
            .await
            .unwrap(),
    )
}

fn id_of(user: &DoubleUser) -> UserId {
    UserId(user.id)
}

/// `/puzzle show game:` for `user`: private, one picture with a description.
async fn show(t: &Table, user: &DoubleUser, game: &str) -> RecordedMessage {
    let general = t.double.general_channel();
    let shown = t
        .command(user, general, "puzzle", json!({"show": {"kind": game}}))
        .await;
    assert!(shown.is_ephemeral(), "{}", shown.content);
    assert!(shown.content.contains("**Puzzle "), "{}", shown.content);
    assert_eq!(decoded_images(&shown).len(), 1, "{}", shown.content);
    let alt = shown.attachments[0].description.clone().unwrap_or_default();
    assert!(alt.contains("to move and win material"), "{alt}");
    shown
}

/// The moves autocomplete offers `user` for their puzzle.
async fn offered(t: &Table, user: &DoubleUser, partial: &str) -> Vec<String> {
    let choices = t
        .double
        .autocomplete(
            user,
            t.double.general_channel(),
            "puzzle",
            "move",
            json!({"answer": {"move": partial}}),
        )
        .await
        .autocomplete_choices()
        .await;
    assert!(choices.len() <= 25);
    choices
        .into_iter()
        .map(|(_, v)| v.as_str().unwrap().to_string())
        .collect()
}

async fn answer(t: &Table, user: &DoubleUser, text: &str) -> RecordedMessage {
    let reply = t
        .command(
            user,
            t.double.general_channel(),
            "puzzle",
            json!({"answer": {"move": text}}),
        )
        .await;
    assert!(reply.is_ephemeral(), "{}", reply.content);
    reply
}

/// Solves `user`'s current puzzle move by move along its line.
async fn solve(t: &Table, user: &DoubleUser) -> String {
    let service = &t.bot.service;
    let shown = service
        .puzzles()
        .current_puzzle(id_of(user))
        .await
        .unwrap()
        .unwrap();
    let line = t.bot.store.puzzle(shown.id).await.unwrap().unwrap().line;
    for step in 0..line.len().div_ceil(2) {
        let right = &line[2 * step];
        assert!(
            offered(t, user, right).await.contains(right),
            "the answer {right} is offered"
        );
        let reply = answer(t, user, right).await;
        if 2 * step + 1 < line.len() {
            assert!(
                reply.content.contains("Right! I reply"),
                "{}",
                reply.content
            );
            assert!(
                reply.content.contains(&line[2 * step + 1]),
                "{}",
                reply.content
            );
            assert_eq!(decoded_images(&reply).len(), 1, "the next position");
        } else {
            assert!(reply.content.contains("Solved!"), "{}", reply.content);
            assert!(reply.content.contains(&line.join(" ")), "{}", reply.content);
            return reply.content;
        }
    }
    unreachable!("the line ends with the solver's move")
}

/// Answers `user`'s current puzzle with a legal move that is not the answer.
async fn fail(t: &Table, user: &DoubleUser) -> String {
    let service = &t.bot.service;
    let shown = service
        .puzzles()
        .current_puzzle(id_of(user))
        .await
        .unwrap()
        .unwrap();
    let line = t.bot.store.puzzle(shown.id).await.unwrap().unwrap().line;
    let wrong = offered(t, user, "")
        .await
        .into_iter()
        .find(|m| *m != line[0])
        .expect("a second legal move");
    let reply = answer(t, user, &wrong).await;
    assert!(reply.content.contains("Not this one"), "{}", reply.content);
    assert!(reply.content.contains(&line[0]), "{}", reply.content);
    reply.content
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_from_played_games_are_solved_and_failed_in_both_families() {
    let t = Table::with_options(quick_puzzles()).await;
    let general = t.double.general_channel();

    // Nothing to solve before any game is over.
    let none = t
        .command(&t.alice, general, "puzzle", json!({"show": {}}))
        .await;
    assert!(none.is_ephemeral());
    assert!(none.content.contains("no new puzzle"), "{}", none.content);
    let not_solving = answer(&t, &t.alice, "a1b2").await;
    assert!(
        not_solving.content.contains("not solving a puzzle"),
        "{}",
        not_solving.content
    );

    // Abalone: Alice solves, Bob fails.
    let (_, found) = play_and_generate(&t, GameKind::Abalone, 60).await;
    assert!(found >= 1, "an Abalone puzzle from the game played");
    show(&t, &t.alice, "abalone").await;
    let solved = solve(&t, &t.alice).await;
    assert!(solved.contains("1 solved, 0 failed, streak 1"), "{solved}");
    show(&t, &t.bob, "abalone").await;
    let failed = fail(&t, &t.bob).await;
    assert!(failed.contains("0 solved, 1 failed, streak 0"), "{failed}");

    // Abande: the other way round, each on the puzzle they never tried.
    let (abande_thread, found) = play_and_generate(&t, GameKind::AbandeHex, 30).await;
    assert!(found >= 1, "an Abande puzzle from the game played");
    let abande = show(&t, &t.alice, "abande").await;
    assert!(abande.content.contains("Abande"), "{}", abande.content);
    let failed = fail(&t, &t.alice).await;
    assert!(failed.contains("1 solved, 1 failed, streak 0"), "{failed}");
    let abande = show(&t, &t.bob, "abande").await;
    assert!(abande.content.contains("Abande"), "{}", abande.content);
    solve(&t, &t.bob).await;

    // The record, and the ratings moved: up for the solver, down for the other.
    let stats = t
        .command(&t.bob, general, "puzzle", json!({"stats": {}}))
        .await;
    assert!(stats.is_ephemeral());
    assert!(
        stats.content.contains("1 solved, 1 failed, streak 1"),
        "{}",
        stats.content
    );
    let service = &t.bot.service;
    let alice = service
        .puzzles()
        .puzzle_record(id_of(&t.alice))
        .await
        .unwrap();
    assert_eq!((alice.solved, alice.failed, alice.best_streak), (1, 1, 1));
    assert!(alice.rating.deviation < 350.0);

    // Learn from your mistakes: Bob (level 1's moves) replays his own
    // mistakes of the Abande game, privately, after its analysis.
    let asked = t
        .command(&t.alice, abande_thread, "analyse", json!({}))
        .await;
    let analysis = t
        .double
        .wait_for_message_within(abande_thread, Duration::from_secs(120), |m| {
            m.content.contains("**Analysis of game #") && !m.components.is_empty()
        })
        .await;
    assert!(!asked.is_ephemeral(), "{}", asked.content);
    let learn = button(&analysis, "ab:learn:");
    let game = t.game_in(abande_thread).await;
    let stored = t.bot.store.analysis(game).await.unwrap().unwrap();
    let analysed: GameAnalysis = serde_json::from_str(&stored.body).unwrap();
    let bobs: Vec<_> = analysed
        .plies
        .iter()
        .filter(|p| p.by == Color::White && p.grade >= Some(Grade::Mistake))
        .collect();
    assert!(!bobs.is_empty(), "level 1 made mistakes: {analysed:?}");
    let first = t.click_reply(&t.bob, &analysis, &learn).await;
    assert!(first.is_ephemeral(), "{}", first.content);
    assert!(
        first.content.contains("Learn from your mistakes"),
        "{}",
        first.content
    );
    assert!(first.content.contains(&bobs[0].played), "{}", first.content);
    assert_eq!(decoded_images(&first).len(), 1);
    // Offered moves are the position's; the engine's move is right.
    assert!(
        offered(&t, &t.bob, &bobs[0].best)
            .await
            .contains(&bobs[0].best)
    );
    let right = answer(&t, &t.bob, &bobs[0].best).await;
    assert!(right.content.starts_with("Right:"), "{}", right.content);
    if bobs.len() > 1 {
        assert!(right.content.contains(&bobs[1].played), "{}", right.content);
        // The move he played, again: wrong when it cost much (a re-search
        // of a move that cost little may find it nearly as good).
        let wrong = answer(&t, &t.bob, &bobs[1].played).await;
        assert!(wrong.content.contains(&bobs[1].best), "{}", wrong.content);
        if bobs[1].loss >= 200 {
            assert!(wrong.content.starts_with("Not quite"), "{}", wrong.content);
        }
    } else {
        assert!(right.content.contains("last mistake"), "{}", right.content);
    }
    // Alice, who made none by the analysis or some, is answered privately either way.
    let hers = t.click_reply(&t.alice, &analysis, &learn).await;
    assert!(hers.is_ephemeral(), "{}", hers.content);
    // Mistakes move no puzzle rating.
    let bob = service
        .puzzles()
        .puzzle_record(id_of(&t.bob))
        .await
        .unwrap();
    assert_eq!((bob.solved, bob.failed), (1, 1));
    assert!(
        t.double.violations().is_empty(),
        "{:#?}",
        t.double.violations()
    );
}
