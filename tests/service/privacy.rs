//! A player's own data (issue 36): `/privacy export` writes everything
//! stored about the player, a batch of games at a time, and `/privacy
//! forget` ends what they have running and turns them into "deleted
//! player #N" everywhere, their opponents' games, results and ratings kept.

use abande_bot::service::{ChallengeError, PrivacyError};
use crate::support;

use abande_bot::cli::{PLAYER_BASE, SeedOptions, seed};
use abande_bot::model::{ChallengeStatus, EndedBy, GameStatus, HistoryFilter, UserId};
use abande_rules::record::Record;
use abande_rules::{Color, GameKind, Outcome};
use abande_bot::service::{ColorChoice, ForgetPlan, MoveHours, ServiceError};
use abande_bot::store::{forgotten_id, forgotten_number};
use abande_bot::tournament::{Format, NewTournament};
use support::service_env::*;

/// The games of an export: each `# game N` line and the record after it.
fn exported_games(text: &str) -> Vec<(i64, Record)> {
    let games = text.split_once("== games\n").expect("a games section").1;
    games
        .split("# game #")
        .filter(|part| !part.trim().is_empty())
        .map(|part| {
            let (id, record) = part.split_once('\n').expect("a record after the number");
            let record: Record = record.parse().unwrap_or_else(|e| panic!("game {id}: {e}"));
            (id.trim().parse().expect("a game number"), record)
        })
        .collect()
}

/// The JSON lines of one section of an export.
fn section<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    let start = format!("== {name}\n");
    let rest = text.split_once(&start).expect("the section").1;
    rest.lines().take_while(|l| !l.starts_with("== ")).collect()
}

#[tokio::test]
async fn an_export_of_three_thousand_games_is_complete_and_read_in_batches() {
    let env = test_env!();
    let options = SeedOptions {
        games: 3_000,
        players: 2,
        servers: 1,
        seed: 36,
    };
    let seeding = env.batch_store().await;
    let seeded = seed(&seeding, &options, env.clock_now()).await.unwrap();
    seeding.close().await;
    assert_eq!(seeded.games, 3_000);
    let player = UserId(PLAYER_BASE);
    let mut text = Vec::new();
    let report = env
        .service
        .privacy().export_player_data_in(player, 200, &mut text)
        .await
        .unwrap();
    let text = String::from_utf8(text).unwrap();

    // Every game of the player, once each, in number order; each record
    // replays to the result stored, with the moves stored.
    assert_eq!(report.games, 3_000);
    // Memory held one batch at a time: 15 reads of at most 200 games.
    assert_eq!((report.batches, report.largest_batch), (15, 200));
    let games = exported_games(&text);
    let ids: Vec<i64> = games.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, (1..=3_000).collect::<Vec<_>>());
    let mut moves = 0;
    for (id, record) in &games {
        let view = env
            .service
            .games().load_game(abande_bot::model::GameId(*id))
            .await
            .unwrap();
        assert_eq!(record.moves.len(), view.game.ply(), "game {id}");
        assert_eq!(record.result, view.record.result, "game {id}");
        assert_eq!(
            [record.black.as_str(), record.white.as_str()],
            [view.record.black.name.as_str(), view.record.white.name.as_str()]
        );
        let replayed = record.replay().unwrap_or_else(|e| panic!("game {id}: {e}"));
        assert_eq!(replayed.ply(), view.game.ply());
        moves += record.moves.len() as u64;
    }
    assert_eq!(moves, seeded.moves, "both players play every seeded game");

    // The rest: the profile, every rating and every change of it.
    let profile = section(&text, "profile");
    assert!(profile[0].contains(&format!("\"id\":\"{}\"", player.0)), "{profile:?}");
    let ratings = env.service.ratings().ratings(player).await.unwrap();
    assert_eq!(section(&text, "ratings").len(), ratings.len());
    let history = env.service.ratings().rating_history(player).await.unwrap();
    assert!(!history.is_empty());
    assert_eq!(section(&text, "rating_history").len(), history.len());

    // A smaller batch reads the same text, in more reads.
    let mut again = Vec::new();
    let report = env
        .service
        .privacy().export_player_data_in(player, 7, &mut again)
        .await
        .unwrap();
    assert_eq!((report.batches, report.largest_batch), (429, 7));
    assert_eq!(String::from_utf8(again).unwrap(), text);
}

fn cup(creator: &abande_bot::model::Player) -> NewTournament {
    NewTournament {
        name: "Winter cup".to_string(),
        kind: GameKind::AbandeHex,
        format: Format::RoundRobin,
        max_players: 4,
        rounds: None,
        move_hours: MoveHours::Default,
        bank: None,
        rated: true,
        creator: creator.clone(),
        place: PLACE,
        starts_in_secs: None,
    }
}

#[tokio::test]
async fn the_export_lists_tournaments_vacations_and_settings() {
    let env = test_env!();
    let event = env.service.tournaments().create_tournament(cup(&carol())).await.unwrap();
    env.service
        .tournaments().join_tournament(event.id, alice())
        .await
        .unwrap();
    env.service.settings().set_notify_dm(alice().id, true).await.unwrap();
    start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    env.service.clocks().start_vacation(alice(), 3).await.unwrap();
    let mut text = Vec::new();
    let report = env
        .service
        .privacy().export_player_data(alice().id, &mut text)
        .await
        .unwrap();
    let text = String::from_utf8(text).unwrap();
    assert_eq!((report.games, report.batches), (1, 1));
    let profile = section(&text, "profile");
    assert!(profile[0].contains("\"name\":\"Alice\""), "{text}");
    assert!(profile[0].contains("\"dm_when_it_is_my_turn\":true"), "{text}");
    let tournaments = section(&text, "tournaments");
    assert_eq!(tournaments.len(), 1, "{text}");
    assert!(tournaments[0].contains("Winter cup"), "{text}");
    assert_eq!(section(&text, "vacations").len(), 1, "{text}");
    // An unfinished game reads as one, its result `*`.
    let games = exported_games(&text);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].1.result, None);

    // Someone the bot never saw: an export saying so, and no games.
    let mut text = Vec::new();
    let report = env
        .service
        .privacy().export_player_data(UserId(4242), &mut text)
        .await
        .unwrap();
    let text = String::from_utf8(text).unwrap();
    assert_eq!(report.games, 0);
    assert!(section(&text, "profile")[0].contains("\"stored\":false"), "{text}");
}

#[tokio::test]
async fn forgetting_erases_the_player_and_keeps_the_opponents_records() {
    let env = test_env!();
    let service = &env.service;
    // Alice beat Bob (rated), plays Carol, has challenged Carol, was
    // challenged by Bob, created and joined a tournament, wants DMs.
    let finished = hex_game_after(&env, &["d4", "d5"]).await;
    env.clock.advance(HOUR);
    service.games().resign(finished, bob().id, None).await.unwrap();
    let running = start_game(service, GameKind::Abalone, &carol(), &alice()).await;
    let to_carol = challenge_of(&alice(), &carol(), GameKind::AbandeHex, ColorChoice::Black);
    let to_carol = service.challenges().create_challenge(to_carol).await.unwrap();
    let from_bob = challenge_of(&bob(), &alice(), GameKind::AbandeHex, ColorChoice::White);
    let from_bob = service.challenges().create_challenge(from_bob).await.unwrap();
    let event = service.tournaments().create_tournament(cup(&alice())).await.unwrap();
    service.tournaments().join_tournament(event.id, alice()).await.unwrap();
    service.tournaments().join_tournament(event.id, bob()).await.unwrap();
    service.settings().set_notify_dm(alice().id, true).await.unwrap();
    // She last changed a server's settings.
    let limits = abande_bot::model::SettingsChange::Limits {
        tournaments: Some(3),
        games_per_player: None,
    };
    service
        .settings().change_guild_settings(42, alice().id, limits)
        .await
        .unwrap();
    let bob_rating = service.ratings().ratings(bob().id).await.unwrap();
    let bob_history = service.ratings().rating_history(bob().id).await.unwrap();
    assert_eq!(bob_history.len(), 1);
    let before = service.games().load_game(finished).await.unwrap();

    let plan = service.privacy().forget_plan(alice().id).await.unwrap();
    assert_eq!(
        plan,
        ForgetPlan {
            stored: true,
            running: 1,
            challenges: 2,
            tournaments: 1,
        }
    );
    // Told of other games than there are: refused, nothing changed.
    let stale = ForgetPlan { running: 0, ..plan };
    refused!(
        service.privacy().forget_player(alice().id, Some(stale)),
        ServiceError::Privacy(PrivacyError::ForgetChanged { running: 1 })
    );
    assert!(service.games().load_game(running.id()).await.unwrap().record.is_active());

    env.clock.advance(HOUR);
    let generation = service.links().web_generation(alice().id).await.unwrap();
    let forgotten = service
        .privacy().forget_player(alice().id, Some(plan))
        .await
        .unwrap()
        .expect("Alice was stored");
    assert_eq!(forgotten.number, 1);
    assert_eq!(forgotten.name, "deleted player #1");
    assert_eq!(forgotten.resigned, vec![running.id()]);
    assert_eq!(forgotten.challenges.len(), 2);
    let gone = forgotten_id(1);
    assert_eq!(forgotten_number(gone), Some(1));

    // Nothing is stored under Alice's id any more.
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&env.url).await.unwrap();
    let changed_by: Vec<(i64,)> = sqlx::query_as("SELECT updated_by FROM guild_settings")
        .fetch_all(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_eq!(changed_by, [(gone.0 as i64,)], "the settings' last editor");
    let (row, dm) = env.store.player(alice().id).await.unwrap().unwrap();
    assert_eq!((row.name.as_str(), dm), ("", false), "her row is emptied");
    // Her web links are revoked, as by `/web revoke` (issue #50).
    assert_eq!(
        service.links().web_generation(alice().id).await.unwrap(),
        generation + 1
    );
    assert!(!service.settings().notify_dm(alice().id).await.unwrap());
    assert!(service.ratings().ratings(alice().id).await.unwrap().is_empty());
    assert!(service.ratings().rating_history(alice().id).await.unwrap().is_empty());
    assert!(service.history().active_games(alice().id).await.unwrap().is_empty());
    assert!(service.challenges().pending_challenges(alice().id).await.unwrap().is_empty());
    let history = service
        .history().finished_games(alice().id, HistoryFilter::default(), 1, 10)
        .await
        .unwrap();
    assert_eq!(history.total_items, 0);

    // The finished game reads as before, but for her name; Bob's result,
    // rating and its history stay as they were.
    let after = service.games().load_game(finished).await.unwrap();
    assert_eq!(after.record.black.id, gone);
    assert_eq!(after.record.black.name, "deleted player #1");
    assert_eq!(after.record.white.name, before.record.white.name);
    assert_eq!(
        (after.record.result, after.record.ended_by, after.game.moves().len()),
        (before.record.result, before.record.ended_by, before.game.moves().len())
    );
    assert_eq!(after.written_record().black, "deleted player #1");
    assert_eq!(service.ratings().ratings(bob().id).await.unwrap(), bob_rating);
    assert_eq!(service.ratings().rating_history(bob().id).await.unwrap(), bob_history);
    let changes = service.ratings().rating_changes_of(finished).await.unwrap();
    assert_eq!(changes.len(), 2, "the game still shows both changes");
    assert!(changes.iter().any(|c| c.player == gone));
    // She has left every leaderboard: no rating under either id.
    assert!(service.ratings().ratings(gone).await.unwrap().is_empty());
    let bob_games = service
        .history().finished_games(bob().id, HistoryFilter::default(), 1, 10)
        .await
        .unwrap();
    assert_eq!(bob_games.total_items, 1);
    assert_eq!(bob_games.items[0].record.black.name, "deleted player #1");

    // Her running game was resigned: Carol won it, as after /resign.
    let resigned = service.games().load_game(running.id()).await.unwrap();
    assert_eq!(resigned.record.status, GameStatus::Finished);
    assert_eq!(resigned.record.ended_by, Some(EndedBy::Resignation));
    assert_eq!(resigned.record.result, Some(Outcome::Win(Color::Black)));
    assert_eq!(resigned.record.white.name, "deleted player #1");
    // Her challenges were withdrawn, Bob's to her declined.
    let status = |id| async move { service.challenges().challenge(id).await.unwrap().unwrap().status };
    assert_eq!(status(to_carol.id).await, ChallengeStatus::Cancelled);
    assert_eq!(status(from_bob.id).await, ChallengeStatus::Declined);
    // She left the tournament in sign-up.
    let entrants = service.tournaments().tournament_standings(event.id).await.unwrap().entrants;
    let names: Vec<&str> = entrants.iter().map(|e| e.player.name.as_str()).collect();
    assert_eq!(names, ["Bob"]);
    // No rematch can be asked of a forgotten player.
    refused!(
        service.games().rematch(finished, bob()),
        ServiceError::Challenge(ChallengeError::PlayerForgotten)
    );

    // Asked again (the button pressed twice): nothing is stored.
    assert!(service.privacy().forget_player(alice().id, Some(plan)).await.unwrap().is_none());
    assert!(!service.privacy().forget_plan(alice().id).await.unwrap().stored);
    // The game reads the same each time.
    let again = service.games().load_game(finished).await.unwrap();
    assert_eq!(again.record.black.name, "deleted player #1");

    // Back, Alice starts afresh: a new row, none of the old games.
    let fresh = start_game(service, GameKind::AbandeHex, &alice(), &bob()).await;
    assert_eq!(fresh.record.black.name, "Alice");
    assert_eq!(service.history().active_games(alice().id).await.unwrap().len(), 1);
    assert!(service.ratings().ratings(alice().id).await.unwrap().is_empty());
    assert_eq!(
        service.games().load_game(finished).await.unwrap().record.black.name,
        "deleted player #1"
    );

    // The next player forgotten gets the next number; both stay apart.
    let second = service.privacy().forget_player(bob().id, None).await.unwrap().unwrap();
    assert_eq!(second.number, 2);
    assert_eq!(second.resigned, vec![fresh.id()]);
    let both = service.games().load_game(finished).await.unwrap();
    assert_eq!(
        [both.record.black.name.as_str(), both.record.white.name.as_str()],
        ["deleted player #1", "deleted player #2"]
    );
    assert_eq!(both.record.result, before.record.result);
}

#[tokio::test]
async fn forgetting_withdraws_from_a_running_tournament() {
    let env = test_env!();
    let service = &env.service;
    let event = service.tournaments().create_tournament(cup(&carol())).await.unwrap();
    for p in [alice(), bob(), carol()] {
        service.tournaments().join_tournament(event.id, p).await.unwrap();
    }
    service.tournaments().start_tournament(event.id, Some(carol().id)).await.unwrap();
    let running = service.history().active_games(alice().id).await.unwrap().len();
    assert_eq!(running, 2);
    let forgotten = service.privacy().forget_player(alice().id, None).await.unwrap().unwrap();
    assert_eq!(forgotten.resigned.len(), 2);
    let standings = service.tournaments().tournament_standings(event.id).await.unwrap();
    let gone = standings
        .entrants
        .iter()
        .find(|e| e.player.id == forgotten_id(forgotten.number))
        .expect("still an entrant, as a deleted player");
    assert!(gone.withdrawn_at.is_some());
    assert_eq!(gone.player.name, "deleted player #1");
    // The others play on.
    assert_eq!(service.history().active_games(bob().id).await.unwrap().len(), 1);
}

#[tokio::test]
async fn the_export_lists_the_puzzle_record_attempts_and_daily_puzzles() {
    use abande_bot::model::{Lang, SettingsChange};
    use abande_bot::store::NewPuzzle;
    let env = test_env!();
    let service = &env.service;
    // A finished game with a puzzle planted at its start (the test's line).
    let answer = abande_rules::Game::new(GameKind::Abalone).legal_moves()[0].to_string();
    let game = start_game(service, GameKind::Abalone, &alice(), &bob()).await;
    service.games().resign(game.id(), bob().id, None).await.unwrap();
    let planted = NewPuzzle {
        ply: 0,
        family: "abalone",
        solver: "black",
        line: vec![answer.clone()],
        gain: 100,
        margin: 100,
    };
    env.store
        .save_puzzles(game.id(), &[planted], env.clock_now())
        .await
        .unwrap();
    let puzzle = env.store.puzzles_of(game.id()).await.unwrap()[0].id;
    // Alice solves it as her server's daily puzzle.
    let guild = PLACE.guild_id.unwrap();
    for change in [
        SettingsChange::GamesChannel(Some(777)),
        SettingsChange::DailyPuzzle(Some(Lang::En)),
    ] {
        service
            .settings().change_guild_settings(guild, carol().id, change)
            .await
            .unwrap();
    }
    service.clocks().sweep().await.unwrap();
    service
        .puzzles().open_daily_puzzle(&alice(), Some(guild), None)
        .await
        .unwrap();
    service.puzzles().answer_puzzle(&alice(), &answer).await.unwrap();

    let mut text = Vec::new();
    service
        .privacy().export_player_data(alice().id, &mut text)
        .await
        .unwrap();
    let text = String::from_utf8(text).unwrap();
    let record = section(&text, "puzzles");
    assert_eq!(record.len(), 1, "{text}");
    for words in ["\"solved\":1", "\"failed\":0", "\"streak\":1", "\"best_streak\":1"] {
        assert!(record[0].contains(words), "{words} in {text}");
    }
    assert!(record[0].contains("\"puzzle_rating\":"), "{text}");
    let attempts = section(&text, "puzzle_attempts");
    assert_eq!(attempts.len(), 1, "{text}");
    assert!(attempts[0].contains(&format!("\"puzzle\":{puzzle}")), "{text}");
    assert!(attempts[0].contains("\"solved\":true"), "{text}");
    let daily = section(&text, "daily_puzzles");
    assert_eq!(daily.len(), 1, "{text}");
    assert!(daily[0].contains(&format!("\"server\":\"{guild}\"")), "{text}");
    assert!(daily[0].contains("\"solved\":true"), "{text}");
    // Bob never tried a puzzle: the sections are there, empty but the record.
    let mut text = Vec::new();
    service.privacy().export_player_data(bob().id, &mut text).await.unwrap();
    let text = String::from_utf8(text).unwrap();
    assert!(section(&text, "puzzles")[0].contains("\"solved\":0"), "{text}");
    assert!(section(&text, "puzzle_attempts").is_empty(), "{text}");
    assert!(section(&text, "daily_puzzles").is_empty(), "{text}");
}
