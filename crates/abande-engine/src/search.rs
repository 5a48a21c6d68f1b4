//! Iterative-deepening principal variation search with a transposition
//! table, killer and history move ordering, null-move pruning, late-move
//! reductions and a quiescence search over forcing moves.
//!
//! Everything that decides a move depends only on the position, the limits'
//! node count and depth, and the seed; the clock only cuts a search short.

use std::time::{Duration, Instant};

use super::level::{Evaluation, SearchLimits, Style};
use super::rng::{Rng, mix};
use super::tree::{GameTree, Plan, WIN, WIN_THRESHOLD};
use super::tt::{Bound, Entry, Table};

/// What a finished search says.
#[derive(Clone, Debug)]
pub(crate) struct Outcome<M> {
    pub best: M,
    /// Score of `best` from the mover's view (internal units).
    pub score: i32,
    /// Deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl<M> Outcome<M> {
    /// The same figures, without the family-specific move.
    pub fn without_move(&self) -> Outcome<()> {
        Outcome {
            best: (),
            score: self.score,
            depth: self.depth,
            nodes: self.nodes,
            elapsed: self.elapsed,
        }
    }
}

/// Longest line searched; a bound for the per-ply tables.
const MAX_PLY: usize = 128;

/// History scores are halved when one passes this, keeping them below the
/// ordering bands of killers and tactical moves.
const HISTORY_CAP: i32 = 1 << 24;

/// Beyond this many earlier positions, repetitions are not looked for.
const REPETITION_WINDOW: usize = 100;

struct Searcher<T: GameTree> {
    limits: SearchLimits,
    style: Style,
    plan: Plan,
    seed: u64,
    start: Instant,
    nodes: u64,
    stopped: bool,
    /// False during depth 1, which always finishes so there is a move.
    can_stop: bool,
    tt: Table<T::Move>,
    killers: Vec<[Option<T::Move>; 2]>,
    history: Vec<i32>,
    move_lists: Vec<Vec<T::Move>>,
    order_lists: Vec<Vec<i32>>,
    /// Hashes of every position from the start of the game to the current node.
    path: Vec<u64>,
}

/// A root move and what the last iteration found for it.
#[derive(Clone, Copy, Debug)]
struct RootMove<M> {
    mv: M,
    score: i32,
    /// Whether `score` is the move's value (not just an upper bound).
    exact: bool,
}

/// Searches `root` and picks a move; `None` if there is no legal move.
/// `earlier` are the hashes of the game's earlier positions, oldest first.
pub(crate) fn search<T: GameTree>(
    root: &T,
    earlier: &[u64],
    limits: SearchLimits,
    style: Style,
    seed: u64,
) -> Option<Outcome<T::Move>> {
    let start = Instant::now();
    let mut moves = Vec::new();
    root.legal_moves_into(&mut moves);
    if moves.is_empty() {
        return None;
    }
    let mut searcher = Searcher::<T> {
        limits,
        style,
        plan: Plan {
            presser: if style.press {
                root.plan().presser
            } else {
                None
            },
            turtle: (style.evaluation == Evaluation::Turtle).then(|| root.to_move()),
        },
        seed,
        start,
        nodes: 0,
        stopped: false,
        can_stop: false,
        // Most nodes are leaves, which store nothing: half an entry per
        // node budgeted is plenty (capped at 2^20 entries, about 24 MB).
        tt: Table::new((limits.nodes / 2) as usize),
        killers: vec![[None; 2]; MAX_PLY + 1],
        history: vec![0; T::MOVE_INDEXES],
        move_lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
        order_lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
        path: earlier.to_vec(),
    };
    searcher.path.push(root.zobrist());
    let mut root_moves: Vec<RootMove<T::Move>> = moves
        .iter()
        .map(|&mv| RootMove {
            mv,
            score: -WIN,
            exact: false,
        })
        .collect();
    root_moves.sort_by_key(|r| -root.move_hint(r.mv));

    let max_depth = limits.depth.clamp(1, (MAX_PLY / 2) as u32);
    let mut completed: Option<(u32, Vec<RootMove<T::Move>>)> = None;
    let mut partial_best: Option<RootMove<T::Move>> = None;
    for depth in 1..=max_depth {
        searcher.can_stop = depth > 1;
        let (searched, all_done) = searcher.root_iteration(root, &mut root_moves, depth as i32);
        if !all_done {
            // Moves finished before the stop were searched at full depth;
            // the first of them was the previous best, so their best stands.
            partial_best = root_moves[..searched]
                .iter()
                .copied()
                .filter(|r| r.exact || searched == 1)
                .max_by_key(|r| r.score);
            break;
        }
        root_moves.sort_by_key(|r| -r.score);
        completed = Some((depth, root_moves.clone()));
        let decided = root_moves[0].score.abs() > WIN_THRESHOLD;
        if decided || root_moves.len() == 1 || searcher.out_of_budget() {
            break;
        }
    }
    let (depth, ranked) = completed.expect("depth 1 always completes");
    // A move that beat the previous best in the cut-short deeper iteration
    // is better informed than that iteration's ranking.
    let best = match partial_best {
        Some(p) if style.margin == 0 => p,
        _ => searcher.pick(&ranked),
    };
    Some(Outcome {
        best: best.mv,
        score: best.score,
        depth,
        nodes: searcher.nodes,
        elapsed: start.elapsed(),
    })
}

impl<T: GameTree> Searcher<T> {
    /// One iteration over the root moves, best first. Returns how many moves
    /// were fully searched and whether the iteration finished.
    fn root_iteration(
        &mut self,
        root: &T,
        root_moves: &mut [RootMove<T::Move>],
        depth: i32,
    ) -> (usize, bool) {
        let mut best = -WIN - 1;
        for (i, root_move) in root_moves.iter_mut().enumerate() {
            let mv = root_move.mv;
            let mut child = root.clone();
            child.play_legal(mv);
            self.path.push(child.zobrist());
            // Moves within the margin of the best need exact scores, so the
            // window opens that far below it.
            let floor = if i == 0 {
                -WIN - 1
            } else {
                best - self.style.margin
            };
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1, 1, -WIN - 1, WIN + 1, true);
            } else {
                score = -self.negamax(&child, depth - 1, 1, -floor - 1, -floor, true);
                if score > floor && !self.stopped {
                    score = -self.negamax(&child, depth - 1, 1, -WIN - 1, -floor, true);
                }
            }
            self.path.pop();
            if self.stopped {
                return (i, false);
            }
            root_move.score = score;
            root_move.exact = score > floor;
            best = best.max(score);
        }
        (root_moves.len(), true)
    }

    /// The move to play from a finished iteration's ranking (best first):
    /// the best, or for the weaker levels a seeded pick among the near-best.
    fn pick(&self, ranked: &[RootMove<T::Move>]) -> RootMove<T::Move> {
        let best = ranked[0];
        if self.style.margin == 0 || best.score.abs() > WIN_THRESHOLD {
            return best;
        }
        let mut rng = Rng::new(self.seed ^ mix(self.path[self.path.len() - 1]));
        let blunder = rng.below(100) < self.style.blunder_percent as usize;
        let margin = if blunder {
            self.style.margin * 4
        } else {
            self.style.margin
        };
        // A forced loss is never chosen while something else is available.
        let candidates: Vec<RootMove<T::Move>> = ranked
            .iter()
            .copied()
            .filter(|r| {
                (r.exact || blunder) && r.score >= best.score - margin && r.score > -WIN_THRESHOLD
            })
            .collect();
        if candidates.is_empty() {
            return best;
        }
        // Weighted towards the better candidates.
        let weights: Vec<u64> = candidates
            .iter()
            .map(|r| (margin - (best.score - r.score)).max(0) as u64 + 1)
            .collect();
        let total: u64 = weights.iter().sum();
        let mut roll = rng.next_u64() % total;
        for (r, w) in candidates.iter().zip(&weights) {
            if roll < *w {
                return *r;
            }
            roll -= w;
        }
        best
    }

    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if !self.can_stop {
            return false;
        }
        if self.nodes >= self.limits.nodes
            || (self.nodes & 1023 == 0 && self.start.elapsed() >= self.limits.time)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Static evaluation plus this level's seeded noise.
    fn evaluate(&self, pos: &T) -> i32 {
        if self.style.evaluation == Evaluation::Material {
            return pos.material();
        }
        let noise = self.style.eval_noise;
        let base = pos.evaluate(self.plan);
        if noise == 0 {
            return base;
        }
        let span = 2 * noise as u64 + 1;
        base + (mix(pos.zobrist() ^ self.seed) % span) as i32 - noise
    }

    /// A draw is worth a little less than nothing to the engine's side.
    fn draw_score(&self, ply: usize) -> i32 {
        if ply.is_multiple_of(2) {
            -self.style.contempt
        } else {
            self.style.contempt
        }
    }

    /// Whether the current node (last in `path`) repeats an earlier position.
    fn is_repetition(&self) -> bool {
        let n = self.path.len();
        let current = self.path[n - 1];
        let oldest = n.saturating_sub(REPETITION_WINDOW);
        // The hash includes the side to move: look only every other ply.
        let mut i = n - 1;
        while i >= oldest + 2 {
            i -= 2;
            if self.path[i] == current {
                return true;
            }
        }
        false
    }

    fn terminal_score(&self, pos: &T, ply: usize) -> Option<i32> {
        let s = pos.final_score()?;
        Some(match s {
            0 => self.draw_score(ply),
            s if s > 0 => WIN - ply as i32,
            _ => -WIN + ply as i32,
        })
    }

    fn negamax(
        &mut self,
        pos: &T,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        null_ok: bool,
    ) -> i32 {
        if let Some(s) = self.terminal_score(pos, ply) {
            return s;
        }
        if T::REPEATS && self.is_repetition() {
            return self.draw_score(ply);
        }
        if depth <= 0 || ply >= MAX_PLY - 16 {
            return self.quiescence(pos, ply, alpha, beta, self.style.quiescence);
        }
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let pv = beta - alpha > 1;
        let hash = pos.zobrist();
        let mut tt_move = None;
        if let Some(e) = self.tt.get(hash) {
            tt_move = e.best;
            if e.depth >= depth && !pv {
                let s = score_from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }

        if T::NULL_MOVE
            && null_ok
            && !pv
            && depth >= 3
            && beta.abs() < WIN_THRESHOLD
            && self.style.evaluation != Evaluation::Material
        {
            let stand = self.evaluate(pos);
            if stand >= beta {
                let mut child = pos.clone();
                child.pass_turn();
                self.path.push(child.zobrist());
                let r = 2 + depth / 4;
                let s = -self.negamax(&child, depth - 1 - r, ply + 1, -beta, -beta + 1, false);
                self.path.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s > WIN_THRESHOLD { beta } else { s };
                }
            }
        }

        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        let mut order = std::mem::take(&mut self.order_lists[ply]);
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.move_lists[ply] = moves;
            self.order_lists[ply] = order;
            // No legal move loses (Abalone); Abande always has one.
            return -WIN + ply as i32;
        }
        order.clear();
        let killers = self.killers[ply];
        for &m in &moves {
            let hint = pos.move_hint(m);
            let key = if Some(m) == tt_move {
                1 << 30
            } else if hint > 0 {
                (1 << 29) + hint
            } else if Some(m) == killers[0] {
                1 << 28
            } else if Some(m) == killers[1] {
                (1 << 28) - 1
            } else {
                self.history[T::move_index(m)] + hint
            };
            order.push(key);
        }

        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best_move = None;
        for i in 0..moves.len() {
            // Selection sort, one step at a time: cut-offs come early.
            let mut top = i;
            for j in i + 1..moves.len() {
                if order[j] > order[top] {
                    top = j;
                }
            }
            moves.swap(i, top);
            order.swap(i, top);
            let m = moves[i];
            let quiet = order[i] < (1 << 28) - 1;

            let mut child = pos.clone();
            child.play_legal(m);
            self.path.push(child.zobrist());
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, true)
            } else {
                let reduction = if quiet
                    && depth >= 3
                    && i >= 3
                    && self.style.evaluation != Evaluation::Material
                {
                    late_move_reduction(depth, i) - i32::from(pv)
                } else {
                    0
                }
                .max(0);
                let mut s = -self.negamax(
                    &child,
                    depth - 1 - reduction,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    true,
                );
                if s > alpha && reduction > 0 && !self.stopped {
                    s = -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha, true);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, true);
                }
                s
            };
            self.path.pop();
            if self.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    self.reward(ply, m, depth);
                }
                break;
            }
        }
        self.move_lists[ply] = moves;
        self.order_lists[ply] = order;
        if self.stopped {
            return 0;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.put(Entry {
            key: hash,
            best: best_move,
            score: score_to_tt(best_score, ply),
            depth,
            bound,
        });
        best_score
    }

    /// A quiet move that caused a cut-off: remember it at this ply and in history.
    fn reward(&mut self, ply: usize, m: T::Move, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        let h = &mut self.history[T::move_index(m)];
        *h += depth * depth;
        if *h > HISTORY_CAP {
            for v in &mut self.history {
                *v /= 2;
            }
        }
    }

    fn quiescence(&mut self, pos: &T, ply: usize, mut alpha: i32, beta: i32, left: u32) -> i32 {
        if let Some(s) = self.terminal_score(pos, ply) {
            return s;
        }
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let stand = self.evaluate(pos);
        if left == 0 || stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        pos.tactical_moves(&mut moves);
        let mut best = stand;
        for &m in &moves {
            let mut child = pos.clone();
            child.play_legal(m);
            let score = -self.quiescence(&child, ply + 1, -beta, -alpha, left - 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.move_lists[ply] = moves;
        if self.stopped { 0 } else { best }
    }
}

/// Plies to cut from the search of the `index`-th move at `depth`: late
/// moves in a well-ordered list rarely matter, and more so deep down.
fn late_move_reduction(depth: i32, index: usize) -> i32 {
    let r = 0.75 + (depth as f64).ln() * (index as f64).ln() / 2.25;
    (r as i32).clamp(1, depth - 1)
}

/// Win scores count plies from the root; the table stores them from the node.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_THRESHOLD {
        score + ply as i32
    } else if score < -WIN_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_THRESHOLD {
        score - ply as i32
    } else if score < -WIN_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}
