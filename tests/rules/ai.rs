//! The playing engine through its public API and its command line: every
//! move legal, seeds reproducible, `ai` and `match` output well formed.

use std::process::{Command, Output};
use std::time::Duration;

use abande_engine::{self as ai, Level, SearchLimits};
use abande_rules::{Game, GameKind};

/// A position reached by `plies` random moves (fewer if the game ends).
fn random_game(kind: GameKind, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(kind);
    for i in 0..plies {
        let Some(m) = ai::random_move(&game, seed.wrapping_mul(31).wrapping_add(i as u64)) else {
            break;
        };
        game.play(m).unwrap();
    }
    game
}

/// Generous time so only the node budget ends a search: results repeat.
fn by_nodes(nodes: u64) -> SearchLimits {
    SearchLimits {
        nodes,
        time: Duration::from_secs(120),
        depth: 64,
    }
}

#[test]
fn every_level_plays_legal_moves_in_random_positions() {
    for kind in GameKind::ALL {
        for (n, plies) in [0, 3, 10, 25, 60, 120].into_iter().enumerate() {
            let game = random_game(kind, plies, n as u64);
            if game.is_over() {
                assert!(ai::choose_move(&game, Level::MIN, 0).is_none());
                continue;
            }
            let legal = game.legal_moves();
            for level in Level::ALL {
                for nodes in [0, 1, 50, 2_000] {
                    let c = ai::choose_move_with(&game, level, by_nodes(nodes), 9).unwrap();
                    assert!(
                        legal.contains(&c.mv),
                        "{kind} ply {plies} level {level}: {}",
                        c.mv
                    );
                    assert!(c.depth >= 1);
                }
                let tiny_time = SearchLimits {
                    time: Duration::ZERO,
                    ..level.limits()
                };
                let c = ai::choose_move_with(&game, level, tiny_time, 9).unwrap();
                assert!(
                    legal.contains(&c.mv),
                    "{kind} ply {plies} level {level}: {}",
                    c.mv
                );
            }
            for m in [ai::random_move(&game, 1), ai::greedy_move(&game, 1)] {
                assert!(legal.contains(&m.unwrap()));
            }
        }
    }
}

#[test]
fn low_levels_play_legal_moves_with_their_own_budget() {
    for kind in GameKind::ALL {
        let game = random_game(kind, 8, 5);
        for level in [Level::new(1).unwrap(), Level::new(2).unwrap()] {
            let c = ai::choose_move(&game, level, 3).unwrap();
            assert!(game.legal_moves().contains(&c.mv), "{kind} level {level}");
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    for kind in GameKind::ALL {
        let game = random_game(kind, 12, 2);
        for level in Level::ALL {
            let limits = by_nodes(level.limits().nodes.min(20_000));
            let a = ai::choose_move_with(&game, level, limits, 42).unwrap();
            let b = ai::choose_move_with(&game, level, limits, 42).unwrap();
            assert_eq!(
                (a.mv, a.eval, a.depth, a.nodes),
                (b.mv, b.eval, b.depth, b.nodes)
            );
        }
    }
}

#[test]
fn different_seeds_vary_the_weakest_level() {
    let game = Game::new(GameKind::Abalone);
    let level = Level::MIN;
    let moves: std::collections::HashSet<String> = (0..12)
        .map(|seed| ai::choose_move(&game, level, seed).unwrap().mv.to_string())
        .collect();
    assert!(moves.len() > 1, "{moves:?}");
}

#[test]
fn a_finished_game_has_no_move() {
    let mut game = Game::new(GameKind::AbandeHex);
    while let Some(m) = ai::random_move(&game, game.ply() as u64) {
        game.play(m).unwrap();
    }
    assert!(game.is_over());
    assert!(ai::choose_move(&game, Level::DEFAULT, 0).is_none());
    assert!(!ai::accepts_draw(&game));
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_abande-bot"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn ai_prints_a_legal_move() {
    let o = run(&[
        "ai",
        "abande-hex",
        "d4",
        "d5",
        "--level",
        "2",
        "--seed",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let game = Game::replay(GameKind::AbandeHex, &["d4", "d5"]).unwrap();
    let m = stdout(&o).trim().to_string();
    assert!(game.parse_move(&m).is_ok(), "{m}");
}

#[test]
fn ai_json_has_the_documented_fields() {
    let o = run(&[
        "ai",
        "abalone",
        "a3b4",
        "--level",
        "1",
        "--json",
        "--time-ms",
        "2000",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["game"], "abalone");
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["level"], 1);
    let game = Game::replay(GameKind::Abalone, &["a3b4"]).unwrap();
    assert!(game.parse_move(v["move"].as_str().unwrap()).is_ok());
    assert!(v["eval"].is_i64());
    assert!(v["depth"].as_u64().unwrap() >= 1);
    assert!(v["nodes"].as_u64().unwrap() >= 1);
    assert!(v["time_ms"].as_f64().unwrap() >= 0.0);
}

#[test]
fn ai_explains_bad_input() {
    let o = run(&["ai", "chess"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown game"), "{}", stderr(&o));
    let o = run(&["ai", "abalone", "a1b2", "zz9"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("move 2 (zz9) is illegal"),
        "{}",
        stderr(&o)
    );
    let o = run(&["ai", "abalone", "--level", "9"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("level must be a number from 1 to 5"),
        "{}",
        stderr(&o)
    );

    let mut game = Game::new(GameKind::AbandeSnub);
    while let Some(m) = ai::random_move(&game, game.ply() as u64) {
        game.play(m).unwrap();
    }
    let mut args = vec!["ai".to_string(), "abande-snub".to_string()];
    args.extend(game.moves().iter().map(|m| m.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = run(&args);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("the game is over"), "{}", stderr(&o));
}

#[test]
fn match_reports_results_and_elo() {
    let o = run(&[
        "match",
        "abande-square",
        "--black",
        "1",
        "--white",
        "random",
        "--games",
        "2",
        "--nodes-percent",
        "5",
        "--max-plies",
        "40",
        "--seed",
        "4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("level 1 (--black) against random (--white), 2 games"),
        "{out}"
    );
    let line = out
        .lines()
        .find(|l| l.starts_with("result for level 1: "))
        .expect(&out);
    let numbers: Vec<u32> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    // "level 1", then wins, draws, losses.
    assert_eq!(numbers[1] + numbers[2] + numbers[3], 2, "{line}");
    assert!(
        out.contains("Elo difference (level 1 minus random): "),
        "{out}"
    );
    assert_eq!(
        stderr(&o)
            .lines()
            .filter(|l| l.starts_with("game "))
            .count(),
        2
    );

    let o = run(&["match", "abalone", "--black", "7", "--white", "random"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn match_gives_the_same_games_on_several_jobs() {
    let play = |jobs: &str| {
        let o = run(&[
            "match",
            "abalone-german",
            "--black",
            "2",
            "--white",
            "greedy",
            "--games",
            "6",
            "--nodes-percent",
            "10",
            "--max-plies",
            "60",
            "--seed",
            "9",
            "--jobs",
            jobs,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        // Each game's line without the running tally and time, in game order.
        let mut games: Vec<String> = stderr(&o)
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(|l| l.split(" | ").next().unwrap().to_string())
            .collect();
        games.sort_by_key(|l| l[5..].split('/').next().unwrap().parse::<u32>().unwrap());
        let result = stdout(&o)
            .lines()
            .find(|l| l.starts_with("result for "))
            .expect("a result line")
            .to_string();
        (games, result)
    };
    let (one, one_result) = play("1");
    let (three, three_result) = play("3");
    assert_eq!(one.len(), 6);
    assert_eq!(one, three);
    assert_eq!(one_result, three_result);
    let o = run(&[
        "match", "abalone", "--black", "1", "--white", "2", "--jobs", "0",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--jobs must be at least 1"),
        "{}",
        stderr(&o)
    );
}
