//! Blocking a player (issue 51): a blocked player's challenges to the
//! blocker are refused and they cannot accept the blocker's (open or
//! not), with a refusal that never says why; games running and
//! tournament pairings go on; unblocking restores; the export lists the
//! blocks and forgetting erases those the player made. And how long a
//! challenge stays open: the server's setting.

use crate::support;

use abande_bot::model::{SettingsChange, UserId};
use abande_bot::service::{
    BlockError, ChallengeError, ColorChoice, MAX_BLOCKS, NewChallenge, Player, ServiceError,
    SettingsError,
};
use abande_bot::tournament::{Format, NewTournament};
use abande_rules::GameKind;
use support::service_env::*;

fn hex(challenger: &Player, opponent: &Player) -> NewChallenge {
    challenge_of(
        challenger,
        opponent,
        GameKind::AbandeHex,
        ColorChoice::Black,
    )
}

fn open(challenger: &Player) -> NewChallenge {
    NewChallenge {
        opponent: None,
        ..hex(challenger, &bob())
    }
}

/// The refusal a blocked player reads: `name` and nothing of a block.
fn assert_quietly_refused(error: &ServiceError, name: &str) {
    assert!(
        matches!(
            error,
            ServiceError::Challenge(ChallengeError::NotTakingChallenges { name: n }) if n == name
        ),
        "{error:?}"
    );
    let text = words(error);
    assert_eq!(
        text,
        format!("{name} is not taking challenges from you now.")
    );
    assert!(!text.to_lowercase().contains("block"), "{text}");
}

#[tokio::test]
async fn a_blocked_player_can_neither_challenge_nor_accept_until_unblocked() {
    let env = test_env!();
    let service = &env.service;
    // A game running before the block goes on after it.
    let running = start_game(service, GameKind::AbandeHex, &alice(), &bob()).await;
    // Alice's challenges made before the block.
    let open_before = service.challenges().create_challenge(open(&alice())).await.unwrap();
    let to_bob = service
        .challenges().create_challenge(hex(&alice(), &bob()))
        .await
        .unwrap();

    assert!(service.settings().block_player(alice(), bob()).await.unwrap());
    assert!(
        !service.settings().block_player(alice(), bob()).await.unwrap(),
        "a second block changes nothing"
    );

    // Bob's challenge to Alice is refused.
    let error = service
        .challenges().create_challenge(hex(&bob(), &alice()))
        .await
        .unwrap_err();
    assert_quietly_refused(&error, "Alice");
    // Bob cannot take Alice's open challenges, made before or after.
    let open_after = service.challenges().create_challenge(open(&alice())).await.unwrap();
    for challenge in [&open_before, &open_after, &to_bob] {
        let error = service
            .challenges().accept_challenge(challenge.id, bob())
            .await
            .unwrap_err();
        assert_quietly_refused(&error, "Alice");
    }
    // Anyone else can, and Bob still plays everyone else.
    service
        .challenges().accept_challenge(open_before.id, carol())
        .await
        .unwrap();
    let to_carol = service
        .challenges().create_challenge(hex(&bob(), &carol()))
        .await
        .unwrap();
    service
        .challenges().accept_challenge(to_carol.id, carol())
        .await
        .unwrap();
    // Blocking is one way: Alice may still challenge Bob herself.
    service
        .challenges().create_challenge(hex(&alice(), &carol()))
        .await
        .unwrap();
    // The running game is not affected.
    play_moves(service, running.id(), &alice(), &bob(), &["d4", "d5"]).await;

    // Alice's list, then unblocking restores everything.
    let list = service.settings().blocked_players(alice().id).await.unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!((list[0].user, list[0].name.as_str()), (bob().id, "Bob"));
    assert!(service.settings().blocked_players(bob().id).await.unwrap().is_empty());
    assert!(service.settings().unblock_player(alice().id, bob().id).await.unwrap());
    assert!(!service.settings().unblock_player(alice().id, bob().id).await.unwrap());
    assert!(
        service
            .settings().blocked_players(alice().id)
            .await
            .unwrap()
            .is_empty()
    );
    service
        .challenges().accept_challenge(open_after.id, bob())
        .await
        .unwrap();
    let back = service
        .challenges().create_challenge(hex(&bob(), &alice()))
        .await
        .unwrap();
    service.challenges().accept_challenge(back.id, alice()).await.unwrap();
}

#[tokio::test]
async fn blocking_oneself_or_too_many_is_refused() {
    let env = test_env!();
    let service = &env.service;
    let error = service.settings().block_player(alice(), alice()).await.unwrap_err();
    assert!(
        matches!(error, ServiceError::Block(BlockError::SelfBlock)),
        "{error:?}"
    );
    assert_eq!(words(&error), "You cannot block yourself.");
    for n in 0..u64::from(MAX_BLOCKS) {
        let other = Player::new(7000 + n, format!("Player {n}"));
        assert!(service.settings().block_player(alice(), other).await.unwrap());
    }
    let error = service.settings().block_player(alice(), bob()).await.unwrap_err();
    assert!(
        matches!(error, ServiceError::Block(BlockError::TooMany { limit }) if limit == MAX_BLOCKS),
        "{error:?}"
    );
    assert!(words(&error).contains("/unblock"), "{}", words(&error));
    let list = service.settings().blocked_players(alice().id).await.unwrap();
    assert_eq!(list.len(), MAX_BLOCKS as usize);
    assert!(list.iter().all(|b| b.user != bob().id));
}

#[tokio::test]
async fn tournament_pairings_ignore_blocks() {
    let env = test_env!();
    let service = &env.service;
    let event = service
        .tournaments().create_tournament(NewTournament {
            name: "Cup".to_string(),
            kind: GameKind::AbandeHex,
            format: Format::RoundRobin,
            max_players: 3,
            rounds: None,
            move_hours: abande_bot::service::MoveHours::Default,
            bank: None,
            rated: true,
            creator: alice(),
            place: PLACE,
            starts_in_secs: None,
        })
        .await
        .unwrap();
    for player in [alice(), bob(), carol()] {
        service.tournaments().join_tournament(event.id, player).await.unwrap();
    }
    service.settings().block_player(alice(), bob()).await.unwrap();
    service.settings().block_player(bob(), alice()).await.unwrap();
    let start = service.tournaments().start_tournament(event.id, None).await.unwrap();
    let pairs: Vec<(UserId, UserId)> = start
        .games
        .iter()
        .map(|g| (g.record.black.id, g.record.white.id))
        .collect();
    assert!(
        pairs
            .iter()
            .any(|&(b, w)| [b, w] == [alice().id, bob().id] || [b, w] == [bob().id, alice().id]),
        "Alice and Bob are paired: {pairs:?}"
    );
}

#[tokio::test]
async fn the_export_lists_blocks_and_forgetting_erases_those_made() {
    let env = test_env!();
    let service = &env.service;
    service.settings().block_player(alice(), bob()).await.unwrap();
    service.settings().block_player(carol(), alice()).await.unwrap();
    let mut text = Vec::new();
    service
        .privacy().export_player_data(alice().id, &mut text)
        .await
        .unwrap();
    let text = String::from_utf8(text).unwrap();
    let blocks = text
        .split_once("== blocks\n")
        .expect("a blocks section")
        .1
        .split_once("== games")
        .expect("games after blocks")
        .0;
    assert_eq!(blocks.lines().count(), 1, "{blocks}");
    let row: serde_json::Value = serde_json::from_str(blocks.trim()).unwrap();
    assert_eq!(row["blocked"], bob().id.0.to_string());
    assert_eq!(row["name"], "Bob");
    assert_eq!(row["since"], T0);
    // Who blocks her is not hers to read (Carol's block is not named).
    assert!(!text.contains("Carol"), "{text}");

    service
        .privacy().forget_player(alice().id, None)
        .await
        .unwrap()
        .unwrap();
    assert!(
        service
            .settings().blocked_players(alice().id)
            .await
            .unwrap()
            .is_empty()
    );
    // Bob may challenge her account again; Carol's block of it stays.
    service
        .challenges().create_challenge(hex(&bob(), &alice()))
        .await
        .unwrap();
    assert_eq!(
        service.settings().blocked_players(carol().id).await.unwrap()[0].user,
        alice().id
    );
    let error = service
        .challenges().create_challenge(hex(&alice(), &carol()))
        .await
        .unwrap_err();
    assert_quietly_refused(&error, "Carol");
}

#[tokio::test]
async fn a_challenge_stays_open_as_long_as_its_server_says() {
    let env = test_env!();
    let service = &env.service;
    let guild = PLACE.guild_id.unwrap();
    let admin = UserId(9);
    // The default: 24 hours, as before the setting.
    let first = service
        .challenges().create_challenge(hex(&alice(), &bob()))
        .await
        .unwrap();
    assert_eq!(first.expires_at, T0 + 24 * HOUR);
    for given in [0, 337] {
        let error = service
            .settings().change_guild_settings(guild, admin, SettingsChange::ChallengeOpen(given))
            .await
            .unwrap_err();
        assert!(
            matches!(
                error,
                ServiceError::Settings(SettingsError::ChallengeOpenRange { given: g }) if g == i64::from(given)
            ),
            "{error:?}"
        );
        assert!(
            words(&error).contains("1 to 336 hours"),
            "{}",
            words(&error)
        );
    }
    let saved = service
        .settings().change_guild_settings(guild, admin, SettingsChange::ChallengeOpen(2))
        .await
        .unwrap();
    assert_eq!(saved.challenge_open_hours, 2);
    let second = service
        .challenges().create_challenge(hex(&alice(), &carol()))
        .await
        .unwrap();
    assert_eq!(second.expires_at, T0 + 2 * HOUR);
    // Read back by another process; another server keeps the default.
    let other = env.second_process().await;
    assert_eq!(
        other
            .settings().guild_settings(guild)
            .await
            .unwrap()
            .challenge_open_hours,
        2
    );
    let elsewhere = NewChallenge {
        place: abande_bot::model::Place {
            guild_id: Some(guild + 1),
            ..PLACE
        },
        ..hex(&bob(), &carol())
    };
    assert_eq!(
        other.challenges().create_challenge(elsewhere).await.unwrap().expires_at,
        T0 + 24 * HOUR
    );
    // It expires when it says: accepted just before, refused at the time.
    env.clock.advance(2 * HOUR - 1);
    let third = service
        .challenges().create_challenge(hex(&bob(), &alice()))
        .await
        .unwrap();
    service.challenges().accept_challenge(second.id, carol()).await.unwrap();
    env.clock.advance(2 * HOUR);
    let error = service
        .challenges().accept_challenge(third.id, alice())
        .await
        .unwrap_err();
    assert!(
        matches!(error, ServiceError::Challenge(ChallengeError::Expired)),
        "{error:?}"
    );
}
