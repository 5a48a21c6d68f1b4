//! The game service against a real database: one behaviour per test, and
//! every test twice, once on an SQLite file (`sqlite::...`) and once on a
//! PostgreSQL database of its own (`postgres::...`; see
//! `support/postgres.rs` for where that server comes from and when those
//! tests are skipped). A test's `test_env!()` opens the backend of its
//! suite, the `BACKEND` below.

// Each test file is compiled twice on purpose, once per backend.
#![allow(clippy::duplicate_mod)]

#[path = "../support/mod.rs"]
mod support;

macro_rules! suite {
    ($suite:ident, $backend:expr) => {
        #[path = "."]
        mod $suite {
            use crate::support::service_env::Backend;

            pub(crate) const BACKEND: Backend = $backend;

            #[path = "analysis.rs"]
            mod analysis;
            #[path = "backups.rs"]
            mod backups;
            #[path = "blocks.rs"]
            mod blocks;
            #[path = "challenges.rs"]
            mod challenges;
            #[path = "clock.rs"]
            mod clock;
            #[path = "concurrency.rs"]
            mod concurrency;
            #[path = "daily_puzzles.rs"]
            mod daily_puzzles;
            #[path = "deadlines.rs"]
            mod deadlines;
            #[path = "engine_games.rs"]
            mod engine_games;
            #[path = "engine_policy.rs"]
            mod engine_policy;
            #[path = "history.rs"]
            mod history;
            #[path = "leases.rs"]
            mod leases;
            #[path = "lifecycle.rs"]
            mod lifecycle;
            #[path = "moderation.rs"]
            mod moderation;
            #[path = "moves.rs"]
            mod moves;
            #[path = "offers.rs"]
            mod offers;
            #[path = "outage.rs"]
            mod outage;
            #[path = "outbox.rs"]
            mod outbox;
            #[path = "picker.rs"]
            mod picker;
            #[path = "premoves.rs"]
            mod premoves;
            #[path = "privacy.rs"]
            mod privacy;
            #[path = "ratings.rs"]
            mod ratings;
            #[path = "rematches.rs"]
            mod rematches;
            #[path = "restart.rs"]
            mod restart;
            #[path = "retention.rs"]
            mod retention;
            #[path = "seeding.rs"]
            mod seeding;
            #[path = "settings.rs"]
            mod settings;
            #[path = "stats.rs"]
            mod stats;
            #[path = "store.rs"]
            mod store;
            #[path = "threads.rs"]
            mod threads;
            #[path = "tournaments.rs"]
            mod tournaments;
            #[path = "upgrades.rs"]
            mod upgrades;
        }
    };
}

suite!(sqlite, Backend::Sqlite);
suite!(postgres, Backend::Postgres);
