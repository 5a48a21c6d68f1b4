//! A small bounded retry for the bot's own calls to Discord, for server
//! errors and lost connections. Rate limits are not retried here: the REST
//! proxy (`rest_proxy.rs`) already waited out every 429 as long as Discord
//! asked, and a quicker retry would only break the limit again.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::HttpError;
use tracing::warn;

/// Tries per call, the first included; the waits in between add up to 0.75 s,
/// well inside Discord's 3 s for a first response.
pub const ATTEMPTS: u32 = 3;
const FIRST_BACKOFF: Duration = Duration::from_millis(250);

/// Whether `error` may go away on a quick retry: a server error, or no connection.
pub fn is_transient(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.is_server_error()
        }
        serenity::Error::Http(HttpError::Request(request)) => {
            request.is_timeout() || request.is_connect()
        }
        _ => false,
    }
}

/// Runs `call` up to [`ATTEMPTS`] times while it fails transiently.
/// A retried 5xx may in rare cases duplicate a message Discord did create;
/// a duplicate board is better than a missing one.
pub async fn with_retry<T, F, Fut>(what: &str, mut call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut backoff = FIRST_BACKOFF;
    for attempt in 1..ATTEMPTS {
        match call().await {
            Err(error) if is_transient(&error) => {
                warn!(%error, attempt, what, "Discord call failed; retrying");
                tokio::time::sleep(backoff).await;
                backoff *= 2;
            }
            done => return done,
        }
    }
    call().await
}
