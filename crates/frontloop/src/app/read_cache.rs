//! The one read cache: every read kept between requests, whatever its
//! kind, in one map under one byte budget (docs/performance.md, "One read
//! cache"). It holds models, never encodings (the HTTP layer keeps those,
//! `http::encoded`, charged to the same budget).
//!
//! An entry is a typed value ([`Cached`]) under a typed key ([`CacheKey`])
//! with the revision it was read at. Two trust policies say when it may
//! answer:
//!
//! - **Scope revisions** (the anonymous hot reads): an entry confirmed
//!   current less than [`FRESH_FOR`] ago answers without asking the
//!   database, unless this instance has answered a write since (then, and
//!   after that second, the scope's revision is read again, one cheap
//!   statement). Other instances see a write within that second; presence
//!   leases and held sessions (`app::presence`, `app::reader_sessions`) rely
//!   on the same count of local writes.
//! - **Exact revisions** (a learner's reads, the catalogue, social cards,
//!   readers' own pages): the caller reads the revision first and the entry
//!   answers only at that revision.
//!
//! Past the budget the least recently used entries go first. Hits, misses
//! and evictions are counted per kind for `/metrics`.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use frontloop_domain::achievements::Facts;
use frontloop_store::models::{BlogPost, LearnerRevision, PathSummary, ProgressEntry, Task};

use super::cache_stats::{CacheFigures, CacheStats};
use super::views::{optional, strings, CommentPage, PostItem, PostPage, ProgressTally, ReadKey};

/// How long an entry confirmed current is served without asking again.
pub const FRESH_FOR: Duration = Duration::from_secs(1);

/// The default budget, shared by the models here and their encodings in
/// the HTTP layer.
pub const DEFAULT_BUDGET_BYTES: usize = 48 * 1024 * 1024;

/// A learner's derived read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LearnerRead {
    /// Every progress record with its challenge.
    Progress,
    /// The profile's counts.
    Tally,
    /// The achievement facts from completions.
    Facts,
}

/// What an entry is kept under.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum CacheKey {
    /// A query's answer for visitors.
    Read(ReadKey),
    /// A signed-in reader's own page of a query.
    Reader(i64, ReadKey),
    /// A learner's derived read.
    Learner(LearnerRead, i64),
    /// Every challenge of the catalogue.
    TaskList,
    /// A social card's PNG, by card and revision.
    Card(String),
}

/// The kinds of entry, each with its own figures in `/metrics`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CacheKind {
    HotReads,
    ReaderPages,
    ProgressLists,
    ProgressTallies,
    CompletionFacts,
    TaskList,
    SocialCards,
}

impl CacheKind {
    /// Every kind, in the order `/metrics` lists them.
    pub const ALL: [CacheKind; 7] = [
        CacheKind::HotReads,
        CacheKind::ReaderPages,
        CacheKind::ProgressLists,
        CacheKind::ProgressTallies,
        CacheKind::CompletionFacts,
        CacheKind::TaskList,
        CacheKind::SocialCards,
    ];

    /// The `cache` label of its figures.
    pub fn name(self) -> &'static str {
        match self {
            CacheKind::HotReads => "hot_reads",
            CacheKind::ReaderPages => "reader_pages",
            CacheKind::ProgressLists => "progress_lists",
            CacheKind::ProgressTallies => "progress_tallies",
            CacheKind::CompletionFacts => "completion_facts",
            CacheKind::TaskList => "task_list",
            CacheKind::SocialCards => "social_cards",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl CacheKey {
    /// The kind of entry this key names.
    pub fn kind(&self) -> CacheKind {
        match self {
            CacheKey::Read(_) => CacheKind::HotReads,
            CacheKey::Reader(..) => CacheKind::ReaderPages,
            CacheKey::Learner(LearnerRead::Progress, _) => CacheKind::ProgressLists,
            CacheKey::Learner(LearnerRead::Tally, _) => CacheKind::ProgressTallies,
            CacheKey::Learner(LearnerRead::Facts, _) => CacheKind::CompletionFacts,
            CacheKey::TaskList => CacheKind::TaskList,
            CacheKey::Card(_) => CacheKind::SocialCards,
        }
    }
}

impl std::fmt::Display for CacheKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CacheKey::Read(key) => write!(f, "{key}"),
            CacheKey::Reader(reader, key) => write!(f, "reader:{reader}:{key}"),
            CacheKey::Learner(read, user) => write!(f, "learner:{read:?}:{user}"),
            CacheKey::TaskList => write!(f, "tasks"),
            CacheKey::Card(card) => write!(f, "card:{card}"),
        }
    }
}

/// The revision an entry was read at: a scope's, the catalogue's, or a
/// learner's (their progress and the catalogue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Revision(pub i64, pub i64);

impl From<LearnerRevision> for Revision {
    fn from(revision: LearnerRevision) -> Revision {
        Revision(revision.progress, revision.catalogue)
    }
}

/// A kept value, of the type its reader knows.
#[derive(Clone)]
pub enum Cached {
    Feed(Arc<PostPage>),
    Post(Arc<PostItem>),
    Comments(Arc<CommentPage>),
    Blog(Arc<Vec<BlogPost>>),
    BlogPost(Arc<BlogPost>),
    Paths(Arc<Vec<PathSummary>>),
    Tasks(Arc<Vec<Task>>),
    Progress(Arc<Vec<ProgressEntry>>),
    Tally(Arc<ProgressTally>),
    Facts(Arc<Facts>),
    Png(Bytes),
}

/// A model the cache can keep: how it goes in and comes out of [`Cached`],
/// and about how many bytes it holds (counted, not measured: a miss costs no
/// serialization).
pub trait CachedModel: Send + Sync + 'static {
    fn wrap(model: Arc<Self>) -> Cached;
    fn unwrap(cached: &Cached) -> Option<Arc<Self>>;
    fn weight(&self) -> usize;
}

macro_rules! cached_model {
    ($model:ty, $variant:ident, |$it:ident| $weight:expr) => {
        impl CachedModel for $model {
            fn wrap(model: Arc<Self>) -> Cached {
                Cached::$variant(model)
            }
            fn unwrap(cached: &Cached) -> Option<Arc<Self>> {
                match cached {
                    Cached::$variant(model) => Some(model.clone()),
                    _ => None,
                }
            }
            fn weight(&self) -> usize {
                let $it = self;
                $weight
            }
        }
    };
}

fn blog_post_weight(post: &BlogPost) -> usize {
    256 + post.title.len()
        + optional(&post.excerpt)
        + post.content_html.len()
        + post.content_text.len()
        + strings(&post.categories)
        + optional(&post.featured_image)
        + optional(&post.meta_title)
        + optional(&post.meta_description)
}

fn task_weight(task: &Task) -> usize {
    160 + task.title.len()
        + task.summary.len()
        + task.description.len()
        + strings(&task.tags)
        + optional(&task.image_url)
}

cached_model!(PostPage, Feed, |page| page.weight());
cached_model!(PostItem, Post, |post| post.weight());
cached_model!(CommentPage, Comments, |page| page.weight());
cached_model!(Vec<BlogPost>, Blog, |posts| posts.iter().map(blog_post_weight).sum::<usize>() + 64);
cached_model!(BlogPost, BlogPost, |post| blog_post_weight(post));
cached_model!(Vec<PathSummary>, Paths, |paths| paths
    .iter()
    .map(|p| 200 + p.title.len() + p.description.len() + optional(&p.image_url))
    .sum::<usize>()
    + 64);
cached_model!(Vec<Task>, Tasks, |tasks| tasks.iter().map(task_weight).sum::<usize>() + 64);
cached_model!(Vec<ProgressEntry>, Progress, |entries| entries
    .iter()
    .map(|e| 200 + e.title.len() + strings(&e.tags) + optional(&e.image_url))
    .sum::<usize>()
    + 64);
cached_model!(ProgressTally, Tally, |tally| std::mem::size_of::<ProgressTally>()
    + tally.completions_per_day.len() * 32);
cached_model!(Facts, Facts, |facts| 256 + facts.per_tag.keys().map(|tag| tag.len() + 48).sum::<usize>());

impl CachedModel for Bytes {
    fn wrap(model: Arc<Self>) -> Cached {
        Cached::Png(Bytes::clone(&model))
    }
    fn unwrap(cached: &Cached) -> Option<Arc<Self>> {
        match cached {
            Cached::Png(png) => Some(Arc::new(png.clone())),
            _ => None,
        }
    }
    fn weight(&self) -> usize {
        self.len() + 64
    }
}

/// The budget shared by this cache and the HTTP layer's encodings: each
/// counts what it holds here and gives back its least recently used
/// entries while the sum is over the limit.
#[derive(Debug)]
pub struct ByteBudget {
    limit: usize,
    used: AtomicUsize,
}

impl ByteBudget {
    /// A budget of `limit` bytes, nothing used.
    pub fn new(limit: usize) -> ByteBudget {
        ByteBudget { limit, used: AtomicUsize::new(0) }
    }

    /// The limit.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Counts `bytes` more.
    pub fn charge(&self, bytes: usize) {
        self.used.fetch_add(bytes, Ordering::SeqCst);
    }

    /// Counts `bytes` less.
    pub fn release(&self, bytes: usize) {
        // Never below zero, whatever the order of a racing charge and release.
        let _ = self.used.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |used| Some(used.saturating_sub(bytes)));
    }

    /// Whether more is held than the limit allows.
    pub fn over(&self) -> bool {
        self.used.load(Ordering::SeqCst) > self.limit
    }

    /// Bytes held by every user of the budget.
    pub fn used(&self) -> usize {
        self.used.load(Ordering::SeqCst)
    }
}

/// A kept model, with the key and revision that name it (the HTTP layer
/// keeps its encodings under them).
pub struct Kept<T> {
    pub model: Arc<T>,
    pub key: CacheKey,
    pub revision: Revision,
}

impl<T> Clone for Kept<T> {
    fn clone(&self) -> Self {
        Kept { model: self.model.clone(), key: self.key.clone(), revision: self.revision }
    }
}

/// A kept value with the revision it was read at.
#[derive(Clone)]
pub struct Hit {
    pub value: Cached,
    pub revision: Revision,
}

struct Entry {
    value: Cached,
    revision: Revision,
    confirmed: Instant,
    /// The count of this instance's writes when it was last confirmed.
    writes: u64,
    /// The bytes it was counted for when stored.
    size: usize,
    /// Its latest use, so that older positions in the queue are skipped.
    stamp: u64,
}

#[derive(Default)]
struct Entries {
    by_key: HashMap<CacheKey, Entry>,
    /// Keys by use, oldest first; positions whose stamp is not the entry's
    /// are stale and skipped.
    order: VecDeque<(CacheKey, u64)>,
    bytes: [usize; CacheKind::ALL.len()],
    counts: [usize; CacheKind::ALL.len()],
    next_stamp: u64,
}

impl Entries {
    fn touch(&mut self, key: &CacheKey) {
        self.next_stamp += 1;
        let stamp = self.next_stamp;
        if let Some(entry) = self.by_key.get_mut(key) {
            entry.stamp = stamp;
            self.order.push_back((key.clone(), stamp));
        }
    }

    fn remove(&mut self, key: &CacheKey) -> Option<Entry> {
        let gone = self.by_key.remove(key)?;
        let kind = key.kind().index();
        self.bytes[kind] -= gone.size;
        self.counts[kind] -= 1;
        Some(gone)
    }
}

/// The cache.
pub struct ReadCache {
    budget: Arc<ByteBudget>,
    inner: Mutex<Entries>,
    /// Writes this instance has answered (see the module's trust policy).
    writes: AtomicU64,
    stats: [CacheStats; CacheKind::ALL.len()],
}

impl ReadCache {
    /// An empty cache within `budget`.
    pub fn new(budget: Arc<ByteBudget>) -> ReadCache {
        ReadCache {
            budget,
            inner: Mutex::new(Entries::default()),
            writes: AtomicU64::new(0),
            stats: Default::default(),
        }
    }

    /// The budget this cache shares.
    pub fn budget(&self) -> Arc<ByteBudget> {
        self.budget.clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Entries> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn stats(&self, key: &CacheKey) -> &CacheStats {
        &self.stats[key.kind().index()]
    }

    /// Notes that this instance answered a write: no entry is taken on
    /// trust until its revision is read again.
    pub fn note_local_write(&self) {
        self.writes.fetch_add(1, Ordering::SeqCst);
    }

    /// The count of writes this instance answered; read before a revision,
    /// it is what an entry confirmed by that revision is stamped with.
    pub fn writes(&self) -> u64 {
        self.writes.load(Ordering::SeqCst)
    }

    /// The entry of `key` if it was confirmed current within [`FRESH_FOR`]
    /// of `now` and this instance wrote nothing since.
    pub fn fresh(&self, key: &CacheKey, now: Instant) -> Option<Hit> {
        let mut entries = self.lock();
        let entry = entries.by_key.get(key)?;
        let unwritten = entry.writes == self.writes.load(Ordering::SeqCst);
        if !unwritten || now.saturating_duration_since(entry.confirmed) >= FRESH_FOR {
            return None;
        }
        let hit = Hit { value: entry.value.clone(), revision: entry.revision };
        entries.touch(key);
        self.stats(key).hit();
        Some(hit)
    }

    /// The entry of `key` at `revision`, marked confirmed at `now` (a hit),
    /// or `None` (a miss: the caller reads and stores it).
    pub fn confirm(&self, key: &CacheKey, revision: Revision, now: Instant, writes: u64) -> Option<Hit> {
        let mut entries = self.lock();
        let Some(entry) = entries.by_key.get_mut(key).filter(|entry| entry.revision == revision) else {
            self.stats(key).miss();
            return None;
        };
        entry.confirmed = now;
        entry.writes = writes;
        let hit = Hit { value: entry.value.clone(), revision: entry.revision };
        entries.touch(key);
        self.stats(key).hit();
        Some(hit)
    }

    /// The entry of `key` at exactly `revision` (a hit or a miss).
    pub fn at(&self, key: &CacheKey, revision: Revision) -> Option<Cached> {
        self.confirm(key, revision, Instant::now(), self.writes()).map(|hit| hit.value)
    }

    /// The entry of `key` however old, with its revision (neither a hit nor
    /// a miss: the caller compares the revision with one it read).
    pub fn latest(&self, key: &CacheKey) -> Option<Hit> {
        let entries = self.lock();
        entries.by_key.get(key).map(|entry| Hit { value: entry.value.clone(), revision: entry.revision })
    }

    /// Keeps `value`, read at `revision` and confirmed at `confirmed` with
    /// `writes` counted, under `key`; an older revision never replaces a
    /// newer one, a value larger than the whole budget is not kept, and the
    /// least recently used entries go while the budget is over.
    pub fn put(&self, key: CacheKey, revision: Revision, value: Cached, size: usize, confirmed: Instant, writes: u64) {
        if size > self.budget.limit() {
            return;
        }
        let mut entries = self.lock();
        if entries.by_key.get(&key).is_some_and(|held| held.revision > revision) {
            return; // a slower read of an older revision finished last
        }
        if let Some(old) = entries.remove(&key) {
            self.budget.release(old.size);
        }
        let kind = key.kind().index();
        entries.bytes[kind] += size;
        entries.counts[kind] += 1;
        self.budget.charge(size);
        entries.by_key.insert(key.clone(), Entry { value, revision, confirmed, writes, size, stamp: 0 });
        entries.touch(&key);
        self.evict(&mut entries);
    }

    /// Gives back the least recently used entries while the shared budget
    /// is over (this cache's entries; the encodings give back their own).
    fn evict(&self, entries: &mut Entries) {
        while self.budget.over() {
            let Some((oldest, stamp)) = entries.order.pop_front() else { break };
            if entries.by_key.get(&oldest).is_some_and(|entry| entry.stamp == stamp) {
                if let Some(gone) = entries.remove(&oldest) {
                    self.budget.release(gone.size);
                    self.stats(&oldest).evicted(1);
                }
            }
        }
        // Stale positions of used or replaced keys would otherwise pile up.
        if entries.order.len() > 4 * entries.by_key.len() + 64 {
            let Entries { by_key, order, .. } = entries;
            order.retain(|(key, stamp)| by_key.get(key).is_some_and(|entry| entry.stamp == *stamp));
        }
    }

    /// The figures of every kind: hits, misses, evictions, bytes, entries.
    pub fn figures(&self) -> Vec<CacheFigures> {
        let entries = self.lock();
        CacheKind::ALL
            .iter()
            .map(|kind| {
                let i = kind.index();
                self.stats[i].figures(kind.name(), entries.bytes[i], entries.counts[i])
            })
            .collect()
    }

    /// Bytes held by this cache (not its encodings).
    pub fn weight(&self) -> usize {
        self.lock().bytes.iter().sum()
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.lock().by_key.len()
    }

    /// Whether nothing is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The typed model of `key` if it is held at `revision`; else `derive`d,
    /// kept and returned (exact-revision reads).
    pub async fn at_or_derive<M, E, Fut>(
        &self,
        key: CacheKey,
        revision: Revision,
        derive: impl FnOnce() -> Fut,
    ) -> Result<Arc<M>, E>
    where
        M: CachedModel,
        Fut: std::future::Future<Output = Result<M, E>>,
    {
        if let Some(model) = self.at(&key, revision).as_ref().and_then(M::unwrap) {
            return Ok(model);
        }
        let model = Arc::new(derive().await?);
        let size = model.weight();
        self.put(key, revision, M::wrap(model.clone()), size, Instant::now(), self.writes());
        Ok(model)
    }
}

impl Default for ReadCache {
    fn default() -> ReadCache {
        ReadCache::new(Arc::new(ByteBudget::new(DEFAULT_BUDGET_BYTES)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(bytes: usize) -> Cached {
        Cached::Png(Bytes::from(vec![0_u8; bytes]))
    }

    fn cache(limit: usize) -> ReadCache {
        ReadCache::new(Arc::new(ByteBudget::new(limit)))
    }

    fn feed(n: i64) -> CacheKey {
        CacheKey::Read(ReadKey::Post(n))
    }

    #[test]
    fn an_entry_is_fresh_for_a_second_then_needs_its_revision() {
        let cache = cache(1 << 20);
        let t0 = Instant::now();
        cache.put(feed(1), Revision(3, 0), png(10), 10, t0, 0);
        assert!(cache.fresh(&feed(1), t0 + Duration::from_millis(999)).is_some());
        assert!(cache.fresh(&feed(1), t0 + FRESH_FOR).is_none());
        assert!(cache.confirm(&feed(1), Revision(4, 0), t0 + FRESH_FOR, 0).is_none(), "a newer revision");
        assert!(cache.confirm(&feed(1), Revision(3, 0), t0 + FRESH_FOR, 0).is_some());
        assert!(cache.fresh(&feed(1), t0 + FRESH_FOR + Duration::from_millis(10)).is_some(), "confirmed again");
    }

    #[test]
    fn a_write_on_this_instance_ends_the_trust_at_once() {
        let cache = cache(1 << 20);
        let t0 = Instant::now();
        cache.put(feed(1), Revision(3, 0), png(10), 10, t0, 0);
        cache.note_local_write();
        assert!(cache.fresh(&feed(1), t0).is_none());
        assert!(cache.confirm(&feed(1), Revision(3, 0), t0, 1).is_some());
        assert!(cache.fresh(&feed(1), t0).is_some());
    }

    #[test]
    fn an_older_revision_never_replaces_a_newer_one() {
        let cache = cache(1 << 20);
        let t0 = Instant::now();
        cache.put(feed(1), Revision(5, 0), png(10), 10, t0, 0);
        cache.put(feed(1), Revision(4, 0), png(20), 20, t0, 0);
        assert!(cache.confirm(&feed(1), Revision(5, 0), t0, 0).is_some());
        assert_eq!(cache.len(), 1);
        assert_eq!(cache.weight(), 10);
    }

    #[test]
    fn one_budget_bounds_every_kind_and_the_least_recently_used_go_first() {
        let cache = cache(300);
        let t0 = Instant::now();
        cache.put(feed(1), Revision(1, 0), png(100), 100, t0, 0);
        cache.put(CacheKey::Learner(LearnerRead::Tally, 7), Revision(1, 1), png(100), 100, t0, 0);
        cache.put(CacheKey::TaskList, Revision(1, 0), png(100), 100, t0, 0);
        // The first is used again: the tally is now the least recently used.
        assert!(cache.at(&feed(1), Revision(1, 0)).is_some());
        cache.put(CacheKey::Card("c".into()), Revision::default(), png(100), 100, t0, 0);
        assert_eq!(cache.weight(), 300);
        assert!(cache.latest(&CacheKey::Learner(LearnerRead::Tally, 7)).is_none());
        assert!(cache.latest(&feed(1)).is_some());
        let figures = cache.figures();
        let tallies = figures.iter().find(|f| f.name == "progress_tallies").expect("a kind");
        assert_eq!((tallies.evictions, tallies.entries, tallies.bytes), (1, 0, 0));
        let hot = figures.iter().find(|f| f.name == "hot_reads").expect("a kind");
        assert_eq!((hot.hits, hot.entries, hot.bytes), (1, 1, 100));
        cache.put(CacheKey::TaskList, Revision(2, 0), png(1_000), 1_000, t0, 0);
        assert!(cache.latest(&CacheKey::TaskList).is_some_and(|hit| hit.revision == Revision(1, 0)), "too large");
    }

    #[test]
    fn the_shared_budget_counts_what_each_user_holds() {
        let budget = Arc::new(ByteBudget::new(250));
        let cache = ReadCache::new(budget.clone());
        let t0 = Instant::now();
        budget.charge(100); // the encodings' share
        cache.put(feed(1), Revision(1, 0), png(100), 100, t0, 0);
        cache.put(feed(2), Revision(1, 0), png(100), 100, t0, 0);
        assert_eq!(cache.len(), 1, "the encodings' bytes count against the cache too");
        assert_eq!(budget.used(), 200);
        budget.release(100);
        assert_eq!(budget.used(), 100);
    }

    #[tokio::test]
    async fn a_derived_model_is_kept_at_its_revision() {
        let cache = cache(1 << 20);
        let key = CacheKey::Learner(LearnerRead::Tally, 1);
        let derive = |total| move || async move { Ok::<_, ()>(ProgressTally { total, ..ProgressTally::default() }) };
        let first = cache.at_or_derive::<ProgressTally, _, _>(key.clone(), Revision(1, 1), derive(3)).await;
        assert_eq!(first.map(|t| t.total), Ok(3));
        let again = cache.at_or_derive::<ProgressTally, _, _>(key.clone(), Revision(1, 1), derive(9)).await;
        assert_eq!(again.map(|t| t.total), Ok(3), "kept");
        let moved = cache.at_or_derive::<ProgressTally, _, _>(key, Revision(2, 1), derive(9)).await;
        assert_eq!(moved.map(|t| t.total), Ok(9), "derived again at a new revision");
    }
}
