//! `docs/ARCHITECTURE.md` must not drift from the code: every file, folder
//! and item it names in backticks has to exist. A newcomer follows those
//! names in one hop; a renamed file or function fails here, not in their
//! hands. Beside it, the systemd unit the operations guide installs is
//! checked by systemd itself.

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
