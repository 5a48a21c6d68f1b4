//! The process's log, as [`LogSettings`] says: `RUST_LOG`'s filter, text
//! or JSON; beside it, the store's spans timed into the metrics whatever
//! the log shows.

use tracing_subscriber::prelude::*;

use super::config::{LogFormat, LogSettings};

/// Installs the log for the whole process (once, at start).
pub fn init(settings: &LogSettings) {
    let filter = || tracing_subscriber::EnvFilter::new(&settings.filter);
    // When the log's own disk is full, a failed write is otherwise
    // reported with eprintln!, which panics the command being logged.
    let (text, json) = match settings.format {
        LogFormat::Text => (
            Some(
                tracing_subscriber::fmt::layer()
                    .log_internal_errors(false)
                    .with_filter(filter()),
            ),
            None,
        ),
        LogFormat::Json => (
            None,
            Some(
                tracing_subscriber::fmt::layer()
                    .json()
                    .flatten_event(true)
                    .log_internal_errors(false)
                    .with_filter(filter()),
            ),
        ),
    };
    tracing_subscriber::registry()
        .with(text)
        .with(json)
        .with(crate::telemetry::db_layer::layer())
        .init();
}
