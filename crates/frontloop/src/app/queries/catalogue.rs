//! The challenges of the catalogue.

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
