//! Abande evaluation: the live score (sleeping stacks count nothing), the
//! captures each side has next (only stacks that are not cut points of the
//! band may move), stacks that can no longer change hands, and the tempo of
//! pieces still in hand.
//!
//! Units: a point of score is 1000.

use abande_rules::abande::{Position, Stack};
use abande_rules::{Color, GamePosition, Topology};

pub(crate) const POINT: i32 = 1000;

/// A piece in hand will be entered, usually awake next to the opponent.
const IN_HAND: i32 = 450;

/// A sleeping piece may wake up later.
const SLEEPING: i32 = 150;

/// A stack of three never moves nor is captured: its owner keeps it.
const FULL_STACK: i32 = 250;

/// Each capture the side could make.
const CAPTURE_OPTION: i32 = 40;

/// Share of the best capture the side to move can cash now, and of the
/// opponent's best one, which the mover may still parry, in percent.
const OWN_THREAT_PERCENT: i32 = 60;
const THEIR_THREAT_PERCENT: i32 = 25;

const TEMPO: i32 = 100;

/// Cut points (articulation points) of the stacks' graph: a stack there may
/// not move, since the band would fall apart.
pub(crate) fn cut_points(t: &Topology, occupied: u64) -> u64 {
    if occupied.count_ones() <= 2 {
        return 0;
    }
    let mut disc = [0u8; 64];
    let mut low = [0u8; 64];
    let mut parent = [u8::MAX; 64];
    let mut stack = [(0u8, 0u64); 64];
    let root = occupied.trailing_zeros() as u8;
    let mut time = 1;
    disc[root as usize] = 1;
    low[root as usize] = 1;
    stack[0] = (root, t.neighbor_mask(root) & occupied);
    let mut depth = 1;
    let mut root_children = 0;
    let mut cuts = 0u64;
    while depth > 0 {
        let (v, rest) = stack[depth - 1];
        if rest != 0 {
            let w = rest.trailing_zeros() as u8;
            stack[depth - 1].1 &= rest - 1;
            if disc[w as usize] == 0 {
                parent[w as usize] = v;
                time += 1;
                disc[w as usize] = time;
                low[w as usize] = time;
                stack[depth] = (w, t.neighbor_mask(w) & occupied);
                depth += 1;
                if v == root {
                    root_children += 1;
                }
            } else if w != parent[v as usize] {
                low[v as usize] = low[v as usize].min(disc[w as usize]);
            }
        } else {
            depth -= 1;
            if depth > 0 {
                let p = stack[depth - 1].0;
                low[p as usize] = low[p as usize].min(low[v as usize]);
                if p != root && low[v as usize] >= disc[p as usize] {
                    cuts |= 1 << p;
                }
            }
        }
    }
    if root_children > 1 {
        cuts |= 1 << root;
    }
    cuts
}

/// Captures `c` could make: how many, and the best score swing among them
/// (the captured height counts twice: the opponent loses it, `c` gains it).
fn captures(pos: &Position, c: Color, cuts: u64) -> (i32, i32) {
    if !pos.moving_allowed() {
        return (0, 0);
    }
    let t = pos.topology();
    let theirs = pos.owned_by(c.opposite());
    let (mut count, mut best) = (0, 0);
    let mut movable = pos.owned_by(c) & !cuts;
    while movable != 0 {
        let from = movable.trailing_zeros() as u8;
        movable &= movable - 1;
        let height = pos.stack(from).height();
        let mut targets = t.neighbor_mask(from) & theirs;
        while targets != 0 {
            let to = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            let taken = pos.stack(to).height();
            if height + taken <= Stack::MAX_HEIGHT {
                count += 1;
                best = best.max(2 * taken as i32);
            }
        }
    }
    (count, best)
}

/// Static value from the view of the side to move.
pub(crate) fn evaluate(pos: &Position) -> i32 {
    let me = pos.to_move();
    let them = me.opposite();
    let score = pos.score();
    let hand = pos.hand();
    let sleeping = pos.sleeping();
    let mut value = POINT * (score.get(me) as i32 - score.get(them) as i32)
        + IN_HAND * (hand.get(me) as i32 - hand.get(them) as i32)
        + TEMPO;
    for (c, sign) in [(me, 1), (them, -1)] {
        let mut asleep = 0;
        let mut full = 0;
        let mut m = pos.owned_by(c);
        while m != 0 {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            let h = pos.stack(p).height() as i32;
            if sleeping.contains(p) {
                asleep += h;
            }
            if h == Stack::MAX_HEIGHT as i32 {
                full += 1;
            }
        }
        value += sign * (SLEEPING * asleep + FULL_STACK * full);
    }
    let cuts = cut_points(pos.topology(), pos.occupied());
    let (mine, my_best) = captures(pos, me, cuts);
    let (theirs, their_best) = captures(pos, them, cuts);
    value += CAPTURE_OPTION * (mine - theirs);
    value += POINT * (my_best * OWN_THREAT_PERCENT - their_best * THEIR_THREAT_PERCENT) / 100;
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::abande::{Board, Move};

    /// Cut points by definition: removing the point splits what is left.
    fn cut_points_slowly(t: &Topology, occupied: u64) -> u64 {
        let mut cuts = 0;
        let mut m = occupied;
        while m != 0 {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            let rest = occupied & !(1 << p);
            if rest != 0 && t.flood(rest.trailing_zeros() as u8, rest) != rest {
                cuts |= 1 << p;
            }
        }
        cuts
    }

    #[test]
    fn cut_points_match_the_definition_in_random_games() {
        let mut rng = crate::rng::Rng::new(3);
        for board in [Board::Hex, Board::Square, Board::Snub] {
            for _ in 0..30 {
                let mut pos = Position::new(board);
                let mut moves = Vec::new();
                for _ in 0..60 {
                    pos.legal_moves_into(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let m = moves[rng.below(moves.len())];
                    if m == Move::Pass && moves.len() > 1 {
                        continue;
                    }
                    pos.play(m).unwrap();
                    let t = pos.topology();
                    assert_eq!(
                        cut_points(t, pos.occupied()),
                        cut_points_slowly(t, pos.occupied())
                    );
                }
            }
        }
    }

    #[test]
    fn the_empty_board_is_even() {
        assert_eq!(evaluate(&Position::new(Board::Hex)), TEMPO);
    }
}
