//! The languages the bot speaks, and its message catalogues.
//!
//! Every word a player reads comes from the Fluent catalogues in
//! `assets/locales/<lang>/*.ftl`, compiled into the binary. Code names a
//! message by its key, a literal, with [`tr!`](crate::tr) (words now) or
//! [`msg!`](crate::msg) (words later); English is the fallback for anything
//! a catalogue lacks (a test makes sure none lacks anything).
//!
//! Which language: private replies speak the interaction's user locale;
//! public posts (board messages, thread names, the board image) speak the
//! game's language, the server's locale when the game began (stored on the
//! game), or the user's own where there is no server.
//!
//! One catalogue file per area: `errors.ftl` (refusals, illegal moves,
//! durations), `board.ftl` (board posts, results, requests, vacation
//! notices), `challenge.ftl`, `image.ftl` (the pictures' words and alt
//! text), `help.ftl` (`/rules`, `/help`), `commands.ftl` (command, option
//! and choice names, applied by `discord/localize.rs`),
//! `replies.ftl`, `pages.ftl`, `outbox.ftl` (reminders, late boards,
//! notices), `analysis.ftl`, `picker.ftl`, `puzzle.ftl`, `tournament.ftl`,
//! `settings.ftl`, `moderation.ftl` and `web.ftl`. Adding a language: a [`Lang`] variant and its
//! folder; `i18n/tests.rs` fails until every key is there with the same
//! placeholders. `assets/locales/GLOSSARY.md` gives the one word for each
//! idea in each language, the voice ("I") and the refusal style (a full
//! sentence); `i18n/tests.rs` holds the catalogues to it.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid, static_loader};

static_loader! {
    static CATALOGUES = {
        locales: "./assets/locales",
        fallback_language: "en",
        // Discord shows the Unicode isolation marks Fluent puts around
        // arguments as stray characters in mentions and code spans.
        // `NUMBER($n, type: "ordinal")` selects on the ordinal plural
        // category ("1st", "2nd", "3rd", "4th"; French "1re", "2e").
        customise: |bundle| {
            bundle.set_use_isolating(false);
            bundle
                .add_builtins()
                .expect("the built-in functions are added once per bundle");
        },
    };
}

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
    It,
    De,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::It, Lang::De, Lang::Es];

    /// The language of a Discord locale (`fr`, `es-ES`, `en-GB`, ...);
    /// every locale the bot does not speak gets English.
    pub fn from_discord(locale: &str) -> Lang {
        let primary = locale.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "fr" => Lang::Fr,
            "it" => Lang::It,
            "de" => Lang::De,
            "es" => Lang::Es,
            _ => Lang::En,
        }
    }

    /// The Discord locales a command's names are registered under for this
    /// language; English is the command's default name, so none.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Fr => &["fr"],
            Lang::It => &["it"],
            Lang::De => &["de"],
            Lang::Es => &["es-ES", "es-419"],
        }
    }

    /// The code stored with a game and naming its catalogue folder.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::It => "it",
            Lang::De => "de",
            Lang::Es => "es",
        }
    }

    /// The language stored as `code`; unknown codes read as English.
    pub fn from_code(code: &str) -> Lang {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .unwrap_or(Lang::En)
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Fr => langid!("fr"),
            Lang::It => langid!("it"),
            Lang::De => langid!("de"),
            Lang::Es => langid!("es"),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A value put into a message: text, or a number (which chooses plural
/// forms). Pass counts as numbers, never as formatted text: a selector
/// `{ $count -> [one] ... *[other] ... }` only sees the plural category of
/// a number (`src/i18n/tests.rs` checks the call sites of counted messages).
pub type Arg<'a> = FluentValue<'a>;

/// The message `key` in `lang` with `args` filled in. A key no catalogue
/// has comes back as itself, logged, rather than failing the reply.
pub fn text(lang: Lang, key: &str, args: &[(&'static str, Arg<'_>)]) -> String {
    let found = if args.is_empty() {
        CATALOGUES.try_lookup(&lang.id(), key)
    } else {
        let args: HashMap<Cow<'static, str>, FluentValue<'_>> = args
            .iter()
            .map(|(name, value)| (Cow::Borrowed(*name), value.clone()))
            .collect();
        CATALOGUES.try_lookup_with_args(&lang.id(), key, &args)
    };
    found.unwrap_or_else(|| {
        tracing::error!(key, %lang, "message missing from the catalogues");
        key.to_string()
    })
}

/// The message `key` as `lang`'s own catalogue has it, without falling
/// back to English; for names Discord shows per locale.
pub fn own_text(lang: Lang, key: &str) -> Option<String> {
    CATALOGUES
        .lookup_single_language::<&str>(&lang.id(), key, None)
        .ok()
}

/// The message of a key in a language: `tr!(lang, KEY, name = value, ...)`
/// with `KEY` a string literal, so that the catalogue test can find it.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $key:literal $(,)?) => {
        $crate::i18n::text($lang, $key, &[])
    };
    ($lang:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $lang,
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// A message chosen now and worded later, once the reader's language is
/// known (a refusal made deep in a command, shown by the error handler).
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub key: &'static str,
    pub args: Vec<(&'static str, MessageArg)>,
}

/// An argument kept in a [`Message`]: Fluent's own values cannot be shared
/// between threads, errors must be.
#[derive(Clone, Debug, PartialEq)]
pub enum MessageArg {
    Text(String),
    Number(f64),
}

impl MessageArg {
    pub fn new(value: Arg<'_>) -> MessageArg {
        match value {
            FluentValue::Number(n) => MessageArg::Number(n.value),
            FluentValue::String(s) => MessageArg::Text(s.into_owned()),
            other => MessageArg::Text(format!("{other:?}")),
        }
    }

    fn value(&self) -> Arg<'_> {
        match self {
            MessageArg::Text(s) => FluentValue::from(s.as_str()),
            MessageArg::Number(n) => FluentValue::from(*n),
        }
    }
}

impl Message {
    pub fn text(&self, lang: Lang) -> String {
        let args: Vec<_> = self.args.iter().map(|(n, v)| (*n, v.value())).collect();
        text(lang, self.key, &args)
    }
}

/// Logs and English read the message as English.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// A [`Message`] to word later: `msg!(KEY, name = value, ...)`.
#[macro_export]
macro_rules! msg {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Message {
            key: $key,
            args: vec![$((
                stringify!($name),
                $crate::i18n::MessageArg::new($crate::i18n::Arg::from($value)),
            )),*],
        }
    };
}

#[cfg(test)]
mod tests;
