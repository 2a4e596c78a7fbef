//! Learning paths.

use frontloop_store::models::{PathDetail, PathSummary};

use super::super::error::{AppError, AppResult};
use super::super::hot_reads;
use super::Deps;
use super::Kept;
use super::ReadKey;

/// Every path with the viewer's standing. For a visitor, stale with the
/// published content ([`super::ReadKey::Paths`]); for a learner, not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "all_paths"))]
pub async fn all_paths(deps: Deps<'_>, viewer: Option<i64>) -> AppResult<Vec<PathSummary>> {
    Ok(deps.store.learning_paths(viewer).await?)
}

/// One path by id or slug with its items and the viewer's standing. Not
/// cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "path", id_or_slug = %id_or_slug))]
pub async fn path(deps: Deps<'_>, id_or_slug: &str, viewer: Option<i64>) -> AppResult<PathDetail> {
    deps.store.learning_path(id_or_slug, viewer).await?.ok_or(AppError::NotFound("Learning path"))
}

/// [`all_paths`] for visitors, kept per revision of the published content
/// ([`ReadKey::Paths`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "kept_paths"))]
pub async fn kept_paths(deps: Deps<'_>) -> AppResult<Kept<Vec<PathSummary>>> {
    hot_reads::anonymous(deps.store, deps.read_cache, ReadKey::Paths, || all_paths(deps, None)).await
}
