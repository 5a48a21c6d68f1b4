//! The game service on a fresh database with a manual clock ([`TestEnv`]):
//! an SQLite file, or a PostgreSQL database of its own (`postgres.rs`);
//! and short-hands for players and games set up through the
//! service: start a game, play a list of moves, resign, play at random.

use std::sync::Arc;

use abande_bot::service::{
    Challenge, Clock, ColorChoice, DueEvent, GameId, GameService, GameView, ManualClock, MoveHours,
    NewChallenge, Place, Player, RatingRange, Reminder, ServiceConfig,
};
pub use abande_bot::store::Backend;
use abande_bot::store::PoolSettings;
pub use abande_bot::store::Store;
use abande_rules::GameKind;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use tempfile::TempDir;

/// Awaits `call`, a service request that must be refused, and checks that
/// the error matches `pattern` (printing it if not); gives the error.
macro_rules! refused {
    ($call:expr, $pattern:pat $(if $guard:expr)?) => {{
        let error = $call.await.unwrap_err();
        assert!(matches!(&error, $pattern $(if $guard)?), "{error:?}");
        error
    }};
}
pub(crate) use refused;

/// The [`TestEnv`] of the calling test on the backend its suite runs on
/// (`BACKEND` in the module above the test's file: see `tests/service/main.rs`);
/// returns from the test when that is PostgreSQL and it is unavailable
/// (which `postgres.rs` reports, and fails under `CI`).
macro_rules! test_env {
    () => {
        match TestEnv::new(super::BACKEND).await {
            Some(env) => env,
            None => return,
        }
    };
}
pub(crate) use test_env;

/// 2023-11-14, an arbitrary fixed start.
pub const T0: i64 = 1_700_000_000;
pub const HOUR: i64 = 3600;
pub const PLACE: Place = Place {
    guild_id: Some(42),
    channel_id: 4242,
    language: abande_bot::model::Lang::En,
};

pub struct TestEnv {
    /// Keeps the SQLite database's directory alive for the test's duration.
    pub dir: TempDir,
    pub backend: Backend,
    pub url: String,
    pub clock: Arc<ManualClock>,
    pub service: GameService,
    /// The database the service was built on, for what a test reads or
    /// plants behind the service's back (the service hands out no store).
    pub store: Store,
}

impl TestEnv {
    /// A fresh database on `backend`; `None` when that is PostgreSQL and
    /// none is available (see `postgres.rs`).
    pub async fn new(backend: Backend) -> Option<TestEnv> {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = match backend {
            Backend::Sqlite => database_url(&dir),
            Backend::Postgres => {
                let test = std::thread::current()
                    .name()
                    .unwrap_or("a test")
                    .to_string();
                super::postgres::fresh_database(&test).await?
            }
        };
        let clock = Arc::new(ManualClock::new(T0));
        let (service, store) = open_service_and_store(&url, clock.clone()).await;
        Some(TestEnv {
            dir,
            backend,
            url,
            clock,
            service,
            store,
        })
    }

    /// A fresh SQLite file (always available).
    pub async fn sqlite() -> TestEnv {
        TestEnv::new(Backend::Sqlite).await.expect("SQLite")
    }

    /// Runs one statement binding `id` as `$1` on the database directly,
    /// behind the service's back (to plant data the service would refuse).
    pub async fn execute(&self, statement: &str, id: i64) {
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&self.url).await.expect("connect");
        sqlx::query(statement)
            .bind(id)
            .execute(&pool)
            .await
            .unwrap_or_else(|e| panic!("{statement}: {e}"));
        pool.close().await;
    }

    /// Closes the database and opens the same file again, as after a restart.
    pub async fn restart(&mut self) {
        self.store.close().await;
        (self.service, self.store) = open_service_and_store(&self.url, self.clock.clone()).await;
    }

    /// The time the service reads now.
    pub fn clock_now(&self) -> i64 {
        use abande_bot::service::Clock;
        self.clock.now()
    }

    /// The database opened as `seed-db` opens it: bulk statements without
    /// the bot's 4 s statement timeout, which a loaded machine can pass
    /// while a batch of 2,000 seeded games is inserted.
    pub async fn batch_store(&self) -> Store {
        Store::open_with(&self.url, PoolSettings::BATCH)
            .await
            .expect("open store for seeding")
    }

    /// A second service on the same file, as another process would have.
    pub async fn second_process(&self) -> GameService {
        open_service(&self.url, self.clock.clone()).await
    }

    /// [`TestEnv::second_process`], with the store it was built on.
    pub async fn second_process_and_store(&self) -> (GameService, Store) {
        open_service_and_store(&self.url, self.clock.clone()).await
    }
}

/// A fresh database file in `dir`.
/// What a player reads for `error` (in English): the refusal's words, not
/// its `Display`, which is for logs.
pub fn words(error: &abande_bot::service::ServiceError) -> String {
    abande_bot::words::refusal::service_error(abande_bot::i18n::Lang::En, error)
}

pub fn database_url(dir: &TempDir) -> String {
    format!("sqlite://{}", dir.path().join("bot.db").display())
}

/// The service on the database at `url`, reading the time from `clock`.
pub async fn open_service(url: &str, clock: Arc<dyn Clock>) -> GameService {
    open_service_and_store(url, clock).await.0
}

/// [`open_service`], with the store it was built on.
pub async fn open_service_and_store(url: &str, clock: Arc<dyn Clock>) -> (GameService, Store) {
    let store = Store::open(url).await.expect("open store");
    let service = GameService::new(store.clone(), clock, ServiceConfig::default());
    (service, store)
}

pub fn alice() -> Player {
    Player::new(1001, "Alice")
}

pub fn bob() -> Player {
    Player::new(1002, "Bob")
}

pub fn carol() -> Player {
    Player::new(1003, "Carol")
}

pub fn challenge_of(
    challenger: &Player,
    opponent: &Player,
    kind: GameKind,
    color: ColorChoice,
) -> NewChallenge {
    NewChallenge {
        challenger: challenger.clone(),
        opponent: Some(opponent.clone()),
        kind,
        color,
        move_hours: MoveHours::Default,
        place: PLACE,
        rated: true,
        rating_range: RatingRange::default(),
        rematch_of: None,
        bank: None,
    }
}

/// Alice's challenge to Bob (Abalone, colour by lot), not yet answered.
pub async fn pending_challenge(service: &GameService) -> Challenge {
    let new = challenge_of(&alice(), &bob(), GameKind::Abalone, ColorChoice::Random);
    service.challenges().create_challenge(new).await.unwrap()
}

/// Challenges and accepts: `black` challenges `white`, asking for Black.
pub async fn start_game(
    service: &GameService,
    kind: GameKind,
    black: &Player,
    white: &Player,
) -> GameView {
    start_game_in(service, kind, black, white, PLACE).await
}

/// [`start_game`] in `place`.
pub async fn start_game_in(
    service: &GameService,
    kind: GameKind,
    black: &Player,
    white: &Player,
    place: Place,
) -> GameView {
    let new = NewChallenge {
        place,
        ..challenge_of(black, white, kind, ColorChoice::Black)
    };
    let challenge = service
        .challenges()
        .create_challenge(new)
        .await
        .expect("create challenge");
    service
        .challenges()
        .accept_challenge(challenge.id, white.clone())
        .await
        .expect("accept")
}

/// Plays `moves` in `game`, Black's first, then alternating between the players.
pub async fn play_moves(
    service: &GameService,
    game: GameId,
    black: &Player,
    white: &Player,
    moves: &[&str],
) {
    for (i, text) in moves.iter().enumerate() {
        let by = if i % 2 == 0 { black } else { white };
        service
            .games()
            .play_move(game, by.id, text)
            .await
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// Alice (Black) and Bob (White) in Abande hex (72 hours per move) after `moves`.
pub async fn hex_game_after(env: &TestEnv, moves: &[&str]) -> GameId {
    let view = start_game(&env.service, GameKind::AbandeHex, &alice(), &bob()).await;
    play_moves(&env.service, view.id(), &alice(), &bob(), moves).await;
    view.id()
}

/// Starts a game and has `loser` resign it one hour later.
pub async fn resigned_game(
    env: &TestEnv,
    kind: GameKind,
    black: &Player,
    white: &Player,
    loser: &Player,
) -> GameId {
    let game = start_game(&env.service, kind, black, white).await;
    env.clock.advance(HOUR);
    env.service
        .games()
        .resign(game.id(), loser.id, None)
        .await
        .unwrap();
    game.id()
}

/// A random legal move for the side to move, never a voluntary pass (so
/// games end by forced, automatic passes).
pub fn random_move_text(view: &GameView, rng: &mut StdRng) -> String {
    let moves: Vec<String> = view
        .game
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .filter(|m| m != "pass")
        .collect();
    moves.choose(rng).expect("a move other than pass").clone()
}

/// Plays `plies` random moves (fewer if the game ends), returning the final view.
pub async fn play_random(
    service: &GameService,
    mut view: GameView,
    plies: usize,
    rng: &mut StdRng,
) -> GameView {
    for _ in 0..plies {
        let Some(player) = view.player_to_move().cloned() else {
            break;
        };
        let text = random_move_text(&view, rng);
        view = service
            .games()
            .play_move(view.id(), player.id, &text)
            .await
            .expect("legal move")
            .game;
    }
    view
}

/// Finds a seed whose random game (as played by [`play_random`]) ends with
/// `wanted`, by simulating on the rules engine alone.
pub fn seed_ending_in(kind: GameKind, wanted: abande_rules::Outcome) -> u64 {
    use abande_rules::Game;
    use rand::SeedableRng;
    (0..500)
        .find(|&seed| {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut game = Game::new(kind);
            while !game.is_over() {
                if game.only_move_is_pass() {
                    game.play_text("pass").unwrap();
                    continue;
                }
                let moves: Vec<String> = game
                    .legal_moves()
                    .iter()
                    .map(ToString::to_string)
                    .filter(|m| m != "pass")
                    .collect();
                game.play_text(moves.choose(&mut rng).unwrap()).unwrap();
            }
            game.outcome() == Some(wanted)
        })
        .expect("some seed ends that way")
}

/// Plays a whole random game from `seed`.
pub async fn play_out(service: &GameService, view: GameView, seed: u64) -> GameView {
    use rand::SeedableRng;
    let mut rng = StdRng::seed_from_u64(seed);
    play_random(service, view, usize::MAX, &mut rng).await
}

/// The reminders in a sweep's events: game, player to nudge, which one.
pub fn reminders(events: &[DueEvent]) -> Vec<(GameId, u64, Reminder)> {
    events
        .iter()
        .filter_map(|e| match e {
            DueEvent::Reminder {
                game,
                player,
                reminder,
            } => Some((game.id(), player.id.0, *reminder)),
            _ => None,
        })
        .collect()
}

/// The games a sweep's events ended on time.
pub fn timeouts(events: &[DueEvent]) -> Vec<GameId> {
    events
        .iter()
        .filter_map(|e| match e {
            DueEvent::TimedOut(game) => Some(game.id()),
            _ => None,
        })
        .collect()
}
