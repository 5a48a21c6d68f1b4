//! Server settings (`guild_settings`, migration 0020) and the cache every
//! command reads them through.
//!
//! Where settings are read, cached and invalidated:
//!
//! - **PostgreSQL**: each [`Store`] keeps the settings of the servers it
//!   has read in memory, valid while its listener (a connection of its own
//!   that `LISTEN`s on [`CHANNEL`]) is connected. Every change runs
//!   `pg_notify(CHANNEL, '<guild>:<version>')` in its own transaction, so
//!   the notification goes out exactly when the change commits, to every
//!   process on the database; each drops that server's entry when it
//!   arrives (within milliseconds of the commit). A read that started
//!   before an invalidation does not put what it read into the cache (the
//!   cache's generation moved on), so a stale row is never cached. While
//!   the listener is not connected (before the first read, or after it
//!   lost its connection and notifications may have been missed) the cache
//!   is emptied and every read goes to the database, until it listens
//!   again. The process that made a change drops its own entry at once.
//! - **SQLite**: processes sharing the file (an overlapping deploy) have no
//!   way to tell each other without a query, so every read is the primary
//!   key lookup of one row of a local file (no network), and nothing is
//!   cached.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tracing::instrument;

use super::names::{clock_from_name, clock_name, organisers_from_name, organisers_name};
use super::rows::db_id;
use super::{Backend, Store, StoreError, WriteTx};
use crate::model::{DefaultClock, GuildSettings, Lang, UserId};

/// The PostgreSQL notification channel of settings changes.
pub const CHANNEL: &str = "abande_guild_settings";

const BY_GUILD: &str = "SELECT games_channel_id, organisers, organiser_role_id, language, clock,
         clock_move_hours, max_tournaments, max_games_per_player, version, archive_after_hours,
         daily_puzzle, challenge_open_hours
     FROM guild_settings WHERE guild_id = $1";

/// The first change of a server's settings (`$11` is 0, the version they
/// were read at); no row when another process made one meanwhile.
const INSERT: &str = "INSERT INTO guild_settings (guild_id, games_channel_id, organisers,
         organiser_role_id, language, clock, clock_move_hours, max_tournaments,
         max_games_per_player, updated_by, updated_at, version, archive_after_hours, daily_puzzle,
         challenge_open_hours)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $12, $11 + 1, $13, $14, $15)
     ON CONFLICT (guild_id) DO NOTHING
     RETURNING version";

/// A later change, if the row is still at the version read (`$11`).
const UPDATE: &str = "UPDATE guild_settings SET games_channel_id = $2, organisers = $3,
         organiser_role_id = $4, language = $5, clock = $6, clock_move_hours = $7,
         max_tournaments = $8, max_games_per_player = $9, updated_by = $10,
         updated_at = $12, version = version + 1, archive_after_hours = $13,
         daily_puzzle = $14, challenge_open_hours = $15
     WHERE guild_id = $1 AND version = $11
     RETURNING version";

const NOTIFY: &str = "SELECT pg_notify($1, $2)";

/// Open or running tournaments of a server (index `tournaments_live_by_guild`).
const LIVE_TOURNAMENTS: &str = "SELECT COUNT(*) FROM tournaments
     WHERE guild_id = $1 AND status IN ('signup', 'running')";

/// A player's running games against people in a server (indexes
/// `games_by_black`, `games_by_white`).
const PEOPLE_GAMES: &str = "SELECT COUNT(*) FROM games
     WHERE (black_id = $2 OR white_id = $2) AND status = 'active'
       AND guild_id = $1 AND engine_level IS NULL";

type SettingsRow = (
    Option<i64>,
    String,
    Option<i64>,
    Option<String>,
    Option<String>,
    Option<i64>,
    i64,
    i64,
    i64,
    i64,
    Option<String>,
    i64,
);

fn settings_of(guild_id: u64, row: Option<SettingsRow>) -> Result<GuildSettings, StoreError> {
    let Some((
        channel,
        organisers,
        role,
        language,
        clock,
        hours,
        tournaments,
        games,
        version,
        archive_after,
        daily_puzzle,
        challenge_open,
    )) = row
    else {
        return Ok(GuildSettings::defaults(guild_id));
    };
    let corrupt = || StoreError::Corrupt(format!("settings of server {guild_id}"));
    let organisers =
        organisers_from_name(&organisers, role.map(|r| r as u64)).ok_or_else(corrupt)?;
    let clock = match clock {
        None => None,
        Some(code) => {
            let hours = hours
                .map(u32::try_from)
                .transpose()
                .map_err(|_| corrupt())?;
            Some(clock_from_name(&code, hours).ok_or_else(corrupt)?)
        }
    };
    Ok(GuildSettings {
        guild_id,
        games_channel: channel.map(|c| c as u64),
        organisers,
        language: language.as_deref().map(Lang::from_code),
        clock,
        max_tournaments: u32::try_from(tournaments).map_err(|_| corrupt())?,
        max_games_per_player: u32::try_from(games).map_err(|_| corrupt())?,
        archive_after_hours: u32::try_from(archive_after).map_err(|_| corrupt())?,
        daily_puzzle: daily_puzzle.as_deref().map(Lang::from_code),
        challenge_open_hours: u32::try_from(challenge_open).map_err(|_| corrupt())?,
        version,
    })
}

/// The settings read through the cache (see the module's notes).
#[derive(Clone)]
pub(super) struct SettingsCache {
    inner: Arc<CacheInner>,
}

struct CacheInner {
    /// PostgreSQL's URL, for the listener; `None` on SQLite (no cache).
    listen_url: Option<String>,
    entries: Mutex<HashMap<u64, GuildSettings>>,
    /// Rises with every invalidation; a read caches what it read only if
    /// it did not move meanwhile.
    generation: AtomicU64,
    /// The listener is connected: entries are kept.
    live: AtomicBool,
    started: AtomicBool,
    stop: CancellationToken,
    /// Reads that went to the database.
    loads: AtomicU64,
}

impl Drop for CacheInner {
    fn drop(&mut self) {
        self.stop.cancel();
    }
}

impl std::fmt::Debug for SettingsCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SettingsCache")
            .field("live", &self.inner.live.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl SettingsCache {
    pub(super) fn new(backend: Backend, database_url: &str) -> SettingsCache {
        SettingsCache {
            inner: Arc::new(CacheInner {
                listen_url: (backend == Backend::Postgres).then(|| database_url.to_string()),
                entries: Mutex::default(),
                generation: AtomicU64::new(0),
                live: AtomicBool::new(false),
                started: AtomicBool::new(false),
                stop: CancellationToken::new(),
                loads: AtomicU64::new(0),
            }),
        }
    }

    pub(super) fn stop(&self) {
        self.inner.stop.cancel();
    }

    fn cached(&self, guild_id: u64) -> Option<GuildSettings> {
        if !self.inner.live.load(Ordering::Acquire) {
            return None;
        }
        let entries = self.inner.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.get(&guild_id).copied()
    }

    /// Keeps `settings`, read when the generation was `generation`, unless
    /// something was invalidated since.
    fn keep(&self, settings: GuildSettings, generation: u64) {
        let mut entries = self.inner.entries.lock().unwrap_or_else(|e| e.into_inner());
        if self.inner.live.load(Ordering::Acquire)
            && self.inner.generation.load(Ordering::Acquire) == generation
        {
            entries.insert(settings.guild_id, settings);
        }
    }

    /// Forgets one server's settings (`None`: every server's).
    fn invalidate(&self, guild_id: Option<u64>) {
        let mut entries = self.inner.entries.lock().unwrap_or_else(|e| e.into_inner());
        self.inner.generation.fetch_add(1, Ordering::AcqRel);
        match guild_id {
            Some(guild_id) => {
                entries.remove(&guild_id);
            }
            None => entries.clear(),
        }
    }

    fn set_live(&self, live: bool) {
        // Under the entries' lock, so no read keeps an entry across the change.
        let mut entries = self.inner.entries.lock().unwrap_or_else(|e| e.into_inner());
        self.inner.generation.fetch_add(1, Ordering::AcqRel);
        entries.clear();
        self.inner.live.store(live, Ordering::Release);
    }

    /// Starts the listener on first use (PostgreSQL only).
    fn start(&self) {
        let Some(url) = self.inner.listen_url.clone() else {
            return;
        };
        if self.inner.started.swap(true, Ordering::AcqRel) {
            return;
        }
        let weak = Arc::downgrade(&self.inner);
        let stop = self.inner.stop.clone();
        tokio::spawn(async move {
            tokio::select! {
                () = listen(weak, &url) => {}
                () = stop.cancelled() => {}
            }
        });
    }
}

/// Listens for changes until the cache is gone, reconnecting after a
/// second when the connection is lost (the cache is bypassed meanwhile).
async fn listen(cache: std::sync::Weak<CacheInner>, url: &str) {
    loop {
        match sqlx::postgres::PgListener::connect(url).await {
            Ok(mut listener) => {
                if let Err(error) = listener.listen(CHANNEL).await {
                    tracing::warn!(%error, "could not listen for settings changes");
                } else {
                    let Some(inner) = cache.upgrade() else { return };
                    SettingsCache { inner }.set_live(true);
                    loop {
                        // `None`: the connection was lost (notifications may be missed).
                        let Ok(Some(notification)) = listener.try_recv().await else {
                            break;
                        };
                        let Some(inner) = cache.upgrade() else { return };
                        let guild = notification
                            .payload()
                            .split(':')
                            .next()
                            .and_then(|g| g.parse().ok());
                        SettingsCache { inner }.invalidate(guild);
                    }
                }
            }
            Err(error) => {
                tracing::warn!(%error, "could not connect to listen for settings changes")
            }
        }
        let Some(inner) = cache.upgrade() else { return };
        SettingsCache { inner }.set_live(false);
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

impl Store {
    /// A server's settings (its defaults when it never changed any), from
    /// the cache when it holds them.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn guild_settings(&self, guild_id: u64) -> Result<GuildSettings, StoreError> {
        let cache = &self.settings;
        cache.start();
        if let Some(settings) = cache.cached(guild_id) {
            return Ok(settings);
        }
        let generation = cache.inner.generation.load(Ordering::Acquire);
        let settings = self.guild_settings_stored(guild_id).await?;
        cache.keep(settings, generation);
        Ok(settings)
    }

    /// A server's settings as stored now, bypassing the cache.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn guild_settings_stored(&self, guild_id: u64) -> Result<GuildSettings, StoreError> {
        self.settings.inner.loads.fetch_add(1, Ordering::Relaxed);
        let row: Option<SettingsRow> = sqlx::query_as(BY_GUILD)
            .bind(db_id(guild_id))
            .fetch_optional(&self.pool)
            .await?;
        settings_of(guild_id, row)
    }

    /// How many settings reads went to the database rather than the cache.
    pub fn settings_loads(&self) -> u64 {
        self.settings.inner.loads.load(Ordering::Relaxed)
    }

    /// Whether settings are served from memory now (PostgreSQL, listening).
    pub fn settings_cached(&self) -> bool {
        self.settings.inner.live.load(Ordering::Acquire)
    }

    /// Stores `settings`, read at `settings.version`, as changed by `by`;
    /// `Conflict` when someone changed them since. Every process drops its
    /// cached copy (this one at once, the others when notified).
    #[instrument(level = "debug", skip(self, settings), fields(guild = settings.guild_id), err(level = "debug"))]
    pub async fn save_guild_settings(
        &self,
        settings: &GuildSettings,
        by: UserId,
        now: i64,
    ) -> Result<GuildSettings, StoreError> {
        let mut tx = self.begin_write_for(super::ROW_LOCKS_ONLY).await?;
        let clock = settings.clock.map(clock_name);
        let hours = match settings.clock {
            Some(DefaultClock::PerMove(hours)) => Some(i64::from(hours)),
            _ => None,
        };
        let statement = if settings.version == 0 {
            INSERT
        } else {
            UPDATE
        };
        let version: Option<i64> = sqlx::query_scalar(statement)
            .bind(db_id(settings.guild_id))
            .bind(settings.games_channel.map(db_id))
            .bind(organisers_name(settings.organisers))
            .bind(settings.organisers.role().map(db_id))
            .bind(settings.language.map(|l| l.code()))
            .bind(clock)
            .bind(hours)
            .bind(i64::from(settings.max_tournaments))
            .bind(i64::from(settings.max_games_per_player))
            .bind(db_id(by.0))
            .bind(settings.version)
            .bind(now)
            .bind(i64::from(settings.archive_after_hours))
            .bind(settings.daily_puzzle.map(|l| l.code()))
            .bind(i64::from(settings.challenge_open_hours))
            .fetch_optional(&mut *tx.tx)
            .await
            .map_err(StoreError::from_write)?;
        let version = version.ok_or(StoreError::Conflict)?;
        if self.backend == Backend::Postgres {
            sqlx::query(NOTIFY)
                .bind(CHANNEL)
                .bind(format!("{}:{version}", settings.guild_id))
                .execute(&mut *tx.tx)
                .await?;
        }
        tx.commit().await?;
        self.settings.invalidate(Some(settings.guild_id));
        Ok(GuildSettings {
            version,
            ..*settings
        })
    }
}

impl WriteTx {
    /// Open or running tournaments of server `guild_id`.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn live_tournaments_in(&mut self, guild_id: u64) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(LIVE_TOURNAMENTS)
            .bind(db_id(guild_id))
            .fetch_one(&mut *self.tx)
            .await?)
    }

    /// `player`'s running games against people in server `guild_id`.
    #[instrument(level = "debug", skip(self), err(level = "debug"))]
    pub async fn people_games_in(
        &mut self,
        guild_id: u64,
        player: UserId,
    ) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(PEOPLE_GAMES)
            .bind(db_id(guild_id))
            .bind(db_id(player.0))
            .fetch_one(&mut *self.tx)
            .await?)
    }
}
