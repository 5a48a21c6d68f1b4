//! Board pictures: a game state and labels in, an image out.
//!
//! Pure apart from the bundled fonts (`assets/fonts/`), which are parsed
//! once. Every word a picture writes comes from the caller through
//! [`Words`] ([`English`] by default), so this crate knows no language layer.
//!
//! The picture is [`WIDTH`] pixels wide: a header with the players, the board with
//! its coordinates and the last move highlighted, and an optional footer.
//!
//! **Which way up.** A board is drawn from one player's side of the table
//! ([`Orientation`], in [`RenderOptions::orientation`] and [`render_svg`]):
//! [`Orientation::AsDrawn`] is the board as its notation draws it, from
//! Black's side (Abalone's row `a`, where Black starts, at the bottom);
//! [`Orientation::Rotated`] turns it half a turn, from White's side. Only
//! where things stand turns: the coordinates are written upright beside
//! the same points (along the opposite edge), stacks rise upwards, the
//! header and footer stay, so the picture's description for screen
//! readers is the same either way.
//!
//! The bot's rule for choosing: every picture that is one player's alone
//! (the move picker's preview, `/explore`, the turn DM, a puzzle, the web
//! page) is drawn from that player's side; the public board in a game's
//! thread (and `/board`, `/game`, the replay GIF) is drawn one way for the
//! whole game, from Black's side between two people and from the human's
//! side against the engine, never turning with the player to move: the
//! thread is read from top to bottom by both players and by spectators,
//! and a board that turned every move would put each move's highlight on
//! the other side of the picture from the one before, so consecutive
//! posts could no longer be compared at a glance. The crate only draws;
//! the bot's service decides (`GameView::public_side`, `GameView::side_for`).

mod board;
mod chart_frame;
mod draw;
mod eval_chart;
mod font;
mod layout;
mod palette;
mod panel;
mod pieces;
mod rating_chart;
mod replay;
mod sprites;
mod standings;
mod svg;
mod words;

#[cfg(test)]
mod tests;

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbaImage};

use abande_rules::{Color, Game, GameKind, Outcome, PointId};

pub use eval_chart::{EvalChart, EvalPlan, plan_eval_chart, render_eval_chart, render_eval_svg};
pub use layout::{BOARD_HEIGHT, FOOTER_HEIGHT, HEADER_HEIGHT, WIDTH};
pub use panel::{ImageTexts, footer_text, image_texts};
pub use rating_chart::{RatingPoint, Series, render_rating_chart};
pub use replay::{
    FINAL_DELAY_CENTISECONDS, MOVE_DELAY_CENTISECONDS, REPLAY_DOWNSCALE, render_replay_gif,
};
pub use standings::{
    CrossCell, MAX_CROSS_PLAYERS, StandingsColumns, StandingsPlan, StandingsRow, StandingsTable,
    draw_standings, plan_standings, render_standings,
};
pub use svg::{escape, render_svg};
pub use words::{English, Words};

/// Text shown in the header.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardLabels {
    /// For example "Abande #12".
    pub title: String,
    /// The players' names (the bot's with its level); the footer names them too.
    pub black: String,
    pub white: String,
    /// Each player's rating, shown after the name in the header only
    /// ("1623", "1500?"); empty for none.
    pub ratings: ClockLabels,
}

impl BoardLabels {
    pub fn name(&self, color: Color) -> &str {
        color.pick(&self.black, &self.white)
    }
}

/// How a finished game ended, as its picture tells it. A picture with an
/// ending shows nobody to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Played to the end on the board: Abande on points, Abalone on marbles.
    Played(Outcome),
    Resigned {
        winner: Color,
    },
    Timeout {
        winner: Color,
    },
    AgreedDraw,
    /// Decided by a moderator, with the result they gave.
    Adjudicated(Outcome),
    /// Abandoned or cancelled: it has no result.
    Aborted,
    /// Over, with no result on record.
    Over,
}

impl Ending {
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Played(outcome) | Ending::Adjudicated(outcome) => outcome.winner(),
            Ending::Resigned { winner } | Ending::Timeout { winner } => Some(winner),
            Ending::AgreedDraw | Ending::Aborted | Ending::Over => None,
        }
    }
}

/// One text per player: each player's time left, shown in the header after
/// their counts (for example "2 days 5 h"), or their rating; empty for none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockLabels {
    pub black: String,
    pub white: String,
}

impl ClockLabels {
    pub fn get(&self, color: Color) -> &str {
        color.pick(&self.black, &self.white)
    }
}

/// When sleeping Abande stacks (scoring nothing) are marked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SleepingMarks {
    Never,
    /// Only once the game is over, when they decide the score.
    #[default]
    AtEnd,
    Always,
}

/// Which way up a board is drawn: whose side of the table is at the
/// bottom of the picture.
///
/// [`AsDrawn`](Orientation::AsDrawn) is the board as its notation draws
/// it, from Black's side: Abalone's row `a` (where Black's marbles start)
/// at the bottom, Abande's numbers rising from the bottom edge.
/// [`Rotated`](Orientation::Rotated) turns it half a turn, so White's side
/// is at the bottom. Only where things stand turns: the coordinates are
/// written upright beside the same edges of the board (so they read
/// correctly, merely on the other side), stacks still rise upwards, and
/// the header and footer do not change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Orientation {
    #[default]
    AsDrawn,
    Rotated,
}

impl Orientation {
    /// Both, as drawn first.
    pub const BOTH: [Orientation; 2] = [Orientation::AsDrawn, Orientation::Rotated];

    /// The board from the side of `player`: their side at the bottom.
    pub fn from_side(player: Color) -> Orientation {
        player.pick(Orientation::AsDrawn, Orientation::Rotated)
    }

    /// Whose side is at the bottom of the picture.
    pub fn bottom(self) -> Color {
        match self {
            Orientation::AsDrawn => Color::Black,
            Orientation::Rotated => Color::White,
        }
    }

    /// The other way up (a page's Flip button).
    pub fn flipped(self) -> Orientation {
        match self {
            Orientation::AsDrawn => Orientation::Rotated,
            Orientation::Rotated => Orientation::AsDrawn,
        }
    }

    /// `as-drawn` or `rotated`, as the SVG's `data-orientation` says it.
    pub fn name(self) -> &'static str {
        match self {
            Orientation::AsDrawn => "as-drawn",
            Orientation::Rotated => "rotated",
        }
    }
}

#[derive(Clone, Debug)]
pub struct RenderOptions {
    pub highlight_last_move: bool,
    pub show_sleeping: SleepingMarks,
    /// A line under the board, e.g. "Game ends: won on time". Without one,
    /// an ending writes its own.
    pub footer: Option<String>,
    /// Set for the final position of a finished game.
    pub ending: Option<Ending>,
    /// The header's and footer's words ("to move", "in hand", ...), in the
    /// reader's language.
    pub words: &'static dyn Words,
    /// Whose side is at the bottom ([`Orientation`]); as drawn by default.
    pub orientation: Orientation,
}

/// Options are equal when they draw alike: the same fields, and words of
/// the same language (told apart by their `Debug` name, as `En` or `English`).
impl PartialEq for RenderOptions {
    fn eq(&self, other: &Self) -> bool {
        self.highlight_last_move == other.highlight_last_move
            && self.show_sleeping == other.show_sleeping
            && self.footer == other.footer
            && self.ending == other.ending
            && self.orientation == other.orientation
            && format!("{:?}", self.words) == format!("{:?}", other.words)
    }
}

impl Eq for RenderOptions {}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            highlight_last_move: true,
            show_sleeping: SleepingMarks::AtEnd,
            footer: None,
            ending: None,
            words: &English,
            orientation: Orientation::AsDrawn,
        }
    }
}

/// The background and the empty board of `kind` turned to `orientation`,
/// painted once per kind and orientation: it is most of the drawing work
/// and never changes.
fn empty_board(kind: GameKind, orientation: Orientation) -> &'static RgbaImage {
    static BOARDS: std::sync::LazyLock<Vec<RgbaImage>> = std::sync::LazyLock::new(|| {
        Orientation::BOTH
            .iter()
            .flat_map(|&orientation| GameKind::ALL.iter().map(move |&kind| (kind, orientation)))
            .map(|(kind, orientation)| {
                let mut img = RgbaImage::new(WIDTH, HEADER_HEIGHT + BOARD_HEIGHT);
                draw::fill(&mut img, palette::SURROUND);
                board::draw_board(&mut img, kind, &layout::Layout::oriented(kind, orientation));
                img
            })
            .collect()
    });
    let index = GameKind::ALL
        .iter()
        .position(|&k| k == kind)
        .expect("every kind is listed");
    let turned = match orientation {
        Orientation::AsDrawn => 0,
        Orientation::Rotated => GameKind::ALL.len(),
    };
    &BOARDS[turned + index]
}

/// Draws the position of `game` with its header.
pub fn render_board(game: &Game, labels: &BoardLabels, options: &RenderOptions) -> RgbaImage {
    render_board_with_clocks(game, labels, &ClockLabels::default(), options)
}

/// [`render_board`] with each player's time left in the header.
pub fn render_board_with_clocks(
    game: &Game,
    labels: &BoardLabels,
    clocks: &ClockLabels,
    options: &RenderOptions,
) -> RgbaImage {
    let texts = image_texts(game, labels, clocks, options);
    let footer = if texts.footer.is_some() {
        FOOTER_HEIGHT
    } else {
        0
    };
    let layout = layout::Layout::oriented(game.kind(), options.orientation);
    let empty = empty_board(game.kind(), options.orientation);
    let mut img = if footer == 0 {
        empty.clone()
    } else {
        let mut img = RgbaImage::new(WIDTH, HEADER_HEIGHT + BOARD_HEIGHT + footer);
        draw::fill(&mut img, palette::SURROUND);
        image::GenericImage::copy_from(&mut img, empty, 0, 0).expect("the empty board fits");
        img
    };
    panel::draw_header(&mut img, &texts);
    let mark_sleeping = match options.show_sleeping {
        SleepingMarks::Never => false,
        SleepingMarks::AtEnd => game.is_over(),
        SleepingMarks::Always => true,
    };
    pieces::draw_pieces(&mut img, game, &layout, mark_sleeping);
    if options.highlight_last_move
        && let Some(trace) = game.last_trace()
    {
        pieces::draw_last_move(&mut img, game, &layout, trace);
    }
    if let Some(text) = &texts.footer {
        panel::draw_footer(&mut img, text);
    }
    img
}

/// [`render_board`] encoded as PNG. The picture is opaque, so it is stored as
/// RGB. zlib level 2 without filtering: on these flat-colour pictures it
/// beat png's "Fast" (fdeflate: 1.5-2x the bytes) and the Sub and adaptive
/// filters (more bytes, adaptive also 2x the time); see `BENCHMARKS.md`.
pub fn render_png(game: &Game, labels: &BoardLabels, options: &RenderOptions) -> Vec<u8> {
    encode_png(&render_board(game, labels, options))
}

/// [`render_png`] with each player's time left in the header.
pub fn render_png_with_clocks(
    game: &Game,
    labels: &BoardLabels,
    clocks: &ClockLabels,
    options: &RenderOptions,
) -> Vec<u8> {
    encode_png(&render_board_with_clocks(game, labels, clocks, options))
}

pub fn encode_png(img: &RgbaImage) -> Vec<u8> {
    let mut rgb = Vec::with_capacity(img.as_raw().len() / 4 * 3);
    for pixel in img.as_raw().chunks_exact(4) {
        rgb.extend_from_slice(&pixel[..3]);
    }
    let mut out = Vec::with_capacity(96 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Level(2), FilterType::NoFilter)
        .write_image(&rgb, img.width(), img.height(), ExtendedColorType::Rgb8)
        .expect("encoding into memory cannot fail");
    out
}

/// The pixel at the centre of point `p` (where a piece on it is drawn),
/// on the board as drawn.
pub fn point_pixel(game_kind: GameKind, p: PointId) -> (u32, u32) {
    oriented_point_pixel(game_kind, Orientation::AsDrawn, p)
}

/// [`point_pixel`] on the board turned to `orientation`.
pub fn oriented_point_pixel(
    game_kind: GameKind,
    orientation: Orientation,
    p: PointId,
) -> (u32, u32) {
    let layout = layout::Layout::oriented(game_kind, orientation);
    let (x, y) = layout.point(game_kind.topology(), p);
    (x as u32, y as u32)
}
