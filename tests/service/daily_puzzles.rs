//! A server's daily puzzle (issue #39): off by default, refused without a
//! games channel; on, owed once per server and UTC day by the sweep however
//! many sweeps and processes run (a unique key on server and day), never
//! the same puzzle twice running; answered from the server it counts like
//! any puzzle and the next post names who solved it; forgetting a player
//! forgets their answers too.

use crate::support;

use abande_bot::model::{Lang, SettingsChange};
use abande_bot::service::{
    Announcement, AnnouncementKind, GameService, PuzzleAnswer, PuzzleError, ServiceError,
    SettingsError, Subject, day_of,
};
use abande_bot::store::NewPuzzle;
use abande_rules::{Game, GameKind};
use support::service_env::*;

const GUILD: u64 = 42;
const GAMES_CHANNEL: u64 = 777;
const DAY: i64 = 24 * HOUR;

/// The answer and another move of a planted puzzle.
struct Planted {
    id: i64,
    answer: String,
    wrong: String,
}

/// `n` finished games between Alice and Bob, each with a puzzle planted at
/// its start (Black to move; the line is the test's, not the engine's:
/// what is tested here is the daily puzzle, not the generator). Oldest first.
async fn planted_puzzles(env: &TestEnv, n: usize) -> Vec<Planted> {
    let legal = Game::new(GameKind::Abalone).legal_moves();
    let (answer, wrong) = (legal[0].to_string(), legal[1].to_string());
    let mut planted = Vec::new();
    for _ in 0..n {
        let game = start_game(&env.service, GameKind::Abalone, &alice(), &bob()).await;
        env.service.games().resign(game.id(), bob().id, None).await.unwrap();
        let puzzle = NewPuzzle {
            ply: 0,
            family: "abalone",
            solver: "black",
            line: vec![answer.clone()],
            gain: 100,
            margin: 100,
        };
        let store = &env.store;
        store
            .save_puzzles(game.id(), &[puzzle], env.clock_now())
            .await
            .unwrap();
        planted.push(Planted {
            id: store.puzzles_of(game.id()).await.unwrap()[0].id,
            answer: answer.clone(),
            wrong: wrong.clone(),
        });
    }
    planted
}

/// The daily puzzle posts owed so far, delivered or not.
async fn daily_posts(service: &GameService) -> Vec<Announcement> {
    service
        .outbox().undelivered_announcements()
        .await
        .unwrap()
        .into_iter()
        .filter(|a| a.kind == AnnouncementKind::DailyPuzzle)
        .collect()
}

async fn turn_on(service: &GameService) {
    service
        .settings().change_guild_settings(
            GUILD,
            alice().id,
            SettingsChange::GamesChannel(Some(GAMES_CHANNEL)),
        )
        .await
        .unwrap();
    let settings = service
        .settings().change_guild_settings(GUILD, alice().id, SettingsChange::DailyPuzzle(Some(Lang::Fr)))
        .await
        .unwrap();
    assert_eq!(settings.daily_puzzle, Some(Lang::Fr));
    assert_eq!(settings.daily_puzzle_language(), Some(Lang::Fr));
}

/// The daily puzzle owed by `announcement`.
fn daily_of(announcement: &Announcement) -> i64 {
    match announcement.subject {
        Subject::DailyPuzzle(id) => id,
        other => panic!("a daily puzzle post about {other:?}"),
    }
}

#[tokio::test]
async fn the_daily_puzzle_is_off_by_default_and_needs_a_games_channel() {
    let env = test_env!();
    let service = &env.service;
    planted_puzzles(&env, 1).await;
    assert_eq!(service.settings().guild_settings(GUILD).await.unwrap().daily_puzzle, None);
    service.clocks().sweep().await.unwrap();
    assert_eq!(service.puzzles().owe_daily_puzzles().await.unwrap(), 0);
    assert!(daily_posts(service).await.is_empty(), "off: nothing owed");

    // On without a games channel: refused, nothing changed.
    let refused = service
        .settings().change_guild_settings(GUILD, alice().id, SettingsChange::DailyPuzzle(Some(Lang::En)))
        .await;
    assert!(
        matches!(
            refused,
            Err(ServiceError::Settings(SettingsError::DailyPuzzleNeedsChannel))
        ),
        "{refused:?}"
    );
    assert_eq!(service.settings().guild_settings(GUILD).await.unwrap().daily_puzzle, None);
    service.clocks().sweep().await.unwrap();
    assert!(daily_posts(service).await.is_empty());

    // The games channel unset afterwards: the setting stays, no post is owed.
    turn_on(service).await;
    service
        .settings().change_guild_settings(GUILD, alice().id, SettingsChange::GamesChannel(None))
        .await
        .unwrap();
    service.clocks().sweep().await.unwrap();
    assert!(daily_posts(service).await.is_empty());
}

#[tokio::test]
async fn on_it_is_owed_once_a_day_whatever_sweeps_and_processes_run() {
    let mut env = test_env!();
    let planted = planted_puzzles(&env, 3).await;
    turn_on(&env.service).await;
    let second = env.second_process().await;

    // Two processes at once: one post between them.
    let (a, b) = tokio::join!(env.service.puzzles().owe_daily_puzzles(), second.puzzles().owe_daily_puzzles());
    assert_eq!(a.unwrap() + b.unwrap(), 1);
    // Sweeps later the same day, from either process, and after a restart: none more.
    env.service.clocks().sweep().await.unwrap();
    second.clocks().sweep().await.unwrap();
    env.clock.advance(HOUR / 2);
    assert_eq!(day_of(env.clock_now()), day_of(T0), "still the same UTC day");
    env.service.clocks().sweep().await.unwrap();
    env.restart().await;
    env.service.clocks().sweep().await.unwrap();
    let posts = daily_posts(&env.service).await;
    assert_eq!(posts.len(), 1, "{posts:?}");
    let first = daily_of(&posts[0]);
    assert_eq!(
        env.service
            .outbox().announcements_of(Subject::DailyPuzzle(first))
            .await
            .unwrap()
            .len(),
        1
    );

    // What it shows: the newest puzzle, Black to move, in the server's
    // games channel and language, nothing before it.
    let post = env.service.puzzles().daily_puzzle_post(first).await.unwrap().unwrap();
    assert_eq!(post.daily.guild_id, GUILD);
    assert_eq!(post.daily.channel_id, GAMES_CHANNEL);
    assert_eq!(post.daily.language, Lang::Fr);
    assert_eq!(post.daily.day, day_of(T0));
    assert_eq!(post.puzzle.id, planted[2].id);
    assert_eq!(post.puzzle.solver, abande_rules::Color::Black);
    assert!(post.before.is_none());

    // The next day: one more, another puzzle, the day before's named.
    env.clock.advance(DAY);
    env.service.clocks().sweep().await.unwrap();
    second.clocks().sweep().await.unwrap();
    let posts = daily_posts(&env.service).await;
    assert_eq!(posts.len(), 2, "{posts:?}");
    let next = env
        .service
        .puzzles().daily_puzzle_post(daily_of(&posts[1]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(next.daily.day, day_of(T0) + 1);
    assert_eq!(next.puzzle.id, planted[1].id, "not the same puzzle again");
    assert_eq!(next.before.as_ref().map(|(d, _)| d.id), Some(first));

    // Turned off: nothing more, and a post still owed no longer applies.
    env.service
        .settings().change_guild_settings(GUILD, alice().id, SettingsChange::DailyPuzzle(None))
        .await
        .unwrap();
    assert!(
        env.service
            .puzzles().daily_puzzle_post(first)
            .await
            .unwrap()
            .is_none()
    );
    // `/puzzle daily` no longer offers the last one as the day's puzzle;
    // the post's own button (by id) still opens it.
    let off = env.service.puzzles().open_daily_puzzle(&bob(), Some(GUILD), None).await;
    assert!(
        matches!(off, Err(ServiceError::Puzzle(PuzzleError::NoDailyPuzzle))),
        "{off:?}"
    );
    env.service
        .puzzles().open_daily_puzzle(&bob(), Some(GUILD), Some(first))
        .await
        .unwrap();
    env.clock.advance(DAY);
    env.service.clocks().sweep().await.unwrap();
    assert_eq!(daily_posts(&env.service).await.len(), 2);
}

#[tokio::test]
async fn answers_from_the_server_count_and_the_next_post_names_the_solvers() {
    let env = test_env!();
    let service = &env.service;
    let planted = planted_puzzles(&env, 2).await;
    turn_on(service).await;

    // Nothing to open before the first post, nor outside a server.
    let none = service.puzzles().open_daily_puzzle(&alice(), Some(GUILD), None).await;
    assert!(
        matches!(none, Err(ServiceError::Puzzle(PuzzleError::NoDailyPuzzle))),
        "{none:?}"
    );
    let nowhere = service.puzzles().open_daily_puzzle(&alice(), None, None).await;
    assert!(
        matches!(nowhere, Err(ServiceError::Puzzle(PuzzleError::DailyNeedsServer))),
        "{nowhere:?}"
    );

    service.clocks().sweep().await.unwrap();
    let daily = service.puzzles().latest_daily_puzzle(GUILD).await.unwrap().unwrap();
    let today = &planted[1];
    assert_eq!(daily.puzzle, today.id);

    // Alice (`/puzzle daily`) solves it; it counts like any puzzle.
    let shown = service
        .puzzles().open_daily_puzzle(&alice(), Some(GUILD), None)
        .await
        .unwrap();
    assert_eq!((shown.id, shown.step), (today.id, 0));
    let solved = service.puzzles().answer_puzzle(&alice(), &today.answer).await.unwrap();
    let PuzzleAnswer::Solved { record, .. } = &solved else {
        panic!("{solved:?}")
    };
    assert_eq!((record.solved, record.failed, record.streak), (1, 0, 1));
    assert!(record.rating.rating > 1500.0);
    // Bob (the post's button) answers another move: the planted line is
    // no real puzzle, so the search may find it as good; either way his
    // answer is recorded as the server's, with its verdict.
    service
        .puzzles().open_daily_puzzle(&bob(), Some(GUILD), Some(daily.id))
        .await
        .unwrap();
    let bobs = service.puzzles().answer_puzzle(&bob(), &today.wrong).await.unwrap();
    let bob_solved = matches!(bobs, PuzzleAnswer::Solved { .. });
    // Carol opens it and never answers.
    service
        .puzzles().open_daily_puzzle(&carol(), Some(GUILD), None)
        .await
        .unwrap();
    // Each puzzle counts once: opening it again is refused, saying how it went.
    let again = service.puzzles().open_daily_puzzle(&alice(), Some(GUILD), None).await;
    assert!(
        matches!(
            again,
            Err(ServiceError::Puzzle(PuzzleError::DailyAlreadyTried { puzzle, solved: true }))
                if puzzle == today.id
        ),
        "{again:?}"
    );
    let answers = service.puzzles().daily_answers(daily.id).await.unwrap();
    let named: Vec<(&str, bool)> = answers
        .iter()
        .map(|a| (a.name.as_str(), a.solved))
        .collect();
    assert_eq!(named, [("Alice", true), ("Bob", bob_solved)]);
    // Carol is solving it as the server's, until she answers.
    assert_eq!(service.puzzles().puzzle_record(carol().id).await.unwrap().daily, Some(daily.id));

    // The next day's post names them.
    env.clock.advance(DAY);
    service.clocks().sweep().await.unwrap();
    let next = service.puzzles().latest_daily_puzzle(GUILD).await.unwrap().unwrap();
    assert_eq!(next.puzzle, planted[0].id);
    let post = service.puzzles().daily_puzzle_post(next.id).await.unwrap().unwrap();
    let (before, answers) = post.before.expect("the day before's");
    assert_eq!(before.id, daily.id);
    assert_eq!(answers.len(), 2);

    // Forgetting Alice forgets her answer: no post names her again.
    service.privacy().forget_player(alice().id, None).await.unwrap();
    let answers = service.puzzles().daily_answers(daily.id).await.unwrap();
    let named: Vec<&str> = answers.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(named, ["Bob"]);
}
