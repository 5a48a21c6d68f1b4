//! Discord's OAuth2 as an Activity meets it: the token endpoint
//! (`POST /api/v10/oauth2/token`, form-encoded `client_id`,
//! `client_secret`, `grant_type=authorization_code`, `code`; or
//! `grant_type=client_credentials`, the owner's own token) and
//! `GET /api/v10/users/@me` with the bearer token it issued. As Discord:
//! a wrong client id or secret is `401 {"error": "invalid_client"}`, an
//! unknown or used code `400 {"error": "invalid_grant"}`, a code is good
//! once, and `/users/@me` with an unknown bearer token is 401. Codes are
//! what the Discord client hands the Activity after `AUTHORIZE`; a test
//! gets one for a user from [`super::DiscordDouble::oauth_code`].
//!
//! Signing in on a web page (the authorization-code flow): `GET
//! /oauth2/authorize` checks the client id and that the `redirect_uri` is
//! one registered in the Developer Portal (else `400`, as Discord shows
//! an error page), then sends the browser back to it with a code and the
//! `state` it was given, for the user a test said is signed in to Discord
//! in that browser ([`super::DiscordDouble::sign_in_to_discord`]), or
//! with `error=access_denied` when nobody is (the person said no). Such a
//! code is exchanged only with the same `redirect_uri`.

use std::collections::HashMap;
use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::payloads;
use super::state::{APPLICATION_ID, Shared};

/// The application's client secret in the test world.
pub const CLIENT_SECRET: &str = "double-client-secret";

#[derive(Debug, Default)]
pub struct OAuthState {
    /// Codes not yet exchanged, and whose they are.
    pub codes: HashMap<String, u64>,
    /// Access tokens issued, and whose they are.
    pub tokens: HashMap<String, u64>,
    /// Every exchange asked for: the code and whether it was granted.
    pub exchanges: Vec<(String, bool)>,
    /// The redirect URI each web sign-in's code was issued for.
    pub code_redirects: HashMap<String, String>,
    /// Redirect URIs registered in the Developer Portal.
    pub redirect_uris: Vec<String>,
    /// Who is signed in to Discord in the browser and says yes to the
    /// consent page; `None`: the person says no.
    pub consenting: Option<u64>,
    next: u64,
}

impl OAuthState {
    /// A new code for `user`, as `AUTHORIZE` gives one.
    pub fn code_for(&mut self, user: u64) -> String {
        self.next += 1;
        let code = format!("code-{}-{user}", self.next);
        self.codes.insert(code.clone(), user);
        code
    }
}

/// `application/x-www-form-urlencoded`, decoded.
fn form(body: &[u8]) -> HashMap<String, String> {
    let decode = |s: &str| {
        let bytes = s.replace('+', " ").into_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'%'
                && let Some(hex) = bytes.get(i + 1..i + 3)
                && let Ok(byte) = u8::from_str_radix(std::str::from_utf8(hex).unwrap_or("zz"), 16)
            {
                out.push(byte);
                i += 3;
            } else {
                out.push(bytes[i]);
                i += 1;
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    String::from_utf8_lossy(body)
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(key), decode(value))
        })
        .collect()
}

fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    (
        status,
        Json(json!({"error": error, "error_description": description})),
    )
        .into_response()
}

/// `POST /api/v10/oauth2/token` (and `/api/oauth2/token`).
pub async fn token(State(shared): State<Arc<Shared>>, headers: HeaderMap, body: Bytes) -> Response {
    let route = "POST /api/v10/oauth2/token";
    let form_encoded = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let fields = form(&body);
    let field = |name: &str| fields.get(name).map(String::as_str).unwrap_or("");
    shared.update(|world| {
        world.requests.push(route.to_string());
        if !form_encoded {
            world.violation(route, "the token request is not form-encoded");
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                "Expected form data",
            );
        }
        if field("client_id") != APPLICATION_ID.to_string()
            || field("client_secret") != CLIENT_SECRET
        {
            return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client", "Invalid client");
        }
        // The application owner's own token, as Discord grants it to a
        // confidential client.
        if field("grant_type") == "client_credentials" {
            let owner = world.user("double-owner").id;
            let access = format!("client-access-{}", world.oauth.tokens.len() + 1);
            world.oauth.tokens.insert(access.clone(), owner);
            return Json(json!({
                "access_token": access,
                "token_type": "Bearer",
                "expires_in": 604800,
                "scope": field("scope"),
            }))
            .into_response();
        }
        if field("grant_type") != "authorization_code" {
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                "Unsupported grant type",
            );
        }
        let code = field("code").to_string();
        let redirect_differs = world
            .oauth
            .code_redirects
            .get(&code)
            .is_some_and(|uri| uri != field("redirect_uri"));
        if redirect_differs {
            world.oauth.exchanges.push((code, false));
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "invalid_grant",
                "Invalid \"redirect_uri\" in request.",
            );
        }
        let Some(user) = world.oauth.codes.remove(&code) else {
            world.oauth.exchanges.push((code, false));
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "invalid_grant",
                "Invalid \"code\" in request.",
            );
        };
        world.oauth.exchanges.push((code, true));
        let access = format!("access-{}-{user}", world.oauth.tokens.len() + 1);
        world.oauth.tokens.insert(access.clone(), user);
        Json(json!({
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": 604800,
            "refresh_token": format!("refresh-{user}"),
            "scope": "identify",
        }))
        .into_response()
    })
}

/// `GET /oauth2/authorize?response_type=code&client_id=&scope=&state=&redirect_uri=`:
/// Discord's consent page, answered at once for the person at the browser.
pub async fn authorize(
    State(shared): State<Arc<Shared>>,
    axum::extract::RawQuery(query): axum::extract::RawQuery,
) -> Response {
    let fields = form(query.unwrap_or_default().as_bytes());
    let field = |name: &str| fields.get(name).map(String::as_str).unwrap_or("");
    shared.update(|world| {
        world.requests.push("GET /oauth2/authorize".into());
        let registered = world
            .oauth
            .redirect_uris
            .iter()
            .any(|uri| uri == field("redirect_uri"));
        if field("client_id") != APPLICATION_ID.to_string() {
            return (StatusCode::BAD_REQUEST, "Unknown application").into_response();
        }
        if !registered {
            return (StatusCode::BAD_REQUEST, "Invalid OAuth2 redirect_uri").into_response();
        }
        if field("response_type") != "code"
            || !field("scope").split(' ').any(|scope| scope == "identify")
        {
            world.violation("GET /oauth2/authorize", "not a code request for identify");
            return (StatusCode::BAD_REQUEST, "Invalid request").into_response();
        }
        let back = |pairs: &[(&str, &str)]| {
            let query: String = pairs
                .iter()
                .map(|(k, v)| format!("{k}={}", encode(v)))
                .collect::<Vec<_>>()
                .join("&");
            let location = format!("{}?{query}", field("redirect_uri"));
            (StatusCode::FOUND, [(header::LOCATION, location)]).into_response()
        };
        match world.oauth.consenting {
            Some(user) => {
                let code = world.oauth.code_for(user);
                world
                    .oauth
                    .code_redirects
                    .insert(code.clone(), field("redirect_uri").to_string());
                back(&[("code", &code), ("state", field("state"))])
            }
            None => back(&[
                ("error", "access_denied"),
                (
                    "error_description",
                    "The resource owner or authorization server denied the request",
                ),
                ("state", field("state")),
            ]),
        }
    })
}

/// `text` percent-encoded for a query.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// `GET /api/v10/users/@me`: with a bearer token, its user (with their
/// locale, as the `identify` scope gives it); with the bot's token, the
/// bot, as every other REST route answers.
pub async fn me(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let bearer = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_owned);
    let Some(bearer) = bearer else {
        return super::server::handle_rest(State(shared), request).await;
    };
    shared.update(|world| {
        world
            .requests
            .push("GET /api/v10/users/@me (bearer)".into());
        match world
            .oauth
            .tokens
            .get(&bearer)
            .and_then(|id| world.users.get(id))
        {
            Some(user) => {
                let mut body = payloads::user(user);
                body["locale"] = json!(user.locale);
                Json(body).into_response()
            }
            None => (
                StatusCode::UNAUTHORIZED,
                Json(json!({"message": "401: Unauthorized", "code": 0})),
            )
                .into_response(),
        }
    })
}

#[test]
fn forms_decode() {
    let fields = form(b"client_id=1&client_secret=a%2Bb+c&code=x%3D");
    assert_eq!(fields["client_id"], "1");
    assert_eq!(fields["client_secret"], "a+b c");
    assert_eq!(fields["code"], "x=");
}
