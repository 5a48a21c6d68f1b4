//! Playing: moves, automatic passes, resignation, abort, and where a game is shown.
//!
//! How a move travels, from `/move e2-d3` to the board in the thread:
//!
//! 1. `discord/commands/playing/play.rs::move_` resolves which game is
//!    meant (`resolve_game`: the option, else `Games::game_meant`:
//!    the thread's game, or the caller's only game to move in) and calls
//!    `Games::play_move`.
//! 2. `play_move` cleans the text, then opens a `GameWrite`
//!    (`service/write.rs`): the game's lock (one request per game at a
//!    time in this process), a write transaction holding the game's lock
//!    (`Store::begin_write_for(&[Lock::Game(id)])`), and the game as
//!    stored, rebuilt by replaying its moves (`view.rs::build_view`, the
//!    one place a view is built). It checks the player and the turn,
//!    plays the move on the `Game` (an illegal move returns its reason;
//!    nothing is written), plays any forced passes, appends the move rows
//!    and calls `GameWrite::advance`.
//! 3. `store/games.rs::advance_game` bumps the version only if it is
//!    still the one read (another process that wrote first makes this a
//!    `Conflict`), sets the deadline, clears pending requests, writes the
//!    ending if any, and returns the row as stored; the same transaction
//!    owes the board and the next player's DM
//!    (`announcements.rs::owe_after_change`) and commits.
//! 4. Back in `play.rs::announce`, `board::post::send_board` takes the
//!    game's board lock (`Outbox::lock_board`), asks which plies no
//!    board has announced yet (`owed_board_from`), draws the board off the
//!    async runtime (`discord/runtime/render_slots.rs`) and posts it, as
//!    the reply in the game's thread or as a new message there, listing any
//!    moves played meanwhile; `board_posted` settles every board owed up to
//!    its version. The DM goes out from the delivery worker once the board
//!    is out.
//!
//! ```text
//! Discord --INTERACTION_CREATE--> commands/playing/play.rs::move_ --> Games::play_move
//!                                                     | GameWrite: game lock, write tx,
//!                                                     | replay, play, append moves,
//!                                                     | advance_game, owe board (+ DM)
//!                                                     v commit
//!  thread <-- reply with board <-- board::post::send_board <-- play.rs::announce
//!    ^        (board lock, owed plies, render, post, board_posted)
//!    |                               | failed: board_not_posted, answer waits (PendingAnswers)
//!    +-- late board, "played meanwhile" <-- delivery.rs <-- announce.rs (outbox row, nonce)
//! ```
//!
//! A move from the web page (`web/play.rs`) or the picker's Play takes the
//! same path through `Games::play_picked`, with the picker's
//! position stamp checked under the game's lock; whichever front door it
//! came through, a committed move that leaves the engine to move wakes it
//! (`engine_wake.rs`).

use super::premoves::Follow;
use super::view::build_view;
use super::{
    EndedBy, GameId, GameService, GameStatus, GameView, MovePicker, MoveResult, PlayedMove,
    PositionStamp, ServiceError, ServiceResult, UserId, clean_move_text,
};
use crate::service::{GameError, WhichGame};
use crate::store::{GameEnd, Lock, NewMoveRow};
use abande_rules::Color;
use abande_rules::{Game, Outcome, PerColor};

/// What is kept as the final score: Abande points, or Abalone marbles pushed off.
pub(super) fn board_score(game: &Game) -> Option<PerColor<u32>> {
    game.score().or_else(|| {
        game.captured().map(|c| PerColor {
            black: c.black.into(),
            white: c.white.into(),
        })
    })
}

/// Plays the passes forced on the next players (Abande: a player with
/// nothing but pass is passed for at once), noting each in `played`.
fn play_forced_passes(game: &mut Game, played: &mut Vec<PlayedMove>) -> ServiceResult<()> {
    while game.only_move_is_pass() {
        let Some(by) = game.to_move() else { break };
        let pass = game.play_text("pass")?;
        played.push(PlayedMove {
            ply: game.ply(),
            by,
            notation: pass.to_string(),
            automatic: true,
            premove: false,
        });
    }
    Ok(())
}

/// Where a move is played from, checked under the game's lock.
#[derive(Clone, Copy, Debug)]
enum Expect {
    /// At this ply, if one is given (else `Conflict`).
    Ply(Option<usize>),
    /// In the position a picker was opened on (else `PositionChanged`).
    Stamp(PositionStamp),
}

/// What a press of Move opens.
#[derive(Debug)]
pub enum PickerOpen {
    /// It is the presser's turn: the picker of the game's position.
    Picker { view: GameView, picker: MovePicker },
    /// It is `to_move`'s turn, not the presser's.
    NotYourTurn { view: GameView, to_move: Color },
}

impl GameService {
    /// [`Games::play_move`]; with `at_ply`, only if the game still
    /// stands at that ply (else `Conflict`).
    pub(super) async fn play_move_at(
        &self,
        game_id: GameId,
        user: UserId,
        text: &str,
        at_ply: Option<usize>,
    ) -> ServiceResult<MoveResult> {
        self.play_checked(game_id, user, text, Expect::Ply(at_ply))
            .await
    }

    /// Plays `text` for `user` once the game, as it is under the lock,
    /// stands where `expect` says; then any passes forced on the next
    /// players. Every way of playing a move goes through here.
    async fn play_checked(
        &self,
        game_id: GameId,
        user: UserId,
        text: &str,
        expect: Expect,
    ) -> ServiceResult<MoveResult> {
        let text = clean_move_text(text)?;
        let (mut write, color) = self.write_as_player(game_id, user).await?;
        match expect {
            Expect::Ply(ply) => write.expect_ply(ply, ServiceError::Conflict)?,
            Expect::Stamp(at) if PositionStamp::of(&write.view.game) != at => {
                return Err(GameError::PositionChanged.into());
            }
            Expect::Stamp(_) => {}
        }
        let to_move = write.side_to_move()?;
        if to_move != color {
            return Err(ServiceError::Game(GameError::NotYourTurn {
                to_move: write.view.record.player(to_move).name.clone(),
            }));
        }
        write.check_time_left()?;

        let before_ply = write.view.game.ply();
        let game = &mut write.view.game;
        let played_move = game.play_text(&text)?;
        let mut played = vec![PlayedMove {
            ply: game.ply(),
            by: color,
            notation: played_move.to_string(),
            automatic: false,
            premove: false,
        }];
        play_forced_passes(game, &mut played)?;
        // The opponent's conditional moves (`premoves.rs`): an answer is
        // played now, in this transaction, charged as a move made now.
        let owner = color.opposite();
        let mut clock = None;
        if write.view.game.to_move() == Some(owner) {
            match write
                .follow_premoves(color, before_ply, &played[0].notation)
                .await?
            {
                Follow::NoLines => {}
                Follow::Dropped => write.premoves_dropped = true,
                Follow::Answer { answer, kept } => {
                    let mut after = write.view.game.clone();
                    match after.play_text(&answer) {
                        Ok(answered) => {
                            let first = write.next_turn_clock(Some(color)).await?;
                            write.view.record.bank_left = first.bank_left;
                            write.view.record.deadline_at = first.deadline_at;
                            write.view.record.clock_paused_until = first.paused_until;
                            played.push(PlayedMove {
                                ply: after.ply(),
                                by: owner,
                                notation: answered.to_string(),
                                automatic: false,
                                premove: true,
                            });
                            play_forced_passes(&mut after, &mut played)?;
                            write.view.game = after;
                            if write.view.game.to_move() == Some(color) {
                                write.keep_premoves(owner, &kept).await?;
                            }
                            clock = Some(write.next_turn_clock(Some(owner)).await?);
                        }
                        Err(error) => {
                            // Checked when entered, so only a changed rule gets here.
                            tracing::warn!(game = %game_id, %answer, %error, "a conditional move no longer plays");
                            write.premoves_dropped = true;
                        }
                    }
                }
            }
        }

        let rows: Vec<NewMoveRow> = played
            .iter()
            .map(|p| NewMoveRow {
                ply: p.ply as i64,
                player_id: write.view.record.player(p.by).id,
                notation: p.notation.clone(),
                automatic: p.automatic,
                premove: p.premove,
                played_at: write.now,
            })
            .collect();
        write.tx.append_moves(game_id, &rows).await?;
        write
            .view
            .automatic_plies
            .extend(played.iter().filter(|p| p.automatic).map(|p| p.ply));
        let end = write.view.game.outcome().map(|outcome| GameEnd {
            status: GameStatus::Finished,
            result: Some(outcome),
            ended_by: EndedBy::Score,
            final_score: board_score(&write.view.game),
        });
        let clock = match clock {
            Some(clock) => clock,
            None => write.next_turn_clock(Some(color)).await?,
        };
        let game = write.advance(clock, end, Some(user)).await?;
        crate::telemetry::moves_played(game.record.kind.id(), played.len());
        Ok(MoveResult { game, played })
    }
}

/// A game and its moves: loading, playing, passing, resigning, aborting, where
/// it is shown, rematches. Borrowed from the service by [`GameService::games`].
#[derive(Clone, Copy)]
pub struct Games<'a> {
    pub(super) service: &'a GameService,
}

impl Games<'_> {
    pub async fn load_game(self, id: GameId) -> ServiceResult<GameView> {
        let (record, moves) = self
            .service
            .inner
            .store
            .game_with_moves(id)
            .await?
            .ok_or(GameError::NotFound(id))?;
        build_view(record, moves)
    }

    /// Plays `text` for `user`, then any passes that are forced on the next
    /// players, all in one transaction.
    pub async fn play_move(
        self,
        game_id: GameId,
        user: UserId,
        text: &str,
    ) -> ServiceResult<MoveResult> {
        self.service.play_move_at(game_id, user, text, None).await
    }

    /// The move picked in a picker opened at `at`: [`Games::play_move`]
    /// (same checks, same transaction), played only while the game still
    /// stands where the picker was opened, else `PositionChanged` and
    /// nothing is played. Checked under the game's lock, so no move slips
    /// in between.
    pub async fn play_picked(
        self,
        game_id: GameId,
        user: UserId,
        text: &str,
        at: PositionStamp,
    ) -> ServiceResult<MoveResult> {
        self.service
            .play_checked(game_id, user, text, Expect::Stamp(at))
            .await
    }

    /// What a press of Move by `user` opens in `game_id`, the board's
    /// position being `at`: the picker when it is `user`'s turn there;
    /// whose turn it is for anyone else. Refused when the game is over
    /// (`GameOver`) or, for the player to move, when the game no longer
    /// stands at `at` (`PositionChanged`).
    pub async fn open_picker(
        self,
        game_id: GameId,
        user: UserId,
        at: PositionStamp,
    ) -> ServiceResult<PickerOpen> {
        let view = self.load_game(game_id).await?;
        let to_move = match view.game.to_move() {
            Some(color) if view.record.is_active() => color,
            _ => return Err(ServiceError::Game(GameError::Over)),
        };
        if view.record.player(to_move).id != user {
            return Ok(PickerOpen::NotYourTurn { view, to_move });
        }
        if PositionStamp::of(&view.game) != at {
            return Err(GameError::PositionChanged.into());
        }
        let picker = MovePicker::new(&view.game);
        Ok(PickerOpen::Picker { view, picker })
    }

    /// Passing is an ordinary move in Abande; Abalone refuses it.
    pub async fn pass(self, game_id: GameId, user: UserId) -> ServiceResult<MoveResult> {
        self.play_move(game_id, user, "pass").await
    }

    /// Either player may resign at any time while the game is on. With
    /// `asked_at_ply` (a confirmation button), a game that moved on since
    /// is refused instead.
    pub async fn resign(
        self,
        game_id: GameId,
        user: UserId,
        asked_at_ply: Option<usize>,
    ) -> ServiceResult<GameView> {
        let (write, color) = self.service.write_as_player(game_id, user).await?;
        write.expect_ply(asked_at_ply, ServiceError::Game(GameError::ResignOutdated))?;
        let end = GameEnd {
            status: GameStatus::Finished,
            result: Some(Outcome::Win(color.opposite())),
            ended_by: EndedBy::Resignation,
            final_score: board_score(&write.view.game),
        };
        write.end(end).await
    }

    /// Checks `user` may resign `game_id` now (they play in it and it is
    /// on), before asking them to confirm; returns the ply to confirm at,
    /// for [`Games::resign`]'s `asked_at_ply`.
    pub async fn can_resign(self, game_id: GameId, user: UserId) -> ServiceResult<usize> {
        let view = self.load_game(game_id).await?;
        view.record.color_of(user).ok_or(GameError::NotYourGame)?;
        if !view.record.is_active() || view.game.to_move().is_none() {
            return Err(GameError::Over.into());
        }
        Ok(view.game.ply())
    }

    /// Calls the game off without a result; allowed until both players have
    /// moved, and never in a tournament (every game there has a result).
    pub async fn abort_game(self, game_id: GameId, user: UserId) -> ServiceResult<GameView> {
        let (mut write, _) = self.service.write_as_player(game_id, user).await?;
        if write.view.game.ply() >= 2 {
            return Err(GameError::TooLateToAbort.into());
        }
        if write.tx.tournament_of_game(game_id).await?.is_some() {
            return Err(GameError::TournamentGameCannotBeAborted.into());
        }
        write.end(GameEnd::aborted()).await
    }

    /// Where the game is shown: its thread (if any) and channel.
    pub async fn set_game_place(
        self,
        game_id: GameId,
        thread_id: Option<u64>,
        channel_id: u64,
    ) -> ServiceResult<()> {
        let mut tx = self.service.begin_write(&[Lock::Game(game_id)]).await?;
        if !tx
            .set_game_place(game_id, thread_id, channel_id, self.service.now())
            .await?
        {
            return Err(GameError::NotFound(game_id).into());
        }
        tx.commit().await?;
        Ok(())
    }

    /// The message showing the current board (to edit or replace later).
    pub async fn set_board_message(self, game_id: GameId, message_id: u64) -> ServiceResult<()> {
        let mut tx = self.service.begin_write(&[Lock::Game(game_id)]).await?;
        if !tx
            .set_board_message(game_id, message_id, self.service.now())
            .await?
        {
            return Err(GameError::NotFound(game_id).into());
        }
        tx.commit().await?;
        Ok(())
    }

    pub async fn game_for_thread(self, thread_id: u64) -> ServiceResult<Option<GameId>> {
        Ok(self.service.inner.store.game_for_thread(thread_id).await?)
    }

    /// The game a command means when the player names none: the game whose
    /// thread it is used in, else the player's only game `among` those.
    pub async fn game_meant(
        self,
        thread_id: u64,
        user: UserId,
        among: UnnamedGame,
    ) -> ServiceResult<GameId> {
        if let Some(id) = self.game_for_thread(thread_id).await? {
            return Ok(id);
        }
        let candidates: Vec<GameId> = self
            .service
            .history()
            .active_games(user)
            .await?
            .into_iter()
            .filter(|game| match among {
                UnnamedGame::MyTurn => game.is_turn_of(user),
                UnnamedGame::InProgress => true,
            })
            .map(|game| game.id())
            .collect();
        match (candidates.as_slice(), among) {
            ([only], _) => Ok(*only),
            ([], UnnamedGame::MyTurn) => Err(ServiceError::WhichGame(WhichGame::NoGameToMove)),
            ([], UnnamedGame::InProgress) => Err(WhichGame::NoGameInProgress.into()),
            (many, UnnamedGame::MyTurn) => {
                Err(ServiceError::WhichGame(WhichGame::ManyGamesToMove {
                    count: many.len(),
                    some: many
                        .iter()
                        .take(10)
                        .map(GameId::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                }))
            }
            (_, UnnamedGame::InProgress) => Err(ServiceError::WhichGame(WhichGame::SeveralGames)),
        }
    }
}

/// Which of a player's games a command falls back on when none is named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnnamedGame {
    /// A move: the one game where it is the player's turn.
    MyTurn,
    /// An offer or request: the one game the player is in.
    InProgress,
}
