//! Button clicks and select menus: `on_click` handles every
//! `ButtonAction` of `custom_id.rs` (challenge answers, confirmations,
//! draw and takeback answers, the board's Move, Explore, Text, Analyse and
//! Rematch buttons, the move picker's menus in `pick`, pages of `/games`,
//! `/history`, `/leaderboard` and tournaments, puzzles, withdrawals,
//! privacy). A click whose work touches the database, renders or calls
//! Discord is acknowledged at once, a deferred update or a deferred private
//! reply (`deferral`), and answered by editing or following it up: Discord
//! drops a click not answered within 3 s.

use crate::service::GameError;
use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateActionRow, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
};
use tracing::{info, warn};

use crate::discord::commands::lang::click_lang;
use crate::discord::commands::post_challenge;
use crate::discord::context::Data;
use crate::discord::error::BotError;
use crate::discord::error::bot_error;
use crate::discord::presentation::board::post::{open_thread, post_board};
use crate::discord::presentation::board::words::{
    game_title, moves_headline, start_headline, takeback_headline,
};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::games_page::{games_page, next_game_note};
use crate::discord::presentation::history_page::history_page;
use crate::discord::presentation::leaderboard_page::{Scope, leaderboard_page};
use crate::discord::presentation::text::{fit_message, mention, message_link};
use crate::discord::presentation::users::player_of;
use crate::service::{GameView, Rematch, UserId, Viewer};
use crate::telemetry::Outcome;
use crate::{msg, tr};

/// Handles events poise does not: button clicks and modal submissions.
pub async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), BotError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Modal(submit),
    } = event
    {
        let result = crate::discord::commands::playing::explore::on_modal(ctx, submit, data).await;
        let outcome = result
            .as_ref()
            .map_or_else(|e| format!("failed: {e}"), |()| "ok".into());
        info!(modal = %submit.data.custom_id, user = %submit.user.id, outcome, "modal");
    }
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let started = std::time::Instant::now();
        let allowed = data.allow_command(click.user.id.get());
        let mut answer = Answer {
            http: &ctx.http,
            click,
            deferred: None,
        };
        let result = if allowed {
            on_click(ctx, click, data, &mut answer).await
        } else {
            Err(BotError::User(msg!("too-quickly")))
        };
        let button = ButtonAction::decode(&click.data.custom_id).map_or("unknown", |a| a.name());
        let counted = result.as_ref().err().map_or(Outcome::Ok, BotError::outcome);
        crate::telemetry::button(button, counted);
        let outcome = match result {
            Ok(()) => "ok".to_string(),
            Err(e) => {
                let text = format!("⚠️ {}", bot_error(click_lang(click), &e));
                if let Err(send) = answer.privately(&text).await {
                    warn!(error = %send, "could not deliver a button refusal");
                }
                format!("refused: {e}")
            }
        };
        info!(button = %click.data.custom_id, user = %click.user.id, latency_ms = started.elapsed().as_millis() as u64, outcome, "button");
    }
    Ok(())
}

async fn on_click(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    answer: &mut Answer<'_>,
) -> Result<(), BotError> {
    let action = ButtonAction::decode(&click.data.custom_id)
        .map_err(|_| BotError::User(msg!("button-outdated")))?;
    if let Some(deferral) = deferral(&action) {
        answer.defer(deferral).await?;
    }
    let answer = &*answer;
    let service = &data.service;
    let http = &ctx.http;
    let clicker = UserId(click.user.id.get());
    let (who, lang) = (mention(clicker.0), click_lang(click));
    match action {
        ButtonAction::AcceptChallenge(id) => {
            let open_thread = async |view: &_| open_thread(http, click.channel_id, view).await;
            let view = service
                .challenges()
                .accept_challenge_into_thread(id, player_of(&click.user), open_thread)
                .await?;
            let note = tr!(
                view.record.place.language,
                "challenge-accepted",
                player = who,
                game = view.id().to_string()
            );
            answer.add_note(&note).await?;
            post_board(http, service, &view, &start_headline(&view), None).await?;
        }
        ButtonAction::DeclineChallenge(id) => {
            let challenge = service
                .challenges()
                .decline_challenge(id, player_of(&click.user))
                .await?;
            let note = tr!(challenge.place.language, "declined-by", player = who);
            answer.add_note(&note).await?;
            service.outbox().challenge_notice_posted(id).await?;
        }
        ButtonAction::CancelChallenge(id) => {
            let challenge = service
                .challenges()
                .cancel_challenge(id, player_of(&click.user))
                .await?;
            let note = tr!(challenge.place.language, "challenge-cancelled-note");
            answer.add_note(&note).await?;
            service.outbox().challenge_notice_posted(id).await?;
        }
        ButtonAction::ConfirmResign { game, ply } => {
            let result = service.games().resign(game, clicker, Some(ply)).await?;
            let done = tr!(lang, "resign-done", game = game.to_string());
            answer.update(done, vec![]).await?;
            let headline = tr!(
                result.record.place.language,
                "resigned",
                title = game_title(&result.record),
                player = who
            );
            post_board(http, service, &result, &headline, None).await?;
        }
        ButtonAction::KeepPlaying { game } => {
            let kept = tr!(lang, "resign-kept", game = game.to_string());
            answer.update(kept, vec![]).await?;
        }
        ButtonAction::AnswerDraw { game, accept } => {
            let view = service.offers().answer_draw(game, clicker, accept).await?;
            let game_lang = view.record.place.language;
            if accept {
                answer
                    .add_note(&tr!(game_lang, "accepted-by", player = who.as_str()))
                    .await?;
                let headline = tr!(
                    game_lang,
                    "draw-accepted",
                    title = game_title(&view.record),
                    player = who
                );
                post_board(http, service, &view, &headline, None).await?;
            } else {
                answer
                    .add_note(&tr!(game_lang, "draw-declined", player = who))
                    .await?;
            }
        }
        ButtonAction::JoinTournament(_)
        | ButtonAction::LeaveTournament(_)
        | ButtonAction::StartTournament(_) => {
            let (text, buttons) =
                crate::discord::presentation::tournament::click(service, &action, &click.user)
                    .await?;
            answer.update(text, buttons).await?;
        }
        ButtonAction::ConfirmWithdrawal { .. } => {
            let guild = click.guild_id.map(|g| g.get());
            let text = crate::discord::presentation::tournament::confirm_withdrawal(
                lang, service, &action, clicker, guild,
            )
            .await?;
            answer.update(text, vec![]).await?;
        }
        ButtonAction::StayInTournament(_) => {
            answer
                .update(tr!(lang, "tournament-stayed"), vec![])
                .await?;
        }
        ButtonAction::ConfirmCancelTournament { .. } => {
            let guild = click.guild_id.map(|g| g.get());
            // Whether the clicker moderates is asked again at the press.
            let rank = match guild {
                Some(guild) => {
                    crate::discord::commands::server::rank::rank_of(
                        service,
                        guild,
                        click.member.as_ref(),
                    )
                    .await?
                }
                None => crate::service::Rank::Member,
            };
            let text = crate::discord::presentation::tournament::confirm_cancel(
                lang,
                http,
                service,
                &action,
                &click.user,
                guild,
                rank,
            )
            .await?;
            answer.update(text, vec![]).await?;
        }
        ButtonAction::KeepTournament(_) => {
            answer.update(tr!(lang, "tournament-kept"), vec![]).await?;
        }
        ButtonAction::ConfirmForget { .. } => {
            let text =
                crate::discord::commands::confirm_forget(lang, http, service, &action, clicker)
                    .await?;
            answer.update(text, vec![]).await?;
        }
        ButtonAction::KeepData { user } => {
            if clicker != user {
                return Err(BotError::User(msg!("privacy-not-yours")));
            }
            answer.update(tr!(lang, "privacy-kept"), vec![]).await?;
        }
        ButtonAction::TournamentRounds { tournament, page } => {
            let guild = click.guild_id.map(|g| g.get());
            let (content, components) = crate::discord::presentation::tournament::rounds_page(
                lang, service, tournament, guild, page,
            )
            .await?;
            answer.update(content, components).await?;
        }
        ButtonAction::AnswerTakeback { game, ply, accept } => {
            let result = service
                .offers()
                .answer_takeback(game, clicker, accept, Some(ply))
                .await?;
            let game_lang = result.game.record.place.language;
            if accept {
                answer
                    .add_note(&tr!(game_lang, "takeback-allowed", player = who))
                    .await?;
                let headline = takeback_headline(&result);
                post_board(http, service, &result.game, &headline, None).await?;
            } else {
                answer
                    .add_note(&tr!(game_lang, "declined-by", player = who))
                    .await?;
            }
        }
        ButtonAction::Rematch { game } => {
            match service
                .games()
                .rematch(game, player_of(&click.user))
                .await?
            {
                Rematch::Asked(challenge) => {
                    post_challenge(http, service, &challenge, None).await?;
                    let other = challenge
                        .opponent
                        .as_ref()
                        .map(|o| mention(o.id.0))
                        .unwrap_or_default();
                    let asked = tr!(lang, "rematch-asked", opponent = other);
                    answer.privately(&asked).await?;
                }
                Rematch::AlreadyStarted(view) => {
                    let link = game_link(&view);
                    answer
                        .privately(&tr!(lang, "rematch-begins", link = link))
                        .await?;
                }
                Rematch::Started(view) => {
                    let channel = serenity::ChannelId::new(view.record.place.channel_id);
                    let open = async |view: &_| open_thread(http, channel, view).await;
                    let view = service.challenges().show_in_thread(*view, open).await?;
                    let board =
                        post_board(http, service, &view, &start_headline(&view), None).await?;
                    let link = board.link.unwrap_or_default();
                    answer
                        .privately(&tr!(lang, "rematch-begins", link = link))
                        .await?;
                }
            }
        }
        ButtonAction::Analyse { game } => {
            crate::discord::commands::analyse_click(http, click, service, game).await?;
        }
        ButtonAction::LearnMistakes { game } => {
            let (text, picture) = crate::discord::commands::reviewing::puzzle::learn_reply(
                service,
                &click.user,
                game,
                lang,
            )
            .await?;
            answer.show(&text, vec![], Some(picture)).await?;
        }
        ButtonAction::DailyPuzzle { daily } => {
            let (text, picture) = crate::discord::commands::reviewing::puzzle::daily_reply(
                service,
                &click.user,
                click.guild_id.map(|g| g.get()),
                Some(daily),
                lang,
            )
            .await?;
            answer.show(&text, vec![], Some(picture)).await?;
        }
        ButtonAction::Leaderboard { kind, server, page } => {
            let scope = match (server, click.guild_id) {
                (true, Some(guild)) => Scope::Server(guild.get()),
                _ => Scope::Global,
            };
            let (content, components) =
                leaderboard_page(lang, service, kind, scope, page, clicker).await?;
            answer.update(content, components).await?;
        }
        ButtonAction::PickMove { .. }
        | ButtonAction::PickMenu { .. }
        | ButtonAction::PlayPicked { .. } => {
            pick(ctx, click, data, answer, action).await?;
        }
        ButtonAction::Explore { game } => {
            // A modal is the click's one response; the game is checked when
            // the moves come back (`explore::on_modal`).
            let modal = crate::discord::commands::playing::explore::explore_modal(lang, game);
            click
                .create_response(http, CreateInteractionResponse::Modal(modal))
                .await?;
        }
        ButtonAction::BoardText { game, ply } => {
            let view = visible_game(service, click, game).await?;
            let text =
                crate::discord::commands::reviewing::browse::position_text(lang, &view, ply)?;
            answer.privately(&text).await?;
        }
        ButtonAction::GamesPage { page } => {
            let me = UserId(click.user.id.get());
            let (content, components) = games_page(lang, service, me, page).await?;
            answer.update(content, components).await?;
        }
        ButtonAction::HistoryPage(query) => {
            let name = click
                .message
                .mentions
                .first()
                .map(|u| crate::discord::presentation::text::plain_name(&u.name))
                .unwrap_or_else(|| mention(query.user.0));
            let viewer = Viewer {
                user: clicker,
                guild: click.guild_id.map(|g| g.get()),
            };
            let (content, components) = history_page(lang, service, &name, query, viewer).await?;
            answer.update(content, components).await?;
        }
    }
    Ok(())
}

/// `game` for the clicker, who must be allowed to see it (as `/board`).
async fn visible_game(
    service: &crate::service::GameService,
    click: &ComponentInteraction,
    game: crate::service::GameId,
) -> Result<GameView, BotError> {
    let viewer = crate::service::Viewer {
        user: UserId(click.user.id.get()),
        guild: click.guild_id.map(|g| g.get()),
    };
    Ok(service.analysis().visible_game(game, viewer).await?)
}

/// How a click is acknowledged before its work, when that work may be
/// slow: Discord drops a click not answered within 3 s, and a database
/// under load, a render or a call to Discord can take that long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Deferral {
    /// The answer edits the clicked message (or, refused, says why privately).
    Update,
    /// The answer is a message only the clicker sees.
    PrivateReply,
}

/// How `action` is acknowledged at once; `None` for a button whose answer
/// needs no work (it answers directly, well within the 3 s).
fn deferral(action: &ButtonAction) -> Option<Deferral> {
    match action {
        // Nothing to do; an analysis defers by itself once its game is
        // known; Explore answers with a modal, which cannot follow a deferral.
        ButtonAction::KeepPlaying { .. }
        | ButtonAction::Explore { .. }
        | ButtonAction::Analyse { .. }
        | ButtonAction::StayInTournament(_)
        | ButtonAction::KeepTournament(_)
        | ButtonAction::KeepData { .. } => None,
        ButtonAction::Rematch { .. }
        | ButtonAction::PickMove { .. }
        | ButtonAction::BoardText { .. }
        | ButtonAction::LearnMistakes { .. }
        | ButtonAction::DailyPuzzle { .. } => Some(Deferral::PrivateReply),
        ButtonAction::AcceptChallenge(_)
        | ButtonAction::DeclineChallenge(_)
        | ButtonAction::CancelChallenge(_)
        | ButtonAction::ConfirmResign { .. }
        | ButtonAction::AnswerDraw { .. }
        | ButtonAction::AnswerTakeback { .. }
        | ButtonAction::JoinTournament(_)
        | ButtonAction::LeaveTournament(_)
        | ButtonAction::StartTournament(_)
        | ButtonAction::ConfirmWithdrawal { .. }
        | ButtonAction::ConfirmCancelTournament { .. }
        | ButtonAction::ConfirmForget { .. }
        | ButtonAction::TournamentRounds { .. }
        | ButtonAction::Leaderboard { .. }
        | ButtonAction::HistoryPage(_)
        | ButtonAction::GamesPage { .. }
        | ButtonAction::PickMenu { .. }
        | ButtonAction::PlayPicked { .. } => Some(Deferral::Update),
    }
}

/// The move picker: the Move button under a board opens it privately (for
/// the player to move; anyone else hears whose turn it is), its menus and
/// Back step through the service's choices, and Play plays the move
/// picked as `/move` does, refused when the position changed since.
async fn pick(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    data: &Data,
    answer: &Answer<'_>,
    action: ButtonAction,
) -> Result<(), BotError> {
    use crate::discord::presentation::picker::{PickerPage, page, preview_png, whose_turn};
    use crate::service::{PickerOpen, ServiceError};
    let service = &data.service;
    let clicker = UserId(click.user.id.get());
    let lang = click_lang(click);
    let (game, at, path) = match action {
        ButtonAction::PickMove { game, at } => (game, at, Vec::new()),
        ButtonAction::PickMenu { game, at, mut path } => {
            // A select menu adds the value chosen; the Back button has none.
            if let serenity::ComponentInteractionDataKind::StringSelect { values } =
                &click.data.kind
            {
                let [value] = values.as_slice() else {
                    return Err(BotError::User(msg!("button-outdated")));
                };
                path.push(value.clone());
            }
            (game, at, path)
        }
        ButtonAction::PlayPicked { game, at, notation } => {
            let result = crate::discord::commands::playing::play::play_picked(
                service, game, clicker, &notation, at,
            )
            .await?;
            let view = &result.game;
            let headline = moves_headline(view, &result.played);
            let text = headline.text().to_owned();
            // The engine, when it moves next, hears of the move from the service.
            let posted = post_board(&ctx.http, service, view, headline, None).await;
            let done = match posted {
                Ok(board) => {
                    let link = board.link.unwrap_or_default();
                    let posted = tr!(lang, "board-posted", headline = text, link = link);
                    match next_game_note(lang, service, clicker, view.id()).await {
                        Some(next) => fit_message(&format!("{posted}\n{next}")),
                        None => posted,
                    }
                }
                Err(error) => {
                    // The move is stored; the outbox posts its board.
                    tracing::error!(%error, game = %view.id(), "the move is saved but its board was not posted");
                    if let Err(error) = service.outbox().board_not_posted(view.id()).await {
                        tracing::warn!(%error, game = %view.id(), "could not hand the board to the delivery worker");
                    }
                    let why = bot_error(lang, &error);
                    format!(
                        "⚠️ {}",
                        tr!(lang, "move-saved-board-not-posted", error = why)
                    )
                }
            };
            return answer.show(&done, vec![], None).await;
        }
        _ => unreachable!("only picker actions come here"),
    };
    let (view, picker) = match service.games().open_picker(game, clicker, at).await? {
        PickerOpen::Picker { view, picker } => (view, picker),
        PickerOpen::NotYourTurn { view, to_move } => {
            return answer.privately(&whose_turn(lang, &view, to_move)).await;
        }
    };
    let shown = page(lang, &view, &picker, &path).ok_or(BotError::Service(ServiceError::Game(
        GameError::PositionChanged,
    )))?;
    match shown {
        PickerPage::Menu {
            content,
            components,
        } => answer.show(&content, components, None).await,
        PickerPage::Preview {
            content,
            components,
            after,
        } => {
            let png = preview_png(service, &after, clicker).await?;
            let file = serenity::CreateAttachment::bytes(
                png,
                format!("preview-{}-ply-{}.png", view.id().0, after.game.ply()),
            )
            .description(crate::discord::presentation::alt_text::board_description(
                &after,
            ));
            answer.show(&content, components, Some(file)).await
        }
    }
}

/// Where `view` is shown: its board message, else its thread or channel.
fn game_link(view: &GameView) -> String {
    let channel = view
        .record
        .thread_id
        .unwrap_or(view.record.place.channel_id);
    match view.record.board_message_id {
        Some(message) => message_link(view.record.place.guild_id, channel, message),
        None => format!("<#{channel}>"),
    }
}

/// The answer to one click: Discord takes exactly one response per click;
/// after a deferral, the answer edits or follows it up.
struct Answer<'a> {
    http: &'a serenity::Http,
    click: &'a ComponentInteraction,
    deferred: Option<Deferral>,
}

impl Answer<'_> {
    /// Acknowledges the click now; the answer comes later.
    async fn defer(&mut self, how: Deferral) -> Result<(), BotError> {
        match how {
            Deferral::Update => self.click.defer(self.http).await?,
            Deferral::PrivateReply => self.click.defer_ephemeral(self.http).await?,
        }
        self.deferred = Some(how);
        Ok(())
    }

    /// A message only the clicker sees.
    async fn privately(&self, text: &str) -> Result<(), BotError> {
        match self.deferred {
            None => {
                let reply = response_text(text).ephemeral(true);
                self.respond(CreateInteractionResponse::Message(reply))
                    .await
            }
            // The deferred reply is already private: it becomes the text.
            Some(Deferral::PrivateReply) => self.edit(text, None).await,
            Some(Deferral::Update) => {
                let followup = CreateInteractionResponseFollowup::new()
                    .content(fit_message(text))
                    .ephemeral(true)
                    .allowed_mentions(crate::discord::presentation::text::no_pings());
                self.click.create_followup(self.http, followup).await?;
                Ok(())
            }
        }
    }

    /// Adds a line saying how the question was answered and removes its buttons.
    async fn add_note(&self, note: &str) -> Result<(), BotError> {
        let text = format!("{}\n{note}", self.click.message.content);
        self.update(text, vec![]).await
    }

    /// Replaces the clicked message's text and buttons.
    async fn update(
        &self,
        content: String,
        components: Vec<CreateActionRow>,
    ) -> Result<(), BotError> {
        if self.deferred.is_some() {
            return self.edit(&content, Some(components)).await;
        }
        let message = response_text(&content).components(components);
        self.respond(CreateInteractionResponse::UpdateMessage(message))
            .await
    }

    /// Fills in the deferred answer: the clicked message after a deferred
    /// update, the private reply after a deferred one.
    async fn edit(
        &self,
        content: &str,
        components: Option<Vec<CreateActionRow>>,
    ) -> Result<(), BotError> {
        let mut edit = EditInteractionResponse::new()
            .content(fit_message(content))
            .allowed_mentions(crate::discord::presentation::text::no_pings());
        if let Some(components) = components {
            edit = edit.components(components);
        }
        self.click.edit_response(self.http, edit).await?;
        Ok(())
    }

    /// Fills in the deferred answer (the private reply, or the private
    /// message clicked) with `content`, `components` and `file` as its only
    /// attachment (none: any earlier one is removed).
    async fn show(
        &self,
        content: &str,
        components: Vec<CreateActionRow>,
        file: Option<serenity::CreateAttachment>,
    ) -> Result<(), BotError> {
        let mut edit = EditInteractionResponse::new()
            .content(fit_message(content))
            .allowed_mentions(crate::discord::presentation::text::no_pings())
            .components(components);
        edit = match file {
            Some(file) => edit.new_attachment(file),
            None => edit.clear_attachments(),
        };
        self.click.edit_response(self.http, edit).await?;
        Ok(())
    }

    async fn respond(&self, response: CreateInteractionResponse) -> Result<(), BotError> {
        self.click.create_response(self.http, response).await?;
        Ok(())
    }
}

/// A response saying `text`, cut to fit a message.
fn response_text(text: &str) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(fit_message(text))
        .allowed_mentions(crate::discord::presentation::text::no_pings())
}
