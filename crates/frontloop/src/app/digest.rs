//! The daily email digest of unread notifications (docs/reviews.md#email):
//! one job per UTC day, taken by one worker of one instance, sends each
//! learner who wants it (and has an address and something new) one email
//! with a one-click unsubscribe link. A learner's digest is recorded as
//! sent, so a retried run never sends anyone two for the same day.

use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::models::{DigestRecipient, NewJob, Notification};
use frontloop_store::StoreResult;
use serde::{Deserialize, Serialize};

use super::error::{AppError, AppResult};
use super::mail::Email;
use super::notifications::show;
use super::secrets::{hash_secret, random_secret};
use crate::app::mail::Mailer;
use crate::config::Config;
use ammonia::clean_text as escape_html;
use frontloop_store::Store;

/// What the digest's use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// Sends the emails; `None` without SMTP.
    pub mailer: Option<&'a Mailer>,
    /// The server's configuration.
    pub config: &'a Config,
}

/// The job kind of a day's digest.
pub const DIGEST: &str = "email_digest";

const DAY: Millis = 86_400_000;

/// When the day's digest goes out: 08:00 UTC.
pub const SEND_AT: Millis = 8 * 3_600_000;

/// Learners read per batch.
const BATCH: i64 = 100;

/// Notifications listed in one digest (the email says how many more).
const LISTED: i64 = 20;

/// The input of a [`DIGEST`] job.
#[derive(Debug, Serialize, Deserialize)]
pub struct DigestPayload {
    /// The UTC day number (days since 1970-01-01).
    pub day: i64,
}

/// The UTC day of `at`.
pub fn day_of(at: Millis) -> i64 {
    at.div_euclid(DAY)
}

/// The job that sends the digest of `day`, due at its [`SEND_AT`].
pub fn digest_job(day: i64, now: Millis) -> NewJob {
    NewJob {
        kind: DIGEST.to_owned(),
        key: day.to_string(),
        payload: serde_json::to_string(&DigestPayload { day }).unwrap_or_default(),
        run_at: day * DAY + SEND_AT,
        now,
    }
}

/// Schedules today's digest when email is configured (every instance does
/// at start-up; the queue keeps one job per day).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "schedule"))]
pub async fn schedule(deps: Deps<'_>) -> StoreResult<()> {
    if deps.mailer.is_none() {
        return Ok(());
    }
    let now = now_millis();
    deps.store.enqueue_job(&digest_job(day_of(now), now)).await
}

/// Runs the digest job of `day`: schedules the next day's first, so that a
/// failure here never ends the daily run, then sends.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "run_job"))]
pub async fn run_job(deps: Deps<'_>, day: i64) -> AppResult<usize> {
    let now = now_millis();
    deps.store.enqueue_job(&digest_job(day + 1, now)).await?;
    send_day(deps, day, now).await
}

/// Sends the digest of `day` to every learner due one; how many went. An
/// email that could not be sent fails the run (after the others), so the
/// job runs again for those left.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "send_day"))]
pub async fn send_day(deps: Deps<'_>, day: i64, now: Millis) -> AppResult<usize> {
    let Some(mailer) = deps.mailer else { return Ok(0) };
    let base = deps.config.public_url();
    let (mut after, mut sent, mut failed) = (0, 0, 0);
    loop {
        let due = deps.store.digest_recipients(day, after, BATCH).await?;
        let Some(last) = due.last() else { break };
        after = last.user_id;
        for recipient in &due {
            let unread = deps.store.unread_since(recipient.user_id, recipient.last_sent_at, LISTED + 1).await?;
            let token = random_secret();
            deps.store.save_unsubscribe_token(&hash_secret(&token), recipient.user_id, now).await?;
            let email = compose(&base, recipient, unread, &token);
            match mailer.send(&email).await {
                Ok(()) => {
                    deps.store.mark_digest_sent(recipient.user_id, day, now).await?;
                    sent += 1;
                }
                Err(err) => {
                    tracing::warn!(error = %err, user_id = recipient.user_id, "digest email not sent");
                    failed += 1;
                }
            }
        }
    }
    tracing::info!(day, sent, failed, "email digest");
    if failed > 0 {
        return Err(AppError::Internal(format!("{failed} digest emails could not be sent").into()));
    }
    Ok(sent)
}

/// The digest email of `unread` (newest first, at most [`LISTED`] + 1 to
/// tell whether there are more).
pub fn compose(base: &str, recipient: &DigestRecipient, unread: Vec<Notification>, token: &str) -> Email {
    let more = unread.len() as i64 > LISTED;
    let shown: Vec<_> = unread.into_iter().take(LISTED as usize).map(show).collect();
    let count = shown.len();
    let subject = if count == 1 && !more {
        "You have 1 new notification on Frontloop".to_owned()
    } else if more {
        format!("You have more than {LISTED} new notifications on Frontloop")
    } else {
        format!("You have {count} new notifications on Frontloop")
    };
    let unsubscribe_url = format!("{base}/email/unsubscribe?token={token}");
    let all = format!("{base}/notifications");
    let name = recipient.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| recipient.login.clone());
    let mut text = format!("Hi {name},\n\nHere is what happened on Frontloop since your last digest:\n\n");
    let mut items = String::new();
    for item in &shown {
        text.push_str(&format!("- {}\n  {base}{}\n", item.message, item.link));
        items.push_str(&format!(
            "<li><a href=\"{}{}\">{}</a></li>",
            escape_html(base),
            escape_html(&item.link),
            escape_html(&item.message)
        ));
    }
    if more {
        text.push_str("- and more\n");
    }
    text.push_str(&format!(
        "\nSee them all: {all}\n\nYou get this email once a day when something new happened. \
         Stop these emails: {unsubscribe_url}\n"
    ));
    let html = format!(
        "<!doctype html><html lang=\"en\"><body><p>Hi {},</p>\
         <p>Here is what happened on Frontloop since your last digest:</p><ul>{items}{}</ul>\
         <p><a href=\"{}\">See them all</a></p>\
         <p style=\"color:#64748b\">You get this email once a day when something new happened. \
         <a href=\"{}\">Stop these emails</a>.</p></body></html>",
        escape_html(&name),
        if more { "<li>and more</li>" } else { "" },
        escape_html(&all),
        escape_html(&unsubscribe_url),
    );
    Email {
        to: recipient.email.clone(),
        to_name: recipient.name.clone(),
        subject,
        text,
        html,
        unsubscribe_url: Some(unsubscribe_url),
    }
}

/// Uses a one-click unsubscribe token (no sign-in): `false` when it is
/// forged or was used already.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "unsubscribe"))]
pub async fn unsubscribe(deps: Deps<'_>, token: &str) -> AppResult<bool> {
    if token.is_empty() || token.len() > 200 {
        return Ok(false);
    }
    Ok(deps.store.unsubscribe(&hash_secret(token)).await?)
}
