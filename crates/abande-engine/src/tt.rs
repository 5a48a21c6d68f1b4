//! Transposition table: positions already searched, by Zobrist hash.

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// One entry per slot; a new result replaces the old one unless the old
/// one is of the same position and deeper.
pub(crate) struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of about `capacity` entries (rounded to a power of two).
    pub fn new(capacity: usize) -> Table<M> {
        let size = capacity.clamp(1 << 10, 1 << 20).next_power_of_two();
        Table {
            slots: vec![None; size],
            mask: size - 1,
        }
    }

    pub fn get(&self, key: u64) -> Option<&Entry<M>> {
        self.slots[key as usize & self.mask]
            .as_ref()
            .filter(|e| e.key == key)
    }

    pub fn put(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if let Some(old) = slot
            && old.key == entry.key
            && old.depth > entry.depth
        {
            return;
        }
        *slot = Some(entry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deeper_results_of_a_position_stay() {
        let mut t: Table<u8> = Table::new(16);
        let entry = |key, depth, score| Entry {
            key,
            best: Some(1),
            score,
            depth,
            bound: Bound::Exact,
        };
        t.put(entry(5, 3, 10));
        t.put(entry(5, 2, 20));
        assert_eq!(t.get(5).unwrap().score, 10);
        t.put(entry(5, 4, 30));
        assert_eq!(t.get(5).unwrap().score, 30);
        // Another position in the same slot replaces it.
        t.put(entry(5 + (1 << 10), 1, 40));
        assert!(t.get(5).is_none());
        assert_eq!(t.get(5 + (1 << 10)).unwrap().score, 40);
    }
}
