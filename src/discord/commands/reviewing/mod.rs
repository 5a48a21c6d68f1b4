//! Commands for looking at games: boards, lists, records, analyses,
//! puzzles, rankings, and the rules and help.

pub(in crate::discord) mod analysis;
pub(in crate::discord) mod archive;
pub(in crate::discord) mod browse;
pub(in crate::discord) mod info;
pub(in crate::discord) mod puzzle;
pub(in crate::discord) mod ranking;
