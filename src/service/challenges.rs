//! Challenges: offer, answer, withdraw, expire.

use crate::service::ChallengeError;
use rand::Rng;

use super::announcements::challenge_notice;
use super::blocks::check_not_blocked;
use super::game_start::{PeopleGame, insert_people_game};
use super::settings::check_game_limit;
use super::write::BOARD_CLAIM_SECS;
use super::{
    Challenge, ChallengeId, ChallengeStatus, ColorChoice, GameService, GameView, GuildSettings,
    HOUR_SECS, NewChallenge, Player, RatingRange, ServiceError, ServiceResult, clean_player,
};
use crate::model::UserId;
use crate::store::{Lock, WriteTx};
use abande_rules::Color;

impl GameService {
    /// A change of challenge `id` by `by` (holding both locks), and the
    /// challenge as it stands in it.
    async fn write_challenge(
        &self,
        id: ChallengeId,
        by: UserId,
    ) -> ServiceResult<(WriteTx, Challenge)> {
        let mut tx = self
            .begin_write(&[Lock::Challenge(id), Lock::Player(by)])
            .await?;
        let challenge = tx
            .challenge(id)
            .await?
            .ok_or(ChallengeError::NotFound(id))?;
        Ok((tx, challenge))
    }
}

/// Who may act on a challenge.
enum Side {
    Challenger,
    Opponent,
}

impl GameService {
    /// How long `new` stays open: its server's setting (read anew for a
    /// rematch, which keeps its game's terms but expires as the server
    /// says now), else the configured time (a challenge outside a server).
    async fn challenge_open_secs(
        &self,
        settings: Option<&GuildSettings>,
        new: &NewChallenge,
    ) -> ServiceResult<i64> {
        let hours = match (settings, new.place.guild_id) {
            (Some(settings), _) => settings.challenge_open_hours,
            (None, Some(guild)) => {
                self.settings()
                    .guild_settings(guild)
                    .await?
                    .challenge_open_hours
            }
            (None, None) => return Ok(self.inner.config.challenge_ttl_secs),
        };
        Ok(i64::from(hours) * HOUR_SECS)
    }

    async fn close(
        &self,
        id: ChallengeId,
        by: Player,
        side: Side,
        status: ChallengeStatus,
    ) -> ServiceResult<Challenge> {
        let now = self.now();
        let (mut tx, mut challenge) = self.write_challenge(id, by.id).await?;
        check_open(&challenge, by.id, side, now)?;
        tx.upsert_player(&clean_player(&by), now).await?;
        tx.close_challenge(id, status, None).await?;
        if challenge.message_id.is_some() {
            // The button's answer says so on the message; should that fail,
            // the delivery worker edits the message once the claim is over.
            tx.owe(challenge_notice(id, now + BOARD_CLAIM_SECS), now)
                .await?;
        }
        tx.commit().await?;
        challenge.status = status;
        Ok(challenge)
    }
}

/// Challenges: made, answered, cancelled, expired, and the game an accepted one
/// starts. Borrowed from the service by [`GameService::challenges`].
#[derive(Clone, Copy)]
pub struct Challenges<'a> {
    pub(super) service: &'a GameService,
}

impl Challenges<'_> {
    pub async fn create_challenge(self, new: NewChallenge) -> ServiceResult<Challenge> {
        if new.opponent.as_ref().map(|o| o.id) == Some(new.challenger.id) {
            return Err(ChallengeError::SelfChallenge.into());
        }
        if let Some(given) = [new.rating_range.min, new.rating_range.max]
            .into_iter()
            .flatten()
            .find(|limit| !super::RATING_LIMITS.contains(limit))
        {
            return Err(ServiceError::Challenge(
                ChallengeError::RatingLimitOutOfRange { given },
            ));
        }
        if let RatingRange {
            min: Some(min),
            max: Some(max),
        } = new.rating_range
            && min > max
        {
            return Err(ChallengeError::EmptyRatingRange.into());
        }
        let (new, settings) = self.service.challenge_in_server(new).await?;
        let move_hours = self.service.hours_per_move(new.move_hours, new.bank)?;
        let open_secs = self
            .service
            .challenge_open_secs(settings.as_ref(), &new)
            .await?;
        let now = self.service.now();
        let mut tx = self.service.begin_write(&challenge_players(&new)).await?;
        if let Some(opponent) = &new.opponent {
            check_not_blocked(&mut tx, new.challenger.id, opponent).await?;
        }
        check_game_limit(&mut tx, settings.as_ref(), new.challenger.id, None).await?;
        tx.upsert_player(&clean_player(&new.challenger), now)
            .await?;
        if let Some(opponent) = &new.opponent {
            tx.upsert_player(&clean_player(opponent), now).await?;
        }
        let expires_at = now.saturating_add(open_secs);
        let challenge = tx
            .insert_challenge(&new, move_hours, now, expires_at)
            .await?;
        tx.commit().await?;
        Ok(challenge)
    }

    pub async fn challenge(self, id: ChallengeId) -> ServiceResult<Option<Challenge>> {
        Ok(self.service.inner.store.challenge(id).await?)
    }

    /// Pending challenges `user` made or was sent, newest first.
    pub async fn pending_challenges(self, user: UserId) -> ServiceResult<Vec<Challenge>> {
        Ok(self.service.inner.store.pending_challenges(user).await?)
    }

    /// Remembers the message that shows the challenge (to edit it later).
    pub async fn set_challenge_message(
        self,
        id: ChallengeId,
        message_id: u64,
    ) -> ServiceResult<()> {
        let mut tx = self.service.begin_write(&[Lock::Challenge(id)]).await?;
        if !tx.set_challenge_message(id, message_id).await? {
            return Err(ChallengeError::NotFound(id).into());
        }
        tx.commit().await?;
        Ok(())
    }

    /// The challenged player accepts: the game starts, colours resolved.
    pub async fn accept_challenge(self, id: ChallengeId, by: Player) -> ServiceResult<GameView> {
        let now = self.service.now();
        // Read before the write, which may hold the only write lock.
        let settings = match self.challenge(id).await?.and_then(|c| c.place.guild_id) {
            Some(guild) => Some(self.service.settings().guild_settings(guild).await?),
            None => None,
        };
        let (mut tx, challenge) = self.service.write_challenge(id, by.id).await?;
        check_open(&challenge, by.id, Side::Opponent, now)?;
        check_not_blocked(&mut tx, by.id, &challenge.challenger).await?;
        check_game_limit(&mut tx, settings.as_ref(), by.id, None).await?;
        let challenger = &challenge.challenger;
        let name = Some(challenger.name.as_str());
        check_game_limit(&mut tx, settings.as_ref(), challenger.id, name).await?;
        if challenge.opponent.is_none() {
            let rating = tx.rating(by.id, challenge.kind).await?;
            if !challenge.rating_range.admits(rating.rating) {
                return Err(ServiceError::Challenge(
                    ChallengeError::OutsideRatingRange {
                        range: range_text(challenge.rating_range),
                        kind: challenge.kind,
                        rating: rating.to_string(),
                    },
                ));
            }
        }
        tx.upsert_player(&clean_player(&by), now).await?;
        let (black, white) = seats(challenge.color, challenge.challenger.id, by.id);
        let game = PeopleGame {
            kind: challenge.kind,
            black,
            white,
            place: challenge.place,
            move_hours: challenge.move_hours,
            bank: challenge.bank,
            rated: challenge.rated,
        };
        let view = insert_people_game(&mut tx, &game, now, now + BOARD_CLAIM_SECS).await?;
        tx.close_challenge(id, ChallengeStatus::Accepted, Some(view.id()))
            .await?;
        tx.commit().await?;
        crate::telemetry::game_started(view.record.kind.id(), false);
        Ok(view)
    }

    /// Accepts like [`Challenges::accept_challenge`], then asks
    /// `open_thread` (given the new game) for a thread to show it in, `None`
    /// meaning the challenge's own channel, and records that place. Returns
    /// the game as stored, place included.
    pub async fn accept_challenge_into_thread(
        self,
        id: ChallengeId,
        by: Player,
        open_thread: impl AsyncFnOnce(&GameView) -> Option<u64>,
    ) -> ServiceResult<GameView> {
        let view = self.accept_challenge(id, by).await?;
        self.show_in_thread(view, open_thread).await
    }

    /// Asks `open_thread` for a thread to show the new game `view` in
    /// (`None`: its channel) and records it; returns the game as stored.
    pub async fn show_in_thread(
        self,
        view: GameView,
        open_thread: impl AsyncFnOnce(&GameView) -> Option<u64>,
    ) -> ServiceResult<GameView> {
        let thread_id = open_thread(&view).await;
        self.service
            .games()
            .set_game_place(view.id(), thread_id, view.record.place.channel_id)
            .await?;
        self.service.games().load_game(view.id()).await
    }

    /// The challenged player says no.
    pub async fn decline_challenge(self, id: ChallengeId, by: Player) -> ServiceResult<Challenge> {
        self.service
            .close(id, by, Side::Opponent, ChallengeStatus::Declined)
            .await
    }

    /// The challenger withdraws.
    pub async fn cancel_challenge(self, id: ChallengeId, by: Player) -> ServiceResult<Challenge> {
        self.service
            .close(id, by, Side::Challenger, ChallengeStatus::Cancelled)
            .await
    }

    /// Marks pending challenges whose time is up as expired and returns them
    /// (so the bot can edit their messages).
    pub async fn expire_challenges(self) -> ServiceResult<Vec<Challenge>> {
        let now = self.service.now();
        let mut tx = self.service.begin_write(&[Lock::Database]).await?;
        let expired = tx.expire_challenges(now).await?;
        for challenge in expired.iter().filter(|c| c.message_id.is_some()) {
            let notice = challenge_notice(challenge.id, now);
            tx.owe(notice, now).await?;
        }
        tx.commit().await?;
        if !expired.is_empty() {
            self.service.wake_delivery();
        }
        Ok(expired)
    }
}

/// "1400-1700", "1400 or more", "up to 1700", "any".
pub fn range_text(range: RatingRange) -> String {
    match (range.min, range.max) {
        (Some(min), Some(max)) => format!("{min}-{max}"),
        (Some(min), None) => format!("{min} or more"),
        (None, Some(max)) => format!("up to {max}"),
        (None, None) => "any".to_string(),
    }
}

/// Black's and White's ids when `chooser` asked for `color` against `other`.
pub(super) fn seats(color: ColorChoice, chooser: UserId, other: UserId) -> (UserId, UserId) {
    let chooser_color = match color {
        ColorChoice::Black => Color::Black,
        ColorChoice::White => Color::White,
        ColorChoice::Random if rand::thread_rng().gen_bool(0.5) => Color::Black,
        ColorChoice::Random => Color::White,
    };
    match chooser_color {
        Color::Black => (chooser, other),
        Color::White => (other, chooser),
    }
}

/// The right person, a pending challenge, and still in time (even if the
/// expiry sweep has not run yet).
fn check_open(challenge: &Challenge, by: UserId, side: Side, now: i64) -> ServiceResult<()> {
    match (side, &challenge.opponent) {
        (Side::Opponent, Some(opponent)) if by != opponent.id => {
            return Err(ServiceError::Challenge(ChallengeError::NotChallenged {
                opponent: opponent.name.clone(),
            }));
        }
        // Anyone may take an open challenge, but not its challenger.
        (Side::Opponent, None) if by == challenge.challenger.id => {
            return Err(ChallengeError::SelfChallenge.into());
        }
        (Side::Challenger, _) if by != challenge.challenger.id => {
            return Err(ServiceError::Challenge(ChallengeError::NotChallenger {
                challenger: challenge.challenger.name.clone(),
            }));
        }
        _ => {}
    }
    match challenge.status {
        ChallengeStatus::Pending if now >= challenge.expires_at => {
            Err(ChallengeError::Expired.into())
        }
        ChallengeStatus::Pending => Ok(()),
        ChallengeStatus::Expired => Err(ServiceError::Challenge(ChallengeError::Expired)),
        ChallengeStatus::Accepted if challenge.opponent.is_none() => {
            Err(ChallengeError::Taken.into())
        }
        status => Err(ServiceError::Challenge(ChallengeError::Closed { status })),
    }
}

/// The players whose rows a new challenge writes (see [`Lock`]).
fn challenge_players(new: &NewChallenge) -> Vec<Lock> {
    std::iter::once(&new.challenger)
        .chain(&new.opponent)
        .map(|player| Lock::Player(player.id))
        .collect()
}
