//! The web board as a Discord Activity (issue #41). Discord opens
//! `PUBLIC_URL/activity?frame_id=...&instance_id=...&platform=...` in a
//! frame (the application's URL mapping points at `PUBLIC_URL`); the page
//! (`assets/web/activity.js`, with the vendored Embedded App SDK) does the
//! SDK's handshake, asks Discord to authorise the `identify` scope and
//! sends the code it got to `POST /api/activity/token`. Here the bot
//! exchanges the code at Discord's OAuth2 token endpoint with the
//! application's client secret (`DISCORD_CLIENT_SECRET`), asks Discord who
//! the token belongs to (`GET /users/@me`), and answers the access token
//! (for the SDK's `authenticate`), the player's own signed web session (a
//! player token of `service/web_links.rs`, as `/web link` gives) and their
//! games. The page then shows a game exactly as `/g/<id>` does, moves by
//! click included.
//!
//! Discord is the one the bot already talks to: `DISCORD_API_BASE` when
//! set (the tests' double), else `https://discord.com`. Without the client
//! secret every Activity endpoint answers that it is not configured.
//!
//! The session is a player token without a server (`guild: None`): the
//! frame's server is whatever the page says, which the bot cannot check,
//! so the session sees the player's own games only, where they may move.
//!
//! Framed only by Discord: the page's `frame-ancestors` names Discord's
//! web origins (the desktop and mobile clients are those pages too); the
//! page does nothing until its parent hands it a code that only Discord
//! can issue for this application.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use axum::Json;
use axum::extract::State;
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE, REFERRER_POLICY};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::Web;
use super::refusal::refusal_page;
use crate::i18n::Lang;
use crate::model::{GameStatus, GameSummary};
use crate::service::{Access, HistoryFilter, UserId};
use crate::tr;
use abande_pictures::escape;
use abande_rules::Outcome;

/// How long one call to Discord may take.
const DISCORD_TIMEOUT: Duration = Duration::from_secs(10);

/// Finished games listed under the ones in progress.
const FINISHED_LISTED: i64 = 10;

/// Code exchanges the whole server makes at once, then each second: each
/// one calls Discord twice, and a flood of made-up codes must not spend
/// the application's own allowance there.
pub const EXCHANGE_BURST: f64 = 20.0;
pub const EXCHANGES_PER_SECOND: f64 = 5.0;
/// Code exchanges one client address makes at once, then each second: so
/// one client cannot spend everyone's allowance and lock them out.
pub const EXCHANGE_BURST_EACH: f64 = 5.0;
pub const EXCHANGES_PER_SECOND_EACH: f64 = 0.2;

/// The page's policy: the bot's own scripts (the SDK is one of them), no
/// third-party requests, framed by Discord only.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors https://discord.com https://*.discord.com https://discordapp.com https://*.discordapp.com";

/// What the Activity needs from the configuration.
#[derive(Clone, Debug, Default)]
pub struct ActivitySettings {
    /// `DISCORD_CLIENT_SECRET`; `None`: the Activity is not configured.
    pub client_secret: Option<String>,
    /// Where Discord's API is (`https://discord.com` or `DISCORD_API_BASE`),
    /// without a trailing slash.
    pub api_base: String,
    /// The application's id (the OAuth2 client id), known once the
    /// gateway said READY.
    pub application_id: Arc<OnceLock<u64>>,
}

/// The Activity as the handlers see it.
#[derive(Clone)]
pub(crate) struct Activity {
    settings: ActivitySettings,
    http: reqwest::Client,
}

impl Activity {
    pub fn new(settings: ActivitySettings) -> Activity {
        let http = reqwest::Client::builder()
            .timeout(DISCORD_TIMEOUT)
            // Discord is named explicitly; an environment proxy must not
            // capture loopback calls (the tests' double).
            .no_proxy()
            .build()
            .unwrap_or_default();
        Activity { settings, http }
    }

    /// The origin Discord's proxy serves the Activity from, once the
    /// application id is known: a move sent from inside the Activity
    /// carries it as its `Origin`.
    pub fn api_base(&self) -> &str {
        &self.settings.api_base
    }

    pub fn proxy_origin(&self) -> Option<String> {
        self.settings.client_secret.as_ref()?;
        let id = self.settings.application_id.get()?;
        Some(format!("https://{id}.discordsays.com"))
    }
}

/// Why the Activity cannot go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Problem {
    /// No client secret (or no web links): not configured.
    Off,
    /// The gateway has not said READY yet: no client id.
    Starting,
    /// Discord refused the code or the token.
    Refused,
    /// Discord did not answer as it should (or the secret is wrong).
    Failed,
    /// Too many exchanges at once.
    TooFast,
    /// The request was not the page's.
    BadRequest,
    /// The database did not answer.
    Unavailable,
}

impl Problem {
    pub(super) fn status(self) -> StatusCode {
        match self {
            Problem::Off | Problem::Starting | Problem::Unavailable => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            Problem::Refused => StatusCode::UNAUTHORIZED,
            Problem::Failed => StatusCode::BAD_GATEWAY,
            Problem::TooFast => StatusCode::TOO_MANY_REQUESTS,
            Problem::BadRequest => StatusCode::BAD_REQUEST,
        }
    }

    pub(super) fn text(self, lang: Lang) -> String {
        match self {
            Problem::Off => tr!(lang, "web-activity-off"),
            Problem::Starting => tr!(lang, "web-activity-starting"),
            Problem::Refused => tr!(lang, "web-activity-refused"),
            Problem::Failed => tr!(lang, "web-activity-failed"),
            Problem::TooFast => tr!(lang, "web-too-fast"),
            Problem::BadRequest => tr!(lang, "web-bad-request"),
            Problem::Unavailable => tr!(lang, "web-unavailable"),
        }
    }

    fn json(self, lang: Lang) -> Response {
        (
            self.status(),
            Json(serde_json::json!({
                "error": self.text(lang),
                "configured": self != Problem::Off,
            })),
        )
            .into_response()
    }
}

fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-store"),
            (REFERRER_POLICY, "no-referrer"),
            (CONTENT_SECURITY_POLICY, CSP),
        ],
        body,
    )
        .into_response()
}

/// The client id, when the Activity is configured and the bot connected.
pub(super) fn client_id(web: &Web) -> Result<u64, Problem> {
    if web.activity.settings.client_secret.is_none() || web.service.links().web_links().is_none() {
        return Err(Problem::Off);
    }
    web.activity
        .settings
        .application_id
        .get()
        .copied()
        .ok_or(Problem::Starting)
}

/// The words the Activity's page writes before it knows its player.
fn words(lang: Lang) -> serde_json::Value {
    serde_json::json!({
        "connecting": tr!(lang, "web-activity-connecting"),
        "outside": tr!(lang, "web-activity-outside"),
        "refused": tr!(lang, "web-activity-refused"),
        "failed": tr!(lang, "web-activity-failed"),
        "games": tr!(lang, "web-activity-games"),
        "none": tr!(lang, "web-activity-none"),
        "back": tr!(lang, "web-activity-back"),
    })
}

/// `GET /activity`: the page Discord opens.
pub async fn page(State(web): State<Web>) -> Response {
    let lang = Lang::En;
    let id = match client_id(&web) {
        Ok(id) => id,
        Err(problem) => {
            let body = refusal_page(lang, "abande-bot", &problem.text(lang));
            return html(problem.status(), body);
        }
    };
    let words = serde_json::to_string(&words(lang))
        .expect("serialisable")
        .replace("</", "<\\/");
    let body = format!(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>abande-bot</title><link rel="stylesheet" href="/assets/board.css"></head>
<body class="activity" data-activity="1"><div id="activity" data-client-id="{id}">
<header class="activity-top"><button type="button" id="to-games" hidden></button><h1 id="activity-title">abande-bot</h1></header>
<p id="activity-status" class="status" role="status" aria-live="polite">{connecting}</p>
<section id="games" aria-labelledby="games-title" hidden><h2 id="games-title"></h2><ul id="game-list" class="game-list"></ul></section>
<div id="game"></div>
</div>
<script id="activity-words" type="application/json">{words}</script>
<script src="/assets/board.js" defer></script>
<script type="module" src="/assets/activity.js"></script>
</body></html>"#,
        connecting = escape(&tr!(lang, "web-activity-connecting")),
    );
    html(StatusCode::OK, body)
}

#[derive(Debug, Deserialize)]
pub struct TokenRequest {
    code: String,
}

/// Discord's answer to the code exchange (what is used of it).
#[derive(Debug, Deserialize)]
struct DiscordToken {
    access_token: String,
}

/// Discord's `/users/@me` (what is used of it).
#[derive(Debug, Deserialize)]
pub(super) struct DiscordUser {
    pub id: String,
    username: String,
    #[serde(default)]
    global_name: Option<String>,
    #[serde(default)]
    locale: Option<String>,
}

#[derive(Debug, Serialize)]
struct ListedGame {
    id: i64,
    title: String,
    /// "against bob".
    opponent: String,
    /// Whose turn, or how it ended, in the player's words.
    status: String,
    your_turn: bool,
    finished: bool,
}

#[derive(Debug, Serialize)]
struct ActivitySession {
    /// For the SDK's `authenticate`.
    access_token: String,
    user: serde_json::Value,
    /// The player's signed web session (a `p...` token) for `/g/<id>`.
    session: String,
    lang: &'static str,
    words: serde_json::Value,
    games: Vec<ListedGame>,
}

impl DiscordUser {
    /// The name Discord shows for them.
    pub fn display_name(&self) -> String {
        self.global_name
            .clone()
            .unwrap_or_else(|| self.username.clone())
    }
}

/// One code exchange taken from the client's allowance and the server's;
/// false: too many.
pub(super) fn admit_exchange(web: &Web, client: super::client::Client) -> bool {
    let now = Instant::now();
    if let Some(address) = client.0 {
        let allowed = web
            .exchanges_each
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .try_acquire(address, now);
        if !allowed {
            return false;
        }
    }
    web.exchanges
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .try_acquire(0, now)
}

/// Exchanges `code` at Discord and asks whose it is: the player and the
/// access token. `redirect_uri`: the one the code was asked with (signing
/// in on the page; the Activity's codes have none).
pub(super) async fn identify(
    activity: &Activity,
    client_id: u64,
    code: &str,
    redirect_uri: Option<&str>,
) -> Result<(DiscordUser, String), Problem> {
    let settings = &activity.settings;
    let secret = settings.client_secret.as_deref().ok_or(Problem::Off)?;
    let client_id = client_id.to_string();
    let mut form = vec![
        ("client_id", client_id.as_str()),
        ("client_secret", secret),
        ("grant_type", "authorization_code"),
        ("code", code),
    ];
    if let Some(uri) = redirect_uri {
        form.push(("redirect_uri", uri));
    }
    let answer = activity
        .http
        .post(format!("{}/api/v10/oauth2/token", settings.api_base))
        .form(&form)
        .send()
        .await
        .map_err(|error| {
            tracing::warn!(%error, "the Activity's code exchange did not reach Discord");
            Problem::Failed
        })?;
    let status = answer.status();
    let body = answer.bytes().await.map_err(|_| Problem::Failed)?;
    if !status.is_success() {
        let reason = String::from_utf8_lossy(&body);
        return Err(match status.as_u16() {
            // invalid_grant: a made-up, used or expired code.
            400 => {
                tracing::info!(%reason, "Discord refused an Activity's code");
                Problem::Refused
            }
            // invalid_client: the secret is not the application's.
            401 => {
                tracing::error!(%reason, "Discord refused the client secret: check DISCORD_CLIENT_SECRET");
                Problem::Failed
            }
            _ => {
                tracing::warn!(%status, %reason, "Discord's token endpoint failed");
                Problem::Failed
            }
        });
    }
    let token: DiscordToken = serde_json::from_slice(&body).map_err(|error| {
        tracing::warn!(%error, "Discord's token answer did not read");
        Problem::Failed
    })?;
    let answer = activity
        .http
        .get(format!("{}/api/v10/users/@me", settings.api_base))
        .bearer_auth(&token.access_token)
        .send()
        .await
        .map_err(|_| Problem::Failed)?;
    let status = answer.status();
    let body = answer.bytes().await.map_err(|_| Problem::Failed)?;
    if status == StatusCode::UNAUTHORIZED {
        return Err(Problem::Refused);
    }
    if !status.is_success() {
        tracing::warn!(%status, "Discord's /users/@me failed");
        return Err(Problem::Failed);
    }
    let mut user: DiscordUser = serde_json::from_slice(&body).map_err(|error| {
        tracing::warn!(%error, "Discord's /users/@me did not read");
        Problem::Failed
    })?;
    user.global_name = user.global_name.filter(|n| !n.trim().is_empty());
    Ok((user, token.access_token))
}

/// `user`'s games as the list shows them: in progress first (their turn
/// first), then the latest finished ones.
async fn listed_games(lang: Lang, web: &Web, user: UserId) -> Result<Vec<ListedGame>, Problem> {
    let service = &web.service;
    let mut active = service
        .history()
        .active_games(user)
        .await
        .map_err(|_| Problem::Unavailable)?;
    active.sort_by_key(|g| (!g.is_turn_of(user), std::cmp::Reverse(g.record.updated_at)));
    let finished = service
        .history()
        .finished_games(user, HistoryFilter::default(), 1, FINISHED_LISTED)
        .await
        .map_err(|_| Problem::Unavailable)?;
    Ok(active
        .iter()
        .chain(finished.items.iter())
        .map(|g| listed(lang, g, user))
        .collect())
}

fn listed(lang: Lang, summary: &GameSummary, user: UserId) -> ListedGame {
    let record = &summary.record;
    let opponent = record
        .opponent_of(user)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let finished = record.status != GameStatus::Active;
    let status = if finished {
        match (record.status, record.result, record.color_of(user)) {
            (GameStatus::Aborted, _, _) => tr!(lang, "web-aborted"),
            (_, Some(Outcome::Draw), _) => tr!(lang, "web-draw"),
            (_, Some(Outcome::Win(winner)), Some(mine)) if winner == mine => {
                tr!(lang, "web-activity-won")
            }
            (_, Some(Outcome::Win(_)), Some(_)) => tr!(lang, "web-activity-lost"),
            _ => tr!(lang, "web-over"),
        }
    } else if summary.is_turn_of(user) {
        tr!(lang, "web-your-turn")
    } else {
        tr!(
            lang,
            "web-activity-their-turn",
            name = summary
                .player_to_move()
                .map(|p| p.name.clone())
                .unwrap_or_default()
        )
    };
    ListedGame {
        id: record.id.0,
        title: format!("{} {}", record.kind.family().name(), record.id),
        opponent: tr!(lang, "web-activity-vs", name = opponent),
        status,
        your_turn: summary.is_turn_of(user),
        finished,
    }
}

/// `POST /api/activity/token`, JSON `{code}`: the code exchanged, the
/// player identified, their session and games.
pub async fn token(
    State(web): State<Web>,
    client: super::client::Client,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let lang = Lang::En;
    let client_id = match client_id(&web) {
        Ok(id) => id,
        Err(problem) => return problem.json(lang),
    };
    if web
        .same_site
        .is_cross_site(&headers, web.activity.proxy_origin().as_deref())
    {
        return (
            StatusCode::FORBIDDEN,
            Json(serde_json::json!({ "error": tr!(lang, "web-cross-site") })),
        )
            .into_response();
    }
    if !admit_exchange(&web, client) {
        return Problem::TooFast.json(lang);
    }
    let Ok(request) = serde_json::from_slice::<TokenRequest>(&body) else {
        return Problem::BadRequest.json(lang);
    };
    let code = request.code.trim();
    if code.is_empty() || code.len() > 512 {
        return Problem::BadRequest.json(lang);
    }
    let (discord_user, access_token) = match identify(&web.activity, client_id, code, None).await {
        Ok(found) => found,
        Err(problem) => return problem.json(lang),
    };
    let Ok(id) = discord_user.id.parse::<u64>() else {
        return Problem::Failed.json(lang);
    };
    let user = UserId(id);
    let lang = discord_user
        .locale
        .as_deref()
        .map(Lang::from_discord)
        .unwrap_or(Lang::En);
    let Some(links) = web.service.links().web_links() else {
        return Problem::Off.json(lang);
    };
    let generation = match web.service.links().web_generation(user).await {
        Ok(generation) => generation,
        Err(_) => return Problem::Unavailable.json(lang),
    };
    let session = links.tokens.issue(
        Access::Player {
            user,
            guild: None,
            generation,
        },
        web.service.links().now_secs(),
    );
    let games = match listed_games(lang, &web, user).await {
        Ok(games) => games,
        Err(problem) => return problem.json(lang),
    };
    let name = discord_user.display_name();
    tracing::info!(
        user = id,
        games = games.len(),
        "a player opened the Activity"
    );
    Json(ActivitySession {
        access_token,
        user: serde_json::json!({ "id": discord_user.id, "name": name }),
        session,
        lang: lang.code(),
        words: words(lang),
        games,
    })
    .into_response()
}

#[derive(Debug, Deserialize)]
pub struct SessionQuery {
    #[serde(default)]
    t: String,
}

/// `GET /api/activity/games?t=<session>`: the player's games again (the
/// list the page goes back to), in the language Discord gave at sign-in.
pub async fn games(
    State(web): State<Web>,
    client: super::client::Client,
    axum::extract::Query(query): axum::extract::Query<SessionQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = headers
        .get("x-abande-lang")
        .and_then(|v| v.to_str().ok())
        .map(Lang::from_discord)
        .unwrap_or(Lang::En);
    if let Err(problem) = client_id(&web) {
        return problem.json(lang);
    }
    if let Err(refusal) = super::access::admit_read(&web, client, &query.t, &headers) {
        return super::state::refusal_json(lang, refusal);
    }
    let user = match super::access::check_token(&web, &query.t).await {
        Ok(Access::Player { user, .. }) => user,
        Ok(Access::View { .. }) => return Problem::Refused.json(lang),
        Err(refusal) => return super::state::refusal_json(lang, refusal),
    };
    match listed_games(lang, &web, user).await {
        Ok(games) => Json(serde_json::json!({ "games": games })).into_response(),
        Err(problem) => problem.json(lang),
    }
}
