//! Table rows and their conversion to domain types: the one place where SQL
//! representations (text enums, i64 ids, 0/1 flags) are read and written.

use sqlx::any::AnyRow;
use sqlx::{Any, FromRow, Row};

use super::{Standing, StoreError, StoredName};
use crate::model::*;
use crate::tournament::{Entrant, Format, ScheduledGame, Tournament, TournamentId};
use abande_engine::Level;
use abande_rules::{Color, GameKind, Outcome, PerColor};

/// Discord snowflakes fit in 63 bits; the cast is a lossless round trip anyway.
pub(crate) fn db_id(id: u64) -> i64 {
    id as i64
}

pub(crate) fn from_db_id(id: i64) -> u64 {
    id as u64
}

/// Where a game, challenge or event is shown, from its three columns.
fn place(guild_id: Option<i64>, channel_id: i64, language: &str) -> Place {
    Place {
        guild_id: guild_id.map(from_db_id),
        channel_id: from_db_id(channel_id),
        language: Lang::from_code(language),
    }
}

/// Flags are stored as 0 or 1 on both backends (`INTEGER` on SQLite,
/// `BIGINT` on PostgreSQL), so one Rust type reads them everywhere.
pub(crate) fn db_flag(flag: bool) -> i64 {
    i64::from(flag)
}

pub(crate) fn from_db_flag(flag: i64) -> bool {
    flag != 0
}

fn player(id: i64, name: String) -> Player {
    Player {
        id: UserId(from_db_id(id)),
        name,
    }
}

/// The engine's seat from its level and whether it plays Black.
fn engine_seat(level: Option<i64>, black: bool) -> Result<Option<EngineSeat>, StoreError> {
    let Some(level) = level else {
        return Ok(None);
    };
    let level = u8::try_from(level)
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| corrupt("engine level", &level.to_string()))?;
    let color = if black { Color::Black } else { Color::White };
    Ok(Some(EngineSeat { color, level }))
}

fn corrupt(what: &str, value: &str) -> StoreError {
    StoreError::Corrupt(format!("unknown {what} \"{value}\""))
}

pub(crate) fn parse_kind(text: &str) -> Result<GameKind, StoreError> {
    text.parse().map_err(|_| corrupt("game kind", text))
}

/// A stored name read back; anything else is corrupt data.
pub(crate) fn parse_name<T: StoredName>(what: &str, text: &str) -> Result<T, StoreError> {
    T::from_name(text).ok_or_else(|| corrupt(what, text))
}

pub(crate) fn parse_outcome(text: &str) -> Result<Outcome, StoreError> {
    match text {
        "black" => Ok(Outcome::Win(Color::Black)),
        "white" => Ok(Outcome::Win(Color::White)),
        "draw" => Ok(Outcome::Draw),
        _ => Err(corrupt("result", text)),
    }
}

fn hours(value: Option<i64>) -> Option<u32> {
    value.and_then(|h| u32::try_from(h).ok())
}

/// A time bank is stored as its three columns, all set or none.
fn time_bank(initial: Option<i64>, increment: Option<i64>, max: Option<i64>) -> Option<TimeBank> {
    Some(TimeBank {
        initial_secs: initial?,
        increment_secs: increment?,
        max_secs: max?,
    })
}

#[derive(FromRow)]
pub(crate) struct ChallengeRow {
    id: i64,
    challenger_id: i64,
    challenger_name: String,
    opponent_id: Option<i64>,
    opponent_name: Option<String>,
    kind: String,
    color: String,
    move_hours: Option<i64>,
    guild_id: Option<i64>,
    channel_id: i64,
    language: String,
    message_id: Option<i64>,
    status: String,
    created_at: i64,
    expires_at: i64,
    game_id: Option<i64>,
    rated: i64,
    min_rating: Option<i64>,
    max_rating: Option<i64>,
    rematch_of: Option<i64>,
    bank_initial_secs: Option<i64>,
    bank_increment_secs: Option<i64>,
    bank_max_secs: Option<i64>,
}

/// A challenge's columns with its players' names, as a string literal
/// (`concat!` adds the clauses after it, so every statement stays a constant).
macro_rules! challenge_select {
    () => {
        "SELECT c.id, c.challenger_id, a.name AS challenger_name,
            c.opponent_id, o.name AS opponent_name, c.kind, c.color, c.move_hours, c.guild_id,
            c.channel_id, c.message_id, c.status, c.created_at, c.expires_at, c.game_id, c.rated,
            c.min_rating, c.max_rating, c.rematch_of,
            c.bank_initial_secs, c.bank_increment_secs, c.bank_max_secs, c.language
        FROM challenges c
        JOIN players a ON a.id = c.challenger_id
        LEFT JOIN players o ON o.id = c.opponent_id"
    };
}
pub(crate) use challenge_select;

impl TryFrom<ChallengeRow> for Challenge {
    type Error = StoreError;

    fn try_from(row: ChallengeRow) -> Result<Self, StoreError> {
        Ok(Challenge {
            id: ChallengeId(row.id),
            challenger: player(row.challenger_id, row.challenger_name),
            opponent: row
                .opponent_id
                .map(|id| player(id, row.opponent_name.unwrap_or_default())),
            kind: parse_kind(&row.kind)?,
            color: parse_name("colour choice", &row.color)?,
            move_hours: hours(row.move_hours),
            place: place(row.guild_id, row.channel_id, &row.language),
            message_id: row.message_id.map(from_db_id),
            status: parse_name("challenge status", &row.status)?,
            created_at: row.created_at,
            expires_at: row.expires_at,
            game_id: row.game_id.map(GameId),
            rated: from_db_flag(row.rated),
            rating_range: RatingRange {
                min: row.min_rating.and_then(|r| i32::try_from(r).ok()),
                max: row.max_rating.and_then(|r| i32::try_from(r).ok()),
            },
            rematch_of: row.rematch_of.map(GameId),
            bank: time_bank(
                row.bank_initial_secs,
                row.bank_increment_secs,
                row.bank_max_secs,
            ),
        })
    }
}

#[derive(FromRow)]
pub(crate) struct GameRow {
    id: i64,
    kind: String,
    black_id: i64,
    black_name: String,
    white_id: i64,
    white_name: String,
    status: String,
    result: Option<String>,
    ended_by: Option<String>,
    score_black: Option<i64>,
    score_white: Option<i64>,
    guild_id: Option<i64>,
    channel_id: i64,
    language: String,
    thread_id: Option<i64>,
    board_message_id: Option<i64>,
    move_hours: Option<i64>,
    deadline_at: Option<i64>,
    reminders_sent: i64,
    draw_offer_by: Option<i64>,
    takeback_by: Option<i64>,
    engine_level: Option<i64>,
    black_is_engine: i64,
    rated: i64,
    version: i64,
    created_at: i64,
    updated_at: i64,
    finished_at: Option<i64>,
    bank_initial_secs: Option<i64>,
    bank_increment_secs: Option<i64>,
    bank_max_secs: Option<i64>,
    bank_black_secs: Option<i64>,
    bank_white_secs: Option<i64>,
    clock_paused_until: Option<i64>,
}

/// A game's columns with its players' names, as a string literal; `FROM
/// games g` is its last clause (and `$extra` columns go before it).
macro_rules! game_select {
    ($($extra:literal)?) => {
        concat!(
            "SELECT g.id, g.kind, g.black_id, b.name AS black_name,
                g.white_id, w.name AS white_name, g.status, g.result, g.ended_by, g.score_black,
                g.score_white, g.guild_id, g.channel_id, g.thread_id, g.board_message_id,
                g.move_hours, g.deadline_at, g.reminders_sent, g.draw_offer_by, g.takeback_by,
                g.engine_level, b.is_engine AS black_is_engine, g.rated,
                g.version, g.created_at, g.updated_at, g.finished_at,
                g.bank_initial_secs, g.bank_increment_secs, g.bank_max_secs,
                g.bank_black_secs, g.bank_white_secs, g.clock_paused_until, g.language",
            $($extra,)?
            " FROM games g
            JOIN players b ON b.id = g.black_id
            JOIN players w ON w.id = g.white_id"
        )
    };
}

pub(crate) use game_select;

fn final_score(black: Option<i64>, white: Option<i64>) -> Option<PerColor<u32>> {
    match (black, white) {
        (Some(b), Some(w)) => Some(PerColor {
            black: b.max(0) as u32,
            white: w.max(0) as u32,
        }),
        _ => None,
    }
}

impl TryFrom<GameRow> for GameRecord {
    type Error = StoreError;

    fn try_from(row: GameRow) -> Result<Self, StoreError> {
        Ok(GameRecord {
            id: GameId(row.id),
            kind: parse_kind(&row.kind)?,
            black: player(row.black_id, row.black_name),
            white: player(row.white_id, row.white_name),
            status: parse_name("game status", &row.status)?,
            result: row.result.as_deref().map(parse_outcome).transpose()?,
            ended_by: row
                .ended_by
                .as_deref()
                .map(|e| parse_name("game ending", e))
                .transpose()?,
            final_score: final_score(row.score_black, row.score_white),
            place: place(row.guild_id, row.channel_id, &row.language),
            thread_id: row.thread_id.map(from_db_id),
            board_message_id: row.board_message_id.map(from_db_id),
            move_hours: hours(row.move_hours),
            deadline_at: row.deadline_at,
            reminders_sent: row.reminders_sent,
            draw_offer_by: row.draw_offer_by.map(|id| UserId(from_db_id(id))),
            takeback_by: row.takeback_by.map(|id| UserId(from_db_id(id))),
            engine: engine_seat(row.engine_level, from_db_flag(row.black_is_engine))?,
            rated: from_db_flag(row.rated),
            version: row.version,
            created_at: row.created_at,
            updated_at: row.updated_at,
            finished_at: row.finished_at,
            bank: time_bank(
                row.bank_initial_secs,
                row.bank_increment_secs,
                row.bank_max_secs,
            ),
            bank_left: match (row.bank_black_secs, row.bank_white_secs) {
                (Some(black), Some(white)) => Some(PerColor { black, white }),
                _ => None,
            },
            clock_paused_until: row.clock_paused_until,
        })
    }
}

#[derive(FromRow)]
pub(crate) struct SummaryRow {
    #[sqlx(flatten)]
    game: GameRow,
    plies: i64,
}

/// [`game_select!`]'s columns and the number of plies played.
macro_rules! summary_select {
    () => {
        game_select!(", (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS plies")
    };
}
pub(crate) use summary_select;

impl TryFrom<SummaryRow> for GameSummary {
    type Error = StoreError;

    fn try_from(row: SummaryRow) -> Result<Self, StoreError> {
        Ok(GameSummary {
            record: GameRecord::try_from(row.game)?,
            plies: row.plies,
        })
    }
}

/// A vacation's columns, as a string literal.
macro_rules! vacation_select {
    () => {
        "SELECT id, user_id, starts_at, ends_at FROM vacations"
    };
}
pub(crate) use vacation_select;

/// Reads a domain type straight from a row: each field from its columns by
/// a reader below (`plain` for a column of the field's own type).
macro_rules! from_row {
    ($type:ident { $($field:ident: $read:ident($($column:literal),*)),* $(,)? }) => {
        impl<'r> FromRow<'r, AnyRow> for $type {
            fn from_row(row: &'r AnyRow) -> sqlx::Result<Self> {
                Ok($type {
                    $($field: $read(row, $($column),*)?),*
                })
            }
        }
    };
}

from_row!(MoveRecord {
    ply: plain("ply"),
    player_id: user("player_id"),
    notation: plain("notation"),
    automatic: flag("automatic"),
    premove: flag("premove"),
    played_at: plain("played_at"),
});

from_row!(KindRecord {
    kind: kind("kind"),
    against_engine: engine_level("engine_level"),
    wins: plain("wins"),
    draws: plain("draws"),
    losses: plain("losses"),
});

from_row!(Vacation {
    id: plain("id"),
    user: user("user_id"),
    starts_at: plain("starts_at"),
    ends_at: plain("ends_at"),
});

from_row!(Rating {
    rating: plain("rating"),
    deviation: plain("deviation"),
    volatility: plain("volatility"),
    games: plain("games"),
});

from_row!(RatingChange {
    game_id: game_id("game_id"),
    player: user("player_id"),
    kind: kind("kind"),
    before: plain("rating_before"),
    after: rating_after("rating_after", "deviation_after"),
    at: plain("changed_at"),
});

from_row!(Standing {
    rank: plain("rank"),
    player: player_named("player_id", "name"),
    rating: rating(),
});

fn plain<'r, T: sqlx::Decode<'r, Any> + sqlx::Type<Any>>(
    row: &'r AnyRow,
    column: &str,
) -> sqlx::Result<T> {
    row.try_get(column)
}

fn user(row: &AnyRow, column: &str) -> sqlx::Result<UserId> {
    Ok(UserId(from_db_id(row.try_get(column)?)))
}

fn player_named(row: &AnyRow, id: &str, name: &str) -> sqlx::Result<Player> {
    Ok(player(row.try_get(id)?, row.try_get(name)?))
}

fn game_id(row: &AnyRow, column: &str) -> sqlx::Result<GameId> {
    Ok(GameId(row.try_get(column)?))
}

fn flag(row: &AnyRow, column: &str) -> sqlx::Result<bool> {
    Ok(from_db_flag(row.try_get(column)?))
}

fn kind(row: &AnyRow, column: &str) -> sqlx::Result<GameKind> {
    let text: String = row.try_get(column)?;
    parse_kind(&text).map_err(|e| corrupt_column(column, e))
}

/// The engine's level in a game against it, `None` in other games.
fn engine_level(row: &AnyRow, column: &str) -> sqlx::Result<Option<Level>> {
    let seat = engine_seat(row.try_get(column)?, false).map_err(|e| corrupt_column(column, e))?;
    Ok(seat.map(|seat| seat.level))
}

fn rating(row: &AnyRow) -> sqlx::Result<Rating> {
    Rating::from_row(row)
}

/// A rating after a game as its change keeps it: no volatility nor count.
fn rating_after(row: &AnyRow, rating: &str, deviation: &str) -> sqlx::Result<Rating> {
    Ok(Rating {
        rating: row.try_get(rating)?,
        deviation: row.try_get(deviation)?,
        ..Rating::NEW
    })
}

/// A stored value the store never writes; it leaves sqlx as
/// [`StoreError::Corrupt`] (see `From<sqlx::Error> for StoreError`).
fn corrupt_column(column: &str, error: StoreError) -> sqlx::Error {
    sqlx::Error::ColumnDecode {
        index: column.to_string(),
        source: Box::new(error),
    }
}

#[derive(FromRow)]
pub(crate) struct TournamentRow {
    id: i64,
    name: String,
    kind: String,
    format: String,
    max_players: i64,
    rounds: Option<i64>,
    move_hours: Option<i64>,
    bank_initial_secs: Option<i64>,
    bank_increment_secs: Option<i64>,
    bank_max_secs: Option<i64>,
    rated: i64,
    creator_id: i64,
    creator_name: String,
    guild_id: Option<i64>,
    channel_id: i64,
    language: String,
    message_id: Option<i64>,
    status: String,
    starts_at: Option<i64>,
    current_round: i64,
    entrants: i64,
    created_at: i64,
    started_at: Option<i64>,
    finished_at: Option<i64>,
    cancelled_at: Option<i64>,
}

/// A tournament's columns with its creator's name and its number of
/// entrants, as a string literal (`concat!` adds the clauses after it).
macro_rules! tournament_select {
    () => {
        "SELECT t.id, t.name, t.kind, t.format, t.max_players, t.rounds, t.move_hours,
            t.bank_initial_secs, t.bank_increment_secs, t.bank_max_secs, t.rated,
            t.creator_id, p.name AS creator_name, t.guild_id, t.channel_id, t.language,
            t.message_id, t.status, t.starts_at, t.current_round,
            (SELECT COUNT(*) FROM tournament_entrants e WHERE e.tournament_id = t.id) AS entrants,
            t.created_at, t.started_at, t.finished_at, t.cancelled_at
        FROM tournaments t
        JOIN players p ON p.id = t.creator_id"
    };
}
pub(crate) use tournament_select;

impl TryFrom<TournamentRow> for Tournament {
    type Error = StoreError;

    fn try_from(row: TournamentRow) -> Result<Self, StoreError> {
        let count = |n: i64| u32::try_from(n).unwrap_or(0);
        Ok(Tournament {
            id: TournamentId(row.id),
            name: row.name,
            kind: parse_kind(&row.kind)?,
            format: Format::from_name(&row.format)
                .ok_or_else(|| corrupt("tournament format", &row.format))?,
            max_players: count(row.max_players),
            rounds: row.rounds.map(count),
            move_hours: hours(row.move_hours),
            bank: time_bank(
                row.bank_initial_secs,
                row.bank_increment_secs,
                row.bank_max_secs,
            ),
            rated: from_db_flag(row.rated),
            creator: player(row.creator_id, row.creator_name),
            place: place(row.guild_id, row.channel_id, &row.language),
            message_id: row.message_id.map(from_db_id),
            status: parse_name("tournament status", &row.status)?,
            starts_at: row.starts_at,
            current_round: count(row.current_round),
            entrants: count(row.entrants),
            created_at: row.created_at,
            started_at: row.started_at,
            finished_at: row.finished_at,
            cancelled_at: row.cancelled_at,
        })
    }
}

from_row!(Entrant {
    player: player_named("player_id", "name"),
    seed: seed("seed"),
    joined_at: plain("joined_at"),
    withdrawn_at: plain("withdrawn_at"),
});

from_row!(ScheduledGame {
    round: count("round_no"),
    board: count("board"),
    black: user("black_id"),
    white: maybe_user("white_id"),
    game: maybe_game_id("game_id"),
    status: game_status("status"),
    result: maybe_outcome("result"),
    ended_by: maybe_ended_by("ended_by"),
    thread_id: maybe_id("thread_id"),
});

fn maybe_ended_by(row: &AnyRow, column: &str) -> sqlx::Result<Option<EndedBy>> {
    maybe_parsed(row, column, |t| parse_name("game ending", t))
}

fn maybe_id(row: &AnyRow, column: &str) -> sqlx::Result<Option<u64>> {
    let id: Option<i64> = row.try_get(column)?;
    Ok(id.map(from_db_id))
}

fn count(row: &AnyRow, column: &str) -> sqlx::Result<u32> {
    let n: i64 = row.try_get(column)?;
    Ok(u32::try_from(n).unwrap_or(0))
}

fn seed(row: &AnyRow, column: &str) -> sqlx::Result<Option<u32>> {
    let n: Option<i64> = row.try_get(column)?;
    Ok(n.and_then(|n| u32::try_from(n).ok()))
}

fn maybe_user(row: &AnyRow, column: &str) -> sqlx::Result<Option<UserId>> {
    let id: Option<i64> = row.try_get(column)?;
    Ok(id.map(|id| UserId(from_db_id(id))))
}

fn maybe_game_id(row: &AnyRow, column: &str) -> sqlx::Result<Option<GameId>> {
    let id: Option<i64> = row.try_get(column)?;
    Ok(id.map(GameId))
}

fn game_status(row: &AnyRow, column: &str) -> sqlx::Result<Option<GameStatus>> {
    maybe_parsed(row, column, |t| parse_name("game status", t))
}

fn maybe_outcome(row: &AnyRow, column: &str) -> sqlx::Result<Option<Outcome>> {
    maybe_parsed(row, column, parse_outcome)
}

/// A text column that may be NULL, read by `parse`; text it refuses is corrupt.
fn maybe_parsed<T>(
    row: &AnyRow,
    column: &str,
    parse: impl Fn(&str) -> Result<T, StoreError>,
) -> sqlx::Result<Option<T>> {
    let text: Option<String> = row.try_get(column)?;
    text.map(|t| parse(&t))
        .transpose()
        .map_err(|e| corrupt_column(column, e))
}

#[derive(FromRow)]
pub(crate) struct PlayerRow {
    pub id: i64,
    pub name: String,
    notify_dm: i64,
}

impl PlayerRow {
    pub fn notify_dm(&self) -> bool {
        from_db_flag(self.notify_dm)
    }
}

/// A moderator's action with the names of the moderator and of the
/// player it removed (`store/moderation.rs`).
#[derive(FromRow)]
pub(crate) struct ModerationRow {
    id: i64,
    guild_id: i64,
    moderator_id: i64,
    moderator_name: String,
    action: String,
    tournament_id: Option<i64>,
    game_id: Option<i64>,
    player_id: Option<i64>,
    player_name: Option<String>,
    result: Option<String>,
    at: i64,
}

/// A moderator's action's columns with the names, as a string literal.
macro_rules! moderation_select {
    () => {
        "SELECT m.id, m.guild_id, m.moderator_id, p.name AS moderator_name, m.action,
            m.tournament_id, m.game_id, m.player_id, r.name AS player_name, m.result, m.at
        FROM moderation_actions m
        JOIN players p ON p.id = m.moderator_id
        LEFT JOIN players r ON r.id = m.player_id"
    };
}
pub(crate) use moderation_select;

/// The action stored as `kind` with these columns; `None` when they do
/// not fit together.
fn moderation_action(
    kind: ModerationKind,
    tournament: Option<i64>,
    game: Option<GameId>,
    player: Option<UserId>,
    result: Option<Outcome>,
) -> Option<ModerationAction> {
    Some(match kind {
        ModerationKind::CancelTournament => ModerationAction::CancelTournament {
            tournament: tournament?,
        },
        ModerationKind::RemovePlayer => ModerationAction::RemovePlayer {
            tournament: tournament?,
            player: player?,
        },
        ModerationKind::AbortGame => ModerationAction::AbortGame { game: game? },
        ModerationKind::AdjudicateGame => ModerationAction::AdjudicateGame {
            game: game?,
            result: result?,
        },
    })
}

impl TryFrom<ModerationRow> for ModerationRecord {
    type Error = StoreError;

    fn try_from(row: ModerationRow) -> Result<Self, StoreError> {
        let kind: ModerationKind = parse_name("moderation action", &row.action)?;
        let result = row.result.as_deref().map(parse_outcome).transpose()?;
        let action = moderation_action(
            kind,
            row.tournament_id,
            row.game_id.map(GameId),
            row.player_id.map(|p| UserId(from_db_id(p))),
            result,
        )
        .ok_or_else(|| corrupt("moderation action", &row.action))?;
        Ok(ModerationRecord {
            id: row.id,
            guild_id: from_db_id(row.guild_id),
            moderator: player(row.moderator_id, row.moderator_name),
            action,
            player_name: row.player_name,
            at: row.at,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::scratch_store;
    use super::*;

    /// A value the store never writes reads as corrupt data, not as a
    /// database failure, whether the row is read by `from_row!` or not.
    #[tokio::test]
    async fn unknown_stored_values_read_as_corrupt_data() {
        let (_dir, store) = scratch_store().await;
        for (kind, level) in [("chess", None), ("abalone", Some(9_i64))] {
            let read: Result<KindRecord, StoreError> = sqlx::query_as(
                "SELECT $1 AS kind, $2 AS engine_level, 1 AS wins, 0 AS draws, 0 AS losses",
            )
            .bind(kind)
            .bind(level)
            .fetch_one(&store.pool)
            .await
            .map_err(StoreError::from);
            assert!(
                matches!(&read, Err(StoreError::Corrupt(_))),
                "{kind} {level:?}: {read:?}"
            );
        }
        let read: KindRecord = sqlx::query_as(
            "SELECT 'abalone' AS kind, 3 AS engine_level, 1 AS wins, 0 AS draws, 0 AS losses",
        )
        .fetch_one(&store.pool)
        .await
        .unwrap();
        assert_eq!(read.against_engine, Level::new(3));
        assert_eq!(read.wins, 1);
    }
}
