//! The hot anonymous reads kept rendered in memory: the feed pages, a post
//! and its comments, the blog and the learning paths list
//! (docs/performance.md). Each is serialized, hashed and compressed once per
//! revision of its scope (`read_revisions`, moved by triggers in every
//! writing transaction) and served from here:
//!
//! - while the rendering was confirmed current less than [`FRESH_FOR`] ago,
//!   without asking the database anything, so that a visitor sees another
//!   learner's write within a second;
//! - after that, once the scope's revision (one cheap statement) says it
//!   still holds.
//!
//! Signed-in readers never take a rendering on trust: their reads go to the
//! database, so a learner always sees their own write on their next request,
//! whichever instance serves it. The cache holds at most a byte budget of
//! renderings, the least recently stored going first.

use std::any::Any;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::task_list_cache::RenderedList;

/// What a rendering was made from, of the type its reader knows.
pub type Model = Arc<dyn Any + Send + Sync>;

/// A kept rendering: its bytes, its model and the revision it was made at.
#[derive(Clone)]
pub struct Hit {
    pub list: Arc<RenderedList>,
    pub model: Model,
    pub revision: i64,
}

/// How long a rendering confirmed current is served without asking again.
pub const FRESH_FOR: Duration = Duration::from_secs(1);

/// The default budget: a few hundred feed pages and posts.
pub const DEFAULT_BUDGET_BYTES: usize = 16 * 1024 * 1024;

/// One rendering and when it was last confirmed current.
struct Entry {
    list: Arc<RenderedList>,
    /// What was rendered, for readers who adapt it (a signed-in reader's
    /// liked flags on the visitors' feed page).
    model: Model,
    revision: i64,
    confirmed: Instant,
    /// Which insertion this is, so that eviction skips keys stored again.
    stamp: u64,
    /// The count of this instance's writes when it was last confirmed.
    writes: u64,
    /// The bytes it was counted for when stored: its encodings are made
    /// later, so its weight is not computed again when it leaves.
    size: usize,
}

impl Entry {
    fn hit(&self) -> Hit {
        Hit { list: self.list.clone(), model: self.model.clone(), revision: self.revision }
    }
}

#[derive(Default)]
struct Entries {
    by_key: HashMap<String, Entry>,
    order: VecDeque<(String, u64)>,
    bytes: usize,
    next_stamp: u64,
}

/// Renderings by key (`"feed:latest:12:"`, `"post:42"`…), within a byte
/// budget.
pub struct HotReads {
    budget: usize,
    inner: Mutex<Entries>,
    /// Writes this instance has answered: a rendering confirmed before the
    /// latest is asked about again, so that on this instance everybody
    /// sees a write at once (other instances within [`FRESH_FOR`]).
    writes: AtomicU64,
    /// Hits, misses and evictions, for /metrics.
    pub stats: super::cache_stats::CacheStats,
}

impl HotReads {
    /// An empty cache holding at most `budget` bytes (all encodings counted).
    pub fn new(budget: usize) -> HotReads {
        HotReads { budget, inner: Mutex::new(Entries::default()), writes: AtomicU64::new(0), stats: Default::default() }
    }

    /// Notes that this instance answered a write: no rendering is taken on
    /// trust until its revision is read again.
    pub fn note_local_write(&self) {
        self.writes.fetch_add(1, Ordering::SeqCst);
    }

    /// The count of writes this instance answered; read before a revision,
    /// it is what a rendering confirmed by that revision is stamped with.
    pub fn writes(&self) -> u64 {
        self.writes.load(Ordering::SeqCst)
    }

    /// The rendering of `key` if it was confirmed current within
    /// [`FRESH_FOR`] of `now`.
    pub fn fresh(&self, key: &str, now: Instant) -> Option<Hit> {
        let entries = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = entries.by_key.get(key)?;
        let unwritten = entry.writes == self.writes.load(Ordering::SeqCst);
        let hit = (unwritten && now.saturating_duration_since(entry.confirmed) < FRESH_FOR).then(|| entry.hit());
        if hit.is_some() {
            self.stats.hit();
        }
        hit
    }

    /// The rendering of `key` at `revision`, marked confirmed at `now`.
    pub fn confirm(&self, key: &str, revision: i64, now: Instant, writes: u64) -> Option<Hit> {
        let mut entries = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = entries.by_key.get_mut(key).filter(|entry| entry.revision == revision)?;
        entry.confirmed = now;
        entry.writes = writes;
        self.stats.hit();
        Some(entry.hit())
    }

    /// Keeps `list`, rendered at `revision`, under `key`; evicts the oldest
    /// renderings past the budget (one larger than the budget is not kept).
    pub fn put(&self, key: String, revision: i64, kept: (Arc<RenderedList>, Model), confirmed: Instant, writes: u64) {
        let (list, model) = kept;
        // Something was rendered: no kept answer would do.
        self.stats.miss();
        let size = weight(&list);
        if size > self.budget {
            return;
        }
        let mut entries = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.by_key.get(&key).is_some_and(|held| held.revision > revision) {
            return; // a slower render of an older revision finished last
        }
        entries.next_stamp += 1;
        let stamp = entries.next_stamp;
        let entry = Entry { list, model, revision, confirmed, stamp, writes, size };
        if let Some(old) = entries.by_key.insert(key.clone(), entry) {
            entries.bytes -= old.size;
        }
        entries.bytes += size;
        entries.order.push_back((key, stamp));
        while entries.bytes > self.budget {
            let Some((oldest, stamp)) = entries.order.pop_front() else { break };
            if entries.by_key.get(&oldest).is_some_and(|entry| entry.stamp == stamp) {
                if let Some(gone) = entries.by_key.remove(&oldest) {
                    entries.bytes -= gone.size;
                    self.stats.evicted(1);
                }
            }
        }
        // Stale positions of replaced keys would otherwise pile up.
        if entries.order.len() > 4 * entries.by_key.len() + 64 {
            let Entries { by_key, order, .. } = &mut *entries;
            order.retain(|(key, stamp)| by_key.get(key).is_some_and(|entry| entry.stamp == *stamp));
        }
    }

    /// The latest rendering of `key` however old, with its revision and
    /// model: a signed-in reader compares the revision with the one read
    /// with their session.
    pub fn latest(&self, key: &str) -> Option<Hit> {
        let entries = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        entries.by_key.get(key).map(Entry::hit)
    }

    /// Bytes held, every encoding counted (for /metrics and the tests).
    pub fn weight(&self) -> usize {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner).bytes
    }

    /// Renderings held.
    pub fn len(&self) -> usize {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner).by_key.len()
    }

    /// Whether nothing is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Default for HotReads {
    fn default() -> HotReads {
        HotReads::new(DEFAULT_BUDGET_BYTES)
    }
}

/// Bytes a rendering is counted for: its JSON twice over, room for the
/// encodings that clients' first requests make later (JSON compresses to
/// well under half, in both together).
fn weight(list: &RenderedList) -> usize {
    list.held_bytes().max(2 * list.identity.len()) + 64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(bytes: usize) -> Arc<RenderedList> {
        Arc::new(RenderedList::new(1, vec![b'x'; bytes]).expect("render"))
    }

    fn kept(bytes: usize) -> (Arc<RenderedList>, Model) {
        (list(bytes), Arc::new(bytes))
    }

    #[test]
    fn a_rendering_is_fresh_for_a_second_then_needs_its_revision() {
        let cache = HotReads::new(1 << 20);
        let t0 = Instant::now();
        cache.put("feed".into(), 3, kept(10), t0, 0);
        assert!(cache.fresh("feed", t0 + Duration::from_millis(999)).is_some());
        assert!(cache.fresh("feed", t0 + FRESH_FOR).is_none());
        assert!(cache.confirm("feed", 4, t0 + FRESH_FOR, 0).is_none(), "a newer revision is not served");
        assert!(cache.confirm("feed", 3, t0 + FRESH_FOR, 0).is_some());
        assert!(cache.fresh("feed", t0 + FRESH_FOR + Duration::from_millis(10)).is_some(), "confirmed again");
    }

    #[test]
    fn a_write_on_this_instance_ends_the_trust_at_once() {
        let cache = HotReads::new(1 << 20);
        let t0 = Instant::now();
        cache.put("feed".into(), 3, kept(10), t0, 0);
        cache.note_local_write();
        assert!(cache.fresh("feed", t0).is_none());
        assert!(cache.confirm("feed", 3, t0, 1).is_some());
        assert!(cache.fresh("feed", t0).is_some());
    }

    #[test]
    fn an_older_revision_never_replaces_a_newer_one() {
        let cache = HotReads::new(1 << 20);
        let t0 = Instant::now();
        cache.put("post:1".into(), 5, kept(10), t0, 0);
        cache.put("post:1".into(), 4, kept(20), t0, 0);
        assert!(cache.confirm("post:1", 5, t0, 0).is_some());
        assert_eq!(cache.len(), 1);
    }

    #[test]
    fn encodings_made_after_storing_leave_the_count_true() {
        // Bytes that do not compress: their encodings outweigh the JSON.
        let mut seed = 7_u32;
        let noise: Vec<u8> = (0..8_000)
            .map(|_| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                b'a' + (seed >> 24) as u8 % 26
            })
            .collect();
        let cache = HotReads::new(1 << 20);
        let t0 = Instant::now();
        let first = Arc::new(RenderedList::new(1, noise.clone()).expect("render"));
        cache.put("blog".into(), 1, (first.clone(), Arc::new(())), t0, 0);
        let counted = cache.weight();
        first.gzip().expect("gzip");
        first.brotli().expect("brotli");
        assert!(first.held_bytes() > 2 * noise.len(), "the encodings grew it");
        cache.put("blog".into(), 2, (Arc::new(RenderedList::new(2, noise).expect("render")), Arc::new(())), t0, 0);
        assert_eq!(cache.weight(), counted, "what left is what was counted when it came");
    }

    #[test]
    fn the_budget_bounds_the_bytes_held() {
        let one = weight(&list(4_000));
        let cache = HotReads::new(one * 3);
        let t0 = Instant::now();
        for n in 0..10 {
            cache.put(format!("feed:{n}"), 1, kept(4_000), t0, 0);
            // Storing a key again replaces it without counting it twice.
            cache.put(format!("feed:{n}"), 2, kept(4_000), t0, 0);
        }
        assert!(cache.weight() <= one * 3, "{} > {}", cache.weight(), one * 3);
        assert_eq!(cache.len(), 3);
        assert!(cache.fresh("feed:9", t0).is_some() && cache.fresh("feed:0", t0).is_none());
        let too_big = HotReads::new(10);
        too_big.put("big".into(), 1, kept(100), t0, 0);
        assert!(too_big.is_empty());
    }
}
