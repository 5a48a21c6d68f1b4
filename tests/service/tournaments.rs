//! Tournaments: creation and its refusals, a race-safe sign-up, the start,
//! each Swiss round paired exactly once (two processes, a restart), and
//! the final standings.

use abande_bot::service::GameError;
use crate::support;

use abande_bot::model::{AnnouncementKind, GameStatus, Subject};
use abande_rules::{Color, GameKind, Outcome};
use abande_bot::service::{
    GameId, GameService, MAX_ROUND_ROBIN_PLAYERS, MoveHours, Player, START_RETRY_SECS,
    ServiceError, TimeBank, TournamentError, UserId,
};
use abande_bot::tournament::{Format, NewTournament, TournamentId, TournamentStatus};
use support::service_env::*;

fn new_event(format: Format, max_players: u32) -> NewTournament {
    NewTournament {
        name: "Autumn cup".to_string(),
        kind: GameKind::AbandeHex,
        format,
        max_players,
        rounds: None,
        move_hours: MoveHours::Default,
        bank: None,
        rated: true,
        creator: alice(),
        place: PLACE,
        starts_in_secs: None,
    }
}

fn player(n: u64) -> Player {
    Player::new(5000 + n, format!("Player {n}"))
}

/// A tournament of `format` with `players` signed up (Alice created it).
async fn event_with(env: &TestEnv, format: Format, players: u64) -> TournamentId {
    let most = match format {
        Format::RoundRobin => MAX_ROUND_ROBIN_PLAYERS,
        Format::Swiss => 64,
    };
    let event = env
        .service
        .tournaments().create_tournament(new_event(format, most))
        .await
        .unwrap();
    for n in 0..players {
        env.service
            .tournaments().join_tournament(event.id, player(n))
            .await
            .unwrap();
    }
    event.id
}

/// The games of the event still being played.
async fn active_games(service: &GameService, id: TournamentId) -> Vec<(GameId, UserId)> {
    let standings = service.tournaments().tournament_standings(id).await.unwrap();
    standings
        .schedule
        .iter()
        .filter(|g| g.status == Some(GameStatus::Active))
        .map(|g| (g.game.unwrap(), g.black))
        .collect()
}

/// What a refusal must match.
type Expected = fn(&TournamentError) -> bool;

#[tokio::test]
async fn bad_input_creates_nothing() {
    let env = test_env!();
    let cases: Vec<(NewTournament, Expected)> = vec![
        (new_event(Format::Swiss, 1), |e| {
            matches!(e, TournamentError::Players { given: 1, .. })
        }),
        (new_event(Format::Swiss, 500), |e| {
            matches!(e, TournamentError::Players { given: 500, .. })
        }),
        (
            NewTournament {
                rounds: Some(0),
                ..new_event(Format::Swiss, 8)
            },
            |e| matches!(e, TournamentError::Rounds { given: 0, .. }),
        ),
        (
            NewTournament {
                rounds: Some(3),
                ..new_event(Format::RoundRobin, 8)
            },
            |e| matches!(e, TournamentError::RoundsInRoundRobin),
        ),
        (
            NewTournament {
                name: "x".repeat(101),
                ..new_event(Format::Swiss, 8)
            },
            |e| matches!(e, TournamentError::NameTooLong { max: 100 }),
        ),
        (
            NewTournament {
                name: "cup for <@1234> and @everyone".to_string(),
                ..new_event(Format::Swiss, 8)
            },
            |e| matches!(e, TournamentError::NameMentions),
        ),
        (
            NewTournament {
                name: "   ".to_string(),
                ..new_event(Format::Swiss, 8)
            },
            |e| matches!(e, TournamentError::EmptyName),
        ),
    ];
    for (new, expected) in cases {
        let error = env.service.tournaments().create_tournament(new).await.unwrap_err();
        match &error {
            ServiceError::Tournament(e) if expected(e) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    let listed = env
        .service
        .tournaments().tournaments_in(PLACE.guild_id, PLACE.channel_id)
        .await
        .unwrap();
    assert!(listed.is_empty());
    // A name of exactly 100 characters is fine.
    let ok = NewTournament {
        name: "é".repeat(100),
        ..new_event(Format::Swiss, 8)
    };
    let event = env.service.tournaments().create_tournament(ok).await.unwrap();
    assert_eq!(event.status, TournamentStatus::SignUp);
    assert_eq!(event.entrants, 0);
    assert_eq!(event.move_hours, Some(72));
}

#[tokio::test]
async fn twenty_joins_at_once_for_four_places_give_four() {
    let env = test_env!();
    let event = env
        .service
        .tournaments().create_tournament(new_event(Format::Swiss, 4))
        .await
        .unwrap();
    let other = env.second_process().await;
    let joins = (0..20).map(|n| {
        let service = if n % 2 == 0 {
            env.service.clone()
        } else {
            other.clone()
        };
        async move { service.tournaments().join_tournament(event.id, player(n)).await }
    });
    let results = futures_util::future::join_all(joins).await;
    let joined = results.iter().filter(|r| r.is_ok()).count();
    let full = results
        .iter()
        .filter(|r| matches!(r, Err(ServiceError::Tournament(TournamentError::Full))))
        .count();
    assert_eq!((joined, full), (4, 16), "{results:?}");
    let event = env.service.tournaments().tournament(event.id).await.unwrap();
    assert_eq!(event.entrants, 4);
}

#[tokio::test]
async fn joining_twice_leaving_after_the_start_and_joining_late_are_refused() {
    let env = test_env!();
    let id = event_with(&env, Format::Swiss, 2).await;
    refused!(
        env.service.tournaments().join_tournament(id, player(0)),
        ServiceError::Tournament(TournamentError::AlreadyIn)
    );
    refused!(
        env.service.tournaments().leave_tournament(id, carol().id),
        ServiceError::Tournament(TournamentError::NotIn)
    );
    env.service.tournaments().join_tournament(id, carol()).await.unwrap();
    let left = env.service.tournaments().leave_tournament(id, carol().id).await.unwrap();
    assert_eq!(left.entrants, 2);
    refused!(
        env.service.tournaments().start_tournament(id, Some(bob().id)),
        ServiceError::Tournament(TournamentError::NotCreator { .. })
    );
    let start = env
        .service
        .tournaments().start_tournament(id, Some(alice().id))
        .await
        .unwrap();
    assert_eq!(start.games.len(), 1);
    assert_eq!(start.tournament.status, TournamentStatus::Running);
    refused!(
        env.service.tournaments().leave_tournament(id, player(0).id),
        ServiceError::Tournament(TournamentError::CannotLeaveStarted)
    );
    refused!(
        env.service.tournaments().join_tournament(id, carol()),
        ServiceError::Tournament(TournamentError::Started)
    );
    refused!(
        env.service.tournaments().start_tournament(id, Some(alice().id)),
        ServiceError::Tournament(TournamentError::Started)
    );
}

#[tokio::test]
async fn a_round_robin_needs_three_and_starts_every_game() {
    let env = test_env!();
    let id = event_with(&env, Format::RoundRobin, 2).await;
    refused!(
        env.service.tournaments().start_tournament(id, None),
        ServiceError::Tournament(TournamentError::TooFewPlayers { min: 3, .. })
    );
    env.service.tournaments().join_tournament(id, player(2)).await.unwrap();
    env.service.tournaments().join_tournament(id, player(3)).await.unwrap();
    let start = env.service.tournaments().start_tournament(id, None).await.unwrap();
    // Four players: three rounds of two games, all at once.
    assert_eq!(start.games.len(), 6);
    assert_eq!(start.tournament.rounds, Some(3));
    for game in &start.games {
        assert_eq!(game.record.kind, GameKind::AbandeHex);
        assert!(game.record.rated);
        assert_eq!(game.record.move_hours, Some(72));
        assert_eq!(game.record.deadline_at, Some(T0 + 72 * HOUR));
        assert!(game.record.engine.is_none());
    }
    // Every game's first board is owed to the delivery worker.
    for game in &start.games {
        assert_eq!(
            env.service
                .outbox().owed_board_from(game.id(), game.record.version)
                .await
                .unwrap(),
            Some(0)
        );
    }
    // Everyone resigns as Black: the event finishes with the last game.
    for (game, black) in active_games(&env.service, id).await {
        env.service.games().resign(game, black, None).await.unwrap();
    }
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    assert_eq!(standings.tournament.status, TournamentStatus::Finished);
    let points: f64 = standings.table.iter().map(|s| s.points).sum();
    assert_eq!(points, 6.0);
    assert!(standings.table.iter().all(|s| s.played == 3));
}

#[tokio::test]
async fn the_sweep_starts_an_event_when_sign_up_closes() {
    let env = test_env!();
    let mut new = new_event(Format::Swiss, 8);
    new.starts_in_secs = Some(24 * HOUR);
    let event = env.service.tournaments().create_tournament(new).await.unwrap();
    env.service.tournaments().join_tournament(event.id, bob()).await.unwrap();
    env.service
        .tournaments().join_tournament(event.id, carol())
        .await
        .unwrap();
    env.service
        .tournaments().join_tournament(event.id, player(1))
        .await
        .unwrap();
    env.service.clocks().sweep().await.unwrap();
    assert_eq!(
        env.service.tournaments().tournament(event.id).await.unwrap().status,
        TournamentStatus::SignUp
    );
    env.clock.advance(24 * HOUR);
    env.service.clocks().sweep().await.unwrap();
    let started = env.service.tournaments().tournament(event.id).await.unwrap();
    assert_eq!(started.status, TournamentStatus::Running);
    // Three players: 3 rounds by default, one game and a bye in the first.
    assert_eq!((started.rounds, started.current_round), (Some(3), 1));
    assert_eq!(active_games(&env.service, event.id).await.len(), 1);
}

#[tokio::test]
async fn too_few_players_at_the_deadline_keep_sign_up_open() {
    let env = test_env!();
    let mut new = new_event(Format::Swiss, 8);
    new.starts_in_secs = Some(HOUR);
    let event = env.service.tournaments().create_tournament(new).await.unwrap();
    env.service.tournaments().join_tournament(event.id, bob()).await.unwrap();
    env.clock.advance(2 * HOUR);
    env.service.clocks().sweep().await.unwrap();
    let still = env.service.tournaments().tournament(event.id).await.unwrap();
    assert_eq!(
        (still.status, still.starts_at),
        (TournamentStatus::SignUp, None)
    );
    env.service
        .tournaments().join_tournament(event.id, carol())
        .await
        .unwrap();
    env.service
        .tournaments().start_tournament(event.id, Some(alice().id))
        .await
        .unwrap();
}

/// A five-player Swiss to the end: every round is paired when the last
/// game of the one before ends, each player gets at most one bye, nobody
/// meets twice, and the standings are final at the end.
#[tokio::test]
async fn a_swiss_is_paired_round_after_round_to_the_end() {
    let env = test_env!();
    let id = event_with(&env, Format::Swiss, 5).await;
    let start = env.service.tournaments().start_tournament(id, None).await.unwrap();
    assert_eq!(start.tournament.rounds, Some(4));
    for round in 1..=4 {
        let event = env.service.tournaments().tournament(id).await.unwrap();
        assert_eq!(event.current_round, round);
        let games = active_games(&env.service, id).await;
        assert_eq!(games.len(), 2, "round {round}");
        for (game, black) in games {
            env.service.games().resign(game, black, None).await.unwrap();
        }
    }
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    assert_eq!(standings.tournament.status, TournamentStatus::Finished);
    let byes: Vec<UserId> = standings
        .schedule
        .iter()
        .filter(|g| g.white.is_none())
        .map(|g| g.black)
        .collect();
    assert_eq!(byes.len(), 4);
    let mut distinct = byes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 4, "{byes:?}");
    let mut pairs: Vec<(UserId, UserId)> = standings
        .schedule
        .iter()
        .filter_map(|g| g.white.map(|w| (g.black.min(w), g.black.max(w))))
        .collect();
    pairs.sort();
    let count = pairs.len();
    pairs.dedup();
    assert_eq!(pairs.len(), count, "a pairing repeated");
    assert_eq!(standings.table.iter().map(|s| s.points).sum::<f64>(), 12.0);
    assert!(standings.table[0].rank == 1 && standings.table[0].points >= 2.0);
}

/// The last two games of a round end at the same moment in two processes:
/// the next round is paired once.
#[tokio::test]
async fn two_processes_ending_a_round_pair_the_next_once() {
    let env = test_env!();
    let id = event_with(&env, Format::Swiss, 4).await;
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    let other = env.second_process().await;
    let games = active_games(&env.service, id).await;
    assert_eq!(games.len(), 2);
    let (a, b) = (games[0], games[1]);
    let (first, second) = tokio::join!(
        env.service.games().resign(a.0, a.1, None),
        other.games().resign(b.0, b.1, None)
    );
    first.unwrap();
    second.unwrap();
    let event = env.service.tournaments().tournament(id).await.unwrap();
    assert_eq!(event.current_round, 2);
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    let round_two = standings.schedule.iter().filter(|g| g.round == 2).count();
    assert_eq!(round_two, 2);
    assert_eq!(active_games(&other, id).await.len(), 2);
}

/// The result and the next round commit together: after a restart the
/// round that was paired stays as it was, and nothing is paired again.
#[tokio::test]
async fn a_restart_after_the_last_game_pairs_nothing_twice() {
    let mut env = test_env!();
    let id = event_with(&env, Format::Swiss, 4).await;
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    for (game, black) in active_games(&env.service, id).await {
        env.service.games().resign(game, black, None).await.unwrap();
    }
    let before = env.service.tournaments().tournament_standings(id).await.unwrap();
    env.restart().await;
    env.service.clocks().sweep().await.unwrap();
    let after = env.service.tournaments().tournament_standings(id).await.unwrap();
    assert_eq!(before.schedule, after.schedule);
    assert_eq!(after.tournament.current_round, 2);
    // A second pairing of round 2 is refused by the schedule's key.
    let mut tx = env.store.begin_write().await.unwrap();
    let clash = tx
        .insert_scheduled_game(id, 2, 0, player(0).id, Some(player(1).id), None)
        .await;
    assert!(clash.is_err());
}

/// Seeds follow the rating when players have one, else the sign-up order.
#[tokio::test]
async fn seeds_follow_ratings_then_sign_up_order() {
    let env = test_env!();
    // Carol beats Bob in a rated game: she is seeded first.
    let view = start_game(&env.service, GameKind::AbandeHex, &bob(), &carol()).await;
    play_moves(&env.service, view.id(), &bob(), &carol(), &["d4", "d5"]).await;
    env.service.games().resign(view.id(), bob().id, None).await.unwrap();
    let id = event_with(&env, Format::Swiss, 2).await;
    env.service.tournaments().join_tournament(id, bob()).await.unwrap();
    env.service.tournaments().join_tournament(id, carol()).await.unwrap();
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    let seeded: Vec<UserId> = standings.entrants.iter().map(|e| e.player.id).collect();
    assert_eq!(seeded, [carol().id, bob().id, player(0).id, player(1).id]);
}

/// The announcements owed about `game`, by kind.
async fn owed_kinds(service: &GameService, game: GameId) -> Vec<AnnouncementKind> {
    service
        .outbox().announcements_of(Subject::Game(game))
        .await
        .unwrap()
        .into_iter()
        .map(|(a, _)| a.kind)
        .collect()
}

/// The start, each next round and the end each owe one announcement,
/// written with the change itself: the sign-up message's edit at the start
/// and when a round moves on, the winner's news with the last game.
#[tokio::test]
async fn the_start_each_round_and_the_end_are_announced_once() {
    let env = test_env!();
    let id = event_with(&env, Format::Swiss, 4).await;
    let start = env.service.tournaments().start_tournament(id, None).await.unwrap();
    let first = start.games[0].id();
    let message = |kinds: &[AnnouncementKind], kind| kinds.iter().filter(|&&k| k == kind).count();
    let kinds = owed_kinds(&env.service, first).await;
    assert_eq!(
        message(&kinds, AnnouncementKind::TournamentMessage),
        1,
        "{kinds:?}"
    );
    let mut last = first;
    for _ in 1..=3 {
        for (game, black) in active_games(&env.service, id).await {
            env.service.games().resign(game, black, None).await.unwrap();
            last = game;
        }
    }
    let event = env.service.tournaments().tournament(id).await.unwrap();
    assert_eq!(event.status, TournamentStatus::Finished);
    let kinds = owed_kinds(&env.service, last).await;
    assert_eq!(
        message(&kinds, AnnouncementKind::TournamentEnd),
        1,
        "{kinds:?}"
    );
    assert_eq!(
        message(&kinds, AnnouncementKind::TournamentMessage),
        0,
        "{kinds:?}"
    );
    // Every game that ended a round (not the last) owes the edit once.
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    let mut edits = 0;
    let mut ends = 0;
    for game in standings.schedule.iter().filter_map(|g| g.game) {
        let kinds = owed_kinds(&env.service, game).await;
        edits += message(&kinds, AnnouncementKind::TournamentMessage);
        ends += message(&kinds, AnnouncementKind::TournamentEnd);
    }
    assert_eq!(
        (edits, ends),
        (3, 1),
        "the start and two new rounds; one end"
    );
}

/// A player withdraws from a running round robin: every game of theirs
/// still on is resigned (a loss), the others play on, and the event
/// finishes when the rest is played. Refusals: twice, not in it, after the end.
#[tokio::test]
async fn a_withdrawal_loses_the_rest_and_the_event_still_finishes() {
    let env = test_env!();
    let id = event_with(&env, Format::RoundRobin, 4).await;
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    let quitter = player(2).id;
    let refused = env
        .service
        .tournaments().withdraw_from_tournament(id, bob().id)
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::Tournament(TournamentError::NotIn)),
        "{refused:?}"
    );
    env.service
        .tournaments().withdraw_from_tournament(id, quitter)
        .await
        .unwrap();
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    let theirs: Vec<_> = standings
        .schedule
        .iter()
        .filter(|g| g.black == quitter || g.white == Some(quitter))
        .collect();
    assert_eq!(theirs.len(), 3);
    assert!(
        theirs
            .iter()
            .all(|g| g.status == Some(GameStatus::Finished))
    );
    let line = standings
        .table
        .iter()
        .find(|l| standings.player(l).id == quitter)
        .unwrap();
    assert_eq!((line.points, line.losses), (0.0, 3));
    let again = env
        .service
        .tournaments().withdraw_from_tournament(id, quitter)
        .await
        .unwrap_err();
    assert!(
        matches!(
            again,
            ServiceError::Tournament(TournamentError::AlreadyWithdrawn)
        ),
        "{again:?}"
    );
    for (game, black) in active_games(&env.service, id).await {
        env.service.games().resign(game, black, None).await.unwrap();
    }
    let event = env.service.tournaments().tournament(id).await.unwrap();
    assert_eq!(event.status, TournamentStatus::Finished);
    let over = env
        .service
        .tournaments().withdraw_from_tournament(id, player(0).id)
        .await
        .unwrap_err();
    assert!(
        matches!(over, ServiceError::Tournament(TournamentError::Over)),
        "{over:?}"
    );
}

/// In a Swiss, a player who withdrew, or who ran out of time in every game
/// they played, is not paired again; the event still finishes.
#[tokio::test]
async fn swiss_pairs_neither_the_withdrawn_nor_those_out_of_time() {
    let env = test_env!();
    let id = event_with(&env, Format::Swiss, 6).await;
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    let quitter = player(5).id;
    env.service
        .tournaments().withdraw_from_tournament(id, quitter)
        .await
        .unwrap();
    // Everyone else's clock runs out in the game of the one who sleeps.
    let games = active_games(&env.service, id).await;
    assert_eq!(games.len(), 2, "the quitter's game is over");
    let (sleepy_game, sleeper) = games[0];
    let (other_game, other_black) = games[1];
    env.service
        .games().resign(other_game, other_black, None)
        .await
        .unwrap();
    // Black sleeps past the deadline without a move: outside a tournament
    // that game would be aborted; here it is lost.
    env.clock.advance(100 * 3600);
    env.service.clocks().sweep().await.unwrap();
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    assert_eq!(standings.tournament.current_round, 2);
    let timed_out = standings
        .schedule
        .iter()
        .find(|g| g.game == Some(sleepy_game))
        .unwrap();
    assert_eq!(timed_out.status, Some(GameStatus::Finished));
    assert_eq!(timed_out.result, Some(Outcome::Win(Color::White)));
    let round_two: Vec<_> = standings.schedule.iter().filter(|g| g.round == 2).collect();
    for out in [quitter, sleeper] {
        assert!(
            round_two
                .iter()
                .all(|g| g.black != out && g.white != Some(out)),
            "{out:?} paired again: {round_two:?}"
        );
    }
    // Four left: two games, no bye.
    assert_eq!(round_two.len(), 2, "{round_two:?}");
    let out = standings
        .entrants
        .iter()
        .filter(|e| e.withdrawn_at.is_some())
        .count();
    assert_eq!(out, 2);
    while env.service.tournaments().tournament(id).await.unwrap().status == TournamentStatus::Running {
        let games = active_games(&env.service, id).await;
        assert!(!games.is_empty(), "a running event with nothing to play");
        for (game, black) in games {
            env.service.games().resign(game, black, None).await.unwrap();
        }
    }
}

/// Every tournament game has a result: /abort is refused even before
/// anyone has moved.
#[tokio::test]
async fn a_tournament_game_cannot_be_aborted() {
    let env = test_env!();
    let id = event_with(&env, Format::Swiss, 2).await;
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    let (game, black) = active_games(&env.service, id).await[0];
    let refused = env.service.games().abort_game(game, black).await;
    assert!(
        matches!(refused, Err(ServiceError::Game(GameError::TournamentGameCannotBeAborted))),
        "{refused:?}"
    );
    let view = env.service.games().load_game(game).await.unwrap();
    assert!(view.record.is_active());
}

/// A round robin starts every game at once: more than 16 players (15 games
/// each, 120 threads) is refused, with the way out (Swiss); Swiss may have 64.
#[tokio::test]
async fn a_round_robin_is_for_sixteen_players_at_most() {
    let env = test_env!();
    refused!(
        env.service
            .tournaments().create_tournament(new_event(Format::RoundRobin, 17)),
        ServiceError::Tournament(TournamentError::RoundRobinTooLarge { max: 16, given: 17 })
    );
    refused!(
        env.service
            .tournaments().create_tournament(new_event(Format::RoundRobin, 64)),
        ServiceError::Tournament(TournamentError::RoundRobinTooLarge { given: 64, .. })
    );
    let error = env
        .service
        .tournaments().create_tournament(new_event(Format::RoundRobin, 17))
        .await
        .unwrap_err();
    assert!(words(&error).contains("swiss format"), "{error}");
    assert!(
        env.service
            .tournaments().tournaments_in(PLACE.guild_id, PLACE.channel_id)
            .await
            .unwrap()
            .is_empty()
    );
    env.service
        .tournaments().create_tournament(new_event(Format::RoundRobin, 16))
        .await
        .unwrap();
    env.service
        .tournaments().create_tournament(new_event(Format::Swiss, 64))
        .await
        .unwrap();
}

/// A tournament without a running clock could be held up for good by one
/// entrant who never moves: `move_hours:0` is refused; a time bank is a clock.
#[tokio::test]
async fn a_tournament_needs_a_running_clock() {
    let env = test_env!();
    for format in [Format::Swiss, Format::RoundRobin] {
        let mut new = new_event(format, 8);
        new.move_hours = MoveHours::Unlimited;
        refused!(
            env.service.tournaments().create_tournament(new),
            ServiceError::Tournament(TournamentError::NoClock)
        );
    }
    assert!(
        env.service
            .tournaments().tournaments_in(PLACE.guild_id, PLACE.channel_id)
            .await
            .unwrap()
            .is_empty()
    );
    let mut banked = new_event(Format::Swiss, 8);
    banked.bank = Some(TimeBank::STANDARD);
    let event = env.service.tournaments().create_tournament(banked).await.unwrap();
    assert_eq!(event.bank, Some(TimeBank::STANDARD));
    let mut hourly = new_event(Format::Swiss, 8);
    hourly.move_hours = MoveHours::Hours(24);
    let event = env.service.tournaments().create_tournament(hourly).await.unwrap();
    assert_eq!(event.move_hours, Some(24));
}

/// `/tournament show` and `standings` by id answer only in the server the
/// event belongs to: another server, or outside servers, is "not found",
/// the same as an id that does not exist.
#[tokio::test]
async fn a_tournament_is_seen_only_from_its_own_server() {
    let env = test_env!();
    let id = event_with(&env, Format::Swiss, 2).await;
    let here = PLACE.guild_id;
    assert_eq!(
        env.service
            .tournaments().tournament_standings_in(id, here)
            .await
            .unwrap()
            .entrants
            .len(),
        2
    );
    let other = here.map(|g| g + 1);
    for guild in [other, None] {
        refused!(
            env.service.tournaments().tournament_standings_in(id, guild),
            ServiceError::Tournament(TournamentError::NotFound(found)) if *found == id
        );
        refused!(
            env.service.tournaments().tournament_in(id, guild),
            ServiceError::Tournament(TournamentError::NotFound(_))
        );
        refused!(
            env.service.tournaments().withdrawal(id, player(0).id, guild),
            ServiceError::Tournament(TournamentError::NotFound(_))
        );
    }
    let missing = TournamentId(id.0 + 100);
    refused!(
        env.service.tournaments().tournament_standings_in(missing, here),
        ServiceError::Tournament(TournamentError::NotFound(_))
    );
}

/// Before a withdrawal, the player is told how many running games it
/// resigns; a confirmation given for another number (a game ended, a round
/// was paired since) resigns nothing.
#[tokio::test]
async fn a_withdrawal_says_what_it_resigns_before_it_is_confirmed() {
    let env = test_env!();
    let id = event_with(&env, Format::RoundRobin, 4).await;
    let here = PLACE.guild_id;
    let quitter = player(2).id;
    // In sign-up it gives the place back: nothing to resign.
    let asked = env.service.tournaments().withdrawal(id, quitter, here).await.unwrap();
    assert_eq!(
        (asked.tournament.status, asked.running),
        (TournamentStatus::SignUp, 0)
    );
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    refused!(
        env.service.tournaments().withdrawal(id, bob().id, here),
        ServiceError::Tournament(TournamentError::NotIn)
    );
    let asked = env.service.tournaments().withdrawal(id, quitter, here).await.unwrap();
    assert_eq!(asked.running, 3);
    // Asking changes nothing.
    let theirs = |service: GameService| async move {
        let standings = service.tournaments().tournament_standings(id).await.unwrap();
        standings
            .schedule
            .iter()
            .filter(|g| g.black == quitter || g.white == Some(quitter))
            .filter(|g| g.status == Some(GameStatus::Active))
            .map(|g| (g.game.unwrap(), g.black))
            .collect::<Vec<_>>()
    };
    let running = theirs(env.service.clone()).await;
    assert_eq!(running.len(), 3);
    // One of their games ends: the confirmation for three is stale.
    let (game, black) = running[0];
    env.service.games().resign(game, black, None).await.unwrap();
    refused!(
        env.service.tournaments().confirm_withdrawal(id, quitter, here, 3),
        ServiceError::Tournament(TournamentError::WithdrawalChanged { running: 2 })
    );
    assert_eq!(theirs(env.service.clone()).await.len(), 2);
    env.service
        .tournaments().confirm_withdrawal(id, quitter, here, 2)
        .await
        .unwrap();
    assert!(theirs(env.service.clone()).await.is_empty());
    refused!(
        env.service.tournaments().withdrawal(id, quitter, here),
        ServiceError::Tournament(TournamentError::AlreadyWithdrawn)
    );
}

/// The sweep starts each due tournament on its own: one whose start keeps
/// failing (here its row was made unreadable) is logged and left for a
/// later sweep, and the others start all the same; once it can start, a
/// sweep after the retry delay starts it.
#[tokio::test]
async fn a_tournament_that_fails_to_start_holds_back_no_other() {
    let env = test_env!();
    let mut events = Vec::new();
    for _ in 0..3 {
        let mut new = new_event(Format::Swiss, 8);
        new.starts_in_secs = Some(HOUR);
        let event = env.service.tournaments().create_tournament(new).await.unwrap();
        for n in 0..2 {
            env.service
                .tournaments().join_tournament(event.id, player(n))
                .await
                .unwrap();
        }
        events.push(event.id);
    }
    // The first due (the sweep's first pick) cannot be read any more.
    let broken = events[0];
    env.execute("UPDATE tournaments SET kind = 'chess' WHERE id = $1", broken.0)
        .await;
    env.clock.advance(2 * HOUR);
    let started = env.service.tournaments().start_due_tournaments().await.unwrap();
    let ids: Vec<TournamentId> = started.iter().map(|s| s.tournament.id).collect();
    assert_eq!(ids, events[1..].to_vec());
    // The sweep itself goes on too, and a second sweep right away leaves
    // the broken one alone (it waits out its retry delay).
    env.service.clocks().sweep().await.unwrap();
    env.execute(
        "UPDATE tournaments SET kind = 'abande-hex' WHERE id = $1",
        broken.0,
    )
    .await;
    assert!(env.service.tournaments().start_due_tournaments().await.unwrap().is_empty());
    assert_eq!(
        env.service.tournaments().tournament(broken).await.unwrap().status,
        TournamentStatus::SignUp
    );
    env.clock.advance(START_RETRY_SECS);
    let started = env.service.tournaments().start_due_tournaments().await.unwrap();
    assert_eq!(started.len(), 1);
    assert_eq!(started[0].tournament.id, broken);
    assert_eq!(
        env.service.tournaments().tournament(broken).await.unwrap().status,
        TournamentStatus::Running
    );
}
