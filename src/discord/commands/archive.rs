//! `/game`, `/replay`, `/export`, `/stats`: looking back at games, for
//! players and spectators alike.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

use super::{
    BotError, Context, autocomplete_any_game, load_visible_game, parse_game_id, reply_with_file,
};
use crate::discord::board_post::{attachment, board_png, game_title};
use crate::discord::text::{MESSAGE_LIMIT, fit_message, truncate};
use crate::discord::users::display_name;
use crate::render::{BoardLabels, Series, render_rating_chart, render_replay_gif};
use crate::rules::Outcome;
use crate::rules::record::numbered_moves;
use crate::service::StoredName;
use crate::service::{EndedBy, GameStatus, GameView, UserId};

/// Move lines in `/game` are kept narrow enough for phones.
const MOVE_LINE_WIDTH: usize = 60;

/// One game: players, status, result, every move, and the board.
#[poise::command(slash_command, rename = "game")]
pub async fn game_info(
    ctx: Context<'_>,
    #[description = "Game number, e.g. 12"]
    #[autocomplete = "autocomplete_any_game"]
    id: String,
) -> Result<(), BotError> {
    let view = load_visible_game(ctx, parse_game_id(&id)?).await?;
    ctx.defer().await?;
    let clock = ctx.data().service.clock_status(&view).await?;
    let png = board_png(&ctx.data().service, &view, &clock).await?;
    let summary = game_summary(&view);
    let moves = numbered_moves(view.game.moves(), MOVE_LINE_WIDTH);
    let mut reply = poise::CreateReply::default().attachment(attachment(&view, png));
    let inline = format!(
        "{summary}\n```\n{}\n```",
        if moves.is_empty() {
            "(no moves yet)"
        } else {
            &moves
        }
    );
    if inline.chars().count() <= MESSAGE_LIMIT {
        reply = reply.content(inline);
    } else {
        // Too long for a message: the whole record goes into a file instead.
        let file = CreateAttachment::bytes(
            view.written_record().to_string().into_bytes(),
            record_file_name(&view),
        );
        reply = reply
            .content(truncate(
                &format!("{summary}\nThe moves are in the attached file."),
                MESSAGE_LIMIT,
            ))
            .attachment(file);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// An animated replay of a game, one frame per move.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number, e.g. 12"]
    #[autocomplete = "autocomplete_any_game"]
    id: String,
) -> Result<(), BotError> {
    let view = load_visible_game(ctx, parse_game_id(&id)?).await?;
    // A long game takes a second or two to draw: tell Discord to wait.
    ctx.defer().await?;
    let game = view.game.clone();
    let labels = BoardLabels {
        title: game_title(&view),
        black: view.black.name.clone(),
        white: view.white.name.clone(),
    };
    let gif =
        crate::discord::render_slots::render(move || render_replay_gif(&game, &labels)).await?;
    let content = format!(
        "**{}** · {} vs {} · replay of {} moves",
        game_title(&view),
        view.black.name,
        view.white.name,
        view.game.ply()
    );
    let file = CreateAttachment::bytes(gif, format!("game-{}-replay.gif", view.id.0));
    reply_with_file(ctx, &content, file).await
}

/// The game record as a text file (`abande-bot show --record FILE` replays it).
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number, e.g. 12"]
    #[autocomplete = "autocomplete_any_game"]
    id: String,
) -> Result<(), BotError> {
    let view = load_visible_game(ctx, parse_game_id(&id)?).await?;
    let name = record_file_name(&view);
    let file =
        CreateAttachment::bytes(view.written_record().to_string().into_bytes(), name.clone());
    let content = format!(
        "Record of **{}** ({} moves). Replay it with `abande-bot show --record {name}`.",
        game_title(&view),
        view.game.ply()
    );
    reply_with_file(ctx, &content, file).await
}

/// Wins, draws and losses per game, current games and the best winning streak.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose results (default: yours)"] user: Option<serenity::User>,
) -> Result<(), BotError> {
    let user = user.unwrap_or_else(|| ctx.author().clone());
    let stats = ctx.data().service.stats(UserId(user.id.get())).await?;
    let mut lines = vec![format!("**Results of {}**", display_name(&user))];
    if stats.records.is_empty() {
        lines.push("No finished games yet.".to_string());
    }
    for r in &stats.records {
        let against = r
            .against_engine
            .map(|level| format!(" vs bot, level {level}"))
            .unwrap_or_default();
        lines.push(format!(
            "{}{against}: {} · {} · {}",
            r.kind,
            plural(r.wins, "win", "wins"),
            plural(r.draws, "draw", "draws"),
            plural(r.losses, "loss", "losses")
        ));
    }
    lines.push(format!("Current games: {}", stats.active_games));
    lines.push(format!(
        "Longest winning streak: {}",
        stats.longest_winning_streak
    ));
    let service = &ctx.data().service;
    let user_id = UserId(user.id.get());
    let ratings = service.ratings(user_id).await?;
    if !ratings.is_empty() {
        lines.push("Ratings (`?`: provisional):".to_string());
    }
    for (kind, rating) in &ratings {
        lines.push(format!(
            "{kind}: {rating} ±{:.0} · {}",
            rating.deviation,
            plural(rating.games, "rated game", "rated games")
        ));
    }
    let history = service.rating_history(user_id).await?;
    let text = lines.join("\n");
    if history.is_empty() {
        ctx.send(poise::CreateReply::default().content(fit_message(&text)))
            .await?;
        return Ok(());
    }
    let series: Vec<Series> = ratings
        .iter()
        .map(|(kind, _)| Series {
            name: kind.id().to_string(),
            points: history
                .iter()
                .filter(|c| c.kind == *kind)
                .map(|c| (c.at, c.after.rating))
                .collect(),
        })
        .collect();
    let title = format!("Ratings of {}", display_name(&user));
    let png =
        crate::discord::render_slots::render(move || render_rating_chart(&title, &series)).await?;
    let file = CreateAttachment::bytes(png, format!("ratings-{}.png", user_id.0));
    reply_with_file(ctx, &text, file).await
}

fn plural(count: i64, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

fn record_file_name(view: &GameView) -> String {
    format!("game-{}.txt", view.id.0)
}

/// Players, kind, status and result, by name (spectators should not ping players).
fn game_summary(view: &GameView) -> String {
    let status = match view.status {
        GameStatus::Active => match view.player_to_move() {
            Some(p) => format!("in progress, {} to move", p.name),
            None => "in progress".to_string(),
        },
        GameStatus::Finished => format!("finished: {}", outcome_text(view)),
        GameStatus::Aborted => "aborted (no result)".to_string(),
    };
    let ended = view
        .finished_at
        .map(|t| format!(" · ended <t:{t}:d>"))
        .unwrap_or_default();
    let engine = view
        .engine
        .map(|e| format!(" · vs bot, level {}", e.level))
        .unwrap_or_default();
    truncate(
        &format!(
            "**{}** · {}{engine}\nBlack: {} · White: {}\nStatus: {status}{ended}\nMoves ({}):",
            game_title(view),
            view.kind.title(),
            view.black.name,
            view.white.name,
            view.game.ply()
        ),
        MESSAGE_LIMIT / 2,
    )
}

fn outcome_text(view: &GameView) -> String {
    let score = view
        .final_score
        .map(|s| format!(" ({}–{})", s.black, s.white))
        .unwrap_or_default();
    let how = match view.ended_by {
        Some(EndedBy::Score) | None => String::new(),
        Some(e) => format!(" by {}", e.name()),
    };
    match view.result {
        Some(Outcome::Win(c)) => format!("{} ({c}) won{how}{score}", view.player(c).name),
        Some(Outcome::Draw) => format!("a draw{how}{score}"),
        None => "no result".to_string(),
    }
}
