//! Discord's text conventions: mentions and the length limit of a message.

use poise::serenity_prelude as serenity;
use serenity::Mentionable;

/// Discord's limit on a message's text, in characters.
pub const MESSAGE_LIMIT: usize = 2000;

/// Pings nobody: every message and edit the bot sends says so explicitly
/// (Discord's default pings whatever the text mentions: `@everyone`, roles,
/// users), so a name or any text a user wrote can never ping.
pub fn no_pings() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .empty_users()
        .empty_roles()
        .everyone(false)
}

/// Pings exactly `users` (the player to move, the players of a new game, a
/// challenged player) and nobody else: no `@everyone`, no roles.
pub fn pings_only(users: impl IntoIterator<Item = u64>) -> serenity::CreateAllowedMentions {
    no_pings().users(users.into_iter().map(serenity::UserId::new))
}

pub fn mention(id: u64) -> String {
    serenity::UserId::new(id).mention().to_string()
}

/// A user's name shown as text inside a message: Discord's markdown
/// characters escaped and `@` kept from forming a mention.
pub fn plain_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            '*' | '_' | '~' | '`' | '|' | '\\' | '<' | '>' => {
                out.push('\\');
                out.push(c);
            }
            '@' => out.push_str("@\u{200B}"),
            _ => out.push(c),
        }
    }
    out
}

/// The address of a message: in a server's channel, or in a DM (`@me`).
pub fn message_link(guild: Option<u64>, channel: u64, message: u64) -> String {
    let guild = guild.map_or_else(|| "@me".to_string(), |g| g.to_string());
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// Cuts `text` to `max_chars` on a character boundary, marking the cut.
pub fn truncate(text: &str, max_chars: usize) -> String {
    if text.chars().count() <= max_chars {
        return text.to_string();
    }
    let mut t: String = text.chars().take(max_chars - 1).collect();
    t.push('…');
    t
}

/// `text` cut to fit one message.
pub fn fit_message(text: &str) -> String {
    truncate(text, MESSAGE_LIMIT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_shown_as_text() {
        assert_eq!(plain_name("alice"), "alice");
        assert_eq!(plain_name("**bob**"), "\\*\\*bob\\*\\*");
        let everyone = plain_name("@everyone <@&1>");
        assert!(!everyone.contains("@everyone"), "{everyone}");
        assert!(!everyone.contains("<@&"), "{everyone}");
    }
}
