//! The standings picture of `/tournament standings` and of a finished
//! event: a dark title band as above the boards, then one line per player
//! (rank, name, points, games, tie-break) on the boards' wooden plate, and
//! for a small round robin the cross table under it.
//!
//! Pure: the caller words everything (its language, its number format);
//! [`plan_standings`] decides the picture's size and what is shown, and
//! drawing only follows that plan.

use image::RgbaImage;

use super::draw::{self, Rgb};
use super::encode_png;
use super::font::{self, Align, Weight, ellipsize};
use super::palette;

const WIDTH: u32 = 720;
/// The dark band with the title.
const HEADER: u32 = 52;
/// The lighter band under it, with the status line.
const SUBHEADER: u32 = 30;
const TITLE_SIZE: f32 = 24.0;
const SUBTITLE_SIZE: f32 = 15.0;
const TEXT_SIZE: f32 = 16.0;
const HEAD_SIZE: f32 = 14.0;
/// One line of the table (and of the cross table).
const ROW: u32 = 28;
const MARGIN: u32 = 14;
/// Above the cross table.
const GAP: u32 = 18;
/// A cross table of more players than this would not be legible at 720
/// pixels: each cell would be under 27 pixels wide.
pub const MAX_CROSS_PLAYERS: usize = 16;

/// Where the columns of the table end (right-aligned numbers) or start.
const RANK_RIGHT: f32 = 50.0;
const NAME_LEFT: f32 = 64.0;
const POINTS_RIGHT: f32 = 500.0;
const GAMES_RIGHT: f32 = 590.0;
const TIE_BREAK_RIGHT: f32 = 700.0;
/// In the cross table, names end here and the cells begin.
const CROSS_NAME_RIGHT: f32 = 248.0;
const CROSS_CELLS_LEFT: f32 = 256.0;
const CROSS_CELLS_RIGHT: f32 = 704.0;
const MAX_CELL: f32 = 52.0;

/// The column titles, in the reader's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsColumns {
    pub player: String,
    pub points: String,
    pub games: String,
    /// Buchholz or Sonneborn-Berger, shortened ("Buchh", "SB").
    pub tie_break: String,
}

/// One line of the table, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsRow {
    pub rank: usize,
    pub name: String,
    /// Points as the reader writes them ("2½").
    pub points: String,
    pub games: u32,
    pub tie_break: String,
    /// Out of the event (withdrawn): drawn muted.
    pub out: bool,
    /// Ahead (or the winner, once it is over): drawn bold, and on amber
    /// once the event is over.
    pub lead: bool,
}

/// One cell of the cross table: a row player's result against a column player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CrossCell {
    /// The diagonal.
    Own,
    /// Not played yet.
    Open,
    /// The row player's points against the column player ("1", "½", "0").
    Points(String),
}

/// What the picture shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsTable {
    /// "Autumn cup (#3)".
    pub title: String,
    /// What the event is and where it stands ("Round robin of Abande hex ·
    /// round 2 of 3").
    pub status: String,
    pub columns: StandingsColumns,
    pub rows: Vec<StandingsRow>,
    /// Round robin: `cross[i][j]` is row `i`'s result against row `j`, in
    /// the rows' order; `None` for Swiss or before the start.
    pub cross: Option<Vec<Vec<CrossCell>>>,
    /// Shown under the table when the cross table is left out (too many
    /// players for it to be legible).
    pub note: Option<String>,
    /// The event is over: the winners' lines are marked.
    pub finished: bool,
}

/// The picture's size and sections, decided before drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsPlan {
    pub height: u32,
    /// Where the table's first line starts.
    pub rows_top: u32,
    /// Players in the cross table (0: none drawn).
    pub cross_players: usize,
    /// Where the cross table's column titles start.
    pub cross_top: u32,
    /// The width of one cross cell.
    pub cell: f32,
    /// Where the note's line starts, if one is drawn.
    pub note_top: Option<u32>,
}

/// Decides the picture's size and what it shows.
pub fn plan_standings(table: &StandingsTable) -> StandingsPlan {
    let rows_top = HEADER + SUBHEADER + ROW;
    let mut bottom = rows_top + ROW * table.rows.len().max(1) as u32;
    let cross_players = match &table.cross {
        Some(cross) if cross.len() <= MAX_CROSS_PLAYERS && cross.len() == table.rows.len() => {
            cross.len()
        }
        _ => 0,
    };
    let cross_top = bottom + GAP;
    if cross_players > 0 {
        bottom = cross_top + ROW * (cross_players as u32 + 1);
    }
    let note_top = table.note.as_ref().map(|_| {
        let top = bottom + 6;
        bottom = top + ROW;
        top
    });
    let cell = ((CROSS_CELLS_RIGHT - CROSS_CELLS_LEFT) / cross_players.max(1) as f32).min(MAX_CELL);
    StandingsPlan {
        height: bottom + MARGIN,
        rows_top,
        cross_players,
        cross_top,
        cell,
        note_top,
    }
}

/// Draws `table` as a PNG.
pub fn render_standings(table: &StandingsTable) -> Vec<u8> {
    encode_png(&draw_standings(table))
}

/// [`render_standings`] before encoding.
pub fn draw_standings(table: &StandingsTable) -> RgbaImage {
    let plan = plan_standings(table);
    let mut img = RgbaImage::new(WIDTH, plan.height);
    draw::fill(&mut img, palette::PLATE);
    draw::fill_rect(&mut img, (0, 0, WIDTH, HEADER), palette::PANEL);
    draw::fill_rect(
        &mut img,
        (0, HEADER, WIDTH, HEADER + SUBHEADER),
        palette::PANEL_ROW,
    );
    let title = ellipsize(Weight::Bold, TITLE_SIZE, &table.title, WIDTH as f32 - 48.0);
    text(
        &mut img,
        Weight::Bold,
        TITLE_SIZE,
        (24.0, HEADER as f32 / 2.0),
        Align::Left,
        palette::PANEL_TEXT,
        &title,
    );
    let status = ellipsize(
        Weight::Regular,
        SUBTITLE_SIZE,
        &table.status,
        WIDTH as f32 - 48.0,
    );
    text(
        &mut img,
        Weight::Regular,
        SUBTITLE_SIZE,
        (24.0, (HEADER + SUBHEADER / 2) as f32),
        Align::Left,
        palette::PANEL_MUTED,
        &status,
    );
    draw_table(&mut img, table, &plan);
    if plan.cross_players > 0
        && let Some(cross) = &table.cross
    {
        draw_cross(&mut img, table, cross, &plan);
    }
    if let (Some(note), Some(top)) = (&table.note, plan.note_top) {
        let note = ellipsize(Weight::Regular, HEAD_SIZE, note, WIDTH as f32 - 48.0);
        text(
            &mut img,
            Weight::Regular,
            HEAD_SIZE,
            (24.0, (top + ROW / 2) as f32),
            Align::Left,
            palette::LINE,
            &note,
        );
    }
    img
}

/// The column titles, then a line per player on alternating shades.
fn draw_table(img: &mut RgbaImage, table: &StandingsTable, plan: &StandingsPlan) {
    let head_y = (plan.rows_top - ROW / 2) as f32;
    let columns = &table.columns;
    let heads = [
        (RANK_RIGHT, Align::Right, "#"),
        (NAME_LEFT, Align::Left, columns.player.as_str()),
        (POINTS_RIGHT, Align::Right, columns.points.as_str()),
        (GAMES_RIGHT, Align::Right, columns.games.as_str()),
        (TIE_BREAK_RIGHT, Align::Right, columns.tie_break.as_str()),
    ];
    for (x, align, words) in heads {
        let words = ellipsize(Weight::Bold, HEAD_SIZE, words, 96.0);
        text(
            img,
            Weight::Bold,
            HEAD_SIZE,
            (x, head_y),
            align,
            palette::COORDINATE,
            &words,
        );
    }
    draw::line(
        img,
        (12.0, plan.rows_top as f32 - 1.0),
        (WIDTH as f32 - 12.0, plan.rows_top as f32 - 1.0),
        1.5,
        palette::LINE,
    );
    for (i, row) in table.rows.iter().enumerate() {
        let top = plan.rows_top + ROW * i as u32;
        let shade = row_shade(i, table.finished && row.lead);
        if let Some(shade) = shade {
            draw::fill_rect(img, (0, top, WIDTH, top + ROW), shade);
        }
        let y = (top + ROW / 2) as f32;
        let ink = if row.out {
            palette::LINE.mix(palette::PLATE, 0.45)
        } else {
            palette::COORDINATE
        };
        let weight = if row.lead {
            Weight::Bold
        } else {
            Weight::Regular
        };
        let name = ellipsize(
            weight,
            TEXT_SIZE,
            &row.name,
            POINTS_RIGHT - 70.0 - NAME_LEFT,
        );
        let cells = [
            (RANK_RIGHT, Align::Right, row.rank.to_string(), weight),
            (NAME_LEFT, Align::Left, name, weight),
            (POINTS_RIGHT, Align::Right, row.points.clone(), Weight::Bold),
            (GAMES_RIGHT, Align::Right, row.games.to_string(), weight),
            (TIE_BREAK_RIGHT, Align::Right, row.tie_break.clone(), weight),
        ];
        for (x, align, words, weight) in cells {
            text(img, weight, TEXT_SIZE, (x, y), align, ink, &words);
        }
    }
}

/// Every other line a shade darker; the winners' lines amber once it is over.
fn row_shade(index: usize, winner: bool) -> Option<Rgb> {
    match (winner, index % 2) {
        (true, _) => Some(palette::HIGHLIGHT.mix(palette::PLATE, 0.55)),
        (false, 1) => Some(palette::PLATE.mix(palette::SURROUND, 0.35)),
        _ => None,
    }
}

/// Players numbered by rank down the left, the same numbers across the top.
fn draw_cross(
    img: &mut RgbaImage,
    table: &StandingsTable,
    cross: &[Vec<CrossCell>],
    plan: &StandingsPlan,
) {
    let n = plan.cross_players;
    let cell_x = |j: usize| CROSS_CELLS_LEFT + plan.cell * (j as f32 + 0.5);
    let head_y = (plan.cross_top + ROW / 2) as f32;
    for j in 0..n {
        text(
            img,
            Weight::Bold,
            HEAD_SIZE,
            (cell_x(j), head_y),
            Align::Centre,
            palette::COORDINATE,
            &(j + 1).to_string(),
        );
    }
    let first = plan.cross_top + ROW;
    draw::line(
        img,
        (12.0, first as f32 - 1.0),
        (WIDTH as f32 - 12.0, first as f32 - 1.0),
        1.5,
        palette::LINE,
    );
    for (i, (row, cells)) in table.rows.iter().zip(cross).take(n).enumerate() {
        let top = first + ROW * i as u32;
        if let Some(shade) = row_shade(i, false) {
            draw::fill_rect(img, (0, top, WIDTH, top + ROW), shade);
        }
        let y = (top + ROW / 2) as f32;
        let label = format!("{}  {}", i + 1, row.name);
        let label = ellipsize(Weight::Regular, TEXT_SIZE, &label, CROSS_NAME_RIGHT - 24.0);
        text(
            img,
            Weight::Regular,
            TEXT_SIZE,
            (24.0, y),
            Align::Left,
            palette::COORDINATE,
            &label,
        );
        for (j, cell) in cells.iter().take(n).enumerate() {
            let x = cell_x(j);
            match cell {
                CrossCell::Own => {
                    let half = (plan.cell / 2.0 - 3.0).min(ROW as f32 / 2.0 - 4.0);
                    draw::rounded_rect(
                        img,
                        (x - half, y - half, x + half, y + half),
                        3.0,
                        palette::LINE,
                    );
                }
                CrossCell::Open => {
                    draw::disc(img, (x, y), 2.0, palette::LINE);
                }
                CrossCell::Points(points) => {
                    text(
                        img,
                        Weight::Bold,
                        TEXT_SIZE,
                        (x, y),
                        Align::Centre,
                        palette::COORDINATE,
                        points,
                    );
                }
            }
        }
    }
}

/// Draws `words` with `(x, y)` on the middle of its line.
fn text(
    img: &mut RgbaImage,
    weight: Weight,
    size: f32,
    (x, y): (f32, f32),
    align: Align,
    colour: Rgb,
    words: &str,
) {
    let y = match align {
        Align::Centre => y,
        // Baseline: half the cap height below the middle.
        Align::Left | Align::Right => y + 0.365 * size,
    };
    font::draw_text(img, weight, size, (x, y), align, colour, words);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(rank: usize, name: &str) -> StandingsRow {
        StandingsRow {
            rank,
            name: name.into(),
            points: "1½".into(),
            games: 2,
            tie_break: "3".into(),
            out: false,
            lead: rank == 1,
        }
    }

    fn table(players: usize, cross: bool) -> StandingsTable {
        StandingsTable {
            title: "Autumn cup (#3)".into(),
            status: "Round robin of Abande hex · round 2 of 3".into(),
            columns: StandingsColumns {
                player: "Player".into(),
                points: "Pts".into(),
                games: "Games".into(),
                tie_break: "SB".into(),
            },
            rows: (0..players)
                .map(|i| row(i + 1, &format!("player {i}")))
                .collect(),
            cross: cross.then(|| {
                (0..players)
                    .map(|i| {
                        (0..players)
                            .map(|j| match (i == j, (i + j) % 3) {
                                (true, _) => CrossCell::Own,
                                (false, 0) => CrossCell::Open,
                                _ => CrossCell::Points("½".into()),
                            })
                            .collect()
                    })
                    .collect()
            }),
            note: None,
            finished: false,
        }
    }

    fn decoded(png: &[u8]) -> image::RgbImage {
        image::load_from_memory(png).expect("a PNG").to_rgb8()
    }

    #[test]
    fn every_player_gets_a_line_and_the_picture_grows_with_them() {
        let three = plan_standings(&table(3, false));
        let eight = plan_standings(&table(8, false));
        assert_eq!(eight.height - three.height, 5 * ROW);
        let png = render_standings(&table(8, false));
        let img = decoded(&png);
        assert_eq!((img.width(), img.height()), (WIDTH, eight.height));
        // Each line has ink in its name column (its name is drawn).
        let picture = draw_standings(&table(8, false));
        for i in 0..8 {
            let top = eight.rows_top + ROW * i;
            let inked = (top..top + ROW).any(|y| {
                (NAME_LEFT as u32..NAME_LEFT as u32 + 60)
                    .any(|x| picture.get_pixel(x, y).0[..3] == [58, 38, 20])
            });
            assert!(inked, "line {i} has no name drawn");
        }
    }

    #[test]
    fn a_small_round_robin_adds_its_cross_table_and_a_large_one_a_note() {
        let without = plan_standings(&table(8, false));
        let with = plan_standings(&table(8, true));
        assert_eq!(with.cross_players, 8);
        assert_eq!(with.height - without.height, GAP + 9 * ROW);
        let mut large = table(MAX_CROSS_PLAYERS + 1, true);
        assert_eq!(plan_standings(&large).cross_players, 0);
        let before = plan_standings(&large).height;
        large.note = Some("cross table for up to 16 players".into());
        let plan = plan_standings(&large);
        assert_eq!(plan.height - before, 6 + ROW);
        assert!(plan.note_top.is_some());
        let img = decoded(&render_standings(&table(MAX_CROSS_PLAYERS, true)));
        assert_eq!(
            img.height(),
            plan_standings(&table(MAX_CROSS_PLAYERS, true)).height
        );
    }

    #[test]
    fn sixty_four_players_and_long_names_stay_within_the_picture() {
        let mut big = table(64, false);
        big.rows[0].name = "Wolfeschlegelsteinhausenbergerdorff-von-und-zu-Ostfriesland".into();
        let plan = plan_standings(&big);
        assert!(plan.height < 2000, "{}", plan.height);
        let img = draw_standings(&big);
        // The long name is cut before the points column.
        let top = plan.rows_top;
        let points_left = POINTS_RIGHT as u32 - 60;
        let name_overflow = (top..top + ROW).any(|y| {
            (points_left..points_left + 10).any(|x| img.get_pixel(x, y).0[..3] == [58, 38, 20])
        });
        assert!(!name_overflow, "the long name runs into the points");
    }

    #[test]
    fn the_winner_is_marked_only_once_it_is_over() {
        let running = draw_standings(&table(3, true));
        let mut finished = table(3, true);
        finished.finished = true;
        let finished = draw_standings(&finished);
        let top = plan_standings(&table(3, true)).rows_top;
        let at = (WIDTH - 4, top + 2);
        assert_ne!(
            running.get_pixel(at.0, at.1),
            finished.get_pixel(at.0, at.1)
        );
        // The second line is the same in both.
        let second = (WIDTH - 4, top + ROW + 2);
        assert_eq!(
            running.get_pixel(second.0, second.1),
            finished.get_pixel(second.0, second.1)
        );
    }
}
