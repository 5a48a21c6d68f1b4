//! Who is asking: the link's token checked (signature, expiry, the
//! player's token generation) and the game's visibility, the same rule as
//! `/game` ([`Viewer::may_see`]). Whatever is wrong, the answer says only
//! that the link is invalid, expired, or shows no game: never whose game
//! it is or that it exists.

use crate::service::GameError;
use axum::http::StatusCode;

use super::Web;
use crate::i18n::Lang;
use crate::service::{Access, GameId, GameView, ServiceError, TokenError, UserId, Viewer};

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
}

impl Refusal {
    pub fn status(self) -> StatusCode {
        match self {
            Refusal::BadLink | Refusal::Expired => StatusCode::FORBIDDEN,
            Refusal::NoGame => StatusCode::NOT_FOUND,
            Refusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    /// What the page says, in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            Refusal::BadLink => crate::tr!(lang, "web-bad-link"),
            Refusal::Expired => crate::tr!(lang, "web-expired-link"),
            Refusal::NoGame => crate::tr!(lang, "web-no-game"),
            Refusal::Unavailable => crate::tr!(lang, "web-unavailable"),
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
    let links = web.service.web_links().ok_or(Refusal::BadLink)?;
    let access = links
        .tokens
        .check(token, web.service.now_secs())
        .map_err(|e| match e {
            TokenError::Forged => Refusal::BadLink,
            TokenError::Expired => Refusal::Expired,
        })?;
    if let Access::Player {
        user, generation, ..
    } = access
    {
        let current = web
            .service
            .web_generation(user)
            .await
            .map_err(|_| Refusal::Unavailable)?;
        if generation != current {
            return Err(Refusal::Expired);
        }
    }
    Ok(access)
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
    headers: &axum::http::HeaderMap,
) -> Result<Linked, Refusal> {
    if !link.starts_with('p')
        && let Some(session) = super::session::from_cookies(headers)
    {
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
    let view = match web.service.load_game(GameId(id)).await {
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
