//! Server settings refused, in the reader's language.

use crate::i18n::Lang;
use crate::service::SettingsError;
use crate::tr;

/// The words of a settings refusal, in `lang`.
pub fn refusal(lang: Lang, error: &SettingsError) -> String {
    use SettingsError as E;
    match error {
        E::TournamentLimit { limit } => {
            tr!(lang, "error-settings-tournament-limit", limit = *limit)
        }
        E::GameLimit { limit } => tr!(lang, "error-settings-game-limit", limit = *limit),
        E::OpponentGameLimit { name, limit } => tr!(
            lang,
            "error-settings-opponent-game-limit",
            name = name.as_str(),
            limit = *limit
        ),
        E::TournamentLimitRange { given } => tr!(
            lang,
            "error-settings-tournament-limit-range",
            given = *given,
            min = *crate::service::TOURNAMENT_LIMITS.start(),
            max = *crate::service::TOURNAMENT_LIMITS.end()
        ),
        E::GameLimitRange { given } => tr!(
            lang,
            "error-settings-game-limit-range",
            given = *given,
            min = *crate::service::GAME_LIMITS.start(),
            max = *crate::service::GAME_LIMITS.end()
        ),
        E::ArchiveAfterRange { given } => tr!(
            lang,
            "error-settings-archive-after-range",
            given = *given,
            min = *crate::service::ARCHIVE_AFTER_HOURS.start(),
            max = *crate::service::ARCHIVE_AFTER_HOURS.end()
        ),
        E::ChallengeOpenRange { given } => tr!(
            lang,
            "error-settings-challenge-open-range",
            given = *given,
            min = *crate::service::CHALLENGE_OPEN_HOURS.start(),
            max = *crate::service::CHALLENGE_OPEN_HOURS.end()
        ),
        E::OrganiserRoleNeeded { role } => tr!(
            lang,
            "error-settings-organiser-role",
            role = format!("<@&{role}>")
        ),
        E::ManageServerNeeded => tr!(lang, "error-settings-manage-server"),
        E::DailyPuzzleNeedsChannel => tr!(lang, "error-settings-daily-puzzle-needs-channel"),
    }
}
