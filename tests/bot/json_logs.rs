//! `LOG_FORMAT=json`: the log is one JSON object a line, and a command's
//! line carries its interaction id, command, user, game and latency.

use crate::support;

use std::time::Duration;

use abande_rules::GameKind;
use serde_json::{Value, json};
use support::child::ChildBot;
use support::discord_double::DiscordDouble;
use support::random_games::start_game;
use support::service_env::database_url;
use support::wait;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_logs_one_json_line_with_its_interaction_command_user_game_and_latency() {
    let double = DiscordDouble::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = database_url(&dir);
    let log_path = dir.path().join("bot.log");
    let log = std::fs::File::create(&log_path).unwrap();
    let env = [("LOG_FORMAT", "json"), ("RUST_LOG", "info")];
    let mut bot = ChildBot::spawn_logging_to(&double, &url, &env, log);
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let (black, white) = (double.user("logged"), double.user("logger"));
    let mut table = start_game(&double, black, white, GameKind::AbandeHex, 31).await;
    let mover = table.player_to_move().clone();
    let text = table.pick_move();
    double
        .slash(&mover, table.thread, "move", json!({"move": text}))
        .await;
    // The line is written when the command's handler ends.
    let lines = wait::within(Duration::from_secs(10), async || {
        let log = std::fs::read_to_string(&log_path).unwrap();
        let lines = log.lines().map(str::to_owned).collect::<Vec<_>>();
        lines
            .iter()
            .any(|l| l.contains("\"command\":\"move\""))
            .then_some(lines)
    })
    .await
    .unwrap_or_else(|| {
        std::fs::read_to_string(&log_path)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect()
    });
    bot.terminate();
    let _ = bot.wait_for_exit(Duration::from_secs(15)).await;

    let parsed: Vec<Value> = lines
        .iter()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(!parsed.is_empty(), "the bot logged nothing");
    let moves: Vec<&Value> = parsed
        .iter()
        .filter(|line| line["command"] == "move" && line["message"] == "command")
        .collect();
    assert_eq!(moves.len(), 1, "one line for the move: {lines:#?}");
    let line = moves[0];
    assert_eq!(line["user"], json!(mover.id), "{line}");
    assert_eq!(line["outcome"], "ok", "{line}");
    assert!(
        line["interaction"].as_u64().is_some_and(|id| id > 0),
        "{line}"
    );
    assert!(line["game"].as_u64().is_some_and(|id| id > 0), "{line}");
    assert!(line["latency_ms"].is_u64(), "{line}");
    assert!(
        line["level"] == "INFO" && line["timestamp"].is_string(),
        "{line}"
    );
    double.assert_clean();
}

/// A bad `RUST_LOG` or size stops the bot at start with the variable's
/// name and what it accepts, never silently replaced by a default (issue
/// #49).
#[test]
fn a_bad_setting_stops_the_bot_naming_the_variable() {
    let dir = tempfile::tempdir().unwrap();
    for (key, value, says) in [
        (
            "RUST_LOG",
            "abande_bot=loud",
            "RUST_LOG must be a log filter",
        ),
        (
            "ANALYSIS_QUEUE",
            "0",
            "ANALYSIS_QUEUE must be a whole number from 1",
        ),
        (
            "PUZZLE_NODES",
            "many",
            "PUZZLE_NODES must be a whole number",
        ),
        (
            "WEB_MAX_CONNECTIONS",
            "3",
            "WEB_MAX_CONNECTIONS must be a whole number from 16",
        ),
    ] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_abande-bot"))
            .current_dir(dir.path())
            .env_clear()
            .env("DISCORD_TOKEN", "not-a-token")
            .env("DATABASE_URL", database_url(&dir))
            .env(key, value)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{key}={value} started");
        assert!(stderr.contains(says), "{key}={value}: {stderr}");
        assert!(stderr.contains(value), "{key}={value}: {stderr}");
    }
}
