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

/// Text a user chose (a tournament's name) shown as text inside a
/// message: besides what [`plain_name`] escapes, the brackets and
/// parentheses of a masked link, `#` and `-` that open headings, subtext
/// and lists, and `:` (so no address turns into a link). Discord drops a
/// backslash before any punctuation, so the text reads as typed.
pub fn plain_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '[' | ']' | '(' | ')' | '#' | '-' | ':' => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push_str(&plain_name(&c.to_string())),
        }
    }
    out
}

/// Text shown inside a code block (a player's name in a table): a code
/// block shows backslashes as they are, so nothing can be escaped there;
/// a backtick, which would close the block, becomes its look-alike `ˋ`,
/// and control characters (a line break) become spaces.
pub fn code_text(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '`' => 'ˋ',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect()
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

    #[test]
    fn a_tournament_name_is_shown_as_text() {
        let cases = [
            (
                "[free nitro](https://evil.example)",
                "\\[free nitro\\]\\(https\\://evil.example\\)",
            ),
            ("```rust", "\\`\\`\\`rust"),
            ("||spoiler||", "\\|\\|spoiler\\|\\|"),
            ("# Big", "\\# Big"),
            ("-# small", "\\-\\# small"),
            (
                "**bold** _it_ ~~x~~",
                "\\*\\*bold\\*\\* \\_it\\_ \\~\\~x\\~\\~",
            ),
            ("Autumn cup", "Autumn cup"),
        ];
        for (name, shown) in cases {
            assert_eq!(plain_text(name), shown, "{name}");
        }
    }

    #[test]
    fn code_text_cannot_close_a_code_block() {
        let shown = code_text("a```b\nc`");
        assert!(!shown.contains('`'), "{shown}");
        assert!(!shown.contains('\n'), "{shown}");
        assert_eq!(shown, "aˋˋˋb cˋ");
    }
}
