//! Command, subcommand, option and choice names and descriptions in every
//! language, from `assets/locales/<lang>/commands.ftl`, and where each
//! command may be used (servers, DMs, user installs).
//!
//! Keys follow the command list: for a command's path such as `challenge`,
//! `vacation-start` (a subcommand) or `challenge-move_hours` (an option),
//! `cmd-<path>` is its description and `name-<path>` its name;
//! `choice-<choice>` is a choice's name. The English names are the
//! commands' own, and what arrives in every interaction whatever the
//! reader's language: Discord only shows the localised ones. A command's
//! English description is its doc comment; an option's is the catalogue's.

use std::collections::HashMap;

use crate::discord::error::BotError;

use crate::discord::context::Data;
use crate::i18n::{Lang, own_text};

type Command = poise::Command<Data, BotError>;

/// Discord's English locales: a command's own names are English, so only a
/// choice whose English name differs from its own is localised for them.
const ENGLISH_LOCALES: [&str; 2] = ["en-US", "en-GB"];

/// Fills in every command's localisations. Where a command may be used
/// (user installs, DMs) is `commands::all()`'s.
pub fn localize(commands: &mut [Command]) {
    for command in commands.iter_mut() {
        let path = command.name.clone();
        localize_command(command, &path);
    }
}

/// Localises `command`, whose path in the command list is `path`. Options
/// take even their English description from the catalogue, which holds
/// every option's words in every language: the code names them only.
fn localize_command(command: &mut Command, path: &str) {
    localize_item(
        path,
        &mut command.name_localizations,
        &mut command.description_localizations,
    );
    for parameter in &mut command.parameters {
        let option_path = format!("{path}-{}", parameter.name);
        parameter.description = own_text(Lang::En, &format!("cmd-{option_path}"));
        localize_item(
            &option_path,
            &mut parameter.name_localizations,
            &mut parameter.description_localizations,
        );
        for choice in &mut parameter.choices {
            let key = format!("choice-{}", choice.name);
            for (locale, text) in localized(&key) {
                choice.localizations.insert(locale, text);
            }
            // English readers see the catalogue's English name where it says
            // more than the choice's own ("Abande (hexagonal board)" for
            // `abande-hex`); what an interaction carries stays the same.
            if let Some(english) = own_text(Lang::En, &key).filter(|t| *t != choice.name) {
                for locale in ENGLISH_LOCALES {
                    choice
                        .localizations
                        .insert(locale.to_string(), english.clone());
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        let sub_path = format!("{path}-{}", sub.name);
        localize_command(sub, &sub_path);
    }
}

/// The name and description translations of the command or option at `path`.
fn localize_item(
    path: &str,
    names: &mut HashMap<String, String>,
    descriptions: &mut HashMap<String, String>,
) {
    names.extend(localized(&format!("name-{path}")));
    descriptions.extend(localized(&format!("cmd-{path}")));
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

    /// Reading, playing and challenging work in DMs and with the app
    /// installed by a user; what posts in a server's threads for both
    /// players (vacation notices, draw and takeback buttons) needs a server.
    #[test]
    fn each_command_says_where_it_may_be_used() {
        use poise::serenity_prelude::{InstallationContext, InteractionContext};
        let commands = crate::discord::commands();
        let anywhere: Vec<&str> = commands
            .iter()
            .filter(|c| {
                c.install_context
                    .as_ref()
                    .is_some_and(|i| i.contains(&InstallationContext::User))
            })
            .map(|c| c.name.as_str())
            .collect();
        for name in [
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
        ] {
            assert!(anywhere.contains(&name), "/{name} should work anywhere");
        }
        for name in ["vacation", "draw", "takeback"] {
            assert!(!anywhere.contains(&name), "/{name} needs a server");
        }
        for command in &commands {
            if anywhere.contains(&command.name.as_str()) {
                let contexts = command.interaction_context.as_deref().unwrap_or_default();
                assert!(
                    contexts.contains(&InteractionContext::BotDm),
                    "/{} installs for users but is not usable in DMs",
                    command.name
                );
            }
        }
    }

    #[test]
    fn the_command_catalogue_has_exactly_the_keys_the_commands_need() {
        let commands = crate::discord::commands();
        let mut needed = BTreeSet::new();
        for item in levels(&commands).iter().flatten() {
            needed.insert(format!("cmd-{}", item.path));
            needed.insert(format!("name-{}", item.path));
            needed.extend(item.choices.iter().map(|c| format!("choice-{c}")));
        }
        // Game-kind options name their choices from the catalogue themselves.
        needed.extend(
            abande_rules::GameKind::ALL
                .iter()
                .map(|k| format!("choice-{}", k.id())),
        );
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

    /// A command, subcommand or option: its path in the command list
    /// (`challenge-move_hours`), name, description and their localisations.
    struct Item<'a> {
        path: String,
        name: &'a str,
        description: Option<&'a str>,
        name_localizations: &'a HashMap<String, String>,
        description_localizations: &'a HashMap<String, String>,
        /// An option's choices (English names).
        choices: Vec<&'a str>,
    }

    fn command_item<'a>(parent: Option<&str>, command: &'a Command) -> Item<'a> {
        Item {
            path: match parent {
                Some(parent) => format!("{parent}-{}", command.name),
                None => command.name.clone(),
            },
            name: &command.name,
            description: command.description.as_deref(),
            name_localizations: &command.name_localizations,
            description_localizations: &command.description_localizations,
            choices: Vec::new(),
        }
    }

    /// The command list level by level, as Discord checks names: the
    /// top-level commands, then each command's options and subcommands
    /// together, and so on down.
    fn levels(commands: &[Command]) -> Vec<Vec<Item<'_>>> {
        fn below<'a>(command: &'a Command, path: &str, out: &mut Vec<Vec<Item<'a>>>) {
            let mut level: Vec<Item<'a>> = command
                .parameters
                .iter()
                .map(|p| Item {
                    path: format!("{path}-{}", p.name),
                    name: &p.name,
                    description: p.description.as_deref(),
                    name_localizations: &p.name_localizations,
                    description_localizations: &p.description_localizations,
                    choices: p.choices.iter().map(|c| c.name.as_str()).collect(),
                })
                .collect();
            level.extend(
                command
                    .subcommands
                    .iter()
                    .map(|s| command_item(Some(path), s)),
            );
            if !level.is_empty() {
                out.push(level);
            }
            for sub in &command.subcommands {
                below(sub, &format!("{path}-{}", sub.name), out);
            }
        }
        let mut out = vec![commands.iter().map(|c| command_item(None, c)).collect()];
        for command in commands {
            below(command, &command.name, &mut out);
        }
        out
    }

    /// Discord's pattern for a localised command or option name.
    const DISCORD_NAME: &str = r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$";

    /// Discord refuses the whole command list when one description, in one
    /// locale, is empty or longer than 100 characters.
    #[test]
    fn every_description_fits_discords_100_characters_in_every_locale() {
        let commands = crate::discord::commands();
        for item in levels(&commands).iter().flatten() {
            let english = item.description.map(|d| ("en", d));
            let localized = item
                .description_localizations
                .iter()
                .map(|(locale, d)| (locale.as_str(), d.as_str()));
            for (locale, description) in english.into_iter().chain(localized) {
                let length = description.chars().count();
                assert!(
                    (1..=100).contains(&length),
                    "{} in {locale}: the description has {length} characters, Discord wants 1-100: {description:?}",
                    item.path
                );
            }
        }
    }

    #[test]
    fn every_name_is_one_discord_takes_and_unique_among_its_neighbours() {
        let pattern = regex::Regex::new(DISCORD_NAME).unwrap();
        let commands = crate::discord::commands();
        let locales: Vec<&str> = Lang::ALL
            .iter()
            .flat_map(|l| l.discord_locales().iter().copied())
            .collect();
        for level in levels(&commands) {
            for locale in &locales {
                let mut seen = BTreeSet::new();
                for item in &level {
                    let name = item
                        .name_localizations
                        .get(*locale)
                        .unwrap_or_else(|| panic!("{} has no name in {locale}", item.path));
                    assert!(
                        pattern.is_match(name) && name.to_lowercase() == *name,
                        "{} in {locale}: {name:?} is not a lowercase name of 1-32 letters, digits, - or _",
                        item.path
                    );
                    assert!(
                        seen.insert(name.as_str()),
                        "{} in {locale}: {name:?} is taken by a neighbour",
                        item.path
                    );
                }
            }
        }
    }

    #[test]
    fn french_users_see_french_command_and_option_names() {
        let commands = crate::discord::commands();
        let challenge = commands.iter().find(|c| c.name == "challenge").unwrap();
        let json = serde_json::to_value(challenge.create_as_slash_command().unwrap()).unwrap();
        assert_eq!(json["name"], "challenge");
        assert_eq!(json["name_localizations"]["fr"], "défi");
        assert_eq!(json["name_localizations"]["it"], "sfida");
        let custom = json["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "custom")
            .unwrap();
        assert_eq!(custom["name_localizations"]["fr"], "personnalisé");
        let opponent = custom["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "opponent")
            .unwrap();
        assert_eq!(opponent["name_localizations"]["fr"], "adversaire");
        assert_eq!(opponent["name_localizations"]["es-419"], "rival");
    }

    #[test]
    fn english_command_names_and_texts_are_the_commands_own() {
        let commands = crate::discord::commands();
        for item in levels(&commands).iter().flatten() {
            let (name_key, text_key) =
                (format!("name-{}", item.path), format!("cmd-{}", item.path));
            assert_eq!(
                own_text(Lang::En, &name_key).as_deref(),
                Some(item.name),
                "{name_key}"
            );
            let text = own_text(Lang::En, &text_key);
            assert!(text.is_some(), "Discord needs a description: {text_key}");
            assert_eq!(text.as_deref(), item.description, "{text_key}");
        }
    }

    /// Every `/command` a catalogue mentions is a command's name in its
    /// language, so that texts follow the names players see.
    #[test]
    fn catalogues_mention_commands_by_their_names_in_their_language() {
        let commands = crate::discord::commands();
        for lang in Lang::ALL {
            let names: BTreeSet<String> = commands
                .iter()
                .map(|c| own_text(lang, &format!("name-{}", c.name)).expect("a name"))
                .collect();
            let dir = format!(
                "{}/assets/locales/{}",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            );
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                let text = std::fs::read_to_string(&path).unwrap();
                let texts = text.lines().filter(|l| !l.trim_start().starts_with('#'));
                for line in texts {
                    for (at, _) in line.match_indices('/') {
                        // A command starts a word: not a link's or a fraction's slash.
                        if !matches!(line[..at].chars().last(), None | Some(' ' | '`' | '(')) {
                            continue;
                        }
                        let word: String = line[at + 1..]
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                            .collect();
                        assert!(
                            word.is_empty() || names.contains(&word),
                            "{}: /{word} is no command in {lang}",
                            path.display()
                        );
                    }
                }
            }
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
