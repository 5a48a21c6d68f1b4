//! Glicko-2 ratings (the `skillratings` crate does the maths): one rating
//! per player and game id; each rated game is one rating period for both
//! players, applied in the same transaction as the game's end.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use super::history::paged;
use super::write::GameWrite;
use super::{GameId, GameService, GameStatus, GameView, ServiceResult, UserId};
use crate::model::Standing;
use crate::model::{Rating, RatingChange};
use crate::store::GameEnd;
use abande_rules::{Color, GameKind, Outcome};

/// Black's and White's ratings after a game between them ended in `result`.
pub fn rate(black: Rating, white: Rating, result: Outcome) -> (Rating, Rating) {
    let glicko = |r: Rating| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let outcome = match result {
        Outcome::Win(Color::Black) => Outcomes::WIN,
        Outcome::Win(Color::White) => Outcomes::LOSS,
        Outcome::Draw => Outcomes::DRAW,
    };
    let config = Glicko2Config::new();
    let (b, w) = glicko2(&glicko(black), &glicko(white), &outcome, &config);
    let after = |r: Glicko2Rating, before: Rating| Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
        games: before.games + 1,
    };
    (after(b, black), after(w, white))
}

/// Whether a game ending as `end` moves its players' ratings: a rated game
/// between people, finished with a result after both players moved.
fn moves_ratings(view: &GameView, end: &GameEnd) -> bool {
    view.record.rated
        && view.record.engine.is_none()
        && end.status == GameStatus::Finished
        && end.result.is_some()
        && view.game.ply() >= 2
}

impl GameWrite<'_> {
    /// Rates the game ending as `end`, in this write's transaction.
    pub(super) async fn rate_ending(&mut self, end: &GameEnd) -> ServiceResult<()> {
        let Some(result) = end.result.filter(|_| moves_ratings(&self.view, end)) else {
            return Ok(());
        };
        let kind = self.view.record.kind;
        let (black, white) = (self.view.record.black.id, self.view.record.white.id);
        let black_before = self.tx.rating(black, kind).await?;
        let white_before = self.tx.rating(white, kind).await?;
        let (black_after, white_after) = rate(black_before, white_before, result);
        for (player, before, after) in [
            (black, black_before, black_after),
            (white, white_before, white_after),
        ] {
            let change = RatingChange {
                game_id: self.view.id(),
                player,
                kind,
                before: before.rating,
                after,
                at: self.now,
            };
            self.tx.record_rating(&change).await?;
        }
        Ok(())
    }
}

/// Ratings, their changes, and the leaderboard. Borrowed from the service by
/// [`GameService::ratings`].
#[derive(Clone, Copy)]
pub struct Ratings<'a> {
    pub(super) service: &'a GameService,
}

impl Ratings<'_> {
    /// `user`'s ratings, one per game id played rated.
    pub async fn ratings(self, user: UserId) -> ServiceResult<Vec<(GameKind, Rating)>> {
        Ok(self.service.inner.store.ratings(user).await?)
    }

    /// `user`'s rating in `kind` ([`Rating::NEW`] before any rated game).
    pub async fn rating(self, user: UserId, kind: GameKind) -> ServiceResult<Rating> {
        Ok(self.service.inner.store.rating(user, kind).await?)
    }

    /// What a finished game did to its players' ratings; empty if unrated.
    pub async fn rating_changes_of(self, game: GameId) -> ServiceResult<Vec<RatingChange>> {
        Ok(self.service.inner.store.rating_changes_of(game).await?)
    }

    /// Every change of `user`'s ratings, oldest first (for the chart).
    pub async fn rating_history(self, user: UserId) -> ServiceResult<Vec<RatingChange>> {
        Ok(self.service.inner.store.rating_history(user).await?)
    }

    /// Page `page` (from 1) of the leaderboard of `kind`, limited to players
    /// with a rated game in `guild` when given; non-provisional ratings only.
    pub async fn leaderboard(
        self,
        kind: GameKind,
        guild: Option<u64>,
        page: i64,
        per_page: i64,
    ) -> ServiceResult<super::Page<Standing>> {
        let store = &self.service.inner.store;
        paged(page, per_page, |limit, offset| {
            store.standings(kind, guild, limit, offset)
        })
        .await
    }

    /// Where `user` stands on that leaderboard and on which page.
    pub async fn standing_of(
        self,
        user: UserId,
        kind: GameKind,
        guild: Option<u64>,
        per_page: i64,
    ) -> ServiceResult<Option<(Standing, i64)>> {
        let found = self
            .service
            .inner
            .store
            .standing_of(user, kind, guild)
            .await?;
        Ok(found.map(|(standing, position)| (standing, position / per_page.max(1) + 1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_new_players_move_apart_by_the_same_amount() {
        let (b, w) = rate(Rating::NEW, Rating::NEW, Outcome::Win(Color::Black));
        assert!(b.rating > 1500.0 && w.rating < 1500.0);
        assert!(((b.rating - 1500.0) - (1500.0 - w.rating)).abs() < 1e-9);
        assert_eq!((b.games, w.games), (1, 1));
        let (b, w) = rate(Rating::NEW, Rating::NEW, Outcome::Draw);
        assert!((b.rating - 1500.0).abs() < 1e-9 && (w.rating - 1500.0).abs() < 1e-9);
        assert!(b.deviation < 350.0, "a game makes a rating surer");
    }
}
