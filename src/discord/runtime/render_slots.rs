//! CPU work off the async runtime, a bounded number at a time: renders here,
//! and the engine's searches (`engine_player.rs`) in slots of their own.
//!
//! Each render is CPU work of 10-15 ms with a few megabytes of buffers.
//! Unbounded `spawn_blocking` let a burst of moves start hundreds at once:
//! every one finished late, and each blocking thread kept its own malloc
//! arena, which is how the bot reached 270 MiB under load. With one slot
//! per core, renders queue in arrival order and memory stays flat.

use std::sync::LazyLock;

use tokio::sync::Semaphore;

use crate::discord::error::BotError;

/// One slot per core.
fn slot_count() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Runs blocking work at most one per core at a time, in arrival order.
pub struct BlockingSlots(Semaphore);

impl BlockingSlots {
    pub fn per_core() -> BlockingSlots {
        BlockingSlots(Semaphore::new(slot_count()))
    }

    /// Runs `work` on the blocking pool once a slot is free.
    pub async fn run<T, F>(&self, work: F) -> Result<T, BotError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let _slot = self
            .0
            .acquire()
            .await
            .map_err(|e| BotError::Render(e.to_string()))?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|e| BotError::Render(e.to_string()))
    }
}

static RENDER_SLOTS: LazyLock<BlockingSlots> = LazyLock::new(BlockingSlots::per_core);

/// Runs `work` (a render) on the blocking pool once a render slot is free.
pub async fn render<T, F>(work: F) -> Result<T, BotError>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    RENDER_SLOTS
        .run(move || crate::telemetry::timed_render(work))
        .await
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_renders_run_at_once_than_there_are_slots() {
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let tasks: Vec<_> = (0..12)
            .map(|_| {
                let (running, most) = (running.clone(), most.clone());
                tokio::spawn(super::render(move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(15));
                    running.fetch_sub(1, Ordering::SeqCst);
                }))
            })
            .collect();
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        let slots = super::slot_count();
        let most = most.load(Ordering::SeqCst);
        assert!(most >= 1 && most <= slots, "{most} at once, {slots} slots");
    }
}
