//! The axum server: the gateway WebSocket at `/gateway`, every REST call
//! through one fallback that records it, applies injected failures, reads
//! JSON or multipart bodies and hands them to [`super::rest`].

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::body::to_bytes;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};
use tokio::net::TcpListener;

use super::gateway;
use super::oauth;
use super::rest;
use super::state::{APPLICATION_ID, BOT_TOKEN, InjectedFailure, Shared};

/// Discord's upload limit for unboosted guilds is smaller; this only has to
/// let any sane test image through.
const MAX_BODY_BYTES: usize = 32 * 1024 * 1024;

/// Discord's limit per attachment for a bot without boosts: 10 MiB.
pub const MAX_ATTACHMENT_BYTES: usize = 10 * 1024 * 1024;

/// A file part of a multipart request (`files[N]`).
#[derive(Clone, Debug)]
pub struct UploadedFile {
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// A request body: the JSON (or `payload_json`) and any uploaded files.
#[derive(Debug, Default)]
pub struct RequestBody {
    pub json: Value,
    pub files: Vec<UploadedFile>,
}

pub async fn start(shared: Arc<Shared>) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .expect("discord double: cannot bind 127.0.0.1:0");
    let address = listener
        .local_addr()
        .expect("bound listener has an address");
    shared.update(|world| world.ws_url = format!("ws://{address}/gateway"));
    let app = Router::new()
        .route("/gateway", get(gateway::connect))
        .route("/api/v10/oauth2/token", post(oauth::token))
        .route("/api/oauth2/token", post(oauth::token))
        .route("/api/v10/users/@me", get(oauth::me))
        .route("/oauth2/authorize", get(oauth::authorize))
        .route("/activity-proxy/{application}/{*path}", get(activity_proxy))
        .fallback(handle_rest)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(shared);
    tokio::spawn(async move {
        axum::serve(listener, app)
            .await
            .expect("discord double server failed");
    });
    address
}

pub(super) async fn handle_rest(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let method = request.method().as_str().to_owned();
    let path = request.uri().path().to_owned();
    let route = format!("{method} {path}");
    let query = request.uri().query().unwrap_or_default().to_owned();
    shared.update(|world| world.requests.push(route.clone()));
    // Discord answers every call without the bot's token 401, but an
    // interaction's answer, which its token in the path authorises.
    let authorised = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {BOT_TOKEN}"));
    let answers_interaction =
        path.starts_with("/api/v10/interactions/") || path.starts_with("/api/v10/webhooks/");
    if !authorised && !answers_interaction {
        let body = json!({"message": "401: Unauthorized", "code": 0});
        return (StatusCode::UNAUTHORIZED, axum::Json(body)).into_response();
    }
    let injected = shared.update(|world| {
        let now = Instant::now();
        if let Some(&not_before) = world.retry_not_before.get(&route)
            && now < not_before
        {
            let early = not_before - now;
            world.violation(
                &route,
                format!("called again {early:?} before the 429's retry_after had passed"),
            );
        }
        // Discord does not count interaction answers against the global limit.
        let answers_interaction =
            path.starts_with("/api/v10/interactions/") || path.starts_with("/api/v10/webhooks/");
        if let Some(not_before) = world.global_retry_not_before
            && now < not_before
            && !answers_interaction
        {
            let early = not_before - now;
            world.violation(
                &route,
                format!("called {early:?} before a global 429's retry_after had passed"),
            );
        }
        let injected = world.take_injection(&route);
        if let Some(InjectedFailure::RateLimit {
            retry_after_secs,
            global,
        }) = injected
        {
            let wait = Duration::from_secs_f64(retry_after_secs);
            world.retry_not_before.insert(route.clone(), now + wait);
            if global {
                world.global_retry_not_before = Some(now + wait);
            }
        }
        injected
    });
    let lost_answer = match injected {
        Some(InjectedFailure::LoseAnswer(status)) => Some(status),
        Some(InjectedFailure::Slow(delay)) => {
            tokio::time::sleep(delay).await;
            None
        }
        Some(failure) => return injected_response(failure),
        None => None,
    };
    let body = match read_body(request).await {
        Ok(body) => body,
        Err(problem) => {
            shared.update(|world| world.violation(&route, format!("unreadable body: {problem}")));
            return (StatusCode::BAD_REQUEST, problem).into_response();
        }
    };
    if let Some(file) = body
        .files
        .iter()
        .find(|file| file.bytes.len() > MAX_ATTACHMENT_BYTES)
    {
        let problem = format!(
            "attachment {} has {} bytes, over Discord's 10 MiB",
            file.filename,
            file.bytes.len()
        );
        shared.update(|world| world.violation(&route, problem));
        let body = json!({"message": "Request entity too large", "code": 40005});
        return (StatusCode::PAYLOAD_TOO_LARGE, axum::Json(body)).into_response();
    }
    let segments: Vec<&str> = path
        .strip_prefix("/api/v10")
        .unwrap_or("/not-api")
        .split('/')
        .filter(|segment| !segment.is_empty())
        .collect();
    let answer =
        shared.update(|world| rest::handle(world, &route, &method, &segments, &query, body));
    match lost_answer {
        Some(status) => injected_response(InjectedFailure::Status(status)),
        None => answer.into_response(),
    }
}

/// `<application id>.discordsays.com` in the test world: Discord's proxy
/// for the Activity, which sends `GET /<path>` to where the application's
/// URL mapping for `/` points, or answers 404 when it has none (or the
/// application is not this one).
async fn activity_proxy(
    State(shared): State<Arc<Shared>>,
    axum::extract::Path((application, path)): axum::extract::Path<(String, String)>,
    request: Request,
) -> Response {
    let target = shared.update(|world| {
        world
            .requests
            .push(format!("GET /activity-proxy/{application}/{path}"));
        world.activity_mapping.clone()
    });
    let Some(target) = target.filter(|_| application == APPLICATION_ID.to_string()) else {
        return (StatusCode::NOT_FOUND, "no URL mapping for this path").into_response();
    };
    let query = request
        .uri()
        .query()
        .map(|q| format!("?{q}"))
        .unwrap_or_default();
    let answer = reqwest::Client::new()
        .get(format!("{target}/{path}{query}"))
        .send()
        .await;
    match answer {
        Ok(answer) => {
            let status =
                StatusCode::from_u16(answer.status().as_u16()).unwrap_or(StatusCode::BAD_GATEWAY);
            let content_type = answer
                .headers()
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("application/octet-stream")
                .to_owned();
            let body = answer.bytes().await.unwrap_or_default();
            (status, [(header::CONTENT_TYPE, content_type)], body).into_response()
        }
        Err(_) => (StatusCode::BAD_GATEWAY, "the mapped server does not answer").into_response(),
    }
}

async fn read_body(request: Request) -> Result<RequestBody, String> {
    let is_multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("multipart/form-data"));
    if !is_multipart {
        let bytes = to_bytes(request.into_body(), MAX_BODY_BYTES)
            .await
            .map_err(|e| e.to_string())?;
        let json = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).map_err(|e| format!("invalid JSON: {e}"))?
        };
        return Ok(RequestBody {
            json,
            files: Vec::new(),
        });
    }
    let mut multipart = Multipart::from_request(request, &())
        .await
        .map_err(|e| e.to_string())?;
    let mut body = RequestBody::default();
    while let Some(field) = multipart.next_field().await.map_err(|e| e.to_string())? {
        let name = field.name().unwrap_or_default().to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field.bytes().await.map_err(|e| e.to_string())?;
        if name == "payload_json" {
            body.json =
                serde_json::from_slice(&bytes).map_err(|e| format!("invalid payload_json: {e}"))?;
        } else {
            body.files.push(UploadedFile {
                filename: filename.unwrap_or_else(|| name.clone()),
                field: name,
                content_type,
                bytes: bytes.to_vec(),
            });
        }
    }
    Ok(body)
}

fn injected_response(failure: InjectedFailure) -> Response {
    match failure {
        // A slow request is answered as usual; it never gets here.
        InjectedFailure::Slow(_) => StatusCode::OK.into_response(),
        InjectedFailure::Status(status) | InjectedFailure::LoseAnswer(status) => {
            let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            let body = json!({"message": "Injected failure", "code": 0});
            (status, axum::Json(body)).into_response()
        }
        InjectedFailure::RateLimit {
            retry_after_secs,
            global,
        } => {
            let body = json!({"message": "You are being rate limited.", "retry_after": retry_after_secs, "global": global});
            let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
            let now = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap_or_default()
                .as_secs_f64();
            let headers = response.headers_mut();
            let mut set = |name: &'static str, value: String| {
                headers.insert(
                    name,
                    HeaderValue::from_str(&value).expect("ASCII header value"),
                );
            };
            set("retry-after", retry_after_secs.ceil().to_string());
            set("x-ratelimit-limit", "1".into());
            set("x-ratelimit-remaining", "0".into());
            set(
                "x-ratelimit-reset",
                format!("{:.3}", now + retry_after_secs),
            );
            set("x-ratelimit-reset-after", format!("{retry_after_secs:.3}"));
            set("x-ratelimit-bucket", "double-injected".into());
            set(
                "x-ratelimit-scope",
                if global { "global" } else { "user" }.into(),
            );
            response
        }
    }
}
