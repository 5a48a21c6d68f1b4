//! Which of the bot's gateway shards this process runs (`DISCORD_SHARDS`).
//! Discord sends a server's events to shard `(guild_id >> 22) % total`, so
//! processes that split the shards between them split the servers; they
//! share the database, which hands out the work no shard owns (sweeps,
//! announcements, the engine's moves: `service/leases.rs`).

use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shards {
    /// Every shard, as many as Discord advises: this process is the only one.
    #[default]
    All,
    /// Shards `first` to `last` (inclusive) of `total`; other processes
    /// run the rest.
    Range { first: u32, last: u32, total: u32 },
}

impl Shards {
    /// Whether this process runs shard 0 (it registers the commands, and
    /// DMs arrive there).
    pub fn runs_shard_zero(self) -> bool {
        match self {
            Shards::All => true,
            Shards::Range { first, .. } => first == 0,
        }
    }
}

/// `DISCORD_SHARDS` could not be read.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "DISCORD_SHARDS must be FIRST-LAST/TOTAL or SHARD/TOTAL with shards counted from 0 (\"0-1/4\": shards 0 and 1 of 4), got \"{0}\""
)]
pub struct BadShards(pub String);

impl FromStr for Shards {
    type Err = BadShards;

    fn from_str(text: &str) -> Result<Shards, BadShards> {
        let bad = || BadShards(text.to_string());
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let total = number(total)?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => (number(range)?, number(range)?),
        };
        if total == 0 || first > last || last >= total {
            return Err(bad());
        }
        Ok(Shards::Range { first, last, total })
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shards::All => f.write_str("all"),
            Shards::Range { first, last, total } if first == last => {
                write!(f, "{first}/{total}")
            }
            Shards::Range { first, last, total } => write!(f, "{first}-{last}/{total}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_single_shards_are_read_and_printed_back() {
        for (text, shards) in [
            (
                "0-1/4",
                Shards::Range {
                    first: 0,
                    last: 1,
                    total: 4,
                },
            ),
            (
                "3/4",
                Shards::Range {
                    first: 3,
                    last: 3,
                    total: 4,
                },
            ),
        ] {
            assert_eq!(text.parse::<Shards>(), Ok(shards));
            assert_eq!(shards.to_string(), text);
        }
    }

    #[test]
    fn impossible_ranges_are_refused() {
        for text in [
            "", "4", "1-0/4", "0-4/4", "4/4", "0/0", "a-b/c", "-1/2", "0-1/",
        ] {
            assert!(text.parse::<Shards>().is_err(), "{text:?} was accepted");
        }
    }

    #[test]
    fn only_the_process_with_shard_zero_runs_it() {
        assert!("0/2".parse::<Shards>().unwrap().runs_shard_zero());
        assert!(!"1/2".parse::<Shards>().unwrap().runs_shard_zero());
    }
}
