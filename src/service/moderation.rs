//! Organisers and moderators (issue #36): cancelling a tournament,
//! removing a player from one, aborting or adjudicating a game, and the
//! audit of what moderators did. Who is a moderator is Discord's to tell
//! (Manage Server, or the server's organisers' role): the adapter computes
//! it and passes a [`Rank`]; this decides what that rank may do, in the
//! server the command came from only (anything of another server is "not
//! found", as a missing one). Every action is stored
//! (`moderation_actions`, migration 0021) with who, what, when and where.

use super::games::board_score;
use super::tournaments::TournamentError;
use super::{GameId, GameService, GameView, Player, ServiceError, ServiceResult, UserId};
use crate::model::{
    AnnouncementKind, GuildSettings, ModerationAction, ModerationRecord, Organisers, Subject,
};
use crate::service::GameError;
use crate::store::{GameEnd, Lock, NewAnnouncement};
use crate::tournament::{Tournament, TournamentId, TournamentStatus};
use abande_rules::Outcome;

/// How many actions `/settings audit` lists.
pub const AUDIT_LINES: i64 = 25;

/// What the caller is in the server, as the adapter found from Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rank {
    /// Has Manage Server, or the server's organisers' role.
    Moderator,
    Member,
}

/// Whether a member with `roles` (and Manage Server or not) moderates in
/// a server with `settings`: Manage Server, or the organisers' role when
/// the server named one.
pub fn is_moderator(settings: &GuildSettings, roles: &[u64], manage_server: bool) -> Rank {
    let organiser = matches!(settings.organisers, Organisers::Role(role) if roles.contains(&role));
    if manage_server || organiser {
        Rank::Moderator
    } else {
        Rank::Member
    }
}

/// How a moderator ends a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No result, no rating change.
    Abort,
    /// This result, rated if the game was.
    Adjudicate(Outcome),
}

/// Why a moderator's request is refused. `Display` is English, for logs;
/// `words::refusal` words it for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ModerationError {
    #[error("not a moderator")]
    NotModerator,
    #[error("not the creator ({creator}) nor a moderator")]
    NotCreator { creator: String },
    #[error("the creator cancelling after the start")]
    CreatorAfterStart,
    #[error("already cancelled")]
    AlreadyCancelled,
    #[error("over")]
    Over,
    /// Adjudicating a game one plays in would set one's own rating.
    #[error("adjudicating one's own game")]
    OwnGame,
    #[error("{name} not in the tournament")]
    PlayerNotIn { name: String },
    #[error("{name} already withdrawn")]
    PlayerAlreadyWithdrawn { name: String },
}

impl From<ModerationError> for ServiceError {
    fn from(error: ModerationError) -> ServiceError {
        ServiceError::Moderation(error)
    }
}

/// What cancelling would do, told before it is confirmed.
#[derive(Clone, Debug)]
pub struct Cancellation {
    pub tournament: Tournament,
    /// Games still running, which it would abort.
    pub running: u32,
}

/// Refuses `by` (of `rank`) cancelling `t`: a moderator may at any time,
/// its creator before the start.
fn may_cancel(t: &Tournament, by: UserId, rank: Rank) -> Result<(), ModerationError> {
    match (rank, t.status) {
        (_, TournamentStatus::Finished) if t.cancelled_at.is_some() => {
            Err(ModerationError::AlreadyCancelled)
        }
        (_, TournamentStatus::Finished) => Err(ModerationError::Over),
        (Rank::Moderator, _) => Ok(()),
        (Rank::Member, TournamentStatus::SignUp) if by == t.creator.id => Ok(()),
        (Rank::Member, _) if by == t.creator.id => Err(ModerationError::CreatorAfterStart),
        (Rank::Member, _) => Err(ModerationError::NotCreator {
            creator: t.creator.name.clone(),
        }),
    }
}

fn moderator_only(rank: Rank) -> ServiceResult<()> {
    match rank {
        Rank::Moderator => Ok(()),
        Rank::Member => Err(ModerationError::NotModerator.into()),
    }
}

impl GameService {
    /// Tournament `id`'s games still running.
    async fn running_games_of(&self, id: TournamentId) -> ServiceResult<Vec<GameId>> {
        let schedule = self.inner.store.schedule(id).await?;
        Ok(schedule
            .iter()
            .filter(|g| g.status == Some(super::GameStatus::Active))
            .filter_map(|g| g.game)
            .collect())
    }

    /// Aborts `game`, a game of a cancelled tournament, its final board
    /// owed to the delivery worker at once.
    async fn abort_for_moderator(&self, game: GameId) -> ServiceResult<GameView> {
        let mut write = self.open_write(game).await?;
        write.side_to_move()?;
        write.board_claim_secs = 0;
        write.end(GameEnd::aborted()).await
    }
}

/// What a server's moderators do to games and tournaments, and its log.
/// Borrowed from the service by [`GameService::moderation`].
#[derive(Clone, Copy)]
pub struct Moderation<'a> {
    pub(super) service: &'a GameService,
}

impl Moderation<'_> {
    /// What cancelling tournament `id` (of server `guild`) would do, asked
    /// by `by` before they confirm; refused as the cancellation would be.
    pub async fn cancellation(
        self,
        id: TournamentId,
        guild: Option<u64>,
        by: UserId,
        rank: Rank,
    ) -> ServiceResult<Cancellation> {
        let tournament = self.service.tournaments().tournament_in(id, guild).await?;
        may_cancel(&tournament, by, rank)?;
        let running = self.service.running_games_of(id).await?.len() as u32;
        Ok(Cancellation {
            tournament,
            running,
        })
    }

    /// Cancels tournament `id` of server `guild` for `by` (of `rank`): it
    /// ends as finished and cancelled (counted no more against the
    /// server's limit), then each of its games still running is aborted
    /// (no result, no rating change), each in its own change; a game's
    /// end no longer moves the event on, since it is over. The action is
    /// stored for the audit in the cancelling transaction. Asked again
    /// after a failure half-way (by a moderator), it aborts what is left.
    pub async fn cancel_tournament(
        self,
        id: TournamentId,
        guild: Option<u64>,
        by: &Player,
        rank: Rank,
    ) -> ServiceResult<Tournament> {
        let found = self.service.tournaments().tournament_in(id, guild).await?;
        let server = found.place.guild_id.unwrap_or_default();
        let left_over = match may_cancel(&found, by.id, rank) {
            Ok(()) => false,
            Err(ModerationError::AlreadyCancelled) if rank == Rank::Moderator => true,
            Err(refused) => return Err(refused.into()),
        };
        if !left_over {
            let now = self.service.now();
            let (mut tx, tournament) = self
                .service
                .write_tournament(id, &[Lock::Player(by.id)])
                .await?;
            may_cancel(&tournament, by.id, rank)?;
            tx.upsert_player(&super::clean_player(by), now).await?;
            tx.cancel_tournament(id, now).await?;
            let action = ModerationAction::CancelTournament { tournament: id.0 };
            tx.record_moderation(server, by.id, action, now).await?;
            tx.commit().await?;
        }
        let running = self.service.running_games_of(id).await?;
        if left_over && running.is_empty() {
            return Err(ModerationError::AlreadyCancelled.into());
        }
        for game in running {
            match self.service.abort_for_moderator(game).await {
                Ok(_) | Err(ServiceError::Game(GameError::Over)) => {}
                Err(error) => return Err(error),
            }
        }
        if !self.service.running_games_of(id).await?.is_empty() {
            tracing::warn!(tournament = %id, "a game of a cancelled tournament is still running");
        }
        self.service.wake_delivery();
        self.service.tournaments().tournament(id).await
    }

    /// Takes `player` out of tournament `id` of server `guild`, for `by`,
    /// a moderator: exactly `/tournament withdraw` (their running games
    /// resigned, not paired again; in sign-up, their place given back).
    /// Returns the event as it now stands and the player removed.
    pub async fn remove_from_tournament(
        self,
        id: TournamentId,
        guild: Option<u64>,
        player: UserId,
        by: &Player,
        rank: Rank,
    ) -> ServiceResult<(Tournament, Player)> {
        moderator_only(rank)?;
        let tournament = self.service.tournaments().tournament_in(id, guild).await?;
        let server = tournament.place.guild_id.unwrap_or_default();
        let entrant = self
            .service
            .inner
            .store
            .entrants(id)
            .await?
            .into_iter()
            .find(|e| e.player.id == player);
        let named = |error: ServiceError| match error {
            ServiceError::Tournament(TournamentError::NotIn) => ModerationError::PlayerNotIn {
                name: format!("<@{}>", player.0),
            }
            .into(),
            ServiceError::Tournament(TournamentError::AlreadyWithdrawn) => {
                ModerationError::PlayerAlreadyWithdrawn {
                    name: format!("<@{}>", player.0),
                }
                .into()
            }
            other => other,
        };
        let Some(entrant) = entrant else {
            return Err(named(TournamentError::NotIn.into()));
        };
        self.service
            .tournaments()
            .withdrawal(id, player, guild)
            .await
            .map_err(named)?;
        let tournament = self
            .service
            .tournaments()
            .withdraw_from_tournament(id, player)
            .await
            .map_err(named)?;
        let now = self.service.now();
        let mut tx = self
            .service
            .begin_write(&[Lock::Tournament(id), Lock::Player(by.id)])
            .await?;
        tx.upsert_player(&super::clean_player(by), now).await?;
        let action = ModerationAction::RemovePlayer {
            tournament: id.0,
            player,
        };
        tx.record_moderation(server, by.id, action, now).await?;
        tx.commit().await?;
        Ok((tournament, entrant.player))
    }

    /// Ends game `game` of server `guild` for `by`, a moderator, as
    /// `verdict` says: aborted (no result, no rating change) or with the
    /// result given (rated if the game was). Refused for a game of another
    /// server or outside servers (not found, as a missing one), for a
    /// game already over, and for adjudicating a game `by` plays in. The players and the thread hear who did it
    /// (`ModerationNotice`, owed in the same transaction, before the final
    /// board; both sent by the delivery worker).
    pub async fn moderate_game(
        self,
        game: GameId,
        guild: u64,
        by: &Player,
        rank: Rank,
        verdict: Verdict,
    ) -> ServiceResult<GameView> {
        moderator_only(rank)?;
        let mut write = self.service.open_write(game).await?;
        if write.view.record.place.guild_id != Some(guild) {
            return Err(GameError::NotFound(game).into());
        }
        write.side_to_move()?;
        if matches!(verdict, Verdict::Adjudicate(_)) && write.view.record.color_of(by.id).is_some()
        {
            return Err(ModerationError::OwnGame.into());
        }
        let now = write.now;
        // The name the audit shows; the row must exist for the action's key.
        write
            .tx
            .upsert_player(&super::clean_player(by), now)
            .await?;
        let (action, end) = match verdict {
            Verdict::Abort => (ModerationAction::AbortGame { game }, GameEnd::aborted()),
            Verdict::Adjudicate(result) => (
                ModerationAction::AdjudicateGame { game, result },
                GameEnd {
                    status: super::GameStatus::Finished,
                    result: Some(result),
                    // The notice and the audit say who decided it.
                    ended_by: super::EndedBy::Adjudication,
                    final_score: board_score(&write.view.game),
                },
            ),
        };
        write
            .tx
            .record_moderation(guild, by.id, action, now)
            .await?;
        let notice = NewAnnouncement {
            kind: AnnouncementKind::ModerationNotice,
            subject: Subject::Game(game),
            version: write.view.record.version + 1,
            at_ply: write.view.game.ply(),
            claimed_until: now,
        };
        write.tx.owe(notice, now).await?;
        write.board_claim_secs = 0;
        write.end(end).await
    }

    /// The moderator's action that ended `game`, if one did.
    pub async fn moderation_of_game(self, game: GameId) -> ServiceResult<Option<ModerationRecord>> {
        Ok(self.service.inner.store.moderation_of_game(game).await?)
    }

    /// Server `guild`'s last [`AUDIT_LINES`] moderators' actions, newest first.
    pub async fn moderation_log(self, guild: u64) -> ServiceResult<Vec<ModerationRecord>> {
        Ok(self
            .service
            .inner
            .store
            .moderation_log(guild, AUDIT_LINES)
            .await?)
    }
}
