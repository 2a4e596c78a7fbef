//! Solutions: reading one, and asking for its checks again. The checks
//! themselves run in a job (`app::checks`).

use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::models::{Solution, User};

use super::error::{AppError, AppResult};
use super::rate_limit::{self, Limit};
use super::{jobs, moderation};
use crate::app::state::AppState;

/// The shortest time between two runs of one solution's checks.
pub const RERUN_INTERVAL: Millis = 5 * 60_000;

/// Runs of the checks a learner may ask for per day, all solutions together.
pub const RERUNS: Limit = Limit { name: "checks", max: 30, window_ms: 24 * 3_600_000, what: "check runs" };

/// A solution, whoever asks (for its author's own actions).
pub async fn solution(state: &AppState, id: i64) -> AppResult<Solution> {
    state.store.solution(id).await?.ok_or(AppError::NotFound("Solution"))
}

/// A solution as `viewer` may see it: solutions are public with their
/// author's profile, except a hidden one (or one of a suspended learner),
/// which only its author and moderators see (there is no private profile
/// yet; when there is, this is where a private owner's solution becomes
/// the owner's alone).
pub async fn visible(state: &AppState, id: i64, viewer: Option<&User>) -> AppResult<Solution> {
    let solution = solution(state, id).await?;
    let own = viewer.is_some_and(|v| v.id == solution.author.id);
    if (solution.hidden || solution.author_private)
        && !own
        && !viewer.is_some_and(|v| moderation::is_moderator(state, v))
    {
        return Err(AppError::NotFound("Solution"));
    }
    Ok(solution)
}

/// Queues the checks of the viewer's own solution again: at most once per
/// [`RERUN_INTERVAL`] per solution and [`RERUNS`] per learner.
pub async fn rerun_checks(state: &AppState, user: &User, id: i64) -> AppResult<Solution> {
    let current = solution(state, id).await?;
    if current.author.id != user.id {
        return Err(AppError::Forbidden("Only the solution's author can run its checks again.".into()));
    }
    let now = now_millis();
    let wait = current.checks_requested_at + RERUN_INTERVAL - now;
    if wait > 0 {
        return Err(too_soon(wait));
    }
    rate_limit::check(state, RERUNS, &user.id.to_string()).await?;
    let job = jobs::solution_checks_job(user.id, current.task.id, now);
    // Checked again in the write, so two clicks at once queue one run.
    if !state.store.request_checks(id, now, now - RERUN_INTERVAL, &job).await? {
        return Err(too_soon(RERUN_INTERVAL));
    }
    solution(state, id).await
}

fn too_soon(wait: Millis) -> AppError {
    let seconds = wait.div_euclid(1000) + 1;
    let minutes = (seconds + 59) / 60;
    let when = if seconds < 60 { format!("{seconds} seconds") } else { format!("{minutes} minutes") };
    AppError::RateLimited(format!(
        "The checks of this solution ran less than 5 minutes ago. Please wait {when} and try again."
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_how_long_to_wait() {
        assert!(too_soon(30_000).to_string().contains("Please wait 31 seconds"));
        assert!(too_soon(4 * 60_000).to_string().contains("Please wait 5 minutes"));
    }
}
