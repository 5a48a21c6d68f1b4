//! Copying a whole database to another (`abande-bot migrate-db`), on either
//! backend: every table row for row, ids kept, then checked (the same counts,
//! every game and its moves the same, every game replaying to the same
//! position).

use sqlx::Row;
use sqlx::any::AnyRow;
use tracing::instrument;

use super::{Backend, GameId, Store, StoreError};
use crate::rules::Game;

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
    /// Every row, in key order.
    select: &'static str,
    /// One row, its columns bound in order.
    insert: &'static str,
}

/// `$1, $2, ...`, one placeholder per name given (up to 40), as a string literal.
macro_rules! placeholders {
    ($($name:ident)+) => {
        placeholders!(@zip [$($name)+] [
            "$2" "$3" "$4" "$5" "$6" "$7" "$8" "$9" "$10" "$11" "$12" "$13" "$14" "$15" "$16"
            "$17" "$18" "$19" "$20" "$21" "$22" "$23" "$24" "$25" "$26" "$27" "$28" "$29" "$30"
            "$31" "$32" "$33" "$34" "$35" "$36" "$37" "$38" "$39" "$40"
        ] ["$1"])
    };
    (@zip [$_last:ident] [$($_unused:literal)*] [$first:literal $($done:literal)*]) => {
        concat!($first $(, ", ", $done)*)
    };
    (@zip [$_name:ident $($names:ident)+] [$next:literal $($rest:literal)*] [$($done:literal)+]) => {
        placeholders!(@zip [$($names)+] [$($rest)*] [$($done)+ $next])
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
            select: concat!(
                "SELECT ", stringify!($first) $(, ", ", stringify!($column))*,
                " FROM ", stringify!($name), " ORDER BY ", $key
            ),
            insert: concat!(
                "INSERT INTO ", stringify!($name), " (",
                stringify!($first) $(, ", ", stringify!($column))*,
                ") VALUES (", placeholders!($first $($column)*), ")"
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
    }),
    table!(analyses by "game_id" {
        game_id: Int,
        plies: Int,
        body: Text,
        created_at: Int,
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
];

/// What a copy did, table by table, and what its check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CopyReport {
    /// Rows in each table, source and target alike once checked.
    pub rows: Vec<(&'static str, i64)>,
    /// Games whose record, moves and replayed position were compared.
    pub games_checked: i64,
}

fn bind_value<'q>(
    query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    row: &AnyRow,
    index: usize,
    col: Col,
) -> Result<sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>, StoreError> {
    Ok(match col {
        Int => query.bind(row.try_get::<Option<i64>, _>(index)?),
        Real => query.bind(row.try_get::<Option<f64>, _>(index)?),
        Text => query.bind(row.try_get::<Option<String>, _>(index)?),
    })
}

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

    /// Copies every row of `self` into `target`, in one transaction of the
    /// target, then checks the copy. `target` must be empty unless `force`,
    /// which empties it first.
    #[instrument(level = "debug", skip_all, fields(force), err(level = "debug"))]
    pub async fn copy_to(&self, target: &Store, force: bool) -> Result<CopyReport, StoreError> {
        let existing: i64 = target.row_counts().await?.iter().map(|(_, n)| n).sum();
        if existing > 0 && !force {
            return Err(StoreError::NotEmpty(existing));
        }
        let mut source = self.begin_read().await?;
        let mut tx = target.begin_write().await?;
        for table in TABLES.iter().rev() {
            sqlx::query(table.delete).execute(&mut *tx.tx).await?;
        }
        for table in TABLES {
            let rows: Vec<AnyRow> = sqlx::query(table.select).fetch_all(&mut *source).await?;
            for row in &rows {
                let mut query = sqlx::query(table.insert);
                for (index, (_, col)) in table.columns.iter().enumerate() {
                    query = bind_value(query, row, index, *col)?;
                }
                query.execute(&mut *tx.tx).await?;
            }
        }
        if target.backend == Backend::Postgres {
            for statement in CONTINUE_IDENTITIES {
                sqlx::query(statement).execute(&mut *tx.tx).await?;
            }
        }
        tx.commit().await?;
        source.commit().await?;
        self.check_copy(target).await
    }

    /// Compares `target` with `self`: counts per table, and every game's
    /// record and moves, replayed to the same position.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn check_copy(&self, target: &Store) -> Result<CopyReport, StoreError> {
        let mismatch = |what: String| Err(StoreError::CopyMismatch(what));
        let rows = self.row_counts().await?;
        let copied = target.row_counts().await?;
        if rows != copied {
            return mismatch(format!(
                "row counts {rows:?} in the source, {copied:?} copied"
            ));
        }
        let ids: Vec<(i64,)> = sqlx::query_as("SELECT id FROM games ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        for (id,) in &ids {
            let id = GameId(*id);
            let (Some(from), Some(to)) = (
                self.game_with_moves(id).await?,
                target.game_with_moves(id).await?,
            ) else {
                return mismatch(format!("game {id} is missing"));
            };
            if from != to {
                return mismatch(format!("game {id} or its moves differ"));
            }
            let (record, moves) = to;
            let texts: Vec<&str> = moves.iter().map(|m| m.notation.as_str()).collect();
            let replayed = Game::replay(record.kind, &texts);
            let original: Vec<&str> = from.1.iter().map(|m| m.notation.as_str()).collect();
            if replayed.is_err() || replayed != Game::replay(from.0.kind, &original) {
                return mismatch(format!("game {id} does not replay to the same position"));
            }
        }
        Ok(CopyReport {
            rows,
            games_checked: ids.len() as i64,
        })
    }
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
            moves.select,
            "SELECT game_id, ply, player_id, notation, automatic, played_at FROM moves \
             ORDER BY game_id, ply"
        );
        assert_eq!(
            moves.insert,
            "INSERT INTO moves (game_id, ply, player_id, notation, automatic, played_at) \
             VALUES ($1, $2, $3, $4, $5, $6)"
        );
        for table in TABLES {
            let n = table.columns.len();
            assert_eq!(table.insert.matches('$').count(), n, "{}", table.name);
            assert!(
                table.insert.ends_with(&format!(", ${n})")),
                "{}",
                table.name
            );
        }
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
