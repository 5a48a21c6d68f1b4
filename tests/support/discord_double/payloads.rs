//! Every JSON object the double sends to serenity, in one place.
//!
//! serenity does not report a payload with a missing required field: it turns
//! it into an unknown event and the handler never runs, so the test hangs.
//! Each builder is therefore unit-tested below against serenity's own model.

use serde_json::{Value, json};

use super::state::{
    APPLICATION_ID, ChannelRecord, DoubleUser, GUILD_ID, InteractionKind, RecordedAttachment,
    RecordedMessage,
};

/// Any fixed timestamp will do; serenity only parses it.
const TIMESTAMP: &str = "2026-01-01T12:00:00.000000+00:00";
pub const GUILD_NAME: &str = "Abande test guild";

pub fn user(user: &DoubleUser) -> Value {
    json!({
        "id": user.id.to_string(),
        "username": user.name,
        "global_name": user.name,
        "discriminator": "0",
        "avatar": null,
        "bot": user.bot,
    })
}

pub fn member(member: &DoubleUser) -> Value {
    member_with(member, &[], super::state::ALL_PERMISSIONS)
}

/// A server member with `roles` and (in interactions) `permissions`.
pub fn member_with(member: &DoubleUser, roles: &[u64], permissions: u64) -> Value {
    let roles: Vec<String> = roles.iter().map(u64::to_string).collect();
    json!({
        "user": user(member),
        "roles": roles,
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions.to_string(),
    })
}

/// A role as `GET /guilds/{id}/roles` lists it.
pub fn role(role: &super::state::RoleRecord) -> Value {
    json!({
        "id": role.id.to_string(),
        "name": role.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "managed": false,
        "mentionable": false,
        "position": 0,
        "icon": null,
        "unicode_emoji": null,
        "permissions": role.permissions.to_string(),
    })
}

/// A channel's permission overwrites as Discord sends them.
pub fn overwrites(overwrites: &[super::state::Overwrite]) -> Value {
    overwrites
        .iter()
        .map(|o| {
            json!({
                "id": o.id.to_string(),
                "type": u8::from(o.member),
                "allow": o.allow.to_string(),
                "deny": o.deny.to_string(),
            })
        })
        .collect()
}

pub fn channel(channel: &ChannelRecord, recipient: Option<&DoubleUser>) -> Value {
    let mut body = json!({
        "id": channel.id.to_string(),
        "type": channel.kind.code(),
        "name": channel.name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
    });
    if let Some(recipient) = recipient {
        body["recipients"] = json!([user(recipient)]);
    } else {
        body["guild_id"] = json!(channel.guild_id.unwrap_or(GUILD_ID).to_string());
    }
    if let Some(parent_id) = channel.parent_id {
        body["parent_id"] = json!(parent_id.to_string());
        body["owner_id"] = json!(super::state::BOT_USER_ID.to_string());
        body["thread_metadata"] = json!({
            "archived": false,
            "auto_archive_duration": 1440,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
        });
    }
    body
}

/// READY of shard `shard` (`[id, count]`), which serves `guild_ids`.
pub fn ready(
    bot: &DoubleUser,
    session_id: &str,
    resume_gateway_url: &str,
    shard: [u32; 2],
    guild_ids: &[u64],
) -> Value {
    let guilds: Vec<Value> = guild_ids
        .iter()
        .map(|id| json!({"id": id.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": user(bot),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": resume_gateway_url,
        "shard": shard,
        "application": {"id": APPLICATION_ID.to_string(), "flags": 0},
    })
}

fn guild_fields(guild_id: u64, name: &str) -> Value {
    json!({
        "id": guild_id.to_string(),
        "name": name,
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": "1",
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": guild_id.to_string(),
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "position": 0,
            "permissions": "2251799813685247",
            "managed": false,
            "mentionable": false,
            "flags": 0,
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
    })
}

/// A server as `GET /users/@me/guilds` lists it, with the bot's
/// permissions there.
pub fn guild_info(guild_id: u64, name: &str, permissions: u64) -> Value {
    json!({
        "id": guild_id.to_string(),
        "name": name,
        "icon": null,
        "banner": null,
        "owner": false,
        "permissions": permissions.to_string(),
        "features": [],
    })
}

pub fn partial_guild(guild_id: u64, name: &str) -> Value {
    guild_fields(guild_id, name)
}

/// GUILD_CREATE of `guild_id` with `channels` (those of that server).
pub fn guild_create(
    guild_id: u64,
    name: &str,
    channels: &[ChannelRecord],
    members: &[DoubleUser],
) -> Value {
    let mut guild = guild_fields(guild_id, name);
    let (threads, channels): (Vec<_>, Vec<_>) = channels
        .iter()
        .filter(|c| c.recipient.is_none())
        .partition(|c| c.parent_id.is_some());
    guild["joined_at"] = json!(TIMESTAMP);
    guild["large"] = json!(false);
    guild["unavailable"] = json!(false);
    guild["member_count"] = json!(members.len());
    guild["voice_states"] = json!([]);
    guild["members"] = members.iter().map(member).collect();
    guild["channels"] = channels.iter().map(|c| channel(c, None)).collect();
    guild["threads"] = threads.iter().map(|c| channel(c, None)).collect();
    guild["presences"] = json!([]);
    guild["stage_instances"] = json!([]);
    guild["guild_scheduled_events"] = json!([]);
    guild
}

pub fn current_application(owner: &DoubleUser, redirect_uris: &[String]) -> Value {
    json!({
        "redirect_uris": redirect_uris,
        "id": APPLICATION_ID.to_string(),
        "name": "abande-test-bot",
        "icon": null,
        "description": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user(owner),
        "verify_key": "0000",
        "team": null,
        "flags": 0,
    })
}

pub fn gateway_bot(ws_url: &str, shards: u32) -> Value {
    json!({
        "url": ws_url,
        "shards": shards,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
    })
}

/// Discord's error body; serenity reads `code` and `message`.
pub fn error(code: u64, message: &str) -> Value {
    json!({"code": code, "message": message, "errors": {}})
}

pub fn attachment(attachment: &RecordedAttachment) -> Value {
    let url = format!(
        "https://cdn.discordapp.com/attachments/0/{}/{}",
        attachment.id, attachment.filename
    );
    json!({
        "id": attachment.id.to_string(),
        "filename": attachment.filename,
        "size": attachment.bytes.len(),
        "url": url,
        "proxy_url": url,
        "content_type": attachment.content_type,
        "description": attachment.description,
    })
}

pub fn message(message: &RecordedMessage, author: &DoubleUser) -> Value {
    json!({
        "id": message.id.to_string(),
        "channel_id": message.channel_id.to_string(),
        "author": user(author),
        "content": message.content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": if message.edited { json!(TIMESTAMP) } else { Value::Null },
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": message.attachments.iter().map(attachment).collect::<Vec<_>>(),
        "embeds": message.embeds,
        "components": message.components,
        "pinned": false,
        "type": if message.interaction_token.is_some() { 20 } else { 0 },
        "flags": message.flags,
        "application_id": message.interaction_token.as_ref().map(|_| APPLICATION_ID.to_string()),
        "webhook_id": message.interaction_token.as_ref().map(|_| APPLICATION_ID.to_string()),
    })
}

/// Who, where and which token: the fields every interaction shares.
pub struct InteractionContext<'a> {
    pub id: u64,
    pub token: &'a str,
    pub user: &'a DoubleUser,
    pub channel: &'a ChannelRecord,
    pub guild_locale: &'a str,
    /// The user's roles in the channel's server, and permissions in the channel.
    pub member_roles: &'a [u64],
    pub member_permissions: u64,
    /// The bot's permissions in the channel.
    pub app_permissions: u64,
}

fn interaction(kind: InteractionKind, context: &InteractionContext<'_>, data: Value) -> Value {
    let mut body = json!({
        "id": context.id.to_string(),
        "application_id": APPLICATION_ID.to_string(),
        "type": kind.code(),
        "data": data,
        "channel_id": context.channel.id.to_string(),
        "channel": {"id": context.channel.id.to_string(), "type": context.channel.kind.code(), "name": context.channel.name},
        "token": context.token,
        "version": 1,
        "app_permissions": context.app_permissions.to_string(),
        "locale": context.user.locale,
        "entitlements": [],
        "authorizing_integration_owners": {"0": context.channel.guild_id.unwrap_or(GUILD_ID).to_string()},
        "attachment_size_limit": 10_485_760,
    });
    if context.channel.kind == super::state::ChannelKind::Dm {
        body["user"] = user(context.user);
        body["context"] = json!(1);
    } else {
        body["guild_id"] = json!(context.channel.guild_id.unwrap_or(GUILD_ID).to_string());
        body["guild_locale"] = json!(context.guild_locale);
        body["member"] = member_with(
            context.user,
            context.member_roles,
            context.member_permissions,
        );
        body["context"] = json!(0);
    }
    body
}

/// The `data` of a slash command or autocomplete interaction.
pub fn command_data(
    command_id: u64,
    name: &str,
    options: Value,
    resolved_users: &[DoubleUser],
) -> Value {
    let mut data = json!({
        "id": command_id.to_string(),
        "name": name,
        "type": 1,
        "options": options,
        "guild_id": GUILD_ID.to_string(),
    });
    if !resolved_users.is_empty() {
        let users: serde_json::Map<_, _> = resolved_users
            .iter()
            .map(|u| (u.id.to_string(), user(u)))
            .collect();
        let members: serde_json::Map<_, _> = resolved_users
            .iter()
            .map(|u| {
                let mut partial = member(u);
                partial.as_object_mut().map(|m| m.remove("user"));
                (u.id.to_string(), partial)
            })
            .collect();
        data["resolved"] = json!({"users": users, "members": members});
    }
    data
}

pub fn command_interaction(context: &InteractionContext<'_>, data: Value) -> Value {
    interaction(InteractionKind::Command, context, data)
}

pub fn autocomplete_interaction(context: &InteractionContext<'_>, data: Value) -> Value {
    interaction(InteractionKind::Autocomplete, context, data)
}

/// A button click (`component_type` 2) or, with `values`, a select menu.
pub fn component_interaction(
    context: &InteractionContext<'_>,
    message: Value,
    custom_id: &str,
    component_type: u64,
    values: Option<Vec<String>>,
) -> Value {
    let mut data = json!({"custom_id": custom_id, "component_type": component_type});
    if let Some(values) = values {
        data["values"] = json!(values);
    }
    let mut body = interaction(InteractionKind::Component, context, data);
    body["message"] = message;
    body
}

/// The submission of the modal `custom_id`: `rows` are its action rows
/// with each text input's `value` filled in; `message` is the message whose
/// button opened it, if one did.
pub fn modal_submit_interaction(
    context: &InteractionContext<'_>,
    custom_id: &str,
    rows: Value,
    message: Option<Value>,
) -> Value {
    let data = json!({"custom_id": custom_id, "components": rows});
    let mut body = interaction(InteractionKind::ModalSubmit, context, data);
    if let Some(message) = message {
        body["message"] = message;
    }
    body
}

#[cfg(test)]
mod tests {
    use serenity::model::application::{CurrentApplicationInfo, Interaction};
    use serenity::model::channel::{GuildChannel, Message, PrivateChannel};
    use serenity::model::gateway::Ready;
    use serenity::model::guild::{Guild, Member, PartialGuild};
    use serenity::model::id::UserId;
    use serenity::model::user::CurrentUser;

    use super::super::state::{BOT_USER_ID, ChannelKind, GENERAL_CHANNEL_ID};
    use super::*;

    fn alice() -> DoubleUser {
        DoubleUser {
            id: 400_000_000_000_000_001,
            name: "alice".into(),
            bot: false,
            locale: "en-US".into(),
        }
    }

    fn bot() -> DoubleUser {
        DoubleUser {
            id: BOT_USER_ID,
            name: "bot".into(),
            bot: true,
            locale: "en-US".into(),
        }
    }

    fn general() -> ChannelRecord {
        ChannelRecord {
            id: GENERAL_CHANNEL_ID,
            name: "general".into(),
            kind: ChannelKind::Text,
            parent_id: None,
            recipient: None,
            guild_id: Some(GUILD_ID),
            threads_forbidden: false,
        }
    }

    fn thread() -> ChannelRecord {
        ChannelRecord {
            id: 7,
            name: "game".into(),
            kind: ChannelKind::PublicThread,
            parent_id: Some(GENERAL_CHANNEL_ID),
            ..general()
        }
    }

    fn sample_message() -> RecordedMessage {
        RecordedMessage {
            id: 9,
            channel_id: GENERAL_CHANNEL_ID,
            author_id: BOT_USER_ID,
            content: "pick one".into(),
            embeds: vec![json!({"title": "board"})],
            components: vec![json!({"type": 1, "components": [
                {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]})],
            attachments: vec![RecordedAttachment {
                id: 3,
                filename: "a.png".into(),
                description: Some("the board".into()),
                content_type: Some("image/png".into()),
                bytes: vec![1, 2],
            }],
            flags: 64,
            interaction_token: Some("tok".into()),
            edited: true,
            updated_at: std::time::Instant::now(),
        }
    }

    fn context<'a>(user: &'a DoubleUser, channel: &'a ChannelRecord) -> InteractionContext<'a> {
        InteractionContext {
            id: 11,
            token: "tok",
            user,
            channel,
            guild_locale: "en-US",
            member_roles: &[],
            member_permissions: super::super::state::ALL_PERMISSIONS,
            app_permissions: super::super::state::ALL_PERMISSIONS,
        }
    }

    fn parse<T: serde::de::DeserializeOwned>(value: Value) -> T {
        serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{e}\n{value:#}"))
    }

    #[test]
    fn slash_command_with_user_option_deserializes() {
        let (alice, general) = (alice(), general());
        let options = json!([{"name": "opponent", "type": 6, "value": alice.id.to_string()},
                             {"name": "size", "type": 4, "value": 5}]);
        let data = command_data(5, "challenge", options, std::slice::from_ref(&alice));
        let Interaction::Command(command) =
            parse(command_interaction(&context(&alice, &general), data))
        else {
            panic!("not a command interaction");
        };
        assert_eq!(command.data.name, "challenge");
        assert_eq!(command.member.unwrap().user.name, "alice");
        assert_eq!(
            command.data.resolved.users[&UserId::new(alice.id)].name,
            "alice"
        );
    }

    #[test]
    fn slash_command_in_a_dm_deserializes() {
        let alice = alice();
        let dm = ChannelRecord {
            kind: ChannelKind::Dm,
            recipient: Some(alice.id),
            guild_id: None,
            ..general()
        };
        let Interaction::Command(command) = parse(command_interaction(
            &context(&alice, &dm),
            command_data(5, "ping", json!([]), &[]),
        )) else {
            panic!("not a command interaction");
        };
        assert_eq!(command.user.name, "alice");
        assert!(command.guild_id.is_none());
    }

    #[test]
    fn autocomplete_deserializes_with_focused_option() {
        let (alice, general) = (alice(), general());
        let options = json!([{"name": "game", "type": 3, "value": "ab", "focused": true}]);
        let Interaction::Autocomplete(autocomplete) = parse(autocomplete_interaction(
            &context(&alice, &general),
            command_data(5, "pick", options, &[]),
        )) else {
            panic!("not an autocomplete interaction");
        };
        assert_eq!(autocomplete.data.autocomplete().unwrap().value, "ab");
    }

    #[test]
    fn button_click_deserializes_with_its_message() {
        let (alice, general, bot) = (alice(), general(), bot());
        let message = message(&sample_message(), &bot);
        let Interaction::Component(click) = parse(component_interaction(
            &context(&alice, &general),
            message,
            "go",
            2,
            None,
        )) else {
            panic!("not a component interaction");
        };
        assert_eq!(click.data.custom_id, "go");
        assert_eq!(click.message.attachments[0].filename, "a.png");
        assert_eq!(
            click.message.attachments[0].description.as_deref(),
            Some("the board")
        );
        assert_eq!(click.message.components.len(), 1);
    }

    #[test]
    fn select_menu_choice_deserializes() {
        let (alice, general, bot) = (alice(), general(), bot());
        let message = message(&sample_message(), &bot);
        let payload = component_interaction(
            &context(&alice, &general),
            message,
            "menu",
            3,
            Some(vec!["a".into()]),
        );
        assert!(matches!(
            parse::<Interaction>(payload),
            Interaction::Component(_)
        ));
    }

    #[test]
    fn ready_and_guild_create_deserialize() {
        let ready: Ready = parse(ready(
            &bot(),
            "session",
            "ws://127.0.0.1:1/gateway",
            [1, 2],
            &[GUILD_ID],
        ));
        assert_eq!(ready.application.id.get(), APPLICATION_ID);
        assert_eq!(ready.shard.map(|s| (s.id.0, s.total)), Some((1, 2)));
        let guild: Guild = parse(guild_create(
            GUILD_ID,
            GUILD_NAME,
            &[general(), thread()],
            &[bot(), alice()],
        ));
        assert_eq!(guild.channels.len(), 1);
        assert_eq!(guild.threads.len(), 1);
        assert_eq!(guild.members.len(), 2);
    }

    #[test]
    fn rest_answers_deserialize() {
        let _: PartialGuild = parse(partial_guild(GUILD_ID, GUILD_NAME));
        let _: GuildChannel = parse(channel(&thread(), None));
        let alice = alice();
        let dm = ChannelRecord {
            kind: ChannelKind::Dm,
            recipient: Some(alice.id),
            guild_id: None,
            ..general()
        };
        let _: PrivateChannel = parse(channel(&dm, Some(&alice)));
        let _: Member = parse(member(&alice));
        let _: CurrentUser = parse(user(&bot()));
        let _: CurrentApplicationInfo = parse(current_application(
            &alice,
            &["https://board.example.org".to_string()],
        ));
        let message: Message = parse(message(&sample_message(), &bot()));
        assert_eq!(message.attachments[0].size, 2);
    }

    #[test]
    fn a_modal_submission_deserializes() {
        let (alice, general) = (alice(), general());
        let context = context(&alice, &general);
        let rows = json!([{"type": 1, "components": [
            {"type": 4, "custom_id": "moves", "value": "d4 d5"}]}]);
        let body = modal_submit_interaction(&context, "ab:explore:9", rows, None);
        let Interaction::Modal(submit) = parse::<Interaction>(body) else {
            panic!("not a modal submission");
        };
        assert_eq!(submit.data.custom_id, "ab:explore:9");
        assert_eq!(submit.data.components.len(), 1);
    }
}
