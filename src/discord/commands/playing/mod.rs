//! Commands for playing: challenges, moves, premoves and exploring,
//! offers, vacations, tournaments, and the link to the web board.

pub(in crate::discord) mod block;
pub(in crate::discord) mod challenge;
pub(in crate::discord) mod correspondence;
pub mod explore;
pub(in crate::discord) mod play;
pub mod premove;
pub(in crate::discord) mod tournament;
pub(in crate::discord) mod vacation;
pub(in crate::discord) mod web;
