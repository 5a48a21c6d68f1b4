//! Scheduled backups (`BACKUP_DIR`, `BACKUP_EVERY_HOURS`, `BACKUP_KEEP`):
//! a backup of the live database (`store/backup.rs`) into the folder
//! whenever its newest is older than the interval, and the oldest removed
//! beyond the number kept.
//!
//! The folder itself is the schedule's memory: the newest backup's manifest
//! says when it was made, so a restart neither repeats a backup nor forgets
//! one is due, and processes sharing the database (and the folder) agree.
//! One process at a time backs up (the [`Work::Backup`] lease, renewed while
//! the copy is made); another that finds the lease taken leaves it be.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::Upkeep;
use super::{DAY_SECS, GameService, HOUR_SECS, Work};
use crate::model::BackupManifest;
use crate::store::{
    BACKUP_NAME_PREFIX, BackupError, MANIFEST_SUFFIX, backup_file_name, manifest_path,
    read_manifest,
};

/// How long without a backup is a warning: a day.
pub const BACKUP_OVERDUE_SECS: i64 = DAY_SECS;

/// Where, how often and how many backups are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupSchedule {
    /// The folder the backups are written to (created when missing).
    pub dir: PathBuf,
    /// Hours between backups.
    pub every_hours: u32,
    /// Backups kept: the oldest beyond are removed.
    pub keep: u32,
}

/// Why a scheduled backup was not made: the store's reason, worded as the
/// store words it.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct BackupFailed(#[from] BackupError);

/// What one look at the schedule did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupRun {
    /// A backup was made, and the oldest beyond the number kept removed.
    Made {
        path: PathBuf,
        manifest: BackupManifest,
        removed: Vec<PathBuf>,
    },
    /// The newest backup is younger than the interval.
    NotDue,
    /// Another process holds the lease: it is making one.
    Busy,
}

/// A backup in the folder: when it was made and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadeBackup {
    pub made_at: i64,
    pub path: PathBuf,
}

/// The bot's backups in `dir` (named `abande-bot-...`, with a readable
/// manifest), oldest first. A missing folder has none.
pub fn backups_in(dir: &Path) -> Vec<MadeBackup> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<MadeBackup> = entries
        .flatten()
        .filter(|entry| {
            entry.file_name().to_str().is_some_and(|name| {
                name.starts_with(BACKUP_NAME_PREFIX)
                    && !name.ends_with(MANIFEST_SUFFIX)
                    && !name.ends_with(".partial")
            })
        })
        .filter_map(|entry| {
            let path = entry.path();
            let manifest = read_manifest(&path).ok()?;
            Some(MadeBackup {
                made_at: manifest.made_at,
                path,
            })
        })
        .collect();
    found.sort_by(|a, b| (a.made_at, &a.path).cmp(&(b.made_at, &b.path)));
    found
}

/// Whether a backup is overdue at `now`: the newest was made at `last`
/// (`None`: none yet, counted from `watching_since`, when the schedule
/// started) more than [`BACKUP_OVERDUE_SECS`] ago.
pub fn backup_overdue(last: Option<i64>, watching_since: i64, now: i64) -> bool {
    now - last.unwrap_or(watching_since) > BACKUP_OVERDUE_SECS
}

impl GameService {
    /// Takes or renews the [`Work::Backup`] lease.
    async fn take_backup_lease(&self) -> Result<bool, BackupError> {
        let now = self.now();
        Ok(self
            .inner
            .store
            .take_lease(
                &Work::Backup.lease_name(),
                &self.inner.instance,
                now,
                now + Work::Backup.lease_secs(),
            )
            .await?)
    }

    async fn back_up_under_lease(
        &self,
        schedule: &BackupSchedule,
    ) -> Result<BackupRun, BackupError> {
        let now = self.now();
        let every = i64::from(schedule.every_hours.max(1)) * HOUR_SECS;
        // Another process may have made one since this one last looked.
        if backups_in(&schedule.dir)
            .last()
            .is_some_and(|newest| now - newest.made_at < every)
        {
            return Ok(BackupRun::NotDue);
        }
        let path = schedule
            .dir
            .join(backup_file_name(self.inner.store.backend(), now));
        tracing::info!(path = %path.display(), "scheduled backup: starting");
        let manifest = {
            let making = self.inner.store.back_up_to(&path, now);
            tokio::pin!(making);
            // A large database takes a while: the lease is renewed
            // meanwhile, so no other process starts a second copy.
            let renew_every = Duration::from_secs((Work::Backup.lease_secs() / 3) as u64);
            let mut renew =
                tokio::time::interval_at(tokio::time::Instant::now() + renew_every, renew_every);
            loop {
                tokio::select! {
                    made = &mut making => break made?,
                    _ = renew.tick() => {
                        if let Err(error) = self.take_backup_lease().await {
                            tracing::warn!(%error, "could not renew the backup lease");
                        }
                    }
                }
            }
        };
        tracing::info!(
            path = %path.display(),
            bytes = manifest.bytes,
            took_ms = manifest.took_ms,
            games = manifest.counts.games,
            moves = manifest.counts.moves,
            "scheduled backup made"
        );
        let removed = remove_beyond(&schedule.dir, schedule.keep.max(1) as usize);
        Ok(BackupRun::Made {
            path,
            manifest,
            removed,
        })
    }
}

impl Upkeep<'_> {
    /// Makes a backup into `schedule.dir` if its newest is at least
    /// `every_hours` old (or there is none) and no other process is making
    /// one; then removes the oldest beyond `keep`.
    pub async fn scheduled_backup(
        self,
        schedule: &BackupSchedule,
    ) -> Result<BackupRun, BackupFailed> {
        std::fs::create_dir_all(&schedule.dir).map_err(|source| BackupError::Io {
            action: "create the backup folder",
            path: schedule.dir.clone(),
            source,
        })?;
        if !self.service.take_backup_lease().await? {
            return Ok(BackupRun::Busy);
        }
        let run = self.service.back_up_under_lease(schedule).await;
        if let Err(error) = self
            .service
            .inner
            .store
            .release_lease(&Work::Backup.lease_name(), &self.service.inner.instance)
            .await
        {
            // It runs out by itself.
            tracing::warn!(%error, "could not give the backup lease back");
        }
        Ok(run?)
    }
}

/// Removes the oldest backups in `dir` (and their manifests) beyond the
/// `keep` newest; returns those removed.
fn remove_beyond(dir: &Path, keep: usize) -> Vec<PathBuf> {
    let backups = backups_in(dir);
    let excess = backups.len().saturating_sub(keep);
    let mut removed = Vec::new();
    for old in backups.into_iter().take(excess) {
        // The backup first: a manifest without its backup is never
        // taken for one.
        match std::fs::remove_file(&old.path)
            .and_then(|()| std::fs::remove_file(manifest_path(&old.path)))
        {
            Ok(()) => {
                tracing::info!(path = %old.path.display(), "removed an old backup");
                removed.push(old.path);
            }
            Err(error) => {
                tracing::warn!(path = %old.path.display(), %error, "could not remove an old backup");
            }
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_without_a_backup_is_overdue() {
        let t = 1_700_000_000;
        assert!(!backup_overdue(Some(t), t, t + DAY_SECS));
        assert!(backup_overdue(Some(t), t, t + DAY_SECS + 1));
        // None yet: counted from when the schedule started.
        assert!(!backup_overdue(None, t, t + HOUR_SECS));
        assert!(backup_overdue(None, t, t + 2 * DAY_SECS));
    }
}
