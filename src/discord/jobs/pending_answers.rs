//! Deferred answers Discord did not take: a player's `/move` was stored
//! and deferred ("thinking…"), then Discord failed every try at the answer
//! (an outage). The answer waits here for the game's board; once the outbox
//! has posted it, the deferred reply is edited to point at it. An
//! interaction's token lives 15 minutes: past that the answer is dropped
//! (logged), and the board in the game's thread, which lists every move
//! played meanwhile, is the answer. Nothing waits forever.
//!
//! Kept in memory: after a restart the deferred reply cannot be completed
//! anyway once its 15 minutes are over, and the board is owed in the
//! database (`store/announcements.rs`), so only the pointer is lost.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::builder::{Builder, EditInteractionResponse};

use crate::i18n::Lang;
use crate::service::{GameId, GameService};
use crate::tr;

/// How long Discord accepts edits of an interaction's answer.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Edits are not tried this close to the end of a token's life.
const MARGIN: Duration = Duration::from_secs(30);

#[derive(Clone, Debug)]
struct Pending {
    token: String,
    lang: Lang,
    expires_at: Instant,
}

/// Deferred answers waiting for their game's board, by game.
#[derive(Default)]
pub struct PendingAnswers {
    by_game: Mutex<HashMap<GameId, Vec<Pending>>>,
}

impl PendingAnswers {
    /// The answer to the interaction with `token` (received at `received`)
    /// waits for `game`'s board.
    pub fn wait_for_board(&self, lang: Lang, game: GameId, token: String, received: Instant) {
        let pending = Pending {
            token,
            lang,
            expires_at: received + TOKEN_LIFETIME - MARGIN,
        };
        self.lock().entry(game).or_default().push(pending);
    }

    /// Answers waiting, all games together.
    pub fn len(&self) -> usize {
        self.lock().values().map(Vec::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Drops the answers whose token ran out by `now`; returns how many.
    fn drop_expired(&self, now: Instant) -> usize {
        let mut map = self.lock();
        let before: usize = map.values().map(Vec::len).sum();
        for answers in map.values_mut() {
            answers.retain(|a| a.expires_at > now);
        }
        map.retain(|_, answers| !answers.is_empty());
        before - map.values().map(Vec::len).sum::<usize>()
    }

    /// Takes the answers of games in `ready` (their board is out).
    fn take(&self, ready: &[GameId]) -> Vec<(GameId, Pending)> {
        let mut map = self.lock();
        ready
            .iter()
            .filter_map(|game| map.remove(game).map(|answers| (*game, answers)))
            .flat_map(|(game, answers)| answers.into_iter().map(move |a| (game, a)))
            .collect()
    }

    fn put_back(&self, game: GameId, pending: Pending) {
        self.lock().entry(game).or_default().push(pending);
    }

    fn games(&self) -> Vec<GameId> {
        self.lock().keys().copied().collect()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Vec<Pending>>> {
        self.by_game.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Completes every waiting answer whose game owes no board any more
    /// (edits the deferred reply with the board's link); keeps the others,
    /// and those Discord refused, for the next pass; drops the expired.
    pub async fn settle(&self, http: &serenity::Http, service: &GameService) {
        let expired = self.drop_expired(Instant::now());
        if expired > 0 {
            tracing::warn!(
                expired,
                "deferred answers ran out of time; the boards in the threads answer them"
            );
        }
        let mut ready = Vec::new();
        for game in self.games() {
            match service.outbox().owed_board_from(game, i64::MAX).await {
                Ok(None) => ready.push(game),
                Ok(Some(_)) => {}
                Err(error) => tracing::warn!(%error, %game, "could not read the outbox"),
            }
        }
        for (game, pending) in self.take(&ready) {
            let link = match service.games().load_game(game).await {
                Ok(view) => view
                    .record
                    .board_message_id
                    .map(|message| {
                        let channel = view
                            .record
                            .thread_id
                            .unwrap_or(view.record.place.channel_id);
                        crate::discord::presentation::text::message_link(
                            view.record.place.guild_id,
                            channel,
                            message,
                        )
                    })
                    .unwrap_or_default(),
                Err(error) => {
                    tracing::warn!(%error, %game, "could not load a game to answer its move");
                    self.put_back(game, pending);
                    continue;
                }
            };
            let text = tr!(pending.lang, "move-saved-board-posted-later", link = link);
            let edit = EditInteractionResponse::new()
                .content(text)
                .allowed_mentions(crate::discord::presentation::text::no_pings());
            if let Err(error) = edit.execute(http, &pending.token).await {
                tracing::warn!(%error, %game, "could not complete a deferred answer; trying again later");
                self.put_back(game, pending);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_dropped_once_their_token_runs_out() {
        let answers = PendingAnswers::default();
        let start = Instant::now();
        answers.wait_for_board(Lang::En, GameId(1), "a".into(), start);
        let later = start + Duration::from_secs(60);
        answers.wait_for_board(Lang::En, GameId(2), "b".into(), later);
        assert_eq!(answers.drop_expired(start + Duration::from_secs(5 * 60)), 0);
        assert_eq!(answers.len(), 2);
        // The first one's 15 minutes (less the margin) are over, not the second's.
        let first_expired = start + TOKEN_LIFETIME - MARGIN + Duration::from_secs(1);
        assert_eq!(answers.drop_expired(first_expired), 1);
        assert_eq!(answers.games(), vec![GameId(2)]);
        assert_eq!(answers.drop_expired(later + TOKEN_LIFETIME), 1);
        assert!(answers.is_empty());
    }

    #[test]
    fn only_the_answers_of_ready_games_are_taken() {
        let answers = PendingAnswers::default();
        let now = Instant::now();
        for (game, token) in [(1, "a"), (1, "b"), (2, "c")] {
            answers.wait_for_board(Lang::En, GameId(game), token.into(), now);
        }
        let taken = answers.take(&[GameId(1)]);
        let tokens: Vec<&str> = taken.iter().map(|(_, p)| p.token.as_str()).collect();
        assert_eq!(tokens, ["a", "b"]);
        assert_eq!(answers.len(), 1);
    }
}
