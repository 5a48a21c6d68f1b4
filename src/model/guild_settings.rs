//! A server's settings (`/settings`, issue #36): where its games go, who
//! organises, the language of its public posts, its default clock and its
//! limits. The store keeps them (`guild_settings`, migration 0020) and the
//! service applies them; a server without a row has [`GuildSettings::defaults`].

use super::{Lang, MoveHours, TimeBank};

/// Open or running tournaments a server may have at once, unless it says otherwise.
pub const DEFAULT_MAX_TOURNAMENTS: u32 = 5;
/// Games a player may play at once in a server (the engine's not counted), unless it says otherwise.
pub const DEFAULT_MAX_GAMES_PER_PLAYER: u32 = 50;
/// Hours after its final board that a finished game's thread is archived,
/// unless the server says otherwise.
pub const DEFAULT_ARCHIVE_AFTER_HOURS: u32 = 24;
/// Hours a challenge in a server stays open before it expires, unless the
/// server says otherwise.
pub const DEFAULT_CHALLENGE_OPEN_HOURS: u32 = 24;

/// Who may create tournaments in a server.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Organisers {
    #[default]
    Everyone,
    /// Members with this role (and those with Manage Server).
    Role(u64),
    /// Only members with Manage Server.
    ManageServer,
}

impl Organisers {
    pub fn role(self) -> Option<u64> {
        match self {
            Organisers::Role(role) => Some(role),
            _ => None,
        }
    }
}

/// The clock of a `/challenge` or `/tournament create` that names none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultClock {
    /// A fixed time per move, in hours.
    PerMove(u32),
    /// No deadline.
    Unlimited,
    Fast,
    Standard,
    Relaxed,
}

impl DefaultClock {
    /// The time per move and bank a game gets from this clock.
    pub fn terms(self) -> (MoveHours, Option<TimeBank>) {
        match self {
            DefaultClock::PerMove(hours) => (MoveHours::Hours(hours), None),
            DefaultClock::Unlimited => (MoveHours::Unlimited, None),
            DefaultClock::Fast => (MoveHours::Default, Some(TimeBank::FAST)),
            DefaultClock::Standard => (MoveHours::Default, Some(TimeBank::STANDARD)),
            DefaultClock::Relaxed => (MoveHours::Default, Some(TimeBank::RELAXED)),
        }
    }
}

/// One server's settings as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuildSettings {
    pub guild_id: u64,
    /// Where new games' threads open and tournaments sign up; `None`: where
    /// the command was typed.
    pub games_channel: Option<u64>,
    pub organisers: Organisers,
    /// The language of the server's public posts; `None`: the guild locale
    /// Discord reports.
    pub language: Option<Lang>,
    /// `None`: the bot's own default.
    pub clock: Option<DefaultClock>,
    pub max_tournaments: u32,
    pub max_games_per_player: u32,
    /// Hours after its final board that a finished game's thread is
    /// archived (not locked).
    pub archive_after_hours: u32,
    /// The daily puzzle (issue #39): `None` when off; when on, the
    /// language of its posts when [`Self::language`] is `None` (the
    /// server's language as Discord reported it when it was turned on).
    pub daily_puzzle: Option<Lang>,
    /// Hours a challenge made in this server stays open before it expires.
    pub challenge_open_hours: u32,
    /// Rises with every change; 0 before the first.
    pub version: i64,
}

impl GuildSettings {
    /// What a server that never changed anything has.
    pub fn defaults(guild_id: u64) -> GuildSettings {
        GuildSettings {
            guild_id,
            games_channel: None,
            organisers: Organisers::Everyone,
            language: None,
            clock: None,
            max_tournaments: DEFAULT_MAX_TOURNAMENTS,
            max_games_per_player: DEFAULT_MAX_GAMES_PER_PLAYER,
            archive_after_hours: DEFAULT_ARCHIVE_AFTER_HOURS,
            daily_puzzle: None,
            challenge_open_hours: DEFAULT_CHALLENGE_OPEN_HOURS,
            version: 0,
        }
    }

    /// These settings with `change` made (the version is the store's to raise).
    pub fn with(self, change: SettingsChange) -> GuildSettings {
        match change {
            SettingsChange::GamesChannel(channel) => GuildSettings {
                games_channel: channel,
                ..self
            },
            SettingsChange::Organisers(organisers) => GuildSettings { organisers, ..self },
            SettingsChange::Language(language) => GuildSettings { language, ..self },
            SettingsChange::Clock(clock) => GuildSettings { clock, ..self },
            SettingsChange::Limits {
                tournaments,
                games_per_player,
            } => GuildSettings {
                max_tournaments: tournaments.unwrap_or(self.max_tournaments),
                max_games_per_player: games_per_player.unwrap_or(self.max_games_per_player),
                ..self
            },
            SettingsChange::ArchiveAfter(hours) => GuildSettings {
                archive_after_hours: hours,
                ..self
            },
            SettingsChange::DailyPuzzle(daily_puzzle) => GuildSettings {
                daily_puzzle,
                ..self
            },
            SettingsChange::ChallengeOpen(hours) => GuildSettings {
                challenge_open_hours: hours,
                ..self
            },
        }
    }

    /// The language of the daily puzzle's posts, when it is on.
    pub fn daily_puzzle_language(self) -> Option<Lang> {
        self.daily_puzzle
            .map(|fallback| self.language.unwrap_or(fallback))
    }

    /// The clock of a game or tournament that asked for `move_hours` and
    /// `bank`: those when it named any, else this server's default clock.
    pub fn clock_for(
        self,
        move_hours: MoveHours,
        bank: Option<TimeBank>,
    ) -> (MoveHours, Option<TimeBank>) {
        match (move_hours, bank, self.clock) {
            (MoveHours::Default, None, Some(clock)) => clock.terms(),
            _ => (move_hours, bank),
        }
    }
}

/// One change `/settings` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsChange {
    GamesChannel(Option<u64>),
    Organisers(Organisers),
    Language(Option<Lang>),
    Clock(Option<DefaultClock>),
    /// `None` keeps a limit as it is.
    Limits {
        tournaments: Option<u32>,
        games_per_player: Option<u32>,
    },
    /// Hours after which a finished game's thread is archived.
    ArchiveAfter(u32),
    /// The daily puzzle on (with the language its posts use when the
    /// server chose none) or off (`None`).
    DailyPuzzle(Option<Lang>),
    /// Hours a new challenge stays open before it expires.
    ChallengeOpen(u32),
}
