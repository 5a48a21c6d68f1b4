//! A handle on one interaction the double sent, to await what the bot answered.

use std::sync::Arc;

use super::state::{Callback, InteractionRecord, RecordedMessage, Shared};

/// Callback types (Discord's `InteractionResponseType`).
pub const CHANNEL_MESSAGE: u64 = 4;
pub const DEFERRED_CHANNEL_MESSAGE: u64 = 5;
pub const DEFERRED_UPDATE_MESSAGE: u64 = 6;
pub const UPDATE_MESSAGE: u64 = 7;
pub const AUTOCOMPLETE_RESULT: u64 = 8;
pub const MODAL: u64 = 9;

#[derive(Clone)]
pub struct InteractionHandle {
    pub(super) shared: Arc<Shared>,
    pub(super) token: String,
    pub(super) description: String,
}

impl InteractionHandle {
    pub fn token(&self) -> &str {
        &self.token
    }

    pub fn id(&self) -> u64 {
        self.record().id
    }

    /// When the double dispatched the interaction to the bot.
    pub fn sent_at(&self) -> std::time::Instant {
        self.record().sent_at
    }

    fn record(&self) -> InteractionRecord {
        self.shared
            .read(|world| world.interactions[&self.token].clone())
    }

    /// Waits for the initial callback (type 4, 5, 6, 7, 8 or 9).
    pub async fn callback(&self) -> Callback {
        let what = format!("the initial response to {}", self.description);
        self.shared
            .wait_for(&what, |world| {
                world.interactions[&self.token].callbacks.first().cloned()
            })
            .await
    }

    /// Whether the initial response (message or deferral) was ephemeral.
    pub async fn is_ephemeral(&self) -> bool {
        let callback = self.callback().await;
        callback.data["flags"].as_u64().unwrap_or(0) & super::limits::EPHEMERAL_FLAG != 0
    }

    /// The message the user ends up seeing: the reply of a type 4 or 7
    /// response, or after a deferral the edited original or first follow-up.
    pub async fn final_message(&self) -> RecordedMessage {
        let callback = self.callback().await;
        let what = format!("the final message answering {}", self.description);
        self.shared
            .wait_for(&what, |world| self.find_final_message(world, &callback))
            .await
    }

    /// Like [`Self::final_message`], but `None` if nothing came within `timeout`.
    pub async fn try_final_message(&self, timeout: std::time::Duration) -> Option<RecordedMessage> {
        let deadline = tokio::time::Instant::now() + timeout;
        let callback = self
            .shared
            .try_wait_for(timeout, |world| {
                world.interactions[&self.token].callbacks.first().cloned()
            })
            .await?;
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        self.shared
            .try_wait_for(left, |world| self.find_final_message(world, &callback))
            .await
    }

    fn find_final_message(
        &self,
        world: &super::state::World,
        callback: &Callback,
    ) -> Option<RecordedMessage> {
        let record = &world.interactions[&self.token];
        let original = record
            .original_message_id
            .and_then(|id| world.messages.get(&id));
        match callback.kind {
            CHANNEL_MESSAGE | UPDATE_MESSAGE => original.cloned(),
            DEFERRED_CHANNEL_MESSAGE | DEFERRED_UPDATE_MESSAGE => {
                if record.original_edited {
                    original.cloned()
                } else {
                    record
                        .followup_ids
                        .first()
                        .and_then(|id| world.messages.get(id))
                        .cloned()
                }
            }
            other => panic!(
                "{} was answered with callback type {other}, which carries no message",
                self.description
            ),
        }
    }

    /// Waits until at least `count` follow-ups were posted, and returns them
    /// (as they look now, edits included).
    pub async fn followups(&self, count: usize) -> Vec<RecordedMessage> {
        let what = format!("{count} follow-up(s) to {}", self.description);
        self.shared
            .wait_for(&what, |world| {
                let ids = &world.interactions[&self.token].followup_ids;
                (ids.len() >= count).then(|| {
                    ids.iter()
                        .filter_map(|id| world.messages.get(id).cloned())
                        .collect()
                })
            })
            .await
    }

    /// The `(name, value)` pairs of an autocomplete result.
    pub async fn autocomplete_choices(&self) -> Vec<(String, serde_json::Value)> {
        let callback = self.callback().await;
        assert_eq!(
            callback.kind, AUTOCOMPLETE_RESULT,
            "{} was not answered with autocomplete choices",
            self.description
        );
        callback.data["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .map(|choice| {
                (
                    choice["name"].as_str().unwrap_or_default().to_owned(),
                    choice["value"].clone(),
                )
            })
            .collect()
    }

    /// Every callback the bot tried and the double accepted (normally one).
    pub fn callbacks(&self) -> Vec<Callback> {
        self.record().callbacks
    }
}
