//! What both charts share (the rating chart of `/stats` and the
//! evaluation chart of `/analyse`): their size, the plate with the title
//! band as above the boards, the value grid, and how far apart ticks go.

use image::RgbaImage;

use super::draw;
use super::font::{self, Align, Weight, ellipsize};
use super::palette;

/// Both charts' size.
pub(super) const WIDTH: u32 = 720;
pub(super) const HEIGHT: u32 = 420;
/// The dark band with the title, as above the boards.
pub(super) const HEADER: u32 = 52;
const TITLE_SIZE: f32 = 24.0;
pub(super) const TICK_SIZE: f32 = 14.0;
pub(super) const LEGEND_SIZE: f32 = 15.0;

/// The first step from `least` up among `mantissas` (ascending, in
/// [1, 10)) times a power of ten for which `fits` holds: 1, 2, 5, 10, 20
/// ... for `[1.0, 2.0, 5.0]`.
pub(super) fn tick_step(least: f64, mantissas: &[f64], fits: impl Fn(f64) -> bool) -> f64 {
    let mut power = 10f64.powf(least.log10().floor());
    // Past 10^15 nothing finite is left to fit (a NaN span never fits).
    while power < 1e15 {
        for &m in mantissas {
            let step = m * power;
            if step >= least && fits(step) {
                return step;
            }
        }
        power *= 10.0;
    }
    power
}

/// A chart's picture: the plate, and the dark band with the title as
/// above the boards.
pub(super) fn chart_canvas(title: &str) -> RgbaImage {
    let mut img = RgbaImage::new(WIDTH, HEIGHT);
    draw::fill(&mut img, palette::PLATE);
    draw::fill_rect(&mut img, (0, 0, WIDTH, HEADER), palette::PANEL);
    let title = ellipsize(Weight::Bold, TITLE_SIZE, title, WIDTH as f32 - 48.0);
    font::draw_text(
        &mut img,
        Weight::Bold,
        TITLE_SIZE,
        (24.0, HEADER as f32 / 2.0 + 0.365 * TITLE_SIZE),
        Align::Left,
        palette::PANEL_TEXT,
        &title,
    );
    img
}

/// How a value's grid line is drawn across the plot.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Grid {
    Line,
    /// The line values are read from (an evaluation's zero).
    Axis,
}

/// A value's grid line from `left` to `right` at height `y`, labelled
/// with `label` left of the plot.
pub(super) fn value_tick(
    img: &mut RgbaImage,
    (left, right): (f32, f32),
    y: f32,
    label: &str,
    grid: Grid,
) {
    let (width, colour) = match grid {
        Grid::Line => (1.0, palette::SURROUND),
        Grid::Axis => (1.5, palette::LINE),
    };
    draw::line(img, (left, y), (right, y), width, colour);
    font::draw_text(
        img,
        Weight::Regular,
        TICK_SIZE,
        (left - 8.0, y + 0.36 * TICK_SIZE),
        Align::Right,
        palette::COORDINATE,
        label,
    );
}
