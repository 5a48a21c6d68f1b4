//! The HTML: a game's page (`GET /g/<id>?t=<token>`), served with its state
//! already in it (the board as SVG, so it shows before any script runs),
//! and the plain page a refused link gets.

use axum::extract::State;
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, REFERRER_POLICY};
use axum::response::{IntoResponse, Response};

use super::Web;
use super::access::{self, LinkQuery, LinkRequest, Linked, Refusal};
use super::refusal::refusal_page;
use super::session;
use super::state;
use crate::i18n::Lang;
use crate::tr;
use abande_pictures::escape;

/// No third-party requests, no inline script: only the bot's own assets.
/// The one form is the Sign out button's, to this site.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-store"),
            // The token may be in the address: never sent on to another
            // site. Same-origin requests keep it, and with it their
            // `Origin` (a form's POST under `no-referrer` says `null`).
            (REFERRER_POLICY, "same-origin"),
            (axum::http::header::CONTENT_SECURITY_POLICY, CSP),
        ],
        body,
    )
        .into_response()
}

/// JSON inside a `<script type="application/json">`: no `</script>` in it.
fn script_json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value)
        .expect("serialisable")
        .replace("</", "<\\/")
        .replace("<!--", "<\\!--")
}

/// Who is signed in, with Sign out; or Sign in with Discord where it is
/// offered; or nothing. `here`: this page's address to come back to.
fn account(
    web: &Web,
    lang: Lang,
    seen: &access::Seen,
    here: &str,
    headers: &axum::http::HeaderMap,
) -> String {
    let signed_in =
        session::from_cookies(headers).and_then(|token| match access::verify(web, &token) {
            Ok(crate::service::Access::Player { user, .. }) => Some(user),
            _ => None,
        });
    if let Some(user) = signed_in {
        let name = session::name_from_cookies(headers).or_else(|| {
            let record = &seen.view.record;
            record
                .color_of(user)
                .map(|color| record.player(color).name.clone())
        });
        let who = match name {
            Some(name) => tr!(lang, "web-signed-in-as", name = name),
            None => tr!(lang, "web-signed-in"),
        };
        let next: String = form_urlencoded::byte_serialize(here.as_bytes()).collect();
        return format!(
            r#"<div class="account"><span id="signed-in">{who}</span><form method="post" action="/auth/logout?next={next}"><button type="submit" id="sign-out">{out}</button></form></div>"#,
            who = escape(&who),
            out = escape(&tr!(lang, "web-sign-out")),
        );
    }
    if seen.player.is_none() && super::sign_in::offered(web) {
        return format!(
            r#"<div class="account"><a id="sign-in" class="sign-in" href="{href}">{label}</a></div>"#,
            href = escape(&super::sign_in::login_link(here)),
            label = escape(&tr!(lang, "web-sign-in")),
        );
    }
    String::new()
}

/// The words the script writes, in the game's language.
fn words(lang: Lang) -> serde_json::Value {
    serde_json::json!({
        "first": tr!(lang, "web-first"),
        "back": tr!(lang, "web-back"),
        "forward": tr!(lang, "web-forward"),
        "last": tr!(lang, "web-last"),
        "pass": tr!(lang, "web-pass"),
        "live": tr!(lang, "web-live"),
        "offline": tr!(lang, "web-offline"),
        "yourTurn": tr!(lang, "web-your-turn"),
        "pick": tr!(lang, "web-pick"),
        "enterHere": tr!(lang, "web-enter-here"),
        "confirm": tr!(lang, "web-confirm"),
        "cancel": tr!(lang, "web-cancel"),
        // The move's notation goes where `{move}` is.
        "confirmMove": tr!(lang, "web-confirm-move", move = "{move}"),
        "quick": tr!(lang, "web-quick"),
        "flip": tr!(lang, "web-flip"),
        "black": tr!(lang, "web-black"),
        "white": tr!(lang, "web-white"),
        "empty": tr!(lang, "web-empty"),
        "sent": tr!(lang, "web-sent"),
    })
}

/// `GET /` when Discord did not launch the Activity: what this server is.
pub async fn about() -> Response {
    html(
        StatusCode::OK,
        refusal_page(Lang::En, "abande-bot", &tr!(Lang::En, "web-home")),
    )
}

/// `GET /g/<id>?t=<token>`.
pub async fn game_page(State(web): State<Web>, link: LinkRequest) -> Response {
    if let Err(refusal) = link.admit_read(&web) {
        return refused(refusal);
    }
    let (id, query, headers) = (link.id, &link.query, &link.headers);
    if let Some(exchange) = exchange_player_link(&web, id, query, headers).await {
        return exchange;
    }
    let Linked { seen, token } = match link.open(&web).await {
        Ok(linked) => linked,
        Err(refusal) => return refused(refusal),
    };
    let lang = seen.view.record.place.language;
    let state = match state::build(&web, &seen, query.ply, query.flip).await {
        Ok(state) => state,
        Err(refusal) => return refused(refusal),
    };
    let csrf = match seen.player {
        Some(_) => web
            .service
            .links()
            .web_links()
            .map(|links| links.tokens.csrf_for(&token))
            .unwrap_or_default(),
        None => String::new(),
    };
    // A View link stays in the address to come back to; a player's never.
    let here = if query.t.starts_with('v') {
        format!("/g/{id}?t={}", query.t)
    } else {
        format!("/g/{id}")
    };
    let account = account(&web, lang, &seen, &here, headers);
    let body = format!(
        r#"<!doctype html><html lang="{code}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title><link rel="stylesheet" href="/assets/board.css"></head>
<body><main id="app" data-game="{id}" data-csrf="{csrf}">
<header class="top"><h1 id="title">{title}</h1><span id="live" class="live" aria-live="polite"></span>{account}</header>
<p id="status" class="status" role="status" aria-live="polite">{status}</p>
<section class="players" aria-label="{players_label}"><div class="player black" id="p-black"></div><div class="player white" id="p-white"></div></section>
<div class="play">
<figure id="board" class="board-frame">{svg}</figure>
<nav class="steps" aria-label="{steps_label}"><button type="button" id="first"></button><button type="button" id="back"></button><span id="ply" class="ply"></span><button type="button" id="forward"></button><button type="button" id="last"></button></nav>
<div class="turn-board"><button type="button" id="flip" aria-pressed="{flipped}" aria-describedby="seen-from">{flip_label}</button><span id="seen-from" class="seen-from">{seen_from}</span></div>
<div class="actions"><a id="next-game" class="next-game" href=""{next_hidden}>{next_label}</a><button type="button" id="pass" hidden></button><button type="button" id="confirm" class="confirm" hidden></button><button type="button" id="cancel" hidden></button></div>
<label class="quick" id="quick-label" hidden><input type="checkbox" id="quick"> <span id="quick-text"></span></label>
<p id="message" class="message" role="alert"></p>
<section id="analysis" class="analysis" aria-labelledby="analysis-title"{chart_hidden}><h2 id="analysis-title">{chart_label}</h2><figure id="chart" class="chart-frame">{chart_svg}</figure>
<details><summary>{values_label}</summary><ol id="evals" class="evals">{chart_values}</ol></details></section>
</div>
<aside class="side"><h2>{moves_label}</h2><ol id="moves" class="moves"></ol>
<details><summary>{diagram_label}</summary><pre id="diagram">{diagram}</pre></details></aside>
</main>
<script id="words" type="application/json">{words}</script>
<script id="initial" type="application/json">{initial}</script>
<script src="/assets/board.js" defer></script>
</body></html>"#,
        code = lang.code(),
        title = escape(&state.title),
        status = escape(&state.status),
        svg = state.svg,
        diagram = escape(&state.diagram),
        players_label = escape(&tr!(lang, "web-players")),
        steps_label = escape(&tr!(lang, "web-steps")),
        flipped = state.flipped,
        flip_label = escape(&tr!(lang, "web-flip")),
        next_hidden = if state.next_game.is_some() {
            ""
        } else {
            " hidden"
        },
        next_label = escape(
            state
                .next_game
                .as_ref()
                .map_or("", |next| next.label.as_str())
        ),
        seen_from = escape(&state.seen_from),
        moves_label = escape(&tr!(lang, "web-moves")),
        diagram_label = escape(&tr!(lang, "web-diagram")),
        chart_hidden = if state.chart.is_some() { "" } else { " hidden" },
        chart_label = escape(&tr!(lang, "web-chart")),
        values_label = escape(&tr!(lang, "web-chart-values")),
        chart_svg = state.chart.as_ref().map(|c| c.svg.as_str()).unwrap_or(""),
        chart_values = state
            .chart
            .as_ref()
            .map(|c| {
                c.values
                    .iter()
                    .map(|v| format!("<li>{}</li>", escape(v)))
                    .collect::<String>()
            })
            .unwrap_or_default(),
        words = script_json(&words(lang)),
        initial = script_json(&state),
    );
    html(StatusCode::OK, body)
}

/// A player's link opened in the browser's address bar: its token becomes
/// the session's cookie and the browser goes on to the clean `/g/<id>`
/// (`session.rs`). Only for a top-level navigation (`Sec-Fetch-Mode:
/// navigate`): the Activity fetches the page with its own token, inside a
/// frame whose cookies may be blocked. `None`: serve the page as it is.
async fn exchange_player_link(
    web: &Web,
    id: i64,
    query: &LinkQuery,
    headers: &axum::http::HeaderMap,
) -> Option<Response> {
    let navigating = headers
        .get("sec-fetch-mode")
        .is_some_and(|mode| mode == "navigate");
    let top_level = headers
        .get("sec-fetch-dest")
        .is_none_or(|dest| dest == "document");
    if !navigating || !top_level || !query.t.starts_with('p') {
        return None;
    }
    // A bad link gets its refusal page, as before.
    access::open(web, id, &query.t).await.ok()?;
    let now = web.service.links().now_secs();
    let expires = session::expires_of(&query.t).unwrap_or(now);
    let public_url = web
        .service
        .links()
        .web_links()
        .and_then(|l| l.public_url.clone());
    let cookie = session::cookie(
        &query.t,
        expires - now,
        session::is_secure(public_url.as_deref()),
    );
    let location = match query.ply {
        Some(ply) => format!("/g/{id}?ply={ply}"),
        None => format!("/g/{id}"),
    };
    Some(session::redirect_setting(&location, &cookie))
}

/// The page a refused link gets: what is wrong, nothing about the game.
fn refused(refusal: Refusal) -> Response {
    let lang = Lang::En;
    html(
        refusal.status(),
        refusal_page(lang, &tr!(lang, "web-refused-title"), &refusal.text(lang)),
    )
}
