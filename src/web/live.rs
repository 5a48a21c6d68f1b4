//! The page's live updates: `GET /api/g/<id>/events?t=<token>`, a stream
//! of server-sent events; each says the game's version changed, and the
//! page fetches the new state.
//!
//! How a change is noticed: each open stream reads the game's row (one
//! lookup by primary key, a few bytes) every [`POLL`]. Chosen over a
//! channel fed by the service because a move reaches the database by many
//! paths (`/move`, the picker, premoves, the engine, timeouts, takebacks,
//! moderators) and possibly from another process sharing the database
//! during an overlapping deploy: the row's `version` moves on with every
//! one of them, so nothing can be missed, at the cost of a cheap query per
//! open page twice a second. The browser's `EventSource` reconnects by
//! itself when the server restarts (`retry` below); the page fetches the
//! state again on every (re)connection.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;
use futures_util::stream::{self, Stream};

use super::Web;
use super::access;
use super::state::{LinkQuery, refusal_json};
use crate::i18n::Lang;
use crate::service::GameId;

/// How often an open stream looks at its game's version.
pub const POLL: Duration = Duration::from_millis(400);

/// How soon a browser reconnects after losing the stream.
const RETRY: Duration = Duration::from_secs(1);

pub async fn events(
    State(web): State<Web>,
    Path(id): Path<i64>,
    Query(query): Query<LinkQuery>,
) -> Response {
    let seen = match access::open(&web, id, &query.t).await {
        Ok(seen) => seen,
        Err(refusal) => return refusal_json(Lang::En, refusal),
    };
    let start = seen.view.record.version;
    Sse::new(changes(web, GameId(id), start))
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// A `version` event at once (the page re-reads the state: it may have
/// missed changes while reconnecting), then one each time the version moves.
fn changes(
    web: Web,
    game: GameId,
    start: i64,
) -> impl Stream<Item = Result<Event, Infallible>> + Send {
    let first = Event::default()
        .event("version")
        .data(start.to_string())
        .retry(RETRY);
    let later = stream::unfold((web, start), move |(web, mut seen)| async move {
        loop {
            tokio::select! {
                () = tokio::time::sleep(POLL) => {}
                // Shutdown: the stream ends, the browser reconnects later.
                () = web.stop.cancelled() => return None,
            }
            match web.service.store().game(game).await {
                Ok(Some(record)) if record.version != seen => {
                    seen = record.version;
                    let event = Event::default().event("version").data(seen.to_string());
                    return Some((Ok(event), (web, seen)));
                }
                Ok(Some(_)) => {}
                // Deleted (a forgotten player's game): nothing more to say.
                Ok(None) => return None,
                // The database is away: try again next time.
                Err(_) => {}
            }
        }
    });
    stream::once(async move { Ok(first) }).chain(later)
}
