//! Signing in with Discord on the web (issue #50), so a player who opens
//! any View link can move without asking for `/web link` every 7 days.
//!
//! OAuth2's authorization-code flow, with the application's client secret
//! (`DISCORD_CLIENT_SECRET`, as the Activity) and the redirect URI
//! `PUBLIC_URL/auth/callback`, which must be registered in the Developer
//! Portal (the README's set-up says so):
//!
//! 1. `GET /auth/login?next=/g/<id>?t=<view link>` sets a short-lived,
//!    `HttpOnly` cookie holding a random `state` and where to go back to,
//!    and sends the browser to Discord's consent page;
//! 2. Discord sends it back to `GET /auth/callback?code=...&state=...`;
//!    the `state` must be the cookie's (so nobody can sign a victim in as
//!    someone else), the code is exchanged and Discord says who signed in;
//! 3. the session's cookie (`session.rs`) then holds a player token for
//!    them, without a server (`guild: None`, as the Activity's): it sees
//!    the games they play, where they may move, as `/game` in a DM would,
//!    and any other game through its View link.
//!
//! `POST /auth/logout` ends the session in this browser (a same-site
//! request only). Nothing is kept on the server: `/web revoke` ends every
//! session of the player at once.

use axum::extract::{Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, LOCATION, REFERRER_POLICY, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use rand::RngCore;
use serde::Deserialize;

use super::Web;
use super::activity;
use super::client::Client;
use super::session;
use crate::i18n::Lang;
use crate::service::{Access, UserId};
use crate::tr;

/// The cookie that holds the sign-in's `state` and where to go back to.
const STATE_COOKIE: &str = "abande_sign_in";
/// How long a sign-in may take at Discord.
const STATE_LIFETIME_SECS: i64 = 600;

#[derive(Debug, Deserialize)]
pub struct LoginQuery {
    #[serde(default)]
    next: String,
}

#[derive(Debug, Deserialize)]
pub struct CallbackQuery {
    #[serde(default)]
    code: String,
    #[serde(default)]
    state: String,
    /// `access_denied` when the player said no.
    #[serde(default)]
    error: String,
}

/// `next` when it is one of this site's game pages (with or without a
/// View link), else `/`: a sign-in never sends anyone to another site.
pub fn safe_next(next: &str) -> String {
    let (path, query) = next.split_once('?').unwrap_or((next, ""));
    let to_a_game = path.strip_prefix("/g/").is_some_and(|id| {
        !id.is_empty() && id.len() <= 19 && id.bytes().all(|b| b.is_ascii_digit())
    });
    if !to_a_game {
        return "/".to_string();
    }
    let link_ok = query.is_empty()
        || query.strip_prefix("t=").is_some_and(|token| {
            token.len() <= 256
                && token
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b))
        });
    if link_ok {
        next.to_string()
    } else {
        path.to_string()
    }
}

/// Where Discord sends the browser back: `PUBLIC_URL/auth/callback`.
fn callback_url(web: &Web) -> Option<String> {
    let base = web.service.links().web_links()?.public_url.clone()?;
    Some(format!("{base}/auth/callback"))
}

/// The redirect URI and the client id, when signing in is set up: the
/// client secret, `PUBLIC_URL` and the application's id (once connected)
/// are all known.
fn set_up(web: &Web) -> Option<(String, u64)> {
    Some((callback_url(web)?, activity::client_id(web).ok()?))
}

/// Whether signing in is offered (see [`set_up`]).
pub fn offered(web: &Web) -> bool {
    set_up(web).is_some()
}

/// What a sign-in gets where it is not set up.
fn not_set_up(lang: Lang, next: &str) -> Response {
    stopped(
        StatusCode::NOT_FOUND,
        lang,
        &tr!(lang, "web-sign-in-off"),
        next,
    )
}

/// The link that starts signing in and comes back to `next`.
pub fn login_link(next: &str) -> String {
    let next: String = form_urlencoded::byte_serialize(next.as_bytes()).collect();
    format!("/auth/login?next={next}")
}

fn secure(web: &Web) -> bool {
    let public_url = web
        .service
        .links()
        .web_links()
        .and_then(|l| l.public_url.clone());
    session::is_secure(public_url.as_deref())
}

/// The `state` cookie's value: the state, then where to go back to.
fn state_cookie(state: &str, next: &str, max_age: i64, secure: bool) -> String {
    // Nothing to keep: the cookie is being ended.
    let value = match state.is_empty() {
        true => String::new(),
        false => format!("{state}|{next}"),
    };
    format!(
        "{STATE_COOKIE}={value}; Path=/auth; Max-Age={max_age}; HttpOnly; SameSite=Lax{}",
        if secure { "; Secure" } else { "" }
    )
}

/// The sign-in this browser started: its state and where it goes back to.
fn started(headers: &HeaderMap) -> Option<(String, String)> {
    let value = session::cookie_value(headers, STATE_COOKIE)?;
    let (state, next) = value.split_once('|')?;
    Some((state.to_string(), safe_next(next)))
}

/// A redirect to `location` that sets each of `cookies`.
fn redirect(location: &str, cookies: &[String]) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(location) {
        headers.insert(LOCATION, value);
    }
    for cookie in cookies {
        if let Ok(value) = HeaderValue::from_str(cookie) {
            headers.append(SET_COOKIE, value);
        }
    }
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    response
}

/// A plain page that says why signing in stopped, with a way back.
fn stopped(status: StatusCode, lang: Lang, text: &str, back: &str) -> Response {
    let body = super::refusal::refusal_page_with_link(
        lang,
        &tr!(lang, "web-sign-in-title"),
        text,
        back,
        &tr!(lang, "web-sign-in-back"),
    );
    (
        status,
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-store"),
            (REFERRER_POLICY, "no-referrer"),
        ],
        body,
    )
        .into_response()
}

/// `GET /auth/login?next=...`: off to Discord's consent page.
pub async fn login(State(web): State<Web>, Query(query): Query<LoginQuery>) -> Response {
    let lang = Lang::En;
    let next = safe_next(&query.next);
    let Some((redirect_uri, client_id)) = set_up(&web) else {
        return not_set_up(lang, &next);
    };
    let mut bytes = [0u8; 18];
    rand::thread_rng().fill_bytes(&mut bytes);
    let state: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let query: String = form_urlencoded::Serializer::new(String::new())
        .append_pair("response_type", "code")
        .append_pair("client_id", &client_id.to_string())
        .append_pair("scope", "identify")
        .append_pair("state", &state)
        .append_pair("redirect_uri", &redirect_uri)
        .append_pair("prompt", "none")
        .finish();
    let authorize = format!("{}/oauth2/authorize?{query}", web.activity.api_base());
    let cookie = state_cookie(&state, &next, STATE_LIFETIME_SECS, secure(&web));
    redirect(&authorize, &[cookie])
}

/// `GET /auth/callback?code=...&state=...`: back from Discord.
pub async fn callback(
    State(web): State<Web>,
    client: Client,
    Query(query): Query<CallbackQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = Lang::En;
    let secure = secure(&web);
    let forget_state = state_cookie("", "", 0, secure);
    let Some((state, next)) = started(&headers) else {
        return stopped(
            StatusCode::BAD_REQUEST,
            lang,
            &tr!(lang, "web-sign-in-not-started"),
            "/",
        );
    };
    if query.state.is_empty() || query.state != state {
        return stopped(
            StatusCode::BAD_REQUEST,
            lang,
            &tr!(lang, "web-sign-in-not-started"),
            &next,
        );
    }
    if !query.error.is_empty() || query.code.is_empty() || query.code.len() > 512 {
        return stopped(
            StatusCode::FORBIDDEN,
            lang,
            &tr!(lang, "web-sign-in-denied"),
            &next,
        );
    }
    let Some((redirect_uri, client_id)) = set_up(&web) else {
        return not_set_up(lang, &next);
    };
    if !activity::admit_exchange(&web, client) {
        return stopped(
            StatusCode::TOO_MANY_REQUESTS,
            lang,
            &tr!(lang, "web-too-fast"),
            &next,
        );
    }
    let (discord_user, _) = match activity::identify(
        &web.activity,
        client_id,
        &query.code,
        Some(&redirect_uri),
    )
    .await
    {
        Ok(found) => found,
        Err(problem) => return stopped(problem.status(), lang, &problem.text(lang), &next),
    };
    let Ok(id) = discord_user.id.parse::<u64>() else {
        return stopped(
            StatusCode::BAD_GATEWAY,
            lang,
            &tr!(lang, "web-activity-failed"),
            &next,
        );
    };
    let user = UserId(id);
    let (Some(links), Ok(generation)) = (
        web.service.links().web_links(),
        web.service.links().web_generation(user).await,
    ) else {
        return stopped(
            StatusCode::SERVICE_UNAVAILABLE,
            lang,
            &tr!(lang, "web-unavailable"),
            &next,
        );
    };
    let now = web.service.links().now_secs();
    let token = links.tokens.issue(
        Access::Player {
            user,
            guild: None,
            generation,
        },
        now,
    );
    let expires = session::expires_of(&token).unwrap_or(now);
    let name = discord_user.display_name();
    tracing::info!(user = id, "a player signed in on the web");
    redirect(
        &next,
        &[
            session::cookie(&token, expires - now, secure),
            session::name_cookie(&name, expires - now, secure),
            forget_state,
        ],
    )
}

/// `POST /auth/logout?next=...`: the session ends in this browser.
pub async fn logout(
    State(web): State<Web>,
    Query(query): Query<LoginQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = Lang::En;
    if web
        .same_site
        .is_cross_site(&headers, web.activity.proxy_origin().as_deref())
    {
        return stopped(
            StatusCode::FORBIDDEN,
            lang,
            &tr!(lang, "web-cross-site"),
            "/",
        );
    }
    let secure = secure(&web);
    redirect(
        &safe_next(&query.next),
        &[
            session::cookie("", 0, secure),
            session::name_cookie("", 0, secure),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_this_sites_game_pages_are_gone_back_to() {
        assert_eq!(safe_next("/g/12"), "/g/12");
        assert_eq!(
            safe_next("/g/12?t=v12.1700000000.ab-c_d"),
            "/g/12?t=v12.1700000000.ab-c_d"
        );
        assert_eq!(safe_next("https://evil.example/g/1"), "/");
        assert_eq!(safe_next("//evil.example/g/1"), "/");
        assert_eq!(safe_next("/g/"), "/");
        assert_eq!(safe_next("/g/1x"), "/");
        assert_eq!(safe_next("/g/1?t=a;b"), "/g/1");
        assert_eq!(safe_next("/g/1?next=//evil"), "/g/1");
        assert_eq!(safe_next(""), "/");
    }

    #[test]
    fn the_login_link_carries_where_to_come_back() {
        assert_eq!(
            login_link("/g/3?t=v3.9.mac"),
            "/auth/login?next=%2Fg%2F3%3Ft%3Dv3.9.mac"
        );
    }

    #[test]
    fn the_state_cookie_reads_back() {
        let mut headers = HeaderMap::new();
        let cookie = state_cookie("abc123", "/g/4?t=v4.9.m", 600, true);
        assert!(cookie.contains("HttpOnly") && cookie.contains("Secure"));
        let value = cookie.split(';').next().unwrap().to_string();
        headers.insert(axum::http::header::COOKIE, value.parse().unwrap());
        assert_eq!(
            started(&headers),
            Some(("abc123".to_string(), "/g/4?t=v4.9.m".to_string()))
        );
        headers.insert(
            axum::http::header::COOKIE,
            "abande_sign_in=abc|https://evil".parse().unwrap(),
        );
        assert_eq!(
            started(&headers),
            Some(("abc".to_string(), "/".to_string()))
        );
    }
}
