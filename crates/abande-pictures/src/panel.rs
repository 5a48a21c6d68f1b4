//! The header (title, players, turn, counts, result) and the optional footer.

use image::RgbaImage;

use super::draw;
use super::font::{self, Align, Weight, ellipsize, text_width};
use super::layout::{BOARD_HEIGHT, FOOTER_HEIGHT, HEADER_HEIGHT, WIDTH};
use super::palette;
use super::{BoardLabels, ClockLabels, Ending, RenderOptions};
use crate::Words;
use abande_rules::{Color, Game, Outcome};

const MARGIN: f32 = 24.0;
const TITLE_SIZE: f32 = 28.0;
const NAME_SIZE: f32 = 24.0;
const DETAIL_SIZE: f32 = 21.0;
const TAG_SIZE: f32 = 17.0;
/// Vertical extent of each player's row.
const ROWS: [(f32, f32); 2] = [(60.0, 102.0), (104.0, 146.0)];

/// Every word the picture shows, decided before anything is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageTexts {
    pub title: String,
    /// Top right: "Move 12 · last e2-d3", or the result.
    pub status: String,
    /// Per player (by [`Color::index`]): the name as shown, with the rating.
    pub names: [String; 2],
    /// Per player: counts and time left.
    pub details: [String; 2],
    /// Per player: "WINNER" or "TO MOVE", or nothing.
    pub tags: [Option<String>; 2],
    /// The line under the board, if any.
    pub footer: Option<String>,
}

impl ImageTexts {
    /// Everything written, for checks on the words.
    pub fn all(&self) -> Vec<&str> {
        let mut out = vec![self.title.as_str(), self.status.as_str()];
        out.extend(self.names.iter().map(String::as_str));
        out.extend(self.details.iter().map(String::as_str));
        out.extend(self.tags.iter().flatten().map(String::as_str));
        out.extend(self.footer.as_deref());
        out
    }
}

/// The words of the picture of `game`. With an ending the picture says how
/// the game ended and names nobody to move, whatever the board shows.
pub fn image_texts(
    game: &Game,
    labels: &BoardLabels,
    clocks: &ClockLabels,
    options: &RenderOptions,
) -> ImageTexts {
    let words = options.words;
    let ending = options.ending;
    let status = match ending {
        Some(ending) => ending_status(game, ending, words),
        None => status_text(game, words),
    };
    let per_color = |f: &dyn Fn(Color) -> String| Color::BOTH.map(f);
    let names = per_color(&|c| {
        let (name, rating) = (labels.name(c), labels.ratings.get(c));
        if rating.is_empty() {
            name.to_string()
        } else {
            format!("{name} {rating}")
        }
    });
    let details = per_color(&|c| details_with_clock(game, c, clocks.get(c), words));
    let tags = Color::BOTH.map(|c| match ending {
        Some(ending) => (ending.winner() == Some(c)).then(|| words.winner()),
        None => match game.outcome() {
            Some(Outcome::Win(winner)) => (winner == c).then(|| words.winner()),
            Some(Outcome::Draw) => None,
            None => (game.to_move() == Some(c)).then(|| words.to_move()),
        },
    });
    let footer = options
        .footer
        .clone()
        .or_else(|| ending.map(|e| footer_text(game, e, labels, words)));
    ImageTexts {
        title: labels.title.clone(),
        status,
        names,
        details,
        tags,
        footer,
    }
}

/// The line under a finished game's board: how it ended and who won, by name.
pub fn footer_text(game: &Game, ending: Ending, labels: &BoardLabels, words: &dyn Words) -> String {
    let name = |c: Color| labels.name(c).to_string();
    match ending {
        Ending::Played(Outcome::Win(c)) => {
            if let Some(score) = game.score() {
                words.end_points(&name(c), score.get(c), score.get(c.opposite()))
            } else if let Some(captured) = game.captured() {
                words.end_marbles(&name(c), captured.get(c))
            } else {
                words.end_won(&name(c))
            }
        }
        Ending::Played(Outcome::Draw) => match game.score() {
            Some(score) => words.end_points_draw(score.black),
            None => words.end_draw(),
        },
        Ending::Resigned { winner } => words.end_resigned(&name(winner.opposite()), &name(winner)),
        Ending::Timeout { winner } => words.end_timeout(&name(winner.opposite()), &name(winner)),
        Ending::AgreedDraw => words.end_agreed(),
        Ending::Adjudicated(Outcome::Win(winner)) => words.end_adjudicated_win(&name(winner)),
        Ending::Adjudicated(Outcome::Draw) => words.end_adjudicated_draw(),
        Ending::Aborted => words.end_aborted(),
        Ending::Over => words.end_over(),
    }
}

/// The header's result for a finished game: "Black wins · 31 moves".
fn ending_status(game: &Game, ending: Ending, words: &dyn Words) -> String {
    let moves = game.ply();
    match ending {
        Ending::Aborted => words.aborted(),
        Ending::Over => words.end_over(),
        _ => match ending.winner() {
            Some(Color::Black) => words.black_wins(moves),
            Some(Color::White) => words.white_wins(moves),
            None => words.drawn(moves),
        },
    }
}

pub fn draw_header(img: &mut RgbaImage, texts: &ImageTexts) {
    draw::fill_rect(img, (0, 0, WIDTH, HEADER_HEIGHT), palette::PANEL);
    let right = WIDTH as f32 - MARGIN;
    let status_width = font::draw_text(
        img,
        Weight::Regular,
        DETAIL_SIZE,
        (right, 40.0),
        Align::Right,
        palette::PANEL_MUTED,
        &texts.status,
    );
    let title = ellipsize(
        Weight::Bold,
        TITLE_SIZE,
        &texts.title,
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
    for color in Color::BOTH {
        draw_player_row(img, color, texts);
    }
}

/// "Move 12 · last e2-d3", or the result once the game is over.
fn status_text(game: &Game, words: &dyn Words) -> String {
    let moves = game.ply();
    match game.outcome() {
        Some(Outcome::Win(c)) => match c {
            Color::Black => words.black_wins(moves),
            Color::White => words.white_wins(moves),
        },
        Some(Outcome::Draw) => words.drawn(moves),
        None => match game.last_move() {
            Some(m) => words.move_number_last(moves + 1, &m.to_string()),
            None => words.move_number(moves + 1),
        },
    }
}

/// Per-side counts (Abande pieces in hand and score, Abalone marbles pushed
/// off), then the time left if there is a clock.
fn details_with_clock(game: &Game, color: Color, clock: &str, words: &dyn Words) -> String {
    let counts = details(game, color, words);
    match (counts.is_empty(), clock.is_empty()) {
        (_, true) => counts,
        (true, false) => words.time(clock),
        (false, false) => format!("{counts}   {}", words.time(clock)),
    }
}

/// Per-side counts: Abande pieces in hand and score, Abalone marbles pushed off.
fn details(game: &Game, color: Color, words: &dyn Words) -> String {
    if let (Some(hand), Some(score)) = (game.hand(), game.score()) {
        return format!(
            "{}   {}",
            words.in_hand(hand.get(color)),
            words.score(score.get(color))
        );
    }
    match game.captured() {
        Some(captured) => words.pushed_off(captured.get(color)),
        None => String::new(),
    }
}

fn draw_player_row(img: &mut RgbaImage, color: Color, texts: &ImageTexts) {
    let (top, bottom) = ROWS[color.index()];
    let middle = (top + bottom) / 2.0;
    let right = WIDTH as f32 - MARGIN;
    let tag = &texts.tags[color.index()];
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

    let details_width = font::draw_text(
        img,
        Weight::Regular,
        DETAIL_SIZE,
        (right, middle + 8.0),
        Align::Right,
        palette::PANEL_TEXT,
        &texts.details[color.index()],
    );
    let mut name_right = right - details_width - 20.0;
    if let Some(tag) = tag {
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
    let name = ellipsize(
        Weight::Bold,
        NAME_SIZE,
        &texts.names[color.index()],
        name_right - left,
    );
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
