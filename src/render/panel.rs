//! The header (title, players, turn, counts, result) and the optional footer.

use image::RgbaImage;

use super::draw;
use super::font::{self, Align, Weight, ellipsize, text_width};
use super::layout::{BOARD_HEIGHT, FOOTER_HEIGHT, HEADER_HEIGHT, WIDTH};
use super::palette;
use super::{BoardLabels, ClockLabels};
use crate::i18n::Lang;
use crate::rules::{Color, Game, Outcome};
use crate::tr;

const MARGIN: f32 = 24.0;
const TITLE_SIZE: f32 = 28.0;
const NAME_SIZE: f32 = 24.0;
const DETAIL_SIZE: f32 = 21.0;
const TAG_SIZE: f32 = 17.0;
/// Vertical extent of each player's row.
const ROWS: [(f32, f32); 2] = [(60.0, 102.0), (104.0, 146.0)];

pub fn draw_header(
    img: &mut RgbaImage,
    game: &Game,
    labels: &BoardLabels,
    clocks: &ClockLabels,
    lang: Lang,
) {
    draw::fill_rect(img, (0, 0, WIDTH, HEADER_HEIGHT), palette::PANEL);
    let right = WIDTH as f32 - MARGIN;
    let status = status_text(game, lang);
    let status_width = font::draw_text(
        img,
        Weight::Regular,
        DETAIL_SIZE,
        (right, 40.0),
        Align::Right,
        palette::PANEL_MUTED,
        &status,
    );
    let title = ellipsize(
        Weight::Bold,
        TITLE_SIZE,
        &labels.title,
        right - MARGIN - status_width - 20.0,
    );
    font::draw_text(
        img,
        Weight::Bold,
        TITLE_SIZE,
        (MARGIN, 40.0),
        Align::Left,
        palette::PANEL_TEXT,
        &title,
    );
    for (color, name, clock) in [
        (Color::Black, &labels.black, &clocks.black),
        (Color::White, &labels.white, &clocks.white),
    ] {
        draw_player_row(img, game, color, name, clock, lang);
    }
}

/// "Move 12 · last e2-d3", or the result once the game is over.
fn status_text(game: &Game, lang: Lang) -> String {
    let moves = game.ply();
    match game.outcome() {
        Some(Outcome::Win(c)) => match c {
            Color::Black => tr!(lang, "image-black-wins", moves = moves),
            Color::White => tr!(lang, "image-white-wins", moves = moves),
        },
        Some(Outcome::Draw) => tr!(lang, "image-draw", moves = moves),
        None => match game.last_move() {
            Some(m) => tr!(
                lang,
                "image-move-last",
                number = moves + 1,
                last = m.to_string()
            ),
            None => tr!(lang, "image-move", number = moves + 1),
        },
    }
}

/// Per-side counts (Abande pieces in hand and score, Abalone marbles pushed
/// off), then the time left if there is a clock.
fn details_with_clock(game: &Game, color: Color, clock: &str, lang: Lang) -> String {
    let counts = details(game, color, lang);
    match (counts.is_empty(), clock.is_empty()) {
        (_, true) => counts,
        (true, false) => tr!(lang, "image-time", clock = clock),
        (false, false) => format!("{counts}   {}", tr!(lang, "image-time", clock = clock)),
    }
}

/// Per-side counts: Abande pieces in hand and score, Abalone marbles pushed off.
fn details(game: &Game, color: Color, lang: Lang) -> String {
    if let (Some(hand), Some(score)) = (game.hand(), game.score()) {
        return format!(
            "{}   {}",
            tr!(lang, "image-in-hand", count = hand.get(color)),
            tr!(lang, "image-score", score = score.get(color))
        );
    }
    match game.captured() {
        Some(captured) => tr!(lang, "image-pushed-off", count = captured.get(color)),
        None => String::new(),
    }
}

fn draw_player_row(
    img: &mut RgbaImage,
    game: &Game,
    color: Color,
    name: &str,
    clock: &str,
    lang: Lang,
) {
    let (top, bottom) = ROWS[color.index()];
    let middle = (top + bottom) / 2.0;
    let right = WIDTH as f32 - MARGIN;
    let tag = match game.outcome() {
        Some(Outcome::Win(winner)) if winner == color => Some(tr!(lang, "image-winner")),
        None if game.to_move() == Some(color) => Some(tr!(lang, "image-to-move")),
        _ => None,
    };
    if tag.is_some() {
        draw::rounded_rect(
            img,
            (MARGIN - 10.0, top, right + 10.0, bottom),
            8.0,
            palette::PANEL_ROW,
        );
        draw::rounded_rect(
            img,
            (MARGIN - 10.0, top, MARGIN - 4.0, bottom),
            3.0,
            palette::HIGHLIGHT,
        );
    }
    draw::disc(img, (MARGIN + 14.0, middle), 14.0, palette::edge(color));
    draw::disc(img, (MARGIN + 14.0, middle), 12.0, palette::face(color));

    let details = details_with_clock(game, color, clock, lang);
    let details_width = font::draw_text(
        img,
        Weight::Regular,
        DETAIL_SIZE,
        (right, middle + 8.0),
        Align::Right,
        palette::PANEL_TEXT,
        &details,
    );
    let mut name_right = right - details_width - 20.0;
    if let Some(tag) = &tag {
        let width = text_width(Weight::Bold, TAG_SIZE, tag) + 16.0;
        let pill = (name_right - width, middle - 13.0, name_right, middle + 13.0);
        draw::rounded_rect(img, pill, 13.0, palette::HIGHLIGHT);
        font::draw_text(
            img,
            Weight::Bold,
            TAG_SIZE,
            (pill.0 + width / 2.0, middle),
            Align::Centre,
            palette::TAG_TEXT,
            tag,
        );
        name_right = pill.0 - 14.0;
    }
    let left = MARGIN + 40.0;
    let name = ellipsize(Weight::Bold, NAME_SIZE, name, name_right - left);
    font::draw_text(
        img,
        Weight::Bold,
        NAME_SIZE,
        (left, middle + 9.0),
        Align::Left,
        palette::PANEL_TEXT,
        &name,
    );
}

pub fn draw_footer(img: &mut RgbaImage, text: &str) {
    let top = HEADER_HEIGHT + BOARD_HEIGHT;
    draw::fill_rect(img, (0, top, WIDTH, top + FOOTER_HEIGHT), palette::PANEL);
    let text = ellipsize(
        Weight::Regular,
        DETAIL_SIZE,
        text,
        WIDTH as f32 - 2.0 * MARGIN,
    );
    let at = (WIDTH as f32 / 2.0, (top + FOOTER_HEIGHT / 2) as f32);
    font::draw_text(
        img,
        Weight::Regular,
        DETAIL_SIZE,
        at,
        Align::Centre,
        palette::PANEL_TEXT,
        &text,
    );
}
