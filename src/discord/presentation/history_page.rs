//! One page of a player's finished games, with Previous/Next buttons that
//! carry the page and the filters (so they work after a restart).

use poise::serenity_prelude as serenity;
use serenity::CreateActionRow;

use crate::discord::error::BotError;
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::custom_id::HistoryQuery;
use crate::discord::presentation::custom_id::page_buttons;
use crate::discord::presentation::text::{fit_message, mention};
use crate::discord::presentation::words::{ended_by, kind_title};
use crate::i18n::Lang;
use crate::service::{EndedBy, GameService, GameSummary, UserId, Viewer};
use crate::tr;
use crate::words::color_code;
use abande_rules::Outcome;

/// Games on one page.
pub const HISTORY_PAGE_SIZE: i64 = 10;

/// Text and Previous/Next buttons for one page of a player's finished
/// games that `viewer` may see, in `lang`; `name` is how to call the
/// player when they have none.
pub async fn history_page(
    lang: Lang,
    service: &GameService,
    name: &str,
    query: HistoryQuery,
    viewer: Viewer,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let HistoryQuery { user, page, filter } = query;
    let me = user;
    let result = service
        .history()
        .finished_games_seen_by(me, viewer, filter, page, HISTORY_PAGE_SIZE)
        .await?;
    let kind = filter
        .kind
        .map(|k| tr!(lang, "history-of-kind", kind = kind_title(lang, k)))
        .unwrap_or_default();
    let against = filter
        .opponent
        .map(|o| tr!(lang, "history-against", opponent = mention(o.0)))
        .unwrap_or_default();
    let mut lines = vec![tr!(
        lang,
        "history-header",
        kind = kind,
        player = mention(user.0),
        against = against,
        page = page,
        pages = result.total_pages
    )];
    if result.items.is_empty() {
        lines.push(tr!(lang, "history-empty", player = name));
    }
    for g in &result.items {
        lines.push(history_line(lang, g, me));
    }
    let turn_to = |page| ButtonAction::HistoryPage(HistoryQuery { page, ..query });
    let components = page_buttons(lang, page, result.total_pages, turn_to);
    Ok((fit_message(&lines.join("\n")), components))
}

/// One line of `/history`: id, kind, opponent, result and how, score, date, moves.
pub fn history_line(lang: Lang, g: &GameSummary, me: UserId) -> String {
    let mine = g.record.color_of(me);
    let opponent = g.record.opponent_label(me);
    let word = |result: &str| tr!(lang, "history-result", result = result);
    let result = match (g.record.result, mine) {
        (_, _) if g.record.ended_by == Some(EndedBy::Abort) => word("aborted"),
        (Some(Outcome::Draw), _) => word("draw"),
        (Some(Outcome::Win(c)), Some(m)) if c == m => word("won"),
        (Some(Outcome::Win(_)), Some(_)) => word("lost"),
        (Some(Outcome::Win(c)), None) => tr!(lang, "history-color-won", color = color_code(c)),
        (None, _) => word("none"),
    };
    let how = g
        .record
        .ended_by
        .map(|e| ended_by(lang, e))
        .unwrap_or_default();
    let score = g
        .record
        .final_score
        .map(|s| format!(" {}–{}", s.black, s.white))
        .unwrap_or_default();
    let date = g
        .record
        .finished_at
        .map(|t| format!(" · <t:{t}:d>"))
        .unwrap_or_default();
    tr!(
        lang,
        "history-line",
        game = g.id().to_string(),
        kind = kind_title(lang, g.record.kind),
        opponent = opponent,
        result = result,
        how = how,
        score = score,
        date = date,
        moves = g.plies
    )
}
