//! The follow-ups of learners' actions: work that an action makes due but
//! that is not the action itself. The use cases call these after their
//! action has committed; a follow-up never fails the action.

use frontloop_domain::achievements::Achievement;
use frontloop_domain::time::Millis;
use frontloop_store::StoreResult;

use super::achievements;
use crate::state::AppState;

/// Evaluates a learner's achievements and records what is newly met;
/// returns what this call unlocked. A failure is logged and answers
/// nothing unlocked: the next refresh of the learner finds the unlocks.
pub async fn refresh_achievements(state: &AppState, user_id: i64) -> Vec<&'static Achievement> {
    match achievements::refresh(state.store.as_ref(), user_id).await {
        Ok(newly) => newly,
        Err(err) => {
            tracing::warn!(error = %err, user_id, "achievement refresh failed");
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
pub async fn completion_effects(
    state: &AppState,
    user_id: i64,
    task_id: i64,
    completed_at: Millis,
) -> StoreResult<CompletionEffects> {
    let completed_paths = state.store.complete_paths_for_task(user_id, task_id, completed_at).await?;
    let unlocked = achievements::refresh(state.store.as_ref(), user_id).await?;
    Ok(CompletionEffects { completed_paths, unlocked })
}

/// Runs a completion's effects; a failure is logged and leaves them to the
/// next action of the learner.
pub async fn after_completion(state: &AppState, user_id: i64, task_id: i64, completed_at: Millis) -> CompletionEffects {
    match completion_effects(state, user_id, task_id, completed_at).await {
        Ok(effects) => effects,
        Err(err) => {
            tracing::warn!(error = %err, user_id, task_id, "completion follow-ups failed");
            CompletionEffects::default()
        }
    }
}
