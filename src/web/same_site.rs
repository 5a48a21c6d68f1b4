//! Which requests count as coming from the board's own pages, so a page on
//! another site cannot move in a player's game (issue #50).
//!
//! Behind a reverse proxy the `Host` header is the proxy's upstream
//! (`127.0.0.1:8080` with nginx's `proxy_pass` defaults), never what the
//! browser sees, so when `PUBLIC_URL` is set the browser's `Origin` is
//! compared with `PUBLIC_URL`'s origin. Without `PUBLIC_URL` the page is
//! reached directly, and `Host` is what the browser typed.

use axum::http::HeaderMap;

/// This site's origins, as a browser writes them in `Origin`.
#[derive(Clone, Debug, Default)]
pub(super) struct SameSite {
    /// `PUBLIC_URL`'s origin (`https://board.example.org`), when set.
    public_origin: Option<String>,
}

impl SameSite {
    /// `public_url`: `PUBLIC_URL`, as the configuration checked it.
    pub(super) fn new(public_url: Option<&str>) -> SameSite {
        SameSite {
            public_origin: public_url.and_then(origin_of),
        }
    }

    /// Whether a browser says the request comes from another site. `also`
    /// is one more origin that counts as this site: Discord's proxy in
    /// front of the Activity (`https://<application id>.discordsays.com`),
    /// which sends the page's requests on here.
    pub(super) fn is_cross_site(&self, headers: &HeaderMap, also: Option<&str>) -> bool {
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        if let Some(site) = header("sec-fetch-site")
            && site != "same-origin"
            && site != "none"
        {
            return true;
        }
        let Some(origin) = header("origin") else {
            // Browsers send `Origin` with every POST and every
            // cross-origin fetch; without it the request is not a
            // browser's cross-site one.
            return false;
        };
        if also == Some(origin) {
            return false;
        }
        match (&self.public_origin, header("host")) {
            (Some(public), _) => origin_of(origin).as_deref() != Some(public.as_str()),
            (None, Some(host)) => {
                origin != format!("http://{host}") && origin != format!("https://{host}")
            }
            (None, None) => true,
        }
    }
}

/// The origin of `url` the way a browser writes it in `Origin`: scheme and
/// host in lower case, the port only when it is not the scheme's default,
/// no path. `None` for anything but an http(s) address.
fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let scheme = scheme.to_ascii_lowercase();
    let default_port = match scheme.as_str() {
        "http" => ":80",
        "https" => ":443",
        _ => return None,
    };
    let authority = rest.split(['/', '?', '#']).next()?.to_ascii_lowercase();
    // Credentials never reach `Origin`.
    let authority = authority.rsplit('@').next()?;
    if authority.is_empty() {
        return None;
    }
    let authority = authority.strip_suffix(default_port).unwrap_or(authority);
    Some(format!("{scheme}://{authority}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.insert(*name, value.parse().unwrap());
        }
        headers
    }

    /// Discord's proxy in front of the Activity is this site, and only it.
    #[test]
    fn the_activitys_proxy_origin_is_not_cross_site() {
        let direct = SameSite::new(None);
        let mut headers = headers(&[
            ("host", "board.example.org"),
            ("origin", "https://123.discordsays.com"),
        ]);
        assert!(direct.is_cross_site(&headers, None));
        assert!(!direct.is_cross_site(&headers, Some("https://123.discordsays.com")));
        assert!(direct.is_cross_site(&headers, Some("https://456.discordsays.com")));
        headers.insert("origin", "https://board.example.org".parse().unwrap());
        assert!(!direct.is_cross_site(&headers, None));
        headers.insert("sec-fetch-site", "cross-site".parse().unwrap());
        assert!(direct.is_cross_site(&headers, Some("https://board.example.org")));
    }

    /// Behind a proxy `Host` is the upstream: `PUBLIC_URL` decides.
    #[test]
    fn behind_a_proxy_the_public_url_is_this_site() {
        let proxied = SameSite::new(Some("https://Board.Example.org:443"));
        let from_page = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "https://board.example.org"),
            ("sec-fetch-site", "same-origin"),
        ]);
        assert!(!proxied.is_cross_site(&from_page, None));
        // The same request, checked against Host alone, was refused.
        assert!(SameSite::new(None).is_cross_site(&from_page, None));
        // Another site, or this one over plain http, is not this site.
        for origin in [
            "https://evil.example",
            "http://board.example.org",
            "https://board.example.org:8443",
            "http://127.0.0.1:8080",
        ] {
            let other = headers(&[("host", "127.0.0.1:8080"), ("origin", origin)]);
            assert!(proxied.is_cross_site(&other, None), "{origin}");
        }
        // A port that is not the default is part of the origin.
        let with_port = SameSite::new(Some("http://127.0.0.1:9000"));
        let from_page = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "http://127.0.0.1:9000"),
        ]);
        assert!(!with_port.is_cross_site(&from_page, None));
        // The Activity's proxy stays accepted.
        let activity = headers(&[("origin", "https://123.discordsays.com")]);
        assert!(!proxied.is_cross_site(&activity, Some("https://123.discordsays.com")));
    }

    #[test]
    fn origins_read_the_way_browsers_write_them() {
        for (url, origin) in [
            (
                "https://board.example.org",
                Some("https://board.example.org"),
            ),
            (
                "https://board.example.org/",
                Some("https://board.example.org"),
            ),
            ("HTTPS://B.example:443/x?y", Some("https://b.example")),
            ("http://b.example:80", Some("http://b.example")),
            ("http://b.example:8080", Some("http://b.example:8080")),
            ("http://user:pw@b.example", Some("http://b.example")),
            ("ftp://b.example", None),
            ("b.example", None),
            ("https://", None),
        ] {
            assert_eq!(origin_of(url).as_deref(), origin, "{url}");
        }
    }
}
