//! `/moderate game action [result]` (Manage Server by default, servers
//! only): a moderator ends a stuck or abusive game of this server, aborted
//! or with the result they give; and the words of moderators' actions
//! (refusals, `/settings audit`'s lines). Whether the caller moderates is
//! found here from Discord (`rank::caller_rank`); what that allows is
//! the service's (`service/moderation.rs`).

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::{BotError, Context, parse_game_id, player, reply_privately};
use crate::i18n::Lang;
use crate::service::{ModerationAction, ModerationRecord, Verdict};
use crate::{msg, tr};
use abande_rules::{Color, Outcome};

/// How the game ends.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ActionParam {
    /// No result, no rating change.
    #[name = "abort"]
    Abort,
    /// The result you give.
    #[name = "adjudicate"]
    Adjudicate,
}

/// The result an adjudication gives.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ResultParam {
    #[name = "black-wins"]
    BlackWins,
    #[name = "white-wins"]
    WhiteWins,
    #[name = "draw"]
    Draw,
}

/// End a stuck or abusive game of this server: abort it, or give its result.
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
pub async fn moderate(
    ctx: Context<'_>,
    game: String,
    action: ActionParam,
    result: Option<ResultParam>,
) -> Result<(), BotError> {
    let Some(guild) = ctx.guild_id() else {
        return Err(BotError::User(msg!("people-game-needs-the-bot")));
    };
    let id = parse_game_id(&game)?;
    let verdict = match (action, result) {
        (ActionParam::Abort, None) => Verdict::Abort,
        (ActionParam::Abort, Some(_)) => {
            return Err(BotError::User(msg!("moderation-result-with-abort")));
        }
        (ActionParam::Adjudicate, None) => {
            return Err(BotError::User(msg!("moderation-result-needed")));
        }
        (ActionParam::Adjudicate, Some(result)) => Verdict::Adjudicate(match result {
            ResultParam::BlackWins => Outcome::Win(Color::Black),
            ResultParam::WhiteWins => Outcome::Win(Color::White),
            ResultParam::Draw => Outcome::Draw,
        }),
    };
    let rank = crate::discord::commands::server::rank::caller_rank(ctx).await?;
    let service = &ctx.data().service;
    let view = service
        .moderation()
        .moderate_game(id, guild.get(), &player(ctx), rank, verdict)
        .await?;
    let lang = user_lang(ctx);
    let text = match verdict {
        Verdict::Abort => tr!(lang, "moderation-aborted", game = view.id().to_string()),
        Verdict::Adjudicate(result) => tr!(
            lang,
            "moderation-adjudicated",
            game = view.id().to_string(),
            result = crate::discord::presentation::words::result_words(lang, result)
        ),
    };
    reply_privately(ctx, &text).await
}

/// One line of `/settings audit`: when, who, what, on what.
pub fn audit_line(lang: Lang, record: &ModerationRecord) -> String {
    let who = format!("<@{}>", record.moderator.id.0);
    let when = format!("<t:{}:f>", record.at);
    match record.action {
        ModerationAction::CancelTournament { tournament } => tr!(
            lang,
            "audit-cancel-tournament",
            when = when,
            moderator = who,
            tournament = format!("#{tournament}")
        ),
        ModerationAction::RemovePlayer { tournament, player } => tr!(
            lang,
            "audit-remove-player",
            when = when,
            moderator = who,
            tournament = format!("#{tournament}"),
            player = format!("<@{}>", player.0)
        ),
        ModerationAction::AbortGame { game } => tr!(
            lang,
            "audit-abort-game",
            when = when,
            moderator = who,
            game = game.to_string()
        ),
        ModerationAction::AdjudicateGame { game, result } => tr!(
            lang,
            "audit-adjudicate-game",
            when = when,
            moderator = who,
            game = game.to_string(),
            result = crate::discord::presentation::words::result_words(lang, result)
        ),
    }
}

/// `/settings audit`'s text: the title and as many of `records` (newest
/// first) as fit in `limit` characters, saying how many were left out.
pub fn audit_text(lang: Lang, records: &[ModerationRecord], limit: usize) -> String {
    if records.is_empty() {
        return tr!(lang, "audit-empty");
    }
    let mut text = tr!(lang, "audit-title", count = records.len());
    for (shown, record) in records.iter().enumerate() {
        let line = audit_line(lang, record);
        let more = tr!(lang, "audit-more", count = records.len() - shown);
        let room = limit.saturating_sub(more.chars().count() + 1);
        if text.chars().count() + 1 + line.chars().count() > room {
            text.push('\n');
            text.push_str(&more);
            return text;
        }
        text.push('\n');
        text.push_str(&line);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GameId, Player, UserId};

    #[test]
    fn the_audit_fits_a_message_however_long_its_lines() {
        let record = |i: i64| ModerationRecord {
            id: i,
            guild_id: 1,
            moderator: Player::new(u64::MAX, "m".repeat(32)),
            action: ModerationAction::RemovePlayer {
                tournament: i64::MAX,
                player: UserId(u64::MAX),
            },
            player_name: None,
            at: 4_000_000_000,
        };
        let records: Vec<ModerationRecord> = (0..25).map(record).collect();
        for lang in Lang::ALL {
            let text = audit_text(lang, &records, 2000);
            assert!(text.chars().count() <= 2000, "{lang:?}: {}", text.len());
            assert!(text.lines().count() > 10, "{text}");
        }
        let short = [ModerationRecord {
            action: ModerationAction::AbortGame { game: GameId(3) },
            ..record(1)
        }];
        let text = audit_text(Lang::En, &short, 2000);
        assert!(text.contains("game #3"), "{text}");
    }
}
