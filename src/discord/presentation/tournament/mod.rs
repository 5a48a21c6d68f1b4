//! Tournaments on Discord: the sign-up message and its buttons, the
//! standings (their shared words are in `words.rs`). The work
//! is the service's (`service/tournaments.rs`); `/tournament` is in
//! `commands/playing/tournament.rs`.

pub(in crate::discord) mod pages;
pub(in crate::discord) mod standings;
pub(in crate::discord) mod words;

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateMessage, EditMessage};

use crate::discord::error::BotError;
use crate::discord::presentation::board::post::{ThreadRefusal, tell_no_thread};
use crate::discord::presentation::board::words::thread_name;
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::custom_id::page_buttons;
use crate::discord::presentation::text::{
    MESSAGE_LIMIT, fit_message, mention, no_pings, pings_only, plain_text,
};
use crate::discord::presentation::tournament::pages::tournament_round_pages;
use crate::discord::presentation::tournament::standings::{
    standings_picture, standings_text_within,
};
use crate::discord::presentation::tournament::words::{heading_words, status_words};
use crate::discord::runtime::owed::{Delivered, nonce_of, pairing_nonce};
use crate::discord::runtime::retry::is_transient;
use crate::i18n::Lang;
use crate::service::{Cancellation, GameId, GameService, GameView, Player, UserId, Withdrawal};
use crate::tournament::{Tournament, TournamentId, TournamentStatus};
use crate::tr;
use crate::words::clock_words;

/// The sign-up message: what the event is, who is in, when it starts, and
/// its buttons while sign-up is open.
pub async fn signup_message(
    service: &GameService,
    t: &Tournament,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let lang = t.place.language;
    let entrants = service
        .tournaments()
        .tournament_standings(t.id)
        .await?
        .entrants;
    let names: Vec<String> = entrants.iter().map(|e| mention(e.player.id.0)).collect();
    let clock = clock_words(lang, t.move_hours, t.bank);
    let mut text = tr!(
        lang,
        "tournament-signup",
        heading = heading_words(lang, t),
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
        TournamentStatus::SignUp => signup_buttons(lang, t.id),
        TournamentStatus::Running | TournamentStatus::Finished => Vec::new(),
    };
    let status = status_words(lang, t);
    text.push_str(&status);
    Ok((fit_message(&text), buttons))
}

fn signup_buttons(lang: Lang, id: TournamentId) -> Vec<CreateActionRow> {
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

/// Page `page` of `/tournament show` of tournament `id`, asked in server
/// `guild` (another server's is not found), with Previous/Next buttons
/// that carry the page (so they work after a restart). A page past the
/// last (the event has fewer rounds than when the button was made) shows
/// the last.
pub async fn rounds_page(
    lang: Lang,
    service: &GameService,
    id: TournamentId,
    guild: Option<u64>,
    page: i64,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let standings = service
        .tournaments()
        .tournament_standings_in(id, guild)
        .await?;
    let mut pages = tournament_round_pages(lang, &standings);
    let total = pages.len() as i64;
    let page = page.clamp(1, total);
    let text = pages.swap_remove((page - 1) as usize);
    let turn_to = |page| ButtonAction::TournamentRounds {
        tournament: id,
        page,
    };
    Ok((text, page_buttons(lang, page, total, turn_to)))
}

/// `/tournament withdraw`'s question to `user`: what withdrawing would do
/// (the games it resigns), with a button to confirm and one to stay.
pub fn withdraw_question(
    lang: Lang,
    asked: &Withdrawal,
    user: UserId,
) -> (String, Vec<CreateActionRow>) {
    let t = &asked.tournament;
    let name = plain_text(&t.name);
    let (text, yes) = match t.status {
        TournamentStatus::SignUp => (
            tr!(lang, "tournament-leave-confirm", name = name),
            tr!(lang, "tournament-leave-yes"),
        ),
        _ => (
            tr!(
                lang,
                "tournament-withdraw-confirm",
                name = name,
                running = asked.running
            ),
            tr!(lang, "tournament-withdraw-yes"),
        ),
    };
    let confirm = ButtonAction::ConfirmWithdrawal {
        tournament: t.id,
        user,
        running: asked.running,
    };
    let buttons = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(confirm.encode())
            .label(yes)
            .style(ButtonStyle::Danger),
        CreateButton::new(ButtonAction::StayInTournament(t.id).encode())
            .label(tr!(lang, "tournament-withdraw-no"))
            .style(ButtonStyle::Secondary),
    ])];
    (text, buttons)
}

/// `/tournament cancel`'s question to `user`: what cancelling would do
/// (the games it aborts), with a button to confirm and one to keep it.
pub fn cancel_question(
    lang: Lang,
    asked: &Cancellation,
    user: UserId,
) -> (String, Vec<CreateActionRow>) {
    let t = &asked.tournament;
    let text = tr!(
        lang,
        "tournament-cancel-confirm",
        name = plain_text(&t.name),
        running = asked.running
    );
    let confirm = ButtonAction::ConfirmCancelTournament {
        tournament: t.id,
        user,
    };
    let buttons = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(confirm.encode())
            .label(tr!(lang, "tournament-cancel-yes"))
            .style(ButtonStyle::Danger),
        CreateButton::new(ButtonAction::KeepTournament(t.id).encode())
            .label(tr!(lang, "tournament-cancel-no"))
            .style(ButtonStyle::Secondary),
    ])];
    (text, buttons)
}

/// The sign-up message says `t` was cancelled (no buttons), and its
/// channel hears who cancelled it. A failure is logged: the cancellation
/// stands, and the event's pages say so.
pub async fn tell_cancelled(
    http: &serenity::Http,
    service: &GameService,
    t: &Tournament,
    by: UserId,
) {
    if let Err(error) = edit_signup_message(http, service, t).await {
        tracing::warn!(tournament = %t.id, %error, "could not edit the sign-up message");
    }
    let lang = t.place.language;
    let text = tr!(
        lang,
        "tournament-cancelled-post",
        name = plain_text(&t.name),
        id = t.id.to_string(),
        moderator = mention(by.0)
    );
    post_in_channel(http, t, text).await;
}

/// The sign-up message shows `t` as it now stands (before the start,
/// without `removed`), and its channel hears that `by` removed them.
/// Failures are logged: the removal stands.
pub async fn tell_removed(
    http: &serenity::Http,
    service: &GameService,
    t: &Tournament,
    removed: &Player,
    by: UserId,
) {
    if let Err(error) = edit_signup_message(http, service, t).await {
        tracing::warn!(tournament = %t.id, %error, "could not edit the sign-up message");
    }
    let text = tr!(
        t.place.language,
        "tournament-removed-post",
        name = plain_text(&t.name),
        id = t.id.to_string(),
        player = mention(removed.id.0),
        moderator = mention(by.0)
    );
    post_in_channel(http, t, text).await;
}

/// Posts `text` in `t`'s channel, pinging nobody; a failure is logged.
async fn post_in_channel(http: &serenity::Http, t: &Tournament, text: String) {
    let message = CreateMessage::new()
        .content(fit_message(&text))
        .allowed_mentions(no_pings());
    let channel = serenity::ChannelId::new(t.place.channel_id);
    if let Err(error) = channel.send_message(http, message).await {
        tracing::warn!(tournament = %t.id, %error, "could not tell the tournament's channel");
    }
}

/// Discord's answer to a second thread asked of one message.
const THREAD_ALREADY_CREATED: isize = 160_004;

/// Before the first board of a tournament's game goes out: names both
/// players in the tournament's channel (the pairing message) and starts
/// the game's thread from that message. Returns the game as it now stands
/// (unchanged if it is not such a game, or its thread is known).
///
/// Tried again after any failure, it does nothing twice: the pairing
/// message is stored once posted (and carries a nonce for a post whose
/// answer was lost), and a message has at most one thread, whose id is
/// the message's, so a thread made by a try whose answer was lost is
/// found, not made again. The message pings nobody: the first board, in
/// the thread, pings both players once.
pub async fn open_pairing_thread(
    http: &serenity::Http,
    service: &GameService,
    view: GameView,
) -> Result<GameView, BotError> {
    if view.record.thread_id.is_some()
        || view.game.ply() > 0
        || view.record.board_message_id.is_some()
    {
        return Ok(view);
    }
    let Some(id) = service.tournaments().tournament_of_game(view.id()).await? else {
        return Ok(view);
    };
    let channel = serenity::ChannelId::new(view.record.place.channel_id);
    let starter = match service.tournaments().pairing_message(view.id()).await? {
        Some(message) => message,
        None => {
            let tournament = service.tournaments().tournament(id).await?;
            let lang = view.record.place.language;
            let text = tr!(
                lang,
                "tournament-pairing",
                name = plain_text(&tournament.name),
                black = mention(view.record.black.id.0),
                white = mention(view.record.white.id.0),
                game = view.id().to_string()
            );
            let message = CreateMessage::new()
                .content(fit_message(&text))
                .allowed_mentions(no_pings())
                .nonce(pairing_nonce(view.id().0))
                .enforce_nonce(true);
            let sent = channel.send_message(http, message).await?;
            service
                .tournaments()
                .set_pairing_message(view.id(), sent.id.get())
                .await?;
            sent.id.get()
        }
    };
    let thread = thread_from(http, channel, starter, &view).await?;
    service
        .games()
        .set_game_place(view.id(), thread, view.record.place.channel_id)
        .await?;
    Ok(service.games().load_game(view.id()).await?)
}

/// The thread of `view` started from its pairing message `message`: made
/// now, or found made by an earlier try; `None` (the game is played in the
/// channel) when Discord does not allow threads there. A failure that may
/// pass (a lost answer, a server error) is an error, for the outbox to try
/// again.
async fn thread_from(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: u64,
    view: &GameView,
) -> Result<Option<u64>, BotError> {
    let builder = serenity::CreateThread::new(thread_name(view));
    let made = channel
        .create_thread_from_message(http, serenity::MessageId::new(message), builder)
        .await;
    match made {
        Ok(thread) => Ok(Some(thread.id.get())),
        // An earlier try made it; a thread started from a message has its id.
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
            if response.error.code == THREAD_ALREADY_CREATED =>
        {
            Ok(Some(message))
        }
        Err(error) if is_transient(&error) => Err(error.into()),
        Err(error) => {
            tracing::warn!(%error, game = %view.id(), "no thread for the tournament game; playing in the channel");
            if let Some(why) = ThreadRefusal::of(&error) {
                tell_no_thread(http, channel, view, why).await;
            }
            Ok(None)
        }
    }
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
    let Some(id) = service.tournaments().tournament_of_game(game).await? else {
        return Ok(Delivered::NoLongerApplies);
    };
    let tournament = service.tournaments().tournament(id).await?;
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
    let Some(id) = service.tournaments().tournament_of_game(game).await? else {
        return Ok(Delivered::NoLongerApplies);
    };
    let standings = service.tournaments().tournament_standings(id).await?;
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
        name = plain_text(&t.name),
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
