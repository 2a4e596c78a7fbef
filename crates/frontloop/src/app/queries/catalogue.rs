//! The challenges of the catalogue.

use frontloop_checks::stories::Check;
use frontloop_store::models::Task;

use super::super::error::{AppError, AppResult};
use super::super::read_cache::{CacheKey, Revision};
use super::Deps;
use super::Kept;

/// One challenge by its slug. Stale with the catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "task_by_slug", slug = %slug))]
pub async fn task_by_slug(deps: Deps<'_>, slug: &str) -> AppResult<Task> {
    deps.store.task_by_slug(slug).await?.ok_or(AppError::NotFound("Challenge"))
}

/// A challenge with its user stories as executable acceptance checks
/// (`content/README.md`): what a solution of it is checked against.
pub struct Challenge {
    pub task: Task,
    pub checks: Vec<Check>,
}

/// One challenge by its slug with its acceptance checks. Stale with the
/// catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "challenge_by_slug", slug = %slug))]
pub async fn challenge_by_slug(deps: Deps<'_>, slug: &str) -> AppResult<Challenge> {
    let task = task_by_slug(deps, slug).await?;
    let checks = acceptance_checks(deps, task.id).await?;
    Ok(Challenge { task, checks })
}

/// One challenge by its id with its acceptance checks. Stale with the
/// catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "challenge_by_id", id = id))]
pub async fn challenge_by_id(deps: Deps<'_>, id: i64) -> AppResult<Challenge> {
    let task = task_by_id(deps, id).await?;
    let checks = acceptance_checks(deps, task.id).await?;
    Ok(Challenge { task, checks })
}

/// A challenge's acceptance checks as the import stored them (none for an
/// unknown challenge). Stale with the catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "acceptance_checks", task_id = task_id))]
pub async fn acceptance_checks(deps: Deps<'_>, task_id: i64) -> AppResult<Vec<Check>> {
    let Some(json) = deps.store.acceptance_checks(task_id).await? else { return Ok(Vec::new()) };
    // Written by the import from checks it validated: a JSON that does not
    // read is a bug of ours, not the learner's.
    serde_json::from_str(&json).map_err(|e| AppError::Internal(e.into()))
}

/// One challenge by its id. Stale with the catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "task_by_id", id = id))]
pub async fn task_by_id(deps: Deps<'_>, id: i64) -> AppResult<Task> {
    deps.store.task_by_id(id).await?.ok_or(AppError::NotFound("Challenge"))
}

/// Every challenge, read once per catalogue revision and kept
/// ([`super::Staleness::Catalogue`]). The revision is read first (one cheap
/// statement), so an import by another process or instance shows at once.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "task_list"))]
pub async fn task_list(deps: Deps<'_>) -> AppResult<Kept<Vec<Task>>> {
    let revision = Revision(deps.store.task_list_revision().await?, 0);
    // Read after the revision: if an import ran in between, the next
    // request sees a new revision and reads again.
    let derive = || async { deps.store.list_tasks().await };
    let model = deps.read_cache.at_or_derive(CacheKey::TaskList, revision, derive).await?;
    Ok(Kept { model, key: CacheKey::TaskList, revision })
}
