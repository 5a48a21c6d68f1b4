//! The page's live updates: `GET /api/g/<id>/events?t=<token>`, a stream
//! of server-sent events; each says the game's version changed, and the
//! page fetches the new state.
//!
//! How a change is noticed: the service announces every change it
//! commits in this process ([`Outbox::game_changes`]), and an open
//! stream waits on that. Every [`RECHECK`] it also reads its game's
//! version (one lookup by key), for changes another process sharing the
//! database committed during an overlapping deploy, and checks its link
//! again, so a stream ends within seconds of the link's expiry, `/web
//! revoke` or `/privacy forget`. The browser's `EventSource` reconnects by
//! itself when the server restarts (`retry` below); the page fetches the
//! state again on every (re)connection.
//!
//! [`Outbox::game_changes`]: crate::service::Outbox::game_changes

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;
use futures_util::stream::{self, Stream};

use super::Web;
use super::access::{self, LinkRequest};
use super::rate_limit::{Asker, OpenSlot};
use super::state::refusal_json;
use crate::i18n::Lang;
use crate::service::{GameChanged, GameId};
use tokio::sync::broadcast;

/// How often an open stream reads its game's version and checks its link
/// without being told of a change.
pub const RECHECK: Duration = Duration::from_secs(5);

/// How soon a browser reconnects after losing the stream.
const RETRY: Duration = Duration::from_secs(1);

pub async fn events(State(web): State<Web>, link: LinkRequest) -> Response {
    // Counted against its asker while it is open (`rate_limit.rs`).
    let slot = match access::admit_stream(&web, link.client, &link.query.t, &link.headers) {
        Ok(slot) => slot,
        Err(refusal) => return refusal_json(Lang::En, refusal),
    };
    // Subscribed before the state is read: no change falls in between.
    let changes_heard = web.service.outbox().game_changes();
    let linked = match link.open(&web).await {
        Ok(linked) => linked,
        Err(refusal) => return refusal_json(Lang::En, refusal),
    };
    let start = linked.seen.view.record.version;
    let follow = Follow {
        web,
        game: GameId(link.id),
        token: linked.token,
        seen: start,
        heard: changes_heard,
        recheck: recheck_interval(),
        _slot: slot,
    };
    Sse::new(changes(follow, start))
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// Ticks every [`RECHECK`], the first one [`RECHECK`] from now.
fn recheck_interval() -> tokio::time::Interval {
    let mut interval = tokio::time::interval_at(tokio::time::Instant::now() + RECHECK, RECHECK);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    interval
}

/// One open stream's state.
struct Follow {
    web: Web,
    game: GameId,
    /// The link it was opened with, checked again every [`RECHECK`].
    token: String,
    /// The version the page was last told of.
    seen: i64,
    heard: broadcast::Receiver<GameChanged>,
    recheck: tokio::time::Interval,
    /// The asker's share of streams, given back when the stream ends.
    _slot: OpenSlot<Asker>,
}

/// What the stream learned.
enum Next {
    /// The game is at this version now.
    Version(i64),
    /// Nothing new.
    Same,
    /// The link no longer holds, the game is gone, or the server stops.
    End,
}

impl Follow {
    async fn next(&mut self) -> Next {
        tokio::select! {
            heard = self.heard.recv() => match heard {
                Ok(change) if change.game == self.game => Next::Version(change.version),
                Ok(_) => Next::Same,
                // Fell behind: read the version rather than miss one.
                Err(broadcast::error::RecvError::Lagged(_)) => self.read_version().await,
                Err(broadcast::error::RecvError::Closed) => Next::End,
            },
            _ = self.recheck.tick() => {
                match access::check_token(&self.web, &self.token).await {
                    Ok(_) | Err(access::Refusal::Unavailable) => self.read_version().await,
                    Err(_) => Next::End,
                }
            }
            // Shutdown: the stream ends, the browser reconnects later.
            () = self.web.stop.cancelled() => Next::End,
        }
    }

    async fn read_version(&self) -> Next {
        match self.web.service.outbox().game_version(self.game).await {
            Ok(Some(version)) => Next::Version(version),
            // Deleted (a forgotten player's game): nothing more to say.
            Ok(None) => Next::End,
            // The database is away: try again next time.
            Err(_) => Next::Same,
        }
    }
}

/// A `version` event at once (the page re-reads the state: it may have
/// missed changes while reconnecting), then one each time the version moves.
fn changes(follow: Follow, start: i64) -> impl Stream<Item = Result<Event, Infallible>> + Send {
    let first = Event::default()
        .event("version")
        .data(start.to_string())
        .retry(RETRY);
    let later = stream::unfold(follow, |mut follow| async move {
        loop {
            match follow.next().await {
                Next::Version(version) if version != follow.seen => {
                    follow.seen = version;
                    let event = Event::default().event("version").data(version.to_string());
                    return Some((Ok(event), follow));
                }
                Next::Version(_) | Next::Same => {}
                Next::End => return None,
            }
        }
    });
    stream::once(async move { Ok(first) }).chain(later)
}
