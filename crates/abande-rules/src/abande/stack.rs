use crate::topology::PointId;
use crate::{Color, zobrist};

/// A stack of 0 to 3 pieces. Bit `i` of `colors` is set when the `i`-th
/// piece from the bottom is white; `Copy`, two bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stack {
    height: u8,
    colors: u8,
}

impl Stack {
    pub const MAX_HEIGHT: u8 = 3;

    pub fn single(c: Color) -> Stack {
        Stack {
            height: 1,
            colors: (c == Color::White) as u8,
        }
    }

    pub fn height(self) -> u8 {
        self.height
    }

    pub fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The owner: the colour of the top piece.
    pub fn top(self) -> Option<Color> {
        (self.height > 0).then(|| self.piece(self.height - 1))
    }

    fn piece(self, i: u8) -> Color {
        if self.colors >> i & 1 == 1 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Pieces bottom to top.
    pub fn pieces(self) -> impl Iterator<Item = Color> {
        (0..self.height).map(move |i| self.piece(i))
    }

    /// `self` moved on top of `below`.
    pub fn onto(self, below: Stack) -> Stack {
        Stack {
            height: below.height + self.height,
            colors: below.colors | self.colors << below.height,
        }
    }

    pub fn count(self, c: Color) -> u8 {
        self.pieces().filter(|&p| p == c).count() as u8
    }

    /// Zobrist key of this stack on point `p`; 0 for an empty point.
    pub(crate) fn zobrist_key(self, p: PointId) -> u64 {
        if self.height == 0 {
            return 0;
        }
        // Heights 1, 2, 3 have 2, 4, 8 colourings: kinds 0-1, 2-5, 6-13.
        let kind = (1usize << self.height) - 2 + self.colors as usize;
        zobrist::ABANDE_STACKS[p as usize * zobrist::ABANDE_STACK_KINDS + kind]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stacking_keeps_order() {
        let s = Stack::single(Color::Black).onto(Stack::single(Color::White));
        assert_eq!(s.pieces().collect::<Vec<_>>(), [Color::White, Color::Black]);
        assert_eq!(s.top(), Some(Color::Black));
        let t = Stack::single(Color::White).onto(s);
        assert_eq!(t.height(), 3);
        assert_eq!(
            t.pieces().collect::<Vec<_>>(),
            [Color::White, Color::Black, Color::White]
        );
        assert_eq!(t.count(Color::White), 2);
        assert_eq!(Stack::default().top(), None);
    }
}
