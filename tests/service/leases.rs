//! Several processes on one database: the work no request owns (the
//! deadline sweep, the engine's moves, announcements) is claimed in the
//! database, so it is done once, and the claims of a process that died run
//! out so another takes its work over. Each "process" here is a service of
//! its own on the same database.

use crate::support;

use abande_bot::service::{
    ANNOUNCEMENT_CLAIM_SECS, AnnouncementKind, GameId, Reminder, Settled, Subject, Work,
};
use support::service_env::*;

#[tokio::test]
async fn one_process_sweeps_at_a_time_and_a_dead_ones_sweep_is_taken_over() {
    let env = test_env!();
    let lost = hex_game_after(&env, &["d4", "d5"]).await;
    let reminded = hex_game_after(&env, &["d4"]).await;
    let dead = env.second_process().await;
    let alive = env.second_process().await;
    // Both games fall due; the first process claims the sweep and dies
    // before doing it (its lease is never given back).
    env.clock.advance(72 * HOUR - 36 * HOUR);
    env.service
        .games().play_move(reminded, bob().id, "d5")
        .await
        .unwrap();
    env.clock.advance(36 * HOUR);
    assert!(dead.upkeep().claim(Work::Sweep).await.unwrap());
    assert!(
        alive.clocks().sweep().await.unwrap().is_empty(),
        "the sweep is another process's while its lease lasts"
    );
    env.clock.advance(Work::Sweep.lease_secs() - 1);
    assert!(alive.clocks().sweep().await.unwrap().is_empty());
    env.clock.advance(1);
    let events = alive.clocks().sweep().await.unwrap();
    assert_eq!(timeouts(&events), [lost]);
    assert_eq!(
        reminders(&events),
        [(reminded, alice().id.0, Reminder::HalfUsed)]
    );
    // Given back after the sweep: the next one may be anyone's, and finds
    // nothing left to do.
    assert!(env.service.upkeep().claim(Work::Sweep).await.unwrap());
    env.service.upkeep().release(Work::Sweep).await.unwrap();
    assert!(dead.clocks().sweep().await.unwrap().is_empty());
    assert!(alive.clocks().sweep().await.unwrap().is_empty());
}

#[tokio::test]
async fn processes_sweeping_at_once_settle_every_deadline_once() {
    let env = test_env!();
    let mut games = Vec::new();
    for _ in 0..6 {
        games.push(hex_game_after(&env, &["d4", "d5"]).await);
    }
    env.clock.advance(72 * HOUR);
    let mut processes = vec![env.service.clone()];
    for _ in 0..3 {
        processes.push(env.second_process().await);
    }
    let sweeps = processes.into_iter().map(|service| {
        tokio::spawn(async move {
            let mut events = Vec::new();
            for _ in 0..5 {
                events.extend(service.clocks().sweep().await.unwrap());
            }
            events
        })
    });
    let mut settled: Vec<GameId> = Vec::new();
    for sweep in sweeps {
        settled.extend(timeouts(&sweep.await.unwrap()));
    }
    settled.sort();
    assert_eq!(settled, games, "every game lost on time exactly once");
    for game in games {
        let boards = env
            .service
            .outbox().announcements_of(Subject::Game(game))
            .await
            .unwrap()
            .into_iter()
            .filter(|(a, _)| a.kind == AnnouncementKind::Board && a.at_ply == 2)
            .count();
        assert_eq!(boards, 1, "one final board owed for game {game}");
    }
}

#[tokio::test]
async fn the_engine_thinks_about_a_game_in_one_process_at_a_time() {
    let env = test_env!();
    let game = hex_game_after(&env, &[]).await;
    let other = env.second_process().await;
    let work = Work::EngineMove(game);
    assert!(env.service.upkeep().claim(work).await.unwrap());
    assert!(!other.upkeep().claim(work).await.unwrap(), "held by the first");
    assert!(env.service.upkeep().claim(work).await.unwrap(), "its holder renews it");
    // Another game is not held by this lease.
    assert!(
        other
            .upkeep().claim(Work::EngineMove(GameId(game.0 + 1)))
            .await
            .unwrap()
    );
    env.service.upkeep().release(work).await.unwrap();
    assert!(other.upkeep().claim(work).await.unwrap(), "given back, it is free");
    // The holder dies: after the lease runs out, anyone may take it.
    assert!(!env.service.upkeep().claim(work).await.unwrap());
    env.clock.advance(work.lease_secs());
    assert!(env.service.upkeep().claim(work).await.unwrap());
}

#[tokio::test]
async fn an_announcement_is_claimed_by_one_process_and_free_again_after_its_claim() {
    let env = test_env!();
    let game = hex_game_after(&env, &["d4"]).await;
    // The mover's request holds the board's claim; once it runs out (the
    // request died) one delivery worker may take it.
    env.clock.advance(abande_bot::service::BOARD_CLAIM_SECS);
    let owed = env.service.outbox().undelivered_announcements().await.unwrap();
    let board = *owed
        .iter()
        .rfind(|a| a.subject == Subject::Game(game) && a.kind == AnnouncementKind::Board)
        .expect("the board after the first move is owed");
    let other = env.second_process().await;
    assert!(env.service.outbox().claim_announcement(&board).await.unwrap());
    assert!(!other.outbox().claim_announcement(&board).await.unwrap());
    // The worker that claimed it died mid-send: the claim runs out.
    env.clock.advance(ANNOUNCEMENT_CLAIM_SECS);
    assert!(other.outbox().claim_announcement(&board).await.unwrap());
    other
        .outbox().settle_announcement(board.id, Settled::Sent)
        .await
        .unwrap();
    env.clock.advance(ANNOUNCEMENT_CLAIM_SECS);
    assert!(
        !env.service.outbox().claim_announcement(&board).await.unwrap(),
        "a delivered announcement is never claimed again"
    );
}
