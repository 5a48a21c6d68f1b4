//! Several bot processes sharing the gateway shards and one PostgreSQL
//! database: each process gets the events of its own servers, the work no
//! shard owns (deadlines, announcements) is done once across processes, and
//! a process killed while holding the deadline sweep loses nothing: the
//! other takes the sweep over when its lease runs out.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use abande_bot::service::{GameId, GameService, Settled, Subject, SystemClock, Work};
use abande_rules::GameKind;
use sqlx::PgPool;
use support::child::ChildBot;
use support::discord_double::{DiscordDouble, DoubleUser};
use support::random_games::{MoveOutcome, RandomGame, send_move};
use support::table::open_game_in;
use support::wait;

const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);
const SHARDS: u32 = 2;

/// A game the test follows, in one server's channel.
struct ShardGame {
    shard: u32,
    id: GameId,
    table: RandomGame,
}

/// Opens a game in `channel` between two new users and plays its first two
/// plies (so that running out of time is a loss, not an abort).
async fn opened_with_two_plies(
    double: &DiscordDouble,
    service: &GameService,
    channel: u64,
    name: &str,
) -> (GameId, RandomGame) {
    let black = double.user(&format!("{name}-black"));
    let white = double.user(&format!("{name}-white"));
    let opened = open_game_in(double, channel, &black, &white, GameKind::AbandeHex.id()).await;
    let thread = opened.thread.id;
    let mut table = RandomGame::new(black, white, thread, GameKind::AbandeHex, thread);
    for _ in 0..2 {
        play_expecting_board(double, &mut table).await;
    }
    let id = service
        .games()
        .game_for_thread(thread)
        .await
        .unwrap()
        .expect("the thread has a game");
    (id, table)
}

async fn play_expecting_board(double: &DiscordDouble, table: &mut RandomGame) {
    let text = table.pick_move();
    let user: DoubleUser = table.player_to_move().clone();
    match send_move(double, &user, table.thread, &text, ANSWER_TIMEOUT).await {
        MoveOutcome::Board { .. } => {
            table.record(&text);
        }
        other => panic!("{text} was not answered with a board: {other:?}"),
    }
}

async fn set_deadline(db: &PgPool, game: GameId, deadline_at: i64) {
    sqlx::query("UPDATE games SET deadline_at = $1 WHERE id = $2")
        .bind(deadline_at)
        .bind(game.0)
        .execute(db)
        .await
        .unwrap();
}

async fn count(db: &PgPool, sql: &str, game: GameId) -> i64 {
    sqlx::query_scalar(sql)
        .bind(game.0)
        .fetch_one(db)
        .await
        .unwrap()
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_the_shards_and_a_killed_one_loses_no_deadline() {
    let test = "two_processes_share_the_shards_and_a_killed_one_loses_no_deadline";
    let Some(url) = support::postgres::fresh_database(test).await else {
        return;
    };
    let double = DiscordDouble::start().await;
    // Two servers on each shard, a channel in each, before the bots connect.
    let mut channels = Vec::new();
    for shard in 0..SHARDS {
        for n in 0..2 {
            let guild = double.add_guild(&format!("server {shard}.{n}"), shard, SHARDS);
            channels.push((shard, double.add_text_channel_in(guild, "games")));
        }
    }
    // The second process dies right after it settles a deadline, still
    // holding the sweep; it sweeps every second, the first every twenty
    // seconds, so it is almost always the one that finds the deadlines due.
    let _first = ChildBot::spawn_sharded(&double, &url, "0/2", 20, &[]);
    let crash = [("ABANDE_CRASH_POINT", "sweep-after-first-deadline")];
    let mut second = ChildBot::spawn_sharded(&double, &url, "1/2", 1, &crash);
    double.wait_for_live_shards(2).await;
    let mut identified = double.identified_shards();
    identified.sort();
    assert_eq!(identified, [[0, 2], [1, 2]], "each process runs its shard");
    double.wait_for_commands(&support::bot::COMMANDS).await;

    let service = support::service_env::open_service(&url, Arc::new(SystemClock)).await;
    let db = PgPool::connect(&url).await.unwrap();
    // In every server a game that runs out of time and one that is owed a
    // reminder (72 hours a move, 30 left: more than half used).
    let mut timing_out = Vec::new();
    let mut reminded = Vec::new();
    for (i, &(shard, channel)) in channels.iter().enumerate() {
        assert_eq!(double.shard_of_channel(channel), shard);
        let (id, table) = opened_with_two_plies(&double, &service, channel, &format!("t{i}")).await;
        timing_out.push(ShardGame { shard, id, table });
        let (id, table) = opened_with_two_plies(&double, &service, channel, &format!("r{i}")).await;
        reminded.push(ShardGame { shard, id, table });
    }
    let before: Vec<usize> = timing_out
        .iter()
        .chain(&reminded)
        .map(|g| double.messages(g.table.thread).len())
        .collect();
    let now = unix_now();
    for game in &timing_out {
        set_deadline(&db, game.id, now - 1).await;
    }
    for game in &reminded {
        set_deadline(&db, game.id, now + 30 * 3600).await;
    }

    // The second process dies mid-sweep (or, if the first swept first, is
    // killed now): either way the first must do what is left.
    wait::within(Duration::from_secs(6), async || {
        (!second.is_running()).then_some(())
    })
    .await;
    eprintln!(
        "the second process crashed mid-sweep: {}",
        !second.is_running()
    );
    second.kill();
    let sweep_lease = Work::Sweep.lease_secs() as u64;
    wait::until_true(
        "every deadline settled",
        Duration::from_secs(sweep_lease + 60),
        async || {
            let mut settled = 0;
            for game in &timing_out {
                let sql = "SELECT COUNT(*) FROM games WHERE id = $1 AND status = 'finished' AND ended_by = 'timeout'";
                settled += count(&db, sql, game.id).await;
            }
            for game in &reminded {
                let sql = "SELECT COUNT(*) FROM games WHERE id = $1 AND reminders_sent = 1";
                settled += count(&db, sql, game.id).await;
            }
            settled == (timing_out.len() + reminded.len()) as i64
        },
    )
    .await;
    wait::until_true(
        "every announcement delivered",
        Duration::from_secs(30),
        async || {
            let owed: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM announcements WHERE delivered_at IS NULL")
                    .fetch_one(&db)
                    .await
                    .unwrap();
            owed == 0
        },
    )
    .await;

    // Exactly once: one final board per lost game, one reminder per
    // reminded game, in the game's thread and in the outbox.
    for (game, before) in timing_out.iter().chain(&reminded).zip(&before) {
        let new = &double.messages(game.table.thread)[*before..];
        assert_eq!(
            new.len(),
            1,
            "game {} (shard {}): {:#?}",
            game.id,
            game.shard,
            new.iter().map(|m| &m.content).collect::<Vec<_>>()
        );
    }
    for game in &timing_out {
        let new = double.messages(game.table.thread).pop().unwrap();
        assert_eq!(
            new.attachments.len(),
            1,
            "the final board of game {}",
            game.id
        );
    }
    for game in &reminded {
        let reminders: Vec<_> = service
            .outbox()
            .announcements_of(Subject::Game(game.id))
            .await
            .unwrap()
            .into_iter()
            .filter(|(a, _)| matches!(a.kind, abande_bot::service::AnnouncementKind::Reminder(_)))
            .collect();
        assert_eq!(reminders.len(), 1, "game {}", game.id);
        assert_eq!(reminders[0].1, Some(Settled::Sent));
    }

    // Restarted, the second process serves its servers again: their games
    // go on, each move answered with one board.
    let mut second = ChildBot::spawn_sharded(&double, &url, "1/2", 1, &[]);
    double.wait_for_live_shards(2).await;
    for game in &mut reminded {
        let boards_before = double.messages(game.table.thread).len();
        play_expecting_board(&double, &mut game.table).await;
        assert_eq!(double.messages(game.table.thread).len(), boards_before + 1);
    }
    second.kill();
    double.assert_clean();
}
