//! The delivery worker: sends what the outbox owes (see
//! `store/announcements.rs`). A change writes its announcements in its own
//! transaction; the request that made it posts its board itself while its
//! claim lasts. Everything else (reminders, DMs, challenge notices, boards
//! whose request died or failed) is sent here, in the order it was owed per
//! game or challenge: a later announcement waits while an earlier one of
//! the same game is still unsent. Each pass reads only what is due, the
//! earliest owed of each game or challenge, the longest due first, and
//! passes follow one another while they deliver. A failed try is retried
//! after a delay (`service::retry_delay_after`: a 429's `retry_after`, a
//! growing delay with jitter on a 5xx); what Discord refuses for good (404
//! at once; 403, 400 after `service::REFUSED_TRIES` tries) is dead, logged
//! once and counted, and anything still owed after a day is given up. Each
//! announcement is claimed in the database before it is sent, so with
//! several processes sharing the database only one sends it; a process
//! that runs every shard knows it is alone and ends the claims of the
//! processes before it at start (`app::prepare_with`).

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio_util::sync::CancellationToken;
use tracing::{error, info, warn};

use crate::discord::error::BotError;
use crate::discord::jobs::pending_answers::PendingAnswers;
use crate::discord::presentation::announce;
use crate::discord::runtime::owed::Delivered;
use crate::discord::runtime::rest_proxy;
use crate::service::{
    Announcement, AnnouncementKind, Backoff, DeliveryFailure, GameService, REFUSED_TRIES, Settled,
    Subject,
};

/// Delivers at once, then whenever something is owed (the service wakes
/// it), when the next claim or retry delay runs out, or every `every`,
/// until `stop`.
pub async fn run(
    http: Arc<serenity::Http>,
    service: GameService,
    pending_answers: Arc<PendingAnswers>,
    every: Duration,
    stop: CancellationToken,
) {
    let due = service.outbox().announcements_due();
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // Until the next claim or retry delay runs out (none known at start).
    let mut next_due: Option<Duration> = None;
    // While the database is away: the waits before the next try.
    let mut backoff = Backoff::new(every);
    loop {
        let sleep_until_due = async {
            match next_due {
                Some(wait) => tokio::time::sleep(wait).await,
                None => std::future::pending().await,
            }
        };
        // A pass under way (a post in flight) finishes before `stop` is seen.
        tokio::select! {
            _ = tick.tick() => {}
            () = due.notified() => {}
            () = sleep_until_due => {}
            () = stop.cancelled() => return,
        }
        match pass(&http, &service, &pending_answers, &stop).await {
            Ok(wait) => {
                service.upkeep().database_answered();
                backoff.succeeded();
                next_due = wait;
            }
            // Logged once per outage (`service::outage`); tried again soon.
            Err(error) if service.upkeep().database_failed("delivery", &error) => {
                next_due = Some(backoff.failed());
            }
            Err(error) => {
                warn!(%error, "could not read the outbox");
                next_due = None;
            }
        }
    }
}

/// Gives up what is owed for too long, delivers what is due and completes
/// the deferred answers whose board went out; returns when the next
/// claim or retry delay runs out.
async fn pass(
    http: &Arc<serenity::Http>,
    service: &GameService,
    pending_answers: &PendingAnswers,
    stop: &CancellationToken,
) -> Result<Option<Duration>, crate::service::ServiceError> {
    for a in service.outbox().give_up_announcements().await? {
        error!(id = a.id, kind = ?a.kind, subject = ?a.subject, "gave up delivering an announcement after a day; /board posts a game's board again");
    }
    // One pass delivers the earliest due of each subject; the next
    // ones follow at once while passes deliver something.
    for _ in 0..MAX_PASSES_AT_ONCE {
        let owed = service.outbox().due_announcements().await?;
        let delivered = deliver_in_order(http, service, owed).await;
        if delivered == 0 || stop.is_cancelled() {
            break;
        }
    }
    // Deferred answers whose board just went out point at it now.
    if !pending_answers.is_empty() {
        pending_answers.settle(http, service).await;
    }
    // A second more: claims end on whole seconds.
    let wait = service.outbox().next_announcement_due_in().await?;
    Ok(wait.map(|w| w + Duration::from_secs(1)))
}

/// Passes run one after another (while they deliver) before the worker waits.
const MAX_PASSES_AT_ONCE: usize = 50;

/// Sends `owed` (oldest first), keeping each subject's order; returns how
/// many were settled.
async fn deliver_in_order(
    http: &serenity::Http,
    service: &GameService,
    owed: Vec<Announcement>,
) -> usize {
    let mut settled_count = 0;
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
        let claimed = service.outbox().is_due(&announcement)
            && service
                .outbox()
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
                if let Err(error) = service
                    .outbox()
                    .settle_announcement(announcement.id, settled)
                    .await
                {
                    warn!(%error, id = announcement.id, "delivered, but not marked so; it may go out again");
                    held.insert(subject);
                } else {
                    settled_count += 1;
                    info!(id = announcement.id, kind = ?announcement.kind, ?subject, ?settled, "announcement delivered");
                }
            }
            Err(failure) => {
                held.insert(subject);
                let global = retry_or_give_up(service, &announcement, &failure).await;
                if global {
                    // The whole API waits: so does the rest of this pass.
                    break;
                }
            }
        }
    }
    settled_count
}

/// Gives `announcement` up when Discord refused it for good, else
/// schedules its next try; true when the failure was a global 429.
async fn retry_or_give_up(
    service: &GameService,
    announcement: &Announcement,
    failure: &BotError,
) -> bool {
    let status = status_of(failure);
    let tries = announcement.attempts + 1;
    let dead = match status {
        Some(404) => true,
        Some(403 | 400) => tries >= REFUSED_TRIES,
        _ => false,
    };
    if dead {
        error!(error = %failure, id = announcement.id, kind = ?announcement.kind, subject = ?announcement.subject, tries, "Discord refuses this announcement for good; it is dead (/board posts a game's board again)");
        if let Err(error) = service.outbox().announcement_dead(announcement).await {
            warn!(%error, id = announcement.id, "could not give up an announcement");
        }
        return false;
    }
    let (how, global) = match (status, failure) {
        (Some(429), BotError::Discord(error)) => {
            let message = match error.as_ref() {
                serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
                    response.error.message.as_str()
                }
                _ => "",
            };
            let (retry_after_secs, global) = rest_proxy::retry_after_of(message);
            (DeliveryFailure::RateLimited { retry_after_secs }, global)
        }
        (Some(500..=599) | None, BotError::Discord(_)) => (DeliveryFailure::ServerError, false),
        _ => (DeliveryFailure::Other, false),
    };
    match service
        .outbox()
        .retry_announcement_after(announcement, how)
        .await
    {
        Ok(delay) => {
            warn!(error = %failure, id = announcement.id, kind = ?announcement.kind, attempt = tries, retry_in_secs = delay, "an announcement was not delivered; trying again later");
        }
        Err(error) => warn!(%error, id = announcement.id, "could not schedule a retry"),
    }
    global
}

/// The HTTP status of a failed request to Discord; `None` when there was
/// no answer (or the failure was not Discord's).
fn status_of(failure: &BotError) -> Option<u16> {
    let BotError::Discord(error) = failure else {
        return None;
    };
    match error.as_ref() {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}
