//! What an announcement the outbox owes is to Discord: the nonce of the
//! message it creates and what became of it. A leaf that the code building
//! posts (`presentation/board/post.rs`, `notify.rs`), the code sending one announcement
//! (`announce.rs`) and the worker scheduling them (`delivery.rs`) share, so
//! the posting path runs one way: delivery → announce → board::post/notify → owed.

use poise::serenity_prelude as serenity;

/// What became of an announcement that did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    Sent,
    /// Nothing to say any more: the turn it was about is over, the player
    /// refuses DMs, the message it would edit is gone.
    NoLongerApplies,
}

/// The nonce of the message an announcement creates.
pub fn nonce_of(announcement_id: i64) -> serenity::Nonce {
    serenity::Nonce::String(format!("ab-outbox-{announcement_id}"))
}

/// The nonce of the pairing message of tournament game `game` (the same
/// for every try), within Discord's 25 characters: the game in base 36.
pub fn pairing_nonce(game: i64) -> serenity::Nonce {
    serenity::Nonce::String(format!("ab-pair-{}", base36(game as u64)))
}

/// The nonce of the notice that Discord refused game `game` a thread (the
/// same for every try, so a retried first board tells it once).
pub fn thread_refused_nonce(game: i64) -> serenity::Nonce {
    serenity::Nonce::String(format!("ab-nothread-{}", base36(game as u64)))
}

fn base36(mut n: u64) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.into_iter().rev().collect()
}

/// The nonce of the board of game `game` at `version`: the same for every
/// poster of that board, within Discord's 25 characters (a 64-bit FNV-1a
/// hash of both numbers, in base 36).
pub fn board_nonce(game: i64, version: i64) -> serenity::Nonce {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in game.to_le_bytes().into_iter().chain(version.to_le_bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    serenity::Nonce::String(format!("ab-board-{}", base36(hash)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(nonce: serenity::Nonce) -> String {
        match nonce {
            serenity::Nonce::String(text) => text,
            serenity::Nonce::Number(n) => n.to_string(),
        }
    }

    #[test]
    fn a_board_nonce_fits_discord_and_tells_boards_apart() {
        let longest = text(board_nonce(i64::MAX, i64::MAX));
        assert!(longest.len() <= 25, "{longest}");
        let pairing = text(pairing_nonce(i64::MAX));
        assert!(pairing.len() <= 25, "{pairing}");
        assert_ne!(text(pairing_nonce(1)), text(pairing_nonce(2)));
        assert_eq!(text(board_nonce(12, 3)), text(board_nonce(12, 3)));
        let mut seen = std::collections::HashSet::new();
        for game in 1..200 {
            for version in 0..50 {
                assert!(seen.insert(text(board_nonce(game, version))));
            }
        }
    }
}
