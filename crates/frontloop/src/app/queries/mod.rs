//! The read side: every read that the API and the server-rendered pages
//! make is a named query here, returning what the page shows and declaring
//! how its answer goes stale ([`Staleness`]). Handlers in `crate::http` call
//! exactly one query (or one use case) and shape its answer; none of them
//! touches the store, a cache or the achievement engine, and no query
//! writes (`scripts/check-module-cycles.py` keeps `http` off the store).
//!
//! Kept answers are named by a typed [`ReadKey`]: which query, with which
//! arguments. The HTTP layer (`http::rendered`) keeps the encoded bytes of
//! the queries whose staleness is a scope revision, under that key.

use std::fmt;
use std::sync::Arc;

use frontloop_store::models::{FeedOrder, ReadScope};

use super::task_list_cache::RenderedList;

pub mod blog;
pub mod catalogue;
pub mod community;
pub mod learners;
pub mod paths;
pub mod site;

/// A query's answer: a model read for this viewer alone, or a rendering
/// kept for everybody (or for this reader) with its ETag and encodings.
pub enum Answer<T> {
    /// Read now for the viewer: not kept.
    Fresh(T),
    /// The visitors' rendering (shared caches may keep it).
    Kept(Arc<RenderedList>),
    /// The reader's own rendering (no shared cache keeps it).
    Private(Arc<RenderedList>),
}

/// How a query's answer goes stale: what a kept answer is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Staleness {
    /// Moves with one scope of `read_revisions` (the community, the
    /// published content), which every writing transaction of that scope
    /// moves.
    Scope(ReadScope),
    /// Moves with the learner's progress revision (and the catalogue's).
    Learner,
    /// Moves with the catalogue's revision (a content import).
    Catalogue,
    /// Read afresh on every request.
    Uncached,
}

/// The name of a kept answer: the query and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadKey {
    /// [`blog::published_posts`].
    Blog,
    /// [`blog::published_post`].
    BlogPost(String),
    /// [`paths::all_paths`] for a visitor.
    Paths,
    /// [`community::post`] for a visitor.
    Post(i64),
    /// A page of [`community::comments`]: post, page size, cursor.
    Comments { post: i64, limit: i64, cursor: String },
    /// A page of [`community::feed`]: order, page size, cursor.
    Feed { order: FeedOrder, limit: i64, cursor: String },
}

impl ReadKey {
    /// How the answer of this key goes stale.
    pub fn staleness(&self) -> Staleness {
        match self {
            ReadKey::Blog | ReadKey::BlogPost(_) | ReadKey::Paths => Staleness::Scope(ReadScope::Content),
            ReadKey::Post(_) | ReadKey::Comments { .. } | ReadKey::Feed { .. } => {
                Staleness::Scope(ReadScope::Community)
            }
        }
    }

    /// The scope whose revision a kept answer of this key is checked against.
    pub fn scope(&self) -> ReadScope {
        match self.staleness() {
            Staleness::Scope(scope) => scope,
            // Every key above is scoped; the match keeps it so.
            Staleness::Learner | Staleness::Catalogue | Staleness::Uncached => ReadScope::Content,
        }
    }
}

impl fmt::Display for ReadKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadKey::Blog => write!(f, "blog"),
            ReadKey::BlogPost(slug) => write!(f, "blog:{slug}"),
            ReadKey::Paths => write!(f, "paths"),
            ReadKey::Post(id) => write!(f, "post:{id}"),
            ReadKey::Comments { post, limit, cursor } => write!(f, "comments:{post}:{limit}:{cursor}"),
            ReadKey::Feed { order, limit, cursor } => write!(f, "feed:{order:?}:{limit}:{cursor}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_name_their_query_and_arguments_and_their_scope() {
        let feed = ReadKey::Feed { order: FeedOrder::Popular, limit: 12, cursor: String::new() };
        assert_eq!(feed.to_string(), "feed:Popular:12:");
        assert_eq!(feed.scope(), ReadScope::Community);
        assert_eq!(ReadKey::BlogPost("grid".into()).to_string(), "blog:grid");
        assert_eq!(ReadKey::Paths.staleness(), Staleness::Scope(ReadScope::Content));
        assert_ne!(
            ReadKey::Comments { post: 1, limit: 2, cursor: "x".into() }.to_string(),
            ReadKey::Comments { post: 1, limit: 2, cursor: "y".into() }.to_string()
        );
    }
}
