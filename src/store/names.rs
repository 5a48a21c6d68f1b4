//! The database's names for the model's closed sets of values: the text a
//! status, ending, colour or kind column holds. The model holds no
//! database spelling; the words users see are the presentation's (or a
//! model type's `Display`), and may differ from these without a migration.

use crate::model::{
    AnnouncementKind, ChallengeStatus, ColorChoice, DefaultClock, EndedBy, GameStatus,
    ModerationKind, Organisers, Reminder,
};
use crate::tournament::TournamentStatus;

/// A closed set of values stored by name (`"pending"`, `"finished"`, ...).
pub trait StoredName: Copy + 'static {
    const ALL: &'static [Self];
    fn name(self) -> &'static str;

    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == name)
    }
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

impl StoredName for EndedBy {
    const ALL: &'static [EndedBy] = &[
        EndedBy::Score,
        EndedBy::Resignation,
        EndedBy::Timeout,
        EndedBy::Agreement,
        EndedBy::Abort,
        EndedBy::Adjudication,
    ];

    /// The word of a game record's `Ending` tag, which is as frozen as a
    /// stored name (records written years ago are read back); the test
    /// below holds both to the stored spellings.
    fn name(self) -> &'static str {
        self.word()
    }
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

impl StoredName for ModerationKind {
    const ALL: &'static [ModerationKind] = &[
        ModerationKind::CancelTournament,
        ModerationKind::RemovePlayer,
        ModerationKind::AbortGame,
        ModerationKind::AdjudicateGame,
    ];

    fn name(self) -> &'static str {
        match self {
            ModerationKind::CancelTournament => "cancel_tournament",
            ModerationKind::RemovePlayer => "remove_player",
            ModerationKind::AbortGame => "abort_game",
            ModerationKind::AdjudicateGame => "adjudicate_game",
        }
    }
}

impl StoredName for TournamentStatus {
    const ALL: &'static [TournamentStatus] = &[
        TournamentStatus::SignUp,
        TournamentStatus::Running,
        TournamentStatus::Finished,
    ];

    fn name(self) -> &'static str {
        match self {
            TournamentStatus::SignUp => "signup",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
        }
    }
}

/// The `kind` column of an announcement of `kind`.
pub(crate) fn announcement_kind_name(kind: AnnouncementKind) -> &'static str {
    match kind {
        AnnouncementKind::Board => "board",
        AnnouncementKind::Reminder(_) => "reminder",
        AnnouncementKind::TurnNotice { .. } => "turn_notice",
        AnnouncementKind::ChallengeNotice => "challenge_notice",
        AnnouncementKind::VacationNotice { .. } => "vacation_notice",
        AnnouncementKind::TournamentMessage => "tournament_message",
        AnnouncementKind::TournamentEnd => "tournament_end",
        AnnouncementKind::ModerationNotice => "moderation_notice",
        AnnouncementKind::DailyPuzzle => "daily_puzzle",
    }
}

/// The `detail` column of an announcement of `kind`.
pub(crate) fn announcement_detail(kind: AnnouncementKind) -> Option<&'static str> {
    match kind {
        AnnouncementKind::Reminder(reminder) => Some(reminder.name()),
        AnnouncementKind::VacationNotice { back: false, .. } => Some("away"),
        AnnouncementKind::VacationNotice { back: true, .. } => Some("back"),
        AnnouncementKind::TurnNotice {
            premoves_dropped: true,
        } => Some("premoves_dropped"),
        _ => None,
    }
}

/// The kind a stored `(kind, detail, vacation_id)` names.
pub(crate) fn announcement_kind(
    kind: &str,
    detail: Option<&str>,
    vacation: Option<i64>,
) -> Option<AnnouncementKind> {
    Some(match kind {
        "board" => AnnouncementKind::Board,
        "reminder" => AnnouncementKind::Reminder(Reminder::from_name(detail?)?),
        "turn_notice" => AnnouncementKind::TurnNotice {
            premoves_dropped: detail == Some("premoves_dropped"),
        },
        "challenge_notice" => AnnouncementKind::ChallengeNotice,
        "tournament_message" => AnnouncementKind::TournamentMessage,
        "tournament_end" => AnnouncementKind::TournamentEnd,
        "moderation_notice" => AnnouncementKind::ModerationNotice,
        "daily_puzzle" => AnnouncementKind::DailyPuzzle,
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

/// Who organises (`guild_settings.organisers`); a role's id is a column
/// of its own.
pub fn organisers_name(organisers: Organisers) -> &'static str {
    match organisers {
        Organisers::Everyone => "everyone",
        Organisers::Role(_) => "role",
        Organisers::ManageServer => "manage_server",
    }
}

/// Who organises, from its name and the role column.
pub fn organisers_from_name(name: &str, role: Option<u64>) -> Option<Organisers> {
    Some(match name {
        "everyone" => Organisers::Everyone,
        "role" => Organisers::Role(role?),
        "manage_server" => Organisers::ManageServer,
        _ => return None,
    })
}

/// A server's default clock (`guild_settings.clock`); a time per move's
/// hours are a column of their own.
pub fn clock_name(clock: DefaultClock) -> &'static str {
    match clock {
        DefaultClock::PerMove(_) => "per_move",
        DefaultClock::Unlimited => "unlimited",
        DefaultClock::Fast => "fast",
        DefaultClock::Standard => "standard",
        DefaultClock::Relaxed => "relaxed",
    }
}

/// A default clock, from its name and the hours column.
pub fn clock_from_name(name: &str, hours: Option<u32>) -> Option<DefaultClock> {
    Some(match name {
        "per_move" => DefaultClock::PerMove(hours?),
        "unlimited" => DefaultClock::Unlimited,
        "fast" => DefaultClock::Fast,
        "standard" => DefaultClock::Standard,
        "relaxed" => DefaultClock::Relaxed,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Debug;

    fn reads_back<T: StoredName + PartialEq + Debug>() {
        for &value in T::ALL {
            assert_eq!(T::from_name(value.name()), Some(value));
        }
        assert_eq!(T::from_name("no such name"), None);
    }

    #[test]
    fn every_name_reads_back_as_its_value() {
        reads_back::<GameStatus>();
        reads_back::<EndedBy>();
        reads_back::<ChallengeStatus>();
        reads_back::<ColorChoice>();
        reads_back::<Reminder>();
        reads_back::<ModerationKind>();
        reads_back::<TournamentStatus>();
    }

    /// How a game ended is stored as its record's word: a change to
    /// either spelling needs a migration and breaks old records.
    #[test]
    fn endings_are_stored_as_their_record_words() {
        let stored: Vec<&str> = EndedBy::ALL.iter().map(|e| e.name()).collect();
        let spellings = "score resignation timeout agreement abort adjudication";
        assert_eq!(stored, spellings.split(' ').collect::<Vec<_>>());
    }

    #[test]
    fn announcement_kinds_read_back() {
        let kinds = [
            AnnouncementKind::Board,
            AnnouncementKind::Reminder(Reminder::DayLeft),
            AnnouncementKind::TurnNotice {
                premoves_dropped: true,
            },
            AnnouncementKind::TurnNotice {
                premoves_dropped: false,
            },
            AnnouncementKind::ChallengeNotice,
            AnnouncementKind::VacationNotice {
                vacation: 7,
                back: true,
            },
            AnnouncementKind::TournamentMessage,
            AnnouncementKind::TournamentEnd,
            AnnouncementKind::ModerationNotice,
            AnnouncementKind::DailyPuzzle,
        ];
        for kind in kinds {
            let read = announcement_kind(
                announcement_kind_name(kind),
                announcement_detail(kind),
                kind.vacation(),
            );
            assert_eq!(read, Some(kind));
        }
        assert_eq!(announcement_detail(kinds[1]), Some("day_left"));
    }

    #[test]
    fn settings_names_read_back() {
        for organisers in [
            Organisers::Everyone,
            Organisers::Role(42),
            Organisers::ManageServer,
        ] {
            let read = organisers_from_name(organisers_name(organisers), organisers.role());
            assert_eq!(read, Some(organisers));
        }
        assert_eq!(organisers_from_name("role", None), None);
        for clock in [
            DefaultClock::PerMove(48),
            DefaultClock::Unlimited,
            DefaultClock::Fast,
            DefaultClock::Standard,
            DefaultClock::Relaxed,
        ] {
            let hours = match clock {
                DefaultClock::PerMove(hours) => Some(hours),
                _ => None,
            };
            assert_eq!(clock_from_name(clock_name(clock), hours), Some(clock));
        }
        assert_eq!(clock_from_name("per_move", None), None);
    }
}
