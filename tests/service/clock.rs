//! Time banks and vacations with the fake clock: bank arithmetic, reminders,
//! losses on time at zero, vacations in every game, and restarts.

use abande_bot::service::GameError;
use crate::support;

use abande_rules::{Color, GameKind, Outcome, PerColor};
use abande_bot::service::{
    BankError, ChallengeStatus, ColorChoice, EndedBy, GameStatus, GameView, MoveHours, Reminder,
    ServiceError, TimeBank, VacationError,
};
use support::service_env::*;

const DAY: i64 = 24 * HOUR;
const MINUTE: i64 = 60;

fn hours_bank(initial: i64, increment: i64, max: i64) -> TimeBank {
    TimeBank {
        initial_secs: initial * HOUR,
        increment_secs: increment * HOUR,
        max_secs: max * HOUR,
    }
}

/// Alice (Black) and Bob (White) in Abande hex with `bank`, after `moves`.
async fn banked_game(env: &TestEnv, bank: TimeBank, moves: &[&str]) -> GameView {
    let mut new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black);
    new.bank = Some(bank);
    let challenge = env.service.challenges().create_challenge(new).await.unwrap();
    let view = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    play_moves(&env.service, view.id(), &alice(), &bob(), moves).await;
    env.service.games().load_game(view.id()).await.unwrap()
}

fn banks(black: i64, white: i64) -> Option<PerColor<i64>> {
    Some(PerColor { black, white })
}

#[tokio::test]
async fn a_banked_game_starts_both_players_with_the_initial_reserve() {
    let env = test_env!();
    let mut new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black);
    new.bank = Some(TimeBank::STANDARD);
    let challenge = env.service.challenges().create_challenge(new).await.unwrap();
    assert_eq!(challenge.bank, Some(TimeBank::STANDARD));
    assert_eq!(
        challenge.move_hours, None,
        "a bank replaces the time per move"
    );
    let view = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    assert_eq!(view.record.bank, Some(TimeBank::STANDARD));
    assert_eq!(view.record.bank_left, banks(3 * DAY, 3 * DAY));
    assert_eq!(view.record.deadline_at, Some(T0 + 3 * DAY));
    assert_eq!(view.record.move_hours, None);
}

#[tokio::test]
async fn the_first_move_is_charged_and_earns_the_increment() {
    let env = test_env!();
    let view = banked_game(&env, TimeBank::STANDARD, &[]).await;
    env.clock.advance(DAY + 5 * HOUR);
    let moved = env
        .service
        .games().play_move(view.id(), alice().id, "d4")
        .await
        .unwrap()
        .game;
    // 3 days - 1 day 5 h + 1 day.
    assert_eq!(moved.record.bank_left, banks(3 * DAY - 5 * HOUR, 3 * DAY));
    // Bob's whole reserve runs from now.
    assert_eq!(moved.record.deadline_at, Some(T0 + DAY + 5 * HOUR + 3 * DAY));
    env.clock.advance(2 * HOUR);
    let replied = env
        .service
        .games().play_move(view.id(), bob().id, "d5")
        .await
        .unwrap()
        .game;
    assert_eq!(
        replied.record.bank_left,
        banks(3 * DAY - 5 * HOUR, 3 * DAY - 2 * HOUR + DAY)
    );
    assert_eq!(
        replied.record.deadline_at,
        Some(env.clock_now() + 3 * DAY - 5 * HOUR),
        "Alice's clock runs from her reserve"
    );
}

#[tokio::test]
async fn the_increment_never_lifts_a_bank_above_its_cap() {
    let env = test_env!();
    // 2 hours + 1 hour a move, up to 2 hours.
    let view = banked_game(&env, hours_bank(2, 1, 2), &[]).await;
    env.clock.advance(30 * MINUTE);
    let moved = env
        .service
        .games().play_move(view.id(), alice().id, "d4")
        .await
        .unwrap()
        .game;
    assert_eq!(moved.record.bank_left, banks(2 * HOUR, 2 * HOUR));
}

#[tokio::test]
async fn bank_limits_are_refused_with_reasons() {
    let env = test_env!();
    let ask = |bank: TimeBank, move_hours: MoveHours| {
        let mut new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black);
        new.bank = Some(bank);
        new.move_hours = move_hours;
        env.service.challenges().create_challenge(new)
    };
    refused!(
        ask(hours_bank(0, 1, 2), MoveHours::Default),
        ServiceError::InvalidBank(BankError::Initial)
    );
    refused!(
        ask(hours_bank(24, 200, 48), MoveHours::Default),
        ServiceError::InvalidBank(BankError::Increment)
    );
    let error = refused!(
        ask(hours_bank(48, 1, 24), MoveHours::Default),
        ServiceError::InvalidBank(BankError::Cap { .. })
    );
    assert!(words(&error).contains("2 days"), "{error}");
    refused!(
        ask(TimeBank::FAST, MoveHours::Hours(24)),
        ServiceError::InvalidBank(BankError::WithMoveHours)
    );
}

#[tokio::test]
async fn a_bank_runs_out_exactly_at_zero() {
    let env = test_env!();
    let view = banked_game(&env, TimeBank::FAST, &["d4", "d5"]).await;
    // Alice has her whole day back (1 day + 12 h, capped at 3 days: 1.5 days).
    let deadline = view.record.deadline_at.unwrap();
    assert_eq!(deadline, T0 + DAY + 12 * HOUR);
    env.clock.set(deadline - 1);
    assert!(timeouts(&env.service.clocks().sweep().await.unwrap()).is_empty());
    env.clock.set(deadline);
    refused!(
        env.service.games().play_move(view.id(), alice().id, "d3"),
        ServiceError::Game(GameError::OutOfTime)
    );
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(timeouts(&events), [view.id()]);
    let ended = env.service.games().load_game(view.id()).await.unwrap();
    assert_eq!(ended.record.status, GameStatus::Finished);
    assert_eq!(ended.record.result, Some(Outcome::Win(Color::White)));
    assert_eq!(ended.record.ended_by, Some(EndedBy::Timeout));
    assert_eq!(ended.record.bank_left.unwrap().black, 0);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty(), "ended once");
}

#[tokio::test]
async fn a_long_bank_reminds_with_a_day_and_an_hour_left_once_each_across_restarts() {
    let mut env = test_env!();
    let view = banked_game(&env, TimeBank::STANDARD, &["d4"]).await;
    let deadline = view.record.deadline_at.unwrap();
    env.clock.set(deadline - DAY - 1);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    env.clock.set(deadline - DAY);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(
        reminders(&events),
        [(view.id(), bob().id.0, Reminder::DayLeft)]
    );
    env.restart().await;
    assert!(env.service.clocks().sweep().await.unwrap().is_empty(), "sent once");
    env.clock.set(deadline - HOUR);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(
        reminders(&events),
        [(view.id(), bob().id.0, Reminder::HourLeft)]
    );
    env.restart().await;
    env.clock.advance(30 * MINUTE);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty(), "sent once");
}

#[tokio::test]
async fn a_short_bank_reminds_at_half_and_with_a_tenth_left() {
    let env = test_env!();
    let view = banked_game(&env, hours_bank(10, 0, 10), &["d4"]).await;
    env.clock.advance(5 * HOUR - 1);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    env.clock.advance(1);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(
        reminders(&events),
        [(view.id(), bob().id.0, Reminder::HalfUsed)]
    );
    env.clock.advance(4 * HOUR);
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(
        reminders(&events),
        [(view.id(), bob().id.0, Reminder::TenthLeft)]
    );
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_bank_deadline_passed_while_down_is_applied_once_after_restart() {
    let mut env = test_env!();
    let view = banked_game(&env, TimeBank::FAST, &["d4", "d5"]).await;
    env.store.close().await;
    env.clock.advance(5 * DAY);
    env.restart().await;
    let events = env.service.clocks().sweep().await.unwrap();
    assert_eq!(timeouts(&events), [view.id()]);
    assert!(reminders(&events).is_empty(), "no late reminder");
    env.restart().await;
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    let ended = env.service.games().load_game(view.id()).await.unwrap();
    assert_eq!(ended.record.ended_by, Some(EndedBy::Timeout));
    assert_eq!(ended.record.finished_at, Some(T0 + 5 * DAY));
}

#[tokio::test]
async fn the_clock_status_runs_the_mover_s_bank_down() {
    let env = test_env!();
    let view = banked_game(&env, TimeBank::STANDARD, &["d4"]).await;
    env.clock.advance(10 * HOUR);
    let status = env.service.clocks().clock_status(&view).await.unwrap();
    // Alice moved at once: 3 days + 1 day; Bob's reserve runs down.
    assert_eq!(status.bank_left, banks(4 * DAY, 3 * DAY - 10 * HOUR));
    assert_eq!(status.vacation_until, PerColor::default());
}

#[tokio::test]
async fn a_vacation_stops_the_clocks_in_every_game() {
    let env = test_env!();
    // Alice is to move in the first game, Bob in the second; the third is per move.
    let waiting = banked_game(&env, TimeBank::STANDARD, &[]).await;
    let answered = banked_game(&env, TimeBank::STANDARD, &["d4"]).await;
    let per_move = hex_game_after(&env, &[]).await;
    env.clock.advance(HOUR);
    let change = env.service.clocks().start_vacation(alice(), 5).await.unwrap();
    let until = T0 + HOUR + 5 * DAY;
    assert_eq!(change.vacation.ends_at, until);
    assert_eq!(change.games.len(), 3, "every game with a clock");
    assert_eq!(change.allowance_left_secs, 25 * DAY);

    let waiting = env.service.games().load_game(waiting.id()).await.unwrap();
    assert_eq!(waiting.record.deadline_at, Some(T0 + 3 * DAY + 5 * DAY));
    assert_eq!(waiting.record.clock_paused_until, Some(until));
    let per_move = env.service.games().load_game(per_move).await.unwrap();
    assert_eq!(per_move.record.deadline_at, Some(T0 + 72 * HOUR + 5 * DAY));
    let status = env.service.clocks().clock_status(&waiting).await.unwrap();
    assert_eq!(status.vacation_until.black, Some(until));
    assert_eq!(
        status.bank_left.unwrap().black,
        3 * DAY - HOUR,
        "the clock stands still"
    );

    // Bob's clock still runs; when he moves, Alice's turn waits for her return.
    let before = env.service.games().load_game(answered.id()).await.unwrap();
    assert_eq!(before.record.deadline_at, answered.record.deadline_at);
    env.clock.advance(DAY);
    let moved = env
        .service
        .games().play_move(answered.id(), bob().id, "d5")
        .await
        .unwrap()
        .game;
    assert_eq!(moved.record.deadline_at, Some(until + 4 * DAY));
    assert_eq!(moved.record.clock_paused_until, Some(until));

    // No reminder or loss on time while away, whatever the clock says.
    env.clock.set(until - 1);
    assert!(env.service.clocks().sweep().await.unwrap().is_empty());
    // Back: the clocks run from where they stopped.
    env.clock.set(until + 3 * DAY - HOUR - 1);
    assert!(timeouts(&env.service.clocks().sweep().await.unwrap()).is_empty());
    env.clock.set(until + 3 * DAY - HOUR);
    let events = env.service.clocks().sweep().await.unwrap();
    assert!(timeouts(&events).contains(&waiting.id()), "{events:?}");
}

#[tokio::test]
async fn ending_a_vacation_early_restarts_the_clocks_and_returns_the_days() {
    let env = test_env!();
    let game = banked_game(&env, TimeBank::STANDARD, &[]).await;
    env.service.clocks().start_vacation(alice(), 5).await.unwrap();
    env.clock.advance(2 * DAY);
    let change = env.service.clocks().end_vacation(alice().id).await.unwrap();
    assert_eq!(change.vacation.ends_at, T0 + 2 * DAY);
    assert_eq!(change.allowance_left_secs, 28 * DAY);
    let game = env.service.games().load_game(game.id()).await.unwrap();
    assert_eq!(game.record.deadline_at, Some(T0 + 2 * DAY + 3 * DAY));
    let status = env.service.clocks().clock_status(&game).await.unwrap();
    assert_eq!(status.vacation_until, PerColor::default());
    assert_eq!(status.bank_left.unwrap().black, 3 * DAY);
    refused!(
        env.service.clocks().end_vacation(alice().id),
        ServiceError::Vacation(VacationError::NotOnVacation)
    );
}

#[tokio::test]
async fn the_allowance_is_counted_per_calendar_year() {
    let env = test_env!();
    // T0 is 2023-11-14; 2024 starts 47 days and about 2 hours later.
    let new_year_2024 = 1_704_067_200;
    env.service.clocks().start_vacation(alice(), 20).await.unwrap();
    refused!(
        env.service.clocks().start_vacation(alice(), 1),
        ServiceError::Vacation(VacationError::AlreadyOnVacation { .. })
    );
    env.clock.advance(20 * DAY);
    let error = refused!(
        env.service.clocks().start_vacation(alice(), 15),
        ServiceError::Vacation(VacationError::AllowanceUsed {
            year: 2023,
            left_secs,
            allowance: 30,
        }) if *left_secs == 10 * DAY
    );
    assert!(words(&error).contains("10 days"), "{error}");
    refused!(
        env.service.clocks().start_vacation(alice(), 31),
        ServiceError::Vacation(VacationError::Days { max: 30 })
    );
    refused!(
        env.service.clocks().start_vacation(alice(), 0),
        ServiceError::Vacation(VacationError::Days { .. })
    );
    env.service.clocks().start_vacation(alice(), 10).await.unwrap();
    // A new year, a new allowance; Bob's was never touched.
    env.clock.set(new_year_2024);
    let change = env.service.clocks().start_vacation(alice(), 30).await.unwrap();
    assert_eq!(change.allowance_left_secs, 0);
    env.service.clocks().start_vacation(bob(), 30).await.unwrap();
}

#[tokio::test]
async fn a_vacation_spanning_new_year_counts_in_both_years() {
    let env = test_env!();
    let new_year_2024 = 1_704_067_200;
    env.clock.set(new_year_2024 - 10 * DAY);
    env.service.clocks().start_vacation(alice(), 25).await.unwrap();
    env.clock.set(new_year_2024 + 20 * DAY);
    let (left, current) = env.service.clocks().vacation_status(alice().id).await.unwrap();
    assert_eq!(left, 15 * DAY, "15 of the 25 days fall in 2024");
    assert!(current.is_none());
}

#[tokio::test]
async fn a_vacation_cannot_dodge_a_deadline_less_than_an_hour_away() {
    let env = test_env!();
    let game = hex_game_after(&env, &["d4"]).await;
    env.clock.advance(71 * HOUR);
    env.clock.advance(1);
    let error = refused!(
        env.service.clocks().start_vacation(bob(), 3),
        ServiceError::Vacation(VacationError::DeadlineTooClose { game: id }) if *id == game.0
    );
    assert!(words(&error).contains("less than an hour"), "{error}");
    // Alice is not to move there: her vacation may start.
    env.service.clocks().start_vacation(alice(), 3).await.unwrap();
    let view = env.service.games().load_game(game).await.unwrap();
    assert_eq!(
        view.record.deadline_at,
        Some(T0 + 72 * HOUR),
        "Bob's clock runs on"
    );
}

#[tokio::test]
async fn a_game_accepted_during_a_vacation_waits_for_black_s_return() {
    let env = test_env!();
    env.service.clocks().start_vacation(alice(), 2).await.unwrap();
    env.clock.advance(HOUR);
    let view = banked_game(&env, TimeBank::FAST, &[]).await;
    assert_eq!(view.record.deadline_at, Some(T0 + 2 * DAY + DAY));
    assert_eq!(view.record.clock_paused_until, Some(T0 + 2 * DAY));
}

#[tokio::test]
async fn a_vacation_leaves_unlimited_games_alone() {
    let env = test_env!();
    let mut new = challenge_of(&alice(), &bob(), GameKind::AbandeHex, ColorChoice::Black);
    new.move_hours = MoveHours::Unlimited;
    let challenge = env.service.challenges().create_challenge(new).await.unwrap();
    assert_eq!(challenge.status, ChallengeStatus::Pending);
    let unlimited = env
        .service
        .challenges().accept_challenge(challenge.id, bob())
        .await
        .unwrap();
    let change = env.service.clocks().start_vacation(alice(), 3).await.unwrap();
    assert!(change.games.is_empty());
    let unlimited = env.service.games().load_game(unlimited.id()).await.unwrap();
    assert_eq!(unlimited.record.deadline_at, None);
    assert_eq!(unlimited.record.clock_paused_until, None);
}
