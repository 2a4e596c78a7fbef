//! Answers derived from a learner's progress, kept between requests.
//!
//! A learner with a thousand progress records costs a thousand-row read,
//! a join with the challenges and a large serialization on every visit to
//! their profile or achievements; yet those records change only when the
//! learner acts. Each entry is stored with the [`LearnerRevision`] it was
//! derived at, and a request first asks the store for the current revision
//! (one cheap query, moved in the same transaction as every progress
//! change), so another instance's writes invalidate it as surely as ours.
//!
//! The cache is bounded by weight: when it grows past its budget the
//! least recently used entries go.

use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;

use frontloop_store::models::LearnerRevision;
use frontloop_store::{Store, StoreError};

/// A bounded map from learner to a value derived at a revision.
pub struct LearnerCache<V> {
    budget: usize,
    inner: Mutex<Inner<V>>,
    /// Hits, misses and evictions, for /metrics.
    pub stats: super::cache_stats::CacheStats,
}

struct Inner<V> {
    entries: HashMap<i64, Entry<V>>,
    weight: usize,
    clock: u64,
}

struct Entry<V> {
    revision: LearnerRevision,
    value: V,
    weight: usize,
    last_used: u64,
}

impl<V: Clone> LearnerCache<V> {
    /// A cache holding at most `budget` units of weight (bytes, say).
    pub fn new(budget: usize) -> Self {
        LearnerCache {
            budget,
            inner: Mutex::new(Inner { entries: HashMap::new(), weight: 0, clock: 0 }),
            stats: Default::default(),
        }
    }

    /// The value for `user_id`, if it was derived at `revision`.
    pub fn get(&self, user_id: i64, revision: LearnerRevision) -> Option<V> {
        let mut inner = self.lock();
        inner.clock += 1;
        let clock = inner.clock;
        let Some(entry) = inner.entries.get_mut(&user_id).filter(|e| e.revision == revision) else {
            self.stats.miss();
            return None;
        };
        entry.last_used = clock;
        self.stats.hit();
        Some(entry.value.clone())
    }

    /// Keeps `value`, derived at `revision`, in place of what `user_id` had.
    /// A value heavier than the whole budget is not kept.
    pub fn put(&self, user_id: i64, revision: LearnerRevision, value: V, weight: usize) {
        let mut inner = self.lock();
        if let Some(old) = inner.entries.remove(&user_id) {
            inner.weight -= old.weight;
        }
        if weight > self.budget {
            return;
        }
        inner.clock += 1;
        let last_used = inner.clock;
        inner.weight += weight;
        inner.entries.insert(user_id, Entry { revision, value, weight, last_used });
        if inner.weight > self.budget {
            let evicted = inner.evict_down_to(self.budget / 4 * 3);
            self.stats.evicted(evicted);
        }
    }

    /// The value for `user_id` at their current revision: the kept one, or
    /// one made by `derive` (and kept, weighing `weigh` of it). The revision
    /// is read before `derive` reads the records, so a change in between
    /// leaves newer data under the older revision, which the next request
    /// sees as stale, never stale data under the newer one.
    pub async fn get_or_derive<E, Fut>(
        &self,
        store: &dyn Store,
        user_id: i64,
        derive: impl FnOnce() -> Fut,
        weigh: impl FnOnce(&V) -> usize,
    ) -> Result<V, E>
    where
        E: From<StoreError>,
        Fut: Future<Output = Result<V, E>>,
    {
        let revision = store.learner_revision(user_id).await?;
        if let Some(value) = self.get(user_id, revision) {
            return Ok(value);
        }
        let value = derive().await?;
        self.put(user_id, revision, value.clone(), weigh(&value));
        Ok(value)
    }

    /// How many learners and how much weight are kept (for tests).
    pub fn usage(&self) -> (usize, usize) {
        let inner = self.lock();
        (inner.entries.len(), inner.weight)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner<V>> {
        // A panic while holding the lock leaves a consistent map (every
        // mutation is complete before the next), so poisoning is ignored.
        self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl<V> Inner<V> {
    /// Drops the least recently used entries until `target` is reached,
    /// sorting once rather than searching once per eviction.
    /// Drops the least recently used entries until `target`; how many went.
    fn evict_down_to(&mut self, target: usize) -> u64 {
        let mut by_age: Vec<(u64, i64)> = self.entries.iter().map(|(id, e)| (e.last_used, *id)).collect();
        by_age.sort_unstable();
        let mut evicted = 0;
        for (_, id) in by_age {
            if self.weight <= target {
                break;
            }
            if let Some(old) = self.entries.remove(&id) {
                self.weight -= old.weight;
                evicted += 1;
            }
        }
        evicted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(progress: i64) -> LearnerRevision {
        LearnerRevision { progress, catalogue: 10 }
    }

    #[test]
    fn a_value_is_found_only_at_its_revision() {
        let cache = LearnerCache::new(100);
        cache.put(1, at(3), "three", 10);
        assert_eq!(cache.get(1, at(3)), Some("three"));
        assert_eq!(cache.get(1, at(4)), None, "the learner changed something");
        assert_eq!(cache.get(1, LearnerRevision { progress: 3, catalogue: 11 }), None, "the catalogue changed");
        assert_eq!(cache.get(2, at(3)), None, "another learner");
    }

    #[test]
    fn a_new_value_replaces_the_old_one_and_its_weight() {
        let cache = LearnerCache::new(100);
        cache.put(1, at(3), "three", 10);
        cache.put(1, at(4), "four", 30);
        assert_eq!(cache.get(1, at(4)), Some("four"));
        assert_eq!(cache.usage(), (1, 30));
    }

    #[test]
    fn the_least_recently_used_go_first_when_over_budget() {
        let cache = LearnerCache::new(100);
        for user in 1..=4 {
            cache.put(user, at(0), user, 25);
        }
        // Learner 1 is read, so 2 is now the least recently used.
        assert_eq!(cache.get(1, at(0)), Some(1));
        cache.put(5, at(0), 5, 25);
        assert_eq!(cache.get(2, at(0)), None);
        assert_eq!(cache.get(3, at(0)), None);
        assert_eq!(cache.get(1, at(0)), Some(1));
        assert_eq!(cache.get(5, at(0)), Some(5));
        assert!(cache.usage().1 <= 75);
    }

    #[test]
    fn a_value_heavier_than_the_budget_is_not_kept() {
        let cache = LearnerCache::new(100);
        cache.put(1, at(0), "small", 10);
        cache.put(1, at(1), "huge", 101);
        assert_eq!(cache.get(1, at(1)), None);
        assert_eq!(cache.get(1, at(0)), None, "the old value is gone too");
        assert_eq!(cache.usage(), (0, 0));
    }
}
