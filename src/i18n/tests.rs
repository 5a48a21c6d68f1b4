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
        "you cannot pass while you have 1 piece in hand"
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
            name = "Cup",
            id = "#1",
            format = "Swiss",
            game = "Abalone",
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
