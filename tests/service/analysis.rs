//! Analyses (`/analyse`) and hints (`/hint`): refused while people play,
//! stored once made, one per game at a time; hints only against the engine.

use crate::support;

use abande_bot::ai::Level;
use abande_bot::rules::GameKind;
use abande_bot::service::{
    AnalysisError, AnalysisRefusal, ColorChoice, GameId, NewEngineGame, Player,
};
use support::service_env::{PLACE, TestEnv, alice, bob, hex_game_after, test_env};

fn refusal<T: std::fmt::Debug>(result: Result<T, AnalysisError>) -> AnalysisRefusal {
    match result {
        Err(AnalysisError::Refused(why)) => why,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[tokio::test]
async fn a_game_between_people_is_analysed_only_once_over_then_from_storage() {
    let env = test_env!();
    let id: GameId = hex_game_after(&env, &["d4", "d5"]).await;
    let live = env.service.analyse_game(id, |_, _| {}).await;
    assert_eq!(refusal(live), AnalysisRefusal::LiveBetweenPeople);
    assert_eq!(
        refusal(env.service.hint(id, alice().id).await),
        AnalysisRefusal::HintNotAgainstEngine
    );
    env.service.resign(id, bob().id, None).await.unwrap();
    assert!(!env.service.has_analysis(id).await.unwrap());
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let progress = seen.clone();
    let (view, analysis, fresh) = env
        .service
        .analyse_game(id, move |done, all| {
            progress.lock().unwrap().push((done, all))
        })
        .await
        .unwrap();
    assert!(fresh);
    assert_eq!(analysis.plies.len(), view.game.ply());
    assert_eq!(seen.lock().unwrap().last(), Some(&(3, 3)));
    assert!(env.service.has_analysis(id).await.unwrap());
    let (_, again, fresh) = env.service.analyse_game(id, |_, _| {}).await.unwrap();
    assert!(!fresh, "asked again, it comes from storage");
    assert_eq!(again, analysis);
}

/// While a game's analysis runs, a second request for it is told to wait
/// (and the first one still finishes and is stored). This once hung: the
/// refusal dropped a running mark while holding the gate's lock.
#[tokio::test]
async fn a_second_request_while_one_runs_is_told_to_wait() {
    let env = test_env!();
    let id: GameId = hex_game_after(&env, &["d4", "d5"]).await;
    env.service.resign(id, bob().id, None).await.unwrap();
    // The first analysis reports its first position, then holds until released.
    let (started_tx, started_rx) = std::sync::mpsc::channel::<()>();
    let (release_tx, release_rx) = std::sync::mpsc::channel::<()>();
    let release_rx = std::sync::Mutex::new(release_rx);
    let service = env.service.clone();
    let first = tokio::spawn(async move {
        service
            .analyse_game(id, move |done, _| {
                if done == 1 {
                    let _ = started_tx.send(());
                    let _ = release_rx.lock().unwrap().recv();
                }
            })
            .await
    });
    tokio::task::spawn_blocking(move || started_rx.recv())
        .await
        .unwrap()
        .expect("the first analysis started");
    assert!(env.service.analysis_running(id));
    let second = env.service.analyse_game(id, |_, _| {}).await;
    assert_eq!(refusal(second), AnalysisRefusal::Running);
    release_tx.send(()).unwrap();
    let (_, analysis, fresh) = first.await.unwrap().unwrap();
    assert!(fresh);
    assert!(!env.service.analysis_running(id));
    let (_, again, fresh) = env.service.analyse_game(id, |_, _| {}).await.unwrap();
    assert!(!fresh);
    assert_eq!(again, analysis);
}

#[tokio::test]
async fn a_live_game_against_the_engine_is_hinted_and_analysed() {
    let env = test_env!();
    live_game_against_the_engine(&env).await;
}

/// A live game against the engine may be analysed and hinted.
async fn live_game_against_the_engine(env: &TestEnv) {
    let new = NewEngineGame {
        player: alice(),
        engine: Player::new(9000, "abande-bot"),
        kind: GameKind::AbandeHex,
        color: ColorChoice::Black,
        level: Level::new(1).unwrap(),
        place: PLACE,
    };
    let view = env
        .service
        .start_engine_game(new, async |_| Some(777))
        .await
        .unwrap();
    assert_eq!(env.service.hints_shown(view.id).await.unwrap(), 0);
    let hint = env.service.hint(view.id, alice().id).await.unwrap();
    assert!(view.game.parse_move(&hint.notation).is_ok(), "{hint:?}");
    assert_eq!(env.service.hints_shown(view.id).await.unwrap(), 1);
    let (_, analysis, _) = env.service.analyse_game(view.id, |_, _| {}).await.unwrap();
    assert!(analysis.plies.is_empty());
}
