//! What an announcement the outbox owes is to Discord: the nonce of the
//! message it creates and what became of it. A leaf that the code building
//! posts (`board_post.rs`, `notify.rs`), the code sending one announcement
//! (`announce.rs`) and the worker scheduling them (`delivery.rs`) share, so
//! the posting path runs one way: delivery → announce → board_post/notify → owed.

use poise::serenity_prelude as serenity;

/// What became of an announcement that did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    Sent,
    /// Nothing to say any more: the turn it was about is over, the player
    /// refuses DMs, the message it would edit is gone.
    NoLongerApplies,
}

/// The nonce of the message an announcement creates.
pub fn nonce_of(announcement_id: i64) -> serenity::Nonce {
    serenity::Nonce::String(format!("ab-outbox-{announcement_id}"))
}
