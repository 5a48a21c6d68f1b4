//! Committed game changes told to every process sharing a PostgreSQL
//! database, by `LISTEN`/`NOTIFY`: a write announces its change inside
//! its transaction, so listeners hear of it when, and only if, it
//! commits. SQLite serves one process: there is no one else to tell.

use sqlx::postgres::PgListener;
use tracing::instrument;

use super::{Backend, Store, StoreError, WriteTx};
use crate::model::GameId;

/// The channel game changes are announced on.
const CHANNEL: &str = "abande_game_changes";

/// What a listener heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// `game` is at `version` now.
    Change { game: GameId, version: i64 },
    /// The connection was lost (and is made again on the next call):
    /// changes may have been missed meanwhile.
    Lost,
}

/// The game changes committed by every process, this one included.
pub struct GameChangeListener {
    listener: PgListener,
}

impl WriteTx {
    /// Tells the other processes, when this transaction commits, that
    /// `game` is at `version`.
    #[instrument(level = "debug", skip_all, fields(game = %game), err(level = "debug"))]
    pub async fn announce_game_change(
        &mut self,
        game: GameId,
        version: i64,
    ) -> Result<(), StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(());
        }
        sqlx::query("SELECT pg_notify('abande_game_changes', $1)")
            .bind(format!("{}:{version}", game.0))
            .execute(&mut *self.tx)
            .await?;
        Ok(())
    }
}

impl Store {
    /// Starts listening to the game changes every process commits; `None`
    /// on SQLite.
    #[instrument(level = "debug", skip_all, err(level = "debug"))]
    pub async fn listen_game_changes(&self) -> Result<Option<GameChangeListener>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        let mut listener = PgListener::connect(&self.url.0).await?;
        listener.listen(CHANNEL).await?;
        Ok(Some(GameChangeListener { listener }))
    }
}

impl GameChangeListener {
    /// The next change heard, or that the connection was lost.
    pub async fn next(&mut self) -> Result<Heard, StoreError> {
        loop {
            let Some(notification) = self.listener.try_recv().await? else {
                return Ok(Heard::Lost);
            };
            if let Some(heard) = parse(notification.payload()) {
                return Ok(heard);
            }
        }
    }
}

/// `"<game>:<version>"`, as [`WriteTx::announce_game_change`] says it.
fn parse(payload: &str) -> Option<Heard> {
    let (game, version) = payload.split_once(':')?;
    Some(Heard::Change {
        game: GameId(game.parse().ok()?),
        version: version.parse().ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_read_back() {
        assert_eq!(
            parse("12:7"),
            Some(Heard::Change {
                game: GameId(12),
                version: 7
            })
        );
        assert_eq!(parse("12"), None);
        assert_eq!(parse("x:1"), None);
    }
}
