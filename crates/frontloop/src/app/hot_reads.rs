//! The hot anonymous reads: the feed pages, a post and its comments, the
//! blog and the learning paths list, rendered once per revision of what
//! they show and served from [`HotReads`] (the module
//! `app::hot_read_cache` says when a rendering is trusted).

use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use frontloop_store::models::ReadScope;

use super::error::AppError;
use super::task_list_cache::RenderedList;
use crate::app::state::AppState;

pub use super::hot_read_cache::{HotReads, DEFAULT_BUDGET_BYTES, FRESH_FOR};

/// The rendering of `key` for an anonymous reader: from memory while it
/// holds (see the module), else `render`ed (the JSON bytes) and kept. The
/// revision is read before rendering, so a write that lands meanwhile moves
/// it past what is kept and the next reader renders again.
pub async fn anonymous<F, Fut, E>(
    state: &AppState,
    scope: ReadScope,
    key: String,
    render: F,
) -> Result<Arc<RenderedList>, E>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<Vec<u8>, E>>,
    E: From<AppError>,
{
    let cache = &state.hot_reads;
    if let Some(list) = cache.fresh(&key, Instant::now()) {
        return Ok(list);
    }
    // Taken before the revision: a write answered meanwhile is asked about
    // again by the next reader.
    let writes = cache.writes();
    let revision = state.store.read_revision(scope).await.map_err(AppError::from)?;
    let confirmed = Instant::now();
    if let Some(list) = cache.confirm(&key, revision, confirmed, writes) {
        return Ok(list);
    }
    let json = render().await?;
    let list = RenderedList::quick((revision, 0), json).map_err(|err| AppError::Internal(err.to_string()))?;
    let list = Arc::new(list);
    cache.put(key, revision, list.clone(), confirmed, writes);
    Ok(list)
}
