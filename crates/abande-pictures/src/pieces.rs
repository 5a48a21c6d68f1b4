//! Abande stacks, Abalone marbles and the last-move highlights.

use image::RgbaImage;

use super::board::background_of;
use super::draw::{self, Rgb};
use super::font::{self, Align, Weight};
use super::layout::Layout;
use super::palette;
use super::sprites;
use abande_rules::{Color, Family, Game, MoveTrace, PointId, PointSet};

/// Radius of an Abande piece, in edge units.
pub(crate) const PIECE_RADIUS: f32 = 0.34;
/// How far each piece of a stack sits above the one below, in edge units:
/// enough that every lower piece shows as a band of its own colour.
const STACK_STEP: f32 = 0.15;
pub(crate) const MARBLE_RADIUS: f32 = 0.42;
/// The sleeping "z" badge: its centre right of and above the top face's
/// centre, and its radius, in edge units.
pub(crate) const SLEEP_MARK_OFFSET: (f32, f32) = (0.33, 0.3);
pub(crate) const SLEEP_MARK_RADIUS: f32 = 0.13;

/// Centre of the top piece of a stack of `height` on the point at `centre`.
pub fn top_centre(scale: f32, centre: (f32, f32), height: usize) -> (f32, f32) {
    (
        centre.0,
        centre.1 - STACK_STEP * scale * height.saturating_sub(1) as f32,
    )
}

pub fn draw_pieces(img: &mut RgbaImage, game: &Game, layout: &Layout, mark_sleeping: bool) {
    let t = game.topology();
    // Upper points (in the picture, whichever way it is turned) first, so
    // taller stacks lower down overlap them like real ones.
    let mut order: Vec<PointId> = t.points().collect();
    order.sort_by(|&a, &b| layout.point(t, a).1.total_cmp(&layout.point(t, b).1));
    let sleeping = if mark_sleeping {
        game.sleeping()
    } else {
        PointSet::EMPTY
    };
    for p in order {
        let pieces = game.pieces_at(p);
        if pieces.is_empty() {
            continue;
        }
        let centre = layout.point(t, p);
        match game.kind().family() {
            Family::Abande => {
                let faded = sleeping.contains(p);
                draw_stack(
                    img,
                    layout,
                    centre,
                    &pieces,
                    faded.then(|| background_of(game.kind())),
                );
            }
            Family::Abalone => draw_marble(img, layout, centre, pieces[0]),
        }
    }
}

/// A stack bottom to top, from the sprite cache. `fade_to` set: the stack
/// is asleep, drawn washed out towards that colour with a "z" mark.
fn draw_stack(
    img: &mut RgbaImage,
    layout: &Layout,
    centre: (f32, f32),
    pieces: &[Color],
    fade_to: Option<Rgb>,
) {
    let s = layout.scale;
    let r = PIECE_RADIUS * s;
    let lift = STACK_STEP * s * pieces.len().saturating_sub(1) as f32;
    let blacks: Vec<bool> = pieces.iter().map(|&c| c == Color::Black).collect();
    let reach = (
        r + 2.0,
        lift + r.max((SLEEP_MARK_OFFSET.1 + SLEEP_MARK_RADIUS) * s) + 2.0,
        r.max((SLEEP_MARK_OFFSET.0 + SLEEP_MARK_RADIUS) * s) + 2.0,
        0.07 * s + r + 2.0,
    );
    sprites::draw_cached(
        img,
        sprites::stack_look(&blacks, fade_to),
        s,
        centre,
        reach,
        |canvas, at| paint_stack(canvas, s, at, pieces, fade_to),
    );
}

fn paint_stack(
    img: &mut RgbaImage,
    s: f32,
    centre: (f32, f32),
    pieces: &[Color],
    fade_to: Option<Rgb>,
) {
    let r = PIECE_RADIUS * s;
    let tone = |c: Rgb| match fade_to {
        Some(bg) => c.mix(bg, 0.55),
        None => c,
    };
    for (i, &c) in pieces.iter().enumerate() {
        let face = top_centre(s, centre, i + 1);
        // The piece's side shows below its face, so a stack reads as a pile.
        let side = (face.0, face.1 + 0.07 * s);
        draw::disc(img, side, r + 1.0, tone(palette::edge(c)));
        draw::disc(img, side, r - 0.5, tone(palette::side(c)));
        draw::disc(img, face, r + 1.0, tone(palette::edge(c)));
        draw::disc(img, face, r - 1.0, tone(palette::face(c)));
    }
    let top = top_centre(s, centre, pieces.len());
    let owner = *pieces.last().expect("a stack has pieces");
    if pieces.len() > 1 {
        // The height as a numeral in the upper part of the top face, clear of the point itself.
        let at = (top.0, top.1 - 0.06 * s);
        font::draw_text(
            img,
            Weight::Bold,
            0.31 * s,
            at,
            Align::Centre,
            tone(palette::ink_on(owner)),
            &pieces.len().to_string(),
        );
    }
    if fade_to.is_some() {
        let at = (
            top.0 + SLEEP_MARK_OFFSET.0 * s,
            top.1 - SLEEP_MARK_OFFSET.1 * s,
        );
        draw::disc(img, at, SLEEP_MARK_RADIUS * s, palette::PLATE);
        draw::ring(img, at, SLEEP_MARK_RADIUS * s, 2.0, palette::SLEEP_MARK);
        font::draw_text(
            img,
            Weight::Bold,
            0.2 * s,
            (at.0, at.1 - 0.01 * s),
            Align::Centre,
            palette::SLEEP_MARK,
            "z",
        );
    }
}

/// Marble looks sit apart from every stack look.
const MARBLE_LOOK: u64 = 1 << 62;

fn draw_marble(img: &mut RgbaImage, layout: &Layout, centre: (f32, f32), c: Color) {
    let s = layout.scale;
    let reach = MARBLE_RADIUS * s + 2.0;
    let shadow = (0.03 * s, 0.05 * s);
    sprites::draw_cached(
        img,
        MARBLE_LOOK | c.index() as u64,
        s,
        centre,
        (reach, reach, reach + shadow.0, reach + shadow.1),
        |canvas, at| paint_marble(canvas, s, at, c),
    );
}

fn paint_marble(img: &mut RgbaImage, s: f32, centre: (f32, f32), c: Color) {
    let r = MARBLE_RADIUS * s;
    draw::disc_alpha(
        img,
        (centre.0 + 0.03 * s, centre.1 + 0.05 * s),
        r,
        palette::SHADOW,
        0.4,
    );
    draw::disc(img, centre, r + 1.0, palette::edge(c));
    draw::disc(img, centre, r - 1.0, palette::face(c));
    // A soft highlight up and to the left: glass marbles, lit from above.
    let shine = palette::face(c).mix(
        Rgb(255, 255, 255),
        if c == Color::Black { 0.3 } else { 0.8 },
    );
    draw::disc_alpha(
        img,
        (centre.0 - 0.15 * s, centre.1 - 0.17 * s),
        0.1 * s,
        shine,
        0.9,
    );
}

/// Rings, arrows and markers for what the last move did.
pub fn draw_last_move(img: &mut RgbaImage, game: &Game, layout: &Layout, trace: &MoveTrace) {
    let t = game.topology();
    let s = layout.scale;
    let height_at = |p: PointId| game.pieces_at(p).len().max(1);
    match game.kind().family() {
        Family::Abande => {
            let r = PIECE_RADIUS * s + 0.08 * s;
            for &p in trace
                .entered
                .iter()
                .chain(trace.steps.iter().map(|(_, to)| to))
            {
                let top = top_centre(s, layout.point(t, p), height_at(p));
                outlined_ring(img, top, r, 0.07 * s);
            }
            for &(from, to) in &trace.steps {
                let start = layout.point(t, from);
                let end = top_centre(s, layout.point(t, to), height_at(to));
                outlined_ring(img, start, 0.12 * s, 0.05 * s);
                let arrow = StepArrow::between(s, start, end);
                outlined_arrow(img, arrow.begin, arrow.stop, 0.07 * s);
            }
        }
        Family::Abalone => {
            let r = MARBLE_RADIUS * s + 0.06 * s;
            for &(from, to) in &trace.steps {
                outlined_ring(img, layout.point(t, to), r, 0.06 * s);
                if game.pieces_at(from).is_empty() {
                    outlined_ring(img, layout.point(t, from), 0.14 * s, 0.05 * s);
                }
            }
            for at in pushed_off_centres(game, layout, trace) {
                pushed_off_marker(img, at, MARBLE_RADIUS * s);
            }
        }
    }
}

/// The arrow of an Abande step, in pixels: from just outside the small
/// ring on the point left to just outside the piece on top of the stack
/// reached (the PNG's and the SVG's).
pub struct StepArrow {
    pub begin: (f32, f32),
    pub stop: (f32, f32),
    /// The unit vector from `begin` to `stop`.
    pub unit: (f32, f32),
}

impl StepArrow {
    /// The arrow from the centre `start` to the top of the stack `end`, at
    /// scale `s`.
    pub fn between(s: f32, start: (f32, f32), end: (f32, f32)) -> StepArrow {
        let (dx, dy) = (end.0 - start.0, end.1 - start.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-6);
        let (ux, uy) = (dx / len, dy / len);
        StepArrow {
            begin: (start.0 + ux * 0.12 * s, start.1 + uy * 0.12 * s),
            stop: (
                end.0 - ux * (PIECE_RADIUS + 0.12) * s,
                end.1 - uy * (PIECE_RADIUS + 0.12) * s,
            ),
            unit: (ux, uy),
        }
    }
}

/// Where each marble the last move pushed off is marked, in pixels: one
/// step beyond its last point, in the push direction (the PNG's and the
/// SVG's).
pub fn pushed_off_centres(game: &Game, layout: &Layout, trace: &MoveTrace) -> Vec<(f32, f32)> {
    let t = game.topology();
    let direction = trace.steps.first().map(|&(from, to)| {
        let (a, b) = (t.position(from), t.position(to));
        (b.0 - a.0, b.1 - a.1)
    });
    let (dx, dy) = direction.unwrap_or((0.0, 0.0));
    trace
        .pushed_off
        .iter()
        .map(|&p| {
            let (x, y) = t.position(p);
            layout.to_pixel((x + dx * 0.95, y + dy * 0.95))
        })
        .collect()
}

fn outlined_ring(img: &mut RgbaImage, centre: (f32, f32), r: f32, width: f32) {
    draw::ring(img, centre, r, width + 3.0, palette::HIGHLIGHT_OUTLINE);
    draw::ring(img, centre, r, width, palette::HIGHLIGHT);
}

fn outlined_arrow(img: &mut RgbaImage, from: (f32, f32), to: (f32, f32), width: f32) {
    let head = width * 3.2;
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let past = (to.0 + dx / len * 2.5, to.1 + dy / len * 2.5);
    draw::arrow(
        img,
        from,
        past,
        width + 4.0,
        head + 5.0,
        palette::HIGHLIGHT_OUTLINE,
    );
    draw::arrow(img, from, to, width, head, palette::HIGHLIGHT);
}

/// A ghost marble with a cross where a marble went off the board.
fn pushed_off_marker(img: &mut RgbaImage, at: (f32, f32), r: f32) {
    draw::ring(img, at, r * 0.8, r * 0.16, palette::PUSHED_OFF);
    let d = r * 0.45;
    draw::line(
        img,
        (at.0 - d, at.1 - d),
        (at.0 + d, at.1 + d),
        r * 0.16,
        palette::PUSHED_OFF,
    );
    draw::line(
        img,
        (at.0 - d, at.1 + d),
        (at.0 + d, at.1 - d),
        r * 0.16,
        palette::PUSHED_OFF,
    );
}
