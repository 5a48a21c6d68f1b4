//! The player's session in the browser (issue #50): a player's link is
//! exchanged on first load for a cookie, and the page redirects to the
//! clean `/g/<id>`, so the link's token does not stay in the address bar,
//! the browser's history, a proxy's access log or a pasted link's preview.
//!
//! The cookie holds the same signed player token the link carried
//! (`service/web_links.rs`): it expires with it, `/web revoke` and
//! `/privacy forget` end it, and nothing is kept on the server. It is
//! `HttpOnly` (no script reads it), `SameSite=Lax` (another site's
//! requests do not carry it, a link followed from Discord does) and
//! `Secure` when `PUBLIC_URL` is https. The CSRF token a move must carry
//! is derived from the session's token and sent in the page, and a move
//! passes the same-site check first (`same_site.rs`).
//!
//! View links stay in the address: they are made to be shared. The
//! Activity keeps its own token, inside Discord's frame, where cookies of
//! a framed site may be blocked.

use axum::http::header::{COOKIE, LOCATION, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// The cookie's name.
pub const COOKIE_NAME: &str = "abande_session";

/// The name a signed-in player goes by, for the page to say who is
/// signed in: shown, never trusted (the session's token says who it is).
pub const NAME_COOKIE: &str = "abande_name";

/// The session token a request's cookies carry, if any.
pub fn from_cookies(headers: &HeaderMap) -> Option<String> {
    cookie_value(headers, COOKIE_NAME)
}

/// The value of the cookie `wanted`, if the request carries it (not empty).
pub fn cookie_value(headers: &HeaderMap, wanted: &str) -> Option<String> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == wanted)
        .map(|(_, value)| value.to_string())
        .filter(|value| !value.is_empty())
}

/// The `Set-Cookie` value that keeps `name` for `max_age` seconds beside
/// the session.
pub fn name_cookie(name: &str, max_age: i64, secure: bool) -> String {
    let encoded: String = form_urlencoded::byte_serialize(name.as_bytes()).collect();
    format!(
        "{NAME_COOKIE}={encoded}; Path=/; Max-Age={}; HttpOnly; SameSite=Lax{}",
        max_age.max(0),
        if secure { "; Secure" } else { "" }
    )
}

/// The signed-in player's name, as [`name_cookie`] kept it.
pub fn name_from_cookies(headers: &HeaderMap) -> Option<String> {
    let encoded = cookie_value(headers, NAME_COOKIE)?;
    let text = format!("n={encoded}");
    form_urlencoded::parse(text.as_bytes())
        .next()
        .map(|(_, name)| name.chars().take(64).collect::<String>())
        .filter(|name| !name.trim().is_empty())
}

/// The `Set-Cookie` value that starts a session holding `token` for
/// `max_age` seconds; `secure` when the board is served over https.
pub fn cookie(token: &str, max_age: i64, secure: bool) -> String {
    format!(
        "{COOKIE_NAME}={token}; Path=/; Max-Age={}; HttpOnly; SameSite=Lax{}",
        max_age.max(0),
        if secure { "; Secure" } else { "" }
    )
}

/// A redirect to `location` (a path on this site) that sets `set_cookie`.
pub fn redirect_setting(location: &str, set_cookie: &str) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(location) {
        headers.insert(LOCATION, value);
    }
    if let Ok(value) = HeaderValue::from_str(set_cookie) {
        headers.insert(SET_COOKIE, value);
    }
    headers.insert(
        axum::http::header::CACHE_CONTROL,
        HeaderValue::from_static("no-store"),
    );
    headers.insert(
        axum::http::header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

/// When a player token (`p<user>.<guild>.<generation>.<expires>.<mac>`,
/// `service/web_links.rs`) expires, in Unix seconds; its signature is
/// checked elsewhere.
pub fn expires_of(token: &str) -> Option<i64> {
    token.strip_prefix('p')?.split('.').nth(3)?.parse().ok()
}

/// Whether `public_url` is https: the cookie is then `Secure`.
pub fn is_secure(public_url: Option<&str>) -> bool {
    public_url.is_some_and(|url| url.to_ascii_lowercase().starts_with("https://"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_is_read_among_other_cookies() {
        let mut headers = HeaderMap::new();
        headers.insert(
            COOKIE,
            "a=1; abande_session=p1.0.0.9.mac; b=2".parse().unwrap(),
        );
        assert_eq!(from_cookies(&headers).as_deref(), Some("p1.0.0.9.mac"));
        headers.insert(COOKIE, "abande_session=; other=x".parse().unwrap());
        assert_eq!(from_cookies(&headers), None);
        assert_eq!(from_cookies(&HeaderMap::new()), None);
    }

    #[test]
    fn the_name_survives_the_cookie() {
        let set = name_cookie("Zoë; <b>", 60, false);
        let value = set.split("; ").next().unwrap();
        assert!(!value.contains(';') && !value.contains(' '));
        let mut headers = HeaderMap::new();
        headers.insert(COOKIE, value.parse().unwrap());
        assert_eq!(name_from_cookies(&headers).as_deref(), Some("Zoë; <b>"));
    }

    #[test]
    fn the_cookie_is_hidden_from_scripts_and_other_sites() {
        let plain = cookie("tok", 60, false);
        assert_eq!(
            plain,
            "abande_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax"
        );
        assert!(cookie("tok", 60, true).ends_with("; Secure"));
        assert!(is_secure(Some("HTTPS://board.example.org")));
        assert!(!is_secure(Some("http://127.0.0.1:8080")));
        assert!(!is_secure(None));
        assert_eq!(expires_of("p12.0.3.1700000000.mac"), Some(1_700_000_000));
        assert_eq!(expires_of("v12.1700000000.mac"), None);
    }
}
