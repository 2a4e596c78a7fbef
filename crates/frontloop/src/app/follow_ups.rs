//! The follow-ups of learners' actions: work that an action makes due but
//! that is not the action itself. The use cases call these after their
//! action has committed; a follow-up never fails the action, and none is
//! lost: a completion's effects are recorded as a job with the completion,
//! and a failed achievement refresh is recorded as a job; the workers of
//! `app::jobs` retry them until they succeed.

use frontloop_domain::achievements::Achievement;
use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::StoreResult;

use super::{achievements, jobs};
use frontloop_store::Store;

/// What the follow-ups use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
}

/// Evaluates a learner's achievements and records what is newly met;
/// returns what this call unlocked. A failure answers nothing unlocked and
/// leaves a job that evaluates them again.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "refresh_achievements", user_id = user_id))]
pub async fn refresh_achievements(deps: Deps<'_>, user_id: i64) -> Vec<&'static Achievement> {
    match achievements::refresh(deps.store, user_id).await {
        Ok(newly) => newly,
        Err(err) => {
            tracing::warn!(error = %err, user_id, "achievement refresh failed; a job will run it again");
            if let Err(err) = deps.store.enqueue_job(&jobs::achievements_job(user_id, now_millis())).await {
                tracing::error!(error = %err, user_id, "could not record the achievement refresh for later");
            }
            Vec::new()
        }
    }
}

/// What a completed challenge led to.
#[derive(Debug, Default)]
pub struct CompletionEffects {
    /// Learning paths that this completion completed.
    pub completed_paths: Vec<i64>,
    /// Achievements unlocked.
    pub unlocked: Vec<&'static Achievement>,
}

/// Completes the learning paths that `task_id` finishes for the learner,
/// then refreshes their achievements (which count completed paths).
#[tracing::instrument(
    level = "debug",
    name = "use_case",
    skip_all,
    fields(call = "completion_effects", user_id, task_id)
)]
pub async fn completion_effects(
    deps: Deps<'_>,
    user_id: i64,
    task_id: i64,
    completed_at: Millis,
) -> StoreResult<CompletionEffects> {
    let completed_paths = deps.store.complete_paths_for_task(user_id, task_id, completed_at).await?;
    let unlocked = achievements::refresh(deps.store, user_id).await?;
    Ok(CompletionEffects { completed_paths, unlocked })
}

/// Runs a completion's effects, whose job was recorded with the
/// completion: finished when they succeed, rescheduled for a worker when
/// they fail (the answer then reports none; they arrive later).
#[tracing::instrument(
    level = "debug",
    name = "use_case",
    skip_all,
    fields(call = "after_completion", user_id, task_id)
)]
pub async fn after_completion(deps: Deps<'_>, user_id: i64, task_id: i64, completed_at: Millis) -> CompletionEffects {
    let key = jobs::completion_key(user_id, task_id);
    let settled = match completion_effects(deps, user_id, task_id, completed_at).await {
        Ok(effects) => deps.store.finish_job(jobs::COMPLETION_EFFECTS, &key).await.map(|()| effects),
        Err(err) => {
            tracing::warn!(error = %err, user_id, task_id, "completion follow-ups failed; a job will run them again");
            let run_at = now_millis() + jobs::backoff(1);
            let error = jobs::describe(&err);
            let noted = deps.store.reschedule_job(jobs::COMPLETION_EFFECTS, &key, run_at, &error, true).await;
            noted.map(|()| CompletionEffects::default())
        }
    };
    // Not finishing or rescheduling only delays the job: it is recorded.
    settled.unwrap_or_else(|err| {
        tracing::warn!(error = %err, user_id, task_id, "could not settle the completion's job");
        CompletionEffects::default()
    })
}
