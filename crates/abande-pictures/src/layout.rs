//! Board geometry to pixels: the only place that knows the image's size and
//! how a board's drawing positions (edge units, y down) map onto it.
//!
//! Which way up: `Layout::oriented` takes an `Orientation`, `AsDrawn`
//! (from Black's side, as the notation draws it) or `Rotated` (half a turn,
//! from White's side), turning the points and keeping text upright. The
//! bot says whose side a picture is for: public boards one way for the
//! whole game, a picture for one player from that player's side.

use abande_rules::{Family, GameKind, PointId, Topology};

use super::Orientation;

/// Image width; see `BENCHMARKS.md` for why (crisp when opened, cheap to encode).
pub const WIDTH: u32 = 720;
/// The panel with title, players and status above the board.
pub const HEADER_HEIGHT: u32 = 150;
/// The board area below the header, the same for every game.
pub const BOARD_HEIGHT: u32 = 680;
/// The optional footer line below the board.
pub const FOOTER_HEIGHT: u32 = 48;

/// Maps a board's drawing positions onto the image.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// Pixels per edge unit (the distance between neighbouring points).
    pub scale: f32,
    offset: (f32, f32),
    /// 1 as drawn, -1 turned half a turn (both axes reversed).
    sign: f32,
}

impl Layout {
    /// The board turned to `orientation`: a half turn reverses both axes
    /// about the board's centre; what is drawn on the board (pieces,
    /// coordinates' text) stays upright, only its place moves.
    pub fn oriented(kind: GameKind, orientation: Orientation) -> Layout {
        let t = kind.topology();
        let sign = match orientation {
            Orientation::AsDrawn => 1.0,
            Orientation::Rotated => -1.0,
        };
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for p in t.points() {
            let (x, y) = t.position(p);
            let (x, y) = (sign * x, sign * y);
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        // Room around the outermost points, in edge units: coordinates (and
        // Abalone's tray rim) live there.
        let pad = match kind.family() {
            Family::Abande => 0.85,
            Family::Abalone => 1.2,
        };
        // Whole pixels per unit and points on pixel centres: straight lines of
        // the square board then fall on whole pixels, crisper and smaller PNGs.
        let scale = (WIDTH as f32 / (x1 - x0 + 2.0 * pad))
            .min(BOARD_HEIGHT as f32 / (y1 - y0 + 2.0 * pad))
            .floor();
        let centre = (
            WIDTH as f32 / 2.0,
            HEADER_HEIGHT as f32 + BOARD_HEIGHT as f32 / 2.0,
        );
        let offset = (
            (centre.0 - scale * (x0 + x1) / 2.0).floor() + 0.5,
            (centre.1 - scale * (y0 + y1) / 2.0).floor() + 0.5,
        );
        Layout {
            scale,
            offset,
            sign,
        }
    }

    /// Pixel position of a drawing position in edge units.
    pub fn to_pixel(self, (x, y): (f32, f32)) -> (f32, f32) {
        (
            self.offset.0 + self.scale * self.sign * x,
            self.offset.1 + self.scale * self.sign * y,
        )
    }

    /// Whether the board is turned half a turn ([`Orientation::Rotated`]).
    pub fn is_turned(&self) -> bool {
        self.sign < 0.0
    }

    /// Pixel centre of point `p` of `t`.
    pub fn point(&self, t: &Topology, p: PointId) -> (f32, f32) {
        self.to_pixel(t.position(p))
    }
}
