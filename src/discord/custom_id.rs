//! Button ids. Every button carries all it needs in its `custom_id`, so a
//! button posted before a restart still works after it.

use std::fmt;
use std::str::FromStr;

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::model::{ChallengeId, GameId, HistoryFilter, UserId};
use crate::rules::GameKind;
use crate::tr;

/// Page `page` of `user`'s finished games, with the filters asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryQuery {
    pub user: UserId,
    pub page: i64,
    pub filter: HistoryFilter,
}

/// What a button does when clicked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    AcceptChallenge(ChallengeId),
    DeclineChallenge(ChallengeId),
    CancelChallenge(ChallengeId),
    /// Confirm resigning game `game` at ply `ply` (a stale button is refused).
    ConfirmResign {
        game: GameId,
        ply: usize,
    },
    KeepPlaying {
        game: GameId,
    },
    /// Show page `page` of a user's finished games, filtered by kind of game
    /// and opponent when set.
    HistoryPage(HistoryQuery),
    /// Answer the pending draw offer in `game`.
    AnswerDraw {
        game: GameId,
        accept: bool,
    },
    /// Ask to play finished game `game` again (or agree to the other's ask).
    Rematch {
        game: GameId,
    },
    /// Page `page` of the leaderboard of `kind`; of this server when `server`.
    Leaderboard {
        kind: GameKind,
        server: bool,
        page: i64,
    },
    /// Answer the takeback request made at ply `ply` of `game`.
    AnswerTakeback {
        game: GameId,
        ply: usize,
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
            ButtonAction::AcceptChallenge(id) => write!(f, "{PREFIX}:accept:{}", id.0),
            ButtonAction::DeclineChallenge(id) => write!(f, "{PREFIX}:decline:{}", id.0),
            ButtonAction::CancelChallenge(id) => write!(f, "{PREFIX}:cancel:{}", id.0),
            ButtonAction::ConfirmResign { game, ply } => {
                write!(f, "{PREFIX}:resign:{}:{ply}", game.0)
            }
            ButtonAction::KeepPlaying { game } => write!(f, "{PREFIX}:keep:{}", game.0),
            ButtonAction::Rematch { game } => write!(f, "{PREFIX}:rematch:{}", game.0),
            ButtonAction::Leaderboard { kind, server, page } => {
                let scope = if *server { "server" } else { "global" };
                write!(f, "{PREFIX}:leaderboard:{kind}:{scope}:{page}")
            }
            ButtonAction::AnswerDraw { game, accept } => {
                write!(f, "{PREFIX}:draw:{}:{}", game.0, yes_no(*accept))
            }
            ButtonAction::AnswerTakeback { game, ply, accept } => {
                write!(f, "{PREFIX}:takeback:{}:{ply}:{}", game.0, yes_no(*accept))
            }
            ButtonAction::HistoryPage(HistoryQuery { user, page, filter }) => {
                // `-` stands for "no filter"; at most 11+20+1+19+1+15+1+20 = 88 characters.
                let kind = filter.kind.map_or("-", GameKind::id);
                let opponent = filter.opponent.map_or("-".to_string(), |o| o.0.to_string());
                write!(f, "{PREFIX}:history:{}:{page}:{kind}:{opponent}", user.0)
            }
        }
    }
}

/// Previous/Next buttons, in `lang`, for page `page` of `total_pages`, each
/// carrying the page it turns to (`turn_to`); none when there is only one page.
pub fn page_buttons(
    page: i64,
    total_pages: i64,
    lang: Lang,
    turn_to: impl Fn(i64) -> ButtonAction,
) -> Vec<serenity::CreateActionRow> {
    let button = |to: i64, label: String| {
        serenity::CreateButton::new(turn_to(to).to_string())
            .label(label)
            .style(serenity::ButtonStyle::Secondary)
    };
    let mut buttons = Vec::new();
    if page > 1 {
        buttons.push(button(page - 1, tr!(lang, "page-previous")));
    }
    if page < total_pages {
        buttons.push(button(page + 1, tr!(lang, "page-next")));
    }
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(buttons)]
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("this button is not one of ours")]
pub struct UnknownButton;

impl FromStr for ButtonAction {
    type Err = UnknownButton;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parts: Vec<&str> = s.split(':').collect();
        fn part<T: FromStr>(parts: &[&str], i: usize) -> Result<T, UnknownButton> {
            parts
                .get(i)
                .and_then(|p| p.parse::<T>().ok())
                .ok_or(UnknownButton)
        }
        let num = |i: usize| part::<i64>(&parts, i);
        let game = |i: usize| num(i).map(GameId);
        let ply = |i: usize| part::<usize>(&parts, i);
        if parts.first() != Some(&PREFIX) {
            return Err(UnknownButton);
        }
        let action = match (parts.get(1).copied(), parts.len()) {
            (Some("accept"), 3) => ButtonAction::AcceptChallenge(ChallengeId(num(2)?)),
            (Some("decline"), 3) => ButtonAction::DeclineChallenge(ChallengeId(num(2)?)),
            (Some("cancel"), 3) => ButtonAction::CancelChallenge(ChallengeId(num(2)?)),
            (Some("resign"), 4) => ButtonAction::ConfirmResign {
                game: game(2)?,
                ply: ply(3)?,
            },
            (Some("keep"), 3) => ButtonAction::KeepPlaying { game: game(2)? },
            (Some("rematch"), 3) => ButtonAction::Rematch { game: game(2)? },
            (Some("leaderboard"), 5) => ButtonAction::Leaderboard {
                kind: part::<GameKind>(&parts, 2)?,
                server: match parts[3] {
                    "server" => true,
                    "global" => false,
                    _ => return Err(UnknownButton),
                },
                page: num(4)?,
            },
            // Buttons posted before filters existed have four parts.
            (Some("history"), 4 | 6) => {
                let user = UserId(part::<u64>(&parts, 2)?);
                let (kind, opponent) = match parts.get(4..6) {
                    Some([kind, opponent]) => (
                        (*kind != "-")
                            .then(|| kind.parse::<GameKind>())
                            .transpose()
                            .map_err(|_| UnknownButton)?,
                        (*opponent != "-")
                            .then(|| opponent.parse::<u64>().map(UserId))
                            .transpose()
                            .map_err(|_| UnknownButton)?,
                    ),
                    _ => (None, None),
                };
                ButtonAction::HistoryPage(HistoryQuery {
                    user,
                    page: num(3)?,
                    filter: HistoryFilter { opponent, kind },
                })
            }
            (Some("draw"), 4) => ButtonAction::AnswerDraw {
                game: game(2)?,
                accept: parse_yes_no(parts[3])?,
            },
            (Some("takeback"), 5) => ButtonAction::AnswerTakeback {
                game: game(2)?,
                ply: ply(3)?,
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
            ButtonAction::AcceptChallenge(ChallengeId(i64::MAX)),
            ButtonAction::DeclineChallenge(ChallengeId(1)),
            ButtonAction::CancelChallenge(ChallengeId(2)),
            ButtonAction::ConfirmResign {
                game: GameId(3),
                ply: 40,
            },
            ButtonAction::KeepPlaying { game: GameId(3) },
            ButtonAction::Rematch {
                game: GameId(i64::MAX),
            },
            ButtonAction::Leaderboard {
                kind: GameKind::AbaloneBelgian,
                server: true,
                page: i64::MAX,
            },
            ButtonAction::Leaderboard {
                kind: GameKind::AbandeHex,
                server: false,
                page: 1,
            },
            ButtonAction::AnswerDraw {
                game: GameId(5),
                accept: true,
            },
            ButtonAction::AnswerDraw {
                game: GameId(i64::MAX),
                accept: false,
            },
            ButtonAction::AnswerTakeback {
                game: GameId(5),
                ply: 12,
                accept: true,
            },
            ButtonAction::AnswerTakeback {
                game: GameId(i64::MAX),
                ply: usize::MAX,
                accept: false,
            },
            ButtonAction::HistoryPage(HistoryQuery {
                user: UserId(u64::MAX),
                page: 7,
                filter: HistoryFilter::default(),
            }),
            ButtonAction::HistoryPage(HistoryQuery {
                user: UserId(u64::MAX),
                page: i64::MAX,
                filter: HistoryFilter {
                    kind: Some(GameKind::AbaloneBelgian),
                    opponent: Some(UserId(u64::MAX)),
                },
            }),
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
            Ok(ButtonAction::HistoryPage(HistoryQuery {
                user: UserId(5),
                page: 2,
                filter: HistoryFilter::default(),
            }))
        );
    }
}
