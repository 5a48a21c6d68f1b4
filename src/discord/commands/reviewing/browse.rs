//! `/board`, `/games`, `/history`: looking at games (older games:
//! `archive.rs`), and their buttons: a board's Text, the pages of
//! `/games` and `/history`.

use crate::{msg, tr};
use poise::serenity_prelude as serenity;

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::playing::challenge::GameChoice;
use crate::discord::commands::{
    BotError, Context, autocomplete_game, load_visible_game, parse_game_id, resolve_game,
};
use crate::discord::commands::{
    caller_id, reply_privately, reply_privately_with_buttons, reply_with_buttons, viewer,
};
use crate::discord::presentation::board::picture::{attachment, board_png, public_orientation};
use crate::discord::presentation::board::text::board_text;
use crate::discord::presentation::board::words::{game_title, score_text, status_text};
use crate::discord::presentation::custom_id::HistoryQuery;
use crate::discord::presentation::games_page::games_page;
use crate::discord::presentation::history_page::history_page;
use crate::discord::presentation::text::{fit_message, mention, plain_name};
use crate::discord::presentation::users::display_name;
use crate::i18n::Lang;
use crate::service::{ClockStatus, GameId, GameStatus, GameView, HistoryFilter, UserId};

/// Post the board of a game: now, or after any number of moves.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
    ply: Option<i64>,
    text: Option<bool>,
) -> Result<(), BotError> {
    let id = match &game {
        Some(text) => parse_game_id(text)?,
        None => resolve_game(ctx, None).await?,
    };
    let view = load_visible_game(ctx, id).await?;
    let clock = ctx.data().service.clocks().clock_status(&view).await?;
    let total = view.game.ply();
    let shown_ply = match ply {
        None => total,
        Some(n) => usize::try_from(n)
            .ok()
            .filter(|n| *n <= total)
            .ok_or_else(|| {
                BotError::User(msg!(
                    "ply-out-of-range",
                    game = id.to_string(),
                    total = total
                ))
            })?,
    };
    if text == Some(true) {
        let text = position_text(user_lang(ctx), &view, shown_ply)?;
        return reply_privately(ctx, &text).await;
    }
    crate::discord::runtime::retry::with_retry("defer", || ctx.defer()).await?;
    // The board now, or the game rewound to `shown_ply`; one send path for both.
    let shown = shown_position(&view, shown_ply);
    let heading = board_heading(&shown, total);
    let content = if shown_ply == total {
        format!("{heading}\n{}", status_text(&view, &clock))
    } else {
        format!(
            "{heading}\n{}",
            score_text(view.record.place.language, &shown.game)
        )
    };
    // A past position is shown without clocks: they belong to the present.
    let shown_clock = if shown_ply == total {
        clock
    } else {
        ClockStatus::default()
    };
    let side = public_orientation(&shown);
    let png = board_png(&ctx.data().service, &shown, &shown_clock, side).await?;
    let reply = poise::CreateReply::default()
        .content(fit_message(&content))
        .attachment(attachment(&shown, png));
    crate::discord::runtime::retry::with_retry("post the board", || ctx.send(reply.clone()))
        .await?;
    Ok(())
}

/// `view`'s position after `ply` moves as text (`/board text:true`, the
/// Text button), privately, in the reader's language `lang`.
fn position_text(lang: Lang, view: &GameView, ply: usize) -> Result<String, BotError> {
    let total = view.game.ply();
    if ply > total {
        return Err(BotError::User(msg!(
            "ply-out-of-range",
            game = view.id().to_string(),
            total = total
        )));
    }
    let mut shown = shown_position(view, ply);
    shown.record.place.language = lang;
    let heading = board_heading(&shown, total);
    Ok(board_text(&shown, &heading))
}

/// `view` as it stood after `ply` moves: itself at its last ply, else the
/// game rewound, and then still being played (its picture shows who was to
/// move, not how it ended).
fn shown_position(view: &GameView, ply: usize) -> GameView {
    if ply == view.game.ply() {
        return view.clone();
    }
    let mut past = view.clone();
    past.game = view.game.rewound(ply);
    past.record.status = GameStatus::Active;
    past.record.result = None;
    past.record.ended_by = None;
    past
}

/// "**Abande #12** after 20 moves", or "after 12 of 20 moves" (with the
/// last move) for a position `shown` of a game of `total` moves.
fn board_heading(shown: &GameView, total: usize) -> String {
    let lang = shown.record.place.language;
    let title = game_title(&shown.record);
    let ply = shown.game.ply();
    if ply == total {
        return tr!(lang, "board-now", title = title, total = total);
    }
    match shown.game.last_move() {
        Some(m) => tr!(
            lang,
            "board-at-ply-last",
            title = title,
            ply = ply,
            total = total,
            last = m.to_string()
        ),
        None => tr!(
            lang,
            "board-at-ply",
            title = title,
            ply = ply,
            total = total
        ),
    }
}

/// Your games: those waiting for you first (least time left first), then your challenges.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), BotError> {
    let (content, components) =
        games_page(user_lang(ctx), &ctx.data().service, caller_id(ctx), 1).await?;
    reply_privately_with_buttons(ctx, &content, components).await
}

/// Finished games, newest first (ten per page).
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    #[rename = "kind"] game: Option<GameChoice>,
    opponent: Option<serenity::User>,
) -> Result<(), BotError> {
    let user = user.unwrap_or_else(|| ctx.author().clone());
    let filter = HistoryFilter {
        opponent: opponent.map(|o| UserId(o.id.get())),
        kind: game.map(Into::into),
    };
    let query = HistoryQuery {
        user: UserId(user.id.get()),
        page: 1,
        filter,
    };
    // Another player's games as `/game` would show them: this server's,
    // and the caller's own.
    let (content, components) = history_page(
        user_lang(ctx),
        &ctx.data().service,
        &display_name(&user),
        query,
        viewer(ctx),
    )
    .await?;
    reply_with_buttons(ctx, &content, components).await
}

/// A board's Text button: its position after `ply` moves as text,
/// privately, for a clicker allowed to see the game (as `/board`).
pub async fn on_text(c: &Click<'_>, game: GameId, ply: usize) -> Result<(), BotError> {
    let view = c
        .service()
        .analysis()
        .visible_game(game, c.viewer())
        .await?;
    c.privately(&position_text(c.lang(), &view, ply)?).await
}

/// A page of the clicker's `/games`.
pub async fn on_games_page(c: &Click<'_>, page: i64) -> Result<(), BotError> {
    let (content, components) = games_page(c.lang(), c.service(), c.clicker(), page).await?;
    c.update(content, components).await
}

/// A page of `/history`: the player named as the message first mentions
/// them, else by mention.
pub async fn on_history_page(c: &Click<'_>, query: HistoryQuery) -> Result<(), BotError> {
    let name = c
        .click
        .message
        .mentions
        .first()
        .map(|u| plain_name(&u.name))
        .unwrap_or_else(|| mention(query.user.0));
    let (content, components) =
        history_page(c.lang(), c.service(), &name, query, c.viewer()).await?;
    c.update(content, components).await
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::tr;

    #[test]
    fn one_move_is_singular_in_the_boards_heading() {
        let one = tr!(Lang::En, "board-now", title = "T", total = 1usize);
        assert_eq!(one, "**T** after 1 move");
        let two = tr!(Lang::En, "board-now", title = "T", total = 2usize);
        assert_eq!(two, "**T** after 2 moves");
        let french = tr!(
            Lang::Fr,
            "board-at-ply",
            title = "T",
            ply = 1usize,
            total = 3usize
        );
        assert_eq!(french, "**T** après 1 coup sur 3");
    }
}
