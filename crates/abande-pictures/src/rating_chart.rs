//! The rating-history chart of `/stats`: per game id, the rating over time
//! as a line from the start rating, its deviation as a shaded band, dates
//! along the bottom and the rating scale on the left, in the boards' look.
//!
//! Everything written and every point's place is decided first by [`plan`]
//! (pure, tested); drawing only follows the plan.

use image::RgbaImage;

use super::chart_frame::{
    Grid, HEIGHT, LEGEND_SIZE, TICK_SIZE, WIDTH, chart_canvas, tick_step, value_tick,
};
use super::draw::{self, Rgb};
use super::encode_png;
use super::font::{self, Align, Weight, ellipsize, text_width};
use super::palette;
use crate::Words;

/// Up to this many rated games, one point per game; beyond, one per day.
pub const MAX_GAME_POINTS: usize = 60;
/// Points are marked with dots only while they stay apart.
const MAX_DOTS: usize = 40;
/// Least room between the starts of two date labels, in pixels.
const DATE_GAP: f32 = 96.0;
/// At most this many rating ticks on the left.
const MAX_RATING_TICKS: usize = 8;
const DAY_SECS: i64 = time::Duration::DAY.whole_seconds();

/// Where the lines are drawn, in pixels: room is left for the header at
/// the top, the rating scale on the left, the dates and the legend below.
struct Plot {
    left: f32,
    right: f32,
    top: f32,
    bottom: f32,
}

const PLOT: Plot = Plot {
    left: 64.0,
    right: WIDTH as f32 - 28.0,
    top: super::chart_frame::HEADER as f32 + 22.0,
    bottom: HEIGHT as f32 - 84.0,
};

/// A rating and its deviation (Glicko-2's RD) after a rated game, at `at`
/// (Unix seconds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    pub at: i64,
    pub rating: f64,
    pub deviation: f64,
}

/// One line of the chart: a name and the ratings after each rated game,
/// oldest first.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    pub points: Vec<RatingPoint>,
}

/// Distinct line colours that read on the plate and for colour-blind eyes.
const LINE_COLOURS: [Rgb; 6] = [
    Rgb(0, 90, 181),
    Rgb(220, 50, 32),
    Rgb(26, 133, 55),
    Rgb(148, 0, 170),
    Rgb(40, 40, 40),
    Rgb(200, 120, 0),
];

/// A point placed on the chart: its column (0 is the start) and values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub slot: usize,
    pub rating: f64,
    pub deviation: f64,
}

/// What the chart will show, decided before drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartPlan {
    /// Columns along the time axis: the start, then each game or day that
    /// has a point in any line, in time order, evenly spaced.
    pub slots: usize,
    /// One point per day (rather than per game) in every line.
    pub per_day: bool,
    /// Per series (at most six), its points from the start rating on.
    pub lines: Vec<Vec<Placed>>,
    /// The rating scale: its bounds and labelled values.
    pub low: f64,
    pub high: f64,
    pub rating_ticks: Vec<(f64, String)>,
    /// Labelled columns: "start", then dates ("3 Mar 2025", "12 Mar").
    pub date_ticks: Vec<(usize, String)>,
    /// Per series: "abande-hex 1623 ± 62".
    pub legend: Vec<String>,
}

/// The date (year, month 1-12, day 1-31) of a day counted from
/// 1970-01-01, in the `time` crate's calendar; days beyond its years
/// ±9999 are clamped to its ends.
fn date_of_day(days: i64) -> (i64, u32, u32) {
    /// The Julian day number of 1970-01-01.
    const UNIX_EPOCH_JULIAN_DAY: i64 = 2_440_588;
    let julian = days.saturating_add(UNIX_EPOCH_JULIAN_DAY);
    let date = i32::try_from(julian)
        .ok()
        .and_then(|julian| time::Date::from_julian_day(julian).ok())
        .unwrap_or(if days < 0 {
            time::Date::MIN
        } else {
            time::Date::MAX
        });
    (
        i64::from(date.year()),
        u32::from(u8::from(date.month())),
        u32::from(date.day()),
    )
}

/// The UTC day of a time, for bucketing and dates.
fn day_of(at: i64) -> i64 {
    at.div_euclid(DAY_SECS)
}

fn date_text(day: i64, with_year: bool, words: &dyn Words) -> String {
    let (year, month, day) = date_of_day(day);
    words.chart_date(day, month, with_year.then_some(year))
}

/// A whole step for the rating scale that keeps it within
/// [`MAX_RATING_TICKS`] labels: 25, 50, 100, 200, 250, 500, 1000 ...
fn rating_step(span: f64) -> f64 {
    tick_step(25.0, &[1.0, 2.0, 2.5, 5.0], |step| {
        span / step < MAX_RATING_TICKS as f64
    })
}

/// The x pixel of column `slot` of `slots`.
fn x_of(slot: usize, slots: usize) -> f32 {
    if slots <= 1 {
        return (PLOT.left + PLOT.right) / 2.0;
    }
    PLOT.left + slot as f32 / (slots - 1) as f32 * (PLOT.right - PLOT.left)
}

/// Plans the chart of `series`, each line starting from `start` (rating,
/// deviation) before its first game.
pub fn plan(start: (f64, f64), series: &[Series], words: &dyn Words) -> ChartPlan {
    let series = &series[..series.len().min(LINE_COLOURS.len())];
    let games: usize = series.iter().map(|s| s.points.len()).sum();
    let per_day = games > MAX_GAME_POINTS;
    // Each point's key on the time axis: its own time, or its day.
    let key = |p: &RatingPoint| if per_day { day_of(p.at) } else { p.at };
    // Per series, the points kept: with one per day, the day's last.
    let kept: Vec<Vec<RatingPoint>> = series
        .iter()
        .map(|s| {
            let mut out: Vec<RatingPoint> = Vec::with_capacity(s.points.len());
            for p in &s.points {
                match out.last_mut() {
                    Some(last) if per_day && key(last) == key(p) => *last = *p,
                    _ => out.push(*p),
                }
            }
            out
        })
        .collect();
    let mut keys: Vec<i64> = kept.iter().flatten().map(key).collect();
    keys.sort_unstable();
    keys.dedup();
    // Column 0 is the start; games at one instant share a column.
    let slot_of = |p: &RatingPoint| 1 + keys.partition_point(|&k| k < key(p));
    let (start_rating, start_deviation) = start;
    let lines: Vec<Vec<Placed>> = kept
        .iter()
        .map(|points| {
            std::iter::once(Placed {
                slot: 0,
                rating: start_rating,
                deviation: start_deviation,
            })
            .chain(points.iter().map(|p| Placed {
                slot: slot_of(p),
                rating: p.rating,
                deviation: p.deviation,
            }))
            .collect()
        })
        .collect();
    let slots = keys.len() + 1;

    let (min, max) = lines.iter().flatten().fold(
        (
            start_rating - start_deviation,
            start_rating + start_deviation,
        ),
        |(lo, hi), p| {
            (
                lo.min(p.rating - p.deviation),
                hi.max(p.rating + p.deviation),
            )
        },
    );
    let step = rating_step(max - min);
    let low = (min / step).floor() * step;
    let high = ((max / step).ceil() * step).max(low + step);
    let rating_ticks = (0..)
        .map(|i| low + f64::from(i) * step)
        .take_while(|r| *r <= high + 0.5)
        .map(|r| (r, format!("{r:.0}")))
        .collect();

    // Dates under the columns where the day changes, far enough apart,
    // always under the last column; the year on the first date and where
    // it changes.
    let days: Vec<i64> = keys
        .iter()
        .map(|&k| if per_day { k } else { day_of(k) })
        .collect();
    let mut candidates: Vec<usize> = (0..days.len())
        .filter(|&i| i == 0 || days[i] != days[i - 1])
        .map(|i| i + 1)
        .collect();
    let last = slots - 1;
    if candidates.last() != Some(&last) && last > 0 {
        // The last day's first column is moved to the last column itself.
        if candidates
            .last()
            .is_some_and(|&c| days[c - 1] == days[last - 1])
        {
            candidates.pop();
        }
        candidates.push(last);
    }
    let start_word = words.chart_start();
    let mut chosen = vec![0];
    let width_of = |slot: usize| x_of(slot, slots);
    for (n, &slot) in candidates.iter().enumerate() {
        let is_last = n + 1 == candidates.len();
        let after_previous = chosen
            .last()
            .is_none_or(|&prev| width_of(slot) - width_of(prev) >= DATE_GAP);
        let before_last = is_last || width_of(last) - width_of(slot) >= DATE_GAP;
        if after_previous && before_last {
            chosen.push(slot);
        } else if is_last {
            // The last date matters most: it replaces a crowded neighbour.
            if chosen.len() > 1 {
                chosen.pop();
            }
            chosen.push(slot);
        }
    }
    let mut date_ticks = Vec::with_capacity(chosen.len());
    let mut previous_year = None;
    for slot in chosen {
        if slot == 0 {
            date_ticks.push((0, start_word.clone()));
            continue;
        }
        let day = days[slot - 1];
        let year = date_of_day(day).0;
        date_ticks.push((slot, date_text(day, previous_year != Some(year), words)));
        previous_year = Some(year);
    }

    let legend = series
        .iter()
        .zip(&lines)
        .map(|(s, line)| match line.last() {
            Some(p) => format!("{} {:.0} ± {:.0}", s.name, p.rating, p.deviation),
            None => s.name.clone(),
        })
        .collect();
    ChartPlan {
        slots,
        per_day,
        lines,
        low,
        high,
        rating_ticks,
        date_ticks,
        legend,
    }
}

/// Draws `series` (at most six are shown) as a PNG titled `title`, each
/// line from `start` (rating, deviation), with `words` in the reader's
/// language.
pub fn render_rating_chart(
    title: &str,
    start: (f64, f64),
    series: &[Series],
    words: &dyn Words,
) -> Vec<u8> {
    let plan = plan(start, series, words);
    let mut img = chart_canvas(title);
    let y_of = |r: f64| {
        PLOT.bottom - ((r - plan.low) / (plan.high - plan.low)) as f32 * (PLOT.bottom - PLOT.top)
    };
    let x_of = |slot: usize| x_of(slot, plan.slots);
    for (rating, label) in &plan.rating_ticks {
        let y = y_of(*rating);
        value_tick(&mut img, (PLOT.left, PLOT.right), y, label, Grid::Line);
    }
    for (slot, label) in &plan.date_ticks {
        let x = x_of(*slot);
        draw::line(
            &mut img,
            (x, PLOT.top),
            (x, PLOT.bottom + 5.0),
            1.0,
            palette::SURROUND,
        );
        // Keep the first and last labels inside the picture.
        let half = text_width(Weight::Regular, TICK_SIZE, label) / 2.0;
        let centre = x.clamp(8.0 + half, WIDTH as f32 - 8.0 - half);
        font::draw_text(
            &mut img,
            Weight::Regular,
            TICK_SIZE,
            (centre, PLOT.bottom + 20.0),
            Align::Centre,
            palette::COORDINATE,
            label,
        );
    }
    draw::line(
        &mut img,
        (PLOT.left, PLOT.bottom),
        (PLOT.right, PLOT.bottom),
        1.5,
        palette::LINE,
    );
    // Bands first, so every line stays on top of every band.
    for (line, colour) in plan.lines.iter().zip(LINE_COLOURS) {
        let placed: Vec<(f32, f32, f32)> = line
            .iter()
            .map(|p| {
                (
                    x_of(p.slot),
                    y_of(p.rating + p.deviation),
                    y_of(p.rating - p.deviation),
                )
            })
            .collect();
        shade_band(&mut img, &placed, colour);
    }
    let dots = plan.slots <= MAX_DOTS;
    for (line, colour) in plan.lines.iter().zip(LINE_COLOURS) {
        let placed: Vec<(f32, f32)> = line
            .iter()
            .map(|p| (x_of(p.slot), y_of(p.rating)))
            .collect();
        for pair in placed.windows(2) {
            draw::line(&mut img, pair[0], pair[1], 2.5, colour);
        }
        for (i, &p) in placed.iter().enumerate() {
            if dots || i + 1 == placed.len() {
                draw::disc(&mut img, p, 4.0, colour);
            }
        }
    }
    draw_legend(&mut img, &plan.legend, words);
    encode_png(&img)
}

/// The deviation band of one line, column by column between its points:
/// `(x, top, bottom)` per point.
fn shade_band(img: &mut RgbaImage, placed: &[(f32, f32, f32)], colour: Rgb) {
    for pair in placed.windows(2) {
        let ((x0, t0, b0), (x1, t1, b1)) = (pair[0], pair[1]);
        let (from, to) = (x0.round() as i32, x1.round() as i32);
        // Each column once: the next pair starts after this one's end.
        for x in from..to.max(from + 1) {
            let f = if to > from {
                (x - from) as f32 / (to - from) as f32
            } else {
                0.0
            };
            let top = t0 + (t1 - t0) * f;
            let bottom = b0 + (b1 - b0) * f;
            for y in top.round() as i32..=bottom.round() as i32 {
                draw::blend(img, x, y, colour, 0.16);
            }
        }
    }
}

/// Below the dates: each line's colour and name with its current rating,
/// then what the band means.
fn draw_legend(img: &mut RgbaImage, legend: &[String], words: &dyn Words) {
    let top = PLOT.bottom + 50.0;
    let column = (WIDTH as f32 - 2.0 * PLOT.left + 40.0) / 3.0;
    for (i, (text, colour)) in legend.iter().zip(LINE_COLOURS).enumerate() {
        let at = (
            PLOT.left - 40.0 + (i % 3) as f32 * column,
            top + (i / 3) as f32 * 22.0,
        );
        draw::rounded_rect(
            img,
            (at.0, at.1 - 7.0, at.0 + 22.0, at.1 + 7.0),
            4.0,
            colour.mix(palette::PLATE, 0.75),
        );
        draw::line(img, (at.0, at.1), (at.0 + 22.0, at.1), 3.0, colour);
        let text = ellipsize(Weight::Regular, LEGEND_SIZE, text, column - 36.0);
        font::draw_text(
            img,
            Weight::Regular,
            LEGEND_SIZE,
            (at.0 + 30.0, at.1 + 0.365 * LEGEND_SIZE),
            Align::Left,
            palette::COORDINATE,
            &text,
        );
    }
    let rows = legend.len().div_ceil(3).max(1) as f32;
    font::draw_text(
        img,
        Weight::Regular,
        TICK_SIZE - 1.0,
        (WIDTH as f32 - 16.0, top + rows * 22.0),
        Align::Right,
        palette::LINE,
        &words.chart_band(),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::English;

    const START: (f64, f64) = (1500.0, 350.0);
    /// 2025-03-03 at noon, UTC.
    const MARCH_3: i64 = 20_150 * DAY_SECS + 12 * 3600;

    /// `games` rated games, `per_day` a day, from 3 March 2025, climbing
    /// and settling as Glicko-2 does.
    fn history(games: usize, per_day: usize) -> Series {
        let points = (0..games)
            .map(|i| RatingPoint {
                at: MARCH_3 + (i / per_day) as i64 * DAY_SECS + (i % per_day) as i64 * 60,
                rating: 1500.0 + 200.0 * (1.0 - (-(i as f64) / 30.0).exp()) + (i % 7) as f64 * 6.0,
                deviation: 60.0 + 230.0 * (-(i as f64) / 8.0).exp(),
            })
            .collect();
        Series {
            name: "abande-hex".into(),
            points,
        }
    }

    /// Abande hex and Abalone lines, each `(games, per_day)`.
    fn hex_and_abalone(hex: (usize, usize), abalone: (usize, usize)) -> [Series; 2] {
        [
            history(hex.0, hex.1),
            Series {
                name: "abalone".into(),
                ..history(abalone.0, abalone.1)
            },
        ]
    }

    #[test]
    fn days_become_calendar_dates() {
        assert_eq!(date_of_day(0), (1970, 1, 1));
        assert_eq!(date_of_day(-1), (1969, 12, 31));
        assert_eq!(date_of_day(11_016), (2000, 2, 29));
        assert_eq!(date_of_day(20_150), (2025, 3, 3));
    }

    #[test]
    fn one_game_is_a_line_from_the_start_rating_with_its_date() {
        let plan = plan(START, &[history(1, 1)], &English);
        assert_eq!(plan.slots, 2);
        assert!(!plan.per_day);
        let line = &plan.lines[0];
        assert_eq!(line.len(), 2);
        assert_eq!(
            line[0],
            Placed {
                slot: 0,
                rating: 1500.0,
                deviation: 350.0
            }
        );
        assert_eq!(line[1].slot, 1);
        assert_eq!(
            plan.date_ticks,
            vec![(0, "start".to_string()), (1, "3 Mar 2025".to_string())]
        );
        assert_eq!(plan.legend, vec!["abande-hex 1500 ± 290".to_string()]);
    }

    #[test]
    fn the_rating_scale_covers_every_band_in_whole_steps() {
        for games in [1, 2, 10, 500] {
            let plan = plan(START, &[history(games, 3)], &English);
            let labels: Vec<&str> = plan.rating_ticks.iter().map(|(_, l)| l.as_str()).collect();
            assert!(
                labels.len() >= 2 && labels.len() <= MAX_RATING_TICKS + 1,
                "{labels:?}"
            );
            // The start's band, 1150 to 1850, is on the scale.
            assert!(
                plan.low <= 1150.0 && plan.high >= 1850.0,
                "{games}: {labels:?}"
            );
            let steps: Vec<f64> = plan
                .rating_ticks
                .windows(2)
                .map(|w| w[1].0 - w[0].0)
                .collect();
            assert!(steps.windows(2).all(|w| w[0] == w[1]), "{labels:?}");
        }
        let plan = plan(START, &[history(1, 1)], &English);
        let labels: Vec<&str> = plan.rating_ticks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(
            labels,
            [
                "1100", "1200", "1300", "1400", "1500", "1600", "1700", "1800", "1900"
            ]
        );
    }

    #[test]
    fn many_games_are_one_point_per_day_from_the_start() {
        // 500 games, 3 a day: 167 days.
        let plan = plan(START, &[history(500, 3)], &English);
        assert!(plan.per_day);
        assert_eq!(plan.lines[0].len(), 167 + 1);
        assert_eq!(plan.slots, 168);
        assert_eq!(plan.lines[0][0].slot, 0);
        assert_eq!(plan.lines[0][0].rating, 1500.0);
        // Each day's point is its last game's rating.
        let last = history(500, 3).points[499];
        assert_eq!(plan.lines[0][167].rating, last.rating);
        // Up to the threshold, one point per game.
        let plan = super::plan(START, &[history(MAX_GAME_POINTS, 3)], &English);
        assert!(!plan.per_day);
        assert_eq!(plan.lines[0].len(), MAX_GAME_POINTS + 1);
    }

    #[test]
    fn date_labels_stay_apart_and_the_last_day_is_labelled() {
        for (games, per_day) in [
            (1, 1),
            (2, 1),
            (2, 2),
            (10, 1),
            (10, 4),
            (60, 1),
            (500, 3),
            (500, 1),
        ] {
            let plan = plan(START, &[history(games, per_day)], &English);
            let slots: Vec<usize> = plan.date_ticks.iter().map(|(s, _)| *s).collect();
            assert_eq!(slots.first(), Some(&0), "{games}/{per_day}");
            assert_eq!(
                slots.last(),
                Some(&(plan.slots - 1)),
                "{games}/{per_day}: {slots:?}"
            );
            for pair in slots.windows(2) {
                let gap = x_of(pair[1], plan.slots) - x_of(pair[0], plan.slots);
                assert!(gap >= DATE_GAP, "{games}/{per_day}: {:?}", plan.date_ticks);
            }
            // The year is written once, on the first date.
            let with_year = plan
                .date_ticks
                .iter()
                .filter(|(_, l)| l.contains("2025"))
                .count();
            assert_eq!(with_year, 1, "{:?}", plan.date_ticks);
        }
    }

    /// German as the bot's catalogue has it, for the chart's words only.
    #[derive(Debug)]
    struct German;

    impl Words for German {
        fn chart_start(&self) -> String {
            "Start".into()
        }
        fn chart_date(&self, day: u32, month: u32, year: Option<i64>) -> String {
            let month = ["Jan.", "Feb.", "März"][month as usize - 1];
            match year {
                Some(year) => format!("{day}. {month} {year}"),
                None => format!("{day}. {month}"),
            }
        }
        fn chart_band(&self) -> String {
            English.chart_band()
        }
        fn black_wins(&self, moves: usize) -> String {
            English.black_wins(moves)
        }
        fn white_wins(&self, moves: usize) -> String {
            English.white_wins(moves)
        }
        fn drawn(&self, moves: usize) -> String {
            English.drawn(moves)
        }
        fn move_number(&self, number: usize) -> String {
            English.move_number(number)
        }
        fn move_number_last(&self, number: usize, last: &str) -> String {
            English.move_number_last(number, last)
        }
        fn time(&self, clock: &str) -> String {
            English.time(clock)
        }
        fn in_hand(&self, count: u8) -> String {
            English.in_hand(count)
        }
        fn score(&self, score: u32) -> String {
            English.score(score)
        }
        fn pushed_off(&self, count: u8) -> String {
            English.pushed_off(count)
        }
        fn winner(&self) -> String {
            English.winner()
        }
        fn to_move(&self) -> String {
            English.to_move()
        }
        fn aborted(&self) -> String {
            English.aborted()
        }
        fn end_points(&self, winner: &str, won: u32, lost: u32) -> String {
            English.end_points(winner, won, lost)
        }
        fn end_points_draw(&self, score: u32) -> String {
            English.end_points_draw(score)
        }
        fn end_marbles(&self, winner: &str, count: u8) -> String {
            English.end_marbles(winner, count)
        }
        fn end_won(&self, winner: &str) -> String {
            English.end_won(winner)
        }
        fn end_draw(&self) -> String {
            English.end_draw()
        }
        fn end_resigned(&self, loser: &str, winner: &str) -> String {
            English.end_resigned(loser, winner)
        }
        fn end_timeout(&self, loser: &str, winner: &str) -> String {
            English.end_timeout(loser, winner)
        }
        fn end_agreed(&self) -> String {
            English.end_agreed()
        }
        fn end_adjudicated_win(&self, winner: &str) -> String {
            English.end_adjudicated_win(winner)
        }
        fn end_adjudicated_draw(&self) -> String {
            English.end_adjudicated_draw()
        }
        fn end_aborted(&self) -> String {
            English.end_aborted()
        }
        fn end_over(&self) -> String {
            English.end_over()
        }
    }

    /// The dates are the caller's words (the bot's German catalogue is
    /// checked in `src/words/pictures.rs`).
    #[test]
    fn dates_are_in_the_players_language() {
        let plan = plan(START, &[history(1, 1)], &German);
        assert_eq!(
            plan.date_ticks,
            vec![(0, "Start".to_string()), (1, "3. März 2025".to_string())]
        );
    }

    #[test]
    fn a_new_year_is_written_on_its_first_date() {
        let series = Series {
            name: "abalone".into(),
            points: [20_087, 20_088, 20_089]
                .map(|day: i64| RatingPoint {
                    at: day * DAY_SECS,
                    rating: 1500.0,
                    deviation: 200.0,
                })
                .to_vec(),
        };
        // 30 Dec 2024, 31 Dec 2024, 1 Jan 2025: the three columns are wide
        // apart, so each is labelled.
        let plan = plan(START, &[series], &English);
        let labels: Vec<&str> = plan.date_ticks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(labels, ["start", "30 Dec 2024", "31 Dec", "1 Jan 2025"]);
    }

    #[test]
    fn lines_of_several_games_share_the_time_axis() {
        let hex = history(3, 1);
        let abalone = Series {
            name: "abalone".into(),
            points: vec![RatingPoint {
                at: MARCH_3 + DAY_SECS + 30,
                rating: 1480.0,
                deviation: 300.0,
            }],
        };
        let plan = plan(START, &[hex, abalone], &English);
        assert_eq!(plan.slots, 5);
        let slots: Vec<usize> = plan.lines[1].iter().map(|p| p.slot).collect();
        assert_eq!(slots, [0, 3]);
    }

    #[test]
    fn a_chart_is_a_png_with_the_lines_in_their_colours() {
        let series = hex_and_abalone((10, 2), (4, 1));
        let png = render_rating_chart("Ratings of alice", START, &series, &English);
        let img = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
        let has = |c: Rgb| img.pixels().any(|p| p.0 == [c.0, c.1, c.2]);
        assert!(has(LINE_COLOURS[0]) && has(LINE_COLOURS[1]));
        assert!(!has(LINE_COLOURS[2]));
    }

    /// The charts looked at by eye:
    /// `cargo test --lib render::chart::tests::write_charts -- --ignored`
    /// writes `/tmp/charts` (or `CHARTS_DIR`).
    #[test]
    #[ignore = "writes files; run by hand to look at the pictures"]
    fn write_charts() {
        let dir = crate::tests::pictures_dir("CHARTS_DIR", "/tmp/charts");
        for (games, per_day) in [(1, 1), (2, 1), (10, 2), (500, 3)] {
            let png = render_rating_chart(
                "Ratings of alice",
                START,
                &[history(games, per_day)],
                &English,
            );
            std::fs::write(dir.join(format!("{games}.png")), png).unwrap();
        }
        let two = hex_and_abalone((40, 2), (12, 1));
        let png = render_rating_chart("Ratings of alice", START, &two, &English);
        std::fs::write(dir.join("two-games.png"), png).unwrap();
    }
}
