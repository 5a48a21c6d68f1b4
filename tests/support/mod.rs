//! Helpers shared by the integration tests, the one fixture root of all
//! three test binaries:
//!
//! - `service_env`: the game service on a fresh database (SQLite or
//!   PostgreSQL) with a manual clock, players, and games set up through
//!   the service;
//! - `postgres`: a real PostgreSQL server for the tests (a throwaway one,
//!   or `TEST_DATABASE_URL`), a database per test;
//! - `discord_double`: a stand-in for Discord's REST API and gateway;
//! - `browser`: headless Chromium over DevTools, for the web board;
//! - `nginx`: a real nginx with the README's proxy snippet in front of it;
//! - `bot`: the real bot started (and stopped) against the double;
//! - `child`: the bot binary as a child process, to kill or limit;
//! - `faults`: what a fault test does when it cannot create its fault;
//! - `health`: the bot's `/metrics`, `/healthz` and `/readyz` over HTTP;
//! - `table`: the end-to-end fixture, the bot and the double with Alice and
//!   Bob, starting games and playing moves through slash commands;
//! - `random_games`: many games at once through the double, with random
//!   legal moves (failure and load tests);
//! - `wait`: the one way a test waits, polling what it checks until it
//!   holds or a limit passes.
// Each test binary compiles this module and uses only part of it.
#![allow(dead_code, unused_imports, unused_macros)]

pub mod bot;
pub mod browser;
pub mod child;
pub mod discord_double;
pub mod faults;
pub mod health;
pub mod nginx;
pub mod postgres;
pub mod random_games;
pub mod service_env;
pub mod table;
pub mod wait;

/// Two tests from one body, `$name::sqlite` and `$name::postgres`: the
/// body is `async fn(Backend, &str)`, given the backend and the test's name.
macro_rules! on_both_backends {
    ($name:ident, $body:ident) => {
        mod $name {
            use super::*;

            #[tokio::test]
            async fn sqlite() {
                $body(
                    crate::support::service_env::Backend::Sqlite,
                    concat!(stringify!($name), "::sqlite"),
                )
                .await;
            }

            #[tokio::test]
            async fn postgres() {
                $body(
                    crate::support::service_env::Backend::Postgres,
                    concat!(stringify!($name), "::postgres"),
                )
                .await;
            }
        }
    };
}
pub(crate) use on_both_backends;
