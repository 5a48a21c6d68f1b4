//! Tournament requests refused, in the reader's language.

use crate::i18n::Lang;
use crate::service::TournamentError;
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
