//! Discord's own limits, checked on everything the bot sends so that a test
//! catches what production would reject. Each check returns the problems it
//! found as human-readable strings; the REST layer records them as violations.

use std::collections::BTreeSet;
use std::sync::LazyLock;
use std::time::Duration;

use regex::Regex;
use serde_json::Value;

pub const EPHEMERAL_FLAG: u64 = 64;
/// Flags a bot may set on a message it sends: SUPPRESS_EMBEDS, EPHEMERAL,
/// SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2.
const SENDABLE_MESSAGE_FLAGS: u64 = 4 | EPHEMERAL_FLAG | 4096 | 32768;
const MAX_CONTENT_CHARS: usize = 2000;
const MAX_EMBEDS: usize = 10;
const MAX_ACTION_ROWS: usize = 5;
const MAX_BUTTONS_PER_ROW: usize = 5;
const MAX_CUSTOM_ID_CHARS: usize = 100;
const MAX_BUTTON_LABEL_CHARS: usize = 80;
const MAX_CHOICES: usize = 25;
const MAX_OPTIONS: usize = 25;
const MAX_SELECT_OPTIONS: usize = 25;
const MAX_SELECT_TEXT_CHARS: usize = 100;
const MAX_PLACEHOLDER_CHARS: usize = 150;
const MAX_COMMAND_NAME_CHARS: usize = 32;
const MAX_DESCRIPTION_CHARS: usize = 100;
const MAX_MODAL_TITLE_CHARS: usize = 45;
const MAX_TEXT_INPUT_LABEL_CHARS: usize = 45;
const MAX_TEXT_INPUT_PLACEHOLDER_CHARS: usize = 100;
const MAX_TEXT_INPUT_LENGTH: u64 = 4000;
/// An attachment's description (alt text).
const MAX_ATTACHMENT_DESCRIPTION_CHARS: usize = 1024;

/// Time limits, adjustable so a test of "too late" need not wait 3 s.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The first callback must arrive within this (Discord: 3 s).
    pub initial_response: Duration,
    /// Follow-ups and edits are accepted within this (Discord: 15 min).
    pub interaction_token_lifetime: Duration,
    /// A nonce sent with `enforce_nonce` gives back its message for this
    /// long (Discord: a few minutes); after that it posts again.
    pub nonce_window: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            initial_response: Duration::from_secs(3),
            interaction_token_lifetime: Duration::from_secs(15 * 60),
            nonce_window: Duration::from_secs(5 * 60),
        }
    }
}

fn char_count(value: &Value) -> usize {
    value.as_str().map_or(0, |text| text.chars().count())
}

/// What Discord refuses in a message body's `allowed_mentions` (`parse`
/// naming users or roles while also listing them, more than 100 of either),
/// and what this bot must never send (the first list: refused; the second:
/// violations only, Discord would take them): a body without
/// `allowed_mentions` (Discord's default pings everything the text
/// mentions), or one that allows `@everyone` or roles.
pub fn check_mentions(body: &Value) -> (Vec<String>, Vec<String>) {
    let (mut refused, mut broken) = (Vec::new(), Vec::new());
    let allowed = &body["allowed_mentions"];
    if allowed.is_null() {
        broken.push(
            "message body without allowed_mentions: a name like @everyone would ping everyone"
                .to_owned(),
        );
        return (refused, broken);
    }
    let parse: Vec<&str> = allowed["parse"]
        .as_array()
        .map(|p| p.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for (kind, list) in [("users", &allowed["users"]), ("roles", &allowed["roles"])] {
        let listed = list.as_array().map_or(0, Vec::len);
        if parse.contains(&kind) && listed > 0 {
            refused.push(format!(
                "allowed_mentions parses {kind} and lists them too (Discord refuses both)"
            ));
        }
        if listed > 100 {
            refused.push(format!(
                "allowed_mentions lists {listed} {kind}, at most 100"
            ));
        }
    }
    if parse.contains(&"everyone") {
        broken.push("allowed_mentions allows @everyone and @here".to_owned());
    }
    if parse.contains(&"roles") || allowed["roles"].as_array().is_some_and(|r| !r.is_empty()) {
        broken.push("allowed_mentions allows role mentions".to_owned());
    }
    (refused, broken)
}

/// The users a message body pings: mentioned in its text (`<@id>` or
/// `<@!id>`) and allowed by its `allowed_mentions` (all mentioned when it
/// has none).
pub fn pinged_users(body: &Value) -> Vec<u64> {
    let allowed = &body["allowed_mentions"];
    let parse_users = allowed.is_null()
        || allowed["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|v| v == "users"));
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .map(|u| {
            u.iter()
                .filter_map(|v| v.as_str().and_then(|s| s.parse().ok()).or(v.as_u64()))
                .collect()
        })
        .unwrap_or_default();
    let content = body["content"].as_str().unwrap_or_default();
    let mut pinged = Vec::new();
    for piece in content.split("<@").skip(1) {
        let piece = piece.strip_prefix('!').unwrap_or(piece);
        let Some((id, _)) = piece.split_once('>') else {
            continue;
        };
        let Ok(id) = id.parse::<u64>() else {
            continue;
        };
        if (parse_users || listed.contains(&id)) && !pinged.contains(&id) {
            pinged.push(id);
        }
    }
    pinged
}

/// Checks a message body (create, edit, callback data, follow-up).
/// `new_message` also demands that the message is not empty.
pub fn check_message(body: &Value, attachment_count: usize, new_message: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let content_chars = char_count(&body["content"]);
    if content_chars > MAX_CONTENT_CHARS {
        problems.push(format!(
            "content has {content_chars} characters, Discord allows {MAX_CONTENT_CHARS}"
        ));
    }
    let embeds = body["embeds"].as_array().map_or(0, Vec::len);
    if embeds > MAX_EMBEDS {
        problems.push(format!("{embeds} embeds, Discord allows {MAX_EMBEDS}"));
    }
    if let Some(flags) = body["flags"].as_u64()
        && flags & !SENDABLE_MESSAGE_FLAGS != 0
    {
        problems.push(format!(
            "flags {flags} include bits a bot cannot send (ephemeral is {EPHEMERAL_FLAG})"
        ));
    }
    let components = body["components"].as_array().cloned().unwrap_or_default();
    problems.extend(check_action_rows(&components));
    for (index, attachment) in body["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let chars = char_count(&attachment["description"]);
        if chars > MAX_ATTACHMENT_DESCRIPTION_CHARS {
            problems.push(format!(
                "attachment {index} has a description of {chars} characters, Discord allows {MAX_ATTACHMENT_DESCRIPTION_CHARS}"
            ));
        }
    }
    let has_attachments = attachment_count > 0
        || body["attachments"]
            .as_array()
            .is_some_and(|a| !a.is_empty());
    if new_message
        && content_chars == 0
        && embeds == 0
        && components.is_empty()
        && !has_attachments
        && body["poll"].is_null()
    {
        problems.push("cannot send an empty message".into());
    }
    problems
}

fn check_action_rows(rows: &[Value]) -> Vec<String> {
    let mut problems = Vec::new();
    if rows.len() > MAX_ACTION_ROWS {
        problems.push(format!(
            "{} action rows, Discord allows {MAX_ACTION_ROWS}",
            rows.len()
        ));
    }
    for (row_index, row) in rows.iter().enumerate() {
        if row["type"].as_u64() != Some(1) {
            problems.push(format!(
                "component {row_index} at top level is not an action row"
            ));
            continue;
        }
        let children = row["components"].as_array().cloned().unwrap_or_default();
        let buttons = children
            .iter()
            .filter(|c| c["type"].as_u64() == Some(2))
            .count();
        if children.is_empty() {
            problems.push(format!("action row {row_index} is empty"));
        }
        if buttons > MAX_BUTTONS_PER_ROW {
            problems.push(format!(
                "action row {row_index} has {buttons} buttons, Discord allows {MAX_BUTTONS_PER_ROW}"
            ));
        }
        if buttons < children.len() && children.len() > 1 {
            problems.push(format!(
                "action row {row_index} mixes a select menu with other components"
            ));
        }
        for child in &children {
            problems.extend(check_component(child));
        }
    }
    problems
}

fn check_component(component: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let is_link_button =
        component["type"].as_u64() == Some(2) && component["style"].as_u64() == Some(5);
    if is_link_button {
        if component["url"].as_str().is_none() {
            problems.push("link button without url".into());
        }
    } else {
        problems.extend(check_custom_id(&component["custom_id"]));
    }
    let label_chars = char_count(&component["label"]);
    if component["type"].as_u64() == Some(2) && label_chars > MAX_BUTTON_LABEL_CHARS {
        problems.push(format!(
            "button label has {label_chars} characters, Discord allows {MAX_BUTTON_LABEL_CHARS}"
        ));
    }
    if component["type"].as_u64() == Some(3) {
        problems.extend(check_string_select(component));
    }
    problems
}

/// A string select menu: 1-25 options, each label and value 1-100
/// characters and values unique, descriptions at most 100, a placeholder
/// at most 150.
fn check_string_select(menu: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let options = menu["options"].as_array().cloned().unwrap_or_default();
    if !(1..=MAX_SELECT_OPTIONS).contains(&options.len()) {
        problems.push(format!(
            "select menu has {} options, Discord wants 1-{MAX_SELECT_OPTIONS}",
            options.len()
        ));
    }
    let mut values = std::collections::HashSet::new();
    for option in &options {
        for field in ["label", "value"] {
            let chars = char_count(&option[field]);
            if !(1..=MAX_SELECT_TEXT_CHARS).contains(&chars) {
                problems.push(format!(
                    "select option {field} has {chars} characters, Discord wants 1-{MAX_SELECT_TEXT_CHARS}"
                ));
            }
        }
        if char_count(&option["description"]) > MAX_SELECT_TEXT_CHARS {
            problems.push(format!(
                "select option description over {MAX_SELECT_TEXT_CHARS} characters"
            ));
        }
        if !values.insert(option["value"].to_string()) {
            problems.push(format!("select option value {} repeats", option["value"]));
        }
    }
    if char_count(&menu["placeholder"]) > MAX_PLACEHOLDER_CHARS {
        problems.push(format!(
            "select menu placeholder over {MAX_PLACEHOLDER_CHARS} characters"
        ));
    }
    problems
}

fn check_custom_id(custom_id: &Value) -> Vec<String> {
    let chars = char_count(custom_id);
    if (1..=MAX_CUSTOM_ID_CHARS).contains(&chars) {
        Vec::new()
    } else {
        vec![format!(
            "custom_id {custom_id} has {chars} characters, Discord wants 1-{MAX_CUSTOM_ID_CHARS}"
        )]
    }
}

/// Checks the `data` of an autocomplete result (callback type 8).
pub fn check_autocomplete(data: &Value) -> Vec<String> {
    let choices = data["choices"].as_array().cloned().unwrap_or_default();
    let mut problems = Vec::new();
    if data["choices"].is_null() {
        problems.push("autocomplete result without choices".into());
    }
    if choices.len() > MAX_CHOICES {
        problems.push(format!(
            "{} autocomplete choices, Discord allows {MAX_CHOICES}",
            choices.len()
        ));
    }
    problems.extend(choices.iter().flat_map(check_choice));
    problems
}

fn check_choice(choice: &Value) -> Vec<String> {
    let chars = char_count(&choice["name"]);
    if (1..=100).contains(&chars) {
        Vec::new()
    } else {
        vec![format!(
            "choice name {} has {chars} characters, Discord wants 1-100",
            choice["name"]
        )]
    }
}

/// Checks the `data` of a modal (callback type 9).
pub fn check_modal(data: &Value) -> Vec<String> {
    let mut problems = check_custom_id(&data["custom_id"]);
    let title_chars = char_count(&data["title"]);
    if !(1..=MAX_MODAL_TITLE_CHARS).contains(&title_chars) {
        problems.push(format!(
            "modal title has {title_chars} characters, Discord wants 1-{MAX_MODAL_TITLE_CHARS}"
        ));
    }
    let rows = data["components"].as_array().cloned().unwrap_or_default();
    if !(1..=MAX_ACTION_ROWS).contains(&rows.len()) {
        problems.push(format!(
            "modal has {} rows, Discord wants 1-{MAX_ACTION_ROWS}",
            rows.len()
        ));
    }
    for row in &rows {
        let inputs = row["components"].as_array().cloned().unwrap_or_default();
        if row["type"] != 1 || inputs.len() != 1 {
            problems.push(format!(
                "a modal row must be an action row with one text input: {row}"
            ));
        }
        for input in &inputs {
            problems.extend(check_text_input(input));
        }
    }
    problems
}

/// Checks a modal's text input (component type 4).
fn check_text_input(input: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    if input["type"] != 4 {
        problems.push(format!("a modal holds text inputs only, not {input}"));
        return problems;
    }
    problems.extend(check_custom_id(&input["custom_id"]));
    if !matches!(input["style"].as_u64(), Some(1 | 2)) {
        problems.push(format!(
            "text input style {}, Discord wants 1 or 2",
            input["style"]
        ));
    }
    let label = char_count(&input["label"]);
    if !(1..=MAX_TEXT_INPUT_LABEL_CHARS).contains(&label) {
        problems.push(format!(
            "text input label has {label} characters, Discord wants 1-{MAX_TEXT_INPUT_LABEL_CHARS}"
        ));
    }
    if char_count(&input["placeholder"]) > MAX_TEXT_INPUT_PLACEHOLDER_CHARS {
        problems.push(format!(
            "text input placeholder longer than {MAX_TEXT_INPUT_PLACEHOLDER_CHARS} characters"
        ));
    }
    let min = input["min_length"].as_u64().unwrap_or(0);
    let max = input["max_length"]
        .as_u64()
        .unwrap_or(MAX_TEXT_INPUT_LENGTH);
    if min > MAX_TEXT_INPUT_LENGTH || !(1..=MAX_TEXT_INPUT_LENGTH).contains(&max) || min > max {
        problems.push(format!(
            "text input lengths {min}-{max}, Discord wants 0-{MAX_TEXT_INPUT_LENGTH} and 1-{MAX_TEXT_INPUT_LENGTH}, min at most max"
        ));
    }
    problems
}

/// Checks one application command as registered with `PUT .../commands`.
pub fn check_command(command: &Value) -> Vec<String> {
    let name = command["name"].as_str().unwrap_or_default();
    let kind = command["type"].as_u64().unwrap_or(1);
    let mut problems = Vec::new();
    if kind == 1 {
        problems.extend(check_name(&format!("command {name:?}"), name));
        problems.extend(check_description(
            &format!("command {name:?}"),
            &command["description"],
        ));
        problems.extend(check_localizations(&format!("command {name:?}"), command));
        problems.extend(check_options(name, &command["options"]));
    } else {
        // User and message commands may use spaces and capitals, and have no description.
        let chars = name.chars().count();
        if !(1..=MAX_COMMAND_NAME_CHARS).contains(&chars) {
            problems.push(format!(
                "context menu name {name:?} must have 1-32 characters"
            ));
        }
    }
    problems
}

fn check_name(what: &str, name: &str) -> Vec<String> {
    let valid = (1..=MAX_COMMAND_NAME_CHARS).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_ascii_lowercase() || c.is_ascii_digit());
    if valid {
        Vec::new()
    } else {
        vec![format!("{what}: name must match ^[-_a-z0-9]{{1,32}}$")]
    }
}

/// The locales Discord accepts in `*_localizations`.
const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// A command's or option's `name_localizations` and
/// `description_localizations`: known locales, and the same limits as the
/// plain name (lowercase, any script) and description.
fn check_localizations(what: &str, item: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    for (field, names) in [
        ("name_localizations", true),
        ("description_localizations", false),
    ] {
        for (locale, text) in item[field].as_object().into_iter().flatten() {
            let what = format!("{what} {field}[{locale}]");
            if !DISCORD_LOCALES.contains(&locale.as_str()) {
                problems.push(format!("{what}: Discord has no locale {locale:?}"));
            }
            if names {
                problems.extend(check_localized_name(
                    &what,
                    text.as_str().unwrap_or_default(),
                ));
            } else {
                problems.extend(check_description(&what, text));
            }
        }
    }
    problems
}

/// Discord's pattern for a chat command's or option's localised name.
static LOCALIZED_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").expect("a valid pattern")
});

/// Localised names may use any script, but lowercase where it has case.
fn check_localized_name(what: &str, name: &str) -> Vec<String> {
    let valid = LOCALIZED_NAME.is_match(name) && name.to_lowercase() == name;
    if valid {
        Vec::new()
    } else {
        vec![format!(
            "{what}: {name:?} is not a lowercase name of 1-32 characters"
        )]
    }
}

/// Neighbours (the commands of one type, the options of one command) need
/// names of their own in every locale, as its readers see them: the
/// localised name where there is one, else the plain one.
pub fn check_unique_names(what: &str, neighbours: &[&Value]) -> Vec<String> {
    let locales: BTreeSet<&str> = neighbours
        .iter()
        .flat_map(|item| item["name_localizations"].as_object().into_iter().flatten())
        .map(|(locale, _)| locale.as_str())
        .collect();
    let mut problems = Vec::new();
    for locale in std::iter::once(None).chain(locales.into_iter().map(Some)) {
        let mut seen = BTreeSet::new();
        for item in neighbours {
            let localized = locale.and_then(|l| item["name_localizations"][l].as_str());
            let name = localized.or(item["name"].as_str()).unwrap_or_default();
            if !seen.insert(name) {
                let locale = locale.map(|l| format!(" in {l}")).unwrap_or_default();
                problems.push(format!("{what}: two share the name {name:?}{locale}"));
            }
        }
    }
    problems
}

fn check_choice_localizations(what: &str, choice: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    for (locale, text) in choice["name_localizations"]
        .as_object()
        .into_iter()
        .flatten()
    {
        let chars = char_count(text);
        if !DISCORD_LOCALES.contains(&locale.as_str()) {
            problems.push(format!(
                "{what}: choice localized for unknown locale {locale:?}"
            ));
        }
        if !(1..=100).contains(&chars) {
            problems.push(format!(
                "{what}: choice name in {locale} has {chars} characters, Discord wants 1-100"
            ));
        }
    }
    problems
}

fn check_description(what: &str, description: &Value) -> Vec<String> {
    let chars = char_count(description);
    if (1..=MAX_DESCRIPTION_CHARS).contains(&chars) {
        Vec::new()
    } else {
        vec![format!(
            "{what}: description has {chars} characters, Discord wants 1-{MAX_DESCRIPTION_CHARS}"
        )]
    }
}

fn check_options(parent: &str, options: &Value) -> Vec<String> {
    let options = options.as_array().cloned().unwrap_or_default();
    let mut problems = Vec::new();
    if options.len() > MAX_OPTIONS {
        problems.push(format!(
            "{parent}: {} options, Discord allows {MAX_OPTIONS}",
            options.len()
        ));
    }
    let neighbours: Vec<&Value> = options.iter().collect();
    problems.extend(check_unique_names(
        &format!("options of {parent}"),
        &neighbours,
    ));
    let mut seen_optional = false;
    for option in &options {
        let name = option["name"].as_str().unwrap_or_default();
        let what = format!("option {parent}.{name}");
        problems.extend(check_name(&what, name));
        problems.extend(check_description(&what, &option["description"]));
        problems.extend(check_localizations(&what, option));
        for choice in option["choices"].as_array().into_iter().flatten() {
            problems.extend(check_choice_localizations(&what, choice));
        }
        let choices = option["choices"].as_array().map_or(0, Vec::len);
        if choices > MAX_CHOICES {
            problems.push(format!(
                "{what}: {choices} choices, Discord allows {MAX_CHOICES}"
            ));
        }
        if choices > 0 && option["autocomplete"].as_bool() == Some(true) {
            problems.push(format!("{what}: autocomplete and choices are exclusive"));
        }
        let required = option["required"].as_bool() == Some(true);
        if required && seen_optional {
            problems.push(format!(
                "{what}: required options must come before optional ones"
            ));
        }
        seen_optional |= !required;
        if matches!(option["type"].as_u64(), Some(1 | 2)) {
            problems.extend(check_options(
                &format!("{parent}.{name}"),
                &option["options"],
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_plain_reply_passes() {
        assert!(check_message(&json!({"content": "pong"}), 0, true).is_empty());
    }

    #[test]
    fn overlong_content_and_empty_messages_are_rejected() {
        let long = "x".repeat(2001);
        assert_eq!(check_message(&json!({"content": long}), 0, true).len(), 1);
        assert_eq!(check_message(&json!({}), 0, true).len(), 1);
        assert!(check_message(&json!({}), 1, true).is_empty());
    }

    #[test]
    fn an_attachment_description_over_1024_characters_is_rejected() {
        let body = |chars: usize| {
            json!({
                "content": "board",
                "attachments": [
                    {"id": 0, "filename": "a.png", "description": "é".repeat(chars)},
                    {"id": 1, "filename": "b.png"},
                ],
            })
        };
        assert!(check_message(&body(1024), 2, true).is_empty());
        let problems = check_message(&body(1025), 2, true);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("1025 characters"), "{problems:?}");
        // An edit that adds a picture is held to the same limit.
        assert_eq!(check_message(&body(2000), 2, false).len(), 1);
    }

    #[test]
    fn six_buttons_in_a_row_are_rejected() {
        let button = json!({"type": 2, "style": 1, "label": "b", "custom_id": "b"});
        let row = json!({"type": 1, "components": vec![button; 6]});
        let problems = check_message(&json!({"content": "x", "components": [row]}), 0, true);
        assert_eq!(problems.len(), 1, "{problems:?}");
    }

    #[test]
    fn custom_id_longer_than_100_is_rejected() {
        let button = json!({"type": 2, "style": 1, "label": "b", "custom_id": "c".repeat(101)});
        let row = json!({"type": 1, "components": [button]});
        assert_eq!(
            check_message(&json!({"components": [row]}), 0, true).len(),
            1
        );
    }

    fn select(options: usize, custom_id: &str) -> Value {
        let options: Vec<Value> = (0..options)
            .map(|i| json!({"label": format!("o{i}"), "value": format!("v{i}")}))
            .collect();
        let menu = json!({"type": 3, "custom_id": custom_id, "options": options});
        json!({"content": "x", "components": [{"type": 1, "components": [menu]}]})
    }

    #[test]
    fn select_menus_keep_discords_limits() {
        assert!(check_message(&select(25, "m"), 0, true).is_empty());
        let problems = check_message(&select(26, "m"), 0, true);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("26 options"), "{problems:?}");
        assert_eq!(check_message(&select(0, "m"), 0, true).len(), 1);
        let long_id = "c".repeat(101);
        assert_eq!(check_message(&select(3, &long_id), 0, true).len(), 1);
        let long = "x".repeat(101);
        let menu = json!({"type": 3, "custom_id": "m", "placeholder": "p".repeat(151),
            "options": [{"label": long, "value": "v", "description": long},
                        {"label": "a", "value": "v"}]});
        let body = json!({"components": [{"type": 1, "components": [menu]}]});
        // Label, description, repeated value, placeholder.
        assert_eq!(check_message(&body, 0, true).len(), 4);
    }

    #[test]
    fn localisations_keep_the_limits_of_what_they_translate() {
        let long = "d".repeat(101);
        let command = json!({"name": "ping", "description": "d", "type": 1,
            "name_localizations": {"fr": "pingé", "de": "Ping", "xx": "p"},
            "description_localizations": {"fr": long},
            "options": [{"type": 3, "name": "game", "description": "d",
                "description_localizations": {"it": ""},
                "choices": [{"name": "a", "value": "a", "name_localizations": {"es-ES": ""}}]}]});
        let problems = check_command(&command);
        // de is capitalised, xx is no locale, fr too long, it empty, es-ES empty.
        assert_eq!(problems.len(), 5, "{problems:?}");
    }

    #[test]
    fn neighbours_may_not_share_a_name_in_any_locale() {
        let option = |name: &str, fr: &str| json!({"type": 3, "name": name, "description": "d", "name_localizations": {"fr": fr}});
        let clash = json!({"name": "play", "description": "d",
            "options": [option("game", "partie"), option("match", "partie")]});
        let problems = check_command(&clash);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("\"partie\" in fr"), "{problems:?}");
        // A localised name may take a plain name its own neighbour gave up.
        let swapped = json!({"name": "play", "description": "d",
            "options": [option("game", "match"), option("match", "game")]});
        assert!(check_command(&swapped).is_empty());
    }

    #[test]
    fn command_names_must_be_lowercase() {
        let command = json!({"name": "Ping", "description": "d", "type": 1});
        assert_eq!(check_command(&command).len(), 1);
        let command = json!({"name": "ping", "description": "d", "options": [
            {"type": 3, "name": "Bad Name", "description": "d"}]});
        assert_eq!(check_command(&command).len(), 1);
    }

    #[test]
    fn twenty_six_autocomplete_choices_are_rejected() {
        let choices: Vec<_> = (0..26)
            .map(|i| json!({"name": i.to_string(), "value": i}))
            .collect();
        assert_eq!(check_autocomplete(&json!({ "choices": choices })).len(), 1);
    }

    fn modal(title: &str, rows: Vec<Value>) -> Value {
        json!({"custom_id": "m", "title": title, "components": rows})
    }

    fn text_row(label: &str) -> Value {
        json!({"type": 1, "components": [
            {"type": 4, "custom_id": "moves", "style": 1, "label": label, "max_length": 400}]})
    }

    #[test]
    fn a_modal_keeps_to_discord_s_limits() {
        assert!(check_modal(&modal("Explore", vec![text_row("Moves")])).is_empty());
        assert!(!check_modal(&modal(&"t".repeat(46), vec![text_row("Moves")])).is_empty());
        assert!(!check_modal(&modal("Explore", vec![])).is_empty());
        assert!(!check_modal(&modal("Explore", vec![text_row("Moves"); 6])).is_empty());
        assert!(!check_modal(&modal("Explore", vec![text_row(&"l".repeat(46))])).is_empty());
        let button = json!({"type": 1, "components": [
            {"type": 2, "style": 1, "label": "b", "custom_id": "b"}]});
        assert!(!check_modal(&modal("Explore", vec![button])).is_empty());
    }
}
