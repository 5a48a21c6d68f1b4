//! The move picker: a position's legal moves as a short tree of small
//! choices, for menus that offer at most [`MAX_OPTIONS`] entries each
//! (Discord's select menus). Pure: the moves come from the rules
//! ([`Game::legal_moves`]), so every move offered is legal and every legal
//! move is offered; nothing here decides what is legal.
//!
//! A choice is named by a short key (lower-case ASCII letters and digits,
//! at most [`MAX_KEY`] characters): a point's label, a column's letters, a
//! group's labels run together; a move's key is its notation (which may
//! also hold a dash, `d3-c3`), and only a move's key ends a path. A path is the keys chosen so
//! far; at most [`MAX_CHOICES`] choices lead to any move.
//!
//! - Abande: first "enter a piece" (then the column when more than
//!   [`MAX_OPTIONS`] points are free, then the point), one of the player's
//!   stacks (then where it goes), or pass.
//! - Abalone: first a marble, then a group of one to three marbles that
//!   holds it, then the move (its direction, named by its notation).

use abande_rules::{Color, Family, Game, Move, PointId, Topology};

/// The most options one menu offers (Discord's limit for a select menu).
pub const MAX_OPTIONS: usize = 25;
/// The most choices that lead to a move.
pub const MAX_CHOICES: usize = 3;
/// The longest key.
pub const MAX_KEY: usize = 12;

/// The key of "enter a piece from hand" (no point's label is a word).
const ENTER: &str = "in";

/// What an option of the picker stands for; the words are the caller's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceKind {
    /// Abande: enter a piece from hand (a choice of where follows).
    Enter,
    /// Abande: a column of free points, by its letters (`d`).
    Column(String),
    /// Abande: the player's stack of `height` on `point` (where it goes follows).
    Stack { point: String, height: usize },
    /// Abalone: the player's marble on `point` (a group holding it follows).
    Marble(String),
    /// Abalone: own marbles moving together, by their points in order.
    Group(Vec<String>),
    /// A legal move: choosing it ends the picking.
    Play(Move),
}

/// One option of a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What the option's value is: the path's next key.
    pub key: String,
    pub kind: ChoiceKind,
    /// How many legal moves lie under it (1 for a move).
    pub moves: usize,
}

/// What a path leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A menu: the choices one level down.
    Menu(Vec<Choice>),
    /// A legal move.
    Move(Move),
}

/// Where a picker was opened: the game's ply and a fingerprint of its
/// moves. A pick made in a picker is played only while the game still
/// stands there (a move or a takeback since changes one of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionStamp {
    pub ply: usize,
    pub key: u32,
}

impl PositionStamp {
    /// Where `game` stands now.
    pub fn of(game: &Game) -> PositionStamp {
        let hash = super::analysis::moves_hash(game.moves()) as u64;
        PositionStamp {
            ply: game.ply(),
            key: (hash ^ (hash >> 32)) as u32,
        }
    }
}

/// One legal move with one of the ways to it: a key and its kind per choice.
#[derive(Clone, Debug)]
struct Way {
    steps: Vec<(String, ChoiceKind)>,
    the_move: Move,
}

/// The legal moves of one position, arranged as choices.
#[derive(Clone, Debug)]
pub struct MovePicker {
    ways: Vec<Way>,
}

impl MovePicker {
    /// The picker for the player to move in `game` (empty once it is over).
    pub fn new(game: &Game) -> MovePicker {
        let moves = game.legal_moves();
        let Some(mover) = game.to_move() else {
            return MovePicker { ways: Vec::new() };
        };
        let ways = match game.kind().family() {
            Family::Abande => abande_ways(game, &moves),
            Family::Abalone => abalone_ways(game, mover, &moves),
        };
        MovePicker { ways }
    }

    /// Whether there is nothing to pick (the game is over).
    pub fn is_empty(&self) -> bool {
        self.ways.is_empty()
    }

    /// What `path` leads to: a menu of the next choices, or a move; `None`
    /// when the path names nothing in this position.
    pub fn pick<S: AsRef<str>>(&self, path: &[S]) -> Option<Pick> {
        let under: Vec<&Way> = self
            .ways
            .iter()
            .filter(|w| {
                w.steps.len() >= path.len()
                    && w.steps.iter().zip(path).all(|(s, p)| s.0 == p.as_ref())
            })
            .collect();
        if under.is_empty() {
            return None;
        }
        if let [way] = under.as_slice()
            && way.steps.len() == path.len()
        {
            return Some(Pick::Move(way.the_move));
        }
        let mut choices: Vec<Choice> = Vec::new();
        for way in under {
            let Some((key, kind)) = way.steps.get(path.len()) else {
                // A move ends here while others go on: not a tree; never made.
                return None;
            };
            match choices.iter_mut().find(|c| &c.key == key) {
                Some(choice) => {
                    if !matches!(kind, ChoiceKind::Play(_)) {
                        choice.moves += 1;
                    }
                }
                None => choices.push(Choice {
                    key: key.clone(),
                    kind: kind.clone(),
                    moves: 1,
                }),
            }
        }
        Some(Pick::Menu(choices))
    }

    /// Every move offered, once each, in the rules' order.
    pub fn moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = Vec::new();
        for way in &self.ways {
            if !moves.contains(&way.the_move) {
                moves.push(way.the_move);
            }
        }
        moves
    }

    /// The path to `m` (the first way there), if it is a legal move here.
    pub fn path_to(&self, m: Move) -> Option<Vec<String>> {
        self.ways
            .iter()
            .find(|w| w.the_move == m)
            .map(|w| w.steps.iter().map(|s| s.0.clone()).collect())
    }
}

/// A move's key: its notation, which names it in its position.
fn play_step(m: Move) -> (String, ChoiceKind) {
    (m.to_string(), ChoiceKind::Play(m))
}

/// The column letters of a point's label (`d` of `d4`).
fn column_of(label: &str) -> String {
    label
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .collect()
}

fn abande_ways(game: &Game, moves: &[Move]) -> Vec<Way> {
    use abande_rules::abande::Move as A;
    let topology = game.topology();
    let label = |p: PointId| topology.label(p).to_string();
    let entries = moves
        .iter()
        .filter(|m| matches!(m, Move::Abande(_, A::Enter(_))))
        .count();
    let by_column = entries > MAX_OPTIONS;
    let enter = (ENTER.to_string(), ChoiceKind::Enter);
    let mut ways: Vec<Way> = Vec::new();
    for &m in moves {
        let steps = match m {
            Move::Abande(_, A::Enter(p)) if by_column => {
                let column = column_of(topology.label(p));
                vec![
                    enter.clone(),
                    (column.clone(), ChoiceKind::Column(column)),
                    play_step(m),
                ]
            }
            Move::Abande(_, A::Enter(_)) => vec![enter.clone(), play_step(m)],
            Move::Abande(_, A::Capture { from, .. }) => {
                let stack = ChoiceKind::Stack {
                    point: label(from),
                    height: game.pieces_at(from).len(),
                };
                vec![(label(from), stack), play_step(m)]
            }
            _ => vec![play_step(m)],
        };
        ways.push(Way { steps, the_move: m });
    }
    // Entering first, then the stacks in board order, pass last.
    ways.sort_by_key(|w| match w.the_move {
        Move::Abande(_, A::Enter(p)) => (0, p),
        Move::Abande(_, A::Capture { from, to }) => (1 + usize::from(from), to),
        _ => (usize::MAX, 0),
    });
    ways
}

/// Own marbles that `m` moves, in point order.
fn marbles_moved(game: &Game, mover: Color, m: Move) -> Vec<PointId> {
    let mut own: Vec<PointId> = game
        .trace(m)
        .steps
        .iter()
        .map(|&(from, _)| from)
        .filter(|&from| game.pieces_at(from).first() == Some(&mover))
        .collect();
    own.sort_unstable();
    own
}

fn abalone_ways(game: &Game, mover: Color, moves: &[Move]) -> Vec<Way> {
    let topology: &Topology = game.topology();
    let mut ways: Vec<Way> = Vec::new();
    for &m in moves {
        let group = marbles_moved(game, mover, m);
        let labels: Vec<String> = group
            .iter()
            .map(|&p| topology.label(p).to_string())
            .collect();
        let group_step = (labels.concat(), ChoiceKind::Group(labels.clone()));
        for label in &labels {
            ways.push(Way {
                steps: vec![
                    (label.clone(), ChoiceKind::Marble(label.clone())),
                    group_step.clone(),
                    play_step(m),
                ],
                the_move: m,
            });
        }
    }
    // Marbles in board order; within one, smaller groups first.
    let point = |label: &str| topology.point(label).unwrap_or(0);
    ways.sort_by_key(|w| {
        let ChoiceKind::Group(group) = &w.steps[1].1 else {
            unreachable!("every Abalone way has a group")
        };
        let group_points: Vec<PointId> = group.iter().map(|l| point(l)).collect();
        (point(&w.steps[0].0), group.len(), group_points)
    });
    ways
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::GameKind;
    use std::collections::HashSet;

    /// Walks every menu under `path`: checks each one's size and the keys,
    /// and collects the moves reached and the deepest path.
    fn walk(picker: &MovePicker, path: &mut Vec<String>, found: &mut Vec<Move>, depth: &mut usize) {
        match picker
            .pick(path.as_slice())
            .expect("a path the picker offered leads somewhere")
        {
            Pick::Move(m) => {
                *depth = (*depth).max(path.len());
                found.push(m);
            }
            Pick::Menu(choices) => {
                assert!(
                    (1..=MAX_OPTIONS).contains(&choices.len()),
                    "{} options after {path:?}",
                    choices.len()
                );
                let keys: HashSet<&str> = choices.iter().map(|c| c.key.as_str()).collect();
                assert_eq!(keys.len(), choices.len(), "keys repeat after {path:?}");
                for choice in &choices {
                    assert!(
                        (1..=MAX_KEY).contains(&choice.key.len())
                            && choice.key.chars().all(|c| {
                                c.is_ascii_lowercase()
                                    || c.is_ascii_digit()
                                    || (c == '-' && matches!(choice.kind, ChoiceKind::Play(_)))
                            }),
                        "key {:?}",
                        choice.key
                    );
                    path.push(choice.key.clone());
                    if let ChoiceKind::Play(m) = choice.kind {
                        assert_eq!(picker.pick(path.as_slice()), Some(Pick::Move(m)));
                    }
                    walk(picker, path, found, depth);
                    path.pop();
                }
            }
        }
    }

    /// Every legal move of `game` is reached, nothing else, within the limits.
    fn check_position(game: &Game) {
        let picker = MovePicker::new(game);
        let legal: HashSet<Move> = game.legal_moves().into_iter().collect();
        if legal.is_empty() {
            assert!(picker.is_empty());
            return;
        }
        let (mut found, mut depth) = (Vec::new(), 0);
        walk(&picker, &mut Vec::new(), &mut found, &mut depth);
        let reached: HashSet<Move> = found.iter().copied().collect();
        assert_eq!(reached, legal, "after {:?}", game.moves());
        assert!(
            depth <= MAX_CHOICES,
            "{depth} choices after {:?}",
            game.moves()
        );
        for m in &legal {
            let path = picker.path_to(*m).expect("a path to every legal move");
            assert_eq!(picker.pick(&path), Some(Pick::Move(*m)));
        }
    }

    /// A small deterministic generator, so failures replay.
    fn next(state: &mut u64) -> usize {
        *state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (*state >> 33) as usize
    }

    #[test]
    fn every_legal_move_is_reachable_within_the_limits_in_all_six_games() {
        for kind in GameKind::ALL {
            for seed in 0..6u64 {
                let mut state = seed + 1;
                let mut game = Game::new(kind);
                let mut plies = 0;
                while !game.is_over() && plies < 400 {
                    check_position(&game);
                    let moves = game.legal_moves();
                    let m = moves[next(&mut state) % moves.len()];
                    game.play(m).unwrap();
                    plies += 1;
                }
                check_position(&game);
            }
        }
    }

    #[test]
    fn abande_starts_with_entering_and_needs_columns_on_a_full_board() {
        let game = Game::new(GameKind::AbandeSquare);
        let picker = MovePicker::new(&game);
        let Some(Pick::Menu(top)) = picker.pick::<&str>(&[]) else {
            panic!("a menu")
        };
        assert_eq!(top.len(), 1);
        assert_eq!(top[0].kind, ChoiceKind::Enter);
        assert_eq!(top[0].moves, game.legal_moves().len());
        // 49 free points: by column, then the point.
        let Some(Pick::Menu(columns)) = picker.pick(&["in"]) else {
            panic!("a menu")
        };
        assert!(
            columns
                .iter()
                .all(|c| matches!(c.kind, ChoiceKind::Column(_)))
        );
        let d4 = game.parse_move("d4").unwrap();
        assert_eq!(picker.path_to(d4).unwrap(), ["in", "d", "d4"]);
        assert_eq!(picker.pick(&["in", "d", "d4"]), Some(Pick::Move(d4)));
        assert_eq!(picker.pick(&["in", "d", "e4"]), None);
        assert_eq!(picker.pick(&["zz"]), None);
    }

    #[test]
    fn a_stack_leads_to_its_captures() {
        let game = Game::replay(GameKind::AbandeHex, &["d4", "d5", "d3", "c3"]).unwrap();
        let picker = MovePicker::new(&game);
        let capture = game.parse_move("d3-c3").unwrap();
        assert_eq!(picker.path_to(capture).unwrap(), ["d3", "d3-c3"]);
        let Some(Pick::Menu(top)) = picker.pick::<&str>(&[]) else {
            panic!("a menu")
        };
        assert!(top.iter().any(|c| c.kind
            == ChoiceKind::Stack {
                point: "d3".into(),
                height: 1
            }));
    }

    #[test]
    fn abalone_goes_marble_group_move() {
        let game = Game::new(GameKind::Abalone);
        let picker = MovePicker::new(&game);
        let m = game.parse_move("a1b2").unwrap();
        let path = picker.path_to(m).unwrap();
        assert_eq!(path.len(), 3);
        let Some(Pick::Menu(groups)) = picker.pick(&path[..1]) else {
            panic!("a menu")
        };
        assert!(
            groups
                .iter()
                .all(|g| matches!(&g.kind, ChoiceKind::Group(points) if points.contains(&path[0])))
        );
        // Any marble of the group leads to the same move.
        let ChoiceKind::Group(points) = &groups.iter().find(|g| g.key == path[1]).unwrap().kind
        else {
            unreachable!()
        };
        for point in points {
            let other = [point.as_str(), path[1].as_str(), path[2].as_str()];
            assert_eq!(picker.pick(&other), Some(Pick::Move(m)));
        }
    }

    #[test]
    fn a_forced_pass_is_offered_alone_and_a_finished_game_offers_nothing() {
        // Play random Abande games until one reaches a position where pass
        // is the only move, then at the end: nothing.
        let mut saw_pass = false;
        for seed in 1..40u64 {
            let mut state = seed;
            let mut game = Game::new(GameKind::AbandeHex);
            while !game.is_over() {
                if game.only_move_is_pass() {
                    let picker = MovePicker::new(&game);
                    let Some(Pick::Menu(top)) = picker.pick::<&str>(&[]) else {
                        panic!("a menu")
                    };
                    assert_eq!(top.len(), 1);
                    assert!(matches!(top[0].kind, ChoiceKind::Play(m) if m.is_pass()));
                    assert_eq!(top[0].key, "pass");
                    saw_pass = true;
                }
                let moves = game.legal_moves();
                game.play(moves[next(&mut state) % moves.len()]).unwrap();
            }
            assert!(MovePicker::new(&game).is_empty());
            assert_eq!(MovePicker::new(&game).pick::<&str>(&[]), None);
        }
        assert!(saw_pass, "no random game reached a forced pass");
    }

    #[test]
    fn the_stamp_changes_with_every_move_and_takeback() {
        let a = Game::replay(GameKind::AbandeHex, &["d4", "d5"]).unwrap();
        let b = Game::replay(GameKind::AbandeHex, &["d4", "c4"]).unwrap();
        assert_eq!(PositionStamp::of(&a).ply, 2);
        assert_ne!(PositionStamp::of(&a), PositionStamp::of(&b));
        assert_eq!(PositionStamp::of(&a), PositionStamp::of(&a.clone()));
    }
}
