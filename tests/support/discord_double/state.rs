//! The world the double keeps: guild, channels, users, messages, commands,
//! interactions, plus everything a test asserts on afterwards (violations,
//! unknown routes). One `std::sync::Mutex` guards it; it is never held across
//! an `.await`, and every change wakes the waiters through a `Notify`.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::sync::{Notify, mpsc};

use super::limits::Limits;

/// How long any `wait_*` helper waits before failing the test.
pub const WAIT_TIMEOUT: Duration = Duration::from_secs(10);

/// Fixed snowflakes of the test world. Users get ids derived from their names.
pub const GUILD_ID: u64 = 100_000_000_000_000_001;
pub const APPLICATION_ID: u64 = 200_000_000_000_000_001;
pub const BOT_USER_ID: u64 = APPLICATION_ID;
pub const GENERAL_CHANNEL_ID: u64 = 300_000_000_000_000_001;
/// The bot's token in the test world: every REST call but an
/// interaction's answer must carry it (`Authorization: Bot ...`), or it is
/// answered 401, as Discord answers a wrong or reset token.
pub const BOT_TOKEN: &str = "double-token";
const FIRST_GENERATED_ID: u64 = 500_000_000_000_000_000;

/// A Discord user of the test world (a player or the bot itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoubleUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// The Discord locale the user's client sends with interactions.
    pub locale: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelKind {
    Text,
    PublicThread,
    PrivateThread,
    Dm,
}

impl ChannelKind {
    /// Discord's numeric channel type.
    pub fn code(self) -> u8 {
        match self {
            ChannelKind::Text => 0,
            ChannelKind::Dm => 1,
            ChannelKind::PublicThread => 11,
            ChannelKind::PrivateThread => 12,
        }
    }
}

#[derive(Clone, Debug)]
pub struct ChannelRecord {
    pub id: u64,
    pub name: String,
    pub kind: ChannelKind,
    /// The text channel a thread lives in.
    pub parent_id: Option<u64>,
    /// The DM partner, for DM channels.
    pub recipient: Option<u64>,
    /// The server the channel is in; `None` for DMs.
    pub guild_id: Option<u64>,
    /// When set, creating a thread here answers 403 Missing Permissions.
    pub threads_forbidden: bool,
}

/// A file uploaded in a multipart request, bytes intact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedAttachment {
    pub id: u64,
    pub filename: String,
    /// The attachment's description (alt text), as the bot sent it.
    pub description: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// A message as the double stored it, from a channel post, an interaction
/// response, a follow-up or an edit.
#[derive(Clone, Debug)]
pub struct RecordedMessage {
    pub id: u64,
    pub channel_id: u64,
    pub author_id: u64,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<RecordedAttachment>,
    pub flags: u64,
    /// Set for messages answering an interaction (original or follow-up).
    pub interaction_token: Option<String>,
    pub edited: bool,
    /// When the double stored the message or its last edit (for latency figures).
    pub updated_at: Instant,
}

impl RecordedMessage {
    pub fn is_ephemeral(&self) -> bool {
        self.flags & super::limits::EPHEMERAL_FLAG != 0
    }

    /// All `custom_id`s of the buttons and menus in the message, row by row.
    pub fn custom_ids(&self) -> Vec<String> {
        self.component_fields("custom_id")
    }

    /// The `url`s of the link buttons in the message, row by row.
    pub fn urls(&self) -> Vec<String> {
        self.component_fields("url")
    }

    /// The values the select menu `custom_id` offers, in order.
    pub fn select_values(&self, custom_id: &str) -> Vec<String> {
        self.select_options(custom_id)
            .iter()
            .filter_map(|o| o["value"].as_str().map(str::to_owned))
            .collect()
    }

    /// The options (label, value, description) of the select menu `custom_id`.
    pub fn select_options(&self, custom_id: &str) -> Vec<Value> {
        self.components
            .iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .find(|c| c["type"].as_u64() == Some(3) && c["custom_id"] == custom_id)
            .and_then(|menu| menu["options"].as_array().cloned())
            .unwrap_or_default()
    }

    /// The labels of the message's buttons, row by row.
    pub fn button_labels(&self) -> Vec<String> {
        self.component_fields("label")
    }

    /// The text field `field` of each button and menu that has it, row by row.
    fn component_fields(&self, field: &str) -> Vec<String> {
        self.components
            .iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|component| component[field].as_str().map(str::to_owned))
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InteractionKind {
    Command,
    Component,
    Autocomplete,
    /// A modal's submission (the modal opened by a click or a command).
    ModalSubmit,
}

impl InteractionKind {
    pub fn code(self) -> u8 {
        match self {
            InteractionKind::Command => 2,
            InteractionKind::Component => 3,
            InteractionKind::Autocomplete => 4,
            InteractionKind::ModalSubmit => 5,
        }
    }
}

/// The bot's answer to `POST /interactions/{id}/{token}/callback`.
#[derive(Clone, Debug)]
pub struct Callback {
    /// 4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete, 9 modal.
    pub kind: u64,
    /// The callback's `data` object (empty object when absent).
    pub data: Value,
    pub attachments: Vec<RecordedAttachment>,
    /// When the double received it (for latency figures).
    pub received_at: Instant,
}

#[derive(Clone, Debug)]
pub struct InteractionRecord {
    pub id: u64,
    pub token: String,
    pub kind: InteractionKind,
    pub channel_id: u64,
    pub sent_at: Instant,
    pub callbacks: Vec<Callback>,
    /// The message the original response created (types 4 and 5), or the
    /// message a component sits on (the one a type 7 updates).
    pub original_message_id: Option<u64>,
    pub followup_ids: Vec<u64>,
    /// Set once the original response was edited through the webhook.
    pub original_edited: bool,
}

/// A rule of Discord's that the bot broke; tests assert there are none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub route: String,
    pub problem: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.route, self.problem)
    }
}

#[derive(Clone, Copy, Debug)]
pub enum InjectedFailure {
    Status(u16),
    /// The request is carried out, but the answer is this status instead:
    /// an answer lost on the way back.
    LoseAnswer(u16),
    RateLimit {
        retry_after_secs: f64,
        /// The whole API is closed for everything but interaction answers.
        global: bool,
    },
    /// The request is carried out normally, after this long: a slow Discord.
    Slow(std::time::Duration),
}

#[derive(Clone, Debug)]
pub struct Injection {
    /// Matched as a substring of `"METHOD /api/v10/path"`.
    pub route_filter: String,
    pub remaining: usize,
    /// Matches no more after this (an outage of a given length).
    pub until: Option<std::time::Instant>,
    pub failure: InjectedFailure,
}

/// What the gateway task is told to do from outside.
#[derive(Debug)]
pub enum GatewayCommand {
    Dispatch {
        event: &'static str,
        data: Value,
    },
    /// Close with a close frame (a reconnectable code).
    Drop,
    /// End the connection with no close frame, as a network failure would.
    Sever,
    /// Stop acknowledging heartbeats: the connection turns zombie.
    GoSilent,
}

/// The gateway sessions: one per shard, each with its own connection.
pub struct GatewayState {
    /// The live, identified (or resumed) connection of each shard.
    pub live: BTreeMap<u32, mpsc::UnboundedSender<GatewayCommand>>,
    /// Resumable sessions and their shard.
    pub sessions: BTreeMap<String, u32>,
    /// The last sequence number sent on each shard's session.
    pub sequences: BTreeMap<u32, u64>,
    /// How many shards the bot's IDENTIFYs said it runs (`shard[1]`).
    pub shard_count: u32,
    /// How many shards `GET /gateway/bot` advises.
    pub advised_shards: u32,
    /// `[shard_id, shard_count]` of every IDENTIFY, in order.
    pub identified_shards: Vec<[u32; 2]>,
    pub connections: usize,
    pub identifies: usize,
    pub resumes: usize,
    /// Asked of new connections in HELLO; `None`: Discord's usual 41.25 s.
    pub heartbeat_interval_ms: Option<u64>,
}

impl Default for GatewayState {
    fn default() -> Self {
        GatewayState {
            live: BTreeMap::new(),
            sessions: BTreeMap::new(),
            sequences: BTreeMap::new(),
            shard_count: 1,
            advised_shards: 1,
            identified_shards: Vec::new(),
            connections: 0,
            identifies: 0,
            resumes: 0,
            heartbeat_interval_ms: None,
        }
    }
}

/// The shard that receives the events of `guild` (`None`: a DM, shard 0).
pub fn shard_of(guild: Option<u64>, shard_count: u32) -> u32 {
    guild.map_or(0, |g| ((g >> 22) % u64::from(shard_count.max(1))) as u32)
}

#[derive(Clone, Debug)]
pub struct RegisteredCommand {
    pub id: u64,
    pub guild_id: Option<u64>,
    pub body: Value,
}

impl RegisteredCommand {
    pub fn name(&self) -> &str {
        self.body["name"].as_str().unwrap_or_default()
    }
}

pub struct World {
    next_id: u64,
    /// Messages created with `enforce_nonce`, by channel and nonce: the same
    /// nonce again returns the message instead of creating another.
    pub nonces: BTreeMap<(u64, String), (u64, std::time::Instant)>,
    pub limits: Limits,
    pub ws_url: String,
    /// Every server the bot is in, by id, with its name.
    pub guilds: BTreeMap<u64, String>,
    pub channels: BTreeMap<u64, ChannelRecord>,
    pub users: BTreeMap<u64, DoubleUser>,
    pub messages: BTreeMap<u64, RecordedMessage>,
    pub global_commands: Vec<RegisteredCommand>,
    pub guild_commands: Vec<RegisteredCommand>,
    pub interactions: HashMap<String, InteractionRecord>,
    pub violations: Vec<Violation>,
    pub unknown_routes: Vec<String>,
    pub requests: Vec<String>,
    pub injections: Vec<Injection>,
    /// After a 429 on a route: no call to it before this (else a violation).
    pub retry_not_before: HashMap<String, std::time::Instant>,
    /// Set by a global 429: no call but an interaction answer before then.
    pub global_retry_not_before: Option<std::time::Instant>,
    pub gateway: GatewayState,
    /// Off in load tests, where thousands of boards would fill memory.
    pub keep_attachment_bytes: bool,
    /// The server's locale, sent as `guild_locale` with its interactions.
    pub guild_locale: String,
    /// Every message body's `allowed_mentions` and whom it pinged, in order.
    pub mentions: Vec<MentionRecord>,
    /// Channels the bot may not post in (403 Missing Access).
    pub posting_forbidden: std::collections::BTreeSet<u64>,
    /// Every server's roles but `@everyone`, by id.
    pub roles: BTreeMap<u64, RoleRecord>,
    /// Each server's `@everyone` permissions ([`ALL_PERMISSIONS`] unless set).
    pub everyone_permissions: BTreeMap<u64, u64>,
    /// The roles of each user (the bot too), in whichever server they are.
    pub member_roles: BTreeMap<u64, Vec<u64>>,
    /// Each channel's permission overwrites (a thread has its parent's).
    pub overwrites: BTreeMap<u64, Vec<Overwrite>>,
    /// Threads archived now (by `PATCH /channels/{id}` with `archived`);
    /// a message posted in one unarchives it, as Discord does for a
    /// thread that is not locked.
    pub archived: std::collections::BTreeSet<u64>,
    /// Every `PATCH /channels/{id}` the bot sent, in order: the channel and
    /// the body.
    pub channel_patches: Vec<(u64, serde_json::Value)>,
    /// At most this many active (unarchived) threads per server; one more
    /// is refused with 160006, as Discord does (1,000 there).
    pub active_thread_limit: Option<usize>,
    /// The OAuth2 side (`oauth.rs`): codes handed out, tokens issued.
    pub oauth: super::oauth::OAuthState,
    /// The application's OAuth2 redirects (Developer Portal → OAuth2).
    pub redirect_uris: Vec<String>,
    /// Where the Activity's URL mapping for `/` sends Discord's proxy
    /// (`<application id>.discordsays.com`); none until set.
    pub activity_mapping: Option<String>,
}

/// Every permission Discord knows (bits 0 to 50).
pub const ALL_PERMISSIONS: u64 = (1 << 51) - 1;
pub const ADMINISTRATOR: u64 = 1 << 3;
pub const MANAGE_GUILD: u64 = 1 << 5;
pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const ATTACH_FILES: u64 = 1 << 15;
pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

/// A role of a server. A deleted role stays known to the double (a
/// client's stale list may still offer it) but Discord no longer lists it.
#[derive(Clone, Debug)]
pub struct RoleRecord {
    pub id: u64,
    pub guild_id: u64,
    pub name: String,
    pub permissions: u64,
    pub deleted: bool,
}

/// A channel's permission overwrite for a role (`member` false) or a member.
#[derive(Clone, Debug)]
pub struct Overwrite {
    pub id: u64,
    pub member: bool,
    pub allow: u64,
    pub deny: u64,
}

/// What one message body (create, edit, interaction answer) allowed to
/// ping, and the users it really pinged (mentioned in its text and allowed).
#[derive(Clone, Debug)]
pub struct MentionRecord {
    pub route: String,
    pub allowed_mentions: Value,
    pub pinged: Vec<u64>,
}

impl World {
    fn new() -> Self {
        let mut world = World {
            next_id: FIRST_GENERATED_ID,
            nonces: BTreeMap::new(),
            limits: Limits::default(),
            ws_url: String::new(),
            guilds: BTreeMap::from([(GUILD_ID, super::payloads::GUILD_NAME.to_string())]),
            channels: BTreeMap::new(),
            users: BTreeMap::new(),
            messages: BTreeMap::new(),
            global_commands: Vec::new(),
            guild_commands: Vec::new(),
            interactions: HashMap::new(),
            violations: Vec::new(),
            unknown_routes: Vec::new(),
            requests: Vec::new(),
            injections: Vec::new(),
            retry_not_before: HashMap::new(),
            global_retry_not_before: None,
            gateway: GatewayState::default(),
            keep_attachment_bytes: true,
            guild_locale: "en-US".into(),
            mentions: Vec::new(),
            posting_forbidden: std::collections::BTreeSet::new(),
            roles: BTreeMap::new(),
            everyone_permissions: BTreeMap::new(),
            member_roles: BTreeMap::new(),
            overwrites: BTreeMap::new(),
            archived: std::collections::BTreeSet::new(),
            channel_patches: Vec::new(),
            active_thread_limit: None,
            oauth: Default::default(),
            redirect_uris: Vec::new(),
            activity_mapping: None,
        };
        world.users.insert(
            BOT_USER_ID,
            DoubleUser {
                id: BOT_USER_ID,
                name: "abande-test-bot".into(),
                bot: true,
                locale: "en-US".into(),
            },
        );
        world.channels.insert(
            GENERAL_CHANNEL_ID,
            ChannelRecord {
                id: GENERAL_CHANNEL_ID,
                name: "general".into(),
                kind: ChannelKind::Text,
                parent_id: None,
                recipient: None,
                guild_id: Some(GUILD_ID),
                threads_forbidden: false,
            },
        );
        world
    }

    /// The live connection that receives the events of `channel`'s server.
    pub fn session_for_channel(
        &self,
        channel: u64,
    ) -> Option<mpsc::UnboundedSender<GatewayCommand>> {
        self.gateway
            .live
            .get(&self.shard_of_channel(channel))
            .cloned()
    }

    /// The shard that receives the events of `channel`'s server.
    pub fn shard_of_channel(&self, channel: u64) -> u32 {
        let guild = self.channels.get(&channel).and_then(|c| c.guild_id);
        shard_of(guild, self.gateway.shard_count)
    }

    /// The roles Discord lists for server `guild`, `@everyone` (the
    /// server's own id) first.
    pub fn roles_of(&self, guild: u64) -> Vec<RoleRecord> {
        let everyone = RoleRecord {
            id: guild,
            guild_id: guild,
            name: "@everyone".into(),
            permissions: self
                .everyone_permissions
                .get(&guild)
                .copied()
                .unwrap_or(ALL_PERMISSIONS),
            deleted: false,
        };
        let others = self
            .roles
            .values()
            .filter(|r| r.guild_id == guild && !r.deleted)
            .cloned();
        std::iter::once(everyone).chain(others).collect()
    }

    /// The roles `user` has in server `guild`.
    pub fn roles_in(&self, guild: u64, user: u64) -> Vec<u64> {
        let listed = self.roles_of(guild);
        self.member_roles
            .get(&user)
            .map(|roles| {
                roles
                    .iter()
                    .copied()
                    .filter(|r| listed.iter().any(|l| l.id == *r))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// `user`'s permissions in server `guild`, before any channel's overwrites.
    pub fn guild_permissions(&self, guild: u64, user: u64) -> u64 {
        let mine = self.roles_in(guild, user);
        let base = self
            .roles_of(guild)
            .iter()
            .filter(|r| r.id == guild || mine.contains(&r.id))
            .fold(0, |p, r| p | r.permissions);
        if base & ADMINISTRATOR != 0 {
            ALL_PERMISSIONS
        } else {
            base
        }
    }

    /// `user`'s permissions in `channel`, as Discord computes them: the
    /// server's, then `@everyone`'s overwrite, the roles' together, the
    /// member's; nothing at all without View Channel. DMs allow everything.
    pub fn permissions_in(&self, channel: u64, user: u64) -> u64 {
        let Some(record) = self.channels.get(&channel) else {
            return 0;
        };
        let Some(guild) = record.guild_id else {
            return ALL_PERMISSIONS;
        };
        let mut permissions = self.guild_permissions(guild, user);
        if permissions & ADMINISTRATOR != 0 {
            return ALL_PERMISSIONS;
        }
        let overwrites = self
            .overwrites
            .get(&record.parent_id.unwrap_or(channel))
            .cloned()
            .unwrap_or_default();
        let apply = |p: u64, allow: u64, deny: u64| (p & !deny) | allow;
        for o in overwrites.iter().filter(|o| !o.member && o.id == guild) {
            permissions = apply(permissions, o.allow, o.deny);
        }
        let mine = self.roles_in(guild, user);
        let (allow, deny) = overwrites
            .iter()
            .filter(|o| !o.member && o.id != guild && mine.contains(&o.id))
            .fold((0, 0), |(a, d), o| (a | o.allow, d | o.deny));
        permissions = apply(permissions, allow, deny);
        for o in overwrites.iter().filter(|o| o.member && o.id == user) {
            permissions = apply(permissions, o.allow, o.deny);
        }
        if permissions & VIEW_CHANNEL == 0 {
            return 0;
        }
        permissions
    }

    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    pub fn bot(&self) -> &DoubleUser {
        &self.users[&BOT_USER_ID]
    }

    pub fn violation(&mut self, route: &str, problem: impl Into<String>) {
        self.violations.push(Violation {
            route: route.to_owned(),
            problem: problem.into(),
        });
    }

    /// The id of a user named `name`: the same name always gives the same id,
    /// across runs too, so failures are reproducible.
    pub fn user(&mut self, name: &str) -> DoubleUser {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in name.bytes() {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        let id = 400_000_000_000_000_000 + hash % 10_000_000_000_000_000;
        self.users
            .entry(id)
            .or_insert_with(|| DoubleUser {
                id,
                name: name.to_owned(),
                bot: false,
                locale: "en-US".into(),
            })
            .clone()
    }

    pub fn command_named(&self, name: &str) -> Option<&RegisteredCommand> {
        self.guild_commands
            .iter()
            .chain(&self.global_commands)
            .find(|command| command.name() == name)
    }

    /// Messages of one channel, oldest first.
    pub fn channel_messages(&self, channel_id: u64) -> Vec<RecordedMessage> {
        self.messages
            .values()
            .filter(|message| message.channel_id == channel_id)
            .cloned()
            .collect()
    }

    /// Takes one injected failure matching `route`, if any is left.
    pub fn take_injection(&mut self, route: &str) -> Option<InjectedFailure> {
        // Unfiltered failures spare gateway discovery: if `GET /gateway`
        // fails, serenity silently connects to the real Discord instead.
        let is_gateway_discovery = route.starts_with("GET /api/v10/gateway");
        let injection = self.injections.iter_mut().find(|injection| {
            injection.remaining > 0
                && injection
                    .until
                    .is_none_or(|until| std::time::Instant::now() < until)
                && route.contains(&injection.route_filter)
                && !(injection.route_filter.is_empty() && is_gateway_discovery)
        })?;
        injection.remaining -= 1;
        Some(injection.failure)
    }
}

/// The state shared by the server tasks and the test's handles.
pub struct Shared {
    world: Mutex<World>,
    changed: Notify,
}

impl Shared {
    pub fn new() -> Self {
        Shared {
            world: Mutex::new(World::new()),
            changed: Notify::new(),
        }
    }

    /// Reads the world without signalling a change.
    pub fn read<T>(&self, read: impl FnOnce(&World) -> T) -> T {
        read(&self.lock())
    }

    /// Changes the world and wakes everyone waiting for a change.
    pub fn update<T>(&self, update: impl FnOnce(&mut World) -> T) -> T {
        let result = update(&mut self.lock());
        self.changed.notify_waiters();
        result
    }

    fn lock(&self) -> MutexGuard<'_, World> {
        // A panicking test thread must not hide the state from the report.
        self.world
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Waits until `check` finds something, or panics after [`WAIT_TIMEOUT`]
    /// naming `what` and listing what the bot did, so a test never hangs.
    pub async fn wait_for<T>(&self, what: &str, check: impl FnMut(&World) -> Option<T>) -> T {
        match self.try_wait_for(WAIT_TIMEOUT, check).await {
            Some(found) => found,
            None => {
                let report = self.read(|world| {
                    format!(
                        "requests seen: {:#?}\nunknown routes: {:#?}\nviolations: {:#?}",
                        world.requests, world.unknown_routes, world.violations
                    )
                });
                panic!(
                    "discord double: timed out after {WAIT_TIMEOUT:?} waiting for {what}\n{report}"
                );
            }
        }
    }

    /// Like [`Self::wait_for`], but `None` after `timeout` instead of a panic,
    /// for tests where no answer is a possible outcome (a killed bot).
    pub async fn try_wait_for<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&World) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let notified = self.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(found) = self.read(&mut check) {
                return Some(found);
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return None;
            }
        }
    }
}
