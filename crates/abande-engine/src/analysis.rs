//! Analysis of a game: the engine's evaluation after every ply, what each
//! move cost against the engine's best, and the grade of every mistake.
//!
//! Pure like the rest of the engine: [`analyse`] searches every position
//! of a game once, at level 4's strength without its noise, and calls back
//! after each so a caller can show progress. Evaluations are in hundredths
//! of a marble (Abalone) or of a point of score (Abande), from Black's view.

use serde::{Deserialize, Serialize};

use super::level::{Evaluation, Style};
use super::{Choice, Level, SearchLimits, run};
use abande_rules::{Color, Game, Outcome};

/// Evaluations are shown within ± this many hundredths: a decided game
/// (a forced win found, or six marbles off) sits at the edge.
pub const EVAL_CAP: i32 = 1000;

/// A move that cost at least this many hundredths of a marble or point is
/// an inaccuracy ([`Grade`]; the README's table says the same).
pub const INACCURACY: i32 = 30;
/// ... a mistake.
pub const MISTAKE: i32 = 60;
/// ... a blunder: a whole marble or point, or more.
pub const BLUNDER: i32 = 100;

/// How bad a move was, by how much it lost against the engine's best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Grade {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    pub const ALL: [Grade; 3] = [Grade::Inaccuracy, Grade::Mistake, Grade::Blunder];

    /// The grade of a move that lost `loss` hundredths; `None` below an inaccuracy.
    pub fn of_loss(loss: i32) -> Option<Grade> {
        match loss {
            l if l >= BLUNDER => Some(Grade::Blunder),
            l if l >= MISTAKE => Some(Grade::Mistake),
            l if l >= INACCURACY => Some(Grade::Inaccuracy),
            _ => None,
        }
    }

    /// `inaccuracy`, `mistake`, `blunder`: for catalogue selectors.
    pub fn name(self) -> &'static str {
        match self {
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// One ply of an analysed game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlyAnalysis {
    /// 1-based.
    pub ply: usize,
    #[serde(with = "color_name")]
    pub by: Color,
    /// The move played and the engine's choice in the same position, in notation.
    pub played: String,
    pub best: String,
    /// The evaluation after the move, from Black's view, within ±[`EVAL_CAP`].
    pub eval: i32,
    /// What the move cost its player against `best` (0 when it was `best`).
    pub loss: i32,
    pub grade: Option<Grade>,
}

/// A colour stored as its name (`black`, `white`): in analyses and in
/// puzzles (`puzzle.rs`).
pub(crate) mod color_name {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use abande_rules::Color;

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let name = String::deserialize(d)?;
        Color::BOTH
            .into_iter()
            .find(|c| c.name() == name)
            .ok_or_else(|| D::Error::custom(format!("not a colour: {name}")))
    }
}

/// A whole game analysed (or its first plies: see [`analyse_from`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameAnalysis {
    /// The evaluation of the start, from Black's view.
    pub start: i32,
    pub plies: Vec<PlyAnalysis>,
    /// The engine's choice in the position after the last ply analysed, so
    /// that an analysis extended later grades the next move without
    /// searching that position again (absent in analyses stored before it
    /// was kept, and once the game is over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_best: Option<String>,
}

/// One player's moves summed up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayerSummary {
    pub moves: usize,
    /// Sum of the losses, in hundredths.
    pub total_loss: i64,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

impl PlayerSummary {
    /// Average loss per move, in hundredths.
    pub fn average_loss(&self) -> f64 {
        if self.moves == 0 {
            0.0
        } else {
            self.total_loss as f64 / self.moves as f64
        }
    }

    /// The share of moves, in percent, that lost less than an inaccuracy
    /// (100 for a player without moves).
    pub fn accuracy(&self) -> f64 {
        if self.moves == 0 {
            return 100.0;
        }
        let graded = self.inaccuracies + self.mistakes + self.blunders;
        100.0 * (self.moves - graded) as f64 / self.moves as f64
    }

    pub fn count(&self, grade: Grade) -> usize {
        match grade {
            Grade::Inaccuracy => self.inaccuracies,
            Grade::Mistake => self.mistakes,
            Grade::Blunder => self.blunders,
        }
    }
}

impl GameAnalysis {
    /// The plies graded at least an inaccuracy, in game order.
    pub fn mistakes(&self) -> impl Iterator<Item = &PlyAnalysis> {
        self.plies.iter().filter(|p| p.grade.is_some())
    }

    pub fn summary(&self, color: Color) -> PlayerSummary {
        let mut s = PlayerSummary::default();
        for p in self.plies.iter().filter(|p| p.by == color) {
            s.moves += 1;
            s.total_loss += i64::from(p.loss);
            match p.grade {
                Some(Grade::Inaccuracy) => s.inaccuracies += 1,
                Some(Grade::Mistake) => s.mistakes += 1,
                Some(Grade::Blunder) => s.blunders += 1,
                None => {}
            }
        }
        s
    }

    /// The game's turning points: the plies (1-based) of its mistakes and
    /// blunders, the costliest first, at most `most`.
    pub fn turning_points(&self, most: usize) -> Vec<usize> {
        let mut big: Vec<&PlyAnalysis> = self
            .plies
            .iter()
            .filter(|p| p.grade >= Some(Grade::Mistake))
            .collect();
        big.sort_by_key(|p| (std::cmp::Reverse(p.loss), p.ply));
        big.into_iter().take(most).map(|p| p.ply).collect()
    }
}

/// How hard each position is searched: level 4's node budget and depth,
/// with a generous time cap so a busy machine still reaches them.
pub fn analysis_limits() -> SearchLimits {
    let level = Level::new(4).expect("level 4");
    SearchLimits {
        time: level.time_cap() * 3,
        ..level.limits()
    }
}

/// No noise, no margin, no contempt: the engine's honest opinion.
pub(crate) fn analysis_style() -> Style {
    Style {
        eval_noise: 0,
        margin: 0,
        quiescence: 8,
        contempt: 0,
        press: false,
        blunder_percent: 0,
        evaluation: Evaluation::Engine,
    }
}

/// The value of a position from Black's view, and the engine's move there
/// (none once the game is over).
pub(crate) fn evaluate(game: &Game, limits: SearchLimits) -> (i32, Option<Choice>) {
    if let Some(outcome) = game.outcome() {
        // A won game is worth what a forced win found is worth, in both
        // games: an Abande game won by 2 points valued at its points would
        // make the chart drop at the end and grade the winning move.
        let value = match outcome {
            Outcome::Draw => 0,
            Outcome::Win(Color::Black) => EVAL_CAP,
            Outcome::Win(Color::White) => -EVAL_CAP,
        };
        return (value, None);
    }
    let mover = game.to_move().expect("a game not over has a mover");
    let Some(choice) = run(game, limits, analysis_style(), 0) else {
        return (0, None);
    };
    let own = if choice.eval > Choice::FORCED {
        EVAL_CAP
    } else if choice.eval < -Choice::FORCED {
        -EVAL_CAP
    } else {
        choice.eval.clamp(-EVAL_CAP, EVAL_CAP)
    };
    let black = if mover == Color::Black { own } else { -own };
    (black, Some(choice))
}

/// Analyses every ply of `game` with `limits` per position, on `threads`
/// threads (see [`analyse_from`]); `progress` is told `(positions searched,
/// positions in all)` after each search.
pub fn analyse(
    game: &Game,
    limits: SearchLimits,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> GameAnalysis {
    analyse_from(game, game.ply(), None, limits, threads, progress, &|| false).0
}

/// Analyses the first `upto` plies of `game` (at most all of them), going
/// on from `from`, an analysis of its first plies (the caller checked it
/// was made for the same moves), instead of from the start.
///
/// The positions are independent searches, each with a fresh state (its
/// own transposition table, killers and history) and the same limits, so
/// they are spread over `threads` threads (0 counts as 1) and the result
/// is the same whatever their number, as long as no search is cut short by
/// the time cap. The threads are the caller's own, started and joined
/// here (plain OS threads).
///
/// `progress` hears `(positions searched, positions in all)`, counting
/// those of `from` as searched, from the calling thread each time a search
/// ends (searches end in any order; the count only grows). `stop` is
/// asked, on the calling thread, before each position is handed to a
/// thread; when it says so no more are started, those under way finish,
/// and the analysis ends after the last position searched with all before
/// it. Returns the analysis so far and whether it reached `upto`.
pub fn analyse_from(
    game: &Game,
    upto: usize,
    from: Option<GameAnalysis>,
    limits: SearchLimits,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
    stop: &dyn Fn() -> bool,
) -> (GameAnalysis, bool) {
    let moves = &game.moves()[..upto.min(game.ply())];
    let total = moves.len() + 1;
    let from = from.filter(|a| a.plies.len() <= moves.len());
    let done = from.as_ref().map_or(0, |a| a.plies.len());
    // The positions after `first..=moves.len()` moves are searched.
    let mut position = Game::new(game.kind());
    for &m in &moves[..done] {
        position.play(m).expect("the game's own moves replay");
    }
    let (mut analysis, stored_value, known_best, first) = match from {
        Some(mut analysis) => {
            let value = analysis.plies.last().map_or(analysis.start, |p| p.eval);
            let known = analysis
                .next_best
                .take()
                .and_then(|text| position.parse_move(&text).ok());
            // The position the stored plies end in is searched only for its
            // best move, and only when a move follows and it is not known.
            let first = if known.is_some() || done == moves.len() {
                done + 1
            } else {
                done
            };
            (analysis, Some(value), known, first)
        }
        None => {
            let empty = GameAnalysis {
                start: 0,
                plies: Vec::with_capacity(moves.len()),
                next_best: None,
            };
            (empty, None, None, 0)
        }
    };
    let mut positions = Vec::with_capacity((moves.len() + 1).saturating_sub(first));
    if first == done {
        positions.push(position.clone());
    }
    for &m in &moves[done..] {
        position.play(m).expect("the game's own moves replay");
        positions.push(position.clone());
    }
    if first > done {
        progress(first, total);
    }
    let mut results = search_all(
        &positions,
        limits,
        threads,
        &mut |searched| progress(first + searched, total),
        stop,
    )
    .into_iter();
    let mut next_result = || results.next().flatten();

    let (mut value, mut best_next) = match stored_value {
        Some(value) if first > done => (value, known_best),
        Some(value) => match next_result() {
            Some((_, choice)) => (value, choice.map(|c| c.mv)),
            None => return (analysis, false),
        },
        None => match next_result() {
            Some((value, choice)) => {
                analysis.start = value;
                (value, choice.map(|c| c.mv))
            }
            None => return (analysis, false),
        },
    };
    let mut mover = Game::new(game.kind());
    for &m in &moves[..done] {
        mover.play(m).expect("the game's own moves replay");
    }
    for (i, &m) in moves.iter().enumerate().skip(done) {
        let Some((after, next_choice)) = next_result() else {
            analysis.next_best = best_next.map(|m| m.to_string());
            return (analysis, false);
        };
        let by = mover.to_move().unwrap_or(Color::Black);
        mover.play(m).expect("the game's own moves replay");
        let best = best_next.unwrap_or(m);
        let swing = match by {
            Color::Black => value - after,
            Color::White => after - value,
        };
        let loss = if best == m { 0 } else { swing.max(0) };
        analysis.plies.push(PlyAnalysis {
            ply: i + 1,
            by,
            played: m.to_string(),
            best: best.to_string(),
            eval: after,
            loss,
            grade: Grade::of_loss(loss),
        });
        (value, best_next) = (after, next_choice.map(|c| c.mv));
    }
    analysis.next_best = best_next.map(|m| m.to_string());
    (analysis, true)
}

/// What the search of one position found: its value from Black's view and
/// the engine's move there.
type Found = (i32, Option<Choice>);

/// Evaluates each of `positions` on up to `threads` threads, handing them
/// out in order: `stop` is asked before each is handed out, `searched`
/// told how many have been searched after each. The results in order:
/// every position handed out is searched to its end, so after a stop the
/// results are those of the first positions and `None` for the rest.
fn search_all(
    positions: &[Game],
    limits: SearchLimits,
    threads: usize,
    searched: &mut dyn FnMut(usize),
    stop: &dyn Fn() -> bool,
) -> Vec<Option<Found>> {
    use std::sync::{Mutex, mpsc};

    let mut results: Vec<Option<Found>> = positions.iter().map(|_| None).collect();
    if positions.is_empty() {
        return results;
    }
    let workers = threads.clamp(1, positions.len());
    let (jobs, job_queue) = mpsc::channel::<usize>();
    let job_queue = Mutex::new(job_queue);
    let (finished, finished_queue) = mpsc::channel();
    std::thread::scope(|scope| {
        // Owned here, so that it is gone when this closure ends, however it
        // ends: the workers then stop waiting for jobs and the scope joins them.
        let jobs = jobs;
        for _ in 0..workers {
            let (job_queue, finished) = (&job_queue, finished.clone());
            scope.spawn(move || {
                loop {
                    // The lock is held only while waiting for the next job.
                    let job = job_queue.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    let Ok(k) = job else { break };
                    let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        evaluate(&positions[k], limits)
                    }));
                    if finished.send((k, found)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(finished);
        let (mut next, mut running, mut stopped, mut count) = (0, 0, false, 0);
        let hand_out = |next: &mut usize, running: &mut usize, stopped: &mut bool| {
            if *stopped || *next == positions.len() {
                return;
            }
            if stop() {
                *stopped = true;
                return;
            }
            jobs.send(*next).expect("the workers wait for jobs");
            *next += 1;
            *running += 1;
        };
        for _ in 0..workers {
            hand_out(&mut next, &mut running, &mut stopped);
        }
        while running > 0 {
            let (k, found) = finished_queue
                .recv()
                .expect("a worker answers every job it takes");
            // A search that panicked panics here, as it would on one thread
            // (the others stop once the job queue is gone with this frame).
            let found = found.unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            results[k] = Some(found);
            running -= 1;
            count += 1;
            searched(count);
            hand_out(&mut next, &mut running, &mut stopped);
        }
    });
    results
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::{GameKind, Move};
    use std::time::Duration;

    /// Small searches keep the tests quick; blunders of a marble show anyway.
    fn quick() -> SearchLimits {
        SearchLimits {
            nodes: 40_000,
            time: Duration::from_secs(5),
            depth: 64,
        }
    }

    fn analysed(kind: GameKind, moves: &[&str]) -> GameAnalysis {
        let game = Game::replay(kind, moves).unwrap();
        let mut seen = Vec::new();
        let analysis = analyse(&game, quick(), 1, &mut |done, all| seen.push((done, all)));
        assert_eq!(seen.len(), moves.len() + 1, "progress after every position");
        assert_eq!(seen.last(), Some(&(moves.len() + 1, moves.len() + 1)));
        analysis
    }

    /// A finished game counts as the cap for its winner, as a forced win
    /// found does, in Abande as in Abalone (not the final points).
    #[test]
    fn a_finished_game_is_worth_the_cap_to_its_winner() {
        for kind in [GameKind::AbandeHex, GameKind::AbandeSquare] {
            let mut game = Game::new(kind);
            let mut seed = 0;
            while !game.is_over() {
                let choice = crate::choose_move(&game, Level::new(1).unwrap(), seed)
                    .expect("a move while the game runs");
                game.play(choice.mv).unwrap();
                seed += 1;
            }
            let expected = match game.outcome() {
                Some(Outcome::Win(Color::Black)) => EVAL_CAP,
                Some(Outcome::Win(Color::White)) => -EVAL_CAP,
                _ => 0,
            };
            assert_eq!(
                evaluate(&game, quick()).0,
                expected,
                "{kind}: {:?}",
                game.score()
            );
        }
    }

    /// An analysis of the first plies, extended later, is the analysis
    /// of the whole game, and the extension searches only the new plies.
    #[test]
    fn an_extended_analysis_equals_one_made_at_once() {
        let moves = ["a1b2", "i5h5", "a2b3", "i6h6", "b1c2", "h4g4"];
        let game = Game::replay(GameKind::Abalone, &moves).unwrap();
        let whole = analyse(&game, quick(), 1, &mut |_, _| {});
        let never = &|| false;
        let (first, done) = analyse_from(&game, 4, None, quick(), 1, &mut |_, _| {}, never);
        assert!(done);
        assert_eq!(first.plies[..], whole.plies[..4]);
        let mut seen = Vec::new();
        let (extended, done) = analyse_from(
            &game,
            6,
            Some(first),
            quick(),
            1,
            &mut |d, all| seen.push((d, all)),
            never,
        );
        assert!(done);
        assert_eq!(extended, whole);
        assert_eq!(
            seen,
            [(5, 7), (6, 7), (7, 7)],
            "only plies 5 and 6 searched"
        );
    }

    /// Asked to stop, the analysis ends before the next position and says
    /// it is not complete; what it has is a valid start to extend.
    #[test]
    fn a_stopped_analysis_keeps_what_it_did() {
        let moves = ["a1b2", "i5h5", "a2b3", "i6h6"];
        let game = Game::replay(GameKind::Abalone, &moves).unwrap();
        let searched = std::cell::Cell::new(0);
        let stop = || {
            searched.set(searched.get() + 1);
            searched.get() > 3
        };
        let (part, done) = analyse_from(&game, 4, None, quick(), 1, &mut |_, _| {}, &stop);
        assert!(!done);
        assert_eq!(part.plies.len(), 2, "the start and two plies were searched");
        let (rest, done) =
            analyse_from(&game, 4, Some(part), quick(), 1, &mut |_, _| {}, &|| false);
        assert!(done);
        assert_eq!(rest, analyse(&game, quick(), 1, &mut |_, _| {}));
    }

    /// A game of `plies` plies of level 1 against itself, the same every run.
    fn self_played(kind: GameKind, plies: u64) -> Game {
        let mut game = Game::new(kind);
        for seed in 0..plies {
            let Some(c) = crate::choose_move(&game, Level::new(1).unwrap(), seed) else {
                break;
            };
            game.play(c.mv).unwrap();
        }
        game
    }

    /// The analysis of `game` as defined, one position after the other on
    /// this thread: what [`analyse`] must give on any number of threads.
    fn one_by_one(game: &Game, limits: SearchLimits) -> GameAnalysis {
        let mut position = Game::new(game.kind());
        let (start, choice) = evaluate(&position, limits);
        let (mut value, mut best) = (start, choice.map(|c| c.mv));
        let mut plies = Vec::new();
        for (i, &m) in game.moves().iter().enumerate() {
            let by = position.to_move().unwrap();
            position.play(m).unwrap();
            let (after, next) = evaluate(&position, limits);
            let swing = if by == Color::Black {
                value - after
            } else {
                after - value
            };
            let best_move = best.unwrap_or(m);
            let loss = if best_move == m { 0 } else { swing.max(0) };
            plies.push(PlyAnalysis {
                ply: i + 1,
                by,
                played: m.to_string(),
                best: best_move.to_string(),
                eval: after,
                loss,
                grade: Grade::of_loss(loss),
            });
            (value, best) = (after, next.map(|c| c.mv));
        }
        GameAnalysis {
            start,
            plies,
            next_best: best.map(|m| m.to_string()),
        }
    }

    /// On one thread or spread over several, the analysis is the one made
    /// position after position, in both families, and progress counts
    /// every position once, upwards.
    #[test]
    fn an_analysis_on_several_threads_equals_one_on_one_thread() {
        for (kind, plies) in [(GameKind::Abalone, 24), (GameKind::AbandeHex, 16)] {
            let game = self_played(kind, plies);
            let positions = game.ply() + 1;
            let one = one_by_one(&game, quick());
            assert_eq!(one.plies.len(), game.ply());
            assert!(
                one.plies.iter().any(|p| p.best != p.played && p.loss > 0),
                "{kind}: a game worth analysing: {one:?}"
            );
            for threads in [1, 2, 3, positions + 5] {
                let mut seen = Vec::new();
                let many = analyse(&game, quick(), threads, &mut |done, all| {
                    seen.push((done, all))
                });
                assert_eq!(many, one, "{kind} on {threads} threads");
                let expected: Vec<_> = (1..=positions).map(|d| (d, positions)).collect();
                assert_eq!(seen, expected, "{kind} on {threads} threads: progress");
            }
        }
    }

    /// On several threads, an analysis extended from a stored start, and
    /// one stopped and then extended, are the whole analysis; a stop ends
    /// after the positions already handed out, whichever finishes first.
    #[test]
    fn stopped_and_extended_analyses_on_several_threads_are_the_whole() {
        let game = self_played(GameKind::Abalone, 10);
        let whole = analyse(&game, quick(), 1, &mut |_, _| {});
        let never = &|| false;
        let (first, done) = analyse_from(&game, 6, None, quick(), 2, &mut |_, _| {}, never);
        assert!(done);
        assert_eq!(first.plies[..], whole.plies[..6]);
        let (extended, done) =
            analyse_from(&game, 10, Some(first), quick(), 2, &mut |_, _| {}, never);
        assert!(done);
        assert_eq!(extended, whole);

        // Asked before each position is handed out: the start and plies 1
        // and 2 go out (two at once, then one as each ends), the fourth ask stops.
        let asked = std::cell::Cell::new(0);
        let stop = || {
            asked.set(asked.get() + 1);
            asked.get() > 3
        };
        let (part, done) = analyse_from(&game, 10, None, quick(), 2, &mut |_, _| {}, &stop);
        assert!(!done);
        assert_eq!(part.plies[..], whole.plies[..2]);
        assert_eq!(part.start, whole.start);
        let (rest, done) = analyse_from(&game, 10, Some(part), quick(), 2, &mut |_, _| {}, never);
        assert!(done);
        assert_eq!(rest, whole);
    }

    #[test]
    fn grades_follow_the_thresholds() {
        assert_eq!(Grade::of_loss(0), None);
        assert_eq!(Grade::of_loss(INACCURACY - 1), None);
        assert_eq!(Grade::of_loss(INACCURACY), Some(Grade::Inaccuracy));
        assert_eq!(Grade::of_loss(MISTAKE), Some(Grade::Mistake));
        assert_eq!(Grade::of_loss(BLUNDER), Some(Grade::Blunder));
        assert_eq!(Grade::of_loss(5 * BLUNDER), Some(Grade::Blunder));
    }

    #[test]
    fn summaries_and_turning_points_add_up() {
        let ply = |ply, by, loss| PlyAnalysis {
            ply,
            by,
            played: "a1b2".into(),
            best: "a1b2".into(),
            eval: 0,
            loss,
            grade: Grade::of_loss(loss),
        };
        let analysis = GameAnalysis {
            start: 0,
            plies: vec![
                ply(1, Color::Black, 0),
                ply(2, Color::White, 150),
                ply(3, Color::Black, 70),
                ply(4, Color::White, 40),
                ply(5, Color::Black, 300),
            ],
            next_best: None,
        };
        let black = analysis.summary(Color::Black);
        assert_eq!((black.moves, black.total_loss), (3, 370));
        assert_eq!((black.mistakes, black.blunders), (1, 1));
        let white = analysis.summary(Color::White);
        assert_eq!((white.inaccuracies, white.blunders), (1, 1));
        assert_eq!(white.average_loss(), 95.0);
        assert_eq!(white.accuracy(), 0.0);
        assert!((black.accuracy() - 100.0 / 3.0).abs() < 1e-9);
        assert_eq!(analysis.turning_points(2), [5, 2]);
        assert_eq!(analysis.mistakes().count(), 4);
    }

    /// The move of `game` that loses most by the quick search, and how
    /// much it loses against the best, from the mover's view.
    fn worst_move(game: &Game) -> (Move, i32) {
        let mover = game.to_move().unwrap();
        let own = |v: i32| if mover == Color::Black { v } else { -v };
        let best = own(evaluate(game, quick()).0);
        game.legal_moves()
            .into_iter()
            .map(|m| {
                let mut after = game.clone();
                after.play(m).unwrap();
                (m, best - own(evaluate(&after, quick()).0))
            })
            .max_by_key(|&(_, loss)| loss)
            .unwrap()
    }

    /// `game`, then the move that loses most by the same search: the
    /// analysis grades it a blunder and names a better move.
    fn deliberate_blunder(mut game: Game) {
        let kind = game.kind();
        let (worst, loss) = worst_move(&game);
        assert!(loss >= BLUNDER, "{kind}: the worst move loses only {loss}");
        let plies = game.ply();
        game.play(worst).unwrap();
        let analysis = analyse(&game, quick(), 1, &mut |_, _| {});
        let last = analysis.plies.last().unwrap();
        assert_eq!(last.grade, Some(Grade::Blunder), "{kind}: {last:?}");
        assert_ne!(last.best, last.played);
        assert_eq!(last.played, worst.to_string());
        assert!(analysis.turning_points(3).contains(&(plies + 1)));
    }

    /// The first 24 plies of the 2015 world championship final.
    fn awc_2015_opening() -> Game {
        let moves = abande_rules::recorded_games::awc_2015_final();
        Game::replay(GameKind::AbaloneBelgian, &moves[..24]).unwrap()
    }

    #[test]
    fn abalone_a_deliberate_blunder_is_flagged() {
        deliberate_blunder(awc_2015_opening());
    }

    #[test]
    fn abande_a_deliberate_blunder_is_flagged() {
        let mut game = Game::new(GameKind::AbandeHex);
        for i in 0..12 {
            let c = crate::choose_move(&game, Level::new(3).unwrap(), i).unwrap();
            game.play(c.mv).unwrap();
        }
        deliberate_blunder(game);
    }

    #[test]
    fn abalone_a_quiet_opening_has_no_blunder() {
        let quiet = analysed(GameKind::Abalone, &["a1b2", "i5h5", "a2b3", "i6h6"]);
        assert_eq!(quiet.plies.len(), 4);
        assert!(
            quiet.mistakes().all(|p| p.grade < Some(Grade::Blunder)),
            "{quiet:?}"
        );
        assert!(
            quiet.plies.iter().all(|p| p.eval.abs() < BLUNDER),
            "{quiet:?}"
        );
    }

    #[test]
    fn abande_a_quiet_opening_has_no_blunder() {
        let quiet = analysed(GameKind::AbandeHex, &["d4", "d5", "d3", "c3"]);
        assert!(
            quiet.mistakes().all(|p| p.grade < Some(Grade::Blunder)),
            "{quiet:?}"
        );
    }

    #[test]
    fn an_analysis_is_stored_and_read_back_as_json() {
        let analysis = analysed(GameKind::Abalone, &["a1b2", "i5h5"]);
        let json = serde_json::to_string(&analysis).unwrap();
        assert!(json.contains("\"by\":\"white\""), "{json}");
        assert_eq!(
            serde_json::from_str::<GameAnalysis>(&json).unwrap(),
            analysis
        );
    }
}
