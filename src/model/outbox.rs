//! What the outbox owes Discord (see `store/announcements.rs`).
//!
//! Adding an announcement kind (something the bot must say later, exactly
//! once, even across a restart):
//!
//! 1. A variant of [`AnnouncementKind`] here; its stored name in
//!    `store/names.rs` (`announcement_kind_name`, `announcement_kind`, and
//!    `announcement_detail` if it carries data).
//! 2. Both backends' migrations, the next number: the `announcements.kind`
//!    CHECK lists the stored names (SQLite rebuilds the table, as
//!    `0021_moderation.sql` does).
//! 3. The service owes it in the transaction of the change it is about
//!    (`service/announcements.rs`, or the owning file, as
//!    `service/vacations.rs` does with `vacation_notice`).
//! 4. Its delivery in `discord/presentation/announce.rs::send`, whose match
//!    has one arm per kind and no catch-all, so the build fails until it is
//!    there; what it sends carries the announcement's nonce
//!    (`owed.rs::nonce_of`).
//! 5. A service test that the change owes it (`tests/service/outbox.rs`)
//!    and an end-to-end one that it arrives once (`tests/bot/delivery.rs`).

use super::{ChallengeId, GameId, Reminder};

/// What an announcement owed to Discord says (see `store/announcements.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnouncementKind {
    /// The game's board, as it stands when posted.
    Board,
    /// A nudge to the player to move.
    Reminder(Reminder),
    /// A DM to the player to move, for players who asked for them; it
    /// also says when the move just played dropped their conditional
    /// moves (`/premove`), stored as its detail `premoves_dropped`.
    TurnNotice { premoves_dropped: bool },
    /// The challenge's message says how it ended (expired, declined, cancelled).
    ChallengeNotice,
    /// The opponent in a game hears that a player went on vacation (or came
    /// back): `vacation` is the vacation's id (`vacations.id`).
    VacationNotice { vacation: i64, back: bool },
    /// A tournament's sign-up message is edited to how the event stands
    /// (started, the round); about the game whose start or end moved it on.
    TournamentMessage,
    /// The channel is told a tournament's winner with the final standings;
    /// about its last game.
    TournamentEnd,
    /// The players and the thread of a game a moderator ended (aborted or
    /// adjudicated) hear who did it (the game's `moderation_actions` row).
    ModerationNotice,
    /// A server's daily puzzle, posted in its games channel (issue #39);
    /// about its `daily_puzzles` row ([`Subject::DailyPuzzle`]).
    DailyPuzzle,
}

impl AnnouncementKind {
    /// The vacation the announcement is about (its `vacation_id` column).
    pub fn vacation(self) -> Option<i64> {
        match self {
            AnnouncementKind::VacationNotice { vacation, .. } => Some(vacation),
            _ => None,
        }
    }
}

/// What an announcement is about; announcements of one subject go out in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    Game(GameId),
    Challenge(ChallengeId),
    /// A server's puzzle of one day (`daily_puzzles.id`).
    DailyPuzzle(i64),
}

/// An announcement still owed to Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub id: i64,
    pub kind: AnnouncementKind,
    pub subject: Subject,
    /// The game's version as the change left it.
    pub version: i64,
    /// See `at_ply` in `migrations/sqlite/0006_announcements.sql`.
    pub at_ply: usize,
    /// Until then the writer delivers it itself, or (after a failure) nobody tries.
    pub claimed_until: i64,
    pub attempts: u32,
    pub created_at: i64,
}
