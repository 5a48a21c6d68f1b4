//! Slash commands, one file per group, in three folders: `playing/`
//! (`/challenge`, `/move` and the other moves, `/draw`, `/takeback`,
//! `/notify`, `/vacation`, `/tournament`, `/premove`, `/explore`, `/web`),
//! `reviewing/` (`/board`, `/games`, `/history`, `/game`, `/replay`,
//! `/export`, `/stats`, `/analyse`, `/hint`, `/leaderboard`, `/rules`,
//! `/help`, `/puzzle`) and `server/` (`/settings`, `/moderate`, `/privacy`,
//! and `rank.rs`, who moderates). [`all`] lists every command. Buttons are
//! `custom_id.rs` (the ids, carrying what a click needs, so they survive
//! restarts), `components.rs` (the table giving each its handler) and
//! `click.rs` (what a handler gets and answers with); a button's handler
//! lives beside its command.
//!
//! Where a command may be used (user installs, DMs) is written on the
//! command itself, as poise's `install_context` / `interaction_context`
//! attributes (and `default_member_permissions`: Manage Server for
//! `/settings` and `/moderate`), except the server-only `/tournament`,
//! `/draw`, `/takeback` and `/vacation`, which [`all`] marks `guild_only`;
//! `tests/bot/settings.rs` checks every registered command.
//!
//! Answering in time: every command runs under `deferring_action`
//! (installed by [`all`], the generated action kept in the command's
//! `custom_data`): a command that has not answered after 1.5 s (Discord
//! allows 3 s) is paused, its reply deferred privately, and resumed. A
//! public answer checks [`answered`] first: a deferred challenge, draw
//! offer or takeback request is posted in the channel with a private link
//! instead. [`in_time`] bounds the part of `/move`, `/pass` and `/resign`
//! that reads or writes to 8 s; autocomplete gives no choices after 2 s
//! (`choices_in_time`).
//!
//! Adding a command: a `#[poise::command(slash_command)]` function in its
//! group's file (a new file for a new group), added to [`all`]; its work in
//! a `GameService` method, so it can be tested without Discord
//! (`tests/service/`); answers through [`reply_privately`] /
//! [`reply_with_file`] or `board::post::post_board`; a button is a new
//! line in `custom_id.rs`'s table, its handler beside the command and its
//! line in `components.rs`'s table (that file says how). Give it names and
//! descriptions in every `assets/locales/<lang>/commands.ftl` and a line in
//! every `help.ftl` (tests check both), words through `tr!`/`msg!` keys, a
//! row in the README's commands, and an end-to-end test in `tests/bot/`.

pub(super) mod click;
pub(super) mod components;
pub(super) mod error_reply;
pub(super) mod lang;
pub(super) mod permissions;
pub(super) mod playing;
pub(super) mod reviewing;
pub mod server;

use crate::{msg, tr};
use poise::serenity_prelude as serenity;

use crate::discord::commands::lang::user_lang;
use crate::discord::context::Context;
use crate::discord::context::Data;
use crate::discord::error::BotError;
use crate::discord::presentation::text::fit_message;
use crate::discord::presentation::users::player_of;
use crate::i18n::{self, Lang};
use crate::service::{
    GameId, GameSummary, GameView, HistoryFilter, Player, UnnamedGame, UserId, Viewer,
};

/// Discord's limits on autocomplete choices: how many, and a name's length.
const MOST_CHOICES: usize = 25;
const CHOICE_NAME_LIMIT: usize = 100;

/// Discord drops an interaction not answered within 3 s: a command still
/// waiting on the database after this long defers its reply first.
pub const DEFER_AFTER: std::time::Duration = std::time::Duration::from_millis(1500);

/// How long a deferral waits, the command paused, for an answer the
/// command had already sent on its way (poise marks an answer sent only
/// once Discord took it): that answer reaches Discord first, and the
/// deferral, refused as a second answer, changes nothing.
const LET_AN_ANSWER_LAND: std::time::Duration = std::time::Duration::from_millis(200);

/// Autocomplete must answer within Discord's 3 s too: choices that take
/// longer to read (the database away) are none.
pub const AUTOCOMPLETE_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// What a poise command's slash action returns.
type ActionFuture<'a> = poise::BoxFuture<'a, Result<(), poise::FrameworkError<'a, Data, BotError>>>;

/// The action poise generated for a command, run by [`deferring_action`].
struct UndeferredAction(
    for<'a> fn(poise::ApplicationContext<'a, Data, BotError>) -> ActionFuture<'a>,
);

/// Makes `command` and its subcommands answer within Discord's 3 s
/// however slow the database: each runs under [`deferring_action`], the
/// one place every command's reply is deferred when it is slow (issue #37).
fn defer_when_slow(command: &mut poise::Command<Data, BotError>) {
    for sub in &mut command.subcommands {
        defer_when_slow(sub);
    }
    if let Some(action) = command.slash_action.take() {
        command.custom_data = Box::new(UndeferredAction(action));
        command.slash_action = Some(deferring_action);
    }
}

/// Runs the command's own action; if it has not answered after
/// [`DEFER_AFTER`] (the database slow or away), defers its reply privately,
/// so Discord keeps the interaction while it works on: whatever it sends
/// then completes the deferred reply. A command whose answer is public
/// (a challenge, a draw offer) checks [`answered`] and posts it in the
/// channel instead, answering the caller privately with a link.
fn deferring_action(
    ctx: poise::ApplicationContext<'_, Data, BotError>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, BotError>>> {
    Box::pin(async move {
        let Some(UndeferredAction(action)) =
            ctx.command.custom_data.downcast_ref::<UndeferredAction>()
        else {
            tracing::error!(command = %ctx.command.qualified_name, "a command without its action");
            return Ok(());
        };
        let work = action(ctx);
        tokio::pin!(work);
        tokio::select! {
            done = &mut work => return done,
            () = tokio::time::sleep(DEFER_AFTER) => {}
        }
        // From here `work` is not polled until the deferral is settled: an
        // answer it sends later is a follow-up, completing the deferral.
        defer_now(ctx).await;
        work.await
    })
}

/// Defers `ctx`'s reply privately, unless it was answered or is being
/// answered (see [`LET_AN_ANSWER_LAND`]).
async fn defer_now(ctx: poise::ApplicationContext<'_, Data, BotError>) {
    use std::sync::atomic::Ordering;
    if ctx.has_sent_initial_response.swap(true, Ordering::SeqCst) {
        return;
    }
    tokio::time::sleep(LET_AN_ANSWER_LAND).await;
    let defer = || {
        let response = serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        );
        ctx.interaction
            .create_response(ctx.serenity_context, response)
    };
    match crate::discord::runtime::retry::with_retry("defer a slow answer", defer).await {
        Ok(()) => {}
        // The command's own answer got there first: it stands.
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
            if response.error.code == ALREADY_ACKNOWLEDGED => {}
        Err(error) => {
            tracing::warn!(%error, "could not defer a slow answer");
            // Nothing reached Discord: the command's answer is the first.
            ctx.has_sent_initial_response.store(false, Ordering::SeqCst);
        }
    }
}

/// Discord's answer to a second initial response to one interaction.
const ALREADY_ACKNOWLEDGED: isize = 40_060;

/// Whether the interaction was answered already (deferred, by
/// [`deferring_action`] when slow, or replied to): a reply now is a
/// follow-up, private if the deferral was.
pub fn answered(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .has_sent_initial_response
            .load(std::sync::atomic::Ordering::SeqCst),
        poise::Context::Prefix(_) => false,
    }
}

/// Runs `work`, the part of a command that may wait on the database
/// (it must not answer the interaction itself), for at most `within`:
/// after that it is dropped, `Err(None)`. Its reply is deferred when slow
/// by [`deferring_action`], as every command's is.
pub async fn in_time<T>(
    within: std::time::Duration,
    work: impl std::future::Future<Output = Result<T, BotError>>,
) -> Result<T, Option<BotError>> {
    match tokio::time::timeout(within, work).await {
        Ok(done) => done.map_err(Some),
        Err(_) => Err(None),
    }
}

/// Autocomplete choices from `work`, or none if they take longer than
/// [`AUTOCOMPLETE_WAIT`].
pub(crate) async fn choices_in_time<C>(work: impl std::future::Future<Output = Vec<C>>) -> Vec<C> {
    tokio::time::timeout(AUTOCOMPLETE_WAIT, work)
        .await
        .unwrap_or_default()
}

/// Every command, each deferring its reply when slow ([`defer_when_slow`])
/// and usable anywhere unless it says otherwise ([`anywhere_unless_said`]).
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = every_command();
    for command in &mut commands {
        defer_when_slow(command);
        anywhere_unless_said(command);
    }
    commands
}

/// Where a command may be used, for one whose entry in [`every_command`]
/// (or, for the commands other work edits, whose attribute) does not
/// say: in servers, in DMs and with the app installed by a user. Discord
/// reads this on top-level commands only; a subcommand goes where its
/// command goes.
fn anywhere_unless_said(command: &mut poise::Command<Data, BotError>) {
    command.install_context.get_or_insert_with(|| {
        vec![
            serenity::InstallationContext::Guild,
            serenity::InstallationContext::User,
        ]
    });
    command.interaction_context.get_or_insert_with(|| {
        vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
            serenity::InteractionContext::PrivateChannel,
        ]
    });
}

fn every_command() -> Vec<poise::Command<Data, BotError>> {
    vec![
        playing::challenge::challenge(),
        playing::play::move_(),
        playing::play::pass(),
        playing::play::resign(),
        playing::premove::premove(),
        playing::explore::explore(),
        guild_only(playing::correspondence::draw()),
        guild_only(playing::correspondence::takeback()),
        playing::correspondence::notify(),
        guild_only(playing::vacation::vacation()),
        playing::block::block(),
        playing::block::unblock(),
        reviewing::browse::board(),
        reviewing::browse::games(),
        reviewing::browse::history(),
        reviewing::archive::game_info(),
        reviewing::archive::replay(),
        reviewing::archive::export(),
        reviewing::archive::stats(),
        reviewing::analysis::analyse(),
        reviewing::analysis::hint(),
        reviewing::puzzle::puzzle(),
        reviewing::ranking::leaderboard(),
        guild_only(playing::tournament::tournament()),
        reviewing::info::rules(),
        reviewing::info::help(),
        guild_only(server::settings::settings()),
        guild_only(server::moderate::moderate()),
        server::privacy::privacy(),
        playing::web::web(),
    ]
}

/// `command`, installed and used only in servers.
fn guild_only(mut command: poise::Command<Data, BotError>) -> poise::Command<Data, BotError> {
    command.install_context = Some(vec![serenity::InstallationContext::Guild]);
    command.interaction_context = Some(vec![serenity::InteractionContext::Guild]);
    command
}

/// A reply saying `text`, cut to fit a message.
fn reply_text(text: &str) -> poise::CreateReply {
    poise::CreateReply::default().content(fit_message(text))
}

/// Answers only the caller, with `text` cut to fit a message.
pub async fn reply_privately(ctx: Context<'_>, text: &str) -> Result<(), BotError> {
    ctx.send(reply_text(text).ephemeral(true)).await?;
    Ok(())
}

/// Answers only the caller with `text` (cut to fit) and `buttons`, pinging
/// nobody the text names.
pub async fn reply_privately_with_buttons(
    ctx: Context<'_>,
    text: &str,
    buttons: Vec<serenity::CreateActionRow>,
) -> Result<(), BotError> {
    let reply = reply_text(text)
        .components(buttons)
        .ephemeral(true)
        .allowed_mentions(crate::discord::presentation::text::no_pings());
    ctx.send(reply).await?;
    Ok(())
}

/// Answers in the channel with `text` (cut to fit) and `buttons`.
pub async fn reply_with_buttons(
    ctx: Context<'_>,
    text: &str,
    buttons: Vec<serenity::CreateActionRow>,
) -> Result<(), BotError> {
    ctx.send(reply_text(text).components(buttons)).await?;
    Ok(())
}

/// Answers in the channel with `text` (cut to fit) and `file` attached.
pub async fn reply_with_file(
    ctx: Context<'_>,
    text: &str,
    file: serenity::CreateAttachment,
) -> Result<(), BotError> {
    let reply = reply_text(text).attachment(file);
    crate::discord::runtime::retry::with_retry("reply with a file", || ctx.send(reply.clone()))
        .await?;
    Ok(())
}

/// The invoking user as the service sees them.
pub fn player(ctx: Context<'_>) -> Player {
    player_of(ctx.author())
}

/// The invoking user's id.
pub fn caller_id(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}

/// Reads a game option written as `12` or `#12` (autocomplete fills in the number).
pub fn parse_game_id(text: &str) -> Result<GameId, BotError> {
    option_number(text)
        .map(GameId)
        .ok_or_else(|| BotError::User(msg!("pick-a-game")))
}

/// The number an option starts with, written as `12` or `#12`, when it is
/// a positive one (what follows the digits, as in a choice's label, is ignored).
fn option_number(text: &str) -> Option<i64> {
    let digits = text.trim().trim_start_matches('#');
    let digits: String = digits.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse::<i64>().ok().filter(|id| *id > 0)
}

/// Which game a command means: the `game` option, else the game of this
/// thread, else the caller's only game where it is their turn.
pub async fn resolve_game(ctx: Context<'_>, game: Option<&str>) -> Result<GameId, BotError> {
    let id = which_game(ctx, game).await?;
    crate::discord::context::note_game(ctx, id).await;
    Ok(id)
}

async fn which_game(ctx: Context<'_>, game: Option<&str>) -> Result<GameId, BotError> {
    game_named_or_meant(ctx, game, UnnamedGame::MyTurn).await
}

/// The game the `game` option names, else the one the service takes the
/// caller to mean (`among` says which of their games).
pub async fn game_named_or_meant(
    ctx: Context<'_>,
    game: Option<&str>,
    among: UnnamedGame,
) -> Result<GameId, BotError> {
    match game {
        Some(text) => parse_game_id(text),
        None => Ok(ctx
            .data()
            .service
            .games()
            .game_meant(ctx.channel_id().get(), caller_id(ctx), among)
            .await?),
    }
}

/// Autocomplete for `game` options: the caller's active games, those waiting for them first.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    choices_in_time(active_game_choices(ctx, partial)).await
}

async fn active_game_choices(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let me = caller_id(ctx);
    let Ok(mut games) = ctx.data().service.history().active_games(me).await else {
        return Vec::new();
    };
    games.sort_by_key(|g| (!g.is_turn_of(me), -g.record.updated_at));
    let lang = user_lang(ctx);
    game_choices(&games, partial, |g| {
        let state = if g.is_turn_of(me) {
            "turn-yours"
        } else {
            "turn-theirs"
        };
        game_label(lang, g, me, state)
    })
}

/// Autocomplete choices for the games whose number starts with, or whose
/// `label` contains, what was typed; at most Discord's 25.
fn game_choices(
    games: &[GameSummary],
    partial: &str,
    label: impl Fn(&GameSummary) -> String,
) -> Vec<serenity::AutocompleteChoice> {
    let wanted = partial.trim().trim_start_matches('#').to_lowercase();
    games
        .iter()
        .filter_map(|g| {
            let label = label(g);
            (wanted.is_empty()
                || g.id().0.to_string().starts_with(&wanted)
                || label.to_lowercase().contains(&wanted))
            .then(|| serenity::AutocompleteChoice::new(label, g.id().0.to_string()))
        })
        .take(MOST_CHOICES)
        .collect()
}

/// "#12 Abande (hexagonal board) vs bob (STATE)", cut to Discord's limit; `state` names
/// the catalogue key of the game's state.
fn game_label(lang: Lang, g: &GameSummary, me: UserId, state: &str) -> String {
    let label = tr!(
        lang,
        "autocomplete-game",
        game = g.id().0.to_string(),
        kind = crate::discord::presentation::words::kind_title(lang, g.record.kind),
        opponent = g.record.opponent_label(me),
        state = i18n::text(lang, state, &[])
    );
    label.chars().take(CHOICE_NAME_LIMIT).collect()
}

/// Loads a game to look at. Anyone may look at the games of this server
/// (spectators included) and players at their own games anywhere; any other
/// game is "not found", so other servers' games stay private.
/// (The rule is the service's: `Viewer::may_see`.)
pub async fn load_visible_game(ctx: Context<'_>, id: GameId) -> Result<GameView, BotError> {
    Ok(ctx
        .data()
        .service
        .analysis()
        .visible_game(id, viewer(ctx))
        .await?)
}

/// The caller and the server they ask from, to whom games are shown.
pub fn viewer(ctx: Context<'_>) -> Viewer {
    Viewer {
        user: caller_id(ctx),
        guild: ctx.guild_id().map(|g| g.get()),
    }
}

/// Autocomplete for looking back at games: the caller's active games, then
/// their latest finished ones.
pub async fn autocomplete_any_game(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    choices_in_time(any_game_choices(ctx, partial)).await
}

async fn any_game_choices(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let me = caller_id(ctx);
    let service = &ctx.data().service;
    let mut games = service.history().active_games(me).await.unwrap_or_default();
    if let Ok(page) = service
        .history()
        .finished_games(me, HistoryFilter::default(), 1, 20)
        .await
    {
        games.extend(page.items);
    }
    let lang = user_lang(ctx);
    game_choices(&games, partial, |g| {
        let state = if g.record.finished_at.is_some() {
            "game-finished"
        } else {
            "game-in-progress"
        };
        game_label(lang, g, me, state)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::GameRecord;
    use abande_rules::GameKind;

    fn summary(id: i64, opponent: &str) -> GameSummary {
        let (me, them) = (Player::new(1, "me"), Player::new(2, opponent));
        GameSummary {
            record: GameRecord::example(id, GameKind::AbandeHex, me, them),
            plies: 0,
        }
    }

    fn values(partial: &str) -> Vec<String> {
        let games = vec![
            summary(12, "bob"),
            summary(7, "carol"),
            summary(120, "dave"),
        ];
        game_choices(&games, partial, |g| {
            game_label(Lang::En, g, UserId(1), "game-in-progress")
        })
        .into_iter()
        .map(|c| {
            serde_json::to_value(c).unwrap()["name"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
    }

    #[test]
    fn game_choices_match_the_number_typed_with_or_without_hash() {
        let twelve = [
            "#12 Abande (hexagonal board) vs bob (in progress)",
            "#120 Abande (hexagonal board) vs dave (in progress)",
        ];
        assert_eq!(values("12"), twelve);
        assert_eq!(values("#12"), twelve);
        let carols = ["#7 Abande (hexagonal board) vs carol (in progress)"];
        assert_eq!(values("7"), carols);
        assert_eq!(values("CAROL"), carols);
        assert_eq!(values("").len(), 3);
        assert!(values("zz").is_empty());
    }
}
