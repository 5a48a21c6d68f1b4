//! abande-bot: play Abande and Abalone asynchronously on Discord.
//!
//! Layers, lowest first (`docs/ARCHITECTURE.md` has the table a test
//! checks every import against): the rules ([`abande_rules`]), the engine
//! ([`abande_engine`]) and the pictures ([`abande_pictures`]), crates of
//! their own; [`telemetry`] and `crash_point`; [`i18n`], [`model`] and
//! [`tournament`]; [`store`] (SQLite or
//! PostgreSQL); [`service`] (the game lifecycle); [`words`] (what the
//! adapters say, in the reader's language); [`runtime`] (the supervisor
//! and the scheduled jobs); the adapters side by side, [`discord`], [`web`]
//! and [`cli`] (the engine command line); on top [`app`], which reads the
//! configuration once and assembles the process.
#![forbid(unsafe_code)]

pub mod app;
pub mod cli;
pub mod crash_point;
pub mod discord;
pub mod i18n;
pub mod model;
pub mod runtime;
pub mod service;
pub mod store;
pub mod telemetry;
pub mod tournament;
pub mod web;
pub mod words;
