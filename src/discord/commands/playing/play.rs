//! `/move`, `/pass`, `/resign`, and their buttons: the resignation's
//! confirmation, and the move picker opened by a board's Move button.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{
    BotError, Context, autocomplete_game, caller_id, in_time, resolve_game, viewer,
};
use crate::discord::error::bot_error;
use crate::discord::presentation::board::post::{ReplyTo, post_board};
use crate::discord::presentation::board::words::{Headline, game_title, moves_headline};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::games_page::next_game_note;
use crate::discord::presentation::text::fit_message;
use crate::discord::presentation::words::move_label;
use crate::discord::runtime::retry::with_retry;
use crate::i18n::Lang;
use crate::service::{GameError, GameId, GameView, MoveResult, PositionStamp, ServiceError};
use crate::{msg, tr};
use abande_rules::{Game, Move, describe};

/// Make a move: Abande `d4`, `e2-d3` or `pass`; Abalone `a1b2` or `c6c7d6`.
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[rename = "move"]
    #[autocomplete = "autocomplete_move"]
    #[max_length = 64] // crate::service::MAX_MOVE_TEXT; poise takes a literal here
    text: String,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    play(ctx, game, &text).await
}

/// Pass your turn (Abande, only when you have no pieces left in hand).
#[poise::command(slash_command)]
pub async fn pass(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    play(ctx, game, "pass").await
}

/// The longest a player waits to hear whether a move was saved, the
/// database away or not (within Discord's 15 minutes, and far within the
/// 10 s promised in the README).
pub const MOVE_ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_secs(8);

/// Plays `text` for the caller in the game meant (see `resolve_game`) and
/// announces it. While the database does not answer, the reply is
/// deferred within Discord's 3 s (`deferring_action`, as every command's)
/// and the player hears within
/// [`MOVE_ANSWER_WITHIN`] that the move was not saved, or, when the
/// database went away during the commit and cannot be asked since, that
/// it may have been.
async fn play(ctx: Context<'_>, game: Option<String>, text: &str) -> Result<(), BotError> {
    let me = caller_id(ctx);
    let work = async {
        let id = resolve_game(ctx, game.as_deref()).await?;
        Ok(ctx.data().service.games().play_move(id, me, text).await?)
    };
    let result = saved_or_why(in_time(MOVE_ANSWER_WITHIN, work).await, text)?;
    announce(ctx, result).await
}

/// The move played, or why not: a database that did not answer is told
/// as "not saved" or "may be saved", as the case is.
fn saved_or_why(
    result: Result<MoveResult, Option<BotError>>,
    text: &str,
) -> Result<MoveResult, BotError> {
    match result {
        Ok(result) => Ok(result),
        Err(Some(BotError::Service(
            ServiceError::Unavailable(detail) | ServiceError::Storage(detail),
        ))) => {
            tracing::warn!(%detail, "a move was not saved: the database is unavailable");
            Err(BotError::Database(msg!("move-not-saved", move = text)))
        }
        Err(Some(BotError::Service(ServiceError::MaybeSaved(detail)))) => {
            tracing::warn!(%detail, "a move may or may not be saved");
            Err(BotError::Database(msg!("move-maybe-saved", move = text)))
        }
        Err(Some(error)) => Err(error),
        // Dropped while waiting: the commit may have been under way.
        Err(None) => {
            tracing::warn!("a move got no answer from the database in time");
            Err(BotError::Database(msg!("move-maybe-saved", move = text)))
        }
    }
}

/// Resign a game (asks for confirmation).
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let work = async {
        let id = resolve_game(ctx, game.as_deref()).await?;
        let ply = ctx
            .data()
            .service
            .games()
            .can_resign(id, caller_id(ctx))
            .await?;
        Ok((id, ply))
    };
    let (id, ply) = in_time(MOVE_ANSWER_WITHIN, work)
        .await
        .map_err(|error| error.unwrap_or_else(no_answer))?;
    let lang = user_lang(ctx);
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new(ButtonAction::ConfirmResign { game: id, ply }.encode())
            .label(tr!(lang, "resign-yes-button"))
            .style(ButtonStyle::Danger),
        CreateButton::new(ButtonAction::KeepPlaying { game: id }.encode())
            .label(tr!(lang, "resign-no-button"))
            .style(ButtonStyle::Secondary),
    ]);
    let reply = poise::CreateReply::default()
        .content(tr!(lang, "resign-confirm", game = id.to_string()))
        .components(vec![buttons])
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// The resignation's Yes: `game` is resigned, unless it moved on from
/// `ply`, and its board posted.
pub async fn on_resign(c: &Click<'_>, game: GameId, ply: usize) -> Result<(), BotError> {
    let (http, service) = (c.http(), c.service());
    let result = service.games().resign(game, c.clicker(), Some(ply)).await?;
    let done = tr!(c.lang(), "resign-done", game = game.to_string());
    c.update(done, vec![]).await?;
    let headline = tr!(
        result.record.place.language,
        "resigned",
        title = game_title(&result.record),
        player = c.who()
    );
    post_board(http, service, &result, &headline, None).await?;
    Ok(())
}

/// The resignation's No.
pub async fn on_keep_playing(c: &Click<'_>, game: GameId) -> Result<(), BotError> {
    let kept = tr!(c.lang(), "resign-kept", game = game.to_string());
    c.update(kept, vec![]).await
}

/// The Move button under a board standing `at`: the move picker, opened
/// privately for the player to move (anyone else hears whose turn it is).
pub async fn on_pick(c: &Click<'_>, game: GameId, at: PositionStamp) -> Result<(), BotError> {
    show_picker(c, game, at, Vec::new()).await
}

/// A menu of the picker (the value chosen is the path's next key), or its
/// Back button (no value: `path` shown again).
pub async fn on_pick_menu(
    c: &Click<'_>,
    game: GameId,
    at: PositionStamp,
    mut path: Vec<String>,
) -> Result<(), BotError> {
    if let serenity::ComponentInteractionDataKind::StringSelect { values } = &c.click.data.kind {
        let [value] = values.as_slice() else {
            return Err(BotError::User(msg!("button-outdated")));
        };
        path.push(value.clone());
    }
    show_picker(c, game, at, path).await
}

/// The picker at `path`, from the service's choices; refused when the
/// position changed since `at`.
async fn show_picker(
    c: &Click<'_>,
    game: GameId,
    at: PositionStamp,
    path: Vec<String>,
) -> Result<(), BotError> {
    use crate::discord::presentation::picker::{PickerPage, page, preview_png, whose_turn};
    use crate::service::PickerOpen;
    let (service, clicker, lang) = (c.service(), c.clicker(), c.lang());
    let (view, picker) = match service.games().open_picker(game, clicker, at).await? {
        PickerOpen::Picker { view, picker } => (view, picker),
        PickerOpen::NotYourTurn { view, to_move } => {
            return c.privately(&whose_turn(lang, &view, to_move)).await;
        }
    };
    let shown = page(lang, &view, &picker, &path).ok_or(BotError::Service(ServiceError::Game(
        GameError::PositionChanged,
    )))?;
    match shown {
        PickerPage::Menu {
            content,
            components,
        } => c.show(&content, components, None).await,
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
            c.show(&content, components, Some(file)).await
        }
    }
}

/// The picker's Play: plays `notation`, picked in a picker opened `at`, as
/// `/move` does (within [`MOVE_ANSWER_WITHIN`], with the same words when
/// the database does not answer), refused when the position changed since.
pub async fn on_play_picked(
    c: &Click<'_>,
    game: GameId,
    at: PositionStamp,
    notation: String,
) -> Result<(), BotError> {
    let (service, clicker, lang) = (c.service(), c.clicker(), c.lang());
    let work = async {
        Ok(service
            .games()
            .play_picked(game, clicker, &notation, at)
            .await?)
    };
    let result = saved_or_why(in_time(MOVE_ANSWER_WITHIN, work).await, &notation)?;
    let view = &result.game;
    let headline = moves_headline(view, &result.played);
    let text = headline.text().to_owned();
    // The engine, when it moves next, hears of the move from the service.
    let posted = post_board(c.http(), service, view, headline, None).await;
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
    c.show(&done, vec![], None).await
}

/// What a command tells when the database gave no answer in time: nothing
/// was read or changed.
fn no_answer() -> BotError {
    BotError::Service(ServiceError::Unavailable("no answer in time".into()))
}

/// Posts the new board: as the reply when used in the game's own thread or
/// channel, otherwise there, with a short private confirmation here.
async fn announce(ctx: Context<'_>, result: MoveResult) -> Result<(), BotError> {
    let view = &result.game;
    let here = ctx.channel_id().get();
    // A reply already deferred privately (the database was slow) cannot
    // carry the public board: it goes to the game's thread instead.
    let in_game_channel = view
        .record
        .thread_id
        .unwrap_or(view.record.place.channel_id)
        == here
        && !deferred(ctx);
    let headline = moves_headline(view, &result.played);
    crate::crash_point::crash_point("after-move-commit");
    // The engine, when it moves next, hears of the move from the service.
    let posted = post_move_board(ctx, view, headline, in_game_channel).await;
    let Err(error) = posted else {
        return Ok(());
    };
    // The move is stored whatever Discord says: the outbox posts its board
    // (with every move played meanwhile) as soon as Discord takes it.
    tracing::error!(%error, game = %view.id(), "the move is saved but its board was not posted");
    let service = &ctx.data().service;
    if let Err(error) = service.outbox().board_not_posted(view.id()).await {
        tracing::warn!(%error, game = %view.id(), "could not hand the board to the delivery worker");
    }
    let lang = user_lang(ctx);
    let text = tr!(
        lang,
        "move-saved-board-not-posted",
        error = bot_error(lang, &error)
    );
    if !deferred(ctx) {
        // Discord never took the deferral: this is the last chance to answer.
        return Err(BotError::User(msg!(
            "move-saved-board-not-posted",
            error = bot_error(lang, &error)
        )));
    }
    // Tell the player now, lest a "try again" make them think it was lost;
    // if Discord takes no answer either, the delivery worker completes the
    // deferred reply once the board is out.
    let reply = poise::CreateReply::default()
        .content(format!("⚠️ {text}"))
        .ephemeral(true);
    if let Err(failure) =
        with_retry("tell that the move is saved", || ctx.send(reply.clone())).await
    {
        tracing::warn!(error = %failure, game = %view.id(), "the deferred answer waits for the board");
        if let poise::Context::Application(app) = ctx {
            let received = ctx
                .invocation_data::<crate::discord::context::Invocation>()
                .await
                .map_or_else(std::time::Instant::now, |i| i.started);
            ctx.data().pending_answers.wait_for_board(
                lang,
                view.id(),
                app.interaction.token.clone(),
                received,
            );
        }
    }
    Ok(())
}

/// Whether the interaction's deferral (or first answer) reached Discord.
fn deferred(ctx: Context<'_>) -> bool {
    crate::discord::commands::answered(ctx)
}

/// Replies with the board in the game's own thread, or posts it there and
/// confirms privately here.
async fn post_move_board(
    ctx: Context<'_>,
    view: &GameView,
    headline: Headline,
    in_game_channel: bool,
) -> Result<(), BotError> {
    let service = &ctx.data().service;
    let lang = user_lang(ctx);
    let me = caller_id(ctx);
    if in_game_channel {
        with_retry("defer", || ctx.defer()).await?;
        post_board(
            ctx.http(),
            service,
            view,
            headline,
            Some(ReplyTo::command(ctx, user_lang(ctx))),
        )
        .await?;
        // The board is the public reply; the next game, privately after it.
        if let Some(next) = next_game_note(lang, service, me, view.id()).await {
            let reply = poise::CreateReply::default().content(next).ephemeral(true);
            if let Err(error) =
                with_retry("point to the next game", || ctx.send(reply.clone())).await
            {
                tracing::warn!(%error, game = %view.id(), "could not point to the next game");
            }
        }
        return Ok(());
    }
    with_retry("defer", || ctx.defer_ephemeral()).await?;
    let text = headline.text().to_owned();
    let board = post_board(ctx.http(), service, view, headline, None).await?;
    let link = board.link.as_deref().unwrap_or_default();
    let mut confirmation = tr!(lang, "board-posted", headline = text, link = link);
    if let Some(next) = next_game_note(lang, service, me, view.id()).await {
        confirmation = format!("{confirmation}\n{next}");
    }
    let reply = poise::CreateReply::default()
        .content(fit_message(&confirmation))
        .ephemeral(true);
    with_retry("confirm the move", || ctx.send(reply.clone())).await?;
    Ok(())
}

/// Notation as typed for prefix matching: lower-case, no separators.
fn squeeze(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() && *c != 'x')
        .flat_map(|c| c.to_lowercase())
        .collect()
}

/// Captures and pushes off first, then entries and moves of several marbles, pass last.
fn usefulness(game: &Game, m: &Move) -> (u8, String) {
    let trace = game.trace(*m);
    let rank = if m.is_capture() || !trace.pushed_off.is_empty() {
        0
    } else if m.is_entry() || trace.steps.len() > 1 {
        1
    } else if m.is_pass() {
        3
    } else {
        2
    };
    (rank, m.to_string())
}

/// A legal move offered while typing: its label says what it does, its
/// value is its notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveChoice {
    pub label: String,
    pub notation: String,
}

/// Whether `typed` (lower-cased) is words rather than notation (three
/// letters in a row) and `label` (lower-cased) contains it.
fn words_match(label: &str, typed: &str) -> bool {
    let typed = typed.trim();
    let mut run = 0;
    let wordy = typed.chars().any(|c| {
        run = if c.is_alphabetic() { run + 1 } else { 0 };
        run >= 3
    });
    wordy && label.contains(typed)
}

/// Legal moves of `game` whose notation starts with what was typed, or
/// whose description (in `lang`) contains it; most useful first, at most 25.
pub fn suggest_moves(lang: Lang, game: &Game, partial: &str) -> Vec<MoveChoice> {
    let wanted = squeeze(partial);
    let typed = partial.to_lowercase();
    let mut moves: Vec<((u8, String), MoveChoice)> = game
        .legal_moves()
        .iter()
        .filter_map(|m| {
            let notation = m.to_string();
            let label = match describe(game, *m) {
                Some(what) => move_label(lang, &notation, what),
                None => notation.clone(),
            };
            let matches = squeeze(&notation).starts_with(&wanted)
                || words_match(&label.to_lowercase(), &typed);
            matches.then(|| (usefulness(game, m), MoveChoice { label, notation }))
        })
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves.into_iter().take(25).map(|(_, c)| c).collect()
}

async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    crate::discord::commands::choices_in_time(move_choices(ctx, partial)).await
}

async fn move_choices(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let chosen_game = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .options
            .iter()
            .find(|o| o.name == "game")
            .and_then(|o| match &o.value {
                serenity::CommandDataOptionValue::String(s) => Some(s.clone()),
                _ => None,
            }),
        poise::Context::Prefix(_) => None,
    };
    let Ok(id) = resolve_game(ctx, chosen_game.as_deref()).await else {
        return Vec::new();
    };
    // As `/game` would show it: another server's game suggests nothing.
    match ctx
        .data()
        .service
        .analysis()
        .visible_game(id, viewer(ctx))
        .await
    {
        Ok(view) if view.record.is_active() => suggest_moves(user_lang(ctx), &view.game, partial)
            .into_iter()
            .map(|c| serenity::AutocompleteChoice::new(c.label, c.notation))
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::GameKind;

    #[test]
    fn the_move_option_allows_what_the_service_accepts() {
        let command = move_();
        let option = command
            .parameters
            .iter()
            .find(|p| p.name == "move")
            .and_then(|p| p.create_as_slash_command_option())
            .expect("a slash option named move");
        let json = serde_json::to_value(option).unwrap();
        assert_eq!(
            json["max_length"].as_u64(),
            Some(crate::service::MAX_MOVE_TEXT as u64)
        );
    }

    fn notations(game: &Game, partial: &str) -> Vec<String> {
        suggest_moves(Lang::En, game, partial)
            .into_iter()
            .map(|c| c.notation)
            .collect()
    }

    #[test]
    fn suggestions_match_the_prefix_and_respect_the_limit() {
        let game = Game::new(GameKind::AbandeSquare);
        let all = suggest_moves(Lang::En, &game, "");
        assert_eq!(all.len(), 25);
        assert_eq!(all[0].label, "a1: enter, 17 left in hand");
        let d = notations(&game, "D");
        assert_eq!(d, ["d1", "d2", "d3", "d4", "d5", "d6", "d7"]);
        assert!(notations(&game, "z").is_empty());
    }

    #[test]
    fn labels_say_what_a_move_does_within_discords_limit() {
        let game = Game::replay(GameKind::Abalone, &["a1b2"]).unwrap();
        for lang in Lang::ALL {
            for kind in GameKind::ALL {
                let game = Game::new(kind);
                for c in suggest_moves(lang, &game, "") {
                    assert!(c.label.chars().count() <= 100, "{}", c.label);
                    assert!(c.label.starts_with(&c.notation), "{}", c.label);
                }
            }
        }
        let labels: Vec<String> = suggest_moves(Lang::En, &game, "")
            .into_iter()
            .map(|c| c.label)
            .collect();
        assert!(
            labels.iter().any(|l| l.ends_with(": move 3 in line")),
            "{labels:?}"
        );
        assert!(
            labels.iter().any(|l| l.ends_with(": broadside 3")),
            "{labels:?}"
        );
        let fr = suggest_moves(Lang::Fr, &Game::new(GameKind::AbandeHex), "");
        assert!(
            fr[0].label.ends_with(" : entre, encore 17 en main"),
            "{}",
            fr[0].label
        );
    }

    #[test]
    fn typing_words_filters_by_the_description() {
        // After d4 d5 d3 c3 Black can capture with d3-c3; typing a word finds it.
        let game = Game::replay(GameKind::AbandeHex, &["d4", "d5", "d3", "c3"]).unwrap();
        let found = suggest_moves(Lang::En, &game, "stack");
        assert!(!found.is_empty());
        assert!(found.iter().all(|c| c.label.contains("stack of")));
        assert_eq!(found[0].notation, "d3-c3");
        let de = suggest_moves(Lang::De, &game, "Stapel");
        assert_eq!(de[0].notation, "d3-c3");
        assert!(
            suggest_moves(Lang::En, &game, "st").is_empty(),
            "two letters are notation only"
        );
    }

    #[test]
    fn captures_come_before_entries() {
        // Black d4 d3, White d5 c3: only d3-c3 keeps the band whole.
        let game = Game::replay(GameKind::AbandeHex, &["d4", "d5", "d3", "c3"]).unwrap();
        let s = notations(&game, "d");
        assert_eq!(s.first().map(String::as_str), Some("d3-c3"));
        assert!(s.contains(&"d2".to_string()));
        assert!(!s.contains(&"d4-d5".to_string()));
        assert_eq!(notations(&game, "D3 c"), ["d3-c3"]);
    }
}
