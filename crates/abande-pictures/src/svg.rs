//! The board as SVG, for the web page: the same layout, colours,
//! coordinates, stacks, sleeping marks and last-move highlights as the
//! PNG ([`crate::render_board`]), without the header (the page writes the
//! players itself). Every point is a `<g class="cell" data-cell="d4">`
//! holding what stands on it (`data-pieces` bottom to top, `b`/`w`), so a
//! page can make cells clickable and a test can read the position back.

use std::fmt::Write as _;

use super::Orientation;
use super::board::{background_of, coordinate_size, coordinates, hull};
use super::draw::Rgb;
use super::layout::{BOARD_HEIGHT, HEADER_HEIGHT, Layout, WIDTH};
use super::palette;
use super::pieces::{
    MARBLE_RADIUS, PIECE_RADIUS, SLEEP_MARK_OFFSET, SLEEP_MARK_RADIUS, StepArrow,
    pushed_off_centres, top_centre,
};
use abande_rules::{Color, Family, Game, PointId, PointSet};

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

fn points(outline: &[(f32, f32)]) -> String {
    outline
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `game`'s position as an SVG document (a fragment to put in a page);
/// `title` is its text alternative. Sleeping stacks are marked when
/// `mark_sleeping`; the last move is highlighted when `highlight`. The
/// board is turned to `orientation` as the PNG is ([`crate::Orientation`]):
/// the coordinates' text stays upright; the `<svg>` says which way it is
/// turned in `data-orientation` (`as-drawn` or `rotated`).
pub fn render_svg(
    game: &Game,
    title: &str,
    mark_sleeping: bool,
    highlight: bool,
    orientation: Orientation,
) -> String {
    let kind = game.kind();
    let t = game.topology();
    let layout = Layout::oriented(kind, orientation);
    let s = layout.scale;
    let mut out = String::with_capacity(32 * 1024);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 {HEADER_HEIGHT} {WIDTH} {BOARD_HEIGHT}" role="img" aria-labelledby="board-title" class="board {family}" data-orientation="{turned}"><title id="board-title">{title}</title><rect x="0" y="{HEADER_HEIGHT}" width="{WIDTH}" height="{BOARD_HEIGHT}" fill="{surround}"/>"#,
        family = match kind.family() {
            Family::Abande => "abande",
            Family::Abalone => "abalone",
        },
        title = escape(title),
        surround = hex(palette::SURROUND),
        turned = orientation.name(),
    );
    let outline = hull(t, &layout);
    match kind.family() {
        Family::Abande => {
            let _ = write!(
                out,
                r#"<polygon points="{p}" fill="{plate}" stroke="{line}" stroke-width="{w:.1}" stroke-linejoin="round"/>"#,
                p = points(&outline),
                plate = hex(palette::PLATE),
                line = hex(palette::LINE),
                w = 1.04 * s,
            );
            let _ = write!(
                out,
                r#"<polygon points="{p}" fill="{plate}" stroke="{plate}" stroke-width="{w:.1}" stroke-linejoin="round"/>"#,
                p = points(&outline),
                plate = hex(palette::PLATE),
                w = 1.0 * s,
            );
            let _ = write!(
                out,
                r#"<g stroke="{}" stroke-width="{:.1}">"#,
                hex(palette::LINE),
                (0.03 * s).max(2.0)
            );
            for (a, b) in t.edges() {
                let (a, b) = (layout.point(t, a), layout.point(t, b));
                let _ = write!(
                    out,
                    r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/>"#,
                    a.0, a.1, b.0, b.1
                );
            }
            out.push_str("</g>");
        }
        Family::Abalone => {
            let _ = write!(
                out,
                r#"<polygon points="{p}" fill="{tray}" stroke="{edge}" stroke-width="{w:.1}" stroke-linejoin="round"/><polygon points="{p}" fill="{tray}" stroke="{tray}" stroke-width="{w2:.1}" stroke-linejoin="round"/>"#,
                p = points(&outline),
                tray = hex(palette::TRAY),
                edge = hex(palette::TRAY_EDGE),
                w = 1.28 * s,
                w2 = 1.16 * s,
            );
        }
    }
    let _ = write!(
        out,
        r#"<g font-family="sans-serif" font-weight="bold" font-size="{:.1}" fill="{}" text-anchor="middle" dominant-baseline="central" aria-hidden="true">"#,
        coordinate_size(&layout),
        hex(palette::COORDINATE)
    );
    for ((x, y), text) in coordinates(kind, &layout) {
        let _ = write!(out, r#"<text x="{x:.1}" y="{y:.1}">{text}</text>"#);
    }
    out.push_str("</g>");
    let sleeping = if mark_sleeping {
        game.sleeping()
    } else {
        PointSet::EMPTY
    };
    // Upper points (in the picture) first, so taller stacks lower down overlap them.
    let mut order: Vec<PointId> = t.points().collect();
    order.sort_by(|&a, &b| layout.point(t, a).1.total_cmp(&layout.point(t, b).1));
    for p in order {
        cell(&mut out, game, &layout, p, sleeping.contains(p));
    }
    if highlight && let Some(trace) = game.last_trace() {
        out.push_str(r#"<g class="last-move" pointer-events="none" fill="none">"#);
        let ring = |out: &mut String, (x, y): (f32, f32), r: f32, w: f32| {
            let _ = write!(
                out,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" stroke="{o}" stroke-width="{w3:.1}"/><circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" stroke="{h}" stroke-width="{w:.1}"/>"#,
                o = hex(palette::HIGHLIGHT_OUTLINE),
                h = hex(palette::HIGHLIGHT),
                w3 = w + 3.0,
            );
        };
        let height_at = |p: PointId| game.pieces_at(p).len().max(1);
        match kind.family() {
            Family::Abande => {
                for &p in trace
                    .entered
                    .iter()
                    .chain(trace.steps.iter().map(|(_, to)| to))
                {
                    let top = top_centre(s, layout.point(t, p), height_at(p));
                    ring(&mut out, top, (PIECE_RADIUS + 0.08) * s, 0.07 * s);
                }
                for &(from, to) in &trace.steps {
                    let a = layout.point(t, from);
                    let b = top_centre(s, layout.point(t, to), height_at(to));
                    ring(&mut out, a, 0.12 * s, 0.05 * s);
                    let StepArrow {
                        begin,
                        stop,
                        unit: (ux, uy),
                    } = StepArrow::between(s, a, b);
                    let head = 0.07 * s * 3.2;
                    let base = (stop.0 - ux * head, stop.1 - uy * head);
                    let (px, py) = (-uy * head * 0.6, ux * head * 0.6);
                    for (colour, extra) in
                        [(palette::HIGHLIGHT_OUTLINE, 4.0), (palette::HIGHLIGHT, 0.0)]
                    {
                        let _ = write!(
                            out,
                            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{c}" stroke-width="{w:.1}"/><polygon points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}" fill="{c}" stroke="{c}" stroke-width="{e:.1}" stroke-linejoin="round"/>"#,
                            begin.0,
                            begin.1,
                            base.0,
                            base.1,
                            stop.0,
                            stop.1,
                            base.0 + px,
                            base.1 + py,
                            base.0 - px,
                            base.1 - py,
                            c = hex(colour),
                            w = 0.07 * s + extra,
                            e = extra,
                        );
                    }
                }
            }
            Family::Abalone => {
                for &(from, to) in &trace.steps {
                    ring(
                        &mut out,
                        layout.point(t, to),
                        (MARBLE_RADIUS + 0.06) * s,
                        0.06 * s,
                    );
                    if game.pieces_at(from).is_empty() {
                        ring(&mut out, layout.point(t, from), 0.14 * s, 0.05 * s);
                    }
                }
                for (cx, cy) in pushed_off_centres(game, &layout, trace) {
                    let r = MARBLE_RADIUS * s;
                    let d = r * 0.45;
                    let _ = write!(
                        out,
                        r#"<g class="pushed-off" stroke="{c}" stroke-width="{w:.1}"><circle cx="{cx:.1}" cy="{cy:.1}" r="{r8:.1}"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/></g>"#,
                        cx - d,
                        cy - d,
                        cx + d,
                        cy + d,
                        cx - d,
                        cy + d,
                        cx + d,
                        cy - d,
                        c = hex(palette::PUSHED_OFF),
                        w = r * 0.16,
                        r8 = r * 0.8,
                    );
                }
            }
        }
        out.push_str("</g>");
    }
    out.push_str("</svg>");
    out
}

/// One point: its hit area (the hole or point mark) and what stands on it.
fn cell(out: &mut String, game: &Game, layout: &Layout, p: PointId, asleep: bool) {
    let t = game.topology();
    let s = layout.scale;
    let (x, y) = layout.point(t, p);
    let pieces = game.pieces_at(p);
    let code: String = pieces
        .iter()
        .map(|c| match c {
            Color::Black => 'b',
            Color::White => 'w',
        })
        .collect();
    let label = t.label(p);
    let _ = write!(
        out,
        r#"<g class="cell" data-cell="{label}" data-pieces="{code}"{sleep}>"#,
        sleep = if asleep { r#" data-asleep="1""# } else { "" }
    );
    match game.kind().family() {
        Family::Abande => {
            let _ = write!(
                out,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{}"/>"#,
                0.065 * s,
                hex(palette::LINE)
            );
        }
        Family::Abalone => {
            let _ = write!(
                out,
                r#"<circle cx="{x:.1}" cy="{:.1}" r="{:.1}" fill="{}"/><circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{}"/>"#,
                y + 0.035 * s,
                0.37 * s,
                hex(palette::HOLE_RIM),
                0.36 * s,
                hex(palette::HOLE)
            );
        }
    }
    let fade_to = asleep.then(|| background_of(game.kind()));
    let tone = |c: Rgb| match fade_to {
        Some(bg) => hex(c.mix(bg, 0.55)),
        None => hex(c),
    };
    match game.kind().family() {
        Family::Abande if !pieces.is_empty() => {
            let r = PIECE_RADIUS * s;
            for (i, &c) in pieces.iter().enumerate() {
                let face = top_centre(s, (x, y), i + 1);
                let _ = write!(
                    out,
                    r#"<circle cx="{fx:.1}" cy="{sy:.1}" r="{r1:.1}" fill="{side}" stroke="{edge}" stroke-width="1.5"/><circle cx="{fx:.1}" cy="{fy:.1}" r="{r1:.1}" fill="{face}" stroke="{edge}" stroke-width="2"/>"#,
                    fx = face.0,
                    fy = face.1,
                    sy = face.1 + 0.07 * s,
                    r1 = r,
                    side = tone(palette::side(c)),
                    edge = tone(palette::edge(c)),
                    face = tone(palette::face(c)),
                );
            }
            let top = top_centre(s, (x, y), pieces.len());
            let owner = *pieces.last().expect("not empty");
            if pieces.len() > 1 {
                let _ = write!(
                    out,
                    r#"<text x="{:.1}" y="{:.1}" font-family="sans-serif" font-weight="bold" font-size="{:.1}" fill="{}" text-anchor="middle" dominant-baseline="central">{}</text>"#,
                    top.0,
                    top.1 - 0.06 * s,
                    0.31 * s,
                    tone(palette::ink_on(owner)),
                    pieces.len()
                );
            }
            if asleep {
                let (mx, my) = (
                    top.0 + SLEEP_MARK_OFFSET.0 * s,
                    top.1 - SLEEP_MARK_OFFSET.1 * s,
                );
                let _ = write!(
                    out,
                    r#"<circle cx="{mx:.1}" cy="{my:.1}" r="{:.1}" fill="{}" stroke="{mark}" stroke-width="2"/><text x="{mx:.1}" y="{my:.1}" font-family="sans-serif" font-weight="bold" font-size="{:.1}" fill="{mark}" text-anchor="middle" dominant-baseline="central">z</text>"#,
                    SLEEP_MARK_RADIUS * s,
                    hex(palette::PLATE),
                    0.2 * s,
                    mark = hex(palette::SLEEP_MARK),
                );
            }
        }
        Family::Abalone if !pieces.is_empty() => {
            let c = pieces[0];
            let r = MARBLE_RADIUS * s;
            let shine = palette::face(c).mix(
                Rgb(255, 255, 255),
                if c == Color::Black { 0.3 } else { 0.8 },
            );
            let _ = write!(
                out,
                r#"<circle cx="{:.1}" cy="{:.1}" r="{r:.1}" fill="{}" fill-opacity="0.4"/><circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{}" stroke="{}" stroke-width="2"/><circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{}" fill-opacity="0.9"/>"#,
                x + 0.03 * s,
                y + 0.05 * s,
                hex(palette::SHADOW),
                hex(palette::face(c)),
                hex(palette::edge(c)),
                x - 0.15 * s,
                y - 0.17 * s,
                0.1 * s,
                hex(shine),
            );
        }
        _ => {}
    }
    // A transparent disc over the point: the click target, and where the
    // page draws its own highlights.
    let _ = write!(
        out,
        r#"<circle class="hit" cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="transparent"/></g>"#,
        0.45 * s
    );
}

/// Text made safe inside XML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
