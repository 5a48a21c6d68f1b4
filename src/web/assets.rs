//! The page's script and style sheet, compiled into the binary.

use axum::extract::Path;
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};

// Bytes (not `include_str`): served as they are.
const BOARD_JS: &[u8] = include_bytes!("../../assets/web/board.js");
const BOARD_CSS: &[u8] = include_bytes!("../../assets/web/board.css");

pub async fn asset(Path(file): Path<String>) -> Response {
    let (body, kind) = match file.as_str() {
        "board.js" => (BOARD_JS, "text/javascript; charset=utf-8"),
        "board.css" => (BOARD_CSS, "text/css; charset=utf-8"),
        _ => return StatusCode::NOT_FOUND.into_response(),
    };
    // Short: a new binary's assets reach open pages soon.
    (
        [(CONTENT_TYPE, kind), (CACHE_CONTROL, "public, max-age=300")],
        body,
    )
        .into_response()
}
