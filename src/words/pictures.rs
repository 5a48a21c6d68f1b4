//! The pictures' words in each language: [`Lang`] implements
//! [`render::Words`] through the `image.ftl` catalogues, so the pictures
//! crate knows no language layer.

use crate::i18n::Lang;
use crate::tr;
use abande_pictures::{self as render, Words};

/// `lang`'s words, as [`render::RenderOptions::words`] takes them.
pub fn picture_words(lang: Lang) -> &'static dyn Words {
    match lang {
        Lang::En => &Lang::En,
        Lang::Fr => &Lang::Fr,
        Lang::It => &Lang::It,
        Lang::De => &Lang::De,
        Lang::Es => &Lang::Es,
    }
}

/// The board pictures of `lang`, otherwise drawn as `options` says.
pub fn in_language(lang: Lang, options: render::RenderOptions) -> render::RenderOptions {
    render::RenderOptions {
        words: picture_words(lang),
        ..options
    }
}

impl Words for Lang {
    fn black_wins(&self, moves: usize) -> String {
        tr!(*self, "image-black-wins", moves = moves)
    }
    fn white_wins(&self, moves: usize) -> String {
        tr!(*self, "image-white-wins", moves = moves)
    }
    fn drawn(&self, moves: usize) -> String {
        tr!(*self, "image-draw", moves = moves)
    }
    fn move_number(&self, number: usize) -> String {
        tr!(*self, "image-move", number = number)
    }
    fn move_number_last(&self, number: usize, last: &str) -> String {
        tr!(*self, "image-move-last", number = number, last = last)
    }
    fn time(&self, clock: &str) -> String {
        tr!(*self, "image-time", clock = clock)
    }
    fn in_hand(&self, count: u8) -> String {
        tr!(*self, "image-in-hand", count = count)
    }
    fn score(&self, score: u32) -> String {
        tr!(*self, "image-score", score = score)
    }
    fn pushed_off(&self, count: u8) -> String {
        tr!(*self, "image-pushed-off", count = count)
    }
    fn winner(&self) -> String {
        tr!(*self, "image-winner")
    }
    fn to_move(&self) -> String {
        tr!(*self, "image-to-move")
    }
    fn aborted(&self) -> String {
        tr!(*self, "image-aborted")
    }
    fn end_points(&self, winner: &str, won: u32, lost: u32) -> String {
        tr!(
            *self,
            "image-end-points",
            winner = winner,
            won = won,
            lost = lost
        )
    }
    fn end_points_draw(&self, score: u32) -> String {
        tr!(*self, "image-end-points-draw", score = score)
    }
    fn end_marbles(&self, winner: &str, count: u8) -> String {
        tr!(*self, "image-end-marbles", winner = winner, count = count)
    }
    fn end_won(&self, winner: &str) -> String {
        tr!(*self, "image-end-won", winner = winner)
    }
    fn end_draw(&self) -> String {
        tr!(*self, "image-end-draw")
    }
    fn end_resigned(&self, loser: &str, winner: &str) -> String {
        tr!(*self, "image-end-resigned", loser = loser, winner = winner)
    }
    fn end_timeout(&self, loser: &str, winner: &str) -> String {
        tr!(*self, "image-end-timeout", loser = loser, winner = winner)
    }
    fn end_agreed(&self) -> String {
        tr!(*self, "image-end-agreed")
    }
    fn end_adjudicated_win(&self, winner: &str) -> String {
        tr!(*self, "image-end-adjudicated-win", winner = winner)
    }
    fn end_adjudicated_draw(&self) -> String {
        tr!(*self, "image-end-adjudicated-draw")
    }
    fn end_aborted(&self) -> String {
        tr!(*self, "image-end-aborted")
    }
    fn end_over(&self) -> String {
        tr!(*self, "image-end-over")
    }
    fn chart_start(&self) -> String {
        tr!(*self, "chart-start")
    }
    fn chart_band(&self) -> String {
        tr!(*self, "chart-band")
    }
    fn chart_date(&self, day: u32, month: u32, year: Option<i64>) -> String {
        match year {
            Some(year) => tr!(
                *self,
                "chart-date-year",
                day = day,
                month = month,
                year = year.to_string()
            ),
            None => tr!(*self, "chart-date", day = day, month = month),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_pictures::{BoardLabels, ClockLabels, Ending, English, RenderOptions, image_texts};
    use abande_rules::{Color, Game, GameKind, Outcome};
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;

    /// Every method with a few arguments, as text, to compare two `Words`.
    fn sample(words: &dyn Words) -> Vec<String> {
        let mut out = Vec::new();
        for n in [0, 1, 2, 31] {
            out.extend([
                words.black_wins(n),
                words.white_wins(n),
                words.drawn(n),
                words.move_number(n),
                words.move_number_last(n, "e2-d3"),
                words.in_hand(n as u8),
                words.score(n as u32),
                words.pushed_off(n as u8),
                words.end_points("Alice", n as u32, 3),
                words.end_points_draw(n as u32),
                words.end_marbles("Alice", n as u8),
            ]);
        }
        out.extend([
            words.time("2 days 5 h"),
            words.winner(),
            words.to_move(),
            words.aborted(),
            words.end_won("Alice"),
            words.end_draw(),
            words.end_resigned("Bob", "Alice"),
            words.end_timeout("Bob", "Alice"),
            words.end_agreed(),
            words.end_adjudicated_win("Alice"),
            words.end_adjudicated_draw(),
            words.end_aborted(),
            words.end_over(),
            words.chart_start(),
            words.chart_band(),
        ]);
        for month in 1..=12 {
            out.push(words.chart_date(3, month, None));
            out.push(words.chart_date(31, month, Some(2025)));
        }
        out
    }

    /// The pictures' own English (their default, used by the command line)
    /// is the English catalogue's word for word.
    #[test]
    fn the_pictures_english_is_the_catalogues() {
        assert_eq!(sample(&English), sample(&Lang::En));
    }

    #[test]
    fn dates_are_in_the_players_language() {
        assert_eq!(Lang::De.chart_start(), "Start");
        assert_eq!(Lang::De.chart_date(3, 3, Some(2025)), "3. März 2025");
    }

    #[test]
    fn each_language_gets_its_own_words() {
        for lang in Lang::ALL {
            assert_eq!(picture_words(lang).to_move(), tr!(lang, "image-to-move"));
        }
    }

    fn random_game(kind: GameKind, seed: u64, plies: Option<usize>) -> Game {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(kind);
        while !game.is_over() && plies.is_none_or(|n| game.ply() < n) {
            let moves = game.legal_moves();
            let Some(&m) = moves.choose(&mut rng) else {
                break;
            };
            game.play(m).expect("legal moves play");
        }
        game
    }

    /// A random game of `kind` played to a win on the board.
    fn played_out(kind: GameKind) -> Game {
        (1..200)
            .map(|seed| random_game(kind, seed, None))
            .find(|g| g.outcome().is_some_and(|o| o.winner().is_some()))
            .expect("some random game has a winner")
    }

    fn every_ending() -> Vec<Ending> {
        let mut all = vec![
            Ending::Played(Outcome::Draw),
            Ending::AgreedDraw,
            Ending::Adjudicated(Outcome::Draw),
            Ending::Aborted,
            Ending::Over,
        ];
        for winner in Color::BOTH {
            all.push(Ending::Adjudicated(Outcome::Win(winner)));
            all.push(Ending::Played(Outcome::Win(winner)));
            all.push(Ending::Resigned { winner });
            all.push(Ending::Timeout { winner });
        }
        all
    }

    /// The old pictures kept "TO MOVE" after a resignation: no word of a
    /// finished game's picture, in any language, may name a player to move.
    #[test]
    fn a_finished_game_names_nobody_to_move_in_any_language() {
        let games = [
            random_game(GameKind::AbandeHex, 3, Some(20)),
            random_game(GameKind::Abalone, 3, Some(20)),
            played_out(GameKind::AbandeHex),
            played_out(GameKind::Abalone),
        ];
        let labels = BoardLabels {
            title: "Abande #12".into(),
            black: "Alice".into(),
            white: "Bob".into(),
            ..BoardLabels::default()
        };
        for lang in Lang::ALL {
            let to_move = tr!(lang, "image-to-move");
            for game in &games {
                for ending in every_ending() {
                    let options = in_language(
                        lang,
                        RenderOptions {
                            ending: Some(ending),
                            ..RenderOptions::default()
                        },
                    );
                    let texts = image_texts(game, &labels, &ClockLabels::default(), &options);
                    for text in texts.all() {
                        assert!(!text.contains(&to_move), "{lang:?} {ending:?}: {text:?}");
                    }
                    assert!(texts.footer.is_some(), "{lang:?} {ending:?}: a footer");
                    let winners: Vec<_> = Color::BOTH
                        .into_iter()
                        .filter(|c| texts.tags[c.index()].is_some())
                        .collect();
                    assert_eq!(winners, Vec::from_iter(ending.winner()), "{ending:?}");
                }
            }
        }
    }
}
