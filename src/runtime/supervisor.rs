//! The bot's background tasks (the delivery worker, the deadline sweeper,
//! the engine's catch-up) under one supervisor: a task that panics is
//! logged and started again after a growing pause, so one bad row or one
//! bug cannot silently end a loop the bot depends on; at shutdown every
//! task is told to stop through one [`CancellationToken`] and given a
//! bounded time to finish what it is doing.

use std::collections::BTreeMap;
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Notify;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tracing::{error, info};

/// The first pause before a panicked task runs again; it doubles up to
/// [`MAX_RESTART_PAUSE`].
const FIRST_RESTART_PAUSE: Duration = Duration::from_secs(1);
const MAX_RESTART_PAUSE: Duration = Duration::from_secs(60);

/// How one supervised task is doing, for the log and health checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TaskHealth {
    /// Times it panicked and was started again.
    pub restarts: u32,
    /// It is running (or pausing before a restart), not finished.
    pub alive: bool,
}

#[derive(Clone, Default)]
pub struct Supervisor {
    tracker: TaskTracker,
    stop: CancellationToken,
    health: Arc<Mutex<BTreeMap<&'static str, TaskHealth>>>,
}

impl Supervisor {
    /// Told to stop at shutdown; tasks end their loop when it is cancelled.
    pub fn stop_token(&self) -> CancellationToken {
        self.stop.clone()
    }

    /// Runs the task `make` builds until shutdown (or until it returns by
    /// itself); when it panics, logs it and builds it again after a pause.
    pub fn spawn<F, Fut>(&self, name: &'static str, make: F)
    where
        F: Fn(CancellationToken) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let stop = self.stop.clone();
        let health = self.health.clone();
        set_health(&health, name, |h| h.alive = true);
        self.tracker.spawn(async move {
            let mut pause = FIRST_RESTART_PAUSE;
            loop {
                let outcome = tokio::spawn(make(stop.clone())).await;
                match outcome {
                    Ok(()) => break,
                    Err(failure) if failure.is_panic() => {
                        set_health(&health, name, |h| h.restarts += 1);
                        error!(
                            task = name,
                            restart_in_secs = pause.as_secs(),
                            "a background task panicked; starting it again"
                        );
                    }
                    Err(_) => break,
                }
                tokio::select! {
                    () = tokio::time::sleep(pause) => {}
                    () = stop.cancelled() => break,
                }
                pause = (pause * 2).min(MAX_RESTART_PAUSE);
            }
            set_health(&health, name, |h| h.alive = false);
        });
    }

    /// Every supervised task and how it is doing.
    pub fn health(&self) -> BTreeMap<&'static str, TaskHealth> {
        self.health
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Tells every task to stop and waits for them, at most `grace`.
    /// Returns whether all of them finished in time.
    pub async fn shutdown(&self, grace: Duration) -> bool {
        self.stop.cancel();
        self.tracker.close();
        let finished = tokio::time::timeout(grace, self.tracker.wait())
            .await
            .is_ok();
        info!(finished, "background tasks stopped");
        finished
    }
}

/// Runs `work` at once, then every `every` (a late run does not make the
/// next ones come faster), until `stop`; a run under way finishes first.
/// A run that returns false (the database was away) is tried again after
/// 1, 2, 4 ... seconds (at most `every`) until one succeeds.
pub async fn every<F, Fut>(every: Duration, stop: CancellationToken, mut work: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = bool>,
{
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut backoff = crate::service::Backoff::new(every);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            () = stop.cancelled() => return,
        }
        while !work().await {
            tokio::select! {
                () = tokio::time::sleep(backoff.failed()) => {}
                () = stop.cancelled() => return,
            }
        }
        backoff.succeeded();
    }
}

/// Serves `app` on `listener` until `stop` (then finishes the requests
/// under way), listening again on the same port after an error.
pub async fn serve_http(
    name: &'static str,
    listener: Arc<std::net::TcpListener>,
    app: axum::Router,
    stop: CancellationToken,
) {
    while !stop.is_cancelled() {
        let served = match listener
            .try_clone()
            .and_then(tokio::net::TcpListener::from_std)
        {
            Ok(listener) => {
                axum::serve(listener, app.clone())
                    .with_graceful_shutdown(stop.clone().cancelled_owned())
                    .await
            }
            Err(error) => Err(error),
        };
        if let Err(error) = served {
            error!(%error, server = name, "a server stopped; listening again");
            tokio::select! {
                () = tokio::time::sleep(Duration::from_secs(1)) => {}
                () = stop.cancelled() => {}
            }
        }
    }
}

fn set_health(
    health: &Mutex<BTreeMap<&'static str, TaskHealth>>,
    name: &'static str,
    change: impl FnOnce(&mut TaskHealth),
) {
    let mut map = health.lock().unwrap_or_else(|e| e.into_inner());
    change(map.entry(name).or_default());
}

/// Interactions being handled right now: a shutdown lets them finish.
#[derive(Clone, Default)]
pub struct InFlight {
    inner: Arc<InFlightInner>,
}

#[derive(Default)]
struct InFlightInner {
    count: AtomicUsize,
    idle: Notify,
}

/// Counts one interaction as in flight until dropped.
pub struct InFlightGuard {
    inner: Arc<InFlightInner>,
}

impl InFlight {
    pub fn enter(&self) -> InFlightGuard {
        self.inner.count.fetch_add(1, Ordering::SeqCst);
        InFlightGuard {
            inner: self.inner.clone(),
        }
    }

    pub fn count(&self) -> usize {
        self.inner.count.load(Ordering::SeqCst)
    }

    /// Waits until no interaction is in flight, at most `grace`; returns
    /// whether they all finished.
    pub async fn wait_idle(&self, grace: Duration) -> bool {
        let idle = async {
            loop {
                let notified = self.inner.idle.notified();
                if self.count() == 0 {
                    return;
                }
                notified.await;
            }
        };
        tokio::time::timeout(grace, idle).await.is_ok()
    }
}

impl Drop for InFlightGuard {
    fn drop(&mut self) {
        if self.inner.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.inner.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU32;

    #[tokio::test(start_paused = true)]
    async fn a_task_that_panics_is_started_again_and_stops_at_shutdown() {
        let supervisor = Supervisor::default();
        let runs = Arc::new(AtomicU32::new(0));
        let counted = runs.clone();
        supervisor.spawn("flaky", move |stop| {
            let runs = counted.clone();
            async move {
                if runs.fetch_add(1, Ordering::SeqCst) < 2 {
                    panic!("a bad row");
                }
                stop.cancelled().await;
            }
        });
        // Two panics, restarted after 1 s and then 2 s.
        tokio::time::sleep(Duration::from_secs(4)).await;
        assert_eq!(runs.load(Ordering::SeqCst), 3);
        let health = supervisor.health()["flaky"];
        assert_eq!(
            health,
            TaskHealth {
                restarts: 2,
                alive: true
            }
        );
        assert!(supervisor.shutdown(Duration::from_secs(10)).await);
        assert!(!supervisor.health()["flaky"].alive);
    }

    #[tokio::test(start_paused = true)]
    async fn shutdown_gives_up_on_a_task_that_does_not_stop() {
        let supervisor = Supervisor::default();
        supervisor.spawn("stubborn", |_stop| async {
            tokio::time::sleep(Duration::from_secs(3600)).await;
        });
        assert!(!supervisor.shutdown(Duration::from_secs(10)).await);
    }

    #[tokio::test]
    async fn in_flight_interactions_are_waited_for() {
        let in_flight = InFlight::default();
        let guard = in_flight.enter();
        assert!(!in_flight.wait_idle(Duration::from_millis(20)).await);
        let waiter = {
            let in_flight = in_flight.clone();
            tokio::spawn(async move { in_flight.wait_idle(Duration::from_secs(5)).await })
        };
        drop(guard);
        assert!(waiter.await.unwrap());
        assert_eq!(in_flight.count(), 0);
    }
}
