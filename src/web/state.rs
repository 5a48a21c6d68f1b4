//! A game's state as the page draws it (`GET /api/g/<id>/state`): the
//! board in SVG at the ply shown, the players with ratings and clocks, the
//! move list, whose turn it is (nobody once the game is over) and the
//! result. The page itself embeds the same state when it is served.

use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::Web;
use super::access::{LinkRequest, Refusal, Seen};
use crate::i18n::Lang;
use crate::model::{EndedBy, GameStatus};
use crate::service::{GameView, PositionStamp};
use crate::tr;
use abande_pictures::Orientation;
use abande_rules::{Color, Family, Outcome};

#[derive(Debug, Serialize)]
pub struct PlayerState {
    pub color: &'static str,
    pub name: String,
    /// "1623", "1500?"; empty in an unrated game.
    pub rating: String,
    /// Seconds left: the bank, or until the deadline for the player to move.
    pub clock: Option<i64>,
    /// This player's clock runs now.
    pub running: bool,
}

#[derive(Debug, Serialize)]
pub struct StampState {
    pub ply: usize,
    pub key: u32,
}

#[derive(Debug, Serialize)]
pub struct GameState {
    pub game: i64,
    pub title: String,
    pub family: &'static str,
    /// The ply shown, and how many there are.
    pub ply: usize,
    pub plies: usize,
    /// The board at `ply`, its text alternative and a text diagram.
    pub svg: String,
    /// Whose side of the table the board is drawn from (`black`, `white`):
    /// the link's player's own, or the game's public side for a spectator
    /// (`GameView::public_side`); the other one when `flipped`.
    pub bottom: &'static str,
    /// Drawn the other way up from the reader's own side (Flip pressed).
    pub flipped: bool,
    /// "Seen from White's side", in the game's language.
    pub seen_from: String,
    pub alt: String,
    pub diagram: String,
    /// Every move's notation, in order.
    pub moves: Vec<String>,
    pub players: [PlayerState; 2],
    /// Whose turn it is; never set once the game is over.
    pub to_move: Option<&'static str>,
    /// The colour the link's player plays here.
    pub you: Option<&'static str>,
    pub your_turn: bool,
    /// How the game ended, for a finished or aborted game.
    pub result: Option<String>,
    /// The status line: whose turn, or the result.
    pub status: String,
    /// Moves change it; the live stream says when.
    pub version: i64,
    /// Where the latest position stands: moves are played only there.
    pub stamp: StampState,
    /// The engine's evaluation chart, when an analysis of the whole game
    /// is stored (`/analyse`).
    pub chart: Option<ChartState>,
    /// For a player whose turn it is not here: the game waiting for them
    /// with least time left (`Dashboard::next_waiting`), for the page's
    /// Next game link.
    pub next_game: Option<NextGameState>,
}

/// Another game waiting for the reader: its number and the link's words.
#[derive(Debug, Serialize)]
pub struct NextGameState {
    pub game: i64,
    /// "Next game: Abalone 7", in the game's language.
    pub label: String,
}

/// The analysis chart: drawn here, as the board is.
#[derive(Debug, Serialize)]
pub struct ChartState {
    /// The chart in SVG; its `<title>` is the short text alternative.
    pub svg: String,
    /// The long one: each move's evaluation ("12. e5e4: +0.4").
    pub values: Vec<String>,
}

/// The turning points the chart marks, as `/analyse`'s chart does.
const TURNING_POINTS: usize = 5;

/// "+0.4", "−1.5", "0": hundredths of a marble or point.
fn signed(hundredths: i32) -> String {
    let text = format!("{:.2}", f64::from(hundredths.unsigned_abs()) / 100.0);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match hundredths.signum() {
        1 => format!("+{text}"),
        -1 => format!("−{text}"),
        _ => text.to_string(),
    }
}

/// The chart of `view`'s stored analysis, worded in its language; `None`
/// without one (or while the database is away: the page shows the rest).
async fn chart(web: &Web, view: &GameView) -> Option<ChartState> {
    let analysis = web
        .service
        .analysis()
        .stored_analysis_of(view)
        .await
        .ok()??;
    let lang = view.record.place.language;
    let ahead = |c: Color| {
        tr!(
            lang,
            "analysis-chart-ahead",
            player = view.record.player(c).name.clone(),
            color = c.name()
        )
    };
    let unit = match view.record.kind.family() {
        Family::Abalone => "marbles",
        Family::Abande => "points",
    };
    let mut turning_points = analysis.turning_points(TURNING_POINTS);
    turning_points.sort_unstable();
    let chart = abande_pictures::EvalChart {
        title: String::new(),
        evals: std::iter::once(analysis.start)
            .chain(analysis.plies.iter().map(|p| p.eval))
            .collect(),
        turning_points,
        black_ahead: ahead(Color::Black),
        white_ahead: ahead(Color::White),
        unit: tr!(lang, "analysis-chart-unit", unit = unit),
        turning_label: tr!(lang, "analysis-chart-turning"),
    };
    let mut alt = tr!(
        lang,
        "web-chart-alt",
        unit = chart.unit.clone(),
        black = chart.black_ahead.clone(),
        white = chart.white_ahead.clone()
    );
    if !chart.turning_points.is_empty() {
        let moves: Vec<String> = chart.turning_points.iter().map(|p| p.to_string()).collect();
        alt.push(' ');
        alt.push_str(&tr!(lang, "web-chart-turns", moves = moves.join(", ")));
    }
    let svg = abande_pictures::render_eval_svg(&chart, &alt)?;
    let values = analysis
        .plies
        .iter()
        .map(|p| format!("{}. {}: {}", p.ply, p.played, signed(p.eval)))
        .collect();
    Some(ChartState { svg, values })
}

pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

fn color_word(lang: Lang, c: Color) -> String {
    match c {
        Color::Black => tr!(lang, "web-black"),
        Color::White => tr!(lang, "web-white"),
    }
}

/// How `view` ended, in its language (`None` while it is played).
fn result_text(view: &GameView) -> Option<String> {
    let lang = view.record.place.language;
    match view.record.status {
        GameStatus::Active => return None,
        GameStatus::Aborted => return Some(tr!(lang, "web-aborted")),
        GameStatus::Finished => {}
    }
    if view.record.ended_by == Some(EndedBy::Abort) {
        return Some(tr!(lang, "web-aborted"));
    }
    let how = match view.record.ended_by {
        Some(EndedBy::Score) => tr!(lang, "web-by-score"),
        Some(EndedBy::Resignation) => tr!(lang, "web-by-resignation"),
        Some(EndedBy::Timeout) => tr!(lang, "web-by-timeout"),
        Some(EndedBy::Agreement) => tr!(lang, "web-by-agreement"),
        Some(EndedBy::Adjudication) => tr!(lang, "web-by-adjudication"),
        Some(EndedBy::Abort) | None => String::new(),
    };
    // The score says how it ended only when it ended on the board: after a
    // resignation "won 0–0" reads as a mistake.
    let score = view
        .record
        .final_score
        .filter(|_| view.record.ended_by == Some(EndedBy::Score))
        .map(|s| format!(" {}–{}", s.black, s.white))
        .unwrap_or_default();
    let text = match view.record.result {
        Some(Outcome::Win(c)) => tr!(
            lang,
            "web-won",
            name = view.record.player(c).name.clone(),
            color = color_word(lang, c)
        ),
        Some(Outcome::Draw) => tr!(lang, "web-draw"),
        None => tr!(lang, "web-over"),
    };
    Some(format!("{text}{score} {how}").trim_end().to_string())
}

/// The state of `seen` at `ply` (the latest when `None` or beyond it),
/// the board from the link's player's side, or from the other when `flip`.
pub async fn build(
    web: &Web,
    seen: &Seen,
    ply: Option<usize>,
    flip: bool,
) -> Result<GameState, Refusal> {
    let view = &seen.view;
    let lang = view.record.place.language;
    let plies = view.game.ply();
    let ply = ply.unwrap_or(plies).min(plies);
    let shown = if ply == plies {
        view.game.clone()
    } else {
        view.game.rewound(ply)
    };
    let title = format!("{} {}", view.record.kind.family().name(), view.id());
    let to_move = view.player_to_move().and(view.game.to_move());
    let result = result_text(view);
    let status = match (&result, to_move) {
        (Some(result), _) => result.clone(),
        (None, Some(c)) => tr!(
            lang,
            "web-to-move",
            name = view.record.player(c).name.clone(),
            color = color_word(lang, c)
        ),
        (None, None) => String::new(),
    };
    let alt = tr!(
        lang,
        "web-board-alt",
        title = title.clone(),
        ply = ply as i64,
        status = if ply == plies {
            status.clone()
        } else {
            String::new()
        }
    );
    let mark_sleeping = shown.is_over();
    let own = match seen.player {
        Some(user) => view.side_for(user),
        None => view.public_side(),
    };
    let bottom = if flip { own.opposite() } else { own };
    let orientation = Orientation::from_side(bottom);
    let svg = abande_pictures::render_svg(&shown, &alt, mark_sleeping, true, orientation);
    let clock = web
        .service
        .clocks()
        .clock_status(view)
        .await
        .map_err(|_| Refusal::Unavailable)?;
    let now = web.service.links().now_secs();
    let mut players = Vec::with_capacity(2);
    for c in Color::BOTH {
        let player = view.record.player(c);
        let rating = if view.record.rated {
            web.service
                .ratings()
                .rating(player.id, view.record.kind)
                .await
                .map_err(|_| Refusal::Unavailable)?
                .to_string()
        } else {
            String::new()
        };
        let running =
            to_move == Some(c) && (view.record.bank.is_some() || view.record.move_hours.is_some());
        let left = match clock.bank_left {
            Some(left) => Some(*c.pick(&left.black, &left.white)),
            None if running => view.record.deadline_at.map(|d| (d - now).max(0)),
            None => None,
        };
        let name = match view.record.engine.filter(|e| e.color == c) {
            Some(e) => tr!(
                lang,
                "web-engine",
                name = player.name.clone(),
                level = e.level.to_string()
            ),
            None => player.name.clone(),
        };
        players.push(PlayerState {
            color: color_name(c),
            name,
            rating,
            clock: left,
            running,
        });
    }
    let [black, white]: [PlayerState; 2] = players.try_into().expect("two players");
    let you = seen.player.and_then(|u| view.record.color_of(u));
    let your_turn = you.is_some() && you == to_move;
    let stamp = PositionStamp::of(&view.game);
    Ok(GameState {
        game: view.id().0,
        title,
        family: match view.record.kind.family() {
            Family::Abande => "abande",
            Family::Abalone => "abalone",
        },
        ply,
        plies,
        svg,
        bottom: color_name(bottom),
        flipped: flip,
        seen_from: tr!(lang, "web-seen-from", side = color_name(bottom)),
        alt,
        diagram: abande_rules::diagram(&shown),
        moves: view.game.moves().iter().map(|m| m.to_string()).collect(),
        players: [black, white],
        to_move: to_move.map(color_name),
        you: you.map(color_name),
        your_turn,
        result,
        status,
        version: view.record.version,
        stamp: StampState {
            ply: stamp.ply,
            key: stamp.key,
        },
        chart: chart(web, view).await,
        next_game: next_game(web, seen, your_turn).await,
    })
}

/// The game waiting for the link's player with least time left, other than
/// this one; none for a spectator, on the player's own turn here (this
/// game is the one to play), or when the dashboard cannot be read (the
/// page works without it).
async fn next_game(web: &Web, seen: &Seen, your_turn: bool) -> Option<NextGameState> {
    let user = seen.player.filter(|_| !your_turn)?;
    let dashboard = web.service.history().dashboard(user).await.ok()?;
    let next = dashboard.next_waiting(Some(seen.view.id()))?;
    let record = &next.summary.record;
    let title = format!("{} {}", record.kind.family().name(), record.id);
    Some(NextGameState {
        game: record.id.0,
        label: tr!(
            seen.view.record.place.language,
            "web-next-game",
            title = title
        ),
    })
}

/// `GET /api/g/<id>/state?t=<token>[&ply=N][&flip=true]`.
pub async fn game_state(State(web): State<Web>, link: LinkRequest) -> Response {
    let built = async {
        let linked = link.open_for_reading(&web).await?;
        build(&web, &linked.seen, link.query.ply, link.query.flip).await
    }
    .await;
    match built {
        Ok(state) => Json(state).into_response(),
        Err(refusal) => refusal_json(Lang::En, refusal),
    }
}

/// A refusal as the API answers it: its status and `{"error": text}`.
pub fn refusal_json(lang: Lang, refusal: Refusal) -> Response {
    (
        refusal.status(),
        Json(serde_json::json!({ "error": refusal.text(lang) })),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    #[test]
    fn evaluations_read_as_signed_units() {
        assert_eq!(super::signed(40), "+0.4");
        assert_eq!(super::signed(-150), "−1.5");
        assert_eq!(super::signed(200), "+2");
        assert_eq!(super::signed(0), "0");
    }
}
