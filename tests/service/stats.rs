//! `/stats`: the longest winning streak and the overview around it.

use crate::support;

use abande_rules::GameKind;
use abande_bot::service::UserId;
use support::service_env::*;

#[tokio::test]
async fn the_longest_streak_counts_wins_in_the_order_games_ended() {
    let env = test_env!();
    let (a, b, c) = (alice(), bob(), carol());
    // Alice: win, win, loss, win (as White), win (other kind), win (against Carol), loss.
    resigned_game(&env, GameKind::AbandeHex, &a, &b, &b).await;
    resigned_game(&env, GameKind::AbandeHex, &a, &b, &b).await;
    resigned_game(&env, GameKind::AbandeHex, &a, &b, &a).await;
    resigned_game(&env, GameKind::AbandeHex, &b, &a, &b).await;
    resigned_game(&env, GameKind::Abalone, &a, &b, &b).await;
    resigned_game(&env, GameKind::AbandeSquare, &c, &a, &c).await;
    resigned_game(&env, GameKind::AbandeHex, &a, &b, &a).await;
    assert_eq!(env.service.history().longest_winning_streak(a.id).await.unwrap(), 3);
    assert_eq!(env.service.history().longest_winning_streak(b.id).await.unwrap(), 1);
    assert_eq!(
        env.service.history().longest_winning_streak(UserId(9)).await.unwrap(),
        0
    );
}

#[tokio::test]
async fn a_draw_ends_a_streak_and_an_aborted_game_does_not() {
    let env = test_env!();
    let (a, b) = (alice(), bob());
    resigned_game(&env, GameKind::AbandeHex, &a, &b, &b).await;
    let aborted = start_game(&env.service, GameKind::AbandeHex, &a, &b).await;
    env.service.games().abort_game(aborted.id(), b.id).await.unwrap();
    resigned_game(&env, GameKind::AbandeHex, &a, &b, &b).await;
    assert_eq!(env.service.history().longest_winning_streak(a.id).await.unwrap(), 2);
    let kind = GameKind::AbandeSnub;
    let drawn = start_game(&env.service, kind, &a, &b).await;
    env.clock.advance(HOUR);
    let drawn = play_out(
        &env.service,
        drawn,
        seed_ending_in(kind, abande_rules::Outcome::Draw),
    )
    .await;
    assert_eq!(drawn.record.result, Some(abande_rules::Outcome::Draw));
    env.clock.advance(HOUR);
    resigned_game(&env, GameKind::AbandeHex, &a, &b, &b).await;
    // Win, win, draw, win: the draw splits them.
    assert_eq!(env.service.history().longest_winning_streak(a.id).await.unwrap(), 2);
}

#[tokio::test]
async fn stats_gather_records_active_games_and_the_streak() {
    let env = test_env!();
    let (a, b) = (alice(), bob());
    resigned_game(&env, GameKind::Abalone, &a, &b, &b).await;
    resigned_game(&env, GameKind::Abalone, &a, &b, &a).await;
    start_game(&env.service, GameKind::AbandeHex, &a, &b).await;
    let stats = env.service.history().stats(a.id).await.unwrap();
    assert_eq!(stats.active_games, 1);
    assert_eq!(stats.longest_winning_streak, 1);
    assert_eq!(stats.records.len(), 1);
    assert_eq!((stats.records[0].wins, stats.records[0].losses), (1, 1));
}
