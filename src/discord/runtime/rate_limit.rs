//! Per-user token buckets for commands and button clicks, so one user sending
//! dozens of commands a second is refused politely while others go on.
//! Pure: the caller passes the time in, which keeps the tests exact.

use std::collections::HashMap;
use std::time::Instant;

/// A burst of `burst` commands, then `per_second` more each second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateLimit {
    pub burst: u32,
    pub per_second: f64,
}

impl Default for RateLimit {
    fn default() -> Self {
        RateLimit {
            burst: 5,
            per_second: 1.0,
        }
    }
}

impl RateLimit {
    /// How many times the command allowance autocomplete gets: it fires on
    /// every keystroke and costs a read, not a write.
    pub const AUTOCOMPLETE_FACTOR: u32 = 4;

    /// The allowance of autocomplete derived from this one for commands:
    /// [`Self::AUTOCOMPLETE_FACTOR`] times the burst and the rate (by
    /// default 20 at once, then 4 a second).
    pub fn for_autocomplete(self) -> RateLimit {
        RateLimit {
            burst: self.burst.saturating_mul(Self::AUTOCOMPLETE_FACTOR),
            per_second: self.per_second * f64::from(Self::AUTOCOMPLETE_FACTOR),
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    updated: Instant,
}

/// Above this many remembered users, full buckets are forgotten (a full
/// bucket is the same as no bucket), so memory does not grow with every user ever seen.
const PRUNE_ABOVE: usize = 10_000;

#[derive(Debug)]
pub struct RateLimiter {
    limit: RateLimit,
    buckets: HashMap<u64, Bucket>,
}

impl RateLimiter {
    pub fn new(limit: RateLimit) -> RateLimiter {
        RateLimiter {
            limit,
            buckets: HashMap::new(),
        }
    }

    /// Takes one token from `user`'s bucket; `false` means "too quickly".
    pub fn try_acquire(&mut self, user: u64, now: Instant) -> bool {
        if self.buckets.len() > PRUNE_ABOVE {
            self.forget_full_buckets(now);
        }
        let limit = self.limit;
        let bucket = self.buckets.entry(user).or_insert(Bucket {
            tokens: f64::from(limit.burst),
            updated: now,
        });
        let elapsed = now.saturating_duration_since(bucket.updated).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * limit.per_second).min(f64::from(limit.burst));
        bucket.updated = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn forget_full_buckets(&mut self, now: Instant) {
        let limit = self.limit;
        self.buckets.retain(|_, b| {
            let elapsed = now.saturating_duration_since(b.updated).as_secs_f64();
            b.tokens + elapsed * limit.per_second < f64::from(limit.burst)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    const ALICE: u64 = 1;
    const BOB: u64 = 2;

    /// A limiter refilling one command a second up to `burst`.
    fn one_per_second(burst: u32) -> RateLimiter {
        RateLimiter::new(RateLimit {
            burst,
            per_second: 1.0,
        })
    }

    #[test]
    fn a_burst_is_allowed_then_refused_until_refilled() {
        let mut limiter = one_per_second(5);
        let t0 = Instant::now();
        assert!((0..5).all(|_| limiter.try_acquire(ALICE, t0)));
        assert!(!limiter.try_acquire(ALICE, t0));
        assert!(!limiter.try_acquire(ALICE, t0 + Duration::from_millis(900)));
        assert!(limiter.try_acquire(ALICE, t0 + Duration::from_millis(1900)));
        assert!(!limiter.try_acquire(ALICE, t0 + Duration::from_millis(1950)));
    }

    #[test]
    fn autocomplete_gets_a_larger_but_bounded_allowance() {
        let mut limiter = RateLimiter::new(RateLimit::default().for_autocomplete());
        let t0 = Instant::now();
        assert_eq!(
            (0..100).filter(|_| limiter.try_acquire(ALICE, t0)).count(),
            20
        );
        let later = t0 + Duration::from_secs(1);
        assert_eq!(
            (0..100)
                .filter(|_| limiter.try_acquire(ALICE, later))
                .count(),
            4
        );
    }

    #[test]
    fn users_have_separate_buckets() {
        let mut limiter = RateLimiter::new(RateLimit::default());
        let t0 = Instant::now();
        while limiter.try_acquire(ALICE, t0) {}
        assert!(limiter.try_acquire(BOB, t0));
    }

    #[test]
    fn a_long_pause_refills_only_up_to_the_burst() {
        let mut limiter = one_per_second(3);
        let t0 = Instant::now();
        assert!(limiter.try_acquire(ALICE, t0));
        let later = t0 + Duration::from_secs(3600);
        assert_eq!(
            (0..10)
                .filter(|_| limiter.try_acquire(ALICE, later))
                .count(),
            3
        );
    }

    #[test]
    fn full_buckets_are_forgotten_when_many_users_were_seen() {
        let mut limiter = RateLimiter::new(RateLimit::default());
        let t0 = Instant::now();
        for user in 0..=PRUNE_ABOVE as u64 {
            limiter.try_acquire(user, t0);
        }
        limiter.try_acquire(u64::MAX, t0 + Duration::from_secs(10));
        assert!(limiter.buckets.len() < 10);
    }
}
