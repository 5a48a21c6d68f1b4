//! Games as stored: their status and ending, the engine's seat, moves,
//! and the summaries and pages lists are made of.

use super::{GameId, Place, Player, TimeBank, UserId};
use abande_engine::Level;
use abande_rules::{Color, GameKind, Outcome, PerColor};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Active,
    Finished,
    Aborted,
}

/// Why a game stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndedBy {
    /// Played to the end on the board (Abande: both passed; Abalone: six off).
    Score,
    Resignation,
    Timeout,
    Agreement,
    Abort,
    /// Ended by a moderator with the result they gave (`/moderate`).
    Adjudication,
}

impl EndedBy {
    /// How the game ended, as one lower-case English word ("resignation"):
    /// the `Ending` tag of a game record, the `ended_by` label of the
    /// metrics and the database's name for it (`store/names.rs`); the
    /// words players read are the catalogue's.
    pub fn word(self) -> &'static str {
        match self {
            EndedBy::Score => "score",
            EndedBy::Resignation => "resignation",
            EndedBy::Timeout => "timeout",
            EndedBy::Agreement => "agreement",
            EndedBy::Abort => "abort",
            EndedBy::Adjudication => "adjudication",
        }
    }
}

/// The bot's engine as a player: its seat and level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EngineSeat {
    pub color: Color,
    pub level: Level,
}

/// A game's row, without its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub id: GameId,
    pub kind: GameKind,
    pub black: Player,
    pub white: Player,
    /// Set in a game against the bot's engine.
    pub engine: Option<EngineSeat>,
    /// Its result moves the players' ratings.
    pub rated: bool,
    pub place: Place,
    pub thread_id: Option<u64>,
    pub board_message_id: Option<u64>,
    pub status: GameStatus,
    pub result: Option<Outcome>,
    pub ended_by: Option<EndedBy>,
    /// Abande: points; Abalone: marbles pushed off.
    pub final_score: Option<PerColor<u32>>,
    pub finished_at: Option<i64>,
    pub move_hours: Option<u32>,
    /// A time bank instead of a time per move (`move_hours` is then `None`).
    pub bank: Option<TimeBank>,
    pub deadline_at: Option<i64>,
    /// With a bank: each player's reserve as their last turn ended (the
    /// initial one before their first move). The player to move's reserve
    /// runs down towards `deadline_at`.
    pub bank_left: Option<PerColor<i64>>,
    /// The clock of the player to move stands still until then (a
    /// vacation); `deadline_at` already includes the pause.
    pub clock_paused_until: Option<i64>,
    pub reminders_sent: i64,
    pub draw_offer_by: Option<UserId>,
    pub takeback_by: Option<UserId>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

impl GameRecord {
    pub fn player(&self, color: Color) -> &Player {
        color.pick(&self.black, &self.white)
    }

    /// The colour `user` plays, `None` for anyone else.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        Color::BOTH.into_iter().find(|&c| self.player(c).id == user)
    }

    /// The other player of `user`'s game.
    pub fn opponent_of(&self, user: UserId) -> Option<&Player> {
        self.color_of(user).map(|c| self.player(c.opposite()))
    }

    /// The other player as `user` sees them (Black for anyone else): their
    /// name, and for the bot's engine " (vs bot, level N)" after it.
    pub fn opponent_label(&self, user: UserId) -> String {
        let other = match self.color_of(user) {
            Some(c) => c.opposite(),
            None => Color::Black,
        };
        let name = &self.player(other).name;
        match self.engine.filter(|e| e.color == other) {
            Some(e) => format!("{name} (vs bot, level {})", e.level),
            None => name.clone(),
        }
    }

    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }

    /// The engine's player in a game against it.
    pub fn engine_player(&self) -> Option<&Player> {
        self.engine.map(|e| self.player(e.color))
    }
}

/// One stored ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// 1-based.
    pub ply: i64,
    pub player_id: UserId,
    /// Canonical notation.
    pub notation: String,
    /// A forced pass the service played for the player.
    pub automatic: bool,
    /// Played by the player's conditional move (`/premove`).
    pub premove: bool,
    pub played_at: i64,
}

/// A game as listed in overviews: its record and how many plies were
/// played, but no position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub record: GameRecord,
    pub plies: i64,
}

impl GameSummary {
    /// The game's number (its record's `id`), which most callers want.
    pub fn id(&self) -> GameId {
        self.record.id
    }

    /// Colour to move while the game is active: both games alternate
    /// strictly, passes included, so this is the parity of the ply count.
    pub fn to_move(&self) -> Option<Color> {
        let parity = if self.plies % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        self.record.is_active().then_some(parity)
    }

    /// Whether it is `user`'s turn in this game.
    pub fn is_turn_of(&self, user: UserId) -> bool {
        self.to_move().is_some() && self.to_move() == self.record.color_of(user)
    }

    pub fn player_to_move(&self) -> Option<&Player> {
        self.to_move().map(|c| self.record.player(c))
    }
}

/// Optional filters on a player's finished games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HistoryFilter {
    pub opponent: Option<UserId>,
    pub kind: Option<GameKind>,
}

/// One page of a longer list; pages are numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub page: i64,
    pub per_page: i64,
    pub total_items: i64,
    /// At least 1, even when there are no items.
    pub total_pages: i64,
}

/// An active game of `kind` between `black` and `white`, just started, in
/// channel 1 of no server, for unit tests that need a record.
#[cfg(test)]
impl GameRecord {
    pub fn example(id: i64, kind: GameKind, black: Player, white: Player) -> GameRecord {
        GameRecord {
            id: GameId(id),
            kind,
            black,
            white,
            status: GameStatus::Active,
            result: None,
            ended_by: None,
            final_score: None,
            place: Place {
                guild_id: None,
                channel_id: 1,
                language: crate::i18n::Lang::En,
            },
            thread_id: None,
            board_message_id: None,
            move_hours: None,
            deadline_at: None,
            reminders_sent: 0,
            draw_offer_by: None,
            takeback_by: None,
            engine: None,
            rated: false,
            version: 0,
            created_at: 0,
            updated_at: 0,
            finished_at: None,
            bank: None,
            bank_left: None,
            clock_paused_until: None,
        }
    }
}
