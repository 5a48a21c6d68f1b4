//! The store's promises that hold the same on each backend: placeholders
//! bind by their number, and a write transaction holds the database's
//! write lock (a second writer, in this process or another, waits for it);
//! every change of a game stores whose turn it is and moves its version on.

use std::time::Duration;

use abande_rules::GameKind;
use abande_bot::store::{PendingRequest, StoreError};

use crate::support;
use support::service_env::*;

#[tokio::test]
async fn placeholders_bind_by_number_repeated_and_out_of_order() {
    let env = test_env!();
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&env.url).await.unwrap();
    let (joined, number): (String, i64) = sqlx::query_as("SELECT $2 || $1 || $2, $3 - $4")
        .bind("a")
        .bind("b")
        .bind(10_i64)
        .bind(3_i64)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!((joined.as_str(), number), ("bab", 7));
    pool.close().await;
}

#[tokio::test]
async fn the_url_says_which_backend_runs() {
    let env = test_env!();
    assert_eq!(env.store.backend(), super::BACKEND);
    assert_eq!(Backend::of_url(&env.url).unwrap(), super::BACKEND);
}

#[tokio::test]
async fn a_second_writer_waits_for_the_first_to_commit() {
    let env = test_env!();
    // Another process on the same database: the lock must be the database's.
    let (_other, other_store) = env.second_process_and_store().await;
    let first = env.store.begin_write().await.unwrap();
    let waiting = tokio::spawn(async move {
        let second = other_store.begin_write().await.unwrap();
        second.commit().await.unwrap();
    });
    // Nothing tells that a transaction waits on a lock: a fixed time.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        !waiting.is_finished(),
        "a second write transaction started while the first was open"
    );
    first.commit().await.unwrap();
    tokio::time::timeout(Duration::from_secs(10), waiting)
        .await
        .expect("the second writer ran once the first committed")
        .unwrap();
}

/// On PostgreSQL a one-statement write (`ROW_LOCKS_ONLY`: taking a lease,
/// claiming an announcement) takes no advisory lock, not even the
/// database-wide one shared, so it goes on while a `Lock::Database` write
/// (the sweep expiring challenges, a vacation) holds that lock. SQLite has
/// one writer at a time, so there it waits, as the test above shows.
#[tokio::test]
async fn a_row_locks_only_write_does_not_wait_behind_a_database_wide_write() {
    let env = test_env!();
    if env.backend == Backend::Sqlite {
        return;
    }
    let other = env.second_process().await;
    let held = env.store.begin_write().await.unwrap();
    let claimed = tokio::time::timeout(
        Duration::from_secs(2),
        other.upkeep().claim(abande_bot::service::Work::Sweep),
    )
    .await;
    held.commit().await.unwrap();
    let claimed = claimed.expect("the lease's claim waited behind the database-wide lock");
    assert!(claimed.unwrap(), "the free lease was taken");
}

/// `migrate-db`: an SQLite database with games in every state, ratings, a
/// vacation and owed announcements is copied onto this suite's backend;
/// the copy checks out, and play goes on there with new ids after the
/// copied ones.
#[tokio::test]
async fn a_database_is_copied_whole_and_play_goes_on_in_the_copy() {
    use abande_bot::service::GameStatus;
    use rand::SeedableRng;

    let target = test_env!();
    let source = TestEnv::sqlite().await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(17);
    let finished = start_game(&source.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let finished = play_out(&source.service, finished, 5).await;
    assert_ne!(finished.record.status, GameStatus::Active);
    let resigned = resigned_game(&source, GameKind::Abalone, &carol(), &alice(), &carol()).await;
    let running = start_game(&source.service, GameKind::AbandeSquare, &bob(), &carol()).await;
    let running = play_random(&source.service, running, 7, &mut rng).await;
    source.service.settings().set_notify_dm(bob().id, true).await.unwrap();
    source.service.clocks().start_vacation(alice(), 3).await.unwrap();

    let report = source
        .store
        .copy_to(&target.store, false)
        .await
        .unwrap();
    assert_eq!(report.games_checked, 3);
    let rows: std::collections::HashMap<_, _> = report.rows.iter().copied().collect();
    assert_eq!(rows["games"], 3);
    assert_eq!(rows["players"], 3);
    assert!(rows["moves"] > 7, "{rows:?}");
    assert!(rows["rating_changes"] >= 2, "{rows:?}");
    assert!(rows["announcements"] > 0, "{rows:?}");
    assert_eq!(rows["vacations"], 1);

    // A second copy onto the now full target is refused, unless forced.
    let refused = source
        .store
        .copy_to(&target.store, false)
        .await
        .unwrap_err();
    assert!(refused.to_string().contains("not empty"), "{refused}");
    let again = source
        .store
        .copy_to(&target.store, true)
        .await
        .unwrap();
    assert_eq!(again, report);

    for id in [finished.id(), resigned, running.id()] {
        let from = source.service.games().load_game(id).await.unwrap();
        let to = target.service.games().load_game(id).await.unwrap();
        assert_eq!(to.game, from.game);
        assert_eq!(to.record, from.record);
    }
    assert_eq!(
        target.service.ratings().ratings(alice().id).await.unwrap(),
        source.service.ratings().ratings(alice().id).await.unwrap()
    );
    let view = target.service.games().load_game(running.id()).await.unwrap();
    let player = view.player_to_move().unwrap().clone();
    let text = random_move_text(&view, &mut rng);
    target
        .service
        .games().play_move(running.id(), player.id, &text)
        .await
        .unwrap();
    let next = start_game(&target.service, GameKind::Abalone, &alice(), &bob()).await;
    assert!(
        next.id().0 > running.id().0,
        "{:?} after {:?}",
        next.id(),
        running.id()
    );
}

/// Whose turn it is, as stored in `games.to_move_id` on this backend.
async fn stored_to_move(env: &TestEnv, game: abande_bot::service::GameId) -> Option<i64> {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&env.url).await.unwrap();
    let (to_move,): (Option<i64>,) = sqlx::query_as("SELECT to_move_id FROM games WHERE id = $1")
        .bind(game.0)
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    to_move
}

/// Every change of a game stores whose turn the rules say it is: at the
/// start, after a move, after a takeback, and nobody's once it is over.
#[tokio::test]
async fn whose_turn_it_is_is_stored_with_every_change() {
    let env = test_env!();
    let (black, white) = (alice().id.0 as i64, bob().id.0 as i64);
    let id = hex_game_after(&env, &[]).await;
    assert_eq!(stored_to_move(&env, id).await, Some(black));
    play_moves(&env.service, id, &alice(), &bob(), &["d4"]).await;
    assert_eq!(stored_to_move(&env, id).await, Some(white));
    let service = &env.service;
    service.offers().request_takeback(id, alice().id).await.unwrap();
    assert_eq!(stored_to_move(&env, id).await, Some(white));
    service
        .offers().answer_takeback(id, bob().id, true, None)
        .await
        .unwrap();
    assert_eq!(stored_to_move(&env, id).await, Some(black));
    service.games().resign(id, bob().id, None).await.unwrap();
    assert_eq!(stored_to_move(&env, id).await, None);
}

/// A draw offer or takeback request changes the game like a move does: its
/// version moves on, so a write based on the version before is refused.
#[tokio::test]
async fn offers_and_requests_move_the_version_on() {
    let env = test_env!();
    let id = hex_game_after(&env, &["d4", "d5"]).await;
    let before = env.service.games().load_game(id).await.unwrap().record.version;
    let offered = env.service.offers().offer_draw(id, alice().id).await.unwrap();
    assert_eq!(offered.record.version, before + 1);
    let declined = env.service.offers().answer_draw(id, bob().id, false).await.unwrap();
    assert_eq!(declined.record.version, before + 2);
    let asked = env.service.offers().request_takeback(id, bob().id).await.unwrap();
    assert_eq!(asked.record.version, before + 3);
    let mut tx = env.store.begin_write().await.unwrap();
    let stale = tx
        .set_request(id, before, PendingRequest::Draw, None, 0)
        .await;
    assert!(matches!(stale, Err(StoreError::Conflict)), "{stale:?}");
}

/// `migrate-db` copies in batches: a copy three rows at a time reports
/// each table's rows as it goes, never more than three to a batch, and
/// yields the same rows as the source, checked apart from the copy's own
/// check.
#[tokio::test]
async fn a_copy_in_small_batches_yields_the_same_rows() {
    use abande_bot::service::Subject;
    use abande_bot::store::{CopyOptions, CopyProgress, CopyStep};

    let target = test_env!();
    let source = TestEnv::sqlite().await;
    let played = start_game(&source.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let played = play_out(&source.service, played, 3).await;
    let resigned = resigned_game(&source, GameKind::Abalone, &carol(), &alice(), &carol()).await;
    let running = start_game(&source.service, GameKind::AbandeSquare, &bob(), &carol()).await;

    let mut seen: Vec<CopyProgress> = Vec::new();
    let options = CopyOptions {
        force: false,
        batch_rows: 3,
    };
    let report = source
        .store
        .copy_to_with(&target.store, options, |p| seen.push(p))
        .await
        .unwrap();
    let rows: std::collections::HashMap<_, _> = report.rows.iter().copied().collect();
    assert!(rows["moves"] > 6, "{rows:?}");
    for (table, total) in &report.rows {
        let copied: Vec<i64> = seen
            .iter()
            .filter(|p| p.step == CopyStep::Copying && p.table == *table)
            .map(|p| {
                assert_eq!(p.total, *total, "{p:?}");
                p.done
            })
            .collect();
        assert_eq!(copied.first(), Some(&0), "{table}: {copied:?}");
        assert_eq!(copied.last(), Some(total), "{table}: {copied:?}");
        assert_eq!(copied.len() as i64, 1 + (total + 2) / 3, "{table}: {copied:?}");
        assert!(copied.windows(2).all(|w| w[1] - w[0] <= 3), "{table}: {copied:?}");
    }
    assert!(seen.iter().any(|p| p.step == CopyStep::Checking && p.table == "moves"));

    assert_eq!(
        target.store.row_counts().await.unwrap(),
        source.store.row_counts().await.unwrap()
    );
    for id in [played.id(), resigned, running.id()] {
        let from = source.service.games().load_game(id).await.unwrap();
        let to = target.service.games().load_game(id).await.unwrap();
        assert_eq!(to.record, from.record);
        assert_eq!(to.game, from.game);
        assert_eq!(
            target.store.announcements_of(Subject::Game(id)).await.unwrap(),
            source.store.announcements_of(Subject::Game(id)).await.unwrap()
        );
    }
    for player in [alice(), bob(), carol()] {
        assert_eq!(
            target.service.ratings().ratings(player.id).await.unwrap(),
            source.service.ratings().ratings(player.id).await.unwrap()
        );
    }
}

/// The copy's check compares every row, not only the games: a copied
/// announcement that differs is found.
#[tokio::test]
async fn the_copy_check_finds_any_row_that_differs() {
    let target = test_env!();
    let source = TestEnv::sqlite().await;
    start_game(&source.service, GameKind::AbandeHex, &alice(), &bob()).await;
    source
        .store
        .copy_to(&target.store, false)
        .await
        .unwrap();
    target
        .execute("UPDATE announcements SET attempts = attempts + $1", 1)
        .await;
    let found = source
        .store
        .check_copy(&target.store)
        .await
        .unwrap_err();
    assert!(
        matches!(&found, StoreError::CopyMismatch(what) if what.contains("announcements")),
        "{found}"
    );
}
