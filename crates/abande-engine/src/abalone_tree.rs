//! The search's view of an Abalone position.

use super::eval_abalone::{MARBLE, evaluate, pressing_side, push_offs, turtle};
use super::tree::{GameTree, Plan, WIN};
use abande_rules::GamePosition;
use abande_rules::abalone::{Direction, MARBLES_TO_WIN, Move, Position, cells, point_at};

/// In-line moves: tail point times direction; broadsides after them.
const INLINE_INDEXES: usize = 61 * 6;

impl GameTree for Position {
    const MOVE_INDEXES: usize = INLINE_INDEXES + 61 * 61 * 6;
    const NULL_MOVE: bool = true;
    const REPEATS: bool = true;

    fn pass_turn(&mut self) {
        self.pass_for_search();
    }

    fn final_score(&self) -> Option<i32> {
        // The game ends the moment a side has pushed off six, so it is
        // always the side to move that has lost.
        let lost = self.captured().get(self.to_move().opposite());
        (lost >= MARBLES_TO_WIN).then_some(-WIN)
    }

    fn plan(&self) -> Plan {
        Plan {
            presser: pressing_side(self),
            turtle: None,
        }
    }

    fn evaluate(&self, plan: Plan) -> i32 {
        match plan.turtle {
            Some(side) => turtle(self, side),
            None => evaluate(self, plan.presser),
        }
    }

    fn material(&self) -> i32 {
        let me = self.to_move();
        let c = self.captured();
        MARBLE * (i32::from(c.get(me)) - i32::from(c.get(me.opposite())))
    }

    fn move_index(m: Move) -> usize {
        match m {
            Move::Inline { tail, dir } => tail as usize * 6 + dir as usize,
            Move::Broadside { first, last, dir } => {
                INLINE_INDEXES + (first as usize * 61 + last as usize) * 6 + dir as usize
            }
        }
    }

    fn move_hint(&self, m: Move) -> i32 {
        match m {
            Move::Inline { .. } => match self.pushes(m) {
                (_, true) => 2000,
                (true, false) => 100,
                _ => 0,
            },
            Move::Broadside { .. } => 0,
        }
    }

    fn tactical_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let me = self.to_move();
        let (own, opp) = (self.marble_mask(me), self.marble_mask(me.opposite()));
        for dir in Direction::ALL {
            let (tails, _) = push_offs(own, opp, dir);
            for tail in cells(tails) {
                let tail = point_at(tail).expect("marbles stand on real points");
                out.push(Move::Inline { tail, dir });
            }
        }
    }
}
