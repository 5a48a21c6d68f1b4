//! Component ids. Every button carries all it needs in its `custom_id`, so a
//! button posted before a restart still works after it.
//!
//! An id is `ab:<tag>:<field>:...`. The one call of `button_actions!`
//! below is the table of actions: a line an action, with its tag, its
//! variant and its fields in the order they are written. The variant, the
//! tag ([`ButtonAction::name`]), [`ButtonAction::encode`] and
//! [`ButtonAction::decode`] all come from that line; what a click does is
//! `commands/components.rs`'s table. A field is written and read back by
//! its codec (`Plain`, its type's one form, unless the line names
//! another), built on an `IdWriter` method and its `IdReader` twin, which
//! takes only the canonical text the writer makes (no sign, no leading
//! zeros, no spaces); a reader refuses an id with fields left over.
//! Anything a client could send that is not an id the bot made is a
//! [`BadCustomId`], never a panic.

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

/// Declares [`ButtonAction`] from its table: a line an action, `"tag" =>
/// Variant(Type)` or `"tag" => Variant { field: Type, ... }`, a field
/// followed by `as Codec` when it is not written the [`Plain`] way.
macro_rules! button_actions {
    ($(
        $(#[$doc:meta])*
        $tag:literal => $variant:ident
            $( ( $inner:ty ) )?
            $( { $( $field:ident : $fty:ty $( as $codec:ident )? ),* $(,)? } )?
    ),* $(,)?) => {
        /// What a component (so far, every one is a button) does when clicked.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum ButtonAction {
            $(
                $(#[$doc])*
                $variant $( ( $inner ) )? $( { $( $field: $fty ),* } )?,
            )*
        }

        impl ButtonAction {
            /// Every action's tag, in the table's order.
            #[cfg(test)]
            const TAGS: &[&str] = &[$( $tag ),*];

            /// The action's tag, the id's second field (also the metrics' label).
            pub(crate) fn name(&self) -> &'static str {
                match self {
                    $( ButtonAction::$variant { .. } => $tag, )*
                }
            }

            /// Writes the action's fields after its tag.
            fn write_fields(&self, id: &mut IdWriter) {
                match self {
                    $(
                        $( ButtonAction::$variant(value) => <Plain as Codec<$inner>>::write(value, id), )?
                        $( ButtonAction::$variant { $( $field ),* } => {
                            $( <codec!($( $codec )?) as Codec<$fty>>::write($field, id); )*
                        } )?
                    )*
                }
            }

            /// Reads the fields of the action tagged `tag`.
            fn read_fields(tag: &str, r: &mut IdReader<'_>) -> Result<ButtonAction, BadCustomId> {
                Ok(match tag {
                    $(
                        $tag => ButtonAction::$variant
                            $( ( <Plain as Codec<$inner>>::read(r)? ) )?
                            $( { $( $field: <codec!($( $codec )?) as Codec<$fty>>::read(r)? ),* } )?,
                    )*
                    _ => return Err(BadCustomId::UnknownAction),
                })
            }
        }
    };
}

/// A field's codec: the one named, else [`Plain`].
macro_rules! codec {
    () => {
        Plain
    };
    ($codec:ident) => {
        $codec
    };
}

button_actions! {
    "accept" => AcceptChallenge(ChallengeId),
    "decline" => DeclineChallenge(ChallengeId),
    "cancel" => CancelChallenge(ChallengeId),
    /// Confirm resigning game `game` at ply `ply` (a stale button is refused).
    "resign" => ConfirmResign { game: GameId, ply: usize },
    "keep" => KeepPlaying { game: GameId },
    /// Show page `page` of a user's finished games, filtered by kind of game
    /// and opponent when set.
    "history" => HistoryPage(HistoryQuery),
    /// Page `page` of the clicker's own dashboard (`/games`).
    "games" => GamesPage { page: i64 },
    /// Answer the pending draw offer in `game`.
    "draw" => AnswerDraw { game: GameId, accept: bool },
    /// Ask to play finished game `game` again (or agree to the other's ask).
    "rematch" => Rematch { game: GameId },
    /// Page `page` of the leaderboard of `kind`; of this server when `server`.
    "leaderboard" => Leaderboard { kind: GameKind, server: bool as Scope, page: i64 },
    /// Answer the takeback request made at ply `ply` of `game`.
    "takeback" => AnswerTakeback { game: GameId, ply: usize, accept: bool },
    /// Analyse finished game `game` (as `/analyse`).
    "analyse" => Analyse { game: GameId },
    /// Replay the clicker's mistakes of analysed game `game` as puzzles.
    "learn" => LearnMistakes { game: GameId },
    /// Solve a server's daily puzzle (`daily_puzzles.id`), privately.
    "daily" => DailyPuzzle { daily: i64 },
    /// Sign up for a tournament.
    "join" => JoinTournament(TournamentId),
    /// Give one's place in a tournament back.
    "leave" => LeaveTournament(TournamentId),
    /// Start a tournament now (its creator only).
    "start" => StartTournament(TournamentId),
    /// Confirm `/tournament withdraw`: `user` (the only one who may press
    /// it) withdraws, told it resigns `running` games (refused if that
    /// changed since).
    "withdraw" => ConfirmWithdrawal { tournament: TournamentId, user: UserId, running: u32 },
    /// Answer no to `/tournament withdraw`.
    "stay" => StayInTournament(TournamentId),
    /// Page `page` of `/tournament show`'s rounds.
    "rounds" => TournamentRounds { tournament: TournamentId, page: i64 },
    /// Confirm `/tournament cancel`: `user` (the only one who may press it;
    /// whether they still may is asked again) cancels the tournament.
    "tcancel" => ConfirmCancelTournament { tournament: TournamentId, user: UserId },
    /// Answer no to `/tournament cancel`.
    "tkeep" => KeepTournament(TournamentId),
    /// Confirm `/privacy forget`: `user` (the only one who may press it)
    /// is forgotten, told it resigns `running` games (refused if that
    /// changed since).
    "forget" => ConfirmForget { user: UserId, running: u32 },
    /// Answer no to `/privacy forget`.
    "remember" => KeepData { user: UserId },
    /// The Move button under a board of `game` standing `at`: opens the
    /// move picker (privately) for the player to move.
    "pick" => PickMove { game: GameId, at: PositionStamp },
    /// A menu of the move picker opened `at` (a select menu: the value
    /// chosen is the path's next key), or the Back button showing it again.
    "pickat" => PickMenu { game: GameId, at: PositionStamp, path: Vec<String> },
    /// Play the move `notation` picked in a picker opened `at`.
    "pickplay" => PlayPicked { game: GameId, at: PositionStamp, notation: String as Notation },
    /// The Explore button under a board of `game`, and the modal with a
    /// move box it opens (which carries the same id).
    "explore" => Explore { game: GameId },
    /// The Text button under a board of `game` after `ply` moves: that
    /// position as text, privately (`/board text:true`).
    "text" => BoardText { game: GameId, ply: usize },
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

/// The longest move notation a Play button carries.
const MAX_NOTATION: usize = 12;

/// Stands for "no filter" in a history id.
const NONE: &str = "-";

impl ButtonAction {
    /// The `custom_id` of a component doing this: ASCII, at most
    /// [`MAX_CUSTOM_ID`] characters (the longest, a filtered history page
    /// with every number at its widest, is 89).
    pub fn encode(&self) -> String {
        let mut id = IdWriter::new(self.name());
        self.write_fields(&mut id);
        id.0
    }

    /// The action a `custom_id` stands for; an error for anything the bot
    /// did not make (unknown or missing parts, malformed or overflowing
    /// numbers, fields left over, an empty, overlong or non-ASCII id).
    pub fn decode(id: &str) -> Result<ButtonAction, BadCustomId> {
        let mut r = IdReader::new(id)?;
        let action = ButtonAction::read_fields(r.name()?, &mut r)?;
        r.end()?;
        Ok(action)
    }
}

/// How a field of type `T` is written in an id and read back, only in
/// that form.
trait Codec<T> {
    fn write(value: &T, id: &mut IdWriter);
    fn read(id: &mut IdReader<'_>) -> Result<T, BadCustomId>;
}

/// A field written the one way its type is: numbers and ids as they
/// print, a kind by its id, a position stamp as its ply and key, a
/// picker's path, a yes or no.
struct Plain;

/// A leaderboard's scope: `server` or `global`.
struct Scope;

/// A move's notation: lower-case letters, digits and dashes.
struct Notation;

/// [`Plain`] codecs that are one [`IdWriter`] method and its [`IdReader`]
/// twin, of the same name.
macro_rules! plain_codecs {
    ($( $ty:ty => $method:ident ),* $(,)?) => {$(
        impl Codec<$ty> for Plain {
            fn write(value: &$ty, id: &mut IdWriter) {
                id.$method(*value);
            }
            fn read(id: &mut IdReader<'_>) -> Result<$ty, BadCustomId> {
                id.$method()
            }
        }
    )*};
}

plain_codecs! {
    i64 => int,
    usize => ply,
    u32 => count,
    bool => yes_no,
    UserId => user,
    GameKind => kind,
    PositionStamp => stamp,
}

/// [`Plain`] codecs of the ids that are a number.
macro_rules! id_codecs {
    ($( $ty:ident ),*) => {$(
        impl Codec<$ty> for Plain {
            fn write(value: &$ty, id: &mut IdWriter) {
                id.int(value.0);
            }
            fn read(id: &mut IdReader<'_>) -> Result<$ty, BadCustomId> {
                id.int().map($ty)
            }
        }
    )*};
}

id_codecs!(GameId, ChallengeId, TournamentId);

impl Codec<Vec<String>> for Plain {
    fn write(value: &Vec<String>, id: &mut IdWriter) {
        id.path(value);
    }
    fn read(id: &mut IdReader<'_>) -> Result<Vec<String>, BadCustomId> {
        id.path()
    }
}

impl Codec<HistoryQuery> for Plain {
    fn write(value: &HistoryQuery, id: &mut IdWriter) {
        let HistoryQuery { user, page, filter } = *value;
        id.user(user)
            .int(page)
            .or_none(filter.kind, IdWriter::kind)
            .or_none(filter.opponent, IdWriter::user);
    }
    fn read(id: &mut IdReader<'_>) -> Result<HistoryQuery, BadCustomId> {
        let (user, page) = (id.user()?, id.int()?);
        // Buttons posted before filters existed stop after the page.
        let filter = if id.at_end() {
            HistoryFilter::default()
        } else {
            HistoryFilter {
                kind: id.or_none(IdReader::kind)?,
                opponent: id.or_none(IdReader::user)?,
            }
        };
        Ok(HistoryQuery { user, page, filter })
    }
}

impl Codec<bool> for Scope {
    fn write(value: &bool, id: &mut IdWriter) {
        id.scope(*value);
    }
    fn read(id: &mut IdReader<'_>) -> Result<bool, BadCustomId> {
        id.scope()
    }
}

impl Codec<String> for Notation {
    fn write(value: &String, id: &mut IdWriter) {
        id.field(value);
    }
    fn read(id: &mut IdReader<'_>) -> Result<String, BadCustomId> {
        id.notation()
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
            proptest::string::string_regex(&format!(
                "ab:({})(:(-?[0-9]{{1,25}}|-|yes|no|server|global|abalone|abande-hex|[0-9]|)){{0,7}}",
                ButtonAction::TAGS.join("|")
            ))
            .expect("a regex"),
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
    fn every_tag_is_one_action_and_the_round_trip_test_makes_it() {
        use proptest::strategy::ValueTree;
        use proptest::test_runner::TestRunner;
        let tags: std::collections::BTreeSet<&str> = ButtonAction::TAGS.iter().copied().collect();
        assert_eq!(tags.len(), ButtonAction::TAGS.len(), "a tag used twice");
        for tag in &tags {
            let plain = !tag.is_empty() && tag.bytes().all(|b| b.is_ascii_lowercase());
            assert!(plain, "{tag}");
        }
        // A new line in the table needs its line in `action()` too.
        let mut runner = TestRunner::deterministic();
        let mut made = std::collections::BTreeSet::new();
        for _ in 0..5000 {
            made.insert(action().new_tree(&mut runner).unwrap().current().name());
        }
        assert_eq!(made, tags);
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
