//! The job workers: every instance claims the due follow-up jobs (see
//! `app::jobs`), runs each and finishes it, or reschedules it with a
//! growing pause until it succeeds.

use std::time::Duration;

use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::models::Job;
use frontloop_store::StoreResult;

use super::jobs::{self, AchievementsPayload, CompletionPayload, ACHIEVEMENTS, COMPLETION_EFFECTS};
use super::state::AppState;
use super::{achievements, follow_ups};

/// How long a claimed job is a worker's before another may take it over.
const LEASE: Millis = 60_000;
/// Jobs claimed per round.
const BATCH: i64 = 16;

/// Runs one job; the error says why it must run again.
async fn run(state: &AppState, job: &Job) -> Result<(), String> {
    match job.kind.as_str() {
        COMPLETION_EFFECTS => {
            let payload: CompletionPayload = serde_json::from_str(&job.payload).map_err(|e| e.to_string())?;
            follow_ups::completion_effects(state, payload.user_id, payload.task_id, payload.completed_at)
                .await
                .map(|_| ())
                .map_err(|e| jobs::describe(&e))
        }
        ACHIEVEMENTS => {
            let payload: AchievementsPayload = serde_json::from_str(&job.payload).map_err(|e| e.to_string())?;
            achievements::refresh(state.store.as_ref(), payload.user_id)
                .await
                .map(|_| ())
                .map_err(|e| jobs::describe(&e))
        }
        other => Err(format!("no worker knows jobs of kind {other:?}")),
    }
}

/// Claims the jobs due now and runs them; returns how many succeeded.
pub async fn run_due(state: &AppState) -> StoreResult<usize> {
    let now = now_millis();
    let jobs = state.store.claim_jobs(now, now + LEASE, BATCH).await?;
    let mut done = 0;
    for job in jobs {
        match run(state, &job).await {
            Ok(()) => {
                state.store.finish_job(&job.kind, &job.key).await?;
                done += 1;
            }
            Err(error) => {
                let run_at = now_millis() + jobs::backoff(job.attempts);
                tracing::warn!(kind = %job.kind, key = %job.key, attempts = job.attempts, %error, "job failed; it will run again");
                state.store.reschedule_job(&job.kind, &job.key, run_at, &error, false).await?;
            }
        }
    }
    Ok(done)
}

/// Runs due jobs every `poll` until the process ends.
pub fn spawn_worker(state: AppState, poll: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(poll);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            if let Err(err) = run_due(&state).await {
                tracing::warn!(error = %err, "the job worker could not reach the database");
            }
        }
    })
}
