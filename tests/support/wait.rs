//! The one way the tests wait: look at what they check, every [`POLL`],
//! until it holds or a limit passes. The limits are generous (CI runs the
//! bot, PostgreSQL and Chromium on two loaded cores); the polls are short,
//! so a test waits no longer than what it waits for.
//!
//! A test that must show that something did *not* happen waits for a later
//! event instead of a fixed time: the outbox owing nothing
//! ([`super::table::Table::wait_settled`]), a sweep run by the test itself
//! finding nothing due ([`super::table::Table::assert_nothing_due`]), or
//! the query a background pass acts on answering nothing. The few fixed
//! sleeps left say on their line why no event exists.

use std::time::{Duration, Instant};

/// How often a condition is looked at again.
pub const POLL: Duration = Duration::from_millis(20);

/// The limit for what should follow at once (an answer, a post, a row).
pub const SOON: Duration = Duration::from_secs(20);

/// Polls `check` until it gives a value; panics naming `what` after `limit`.
pub async fn until<T>(what: &str, limit: Duration, mut check: impl AsyncFnMut() -> Option<T>) -> T {
    match within(limit, async || check().await).await {
        Some(value) => value,
        None => panic!("not within {limit:?}: {what}"),
    }
}

/// Polls `holds` until it is true; panics naming `what` after `limit`.
pub async fn until_true(what: &str, limit: Duration, mut holds: impl AsyncFnMut() -> bool) {
    until(what, limit, async || holds().await.then_some(())).await
}

/// Polls `check` until it gives a value, or `None` once `limit` passed
/// (for a caller that says itself what was missing).
pub async fn within<T>(limit: Duration, check: impl AsyncFnMut() -> Option<T>) -> Option<T> {
    within_every(limit, POLL, check).await
}

/// [`within`], looking every `every` instead of every [`POLL`] (for a
/// check that records what it saw, and must not miss a short-lived state).
pub async fn within_every<T>(
    limit: Duration,
    every: Duration,
    mut check: impl AsyncFnMut() -> Option<T>,
) -> Option<T> {
    let started = Instant::now();
    loop {
        if let Some(value) = check().await {
            return Some(value);
        }
        if started.elapsed() >= limit {
            return None;
        }
        tokio::time::sleep(every).await;
    }
}
