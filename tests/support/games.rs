//! Games played through the double by tests that run many at once: start a
//! game between two users, pick legal moves with the rules engine, send a
//! move and classify the bot's answer with its latencies.

use std::time::Duration;

use abande_bot::rules::{Game, GameKind};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use super::bot::button;
use super::discord_double::{DiscordDouble, DoubleUser, RecordedMessage};

/// A game as the test follows it: players, thread, and the position the bot acknowledged.
pub struct TableGame {
    pub black: DoubleUser,
    pub white: DoubleUser,
    pub thread: u64,
    pub game: Game,
    rng: StdRng,
}

/// `black` challenges `white` (choosing Black) in the general channel and
/// `white` accepts; returns once the first board is in the game's thread.
/// Safe to run many at once: the thread is found by the players' names.
pub async fn start_game(
    double: &DiscordDouble,
    black: DoubleUser,
    white: DoubleUser,
    kind: GameKind,
    seed: u64,
) -> TableGame {
    let channel = double.general_channel();
    let options = json!({"opponent": white.id, "game": kind.id(), "color": "black"});
    let challenge = double
        .slash(&black, channel, "challenge", options)
        .await
        .final_message()
        .await;
    assert!(
        !challenge.is_ephemeral(),
        "challenge refused: {}",
        challenge.content
    );
    double
        .click(&white, &challenge, &button(&challenge, "ab:accept:"))
        .await
        .callback()
        .await;
    let suffix = format!("· {} vs {}", black.name, white.name);
    let mut thread = None;
    for _ in 0..1000 {
        thread = double
            .threads_of(channel)
            .into_iter()
            .find(|t| t.name.ends_with(&suffix));
        if thread.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let thread = thread
        .unwrap_or_else(|| panic!("no thread for {suffix} after 10 s"))
        .id;
    double
        .wait_for_message(thread, |m| !m.attachments.is_empty())
        .await;
    TableGame {
        black,
        white,
        thread,
        game: Game::new(kind),
        rng: StdRng::seed_from_u64(seed),
    }
}

impl TableGame {
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

    /// Applies an acknowledged move and the passes the service forces after it.
    pub fn record(&mut self, text: &str) {
        self.game
            .play_text(text)
            .expect("the test only plays legal moves");
        while self.game.only_move_is_pass() && !self.game.is_over() {
            self.game.play_text("pass").expect("a forced pass is legal");
        }
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
