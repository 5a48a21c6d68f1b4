//! The process's machinery below its front doors: the supervisor its
//! background tasks run under, and the service's scheduled jobs (deadline
//! sweep, outbox pruning, backups, puzzle generation). Nothing here knows
//! Discord or the web board; the app (`src/app/`) starts these, and the
//! adapters run their own jobs under the same supervisor.

pub mod jobs;
pub mod supervisor;

pub use supervisor::{InFlight, InFlightGuard, Supervisor, TaskHealth};
