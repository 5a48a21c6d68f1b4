//! Pieces drawn once and then copied: an Abande stack or an Abalone marble
//! is several anti-aliased discs (and maybe a numeral), and the same few
//! looks recur on every board, so painting each from scratch was most of a
//! render's drawing time.
//!
//! A sprite is painted on a transparent canvas with the ordinary painters
//! (whose blending is "over"), then blitted. Centres fall anywhere within
//! a pixel, so a sprite is kept per half-pixel phase: a piece lands within
//! a quarter pixel of where direct drawing would put it.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, RwLock};

use image::RgbaImage;

use super::draw::{self, Rgb};

/// Sub-pixel positions kept per axis.
const PHASES: f32 = 2.0;
/// Beyond this many cached sprites, new looks are drawn but not kept, so a
/// long-running bot's memory stays bounded whatever it is asked to draw.
const MAX_CACHED: usize = 1024;

/// Everything that decides a sprite's pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpriteKey {
    /// Which piece look, for example a stack's colours bottom to top.
    pub look: u64,
    /// Pixels per edge unit, as bits (the size of everything).
    scale_bits: u32,
    /// Sub-pixel phase of the centre, in steps of `1 / PHASES`.
    phase: (u8, u8),
}

/// Extent of a look around its centre, in pixels: left, up, right, down.
pub type Reach = (f32, f32, f32, f32);

static CACHE: LazyLock<RwLock<HashMap<SpriteKey, Arc<RgbaImage>>>> =
    LazyLock::new(|| RwLock::new(HashMap::new()));

/// Draws the look `look` centred at `centre`: `paint(canvas, centre)` paints
/// it (used on a cache miss) and `reach` bounds what it paints.
pub fn draw_cached(
    img: &mut RgbaImage,
    look: u64,
    scale: f32,
    centre: (f32, f32),
    reach: Reach,
    paint: impl FnOnce(&mut RgbaImage, (f32, f32)),
) {
    let whole = (centre.0.floor(), centre.1.floor());
    let phase = |f: f32| (f * PHASES).round() as u8;
    let (mut px, mut py) = (phase(centre.0 - whole.0), phase(centre.1 - whole.1));
    let (mut x, mut y) = (whole.0 as i32, whole.1 as i32);
    // A phase that rounds up to a whole pixel is phase 0 of the next one.
    if px as f32 >= PHASES {
        (px, x) = (0, x + 1);
    }
    if py as f32 >= PHASES {
        (py, y) = (0, y + 1);
    }
    let key = SpriteKey {
        look,
        scale_bits: scale.to_bits(),
        phase: (px, py),
    };
    let (left, up, right, down) = reach;
    let (pad_x, pad_y) = ((left + 2.0).ceil(), (up + 2.0).ceil());
    let at = (x - pad_x as i32, y - pad_y as i32);
    let cached = CACHE.read().expect("sprite cache lock").get(&key).cloned();
    let sprite = match cached {
        Some(sprite) => sprite,
        None => {
            let mut canvas =
                RgbaImage::new((pad_x + right + 3.0) as u32, (pad_y + down + 3.0) as u32);
            let local = (pad_x + px as f32 / PHASES, pad_y + py as f32 / PHASES);
            paint(&mut canvas, local);
            let sprite = Arc::new(canvas);
            let mut cache = CACHE.write().expect("sprite cache lock");
            if cache.len() < MAX_CACHED {
                cache.insert(key, sprite.clone());
            }
            sprite
        }
    };
    draw::blit(img, &sprite, at);
}

/// A stack's look: its colours bottom to top and whether it is faded
/// towards `fade_to` (sleeping), packed into one number.
pub fn stack_look(pieces: &[bool], fade_to: Option<Rgb>) -> u64 {
    let mut look = 1u64; // A leading 1 keeps heights apart.
    for &black in pieces {
        look = look << 1 | black as u64;
    }
    if let Some(Rgb(r, g, b)) = fade_to {
        look |= 1 << 63 | (r as u64) << 40 | (g as u64) << 32 | (b as u64) << 24;
    }
    look
}
