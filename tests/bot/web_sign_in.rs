//! Signing in with Discord on the web page (issue #50, `src/web/sign_in.rs`)
//! over plain HTTP, every redirect followed by hand so each step is seen:
//! a View link's page offers it, Discord's consent page (the double's
//! `/oauth2/authorize`) sends the browser back with a code, the session's
//! cookie then lets the player move from the View link's page, and Sign
//! out ends it. What a forged `state`, a refused consent and another
//! site's sign-out get. Then the web board's limits per asker: reads and
//! live streams per client address (through the proxy's
//! `X-Forwarded-For`), and the Activity's code exchanges per address.

use std::time::Duration;

use crate::support;
use crate::web::{view_link, web_table_with};

use serde_json::{Value, json};
use support::discord_double::CLIENT_SECRET;
use support::table::Table;
use support::wait;

/// A client that shows redirects instead of following them.
fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap()
}

/// The bot with the web board and signing in set up: the client secret,
/// and the redirect URI registered in the Developer Portal.
async fn sign_in_table() -> (Table, String) {
    let (t, base) = web_table_with(|c| {
        c.discord_client_secret = Some(CLIENT_SECRET.to_string());
    })
    .await;
    t.double.register_redirect(&format!("{base}/auth/callback"));
    (t, base)
}

/// The `name=value` of each `Set-Cookie`, and the whole headers.
fn set_cookies(response: &reqwest::Response) -> Vec<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .collect()
}

/// The body of `GET url` sent with the `Cookie` header `cookies`.
async fn get_as(url: &str, cookies: &str) -> String {
    client()
        .get(url)
        .header("cookie", cookies)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

fn location(response: &reqwest::Response) -> String {
    response
        .headers()
        .get("location")
        .unwrap_or_else(|| panic!("no Location: {response:?}"))
        .to_str()
        .unwrap()
        .to_string()
}

/// `name=value` of the cookie `name` among `set`.
fn cookie_pair(set: &[String], name: &str) -> String {
    set.iter()
        .find(|c| c.starts_with(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} cookie in {set:?}"))
        .split(';')
        .next()
        .unwrap()
        .to_string()
}

/// Signs in from the View link `view`'s page as whoever the double says
/// is at the browser; the cookies it ends with (`Cookie` header) and
/// where it was sent back to.
async fn sign_in(base: &str, view: &str) -> (String, String) {
    let http = client();
    let path = view.strip_prefix(base).unwrap();
    let (status, page) = crate::web::get(view).await;
    assert_eq!(status, 200, "{page}");
    let start = page
        .find("id=\"sign-in\"")
        .unwrap_or_else(|| panic!("no Sign in on a View link's page: {page}"));
    let href = page[start..]
        .split("href=\"")
        .nth(1)
        .map(|rest| rest.split('"').next().unwrap().replace("&amp;", "&"))
        .unwrap();
    assert!(href.starts_with("/auth/login?next="), "{href}");

    let login = http.get(format!("{base}{href}")).send().await.unwrap();
    assert_eq!(login.status(), 303);
    let state_cookie = cookie_pair(&set_cookies(&login), "abande_sign_in");
    let authorize = location(&login);
    assert!(authorize.contains("/oauth2/authorize?"), "{authorize}");
    assert!(authorize.contains("scope=identify"), "{authorize}");
    assert!(
        authorize.contains(&format!(
            "redirect_uri={}",
            form_encode(&format!("{base}/auth/callback"))
        )),
        "{authorize}"
    );

    let consent = http.get(&authorize).send().await.unwrap();
    assert_eq!(consent.status(), 302, "{consent:?}");
    let callback = location(&consent);
    assert!(
        callback.starts_with(&format!("{base}/auth/callback?")),
        "{callback}"
    );

    let back = http
        .get(&callback)
        .header("cookie", &state_cookie)
        .send()
        .await
        .unwrap();
    let set = set_cookies(&back);
    if back.status() != 303 {
        return (String::new(), back.text().await.unwrap());
    }
    assert_eq!(location(&back), path, "back to the View link's page");
    assert!(
        set.iter()
            .any(|c| c.starts_with("abande_sign_in=;") && c.contains("Max-Age=0")),
        "the sign-in's state is forgotten: {set:?}"
    );
    let session = cookie_pair(&set, "abande_session");
    let name = cookie_pair(&set, "abande_name");
    (format!("{session}; {name}"), path.to_string())
}

fn form_encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'*' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_view_link_holder_signs_in_with_discord_moves_and_signs_out() {
    let (t, base) = sign_in_table().await;
    let thread = t.start_game("abalone").await;
    let game = t.game_in(thread).await;
    let view = view_link(&t, thread).await;
    t.double.sign_in_to_discord(Some(&t.alice));
    let (cookies, path) = sign_in(&base, &view).await;
    assert!(cookies.contains("abande_session=p"), "{cookies}");
    let exchanges = t.double.oauth_exchanges();
    assert_eq!(exchanges.len(), 1, "{exchanges:?}");
    assert!(exchanges[0].1, "the code was granted");

    // The page says who is signed in and can move: it carries a CSRF
    // token, and no Sign in.
    let http = client();
    let page = get_as(&format!("{base}{path}"), &cookies).await;
    assert!(page.contains("Signed in as alice"), "{page}");
    assert!(page.contains("id=\"sign-out\""), "{page}");
    assert!(!page.contains("id=\"sign-in\""), "{page}");
    let csrf = page
        .split("data-csrf=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_string();
    assert!(!csrf.is_empty(), "a signed-in player's page can move");

    // Her move, by the session alone, from the View link's page.
    let api = format!("{base}/api/g/{}", game.0);
    let moves: Value =
        serde_json::from_str(&get_as(&format!("{api}/moves"), &cookies).await).unwrap();
    let notation = moves["moves"][0]["notation"].as_str().unwrap().to_string();
    let played = http
        .post(format!("{api}/move"))
        .header("cookie", &cookies)
        .header("origin", &base)
        .header("x-abande-csrf", &csrf)
        .header("content-type", "application/json")
        .body(json!({"notation": notation, "ply": moves["ply"], "key": moves["key"]}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(played.status(), 200, "{:?}", played.text().await);
    crate::web::board_posted_for(&t, thread, &notation).await;

    // A stranger's session sees the game through the View link, and
    // cannot move.
    let stranger = t.double.user("carol");
    t.double.sign_in_to_discord(Some(&stranger));
    let (carol, _) = sign_in(&base, &view).await;
    let page = get_as(&format!("{base}{path}"), &carol).await;
    assert!(page.contains("Signed in as carol"), "{page}");
    assert!(
        page.contains("data-csrf=\"\""),
        "a stranger cannot move: {page}"
    );
    let view_moves = view
        .replacen("/g/", "/api/g/", 1)
        .replacen("?t=", "/moves?t=", 1);
    let answer = http
        .get(&view_moves)
        .header("cookie", &carol)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 403);

    // Sign out: from another site, refused; from the page, the cookies end.
    let out = format!("{base}/auth/logout?next={}", form_encode(&path));
    let refused = http
        .post(&out)
        .header("cookie", &cookies)
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    let signed_out = http
        .post(&out)
        .header("cookie", &cookies)
        .header("origin", &base)
        .send()
        .await
        .unwrap();
    assert_eq!(signed_out.status(), 303);
    assert_eq!(location(&signed_out), path);
    let set = set_cookies(&signed_out);
    for name in ["abande_session", "abande_name"] {
        assert!(
            set.iter()
                .any(|c| c.starts_with(&format!("{name}=;")) && c.contains("Max-Age=0")),
            "{name} ends: {set:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sign_in_not_started_here_or_refused_signs_nobody_in() {
    let (t, base) = sign_in_table().await;
    let thread = t.start_game("abande-hex").await;
    let view = view_link(&t, thread).await;
    let http = client();

    // Nobody says yes at Discord: back with access_denied, no session.
    t.double.sign_in_to_discord(None);
    let (cookies, page) = sign_in(&base, &view).await;
    assert!(cookies.is_empty());
    assert!(page.contains("the sign-in was cancelled"), "{page}");
    assert!(
        page.contains("href=\"/g/"),
        "a way back to the game: {page}"
    );

    // A callback with a code but no sign-in started in this browser, or
    // with another state: refused before any exchange.
    t.double.sign_in_to_discord(Some(&t.alice));
    let code = t.double.oauth_code(&t.alice);
    let before = t.double.oauth_exchanges().len();
    for cookie in ["", "abande_sign_in=aaaa|/g/1"] {
        let answer = http
            .get(format!("{base}/auth/callback?code={code}&state=bbbb"))
            .header("cookie", cookie)
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 400);
        assert!(
            set_cookies(&answer)
                .iter()
                .all(|c| !c.starts_with("abande_session=p"))
        );
        let page = answer.text().await.unwrap();
        assert!(page.contains("did not start on this page"), "{page}");
    }
    assert_eq!(
        t.double.oauth_exchanges().len(),
        before,
        "no code was spent"
    );

    // Where to go back to is never another site.
    let login = http
        .get(format!(
            "{base}/auth/login?next=https%3A%2F%2Fevil.example%2F"
        ))
        .send()
        .await
        .unwrap();
    let state = cookie_pair(&set_cookies(&login), "abande_sign_in");
    assert!(state.ends_with("|/"), "{state}");
}

#[tokio::test(flavor = "multi_thread")]
async fn without_the_client_secret_the_page_offers_no_sign_in() {
    let (t, base) = crate::web::web_table().await;
    let thread = t.start_game("abalone").await;
    let view = view_link(&t, thread).await;
    let (_, page) = crate::web::get(&view).await;
    assert!(page.contains("data-cell"), "{page}");
    assert!(!page.contains("id=\"sign-in\""), "{page}");
    let answer = client()
        .get(format!("{base}/auth/login?next=%2Fg%2F1"))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 404);
    assert!(answer.text().await.unwrap().contains("not set up"));
}

/// `GET url` as the client at `address` behind the proxy (this machine).
async fn get_from(url: &str, address: &str) -> u16 {
    client()
        .get(url)
        .header("x-forwarded-for", address)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test(flavor = "multi_thread")]
async fn reads_streams_and_sign_ins_are_limited_per_client_behind_the_proxy() {
    let (t, base) = sign_in_table().await;
    let thread = t.start_game("abalone").await;
    let game = t.game_in(thread).await;
    let view = view_link(&t, thread).await;
    let state = view
        .replacen("/g/", "/api/g/", 1)
        .replacen("?t=", "/state?t=", 1);

    // One client's reads, all at once: a burst of 60, then 20 a second,
    // the rest refused. Half of them write an address of their own before
    // the proxy's: what a client writes is not who it is.
    let started = std::time::Instant::now();
    let statuses = futures_util::future::join_all((0..150).map(|i| {
        let state = state.clone();
        async move {
            let address = if i % 2 == 0 {
                "203.0.113.7".to_string()
            } else {
                format!("198.51.100.{}, 203.0.113.7", i % 250)
            };
            get_from(&state, &address).await
        }
    }))
    .await;
    let elapsed = started.elapsed().as_secs_f64();
    let read = statuses.iter().filter(|&&s| s == 200).count();
    let refused = statuses.iter().filter(|&&s| s == 429).count();
    assert_eq!(read + refused, statuses.len(), "{statuses:?}");
    assert!(read >= 60, "{statuses:?}");
    assert!(
        (read as f64) <= 61.0 + 20.0 * elapsed,
        "{read} reads in {elapsed:.2} s: {statuses:?}"
    );
    // Another client still reads, and so does this one a moment later.
    assert_eq!(get_from(&state, "203.0.113.8").await, 200);
    // The limit refills with time itself: no event to wait for instead.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(get_from(&state, "203.0.113.7").await, 200);

    // Live streams: 16 at once from one client, the 17th refused; when
    // one closes there is room again.
    let events = view
        .replacen("/g/", "/api/g/", 1)
        .replacen("?t=", "/events?t=", 1);
    let open = |address: &'static str| {
        let events = events.clone();
        async move {
            reqwest::Client::builder()
                .no_proxy()
                .build()
                .unwrap()
                .get(&events)
                .header("x-forwarded-for", address)
                .send()
                .await
                .unwrap()
        }
    };
    let mut streams = Vec::new();
    for _ in 0..16 {
        let stream = open("203.0.113.9").await;
        assert_eq!(stream.status(), 200);
        streams.push(stream);
    }
    let seventeenth = open("203.0.113.9").await;
    assert_eq!(seventeenth.status(), 429);
    assert!(
        seventeenth
            .text()
            .await
            .unwrap()
            .contains("Too many requests")
    );
    assert_eq!(open("203.0.113.10").await.status(), 200);
    drop(streams.pop());
    // The server learns of the closed connection when it next writes
    // (a keep-alive comment, every 15 s at most). Each look is a request
    // of this client's: one every 100 ms, as few as its limit allows.
    let every = Duration::from_millis(100);
    let room = wait::within_every(Duration::from_secs(25), every, async || {
        (open("203.0.113.9").await.status() == 200).then_some(())
    })
    .await;
    assert!(room.is_some(), "a closed stream gives its place back");

    // The Activity's exchanges: one client's made-up codes stop at five,
    // and do not lock another client out.
    let post_code = |address: &'static str| {
        let base = base.clone();
        async move {
            client()
                .post(format!("{base}/api/activity/token"))
                .header("x-forwarded-for", address)
                .header("origin", &base)
                .header("content-type", "application/json")
                .body(json!({"code": "made-up"}).to_string())
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    let mut codes = Vec::new();
    for _ in 0..7 {
        codes.push(post_code("203.0.113.11").await);
    }
    assert_eq!(
        &codes[..5],
        &[401; 5],
        "Discord refuses made-up codes: {codes:?}"
    );
    assert_eq!(codes[6], 429, "{codes:?}");
    assert_eq!(
        post_code("203.0.113.12").await,
        401,
        "another client reaches Discord"
    );
    let _ = game;
}

/// Saves the tab's page as `name`.png when `WEB_SCREENSHOTS` names a folder.
async fn screenshot_if_asked(tab: &support::browser::Tab, name: &str) {
    if let Some(dir) = std::env::var_os("WEB_SCREENSHOTS") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{name}.png")), tab.screenshot().await).unwrap();
    }
}

/// In Chromium: a View link's page, **Sign in with Discord** clicked,
/// Discord's consent (the double's) and back on the same page, signed in,
/// with the board to click on her turn; **Sign out** clicked, signed out.
#[tokio::test(flavor = "multi_thread")]
async fn in_the_browser_a_view_link_signs_in_and_out_by_clicks() {
    let Some(browser) = support::browser::Browser::start().await else {
        return;
    };
    let (t, _base) = sign_in_table().await;
    let thread = t.start_game("abalone").await;
    let view = view_link(&t, thread).await;
    t.double.sign_in_to_discord(Some(&t.alice));
    let tab = browser.open(&view, 1280, 900).await;
    tab.wait_for("document.getElementById('app').dataset.live === '1'")
        .await;
    assert_eq!(
        tab.eval("document.getElementById('app').dataset.csrf")
            .await,
        json!(""),
        "a View link alone cannot move"
    );
    screenshot_if_asked(&tab, "web-sign-in-offered").await;

    tab.click("#sign-in").await;
    tab.wait_for("document.getElementById('signed-in') !== null && document.getElementById('app').dataset.live === '1'")
        .await;
    assert_eq!(
        tab.eval("location.href").await,
        json!(view),
        "back where she was"
    );
    let who = tab
        .eval("document.getElementById('signed-in').textContent")
        .await;
    assert_eq!(who, json!("Signed in as alice"));
    assert_eq!(
        tab.eval("document.getElementById('app').dataset.csrf.length > 0")
            .await,
        json!(true),
        "signed in, her game's page can move"
    );
    // Her turn: the board offers its cells to click.
    tab.wait_for("document.querySelector('.cell.movable') !== null")
        .await;
    screenshot_if_asked(&tab, "web-signed-in").await;

    tab.click("#sign-out").await;
    let signed_out = tab
        .wait_for_within(
            "document.getElementById('sign-in') !== null",
            Duration::from_secs(10),
        )
        .await;
    if signed_out.is_none() {
        let now = tab
            .eval("location.href + ' | ' + document.cookie + ' | ' + document.body.innerText.slice(0, 400)")
            .await;
        panic!("still signed in after Sign out: {now}");
    }
    assert_eq!(
        tab.eval("document.getElementById('signed-in')").await,
        Value::Null
    );
}
