//! Zobrist keys: one fixed random number per piece on a point (and per other
//! bit of state), XOR-ed together into a position's hash. Positions keep
//! their hash up to date in `play`, so a search can look positions up in a
//! transposition table without rehashing them.
//!
//! The numbers come from a fixed-seed generator at compile time, so hashes
//! are the same in every build and on every machine.

/// SplitMix64: small, fast and good enough for hash keys.
const fn split_mix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, key) = split_mix(state);
        state = next;
        out[i] = key;
        i += 1;
    }
    out
}

/// Distinct non-empty Abande stacks: 2 of height 1, 4 of height 2, 8 of height 3.
pub(crate) const ABANDE_STACK_KINDS: usize = 14;

/// Abande: key of stack kind `k` (see `abande::Stack::zobrist_index`) on point `p`
/// is `ABANDE_STACKS[p * ABANDE_STACK_KINDS + k]`.
pub(crate) static ABANDE_STACKS: [u64; 64 * ABANDE_STACK_KINDS] = keys(0xABA1DE);

/// Abande: consecutive passes 1 and 2 (0 has no key).
pub(crate) static ABANDE_PASSES: [u64; 3] = {
    let k: [u64; 2] = keys(0x9A55);
    [0, k[0], k[1]]
};

/// Abalone: key of a marble of colour `c` on grid cell `cell` is
/// `ABALONE_MARBLES[c * 121 + cell]`.
pub(crate) static ABALONE_MARBLES: [u64; 2 * 121] = keys(0xABA10E);

/// Abalone: `ABALONE_CAPTURED[c * 16 + n]` stands for "colour `c` has pushed
/// off `n` marbles"; `n == 0` has key 0 so a fresh start hashes by marbles only.
pub(crate) static ABALONE_CAPTURED: [u64; 32] = {
    let k: [u64; 32] = keys(0xCA97);
    let mut out = k;
    out[0] = 0;
    out[16] = 0;
    out
};

/// Either game: White to move.
pub(crate) const WHITE_TO_MOVE: u64 = split_mix(0x5107E).1;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, GameKind, GamePosition, PositionRef};

    /// The hash kept by `play` equals the hash computed from scratch, along
    /// random games of every kind.
    #[test]
    fn hashes_kept_by_play_match_hashes_from_scratch() {
        let mut state = 11;
        for kind in GameKind::ALL {
            for _ in 0..20 {
                let mut game = Game::new(kind);
                for _ in 0..120 {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let (next, r) = split_mix(state);
                    state = next;
                    game.play(moves[r as usize % moves.len()]).unwrap();
                    match game.position() {
                        PositionRef::Abande(p) => assert_eq!(p.zobrist(), p.hash_from_scratch()),
                        PositionRef::Abalone(p) => assert_eq!(p.zobrist(), p.hash_from_scratch()),
                    }
                }
            }
        }
    }

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut all: Vec<u64> = ABANDE_STACKS
            .iter()
            .chain(&ABALONE_MARBLES)
            .chain(&ABANDE_PASSES[1..])
            .copied()
            .collect();
        all.extend(ABALONE_CAPTURED.iter().filter(|&&k| k != 0));
        all.push(WHITE_TO_MOVE);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
        assert!(all.iter().all(|&k| k != 0));
    }
}
