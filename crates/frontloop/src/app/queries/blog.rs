//! The blog: its published posts.

use frontloop_store::models::BlogPost;

use super::super::error::{AppError, AppResult};
use super::super::state::AppState;

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
