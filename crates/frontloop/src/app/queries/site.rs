//! Reads about the site as a whole: its counts, its health, its operators'
//! metrics, the catalogue's images and the lists crawlers read.

use frontloop_store::models::{BlogPost, Media, PlatformStats, PublicSlugs};

use super::super::cache_stats::CacheFigures;
use super::super::error::AppResult;
use super::super::metrics;
use super::Deps;

/// Learners, projects and reviews on the platform. Not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "platform_stats"))]
pub async fn platform_stats(deps: Deps<'_>) -> AppResult<PlatformStats> {
    Ok(deps.store.platform_stats().await?)
}

/// Which database answers, once it answered. Not cached (it is the check).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "database"))]
pub async fn database(deps: Deps<'_>) -> AppResult<&'static str> {
    deps.store.ping().await?;
    Ok(deps.store.backend())
}

/// The operators' metrics in the Prometheus text format, with the read
/// cache's figures per kind and `others` (the HTTP layer's encodings).
/// Not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "metrics_text"))]
pub async fn metrics_text(deps: Deps<'_>, others: &[CacheFigures]) -> AppResult<String> {
    let mut caches = deps.read_cache.figures();
    caches.extend_from_slice(others);
    metrics::scrape(deps.metrics, deps.store, &caches).await
}

/// A catalogue image by its path. Goes stale with the catalogue (its ETag
/// is its content's hash); not cached in memory.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "media"))]
pub async fn media(deps: Deps<'_>, path: &str) -> AppResult<Option<Media>> {
    Ok(deps.store.media(path).await?)
}

/// The slugs of every public challenge, post and path (the sitemap). Goes
/// stale with the catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "public_slugs"))]
pub async fn public_slugs(deps: Deps<'_>) -> AppResult<PublicSlugs> {
    Ok(deps.store.public_slugs().await?)
}

/// The published posts with their HTML, newest first (the Atom feed). Goes
/// stale with the published content; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "blog_feed"))]
pub async fn blog_feed(deps: Deps<'_>) -> AppResult<Vec<BlogPost>> {
    Ok(deps.store.published_posts().await?)
}
