//! Moderators' actions refused, in the reader's language.

use crate::i18n::Lang;
use crate::service::ModerationError;
use crate::tr;

/// A moderator's request refused, in `lang`.
pub fn refusal(lang: Lang, error: &ModerationError) -> String {
    use ModerationError as E;
    match error {
        E::NotModerator => tr!(lang, "error-moderation-not-moderator"),
        E::NotCreator { creator } => tr!(
            lang,
            "error-moderation-not-creator",
            creator = creator.as_str()
        ),
        E::CreatorAfterStart => tr!(lang, "error-moderation-creator-after-start"),
        E::AlreadyCancelled => tr!(lang, "error-moderation-already-cancelled"),
        E::Over => tr!(lang, "error-moderation-over"),
        E::OwnGame => tr!(lang, "error-moderation-own-game"),
        E::PlayerNotIn { name } => {
            tr!(
                lang,
                "error-moderation-player-not-in",
                player = name.as_str()
            )
        }
        E::PlayerAlreadyWithdrawn { name } => tr!(
            lang,
            "error-moderation-player-withdrawn",
            player = name.as_str()
        ),
    }
}
