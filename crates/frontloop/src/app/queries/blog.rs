//! The blog: its published posts.

use frontloop_store::models::BlogPost;

use super::super::error::{AppError, AppResult};
use super::super::hot_reads;
use super::super::state::AppState;
use super::Kept;
use super::ReadKey;

/// Every published post, newest first. Stale with the published content
/// ([`super::ReadKey::Blog`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "published_posts"))]
pub async fn published_posts(state: &AppState) -> AppResult<Vec<BlogPost>> {
    Ok(state.store.published_posts().await?)
}

/// One published post; not found when missing or a draft. Stale with the
/// published content ([`super::ReadKey::BlogPost`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "published_post", slug = %slug))]
pub async fn published_post(state: &AppState, slug: &str) -> AppResult<BlogPost> {
    state.store.published_post(slug).await?.ok_or(AppError::NotFound("Post"))
}

/// [`published_posts`] for visitors, kept per revision of the published
/// content (`Staleness::Scope(Content)`, [`ReadKey::Blog`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "kept_posts"))]
pub async fn kept_posts(state: &AppState) -> AppResult<Kept<Vec<BlogPost>>> {
    hot_reads::anonymous(state, ReadKey::Blog, || published_posts(state)).await
}

/// [`published_post`] for visitors, kept per revision of the published
/// content ([`ReadKey::BlogPost`]).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "kept_post", slug = %slug))]
pub async fn kept_post(state: &AppState, slug: &str) -> AppResult<Kept<BlogPost>> {
    hot_reads::anonymous(state, ReadKey::BlogPost(slug.to_owned()), || published_post(state, slug)).await
}
