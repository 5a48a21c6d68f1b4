//! Component ids. Every button carries all it needs in its `custom_id`, so a
//! button posted before a restart still works after it.
//!
//! An id is `ab:<action>:<field>:...`. [`ButtonAction::encode`] and
//! [`ButtonAction::decode`] are the only code that writes or reads one:
//! each field is written by one [`IdWriter`] method and read back by its
//! [`IdReader`] twin, which takes only the canonical text the writer makes
//! (no sign, no leading zeros, no spaces), and a reader refuses an id with
//! fields left over. Anything a client could send that is not an id the bot
//! made is a [`BadCustomId`], never a panic.

use std::fmt;
use std::str::FromStr;

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::model::{ChallengeId, GameId, HistoryFilter, UserId};
use crate::service::{MAX_CHOICES, MAX_KEY, PositionStamp};
use crate::tournament::TournamentId;
use crate::tr;
use abande_rules::GameKind;

/// Discord's limit on a component's `custom_id`, in characters.
pub const MAX_CUSTOM_ID: usize = 100;

/// What every id of ours starts with.
const PREFIX: &str = "ab";

/// Page `page` of `user`'s finished games, with the filters asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryQuery {
    pub user: UserId,
    pub page: i64,
    pub filter: HistoryFilter,
}

/// What a component (so far, every one is a button) does when clicked.
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
    /// Page `page` of the clicker's own dashboard (`/games`).
    GamesPage {
        page: i64,
    },
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
    /// Analyse finished game `game` (as `/analyse`).
    Analyse {
        game: GameId,
    },
    /// Replay the clicker's mistakes of analysed game `game` as puzzles.
    LearnMistakes {
        game: GameId,
    },
    /// Solve a server's daily puzzle (`daily_puzzles.id`), privately.
    DailyPuzzle {
        daily: i64,
    },
    /// Sign up for a tournament.
    JoinTournament(TournamentId),
    /// Give one's place in a tournament back.
    LeaveTournament(TournamentId),
    /// Start a tournament now (its creator only).
    StartTournament(TournamentId),
    /// Confirm `/tournament withdraw`: `user` (the only one who may press
    /// it) withdraws, told it resigns `running` games (refused if that
    /// changed since).
    ConfirmWithdrawal {
        tournament: TournamentId,
        user: UserId,
        running: u32,
    },
    /// Answer no to `/tournament withdraw`.
    StayInTournament(TournamentId),
    /// Confirm `/tournament cancel`: `user` (the only one who may press it;
    /// whether they still may is asked again) cancels the tournament.
    ConfirmCancelTournament {
        tournament: TournamentId,
        user: UserId,
    },
    /// Answer no to `/tournament cancel`.
    KeepTournament(TournamentId),
    /// Page `page` of `/tournament show`'s rounds.
    TournamentRounds {
        tournament: TournamentId,
        page: i64,
    },
    /// Confirm `/privacy forget`: `user` (the only one who may press it)
    /// is forgotten, told it resigns `running` games (refused if that
    /// changed since).
    ConfirmForget {
        user: UserId,
        running: u32,
    },
    /// Answer no to `/privacy forget`.
    KeepData {
        user: UserId,
    },
    /// The Move button under a board of `game` standing `at`: opens the
    /// move picker (privately) for the player to move.
    PickMove {
        game: GameId,
        at: PositionStamp,
    },
    /// A menu of the move picker opened `at` (a select menu: the value
    /// chosen is the path's next key), or the Back button showing it again.
    PickMenu {
        game: GameId,
        at: PositionStamp,
        path: Vec<String>,
    },
    /// Play the move `notation` picked in a picker opened `at`.
    PlayPicked {
        game: GameId,
        at: PositionStamp,
        notation: String,
    },
    /// The Explore button under a board of `game`, and the modal with a
    /// move box it opens (which carries the same id).
    Explore {
        game: GameId,
    },
    /// The Text button under a board of `game` after `ply` moves: that
    /// position as text, privately (`/board text:true`).
    BoardText {
        game: GameId,
        ply: usize,
    },
}

/// Why a `custom_id` is not one the bot made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadCustomId {
    #[error("the id is empty")]
    Empty,
    #[error("the id is longer than Discord allows")]
    TooLong,
    #[error("the id is not ASCII")]
    NotAscii,
    #[error("the id is not one of ours")]
    NotOurs,
    #[error("the id names no action of ours")]
    UnknownAction,
    #[error("a field of the id is missing")]
    MissingField,
    #[error("a field of the id is malformed")]
    BadField,
    #[error("the id has fields left over")]
    ExtraField,
}

// The action names, each written and read through these constants only.
const ACCEPT: &str = "accept";
const DECLINE: &str = "decline";
const CANCEL: &str = "cancel";
const RESIGN: &str = "resign";
const KEEP: &str = "keep";
const HISTORY: &str = "history";
const GAMES: &str = "games";
const DRAW: &str = "draw";
const REMATCH: &str = "rematch";
const LEADERBOARD: &str = "leaderboard";
const TAKEBACK: &str = "takeback";
const JOIN: &str = "join";
const LEAVE: &str = "leave";
const START: &str = "start";
const ANALYSE: &str = "analyse";
const LEARN: &str = "learn";
const DAILY: &str = "daily";
const WITHDRAW: &str = "withdraw";
const STAY: &str = "stay";
const ROUNDS: &str = "rounds";
const CANCEL_TOURNAMENT: &str = "tcancel";
const KEEP_TOURNAMENT: &str = "tkeep";
const FORGET: &str = "forget";
const REMEMBER: &str = "remember";
const PICK: &str = "pick";
const PICK_MENU: &str = "pickat";
const PLAY_PICKED: &str = "pickplay";
const EXPLORE: &str = "explore";
const BOARD_TEXT: &str = "text";

/// The longest move notation a Play button carries.
const MAX_NOTATION: usize = 12;

/// Stands for "no filter" in a history id.
const NONE: &str = "-";

impl ButtonAction {
    /// The action's name, the id's second field (also the metrics' label).
    pub(crate) fn name(&self) -> &'static str {
        match self {
            ButtonAction::AcceptChallenge(_) => ACCEPT,
            ButtonAction::DeclineChallenge(_) => DECLINE,
            ButtonAction::CancelChallenge(_) => CANCEL,
            ButtonAction::ConfirmResign { .. } => RESIGN,
            ButtonAction::KeepPlaying { .. } => KEEP,
            ButtonAction::HistoryPage(_) => HISTORY,
            ButtonAction::GamesPage { .. } => GAMES,
            ButtonAction::AnswerDraw { .. } => DRAW,
            ButtonAction::Rematch { .. } => REMATCH,
            ButtonAction::Leaderboard { .. } => LEADERBOARD,
            ButtonAction::AnswerTakeback { .. } => TAKEBACK,
            ButtonAction::JoinTournament(_) => JOIN,
            ButtonAction::LeaveTournament(_) => LEAVE,
            ButtonAction::StartTournament(_) => START,
            ButtonAction::Analyse { .. } => ANALYSE,
            ButtonAction::LearnMistakes { .. } => LEARN,
            ButtonAction::DailyPuzzle { .. } => DAILY,
            ButtonAction::ConfirmWithdrawal { .. } => WITHDRAW,
            ButtonAction::StayInTournament(_) => STAY,
            ButtonAction::TournamentRounds { .. } => ROUNDS,
            ButtonAction::ConfirmCancelTournament { .. } => CANCEL_TOURNAMENT,
            ButtonAction::KeepTournament(_) => KEEP_TOURNAMENT,
            ButtonAction::ConfirmForget { .. } => FORGET,
            ButtonAction::KeepData { .. } => REMEMBER,
            ButtonAction::PickMove { .. } => PICK,
            ButtonAction::PickMenu { .. } => PICK_MENU,
            ButtonAction::PlayPicked { .. } => PLAY_PICKED,
            ButtonAction::Explore { .. } => EXPLORE,
            ButtonAction::BoardText { .. } => BOARD_TEXT,
        }
    }

    /// The `custom_id` of a component doing this: ASCII, at most
    /// [`MAX_CUSTOM_ID`] characters (the longest, a filtered history page
    /// with every number at its widest, is 89).
    pub fn encode(&self) -> String {
        let mut id = IdWriter::new(self.name());
        match self {
            ButtonAction::AcceptChallenge(c)
            | ButtonAction::DeclineChallenge(c)
            | ButtonAction::CancelChallenge(c) => id.int(c.0),
            ButtonAction::ConfirmResign { game, ply } => id.int(game.0).ply(*ply),
            ButtonAction::KeepPlaying { game }
            | ButtonAction::Rematch { game }
            | ButtonAction::Analyse { game }
            | ButtonAction::Explore { game }
            | ButtonAction::LearnMistakes { game } => id.int(game.0),
            ButtonAction::DailyPuzzle { daily } => id.int(*daily),
            ButtonAction::GamesPage { page } => id.int(*page),
            ButtonAction::BoardText { game, ply } => id.int(game.0).ply(*ply),
            ButtonAction::HistoryPage(HistoryQuery { user, page, filter }) => id
                .user(*user)
                .int(*page)
                .or_none(filter.kind, IdWriter::kind)
                .or_none(filter.opponent, IdWriter::user),
            ButtonAction::AnswerDraw { game, accept } => id.int(game.0).yes_no(*accept),
            ButtonAction::Leaderboard { kind, server, page } => {
                id.kind(*kind).scope(*server).int(*page)
            }
            ButtonAction::AnswerTakeback { game, ply, accept } => {
                id.int(game.0).ply(*ply).yes_no(*accept)
            }
            ButtonAction::JoinTournament(t)
            | ButtonAction::LeaveTournament(t)
            | ButtonAction::StartTournament(t)
            | ButtonAction::StayInTournament(t)
            | ButtonAction::KeepTournament(t) => id.int(t.0),
            ButtonAction::ConfirmCancelTournament { tournament, user } => {
                id.int(tournament.0).user(*user)
            }
            ButtonAction::ConfirmWithdrawal {
                tournament,
                user,
                running,
            } => id.int(tournament.0).user(*user).count(*running),
            ButtonAction::TournamentRounds { tournament, page } => id.int(tournament.0).int(*page),
            ButtonAction::ConfirmForget { user, running } => id.user(*user).count(*running),
            ButtonAction::KeepData { user } => id.user(*user),
            ButtonAction::PickMove { game, at } => id.int(game.0).stamp(*at),
            ButtonAction::PickMenu { game, at, path } => id.int(game.0).stamp(*at).path(path),
            ButtonAction::PlayPicked { game, at, notation } => {
                id.int(game.0).stamp(*at).field(notation)
            }
        };
        id.0
    }

    /// The action a `custom_id` stands for; an error for anything the bot
    /// did not make (unknown or missing parts, malformed or overflowing
    /// numbers, fields left over, an empty, overlong or non-ASCII id).
    pub fn decode(id: &str) -> Result<ButtonAction, BadCustomId> {
        let mut r = IdReader::new(id)?;
        let action = match r.name()? {
            ACCEPT => ButtonAction::AcceptChallenge(ChallengeId(r.int()?)),
            DECLINE => ButtonAction::DeclineChallenge(ChallengeId(r.int()?)),
            CANCEL => ButtonAction::CancelChallenge(ChallengeId(r.int()?)),
            RESIGN => ButtonAction::ConfirmResign {
                game: GameId(r.int()?),
                ply: r.ply()?,
            },
            KEEP => ButtonAction::KeepPlaying {
                game: GameId(r.int()?),
            },
            REMATCH => ButtonAction::Rematch {
                game: GameId(r.int()?),
            },
            ANALYSE => ButtonAction::Analyse {
                game: GameId(r.int()?),
            },
            EXPLORE => ButtonAction::Explore {
                game: GameId(r.int()?),
            },
            BOARD_TEXT => ButtonAction::BoardText {
                game: GameId(r.int()?),
                ply: r.ply()?,
            },
            LEARN => ButtonAction::LearnMistakes {
                game: GameId(r.int()?),
            },
            DAILY => ButtonAction::DailyPuzzle { daily: r.int()? },
            GAMES => ButtonAction::GamesPage { page: r.int()? },
            HISTORY => {
                let (user, page) = (r.user()?, r.int()?);
                // Buttons posted before filters existed stop after the page.
                let filter = if r.at_end() {
                    HistoryFilter::default()
                } else {
                    HistoryFilter {
                        kind: r.or_none(IdReader::kind)?,
                        opponent: r.or_none(IdReader::user)?,
                    }
                };
                ButtonAction::HistoryPage(HistoryQuery { user, page, filter })
            }
            DRAW => ButtonAction::AnswerDraw {
                game: GameId(r.int()?),
                accept: r.yes_no()?,
            },
            LEADERBOARD => ButtonAction::Leaderboard {
                kind: r.kind()?,
                server: r.scope()?,
                page: r.int()?,
            },
            JOIN => ButtonAction::JoinTournament(TournamentId(r.int()?)),
            LEAVE => ButtonAction::LeaveTournament(TournamentId(r.int()?)),
            START => ButtonAction::StartTournament(TournamentId(r.int()?)),
            WITHDRAW => ButtonAction::ConfirmWithdrawal {
                tournament: TournamentId(r.int()?),
                user: r.user()?,
                running: r.count()?,
            },
            STAY => ButtonAction::StayInTournament(TournamentId(r.int()?)),
            CANCEL_TOURNAMENT => ButtonAction::ConfirmCancelTournament {
                tournament: TournamentId(r.int()?),
                user: r.user()?,
            },
            KEEP_TOURNAMENT => ButtonAction::KeepTournament(TournamentId(r.int()?)),
            ROUNDS => ButtonAction::TournamentRounds {
                tournament: TournamentId(r.int()?),
                page: r.int()?,
            },
            FORGET => ButtonAction::ConfirmForget {
                user: r.user()?,
                running: r.count()?,
            },
            REMEMBER => ButtonAction::KeepData { user: r.user()? },
            PICK => ButtonAction::PickMove {
                game: GameId(r.int()?),
                at: r.stamp()?,
            },
            PICK_MENU => ButtonAction::PickMenu {
                game: GameId(r.int()?),
                at: r.stamp()?,
                path: r.path()?,
            },
            PLAY_PICKED => ButtonAction::PlayPicked {
                game: GameId(r.int()?),
                at: r.stamp()?,
                notation: r.notation()?,
            },
            TAKEBACK => ButtonAction::AnswerTakeback {
                game: GameId(r.int()?),
                ply: r.ply()?,
                accept: r.yes_no()?,
            },
            _ => return Err(BadCustomId::UnknownAction),
        };
        r.end()?;
        Ok(action)
    }
}

/// Writes an id field by field; every field has its reader in [`IdReader`].
struct IdWriter(String);

impl IdWriter {
    fn new(name: &str) -> IdWriter {
        IdWriter(format!("{PREFIX}:{name}"))
    }

    fn field(&mut self, text: &str) -> &mut IdWriter {
        self.0.push(':');
        self.0.push_str(text);
        self
    }

    fn int(&mut self, n: i64) -> &mut IdWriter {
        self.field(&n.to_string())
    }

    fn ply(&mut self, ply: usize) -> &mut IdWriter {
        self.field(&ply.to_string())
    }

    fn count(&mut self, n: u32) -> &mut IdWriter {
        self.field(&n.to_string())
    }

    fn user(&mut self, user: UserId) -> &mut IdWriter {
        self.field(&user.0.to_string())
    }

    fn kind(&mut self, kind: GameKind) -> &mut IdWriter {
        self.field(kind.id())
    }

    fn stamp(&mut self, at: PositionStamp) -> &mut IdWriter {
        self.ply(at.ply).field(&at.key.to_string())
    }

    /// A picker's path: its keys joined by `.`, `-` for none.
    fn path(&mut self, path: &[String]) -> &mut IdWriter {
        if path.is_empty() {
            self.field(NONE)
        } else {
            self.field(&path.join("."))
        }
    }

    fn yes_no(&mut self, yes: bool) -> &mut IdWriter {
        self.field(if yes { "yes" } else { "no" })
    }

    fn scope(&mut self, server: bool) -> &mut IdWriter {
        self.field(if server { "server" } else { "global" })
    }

    /// `write` for a value, `-` for none.
    fn or_none<T>(
        &mut self,
        value: Option<T>,
        write: fn(&mut IdWriter, T) -> &mut IdWriter,
    ) -> &mut IdWriter {
        match value {
            Some(v) => write(self, v),
            None => self.field(NONE),
        }
    }
}

/// Reads an id's fields in order, each only in the form [`IdWriter`] writes it.
struct IdReader<'a> {
    fields: std::str::Split<'a, char>,
}

/// `text` as a number, provided it is written as the number prints (no
/// `+`, no leading zeros, no `-0`) and fits `T`.
fn canonical<T: FromStr + ToString>(text: &str) -> Result<T, BadCustomId> {
    match text.parse::<T>() {
        Ok(n) if n.to_string() == text => Ok(n),
        _ => Err(BadCustomId::BadField),
    }
}

impl<'a> IdReader<'a> {
    /// Checks what every id must be and reads past the prefix.
    fn new(id: &'a str) -> Result<IdReader<'a>, BadCustomId> {
        if id.is_empty() {
            return Err(BadCustomId::Empty);
        }
        if id.len() > MAX_CUSTOM_ID {
            return Err(BadCustomId::TooLong);
        }
        if !id.is_ascii() {
            return Err(BadCustomId::NotAscii);
        }
        let mut reader = IdReader {
            fields: id.split(':'),
        };
        match reader.fields.next() {
            Some(PREFIX) => Ok(reader),
            _ => Err(BadCustomId::NotOurs),
        }
    }

    fn field(&mut self) -> Result<&'a str, BadCustomId> {
        self.fields.next().ok_or(BadCustomId::MissingField)
    }

    fn name(&mut self) -> Result<&'a str, BadCustomId> {
        self.fields.next().ok_or(BadCustomId::UnknownAction)
    }

    fn int(&mut self) -> Result<i64, BadCustomId> {
        canonical(self.field()?)
    }

    fn ply(&mut self) -> Result<usize, BadCustomId> {
        canonical(self.field()?)
    }

    fn count(&mut self) -> Result<u32, BadCustomId> {
        canonical(self.field()?)
    }

    fn user(&mut self) -> Result<UserId, BadCustomId> {
        canonical(self.field()?).map(UserId)
    }

    fn kind(&mut self) -> Result<GameKind, BadCustomId> {
        GameKind::from_id(self.field()?).ok_or(BadCustomId::BadField)
    }

    fn stamp(&mut self) -> Result<PositionStamp, BadCustomId> {
        Ok(PositionStamp {
            ply: self.ply()?,
            key: canonical(self.field()?)?,
        })
    }

    /// A path as [`IdWriter::path`] writes it: fewer keys than a picker
    /// has choices, each of lower-case letters and digits.
    fn path(&mut self) -> Result<Vec<String>, BadCustomId> {
        let text = self.field()?;
        if text == NONE {
            return Ok(Vec::new());
        }
        let keys: Vec<String> = text.split('.').map(str::to_owned).collect();
        let good_key = |k: &String| {
            (1..=MAX_KEY).contains(&k.len())
                && k.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        };
        if keys.len() < MAX_CHOICES && keys.iter().all(good_key) {
            Ok(keys)
        } else {
            Err(BadCustomId::BadField)
        }
    }

    /// A move's notation: lower-case letters, digits and dashes.
    fn notation(&mut self) -> Result<String, BadCustomId> {
        let text = self.field()?;
        let good = (1..=MAX_NOTATION).contains(&text.len())
            && text != NONE
            && text
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if good {
            Ok(text.to_owned())
        } else {
            Err(BadCustomId::BadField)
        }
    }

    fn yes_no(&mut self) -> Result<bool, BadCustomId> {
        match self.field()? {
            "yes" => Ok(true),
            "no" => Ok(false),
            _ => Err(BadCustomId::BadField),
        }
    }

    fn scope(&mut self) -> Result<bool, BadCustomId> {
        match self.field()? {
            "server" => Ok(true),
            "global" => Ok(false),
            _ => Err(BadCustomId::BadField),
        }
    }

    /// `read`'s value, or none for `-`.
    fn or_none<T>(
        &mut self,
        read: fn(&mut IdReader<'a>) -> Result<T, BadCustomId>,
    ) -> Result<Option<T>, BadCustomId> {
        let mut ahead = IdReader {
            fields: self.fields.clone(),
        };
        if ahead.field()? == NONE {
            *self = ahead;
            return Ok(None);
        }
        read(self).map(Some)
    }

    /// Whether every field has been read.
    fn at_end(&self) -> bool {
        self.fields.clone().next().is_none()
    }

    fn end(mut self) -> Result<(), BadCustomId> {
        match self.fields.next() {
            None => Ok(()),
            Some(_) => Err(BadCustomId::ExtraField),
        }
    }
}

impl fmt::Display for ButtonAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.encode())
    }
}

impl FromStr for ButtonAction {
    type Err = BadCustomId;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ButtonAction::decode(s)
    }
}

/// Previous/Next buttons, in `lang`, for page `page` of `total_pages`, each
/// carrying the page it turns to (`turn_to`); none when there is only one page.
pub fn page_buttons(
    lang: Lang,
    page: i64,
    total_pages: i64,
    turn_to: impl Fn(i64) -> ButtonAction,
) -> Vec<serenity::CreateActionRow> {
    let button = |to: i64, label: String| {
        serenity::CreateButton::new(turn_to(to).encode())
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn kind() -> impl Strategy<Value = GameKind> {
        proptest::sample::select(GameKind::ALL.to_vec())
    }

    fn history_query() -> impl Strategy<Value = HistoryQuery> {
        (
            any::<u64>(),
            any::<i64>(),
            proptest::option::of(kind()),
            proptest::option::of(any::<u64>()),
        )
            .prop_map(|(user, page, kind, opponent)| HistoryQuery {
                user: UserId(user),
                page,
                filter: HistoryFilter {
                    kind,
                    opponent: opponent.map(UserId),
                },
            })
    }

    fn stamp() -> impl Strategy<Value = PositionStamp> {
        (any::<usize>(), any::<u32>()).prop_map(|(ply, key)| PositionStamp { ply, key })
    }

    /// Any action at all, with every number anywhere in its range.
    fn action() -> impl Strategy<Value = ButtonAction> {
        let game = || any::<i64>().prop_map(GameId);
        let challenge = || any::<i64>().prop_map(ChallengeId);
        let tournament = || any::<i64>().prop_map(TournamentId);
        prop_oneof![
            challenge().prop_map(ButtonAction::AcceptChallenge),
            challenge().prop_map(ButtonAction::DeclineChallenge),
            challenge().prop_map(ButtonAction::CancelChallenge),
            (game(), any::<usize>())
                .prop_map(|(game, ply)| ButtonAction::ConfirmResign { game, ply }),
            game().prop_map(|game| ButtonAction::KeepPlaying { game }),
            history_query().prop_map(ButtonAction::HistoryPage),
            any::<i64>().prop_map(|page| ButtonAction::GamesPage { page }),
            (game(), any::<bool>())
                .prop_map(|(game, accept)| ButtonAction::AnswerDraw { game, accept }),
            game().prop_map(|game| ButtonAction::Rematch { game }),
            game().prop_map(|game| ButtonAction::Analyse { game }),
            game().prop_map(|game| ButtonAction::Explore { game }),
            (game(), any::<usize>()).prop_map(|(game, ply)| ButtonAction::BoardText { game, ply }),
            game().prop_map(|game| ButtonAction::LearnMistakes { game }),
            any::<i64>().prop_map(|daily| ButtonAction::DailyPuzzle { daily }),
            (kind(), any::<bool>(), any::<i64>())
                .prop_map(|(kind, server, page)| ButtonAction::Leaderboard { kind, server, page }),
            (game(), any::<usize>(), any::<bool>()).prop_map(|(game, ply, accept)| {
                ButtonAction::AnswerTakeback { game, ply, accept }
            }),
            tournament().prop_map(ButtonAction::JoinTournament),
            tournament().prop_map(ButtonAction::LeaveTournament),
            tournament().prop_map(ButtonAction::StartTournament),
            (tournament(), any::<u64>(), any::<u32>()).prop_map(|(tournament, user, running)| {
                ButtonAction::ConfirmWithdrawal {
                    tournament,
                    user: UserId(user),
                    running,
                }
            }),
            tournament().prop_map(ButtonAction::StayInTournament),
            (tournament(), any::<u64>()).prop_map(|(tournament, user)| {
                ButtonAction::ConfirmCancelTournament {
                    tournament,
                    user: UserId(user),
                }
            }),
            tournament().prop_map(ButtonAction::KeepTournament),
            (tournament(), any::<i64>())
                .prop_map(|(tournament, page)| ButtonAction::TournamentRounds { tournament, page }),
            (any::<u64>(), any::<u32>()).prop_map(|(user, running)| ButtonAction::ConfirmForget {
                user: UserId(user),
                running,
            }),
            any::<u64>().prop_map(|user| ButtonAction::KeepData { user: UserId(user) }),
            (game(), stamp()).prop_map(|(game, at)| ButtonAction::PickMove { game, at }),
            (
                game(),
                stamp(),
                proptest::collection::vec("[a-z0-9]{1,12}", 0..MAX_CHOICES)
            )
                .prop_map(|(game, at, path)| ButtonAction::PickMenu { game, at, path }),
            (game(), stamp(), "[a-z0-9][a-z0-9-]{0,11}").prop_map(|(game, at, notation)| {
                ButtonAction::PlayPicked { game, at, notation }
            }),
        ]
    }

    /// What a forger might send: anything, ids of ours with a change
    /// somewhere, and strings built of the id's own pieces.
    fn forged() -> impl Strategy<Value = String> {
        prop_oneof![
            any::<String>(),
            "ab(:[a-z0-9+ -]{0,22}){0,8}",
            "ab:(accept|decline|cancel|resign|keep|history|draw|rematch|analyse|leaderboard|takeback|join|leave|start|withdraw|stay|rounds|tcancel|tkeep|forget|remember|pick|pickat|pickplay)(:(-?[0-9]{1,25}|-|yes|no|server|global|abalone|abande-hex|[0-9]|)){0,7}",
            (action(), any::<prop::sample::Index>(), "[\\PC:]{0,3}").prop_map(
                |(action, at, insert)| {
                    let mut id = action.encode();
                    let at = at.index(id.len() + 1);
                    id.insert_str(at, &insert);
                    id
                }
            ),
            (action(), any::<prop::sample::Index>()).prop_map(|(action, at)| {
                let mut id = action.encode();
                id.truncate(at.index(id.len() + 1));
                id
            }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn every_action_round_trips_within_discord_limits(action in action()) {
            let id = action.encode();
            prop_assert!((1..=MAX_CUSTOM_ID).contains(&id.len()), "{id}");
            prop_assert!(id.is_ascii(), "{id}");
            prop_assert_eq!(ButtonAction::decode(&id), Ok(action.clone()));
            prop_assert_eq!(id.parse::<ButtonAction>(), Ok(action.clone()));
            prop_assert_eq!(action.to_string(), id);
        }

        #[test]
        fn decoding_never_panics_and_accepts_only_ids_the_bot_makes(id in forged()) {
            if let Ok(action) = ButtonAction::decode(&id) {
                // One id per action: what decodes is exactly what the
                // action encodes to (or a history page from before filters).
                let encoded = action.encode();
                let legacy = format!("{id}:-:-");
                prop_assert!(encoded == id || (id.starts_with("ab:history:") && encoded == legacy), "{id} decoded to {action:?}");
            }
        }
    }

    #[test]
    fn the_widest_ids_fit() {
        for kind in GameKind::ALL {
            let widest = [
                ButtonAction::HistoryPage(HistoryQuery {
                    user: UserId(u64::MAX),
                    page: i64::MIN,
                    filter: HistoryFilter {
                        kind: Some(kind),
                        opponent: Some(UserId(u64::MAX)),
                    },
                }),
                ButtonAction::Leaderboard {
                    kind,
                    server: true,
                    page: i64::MIN,
                },
                ButtonAction::AnswerTakeback {
                    game: GameId(i64::MIN),
                    ply: usize::MAX,
                    accept: false,
                },
                ButtonAction::ConfirmWithdrawal {
                    tournament: TournamentId(i64::MIN),
                    user: UserId(u64::MAX),
                    running: u32::MAX,
                },
                ButtonAction::TournamentRounds {
                    tournament: TournamentId(i64::MIN),
                    page: i64::MIN,
                },
                ButtonAction::ConfirmCancelTournament {
                    tournament: TournamentId(i64::MIN),
                    user: UserId(u64::MAX),
                },
                ButtonAction::PickMenu {
                    game: GameId(i64::MIN),
                    at: PositionStamp {
                        ply: usize::MAX,
                        key: u32::MAX,
                    },
                    path: vec!["x".repeat(MAX_KEY); MAX_CHOICES - 1],
                },
                ButtonAction::PlayPicked {
                    game: GameId(i64::MIN),
                    at: PositionStamp {
                        ply: usize::MAX,
                        key: u32::MAX,
                    },
                    notation: "x".repeat(MAX_NOTATION),
                },
            ];
            for action in widest {
                let id = action.encode();
                assert!(id.len() <= MAX_CUSTOM_ID, "{id}");
            }
        }
    }

    #[test]
    fn ids_keep_their_wire_form() {
        // Buttons already posted carry these; they must keep working.
        let posted = [
            ("ab:accept:7", ButtonAction::AcceptChallenge(ChallengeId(7))),
            ("ab:analyse:9", ButtonAction::Analyse { game: GameId(9) }),
            ("ab:explore:9", ButtonAction::Explore { game: GameId(9) }),
            (
                "ab:text:9:14",
                ButtonAction::BoardText {
                    game: GameId(9),
                    ply: 14,
                },
            ),
            (
                "ab:resign:3:40",
                ButtonAction::ConfirmResign {
                    game: GameId(3),
                    ply: 40,
                },
            ),
            (
                "ab:leaderboard:abalone-belgian:server:2",
                ButtonAction::Leaderboard {
                    kind: GameKind::AbaloneBelgian,
                    server: true,
                    page: 2,
                },
            ),
            (
                "ab:draw:5:no",
                ButtonAction::AnswerDraw {
                    game: GameId(5),
                    accept: false,
                },
            ),
            (
                "ab:takeback:5:12:yes",
                ButtonAction::AnswerTakeback {
                    game: GameId(5),
                    ply: 12,
                    accept: true,
                },
            ),
            (
                "ab:history:5:2:abande-hex:-",
                ButtonAction::HistoryPage(HistoryQuery {
                    user: UserId(5),
                    page: 2,
                    filter: HistoryFilter {
                        kind: Some(GameKind::AbandeHex),
                        opponent: None,
                    },
                }),
            ),
            (
                "ab:pickat:5:12:99:in.d",
                ButtonAction::PickMenu {
                    game: GameId(5),
                    at: PositionStamp { ply: 12, key: 99 },
                    path: vec!["in".into(), "d".into()],
                },
            ),
            (
                "ab:pickplay:5:12:99:d3-c3",
                ButtonAction::PlayPicked {
                    game: GameId(5),
                    at: PositionStamp { ply: 12, key: 99 },
                    notation: "d3-c3".into(),
                },
            ),
        ];
        for (id, action) in posted {
            assert_eq!(action.encode(), id);
            assert_eq!(ButtonAction::decode(id), Ok(action));
        }
        // A page button from before filters existed still works.
        assert_eq!(
            ButtonAction::decode("ab:history:5:2"),
            Ok(ButtonAction::HistoryPage(HistoryQuery {
                user: UserId(5),
                page: 2,
                filter: HistoryFilter::default(),
            }))
        );
    }

    #[test]
    fn forged_ids_are_refused_with_a_reason() {
        use BadCustomId::*;
        let too_long = format!("ab:accept:{}", "1".repeat(100));
        for (id, why) in [
            ("", Empty),
            (too_long.as_str(), TooLong),
            ("ab:accept:é", NotAscii),
            ("xy:accept:1", NotOurs),
            ("abc", NotOurs),
            ("ab", UnknownAction),
            ("ab:chess:1", UnknownAction),
            ("ab:accept", MissingField),
            ("ab:accept:x", BadField),
            ("ab:accept:+1", BadField),
            ("ab:accept:01", BadField),
            ("ab:accept:-0", BadField),
            ("ab:accept: 1", BadField),
            ("ab:accept:9223372036854775808", BadField),
            ("ab:resign:1:-1", BadField),
            ("ab:resign:1", MissingField),
            ("ab:history:-1:2", BadField),
            ("ab:history:1:2:-", MissingField),
            ("ab:history:1:2:chess:-", BadField),
            ("ab:history:1:2:ABALONE:-", BadField),
            ("ab:history:1:2:-:-:3", ExtraField),
            ("ab:draw:1", MissingField),
            ("ab:draw:1:maybe", BadField),
            ("ab:leaderboard:abalone:local:1", BadField),
            ("ab:takeback:1:2", MissingField),
            ("ab:takeback:1:2:yes:3", ExtraField),
            ("ab:keep:1:", ExtraField),
            ("ab:analyse", MissingField),
            ("ab:analyse:1:2", ExtraField),
            ("ab:withdraw:1:2", MissingField),
            ("ab:withdraw:1:2:-1", BadField),
            ("ab:withdraw:1:2:4294967296", BadField),
            ("ab:rounds:1", MissingField),
            ("ab:stay:1:2", ExtraField),
            ("ab:pick:1:2", MissingField),
            ("ab:pick:1:2:-3", BadField),
            ("ab:pickat:1:2:3", MissingField),
            ("ab:pickat:1:2:3:D4", BadField),
            ("ab:pickat:1:2:3:a.b.c", BadField),
            ("ab:pickat:1:2:3:a..b", BadField),
            ("ab:pickat:1:2:3:", BadField),
            ("ab:pickplay:1:2:3:-", BadField),
            ("ab:pickplay:1:2:3:d4:x", ExtraField),
        ] {
            assert_eq!(ButtonAction::decode(id), Err(why), "{id}");
        }
    }
}
