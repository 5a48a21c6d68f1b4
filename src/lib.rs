//! abande-bot: play Abande and Abalone asynchronously on Discord.
//!
//! Layers, innermost first, the lower three crates of their own: the rules
//! ([`abande_rules`], pure game logic), the engine ([`abande_engine`]), the
//! pictures ([`abande_pictures`]),
//! `store` (SQLite) over the domain types of [`model`], `service` (game lifecycle), `discord` (the adapter);
//! [`cli`] is the engine command line of the same binary.
#![forbid(unsafe_code)]

pub mod cli;
pub mod crash_point;
pub mod discord;
pub mod i18n;
pub mod model;
pub mod picture_words;
pub mod service;
pub mod store;
pub mod telemetry;
pub mod tournament;
pub mod web;
