//! The job workers: each claims one due job at a time (see `app::jobs`),
//! runs it and finishes it; a failed attempt is rescheduled with a growing
//! pause, until its kind's attempt limit, when the job is given up (it
//! stays, marked failed with its reason). A job held up by someone else's
//! limit (GitHub's) is deferred without counting the attempt.

use std::time::Duration;

use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::models::Job;
use frontloop_store::StoreResult;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::digest::{self, DigestPayload};
use super::jobs::{
    self, AchievementsPayload, CompletionPayload, JobFailure, SolutionPayload, ACHIEVEMENTS, COMPLETION_EFFECTS,
};
use super::state::AppState;
use super::{achievements, checks, follow_ups};

/// How long a claimed job is a worker's before another may take it over:
/// well above the longest job (a solution's checks: GitHub's and the live
/// site's timeouts, 10 s each).
const LEASE: Millis = 60_000;

/// Runs one job.
async fn run(state: &AppState, job: &Job) -> Result<(), JobFailure> {
    let payload_error = |e: serde_json::Error| JobFailure::Retry(format!("unreadable payload: {e}"));
    match job.kind.as_str() {
        COMPLETION_EFFECTS => {
            let payload: CompletionPayload = serde_json::from_str(&job.payload).map_err(payload_error)?;
            follow_ups::completion_effects(state.follow_ups(), payload.user_id, payload.task_id, payload.completed_at)
                .await
                .map(|_| ())
                .map_err(|e| JobFailure::Retry(jobs::describe(&e)))
        }
        ACHIEVEMENTS => {
            let payload: AchievementsPayload = serde_json::from_str(&job.payload).map_err(payload_error)?;
            achievements::refresh(state.store.as_ref(), payload.user_id)
                .await
                .map(|_| ())
                .map_err(|e| JobFailure::Retry(jobs::describe(&e)))
        }
        jobs::RECOMPUTE_ACHIEVEMENTS => achievements::recompute_all(state.store.as_ref())
            .await
            .map(|(users, unlocks)| tracing::info!(users, unlocks, "achievements evaluated again for the new rules"))
            .map_err(|e| JobFailure::Retry(jobs::describe(&e))),
        digest::DIGEST => {
            let payload: DigestPayload = serde_json::from_str(&job.payload).map_err(payload_error)?;
            digest::run_job(state.digest(), payload.day).await.map(|_| ()).map_err(|e| JobFailure::Retry(e.to_string()))
        }
        jobs::SOLUTION_CHECKS => {
            let payload: SolutionPayload = serde_json::from_str(&job.payload).map_err(payload_error)?;
            checks::run(state.checks(), payload.user_id, payload.task_id).await
        }
        other => Err(JobFailure::Retry(format!("no worker knows jobs of kind {other:?}"))),
    }
}

/// Claims one due job and runs it; `Ok(false)` when none was due.
pub async fn run_one(state: &AppState) -> StoreResult<bool> {
    let now = now_millis();
    let Some(job) = state.store.claim_jobs(now, now + LEASE, 1).await?.into_iter().next() else {
        return Ok(false);
    };
    match run(state, &job).await {
        Ok(()) => state.store.finish_job(&job.kind, &job.key).await?,
        Err(JobFailure::Defer { until, reason }) => {
            tracing::info!(kind = %job.kind, key = %job.key, %reason, "job deferred");
            state.store.defer_job(&job.kind, &job.key, until, &reason).await?;
        }
        Err(JobFailure::Retry(error)) => {
            state.metrics.record_job_failure(&job.kind);
            if jobs::attempt_limit(&job.kind).is_some_and(|limit| job.attempts >= limit) {
                tracing::error!(kind = %job.kind, key = %job.key, attempts = job.attempts, %error, "job given up");
                state.store.fail_job(&job.kind, &job.key, &error, now_millis()).await?;
                give_up(state, &job, &error).await;
            } else {
                let run_at = now_millis() + jobs::backoff(job.attempts);
                tracing::warn!(kind = %job.kind, key = %job.key, attempts = job.attempts, %error, "job failed; it will run again");
                state.store.reschedule_job(&job.kind, &job.key, run_at, &error, false).await?;
            }
        }
    }
    Ok(true)
}

/// What a given-up job leaves for its user to see.
async fn give_up(state: &AppState, job: &Job, error: &str) {
    if job.kind == jobs::SOLUTION_CHECKS {
        if let Ok(payload) = serde_json::from_str::<SolutionPayload>(&job.payload) {
            checks::could_not_run(state.checks(), payload.user_id, payload.task_id, error).await;
        }
    }
}

/// Runs every due job; returns how many ran.
pub async fn run_due(state: &AppState) -> StoreResult<usize> {
    let mut ran = 0;
    while run_one(state).await? {
        ran += 1;
    }
    Ok(ran)
}

/// The running workers of a process.
pub struct Workers {
    stop: watch::Sender<bool>,
    handles: Vec<JoinHandle<()>>,
}

impl Workers {
    /// Starts `count` workers that look for due jobs every `poll` (and at
    /// once again after each job they ran).
    pub fn spawn(state: &AppState, count: u64, poll: Duration) -> Workers {
        let (stop, stopped) = watch::channel(false);
        let handles = (0..count).map(|_| tokio::spawn(work(state.clone(), poll, stopped.clone()))).collect();
        Workers { stop, handles }
    }

    /// Stops taking jobs and lets the running ones finish, for at most
    /// `grace`; a job still running then is cut off, and its lease hands
    /// it to another worker when it runs out.
    pub async fn shut_down(self, grace: Duration) {
        let _ = self.stop.send(true);
        let all = wait_for_all(self.handles);
        if tokio::time::timeout(grace, all).await.is_err() {
            tracing::warn!("job workers still busy at shutdown; their jobs go back to the queue when the lease ends");
        }
    }

    /// Stops every worker at once (tests).
    pub fn abort(&self) {
        for handle in &self.handles {
            handle.abort();
        }
    }
}

async fn wait_for_all(handles: Vec<JoinHandle<()>>) {
    for handle in handles {
        let _ = handle.await;
    }
}

async fn work(state: AppState, poll: Duration, mut stopped: watch::Receiver<bool>) {
    loop {
        if *stopped.borrow() {
            return;
        }
        match run_one(&state).await {
            Ok(true) => continue,
            Ok(false) => {}
            Err(err) => tracing::warn!(error = %err, "the job worker could not reach the database"),
        }
        tokio::select! {
            _ = tokio::time::sleep(poll) => {}
            _ = stopped.changed() => return,
        }
    }
}
