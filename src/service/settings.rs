//! A server's settings (`/settings`): reading them (through the store's
//! cache), changing them, and what they decide: where a new game or
//! tournament goes and in which language, its clock when none is given,
//! who may organise, and the limits on tournaments and games at once.
//! Discord's own checks (the bot's permissions in a channel, whether a
//! role exists) are the adapter's, before it asks for a change here.
//!
//! The limit on tournaments is counted in the creating transaction, which
//! holds `Lock::Database` (a few writes a day); the limit on games per
//! player in the transaction that creates or accepts a challenge. A change
//! is saved only at the version it was read at (`Conflict` otherwise).

use crate::service::ChallengeError;
use std::ops::RangeInclusive;

use super::MAX_MOVE_HOURS;
use super::{GameService, ServiceError, ServiceResult};
use crate::model::{GuildSettings, NewChallenge, Organisers, Place, SettingsChange, UserId};
use crate::store::WriteTx;
use crate::tournament::NewTournament;

/// The limit on open or running tournaments a server may set.
pub const TOURNAMENT_LIMITS: RangeInclusive<u32> = 1..=50;
/// The limit on games at once per player a server may set.
pub const GAME_LIMITS: RangeInclusive<u32> = 1..=500;
/// The hours after which a finished game's thread is archived, as a server
/// may set them (an hour to a week).
pub const ARCHIVE_AFTER_HOURS: RangeInclusive<u32> = 1..=168;
/// The hours a challenge in a server stays open before it expires, as a
/// server may set them (an hour to two weeks).
pub const CHALLENGE_OPEN_HOURS: RangeInclusive<u32> = 1..=336;

/// Why a setting, or something a setting limits, is refused. `Display` is
/// English, for logs; `words::refusal` words it for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("tournament limit {limit} reached")]
    TournamentLimit { limit: u32 },
    #[error("game limit {limit} reached")]
    GameLimit { limit: u32 },
    #[error("opponent {name} at the game limit {limit}")]
    OpponentGameLimit { name: String, limit: u32 },
    #[error("tournament limit {given} out of range")]
    TournamentLimitRange { given: i64 },
    #[error("game limit {given} out of range")]
    GameLimitRange { given: i64 },
    #[error("archive after {given} hours out of range")]
    ArchiveAfterRange { given: i64 },
    #[error("challenges open for {given} hours out of range")]
    ChallengeOpenRange { given: i64 },
    #[error("organisers' role {role} needed")]
    OrganiserRoleNeeded { role: u64 },
    #[error("Manage Server needed")]
    ManageServerNeeded,
    /// The daily puzzle is posted in the games channel: there must be one.
    #[error("daily puzzle without a games channel")]
    DailyPuzzleNeedsChannel,
}

impl From<SettingsError> for ServiceError {
    fn from(error: SettingsError) -> ServiceError {
        ServiceError::Settings(error)
    }
}

/// The refusal of a limit on tournaments given as `given`.
pub fn tournament_limit(given: i64) -> Result<u32, SettingsError> {
    u32::try_from(given)
        .ok()
        .filter(|n| TOURNAMENT_LIMITS.contains(n))
        .ok_or(SettingsError::TournamentLimitRange { given })
}

/// The refusal of a limit on games per player given as `given`.
pub fn game_limit(given: i64) -> Result<u32, SettingsError> {
    u32::try_from(given)
        .ok()
        .filter(|n| GAME_LIMITS.contains(n))
        .ok_or(SettingsError::GameLimitRange { given })
}

/// The refusal of an archiving delay given as `given` hours.
pub fn archive_after(given: i64) -> Result<u32, SettingsError> {
    u32::try_from(given)
        .ok()
        .filter(|n| ARCHIVE_AFTER_HOURS.contains(n))
        .ok_or(SettingsError::ArchiveAfterRange { given })
}

/// The refusal of a challenge's open time given as `given` hours.
pub fn challenge_open(given: i64) -> Result<u32, SettingsError> {
    u32::try_from(given)
        .ok()
        .filter(|n| CHALLENGE_OPEN_HOURS.contains(n))
        .ok_or(SettingsError::ChallengeOpenRange { given })
}

/// Whether a member with `roles` (and Manage Server or not) may create
/// tournaments under `settings`; the refusal says who may.
pub fn may_organise(
    settings: &GuildSettings,
    roles: &[u64],
    manage_server: bool,
) -> Result<(), SettingsError> {
    match settings.organisers {
        _ if manage_server => Ok(()),
        Organisers::Everyone => Ok(()),
        Organisers::Role(role) if roles.contains(&role) => Ok(()),
        Organisers::Role(role) => Err(SettingsError::OrganiserRoleNeeded { role }),
        Organisers::ManageServer => Err(SettingsError::ManageServerNeeded),
    }
}

impl GameService {
    /// A new challenge (not a rematch, which keeps its game's terms) as
    /// its server's settings have it: place, language and default clock.
    pub(super) async fn challenge_in_server(
        &self,
        new: NewChallenge,
    ) -> ServiceResult<(NewChallenge, Option<GuildSettings>)> {
        if new.rematch_of.is_some() {
            return Ok((new, None));
        }
        let (place, settings) = self.settings().place_in_server(new.place).await?;
        let (move_hours, bank) = match settings {
            Some(s) => s.clock_for(new.move_hours, new.bank),
            None => (new.move_hours, new.bank),
        };
        Ok((
            NewChallenge {
                place,
                move_hours,
                bank,
                ..new
            },
            settings,
        ))
    }

    /// A new tournament as its server's settings have it: place, language
    /// and default clock.
    pub(super) async fn tournament_in_server(
        &self,
        new: NewTournament,
    ) -> ServiceResult<(NewTournament, Option<GuildSettings>)> {
        let (place, settings) = self.settings().place_in_server(new.place).await?;
        let (move_hours, bank) = match settings {
            Some(s) => s.clock_for(new.move_hours, new.bank),
            None => (new.move_hours, new.bank),
        };
        Ok((
            NewTournament {
                place,
                move_hours,
                bank,
                ..new
            },
            settings,
        ))
    }
}

/// A server's settings, a player's notifications, and blocks. Borrowed from the
/// service by [`GameService::settings`].
#[derive(Clone, Copy)]
pub struct Settings<'a> {
    pub(super) service: &'a GameService,
}

impl Settings<'_> {
    /// Server `guild_id`'s settings (its defaults if it never changed any).
    pub async fn guild_settings(self, guild_id: u64) -> ServiceResult<GuildSettings> {
        Ok(self.service.inner.store.guild_settings(guild_id).await?)
    }

    /// Makes `change` to server `guild_id`'s settings for `by` (whom the
    /// adapter found allowed to); returns the settings as now stored.
    /// Nothing changes when anything asked is out of range.
    pub async fn change_guild_settings(
        self,
        guild_id: u64,
        by: UserId,
        change: SettingsChange,
    ) -> ServiceResult<GuildSettings> {
        match change {
            SettingsChange::Limits {
                tournaments,
                games_per_player,
            } => {
                if let Some(n) = tournaments {
                    tournament_limit(i64::from(n))?;
                }
                if let Some(n) = games_per_player {
                    game_limit(i64::from(n))?;
                }
            }
            SettingsChange::ArchiveAfter(hours) => {
                archive_after(i64::from(hours))?;
            }
            SettingsChange::ChallengeOpen(hours) => {
                challenge_open(i64::from(hours))?;
            }
            SettingsChange::Clock(Some(crate::model::DefaultClock::PerMove(hours)))
                if !(1..=MAX_MOVE_HOURS).contains(&hours) =>
            {
                return Err(ChallengeError::InvalidMoveHours.into());
            }
            _ => {}
        }
        let stored = self
            .service
            .inner
            .store
            .guild_settings_stored(guild_id)
            .await?;
        if matches!(change, SettingsChange::DailyPuzzle(Some(_))) && stored.games_channel.is_none()
        {
            return Err(SettingsError::DailyPuzzleNeedsChannel.into());
        }
        let changed = stored.with(change);
        Ok(self
            .service
            .inner
            .store
            .save_guild_settings(&changed, by, self.service.now())
            .await?)
    }

    /// `place` as its server's settings have it: the games channel, if
    /// set, instead of where the command was typed, and the server's
    /// language, if set; with those settings.
    pub async fn place_in_server(
        self,
        place: Place,
    ) -> ServiceResult<(Place, Option<GuildSettings>)> {
        let Some(guild_id) = place.guild_id else {
            return Ok((place, None));
        };
        let settings = self.guild_settings(guild_id).await?;
        let place = Place {
            guild_id: place.guild_id,
            channel_id: settings.games_channel.unwrap_or(place.channel_id),
            language: settings.language.unwrap_or(place.language),
        };
        Ok((place, Some(settings)))
    }
}

/// Refuses a new tournament when its server already has as many open or
/// running as its settings allow; counted in the creating transaction.
pub(super) async fn check_tournament_limit(
    tx: &mut WriteTx,
    settings: Option<&GuildSettings>,
) -> ServiceResult<()> {
    let Some(settings) = settings else {
        return Ok(());
    };
    let live = tx.live_tournaments_in(settings.guild_id).await?;
    if live >= i64::from(settings.max_tournaments) {
        return Err(SettingsError::TournamentLimit {
            limit: settings.max_tournaments,
        }
        .into());
    }
    Ok(())
}

/// Refuses a new game for `player` (`name`, or the caller when `None`)
/// who already plays as many games against people in the server as its
/// settings allow; counted in the transaction that starts or offers it.
pub(super) async fn check_game_limit(
    tx: &mut WriteTx,
    settings: Option<&GuildSettings>,
    player: UserId,
    name: Option<&str>,
) -> ServiceResult<()> {
    let Some(settings) = settings else {
        return Ok(());
    };
    let playing = tx.people_games_in(settings.guild_id, player).await?;
    if playing < i64::from(settings.max_games_per_player) {
        return Ok(());
    }
    let limit = settings.max_games_per_player;
    Err(match name {
        None => SettingsError::GameLimit { limit },
        Some(name) => SettingsError::OpponentGameLimit {
            name: name.to_string(),
            limit,
        },
    }
    .into())
}
