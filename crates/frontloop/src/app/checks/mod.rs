//! A solution's checks: the repository through GitHub's API, the live
//! site through a fetcher that cannot reach our own network, the static
//! audit of its page and its rendered audit in a browser, then the score. They run in a job
//! ([`super::jobs::SOLUTION_CHECKS`]); docs/checks.md says what each does
//! and how the score is made.

pub mod browser;
pub mod rendered;
pub mod rendered_step;
pub mod report;
pub mod repository;
pub mod site;
pub mod stories;

use frontloop_checks::score::score;
use frontloop_domain::time::now_millis;
use frontloop_domain::{CheckKind, CheckStatus};
use frontloop_store::models::{CheckResults, CheckUpdate};

use self::report::Report;
use self::repository::RepositoryOutcome;
use super::follow_ups;
use super::jobs::JobFailure;
use crate::app::metrics::Metrics;
use crate::app::state::RenderedAudits;
use crate::github::GithubClient;
use frontloop_checks::net::Fetcher;
use frontloop_store::Store;

/// What the solution checks use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The operators' counters.
    pub metrics: &'a Metrics,
    /// GitHub's OAuth and API.
    pub github: &'a GithubClient,
    /// The live-site fetcher of the solution checks.
    pub checks: &'a Fetcher,
    /// The rendered audit's browser and slots; `None` without one.
    pub rendered_audits: Option<&'a RenderedAudits>,
}

/// Runs every check of the learner's solution of a challenge and records
/// the results with the score; then refreshes the learner's achievements
/// (Perfectionist counts perfect scores).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "run", user_id = user_id, task_id = task_id))]
pub async fn run(deps: Deps<'_>, user_id: i64, task_id: i64) -> Result<(), JobFailure> {
    let retry = |e: frontloop_store::StoreError| JobFailure::Retry(super::jobs::describe(&e));
    let Some(solution) = deps.store.solution_of(user_id, task_id).await.map_err(retry)? else {
        return Ok(()); // Nothing to check any more.
    };
    let Some(learner) = deps.store.user(user_id).await.map_err(retry)? else {
        return Ok(());
    };
    let running: Vec<CheckUpdate> =
        CheckKind::ALL.iter().map(|&kind| update(kind, CheckStatus::Running, "Checking…")).collect();
    deps.store.update_checks(solution.id, &running, now_millis()).await.map_err(retry)?;

    let (repository_check, repository_result) =
        match repository::check(deps.github, &solution.repository_url, learner.github_id).await {
            RepositoryOutcome::Checked { status, detail, result } => {
                (update(CheckKind::Repository, status, &detail), result)
            }
            RepositoryOutcome::RateLimited { until } => {
                let waiting = update(CheckKind::Repository, CheckStatus::Queued, "Waiting for GitHub's rate limit.");
                deps.store.update_checks(solution.id, &[waiting], now_millis()).await.map_err(retry)?;
                return Err(JobFailure::Defer { until, reason: "GitHub's rate limit is spent".to_owned() });
            }
        };
    let mut site = site::check(deps.checks, &solution.live_url).await;
    let rendered = rendered_step::run(deps, solution.id, &solution.live_url, &mut site).await;
    let score = score(&repository_result, &site.result).map(i64::from);
    let results = CheckResults {
        checks: vec![
            repository_check,
            update(CheckKind::LiveSite, site.live_site.0, &site.live_site.1),
            update(CheckKind::StaticAudit, site.static_audit.0, &site.static_audit.1),
        ],
        score,
        report: Report { audits: site.audits, issues: site.issues, rendered }.to_stored(),
        now: now_millis(),
    };
    deps.store.finish_checks(solution.id, &results).await.map_err(retry)?;
    follow_ups::refresh_achievements(deps.follow_ups(), user_id).await;
    Ok(())
}

/// Marks the checks that did not finish as not run, after their job was
/// given up: the learner sees why and may run them again.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "could_not_run", user_id = user_id, task_id = task_id))]
pub async fn could_not_run(deps: Deps<'_>, user_id: i64, task_id: i64, error: &str) {
    let Ok(Some(solution)) = deps.store.solution_of(user_id, task_id).await else { return };
    let detail = format!("The checks could not run ({error}). Run them again later.");
    let updates: Vec<CheckUpdate> = solution
        .checks
        .iter()
        .filter(|c| !c.status.is_final())
        .map(|c| update(c.kind, CheckStatus::Error, &detail))
        .collect();
    if let Err(err) = deps.store.update_checks(solution.id, &updates, now_millis()).await {
        tracing::error!(error = %err, solution = solution.id, "could not mark the given-up checks");
    }
}

fn update(kind: CheckKind, status: CheckStatus, detail: &str) -> CheckUpdate {
    CheckUpdate { kind, status, detail: detail.to_owned() }
}
