//! Commands for playing: challenges, moves, offers, vacations, tournaments.

pub(in crate::discord) mod challenge;
pub(in crate::discord) mod correspondence;
pub(in crate::discord) mod play;
pub(in crate::discord) mod tournament;
pub(in crate::discord) mod vacation;
