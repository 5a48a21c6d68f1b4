//! Anti-aliased primitives on an opaque [`RgbaImage`].
//!
//! Every shape is drawn from its signed distance: a pixel's coverage is how
//! far its centre lies inside the edge, clamped to one pixel. That gives
//! smooth edges without supersampling and keeps each shape to its bounding box.

use image::RgbaImage;

/// An opaque colour; images here are always fully opaque.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `self` mixed with `other`, `t = 0` is `self`.
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let m = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }
}

pub fn fill(img: &mut RgbaImage, color: Rgb) {
    fill_rect(img, (0, 0, img.width(), img.height()), color);
}

/// Blends `color` over the pixel at `(x, y)` with `alpha` in `0..=1`; outside is ignored.
/// On a transparent canvas (a sprite) this is Porter-Duff "over", so a
/// sprite blitted later gives the same pixels as drawing in place.
pub fn blend(img: &mut RgbaImage, x: i32, y: i32, color: Rgb, alpha: f32) {
    if x < 0 || y < 0 || x >= img.width() as i32 || y >= img.height() as i32 || alpha <= 0.0 {
        return;
    }
    let px = img.get_pixel_mut(x as u32, y as u32);
    blend_pixel(&mut px.0, [color.0, color.1, color.2], alpha.min(1.0));
}

/// `color` with opacity `alpha` over `dst`.
fn blend_pixel(dst: &mut [u8; 4], color: [u8; 3], alpha: f32) {
    if alpha >= 1.0 {
        *dst = [color[0], color[1], color[2], 255];
        return;
    }
    if dst[3] == 255 {
        let mix = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * alpha + 0.5) as u8;
        *dst = [
            mix(dst[0], color[0]),
            mix(dst[1], color[1]),
            mix(dst[2], color[2]),
            255,
        ];
        return;
    }
    let below = dst[3] as f32 / 255.0 * (1.0 - alpha);
    let out = alpha + below;
    if out <= 0.0 {
        return;
    }
    let mix = |d: u8, c: u8| ((c as f32 * alpha + d as f32 * below) / out + 0.5) as u8;
    *dst = [
        mix(dst[0], color[0]),
        mix(dst[1], color[1]),
        mix(dst[2], color[2]),
        (out * 255.0 + 0.5) as u8,
    ];
}

/// Draws `sprite` with its top left corner at `(x, y)`, "over" what is there.
pub fn blit(img: &mut RgbaImage, sprite: &RgbaImage, (x, y): (i32, i32)) {
    let (w, h) = (img.width() as i32, img.height() as i32);
    for sy in 0..sprite.height() as i32 {
        let ty = y + sy;
        if ty < 0 || ty >= h {
            continue;
        }
        for sx in 0..sprite.width() as i32 {
            let tx = x + sx;
            if tx < 0 || tx >= w {
                continue;
            }
            let src = sprite.get_pixel(sx as u32, sy as u32).0;
            if src[3] == 0 {
                continue;
            }
            let dst = &mut img.get_pixel_mut(tx as u32, ty as u32).0;
            blend_pixel(dst, [src[0], src[1], src[2]], src[3] as f32 / 255.0);
        }
    }
}

/// An axis-aligned rectangle of whole pixels, `(x0, y0)` inclusive to `(x1, y1)` exclusive.
pub fn fill_rect(img: &mut RgbaImage, (x0, y0, x1, y1): (u32, u32, u32, u32), color: Rgb) {
    let (x1, y1) = (x1.min(img.width()), y1.min(img.height()));
    for y in y0..y1 {
        for x in x0..x1 {
            img.get_pixel_mut(x, y).0 = [color.0, color.1, color.2, 255];
        }
    }
}

/// Calls `coverage(px, py)` for every pixel centre in the box and blends by its result.
fn shade(
    img: &mut RgbaImage,
    bounds: (f32, f32, f32, f32),
    color: Rgb,
    opacity: f32,
    coverage: impl Fn(f32, f32) -> f32,
) {
    let (x0, y0, x1, y1) = bounds;
    let (w, h) = (img.width() as i32, img.height() as i32);
    let xs = (x0.floor() as i32).max(0)..=(x1.ceil() as i32).min(w - 1);
    for y in (y0.floor() as i32).max(0)..=(y1.ceil() as i32).min(h - 1) {
        for x in xs.clone() {
            let c = coverage(x as f32 + 0.5, y as f32 + 0.5);
            if c > 0.0 {
                blend(img, x, y, color, c.min(1.0) * opacity);
            }
        }
    }
}

fn inside(signed_distance: f32) -> f32 {
    (0.5 - signed_distance).clamp(0.0, 1.0)
}

pub fn disc(img: &mut RgbaImage, (cx, cy): (f32, f32), r: f32, color: Rgb) {
    disc_alpha(img, (cx, cy), r, color, 1.0);
}

pub fn disc_alpha(img: &mut RgbaImage, (cx, cy): (f32, f32), r: f32, color: Rgb, opacity: f32) {
    let bounds = (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0);
    shade(img, bounds, color, opacity, |x, y| {
        inside(((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r)
    });
}

/// A circle outline of radius `r` (centre of the stroke) and stroke `width`.
pub fn ring(img: &mut RgbaImage, (cx, cy): (f32, f32), r: f32, width: f32, color: Rgb) {
    let outer = r + width / 2.0 + 1.0;
    let bounds = (cx - outer, cy - outer, cx + outer, cy + outer);
    shade(img, bounds, color, 1.0, |x, y| {
        let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
        inside((d - r).abs() - width / 2.0)
    });
}

fn segment_distance((px, py): (f32, f32), (ax, ay): (f32, f32), (bx, by): (f32, f32)) -> f32 {
    let (dx, dy) = (bx - ax, by - ay);
    let len2 = (dx * dx + dy * dy).max(1e-6);
    let t = (((px - ax) * dx + (py - ay) * dy) / len2).clamp(0.0, 1.0);
    ((px - ax - t * dx).powi(2) + (py - ay - t * dy).powi(2)).sqrt()
}

/// A straight stroke with round ends.
pub fn line(img: &mut RgbaImage, a: (f32, f32), b: (f32, f32), width: f32, color: Rgb) {
    let pad = width / 2.0 + 1.0;
    let bounds = (
        a.0.min(b.0) - pad,
        a.1.min(b.1) - pad,
        a.0.max(b.0) + pad,
        a.1.max(b.1) + pad,
    );
    shade(img, bounds, color, 1.0, |x, y| {
        inside(segment_distance((x, y), a, b) - width / 2.0)
    });
}

/// A convex polygon (any winding) grown by `grow` pixels on every side, so
/// its corners become arcs of that radius.
pub fn convex_polygon(img: &mut RgbaImage, corners: &[(f32, f32)], grow: f32, color: Rgb) {
    let n = corners.len();
    let cx = corners.iter().map(|c| c.0).sum::<f32>() / n as f32;
    let cy = corners.iter().map(|c| c.1).sum::<f32>() / n as f32;
    // Outward unit normal and offset of each edge line.
    let edges: Vec<(f32, f32, f32)> = (0..n)
        .map(|i| {
            let (a, b) = (corners[i], corners[(i + 1) % n]);
            let (mut nx, mut ny) = (b.1 - a.1, a.0 - b.0);
            let len = (nx * nx + ny * ny).sqrt().max(1e-6);
            (nx, ny) = (nx / len, ny / len);
            if nx * (cx - a.0) + ny * (cy - a.1) > 0.0 {
                (nx, ny) = (-nx, -ny);
            }
            (nx, ny, nx * a.0 + ny * a.1)
        })
        .collect();
    let pad = grow + 1.0;
    let x0 = corners.iter().map(|c| c.0).fold(f32::MAX, f32::min) - pad;
    let y0 = corners.iter().map(|c| c.1).fold(f32::MAX, f32::min) - pad;
    let x1 = corners.iter().map(|c| c.0).fold(f32::MIN, f32::max) + pad;
    let y1 = corners.iter().map(|c| c.1).fold(f32::MIN, f32::max) + pad;
    shade(img, (x0, y0, x1, y1), color, 1.0, |x, y| {
        // Outside: distance to the polygon (exact near edges, a close
        // estimate near corners); inside: depth below the nearest edge.
        let mut outside2 = 0.0f32;
        let mut deepest = f32::MIN;
        for &(nx, ny, off) in &edges {
            let d = nx * x + ny * y - off;
            deepest = deepest.max(d);
            if d > 0.0 {
                outside2 += d * d;
            }
        }
        let sd = if outside2 > 0.0 {
            outside2.sqrt()
        } else {
            deepest
        };
        inside(sd - grow)
    });
}

/// An axis-aligned rectangle with rounded corners.
pub fn rounded_rect(
    img: &mut RgbaImage,
    (x0, y0, x1, y1): (f32, f32, f32, f32),
    radius: f32,
    color: Rgb,
) {
    let r = radius.min((x1 - x0) / 2.0).min((y1 - y0) / 2.0).max(0.0);
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let (hx, hy) = ((x1 - x0) / 2.0 - r, (y1 - y0) / 2.0 - r);
    // The signed distance of a rounded box: a few operations per pixel,
    // where the general polygon tests every edge.
    shade(
        img,
        (x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0),
        color,
        1.0,
        |x, y| {
            let (qx, qy) = ((x - cx).abs() - hx, (y - cy).abs() - hy);
            let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
            inside(outside + qx.max(qy).min(0.0) - r)
        },
    );
}

/// A line ending in a filled arrowhead at `to`.
pub fn arrow(
    img: &mut RgbaImage,
    from: (f32, f32),
    to: (f32, f32),
    width: f32,
    head: f32,
    color: Rgb,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (ux, uy) = (dx / len, dy / len);
    let base = (to.0 - ux * head, to.1 - uy * head);
    line(
        img,
        from,
        (base.0 + ux * 1.0, base.1 + uy * 1.0),
        width,
        color,
    );
    let half = head * 0.6;
    let left = (base.0 - uy * half, base.1 + ux * half);
    let right = (base.0 + uy * half, base.1 - ux * half);
    convex_polygon(img, &[to, left, right], 0.0, color);
}
