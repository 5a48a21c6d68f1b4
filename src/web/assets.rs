//! The page's script and style sheet, compiled into the binary.

use axum::extract::Path;
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};

// Bytes (not `include_str`): served as they are.
const BOARD_JS: &[u8] = include_bytes!("../../assets/web/board.js");
const BOARD_CSS: &[u8] = include_bytes!("../../assets/web/board.css");
const ACTIVITY_JS: &[u8] = include_bytes!("../../assets/web/activity.js");
/// Discord's Embedded App SDK, built at a pinned version
/// (`assets/web/vendor/README.md`).
const DISCORD_SDK: &[u8] = include_bytes!("../../assets/web/vendor/discord-embedded-app-sdk.mjs");

pub async fn asset(Path(file): Path<String>) -> Response {
    let (body, kind) = match file.as_str() {
        "board.js" => (BOARD_JS, "text/javascript; charset=utf-8"),
        "board.css" => (BOARD_CSS, "text/css; charset=utf-8"),
        "activity.js" => (ACTIVITY_JS, "text/javascript; charset=utf-8"),
        _ => return StatusCode::NOT_FOUND.into_response(),
    };
    served(body, kind)
}

/// `/assets/vendor/<file>`: the vendored SDK.
pub async fn vendored(Path(file): Path<String>) -> Response {
    match file.as_str() {
        "discord-embedded-app-sdk.mjs" => served(DISCORD_SDK, "text/javascript; charset=utf-8"),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

fn served(body: &'static [u8], kind: &'static str) -> Response {
    // Short: a new binary's assets reach open pages soon.
    (
        [(CONTENT_TYPE, kind), (CACHE_CONTROL, "public, max-age=300")],
        body,
    )
        .into_response()
}
