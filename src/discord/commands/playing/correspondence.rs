//! `/notify`, `/draw`, `/takeback`: correspondence conveniences, and the
//! opponent's answer buttons to a draw offer or a takeback request.

use crate::tr;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateMessage};

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{
    BotError, Context, autocomplete_game, caller_id, game_named_or_meant, reply_privately,
};
use crate::discord::presentation::board::post::post_board;
use crate::discord::presentation::board::words::{game_title, takeback_headline};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::text::mention;
use crate::i18n::{self, Arg};
use crate::service::{GameId, GameView, UnnamedGame, UserId};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum OnOff {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// Also get a direct message when it is your turn.
#[poise::command(slash_command)]
pub async fn notify(ctx: Context<'_>, dm: OnOff) -> Result<(), BotError> {
    let on = matches!(dm, OnOff::On);
    ctx.data()
        .service
        .settings()
        .set_notify_dm(caller_id(ctx), on)
        .await?;
    let lang = user_lang(ctx);
    let text = if on {
        tr!(lang, "notify-on")
    } else {
        tr!(lang, "notify-off")
    };
    reply_privately(ctx, &text).await
}

/// Offer your opponent a draw; they accept or decline with buttons.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let (id, me) = (any_game(ctx, game.as_deref()).await?, caller_id(ctx));
    let view = ctx.data().service.offers().offer_draw(id, me).await?;
    let (lang, game_lang) = (user_lang(ctx), view.record.place.language);
    if !view.record.is_active() {
        // The opponent had offered first: offering back agreed to it.
        ctx.defer_ephemeral().await?;
        let headline = tr!(
            game_lang,
            "draw-both-offered",
            title = game_title(&view.record),
            opponent = opponent_mention(&view, me),
            player = mention(me.0)
        );
        let link = post_board_link(ctx, &view, &headline).await?;
        return reply_privately(ctx, &tr!(lang, "draw-agreed-reply", link = link)).await;
    }
    if view.record.engine.is_some() {
        ctx.defer_ephemeral().await?;
        let answered = ctx.data().engine.answer_draw(&view).await?;
        if answered.record.is_active() {
            return reply_privately(ctx, &tr!(lang, "draw-engine-declines")).await;
        }
        let headline = tr!(
            game_lang,
            "draw-agreed",
            title = game_title(&answered.record)
        );
        let link = post_board_link(ctx, &answered, &headline).await?;
        return reply_privately(ctx, &tr!(lang, "draw-engine-accepts", link = link)).await;
    }
    let action = |accept| ButtonAction::AnswerDraw { game: id, accept };
    ask_opponent(ctx, &view, me, &DRAW_OFFER, action).await
}

/// Ask to take back your last move, before your opponent replies.
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let (id, me) = (any_game(ctx, game.as_deref()).await?, caller_id(ctx));
    let view = ctx.data().service.offers().request_takeback(id, me).await?;
    let lang = user_lang(ctx);
    if let Some(engine) = view.record.engine {
        ctx.defer_ephemeral().await?;
        let result = ctx.data().engine.answer_takeback(&view).await?;
        if result.removed.is_empty() {
            let no = tr!(
                lang,
                "takeback-engine-refuses",
                level = engine.level.to_string()
            );
            return reply_privately(ctx, &no).await;
        }
        let link = post_board_link(ctx, &result.game, &takeback_headline(&result)).await?;
        return reply_privately(ctx, &tr!(lang, "takeback-done", link = link)).await;
    }
    let ply = view.game.ply();
    let action = |accept| ButtonAction::AnswerTakeback {
        game: id,
        ply,
        accept,
    };
    ask_opponent(ctx, &view, me, &TAKEBACK_REQUEST, action).await
}

/// What a request asks of the opponent: the catalogue keys of its message
/// (with `opponent`, `player` and `title`) and of its yes-button.
struct Request {
    text: &'static str,
    yes: &'static str,
    yes_style: ButtonStyle,
}

const DRAW_OFFER: Request = Request {
    text: "draw-offer",
    yes: "draw-accept-button",
    yes_style: ButtonStyle::Success,
};

/// The answer to the draw offer in `game`: the offer says who answered
/// and how; accepted, the drawn game's board is posted.
pub async fn on_draw_answer(c: &Click<'_>, game: GameId, accept: bool) -> Result<(), BotError> {
    let service = c.service();
    let view = service
        .offers()
        .answer_draw(game, c.clicker(), accept)
        .await?;
    let game_lang = view.record.place.language;
    let who = c.who();
    if accept {
        c.add_note(&tr!(game_lang, "accepted-by", player = who.as_str()))
            .await?;
        let headline = tr!(
            game_lang,
            "draw-accepted",
            title = game_title(&view.record),
            player = who
        );
        post_board(c.http(), service, &view, &headline, None).await?;
    } else {
        c.add_note(&tr!(game_lang, "draw-declined", player = who))
            .await?;
    }
    Ok(())
}

/// The answer to the takeback request made at `ply` of `game`: the
/// request says who answered; allowed, the board is posted again.
pub async fn on_takeback_answer(
    c: &Click<'_>,
    game: GameId,
    ply: usize,
    accept: bool,
) -> Result<(), BotError> {
    let service = c.service();
    let result = service
        .offers()
        .answer_takeback(game, c.clicker(), accept, Some(ply))
        .await?;
    let game_lang = result.game.record.place.language;
    if accept {
        c.add_note(&tr!(game_lang, "takeback-allowed", player = c.who()))
            .await?;
        let headline = takeback_headline(&result);
        post_board(c.http(), service, &result.game, &headline, None).await?;
    } else {
        c.add_note(&tr!(game_lang, "declined-by", player = c.who()))
            .await?;
    }
    Ok(())
}

const TAKEBACK_REQUEST: Request = Request {
    text: "takeback-request",
    yes: "takeback-allow-button",
    yes_style: ButtonStyle::Primary,
};

/// Asks `me`'s opponent `request` in the game's language, with the answer
/// buttons `action` makes (yes, then no).
async fn ask_opponent(
    ctx: Context<'_>,
    view: &GameView,
    me: UserId,
    request: &Request,
    action: impl Fn(bool) -> ButtonAction,
) -> Result<(), BotError> {
    let lang = view.record.place.language;
    let args = [
        ("opponent", Arg::from(opponent_mention(view, me))),
        ("player", Arg::from(mention(me.0))),
        ("title", Arg::from(game_title(&view.record))),
    ];
    let text = i18n::text(lang, request.text, &args);
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new(action(true).encode())
            .label(i18n::text(lang, request.yes, &[]))
            .style(request.yes_style),
        CreateButton::new(action(false).encode())
            .label(tr!(lang, "button-decline"))
            .style(ButtonStyle::Secondary),
    ]);
    post_request(ctx, view, text, buttons).await
}

/// `me`'s opponent in `view`, mentioned.
fn opponent_mention(view: &GameView, me: UserId) -> String {
    mention(
        view.record
            .opponent_of(me)
            .map(|p| p.id.0)
            .unwrap_or_default(),
    )
}

/// Posts the board of `view` in its thread under `headline`; its link, for
/// the private answer to the command.
async fn post_board_link(
    ctx: Context<'_>,
    view: &GameView,
    headline: &str,
) -> Result<String, BotError> {
    let board = post_board(ctx.http(), &ctx.data().service, view, headline, None).await?;
    Ok(board.link.unwrap_or_default())
}

/// The game option, else this thread's game, else the caller's only active
/// game (whoever's turn it is: offers are often made on the opponent's turn).
async fn any_game(ctx: Context<'_>, game: Option<&str>) -> Result<GameId, BotError> {
    game_named_or_meant(ctx, game, UnnamedGame::InProgress).await
}

/// Shows the request with its buttons in the game's thread: as the reply when
/// used there, otherwise posted there with a private confirmation here.
async fn post_request(
    ctx: Context<'_>,
    view: &GameView,
    text: String,
    buttons: CreateActionRow,
) -> Result<(), BotError> {
    let game_channel = view
        .record
        .thread_id
        .unwrap_or(view.record.place.channel_id);
    // The request is addressed to the opponent, who must answer it.
    let opponent = view.record.opponent_of(caller_id(ctx)).map(|p| p.id.0);
    let pings = crate::discord::presentation::text::pings_only(opponent);
    // A reply deferred privately (the database was slow) cannot carry it.
    if game_channel == ctx.channel_id().get() && !crate::discord::commands::answered(ctx) {
        ctx.send(
            poise::CreateReply::default()
                .content(text)
                .components(vec![buttons])
                .allowed_mentions(pings),
        )
        .await?;
    } else {
        let message = serenity::ChannelId::new(game_channel)
            .send_message(
                ctx.http(),
                CreateMessage::new()
                    .content(text)
                    .components(vec![buttons])
                    .allowed_mentions(pings),
            )
            .await?;
        let reply = tr!(user_lang(ctx), "request-sent", link = message.link());
        reply_privately(ctx, &reply).await?;
    }
    Ok(())
}
