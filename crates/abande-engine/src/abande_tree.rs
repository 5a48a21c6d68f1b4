//! The search's view of an Abande position.

use std::cmp::Ordering;

use super::eval_abande::{POINT, evaluate};
use super::tree::{GameTree, Plan, WIN};
use abande_rules::GamePosition;
use abande_rules::abande::{Move, Position};

const CAPTURES_FROM: usize = 64;
const PASS_INDEX: usize = CAPTURES_FROM + 64 * 64;

impl GameTree for Position {
    const MOVE_INDEXES: usize = PASS_INDEX + 1;
    /// Entering is compulsory while pieces remain in hand, so a free pass
    /// would misjudge positions.
    const NULL_MOVE: bool = false;
    const REPEATS: bool = false;

    fn pass_turn(&mut self) {
        unreachable!("Abande is searched without null moves")
    }

    fn final_score(&self) -> Option<i32> {
        if !self.is_over() {
            return None;
        }
        let score = self.score();
        let me = self.to_move();
        Some(match score.get(me).cmp(&score.get(me.opposite())) {
            Ordering::Greater => WIN,
            Ordering::Less => -WIN,
            Ordering::Equal => 0,
        })
    }

    fn evaluate(&self, _plan: Plan) -> i32 {
        evaluate(self)
    }

    fn material(&self) -> i32 {
        let me = self.to_move();
        let s = self.score();
        POINT * (s.get(me) as i32 - s.get(me.opposite()) as i32)
    }

    fn move_index(m: Move) -> usize {
        match m {
            Move::Enter(p) => p as usize,
            Move::Capture { from, to } => CAPTURES_FROM + from as usize * 64 + to as usize,
            Move::Pass => PASS_INDEX,
        }
    }

    fn move_hint(&self, m: Move) -> i32 {
        match m {
            Move::Capture { to, .. } => 1 + 10 * self.stack(to).height() as i32,
            Move::Enter(_) | Move::Pass => 0,
        }
    }

    fn tactical_moves(&self, out: &mut Vec<Move>) {
        out.clear();
    }
}
