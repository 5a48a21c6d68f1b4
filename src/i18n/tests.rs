//! The catalogues agree with each other and with the code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// The catalogue file whose keys follow the command list; checked against
/// it in `discord::localize` rather than by looking for the keys in code.
const COMMAND_FILE: &str = "commands.ftl";

fn locales_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales")
}

/// Every message of `lang`'s catalogue files: key -> (file, variables shown).
fn catalogue(lang: Lang) -> BTreeMap<String, (String, BTreeSet<String>)> {
    let dir = locales_dir().join(lang.code());
    let mut messages = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    if let Some(value) = &m.value {
                        variables(value, &mut vars);
                    }
                    let key = m.id.name.to_string();
                    let old = messages.insert(key.clone(), (file.clone(), vars));
                    assert!(old.is_none(), "{lang}: {key} defined twice");
                }
                Entry::Junk { content } => panic!("{}: cannot read {content}", path.display()),
                _ => {}
            }
        }
    }
    messages
}

fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        // A selector only chooses a form (a plural, a gender): a language
        // may need it where another does not, so only shown values count.
        Expression::Select { variants, .. } => {
            for v in variants {
                variables(&v.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// All Rust source under `src/`, except this test.
fn source_text() -> String {
    fn walk(dir: &Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs")
                && !path.ends_with("i18n/tests.rs")
            {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = String::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

#[test]
fn every_language_has_every_key_with_the_same_placeholders() {
    let english = catalogue(Lang::En);
    assert!(!english.is_empty());
    for lang in Lang::ALL {
        let other = catalogue(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for (key, (file, vars)) in &english {
            let (other_file, other_vars) = &other[key];
            assert_eq!(file, other_file, "{lang}: {key} is in another file");
            assert_eq!(vars, other_vars, "{lang}: {key} has other placeholders");
        }
    }
}

#[test]
fn every_key_is_used_by_the_code_and_every_key_used_exists() {
    let english = catalogue(Lang::En);
    let source = source_text();
    let unused: Vec<_> = english
        .iter()
        .filter(|(key, (file, _))| file != COMMAND_FILE && !source.contains(&format!("\"{key}\"")))
        .map(|(key, _)| key)
        .collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
    // Every `tr!(lang, "key"` and `msg!("key"` names a key of the catalogues.
    let mut missing = Vec::new();
    let uses = source
        .match_indices("tr!(")
        .chain(source.match_indices("msg!("));
    for (at, _) in uses {
        let rest = &source[at..];
        let Some(open) = rest.find('"') else { continue };
        // Only a literal among the call's first arguments is its key.
        if rest[..open].contains([')', ';']) {
            continue;
        }
        let key: String = rest[open + 1..].chars().take_while(|c| *c != '"').collect();
        if !english.contains_key(&key) {
            missing.push(key);
        }
    }
    assert!(
        missing.is_empty(),
        "keys used but not in the catalogues: {missing:?}"
    );
}

#[test]
fn discord_locales_map_to_languages() {
    assert_eq!(Lang::from_discord("fr"), Lang::Fr);
    assert_eq!(Lang::from_discord("es-ES"), Lang::Es);
    assert_eq!(Lang::from_discord("es-419"), Lang::Es);
    assert_eq!(Lang::from_discord("de"), Lang::De);
    assert_eq!(Lang::from_discord("it"), Lang::It);
    assert_eq!(Lang::from_discord("en-GB"), Lang::En);
    assert_eq!(Lang::from_discord("ja"), Lang::En);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), lang);
        for locale in lang.discord_locales() {
            assert_eq!(Lang::from_discord(locale), lang);
        }
    }
}

#[test]
fn plural_forms_follow_the_number() {
    let one = tr!(Lang::Fr, "illegal-abande-pass-with-pieces", count = 1);
    let many = tr!(Lang::Fr, "illegal-abande-pass-with-pieces", count = 3);
    assert!(one.contains("1 pièce "), "{one}");
    assert!(many.contains("3 pièces "), "{many}");
    assert_eq!(
        tr!(Lang::En, "illegal-abande-pass-with-pieces", count = 1),
        "You cannot pass while you have 1 piece in hand."
    );
}

#[test]
fn arguments_are_not_wrapped_in_isolation_marks() {
    let text = tr!(Lang::De, "illegal-abande-occupied", point = "d4");
    assert!(text.starts_with("d4 "), "{text}");
}

/// Whether an event is rated is said in the reader's language, not as the
/// code's `yes` / `no` (the German sign-up once read "gewertet: yes").
#[test]
fn rated_or_not_is_worded_in_the_language() {
    let signup = |lang: Lang, rated: &str| {
        tr!(
            lang,
            "tournament-signup",
            heading = "**Cup** (#1): Swiss of Abalone",
            clock = "48 h",
            rated = rated,
            creator = "alice"
        )
    };
    assert!(signup(Lang::De, "yes").contains("gewertet: ja"));
    assert!(signup(Lang::De, "no").contains("gewertet: nein"));
    assert!(signup(Lang::Fr, "yes").contains("classé : oui"));
    assert!(signup(Lang::En, "no").contains("rated: no"));
}

// Counts and plurals (issue #51).
//
// The rule: a message *counts* something when, in English, a number
// variable (named in `NUMBER_VARIABLES`) is shown right before a word that
// is not one of `LINKING_WORDS` ("{ $count } moves", "{ $limit } games"),
// or when any of its languages already selects on a number's plural
// category. A counted message must then:
// - in English, select on each counted variable's plural category;
// - in every other language, select on a plural category too (on whichever
//   number governs the noun there: French says "après 1 coup sur 3" where
//   English says "after 1 of 3 moves"), unless `SAME_FORM` says the
//   language's word does not change ("1 Zeichen", "2 Zeichen");
// - read differently for 1 and for 2, alike for 2 and 21, and for 0 as
//   CLDR's plural rules say (French counts 0 with 1, the others with 2);
// - get its numbers as numbers from the code, never as formatted text,
//   which no selector can read.

/// Variables that hold a number in the messages that count (a count, a
/// limit, a position); `moves` is a list of moves elsewhere, never shown
/// before a noun there. A variable a plural selector chooses on is a
/// number in that message whatever its name (`from`, `played`).
const NUMBER_VARIABLES: &[&str] = &[
    "&[",
    "&str]",
    "=",
    "analysed",
    "blunders",
    "challenges",
    "cost",
    "count",
    "days",
    "defenders",
    "draws",
    "each",
    "failed",
    "from_height",
    "games",
    "given",
    "height",
    "hours",
    "inaccuracies",
    "index",
    "limit",
    "lines",
    "losses",
    "max",
    "min",
    "minutes",
    "mistakes",
    "more",
    "moves",
    "number",
    "page",
    "pages",
    "place",
    "players",
    "plies",
    "ply",
    "points_value",
    "running",
    "solved",
    "step",
    "taken",
    "to_height",
    "total",
    "tournaments",
    "tried",
    "waiting",
    "wins",
];

/// English words that may follow a number without being what it counts:
/// "{ $ply } of { $total }", "{ $hours } h", "{ $count } more", and the
/// participles English does not inflect ("{ $solved } solved"; French
/// "1 résolu", "2 résolus" selects all the same).
const LINKING_WORDS: &[&str] = &[
    "and", "are", "failed", "for", "h", "high", "in", "is", "min", "more", "of", "on", "onto",
    "solved", "still", "to", "who", "with", "would", "you",
];

/// Counted messages whose word is the same for one and for many in a
/// language, so that it needs no plural selector there.
const SAME_FORM: &[(Lang, &str)] = &[
    // "Zeichen" is singular and plural.
    (Lang::De, "error-move-too-long"),
    (Lang::De, "tournament-error-name-too-long"),
    // "Spieler" is singular and plural.
    (Lang::De, "tournament-error-players"),
    (Lang::De, "tournament-error-too-few-swiss"),
    (Lang::De, "tournament-error-too-few-round-robin"),
    (Lang::De, "tournament-cross-table-limit"),
    (Lang::De, "tournament-list-line"),
    // "… and 1 more" and "… and 2 more" (Italian: "un altro", "altri 2").
    (Lang::En, "analysis-more"),
    (Lang::Fr, "analysis-more"),
    (Lang::De, "analysis-more"),
    (Lang::Es, "analysis-more"),
    (Lang::En, "audit-more"),
    (Lang::Fr, "audit-more"),
    (Lang::De, "audit-more"),
    (Lang::Es, "audit-more"),
    (Lang::En, "tournament-more-lines"),
    (Lang::Fr, "tournament-more-lines"),
    (Lang::De, "tournament-more-lines"),
    (Lang::Es, "tournament-more-lines"),
    (Lang::En, "daily-puzzle-and-more"),
    (Lang::De, "daily-puzzle-and-more"),
    (Lang::Es, "daily-puzzle-and-more"),
    // English shows only the points cut off: "a1, b2 would be cut off".
    (Lang::En, "illegal-abande-splits-band"),
    // "1 solved", "2 solved"; "1 gelöst", "2 gelöst".
    (Lang::En, "puzzle-record"),
    (Lang::De, "puzzle-record"),
    // "hay 1 de tus partidas en curso": the verb does not change.
    (Lang::Es, "error-forget-changed"),
];

/// Every message of a language's catalogues, parsed: key -> source.
fn sources(lang: Lang) -> BTreeMap<String, String> {
    let dir = locales_dir().join(lang.code());
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "ftl") {
            continue;
        }
        out.insert(
            path.file_name().unwrap().to_string_lossy().to_string(),
            std::fs::read_to_string(&path).unwrap(),
        );
    }
    out
}

/// What a message's pattern says about numbers.
#[derive(Default, Debug)]
struct Numbers {
    /// Number variables shown right before a word (English only matters).
    before_word: BTreeSet<String>,
    /// Variables a cardinal plural selector chooses on.
    cardinal: BTreeSet<String>,
    /// Variables an ordinal plural selector chooses on.
    ordinal: BTreeSet<String>,
    /// Every variable the message reads, shown or selected on.
    all: BTreeSet<String>,
    /// Whether some variant is keyed by an exact number (`[0]`).
    exact_variant: bool,
}

fn numbers_of(pattern: &Pattern<&str>, out: &mut Numbers) {
    let elements = &pattern.elements;
    for (i, element) in elements.iter().enumerate() {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            Expression::Inline(InlineExpression::VariableReference { id }) => {
                out.all.insert(id.name.to_string());
                if !NUMBER_VARIABLES.contains(&id.name) {
                    continue;
                }
                if let Some(PatternElement::TextElement { value }) = elements.get(i + 1) {
                    let word: String = value
                        .strip_prefix(' ')
                        .unwrap_or_default()
                        .chars()
                        .take_while(|c| c.is_alphabetic())
                        .collect::<String>()
                        .to_lowercase();
                    if !word.is_empty() && !LINKING_WORDS.contains(&word.as_str()) {
                        out.before_word.insert(id.name.to_string());
                    }
                }
            }
            Expression::Inline(other) => inline_names(other, &mut out.all),
            Expression::Select { selector, variants } => {
                let plural = variants.iter().any(|v| {
                    matches!(&v.key, fluent_syntax::ast::VariantKey::Identifier { name }
                        if ["zero", "one", "two", "few", "many"].contains(name))
                });
                out.exact_variant |= variants
                    .iter()
                    .any(|v| matches!(v.key, fluent_syntax::ast::VariantKey::NumberLiteral { .. }));
                match selector {
                    InlineExpression::VariableReference { id } => {
                        out.all.insert(id.name.to_string());
                        if plural {
                            out.cardinal.insert(id.name.to_string());
                        }
                    }
                    InlineExpression::FunctionReference { id, arguments }
                        if id.name == "NUMBER" =>
                    {
                        let ordinal = arguments.named.iter().any(|a| {
                            a.name.name == "type"
                                && matches!(&a.value, InlineExpression::StringLiteral { value } if *value == "ordinal")
                        });
                        if let Some(InlineExpression::VariableReference { id }) =
                            arguments.positional.first()
                        {
                            out.all.insert(id.name.to_string());
                            if ordinal {
                                out.ordinal.insert(id.name.to_string());
                            } else if plural {
                                out.cardinal.insert(id.name.to_string());
                            }
                        }
                    }
                    other => inline_names(other, &mut out.all),
                }
                for v in variants {
                    numbers_of(&v.value, out);
                }
            }
        }
    }
}

fn inline_names(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    let mut shown = BTreeSet::new();
    inline_variables(inline, &mut shown);
    out.extend(shown);
}

/// Every message of `lang` with what it says about numbers.
fn number_use(lang: Lang) -> BTreeMap<String, Numbers> {
    let mut out = BTreeMap::new();
    for (file, source) in sources(lang) {
        if file == COMMAND_FILE {
            continue;
        }
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut numbers = Numbers::default();
                if let Some(value) = &m.value {
                    numbers_of(value, &mut numbers);
                }
                out.insert(m.id.name.to_string(), numbers);
            }
        }
    }
    out
}

/// The keys of the counted messages, from every language's catalogue.
fn counted_messages() -> BTreeSet<String> {
    let mut counted: BTreeSet<String> = BTreeSet::new();
    for lang in Lang::ALL {
        for (key, numbers) in number_use(lang) {
            let english_counts = lang == Lang::En && !numbers.before_word.is_empty();
            if english_counts || !numbers.cardinal.is_empty() {
                counted.insert(key);
            }
        }
    }
    counted
}

#[test]
fn every_count_selects_a_plural_form_in_every_language() {
    let english = number_use(Lang::En);
    let mut faults = Vec::new();
    for (key, numbers) in &english {
        for var in &numbers.before_word {
            if !numbers.cardinal.contains(var) {
                faults.push(format!(
                    "en {key}: `{{ ${var} }}` counts without a selector"
                ));
            }
        }
    }
    let counted = counted_messages();
    assert!(counted.contains("picker-options"), "{counted:?}");
    for lang in Lang::ALL {
        let uses = number_use(lang);
        for key in &counted {
            let Some(numbers) = uses.get(key) else {
                continue;
            };
            let exempt = SAME_FORM.contains(&(lang, key.as_str()));
            if numbers.cardinal.is_empty() && !exempt {
                faults.push(format!("{lang} {key}: counts without a plural selector"));
            }
            if !numbers.cardinal.is_empty() && exempt {
                faults.push(format!("{lang} {key}: in SAME_FORM but selects a plural"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// A message's text with every number written as `N`, so that only its
/// words are compared.
fn words(text: &str) -> String {
    let mut out = String::new();
    let mut in_number = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                out.push('N');
            }
            in_number = true;
        } else {
            out.push(c);
            in_number = false;
        }
    }
    out
}

/// A counted message for `n`: its number variables and those its plural
/// selectors choose on (`selected`) all `n`, the others a word.
fn render_counted(
    lang: Lang,
    key: &str,
    vars: &BTreeSet<String>,
    selected: &BTreeSet<String>,
    n: u32,
) -> String {
    let args: Vec<(&'static str, Arg<'_>)> = vars
        .iter()
        .map(|name| {
            let name: &'static str = Box::leak(name.clone().into_boxed_str());
            if NUMBER_VARIABLES.contains(&name) || selected.contains(name) {
                (name, Arg::from(n))
            } else {
                (name, Arg::from("X"))
            }
        })
        .collect();
    let out = text(lang, key, &args);
    assert!(
        !out.contains('{') && out != key,
        "{lang} {key} for {n} does not render: {out}"
    );
    out
}

#[test]
fn counted_messages_read_as_the_number_says() {
    let english = number_use(Lang::En);
    let counted = counted_messages();
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        let uses = number_use(lang);
        for key in &counted {
            let mut vars = english[key].all.clone();
            vars.extend(uses[key].all.iter().cloned());
            let mut selected = english[key].cardinal.clone();
            selected.extend(uses[key].cardinal.iter().cloned());
            let [zero, one, two, twenty_one] =
                [0, 1, 2, 21].map(|n| words(&render_counted(lang, key, &vars, &selected, n)));
            if one == two && !SAME_FORM.contains(&(lang, key.as_str())) {
                faults.push(format!("{lang} {key}: reads alike for 1 and 2: {one}"));
            }
            // 2 and 21 are both "other" in these five languages (CLDR).
            if two != twenty_one {
                faults.push(format!(
                    "{lang} {key}: 2 reads {two}, 21 reads {twenty_one}"
                ));
            }
            // 0 is "one" in French, "other" in the four others (CLDR);
            // a variant for exactly 0 may say it otherwise.
            let zero_like = if lang == Lang::Fr { &one } else { &two };
            let exact = uses[key].exact_variant;
            if !exact && &zero != zero_like {
                faults.push(format!("{lang} {key}: 0 reads {zero}, not {zero_like}"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn a_few_counted_messages_in_full() {
    let picker = |lang, n: u32| tr!(lang, "picker-options", count = n);
    assert_eq!(picker(Lang::En, 1), "1 move");
    assert_eq!(picker(Lang::En, 21), "21 moves");
    assert_eq!(picker(Lang::Fr, 1), "1 coup");
    assert_eq!(picker(Lang::Fr, 0), "0 coup");
    assert_eq!(picker(Lang::De, 1), "1 Zug");
    assert_eq!(picker(Lang::De, 2), "2 Züge");
    assert_eq!(picker(Lang::It, 1), "1 mossa");
    assert_eq!(picker(Lang::Es, 2), "2 jugadas");
    let at = tr!(Lang::En, "board-at-ply", title = "G", ply = 1, total = 1);
    assert_eq!(at, "**G** after 1 of 1 move");
    let replay = |n: u32| {
        tr!(
            Lang::En,
            "replay-caption",
            title = "G",
            black = "a",
            white = "b",
            moves = n
        )
    };
    assert!(replay(1).ends_with("replay of 1 move"), "{}", replay(1));
    assert!(replay(3).ends_with("replay of 3 moves"), "{}", replay(3));
    let forgotten = tr!(
        Lang::En,
        "privacy-forgotten",
        name = "deleted player #1",
        games = 1,
        challenges = 1
    );
    assert!(
        forgotten.contains("(1 game resigned, 1 challenge withdrawn)"),
        "{forgotten}"
    );
}

/// `NUMBER($place, type: "ordinal")` chooses the ordinal category: "31st",
/// never "31th" (the queue place once had hand-written cases up to 23).
#[test]
fn ordinals_follow_the_ordinal_rules() {
    let queued = |lang, place: u32| tr!(lang, "analysis-queued", game = "7", place = place);
    for (place, ordinal) in [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (13, "13th"),
        (21, "21st"),
        (22, "22nd"),
        (23, "23rd"),
        (31, "31st"),
        (42, "42nd"),
        (111, "111th"),
        (101, "101st"),
    ] {
        let text = queued(Lang::En, place);
        assert!(text.contains(&format!(" is {ordinal} in line")), "{text}");
    }
    assert!(queued(Lang::Fr, 1).contains(" est 1re dans"));
    assert!(queued(Lang::Fr, 2).contains(" est 2e dans"));
    assert!(queued(Lang::Fr, 21).contains(" est 21e dans"));
    assert!(queued(Lang::De, 31).contains(" ist 31. in"));
    // Every ordinal selector is in a message this test knows.
    for lang in Lang::ALL {
        let ordinals: Vec<_> = number_use(lang)
            .into_iter()
            .filter(|(_, n)| !n.ordinal.is_empty())
            .map(|(k, _)| k)
            .collect();
        assert!(
            ordinals.iter().all(|k| k == "analysis-queued"),
            "{lang}: {ordinals:?}"
        );
    }
}

/// Counted messages get their numbers as numbers: a number formatted into
/// text (`n.to_string()`, `format!`) reaches Fluent as a string, which no
/// plural selector can read ("1 moves" again).
#[test]
fn counted_messages_are_given_numbers() {
    let counted = counted_messages();
    let english = number_use(Lang::En);
    let source = source_text();
    let mut faults = Vec::new();
    for key in &counted {
        let selected = &english[key].cardinal;
        let needle = format!("\"{key}\"");
        for (at, _) in source.match_indices(&needle) {
            // The call's arguments: up to the macro's closing parenthesis.
            let rest = &source[at + needle.len()..];
            let mut depth = 1;
            let mut end = rest.len();
            for (i, c) in rest.char_indices() {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = i;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let args = &rest[..end];
            for var in selected {
                let Some(start) = args.find(&format!("{var} = ")) else {
                    continue;
                };
                let value = &args[start..];
                let value = value.split(",\n").next().unwrap_or(value);
                if value.contains("to_string()") || value.contains("format!") {
                    faults.push(format!("{key}: {}", value.trim()));
                }
            }
        }
    }
    assert!(faults.is_empty(), "counts passed as text: {faults:?}");
}

// One word per idea (issue #51): `assets/locales/GLOSSARY.md` names the
// words each language never uses; its table is this test's data, so the
// two cannot differ. Refusals are full sentences.

/// A row of the glossary's "Words not to use": in `lang`, never `words`,
/// except in the files, key prefixes and phrases of `allowed`.
#[derive(Debug)]
struct Forbidden {
    lang: Lang,
    words: Vec<String>,
    allowed_files: Vec<String>,
    allowed_prefixes: Vec<String>,
    allowed_phrases: Vec<String>,
}

/// The rows of the glossary's table "Words not to use".
fn forbidden_words() -> Vec<Forbidden> {
    let path = locales_dir().join("GLOSSARY.md");
    let glossary =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in glossary.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            in_table = heading.trim() == "Words not to use";
            continue;
        }
        if !in_table || !line.starts_with('|') {
            continue;
        }
        let cells: Vec<&str> = line
            .trim()
            .trim_matches('|')
            .split('|')
            .map(str::trim)
            .collect();
        let Some(lang) = Lang::ALL.into_iter().find(|l| cells[0] == l.code()) else {
            continue;
        };
        assert_eq!(cells.len(), 4, "GLOSSARY.md: a row has 4 cells: {line}");
        let list = |cell: &str| -> Vec<String> {
            cell.split(',')
                .map(|w| w.trim().trim_matches('`').to_string())
                .filter(|w| !w.is_empty())
                .collect()
        };
        let mut row = Forbidden {
            lang,
            words: list(cells[1]).iter().map(|w| w.to_lowercase()).collect(),
            allowed_files: Vec::new(),
            allowed_prefixes: Vec::new(),
            allowed_phrases: Vec::new(),
        };
        for allowed in list(cells[3]) {
            if let Some(phrase) = allowed.strip_prefix('"') {
                row.allowed_phrases
                    .push(phrase.trim_end_matches('"').to_lowercase());
            } else if let Some(prefix) = allowed.strip_suffix('*') {
                row.allowed_prefixes.push(prefix.to_string());
            } else if allowed.ends_with(".ftl") {
                row.allowed_files.push(allowed);
            } else {
                panic!("GLOSSARY.md: cannot read {allowed:?} as a file, a prefix* or a \"phrase\"");
            }
        }
        rows.push(row);
    }
    rows
}

/// The words of a pattern a reader can see: its text and every variant's,
/// placeables left out (a variable is filled in, a selector is not shown).
fn pattern_words(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => {
                out.push(' ');
                expression_words(expression, out);
                out.push(' ');
            }
        }
    }
}

fn expression_words(expression: &Expression<&str>, out: &mut String) {
    match expression {
        Expression::Select { variants, .. } => {
            for v in variants {
                pattern_words(&v.value, out);
                out.push('\n');
            }
        }
        Expression::Inline(InlineExpression::StringLiteral { value }) => out.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_words(expression, out)
        }
        Expression::Inline(_) => {}
    }
}

/// Calls `each(file, key, value)` for every message of `lang` with a value.
fn for_each_message(lang: Lang, mut each: impl FnMut(&str, &str, &Pattern<&str>)) {
    for (file, source) in sources(lang) {
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for entry in &resource.body {
            if let Entry::Message(m) = entry
                && let Some(value) = &m.value
            {
                each(&file, m.id.name, value);
            }
        }
    }
}

/// `text` without its code spans (`` `/board ply` ``): names, not words.
fn without_code(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        } else {
            out.push(' ');
        }
    }
    out
}

/// Where `word` occurs in `text` (both lower case) as a whole word or
/// phrase: neither a letter, a digit nor `_` right before or after it.
fn whole_word_at(text: &str, word: &str) -> Vec<usize> {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word)
        .filter(|(at, _)| {
            let before = text[..*at].chars().next_back();
            let after = text[at + word.len()..].chars().next();
            !before.is_some_and(is_word) && !after.is_some_and(is_word)
        })
        .map(|(at, _)| at)
        .collect()
}

/// The glossary's forbidden words found in `lang`'s catalogues, as
/// "lang file key: word".
fn forbidden_words_used(rows: &[Forbidden], lang: Lang) -> Vec<String> {
    let mut faults = Vec::new();
    for_each_message(lang, |file, key, value| {
        // Command and option names are names, not prose.
        if file == COMMAND_FILE && key.starts_with("name-") {
            return;
        }
        let mut words = String::new();
        pattern_words(value, &mut words);
        let words = without_code(&words).to_lowercase();
        for row in rows.iter().filter(|r| r.lang == lang) {
            if row.allowed_files.iter().any(|f| f == file)
                || row
                    .allowed_prefixes
                    .iter()
                    .any(|p| key.starts_with(p.as_str()))
            {
                continue;
            }
            for word in &row.words {
                let used = whole_word_at(&words, word).into_iter().any(|at| {
                    !row.allowed_phrases
                        .iter()
                        .any(|phrase| words[at..].starts_with(phrase.as_str()))
                });
                if used {
                    faults.push(format!("{lang} {file} {key}: \"{word}\""));
                }
            }
        }
    });
    faults
}

#[test]
fn the_catalogues_use_the_glossary_words() {
    let rows = forbidden_words();
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        faults.extend(forbidden_words_used(&rows, lang));
    }
    assert!(
        faults.is_empty(),
        "words GLOSSARY.md forbids (see its \"Words not to use\"):\n{}",
        faults.join("\n")
    );
}

/// The table is read: an empty or misread one would let every word pass.
#[test]
fn the_glossary_forbids_the_old_words_in_every_language() {
    let rows = forbidden_words();
    let forbids = |lang: Lang, word: &str| {
        rows.iter()
            .any(|r| r.lang == lang && r.words.iter().any(|w| w == word))
    };
    // One voice: the bot says "I", never speaks of itself.
    for (lang, the_bot) in [
        (Lang::En, "the bot"),
        (Lang::Fr, "le bot"),
        (Lang::De, "der bot"),
        (Lang::It, "il bot"),
        (Lang::Es, "el bot"),
    ] {
        assert!(
            forbids(lang, the_bot),
            "{lang}: GLOSSARY.md lets \"{the_bot}\" pass"
        );
    }
    // Pieces in hand and the time bank are not a "reserve"; British spelling.
    for word in ["reserve", "color", "ply"] {
        assert!(
            forbids(Lang::En, word),
            "en: GLOSSARY.md lets \"{word}\" pass"
        );
    }
    // A word found is reported with its language, file and key ...
    let found = forbidden_words_used(
        &[Forbidden {
            lang: Lang::En,
            words: vec!["left in hand".into()],
            allowed_files: vec![],
            allowed_prefixes: vec![],
            allowed_phrases: vec![],
        }],
        Lang::En,
    );
    assert!(
        found.contains(&"en analysis.ftl move-enter: \"left in hand\"".to_string()),
        "{found:?}"
    );
    // ... as a whole word only, and not inside a phrase the row allows.
    assert_eq!(whole_word_at("abande-bot's board", "bot"), vec![7]);
    assert!(whole_word_at("heures_réserve", "réserve").is_empty());
    assert!(whole_word_at("reserved", "reserve").is_empty());
    let fr = rows
        .iter()
        .find(|r| r.lang == Lang::Fr && r.words.iter().any(|w| w == "réserve"))
        .expect("fr forbids réserve");
    assert!(fr.allowed_phrases.iter().any(|p| p == "réserve de temps"));
}

/// Messages of `errors.ftl` that are not refusals but parts of them: the
/// details of a move that cannot be read ("too long"), the marbles of a
/// pushed line, durations.
const FRAGMENTS: &[&str] = &[
    "syntax-too-long",
    "syntax-empty",
    "syntax-unexpected-character",
    "syntax-number-too-long",
    "syntax-letter-without-number",
    "syntax-too-many-points",
    "syntax-no-points",
    "syntax-other-game",
    "marbles-and",
    "duration-minutes",
    "duration-hours",
    "duration-hours-minutes",
    "duration-days",
    "duration-days-hours",
];

/// Refusals outside `errors.ftl` whose key does not say `error`.
const OTHER_REFUSALS: &[&str] = &[
    "analysis-live-between-people",
    "analysis-running",
    "analysis-failed",
    "analysis-already-queued",
    "analysis-queue-full",
    "analysis-stopped",
    "analysis-stopped-shutdown",
    "analyse-which-game",
    "hint-not-against-engine",
    "hint-not-your-turn",
    "privacy-export-too-large",
    "privacy-not-yours",
    "tournament-none-here",
    "tournament-cancel-not-yours",
    "tournament-withdraw-not-yours",
    "settings-channel-not-text",
    "settings-channel-missing",
    "settings-role-unknown",
    "settings-role-needed",
    "settings-role-without-who",
    "settings-clock-needs-hours",
    "settings-clock-hours-per-move-only",
    "settings-limits-none",
    "moderation-result-needed",
    "moderation-result-with-abort",
    "picker-whose-turn",
    "takeback-engine-refuses",
    "explore-no-engine",
    "web-bad-link",
    "web-expired-link",
    "web-no-game",
    "web-unavailable",
    "web-not-your-turn",
    "web-cross-site",
    "web-too-fast",
    "web-bad-request",
    "web-view-only",
    "web-link-off",
    "web-activity-off",
    "web-activity-refused",
    "web-activity-failed",
    "web-sign-in-off",
    "web-sign-in-not-started",
    "web-sign-in-denied",
];

/// Variables that hold a whole refusal: a message may end with one.
const SENTENCE_VARIABLES: &[&str] = &["reason", "form"];

fn is_refusal(file: &str, key: &str) -> bool {
    if file == "errors.ftl" {
        return !FRAGMENTS.contains(&key);
    }
    key.starts_with("error-") || key.contains("-error-") || OTHER_REFUSALS.contains(&key)
}

/// Emoji, markup and opening punctuation before a sentence's first word.
fn is_lead(c: char) -> bool {
    !c.is_alphanumeric() && !"`{".contains(c)
}

/// Why `pattern` does not start as a sentence, if it does not: its first
/// letter is lower case. A placeable or a code span may start it.
fn sentence_start(pattern: &Pattern<&str>) -> Result<bool, String> {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                let Some(first) = value.chars().find(|c| !is_lead(*c)) else {
                    continue;
                };
                if first.is_lowercase() {
                    return Err(format!("starts with lower-case {first:?}"));
                }
                return Ok(true);
            }
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for v in variants {
                        sentence_start(&v.value)?;
                    }
                    return Ok(true);
                }
                Expression::Inline(InlineExpression::StringLiteral { value })
                    if value.trim().is_empty() => {}
                Expression::Inline(_) => return Ok(true),
            },
        }
    }
    Ok(false)
}

/// Why `pattern` does not end as a sentence, if it does not: with `.`,
/// `?` or `!` (markup and closing quotes after it), or with a variable
/// holding a sentence.
fn sentence_end(pattern: &Pattern<&str>) -> Result<bool, String> {
    for element in pattern.elements.iter().rev() {
        match element {
            PatternElement::TextElement { value } => {
                let trimmed =
                    value.trim_end_matches(|c: char| c.is_whitespace() || "*_~\"”»“'".contains(c));
                let Some(last) = trimmed.chars().next_back() else {
                    continue;
                };
                if !".?!".contains(last) {
                    return Err(format!("ends with {last:?}, not . ? or !"));
                }
                return Ok(true);
            }
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for v in variants {
                        if !sentence_end(&v.value)? {
                            return Err("a variant ends without . ? or !".into());
                        }
                    }
                    return Ok(true);
                }
                Expression::Inline(InlineExpression::VariableReference { id })
                    if SENTENCE_VARIABLES.contains(&id.name) =>
                {
                    return Ok(true);
                }
                Expression::Inline(InlineExpression::StringLiteral { value })
                    if value.trim().is_empty() => {}
                Expression::Inline(_) => {
                    return Err("ends with a placeable, not . ? or !".into());
                }
            },
        }
    }
    Ok(false)
}

/// The refusals of `lang` that are not full sentences, as "lang key: why".
fn refusals_not_sentences(lang: Lang) -> Vec<String> {
    let mut faults = Vec::new();
    for_each_message(lang, |file, key, value| {
        if !is_refusal(file, key) {
            return;
        }
        let start = sentence_start(value);
        let end = sentence_end(value).and_then(|ended| {
            ended
                .then_some(true)
                .ok_or_else(|| "has no end".to_string())
        });
        for why in [start.err(), end.err()].into_iter().flatten() {
            faults.push(format!("{lang} {file} {key}: {why}"));
        }
    });
    faults
}

/// A refusal is a sentence: "It is not your turn; bob is to move.", never
/// "it is not your turn" (GLOSSARY.md, "Refusals").
#[test]
fn every_refusal_is_a_full_sentence() {
    let english = catalogue(Lang::En);
    for key in OTHER_REFUSALS.iter().chain(FRAGMENTS) {
        assert!(english.contains_key(*key), "{key} is in no catalogue");
    }
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        faults.extend(refusals_not_sentences(lang));
    }
    assert!(
        faults.is_empty(),
        "refusals that are not full sentences:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_sentence_check_sees_fragments() {
    let check = |source: &str| {
        let resource = fluent_syntax::parser::parse(source).unwrap();
        let Entry::Message(m) = &resource.body[0] else {
            panic!("{source}")
        };
        let value = m.value.as_ref().unwrap();
        (sentence_start(value), sentence_end(value))
    };
    assert_eq!(check("a = ⚠️ **It** is over.\n"), (Ok(true), Ok(true)));
    assert_eq!(check("a = { $game } is over!\n"), (Ok(true), Ok(true)));
    assert_eq!(check("a = ¿Es tu turno?\n"), (Ok(true), Ok(true)));
    assert_eq!(check("a = Why: { $reason }\n").1, Ok(true));
    assert!(check("a = it is over.\n").0.is_err());
    assert!(check("a = It is over\n").1.is_err());
    assert!(check("a = It is { $n }\n").1.is_err());
    assert!(
        check("a = It has { $n ->\n    [one] a move\n   *[other] moves.\n}\n")
            .1
            .is_err()
    );
}
