//! A clean stop: on SIGTERM the bot stops taking interactions, finishes
//! what it is doing, gives back its leases and exits with status 0; a move
//! accepted just before the signal is announced, once.

use crate::support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use abande_bot::service::SystemClock;
use abande_rules::GameKind;
use serde_json::json;
use support::child::{ChildBot, wait_for_identifies};
use support::discord_double::DiscordDouble;
use support::random_games::start_game;
use support::service_env::database_url;
use support::wait::{self, SOON};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_exits_zero_and_the_move_just_accepted_is_announced_once() {
    let double = DiscordDouble::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = database_url(&dir);
    let mut bot = ChildBot::spawn(&double, &url);
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let (black, white) = (double.user("terminated"), double.user("patient"));
    let mut table = start_game(&double, black, white, GameKind::AbandeHex, 28).await;
    let (service, store) =
        support::service_env::open_service_and_store(&url, Arc::new(SystemClock)).await;
    let game = service
        .games()
        .game_for_thread(table.thread)
        .await
        .unwrap()
        .expect("the thread has a game");

    // Discord is slow to take the board; the signal comes as soon as the
    // move is stored, while its board is still on the way.
    double.slow_next_on("/api/v10/webhooks/", 1, Duration::from_secs(2));
    let text = table.pick_move();
    let mover = table.player_to_move().clone();
    let _answer = double
        .slash(&mover, table.thread, "move", json!({"move": text}))
        .await;
    wait::until_true("the move stored", Duration::from_secs(10), async || {
        service.games().load_game(game).await.unwrap().game.ply() > 0
    })
    .await;
    let signalled = Instant::now();
    bot.terminate();
    let status = bot
        .wait_for_exit(Duration::from_secs(15))
        .await
        .expect("the bot exits within 15 s of SIGTERM");
    assert!(status.success(), "the bot exited with {status:?}");
    eprintln!("stopped {:?} after SIGTERM", signalled.elapsed());

    // Restarted, the bot owes nothing more for that move: it was announced
    // by the request before the stop, once.
    let identified = double.gateway_stats().identifies;
    let _bot = ChildBot::spawn(&double, &url);
    wait_for_identifies(&double, identified + 1, Duration::from_secs(10)).await;
    // Once nothing is owed for the game, nothing more of it can be posted.
    wait::until_true("nothing left owed", SOON, async || {
        service
            .outbox()
            .announcements_of(abande_bot::service::Subject::Game(game))
            .await
            .unwrap()
            .iter()
            .all(|(_, settled)| settled.is_some())
    })
    .await;
    let naming: Vec<String> = double
        .messages(table.thread)
        .into_iter()
        .filter(|m| !m.attachments.is_empty() && m.content.contains(&format!("**{text}**")))
        .map(|m| m.content)
        .collect();
    assert_eq!(naming.len(), 1, "the move's board, once: {naming:#?}");
    store.close().await;
    double.assert_clean();
}
