//! The real bot against the Discord double: end to end, failures, bad
//! input, and the load tool (ignored; see `load`).

#[path = "../support/mod.rs"]
mod support;

mod alt_text;
mod bad_input;
mod blocks;
mod daily_puzzle;
mod dashboard;
mod db_outage;
mod delivery;
mod discord_double;
mod doctor;
mod e2e_analysis;
mod e2e_bot;
mod e2e_clock;
mod e2e_deadlines;
mod e2e_engine;
mod e2e_history;
mod e2e_languages;
mod e2e_puzzle_generator;
mod e2e_puzzles;
mod e2e_ratings;
mod e2e_tournament;
mod explore;
mod failures;
mod first_hour;
mod json_logs;
mod load;
mod mentions;
mod metrics;
mod moderation;
mod overlap;
mod picker;
mod premove;
mod privacy;
mod settings;
mod shards;
mod shutdown;
mod slow_clicks;
mod slow_commands;
mod storage_faults;
mod threads;
mod tournament_limits;
mod vacation_notices;
mod web;
mod web_activity;
mod web_browser;
mod web_flood;
mod web_proxy;
mod web_sign_in;
