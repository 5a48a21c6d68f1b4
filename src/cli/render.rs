//! `render GAME [MOVE ...] --out FILE.png [--black NAME --white NAME]`.

use super::{CliError, game_from_args};
use abande_pictures::{BoardLabels, Ending, RenderOptions, render_png};

/// Takes `--flag VALUE` out of `args`.
fn take_option(args: &mut Vec<String>, flag: &str) -> Result<Option<String>, CliError> {
    let Some(i) = args.iter().position(|a| a == flag) else {
        return Ok(None);
    };
    if i + 1 >= args.len() {
        return Err(CliError::usage(format!("{flag} needs a value")));
    }
    let value = args.remove(i + 1);
    args.remove(i);
    Ok(Some(value))
}

pub fn render(args: &[String]) -> Result<(), CliError> {
    let mut rest = args.to_vec();
    let out = take_option(&mut rest, "--out")?
        .ok_or_else(|| CliError::usage("missing --out FILE.png"))?;
    let black = take_option(&mut rest, "--black")?.unwrap_or_else(|| "Black".into());
    let white = take_option(&mut rest, "--white")?.unwrap_or_else(|| "White".into());
    let game = game_from_args(&rest)?;
    let labels = BoardLabels {
        title: game.kind().title().into(),
        black,
        white,
        ..BoardLabels::default()
    };
    // A game over on the board says how it ended under the board.
    let options = RenderOptions {
        ending: game.outcome().map(Ending::Played),
        ..RenderOptions::default()
    };
    let png = render_png(&game, &labels, &options);
    std::fs::write(&out, png).map_err(|e| CliError::failure(format!("cannot write {out}: {e}")))?;
    println!("{out}");
    Ok(())
}
