//! A fake Discord on 127.0.0.1 for end-to-end tests of the real bot.
//!
//! One axum server answers the REST API under `/api/v10/...` and the gateway
//! WebSocket at `/gateway`. Point serenity at it and drive interactions:
//!
//! ```ignore
//! let double = DiscordDouble::start().await;
//! let http = HttpBuilder::new(double.token())
//!     .proxy(double.base_url())          // every REST route goes to the double
//!     .ratelimiter_disabled(true)        // else serenity ignores the proxy
//!     .build();
//! // ClientBuilder::new_with_http(http, intents) ... spawn client.start()
//! let alice = double.user("alice");
//! let reply = double.slash(&alice, double.general_channel(), "ping", json!({})).await;
//! assert_eq!(reply.final_message().await.content, "pong");
//! double.assert_clean(); // no broken Discord limits, no unknown routes
//! ```
//!
//! `slash`/`autocomplete` wait until the bot has registered the command (so
//! they also wait for the bot to be ready); every wait panics after 10 s with
//! a report of what the bot did instead of hanging. Limits Discord enforces
//! are checked on everything the bot sends and land in [`DiscordDouble::violations`].

mod gateway;
mod interaction;
mod limits;
mod oauth;
mod payloads;
mod rest;
mod server;
mod state;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub use interaction::{
    AUTOCOMPLETE_RESULT, CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE,
    InteractionHandle, MODAL, UPDATE_MESSAGE,
};
pub use limits::{EPHEMERAL_FLAG, Limits};
pub use oauth::CLIENT_SECRET;
pub use state::{
    ADMINISTRATOR, ALL_PERMISSIONS, ATTACH_FILES, CREATE_PUBLIC_THREADS, MANAGE_GUILD,
    READ_MESSAGE_HISTORY, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL,
};
use state::{
    APPLICATION_ID, BOT_USER_ID, ChannelRecord as Channel, GENERAL_CHANNEL_ID, GUILD_ID,
    GatewayCommand, InjectedFailure, Injection, InteractionKind, InteractionRecord, Shared, World,
    shard_of,
};
pub use state::{
    Callback, ChannelKind, ChannelRecord, DoubleUser, MentionRecord, RecordedAttachment,
    RecordedMessage, Violation,
};

/// Counters of the gateway sessions, to test reconnects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GatewayStats {
    pub connections: usize,
    pub identifies: usize,
    pub resumes: usize,
}

pub struct DiscordDouble {
    shared: Arc<Shared>,
    address: SocketAddr,
}

impl DiscordDouble {
    /// Starts the server on an ephemeral loopback port, on the current runtime.
    pub async fn start() -> Self {
        warn_if_loopback_is_proxied();
        let shared = Arc::new(Shared::new());
        let address = server::start(shared.clone()).await;
        DiscordDouble { shared, address }
    }

    /// The value for `HttpBuilder::proxy`, e.g. `http://127.0.0.1:PORT`.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.address)
    }

    pub fn gateway_url(&self) -> String {
        format!("ws://{}/gateway", self.address)
    }

    /// The bot's token: REST calls without it are answered 401.
    pub fn token(&self) -> &'static str {
        state::BOT_TOKEN
    }

    /// Sets the application's OAuth2 redirects (Developer Portal → OAuth2).
    pub fn set_redirect_uris(&self, uris: &[&str]) {
        self.shared.update(|world| {
            world.redirect_uris = uris.iter().map(|u| u.to_string()).collect();
        });
    }

    /// Maps the Activity's `/` to `target` (e.g. `http://127.0.0.1:PORT`,
    /// the bot's board), as the Developer Portal's URL Mappings do; `None`
    /// removes the mapping.
    pub fn map_activity_url(&self, target: Option<&str>) {
        self.shared
            .update(|world| world.activity_mapping = target.map(str::to_owned));
    }

    /// Where the double serves an application's Activity, as
    /// `https://{application_id}.discordsays.com` is in Discord.
    pub fn activity_origin(&self) -> String {
        format!("{}/activity-proxy/{{application_id}}", self.base_url())
    }

    pub fn guild_id(&self) -> u64 {
        GUILD_ID
    }

    pub fn application_id(&self) -> u64 {
        APPLICATION_ID
    }

    /// The application's OAuth2 client secret, as the Developer Portal
    /// shows it (the bot's `DISCORD_CLIENT_SECRET`).
    pub fn client_secret(&self) -> &'static str {
        oauth::CLIENT_SECRET
    }

    /// A new OAuth2 code for `user`, as the Discord client hands an
    /// Activity after `AUTHORIZE`; good for one exchange.
    pub fn oauth_code(&self, user: &DoubleUser) -> String {
        self.shared.update(|world| {
            world.users.entry(user.id).or_insert_with(|| user.clone());
            world.oauth.code_for(user.id)
        })
    }

    /// Registers `uri` as an OAuth2 redirect URI, as the Developer Portal
    /// does.
    pub fn register_redirect(&self, uri: &str) {
        self.shared
            .update(|world| world.oauth.redirect_uris.push(uri.to_string()))
    }

    /// The person at the browser is signed in to Discord as `user` and
    /// says yes on the consent page; `None`: they say no.
    pub fn sign_in_to_discord(&self, user: Option<&DoubleUser>) {
        self.shared.update(|world| {
            if let Some(user) = user {
                world.users.entry(user.id).or_insert_with(|| user.clone());
            }
            world.oauth.consenting = user.map(|u| u.id);
        })
    }

    /// Turns Activities on, as the Developer Portal does: Discord makes a
    /// global Entry Point command, `/launch` (type 4), which every later
    /// global bulk overwrite must carry.
    pub fn enable_activities(&self) {
        self.shared.update(|world| {
            let id = world.next_id();
            world.global_commands.push(state::RegisteredCommand {
                id,
                guild_id: None,
                body: json!({
                    "type": rest::ENTRY_POINT,
                    "name": "launch",
                    "description": "Launch an activity",
                    "handler": 2,
                    "integration_types": [0, 1],
                    "contexts": [0, 1, 2],
                    "nsfw": false,
                    "default_member_permissions": null,
                }),
            });
        })
    }

    /// Every code exchange the bot asked for: the code and whether it was
    /// granted.
    pub fn oauth_exchanges(&self) -> Vec<(String, bool)> {
        self.shared.read(|world| world.oauth.exchanges.clone())
    }

    pub fn bot_user(&self) -> DoubleUser {
        self.shared.read(|world| world.bot().clone())
    }

    /// The text channel every world starts with.
    pub fn general_channel(&self) -> u64 {
        GENERAL_CHANNEL_ID
    }

    /// The bot's DM channel with `user`, as when the user opens it from
    /// the app's profile (a user install); created on first use.
    pub fn dm_channel(&self, user: &DoubleUser) -> u64 {
        self.shared.update(|world| {
            if let Some(existing) = world
                .channels
                .values()
                .find(|c| c.recipient == Some(user.id))
            {
                return existing.id;
            }
            let id = world.next_id();
            world.channels.insert(
                id,
                ChannelRecord {
                    id,
                    name: format!("dm-{}", user.name),
                    kind: ChannelKind::Dm,
                    parent_id: None,
                    recipient: Some(user.id),
                    guild_id: None,
                    threads_forbidden: true,
                },
            );
            id
        })
    }

    /// Adds a text channel. Add channels before the bot connects if its cache
    /// must know them (they are sent in GUILD_CREATE).
    pub fn add_text_channel(&self, name: &str) -> u64 {
        self.add_text_channel_in(GUILD_ID, name)
    }

    /// Adds a text channel to the server `guild` (see [`Self::add_guild`]).
    pub fn add_text_channel_in(&self, guild: u64, name: &str) -> u64 {
        self.shared.update(|world| {
            assert!(world.guilds.contains_key(&guild), "unknown guild {guild}");
            let id = world.next_id();
            let channel = Channel {
                id,
                name: name.to_owned(),
                kind: ChannelKind::Text,
                parent_id: None,
                recipient: None,
                guild_id: Some(guild),
                threads_forbidden: false,
            };
            world.channels.insert(id, channel);
            id
        })
    }

    /// Adds a server the bot is in, whose events go to shard `shard` of
    /// `shard_count` (Discord's rule: `(guild_id >> 22) % shard_count`).
    /// Add servers before the bot connects (they are sent in READY).
    pub fn add_guild(&self, name: &str, shard: u32, shard_count: u32) -> u64 {
        self.shared.update(|world| {
            let mut id = world.next_id();
            while world.guilds.contains_key(&id) || shard_of(Some(id), shard_count) != shard {
                id += 1 << 22;
            }
            world.guilds.insert(id, name.to_owned());
            id
        })
    }

    /// The shard count `GET /gateway/bot` advises (1 unless set).
    pub fn advise_shards(&self, shards: u32) {
        self.shared
            .update(|world| world.gateway.advised_shards = shards);
    }

    /// `[shard_id, shard_count]` of every IDENTIFY so far, in order.
    pub fn identified_shards(&self) -> Vec<[u32; 2]> {
        self.shared
            .read(|world| world.gateway.identified_shards.clone())
    }

    /// Waits until `shards` shards have a live session each.
    pub async fn wait_for_live_shards(&self, shards: usize) {
        self.shared
            .wait_for(&format!("{shards} live gateway sessions"), |world| {
                (world.gateway.live.len() >= shards).then_some(())
            })
            .await;
    }

    /// The shard that receives the events of `channel`'s server.
    pub fn shard_of_channel(&self, channel: u64) -> u32 {
        self.shared.read(|world| world.shard_of_channel(channel))
    }

    /// When `forbidden`, creating a thread in `channel` answers 403 Missing Permissions.
    pub fn forbid_threads(&self, channel: u64, forbidden: bool) {
        self.shared.update(|world| {
            let record = world
                .channels
                .get_mut(&channel)
                .expect("forbid_threads: unknown channel");
            record.threads_forbidden = forbidden;
        });
    }

    /// At most `limit` active threads per server from now on: one more is
    /// refused with JSON error 160006, as Discord refuses a server past
    /// its limit (`None`: no limit).
    pub fn limit_active_threads(&self, limit: Option<usize>) {
        self.shared
            .update(|world| world.active_thread_limit = limit);
    }

    /// Whether `thread` is archived now.
    pub fn is_archived(&self, thread: u64) -> bool {
        self.shared.read(|world| world.archived.contains(&thread))
    }

    /// Every `PATCH /channels/{id}` body the bot sent for `channel`, in order.
    pub fn channel_patches(&self, channel: u64) -> Vec<Value> {
        self.shared.read(|world| {
            world
                .channel_patches
                .iter()
                .filter(|(c, _)| *c == channel)
                .map(|(_, body)| body.clone())
                .collect()
        })
    }

    pub fn channel(&self, id: u64) -> Option<ChannelRecord> {
        self.shared.read(|world| world.channels.get(&id).cloned())
    }

    /// Threads the bot created in `channel`.
    pub fn threads_of(&self, channel: u64) -> Vec<ChannelRecord> {
        self.shared.read(|world| {
            world
                .channels
                .values()
                .filter(|c| c.parent_id == Some(channel))
                .cloned()
                .collect()
        })
    }

    /// The user named `name`, created on first use; same name, same id.
    pub fn user(&self, name: &str) -> DoubleUser {
        self.shared.update(|world| world.user(name))
    }

    /// The user named `name`, whose Discord client speaks `locale` (`fr`, `es-ES`, ...).
    pub fn user_speaking(&self, name: &str, locale: &str) -> DoubleUser {
        self.shared.update(|world| {
            let mut user = world.user(name);
            user.locale = locale.to_owned();
            world.users.insert(user.id, user.clone());
            user
        })
    }

    /// Sets the server's locale, sent as `guild_locale` from now on.
    pub fn set_guild_locale(&self, locale: &str) {
        self.shared
            .update(|world| world.guild_locale = locale.to_owned());
    }

    /// Messages in `channel`, oldest first (edits applied, deletions gone).
    pub fn messages(&self, channel: u64) -> Vec<RecordedMessage> {
        self.shared.read(|world| world.channel_messages(channel))
    }

    /// Direct messages the bot sent to `user`, oldest first.
    pub fn direct_messages(&self, user: u64) -> Vec<RecordedMessage> {
        self.shared.read(|world| {
            world
                .channels
                .values()
                .filter(|c| c.recipient == Some(user))
                .flat_map(|c| world.channel_messages(c.id))
                .collect()
        })
    }

    pub fn message(&self, id: u64) -> Option<RecordedMessage> {
        self.shared.read(|world| world.messages.get(&id).cloned())
    }

    /// Waits for a message in `channel` that satisfies `matches`.
    pub async fn wait_for_message(
        &self,
        channel: u64,
        mut matches: impl FnMut(&RecordedMessage) -> bool,
    ) -> RecordedMessage {
        let what = format!("a matching message in channel {channel}");
        self.shared
            .wait_for(&what, |world| {
                world
                    .channel_messages(channel)
                    .into_iter()
                    .find(|m| matches(m))
            })
            .await
    }

    /// Like [`Self::wait_for_message`], for a message that may take up to
    /// `timeout` (after an outage, say); panics after it.
    pub async fn wait_for_message_within(
        &self,
        channel: u64,
        timeout: Duration,
        mut matches: impl FnMut(&RecordedMessage) -> bool,
    ) -> RecordedMessage {
        let found = self
            .shared
            .try_wait_for(timeout, |world| {
                world
                    .channel_messages(channel)
                    .into_iter()
                    .find(|m| matches(m))
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "discord double: no matching message in channel {channel} within {timeout:?}; violations: {:#?}",
                self.violations()
            )
        })
    }

    /// Commands as registered (guild ones first), as the bot sent them.
    pub fn registered_commands(&self) -> Vec<Value> {
        self.shared.read(|world| {
            world
                .guild_commands
                .iter()
                .chain(&world.global_commands)
                .map(|c| c.body.clone())
                .collect()
        })
    }

    /// Waits until every command in `names` is registered.
    pub async fn wait_for_commands(&self, names: &[&str]) -> Vec<Value> {
        let what = format!("registration of commands {names:?}");
        self.shared
            .wait_for(&what, |world| {
                names
                    .iter()
                    .all(|name| world.command_named(name).is_some())
                    .then_some(())
            })
            .await;
        self.registered_commands()
    }

    /// Sends a slash command. `options` is an object `{"name": value}`, typed
    /// from the registered command (subcommands nest as objects; USER options
    /// take a user id and are put in `data.resolved`), or a raw option array.
    pub async fn slash(
        &self,
        user: &DoubleUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> InteractionHandle {
        let data = self.command_data(name, &options, None).await;
        self.send_interaction(
            InteractionKind::Command,
            user,
            channel,
            format!("/{name}"),
            None,
            |context| payloads::command_interaction(context, data),
        )
        .await
    }

    /// Sends an autocomplete request while the user types into `focused`.
    pub async fn autocomplete(
        &self,
        user: &DoubleUser,
        channel: u64,
        name: &str,
        focused: &str,
        options: Value,
    ) -> InteractionHandle {
        let data = self.command_data(name, &options, Some(focused)).await;
        self.send_interaction(
            InteractionKind::Autocomplete,
            user,
            channel,
            format!("autocomplete of /{name} {focused}"),
            None,
            |context| payloads::autocomplete_interaction(context, data),
        )
        .await
    }

    /// Clicks the button `custom_id` on `message` (its current version).
    pub async fn click(
        &self,
        user: &DoubleUser,
        message: &RecordedMessage,
        custom_id: &str,
    ) -> InteractionHandle {
        self.component(user, message, custom_id, 2, None).await
    }

    /// Picks `values` in the string select menu `custom_id` on `message`.
    pub async fn select(
        &self,
        user: &DoubleUser,
        message: &RecordedMessage,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        let values = values.iter().map(|v| v.to_string()).collect();
        self.component(user, message, custom_id, 3, Some(values))
            .await
    }

    /// Submits the modal the bot opened in answer to `opened` (a click or a
    /// command), with `values` typed into its text inputs by custom id: as
    /// Discord does, only the inputs the modal has, each within its lengths,
    /// the required ones filled in.
    pub async fn submit_modal(
        &self,
        user: &DoubleUser,
        opened: &InteractionHandle,
        values: &[(&str, &str)],
    ) -> InteractionHandle {
        let callback = opened.callback().await;
        assert_eq!(
            callback.kind, MODAL,
            "the interaction was answered with callback type {}, not a modal",
            callback.kind
        );
        let modal = callback.data;
        let (channel, message) = self.shared.read(|world| {
            let record = &world.interactions[opened.token()];
            let message = record.original_message_id.and_then(|id| {
                let current = world.messages.get(&id)?;
                let author = world
                    .users
                    .get(&current.author_id)
                    .unwrap_or_else(|| world.bot());
                Some(payloads::message(current, author))
            });
            (record.channel_id, message)
        });
        let mut rows = Vec::new();
        for row in modal["components"].as_array().cloned().unwrap_or_default() {
            let mut inputs = Vec::new();
            for input in row["components"].as_array().cloned().unwrap_or_default() {
                let id = input["custom_id"].as_str().unwrap_or_default().to_owned();
                let value = values.iter().find(|(name, _)| *name == id).map(|(_, v)| *v);
                let value = value.unwrap_or_default();
                let length = value.chars().count() as u64;
                let required = input["required"].as_bool().unwrap_or(true);
                assert!(
                    !(required && value.is_empty()),
                    "the modal's input {id:?} is required"
                );
                let min = input["min_length"].as_u64().unwrap_or(0);
                let max = input["max_length"].as_u64().unwrap_or(4000);
                assert!(
                    value.is_empty() || (min..=max).contains(&length),
                    "the modal's input {id:?} takes {min}-{max} characters, not {length}"
                );
                inputs.push(json!({"type": 4, "custom_id": id, "value": value}));
            }
            rows.push(json!({"type": 1, "components": inputs}));
        }
        for (name, _) in values {
            let known = rows
                .iter()
                .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
                .any(|input| input["custom_id"] == *name);
            assert!(known, "the modal has no input {name:?}: {modal}");
        }
        let custom_id = modal["custom_id"].as_str().unwrap_or_default().to_owned();
        self.send_interaction(
            InteractionKind::ModalSubmit,
            user,
            channel,
            format!("submission of modal {custom_id:?}"),
            None,
            |context| payloads::modal_submit_interaction(context, &custom_id, json!(rows), message),
        )
        .await
    }

    async fn component(
        &self,
        user: &DoubleUser,
        message: &RecordedMessage,
        custom_id: &str,
        component_type: u64,
        values: Option<Vec<String>>,
    ) -> InteractionHandle {
        let (current, rendered) = self.shared.read(|world| {
            let current = world
                .messages
                .get(&message.id)
                .cloned()
                .unwrap_or_else(|| message.clone());
            let author = world
                .users
                .get(&current.author_id)
                .unwrap_or_else(|| world.bot())
                .clone();
            let rendered = payloads::message(&current, &author);
            (current, rendered)
        });
        assert!(
            current.custom_ids().iter().any(|id| id == custom_id),
            "message {} has no component {custom_id:?}; it has {:?}",
            current.id,
            current.custom_ids()
        );
        // A user can only pick what a menu offers.
        if let Some(values) = &values {
            let offered = current.select_values(custom_id);
            for value in values {
                assert!(
                    offered.contains(value),
                    "menu {custom_id:?} offers no {value:?}; it offers {offered:?}"
                );
            }
        }
        self.send_interaction(
            InteractionKind::Component,
            user,
            current.channel_id,
            format!("click on {custom_id:?}"),
            Some(current.id),
            |context| {
                payloads::component_interaction(
                    context,
                    rendered,
                    custom_id,
                    component_type,
                    values,
                )
            },
        )
        .await
    }

    async fn command_data(&self, name: &str, options: &Value, focused: Option<&str>) -> Value {
        let command = self
            .shared
            .wait_for(&format!("registration of /{name}"), |world| {
                world.command_named(name).cloned()
            })
            .await;
        self.shared.update(|world| {
            let mut resolved = Vec::new();
            let mut others = Vec::new();
            let options = match options {
                Value::Array(raw) => Value::Array(raw.clone()),
                Value::Null => json!([]),
                given => typed_options(
                    world,
                    &command.body["options"],
                    given,
                    focused,
                    &mut resolved,
                    &mut others,
                ),
            };
            let mut data = payloads::command_data(command.id, name, options, &resolved);
            // Roles and channels the options name, as the client resolved them.
            for (kind, id) in others {
                if let (8, Some(role)) = (kind, world.roles.get(&id)) {
                    data["resolved"]["roles"][id.to_string()] = payloads::role(role);
                }
                if let (7, Some(channel)) = (kind, world.channels.get(&id)) {
                    data["resolved"]["channels"][id.to_string()] = json!({
                        "id": id.to_string(),
                        "name": channel.name,
                        "type": channel.kind.code(),
                        "permissions": world.permissions_in(id, BOT_USER_ID).to_string(),
                    });
                }
            }
            data
        })
    }

    async fn send_interaction(
        &self,
        kind: InteractionKind,
        user: &DoubleUser,
        channel: u64,
        description: String,
        message_id: Option<u64>,
        build: impl FnOnce(&payloads::InteractionContext<'_>) -> Value,
    ) -> InteractionHandle {
        // Discord sends an interaction to the shard of its server.
        let sender = self
            .shared
            .wait_for(
                "a connected, identified session of the channel's shard",
                |world| world.session_for_channel(channel),
            )
            .await;
        let (token, payload) = self.shared.update(|world| {
            let id = world.next_id();
            let token = format!("double-interaction-token-{id}");
            let channel_record = world
                .channels
                .get(&channel)
                .cloned()
                .expect("interaction in an unknown channel");
            let guild_locale = world.guild_locale.clone();
            let guild = channel_record.guild_id.unwrap_or(GUILD_ID);
            let member_roles = world.roles_in(guild, user.id);
            let payload = build(&payloads::InteractionContext {
                id,
                token: &token,
                user,
                channel: &channel_record,
                guild_locale: &guild_locale,
                member_roles: &member_roles,
                member_permissions: world.permissions_in(channel, user.id),
                app_permissions: world.permissions_in(channel, BOT_USER_ID),
            });
            world.interactions.insert(
                token.clone(),
                InteractionRecord {
                    id,
                    token: token.clone(),
                    kind,
                    channel_id: channel,
                    sent_at: Instant::now(),
                    callbacks: Vec::new(),
                    original_message_id: message_id,
                    followup_ids: Vec::new(),
                    original_edited: false,
                },
            );
            (token, payload)
        });
        sender
            .send(GatewayCommand::Dispatch {
                event: "INTERACTION_CREATE",
                data: payload,
            })
            .expect("gateway session ended while sending an interaction");
        InteractionHandle {
            shared: self.shared.clone(),
            token,
            description,
        }
    }

    /// Closes the gateway connection (close code 4000), so the bot reconnects.
    pub fn drop_gateway(&self) {
        self.command_live_gateway(|| GatewayCommand::Drop);
    }

    /// Ends the live connection with no close frame, as a network failure.
    pub fn sever_gateway(&self) {
        self.command_live_gateway(|| GatewayCommand::Sever);
    }

    /// The live connection stops acknowledging heartbeats (a zombie).
    pub fn stop_acknowledging_heartbeats(&self) {
        self.command_live_gateway(|| GatewayCommand::GoSilent);
    }

    /// The heartbeat interval asked of connections made from now on.
    pub fn set_heartbeat_interval(&self, interval: Duration) {
        let ms = interval.as_millis() as u64;
        self.shared
            .update(|world| world.gateway.heartbeat_interval_ms = Some(ms));
    }

    /// Sends `command` to every shard's live connection, which stops
    /// counting as live.
    fn command_live_gateway(&self, command: impl Fn() -> GatewayCommand) {
        let senders = self
            .shared
            .update(|world| std::mem::take(&mut world.gateway.live));
        for sender in senders.into_values() {
            let _ = sender.send(command());
        }
    }

    /// Like [`Self::drop_gateway`], but the session cannot be resumed: the
    /// bot's RESUME gets an invalid session (op 9) and it must IDENTIFY afresh.
    pub fn drop_gateway_and_session(&self) {
        self.shared.update(|world| world.gateway.sessions.clear());
        self.drop_gateway();
    }

    pub fn gateway_stats(&self) -> GatewayStats {
        self.shared.read(|world| GatewayStats {
            connections: world.gateway.connections,
            identifies: world.gateway.identifies,
            resumes: world.gateway.resumes,
        })
    }

    /// Waits until the bot has a live session (after a reconnect, say).
    pub async fn wait_for_gateway(&self) -> GatewayStats {
        self.shared
            .wait_for("a live gateway session", |world| {
                (!world.gateway.live.is_empty()).then_some(())
            })
            .await;
        self.gateway_stats()
    }

    /// Discord rules the bot broke so far.
    pub fn violations(&self) -> Vec<Violation> {
        self.shared.read(|world| world.violations.clone())
    }

    /// Waits for a violation whose text contains `needle`.
    pub async fn wait_for_violation(&self, needle: &str) -> Violation {
        let what = format!("a violation mentioning {needle:?}");
        self.shared
            .wait_for(&what, |world| {
                world
                    .violations
                    .iter()
                    .find(|v| v.to_string().contains(needle))
                    .cloned()
            })
            .await
    }

    /// REST calls the double does not know (answered 404).
    pub fn unknown_routes(&self) -> Vec<String> {
        self.shared.read(|world| world.unknown_routes.clone())
    }

    /// Every REST call as `"METHOD /api/v10/path"`, in order.
    /// Interactions the bot deferred ("thinking…") and never answered:
    /// neither the original response edited nor a follow-up sent.
    pub fn unanswered_deferrals(&self) -> Vec<u64> {
        self.shared.read(|world| {
            world
                .interactions
                .values()
                .filter(|record| {
                    record.callbacks.last().is_some_and(|c| c.kind == 5)
                        && !record.original_edited
                        && record.followup_ids.is_empty()
                })
                .map(|record| record.id)
                .collect()
        })
    }

    /// Every message body's `allowed_mentions` and whom it pinged, in order.
    pub fn mentions(&self) -> Vec<MentionRecord> {
        self.shared.read(|world| world.mentions.clone())
    }

    /// Makes the bot unable to post in `channel` and its threads (Discord
    /// answers 403 Missing Access), or able again.
    pub fn forbid_posting(&self, channel: u64, forbidden: bool) {
        self.shared.update(|world| {
            if forbidden {
                world.posting_forbidden.insert(channel);
            } else {
                world.posting_forbidden.remove(&channel);
            }
        });
    }

    /// Adds a role with `permissions` to the main server; returns its id.
    pub fn add_role(&self, name: &str, permissions: u64) -> u64 {
        self.shared.update(|world| {
            let id = world.next_id();
            let role = state::RoleRecord {
                id,
                guild_id: GUILD_ID,
                name: name.to_owned(),
                permissions,
                deleted: false,
            };
            world.roles.insert(id, role);
            id
        })
    }

    /// Deletes a role: Discord no longer lists it nor counts it as anyone's
    /// (a client's stale list may still offer it).
    pub fn delete_role(&self, role: u64) {
        self.shared.update(|world| {
            if let Some(role) = world.roles.get_mut(&role) {
                role.deleted = true;
            }
        });
    }

    /// Gives `user` (or the bot, by its id) the role `role`.
    pub fn give_role(&self, user: u64, role: u64) {
        self.shared
            .update(|world| world.member_roles.entry(user).or_default().push(role));
    }

    /// Sets `@everyone`'s permissions in the main server (every permission
    /// unless set).
    pub fn set_everyone_permissions(&self, permissions: u64) {
        self.shared.update(|world| {
            world.everyone_permissions.insert(GUILD_ID, permissions);
        });
    }

    /// Adds a permission overwrite to `channel` for the role or member `id`.
    pub fn add_overwrite(&self, channel: u64, id: u64, member: bool, allow: u64, deny: u64) {
        self.shared.update(|world| {
            let overwrite = state::Overwrite {
                id,
                member,
                allow,
                deny,
            };
            world.overwrites.entry(channel).or_default().push(overwrite);
        });
    }

    /// The bot's permissions in `channel`, as the double computes them.
    pub fn bot_permissions_in(&self, channel: u64) -> u64 {
        self.shared
            .read(|world| world.permissions_in(channel, BOT_USER_ID))
    }

    pub fn requests(&self) -> Vec<String> {
        self.shared.read(|world| world.requests.clone())
    }

    /// Panics listing violations and unknown routes, if there are any.
    pub fn assert_clean(&self) {
        let (violations, unknown) = self
            .shared
            .read(|world| (world.violations.clone(), world.unknown_routes.clone()));
        assert!(
            violations.is_empty() && unknown.is_empty(),
            "the bot broke Discord's rules: {violations:#?}\nunknown routes: {unknown:#?}"
        );
    }

    /// Whether uploaded files keep their bytes (default) or only their names;
    /// load tests turn this off so thousands of boards do not fill memory.
    pub fn keep_attachment_bytes(&self, keep: bool) {
        self.shared
            .update(|world| world.keep_attachment_bytes = keep);
    }

    /// Makes the time limits stricter or looser (e.g. a 200 ms "3 s").
    pub fn set_limits(&self, limits: Limits) {
        self.shared.update(|world| world.limits = limits);
    }

    /// The next `count` REST calls answer `status` (e.g. 500).
    pub fn fail_next(&self, count: usize, status: u16) {
        self.fail_next_on("", count, status);
    }

    /// Like [`Self::fail_next`], only for calls whose `"METHOD /api/v10/path"`
    /// contains `route_filter` (e.g. `"POST /api/v10/channels/"`).
    pub fn fail_next_on(&self, route_filter: &str, count: usize, status: u16) {
        self.inject(route_filter, count, InjectedFailure::Status(status));
    }

    /// The next `count` calls matching `route_filter` are carried out, but
    /// answer `status` (e.g. 500), as when the answer is lost on the way.
    pub fn lose_answer_next_on(&self, route_filter: &str, count: usize, status: u16) {
        self.inject(route_filter, count, InjectedFailure::LoseAnswer(status));
    }

    /// The next `count` calls matching `route_filter` are carried out only
    /// after `delay` (a slow Discord).
    pub fn slow_next_on(&self, route_filter: &str, count: usize, delay: Duration) {
        self.inject(route_filter, count, InjectedFailure::Slow(delay));
    }

    /// The next `count` REST calls answer 429 with `retry_after`.
    pub fn rate_limit_next(&self, count: usize, retry_after: Duration) {
        self.rate_limit_next_on("", count, retry_after);
    }

    pub fn rate_limit_next_on(&self, route_filter: &str, count: usize, retry_after: Duration) {
        let failure = InjectedFailure::RateLimit {
            retry_after_secs: retry_after.as_secs_f64(),
            global: false,
        };
        self.inject(route_filter, count, failure);
    }

    /// Like [`Self::rate_limit_next_on`], with a global 429: no call but an
    /// interaction answer may come before `retry_after` (a violation otherwise).
    pub fn rate_limit_globally_next_on(
        &self,
        route_filter: &str,
        count: usize,
        retry_after: Duration,
    ) {
        let failure = InjectedFailure::RateLimit {
            retry_after_secs: retry_after.as_secs_f64(),
            global: true,
        };
        self.inject(route_filter, count, failure);
    }

    /// Every call matching `route_filter` answers `status` for `outage`
    /// from now on (an outage of Discord's).
    pub fn fail_for(&self, route_filter: &str, outage: Duration, status: u16) {
        self.shared.update(|world| {
            world.injections.push(Injection {
                route_filter: route_filter.to_owned(),
                remaining: usize::MAX,
                until: Some(std::time::Instant::now() + outage),
                failure: InjectedFailure::Status(status),
            });
        });
    }

    /// Ends every failure injected so far (an outage over).
    pub fn clear_failures(&self) {
        self.shared.update(|world| world.injections.clear());
    }

    fn inject(&self, route_filter: &str, count: usize, failure: InjectedFailure) {
        self.shared.update(|world| {
            world.injections.push(Injection {
                route_filter: route_filter.to_owned(),
                remaining: count,
                until: None,
                failure,
            });
        });
    }
}

/// Turns `{"name": value}` into Discord's typed option list, following the
/// registered definitions.
fn typed_options(
    world: &mut World,
    definitions: &Value,
    given: &Value,
    focused: Option<&str>,
    resolved: &mut Vec<DoubleUser>,
    others: &mut Vec<(u64, u64)>,
) -> Value {
    let definitions = definitions.as_array().cloned().unwrap_or_default();
    let given = given
        .as_object()
        .expect("options must be a JSON object or array");
    let typed = given.iter().map(|(name, value)| {
        let Some(definition) = definitions.iter().find(|d| d["name"] == name.as_str()) else {
            let known: Vec<_> = definitions.iter().map(|d| d["name"].clone()).collect();
            panic!("the command has no option {name:?}; it has {known:?}");
        };
        let kind = definition["type"].as_u64().unwrap_or(3);
        if matches!(kind, 1 | 2) {
            let nested = typed_options(
                world,
                &definition["options"],
                value,
                focused,
                resolved,
                others,
            );
            return json!({"name": name, "type": kind, "options": nested});
        }
        if focused == Some(name.as_str()) {
            // While typing, Discord sends the raw text of the focused option.
            let text = value
                .as_str()
                .map_or_else(|| value.to_string(), str::to_owned);
            return json!({"name": name, "type": kind, "value": text, "focused": true});
        }
        let value = match kind {
            6..=9 => {
                let id = value
                    .as_str()
                    .map_or_else(|| value.to_string(), str::to_owned);
                if let Some(user) = id.parse().ok().and_then(|id| world.users.get(&id)) {
                    resolved.push(user.clone());
                }
                if let (7 | 8, Ok(id)) = (kind, id.parse()) {
                    others.push((kind, id));
                }
                json!(id)
            }
            // A choice may be given by its name, as the user picks it; Discord sends its value.
            _ => definition["choices"]
                .as_array()
                .and_then(|choices| choices.iter().find(|c| c["name"] == *value))
                .map_or_else(|| value.clone(), |c| c["value"].clone()),
        };
        json!({"name": name, "type": kind, "value": value})
    });
    Value::Array(typed.collect())
}

/// reqwest honours HTTP(S)_PROXY; a proxy would swallow loopback calls.
fn warn_if_loopback_is_proxied() {
    let proxied = [
        "HTTP_PROXY",
        "http_proxy",
        "HTTPS_PROXY",
        "https_proxy",
        "ALL_PROXY",
        "all_proxy",
    ]
    .iter()
    .any(|name| std::env::var_os(name).is_some());
    let bypass = ["NO_PROXY", "no_proxy"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .any(|list| list.contains("127.0.0.1") || list.contains('*'));
    assert!(
        !proxied || bypass,
        "an HTTP proxy is configured but NO_PROXY does not include 127.0.0.1; \
         serenity's calls to the discord double would go to the proxy"
    );
}
