//! The delivery worker: sends what the outbox owes (see
//! `store/announcements.rs`). A change writes its announcements in its own
//! transaction; the request that made it posts its board itself while its
//! claim lasts. Everything else (reminders, DMs, challenge notices, boards
//! whose request died or failed) is sent here, in the order it was owed per
//! game or challenge: a later announcement waits while an earlier one of
//! the same game is still unsent. A failed try is retried after a growing
//! delay (`service::retry_delay`); a 404 (the channel is gone) and
//! anything still owed after a day are given up and logged. Each
//! announcement is claimed in the database before it is sent, so with
//! several processes sharing the database only one sends it; a process
//! that runs every shard knows it is alone and ends the claims of the
//! processes before it at start (`discord::prepare_with`).

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio_util::sync::CancellationToken;
use tracing::{error, info, warn};

use super::BotError;
use super::announce;
use super::owed::Delivered;
use super::pending_answers::PendingAnswers;
use crate::service::{Announcement, AnnouncementKind, GameService, Settled, Subject};

/// Delivers at once, then whenever something falls due (the service wakes
/// it) or every `every`, until `stop`.
pub async fn run(
    http: Arc<serenity::Http>,
    service: GameService,
    pending_answers: Arc<PendingAnswers>,
    every: Duration,
    stop: CancellationToken,
) {
    let due = service.announcements_due();
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        // A pass under way (a post in flight) finishes before `stop` is seen.
        tokio::select! {
            _ = tick.tick() => {}
            () = due.notified() => {}
            () = stop.cancelled() => return,
        }
        match service.give_up_announcements().await {
            Ok(abandoned) => {
                for a in abandoned {
                    error!(id = a.id, kind = ?a.kind, subject = ?a.subject, "gave up delivering an announcement after a day; /board posts a game's board again");
                }
            }
            Err(error) => warn!(%error, "could not read the outbox"),
        }
        match service.undelivered_announcements().await {
            Ok(owed) => deliver_in_order(&http, &service, owed).await,
            Err(error) => warn!(%error, "could not read the outbox"),
        }
        // Deferred answers whose board just went out point at it now.
        if !pending_answers.is_empty() {
            pending_answers.settle(&http, &service).await;
        }
    }
}

/// Sends `owed` (oldest first), keeping each subject's order.
async fn deliver_in_order(http: &serenity::Http, service: &GameService, owed: Vec<Announcement>) {
    // Subjects whose earliest owed announcement is not sent (not due, or failed).
    let mut held: HashSet<Subject> = HashSet::new();
    // Games whose current board went out in this pass: it covers their older boards.
    let mut boards_posted: HashSet<Subject> = HashSet::new();
    for announcement in owed {
        let subject = announcement.subject;
        if held.contains(&subject) {
            continue;
        }
        let is_board = announcement.kind == AnnouncementKind::Board;
        if is_board && boards_posted.contains(&subject) {
            continue;
        }
        // Not due (a writer's claim, a retry delay), or claimed meanwhile
        // by another process: this subject waits for the next pass.
        let claimed = service.is_due(&announcement)
            && service
                .claim_announcement(&announcement)
                .await
                .unwrap_or_else(|error| {
                    warn!(%error, id = announcement.id, "could not claim an announcement");
                    false
                });
        if !claimed {
            held.insert(subject);
            continue;
        }
        match announce::send(http, service, &announcement).await {
            Ok(delivered) => {
                if is_board {
                    boards_posted.insert(subject);
                }
                let settled = match delivered {
                    Delivered::Sent => Settled::Sent,
                    Delivered::NoLongerApplies => Settled::Superseded,
                };
                if let Err(error) = service.settle_announcement(announcement.id, settled).await {
                    warn!(%error, id = announcement.id, "delivered, but not marked so; it may go out again");
                    held.insert(subject);
                } else {
                    info!(id = announcement.id, kind = ?announcement.kind, ?subject, ?settled, "announcement delivered");
                }
            }
            Err(failure) => {
                held.insert(subject);
                retry_or_give_up(service, &announcement, &failure).await;
            }
        }
    }
}

async fn retry_or_give_up(service: &GameService, announcement: &Announcement, failure: &BotError) {
    if will_not_heal(failure) {
        error!(error = %failure, id = announcement.id, kind = ?announcement.kind, subject = ?announcement.subject, "Discord refused an announcement; giving it up");
        if let Err(error) = service
            .settle_announcement(announcement.id, Settled::GaveUp)
            .await
        {
            warn!(%error, id = announcement.id, "could not give up an announcement");
        }
        return;
    }
    match service.retry_announcement_later(announcement).await {
        Ok(delay) => {
            warn!(error = %failure, id = announcement.id, kind = ?announcement.kind, attempt = announcement.attempts + 1, retry_in_secs = delay, "an announcement was not delivered; trying again later");
        }
        Err(error) => warn!(%error, id = announcement.id, "could not schedule a retry"),
    }
}

/// A refusal that a retry would only repeat: 404, the channel, thread or
/// message is gone. Anything else (a 403 may be fixed by giving the bot its
/// permissions back) is retried until the day is over.
fn will_not_heal(failure: &BotError) -> bool {
    let BotError::Discord(error) = failure else {
        return false;
    };
    match error.as_ref() {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.as_u16() == 404
        }
        _ => false,
    }
}
