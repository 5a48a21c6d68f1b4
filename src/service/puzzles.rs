//! Puzzles (issue #39): generated in the background from finished games
//! (`abande_engine::puzzle`, pure), given to players one at a time
//! (`/puzzle`), answered move by move (`/puzzle answer`), and rated:
//! each attempt is a Glicko-2 rating period between the player and the
//! puzzle, as a rated game is between two players (`ratings::rate`).
//!
//! The generator never goes ahead of players: it searches only while no
//! analysis is queued or searching, stops between positions as soon as one
//! is, on one thread at the lowest priority ([`PUZZLE_NICE`]); a game it
//! stopped in is searched again from its start later.

use crate::service::{GameError, TaskFailed};
use std::time::Duration;

use tokio_util::sync::CancellationToken;

use super::analysis::{lower_this_threads_priority, moves_hash};
use super::{GameId, GameService, GameView, ServiceError, ServiceResult, UserId, clean_player};
use crate::model::PuzzleRecord;
use crate::model::{Player, Rating};
use crate::store::{Lock, NewPuzzle, PuzzleAttempt, PuzzleRow};
use abande_engine::SearchLimits;
use abande_engine::analysis::GameAnalysis;
use abande_engine::analysis::{Grade, MISTAKE};
use abande_engine::puzzle::{answer_is_right, answer_is_within, find_puzzles, puzzle_limits};
use abande_rules::{Color, Family, Game, GameKind, Move, Outcome};

/// The nice value of the generator's thread: the lowest, below analyses
/// (`ANALYSIS_NICE`), live games and the runtime.
pub const PUZZLE_NICE: i32 = 19;

/// Games shorter than this are not searched for puzzles (nothing to find
/// in an opening abandoned after a few moves).
pub const MIN_PUZZLE_PLIES: usize = 8;

/// How puzzles are generated and checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleConfig {
    /// How hard each position and move is searched (the configuration's
    /// `PUZZLE_NODES` sets the node budget; the engine's `puzzle_limits`
    /// else).
    pub limits: SearchLimits,
    /// How long the generator waits when nothing is queued or analyses run.
    pub idle: Duration,
}

impl Default for PuzzleConfig {
    fn default() -> Self {
        PuzzleConfig {
            limits: puzzle_limits(),
            idle: Duration::from_secs(30),
        }
    }
}

/// Why a puzzle request is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// No puzzle the player has not tried yet.
    #[error("no puzzle left")]
    NoneLeft,
    /// `/puzzle answer` without a puzzle being solved.
    #[error("no puzzle being solved")]
    NotSolving,
    /// Learn from your mistakes: the game has no complete analysis.
    #[error("the game is not analysed")]
    NotAnalysed,
    /// Learn from your mistakes: the asker made no mistake in the game.
    #[error("no mistakes")]
    NoMistakes,
    /// `/puzzle daily` in a server that has had no daily puzzle.
    #[error("no daily puzzle in this server")]
    NoDailyPuzzle,
    /// `/puzzle daily` outside a server.
    #[error("daily puzzle outside a server")]
    DailyNeedsServer,
    /// The daily puzzle is one the player tried already (each counts once).
    #[error("puzzle {puzzle} already tried")]
    DailyAlreadyTried { puzzle: i64, solved: bool },
}

impl From<PuzzleError> for ServiceError {
    fn from(e: PuzzleError) -> Self {
        ServiceError::Puzzle(e)
    }
}

/// A puzzle as shown to its solver.
#[derive(Clone, Debug)]
pub struct PuzzleShown {
    pub id: i64,
    /// The finished game it comes from.
    pub game: GameId,
    pub kind: GameKind,
    /// The position to move in (the line's moves so far played).
    pub position: Game,
    pub solver: Color,
    /// Solver moves played right so far, and in all.
    pub step: usize,
    pub moves: usize,
    pub rating: Rating,
}

/// What an answer did.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // One answer at a time, returned once: boxing saves nothing.
pub enum PuzzleAnswer {
    /// Right, and the engine replied `reply`: the next move is asked.
    Continue { reply: String, next: PuzzleShown },
    /// Right, and the puzzle is solved.
    Solved {
        line: Vec<String>,
        record: PuzzleRecord,
    },
    /// Wrong: the line was `line`.
    Failed {
        played: String,
        line: Vec<String>,
        step: usize,
        record: PuzzleRecord,
    },
}

/// One of a player's mistakes, as "find the better move".
#[derive(Clone, Debug)]
pub struct MistakeShown {
    pub game: GameId,
    pub kind: GameKind,
    /// The position before the mistake.
    pub position: Game,
    pub solver: Color,
    /// The mistake's ply (1-based), the move played and what it cost.
    pub ply: usize,
    pub played: String,
    pub loss: i32,
    /// Which of the player's mistakes (0-based), of how many.
    pub index: usize,
    pub count: usize,
}

/// What an answer to a mistake did; the next mistake, if any is left.
#[derive(Clone, Debug)]
pub struct LearnAnswer {
    pub right: bool,
    pub answered: String,
    /// The engine's move there.
    pub best: String,
    pub next: Option<MistakeShown>,
}

/// What `/puzzle answer` answered: a puzzle, or a mistake being replayed.
#[derive(Clone, Debug)]
pub enum AnyAnswer {
    Puzzle(PuzzleAnswer),
    Mistake(LearnAnswer),
}

/// The player's and the puzzle's ratings after an attempt, the player as
/// Black winning (solved) or losing (failed) a game against the puzzle.
pub fn rate_attempt(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let result = if solved {
        Outcome::Win(Color::Black)
    } else {
        Outcome::Win(Color::White)
    };
    super::rate(player, puzzle, result)
}

/// A family as stored: `abande`, `abalone`.
fn family_name(family: Family) -> &'static str {
    match family {
        Family::Abande => "abande",
        Family::Abalone => "abalone",
    }
}

fn stored_puzzle(p: &abande_engine::puzzle::Puzzle, family: Family) -> NewPuzzle {
    NewPuzzle {
        ply: p.ply,
        family: family_name(family),
        solver: p.solver.name(),
        line: p.line.clone(),
        gain: p.gain,
        margin: p.margin,
    }
}

/// The position of `puzzle` in `view`'s game after `step` solver moves.
fn position_at(view: &GameView, puzzle: &PuzzleRow, step: usize) -> ServiceResult<Game> {
    let mut position = view.game.rewound(puzzle.ply);
    for text in puzzle.line.iter().take(2 * step) {
        position.play_text(text).map_err(ServiceError::Illegal)?;
    }
    Ok(position)
}

impl GameService {
    /// Whether a player's analysis is queued or searching: the generator waits.
    fn players_analyses_busy(&self) -> bool {
        self.analysis().analyses_waiting() > 0 || self.analyses_searching() > 0
    }

    /// The stored analysis of the whole of `view`'s game, if any.
    async fn complete_analysis(&self, view: &GameView) -> ServiceResult<Option<GameAnalysis>> {
        let Some(stored) = self.inner.store.analysis(view.id()).await? else {
            return Ok(None);
        };
        let moves = view.game.moves();
        if stored.plies != moves.len() || stored.moves_hash != Some(moves_hash(moves)) {
            return Ok(None);
        }
        Ok(serde_json::from_str::<GameAnalysis>(&stored.body)
            .ok()
            .filter(|a| a.plies.len() == stored.plies))
    }

    pub(super) async fn shown(&self, puzzle: PuzzleRow, step: usize) -> ServiceResult<PuzzleShown> {
        let view = self.games().load_game(puzzle.game).await?;
        let position = position_at(&view, &puzzle, step)?;
        let solver = position.to_move().ok_or(GameError::Over)?;
        Ok(PuzzleShown {
            id: puzzle.id,
            game: puzzle.game,
            kind: view.record.kind,
            position,
            solver,
            step,
            moves: puzzle.line.len().div_ceil(2),
            rating: puzzle.rating,
        })
    }

    /// Records the attempt and moves both ratings, once per player and
    /// puzzle; opened as a server's daily puzzle (`daily`), the answer is
    /// that server's too, in the same transaction.
    async fn finish_puzzle(
        &self,
        player: &Player,
        puzzle: &PuzzleRow,
        solved: bool,
        daily: Option<i64>,
    ) -> ServiceResult<PuzzleRecord> {
        let now = self.now();
        let mut tx = self.begin_write(&[Lock::Player(player.id)]).await?;
        tx.upsert_player(player, now).await?;
        let before = tx.puzzle_player_rating(player.id).await?;
        let puzzle_before = tx.puzzle_rating(puzzle.id).await?.unwrap_or(puzzle.rating);
        let (player_after, puzzle_after) = rate_attempt(before, puzzle_before, solved);
        let attempt = PuzzleAttempt {
            puzzle: puzzle.id,
            solved,
            player_after,
            puzzle_after,
        };
        let first = tx.record_puzzle_attempt(player.id, &attempt, now).await?;
        if let Some(daily) = daily.filter(|_| first) {
            tx.record_daily_answer(daily, puzzle.id, player.id, solved, now)
                .await?;
        }
        tx.commit().await?;
        Ok(self.inner.store.puzzle_record(player.id).await?)
    }

    /// `player`'s mistakes in `view` (grade mistake or blunder), by the
    /// game's complete analysis.
    async fn mistakes_in(
        &self,
        view: &GameView,
        user: UserId,
    ) -> ServiceResult<Vec<abande_engine::analysis::PlyAnalysis>> {
        let color = view.record.color_of(user).ok_or(GameError::NotYourGame)?;
        let analysis = self
            .complete_analysis(view)
            .await?
            .ok_or(PuzzleError::NotAnalysed)?;
        Ok(analysis
            .plies
            .into_iter()
            .filter(|p| p.by == color && p.grade >= Some(Grade::Mistake))
            .collect())
    }

    fn mistake_shown(
        view: &GameView,
        mistakes: &[abande_engine::analysis::PlyAnalysis],
        index: usize,
    ) -> Option<MistakeShown> {
        let m = mistakes.get(index)?;
        let position = view.game.rewound(m.ply - 1);
        Some(MistakeShown {
            game: view.id(),
            kind: view.record.kind,
            solver: position.to_move()?,
            position,
            ply: m.ply,
            played: m.played.clone(),
            loss: m.loss,
            index,
            count: mistakes.len(),
        })
    }

    /// The mistake `user` is replaying now.
    pub(super) async fn current_mistake(
        &self,
        user: UserId,
    ) -> ServiceResult<Option<MistakeShown>> {
        let record = self.inner.store.puzzle_record(user).await?;
        let Some((game, step)) = record.learning else {
            return Ok(None);
        };
        let view = self.games().load_game(game).await?;
        let mistakes = self.mistakes_in(&view, user).await?;
        Ok(Self::mistake_shown(&view, &mistakes, step))
    }

    /// Right when the move loses less than a mistake against the engine's
    /// best by the same search; on to the next mistake either way.
    async fn answer_mistake(
        &self,
        player: &Player,
        mistake: MistakeShown,
        text: &str,
    ) -> ServiceResult<LearnAnswer> {
        let view = self.games().load_game(mistake.game).await?;
        let mistakes = self.mistakes_in(&view, player.id).await?;
        let analysed = &mistakes[mistake.index];
        let position = mistake.position.clone();
        let answered = position
            .parse_move(&super::clean_move_text(text)?)
            .map_err(ServiceError::Illegal)?;
        let best = position
            .parse_move(&analysed.best)
            .map_err(ServiceError::Illegal)?;
        // The analysis's own budget, as the mistake was graded by.
        let limits = self.inner.analyses.config.limits;
        let right = tokio::task::spawn_blocking(move || {
            answer_is_within(&position, answered, best, limits, MISTAKE)
        })
        .await
        .map_err(|e| TaskFailed::storage("the mistake check", e))?;
        let next = Self::mistake_shown(&view, &mistakes, mistake.index + 1);
        let learning = next.as_ref().map(|n| (n.game, n.index));
        self.inner
            .store
            .set_learning(player, learning, self.now())
            .await?;
        Ok(LearnAnswer {
            right,
            answered: answered.to_string(),
            best: analysed.best.clone(),
            next,
        })
    }
}

/// Puzzles: generated from analyses, shown, answered; mistakes to learn from;
/// the daily puzzle. Borrowed from the service by [`GameService::puzzles`].
#[derive(Clone, Copy)]
pub struct Puzzles<'a> {
    pub(super) service: &'a GameService,
}

impl Puzzles<'_> {
    /// Searches the next queued finished game for puzzles and stores them;
    /// `Ok(None)` when nothing is queued, analyses run, or it was stopped
    /// (`stop`, or an analysis asked for meanwhile). Returns the game and
    /// how many puzzles it gave.
    pub async fn generate_puzzles_once(
        self,
        stop: &CancellationToken,
    ) -> ServiceResult<Option<(GameId, usize)>> {
        if self.service.players_analyses_busy() || stop.is_cancelled() {
            return Ok(None);
        }
        let Some(id) = self.service.inner.store.next_puzzle_scan().await? else {
            return Ok(None);
        };
        let view = self.service.games().load_game(id).await?;
        if view.game.ply() < MIN_PUZZLE_PLIES || view.record.is_active() {
            self.service
                .inner
                .store
                .save_puzzles(id, &[], self.service.now())
                .await?;
            return Ok(Some((id, 0)));
        }
        let analysis = self.service.complete_analysis(&view).await?;
        let limits = self.service.inner.config.puzzles.limits;
        let (service, stop) = (self.service.clone(), stop.clone());
        let game = view.game.clone();
        let searched = tokio::task::spawn_blocking(move || {
            lower_this_threads_priority(PUZZLE_NICE);
            let halt = || stop.is_cancelled() || service.players_analyses_busy();
            find_puzzles(&game, analysis.as_ref(), limits, &halt)
        })
        .await
        .map_err(|e| TaskFailed::storage("the puzzle search", e))?;
        let (found, complete) = searched;
        if !complete {
            return Ok(None);
        }
        let family = view.record.kind.family();
        let rows: Vec<NewPuzzle> = found.iter().map(|p| stored_puzzle(p, family)).collect();
        self.service
            .inner
            .store
            .save_puzzles(id, &rows, self.service.now())
            .await?;
        tracing::info!(game = id.0, found = rows.len(), "puzzles searched");
        Ok(Some((id, rows.len())))
    }

    /// Searches every queued game now (tests, and the command line):
    /// how many puzzles were found in all.
    pub async fn generate_all_puzzles(self) -> ServiceResult<usize> {
        let never = CancellationToken::new();
        let mut found = 0;
        while let Some((_, n)) = self.generate_puzzles_once(&never).await? {
            found += n;
        }
        Ok(found)
    }

    /// `user`'s puzzle record.
    pub async fn puzzle_record(self, user: UserId) -> ServiceResult<PuzzleRecord> {
        Ok(self.service.inner.store.puzzle_record(user).await?)
    }

    /// The puzzle `player` is solving, or a new one near their puzzle
    /// rating (in `family` when one is named).
    pub async fn next_puzzle(
        self,
        player: &Player,
        family: Option<Family>,
    ) -> ServiceResult<PuzzleShown> {
        let player = clean_player(player);
        let record = self.service.inner.store.puzzle_record(player.id).await?;
        if let Some((id, step)) = record.current
            && let Some(puzzle) = self.service.inner.store.puzzle(id).await?
        {
            return self.service.shown(puzzle, step).await;
        }
        let puzzle = self
            .service
            .inner
            .store
            .next_puzzle_for(player.id, record.rating.rating, family.map(family_name))
            .await?
            .ok_or(PuzzleError::NoneLeft)?;
        self.service
            .inner
            .store
            .set_current_puzzle(&player, Some((puzzle.id, 0)), None, self.service.now())
            .await?;
        self.service.shown(puzzle, 0).await
    }

    /// The puzzle `user` is solving, in the position they are to move in.
    pub async fn current_puzzle(self, user: UserId) -> ServiceResult<Option<PuzzleShown>> {
        let record = self.service.inner.store.puzzle_record(user).await?;
        let Some((id, step)) = record.current else {
            return Ok(None);
        };
        match self.service.inner.store.puzzle(id).await? {
            Some(puzzle) => Ok(Some(self.service.shown(puzzle, step).await?)),
            None => Ok(None),
        }
    }

    /// `player`'s answer `text` to the puzzle they are solving.
    pub async fn answer_puzzle(self, player: &Player, text: &str) -> ServiceResult<PuzzleAnswer> {
        let player = clean_player(player);
        let record = self.service.inner.store.puzzle_record(player.id).await?;
        let (id, step) = record.current.ok_or(PuzzleError::NotSolving)?;
        let puzzle = self
            .service
            .inner
            .store
            .puzzle(id)
            .await?
            .ok_or(PuzzleError::NotSolving)?;
        let view = self.service.games().load_game(puzzle.game).await?;
        let position = position_at(&view, &puzzle, step)?;
        let answered = position
            .parse_move(&super::clean_move_text(text)?)
            .map_err(ServiceError::Illegal)?;
        let expected: Move = position
            .parse_move(&puzzle.line[2 * step])
            .map_err(ServiceError::Illegal)?;
        let limits = self.service.inner.config.puzzles.limits;
        let judged = position.clone();
        let right = tokio::task::spawn_blocking(move || {
            answer_is_right(&judged, answered, expected, limits)
        })
        .await
        .map_err(|e| TaskFailed::storage("the puzzle check", e))?;
        let last = 2 * step + 1 >= puzzle.line.len();
        if right && !last && answered == expected {
            let reply = puzzle.line[2 * step + 1].clone();
            self.service
                .inner
                .store
                .set_current_puzzle(
                    &player,
                    Some((id, step + 1)),
                    record.daily,
                    self.service.now(),
                )
                .await?;
            let next = self.service.shown(puzzle, step + 1).await?;
            return Ok(PuzzleAnswer::Continue { reply, next });
        }
        // Right by another move as good: solved there (the line's reply
        // may not even be legal after it).
        let record = self
            .service
            .finish_puzzle(&player, &puzzle, right, record.daily)
            .await?;
        if right {
            Ok(PuzzleAnswer::Solved {
                line: puzzle.line,
                record,
            })
        } else {
            Ok(PuzzleAnswer::Failed {
                played: answered.to_string(),
                line: puzzle.line,
                step,
                record,
            })
        }
    }

    /// The position `user` is asked a move in: the mistake being replayed
    /// first, else the puzzle being solved.
    pub async fn position_to_answer(self, user: UserId) -> ServiceResult<Option<Game>> {
        if let Some(mistake) = self.service.current_mistake(user).await? {
            return Ok(Some(mistake.position));
        }
        Ok(self.current_puzzle(user).await?.map(|p| p.position))
    }

    /// Starts replaying `player`'s mistakes of finished game `game` (its
    /// analysis complete): the first one.
    pub async fn learn_from_mistakes(
        self,
        player: &Player,
        game: GameId,
    ) -> ServiceResult<MistakeShown> {
        let player = clean_player(player);
        let view = self.service.games().load_game(game).await?;
        let mistakes = self.service.mistakes_in(&view, player.id).await?;
        let first =
            GameService::mistake_shown(&view, &mistakes, 0).ok_or(PuzzleError::NoMistakes)?;
        self.service
            .inner
            .store
            .set_learning(&player, Some((game, 0)), self.service.now())
            .await?;
        Ok(first)
    }

    /// `/puzzle answer`: the mistake being replayed first, else the puzzle.
    pub async fn answer_any(self, player: &Player, text: &str) -> ServiceResult<AnyAnswer> {
        let player = clean_player(player);
        match self.service.current_mistake(player.id).await? {
            Some(mistake) => Ok(AnyAnswer::Mistake(
                self.service.answer_mistake(&player, mistake, text).await?,
            )),
            None => Ok(AnyAnswer::Puzzle(self.answer_puzzle(&player, text).await?)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_the_rating_and_failing_lowers_it() {
        let (up, puzzle_down) = rate_attempt(Rating::NEW, Rating::NEW, true);
        assert!(up.rating > 1500.0 && puzzle_down.rating < 1500.0);
        let (down, puzzle_up) = rate_attempt(Rating::NEW, Rating::NEW, false);
        assert!(down.rating < 1500.0 && puzzle_up.rating > 1500.0);
        assert_eq!(up.games, 1);
    }
}
