//! What `/tournament list` and `/tournament show` write, and the labels
//! of the tournament option's choices: within Discord's limits (2000
//! characters a message, 100 a choice), in the reader's language.

use crate::discord::presentation::text::{MESSAGE_LIMIT, mention, truncate};
use crate::discord::presentation::tournament::words::{heading_words, status_words, title_words};
use crate::discord::presentation::words::kind_title;
use crate::i18n::Lang;
use crate::model::GameStatus;
use crate::service::TournamentStandings;
use crate::tournament::{ScheduledGame, Tournament, TournamentStatus};
use crate::tr;
use abande_rules::{Color, Outcome};

/// Discord's longest choice name.
const CHOICE_LIMIT: usize = 100;
/// Room kept for the "and N more" line.
const RESERVE: usize = 100;

/// "Autumn cup · Abande (hexagonal board) · round 2 of 4", the name cut to
/// fit 100 characters.
pub fn tournament_label(lang: Lang, t: &Tournament) -> String {
    let stage = match t.status {
        TournamentStatus::SignUp => tr!(lang, "tournament-label-signup"),
        TournamentStatus::Running => tr!(
            lang,
            "tournament-label-round",
            round = t.current_round,
            rounds = t.rounds.unwrap_or(0)
        ),
        TournamentStatus::Finished if t.cancelled_at.is_some() => {
            tr!(lang, "tournament-label-cancelled")
        }
        TournamentStatus::Finished => tr!(lang, "tournament-label-finished"),
    };
    let tail = format!(" · {} · {stage}", kind_title(lang, t.kind));
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
                heading = heading_words(lang, t),
                players = t.entrants,
                status = status_words(lang, t)
            )
        })
        .collect();
    let title = tr!(lang, "tournament-list-title");
    fit_lines(lang, title, &lines)
}

/// The event's rounds, the latest first, as pages of one message each
/// (every game of every round is on one of them, however many): each game
/// with its thread (or its number before the thread opens) and result, and
/// the byes; the withdrawn players first. A round cut by a page goes on
/// under its heading marked "continued". Never empty: at least one page.
pub fn tournament_round_pages(lang: Lang, s: &TournamentStandings) -> Vec<String> {
    let t = &s.tournament;
    let title = format!("{}\n{}", title_words(lang, t), status_words(lang, t));
    let withdrawn: Vec<String> = s
        .entrants
        .iter()
        .filter(|e| e.withdrawn_at.is_some())
        .map(|e| mention(e.player.id.0))
        .collect();
    // Each line with the round it belongs to (`None`: above the rounds).
    let mut lines: Vec<(Option<u32>, String)> = Vec::new();
    if !withdrawn.is_empty() {
        let players = withdrawn.join(", ");
        let line = tr!(lang, "tournament-withdrawn-list", players = players);
        lines.push((None, line));
    }
    let rounds = s.schedule.iter().map(|g| g.round).max().unwrap_or(0);
    for round in (1..=rounds).rev() {
        for g in s.schedule.iter().filter(|g| g.round == round) {
            lines.push((Some(round), game_line(lang, g)));
        }
    }
    if rounds == 0 {
        lines.push((None, tr!(lang, "tournament-no-rounds-yet")));
    }
    let budget = MESSAGE_LIMIT - RESERVE;
    let mut pages = Vec::new();
    let mut page = title.clone();
    let mut filled = false;
    // The round whose heading this page shows, and the last one begun.
    let (mut heading_here, mut begun) = (None, None);
    for (round, line) in lines {
        // No line may take a page by itself.
        let line = truncate(&line, budget / 2);
        loop {
            let mut add = String::new();
            if let Some(r) = round
                && heading_here != Some(r)
            {
                let heading = match begun == Some(r) {
                    true => tr!(lang, "tournament-round-continued", round = r),
                    false => tr!(lang, "tournament-round", round = r),
                };
                add.push_str(&format!("\n**{heading}**"));
            }
            add.push('\n');
            add.push_str(&line);
            if !filled || page.chars().count() + add.chars().count() <= budget {
                page.push_str(&add);
                filled = true;
                if round.is_some() {
                    (heading_here, begun) = (round, round);
                }
                break;
            }
            pages.push(std::mem::replace(&mut page, title.clone()));
            (filled, heading_here) = (false, None);
        }
    }
    pages.push(page);
    let count = pages.len();
    if count > 1 {
        for (i, page) in pages.iter_mut().enumerate() {
            page.push('\n');
            page.push_str(&tr!(lang, "tournament-page", page = i + 1, pages = count));
        }
    }
    pages
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
    use crate::tournament::Format;
    use abande_rules::GameKind;

    fn event(id: i64, name: &str, status: TournamentStatus) -> Tournament {
        Tournament::example(id, name, Format::Swiss, status)
    }

    #[test]
    fn labels_say_the_round_and_stay_within_a_choice() {
        let label = tournament_label(Lang::En, &event(3, "Autumn cup", TournamentStatus::Running));
        assert_eq!(
            label,
            format!(
                "Autumn cup · {} · round 2 of 4",
                kind_title(Lang::En, GameKind::ALL[0])
            )
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

    /// A 64-player Swiss of 7 rounds with every game running in its thread
    /// (the longest lines), the last player withdrawn.
    fn big_swiss() -> TournamentStandings {
        use crate::model::{GameId, Player};
        use crate::tournament::{Entrant, ScheduledGame};
        let entrants: Vec<Entrant> = (0..64)
            .map(|n| Entrant {
                player: Player::new(u64::MAX - n, format!("Player {n}")),
                seed: Some(n as u32),
                joined_at: 0,
                withdrawn_at: (n == 63).then_some(1),
            })
            .collect();
        let mut schedule = Vec::new();
        for round in 1..=7u32 {
            for board in 0..32u32 {
                let game = i64::from(round * 100 + board);
                schedule.push(ScheduledGame {
                    round,
                    board,
                    black: entrants[board as usize].player.id,
                    white: Some(entrants[63 - board as usize].player.id),
                    game: Some(GameId(game)),
                    status: Some(GameStatus::Active),
                    result: None,
                    ended_by: None,
                    thread_id: Some(u64::MAX - game as u64),
                });
            }
        }
        let mut tournament = event(3, &"Grand Swiss ".repeat(8), TournamentStatus::Running);
        tournament.current_round = 7;
        tournament.rounds = Some(7);
        TournamentStandings {
            tournament,
            entrants,
            schedule,
            table: Vec::new(),
        }
    }

    #[test]
    fn every_round_of_a_big_swiss_is_on_pages_within_a_message() {
        let s = big_swiss();
        for lang in Lang::ALL {
            let pages = tournament_round_pages(lang, &s);
            assert!(pages.len() > 7, "{} pages", pages.len());
            for page in &pages {
                assert!(page.chars().count() <= MESSAGE_LIMIT, "{}", page.len());
                assert!(page.contains("Grand Swiss"), "{page}");
            }
            let all = pages.join("\n");
            for g in &s.schedule {
                let thread = format!("<#{}>", g.thread_id.unwrap());
                assert_eq!(all.matches(&thread).count(), 1, "{thread}");
            }
            // The withdrawn player is named once, on the first page.
            let quitter = mention(s.entrants[63].player.id.0);
            assert!(pages[0].contains(&quitter));
        }
        let pages = tournament_round_pages(Lang::En, &s);
        let all = pages.join("\n");
        for round in 1..=7 {
            assert!(all.contains(&format!("**Round {round}**")), "{round}");
        }
        assert!(all.contains("(continued)"));
        assert!(pages[0].ends_with(&format!("Page 1 of {}", pages.len())));
        // Latest round first.
        assert!(pages[0].contains("**Round 7**"), "{}", pages[0]);
    }

    #[test]
    fn an_event_in_sign_up_shows_one_page_saying_so() {
        let mut s = big_swiss();
        s.schedule.clear();
        s.tournament.status = TournamentStatus::SignUp;
        let pages = tournament_round_pages(Lang::En, &s);
        assert_eq!(pages.len(), 1);
        assert!(pages[0].contains("No games yet"), "{}", pages[0]);
        assert!(!pages[0].contains("Page"), "{}", pages[0]);
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
