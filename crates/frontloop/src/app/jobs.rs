//! The durable follow-ups and their workers. A follow-up that must not be
//! lost is recorded as a job (with its action, in the same transaction,
//! where it must commit with it), run at once by the request, and finished;
//! when that run fails (or the process dies first), a worker of any
//! instance claims the job once it is due and retries it, with a growing
//! pause, until it succeeds. A claim is a lease: a worker that dies
//! mid-job only delays it.

use std::time::Duration;

use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::models::{Job, NewJob};
use frontloop_store::StoreResult;
use serde::{Deserialize, Serialize};

use super::follow_ups;
use crate::state::AppState;

/// A completion's effects: the learning paths it completes, then the
/// learner's achievements.
pub const COMPLETION_EFFECTS: &str = "completion_effects";
/// A learner's achievements, evaluated again.
pub const ACHIEVEMENTS: &str = "achievements";

/// How long a claimed job is a worker's before another may take it over.
const LEASE: Millis = 60_000;
/// A job the request is running itself waits this long before a worker
/// may pick it up (the request finishes or reschedules it long before).
const REQUEST_GRACE: Millis = 30_000;
/// Jobs claimed per round.
const BATCH: i64 = 16;
/// The longest pause between two attempts.
const MAX_BACKOFF: Millis = 60 * 60 * 1000;

/// The pause after `attempts` failed attempts: 2, 4, 8 … seconds, at most
/// an hour.
pub fn backoff(attempts: i64) -> Millis {
    let exponent = attempts.clamp(1, 22) as u32;
    (1000_i64 << exponent).min(MAX_BACKOFF)
}

#[derive(Debug, Serialize, Deserialize)]
struct CompletionPayload {
    user_id: i64,
    task_id: i64,
    completed_at: Millis,
}

#[derive(Debug, Serialize, Deserialize)]
struct AchievementsPayload {
    user_id: i64,
}

/// The key of a learner's completion of a challenge.
pub fn completion_key(user_id: i64, task_id: i64) -> String {
    format!("{user_id}:{task_id}")
}

/// The job that records a completion's effects, to be written with the
/// completion; the request runs it first.
pub fn completion_job(user_id: i64, task_id: i64, completed_at: Millis) -> NewJob {
    let payload = CompletionPayload { user_id, task_id, completed_at };
    NewJob {
        kind: COMPLETION_EFFECTS.to_owned(),
        key: completion_key(user_id, task_id),
        payload: serde_json::to_string(&payload).unwrap_or_default(),
        run_at: completed_at + REQUEST_GRACE,
        now: completed_at,
    }
}

/// A job that evaluates a learner's achievements again, after a failed try.
pub fn achievements_job(user_id: i64, now: Millis) -> NewJob {
    NewJob {
        kind: ACHIEVEMENTS.to_owned(),
        key: user_id.to_string(),
        payload: serde_json::to_string(&AchievementsPayload { user_id }).unwrap_or_default(),
        run_at: now + backoff(1),
        now,
    }
}

/// An error with its causes, for a job's `last_error`.
pub fn describe(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// Runs one job; the error says why it must run again.
async fn run(state: &AppState, job: &Job) -> Result<(), String> {
    match job.kind.as_str() {
        COMPLETION_EFFECTS => {
            let payload: CompletionPayload = serde_json::from_str(&job.payload).map_err(|e| e.to_string())?;
            follow_ups::completion_effects(state, payload.user_id, payload.task_id, payload.completed_at)
                .await
                .map(|_| ())
                .map_err(|e| describe(&e))
        }
        ACHIEVEMENTS => {
            let payload: AchievementsPayload = serde_json::from_str(&job.payload).map_err(|e| e.to_string())?;
            super::achievements::refresh(state.store.as_ref(), payload.user_id)
                .await
                .map(|_| ())
                .map_err(|e| describe(&e))
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
                let run_at = now_millis() + backoff(job.attempts);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pause_doubles_up_to_an_hour() {
        assert_eq!(backoff(0), 2_000);
        assert_eq!(backoff(1), 2_000);
        assert_eq!(backoff(2), 4_000);
        assert_eq!(backoff(10), 1_024_000);
        assert_eq!(backoff(12), MAX_BACKOFF);
        assert_eq!(backoff(1_000), MAX_BACKOFF);
    }

    #[test]
    fn a_completion_job_waits_for_the_request_to_try_first() {
        let job = completion_job(7, 9, 1_000);
        assert_eq!((job.kind.as_str(), job.key.as_str(), job.run_at), (COMPLETION_EFFECTS, "7:9", 31_000));
        let payload: CompletionPayload = serde_json::from_str(&job.payload).expect("payload");
        assert_eq!((payload.user_id, payload.task_id, payload.completed_at), (7, 9, 1_000));
    }
}
