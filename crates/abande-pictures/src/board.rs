//! The empty board: wooden plate with its lines (Abande) or the tray with
//! its holes (Abalone), and the coordinates around it.

use image::RgbaImage;

use super::draw::{self, Rgb};
use super::font::{self, Align, Weight};
use super::layout::Layout;
use super::palette;
use abande_rules::abande::Board;
use abande_rules::{Family, GameKind, PointId, Setup, Topology};

pub fn draw_board(img: &mut RgbaImage, kind: GameKind, layout: &Layout) {
    let t = kind.topology();
    match kind.family() {
        Family::Abande => draw_lines(img, t, layout),
        Family::Abalone => draw_tray(img, t, layout),
    }
    for (at, text) in coordinates(kind, layout) {
        label(img, layout, at, &text);
    }
}

/// Convex hull of the board's points in pixels (monotone chain).
pub(crate) fn hull(t: &Topology, layout: &Layout) -> Vec<(f32, f32)> {
    let mut pts: Vec<(f32, f32)> = t.points().map(|p| layout.point(t, p)).collect();
    pts.sort_by(|a, b| a.partial_cmp(b).expect("finite positions"));
    let cross = |o: (f32, f32), a: (f32, f32), b: (f32, f32)| {
        (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
    };
    let mut lower: Vec<(f32, f32)> = Vec::new();
    for &p in &pts {
        while lower.len() >= 2 && cross(lower[lower.len() - 2], lower[lower.len() - 1], p) <= 1e-3 {
            lower.pop();
        }
        lower.push(p);
    }
    let mut upper: Vec<(f32, f32)> = Vec::new();
    for &p in pts.iter().rev() {
        while upper.len() >= 2 && cross(upper[upper.len() - 2], upper[upper.len() - 1], p) <= 1e-3 {
            upper.pop();
        }
        upper.push(p);
    }
    lower.pop();
    upper.pop();
    lower.extend(upper);
    lower
}

fn draw_lines(img: &mut RgbaImage, t: &Topology, layout: &Layout) {
    let s = layout.scale;
    let outline = hull(t, layout);
    draw::convex_polygon(img, &outline, 0.52 * s, palette::LINE);
    draw::convex_polygon(img, &outline, 0.5 * s, palette::PLATE);
    let width = (0.03 * s).max(2.0);
    for (a, b) in t.edges() {
        draw::line(
            img,
            layout.point(t, a),
            layout.point(t, b),
            width,
            palette::LINE,
        );
    }
    for p in t.points() {
        draw::disc(img, layout.point(t, p), 0.065 * s, palette::LINE);
    }
}

fn draw_tray(img: &mut RgbaImage, t: &Topology, layout: &Layout) {
    let s = layout.scale;
    let outline = hull(t, layout);
    draw::convex_polygon(img, &outline, 0.64 * s, palette::TRAY_EDGE);
    draw::convex_polygon(img, &outline, 0.58 * s, palette::TRAY);
    for p in t.points() {
        let (x, y) = layout.point(t, p);
        // A lit lower rim makes the hole read as a dent.
        draw::disc(img, (x, y + 0.035 * s), 0.37 * s, palette::HOLE_RIM);
        draw::disc(img, (x, y), 0.36 * s, palette::HOLE);
    }
}

/// The point labelled `file` + `number`, if the board has it.
fn find(t: &Topology, file: char, number: usize) -> Option<PointId> {
    t.point(&format!("{file}{number}"))
}

/// The spot `distance` edge units past `edge` on the line from `inner` through it, in pixels.
fn beyond(
    layout: &Layout,
    t: &Topology,
    edge: PointId,
    inner: PointId,
    distance: f32,
) -> (f32, f32) {
    let (a, b) = (t.position(edge), t.position(inner));
    let (dx, dy) = (a.0 - b.0, a.1 - b.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    layout.to_pixel((a.0 + dx / len * distance, a.1 + dy / len * distance))
}

/// The size of a coordinate's letters, in pixels.
pub fn coordinate_size(layout: &Layout) -> f32 {
    (0.21 * layout.scale).clamp(14.0, 24.0)
}

fn label(img: &mut RgbaImage, layout: &Layout, at: (f32, f32), text: &str) {
    let size = coordinate_size(layout);
    font::draw_text(
        img,
        Weight::Bold,
        size,
        at,
        Align::Centre,
        palette::COORDINATE,
        text,
    );
}

/// Coordinates as the notation reads them, at the ends of the board's
/// lines: each coordinate's centre in pixels and its text: the PNG and the SVG
/// write the same ones.
pub fn coordinates(kind: GameKind, layout: &Layout) -> Vec<((f32, f32), String)> {
    let t = kind.topology();
    let mut labels = Vec::new();
    let mut push = |at: (f32, f32), text: &str| labels.push((at, text.to_string()));
    let out = |(x, y): (f32, f32), (dx, dy): (f32, f32), d: f32| {
        layout.to_pixel((x + dx * d, y + dy * d))
    };
    match kind.setup() {
        Setup::Abande(Board::Hex) => {
            let files = t.files().to_vec();
            // Turned, the letters stand above the columns, where a stack
            // on the point beside them rises: far enough out to clear a
            // stack of three.
            let gap = if layout.is_turned() { 0.76 } else { 0.62 };
            for &f in &files {
                let bottom = find(t, f, 1).expect("every column has a 1");
                push(out(t.position(bottom), (0.0, 1.0), gap), &f.to_string());
            }
            // Points with the same number form a V: label both of its upper ends.
            for n in 1..=7 {
                let on_line: Vec<PointId> = files.iter().filter_map(|&f| find(t, f, n)).collect();
                let (left, right) = (on_line[0], on_line[on_line.len() - 1]);
                push(out(t.position(left), (-0.866, -0.5), 0.66), &n.to_string());
                push(out(t.position(right), (0.866, -0.5), 0.66), &n.to_string());
            }
        }
        Setup::Abande(Board::Square | Board::Snub) => {
            let files = t.files().to_vec();
            // Each label sits just outside the board, beyond the edge point
            // as seen from its inner neighbour.
            let mut outside = |edge: Option<PointId>, inner: Option<PointId>, text: &str| {
                let (edge, inner) = (edge.expect("edge point"), inner.expect("inner point"));
                push(beyond(layout, t, edge, inner, 0.72), text);
            };
            for (i, &f) in files.iter().enumerate() {
                let file = f.to_string();
                outside(find(t, f, 1), find(t, f, 2), &file);
                outside(find(t, f, 7), find(t, f, 6), &file);
                let rank = i + 1;
                let number = rank.to_string();
                outside(find(t, 'a', rank), find(t, 'b', rank), &number);
                outside(find(t, 'g', rank), find(t, 'f', rank), &number);
            }
        }
        Setup::Abalone(_) => {
            // Rows a..i at their left ends; diagonals 1..9 at their lower ends
            // (along the bottom and lower-right edges), as on the real tray.
            for (i, &row) in t.files().iter().enumerate() {
                let r = i + 1;
                let first = r.saturating_sub(4).max(1);
                let left = find(t, row, first).expect("row start");
                push(out(t.position(left), (-1.0, 0.0), 0.95), &row.to_string());
            }
            for n in 1..=9usize {
                let lowest_row = (b'a' + n.saturating_sub(5) as u8) as char;
                let end = find(t, lowest_row, n).expect("diagonal end");
                push(out(t.position(end), (0.5, 0.866), 0.95), &n.to_string());
            }
        }
    }
    labels
}

/// The colour under the pieces (sleeping stacks fade towards it).
pub fn background_of(kind: GameKind) -> Rgb {
    match kind.family() {
        Family::Abande => palette::PLATE,
        Family::Abalone => palette::TRAY,
    }
}
