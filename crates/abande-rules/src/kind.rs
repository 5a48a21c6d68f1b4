//! The six games and what each is made of: a [`GameKind`] maps to its
//! board or start in one place, `GameKind::setup`.
//!
//! Adding a game kind: add the variant to `GameKind` (its id, title and
//! `Setup`; add new kinds at the end of `GameKind::ALL`, since Discord sends
//! a choice back by its position). A new board is a `Topology` in
//! `topology.rs` plus an `abande::Board` variant; a new Abalone start is a
//! `Start` with its layout; a new family implements `Rules` for its position
//! type in `game.rs` and gets a `Family` and `Setup` variant. The pictures
//! crate draws from the topology's drawing positions
//! (`abande-pictures/src/layout.rs`, `board.rs`). Add its perft counts to
//! `tests/data/perft.txt` and a row to the bot's `docs/RULES.md`.
//!
//! In the bot everything else derives from `GameKind::ALL`: the commands'
//! game choices, button ids, titles, the unknown-kind message, whose turn
//! it is. What still needs a hand (measured on a new Abalone start, issue
//! 28, 20 files): this file and the start in `abalone/`; the bot's
//! `discord/presentation/words.rs` (an exhaustive match, so the build fails
//! until it is there); `cli/mod.rs` (a test fails until the usage names
//! it); the game names and rules text in the 15 catalogues
//! `assets/locales/{en,fr,it,de,es}/{commands,pages,help}.ftl`; and
//! `docs/RULES.md`. A new Abande board also needs its coordinates in the
//! pictures crate's `board.rs`.

use std::fmt;
use std::str::FromStr;

use super::{Topology, abalone, abande};

/// The six games the bot plays, by their public identifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    AbandeHex,
    AbandeSquare,
    AbandeSnub,
    Abalone,
    AbaloneBelgian,
    AbaloneGerman,
}

/// Which rule set a [`GameKind`] uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    Abande,
    Abalone,
}

impl Family {
    /// The game's own name, the same in every language: "Abande", "Abalone".
    pub fn name(self) -> &'static str {
        match self {
            Family::Abande => "Abande",
            Family::Abalone => "Abalone",
        }
    }
}

/// What a game of a kind is played on and starts from: the one mapping from
/// a [`GameKind`] to its rules, board and starting layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setup {
    /// Abande on this board; every Abande game starts empty.
    Abande(abande::Board),
    /// Abalone from this starting layout; the board is always the same.
    Abalone(abalone::Start),
}

impl GameKind {
    pub const ALL: [GameKind; 6] = [
        GameKind::AbandeHex,
        GameKind::AbandeSquare,
        GameKind::AbandeSnub,
        GameKind::Abalone,
        GameKind::AbaloneBelgian,
        GameKind::AbaloneGerman,
    ];

    pub fn id(self) -> &'static str {
        match self {
            GameKind::AbandeHex => "abande-hex",
            GameKind::AbandeSquare => "abande-square",
            GameKind::AbandeSnub => "abande-snub",
            GameKind::Abalone => "abalone",
            GameKind::AbaloneBelgian => "abalone-belgian",
            GameKind::AbaloneGerman => "abalone-german",
        }
    }

    /// The kind whose [`GameKind::id`] is exactly `id` (no trimming, no
    /// case folding: for ids the bot wrote itself).
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Human title, e.g. "Abande (hexagonal board)".
    pub fn title(self) -> &'static str {
        match self {
            GameKind::AbandeHex => "Abande (hexagonal board)",
            GameKind::AbandeSquare => "Abande (square board)",
            GameKind::AbandeSnub => "Abande (snub-square board)",
            GameKind::Abalone => "Abalone (standard start)",
            GameKind::AbaloneBelgian => "Abalone (Belgian Daisy)",
            GameKind::AbaloneGerman => "Abalone (German Daisy)",
        }
    }

    pub fn setup(self) -> Setup {
        match self {
            GameKind::AbandeHex => Setup::Abande(abande::Board::Hex),
            GameKind::AbandeSquare => Setup::Abande(abande::Board::Square),
            GameKind::AbandeSnub => Setup::Abande(abande::Board::Snub),
            GameKind::Abalone => Setup::Abalone(abalone::Start::Standard),
            GameKind::AbaloneBelgian => Setup::Abalone(abalone::Start::BelgianDaisy),
            GameKind::AbaloneGerman => Setup::Abalone(abalone::Start::GermanDaisy),
        }
    }

    pub fn family(self) -> Family {
        match self.setup() {
            Setup::Abande(_) => Family::Abande,
            Setup::Abalone(_) => Family::Abalone,
        }
    }

    /// The board the kind is played on.
    pub fn topology(self) -> &'static Topology {
        match self.setup() {
            Setup::Abande(board) => board.topology(),
            Setup::Abalone(_) => super::topology::abalone_hex(),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game \"{0}\"; choose one of {kinds}", kinds = kind_ids())]
pub struct UnknownGameKind(pub String);

/// Every kind's id, for messages: "abande-hex, abande-square, ...".
fn kind_ids() -> String {
    GameKind::ALL.map(GameKind::id).join(", ")
}

impl FromStr for GameKind {
    type Err = UnknownGameKind;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::from_id(&s.trim().to_ascii_lowercase())
            .ok_or_else(|| UnknownGameKind(s.chars().take(40).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for k in GameKind::ALL {
            assert_eq!(k.id().parse::<GameKind>().unwrap(), k);
            assert_eq!(k.id().to_uppercase().parse::<GameKind>().unwrap(), k);
        }
        assert!("chess".parse::<GameKind>().is_err());
        assert_eq!(GameKind::from_id("abalone"), Some(GameKind::Abalone));
        assert_eq!(GameKind::from_id(" ABALONE"), None);
        let error = "chess".parse::<GameKind>().unwrap_err().to_string();
        assert_eq!(
            error,
            "unknown game \"chess\"; choose one of abande-hex, abande-square, abande-snub, abalone, abalone-belgian, abalone-german"
        );
    }
}
