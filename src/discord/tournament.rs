//! Tournaments on Discord: the sign-up message and its buttons, the
//! standings (their shared words are in `tournament_words.rs`). The work
//! is the service's (`service/tournaments.rs`); `/tournament` is in
//! `commands/tournament.rs`.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateMessage, EditMessage};

use super::board_post::open_thread;
use super::owed::{Delivered, nonce_of};
use super::refusal::clock_words;
use super::text::{MESSAGE_LIMIT, mention, no_pings, pings_only};
use super::tournament_standings::{standings_picture, standings_text_within};
use super::tournament_words::{format_words, status_words};
use super::users::player_of;
use super::words::kind_title;
use super::{BotError, ButtonAction};
use crate::i18n::Lang;
use crate::service::{GameId, GameService, GameView, ServiceError, TournamentError, UserId};
use crate::tournament::{Tournament, TournamentId, TournamentStatus};
use crate::tr;

/// What a click on a sign-up button does; the sign-up message as it now stands.
pub async fn click(
    service: &GameService,
    action: &ButtonAction,
    user: &serenity::User,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let tournament = match *action {
        ButtonAction::JoinTournament(_) if user.bot => {
            return Err(ServiceError::from(TournamentError::Bot).into());
        }
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
    let clock = clock_words(lang, t.move_hours, t.bank);
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
    let buttons = match t.status {
        TournamentStatus::SignUp => signup_buttons(t.id, lang),
        TournamentStatus::Running | TournamentStatus::Finished => Vec::new(),
    };
    let status = status_words(lang, t);
    text.push_str(&status);
    Ok((text, buttons))
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

/// Edits the sign-up message to how the event stands now (started, its
/// round, finished; no buttons once started).
async fn edit_signup_message(
    http: &serenity::Http,
    service: &GameService,
    t: &Tournament,
) -> Result<Delivered, BotError> {
    let Some(message_id) = t.message_id else {
        return Ok(Delivered::NoLongerApplies);
    };
    let (text, buttons) = signup_message(service, t).await?;
    let edit = EditMessage::new()
        .content(text)
        .components(buttons)
        .allowed_mentions(no_pings());
    serenity::ChannelId::new(t.place.channel_id)
        .edit_message(http, serenity::MessageId::new(message_id), edit)
        .await?;
    Ok(Delivered::Sent)
}

/// The outbox's `TournamentMessage`: the event of `game` started or moved
/// on a round; its sign-up message says so.
pub async fn announce_progress(
    http: &serenity::Http,
    service: &GameService,
    game: GameId,
) -> Result<Delivered, BotError> {
    let Some(id) = service.tournament_of_game(game).await? else {
        return Ok(Delivered::NoLongerApplies);
    };
    let tournament = service.tournament(id).await?;
    edit_signup_message(http, service, &tournament).await
}

/// The outbox's `TournamentEnd`: `game` was the event's last. The sign-up
/// message says it is finished, and the channel hears the winner (pinged)
/// with the final standings, picture and text. The post carries the
/// announcement's nonce, so a retry does not post it twice.
pub async fn announce_end(
    http: &serenity::Http,
    service: &GameService,
    game: GameId,
    announcement_id: i64,
) -> Result<Delivered, BotError> {
    let Some(id) = service.tournament_of_game(game).await? else {
        return Ok(Delivered::NoLongerApplies);
    };
    let standings = service.tournament_standings(id).await?;
    let t = &standings.tournament;
    if t.status != TournamentStatus::Finished {
        return Ok(Delivered::NoLongerApplies);
    }
    // A deleted sign-up message must not hold up the winner's news.
    if let Err(error) = edit_signup_message(http, service, t).await {
        tracing::warn!(tournament = %t.id, %error, "could not edit the sign-up message");
    }
    let lang = t.place.language;
    let winners: Vec<u64> = standings
        .table
        .iter()
        .filter(|line| line.rank == 1)
        .map(|line| standings.player(line).id.0)
        .collect();
    let names: Vec<String> = winners.iter().map(|&id| mention(id)).collect();
    let mut text = tr!(
        lang,
        "tournament-won",
        name = t.name.as_str(),
        id = t.id.to_string(),
        winners = names.join(", "),
        count = winners.len()
    );
    text.push('\n');
    let room = MESSAGE_LIMIT.saturating_sub(text.chars().count());
    text.push_str(&standings_text_within(lang, &standings, room));
    let message = CreateMessage::new()
        .content(text)
        .add_file(standings_picture(lang, &standings).await?)
        .allowed_mentions(pings_only(winners))
        .nonce(nonce_of(announcement_id))
        .enforce_nonce(true);
    serenity::ChannelId::new(t.place.channel_id)
        .send_message(http, message)
        .await?;
    Ok(Delivered::Sent)
}
