//! The board message posted after every turn: text, PNG, mentions.

use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, CreateMessage};

use crate::discord::presentation::alt_text;
use crate::discord::presentation::refusal::{color_code, duration};
use crate::discord::presentation::text::{fit_message, mention, plain_name};
use crate::discord::{BotError, ButtonAction, Context};
use crate::i18n::Lang;
use crate::service::{
    ClockStatus, EndedBy, GameRecord, GameService, GameStatus, GameView, PlayedMove, TakebackResult,
};
use crate::tr;
use abande_pictures::{BoardLabels, ClockLabels, Ending, RenderOptions, render_png_with_clocks};
use abande_rules::abalone::MARBLES_TO_WIN;
use abande_rules::{Color, Game, Outcome};

/// "Abande #12" / "Abalone #7".
pub fn game_title(view: &GameRecord) -> String {
    format!("{} {}", view.kind.family().name(), view.id)
}

/// Thread name such as `Abande #12 · alice vs bob`, within Discord's 100 characters.
pub fn thread_name(view: &GameView) -> String {
    let name = format!(
        "{} · {} vs {}",
        game_title(view),
        view.black.name,
        view.white.name
    );
    name.chars().take(100).collect()
}

/// Opens a public thread for `view` in `channel`; `None` (play in the
/// channel itself) when Discord does not allow it. When Discord refuses
/// it for a reason the players should know (too many active threads, a
/// missing permission), the channel is told why, once ([`tell_no_thread`]).
pub async fn open_thread(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    view: &GameView,
) -> Option<u64> {
    let thread =
        serenity::CreateThread::new(thread_name(view)).kind(serenity::ChannelType::PublicThread);
    match channel.create_thread(http, thread).await {
        Ok(t) => Some(t.id.get()),
        Err(e) => {
            tracing::warn!(error = %e, game = %view.id, "no thread for the game; playing in the channel");
            if let Some(why) = ThreadRefusal::of(&e) {
                tell_no_thread(http, channel, view, why).await;
            }
            None
        }
    }
}

/// Why Discord refused a game its thread, when the players should know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadRefusal {
    /// The server has as many active threads as Discord allows (160006).
    TooManyThreads,
    /// The bot may not open threads there (50013 Missing Permissions,
    /// 50001 Missing Access).
    NoPermission,
}

impl ThreadRefusal {
    /// Discord's JSON error code for too many active threads.
    pub const MAX_ACTIVE_THREADS: isize = 160_006;
    const MISSING_PERMISSIONS: isize = 50_013;
    const MISSING_ACCESS: isize = 50_001;

    /// The refusal `error` is, if it is one of these.
    pub fn of(error: &serenity::Error) -> Option<ThreadRefusal> {
        let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) = error
        else {
            return None;
        };
        match response.error.code {
            Self::MAX_ACTIVE_THREADS => Some(ThreadRefusal::TooManyThreads),
            Self::MISSING_PERMISSIONS | Self::MISSING_ACCESS => Some(ThreadRefusal::NoPermission),
            _ => None,
        }
    }

    fn key(self) -> &'static str {
        match self {
            ThreadRefusal::TooManyThreads => "thread-refused-too-many",
            ThreadRefusal::NoPermission => "thread-refused-permission",
        }
    }
}

/// Tells `channel`, in the game's language, that `view` is played there
/// because Discord refused its thread (`why`). Sent once: its nonce is the
/// game's, so a retry after a lost answer makes no second message. A
/// failure is only logged: the game goes on in the channel all the same,
/// and its first board says where it is played.
pub async fn tell_no_thread(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    view: &GameView,
    why: ThreadRefusal,
) {
    use crate::i18n::Arg;
    let args = [
        ("title", Arg::from(game_title(view))),
        ("black", Arg::from(mention(view.black.id.0))),
        ("white", Arg::from(mention(view.white.id.0))),
    ];
    let text = crate::i18n::text(view.place.language, why.key(), &args);
    let message = CreateMessage::new()
        .content(fit_message(&text))
        .allowed_mentions(crate::discord::presentation::text::no_pings())
        .nonce(crate::discord::runtime::owed::thread_refused_nonce(
            view.id.0,
        ))
        .enforce_nonce(true);
    let sent = crate::discord::with_retry("tell that a game has no thread", || {
        channel.send_message(http, message.clone())
    })
    .await;
    if let Err(error) = sent {
        tracing::warn!(%error, game = %view.id, "could not tell why the game has no thread");
    }
}

/// The first board's headline: who plays what, who moves first. The bot
/// is named with its level, as on the picture.
pub fn start_headline(view: &GameView) -> String {
    let lang = view.place.language;
    let names = player_names(view);
    let who = |c: Color| match view.engine {
        Some(engine) if engine.color == c => names[c.index()].clone(),
        _ => mention(view.player(c).id.0),
    };
    let first = view
        .game
        .to_move()
        .filter(|_| view.is_active())
        .map(who)
        .unwrap_or_default();
    tr!(
        lang,
        "board-start",
        title = game_title(view),
        black = who(Color::Black),
        white = who(Color::White),
        first = first
    )
}

/// The players' names as the picture and the posts show them: the bot's
/// with its level ("abande-bot, level 4").
pub fn player_names(view: &GameRecord) -> [String; 2] {
    Color::BOTH.map(|c| {
        let name = view.player(c).name.clone();
        match view.engine {
            Some(engine) if engine.color == c => tr!(
                view.place.language,
                "board-bot-level",
                name = name,
                level = engine.level.to_string()
            ),
            _ => name,
        }
    })
}

/// How a finished game ended, from its record; the posts' words and the
/// picture's both follow it. `None` while it is played.
pub fn ending_of(result: Option<Outcome>, ended_by: Option<EndedBy>) -> Option<Ending> {
    Some(match (result, ended_by) {
        (_, Some(EndedBy::Abort)) => Ending::Aborted,
        (Some(Outcome::Win(winner)), Some(EndedBy::Resignation)) => Ending::Resigned { winner },
        (Some(Outcome::Win(winner)), Some(EndedBy::Timeout)) => Ending::Timeout { winner },
        (Some(Outcome::Draw), Some(EndedBy::Agreement)) => Ending::AgreedDraw,
        (Some(outcome), Some(EndedBy::Adjudication)) => Ending::Adjudicated(outcome),
        (Some(outcome), _) => Ending::Played(outcome),
        (None, Some(_)) => Ending::Over,
        (None, None) => return None,
    })
}

/// How the pictures of `view` are drawn: in the game's language, with its
/// ending once it is over (never a player to move then).
pub fn render_options(view: &GameView) -> RenderOptions {
    let ending = if view.is_active() {
        None
    } else {
        Some(ending_of(view.result, view.ended_by).unwrap_or(Ending::Over))
    };
    RenderOptions {
        words: crate::picture_words::picture_words(view.place.language),
        ending,
        ..RenderOptions::default()
    }
}

/// The header's labels: the players' names (the bot's with its level)
/// and, when the game is rated, their ratings in it ("1623", "1500?").
async fn board_labels(service: &GameService, view: &GameView) -> Result<BoardLabels, BotError> {
    let [black, white] = player_names(view);
    let mut ratings = ClockLabels::default();
    if view.rated {
        ratings.black = service.rating(view.black.id, view.kind).await?.to_string();
        ratings.white = service.rating(view.white.id, view.kind).await?.to_string();
    }
    Ok(BoardLabels {
        title: game_title(view),
        black,
        white,
        ratings,
    })
}

/// Renders the board, with the players' ratings and their time left from
/// `clock`, off the async runtime.
pub async fn board_png(
    service: &GameService,
    view: &GameView,
    clock: &ClockStatus,
) -> Result<Vec<u8>, BotError> {
    let game = view.game.clone();
    let labels = board_labels(service, view).await?;
    let lang = view.place.language;
    let clocks = match clock.bank_left {
        Some(left) => ClockLabels {
            black: duration(lang, left.black),
            white: duration(lang, left.white),
        },
        None => ClockLabels::default(),
    };
    let options = render_options(view);
    crate::discord::runtime::render_slots::render(move || {
        render_png_with_clocks(&game, &labels, &clocks, &options)
    })
    .await
}

/// The picture of a move picker's preview: `after` (the game with the
/// move played) drawn as its board is, with the ratings and without clocks.
pub async fn preview_png(service: &GameService, after: &GameView) -> Result<Vec<u8>, BotError> {
    let game = after.game.clone();
    let mut labels = board_labels(service, after).await?;
    labels.title = tr!(
        after.place.language,
        "picker-preview-title",
        title = labels.title
    );
    let options = render_options(after);
    crate::discord::runtime::render_slots::render(move || {
        render_png_with_clocks(&game, &labels, &ClockLabels::default(), &options)
    })
    .await
}

/// The board's file, named after the game's version as well as its ply
/// (`game-12-ply-20-v23.png`): a retried post finds its own earlier
/// message by this name ([`board_marker`]). It carries the picture's
/// description for screen readers ([`alt_text::board_description`]).
pub fn attachment(view: &GameView, png: Vec<u8>) -> CreateAttachment {
    CreateAttachment::bytes(png, format!("{}.png", board_marker(view)))
        .description(alt_text::board_description(view))
}

/// What names the board of `view` at its version, in its file's name.
fn board_marker(view: &GameView) -> String {
    format!("game-{}-ply-{}-v{}", view.id, view.game.ply(), view.version)
}

/// The status text under a board, in the game's language: the time banks,
/// whose move, deadline and vacations, or the result.
pub fn status_text(view: &GameView, clock: &ClockStatus) -> String {
    let lang = view.place.language;
    let mut out = score_text(&view.game, lang);
    if let Some(left) = clock.bank_left {
        let (black, white) = (duration(lang, left.black), duration(lang, left.white));
        out.push_str(&tr!(lang, "board-time-left", black = black, white = white));
        out.push(' ');
    }
    match view.game.to_move().filter(|_| view.is_active()) {
        Some(c) => {
            let player = mention(view.player(c).id.0);
            let color = color_code(c);
            out.push_str(&tr!(
                lang,
                "board-your-move",
                player = player,
                color = color
            ));
            if let Some(deadline) = view.deadline_at {
                out.push(' ');
                out.push_str(&tr!(lang, "board-deadline", deadline = deadline));
            }
            for c in Color::BOTH {
                if let Some(until) = clock.vacation_until.get(c) {
                    let player = mention(view.player(c).id.0);
                    out.push(' ');
                    out.push_str(&tr!(
                        lang,
                        "board-on-vacation",
                        player = player,
                        until = until
                    ));
                }
            }
        }
        None => out.push_str(&result_text(view)),
    }
    out
}

/// Abande's live score or Abalone's marbles pushed off, e.g. "Score: Black 3 – White 2. ".
pub fn score_text(game: &Game, lang: Lang) -> String {
    let mut out = String::new();
    if let Some(s) = game.score() {
        out.push_str(&tr!(lang, "board-score", black = s.black, white = s.white));
        out.push(' ');
    }
    if let Some(c) = game.captured() {
        let max = MARBLES_TO_WIN;
        let text = tr!(
            lang,
            "board-pushed-off",
            black = c.black,
            white = c.white,
            max = max
        );
        out.push_str(&text);
        out.push(' ');
    }
    out
}

/// What a board post says above its status: the change it shows. Any
/// earlier plies that no board announced yet (their post failed or was
/// never tried) are listed before it, so every move appears in the thread.
#[derive(Clone, Debug, Default)]
pub struct Headline {
    text: String,
    /// How many of the game's last plies `text` itself names (the moves
    /// just played); 0 for a change without moves (a resignation, a draw).
    names_plies: usize,
    /// The outbox's board: names everything no board announced yet.
    late: bool,
}

impl Headline {
    /// The outbox's board, announcing whatever was not announced yet.
    pub fn late() -> Headline {
        Headline {
            late: true,
            ..Headline::default()
        }
    }

    /// The change's own words (without the moves played meanwhile).
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl From<String> for Headline {
    fn from(text: String) -> Headline {
        Headline {
            text,
            ..Headline::default()
        }
    }
}

impl From<&String> for Headline {
    fn from(text: &String) -> Headline {
        Headline::from(text.clone())
    }
}

impl From<&str> for Headline {
    fn from(text: &str) -> Headline {
        Headline::from(text.to_owned())
    }
}

/// Moves listed at most in a list of moves played meanwhile.
const MEANWHILE_LISTED: usize = 12;

/// The text above a board that announces plies from `owed_from` on.
fn full_headline(view: &GameView, headline: &Headline, owed_from: usize) -> String {
    if headline.late {
        return late_headline(view, owed_from);
    }
    let change_from = view.game.ply().saturating_sub(headline.names_plies);
    if owed_from >= change_from {
        return headline.text.clone();
    }
    let lang = view.place.language;
    let moves = moves_played(view, owed_from, change_from);
    let before = tr!(lang, "board-also-played", moves = moves);
    format!(
        "{}
{before}",
        headline.text
    )
}

/// The headline of a board the outbox posts: what happened since the last
/// board that went out (the plies from `from_ply` on).
fn late_headline(view: &GameView, from_ply: usize) -> String {
    let lang = view.place.language;
    let title = game_title(view);
    let ply = view.game.ply();
    if ply == 0 && view.is_active() {
        return start_headline(view);
    }
    if view.ended_by == Some(EndedBy::Timeout) && from_ply >= ply {
        let late = view
            .game
            .to_move()
            .map(|c| mention(view.player(c).id.0))
            .unwrap_or_default();
        return tr!(lang, "timeout-lost-on-time", title = title, player = late);
    }
    if from_ply >= ply {
        return tr!(lang, "board-after-move", title = title, ply = ply);
    }
    let moves = moves_played(view, from_ply, ply);
    tr!(lang, "board-played-meanwhile", title = title, moves = moves)
}

/// Plies `from..to` of `view`'s game with who played them, e.g.
/// "3. d4 (alice), 4. c5-d5 (bob)"; the first ones elided past a dozen.
fn moves_played(view: &GameView, from: usize, to: usize) -> String {
    let moves = view.game.moves();
    let to = to.min(moves.len());
    let from = from.min(to);
    let listed_from = from.max(to.saturating_sub(MEANWHILE_LISTED));
    let mut replay = view.game.rewound(listed_from);
    let mut list: Vec<String> = Vec::with_capacity(to - listed_from + 1);
    if listed_from > from {
        list.push("…".to_string());
    }
    for (i, &m) in moves.iter().enumerate().take(to).skip(listed_from) {
        let by = replay
            .to_move()
            .map(|c| plain_name(&view.player(c).name))
            .unwrap_or_default();
        list.push(format!("{}. {m} ({by})", i + 1));
        if replay.play(m).is_err() {
            break;
        }
    }
    list.join(", ")
}

/// Headline for moves just played, e.g. "**Abande #3** · Black played e2-d3".
pub fn moves_headline(view: &GameView, played: &[PlayedMove]) -> Headline {
    let lang = view.place.language;
    let moves = played
        .iter()
        .map(|m| {
            let (color, notation) = (color_code(m.by), m.notation.as_str());
            if m.automatic {
                tr!(
                    lang,
                    "board-played-automatically",
                    color = color,
                    notation = notation
                )
            } else if let Some(description) = played_words(&view.game, m, lang) {
                tr!(
                    lang,
                    "board-played-described",
                    color = color,
                    notation = notation,
                    description = description
                )
            } else {
                tr!(lang, "board-played", color = color, notation = notation)
            }
        })
        .reduce(|first, second| tr!(lang, "board-then", first = first, second = second))
        .unwrap_or_default();
    let title = game_title(view);
    // The bot is named with its level, as on the picture.
    let text = match view.engine {
        Some(engine) => tr!(
            lang,
            "board-headline-engine",
            title = title,
            bot = player_names(view)[engine.color.index()].as_str(),
            moves = moves
        ),
        None => tr!(lang, "board-headline", title = title, moves = moves),
    };
    Headline {
        text,
        names_plies: played.len(),
        late: false,
    }
}

/// What the move of `played` did ("place, reserve 11"), from the position
/// before it in `game`; `None` when `game` no longer has that move.
fn played_words(game: &Game, played: &PlayedMove, lang: Lang) -> Option<String> {
    let m = *game.moves().get(played.ply.checked_sub(1)?)?;
    if m.to_string() != played.notation {
        return None;
    }
    let what = abande_rules::describe(&game.rewound(played.ply - 1), m)?;
    Some(crate::discord::presentation::words::move_words(lang, what))
}

/// Headline for a takeback that was allowed: the moves taken back.
pub fn takeback_headline(result: &TakebackResult) -> String {
    let lang = result.game.place.language;
    let taken: Vec<String> = result
        .removed
        .iter()
        .filter(|m| !m.automatic)
        .map(|m| {
            let (color, notation) = (color_code(m.by), m.notation.as_str());
            tr!(lang, "board-taken-move", color = color, notation = notation)
        })
        .collect();
    tr!(
        lang,
        "board-taken-back",
        title = game_title(&result.game),
        moves = taken.join(", ")
    )
}

/// A board as posted: the link to its message when Discord returned one.
pub struct PostedBoard {
    pub link: Option<String>,
}

/// How a board goes out.
pub enum Route<'a> {
    /// As the reply to a command used in the game's own thread, already deferred.
    Reply(Context<'a>),
    /// As a new message in the game's thread or channel.
    NewMessage,
    /// As a new message there that the outbox owes (see `announce.rs`). An
    /// earlier try (the request's, or the outbox's) may have reached Discord
    /// with its answer lost, longer ago than Discord keeps a nonce, so the
    /// channel is searched for that message first.
    Owed,
}

/// What became of a board to post.
pub enum BoardSent {
    Posted(PostedBoard),
    /// Another post (the outbox's, another request's) already announced
    /// every ply this one would: nothing was posted.
    AlreadyAnnounced,
}

/// Posts the board: as the reply to `reply_to` (a command used in the
/// game's own thread, already deferred), else as a new message in the
/// game's thread or channel. Remembers the message as the game's board.
/// When another post already showed this change, a reply says so in a line
/// instead of showing the board twice.
pub async fn post_board(
    http: &serenity::Http,
    service: &GameService,
    view: &GameView,
    headline: impl Into<Headline>,
    reply_to: Option<Context<'_>>,
) -> Result<PostedBoard, BotError> {
    let route = reply_to.map_or(Route::NewMessage, Route::Reply);
    let reply_to = match &route {
        Route::Reply(ctx) => Some(*ctx),
        _ => None,
    };
    match send_board(http, service, view, headline.into(), route).await? {
        BoardSent::Posted(posted) => Ok(posted),
        BoardSent::AlreadyAnnounced => {
            let link = view
                .board_message_id
                .map(|message| board_link(view, message));
            if let Some(ctx) = reply_to {
                let lang = crate::discord::presentation::lang::user_lang(ctx);
                let text = tr!(
                    lang,
                    "board-already-posted",
                    link = link.clone().unwrap_or_default()
                );
                let reply = poise::CreateReply::default().content(text).ephemeral(true);
                crate::discord::with_retry("answer with the board's link", || {
                    ctx.send(reply.clone())
                })
                .await?;
            }
            Ok(PostedBoard { link })
        }
    }
}

/// The address of `view`'s board message `message`.
fn board_link(view: &GameView, message: u64) -> String {
    let channel = view.thread_id.unwrap_or(view.place.channel_id);
    crate::discord::presentation::text::message_link(view.place.guild_id, channel, message)
}

/// Posts the board by `route` and remembers the message as the game's
/// board. One post of a game at a time: it announces every ply no board
/// announced yet (the moves played meanwhile first), and none that another
/// post did. A board the request itself failed to post is handed to the
/// delivery worker; an owed one stays owed anyway.
pub async fn send_board(
    http: &serenity::Http,
    service: &GameService,
    view: &GameView,
    headline: Headline,
    route: Route<'_>,
) -> Result<BoardSent, BotError> {
    let owed = matches!(route, Route::Owed);
    let sent: Result<BoardSent, BotError> = async {
        let _turn = service.lock_board(view.id).await;
        let Some(owed_from) = service.owed_board_from(view.id, view.version).await? else {
            return Ok(BoardSent::AlreadyAnnounced);
        };
        let headline = full_headline(view, &headline, owed_from);
        let clock = service.clock_status(view).await?;
        let png = board_png(service, view, &clock).await?;
        let ratings = rating_text(service, view).await?;
        let content = fit_message(&format!(
            "{headline}\n{}{ratings}",
            status_text(view, &clock)
        ));
        let buttons = board_buttons(service, view);
        let message = match route {
            Route::Reply(ctx) => {
                let reply = poise::CreateReply::default()
                    .content(content)
                    .components(buttons)
                    .allowed_mentions(board_pings(view))
                    .attachment(attachment(view, png));
                let handle =
                    crate::discord::with_retry("reply with the board", || ctx.send(reply.clone()))
                        .await?;
                handle.into_message().await.ok()
            }
            Route::NewMessage | Route::Owed => {
                let channel =
                    serenity::ChannelId::new(view.thread_id.unwrap_or(view.place.channel_id));
                let earlier = match route {
                    Route::Owed => earlier_post(http, channel, view).await,
                    _ => None,
                };
                match earlier {
                    Some(message) => Some(message),
                    None => {
                        // Whoever posts this board (the request, the outbox,
                        // another process) sends the same nonce: Discord
                        // creates one message for it, however often it is sent.
                        let message = CreateMessage::new()
                            .content(content)
                            .components(buttons)
                            .allowed_mentions(board_pings(view))
                            .add_file(attachment(view, png))
                            .nonce(crate::discord::runtime::owed::board_nonce(
                                view.id.0,
                                view.version,
                            ))
                            .enforce_nonce(true);
                        let sent = crate::discord::with_retry("post the board", || {
                            channel.send_message(http, message.clone())
                        })
                        .await?;
                        Some(sent)
                    }
                }
            }
        };
        let message_id = message.as_ref().map(|m| m.id.get());
        service
            .board_posted(view.id, view.version, message_id)
            .await?;
        Ok(BoardSent::Posted(PostedBoard {
            link: message.map(|m| m.link()),
        }))
    }
    .await;
    if sent.is_err()
        && !owed
        && let Err(error) = service.board_not_posted(view.id).await
    {
        tracing::warn!(%error, game = %view.id, "could not hand the board to the delivery worker");
    }
    sent
}

/// Who a board of `view` pings: both players of a game that starts, the
/// player to move of a game going on, nobody once it is over (the bot never).
/// Everyone else it names, and `@everyone` or roles in a name, stay text.
fn board_pings(view: &GameView) -> serenity::CreateAllowedMentions {
    let human = |c: Color| match view.engine {
        Some(engine) if engine.color == c => None,
        _ => Some(view.player(c).id.0),
    };
    let pinged: Vec<u64> = if !view.is_active() {
        Vec::new()
    } else if view.game.ply() == 0 {
        Color::BOTH.into_iter().filter_map(human).collect()
    } else {
        view.game.to_move().and_then(human).into_iter().collect()
    };
    crate::discord::presentation::text::pings_only(pinged)
}

/// How many of a channel's latest messages are searched for a board's
/// earlier post.
const EARLIER_POST_SEARCH: u8 = 50;

/// This board's message from an earlier try, if it reached `channel`
/// (found by its file's name among the latest messages). A failed search
/// finds nothing: posting again is the lesser evil than not posting.
async fn earlier_post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    view: &GameView,
) -> Option<serenity::Message> {
    let file = format!("{}.png", board_marker(view));
    let latest = serenity::GetMessages::new().limit(EARLIER_POST_SEARCH);
    match channel.messages(http, latest).await {
        Ok(messages) => messages
            .into_iter()
            .find(|m| m.attachments.iter().any(|a| a.filename == file)),
        Err(error) => {
            tracing::warn!(%error, game = %view.id, "could not look for an earlier post of the board");
            None
        }
    }
}

/// After a rated game: how it moved the ratings, e.g.
/// "\nRatings: Alice 1623 (+12) · Bob 1477 (-12)".
async fn rating_text(service: &GameService, view: &GameView) -> Result<String, BotError> {
    if view.is_active() || !view.rated {
        return Ok(String::new());
    }
    let changes = service.rating_changes_of(view.id).await?;
    let parts: Vec<String> = [&view.black, &view.white]
        .into_iter()
        .filter_map(|player| {
            let change = changes.iter().find(|c| c.player == player.id)?;
            Some(format!(
                "{} {} ({})",
                plain_name(&player.name),
                change.after,
                change.delta()
            ))
        })
        .collect();
    Ok(if parts.is_empty() {
        String::new()
    } else {
        let list = parts.join(" · ");
        format!(
            "\n{}",
            tr!(view.place.language, "board-ratings", list = list)
        )
    })
}

/// The buttons under a board: Move while the game is played (it opens
/// the move picker); once it is over, Analyse for any game that ended
/// with moves played, and Rematch for one between people. With the web
/// board configured (`PUBLIC_URL`), a View link to the game's page too
/// (read-only, signed: `service/web_links.rs`).
fn board_buttons(service: &GameService, view: &GameView) -> Vec<serenity::CreateActionRow> {
    let lang = view.place.language;
    let view_link = service
        .view_link(view.id)
        .map(|url| serenity::CreateButton::new_link(url).label(tr!(lang, "web-view-button")));
    if view.is_active() {
        let mut buttons = Vec::new();
        if view.game.to_move().is_some() {
            buttons.push(crate::discord::presentation::picker::move_button(view));
        }
        buttons.extend(view_link);
        return if buttons.is_empty() {
            Vec::new()
        } else {
            vec![serenity::CreateActionRow::Buttons(buttons)]
        };
    }
    let mut buttons = Vec::new();
    if view.engine.is_none() {
        let again = ButtonAction::Rematch { game: view.id };
        buttons.push(
            serenity::CreateButton::new(again.encode())
                .label(tr!(lang, "board-rematch"))
                .style(serenity::ButtonStyle::Primary),
        );
    }
    if view.status == GameStatus::Finished && view.game.ply() > 0 {
        let analyse = ButtonAction::Analyse { game: view.id };
        buttons.push(
            serenity::CreateButton::new(analyse.encode())
                .label(tr!(lang, "analyse-button"))
                .style(serenity::ButtonStyle::Secondary),
        );
    }
    buttons.extend(view_link);
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(buttons)]
    }
}

/// How a finished game ended, with mentions, in the game's language.
pub fn result_text(view: &GameView) -> String {
    let lang = view.place.language;
    let who = |c: Color| mention(view.player(c).id.0);
    let score = view
        .final_score
        .map(|s| format!(" {}–{}", s.black, s.white))
        .unwrap_or_default();
    match ending_of(view.result, view.ended_by) {
        Some(Ending::Aborted) => tr!(lang, "result-aborted"),
        Some(Ending::Resigned { winner: c }) => tr!(
            lang,
            "result-resigned",
            loser = who(c.opposite()),
            winner = who(c)
        ),
        Some(Ending::Timeout { winner: c }) => tr!(
            lang,
            "result-timeout",
            loser = who(c.opposite()),
            winner = who(c)
        ),
        Some(Ending::AgreedDraw) => tr!(lang, "result-agreed-draw"),
        Some(Ending::Adjudicated(Outcome::Win(c))) => {
            tr!(lang, "result-adjudicated-win", winner = who(c))
        }
        Some(Ending::Adjudicated(Outcome::Draw)) => tr!(lang, "result-adjudicated-draw"),
        Some(Ending::Played(Outcome::Win(c))) => tr!(
            lang,
            "result-win",
            winner = who(c),
            color = color_code(c),
            score = score
        ),
        Some(Ending::Played(Outcome::Draw)) => tr!(lang, "result-draw", score = score),
        Some(Ending::Over) | None => tr!(lang, "result-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{EngineSeat, Player};
    use abande_engine::Level;
    use abande_rules::GameKind;

    fn view(engine: Option<EngineSeat>) -> GameView {
        let black = Player::new(1, "alice");
        let white = Player::new(2, "abande-bot");
        GameView {
            record: GameRecord {
                engine,
                ..GameRecord::example(3, GameKind::AbandeHex, black, white)
            },
            game: Game::new(GameKind::AbandeHex),
            automatic_plies: Vec::new(),
        }
    }

    fn bot_at_level_4() -> Option<EngineSeat> {
        Some(EngineSeat {
            color: Color::White,
            level: Level::new(4).expect("4 is a level"),
        })
    }

    #[test]
    fn every_way_a_game_ends_maps_to_one_ending() {
        let win = |c| Some(Outcome::Win(c));
        let cases = [
            ((None, None), None),
            ((None, Some(EndedBy::Abort)), Some(Ending::Aborted)),
            (
                (win(Color::Black), Some(EndedBy::Abort)),
                Some(Ending::Aborted),
            ),
            (
                (win(Color::White), Some(EndedBy::Resignation)),
                Some(Ending::Resigned {
                    winner: Color::White,
                }),
            ),
            (
                (win(Color::Black), Some(EndedBy::Timeout)),
                Some(Ending::Timeout {
                    winner: Color::Black,
                }),
            ),
            (
                (Some(Outcome::Draw), Some(EndedBy::Agreement)),
                Some(Ending::AgreedDraw),
            ),
            (
                (win(Color::Black), Some(EndedBy::Score)),
                Some(Ending::Played(Outcome::Win(Color::Black))),
            ),
            (
                (Some(Outcome::Draw), Some(EndedBy::Score)),
                Some(Ending::Played(Outcome::Draw)),
            ),
            ((None, Some(EndedBy::Resignation)), Some(Ending::Over)),
            (
                (win(Color::White), Some(EndedBy::Adjudication)),
                Some(Ending::Adjudicated(Outcome::Win(Color::White))),
            ),
            (
                (Some(Outcome::Draw), Some(EndedBy::Adjudication)),
                Some(Ending::Adjudicated(Outcome::Draw)),
            ),
        ];
        for ((result, ended_by), expected) in cases {
            assert_eq!(
                ending_of(result, ended_by),
                expected,
                "{result:?} {ended_by:?}"
            );
        }
    }

    #[test]
    fn a_finished_game_is_drawn_with_its_ending_and_a_game_in_play_without() {
        let mut game = view(None);
        assert_eq!(render_options(&game).ending, None);
        game.record.status = GameStatus::Finished;
        game.record.result = Some(Outcome::Win(Color::Black));
        game.record.ended_by = Some(EndedBy::Resignation);
        assert_eq!(
            render_options(&game).ending,
            Some(Ending::Resigned {
                winner: Color::Black
            })
        );
        // Whatever the record lacks, a finished game's picture names nobody to move.
        game.record.result = None;
        game.record.ended_by = None;
        assert_eq!(render_options(&game).ending, Some(Ending::Over));
    }

    #[test]
    fn the_bot_is_named_with_its_level_on_the_picture_and_in_the_posts() {
        let game = view(bot_at_level_4());
        assert_eq!(
            player_names(&game),
            ["alice".to_string(), "abande-bot, level 4".to_string()]
        );
        let start = start_headline(&game);
        assert!(start.contains("abande-bot, level 4 (White)"), "{start}");
        let played = [PlayedMove {
            ply: 1,
            by: Color::Black,
            notation: "d4".into(),
            automatic: false,
        }];
        let headline = moves_headline(&game, &played);
        assert!(
            headline.text().contains("abande-bot, level 4"),
            "{}",
            headline.text()
        );
    }

    #[test]
    fn people_are_named_as_they_are() {
        let game = view(None);
        assert_eq!(
            player_names(&game),
            ["alice".to_string(), "abande-bot".to_string()]
        );
        let played = [PlayedMove {
            ply: 1,
            by: Color::Black,
            notation: "d4".into(),
            automatic: false,
        }];
        assert!(!moves_headline(&game, &played).text().contains("level"));
    }

    #[test]
    fn the_headline_says_what_each_move_did() {
        let mut game = view(None);
        game.game = Game::replay(GameKind::AbandeHex, &["d4", "d5"]).unwrap();
        let played = |ply: usize, by: Color, notation: &str| PlayedMove {
            ply,
            by,
            notation: notation.into(),
            automatic: false,
        };
        let both = [played(1, Color::Black, "d4"), played(2, Color::White, "d5")];
        let text = moves_headline(&game, &both).text().to_owned();
        assert!(
            text.contains("Black played **d4**: place, reserve 17, then White played **d5**: place, reserve 17"),
            "{text}"
        );
        game.record.place.language = Lang::De;
        let text = moves_headline(&game, &both[..1]).text().to_owned();
        assert!(
            text.contains("Schwarz spielte **d4**: setzen, Vorrat 17"),
            "{text}"
        );
        // A move the game no longer has (taken back) is named only.
        let gone = [played(3, Color::Black, "d3")];
        assert!(moves_headline(&game, &gone).text().ends_with("**d3**"));
    }
}
