//! A test's way to kill the process at a chosen point, as SIGKILL would.
//!
//! Only builds with debug assertions (what `cargo test` builds, the bot's
//! binary included) read `ABANDE_CRASH_POINT`; a release build (`cargo
//! build --release`, what is shipped) compiles every point to nothing, so
//! no setting of its environment can make it abort.

/// When `ABANDE_CRASH_POINT` names `point`, the process aborts here at
/// once, with nothing flushed and nothing cleaned up; otherwise nothing.
/// The points: `after-move-commit` (`discord/commands/playing/play.rs`),
/// `sweep-after-first-deadline` (`service/deadlines.rs`).
#[cfg(debug_assertions)]
pub fn crash_point(point: &str) {
    if std::env::var("ABANDE_CRASH_POINT").is_ok_and(|p| p == point) {
        std::process::abort();
    }
}

/// Release builds: no crash points.
#[cfg(not(debug_assertions))]
#[inline(always)]
pub fn crash_point(_point: &str) {}
