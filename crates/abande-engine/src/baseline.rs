//! Two reference players for measuring the engine: one plays at random,
//! one grabs whatever gains the most on the spot.

use super::rng::{Rng, mix};
use abande_rules::{Game, Move};

/// A legal move chosen uniformly at random (seeded); `None` if the game is over.
pub fn random_move(game: &Game, seed: u64) -> Option<Move> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let mut rng = Rng::new(seed ^ mix(game.ply() as u64 + 1));
    Some(moves[rng.below(moves.len())])
}

/// A one-move player: the move that leaves it the most marbles pushed off
/// (Abalone) or the best live score (Abande), compared with the opponent's;
/// ties are broken at random (seeded). `None` if the game is over.
pub fn greedy_move(game: &Game, seed: u64) -> Option<Move> {
    let me = game.to_move()?;
    let mut rng = Rng::new(seed ^ mix(game.ply() as u64 + 1));
    let mut best: Vec<Move> = Vec::new();
    let mut best_gain = i64::MIN;
    for m in game.legal_moves() {
        let mut after = game.clone();
        after.play(m).expect("a legal move plays");
        let gain = if let Some(c) = after.captured() {
            c.get(me) as i64 - c.get(me.opposite()) as i64
        } else if let Some(s) = after.score() {
            s.get(me) as i64 - s.get(me.opposite()) as i64
        } else {
            0
        };
        if gain > best_gain {
            best_gain = gain;
            best.clear();
        }
        if gain == best_gain {
            best.push(m);
        }
    }
    Some(best[rng.below(best.len())])
}
