//! The words of tournaments shared by their messages, pages and standings:
//! a refusal's reason, an event's title, status and format. A leaf: it
//! needs only the catalogues and the game words, so every tournament page
//! can use it.

use crate::i18n::Lang;
use crate::tournament::{Format, Tournament, TournamentStatus};
use crate::tr;

/// Where the event stands: when sign-up closes, the round, or finished.
pub fn status_words(lang: Lang, t: &Tournament) -> String {
    match t.status {
        TournamentStatus::SignUp => match t.starts_at {
            Some(at) => tr!(lang, "tournament-starts-at", at = format!("<t:{at}:R>")),
            None => tr!(lang, "tournament-starts-by-creator"),
        },
        TournamentStatus::Running => tr!(
            lang,
            "tournament-running",
            round = t.current_round,
            rounds = t.rounds.unwrap_or(0)
        ),
        TournamentStatus::Finished if t.cancelled_at.is_some() => {
            tr!(lang, "tournament-cancelled-status")
        }
        TournamentStatus::Finished => tr!(lang, "tournament-finished"),
    }
}

/// "**Autumn cup** (#3): Swiss of Abande hex", the event named the same
/// way in its sign-up, its line in the list and its pages.
pub fn heading_words(lang: Lang, t: &Tournament) -> String {
    tr!(
        lang,
        "tournament-heading",
        name = crate::discord::presentation::text::plain_text(&t.name),
        id = t.id.to_string(),
        game = crate::discord::presentation::words::kind_title(lang, t.kind),
        format = format_words(lang, t.format)
    )
}

/// "🏆 **Autumn cup** (#3): Swiss of Abande hex", the title of its pages.
pub fn title_words(lang: Lang, t: &Tournament) -> String {
    tr!(
        lang,
        "tournament-standings-title",
        heading = heading_words(lang, t)
    )
}

pub fn format_words(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => tr!(lang, "tournament-format-round-robin"),
        Format::Swiss => tr!(lang, "tournament-format-swiss"),
    }
}
