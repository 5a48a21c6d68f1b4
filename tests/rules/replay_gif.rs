//! The `/replay` GIF: it decodes, has a frame for the start and one per
//! move, holds the last frame longer, and stays small.

use abande_pictures::{
    BOARD_HEIGHT, BoardLabels, Ending, FINAL_DELAY_CENTISECONDS, FOOTER_HEIGHT, HEADER_HEIGHT,
    MOVE_DELAY_CENTISECONDS, REPLAY_DOWNSCALE, RenderOptions, render_replay_gif,
};
use abande_rules::{Color, Game, GameKind};
use image::AnimationDecoder;
use image::codecs::gif::GifDecoder;
use rand::{Rng, SeedableRng};

fn labels() -> BoardLabels {
    BoardLabels {
        title: "Abalone #1".into(),
        black: "alice".into(),
        white: "bob".into(),
        ..BoardLabels::default()
    }
}

/// `plies` random moves (fewer if the game ends first).
fn random_game(kind: GameKind, plies: usize, seed: u64) -> Game {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut game = Game::new(kind);
    while game.ply() < plies && !game.is_over() {
        let moves = game.legal_moves();
        game.play(moves[rng.gen_range(0..moves.len())]).unwrap();
    }
    game
}

fn frames(gif: &[u8]) -> Vec<image::Frame> {
    GifDecoder::new(std::io::Cursor::new(gif))
        .expect("a GIF")
        .into_frames()
        .collect_frames()
        .expect("frames decode")
}

#[test]
fn a_gif_has_the_start_and_one_frame_per_move() {
    let game = random_game(GameKind::AbandeHex, 12, 3);
    assert_eq!(game.ply(), 12);
    let frames = frames(&render_replay_gif(
        &game,
        &labels(),
        &RenderOptions::default(),
    ));
    assert_eq!(frames.len(), 13);
    let delay_ms = |f: &image::Frame| f.delay().numer_denom_ms().0 / f.delay().numer_denom_ms().1;
    assert_eq!(
        delay_ms(&frames[0]),
        u32::from(MOVE_DELAY_CENTISECONDS) * 10
    );
    assert_eq!(
        delay_ms(&frames[12]),
        u32::from(FINAL_DELAY_CENTISECONDS) * 10
    );
    // Consecutive frames differ: each shows a new move.
    for pair in frames.windows(2) {
        assert_ne!(pair[0].buffer(), pair[1].buffer());
    }
}

#[test]
fn a_game_without_moves_is_one_frame() {
    let frames = frames(&render_replay_gif(
        &Game::new(GameKind::AbaloneGerman),
        &labels(),
        &RenderOptions::default(),
    ));
    assert_eq!(frames.len(), 1);
}

#[test]
fn a_hundred_move_game_stays_under_three_megabytes() {
    let game = random_game(GameKind::Abalone, 100, 9);
    assert_eq!(game.ply(), 100);
    let started = std::time::Instant::now();
    let gif = render_replay_gif(&game, &labels(), &RenderOptions::default());
    eprintln!(
        "100-ply abalone GIF: {} bytes in {:?} (test profile)",
        gif.len(),
        started.elapsed()
    );
    assert!(gif.len() < 3 * 1024 * 1024, "{} bytes", gif.len());
    assert_eq!(frames(&gif).len(), 101);
}

/// A resigned game's replay ends on its ending, under the board: every
/// frame keeps the footer's band so the GIF has one size, and only the
/// last one changes it.
#[test]
fn a_finished_game_ends_its_replay_on_how_it_ended() {
    let game = random_game(GameKind::AbandeHex, 6, 5);
    let options = RenderOptions {
        ending: Some(Ending::Resigned {
            winner: Color::White,
        }),
        ..RenderOptions::default()
    };
    let frames = frames(&render_replay_gif(&game, &labels(), &options));
    assert_eq!(frames.len(), 7);
    let height = (HEADER_HEIGHT + BOARD_HEIGHT + FOOTER_HEIGHT) / REPLAY_DOWNSCALE;
    let footer_top = (HEADER_HEIGHT + BOARD_HEIGHT) / REPLAY_DOWNSCALE;
    let footer = |f: &image::Frame| -> Vec<[u8; 4]> {
        let b = f.buffer();
        assert_eq!(b.height(), height);
        (footer_top..height)
            .flat_map(|y| (0..b.width()).map(move |x| (x, y)))
            .map(|(x, y)| b.get_pixel(x, y).0)
            .collect()
    };
    assert_eq!(
        footer(&frames[0]),
        footer(&frames[5]),
        "no ending before the end"
    );
    assert_ne!(
        footer(&frames[5]),
        footer(&frames[6]),
        "the ending is written last"
    );
}
