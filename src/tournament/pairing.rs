//! Pairing: round robin by the circle method, Swiss by score groups.
//!
//! Swiss follows the spirit of the FIDE Dutch system, simplified: players
//! are ranked by score, then seed; the top unpaired player meets the
//! first player of the lower half of their score group (S1 against S2),
//! the next candidates being the rest of that group, then lower groups;
//! a player left over floats down. Rules, in order of what gives way
//! last: at most one bye per player (the lowest-ranked player without one,
//! worth a win); no pairing twice; nobody three times in a row with one
//! colour, and no colour difference over two; scores as close as they can
//! be. A backtracking search (within a budget) looks for a round that
//! keeps them all. When it finds none, a minimum-cost perfect matching
//! (the blossom algorithm, crate `integer-blossom`) pairs the round that
//! breaks the fewest, one pair at a time: a repeat costs more than any
//! number of colour breaks, a colour break more than any score gap. Both
//! pair 200 players in milliseconds (`cargo bench --bench swiss`).

use super::{Pairing, PlayedRound, Round, half_points};
use abande_rules::Color;

/// Every round of a round robin of `n` players by the circle method:
/// `n - 1` rounds for an even `n`, `n` for an odd one (each with one bye).
/// Every pair meets once; each player's colours alternate from round to
/// round except around the game against the fixed player (or the bye), so
/// everyone has as many Blacks as Whites, within one.
pub fn round_robin(n: usize) -> Vec<Round> {
    if n < 2 {
        return Vec::new();
    }
    // An even count `m`: players 0..m-1 sit on a circle, `m - 1` is fixed
    // (with an odd `n` it is the bye). In round `r`, the fixed one meets
    // `r`, and `r + k` meets `r - k` (mod m - 1). A player `p` at distance
    // `d = p - r` (mod m - 1) takes White when `d` is odd: the two of a
    // pair at `k` and `m - 1 - k` always differ, and `d` moves by one a round.
    let m = n + n % 2;
    let circle = m - 1;
    (0..circle)
        .map(|r| {
            let mut round = Round::default();
            let fixed = m - 1;
            if fixed >= n {
                round.bye = Some(r);
            } else if r % 2 == 0 {
                round.pairings.push(Pairing {
                    black: r,
                    white: fixed,
                });
            } else {
                round.pairings.push(Pairing {
                    black: fixed,
                    white: r,
                });
            }
            for k in 1..m / 2 {
                let up = (r + k) % circle;
                let down = (r + circle - k) % circle;
                let pairing = if k % 2 == 1 {
                    Pairing {
                        black: down,
                        white: up,
                    }
                } else {
                    Pairing {
                        black: up,
                        white: down,
                    }
                };
                round.pairings.push(pairing);
            }
            round
        })
        .collect()
}

/// The usual number of Swiss rounds: ceil(log2 n) + 1, within what the
/// players allow ([`max_swiss_rounds`]).
pub fn default_swiss_rounds(n: usize) -> usize {
    let log = usize::BITS - n.saturating_sub(1).leading_zeros();
    (log as usize + 1).min(max_swiss_rounds(n))
}

/// The most rounds `n` players can play without meeting twice: those of a
/// round robin.
pub fn max_swiss_rounds(n: usize) -> usize {
    match n {
        0 | 1 => 0,
        n if n % 2 == 0 => n - 1,
        n => n,
    }
}

/// What the pairing needs to know of one player.
#[derive(Clone, Debug, Default)]
struct Record {
    points: u32,
    colours: Vec<Color>,
    had_bye: bool,
}

impl Record {
    /// Blacks minus Whites.
    fn difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| match c {
                Color::Black => 1,
                Color::White => -1,
            })
            .sum()
    }

    /// The colour this player must have: the other after two of one in a
    /// row, or the one they are two short of.
    fn must(&self) -> Option<Color> {
        if let [.., a, b] = self.colours[..]
            && a == b
        {
            return Some(a.opposite());
        }
        match self.difference() {
            d if d >= 2 => Some(Color::White),
            d if d <= -2 => Some(Color::Black),
            _ => None,
        }
    }

    /// The colour this player would rather have, if any.
    fn prefers(&self) -> Option<Color> {
        match self.difference() {
            d if d > 0 => Some(Color::White),
            d if d < 0 => Some(Color::Black),
            _ => self.colours.last().map(|c| c.opposite()),
        }
    }
}

/// Search steps allowed before the search gives way to the matching.
const BUDGET: usize = 50_000;

/// A search for a round that keeps every rule.
struct Search<'a> {
    records: &'a [Record],
    met: &'a [Vec<bool>],
    steps: usize,
}

impl Search<'_> {
    fn allowed(&self, a: usize, b: usize) -> bool {
        !self.met[a][b] && !colour_clash(&self.records[a], &self.records[b])
    }

    /// Pairs `left` (in ranking order) completely, or gives up.
    fn pair(&mut self, left: &[usize], out: &mut Vec<(usize, usize)>) -> bool {
        let Some((&top, rest)) = left.split_first() else {
            return true;
        };
        self.steps += 1;
        if self.steps > BUDGET {
            return false;
        }
        for index in candidates(self.records, top, rest) {
            let opponent = rest[index];
            if !self.allowed(top, opponent) {
                continue;
            }
            let remaining = [&rest[..index], &rest[index + 1..]].concat();
            out.push((top, opponent));
            if self.pair(&remaining, out) {
                return true;
            }
            out.pop();
            if self.steps > BUDGET {
                return false;
            }
        }
        false
    }
}

/// The order in which `top` tries the players of `rest` (ranked): first the
/// lower half of its score group from its top (S1 against S2), then the
/// upper half upward, then the lower groups in ranking order.
fn candidates(records: &[Record], top: usize, rest: &[usize]) -> Vec<usize> {
    let points = records[top].points;
    let group = rest
        .iter()
        .take_while(|&&p| records[p].points == points)
        .count();
    // The group with `top` has `group + 1` players; S2 starts at half of it.
    let half = group.div_ceil(2);
    let start = half.saturating_sub(1).min(group);
    let mut order: Vec<usize> = (start..group).collect();
    order.extend((0..start).rev());
    order.extend(group..rest.len());
    order
}

/// Colours for `a` and `b` (`a` ranked higher), on the `board`-th board of
/// the round (from 0).
fn colours(records: &[Record], a: usize, b: usize, board: usize) -> Pairing {
    let (ra, rb) = (&records[a], &records[b]);
    let a_black = match (ra.must(), rb.must()) {
        (Some(c), _) => c == Color::Black,
        (None, Some(c)) => c == Color::White,
        (None, None) => match (ra.prefers(), rb.prefers()) {
            (Some(pa), Some(pb)) if pa != pb => pa == Color::Black,
            (Some(pa), Some(_)) => {
                // Both want the same: the stronger wish, else the higher ranked.
                if rb.difference().abs() > ra.difference().abs() {
                    pa != Color::Black
                } else {
                    pa == Color::Black
                }
            }
            (Some(pa), None) => pa == Color::Black,
            (None, Some(pb)) => pb == Color::White,
            (None, None) => board.is_multiple_of(2),
        },
    };
    if a_black {
        Pairing { black: a, white: b }
    } else {
        Pairing { black: b, white: a }
    }
}

/// The next Swiss round of `n` players after the rounds `history` (a bye
/// counts as a win; a game still running counts as played, scoring nothing
/// yet).
pub fn swiss_round(n: usize, history: &[PlayedRound]) -> Round {
    swiss_round_without(n, history, &[])
}

/// [`swiss_round`] leaving out the players in `withdrawn` (they are
/// neither paired nor given the bye; their games so far still count for
/// the others' scores, colours and repeats).
pub fn swiss_round_without(n: usize, history: &[PlayedRound], withdrawn: &[usize]) -> Round {
    let mut records = vec![Record::default(); n];
    let mut met = vec![vec![false; n]; n];
    for round in history {
        for &(pairing, result) in &round.games {
            let (b, w) = (pairing.black, pairing.white);
            if b >= n || w >= n {
                continue;
            }
            met[b][w] = true;
            met[w][b] = true;
            records[b].colours.push(Color::Black);
            records[w].colours.push(Color::White);
            records[b].points += half_points(pairing, result, b);
            records[w].points += half_points(pairing, result, w);
        }
        if let Some(bye) = round.bye.filter(|&p| p < n) {
            records[bye].had_bye = true;
            records[bye].points += 2;
        }
    }
    let mut ranked: Vec<usize> = (0..n).filter(|p| !withdrawn.contains(p)).collect();
    ranked.sort_by_key(|&p| (std::cmp::Reverse(records[p].points), p));

    // Who may sit out: the lowest-ranked first, those without a bye only
    // (everyone, should all have had one).
    let bye_candidates: Vec<Option<usize>> = if ranked.len().is_multiple_of(2) {
        vec![None]
    } else {
        let fresh: Vec<Option<usize>> = ranked
            .iter()
            .rev()
            .filter(|&&p| !records[p].had_bye)
            .map(|&p| Some(p))
            .collect();
        if fresh.is_empty() {
            ranked.iter().rev().map(|&p| Some(p)).collect()
        } else {
            fresh
        }
    };
    let mut search = Search {
        records: &records,
        met: &met,
        steps: 0,
    };
    for &bye in &bye_candidates {
        let left: Vec<usize> = ranked.iter().copied().filter(|&p| Some(p) != bye).collect();
        let mut pairs = Vec::with_capacity(ranked.len() / 2);
        if search.pair(&left, &mut pairs) {
            return with_colours(&records, &pairs, bye);
        }
        if search.steps > BUDGET {
            break;
        }
    }
    let (pairs, bye) = least_broken(&records, &met, &ranked, &bye_candidates);
    with_colours(&records, &pairs, bye)
}

/// The round of `pairs` (higher ranked first, in board order), coloured.
fn with_colours(records: &[Record], pairs: &[(usize, usize)], bye: Option<usize>) -> Round {
    let pairings = pairs
        .iter()
        .enumerate()
        .map(|(board, &(a, b))| colours(records, a, b, board))
        .collect();
    Round { pairings, bye }
}

/// Whether `a` and `b` must both have the same colour, so one of them
/// breaks the colour rule.
fn colour_clash(a: &Record, b: &Record) -> bool {
    let must = a.must();
    must.is_some() && must == b.must()
}

/// What breaking a rule costs in [`least_broken`]: each tier outweighs
/// every possible sum of the ones below it (at most 100 pairs, score gaps
/// under 400 half points).
const SECOND_BYE_COST: i128 = 10i128.pow(30);
const REPEAT_COST: i128 = 10i128.pow(24);
const COLOUR_COST: i128 = 10i128.pow(16);
const SCORE_COST: i128 = 10i128.pow(6);

/// The pairing of `ranked` (with one of `bye_candidates` sitting out, when
/// their number is odd) that breaks the fewest rules: a minimum-cost
/// perfect matching. Pairs come back higher ranked first, in rank order.
fn least_broken(
    records: &[Record],
    met: &[Vec<bool>],
    ranked: &[usize],
    bye_candidates: &[Option<usize>],
) -> (Vec<(usize, usize)>, Option<usize>) {
    let players = ranked.len();
    // With an odd count, the last vertex is the bye.
    let vertices = players + players % 2;
    let mut group_size = std::collections::HashMap::<u32, usize>::new();
    for &p in ranked {
        *group_size.entry(records[p].points).or_default() += 1;
    }
    let mut cost = vec![0i128; vertices * vertices];
    for i in 0..players {
        let a = ranked[i];
        for j in i + 1..players {
            let b = ranked[j];
            let (ra, rb) = (&records[a], &records[b]);
            let gap = i128::from(ra.points.abs_diff(rb.points));
            let mut c = SCORE_COST * gap * gap;
            if met[a][b] {
                c += REPEAT_COST;
            }
            if colour_clash(ra, rb) {
                c += COLOUR_COST;
            }
            if gap == 0 {
                // Within a score group, S1 against S2: the top half meets
                // the bottom half, rank distance half the group.
                let ideal = group_size[&ra.points] / 2;
                c += (j - i).abs_diff(ideal) as i128;
            }
            cost[i * vertices + j] = c;
        }
        if vertices > players {
            let may_sit_out = bye_candidates.contains(&Some(a));
            let from_bottom = (players - 1 - i) as i128;
            cost[i * vertices + players] = if may_sit_out {
                SCORE_COST * 4 * from_bottom
            } else {
                SECOND_BYE_COST
            };
        }
    }
    let mate = integer_blossom::min_weight_perfect_matching(&cost, vertices);
    let mut pairs = Vec::with_capacity(players / 2);
    let mut bye = None;
    for (i, &m) in mate.iter().enumerate().take(players) {
        if m == players {
            bye = Some(ranked[i]);
        } else if i < m {
            pairs.push((ranked[i], ranked[m]));
        }
    }
    (pairs, bye)
}
