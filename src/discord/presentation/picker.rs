//! The move picker's private messages: its select menus (one per choice,
//! from the service's [`MovePicker`]) and the preview of the move picked,
//! with Play and Back. Words only: what can be picked is the service's.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use crate::discord::error::BotError;
use crate::discord::presentation::board::words::game_title;
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::text::mention;
use crate::discord::presentation::words::{move_label, move_words};
use crate::i18n::Lang;
use crate::service::{Choice, ChoiceKind, GameView, MovePicker, Pick, PositionStamp};
use crate::tr;
use crate::words::color_code;
use abande_rules::{Color, Family, Game, Move, describe};

/// Discord's longest option label, value and description.
const MAX_OPTION_TEXT: usize = 100;
/// Discord's longest select menu placeholder.
const MAX_PLACEHOLDER: usize = 150;

/// `text` cut to `max` characters.
fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// The Move button under a board of `view` as it stands.
pub fn move_button(view: &GameView) -> CreateButton {
    let action = ButtonAction::PickMove {
        game: view.id(),
        at: PositionStamp::of(&view.game),
    };
    CreateButton::new(action.encode())
        .label(tr!(view.record.place.language, "board-move-button"))
        .style(ButtonStyle::Primary)
}

/// The private line for someone pressing Move when `to_move` is to move.
pub fn whose_turn(lang: Lang, view: &GameView, to_move: Color) -> String {
    tr!(
        lang,
        "picker-whose-turn",
        title = game_title(&view.record),
        player = mention(view.record.player(to_move).id.0),
        color = color_code(to_move)
    )
}

/// What one step of the picker shows: a menu, or the preview of a move.
pub enum PickerPage {
    Menu {
        content: String,
        components: Vec<CreateActionRow>,
    },
    Preview {
        content: String,
        components: Vec<CreateActionRow>,
        /// The game after the move, to draw.
        after: Box<GameView>,
    },
}

/// The page `path` leads to in `picker`, opened on `view`; `None` when the
/// path names nothing there (a forged or outdated id).
pub fn page(
    lang: Lang,
    view: &GameView,
    picker: &MovePicker,
    path: &[String],
) -> Option<PickerPage> {
    let at = PositionStamp::of(&view.game);
    let back = |to: &[String]| {
        let action = ButtonAction::PickMenu {
            game: view.id(),
            at,
            path: to.to_vec(),
        };
        CreateButton::new(action.encode())
            .label(tr!(lang, "picker-back"))
            .style(ButtonStyle::Secondary)
    };
    let parent = &path[..path.len().saturating_sub(1)];
    match picker.pick(path)? {
        Pick::Menu(choices) => {
            let mut content = tr!(
                lang,
                "picker-heading",
                title = game_title(&view.record),
                number = view.game.ply() + 1
            );
            if !path.is_empty() {
                let chosen = chosen_words(lang, view, picker, path);
                content.push('\n');
                content.push_str(&tr!(lang, "picker-chosen", path = chosen));
            }
            let options: Vec<CreateSelectMenuOption> = choices
                .iter()
                .map(|c| option(lang, &view.game, c))
                .collect();
            let action = ButtonAction::PickMenu {
                game: view.id(),
                at,
                path: path.to_vec(),
            };
            let menu =
                CreateSelectMenu::new(action.encode(), CreateSelectMenuKind::String { options })
                    .placeholder(cut(
                        &placeholder(lang, view, picker, path, &choices),
                        MAX_PLACEHOLDER,
                    ));
            let mut components = vec![CreateActionRow::SelectMenu(menu)];
            if !path.is_empty() {
                components.push(CreateActionRow::Buttons(vec![back(parent)]));
            }
            Some(PickerPage::Menu {
                content,
                components,
            })
        }
        Pick::Move(m) => {
            let notation = m.to_string();
            let description = describe(&view.game, m)
                .map(|what| move_words(lang, what))
                .unwrap_or_default();
            let mut game = view.game.clone();
            game.play(m).ok()?;
            // A move that ends the game shows the result, words and picture.
            let after = crate::service::hypothetical(view, game);
            let mut content = tr!(
                lang,
                "picker-preview",
                title = game_title(&view.record),
                notation = notation.as_str(),
                description = description
            );
            if !after.record.is_active() {
                let mut shown = after.clone();
                shown.record.place.language = lang;
                let result = crate::discord::presentation::alt_text::position_sentences(&shown);
                content = format!(
                    "{content}\n{}",
                    tr!(
                        lang,
                        "picker-preview-ends",
                        result = result.into_iter().next().unwrap_or_default()
                    )
                );
            }
            let play = ButtonAction::PlayPicked {
                game: view.id(),
                at,
                notation: notation.clone(),
            };
            let buttons = vec![
                CreateButton::new(play.encode())
                    .label(cut(&tr!(lang, "picker-play", notation = notation), 80))
                    .style(ButtonStyle::Success),
                back(parent),
            ];
            Some(PickerPage::Preview {
                content,
                components: vec![CreateActionRow::Buttons(buttons)],
                after: Box::new(after),
            })
        }
    }
}

/// The labels of the choices made along `path`, e.g. "Enter a piece from hand › Column d".
fn chosen_words(lang: Lang, view: &GameView, picker: &MovePicker, path: &[String]) -> String {
    let mut words = Vec::new();
    for depth in 0..path.len() {
        let Some(Pick::Menu(choices)) = picker.pick(&path[..depth]) else {
            break;
        };
        if let Some(choice) = choices.iter().find(|c| c.key == path[depth]) {
            words.push(label(lang, &view.game, choice));
        }
    }
    words.join(" › ")
}

/// What a menu asks for.
fn placeholder(
    lang: Lang,
    view: &GameView,
    picker: &MovePicker,
    path: &[String],
    choices: &[Choice],
) -> String {
    let all = |is: fn(&ChoiceKind) -> bool| choices.iter().all(|c| is(&c.kind));
    let entering = || match picker.pick::<&str>(&[]) {
        Some(Pick::Menu(top)) => top
            .iter()
            .any(|c| c.key == path[0] && c.kind == ChoiceKind::Enter),
        _ => false,
    };
    let key = if all(|k| matches!(k, ChoiceKind::Column(_))) {
        "picker-choose-column"
    } else if all(|k| matches!(k, ChoiceKind::Group(_))) {
        "picker-choose-group"
    } else {
        match (view.record.kind.family(), path.len()) {
            (Family::Abande, 0) => "picker-choose-abande",
            (Family::Abalone, 0) => "picker-choose-abalone",
            (Family::Abande, _) if entering() => "picker-choose-point",
            (Family::Abande, _) => "picker-choose-target",
            (Family::Abalone, _) => "picker-choose-move",
        }
    };
    crate::i18n::text(lang, key, &[])
}

/// A choice's words as an option label.
fn label(lang: Lang, game: &Game, choice: &Choice) -> String {
    let text = match &choice.kind {
        ChoiceKind::Enter => tr!(lang, "picker-enter"),
        ChoiceKind::Column(column) => tr!(lang, "picker-column", column = column.as_str()),
        ChoiceKind::Stack { point, height } => tr!(
            lang,
            "picker-stack",
            point = point.as_str(),
            height = *height
        ),
        ChoiceKind::Marble(point) => tr!(lang, "picker-marble", point = point.as_str()),
        ChoiceKind::Group(points) => points.join(" "),
        ChoiceKind::Play(m) => {
            let notation = m.to_string();
            match describe(game, *m) {
                Some(what) => move_label(lang, &notation, what),
                None => notation,
            }
        }
    };
    cut(&text, MAX_OPTION_TEXT)
}

/// The option of a menu for `choice`; its value is the choice's key.
fn option(lang: Lang, game: &Game, choice: &Choice) -> CreateSelectMenuOption {
    let option = CreateSelectMenuOption::new(label(lang, game, choice), choice.key.as_str());
    let description = match choice.kind {
        ChoiceKind::Play(m) => lands_on(lang, game, m),
        _ => Some(tr!(lang, "picker-options", count = choice.moves)),
    };
    match description {
        Some(text) => option.description(cut(&text, MAX_OPTION_TEXT)),
        None => option,
    }
}

/// Abalone: where the mover's marbles land ("lands on b2 c3"); nothing
/// for Abande, whose notation says it.
fn lands_on(lang: Lang, game: &Game, m: Move) -> Option<String> {
    let Move::Abalone(_) = m else { return None };
    let mover = game.to_move()?;
    let topology = game.topology();
    let mut to: Vec<_> = game
        .trace(m)
        .steps
        .iter()
        .filter(|(from, _)| game.pieces_at(*from).first() == Some(&mover))
        .map(|&(_, to)| to)
        .collect();
    to.sort_unstable();
    let points: Vec<&str> = to.iter().map(|&p| topology.label(p)).collect();
    Some(tr!(lang, "picker-lands", points = points.join(" ")))
}

/// The preview's picture: the board after the move, drawn as the board
/// is but from the side of `mover`, the player picking.
pub async fn preview_png(
    service: &crate::service::GameService,
    after: &GameView,
    mover: crate::service::UserId,
) -> Result<Vec<u8>, BotError> {
    crate::discord::presentation::board::picture::preview_png(service, after, mover).await
}
