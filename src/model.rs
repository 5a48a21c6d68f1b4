//! The bot's domain types: players, challenges, games and moves as the
//! service hands them out and the store keeps them. They know nothing of SQL
//! (`store/rows.rs` is the only place that converts them to table rows) nor
//! of Discord.

use std::fmt;

pub use crate::i18n::Lang;
use abande_engine::Level;
use abande_rules::{Color, GameKind, Outcome, PerColor};

/// A Discord user id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub u64);

/// A game's number, shown to players as `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A challenge's number, shown to players as `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeId(pub i64);

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A user with the display name last seen for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

impl Player {
    pub fn new(id: u64, name: impl Into<String>) -> Player {
        Player {
            id: UserId(id),
            name: name.into(),
        }
    }
}

/// A closed set of values stored by name (`"pending"`, `"finished"`, ...).
pub trait StoredName: Copy + 'static {
    const ALL: &'static [Self];
    fn name(self) -> &'static str;

    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == name)
    }
}

/// The colour the challenger asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColorChoice {
    Black,
    White,
    Random,
}

impl StoredName for ColorChoice {
    const ALL: &'static [ColorChoice] =
        &[ColorChoice::Black, ColorChoice::White, ColorChoice::Random];

    fn name(self) -> &'static str {
        match self {
            ColorChoice::Black => "black",
            ColorChoice::White => "white",
            ColorChoice::Random => "random",
        }
    }
}

/// Where a challenge was made or a game is shown, and the language spoken
/// there: the game's public posts and board image use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub language: Lang,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    Pending,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

impl StoredName for ChallengeStatus {
    const ALL: &'static [ChallengeStatus] = &[
        ChallengeStatus::Pending,
        ChallengeStatus::Accepted,
        ChallengeStatus::Declined,
        ChallengeStatus::Cancelled,
        ChallengeStatus::Expired,
    ];

    fn name(self) -> &'static str {
        match self {
            ChallengeStatus::Pending => "pending",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub challenger: Player,
    /// `None`: an open challenge, for anyone but the challenger.
    pub opponent: Option<Player>,
    pub kind: GameKind,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// The game will be rated (Glicko-2).
    pub rated: bool,
    /// Who may accept an open challenge, by rating in this game.
    pub rating_range: RatingRange,
    /// The finished game this challenge asks to play again.
    pub rematch_of: Option<GameId>,
    pub place: Place,
    pub message_id: Option<u64>,
    pub status: ChallengeStatus,
    pub game_id: Option<GameId>,
    pub move_hours: Option<u32>,
    /// A time bank instead of a time per move (`move_hours` is then `None`).
    pub bank: Option<TimeBank>,
    pub created_at: i64,
    pub expires_at: i64,
}

/// A challenge as asked for by the challenger.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub challenger: Player,
    /// `None`: an open challenge, for anyone but the challenger.
    pub opponent: Option<Player>,
    pub kind: GameKind,
    /// The challenger's colour.
    pub color: ColorChoice,
    pub move_hours: MoveHours,
    /// A time bank instead of a time per move; `move_hours` must then be
    /// [`MoveHours::Default`].
    pub bank: Option<TimeBank>,
    pub place: Place,
    /// Rated (the default) or casual.
    pub rated: bool,
    /// Who may accept an open challenge.
    pub rating_range: RatingRange,
    /// Set when this asks to play a finished game again.
    pub rematch_of: Option<GameId>,
}

/// The time limit per move a challenge asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MoveHours {
    /// [`ServiceConfig::default_move_hours`](crate::service::ServiceConfig::default_move_hours).
    #[default]
    Default,
    /// 1 to [`MAX_MOVE_HOURS`](crate::service::MAX_MOVE_HOURS) hours.
    Hours(u32),
    /// No deadline: the game never times out.
    Unlimited,
}

/// Limits on the rating of whoever accepts; both ends included.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RatingRange {
    pub min: Option<i32>,
    pub max: Option<i32>,
}

impl RatingRange {
    pub fn admits(self, rating: f64) -> bool {
        let rating = rating.round() as i32;
        self.min.is_none_or(|min| rating >= min) && self.max.is_none_or(|max| rating <= max)
    }
}

/// A player's Glicko-2 rating in one game id.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

impl Rating {
    /// Glicko-2's start: 1500, deviation 350, volatility 0.06.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
        games: 0,
    };

    /// A deviation this high or higher leaves the rating provisional.
    pub const PROVISIONAL_DEVIATION: f64 = 110.0;

    pub fn is_provisional(&self) -> bool {
        self.deviation >= Rating::PROVISIONAL_DEVIATION
    }
}

/// "1623", or "1500?" while provisional.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = if self.is_provisional() { "?" } else { "" };
        write!(f, "{:.0}{mark}", self.rating)
    }
}

/// How one rated game moved one player's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub game_id: GameId,
    pub player: UserId,
    pub kind: GameKind,
    pub before: f64,
    pub after: Rating,
    pub at: i64,
}

impl RatingChange {
    /// The change rounded as shown: "+12", "-7", "+0".
    pub fn delta(&self) -> String {
        let delta = (self.after.rating.round() - self.before.round()) as i64;
        format!("{delta:+}")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Active,
    Finished,
    Aborted,
}

impl StoredName for GameStatus {
    const ALL: &'static [GameStatus] = &[
        GameStatus::Active,
        GameStatus::Finished,
        GameStatus::Aborted,
    ];

    fn name(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Aborted => "aborted",
        }
    }
}

/// Why a game stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndedBy {
    /// Played to the end on the board (Abande: both passed; Abalone: six off).
    Score,
    Resignation,
    Timeout,
    Agreement,
    Abort,
    /// Ended by a moderator with the result they gave (`/moderate`).
    Adjudication,
}

impl StoredName for EndedBy {
    const ALL: &'static [EndedBy] = &[
        EndedBy::Score,
        EndedBy::Resignation,
        EndedBy::Timeout,
        EndedBy::Agreement,
        EndedBy::Abort,
        EndedBy::Adjudication,
    ];

    fn name(self) -> &'static str {
        match self {
            EndedBy::Score => "score",
            EndedBy::Resignation => "resignation",
            EndedBy::Timeout => "timeout",
            EndedBy::Agreement => "agreement",
            EndedBy::Abort => "abort",
            EndedBy::Adjudication => "adjudication",
        }
    }
}

/// The bot's engine as a player: its seat and level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EngineSeat {
    pub color: Color,
    pub level: Level,
}

/// A game's row, without its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub id: GameId,
    pub kind: GameKind,
    pub black: Player,
    pub white: Player,
    /// Set in a game against the bot's engine.
    pub engine: Option<EngineSeat>,
    /// Its result moves the players' ratings.
    pub rated: bool,
    pub place: Place,
    pub thread_id: Option<u64>,
    pub board_message_id: Option<u64>,
    pub status: GameStatus,
    pub result: Option<Outcome>,
    pub ended_by: Option<EndedBy>,
    /// Abande: points; Abalone: marbles pushed off.
    pub final_score: Option<PerColor<u32>>,
    pub finished_at: Option<i64>,
    pub move_hours: Option<u32>,
    /// A time bank instead of a time per move (`move_hours` is then `None`).
    pub bank: Option<TimeBank>,
    pub deadline_at: Option<i64>,
    /// With a bank: each player's reserve as their last turn ended (the
    /// initial one before their first move). The player to move's reserve
    /// runs down towards `deadline_at`.
    pub bank_left: Option<PerColor<i64>>,
    /// The clock of the player to move stands still until then (a
    /// vacation); `deadline_at` already includes the pause.
    pub clock_paused_until: Option<i64>,
    pub reminders_sent: i64,
    pub draw_offer_by: Option<UserId>,
    pub takeback_by: Option<UserId>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

impl GameRecord {
    pub fn player(&self, color: Color) -> &Player {
        color.pick(&self.black, &self.white)
    }

    /// The colour `user` plays, `None` for anyone else.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        Color::BOTH.into_iter().find(|&c| self.player(c).id == user)
    }

    /// The other player of `user`'s game.
    pub fn opponent_of(&self, user: UserId) -> Option<&Player> {
        self.color_of(user).map(|c| self.player(c.opposite()))
    }

    /// The other player as `user` sees them (Black for anyone else): their
    /// name, and for the bot's engine "vs bot, level N" after it.
    pub fn opponent_label(&self, user: UserId) -> String {
        let other = match self.color_of(user) {
            Some(c) => c.opposite(),
            None => Color::Black,
        };
        let name = &self.player(other).name;
        match self.engine.filter(|e| e.color == other) {
            Some(e) => format!("{name} (vs bot, level {})", e.level),
            None => name.clone(),
        }
    }

    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }

    /// The engine's player in a game against it.
    pub fn engine_player(&self) -> Option<&Player> {
        self.engine.map(|e| self.player(e.color))
    }
}

/// One stored ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// 1-based.
    pub ply: i64,
    pub player_id: UserId,
    /// Canonical notation.
    pub notation: String,
    /// A forced pass the service played for the player.
    pub automatic: bool,
    pub played_at: i64,
}

/// A game as listed in overviews: its record and how many plies were
/// played, but no position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub record: GameRecord,
    pub plies: i64,
}

impl GameSummary {
    /// Colour to move while the game is active: both games alternate
    /// strictly, passes included, so this is the parity of the ply count.
    pub fn to_move(&self) -> Option<Color> {
        let parity = if self.plies % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        self.record.is_active().then_some(parity)
    }

    /// Whether it is `user`'s turn in this game.
    pub fn is_turn_of(&self, user: UserId) -> bool {
        self.to_move().is_some() && self.to_move() == self.record.color_of(user)
    }

    pub fn player_to_move(&self) -> Option<&Player> {
        self.to_move().map(|c| self.record.player(c))
    }
}

/// A summary is read as its record, which holds every stored field.
impl std::ops::Deref for GameSummary {
    type Target = GameRecord;

    fn deref(&self) -> &GameRecord {
        &self.record
    }
}

/// Optional filters on a player's finished games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HistoryFilter {
    pub opponent: Option<UserId>,
    pub kind: Option<GameKind>,
}

/// One page of a longer list; pages are numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub page: i64,
    pub per_page: i64,
    pub total_items: i64,
    /// At least 1, even when there are no items.
    pub total_pages: i64,
}

/// A player's results in one kind of game (aborted games are not counted),
/// against people or against the engine at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindRecord {
    pub kind: GameKind,
    /// `Some(level)`: the games against the bot's engine at that level.
    pub against_engine: Option<Level>,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

pub const MINUTE_SECS: i64 = 60;
pub const HOUR_SECS: i64 = 3600;
pub const DAY_SECS: i64 = 24 * HOUR_SECS;

/// A correspondence time bank: each player starts with `initial_secs`, the
/// time each move takes comes off their reserve, and `increment_secs` is
/// added after each of their moves, never beyond `max_secs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeBank {
    pub initial_secs: i64,
    pub increment_secs: i64,
    pub max_secs: i64,
}

impl TimeBank {
    /// 1 day + 12 hours a move, up to 3 days.
    pub const FAST: TimeBank = TimeBank::days_and_hours(1, 12, 3);
    /// 3 days + 1 day a move, up to 7 days.
    pub const STANDARD: TimeBank = TimeBank::days_and_hours(3, 24, 7);
    /// 10 days + 36 hours a move, up to 10 days.
    pub const RELAXED: TimeBank = TimeBank::days_and_hours(10, 36, 10);

    const fn days_and_hours(initial_days: i64, increment_hours: i64, max_days: i64) -> TimeBank {
        TimeBank {
            initial_secs: initial_days * DAY_SECS,
            increment_secs: increment_hours * HOUR_SECS,
            max_secs: max_days * DAY_SECS,
        }
    }

    /// The reserve after a move made with `left` seconds still on the clock:
    /// the increment added, capped.
    pub fn after_move(self, left: i64) -> i64 {
        left.max(0)
            .saturating_add(self.increment_secs)
            .min(self.max_secs)
    }
}

/// "3 days + 1 day a move, up to 7 days".
impl fmt::Display for TimeBank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} + {} a move, up to {}",
            duration_text(self.initial_secs),
            duration_text(self.increment_secs),
            duration_text(self.max_secs)
        )
    }
}

/// A span of time for people, to the minute and at most two units:
/// "3 days", "1 day 12 h", "5 h 20 min", "40 min".
pub fn duration_text(secs: i64) -> String {
    let secs = secs.max(0);
    let (days, hours, minutes) = (
        secs / DAY_SECS,
        secs % DAY_SECS / HOUR_SECS,
        secs % HOUR_SECS / MINUTE_SECS,
    );
    let day_text = match days {
        1 => "1 day".to_string(),
        n => format!("{n} days"),
    };
    match (days, hours, minutes) {
        (0, 0, m) => format!("{m} min"),
        (0, h, 0) => format!("{h} h"),
        (0, h, m) => format!("{h} h {m} min"),
        (_, 0, _) => day_text,
        (_, h, _) => format!("{day_text} {h} h"),
    }
}

/// A player's vacation: their clocks stand still from `starts_at` to `ends_at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vacation {
    pub id: i64,
    pub user: UserId,
    pub starts_at: i64,
    pub ends_at: i64,
}

/// An active game of `kind` between `black` and `white`, just started, in
/// channel 1 of no server, for unit tests that need a record.
#[cfg(test)]
impl GameRecord {
    pub fn example(id: i64, kind: GameKind, black: Player, white: Player) -> GameRecord {
        GameRecord {
            id: GameId(id),
            kind,
            black,
            white,
            status: GameStatus::Active,
            result: None,
            ended_by: None,
            final_score: None,
            place: Place {
                guild_id: None,
                channel_id: 1,
                language: crate::i18n::Lang::En,
            },
            thread_id: None,
            board_message_id: None,
            move_hours: None,
            deadline_at: None,
            reminders_sent: 0,
            draw_offer_by: None,
            takeback_by: None,
            engine: None,
            rated: false,
            version: 0,
            created_at: 0,
            updated_at: 0,
            finished_at: None,
            bank: None,
            bank_left: None,
            clock_paused_until: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_in_at_most_two_units() {
        let cases = [
            (0, "0 min"),
            (59, "0 min"),
            (40 * MINUTE_SECS, "40 min"),
            (5 * HOUR_SECS + 20 * MINUTE_SECS, "5 h 20 min"),
            (12 * HOUR_SECS, "12 h"),
            (DAY_SECS, "1 day"),
            (DAY_SECS + 12 * HOUR_SECS + 59, "1 day 12 h"),
            (3 * DAY_SECS + 5 * MINUTE_SECS, "3 days"),
            (-5, "0 min"),
        ];
        for (secs, text) in cases {
            assert_eq!(duration_text(secs), text, "{secs} s");
        }
    }

    #[test]
    fn presets_read_as_players_know_them() {
        assert_eq!(
            TimeBank::FAST.to_string(),
            "1 day + 12 h a move, up to 3 days"
        );
        assert_eq!(
            TimeBank::STANDARD.to_string(),
            "3 days + 1 day a move, up to 7 days"
        );
        assert_eq!(
            TimeBank::RELAXED.to_string(),
            "10 days + 1 day 12 h a move, up to 10 days"
        );
    }

    #[test]
    fn a_move_adds_the_increment_up_to_the_cap() {
        let bank = TimeBank::STANDARD;
        assert_eq!(bank.after_move(2 * DAY_SECS), 3 * DAY_SECS);
        assert_eq!(bank.after_move(6 * DAY_SECS + 1), 7 * DAY_SECS);
        assert_eq!(bank.after_move(-10), DAY_SECS);
    }
}

/// Which reminder is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reminder {
    /// Half of the time for this move is used.
    HalfUsed,
    /// A tenth of the time for this move is left.
    TenthLeft,
    /// 24 hours are left in the player's time bank.
    DayLeft,
    /// One hour is left in the player's time bank.
    HourLeft,
}

impl StoredName for Reminder {
    const ALL: &'static [Reminder] = &[
        Reminder::HalfUsed,
        Reminder::TenthLeft,
        Reminder::DayLeft,
        Reminder::HourLeft,
    ];

    fn name(self) -> &'static str {
        match self {
            Reminder::HalfUsed => "half_used",
            Reminder::TenthLeft => "tenth_left",
            Reminder::DayLeft => "day_left",
            Reminder::HourLeft => "hour_left",
        }
    }
}

/// What an announcement owed to Discord says (see `store/announcements.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnouncementKind {
    /// The game's board, as it stands when posted.
    Board,
    /// A nudge to the player to move.
    Reminder(Reminder),
    /// A DM to the player to move, for players who asked for them.
    TurnNotice,
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
}

impl AnnouncementKind {
    pub fn stored_name(self) -> &'static str {
        match self {
            AnnouncementKind::Board => "board",
            AnnouncementKind::Reminder(_) => "reminder",
            AnnouncementKind::TurnNotice => "turn_notice",
            AnnouncementKind::ChallengeNotice => "challenge_notice",
            AnnouncementKind::VacationNotice { .. } => "vacation_notice",
            AnnouncementKind::TournamentMessage => "tournament_message",
            AnnouncementKind::TournamentEnd => "tournament_end",
            AnnouncementKind::ModerationNotice => "moderation_notice",
        }
    }

    pub fn detail(self) -> Option<&'static str> {
        match self {
            AnnouncementKind::Reminder(reminder) => Some(reminder.name()),
            AnnouncementKind::VacationNotice { back: false, .. } => Some("away"),
            AnnouncementKind::VacationNotice { back: true, .. } => Some("back"),
            _ => None,
        }
    }

    /// The vacation the announcement is about (its `vacation_id` column).
    pub fn vacation(self) -> Option<i64> {
        match self {
            AnnouncementKind::VacationNotice { vacation, .. } => Some(vacation),
            _ => None,
        }
    }

    /// The kind a stored `(kind, detail, vacation_id)` names.
    pub fn from_stored(
        kind: &str,
        detail: Option<&str>,
        vacation: Option<i64>,
    ) -> Option<AnnouncementKind> {
        Some(match kind {
            "board" => AnnouncementKind::Board,
            "reminder" => AnnouncementKind::Reminder(Reminder::from_name(detail?)?),
            "turn_notice" => AnnouncementKind::TurnNotice,
            "challenge_notice" => AnnouncementKind::ChallengeNotice,
            "tournament_message" => AnnouncementKind::TournamentMessage,
            "tournament_end" => AnnouncementKind::TournamentEnd,
            "moderation_notice" => AnnouncementKind::ModerationNotice,
            "vacation_notice" => AnnouncementKind::VacationNotice {
                vacation: vacation?,
                back: match detail? {
                    "away" => false,
                    "back" => true,
                    _ => return None,
                },
            },
            _ => return None,
        })
    }
}

/// What an announcement is about; announcements of one subject go out in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    Game(GameId),
    Challenge(ChallengeId),
}

/// An announcement still owed to Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub id: i64,
    pub kind: AnnouncementKind,
    pub subject: Subject,
    /// The game's version as the change left it.
    pub version: i64,
    /// See `at_ply` in `migrations/0006_announcements.sql`.
    pub at_ply: usize,
    /// Until then the writer delivers it itself, or (after a failure) nobody tries.
    pub claimed_until: i64,
    pub attempts: u32,
    pub created_at: i64,
}

mod guild_settings;
mod moderation;
pub use guild_settings::{
    DEFAULT_ARCHIVE_AFTER_HOURS, DEFAULT_MAX_GAMES_PER_PLAYER, DEFAULT_MAX_TOURNAMENTS,
    DefaultClock, GuildSettings, Organisers, SettingsChange,
};
pub use moderation::{ModerationAction, ModerationKind, ModerationRecord};
