//! Boards as data: points, labels, neighbours and drawing positions.
//!
//! Every board here has at most 64 points, so a set of points is a `u64`
//! bit mask (`1 << id`). Drawing positions are in "edge units" (neighbouring
//! points are about 1.0 apart) with y growing downwards, ready for the
//! renderer to scale; nothing else uses them.

use std::sync::LazyLock;

/// Index of a point within its [`Topology`], `0..topology.len()`.
pub type PointId = u8;

/// A set of points of one board: bit `id` of a `u64` (no board has more
/// than 64 points). Iterating yields the points in increasing id order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PointSet(pub u64);

impl PointSet {
    pub const EMPTY: PointSet = PointSet(0);

    pub fn contains(self, p: PointId) -> bool {
        self.0 & (1 << p) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The point with the lowest id.
    pub fn first(self) -> Option<PointId> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as PointId)
    }

    pub fn iter(self) -> PointSetIter {
        PointSetIter(self.0)
    }
}

impl IntoIterator for PointSet {
    type Item = PointId;
    type IntoIter = PointSetIter;

    fn into_iter(self) -> PointSetIter {
        self.iter()
    }
}

impl FromIterator<PointId> for PointSet {
    fn from_iter<I: IntoIterator<Item = PointId>>(points: I) -> Self {
        PointSet(points.into_iter().fold(0, |m, p| m | 1 << p))
    }
}

/// The points of a [`PointSet`], lowest id first.
#[derive(Clone, Debug)]
pub struct PointSetIter(u64);

impl Iterator for PointSetIter {
    type Item = PointId;

    fn next(&mut self) -> Option<PointId> {
        let p = PointSet(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(p)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for PointSetIter {}

/// A board's graph and its labels.
#[derive(Debug)]
pub struct Topology {
    labels: Vec<String>,
    neighbors: Vec<Vec<PointId>>,
    neighbor_masks: Vec<u64>,
    positions: Vec<(f32, f32)>,
    /// Column/file letters in display order, for drawing coordinates.
    files: Vec<char>,
}

impl Topology {
    fn new(
        labels: Vec<String>,
        edges: &[(usize, usize)],
        positions: Vec<(f32, f32)>,
        files: Vec<char>,
    ) -> Self {
        let n = labels.len();
        assert!(n <= 64, "point sets are u64 masks");
        let mut neighbors = vec![Vec::new(); n];
        for &(a, b) in edges {
            assert_ne!(a, b);
            if !neighbors[a].contains(&(b as PointId)) {
                neighbors[a].push(b as PointId);
                neighbors[b].push(a as PointId);
            }
        }
        for list in &mut neighbors {
            list.sort_unstable();
        }
        let neighbor_masks = neighbors
            .iter()
            .map(|l| l.iter().copied().collect::<PointSet>().0)
            .collect();
        Topology {
            labels,
            neighbors,
            neighbor_masks,
            positions,
            files,
        }
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    pub fn points(&self) -> impl Iterator<Item = PointId> + '_ {
        (0..self.labels.len()).map(|i| i as PointId)
    }

    /// Mask with every point of the board set.
    pub fn all_mask(&self) -> u64 {
        if self.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.len()) - 1
        }
    }

    /// Canonical lower-case label such as `d4`.
    pub fn label(&self, p: PointId) -> &str {
        &self.labels[p as usize]
    }

    /// Finds a point by its label, case-insensitively.
    pub fn point(&self, label: &str) -> Option<PointId> {
        let wanted = label.to_ascii_lowercase();
        self.labels
            .iter()
            .position(|l| *l == wanted)
            .map(|i| i as PointId)
    }

    pub fn neighbors(&self, p: PointId) -> &[PointId] {
        &self.neighbors[p as usize]
    }

    pub fn neighbor_mask(&self, p: PointId) -> u64 {
        self.neighbor_masks[p as usize]
    }

    pub fn are_adjacent(&self, a: PointId, b: PointId) -> bool {
        self.neighbor_masks[a as usize] & (1 << b) != 0
    }

    /// Every edge once, as `(lower id, higher id)`.
    pub fn edges(&self) -> Vec<(PointId, PointId)> {
        let mut out = Vec::new();
        for (a, list) in self.neighbors.iter().enumerate() {
            for &b in list {
                if (a as PointId) < b {
                    out.push((a as PointId, b));
                }
            }
        }
        out
    }

    /// Drawing position in edge units, y downwards.
    pub fn position(&self, p: PointId) -> (f32, f32) {
        self.positions[p as usize]
    }

    /// File (column) letters in left-to-right order.
    pub fn files(&self) -> &[char] {
        &self.files
    }

    /// Labels of the points in `mask`, in id order, joined with `sep`.
    pub fn labels_of(&self, points: PointSet, sep: &str) -> String {
        let parts: Vec<&str> = points.iter().map(|p| self.label(p)).collect();
        parts.join(sep)
    }

    /// The connected component of `within` that contains `start`.
    pub fn flood(&self, start: PointId, within: u64) -> u64 {
        let mut seen = 1u64 << start;
        let mut frontier = seen;
        while frontier != 0 {
            let next = PointSet(frontier)
                .iter()
                .fold(0, |m, p| m | self.neighbor_masks[p as usize]);
            frontier = next & within & !seen;
            seen |= frontier;
        }
        seen
    }
}

const SQRT3_2: f32 = 0.866_025_4;

/// Dieter Stein's hexagonal Abande board: columns `a`..`g` of 4,5,6,7,6,5,4
/// points, each numbered from 1 at its bottom end.
pub fn abande_hex() -> &'static Topology {
    static HEX: LazyLock<Topology> = LazyLock::new(|| {
        let lens = [4usize, 5, 6, 7, 6, 5, 4];
        let mut labels = Vec::new();
        let mut positions = Vec::new();
        // Id of column `c`, number `n` (1-based), when that point exists.
        let id = |c: usize, n: usize| -> Option<usize> {
            (c < 7 && (1..=lens[c]).contains(&n)).then(|| lens[..c].iter().sum::<usize>() + n - 1)
        };
        for (c, &len) in lens.iter().enumerate() {
            for n in 1..=len {
                labels.push(format!("{}{}", (b'a' + c as u8) as char, n));
                let up = (n - 1) as f32 + (7 - len) as f32 / 2.0;
                positions.push((c as f32 * SQRT3_2, 6.0 - up));
            }
        }
        let mut edges = Vec::new();
        for (c, &len) in lens.iter().enumerate() {
            for n in 1..=len {
                let here = id(c, n).expect("point exists");
                // Up the column, then the right-hand column: n and n+1 when it is
                // longer, n-1 and n when it is shorter.
                let longer = c + 1 < 7 && lens[c + 1] > len;
                let right = if longer { [n, n + 1] } else { [n - 1, n] };
                let next = [id(c, n + 1), id(c + 1, right[0]), id(c + 1, right[1])];
                edges.extend(next.into_iter().flatten().map(|other| (here, other)));
            }
        }
        Topology::new(labels, &edges, positions, ('a'..='g').collect())
    });
    &HEX
}

fn grid_labels() -> Vec<String> {
    let mut labels = Vec::new();
    for rank in 1..=7 {
        for file in 0..7u8 {
            labels.push(format!("{}{}", (b'a' + file) as char, rank));
        }
    }
    labels
}

fn grid_id(file: usize, rank: usize) -> usize {
    rank * 7 + file
}

fn orthogonal_edges() -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for rank in 0..7 {
        for file in 0..7 {
            if file < 6 {
                edges.push((grid_id(file, rank), grid_id(file + 1, rank)));
            }
            if rank < 6 {
                edges.push((grid_id(file, rank), grid_id(file, rank + 1)));
            }
        }
    }
    edges
}

fn grid_positions() -> Vec<(f32, f32)> {
    (0..49)
        .map(|i| ((i % 7) as f32, 6.0 - (i / 7) as f32))
        .collect()
}

/// The 7 x 7 square board where every point touches up to 8 neighbours.
pub fn abande_square() -> &'static Topology {
    static SQUARE: LazyLock<Topology> = LazyLock::new(|| {
        let mut edges = orthogonal_edges();
        for rank in 0..6 {
            for file in 0..6 {
                edges.push((grid_id(file, rank), grid_id(file + 1, rank + 1)));
                edges.push((grid_id(file + 1, rank), grid_id(file, rank + 1)));
            }
        }
        Topology::new(
            grid_labels(),
            &edges,
            grid_positions(),
            ('a'..='g').collect(),
        )
    });
    &SQUARE
}

/// The 18 diagonals of the snub-square board, as in the rules spec.
pub const SNUB_DIAGONALS: [&str; 18] = [
    "a2-b1", "a4-b3", "a6-b5", "b2-c3", "b4-c5", "b6-c7", "c2-d1", "c4-d3", "c6-d5", "d2-e3",
    "d4-e5", "d6-e7", "e2-f1", "e4-f3", "e6-f5", "f2-g3", "f4-g5", "f6-g7",
];

fn grid_point(label: &str) -> usize {
    let b = label.as_bytes();
    grid_id((b[0] - b'a') as usize, (b[1] - b'1') as usize)
}

/// The snub-square board: orthogonal lines plus 18 diagonals (vertex type 3.3.4.3.4).
pub fn abande_snub() -> &'static Topology {
    static SNUB: LazyLock<Topology> = LazyLock::new(|| {
        let mut edges = orthogonal_edges();
        let diagonals: Vec<(usize, usize)> = SNUB_DIAGONALS
            .iter()
            .map(|d| {
                let (a, b) = d.split_once('-').expect("diagonal spec");
                (grid_point(a), grid_point(b))
            })
            .collect();
        edges.extend(&diagonals);
        let positions = snub_positions(&diagonals);
        Topology::new(grid_labels(), &edges, positions, ('a'..='g').collect())
    });
    &SNUB
}

/// Relaxes the square grid into the true snub-square tiling: every line has
/// length 1, each cell without a diagonal is a square (diagonals sqrt 2), and
/// each cell split by a diagonal is two equilateral triangles (the other
/// diagonal sqrt 3). Deterministic, done once.
fn snub_positions(diagonals: &[(usize, usize)]) -> Vec<(f32, f32)> {
    let mut constraints: Vec<(usize, usize, f64)> = orthogonal_edges()
        .into_iter()
        .map(|(a, b)| (a, b, 1.0))
        .collect();
    for rank in 0..6 {
        for file in 0..6 {
            let (bl, br) = (grid_id(file, rank), grid_id(file + 1, rank));
            let (tl, tr) = (grid_id(file, rank + 1), grid_id(file + 1, rank + 1));
            let has = |a: usize, b: usize| {
                diagonals
                    .iter()
                    .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
            };
            if has(bl, tr) {
                constraints.push((bl, tr, 1.0));
                constraints.push((br, tl, 3f64.sqrt()));
            } else if has(br, tl) {
                constraints.push((br, tl, 1.0));
                constraints.push((bl, tr, 3f64.sqrt()));
            } else {
                constraints.push((bl, tr, 2f64.sqrt()));
                constraints.push((br, tl, 2f64.sqrt()));
            }
        }
    }
    let mut pos: Vec<(f64, f64)> = (0..49).map(|i| ((i % 7) as f64, (i / 7) as f64)).collect();
    for _ in 0..4000 {
        for &(a, b, len) in &constraints {
            let (dx, dy) = (pos[b].0 - pos[a].0, pos[b].1 - pos[a].1);
            let d = (dx * dx + dy * dy).sqrt().max(1e-9);
            let k = 0.5 * (d - len) / d;
            pos[a].0 += dx * k;
            pos[a].1 += dy * k;
            pos[b].0 -= dx * k;
            pos[b].1 -= dy * k;
        }
    }
    // Centre the drawing and flip y so rank 1 is at the bottom.
    let cx = pos.iter().map(|p| p.0).sum::<f64>() / 49.0;
    let cy = pos.iter().map(|p| p.1).sum::<f64>() / 49.0;
    pos.iter()
        .map(|&(x, y)| ((x - cx) as f32, (cy - y) as f32))
        .collect()
}

/// The Abalone tray: rows `a`..`i` bottom to top, diagonals `1`..`9`; `rn`
/// exists iff |row - n| <= 4.
pub fn abalone_hex() -> &'static Topology {
    static ABALONE: LazyLock<Topology> = LazyLock::new(|| {
        let mut labels = Vec::new();
        let mut positions = Vec::new();
        let mut index = [[usize::MAX; 11]; 11];
        for row in 1..=9i32 {
            for n in 1..=9i32 {
                if (row - n).abs() <= 4 {
                    index[row as usize][n as usize] = labels.len();
                    labels.push(format!("{}{}", (b'a' + row as u8 - 1) as char, n));
                    positions.push((n as f32 - row as f32 / 2.0, (9 - row) as f32 * SQRT3_2));
                }
            }
        }
        let mut edges = Vec::new();
        for row in 1..=9usize {
            for n in 1..=9usize {
                let here = index[row][n];
                if here == usize::MAX {
                    continue;
                }
                for (dr, dn) in [(0, 1), (1, 1), (1, 0)] {
                    let other = index[row + dr][n + dn];
                    if other != usize::MAX {
                        edges.push((here, other));
                    }
                }
            }
        }
        Topology::new(labels, &edges, positions, ('a'..='i').collect())
    });
    &ABALONE
}

#[cfg(test)]
mod tests {
    use super::*;

    fn neighbor_labels(t: &Topology, label: &str) -> Vec<String> {
        let mut v: Vec<String> = t
            .neighbors(t.point(label).unwrap())
            .iter()
            .map(|&p| t.label(p).to_string())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn edge_counts_match_the_spec() {
        assert_eq!((abande_hex().len(), abande_hex().edges().len()), (37, 90));
        assert_eq!(
            (abande_square().len(), abande_square().edges().len()),
            (49, 156)
        );
        assert_eq!(
            (abande_snub().len(), abande_snub().edges().len()),
            (49, 102)
        );
        assert_eq!(
            (abalone_hex().len(), abalone_hex().edges().len()),
            (61, 156)
        );
    }

    #[test]
    fn hex_neighbours_follow_the_spec_examples() {
        let t = abande_hex();
        assert_eq!(
            neighbor_labels(t, "d4"),
            ["c3", "c4", "d3", "d5", "e3", "e4"]
        );
        assert_eq!(
            neighbor_labels(t, "e3"),
            ["d3", "d4", "e2", "e4", "f2", "f3"]
        );
        assert_eq!(neighbor_labels(t, "a1"), ["a2", "b1", "b2"]);
    }

    #[test]
    fn snub_points_have_five_neighbours_inside() {
        let t = abande_snub();
        assert_eq!(neighbor_labels(t, "c4"), ["b4", "c3", "c5", "d3", "d4"]);
        assert_eq!(neighbor_labels(t, "d4"), ["c4", "d3", "d5", "e4", "e5"]);
    }

    #[test]
    fn drawing_positions_put_neighbours_one_unit_apart() {
        for t in [abande_hex(), abande_square(), abande_snub(), abalone_hex()] {
            for (a, b) in t.edges() {
                let (pa, pb) = (t.position(a), t.position(b));
                let d = ((pa.0 - pb.0).powi(2) + (pa.1 - pb.1).powi(2)).sqrt();
                let diagonal_of_square =
                    std::ptr::eq(t, abande_square()) && (d - 2f32.sqrt()).abs() < 1e-3;
                assert!(
                    (d - 1.0).abs() < 1e-3 || diagonal_of_square,
                    "{}-{} is {d} apart",
                    t.label(a),
                    t.label(b)
                );
            }
        }
    }

    #[test]
    fn labels_and_lookup_agree() {
        let t = abalone_hex();
        assert_eq!(t.point("A1"), Some(0));
        assert!(t.point("a6").is_none());
        assert!(t.point("f1").is_none());
        assert!(t.point("i9").is_some());
        assert_eq!(
            neighbor_labels(t, "e5"),
            ["d4", "d5", "e4", "e6", "f5", "f6"]
        );
    }

    #[test]
    fn flood_finds_components() {
        let t = abande_square();
        let a1 = t.point("a1").unwrap();
        let b2 = t.point("b2").unwrap();
        let d4 = t.point("d4").unwrap();
        let within = (1 << a1) | (1 << b2) | (1 << d4);
        assert_eq!(t.flood(a1, within), (1 << a1) | (1 << b2));
    }
}
