//! A player's own data (issue 36): `/privacy export` writes everything
//! stored about a player, and `/privacy forget` erases who they are.
//!
//! The export is plain text: the profile, ratings, rating history,
//! tournament entries, vacations, the puzzle record (puzzle rating,
//! solved, failed, streaks), every puzzle attempt, every answer to a
//! server's daily puzzle and every player they block as one JSON object per line under a
//! `== section` line, then every game as its `/export` record. Games are
//! read [`EXPORT_BATCH_GAMES`] at a time and written out before the next
//! batch is read, so memory holds one batch whatever the player's history.
//!
//! Forgetting first ends what is running through the ordinary paths (each
//! tournament entry withdrawn, each game resigned, each pending challenge
//! withdrawn or declined, so opponents and threads are told as usual), then
//! in one transaction moves every stored row naming the player to a new
//! player "deleted player #N", deletes the player's ratings, leaderboard
//! places and the blocks they made, and empties their own row
//! (`store/privacy.rs`; why blocks of them stay: `service/blocks.rs`). Opponents keep
//! their games, results and ratings; a game reads the same every time.
//! Nothing links the Discord account to them any more: used again, it
//! starts afresh in its emptied row, as a new player.

use crate::service::{ChallengeError, GameError, PrivacyError, TaskFailed};
use std::io::Write;

use serde_json::json;

use super::{
    ChallengeId, GameId, GameRecord, GameService, Player, ServiceError, ServiceResult, UserId,
};
use crate::store::{Lock, forgotten_name};
use abande_rules::record::{Record, utc_date};

/// Games read from the store per batch of an export.
pub const EXPORT_BATCH_GAMES: usize = 200;

/// How many times forgetting ends what is running and tries to erase,
/// when something started meanwhile (a challenge accepted at that moment).
const FORGET_TRIES: usize = 3;

/// What an export wrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExportReport {
    pub games: u64,
    /// Batches read from the store.
    pub batches: u32,
    /// The most games held at once.
    pub largest_batch: usize,
}

/// What forgetting `user` would end, told before they confirm.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ForgetPlan {
    /// Anything is stored under their id at all.
    pub stored: bool,
    /// Games in progress, resigned.
    pub running: u32,
    /// Pending challenges they made or were sent, withdrawn or declined.
    pub challenges: u32,
    /// Tournaments in sign-up or running they are in, left or withdrawn from.
    pub tournaments: u32,
}

/// What forgetting did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forgotten {
    /// The player is now "deleted player #`number`" in every game.
    pub number: u64,
    pub name: String,
    /// Games resigned, as they now stand.
    pub resigned: Vec<GameId>,
    /// Challenges withdrawn or declined.
    pub challenges: Vec<ChallengeId>,
}

fn io_error(error: std::io::Error) -> ServiceError {
    TaskFailed::storage("writing the export", error)
}

/// Writes one line of an export.
fn line<W: Write>(out: &mut W, text: &str) -> ServiceResult<()> {
    writeln!(out, "{text}").map_err(io_error)
}

/// A section of the export: its `== name` line, then one JSON object a line.
fn section<W: Write>(
    out: &mut W,
    name: &str,
    rows: impl IntoIterator<Item = serde_json::Value>,
) -> ServiceResult<()> {
    line(out, &format!("== {name}"))?;
    for row in rows {
        line(out, &row.to_string())?;
    }
    Ok(())
}

/// A game's `/export` record.
fn game_record(game: &GameRecord, moves: Vec<String>) -> Record {
    Record {
        kind: game.kind,
        black: game.black.name.clone(),
        white: game.white.name.clone(),
        date: utc_date(game.finished_at.unwrap_or(game.created_at)),
        result: game.result,
        ending: game.ended_by.map(|e| e.word().to_string()),
        moves,
    }
}

impl GameService {
    /// Withdraws `user` from their live tournaments, resigns their games
    /// and closes their pending challenges, each through its usual path.
    async fn end_what_runs(
        &self,
        user: UserId,
        resigned: &mut Vec<GameId>,
        closed: &mut Vec<ChallengeId>,
    ) -> ServiceResult<()> {
        let store = &self.inner.store;
        for entry in live_entries(&store.tournament_entries(user).await?) {
            let id = crate::tournament::TournamentId(entry);
            let before = store.active_games(user).await?;
            match self.tournaments().withdraw_from_tournament(id, user).await {
                Ok(_) | Err(ServiceError::Tournament(_)) => {}
                Err(error) => return Err(error),
            }
            let after = store.active_games(user).await?;
            resigned.extend(
                before
                    .iter()
                    .map(|g| g.id())
                    .filter(|id| !after.iter().any(|a| a.id() == *id)),
            );
        }
        for game in store.active_games(user).await? {
            match self.games().resign(game.id(), user, None).await {
                Ok(_) => resigned.push(game.id()),
                Err(ServiceError::Game(GameError::Over)) => {}
                Err(error) => return Err(error),
            }
        }
        let me = match store.player(user).await? {
            Some((player, _)) => player,
            None => Player {
                id: user,
                name: String::new(),
            },
        };
        for challenge in store.pending_challenges(user).await? {
            let closing = if challenge.challenger.id == user {
                self.challenges()
                    .cancel_challenge(challenge.id, me.clone())
                    .await
            } else {
                self.challenges()
                    .decline_challenge(challenge.id, me.clone())
                    .await
            };
            match closing {
                Ok(_) => closed.push(challenge.id),
                Err(ServiceError::Challenge(
                    ChallengeError::Closed { .. } | ChallengeError::Expired | ChallengeError::Taken,
                )) => {}
                Err(error) => return Err(error),
            }
        }
        Ok(())
    }
}

/// A player's data: exported, or forgotten. Borrowed from the service by
/// [`GameService::privacy`].
#[derive(Clone, Copy)]
pub struct Privacy<'a> {
    pub(super) service: &'a GameService,
}

impl Privacy<'_> {
    /// Writes everything stored about `user` to `out` (see the module's
    /// documentation for the form), reading their games
    /// [`EXPORT_BATCH_GAMES`] at a time.
    pub async fn export_player_data<W: Write>(
        self,
        user: UserId,
        out: &mut W,
    ) -> ServiceResult<ExportReport> {
        self.export_player_data_in(user, EXPORT_BATCH_GAMES, out)
            .await
    }

    /// [`Privacy::export_player_data`] with `batch` games per read.
    pub async fn export_player_data_in<W: Write>(
        self,
        user: UserId,
        batch: usize,
        out: &mut W,
    ) -> ServiceResult<ExportReport> {
        let store = &self.service.inner.store;
        line(
            out,
            &format!(
                "# abande-bot: everything stored about Discord user {}, exported {} (UTC).",
                user.0,
                utc_date(self.service.now())
            ),
        )?;
        line(
            out,
            "# Sections: profile, ratings, rating_history, tournaments, vacations, puzzles, \
             puzzle_attempts, daily_puzzles, blocks (one JSON object per line), then games: each \
             game's record as /export writes it.",
        )?;
        let profile = match store.player(user).await?.filter(holds_anything) {
            Some((player, notify_dm)) => json!({
                "id": user.0.to_string(),
                "name": player.name,
                "dm_when_it_is_my_turn": notify_dm,
                "language": "not stored: each reply uses the language Discord reports",
            }),
            None => json!({ "id": user.0.to_string(), "stored": false }),
        };
        section(out, "profile", [profile])?;
        let ratings = store.ratings(user).await?;
        section(
            out,
            "ratings",
            ratings.into_iter().map(|(kind, rating)| {
                json!({
                    "kind": kind.id(),
                    "rating": rating.rating,
                    "deviation": rating.deviation,
                    "volatility": rating.volatility,
                    "rated_games": rating.games,
                })
            }),
        )?;
        let history = store.rating_history(user).await?;
        section(
            out,
            "rating_history",
            history.into_iter().map(|change| {
                json!({
                    "game": change.game_id.0,
                    "kind": change.kind.id(),
                    "before": change.before,
                    "after": change.after.rating,
                    "deviation_after": change.after.deviation,
                    "at": change.at,
                })
            }),
        )?;
        let entries = store.tournament_entries(user).await?;
        section(
            out,
            "tournaments",
            entries.into_iter().map(|entry| {
                json!({
                    "tournament": entry.tournament_id,
                    "name": entry.name,
                    "kind": entry.kind,
                    "status": entry.status,
                    "joined_at": entry.joined_at,
                    "withdrawn_at": entry.withdrawn_at,
                })
            }),
        )?;
        let vacations = store.vacations_of(user).await?.into_iter();
        let vacations =
            vacations.map(|v| json!({ "starts_at": v.starts_at, "ends_at": v.ends_at }));
        section(out, "vacations", vacations)?;
        let puzzles = store.puzzle_record(user).await?;
        let puzzles = json!({
            "puzzle_rating": puzzles.rating.rating,
            "deviation": puzzles.rating.deviation,
            "volatility": puzzles.rating.volatility,
            "solved": puzzles.solved,
            "failed": puzzles.failed,
            "streak": puzzles.streak,
            "best_streak": puzzles.best_streak,
            "solving_puzzle": puzzles.current.map(|(id, _)| id),
            "solving_step": puzzles.current.map(|(_, step)| step),
            "learning_from_game": puzzles.learning.map(|(game, _)| game.0),
        });
        section(out, "puzzles", [puzzles])?;
        let attempts = store.puzzle_attempts_of(user).await?.into_iter();
        let attempts = attempts
            .map(|(puzzle, solved, at)| json!({ "puzzle": puzzle, "solved": solved, "at": at }));
        section(out, "puzzle_attempts", attempts)?;
        let answers = store.daily_puzzles_answered(user).await?;
        section(
            out,
            "daily_puzzles",
            answers.into_iter().map(|answer| {
                json!({
                    "server": answer.guild_id.to_string(),
                    "day": utc_date(answer.day * crate::model::DAY_SECS),
                    "puzzle": answer.puzzle,
                    "solved": answer.solved,
                    "at": answer.answered_at,
                })
            }),
        )?;
        let blocks = store.blocks_of(user).await?.into_iter();
        let blocks = blocks.map(|block| {
            json!({
                "blocked": block.user.0.to_string(),
                "name": block.name,
                "since": block.since,
            })
        });
        section(out, "blocks", blocks)?;
        line(out, "== games")?;
        let mut report = ExportReport::default();
        let mut after = GameId(0);
        let limit = batch.max(1);
        loop {
            let games = store
                .games_of_player_after(user, after, limit as i64)
                .await?;
            if games.is_empty() {
                break;
            }
            report.batches += 1;
            report.largest_batch = report.largest_batch.max(games.len());
            let full = games.len() == limit;
            for (game, moves) in games {
                after = game.id;
                report.games += 1;
                line(out, &format!("# game {}", game.id))?;
                write!(out, "{}", game_record(&game, moves)).map_err(io_error)?;
                line(out, "")?;
            }
            if !full {
                break;
            }
        }
        out.flush().map_err(io_error)?;
        Ok(report)
    }

    /// What forgetting `user` would end now.
    pub async fn forget_plan(self, user: UserId) -> ServiceResult<ForgetPlan> {
        let store = &self.service.inner.store;
        let running = store.active_games(user).await?.len() as u32;
        let challenges = store.pending_challenges(user).await?.len() as u32;
        let tournaments = live_entries(&store.tournament_entries(user).await?).len() as u32;
        let stored = store
            .player(user)
            .await?
            .is_some_and(|p| holds_anything(&p));
        Ok(ForgetPlan {
            stored,
            running,
            challenges,
            tournaments,
        })
    }

    /// Forgets `user` (see the module's documentation). With `asked`, the
    /// plan they confirmed: refused if the games it resigns changed since.
    /// `None` when nothing is stored about them (forgotten already).
    pub async fn forget_player(
        self,
        user: UserId,
        asked: Option<ForgetPlan>,
    ) -> ServiceResult<Option<Forgotten>> {
        let plan = self.forget_plan(user).await?;
        if !plan.stored {
            return Ok(None);
        }
        if let Some(asked) = asked
            && asked.running != plan.running
        {
            return Err(ServiceError::Privacy(PrivacyError::ForgetChanged {
                running: plan.running,
            }));
        }
        let mut resigned = Vec::new();
        let mut challenges = Vec::new();
        for _ in 0..FORGET_TRIES {
            self.service
                .end_what_runs(user, &mut resigned, &mut challenges)
                .await?;
            let now = self.service.now();
            let mut tx = self.service.begin_write(&[Lock::Database]).await?;
            if !tx.player_stored(user).await? {
                return Ok(None);
            }
            let busy = !tx.active_games(user).await?.is_empty()
                || !self
                    .service
                    .inner
                    .store
                    .pending_challenges(user)
                    .await?
                    .is_empty();
            if busy {
                // Started meanwhile: end it too, then try again.
                continue;
            }
            if let Some(vacation) = tx.current_vacation(user, now).await? {
                tx.end_vacation(vacation.id, now).await?;
            }
            let number = tx.forget_player(user, now).await?;
            tx.commit().await?;
            tracing::info!(number, "a player's data was forgotten at their request");
            return Ok(Some(Forgotten {
                number,
                name: forgotten_name(number),
                resigned,
                challenges,
            }));
        }
        Err(ServiceError::Conflict)
    }
}

/// Whether a player's row holds anything: a name or a DM setting (a
/// forgotten player's row is empty).
fn holds_anything((player, notify_dm): &(Player, bool)) -> bool {
    !player.name.is_empty() || *notify_dm
}

/// The tournaments of `entries` still in sign-up or running that the player
/// has not withdrawn from.
fn live_entries(entries: &[crate::store::TournamentEntry]) -> Vec<i64> {
    entries
        .iter()
        .filter(|e| e.withdrawn_at.is_none() && e.status != "finished")
        .map(|e| e.tournament_id)
        .collect()
}
