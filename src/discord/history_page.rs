//! One page of a player's finished games, with Previous/Next buttons that
//! carry the page and the filters (so they work after a restart).

use poise::serenity_prelude as serenity;
use serenity::CreateActionRow;

use super::custom_id::HistoryQuery;
use super::custom_id::page_buttons;
use super::text::{fit_message, mention};
use super::{BotError, ButtonAction};
use crate::rules::Outcome;
use crate::service::StoredName;
use crate::service::{EndedBy, GameService, GameSummary, UserId};

/// Games on one page.
pub const HISTORY_PAGE_SIZE: i64 = 10;

/// Text and Previous/Next buttons for one page of a player's finished
/// games; `name` is how to call the player when they have none.
pub async fn history_page(
    service: &GameService,
    name: &str,
    query: HistoryQuery,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let HistoryQuery { user, page, filter } = query;
    let me = user;
    let result = service
        .finished_games(me, filter, page, HISTORY_PAGE_SIZE)
        .await?;
    let kind = filter.kind.map(|k| format!(" of {k}")).unwrap_or_default();
    let against = filter
        .opponent
        .map(|o| format!(" against {}", mention(o.0)))
        .unwrap_or_default();
    let mut lines = vec![format!(
        "Finished games{kind} of {}{against} (page {} of {}):",
        mention(user.0),
        page,
        result.total_pages
    )];
    if result.items.is_empty() {
        lines.push(format!("No finished games yet for {name}."));
    }
    for g in &result.items {
        lines.push(history_line(g, me));
    }
    let turn_to = |page| ButtonAction::HistoryPage(HistoryQuery { page, ..query });
    let components = page_buttons(page, result.total_pages, turn_to);
    Ok((fit_message(&lines.join("\n")), components))
}

/// One line of `/history`: id, kind, opponent, result and how, score, date, moves.
pub fn history_line(g: &GameSummary, me: UserId) -> String {
    let mine = g.color_of(me);
    let opponent = g.opponent_label(me);
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
