//! A server's settings (`/settings`): stored and read back, refused out of
//! range, seen at once by a second process on the same database, and what
//! they decide: where and in which language new games and tournaments go,
//! their clock, who organises, and the limits on tournaments and games.

use abande_bot::service::ChallengeError;
use std::time::Duration;

use crate::support;

use abande_engine::Level;
use abande_bot::model::{
    DefaultClock, GuildSettings, Lang, Organisers, SettingsChange, TimeBank,
};
use abande_rules::GameKind;
use abande_bot::service::{
    ColorChoice, GameService, MoveHours, NewChallenge, NewEngineGame, Player, ServiceError,
    SettingsError, UserId, may_organise,
};
use abande_bot::tournament::{Format, NewTournament};
use support::service_env::*;
use support::wait;

const GUILD: u64 = 42;
const ADMIN: UserId = UserId(9);

async fn change(service: &GameService, change: SettingsChange) -> GuildSettings {
    service
        .settings().change_guild_settings(GUILD, ADMIN, change)
        .await
        .expect("change settings")
}

fn limits(tournaments: Option<u32>, games_per_player: Option<u32>) -> SettingsChange {
    SettingsChange::Limits {
        tournaments,
        games_per_player,
    }
}

fn event(name: &str) -> NewTournament {
    NewTournament {
        name: name.to_string(),
        kind: GameKind::AbandeHex,
        format: Format::RoundRobin,
        max_players: 8,
        rounds: None,
        move_hours: MoveHours::Default,
        bank: None,
        rated: true,
        creator: alice(),
        place: PLACE,
        starts_in_secs: None,
    }
}

fn open_challenge(by: &Player) -> NewChallenge {
    NewChallenge {
        opponent: None,
        ..challenge_of(by, &bob(), GameKind::Abalone, ColorChoice::Random)
    }
}

#[tokio::test]
async fn settings_start_at_the_defaults_and_every_change_is_kept() {
    let env = test_env!();
    let service = &env.service;
    assert_eq!(
        service.settings().guild_settings(GUILD).await.unwrap(),
        GuildSettings::defaults(GUILD)
    );
    change(service, SettingsChange::GamesChannel(Some(777))).await;
    change(service, SettingsChange::Organisers(Organisers::Role(55))).await;
    change(service, SettingsChange::Language(Some(Lang::De))).await;
    change(service, SettingsChange::Clock(Some(DefaultClock::PerMove(24)))).await;
    let last = change(service, limits(Some(3), None)).await;
    let expected = GuildSettings {
        guild_id: GUILD,
        games_channel: Some(777),
        organisers: Organisers::Role(55),
        language: Some(Lang::De),
        clock: Some(DefaultClock::PerMove(24)),
        max_tournaments: 3,
        max_games_per_player: 50,
        archive_after_hours: 24,
        daily_puzzle: None,
        challenge_open_hours: 24,
        version: 5,
    };
    assert_eq!(last, expected);
    // Read back by a process that never saw the changes, and after a restart.
    let other = env.second_process().await;
    assert_eq!(other.settings().guild_settings(GUILD).await.unwrap(), expected);
    // Another server keeps its defaults.
    assert_eq!(
        other.settings().guild_settings(GUILD + 1).await.unwrap(),
        GuildSettings::defaults(GUILD + 1)
    );
    // Unsetting goes back to the defaults.
    change(service, SettingsChange::GamesChannel(None)).await;
    change(service, SettingsChange::Language(None)).await;
    change(service, SettingsChange::Clock(None)).await;
    let back = change(service, SettingsChange::Organisers(Organisers::Everyone)).await;
    assert_eq!((back.games_channel, back.language, back.clock), (None, None, None));
    assert_eq!(back.organisers, Organisers::Everyone);
}

#[tokio::test]
async fn limits_out_of_range_are_refused_and_change_nothing() {
    let env = test_env!();
    let service = &env.service;
    change(service, limits(Some(7), Some(20))).await;
    for (asked, given) in [(limits(Some(0), None), 0), (limits(Some(51), Some(10)), 51)] {
        refused!(
            service.settings().change_guild_settings(GUILD, ADMIN, asked),
            ServiceError::Settings(SettingsError::TournamentLimitRange { given: g }) if *g == given
        );
    }
    for given in [0, 501] {
        refused!(
            service.settings().change_guild_settings(GUILD, ADMIN, limits(None, Some(given))),
            ServiceError::Settings(SettingsError::GameLimitRange { given: g }) if *g == i64::from(given)
        );
    }
    refused!(
        service.settings().change_guild_settings(GUILD, ADMIN, SettingsChange::Clock(Some(DefaultClock::PerMove(337)))),
        ServiceError::Challenge(ChallengeError::InvalidMoveHours)
    );
    let now = service.settings().guild_settings(GUILD).await.unwrap();
    assert_eq!((now.max_tournaments, now.max_games_per_player), (7, 20));
    assert_eq!(now.clock, None);
    assert_eq!(now.version, 1, "nothing was written");
}

/// Waits until `service` reads `guild`'s settings from memory (PostgreSQL,
/// once its listener listens): two reads in a row that ask the database nothing.
async fn wait_until_cached(service: &GameService, store: &Store) {
    wait::until_true("the settings cached", Duration::from_secs(10), async || {
        service.settings().guild_settings(GUILD).await.unwrap();
        let loads = store.settings_loads();
        service.settings().guild_settings(GUILD).await.unwrap();
        service.settings().guild_settings(GUILD).await.unwrap();
        store.settings_loads() == loads
    })
    .await;
}

/// Two processes on one database: what one changes, the other reads at
/// once (SQLite: every read is the row's; PostgreSQL: from memory, dropped
/// by the change's notification), and reads from memory again after.
#[tokio::test]
async fn a_change_made_by_one_process_is_read_by_the_other() {
    let env = test_env!();
    let reader = &env.service;
    let writer = env.second_process().await;
    change(&writer, limits(Some(4), None)).await;
    assert_eq!(reader.settings().guild_settings(GUILD).await.unwrap().max_tournaments, 4);
    if env.backend == Backend::Postgres {
        wait_until_cached(reader, &env.store).await;
        assert!(env.store.settings_cached());
    } else {
        let loads = env.store.settings_loads();
        reader.settings().guild_settings(GUILD).await.unwrap();
        assert_eq!(env.store.settings_loads(), loads + 1, "SQLite reads the row");
    }
    for round in 1..=3u32 {
        change(&writer, limits(Some(10 + round), None)).await;
        let mut last = None;
        let read = wait::within(Duration::from_secs(5), async || {
            let seen = reader.settings().guild_settings(GUILD).await.unwrap();
            if seen.max_tournaments == 10 + round {
                return Some(());
            }
            // SQLite has no excuse; PostgreSQL's notification takes milliseconds.
            assert_eq!(env.backend, Backend::Postgres, "round {round}: {seen:?}");
            last = Some(seen);
            None
        })
        .await;
        assert!(read.is_some(), "round {round}: still {last:?}");
        if env.backend == Backend::Postgres {
            wait_until_cached(reader, &env.store).await;
            assert_eq!(
                reader.settings().guild_settings(GUILD).await.unwrap().max_tournaments,
                10 + round
            );
        }
    }
    // The writer's own cache was dropped by its own change at once.
    assert_eq!(writer.settings().guild_settings(GUILD).await.unwrap().max_tournaments, 13);
}

/// Two processes changing the same settings from the same version: one wins,
/// the other is told to try again rather than overwrite it unseen.
#[tokio::test]
async fn settings_saved_by_two_processes_at_once_are_not_lost() {
    let env = test_env!();
    let other = env.second_process().await;
    let (a, b) = tokio::join!(
        env.service.settings().change_guild_settings(GUILD, ADMIN, limits(Some(3), None)),
        other.settings().change_guild_settings(GUILD, ADMIN, limits(None, Some(9))),
    );
    let stored = env.store.guild_settings_stored(GUILD).await.unwrap();
    match (a, b) {
        (Ok(_), Ok(_)) => assert_eq!((stored.max_tournaments, stored.max_games_per_player), (3, 9)),
        (Ok(_), Err(ServiceError::Conflict)) => assert_eq!(stored.max_tournaments, 3),
        (Err(ServiceError::Conflict), Ok(_)) => assert_eq!(stored.max_games_per_player, 9),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn new_challenges_and_tournaments_take_the_servers_channel_language_and_clock() {
    let env = test_env!();
    let service = &env.service;
    change(service, SettingsChange::GamesChannel(Some(777))).await;
    change(service, SettingsChange::Language(Some(Lang::Fr))).await;
    change(service, SettingsChange::Clock(Some(DefaultClock::Fast))).await;
    let challenge = service.challenges().create_challenge(open_challenge(&alice())).await.unwrap();
    assert_eq!(challenge.place.channel_id, 777);
    assert_eq!(challenge.place.language, Lang::Fr);
    assert_eq!((challenge.move_hours, challenge.bank), (None, Some(TimeBank::FAST)));
    // A clock asked for is kept.
    let asked = NewChallenge {
        move_hours: MoveHours::Hours(5),
        ..open_challenge(&carol())
    };
    let challenge = service.challenges().create_challenge(asked).await.unwrap();
    assert_eq!((challenge.move_hours, challenge.bank), (Some(5), None));
    let tournament = service.tournaments().create_tournament(event("Cup")).await.unwrap();
    assert_eq!(tournament.place.channel_id, 777);
    assert_eq!(tournament.place.language, Lang::Fr);
    assert_eq!(tournament.bank, Some(TimeBank::FAST));
    // Without a server (a DM) nothing applies.
    let dm = NewChallenge {
        place: abande_bot::service::Place {
            guild_id: None,
            ..PLACE
        },
        ..open_challenge(&bob())
    };
    let challenge = service.challenges().create_challenge(dm).await.unwrap();
    assert_eq!(challenge.place.channel_id, PLACE.channel_id);
    assert_eq!(challenge.place.language, Lang::En);
    assert_eq!(challenge.bank, None);
    // Unlimited, and a time per move.
    change(service, SettingsChange::Clock(Some(DefaultClock::Unlimited))).await;
    let challenge = service.challenges().create_challenge(open_challenge(&alice())).await.unwrap();
    assert_eq!((challenge.move_hours, challenge.bank), (None, None));
    change(service, SettingsChange::Clock(Some(DefaultClock::PerMove(12)))).await;
    let challenge = service.challenges().create_challenge(open_challenge(&alice())).await.unwrap();
    assert_eq!((challenge.move_hours, challenge.bank), (Some(12), None));
}

#[tokio::test]
async fn a_server_at_its_limit_of_tournaments_refuses_another() {
    let env = test_env!();
    let service = &env.service;
    change(service, limits(Some(2), None)).await;
    service.tournaments().create_tournament(event("One")).await.unwrap();
    service.tournaments().create_tournament(event("Two")).await.unwrap();
    refused!(
        service.tournaments().create_tournament(event("Three")),
        ServiceError::Settings(SettingsError::TournamentLimit { limit: 2 })
    );
    // Another server has its own count.
    let elsewhere = NewTournament {
        place: abande_bot::service::Place {
            guild_id: Some(GUILD + 1),
            ..PLACE
        },
        ..event("Elsewhere")
    };
    service.tournaments().create_tournament(elsewhere).await.unwrap();
    // Raising the limit lets the next one in.
    change(service, limits(Some(3), None)).await;
    service.tournaments().create_tournament(event("Three")).await.unwrap();
    assert_eq!(service.tournaments().tournaments_in(Some(GUILD), 0).await.unwrap().len(), 3);
}

#[tokio::test]
async fn the_limit_on_games_per_player_counts_their_games_against_people_here() {
    let env = test_env!();
    let service = &env.service;
    change(service, limits(None, Some(1))).await;
    // A game against the engine does not count.
    let engine = Player::new(999, "abande-bot");
    let against_engine = NewEngineGame {
        player: alice(),
        engine,
        kind: GameKind::AbandeHex,
        color: ColorChoice::Black,
        level: Level::new(1).unwrap(),
        place: PLACE,
    };
    service
        .engine().start_engine_game(against_engine, async |_| Some(778))
        .await
        .unwrap();
    // Carol's open challenge, made while she plays nothing.
    let carols = service.challenges().create_challenge(open_challenge(&carol())).await.unwrap();
    start_game(service, GameKind::Abalone, &alice(), &bob()).await;
    // Alice plays one game against a person here: no new challenge.
    let error = refused!(
        service.challenges().create_challenge(open_challenge(&alice())),
        ServiceError::Settings(SettingsError::GameLimit { limit: 1 })
    );
    assert!(words(&error).contains("You already play 1 game in this server"), "{error}");
    // Nor may Bob accept Carol's.
    refused!(
        service.challenges().accept_challenge(carols.id, bob()),
        ServiceError::Settings(SettingsError::GameLimit { limit: 1 })
    );
    // Dave may, unless Carol is at the limit by then.
    let dave = Player::new(1004, "Dave");
    let erin = Player::new(1005, "Erin");
    let second = service.challenges().create_challenge(open_challenge(&erin)).await.unwrap();
    start_game(service, GameKind::Abalone, &carol(), &Player::new(1006, "Finn")).await;
    refused!(
        service.challenges().accept_challenge(carols.id, dave.clone()),
        ServiceError::Settings(SettingsError::OpponentGameLimit { name, limit: 1 }) if name == "Carol"
    );
    service.challenges().accept_challenge(second.id, dave).await.unwrap();
    // Elsewhere, Alice may play.
    let elsewhere = abande_bot::service::Place {
        guild_id: Some(GUILD + 1),
        ..PLACE
    };
    start_game_in(service, GameKind::Abalone, &alice(), &carol(), elsewhere).await;
}

#[test]
fn organisers_are_everyone_a_role_or_those_with_manage_server() {
    let settings = |organisers| GuildSettings {
        organisers,
        ..GuildSettings::defaults(GUILD)
    };
    assert_eq!(may_organise(&settings(Organisers::Everyone), &[], false), Ok(()));
    let role = settings(Organisers::Role(5));
    assert_eq!(may_organise(&role, &[4, 5], false), Ok(()));
    assert_eq!(
        may_organise(&role, &[4], false),
        Err(SettingsError::OrganiserRoleNeeded { role: 5 })
    );
    assert_eq!(may_organise(&role, &[], true), Ok(()));
    let managers = settings(Organisers::ManageServer);
    assert_eq!(
        may_organise(&managers, &[5], false),
        Err(SettingsError::ManageServerNeeded)
    );
    assert_eq!(may_organise(&managers, &[], true), Ok(()));
}
