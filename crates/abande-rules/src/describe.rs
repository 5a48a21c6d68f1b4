//! What a move does, in numbers a sentence can be made of: the words are
//! the bot's (`discord/presentation/words.rs::move_words`), the facts are the rules'.

use super::{Game, Move, abalone, abande};

/// What a legal move does in the position it is played from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveDescription {
    /// Abande: a piece from hand; `reserve` pieces stay in hand after it.
    Enter { reserve: u8 },
    /// Abande: a stack of `height` pieces onto the opponent's stack of `onto`.
    Stack { height: u8, onto: u8 },
    /// Abande: no move.
    Pass,
    /// Abalone: `marbles` own marbles along their line, pushing `pushed`
    /// opposing marbles, `pushed_off` of them off the board.
    Inline {
        marbles: u8,
        pushed: u8,
        pushed_off: u8,
    },
    /// Abalone: `marbles` own marbles side-step together.
    Broadside { marbles: u8 },
}

/// What `m` does in `game`'s position; `None` when it is not legal there.
pub fn describe(game: &Game, m: Move) -> Option<MoveDescription> {
    let mover = game.to_move()?;
    if !game.legal_moves().contains(&m) {
        return None;
    }
    let count = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
    Some(match m {
        Move::Abande(_, abande::Move::Enter(_)) => {
            let hand = game.hand().map_or(0, |h| h.get(mover));
            MoveDescription::Enter {
                reserve: hand.saturating_sub(1),
            }
        }
        Move::Abande(_, abande::Move::Capture { from, to }) => MoveDescription::Stack {
            height: count(game.pieces_at(from).len()),
            onto: count(game.pieces_at(to).len()),
        },
        Move::Abande(_, abande::Move::Pass) => MoveDescription::Pass,
        Move::Abalone(abalone::Move::Inline { .. }) => {
            let trace = game.trace(m);
            let own = trace
                .steps
                .iter()
                .filter(|(from, _)| game.pieces_at(*from).first() == Some(&mover))
                .count();
            MoveDescription::Inline {
                marbles: count(own),
                pushed: count(trace.steps.len() - own + trace.pushed_off.len()),
                pushed_off: count(trace.pushed_off.len()),
            }
        }
        Move::Abalone(abalone::Move::Broadside { .. }) => MoveDescription::Broadside {
            marbles: count(game.trace(m).steps.len()),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameKind;

    fn described(kind: GameKind, moves: &[&str], next: &str) -> MoveDescription {
        let game = Game::replay(kind, moves).unwrap();
        let m = game.parse_move(next).unwrap();
        describe(&game, m).unwrap()
    }

    #[test]
    fn abande_entries_stacks_and_passes() {
        let first = described(GameKind::AbandeHex, &[], "d4");
        assert_eq!(first, MoveDescription::Enter { reserve: 17 });
        let stack = described(GameKind::AbandeHex, &["d4", "d5", "d3", "c3"], "d3-c3");
        assert_eq!(stack, MoveDescription::Stack { height: 1, onto: 1 });
        let game = Game::new(GameKind::AbandeHex);
        let pass = Move::Abande(crate::abande::Board::Hex, abande::Move::Pass);
        assert_eq!(describe(&game, pass), None, "passing is not legal here");
    }

    #[test]
    fn abalone_lines_and_broadsides() {
        let line = described(GameKind::Abalone, &[], "a1b2");
        let three = MoveDescription::Inline {
            marbles: 3,
            pushed: 0,
            pushed_off: 0,
        };
        assert_eq!(line, three);
        let side = described(GameKind::Abalone, &[], "c3c5d3");
        assert_eq!(side, MoveDescription::Broadside { marbles: 3 });
        let two = described(GameKind::Abalone, &[], "b1b2c1");
        assert_eq!(two, MoveDescription::Broadside { marbles: 2 });
    }

    /// The 2015 world championship final: every push is counted, and the
    /// marbles said to go off are the ones the score counts.
    #[test]
    fn abalone_pushes_off_agree_with_the_score() {
        let moves = crate::recorded_games::awc_2015_final();
        let mut game = Game::new(GameKind::AbaloneBelgian);
        let (mut pushes, mut offs) = (0, 0);
        for text in &moves {
            let m = game.parse_move(text).unwrap();
            let what = describe(&game, m).unwrap();
            let before = game.captured().unwrap();
            let mover = game.to_move().unwrap();
            game.play(m).unwrap();
            let gained = game.captured().unwrap().get(mover) - before.get(mover);
            match what {
                MoveDescription::Inline {
                    marbles,
                    pushed,
                    pushed_off,
                } => {
                    assert!((1..=3).contains(&marbles) && pushed < marbles, "{text}");
                    assert_eq!(pushed_off, gained, "{text}");
                    assert!(pushed_off <= pushed, "{text}");
                    pushes += u32::from(pushed > 0);
                    offs += u32::from(pushed_off);
                }
                MoveDescription::Broadside { marbles } => {
                    assert!((2..=3).contains(&marbles) && gained == 0, "{text}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        assert!(pushes > 5 && offs == 6, "{pushes} pushes, {offs} off");
    }
}
