//! `/board text:true`: a position as text, for players who do not see the
//! picture: the command line's diagram (`abande-bot show`) in a code
//! block, every player's pieces by point, and the words the picture's
//! description says (whose turn, the last move, the counts, the result).
//! Within one message for every game kind.

use crate::discord::presentation::alt_text::{player_with_color, position_sentences};
use crate::discord::presentation::board::words::player_names;
use crate::i18n::Lang;
use crate::service::GameView;
use crate::tr;
use crate::words::color_code;
use abande_rules::{Color, Family, Game, diagram};

/// The text of `view`'s position under `heading`, worded in `view`'s
/// language (the caller sets the reader's).
pub fn board_text(view: &GameView, heading: &str) -> String {
    let lang = view.record.place.language;
    let game = &view.game;
    let legend = match game.kind().family() {
        Family::Abande => tr!(lang, "board-text-legend-abande"),
        Family::Abalone => tr!(lang, "board-text-legend-abalone"),
    };
    let mut out = format!("{heading}\n```\n{}```\n{legend}\n", diagram(game));
    let names = player_names(&view.record);
    for c in Color::BOTH {
        let player = player_with_color(lang, &names[c.index()], c);
        out.push_str(&pieces_line(lang, game, c, &player));
        out.push('\n');
    }
    out.push_str(&position_sentences(view).join(" "));
    out
}

/// Where `color`'s pieces are: Abalone's marbles by point, Abande's stacks
/// that `color` is on top of, each taller one with its pieces bottom to
/// top, sleeping ones marked.
fn pieces_line(lang: Lang, game: &Game, color: Color, player: &str) -> String {
    let t = game.topology();
    let mine = || {
        t.points()
            .filter(move |&p| game.pieces_at(p).last() == Some(&color))
    };
    match game.kind().family() {
        Family::Abalone => {
            let points: Vec<&str> = mine().map(|p| t.label(p)).collect();
            tr!(
                lang,
                "board-text-marbles",
                player = player.to_owned(),
                count = points.len(),
                points = points.join(", ")
            )
        }
        Family::Abande => {
            let sleeping = game.sleeping();
            let stacks: Vec<String> = mine()
                .map(|p| {
                    let pieces = game.pieces_at(p);
                    let mut notes = Vec::new();
                    if pieces.len() > 1 {
                        let words: Vec<String> = pieces
                            .iter()
                            .map(|&c| tr!(lang, "board-text-color", color = color_code(c)))
                            .collect();
                        notes.push(words.join(", "));
                    }
                    if sleeping.contains(p) {
                        notes.push(tr!(lang, "board-text-sleeping"));
                    }
                    if notes.is_empty() {
                        t.label(p).to_owned()
                    } else {
                        format!("{} ({})", t.label(p), notes.join("; "))
                    }
                })
                .collect();
            if stacks.is_empty() {
                tr!(lang, "board-text-no-stacks", player = player.to_owned())
            } else {
                tr!(
                    lang,
                    "board-text-stacks",
                    player = player.to_owned(),
                    count = stacks.len(),
                    stacks = stacks.join(", ")
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::presentation::alt_text::tests::{play_line, view_of};
    use crate::discord::presentation::text::MESSAGE_LIMIT;
    use abande_rules::GameKind;

    const LONG_NAME: &str = "Ünïcødé 🐉 name of thirty-two c";

    /// Every position of a long game of each kind, in every language, with
    /// the longest names: one message. The heading is the longest
    /// `/board` gives ("after 412 of 999 moves (last move ...)").
    #[test]
    fn the_text_of_every_position_of_every_game_fits_one_message() {
        let heading = "**Abalone #1234567** after 412 of 999 moves (last move a1b2c3d4)";
        let mut longest = (0, GameKind::AbandeHex);
        for kind in GameKind::ALL {
            let mut positions = Vec::new();
            play_line(kind, 300, |game| positions.push(game.clone()));
            for game in positions {
                for lang in Lang::ALL {
                    let view = view_of(lang, game.clone(), [LONG_NAME, LONG_NAME]);
                    let text = board_text(&view, heading);
                    let chars = text.chars().count();
                    assert!(chars <= MESSAGE_LIMIT, "{kind:?} {lang}: {chars}\n{text}");
                    if chars > longest.0 {
                        longest = (chars, kind);
                    }
                }
            }
        }
        eprintln!(
            "longest /board text: {} characters ({:?})",
            longest.0, longest.1
        );
    }

    #[test]
    fn the_text_lists_every_piece_by_point() {
        let game = Game::replay(GameKind::AbandeHex, &["d4", "d5", "c4", "d5-d4"]).unwrap();
        let view = view_of(Lang::En, game.clone(), ["alice", "bob"]);
        let text = board_text(&view, "heading");
        assert!(text.starts_with(&format!("heading\n```\n{}```\n", diagram(&game))));
        assert!(
            text.contains("alice (Black) is on top of 1 stack (pieces bottom to top): c4."),
            "{text}"
        );
        assert!(
            text.contains(
                "bob (White) is on top of 1 stack (pieces bottom to top): d4 (black, white)."
            ),
            "{text}"
        );
        let game = Game::new(GameKind::Abalone);
        let text = board_text(&view_of(Lang::En, game, ["alice", "bob"]), "heading");
        assert!(
            text.contains("alice (Black): 14 marbles, on a1, "),
            "{text}"
        );
        assert!(text.contains("alice (Black) is to play move 1."), "{text}");
    }
}
