//! The REST routes a bot needs, answered from and into the [`World`].
//! Everything here is synchronous: it runs under the world's lock.

use std::collections::BTreeSet;

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::limits;
use super::payloads;
use super::server::{RequestBody, UploadedFile};
use super::state::{
    APPLICATION_ID, BOT_USER_ID, Callback, ChannelKind, ChannelRecord, GUILD_ID, InteractionKind,
    MentionRecord, RecordedAttachment, RecordedMessage, RegisteredCommand, World,
};
use super::state::{
    ATTACH_FILES, CREATE_PUBLIC_THREADS, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL,
};

/// Discord's JSON error codes used here.
const UNKNOWN_CHANNEL: u64 = 10003;
const UNKNOWN_MESSAGE: u64 = 10008;
const UNKNOWN_USER: u64 = 10013;
const UNKNOWN_MEMBER: u64 = 10007;
const UNKNOWN_WEBHOOK: u64 = 10015;
const UNKNOWN_INTERACTION: u64 = 10062;
const ALREADY_ACKNOWLEDGED: u64 = 40060;
const MISSING_PERMISSIONS: u64 = 50013;
const MISSING_ACCESS: u64 = 50001;
const INVALID_FORM_BODY: u64 = 50035;
const THREAD_ALREADY_CREATED: u64 = 160004;
const MAX_ACTIVE_THREADS: u64 = 160006;
const ENTRY_POINT_REMOVED: u64 = 50240;

/// The type of an Activity's Entry Point command.
pub const ENTRY_POINT: u64 = 4;

pub struct Reply {
    status: StatusCode,
    body: Option<Value>,
}

impl IntoResponse for Reply {
    fn into_response(self) -> Response {
        match self.body {
            Some(body) => (self.status, Json(body)).into_response(),
            None => self.status.into_response(),
        }
    }
}

fn ok(body: Value) -> Reply {
    Reply {
        status: StatusCode::OK,
        body: Some(body),
    }
}

fn no_content() -> Reply {
    Reply {
        status: StatusCode::NO_CONTENT,
        body: None,
    }
}

fn error(status: StatusCode, code: u64, message: &str) -> Reply {
    Reply {
        status,
        body: Some(payloads::error(code, message)),
    }
}

/// Records the problems as violations and answers 400 as Discord would.
fn reject(world: &mut World, route: &str, problems: Vec<String>) -> Reply {
    for problem in problems {
        world.violation(route, problem);
    }
    error(
        StatusCode::BAD_REQUEST,
        INVALID_FORM_BODY,
        "Invalid Form Body",
    )
}

/// Records what a message body allowed to ping and whom it pinged; the
/// bot's mistakes are violations; what Discord refuses, a 400.
fn mentions(world: &mut World, route: &str, body: &Value) -> Option<Reply> {
    let (refused, broken) = limits::check_mentions(body);
    for problem in broken {
        world.violation(route, problem);
    }
    world.mentions.push(MentionRecord {
        route: route.to_owned(),
        allowed_mentions: body["allowed_mentions"].clone(),
        pinged: limits::pinged_users(body),
    });
    (!refused.is_empty()).then(|| reject(world, route, refused))
}

fn parse_id(segment: &str) -> u64 {
    segment.parse().unwrap_or(0)
}

pub fn handle(
    world: &mut World,
    route: &str,
    method: &str,
    segments: &[&str],
    query: &str,
    body: RequestBody,
) -> Reply {
    match (method, segments) {
        ("GET", ["users", "@me", "guilds"]) => current_user_guilds(world, query),
        ("GET", ["applications", "@me"]) => {
            let owner = world.user("double-owner");
            ok(payloads::current_application(&owner, &world.redirect_uris))
        }
        ("GET", ["gateway"]) => ok(json!({"url": world.ws_url})),
        ("GET", ["gateway", "bot"]) => ok(payloads::gateway_bot(
            &world.ws_url,
            world.gateway.advised_shards,
        )),
        ("GET", ["users", "@me"]) => ok(payloads::user(world.bot())),
        ("GET", ["users", user_id]) => match world.users.get(&parse_id(user_id)) {
            Some(user) => ok(payloads::user(user)),
            None => error(StatusCode::NOT_FOUND, UNKNOWN_USER, "Unknown User"),
        },
        ("GET", ["oauth2", "applications", "@me"]) => {
            let owner = world.user("double-owner");
            ok(payloads::current_application(&owner, &world.redirect_uris))
        }
        ("POST", ["users", "@me", "channels"]) => open_dm(world, &body.json),
        ("GET", ["guilds", guild_id]) if world.guilds.contains_key(&parse_id(guild_id)) => {
            let id = parse_id(guild_id);
            ok(payloads::partial_guild(id, &world.guilds[&id]))
        }
        ("GET", ["guilds", guild_id, "members", user_id])
            if world.guilds.contains_key(&parse_id(guild_id)) =>
        {
            let guild = parse_id(guild_id);
            match world.users.get(&parse_id(user_id)) {
                Some(user) => {
                    let roles = world.roles_in(guild, user.id);
                    let permissions = world.guild_permissions(guild, user.id);
                    ok(payloads::member_with(user, &roles, permissions))
                }
                None => error(StatusCode::NOT_FOUND, UNKNOWN_MEMBER, "Unknown Member"),
            }
        }
        ("GET", ["guilds", guild_id, "roles"])
            if world.guilds.contains_key(&parse_id(guild_id)) =>
        {
            let roles = world.roles_of(parse_id(guild_id));
            ok(Value::Array(roles.iter().map(payloads::role).collect()))
        }
        (_, ["applications", app, "commands"]) if parse_id(app) == APPLICATION_ID => {
            commands(world, route, method, None, body.json)
        }
        (_, ["applications", app, "guilds", guild_id, "commands"])
            if parse_id(app) == APPLICATION_ID =>
        {
            commands(world, route, method, Some(parse_id(guild_id)), body.json)
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            interaction_callback(world, route, parse_id(id), token, body)
        }
        ("POST", ["webhooks", app, token]) => followup(world, route, app, token, body),
        (_, ["webhooks", app, token, "messages", message]) => {
            webhook_message(world, route, method, app, token, message, body)
        }
        ("GET", ["channels", channel_id]) => match world.channels.get(&parse_id(channel_id)) {
            Some(channel) => {
                let recipient = channel.recipient.and_then(|id| world.users.get(&id));
                let mut body = payloads::channel(channel, recipient);
                if world.archived.contains(&channel.id) {
                    body["thread_metadata"]["archived"] = json!(true);
                }
                if let Some(overwrites) = world.overwrites.get(&channel.id) {
                    body["permission_overwrites"] = payloads::overwrites(overwrites);
                }
                ok(body)
            }
            None => error(StatusCode::NOT_FOUND, UNKNOWN_CHANNEL, "Unknown Channel"),
        },
        ("PATCH", ["channels", channel_id]) => {
            modify_channel(world, route, parse_id(channel_id), &body.json)
        }
        ("POST", ["channels", channel_id, "typing"])
            if world.channels.contains_key(&parse_id(channel_id)) =>
        {
            no_content()
        }
        ("GET", ["channels", channel_id, "messages"]) => {
            let mut messages = world.channel_messages(parse_id(channel_id));
            messages.reverse();
            let rendered = messages.iter().map(|m| render(world, m)).collect();
            ok(Value::Array(rendered))
        }
        ("POST", ["channels", channel_id, "messages"]) => {
            create_channel_message(world, route, parse_id(channel_id), body)
        }
        (_, ["channels", channel_id, "messages", message_id]) => channel_message(
            world,
            route,
            method,
            parse_id(channel_id),
            parse_id(message_id),
            body,
        ),
        ("POST", ["channels", channel_id, "threads"]) => {
            create_thread(world, route, parse_id(channel_id), &body.json, None)
        }
        ("POST", ["channels", channel_id, "messages", message_id, "threads"]) => create_thread(
            world,
            route,
            parse_id(channel_id),
            &body.json,
            Some(parse_id(message_id)),
        ),
        _ => {
            world.unknown_routes.push(route.to_owned());
            error(
                StatusCode::NOT_FOUND,
                0,
                "404: Not Found (route unknown to the discord double)",
            )
        }
    }
}

/// `GET /users/@me/guilds`: the servers the bot is in, by id, at most
/// `limit` (1-200, default 200) after the id `after`, as Discord pages them.
fn current_user_guilds(world: &mut World, query: &str) -> Reply {
    let param = |name: &str| {
        query
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.to_owned())
    };
    let limit = param("limit").map_or(Some(200), |v| v.parse::<usize>().ok());
    let after = param("after").map_or(Some(0), |v| v.parse::<u64>().ok());
    let (Some(limit @ 1..=200), Some(after)) = (limit, after) else {
        return error(
            StatusCode::BAD_REQUEST,
            INVALID_FORM_BODY,
            "Invalid Form Body",
        );
    };
    let guilds: Vec<Value> = world
        .guilds
        .iter()
        .filter(|(id, _)| **id > after)
        .take(limit)
        .map(|(id, name)| {
            payloads::guild_info(*id, name, world.guild_permissions(*id, BOT_USER_ID))
        })
        .collect();
    ok(Value::Array(guilds))
}

fn render(world: &World, message: &RecordedMessage) -> Value {
    let author = world
        .users
        .get(&message.author_id)
        .unwrap_or_else(|| world.bot());
    payloads::message(message, author)
}

fn open_dm(world: &mut World, body: &Value) -> Reply {
    let recipient_id = body["recipient_id"].as_str().map_or(0, parse_id);
    let Some(recipient) = world.users.get(&recipient_id).cloned() else {
        return error(StatusCode::NOT_FOUND, UNKNOWN_USER, "Unknown User");
    };
    let existing = world
        .channels
        .values()
        .find(|c| c.recipient == Some(recipient_id))
        .cloned();
    let channel = existing.unwrap_or_else(|| {
        let channel = ChannelRecord {
            id: world.next_id(),
            name: format!("dm-{}", recipient.name),
            kind: ChannelKind::Dm,
            parent_id: None,
            recipient: Some(recipient_id),
            guild_id: None,
            threads_forbidden: true,
        };
        world.channels.insert(channel.id, channel.clone());
        channel
    });
    ok(payloads::channel(&channel, Some(&recipient)))
}

fn commands(
    world: &mut World,
    route: &str,
    method: &str,
    guild_id: Option<u64>,
    body: Value,
) -> Reply {
    if guild_id.is_some_and(|id| !world.guilds.contains_key(&id)) {
        world.violation(route, "commands registered in a guild the bot is not in");
        return error(StatusCode::FORBIDDEN, 50001, "Missing Access");
    }
    let bodies = match method {
        "GET" => None,
        "PUT" => Some(body.as_array().cloned().unwrap_or_default()),
        "POST" => {
            // Creating one command keeps the others of the same scope.
            let mut all: Vec<Value> = registered(world, guild_id)
                .iter()
                .map(|c| c.body.clone())
                .collect();
            all.retain(|c| c["name"] != body["name"]);
            all.push(body.clone());
            Some(all)
        }
        _ => return error(StatusCode::METHOD_NOT_ALLOWED, 0, "405: Method Not Allowed"),
    };
    if let Some(bodies) = bodies {
        // An application with Activities has an Entry Point command (type
        // 4); a global bulk overwrite must carry it, as Discord insists.
        let had_entry_point = registered(world, guild_id)
            .iter()
            .any(|c| command_type(&c.body) == ENTRY_POINT);
        if method == "PUT"
            && guild_id.is_none()
            && had_entry_point
            && !bodies.iter().any(|c| command_type(c) == ENTRY_POINT)
        {
            world.violation(
                route,
                "a bulk overwrite without the Entry Point command (Discord: 50240)",
            );
            return error(
                StatusCode::BAD_REQUEST,
                ENTRY_POINT_REMOVED,
                "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately.",
            );
        }
        let mut problems: Vec<String> = bodies.iter().flat_map(limits::check_command).collect();
        let kinds: BTreeSet<u64> = bodies.iter().map(command_type).collect();
        for kind in kinds {
            let neighbours: Vec<&Value> =
                bodies.iter().filter(|c| command_type(c) == kind).collect();
            problems.extend(limits::check_unique_names(
                &format!("commands of type {kind}"),
                &neighbours,
            ));
        }
        if bodies.len() > 100 {
            problems.push(format!(
                "{} chat commands, Discord allows 100",
                bodies.len()
            ));
        }
        if !problems.is_empty() {
            return reject(world, route, problems);
        }
        let previous = registered(world, guild_id).clone();
        let commands = bodies
            .into_iter()
            .map(|body| {
                let kept_id = previous
                    .iter()
                    .find(|c| c.body["name"] == body["name"])
                    .map(|c| c.id);
                RegisteredCommand {
                    id: kept_id.unwrap_or_else(|| world.next_id()),
                    guild_id,
                    body,
                }
            })
            .collect();
        *registered(world, guild_id) = commands;
    }
    let rendered: Vec<Value> = registered(world, guild_id)
        .iter()
        .map(render_command)
        .collect();
    if method == "POST" {
        let created = rendered.iter().find(|c| c["name"] == body["name"]).cloned();
        return ok(created.unwrap_or_default());
    }
    ok(Value::Array(rendered))
}

/// A command's type: 1 (chat, the default), 2 (user), 3 (message) or 4
/// (an Activity's Entry Point).
fn command_type(command: &Value) -> u64 {
    command["type"].as_u64().unwrap_or(1)
}

fn registered(world: &mut World, guild_id: Option<u64>) -> &mut Vec<RegisteredCommand> {
    match guild_id {
        Some(_) => &mut world.guild_commands,
        None => &mut world.global_commands,
    }
}

fn render_command(command: &RegisteredCommand) -> Value {
    let mut rendered = command.body.clone();
    rendered["id"] = json!(command.id.to_string());
    rendered["application_id"] = json!(APPLICATION_ID.to_string());
    rendered["version"] = json!(command.id.to_string());
    if rendered["type"].is_null() {
        rendered["type"] = json!(1);
    }
    if rendered["description"].is_null() {
        rendered["description"] = json!("");
    }
    if let Some(guild_id) = command.guild_id {
        rendered["guild_id"] = json!(guild_id.to_string());
    }
    rendered
}

/// Turns uploaded `files[N]` parts into attachments, named as `payload_json`
/// names them.
/// What Discord takes in one attachment from a bot in a server that is
/// not boosted (the `attachment_size_limit` interactions report).
const MAX_ATTACHMENT_BYTES: usize = 10 * 1024 * 1024;

fn attachments_from(
    world: &mut World,
    json: &Value,
    files: &[UploadedFile],
) -> Vec<RecordedAttachment> {
    files
        .iter()
        .map(|file| {
            let index = file
                .field
                .trim_start_matches("files[")
                .trim_end_matches(']');
            let declared = json["attachments"].as_array().and_then(|list| {
                list.iter()
                    .find(|a| a["id"].to_string().trim_matches('"') == index)
            });
            let filename = declared
                .and_then(|a| a["filename"].as_str())
                .unwrap_or(&file.filename)
                .to_owned();
            let description = declared
                .and_then(|a| a["description"].as_str())
                .map(str::to_owned);
            if file.bytes.len() > MAX_ATTACHMENT_BYTES {
                world.violation(
                    "attachments",
                    format!(
                        "{filename}: {} bytes, Discord takes at most {MAX_ATTACHMENT_BYTES} from a bot",
                        file.bytes.len()
                    ),
                );
            }
            RecordedAttachment {
                id: world.next_id(),
                filename,
                description,
                content_type: file.content_type.clone(),
                bytes: if world.keep_attachment_bytes {
                    file.bytes.clone()
                } else {
                    Vec::new()
                },
            }
        })
        .collect()
}

fn new_message(
    world: &mut World,
    channel_id: u64,
    body: &RequestBody,
    interaction_token: Option<&str>,
) -> RecordedMessage {
    let json = &body.json;
    let attachments = attachments_from(world, json, &body.files);
    RecordedMessage {
        id: world.next_id(),
        channel_id,
        author_id: BOT_USER_ID,
        content: json["content"].as_str().unwrap_or_default().to_owned(),
        embeds: json["embeds"].as_array().cloned().unwrap_or_default(),
        components: json["components"].as_array().cloned().unwrap_or_default(),
        attachments,
        flags: json["flags"].as_u64().unwrap_or(0),
        interaction_token: interaction_token.map(str::to_owned),
        edited: false,
        updated_at: std::time::Instant::now(),
    }
}

/// Applies an edit: fields present in the body replace the old ones; the
/// `attachments` list, when present, names the old attachments to keep.
fn apply_edit(world: &mut World, message_id: u64, body: &RequestBody) {
    let uploaded = attachments_from(world, &body.json, &body.files);
    let json = &body.json;
    let Some(message) = world.messages.get_mut(&message_id) else {
        return;
    };
    if json.get("content").is_some() {
        message.content = json["content"].as_str().unwrap_or_default().to_owned();
    }
    if json.get("embeds").is_some() {
        message.embeds = json["embeds"].as_array().cloned().unwrap_or_default();
    }
    if json.get("components").is_some() {
        message.components = json["components"].as_array().cloned().unwrap_or_default();
    }
    if let Some(flags) = json["flags"].as_u64() {
        message.flags = flags;
    }
    if let Some(kept) = json["attachments"].as_array() {
        let kept_ids: Vec<String> = kept
            .iter()
            .map(|a| a["id"].to_string().trim_matches('"').to_owned())
            .collect();
        message
            .attachments
            .retain(|a| kept_ids.contains(&a.id.to_string()));
    }
    message.attachments.extend(uploaded);
    message.edited = true;
    message.updated_at = std::time::Instant::now();
}

fn interaction_callback(
    world: &mut World,
    route: &str,
    id: u64,
    token: &str,
    body: RequestBody,
) -> Reply {
    let Some(record) = world.interactions.get(token).cloned() else {
        world.violation(route, "callback for an interaction the double never sent");
        return error(
            StatusCode::NOT_FOUND,
            UNKNOWN_INTERACTION,
            "Unknown interaction",
        );
    };
    if record.id != id {
        world.violation(route, "callback id does not match the interaction token");
        return error(
            StatusCode::NOT_FOUND,
            UNKNOWN_INTERACTION,
            "Unknown interaction",
        );
    }
    if !record.callbacks.is_empty() {
        world.violation(
            route,
            "second callback: an interaction takes exactly one initial response",
        );
        return error(
            StatusCode::BAD_REQUEST,
            ALREADY_ACKNOWLEDGED,
            "Interaction has already been acknowledged.",
        );
    }
    let elapsed = record.sent_at.elapsed();
    if elapsed > world.limits.initial_response {
        world.violation(
            route,
            format!(
                "first response after {elapsed:?}, Discord allows {:?} (defer if slow)",
                world.limits.initial_response
            ),
        );
        return error(
            StatusCode::NOT_FOUND,
            UNKNOWN_INTERACTION,
            "Unknown interaction",
        );
    }
    let kind = body.json["type"].as_u64().unwrap_or(0);
    let data = match &body.json["data"] {
        Value::Null => json!({}),
        data => data.clone(),
    };
    let allowed = match kind {
        4 | 5 => record.kind != InteractionKind::Autocomplete,
        // A modal cannot answer a modal's submission.
        9 => !matches!(
            record.kind,
            InteractionKind::Autocomplete | InteractionKind::ModalSubmit
        ),
        // A submission of a modal opened from a message may update it.
        6 | 7 => matches!(
            record.kind,
            InteractionKind::Component | InteractionKind::ModalSubmit
        ),
        8 => record.kind == InteractionKind::Autocomplete,
        _ => false,
    };
    let mut problems = Vec::new();
    if !allowed {
        problems.push(format!(
            "callback type {kind} is not valid for a {:?} interaction",
            record.kind
        ));
    }
    problems.extend(match kind {
        4 => limits::check_message(&data, body.files.len(), true),
        7 => limits::check_message(&data, body.files.len(), false),
        8 => limits::check_autocomplete(&data),
        9 => limits::check_modal(&data),
        _ => Vec::new(),
    });
    if !problems.is_empty() {
        return reject(world, route, problems);
    }
    if matches!(kind, 4 | 7)
        && let Some(refusal) = mentions(world, route, &data)
    {
        return refusal;
    }
    let message_body = RequestBody {
        json: data.clone(),
        files: body.files.clone(),
    };
    let original_message_id = match kind {
        4 | 5 => {
            // An answer in an archived thread unarchives it, as any post does.
            world.archived.remove(&record.channel_id);
            // A deferral shows a "thinking" message that later edits fill in.
            let message = new_message(world, record.channel_id, &message_body, Some(token));
            let id = message.id;
            world.messages.insert(id, message);
            Some(id)
        }
        7 => {
            if let Some(message_id) = record.original_message_id {
                apply_edit(world, message_id, &message_body);
            }
            record.original_message_id
        }
        _ => record.original_message_id,
    };
    let attachments = attachments_from(world, &data, &body.files);
    let record = world.interactions.get_mut(token).expect("checked above");
    record.original_message_id = original_message_id;
    record.callbacks.push(Callback {
        kind,
        data,
        attachments,
        received_at: std::time::Instant::now(),
    });
    no_content()
}

/// Checks that a webhook call addresses a live, acknowledged interaction.
fn webhook_interaction(
    world: &mut World,
    route: &str,
    app: &str,
    token: &str,
) -> Result<(), Reply> {
    if parse_id(app) != APPLICATION_ID {
        world.violation(route, "webhook addressed to another application id");
        return Err(error(
            StatusCode::NOT_FOUND,
            UNKNOWN_WEBHOOK,
            "Unknown Webhook",
        ));
    }
    let Some(record) = world.interactions.get(token) else {
        world.violation(
            route,
            "webhook for an interaction token the double never sent",
        );
        return Err(error(
            StatusCode::NOT_FOUND,
            UNKNOWN_WEBHOOK,
            "Unknown Webhook",
        ));
    };
    let age = record.sent_at.elapsed();
    if record.callbacks.is_empty() {
        world.violation(route, "follow-up or edit before the initial response");
        return Err(error(
            StatusCode::NOT_FOUND,
            UNKNOWN_WEBHOOK,
            "Unknown Webhook",
        ));
    }
    if age > world.limits.interaction_token_lifetime {
        world.violation(
            route,
            format!("interaction token used after {age:?}, it lives 15 min"),
        );
        return Err(error(
            StatusCode::UNAUTHORIZED,
            50027,
            "Invalid Webhook Token",
        ));
    }
    Ok(())
}

fn followup(world: &mut World, route: &str, app: &str, token: &str, body: RequestBody) -> Reply {
    if let Err(reply) = webhook_interaction(world, route, app, token) {
        return reply;
    }
    let problems = limits::check_message(&body.json, body.files.len(), true);
    if !problems.is_empty() {
        return reject(world, route, problems);
    }
    if let Some(refusal) = mentions(world, route, &body.json) {
        return refusal;
    }
    let record = world.interactions[token].clone();
    world.archived.remove(&record.channel_id);
    let deferred = record.callbacks.last().is_some_and(|c| c.kind == 5);
    let message_id = match record.original_message_id {
        // Discord's rule: the first follow-up after a deferral fills the
        // "thinking" message instead of posting a new one.
        Some(original) if deferred && !record.original_edited && record.followup_ids.is_empty() => {
            let mut edit = RequestBody {
                json: body.json.clone(),
                files: body.files.clone(),
            };
            edit.json.as_object_mut().map(|o| o.remove("flags"));
            apply_edit(world, original, &edit);
            original
        }
        _ => {
            let message = new_message(world, record.channel_id, &body, Some(token));
            let id = message.id;
            world.messages.insert(id, message);
            id
        }
    };
    world
        .interactions
        .get_mut(token)
        .expect("checked")
        .followup_ids
        .push(message_id);
    ok(render(world, &world.messages[&message_id]))
}

fn webhook_message(
    world: &mut World,
    route: &str,
    method: &str,
    app: &str,
    token: &str,
    message: &str,
    body: RequestBody,
) -> Reply {
    if let Err(reply) = webhook_interaction(world, route, app, token) {
        return reply;
    }
    let record = world.interactions[token].clone();
    let message_id = if message == "@original" {
        record.original_message_id
    } else {
        let id = parse_id(message);
        (record.followup_ids.contains(&id) || record.original_message_id == Some(id)).then_some(id)
    };
    let Some(message_id) = message_id.filter(|id| world.messages.contains_key(id)) else {
        world.violation(
            route,
            "webhook message does not exist (no original response message?)",
        );
        return error(StatusCode::NOT_FOUND, UNKNOWN_MESSAGE, "Unknown Message");
    };
    match method {
        "GET" => ok(render(world, &world.messages[&message_id])),
        "PATCH" => {
            let problems = limits::check_message(&body.json, body.files.len(), false);
            if !problems.is_empty() {
                return reject(world, route, problems);
            }
            if let Some(refusal) = mentions(world, route, &body.json) {
                return refusal;
            }
            apply_edit(world, message_id, &body);
            if Some(message_id) == record.original_message_id {
                world
                    .interactions
                    .get_mut(token)
                    .expect("checked")
                    .original_edited = true;
            }
            ok(render(world, &world.messages[&message_id]))
        }
        "DELETE" => {
            world.messages.remove(&message_id);
            no_content()
        }
        _ => error(StatusCode::METHOD_NOT_ALLOWED, 0, "405: Method Not Allowed"),
    }
}

fn create_channel_message(
    world: &mut World,
    route: &str,
    channel_id: u64,
    body: RequestBody,
) -> Reply {
    if !world.channels.contains_key(&channel_id) {
        return error(StatusCode::NOT_FOUND, UNKNOWN_CHANNEL, "Unknown Channel");
    }
    let forbidden = world.posting_forbidden.contains(&channel_id)
        || world
            .channels
            .get(&channel_id)
            .and_then(|c| c.parent_id)
            .is_some_and(|parent| world.posting_forbidden.contains(&parent));
    if forbidden {
        return error(StatusCode::FORBIDDEN, MISSING_ACCESS, "Missing Access");
    }
    // What the bot's roles and the channel's overwrites allow it.
    let in_thread = world.channels[&channel_id].parent_id.is_some();
    let send = if in_thread {
        SEND_MESSAGES_IN_THREADS
    } else {
        SEND_MESSAGES
    };
    let permissions = world.permissions_in(channel_id, BOT_USER_ID);
    if permissions & VIEW_CHANNEL == 0 {
        return error(StatusCode::FORBIDDEN, MISSING_ACCESS, "Missing Access");
    }
    if permissions & send == 0 || (!body.files.is_empty() && permissions & ATTACH_FILES == 0) {
        return error(
            StatusCode::FORBIDDEN,
            MISSING_PERMISSIONS,
            "Missing Permissions",
        );
    }
    let mut problems = limits::check_message(&body.json, body.files.len(), true);
    if body.json["flags"]
        .as_u64()
        .is_some_and(|flags| flags & limits::EPHEMERAL_FLAG != 0)
    {
        problems.push("only interaction responses can be ephemeral".into());
    }
    if !problems.is_empty() {
        return reject(world, route, problems);
    }
    if let Some(refusal) = mentions(world, route, &body.json) {
        return refusal;
    }
    // With `enforce_nonce`, a nonce seen in this channel gives back its message.
    let nonce = body.json["nonce"]
        .as_str()
        .filter(|_| body.json["enforce_nonce"].as_bool() == Some(true))
        .map(|n| (channel_id, n.to_owned()));
    let window = world.limits.nonce_window;
    if let Some((existing, _)) = nonce
        .as_ref()
        .and_then(|key| world.nonces.get(key))
        .filter(|(_, at)| at.elapsed() < window)
    {
        let message = world.messages[existing].clone();
        return ok(render(world, &message));
    }
    // A message in an archived thread that is not locked unarchives it.
    world.archived.remove(&channel_id);
    let message = new_message(world, channel_id, &body, None);
    let rendered = render(world, &message);
    if let Some(key) = nonce {
        world
            .nonces
            .insert(key, (message.id, std::time::Instant::now()));
    }
    world.messages.insert(message.id, message);
    ok(rendered)
}

fn channel_message(
    world: &mut World,
    route: &str,
    method: &str,
    channel_id: u64,
    message_id: u64,
    body: RequestBody,
) -> Reply {
    let exists = world
        .messages
        .get(&message_id)
        .is_some_and(|m| m.channel_id == channel_id);
    if !exists {
        return error(StatusCode::NOT_FOUND, UNKNOWN_MESSAGE, "Unknown Message");
    }
    match method {
        "GET" => ok(render(world, &world.messages[&message_id])),
        "PATCH" => {
            if world.messages[&message_id].author_id != BOT_USER_ID {
                world.violation(route, "the bot edits a message it did not write");
                return error(
                    StatusCode::FORBIDDEN,
                    50005,
                    "Cannot edit a message authored by another user",
                );
            }
            let problems = limits::check_message(&body.json, body.files.len(), false);
            if !problems.is_empty() {
                return reject(world, route, problems);
            }
            if let Some(refusal) = mentions(world, route, &body.json) {
                return refusal;
            }
            apply_edit(world, message_id, &body);
            ok(render(world, &world.messages[&message_id]))
        }
        "DELETE" => {
            world.messages.remove(&message_id);
            no_content()
        }
        _ => error(StatusCode::METHOD_NOT_ALLOWED, 0, "405: Method Not Allowed"),
    }
}

fn create_thread(
    world: &mut World,
    route: &str,
    channel_id: u64,
    body: &Value,
    from_message: Option<u64>,
) -> Reply {
    let Some(parent) = world.channels.get(&channel_id).cloned() else {
        return error(StatusCode::NOT_FOUND, UNKNOWN_CHANNEL, "Unknown Channel");
    };
    let public = from_message.is_some() || body["type"].as_u64() == Some(11);
    let permissions = world.permissions_in(channel_id, BOT_USER_ID);
    if parent.threads_forbidden || (public && permissions & CREATE_PUBLIC_THREADS == 0) {
        return error(
            StatusCode::FORBIDDEN,
            MISSING_PERMISSIONS,
            "Missing Permissions",
        );
    }
    if parent.kind != ChannelKind::Text {
        world.violation(route, "threads can only be created in text channels");
        return error(
            StatusCode::BAD_REQUEST,
            INVALID_FORM_BODY,
            "Invalid Form Body",
        );
    }
    if let Some(message) = from_message {
        if world
            .messages
            .get(&message)
            .is_none_or(|m| m.channel_id != channel_id)
        {
            return error(StatusCode::NOT_FOUND, UNKNOWN_MESSAGE, "Unknown Message");
        }
        // A message has at most one thread, which has the message's id.
        if world.channels.contains_key(&message) {
            return error(
                StatusCode::BAD_REQUEST,
                THREAD_ALREADY_CREATED,
                "A thread has already been created for this message",
            );
        }
    }
    let guild = parent.guild_id;
    let active = world
        .channels
        .values()
        .filter(|c| c.parent_id.is_some() && c.guild_id == guild)
        .filter(|c| !world.archived.contains(&c.id))
        .count();
    if world
        .active_thread_limit
        .is_some_and(|limit| active >= limit)
    {
        return error(
            StatusCode::BAD_REQUEST,
            MAX_ACTIVE_THREADS,
            "Maximum number of active threads reached",
        );
    }
    let name = body["name"].as_str().unwrap_or_default().to_owned();
    if !(1..=100).contains(&name.chars().count()) {
        return reject(
            world,
            route,
            vec![format!("thread name {name:?} must have 1-100 characters")],
        );
    }
    let kind = match (from_message, body["type"].as_u64()) {
        (Some(_), _) | (None, Some(11)) => ChannelKind::PublicThread,
        _ => ChannelKind::PrivateThread,
    };
    let thread = ChannelRecord {
        id: from_message.unwrap_or_else(|| world.next_id()),
        name,
        kind,
        parent_id: Some(channel_id),
        recipient: None,
        guild_id: world.channels.get(&channel_id).and_then(|c| c.guild_id),
        threads_forbidden: true,
    };
    world.channels.insert(thread.id, thread.clone());
    ok(payloads::channel(&thread, None))
}

/// `PATCH /channels/{id}`: only a thread's `archived` and `locked` (what
/// the bot changes); anything else it sends is a violation.
fn modify_channel(world: &mut World, route: &str, channel_id: u64, body: &Value) -> Reply {
    let Some(channel) = world.channels.get(&channel_id).cloned() else {
        return error(StatusCode::NOT_FOUND, UNKNOWN_CHANNEL, "Unknown Channel");
    };
    world.channel_patches.push((channel_id, body.clone()));
    let Some(fields) = body.as_object() else {
        return reject(world, route, vec!["the body is not an object".into()]);
    };
    let unknown: Vec<String> = fields
        .keys()
        .filter(|k| !matches!(k.as_str(), "archived" | "locked"))
        .map(|k| format!("the double does not change a channel's {k:?}"))
        .collect();
    if !unknown.is_empty() {
        return reject(world, route, unknown);
    }
    if channel.parent_id.is_none() {
        return reject(
            world,
            route,
            vec!["archived/locked only apply to threads".into()],
        );
    }
    if fields.get("locked").and_then(Value::as_bool) == Some(true) {
        // A finished game's thread is archived, never locked (issue #36):
        // its players may still talk about the game.
        world.violation(route, "the bot locked a thread");
    }
    match fields.get("archived").and_then(Value::as_bool) {
        Some(true) => {
            world.archived.insert(channel_id);
        }
        Some(false) => {
            world.archived.remove(&channel_id);
        }
        None => {}
    }
    let mut rendered = payloads::channel(&channel, None);
    rendered["thread_metadata"]["archived"] = json!(world.archived.contains(&channel_id));
    ok(rendered)
}
