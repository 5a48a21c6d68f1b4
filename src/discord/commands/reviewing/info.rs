//! `/rules` and `/help`, in the reader's language.

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::playing::challenge::GameChoice;
use crate::discord::commands::{BotError, Context, reply_privately};
use crate::discord::presentation::text::MESSAGE_LIMIT;
use crate::discord::presentation::words::{board_note, kind_title};
use crate::i18n::Lang;
use crate::tr;
use crate::words::moves::move_form;
use abande_rules::{Family, GameKind};

/// Rules summary and notation of a game.
pub fn rules_text(lang: Lang, kind: GameKind) -> String {
    let (summary, source) = match kind.family() {
        Family::Abande => (
            [
                tr!(lang, "rules-abande-intro"),
                tr!(lang, "rules-abande-turn"),
                tr!(lang, "rules-abande-score"),
                tr!(lang, "rules-abande-notation"),
            ]
            .join("\n"),
            tr!(lang, "rules-source-abande"),
        ),
        Family::Abalone => (
            [
                tr!(lang, "rules-abalone-intro"),
                tr!(lang, "rules-abalone-notation"),
            ]
            .join("\n"),
            tr!(lang, "rules-source-abalone"),
        ),
    };
    let form = move_form(lang, kind.family());
    format!(
        "__{}__\n{summary}\n{}\n{}\n{source}",
        kind_title(lang, kind),
        board_note(lang, kind),
        tr!(lang, "rules-how-to-write", form = form)
    )
}

/// How to play a game, and its notation.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>, #[rename = "kind"] game: GameChoice) -> Result<(), BotError> {
    reply_privately(ctx, &rules_text(user_lang(ctx), game.into())).await
}

/// The help in as few messages as fit: one where it fits Discord's limit,
/// else the playing commands and the browsing ones apart. `vacation_days`:
/// the yearly allowance this bot is configured with.
pub fn help_messages(lang: Lang, vacation_days: u32) -> Vec<String> {
    let play = tr!(lang, "help-play", days = vacation_days);
    let browse = tr!(lang, "help-browse");
    if play.chars().count() + 1 + browse.chars().count() <= MESSAGE_LIMIT {
        vec![format!("{play}\n{browse}")]
    } else {
        vec![play, browse]
    }
}

/// What I can do.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    let days = ctx.data().service.clocks().vacation_days_per_year();
    for message in help_messages(user_lang(ctx), days) {
        reply_privately(ctx, &message).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::own_text;

    #[test]
    fn rules_texts_fit_a_message_and_show_notation() {
        for lang in Lang::ALL {
            for kind in GameKind::ALL {
                let t = rules_text(lang, kind);
                assert!(t.chars().count() <= MESSAGE_LIMIT, "{lang} {kind}");
                assert!(t.contains(&move_form(lang, kind.family())), "{lang} {kind}");
                // A key the catalogues lack reads as the key itself.
                assert!(!t.contains("kind-") && !t.contains("rules-board-"), "{t}");
            }
        }
        let english = rules_text(Lang::En, GameKind::AbandeHex);
        assert!(english.contains("never splitting the band"), "{english}");
        let french = rules_text(Lang::Fr, GameKind::AbandeHex);
        assert!(
            french.contains("bande") && french.contains("pièces en main"),
            "{french}"
        );
        let italian = rules_text(Lang::It, GameKind::AbandeHex);
        assert!(
            italian.contains("banda") && italian.contains("pila"),
            "{italian}"
        );
    }

    #[test]
    fn help_fits_in_messages_and_lists_every_command() {
        for lang in Lang::ALL {
            let messages = help_messages(lang, 366);
            let all = messages.join("\n");
            for m in &messages {
                assert!(
                    m.chars().count() <= MESSAGE_LIMIT,
                    "{lang}: {}",
                    m.chars().count()
                );
            }
            for command in crate::discord::commands() {
                if command.name == "help" {
                    continue;
                }
                let key = format!("name-{}", command.name);
                let name = format!("/{}", own_text(lang, &key).expect("a name"));
                assert!(all.contains(&name), "{lang} help lacks {name}");
            }
        }
        // Playing, then looking at games: two messages at most.
        assert!(
            help_messages(Lang::En, 30).len() <= 2,
            "English help fits two messages"
        );
        let help = help_messages(Lang::En, 14).join("\n");
        assert!(help.contains("14 days a year"), "{help}");
    }
}
