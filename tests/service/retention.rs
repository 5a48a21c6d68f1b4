//! Delivered announcements are deleted once past their retention
//! (`service/retention.rs`), a bounded batch at a time; what the outbox
//! still owes, and what was delivered recently, stays.

use crate::support;

use std::time::Duration;

use abande_bot::model::DAY_SECS;
use abande_rules::GameKind;
use abande_bot::service::{
    DEFAULT_ANNOUNCEMENT_RETENTION_DAYS, GameId, GameService, Pruned, Subject, Work,
};
use support::service_env::*;

const RETENTION: i64 = DEFAULT_ANNOUNCEMENT_RETENTION_DAYS as i64 * DAY_SECS;

/// The ids of `game`'s announcements, and whether each was delivered.
async fn announcements(store: &Store, game: GameId) -> Vec<(i64, bool)> {
    store
        .announcements_of(Subject::Game(game))
        .await
        .unwrap()
        .into_iter()
        .map(|(a, settled)| (a.id, settled.is_some()))
        .collect()
}

/// A game of `plies` moves whose boards all went out now (one per move and
/// the first).
async fn posted_game(service: &GameService, plies: &[&str]) -> GameId {
    let game = start_game(service, GameKind::AbandeHex, &alice(), &bob()).await;
    play_moves(service, game.id(), &alice(), &bob(), plies).await;
    let view = service.games().load_game(game.id()).await.unwrap();
    service
        .outbox().board_posted(game.id(), view.record.version, Some(7))
        .await
        .unwrap();
    game.id()
}

async fn prune(service: &GameService, batch: i64) -> Pruned {
    service
        .upkeep().prune_announcements_by(batch, Duration::ZERO, || true)
        .await
        .unwrap()
}

#[tokio::test]
async fn old_delivered_rows_go_and_owed_or_recent_ones_stay() {
    let env = test_env!();
    let old = posted_game(&env.service, &["d4", "d5", "d3", "c3"]).await;
    // Owed since the start: never posted (the worker would give it up
    // after a day; until then it may be retried, so it stays).
    let owed = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob())
        .await
        .id();
    env.clock.advance(RETENTION - 10);
    let recent = posted_game(&env.service, &["d4"]).await;
    env.clock.advance(11);
    assert_eq!(announcements(&env.store, old).await.len(), 5);

    let pruned = prune(&env.service, 2).await;
    assert_eq!(pruned.rows, 5, "{pruned:?}");
    assert_eq!(pruned.batches, 3, "two, two, one: {pruned:?}");
    assert!(pruned.finished);
    assert!(announcements(&env.store, old).await.is_empty());
    assert_eq!(
        announcements(&env.store, owed)
            .await
            .iter()
            .map(|(_, delivered)| *delivered)
            .collect::<Vec<_>>(),
        [false],
        "a row still owed stays, however old"
    );
    assert_eq!(announcements(&env.store, recent).await.len(), 2);
    // The game itself is untouched.
    assert_eq!(env.service.games().load_game(old).await.unwrap().game.ply(), 4);

    // Nothing more until the recent ones are past their retention too.
    assert_eq!(prune(&env.service, 2).await.rows, 0);
    env.clock.advance(RETENTION);
    assert_eq!(prune(&env.service, 100).await.rows, 2);
    assert_eq!(announcements(&env.store, owed).await.len(), 1);
}

#[tokio::test]
async fn a_batch_deletes_at_most_its_size_oldest_first() {
    let env = test_env!();
    let first = posted_game(&env.service, &["d4", "d5"]).await;
    env.clock.advance(60);
    let second = posted_game(&env.service, &["d4", "d5"]).await;
    env.clock.advance(RETENTION + 1);
    let store = &env.store;
    let before = env.clock_now() - RETENTION;
    assert_eq!(store.prune_delivered_announcements(before, 2).await.unwrap(), 2);
    assert_eq!(announcements(&env.store, first).await.len(), 1);
    assert_eq!(announcements(&env.store, second).await.len(), 3);
    assert_eq!(store.prune_delivered_announcements(before, 2).await.unwrap(), 2);
    assert!(announcements(&env.store, first).await.is_empty());
    assert_eq!(announcements(&env.store, second).await.len(), 2);
    assert_eq!(store.prune_delivered_announcements(before, 5).await.unwrap(), 2);
    assert_eq!(store.prune_delivered_announcements(before, 5).await.unwrap(), 0);
}

/// An announcement's id is its message's nonce: after the newest rows were
/// pruned, the next announcement still gets an id never used before.
#[tokio::test]
async fn ids_are_not_handed_out_again_after_pruning() {
    let env = test_env!();
    let game = posted_game(&env.service, &["d4", "d5"]).await;
    let newest = announcements(&env.store, game).await.last().unwrap().0;
    env.clock.advance(RETENTION + 1);
    assert_eq!(prune(&env.service, 10).await.rows, 3);
    let next = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob())
        .await
        .id();
    let ids = announcements(&env.store, next).await;
    assert_eq!(ids.len(), 1);
    assert!(ids[0].0 > newest, "{} reused after {newest}", ids[0].0);
}

#[tokio::test]
async fn one_process_prunes_at_a_time() {
    let env = test_env!();
    posted_game(&env.service, &["d4", "d5"]).await;
    env.clock.advance(RETENTION + 1);
    let other = env.second_process().await;
    assert!(other.upkeep().claim(Work::Prune).await.unwrap());
    assert_eq!(prune(&env.service, 10).await, Pruned::default());
    other.upkeep().release(Work::Prune).await.unwrap();
    assert_eq!(prune(&env.service, 10).await.rows, 3);
}

/// A shutdown stops a run after the batch under way.
#[tokio::test]
async fn a_run_stops_when_told() {
    let env = test_env!();
    posted_game(&env.service, &["d4", "d5", "d3", "c3"]).await;
    env.clock.advance(RETENTION + 1);
    let stopped = env
        .service
        .upkeep().prune_announcements_by(2, Duration::ZERO, || false)
        .await
        .unwrap();
    assert_eq!(
        stopped,
        Pruned {
            rows: 2,
            batches: 1,
            finished: false
        }
    );
    assert_eq!(prune(&env.service, 10).await.rows, 3);
}
