//! Solutions: reading one, and asking for its checks again. The checks
//! themselves run in a job (`app::checks`).

use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::models::{Media, Solution, User};

use super::error::{AppError, AppResult};
use super::image_links::SignedQuery;
use super::rate_limit::{self, Limit};
use super::{jobs, moderation};
use crate::app::image_links::ImageLinks;
use crate::app::metrics::Metrics;
use frontloop_store::Store;
use std::collections::HashSet;

/// What the solutions' use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The operators' counters.
    pub metrics: &'a Metrics,
    /// The moderators' GitHub numeric ids.
    pub moderators: &'a HashSet<i64>,
    /// Signs and checks the links to images that are not public.
    pub image_links: &'a ImageLinks,
}

/// The shortest time between two runs of one solution's checks.
pub const RERUN_INTERVAL: Millis = 5 * 60_000;

/// Runs of the checks a learner may ask for per day, all solutions together.
pub const RERUNS: Limit = Limit { name: "checks", max: 30, window_ms: 24 * 3_600_000, what: "check runs" };

/// A solution, whoever asks (for its author's own actions).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "solution", id = id))]
pub async fn solution(deps: Deps<'_>, id: i64) -> AppResult<Solution> {
    deps.store.solution(id).await?.ok_or(AppError::NotFound("Solution"))
}

/// A solution as `viewer` may see it: solutions are public with their
/// author's profile, except a hidden one (or one of a suspended learner),
/// or one of a private learner, which only its author and moderators see.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "visible", id = id, viewer = viewer.map(|u| u.id)))]
pub async fn visible(deps: Deps<'_>, id: i64, viewer: Option<&User>) -> AppResult<Solution> {
    let solution = solution(deps, id).await?;
    let own = viewer.is_some_and(|v| v.id == solution.author.id);
    if (solution.hidden || solution.author_private)
        && !own
        && !viewer.is_some_and(|v| moderation::is_moderator(deps.moderators, v))
    {
        return Err(AppError::NotFound("Solution"));
    }
    Ok(solution)
}

/// A solution as one viewer may see it, with the query that opens its
/// screenshots to them when those are not public.
pub struct SolutionView {
    pub solution: Solution,
    pub screenshot_access: Option<SignedQuery>,
}

/// [`visible`] with what the viewer needs to show its screenshots.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "view", id = id, viewer = viewer.map(|u| u.id)))]
pub async fn view(deps: Deps<'_>, id: i64, viewer: Option<&User>) -> AppResult<SolutionView> {
    let solution = visible(deps, id, viewer).await?;
    with_access(deps, solution).await
}

/// `solution`, read for one who may see it, with its screenshot access.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "with_access"))]
pub async fn with_access(deps: Deps<'_>, solution: Solution) -> AppResult<SolutionView> {
    let screenshot_access = screenshot_access(deps, &solution).await?;
    Ok(SolutionView { solution, screenshot_access })
}

/// Whether everybody may see the solution (and so its screenshots).
pub fn is_public(solution: &Solution) -> bool {
    !solution.hidden && !solution.author_private
}

/// The query that opens the screenshots of `solution` (as returned by
/// [`visible`] to this viewer) in an `<img>`, which sends no bearer token:
/// `None` when they are public, so their URLs stay the same for everybody
/// and shared caches keep them.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "screenshot_access"))]
pub async fn screenshot_access(deps: Deps<'_>, solution: &Solution) -> AppResult<Option<SignedQuery>> {
    if is_public(solution) {
        return Ok(None);
    }
    deps.image_links.sign(deps.store, solution.id, now_millis()).await.map(Some)
}

/// A signed link as it came in a request: `exp` and `sig`.
pub struct LinkSignature<'a> {
    pub expires_at: Millis,
    pub signature: &'a str,
}

/// A screenshot of the solution, and whether it is public (shared caches
/// may keep it). With a valid signed link ([`screenshot_access`]) it
/// answers whoever holds the link; otherwise as [`visible`] allows, which
/// for an `<img>` means signed out.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "screenshot", id = id, viewport = %viewport, viewer = viewer.map(|u| u.id)))]
pub async fn screenshot(
    deps: Deps<'_>,
    id: i64,
    viewport: &str,
    viewer: Option<&User>,
    link: Option<LinkSignature<'_>>,
) -> AppResult<(Media, bool)> {
    let signed = match link {
        Some(link) => deps.image_links.verify(deps.store, id, link.expires_at, link.signature, now_millis()).await?,
        None => false,
    };
    let public = if signed { false } else { is_public(&visible(deps, id, viewer).await?) };
    let shot = deps.store.solution_screenshot(id, viewport).await?.ok_or(AppError::NotFound("Screenshot"))?;
    Ok((shot, public))
}

/// Queues the checks of the viewer's own solution again: at most once per
/// [`RERUN_INTERVAL`] per solution and [`RERUNS`] per learner.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "rerun_checks", user = user.id, id = id))]
pub async fn rerun_checks(deps: Deps<'_>, user: &User, id: i64) -> AppResult<SolutionView> {
    let current = solution(deps, id).await?;
    if current.author.id != user.id {
        return Err(AppError::Forbidden("Only the solution's author can run its checks again.".into()));
    }
    let now = now_millis();
    let wait = current.checks_requested_at + RERUN_INTERVAL - now;
    if wait > 0 {
        return Err(too_soon(wait));
    }
    rate_limit::check(deps.rate_limit(), RERUNS, &user.id.to_string()).await?;
    let job = jobs::solution_checks_job(user.id, current.task.id, now);
    // Checked again in the write, so two clicks at once queue one run.
    if !deps.store.request_checks(id, now, now - RERUN_INTERVAL, &job).await? {
        return Err(too_soon(RERUN_INTERVAL));
    }
    with_access(deps, solution(deps, id).await?).await
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
