//! Progress on a challenge: start, save for later, reset, complete. A
//! completion owns its follow-ups: the learning paths it completes and the
//! achievements it unlocks.

use frontloop_domain::achievements::Achievement;
use frontloop_domain::time::{now_millis, UserTimeZone};
use frontloop_domain::web_url::WebUrl;
use frontloop_domain::{ProgressStatus, Slug, TransitionError};
use frontloop_store::models::{Progress, ProgressChange, User};

use super::error::{capitalize, AppError, AppResult};
use super::{follow_ups, jobs};

/// A learning path that a completion completed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletedPath {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
}
use frontloop_store::Store;

/// What the progress use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
}

/// The learner's record after a change, and what the change led to.
#[derive(Debug)]
pub struct ProgressOutcome {
    /// `None`: no record (not started).
    pub progress: Option<Progress>,
    pub completed_paths: Vec<CompletedPath>,
    pub unlocked: Vec<&'static Achievement>,
}

/// Where a change moves the record; a completion carries both links.
#[derive(Debug, Clone)]
pub enum ProgressMove {
    To(ProgressStatus),
    Complete { repository: WebUrl, live_site: WebUrl },
}

/// The learner's record on an existing challenge (`None`: not started).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "progress", user = user.id, task_id = task_id))]
pub async fn progress(deps: Deps<'_>, user: &User, task_id: i64) -> AppResult<Option<Progress>> {
    deps.store.task_by_id(task_id).await?.ok_or(AppError::NotFound("Challenge"))?;
    Ok(deps.store.progress(user.id, task_id).await?)
}

/// Moves the learner's record through the state machine. `sent_zone` is the
/// zone their browser sends: the completion's local time (the day it counts
/// for) is read in the zone in force, which is remembered when it changed.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "change_progress", user = user.id, task_id = task_id))]
pub async fn change_progress(
    deps: Deps<'_>,
    user: &User,
    task_id: i64,
    to: ProgressMove,
    sent_zone: Option<UserTimeZone>,
) -> AppResult<ProgressOutcome> {
    let zone = super::accounts::remember_time_zone(deps.store, user, sent_zone).await?;
    let local_time = |now| zone.local(now).format("%Y-%m-%dT%H:%M:%S").to_string();
    let task = deps.store.task_by_id(task_id).await?.ok_or(AppError::NotFound("Challenge"))?;
    if task.archived {
        // Its records stay readable; it takes no new ones.
        return Err(AppError::Conflict("This challenge was retired and no longer takes progress.".into()));
    }
    let now = now_millis();
    let (status, links) = match to {
        ProgressMove::To(status) => (status, None),
        ProgressMove::Complete { repository, live_site } => (ProgressStatus::Completed, Some((repository, live_site))),
    };
    let change = ProgressChange {
        to: status,
        github_repo_url: links.as_ref().map(|(repo, _)| repo.as_str().to_owned()),
        github_pages_url: links.as_ref().map(|(_, pages)| pages.as_str().to_owned()),
        now,
        local_time: local_time(now),
    };
    // A completion's effects and its solution's checks are recorded with
    // it, so they cannot be lost.
    let follow_ups = if status == ProgressStatus::Completed {
        vec![jobs::completion_job(user.id, task_id, now), jobs::solution_checks_job(user.id, task_id, now)]
    } else {
        Vec::new()
    };
    let progress = match deps.store.change_progress_with_follow_up(user.id, task_id, &change, &follow_ups).await? {
        Ok(progress) => progress,
        Err(refused @ TransitionError::AlreadyCompleted) => {
            return Err(AppError::Conflict(capitalize(&refused.to_string())))
        }
        Err(refused) => return Err(AppError::Conflict(format!("{}.", capitalize(&refused.to_string())))),
    };
    let mut outcome = ProgressOutcome { progress, completed_paths: Vec::new(), unlocked: Vec::new() };
    if status == ProgressStatus::Completed {
        let effects = follow_ups::after_completion(deps.follow_ups(), user.id, task_id, now).await;
        for id in effects.completed_paths {
            if let Some(detail) = deps.store.learning_path(&id.to_string(), None).await? {
                outcome.completed_paths.push(CompletedPath { id, slug: detail.path.slug, title: detail.path.title });
            }
        }
        outcome.unlocked = effects.unlocked;
    }
    Ok(outcome)
}
