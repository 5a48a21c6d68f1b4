//! Abalone evaluation, after the published programs: ABA-PRO (Aichholzer
//! et al.: keep to the centre, stay together) and Papadopoulos et al. 2012
//! (marbles won, centre distance, cohesion, broken formations, capture
//! danger). Everything is counted on grid masks with shifts and popcounts.
//!
//! Units: a marble is 1000.

use abande_rules::abalone::{Direction, MARBLES_TO_WIN, Mask, ON_BOARD, Position, back};
use abande_rules::{Color, GamePosition};

pub(crate) const MARBLE: i32 = 1000;

/// Worth of a marble by its distance from the centre e5 (0 to 4).
const RING_WORTH: [i32; 5] = [60, 48, 32, 12, -20];

/// Each pair of own neighbouring marbles.
const COHESION: i32 = 7;

/// A marble without any own neighbour is easy prey.
const ISOLATED: i32 = -25;

/// Each push (sumito) the side could make: pressure and initiative.
const PUSH_OPTION: i32 = 12;

/// The side to move can push a marble off now.
const CAN_CAPTURE: i32 = 650;

/// The opponent threatens to push off one marble (the mover can usually
/// parry one), and each further one.
const THREATENED_FIRST: i32 = 120;
const THREATENED_MORE: i32 = 450;

const TEMPO: i32 = 15;

/// Finishing a won game: six marbles win, not a lead. Each marble pushed
/// off is worth more the nearer it brings the sixth (the total worth of
/// `k` marbles is `k * MARBLE + WIN_PROGRESS[k]`), so a trade of one for
/// one gains the side ahead and costs the side behind...
const WIN_PROGRESS: [i32; 6] = [0, 0, 40, 100, 190, 320];

/// ...and the side ahead gains, per marble of lead (up to three), for each
/// marble of the other side on the edge ring, where it can be pushed off:
/// the lead is spent on pressure rather than kept.
const EDGE_PRESSURE: i32 = 8;
const MAX_PRESSING_LEAD: i32 = 3;

/// A side this many marbles ahead at the root of its search presses on.
const PRESSING_LEAD: i32 = 2;

/// ...gaining, per marble of lead (up to three), this much for each ring
/// that each of the other side's marbles stands away from the centre...
const DRIVE_OUT: i32 = 12;

/// ...and this much for each push (sumito) it could make against them
/// (issue 53): a defender that keeps its block together and away from
/// the rim never drifts outwards by itself; it has to be pushed, and a
/// push needs three marbles in line against two or fewer, which takes
/// moves to set up that gain nothing else in the evaluation.
pub(crate) const PRESS_PUSH: i32 = 20;

/// Marbles `side` has pushed off more than the other side.
fn lead(pos: &Position, side: Color) -> i32 {
    let captured = pos.captured();
    captured.get(side) as i32 - captured.get(side.opposite()) as i32
}

/// The side to move, if it leads enough to press on (see [`press`]).
pub(crate) fn pressing_side(pos: &Position) -> Option<Color> {
    let me = pos.to_move();
    (lead(pos, me) >= PRESSING_LEAD).then_some(me)
}

/// The plan of the side ahead, like a chess engine's mop-up evaluation:
/// drive the other side's marbles towards the rim, where they can be
/// pushed off. Marbles move only by their owner or by a push, so this
/// rewards pushing the defender outwards, and the pushes the presser has
/// ready against the defender's marbles ([`PRESS_PUSH`]). It counts only in `presser`'s
/// own searches (the defender's evaluate as before) and only while the
/// lead is still [`PRESSING_LEAD`] or more: a won position gets a
/// direction where the plain evaluation is flat, and a lead cut to one
/// is played as before.
fn press(pos: &Position, presser: Color) -> i32 {
    let lead = lead(pos, presser);
    if lead < PRESSING_LEAD {
        return 0;
    }
    let defender = pos.marble_mask(presser.opposite());
    let rings_out: i32 = RINGS
        .iter()
        .enumerate()
        .map(|(distance, ring)| distance as i32 * (defender & ring).count_ones() as i32)
        .sum();
    let attacker = pos.marble_mask(presser);
    let pushes: i32 = Direction::ALL
        .into_iter()
        .map(|dir| pushes_on_board(attacker, defender, dir).count_ones() as i32)
        .sum();
    lead.min(MAX_PRESSING_LEAD) * (DRIVE_OUT * rings_out + PRESS_PUSH * pushes)
}

/// Grid cells at each distance 0..=4 from the centre.
const RINGS: [Mask; 5] = {
    let mut rings = [0; 5];
    let mut cell: i32 = 0;
    while cell < 121 {
        if ON_BOARD >> cell & 1 == 1 {
            let dr = cell / 11 - 5;
            let dn = cell % 11 - 5;
            let d = max3(dr.abs(), dn.abs(), (dr - dn).abs());
            rings[d as usize] |= 1 << cell;
        }
        cell += 1;
    }
    rings
};

const fn max3(a: i32, b: i32, c: i32) -> i32 {
    let ab = if a > b { a } else { b };
    if ab > c { ab } else { c }
}

const OFF_BOARD: Mask = !ON_BOARD;

/// The three axes: every pair of neighbours lies along one of them.
const AXES: [Direction; 3] = [Direction::East, Direction::NorthEast, Direction::NorthWest];

/// Tails of the in-line moves of `own` in `dir` that push a marble of `opp`
/// off the board (2 against 1, 3 against 1, 3 against 2), and the cells of
/// the marbles they push off.
#[inline(always)]
pub(crate) fn push_offs(own: Mask, opp: Mask, dir: Direction) -> (Mask, Mask) {
    let ahead = |mask: Mask, steps: i16| back(mask, dir, steps);
    let two = own & ahead(own, 1);
    let three = two & ahead(own, 2);
    let two_one = two & !ahead(own, 2) & ahead(opp, 2) & ahead(OFF_BOARD, 3);
    let three_one = three & ahead(opp, 3) & ahead(OFF_BOARD, 4);
    let three_two = three & ahead(opp, 3) & ahead(opp, 4) & ahead(OFF_BOARD, 5);
    let tails = two_one | three_one | three_two;
    // Victims: the pushed marble next to the edge, `steps` ahead of its tail.
    let victims =
        forward(two_one, dir, 2) | forward(three_one, dir, 3) | forward(three_two, dir, 4);
    (tails, victims)
}

/// Pushes (sumito) of `own` in `dir` that stay on the board.
#[inline(always)]
fn pushes_on_board(own: Mask, opp: Mask, dir: Direction) -> Mask {
    let ahead = |mask: Mask, steps: i16| back(mask, dir, steps);
    let empty = ON_BOARD & !(own | opp);
    let two = own & ahead(own, 1);
    let three = two & ahead(own, 2);
    let two_one = two & !ahead(own, 2) & ahead(opp, 2) & ahead(empty, 3);
    let three_one = three & ahead(opp, 3) & ahead(empty, 4);
    let three_two = three & ahead(opp, 3) & ahead(opp, 4) & ahead(empty, 5);
    two_one | three_one | three_two
}

/// `mask` moved `steps` steps along `dir`.
#[inline(always)]
fn forward(mask: Mask, dir: Direction, steps: i16) -> Mask {
    back(mask, dir.opposite(), steps)
}

/// How `own` marbles stand: `ring_worth` for each by its distance from
/// the centre, `cohesion` for each neighbouring pair, [`ISOLATED`] for each
/// marble alone. The engine and the benchmark's turtle weigh it apart.
#[inline(always)]
fn shape_terms(own: Mask, ring_worth: [i32; 5], cohesion: i32) -> i32 {
    let mut score = 0;
    for (ring, worth) in RINGS.iter().zip(ring_worth) {
        score += worth * (own & ring).count_ones() as i32;
    }
    let mut with_neighbour = 0;
    for axis in AXES {
        let pairs = own & back(own, axis, 1);
        score += cohesion * pairs.count_ones() as i32;
        with_neighbour |= pairs | forward(pairs, axis, 1);
    }
    score + ISOLATED * (own & !with_neighbour).count_ones() as i32
}

/// Everything that does not depend on whose turn it is, for one side.
fn side_terms(own: Mask, opp: Mask) -> i32 {
    let score = shape_terms(own, RING_WORTH, COHESION);
    let mut pushes = 0;
    for dir in Direction::ALL {
        pushes += pushes_on_board(own, opp, dir).count_ones() as i32;
    }
    score + PUSH_OPTION * pushes
}

/// What having pushed off `marbles` adds to their plain worth.
fn progress(marbles: i32) -> i32 {
    WIN_PROGRESS[marbles.clamp(0, WIN_PROGRESS.len() as i32 - 1) as usize]
}

fn victims(own: Mask, opp: Mask) -> Mask {
    Direction::ALL
        .into_iter()
        .fold(0, |v, dir| v | push_offs(own, opp, dir).1)
}

/// Static value from the view of the side to move.
pub(crate) fn evaluate(pos: &Position, presser: Option<Color>) -> i32 {
    let me = pos.to_move();
    let them = me.opposite();
    let (own, opp) = (pos.marble_mask(me), pos.marble_mask(them));
    let captured = pos.captured();
    let (won, lost) = (captured.get(me) as i32, captured.get(them) as i32);
    let mut score = MARBLE * (won - lost) + side_terms(own, opp) - side_terms(opp, own) + TEMPO;
    score += progress(won) - progress(lost);
    let lead = (won - lost).clamp(-MAX_PRESSING_LEAD, MAX_PRESSING_LEAD);
    score += match lead {
        0 => 0,
        l if l > 0 => EDGE_PRESSURE * l * (opp & RINGS[4]).count_ones() as i32,
        l => EDGE_PRESSURE * l * (own & RINGS[4]).count_ones() as i32,
    };

    if victims(own, opp) != 0 {
        score += if won + 1 >= MARBLES_TO_WIN as i32 {
            MARBLE * 20
        } else {
            CAN_CAPTURE
        };
    }
    if let Some(presser) = presser {
        let plan = press(pos, presser);
        score += if presser == me { plan } else { -plan };
    }
    let threatened = victims(opp, own).count_ones() as i32;
    if threatened > 0 {
        score -= if lost + 1 >= MARBLES_TO_WIN as i32 {
            // One threat to the sixth marble can be parried, two cannot.
            MARBLE * if threatened > 1 { 20 } else { 2 }
        } else {
            THREATENED_FIRST + THREATENED_MORE * (threatened - 1)
        };
    }
    score
}

/// The turtle's worth of a marble by its distance from the centre (0 to
/// 4): away from the rim, where it cannot be pushed off.
const TURTLE_RING_WORTH: [i32; 5] = [60, 60, 50, 30, 0];

/// The turtle's worth of each pair of its neighbouring marbles.
const TURTLE_COHESION: i32 = 10;

/// The benchmark's stubborn defender (issue 53), from the view of the side
/// to move: it knows only `side`'s own marbles, those it has lost
/// ([`MARBLE`] each), how far the rest stand from the rim and how they hold
/// together; never the other side's marbles, their danger or its own
/// chances to push one off (a won game is still a win to its search).
pub(crate) fn turtle(pos: &Position, side: Color) -> i32 {
    let own = pos.marble_mask(side);
    let lost = i32::from(pos.captured().get(side.opposite()));
    let score = -MARBLE * lost + shape_terms(own, TURTLE_RING_WORTH, TURTLE_COHESION);
    if pos.to_move() == side { score } else { -score }
}

/// Pushes (sumito, on the board) `side` could make against the other
/// side's marbles if it moved now.
#[cfg(test)]
pub(crate) fn pushes_ready(pos: &Position, side: Color) -> u32 {
    let (own, opp) = (pos.marble_mask(side), pos.marble_mask(side.opposite()));
    Direction::ALL
        .into_iter()
        .map(|dir| pushes_on_board(own, opp, dir).count_ones())
        .sum()
}

/// Marbles of `color` that the other side could push off if it moved now.
#[cfg(test)]
pub(crate) fn threatened(pos: &Position, color: abande_rules::Color) -> u32 {
    victims(pos.marble_mask(color.opposite()), pos.marble_mask(color)).count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::abalone::Start;
    use abande_rules::{Color, Game, GameKind, PositionRef};

    /// Each marble pushed off is worth more than the one before, so one
    /// for one trades favour the side ahead and cost the side behind.
    #[test]
    fn a_lead_is_worth_pressing() {
        let trade_gain = |won: i32, lost: i32| {
            (progress(won + 1) - progress(lost + 1)) - (progress(won) - progress(lost))
        };
        for (won, lost) in [(1, 0), (2, 1), (3, 1), (4, 2), (4, 0)] {
            assert!(trade_gain(won, lost) > 0, "{won}-{lost}");
            assert!(trade_gain(lost, won) < 0, "{lost}-{won}");
        }
        assert_eq!(progress(0), 0);
        assert_eq!(progress(7), progress(5));
    }

    /// Black to move with `captured` (pushed off by Black, by White).
    fn set_up(black: &str, white: &str, captured: (u8, u8)) -> Position {
        let points = |s: &str| -> Vec<u8> {
            s.split_whitespace()
                .map(|l| abande_rules::topology::abalone_hex().point(l).unwrap())
                .collect()
        };
        let captured = abande_rules::PerColor {
            black: captured.0,
            white: captured.1,
        };
        Position::from_marbles(&points(black), &points(white), Color::Black, captured).unwrap()
    }

    #[test]
    fn only_a_lead_of_two_presses() {
        let (black, white) = ("e5 e4 d4", "a1 a2 i9");
        assert_eq!(
            pressing_side(&set_up(black, white, (2, 0))),
            Some(Color::Black)
        );
        assert_eq!(
            pressing_side(&set_up(black, white, (3, 1))),
            Some(Color::Black)
        );
        assert_eq!(pressing_side(&set_up(black, white, (1, 0))), None);
        assert_eq!(pressing_side(&set_up(black, white, (0, 2))), None);
    }

    /// The presser prefers the defender's marbles nearer the rim, more so
    /// the more it leads; the defender's own view is untouched.
    #[test]
    fn the_plan_drives_the_defender_outwards() {
        let black = "a1 a2 a3 b1 b2 b3";
        let (inside, outside) = ("e5 e6 f6", "i5 i6 i7");
        let plan = |white: &str, captured| {
            let pos = set_up(black, white, captured);
            evaluate(&pos, Some(Color::Black)) - evaluate(&pos, None)
        };
        // e5 is the centre, e6 and f6 on the first ring.
        assert_eq!(plan(inside, (2, 0)), 2 * DRIVE_OUT * 2);
        assert_eq!(plan(outside, (2, 0)), 2 * DRIVE_OUT * (4 + 4 + 4));
        assert_eq!(plan(outside, (5, 0)), 3 * DRIVE_OUT * (4 + 4 + 4));
        // Once the lead is under two, nothing is pressed.
        assert_eq!(plan(outside, (3, 2)), 0);
        assert_eq!(plan(outside, (2, 2)), 0);
        // Counted against the presser when the other side is to move.
        let pos = set_up(black, outside, (2, 0));
        let mut theirs = pos.clone();
        theirs.pass_for_search();
        assert_eq!(
            evaluate(&theirs, Some(Color::Black)) - evaluate(&theirs, None),
            -plan(outside, (2, 0))
        );
    }

    /// Each push the presser has ready against the defender's marbles
    /// counts, per marble of lead; the defender's own pushes do not.
    #[test]
    fn the_plan_counts_the_pushes_ready() {
        let white = "e5 e6 i9";
        let plan = |black: &str, captured| {
            let pos = set_up(black, white, captured);
            evaluate(&pos, Some(Color::Black)) - evaluate(&pos, None)
        };
        // e5 is the centre, e6 on the first ring, i9 on the rim.
        let rings = DRIVE_OUT * (1 + 4);
        // e2 e3 e4 push e5 e6 towards e7: one push.
        assert_eq!(
            pushes_ready(&set_up("e2 e3 e4", white, (2, 0)), Color::Black),
            1
        );
        assert_eq!(plan("e2 e3 e4", (2, 0)), 2 * (rings + PRESS_PUSH));
        assert_eq!(plan("e2 e3 e4", (4, 0)), 3 * (rings + PRESS_PUSH));
        // Two against two is no push.
        assert_eq!(plan("d1 e3 e4", (2, 0)), 2 * rings);
        assert_eq!(plan("e2 e3 e4", (2, 1)), 0);
        // White's own pushes (e6 e5 and e7 e6 e5 against a lone e4)
        // count for nothing.
        let pos = set_up("e4 a1 a2", "e5 e6 e7 i9", (2, 0));
        assert_eq!(pushes_ready(&pos, Color::White), 2);
        assert_eq!(
            evaluate(&pos, Some(Color::Black)) - evaluate(&pos, None),
            2 * DRIVE_OUT * (1 + 2 + 4)
        );
    }

    #[test]
    fn rings_cover_the_board() {
        assert_eq!(RINGS.iter().map(|r| r.count_ones()).sum::<u32>(), 61);
        assert_eq!(RINGS[0].count_ones(), 1);
        assert_eq!(RINGS[4].count_ones(), 24);
    }

    #[test]
    fn starts_are_even_and_symmetric() {
        for start in Start::ALL {
            let pos = Position::new(start);
            let black = evaluate(&pos, None);
            // Symmetric starts: only the tempo differs.
            assert_eq!(black, TEMPO, "{start:?}");
        }
    }

    #[test]
    fn push_offs_agree_with_the_rules() {
        // The capture check of RULES.md: c5d6 pushes g9 off.
        let game = Game::replay(GameKind::Abalone, &["a3b4", "i8h8", "b4c5", "g8h9f8"]).unwrap();
        let PositionRef::Abalone(pos) = game.position() else {
            unreachable!()
        };
        let me = pos.to_move();
        let (own, opp) = (pos.marble_mask(me), pos.marble_mask(me.opposite()));
        let mut found = 0;
        for dir in Direction::ALL {
            let (tails, _) = push_offs(own, opp, dir);
            for tail in abande_rules::abalone::cells(tails) {
                let m = abande_rules::abalone::Move::Inline {
                    tail: abande_rules::abalone::point_at(tail).unwrap(),
                    dir,
                };
                assert_eq!(pos.pushes(m), (true, true), "{m}");
                found += 1;
            }
        }
        assert!(found >= 1);
        assert_eq!(threatened(pos, Color::White), found.min(1));
    }
}
