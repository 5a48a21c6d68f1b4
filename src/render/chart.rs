//! The rating-history chart of `/stats`: one line per game id, rating over
//! time, on the same wooden palette as the boards.

use image::RgbaImage;

use super::draw::{self, Rgb};
use super::encode_png;
use super::font::{self, Align, Weight};
use super::palette;

const WIDTH: u32 = 720;
const HEIGHT: u32 = 360;

/// Where the lines are drawn, in pixels: room is left for the title at the
/// top, the rating axis on the left and the legend at the bottom.
struct Plot {
    left: f32,
    right: f32,
    top: f32,
    bottom: f32,
}

const PLOT: Plot = Plot {
    left: 64.0,
    right: WIDTH as f32 - 16.0,
    top: 40.0,
    bottom: HEIGHT as f32 - 64.0,
};

/// One line of the chart: a name and its points, `(time, rating)` in time order.
pub struct Series {
    pub name: String,
    pub points: Vec<(i64, f64)>,
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

/// Draws `series` (at most six are shown) as a PNG titled `title`.
pub fn render_rating_chart(title: &str, series: &[Series]) -> Vec<u8> {
    let mut img = RgbaImage::new(WIDTH, HEIGHT);
    draw::fill(&mut img, palette::PLATE);
    font::draw_text(
        &mut img,
        Weight::Bold,
        20.0,
        (PLOT.left, 26.0),
        Align::Left,
        palette::COORDINATE,
        title,
    );
    let points = series.iter().flat_map(|s| s.points.iter());
    let (t0, t1) = points
        .clone()
        .fold((i64::MAX, i64::MIN), |(a, b), &(t, _)| (a.min(t), b.max(t)));
    let (r0, r1) = points.fold((f64::MAX, f64::MIN), |(a, b), &(_, r)| (a.min(r), b.max(r)));
    if t0 > t1 {
        return encode_png(&img);
    }
    // Whole hundreds around the ratings, at least 200 apart.
    let low = (r0 / 100.0).floor() * 100.0;
    let high = ((r1 / 100.0).ceil() * 100.0).max(low + 200.0);
    let x_of = |t: i64| {
        let span = (t1 - t0).max(1) as f32;
        PLOT.left + (t - t0) as f32 / span * (PLOT.right - PLOT.left)
    };
    let y_of = |r: f64| PLOT.bottom - ((r - low) / (high - low)) as f32 * (PLOT.bottom - PLOT.top);
    let mut rating = low;
    while rating <= high {
        let y = y_of(rating);
        draw::line(
            &mut img,
            (PLOT.left, y),
            (PLOT.right, y),
            1.0,
            palette::SURROUND,
        );
        let label = format!("{rating:.0}");
        font::draw_text(
            &mut img,
            Weight::Regular,
            13.0,
            (PLOT.left - 8.0, y),
            Align::Right,
            palette::COORDINATE,
            &label,
        );
        rating += 100.0;
    }
    for (i, (s, colour)) in series.iter().zip(LINE_COLOURS).enumerate() {
        let placed: Vec<(f32, f32)> = s.points.iter().map(|&(t, r)| (x_of(t), y_of(r))).collect();
        for pair in placed.windows(2) {
            draw::line(&mut img, pair[0], pair[1], 2.5, colour);
        }
        for &p in &placed {
            draw::disc(&mut img, p, 3.5, colour);
        }
        let legend = (
            PLOT.left + (i as f32 % 3.0) * 210.0,
            HEIGHT as f32 - 38.0 + (i / 3) as f32 * 20.0,
        );
        draw::line(&mut img, legend, (legend.0 + 18.0, legend.1), 3.0, colour);
        font::draw_text(
            &mut img,
            Weight::Regular,
            14.0,
            (legend.0 + 24.0, legend.1 + 5.0),
            Align::Left,
            palette::COORDINATE,
            &s.name,
        );
    }
    encode_png(&img)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chart_is_a_png_with_the_lines_in_their_colours() {
        let series = [
            Series {
                name: "abande-hex".into(),
                points: vec![(0, 1500.0), (100, 1620.0), (200, 1580.0)],
            },
            Series {
                name: "abalone".into(),
                points: vec![(50, 1400.0), (150, 1450.0)],
            },
        ];
        let png = render_rating_chart("Ratings of alice", &series);
        let img = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
        for colour in &LINE_COLOURS[..2] {
            let found = img.pixels().any(|p| p.0 == [colour.0, colour.1, colour.2]);
            assert!(found, "a line in {colour:?}");
        }
        assert!(
            !img.pixels()
                .any(|p| p.0 == [LINE_COLOURS[2].0, LINE_COLOURS[2].1, LINE_COLOURS[2].2])
        );
    }
}
