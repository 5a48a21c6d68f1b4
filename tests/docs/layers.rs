//! The layer table of `docs/ARCHITECTURE.md` ("## Layers") is this test's
//! data: every path from one module of `src/` to another (`use crate::…`,
//! `crate::{…}` groups, `super::…` and inline paths such as
//! `crate::web::server::start`) must run down the table, or stay within
//! its module. Modules on one row are siblings and never import each other.
//!
//! A rank such as `9.2` is a row inside the folder of row `9` (the layers
//! of `discord/`): lower than `9.3`, higher than `9.1`, and like every row
//! under `9`, never importing a sibling of that folder (`web` at `9`) or
//! the folder's own top (`discord/mod.rs`). The top may use every row below
//! it in its own folder.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// One row of the table: its rank (lowest first; `9.2` is `[9, 2]`) and
/// its modules.
#[derive(Debug, PartialEq)]
pub struct Row {
    pub rank: Vec<u32>,
    pub modules: Vec<Vec<String>>,
}

/// `9.2` as `[9, 2]`; `None` for a cell that is not a rank.
fn rank_of(cell: &str) -> Option<Vec<u32>> {
    cell.trim()
        .split('.')
        .map(|part| part.parse::<u32>().ok())
        .collect()
}

/// The rows of the table under `## Layers` in `markdown`: lines
/// `| rank | `a`, `b::c` | what they are |`.
pub fn table_of(markdown: &str) -> Vec<Row> {
    let Some(start) = markdown.find("\n## Layers") else {
        return Vec::new();
    };
    let section = &markdown[start + 1..];
    let section = section[2..]
        .find("\n## ")
        .map_or(section, |end| &section[..end + 2]);
    let mut rows = Vec::new();
    for line in section.lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
        let Some(rank) = cells.first().and_then(|c| rank_of(c)) else {
            continue;
        };
        let modules = cells
            .get(1)
            .map(|cell| {
                cell.split(',')
                    .map(|m| {
                        m.trim()
                            .trim_matches('`')
                            .split("::")
                            .map(str::to_string)
                            .collect()
                    })
                    .collect()
            })
            .unwrap_or_default();
        rows.push(Row { rank, modules });
    }
    rows
}

/// The module path of a file under `src/` (`discord/commands/mod.rs` is
/// `discord::commands`).
pub fn module_of(relative: &str) -> Vec<String> {
    let trimmed = relative.trim_end_matches(".rs");
    let mut parts: Vec<String> = trimmed.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The source with comments and string literals blanked (a doc comment
/// naming `crate::web` is not an import).
pub fn code_of(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let chars: Vec<char> = source.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == 'r' && matches!(next, Some('"') | Some('#')) && !prev_is_ident(&chars, i) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                j += 1;
                loop {
                    if j >= chars.len() {
                        break;
                    }
                    if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    j += 1;
                }
                out.push_str("\"\"");
                i = j;
                continue;
            }
        }
        if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    j += 1;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j + 1;
            continue;
        }
        if c == '\'' {
            // A char literal ('a', '"', '\n', '\u{1F600}'); a lifetime
            // ('a) has no closing quote and is left alone.
            let end = if next == Some('\\') {
                (i + 3..chars.len().min(i + 12)).find(|&j| chars[j] == '\'')
            } else {
                (chars.get(i + 2) == Some(&'\'')).then_some(i + 2)
            };
            if let Some(end) = end {
                out.push_str("' '");
                i = end + 1;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

fn prev_is_ident(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Every module path `code` (from [`code_of`]) reaches, written as
/// segments from the crate root: `crate::a::b`, each name of a
/// `crate::{a, b::c}` group, and `super::…` resolved from `module`.
pub fn paths_in(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    // Inline modules (`mod tests { ... }`): `super::` inside one starts
    // from it, not from the file.
    let mut depth = 0usize;
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let starts_word = i == 0 || !is_ident(bytes[i - 1]) && bytes[i - 1] != b':';
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
        if starts_word && rest.starts_with("mod ") {
            let name: String = rest[4..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let after = rest[4 + name.len()..].trim_start();
            if !name.is_empty() && after.starts_with('{') {
                inline.push((name, depth + 1));
            }
        }
        // `pub(in crate::discord)` names a module to be seen from, not one used.
        let visibility = code[..i].trim_end().ends_with("(in");
        let prefix = if !starts_word || visibility {
            None
        } else if rest.starts_with("crate::") {
            Some((Vec::new(), "crate::".len()))
        } else if rest.starts_with("super::") {
            let mut base: Vec<String> = module
                .iter()
                .cloned()
                .chain(inline.iter().map(|(name, _)| name.clone()))
                .collect();
            let mut len = 0;
            while code[i + len..].starts_with("super::") {
                base.pop();
                len += "super::".len();
            }
            Some((base, len))
        } else {
            None
        };
        let Some((base, len)) = prefix else {
            i += 1;
            continue;
        };
        let after = &code[i + len..];
        if after.starts_with('{') {
            // One level of a group is enough to name the modules.
            let end = after.find('}').unwrap_or(after.len());
            for item in after[1..end].split(',') {
                let segments: Vec<String> = item
                    .split("::")
                    .map(|s| s.trim().trim_start_matches('{').trim().to_string())
                    .take_while(|s| !s.is_empty() && s.bytes().all(is_ident))
                    .collect();
                if !segments.is_empty() {
                    paths.push(base.iter().cloned().chain(segments).collect());
                }
            }
        } else {
            let mut full = base.clone();
            // Whole segments only: `a::b::c(` keeps `a::b::c`.
            let mut rest = after;
            loop {
                let segment: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if segment.is_empty() {
                    break;
                }
                rest = &rest[segment.len()..];
                full.push(segment);
                if !rest.starts_with("::") {
                    break;
                }
                rest = &rest[2..];
            }
            if !full.is_empty() {
                paths.push(full);
            }
        }
        i += len;
    }
    paths
}

/// Where a path or a file belongs: the longest module of the table it
/// starts with, and that module's rank.
pub fn place_of<'a>(path: &[String], rows: &'a [Row]) -> Option<(&'a [String], &'a [u32])> {
    rows.iter()
        .flat_map(|row| {
            row.modules
                .iter()
                .map(move |m| (m.as_slice(), row.rank.as_slice()))
        })
        .filter(|(m, _)| path.len() >= m.len() && &path[..m.len()] == *m)
        .max_by_key(|(m, _)| m.len())
}

/// Every arrow of `src/` that breaks the table, one line each.
pub fn arrows_against(rows: &[Row], src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    collect(src, &mut files);
    // Macros exported at the crate root belong to the file defining them.
    let mut macros: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut sources = Vec::new();
    for file in &files {
        let relative = file
            .strip_prefix(src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let source = fs::read_to_string(file).unwrap();
        for (at, _) in source.match_indices("macro_rules! ") {
            let name: String = source[at + "macro_rules! ".len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            macros.insert(name, module_of(&relative));
        }
        sources.push((relative, source));
    }
    let mut problems = Vec::new();
    for (relative, source) in &sources {
        if relative == "lib.rs" || relative == "main.rs" {
            continue;
        }
        let module = module_of(relative);
        let Some((own, own_rank)) = place_of(&module, rows) else {
            problems.push(format!(
                "src/{relative}: its module is in no row of the table"
            ));
            continue;
        };
        for path in paths_in(&code_of(source), &module) {
            let Some(first) = path.first() else { continue };
            let target = match place_of(&path, rows) {
                Some(found) => found,
                None => match macros.get(first).and_then(|m| place_of(m, rows)) {
                    Some(found) => found,
                    None => {
                        problems.push(format!(
                            "src/{relative}: `{}` is in no row of the table",
                            path.join("::")
                        ));
                        continue;
                    }
                },
            };
            // Within its own module, or a folder's top using its own rows.
            if target.0.starts_with(own) {
                continue;
            }
            let kind = if target.1 == own_rank {
                Some("a sibling")
            } else if own_rank.starts_with(target.1) {
                // The row of the folder this one is in: its top, or a
                // sibling of the folder (`web` from `discord::commands`).
                Some(if own.starts_with(target.0) {
                    "up"
                } else {
                    "a sibling"
                })
            } else if target.1 > own_rank {
                Some("up")
            } else {
                None
            };
            if let Some(kind) = kind {
                problems.push(format!(
                    "src/{relative} ({}) -> {} ({}): {kind}",
                    own.join("::"),
                    path.join("::"),
                    target.0.join("::")
                ));
            }
        }
    }
    problems.sort();
    problems.dedup();
    problems
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
