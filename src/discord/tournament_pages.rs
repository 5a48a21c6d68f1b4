//! What `/tournament list` and `/tournament show` write, and the labels
//! of the tournament option's choices: within Discord's limits (2000
//! characters a message, 100 a choice), in the reader's language.

use super::text::{MESSAGE_LIMIT, mention};
use super::tournament_words::{format_words, status_words, title_words};
use super::words::kind_title;
use crate::i18n::Lang;
use crate::model::{GameStatus, UserId};
use crate::rules::{Color, Outcome};
use crate::service::TournamentStandings;
use crate::tournament::{ScheduledGame, Tournament, TournamentStatus};
use crate::tr;

/// Discord's longest choice name.
const CHOICE_LIMIT: usize = 100;
/// Room kept for the "and N more" line.
const RESERVE: usize = 100;

/// "Autumn cup · abande-hex · round 2 of 4", the name cut to fit 100 characters.
pub fn tournament_label(lang: Lang, t: &Tournament) -> String {
    let stage = match t.status {
        TournamentStatus::SignUp => tr!(lang, "tournament-label-signup"),
        TournamentStatus::Running => tr!(
            lang,
            "tournament-label-round",
            round = t.current_round,
            rounds = t.rounds.unwrap_or(0)
        ),
        TournamentStatus::Finished => tr!(lang, "tournament-label-finished"),
    };
    let tail = format!(" · {} · {stage}", t.kind.id());
    let room = CHOICE_LIMIT.saturating_sub(tail.chars().count());
    let name: String = if t.name.chars().count() > room {
        let mut cut: String = t.name.chars().take(room.saturating_sub(1)).collect();
        cut.push('…');
        cut
    } else {
        t.name.clone()
    };
    name + &tail
}

/// One line per event, open and running first; those that do not fit one
/// message are counted.
pub fn tournament_list(lang: Lang, events: &[Tournament]) -> String {
    if events.is_empty() {
        return tr!(lang, "tournament-none-here");
    }
    let lines: Vec<String> = events
        .iter()
        .map(|t| {
            tr!(
                lang,
                "tournament-list-line",
                name = t.name.as_str(),
                id = t.id.to_string(),
                format = format_words(lang, t.format),
                game = kind_title(t.kind, lang),
                players = t.entrants,
                status = status_words(lang, t)
            )
        })
        .collect();
    let title = tr!(lang, "tournament-list-title");
    fit_lines(lang, title, &lines)
}

/// The event's rounds, the latest first: each game with its thread (or
/// its number before the thread opens) and result, and the bye.
pub fn tournament_rounds(lang: Lang, s: &TournamentStandings) -> String {
    let t = &s.tournament;
    let title = format!("{}\n{}", title_words(lang, t), status_words(lang, t));
    let withdrawn: Vec<UserId> = s
        .entrants
        .iter()
        .filter(|e| e.withdrawn_at.is_some())
        .map(|e| e.player.id)
        .collect();
    let rounds = s.schedule.iter().map(|g| g.round).max().unwrap_or(0);
    let mut lines = Vec::new();
    for round in (1..=rounds).rev() {
        let games: Vec<String> = s
            .schedule
            .iter()
            .filter(|g| g.round == round)
            .map(|g| game_line(lang, g))
            .collect();
        lines.push(format!(
            "**{}**\n{}",
            tr!(lang, "tournament-round", round = round),
            games.join("\n")
        ));
    }
    if lines.is_empty() {
        lines.push(tr!(lang, "tournament-no-rounds-yet"));
    }
    if !withdrawn.is_empty() {
        let names: Vec<String> = withdrawn.iter().map(|id| mention(id.0)).collect();
        lines.insert(
            0,
            tr!(
                lang,
                "tournament-withdrawn-list",
                players = names.join(", ")
            ),
        );
    }
    fit_lines(lang, title, &lines)
}

/// "<@1> – <@2>: 1–0 · <#thread>", or the bye.
fn game_line(lang: Lang, g: &ScheduledGame) -> String {
    let Some(white) = g.white else {
        return tr!(lang, "tournament-bye", player = mention(g.black.0));
    };
    let result = match (g.status, g.result) {
        (Some(GameStatus::Finished), Some(Outcome::Win(Color::Black))) => "1–0".to_string(),
        (Some(GameStatus::Finished), Some(Outcome::Win(Color::White))) => "0–1".to_string(),
        (Some(GameStatus::Finished), Some(Outcome::Draw)) => "½–½".to_string(),
        (Some(GameStatus::Active), _) => tr!(lang, "tournament-game-running"),
        _ => tr!(lang, "tournament-game-no-result"),
    };
    let place = match (g.thread_id, g.game) {
        (Some(thread), _) => format!("<#{thread}>"),
        (None, Some(game)) => game.to_string(),
        (None, None) => String::new(),
    };
    format!(
        "{} – {}: {result} · {place}",
        mention(g.black.0),
        mention(white.0)
    )
}

/// `title`, then as many of `lines` as fit one message, then how many were
/// left out.
fn fit_lines(lang: Lang, title: String, lines: &[String]) -> String {
    let mut out = title;
    let budget = MESSAGE_LIMIT - RESERVE;
    let mut shown = 0;
    for line in lines {
        if out.chars().count() + 1 + line.chars().count() > budget {
            break;
        }
        out.push('\n');
        out.push_str(line);
        shown += 1;
    }
    if shown < lines.len() {
        out.push('\n');
        out.push_str(&tr!(
            lang,
            "tournament-more-lines",
            count = lines.len() - shown
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameKind;
    use crate::tournament::Format;

    fn event(id: i64, name: &str, status: TournamentStatus) -> Tournament {
        Tournament::example(id, name, Format::Swiss, status)
    }

    #[test]
    fn labels_say_the_round_and_stay_within_a_choice() {
        let label = tournament_label(Lang::En, &event(3, "Autumn cup", TournamentStatus::Running));
        assert_eq!(
            label,
            format!("Autumn cup · {} · round 2 of 4", GameKind::ALL[0].id())
        );
        let long = "x".repeat(100);
        for lang in Lang::ALL {
            for status in [
                TournamentStatus::SignUp,
                TournamentStatus::Running,
                TournamentStatus::Finished,
            ] {
                let label = tournament_label(lang, &event(3, &long, status));
                assert!(label.chars().count() <= CHOICE_LIMIT, "{label}");
                assert!(label.contains('…'), "{label}");
            }
        }
    }

    #[test]
    fn a_long_list_fits_one_message_and_counts_the_rest() {
        let events: Vec<Tournament> = (1..=25)
            .map(|i| {
                event(
                    i,
                    &"Grand autumn championship ".repeat(3),
                    TournamentStatus::Running,
                )
            })
            .collect();
        for lang in Lang::ALL {
            let text = tournament_list(lang, &events);
            assert!(text.chars().count() <= MESSAGE_LIMIT, "{}", text.len());
        }
        let text = tournament_list(Lang::En, &events);
        assert!(text.contains("more"), "{text}");
        let few = tournament_list(Lang::En, &events[..2]);
        assert!(!few.contains("more"), "{few}");
        assert_eq!(few.lines().count(), 3, "{few}");
    }
}
