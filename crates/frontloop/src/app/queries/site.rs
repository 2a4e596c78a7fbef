//! Reads about the site as a whole: its counts, its health, its operators'
//! metrics, the catalogue's images and the lists crawlers read.

use frontloop_store::models::{BlogPost, Media, PlatformStats, PublicSlugs};

use super::super::error::AppResult;
use super::super::metrics;
use super::super::state::AppState;

/// Learners, projects and reviews on the platform. Not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "platform_stats"))]
pub async fn platform_stats(state: &AppState) -> AppResult<PlatformStats> {
    Ok(state.store.platform_stats().await?)
}

/// Which database answers, once it answered. Not cached (it is the check).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "database"))]
pub async fn database(state: &AppState) -> AppResult<&'static str> {
    state.store.ping().await?;
    Ok(state.store.backend())
}

/// The operators' metrics in the Prometheus text format, with every read
/// cache's figures. Not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "metrics_text"))]
pub async fn metrics_text(state: &AppState) -> AppResult<String> {
    let (progress_entries, progress_bytes) = state.progress_lists.usage();
    let (tally_entries, tally_bytes) = state.progress_tallies.usage();
    let (facts_entries, facts_bytes) = state.completion_facts.usage();
    let task_list_bytes = state.task_list.weight();
    let caches = [
        state.hot_reads.stats.figures("hot_reads", state.hot_reads.weight(), state.hot_reads.len()),
        state.reader_pages.stats.figures("reader_pages", state.reader_pages.weight(), state.reader_pages.len()),
        state.progress_lists.stats.figures("progress_lists", progress_bytes, progress_entries),
        state.progress_tallies.stats.figures("progress_tallies", tally_bytes, tally_entries),
        state.completion_facts.stats.figures("completion_facts", facts_bytes, facts_entries),
        state.task_list.stats.figures("task_list", task_list_bytes, usize::from(task_list_bytes > 0)),
        state.social_cards.stats.figures("social_cards", state.social_cards.weight(), state.social_cards.len()),
    ];
    metrics::scrape(&state.metrics, state.store.as_ref(), &caches).await
}

/// A catalogue image by its path. Goes stale with the catalogue (its ETag
/// is its content's hash); not cached in memory.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "media"))]
pub async fn media(state: &AppState, path: &str) -> AppResult<Option<Media>> {
    Ok(state.store.media(path).await?)
}

/// The slugs of every public challenge, post and path (the sitemap). Goes
/// stale with the catalogue; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "public_slugs"))]
pub async fn public_slugs(state: &AppState) -> AppResult<PublicSlugs> {
    Ok(state.store.public_slugs().await?)
}

/// The published posts with their HTML, newest first (the Atom feed). Goes
/// stale with the published content; not cached.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "blog_feed"))]
pub async fn blog_feed(state: &AppState) -> AppResult<Vec<BlogPost>> {
    Ok(state.store.published_posts().await?)
}
