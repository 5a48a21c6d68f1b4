//! Finished games' threads (issue #36): archived a server's delay after
//! the final board is posted, the due time stored (so a restart loses
//! nothing) and read back by the sweep until the thread is archived.

use crate::support;

use abande_rules::GameKind;
use abande_bot::service::{ServiceError, SettingsChange, SettingsError, UserId};
use support::service_env::*;

/// Alice and Bob's game in `PLACE` with thread `thread`, Bob resigned an
/// hour after the start; its final board not posted yet.
async fn finished_in_thread(env: &TestEnv, thread: u64) -> abande_bot::service::GameView {
    let game = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    env.service
        .games().set_game_place(game.id(), Some(thread), PLACE.channel_id)
        .await
        .unwrap();
    env.clock.advance(HOUR);
    env.service.games().resign(game.id(), bob().id, None).await.unwrap();
    env.service.games().load_game(game.id()).await.unwrap()
}

#[tokio::test]
async fn the_final_board_schedules_the_archive_after_the_servers_delay() {
    let env = test_env!();
    let service = &env.service;
    // A board of a game still played schedules nothing.
    let live = start_game(service, GameKind::AbandeHex, &alice(), &bob()).await;
    service
        .games().set_game_place(live.id(), Some(900), PLACE.channel_id)
        .await
        .unwrap();
    let live = service.games().load_game(live.id()).await.unwrap();
    service.outbox().board_posted(live.id(), live.record.version, None).await.unwrap();
    assert_eq!(service.upkeep().thread_archive_at(live.id()).await.unwrap(), None);

    // The final board: archived the default 24 hours later.
    let ended = finished_in_thread(&env, 901).await;
    let posted_at = env.clock_now();
    service
        .outbox().board_posted(ended.id(), ended.record.version, Some(5))
        .await
        .unwrap();
    let due = posted_at + 24 * HOUR;
    assert_eq!(service.upkeep().thread_archive_at(ended.id()).await.unwrap(), Some(due));
    // Posted again later (a retry): the due time stays.
    env.clock.advance(HOUR);
    service
        .outbox().board_posted(ended.id(), ended.record.version, Some(5))
        .await
        .unwrap();
    assert_eq!(service.upkeep().thread_archive_at(ended.id()).await.unwrap(), Some(due));

    // A finished game without a thread has nothing to archive.
    let bare = resigned_game(&env, GameKind::Abalone, &alice(), &carol(), &carol()).await;
    let bare = service.games().load_game(bare).await.unwrap();
    service.outbox().board_posted(bare.id(), bare.record.version, None).await.unwrap();
    assert_eq!(service.upkeep().thread_archive_at(bare.id()).await.unwrap(), None);

    // Nothing is due before the delay is over; then the thread is, until archived.
    assert!(service.upkeep().threads_to_archive().await.unwrap().is_empty());
    env.clock.set(due - 1);
    assert!(service.upkeep().threads_to_archive().await.unwrap().is_empty());
    env.clock.set(due);
    // Another process (or this one after a restart) finds it too.
    let other = env.second_process().await;
    let found = other.upkeep().threads_to_archive().await.unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].game, found[0].thread_id, found[0].due_at), (ended.id(), 901, due));
    service.upkeep().thread_archived(found[0]).await.unwrap();
    assert!(service.upkeep().threads_to_archive().await.unwrap().is_empty());
    assert_eq!(service.upkeep().thread_archive_at(ended.id()).await.unwrap(), None);
}

#[tokio::test]
async fn a_servers_delay_is_a_setting_of_one_hour_to_a_week() {
    let env = test_env!();
    let service = &env.service;
    let guild = PLACE.guild_id.unwrap();
    let admin = UserId(1);
    for hours in [0, 169] {
        let refused = service
            .settings().change_guild_settings(guild, admin, SettingsChange::ArchiveAfter(hours))
            .await
            .unwrap_err();
        assert!(
            matches!(
                &refused,
                ServiceError::Settings(SettingsError::ArchiveAfterRange { given })
                    if *given == i64::from(hours)
            ),
            "{refused:?}"
        );
    }
    assert_eq!(
        service.settings().guild_settings(guild).await.unwrap().archive_after_hours,
        24
    );
    let saved = service
        .settings().change_guild_settings(guild, admin, SettingsChange::ArchiveAfter(3))
        .await
        .unwrap();
    assert_eq!(saved.archive_after_hours, 3);
    let other = env.second_process().await;
    assert_eq!(
        other.settings().guild_settings(guild).await.unwrap().archive_after_hours,
        3
    );
    // A game of that server ending now is archived three hours after its final board.
    let ended = finished_in_thread(&env, 902).await;
    service
        .outbox().board_posted(ended.id(), ended.record.version, None)
        .await
        .unwrap();
    assert_eq!(
        service.upkeep().thread_archive_at(ended.id()).await.unwrap(),
        Some(env.clock_now() + 3 * HOUR)
    );
}
