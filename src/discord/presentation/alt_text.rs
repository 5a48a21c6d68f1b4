//! The descriptions (alt text) of every picture the bot posts: what a
//! sighted reader takes from it, in words a screen reader reads out, in
//! the post's language and within Discord's 1024 characters.
//!
//! Boards say the game, the players, the move number and who is to play,
//! the counts (pieces in hand and score, marbles pushed off) and the last
//! move; a finished game's board says its result and never a player to
//! move, as its picture does ([`board::words::picture_ending`]).

use crate::discord::presentation::board::words::{game_title, picture_ending, player_names};
use crate::discord::presentation::words::amount;
use crate::discord::presentation::words::{kind_title, move_words};
use crate::i18n::Lang;
use crate::service::GameView;
use crate::tr;
use crate::words::color_code;
use abande_pictures::{BoardLabels, Ending, EvalChart, Series, StandingsTable, footer_text};
use abande_rules::abalone::MARBLES_TO_WIN;
use abande_rules::{Color, Game, describe};

/// Discord's limit on an attachment's description, in characters.
pub const DESCRIPTION_LIMIT: usize = 1024;

/// `text` within [`DESCRIPTION_LIMIT`] characters: cut on a character
/// boundary, with `…` where it was cut.
pub fn fit_description(text: &str) -> String {
    if text.chars().count() <= DESCRIPTION_LIMIT {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(DESCRIPTION_LIMIT - 1).collect();
    cut.push('…');
    cut
}

/// The description of an explored position (`/explore`): said to be
/// explored from ply `from`, not played, then as a board's.
pub fn explored_description(view: &GameView, from: usize) -> String {
    let lang = view.record.place.language;
    let explored = tr!(lang, "alt-explored", from = from);
    fit_description(&format!("{explored} {}", board_description(view)))
}

/// "alice (Black)".
pub(super) fn player_with_color(lang: Lang, name: &str, color: Color) -> String {
    tr!(
        lang,
        "alt-player",
        name = name.to_owned(),
        color = color_code(color)
    )
}

/// The description of the picture of `view`'s board as `view` shows it.
pub fn board_description(view: &GameView) -> String {
    let lang = view.record.place.language;
    let [black, white] = player_names(&view.record);
    let mut sentences = vec![tr!(
        lang,
        "alt-board",
        title = game_title(&view.record),
        kind = kind_title(lang, view.record.kind),
        black = player_with_color(lang, &black, Color::Black),
        white = player_with_color(lang, &white, Color::White)
    )];
    sentences.extend(position_sentences(view));
    fit_description(&sentences.join(" "))
}

/// What the picture of `view`'s position says besides its title and
/// players: whose turn and the last move, or the result; then the counts.
/// Also the words of `/board text:true` under its diagram.
pub fn position_sentences(view: &GameView) -> Vec<String> {
    let lang = view.record.place.language;
    let game = &view.game;
    let names = player_names(&view.record);
    let named = |c: Color| player_with_color(lang, &names[c.index()], c);
    let mut out = Vec::new();
    let ending = picture_ending(view).or_else(|| game.outcome().map(Ending::Played));
    match ending {
        Some(ending) => {
            let [black, white] = names.clone();
            let labels = BoardLabels {
                title: game_title(&view.record),
                black,
                white,
                ..BoardLabels::default()
            };
            let words = crate::words::pictures::picture_words(lang);
            out.push(tr!(
                lang,
                "alt-board-over",
                moves = game.ply(),
                result = footer_text(game, ending, &labels, words)
            ));
        }
        None => match game.to_move() {
            Some(c) => out.push(tr!(
                lang,
                "alt-board-turn",
                played = game.ply(),
                number = game.ply() + 1,
                player = named(c)
            )),
            None => out.push(tr!(lang, "alt-board-moves", played = game.ply())),
        },
    }
    if let Some(last) = last_move(view) {
        out.push(last);
    }
    out.extend(counts(lang, game));
    out
}

/// The description of a puzzle's picture: the puzzle, who is to move and
/// find the win, the last move of the line if any, and the counts.
pub fn puzzle_description(lang: Lang, shown: &crate::service::PuzzleShown) -> String {
    let mut sentences = vec![tr!(
        lang,
        "alt-puzzle",
        id = shown.id,
        kind = kind_title(lang, shown.kind),
        color = color_code(shown.solver)
    )];
    if let Some(m) = shown.position.last_move() {
        sentences.push(tr!(lang, "alt-puzzle-last", notation = m.to_string()));
    }
    sentences.extend(counts(lang, &shown.position));
    fit_description(&sentences.join(" "))
}

/// The description of the position before one of a player's mistakes.
pub fn mistake_description(lang: Lang, shown: &crate::service::MistakeShown) -> String {
    let mut sentences = vec![tr!(
        lang,
        "alt-learn",
        game = shown.game.0.to_string(),
        ply = shown.ply,
        kind = kind_title(lang, shown.kind),
        color = color_code(shown.solver)
    )];
    sentences.extend(counts(lang, &shown.position));
    fit_description(&sentences.join(" "))
}

/// "Last move: alice (Black) played d4 (enter, 17 left in hand)."
fn last_move(view: &GameView) -> Option<String> {
    let lang = view.record.place.language;
    let game = &view.game;
    let m = game.last_move()?;
    let before = game.rewound(game.ply() - 1);
    let by = before.to_move()?;
    let what = describe(&before, m)
        .map(|what| format!(" ({})", move_words(lang, what)))
        .unwrap_or_default();
    let names = player_names(&view.record);
    Some(tr!(
        lang,
        "alt-board-last",
        player = player_with_color(lang, &names[by.index()], by),
        notation = m.to_string(),
        what = what
    ))
}

/// Abande's pieces in hand and score, Abalone's marbles pushed off.
fn counts(lang: Lang, game: &Game) -> Option<String> {
    if let (Some(hand), Some(score)) = (game.hand(), game.score()) {
        return Some(tr!(
            lang,
            "alt-board-abande",
            black_hand = hand.black,
            white_hand = hand.white,
            black = score.black,
            white = score.white
        ));
    }
    game.captured().map(|off| {
        tr!(
            lang,
            "alt-board-abalone",
            black = off.black,
            white = off.white,
            max = MARBLES_TO_WIN
        )
    })
}

/// The description of `view`'s replay: what it animates and where it ends.
pub fn replay_description(view: &GameView) -> String {
    let lang = view.record.place.language;
    let [black, white] = player_names(&view.record);
    let mut sentences = vec![tr!(
        lang,
        "alt-replay",
        title = game_title(&view.record),
        kind = kind_title(lang, view.record.kind),
        black = player_with_color(lang, &black, Color::Black),
        white = player_with_color(lang, &white, Color::White),
        moves = view.game.ply()
    )];
    sentences.extend(position_sentences(view));
    fit_description(&sentences.join(" "))
}

/// The description of `player`'s rating chart: per game, how many rated
/// games, where the rating started and stands, its lowest and highest.
pub fn rating_chart_description(lang: Lang, player: &str, start: f64, series: &[Series]) -> String {
    let mut sentences = vec![tr!(lang, "alt-rating-chart", player = player.to_owned())];
    for s in series {
        let Some(last) = s.points.last() else {
            continue;
        };
        let ratings = s.points.iter().map(|p| p.rating);
        let low = ratings.clone().fold(start, f64::min);
        let high = ratings.fold(start, f64::max);
        sentences.push(tr!(
            lang,
            "alt-rating-series",
            game = s.name.clone(),
            games = s.points.len(),
            first = format!("{start:.0}"),
            last = format!("{:.0}", last.rating),
            low = format!("{low:.0}"),
            high = format!("{high:.0}")
        ));
    }
    fit_description(&sentences.join(" "))
}

/// The description of an analysis chart: what it plots, each side's
/// largest lead, where it ends, the turning points marked.
pub fn eval_chart_description(lang: Lang, chart: &EvalChart) -> String {
    let plies = chart.evals.len().saturating_sub(1);
    let mut sentences = vec![tr!(
        lang,
        "alt-eval-chart",
        title = chart.title.clone(),
        plies = plies,
        unit = chart.unit.clone(),
        black_ahead = chart.black_ahead.clone(),
        white_ahead = chart.white_ahead.clone()
    )];
    // The first ply where `key` of the evaluation is largest.
    let first_extreme = |key: fn(i32) -> i32| {
        chart.evals.iter().enumerate().fold(
            None,
            |best: Option<(usize, i32)>, (ply, &e)| match best {
                Some((_, b)) if key(e) <= key(b) => best,
                _ => Some((ply, e)),
            },
        )
    };
    let leads = [
        (
            &chart.black_ahead,
            first_extreme(|e| e).filter(|(_, e)| *e > 0),
        ),
        (
            &chart.white_ahead,
            first_extreme(|e| -e).filter(|(_, e)| *e < 0),
        ),
    ];
    for (side, lead) in leads {
        if let Some((ply, eval)) = lead {
            sentences.push(tr!(
                lang,
                "alt-eval-lead",
                side = side.clone(),
                amount = amount(eval),
                ply = ply
            ));
        }
    }
    if let Some(&last) = chart.evals.last() {
        sentences.push(match last.signum() {
            0 => tr!(lang, "alt-eval-end-even", ply = plies),
            _ => tr!(
                lang,
                "alt-eval-end",
                ply = plies,
                amount = amount(last),
                side = if last > 0 {
                    chart.black_ahead.clone()
                } else {
                    chart.white_ahead.clone()
                }
            ),
        });
    }
    if !chart.turning_points.is_empty() {
        let list: Vec<String> = chart.turning_points.iter().map(|p| p.to_string()).collect();
        sentences.push(tr!(lang, "alt-eval-turning", plies = list.join(", ")));
    }
    fit_description(&sentences.join(" "))
}

/// The description of a standings picture: its title and state, then a
/// line per player as the table shows it (cut once over the limit).
pub fn standings_description(lang: Lang, table: &StandingsTable) -> String {
    let mut text = tr!(
        lang,
        "alt-standings",
        title = table.title.clone(),
        status = table.status.clone()
    );
    for row in &table.rows {
        text.push(' ');
        text.push_str(&tr!(
            lang,
            "alt-standings-row",
            rank = row.rank,
            name = row.name.clone(),
            points = row.points.clone(),
            points_value = points_value(&row.points),
            games = row.games,
            tie_break_name = table.columns.tie_break.clone(),
            tie_break = row.tie_break.clone()
        ));
    }
    fit_description(&text)
}

/// A standings score as the table writes it ("2", "1½", "½") as a number,
/// which chooses "1 point" or "1½ points".
fn points_value(points: &str) -> f64 {
    let whole = points.trim_end_matches('½');
    let half = if whole.len() < points.len() { 0.5 } else { 0.0 };
    whole.parse::<f64>().unwrap_or(0.0) + half
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::service::{EndedBy, GameRecord, GameStatus, Player};
    use abande_rules::{GameKind, Outcome};

    /// A name as long as Discord allows a display name, with an emoji.
    const LONG_NAME: &str = "Ünïcødé 🐉 name of thirty-two c";

    pub(crate) fn view_of(lang: Lang, game: Game, names: [&str; 2]) -> GameView {
        let mut record = GameRecord::example(
            12,
            game.kind(),
            Player::new(1, names[0]),
            Player::new(2, names[1]),
        );
        record.place.language = lang;
        GameView {
            record,
            game,
            automatic_plies: Vec::new(),
            premove_plies: Vec::new(),
        }
    }

    /// `kind` played with a fixed pseudo-random line until it ends or
    /// `plies` are played; every position on the way goes to `seen`.
    pub(crate) fn play_line(kind: GameKind, plies: usize, mut seen: impl FnMut(&Game)) -> Game {
        let mut game = Game::new(kind);
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        seen(&game);
        while game.ply() < plies && !game.is_over() {
            let moves = game.legal_moves();
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            let m = moves[(state >> 33) as usize % moves.len()];
            game.play(m).expect("a legal move");
            seen(&game);
        }
        game
    }

    #[test]
    fn a_description_is_cut_on_a_character_boundary() {
        let long = "é".repeat(2000);
        let cut = fit_description(&long);
        assert_eq!(cut.chars().count(), DESCRIPTION_LIMIT);
        assert!(cut.ends_with('…'));
        assert_eq!(fit_description("short"), "short");
    }

    #[test]
    fn a_board_in_play_says_whose_turn_the_move_and_the_last_move() {
        let game = Game::replay(GameKind::AbandeHex, &["d4", "d5"]).unwrap();
        let text = board_description(&view_of(Lang::En, game, ["alice", "bob"]));
        assert_eq!(
            text,
            "Board of Abande #12, Abande (hexagonal board): alice (Black) against bob (White). \
             After 2 moves, alice (Black) is to play move 3. \
             Last move: bob (White) played d5 (enter, 17 left in hand). \
             Pieces in hand: Black 17, White 17. Score: Black 1, White 1."
        );
    }

    #[test]
    fn a_finished_board_says_the_result_and_nobody_to_move() {
        let game = Game::replay(GameKind::Abalone, &["a3b4", "i7h6"]).unwrap();
        let mut view = view_of(Lang::En, game, ["alice", "bob"]);
        view.record.status = GameStatus::Finished;
        view.record.result = Some(Outcome::Win(Color::White));
        view.record.ended_by = Some(EndedBy::Resignation);
        let text = board_description(&view);
        assert!(
            text.contains("Final position after 2 moves. alice resigned: bob wins."),
            "{text}"
        );
        assert!(
            text.contains("Marbles pushed off: by Black 0 of 6"),
            "{text}"
        );
        assert!(!text.contains("to play"), "{text}");
        // Whatever the record lacks, nobody is to move once it is over.
        view.record.result = None;
        view.record.ended_by = None;
        let text = board_description(&view);
        assert!(text.contains("Game over"), "{text}");
        assert!(!text.contains("to play"), "{text}");
        // In German too.
        view.record.place.language = Lang::De;
        let text = board_description(&view);
        assert!(text.contains("Endstellung nach 2 Zügen."), "{text}");
        assert!(!text.contains(" spielt "), "{text}");
    }

    #[test]
    fn every_board_and_replay_description_fits_discord_in_every_language() {
        for kind in GameKind::ALL {
            let game = play_line(kind, 400, |_| {});
            for lang in Lang::ALL {
                let mut view = view_of(lang, game.clone(), [LONG_NAME, LONG_NAME]);
                for finished in [false, true] {
                    if finished {
                        view.record.status = GameStatus::Finished;
                        view.record.result = game.outcome().or(Some(Outcome::Draw));
                        view.record.ended_by = Some(EndedBy::Score);
                    }
                    for text in [board_description(&view), replay_description(&view)] {
                        assert!(text.chars().count() <= DESCRIPTION_LIMIT, "{text}");
                        assert!(text.contains(LONG_NAME), "{text}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_rating_chart_names_each_game_with_its_range() {
        use abande_pictures::RatingPoint;
        let point = |rating| RatingPoint {
            at: 0,
            rating,
            deviation: 100.0,
        };
        let series = [Series {
            name: "abalone".into(),
            points: vec![point(1520.4), point(1480.0), point(1610.6)],
        }];
        let text = rating_chart_description(Lang::En, "alice", 1500.0, &series);
        assert!(
            text.ends_with("abalone: 3 rated games, from 1500 to 1611, lowest 1480, highest 1611."),
            "{text}"
        );
        // However many points, within the limit.
        let many = vec![series[0].clone(); 200];
        let text = rating_chart_description(Lang::Fr, "alice", 1500.0, &many);
        assert!(text.chars().count() <= DESCRIPTION_LIMIT);
    }

    #[test]
    fn an_evaluation_chart_names_the_leads_and_the_end() {
        let chart = EvalChart {
            title: "Game #12: alice vs bob".into(),
            evals: vec![0, 150, 350, -120, -80],
            turning_points: vec![3],
            black_ahead: "alice (Black) ahead".into(),
            white_ahead: "bob (White) ahead".into(),
            unit: "marbles".into(),
            turning_label: "turning point".into(),
        };
        let text = eval_chart_description(Lang::En, &chart);
        assert_eq!(
            text,
            "Game #12: alice vs bob: line chart of the engine's evaluation after each of 4 plies, \
             in marbles; above the middle line alice (Black) ahead, below it bob (White) ahead. \
             alice (Black) ahead by at most 3.5 (ply 2). bob (White) ahead by at most 1.2 (ply 3). \
             After ply 4: bob (White) ahead by 0.8. Turning points marked at plies 3."
        );
    }
}
