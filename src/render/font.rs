//! The bundled DejaVu Sans fonts (see `assets/fonts/DejaVu-LICENSE.txt`):
//! embedded in the binary, parsed once, drawn with our own coverage blending.

use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use image::RgbaImage;

use super::draw::{Rgb, blend};

static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf"))
        .expect("bundled bold font parses")
});
static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans.ttf"))
        .expect("bundled regular font parses")
});

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

fn font(weight: Weight) -> &'static FontRef<'static> {
    match weight {
        Weight::Regular => &REGULAR,
        Weight::Bold => &BOLD,
    }
}

/// Glyphs for `text`: control characters dropped, characters the font lacks
/// (CJK, emoji) shown as the replacement character instead of a blank.
fn glyph_ids(font: &FontRef<'static>, text: &str) -> Vec<GlyphId> {
    let fallback = match font.glyph_id('\u{FFFD}') {
        GlyphId(0) => font.glyph_id('?'),
        id => id,
    };
    text.chars()
        .filter(|c| !c.is_control())
        .map(|c| match font.glyph_id(c) {
            GlyphId(0) => fallback,
            id => id,
        })
        .collect()
}

/// Pen positions of each glyph from x = 0, and the total advance.
fn layout(weight: Weight, size: f32, text: &str) -> (Vec<(GlyphId, f32)>, f32) {
    let scaled = font(weight).as_scaled(PxScale::from(size));
    let mut caret = 0.0;
    let mut previous: Option<GlyphId> = None;
    let mut placed = Vec::new();
    for id in glyph_ids(font(weight), text) {
        if let Some(p) = previous {
            caret += scaled.kern(p, id);
        }
        placed.push((id, caret));
        caret += scaled.h_advance(id);
        previous = Some(id);
    }
    (placed, caret)
}

/// Width in pixels of `text` drawn at `size` px.
pub fn text_width(weight: Weight, size: f32, text: &str) -> f32 {
    layout(weight, size, text).1
}

/// `text` shortened with an ellipsis until it fits in `max_width` pixels.
pub fn ellipsize(weight: Weight, size: f32, text: &str, max_width: f32) -> String {
    if text_width(weight, size, text) <= max_width {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if text_width(weight, size, &candidate) <= max_width {
            return candidate;
        }
    }
    String::new()
}

/// Where a text's anchor point sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// `(x, y)` is the left end of the baseline.
    Left,
    /// `(x, y)` is the right end of the baseline.
    Right,
    /// `(x, y)` is the centre of the text's digit/cap height.
    Centre,
}

/// Draws `text` and returns its width; nothing is drawn outside the image.
pub fn draw_text(
    img: &mut RgbaImage,
    weight: Weight,
    size: f32,
    (x, y): (f32, f32),
    align: Align,
    color: Rgb,
    text: &str,
) -> f32 {
    let f = font(weight);
    let scale = PxScale::from(size);
    let (placed, width) = layout(weight, size, text);
    let (left, baseline) = match align {
        Align::Left => (x, y),
        Align::Right => (x - width, y),
        // DejaVu's cap and digit height is 0.73 em.
        Align::Centre => (x - width / 2.0, y + 0.73 * size / 2.0),
    };
    for (id, pen) in placed {
        let glyph = id.with_scale_and_position(scale, point(left + pen, baseline));
        if let Some(outline) = f.outline_glyph(glyph) {
            let bounds = outline.px_bounds();
            outline.draw(|gx, gy, coverage| {
                blend(
                    img,
                    bounds.min.x as i32 + gx as i32,
                    bounds.min.y as i32 + gy as i32,
                    color,
                    coverage,
                );
            });
        }
    }
    width
}
