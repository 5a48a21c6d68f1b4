//! The words of tournaments shared by their messages, pages and standings:
//! a refusal's reason, an event's title, status and format. A leaf: it
//! needs only the catalogues and the game words, so every tournament page
//! can use it.

use crate::i18n::Lang;
use crate::service::TournamentError;
use crate::tournament::{Format, Tournament, TournamentStatus};
use crate::tr;

/// A tournament request refused, in the user's language.
pub fn refusal(lang: Lang, error: &TournamentError) -> String {
    use TournamentError as E;
    match error {
        E::NotFound(id) => tr!(
            lang,
            "tournament-error-not-found",
            tournament = id.to_string()
        ),
        E::EmptyName => tr!(lang, "tournament-error-empty-name"),
        E::NameTooLong { max } => tr!(lang, "tournament-error-name-too-long", max = *max),
        E::NameMentions => tr!(lang, "tournament-error-name-mentions"),
        E::Players { min, max, given } => tr!(
            lang,
            "tournament-error-players",
            min = *min,
            max = *max,
            given = *given
        ),
        E::RoundRobinTooLarge { max, given } => tr!(
            lang,
            "tournament-error-round-robin-too-large",
            max = *max,
            games = max * max.saturating_sub(1) / 2,
            each = max.saturating_sub(1),
            given = *given
        ),
        E::NoClock => tr!(lang, "tournament-error-no-clock"),
        E::WithdrawalChanged { running } => tr!(
            lang,
            "tournament-error-withdrawal-changed",
            running = *running
        ),
        E::Rounds { max, given } => {
            tr!(lang, "tournament-error-rounds", max = *max, given = *given)
        }
        E::RoundsInRoundRobin => tr!(lang, "tournament-error-rounds-in-round-robin"),
        E::SignUpTooLong => tr!(lang, "tournament-error-signup-too-long"),
        E::Full => tr!(lang, "tournament-error-full"),
        E::AlreadyIn => tr!(lang, "tournament-error-already-in"),
        E::NotIn => tr!(lang, "tournament-error-not-in"),
        E::Started => tr!(lang, "tournament-error-started"),
        E::CannotLeaveStarted => tr!(lang, "tournament-error-cannot-leave"),
        E::AlreadyWithdrawn => tr!(lang, "tournament-error-already-withdrawn"),
        E::Over => tr!(lang, "tournament-error-over"),
        E::Bot => tr!(lang, "tournament-error-bot"),
        E::NotCreator { creator } => {
            tr!(
                lang,
                "tournament-error-not-creator",
                creator = creator.as_str()
            )
        }
        E::TooFewPlayers { format, min } => match *format {
            "swiss" => tr!(lang, "tournament-error-too-few-swiss", min = *min),
            _ => tr!(lang, "tournament-error-too-few-round-robin", min = *min),
        },
    }
}

/// Where the event stands: when sign-up closes, the round, or finished.
pub fn status_words(lang: Lang, t: &Tournament) -> String {
    match t.status {
        TournamentStatus::SignUp => match t.starts_at {
            Some(at) => tr!(lang, "tournament-starts-at", at = format!("<t:{at}:R>")),
            None => tr!(lang, "tournament-starts-by-creator"),
        },
        TournamentStatus::Running => tr!(
            lang,
            "tournament-running",
            round = t.current_round,
            rounds = t.rounds.unwrap_or(0)
        ),
        TournamentStatus::Finished if t.cancelled_at.is_some() => {
            tr!(lang, "tournament-cancelled-status")
        }
        TournamentStatus::Finished => tr!(lang, "tournament-finished"),
    }
}

/// "Autumn cup (#3): Swiss of Abande hex", the heading of its pages.
pub fn title_words(lang: Lang, t: &Tournament) -> String {
    tr!(
        lang,
        "tournament-standings-title",
        name = crate::discord::presentation::text::plain_text(&t.name),
        id = t.id.to_string(),
        game = crate::discord::presentation::words::kind_title(lang, t.kind),
        format = format_words(lang, t.format)
    )
}

pub fn format_words(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => tr!(lang, "tournament-format-round-robin"),
        Format::Swiss => tr!(lang, "tournament-format-swiss"),
    }
}
