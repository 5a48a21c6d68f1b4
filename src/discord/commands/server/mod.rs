//! Commands for a server and its members' data: settings, moderation,
//! privacy.

pub mod moderate;
pub(in crate::discord) mod privacy;
pub mod settings;
