//! Copying a whole database to another (`abande-bot migrate-db`), on either
//! backend: every table row for row, ids kept, then checked (the same counts,
//! every game and its moves the same, every game replaying to the same
//! position).

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

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
/// column adds it here too (`copy_covers_every_column` checks).
struct Table {
    name: &'static str,
    /// The columns to order the copy by.
    key: &'static str,
    columns: &'static [(&'static str, Col)],
}

const TABLES: &[Table] = &[
    Table {
        name: "players",
        key: "id",
        columns: &[
            ("id", Int),
            ("name", Text),
            ("notify_dm", Int),
            ("updated_at", Int),
            ("is_engine", Int),
        ],
    },
    Table {
        name: "games",
        key: "id",
        columns: &[
            ("id", Int),
            ("kind", Text),
            ("black_id", Int),
            ("white_id", Int),
            ("status", Text),
            ("result", Text),
            ("ended_by", Text),
            ("score_black", Int),
            ("score_white", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("thread_id", Int),
            ("board_message_id", Int),
            ("move_hours", Int),
            ("deadline_at", Int),
            ("reminders_sent", Int),
            ("draw_offer_by", Int),
            ("takeback_by", Int),
            ("version", Int),
            ("created_at", Int),
            ("updated_at", Int),
            ("finished_at", Int),
            ("engine_level", Int),
            ("rated", Int),
            ("bank_initial_secs", Int),
            ("bank_increment_secs", Int),
            ("bank_max_secs", Int),
            ("bank_black_secs", Int),
            ("bank_white_secs", Int),
            ("clock_paused_until", Int),
            ("language", Text),
        ],
    },
    Table {
        name: "challenges",
        key: "id",
        columns: &[
            ("id", Int),
            ("challenger_id", Int),
            ("opponent_id", Int),
            ("kind", Text),
            ("color", Text),
            ("move_hours", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("message_id", Int),
            ("status", Text),
            ("created_at", Int),
            ("expires_at", Int),
            ("game_id", Int),
            ("rated", Int),
            ("min_rating", Int),
            ("max_rating", Int),
            ("rematch_of", Int),
            ("bank_initial_secs", Int),
            ("bank_increment_secs", Int),
            ("bank_max_secs", Int),
            ("language", Text),
        ],
    },
    Table {
        name: "moves",
        key: "game_id, ply",
        columns: &[
            ("game_id", Int),
            ("ply", Int),
            ("player_id", Int),
            ("notation", Text),
            ("automatic", Int),
            ("played_at", Int),
        ],
    },
    Table {
        name: "ratings",
        key: "player_id, kind",
        columns: &[
            ("player_id", Int),
            ("kind", Text),
            ("rating", Real),
            ("deviation", Real),
            ("volatility", Real),
            ("games", Int),
            ("updated_at", Int),
        ],
    },
    Table {
        name: "rating_changes",
        key: "game_id, player_id",
        columns: &[
            ("game_id", Int),
            ("player_id", Int),
            ("kind", Text),
            ("rating_before", Real),
            ("rating_after", Real),
            ("deviation_after", Real),
            ("changed_at", Int),
        ],
    },
    Table {
        name: "vacations",
        key: "id",
        columns: &[
            ("id", Int),
            ("user_id", Int),
            ("starts_at", Int),
            ("ends_at", Int),
        ],
    },
    Table {
        name: "announcements",
        key: "id",
        columns: &[
            ("id", Int),
            ("kind", Text),
            ("game_id", Int),
            ("challenge_id", Int),
            ("version", Int),
            ("at_ply", Int),
            ("detail", Text),
            ("created_at", Int),
            ("claimed_until", Int),
            ("attempts", Int),
            ("delivered_at", Int),
            ("outcome", Text),
        ],
    },
];

/// Tables whose `id` the database hands out: after rows are copied with
/// their ids, PostgreSQL's identity must continue after the highest.
const IDENTITY_TABLES: &[&str] = &["games", "challenges", "vacations", "announcements"];

/// What a copy did, table by table, and what its check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CopyReport {
    /// Rows in each table, source and target alike once checked.
    pub rows: Vec<(&'static str, i64)>,
    /// Games whose record, moves and replayed position were compared.
    pub games_checked: i64,
}

async fn count(conn: &mut AnyConnection, table: &str) -> Result<i64, StoreError> {
    let (n,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(conn)
        .await?;
    Ok(n)
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
    pub async fn row_counts(&self) -> Result<Vec<(&'static str, i64)>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let mut counts = Vec::new();
        for table in TABLES {
            counts.push((table.name, count(&mut conn, table.name).await?));
        }
        Ok(counts)
    }

    /// Copies every row of `self` into `target`, in one transaction of the
    /// target, then checks the copy. `target` must be empty unless `force`,
    /// which empties it first.
    pub async fn copy_to(&self, target: &Store, force: bool) -> Result<CopyReport, StoreError> {
        let existing: i64 = target.row_counts().await?.iter().map(|(_, n)| n).sum();
        if existing > 0 && !force {
            return Err(StoreError::NotEmpty(existing));
        }
        let mut source = self.begin_read().await?;
        let mut tx = target.begin_write().await?;
        for table in TABLES.iter().rev() {
            sqlx::query(&format!("DELETE FROM {}", table.name))
                .execute(&mut *tx.tx)
                .await?;
        }
        for Table {
            name: table,
            key,
            columns: cols,
        } in TABLES
        {
            let names: Vec<&str> = cols.iter().map(|(name, _)| *name).collect();
            let select = format!("SELECT {} FROM {table} ORDER BY {key}", names.join(", "));
            let placeholders: Vec<String> = (1..=cols.len()).map(|i| format!("${i}")).collect();
            let insert = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                names.join(", "),
                placeholders.join(", ")
            );
            let rows: Vec<AnyRow> = sqlx::query(&select).fetch_all(&mut *source).await?;
            for row in &rows {
                let mut query = sqlx::query(&insert);
                for (index, (_, col)) in cols.iter().enumerate() {
                    query = bind_value(query, row, index, *col)?;
                }
                query.execute(&mut *tx.tx).await?;
            }
        }
        if target.backend == Backend::Postgres {
            for table in IDENTITY_TABLES {
                sqlx::query(&format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'),
                         COALESCE((SELECT MAX(id) FROM {table}), 1),
                         (SELECT MAX(id) FROM {table}) IS NOT NULL)"
                ))
                .execute(&mut *tx.tx)
                .await?;
            }
        }
        tx.commit().await?;
        source.commit().await?;
        self.check_copy(target).await
    }

    /// Compares `target` with `self`: counts per table, and every game's
    /// record and moves, replayed to the same position.
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
                sqlx::query_as(&format!("SELECT name FROM pragma_table_info('{table}')"))
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
