//! Colours. The image is opaque so it reads the same on Discord's dark and
//! light themes; highlights are amber and magenta, which stay apart from each
//! other and from the black/white pieces for red-green colour-blind players.

use super::draw::Rgb;
use abande_rules::Color;

/// Around the board (and behind the coordinates).
pub const SURROUND: Rgb = Rgb(196, 154, 108);
/// The light wooden plate the Abande lines are drawn on.
pub const PLATE: Rgb = Rgb(233, 201, 146);
pub const LINE: Rgb = Rgb(96, 66, 38);
pub const COORDINATE: Rgb = Rgb(58, 38, 20);

/// Abalone's tray and its holes.
pub const TRAY: Rgb = Rgb(138, 94, 58);
pub const TRAY_EDGE: Rgb = Rgb(104, 68, 40);
pub const HOLE: Rgb = Rgb(86, 56, 32);
pub const HOLE_RIM: Rgb = Rgb(170, 124, 84);

pub const BLACK_FACE: Rgb = Rgb(34, 34, 38);
pub const BLACK_SIDE: Rgb = Rgb(10, 10, 12);
pub const BLACK_EDGE: Rgb = Rgb(92, 92, 98);
pub const WHITE_FACE: Rgb = Rgb(247, 243, 233);
pub const WHITE_SIDE: Rgb = Rgb(188, 176, 156);
pub const WHITE_EDGE: Rgb = Rgb(84, 70, 52);
pub const SHADOW: Rgb = Rgb(40, 24, 10);

/// Last move: rings and arrows.
pub const HIGHLIGHT: Rgb = Rgb(255, 176, 0);
pub const HIGHLIGHT_OUTLINE: Rgb = Rgb(52, 34, 0);
/// Where an Abalone marble left the board.
pub const PUSHED_OFF: Rgb = Rgb(220, 38, 127);
/// The "asleep" mark on sleeping stacks.
pub const SLEEP_MARK: Rgb = Rgb(28, 56, 140);

pub const PANEL: Rgb = Rgb(40, 36, 33);
pub const PANEL_ROW: Rgb = Rgb(72, 64, 56);
pub const PANEL_TEXT: Rgb = Rgb(244, 236, 222);
pub const PANEL_MUTED: Rgb = Rgb(196, 184, 166);
pub const TAG_TEXT: Rgb = Rgb(36, 26, 6);

/// The face colour a piece or marble of `c` is drawn with.
pub fn face(c: Color) -> Rgb {
    match c {
        Color::Black => BLACK_FACE,
        Color::White => WHITE_FACE,
    }
}

pub fn side(c: Color) -> Rgb {
    match c {
        Color::Black => BLACK_SIDE,
        Color::White => WHITE_SIDE,
    }
}

pub fn edge(c: Color) -> Rgb {
    match c {
        Color::Black => BLACK_EDGE,
        Color::White => WHITE_EDGE,
    }
}

/// Text drawn on a piece of colour `c`.
pub fn ink_on(c: Color) -> Rgb {
    match c {
        Color::Black => WHITE_FACE,
        Color::White => BLACK_FACE,
    }
}
