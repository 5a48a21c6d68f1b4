//! Tournaments: sign-up, start, the games of each round, standings. The
//! pairing itself is pure (`crate::tournament`); this stores what it
//! decides, always inside one write transaction:
//!
//! - joining counts the places left and takes one in the same transaction
//!   (one write transaction at a time on the whole database, across
//!   processes), so twenty joins for four places give exactly four;
//! - the start moves the event out of sign-up with a check of its status,
//!   so a button and the sweep cannot both start it;
//! - a Swiss round is paired by the transaction that ends the last game of
//!   the round before ([`GameWrite::advance`] calls [`after_game_end`]):
//!   the result and the next round commit together or not at all, and the
//!   round number moves on only from the one it was (`advance_round`), so
//!   it is paired exactly once whatever processes see the game end.
//!
//! Each pairing is a normal game with the event's clock and rating; its
//! first board is owed at once, so the delivery worker opens its thread,
//! names both players and posts it (`discord/presentation/announce.rs`).

use crate::service::GameError;
use std::collections::HashMap;
use std::sync::Mutex;

use super::game_start::{PeopleGame, insert_people_game};
use super::{
    GameService, GameStatus, GameView, Player, ServiceError, ServiceResult, UserId, clean_player,
};
use crate::model::{AnnouncementKind, DAY_SECS, EndedBy, GameId, Rating, Subject};
use crate::store::{Lock, NewAnnouncement, WriteTx};
use crate::tournament::{
    Entrant, Format, NewTournament, Pairing, PlayedRound, Round, ScheduledGame, Standing,
    Tournament, TournamentId, TournamentStatus, default_swiss_rounds, max_swiss_rounds,
    round_robin, standings, swiss_round, swiss_round_without,
};
use abande_rules::{Color, Outcome};

/// Longest tournament name, in characters.
pub const MAX_TOURNAMENT_NAME: usize = 100;
/// Fewest and most players a tournament may be made for.
pub const TOURNAMENT_PLAYERS: std::ops::RangeInclusive<u32> = 2..=64;
/// Longest sign-up: thirty days.
pub const MAX_SIGNUP_SECS: i64 = 30 * DAY_SECS;
/// Most players in a round robin. It starts every game at once: n(n-1)/2
/// games, each in its own thread, and n-1 games running for each player.
/// Sixteen players are 120 threads (Discord keeps at most 1,000 active
/// threads in a server) and 15 games each, as many as a correspondence
/// player can carry; larger events are Swiss, paired round by round.
pub const MAX_ROUND_ROBIN_PLAYERS: u32 = 16;
/// The first wait before the sweep tries again to start a tournament whose
/// start failed; it doubles with each failure, up to [`MAX_START_RETRY_SECS`].
pub const START_RETRY_SECS: i64 = 60;
const MAX_START_RETRY_SECS: i64 = 3600;

/// Why a tournament request is refused. `Display` is English, for logs;
/// `words::refusal` words it for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    #[error("no tournament {0}")]
    NotFound(TournamentId),
    #[error("empty name")]
    EmptyName,
    #[error("name longer than {max}")]
    NameTooLong { max: usize },
    #[error("name with a mention")]
    NameMentions,
    #[error("{given} players, not {min} to {max}")]
    Players { min: u32, max: u32, given: i64 },
    #[error("round robin of {given} players, above {max}")]
    RoundRobinTooLarge { max: u32, given: u32 },
    #[error("no running clock")]
    NoClock,
    #[error("running games changed to {running} since the confirmation")]
    WithdrawalChanged { running: u32 },
    #[error("{given} rounds, not 1 to {max}")]
    Rounds { max: u32, given: i64 },
    #[error("rounds given for a round robin")]
    RoundsInRoundRobin,
    #[error("sign-up too long")]
    SignUpTooLong,
    #[error("full")]
    Full,
    #[error("already in")]
    AlreadyIn,
    #[error("not in")]
    NotIn,
    #[error("started")]
    Started,
    #[error("leaving after the start")]
    CannotLeaveStarted,
    #[error("already withdrawn")]
    AlreadyWithdrawn,
    #[error("over")]
    Over,
    #[error("a bot entering")]
    Bot,
    #[error("not the creator ({creator})")]
    NotCreator { creator: String },
    #[error("fewer than {min} players for a {format}")]
    TooFewPlayers { format: &'static str, min: u32 },
}

impl From<TournamentError> for ServiceError {
    fn from(error: TournamentError) -> ServiceError {
        ServiceError::Tournament(error)
    }
}

/// What a withdrawal would do, told before it is confirmed.
#[derive(Clone, Debug)]
pub struct Withdrawal {
    pub tournament: Tournament,
    /// The player's games still running, which it would resign.
    pub running: u32,
}

/// The tournaments whose start failed in this process: how often, and not
/// before when the sweep tries again.
#[derive(Debug, Default)]
pub(super) struct StartRetries(Mutex<HashMap<TournamentId, (u32, i64)>>);

impl StartRetries {
    fn may_try(&self, id: TournamentId, now: i64) -> bool {
        let failed = self.0.lock().unwrap_or_else(|e| e.into_inner());
        failed
            .get(&id)
            .is_none_or(|&(_, not_before)| now >= not_before)
    }

    fn succeeded(&self, id: TournamentId) {
        let mut failed = self.0.lock().unwrap_or_else(|e| e.into_inner());
        failed.remove(&id);
    }

    /// Counts a failure; returns the failures so far and the wait before the next try.
    fn failed(&self, id: TournamentId, now: i64) -> (u32, i64) {
        let mut failed = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let entry = failed.entry(id).or_insert((0, now));
        entry.0 += 1;
        let wait = START_RETRY_SECS
            .saturating_mul(1 << (entry.0 - 1).min(10))
            .min(MAX_START_RETRY_SECS);
        entry.1 = now + wait;
        (entry.0, wait)
    }
}

/// A tournament that started, and the games its start created.
#[derive(Clone, Debug)]
pub struct TournamentStart {
    pub tournament: Tournament,
    pub games: Vec<GameView>,
}

/// What a tournament's standings show: every line with its player.
#[derive(Clone, Debug)]
pub struct TournamentStandings {
    pub tournament: Tournament,
    /// In seed order once started, sign-up order before.
    pub entrants: Vec<Entrant>,
    pub schedule: Vec<ScheduledGame>,
    /// Best first; each line's `player` is an index into `entrants`.
    pub table: Vec<Standing>,
}

impl TournamentStandings {
    pub fn player(&self, line: &Standing) -> &Player {
        &self.entrants[line.player].player
    }

    /// The round robin's cross table: for the players `a` and `b` (indices
    /// into `entrants`), `a`'s points against `b` once their game is over.
    pub fn cross(&self, a: usize, b: usize) -> Option<f64> {
        let (ua, ub) = (self.entrants[a].player.id, self.entrants[b].player.id);
        self.schedule.iter().find_map(|g| {
            let white = g.white?;
            let (black_is_a, pair) = (g.black == ua, (g.black, white));
            if pair != (ua, ub) && pair != (ub, ua) {
                return None;
            }
            let result = g.result?;
            let seat = if black_is_a { 0 } else { 1 };
            let pairing = Pairing { black: 0, white: 1 };
            Some(f64::from(crate::tournament::half_points(pairing, Some(result), seat)) / 2.0)
        })
    }
}

/// Checks what `/tournament create` asked for; the name as it will be kept.
fn check_new(new: &NewTournament) -> ServiceResult<String> {
    let name: String = new
        .name
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .to_string();
    if name.is_empty() {
        return Err(TournamentError::EmptyName.into());
    }
    if name.chars().count() > MAX_TOURNAMENT_NAME {
        return Err(TournamentError::NameTooLong {
            max: MAX_TOURNAMENT_NAME,
        }
        .into());
    }
    let lower = name.to_lowercase();
    if ["<@", "<#", "@everyone", "@here", "</"]
        .iter()
        .any(|m| lower.contains(m))
    {
        return Err(TournamentError::NameMentions.into());
    }
    if !TOURNAMENT_PLAYERS.contains(&new.max_players) {
        return Err(players_error(i64::from(new.max_players)));
    }
    if new.format == Format::RoundRobin && new.max_players > MAX_ROUND_ROBIN_PLAYERS {
        return Err(TournamentError::RoundRobinTooLarge {
            max: MAX_ROUND_ROBIN_PLAYERS,
            given: new.max_players,
        }
        .into());
    }
    match (new.format, new.rounds) {
        (Format::RoundRobin, Some(_)) => return Err(TournamentError::RoundsInRoundRobin.into()),
        (Format::Swiss, Some(rounds)) if rounds == 0 || rounds >= *TOURNAMENT_PLAYERS.end() => {
            return Err(rounds_error(i64::from(rounds)));
        }
        _ => {}
    }
    if new
        .starts_in_secs
        .is_some_and(|secs| !(0..=MAX_SIGNUP_SECS).contains(&secs))
    {
        return Err(TournamentError::SignUpTooLong.into());
    }
    Ok(name)
}

/// The refusal of `given` players (also for numbers Discord let through as i64).
pub fn players_error(given: i64) -> ServiceError {
    TournamentError::Players {
        min: *TOURNAMENT_PLAYERS.start(),
        max: *TOURNAMENT_PLAYERS.end(),
        given,
    }
    .into()
}

/// The refusal of `given` rounds.
pub fn rounds_error(given: i64) -> ServiceError {
    TournamentError::Rounds {
        max: TOURNAMENT_PLAYERS.end() - 1,
        given,
    }
    .into()
}

impl GameService {
    /// Starts one tournament whose sign-up closed, or keeps its sign-up
    /// open for its creator when too few joined (`None`).
    async fn start_due_tournament(
        &self,
        id: TournamentId,
    ) -> ServiceResult<Option<TournamentStart>> {
        match self.tournaments().start_tournament(id, None).await {
            Ok(start) => Ok(Some(start)),
            Err(ServiceError::Tournament(
                TournamentError::TooFewPlayers { .. } | TournamentError::Started,
            )) => {
                let mut tx = self.begin_write(&[Lock::Tournament(id)]).await?;
                tx.keep_signup_open(id).await?;
                tx.commit().await?;
                Ok(None)
            }
            Err(error) => Err(error),
        }
    }
}

/// Tournaments: made, joined, left, started, their standings and pairings.
/// Borrowed from the service by [`GameService::tournaments`].
#[derive(Clone, Copy)]
pub struct Tournaments<'a> {
    pub(super) service: &'a GameService,
}

impl Tournaments<'_> {
    /// Creates a tournament in sign-up; nothing is stored if anything asked is wrong.
    pub async fn create_tournament(self, new: NewTournament) -> ServiceResult<Tournament> {
        let new = NewTournament {
            name: check_new(&new)?,
            ..new
        };
        let (new, settings) = self.service.tournament_in_server(new).await?;
        let move_hours = self.service.hours_per_move(new.move_hours, new.bank)?;
        // One entrant who never moves would hold every round up for good.
        if move_hours.is_none() && new.bank.is_none() {
            return Err(TournamentError::NoClock.into());
        }
        let now = self.service.now();
        let starts_at = new.starts_in_secs.map(|secs| now + secs);
        // The whole database: the server's tournaments are counted, then one added.
        let mut tx = self.service.begin_write(&[Lock::Database]).await?;
        super::settings::check_tournament_limit(&mut tx, settings.as_ref()).await?;
        tx.upsert_player(&clean_player(&new.creator), now).await?;
        let tournament = tx
            .insert_tournament(&new, move_hours, starts_at, now)
            .await?;
        tx.commit().await?;
        Ok(tournament)
    }

    pub async fn tournament(self, id: TournamentId) -> ServiceResult<Tournament> {
        self.service
            .inner
            .store
            .tournament(id)
            .await?
            .ok_or_else(|| TournamentError::NotFound(id).into())
    }

    /// Tournament `id` as `/tournament show` or `standings` asked in
    /// server `guild` (`None`: outside servers) may see it: only a
    /// tournament of that server; any other is not found, as one that
    /// does not exist.
    pub async fn tournament_in(
        self,
        id: TournamentId,
        guild: Option<u64>,
    ) -> ServiceResult<Tournament> {
        match self.service.inner.store.tournament(id).await? {
            Some(t) if guild.is_some() && t.place.guild_id == guild => Ok(t),
            _ => Err(TournamentError::NotFound(id).into()),
        }
    }

    /// [`Self::tournament_standings`] of a tournament of server `guild` only
    /// (see [`Self::tournament_in`]).
    pub async fn tournament_standings_in(
        self,
        id: TournamentId,
        guild: Option<u64>,
    ) -> ServiceResult<TournamentStandings> {
        self.tournament_in(id, guild).await?;
        self.tournament_standings(id).await
    }

    /// A server's 25 newest tournaments (a channel's outside servers): those
    /// open or running first, then the finished ones, each newest first.
    pub async fn tournaments_in(
        self,
        guild_id: Option<u64>,
        channel_id: u64,
    ) -> ServiceResult<Vec<Tournament>> {
        let mut events = self
            .service
            .inner
            .store
            .tournaments_in(guild_id, channel_id, 25)
            .await?;
        // A stable sort keeps each group newest first.
        events.sort_by_key(|t| t.status == TournamentStatus::Finished);
        Ok(events)
    }

    /// Remembers the sign-up message (to edit it later).
    pub async fn set_tournament_message(
        self,
        id: TournamentId,
        message_id: u64,
    ) -> ServiceResult<()> {
        let mut tx = self.service.begin_write(&[Lock::Tournament(id)]).await?;
        if !tx.set_tournament_message(id, message_id).await? {
            return Err(TournamentError::NotFound(id).into());
        }
        tx.commit().await?;
        Ok(())
    }

    /// Takes a place, if one is left; returns the tournament as it now stands.
    pub async fn join_tournament(
        self,
        id: TournamentId,
        player: Player,
    ) -> ServiceResult<Tournament> {
        let now = self.service.now();
        let (mut tx, tournament) = self
            .service
            .write_tournament(id, &[Lock::Player(player.id)])
            .await?;
        if tournament.status != TournamentStatus::SignUp {
            return Err(TournamentError::Started.into());
        }
        if tx
            .entrants(id)
            .await?
            .iter()
            .any(|e| e.player.id == player.id)
        {
            return Err(TournamentError::AlreadyIn.into());
        }
        if tournament.is_full() {
            return Err(TournamentError::Full.into());
        }
        tx.upsert_player(&clean_player(&player), now).await?;
        tx.add_entrant(id, player.id, now)
            .await
            .map_err(|e| match ServiceError::from(e) {
                ServiceError::Conflict => TournamentError::AlreadyIn.into(),
                other => other,
            })?;
        load_and_commit(tx, id).await
    }

    /// Gives a place back, before the start only.
    pub async fn leave_tournament(
        self,
        id: TournamentId,
        player: UserId,
    ) -> ServiceResult<Tournament> {
        let (mut tx, tournament) = self.service.write_tournament(id, &[]).await?;
        if tournament.status != TournamentStatus::SignUp {
            return Err(TournamentError::CannotLeaveStarted.into());
        }
        if !tx.remove_entrant(id, player).await? {
            return Err(TournamentError::NotIn.into());
        }
        load_and_commit(tx, id).await
    }

    /// What withdrawing `player` from tournament `id` (of server `guild`)
    /// would do, asked before they confirm: the games it would resign.
    /// Refused as the withdrawal itself would be.
    pub async fn withdrawal(
        self,
        id: TournamentId,
        player: UserId,
        guild: Option<u64>,
    ) -> ServiceResult<Withdrawal> {
        let tournament = self.tournament_in(id, guild).await?;
        if tournament.status == TournamentStatus::Finished {
            return Err(TournamentError::Over.into());
        }
        let store = &self.service.inner.store;
        let entrant = store
            .entrants(id)
            .await?
            .into_iter()
            .find(|e| e.player.id == player)
            .ok_or(TournamentError::NotIn)?;
        let running = running_games(&store.schedule(id).await?, player).len() as u32;
        if entrant.withdrawn_at.is_some() && running == 0 {
            return Err(TournamentError::AlreadyWithdrawn.into());
        }
        Ok(Withdrawal {
            tournament,
            running,
        })
    }

    /// The withdrawal `player` confirmed, having been told it resigns
    /// `running` games: refused if that number changed since (a round was
    /// paired, a game ended), so nothing is resigned they were not told of.
    pub async fn confirm_withdrawal(
        self,
        id: TournamentId,
        player: UserId,
        guild: Option<u64>,
        running: u32,
    ) -> ServiceResult<Tournament> {
        let now = self.withdrawal(id, player, guild).await?.running;
        if now != running {
            return Err(TournamentError::WithdrawalChanged { running: now }.into());
        }
        self.withdraw_from_tournament(id, player).await
    }

    /// Takes `player` out of a running event: they are not paired again,
    /// and each of their games still running is resigned (a loss), each in
    /// its own change so the round moves on as any ending does. In sign-up
    /// it is leaving. Asked again after a failure half-way, it resigns what
    /// is left.
    pub async fn withdraw_from_tournament(
        self,
        id: TournamentId,
        player: UserId,
    ) -> ServiceResult<Tournament> {
        if self.tournament(id).await?.status == TournamentStatus::SignUp {
            return self.leave_tournament(id, player).await;
        }
        let now = self.service.now();
        let (mut tx, tournament) = self.service.write_tournament(id, &[]).await?;
        match tournament.status {
            TournamentStatus::Finished => return Err(TournamentError::Over.into()),
            TournamentStatus::SignUp => return Err(TournamentError::NotIn.into()),
            TournamentStatus::Running => {}
        }
        let entrant = tx
            .entrants(id)
            .await?
            .into_iter()
            .find(|e| e.player.id == player)
            .ok_or(TournamentError::NotIn)?;
        if entrant.withdrawn_at.is_none() {
            tx.withdraw_entrant(id, player, now).await?;
        }
        let running = running_games(&tx.schedule(id).await?, player);
        tx.commit().await?;
        if entrant.withdrawn_at.is_some() && running.is_empty() {
            return Err(TournamentError::AlreadyWithdrawn.into());
        }
        for game in running {
            match self.service.games().resign(game, player, None).await {
                Ok(_) | Err(ServiceError::Game(GameError::Over)) => {}
                Err(error) => return Err(error),
            }
        }
        self.tournament(id).await
    }

    /// Starts a tournament: by its creator (`by`), or by the sweep (`None`)
    /// once sign-up closed. Seeds the players, pairs (a round robin: every
    /// round at once; Swiss: the first round) and starts every game.
    pub async fn start_tournament(
        self,
        id: TournamentId,
        by: Option<UserId>,
    ) -> ServiceResult<TournamentStart> {
        let now = self.service.now();
        let (mut tx, tournament) = self.service.write_tournament(id, &[]).await?;
        if let Some(by) = by
            && by != tournament.creator.id
        {
            return Err(TournamentError::NotCreator {
                creator: tournament.creator.name.clone(),
            }
            .into());
        }
        if tournament.status != TournamentStatus::SignUp {
            return Err(TournamentError::Started.into());
        }
        if tournament.entrants < tournament.min_players() {
            return Err(TournamentError::TooFewPlayers {
                format: tournament.format.name(),
                min: tournament.min_players(),
            }
            .into());
        }
        let entrants = seed(&mut tx, &tournament).await?;
        let players: Vec<UserId> = entrants.iter().map(|e| e.player.id).collect();
        let n = players.len();
        let (rounds, to_play): (u32, Vec<Round>) = match tournament.format {
            Format::RoundRobin => {
                let all = round_robin(n);
                (all.len() as u32, all)
            }
            Format::Swiss => {
                let asked = tournament
                    .rounds
                    .map_or(default_swiss_rounds(n), |r| r as usize);
                let rounds = asked.clamp(1, max_swiss_rounds(n).max(1));
                (rounds as u32, vec![swiss_round(n, &[])])
            }
        };
        tx.start_tournament(id, rounds, now).await?;
        let mut games = Vec::new();
        for (index, round) in to_play.iter().enumerate() {
            let number = index as u32 + 1;
            games.extend(schedule_round(&mut tx, &tournament, &players, number, round, now).await?);
        }
        tx.advance_round(id, 0, to_play.len() as u32).await?;
        // The sign-up message says it started (whoever started it).
        if let Some(first) = games.first() {
            owe_about_tournament(&mut tx, first, AnnouncementKind::TournamentMessage, now).await?;
        }
        let tournament = load_and_commit(tx, id).await?;
        self.service.wake_delivery();
        Ok(TournamentStart { tournament, games })
    }

    /// The sweep's part: starts every tournament whose sign-up closed.
    /// One with too few players stays open, for its creator to start. Each
    /// is started on its own: one whose start fails is logged and tried
    /// again by a later sweep (after 1, 2, 4 ... 60 minutes, counted in
    /// this process), and the others start all the same.
    pub async fn start_due_tournaments(self) -> ServiceResult<Vec<TournamentStart>> {
        let now = self.service.now();
        let retries = &self.service.inner.tournament_retries;
        let mut started = Vec::new();
        for id in self.service.inner.store.tournaments_to_start(now).await? {
            if !retries.may_try(id, now) {
                continue;
            }
            match self.service.start_due_tournament(id).await {
                Ok(start) => {
                    retries.succeeded(id);
                    started.extend(start);
                }
                Err(error) => {
                    let (failures, wait) = retries.failed(id, now);
                    tracing::warn!(
                        tournament = %id, %error, failures, retry_in_secs = wait,
                        "could not start a tournament whose sign-up closed; trying again later"
                    );
                }
            }
        }
        Ok(started)
    }

    /// The standings as they stand (everyone at zero before the start).
    pub async fn tournament_standings(
        self,
        id: TournamentId,
    ) -> ServiceResult<TournamentStandings> {
        let store = &self.service.inner.store;
        let tournament = self.tournament(id).await?;
        let entrants = store.entrants(id).await?;
        let schedule = store.schedule(id).await?;
        let history = history(&entrants, &schedule);
        let table = standings(tournament.format, entrants.len(), &history);
        Ok(TournamentStandings {
            tournament,
            entrants,
            schedule,
            table,
        })
    }

    /// The message naming the players of tournament game `game`, once posted
    /// (its thread is started from it).
    pub async fn pairing_message(self, game: GameId) -> ServiceResult<Option<u64>> {
        Ok(self.service.inner.store.pairing_message(game).await?)
    }

    /// Records that the pairing message of tournament game `game` is `message_id`.
    pub async fn set_pairing_message(self, game: GameId, message_id: u64) -> ServiceResult<()> {
        let mut tx = self.service.begin_write(&[Lock::Game(game)]).await?;
        if !tx.set_pairing_message(game, message_id).await? {
            return Err(GameError::NotFound(game).into());
        }
        tx.commit().await?;
        Ok(())
    }

    /// Whether `game` is a game of a tournament, and which.
    pub async fn tournament_of_game(self, game: GameId) -> ServiceResult<Option<TournamentId>> {
        Ok(self.service.inner.store.tournament_of_game(game).await?)
    }
}

impl GameService {
    /// A change of tournament `id` (holding `more` locks besides the
    /// event's), and the event as it stands in it.
    pub(super) async fn write_tournament(
        &self,
        id: TournamentId,
        more: &[Lock],
    ) -> ServiceResult<(WriteTx, Tournament)> {
        let mut locks = vec![Lock::Tournament(id)];
        locks.extend_from_slice(more);
        let mut tx = self.begin_write(&locks).await?;
        let tournament = load(&mut tx, id).await?;
        Ok((tx, tournament))
    }
}

async fn load(tx: &mut WriteTx, id: TournamentId) -> ServiceResult<Tournament> {
    tx.tournament(id)
        .await?
        .ok_or_else(|| TournamentError::NotFound(id).into())
}

/// The tournament as `tx` leaves it, once `tx` is committed.
async fn load_and_commit(mut tx: WriteTx, id: TournamentId) -> ServiceResult<Tournament> {
    let tournament = load(&mut tx, id).await?;
    tx.commit().await?;
    Ok(tournament)
}

/// Seeds the entrants: those with rated games in the tournament's game by
/// rating, best first, then the others in sign-up order. Returns them in
/// seed order.
async fn seed(tx: &mut WriteTx, tournament: &Tournament) -> ServiceResult<Vec<Entrant>> {
    let entrants = tx.entrants(tournament.id).await?;
    let mut rated: Vec<(Rating, usize)> = Vec::with_capacity(entrants.len());
    for (index, entrant) in entrants.iter().enumerate() {
        rated.push((tx.rating(entrant.player.id, tournament.kind).await?, index));
    }
    rated.sort_by(|(a, i), (b, j)| {
        let known = |r: &Rating| r.games > 0;
        known(b)
            .cmp(&known(a))
            .then_with(|| match (known(a), known(b)) {
                (true, true) => b.rating.total_cmp(&a.rating),
                _ => std::cmp::Ordering::Equal,
            })
            .then(i.cmp(j))
    });
    let mut seeded = Vec::with_capacity(entrants.len());
    for (seed, (_, index)) in rated.into_iter().enumerate() {
        let mut entrant = entrants[index].clone();
        tx.set_seed(tournament.id, entrant.player.id, seed as u32)
            .await?;
        entrant.seed = Some(seed as u32);
        seeded.push(entrant);
    }
    Ok(seeded)
}

/// Stores round `number` and starts its games; returns them.
async fn schedule_round(
    tx: &mut WriteTx,
    tournament: &Tournament,
    players: &[UserId],
    number: u32,
    round: &Round,
    now: i64,
) -> ServiceResult<Vec<GameView>> {
    let mut games = Vec::with_capacity(round.pairings.len());
    for (board, pairing) in round.pairings.iter().enumerate() {
        let (black, white) = (players[pairing.black], players[pairing.white]);
        let view = start_game(tx, tournament, black, white, now).await?;
        tx.insert_scheduled_game(
            tournament.id,
            number,
            board as u32,
            black,
            Some(white),
            Some(view.id()),
        )
        .await?;
        games.push(view);
    }
    if let Some(bye) = round.bye {
        let board = round.pairings.len() as u32;
        tx.insert_scheduled_game(tournament.id, number, board, players[bye], None, None)
            .await?;
    }
    Ok(games)
}

/// Starts one game of the tournament, as accepting a challenge does, with
/// the tournament's clock, rating and place.
async fn start_game(
    tx: &mut WriteTx,
    tournament: &Tournament,
    black: UserId,
    white: UserId,
    now: i64,
) -> ServiceResult<GameView> {
    let game = PeopleGame {
        kind: tournament.kind,
        black,
        white,
        place: tournament.place,
        move_hours: tournament.move_hours,
        bank: tournament.bank,
        rated: tournament.rated,
    };
    // Nobody waits to post it: the delivery worker opens the thread.
    insert_people_game(tx, &game, now, now).await
}

/// `player`'s games of `schedule` still being played.
fn running_games(schedule: &[ScheduledGame], player: UserId) -> Vec<GameId> {
    schedule
        .iter()
        .filter(|g| g.black == player || g.white == Some(player))
        .filter(|g| g.status == Some(GameStatus::Active))
        .filter_map(|g| g.game)
        .collect()
}

/// The rounds as played, players numbered by their place in `entrants`.
fn history(entrants: &[Entrant], schedule: &[ScheduledGame]) -> Vec<PlayedRound> {
    let index: HashMap<UserId, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.player.id, i))
        .collect();
    let mut rounds: Vec<PlayedRound> = Vec::new();
    for game in schedule {
        let number = game.round as usize;
        if rounds.len() < number {
            rounds.resize_with(number, PlayedRound::default);
        }
        let round = &mut rounds[number - 1];
        let Some(&black) = index.get(&game.black) else {
            continue;
        };
        match game.white.and_then(|w| index.get(&w)) {
            Some(&white) => {
                let result = match game.status {
                    Some(GameStatus::Finished) => game.result,
                    _ => None,
                };
                round.games.push((Pairing { black, white }, result));
            }
            None => round.bye = Some(black),
        }
    }
    rounds
}

/// Called by the transaction that ends `view` (the game row already shows
/// the end): once every game of a tournament's round is over, pairs and
/// starts the next Swiss round, or finishes the tournament; the sign-up
/// message or the channel is told in the same transaction. A player who
/// has now run out of time in every game they played is withdrawn first.
/// Returns the games it started.
pub(super) async fn after_game_end(
    tx: &mut WriteTx,
    view: &GameView,
    now: i64,
) -> ServiceResult<Vec<GameView>> {
    let Some(id) = tx.tournament_of_game(view.id()).await? else {
        return Ok(Vec::new());
    };
    let tournament = load(tx, id).await?;
    if tournament.status != TournamentStatus::Running {
        return Ok(Vec::new());
    }
    let schedule = tx.schedule(id).await?;
    if let Some(loser) = timed_out_of_every_game(view, &schedule) {
        tx.withdraw_entrant(id, loser, now).await?;
    }
    if schedule
        .iter()
        .any(|g| g.game.is_some() && g.status == Some(GameStatus::Active))
    {
        return Ok(Vec::new());
    }
    let entrants = tx.entrants(id).await?;
    let withdrawn: Vec<usize> = (0..entrants.len())
        .filter(|&i| entrants[i].withdrawn_at.is_some())
        .collect();
    let rounds = tournament.rounds.unwrap_or(0);
    let still_playing = entrants.len() - withdrawn.len();
    if tournament.format == Format::Swiss && tournament.current_round < rounds && still_playing >= 2
    {
        let played = history(&entrants, &schedule);
        let next = swiss_round_without(entrants.len(), &played, &withdrawn);
        let players: Vec<UserId> = entrants.iter().map(|e| e.player.id).collect();
        let number = tournament.current_round + 1;
        // Moves on only from the round it was: a second pairing of this
        // round would be a `Conflict`, and roll this whole change back.
        tx.advance_round(id, tournament.current_round, number)
            .await?;
        let games = schedule_round(tx, &tournament, &players, number, &next, now).await?;
        owe_about_tournament(tx, view, AnnouncementKind::TournamentMessage, now).await?;
        return Ok(games);
    }
    tx.finish_tournament(id, now).await?;
    owe_about_tournament(tx, view, AnnouncementKind::TournamentEnd, now).await?;
    Ok(Vec::new())
}

/// The player who lost `view` on time, if every game they finished in the
/// event (`schedule`, as this change leaves it) they lost on time too.
fn timed_out_of_every_game(view: &GameView, schedule: &[ScheduledGame]) -> Option<UserId> {
    if view.record.ended_by != Some(EndedBy::Timeout) {
        return None;
    }
    let loser = match view.record.result? {
        Outcome::Win(winner) => view.record.player(winner.opposite()).id,
        Outcome::Draw => return None,
    };
    let lost_on_time = |g: &ScheduledGame| {
        let loser_colour = match g.result {
            Some(Outcome::Win(winner)) => winner.opposite(),
            _ => return false,
        };
        let lost = match loser_colour {
            Color::Black => g.black == loser,
            Color::White => g.white == Some(loser),
        };
        g.ended_by == Some(EndedBy::Timeout) && lost
    };
    schedule
        .iter()
        .filter(|g| g.white.is_some() && (g.black == loser || g.white == Some(loser)))
        .filter(|g| g.status == Some(GameStatus::Finished))
        .all(lost_on_time)
        .then_some(loser)
}

/// Owes an announcement about `view`'s tournament, tied to `view` (the
/// game whose start or end called for it), for the worker to send now.
async fn owe_about_tournament(
    tx: &mut WriteTx,
    view: &GameView,
    kind: AnnouncementKind,
    now: i64,
) -> ServiceResult<()> {
    let announcement = NewAnnouncement {
        kind,
        subject: Subject::Game(view.id()),
        version: view.record.version,
        at_ply: view.game.ply(),
        claimed_until: now,
    };
    tx.owe(announcement, now).await?;
    Ok(())
}
