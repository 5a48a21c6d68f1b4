//! Moving by click. The page asks for the legal moves of the position
//! (`GET /api/g/<id>/moves`: the service's move picker, opened for the
//! link's player) and gets each as the cells to click in turn; it only
//! highlights what the server listed. A move is sent back as its notation
//! with the position stamp (`POST /api/g/<id>/move`) and played by
//! [`Games::play_picked`](crate::service::Games::play_picked),
//! the picker's Play: the same checks, the same refusals (shown in the
//! page), the same board post in the game's thread (owed by the service,
//! sent by the delivery worker, [`Outbox::board_not_posted`](crate::service::Outbox::board_not_posted)
//! handing it over at once).
//!
//! Cross-site requests: a move needs the `X-Abande-Csrf` header, derived
//! from the player's token, the session's or the link's (a form on another
//! site can neither send a header nor know the value), and a browser's
//! `Origin` or `Sec-Fetch-Site`, when sent, must say the request comes
//! from this site. Both are checked, and the player's allowance taken,
//! before the database is asked anything.

use std::time::Instant;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::Web;
use super::access::{self, LinkRequest};
use super::state::{self, refusal_json};
use crate::i18n::Lang;
use crate::service::{Access, GameId, PickerOpen, PositionStamp, ServiceError};
use crate::tr;
use crate::words::refusal::service_error;
use abande_rules::{Family, Game, Move, PointId};

/// The header a move must carry.
pub const CSRF_HEADER: &str = "x-abande-csrf";

#[derive(Debug, Serialize)]
struct LegalMove {
    notation: String,
    /// The cells to click, in order; more than one way for some moves;
    /// none for a pass (a button).
    paths: Vec<Vec<String>>,
}

#[derive(Debug, Serialize)]
struct LegalMoves {
    ply: usize,
    key: u32,
    moves: Vec<LegalMove>,
}

#[derive(Debug, Deserialize)]
pub struct MoveRequest {
    notation: String,
    /// The position stamp the moves were listed at.
    ply: usize,
    key: u32,
}

fn error(status: StatusCode, text: String) -> Response {
    (status, Json(serde_json::json!({ "error": text }))).into_response()
}

/// The clicks that make `m` in `game`: Abande enters with two clicks on the
/// point (choose, confirm) and moves a stack from its point to where it
/// goes; an Abalone marble or line moves from its rear marble to where its
/// front one goes; a broadside names its two end marbles, then where the
/// first goes.
fn click_paths(game: &Game, m: Move) -> Vec<Vec<String>> {
    if m.is_pass() {
        return Vec::new();
    }
    let t = game.topology();
    let name = |p: PointId| t.label(p).to_string();
    let trace = game.trace(m);
    match game.kind().family() {
        Family::Abande => {
            if let Some(p) = trace.entered {
                return vec![vec![name(p), name(p)]];
            }
            trace
                .steps
                .first()
                .map(|&(from, to)| vec![vec![name(from), name(to)]])
                .unwrap_or_default()
        }
        Family::Abalone => {
            let mover = game.to_move();
            let own: Vec<(PointId, PointId)> = trace
                .steps
                .iter()
                .copied()
                .filter(|&(from, _)| game.pieces_at(from).first().copied() == mover)
                .collect();
            let froms: Vec<PointId> = own.iter().map(|s| s.0).collect();
            let tos: Vec<PointId> = own.iter().map(|s| s.1).collect();
            match own.as_slice() {
                [] => Vec::new(),
                [(from, to)] => vec![vec![name(*from), name(*to)]],
                _ if tos.iter().any(|to| froms.contains(to)) => {
                    // In line: the rear marble is no one's destination, the
                    // front one's destination is no marble's point.
                    let rear = froms.iter().find(|f| !tos.contains(f));
                    let front = tos.iter().find(|to| !froms.contains(to));
                    match (rear, front) {
                        (Some(&rear), Some(&front)) => vec![vec![name(rear), name(front)]],
                        _ => Vec::new(),
                    }
                }
                _ => {
                    // Broadside: its two ends are the marbles farthest apart.
                    let distance = |a: PointId, b: PointId| {
                        let (p, q) = (t.position(a), t.position(b));
                        (p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)
                    };
                    let mut ends = (own[0], own[1]);
                    for (i, &a) in own.iter().enumerate() {
                        for &b in &own[i + 1..] {
                            if distance(a.0, b.0) > distance(ends.0.0, ends.1.0) {
                                ends = (a, b);
                            }
                        }
                    }
                    let (a, b) = ends;
                    vec![
                        vec![name(a.0), name(b.0), name(a.1)],
                        vec![name(b.0), name(a.0), name(b.1)],
                    ]
                }
            }
        }
    }
}

/// `GET /api/g/<id>/moves?t=<token>&ply=&key=`: the legal moves for the
/// link's player, when it is their turn at that stamp.
pub async fn legal_moves(State(web): State<Web>, link: LinkRequest) -> Response {
    let seen = match link.open_for_reading(&web).await {
        Ok(linked) => linked.seen,
        Err(refusal) => return refusal_json(Lang::En, refusal),
    };
    let lang = seen.view.record.place.language;
    let Some(user) = seen.player else {
        return error(StatusCode::FORBIDDEN, tr!(lang, "web-view-only"));
    };
    let at = PositionStamp::of(&seen.view.game);
    match web
        .service
        .games()
        .open_picker(seen.view.id(), user, at)
        .await
    {
        Ok(PickerOpen::Picker { view, picker }) => {
            let moves = picker
                .moves()
                .into_iter()
                .map(|m| LegalMove {
                    notation: m.to_string(),
                    paths: click_paths(&view.game, m),
                })
                .collect();
            Json(LegalMoves {
                ply: at.ply,
                key: at.key,
                moves,
            })
            .into_response()
        }
        Ok(PickerOpen::NotYourTurn { .. }) => {
            error(StatusCode::CONFLICT, tr!(lang, "web-not-your-turn"))
        }
        Err(e) => error(StatusCode::CONFLICT, service_error(lang, &e)),
    }
}

/// `POST /api/g/<id>/move?t=<token>`, JSON `{notation, ply, key}`.
pub async fn play(
    State(web): State<Web>,
    link: LinkRequest,
    // Raw bytes, read as JSON only after the link, the CSRF header and the
    // rate limit are checked: a request failing those learns nothing more.
    body: axum::body::Bytes,
) -> Response {
    let LinkRequest {
        id, query, headers, ..
    } = link;
    let lang = Lang::En;
    if web
        .same_site
        .is_cross_site(&headers, web.activity.proxy_origin().as_deref())
    {
        return error(StatusCode::FORBIDDEN, tr!(lang, "web-cross-site"));
    }
    // The player's token (the address's player link, else the session's):
    // checked, then the CSRF header, then the player's allowance, all
    // before the database is asked anything.
    let Some(token) = access::player_token(&query.t, &headers) else {
        return match query.t.is_empty() {
            true => refusal_json(lang, access::Refusal::BadLink),
            false => error(StatusCode::FORBIDDEN, tr!(lang, "web-view-only")),
        };
    };
    let access = match access::verify(&web, &token) {
        Ok(access @ Access::Player { .. }) => access,
        Ok(Access::View { .. }) => {
            return error(StatusCode::FORBIDDEN, tr!(lang, "web-view-only"));
        }
        Err(refusal) => return refusal_json(lang, refusal),
    };
    let Access::Player { user, .. } = access else {
        unreachable!("a player's access")
    };
    let csrf = headers
        .get(CSRF_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let links = web
        .service
        .links()
        .web_links()
        .expect("a checked token needs links");
    if !links.tokens.csrf_ok(&token, csrf) {
        return error(StatusCode::FORBIDDEN, tr!(lang, "web-cross-site"));
    }
    let allowed = web
        .limiter
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .try_acquire(user.0, Instant::now());
    if !allowed {
        return error(StatusCode::TOO_MANY_REQUESTS, tr!(lang, "web-too-fast"));
    }
    let seen = match access::check_generation(&web, access).await {
        Ok(access) => match access::open_as(&web, id, access).await {
            Ok(seen) => seen,
            Err(refusal) => return refusal_json(lang, refusal),
        },
        Err(refusal) => return refusal_json(lang, refusal),
    };
    let Ok(request) = serde_json::from_slice::<MoveRequest>(&body) else {
        return error(StatusCode::BAD_REQUEST, tr!(lang, "web-bad-request"));
    };
    // From here on the game is known: its refusals speak its language.
    let lang = seen.view.record.place.language;
    let at = PositionStamp {
        ply: request.ply,
        key: request.key,
    };
    let game = GameId(id);
    match web
        .service
        .games()
        .play_picked(game, user, &request.notation, at)
        .await
    {
        Ok(result) => {
            // The board is posted in the thread by the delivery worker, now.
            if let Err(e) = web.service.outbox().board_not_posted(game).await {
                tracing::warn!(%game, error = %e, "the web move's board waits for the outbox");
            }
            tracing::info!(%game, user = user.0, notation = %request.notation, "move from the web page");
            let seen = access::Seen {
                view: result.game,
                player: seen.player,
            };
            // The page keeps the way up it was showing.
            match state::build(&web, &seen, None, query.flip).await {
                Ok(state) => Json(state).into_response(),
                Err(refusal) => refusal_json(lang, refusal),
            }
        }
        Err(e) => {
            let status = match e {
                ServiceError::Storage(_) | ServiceError::Unavailable(_) => {
                    StatusCode::SERVICE_UNAVAILABLE
                }
                _ => StatusCode::CONFLICT,
            };
            // The service's reason in the same words as `/move`'s.
            error(status, service_error(lang, &e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::GameKind;

    /// Every legal move has a way to click it, and no two moves share one.
    #[test]
    fn click_paths_name_each_move_once() {
        for kind in GameKind::ALL.iter().copied() {
            let mut game = Game::new(kind);
            for _ in 0..6 {
                let moves = game.legal_moves();
                let mut seen: Vec<Vec<String>> = Vec::new();
                for &m in &moves {
                    let paths = click_paths(&game, m);
                    assert!(m.is_pass() || !paths.is_empty(), "{kind:?} {m}");
                    for path in paths {
                        assert!(!seen.contains(&path), "{kind:?}: {path:?} twice");
                        seen.push(path);
                    }
                }
                // A complete path is never the start of another one.
                for a in &seen {
                    for b in &seen {
                        assert!(a == b || !b.starts_with(a), "{kind:?}: {a:?} / {b:?}");
                    }
                }
                let Some(&m) = moves.iter().find(|m| !m.is_pass()) else {
                    break;
                };
                game.play(m).unwrap();
            }
        }
    }
}
