//! Restarts do not fight (#29 item 7): a process started while another
//! still runs (an overlapping deploy) takes only the claims that ran out.

use crate::support;

use abande_bot::service::{
    Announcement, AnnouncementKind, GameId, GameService, Subject, UserId, Work,
};
use support::table::{Table, boards_in};
use support::wait::{self, SOON};

/// The board of `game` still owed.
async fn owed_board(service: &GameService, game: GameId) -> Option<Announcement> {
    service
        .outbox()
        .undelivered_announcements()
        .await
        .unwrap()
        .into_iter()
        .find(|a| a.subject == Subject::Game(game) && a.kind == AnnouncementKind::Board)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_started_beside_a_running_one_takes_only_what_ran_out() {
    let t = Table::with_manual_clock().await;
    let thread = t.start_game("abande-hex").await;
    let first = &t.bot.service;
    let game = t.game_in(thread).await;
    // The first process is busy: it holds a lease, and a move it stored
    // has its board claimed while it posts it.
    assert!(first.upkeep().claim(Work::EngineMove(game)).await.unwrap());
    first
        .games()
        .play_move(game, UserId(t.alice.id), "d4")
        .await
        .unwrap();
    let board = owed_board(first, game)
        .await
        .expect("the move's board is owed");
    assert!(
        !first.outbox().is_due(&board),
        "the writer's claim on its board"
    );
    let boards_before = boards_in(&t, thread);

    // A second process starts beside it.
    let second = t.start_second_process().await;
    let other = &second.service;
    assert!(
        !other.upkeep().claim(Work::EngineMove(game)).await.unwrap(),
        "the running process's lease is not taken"
    );
    let still = owed_board(other, game).await.expect("still owed");
    assert_eq!(
        still.claimed_until, board.claimed_until,
        "the running process's claim on its board stands"
    );
    // What either delivery worker's next pass would take: not the board.
    for service in [first, other] {
        let due = service.outbox().due_announcements().await.unwrap();
        assert!(due.iter().all(|a| a.id != board.id), "{due:?}");
    }
    assert_eq!(boards_in(&t, thread), boards_before, "nobody posted it");

    // Once they run out, they are anyone's: the board goes out once.
    t.clock().advance(Work::EngineMove(game).lease_secs());
    assert!(other.upkeep().claim(Work::EngineMove(game)).await.unwrap());
    wait::until(
        "the board is posted once its claim ran out",
        SOON,
        async || (boards_in(&t, thread) > boards_before).then_some(()),
    )
    .await;
    // Once it is no longer owed, nobody can post it again.
    wait::until_true("the board settled", SOON, async || {
        owed_board(first, game).await.is_none()
    })
    .await;
    assert_eq!(boards_in(&t, thread), boards_before + 1, "posted once");
    second.shut_down().await;
    t.bot.stop().await;
}
