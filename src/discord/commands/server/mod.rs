//! Commands for a server and its members' data: settings, moderation,
//! privacy, and who moderates (`rank.rs`).

pub mod moderate;
pub(in crate::discord) mod privacy;
pub mod rank;
pub mod settings;
