//! The bundled DejaVu Sans fonts (see `assets/fonts/DejaVu-LICENSE.txt`),
//! with WenQuanYi Micro Hei (`assets/fonts/WenQuanYiMicroHei-LICENSE.txt`)
//! for the Chinese, Japanese and Korean names DejaVu lacks, and Noto Emoji
//! (`assets/fonts/NotoEmoji-LICENSE.txt`, monochrome: a board's names are
//! drawn in one colour) for the emoji and symbols of Discord names:
//! embedded in the binary, parsed once, drawn with our own coverage
//! blending.

use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use image::RgbaImage;

use super::draw::{Rgb, blend};

static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf"))
        .expect("bundled bold font parses")
});
static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../assets/fonts/DejaVuSans.ttf"))
        .expect("bundled regular font parses")
});

/// Chinese, Japanese and Korean; it has one weight, used for both.
static FALLBACK: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice_and_index(include_bytes!("../assets/fonts/WenQuanYiMicroHei.ttc"), 0)
        .expect("bundled fallback font parses")
});

/// Emoji and symbols, in outlines of one colour; one weight, used for both.
static EMOJI: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../assets/fonts/NotoEmoji-Regular.ttf"))
        .expect("bundled emoji font parses")
});

/// Characters that only change how their neighbours look in a colour
/// emoji renderer (variation selectors, the zero-width joiner, skin tones,
/// tag characters): without one, the base emoji is drawn alone rather
/// than followed by a replacement character.
fn is_emoji_modifier(c: char) -> bool {
    matches!(c,
        '\u{200D}'
        | '\u{FE00}'..='\u{FE0F}'
        | '\u{1F3FB}'..='\u{1F3FF}'
        | '\u{E0020}'..='\u{E007F}'
        | '\u{20E3}')
}

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

/// A glyph and the font it comes from.
#[derive(Clone, Copy)]
struct Glyph {
    font: &'static FontRef<'static>,
    id: GlyphId,
}

/// Glyphs for `text`: control characters and emoji modifiers dropped,
/// each character from the first font that has it (DejaVu, then the CJK
/// and the emoji fallbacks), and one no font has shown as the replacement
/// character instead of a blank.
fn glyphs(weight: Weight, text: &str) -> Vec<Glyph> {
    let primary = font(weight);
    let fallbacks: [&'static FontRef<'static>; 2] = [&FALLBACK, &EMOJI];
    let missing = match primary.glyph_id('\u{FFFD}') {
        GlyphId(0) => primary.glyph_id('?'),
        id => id,
    };
    text.chars()
        .filter(|&c| !c.is_control() && !is_emoji_modifier(c))
        .map(|c| {
            std::iter::once(primary)
                .chain(fallbacks)
                .find_map(|font| match font.glyph_id(c) {
                    GlyphId(0) => None,
                    id => Some(Glyph { font, id }),
                })
                .unwrap_or(Glyph {
                    font: primary,
                    id: missing,
                })
        })
        .collect()
}

/// The fallback fonts have one weight; bold text draws their glyphs twice,
/// this far apart, so names in them do not look lighter than Latin ones.
fn fake_bold_offset(weight: Weight, glyph: Glyph, size: f32) -> f32 {
    let single_weight = std::ptr::eq(glyph.font, &*FALLBACK) || std::ptr::eq(glyph.font, &*EMOJI);
    if weight == Weight::Bold && single_weight {
        (size * 0.04).max(0.5)
    } else {
        0.0
    }
}

/// Pen positions of each glyph from x = 0, and the total advance.
fn layout(weight: Weight, size: f32, text: &str) -> (Vec<(Glyph, f32)>, f32) {
    let scale = PxScale::from(size);
    let mut caret = 0.0;
    let mut previous: Option<Glyph> = None;
    let mut placed = Vec::new();
    for glyph in glyphs(weight, text) {
        let scaled = glyph.font.as_scaled(scale);
        if let Some(p) = previous
            && std::ptr::eq(p.font, glyph.font)
        {
            caret += scaled.kern(p.id, glyph.id);
        }
        placed.push((glyph, caret));
        caret += scaled.h_advance(glyph.id) + fake_bold_offset(weight, glyph, size);
        previous = Some(glyph);
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
    let scale = PxScale::from(size);
    let (placed, width) = layout(weight, size, text);
    let (left, baseline) = match align {
        Align::Left => (x, y),
        Align::Right => (x - width, y),
        // DejaVu's cap and digit height is 0.73 em.
        Align::Centre => (x - width / 2.0, y + 0.73 * size / 2.0),
    };
    for (glyph, pen) in placed {
        let bold = fake_bold_offset(weight, glyph, size);
        let strokes: &[f32] = if bold > 0.0 { &[0.0, bold] } else { &[0.0] };
        for &shift in strokes {
            let positioned = glyph
                .id
                .with_scale_and_position(scale, point(left + pen + shift, baseline));
            if let Some(outline) = glyph.font.outline_glyph(positioned) {
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
    }
    width
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` drawn alone on white, as raw pixels.
    fn drawn(text: &str) -> Vec<u8> {
        let mut img = RgbaImage::from_pixel(120, 40, image::Rgba([255, 255, 255, 255]));
        draw_text(
            &mut img,
            Weight::Bold,
            24.0,
            (4.0, 30.0),
            Align::Left,
            Rgb(0, 0, 0),
            text,
        );
        img.into_raw()
    }

    #[test]
    fn chinese_japanese_and_korean_names_get_real_glyphs() {
        let replacement = drawn("\u{FFFD}");
        for name in ["漢", "字", "さ", "한"] {
            let glyph = glyphs(Weight::Bold, name)[0];
            assert!(
                std::ptr::eq(glyph.font, &*FALLBACK),
                "{name} not from the fallback"
            );
            assert_ne!(glyph.id, GlyphId(0), "{name}");
            assert_ne!(drawn(name), replacement, "{name} drawn as the replacement");
        }
        assert_ne!(drawn("漢"), drawn("字"));
    }

    /// Names of the kinds people use on Discord: emoji alone, around a
    /// name, with skin tones and joiners, hearts and stars, flags.
    const EMOJI_NAMES: [&str; 12] = [
        "🔥 blaze",
        "😀",
        "ana🌸",
        "👑 King 👑",
        "🦊fox",
        "⭐ star",
        "❤️ love",
        "👍🏽 thumbs",
        "👨‍👩‍👧 family",
        "🎮 gamer",
        "🐉 dragon",
        "🍀 luck ✨",
    ];

    #[test]
    fn names_with_emoji_get_real_glyphs_never_the_replacement_character() {
        let replacement = glyphs(Weight::Bold, "\u{FFFD}")[0];
        for name in EMOJI_NAMES {
            for glyph in glyphs(Weight::Bold, name) {
                assert!(
                    !(std::ptr::eq(glyph.font, replacement.font) && glyph.id == replacement.id),
                    "{name} has a character drawn as the replacement"
                );
            }
        }
        let fire = glyphs(Weight::Bold, "🔥")[0];
        assert!(
            std::ptr::eq(fire.font, &*EMOJI),
            "🔥 comes from the emoji font"
        );
        assert_ne!(drawn("🔥"), drawn("\u{FFFD}"));
        assert_ne!(drawn("🔥"), drawn("🦊"));
        // Joiners and skin tones are not drawn: the family is its three people.
        assert_eq!(glyphs(Weight::Bold, "👨‍👩‍👧").len(), 3);
        assert_eq!(glyphs(Weight::Bold, "👍🏽").len(), 1);
    }

    #[test]
    fn latin_stays_in_dejavu_and_unknown_characters_are_marked() {
        assert!(std::ptr::eq(glyphs(Weight::Bold, "a")[0].font, &*BOLD));
        // A private-use character no bundled font has.
        let unknown = glyphs(Weight::Regular, "\u{E000}")[0];
        assert!(std::ptr::eq(unknown.font, &*REGULAR));
        assert_eq!(unknown.id, REGULAR.glyph_id('\u{FFFD}'));
        assert!(
            glyphs(Weight::Regular, "a\u{7}b").len() == 2,
            "control characters dropped"
        );
    }
}
