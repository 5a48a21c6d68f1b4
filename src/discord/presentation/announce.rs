//! Sends one announcement the outbox owes (see `delivery.rs` for the
//! worker that picks them): a board, a reminder, a DM turn notice, the
//! notice on a challenge's message, a vacation or moderation notice, a
//! tournament's progress, a server's daily puzzle. Messages carry the announcement's own nonce, so
//! a retry after a lost answer creates nothing twice.

use poise::serenity_prelude as serenity;
use serenity::{CreateMessage, EditMessage};

use crate::discord::error::BotError;
use crate::discord::presentation::board::post::{BoardSent, Route, send_board};
use crate::discord::presentation::board::words::{Headline, game_title};
use crate::discord::presentation::notify::send_turn_notice;
use crate::discord::presentation::text::{mention, no_pings, pings_only};
use crate::discord::runtime::owed::{Delivered, nonce_of};
use crate::i18n::{self, Arg};
use crate::service::{
    Announcement, AnnouncementKind, Challenge, ChallengeStatus, GameService, GameView,
    ModerationAction, ModerationRecord, Reminder, Subject, Vacation,
};
use crate::tr;

pub async fn send(
    http: &serenity::Http,
    service: &GameService,
    announcement: &Announcement,
) -> Result<Delivered, BotError> {
    // One arm per kind and no catch-all: a new kind fails the build here
    // until it is delivered.
    let game = match announcement.subject {
        Subject::Game(game) => Some(game),
        Subject::Challenge(_) | Subject::DailyPuzzle(_) => None,
    };
    match (announcement.kind, game) {
        (AnnouncementKind::Board, Some(game)) => {
            let view = service.games().load_game(game).await?;
            // A tournament's new game: its thread first, naming both players.
            let view =
                crate::discord::presentation::tournament::open_pairing_thread(http, service, view)
                    .await?;
            let route = Route::Owed;
            match send_board(http, service, &view, Headline::late(), &route).await? {
                BoardSent::Posted(_) => Ok(Delivered::Sent),
                BoardSent::AlreadyAnnounced => Ok(Delivered::NoLongerApplies),
            }
        }
        (AnnouncementKind::Reminder(reminder), Some(game)) => {
            let view = service.games().load_game(game).await?;
            if !still_this_turn(&view, announcement) {
                return Ok(Delivered::NoLongerApplies);
            }
            remind(http, &view, reminder, announcement.id).await
        }
        (AnnouncementKind::TurnNotice { premoves_dropped }, Some(game)) => {
            let view = service.games().load_game(game).await?;
            if !still_this_turn(&view, announcement) {
                return Ok(Delivered::NoLongerApplies);
            }
            let nonce = nonce_of(announcement.id);
            send_turn_notice(http, service, &view, nonce, premoves_dropped).await
        }
        (AnnouncementKind::TournamentMessage, Some(game)) => {
            crate::discord::presentation::tournament::announce_progress(http, service, game).await
        }
        (AnnouncementKind::TournamentEnd, Some(game)) => {
            crate::discord::presentation::tournament::announce_end(
                http,
                service,
                game,
                announcement.id,
            )
            .await
        }
        (AnnouncementKind::ChallengeNotice, _) => match announcement.subject {
            Subject::Challenge(id) => match service.challenges().challenge(id).await? {
                Some(challenge) => close_challenge_message(http, &challenge).await,
                None => Ok(Delivered::NoLongerApplies),
            },
            Subject::Game(_) | Subject::DailyPuzzle(_) => Ok(about_the_wrong_thing(announcement)),
        },
        (AnnouncementKind::DailyPuzzle, _) => match announcement.subject {
            Subject::DailyPuzzle(id) => match service.puzzles().daily_puzzle_post(id).await? {
                Some(post) => {
                    crate::discord::presentation::puzzle_post::send_daily_puzzle(
                        http,
                        &post,
                        announcement.id,
                    )
                    .await
                }
                None => Ok(Delivered::NoLongerApplies),
            },
            Subject::Game(_) | Subject::Challenge(_) => Ok(about_the_wrong_thing(announcement)),
        },
        (AnnouncementKind::VacationNotice { vacation, back }, Some(game)) => {
            let view = service.games().load_game(game).await?;
            match service
                .clocks()
                .vacation_to_announce(vacation, back)
                .await?
            {
                Some(vacation) if view.record.is_active() => {
                    tell_opponent(http, &view, &vacation, back, announcement.id).await
                }
                _ => Ok(Delivered::NoLongerApplies),
            }
        }
        (AnnouncementKind::ModerationNotice, Some(game)) => {
            let view = service.games().load_game(game).await?;
            match service.moderation().moderation_of_game(game).await? {
                Some(record) => tell_moderated(http, &view, &record, announcement.id).await,
                None => Ok(Delivered::NoLongerApplies),
            }
        }
        (
            AnnouncementKind::Board
            | AnnouncementKind::Reminder(_)
            | AnnouncementKind::TurnNotice { .. }
            | AnnouncementKind::TournamentMessage
            | AnnouncementKind::TournamentEnd
            | AnnouncementKind::VacationNotice { .. }
            | AnnouncementKind::ModerationNotice,
            None,
        ) => Ok(about_the_wrong_thing(announcement)),
    }
}

/// An announcement whose subject its kind cannot be about: logged, and
/// settled so that it is not tried again.
fn about_the_wrong_thing(announcement: &Announcement) -> Delivered {
    tracing::error!(kind = ?announcement.kind, subject = ?announcement.subject, "an announcement about the wrong thing");
    Delivered::NoLongerApplies
}

/// Whether the turn `announcement` is about is still being played.
fn still_this_turn(view: &GameView, announcement: &Announcement) -> bool {
    view.record.is_active() && view.game.ply() == announcement.at_ply
}

async fn remind(
    http: &serenity::Http,
    view: &GameView,
    reminder: Reminder,
    announcement_id: i64,
) -> Result<Delivered, BotError> {
    let Some(player) = view.player_to_move() else {
        return Ok(Delivered::NoLongerApplies);
    };
    let lang = view.record.place.language;
    let deadline = view
        .record
        .deadline_at
        .map(|t| tr!(lang, "reminder-deadline", deadline = t))
        .unwrap_or_default();
    let pinged = player.id.0;
    let (player, title) = (mention(player.id.0), game_title(&view.record));
    let key = match reminder {
        Reminder::HalfUsed => "reminder-half-time",
        Reminder::TenthLeft => "reminder-tenth-left",
        Reminder::DayLeft => "reminder-bank-day-left",
        Reminder::HourLeft => "reminder-bank-hour-left",
    };
    let text = i18n::text(
        lang,
        key,
        &[
            ("player", Arg::from(player)),
            ("title", Arg::from(title)),
            ("deadline", Arg::from(deadline)),
        ],
    );
    post_in_game(http, view, text, pings_only([pinged]), announcement_id).await
}

/// Tells the opponent of `vacation`'s player in `view`, in the game's
/// thread (or channel) and language, that the player went on vacation
/// (`back`: came back); nobody is pinged.
async fn tell_opponent(
    http: &serenity::Http,
    view: &GameView,
    vacation: &Vacation,
    back: bool,
    announcement_id: i64,
) -> Result<Delivered, BotError> {
    let lang = view.record.place.language;
    let me = vacation.user;
    let opponent = view
        .record
        .opponent_of(me)
        .map(|p| mention(p.id.0))
        .unwrap_or_default();
    let (player, title) = (mention(me.0), game_title(&view.record));
    let text = if back {
        tr!(
            lang,
            "vacation-notice-end",
            opponent = opponent,
            player = player,
            title = title
        )
    } else {
        tr!(
            lang,
            "vacation-notice-start",
            opponent = opponent,
            player = player,
            until = vacation.ends_at,
            title = title
        )
    };
    post_in_game(http, view, text, no_pings(), announcement_id).await
}

/// Tells both players of `view` (pinged; not the engine) in the game's
/// thread (or channel) and language which moderator ended it, and how.
async fn tell_moderated(
    http: &serenity::Http,
    view: &GameView,
    record: &ModerationRecord,
    announcement_id: i64,
) -> Result<Delivered, BotError> {
    let lang = view.record.place.language;
    let players: Vec<u64> = [&view.record.black, &view.record.white]
        .into_iter()
        .filter(|p| {
            view.record
                .engine
                .is_none_or(|e| view.record.player(e.color).id != p.id)
        })
        .map(|p| p.id.0)
        .collect();
    let (black, white) = (
        mention(view.record.black.id.0),
        mention(view.record.white.id.0),
    );
    let (title, by) = (game_title(&view.record), mention(record.moderator.id.0));
    let text = match record.action {
        ModerationAction::AdjudicateGame { result, .. } => tr!(
            lang,
            "moderation-adjudicated-notice",
            black = black,
            white = white,
            title = title,
            moderator = by,
            result = crate::discord::presentation::words::result_words(lang, result)
        ),
        _ => tr!(
            lang,
            "moderation-aborted-notice",
            black = black,
            white = white,
            title = title,
            moderator = by
        ),
    };
    post_in_game(http, view, text, pings_only(players), announcement_id).await
}

/// Posts `text` in the game's thread (or channel), with the announcement's
/// nonce so that it is posted once however often it is sent.
async fn post_in_game(
    http: &serenity::Http,
    view: &GameView,
    text: String,
    mentions: serenity::CreateAllowedMentions,
    announcement_id: i64,
) -> Result<Delivered, BotError> {
    let channel = serenity::ChannelId::new(
        view.record
            .thread_id
            .unwrap_or(view.record.place.channel_id),
    );
    let message = CreateMessage::new()
        .content(text)
        .allowed_mentions(mentions)
        .nonce(nonce_of(announcement_id))
        .enforce_nonce(true);
    channel.send_message(http, message).await?;
    Ok(Delivered::Sent)
}

/// Says on the challenge's message how it ended and removes its buttons.
async fn close_challenge_message(
    http: &serenity::Http,
    challenge: &Challenge,
) -> Result<Delivered, BotError> {
    let Some(message_id) = challenge.message_id else {
        return Ok(Delivered::NoLongerApplies);
    };
    let lang = challenge.place.language;
    let to = challenge.opponent.as_ref().map(|o| mention(o.id.0));
    let content = match (challenge.status, to) {
        (ChallengeStatus::Expired, Some(to)) => {
            tr!(lang, "challenge-expired-to-user", opponent = to)
        }
        (ChallengeStatus::Expired, None) => tr!(lang, "challenge-expired-open"),
        (ChallengeStatus::Declined, Some(to)) => {
            tr!(lang, "challenge-declined-by", opponent = to)
        }
        (ChallengeStatus::Cancelled, _) => tr!(lang, "challenge-cancelled"),
        _ => return Ok(Delivered::NoLongerApplies),
    };
    let edit = EditMessage::new()
        .content(content)
        .components(vec![])
        .allowed_mentions(no_pings());
    let channel = serenity::ChannelId::new(challenge.place.channel_id);
    channel
        .edit_message(http, serenity::MessageId::new(message_id), edit)
        .await?;
    Ok(Delivered::Sent)
}
