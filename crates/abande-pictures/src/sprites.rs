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

#[cfg(test)]
mod tests {
    use super::*;

    /// A marble-like look drawn straight onto `img` at `centre`.
    fn paint(img: &mut RgbaImage, centre: (f32, f32)) {
        draw::disc_alpha(
            img,
            (centre.0 + 1.5, centre.1 + 2.0),
            17.0,
            Rgb(0, 0, 0),
            0.4,
        );
        draw::disc(img, centre, 18.0, Rgb(30, 30, 40));
        draw::disc(img, centre, 16.0, Rgb(200, 60, 60));
    }

    fn background() -> RgbaImage {
        let mut img = RgbaImage::new(80, 80);
        draw::fill(&mut img, Rgb(190, 150, 100));
        img
    }

    #[test]
    fn a_blitted_sprite_matches_drawing_in_place() {
        let reach = (20.0, 20.0, 22.0, 22.0);
        for centre in [(40.0, 40.0), (40.5, 39.5), (39.3, 40.8), (40.74, 40.26)] {
            let mut direct = background();
            paint(&mut direct, centre);
            let mut cached = background();
            // A look number no other test uses, so the cache starts cold.
            draw_cached(&mut cached, 0xDEAD_0001, 1.0, centre, reach, paint);
            let worst = direct
                .pixels()
                .zip(cached.pixels())
                .flat_map(|(a, b)| (0..3).map(move |i| a.0[i].abs_diff(b.0[i])))
                .max()
                .unwrap();
            // A quarter-pixel shift at most: edges differ a little, nothing more.
            // Measured 1 on the phases themselves and under 60 a quarter
            // pixel off them; a whole pixel off gives well over 100.
            assert!(worst <= 72, "centre {centre:?}: channel off by {worst}");
            let interior = |img: &RgbaImage| img.get_pixel(centre.0 as u32, centre.1 as u32).0;
            assert_eq!(interior(&direct), interior(&cached), "centre {centre:?}");
        }
    }

    #[test]
    fn the_cache_stops_growing_at_its_limit_but_still_draws() {
        let tiny = |img: &mut RgbaImage, at: (f32, f32)| draw::disc(img, at, 3.0, Rgb(9, 9, 9));
        let mut img = background();
        for look in 0..(MAX_CACHED as u64 + 50) {
            draw_cached(
                &mut img,
                0x000C_AC4E_0000 + look,
                1.0,
                (40.0, 40.0),
                (4.0, 4.0, 4.0, 4.0),
                tiny,
            );
        }
        assert!(CACHE.read().unwrap().len() <= MAX_CACHED);
        // Past the limit a look is drawn all the same.
        let mut fresh = background();
        draw_cached(
            &mut fresh,
            0x000C_AC4E_FFFF,
            1.0,
            (40.0, 40.0),
            (4.0, 4.0, 4.0, 4.0),
            tiny,
        );
        assert_eq!(fresh.get_pixel(40, 40).0, [9, 9, 9, 255]);
    }

    #[test]
    fn stack_looks_differ_by_height_colour_and_sleep() {
        let looks = [
            stack_look(&[true], None),
            stack_look(&[false], None),
            stack_look(&[false, true], None),
            stack_look(&[true, false], None),
            stack_look(&[true, true], None),
            stack_look(&[false, false, false], None),
            stack_look(&[true], Some(Rgb(1, 2, 3))),
            stack_look(&[true], Some(Rgb(3, 2, 1))),
        ];
        let unique: std::collections::HashSet<_> = looks.iter().collect();
        assert_eq!(unique.len(), looks.len());
    }
}
