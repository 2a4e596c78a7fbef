//! The blog: its published posts.

use frontloop_store::models::BlogPost;

use super::super::error::{AppError, AppResult};
use super::super::hot_reads;
use super::Deps;
use super::Kept;
use super::ReadKey;

/// Every published post, newest first. Stale with the published content
/// ([`super::ReadKey::Blog`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "published_posts"))]
pub async fn published_posts(deps: Deps<'_>) -> AppResult<Vec<BlogPost>> {
    Ok(deps.store.published_posts().await?)
}

/// One published post; not found when missing or a draft. Stale with the
/// published content ([`super::ReadKey::BlogPost`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "published_post", slug = %slug))]
pub async fn published_post(deps: Deps<'_>, slug: &str) -> AppResult<BlogPost> {
    deps.store.published_post(slug).await?.ok_or(AppError::NotFound("Post"))
}

/// [`published_posts`] for visitors, kept per revision of the published
/// content (`Staleness::Scope(Content)`, [`ReadKey::Blog`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "kept_posts"))]
pub async fn kept_posts(deps: Deps<'_>) -> AppResult<Kept<Vec<BlogPost>>> {
    hot_reads::anonymous(deps.store, deps.read_cache, ReadKey::Blog, || published_posts(deps)).await
}

/// [`published_post`] for visitors, kept per revision of the published
/// content ([`ReadKey::BlogPost`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "kept_post", slug = %slug))]
pub async fn kept_post(deps: Deps<'_>, slug: &str) -> AppResult<Kept<BlogPost>> {
    hot_reads::anonymous(deps.store, deps.read_cache, ReadKey::BlogPost(slug.to_owned()), || published_post(deps, slug))
        .await
}
