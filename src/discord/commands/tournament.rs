//! `/tournament create` and `/tournament standings`: round robin and Swiss
//! events. The sign-up message and its buttons, the standings table and
//! the threads of the pairings are in `discord/tournament.rs`; the work is
//! the service's (`service/tournaments.rs`).

use super::challenge::{ClockParam, GameChoice, place_here, time_bank};
use super::{BotError, Context, player, reply_privately};
use crate::discord::lang::{bot_can_post_here, user_lang};
use crate::discord::tournament::{signup_message, standings_text};
use crate::msg;
use crate::service::{HOUR_SECS, MoveHours, players_error, rounds_error};
use crate::tournament::{Format, NewTournament, TournamentId};

/// How the players are paired.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatParam {
    #[name = "round-robin"]
    RoundRobin,
    #[name = "swiss"]
    Swiss,
}

/// Run a round robin or Swiss tournament in this channel.
#[poise::command(slash_command, subcommands("create", "standings"), subcommand_required)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// Open sign-up for a tournament: players join with a button.
#[poise::command(slash_command)]
// A slash command's options are its parameters.
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    name: String,
    game: GameChoice,
    format: FormatParam,
    max_players: i64,
    rounds: Option<i64>,
    #[min = 0]
    #[max = 336]
    move_hours: Option<i64>,
    clock: Option<ClockParam>,
    rated: Option<bool>,
    #[min = 1]
    #[max = 720]
    starts_hours: Option<i64>,
) -> Result<(), BotError> {
    if ctx.guild_id().is_none() || !bot_can_post_here(ctx) {
        return Err(BotError::User(msg!("people-game-needs-the-bot")));
    }
    let max_players = u32::try_from(max_players).map_err(|_| players_error(max_players))?;
    let rounds = rounds
        .map(|r| u32::try_from(r).map_err(|_| rounds_error(r)))
        .transpose()?;
    let move_hours = match move_hours {
        None => MoveHours::Default,
        Some(0) => MoveHours::Unlimited,
        Some(h) => MoveHours::Hours(
            u32::try_from(h).map_err(|_| BotError::User(msg!("move-hours-range")))?,
        ),
    };
    let new = NewTournament {
        name,
        kind: game.into(),
        format: match format {
            FormatParam::RoundRobin => Format::RoundRobin,
            FormatParam::Swiss => Format::Swiss,
        },
        max_players,
        rounds,
        move_hours,
        bank: time_bank(clock, None, None, None)?,
        rated: rated.unwrap_or(true),
        creator: player(ctx),
        place: place_here(ctx),
        starts_in_secs: starts_hours.map(|h| h.saturating_mul(HOUR_SECS)),
    };
    let service = &ctx.data().service;
    let tournament = service.create_tournament(new).await?;
    let (text, buttons) = signup_message(service, &tournament).await?;
    let reply = poise::CreateReply::default()
        .content(text)
        .components(buttons)
        .allowed_mentions(crate::discord::text::no_pings());
    let message = ctx.send(reply).await?.into_message().await?;
    service
        .set_tournament_message(tournament.id, message.id.get())
        .await?;
    Ok(())
}

/// The standings of a tournament: points, games and tie-breaks.
#[poise::command(slash_command)]
pub async fn standings(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), BotError> {
    let service = &ctx.data().service;
    let id = match tournament.as_deref().map(parse_tournament_id) {
        Some(id) => id?,
        None => {
            let here = place_here(ctx);
            let newest = service
                .tournaments_in(here.guild_id, here.channel_id)
                .await?
                .first()
                .map(|t| t.id);
            newest.ok_or_else(|| BotError::User(msg!("tournament-none-here")))?
        }
    };
    let standings = service.tournament_standings(id).await?;
    let text = standings_text(user_lang(ctx), &standings);
    reply_privately(ctx, &text).await
}

/// Reads `3` or `#3`.
fn parse_tournament_id(text: &str) -> Result<TournamentId, BotError> {
    let digits: String = text
        .trim()
        .trim_start_matches('#')
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits
        .parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .map(TournamentId)
        .ok_or_else(|| BotError::User(msg!("tournament-none-here")))
}

/// This server's tournaments, labelled "Autumn cup · abande-hex · round 2 of 4".
async fn autocomplete_tournament(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    let here = place_here(ctx);
    let Ok(events) = ctx
        .data()
        .service
        .tournaments_in(here.guild_id, here.channel_id)
        .await
    else {
        return Vec::new();
    };
    let partial = partial.to_lowercase();
    events
        .into_iter()
        .filter(|t| t.name.to_lowercase().contains(&partial) || t.id.0.to_string() == partial)
        .map(|t| {
            let label = format!(
                "{} · {} · {}/{}",
                t.name.chars().take(60).collect::<String>(),
                t.kind.id(),
                t.current_round,
                t.rounds.unwrap_or(0)
            );
            poise::serenity_prelude::AutocompleteChoice::new(label, t.id.0.to_string())
        })
        .take(25)
        .collect()
}
