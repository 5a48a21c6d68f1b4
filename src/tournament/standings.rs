//! Standings: points, then the tie-breaks. Round robin: Sonneborn-Berger
//! (the points of the players one beat, plus half those of the players one
//! drew with). Swiss: Buchholz (the sum of one's opponents' points), then
//! Sonneborn-Berger. A bye is worth a win and adds nothing to either
//! tie-break. Games still running count nowhere.

use super::{Format, PlayedRound, half_points};
use abande_rules::Outcome;

/// One line of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// 1-based; players equal on points and every tie-break share a rank.
    pub rank: usize,
    /// The player's seed.
    pub player: usize,
    pub points: f64,
    /// Games finished (byes not counted).
    pub played: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub buchholz: f64,
    pub sonneborn_berger: f64,
}

impl Standing {
    /// The tie-break shown first for `format`.
    pub fn tie_break(&self, format: Format) -> f64 {
        match format {
            Format::RoundRobin => self.sonneborn_berger,
            Format::Swiss => self.buchholz,
        }
    }

    fn key(&self, format: Format) -> [f64; 3] {
        match format {
            Format::RoundRobin => [self.points, self.sonneborn_berger, 0.0],
            Format::Swiss => [self.points, self.buchholz, self.sonneborn_berger],
        }
    }
}

/// The standings of `n` players after `history`, best first (ties in seed order).
pub fn standings(format: Format, n: usize, history: &[PlayedRound]) -> Vec<Standing> {
    let mut table: Vec<Standing> = (0..n)
        .map(|player| Standing {
            rank: 0,
            player,
            points: 0.0,
            played: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            byes: 0,
            buchholz: 0.0,
            sonneborn_berger: 0.0,
        })
        .collect();
    let finished = || {
        history.iter().flat_map(|round| {
            round
                .games
                .iter()
                .filter_map(|&(pairing, result)| result.map(|r| (pairing, r)))
                .filter(|(pairing, _)| pairing.black < n && pairing.white < n)
        })
    };
    for (pairing, result) in finished() {
        for player in [pairing.black, pairing.white] {
            let line = &mut table[player];
            line.played += 1;
            match half_points(pairing, Some(result), player) {
                2 => line.wins += 1,
                1 => line.draws += 1,
                _ => line.losses += 1,
            }
            line.points += f64::from(half_points(pairing, Some(result), player)) / 2.0;
        }
    }
    for bye in history.iter().filter_map(|r| r.bye).filter(|&p| p < n) {
        table[bye].byes += 1;
        table[bye].points += 1.0;
    }
    let points: Vec<f64> = table.iter().map(|s| s.points).collect();
    for (pairing, result) in finished() {
        for player in [pairing.black, pairing.white] {
            let opponent = pairing.opponent(player).unwrap_or(player);
            let line = &mut table[player];
            line.buchholz += points[opponent];
            line.sonneborn_berger += match (result, half_points(pairing, Some(result), player)) {
                (Outcome::Draw, _) => points[opponent] / 2.0,
                (_, 2) => points[opponent],
                _ => 0.0,
            };
        }
    }
    table.sort_by(|a, b| {
        let (ka, kb) = (a.key(format), b.key(format));
        kb.iter()
            .zip(&ka)
            .map(|(x, y)| x.total_cmp(y))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.player.cmp(&b.player))
    });
    for i in 0..table.len() {
        table[i].rank = if i > 0 && table[i].key(format) == table[i - 1].key(format) {
            table[i - 1].rank
        } else {
            i + 1
        };
    }
    table
}
