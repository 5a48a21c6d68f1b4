//! Storage faults under the running bot, each made with a real mechanism:
//! - a really full filesystem: the database on a small tmpfs that the test
//!   fills up, so SQLite itself reports SQLITE_FULL ("database or disk is
//!   full");
//! - a database that becomes read-only: the immutable attribute
//!   (`chattr +i`) set on the database and its WAL while the bot has them
//!   open; ext4 then refuses every write, even through open files (EPERM).
//!
//! In both, moves are refused with a clear message, nothing is acknowledged
//! that is not stored, and the bot recovers by itself once the fault is
//! gone. Both need root (as on CI); elsewhere they say loudly that they
//! were skipped.

use crate::support;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use abande_bot::rules::GameKind;
use support::bot::RunningBot;
use support::discord_double::DiscordDouble;
use support::random_games::{MoveOutcome, send_move, start_game};
use tempfile::TempDir;

const ANSWER_TIMEOUT: Duration = Duration::from_secs(5);

/// A tmpfs of a few MiB mounted on a temporary directory, unmounted on drop.
struct SmallDisk {
    dir: TempDir,
}

impl SmallDisk {
    fn mount(size_kib: u32) -> Option<SmallDisk> {
        let dir = tempfile::tempdir().unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size_kib}k"), "tmpfs"])
            .arg(dir.path())
            .status()
            .is_ok_and(|status| status.success());
        mounted.then_some(SmallDisk { dir })
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes a file until the filesystem has no byte left.
    fn fill(&self) -> PathBuf {
        let filler = self.path().join("filler");
        let mut file = std::fs::File::create(&filler).unwrap();
        let block = vec![0u8; 64 * 1024];
        while file.write_all(&block).is_ok() {}
        // The last partial block, byte by byte.
        while file.write_all(&[0]).is_ok() {}
        let _ = file.sync_all();
        filler
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount")
            .arg("-l")
            .arg(self.dir.path())
            .status();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_filesystem_refuses_moves_and_the_bot_recovers_when_space_returns() {
    let Some(disk) = SmallDisk::mount(8 * 1024) else {
        eprintln!(
            "\n*** SKIPPED a_full_filesystem_refuses_moves_...: cannot mount a tmpfs here (needs root); CI runs it. ***\n"
        );
        return;
    };
    let url = format!("sqlite://{}", disk.path().join("bot.db").display());
    let double = DiscordDouble::start().await;
    let bot = RunningBot::start(&double, &url).await;
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let (alice, bob) = (double.user("alice"), double.user("bob"));
    let mut table = start_game(&double, alice, bob, GameKind::AbandeHex, 5).await;
    let first = table.pick_move();
    let mover = table.player_to_move().clone();
    assert!(matches!(
        send_move(&double, &mover, table.thread, &first, ANSWER_TIMEOUT).await,
        MoveOutcome::Board { .. }
    ));
    table.record(&first);
    let id = bot
        .service
        .game_for_thread(table.thread)
        .await
        .unwrap()
        .unwrap();

    let filler = disk.fill();
    // The mechanism really is SQLite's "full": a direct write says so.
    let probe = sqlx::SqlitePool::connect(&url).await.unwrap();
    let full = sqlx::query("CREATE TABLE probe_of_space (x BLOB); INSERT INTO probe_of_space VALUES (zeroblob(1000000))")
        .execute(&probe)
        .await
        .unwrap_err();
    assert!(full.to_string().contains("full"), "{full}");
    probe.close().await;

    let text = table.pick_move();
    let mover = table.player_to_move().clone();
    let refused = send_move(&double, &mover, table.thread, &text, ANSWER_TIMEOUT).await;
    let MoveOutcome::Refused(reason) = refused else {
        panic!("a move on a full disk was not refused: {refused:?}");
    };
    assert!(reason.contains("could not be saved"), "{reason}");
    let stored = bot.service.load_game(id).await.unwrap();
    assert_eq!(
        stored.game.ply(),
        1,
        "nothing acknowledged that is not stored"
    );

    // Space returns: the same move goes through, once, with no restart.
    std::fs::remove_file(filler).unwrap();
    match send_move(&double, &mover, table.thread, &text, ANSWER_TIMEOUT).await {
        MoveOutcome::Board { .. } => {}
        other => panic!("{text} after space returned: {other:?}"),
    }
    let stored = bot.service.load_game(id).await.unwrap();
    assert_eq!(stored.game.ply(), 2);
    double.assert_clean();
    bot.stop().await;
}

/// Sets or clears the immutable attribute; false when the filesystem or
/// the user cannot.
fn set_immutable(paths: &[PathBuf], on: bool) -> bool {
    let flag = if on { "+i" } else { "-i" };
    Command::new("chattr")
        .arg(flag)
        .args(paths)
        .status()
        .is_ok_and(|status| status.success())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_becomes_read_only_refuses_moves_and_recovers() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let double = DiscordDouble::start().await;
    let bot = RunningBot::start(&double, &url).await;
    double.wait_for_commands(&support::bot::COMMANDS).await;
    let (alice, bob) = (double.user("alice"), double.user("bob"));
    let mut table = start_game(&double, alice, bob, GameKind::AbandeHex, 6).await;
    let first = table.pick_move();
    let mover = table.player_to_move().clone();
    assert!(matches!(
        send_move(&double, &mover, table.thread, &first, ANSWER_TIMEOUT).await,
        MoveOutcome::Board { .. }
    ));
    table.record(&first);
    let id = bot
        .service
        .game_for_thread(table.thread)
        .await
        .unwrap()
        .unwrap();

    let files = vec![dir.path().join("bot.db"), dir.path().join("bot.db-wal")];
    if !set_immutable(&files, true) {
        eprintln!(
            "\n*** SKIPPED a_database_that_becomes_read_only_...: chattr +i is not possible here (needs root on ext2/3/4); CI runs it. ***\n"
        );
        bot.stop().await;
        return;
    }
    let text = table.pick_move();
    let mover = table.player_to_move().clone();
    let refused = send_move(&double, &mover, table.thread, &text, ANSWER_TIMEOUT).await;
    let cleared = set_immutable(&files, false);
    let MoveOutcome::Refused(reason) = refused else {
        panic!("a move on a read-only database was not refused: {refused:?}");
    };
    assert!(cleared, "chattr -i");
    assert!(reason.contains("could not be saved"), "{reason}");
    let stored = bot.service.load_game(id).await.unwrap();
    assert_eq!(
        stored.game.ply(),
        1,
        "nothing acknowledged that is not stored"
    );

    // Writable again: the same move goes through, with no restart.
    match send_move(&double, &mover, table.thread, &text, ANSWER_TIMEOUT).await {
        MoveOutcome::Board { .. } => {}
        other => panic!("{text} once writable again: {other:?}"),
    }
    assert_eq!(bot.service.load_game(id).await.unwrap().game.ply(), 2);
    double.assert_clean();
    bot.stop().await;
}
