//! The hot anonymous reads: the feed pages, a post and its comments, the
//! blog and the learning paths list, rendered once per revision of what
//! they show and served from [`HotReads`] (the module
//! `app::hot_read_cache` says when a rendering is trusted).

use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use frontloop_store::models::ReadScope;
use serde::Serialize;

use super::error::AppError;
use super::task_list_cache::RenderedList;
use crate::app::state::AppState;

pub use super::hot_read_cache::{Hit, HotReads, DEFAULT_BUDGET_BYTES, FRESH_FOR};

/// A rendering for an anonymous reader, with what it was made from.
pub struct Kept<T> {
    pub list: Arc<RenderedList>,
    pub model: Arc<T>,
    /// The scope's revision it was made at (read before rendering).
    pub revision: i64,
}

impl<T: Send + Sync + 'static> Kept<T> {
    /// The hit as `T`; `None` when `key` was kept with another type.
    fn of(hit: Hit) -> Option<Kept<T>> {
        let model = hit.model.downcast::<T>().ok()?;
        Some(Kept { list: hit.list, model, revision: hit.revision })
    }
}

/// The rendering of `key` for an anonymous reader: from memory while it
/// holds (see `app::hot_read_cache`), else `render`ed, serialized and
/// kept. The revision is read before rendering, so a write that lands
/// meanwhile moves it past what is kept and the next reader renders again.
pub async fn anonymous<T, F, Fut, E>(state: &AppState, scope: ReadScope, key: String, render: F) -> Result<Kept<T>, E>
where
    T: Serialize + Send + Sync + 'static,
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<T, E>>,
    E: From<AppError>,
{
    let cache = &state.hot_reads;
    if let Some(kept) = cache.fresh(&key, Instant::now()).and_then(Kept::of) {
        return Ok(kept);
    }
    // Taken before the revision: a write answered meanwhile is asked about
    // again by the next reader.
    let writes = cache.writes();
    let revision = state.store.read_revision(scope).await.map_err(AppError::from)?;
    let confirmed = Instant::now();
    if let Some(kept) = cache.confirm(&key, revision, confirmed, writes).and_then(Kept::of) {
        return Ok(kept);
    }
    let model = Arc::new(render().await?);
    let list = render_list(model.as_ref())?;
    cache.put(key, revision, (list.clone(), model.clone()), confirmed, writes);
    Ok(Kept { list, model, revision })
}

/// `model` serialized, hashed and compressed, ready to serve.
fn render_list<T: Serialize>(model: &T) -> Result<Arc<RenderedList>, AppError> {
    let json = serde_json::to_vec(model).map_err(|err| AppError::Internal(err.into()))?;
    let list = RenderedList::quick(0, json).map_err(|err| AppError::Internal(err.into()))?;
    Ok(Arc::new(list))
}

/// `reader`'s page of `key` as rendered at `revision`, if it is held.
pub fn for_reader(state: &AppState, reader: i64, key: &str, revision: i64) -> Option<Arc<RenderedList>> {
    let held = state.reader_pages.latest(&reader_key(reader, key))?;
    (held.revision == revision).then_some(held.list)
}

/// Renders `model` as `reader`'s page of `key` at `revision` and keeps it.
/// The revision must have been read before `model` was: a write landing
/// in between then moves past it, and the next request renders again.
pub fn keep_for_reader<T: Serialize>(
    state: &AppState,
    reader: i64,
    key: &str,
    revision: i64,
    model: &T,
) -> Result<Arc<RenderedList>, AppError> {
    let list = render_list(model)?;
    let no_model: Arc<()> = Arc::new(());
    state.reader_pages.put(reader_key(reader, key), revision, (list.clone(), no_model), Instant::now(), 0);
    Ok(list)
}

fn reader_key(reader: i64, key: &str) -> String {
    format!("{reader}|{key}")
}

/// The latest rendering of `key`, however old (the caller checks its
/// revision); `None` when there is none of type `T`.
pub fn latest<T: Send + Sync + 'static>(state: &AppState, key: &str) -> Option<Kept<T>> {
    state.hot_reads.latest(key).and_then(Kept::of)
}
