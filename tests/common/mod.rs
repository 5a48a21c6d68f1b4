//! Helpers shared by the integration tests; not every test file uses all of them.
#![allow(dead_code)]

pub mod service;
