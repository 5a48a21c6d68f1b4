//! The Discord adapter's own background work, above its presentation: the
//! engine at the board (`engine_player.rs`), the delivery worker that
//! posts what the outbox owes (`delivery.rs`), deferred answers Discord did
//! not take (`pending_answers.rs`) and the archiving of finished games'
//! threads (`archiving.rs`).

pub(super) mod archiving;
pub(super) mod delivery;
pub(super) mod engine_player;
pub(super) mod pending_answers;
