//! An animated GIF of a whole game: the start, then one frame per move with
//! that move highlighted, the final position held longer.
//!
//! Speed and size come from three choices: each frame is [`render_board`]
//! (which copies a cached empty board and cached pieces), halved; all
//! frames share one palette learnt once from the first and last positions
//! (per-frame NeuQuant would dominate the time), and each frame after the
//! first stores only the rectangle that changed, with unchanged pixels
//! transparent so LZW compresses them to almost nothing.

use std::collections::HashMap;

use color_quant::NeuQuant;
use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbaImage;

use super::{BoardLabels, RenderOptions, render_board};
use abande_rules::Game;

/// Each side of a frame is the rendered board's divided by this.
pub const REPLAY_DOWNSCALE: u32 = 2;
/// Time each move is shown, in hundredths of a second (GIF's unit).
pub const MOVE_DELAY_CENTISECONDS: u16 = 80;
/// Time the final position is held.
pub const FINAL_DELAY_CENTISECONDS: u16 = 400;

/// Palette index left free for "same as the previous frame".
const TRANSPARENT_INDEX: u8 = 255;

/// The GIF of `game` from its first move to its current position, drawn
/// with `options`; their ending, if any, shows on the final frame only.
pub fn render_replay_gif(game: &Game, labels: &BoardLabels, options: &RenderOptions) -> Vec<u8> {
    let frames = replay_frames(game, labels, options);
    let (width, height) = (frames[0].width(), frames[0].height());
    let mut palette = SharedPalette::learn(&[&frames[0], &frames[frames.len() - 1]]);
    let mut out = Vec::with_capacity(512 * 1024);
    {
        let mut encoder = Encoder::new(&mut out, width as u16, height as u16, &palette.rgb_table())
            .expect("writing into memory cannot fail");
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("writing into memory cannot fail");
        let mut previous: Option<Vec<u8>> = None;
        let last = frames.len() - 1;
        for (index, frame) in frames.iter().enumerate() {
            let indices = palette.map(frame);
            let mut gif_frame = match &previous {
                None => {
                    Frame::from_indexed_pixels(width as u16, height as u16, indices.clone(), None)
                }
                Some(before) => changed_part(before, &indices, width, height),
            };
            gif_frame.delay = if index == last {
                FINAL_DELAY_CENTISECONDS
            } else {
                MOVE_DELAY_CENTISECONDS
            };
            gif_frame.dispose = DisposalMethod::Keep;
            encoder
                .write_frame(&gif_frame)
                .expect("writing into memory cannot fail");
            previous = Some(indices);
        }
    }
    out
}

/// The options of the frame at `ply`: earlier positions had a player to
/// move, so only the last shows the ending. Every frame keeps the footer's
/// band (empty before the end) so all have one size.
fn frame_options(final_options: &RenderOptions, ply: usize, last: usize) -> RenderOptions {
    let mut options = final_options.clone();
    if ply < last {
        options.ending = None;
        if final_options.footer.is_some() || final_options.ending.is_some() {
            options.footer = Some(String::new());
        }
    }
    options
}

/// The start and the position after every move, rendered and downscaled.
/// Two threads share the work: rendering is nearly all of the time.
fn replay_frames(game: &Game, labels: &BoardLabels, options: &RenderOptions) -> Vec<RgbaImage> {
    let plies = game.ply();
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 2);
    let chunk = (plies + 1).div_ceil(workers);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|worker| {
                let first = worker * chunk;
                let end = ((worker + 1) * chunk).min(plies + 1);
                scope.spawn(move || {
                    let mut position = game.rewound(first);
                    let mut frames = Vec::with_capacity(end.saturating_sub(first));
                    for ply in first..end {
                        if ply > first {
                            position
                                .play(game.moves()[ply - 1])
                                .expect("moves of a game replay");
                        }
                        let options = frame_options(options, ply, plies);
                        frames.push(downscale(
                            &render_board(&position, labels, &options),
                            REPLAY_DOWNSCALE,
                        ));
                    }
                    frames
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a frame renders"))
            .collect()
    })
}

/// Box-filter downscale by an integer factor (smoother than dropping pixels).
fn downscale(image: &RgbaImage, factor: u32) -> RgbaImage {
    let (width, height) = (image.width() / factor, image.height() / factor);
    let area = factor * factor;
    RgbaImage::from_fn(width, height, |x, y| {
        let mut sum = [0u32; 4];
        for dy in 0..factor {
            for dx in 0..factor {
                let pixel = image.get_pixel(x * factor + dx, y * factor + dy);
                for (total, channel) in sum.iter_mut().zip(pixel.0) {
                    *total += u32::from(channel);
                }
            }
        }
        image::Rgba(sum.map(|total| ((total + area / 2) / area) as u8))
    })
}

/// Only the rectangle that differs from `before`; pixels inside it that did
/// not change are transparent.
fn changed_part(before: &[u8], after: &[u8], width: u32, height: u32) -> Frame<'static> {
    let width = width as usize;
    let (mut left, mut top, mut right, mut bottom) = (width, height as usize, 0, 0);
    for (i, (a, b)) in before.iter().zip(after).enumerate() {
        if a != b {
            let (x, y) = (i % width, i / width);
            left = left.min(x);
            right = right.max(x);
            top = top.min(y);
            bottom = bottom.max(y);
        }
    }
    if left > right {
        // Nothing changed (a pass with an identical picture): one clear pixel.
        let mut frame =
            Frame::from_indexed_pixels(1, 1, vec![TRANSPARENT_INDEX], Some(TRANSPARENT_INDEX));
        frame.dispose = DisposalMethod::Keep;
        return frame;
    }
    let mut pixels = Vec::with_capacity((right - left + 1) * (bottom - top + 1));
    for y in top..=bottom {
        for x in left..=right {
            let i = y * width + x;
            pixels.push(if before[i] == after[i] {
                TRANSPARENT_INDEX
            } else {
                after[i]
            });
        }
    }
    let mut frame = Frame::from_indexed_pixels(
        (right - left + 1) as u16,
        (bottom - top + 1) as u16,
        pixels,
        Some(TRANSPARENT_INDEX),
    );
    frame.left = left as u16;
    frame.top = top as u16;
    frame
}

/// 255 colours learnt once, and a cache from colour to index (board
/// pictures use few distinct colours, so the cache stays small).
struct SharedPalette {
    quantizer: NeuQuant,
    cache: HashMap<[u8; 3], u8>,
}

impl SharedPalette {
    fn learn(samples: &[&RgbaImage]) -> SharedPalette {
        let pixels: Vec<u8> = samples
            .iter()
            .flat_map(|image| image.as_raw().iter().copied())
            .collect();
        // Sample factor 10 is NeuQuant's usual speed/quality balance.
        SharedPalette {
            quantizer: NeuQuant::new(10, usize::from(TRANSPARENT_INDEX), &pixels),
            cache: HashMap::new(),
        }
    }

    /// `r g b` triples for the GIF header, index 255 included (unused colour).
    fn rgb_table(&self) -> Vec<u8> {
        let mut table = self.quantizer.color_map_rgb();
        table.resize(256 * 3, 0);
        table
    }

    fn map(&mut self, image: &RgbaImage) -> Vec<u8> {
        let mut indices = Vec::with_capacity(image.as_raw().len() / 4);
        // Runs of one colour are the common case: skip the lookup for them.
        let mut last: Option<([u8; 3], u8)> = None;
        for p in image.pixels() {
            let rgb = [p.0[0], p.0[1], p.0[2]];
            let index = match last {
                Some((colour, index)) if colour == rgb => index,
                _ => {
                    let quantizer = &self.quantizer;
                    let index = *self.cache.entry(rgb).or_insert_with(|| {
                        quantizer.index_of(&[rgb[0], rgb[1], rgb[2], 255]) as u8
                    });
                    last = Some((rgb, index));
                    index
                }
            };
            indices.push(index);
        }
        indices
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::GameKind;

    /// Each frame must be the board posted after that move, halved, in
    /// order across the threads, or replays would drift from the game.
    #[test]
    fn frames_are_the_posted_boards_in_order() {
        let labels = BoardLabels {
            title: "Abande #1".into(),
            black: "alice".into(),
            white: "bob".into(),
            ..BoardLabels::default()
        };
        for kind in GameKind::ALL {
            let mut game = Game::new(kind);
            for ply in 0..40 {
                let Some(&m) = game.legal_moves().get(ply * 7 % 5) else {
                    break;
                };
                game.play(m).unwrap();
            }
            let frames = replay_frames(&game, &labels, &RenderOptions::default());
            assert_eq!(frames.len(), game.ply() + 1, "{kind}");
            for ply in (0..=game.ply()).step_by(13) {
                let posted = render_board(&game.rewound(ply), &labels, &RenderOptions::default());
                assert!(
                    frames[ply] == downscale(&posted, REPLAY_DOWNSCALE),
                    "{kind} at ply {ply}"
                );
            }
        }
    }

    /// A replay of a resigned game: earlier frames show who was to move,
    /// the final one how it ended; all keep one size.
    #[test]
    fn only_the_final_frame_shows_the_ending() {
        let last = RenderOptions {
            ending: Some(super::super::Ending::Resigned {
                winner: abande_rules::Color::White,
            }),
            ..RenderOptions::default()
        };
        let earlier = frame_options(&last, 3, 10);
        assert_eq!(earlier.ending, None);
        assert_eq!(earlier.footer.as_deref(), Some(""));
        assert_eq!(frame_options(&last, 10, 10), last);
        let plain = RenderOptions::default();
        assert_eq!(frame_options(&plain, 3, 10), plain);
    }
}
