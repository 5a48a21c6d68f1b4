//! What the store reads back that the service hands out as it is: rows
//! with no rule of their own. Defined here, not in the store, so that the
//! service's API names model types only (`tests/docs.rs::the_service_hands_out_no_store_type`).

use serde::{Deserialize, Serialize};

use super::{GameId, Lang, Player, Rating, UserId};

/// One player a player blocked, as their list and their export show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockEntry {
    pub user: UserId,
    /// Their name as last seen (empty for a player who was forgotten).
    pub name: String,
    /// When the block was made (Unix seconds).
    pub since: i64,
}

/// One stored line: the opponent's move first, then the owner's answer, and
/// so on, planned from the position at `start_ply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PremoveLine {
    pub game: GameId,
    /// The line's number among its owner's lines in the game (from 1).
    pub line_no: i64,
    pub start_ply: usize,
    /// Canonical notations.
    pub moves: Vec<String>,
}

/// How an announcement left the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    Sent,
    /// A later board covered it, or it no longer applied (the turn it was
    /// about is over).
    Superseded,
    GaveUp,
}

/// One row of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// 1 for the best.
    pub rank: i64,
    pub player: Player,
    pub rating: Rating,
}

/// A thread whose archive is due: its game, the thread, and when it fell due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadDue {
    pub game: GameId,
    pub thread_id: u64,
    pub due_at: i64,
}

/// One answer to a server's daily puzzle: who, and whether they solved it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyAnswer {
    pub player: UserId,
    pub name: String,
    pub solved: bool,
}

/// A server's puzzle of one day, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyPuzzleRow {
    pub id: i64,
    pub guild_id: u64,
    /// Days since 1970-01-01 (UTC).
    pub day: i64,
    pub puzzle: i64,
    /// Where it is posted, and in which language, as decided when owed.
    pub channel_id: u64,
    pub language: Lang,
    pub created_at: i64,
}

/// The counts a metrics scrape shows, read in one snapshot.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoreStats {
    /// Games being played, by kind id.
    pub active_games: Vec<(String, i64)>,
    /// Announcements not yet delivered.
    pub outbox_pending: i64,
    /// When the oldest of them was owed.
    pub outbox_oldest_created_at: Option<i64>,
    /// The names of the leases `holder` holds at `now`.
    pub leases_held: Vec<String>,
}

/// A player's puzzle record; a player who never tried one has the default
/// (and [`Rating::NEW`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRecord {
    pub solved: i64,
    pub failed: i64,
    pub streak: i64,
    pub best_streak: i64,
    pub rating: Rating,
    /// The puzzle being solved and the solver moves already played right.
    pub current: Option<(i64, usize)>,
    /// The game whose mistakes are being replayed, and how many are done.
    pub learning: Option<(GameId, usize)>,
    /// The server's daily puzzle (`daily_puzzles.id`) the current puzzle
    /// was opened as, if it was: the attempt counts for that server too.
    pub daily: Option<i64>,
}

impl Default for PuzzleRecord {
    fn default() -> Self {
        PuzzleRecord {
            solved: 0,
            failed: 0,
            streak: 0,
            best_streak: 0,
            rating: Rating::NEW,
            current: None,
            learning: None,
            daily: None,
        }
    }
}

/// The rows a backup counts, the same way when it is made and when it is
/// checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupCounts {
    pub games: i64,
    pub moves: i64,
    pub players: i64,
    pub tournaments: i64,
}

/// What is recorded beside a backup when it is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupManifest {
    /// [`MANIFEST_FORMAT`](crate::store::MANIFEST_FORMAT).
    pub format: u32,
    /// `sqlite` (the backup is a database file) or `postgres` (a
    /// `pg_dump` archive in its custom format).
    pub backend: String,
    /// The last migration applied to the copied database.
    pub schema_version: i64,
    /// When the backup began (unix seconds): every write acknowledged
    /// before then is in it.
    pub made_at: i64,
    /// `made_at` for people.
    pub made_at_utc: String,
    /// How long making it took.
    pub took_ms: u64,
    /// The backup's size in bytes.
    pub bytes: u64,
    pub counts: BackupCounts,
}
