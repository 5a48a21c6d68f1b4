//! The picture of a board post: how a game is drawn (its ending, its
//! language, which way up), the header's names and ratings, the clocks,
//! and the file it is attached as, with its description for screen readers.
//!
//! Which way up (issue #51): a private picture (the move picker's preview,
//! `/explore`, the turn DM, a puzzle) is drawn from the side of the player
//! it is for ([`side_for`]); a public one (the board in the thread,
//! `/board`, `/game`, `/replay`) is drawn one way for the whole game,
//! [`public_orientation`], whoever is to move.

use poise::serenity_prelude::CreateAttachment;

use crate::discord::error::BotError;
use crate::discord::presentation::alt_text;
use crate::discord::presentation::board::words::{game_title, picture_ending, player_names};
use crate::service::{ClockStatus, GameService, GameView, UserId};
use crate::tr;
use crate::words::duration;
use abande_pictures::{
    BoardLabels, ClockLabels, Orientation, RenderOptions, render_png_with_clocks,
};

/// Which way up the public pictures of `view` are drawn: one way for the
/// whole game ([`GameView::public_side`] says whose side and why).
pub fn public_orientation(view: &GameView) -> Orientation {
    Orientation::from_side(view.public_side())
}

/// Which way up a private picture of `view` for `user` is drawn: from
/// their side when they play in it, else as the public board is.
pub fn side_for(view: &GameView, user: UserId) -> Orientation {
    Orientation::from_side(view.side_for(user))
}

/// How the pictures of `view` are drawn: in the game's language, with its
/// ending once it is over (never a player to move then), which way up as
/// the public board is ([`public_orientation`]).
pub fn render_options(view: &GameView) -> RenderOptions {
    let ending = picture_ending(view);
    RenderOptions {
        words: crate::words::pictures::picture_words(view.record.place.language),
        ending,
        orientation: public_orientation(view),
        ..RenderOptions::default()
    }
}

/// The header's labels: the players' names (the bot's with its level)
/// and, when the game is rated, their ratings in it ("1623", "1500?").
async fn board_labels(service: &GameService, view: &GameView) -> Result<BoardLabels, BotError> {
    let [black, white] = player_names(&view.record);
    let mut ratings = ClockLabels::default();
    if view.record.rated {
        ratings.black = service
            .ratings()
            .rating(view.record.black.id, view.record.kind)
            .await?
            .to_string();
        ratings.white = service
            .ratings()
            .rating(view.record.white.id, view.record.kind)
            .await?
            .to_string();
    }
    Ok(BoardLabels {
        title: game_title(&view.record),
        black,
        white,
        ratings,
    })
}

/// Renders the board, with the players' ratings and their time left from
/// `clock`, off the async runtime, turned to `orientation` (public
/// pictures: [`public_orientation`]; private ones: [`side_for`]).
pub async fn board_png(
    service: &GameService,
    view: &GameView,
    clock: &ClockStatus,
    orientation: Orientation,
) -> Result<Vec<u8>, BotError> {
    let game = view.game.clone();
    let labels = board_labels(service, view).await?;
    let lang = view.record.place.language;
    let clocks = match clock.bank_left {
        Some(left) => ClockLabels {
            black: duration(lang, left.black),
            white: duration(lang, left.white),
        },
        None => ClockLabels::default(),
    };
    let options = RenderOptions {
        orientation,
        ..render_options(view)
    };
    crate::discord::runtime::render_slots::render(move || {
        render_png_with_clocks(&game, &labels, &clocks, &options)
    })
    .await
}

/// The picture of a move picker's preview for `mover`: `after` (the game
/// with the move played) drawn as its board is, from the mover's side,
/// with the ratings and without clocks.
pub async fn preview_png(
    service: &GameService,
    after: &GameView,
    mover: UserId,
) -> Result<Vec<u8>, BotError> {
    let title = tr!(
        after.record.place.language,
        "picker-preview-title",
        title = game_title(&after.record)
    );
    titled_png(service, after, title, side_for(after, mover)).await
}

/// The picture of a position nobody played yet (a picker's preview, an
/// explored line): `view` drawn as its board is, with the ratings, without
/// clocks, under `title`, turned to `orientation`.
pub async fn titled_png(
    service: &GameService,
    view: &GameView,
    title: String,
    orientation: Orientation,
) -> Result<Vec<u8>, BotError> {
    let game = view.game.clone();
    let mut labels = board_labels(service, view).await?;
    labels.title = title;
    let options = RenderOptions {
        orientation,
        ..render_options(view)
    };
    crate::discord::runtime::render_slots::render(move || {
        render_png_with_clocks(&game, &labels, &ClockLabels::default(), &options)
    })
    .await
}

/// The board's file, named after the game's version as well as its ply
/// (`game-12-ply-20-v23.png`): a retried post finds its own earlier
/// message by this name ([`board_marker`]). It carries the picture's
/// description for screen readers ([`alt_text::board_description`]).
pub fn attachment(view: &GameView, png: Vec<u8>) -> CreateAttachment {
    CreateAttachment::bytes(png, format!("{}.png", board_marker(view)))
        .description(alt_text::board_description(view))
}

/// What names the board of `view` at its version, in its file's name.
pub(super) fn board_marker(view: &GameView) -> String {
    format!(
        "game-{}-ply-{}-v{}",
        view.id(),
        view.game.ply(),
        view.record.version
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::presentation::board::words::{ending_of, example_view as view};
    use crate::service::{EndedBy, GameStatus};
    use abande_pictures::Ending;
    use abande_rules::{Color, Outcome};

    #[test]
    fn every_way_a_game_ends_maps_to_one_ending() {
        let win = |c| Some(Outcome::Win(c));
        let cases = [
            ((None, None), None),
            ((None, Some(EndedBy::Abort)), Some(Ending::Aborted)),
            (
                (win(Color::Black), Some(EndedBy::Abort)),
                Some(Ending::Aborted),
            ),
            (
                (win(Color::White), Some(EndedBy::Resignation)),
                Some(Ending::Resigned {
                    winner: Color::White,
                }),
            ),
            (
                (win(Color::Black), Some(EndedBy::Timeout)),
                Some(Ending::Timeout {
                    winner: Color::Black,
                }),
            ),
            (
                (Some(Outcome::Draw), Some(EndedBy::Agreement)),
                Some(Ending::AgreedDraw),
            ),
            (
                (win(Color::Black), Some(EndedBy::Score)),
                Some(Ending::Played(Outcome::Win(Color::Black))),
            ),
            (
                (Some(Outcome::Draw), Some(EndedBy::Score)),
                Some(Ending::Played(Outcome::Draw)),
            ),
            ((None, Some(EndedBy::Resignation)), Some(Ending::Over)),
            (
                (win(Color::White), Some(EndedBy::Adjudication)),
                Some(Ending::Adjudicated(Outcome::Win(Color::White))),
            ),
            (
                (Some(Outcome::Draw), Some(EndedBy::Adjudication)),
                Some(Ending::Adjudicated(Outcome::Draw)),
            ),
        ];
        for ((result, ended_by), expected) in cases {
            assert_eq!(
                ending_of(result, ended_by),
                expected,
                "{result:?} {ended_by:?}"
            );
        }
    }

    /// Public pictures keep one side for the whole game (Black's between
    /// people, the human's against the engine, whoever is to move);
    /// private ones are drawn from their player's side, a spectator's
    /// from the public side.
    #[test]
    fn public_pictures_keep_one_side_and_private_ones_take_their_players() {
        use crate::service::EngineSeat;
        use abande_engine::Level;
        let level = Level::new(4).expect("4 is a level");
        let mut people = view(None);
        let (alice, bob, carol) = (UserId(1), UserId(2), UserId(3));
        for _ in 0..2 {
            assert_eq!(public_orientation(&people), Orientation::AsDrawn);
            assert_eq!(render_options(&people).orientation, Orientation::AsDrawn);
            assert_eq!(side_for(&people, alice), Orientation::AsDrawn);
            assert_eq!(side_for(&people, bob), Orientation::Rotated);
            assert_eq!(side_for(&people, carol), Orientation::AsDrawn);
            // The same after a move, with the other player to move.
            let m = people.game.legal_moves()[0];
            people.game.play(m).unwrap();
        }
        for (engine, human) in [(Color::White, Color::Black), (Color::Black, Color::White)] {
            let game = view(Some(EngineSeat {
                color: engine,
                level,
            }));
            let humans = Orientation::from_side(human);
            assert_eq!(public_orientation(&game), humans, "engine {engine:?}");
            assert_eq!(render_options(&game).orientation, humans);
            assert_eq!(side_for(&game, carol), humans);
        }
    }

    #[test]
    fn a_finished_game_is_drawn_with_its_ending_and_a_game_in_play_without() {
        let mut game = view(None);
        assert_eq!(render_options(&game).ending, None);
        game.record.status = GameStatus::Finished;
        game.record.result = Some(Outcome::Win(Color::Black));
        game.record.ended_by = Some(EndedBy::Resignation);
        assert_eq!(
            render_options(&game).ending,
            Some(Ending::Resigned {
                winner: Color::Black
            })
        );
        // Whatever the record lacks, a finished game's picture names nobody to move.
        game.record.result = None;
        game.record.ended_by = None;
        assert_eq!(render_options(&game).ending, Some(Ending::Over));
    }
}
