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
//! names both players and posts it (`discord/announce.rs`).

use std::collections::HashMap;

use super::announcements::owe_after_change;
use super::write::build_view;
use super::{
    GameService, GameStatus, GameView, MAX_MOVE_HOURS, MoveHours, Player, ServiceError,
    ServiceResult, UserId, check_bank, clean_player,
};
use crate::model::{DAY_SECS, GameId, Rating};
use crate::rules::Game;
use crate::store::{NewClock, NewGameRow, NewTournamentRow, WriteTx};
use crate::tournament::{
    Entrant, Format, NewTournament, Pairing, PlayedRound, Round, ScheduledGame, Standing,
    Tournament, TournamentId, TournamentStatus, default_swiss_rounds, max_swiss_rounds,
    round_robin, standings, swiss_round,
};

/// Longest tournament name, in characters.
pub const MAX_TOURNAMENT_NAME: usize = 100;
/// Fewest and most players a tournament may be made for.
pub const TOURNAMENT_PLAYERS: std::ops::RangeInclusive<u32> = 2..=64;
/// Longest sign-up: thirty days.
pub const MAX_SIGNUP_SECS: i64 = 30 * DAY_SECS;

/// Why a tournament request is refused. `Display` is English, for logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    #[error("there is no tournament {0}")]
    NotFound(TournamentId),
    #[error("a tournament needs a name")]
    EmptyName,
    #[error("a tournament's name is at most {max} characters long")]
    NameTooLong { max: usize },
    #[error("a tournament's name cannot mention anyone")]
    NameMentions,
    #[error("a tournament is for {min} to {max} players; {given} is not allowed")]
    Players { min: u32, max: u32, given: i64 },
    #[error("a Swiss tournament plays 1 to {max} rounds; {given} is not allowed")]
    Rounds { max: u32, given: i64 },
    #[error("only a Swiss tournament has a number of rounds; a round robin plays everyone once")]
    RoundsInRoundRobin,
    #[error("sign-up lasts at most 30 days")]
    SignUpTooLong,
    #[error("this tournament is full")]
    Full,
    #[error("you are already in this tournament")]
    AlreadyIn,
    #[error("you are not in this tournament")]
    NotIn,
    #[error("this tournament has started; sign-up is closed")]
    Started,
    #[error("this tournament has started; nobody can leave it now")]
    CannotLeaveStarted,
    #[error("only {creator} can start this tournament")]
    NotCreator { creator: String },
    #[error("a {format} needs at least {min} players to start")]
    TooFewPlayers { format: &'static str, min: u32 },
}

impl From<TournamentError> for ServiceError {
    fn from(error: TournamentError) -> ServiceError {
        ServiceError::Tournament(error)
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
    /// Creates a tournament in sign-up; nothing is stored if anything asked is wrong.
    pub async fn create_tournament(&self, new: NewTournament) -> ServiceResult<Tournament> {
        let name = check_new(&new)?;
        let move_hours = match new.move_hours {
            MoveHours::Hours(hours) if !(1..=MAX_MOVE_HOURS).contains(&hours) => {
                return Err(ServiceError::InvalidMoveHours);
            }
            MoveHours::Hours(hours) => Some(hours),
            MoveHours::Default => self.inner.config.default_move_hours,
            MoveHours::Unlimited => None,
        };
        let move_hours = match new.bank {
            None => move_hours,
            Some(_) if new.move_hours != MoveHours::Default => {
                return Err(super::BankError::WithMoveHours.into());
            }
            Some(bank) => {
                check_bank(bank)?;
                None
            }
        };
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        tx.upsert_player(&clean_player(&new.creator), now).await?;
        let tournament = tx
            .insert_tournament(&NewTournamentRow {
                name: &name,
                kind: new.kind,
                format: new.format,
                max_players: new.max_players,
                rounds: new.rounds,
                move_hours,
                bank: new.bank,
                rated: new.rated,
                creator: new.creator.id,
                place: new.place,
                starts_at: new.starts_in_secs.map(|secs| now + secs),
                created_at: now,
            })
            .await?;
        tx.commit().await?;
        Ok(tournament)
    }

    pub async fn tournament(&self, id: TournamentId) -> ServiceResult<Tournament> {
        self.inner
            .store
            .tournament(id)
            .await?
            .ok_or_else(|| TournamentError::NotFound(id).into())
    }

    /// A server's tournaments (a channel's outside servers), newest first.
    pub async fn tournaments_in(
        &self,
        guild_id: Option<u64>,
        channel_id: u64,
    ) -> ServiceResult<Vec<Tournament>> {
        Ok(self
            .inner
            .store
            .tournaments_in(guild_id, channel_id, 25)
            .await?)
    }

    /// Remembers the sign-up message (to edit it later).
    pub async fn set_tournament_message(
        &self,
        id: TournamentId,
        message_id: u64,
    ) -> ServiceResult<()> {
        let mut tx = self.inner.store.begin_write().await?;
        if !tx.set_tournament_message(id, message_id).await? {
            return Err(TournamentError::NotFound(id).into());
        }
        tx.commit().await?;
        Ok(())
    }

    /// Takes a place, if one is left; returns the tournament as it now stands.
    pub async fn join_tournament(
        &self,
        id: TournamentId,
        player: Player,
    ) -> ServiceResult<Tournament> {
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let tournament = load(&mut tx, id).await?;
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
        let tournament = load(&mut tx, id).await?;
        tx.commit().await?;
        Ok(tournament)
    }

    /// Gives a place back, before the start only.
    pub async fn leave_tournament(
        &self,
        id: TournamentId,
        player: UserId,
    ) -> ServiceResult<Tournament> {
        let mut tx = self.inner.store.begin_write().await?;
        let tournament = load(&mut tx, id).await?;
        if tournament.status != TournamentStatus::SignUp {
            return Err(TournamentError::CannotLeaveStarted.into());
        }
        if !tx.remove_entrant(id, player).await? {
            return Err(TournamentError::NotIn.into());
        }
        let tournament = load(&mut tx, id).await?;
        tx.commit().await?;
        Ok(tournament)
    }

    /// Starts a tournament: by its creator (`by`), or by the sweep (`None`)
    /// once sign-up closed. Seeds the players, pairs (a round robin: every
    /// round at once; Swiss: the first round) and starts every game.
    pub async fn start_tournament(
        &self,
        id: TournamentId,
        by: Option<UserId>,
    ) -> ServiceResult<TournamentStart> {
        let now = self.now();
        let mut tx = self.inner.store.begin_write().await?;
        let tournament = load(&mut tx, id).await?;
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
        let tournament = load(&mut tx, id).await?;
        tx.commit().await?;
        self.wake_delivery();
        Ok(TournamentStart { tournament, games })
    }

    /// The sweep's part: starts every tournament whose sign-up closed.
    /// One with too few players stays open, for its creator to start.
    pub async fn start_due_tournaments(&self) -> ServiceResult<Vec<TournamentStart>> {
        let mut started = Vec::new();
        for id in self.inner.store.tournaments_to_start(self.now()).await? {
            match self.start_tournament(id, None).await {
                Ok(start) => started.push(start),
                Err(ServiceError::Tournament(
                    TournamentError::TooFewPlayers { .. } | TournamentError::Started,
                )) => {
                    let mut tx = self.inner.store.begin_write().await?;
                    tx.keep_signup_open(id).await?;
                    tx.commit().await?;
                }
                Err(error) => return Err(error),
            }
        }
        Ok(started)
    }

    /// The standings as they stand (everyone at zero before the start).
    pub async fn tournament_standings(
        &self,
        id: TournamentId,
    ) -> ServiceResult<TournamentStandings> {
        let store = &self.inner.store;
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

    /// Whether `game` is a game of a tournament, and which.
    pub async fn tournament_of_game(&self, game: GameId) -> ServiceResult<Option<TournamentId>> {
        Ok(self.inner.store.tournament_of_game(game).await?)
    }
}

async fn load(tx: &mut WriteTx, id: TournamentId) -> ServiceResult<Tournament> {
    tx.tournament(id)
        .await?
        .ok_or_else(|| TournamentError::NotFound(id).into())
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
            Some(view.id),
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

/// Starts one game of the tournament, as accepting a challenge does: the
/// tournament's clock (Black's running from now, or from the end of
/// Black's vacation), its rating, its place; its first board owed at once.
async fn start_game(
    tx: &mut WriteTx,
    tournament: &Tournament,
    black: UserId,
    white: UserId,
    now: i64,
) -> ServiceResult<GameView> {
    let first_turn_secs = match (tournament.move_hours, tournament.bank) {
        (Some(hours), _) => Some(i64::from(hours) * 3600),
        (None, Some(bank)) => Some(bank.initial_secs),
        (None, None) => None,
    };
    let paused_until = match first_turn_secs {
        Some(_) => tx.current_vacation(black, now).await?.map(|v| v.ends_at),
        None => None,
    };
    let record = tx
        .insert_game(&NewGameRow {
            kind: tournament.kind,
            black,
            white,
            place: tournament.place,
            clock: NewClock {
                move_hours: tournament.move_hours,
                bank: tournament.bank,
                deadline_at: first_turn_secs.map(|secs| paused_until.unwrap_or(now) + secs),
                paused_until,
            },
            engine_level: None,
            rated: tournament.rated,
            created_at: now,
            to_move: Game::new(tournament.kind).to_move(),
        })
        .await?;
    let view = build_view(record, Vec::new())?;
    // Nobody waits to post it: the delivery worker opens the thread.
    owe_after_change(tx, &view, 0, now, now).await?;
    Ok(view)
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
/// starts the next Swiss round, or finishes the tournament. Returns the
/// games it started.
pub(super) async fn after_game_end(
    tx: &mut WriteTx,
    view: &GameView,
    now: i64,
) -> ServiceResult<Vec<GameView>> {
    let Some(id) = tx.tournament_of_game(view.id).await? else {
        return Ok(Vec::new());
    };
    let tournament = load(tx, id).await?;
    if tournament.status != TournamentStatus::Running {
        return Ok(Vec::new());
    }
    let schedule = tx.schedule(id).await?;
    if schedule
        .iter()
        .any(|g| g.game.is_some() && g.status == Some(GameStatus::Active))
    {
        return Ok(Vec::new());
    }
    let entrants = tx.entrants(id).await?;
    let rounds = tournament.rounds.unwrap_or(0);
    if tournament.format == Format::Swiss && tournament.current_round < rounds {
        let played = history(&entrants, &schedule);
        let next = swiss_round(entrants.len(), &played);
        let players: Vec<UserId> = entrants.iter().map(|e| e.player.id).collect();
        let number = tournament.current_round + 1;
        // Moves on only from the round it was: a second pairing of this
        // round would be a `Conflict`, and roll this whole change back.
        tx.advance_round(id, tournament.current_round, number)
            .await?;
        return schedule_round(tx, &tournament, &players, number, &next, now).await;
    }
    tx.finish_tournament(id, now).await?;
    Ok(Vec::new())
}
