//! One page of a leaderboard, with Previous/Next buttons that carry the game
//! id, scope and page (so they work after a restart), and the caller's own
//! standing below when it is not on the page.

use poise::serenity_prelude as serenity;
use serenity::CreateActionRow;

use crate::discord::error::BotError;
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::custom_id::page_buttons;
use crate::discord::presentation::text::{fit_message, mention};
use crate::discord::presentation::words::kind_title;
use crate::i18n::Lang;
use crate::service::{GameService, Standing, UserId};
use crate::tr;
use abande_rules::GameKind;

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

/// "#3 Alice · 1623 ±64 · 12 rated games".
fn standing_line(lang: Lang, s: &Standing) -> String {
    tr!(
        lang,
        "leaderboard-line",
        rank = s.rank,
        player = crate::discord::presentation::text::plain_name(&s.player.name),
        rating = format!("{:.0}", s.rating.rating),
        deviation = format!("{:.0}", s.rating.deviation),
        games = s.rating.games
    )
}

/// Text and buttons for page `page` of the leaderboard of `kind`, as `me`
/// sees it, in `lang`.
pub async fn leaderboard_page(
    lang: Lang,
    service: &GameService,
    kind: GameKind,
    scope: Scope,
    page: i64,
    me: UserId,
) -> Result<(String, Vec<CreateActionRow>), BotError> {
    let board = service
        .ratings()
        .leaderboard(kind, scope.guild(), page, LEADERBOARD_PAGE_SIZE)
        .await?;
    let scope_name = match scope {
        Scope::Server(_) => "server",
        Scope::Global => "global",
    };
    let mut lines = vec![tr!(
        lang,
        "leaderboard-header",
        title = kind_title(lang, kind),
        scope = scope_name,
        page = board.page,
        pages = board.total_pages
    )];
    if board.items.is_empty() {
        lines.push(tr!(lang, "leaderboard-empty"));
    }
    lines.extend(board.items.iter().map(|s| standing_line(lang, s)));
    if !board.items.iter().any(|s| s.player.id == me) {
        let mine = service
            .ratings()
            .standing_of(me, kind, scope.guild(), LEADERBOARD_PAGE_SIZE)
            .await?;
        lines.push(match mine {
            Some((standing, on_page)) => tr!(
                lang,
                "leaderboard-you",
                player = mention(me.0),
                line = standing_line(lang, &standing),
                page = on_page
            ),
            None => tr!(
                lang,
                "leaderboard-you-unranked",
                player = mention(me.0),
                rating = service.ratings().rating(me, kind).await?.to_string()
            ),
        });
    }
    let turn_to = |page| ButtonAction::Leaderboard {
        kind,
        server: matches!(scope, Scope::Server(_)),
        page,
    };
    let components = page_buttons(lang, board.page, board.total_pages, turn_to);
    Ok((fit_message(&lines.join("\n")), components))
}
