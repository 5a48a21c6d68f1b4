//! The web board as a Discord Activity (issue #41, `src/web/activity.rs`):
//! over HTTP, the code exchange against the Discord double's OAuth2 token
//! endpoint (a good code, a used one, a made-up one, a wrong client
//! secret, another site) and what the endpoints say without
//! `DISCORD_CLIENT_SECRET`; in Chromium, a test parent page that plays
//! Discord's side of the Embedded App SDK's handshake over `postMessage`
//! (READY, AUTHORIZE with a code from the double, AUTHENTICATE), the
//! player's games listed in the frame, and a move played there by click
//! that reaches the game's thread.
//!
//! The parent is served to Chromium as `https://discord.com/...` by the
//! test itself (`Browser::open_served`): the SDK only listens to Discord's
//! origins, and the Activity's `frame-ancestors` only lets Discord frame
//! it, so a page on the double's loopback port would be ignored and
//! refused. The frame runs the real vendored SDK.

use std::time::Duration;

use crate::support;
use crate::web::get;

use serde_json::{Value, json};
use support::browser::{Browser, Tab};
use support::discord_double::CLIENT_SECRET;
use support::table::Table;
use support::wait::{self, SOON};

/// The bot with the web board and, when `secret` is given, the Activity.
async fn activity_table(secret: Option<&'static str>) -> (Table, String) {
    crate::web::web_table_with(move |c| {
        c.discord_client_secret = secret.map(str::to_string);
    })
    .await
}

/// `POST /api/activity/token` with `body` and `headers`: status and JSON.
async fn post_token(base: &str, body: &str, headers: &[(&str, &str)]) -> (u16, Value) {
    let mut request = reqwest::Client::builder()
        .no_proxy()
        .build()
        .unwrap()
        .post(format!("{base}/api/activity/token"))
        .header("content-type", "application/json")
        .body(body.to_string())
        .timeout(Duration::from_secs(20));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or_else(|_| json!({ "text": text })),
    )
}

fn code_body(code: &str) -> String {
    json!({ "code": code }).to_string()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_activity_says_it_is_not_configured_without_the_client_secret() {
    let (t, base) = activity_table(None).await;
    let (status, page) = get(&format!(
        "{base}/activity?frame_id=f&instance_id=i&platform=desktop"
    ))
    .await;
    assert_eq!(status, 503, "{page}");
    assert!(page.contains("not set up"), "{page}");
    assert!(page.contains("DISCORD_CLIENT_SECRET"), "{page}");
    assert!(!page.contains("activity.js"), "{page}");
    let code = t.double.oauth_code(&t.alice);
    let (status, body) = post_token(&base, &code_body(&code), &[]).await;
    assert_eq!(status, 503, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("not set up"),
        "{body}"
    );
    assert_eq!(body["configured"], json!(false));
    // Discord was never asked.
    assert!(t.double.oauth_exchanges().is_empty());
    // The rest of the web board works as before.
    let (status, _) = get(&format!("{base}/assets/board.js")).await;
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_activity_code_is_exchanged_for_the_players_session_and_games() {
    let (t, base) = activity_table(Some(CLIENT_SECRET)).await;
    let thread = t.start_game("abalone").await;
    let game = t.game_in(thread).await;

    // The page carries the application's id for the SDK, and the SDK and
    // the script are the bot's own assets.
    let (status, page) = get(&format!(
        "{base}/activity?frame_id=f&instance_id=i&platform=desktop"
    ))
    .await;
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains(&format!("data-client-id=\"{}\"", t.double.application_id())),
        "{page}"
    );
    assert!(page.contains("/assets/activity.js"), "{page}");
    // Only Discord may frame it.
    let answer = reqwest::Client::builder()
        .no_proxy()
        .build()
        .unwrap()
        .get(format!(
            "{base}/activity?frame_id=f&instance_id=i&platform=desktop"
        ))
        .send()
        .await
        .unwrap();
    let policy = answer.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    let ancestors = policy
        .split(';')
        .map(str::trim)
        .find_map(|d| d.strip_prefix("frame-ancestors "))
        .unwrap_or_else(|| panic!("no frame-ancestors: {policy}"));
    assert!(
        ancestors.split(' ').any(|o| o == "https://discord.com"),
        "{policy}"
    );
    assert!(
        ancestors.split(' ').all(|o| o.contains("discord")),
        "{policy}"
    );
    // Discord launches it at the root of the URL mapping.
    let (status, root) = get(&format!(
        "{base}/?frame_id=f&instance_id=i&platform=desktop"
    ))
    .await;
    assert_eq!(status, 200, "{root}");
    assert_eq!(root, page);
    let (status, home) = get(&format!("{base}/")).await;
    assert_eq!(status, 200);
    assert!(!home.contains("activity.js"), "{home}");
    let (status, script) = get(&format!("{base}/assets/activity.js")).await;
    assert_eq!(status, 200);
    assert!(
        script.contains("/assets/vendor/discord-embedded-app-sdk.mjs"),
        "{script}"
    );
    let (status, sdk) = get(&format!(
        "{base}/assets/vendor/discord-embedded-app-sdk.mjs"
    ))
    .await;
    assert_eq!(status, 200);
    assert!(sdk.contains("frame_id query param is not defined"));

    // Alice's code: her session, her game, her turn.
    let code = t.double.oauth_code(&t.alice);
    let (status, body) = post_token(&base, &code_body(&code), &[("origin", base.as_str())]).await;
    assert_eq!(status, 200, "{body}");
    assert!(
        body["access_token"]
            .as_str()
            .unwrap()
            .starts_with("access-"),
        "{body}"
    );
    assert_eq!(body["user"]["id"], json!(t.alice.id.to_string()));
    let session = body["session"].as_str().unwrap().to_string();
    assert!(
        session.starts_with(&format!("p{}.0.", t.alice.id)),
        "{session}"
    );
    let listed = body["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == json!(game.0))
        .unwrap_or_else(|| panic!("game {} not listed: {body}", game.0))
        .clone();
    assert_eq!(listed["your_turn"], json!(true), "{listed}");
    assert_eq!(listed["finished"], json!(false), "{listed}");
    assert!(
        listed["opponent"].as_str().unwrap().contains("bob"),
        "{listed}"
    );
    // The session is a player's: the game's page, with its moves.
    let (status, page) = get(&format!("{base}/g/{}?t={session}", game.0)).await;
    assert_eq!(status, 200, "{page}");
    assert!(!page.contains("data-csrf=\"\""), "a player's page");
    let (status, moves) = get(&format!("{base}/api/g/{}/moves?t={session}", game.0)).await;
    assert_eq!(status, 200, "{moves}");

    // Bob's code lists the same game, not his turn.
    let (status, body) = post_token(&base, &code_body(&t.double.oauth_code(&t.bob)), &[]).await;
    assert_eq!(status, 200, "{body}");
    assert!(
        body["games"]
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == json!(game.0) && g["your_turn"] == json!(false)),
        "{body}"
    );

    // A code is good once; a made-up one never: Discord says invalid_grant.
    for code in [code.as_str(), "made-up"] {
        let (status, body) = post_token(&base, &code_body(code), &[]).await;
        assert_eq!(status, 401, "{code}: {body}");
        assert!(
            body["error"].as_str().unwrap().contains("did not confirm"),
            "{body}"
        );
        assert!(body.get("session").is_none(), "{body}");
    }
    // From another site, or not the page's request: refused here, before
    // Discord is asked.
    let fresh = t.double.oauth_code(&t.alice);
    let (status, _) = post_token(
        &base,
        &code_body(&fresh),
        &[("origin", "https://evil.example")],
    )
    .await;
    assert_eq!(status, 403);
    for body in ["not json", "{}", "{\"code\": \"\"}"] {
        let (status, answer) = post_token(&base, body, &[]).await;
        assert_eq!(status, 400, "{body}: {answer}");
    }
    let exchanges = t.double.oauth_exchanges();
    let asked: Vec<(&str, bool)> = exchanges.iter().map(|(c, ok)| (c.as_str(), *ok)).collect();
    assert_eq!(asked.len(), 4, "{asked:?}");
    assert_eq!(asked[0], (code.as_str(), true));
    assert_eq!(&asked[2..], &[(code.as_str(), false), ("made-up", false)]);
    assert!(!asked.iter().any(|(c, _)| *c == fresh), "{asked:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_wrong_client_secret_is_refused_by_discord_and_said_plainly() {
    let (t, base) = activity_table(Some("not-the-applications-secret")).await;
    let code = t.double.oauth_code(&t.alice);
    let (status, body) = post_token(&base, &code_body(&code), &[]).await;
    assert_eq!(status, 502, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("could not check"),
        "{body}"
    );
    assert!(body.get("session").is_none(), "{body}");
    // Discord refused the client before looking at the code.
    assert!(t.double.oauth_exchanges().is_empty());
}

/// Discord's side of the SDK's handshake, as a page framing the Activity:
/// answers the handshake with READY, AUTHORIZE with `code`, AUTHENTICATE
/// with the token the Activity hands it, and keeps what it was asked.
const PARENT: &str = r#"<!doctype html><html><head><meta charset="utf-8"><title>Discord (test parent)</title></head>
<body style="margin:0;background:#313338">
<iframe id="activity" title="abande-bot" style="border:0;display:block;width:100vw;height:100vh" src="SRC"></iframe>
<script>
window.seen = [];
const frame = document.getElementById('activity');
const user = {id: 'USER_ID', username: 'USER_NAME', discriminator: '0', public_flags: 0, global_name: 'USER_NAME'};
addEventListener('message', (e) => {
  if (e.source !== frame.contentWindow || !Array.isArray(e.data)) return;
  const [op, data] = e.data;
  const send = (payload) => frame.contentWindow.postMessage(payload, '*');
  seen.push(op === 1 ? data.cmd : ['HANDSHAKE', 'FRAME', 'CLOSE'][op]);
  if (op === 0) {
    window.handshake = data;
    send([1, {cmd: 'DISPATCH', evt: 'READY', nonce: null, data: {v: 1, config: {api_endpoint: '//discord.com/api', environment: 'production'}, user: user}}]);
  } else if (op === 1 && data.cmd === 'AUTHORIZE') {
    window.authorize = data.args;
    send([1, {cmd: 'AUTHORIZE', evt: null, nonce: data.nonce, data: {code: 'CODE'}}]);
  } else if (op === 1 && data.cmd === 'AUTHENTICATE') {
    window.authenticated = data.args.access_token;
    send([1, {cmd: 'AUTHENTICATE', evt: null, nonce: data.nonce, data: {access_token: data.args.access_token, user: user, scopes: ['identify'], expires: '2099-01-01T00:00:00.000Z', application: {id: 'APP_ID', name: 'abande-bot', description: ''}}}]);
  } else if (op === 1) {
    send([1, {cmd: data.cmd, evt: null, nonce: data.nonce, data: null}]);
  }
});
</script></body></html>"#;

/// Where the test parent seems to be served from: Discord's own origin.
const PARENT_URL: &str = "https://discord.com/activities/abande-bot-test";

/// The stage the Activity's page is at (`handshake`, `games`, `game`, ...).
async fn stage(frame: &Tab) -> Value {
    frame
        .eval("document.getElementById('activity').dataset.stage")
        .await
}

#[tokio::test(flavor = "multi_thread")]
async fn the_activity_does_discords_handshake_lists_the_games_and_plays_by_click() {
    let Some(browser) = Browser::start().await else {
        return;
    };
    let (t, base) = activity_table(Some(CLIENT_SECRET)).await;
    let thread = t.start_game("abalone").await;
    let game = t.game_in(thread).await;
    let code = t.double.oauth_code(&t.alice);
    // Discord opens the root of the URL mapping with the frame's parameters.
    let activity = format!(
        "{base}/?frame_id=frame-1&instance_id=instance-1&platform=desktop&guild_id={}&channel_id={thread}",
        t.double.guild_id()
    );
    let parent = PARENT
        .replace("SRC", &activity)
        .replace("USER_ID", &t.alice.id.to_string())
        .replace("USER_NAME", &t.alice.name)
        .replace("CODE", &code)
        .replace("APP_ID", &t.double.application_id().to_string());
    let top = browser.open_served(PARENT_URL, &parent, 1280, 900).await;
    let frame = browser.frame(&format!("{base}/?frame_id=")).await;
    frame
        .wait_for("document.getElementById('activity').dataset.stage === 'games'")
        .await;

    // Discord's side saw the SDK's handshake and commands, in order.
    let seen = top
        .eval("JSON.stringify([window.seen, window.handshake, window.authorize, window.authenticated])")
        .await;
    let seen: Value = serde_json::from_str(seen.as_str().unwrap()).unwrap();
    assert_eq!(
        seen[0],
        json!(["HANDSHAKE", "AUTHORIZE", "AUTHENTICATE"]),
        "{seen}"
    );
    assert_eq!(
        seen[1]["client_id"],
        json!(t.double.application_id().to_string())
    );
    assert_eq!(seen[1]["frame_id"], json!("frame-1"));
    assert_eq!(seen[2]["scope"], json!(["identify"]));
    assert_eq!(seen[2]["response_type"], json!("code"));
    assert!(
        seen[3].as_str().unwrap().starts_with("access-"),
        "the access token went back to the SDK: {seen}"
    );
    assert_eq!(t.double.oauth_exchanges(), vec![(code.clone(), true)]);

    // Alice's games, hers to move first.
    let listed = frame
        .eval("JSON.stringify([...document.querySelectorAll('.game-entry')].map(b => [b.dataset.game, b.classList.contains('your-turn')]))")
        .await;
    let listed: Value = serde_json::from_str(listed.as_str().unwrap()).unwrap();
    assert_eq!(listed, json!([[game.0.to_string(), true]]));
    // A second game waits for her too: after her move, Next game opens it.
    let second = t.game_in(t.start_game("abalone").await).await;
    if let Some(dir) = std::env::var_os("WEB_SCREENSHOTS") {
        std::fs::create_dir_all(&dir).unwrap();
        let path = std::path::Path::new(&dir).join("activity-games-desktop.png");
        std::fs::write(path, top.screenshot().await).unwrap();
    }

    // The game, played by click in the frame as on its page.
    frame
        .click(&format!(".game-entry[data-game='{}']", game.0))
        .await;
    frame
        .wait_for("document.getElementById('activity').dataset.stage === 'game' && document.querySelector('#board .cell.movable') && document.getElementById('app').dataset.live === '1'")
        .await;
    assert_eq!(stage(&frame).await, json!("game"));
    frame.click("#board .cell.movable .hit").await;
    // Whatever the first click began (a step, a line, a broadside), the
    // cells the server listed next finish it, and Confirm plays it. A
    // redraw (the live stream's first state can land after the click)
    // drops a selection: then the click is made again.
    let mut redrawn = 0;
    for _ in 0..8 {
        let next = frame
            .wait_for_within(
                "document.getElementById('app').dataset.plies === '1' || document.querySelector('#board .cell.target') || !document.getElementById('confirm').hidden",
                Duration::from_secs(10),
            )
            .await;
        if next.is_none() {
            redrawn += 1;
            assert!(redrawn < 3, "nothing to click next, {redrawn} times");
            frame.click("#board .cell.movable .hit").await;
            continue;
        }
        if frame
            .eval("document.getElementById('app').dataset.plies === '1'")
            .await
            == json!(true)
        {
            break;
        }
        if frame
            .eval("!document.getElementById('confirm').hidden")
            .await
            == json!(true)
        {
            frame.click("#confirm").await;
            continue;
        }
        // The answer to the move can redraw the board first.
        frame.click_if_present("#board .cell.target .hit").await;
    }
    frame
        .wait_for("document.getElementById('app').dataset.plies === '1'")
        .await;
    let after = t.bot.service.games().load_game(game).await.unwrap();
    assert_eq!(after.game.ply(), 1, "the click played a move");
    let notation = after.game.moves()[0].to_string();
    assert_eq!(
        after.game.to_move().map(|c| after.record.player(c).id.0),
        Some(t.bob.id)
    );
    crate::web::board_posted_for(&t, thread, &notation).await;
    if let Some(dir) = std::env::var_os("WEB_SCREENSHOTS") {
        let path = std::path::Path::new(&dir).join("activity-game-desktop.png");
        std::fs::write(path, top.screenshot().await).unwrap();
    }

    // Next game: the game waiting for her opens here, in place.
    frame
        .wait_for("!document.getElementById('next-game').hidden")
        .await;
    frame.click("#next-game").await;
    frame
        .wait_for(&format!(
            "document.getElementById('activity').dataset.stage === 'game' && document.getElementById('app').dataset.game === '{}' && document.getElementById('app').dataset.live === '1'",
            second.0
        ))
        .await;

    // Back to the list: now Bob's turn there.
    frame.click("#to-games").await;
    frame
        .wait_for(&format!(
            "document.getElementById('activity').dataset.stage === 'games' && document.querySelector(\".game-entry[data-game='{}']:not(.your-turn)\")",
            game.0
        ))
        .await;
    assert_eq!(
        frame
            .eval("document.querySelectorAll('#board').length")
            .await,
        json!(0),
        "the game's board is gone"
    );
}

/// With Activities enabled, Discord keeps an Entry Point command (`/launch`)
/// that a global bulk overwrite must carry (else 50240): the bot reads it
/// and sends it back with its own commands.
#[tokio::test(flavor = "multi_thread")]
async fn global_registration_keeps_the_activitys_entry_point_command() {
    let t = Table::configured(|c| c.guild_id = None).await;
    let puts = |t: &Table| {
        t.double
            .requests()
            .iter()
            .filter(|r| {
                *r == &format!(
                    "PUT /api/v10/applications/{}/commands",
                    t.double.application_id()
                )
            })
            .count()
    };
    assert_eq!(puts(&t), 1);
    t.double.enable_activities();
    let t = t.restart().await;
    wait::until_true("two PUTs", SOON, async || puts(&t) == 2).await;
    let registered = t.double.registered_commands();
    let launch = registered
        .iter()
        .find(|c| c["name"] == json!("launch"))
        .expect("the Entry Point command is still there");
    assert_eq!(launch["type"], json!(4));
    assert_eq!(launch["handler"], json!(2));
    assert!(registered.iter().any(|c| c["name"] == json!("challenge")));
    assert!(
        t.double.violations().is_empty(),
        "{:#?}",
        t.double.violations()
    );
}
