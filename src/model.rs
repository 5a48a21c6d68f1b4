//! The bot's domain types: players, challenges, games and moves as the
//! service hands them out and the store keeps them. They know nothing of SQL
//! (`store/rows.rs` is the only place that converts them to table rows) nor
//! of Discord.

pub use crate::i18n::Lang;

mod challenge;
mod clock;
mod dates;
mod game;
mod ids;
mod outbox;
mod rating;
mod records;
pub use challenge::{
    Challenge, ChallengeStatus, ColorChoice, MoveHours, NewChallenge, RatingRange,
};
pub use clock::{Reminder, TimeBank, Vacation};
pub use dates::{
    DAY_SECS, HOUR_SECS, MINUTE_SECS, Span, duration_text, utc_stamp, utc_text, year_bounds,
    year_of,
};
pub use game::{
    EndedBy, EngineSeat, GameRecord, GameStatus, GameSummary, HistoryFilter, MoveRecord, Page,
};
pub use ids::{ChallengeId, GameId, Place, Player, UserId};
pub use outbox::{Announcement, AnnouncementKind, Subject};
pub use rating::{KindRecord, Rating, RatingChange};
pub use records::{
    BackupCounts, BackupManifest, BlockEntry, DailyAnswer, DailyPuzzleRow, PremoveLine,
    PuzzleRecord, Settled, Standing, StoreStats, ThreadDue,
};

mod guild_settings;
mod moderation;
pub use guild_settings::{
    DEFAULT_ARCHIVE_AFTER_HOURS, DEFAULT_CHALLENGE_OPEN_HOURS, DEFAULT_MAX_GAMES_PER_PLAYER,
    DEFAULT_MAX_TOURNAMENTS, DefaultClock, GuildSettings, Organisers, SettingsChange,
};
pub use moderation::{ModerationAction, ModerationKind, ModerationRecord};
