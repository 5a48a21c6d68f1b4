//! `/game`, `/replay`, `/export`, `/stats`: looking back at games, for
//! players and spectators alike.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{
    BotError, Context, autocomplete_any_game, load_visible_game, parse_game_id, reply_with_file,
};
use crate::discord::presentation::alt_text;
use crate::discord::presentation::analysis_post::analysis_marks;
use crate::discord::presentation::board::picture::{
    attachment, board_png, public_orientation, render_options,
};
use crate::discord::presentation::board::words::{game_title, player_names};
use crate::discord::presentation::text::{MESSAGE_LIMIT, fit_message, truncate};
use crate::discord::presentation::users::display_name;
use crate::discord::presentation::words::{ended_by, kind_title};
use crate::i18n::Lang;
use crate::service::{EndedBy, GameStatus, GameView, Rating, UserId};
use crate::tr;
use crate::words::color_code;
use abande_pictures::{BoardLabels, RatingPoint, Series, render_rating_chart, render_replay_gif};
use abande_rules::Outcome;
use abande_rules::record::numbered_moves;

/// Move lines in `/game` are kept narrow enough for phones.
const MOVE_LINE_WIDTH: usize = 60;

/// One game: players, status, result, every move, and the board.
#[poise::command(slash_command, rename = "game")]
pub async fn game_info(
    ctx: Context<'_>,
    #[rename = "game"]
    #[autocomplete = "autocomplete_any_game"]
    id: String,
) -> Result<(), BotError> {
    let view = game_to_draw(ctx, &id).await?;
    let clock = ctx.data().service.clocks().clock_status(&view).await?;
    let png = board_png(
        &ctx.data().service,
        &view,
        &clock,
        public_orientation(&view),
    )
    .await?;
    let lang = user_lang(ctx);
    let marks = analysis_marks(lang, &ctx.data().service, &view).await?;
    let summary = format!("{}{marks}", game_summary(lang, &view));
    let mut moves = numbered_moves(view.game.moves(), MOVE_LINE_WIDTH);
    if moves.is_empty() {
        moves = tr!(lang, "game-no-moves");
    }
    let mut reply = poise::CreateReply::default().attachment(attachment(&view, png));
    let inline = format!("{summary}\n```\n{moves}\n```");
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
                &format!("{summary}\n{}", tr!(lang, "game-moves-in-file")),
                MESSAGE_LIMIT,
            ))
            .attachment(file);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The game numbered `id` if the caller may see it, once Discord is told to
/// wait: drawing a board, or a long game's replay, takes a second or two.
async fn game_to_draw(ctx: Context<'_>, id: &str) -> Result<GameView, BotError> {
    let view = load_visible_game(ctx, parse_game_id(id)?).await?;
    ctx.defer().await?;
    Ok(view)
}

/// An animated replay of a game, one frame per move.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[rename = "game"]
    #[autocomplete = "autocomplete_any_game"]
    id: String,
) -> Result<(), BotError> {
    let view = game_to_draw(ctx, &id).await?;
    let game = view.game.clone();
    let [black, white] = player_names(&view.record);
    let labels = BoardLabels {
        title: game_title(&view.record),
        black,
        white,
        ..BoardLabels::default()
    };
    let options = render_options(&view);
    let gif = crate::discord::runtime::render_slots::render(move || {
        render_replay_gif(&game, &labels, &options)
    })
    .await?;
    let content = tr!(
        user_lang(ctx),
        "replay-caption",
        title = game_title(&view.record),
        black = crate::discord::presentation::text::plain_name(&view.record.black.name),
        white = crate::discord::presentation::text::plain_name(&view.record.white.name),
        moves = view.game.ply()
    );
    let file = CreateAttachment::bytes(gif, format!("game-{}-replay.gif", view.id().0))
        .description(alt_text::replay_description(&view));
    reply_with_file(ctx, &content, file).await
}

/// The game record as a text file (`abande-bot show --record FILE` replays it).
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[rename = "game"]
    #[autocomplete = "autocomplete_any_game"]
    id: String,
) -> Result<(), BotError> {
    let view = load_visible_game(ctx, parse_game_id(&id)?).await?;
    let name = record_file_name(&view);
    let file =
        CreateAttachment::bytes(view.written_record().to_string().into_bytes(), name.clone());
    let content = tr!(
        user_lang(ctx),
        "export-caption",
        title = game_title(&view.record),
        moves = view.game.ply(),
        file = name
    );
    reply_with_file(ctx, &content, file).await
}

/// Wins, draws and losses per game, current games and the best winning streak.
#[poise::command(slash_command)]
pub async fn stats(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), BotError> {
    let user = user.unwrap_or_else(|| ctx.author().clone());
    let lang = user_lang(ctx);
    let user_id = UserId(user.id.get());
    let service = &ctx.data().service;
    let stats = service.history().stats(user_id).await?;
    let mut lines = vec![tr!(lang, "stats-header", player = display_name(&user))];
    if stats.records.is_empty() {
        lines.push(tr!(lang, "stats-none"));
    }
    for r in &stats.records {
        let engine = r
            .against_engine
            .map(|level| format!(" {}", vs_engine(lang, level)))
            .unwrap_or_default();
        lines.push(tr!(
            lang,
            "stats-line",
            kind = kind_title(lang, r.kind),
            engine = engine,
            wins = r.wins,
            draws = r.draws,
            losses = r.losses
        ));
    }
    lines.push(tr!(lang, "stats-current", count = stats.active_games));
    lines.push(tr!(
        lang,
        "stats-streak",
        count = stats.longest_winning_streak
    ));
    let ratings = service.ratings().ratings(user_id).await?;
    if !ratings.is_empty() {
        lines.push(tr!(lang, "stats-ratings"));
    }
    for (kind, rating) in &ratings {
        lines.push(tr!(
            lang,
            "stats-rating-line",
            kind = kind_title(lang, *kind),
            rating = rating.to_string(),
            deviation = format!("{:.0}", rating.deviation),
            games = rating.games
        ));
    }
    let history = service.ratings().rating_history(user_id).await?;
    let text = lines.join("\n");
    if history.is_empty() {
        ctx.send(poise::CreateReply::default().content(fit_message(&text)))
            .await?;
        return Ok(());
    }
    let series: Vec<Series> = ratings
        .iter()
        .map(|(kind, _)| Series {
            name: kind_title(lang, *kind),
            points: history
                .iter()
                .filter(|c| c.kind == *kind)
                .map(|c| RatingPoint {
                    at: c.at,
                    rating: c.after.rating,
                    deviation: c.after.deviation,
                })
                .collect(),
        })
        .collect();
    let title = tr!(lang, "stats-chart-title", player = display_name(&user));
    let start = (Rating::NEW.rating, Rating::NEW.deviation);
    let description =
        alt_text::rating_chart_description(lang, &display_name(&user), start.0, &series);
    let png = crate::discord::runtime::render_slots::render(move || {
        render_rating_chart(&title, start, &series, &lang)
    })
    .await?;
    let file =
        CreateAttachment::bytes(png, format!("ratings-{}.png", user_id.0)).description(description);
    reply_with_file(ctx, &text, file).await
}

fn record_file_name(view: &GameView) -> String {
    format!("game-{}.txt", view.id().0)
}

/// "vs bot, level 3".
fn vs_engine(lang: Lang, level: impl ToString) -> String {
    tr!(lang, "game-vs-engine", level = level.to_string())
}

/// Players, kind, status and result, by name (spectators should not ping players).
fn game_summary(lang: Lang, view: &GameView) -> String {
    let status = match view.record.status {
        GameStatus::Active => match view.player_to_move() {
            Some(p) => tr!(lang, "game-status-to-move", player = p.name.as_str()),
            None => tr!(lang, "game-in-progress"),
        },
        GameStatus::Finished => tr!(
            lang,
            "game-status-finished",
            outcome = outcome_text(lang, view)
        ),
        GameStatus::Aborted => tr!(lang, "game-status-aborted"),
    };
    let ended = view
        .record
        .finished_at
        .map(|t| tr!(lang, "game-ended", at = t))
        .unwrap_or_default();
    let engine = view
        .record
        .engine
        .map(|e| format!(" · {}", vs_engine(lang, e.level)))
        .unwrap_or_default();
    truncate(
        &tr!(
            lang,
            "game-summary",
            title = game_title(&view.record),
            kind = kind_title(lang, view.record.kind),
            engine = engine,
            black = view.record.black.name.as_str(),
            white = view.record.white.name.as_str(),
            status = status,
            ended = ended,
            moves = view.game.ply()
        ),
        MESSAGE_LIMIT / 2,
    )
}

fn outcome_text(lang: Lang, view: &GameView) -> String {
    let score = view
        .record
        .final_score
        .map(|s| format!(" ({}–{})", s.black, s.white))
        .unwrap_or_default();
    let how = match view.record.ended_by {
        Some(EndedBy::Score) | None => String::new(),
        Some(e) => ended_by(lang, e),
    };
    match view.record.result {
        Some(Outcome::Win(c)) => tr!(
            lang,
            "outcome-win",
            player = view.record.player(c).name.as_str(),
            color = color_code(c),
            how = how,
            score = score
        ),
        Some(Outcome::Draw) => tr!(lang, "outcome-draw", how = how, score = score),
        None => tr!(lang, "outcome-none"),
    }
}
