//! Trust and safety (docs/moderation.md): learners report and block;
//! moderators, named by GitHub id in `FRONTLOOP_ADMINS`, decide on reported
//! items and suspend learners. Every moderator action is checked here, so
//! no route can skip it.

use frontloop_domain::limits::ReportDetails;
use frontloop_domain::moderation::MAX_MODERATION_REASON_CHARS;
use frontloop_domain::time::{now_millis, Millis};
use frontloop_domain::{ItemType, ReportReason};
use frontloop_store::models::{
    BlockedUser, ItemDecision, LogEntry, ModerationOutcome, Moderator, NewReport, ReportCursor, ReportOutcome,
    ReportedItem, Suspension, User,
};

use super::error::{AppError, AppResult};
use super::rate_limit::{self, Limit};
use crate::app::metrics::Metrics;
use frontloop_store::Store;
use std::collections::HashSet;

/// What the moderation's use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The operators' counters.
    pub metrics: &'a Metrics,
    /// The moderators' GitHub numeric ids.
    pub moderators: &'a HashSet<i64>,
    /// Open reports that hide an item at once (0: never).
    pub auto_hide_reports: i64,
}

/// What the reporter reads once their report is in.
pub const REPORT_THANKS: &str = "Thanks, a moderator will look at it";

/// Reports per learner and day.
pub const REPORTING: Limit = Limit { name: "report", max: 20, window_ms: 24 * 3_600_000, what: "reports" };

/// Reported items per page of the queue.
pub const QUEUE_PAGE: i64 = 20;
/// Entries per page of the audit log.
pub const LOG_PAGE: i64 = 50;
/// Suspended learners listed at most.
pub const SUSPENSIONS_SHOWN: i64 = 200;

/// A page of the audit log and the next page's cursor.
pub type LogPage = (Vec<LogEntry>, Option<(Millis, i64)>);

/// Whether the learner is a moderator.
pub fn is_moderator(moderators: &HashSet<i64>, user: &User) -> bool {
    moderators.contains(&user.github_id)
}

/// The learner as a moderator, or 403.
pub fn require_moderator(deps: Deps<'_>, user: &User) -> AppResult<Moderator> {
    if is_moderator(deps.moderators, user) {
        Ok(Moderator { id: user.id, login: user.login.clone() })
    } else {
        Err(AppError::Forbidden("Only moderators can do this.".into()))
    }
}

/// Trimmed `details` of a report: up to 500 characters, required for
/// `Other`.
fn report_details(reason: ReportReason, details: Option<&str>) -> AppResult<Option<String>> {
    let details = ReportDetails::optional(details)
        .map_err(|e| AppError::Invalid { field: "details", message: e.to_string() })?
        .map(ReportDetails::into_inner);
    if reason == ReportReason::Other && details.is_none() {
        return Err(AppError::Invalid {
            field: "details",
            message: "must say what is wrong when the reason is other".into(),
        });
    }
    Ok(details)
}

/// A moderator's reason: 1-500 characters after trimming.
pub fn reason(text: &str) -> AppResult<&str> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::Invalid { field: "reason", message: "must not be empty".into() });
    }
    if text.chars().count() > MAX_MODERATION_REASON_CHARS {
        return Err(AppError::Invalid {
            field: "reason",
            message: format!("must be at most {MAX_MODERATION_REASON_CHARS} characters"),
        });
    }
    Ok(text)
}

/// "Post", "Comment", … for a 404.
fn not_found(item_type: ItemType) -> AppError {
    AppError::NotFound(match item_type {
        ItemType::Post => "Post",
        ItemType::Comment => "Comment",
        ItemType::Review => "Review",
        ItemType::Solution => "Solution",
    })
}

/// A learner reports an item: once per item, never their own.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "report", user = user.id, item_type = %item_type, item_id = item_id))]
pub async fn report(
    deps: Deps<'_>,
    user: &User,
    item_type: ItemType,
    item_id: i64,
    reason: ReportReason,
    details: Option<&str>,
) -> AppResult<()> {
    let details = report_details(reason, details)?;
    rate_limit::check(deps.rate_limit(), REPORTING, &user.id.to_string()).await?;
    let report = NewReport { reporter_id: user.id, item_type, item_id, reason, details, now: now_millis() };
    match deps.store.report(&report, deps.auto_hide_reports).await? {
        ReportOutcome::Reported { hidden } => {
            if hidden {
                tracing::info!(item_type = %item_type, item_id, "hidden by reports");
            }
            Ok(())
        }
        ReportOutcome::NotFound => Err(not_found(item_type)),
        ReportOutcome::OwnItem => Err(AppError::Forbidden("You cannot report your own content.".into())),
        ReportOutcome::Duplicate => Err(AppError::Conflict("You already reported this.".into())),
    }
}

/// A page of the report queue and the next page's cursor.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "report_queue", user = user.id))]
pub async fn report_queue(
    deps: Deps<'_>,
    user: &User,
    after: Option<ReportCursor>,
) -> AppResult<(Vec<ReportedItem>, Option<ReportCursor>)> {
    require_moderator(deps, user)?;
    let items = deps.store.report_queue(after.as_ref(), QUEUE_PAGE).await?;
    let next = match items.last() {
        Some(last) if items.len() as i64 == QUEUE_PAGE => Some(ReportCursor {
            first_reported_at: last.first_reported_at,
            item_type: last.item_type,
            item_id: last.item_id,
        }),
        _ => None,
    };
    Ok((items, next))
}

/// A moderator hides, restores or deletes an item.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "decide", user = user.id, item_type = %item_type, item_id = item_id))]
pub async fn decide(
    deps: Deps<'_>,
    user: &User,
    item_type: ItemType,
    item_id: i64,
    decision: ItemDecision,
    why: &str,
) -> AppResult<()> {
    let moderator = require_moderator(deps, user)?;
    let why = reason(why)?;
    match deps.store.decide_item(item_type, item_id, decision, &moderator, why, now_millis()).await? {
        ModerationOutcome::Done => Ok(()),
        ModerationOutcome::NotFound => Err(not_found(item_type)),
        ModerationOutcome::NotApplicable => Err(AppError::Conflict(
            "A solution is a learner's record of a completed challenge: hide it instead of deleting it.".into(),
        )),
    }
}

/// A moderator suspends (`suspend`) or reinstates the learner `login`.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "set_suspended", user = user.id, login = %login))]
pub async fn set_suspended(deps: Deps<'_>, user: &User, login: &str, suspend: bool, why: &str) -> AppResult<()> {
    let moderator = require_moderator(deps, user)?;
    let why = reason(why)?;
    let target = deps.store.user_by_login(login).await?.ok_or(AppError::NotFound("Learner"))?;
    if suspend && target.id == user.id {
        return Err(AppError::Conflict("You cannot suspend yourself.".into()));
    }
    if suspend && is_moderator(deps.moderators, &target) {
        return Err(AppError::Forbidden("Moderators cannot be suspended.".into()));
    }
    match deps.store.set_suspended(target.id, suspend, &moderator, why, now_millis()).await? {
        ModerationOutcome::Done => {
            tracing::info!(target = target.id, suspend, "suspension changed");
            Ok(())
        }
        ModerationOutcome::NotFound => Err(AppError::NotFound("Learner")),
        ModerationOutcome::NotApplicable if suspend => {
            Err(AppError::Conflict(format!("{} is already suspended.", target.login)))
        }
        ModerationOutcome::NotApplicable => Err(AppError::Conflict(format!("{} is not suspended.", target.login))),
    }
}

/// Who is suspended.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "suspensions", user = user.id))]
pub async fn suspensions(deps: Deps<'_>, user: &User) -> AppResult<Vec<Suspension>> {
    require_moderator(deps, user)?;
    Ok(deps.store.suspensions(SUSPENSIONS_SHOWN).await?)
}

/// A page of the audit log and the next page's cursor.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "log", user = user.id))]
pub async fn log(deps: Deps<'_>, user: &User, after: Option<(Millis, i64)>) -> AppResult<LogPage> {
    require_moderator(deps, user)?;
    let entries = deps.store.moderation_log(after, LOG_PAGE).await?;
    let next = match entries.last() {
        Some(last) if entries.len() as i64 == LOG_PAGE => Some((last.created_at, last.id)),
        _ => None,
    };
    Ok((entries, next))
}

/// The learner blocks `login`.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "block", user = user.id, login = %login))]
pub async fn block(deps: Deps<'_>, user: &User, login: &str) -> AppResult<()> {
    let target = deps.store.user_by_login(login).await?.ok_or(AppError::NotFound("Learner"))?;
    if target.id == user.id {
        return Err(AppError::Conflict("You cannot block yourself.".into()));
    }
    Ok(deps.store.block(user.id, target.id, now_millis()).await?)
}

/// The learner unblocks `login`.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "unblock", user = user.id, login = %login))]
pub async fn unblock(deps: Deps<'_>, user: &User, login: &str) -> AppResult<()> {
    let target = deps.store.user_by_login(login).await?.ok_or(AppError::NotFound("Learner"))?;
    Ok(deps.store.unblock(user.id, target.id).await?)
}

/// Whom the learner blocked.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "blocked", user = user.id))]
pub async fn blocked(deps: Deps<'_>, user: &User) -> AppResult<Vec<BlockedUser>> {
    Ok(deps.store.blocked_users(user.id).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_needs_details_and_details_have_a_limit() {
        assert!(matches!(report_details(ReportReason::Other, Some("  ")), Err(AppError::Invalid { .. })));
        assert_eq!(report_details(ReportReason::Spam, Some("  ")).ok(), Some(None));
        assert_eq!(report_details(ReportReason::Other, Some(" copied ")).ok(), Some(Some("copied".into())));
        let long = "x".repeat(frontloop_domain::limits::MAX_REPORT_DETAILS_CHARS + 1);
        assert!(matches!(report_details(ReportReason::Spam, Some(&long)), Err(AppError::Invalid { .. })));
    }

    #[test]
    fn reasons_are_required_and_bounded() {
        assert!(reason("  ").is_err());
        assert_eq!(reason(" spam ").ok(), Some("spam"));
        assert!(reason(&"x".repeat(MAX_MODERATION_REASON_CHARS + 1)).is_err());
    }
}
