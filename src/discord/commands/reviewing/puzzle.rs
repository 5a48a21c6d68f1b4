//! `/puzzle show`, `/puzzle answer move:`, `/puzzle stats` and `/puzzle
//! daily` (a server's daily puzzle, also its post's Solve button), and an
//! analysis's Learn from your mistakes button: puzzles from finished
//! games, privately (`service/puzzles.rs` does the work,
//! `presentation/puzzle_post.rs` the words and the picture).

use poise::serenity_prelude as serenity;

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{BotError, Context, caller_id, player};
use crate::discord::presentation::puzzle_post::{
    answer_text, daily_opened_text, learn_answer_text, mistake_attachment, mistake_text,
    puzzle_attachment, puzzle_text, record_text,
};
use crate::discord::presentation::text::fit_message;
use crate::service::{AnyAnswer, GameId, GameService, PuzzleAnswer};
use abande_rules::Family;

/// Puzzles from real games: find the one move that wins.
#[poise::command(
    slash_command,
    subcommands("show", "answer", "stats", "daily"),
    subcommand_required
)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// Which game's puzzles.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FamilyChoice {
    #[name = "abande"]
    Abande,
    #[name = "abalone"]
    Abalone,
}

/// The puzzle you are solving, or a new one near your puzzle rating (only you see it).
#[poise::command(slash_command)]
pub async fn show(
    ctx: Context<'_>,
    #[rename = "kind"] game: Option<FamilyChoice>,
) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    let family = game.map(|g| match g {
        FamilyChoice::Abande => Family::Abande,
        FamilyChoice::Abalone => Family::Abalone,
    });
    let shown = ctx
        .data()
        .service
        .puzzles()
        .next_puzzle(&player(ctx), family)
        .await?;
    let lang = user_lang(ctx);
    let file = puzzle_attachment(lang, &shown).await?;
    let reply = poise::CreateReply::default()
        .content(fit_message(&puzzle_text(lang, &shown)))
        .attachment(file)
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// Answer the puzzle you are solving with a move.
#[poise::command(slash_command)]
pub async fn answer(
    ctx: Context<'_>,
    #[rename = "move"]
    #[autocomplete = "autocomplete_puzzle_move"]
    #[max_length = 64]
    text: String,
) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    let answer = ctx
        .data()
        .service
        .puzzles()
        .answer_any(&player(ctx), &text)
        .await?;
    let lang = user_lang(ctx);
    let (text, picture) = match &answer {
        AnyAnswer::Puzzle(answer) => {
            let picture = match answer {
                PuzzleAnswer::Continue { next, .. } => Some(puzzle_attachment(lang, next).await?),
                _ => None,
            };
            (answer_text(lang, answer), picture)
        }
        AnyAnswer::Mistake(answer) => {
            let picture = match &answer.next {
                Some(next) => Some(mistake_attachment(lang, next).await?),
                None => None,
            };
            (learn_answer_text(lang, answer), picture)
        }
    };
    let mut reply = poise::CreateReply::default()
        .content(fit_message(&text))
        .ephemeral(true);
    if let Some(picture) = picture {
        reply = reply.attachment(picture);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Your puzzles: solved, failed, streak and puzzle rating.
#[poise::command(slash_command)]
pub async fn stats(ctx: Context<'_>) -> Result<(), BotError> {
    let record = ctx
        .data()
        .service
        .puzzles()
        .puzzle_record(caller_id(ctx))
        .await?;
    crate::discord::commands::reply_privately(ctx, &record_text(user_lang(ctx), &record)).await
}

/// This server's daily puzzle, to solve privately (it counts like any puzzle).
#[poise::command(slash_command)]
pub async fn daily(ctx: Context<'_>) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    let guild = ctx.guild_id().map(|g| g.get());
    let (text, file) = daily_reply(
        &ctx.data().service,
        ctx.author(),
        guild,
        None,
        user_lang(ctx),
    )
    .await?;
    let reply = poise::CreateReply::default()
        .content(fit_message(&text))
        .attachment(file)
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// A server's daily puzzle opened by `user`, privately: daily puzzle
/// `daily` (its post's Solve button) or else server `guild`'s latest
/// (`/puzzle daily`), as text and picture.
async fn daily_reply(
    service: &GameService,
    user: &serenity::User,
    guild: Option<u64>,
    daily: Option<i64>,
    lang: crate::i18n::Lang,
) -> Result<(String, serenity::CreateAttachment), BotError> {
    let player = crate::discord::presentation::users::player_of(user);
    let shown = service
        .puzzles()
        .open_daily_puzzle(&player, guild, daily)
        .await?;
    let picture = puzzle_attachment(lang, &shown).await?;
    Ok((fit_message(&daily_opened_text(lang, &shown)), picture))
}

/// The legal moves of the caller's puzzle, filtered as `/move`'s are.
async fn autocomplete_puzzle_move(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    crate::discord::commands::choices_in_time(puzzle_move_choices(ctx, partial)).await
}

async fn puzzle_move_choices(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    match ctx
        .data()
        .service
        .puzzles()
        .position_to_answer(caller_id(ctx))
        .await
    {
        Ok(Some(position)) => crate::discord::commands::playing::play::suggest_moves(
            user_lang(ctx),
            &position,
            partial,
        )
        .into_iter()
        .map(|c| serenity::AutocompleteChoice::new(c.label, c.notation))
        .collect(),
        _ => Vec::new(),
    }
}

/// The daily puzzle post's Solve button: daily puzzle `daily`, privately.
pub async fn on_daily(c: &Click<'_>, daily: i64) -> Result<(), BotError> {
    let (text, picture) =
        daily_reply(c.service(), &c.click.user, c.guild(), Some(daily), c.lang()).await?;
    c.show(&text, vec![], Some(picture)).await
}

/// The **Learn from your mistakes** button under an analysis of `game`:
/// the clicker's first mistake of that game, privately (then answered
/// with `/puzzle answer`), as text and picture.
pub async fn on_learn(c: &Click<'_>, game: GameId) -> Result<(), BotError> {
    let lang = c.lang();
    let mistake = c
        .service()
        .puzzles()
        .learn_from_mistakes(
            &crate::discord::presentation::users::player_of(&c.click.user),
            game,
        )
        .await?;
    let picture = mistake_attachment(lang, &mistake).await?;
    c.show(&mistake_text(lang, &mistake), vec![], Some(picture))
        .await
}
