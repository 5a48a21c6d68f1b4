use image::RgbaImage;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use super::draw::Rgb;
use super::*;
use abande_rules::{Color, Family, Outcome};

const MAX_PNG_BYTES: usize = 150 * 1024;

fn labels() -> BoardLabels {
    BoardLabels {
        title: "Abande #12".into(),
        black: "Alice".into(),
        white: "Bob".into(),
        ..BoardLabels::default()
    }
}

/// The bot's labels as `board_labels` makes them, with its level.
fn bot_labels() -> BoardLabels {
    BoardLabels {
        white: "abande-bot, level 4".into(),
        ..labels()
    }
}

/// Alice rated 1623, Bob provisionally 1500.
fn rated_labels() -> BoardLabels {
    BoardLabels {
        ratings: ClockLabels {
            black: "1623".into(),
            white: "1500?".into(),
        },
        ..labels()
    }
}

fn options(highlight: bool) -> RenderOptions {
    RenderOptions {
        highlight_last_move: highlight,
        ..RenderOptions::default()
    }
}

/// Plays seeded random legal moves: `plies` of them, or until the game ends when `None`.
fn random_game(kind: GameKind, seed: u64, plies: Option<usize>) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(kind);
    while !game.is_over() && plies.is_none_or(|n| game.ply() < n) {
        let moves = game.legal_moves();
        let Some(&m) = moves.choose(&mut rng) else {
            break;
        };
        game.play(m).expect("legal moves play");
    }
    game
}

fn rgb_at(img: &RgbaImage, (x, y): (u32, u32)) -> Rgb {
    let p = img.get_pixel(x, y).0;
    Rgb(p[0], p[1], p[2])
}

fn abande_kinds() -> impl Iterator<Item = GameKind> {
    GameKind::ALL
        .into_iter()
        .filter(|k| k.family() == Family::Abande)
}

fn assert_png_ok(game: &Game, what: &str) {
    let png = render_png(game, &labels(), &RenderOptions::default());
    assert!(
        png.len() <= MAX_PNG_BYTES,
        "{} {what}: {} bytes",
        game.kind(),
        png.len()
    );
    let decoded = image::load_from_memory(&png).expect("the PNG decodes");
    assert_eq!(
        (decoded.width(), decoded.height()),
        (WIDTH, HEADER_HEIGHT + BOARD_HEIGHT),
        "{} {what}",
        game.kind()
    );
}

#[test]
fn every_game_renders_at_start_as_a_small_decodable_png() {
    for kind in GameKind::ALL {
        assert_png_ok(&Game::new(kind), "start");
    }
}

#[test]
fn abande_renders_mid_game_and_at_the_end() {
    for kind in abande_kinds() {
        for seed in 1..=3 {
            assert_png_ok(&random_game(kind, seed, Some(24)), "mid-game");
            let finished = random_game(kind, seed, None);
            assert!(finished.is_over(), "{kind} seed {seed} ended");
            assert_png_ok(&finished, "end");
        }
    }
}

#[test]
fn footer_adds_its_band() {
    let opts = RenderOptions {
        footer: Some("Game ends: won on time".into()),
        ..RenderOptions::default()
    };
    let img = render_board(&Game::new(GameKind::AbandeHex), &labels(), &opts);
    assert_eq!(img.height(), HEADER_HEIGHT + BOARD_HEIGHT + FOOTER_HEIGHT);
}

/// Checks every point: the top piece's face colour where occupied, neither face colour where empty.
fn assert_points_show_their_pieces(game: &Game) {
    assert_points_show_their_pieces_turned(game, Orientation::AsDrawn);
}

/// [`assert_points_show_their_pieces`] on the board turned to `orientation`.
fn assert_points_show_their_pieces_turned(game: &Game, orientation: Orientation) {
    let turned = RenderOptions {
        orientation,
        ..options(false)
    };
    let img = render_board(game, &labels(), &turned);
    let t = game.topology();
    for p in t.points() {
        let seen = rgb_at(&img, oriented_point_pixel(game.kind(), orientation, p));
        match game.pieces_at(p).last() {
            Some(&top) => assert_eq!(
                seen,
                palette::face(top),
                "{} {} holds {top:?}",
                game.kind(),
                t.label(p)
            ),
            None => {
                let face_colours = [palette::face(Color::Black), palette::face(Color::White)];
                assert!(
                    !face_colours.contains(&seen),
                    "{} {} is empty but shows {seen:?}",
                    game.kind(),
                    t.label(p)
                );
            }
        }
    }
}

#[test]
fn points_show_the_top_piece_colour_and_empty_points_neither() {
    for kind in GameKind::ALL {
        assert_points_show_their_pieces(&Game::new(kind));
    }
    for kind in abande_kinds() {
        for seed in 1..=4 {
            assert_points_show_their_pieces(&random_game(kind, seed, Some(30)));
        }
    }
}

/// Pixels around `centre` (a square of `half` pixels each way), relative to it.
fn patch(img: &RgbaImage, (cx, cy): (u32, u32), half: u32) -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for y in cy - half..=cy + half {
        for x in cx - half..=cx + half {
            out.push(img.get_pixel(x, y).0);
        }
    }
    out
}

fn differing_share(a: &[[u8; 4]], b: &[[u8; 4]]) -> f32 {
    let far =
        |p: &[u8; 4], q: &[u8; 4]| (0..3).map(|i| p[i].abs_diff(q[i]) as u32).sum::<u32>() > 60;
    a.iter().zip(b).filter(|(p, q)| far(p, q)).count() as f32 / a.len() as f32
}

/// A finished-or-not game with stacks of every height, and one point of each height.
fn game_with_all_heights(kind: GameKind) -> (Game, [PointId; 3]) {
    for seed in 0..200 {
        let game = random_game(kind, seed, Some(40));
        let t = game.topology();
        let find = |h: usize| t.points().find(|&p| game.pieces_at(p).len() == h);
        if let (Some(a), Some(b), Some(c)) = (find(1), find(2), find(3)) {
            return (game, [a, b, c]);
        }
    }
    panic!("no random {kind} game reached a 3-stack");
}

#[test]
fn stack_heights_look_different() {
    for kind in abande_kinds() {
        let (game, [one, two, three]) = game_with_all_heights(kind);
        let img = render_board(&game, &labels(), &options(false));
        let half = (BOARD_HEIGHT as f32 * 0.045) as u32;
        let [p1, p2, p3] = [one, two, three].map(|p| patch(&img, point_pixel(kind, p), half));
        assert!(
            differing_share(&p1, &p3) > 0.1,
            "{kind}: 1- and 3-stacks look alike"
        );
        assert!(
            differing_share(&p2, &p3) > 0.05,
            "{kind}: 2- and 3-stacks look alike"
        );
        assert!(
            differing_share(&p1, &p2) > 0.05,
            "{kind}: 1- and 2-stacks look alike"
        );
    }
}

#[test]
fn a_mixed_stack_shows_its_lower_piece() {
    // d4 Black, d5 White, c4 Black, then White captures d4 with d5: White on Black at d4.
    let game =
        Game::replay(GameKind::AbandeHex, &["d4", "d5", "c4", "d5-d4"]).expect("legal moves");
    let t = game.topology();
    let d4 = t.point("d4").unwrap();
    assert_eq!(game.pieces_at(d4), [Color::Black, Color::White]);
    let img = render_board(&game, &labels(), &options(false));
    let (x, y) = point_pixel(GameKind::AbandeHex, d4);
    // The lower piece shows as a band just under the top piece's face.
    let found_black = (0..40).any(|dy| rgb_at(&img, (x, y + dy)) == palette::face(Color::Black));
    assert!(
        found_black,
        "the black piece under the white one is visible"
    );
    assert_eq!(rgb_at(&img, (x, y)), palette::face(Color::White));
}

/// Bounding box `(x0, y0, x1, y1)` of the pixels that differ, if any.
fn difference_box(a: &RgbaImage, b: &RgbaImage) -> Option<(u32, u32, u32, u32)> {
    let mut bounds: Option<(u32, u32, u32, u32)> = None;
    for (x, y, p) in a.enumerate_pixels() {
        if p != b.get_pixel(x, y) {
            bounds = Some(match bounds {
                None => (x, y, x, y),
                Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
            });
        }
    }
    bounds
}

/// Highlighting changes pixels, and only within `reach` pixels of `points`.
fn assert_highlight_is_local(game: &Game, points: &[PointId], reach: f32) {
    let with = render_board(game, &labels(), &options(true));
    let without = render_board(game, &labels(), &options(false));
    let (x0, y0, x1, y1) =
        difference_box(&with, &without).expect("the highlight changes the picture");
    let pixels: Vec<(f32, f32)> = points
        .iter()
        .map(|&p| point_pixel(game.kind(), p))
        .map(|(x, y)| (x as f32, y as f32))
        .collect();
    let min_x = pixels.iter().map(|p| p.0).fold(f32::MAX, f32::min) - reach;
    let max_x = pixels.iter().map(|p| p.0).fold(f32::MIN, f32::max) + reach;
    let min_y = pixels.iter().map(|p| p.1).fold(f32::MAX, f32::min) - reach;
    let max_y = pixels.iter().map(|p| p.1).fold(f32::MIN, f32::max) + reach;
    let inside =
        x0 as f32 >= min_x && x1 as f32 <= max_x && y0 as f32 >= min_y && y1 as f32 <= max_y;
    assert!(
        inside,
        "{}: changes in {:?} reach beyond {:?}",
        game.kind(),
        (x0, y0, x1, y1),
        (min_x, min_y, max_x, max_y)
    );
}

/// Distance in pixels between two neighbouring points of `kind`.
fn edge_pixels(kind: GameKind) -> f32 {
    let t = kind.topology();
    let (a, b) = t.edges()[0];
    let ((ax, ay), (bx, by)) = (point_pixel(kind, a), point_pixel(kind, b));
    ((ax as f32 - bx as f32).powi(2) + (ay as f32 - by as f32).powi(2)).sqrt()
}

#[test]
fn highlight_of_an_entry_stays_near_the_entered_point() {
    let game = Game::replay(GameKind::AbandeSquare, &["d4", "d5", "e4"]).expect("legal moves");
    let e4 = game.topology().point("e4").unwrap();
    assert_highlight_is_local(&game, &[e4], 0.6 * edge_pixels(GameKind::AbandeSquare));
}

#[test]
fn highlight_of_a_capture_stays_between_its_points() {
    for kind in abande_kinds() {
        let game = Game::replay(kind, &["d4", "d5", "c4", "d5-d4"]).expect("legal moves");
        let t = game.topology();
        let points = [t.point("d5").unwrap(), t.point("d4").unwrap()];
        assert_highlight_is_local(&game, &points, 0.6 * edge_pixels(kind));
    }
}

#[test]
fn long_and_foreign_names_are_cut_inside_their_rows() {
    let long = "Ṃáxïmïlïåñ 漢字 🎲🎲🎲 with a very long nickname indeed";
    let game = random_game(GameKind::AbandeHex, 7, Some(12));
    let short = render_board(&game, &labels(), &RenderOptions::default());
    let tricky = BoardLabels {
        title: format!("Abande #12 {long}"),
        black: long.into(),
        white: format!("\u{7}{long}\n"),
        ..BoardLabels::default()
    };
    let img = render_board(&game, &tricky, &RenderOptions::default());
    assert_eq!((img.width(), img.height()), (short.width(), short.height()));
    // Below the header nothing changes, and the counts at the right of each
    // row (and the status on the title line) are untouched by the names.
    for (x, y, p) in img.enumerate_pixels() {
        let right_part = x >= WIDTH - 210 && y >= 56;
        if y >= HEADER_HEIGHT || right_part {
            assert_eq!(
                p,
                short.get_pixel(x, y),
                "a long name spilled over at ({x}, {y})"
            );
        }
    }
    assert_ne!(img, short, "the names are drawn");
}

#[test]
fn sleeping_stacks_are_marked_at_the_end_only_by_default() {
    let finished = (1..50)
        .map(|seed| random_game(GameKind::AbandeHex, seed, None))
        .find(|g| !g.sleeping().is_empty())
        .expect("some finished game has a sleeping stack");
    let never = RenderOptions {
        show_sleeping: SleepingMarks::Never,
        ..options(false)
    };
    let at_end = options(false);
    assert_ne!(
        render_board(&finished, &labels(), &never),
        render_board(&finished, &labels(), &at_end)
    );

    let mid = (1..50)
        .map(|seed| random_game(GameKind::AbandeHex, seed, Some(20)))
        .find(|g| !g.sleeping().is_empty())
        .expect("some game has a sleeping stack after 20 plies");
    let always = RenderOptions {
        show_sleeping: SleepingMarks::Always,
        ..options(false)
    };
    let plain = render_board(&mid, &labels(), &at_end);
    assert_eq!(plain, render_board(&mid, &labels(), &never));
    assert_ne!(plain, render_board(&mid, &labels(), &always));
}

/// Needs the real Abalone engine: the stand-in on this branch has no legal
/// moves, and then this test returns early (it cannot replay the moves).
#[test]
fn abalone_push_off_from_g9_is_marked_beyond_the_edge() {
    if Game::new(GameKind::Abalone).legal_moves().is_empty() {
        eprintln!("skipped: the Abalone stand-in has no moves yet");
        return;
    }
    let game = Game::replay(
        GameKind::Abalone,
        &["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"],
    )
    .expect("spec example replays");
    assert_eq!(
        game.captured().map(|c| c.get(Color::Black)),
        Some(1),
        "Black pushed one marble off"
    );
    let trace = game.last_trace().expect("a last move");
    let g9 = game.topology().point("g9").unwrap();
    assert_eq!(trace.pushed_off, [g9]);
    assert_points_show_their_pieces(&game);
    let mut points: Vec<PointId> = trace.steps.iter().flat_map(|&(a, b)| [a, b]).collect();
    points.push(g9);
    // The pushed-off marker sits one step beyond g9.
    assert_highlight_is_local(&game, &points, 1.5 * edge_pixels(GameKind::Abalone));
    assert_png_ok(&game, "after a push-off");
}

/// Writes the pictures in `assets/examples/`: `cargo test -p abande-pictures -- --ignored write_examples`.
#[test]
#[ignore = "writes files; run by hand to refresh the examples"]
fn write_examples() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/examples");
    std::fs::create_dir_all(&dir).unwrap();
    let names = BoardLabels {
        title: "Abande #12".into(),
        black: "Ṃáxïmïlïåñ 漢字 🎲 with a very long nickname".into(),
        white: "Bob".into(),
        ..BoardLabels::default()
    };
    let save = |name: &str, game: &Game, labels: &BoardLabels, opts: &RenderOptions| {
        std::fs::write(dir.join(name), render_png(game, labels, opts)).unwrap();
    };
    let plain = RenderOptions::default();
    save(
        "abande-hex-mid.png",
        &random_game(GameKind::AbandeHex, 3, Some(27)),
        &names,
        &plain,
    );
    save(
        "abande-square-mid.png",
        &random_game(GameKind::AbandeSquare, 4, Some(29)),
        &labels(),
        &plain,
    );
    save(
        "abande-snub-mid.png",
        &random_game(GameKind::AbandeSnub, 5, Some(30)),
        &labels(),
        &plain,
    );
    let finished = (1..50)
        .map(|s| random_game(GameKind::AbandeHex, s, None))
        .find(|g| !g.sleeping().is_empty())
        .unwrap();
    let footer = RenderOptions {
        footer: Some("Game over: both players passed".into()),
        ..plain.clone()
    };
    save("abande-hex-end.png", &finished, &labels(), &footer);
    for kind in [
        GameKind::Abalone,
        GameKind::AbaloneBelgian,
        GameKind::AbaloneGerman,
    ] {
        let title = BoardLabels {
            title: format!("{} #7", kind.title()),
            ..labels()
        };
        save(
            &format!("{}-start.png", kind.id()),
            &Game::new(kind),
            &title,
            &plain,
        );
    }
    // One position from each side: Black pushed a white marble off, seen
    // by Black (as drawn) and by White (turned half a turn).
    let pushed = Game::replay(
        GameKind::Abalone,
        &["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"],
    )
    .unwrap();
    let title = BoardLabels {
        title: "Abalone #7".into(),
        ..labels()
    };
    for player in Color::BOTH {
        let side = RenderOptions {
            orientation: Orientation::from_side(player),
            ..plain.clone()
        };
        let name = format!("abalone-from-{}.png", player.name().to_lowercase());
        save(&name, &pushed, &title, &side);
    }
}

#[test]
fn clocks_show_in_the_header_only() {
    let game = random_game(GameKind::AbandeHex, 3, Some(6));
    let plain = render_board(&game, &labels(), &RenderOptions::default());
    let clocks = ClockLabels {
        black: "2 days 5 h".into(),
        white: "40 min".into(),
    };
    let timed = render_board_with_clocks(&game, &labels(), &clocks, &RenderOptions::default());
    let (_, top, _, bottom) = difference_box(&plain, &timed).expect("the clocks are drawn");
    assert!(
        bottom < HEADER_HEIGHT,
        "changes stay in the header: rows {top}..={bottom}"
    );
    let empty = render_board_with_clocks(
        &game,
        &labels(),
        &ClockLabels::default(),
        &RenderOptions::default(),
    );
    assert_eq!(plain, empty);
}

/// A random game of `family` played to its end with a winner.
fn played_out(family: Family) -> Game {
    let kind = match family {
        Family::Abande => GameKind::AbandeHex,
        Family::Abalone => GameKind::Abalone,
    };
    (1..200)
        .map(|seed| random_game(kind, seed, None))
        .find(|g| g.outcome().is_some_and(|o| o.winner().is_some()))
        .expect("some random game has a winner")
}

/// A random Abande game played to a draw on points.
fn drawn_on_points() -> Game {
    (1..2000)
        .map(|seed| random_game(GameKind::AbandeSquare, seed, None))
        .find(|g| g.outcome() == Some(Outcome::Draw))
        .expect("some random game is drawn")
}

fn ended(ending: Ending) -> RenderOptions {
    RenderOptions {
        ending: Some(ending),
        ..RenderOptions::default()
    }
}

fn footer_of(game: &Game, labels: &BoardLabels, ending: Ending) -> String {
    let texts = image_texts(game, labels, &ClockLabels::default(), &ended(ending));
    texts.footer.expect("an ending writes a footer")
}

#[test]
fn a_win_on_points_names_the_winner_and_the_score() {
    let game = played_out(Family::Abande);
    let Some(Outcome::Win(winner)) = game.outcome() else {
        unreachable!("played_out has a winner")
    };
    let score = game.score().expect("Abande scores");
    let footer = footer_of(&game, &labels(), Ending::Played(Outcome::Win(winner)));
    let expected = format!(
        "{} wins on points, {} to {}",
        labels().name(winner),
        score.get(winner),
        score.get(winner.opposite())
    );
    assert_eq!(footer, expected);
}

#[test]
fn a_draw_on_points_says_so() {
    let game = drawn_on_points();
    let score = game.score().expect("Abande scores");
    assert_eq!(score.black, score.white);
    let footer = footer_of(&game, &labels(), Ending::Played(Outcome::Draw));
    assert_eq!(footer, format!("Drawn on points, {} each", score.black));
}

#[test]
fn a_win_by_marbles_counts_the_marbles_pushed_off() {
    let game = played_out(Family::Abalone);
    let Some(Outcome::Win(winner)) = game.outcome() else {
        unreachable!("played_out has a winner")
    };
    let footer = footer_of(&game, &labels(), Ending::Played(Outcome::Win(winner)));
    assert_eq!(
        footer,
        format!("{} wins: 6 marbles pushed off", labels().name(winner))
    );
}

/// A resignation or a timeout names who lost and who won, the bot with its level.
#[test]
fn a_resignation_or_a_timeout_names_who_lost_and_who_won() {
    let resigned = Ending::Resigned {
        winner: Color::White,
    };
    let timeout = Ending::Timeout {
        winner: Color::Black,
    };
    let bot = "abande-bot, level 4";
    let cases = [
        (
            GameKind::AbandeHex,
            labels(),
            resigned,
            "Alice resigned: Bob wins".to_string(),
        ),
        (
            GameKind::Abalone,
            labels(),
            timeout,
            "Bob ran out of time: Alice wins".to_string(),
        ),
        (
            GameKind::AbandeHex,
            bot_labels(),
            resigned,
            format!("Alice resigned: {bot} wins"),
        ),
        (
            GameKind::Abalone,
            bot_labels(),
            timeout,
            format!("{bot} ran out of time: Alice wins"),
        ),
    ];
    for (kind, labels, ending, expected) in cases {
        let game = random_game(kind, 3, Some(20));
        assert_eq!(footer_of(&game, &labels, ending), expected);
    }
}

#[test]
fn an_agreed_draw_says_so() {
    let game = random_game(GameKind::AbandeSquare, 3, Some(20));
    assert_eq!(
        footer_of(&game, &labels(), Ending::AgreedDraw),
        "Drawn by agreement"
    );
}

#[test]
fn an_aborted_game_has_no_result() {
    let game = random_game(GameKind::AbandeHex, 3, Some(1));
    let options = ended(Ending::Aborted);
    let texts = image_texts(&game, &labels(), &ClockLabels::default(), &options);
    assert_eq!(
        texts.footer.as_deref(),
        Some("Aborted: the game has no result")
    );
    assert_eq!(texts.status, "Aborted");
    assert_eq!(texts.tags, [None, None]);
}

#[test]
fn a_game_over_without_a_result_says_only_that() {
    let game = random_game(GameKind::AbandeHex, 3, Some(8));
    assert_eq!(footer_of(&game, &labels(), Ending::Over), "Game over");
}

fn every_ending() -> Vec<Ending> {
    let mut all = vec![
        Ending::Played(Outcome::Draw),
        Ending::AgreedDraw,
        Ending::Adjudicated(Outcome::Draw),
        Ending::Aborted,
        Ending::Over,
    ];
    for winner in Color::BOTH {
        all.push(Ending::Adjudicated(Outcome::Win(winner)));
        all.push(Ending::Played(Outcome::Win(winner)));
        all.push(Ending::Resigned { winner });
        all.push(Ending::Timeout { winner });
    }
    all
}

/// The old pictures kept "TO MOVE" after a resignation: no word of a
/// finished game's picture may name a player to move (in every language
/// of the bot: `src/words/pictures.rs`).
#[test]
fn a_finished_game_names_nobody_to_move() {
    let games = [
        random_game(GameKind::AbandeHex, 3, Some(20)),
        random_game(GameKind::Abalone, 3, Some(20)),
        played_out(Family::Abande),
        played_out(Family::Abalone),
    ];
    for words in [&English as &'static dyn Words] {
        let to_move = words.to_move();
        for game in &games {
            for ending in every_ending() {
                let options = RenderOptions {
                    words,
                    ..ended(ending)
                };
                let texts = image_texts(game, &labels(), &ClockLabels::default(), &options);
                for text in texts.all() {
                    assert!(
                        !text.contains(&to_move),
                        "{words:?} {ending:?} on {}: {text:?}",
                        game.kind()
                    );
                }
                assert!(texts.footer.is_some(), "{words:?} {ending:?}: a footer");
                let winners: Vec<_> = Color::BOTH
                    .into_iter()
                    .filter(|c| texts.tags[c.index()].is_some())
                    .collect();
                assert_eq!(winners, Vec::from_iter(ending.winner()), "{ending:?}");
            }
        }
    }
}

#[test]
fn a_game_in_play_still_names_the_player_to_move() {
    let game = random_game(GameKind::AbandeHex, 3, Some(20));
    let texts = image_texts(
        &game,
        &labels(),
        &ClockLabels::default(),
        &RenderOptions::default(),
    );
    let mover = game.to_move().expect("in play");
    assert_eq!(texts.tags[mover.index()].as_deref(), Some("TO MOVE"));
    assert_eq!(texts.footer, None);
}

#[test]
fn ratings_follow_the_names_in_the_header_but_not_in_the_footer() {
    let game = random_game(GameKind::AbandeHex, 3, Some(20));
    let options = ended(Ending::Resigned {
        winner: Color::Black,
    });
    let texts = image_texts(&game, &rated_labels(), &ClockLabels::default(), &options);
    assert_eq!(
        texts.names,
        ["Alice 1623".to_string(), "Bob 1500?".to_string()]
    );
    assert_eq!(texts.footer.as_deref(), Some("Bob resigned: Alice wins"));
}

/// The folder that a test run by hand writes its pictures in: `$var`, or
/// `default`; created if need be.
pub(super) fn pictures_dir(var: &str, default: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(std::env::var(var).unwrap_or_else(|_| default.into()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every ending drawn, for looking at:
/// `ENDINGS_DIR=/tmp/endings cargo test --lib render::tests::write_endings -- --ignored`.
#[test]
#[ignore = "writes files; run by hand to look at the pictures"]
fn write_endings() {
    let dir = pictures_dir("ENDINGS_DIR", "/tmp/endings");
    let abande = played_out(Family::Abande);
    let abalone = played_out(Family::Abalone);
    let mid = random_game(GameKind::AbandeHex, 3, Some(27));
    let mid_abalone = random_game(GameKind::Abalone, 3, Some(40));
    let opening = random_game(GameKind::AbandeSquare, 2, Some(1));
    let drawn = drawn_on_points();
    let winner = |g: &Game| g.outcome().and_then(Outcome::winner).unwrap();
    let cases: Vec<(&str, &Game, BoardLabels, Ending)> = vec![
        (
            "points",
            &abande,
            rated_labels(),
            Ending::Played(Outcome::Win(winner(&abande))),
        ),
        (
            "points-draw",
            &drawn,
            labels(),
            Ending::Played(Outcome::Draw),
        ),
        (
            "marbles",
            &abalone,
            labels(),
            Ending::Played(Outcome::Win(winner(&abalone))),
        ),
        (
            "resigned",
            &mid,
            rated_labels(),
            Ending::Resigned {
                winner: Color::White,
            },
        ),
        (
            "timeout",
            &mid_abalone,
            labels(),
            Ending::Timeout {
                winner: Color::Black,
            },
        ),
        (
            "adjudicated",
            &mid_abalone,
            rated_labels(),
            Ending::Adjudicated(Outcome::Win(Color::White)),
        ),
        (
            "adjudicated-draw",
            &mid,
            labels(),
            Ending::Adjudicated(Outcome::Draw),
        ),
        ("agreed-draw", &mid, labels(), Ending::AgreedDraw),
        ("aborted", &opening, labels(), Ending::Aborted),
        ("over", &mid, labels(), Ending::Over),
        (
            "bot-won",
            &mid,
            bot_labels(),
            Ending::Resigned {
                winner: Color::White,
            },
        ),
        (
            "human-won",
            &abande,
            bot_labels(),
            Ending::Played(Outcome::Win(winner(&abande))),
        ),
    ];
    for (name, game, labels, ending) in cases {
        let options = ended(ending);
        std::fs::write(
            dir.join(format!("{name}.png")),
            render_png(game, &labels, &options),
        )
        .unwrap();
    }
    let playing = RenderOptions::default();
    std::fs::write(
        dir.join("bot-playing.png"),
        render_png(&mid, &bot_labels(), &playing),
    )
    .unwrap();
}

/// The SVG names every point once with what stands on it, marks sleeping
/// stacks at the end, highlights the last move, and escapes its title.
#[test]
fn the_svg_has_every_cell_with_its_pieces() {
    for kind in GameKind::ALL {
        for seed in 0..3 {
            let game = random_game(kind, seed, Some(12));
            let svg = render_svg(
                &game,
                "a <title> & more",
                game.is_over(),
                true,
                Orientation::AsDrawn,
            );
            assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
            assert!(svg.contains("a &lt;title&gt; &amp; more"));
            let t = game.topology();
            assert_eq!(svg.matches("class=\"cell\"").count(), t.points().count());
            for p in t.points() {
                let pieces: String = game
                    .pieces_at(p)
                    .iter()
                    .map(|c| if *c == Color::Black { 'b' } else { 'w' })
                    .collect();
                let cell = format!("data-cell=\"{}\" data-pieces=\"{pieces}\"", t.label(p));
                assert!(svg.contains(&cell), "{kind:?}: {cell}");
            }
            assert_eq!(
                svg.contains("class=\"last-move\""),
                game.last_trace().is_some()
            );
        }
    }
    // Sleeping stacks are marked only when asked.
    let kind = GameKind::ALL[0];
    let over = (0..200)
        .map(|seed| random_game(kind, seed, None))
        .find(|g| g.kind().family() == Family::Abande && !g.sleeping().is_empty());
    if let Some(game) = over {
        assert!(
            render_svg(&game, "", true, false, Orientation::AsDrawn).contains("data-asleep=\"1\"")
        );
        assert!(!render_svg(&game, "", false, false, Orientation::AsDrawn).contains("data-asleep"));
    }
}

/// The share of `color`'s face pixels on the board that lie in its lower half.
fn lower_half_share(img: &RgbaImage, color: Color) -> f32 {
    let face = palette::face(color);
    let middle = HEADER_HEIGHT + BOARD_HEIGHT / 2;
    let (mut upper, mut lower) = (0u32, 0u32);
    for y in HEADER_HEIGHT..HEADER_HEIGHT + BOARD_HEIGHT {
        for x in 0..WIDTH {
            if rgb_at(img, (x, y)) == face {
                if y < middle {
                    upper += 1;
                } else {
                    lower += 1;
                }
            }
        }
    }
    assert!(upper + lower > 0, "no {color:?} face on the board");
    lower as f32 / (upper + lower) as f32
}

fn turned(orientation: Orientation) -> RenderOptions {
    RenderOptions {
        orientation,
        ..RenderOptions::default()
    }
}

/// Abalone starts with each player's marbles on their own side: drawn
/// from a player's side, theirs fill the lower half and the opponent's
/// the upper one; as drawn is from Black's side.
#[test]
fn drawn_from_a_players_side_their_marbles_are_in_the_lower_half() {
    let game = Game::new(GameKind::Abalone);
    for player in Color::BOTH {
        let orientation = Orientation::from_side(player);
        assert_eq!(orientation.bottom(), player);
        let img = render_board(&game, &labels(), &turned(orientation));
        let (mine, theirs) = (
            lower_half_share(&img, player),
            lower_half_share(&img, player.opposite()),
        );
        assert!(mine > 0.99, "{player:?}'s own marbles: {mine} below");
        assert!(
            theirs < 0.01,
            "{player:?}'s opponent's marbles: {theirs} below"
        );
    }
    assert_eq!(Orientation::from_side(Color::Black), Orientation::AsDrawn);
    assert_eq!(Orientation::AsDrawn.flipped(), Orientation::Rotated);
    assert_eq!(Orientation::Rotated.flipped(), Orientation::AsDrawn);
}

/// A half turn puts every point opposite itself through the board's
/// centre, pieces and all, on every board.
#[test]
fn a_half_turn_puts_every_point_opposite_with_its_pieces() {
    let centre_twice = (WIDTH as i64, (2 * HEADER_HEIGHT + BOARD_HEIGHT) as i64);
    for kind in GameKind::ALL {
        let game = random_game(kind, 2, Some(24));
        for p in game.topology().points() {
            let (ax, ay) = point_pixel(kind, p);
            let (bx, by) = oriented_point_pixel(kind, Orientation::Rotated, p);
            let sum = (ax as i64 + bx as i64, ay as i64 + by as i64);
            assert!(
                (sum.0 - centre_twice.0).abs() <= 2 && (sum.1 - centre_twice.1).abs() <= 2,
                "{kind} {}: {:?} and {:?}",
                game.topology().label(p),
                (ax, ay),
                (bx, by)
            );
        }
        assert_points_show_their_pieces_turned(&game, Orientation::Rotated);
        assert_points_show_their_pieces_turned(&Game::new(kind), Orientation::Rotated);
    }
    for kind in abande_kinds() {
        let (game, _) = game_with_all_heights(kind);
        assert_points_show_their_pieces_turned(&game, Orientation::Rotated);
    }
}

/// The pixels of the box of `half` pixels each way around `centre` that
/// are a coordinate's ink, row by row.
fn ink(img: &RgbaImage, (cx, cy): (i32, i32), half: i32) -> Vec<bool> {
    let near = |p: Rgb| {
        let c = palette::COORDINATE;
        p.0.abs_diff(c.0) as u32 + p.1.abs_diff(c.1) as u32 + p.2.abs_diff(c.2) as u32 <= 40
    };
    let mut out = Vec::new();
    for y in cy - half..=cy + half {
        for x in cx - half..=cx + half {
            out.push(near(rgb_at(img, (x as u32, y as u32))));
        }
    }
    out
}

/// How much two ink masks overlap: shared ink over all ink.
fn overlap(a: &[bool], b: &[bool]) -> f32 {
    let both = a.iter().zip(b).filter(|(x, y)| **x && **y).count();
    let either = a.iter().zip(b).filter(|(x, y)| **x || **y).count();
    both as f32 / either.max(1) as f32
}

/// The best overlap of `mask` (around `at` in `a`) with the ink of `b`
/// around `other`, shifted by up to a pixel each way (the two may fall on
/// different sub-pixel positions), the mask turned half a turn or not.
fn best_overlap(
    a: &RgbaImage,
    at: (f32, f32),
    b: &RgbaImage,
    other: (f32, f32),
    half: i32,
    upside_down: bool,
) -> f32 {
    let mut mask = ink(a, (at.0.floor() as i32, at.1.floor() as i32), half);
    if upside_down {
        mask.reverse();
    }
    let mut best = 0.0f32;
    for dy in -1..=1 {
        for dx in -1..=1 {
            let centre = (other.0.floor() as i32 + dx, other.1.floor() as i32 + dy);
            best = best.max(overlap(&mask, &ink(b, centre, half)));
        }
    }
    best
}

/// The point of `kind` nearest to `at` in `layout`, and `at`'s offset from it.
fn nearest_point(kind: GameKind, layout: &layout::Layout, at: (f32, f32)) -> (PointId, (f32, f32)) {
    let t = kind.topology();
    t.points()
        .map(|p| {
            let (x, y) = layout.point(t, p);
            (p, (at.0 - x, at.1 - y))
        })
        .min_by(|a, b| {
            let d = |o: (f32, f32)| o.0 * o.0 + o.1 * o.1;
            d(a.1).total_cmp(&d(b.1))
        })
        .expect("a board has points")
}

/// Turned, the coordinates keep their text and stay beside the same
/// points, on the other side of them, written upright: each one's letters
/// match its letters as drawn, and not the same letters upside down.
#[test]
fn turned_the_coordinates_stay_upright_beside_their_points() {
    for kind in GameKind::ALL {
        let layouts = Orientation::BOTH.map(|o| layout::Layout::oriented(kind, o));
        let [drawn, rotated] = layouts.map(|l| board::coordinates(kind, &l));
        assert_eq!(drawn.len(), rotated.len(), "{kind}");
        let game = Game::new(kind);
        let [img_drawn, img_rotated] =
            Orientation::BOTH.map(|o| render_board(&game, &labels(), &turned(o)));
        let half = board::coordinate_size(&layouts[0]).ceil() as i32 / 2 + 2;
        let (mut upright, mut upside_down) = (0.0, 0.0);
        for ((at, text), (turned_at, turned_text)) in drawn.iter().zip(&rotated) {
            assert_eq!(text, turned_text, "{kind}");
            let (point, offset) = nearest_point(kind, &layouts[0], *at);
            let (turned_point, turned_offset) = nearest_point(kind, &layouts[1], *turned_at);
            assert_eq!(point, turned_point, "{kind} {text}: beside the same point");
            assert!(
                offset.0 * turned_offset.0 + offset.1 * turned_offset.1 < 0.0,
                "{kind} {text}: on the other side of its point, {offset:?} then {turned_offset:?}"
            );
            assert!(
                ink(&img_drawn, (at.0 as i32, at.1 as i32), half)
                    .iter()
                    .any(|&i| i),
                "{kind} {text} has ink"
            );
            upright += best_overlap(&img_drawn, *at, &img_rotated, *turned_at, half, false);
            upside_down += best_overlap(&img_drawn, *at, &img_rotated, *turned_at, half, true);
        }
        let n = drawn.len() as f32;
        let (upright, upside_down) = (upright / n, upside_down / n);
        assert!(
            upright > 0.6 && upright > upside_down + 0.2,
            "{kind}: upright {upright}, upside down {upside_down}"
        );
    }
}

/// The SVG turns as the PNG does: every cell where the PNG draws its
/// point, and the turn named on the `<svg>`.
#[test]
fn the_svg_turns_as_the_png_does() {
    for kind in GameKind::ALL {
        let game = random_game(kind, 4, Some(10));
        for orientation in Orientation::BOTH {
            let svg = render_svg(&game, "", false, true, orientation);
            assert!(
                svg.contains(&format!("data-orientation=\"{}\"", orientation.name())),
                "{kind}"
            );
            let t = game.topology();
            for p in t.points() {
                let cell = format!("data-cell=\"{}\"", t.label(p));
                let from = svg.find(&cell).expect("every cell");
                let rest = &svg[from..];
                let hit = &rest[rest.find("class=\"hit\" cx=\"").expect("a hit area") + 16..];
                let number = |s: &str| -> f32 { s[..s.find('"').unwrap()].parse().unwrap() };
                let x = number(hit);
                let y = number(&hit[hit.find("cy=\"").unwrap() + 4..]);
                let (px, py) = oriented_point_pixel(kind, orientation, p);
                assert!(
                    (x - px as f32).abs() <= 1.0 && (y - py as f32).abs() <= 1.0,
                    "{kind} {orientation:?} {}: svg {:?}, png {:?}",
                    t.label(p),
                    (x, y),
                    (px, py)
                );
            }
        }
    }
}

/// Options that differ only in orientation draw differently, so they are
/// not equal (callers compare options to reuse pictures).
#[test]
fn options_of_two_orientations_differ() {
    assert_ne!(turned(Orientation::AsDrawn), turned(Orientation::Rotated));
    assert_eq!(RenderOptions::default(), turned(Orientation::AsDrawn));
}

/// Writes every board from both sides (side by side in one picture), at
/// the start and mid-game, into `$ORIENTATION_DIR` (to look at them):
/// `ORIENTATION_DIR=/tmp/sides cargo test -p abande-pictures -- --ignored write_both_sides`.
#[test]
#[ignore = "writes files; run by hand to look at both orientations"]
fn write_both_sides() {
    let dir = std::path::PathBuf::from(
        std::env::var("ORIENTATION_DIR").unwrap_or_else(|_| "/tmp/sides".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    for kind in GameKind::ALL {
        let mid = match kind.family() {
            Family::Abande => game_with_all_heights(kind).0,
            Family::Abalone => random_game(kind, 3, Some(30)),
        };
        // Side by side: as drawn on the left, turned on the right.
        for (what, game) in [("start", Game::new(kind)), ("mid", mid.clone())] {
            let [left, right] =
                Orientation::BOTH.map(|o| render_board(&game, &labels(), &turned(o)));
            let mut both = RgbaImage::new(2 * WIDTH, left.height());
            image::GenericImage::copy_from(&mut both, &left, 0, 0).unwrap();
            image::GenericImage::copy_from(&mut both, &right, WIDTH, 0).unwrap();
            let name = format!("{}-{what}-both-sides.png", kind.id());
            std::fs::write(dir.join(name), encode_png(&both)).unwrap();
        }
    }
}
