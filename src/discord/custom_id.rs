//! Button ids. Every button carries all it needs in its `custom_id`, so a
//! button posted before a restart still works after it.

use std::fmt;
use std::str::FromStr;

use crate::rules::GameKind;

/// What a button does when clicked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    AcceptChallenge(i64),
    DeclineChallenge(i64),
    CancelChallenge(i64),
    /// Confirm resigning game `game` (the ply guards against stale buttons).
    ConfirmResign {
        game: i64,
        ply: i64,
    },
    KeepPlaying {
        game: i64,
    },
    /// Show page `page` of a user's finished games, filtered by kind of game
    /// and opponent when set.
    HistoryPage {
        user: u64,
        page: i64,
        kind: Option<GameKind>,
        opponent: Option<u64>,
    },
    /// Answer the pending draw offer in `game`.
    AnswerDraw {
        game: i64,
        accept: bool,
    },
    /// Answer the takeback request made at ply `ply` of `game`.
    AnswerTakeback {
        game: i64,
        ply: i64,
        accept: bool,
    },
}

fn yes_no(accept: bool) -> &'static str {
    if accept { "yes" } else { "no" }
}

fn parse_yes_no(text: &str) -> Result<bool, UnknownButton> {
    match text {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(UnknownButton),
    }
}

const PREFIX: &str = "ab";

impl fmt::Display for ButtonAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ButtonAction::AcceptChallenge(id) => write!(f, "{PREFIX}:accept:{id}"),
            ButtonAction::DeclineChallenge(id) => write!(f, "{PREFIX}:decline:{id}"),
            ButtonAction::CancelChallenge(id) => write!(f, "{PREFIX}:cancel:{id}"),
            ButtonAction::ConfirmResign { game, ply } => write!(f, "{PREFIX}:resign:{game}:{ply}"),
            ButtonAction::KeepPlaying { game } => write!(f, "{PREFIX}:keep:{game}"),
            ButtonAction::AnswerDraw { game, accept } => {
                write!(f, "{PREFIX}:draw:{game}:{}", yes_no(*accept))
            }
            ButtonAction::AnswerTakeback { game, ply, accept } => {
                write!(f, "{PREFIX}:takeback:{game}:{ply}:{}", yes_no(*accept))
            }
            ButtonAction::HistoryPage {
                user,
                page,
                kind,
                opponent,
            } => {
                // `-` stands for "no filter"; at most 11+20+1+19+1+15+1+20 = 88 characters.
                let kind = kind.map_or("-", GameKind::id);
                let opponent = opponent.map_or("-".to_string(), |o| o.to_string());
                write!(f, "{PREFIX}:history:{user}:{page}:{kind}:{opponent}")
            }
        }
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("this button is not one of ours")]
pub struct UnknownButton;

impl FromStr for ButtonAction {
    type Err = UnknownButton;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parts: Vec<&str> = s.split(':').collect();
        let num = |i: usize| {
            parts
                .get(i)
                .and_then(|p| p.parse::<i64>().ok())
                .ok_or(UnknownButton)
        };
        if parts.first() != Some(&PREFIX) {
            return Err(UnknownButton);
        }
        let action = match (parts.get(1).copied(), parts.len()) {
            (Some("accept"), 3) => ButtonAction::AcceptChallenge(num(2)?),
            (Some("decline"), 3) => ButtonAction::DeclineChallenge(num(2)?),
            (Some("cancel"), 3) => ButtonAction::CancelChallenge(num(2)?),
            (Some("resign"), 4) => ButtonAction::ConfirmResign {
                game: num(2)?,
                ply: num(3)?,
            },
            (Some("keep"), 3) => ButtonAction::KeepPlaying { game: num(2)? },
            // Buttons posted before filters existed have four parts.
            (Some("history"), 4 | 6) => {
                let user = parts[2].parse::<u64>().map_err(|_| UnknownButton)?;
                let (kind, opponent) = match parts.get(4..6) {
                    Some([kind, opponent]) => (
                        (*kind != "-")
                            .then(|| kind.parse::<GameKind>())
                            .transpose()
                            .map_err(|_| UnknownButton)?,
                        (*opponent != "-")
                            .then(|| opponent.parse::<u64>())
                            .transpose()
                            .map_err(|_| UnknownButton)?,
                    ),
                    _ => (None, None),
                };
                ButtonAction::HistoryPage {
                    user,
                    page: num(3)?,
                    kind,
                    opponent,
                }
            }
            (Some("draw"), 4) => ButtonAction::AnswerDraw {
                game: num(2)?,
                accept: parse_yes_no(parts[3])?,
            },
            (Some("takeback"), 5) => ButtonAction::AnswerTakeback {
                game: num(2)?,
                ply: num(3)?,
                accept: parse_yes_no(parts[4])?,
            },
            _ => return Err(UnknownButton),
        };
        Ok(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_fit_discord_limits() {
        let all = [
            ButtonAction::AcceptChallenge(i64::MAX),
            ButtonAction::DeclineChallenge(1),
            ButtonAction::CancelChallenge(2),
            ButtonAction::ConfirmResign { game: 3, ply: 40 },
            ButtonAction::KeepPlaying { game: 3 },
            ButtonAction::AnswerDraw {
                game: 5,
                accept: true,
            },
            ButtonAction::AnswerDraw {
                game: i64::MAX,
                accept: false,
            },
            ButtonAction::AnswerTakeback {
                game: 5,
                ply: 12,
                accept: true,
            },
            ButtonAction::AnswerTakeback {
                game: i64::MAX,
                ply: i64::MAX,
                accept: false,
            },
            ButtonAction::HistoryPage {
                user: u64::MAX,
                page: 7,
                kind: None,
                opponent: None,
            },
            ButtonAction::HistoryPage {
                user: u64::MAX,
                page: i64::MAX,
                kind: Some(GameKind::AbaloneBelgian),
                opponent: Some(u64::MAX),
            },
        ];
        for a in all {
            let id = a.to_string();
            assert!((1..=100).contains(&id.len()), "{id}");
            assert_eq!(id.parse::<ButtonAction>(), Ok(a));
        }
        for bad in [
            "",
            "ab",
            "ab:accept",
            "ab:accept:x",
            "xy:accept:1",
            "ab:resign:1",
            "ab:history:-1:2",
            "ab:draw:1",
            "ab:draw:1:maybe",
            "ab:takeback:1:2",
            "ab:takeback:1:2:yes:3",
            "ab:history:1:2:chess:-",
            "ab:history:1:2:-",
        ] {
            assert!(bad.parse::<ButtonAction>().is_err(), "{bad}");
        }
        // A page button from before filters existed still works.
        assert_eq!(
            "ab:history:5:2".parse::<ButtonAction>(),
            Ok(ButtonAction::HistoryPage {
                user: 5,
                page: 2,
                kind: None,
                opponent: None
            })
        );
    }
}
