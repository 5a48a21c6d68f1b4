//! The engine command line, run as a user would: `legal`, `show`, `perft`,
//! and the bot's start without a token.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_abande-bot"))
        .args(args)
        .current_dir(dir.path())
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
fn legal_lists_sorted_canonical_moves() {
    let o = run(&["legal", "abande-hex"]);
    assert!(o.status.success());
    let lines: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 37);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    let o = run(&["legal", "abande-hex", "D4", "d5", "d3", "c3"]);
    let lines = stdout(&o);
    assert!(lines.lines().any(|l| l == "d3-c3"), "{lines}");
    assert!(!lines.lines().any(|l| l == "d4-d5"));
}

#[test]
fn an_illegal_move_in_the_sequence_is_reported_with_its_number() {
    let o = run(&["legal", "abande-hex", "d4", "d4"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o).trim(),
        "move 2 (d4) is illegal: d4 is already occupied"
    );
    let o = run(&["legal", "abalone", "a1b2", "??"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("move 2 (??) is illegal: could not read"),
        "{}",
        stderr(&o)
    );
    let o = run(&["legal", "chess"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown game"));
}

#[test]
fn show_json_has_the_documented_fields() {
    let o = run(&["show", "abande-square", "d4", "e5", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["game"], "abande-square");
    assert_eq!(v["to_move"], "black");
    assert_eq!(v["over"], false);
    assert_eq!(v["result"], serde_json::Value::Null);
    assert_eq!(v["hand"]["black"], 17);
    assert_eq!(v["score"]["black"], 1);
    assert_eq!(v["captured"], serde_json::Value::Null);
    assert_eq!(v["points"][0]["point"], "d4");
    assert_eq!(v["points"][0]["stack"][0], "black");
    assert!(v["legal"].as_array().unwrap().len() > 5);

    let o = run(&[
        "show", "abalone", "a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6", "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["captured"]["black"], 1);
    assert_eq!(v["captured"]["white"], 0);
    assert_eq!(v["hand"], serde_json::Value::Null);
    assert!(
        v["points"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["point"] == "d6" && p["color"] == "black")
    );
}

#[test]
fn show_draws_a_text_board() {
    let o = run(&["show", "abande-hex", "d4", "d5"]);
    let text = stdout(&o);
    assert!(text.contains("B") && text.contains("W"), "{text}");
    assert!(text.contains("in hand: Black 17, White 17"), "{text}");
}

#[test]
fn perft_counts_sequences() {
    let o = run(&["perft", "abalone", "2"]);
    assert_eq!(stdout(&o).trim(), "1936");
    let o = run(&["perft", "abande-hex", "1", "d4"]);
    assert_eq!(stdout(&o).trim(), "6");
}

#[test]
fn the_bot_refuses_to_start_without_a_token() {
    let o = run(&[]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("DISCORD_TOKEN") && err.contains(".env.example"),
        "{err}"
    );
}

/// Writes `text` into a file in a fresh directory, returning both.
fn record_file(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, text).unwrap();
    (dir, path.display().to_string())
}

const ABALONE_RECORD: &str = "[Game \"abalone\"]\n[Black \"alice\"]\n[White \"bob\"]\n[Date \"2026-11-21\"]\n\
[Result \"*\"]\n[Ending \"*\"]\n\n1. a3b4 i8h8 2. b4c5 g8h9f8\n3. c5d6\n";

#[test]
fn show_replays_an_exported_record() {
    let (_dir, path) = record_file(ABALONE_RECORD);
    let o = run(&["show", "--record", &path, "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["game"], "abalone");
    assert_eq!(v["ply"], 5);
    assert_eq!(v["captured"]["black"], 1);
    let o = run(&["legal", "--record", &path]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).lines().count() > 10);
}

#[test]
fn a_record_that_does_not_replay_names_the_move_at_fault() {
    let (_dir, path) = record_file(&ABALONE_RECORD.replace("b4c5", "b4c9"));
    let o = run(&["show", "--record", &path]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("move 3 (b4c9) is illegal: "),
        "{}",
        stderr(&o)
    );
    let o = run(&["show", "--record", "/nonexistent/game.txt"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("cannot read"), "{}", stderr(&o));
    let o = run(&["show", "--record", &path, "d4"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn migrate_db_refuses_a_missing_source_and_copies_an_existing_one() {
    let dir = tempfile::tempdir().unwrap();
    let old = format!("sqlite://{}", dir.path().join("old.db").display());
    let new = format!("sqlite://{}", dir.path().join("new.db").display());
    let o = run(&["migrate-db", "--from", &old, "--to", &new]);
    assert_eq!(o.status.code(), Some(1), "a missing source is refused");
    assert!(stderr(&o).contains("does not exist"), "{}", stderr(&o));
    assert!(!dir.path().join("old.db").exists(), "nor created");
    // An empty file is an empty SQLite database.
    std::fs::File::create(dir.path().join("old.db")).unwrap();
    let o = run(&["migrate-db", "--from", &old, "--to", &new]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("games                    0 rows copied"),
        "{}",
        stdout(&o)
    );
    let o = run(&["migrate-db", "--to", &new]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}
