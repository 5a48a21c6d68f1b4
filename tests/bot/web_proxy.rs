//! The web board behind a real nginx configured with the README's snippet
//! (issue #50): `PUBLIC_URL` is the proxy, whose `Host` toward the bot is
//! the upstream's address, and a player still plays by click, the other
//! tab follows live through the proxy, and a cross-site request is still
//! refused.

use crate::support;
use crate::web::{player_link, post_move, view_link, web_table_with};
use crate::web_browser::play_a_move_by_click;

use serde_json::json;
use support::browser::Browser;
use support::nginx::{Nginx, README_LOCATION, free_port};

#[tokio::test(flavor = "multi_thread")]
async fn behind_the_readmes_nginx_a_player_plays_by_click_and_watchers_follow() {
    let Some(browser) = Browser::start().await else {
        return;
    };
    let proxy_port = free_port();
    let public = format!("http://127.0.0.1:{proxy_port}");
    let public_url = public.clone();
    let (t, _) = web_table_with(move |c| c.public_url = Some(public_url)).await;
    let Some(nginx) = Nginx::start(proxy_port, t.bot.web_addr().unwrap()).await else {
        return;
    };
    assert_eq!(nginx.base, public);
    let thread = t.start_game("abalone").await;
    let game = t.game_in(thread).await;
    let alice = player_link(&t, &t.alice, thread).await;
    assert!(alice.starts_with(&format!("{public}/g/")), "{alice}");
    let view = view_link(&t, thread).await;
    assert!(view.starts_with(&format!("{public}/g/")), "{view}");

    let player = browser.open(&alice, 1280, 900).await;
    let watcher = browser.open(&view, 390, 844).await;
    let (notation, _, _) = play_a_move_by_click(&t, game, &player, &watcher).await;
    crate::web::board_posted_for(&t, thread, &notation).await;

    // Another site's request through the same proxy is still refused,
    // before the link is even read.
    let bobs = player_link(&t, &t.bob, thread).await;
    let (status, body) = post_move(
        &bobs,
        &[("origin", "http://evil.example")],
        json!({"notation": "a1", "ply": 1, "key": 0}),
    )
    .await;
    assert_eq!(status, 403, "{body}");
    assert!(body.contains("did not come from the board"), "{body}");
}

/// The test runs the README's own snippet, not one of its own.
#[test]
fn the_readme_gives_the_snippet_the_test_runs() {
    let readme = include_str!("../../README.md");
    let snippet = README_LOCATION.replace("UPSTREAM", "127.0.0.1:8080");
    assert!(readme.contains(&snippet), "README.md lacks `{snippet}`");
}
