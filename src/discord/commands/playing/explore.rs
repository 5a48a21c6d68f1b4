//! `/explore`: a private picture of a game's position after moves of the
//! caller's choosing (issue #38), from the current position or from any
//! ply; the service checks every move (`service/explore.rs`). Typing
//! suggests the legal replies after the moves already typed; the same
//! suggestions serve `/premove add`'s line. The board's Explore button
//! opens a modal with a move box; what is typed there is explored as
//! `/explore moves:` would, and answered privately.

use poise::serenity_prelude as serenity;

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::playing::play::suggest_moves;
use crate::discord::commands::{
    BotError, Context, autocomplete_any_game, game_named_or_meant, viewer,
};
use crate::discord::presentation::alt_text::explored_description;
use crate::discord::presentation::board::picture::{side_for, titled_png};
use crate::discord::presentation::board::words::game_title;
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::text::fit_message;
use crate::i18n::Lang;
use crate::service::{
    Explored, GameId, GameService, GameView, UnnamedGame, UserId, Viewer, explore_line,
};
use crate::tr;
use abande_rules::Game;

/// Discord's longest autocomplete value and name.
const MAX_CHOICE_TEXT: usize = 100;

/// Look privately at the position after moves of your choosing.
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn explore(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_line"]
    #[max_length = 400]
    moves: Option<String>,
    #[autocomplete = "autocomplete_any_game"] game: Option<String>,
    #[min = 0]
    #[max = 100000]
    from: Option<u32>,
) -> Result<(), BotError> {
    let id = game_named_or_meant(ctx, game.as_deref(), UnnamedGame::InProgress).await?;
    crate::discord::context::note_game(ctx, id).await;
    let service = &ctx.data().service;
    let from = from.map(|f| f as usize);
    let moves = moves.unwrap_or_default();
    let explored = service
        .analysis()
        .explore(id, viewer(ctx), &moves, from)
        .await?;
    crate::discord::runtime::retry::with_retry("defer", || ctx.defer_ephemeral()).await?;
    let (content, file) = explored_answer(service, user_lang(ctx), viewer(ctx), &explored).await?;
    let reply = poise::CreateReply::default()
        .content(content)
        .attachment(file)
        .ephemeral(true)
        .allowed_mentions(crate::discord::presentation::text::no_pings());
    crate::discord::runtime::retry::with_retry("explore", || ctx.send(reply.clone())).await?;
    Ok(())
}

/// The private answer to an exploration: its words and its picture, in
/// `lang`, drawn from `viewer`'s side when they play in the game.
async fn explored_answer(
    service: &GameService,
    lang: Lang,
    viewer: Viewer,
    explored: &Explored,
) -> Result<(String, serenity::CreateAttachment), BotError> {
    let mut shown = explored.view.clone();
    shown.record.place.language = lang;
    let title = tr!(
        lang,
        "explore-picture-title",
        title = game_title(&shown.record)
    );
    let side = side_for(&shown, viewer.user);
    let png = titled_png(service, &shown, title, side).await?;
    let file = serenity::CreateAttachment::bytes(
        png,
        format!("explore-{}-from-{}.png", shown.id().0, explored.from_ply),
    )
    .description(explored_description(&shown, explored.from_ply));
    let content = fit_message(&explored_text(lang, &shown, explored));
    Ok((content, file))
}

/// The modal's one text input, by its custom id.
const MOVES_INPUT: &str = "moves";

/// The modal the Explore button under a board of `game` opens: a box for
/// moves. It carries the button's own custom id, so that its submission
/// names the game.
pub fn explore_modal(lang: Lang, game: GameId) -> serenity::CreateModal {
    let input = serenity::CreateInputText::new(
        serenity::InputTextStyle::Short,
        tr!(lang, "explore-modal-moves"),
        MOVES_INPUT,
    )
    .placeholder(tr!(lang, "explore-modal-placeholder"))
    .min_length(1)
    .max_length(400)
    .required(true);
    serenity::CreateModal::new(
        ButtonAction::Explore { game }.encode(),
        tr!(lang, "explore-modal-title", game = game.to_string()),
    )
    .components(vec![serenity::CreateActionRow::InputText(input)])
}

/// The Explore button under a board of `game`: the modal, the click's one
/// response; the game is checked when the moves come back ([`on_modal`]).
pub async fn on_explore(c: &Click<'_>, game: GameId) -> Result<(), BotError> {
    let modal = explore_modal(c.lang(), game);
    c.respond(serenity::CreateInteractionResponse::Modal(modal))
        .await
}

/// Answers the Explore modal's submission: the position after the moves
/// typed, privately; a move that is not legal there is refused privately
/// with the reason. Other modals are not this one's.
pub async fn on_modal(
    ctx: &serenity::Context,
    submit: &serenity::ModalInteraction,
    data: &crate::discord::context::Data,
) -> Result<(), BotError> {
    let Ok(ButtonAction::Explore { game }) = ButtonAction::decode(&submit.data.custom_id) else {
        return Ok(());
    };
    let lang = Lang::from_discord(&submit.locale);
    let http = &ctx.http;
    crate::discord::runtime::retry::with_retry("defer", || submit.defer_ephemeral(http)).await?;
    let viewer = Viewer {
        user: UserId(submit.user.id.get()),
        guild: submit.guild_id.map(|g| g.get()),
    };
    let answer = async {
        if !data.allow_command(viewer.user.0) {
            return Err(BotError::User(crate::msg!("too-quickly")));
        }
        let moves = typed_moves(submit);
        let explored = data
            .service
            .analysis()
            .explore(game, viewer, &moves, None)
            .await?;
        explored_answer(&data.service, lang, viewer, &explored).await
    };
    let edit = match answer.await {
        Ok((content, file)) => serenity::EditInteractionResponse::new()
            .content(content)
            .new_attachment(file),
        Err(error) => {
            let why = crate::discord::error::bot_error(lang, &error);
            serenity::EditInteractionResponse::new().content(format!("⚠️ {why}"))
        }
    }
    .allowed_mentions(crate::discord::presentation::text::no_pings());
    crate::discord::runtime::retry::with_retry("explore", || {
        submit.edit_response(http, edit.clone())
    })
    .await?;
    Ok(())
}

/// What was typed in the modal's move box.
fn typed_moves(submit: &serenity::ModalInteraction) -> String {
    submit
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|component| match component {
            serenity::ActionRowComponent::InputText(input) if input.custom_id == MOVES_INPUT => {
                input.value.clone()
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// The words beside the explored picture: where from, the moves, and the
/// position reached (whose turn, or how it ends).
fn explored_text(lang: Lang, shown: &GameView, explored: &Explored) -> String {
    let from = explored.from_ply;
    let moves = if explored.moves.is_empty() {
        tr!(lang, "explore-no-moves")
    } else {
        numbered(from, &explored.moves)
    };
    let mut text = tr!(
        lang,
        "explore-shown",
        title = game_title(&shown.record),
        from = from,
        moves = moves
    );
    for sentence in crate::discord::presentation::alt_text::position_sentences(shown) {
        text.push(' ');
        text.push_str(&sentence);
    }
    if !explored.engine_allowed {
        text.push('\n');
        text.push_str(&tr!(lang, "explore-no-engine"));
    }
    text
}

/// "21. d4 22. d5 23. d3": the plies as the game would number them.
fn numbered(from: usize, moves: &[String]) -> String {
    moves
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}. {m}", from + i + 1))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A string option of the command being typed.
fn option_text(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let mut options = app.interaction.data.options.clone();
    // A subcommand's options (`/premove add`) sit one level down.
    if let Some(serenity::CommandDataOptionValue::SubCommand(inner)) =
        options.first().map(|o| o.value.clone())
    {
        options = inner;
    }
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::CommandDataOptionValue::String(s) => Some(s.clone()),
            serenity::CommandDataOptionValue::Integer(n) => Some(n.to_string()),
            _ => None,
        })
}

/// Autocomplete for a line of moves (`/explore moves`, `/premove add
/// line`): the moves typed so far, then each legal reply after them.
pub async fn autocomplete_line(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    crate::discord::commands::choices_in_time(line_choices(ctx, partial)).await
}

async fn line_choices(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let game = option_text(ctx, "game");
    let Ok(id) = game_named_or_meant(ctx, game.as_deref(), UnnamedGame::InProgress).await else {
        return Vec::new();
    };
    let Ok(view) = ctx.data().service.games().load_game(id).await else {
        return Vec::new();
    };
    if !viewer(ctx).may_see(&view) {
        return Vec::new();
    }
    let from = option_text(ctx, "from")
        .and_then(|f| f.parse::<usize>().ok())
        .filter(|f| *f <= view.game.ply())
        .unwrap_or(view.game.ply());
    line_suggestions(user_lang(ctx), &view.game.rewound(from), partial)
        .into_iter()
        .map(|(name, value)| serenity::AutocompleteChoice::new(name, value))
        .collect()
}

/// The suggestions for `partial` from `base`: the complete moves typed
/// (all but the last word) replayed, then the legal moves matching the
/// last word, each as (label, whole line); none when a typed move is not
/// legal, at most 25, each within Discord's 100 characters.
pub fn line_suggestions(lang: Lang, base: &Game, partial: &str) -> Vec<(String, String)> {
    let ends_with_space = partial.ends_with([' ', ',', ';']);
    let mut words: Vec<&str> = partial
        .split([' ', ',', ';'])
        .filter(|w| !w.is_empty())
        .collect();
    let last = match ends_with_space {
        true => "",
        false => words.pop().unwrap_or(""),
    };
    let Ok((game, done)) = explore_line(base, &words) else {
        return Vec::new();
    };
    let prefix: String = done.iter().map(|m| format!("{m} ")).collect();
    suggest_moves(lang, &game, last)
        .into_iter()
        .filter_map(|choice| {
            let value = format!("{prefix}{}", choice.notation);
            if value.chars().count() > MAX_CHOICE_TEXT {
                return None;
            }
            let name = match prefix.is_empty() {
                true => choice.label,
                false => format!("{prefix}{}", choice.label),
            };
            let name = cut_front(&name, MAX_CHOICE_TEXT);
            Some((name, value))
        })
        .take(25)
        .collect()
}

/// `text` within `max` characters, its beginning cut ("…d5 d3 c4: enters").
fn cut_front(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_owned();
    }
    let kept: String = text.chars().skip(count - (max - 1)).collect();
    format!("…{kept}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use abande_rules::GameKind;

    #[test]
    fn suggestions_follow_the_moves_typed_and_keep_to_discord_s_limits() {
        let base = Game::new(GameKind::AbandeHex);
        let first = line_suggestions(Lang::En, &base, "");
        assert!(!first.is_empty() && first.len() <= 25);
        let after = line_suggestions(Lang::En, &base, "d4 ");
        assert!(!after.is_empty());
        assert!(after.iter().all(|(_, v)| v.starts_with("d4 ")), "{after:?}");
        let mut game = base.clone();
        game.play_text("d4").unwrap();
        for (_, value) in &after {
            let reply = value.strip_prefix("d4 ").unwrap();
            assert!(game.parse_move(reply).is_ok(), "{reply}");
        }
        let typed = line_suggestions(Lang::En, &base, "d4 d");
        assert!(
            typed.iter().all(|(_, v)| v.starts_with("d4 d")),
            "{typed:?}"
        );
        // A move that is not legal there: nothing to suggest after it.
        assert!(line_suggestions(Lang::En, &base, "d4 d4 ").is_empty());
        // A long line keeps every choice within 100 characters.
        let mut long = base.clone();
        let mut typed = String::new();
        for _ in 0..30 {
            let Some(m) = long.legal_moves().first().copied() else {
                break;
            };
            typed.push_str(&format!("{m} "));
            long.play(m).unwrap();
        }
        for (name, value) in line_suggestions(Lang::En, &base, &typed) {
            assert!(name.chars().count() <= 100 && value.chars().count() <= 100);
        }
    }
}
