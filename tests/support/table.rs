//! The end-to-end fixture: the real bot (started by the same code as `main`)
//! against the Discord double, with Alice and Bob at the table. Games start
//! through `/challenge` and its Accept button; moves go through `/move`.

use std::sync::Arc;
use std::time::Duration;

use abande_bot::app::{Config, StartOptions};
use abande_bot::discord::RateLimit;
use abande_bot::service::{Clock, GameId, GameService, ManualClock, Player, Subject, SystemClock};
use serde_json::{Value, json};
use tempfile::TempDir;

use super::bot::{COMMANDS, RunningBot, button, config_for, decoded_images};
use super::discord_double::{ChannelRecord, DiscordDouble, DoubleUser, RecordedMessage};
use super::service_env::{T0, database_url, open_service_and_store};
use super::wait::{self, SOON};

pub struct Table {
    pub double: DiscordDouble,
    pub bot: RunningBot,
    pub alice: DoubleUser,
    pub bob: DoubleUser,
    /// The bot's database, which outlives restarts.
    pub url: String,
    config: Config,
    options: StartOptions,
    clock: Option<Arc<ManualClock>>,
    _dir: TempDir,
}

impl Table {
    /// The bot on the system clock, with a rate limit too high to matter.
    pub async fn start() -> Table {
        Table::launch(|_| {}, StartOptions::default(), None).await
    }

    /// The bot on `backend`: an SQLite file, or a PostgreSQL database of its
    /// own named for `test`; `None` when PostgreSQL is unavailable (see
    /// `postgres.rs`, which fails under `CI` instead).
    pub async fn on(backend: super::service_env::Backend, test: &str) -> Option<Table> {
        let url = match backend {
            super::service_env::Backend::Sqlite => None,
            super::service_env::Backend::Postgres => {
                Some(super::postgres::fresh_database(test).await?)
            }
        };
        Some(Table::launch_at(url, |_| {}, StartOptions::default(), None).await)
    }

    /// The bot on a manual clock at [`T0`], its scheduler sweeping every 50 ms.
    pub async fn with_manual_clock() -> Table {
        let clock = Arc::new(ManualClock::new(T0));
        let options = StartOptions {
            clock: clock.clone(),
            sweep_every: Duration::from_millis(50),
            ..StartOptions::default()
        };
        Table::launch(|_| {}, options, Some(clock)).await
    }

    /// The bot with `options` (e.g. quicker puzzle searches).
    pub async fn with_options(options: StartOptions) -> Table {
        Table::launch(|_| {}, options, None).await
    }

    /// The bot with its configuration changed by `configure` (e.g. a
    /// `metrics_addr`).
    pub async fn configured(configure: impl FnOnce(&mut Config)) -> Table {
        Table::launch(configure, StartOptions::default(), None).await
    }

    /// The bot with the rate limit `rate_limit`.
    pub async fn with_rate_limit(rate_limit: RateLimit) -> Table {
        Table::launch(
            |config| config.rate_limit = rate_limit,
            StartOptions::default(),
            None,
        )
        .await
    }

    async fn launch(
        configure: impl FnOnce(&mut Config),
        options: StartOptions,
        clock: Option<Arc<ManualClock>>,
    ) -> Table {
        Table::launch_at(None, configure, options, clock).await
    }

    /// [`Table::launch`] on the database at `url` (a new SQLite file if `None`).
    async fn launch_at(
        url: Option<String>,
        configure: impl FnOnce(&mut Config),
        options: StartOptions,
        clock: Option<Arc<ManualClock>>,
    ) -> Table {
        let double = DiscordDouble::start().await;
        let dir = tempfile::tempdir().unwrap();
        let url = url.unwrap_or_else(|| database_url(&dir));
        let mut config = config_for(&double, &url);
        configure(&mut config);
        let bot = RunningBot::launch(config.clone(), options.clone()).await;
        double.wait_for_commands(&COMMANDS).await;
        let alice = double.user("alice");
        let bob = double.user("bob");
        Table {
            double,
            bot,
            alice,
            bob,
            url,
            config,
            options,
            clock,
            _dir: dir,
        }
    }

    /// The configuration the bot was started with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The manual clock the bot reads (see [`Table::with_manual_clock`]).
    pub fn clock(&self) -> &ManualClock {
        self.clock
            .as_deref()
            .expect("a table started with Table::with_manual_clock")
    }

    /// A second process on the same database, configuration and clock,
    /// started while this one still runs (an overlapping deploy): its
    /// background tasks run (sweep, delivery), its gateway is not connected.
    /// Stop it with `Background::shut_down`.
    pub async fn start_second_process(&self) -> abande_bot::app::Background {
        let (_client, background) =
            abande_bot::app::prepare_with(&self.config, self.options.clone())
                .await
                .expect("the second process starts");
        background
    }

    /// Stops the bot like a process exit and starts it again on the same
    /// database, configuration and clock.
    pub async fn restart(self) -> Table {
        let Table { bot, .. } = self;
        bot.stop().await;
        let bot = RunningBot::launch(self.config.clone(), self.options.clone()).await;
        Table { bot, ..self }
    }

    /// Stops the bot, lets `while_down` change its database as another
    /// process would, and starts the bot again.
    pub async fn restart_after(self, while_down: impl AsyncFnOnce(&GameService)) -> Table {
        let Table { bot, .. } = self;
        bot.stop().await;
        let clock: Arc<dyn Clock> = match &self.clock {
            Some(clock) => clock.clone(),
            None => Arc::new(SystemClock),
        };
        let (service, store) = open_service_and_store(&self.url, clock).await;
        while_down(&service).await;
        store.close().await;
        let bot = RunningBot::launch(self.config.clone(), self.options.clone()).await;
        Table { bot, ..self }
    }

    /// Alice (Black) challenges Bob to `kind`, Bob accepts; returns the
    /// game's channel (its thread), once the first board is there.
    pub async fn start_game(&self, kind: &str) -> u64 {
        let opened = open_game(&self.double, &self.alice, &self.bob, kind).await;
        let message = &opened.challenge;
        assert!(
            message.content.contains(&format!("<@{}>", self.bob.id)),
            "the opponent is mentioned: {}",
            message.content
        );
        let thread = &opened.thread;
        assert!(
            thread.name.contains("alice vs bob"),
            "thread name: {}",
            thread.name
        );
        let start = &opened.board;
        assert_eq!(decoded_images(start).len(), 1);
        assert!(
            start.content.contains(&format!("<@{}>", self.alice.id)),
            "who moves first is mentioned: {}",
            start.content
        );
        thread.id
    }

    /// The game played in `thread` (panics if there is none).
    pub async fn game_in(&self, thread: u64) -> GameId {
        self.bot
            .service
            .games()
            .game_for_thread(thread)
            .await
            .unwrap()
            .unwrap_or_else(|| panic!("no game in thread {thread}"))
    }

    /// How many moves the stored game `game` has.
    pub async fn ply_of(&self, game: GameId) -> usize {
        let view = self.bot.service.games().load_game(game).await.unwrap();
        view.game.ply()
    }

    /// Sends the slash command `name` and returns the message the bot answered with.
    pub async fn command(
        &self,
        user: &DoubleUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> RecordedMessage {
        self.double
            .slash(user, channel, name, options)
            .await
            .final_message()
            .await
    }

    /// Sends `/command` (a draw offer, a takeback request) and checks the
    /// answer is public.
    pub async fn request(&self, user: &DoubleUser, channel: u64, command: &str) -> RecordedMessage {
        let message = self.command(user, channel, command, json!({})).await;
        assert!(!message.is_ephemeral(), "{command}: {}", message.content);
        message
    }

    /// Clicks `custom_id` on `message` and waits for the bot's whole answer
    /// (after a deferral, the edit or follow-up that completes it).
    pub async fn click(&self, user: &DoubleUser, message: &RecordedMessage, custom_id: &str) {
        self.double
            .click(user, message, custom_id)
            .await
            .final_message()
            .await;
    }

    /// Clicks `custom_id` on `message` and returns the message the bot answered with.
    pub async fn click_reply(
        &self,
        user: &DoubleUser,
        message: &RecordedMessage,
        custom_id: &str,
    ) -> RecordedMessage {
        self.double
            .click(user, message, custom_id)
            .await
            .final_message()
            .await
    }

    /// `user` asks `/resign` in `channel` (a private question), confirms
    /// with "Yes, resign", and the game's end is posted; returns that post.
    pub async fn resign(&self, user: &DoubleUser, channel: u64) -> RecordedMessage {
        let ask = self.command(user, channel, "resign", json!({})).await;
        assert!(ask.is_ephemeral(), "{}", ask.content);
        self.click(user, &ask, &button(&ask, "ab:resign:")).await;
        self.double
            .wait_for_message(channel, |m| {
                m.content.contains("resigned") && !m.attachments.is_empty()
            })
            .await
    }

    /// Sends `/move` and returns the message the bot answered with.
    pub async fn play(&self, user: &DoubleUser, channel: u64, text: &str) -> RecordedMessage {
        self.command(user, channel, "move", json!({"move": text}))
            .await
    }

    /// Sends `/move` and checks the answer is a public board.
    pub async fn play_ok(&self, user: &DoubleUser, channel: u64, text: &str) -> RecordedMessage {
        let reply = self.play(user, channel, text).await;
        assert!(
            !reply.is_ephemeral(),
            "{text} was refused: {}",
            reply.content
        );
        assert_eq!(decoded_images(&reply).len(), 1, "a board after {text}");
        reply
    }

    /// Plays `moves` in `channel`, Alice (Black) first, then alternating; the
    /// answer to the last one.
    pub async fn play_all(&self, channel: u64, moves: &[&str]) -> Option<RecordedMessage> {
        let mut last = None;
        for (i, text) in moves.iter().enumerate() {
            let player = if i % 2 == 0 { &self.alice } else { &self.bob };
            last = Some(self.play_ok(player, channel, text).await);
        }
        last
    }

    /// Sends `/move`, checks it is refused privately, and returns the reason.
    pub async fn refused(&self, user: &DoubleUser, channel: u64, text: &str) -> String {
        let reply = self.play(user, channel, text).await;
        assert!(
            reply.is_ephemeral(),
            "{text} should be refused privately, got {}",
            reply.content
        );
        assert!(reply.attachments.is_empty());
        reply.content
    }

    /// How many messages in `channel` contain `needle`.
    pub fn count(&self, channel: u64, needle: &str) -> usize {
        self.double
            .messages(channel)
            .iter()
            .filter(|m| m.content.contains(needle))
            .count()
    }

    /// How many announcements of game `id` the outbox still owes.
    pub async fn owed(&self, id: GameId) -> usize {
        self.bot
            .service
            .outbox()
            .announcements_of(Subject::Game(id))
            .await
            .unwrap()
            .iter()
            .filter(|(_, settled)| settled.is_none())
            .count()
    }

    /// Waits until the outbox owes nothing for game `id`: its delivery
    /// worker has nothing of it left to post.
    pub async fn wait_settled(&self, id: GameId) {
        let what = format!("game {id} owes no announcement");
        wait::until_true(&what, SOON, async || self.owed(id).await == 0).await;
    }

    /// Waits until the outbox owes nothing at all.
    pub async fn wait_outbox_empty(&self) {
        let service = &self.bot.service;
        wait::until_true("the outbox owes nothing", SOON, async || {
            service
                .outbox()
                .undelivered_announcements()
                .await
                .unwrap()
                .is_empty()
        })
        .await;
    }

    /// Runs a deadline sweep now, the bot's own (under its lease), and
    /// asserts it finds nothing due: what a later sweep of the bot would
    /// find, decided at once instead of waited for.
    pub async fn assert_nothing_due(&self) {
        let due = self.bot.service.clocks().sweep().await.unwrap();
        assert!(due.is_empty(), "a sweep found more due: {due:?}");
    }
}

/// The player the bot records for `user`.
pub fn player_of(user: &DoubleUser) -> Player {
    Player::new(user.id, user.name.clone())
}

/// What opening a game through the double showed.
pub struct OpenedGame {
    /// The public challenge, as posted.
    pub challenge: RecordedMessage,
    /// The game's thread.
    pub thread: ChannelRecord,
    /// The first board in the thread.
    pub board: RecordedMessage,
}

/// `black` challenges `white` to `kind` (choosing Black) in the general
/// channel and `white` accepts; returns once the first board is in the
/// game's thread. Safe to run many at once: the thread is the new one named
/// for the players.
pub async fn open_game(
    double: &DiscordDouble,
    black: &DoubleUser,
    white: &DoubleUser,
    kind: &str,
) -> OpenedGame {
    open_game_in(double, double.general_channel(), black, white, kind).await
}

/// [`open_game`] in `channel` (of any server).
pub async fn open_game_in(
    double: &DiscordDouble,
    channel: u64,
    black: &DoubleUser,
    white: &DoubleUser,
    kind: &str,
) -> OpenedGame {
    let options = json!({"person": {"user": white.id, "kind": kind, "color": "black"}});
    let challenge = double
        .slash(black, channel, "challenge", options)
        .await
        .final_message()
        .await;
    assert!(
        !challenge.is_ephemeral(),
        "a challenge is public; refused: {}",
        challenge.content
    );
    let before: Vec<u64> = double.threads_of(channel).iter().map(|t| t.id).collect();
    double
        .click(white, &challenge, &button(&challenge, "ab:accept:"))
        .await
        .callback()
        .await;
    let suffix = format!("· {} vs {}", black.name, white.name);
    let thread = wait::until(&format!("a thread for {suffix}"), SOON, async || {
        double
            .threads_of(channel)
            .into_iter()
            .find(|t| t.name.ends_with(&suffix) && !before.contains(&t.id))
    })
    .await;
    let board = double
        .wait_for_message(thread.id, |m| !m.attachments.is_empty())
        .await;
    OpenedGame {
        challenge,
        thread,
        board,
    }
}

/// The thread the bot opens in `channel` after an accepted challenge, when
/// `before` threads were there.
pub async fn wait_for_new_thread(
    double: &DiscordDouble,
    channel: u64,
    before: usize,
) -> ChannelRecord {
    let thread = wait::within(SOON, async || {
        double.threads_of(channel).get(before).cloned()
    })
    .await;
    thread.unwrap_or_else(|| {
        panic!(
            "no game thread after {SOON:?}; requests: {:?}",
            double.requests()
        )
    })
}

/// How many messages in `channel` carry a board (an image).
pub fn boards_in(t: &Table, channel: u64) -> usize {
    t.double
        .messages(channel)
        .iter()
        .filter(|m| !m.attachments.is_empty())
        .count()
}
