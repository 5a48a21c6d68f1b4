//! abande-bot: play Abande and Abalone asynchronously on Discord.
//!
//! Layers, innermost first: [`rules`] (pure game logic), `render` (images),
//! `store` (SQLite) over the domain types of [`model`], `service` (game lifecycle), `discord` (the adapter);
//! [`cli`] is the engine command line of the same binary.
#![forbid(unsafe_code)]

pub mod ai;
pub mod cli;
pub mod crash_point;
pub mod discord;
pub mod i18n;
pub mod model;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
pub mod telemetry;
pub mod tournament;
