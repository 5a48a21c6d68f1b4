//! `--name value` options and switches of the engine commands `ai` and `match`.

use std::time::Duration;

use super::CliError;
use abande_engine::{Level, SearchLimits};

/// Options shared by `ai` and `match`: `--level`, `--time-ms`, `--nodes`,
/// `--seed`, taken out of the argument list.
pub(super) struct Flags {
    pub rest: Vec<String>,
    values: Vec<(String, String)>,
    switches: Vec<String>,
}

impl Flags {
    /// Splits `args` into `--name value` pairs (for `with_value`), bare
    /// switches (for `switch_names`) and the remaining positional words.
    pub fn parse(
        args: &[String],
        with_value: &[&str],
        switch_names: &[&str],
    ) -> Result<Flags, CliError> {
        let mut flags = Flags {
            rest: Vec::new(),
            values: Vec::new(),
            switches: Vec::new(),
        };
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            if with_value.contains(&a.as_str()) {
                let v = args
                    .get(i + 1)
                    .ok_or_else(|| CliError::usage(format!("{a} needs a value")))?;
                flags.values.push((a.clone(), v.clone()));
                i += 2;
                continue;
            }
            if switch_names.contains(&a.as_str()) {
                flags.switches.push(a.clone());
            } else if a.starts_with("--") {
                return Err(CliError::usage(format!("unknown option {a}")));
            } else {
                flags.rest.push(a.clone());
            }
            i += 1;
        }
        Ok(flags)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn has(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    /// A numeric option, `None` when absent.
    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, CliError> {
        self.value(name)
            .map(|v| {
                v.parse().map_err(|_| {
                    CliError::usage(format!("{name} must be a whole number, not \"{v}\""))
                })
            })
            .transpose()
    }

    /// The level's limits with `--time-ms`, `--nodes` and `--depth` applied.
    pub fn limits(&self, level: Level) -> Result<SearchLimits, CliError> {
        let mut limits = level.limits();
        if let Some(ms) = self.number::<u64>("--time-ms")? {
            limits.time = Duration::from_millis(ms);
        }
        if let Some(nodes) = self.number("--nodes")? {
            limits.nodes = nodes;
        }
        if let Some(depth) = self.number("--depth")? {
            limits.depth = depth;
        }
        Ok(limits)
    }
}
