//! Moves by click are limited per player: a token bucket, the idea of the
//! Discord adapter's command limit (`discord/runtime/rate_limit.rs`), kept
//! here so the web adapter needs nothing from Discord's.

use std::collections::HashMap;
use std::time::Instant;

/// Moves (and move listings) a player may send at once ...
pub const BURST: f64 = 10.0;
/// ... and then each second.
pub const PER_SECOND: f64 = 2.0;

/// Above this many remembered players, full buckets are forgotten.
const PRUNE_ABOVE: usize = 10_000;

pub struct Limiter {
    burst: f64,
    per_second: f64,
    buckets: HashMap<u64, (f64, Instant)>,
}

impl Limiter {
    pub fn new(burst: f64, per_second: f64) -> Limiter {
        Limiter {
            burst,
            per_second,
            buckets: HashMap::new(),
        }
    }

    /// Takes one request from `user`'s allowance at `now`; false: too quickly.
    pub fn try_acquire(&mut self, user: u64, now: Instant) -> bool {
        if self.buckets.len() > PRUNE_ABOVE {
            let (burst, rate) = (self.burst, self.per_second);
            self.buckets.retain(|_, (tokens, at)| {
                *tokens + now.duration_since(*at).as_secs_f64() * rate < burst
            });
        }
        let (tokens, at) = self.buckets.entry(user).or_insert((self.burst, now));
        let refilled =
            (*tokens + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst);
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
}
