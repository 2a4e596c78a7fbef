//! The durable follow-ups: their kinds, inputs and retry pauses (the
//! workers that run them are `app::worker`). A follow-up that must not be
//! lost is recorded as a job (with its action, in the same transaction,
//! where it must commit with it), run at once by the request, and finished;
//! when that run fails (or the process dies first), a worker of any
//! instance claims the job once it is due and retries it, with a growing
//! pause, until it succeeds. A claim is a lease: a worker that dies
//! mid-job only delays it.

use frontloop_domain::time::Millis;
use frontloop_store::models::NewJob;
use serde::{Deserialize, Serialize};

/// A completion's effects: the learning paths it completes, then the
/// learner's achievements.
pub const COMPLETION_EFFECTS: &str = "completion_effects";
/// A learner's achievements, evaluated again.
pub const ACHIEVEMENTS: &str = "achievements";
/// Every learner's achievements evaluated again, once per set of rules
/// (keyed by the rules' fingerprint): the backfill after a deploy that
/// changed them.
pub const RECOMPUTE_ACHIEVEMENTS: &str = "achievements_recompute";
/// The checks of a solution (repository, live site, audit) and its score.
pub const SOLUTION_CHECKS: &str = "solution_checks";

/// Attempts of a solution's checks before they are given up (each attempt
/// that could not finish, such as a database error; a check that fails is
/// a finished attempt). The job then stays, marked failed with its reason,
/// and the checks say they could not run.
pub const CHECK_ATTEMPTS: i64 = 5;

/// Why a job did not finish.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JobFailure {
    /// It failed; run it again after a pause (the text says why).
    Retry(String),
    /// Someone else's limit holds it up until `until`; not a failed attempt.
    Defer { until: Millis, reason: String },
}

/// A job the request is running itself waits this long before a worker
/// may pick it up (the request finishes or reschedules it long before).
const REQUEST_GRACE: Millis = 30_000;

/// The longest pause between two attempts.
const MAX_BACKOFF: Millis = 60 * 60 * 1000;

/// The pause after `attempts` failed attempts: 2, 4, 8 … seconds, at most
/// an hour.
pub fn backoff(attempts: i64) -> Millis {
    let exponent = attempts.clamp(1, 22) as u32;
    (1000_i64 << exponent).min(MAX_BACKOFF)
}

/// The input of a [`COMPLETION_EFFECTS`] job.
#[derive(Debug, Serialize, Deserialize)]
pub struct CompletionPayload {
    pub user_id: i64,
    pub task_id: i64,
    pub completed_at: Millis,
}

/// The input of an [`ACHIEVEMENTS`] job.
#[derive(Debug, Serialize, Deserialize)]
pub struct AchievementsPayload {
    pub user_id: i64,
}

/// The input of a [`SOLUTION_CHECKS`] job: the learner's solution of the
/// challenge (one per learner and challenge).
#[derive(Debug, Serialize, Deserialize)]
pub struct SolutionPayload {
    pub user_id: i64,
    pub task_id: i64,
}

/// The job that runs a solution's checks, written with the completion (or
/// the request to run them again); any worker may take it at once.
pub fn solution_checks_job(user_id: i64, task_id: i64, now: Millis) -> NewJob {
    NewJob {
        kind: SOLUTION_CHECKS.to_owned(),
        key: completion_key(user_id, task_id),
        payload: serde_json::to_string(&SolutionPayload { user_id, task_id }).unwrap_or_default(),
        run_at: now,
        now,
    }
}

/// The most attempts a kind of job gets; `None`: until it succeeds (the
/// follow-ups, which only a broken database stops).
pub fn attempt_limit(kind: &str) -> Option<i64> {
    (kind == SOLUTION_CHECKS).then_some(CHECK_ATTEMPTS)
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

/// The [`RECOMPUTE_ACHIEVEMENTS`] job of the rules with `fingerprint`.
pub fn recompute_achievements_job(fingerprint: &str, now: Millis) -> NewJob {
    NewJob {
        kind: RECOMPUTE_ACHIEVEMENTS.to_owned(),
        key: fingerprint.to_owned(),
        payload: "{}".to_owned(),
        run_at: now,
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
