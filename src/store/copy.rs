//! Copying a whole database to another (`abande-bot migrate-db`), on either
//! backend: every table in key order, ids kept, then checked (every row of
//! every table the same, every game replaying). Memory stays bounded at any
//! size: each table is streamed from one snapshot of the source, each row
//! as the JSON array the source writes (`json_array`, `json_build_array`),
//! a batch of rows at a time, and each batch is one multi-row insert (the
//! rows joined into one JSON array, unpacked by the target: `json_each` on
//! SQLite, `json_array_elements` on PostgreSQL) committed on its own while
//! the next batch is read, with the rows copied so far reported as they
//! go. The check reads both databases' rows the same way and compares them
//! value by value ([`same_row`]). A copy that stopped half-way is made
//! again from empty with `force`.

use futures_util::TryStreamExt;
use tracing::instrument;

use super::{Backend, Store, StoreError};
use abande_rules::{Game, GameKind};

/// How a column is read from one backend and written to the other.
#[derive(Clone, Copy)]
enum Col {
    Int,
    Real,
    Text,
}

use Col::{Int, Real, Text};

/// Every table, parents before children, with its columns as of the latest
/// migration and the key it is copied in order of. A migration that adds a
/// column adds it here too (`copy_covers_every_column` checks). Its
/// statements are constants, written by [`table!`] from the column list.
struct Table {
    name: &'static str,
    columns: &'static [(&'static str, Col)],
    count: &'static str,
    delete: &'static str,
    /// Every row in key order as the text of one JSON array (what the
    /// inserts read): SQLite's statement, then PostgreSQL's. The database
    /// writes the JSON; the copy only joins rows into batches.
    select_json: (&'static str, &'static str),
    /// A batch of rows from a JSON array of arrays (`$1`), the columns in
    /// order: SQLite's statement, then PostgreSQL's.
    insert: (&'static str, &'static str),
}

/// What element `$i` of a JSON row `e` is read as, per backend and column kind.
macro_rules! json_value {
    // A real arrives as text with every digit (see `row_value!`).
    (sqlite Real $i:literal) => {
        concat!("CAST(e.value->>", $i, " AS REAL)")
    };
    (sqlite $_col:ident $i:literal) => {
        concat!("e.value->>", $i)
    };
    (postgres Int $i:literal) => {
        concat!("(e->>", $i, ")::bigint")
    };
    (postgres Real $i:literal) => {
        concat!("(e->>", $i, ")::double precision")
    };
    (postgres Text $i:literal) => {
        concat!("e->>", $i)
    };
}

/// A column as an element of the JSON array a row is read as. SQLite's
/// JSON writes a real with 15 significant digits, too few to come back the
/// same: it is written as text with 17, which both targets read back
/// exactly. Reals travel as text from PostgreSQL too.
macro_rules! row_value {
    (sqlite Real $column:ident) => {
        concat!(
            "CASE WHEN ",
            stringify!($column),
            " IS NULL THEN NULL ELSE printf('%!.17g', ",
            stringify!($column),
            ") END"
        )
    };
    (sqlite $_col:ident $column:ident) => {
        stringify!($column)
    };
    // PostgreSQL's text of a real is the shortest that reads back exactly;
    // as text it is parsed by Rust's exact parser in the check, not by
    // serde_json's fast one (which can miss by the last bit).
    (postgres Real $column:ident) => {
        concat!(stringify!($column), "::text")
    };
    (postgres $_col:ident $column:ident) => {
        stringify!($column)
    };
}

/// The elements of a JSON row, one per column kind given (up to 40), as a
/// string literal: `e.value->>0, e.value->>1, ...` on SQLite.
macro_rules! json_values {
    ($backend:ident $first:ident $($col:ident)*) => {
        json_values!(@zip $backend [$($col)*] [
            "1" "2" "3" "4" "5" "6" "7" "8" "9" "10" "11" "12" "13" "14" "15" "16" "17" "18"
            "19" "20" "21" "22" "23" "24" "25" "26" "27" "28" "29" "30" "31" "32" "33" "34"
            "35" "36" "37" "38" "39"
        ] [json_value!($backend $first "0")])
    };
    (@zip $backend:ident [] [$($_unused:literal)*] [$($done:tt)*]) => {
        concat!($($done)*)
    };
    (@zip $backend:ident [$col:ident $($cols:ident)*] [$i:literal $($is:literal)*] [$($done:tt)*]) => {
        json_values!(@zip $backend [$($cols)*] [$($is)*] [$($done)*, ", ", json_value!($backend $col $i)])
    };
}

/// A [`Table`] and its statements, from its name, key and columns.
macro_rules! table {
    ($name:ident by $key:literal { $first:ident: $first_col:ident $(, $column:ident: $col:ident)* $(,)? }) => {
        Table {
            name: stringify!($name),
            columns: &[(stringify!($first), $first_col) $(, (stringify!($column), $col))*],
            count: concat!("SELECT COUNT(*) FROM ", stringify!($name)),
            delete: concat!("DELETE FROM ", stringify!($name)),
            select_json: (
                concat!(
                    "SELECT json_array(", row_value!(sqlite $first_col $first)
                    $(, ", ", row_value!(sqlite $col $column))*,
                    ") FROM ", stringify!($name), " ORDER BY ", $key
                ),
                concat!(
                    "SELECT json_build_array(", row_value!(postgres $first_col $first)
                    $(, ", ", row_value!(postgres $col $column))*,
                    ")::text FROM ", stringify!($name), " ORDER BY ", $key
                ),
            ),
            insert: (
                concat!(
                    "INSERT INTO ", stringify!($name), " (",
                    stringify!($first) $(, ", ", stringify!($column))*,
                    ") SELECT ", json_values!(sqlite $first_col $($col)*),
                    " FROM json_each($1) AS e"
                ),
                concat!(
                    "INSERT INTO ", stringify!($name), " (",
                    stringify!($first) $(, ", ", stringify!($column))*,
                    ") SELECT ", json_values!(postgres $first_col $($col)*),
                    " FROM json_array_elements($1::json) AS e"
                ),
            ),
        }
    };
}

const TABLES: &[Table] = &[
    table!(players by "id" {
        id: Int,
        name: Text,
        notify_dm: Int,
        updated_at: Int,
        is_engine: Int,
        web_generation: Int,
    }),
    table!(guild_settings by "guild_id" {
        guild_id: Int,
        games_channel_id: Int,
        organisers: Text,
        organiser_role_id: Int,
        language: Text,
        clock: Text,
        clock_move_hours: Int,
        max_tournaments: Int,
        max_games_per_player: Int,
        version: Int,
        updated_by: Int,
        updated_at: Int,
        archive_after_hours: Int,
        daily_puzzle: Text,
        challenge_open_hours: Int,
    }),
    table!(games by "id" {
        id: Int,
        kind: Text,
        black_id: Int,
        white_id: Int,
        status: Text,
        result: Text,
        ended_by: Text,
        score_black: Int,
        score_white: Int,
        guild_id: Int,
        channel_id: Int,
        thread_id: Int,
        board_message_id: Int,
        move_hours: Int,
        deadline_at: Int,
        reminders_sent: Int,
        draw_offer_by: Int,
        takeback_by: Int,
        version: Int,
        created_at: Int,
        updated_at: Int,
        finished_at: Int,
        engine_level: Int,
        rated: Int,
        bank_initial_secs: Int,
        bank_increment_secs: Int,
        bank_max_secs: Int,
        bank_black_secs: Int,
        bank_white_secs: Int,
        clock_paused_until: Int,
        language: Text,
        to_move_id: Int,
        thread_archive_at: Int,
    }),
    table!(challenges by "id" {
        id: Int,
        challenger_id: Int,
        opponent_id: Int,
        kind: Text,
        color: Text,
        move_hours: Int,
        guild_id: Int,
        channel_id: Int,
        message_id: Int,
        status: Text,
        created_at: Int,
        expires_at: Int,
        game_id: Int,
        rated: Int,
        min_rating: Int,
        max_rating: Int,
        rematch_of: Int,
        bank_initial_secs: Int,
        bank_increment_secs: Int,
        bank_max_secs: Int,
        language: Text,
    }),
    table!(moves by "game_id, ply" {
        game_id: Int,
        ply: Int,
        player_id: Int,
        notation: Text,
        automatic: Int,
        played_at: Int,
        premove: Int,
    }),
    table!(analyses by "game_id" {
        game_id: Int,
        plies: Int,
        body: Text,
        created_at: Int,
        moves_hash: Int,
    }),
    table!(hints by "game_id, ply" {
        game_id: Int,
        ply: Int,
        player_id: Int,
        notation: Text,
        shown_at: Int,
    }),
    table!(ratings by "player_id, kind" {
        player_id: Int,
        kind: Text,
        rating: Real,
        deviation: Real,
        volatility: Real,
        games: Int,
        updated_at: Int,
    }),
    table!(leaderboard_members by "guild_id, kind, player_id" {
        guild_id: Int,
        kind: Text,
        player_id: Int,
    }),
    table!(rating_changes by "game_id, player_id" {
        game_id: Int,
        player_id: Int,
        kind: Text,
        rating_before: Real,
        rating_after: Real,
        deviation_after: Real,
        changed_at: Int,
    }),
    table!(puzzles by "id" {
        id: Int,
        game_id: Int,
        ply: Int,
        family: Text,
        solver: Text,
        line: Text,
        gain: Int,
        margin: Int,
        rating: Real,
        deviation: Real,
        volatility: Real,
        attempts: Int,
        created_at: Int,
    }),
    table!(puzzle_scans by "game_id" {
        game_id: Int,
        priority: Int,
        queued_at: Int,
        found: Int,
        scanned_at: Int,
    }),
    table!(daily_puzzles by "id" {
        id: Int,
        guild_id: Int,
        day: Int,
        puzzle_id: Int,
        channel_id: Int,
        language: Text,
        created_at: Int,
    }),
    table!(puzzle_players by "player_id" {
        player_id: Int,
        solved: Int,
        failed: Int,
        streak: Int,
        best_streak: Int,
        rating: Real,
        deviation: Real,
        volatility: Real,
        current_puzzle: Int,
        step: Int,
        learn_game: Int,
        learn_step: Int,
        updated_at: Int,
        daily_id: Int,
    }),
    table!(puzzle_attempts by "player_id, puzzle_id" {
        player_id: Int,
        puzzle_id: Int,
        solved: Int,
        attempted_at: Int,
    }),
    table!(daily_puzzle_solvers by "daily_id, player_id" {
        daily_id: Int,
        guild_id: Int,
        player_id: Int,
        solved: Int,
        answered_at: Int,
    }),
    table!(blocks by "blocker_id, blocked_id" {
        blocker_id: Int,
        blocked_id: Int,
        created_at: Int,
    }),
    table!(vacations by "id" {
        id: Int,
        user_id: Int,
        starts_at: Int,
        ends_at: Int,
    }),
    table!(tournaments by "id" {
        id: Int,
        name: Text,
        kind: Text,
        format: Text,
        max_players: Int,
        rounds: Int,
        move_hours: Int,
        bank_initial_secs: Int,
        bank_increment_secs: Int,
        bank_max_secs: Int,
        rated: Int,
        creator_id: Int,
        guild_id: Int,
        channel_id: Int,
        language: Text,
        message_id: Int,
        status: Text,
        starts_at: Int,
        current_round: Int,
        created_at: Int,
        started_at: Int,
        finished_at: Int,
        cancelled_at: Int,
    }),
    table!(tournament_entrants by "tournament_id, player_id" {
        tournament_id: Int,
        player_id: Int,
        seed: Int,
        joined_at: Int,
        withdrawn_at: Int,
    }),
    table!(tournament_games by "tournament_id, round_no, board" {
        tournament_id: Int,
        round_no: Int,
        board: Int,
        black_id: Int,
        white_id: Int,
        game_id: Int,
        pairing_message_id: Int,
    }),
    table!(premoves by "game_id, owner_id, line_no" {
        game_id: Int,
        owner_id: Int,
        line_no: Int,
        start_ply: Int,
        moves: Text,
        created_at: Int,
    }),
    table!(moderation_actions by "id" {
        id: Int,
        guild_id: Int,
        moderator_id: Int,
        action: Text,
        tournament_id: Int,
        game_id: Int,
        player_id: Int,
        result: Text,
        at: Int,
    }),
    table!(announcements by "id" {
        id: Int,
        kind: Text,
        game_id: Int,
        challenge_id: Int,
        version: Int,
        at_ply: Int,
        detail: Text,
        created_at: Int,
        claimed_until: Int,
        attempts: Int,
        delivered_at: Int,
        outcome: Text,
        vacation_id: Int,
        daily_puzzle_id: Int,
    }),
];

/// PostgreSQL: after rows are copied with their ids, the identity of each
/// table whose `id` the database hands out continues after the highest.
macro_rules! continue_identity {
    ($table:literal) => {
        concat!(
            "SELECT setval(pg_get_serial_sequence('",
            $table,
            "', 'id'),
                 COALESCE((SELECT MAX(id) FROM ",
            $table,
            "), 1),
                 (SELECT MAX(id) FROM ",
            $table,
            ") IS NOT NULL)"
        )
    };
}

pub(super) const CONTINUE_IDENTITIES: &[&str] = &[
    continue_identity!("games"),
    continue_identity!("challenges"),
    continue_identity!("vacations"),
    continue_identity!("announcements"),
    continue_identity!("tournaments"),
    continue_identity!("moderation_actions"),
    continue_identity!("puzzles"),
    continue_identity!("daily_puzzles"),
];

/// What a copy did, table by table, and what its check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CopyReport {
    /// Rows in each table, source and target alike once checked.
    pub rows: Vec<(&'static str, i64)>,
    /// Games whose moves were replayed from the copy.
    pub games_checked: i64,
}

/// Turns PostgreSQL's foreign-key triggers off for a transaction (a
/// superuser's right): see [`Store::bulk_settings`].
const WITHOUT_KEY_CHECKS: &str = "SET LOCAL session_replication_role = replica";

/// The table copied and checked beside all the others where the order of
/// tables does not matter: the bot's log of announcements, half the rows
/// of a database that has played for a while.
const COPIED_ALONE: &str = "announcements";

/// The tables of a copy's two lanes: [`COPIED_ALONE`], then the others
/// in their order.
fn lanes() -> (Vec<&'static Table>, Vec<&'static Table>) {
    TABLES.iter().partition(|t| t.name == COPIED_ALONE)
}

/// Rows a copy reads and writes at a time unless told otherwise.
pub const COPY_BATCH_ROWS: usize = 5_000;

/// How to copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CopyOptions {
    /// Empty a target that holds rows first (else it is refused).
    pub force: bool,
    /// Rows per read batch and per insert (at least one).
    pub batch_rows: usize,
}

impl Default for CopyOptions {
    fn default() -> CopyOptions {
        CopyOptions {
            force: false,
            batch_rows: COPY_BATCH_ROWS,
        }
    }
}

/// Which part of a copy a [`CopyProgress`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyStep {
    /// Rows written to the target.
    Copying,
    /// Rows of the target compared with the source's.
    Checking,
}

/// How far a copy is in one table: `done` rows of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CopyProgress {
    pub step: CopyStep,
    pub table: &'static str,
    pub done: i64,
    pub total: i64,
}

/// Whether two JSON rows of `table` (one from each database) hold the same
/// values. The two databases write the same values differently (spacing,
/// a real as a number or as 17-digit text), so each value is compared as
/// its column's kind: a real by its value, the rest exactly.
fn same_row(table: &Table, a: &str, b: &str) -> Result<bool, StoreError> {
    let parse = |row: &str| {
        serde_json::from_str::<Vec<serde_json::Value>>(row).map_err(|source| {
            StoreError::CopyRowNotJson {
                table: table.name,
                row: row.to_string(),
                source,
            }
        })
    };
    let (a, b) = (parse(a)?, parse(b)?);
    if a.len() != table.columns.len() || b.len() != table.columns.len() {
        return Ok(false);
    }
    Ok(table
        .columns
        .iter()
        .zip(a.iter().zip(&b))
        .all(|((_, col), (a, b))| match col {
            Real => matches!((real_value(a), real_value(b)), (Some(a), Some(b)) if a == b),
            Int | Text => a == b,
        }))
}

/// A real column's value in a JSON row: `null`, a number, or a number's text.
fn real_value(value: &serde_json::Value) -> Option<Option<f64>> {
    match value {
        serde_json::Value::Null => Some(None),
        serde_json::Value::Number(n) => n.as_f64().map(Some),
        serde_json::Value::String(text) => text.parse().ok().map(Some),
        _ => None,
    }
}

/// The rows a copy reads from its source, in one snapshot.
type Snapshot = sqlx::Transaction<'static, sqlx::Any>;

impl Store {
    /// Rows in every table the bot writes (empty: none anywhere).
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn row_counts(&self) -> Result<Vec<(&'static str, i64)>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let mut counts = Vec::new();
        for table in TABLES {
            let (n,): (i64,) = sqlx::query_as(table.count).fetch_one(&mut *conn).await?;
            counts.push((table.name, n));
        }
        Ok(counts)
    }

    /// Copies every row of `self` into `target`, then checks the copy.
    /// `target` must be empty unless `force`, which empties it first.
    pub async fn copy_to(&self, target: &Store, force: bool) -> Result<CopyReport, StoreError> {
        let options = CopyOptions {
            force,
            ..CopyOptions::default()
        };
        self.copy_to_with(target, options, |_| {}).await
    }

    /// [`Store::copy_to`] in batches of `options.batch_rows`, telling
    /// `progress` after each batch copied or checked. Each batch is a
    /// transaction of its own: a copy that stops half-way leaves the target
    /// partly filled, and is made again with `force`.
    #[instrument(level = "debug", skip_all, fields(force = options.force, batch_rows = options.batch_rows), err(level = "debug"))]
    pub async fn copy_to_with(
        &self,
        target: &Store,
        options: CopyOptions,
        progress: impl FnMut(CopyProgress),
    ) -> Result<CopyReport, StoreError> {
        let existing: i64 = target.row_counts().await?.iter().map(|(_, n)| n).sum();
        if existing > 0 && !options.force {
            return Err(StoreError::NotEmpty(existing));
        }
        let batch_rows = options.batch_rows.max(1);
        let mut source = self.begin_read().await?;
        let mut tx = target.begin_write().await?;
        for table in TABLES.iter().rev() {
            sqlx::query(table.delete).execute(&mut *tx.tx).await?;
        }
        tx.commit().await?;
        let bulk = target.bulk_settings().await?;
        let progress = std::cell::RefCell::new(progress);
        let report = |p: CopyProgress| (progress.borrow_mut())(p);
        if bulk.contains(&WITHOUT_KEY_CHECKS) {
            // No key is checked while copying, so no table waits for its
            // parents: the largest table goes beside the others, from a
            // second snapshot (no bot runs during a copy), and the target
            // inserts on two connections at once.
            let (alone, together) = lanes();
            let mut second = self.begin_read().await?;
            let lane = async |source: &mut Snapshot, tables: Vec<&'static Table>| {
                for table in tables {
                    self.copy_table(source, target, table, batch_rows, &bulk, &report)
                        .await?;
                }
                Ok::<_, StoreError>(())
            };
            tokio::try_join!(lane(&mut source, together), lane(&mut second, alone))?;
            second.commit().await?;
        } else {
            for table in TABLES {
                self.copy_table(&mut source, target, table, batch_rows, &bulk, &report)
                    .await?;
            }
        }
        if target.backend == Backend::Postgres {
            let mut tx = target.begin_write().await?;
            for statement in CONTINUE_IDENTITIES {
                sqlx::query(statement).execute(&mut *tx.tx).await?;
            }
            tx.commit().await?;
        }
        source.commit().await?;
        let progress = progress.into_inner();
        self.check_copy_with(target, batch_rows, progress).await
    }

    /// Streams `table` from the `source` snapshot into `target`,
    /// `batch_rows` rows to an insert.
    async fn copy_table(
        &self,
        source: &mut Snapshot,
        target: &Store,
        table: &'static Table,
        batch_rows: usize,
        bulk: &[&'static str],
        progress: &impl Fn(CopyProgress),
    ) -> Result<(), StoreError> {
        let (total,): (i64,) = sqlx::query_as(table.count).fetch_one(&mut **source).await?;
        let mut report = CopyProgress {
            step: CopyStep::Copying,
            table: table.name,
            done: 0,
            total,
        };
        progress(report);
        let mut rows = sqlx::query_as::<_, (String,)>(self.select_json(table)).fetch(&mut **source);
        // The next batch is read while the last one is written: the source's
        // reads and the target's inserts overlap instead of taking turns.
        let mut written = (String::new(), 0);
        loop {
            let read = async {
                let mut batch = String::from("[");
                let mut count = 0;
                while count < batch_rows {
                    let Some((row,)) = rows.try_next().await? else {
                        break;
                    };
                    if count > 0 {
                        batch.push(',');
                    }
                    batch.push_str(&row);
                    count += 1;
                }
                batch.push(']');
                Ok::<_, StoreError>((batch, count))
            };
            let (json, count) = std::mem::take(&mut written);
            let write = async {
                if count == 0 {
                    Ok(())
                } else {
                    target.insert_batch(table, json, bulk).await
                }
            };
            let (batch, ()) = tokio::try_join!(read, write)?;
            if count > 0 {
                report.done += count as i64;
                progress(report);
            }
            if batch.1 == 0 {
                return Ok(());
            }
            written = batch;
        }
    }

    /// `table`'s rows as JSON arrays, in key order, on this backend.
    fn select_json(&self, table: &Table) -> &'static str {
        match self.backend {
            Backend::Sqlite => table.select_json.0,
            Backend::Postgres => table.select_json.1,
        }
    }

    /// What each of a copy's insert transactions sets first. On PostgreSQL
    /// a batch's commit does not wait for its WAL flush (a copy cut short
    /// is redone from empty with `--force` anyway), and, when the copy's
    /// role may (a superuser), foreign keys are not checked row by row:
    /// the rows come from a database that held them to the same keys, and
    /// the check compares every row afterwards. The check per row was most
    /// of the copy's time (two key lookups and a row lock for each move).
    async fn bulk_settings(&self) -> Result<Vec<&'static str>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(Vec::new());
        }
        let mut settings = vec!["SET LOCAL synchronous_commit = off"];
        let mut conn = self.pool.acquire().await?;
        let (superuser,): (String,) = sqlx::query_as("SELECT current_setting('is_superuser')")
            .fetch_one(&mut *conn)
            .await?;
        if superuser == "on" {
            settings.push(WITHOUT_KEY_CHECKS);
        }
        Ok(settings)
    }

    /// Inserts the rows of `table` in `json` (an array of arrays, the
    /// columns in order) in one statement and transaction.
    async fn insert_batch(
        &self,
        table: &Table,
        json: String,
        bulk: &[&'static str],
    ) -> Result<(), StoreError> {
        let statement = match self.backend {
            Backend::Sqlite => table.insert.0,
            Backend::Postgres => table.insert.1,
        };
        let mut tx = self.begin_write().await?;
        for setting in bulk {
            sqlx::query(setting).execute(&mut *tx.tx).await?;
        }
        sqlx::query(statement)
            .bind(json)
            .execute(&mut *tx.tx)
            .await?;
        tx.commit().await
    }

    /// Compares `target` with `self`: every row of every table, and every
    /// game of the copy replaying its moves.
    pub async fn check_copy(&self, target: &Store) -> Result<CopyReport, StoreError> {
        self.check_copy_with(target, COPY_BATCH_ROWS, |_| {}).await
    }

    /// [`Store::check_copy`], telling `progress` every `batch_rows` rows.
    /// The largest table is checked beside the others (and the replay),
    /// each lane from snapshots of its own.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    async fn check_copy_with(
        &self,
        target: &Store,
        batch_rows: usize,
        progress: impl FnMut(CopyProgress),
    ) -> Result<CopyReport, StoreError> {
        let progress = std::cell::RefCell::new(progress);
        let report = |p: CopyProgress| (progress.borrow_mut())(p);
        let (alone, together) = lanes();
        let lane = async |tables: Vec<&'static Table>, replay: bool| {
            let mut source = self.begin_read().await?;
            let mut copy = target.begin_read().await?;
            let mut rows = Vec::new();
            for table in tables {
                let total = self
                    .check_table(&mut source, target, &mut copy, table, batch_rows, &report)
                    .await?;
                rows.push((table.name, total));
            }
            source.commit().await?;
            let games = if replay {
                replay_every_game(&mut copy).await?
            } else {
                0
            };
            copy.commit().await?;
            Ok::<_, StoreError>((rows, games))
        };
        let ((mut rows, games_checked), (more, _)) =
            tokio::try_join!(lane(together, true), lane(alone, false))?;
        rows.extend(more);
        rows.sort_by_key(|(name, _)| TABLES.iter().position(|t| t.name == *name));
        Ok(CopyReport {
            rows,
            games_checked,
        })
    }

    /// Compares `table` in the `source` snapshot of `self` and the `copy`
    /// snapshot of `target` row by row; returns its number of rows.
    async fn check_table(
        &self,
        source: &mut Snapshot,
        target: &Store,
        copy: &mut Snapshot,
        table: &'static Table,
        batch_rows: usize,
        progress: &impl Fn(CopyProgress),
    ) -> Result<i64, StoreError> {
        let mismatch = |what: String| Err(StoreError::CopyMismatch(what));
        let (total,): (i64,) = sqlx::query_as(table.count).fetch_one(&mut **source).await?;
        let (copied,): (i64,) = sqlx::query_as(table.count).fetch_one(&mut **copy).await?;
        if total != copied {
            return mismatch(format!(
                "{}: {total} rows in the source, {copied} copied",
                table.name
            ));
        }
        let mut report = CopyProgress {
            step: CopyStep::Checking,
            table: table.name,
            done: 0,
            total,
        };
        progress(report);
        let mut from = sqlx::query_as::<_, (String,)>(self.select_json(table)).fetch(&mut **source);
        let mut to = sqlx::query_as::<_, (String,)>(target.select_json(table)).fetch(&mut **copy);
        loop {
            match tokio::try_join!(from.try_next(), to.try_next())? {
                (None, None) => break,
                (Some((a,)), Some((b,))) => {
                    if !same_row(table, &a, &b)? {
                        return mismatch(format!(
                            "{}: row {} is {a} in the source, {b} copied",
                            table.name, report.done
                        ));
                    }
                }
                _ => {
                    return mismatch(format!(
                        "{}: the rows end apart after {}",
                        table.name, report.done
                    ));
                }
            }
            report.done += 1;
            if report.done % batch_rows as i64 == 0 || report.done == total {
                progress(report);
            }
        }
        Ok(total)
    }
}

/// Every game's moves, in order, with its kind, for [`replay_every_game`].
const GAME_MOVES: &str = "SELECT g.id, g.kind, m.notation FROM games g
     LEFT JOIN moves m ON m.game_id = g.id
     ORDER BY g.id, m.ply";

/// Replays every game of `db` from its moves (streamed, one game at a
/// time); returns how many games there are.
async fn replay_every_game(db: &mut Snapshot) -> Result<i64, StoreError> {
    let replay = |game: Option<(i64, String)>, moves: &[String]| -> Result<i64, StoreError> {
        let Some((id, kind)) = game else {
            return Ok(0);
        };
        let kind = GameKind::from_id(&kind)
            .ok_or_else(|| StoreError::CopyMismatch(format!("game {id} has kind {kind:?}")))?;
        Game::replay(kind, moves).map_err(|(ply, source)| StoreError::CopyUnplayable {
            game: id,
            ply,
            source,
        })?;
        Ok(1)
    };
    let mut rows = sqlx::query_as::<_, (i64, String, Option<String>)>(GAME_MOVES).fetch(&mut **db);
    let mut games = 0;
    let mut current: Option<(i64, String)> = None;
    let mut moves: Vec<String> = Vec::new();
    while let Some((id, kind, notation)) = rows.try_next().await? {
        if current.as_ref().is_none_or(|(game, _)| *game != id) {
            games += replay(current.take(), &moves)?;
            moves.clear();
            current = Some((id, kind));
        }
        moves.extend(notation);
    }
    games += replay(current, &moves)?;
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tables not copied: leases are held by running processes, and a copy
    /// is made while no bot runs.
    const NOT_COPIED: &[&str] = &["leases"];

    /// [`table!`] writes each table's statements from its column list.
    #[test]
    fn statements_follow_the_column_lists() {
        let moves = TABLES.iter().find(|t| t.name == "moves").unwrap();
        assert_eq!(
            moves.insert.0,
            "INSERT INTO moves (game_id, ply, player_id, notation, automatic, played_at, premove) \
             SELECT e.value->>0, e.value->>1, e.value->>2, e.value->>3, e.value->>4, \
             e.value->>5, e.value->>6 FROM json_each($1) AS e"
        );
        assert_eq!(
            moves.insert.1,
            "INSERT INTO moves (game_id, ply, player_id, notation, automatic, played_at, premove) \
             SELECT (e->>0)::bigint, (e->>1)::bigint, (e->>2)::bigint, e->>3, \
             (e->>4)::bigint, (e->>5)::bigint, (e->>6)::bigint FROM json_array_elements($1::json) AS e"
        );
        assert_eq!(
            moves.select_json.0,
            "SELECT json_array(game_id, ply, player_id, notation, automatic, played_at, premove) \
             FROM moves ORDER BY game_id, ply"
        );
        assert_eq!(
            moves.select_json.1,
            "SELECT json_build_array(game_id, ply, player_id, notation, automatic, played_at, \
             premove)::text FROM moves ORDER BY game_id, ply"
        );
        // A real leaves SQLite as text with every digit and comes back a real.
        let ratings = TABLES.iter().find(|t| t.name == "ratings").unwrap();
        assert!(
            ratings
                .select_json
                .0
                .contains("CASE WHEN rating IS NULL THEN NULL ELSE printf('%!.17g', rating) END"),
            "{}",
            ratings.select_json.0
        );
        assert!(
            ratings.select_json.1.contains("rating::text"),
            "{}",
            ratings.select_json.1
        );
        assert!(
            ratings.insert.0.contains("CAST(e.value->>2 AS REAL)"),
            "{}",
            ratings.insert.0
        );
        for table in TABLES {
            let n = table.columns.len();
            for insert in [table.insert.0, table.insert.1] {
                assert_eq!(
                    insert
                        .matches("e.value->>")
                        .count()
                        .max(insert.matches("e->>").count()),
                    n,
                    "{}",
                    table.name
                );
                assert!(
                    insert.contains(&format!("e.value->>{}", n - 1))
                        || insert.contains(&format!("e->>{}", n - 1)),
                    "{}",
                    table.name
                );
            }
        }
    }

    /// The check reads a row from each database as JSON: the same values
    /// written two ways are the same row, a changed value is not.
    #[test]
    fn rows_compare_by_value_not_by_spelling() {
        let ratings = TABLES.iter().find(|t| t.name == "ratings").unwrap();
        let kinds: Vec<Col> = ratings.columns.iter().map(|(_, c)| *c).collect();
        let row = |values: [&str; 3]| -> String {
            let mut out = Vec::new();
            for (i, col) in kinds.iter().enumerate() {
                out.push(match col {
                    Real => values[2].to_string(),
                    Text => "\"abalone\"".to_string(),
                    Int if i == 0 => values[0].to_string(),
                    Int => values[1].to_string(),
                });
            }
            format!("[{}]", out.join(","))
        };
        // SQLite's 17-digit text against PostgreSQL's shortest, with spaces.
        let sqlite = row(["7", "3", "\"1500.0000000000000\""]);
        let postgres = row(["7", "3", "1500"]).replace(',', ", ");
        assert!(same_row(ratings, &sqlite, &postgres).unwrap());
        // Both texts name the same double (serde_json's own parse of the
        // two as numbers can differ in the last bit).
        let long = row(["7", "3", "\"64.879869364269425\""]);
        let short = row(["7", "3", "\"64.87986936426942\""]);
        assert!(same_row(ratings, &long, &short).unwrap());
        let other_real = row(["7", "3", "1500.5"]);
        assert!(!same_row(ratings, &sqlite, &other_real).unwrap());
        let other_int = row(["8", "3", "1500"]);
        assert!(!same_row(ratings, &postgres, &other_int).unwrap());
        assert!(!same_row(ratings, &sqlite, "[7]").unwrap());
        assert!(same_row(ratings, &sqlite, "not json").is_err());
    }

    /// Every column of every table on a freshly migrated SQLite database is
    /// copied (so a migration that adds one fails here until it is).
    #[tokio::test]
    async fn copy_covers_every_column() {
        let (_dir, store) = super::super::scratch_store().await;
        let mut conn = store.pool.acquire().await.unwrap();
        let mut tables: Vec<(String,)> = sqlx::query_as(
            "SELECT name FROM sqlite_master WHERE type = 'table'
               AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
        )
        .fetch_all(&mut *conn)
        .await
        .unwrap();
        tables.retain(|(name,)| !NOT_COPIED.contains(&name.as_str()));
        let mut listed: Vec<(String,)> = TABLES.iter().map(|t| (t.name.to_string(),)).collect();
        tables.sort();
        listed.sort();
        assert_eq!(tables, listed);
        for Table {
            name: table,
            columns: cols,
            ..
        } in TABLES
        {
            let mut columns: Vec<(String,)> =
                sqlx::query_as("SELECT name FROM pragma_table_info($1)")
                    .bind(*table)
                    .fetch_all(&mut *conn)
                    .await
                    .unwrap();
            let mut copied: Vec<(String,)> = cols.iter().map(|(c, _)| (c.to_string(),)).collect();
            columns.sort();
            copied.sort();
            assert_eq!(columns, copied, "{table}");
        }
    }
}
