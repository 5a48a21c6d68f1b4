//! Who is asking: the link's token checked (signature, expiry, the
//! player's token generation) and the game's visibility, the same rule as
//! `/game` ([`Viewer::may_see`]). Whatever is wrong, the answer says only
//! that the link is invalid, expired, or shows no game: never whose game
//! it is or that it exists.

use std::hash::{Hash, Hasher};
use std::time::Instant;

use axum::extract::{FromRequestParts, Path, Query};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::Web;
use super::client::Client;
use super::rate_limit::{Asker, OpenSlot};
use super::session;
use crate::i18n::Lang;
use crate::service::GameError;
use crate::service::{Access, GameId, GameView, ServiceError, TokenError, UserId, Viewer};

/// The query of every page and API call.
#[derive(Debug, Deserialize)]
pub struct LinkQuery {
    /// The link's token.
    #[serde(default)]
    pub t: String,
    /// The ply to show (the latest when absent).
    pub ply: Option<usize>,
    /// The board the other way up from the reader's own side (the page's
    /// Flip button): `flip=true`.
    #[serde(default)]
    pub flip: bool,
}

/// What every request about one game through a link carries: who asks,
/// the game's number (`/g/<id>`), the link's query and the headers (a
/// session's cookie, the Activity's token). An address or a query that
/// does not parse gets axum's own answer.
pub struct LinkRequest {
    pub client: Client,
    pub id: i64,
    pub query: LinkQuery,
    pub headers: HeaderMap,
}

impl FromRequestParts<Web> for LinkRequest {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, Self::Rejection> {
        let client = Client::from_request_parts(parts, web)
            .await
            .unwrap_or_else(|never| match never {});
        let Path(id) = Path::<i64>::from_request_parts(parts, web)
            .await
            .map_err(IntoResponse::into_response)?;
        let Query(query) = Query::<LinkQuery>::from_request_parts(parts, web)
            .await
            .map_err(IntoResponse::into_response)?;
        let headers = parts.headers.clone();
        Ok(LinkRequest {
            client,
            id,
            query,
            headers,
        })
    }
}

impl LinkRequest {
    /// Counts this reading request against its asker ([`admit_read`]).
    pub fn admit_read(&self, web: &Web) -> Result<(), Refusal> {
        admit_read(web, self.client, &self.query.t, &self.headers)
    }

    /// The game this link may see ([`open_linked`]).
    pub async fn open(&self, web: &Web) -> Result<Linked, Refusal> {
        open_linked(web, self.id, &self.query.t, &self.headers).await
    }

    /// The game this link may see, for a request that reads it: admitted
    /// ([`LinkRequest::admit_read`]), then opened.
    pub async fn open_for_reading(&self, web: &Web) -> Result<Linked, Refusal> {
        self.admit_read(web)?;
        self.open(web).await
    }
}

/// Why a request is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a link the bot made (or the page is not configured).
    BadLink,
    /// Expired, or revoked by `/web revoke`.
    Expired,
    /// No such game, or not one this link may see.
    NoGame,
    /// The database did not answer.
    Unavailable,
    /// Too many requests from this asker (`rate_limit.rs`).
    TooMany,
}

impl Refusal {
    pub fn status(self) -> StatusCode {
        match self {
            Refusal::BadLink | Refusal::Expired => StatusCode::FORBIDDEN,
            Refusal::NoGame => StatusCode::NOT_FOUND,
            Refusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Refusal::TooMany => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    /// What the page says, in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Refusal::BadLink => crate::tr!(lang, "web-bad-link"),
            Refusal::Expired => crate::tr!(lang, "web-expired-link"),
            Refusal::NoGame => crate::tr!(lang, "web-no-game"),
            Refusal::Unavailable => crate::tr!(lang, "web-unavailable"),
            Refusal::TooMany => crate::tr!(lang, "web-too-fast"),
        }
    }
}

/// A game as a link may see it.
pub struct Seen {
    pub view: GameView,
    /// The player the link is for (a View link: nobody).
    pub player: Option<UserId>,
}

/// The token's access, checked against its signature, expiry and (for a
/// player) their current token generation.
pub async fn check_token(web: &Web, token: &str) -> Result<Access, Refusal> {
    let access = verify(web, token)?;
    check_generation(web, access).await
}

/// The token's access by its signature and expiry alone: no database.
pub fn verify(web: &Web, token: &str) -> Result<Access, Refusal> {
    let links = web.service.links().web_links().ok_or(Refusal::BadLink)?;
    links
        .tokens
        .check(token, web.service.links().now_secs())
        .map_err(|e| match e {
            TokenError::Forged => Refusal::BadLink,
            TokenError::Expired => Refusal::Expired,
        })
}

/// `access` still holds: a player's token is of their current generation
/// (`/web revoke` and `/privacy forget` move it on).
pub async fn check_generation(web: &Web, access: Access) -> Result<Access, Refusal> {
    if let Access::Player {
        user, generation, ..
    } = access
    {
        let current = web
            .service
            .links()
            .web_generation(user)
            .await
            .map_err(|_| Refusal::Unavailable)?;
        if generation != current {
            return Err(Refusal::Expired);
        }
    }
    Ok(access)
}

/// The token a player acts with: a player link in the address (the
/// Activity's token, or a link not yet exchanged), else the session's
/// cookie. A View link in the address is never one.
pub fn player_token(link: &str, headers: &HeaderMap) -> Option<String> {
    if link.starts_with('p') {
        Some(link.to_string())
    } else {
        session::from_cookies(headers)
    }
}

/// Whom a request is counted against: the player its token is for, else
/// the client's address, else (a View link's readers behind a proxy that
/// does not say who they are) the link.
pub fn asker(web: &Web, client: Client, link: &str, headers: &HeaderMap) -> Asker {
    if let Some(token) = player_token(link, headers)
        && let Ok(Access::Player { user, .. }) = verify(web, &token)
    {
        return Asker::Player(user.0);
    }
    match client.0 {
        Some(address) => Asker::Address(address),
        None => {
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            link.hash(&mut hasher);
            Asker::Link(hasher.finish())
        }
    }
}

/// One read (a page, a state, the legal moves) taken from the asker's
/// allowance.
pub fn admit_read(
    web: &Web,
    client: Client,
    link: &str,
    headers: &HeaderMap,
) -> Result<(), Refusal> {
    let asker = asker(web, client, link, headers);
    let (burst, per_second) = asker.read_allowance();
    let allowed = web
        .reads
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .try_acquire_within(asker, Instant::now(), burst, per_second);
    if allowed {
        Ok(())
    } else {
        crate::telemetry::web_request_refused();
        Err(Refusal::TooMany)
    }
}

/// A live stream counted against the asker while it is open; `None`: it
/// holds its share already.
pub fn admit_stream(
    web: &Web,
    client: Client,
    link: &str,
    headers: &HeaderMap,
) -> Result<OpenSlot<Asker>, Refusal> {
    let asker = asker(web, client, link, headers);
    web.streams
        .try_take(asker, asker.streams_allowed())
        .ok_or_else(|| {
            crate::telemetry::web_request_refused();
            Refusal::TooMany
        })
}

/// A game as a request may see it, and the token that showed it: the
/// session's (its cookie) or the link's (`?t=`).
pub struct Linked {
    pub seen: Seen,
    pub token: String,
}

/// Game `id` as the request's credentials may see it: a player link in
/// the address first (the Activity's token, or a link not yet exchanged),
/// then the session's cookie when it may see the game as a player, then
/// the address's link (a View link).
pub async fn open_linked(
    web: &Web,
    id: i64,
    link: &str,
    headers: &HeaderMap,
) -> Result<Linked, Refusal> {
    if let Some(session) = player_token(link, headers).filter(|token| token != link) {
        match open(web, id, &session).await {
            Ok(seen) if seen.player.is_some() || link.is_empty() => {
                return Ok(Linked {
                    seen,
                    token: session,
                });
            }
            Err(refusal) if link.is_empty() => return Err(refusal),
            // Not this player's game to see: the View link may show it.
            _ => {}
        }
    }
    let seen = open(web, id, link).await?;
    Ok(Linked {
        seen,
        token: link.to_string(),
    })
}

/// Game `id` as `token` may see it.
pub async fn open(web: &Web, id: i64, token: &str) -> Result<Seen, Refusal> {
    let access = check_token(web, token).await?;
    open_as(web, id, access).await
}

/// Game `id` as `access` (checked) may see it.
pub async fn open_as(web: &Web, id: i64, access: Access) -> Result<Seen, Refusal> {
    let view = match web.service.games().load_game(GameId(id)).await {
        Ok(view) => view,
        Err(ServiceError::Game(GameError::NotFound(_))) => return Err(Refusal::NoGame),
        Err(_) => return Err(Refusal::Unavailable),
    };
    match access {
        Access::View { game } if game == view.id() => Ok(Seen { view, player: None }),
        Access::View { .. } => Err(Refusal::NoGame),
        Access::Player { user, guild, .. } => {
            if (Viewer { user, guild }).may_see(&view) {
                Ok(Seen {
                    view,
                    player: Some(user),
                })
            } else {
                Err(Refusal::NoGame)
            }
        }
    }
}
