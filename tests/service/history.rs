//! Overviews: active games, finished games page by page, records, preferences.

use abande_bot::service::BadInput;
use crate::support;

use abande_rules::{Color, GameKind, Outcome};
use abande_bot::service::{
    GameId, GameService, HistoryFilter, KindRecord, Player, ServiceError, UserId,
};
use support::service_env::*;

fn ids(page: &abande_bot::service::Page<abande_bot::service::GameSummary>) -> Vec<GameId> {
    page.items.iter().map(|g| g.id()).collect()
}

async fn all_finished(service: &GameService, user: &Player, filter: HistoryFilter) -> Vec<GameId> {
    ids(&service
        .history().finished_games(user.id, filter, 1, 50)
        .await
        .unwrap())
}

#[tokio::test]
async fn active_games_show_whose_turn_it_is() {
    let env = test_env!();
    let first = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    let second = start_game(&env.service, GameKind::AbandeSquare, &bob(), &alice()).await;
    env.service
        .games().play_move(first.id(), alice().id, "d4")
        .await
        .unwrap();
    resigned_game(&env, GameKind::AbandeHex, &alice(), &bob(), &bob()).await;

    let active = env.service.history().active_games(alice().id).await.unwrap();
    assert_eq!(
        active.iter().map(|g| g.id()).collect::<Vec<_>>(),
        [first.id(), second.id()]
    );
    assert_eq!(active[0].to_move(), Some(Color::White));
    assert_eq!(active[0].player_to_move().unwrap().id, bob().id);
    assert_eq!(active[0].plies, 1);
    assert_eq!(active[1].player_to_move().unwrap().id, bob().id);
    assert_eq!(active[1].record.color_of(alice().id), Some(Color::White));
    assert!(
        env.service
            .history().active_games(carol().id)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn finished_games_come_newest_first_in_pages() {
    let env = test_env!();
    let mut made = Vec::new();
    for _ in 0..7 {
        made.push(resigned_game(&env, GameKind::AbandeHex, &alice(), &bob(), &bob()).await);
    }
    made.reverse();
    let filter = HistoryFilter::default();
    let first = env
        .service
        .history().finished_games(alice().id, filter, 1, 3)
        .await
        .unwrap();
    assert_eq!(
        (
            first.total_items,
            first.total_pages,
            first.page,
            first.per_page
        ),
        (7, 3, 1, 3)
    );
    assert_eq!(ids(&first), made[0..3]);
    let second = env
        .service
        .history().finished_games(alice().id, filter, 2, 3)
        .await
        .unwrap();
    assert_eq!(ids(&second), made[3..6]);
    let last = env
        .service
        .history().finished_games(alice().id, filter, 3, 3)
        .await
        .unwrap();
    assert_eq!(ids(&last), made[6..]);
    assert_eq!(last.items[0].record.result, Some(Outcome::Win(Color::Black)));
    assert!(last.items[0].to_move().is_none());
}

#[tokio::test]
async fn finished_games_filter_by_opponent_and_kind() {
    let env = test_env!();
    let hex_bob = resigned_game(&env, GameKind::AbandeHex, &alice(), &bob(), &bob()).await;
    let square_bob = resigned_game(&env, GameKind::AbandeSquare, &bob(), &alice(), &alice()).await;
    let hex_carol = resigned_game(&env, GameKind::AbandeHex, &carol(), &alice(), &carol()).await;
    resigned_game(&env, GameKind::AbandeHex, &bob(), &carol(), &carol()).await;
    start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;

    let by_bob = HistoryFilter {
        opponent: Some(bob().id),
        kind: None,
    };
    assert_eq!(
        all_finished(&env.service, &alice(), by_bob).await,
        [square_bob, hex_bob]
    );
    let hex = HistoryFilter {
        opponent: None,
        kind: Some(GameKind::AbandeHex),
    };
    assert_eq!(
        all_finished(&env.service, &alice(), hex).await,
        [hex_carol, hex_bob]
    );
    let both = HistoryFilter {
        opponent: Some(carol().id),
        kind: Some(GameKind::AbandeHex),
    };
    assert_eq!(
        all_finished(&env.service, &alice(), both).await,
        [hex_carol]
    );
    let self_filter = HistoryFilter {
        opponent: Some(alice().id),
        kind: None,
    };
    assert!(
        all_finished(&env.service, &alice(), self_filter)
            .await
            .is_empty()
    );
}

#[tokio::test]
async fn page_numbers_out_of_bounds_are_refused() {
    let env = test_env!();
    for _ in 0..4 {
        resigned_game(&env, GameKind::AbandeHex, &alice(), &bob(), &bob()).await;
    }
    let filter = HistoryFilter::default();
    for page in [0, -1, i64::MIN, 3, i64::MAX] {
        let error = env
            .service
            .history().finished_games(alice().id, filter, page, 2)
            .await
            .unwrap_err();
        assert!(
            matches!(error, ServiceError::BadInput(BadInput::Page { last: 2 })),
            "{page}: {error:?}"
        );
        assert_eq!(
            words(&error),
            "There is no such page; pages go from 1 to 2."
        );
    }
    for per_page in [0, -5, 51, i64::MAX] {
        let error = env
            .service
            .history().finished_games(alice().id, filter, 1, per_page)
            .await
            .unwrap_err();
        assert!(
            matches!(error, ServiceError::BadInput(_)),
            "{per_page}: {error:?}"
        );
    }
}

#[tokio::test]
async fn empty_history_has_one_empty_page() {
    let env = test_env!();
    let page = env
        .service
        .history().finished_games(carol().id, HistoryFilter::default(), 1, 10)
        .await
        .unwrap();
    assert!(page.items.is_empty());
    assert_eq!((page.total_items, page.total_pages), (0, 1));
    refused!(
        env.service
            .history().finished_games(carol().id, HistoryFilter::default(), 2, 10),
        ServiceError::BadInput(BadInput::Page { last: 1 })
    );
}

#[tokio::test]
async fn record_counts_wins_draws_losses_per_kind_without_aborted_games() {
    let env = test_env!();
    let hex = GameKind::AbandeHex;
    resigned_game(&env, hex, &alice(), &bob(), &bob()).await;
    resigned_game(&env, hex, &bob(), &alice(), &bob()).await;
    resigned_game(&env, hex, &alice(), &bob(), &alice()).await;
    resigned_game(&env, GameKind::AbandeSquare, &alice(), &carol(), &alice()).await;
    let aborted = start_game(&env.service, hex, &alice(), &bob()).await;
    env.service.games().abort_game(aborted.id(), bob().id).await.unwrap();
    let drawn = start_game(&env.service, GameKind::AbandeSnub, &alice(), &bob()).await;
    let drawn = play_out(
        &env.service,
        drawn,
        seed_ending_in(GameKind::AbandeSnub, Outcome::Draw),
    )
    .await;
    assert_eq!(drawn.record.result, Some(Outcome::Draw));

    let record = env.service.history().record(alice().id).await.unwrap();
    let line = |kind| record.iter().find(|r| r.kind == kind).copied();
    assert_eq!(
        line(hex),
        Some(KindRecord {
            kind: hex,
            against_engine: None,
            wins: 2,
            draws: 0,
            losses: 1
        })
    );
    let square = GameKind::AbandeSquare;
    assert_eq!(
        line(square),
        Some(KindRecord {
            kind: square,
            against_engine: None,
            wins: 0,
            draws: 0,
            losses: 1
        })
    );
    let snub = GameKind::AbandeSnub;
    assert_eq!(
        line(snub),
        Some(KindRecord {
            kind: snub,
            against_engine: None,
            wins: 0,
            draws: 1,
            losses: 0
        })
    );
    assert_eq!(record.len(), 3);
    let bob_record = env.service.history().record(bob().id).await.unwrap();
    assert_eq!(
        bob_record
            .iter()
            .find(|r| r.kind == hex)
            .map(|r| (r.wins, r.losses)),
        Some((1, 2))
    );
    assert!(env.service.history().record(UserId(9)).await.unwrap().is_empty());
}

#[tokio::test]
async fn direct_message_preference_is_stored() {
    let env = test_env!();
    start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    assert!(!env.service.settings().notify_dm(alice().id).await.unwrap());
    env.service.settings().set_notify_dm(alice().id, true).await.unwrap();
    assert!(env.service.settings().notify_dm(alice().id).await.unwrap());
    env.service.settings().set_notify_dm(alice().id, false).await.unwrap();
    assert!(!env.service.settings().notify_dm(alice().id).await.unwrap());
    env.service.settings().set_notify_dm(UserId(77), true).await.unwrap();
    assert!(env.service.settings().notify_dm(UserId(77)).await.unwrap());
    let (player, _) = env
        .store
        .player(alice().id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(player.name, "Alice", "changing a preference keeps the name");
}

/// Another player's history as `/game` shows games (issue #50): the
/// games of the viewer's server, and the viewer's own anywhere; never
/// another server's nor a DM's.
#[tokio::test]
async fn another_players_history_shows_only_what_the_viewer_may_see() {
    use abande_bot::service::Viewer;
    let env = test_env!();
    let elsewhere = abande_bot::service::Place {
        guild_id: Some(7),
        ..PLACE
    };
    let in_dm = abande_bot::service::Place {
        guild_id: None,
        ..PLACE
    };
    let mut made = Vec::new();
    for place in [PLACE, elsewhere, in_dm] {
        let game = start_game_in(&env.service, GameKind::AbandeHex, &alice(), &bob(), place).await;
        env.clock.advance(HOUR);
        env.service.games().resign(game.id(), bob().id, None).await.unwrap();
        made.push(game.id());
    }
    made.reverse();
    let seen = |user: &Player, guild: Option<u64>| {
        let service = env.service.clone();
        let (of, viewer) = (alice().id, Viewer { user: user.id, guild });
        async move {
            let page = service
                .history().finished_games_seen_by(of, viewer, HistoryFilter::default(), 1, 50)
                .await
                .unwrap();
            assert_eq!(page.total_items as usize, page.items.len());
            ids(&page)
        }
    };
    // Carol, in neither game: the games of the server she asks from.
    assert_eq!(seen(&carol(), Some(42)).await, [made[2]]);
    assert_eq!(seen(&carol(), Some(7)).await, [made[1]]);
    assert_eq!(seen(&carol(), None).await, []);
    assert_eq!(seen(&carol(), Some(99)).await, []);
    // Bob played them all; Alice asks about herself.
    assert_eq!(seen(&bob(), Some(99)).await, made);
    assert_eq!(seen(&alice(), None).await, made);
    assert_eq!(all_finished(&env.service, &alice(), HistoryFilter::default()).await, made);
}
