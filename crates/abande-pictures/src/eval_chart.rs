//! The evaluation chart of `/analyse`: the engine's evaluation after every
//! ply, Black's advantage up and White's down, in marbles or points for
//! the whole game, the turning points marked; in the rating chart's look.
//!
//! [`plan_eval_chart`] decides every tick and mark (pure, tested); drawing
//! only follows the plan.

use super::chart_frame::{
    Grid, HEADER, HEIGHT, LEGEND_SIZE, TICK_SIZE, WIDTH, chart_canvas, tick_step, value_tick,
};
use super::draw::{self, Rgb};
use super::encode_png;
use super::font::{self, Align, Weight};
use super::palette;

const LEFT: f32 = 64.0;
const RIGHT: f32 = WIDTH as f32 - 28.0;
const TOP: f32 = HEADER as f32 + 22.0;
const BOTTOM: f32 = HEIGHT as f32 - 76.0;
/// The line and the turning points' marks.
const LINE_COLOUR: Rgb = Rgb(0, 90, 181);
const TURN_COLOUR: Rgb = palette::PUSHED_OFF;

/// What the chart shows: the words are the caller's, in the reader's language.
#[derive(Clone, Debug, PartialEq)]
pub struct EvalChart {
    pub title: String,
    /// Evaluations in hundredths of a marble or point from Black's view:
    /// the start, then after every ply.
    pub evals: Vec<i32>,
    /// Plies (1-based) to mark.
    pub turning_points: Vec<usize>,
    /// "alice (Black) ahead", "bob (White) ahead", "marbles", "turning point".
    pub black_ahead: String,
    pub white_ahead: String,
    pub unit: String,
    pub turning_label: String,
}

/// Where everything goes, decided before drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct EvalPlan {
    /// The scale runs from `-bound` to `+bound` (hundredths), the same both ways.
    pub bound: i32,
    /// Labelled values (hundredths) and their text ("+2", "0", "−2").
    pub value_ticks: Vec<(i32, String)>,
    /// Labelled plies.
    pub ply_ticks: Vec<usize>,
}

/// A step of 1, 2 or 5 times a power of ten (1 at least) giving at most
/// `most` steps over `span`.
fn nice_step(span: f64, most: usize) -> f64 {
    let raw = span / most.max(1) as f64;
    tick_step(1.0, &[1.0, 2.0, 5.0], |step| step >= raw)
}

/// "+2", "0", "−1.5": a value in hundredths as marbles or points.
fn signed(hundredths: i32) -> String {
    let units = f64::from(hundredths) / 100.0;
    let text = if hundredths % 100 == 0 {
        format!("{}", units.abs() as i64)
    } else {
        format!("{:.1}", units.abs())
    };
    match hundredths.signum() {
        1 => format!("+{text}"),
        -1 => format!("−{text}"),
        _ => text,
    }
}

pub fn plan_eval_chart(chart: &EvalChart) -> EvalPlan {
    let largest = chart.evals.iter().map(|e| e.abs()).max().unwrap_or(0);
    // At least a marble or point each way; a round number of them.
    let step = nice_step(f64::from(largest.max(100)) / 100.0, 3);
    let step_h = (step * 100.0).round() as i32;
    let bound = (largest.max(100) + step_h - 1) / step_h * step_h;
    let value_ticks = (-bound / step_h..=bound / step_h)
        .map(|i| (i * step_h, signed(i * step_h)))
        .collect();
    let plies = chart.evals.len().saturating_sub(1).max(1);
    let ply_step = nice_step(plies as f64, 8).max(1.0) as usize;
    let ply_ticks = (0..=plies).step_by(ply_step).collect();
    EvalPlan {
        bound,
        value_ticks,
        ply_ticks,
    }
}

/// Where the plot lies on a picture (left to right, top to bottom), and
/// where a ply and a value fall in it: the PNG's and the SVG's geometry.
struct Plot {
    x: (f32, f32),
    y: (f32, f32),
    /// The plies across (1 at least).
    plies: usize,
    /// The plan's bound: the scale runs from `-bound` to `+bound`.
    bound: i32,
}

impl Plot {
    fn x_of(&self, ply: usize) -> f32 {
        let (left, right) = self.x;
        left + (right - left) * ply as f32 / self.plies as f32
    }

    fn y_of(&self, value: i32) -> f32 {
        let (top, bottom) = self.y;
        let v = value.clamp(-self.bound, self.bound);
        let middle = (top + bottom) / 2.0;
        middle - v as f32 / self.bound as f32 * (bottom - top) / 2.0
    }

    /// The line's points: the start, then after every ply.
    fn points(&self, evals: &[i32]) -> Vec<(f32, f32)> {
        evals
            .iter()
            .enumerate()
            .map(|(ply, &v)| (self.x_of(ply), self.y_of(v)))
            .collect()
    }
}

/// Draws `chart` as a PNG.
pub fn render_eval_chart(chart: &EvalChart) -> Vec<u8> {
    let plan = plan_eval_chart(chart);
    let mut img = chart_canvas(&chart.title);
    let plot = Plot {
        x: (LEFT, RIGHT),
        y: (TOP, BOTTOM),
        plies: chart.evals.len().saturating_sub(1).max(1),
        bound: plan.bound,
    };
    // Black's half dark, White's half light, as their pieces.
    let (top_half, bottom_half) = (
        palette::BLACK_FACE.mix(palette::PLATE, 0.86),
        palette::WHITE_FACE.mix(palette::PLATE, 0.35),
    );
    let zero = plot.y_of(0);
    for x in LEFT as u32..=RIGHT as u32 {
        for y in TOP as u32..zero as u32 {
            draw::blend(&mut img, x as i32, y as i32, top_half, 1.0);
        }
        for y in zero as u32..=BOTTOM as u32 {
            draw::blend(&mut img, x as i32, y as i32, bottom_half, 1.0);
        }
    }
    for (value, label) in &plan.value_ticks {
        let grid = if *value == 0 { Grid::Axis } else { Grid::Line };
        value_tick(&mut img, (LEFT, RIGHT), plot.y_of(*value), label, grid);
    }
    for &ply in &plan.ply_ticks {
        let x = plot.x_of(ply);
        draw::line(&mut img, (x, BOTTOM), (x, BOTTOM + 5.0), 1.0, palette::LINE);
        font::draw_text(
            &mut img,
            Weight::Regular,
            TICK_SIZE,
            (x, BOTTOM + 20.0),
            Align::Centre,
            palette::COORDINATE,
            &ply.to_string(),
        );
    }
    // Who is ahead where, inside the plot's corners.
    font::draw_text(
        &mut img,
        Weight::Bold,
        TICK_SIZE,
        (LEFT + 8.0, TOP + 18.0),
        Align::Left,
        palette::COORDINATE,
        &format!("▲ {}", chart.black_ahead),
    );
    font::draw_text(
        &mut img,
        Weight::Bold,
        TICK_SIZE,
        (LEFT + 8.0, BOTTOM - 8.0),
        Align::Left,
        palette::COORDINATE,
        &format!("▼ {}", chart.white_ahead),
    );
    let points = plot.points(&chart.evals);
    for pair in points.windows(2) {
        draw::line(&mut img, pair[0], pair[1], 2.5, LINE_COLOUR);
    }
    if points.len() <= 40 {
        for &p in &points {
            draw::disc(&mut img, p, 3.5, LINE_COLOUR);
        }
    }
    for &ply in &chart.turning_points {
        if let Some(&(x, y)) = points.get(ply) {
            draw::line(&mut img, (x, TOP), (x, BOTTOM), 1.5, TURN_COLOUR);
            draw::disc(&mut img, (x, y), 6.0, TURN_COLOUR);
            draw::ring(&mut img, (x, y), 6.0, 1.5, palette::HIGHLIGHT_OUTLINE);
        }
    }
    // Below: the unit, and what the marks mean.
    let below = BOTTOM + 48.0;
    font::draw_text(
        &mut img,
        Weight::Regular,
        LEGEND_SIZE,
        (LEFT - 40.0, below),
        Align::Left,
        palette::COORDINATE,
        &chart.unit,
    );
    draw::disc(&mut img, (RIGHT - 8.0, below - 5.0), 6.0, TURN_COLOUR);
    font::draw_text(
        &mut img,
        Weight::Regular,
        LEGEND_SIZE,
        (RIGHT - 22.0, below),
        Align::Right,
        palette::COORDINATE,
        &chart.turning_label,
    );
    encode_png(&img)
}

/// The SVG chart's size (its own units; it scales to its box).
const SVG_WIDTH: f32 = 720.0;
const SVG_HEIGHT: f32 = 300.0;
const SVG_LEFT: f32 = 52.0;
const SVG_RIGHT: f32 = SVG_WIDTH - 16.0;
const SVG_TOP: f32 = 14.0;
const SVG_BOTTOM: f32 = SVG_HEIGHT - 52.0;

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

/// `chart` as an SVG document for a web page (the PNG's plan, colours and
/// marks; no title: the page heads it), `alt` its text alternative.
/// Without evaluations after a move there is nothing to draw: `None`.
pub fn render_eval_svg(chart: &EvalChart, alt: &str) -> Option<String> {
    use std::fmt::Write as _;
    if chart.evals.len() < 2 {
        return None;
    }
    let plan = plan_eval_chart(chart);
    let plot = Plot {
        x: (SVG_LEFT, SVG_RIGHT),
        y: (SVG_TOP, SVG_BOTTOM),
        plies: chart.evals.len() - 1,
        bound: plan.bound,
    };
    let esc = crate::escape;
    let text = hex(palette::COORDINATE);
    let mut out = String::with_capacity(8 * 1024);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SVG_WIDTH} {SVG_HEIGHT}" role="img" aria-labelledby="chart-title" class="eval-chart" font-family="system-ui, sans-serif"><title id="chart-title">{alt}</title><rect width="{SVG_WIDTH}" height="{SVG_HEIGHT}" rx="8" fill="{plate}"/>"#,
        alt = esc(alt),
        plate = hex(palette::PLATE),
    );
    let zero = plot.y_of(0);
    let _ = write!(
        out,
        r#"<rect x="{SVG_LEFT}" y="{SVG_TOP}" width="{w:.1}" height="{h1:.1}" fill="{top}"/><rect x="{SVG_LEFT}" y="{zero:.1}" width="{w:.1}" height="{h2:.1}" fill="{bottom}"/>"#,
        w = SVG_RIGHT - SVG_LEFT,
        h1 = zero - SVG_TOP,
        h2 = SVG_BOTTOM - zero,
        top = hex(palette::BLACK_FACE.mix(palette::PLATE, 0.86)),
        bottom = hex(palette::WHITE_FACE.mix(palette::PLATE, 0.35)),
    );
    for (value, label) in &plan.value_ticks {
        let y = plot.y_of(*value);
        let width = if *value == 0 { 1.5 } else { 0.6 };
        let _ = write!(
            out,
            r#"<line x1="{SVG_LEFT}" y1="{y:.1}" x2="{SVG_RIGHT}" y2="{y:.1}" stroke="{line}" stroke-width="{width}"/><text x="{lx:.1}" y="{ty:.1}" font-size="13" text-anchor="end" fill="{text}">{label}</text>"#,
            line = hex(palette::LINE),
            lx = SVG_LEFT - 6.0,
            ty = y + 4.5,
            label = esc(label),
        );
    }
    for &ply in &plan.ply_ticks {
        let x = plot.x_of(ply);
        let _ = write!(
            out,
            r#"<line x1="{x:.1}" y1="{SVG_BOTTOM}" x2="{x:.1}" y2="{b:.1}" stroke="{line}"/><text x="{x:.1}" y="{ty:.1}" font-size="13" text-anchor="middle" fill="{text}">{ply}</text>"#,
            line = hex(palette::LINE),
            b = SVG_BOTTOM + 5.0,
            ty = SVG_BOTTOM + 19.0,
        );
    }
    let _ = write!(
        out,
        r#"<text x="{x:.1}" y="{t:.1}" font-size="13" font-weight="bold" fill="{text}">▲ {black}</text><text x="{x:.1}" y="{b:.1}" font-size="13" font-weight="bold" fill="{text}">▼ {white}</text>"#,
        x = SVG_LEFT + 8.0,
        t = SVG_TOP + 16.0,
        b = SVG_BOTTOM - 7.0,
        black = esc(&chart.black_ahead),
        white = esc(&chart.white_ahead),
    );
    let points = plot.points(&chart.evals);
    let line: Vec<String> = points
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect();
    let _ = write!(
        out,
        r#"<polyline points="{}" fill="none" stroke="{}" stroke-width="2.5" stroke-linejoin="round"/>"#,
        line.join(" "),
        hex(LINE_COLOUR),
    );
    if points.len() <= 40 {
        for (x, y) in &points {
            let _ = write!(
                out,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="3.5" fill="{}"/>"#,
                hex(LINE_COLOUR)
            );
        }
    }
    for &ply in &chart.turning_points {
        if let Some(&(x, y)) = points.get(ply) {
            let _ = write!(
                out,
                r#"<line x1="{x:.1}" y1="{SVG_TOP}" x2="{x:.1}" y2="{SVG_BOTTOM}" stroke="{turn}" stroke-width="1.5"/><circle class="turning" data-ply="{ply}" cx="{x:.1}" cy="{y:.1}" r="6" fill="{turn}" stroke="{ring}" stroke-width="1.5"/>"#,
                turn = hex(TURN_COLOUR),
                ring = hex(palette::HIGHLIGHT_OUTLINE),
            );
        }
    }
    let below = SVG_BOTTOM + 42.0;
    let _ = write!(
        out,
        r#"<text x="{l:.1}" y="{below:.1}" font-size="14" fill="{text}">{unit}</text><circle cx="{c:.1}" cy="{cy:.1}" r="6" fill="{turn}"/><text x="{r:.1}" y="{below:.1}" font-size="14" text-anchor="end" fill="{text}">{turning}</text></svg>"#,
        l = SVG_LEFT - 40.0,
        c = SVG_RIGHT - 8.0,
        cy = below - 5.0,
        r = SVG_RIGHT - 20.0,
        turn = hex(TURN_COLOUR),
        unit = esc(&chart.unit),
        turning = esc(&chart.turning_label),
    );
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart(evals: Vec<i32>) -> EvalChart {
        EvalChart {
            title: "Abalone #7 · alice vs bob".into(),
            evals,
            turning_points: vec![],
            black_ahead: "alice (Black) ahead".into(),
            white_ahead: "bob (White) ahead".into(),
            unit: "marbles".into(),
            turning_label: "turning point".into(),
        }
    }

    #[test]
    fn the_scale_is_symmetric_round_and_at_least_one_unit() {
        let quiet = plan_eval_chart(&chart(vec![0, 5, -3]));
        assert_eq!(quiet.bound, 100);
        assert_eq!(quiet.value_ticks.first().unwrap().1, "−1");
        assert_eq!(quiet.value_ticks.last().unwrap().1, "+1");
        let decided = plan_eval_chart(&chart(vec![0, 250, -1000]));
        assert_eq!(decided.bound, 1000);
        assert!(decided.value_ticks.iter().any(|(v, t)| *v == 0 && t == "0"));
        assert!(decided.value_ticks.len() <= 9);
        let long = plan_eval_chart(&chart(vec![0; 151]));
        assert_eq!(long.ply_ticks.first(), Some(&0));
        assert!(long.ply_ticks.len() <= 9 && *long.ply_ticks.last().unwrap() <= 150);
    }

    #[test]
    fn the_svg_chart_draws_every_ply_and_its_turning_points() {
        let mut c = chart(vec![0, 40, -120, 300, 250]);
        c.turning_points = vec![3];
        let svg = render_eval_svg(&c, "alt <text>").unwrap();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("<title id=\"chart-title\">alt &lt;text&gt;</title>"));
        let line = svg.split("<polyline points=\"").nth(1).unwrap();
        let line = &line[..line.find('"').unwrap()];
        assert_eq!(line.split(' ').count(), 5);
        assert_eq!(svg.matches("class=\"turning\"").count(), 1);
        assert!(svg.contains("data-ply=\"3\""));
        // Nothing to draw before a move is analysed.
        assert_eq!(render_eval_svg(&chart(vec![0]), "alt"), None);
    }

    #[test]
    fn signed_values_read_as_units() {
        assert_eq!(signed(200), "+2");
        assert_eq!(signed(-150), "−1.5");
        assert_eq!(signed(0), "0");
    }

    /// The four states looked at by eye: `EVAL_CHART_DIR=/tmp cargo test eval_chart`.
    #[test]
    fn charts_of_short_long_won_and_drawn_games_are_pictures() {
        let wave = |n: usize, f: &dyn Fn(usize) -> i32| (0..=n).map(f).collect::<Vec<i32>>();
        let cases = [
            (
                "short",
                wave(12, &|i| {
                    [0, 5, -10, 20, 15, 140, 130, 120, 260, 250, 400, 380, 1000][i]
                }),
                vec![5, 8],
            ),
            (
                "long-white-wins",
                wave(150, &|i| {
                    (i as i32 * 7 % 60) - 30 - (i as i32 * i as i32) / 30
                }),
                vec![97, 120],
            ),
            (
                "black-wins",
                wave(60, &|i| (i as i32 * 9) % 80 + i as i32 * 8),
                vec![44],
            ),
            (
                "balanced-draw",
                wave(90, &|i| ((i as f64 / 7.0).sin() * 45.0) as i32),
                vec![],
            ),
        ];
        for (name, evals, turning) in cases {
            let mut c = chart(evals);
            c.turning_points = turning;
            let png = render_eval_chart(&c);
            let img = image::load_from_memory(&png).unwrap();
            assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
            if let Some(dir) = std::env::var_os("EVAL_CHART_DIR") {
                std::fs::write(
                    std::path::Path::new(&dir).join(format!("eval-{name}.png")),
                    png,
                )
                .unwrap();
            }
        }
    }
}
