//! Command descriptions, option descriptions and choice names in every
//! language, from `assets/locales/<lang>/commands.ftl`, and where each
//! command may be used (servers, DMs, user installs).
//!
//! Keys follow the command list: `cmd-<command>` describes a command
//! (`cmd-vacation-start` a subcommand), `cmd-<command>-<option>` an option,
//! `choice-<choice>` a choice's name. Names stay English: they are what
//! `/help` and players write (`/move`, `rated:false`).

use poise::serenity_prelude as serenity;

use super::{BotError, Data};
use crate::i18n::{Lang, own_text};

type Command = poise::Command<Data, BotError>;

/// Commands that only read, and games against the engine, work anywhere:
/// in servers without the bot, in DMs, with the app installed by a user.
const ANYWHERE: &[&str] = &[
    "games",
    "board",
    "game",
    "replay",
    "export",
    "stats",
    "leaderboard",
    "history",
    "rules",
    "help",
    "challenge",
    "move",
    "pass",
    "resign",
    "notify",
];

/// Fills in every command's localisations and contexts.
pub fn localize(commands: &mut [Command]) {
    for command in commands.iter_mut() {
        let key = format!("cmd-{}", command.name);
        localize_command(command, &key);
        if ANYWHERE.contains(&command.name.as_str()) {
            command.install_context = Some(vec![
                serenity::InstallationContext::Guild,
                serenity::InstallationContext::User,
            ]);
            command.interaction_context = Some(vec![
                serenity::InteractionContext::Guild,
                serenity::InteractionContext::BotDm,
                serenity::InteractionContext::PrivateChannel,
            ]);
        }
    }
}

fn localize_command(command: &mut Command, key: &str) {
    for (locale, text) in localized(key) {
        command.description_localizations.insert(locale, text);
    }
    for parameter in &mut command.parameters {
        let option_key = format!("{key}-{}", parameter.name);
        for (locale, text) in localized(&option_key) {
            parameter.description_localizations.insert(locale, text);
        }
        for choice in &mut parameter.choices {
            for (locale, text) in localized(&format!("choice-{}", choice.name)) {
                choice.localizations.insert(locale, text);
            }
        }
    }
    for sub in &mut command.subcommands {
        let sub_key = format!("{key}-{}", sub.name);
        localize_command(sub, &sub_key);
    }
}

/// `key` in each language but English, under each of its Discord locales.
fn localized(key: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let Some(text) = own_text(lang, key) else {
            tracing::error!(key, %lang, "command text missing from the catalogues");
            continue;
        };
        for locale in lang.discord_locales() {
            out.push((locale.to_string(), text.clone()));
        }
    }
    out
}

/// Every key the command list needs.
#[cfg(test)]
fn keys_needed(commands: &[Command], prefix: &str, out: &mut std::collections::BTreeSet<String>) {
    for command in commands {
        let key = format!("{prefix}-{}", command.name);
        out.insert(key.clone());
        for parameter in &command.parameters {
            out.insert(format!("{key}-{}", parameter.name));
            for choice in &parameter.choices {
                out.insert(format!("choice-{}", choice.name));
            }
        }
        keys_needed(&command.subcommands, &key, out);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn catalogue_keys(lang: Lang) -> BTreeSet<String> {
        let path = format!(
            "{}/assets/locales/{}/commands.ftl",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str()).expect("commands.ftl parses");
        resource
            .body
            .iter()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_command_catalogue_has_exactly_the_keys_the_commands_need() {
        let mut needed = BTreeSet::new();
        keys_needed(&crate::discord::commands(), "cmd", &mut needed);
        for lang in Lang::ALL {
            let have = catalogue_keys(lang);
            let missing: Vec<_> = needed.difference(&have).collect();
            let unused: Vec<_> = have.difference(&needed).collect();
            assert!(missing.is_empty(), "{lang} lacks {missing:?}");
            assert!(
                unused.is_empty(),
                "{lang} has keys no command needs: {unused:?}"
            );
        }
    }

    #[test]
    fn english_command_texts_are_the_commands_own() {
        for command in crate::discord::commands() {
            let key = format!("cmd-{}", command.name);
            assert_eq!(
                own_text(Lang::En, &key).as_deref(),
                command.description.as_deref(),
                "{key}"
            );
        }
    }

    #[test]
    fn french_users_see_french_descriptions() {
        let commands = crate::discord::commands();
        let challenge = commands.iter().find(|c| c.name == "challenge").unwrap();
        let french = &challenge.description_localizations["fr"];
        assert_ne!(Some(french), challenge.description.as_ref());
        let json = serde_json::to_value(challenge.create_as_slash_command().unwrap()).unwrap();
        assert_eq!(json["description_localizations"]["fr"], *french);
        assert!(json["description_localizations"]["es-419"].is_string());
    }
}
