//! `play GAME`: a hot-seat game in the terminal, with a fresh PNG after every move.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use super::{CliError, describe, game_from_args, sorted_legal};
use abande_pictures::{BoardLabels, Ending, RenderOptions, render_png};
use abande_rules::Game;

pub fn play(args: &[String]) -> Result<(), CliError> {
    let mut game = game_from_args(
        args.get(..1)
            .ok_or_else(|| CliError::usage("missing GAME"))?,
    )?;
    let image_path = std::env::temp_dir().join(format!("abande-bot-{}.png", game.kind().id()));
    let labels = BoardLabels {
        title: game.kind().title().into(),
        black: "Black".into(),
        white: "White".into(),
        ..BoardLabels::default()
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        print!("{}", describe(&game));
        write_image(&game, &labels, &image_path)?;
        println!("picture: {}", image_path.display());
        let Some(side) = game.to_move() else {
            println!("game over");
            return Ok(());
        };
        println!("legal moves: {}", sorted_legal(&game).join(" "));
        print!("{side} to move (or quit): ");
        std::io::stdout()
            .flush()
            .map_err(|e| CliError::failure(e.to_string()))?;
        let Some(line) = lines.next() else {
            return Ok(());
        };
        let text = line.map_err(|e| CliError::failure(format!("cannot read a move: {e}")))?;
        let text = text.trim();
        if text.eq_ignore_ascii_case("quit") {
            return Ok(());
        }
        if text.is_empty() {
            continue;
        }
        match game.play_text(text) {
            Ok(m) => println!("\n{side} played {m}\n"),
            Err(e) => println!("\n{text} is not possible: {e}\n"),
        }
    }
}

fn write_image(game: &Game, labels: &BoardLabels, path: &PathBuf) -> Result<(), CliError> {
    // A game over on the board says how it ended under the board.
    let options = RenderOptions {
        ending: game.outcome().map(Ending::Played),
        ..RenderOptions::default()
    };
    std::fs::write(path, render_png(game, labels, &options))
        .map_err(|e| CliError::failure(format!("cannot write {}: {e}", path.display())))
}
