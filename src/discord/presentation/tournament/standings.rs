//! A tournament's standings as Discord shows them: the picture
//! (`render::render_standings`) and the same table as text for screen
//! readers, both within Discord's limits, in the reader's language.

use crate::discord::presentation::alt_text::standings_description;
use crate::discord::presentation::text::{MESSAGE_LIMIT, code_text};
use crate::discord::presentation::tournament::words::{format_words, status_words, title_words};
use crate::discord::presentation::words::kind_title;
use crate::i18n::Lang;
use crate::service::TournamentStandings;
use crate::tournament::{Format, TournamentStatus};
use crate::tr;
use abande_pictures::{
    CrossCell, MAX_CROSS_PLAYERS, StandingsColumns, StandingsRow, StandingsTable,
};

/// The text's cross table stays narrow enough for a phone.
const MAX_TEXT_CROSS_PLAYERS: usize = 12;
/// Room kept for the closing fence and the "and N more" line.
const TEXT_RESERVE: usize = 80;

/// The standings as a fixed-width table (screen readers read it as text):
/// rank, player, points, games, the tie-break; for a round robin of up to
/// twelve players, the cross table after it. Lines that would not fit one
/// message are left to the picture, and counted.
pub fn standings_text(lang: Lang, s: &TournamentStandings) -> String {
    standings_text_within(lang, s, MESSAGE_LIMIT)
}

/// [`standings_text`] in at most `limit` characters.
pub fn standings_text_within(lang: Lang, s: &TournamentStandings, limit: usize) -> String {
    let t = &s.tournament;
    let mut out = title_words(lang, t);
    out.push('\n');
    out.push_str(&status_words(lang, t));
    out.push_str("\n```\n");
    // A name cannot close the code block (`code_text`).
    let name = |i: usize| -> String {
        code_text(&s.entrants[i].player.name)
            .chars()
            .take(16)
            .collect()
    };
    out.push_str(&format!(
        "{:>3}  {:<16} {:>5} {:>5} {:>6}\n",
        "#",
        tr!(lang, "tournament-player"),
        tr!(lang, "tournament-points"),
        tr!(lang, "tournament-games"),
        tie_break_words(lang, t.format)
            .chars()
            .take(6)
            .collect::<String>()
    ));
    let mut lines: Vec<String> = s
        .table
        .iter()
        .map(|line| {
            format!(
                "{:>3}  {:<16} {:>5} {:>5} {:>6}\n",
                line.rank,
                name(line.player),
                points(line.points),
                line.played,
                points(line.tie_break(t.format))
            )
        })
        .collect();
    let n = s.table.len();
    if t.format == Format::RoundRobin && t.status != TournamentStatus::SignUp {
        let order: Vec<usize> = s
            .table
            .iter()
            .map(|l| l.player)
            .take(MAX_TEXT_CROSS_PLAYERS)
            .collect();
        let mut head = format!("\n{:>3}  {:<16}", "", "");
        for (i, _) in order.iter().enumerate() {
            head.push_str(&format!(" {:>3}", i + 1));
        }
        lines.push(head + "\n");
        for (i, &a) in order.iter().enumerate() {
            let mut line = format!("{:>3}  {:<16}", i + 1, name(a));
            for &b in &order {
                let cell = match (a == b, s.cross(a, b)) {
                    (true, _) => "x".to_string(),
                    (false, Some(p)) => points(p),
                    (false, None) => ".".to_string(),
                };
                line.push_str(&format!(" {cell:>3}"));
            }
            lines.push(line + "\n");
        }
    }
    let budget = limit.saturating_sub(TEXT_RESERVE);
    let mut shown = 0;
    for line in &lines {
        if out.chars().count() + line.chars().count() > budget {
            break;
        }
        out.push_str(line);
        shown += 1;
    }
    out.push_str("```");
    let left = lines.len() - shown;
    if left > 0 {
        let players = n.saturating_sub(shown.min(n));
        out.push('\n');
        out.push_str(&tr!(lang, "tournament-more-in-picture", players = players));
    }
    out
}

/// The standings picture, worded in `lang`: the table, and for a round
/// robin of up to [`MAX_CROSS_PLAYERS`] the cross table (a note beyond).
pub fn standings_table(lang: Lang, s: &TournamentStandings) -> StandingsTable {
    let t = &s.tournament;
    let started = t.status != TournamentStatus::SignUp;
    // Before anyone has scored, everyone shares rank 1: nobody leads yet.
    let someone_scored = s.table.iter().any(|line| line.points > 0.0);
    let rows = s
        .table
        .iter()
        .enumerate()
        .map(|(i, line)| StandingsRow {
            // In sign-up the lines are the entrants in seed order, numbered.
            rank: if started { line.rank } else { i + 1 },
            lead: started && someone_scored && line.rank == 1,
            name: match s.entrants[line.player].withdrawn_at {
                Some(_) => format!(
                    "{} ({})",
                    s.player(line).name,
                    tr!(lang, "tournament-withdrawn-mark")
                ),
                None => s.player(line).name.clone(),
            },
            points: points(line.points),
            games: line.played,
            tie_break: points(line.tie_break(t.format)),
            out: s.entrants[line.player].withdrawn_at.is_some(),
        })
        .collect();
    let round_robin_running =
        t.format == Format::RoundRobin && t.status != TournamentStatus::SignUp;
    let cross = round_robin_running.then(|| {
        s.table
            .iter()
            .map(|a| {
                s.table
                    .iter()
                    .map(
                        |b| match (a.player == b.player, s.cross(a.player, b.player)) {
                            (true, _) => CrossCell::Own,
                            (false, Some(p)) => CrossCell::Points(points(p)),
                            (false, None) => CrossCell::Open,
                        },
                    )
                    .collect()
            })
            .collect()
    });
    let note = (round_robin_running && s.table.len() > MAX_CROSS_PLAYERS).then(|| {
        tr!(
            lang,
            "tournament-cross-table-limit",
            max = MAX_CROSS_PLAYERS
        )
    });
    StandingsTable {
        title: format!("{} ({})", t.name, t.id),
        status: format!(
            "{} · {} · {}",
            capitalised(&format_words(lang, t.format)),
            kind_title(lang, t.kind),
            picture_status(lang, t)
        ),
        columns: StandingsColumns {
            player: tr!(lang, "tournament-player"),
            points: tr!(lang, "tournament-points"),
            games: tr!(lang, "tournament-games"),
            tie_break: tie_break_words(lang, t.format),
        },
        rows,
        cross,
        note,
        finished: t.status == TournamentStatus::Finished,
    }
}

/// `words` with a capital first letter, to open a line ("round robin"
/// starts the picture's status line).
fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The standings picture as a PNG file name and its bytes.
pub async fn standings_picture(
    lang: Lang,
    s: &TournamentStandings,
) -> Result<poise::serenity_prelude::CreateAttachment, crate::discord::error::BotError> {
    let table = standings_table(lang, s);
    let description = standings_description(lang, &table);
    let png = crate::discord::runtime::render_slots::render(move || {
        abande_pictures::render_standings(&table)
    })
    .await?;
    let name = format!("standings-{}.png", s.tournament.id.0);
    Ok(poise::serenity_prelude::CreateAttachment::bytes(png, name).description(description))
}

/// [`status_words`] without Discord's timestamp markup, which a picture
/// cannot show.
fn picture_status(lang: Lang, t: &crate::tournament::Tournament) -> String {
    match t.status {
        TournamentStatus::SignUp => tr!(
            lang,
            "tournament-signup-open",
            taken = t.entrants,
            max = t.max_players
        ),
        _ => status_words(lang, t),
    }
}

fn tie_break_words(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => tr!(lang, "tournament-sonneborn-berger"),
        Format::Swiss => tr!(lang, "tournament-buchholz"),
    }
}

/// 2.5 as "2½", 3.0 as "3".
pub fn points(p: f64) -> String {
    let whole = p.trunc() as i64;
    match (p.fract() > 0.0, whole) {
        (true, 0) => "½".to_string(),
        (true, w) => format!("{w}½"),
        (false, w) => w.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EndedBy, GameId, GameStatus, Player};
    use crate::service::TournamentStandings;
    use crate::tournament::{
        Entrant, PlayedRound, Round, ScheduledGame, Tournament, round_robin, standings, swiss_round,
    };
    use abande_rules::{Color, Outcome};

    const NAMES: [&str; 8] = [
        "alice",
        "Bob the Builder",
        "carol",
        "Đặng Thị Ngọc Hân",
        "erin",
        "frank",
        "Wolfeschlegelsteinhausenbergerdorff",
        "漢字さん",
    ];

    /// An event of `n` players with the first `played` rounds over (the
    /// results decided by a simple rule so the table is spread out).
    fn event(
        format: Format,
        n: usize,
        played: usize,
        status: TournamentStatus,
    ) -> TournamentStandings {
        let entrants: Vec<Entrant> = (0..n)
            .map(|i| Entrant {
                player: Player::new(100 + i as u64, format!("{} {i}", NAMES[i % NAMES.len()])),
                seed: Some(i as u32),
                joined_at: 0,
                withdrawn_at: None,
            })
            .collect();
        let mut history: Vec<PlayedRound> = Vec::new();
        let rounds: Vec<Round> = match (format, status) {
            (_, TournamentStatus::SignUp) => Vec::new(),
            (Format::RoundRobin, _) => round_robin(n),
            (Format::Swiss, _) => Vec::new(),
        };
        let total = match format {
            Format::RoundRobin => rounds.len(),
            Format::Swiss => 6,
        };
        let mut schedule = Vec::new();
        let mut game = 0;
        for r in 0..played.min(total) {
            let round = match format {
                Format::RoundRobin => rounds.get(r).cloned().unwrap_or_default(),
                Format::Swiss => swiss_round(n, &history),
            };
            let mut done = PlayedRound::unplayed(&round);
            for (pairing, result) in &mut done.games {
                game += 1;
                let outcome = match (pairing.black + pairing.white + r) % 5 {
                    0 => Outcome::Draw,
                    1 | 2 => Outcome::Win(Color::Black),
                    _ => Outcome::Win(Color::White),
                };
                *result = Some(outcome);
                schedule.push(ScheduledGame {
                    round: r as u32 + 1,
                    board: 0,
                    black: entrants[pairing.black].player.id,
                    white: Some(entrants[pairing.white].player.id),
                    game: Some(GameId(game)),
                    status: Some(GameStatus::Finished),
                    result: Some(outcome),
                    ended_by: Some(EndedBy::Resignation),
                    thread_id: None,
                });
            }
            history.push(done);
        }
        let table = standings(format, n, &history);
        TournamentStandings {
            tournament: Tournament {
                rounds: Some(total as u32),
                creator: Player::new(100, "alice"),
                current_round: played.min(total) as u32,
                entrants: n as u32,
                ..Tournament::example(3, "Autumn cup", format, status)
            },
            entrants,
            schedule,
            table,
        }
    }

    #[test]
    fn the_text_fits_one_message_and_counts_what_it_leaves_out() {
        for n in [3, 8, 64] {
            for format in Format::ALL {
                let s = event(format, n, 3, TournamentStatus::Running);
                let text = standings_text(Lang::De, &s);
                assert!(text.chars().count() <= MESSAGE_LIMIT, "{n}: {}", text.len());
                assert_eq!(
                    text.matches("```").count(),
                    2,
                    "the table is closed: {text}"
                );
            }
        }
        let big = standings_text(
            Lang::En,
            &event(Format::Swiss, 64, 3, TournamentStatus::Running),
        );
        assert!(big.contains("more players"), "{big}");
        let small = standings_text(
            Lang::En,
            &event(Format::Swiss, 8, 3, TournamentStatus::Running),
        );
        assert!(!small.contains("more players"), "{small}");
    }

    #[test]
    fn the_picture_has_a_cross_table_only_for_a_small_running_round_robin() {
        let signup = standings_table(
            Lang::En,
            &event(Format::RoundRobin, 3, 0, TournamentStatus::SignUp),
        );
        assert!(signup.cross.is_none());
        assert!(signup.status.contains("Sign-up"), "{}", signup.status);
        assert!(
            signup.status.starts_with("Round robin"),
            "{}",
            signup.status
        );
        let running = standings_table(
            Lang::En,
            &event(Format::RoundRobin, 8, 3, TournamentStatus::Running),
        );
        let cross = running.cross.as_ref().expect("a cross table");
        assert_eq!(cross.len(), 8);
        let played = cross
            .iter()
            .flatten()
            .filter(|c| matches!(c, CrossCell::Points(_)))
            .count();
        // Three rounds of four games, each seen from both sides.
        assert_eq!(played, 3 * 4 * 2);
        let big = standings_table(
            Lang::En,
            &event(Format::RoundRobin, 20, 3, TournamentStatus::Running),
        );
        assert!(big.note.is_some());
        let swiss = standings_table(
            Lang::En,
            &event(Format::Swiss, 8, 3, TournamentStatus::Running),
        );
        assert!(swiss.cross.is_none() && swiss.note.is_none());
    }

    /// In sign-up the entrants are numbered and nobody leads; once the
    /// event runs, only the players ranked first after a result do.
    #[test]
    fn only_those_ahead_after_a_result_are_marked() {
        let signup = standings_table(
            Lang::En,
            &event(Format::Swiss, 5, 0, TournamentStatus::SignUp),
        );
        let ranks: Vec<usize> = signup.rows.iter().map(|r| r.rank).collect();
        assert_eq!(ranks, [1, 2, 3, 4, 5]);
        assert!(signup.rows.iter().all(|r| !r.lead));
        let unplayed = standings_table(
            Lang::En,
            &event(Format::Swiss, 5, 0, TournamentStatus::Running),
        );
        assert!(unplayed.rows.iter().all(|r| r.rank == 1 && !r.lead));
        let running = standings_table(
            Lang::En,
            &event(Format::Swiss, 5, 2, TournamentStatus::Running),
        );
        let leads: Vec<bool> = running.rows.iter().map(|r| r.lead).collect();
        let firsts: Vec<bool> = running.rows.iter().map(|r| r.rank == 1).collect();
        assert_eq!(leads, firsts);
        assert!(leads.contains(&true) && leads.contains(&false), "{leads:?}");
    }

    /// Writes the pictures to look at: `cargo test --lib write_standings_examples -- --ignored`.
    #[test]
    #[ignore]
    fn write_standings_examples() {
        let cases = [
            (
                "signup-3",
                Format::RoundRobin,
                3,
                0,
                TournamentStatus::SignUp,
                Lang::En,
            ),
            (
                "rr-running-3",
                Format::RoundRobin,
                3,
                1,
                TournamentStatus::Running,
                Lang::En,
            ),
            (
                "rr-finished-3",
                Format::RoundRobin,
                3,
                3,
                TournamentStatus::Finished,
                Lang::En,
            ),
            (
                "rr-running-8-de",
                Format::RoundRobin,
                8,
                4,
                TournamentStatus::Running,
                Lang::De,
            ),
            (
                "rr-finished-16",
                Format::RoundRobin,
                16,
                15,
                TournamentStatus::Finished,
                Lang::Fr,
            ),
            (
                "swiss-signup-5",
                Format::Swiss,
                5,
                0,
                TournamentStatus::SignUp,
                Lang::En,
            ),
            (
                "swiss-round-1-unplayed-5",
                Format::Swiss,
                5,
                0,
                TournamentStatus::Running,
                Lang::En,
            ),
            (
                "swiss-running-8",
                Format::Swiss,
                8,
                2,
                TournamentStatus::Running,
                Lang::En,
            ),
            (
                "swiss-finished-64-it",
                Format::Swiss,
                64,
                6,
                TournamentStatus::Finished,
                Lang::It,
            ),
            (
                "rr-running-64-es",
                Format::RoundRobin,
                64,
                5,
                TournamentStatus::Running,
                Lang::Es,
            ),
        ];
        for (name, format, n, played, status, lang) in cases {
            let s = event(format, n, played, status);
            let png = abande_pictures::render_standings(&standings_table(lang, &s));
            std::fs::write(format!("/tmp/standings-{name}.png"), png).unwrap();
        }
    }
}
