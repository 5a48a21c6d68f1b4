//! A test's way to kill the process at a chosen point, as SIGKILL would.

/// When `ABANDE_CRASH_POINT` names `point`, the process aborts here at
/// once, with nothing flushed and nothing cleaned up; otherwise nothing.
/// The points: `after-move-commit` (`discord/commands/play.rs`),
/// `sweep-after-first-deadline` (`service/deadlines.rs`).
pub fn crash_point(point: &str) {
    if std::env::var("ABANDE_CRASH_POINT").is_ok_and(|p| p == point) {
        std::process::abort();
    }
}
