//! abande-bot: play Abande and Abalone asynchronously on Discord.
//!
//! Layers, innermost first, the lower three crates of their own: the rules
//! ([`abande_rules`], pure game logic), the engine ([`abande_engine`]), the
//! pictures ([`abande_pictures`]); then [`store`] (SQLite or PostgreSQL)
//! over the domain types of [`model`], [`service`] (the game lifecycle),
//! [`words`] (what the adapters say, in the reader's language) and the
//! adapters, [`discord`] and [`web`]; [`cli`] is the engine command line
//! of the same binary.
#![forbid(unsafe_code)]

pub mod cli;
pub mod crash_point;
pub mod discord;
pub mod i18n;
pub mod model;
pub mod service;
pub mod store;
pub mod telemetry;
pub mod tournament;
pub mod web;
pub mod words;
