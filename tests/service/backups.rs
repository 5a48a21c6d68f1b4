//! Backups of the live database (`store/backup.rs`) and the scheduled
//! backups (`service/backups.rs`): a backup made while moves are played
//! restores into a fresh service with every move acknowledged before it
//! began, none doubled, and play goes on; `verify_backup` passes a good
//! copy and names what is wrong with a damaged or mismatching one; the
//! schedule makes one backup per interval across processes and keeps the
//! newest few.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::support;

use abande_bot::service::{BackupRun, BackupSchedule, GameService, backups_in};
use abande_bot::store::{BackupError, manifest_path, verify_backup};
use abande_rules::GameKind;
use rand::SeedableRng;
use rand::rngs::StdRng;
use support::service_env::*;
use support::wait::{self, SOON};

/// A move the service acknowledged: the game and its ply after it.
type Acknowledged = (GameId, usize);

use abande_bot::service::GameId;

/// Plays random moves in `games`, one after the other, one every
/// `pause`, until `stop`; every move the service acknowledged is pushed
/// onto `acknowledged` as soon as its call returns.
async fn keep_playing(
    service: GameService,
    games: Vec<GameId>,
    pause: Duration,
    acknowledged: Arc<Mutex<Vec<Acknowledged>>>,
    stop: Arc<AtomicBool>,
) {
    let mut rng = StdRng::seed_from_u64(52);
    let mut turn = 0;
    while !stop.load(Ordering::Relaxed) {
        let game = games[turn % games.len()];
        turn += 1;
        let view = service.games().load_game(game).await.expect("load");
        let Some(player) = view.player_to_move().cloned() else {
            continue;
        };
        let text = random_move_text(&view, &mut rng);
        let played = service
            .games().play_move(game, player.id, &text)
            .await
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        acknowledged
            .lock()
            .unwrap()
            .push((game, played.game.game.ply()));
        tokio::time::sleep(pause).await;
    }
}

/// The database of the backup at `backup`, restored into a fresh one, as
/// the operations guide says: an SQLite file copied into place, a
/// PostgreSQL archive through `pg_restore` into an empty database.
async fn restore(env: &TestEnv, backup: &Path, name: &str) -> Option<String> {
    match env.backend {
        Backend::Sqlite => {
            let restored = env.dir.path().join(format!("{name}.db"));
            std::fs::copy(backup, &restored).expect("copy the backup into place");
            Some(format!("sqlite://{}", restored.display()))
        }
        Backend::Postgres => {
            let url = support::postgres::fresh_database(name).await?;
            let pg_restore = support::postgres::binary("pg_restore").expect("pg_restore");
            let restored = tokio::process::Command::new(pg_restore)
                .arg("--no-owner")
                .arg("--exit-on-error")
                .arg(format!("--dbname={url}"))
                .arg(backup)
                .output()
                .await
                .expect("run pg_restore");
            assert!(
                restored.status.success(),
                "pg_restore: {}",
                String::from_utf8_lossy(&restored.stderr)
            );
            Some(url)
        }
    }
}

/// The moves of `game` as `service` has them, in the game's notation.
async fn moves_of(service: &GameService, game: GameId) -> Vec<String> {
    let view = service.games().load_game(game).await.expect("load");
    view.game.moves().iter().map(ToString::to_string).collect()
}

#[tokio::test]
async fn a_backup_made_during_play_restores_every_acknowledged_move_and_play_goes_on() {
    let env = test_env!();
    let mut games = Vec::new();
    for _ in 0..2 {
        games.push(
            start_game(&env.service, GameKind::Abalone, &alice(), &bob())
                .await
                .id(),
        );
    }
    let acknowledged = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    // A few moves a second, as a busy club plays.
    let player = tokio::spawn(keep_playing(
        env.service.clone(),
        games.clone(),
        Duration::from_millis(150),
        acknowledged.clone(),
        stop.clone(),
    ));
    wait::until_true("six moves acknowledged", SOON, async || acknowledged.lock().unwrap().len() >= 6).await;

    let backup = env.dir.path().join("during-play.backup");
    let before: Vec<Acknowledged> = acknowledged.lock().unwrap().clone();
    let manifest = env
        .store
        .back_up_to(&backup, env.clock_now())
        .await
        .expect("backup");
    // Play goes on after the backup too, which it must not see.
    let after_backup = acknowledged.lock().unwrap().len();
    wait::until_true("three more moves acknowledged after the backup", SOON, async || acknowledged.lock().unwrap().len() >= after_backup + 3).await;
    stop.store(true, Ordering::Relaxed);
    player.await.expect("the player");

    assert_eq!(verify_backup(&backup).await.expect("verified"), manifest);
    let Some(url) = restore(&env, &backup, "restored_during_play").await else {
        return;
    };
    let (restored, restored_store) = open_service_and_store(&url, env.clock.clone()).await;
    let mut restored_moves = 0;
    for &game in &games {
        let live = moves_of(&env.service, game).await;
        let copy = moves_of(&restored, game).await;
        // Every move acknowledged before the backup began is there...
        let acknowledged_plies = before
            .iter()
            .filter(|(g, _)| *g == game)
            .map(|(_, ply)| *ply)
            .max()
            .unwrap_or(0);
        assert!(
            copy.len() >= acknowledged_plies,
            "{game:?}: {} moves restored, {acknowledged_plies} acknowledged before the backup",
            copy.len()
        );
        // ... in order and once each: the moves played then, no other.
        assert_eq!(copy[..], live[..copy.len()], "{game:?}");
        restored_moves += copy.len() as i64;
    }
    assert_eq!(manifest.counts.moves, restored_moves);
    assert_eq!(manifest.counts.games, games.len() as i64);
    assert_eq!(manifest.counts.players, 2);

    // The restored bot plays on: the next move in each game is taken.
    let mut rng = StdRng::seed_from_u64(7);
    for &game in &games {
        let view = restored.games().load_game(game).await.unwrap();
        let ply = view.game.ply();
        let after = play_random(&restored, view, 1, &mut rng).await;
        assert_eq!(after.game.ply(), ply + 1, "{game:?}");
    }
    restored_store.close().await;
}

/// A finished game and a few moves in another, backed up into `dir`.
async fn backed_up(env: &TestEnv, name: &str) -> (PathBuf, abande_bot::store::BackupManifest) {
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let mut rng = StdRng::seed_from_u64(3);
    play_random(&env.service, game, 6, &mut rng).await;
    resigned_game(env, GameKind::Abalone, &alice(), &bob(), &bob()).await;
    let backup = env.dir.path().join(name);
    let manifest = env
        .store
        .back_up_to(&backup, env.clock_now())
        .await
        .expect("backup");
    (backup, manifest)
}

#[tokio::test]
async fn a_good_backup_passes_its_check() {
    let env = test_env!();
    let (backup, manifest) = backed_up(&env, "good.backup").await;
    assert_eq!(manifest.counts.games, 2);
    assert_eq!(manifest.counts.moves, 6);
    assert_eq!(manifest.counts.players, 2);
    assert_eq!(manifest.counts.tournaments, 0);
    assert_eq!(manifest.backend, env.backend.name());
    assert_eq!(verify_backup(&backup).await.unwrap(), manifest);
    // A second backup never replaces the first.
    assert!(matches!(
        env.store
            .back_up_to(&backup, env.clock_now())
            .await,
        Err(BackupError::TargetExists(_))
    ));
}

#[tokio::test]
async fn a_backup_that_differs_from_its_manifest_is_refused_with_the_difference() {
    let env = test_env!();
    let (backup, manifest) = backed_up(&env, "mismatch.backup").await;
    let mut edited = manifest.clone();
    edited.counts.games += 1;
    edited.counts.moves -= 1;
    std::fs::write(
        manifest_path(&backup),
        serde_json::to_string(&edited).unwrap(),
    )
    .unwrap();
    let error = verify_backup(&backup).await.unwrap_err();
    let BackupError::Mismatch(differences) = &error else {
        panic!("{error:?}");
    };
    assert_eq!(
        differences,
        &[
            format!("2 games, the manifest says {}", edited.counts.games),
            format!("6 moves, the manifest says {}", edited.counts.moves),
        ]
    );

    std::fs::remove_file(manifest_path(&backup)).unwrap();
    let error = verify_backup(&backup).await.unwrap_err();
    assert!(matches!(error, BackupError::NoManifest(_)), "{error:?}");
}

#[tokio::test]
async fn a_damaged_backup_is_refused() {
    let env = test_env!();
    let (backup, manifest) = backed_up(&env, "damaged.backup").await;
    let good = std::fs::read(&backup).unwrap();

    // Cut short: the size tells.
    std::fs::write(&backup, &good[..good.len() / 2]).unwrap();
    let error = verify_backup(&backup).await.unwrap_err();
    assert!(
        matches!(&error, BackupError::Damaged(why) if why.contains(&format!("was {} bytes", manifest.bytes))),
        "{error:?}"
    );

    // Its second half overwritten, the size unchanged: the copy's own
    // check tells (SQLite's integrity check, pg_restore's reading).
    let mut scribbled = good.clone();
    let half = scribbled.len() / 2;
    for byte in &mut scribbled[half..] {
        *byte = 0xA5;
    }
    std::fs::write(&backup, &scribbled).unwrap();
    let error = verify_backup(&backup).await.unwrap_err();
    assert!(matches!(error, BackupError::Damaged(_)), "{error:?}");

    std::fs::write(&backup, &good).unwrap();
    verify_backup(&backup).await.expect("the good copy again");
}

#[tokio::test]
async fn scheduled_backups_are_made_once_per_interval_and_the_oldest_removed() {
    let env = test_env!();
    resigned_game(&env, GameKind::Abalone, &alice(), &bob(), &bob()).await;
    let schedule = BackupSchedule {
        dir: env.dir.path().join("backups"),
        every_hours: 24,
        keep: 2,
    };
    let first = env.service.upkeep().scheduled_backup(&schedule).await.unwrap();
    let BackupRun::Made { path, manifest, removed } = first else {
        panic!("{first:?}");
    };
    assert!(removed.is_empty());
    assert_eq!(manifest.counts.games, 1);
    assert_eq!(verify_backup(&path).await.unwrap(), manifest);
    // Within the interval: nothing, in this process or another.
    env.clock.advance(23 * HOUR);
    let (other, other_store) = env.second_process_and_store().await;
    assert_eq!(
        env.service.upkeep().scheduled_backup(&schedule).await.unwrap(),
        BackupRun::NotDue
    );
    assert_eq!(other.upkeep().scheduled_backup(&schedule).await.unwrap(), BackupRun::NotDue);

    // Due: two processes at once make one backup between them.
    env.clock.advance(HOUR);
    let (a, b) = tokio::join!(
        env.service.upkeep().scheduled_backup(&schedule),
        other.upkeep().scheduled_backup(&schedule)
    );
    let runs = [a.unwrap(), b.unwrap()];
    let made = runs
        .iter()
        .filter(|run| matches!(run, BackupRun::Made { .. }))
        .count();
    assert_eq!(made, 1, "{runs:?}");
    assert_eq!(backups_in(&schedule.dir).len(), 2);

    // While another process holds the lease, this one leaves it be.
    env.clock.advance(24 * HOUR);
    let now = env.clock_now();
    assert!(
        env.store
            .take_lease("backup", "another process", now, now + 600)
            .await
            .unwrap()
    );
    assert_eq!(
        env.service.upkeep().scheduled_backup(&schedule).await.unwrap(),
        BackupRun::Busy
    );
    env.store
        .release_lease("backup", "another process")
        .await
        .unwrap();

    // A third: the oldest goes, with its manifest.
    let third = env.service.upkeep().scheduled_backup(&schedule).await.unwrap();
    let BackupRun::Made { removed, .. } = third else {
        panic!("{third:?}");
    };
    assert_eq!(removed, std::slice::from_ref(&path));
    assert!(!path.exists());
    assert!(!manifest_path(&path).exists());
    let kept = backups_in(&schedule.dir);
    assert_eq!(kept.len(), 2);
    assert_eq!(kept[1].made_at, env.clock_now());
    other_store.close().await;
}

/// `abande-bot backup` and `verify-backup` as an operator runs them: the
/// exit status and the line saying what was done or what is wrong.
#[tokio::test]
async fn the_backup_commands_say_what_they_did_and_fail_with_the_reason() {
    let env = test_env!();
    resigned_game(&env, GameKind::Abalone, &alice(), &bob(), &bob()).await;
    let folder = env.dir.path().join("by-hand");
    std::fs::create_dir(&folder).unwrap();
    let run = |args: &[&std::ffi::OsStr]| {
        let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_abande-bot"));
        command
            .args(args)
            .env_remove("DATABASE_URL")
            .current_dir(env.dir.path());
        async move {
            let output = command.output().await.expect("run abande-bot");
            (
                output.status.code(),
                String::from_utf8_lossy(&output.stdout).into_owned(),
                String::from_utf8_lossy(&output.stderr).into_owned(),
            )
        }
    };

    let (code, out, err) = run(&[
        "backup".as_ref(),
        folder.as_os_str(),
        "--database-url".as_ref(),
        env.url.as_ref(),
    ])
    .await;
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("1 games, 0 moves, 2 players, 0 tournaments"), "{out}");
    let made = backups_in(&folder);
    assert_eq!(made.len(), 1, "{out}");
    let backup = made[0].path.clone();

    let (code, out, err) = run(&["verify-backup".as_ref(), backup.as_os_str()]).await;
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("verified"), "{out}");

    let text = std::fs::read_to_string(manifest_path(&backup)).unwrap();
    let mut manifest: serde_json::Value = serde_json::from_str(&text).unwrap();
    manifest["counts"]["players"] = 3.into();
    std::fs::write(manifest_path(&backup), manifest.to_string()).unwrap();
    let (code, out, err) = run(&["verify-backup".as_ref(), backup.as_os_str()]).await;
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        err.contains("the backup differs from its manifest: 2 players, the manifest says 3"),
        "{err}"
    );

    // The backup never replaces a file.
    let (code, _, err) = run(&[
        "backup".as_ref(),
        backup.as_os_str(),
        "--database-url".as_ref(),
        env.url.as_ref(),
    ])
    .await;
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("already exists"), "{err}");
}
