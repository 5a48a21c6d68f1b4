use std::fmt;
use std::str::FromStr;

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

    pub fn family(self) -> Family {
        match self {
            GameKind::AbandeHex | GameKind::AbandeSquare | GameKind::AbandeSnub => Family::Abande,
            _ => Family::Abalone,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown game \"{0}\"; choose one of abande-hex, abande-square, abande-snub, abalone, abalone-belgian, abalone-german"
)]
pub struct UnknownGameKind(pub String);

impl FromStr for GameKind {
    type Err = UnknownGameKind;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        GameKind::ALL
            .into_iter()
            .find(|k| k.id() == wanted)
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
    }
}
