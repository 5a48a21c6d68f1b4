//! The web board (issue #41): an adapter beside `discord/`, using only the
//! service and below. A game's page `/g/<id>?t=<token>` draws the board in
//! SVG (`abande_pictures::render_svg`, the PNG's geometry and colours),
//! the players, clocks, move list and result; it follows the game live
//! (`live.rs`, server-sent events) and, with a player's link, plays by
//! click through the same service call as the move picker's Play
//! (`play.rs`). Links are the service's signed tokens
//! (`service/web_links.rs`), checked in `access.rs`. Assets (`assets/web/`)
//! are compiled in: no build step, no third-party requests.
//!
//! Launched as a Discord Activity (`/activity`, `activity.rs`), the same
//! board runs inside Discord, the player identified by Discord's OAuth2.
//!
//! Served on `WEB_ADDR` when it is set; the app's supervisor
//! runs the server (`server::start`, called by `app/mod.rs`), [`router`]
//! builds it.

mod access;
mod activity;
mod assets;
mod client;
mod identity;
mod live;
mod page;
mod play;
mod rate_limit;
mod refusal;
mod same_site;
pub mod server;
mod session;
mod sign_in;
mod state;

use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::routing::{get, post};
use tokio_util::sync::CancellationToken;

use crate::service::GameService;
pub use activity::ActivitySettings;
pub use identity::{Identity, is_challenge};

/// What every request handler sees.
#[derive(Clone)]
pub(crate) struct Web {
    service: GameService,
    /// Cancelled at shutdown: live streams end so the server can stop.
    stop: CancellationToken,
    /// Moves by click, per player (`rate_limit.rs`).
    limiter: Arc<Mutex<rate_limit::Limiter>>,
    /// The Discord Activity (`activity.rs`).
    activity: activity::Activity,
    /// Which origins are this site's pages (`same_site.rs`).
    same_site: same_site::SameSite,
    /// The code exchanges (the Activity's, signing in), for the whole
    /// server ...
    exchanges: Arc<Mutex<rate_limit::Limiter>>,
    /// ... and per client address.
    exchanges_each: Arc<Mutex<rate_limit::Limiter<IpAddr>>>,
    /// Reads per asker (`rate_limit.rs`).
    reads: Arc<Mutex<rate_limit::Limiter<rate_limit::Asker>>>,
    /// Live streams open per asker.
    streams: rate_limit::OpenCounts<rate_limit::Asker>,
    /// The proxy in front (`WEB_TRUSTED_PROXY`; unset: this machine), whose
    /// `X-Forwarded-For` names the client (`client.rs`).
    trusted_proxy: Option<IpAddr>,
}

/// What `GET /` is asked with: Discord launches the Activity at the root
/// of its URL mapping, with the frame's parameters.
#[derive(Debug, serde::Deserialize)]
struct HomeQuery {
    frame_id: Option<String>,
}

/// `GET /`: the Activity when Discord launches it (`frame_id` given),
/// else what this server is.
async fn home(
    web: axum::extract::State<Web>,
    axum::extract::Query(query): axum::extract::Query<HomeQuery>,
) -> axum::response::Response {
    if query.frame_id.is_some() {
        activity::page(web).await
    } else {
        page::about().await
    }
}

/// The web board's routes, served until `stop`; `activity` says how the
/// Discord Activity (and signing in with Discord) is set up,
/// `trusted_proxy` which address is the proxy in front.
pub fn router(
    service: GameService,
    stop: CancellationToken,
    activity: ActivitySettings,
    trusted_proxy: Option<IpAddr>,
) -> Router {
    let public_url = service
        .links()
        .web_links()
        .and_then(|l| l.public_url.clone());
    let web = Web {
        same_site: same_site::SameSite::new(public_url.as_deref()),
        service,
        stop,
        limiter: Arc::new(Mutex::new(rate_limit::Limiter::new(
            rate_limit::BURST,
            rate_limit::PER_SECOND,
        ))),
        activity: activity::Activity::new(activity),
        exchanges: Arc::new(Mutex::new(rate_limit::Limiter::new(
            activity::EXCHANGE_BURST,
            activity::EXCHANGES_PER_SECOND,
        ))),
        exchanges_each: Arc::new(Mutex::new(rate_limit::Limiter::new(
            activity::EXCHANGE_BURST_EACH,
            activity::EXCHANGES_PER_SECOND_EACH,
        ))),
        reads: Arc::new(Mutex::new(rate_limit::Limiter::new(
            rate_limit::READ_BURST,
            rate_limit::READS_PER_SECOND,
        ))),
        streams: rate_limit::OpenCounts::default(),
        trusted_proxy,
    };
    Router::new()
        .route("/", get(home))
        .route("/g/{id}", get(page::game_page))
        .route("/api/g/{id}/state", get(state::game_state))
        .route("/api/g/{id}/moves", get(play::legal_moves))
        .route("/api/g/{id}/move", post(play::play))
        .route("/api/g/{id}/events", get(live::events))
        .route("/activity", get(activity::page))
        .route("/api/activity/token", post(activity::token))
        .route("/api/activity/games", get(activity::games))
        .route("/auth/login", get(sign_in::login))
        .route("/auth/callback", get(sign_in::callback))
        .route("/auth/logout", post(sign_in::logout))
        .route("/api/identity", get(identity::identity))
        .route("/assets/{file}", get(assets::asset))
        .route("/assets/vendor/{file}", get(assets::vendored))
        .layer(axum::middleware::map_response(common_headers))
        .with_state(web)
}

/// What every answer carries: `nosniff` (a browser reads each answer as
/// the type it says), and `no-store` on JSON, which holds a game's state
/// for one link (`state.rs`, `play.rs`).
async fn common_headers(mut response: axum::response::Response) -> axum::response::Response {
    use axum::http::HeaderValue;
    use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
    let headers = response.headers_mut();
    headers.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    let json = headers
        .get(CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if json {
        headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}
