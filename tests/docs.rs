//! The docs must not drift from the code. `docs/ARCHITECTURE.md`: every
//! file, folder and item it names in backticks exists, its layer table
//! holds for every import of `src/` (`docs/layers.rs`), and each sentence
//! saying "only", "every" or "never" names the test that checks it. The
//! guides (README, BENCHMARKS, `docs/`, the crates' READMEs), the doc
//! comments and the manifests' comments name only paths that exist; the
//! guides' commands name targets, test modules, subcommands and flags that
//! exist; their table cells stay short. Only the app and the tools read
//! the environment. Beside them, the systemd unit the operations guide
//! installs is checked by systemd itself.

#[path = "docs/layers.rs"]
mod layers;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every file of the project that a document may name (no build output).
fn project_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with('.') || name == "target" || name == "node_modules" {
                continue;
            }
            if path.is_dir() {
                walk(&path, out);
            }
            out.push(path);
        }
    }
    let mut out = Vec::new();
    walk(root(), &mut out);
    out
}

/// The folders a short path in the document may start from: the
/// document's own abbreviations (`rules/...` is the rules crate's source,
/// `discord/...` the bot's) and the migrations of both backends.
const PATH_ROOTS: &[&str] = &[
    "",
    "src",
    "crates",
    "crates/abande-rules/src",
    "crates/abande-engine/src",
    "crates/abande-pictures/src",
    "migrations/sqlite",
    "migrations/postgres",
    "tests",
    "assets/locales",
];

/// Where the document's abbreviated crate paths lead.
fn expand(path: &str) -> String {
    for (short, long) in [
        ("rules/", "crates/abande-rules/src/"),
        ("ai/", "crates/abande-engine/src/"),
        ("render/", "crates/abande-pictures/src/"),
    ] {
        if let Some(rest) = path.strip_prefix(short) {
            return format!("{long}{rest}");
        }
    }
    path.to_string()
}

/// Whether `path` matches a pattern with `*` (within one folder) and
/// `{a,b}` (either), as the document writes a family of files.
fn matches_pattern(pattern: &str, path: &str) -> bool {
    if let Some(open) = pattern.find('{')
        && let Some(close) = pattern[open..].find('}')
    {
        let (head, tail) = (&pattern[..open], &pattern[open + close + 1..]);
        return pattern[open + 1..open + close]
            .split(',')
            .any(|choice| matches_pattern(&format!("{head}{choice}{tail}"), path));
    }
    match pattern.split_once('*') {
        None => pattern == path,
        Some((head, tail)) => {
            let Some(rest) = path.strip_prefix(head) else {
                return false;
            };
            rest.char_indices()
                .map(|(at, _)| at)
                .chain([rest.len()])
                .take_while(|&at| !rest[..at].contains('/'))
                .any(|at| matches_pattern(tail, &rest[at..]))
        }
    }
}

/// The files a path named in the document may be: relative to one of the
/// [`PATH_ROOTS`], or, for a bare file name, any file of that name; a
/// pattern (`migrations/*/0009_to_move.sql`) names the files it matches.
fn resolve(path: &str, files: &[PathBuf]) -> Vec<PathBuf> {
    let path = expand(path.trim_end_matches('/'));
    if path.contains(['*', '{']) {
        return files
            .iter()
            .filter(|f| {
                let relative = f.strip_prefix(root()).unwrap_or(f).to_string_lossy();
                PATH_ROOTS.iter().any(|base| {
                    let pattern = if base.is_empty() {
                        path.clone()
                    } else {
                        format!("{base}/{path}")
                    };
                    matches_pattern(&pattern, &relative)
                })
            })
            .cloned()
            .collect();
    }
    if !path.contains('/') {
        return files
            .iter()
            .filter(|f| f.file_name().is_some_and(|n| n.to_string_lossy() == path))
            .cloned()
            .collect();
    }
    PATH_ROOTS
        .iter()
        .map(|base| root().join(base).join(&path))
        .filter(|candidate| candidate.exists())
        .collect()
}

fn is_word_in(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        let part = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !part(before) && !part(after)
    })
}

fn rust_sources(files: &[PathBuf]) -> Vec<(PathBuf, String)> {
    files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "rs"))
        .filter_map(|f| Some((f.clone(), fs::read_to_string(f).ok()?)))
        .collect()
}

/// What a backticked name in the document claims exists, or `None` for
/// text that names no file or item (a command, SQL, an expression).
#[derive(Debug, PartialEq)]
enum Claim {
    /// A file or folder, and maybe an item in it (`store/games.rs::claim`).
    Path { path: String, item: Option<String> },
    /// An item of a type (`GameService::play_move`, `StoreError::Conflict`).
    Member { owner: String, item: String },
}

const FILE_ENDINGS: &[&str] = &[
    ".rs", ".sql", ".ftl", ".md", ".toml", ".py", ".json", ".sh", ".js", ".css", ".html", ".txt",
];

fn is_name(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_alphanumeric() || c == '_')
}

fn claim_of(span: &str) -> Option<Claim> {
    let span = span.trim_end_matches("()");
    if span.contains(char::is_whitespace) || span.starts_with('/') || span.contains('<') {
        return None;
    }
    let (path, item) = match span.split_once("::") {
        Some((path, item)) if FILE_ENDINGS.iter().any(|e| path.ends_with(e)) => (path, Some(item)),
        _ => (span, None),
    };
    let file_like = FILE_ENDINGS.iter().any(|e| path.ends_with(e));
    let folder_like = path.ends_with('/')
        && path
            .trim_end_matches('/')
            .split('/')
            .all(|part| is_name(&part.replace(['-', '.', '*'], "_")));
    if file_like || folder_like {
        let item = item.map(|i| i.split("::").last().unwrap_or(i).to_string());
        return Some(Claim::Path {
            path: path.to_string(),
            item: item.filter(|i| is_name(i)),
        });
    }
    let (owner, item) = span.rsplit_once("::")?;
    let owner = owner.rsplit("::").next()?;
    let is_type = owner.chars().next().is_some_and(char::is_uppercase);
    (is_type && is_name(owner) && is_name(item)).then(|| Claim::Member {
        owner: owner.to_string(),
        item: item.to_string(),
    })
}

/// The backticked spans of a Markdown text, outside code blocks.
fn backticked(markdown: &str) -> Vec<String> {
    let mut spans = Vec::new();
    let mut in_block = false;
    let mut prose = String::new();
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if !in_block {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    let mut parts = prose.split('`');
    parts.next();
    while let (Some(inside), Some(_)) = (parts.next(), parts.next()) {
        spans.push(inside.to_string());
    }
    spans
}

fn defines(source: &str, name: &str) -> bool {
    ["struct", "enum", "trait", "type", "mod", "macro_rules!"]
        .iter()
        .any(|keyword| is_word_in(source, &format!("{keyword} {name}")))
}

fn problems_of(document: &str) -> Vec<String> {
    let text = fs::read_to_string(root().join(document)).expect("the document exists");
    let files = project_files();
    let sources = rust_sources(&files);
    let mut problems = BTreeSet::new();
    for span in backticked(&text) {
        match claim_of(&span) {
            None => {}
            Some(Claim::Path { path, item }) => {
                let found = resolve(&path, &files);
                if found.is_empty() {
                    problems.insert(format!("`{span}`: no such file or folder"));
                } else if let Some(item) = item {
                    let has_item = found.iter().any(|f| {
                        fs::read_to_string(f).is_ok_and(|source| is_word_in(&source, &item))
                    });
                    if !has_item {
                        problems.insert(format!("`{span}`: `{item}` is not in {path}"));
                    }
                }
            }
            Some(Claim::Member { owner, item }) => {
                let homes: Vec<&String> = sources
                    .iter()
                    .filter(|(_, source)| defines(source, &owner))
                    .map(|(_, source)| source)
                    .collect();
                if homes.is_empty() {
                    problems.insert(format!("`{span}`: no type `{owner}`"));
                    continue;
                }
                let is_method = sources.iter().any(|(_, source)| {
                    is_word_in(source, &format!("fn {item}"))
                        && (is_word_in(source, &format!("impl {owner}"))
                            || is_word_in(source, &format!("for {owner}"))
                            || defines(source, &owner))
                });
                let in_definition = homes.iter().any(|source| is_word_in(source, &item));
                if !is_method && !in_definition {
                    problems.insert(format!("`{span}`: `{owner}` has no `{item}`"));
                }
            }
        }
    }
    problems.into_iter().collect()
}

#[test]
fn every_file_and_item_the_architecture_names_exists() {
    let problems = problems_of("docs/ARCHITECTURE.md");
    assert!(
        problems.is_empty(),
        "docs/ARCHITECTURE.md names what does not exist:\n{}",
        problems.join("\n")
    );
}

/// The layer table is the data: an import up the table, or between two
/// siblings, fails here with the file and the path.
#[test]
fn every_import_runs_down_the_layer_table() {
    let document = fs::read_to_string(root().join("docs/ARCHITECTURE.md")).unwrap();
    let rows = layers::table_of(&document);
    assert!(rows.len() >= 5, "no layer table under ## Layers: {rows:?}");
    let arrows = layers::arrows_against(&rows, &root().join("src"));
    assert!(
        arrows.is_empty(),
        "imports against the layer table of docs/ARCHITECTURE.md:\n{}",
        arrows.join("\n")
    );
}

/// The check itself: it reads the table, finds arrows in `use` lines,
/// groups, `super::` and inline paths, skips comments and strings, and
/// refuses an arrow up and one between siblings.
#[test]
fn the_layer_check_sees_arrows_up_and_between_siblings() {
    let rows = layers::table_of(
        "# A\n\n## Layers\n\n| rank | modules | what |\n|---|---|---|\n\
         | 1 | `model` | types |\n| 2 | `service` | lifecycle |\n\
         | 3 | `discord`, `web` | adapters |\n| 3.1 | `discord::runtime` | below |\n\
         | 3.2 | `discord::commands` | above |\n| 4 | `app` | the process |\n\n## Next\n| 9 | `x` | not read |\n",
    );
    assert_eq!(rows.len(), 6, "{rows:?}");
    assert_eq!(rows[3].rank, [3, 1]);
    assert_eq!(
        rows[2].modules,
        vec![vec!["discord".to_string()], vec!["web".to_string()]]
    );
    let module = layers::module_of("discord/commands/mod.rs");
    assert_eq!(module, ["discord", "commands"]);
    let code = layers::code_of(
        "use crate::{model::Game, service};\n// crate::app in a comment\n\
         let s = \"crate::app in a string\";\nlet c = '\"';\n\
         crate::web::server::start(x::y);\nuse super::super::app::Config;\n\
         pub(in crate::app) fn seen_from_the_app() {}\n",
    );
    let paths = layers::paths_in(&code, &module);
    let names: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        names,
        [
            "model::Game",
            "service",
            "web::server::start",
            "app::Config"
        ],
        "{code}"
    );
    let place = |path: &str| {
        let path: Vec<String> = path.split("::").map(str::to_string).collect();
        layers::place_of(&path, &rows).map(|(m, rank)| (m.join("::"), rank.to_vec()))
    };
    assert_eq!(place("discord::play"), Some(("discord".into(), vec![3])));
    assert_eq!(
        place("discord::commands::x"),
        Some(("discord::commands".into(), vec![3, 2]))
    );
    assert_eq!(place("web::server::start"), Some(("web".into(), vec![3])));
    assert_eq!(place("words"), None);
    // A real tree with an arrow up and one between siblings.
    let dir = std::env::temp_dir().join(format!("layers-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("discord/commands")).unwrap();
    fs::create_dir_all(dir.join("discord/runtime")).unwrap();
    fs::write(dir.join("model.rs"), "use crate::service::GameService;\n").unwrap();
    fs::write(dir.join("service.rs"), "use crate::model::Game;\n").unwrap();
    fs::write(
        dir.join("discord/mod.rs"),
        "mod play;\nuse crate::service::X;\nuse commands::Y;\nuse crate::discord::runtime::Z;\n",
    )
    .unwrap();
    fs::write(
        dir.join("discord/play.rs"),
        "use super::X;\nfn f() { crate::web::go(); }\n",
    )
    .unwrap();
    // Down inside the folder is fine; up, to its top, or to the folder's
    // sibling is not.
    fs::write(
        dir.join("discord/commands/mod.rs"),
        "use crate::discord::runtime::Z;\nuse crate::discord::Settings;\n",
    )
    .unwrap();
    fs::write(
        dir.join("discord/runtime/mod.rs"),
        "use crate::discord::commands::Y;\nuse crate::web::W;\nuse crate::model::M;\n",
    )
    .unwrap();
    fs::write(dir.join("web.rs"), "// crate::discord is only named\n").unwrap();
    fs::write(dir.join("app.rs"), "use crate::{discord, web};\n").unwrap();
    let arrows = layers::arrows_against(&rows, &dir);
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        arrows,
        [
            "src/discord/commands/mod.rs (discord::commands) -> discord::Settings (discord): up",
            "src/discord/play.rs (discord) -> web::go (web): a sibling",
            "src/discord/runtime/mod.rs (discord::runtime) -> discord::commands::Y (discord::commands): up",
            "src/discord/runtime/mod.rs (discord::runtime) -> web::W (web): a sibling",
            "src/model.rs (model) -> service::GameService (service): up",
        ]
    );
}

#[test]
fn the_check_reads_paths_items_and_members() {
    assert_eq!(
        claim_of("store/games.rs::claim"),
        Some(Claim::Path {
            path: "store/games.rs".into(),
            item: Some("claim".into())
        })
    );
    assert_eq!(
        claim_of("GameService::play_move"),
        Some(Claim::Member {
            owner: "GameService".into(),
            item: "play_move".into()
        })
    );
    assert_eq!(
        claim_of("src/discord/"),
        Some(Claim::Path {
            path: "src/discord/".into(),
            item: None
        })
    );
    for not_a_claim in [
        "/move",
        "SELECT 1",
        "tr!",
        "abande_rules::...",
        "DATABASE_URL",
    ] {
        assert_eq!(claim_of(not_a_claim), None, "{not_a_claim}");
    }
    // A missing file and a missing item are both found.
    let files = project_files();
    assert!(resolve("service/no_such_file.rs", &files).is_empty());
    assert!(!resolve("service/games.rs", &files).is_empty());
    assert!(!resolve("rules/kind.rs", &files).is_empty());
    assert!(matches_pattern(
        "migrations/*/0009.sql",
        "migrations/sqlite/0009.sql"
    ));
    assert!(!matches_pattern(
        "migrations/*/0009.sql",
        "migrations/a/b/0009.sql"
    ));
    assert!(matches_pattern("{en,fr}/help.ftl", "fr/help.ftl"));
    assert!(!matches_pattern("{en,fr}/help.ftl", "de/help.ftl"));
    assert!(!resolve("migrations/*/0009_to_move.sql", &files).is_empty());
    assert!(
        backticked("a `x.rs` b\n```\n`y.rs`\n```\n`z.rs`") == ["x.rs", "z.rs"],
        "code blocks are skipped"
    );
}

/// The systemd unit of `deploy/` (docs/operations.md, "Install") as
/// `systemd-analyze verify` reads it, which exits 0 even for an unknown
/// key or a bad value, so any line it writes fails the check. Where
/// systemd-analyze is not installed the check says so and passes (CI's
/// `.ci/run` installs it).
#[test]
fn the_systemd_unit_passes_systemd_analyze() {
    let unit = fs::read_to_string(root().join("deploy/abande-bot.service")).unwrap();
    let directives: Vec<&str> = unit
        .lines()
        .map(str::trim)
        .filter(|line| !line.starts_with('#'))
        .collect();
    for wanted in [
        "User=abande-bot",
        "StateDirectory=abande-bot",
        "ProtectSystem=strict",
        "Restart=on-failure",
        "LimitNOFILE=65536",
        "ExecStart=/usr/local/bin/abande-bot run",
    ] {
        assert!(directives.contains(&wanted), "{wanted} is missing");
    }
    // The bot reads its configuration at start only: a reload would do nothing.
    assert!(!directives.iter().any(|d| d.starts_with("ExecReload=")));

    let Ok(version) = std::process::Command::new("systemd-analyze")
        .arg("--version")
        .output()
    else {
        eprintln!("SKIPPED the systemd unit's check: systemd-analyze is not installed");
        return;
    };
    assert!(version.status.success());
    // verify checks that ExecStart's program exists: the one just built.
    let dir = tempfile::tempdir().unwrap();
    let checked = dir.path().join("abande-bot.service");
    let built = env!("CARGO_BIN_EXE_abande-bot");
    fs::write(&checked, unit.replace("/usr/local/bin/abande-bot", built)).unwrap();
    let verified = std::process::Command::new("systemd-analyze")
        .arg("verify")
        .arg(&checked)
        .output()
        .unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&verified.stdout),
        String::from_utf8_lossy(&verified.stderr)
    );
    assert!(verified.status.success(), "{said}");
    assert_eq!(said.trim(), "", "systemd-analyze verify objects");
}

/// Whether `source` defines a test function `name`: `fn name` under an
/// attribute that says `test` (`#[test]`, `#[tokio::test]`, ...), with only
/// attributes and comments between them.
fn defines_test(source: &str, name: &str) -> bool {
    let needle = format!("fn {name}");
    source.match_indices(&needle).any(|(at, _)| {
        let after = source[at + needle.len()..].chars().next();
        if after.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            return false;
        }
        let head = &source[..at];
        let line_start = head.rfind('\n').map_or(0, |i| i + 1);
        let same_line = &head[line_start..];
        (same_line.contains("#[") && same_line.contains("test"))
            || head[..line_start]
                .lines()
                .rev()
                .map(str::trim)
                .take_while(|line| line.starts_with("#[") || line.starts_with("//"))
                .any(|line| line.starts_with("#[") && line.contains("test"))
    })
}

/// The sentences of a Markdown text, outside code blocks and headings:
/// each paragraph, list item and table row is split after every full stop
/// outside backticks. Backticked spans stay in the sentence.
fn sentences(markdown: &str) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut in_block = false;
    fn flush(current: &mut String, blocks: &mut Vec<String>) {
        if !current.trim().is_empty() {
            blocks.push(std::mem::take(current));
        }
        current.clear();
    }
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") {
            in_block = !in_block;
            flush(&mut current, &mut blocks);
            continue;
        }
        if in_block {
            continue;
        }
        let starts_item = trimmed.starts_with("- ")
            || trimmed.starts_with("| ")
            || trimmed
                .split_once(". ")
                .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        if trimmed.is_empty() || trimmed.starts_with('#') || starts_item {
            flush(&mut current, &mut blocks);
        }
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        current.push_str(trimmed);
        current.push(' ');
        if trimmed.starts_with('|') {
            flush(&mut current, &mut blocks);
        }
    }
    flush(&mut current, &mut blocks);
    let mut out = Vec::new();
    for block in blocks {
        let mut sentence = String::new();
        let mut in_code = false;
        let chars: Vec<char> = block.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            sentence.push(c);
            if c == '`' {
                in_code = !in_code;
            }
            let ends = !in_code
                && matches!(c, '.' | '!' | '?')
                && chars.get(i + 1).is_none_or(|n| n.is_whitespace());
            if ends {
                out.push(std::mem::take(&mut sentence).trim().to_string());
            }
        }
        if !sentence.trim().is_empty() {
            out.push(sentence.trim().to_string());
        }
    }
    out
}

/// The words that make a sentence an absolute, which a test must back.
const ABSOLUTES: &[&str] = &["only", "every", "never"];

/// What is wrong with each sentence of `markdown` that says "only",
/// "every" or "never" (outside backticks): it must name, in backticks, a
/// test that exists (`tests/docs.rs::name`, `src/store/mod.rs::name`).
fn unbacked_absolutes(markdown: &str, files: &[PathBuf]) -> Vec<String> {
    let mut problems = Vec::new();
    for sentence in sentences(markdown) {
        let prose: String = sentence.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let prose = prose.to_lowercase();
        if !ABSOLUTES.iter().any(|word| is_word_in(&prose, word)) {
            continue;
        }
        let mut named = Vec::new();
        let mut backed = false;
        for span in backticked(&sentence) {
            let Some(Claim::Path {
                path,
                item: Some(item),
            }) = claim_of(&span)
            else {
                continue;
            };
            if !path.ends_with(".rs") {
                continue;
            }
            named.push(span.clone());
            backed |= resolve(&path, files).iter().any(|file| {
                fs::read_to_string(file).is_ok_and(|source| defines_test(&source, &item))
            });
        }
        if !backed {
            let why = if named.is_empty() {
                "names no test".to_string()
            } else {
                format!("names no test that exists ({})", named.join(", "))
            };
            problems.push(format!("{why}: \"{sentence}\""));
        }
    }
    problems
}

/// Every "only", "every" and "never" of `docs/ARCHITECTURE.md` is checked
/// by a test named beside it, or it is not said.
#[test]
fn every_absolute_of_the_architecture_names_its_test() {
    let text = fs::read_to_string(root().join("docs/ARCHITECTURE.md")).unwrap();
    let files = project_files();
    let problems = unbacked_absolutes(&text, &files);
    assert!(
        problems.is_empty(),
        "docs/ARCHITECTURE.md says what no test checks:\n{}",
        problems.join("\n")
    );
}

/// The check itself: a sentence without a test, with a test that does
/// not exist and with a function that is no test fail; one naming a real
/// test, and words in backticks, pass.
#[test]
fn the_absolute_check_wants_a_real_test_beside_each_absolute() {
    let files = project_files();
    let text = "# Title\n\nEvery game has a board. Only the app reads it\n\
                (`tests/docs.rs::no_such_test`).\n\n\
                - A module never imports up: `tests/docs.rs::every_import_runs_down_the_layer_table`.\n\
                - Never a lie: `tests/docs.rs::root`.\n\
                - The `ROW_LOCKS_ONLY` lock, `supervisor::every` pass.\n\n\
                ```\nevery line in code is free\n```\n\
                | 1 | `model` | every type |\n";
    let problems = unbacked_absolutes(text, &files);
    assert_eq!(problems.len(), 4, "{problems:#?}");
    assert!(problems[0].contains("Every game has a board."));
    assert!(problems[1].contains("no_such_test"));
    assert!(problems[2].contains("Never a lie"));
    assert!(problems[3].contains("every type"));
    assert!(defines_test(
        "#[tokio::test]\n/// Doc.\nasync fn a() {}\n",
        "a"
    ));
    assert!(defines_test("#[test]\n#[ignore]\nfn a() {}\n", "a"));
    assert!(!defines_test("#[test]\nfn ab() {}\nfn a() {}\n", "a"));
}

/// The source files below the app that would read the environment, and
/// where: every configuration value is read once, in `app/config.rs`.
/// The operations tools of `cli/` (`DATABASE_URL`), `main.rs` and the
/// crash points may; test code (after `#[cfg(test)]`) may too.
fn environment_readers(sources: &[(String, String)]) -> Vec<String> {
    let allowed = |relative: &str| {
        relative.starts_with("app/")
            || relative.starts_with("cli/")
            || relative == "main.rs"
            || relative == "crash_point.rs"
    };
    let mut found = Vec::new();
    for (relative, source) in sources {
        if allowed(relative) {
            continue;
        }
        let before_tests = source.split("#[cfg(test)]").next().unwrap_or("");
        let code = layers::code_of(before_tests);
        for needle in ["env::var", "env::vars", "dotenvy::"] {
            if code.contains(needle) {
                found.push(format!("src/{relative}: {needle}"));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn only_the_app_and_the_tools_read_the_environment() {
    let sources: Vec<(String, String)> = rust_sources(&project_files())
        .into_iter()
        .filter_map(|(path, source)| {
            let relative = path.strip_prefix(root().join("src")).ok()?;
            Some((relative.to_string_lossy().replace('\\', "/"), source))
        })
        .collect();
    assert!(sources.len() > 50, "no sources under src/");
    let readers = environment_readers(&sources);
    assert!(
        readers.is_empty(),
        "read the environment outside app/config.rs:\n{}",
        readers.join("\n")
    );
    // The check sees a reader, and passes over comments and tests.
    let samples = [
        (
            "service/x.rs".to_string(),
            "fn f() { std::env::var(\"A\").ok(); }".to_string(),
        ),
        (
            "store/y.rs".to_string(),
            "// env::var is only named\n#[cfg(test)]\nfn t() { std::env::var_os(\"B\"); }"
                .to_string(),
        ),
        (
            "app/config.rs".to_string(),
            "fn g() { std::env::var(\"C\").ok(); }".to_string(),
        ),
    ];
    assert_eq!(
        environment_readers(&samples),
        ["src/service/x.rs: env::var"]
    );
}

/// The guides a reader follows by hand: each file or folder they name in
/// backticks with a `/` in it (`src/web/server.rs`, `migrations/sqlite/`)
/// exists, with the item named after it. A bare file name is usually an
/// example of a file the reader makes (`game-12.txt`), so it is not read.
/// `docs/drawings/README.md` describes old commits and is left out.
fn guides() -> Vec<PathBuf> {
    let mut guides: Vec<PathBuf> = ["README.md", "BENCHMARKS.md"]
        .iter()
        .map(|name| root().join(name))
        .collect();
    for dir in [
        "docs",
        "crates/abande-rules",
        "crates/abande-engine",
        "crates/abande-pictures",
    ] {
        for entry in fs::read_dir(root().join(dir)).unwrap().flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "md") {
                guides.push(path);
            }
        }
    }
    guides.sort();
    guides
}

fn missing_paths_in(text: &str, here: &Path, files: &[PathBuf]) -> Vec<String> {
    let mut problems = BTreeSet::new();
    for span in backticked(text) {
        let Some(Claim::Path { path, item }) = claim_of(&span) else {
            continue;
        };
        if !path.contains('/') {
            continue;
        }
        let mut found = resolve(&path, files);
        let beside = here.join(path.trim_end_matches('/'));
        if beside.exists() {
            found.push(beside);
        }
        if found.is_empty() {
            problems.insert(format!("`{span}`: no such file or folder"));
        } else if let Some(item) = item
            && !found
                .iter()
                .any(|f| fs::read_to_string(f).is_ok_and(|source| is_word_in(&source, &item)))
        {
            problems.insert(format!("`{span}`: `{item}` is not in {path}"));
        }
    }
    problems.into_iter().collect()
}

#[test]
fn every_path_the_guides_name_exists() {
    let files = project_files();
    let guides = guides();
    assert!(guides.len() >= 6, "{guides:?}");
    let mut problems = Vec::new();
    for guide in &guides {
        let text = fs::read_to_string(guide).unwrap();
        let name = guide.strip_prefix(root()).unwrap().display().to_string();
        problems.extend(
            missing_paths_in(&text, guide.parent().unwrap(), &files)
                .into_iter()
                .map(|p| format!("{name}: {p}")),
        );
    }
    assert!(
        problems.is_empty(),
        "the guides name what does not exist:\n{}",
        problems.join("\n")
    );
    // The check sees a missing file and a missing item.
    let sample =
        "`src/store/mod.rs`, `src/no_such.rs`, `src/store/mod.rs::no_such_item`, `board.png`";
    assert_eq!(missing_paths_in(sample, root(), &files).len(), 2);
}

/// The paths named in the comments of the workspace's `Cargo.toml` files
/// (`# ... (src/web/server.rs)`), each relative to the workspace's roots
/// or to the manifest's own folder.
fn missing_paths_in_manifest(manifest: &Path, files: &[PathBuf]) -> Vec<String> {
    let text = fs::read_to_string(manifest).unwrap();
    let here = manifest.parent().unwrap();
    let mut problems = Vec::new();
    for line in text.lines() {
        let Some((_, comment)) = line.split_once('#') else {
            continue;
        };
        for word in comment.split(|c: char| c.is_whitespace() || "(),;:`".contains(c)) {
            let word = word.trim_end_matches('.');
            let path_like = word.contains('/')
                && !word.contains("://")
                && (word.ends_with('/') || FILE_ENDINGS.iter().any(|e| word.ends_with(e)));
            if path_like && resolve(word, files).is_empty() && !here.join(word).exists() {
                problems.push(format!("{}: {word}", manifest.display()));
            }
        }
    }
    problems
}

#[test]
fn every_path_the_manifests_comments_name_exists() {
    let files = project_files();
    let mut manifests = vec![root().join("Cargo.toml")];
    for entry in fs::read_dir(root().join("crates")).unwrap().flatten() {
        manifests.push(entry.path().join("Cargo.toml"));
    }
    let problems: Vec<String> = manifests
        .iter()
        .flat_map(|m| missing_paths_in_manifest(m, &files))
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let dir = tempfile::tempdir().unwrap();
    let manifest = dir.path().join("Cargo.toml");
    fs::write(
        &manifest,
        "# The proxy (src/discord/runtime/rest_proxy.rs).\n# Gone (src/discord/health.rs).\nx = 1 # migrations/sqlite/\n",
    )
    .unwrap();
    assert_eq!(
        missing_paths_in_manifest(&manifest, &files),
        [format!("{}: src/discord/health.rs", manifest.display())]
    );
}

/// The command lines of a Markdown text: the lines of its code blocks,
/// fenced or indented by four spaces.
fn command_lines(markdown: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut in_block = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block || line.starts_with("    ") || line.starts_with('\t') {
            lines.push(line.trim().to_string());
        }
    }
    lines
}

/// The package folder of a workspace package name.
fn package_dir(package: Option<&str>) -> Option<PathBuf> {
    match package {
        None | Some("abande-bot") => Some(root().to_path_buf()),
        Some(name) => {
            let dir = root().join("crates").join(name);
            dir.join("Cargo.toml").exists().then_some(dir)
        }
    }
}

/// The targets of one kind (`bench`, `test`, `example`) of a package: its
/// manifest's `[[kind]]` names and the files of its conventional folder.
fn targets(dir: &Path, kind: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let manifest = fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
    let mut in_section = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_section = line == format!("[[{kind}]]");
        } else if in_section && let Some(name) = line.strip_prefix("name = ") {
            names.insert(name.trim_matches('"').to_string());
        }
    }
    let folder = match kind {
        "bench" => "benches",
        "test" => "tests",
        _ => "examples",
    };
    for entry in fs::read_dir(dir.join(folder))
        .into_iter()
        .flatten()
        .flatten()
    {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "rs") {
            names.insert(path.file_stem().unwrap().to_string_lossy().into_owned());
        } else if path.join("main.rs").exists() {
            names.insert(entry.file_name().to_string_lossy().into_owned());
        }
    }
    names
}

/// What is wrong with one `abande-bot ...` invocation: an unknown
/// subcommand, or a `--flag` the command line never reads.
fn cli_problem(args: &[&str]) -> Option<String> {
    let main = fs::read_to_string(root().join("src/main.rs")).unwrap();
    let mut cli = main.clone();
    for entry in fs::read_dir(root().join("src/cli")).unwrap().flatten() {
        cli.push_str(&fs::read_to_string(entry.path()).unwrap_or_default());
    }
    cli.push_str(&fs::read_to_string(root().join("src/app/doctor.rs")).unwrap_or_default());
    let sub = args.first()?;
    if !main.contains(&format!("Some(\"{sub}\")")) {
        return Some(format!("no subcommand `{sub}`"));
    }
    args.iter()
        .filter(|a| a.starts_with("--"))
        .map(|a| a.split('=').next().unwrap())
        .find(|flag| !cli.contains(&format!("\"{flag}\"")))
        .map(|flag| format!("`{sub}` reads no `{flag}`"))
}

/// What is wrong with one `cargo ...` invocation: a bench, test or example
/// target its package does not have, a test module that does not exist,
/// or (for `cargo run -- ...`) what `cli_problem` finds.
fn cargo_problem(args: &[&str]) -> Option<String> {
    let (own, passed) = match args.iter().position(|a| *a == "--") {
        Some(at) => (&args[..at], &args[at + 1..]),
        None => (args, &[][..]),
    };
    let sub = *own.first()?;
    let value = |flag: &str| {
        own.iter()
            .position(|a| *a == flag)
            .and_then(|at| own.get(at + 1).copied())
    };
    let package = value("-p").or_else(|| value("--package"));
    let Some(dir) = package_dir(package) else {
        return Some(format!("no package `{}`", package.unwrap_or("")));
    };
    for (flag, kind) in [
        ("--bench", "bench"),
        ("--test", "test"),
        ("--example", "example"),
    ] {
        if let Some(name) = value(flag)
            && !own.contains(&"--workspace")
            && !targets(&dir, kind).contains(name)
        {
            return Some(format!("no {kind} target `{name}` in {}", dir.display()));
        }
    }
    if sub == "test"
        && let Some(test) = value("--test")
    {
        // A filter naming a module (`load::`) must name one of the binary's.
        let takes_value = [
            "-p",
            "--package",
            "--bench",
            "--test",
            "--example",
            "--bin",
            "--features",
            "-j",
            "--jobs",
            "--profile",
            "--target-dir",
        ];
        let mut filter = None;
        let mut i = 1;
        while i < own.len() {
            if takes_value.contains(&own[i]) {
                i += 2;
            } else if own[i].starts_with('-') {
                i += 1;
            } else {
                filter = Some(own[i]);
                break;
            }
        }
        if let Some((module, _)) = filter.and_then(|f| f.split_once("::")) {
            let folder = dir.join("tests").join(test);
            if !folder.join(format!("{module}.rs")).exists()
                && !folder.join(module).join("mod.rs").exists()
            {
                return Some(format!("no module `{module}` in tests/{test}/"));
            }
        }
    }
    if sub == "run" && value("--example").is_none() && !passed.is_empty() {
        return cli_problem(passed);
    }
    None
}

/// Where the command of a shell line's words starts, past environment
/// assignments and wrappers (`time`, `env`, `sudo -u user`, `nice -n 10`,
/// `farm-bench ... --`), when it is `cargo` or the bot's binary.
fn command_start(words: &[&str]) -> Option<usize> {
    let mut i = 0;
    while let Some(word) = words.get(i) {
        let assignment = word.split_once('=').is_some_and(|(name, _)| {
            !name.is_empty() && name.chars().all(|c| c.is_ascii_uppercase() || c == '_')
        });
        if assignment || ["time", "/usr/bin/time", "env", "sudo", "nice", "exec"].contains(word) {
            i += 1;
        } else if ["-u", "-n", "-f"].contains(word) {
            i += 2;
        } else if *word == "farm-bench" {
            i += words[i..].iter().position(|w| *w == "--")? + 1;
        } else {
            break;
        }
    }
    let word = words.get(i)?;
    (*word == "cargo" || *word == "abande-bot" || word.ends_with("/abande-bot")).then_some(i)
}

/// The problems of one command line, or `None` for a line that runs no
/// command of this project. A line whose comment says `example`, or with a
/// placeholder (`<hash>`), is an example and is not checked.
fn command_problem(line: &str) -> Option<String> {
    let (command, comment) = line.split_once(" #").unwrap_or((line, ""));
    if comment.contains("example") || (command.contains('<') && command.contains('>')) {
        return None;
    }
    for segment in command.split(['&', '|', ';', '\'', '"']) {
        let words: Vec<&str> = segment
            .split_whitespace()
            .filter(|w| !w.starts_with('$'))
            .collect();
        let Some(at) = command_start(&words) else {
            continue;
        };
        let problem = if words[at] == "cargo" {
            cargo_problem(&words[at + 1..])
        } else {
            cli_problem(&words[at + 1..])
        };
        if problem.is_some() {
            return problem;
        }
    }
    None
}

/// Every command a guide gives (README, BENCHMARKS, docs/) still runs as
/// written: its bench, test or example target exists in the package it
/// names, a test filter's module exists, and an `abande-bot` command's
/// subcommand and flags are the command line's. Lines marked as examples
/// are left alone.
#[test]
fn every_command_the_guides_give_names_what_exists() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for guide in guides() {
        let text = fs::read_to_string(&guide).unwrap();
        for line in command_lines(&text) {
            if line.contains("cargo ") || line.contains("abande-bot ") {
                checked += 1;
            }
            if let Some(problem) = command_problem(&line) {
                problems.push(format!("{}: `{line}`: {problem}", guide.display()));
            }
        }
    }
    assert!(checked > 20, "only {checked} commands found");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check sees each kind of slip.
    for (line, wanted) in [
        ("cargo bench --bench abande", Some("no bench target")),
        ("cargo bench -p abande-rules --bench abande", None),
        (
            "cargo bench --bench abande   # example: before the split",
            None,
        ),
        ("cargo test --release --test bot load:: -- --ignored", None),
        (
            "cargo test --release --test bot nothing_here:: -- --ignored",
            Some("no module"),
        ),
        (
            "cargo run --release --example abalone_perft -- abalone 5",
            None,
        ),
        (
            "cargo run --release --example no_such_example",
            Some("no example"),
        ),
        ("time abande-bot perft abalone 5", None),
        (
            "abande-bot match abalone --black 5 --blacks 4",
            Some("reads no `--blacks`"),
        ),
        ("cargo run --release -- fly abalone", Some("no subcommand")),
        (
            "LOAD_RATE=1 target/release/deps/bot-<hash> load::load --exact",
            None,
        ),
    ] {
        let problem = command_problem(line);
        assert_eq!(
            problem
                .as_deref()
                .map(|p| wanted.is_some_and(|w| p.contains(w))),
            wanted.map(|_| true),
            "{line}: {problem:?}"
        );
    }
}

/// The README's set-up gives the two commands: the bot, and the whole test
/// suite exactly as CI runs it (`.ci/run`'s last line).
#[test]
fn the_readme_gives_the_two_set_up_commands_ci_runs() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let ci = fs::read_to_string(root().join(".ci/run")).unwrap();
    let last = ci
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap()
        .trim();
    assert_eq!(
        last, "cargo test --locked",
        ".ci/run must end with the README's test command"
    );
    let lines = command_lines(&readme);
    for wanted in ["cargo run --release", "cargo test --locked"] {
        assert!(
            lines
                .iter()
                .any(|l| l.split(" #").next().unwrap().trim() == wanted),
            "README.md's set-up lacks `{wanted}`"
        );
    }
}

/// The longest a table cell of a guide may be: about three lines. A longer
/// explanation is prose or a section of its own.
const LONGEST_CELL: usize = 300;

fn long_cells(markdown: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_block = false;
    for (number, line) in markdown.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
        }
        if in_block || !line.trim_start().starts_with('|') {
            continue;
        }
        for cell in line.trim().trim_matches('|').split('|') {
            let length = cell.trim().chars().count();
            if length > LONGEST_CELL {
                found.push(format!(
                    "line {}: a cell of {length} characters",
                    number + 1
                ));
            }
        }
    }
    found
}

#[test]
fn no_table_cell_of_the_guides_is_longer_than_a_few_lines() {
    let mut problems = Vec::new();
    for guide in guides() {
        let text = fs::read_to_string(&guide).unwrap();
        for problem in long_cells(&text) {
            problems.push(format!("{}: {problem}", guide.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let long = format!("| a | {} |\n| b | c |\n", "x".repeat(LONGEST_CELL + 1));
    assert_eq!(long_cells(&long), ["line 1: a cell of 301 characters"]);
}

/// The doc comments (`//!` and `///`) of a Rust source, as Markdown.
fn doc_text(source: &str) -> String {
    let mut text = String::new();
    for line in source.lines() {
        let line = line.trim_start();
        let doc = line
            .strip_prefix("//!")
            .or_else(|| line.strip_prefix("///"))
            .filter(|_| !line.starts_with("////"));
        match doc {
            Some(doc) => {
                text.push_str(doc.strip_prefix(' ').unwrap_or(doc));
                text.push('\n');
            }
            // One paragraph per comment: a span never runs into the next.
            None if !text.ends_with("\n\n") => text.push('\n'),
            None => {}
        }
    }
    text
}

/// The files and folders the doc comments of `file` name in backticks
/// (with a `/` in them) that exist neither from one of the [`PATH_ROOTS`]
/// nor from the file's own folder or one above it.
fn missing_paths_in_docs(file: &Path, source: &str, files: &[PathBuf]) -> Vec<String> {
    let mut problems = Vec::new();
    for span in backticked(&doc_text(source)) {
        let Some(Claim::Path { path, item }) = claim_of(&span) else {
            continue;
        };
        // Build output (`target/...`) is made, not kept.
        if !path.contains('/') || path.starts_with("target/") {
            continue;
        }
        let mut found = resolve(&path, files);
        let relative = expand(path.trim_end_matches('/'));
        found.extend(
            file.ancestors()
                .skip(1)
                .take_while(|dir| dir.starts_with(root()))
                .map(|dir| dir.join(&relative))
                .filter(|candidate| candidate.exists()),
        );
        let name = file.strip_prefix(root()).unwrap_or(file).display();
        if found.is_empty() {
            problems.push(format!("{name}: `{span}`: no such file or folder"));
        } else if let Some(item) = item
            && !found
                .iter()
                .any(|f| fs::read_to_string(f).is_ok_and(|source| is_word_in(&source, &item)))
        {
            problems.push(format!("{name}: `{span}`: `{item}` is not in {path}"));
        }
    }
    problems
}

/// The module and item docs point to files that exist: a file that moves
/// takes its mentions with it.
#[test]
fn every_path_the_doc_comments_name_exists() {
    let files = project_files();
    let mut problems = Vec::new();
    let mut read = 0;
    for (file, source) in rust_sources(&files) {
        // This file's docs and strings are the check's own samples.
        if file == root().join("tests/docs.rs") {
            continue;
        }
        read += 1;
        problems.extend(missing_paths_in_docs(&file, &source, &files));
    }
    assert!(read > 100, "only {read} sources");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let file = root().join("src/service/games.rs");
    let sample = "//! `store/games.rs::advance_game` and `write.rs`\n\
                  /// `discord/presentation/board/post.rs`, `../store/mod.rs`,\n\
                  /// `discord/scheduler.rs`, `store/games.rs::no_such_item`,\n\
                  /// `target/bench-db/`\n\
                  /// ```\n/// `src/not/in/code.rs`\n/// ```\n";
    let problems = missing_paths_in_docs(&file, sample, &files);
    assert_eq!(problems.len(), 2, "{problems:#?}");
}

/// The types the store defines (`pub struct`, `pub enum`, `pub type` under
/// `src/store/`): what the service must not hand out.
fn store_types() -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (path, source) in rust_sources(&project_files()) {
        if !path.starts_with(root().join("src/store")) {
            continue;
        }
        for line in source.lines() {
            for keyword in ["pub struct ", "pub enum ", "pub type "] {
                if let Some(rest) = line.trim_start().strip_prefix(keyword) {
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    names.insert(name);
                }
            }
        }
    }
    names
}

/// Where the service's public surface in `source` names the store: a
/// public `store()`, a `pub use` of `crate::store`, or a public function's
/// signature or a public field naming `store::` or one of `store_types`.
/// The one exception is the constructor, which is given the store.
fn store_in_service_api(source: &str, store_types: &BTreeSet<String>) -> Vec<String> {
    let names_the_store = |text: &str| {
        text.contains("store::") || store_types.iter().any(|name| is_word_in(text, name))
    };
    let mut found = Vec::new();
    let mut lines = source.lines().map(str::trim_start);
    while let Some(line) = lines.next() {
        if line.starts_with("#[cfg(test)]") {
            break;
        }
        if line.starts_with("pub use ") && names_the_store(line) {
            found.push(line.to_string());
            continue;
        }
        let public_fn = ["pub fn ", "pub async fn ", "pub const fn "]
            .iter()
            .any(|start| line.starts_with(start));
        if public_fn {
            // The signature runs to the body's `{` (or a `;`).
            let mut signature = line.to_string();
            while !signature.contains('{') && !signature.ends_with(';') {
                let Some(next) = lines.next() else { break };
                signature.push(' ');
                signature.push_str(next.trim());
            }
            let signature = signature.split('{').next().unwrap_or_default();
            let is_constructor = signature.starts_with("pub fn new(store: Store,");
            if signature.starts_with("pub fn store(")
                || (!is_constructor && names_the_store(signature))
            {
                found.push(signature.trim().to_string());
            }
            continue;
        }
        let public_field = line.starts_with("pub ") && !line.starts_with("pub(") && {
            let name = line["pub ".len()..].split(':').next().unwrap_or_default();
            line.contains(':') && is_name(name)
        };
        if public_field && names_the_store(line) {
            found.push(line.to_string());
        }
    }
    found
}

/// The service hands out model types and its own views, never a store
/// row, and has no public `store()`: callers reach the database only
/// through the service's methods by area.
#[test]
fn the_service_hands_out_no_store_type() {
    let types = store_types();
    assert!(
        types.contains("Store") && types.contains("WriteTx"),
        "{types:?}"
    );
    let mut problems = Vec::new();
    for (path, source) in rust_sources(&project_files()) {
        if !path.starts_with(root().join("src/service")) {
            continue;
        }
        for found in store_in_service_api(&source, &types) {
            let file = path.strip_prefix(root()).unwrap_or(&path).display();
            problems.push(format!("{file}: {found}"));
        }
    }
    assert!(
        problems.is_empty(),
        "the service's public surface names the store:\n{}",
        problems.join("\n")
    );
}

/// The check itself sees a public `store()`, a re-exported row, a row
/// returned or taken, and a public field holding one; private helpers,
/// the constructor and the service's own types pass.
#[test]
fn the_store_check_sees_store_types_in_the_service_api() {
    let types: BTreeSet<String> = ["Store", "WriteTx", "PuzzleRow"].map(String::from).into();
    let source = "pub use crate::store::PuzzleRow;\n\
                  impl GameService {\n\
                  pub fn new(store: Store, clock: Arc<dyn Clock>) -> GameService {\n}\n\
                  pub fn store(&self) -> &Store {\n}\n\
                  pub async fn rows(\n&self,\n) -> ServiceResult<Vec<PuzzleRow>> {\n}\n\
                  pub fn write(&self, tx: crate::store::WriteTx) {\n}\n\
                  pub(super) fn begin_write(&self) -> WriteTx {\n}\n\
                  fn helper(&self) -> PuzzleRow {\n}\n\
                  pub fn view(&self) -> GameView {\n}\n}\n\
                  pub struct Shown {\n    pub row: PuzzleRow,\n    pub id: i64,\n}\n\
                  #[cfg(test)]\nmod tests {\npub fn store() -> Store {}\n}\n";
    let found = store_in_service_api(source, &types);
    assert_eq!(found.len(), 5, "{found:#?}");
    assert!(found[0].starts_with("pub use crate::store::PuzzleRow"));
    assert!(found[1].starts_with("pub fn store("));
    assert!(found[2].contains("Vec<PuzzleRow>"));
    assert!(found[3].contains("crate::store::WriteTx"));
    assert_eq!(found[4], "pub row: PuzzleRow,");
}
