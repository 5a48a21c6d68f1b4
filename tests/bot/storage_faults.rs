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
//! gone. Both need root (as on CI): under `CI` a test that cannot create
//! its fault fails; elsewhere it says loudly, on the real stderr, that it
//! was skipped (`support::faults`).

use crate::support;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use abande_bot::service::{AnnouncementKind, GameId, Subject};
use abande_rules::GameKind;
use support::bot::RunningBot;
use support::discord_double::DiscordDouble;
use support::random_games::{MoveOutcome, RandomGame, send_move, start_game};
use support::wait::{self, SOON};
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

/// The bot on the database in `dir`, one game in which one move was played.
struct OneMovePlayed {
    double: DiscordDouble,
    bot: RunningBot,
    table: RandomGame,
    id: GameId,
}

impl OneMovePlayed {
    async fn start(dir: &Path, seed: u64) -> OneMovePlayed {
        let url = database_url_in(dir);
        let double = DiscordDouble::start().await;
        let bot = RunningBot::start(&double, &url).await;
        double.wait_for_commands(&support::bot::COMMANDS).await;
        let (alice, bob) = (double.user("alice"), double.user("bob"));
        let mut table = start_game(&double, alice, bob, GameKind::AbandeHex, seed).await;
        let first = table.pick_move();
        let mover = table.player_to_move().clone();
        assert!(matches!(
            send_move(&double, &mover, table.thread, &first, ANSWER_TIMEOUT).await,
            MoveOutcome::Board { .. }
        ));
        table.record(&first);
        let id = bot
            .service
            .games()
            .game_for_thread(table.thread)
            .await
            .unwrap()
            .unwrap();
        // The board message is seen before its handler records it as the
        // game's board: a fault set in between would hit that write, not
        // the next move's.
        let service = &bot.service;
        wait::until_true("the first move's board recorded", SOON, async || {
            let owed = service.outbox().undelivered_announcements().await.unwrap();
            !owed
                .iter()
                .any(|a| a.subject == Subject::Game(id) && a.kind == AnnouncementKind::Board)
        })
        .await;
        OneMovePlayed {
            double,
            bot,
            table,
            id,
        }
    }

    /// While the fault is on: the next move is refused with a clear
    /// message and nothing is stored. Then `clear` ends the fault, and the
    /// same move goes through, once, with no restart.
    async fn refused_until(mut self, clear: impl FnOnce()) {
        let text = self.table.pick_move();
        let mover = self.table.player_to_move().clone();
        let thread = self.table.thread;
        let refused = send_move(&self.double, &mover, thread, &text, ANSWER_TIMEOUT).await;
        clear();
        let MoveOutcome::Refused(reason) = refused else {
            panic!("a move during the fault was not refused: {refused:?}");
        };
        assert!(
            reason.contains(&format!("Your move {text} was not saved")),
            "{reason}"
        );
        let stored = self.bot.service.games().load_game(self.id).await.unwrap();
        assert_eq!(
            stored.game.ply(),
            1,
            "nothing acknowledged that is not stored"
        );

        match send_move(&self.double, &mover, thread, &text, ANSWER_TIMEOUT).await {
            MoveOutcome::Board { .. } => {}
            other => panic!("{text} once the fault is gone: {other:?}"),
        }
        assert_eq!(
            self.bot
                .service
                .games()
                .load_game(self.id)
                .await
                .unwrap()
                .game
                .ply(),
            2
        );
        self.double.assert_clean();
        self.bot.stop().await;
    }
}

fn database_url_in(dir: &Path) -> String {
    format!("sqlite://{}", dir.join("bot.db").display())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_filesystem_refuses_moves_and_the_bot_recovers_when_space_returns() {
    let Some(disk) = SmallDisk::mount(8 * 1024) else {
        support::faults::could_not_make_fault(
            "a_full_filesystem_refuses_moves_and_the_bot_recovers_when_space_returns",
            "cannot mount a tmpfs here (needs root)",
        );
        return;
    };
    let running = OneMovePlayed::start(disk.path(), 5).await;
    let filler = disk.fill();
    // The mechanism really is SQLite's "full": a direct write says so.
    let probe = sqlx::SqlitePool::connect(&database_url_in(disk.path()))
        .await
        .unwrap();
    let full = sqlx::query("CREATE TABLE probe_of_space (x BLOB); INSERT INTO probe_of_space VALUES (zeroblob(1000000))")
        .execute(&probe)
        .await
        .unwrap_err();
    assert!(full.to_string().contains("full"), "{full}");
    probe.close().await;
    running
        .refused_until(|| std::fs::remove_file(filler).unwrap())
        .await;
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
    // Under the target directory, not /tmp: a tmpfs or overlay /tmp has no
    // immutable attribute, the disk the build is on usually has.
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let running = OneMovePlayed::start(dir.path(), 6).await;
    let files = vec![dir.path().join("bot.db"), dir.path().join("bot.db-wal")];
    if !set_immutable(&files, true) {
        running.bot.stop().await;
        support::faults::could_not_make_fault(
            "a_database_that_becomes_read_only_refuses_moves_and_recovers",
            "chattr +i is not possible here (needs root on ext2/3/4)",
        );
        return;
    }
    running
        .refused_until(|| assert!(set_immutable(&files, false), "chattr -i"))
        .await;
}

#[test]
#[should_panic(expected = "under CI a fault test must run")]
fn under_ci_a_fault_test_that_cannot_make_its_fault_fails() {
    support::faults::could_not_make_fault_under(true, "a fault test", "no root");
}

#[test]
fn elsewhere_a_fault_test_that_cannot_make_its_fault_is_skipped_loudly() {
    support::faults::could_not_make_fault_under(false, "a fault test", "no root");
}
