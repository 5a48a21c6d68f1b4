//! How much one asker may ask: a token bucket per key for requests (the
//! idea of the Discord adapter's command limit,
//! `discord/runtime/rate_limit.rs`, kept here so the web adapter needs
//! nothing from Discord's), and a count per key of what is open at once
//! (connections, live streams).

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Moves (and move listings) a player may send at once ...
pub const BURST: f64 = 10.0;
/// ... and then each second.
pub const PER_SECOND: f64 = 2.0;

/// Reads (the page, its state, the legal moves) one player or one client
/// address may make at once, then each second: a page load makes four, a
/// move two more.
pub const READ_BURST: f64 = 60.0;
pub const READS_PER_SECOND: f64 = 20.0;
/// Live streams one player or one client address may hold open.
pub const STREAMS_EACH: usize = 16;
/// The same for a View link whose readers cannot be told apart (behind a
/// proxy that sends no `X-Forwarded-For`): shared by all its readers, so
/// larger, and still bounded.
pub const LINK_READ_BURST: f64 = 600.0;
pub const LINK_READS_PER_SECOND: f64 = 200.0;
pub const LINK_STREAMS: usize = 1_000;

/// Above this many remembered keys, full buckets are forgotten.
const PRUNE_ABOVE: usize = 10_000;

/// Whom a read or a stream is counted against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Asker {
    /// A signed-in player (a session, a player link, the Activity).
    Player(u64),
    /// A client known by its address (the connection's, or the one the
    /// trusted proxy forwarded).
    Address(IpAddr),
    /// A View link, its readers unknown: a hash of the link.
    Link(u64),
}

impl Asker {
    /// Reads at once and per second for this kind of asker.
    pub fn read_allowance(self) -> (f64, f64) {
        match self {
            Asker::Link(_) => (LINK_READ_BURST, LINK_READS_PER_SECOND),
            Asker::Player(_) | Asker::Address(_) => (READ_BURST, READS_PER_SECOND),
        }
    }

    /// Streams open at once for this kind of asker.
    pub fn streams_allowed(self) -> usize {
        match self {
            Asker::Link(_) => LINK_STREAMS,
            Asker::Player(_) | Asker::Address(_) => STREAMS_EACH,
        }
    }
}

pub struct Limiter<K = u64> {
    burst: f64,
    per_second: f64,
    buckets: HashMap<K, (f64, Instant)>,
}

impl<K: Hash + Eq + Copy> Limiter<K> {
    pub fn new(burst: f64, per_second: f64) -> Limiter<K> {
        Limiter {
            burst,
            per_second,
            buckets: HashMap::new(),
        }
    }

    /// Takes one request from `key`'s allowance at `now`; false: too quickly.
    pub fn try_acquire(&mut self, key: K, now: Instant) -> bool {
        self.try_acquire_within(key, now, self.burst, self.per_second)
    }

    /// The same with this key's own allowance, `burst` then `per_second`.
    pub fn try_acquire_within(
        &mut self,
        key: K,
        now: Instant,
        burst: f64,
        per_second: f64,
    ) -> bool {
        if self.buckets.len() > PRUNE_ABOVE {
            // A bucket refills at most as fast as the largest allowance:
            // forgetting one that would be full by now loses nothing.
            let (full, rate) = (self.burst.max(burst), self.per_second.min(per_second));
            self.buckets.retain(|_, (tokens, at)| {
                *tokens + now.duration_since(*at).as_secs_f64() * rate < full
            });
        }
        let (tokens, at) = self.buckets.entry(key).or_insert((burst, now));
        let refilled = (*tokens + now.duration_since(*at).as_secs_f64() * per_second).min(burst);
        *at = now;
        if refilled >= 1.0 {
            *tokens = refilled - 1.0;
            true
        } else {
            *tokens = refilled;
            false
        }
    }
}

/// How many of something each key holds open.
pub struct OpenCounts<K> {
    open: Arc<Mutex<HashMap<K, usize>>>,
}

impl<K> Clone for OpenCounts<K> {
    fn clone(&self) -> Self {
        OpenCounts {
            open: self.open.clone(),
        }
    }
}

impl<K> Default for OpenCounts<K> {
    fn default() -> Self {
        OpenCounts {
            open: Arc::new(Mutex::new(HashMap::new())),
        }
    }
}

/// One thing counted for its key until dropped.
pub struct OpenSlot<K: Hash + Eq> {
    counts: OpenCounts<K>,
    key: K,
}

impl<K: Hash + Eq + Copy> OpenCounts<K> {
    /// Counts one more for `key`, unless it holds `limit` already.
    pub fn try_take(&self, key: K, limit: usize) -> Option<OpenSlot<K>> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(key).or_default();
        if *count >= limit {
            return None;
        }
        *count += 1;
        Some(OpenSlot {
            counts: self.clone(),
            key,
        })
    }
}

impl<K: Hash + Eq> Drop for OpenSlot<K> {
    fn drop(&mut self) {
        let mut open = self.counts.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_then_the_rate() {
        let mut limiter = Limiter::new(3.0, 1.0);
        let start = Instant::now();
        assert!((0..3).all(|_| limiter.try_acquire(1, start)));
        assert!(!limiter.try_acquire(1, start));
        // Someone else is not held back.
        assert!(limiter.try_acquire(2, start));
        assert!(limiter.try_acquire(1, start + Duration::from_secs(1)));
        assert!(!limiter.try_acquire(1, start + Duration::from_secs(1)));
    }

    #[test]
    fn each_asker_has_its_own_allowance() {
        let mut limiter: Limiter<Asker> = Limiter::new(1.0, 1.0);
        let start = Instant::now();
        let player = Asker::Player(7);
        let (burst, rate) = player.read_allowance();
        assert!((0..60).all(|_| limiter.try_acquire_within(player, start, burst, rate)));
        assert!(!limiter.try_acquire_within(player, start, burst, rate));
        let link = Asker::Link(7);
        let (burst, rate) = link.read_allowance();
        assert!((0..600).all(|_| limiter.try_acquire_within(link, start, burst, rate)));
        assert!(!limiter.try_acquire_within(link, start, burst, rate));
        assert!(Asker::Link(1).streams_allowed() > Asker::Player(1).streams_allowed());
    }

    #[test]
    fn a_key_holds_at_most_its_share() {
        let counts = OpenCounts::default();
        let a: IpAddr = [127, 0, 0, 2].into();
        let b: IpAddr = [127, 0, 0, 3].into();
        let first = counts.try_take(a, 2).unwrap();
        let _second = counts.try_take(a, 2).unwrap();
        assert!(counts.try_take(a, 2).is_none());
        assert!(counts.try_take(b, 2).is_some());
        drop(first);
        assert!(counts.try_take(a, 2).is_some());
    }
}
