//! abande-bot: play Abande and Abalone asynchronously on Discord.
//!
//! Layers, innermost first: [`rules`] (pure game logic, crate `abande-rules`),
//! [`ai`] (crate `abande-engine`), `render` (images, crate `abande-pictures`),
//! `store` (SQLite) over the domain types of [`model`], `service` (game lifecycle), `discord` (the adapter);
//! [`cli`] is the engine command line of the same binary.
#![forbid(unsafe_code)]

// The lower layers are the workspace's crates (crates/); they keep their
// old module names here so `crate::rules::...` paths across the bot compile
// unchanged. A later commit rewrites those paths to the crates' names.
pub use abande_engine as ai;
pub use abande_pictures as render;
pub use abande_rules as rules;

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
