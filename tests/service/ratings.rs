//! Ratings: Glicko-2 values as `skillratings` computes them, when a game is
//! rated, atomic with the game's end, never twice; leaderboards; open
//! challenges and rematches.

use abande_bot::service::{BadInput, ChallengeError, GameError};
use crate::support;

use abande_bot::model::RatingRange;
use abande_rules::{Color, GameKind, Outcome};
use abande_bot::service::{
    ChallengeStatus, ColorChoice, GameService, GameView, NewChallenge, Player, Rating, Rematch,
    ServiceError, rate,
};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use support::service_env::*;

/// A hex game between `black` and `white` with two moves played.
async fn two_moves_in(env: &TestEnv, black: &Player, white: &Player) -> GameView {
    let view = start_game(&env.service, GameKind::AbandeHex, black, white).await;
    play_moves(&env.service, view.id(), black, white, &["d4", "d5"]).await;
    env.service.games().load_game(view.id()).await.unwrap()
}

/// `loser` resigns a hex game against `winner` after two moves.
async fn beat(env: &TestEnv, winner: &Player, loser: &Player) -> GameView {
    let view = two_moves_in(env, winner, loser).await;
    env.service.games().resign(view.id(), loser.id, None).await.unwrap()
}

fn glicko(r: &Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

#[test]
fn ratings_are_skillratings_glicko2_with_its_defaults() {
    let strong = Rating {
        rating: 1800.0,
        deviation: 60.0,
        volatility: 0.059,
        games: 40,
    };
    let cases = [
        (
            Rating::NEW,
            Rating::NEW,
            Outcome::Win(Color::Black),
            Outcomes::WIN,
        ),
        (Rating::NEW, Rating::NEW, Outcome::Draw, Outcomes::DRAW),
        (
            strong,
            Rating::NEW,
            Outcome::Win(Color::White),
            Outcomes::LOSS,
        ),
        (
            Rating::NEW,
            strong,
            Outcome::Win(Color::Black),
            Outcomes::WIN,
        ),
        (strong, strong, Outcome::Draw, Outcomes::DRAW),
    ];
    let config = Glicko2Config {
        tau: 0.5,
        ..Glicko2Config::new()
    };
    for (black, white, result, outcome) in cases {
        let (b, w) = rate(black, white, result);
        let (eb, ew) = glicko2(&glicko(&black), &glicko(&white), &outcome, &config);
        assert_eq!(glicko(&b), eb, "{black:?} {white:?} {result:?}");
        assert_eq!(glicko(&w), ew);
        assert_eq!((b.games, w.games), (black.games + 1, white.games + 1));
    }
    assert_eq!(
        (
            Rating::NEW.rating,
            Rating::NEW.deviation,
            Rating::NEW.volatility
        ),
        (1500.0, 350.0, 0.06)
    );
}

#[test]
fn a_rating_is_provisional_while_its_deviation_is_110_or_more() {
    let at = |deviation| Rating {
        deviation,
        ..Rating::NEW
    };
    assert!(at(110.0).is_provisional());
    assert_eq!(at(110.0).to_string(), "1500?");
    assert!(!at(109.99).is_provisional());
    assert_eq!(at(109.99).to_string(), "1500");
}

#[tokio::test]
async fn a_resignation_moves_both_ratings_in_the_games_transaction() {
    let env = test_env!();
    let game = beat(&env, &alice(), &bob()).await;
    assert!(game.record.rated);
    let changes = env.service.ratings().rating_changes_of(game.id()).await.unwrap();
    assert_eq!(changes.len(), 2);
    let (expected_alice, expected_bob) = rate(Rating::NEW, Rating::NEW, Outcome::Win(Color::Black));
    let alice_now = env
        .service
        .ratings().rating(alice().id, GameKind::AbandeHex)
        .await
        .unwrap();
    let bob_now = env
        .service
        .ratings().rating(bob().id, GameKind::AbandeHex)
        .await
        .unwrap();
    assert_eq!(alice_now, expected_alice);
    assert_eq!(bob_now, expected_bob);
    let mine = changes.iter().find(|c| c.player == alice().id).unwrap();
    assert_eq!(
        mine.delta(),
        format!("{:+}", (expected_alice.rating.round() - 1500.0) as i64)
    );
    // Another game id has its own pool.
    let other = env
        .service
        .ratings().rating(alice().id, GameKind::Abalone)
        .await
        .unwrap();
    assert_eq!(other, Rating::NEW);
}

#[tokio::test]
async fn casual_aborted_early_and_engine_games_are_not_rated() {
    let env = test_env!();
    // Casual.
    let casual = NewChallenge {
        rated: false,
        ..challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black)
    };
    let challenge = env.service.challenges().create_challenge(casual).await.unwrap();
    let view = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    assert!(!view.record.rated);
    play_moves(&env.service, view.id(), &alice(), &bob(), &["d4", "d5"]).await;
    env.service.games().resign(view.id(), bob().id, None).await.unwrap();
    // Resigned before both moved.
    let early = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    play_moves(&env.service, early.id(), &alice(), &bob(), &["d4"]).await;
    env.service.games().resign(early.id(), bob().id, None).await.unwrap();
    // Aborted.
    let aborted = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    env.service
        .games().abort_game(aborted.id(), alice().id)
        .await
        .unwrap();
    for game in [view.id(), early.id(), aborted.id()] {
        assert!(
            env.service
                .ratings().rating_changes_of(game)
                .await
                .unwrap()
                .is_empty()
        );
    }
    assert!(env.service.ratings().ratings(alice().id).await.unwrap().is_empty());
}

#[tokio::test]
async fn two_games_of_one_player_ending_at_once_both_count() {
    let env = test_env!();
    let other = env.second_process().await;
    let first = two_moves_in(&env, &alice(), &bob()).await;
    let second = two_moves_in(&env, &alice(), &carol()).await;
    let (a, b) = tokio::join!(
        env.service.games().resign(first.id(), bob().id, None),
        other.games().resign(second.id(), carol().id, None),
    );
    a.unwrap();
    b.unwrap();
    let rating = env
        .service
        .ratings().rating(alice().id, GameKind::AbandeHex)
        .await
        .unwrap();
    assert_eq!(rating.games, 2, "no lost update");
    let history = env.service.ratings().rating_history(alice().id).await.unwrap();
    assert_eq!(history.len(), 2);
    // Whichever ended first, the other change starts from its result.
    let first = history
        .iter()
        .find(|c| c.before == 1500.0)
        .expect("one from the start");
    let second = history.iter().find(|c| c.game_id != first.game_id).unwrap();
    assert_eq!(second.before, first.after.rating);
}

#[tokio::test]
async fn a_restart_never_rates_a_game_twice() {
    let mut env = test_env!();
    let game = beat(&env, &alice(), &bob()).await;
    let before = env
        .service
        .ratings().rating(alice().id, GameKind::AbandeHex)
        .await
        .unwrap();
    env.restart().await;
    refused!(
        env.service.games().resign(game.id(), bob().id, None),
        ServiceError::Game(GameError::Over)
    );
    let after = env
        .service
        .ratings().rating(alice().id, GameKind::AbandeHex)
        .await
        .unwrap();
    assert_eq!(before, after);
    assert_eq!(
        env.service.ratings().rating_changes_of(game.id()).await.unwrap().len(),
        2
    );
}

/// Plays rated games between Alice and Bob, Alice winning two of every
/// three, until neither rating is provisional any more.
async fn establish_alice_over_bob(env: &TestEnv) {
    for game in 0..60 {
        if game % 3 == 2 {
            beat(env, &bob(), &alice()).await;
        } else {
            beat(env, &alice(), &bob()).await;
        }
        let a = env
            .service
            .ratings().rating(alice().id, GameKind::AbandeHex)
            .await
            .unwrap();
        let b = env
            .service
            .ratings().rating(bob().id, GameKind::AbandeHex)
            .await
            .unwrap();
        if !a.is_provisional() && !b.is_provisional() && game % 3 != 2 {
            assert!(a.rating > b.rating);
            return;
        }
    }
    panic!("ratings still provisional after 60 games");
}

#[tokio::test]
async fn leaderboards_rank_established_players_by_rating_page_by_page() {
    let env = test_env!();
    establish_alice_over_bob(&env).await;
    let board = env
        .service
        .ratings().leaderboard(GameKind::AbandeHex, None, 1, 1)
        .await
        .unwrap();
    assert_eq!(board.total_items, 2);
    assert_eq!(board.total_pages, 2);
    assert_eq!(board.items[0].player.id, alice().id);
    assert_eq!(board.items[0].rank, 1);
    let second = env
        .service
        .ratings().leaderboard(GameKind::AbandeHex, None, 2, 1)
        .await
        .unwrap();
    assert_eq!(second.items[0].player.id, bob().id);
    assert_eq!(second.items[0].rank, 2);
    assert!(second.items[0].rating.rating < board.items[0].rating.rating);
    refused!(
        env.service.ratings().leaderboard(GameKind::AbandeHex, None, 3, 1),
        ServiceError::BadInput(BadInput::Page { last: 2 })
    );
    // Where Bob stands, and on which page of one per page.
    let (standing, page) = env
        .service
        .ratings().standing_of(bob().id, GameKind::AbandeHex, None, 1)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((standing.rank, page), (2, 2));
    // Carol has one game: provisional, not on the board.
    beat(&env, &carol(), &alice()).await;
    let board = env
        .service
        .ratings().leaderboard(GameKind::AbandeHex, None, 1, 10)
        .await
        .unwrap();
    assert!(board.items.iter().all(|s| s.player.id != carol().id));
    assert!(
        env.service
            .ratings().standing_of(carol().id, GameKind::AbandeHex, None, 10)
            .await
            .unwrap()
            .is_none()
    );
    // Other games have their own boards.
    let abalone = env
        .service
        .ratings().leaderboard(GameKind::Abalone, None, 1, 10)
        .await
        .unwrap();
    assert!(abalone.items.is_empty());
}

#[tokio::test]
async fn a_server_leaderboard_ranks_players_with_a_rated_game_there() {
    let env = test_env!();
    establish_alice_over_bob(&env).await;
    let here = PLACE.guild_id;
    let board = env
        .service
        .ratings().leaderboard(GameKind::AbandeHex, here, 1, 10)
        .await
        .unwrap();
    assert_eq!(board.total_items, 2);
    let elsewhere = env
        .service
        .ratings().leaderboard(GameKind::AbandeHex, Some(7), 1, 10)
        .await
        .unwrap();
    assert_eq!(elsewhere.total_items, 0);
}

/// Alice's open challenge to Abande hex, for players rated `range`.
async fn open_challenge(
    service: &GameService,
    range: RatingRange,
) -> abande_bot::service::Challenge {
    let new = NewChallenge {
        opponent: None,
        rating_range: range,
        ..challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black)
    };
    service.challenges().create_challenge(new).await.unwrap()
}

#[tokio::test]
async fn ten_players_accepting_an_open_challenge_at_once_start_one_game() {
    let env = test_env!();
    let other = env.second_process().await;
    let challenge = open_challenge(&env.service, RatingRange::default()).await;
    assert_eq!(challenge.opponent, None);
    let takers: Vec<Player> = (0..10)
        .map(|i| Player::new(5000 + i, format!("taker {i}")))
        .collect();
    let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(takers.len()));
    let tasks: Vec<_> = takers
        .iter()
        .enumerate()
        .map(|(i, taker)| {
            let service = if i % 2 == 0 {
                env.service.clone()
            } else {
                other.clone()
            };
            let (barrier, taker, id) = (barrier.clone(), taker.clone(), challenge.id);
            tokio::spawn(async move {
                barrier.wait().await;
                service.challenges().accept_challenge(id, taker).await
            })
        })
        .collect();
    let mut started = Vec::new();
    for task in tasks {
        match task.await.unwrap() {
            Ok(view) => started.push(view),
            Err(ServiceError::Challenge(ChallengeError::Taken)) => {}
            Err(other) => panic!("unexpected refusal: {other:?}"),
        }
    }
    assert_eq!(started.len(), 1, "exactly one game");
    let stored = env.service.challenges().challenge(challenge.id).await.unwrap().unwrap();
    assert_eq!(stored.status, ChallengeStatus::Accepted);
    assert_eq!(stored.game_id, Some(started[0].id()));
    // The challenger cannot take their own open challenge.
    let own = open_challenge(&env.service, RatingRange::default()).await;
    refused!(
        env.service.challenges().accept_challenge(own.id, alice()),
        ServiceError::Challenge(ChallengeError::SelfChallenge)
    );
}

#[tokio::test]
async fn rating_limits_decide_who_may_take_an_open_challenge() {
    let env = test_env!();
    let strict = open_challenge(
        &env.service,
        RatingRange {
            min: Some(1600),
            max: None,
        },
    )
    .await;
    refused!(
        env.service.challenges().accept_challenge(strict.id, carol()),
        ServiceError::Challenge(ChallengeError::OutsideRatingRange { .. })
    );
    let friendly = open_challenge(
        &env.service,
        RatingRange {
            min: Some(1400),
            max: Some(1600),
        },
    )
    .await;
    env.service
        .challenges().accept_challenge(friendly.id, carol())
        .await
        .unwrap();
    let empty = NewChallenge {
        opponent: None,
        rating_range: RatingRange {
            min: Some(1700),
            max: Some(1600),
        },
        ..challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black)
    };
    refused!(
        env.service.challenges().create_challenge(empty),
        ServiceError::Challenge(ChallengeError::EmptyRatingRange)
    );
}

#[tokio::test]
async fn rating_limits_outside_0_to_4000_are_refused() {
    let env = test_env!();
    for (min, max, given) in [
        (Some(-1), None, -1),
        (None, Some(4001), 4001),
        (Some(100), Some(i32::MAX), i32::MAX),
        (Some(i32::MIN), Some(1500), i32::MIN),
    ] {
        let wild = NewChallenge {
            opponent: None,
            rating_range: RatingRange { min, max },
            ..challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black)
        };
        match env.service.challenges().create_challenge(wild).await {
            Err(ServiceError::Challenge(ChallengeError::RatingLimitOutOfRange { given: refused })) => {
                assert_eq!(refused, given, "{min:?}..{max:?}")
            }
            other => panic!("{min:?}..{max:?} should be refused, got {other:?}"),
        }
    }
    // The bounds themselves are fine.
    let whole = NewChallenge {
        opponent: None,
        rating_range: RatingRange {
            min: Some(0),
            max: Some(4000),
        },
        ..challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black)
    };
    env.service.challenges().create_challenge(whole).await.unwrap();
}

#[tokio::test]
async fn a_rematch_swaps_colours_and_starts_when_both_ask() {
    let env = test_env!();
    let game = beat(&env, &alice(), &bob()).await;
    let Rematch::Asked(challenge) = env.service.games().rematch(game.id(), bob()).await.unwrap() else {
        panic!("the first ask is a challenge");
    };
    assert_eq!(challenge.opponent, Some(alice()));
    assert_eq!(challenge.color, ColorChoice::Black, "Bob had White");
    assert_eq!(challenge.rematch_of, Some(game.id()));
    assert!(challenge.rated);
    refused!(
        env.service.games().rematch(game.id(), bob()),
        ServiceError::Game(GameError::RematchPending)
    );
    refused!(
        env.service.games().rematch(game.id(), carol()),
        ServiceError::Game(GameError::NotYourGame)
    );
    let Rematch::Started(again) = env.service.games().rematch(game.id(), alice()).await.unwrap() else {
        panic!("the second ask starts the game");
    };
    assert_eq!(again.record.black.id, bob().id);
    assert_eq!(again.record.white.id, alice().id);
    assert_eq!(again.record.kind, game.record.kind);
    let active = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    refused!(
        env.service.games().rematch(active.id(), alice()),
        ServiceError::Game(GameError::NotOver)
    );
}

#[tokio::test]
async fn both_players_asking_for_a_rematch_at_once_start_one_game() {
    let env = test_env!();
    let game = beat(&env, &alice(), &bob()).await;
    let (a, b) = tokio::join!(
        env.service.games().rematch(game.id(), alice()),
        env.service.games().rematch(game.id(), bob()),
    );
    let answers = [a.unwrap(), b.unwrap()];
    let started = answers
        .iter()
        .filter(|r| matches!(r, Rematch::Started(_)))
        .count();
    assert_eq!(started, 1, "one ask, then the other starts the game");
    let active = env.service.history().active_games(alice().id).await.unwrap();
    assert_eq!(active.len(), 1);
}
