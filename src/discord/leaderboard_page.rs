//! One page of a leaderboard, with Previous/Next buttons that carry the game
//! id, scope and page (so they work after a restart), and the caller's own
//! standing below when it is not on the page.

use poise::serenity_prelude as serenity;
use serenity::CreateActionRow;

use super::custom_id::page_buttons;
use super::text::{fit_message, mention};
use super::{BotError, ButtonAction};
use crate::rules::GameKind;
use crate::service::{GameService, Standing, UserId};

/// Players on one page.
pub const LEADERBOARD_PAGE_SIZE: i64 = 10;

/// Which players a leaderboard ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Players with a rated game in this server.
    Server(u64),
    Global,
}

impl Scope {
    fn guild(self) -> Option<u64> {
        match self {
            Scope::Server(guild) => Some(guild),
            Scope::Global => None,
        }
    }
}

/// "#3 Alice · 1623 ±64 · 12 games".
fn standing_line(s: &Standing) -> String {
    format!(
        "#{} {} · {:.0} ±{:.0} · {} rated games",
        s.rank, s.player.name, s.rating.rating, s.rating.deviation, s.rating.games
    )
}

/// Text and buttons for page `page` of the leaderboard of `kind`, as `me` sees it.
pub async fn leaderboard_page(
    service: &GameService,
    kind: GameKind,
    scope: Scope,
    page: i64,
    me: UserId,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let board = service
        .leaderboard(kind, scope.guild(), page, LEADERBOARD_PAGE_SIZE)
        .await?;
    let place = match scope {
        Scope::Server(_) => "this server",
        Scope::Global => "everywhere",
    };
    let mut lines = vec![format!(
        "**Leaderboard: {}**, {place} (page {} of {})",
        kind.title(),
        board.page,
        board.total_pages
    )];
    if board.items.is_empty() {
        lines.push(
            "Nobody is ranked yet: a rating counts once its deviation is under 110 (a few rated games)."
                .to_string(),
        );
    }
    lines.extend(board.items.iter().map(standing_line));
    if !board.items.iter().any(|s| s.player.id == me) {
        let mine = service
            .standing_of(me, kind, scope.guild(), LEADERBOARD_PAGE_SIZE)
            .await?;
        lines.push(match mine {
            Some((standing, on_page)) => format!(
                "You ({}): {} (page {on_page})",
                mention(me.0),
                standing_line(&standing)
            ),
            None => format!(
                "You ({}): not ranked here; your rating is {}",
                mention(me.0),
                service.rating(me, kind).await?
            ),
        });
    }
    let turn_to = |page| ButtonAction::Leaderboard {
        kind,
        server: matches!(scope, Scope::Server(_)),
        page,
    };
    let components = page_buttons(board.page, board.total_pages, turn_to);
    Ok((fit_message(&lines.join("\n")), components))
}
