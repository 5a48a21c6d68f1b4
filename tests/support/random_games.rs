//! Games played through the double with random legal moves, also many at
//! once: start a game between two users, pick legal moves with the rules
//! engine, send a move and classify the bot's answer with its latencies.

use std::time::Duration;

use abande_rules::{Game, GameKind};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use super::discord_double::{DiscordDouble, DoubleUser, RecordedMessage};
use super::table::open_game_in;

/// A game as the test follows it: players, thread, and the position the bot acknowledged.
pub struct RandomGame {
    pub black: DoubleUser,
    pub white: DoubleUser,
    pub thread: u64,
    pub game: Game,
    /// Moves sent and acknowledged (forced passes not counted).
    turns: usize,
    rng: StdRng,
}

/// `black` challenges `white` (choosing Black) in the general channel and
/// `white` accepts; returns once the first board is in the game's thread.
/// Safe to run many at once (see [`open_game`]).
pub async fn start_game(
    double: &DiscordDouble,
    black: DoubleUser,
    white: DoubleUser,
    kind: GameKind,
    seed: u64,
) -> RandomGame {
    let channel = double.general_channel();
    start_game_at(double, channel, black, white, kind, seed).await
}

/// [`start_game`] in `channel` (of any server).
pub async fn start_game_at(
    double: &DiscordDouble,
    channel: u64,
    black: DoubleUser,
    white: DoubleUser,
    kind: GameKind,
    seed: u64,
) -> RandomGame {
    let thread = open_game_in(double, channel, &black, &white, kind.id())
        .await
        .thread
        .id;
    RandomGame::new(black, white, thread, kind, seed)
}

impl RandomGame {
    /// A game in `thread` at its start, its moves picked with `seed`.
    pub fn new(
        black: DoubleUser,
        white: DoubleUser,
        thread: u64,
        kind: GameKind,
        seed: u64,
    ) -> RandomGame {
        RandomGame {
            black,
            white,
            thread,
            game: Game::new(kind),
            turns: 0,
            rng: StdRng::seed_from_u64(seed),
        }
    }

    pub fn player_to_move(&self) -> &DoubleUser {
        if self.game.ply().is_multiple_of(2) {
            &self.black
        } else {
            &self.white
        }
    }

    /// A random legal move; Abande entries are preferred so games end in a
    /// reasonable number of moves.
    pub fn pick_move(&mut self) -> String {
        let legal = self.game.legal_moves();
        let entries: Vec<_> = legal
            .iter()
            .filter(|m| !m.to_string().contains('-'))
            .collect();
        let pick = if !entries.is_empty() && self.rng.gen_bool(0.8) {
            *entries[self.rng.gen_range(0..entries.len())]
        } else {
            legal[self.rng.gen_range(0..legal.len())]
        };
        pick.to_string()
    }

    /// Applies an acknowledged move and the passes the service forces after
    /// it; returns how many passes were forced.
    /// Moves recorded with [`Self::record`].
    pub fn turns_played(&self) -> usize {
        self.turns
    }

    pub fn record(&mut self, text: &str) -> usize {
        self.game
            .play_text(text)
            .expect("the test only plays legal moves");
        self.turns += 1;
        let mut passes = 0;
        while self.game.only_move_is_pass() && !self.game.is_over() {
            self.game.play_text("pass").expect("a forced pass is legal");
            passes += 1;
        }
        passes
    }
}

/// What became of one `/move`.
#[derive(Debug)]
pub enum MoveOutcome {
    /// The bot answered with the board: times from sending to its first
    /// response (the deferral) and to the message carrying the image.
    Board {
        first_response: Duration,
        board: Duration,
        message: RecordedMessage,
    },
    /// A private refusal, with its text.
    Refused(String),
    /// Nothing within the timeout (a dead bot, say).
    NoAnswer,
}

/// Sends `/move text` in `channel` as `user` and waits up to `timeout` for the answer.
pub async fn send_move(
    double: &DiscordDouble,
    user: &DoubleUser,
    channel: u64,
    text: &str,
    timeout: Duration,
) -> MoveOutcome {
    let handle = double
        .slash(user, channel, "move", json!({"move": text}))
        .await;
    let Some(message) = handle.try_final_message(timeout).await else {
        return MoveOutcome::NoAnswer;
    };
    if message.is_ephemeral() || message.attachments.is_empty() {
        return MoveOutcome::Refused(message.content);
    }
    let sent = handle.sent_at();
    let first = handle
        .callbacks()
        .first()
        .map(|c| c.received_at)
        .unwrap_or(message.updated_at);
    MoveOutcome::Board {
        first_response: first.saturating_duration_since(sent),
        board: message.updated_at.saturating_duration_since(sent),
        message,
    }
}
