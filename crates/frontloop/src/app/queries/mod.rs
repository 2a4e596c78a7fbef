//! The read side: every read that the API and the server-rendered pages
//! make is a named query here, returning what the page shows and declaring
//! how its answer goes stale ([`Staleness`]). Handlers in `crate::http` call
//! exactly one query (or one use case) and shape its answer; none of them
//! touches the store, a cache or the achievement engine, and no query
//! writes (`scripts/check-module-cycles.py` keeps `http` off the store).
//!
//! Kept answers are named by a typed [`ReadKey`]: which query, with which
//! arguments. The read cache (`app::read_cache`) keeps their models under
//! it; the HTTP layer (`http::encoded`) keeps their encodings under the same
//! key and the revision they were read at.

pub use super::read_cache::Kept;
pub use super::views::{ReadKey, Staleness};

pub mod blog;
pub mod catalogue;
pub mod community;
pub mod learners;
pub mod paths;
pub mod site;
use crate::app::metrics::Metrics;
use crate::app::presence::Presence;
use crate::app::read_cache::ReadCache;
use crate::app::reader_sessions::ReaderSessions;
use frontloop_store::Store;
use std::collections::HashSet;

/// What the queries use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The read cache (`app::read_cache`).
    pub read_cache: &'a ReadCache,
    /// The operators' counters.
    pub metrics: &'a Metrics,
    /// The moderators' GitHub numeric ids (they see hidden items).
    pub moderators: &'a HashSet<i64>,
    /// Whether this instance is alone on its database.
    pub presence: &'a Presence,
    /// Signed-in community readers held for a moment while alone.
    pub reader_sessions: &'a ReaderSessions,
}

/// A query's answer: a model read for this viewer alone, or a model kept
/// for everybody (or for this reader) under its key and revision.
pub enum Answer<T> {
    /// Read now for the viewer: not kept.
    Fresh(T),
    /// The visitors' answer (shared caches may keep it).
    Kept(Kept<T>),
    /// The reader's own answer (no shared cache keeps it).
    Private(Kept<T>),
}
