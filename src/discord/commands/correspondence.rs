//! `/notify`, `/draw`, `/takeback`: correspondence conveniences.

use crate::msg;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateMessage};

use super::{BotError, Context, autocomplete_game, parse_game_id, reply_privately};
use crate::discord::ButtonAction;
use crate::discord::board_post::{game_title, post_board, takeback_headline};
use crate::discord::text::mention;
use crate::service::{GameId, GameView, UserId};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum OnOff {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// Also get a direct message when it is your turn.
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Direct message when it is your turn"] dm: OnOff,
) -> Result<(), BotError> {
    let on = matches!(dm, OnOff::On);
    ctx.data()
        .service
        .set_notify_dm(UserId(ctx.author().id.get()), on)
        .await?;
    let text = if on {
        "You will get a direct message when it is your turn (if your privacy settings allow direct messages from this server)."
    } else {
        "No more direct messages; turns are still announced in the game threads."
    };
    reply_privately(ctx, text).await
}

/// Offer your opponent a draw; they accept or decline with buttons.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Which game (not needed inside a game thread)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), BotError> {
    let id = any_game(ctx, game.as_deref()).await?;
    let me = UserId(ctx.author().id.get());
    let view = ctx.data().service.offer_draw(id, me).await?;
    let opponent = view.opponent_of(me).map(|p| p.id.0).unwrap_or_default();
    if !view.is_active() {
        // The opponent had offered first: offering back agreed to it.
        ctx.defer_ephemeral().await?;
        let headline = format!(
            "**{}** · 🤝 {} and {} both offered a draw.",
            game_title(&view),
            mention(opponent),
            mention(me.0)
        );
        let board = post_board(ctx.http(), &ctx.data().service, &view, &headline, None).await?;
        let reply = format!(
            "Your opponent had offered a draw too: the game is drawn. {}",
            board.link.unwrap_or_default()
        );
        return reply_privately(ctx, &reply).await;
    }
    if view.engine.is_some() {
        ctx.defer_ephemeral().await?;
        let answered = ctx.data().engine.answer_draw(&view).await?;
        if answered.is_active() {
            let no = "My engine declines: it does not see the position as dead equal. Play on!";
            return reply_privately(ctx, no).await;
        }
        let headline = format!("**{}** · 🤝 Drawn by agreement.", game_title(&answered));
        let board = post_board(ctx.http(), &ctx.data().service, &answered, &headline, None).await?;
        let yes = format!(
            "My engine accepts: the game is drawn. {}",
            board.link.unwrap_or_default()
        );
        return reply_privately(ctx, &yes).await;
    }
    let text = format!(
        "{} The offer lapses if you move instead.",
        request_text(&view, me, "🤝", "offers a draw")
    );
    let buttons = answer_buttons(
        |accept| ButtonAction::AnswerDraw { game: id, accept },
        "Accept draw",
        ButtonStyle::Success,
    );
    post_request(ctx, &view, text, buttons).await
}

/// Ask to take back your last move, before your opponent replies.
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Which game (not needed inside a game thread)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<String>,
) -> Result<(), BotError> {
    let id = any_game(ctx, game.as_deref()).await?;
    let me = UserId(ctx.author().id.get());
    let view = ctx.data().service.request_takeback(id, me).await?;
    if let Some(engine) = view.engine {
        ctx.defer_ephemeral().await?;
        let result = ctx.data().engine.answer_takeback(&view).await?;
        if result.removed.is_empty() {
            let no = format!(
                "My engine at level {} does not take moves back (only levels 1 and 2 do).",
                engine.level
            );
            return reply_privately(ctx, &no).await;
        }
        let headline = takeback_headline(&result);
        let board = post_board(
            ctx.http(),
            &ctx.data().service,
            &result.game,
            &headline,
            None,
        )
        .await?;
        let yes = format!("Taken back. {}", board.link.unwrap_or_default());
        return reply_privately(ctx, &yes).await;
    }
    let ply = view.game.ply();
    let text = request_text(&view, me, "↩️", "asks to take back their last move");
    let buttons = answer_buttons(
        |accept| ButtonAction::AnswerTakeback {
            game: id,
            ply,
            accept,
        },
        "Allow takeback",
        ButtonStyle::Primary,
    );
    post_request(ctx, &view, text, buttons).await
}

/// A request addressed to `me`'s opponent, such as "🤝 @bob, @alice offers
/// a draw in **Abande #3**.", `asks` being the middle part.
fn request_text(view: &GameView, me: UserId, icon: &str, asks: &str) -> String {
    let opponent = view.opponent_of(me).map(|p| p.id.0).unwrap_or_default();
    format!(
        "{icon} {}, {} {asks} in **{}**.",
        mention(opponent),
        mention(me.0),
        game_title(view)
    )
}

/// The opponent's two answers to a request: `yes` and "Decline".
fn answer_buttons(
    action: impl Fn(bool) -> ButtonAction,
    yes: &str,
    yes_style: ButtonStyle,
) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(action(true).to_string())
            .label(yes)
            .style(yes_style),
        CreateButton::new(action(false).to_string())
            .label("Decline")
            .style(ButtonStyle::Secondary),
    ])
}

/// The game option, else this thread's game, else the caller's only active
/// game (whoever's turn it is: offers are often made on the opponent's turn).
async fn any_game(ctx: Context<'_>, game: Option<&str>) -> Result<GameId, BotError> {
    if let Some(text) = game {
        return parse_game_id(text);
    }
    let service = &ctx.data().service;
    if let Some(id) = service.game_for_thread(ctx.channel_id().get()).await? {
        return Ok(id);
    }
    match service
        .active_games(UserId(ctx.author().id.get()))
        .await?
        .as_slice()
    {
        [only] => Ok(only.id),
        [] => Err(BotError::User(msg!("no-game-in-progress"))),
        _ => Err(BotError::User(msg!("several-games"))),
    }
}

/// Shows the request with its buttons in the game's thread: as the reply when
/// used there, otherwise posted there with a private confirmation here.
async fn post_request(
    ctx: Context<'_>,
    view: &GameView,
    text: String,
    buttons: CreateActionRow,
) -> Result<(), BotError> {
    let game_channel = view.thread_id.unwrap_or(view.place.channel_id);
    if game_channel == ctx.channel_id().get() {
        ctx.send(
            poise::CreateReply::default()
                .content(text)
                .components(vec![buttons]),
        )
        .await?;
    } else {
        let message = serenity::ChannelId::new(game_channel)
            .send_message(
                ctx.http(),
                CreateMessage::new().content(text).components(vec![buttons]),
            )
            .await?;
        let reply = format!("Sent to the game: {}", message.link());
        reply_privately(ctx, &reply).await?;
    }
    Ok(())
}
