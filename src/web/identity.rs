//! `GET /api/identity?challenge=<hex>`: the answer only a server holding
//! this set-up's `WEB_SECRET` can give ([`WebTokens::prove`]), so that
//! `abande-bot doctor` can tell this bot's board (at `WEB_ADDR`, behind
//! `PUBLIC_URL`, behind the Activity's URL mapping) from anything else
//! answering there. It says nothing else and changes nothing.
//!
//! [`WebTokens::prove`]: crate::service::WebTokens::prove

use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::Web;

/// What the board answers: who it is and the proof.
#[derive(Debug, Deserialize, Serialize)]
pub struct Identity {
    /// Always `abande-bot`.
    pub bot: String,
    /// [`crate::service::WebTokens::prove`] of the challenge.
    pub proof: String,
}

#[derive(Debug, Deserialize)]
pub struct IdentityQuery {
    #[serde(default)]
    challenge: String,
}

/// A challenge is 16 to 128 hexadecimal digits.
pub fn is_challenge(text: &str) -> bool {
    (16..=128).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_hexdigit())
}

pub async fn identity(State(web): State<Web>, Query(query): Query<IdentityQuery>) -> Response {
    if !is_challenge(&query.challenge) {
        return (
            StatusCode::BAD_REQUEST,
            "challenge must be 16 to 128 hexadecimal digits",
        )
            .into_response();
    }
    let Some(links) = web.service.links().web_links() else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "the web board has no secret",
        )
            .into_response();
    };
    Json(Identity {
        bot: "abande-bot".to_string(),
        proof: links.tokens.prove(&query.challenge),
    })
    .into_response()
}
