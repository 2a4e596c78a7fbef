//! The challenges of the catalogue.

use std::sync::Arc;

use frontloop_store::models::Task;

use super::super::error::{AppError, AppResult};
use super::super::state::AppState;
use super::super::task_list_cache::RenderedList;

/// One challenge by its slug. Stale with the catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "task_by_slug", slug = %slug))]
pub async fn task_by_slug(state: &AppState, slug: &str) -> AppResult<Task> {
    state.store.task_by_slug(slug).await?.ok_or(AppError::NotFound("Challenge"))
}

/// One challenge by its id. Stale with the catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "task_by_id", id = id))]
pub async fn task_by_id(state: &AppState, id: i64) -> AppResult<Task> {
    state.store.task_by_id(id).await?.ok_or(AppError::NotFound("Challenge"))
}

/// Every challenge, rendered by `render` once per catalogue revision and
/// kept ([`super::Staleness::Catalogue`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "task_list"))]
pub async fn task_list<F>(state: &AppState, render: F) -> AppResult<Arc<RenderedList>>
where
    F: FnOnce(Vec<Task>) -> AppResult<Vec<u8>>,
{
    let revision = state.store.task_list_revision().await?;
    if let Some(list) = state.task_list.get(revision) {
        return Ok(list);
    }
    let body = render(state.store.list_tasks().await?)?;
    // Rendered from rows read after the revision: if an import ran in
    // between, the next request sees a new revision and renders again.
    let list = Arc::new(RenderedList::new(revision, body).map_err(|e| AppError::Internal(e.into()))?);
    state.task_list.put(list.clone());
    Ok(list)
}
