//! Organisers and moderators: cancelling a tournament (its creator before
//! the start, a moderator at any time; its running games aborted without
//! rating changes), removing a player as a withdrawal does, aborting or
//! adjudicating a game of this server, the refusals (not a moderator,
//! another server's game or tournament, a finished game, the creator
//! after the start), and the audit of every action.

use abande_bot::service::GameError;
use crate::support;

use abande_bot::model::{AnnouncementKind, GameStatus, ModerationAction, Place, Subject};
use abande_rules::{Color, GameKind, Outcome};
use abande_bot::service::{
    EndedBy, GameId, GameService, GuildSettings, ModerationError, MoveHours, Organisers, Player,
    Rank, ServiceError, TournamentError, Verdict, is_moderator,
};
use abande_bot::tournament::{Format, NewTournament, TournamentId, TournamentStatus};
use support::service_env::*;

/// A moderator of server 42 (`PLACE`), who plays in nothing.
fn moderator() -> Player {
    Player::new(9000, "Mod")
}

fn player(n: u64) -> Player {
    Player::new(6000 + n, format!("Player {n}"))
}

/// Another server than `PLACE`'s.
const ELSEWHERE: Place = Place {
    guild_id: Some(77),
    channel_id: 7777,
    language: abande_bot::model::Lang::En,
};

/// A Swiss tournament made by Alice in `place` with `players` signed up.
async fn event_in(env: &TestEnv, place: Place, players: u64) -> TournamentId {
    let new = NewTournament {
        name: "Winter cup".to_string(),
        kind: GameKind::AbandeHex,
        format: Format::Swiss,
        max_players: 16,
        rounds: None,
        move_hours: MoveHours::Default,
        bank: None,
        rated: true,
        creator: alice(),
        place,
        starts_in_secs: None,
    };
    let event = env.service.tournaments().create_tournament(new).await.unwrap();
    for n in 0..players {
        env.service
            .tournaments().join_tournament(event.id, player(n))
            .await
            .unwrap();
    }
    event.id
}

/// The games of tournament `id` still being played.
async fn running(service: &GameService, id: TournamentId) -> Vec<GameId> {
    let standings = service.tournaments().tournament_standings(id).await.unwrap();
    standings
        .schedule
        .iter()
        .filter(|g| g.status == Some(GameStatus::Active))
        .filter_map(|g| g.game)
        .collect()
}

fn moderation_error(result: Result<impl std::fmt::Debug, ServiceError>) -> ModerationError {
    match result {
        Err(ServiceError::Moderation(e)) => e,
        other => panic!("expected a moderation refusal, got {other:?}"),
    }
}

#[tokio::test]
async fn who_moderates_is_manage_server_or_the_organisers_role() {
    let mut settings = GuildSettings::defaults(42);
    assert_eq!(is_moderator(&settings, &[5], true), Rank::Moderator);
    assert_eq!(is_moderator(&settings, &[5], false), Rank::Member);
    settings.organisers = Organisers::Role(5);
    assert_eq!(is_moderator(&settings, &[5], false), Rank::Moderator);
    assert_eq!(is_moderator(&settings, &[6], false), Rank::Member);
}

#[tokio::test]
async fn the_creator_cancels_before_the_start_but_not_after() {
    let env = test_env!();
    let id = event_in(&env, PLACE, 4).await;
    let guild = PLACE.guild_id;
    // Somebody else, not a moderator: refused, naming who may.
    let refused = env
        .service
        .moderation().cancellation(id, guild, bob().id, Rank::Member)
        .await;
    assert!(matches!(
        moderation_error(refused),
        ModerationError::NotCreator { .. }
    ));
    let asked = env
        .service
        .moderation().cancellation(id, guild, alice().id, Rank::Member)
        .await
        .unwrap();
    assert_eq!(asked.running, 0);
    // Another server's: not found, as a missing one.
    let elsewhere = env
        .service
        .moderation().cancel_tournament(id, Some(77), &alice(), Rank::Moderator)
        .await;
    assert!(
        matches!(
            elsewhere,
            Err(ServiceError::Tournament(TournamentError::NotFound(_)))
        ),
        "{elsewhere:?}"
    );

    // A second event, started: its creator may no longer cancel it.
    let started = event_in(&env, PLACE, 4).await;
    env.service.tournaments().start_tournament(started, None).await.unwrap();
    let refused = env
        .service
        .moderation().cancel_tournament(started, guild, &alice(), Rank::Member)
        .await;
    assert_eq!(
        moderation_error(refused),
        ModerationError::CreatorAfterStart
    );
    assert_eq!(running(&env.service, started).await.len(), 2);

    // Before the start she may.
    let cancelled = env
        .service
        .moderation().cancel_tournament(id, guild, &alice(), Rank::Member)
        .await
        .unwrap();
    assert_eq!(cancelled.status, TournamentStatus::Finished);
    assert!(cancelled.cancelled_at.is_some());
    let again = env
        .service
        .moderation().cancel_tournament(id, guild, &alice(), Rank::Member)
        .await;
    assert_eq!(
        moderation_error(again),
        ModerationError::AlreadyCancelled
    );
    // Nobody may join a cancelled event.
    assert!(env.service.tournaments().join_tournament(id, carol()).await.is_err());
}

#[tokio::test]
async fn a_moderator_cancels_a_running_tournament_and_its_games_are_aborted_unrated() {
    let env = test_env!();
    let id = event_in(&env, PLACE, 4).await;
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    let games = running(&env.service, id).await;
    assert_eq!(games.len(), 2);
    let asked = env
        .service
        .moderation().cancellation(id, PLACE.guild_id, moderator().id, Rank::Moderator)
        .await
        .unwrap();
    assert_eq!(asked.running, 2);
    let cancelled = env
        .service
        .moderation().cancel_tournament(id, PLACE.guild_id, &moderator(), Rank::Moderator)
        .await
        .unwrap();
    assert_eq!(cancelled.status, TournamentStatus::Finished);
    assert!(cancelled.cancelled_at.is_some());
    assert!(running(&env.service, id).await.is_empty());
    for game in &games {
        let view = env.service.games().load_game(*game).await.unwrap();
        assert_eq!(view.record.status, GameStatus::Aborted);
        assert_eq!(view.record.ended_by, Some(EndedBy::Abort));
        assert_eq!(view.record.result, None);
        assert!(
            env.service
                .ratings().rating_changes_of(*game)
                .await
                .unwrap()
                .is_empty()
        );
        // Its final board is owed; no next round, no winner's news.
        let kinds: Vec<AnnouncementKind> = env
            .service
            .outbox().announcements_of(Subject::Game(*game))
            .await
            .unwrap()
            .into_iter()
            .map(|(a, _)| a.kind)
            .collect();
        assert!(kinds.contains(&AnnouncementKind::Board), "{kinds:?}");
        assert!(
            !kinds.contains(&AnnouncementKind::TournamentEnd),
            "{kinds:?}"
        );
    }
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    assert_eq!(standings.tournament.current_round, 1, "no round was paired");
    // The audit has it.
    let log = env.service.moderation().moderation_log(42).await.unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].moderator, moderator());
    assert_eq!(
        log[0].action,
        ModerationAction::CancelTournament { tournament: id.0 }
    );
    assert_eq!(log[0].at, env.clock_now());
}

#[tokio::test]
async fn a_moderator_removes_a_player_as_a_withdrawal_does() {
    let env = test_env!();
    let id = event_in(&env, PLACE, 4).await;
    let guild = PLACE.guild_id;
    env.service.tournaments().start_tournament(id, None).await.unwrap();
    let victim = player(0);
    let refused = env
        .service
        .moderation().remove_from_tournament(id, guild, victim.id, &bob(), Rank::Member)
        .await;
    assert_eq!(moderation_error(refused), ModerationError::NotModerator);
    let elsewhere = env
        .service
        .moderation().remove_from_tournament(id, Some(77), victim.id, &moderator(), Rank::Moderator)
        .await;
    assert!(
        matches!(
            elsewhere,
            Err(ServiceError::Tournament(TournamentError::NotFound(_)))
        ),
        "{elsewhere:?}"
    );
    let not_in = env
        .service
        .moderation().remove_from_tournament(id, guild, carol().id, &moderator(), Rank::Moderator)
        .await;
    assert!(matches!(
        moderation_error(not_in),
        ModerationError::PlayerNotIn { .. }
    ));

    let (event, removed) = env
        .service
        .moderation().remove_from_tournament(id, guild, victim.id, &moderator(), Rank::Moderator)
        .await
        .unwrap();
    assert_eq!(removed, victim);
    assert_eq!(event.status, TournamentStatus::Running);
    let standings = env.service.tournaments().tournament_standings(id).await.unwrap();
    let entrant = standings
        .entrants
        .iter()
        .find(|e| e.player.id == victim.id)
        .unwrap();
    assert!(entrant.withdrawn_at.is_some());
    // Their game was resigned: a loss, rated.
    let theirs = standings
        .schedule
        .iter()
        .find(|g| g.black == victim.id || g.white == Some(victim.id))
        .and_then(|g| g.game)
        .unwrap();
    let view = env.service.games().load_game(theirs).await.unwrap();
    assert_eq!(view.record.ended_by, Some(EndedBy::Resignation));
    let colour = view.record.color_of(victim.id).unwrap();
    assert_eq!(view.record.result, Some(Outcome::Win(colour.opposite())));
    let again = env
        .service
        .moderation().remove_from_tournament(id, guild, victim.id, &moderator(), Rank::Moderator)
        .await;
    assert!(matches!(
        moderation_error(again),
        ModerationError::PlayerAlreadyWithdrawn { .. }
    ));
    let log = env.service.moderation().moderation_log(42).await.unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(
        log[0].action,
        ModerationAction::RemovePlayer {
            tournament: id.0,
            player: victim.id
        }
    );
    assert_eq!(log[0].player_name.as_deref(), Some("Player 0"));
}

#[tokio::test]
async fn a_moderator_aborts_a_game_of_this_server_only() {
    let env = test_env!();
    let game = hex_game_after(&env, &["d4", "d5"]).await;
    let here = 42;
    let refused = env
        .service
        .moderation().moderate_game(game, here, &bob(), Rank::Member, Verdict::Abort)
        .await;
    assert_eq!(moderation_error(refused), ModerationError::NotModerator);
    // Another server's moderator learns nothing: not found, as a missing game.
    let elsewhere = env
        .service
        .moderation().moderate_game(game, 77, &moderator(), Rank::Moderator, Verdict::Abort)
        .await;
    assert!(
        matches!(elsewhere, Err(ServiceError::Game(GameError::NotFound(g))) if g == game),
        "{elsewhere:?}"
    );
    let missing = env
        .service
        .moderation().moderate_game(
            GameId(game.0 + 1000),
            here,
            &moderator(),
            Rank::Moderator,
            Verdict::Abort,
        )
        .await;
    assert!(matches!(missing, Err(ServiceError::Game(GameError::NotFound(_)))));
    let view = env.service.games().load_game(game).await.unwrap();
    assert_eq!(view.record.status, GameStatus::Active, "nothing changed");

    let view = env
        .service
        .moderation().moderate_game(game, here, &moderator(), Rank::Moderator, Verdict::Abort)
        .await
        .unwrap();
    assert_eq!(view.record.status, GameStatus::Aborted);
    assert_eq!(view.record.result, None);
    assert!(env.service.ratings().rating_changes_of(game).await.unwrap().is_empty());
    // The players and the thread are told, through the outbox.
    let kinds: Vec<AnnouncementKind> = env
        .service
        .outbox().announcements_of(Subject::Game(game))
        .await
        .unwrap()
        .into_iter()
        .map(|(a, _)| a.kind)
        .collect();
    assert!(
        kinds.contains(&AnnouncementKind::ModerationNotice),
        "{kinds:?}"
    );
    let told = env.service.moderation().moderation_of_game(game).await.unwrap().unwrap();
    assert_eq!(told.moderator, moderator());
    assert_eq!(told.action, ModerationAction::AbortGame { game });
    // A finished game is refused.
    let over = env
        .service
        .moderation().moderate_game(game, here, &moderator(), Rank::Moderator, Verdict::Abort)
        .await;
    assert!(matches!(over, Err(ServiceError::Game(GameError::Over))), "{over:?}");
    // As is one of another server, finished or not.
    let theirs = start_game_in(
        &env.service,
        GameKind::Abalone,
        &carol(),
        &alice(),
        ELSEWHERE,
    )
    .await;
    let refused = env
        .service
        .moderation().moderate_game(theirs.id(), here, &moderator(), Rank::Moderator, Verdict::Abort)
        .await;
    assert!(matches!(refused, Err(ServiceError::Game(GameError::NotFound(_)))));
}

#[tokio::test]
async fn an_adjudicated_game_is_rated_only_if_it_was() {
    let env = test_env!();
    let rated = hex_game_after(&env, &["d4", "d5"]).await;
    let view = env
        .service
        .moderation().moderate_game(
            rated,
            42,
            &moderator(),
            Rank::Moderator,
            Verdict::Adjudicate(Outcome::Win(Color::White)),
        )
        .await
        .unwrap();
    assert_eq!(view.record.status, GameStatus::Finished);
    assert_eq!(view.record.result, Some(Outcome::Win(Color::White)));
    // Stored as what it was, not as a resignation.
    let stored = env.service.games().load_game(rated).await.unwrap();
    assert_eq!(stored.record.ended_by, Some(EndedBy::Adjudication));
    assert_eq!(env.service.ratings().rating_changes_of(rated).await.unwrap().len(), 2);

    let mut unrated = challenge_of(
        &carol(),
        &bob(),
        GameKind::Abalone,
        abande_bot::model::ColorChoice::Black,
    );
    unrated.rated = false;
    let challenge = env.service.challenges().create_challenge(unrated).await.unwrap();
    let game = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    let view = env
        .service
        .moderation().moderate_game(
            game.id(),
            42,
            &moderator(),
            Rank::Moderator,
            Verdict::Adjudicate(Outcome::Draw),
        )
        .await
        .unwrap();
    assert_eq!(view.record.result, Some(Outcome::Draw));
    assert_eq!(view.record.ended_by, Some(EndedBy::Adjudication));
    assert!(
        env.service
            .ratings().rating_changes_of(game.id())
            .await
            .unwrap()
            .is_empty()
    );

    // Newest first, this server's only.
    let log = env.service.moderation().moderation_log(42).await.unwrap();
    let actions: Vec<ModerationAction> = log.iter().map(|r| r.action).collect();
    assert_eq!(
        actions,
        [
            ModerationAction::AdjudicateGame {
                game: game.id(),
                result: Outcome::Draw
            },
            ModerationAction::AdjudicateGame {
                game: rated,
                result: Outcome::Win(Color::White)
            },
        ]
    );
    assert!(env.service.moderation().moderation_log(77).await.unwrap().is_empty());
}

#[tokio::test]
async fn the_audit_lists_the_last_25() {
    let env = test_env!();
    let mut games = Vec::new();
    for _ in 0..27 {
        let view = start_game(&env.service, GameKind::Abalone, &alice(), &bob()).await;
        env.service
            .moderation().moderate_game(view.id(), 42, &moderator(), Rank::Moderator, Verdict::Abort)
            .await
            .unwrap();
        games.push(view.id());
    }
    let log = env.service.moderation().moderation_log(42).await.unwrap();
    assert_eq!(log.len(), 25);
    let shown: Vec<GameId> = log.iter().filter_map(|r| r.action.game()).collect();
    let newest: Vec<GameId> = games.iter().rev().take(25).copied().collect();
    assert_eq!(shown, newest);
}

/// A moderator who plays in a game may not adjudicate it: the result
/// would set their own rating (issue #50). Aborting it changes no rating,
/// and stays allowed.
#[tokio::test]
async fn a_moderator_may_not_adjudicate_their_own_game() {
    let env = test_env!();
    let own = hex_game_after(&env, &["d4", "d5"]).await;
    // Alice plays Black here, and moderates server 42 too.
    for result in [Outcome::Win(Color::Black), Outcome::Draw, Outcome::Win(Color::White)] {
        let refused = env
            .service
            .moderation().moderate_game(own, 42, &alice(), Rank::Moderator, Verdict::Adjudicate(result))
            .await;
        assert_eq!(moderation_error(refused), ModerationError::OwnGame);
    }
    let untouched = env.service.games().load_game(own).await.unwrap();
    assert!(untouched.record.is_active());
    assert!(env.service.ratings().rating_changes_of(own).await.unwrap().is_empty());
    // Another moderator may; and she may abort it.
    let other = hex_game_after(&env, &["d4"]).await;
    let aborted = env
        .service
        .moderation().moderate_game(other, 42, &alice(), Rank::Moderator, Verdict::Abort)
        .await
        .unwrap();
    assert_eq!(aborted.record.status, GameStatus::Aborted);
    let decided = env
        .service
        .moderation().moderate_game(
            own,
            42,
            &moderator(),
            Rank::Moderator,
            Verdict::Adjudicate(Outcome::Draw),
        )
        .await
        .unwrap();
    assert_eq!(decided.record.result, Some(Outcome::Draw));
}
