//! `/games`, a player's dashboard: the games waiting for them first, least
//! time left first, each with its deadline (a Discord timestamp, which
//! every reader sees in their own time zone and which counts down by
//! itself) and their time bank; then the games waiting for their
//! opponents. Long dashboards are paged with Previous/Next buttons that
//! carry the page (the clicker's own dashboard is shown, so a button never
//! shows someone else's games).

use poise::serenity_prelude as serenity;
use serenity::CreateActionRow;

use crate::discord::error::BotError;
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::custom_id::page_buttons;
use crate::discord::presentation::text::{fit_message, mention, message_link};
use crate::discord::presentation::words::kind_title;
use crate::i18n::{self, Arg, Lang};
use crate::service::{Challenge, DashboardGame, GameId, GameRecord, GameService, UserId};
use crate::tr;
use crate::words::duration;

/// Games on one page of the dashboard.
pub const GAMES_PAGE_SIZE: usize = 8;

/// Text and Previous/Next buttons for page `page` (from 1; a page past the
/// last shows the last) of `me`'s dashboard, in `lang`. The first page
/// also lists the challenges waiting for an answer.
pub async fn games_page(
    lang: Lang,
    service: &GameService,
    me: UserId,
    page: i64,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let dashboard = service.history().dashboard(me).await?;
    let games: Vec<(bool, &DashboardGame)> = dashboard
        .your_turn
        .iter()
        .map(|g| (true, g))
        .chain(dashboard.their_turn.iter().map(|g| (false, g)))
        .collect();
    let pages = games.len().div_ceil(GAMES_PAGE_SIZE).max(1) as i64;
    let page = page.clamp(1, pages);
    let mut lines = Vec::new();
    if games.is_empty() {
        lines.push(tr!(lang, "games-none"));
    } else if pages > 1 {
        lines.push(tr!(
            lang,
            "dashboard-header-paged",
            count = games.len(),
            page = page,
            pages = pages
        ));
    } else {
        lines.push(tr!(lang, "games-active", count = games.len()));
    }
    let start = (page as usize - 1) * GAMES_PAGE_SIZE;
    let mut section = None;
    for &(mine, game) in games.iter().skip(start).take(GAMES_PAGE_SIZE) {
        if section != Some(mine) {
            section = Some(mine);
            lines.push(if mine {
                tr!(
                    lang,
                    "dashboard-your-turn",
                    count = dashboard.your_turn.len()
                )
            } else {
                tr!(
                    lang,
                    "dashboard-their-turn",
                    count = dashboard.their_turn.len()
                )
            });
        }
        lines.push(dashboard_line(lang, game, me, mine));
    }
    if page == 1 {
        let challenges = service.challenges().pending_challenges(me).await?;
        if !challenges.is_empty() {
            lines.push(tr!(lang, "games-pending", count = challenges.len()));
        }
        lines.extend(challenges.iter().map(|c| pending_line(lang, c, me)));
    }
    let turn_to = |page| ButtonAction::GamesPage { page };
    let components = page_buttons(lang, page, pages, turn_to);
    Ok((fit_message(&lines.join("\n")), components))
}

/// After `me` moved in `moved`: the next other game waiting for them, the
/// one with least time left, with a link to its board, and how many wait.
/// `None` when none does, or when it cannot be read now (the move is saved
/// and told anyway).
pub async fn next_game_note(
    lang: Lang,
    service: &GameService,
    me: UserId,
    moved: GameId,
) -> Option<String> {
    let dashboard = match service.history().dashboard(me).await {
        Ok(dashboard) => dashboard,
        Err(error) => {
            tracing::warn!(%error, game = %moved, "could not find the next game waiting");
            return None;
        }
    };
    let next = dashboard.next_waiting(Some(moved))?;
    let waiting = dashboard
        .your_turn
        .iter()
        .filter(|g| g.summary.id() != moved)
        .count();
    let record = &next.summary.record;
    Some(tr!(
        lang,
        "next-game",
        waiting = waiting,
        game = next.summary.id().to_string(),
        kind = kind_title(lang, record.kind),
        opponent = record.opponent_label(me),
        deadline = deadline_words(lang, next.deadline_at, true),
        link = board_link(record).unwrap_or_default()
    ))
}

/// "you must move in 3 hours" (a Discord timestamp), or "no time limit".
fn deadline_words(lang: Lang, deadline_at: Option<i64>, mine: bool) -> String {
    match deadline_at {
        Some(at) => tr!(
            lang,
            "dashboard-deadline",
            whose = if mine { "yours" } else { "theirs" },
            when = format!("<t:{at}:R>")
        ),
        None => tr!(lang, "dashboard-no-deadline"),
    }
}

/// The address of a game's latest board message (in its thread when it
/// has one), else its thread.
pub fn board_link(record: &GameRecord) -> Option<String> {
    let channel = record.thread_id.unwrap_or(record.place.channel_id);
    match record.board_message_id {
        Some(message) => Some(message_link(record.place.guild_id, channel, message)),
        None => record.thread_id.map(|t| format!("<#{t}>")),
    }
}

/// One game of the dashboard: "#12 Abalone vs bob · you must move in 3
/// hours · your time bank: 1 day 2 h · #thread".
pub fn dashboard_line(lang: Lang, game: &DashboardGame, me: UserId, mine: bool) -> String {
    let record = &game.summary.record;
    let deadline = deadline_words(lang, game.deadline_at, mine);
    let bank = game
        .my_bank_left
        .map(|left| {
            // A message cannot start with a space (Fluent trims it).
            format!(
                " · {}",
                tr!(lang, "dashboard-bank", left = duration(lang, left))
            )
        })
        .unwrap_or_default();
    let link = game_link(record)
        .map(|link| format!(" · {link}"))
        .unwrap_or_default();
    let line = tr!(
        lang,
        "dashboard-line",
        game = game.summary.id().to_string(),
        kind = kind_title(lang, record.kind),
        opponent = record.opponent_label(me),
        deadline = deadline,
        bank = bank,
        link = link
    );
    if mine { format!("**{line}**") } else { line }
}

/// Where a game is played: its thread (`<#id>`, which Discord shows as
/// the thread's name, a link), else its board message.
pub fn game_link(record: &GameRecord) -> Option<String> {
    if let Some(thread) = record.thread_id {
        return Some(format!("<#{thread}>"));
    }
    record
        .board_message_id
        .map(|m| message_link(record.place.guild_id, record.place.channel_id, m))
}

/// "#4 Abalone · to @bob · expires in 3 hours · link" as `me` sees it.
fn pending_line(lang: Lang, c: &Challenge, me: UserId) -> String {
    let (key, player) = match &c.opponent {
        None => ("pending-open", None),
        Some(o) if c.challenger.id == me => ("pending-to", Some(o.id)),
        Some(_) => ("pending-from", Some(c.challenger.id)),
    };
    let link = c
        .message_id
        .map(|m| message_link(c.place.guild_id, c.place.channel_id, m))
        .map(|link| format!(" · {link}"));
    // Each message shows the arguments it needs of these.
    let args = [
        ("challenge", Arg::from(c.id.to_string())),
        ("kind", Arg::from(kind_title(lang, c.kind))),
        (
            "player",
            Arg::from(player.map(|p| mention(p.0)).unwrap_or_default()),
        ),
        ("expires", Arg::from(c.expires_at)),
        ("link", Arg::from(link.unwrap_or_default())),
    ];
    i18n::text(lang, key, &args)
}
