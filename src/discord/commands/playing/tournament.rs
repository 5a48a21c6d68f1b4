//! `/tournament create`, `standings`, `list`, `show`, `withdraw`, and for
//! organisers and moderators `cancel` and `remove`: round robin and Swiss
//! events, and the buttons: sign-up's Join, Leave and Start, the answers
//! to `withdraw` and `cancel`, the pages of `show`. The sign-up message
//! and its buttons, the standings table and the threads of the pairings
//! are in `discord/presentation/tournament/`; the work is the service's
//! (`service/tournaments.rs`).

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::{bot_can_post_here, user_lang};
use crate::discord::commands::playing::challenge::{
    ClockParam, GameChoice, move_hours_option, place_here, time_bank,
};
use crate::discord::commands::{
    BotError, Context, caller_id, option_number, player, reply_privately, reply_with_file,
};
use crate::discord::presentation::text::plain_text;
use crate::discord::presentation::tournament::pages::{tournament_label, tournament_list};
use crate::discord::presentation::tournament::signup_message;
use crate::discord::presentation::tournament::standings::{standings_picture, standings_text};
use crate::discord::presentation::tournament::{
    cancel_question, rounds_page, tell_cancelled, tell_removed, withdraw_question,
};
use crate::discord::presentation::users::player_of;
use crate::service::{
    HOUR_SECS, Rank, ServiceError, TournamentError, UserId, players_error, rounds_error,
};
use crate::tournament::{Format, NewTournament, Tournament, TournamentId, TournamentStatus};
use crate::{msg, tr};

/// How the players are paired.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatParam {
    #[name = "round-robin"]
    RoundRobin,
    #[name = "swiss"]
    Swiss,
}

/// Run a round robin or Swiss tournament in this channel.
#[poise::command(
    slash_command,
    subcommands("create", "standings", "list", "show", "withdraw", "cancel", "remove"),
    subcommand_required
)]
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
    #[rename = "kind"] game: GameChoice,
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
    #[min = 1]
    #[max = 720]
    bank_hours: Option<i64>,
    #[min = 0]
    #[max = 168]
    increment_hours: Option<i64>,
    #[min = 1]
    #[max = 720]
    max_hours: Option<i64>,
) -> Result<(), BotError> {
    if ctx.guild_id().is_none() || !bot_can_post_here(ctx) {
        return Err(BotError::User(msg!("people-game-needs-the-bot")));
    }
    let max_players = u32::try_from(max_players).map_err(|_| players_error(max_players))?;
    let rounds = rounds
        .map(|r| u32::try_from(r).map_err(|_| rounds_error(r)))
        .transpose()?;
    let move_hours = move_hours_option(move_hours)?;
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
        bank: time_bank(clock, bank_hours, increment_hours, max_hours)?,
        rated: rated.unwrap_or(true),
        creator: player(ctx),
        place: place_here(ctx),
        starts_in_secs: starts_hours.map(|h| h.saturating_mul(HOUR_SECS)),
    };
    let service = &ctx.data().service;
    crate::discord::commands::server::settings::check_organiser(ctx).await?;
    let tournament = service.tournaments().create_tournament(new).await?;
    let (text, buttons) = signup_message(service, &tournament).await?;
    // In the server's games channel, if it has one.
    let channel = tournament.place.channel_id;
    let no_pings = crate::discord::presentation::text::no_pings();
    let message = crate::discord::commands::server::settings::post_public(
        ctx, channel, text, buttons, no_pings,
    )
    .await?;
    service
        .tournaments()
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
    let id = which_tournament(ctx, tournament.as_deref()).await?;
    let standings = ctx
        .data()
        .service
        .tournaments()
        .tournament_standings_in(id, guild_of(ctx))
        .await?;
    let lang = user_lang(ctx);
    let text = standings_text(lang, &standings);
    let picture = standings_picture(lang, &standings).await?;
    reply_with_file(ctx, &text, picture).await
}

/// This server's tournaments: open, running and finished.
#[poise::command(slash_command)]
pub async fn list(ctx: Context<'_>) -> Result<(), BotError> {
    let here = place_here(ctx);
    let events = ctx
        .data()
        .service
        .tournaments()
        .tournaments_in(here.guild_id, here.channel_id)
        .await?;
    reply_privately(ctx, &tournament_list(user_lang(ctx), &events)).await
}

/// One tournament: its rounds, games and results.
#[poise::command(slash_command)]
pub async fn show(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), BotError> {
    let id = which_tournament(ctx, tournament.as_deref()).await?;
    let service = &ctx.data().service;
    let (text, buttons) = rounds_page(user_lang(ctx), service, id, guild_of(ctx), 1).await?;
    crate::discord::commands::reply_privately_with_buttons(ctx, &text, buttons).await
}

/// Stop playing in a tournament (you confirm first): your running games are resigned.
///
/// Swiss pairs you no more; before the start it gives the place back.
/// Asks first, privately, saying how many games it would resign; only a
/// button press withdraws.
#[poise::command(slash_command)]
pub async fn withdraw(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), BotError> {
    let id = which_tournament(ctx, tournament.as_deref()).await?;
    let service = &ctx.data().service;
    let asked = service
        .tournaments()
        .withdrawal(id, caller_id(ctx), guild_of(ctx))
        .await?;
    let (text, buttons) = withdraw_question(user_lang(ctx), &asked, caller_id(ctx));
    crate::discord::commands::reply_privately_with_buttons(ctx, &text, buttons).await
}

/// Cancel a tournament (you confirm first): its running games end without a result.
///
/// Its creator may before the start; moderators (Manage Server or the
/// organisers' role) at any time. Asks first, privately, saying how many
/// games it would abort; only a button press cancels.
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), BotError> {
    let id = which_tournament(ctx, tournament.as_deref()).await?;
    let rank = crate::discord::commands::server::rank::caller_rank(ctx).await?;
    let service = &ctx.data().service;
    let asked = service
        .moderation()
        .cancellation(id, guild_of(ctx), caller_id(ctx), rank)
        .await?;
    let (text, buttons) = cancel_question(user_lang(ctx), &asked, caller_id(ctx));
    crate::discord::commands::reply_privately_with_buttons(ctx, &text, buttons).await
}

/// Take a player out of a tournament, as if they withdrew (moderators only).
#[poise::command(slash_command)]
pub async fn remove(
    ctx: Context<'_>,
    player: poise::serenity_prelude::User,
    #[autocomplete = "autocomplete_tournament"] tournament: Option<String>,
) -> Result<(), BotError> {
    let id = which_tournament(ctx, tournament.as_deref()).await?;
    let rank = crate::discord::commands::server::rank::caller_rank(ctx).await?;
    let service = &ctx.data().service;
    let removed = crate::service::UserId(player.id.get());
    let (t, removed) = service
        .moderation()
        .remove_from_tournament(
            id,
            guild_of(ctx),
            removed,
            &crate::discord::commands::player(ctx),
            rank,
        )
        .await?;
    tell_removed(ctx.http(), service, &t, &removed, caller_id(ctx)).await;
    let text = crate::tr!(
        user_lang(ctx),
        "tournament-removed",
        player = crate::discord::presentation::text::mention(removed.id.0),
        name = crate::discord::presentation::text::plain_text(&t.name)
    );
    reply_privately(ctx, &text).await
}

/// Sign-up's Join: the clicker takes a place (a bot may not).
pub async fn on_join(c: &Click<'_>, id: TournamentId) -> Result<(), BotError> {
    let user = &c.click.user;
    if user.bot {
        return Err(ServiceError::from(TournamentError::Bot).into());
    }
    let t = c
        .service()
        .tournaments()
        .join_tournament(id, player_of(user))
        .await?;
    show_signup(c, &t).await
}

/// Sign-up's Leave: the clicker gives their place back.
pub async fn on_leave(c: &Click<'_>, id: TournamentId) -> Result<(), BotError> {
    let t = c
        .service()
        .tournaments()
        .leave_tournament(id, c.clicker())
        .await?;
    show_signup(c, &t).await
}

/// Sign-up's Start: the creator starts the event now.
pub async fn on_start(c: &Click<'_>, id: TournamentId) -> Result<(), BotError> {
    let started = c
        .service()
        .tournaments()
        .start_tournament(id, Some(c.clicker()))
        .await?;
    show_signup(c, &started.tournament).await
}

/// The sign-up message, clicked, shows `t` as it now stands.
async fn show_signup(c: &Click<'_>, t: &Tournament) -> Result<(), BotError> {
    let (text, buttons) = signup_message(c.service(), t).await?;
    c.update(text, buttons).await
}

/// `withdraw`'s Yes: only `user`, the player it asked, may press it; they
/// withdraw, unless their `running` games changed since.
pub async fn on_withdraw(
    c: &Click<'_>,
    tournament: TournamentId,
    user: UserId,
    running: u32,
) -> Result<(), BotError> {
    if c.clicker() != user {
        return Err(BotError::User(msg!("tournament-withdraw-not-yours")));
    }
    let t = c
        .service()
        .tournaments()
        .confirm_withdrawal(tournament, user, c.guild(), running)
        .await?;
    let name = plain_text(&t.name);
    let text = match t.status {
        TournamentStatus::SignUp => tr!(c.lang(), "tournament-left", name = name),
        _ => tr!(c.lang(), "tournament-withdrawn", name = name),
    };
    c.update(text, vec![]).await
}

/// `withdraw`'s No.
pub async fn on_stay(c: &Click<'_>) -> Result<(), BotError> {
    c.update(tr!(c.lang(), "tournament-stayed"), vec![]).await
}

/// `cancel`'s Yes: only `user`, who asked, may press it, and whether they
/// still may cancel is asked again. The sign-up message and the channel
/// are told.
pub async fn on_cancel(
    c: &Click<'_>,
    tournament: TournamentId,
    user: UserId,
) -> Result<(), BotError> {
    let (service, guild) = (c.service(), c.guild());
    let rank = match guild {
        Some(guild) => {
            crate::discord::commands::server::rank::rank_of(service, guild, c.click.member.as_ref())
                .await?
        }
        None => Rank::Member,
    };
    if c.clicker() != user {
        return Err(BotError::User(msg!("tournament-cancel-not-yours")));
    }
    let by = player_of(&c.click.user);
    let t = service
        .moderation()
        .cancel_tournament(tournament, guild, &by, rank)
        .await?;
    tell_cancelled(c.http(), service, &t, by.id).await;
    let text = tr!(c.lang(), "tournament-cancelled", name = plain_text(&t.name));
    c.update(text, vec![]).await
}

/// `cancel`'s No.
pub async fn on_keep(c: &Click<'_>) -> Result<(), BotError> {
    c.update(tr!(c.lang(), "tournament-kept"), vec![]).await
}

/// A page of `show`'s rounds.
pub async fn on_rounds_page(
    c: &Click<'_>,
    tournament: TournamentId,
    page: i64,
) -> Result<(), BotError> {
    let (text, buttons) = rounds_page(c.lang(), c.service(), tournament, c.guild(), page).await?;
    c.update(text, buttons).await
}

/// The server a command is used in (`None` in a DM).
fn guild_of(ctx: Context<'_>) -> Option<u64> {
    ctx.guild_id().map(|g| g.get())
}

/// The tournament option, else this server's newest open or running one
/// (or the newest finished one).
async fn which_tournament(
    ctx: Context<'_>,
    option: Option<&str>,
) -> Result<TournamentId, BotError> {
    if let Some(text) = option {
        return parse_tournament_id(text);
    }
    let here = place_here(ctx);
    ctx.data()
        .service
        .tournaments()
        .tournaments_in(here.guild_id, here.channel_id)
        .await?
        .first()
        .map(|t| t.id)
        .ok_or_else(|| BotError::User(msg!("tournament-none-here")))
}

/// Reads `3` or `#3`.
fn parse_tournament_id(text: &str) -> Result<TournamentId, BotError> {
    option_number(text)
        .map(TournamentId)
        .ok_or_else(|| BotError::User(msg!("tournament-none-here")))
}

/// This server's tournaments, open and running ones first, labelled
/// "Autumn cup · Abande (hexagonal board) · round 2 of 4" in the user's language.
async fn autocomplete_tournament(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    crate::discord::commands::choices_in_time(tournament_choices(ctx, partial)).await
}

async fn tournament_choices(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    let here = place_here(ctx);
    let Ok(events) = ctx
        .data()
        .service
        .tournaments()
        .tournaments_in(here.guild_id, here.channel_id)
        .await
    else {
        return Vec::new();
    };
    let lang = user_lang(ctx);
    let partial = partial.trim().trim_start_matches('#').to_lowercase();
    events
        .into_iter()
        .filter(|t| t.name.to_lowercase().contains(&partial) || t.id.0.to_string() == partial)
        .map(|t| {
            poise::serenity_prelude::AutocompleteChoice::new(
                tournament_label(lang, &t),
                t.id.0.to_string(),
            )
        })
        .take(25)
        .collect()
}
