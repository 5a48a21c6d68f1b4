//! Why the service refused a request, in the reader's language: the one
//! place refusals become words, for Discord and the web alike. The
//! service's errors carry what the words need; their `Display` is for logs.

mod moderation;
mod premoves;
mod puzzles;
mod settings;
mod tournament;

use crate::i18n::Lang;
use crate::service::{
    BadInput, BankError, BlockError, ChallengeError, GameError, OfferError, PrivacyError,
    ServiceError, VacationError, WhichGame,
};
use crate::tr;
use crate::words::duration;
use crate::words::moves::move_error;

/// What the user reads when the service refuses (or fails) a request.
pub fn service_error(lang: Lang, error: &ServiceError) -> String {
    use ServiceError as E;
    match error {
        E::Game(e) => game(lang, e),
        E::WhichGame(e) => which_game(lang, e),
        E::Challenge(e) => challenge(lang, e),
        E::Offer(e) => offer(lang, e),
        E::Privacy(e) => privacy(lang, e),
        E::InvalidBank(e) => bank_error(lang, e),
        E::Vacation(e) => vacation_error(lang, e),
        E::Tournament(e) => tournament::refusal(lang, e),
        E::BadInput(e) => bad_input(lang, e),
        E::Settings(e) => settings::refusal(lang, e),
        E::Moderation(e) => moderation::refusal(lang, e),
        E::Line(e) => premoves::refusal(lang, e),
        E::Puzzle(e) => puzzles::refusal(lang, e),
        E::Block(e) => block(lang, e),
        E::Illegal(e) => move_error(lang, e),
        E::Conflict => tr!(lang, "error-conflict"),
        E::Storage(_) => tr!(lang, "error-storage"),
        E::Unavailable(_) => tr!(lang, "error-database-away"),
        E::MaybeSaved(_) => tr!(lang, "error-maybe-saved"),
    }
}

fn game(lang: Lang, error: &GameError) -> String {
    use GameError as E;
    match error {
        E::NotFound(id) => tr!(lang, "error-game-not-found", game = id.to_string()),
        E::NotYourGame => tr!(lang, "error-not-your-game"),
        E::NotYourTurn { to_move } => tr!(lang, "error-not-your-turn", to_move = to_move.as_str()),
        E::Over => tr!(lang, "error-game-over"),
        E::NotOver => tr!(lang, "error-game-not-over"),
        E::TooLateToAbort => tr!(lang, "error-too-late-to-abort"),
        E::TournamentGameCannotBeAborted => tr!(lang, "error-tournament-game-abort"),
        E::OutOfTime => tr!(lang, "error-out-of-time"),
        E::ResignOutdated => tr!(lang, "error-resign-outdated"),
        E::RequestOutdated => tr!(lang, "error-request-outdated"),
        E::PositionChanged => tr!(lang, "error-position-changed"),
        E::NoRematchWithEngine => tr!(lang, "error-no-rematch-with-engine"),
        E::RematchPending => tr!(lang, "error-rematch-pending"),
    }
}

fn which_game(lang: Lang, error: &WhichGame) -> String {
    match error {
        WhichGame::NoGameToMove => tr!(lang, "no-game-to-move"),
        WhichGame::ManyGamesToMove { count, some } => tr!(
            lang,
            "many-games-to-move",
            count = *count,
            games = some.as_str()
        ),
        WhichGame::NoGameInProgress => tr!(lang, "no-game-in-progress"),
        WhichGame::SeveralGames => tr!(lang, "several-games"),
    }
}

fn challenge(lang: Lang, error: &ChallengeError) -> String {
    use ChallengeError as E;
    match error {
        E::NotFound(id) => tr!(
            lang,
            "error-challenge-not-found",
            challenge = id.to_string()
        ),
        E::Expired => tr!(lang, "error-challenge-expired"),
        E::Closed { status } => tr!(lang, "error-challenge-closed", status = status.to_string()),
        E::NotChallenged { opponent } => {
            tr!(lang, "error-not-challenged", opponent = opponent.as_str())
        }
        E::Taken => tr!(lang, "error-challenge-taken"),
        E::OutsideRatingRange {
            range,
            kind,
            rating,
        } => tr!(
            lang,
            "error-outside-rating-range",
            range = range.as_str(),
            kind = kind.to_string(),
            rating = rating.as_str()
        ),
        E::EmptyRatingRange => tr!(lang, "error-empty-rating-range"),
        E::RatingLimitOutOfRange { given } => tr!(
            lang,
            "error-rating-limit-range",
            given = *given,
            min = *crate::service::RATING_LIMITS.start(),
            max = *crate::service::RATING_LIMITS.end()
        ),
        E::NotChallenger { challenger } => tr!(
            lang,
            "error-not-challenger",
            challenger = challenger.as_str()
        ),
        E::SelfChallenge => tr!(lang, "error-self-challenge"),
        E::InvalidMoveHours => tr!(
            lang,
            "error-invalid-move-hours",
            max = crate::service::MAX_MOVE_HOURS
        ),
        E::BadLevel { given } => tr!(lang, "bad-level", level = *given),
        E::PlayerForgotten => tr!(lang, "error-player-forgotten"),
        E::NotTakingChallenges { name } => {
            tr!(lang, "error-not-taking-challenges", name = name.as_str())
        }
    }
}

fn block(lang: Lang, error: &BlockError) -> String {
    match error {
        BlockError::SelfBlock => tr!(lang, "error-block-self"),
        BlockError::TooMany { limit } => tr!(lang, "error-block-too-many", limit = *limit),
    }
}

fn offer(lang: Lang, error: &OfferError) -> String {
    use OfferError as E;
    match error {
        E::DrawAlreadyOffered => tr!(lang, "error-draw-already-offered"),
        E::NoDrawOffer => tr!(lang, "error-no-draw-offer"),
        E::NotYourOfferToAnswer { opponent } => tr!(
            lang,
            "error-not-your-offer-to-answer",
            opponent = opponent.as_str()
        ),
        E::TakebackPending => tr!(lang, "error-takeback-pending"),
        E::CannotTakeBack { opponent } => {
            tr!(lang, "error-cannot-take-back", opponent = opponent.as_str())
        }
        E::NoTakebackRequest => tr!(lang, "error-no-takeback-request"),
    }
}

fn privacy(lang: Lang, error: &PrivacyError) -> String {
    match error {
        PrivacyError::ForgetChanged { running } => {
            tr!(lang, "error-forget-changed", running = *running)
        }
    }
}

fn bad_input(lang: Lang, error: &BadInput) -> String {
    match error {
        BadInput::MoveTooLong { max } => tr!(lang, "error-move-too-long", max = *max),
        BadInput::MoveCharacters => tr!(lang, "error-move-characters"),
        BadInput::EmptyMove => tr!(lang, "error-move-empty"),
        BadInput::PageSize { max } => tr!(lang, "error-page-size", max = *max),
        BadInput::Page { last } => tr!(lang, "error-invalid-page", last = *last),
    }
}

fn bank_error(lang: Lang, error: &BankError) -> String {
    match error {
        BankError::Initial => tr!(lang, "error-bank-initial"),
        BankError::Increment => tr!(lang, "error-bank-increment"),
        BankError::Cap { initial_secs } => tr!(
            lang,
            "error-bank-cap",
            initial = duration(lang, *initial_secs)
        ),
        BankError::WithMoveHours => tr!(lang, "error-bank-with-move-hours"),
    }
}

fn vacation_error(lang: Lang, error: &VacationError) -> String {
    match error {
        VacationError::Days { max } => tr!(lang, "error-vacation-days", max = *max),
        VacationError::AlreadyOnVacation { until } => tr!(
            lang,
            "error-already-on-vacation",
            until = format!("<t:{until}:f>")
        ),
        VacationError::NotOnVacation => tr!(lang, "error-not-on-vacation"),
        VacationError::AllowanceUsed {
            year,
            left_secs,
            allowance,
        } => tr!(
            lang,
            "error-vacation-allowance-used",
            left = duration(lang, *left_secs),
            year = year.to_string(),
            allowance = *allowance
        ),
        VacationError::DeadlineTooClose { game } => {
            tr!(lang, "error-deadline-too-close", game = game.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ChallengeId, ChallengeStatus, GameId};

    /// One refusal of every area, with its arguments.
    fn samples() -> Vec<ServiceError> {
        vec![
            GameError::NotFound(GameId(7)).into(),
            GameError::NotYourTurn {
                to_move: "Alice".into(),
            }
            .into(),
            GameError::PositionChanged.into(),
            WhichGame::ManyGamesToMove {
                count: 3,
                some: "#1, #2".into(),
            }
            .into(),
            ChallengeError::NotFound(ChallengeId(9)).into(),
            ChallengeError::Closed {
                status: ChallengeStatus::Declined,
            }
            .into(),
            ChallengeError::RatingLimitOutOfRange { given: 9000 }.into(),
            OfferError::CannotTakeBack {
                opponent: "Bob".into(),
            }
            .into(),
            PrivacyError::ForgetChanged { running: 2 }.into(),
            BankError::Cap {
                initial_secs: 2 * 86_400,
            }
            .into(),
            VacationError::Days { max: 30 }.into(),
            BadInput::Page { last: 4 }.into(),
            ServiceError::Conflict,
        ]
    }

    #[test]
    fn every_refusal_reads_as_a_sentence_in_every_language() {
        for error in samples() {
            let english = service_error(Lang::En, &error);
            for lang in Lang::ALL {
                let text = service_error(lang, &error);
                // A missing catalogue entry shows as its bare key.
                assert!(text.contains(' '), "{lang} {error:?}: {text}");
                if lang != Lang::En {
                    assert_ne!(text, english, "{lang} {error:?} is English");
                }
            }
        }
    }

    #[test]
    fn refusals_carry_their_arguments() {
        let text = service_error(
            Lang::En,
            &GameError::NotYourTurn {
                to_move: "Alice".into(),
            }
            .into(),
        );
        assert_eq!(text, "It is not your turn; Alice is to move.");
        let text = service_error(
            Lang::En,
            &BankError::Cap {
                initial_secs: 2 * 86_400,
            }
            .into(),
        );
        assert_eq!(
            text,
            "The cap of a time bank is between its start (2 days) and 30 days."
        );
        let text = service_error(Lang::De, &BadInput::Page { last: 4 }.into());
        assert!(text.contains('4'), "{text}");
    }
}
