//! The board message posted after every turn: text, PNG, mentions.

use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, CreateMessage, Mentionable};

use super::BotError;
use crate::render::{BoardLabels, RenderOptions, render_png};
use crate::rules::{Color, Game, Outcome};
use crate::service::{EndedBy, GameService, GameSummary, GameView, PlayedMove, UserId};

pub fn mention(id: u64) -> String {
    serenity::UserId::new(id).mention().to_string()
}

/// "Abande #12" / "Abalone #7".
pub fn game_title(view: &GameView) -> String {
    let family = match view.kind.family() {
        crate::rules::Family::Abande => "Abande",
        crate::rules::Family::Abalone => "Abalone",
    };
    format!("{family} {}", view.id)
}

/// Thread name such as `Abande #12 · alice vs bob`, within Discord's 100 characters.
pub fn thread_name(view: &GameView) -> String {
    let name = format!(
        "{} · {} vs {}",
        game_title(view),
        view.black.name,
        view.white.name
    );
    name.chars().take(100).collect()
}

/// Renders the board off the async runtime.
pub async fn board_png(view: &GameView) -> Result<Vec<u8>, BotError> {
    let game = view.game.clone();
    let labels = BoardLabels {
        title: game_title(view),
        black: view.black.name.clone(),
        white: view.white.name.clone(),
    };
    super::render_slots::render(move || render_png(&game, &labels, &RenderOptions::default())).await
}

pub fn attachment(view: &GameView, png: Vec<u8>) -> CreateAttachment {
    CreateAttachment::bytes(png, format!("game-{}-ply-{}.png", view.id, view.game.ply()))
}

fn side(view: &GameView, c: Color) -> String {
    let p = if c == Color::Black {
        &view.black
    } else {
        &view.white
    };
    format!("{} ({})", mention(p.id.0), c)
}

/// The status text under a board: whose move, deadline, or the result.
pub fn status_text(view: &GameView) -> String {
    let mut out = score_text(&view.game);
    match view.game.to_move().filter(|_| view.is_active()) {
        Some(c) => {
            out.push_str(&format!("{}, your move.", side(view, c)));
            if let Some(deadline) = view.deadline_at {
                out.push_str(&format!(" Deadline <t:{deadline}:R>."));
            }
        }
        None => out.push_str(&result_text(view)),
    }
    out
}

/// Abande's live score or Abalone's marbles pushed off, e.g. "Score: Black 3 – White 2. ".
pub fn score_text(game: &Game) -> String {
    let mut out = String::new();
    if let Some(s) = game.score() {
        out.push_str(&format!("Score: Black {} – White {}. ", s.black, s.white));
    }
    if let Some(c) = game.captured() {
        out.push_str(&format!(
            "Pushed off: Black {}/6, White {}/6. ",
            c.black, c.white
        ));
    }
    out
}

/// Headline for moves just played, e.g. "**Abande #3** · Black played e2-d3".
pub fn moves_headline(view: &GameView, played: &[PlayedMove]) -> String {
    let mut parts = Vec::new();
    for m in played {
        let note = if m.automatic {
            " (automatically: no other move was possible)"
        } else {
            ""
        };
        parts.push(format!("{} played **{}**{note}", m.by, m.notation));
    }
    format!("**{}** · {}", game_title(view), parts.join(", then "))
}

/// A board as posted: its picture, kept so a turn notice need not draw it
/// again, and the link to its message when Discord returned one.
pub struct PostedBoard {
    pub png: Vec<u8>,
    pub link: Option<String>,
}

/// Posts the board into the game's thread (or channel) and remembers the message.
pub async fn post_board(
    http: &serenity::Http,
    service: &GameService,
    view: &GameView,
    headline: &str,
) -> Result<PostedBoard, BotError> {
    let png = board_png(view).await?;
    let content = truncate(&format!("{headline}\n{}", status_text(view)), 2000);
    let channel = serenity::ChannelId::new(view.thread_id.unwrap_or(view.place.channel_id));
    let message = CreateMessage::new()
        .content(content)
        .add_file(attachment(view, png.clone()));
    let message = super::with_retry("post the board", || {
        channel.send_message(http, message.clone())
    })
    .await?;
    service.set_board_message(view.id, message.id.get()).await?;
    Ok(PostedBoard {
        png,
        link: Some(message.link()),
    })
}

/// Cuts `text` to Discord's limit on a character boundary.
pub fn truncate(text: &str, max_chars: usize) -> String {
    if text.chars().count() <= max_chars {
        return text.to_string();
    }
    let mut t: String = text.chars().take(max_chars - 1).collect();
    t.push('…');
    t
}

/// How a finished game ended, with mentions.
pub fn result_text(view: &GameView) -> String {
    let who = |c: Color| mention(view.player(c).id.0);
    let score = view
        .final_score
        .map(|s| format!(" {}–{}", s.black, s.white))
        .unwrap_or_default();
    match (view.result, view.ended_by) {
        (_, Some(EndedBy::Abort)) => "The game was aborted; it has no result.".to_string(),
        (Some(Outcome::Win(c)), Some(EndedBy::Resignation)) => {
            format!("{} resigned: {} wins.", who(c.opposite()), who(c))
        }
        (Some(Outcome::Win(c)), Some(EndedBy::Timeout)) => {
            format!("{} ran out of time: {} wins.", who(c.opposite()), who(c))
        }
        (Some(Outcome::Draw), Some(EndedBy::Agreement)) => "Drawn by agreement.".to_string(),
        (Some(Outcome::Win(c)), _) => format!("Game over: {} ({c}) wins{score}.", who(c)),
        (Some(Outcome::Draw), _) => format!("Game over: a draw{score}."),
        (None, _) => "The game is over.".to_string(),
    }
}

/// One line of `/history`: id, kind, opponent, result and how, score, date, moves.
pub fn history_line(g: &GameSummary, me: UserId) -> String {
    let mine = g.color_of(me);
    let opponent = super::commands::opponent_name(g, me);
    let result = match (g.result, mine) {
        (_, _) if g.ended_by == Some(EndedBy::Abort) => "aborted".to_string(),
        (Some(Outcome::Draw), _) => "draw".to_string(),
        (Some(Outcome::Win(c)), Some(m)) if c == m => "won".to_string(),
        (Some(Outcome::Win(_)), Some(_)) => "lost".to_string(),
        (Some(Outcome::Win(c)), None) => format!("{c} won"),
        (None, _) => "no result".to_string(),
    };
    let how = g
        .ended_by
        .map(|e| format!(" by {}", e.name()))
        .unwrap_or_default();
    let score = g
        .final_score
        .map(|s| format!(" {}–{}", s.black, s.white))
        .unwrap_or_default();
    let date = g
        .finished_at
        .map(|t| format!(" · <t:{t}:d>"))
        .unwrap_or_default();
    format!(
        "{} · {} · vs {} · {result}{how}{score}{date} · {} moves",
        g.id, g.kind, opponent, g.plies
    )
}
