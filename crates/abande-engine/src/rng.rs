//! A tiny seeded generator (SplitMix64), so that a seed means the same
//! moves in every build, whatever the `rand` crate's version does.

#[derive(Clone, Debug)]
pub(crate) struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x6A09_E667_F3BC_C909)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// The SplitMix64 finaliser: spreads every input bit over the output.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_all_values_reached() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let mut seen = [false; 5];
        for _ in 0..200 {
            let x = a.below(5);
            assert_eq!(x, b.below(5));
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }
}
