//! Tournaments on Discord: the words of their refusals, the sign-up
//! message and its buttons, the standings. The work is the service's
//! (`service/tournaments.rs`); `/tournament` is in `commands/tournament.rs`.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateMessage};

use super::board_post::open_thread;
use super::refusal::duration;
use super::text::{mention, pings_only};
use super::users::player_of;
use super::words::kind_title;
use super::{BotError, ButtonAction};
use crate::i18n::Lang;
use crate::service::{GameService, GameView, TournamentError, TournamentStandings, UserId};
use crate::tournament::{Format, Tournament, TournamentId, TournamentStatus};
use crate::tr;

/// A tournament request refused, in the user's language.
pub fn refusal(lang: Lang, error: &TournamentError) -> String {
    use TournamentError as E;
    match error {
        E::NotFound(id) => tr!(
            lang,
            "tournament-error-not-found",
            tournament = id.to_string()
        ),
        E::EmptyName => tr!(lang, "tournament-error-empty-name"),
        E::NameTooLong { max } => tr!(lang, "tournament-error-name-too-long", max = *max),
        E::NameMentions => tr!(lang, "tournament-error-name-mentions"),
        E::Players { min, max, given } => tr!(
            lang,
            "tournament-error-players",
            min = *min,
            max = *max,
            given = *given
        ),
        E::Rounds { max, given } => {
            tr!(lang, "tournament-error-rounds", max = *max, given = *given)
        }
        E::RoundsInRoundRobin => tr!(lang, "tournament-error-rounds-in-round-robin"),
        E::SignUpTooLong => tr!(lang, "tournament-error-signup-too-long"),
        E::Full => tr!(lang, "tournament-error-full"),
        E::AlreadyIn => tr!(lang, "tournament-error-already-in"),
        E::NotIn => tr!(lang, "tournament-error-not-in"),
        E::Started => tr!(lang, "tournament-error-started"),
        E::CannotLeaveStarted => tr!(lang, "tournament-error-cannot-leave"),
        E::NotCreator { creator } => {
            tr!(
                lang,
                "tournament-error-not-creator",
                creator = creator.as_str()
            )
        }
        E::TooFewPlayers { format, min } => match *format {
            "swiss" => tr!(lang, "tournament-error-too-few-swiss", min = *min),
            _ => tr!(lang, "tournament-error-too-few-round-robin", min = *min),
        },
    }
}

/// What a click on a sign-up button does; the sign-up message as it now stands.
pub async fn click(
    service: &GameService,
    action: &ButtonAction,
    user: &serenity::User,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let tournament = match *action {
        ButtonAction::JoinTournament(id) => service.join_tournament(id, player_of(user)).await?,
        ButtonAction::LeaveTournament(id) => {
            service.leave_tournament(id, UserId(user.id.get())).await?
        }
        ButtonAction::StartTournament(id) => {
            service
                .start_tournament(id, Some(UserId(user.id.get())))
                .await?
                .tournament
        }
        _ => return Err(BotError::User(crate::msg!("button-outdated"))),
    };
    signup_message(service, &tournament).await
}

/// The sign-up message: what the event is, who is in, when it starts, and
/// its buttons while sign-up is open.
pub async fn signup_message(
    service: &GameService,
    t: &Tournament,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let lang = t.place.language;
    let entrants = service.tournament_standings(t.id).await?.entrants;
    let names: Vec<String> = entrants.iter().map(|e| mention(e.player.id.0)).collect();
    let clock = match (t.move_hours, t.bank) {
        (Some(h), _) => tr!(lang, "challenge-clock-per-move", hours = h),
        (None, Some(bank)) => tr!(
            lang,
            "challenge-clock-bank",
            initial = duration(lang, bank.initial_secs),
            increment = duration(lang, bank.increment_secs),
            max = duration(lang, bank.max_secs)
        ),
        (None, None) => tr!(lang, "challenge-clock-none"),
    };
    let mut text = tr!(
        lang,
        "tournament-signup",
        name = t.name.as_str(),
        id = t.id.to_string(),
        game = kind_title(t.kind, lang),
        format = format_words(lang, t.format),
        clock = clock,
        rated = if t.rated { "yes" } else { "no" },
        creator = mention(t.creator.id.0)
    );
    text.push('\n');
    text.push_str(&tr!(
        lang,
        "tournament-places",
        taken = t.entrants,
        max = t.max_players,
        players = if names.is_empty() {
            "-".to_string()
        } else {
            names.join(", ")
        }
    ));
    text.push('\n');
    let (status, buttons) = match t.status {
        TournamentStatus::SignUp => {
            let status = match t.starts_at {
                Some(at) => tr!(lang, "tournament-starts-at", at = format!("<t:{at}:R>")),
                None => tr!(lang, "tournament-starts-by-creator"),
            };
            (status, signup_buttons(t.id, lang))
        }
        TournamentStatus::Running => (
            tr!(
                lang,
                "tournament-running",
                round = t.current_round,
                rounds = t.rounds.unwrap_or(0)
            ),
            Vec::new(),
        ),
        TournamentStatus::Finished => (tr!(lang, "tournament-finished"), Vec::new()),
    };
    text.push_str(&status);
    Ok((text, buttons))
}

fn format_words(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => tr!(lang, "tournament-format-round-robin"),
        Format::Swiss => tr!(lang, "tournament-format-swiss"),
    }
}

fn signup_buttons(id: TournamentId, lang: Lang) -> Vec<CreateActionRow> {
    let button = |action: ButtonAction, label: String, style| {
        CreateButton::new(action.encode()).label(label).style(style)
    };
    vec![CreateActionRow::Buttons(vec![
        button(
            ButtonAction::JoinTournament(id),
            tr!(lang, "tournament-join"),
            ButtonStyle::Success,
        ),
        button(
            ButtonAction::LeaveTournament(id),
            tr!(lang, "tournament-leave"),
            ButtonStyle::Secondary,
        ),
        button(
            ButtonAction::StartTournament(id),
            tr!(lang, "tournament-start-now"),
            ButtonStyle::Primary,
        ),
    ])]
}

/// The standings as a fixed-width table (screen readers read it as text):
/// rank, player, points, games, the tie-break; for a round robin of up to
/// twelve players, the cross table after it.
pub fn standings_text(lang: Lang, s: &TournamentStandings) -> String {
    let t = &s.tournament;
    let tie_break = match t.format {
        Format::RoundRobin => tr!(lang, "tournament-sonneborn-berger"),
        Format::Swiss => tr!(lang, "tournament-buchholz"),
    };
    let mut out = tr!(
        lang,
        "tournament-standings-title",
        name = t.name.as_str(),
        id = t.id.to_string(),
        game = kind_title(t.kind, lang),
        format = format_words(lang, t.format)
    );
    out.push('\n');
    let status = match t.status {
        TournamentStatus::SignUp => tr!(lang, "tournament-starts-by-creator"),
        TournamentStatus::Running => tr!(
            lang,
            "tournament-running",
            round = t.current_round,
            rounds = t.rounds.unwrap_or(0)
        ),
        TournamentStatus::Finished => tr!(lang, "tournament-finished"),
    };
    out.push_str(&status);
    out.push_str("\n```\n");
    let name = |i: usize| -> String { s.entrants[i].player.name.chars().take(16).collect() };
    out.push_str(&format!(
        "{:>3}  {:<16} {:>5} {:>5} {:>6}\n",
        "#",
        tr!(lang, "tournament-player"),
        tr!(lang, "tournament-points"),
        tr!(lang, "tournament-games"),
        tie_break.chars().take(6).collect::<String>()
    ));
    for line in &s.table {
        out.push_str(&format!(
            "{:>3}  {:<16} {:>5} {:>5} {:>6}\n",
            line.rank,
            name(line.player),
            points(line.points),
            line.played,
            points(line.tie_break(t.format))
        ));
    }
    if t.format == Format::RoundRobin && t.status != TournamentStatus::SignUp {
        let order: Vec<usize> = s.table.iter().map(|l| l.player).take(12).collect();
        out.push('\n');
        out.push_str(&format!("{:>3}  {:<16}", "", ""));
        for (i, _) in order.iter().enumerate() {
            out.push_str(&format!(" {:>3}", i + 1));
        }
        out.push('\n');
        for (i, &a) in order.iter().enumerate() {
            out.push_str(&format!("{:>3}  {:<16}", i + 1, name(a)));
            for &b in &order {
                let cell = match (a == b, s.cross(a, b)) {
                    (true, _) => "x".to_string(),
                    (false, Some(p)) => points(p),
                    (false, None) => ".".to_string(),
                };
                out.push_str(&format!(" {cell:>3}"));
            }
            out.push('\n');
        }
    }
    out.push_str("```");
    out
}

/// 2.5 as "2½", 3.0 as "3".
fn points(p: f64) -> String {
    let whole = p.trunc() as i64;
    match (p.fract() > 0.0, whole) {
        (true, 0) => "½".to_string(),
        (true, w) => format!("{w}½"),
        (false, w) => w.to_string(),
    }
}

/// Before the first board of a tournament's game goes out: opens the
/// game's thread in the tournament's channel and names both players there.
/// Returns the game as it now stands (unchanged if it is not such a game).
pub async fn open_pairing_thread(
    http: &serenity::Http,
    service: &GameService,
    view: GameView,
) -> Result<GameView, BotError> {
    if view.thread_id.is_some() || view.game.ply() > 0 {
        return Ok(view);
    }
    let Some(id) = service.tournament_of_game(view.id).await? else {
        return Ok(view);
    };
    let tournament = service.tournament(id).await?;
    let channel = serenity::ChannelId::new(view.place.channel_id);
    let view = service
        .show_in_thread(view, async |v| open_thread(http, channel, v).await)
        .await?;
    let lang = view.place.language;
    let text = tr!(
        lang,
        "tournament-pairing",
        name = tournament.name.as_str(),
        black = mention(view.black.id.0),
        white = mention(view.white.id.0),
        game = view.id.to_string()
    );
    let message = CreateMessage::new()
        .content(text)
        .allowed_mentions(pings_only([view.black.id.0, view.white.id.0]));
    let place = serenity::ChannelId::new(view.thread_id.unwrap_or(view.place.channel_id));
    place.send_message(http, message).await?;
    Ok(view)
}
