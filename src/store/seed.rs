//! Bulk writes for `abande-bot seed-db`, which fills an empty database with
//! finished games to measure the bot at size (`cli/seed_db.rs` decides what
//! is played; this only writes it). One statement per table and batch: the
//! rows travel as one JSON array, unpacked by the database (`json_each` on
//! SQLite, `json_array_elements` on PostgreSQL), because a round trip per
//! row made 200,000 games take most of an hour on PostgreSQL.

use serde::Serialize;
use tracing::instrument;

use super::copy::CONTINUE_IDENTITIES;
use super::rows::db_id;
use super::{Backend, Player, Rating, RatingChange, Store, StoreError, UserId};

/// One finished game to write, with its moves; each ply also gets the board
/// announcement the bot would have owed and delivered for it.
#[derive(Clone, Debug)]
pub struct SeedGame {
    pub id: i64,
    pub kind: &'static str,
    pub black: UserId,
    pub white: UserId,
    /// `"black"`, `"white"` or `"draw"`.
    pub result: &'static str,
    /// An [`super::EndedBy`] name.
    pub ended_by: &'static str,
    pub score: Option<(i64, i64)>,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub thread_id: u64,
    pub board_message_id: u64,
    pub move_hours: i64,
    pub rated: bool,
    pub created_at: i64,
    pub finished_at: i64,
    pub language: &'static str,
    pub moves: Vec<SeedMove>,
}

/// One ply of a [`SeedGame`].
#[derive(Clone, Debug)]
pub struct SeedMove {
    pub player: UserId,
    pub notation: String,
    pub automatic: bool,
    pub played_at: i64,
}

/// A batch of rows for one table, as the statement unpacking it reads it:
/// a JSON array of arrays, the columns in the statement's order.
fn json_rows<Row: Serialize>(rows: &[Row]) -> Result<String, StoreError> {
    serde_json::to_string(rows).map_err(|source| StoreError::Json {
        what: "seed rows",
        source,
    })
}

/// The insert of one table from a JSON array of rows (`$1`), per backend:
/// `$columns` are its columns, `$sqlite` and `$postgres` what each backend
/// selects from element `e` of the array.
macro_rules! json_insert {
    ($table:literal ($columns:literal) sqlite ($sqlite:literal) postgres ($postgres:literal)) => {
        (
            json_insert!(@select $table, $columns, $sqlite, "json_each($1)"),
            json_insert!(@select $table, $columns, $postgres, "json_array_elements($1::json)"),
        )
    };
    (@select $table:literal, $columns:literal, $select:literal, $elements:literal) => {
        concat!(
            "INSERT INTO ", $table, " (", $columns, ") ",
            "SELECT ", $select, " FROM ", $elements, " AS e"
        )
    };
}

const PLAYERS: (&str, &str) = json_insert!("players" ("id, name, updated_at")
    sqlite ("e.value->>0, e.value->>1, e.value->>2")
    postgres ("(e->>0)::bigint, e->>1, (e->>2)::bigint"));

const GAMES: (&str, &str) = json_insert!("games" (
        "id, kind, black_id, white_id, status, result, ended_by, score_black, score_white,
         guild_id, channel_id, thread_id, board_message_id, move_hours, version,
         created_at, updated_at, finished_at, rated, language")
    sqlite ("e.value->>0, e.value->>1, e.value->>2, e.value->>3, 'finished', e.value->>4,
         e.value->>5, e.value->>6, e.value->>7, e.value->>8, e.value->>9, e.value->>10,
         e.value->>11, e.value->>12, e.value->>13, e.value->>14, e.value->>15, e.value->>15,
         e.value->>16, e.value->>17")
    postgres ("(e->>0)::bigint, e->>1, (e->>2)::bigint, (e->>3)::bigint, 'finished', e->>4,
         e->>5, (e->>6)::bigint, (e->>7)::bigint, (e->>8)::bigint, (e->>9)::bigint,
         (e->>10)::bigint, (e->>11)::bigint, (e->>12)::bigint, (e->>13)::bigint,
         (e->>14)::bigint, (e->>15)::bigint, (e->>15)::bigint, (e->>16)::bigint, e->>17"));

/// The challenge each game was accepted from.
const CHALLENGES: (&str, &str) = json_insert!("challenges" (
        "id, challenger_id, opponent_id, kind, color, move_hours, guild_id, channel_id,
         status, created_at, expires_at, game_id, rated, language")
    sqlite ("e.value->>0, e.value->>1, e.value->>2, e.value->>3, 'black', e.value->>4,
         e.value->>5, e.value->>6, 'accepted', e.value->>7, e.value->>7 + 86400, e.value->>0,
         e.value->>8, e.value->>9")
    postgres ("(e->>0)::bigint, (e->>1)::bigint, (e->>2)::bigint, e->>3, 'black',
         (e->>4)::bigint, (e->>5)::bigint, (e->>6)::bigint, 'accepted', (e->>7)::bigint,
         (e->>7)::bigint + 86400, (e->>0)::bigint, (e->>8)::bigint, e->>9"));

const MOVES: (&str, &str) = json_insert!("moves" ("game_id, ply, player_id, notation, automatic, played_at")
    sqlite ("e.value->>0, e.value->>1, e.value->>2, e.value->>3, e.value->>4, e.value->>5")
    postgres ("(e->>0)::bigint, (e->>1)::bigint, (e->>2)::bigint, e->>3, (e->>4)::bigint,
         (e->>5)::bigint"));

const BOARDS: (&str, &str) = json_insert!("announcements" (
        "kind, game_id, version, at_ply, created_at, claimed_until, attempts, delivered_at, outcome")
    sqlite ("'board', e.value->>0, e.value->>1, e.value->>2, e.value->>3, e.value->>3, 1,
         e.value->>3, 'sent'")
    postgres ("'board', (e->>0)::bigint, (e->>1)::bigint, (e->>2)::bigint, (e->>3)::bigint,
         (e->>3)::bigint, 1, (e->>3)::bigint, 'sent'"));

const RATING_CHANGES: (&str, &str) = json_insert!("rating_changes" (
        "game_id, player_id, kind, rating_before, rating_after, deviation_after, changed_at")
    sqlite ("e.value->>0, e.value->>1, e.value->>2, e.value->>3, e.value->>4, e.value->>5,
         e.value->>6")
    postgres ("(e->>0)::bigint, (e->>1)::bigint, e->>2, (e->>3)::double precision,
         (e->>4)::double precision, (e->>5)::double precision, (e->>6)::bigint"));

const RATINGS: (&str, &str) = json_insert!("ratings" (
        "player_id, kind, rating, deviation, volatility, games, updated_at")
    sqlite ("e.value->>0, e.value->>1, e.value->>2, e.value->>3, e.value->>4, e.value->>5,
         e.value->>6")
    postgres ("(e->>0)::bigint, e->>1, (e->>2)::double precision, (e->>3)::double precision,
         (e->>4)::double precision, (e->>5)::bigint, (e->>6)::bigint"));

/// Who stands on which server's leaderboard, from the games just written
/// (the same rows `WriteTx::record_rating` keeps for games the bot plays).
const LEADERBOARD_MEMBERS: &str = "INSERT INTO leaderboard_members (guild_id, kind, player_id)
    SELECT guild_id, kind, black_id FROM games
    WHERE rated = 1 AND status = 'finished' AND guild_id IS NOT NULL
    UNION
    SELECT guild_id, kind, white_id FROM games
    WHERE rated = 1 AND status = 'finished' AND guild_id IS NOT NULL";

/// A player's final rating in one game id, as the seeded games left it.
#[derive(Clone, Copy, Debug)]
pub struct SeedRating {
    pub player: UserId,
    pub kind: &'static str,
    pub rating: Rating,
    pub updated_at: i64,
}

impl Store {
    /// Runs `statements` (one per backend) with `rows` as its JSON array,
    /// in one transaction with the others of the batch.
    async fn insert_json(
        &self,
        tx: &mut super::WriteTx,
        statements: (&'static str, &'static str),
        rows: String,
    ) -> Result<(), StoreError> {
        let statement = match self.backend {
            Backend::Sqlite => statements.0,
            Backend::Postgres => statements.1,
        };
        sqlx::query(statement)
            .bind(rows)
            .execute(&mut *tx.tx)
            .await?;
        Ok(())
    }

    /// Writes players (a seeded database starts empty).
    #[instrument(level = "debug", skip_all, fields(players = players.len()), err(level = "debug"))]
    pub async fn seed_players(&self, players: &[Player], now: i64) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        for chunk in players.chunks(10_000) {
            let rows: Vec<(i64, &str, i64)> = chunk
                .iter()
                .map(|p| (db_id(p.id.0), p.name.as_str(), now))
                .collect();
            self.insert_json(&mut tx, PLAYERS, json_rows(&rows)?)
                .await?;
        }
        tx.commit().await
    }

    /// Writes finished games with the challenges they were accepted from,
    /// their moves, one delivered board announcement per ply, and the
    /// rating changes they made, in one transaction.
    #[instrument(level = "debug", skip_all, fields(games = games.len()), err(level = "debug"))]
    pub async fn seed_games(
        &self,
        games: &[SeedGame],
        changes: &[RatingChange],
    ) -> Result<(), StoreError> {
        // Eighteen columns: more than serde writes as a tuple.
        let game_rows: Vec<serde_json::Value> = games
            .iter()
            .map(|g| {
                serde_json::json!([
                    g.id,
                    g.kind,
                    db_id(g.black.0),
                    db_id(g.white.0),
                    g.result,
                    g.ended_by,
                    g.score.map(|s| s.0),
                    g.score.map(|s| s.1),
                    g.guild_id.map(db_id),
                    db_id(g.channel_id),
                    db_id(g.thread_id),
                    db_id(g.board_message_id),
                    g.move_hours,
                    g.moves.len() as i64 + 1,
                    g.created_at,
                    g.finished_at,
                    i64::from(g.rated),
                    g.language,
                ])
            })
            .collect();
        // The challenge has the game's id and was accepted when the game began.
        let challenge_rows: Vec<serde_json::Value> = games
            .iter()
            .map(|g| {
                serde_json::json!([
                    g.id,
                    db_id(g.black.0),
                    db_id(g.white.0),
                    g.kind,
                    g.move_hours,
                    g.guild_id.map(db_id),
                    db_id(g.channel_id),
                    g.created_at,
                    i64::from(g.rated),
                    g.language,
                ])
            })
            .collect();
        let mut move_rows: Vec<(i64, i64, i64, &str, i64, i64)> = Vec::new();
        let mut board_rows: Vec<(i64, i64, i64, i64)> = Vec::new();
        for g in games {
            for (ply, m) in (1..).zip(&g.moves) {
                move_rows.push((
                    g.id,
                    ply,
                    db_id(m.player.0),
                    m.notation.as_str(),
                    i64::from(m.automatic),
                    m.played_at,
                ));
                // The board of ply N is owed at version N and announces from ply N - 1.
                board_rows.push((g.id, ply, ply - 1, m.played_at));
            }
        }
        let change_rows: Vec<(i64, i64, &str, f64, f64, f64, i64)> = changes
            .iter()
            .map(|c| {
                (
                    c.game_id.0,
                    db_id(c.player.0),
                    c.kind.id(),
                    c.before,
                    c.after.rating,
                    c.after.deviation,
                    c.at,
                )
            })
            .collect();
        let mut tx = self.begin_write().await?;
        self.insert_json(&mut tx, GAMES, json_rows(&game_rows)?)
            .await?;
        self.insert_json(&mut tx, CHALLENGES, json_rows(&challenge_rows)?)
            .await?;
        self.insert_json(&mut tx, MOVES, json_rows(&move_rows)?)
            .await?;
        self.insert_json(&mut tx, BOARDS, json_rows(&board_rows)?)
            .await?;
        self.insert_json(&mut tx, RATING_CHANGES, json_rows(&change_rows)?)
            .await?;
        tx.commit().await
    }

    /// Writes the final ratings and the leaderboards' members, and on
    /// PostgreSQL moves the identities past the ids written and gathers
    /// the planner's statistics (what autovacuum would do soon after).
    #[instrument(level = "debug", skip_all, fields(ratings = ratings.len()), err(level = "debug"))]
    pub async fn seed_finish(&self, ratings: &[SeedRating]) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        for chunk in ratings.chunks(10_000) {
            let rows: Vec<(i64, &str, f64, f64, f64, i64, i64)> = chunk
                .iter()
                .map(|r| {
                    (
                        db_id(r.player.0),
                        r.kind,
                        r.rating.rating,
                        r.rating.deviation,
                        r.rating.volatility,
                        r.rating.games,
                        r.updated_at,
                    )
                })
                .collect();
            self.insert_json(&mut tx, RATINGS, json_rows(&rows)?)
                .await?;
        }
        sqlx::query(LEADERBOARD_MEMBERS)
            .execute(&mut *tx.tx)
            .await?;
        if self.backend == Backend::Postgres {
            for statement in CONTINUE_IDENTITIES {
                sqlx::query(statement).execute(&mut *tx.tx).await?;
            }
        }
        tx.commit().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("ANALYZE").execute(&self.pool).await?;
        }
        Ok(())
    }
}
