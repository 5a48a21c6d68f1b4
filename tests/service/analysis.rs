//! Analyses (`/analyse`) and hints (`/hint`): refused while people play and
//! for games the asker may not see, stored once made for exactly the moves
//! they cover, one per game and per asker at a time in a bounded queue,
//! capped, stopped between plies when nobody can receive them; hints never
//! behind analyses.

use abande_bot::service::GameError;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support;

use abande_engine::{Level, SearchLimits};
use abande_rules::GameKind;
use abande_bot::service::{
    AnalysisConfig, AnalysisError, AnalysisProgress, AnalysisRefusal, AnalysisRequest,
    AnalysisStart, ColorChoice, GameId, GameService, GameView, NewEngineGame, Player,
    ServiceConfig, ServiceError, Stopped, UserId, Viewer,
};
use abande_bot::store::Store;
use support::service_env::{PLACE, TestEnv, alice, bob, carol, hex_game_after, test_env};

fn refusal<T: std::fmt::Debug>(result: Result<T, AnalysisError>) -> AnalysisRefusal {
    match result {
        Err(AnalysisError::Refused(why)) => why,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Someone in the games' server (`PLACE`).
fn here(user: UserId) -> Viewer {
    Viewer {
        user,
        guild: PLACE.guild_id,
    }
}

fn request(game: GameId, user: UserId) -> AnalysisRequest {
    AnalysisRequest::new(game, here(user))
}

/// Small searches, so whole analyses take a moment.
fn quick() -> AnalysisConfig {
    AnalysisConfig {
        at_once: 1,
        // Several threads, so the service's tests search in parallel too.
        threads: 2,
        queue: 2,
        ply_cap: 400,
        hints_at_once: 1,
        limits: SearchLimits {
            nodes: 3_000,
            time: Duration::from_secs(5),
            depth: 64,
        },
    }
}

/// A second service on `env`'s database with `analysis` as its config.
async fn service_with(env: &TestEnv, analysis: AnalysisConfig) -> GameService {
    let store = Store::open(&env.url).await.expect("open store");
    let config = ServiceConfig {
        analysis,
        ..ServiceConfig::default()
    };
    GameService::new(store, env.clock.clone(), config)
}

/// Alice and Bob's Abande game after `moves`, resigned by Bob.
async fn finished(env: &TestEnv, moves: &[&str]) -> GameId {
    let id = hex_game_after(env, moves).await;
    env.service.games().resign(id, bob().id, None).await.unwrap();
    id
}

/// What a progress callback heard.
type Heard = Arc<Mutex<Vec<AnalysisProgress>>>;

fn listener() -> (Heard, impl Fn(AnalysisProgress) + Send + Sync + 'static) {
    let heard: Heard = Arc::default();
    let log = heard.clone();
    (heard, move |p| log.lock().unwrap().push(p))
}

/// A progress callback that holds the search once it has searched its
/// first position, until released.
struct Hold {
    started: mpsc::Receiver<()>,
    release: mpsc::Sender<()>,
}

fn holding() -> (Hold, impl Fn(AnalysisProgress) + Send + Sync + 'static) {
    let (started_tx, started) = mpsc::channel::<()>();
    let (release, release_rx) = mpsc::channel::<()>();
    let (started_tx, release_rx) = (Mutex::new(started_tx), Mutex::new(release_rx));
    let callback = move |p| {
        if p == (AnalysisProgress::Searching { done: 1, all: 3 }) {
            let _ = started_tx.lock().unwrap().send(());
            let _ = release_rx.lock().unwrap().recv();
        }
    };
    (Hold { started, release }, callback)
}

impl Hold {
    async fn started(self) -> mpsc::Sender<()> {
        let Hold { started, release } = self;
        tokio::task::spawn_blocking(move || started.recv_timeout(Duration::from_secs(30)))
            .await
            .unwrap()
            .expect("the held analysis started");
        release
    }
}

fn queued(start: AnalysisStart) -> abande_bot::service::AnalysisJob {
    match start {
        AnalysisStart::Queued(job) => *job,
        AnalysisStart::Ready(_) => panic!("expected a place in the queue, got a stored analysis"),
    }
}

#[tokio::test]
async fn a_game_between_people_is_analysed_only_once_over_then_from_storage() {
    let env = test_env!();
    let id: GameId = hex_game_after(&env, &["d4", "d5"]).await;
    let live = env.service.analysis().analyse_game(request(id, alice().id), |_| {}).await;
    assert_eq!(refusal(live), AnalysisRefusal::LiveBetweenPeople);
    assert_eq!(
        refusal(env.service.analysis().hint(id, here(alice().id)).await),
        AnalysisRefusal::HintNotAgainstEngine
    );
    env.service.games().resign(id, bob().id, None).await.unwrap();
    assert!(!env.service.analysis().has_analysis(id).await.unwrap());
    let (heard, progress) = listener();
    let (view, analysis, fresh) = env
        .service
        .analysis().analyse_game(request(id, alice().id), progress)
        .await
        .unwrap();
    assert!(fresh);
    assert_eq!(analysis.plies.len(), view.game.ply());
    assert_eq!(
        heard.lock().unwrap().last(),
        Some(&AnalysisProgress::Searching { done: 3, all: 3 })
    );
    assert!(env.service.analysis().has_analysis(id).await.unwrap());
    let again = env.service.analysis().analyse_game(request(id, bob().id), |_| {});
    let (_, again, fresh) = again.await.unwrap();
    assert!(!fresh, "asked again, it comes from storage");
    assert_eq!(again, analysis);
}

/// One analysis per game and one per asker at a time; a bounded queue
/// whose places are told as they move; one too many is refused with the
/// wait it would have had, estimated from the plies ahead of it.
#[tokio::test]
async fn one_analysis_per_asker_in_a_bounded_queue_whose_places_are_told() {
    let env = test_env!();
    let service = service_with(&env, quick()).await;
    let mut games = Vec::new();
    for _ in 0..4 {
        games.push(finished(&env, &["d4", "d5"]).await);
    }
    let (dave, erin) = (UserId(1004), UserId(1005));
    let (hold, progress) = holding();
    let first = queued(
        service
            .analysis().request_analysis(request(games[0], alice().id), progress)
            .await
            .unwrap(),
    );
    let running = tokio::spawn(first.run());
    let release = hold.started().await;
    assert!(service.analysis().analysis_running(games[0]));

    // Alice's second request names the one she has under way.
    let second = service.analysis().request_analysis(request(games[1], alice().id), |_| {});
    assert_eq!(
        refusal(second.await),
        AnalysisRefusal::AlreadyQueued { game: games[0] }
    );
    // Someone else's request for the same game: it is being made.
    let same = service.analysis().request_analysis(request(games[0], bob().id), |_| {});
    assert_eq!(refusal(same.await), AnalysisRefusal::Running);

    // Two wait, told their places; the third is refused.
    let (bob_heard, bob_progress) = listener();
    let bobs = service
        .analysis().request_analysis(request(games[1], bob().id), bob_progress)
        .await
        .unwrap();
    let (carol_heard, carol_progress) = listener();
    let carols = queued(
        service
            .analysis().request_analysis(request(games[2], carol().id), carol_progress)
            .await
            .unwrap(),
    );
    assert_eq!(carols.place(), Some(2));
    assert_eq!(service.analysis().analyses_waiting(), 2);
    let full = service.analysis().request_analysis(request(games[3], dave), |_| {});
    // 2 positions left in the running one, 3 in each waiting one and in
    // this one, at 0.12 s each (Abande) shared by 2 threads.
    assert_eq!(
        refusal(full.await),
        AnalysisRefusal::QueueFull {
            wait: Duration::from_millis(120 * (2 + 3 + 3 + 3) / 2)
        }
    );
    assert_eq!(
        bob_heard.lock().unwrap()[..],
        [AnalysisProgress::Queued { place: 1 }]
    );

    // Bob gives up: Carol moves up; a new asker takes the free place.
    drop(bobs);
    assert_eq!(
        carol_heard.lock().unwrap()[..],
        [
            AnalysisProgress::Queued { place: 2 },
            AnalysisProgress::Queued { place: 1 }
        ]
    );
    let (erin_heard, erin_progress) = listener();
    let erins = queued(
        service
            .analysis().request_analysis(request(games[1], erin), erin_progress)
            .await
            .unwrap(),
    );
    assert_eq!(erins.place(), Some(2));

    // The first one ends: Carol's starts, Erin is next.
    release.send(()).unwrap();
    let (_, analysis) = running.await.unwrap().unwrap();
    assert_eq!(analysis.plies.len(), 2);
    let (_, carols) = carols.run().await.unwrap();
    assert_eq!(carols.plies.len(), 2);
    assert!(
        erin_heard
            .lock()
            .unwrap()
            .contains(&AnalysisProgress::Queued { place: 1 }),
        "{:?}",
        erin_heard.lock().unwrap()
    );
    erins.run().await.unwrap();
    assert_eq!(service.analysis().analyses_waiting(), 0);
    // Once hers is done, Alice may ask again.
    let again = service.analysis().analyse_game(request(games[3], alice().id), |_| {});
    assert!(again.await.unwrap().2);
}

/// A hint is searched in slots of its own: an analysis holding the only
/// analysis slot does not delay it.
#[tokio::test]
async fn a_hint_never_waits_behind_analyses() {
    let env = test_env!();
    let service = service_with(&env, quick()).await;
    let game = finished(&env, &["d4", "d5"]).await;
    let (hold, progress) = holding();
    let job = queued(
        service
            .analysis().request_analysis(request(game, bob().id), progress)
            .await
            .unwrap(),
    );
    let running = tokio::spawn(job.run());
    let release = hold.started().await;
    let view = engine_game(&service, Level::new(1).unwrap()).await;
    let hint = tokio::time::timeout(
        Duration::from_secs(20),
        service.analysis().hint(view.id(), here(alice().id)),
    )
    .await
    .expect("the hint did not wait for the analysis")
    .unwrap();
    assert!(view.game.parse_move(&hint.notation).is_ok(), "{hint:?}");
    release.send(()).unwrap();
    running.await.unwrap().unwrap();
}

/// Past the cap, the rest of the game is left out (and the stored
/// analysis of the capped game is reused as complete).
#[tokio::test]
async fn an_analysis_stops_at_the_ply_cap() {
    let env = test_env!();
    let service = service_with(
        &env,
        AnalysisConfig {
            ply_cap: 3,
            ..quick()
        },
    )
    .await;
    let id = finished(&env, &["d4", "d5", "d3", "c3", "e4"]).await;
    let (heard, progress) = listener();
    let (view, analysis, fresh) = service
        .analysis().analyse_game(request(id, alice().id), progress)
        .await
        .unwrap();
    assert!(fresh);
    assert_eq!(view.game.ply(), 5);
    assert_eq!(analysis.plies.len(), 3);
    assert_eq!(
        heard.lock().unwrap().last(),
        Some(&AnalysisProgress::Searching { done: 4, all: 4 })
    );
    let (_, again, fresh) = service
        .analysis().analyse_game(request(id, bob().id), |_| {})
        .await
        .unwrap();
    assert!(!fresh);
    assert_eq!(again, analysis);
}

/// `plies` random moves of Abande between Alice and Bob, then resigned.
async fn long_game(env: &TestEnv, plies: usize) -> GameId {
    use rand::SeedableRng;
    let view = support::service_env::start_game(
        &env.service,
        GameKind::AbandeHex,
        &alice(),
        &bob(),
    )
    .await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let view = support::service_env::play_random(&env.service, view, plies, &mut rng).await;
    assert_eq!(view.game.ply(), plies);
    env.service.games().resign(view.id(), bob().id, None).await.unwrap();
    view.id()
}

/// A progress callback that makes every ply take 100 ms (a slow search)
/// and runs `at_fourth` once four positions are searched.
fn slow(at_fourth: impl Fn() + Send + Sync + 'static) -> impl Fn(AnalysisProgress) + Send + Sync {
    move |p| {
        if let AnalysisProgress::Searching { done, .. } = p {
            if done == 4 {
                at_fourth();
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

/// Cancelled (its reply can no longer be edited), an analysis stops
/// within a second; what it searched is stored, and the next request goes
/// on from there.
#[tokio::test]
async fn a_cancelled_analysis_stops_within_a_second_and_is_extended_later() {
    let env = test_env!();
    let service = service_with(&env, quick()).await;
    let id = long_game(&env, 30).await;
    let asked = request(id, alice().id);
    let cancel = asked.cancel.clone();
    let cancelled_at = Arc::new(Mutex::new(None));
    let at = cancelled_at.clone();
    let result = service
        .analysis().analyse_game(
            asked,
            slow(move || {
                *at.lock().unwrap() = Some(Instant::now());
                cancel.cancel();
            }),
        )
        .await;
    let stopped_in = cancelled_at.lock().unwrap().expect("cancelled").elapsed();
    assert!(
        matches!(result, Err(AnalysisError::Stopped(Stopped::Unreachable))),
        "{result:?}"
    );
    assert!(stopped_in < Duration::from_secs(1), "{stopped_in:?}");
    assert!(!service.analysis().analysis_running(id));
    let (heard, progress) = listener();
    let (_, analysis, fresh) = service
        .analysis().analyse_game(request(id, alice().id), progress)
        .await
        .unwrap();
    assert!(fresh);
    assert_eq!(analysis.plies.len(), 30);
    let first_search = heard.lock().unwrap().iter().find_map(|p| match p {
        AnalysisProgress::Searching { done, .. } if *done > 0 => Some(*done),
        _ => None,
    });
    assert!(
        first_search >= Some(4),
        "went on from ply 3, not from the start: {:?}",
        heard.lock().unwrap()
    );
}

/// At shutdown an analysis stops between plies (within a second), and no
/// new one starts.
#[tokio::test]
async fn an_analysis_caught_by_shutdown_stops_within_a_second() {
    let env = test_env!();
    let service = service_with(&env, quick()).await;
    let id = long_game(&env, 30).await;
    let stopping = service.clone();
    let stopped_at = Arc::new(Mutex::new(None));
    let at = stopped_at.clone();
    let result = service
        .analysis().analyse_game(
            request(id, alice().id),
            slow(move || {
                *at.lock().unwrap() = Some(Instant::now());
                stopping.analysis().stop_analyses();
            }),
        )
        .await;
    let stopped_in = stopped_at.lock().unwrap().expect("stopped").elapsed();
    assert!(
        matches!(result, Err(AnalysisError::Stopped(Stopped::Shutdown))),
        "{result:?}"
    );
    assert!(stopped_in < Duration::from_secs(1), "{stopped_in:?}");
    let after = service.analysis().analyse_game(request(id, bob().id), |_| {}).await;
    assert!(
        matches!(after, Err(AnalysisError::Stopped(Stopped::Shutdown))),
        "{after:?}"
    );
}

/// An analysis whose answer could no longer be delivered after its
/// deadline stops; one the queue would not reach in time is not queued.
#[tokio::test]
async fn an_analysis_past_its_deadline_stops_or_is_not_queued() {
    let env = test_env!();
    let service = service_with(&env, quick()).await;
    let id = long_game(&env, 30).await;
    let mut asked = request(id, alice().id);
    asked.deadline = Some(Instant::now() + Duration::from_millis(300));
    let started = Instant::now();
    let result = service.analysis().analyse_game(asked, slow(|| {})).await;
    assert!(
        matches!(result, Err(AnalysisError::Stopped(Stopped::Unreachable))),
        "{result:?}"
    );
    assert!(started.elapsed() < Duration::from_millis(1300));

    let other = finished(&env, &["d4", "d5"]).await;
    let (hold, progress) = holding();
    let job = queued(
        service
            .analysis().request_analysis(request(other, bob().id), progress)
            .await
            .unwrap(),
    );
    let running = tokio::spawn(job.run());
    let release = hold.started().await;
    // 30 plies at 0.12 s cannot be done within a second.
    let mut late = request(id, carol().id);
    late.deadline = Some(Instant::now() + Duration::from_secs(1));
    let refused = refusal(service.analysis().request_analysis(late, |_| {}).await);
    assert!(
        matches!(refused, AnalysisRefusal::QueueFull { wait } if wait > Duration::from_secs(1)),
        "{refused:?}"
    );
    release.send(()).unwrap();
    running.await.unwrap().unwrap();
}

fn engine() -> Player {
    Player::new(9000, "abande-bot")
}

/// Alice (Black) against the engine at `level`.
async fn engine_game(service: &GameService, level: Level) -> GameView {
    let new = NewEngineGame {
        player: alice(),
        engine: engine(),
        kind: GameKind::AbandeHex,
        color: ColorChoice::Black,
        level,
        place: PLACE,
    };
    service
        .engine().start_engine_game(new, async |_| Some(777))
        .await
        .unwrap()
}

/// Alice plays her `pick`th legal move (passes aside), the engine answers
/// with its first legal move.
async fn exchange(service: &GameService, id: GameId, pick: usize) -> GameView {
    let view = service.games().load_game(id).await.unwrap();
    let mine = view
        .game
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .filter(|m| m != "pass")
        .nth(pick)
        .expect("a move");
    let after = service.games().play_move(id, alice().id, &mine).await.unwrap().game;
    let reply = after.game.legal_moves()[0].to_string();
    let ply = after.game.ply();
    service
        .engine().play_engine_move(id, &reply, ply)
        .await
        .unwrap()
        .game
}

#[tokio::test]
async fn a_live_game_against_the_engine_is_hinted_and_analysed() {
    let env = test_env!();
    let view = engine_game(&env.service, Level::new(1).unwrap()).await;
    assert_eq!(env.service.analysis().hints_shown(view.id()).await.unwrap(), 0);
    let hint = env.service.analysis().hint(view.id(), here(alice().id)).await.unwrap();
    assert!(view.game.parse_move(&hint.notation).is_ok(), "{hint:?}");
    assert_eq!(env.service.analysis().hints_shown(view.id()).await.unwrap(), 1);
    let asked = request(view.id(), alice().id);
    let (_, analysis, _) = env.service.analysis().analyse_game(asked, |_| {}).await.unwrap();
    assert!(analysis.plies.is_empty());
}

/// In a live game against the engine, the stored analysis is extended by
/// the plies played since, not made again from move one.
#[tokio::test]
async fn a_live_engine_game_analysis_is_extended_not_restarted() {
    let env = test_env!();
    let service = service_with(&env, quick()).await;
    let view = engine_game(&service, Level::new(1).unwrap()).await;
    exchange(&service, view.id(), 0).await;
    let (_, before, _) = service
        .analysis().analyse_game(request(view.id(), alice().id), |_| {})
        .await
        .unwrap();
    assert_eq!(before.plies.len(), 2);
    exchange(&service, view.id(), 0).await;
    let (heard, progress) = listener();
    let (_, after, fresh) = service
        .analysis().analyse_game(request(view.id(), alice().id), progress)
        .await
        .unwrap();
    assert!(fresh);
    assert_eq!(after.plies.len(), 4);
    assert_eq!(after.plies[..2], before.plies[..]);
    let searched: Vec<usize> = heard
        .lock()
        .unwrap()
        .iter()
        .filter_map(|p| match p {
            AnalysisProgress::Searching { done, .. } => Some(*done),
            AnalysisProgress::Queued { .. } => None,
        })
        .collect();
    assert_eq!(searched, [3, 4, 5], "only plies 3 and 4 searched");
}

/// After a takeback and other moves, the stored analysis (made for the
/// moves taken back) is not shown again: it is made for the new moves.
#[tokio::test]
async fn a_stale_analysis_is_not_reused_after_a_takeback() {
    let env = test_env!();
    let service = service_with(&env, quick()).await;
    let view = engine_game(&service, Level::new(1).unwrap()).await;
    exchange(&service, view.id(), 0).await;
    let (_, old, _) = service
        .analysis().analyse_game(request(view.id(), alice().id), |_| {})
        .await
        .unwrap();
    service
        .offers().request_takeback(view.id(), alice().id)
        .await
        .unwrap();
    let back = service
        .offers().answer_takeback(view.id(), engine().id, true, None)
        .await
        .unwrap();
    assert_eq!(back.game.game.ply(), 0);
    let now = exchange(&service, view.id(), 1).await;
    assert_eq!(now.game.ply(), 2, "as many plies as the stored analysis");
    let (_, new, fresh) = service
        .analysis().analyse_game(request(view.id(), alice().id), |_| {})
        .await
        .unwrap();
    assert!(fresh, "made again for the new moves");
    assert_ne!(new.plies[0].played, old.plies[0].played);
    let moves: Vec<String> = now.game.moves().iter().map(ToString::to_string).collect();
    let played: Vec<&str> = new.plies.iter().map(|p| p.played.as_str()).collect();
    assert_eq!(played, moves);
}

/// `/analyse`, the Analyse button and `/hint` tell someone who may not see
/// a game exactly what they would hear for a game that does not exist,
/// before anything about the game (that people still play it, that it is
/// not against the engine).
#[tokio::test]
async fn a_game_one_may_not_see_is_not_found_before_anything_else() {
    let env = test_env!();
    let live = hex_game_after(&env, &["d4"]).await;
    let missing = GameId(live.0 + 1000);
    let elsewhere = Viewer {
        user: carol().id,
        guild: Some(7),
    };
    let in_dm = Viewer {
        user: carol().id,
        guild: None,
    };
    for viewer in [elsewhere, in_dm] {
        for game in [live, missing] {
            let analysed = env
                .service
                .analysis().analyse_game(AnalysisRequest::new(game, viewer), |_| {})
                .await;
            assert!(
                matches!(analysed, Err(AnalysisError::Service(ServiceError::Game(GameError::NotFound(g)))) if g == game),
                "{viewer:?} {game}: {analysed:?}"
            );
            let hinted = env.service.analysis().hint(game, viewer).await;
            assert!(
                matches!(hinted, Err(AnalysisError::Service(ServiceError::Game(GameError::NotFound(g)))) if g == game),
                "{viewer:?} {game}: {hinted:?}"
            );
        }
    }
    // Who may see it hears why not.
    let in_server = env.service.analysis().analyse_game(request(live, carol().id), |_| {});
    assert_eq!(refusal(in_server.await), AnalysisRefusal::LiveBetweenPeople);
    let player_in_dm = Viewer {
        user: alice().id,
        guild: None,
    };
    let hinted = env.service.analysis().hint(live, player_in_dm).await;
    assert_eq!(refusal(hinted), AnalysisRefusal::HintNotAgainstEngine);
}
