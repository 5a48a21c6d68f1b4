//! Puzzles as the solver sees them (`/puzzle`): the position's picture,
//! from the solver's side, titled with the puzzle and the side to move and
//! without the source game's players, its description, and the words of
//! each answer.

use poise::serenity_prelude as serenity;
use poise::serenity_prelude::CreateAttachment;

use crate::discord::error::BotError;
use crate::discord::presentation::alt_text::{mistake_description, puzzle_description};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::text::{fit_message, no_pings, plain_name};
use crate::discord::presentation::words::kind_title;
use crate::discord::runtime::owed::{Delivered, nonce_of};
use crate::i18n::Lang;
use crate::service::PuzzleRecord;
use crate::service::{
    DailyAnswer, DailyPost, LearnAnswer, MistakeShown, PuzzleAnswer, PuzzleShown,
};
use crate::tr;
use crate::words::color_code;
use abande_pictures::{BoardLabels, Orientation, RenderOptions, render_png};
use abande_rules::{Color, Family, Game, GameKind};

/// "Black" / "White" in `lang`, as the picture's header names the sides.
fn side(lang: Lang, color: Color) -> String {
    tr!(lang, "puzzle-side", color = color_code(color))
}

/// The picture of `position` titled `title`, the sides named by colour,
/// from the side of `solver`, who is to find the move.
async fn position_png(
    lang: Lang,
    position: &Game,
    title: String,
    solver: Color,
) -> Result<Vec<u8>, BotError> {
    let labels = BoardLabels {
        title,
        black: side(lang, Color::Black),
        white: side(lang, Color::White),
        ..BoardLabels::default()
    };
    let options = RenderOptions {
        words: crate::words::pictures::picture_words(lang),
        orientation: Orientation::from_side(solver),
        ..RenderOptions::default()
    };
    let game = position.clone();
    crate::discord::runtime::render_slots::render(move || render_png(&game, &labels, &options))
        .await
}

/// The picture of the puzzle's position and its description.
pub async fn puzzle_attachment(
    lang: Lang,
    shown: &PuzzleShown,
) -> Result<CreateAttachment, BotError> {
    let title = tr!(lang, "puzzle-title", id = shown.id);
    let png = position_png(lang, &shown.position, title, shown.solver).await?;
    Ok(
        CreateAttachment::bytes(png, format!("puzzle-{}-{}.png", shown.id, shown.step))
            .description(puzzle_description(lang, shown)),
    )
}

/// The picture of the position before one of the player's mistakes.
pub async fn mistake_attachment(
    lang: Lang,
    shown: &MistakeShown,
) -> Result<CreateAttachment, BotError> {
    let title = tr!(
        lang,
        "learn-title",
        game = shown.game.0.to_string(),
        ply = shown.ply
    );
    let png = position_png(lang, &shown.position, title, shown.solver).await?;
    Ok(
        CreateAttachment::bytes(png, format!("mistake-{}-{}.png", shown.game.0, shown.ply))
            .description(mistake_description(lang, shown)),
    )
}

/// "Learn from your mistakes, game #12, 1 of 3: at move 14 you played …"
pub fn mistake_text(lang: Lang, shown: &MistakeShown) -> String {
    tr!(
        lang,
        "learn-intro",
        game = shown.game.0.to_string(),
        index = shown.index + 1,
        count = shown.count,
        ply = shown.ply,
        played = shown.played.as_str(),
        // A number, so that "1 marble" and "1.5 marbles" agree with it.
        cost = f64::from(shown.loss.abs()) / 100.0,
        family = family_code(shown.kind)
    )
}

fn family_code(kind: GameKind) -> &'static str {
    match kind.family() {
        Family::Abande => "abande",
        Family::Abalone => "abalone",
    }
}

/// The words of an answer to a mistake, and the next one's if any.
pub fn learn_answer_text(lang: Lang, answer: &LearnAnswer) -> String {
    let verdict = if answer.right {
        tr!(
            lang,
            "learn-right",
            answered = answer.answered.as_str(),
            best = answer.best.as_str()
        )
    } else {
        tr!(
            lang,
            "learn-wrong",
            answered = answer.answered.as_str(),
            best = answer.best.as_str()
        )
    };
    match &answer.next {
        Some(next) => format!("{verdict}\n{}", mistake_text(lang, next)),
        None => format!("{verdict}\n{}", tr!(lang, "learn-done")),
    }
}

/// The text above the picture: which puzzle, who is to move, what to find.
pub fn puzzle_text(lang: Lang, shown: &PuzzleShown) -> String {
    tr!(
        lang,
        "puzzle-intro",
        id = shown.id,
        kind = kind_title(lang, shown.kind),
        color = color_code(shown.solver),
        rating = format!("{:.0}", shown.rating.rating),
        moves = shown.moves,
        step = shown.step + 1
    )
}

/// The record line: solved, failed, streak and rating.
pub fn record_text(lang: Lang, record: &PuzzleRecord) -> String {
    tr!(
        lang,
        "puzzle-record",
        solved = record.solved,
        failed = record.failed,
        streak = record.streak,
        best = record.best_streak,
        rating = record.rating.to_string()
    )
}

/// The words of an answer; for a right move with more to find, the text
/// above the next picture.
pub fn answer_text(lang: Lang, answer: &PuzzleAnswer) -> String {
    match answer {
        PuzzleAnswer::Continue { reply, next } => {
            let intro = puzzle_text(lang, next);
            format!(
                "{}\n{intro}",
                tr!(lang, "puzzle-right-go-on", reply = reply.as_str())
            )
        }
        PuzzleAnswer::Solved { line, record } => format!(
            "{}\n{}",
            tr!(lang, "puzzle-solved", line = line.join(" ")),
            record_text(lang, record)
        ),
        PuzzleAnswer::Failed {
            played,
            line,
            step,
            record,
        } => format!(
            "{}\n{}",
            tr!(
                lang,
                "puzzle-failed",
                played = played.as_str(),
                answer = line[2 * step].as_str(),
                line = line.join(" ")
            ),
            record_text(lang, record)
        ),
    }
}

/// The most solvers a daily puzzle's post names (then "and N more").
pub const DAILY_NAMES: usize = 20;

/// The words of a server's daily puzzle post: the puzzle, who is to move,
/// how to solve it, and who solved the one before.
pub fn daily_text(lang: Lang, post: &DailyPost) -> String {
    let shown = &post.puzzle;
    let intro = tr!(
        lang,
        "daily-puzzle-intro",
        id = shown.id,
        kind = kind_title(lang, shown.kind),
        color = color_code(shown.solver),
        rating = format!("{:.0}", shown.rating.rating),
        moves = shown.moves
    );
    match &post.before {
        Some((before, answers)) => {
            format!("{intro}\n{}", solvers_text(lang, before.puzzle, answers))
        }
        None => intro,
    }
}

/// Who solved daily puzzle `puzzle` (at most [`DAILY_NAMES`] named), and
/// how many tried it.
pub fn solvers_text(lang: Lang, puzzle: i64, answers: &[DailyAnswer]) -> String {
    let solvers: Vec<String> = answers
        .iter()
        .filter(|a| a.solved)
        .map(|a| plain_name(&a.name))
        .collect();
    let tried = answers.len();
    if solvers.is_empty() {
        return tr!(
            lang,
            "daily-puzzle-nobody-solved",
            id = puzzle,
            tried = tried
        );
    }
    let mut names = solvers
        .iter()
        .take(DAILY_NAMES)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if solvers.len() > DAILY_NAMES {
        names = tr!(
            lang,
            "daily-puzzle-and-more",
            names = names,
            more = solvers.len() - DAILY_NAMES
        );
    }
    tr!(
        lang,
        "daily-puzzle-solved-by",
        id = puzzle,
        names = names,
        solved = solvers.len(),
        tried = tried
    )
}

/// The Solve button under a daily puzzle's post.
pub fn daily_button(lang: Lang, daily: i64) -> serenity::CreateActionRow {
    let button = serenity::CreateButton::new(ButtonAction::DailyPuzzle { daily }.encode())
        .label(tr!(lang, "daily-puzzle-button"))
        .style(serenity::ButtonStyle::Primary);
    serenity::CreateActionRow::Buttons(vec![button])
}

/// Posts a server's daily puzzle in its games channel (the outbox's
/// `daily_puzzle`), with the announcement's nonce: once however often sent.
pub async fn send_daily_puzzle(
    http: &serenity::Http,
    post: &DailyPost,
    announcement_id: i64,
) -> Result<Delivered, BotError> {
    let lang = post.daily.language;
    let picture = puzzle_attachment(lang, &post.puzzle).await?;
    let message = serenity::CreateMessage::new()
        .content(fit_message(&daily_text(lang, post)))
        .add_file(picture)
        .components(vec![daily_button(lang, post.daily.id)])
        .allowed_mentions(no_pings())
        .nonce(nonce_of(announcement_id))
        .enforce_nonce(true);
    serenity::ChannelId::new(post.daily.channel_id)
        .send_message(http, message)
        .await?;
    Ok(Delivered::Sent)
}

/// The private answer to opening a daily puzzle: the puzzle's words,
/// headed as the server's daily puzzle.
pub fn daily_opened_text(lang: Lang, shown: &PuzzleShown) -> String {
    format!(
        "{}\n{}",
        tr!(lang, "daily-puzzle-opened"),
        puzzle_text(lang, shown)
    )
}
