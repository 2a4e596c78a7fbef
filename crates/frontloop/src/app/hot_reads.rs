//! Reads kept in the read cache (`app::read_cache`) under its two trust
//! policies: the anonymous hot reads (the feed pages, a post and its
//! comments, the blog, a blog post and the learning paths list), kept per
//! revision of their scope, and a signed-in reader's own feed pages, kept
//! at the revision read with their session.

use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use super::error::AppError;
pub use super::read_cache::Kept;
use super::read_cache::ReadCache;
use super::read_cache::{CacheKey, CachedModel, Hit, Revision};
use super::views::ReadKey;
use frontloop_store::Store;

/// The hit as a `T` kept under `key`; `None` when it holds another type.
fn kept_of<T: CachedModel>(key: &CacheKey, hit: Hit) -> Option<Kept<T>> {
    Some(Kept { model: T::unwrap(&hit.value)?, key: key.clone(), revision: hit.revision })
}

/// The model of `key` for an anonymous reader: from memory while it holds
/// (see `app::read_cache`), else `render`ed and kept. The scope's revision
/// is read before rendering, so a write that lands meanwhile moves it past
/// what is kept and the next reader renders again.
pub async fn anonymous<T, F, Fut, E>(
    store: &dyn Store,
    cache: &ReadCache,
    key: ReadKey,
    render: F,
) -> Result<Kept<T>, E>
where
    T: CachedModel,
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<T, E>>,
    E: From<AppError>,
{
    let scope = key.scope();
    let key = CacheKey::Read(key);
    if let Some(kept) = cache.fresh(&key, Instant::now()).and_then(|hit| kept_of(&key, hit)) {
        return Ok(kept);
    }
    // Taken before the revision: a write answered meanwhile is asked about
    // again by the next reader.
    let writes = cache.writes();
    let revision = Revision(store.read_revision(scope).await.map_err(AppError::from)?, 0);
    let confirmed = Instant::now();
    if let Some(kept) = cache.confirm(&key, revision, confirmed, writes).and_then(|hit| kept_of(&key, hit)) {
        return Ok(kept);
    }
    let model = Arc::new(render().await?);
    cache.put(key.clone(), revision, T::wrap(model.clone()), model.weight(), confirmed, writes);
    Ok(Kept { model, key, revision })
}

/// `reader`'s own page of `key` as read at `revision`, if it is held.
pub fn for_reader<T: CachedModel>(cache: &ReadCache, reader: i64, key: &ReadKey, revision: i64) -> Option<Kept<T>> {
    let key = CacheKey::Reader(reader, key.clone());
    let model = T::unwrap(&cache.at(&key, Revision(revision, 0))?)?;
    Some(Kept { model, key, revision: Revision(revision, 0) })
}

/// Keeps `model` as `reader`'s page of `key` at `revision`. The revision
/// must have been read before `model` was: a write landing in between then
/// moves past it, and the next request reads again.
pub fn keep_for_reader<T: CachedModel>(
    cache: &ReadCache,
    reader: i64,
    key: &ReadKey,
    revision: i64,
    model: T,
) -> Kept<T> {
    let key = CacheKey::Reader(reader, key.clone());
    let model = Arc::new(model);
    let revision = Revision(revision, 0);
    cache.put(key.clone(), revision, T::wrap(model.clone()), model.weight(), Instant::now(), cache.writes());
    Kept { model, key, revision }
}

/// The latest model of `key`, however old (the caller checks its revision).
pub fn latest<T: CachedModel>(cache: &ReadCache, key: &ReadKey) -> Option<Kept<T>> {
    let key = CacheKey::Read(key.clone());
    cache.latest(&key).and_then(|hit| kept_of(&key, hit))
}
