//! `/premove add|list|clear`: conditional moves (issue #38), all private.
//! The service checks and stores the lines (`service/premoves.rs`) and
//! plays an answer in the transaction of the opponent's move; the board
//! post marks it (`discord/presentation/board/words.rs::moves_headline`).

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{BotError, Context, autocomplete_game, caller_id, reply_privately};
use crate::i18n::Lang;
use crate::service::{GameId, PremoveLine, UnnamedGame};
use crate::tr;

/// Plan answers to your opponent's replies (conditional moves).
#[poise::command(
    slash_command,
    subcommands("add", "list", "clear"),
    subcommand_required
)]
pub async fn premove(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// Add a line: your opponent's reply, your answer, their next reply, and so on.
#[poise::command(slash_command)]
pub async fn add(
    ctx: Context<'_>,
    #[autocomplete = "crate::discord::commands::playing::explore::autocomplete_line"]
    #[max_length = 400]
    line: String,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let id = premove_game(ctx, game.as_deref()).await?;
    let me = caller_id(ctx);
    let added = ctx
        .data()
        .service
        .premoves()
        .add_premove(id, me, &line)
        .await?;
    let lang = user_lang(ctx);
    let text = tr!(
        lang,
        "premove-added",
        game = id.0.to_string(),
        line = added.line_no,
        moves = line_text(lang, &added.moves),
        lines = added.lines
    );
    reply_privately(ctx, &text).await
}

/// Your conditional moves, in one game or in all.
#[poise::command(slash_command)]
pub async fn list(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let id = match game.as_deref() {
        Some(text) => Some(crate::discord::commands::parse_game_id(text)?),
        None => None,
    };
    let lines = ctx
        .data()
        .service
        .premoves()
        .premove_lines(caller_id(ctx), id)
        .await?;
    let lang = user_lang(ctx);
    reply_privately(ctx, &list_text(lang, &lines)).await
}

/// Delete your conditional moves in a game.
#[poise::command(slash_command)]
pub async fn clear(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: Option<String>,
) -> Result<(), BotError> {
    let id = premove_game(ctx, game.as_deref()).await?;
    let cleared = ctx
        .data()
        .service
        .premoves()
        .clear_premoves(id, caller_id(ctx))
        .await?;
    let lang = user_lang(ctx);
    let text = tr!(
        lang,
        "premove-cleared",
        game = id.0.to_string(),
        count = cleared
    );
    reply_privately(ctx, &text).await
}

/// The game a line is added to or cleared from: the one named, or else
/// the game in progress meant here.
async fn premove_game(ctx: Context<'_>, game: Option<&str>) -> Result<GameId, BotError> {
    crate::discord::commands::game_named_or_meant(ctx, game, UnnamedGame::InProgress).await
}

/// A line's moves, "you" and "they" marked: "c4 → **d5**, e4 → **f5**".
fn line_text(lang: Lang, moves: &[String]) -> String {
    moves
        .chunks(2)
        .map(|pair| match pair {
            [theirs, mine] => tr!(
                lang,
                "premove-pair",
                theirs = theirs.as_str(),
                mine = mine.as_str()
            ),
            [theirs] => theirs.clone(),
            _ => String::new(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `/premove list`'s answer.
pub fn list_text(lang: Lang, lines: &[PremoveLine]) -> String {
    if lines.is_empty() {
        return tr!(lang, "premove-none");
    }
    let mut text = tr!(lang, "premove-list-head", count = lines.len());
    for line in lines {
        text.push('\n');
        text.push_str(&tr!(
            lang,
            "premove-list-line",
            game = line.game.0.to_string(),
            line = line.line_no,
            moves = line_text(lang, &line.moves)
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GameId;

    /// The catalogue writes the `#` before a game's number itself: a
    /// `GameId` passed as text read "game ##3".
    #[test]
    fn a_line_names_its_game_with_one_hash() {
        let line = PremoveLine {
            game: GameId(3),
            line_no: 1,
            start_ply: 4,
            moves: vec!["c4".into(), "d5".into()],
        };
        for lang in Lang::ALL {
            let text = list_text(lang, std::slice::from_ref(&line));
            assert!(text.contains("#3") && !text.contains("##"), "{text}");
        }
        let cleared = tr!(Lang::En, "premove-cleared", game = "3", count = 2);
        assert_eq!(cleared, "Your 2 lines in game #3 are deleted.");
    }
}
