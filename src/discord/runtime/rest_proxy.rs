//! The Discord adapter's REST calls go through this in-process proxy on
//! loopback, which keeps Discord's rate limits for them (the web board's
//! OAuth2 calls, `web/activity.rs`, and `doctor` use clients of their own).
//!
//! Why a proxy: serenity 0.12 either limits requests itself (and then
//! ignores `DISCORD_API_BASE`) or, with its limiter off, hands a 429 back as
//! an error whose `retry_after` and headers it has thrown away. Behind this
//! proxy serenity runs with its limiter off everywhere, and the proxy does
//! what Discord asks: per-bucket limits from the `X-RateLimit-*` headers and
//! the global 50 requests a second through twilight's rate limiter, and on a
//! 429 it waits `retry_after` (the whole API when the limit is global) before
//! it tries again, never earlier. Interaction callbacks are exempt from the
//! global limit, as on Discord.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes, to_bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, Method as HttpMethod, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use tracing::{info, warn};
use twilight_http_ratelimiting::{Endpoint, Method, RateLimitHeaders, RateLimiter};

use crate::runtime::Supervisor;

/// Discord's own address, where the proxy sends calls unless told otherwise.
pub const DISCORD_BASE: &str = "https://discord.com";

/// Attachments are at most 10 MiB each; a message holds a handful.
const MAX_BODY_BYTES: usize = 64 * 1024 * 1024;

/// A call that gets no answer from Discord within this is failed (502).
const UPSTREAM_TIMEOUT: Duration = Duration::from_secs(30);

/// Starts the proxy on a free loopback port, forwarding to `upstream`
/// (`https://discord.com`, or `DISCORD_API_BASE`), under `supervisor`;
/// returns the base URL to give serenity's `HttpBuilder::proxy`. If the
/// server ever stops on an error it listens again on the same port; at
/// shutdown it stops taking connections and finishes the calls under way.
pub async fn start(
    upstream: &str,
    max_wait: Duration,
    supervisor: &Supervisor,
) -> std::io::Result<String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
    listener.set_nonblocking(true)?;
    let address = listener.local_addr()?;
    let client = reqwest::Client::builder()
        .timeout(UPSTREAM_TIMEOUT)
        // The upstream is named explicitly; an environment proxy must not
        // capture loopback calls.
        .no_proxy()
        .build()
        .map_err(std::io::Error::other)?;
    let forwarder = Arc::new(Forwarder {
        upstream: upstream.trim_end_matches('/').to_owned(),
        client,
        limiter: RateLimiter::default(),
        global_pause_until: Mutex::new(None),
        max_wait,
    });
    let app = Router::new().fallback(forward).with_state(forwarder);
    let listener = Arc::new(listener);
    supervisor.spawn("rest proxy", move |stop| {
        crate::runtime::supervisor::serve_http(
            "the REST proxy",
            listener.clone(),
            app.clone(),
            stop,
        )
    });
    info!(%address, upstream, "REST proxy listening");
    Ok(format!("http://{address}"))
}

struct Forwarder {
    upstream: String,
    client: reqwest::Client,
    limiter: RateLimiter,
    /// Set by a global 429: no call at all before then (but interaction
    /// answers, which Discord does not count against the global limit).
    global_pause_until: Mutex<Option<Instant>>,
    /// The longest one call waits here, rate limits included, before the
    /// caller gets an error (`Config::rest_wait`).
    max_wait: Duration,
}

impl Forwarder {
    async fn wait_out_global_pause(&self) {
        let until = *self
            .global_pause_until
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(until) = until {
            tokio::time::sleep_until(until.into()).await;
        }
    }

    fn pause_everything(&self, until: Instant) {
        let mut pause = self
            .global_pause_until
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        *pause = Some(pause.map_or(until, |p| p.max(until)));
    }
}

/// One call from serenity, as read off the loopback connection.
struct Call {
    method: HttpMethod,
    path_and_query: String,
    headers: HeaderMap,
    body: Bytes,
    endpoint: Option<Endpoint>,
}

async fn forward(State(forwarder): State<Arc<Forwarder>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let body = match to_bytes(body, MAX_BODY_BYTES).await {
        Ok(body) => body,
        Err(error) => return failure(StatusCode::PAYLOAD_TOO_LARGE, &error.to_string()),
    };
    let path_and_query = parts
        .uri
        .path_and_query()
        .map_or_else(|| parts.uri.path().to_owned(), |p| p.as_str().to_owned());
    let call = Call {
        endpoint: endpoint_of(&parts.method, parts.uri.path()),
        method: parts.method,
        path_and_query,
        headers: parts.headers,
        body,
    };
    let arrived = Instant::now();
    let give_up_at = arrived + forwarder.max_wait;
    let mut sending = Duration::ZERO;
    let relayed = relay(&forwarder, &call, give_up_at, &mut sending);
    let waited = tokio::time::timeout(forwarder.max_wait, relayed).await;
    let answer = waited.unwrap_or_else(|_| {
        warn!(path = %call.path_and_query, max_wait = ?forwarder.max_wait, "no answer in time; giving up");
        failure(
            StatusCode::GATEWAY_TIMEOUT,
            "Discord did not take the call in time (rate limits or no answer)",
        )
    });
    let total = arrived.elapsed();
    crate::telemetry::discord_call(
        route_class(&call.path_and_query),
        call.method.as_str(),
        answer.status().as_u16(),
        total,
        total.saturating_sub(sending),
    );
    answer
}

/// The kind of Discord route a call is, for the metrics: a fixed set,
/// never an id.
fn route_class(path: &str) -> &'static str {
    let route = path.split('?').next().unwrap_or(path);
    let route = route
        .strip_prefix("/api/v10")
        .or_else(|| route.strip_prefix("/api"))
        .unwrap_or(route);
    let parts: Vec<&str> = route.split('/').filter(|p| !p.is_empty()).collect();
    match parts.as_slice() {
        ["interactions", ..] => "interaction_callback",
        ["webhooks", ..] => "interaction_webhook",
        ["channels", _, "messages", _, "threads"] | ["channels", _, "threads", ..] => "threads",
        ["channels", _, "messages", ..] => "channel_messages",
        ["channels", ..] => "channels",
        ["users", ..] => "users",
        ["guilds", ..] => "guilds",
        ["applications", ..] => "commands",
        ["gateway", ..] => "gateway",
        _ => "other",
    }
}

/// Sends `call` on, waiting out its bucket, the global pause (unless it
/// answers an interaction) and every 429 until `give_up_at`.
/// `sending` adds up the time spent in Discord's hands (the rest was
/// spent waiting on rate limits).
async fn relay(
    forwarder: &Forwarder,
    call: &Call,
    give_up_at: Instant,
    sending: &mut Duration,
) -> Response {
    let exempt = answers_an_interaction(&call.path_and_query);
    loop {
        if !exempt {
            forwarder.wait_out_global_pause().await;
        }
        let permit = match &call.endpoint {
            Some(endpoint) => Some(forwarder.limiter.acquire(endpoint.clone()).await),
            None => None,
        };
        let sent_at = Instant::now();
        let answer = send(forwarder, call).await;
        *sending += sent_at.elapsed();
        let answer = match answer {
            Ok(answer) => answer,
            Err(error) => {
                // No answer: nothing learnt about the bucket.
                drop(permit);
                warn!(%error, path = %call.path_and_query, "Discord did not answer");
                return failure(StatusCode::BAD_GATEWAY, &error.to_string());
            }
        };
        if answer.status != StatusCode::TOO_MANY_REQUESTS {
            if let Some(permit) = permit {
                permit.complete(bucket_headers(&answer.headers));
            }
            return answer.into_response();
        }
        let limit = RateLimited::read(&answer.headers, &answer.body);
        crate::telemetry::rate_limited(limit.global);
        let retry_at = Instant::now() + limit.retry_after;
        if limit.global {
            forwarder.pause_everything(retry_at);
        }
        if let Some(permit) = permit {
            // The bucket is empty until `retry_at`: the limiter holds every
            // call to it (this one's retry included) until then.
            permit.complete(Some(RateLimitHeaders {
                bucket: limit
                    .bucket
                    .unwrap_or_else(|| call.path_and_query.clone().into_bytes()),
                limit: 0,
                remaining: 0,
                reset_at: retry_at,
            }));
        }
        if retry_at > give_up_at {
            warn!(path = %call.path_and_query, retry_after = ?limit.retry_after, "rate limited for too long; giving the 429 back");
            return given_back(answer, limit.retry_after, limit.global);
        }
        if call.endpoint.is_none() || exempt {
            tokio::time::sleep_until(retry_at.into()).await;
        }
        warn!(path = %call.path_and_query, retry_after = ?limit.retry_after, global = limit.global, "rate limited by Discord; waiting");
    }
}

/// Interaction callbacks and their follow-ups and edits (`/interactions/…`,
/// `/webhooks/{application}/{token}…`): Discord does not count them against
/// the global limit, so a global pause must not hold them (the player's
/// 3 seconds would run out).
fn answers_an_interaction(path: &str) -> bool {
    let route = path.split('?').next().unwrap_or(path);
    let route = route
        .strip_prefix("/api/v10")
        .or_else(|| route.strip_prefix("/api"))
        .unwrap_or(route);
    route.starts_with("/interactions/") || route.starts_with("/webhooks/")
}

/// An answer from Discord, read whole so that it can be inspected and passed on.
struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
}

impl IntoResponse for Answer {
    fn into_response(self) -> Response {
        let mut response = Response::new(Body::from(self.body));
        *response.status_mut() = self.status;
        let headers = response.headers_mut();
        for (name, value) in &self.headers {
            if !is_per_connection(name) {
                headers.append(name.clone(), value.clone());
            }
        }
        response
    }
}

async fn send(forwarder: &Forwarder, call: &Call) -> Result<Answer, reqwest::Error> {
    let url = format!("{}{}", forwarder.upstream, call.path_and_query);
    let mut request = forwarder
        .client
        .request(call.method.clone(), url)
        .body(call.body.clone());
    for (name, value) in &call.headers {
        if !is_per_connection(name) && name != header::HOST {
            request = request.header(name, value);
        }
    }
    let response = request.send().await?;
    let status = response.status();
    let headers = response.headers().clone();
    let body = response.bytes().await?;
    Ok(Answer {
        status,
        headers,
        body,
    })
}

/// Headers that describe one connection, not the message, and must not be passed on.
fn is_per_connection(name: &HeaderName) -> bool {
    [
        header::CONNECTION,
        header::CONTENT_LENGTH,
        header::TRANSFER_ENCODING,
        header::UPGRADE,
    ]
    .contains(name)
        || name.as_str() == "keep-alive"
}

/// The limiter's endpoint of a call to `/api/v10/...`; `None` for anything
/// else (such calls are forwarded unlimited).
fn endpoint_of(method: &HttpMethod, path: &str) -> Option<Endpoint> {
    let method = match *method {
        HttpMethod::GET => Method::Get,
        HttpMethod::POST => Method::Post,
        HttpMethod::PATCH => Method::Patch,
        HttpMethod::PUT => Method::Put,
        HttpMethod::DELETE => Method::Delete,
        _ => return None,
    };
    let rest = path.strip_prefix("/api/v")?;
    let (_version, route) = rest.split_once('/')?;
    Some(Endpoint {
        method,
        path: route.trim_end_matches('/').to_owned(),
    })
}

/// The bucket state Discord reported with a normal answer, if it did.
fn bucket_headers(headers: &HeaderMap) -> Option<RateLimitHeaders> {
    let text = |name: &str| headers.get(name)?.to_str().ok();
    let bucket = text(RateLimitHeaders::BUCKET)?.as_bytes().to_vec();
    let limit = text(RateLimitHeaders::LIMIT)?.parse().ok()?;
    let remaining = text(RateLimitHeaders::REMAINING)?.parse().ok()?;
    let reset_after: f64 = text(RateLimitHeaders::RESET_AFTER)?.parse().ok()?;
    Some(RateLimitHeaders {
        bucket,
        limit,
        remaining,
        reset_at: Instant::now() + seconds(reset_after),
    })
}

/// What a 429 says: how long to wait, and whether the whole API is closed.
#[derive(Debug, PartialEq)]
struct RateLimited {
    retry_after: Duration,
    global: bool,
    bucket: Option<Vec<u8>>,
}

impl RateLimited {
    /// Reads the JSON body's `retry_after` (seconds, fractional) and
    /// `global`, falling back to the `Retry-After` and `X-RateLimit-*`
    /// headers; with nothing readable, one second.
    fn read(headers: &HeaderMap, body: &[u8]) -> RateLimited {
        let json: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
        let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let retry_after = json["retry_after"]
            .as_f64()
            .or_else(|| text("retry-after")?.parse().ok())
            .map_or(Duration::from_secs(1), seconds);
        let global = json["global"].as_bool().unwrap_or(false)
            || text("x-ratelimit-global").is_some()
            || text(RateLimitHeaders::SCOPE) == Some("global");
        RateLimited {
            retry_after,
            global,
            bucket: text(RateLimitHeaders::BUCKET).map(|b| b.as_bytes().to_vec()),
        }
    }
}

/// `secs` as a duration, rounded up to the millisecond so a wait never ends early.
fn seconds(secs: f64) -> Duration {
    Duration::from_millis((secs.max(0.0) * 1000.0).ceil() as u64)
}

/// An answer of the proxy's own, shaped like Discord's errors so serenity reads it.
/// A 429 handed back to the bot: serenity keeps only an error's `code`
/// and `message`, so the message carries `retry_after` (and `global`) for
/// the caller to read back with [`retry_after_of`].
fn given_back(mut answer: Answer, retry_after: Duration, global: bool) -> Response {
    let secs = retry_after.as_secs_f64();
    let body = json!({
        "code": 0,
        "message": format!("You are being rate limited. retry_after={secs} global={global}"),
        "retry_after": secs,
        "global": global,
    });
    answer.body = body.to_string().into();
    answer.headers.remove(axum::http::header::CONTENT_LENGTH);
    answer.into_response()
}

/// The `retry_after` (seconds) and `global` of a 429's message as
/// [`given_back`] wrote it; one second, not global, when it says nothing.
pub fn retry_after_of(message: &str) -> (f64, bool) {
    let field = |name: &str| {
        message
            .split_whitespace()
            .find_map(|word| word.strip_prefix(name)?.strip_prefix('='))
    };
    let secs = field("retry_after")
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    (secs, field("global") == Some("true"))
}

fn failure(status: StatusCode, message: &str) -> Response {
    (status, axum::Json(json!({"message": message, "code": 0}))).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    /// A Discord that takes `delay` to answer anything.
    async fn slow_upstream(delay: Duration) -> String {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let app = Router::new().fallback(move || async move {
            tokio::time::sleep(delay).await;
            axum::Json(json!({"id": "1"}))
        });
        tokio::spawn(async move { axum::serve(listener, app).await });
        format!("http://{address}")
    }

    #[tokio::test]
    async fn a_call_gets_an_error_once_its_wait_is_over() {
        let upstream = slow_upstream(Duration::from_secs(30)).await;
        let supervisor = Supervisor::default();
        let max_wait = Duration::from_millis(300);
        let proxy = start(&upstream, max_wait, &supervisor).await.unwrap();
        let asked = Instant::now();
        let answer = reqwest::Client::new()
            .post(format!("{proxy}/api/v10/channels/3/messages"))
            .body("{}")
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), StatusCode::GATEWAY_TIMEOUT);
        let waited = asked.elapsed();
        assert!(
            waited >= max_wait && waited < Duration::from_secs(5),
            "{waited:?}"
        );
        assert!(supervisor.shutdown(Duration::from_secs(5)).await);
    }

    #[test]
    fn interaction_answers_are_told_apart() {
        for path in [
            "/api/v10/interactions/1/abc/callback",
            "/api/v10/webhooks/2/abc",
            "/api/v10/webhooks/2/abc/messages/@original?with_components=true",
        ] {
            assert!(answers_an_interaction(path), "{path}");
        }
        for path in [
            "/api/v10/channels/3/messages",
            "/api/v10/applications/2/commands",
            "/api/v10/users/@me/channels",
        ] {
            assert!(!answers_an_interaction(path), "{path}");
        }
    }

    #[test]
    fn a_429_given_back_tells_the_caller_how_long_to_wait() {
        let limit = RateLimited {
            retry_after: Duration::from_millis(2500),
            global: true,
            bucket: None,
        };
        let message = format!(
            "You are being rate limited. retry_after={} global={}",
            limit.retry_after.as_secs_f64(),
            limit.global
        );
        assert_eq!(retry_after_of(&message), (2.5, true));
        assert_eq!(retry_after_of("You are being rate limited."), (1.0, false));
    }

    #[test]
    fn a_429_body_says_how_long_and_whether_global() {
        let body = br#"{"message": "You are being rate limited.", "retry_after": 2.0004, "global": false}"#;
        let limit = RateLimited::read(&headers(&[("x-ratelimit-bucket", "abc")]), body);
        assert_eq!(limit.retry_after, Duration::from_millis(2001));
        assert!(!limit.global);
        assert_eq!(limit.bucket.as_deref(), Some(&b"abc"[..]));

        let global = RateLimited::read(
            &headers(&[("retry-after", "3")]),
            br#"{"message": "", "retry_after": 0.5, "global": true}"#,
        );
        assert_eq!(global.retry_after, Duration::from_millis(500));
        assert!(global.global);
    }

    #[test]
    fn without_a_body_the_headers_say_how_long() {
        let limit = RateLimited::read(
            &headers(&[("retry-after", "4"), ("x-ratelimit-scope", "global")]),
            b"not json",
        );
        assert_eq!(limit.retry_after, Duration::from_secs(4));
        assert!(limit.global);
        let nothing = RateLimited::read(&HeaderMap::new(), b"");
        assert_eq!(nothing.retry_after, Duration::from_secs(1));
    }

    #[test]
    fn bucket_headers_need_all_four_values() {
        let full = headers(&[
            ("x-ratelimit-bucket", "b1"),
            ("x-ratelimit-limit", "5"),
            ("x-ratelimit-remaining", "0"),
            ("x-ratelimit-reset-after", "1.5"),
        ]);
        let read = bucket_headers(&full).expect("complete headers");
        assert_eq!((read.limit, read.remaining), (5, 0));
        assert!(read.reset_at > Instant::now() + Duration::from_millis(1400));
        let mut partial = full.clone();
        partial.remove("x-ratelimit-remaining");
        assert!(bucket_headers(&partial).is_none());
    }

    #[test]
    fn only_api_paths_are_limited() {
        let endpoint = endpoint_of(&HttpMethod::POST, "/api/v10/channels/42/messages").unwrap();
        assert_eq!(endpoint.path, "channels/42/messages");
        assert_eq!(endpoint.method, Method::Post);
        assert!(endpoint_of(&HttpMethod::GET, "/health").is_none());
        assert!(endpoint_of(&HttpMethod::OPTIONS, "/api/v10/gateway").is_none());
    }
}
