//! Sending the board message posted after every turn: once per change,
//! as a reply or a new message with its nonce, found again after a lost
//! answer, with its pings and buttons. Its words are `words.rs`,
//! its picture `picture.rs`.

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;

use crate::discord::error::BotError;
use crate::discord::presentation::board::picture::{
    attachment, board_marker, board_png, public_orientation,
};
use crate::discord::presentation::board::words::{
    Headline, full_headline, game_title, rating_text, status_text, thread_name,
};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::text::{fit_message, mention};
use crate::i18n::Lang;
use crate::service::{GameService, GameStatus, GameView};
use crate::tr;
use abande_rules::Color;

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
            tracing::warn!(error = %e, game = %view.id(), "no thread for the game; playing in the channel");
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
        ("title", Arg::from(game_title(&view.record))),
        ("black", Arg::from(mention(view.record.black.id.0))),
        ("white", Arg::from(mention(view.record.white.id.0))),
    ];
    let text = crate::i18n::text(view.record.place.language, why.key(), &args);
    let message = CreateMessage::new()
        .content(fit_message(&text))
        .allowed_mentions(crate::discord::presentation::text::no_pings())
        .nonce(crate::discord::runtime::owed::thread_refused_nonce(
            view.id().0,
        ))
        .enforce_nonce(true);
    let sent = crate::discord::runtime::retry::with_retry("tell that a game has no thread", || {
        channel.send_message(http, message.clone())
    })
    .await;
    if let Err(error) = sent {
        tracing::warn!(%error, game = %view.id(), "could not tell why the game has no thread");
    }
}

/// A board as posted: the link to its message when Discord returned one.
pub struct PostedBoard {
    pub link: Option<String>,
}

/// The command a board answers: the reader's language and how to send
/// the reply (a poise context, seen only through what a board needs of it).
pub struct ReplyTo<'a> {
    lang: Lang,
    send: Box<dyn Fn(poise::CreateReply) -> SentReply<'a> + Send + Sync + 'a>,
}

type SentReply<'a> = poise::BoxFuture<'a, Result<poise::ReplyHandle<'a>, serenity::Error>>;

impl<'a> ReplyTo<'a> {
    /// Replies through `ctx` (already deferred), in `lang`.
    pub fn command<U: Send + Sync + 'static, E: 'static>(
        ctx: poise::Context<'a, U, E>,
        lang: Lang,
    ) -> Self {
        ReplyTo {
            lang,
            send: Box::new(move |reply| Box::pin(ctx.send(reply))),
        }
    }
}

/// How a board goes out.
pub enum Route<'a> {
    /// As the reply to a command used in the game's own thread, already deferred.
    Reply(ReplyTo<'a>),
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
    reply_to: Option<ReplyTo<'_>>,
) -> Result<PostedBoard, BotError> {
    let route = reply_to.map_or(Route::NewMessage, Route::Reply);
    match send_board(http, service, view, headline.into(), &route).await? {
        BoardSent::Posted(posted) => Ok(posted),
        BoardSent::AlreadyAnnounced => {
            let link = view
                .record
                .board_message_id
                .map(|message| board_link(view, message));
            if let Route::Reply(to) = &route {
                let text = tr!(
                    to.lang,
                    "board-already-posted",
                    link = link.clone().unwrap_or_default()
                );
                let reply = poise::CreateReply::default().content(text).ephemeral(true);
                crate::discord::runtime::retry::with_retry("answer with the board's link", || {
                    (to.send)(reply.clone())
                })
                .await?;
            }
            Ok(PostedBoard { link })
        }
    }
}

/// The address of `view`'s board message `message`.
fn board_link(view: &GameView, message: u64) -> String {
    let channel = view
        .record
        .thread_id
        .unwrap_or(view.record.place.channel_id);
    crate::discord::presentation::text::message_link(view.record.place.guild_id, channel, message)
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
    route: &Route<'_>,
) -> Result<BoardSent, BotError> {
    let owed = matches!(route, Route::Owed);
    let sent: Result<BoardSent, BotError> = async {
        let _turn = service.outbox().lock_board(view.id()).await;
        let Some(owed_from) = service
            .outbox()
            .owed_board_from(view.id(), view.record.version)
            .await?
        else {
            return Ok(BoardSent::AlreadyAnnounced);
        };
        let headline = full_headline(view, &headline, owed_from);
        let clock = service.clocks().clock_status(view).await?;
        let png = board_png(service, view, &clock, public_orientation(view)).await?;
        let ratings = rating_text(service, view).await?;
        let content = fit_message(&format!(
            "{headline}\n{}{ratings}",
            status_text(view, &clock)
        ));
        let buttons = board_buttons(service, view);
        let message = match route {
            Route::Reply(to) => {
                let reply = poise::CreateReply::default()
                    .content(content)
                    .components(buttons)
                    .allowed_mentions(board_pings(view))
                    .attachment(attachment(view, png));
                let handle =
                    crate::discord::runtime::retry::with_retry("reply with the board", || {
                        (to.send)(reply.clone())
                    })
                    .await?;
                handle.into_message().await.ok()
            }
            Route::NewMessage | Route::Owed => {
                let channel = serenity::ChannelId::new(
                    view.record
                        .thread_id
                        .unwrap_or(view.record.place.channel_id),
                );
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
                                view.id().0,
                                view.record.version,
                            ))
                            .enforce_nonce(true);
                        let sent =
                            crate::discord::runtime::retry::with_retry("post the board", || {
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
            .outbox()
            .board_posted(view.id(), view.record.version, message_id)
            .await?;
        Ok(BoardSent::Posted(PostedBoard {
            link: message.map(|m| m.link()),
        }))
    }
    .await;
    if sent.is_err()
        && !owed
        && let Err(error) = service.outbox().board_not_posted(view.id()).await
    {
        tracing::warn!(%error, game = %view.id(), "could not hand the board to the delivery worker");
    }
    sent
}

/// Who a board of `view` pings: both players of a game that starts, the
/// player to move of a game going on, nobody once it is over (the bot never).
/// Everyone else it names, and `@everyone` or roles in a name, stay text.
fn board_pings(view: &GameView) -> serenity::CreateAllowedMentions {
    let human = |c: Color| match view.record.engine {
        Some(engine) if engine.color == c => None,
        _ => Some(view.record.player(c).id.0),
    };
    let pinged: Vec<u64> = if !view.record.is_active() {
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
            tracing::warn!(%error, game = %view.id(), "could not look for an earlier post of the board");
            None
        }
    }
}

/// The buttons under a board (one row, at most four of Discord's five):
/// Move while the game is played (it opens the move picker); once it is
/// over, Rematch for a game between people and Analyse for any game that
/// ended with moves played; and always Explore (a modal with a move box,
/// answered as `/explore`) and Text (the position as text, privately). With the web
/// board configured (`PUBLIC_URL`), a View link to the game's page too
/// (read-only, signed: `service/web_links.rs`), the fifth button.
fn board_buttons(service: &GameService, view: &GameView) -> Vec<serenity::CreateActionRow> {
    let lang = view.record.place.language;
    let view_link = service
        .links()
        .view_link(view.id())
        .map(|url| serenity::CreateButton::new_link(url).label(tr!(lang, "web-view-button")));
    let explore = serenity::CreateButton::new(ButtonAction::Explore { game: view.id() }.encode())
        .label(tr!(lang, "board-explore-button"))
        .style(serenity::ButtonStyle::Secondary);
    let text = ButtonAction::BoardText {
        game: view.id(),
        ply: view.game.ply(),
    };
    let text = serenity::CreateButton::new(text.encode())
        .label(tr!(lang, "board-text-button"))
        .style(serenity::ButtonStyle::Secondary);
    if view.record.is_active() {
        let mut buttons = Vec::new();
        if view.game.to_move().is_some() {
            buttons.push(crate::discord::presentation::picker::move_button(view));
        }
        buttons.extend([explore, text]);
        buttons.extend(view_link);
        return vec![serenity::CreateActionRow::Buttons(buttons)];
    }
    let mut buttons = Vec::new();
    if view.record.engine.is_none() {
        let again = ButtonAction::Rematch { game: view.id() };
        buttons.push(
            serenity::CreateButton::new(again.encode())
                .label(tr!(lang, "board-rematch"))
                .style(serenity::ButtonStyle::Primary),
        );
    }
    if view.record.status == GameStatus::Finished && view.game.ply() > 0 {
        let analyse = ButtonAction::Analyse { game: view.id() };
        buttons.push(
            serenity::CreateButton::new(analyse.encode())
                .label(tr!(lang, "analyse-button"))
                .style(serenity::ButtonStyle::Secondary),
        );
    }
    buttons.extend([explore, text]);
    buttons.extend(view_link);
    vec![serenity::CreateActionRow::Buttons(buttons)]
}
