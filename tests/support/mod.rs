//! Helpers shared by the integration tests.
// Each test binary compiles this module and uses only part of it.
#![allow(dead_code, unused_imports)]

pub mod bot;
pub mod child;
pub mod discord_double;
pub mod games;
