//! Rendered social cards kept in memory, by card and revision, within a
//! byte budget: a card is drawn once per revision of what it shows, then
//! served from here (docs/accounts.md, "Social cards").

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, PoisonError};

use axum::body::Bytes;

/// The default budget: about 200 text cards.
pub const DEFAULT_BUDGET_BYTES: usize = 32 * 1024 * 1024;

/// Cards by `"{kind}/{key}@{revision}"`, evicted oldest first when the
/// bytes they hold pass the budget.
#[derive(Debug)]
pub struct CardCache {
    budget: usize,
    inner: Mutex<Entries>,
    /// Hits, misses and evictions, for /metrics.
    pub stats: super::cache_stats::CacheStats,
}

#[derive(Debug, Default)]
struct Entries {
    cards: HashMap<String, Bytes>,
    order: VecDeque<String>,
    bytes: usize,
}

impl CardCache {
    /// An empty cache holding at most `budget` bytes of PNG.
    pub fn new(budget: usize) -> CardCache {
        CardCache { budget, inner: Mutex::new(Entries::default()), stats: Default::default() }
    }

    /// The card stored under `key`, if any.
    pub fn get(&self, key: &str) -> Option<Bytes> {
        let card = self.inner.lock().unwrap_or_else(PoisonError::into_inner).cards.get(key).cloned();
        if card.is_some() {
            self.stats.hit();
        } else {
            self.stats.miss();
        }
        card
    }

    /// Stores `png` under `key`, evicting the oldest cards past the budget
    /// (a card larger than the whole budget is not kept).
    pub fn put(&self, key: String, png: Bytes) {
        if png.len() > self.budget {
            return;
        }
        let mut entries = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.cards.contains_key(&key) {
            return;
        }
        entries.bytes += png.len();
        entries.order.push_back(key.clone());
        entries.cards.insert(key, png);
        while entries.bytes > self.budget {
            let Some(oldest) = entries.order.pop_front() else { break };
            if let Some(gone) = entries.cards.remove(&oldest) {
                entries.bytes -= gone.len();
                self.stats.evicted(1);
            }
        }
    }

    /// Bytes held (for /metrics and the tests).
    pub fn weight(&self) -> usize {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner).bytes
    }

    /// Cards held.
    pub fn len(&self) -> usize {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner).cards.len()
    }

    /// Whether no card is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Default for CardCache {
    fn default() -> CardCache {
        CardCache::new(DEFAULT_BUDGET_BYTES)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_cards_within_the_budget_oldest_out_first() {
        let cache = CardCache::new(10);
        cache.put("a".into(), Bytes::from_static(b"1234"));
        cache.put("b".into(), Bytes::from_static(b"1234"));
        assert_eq!((cache.len(), cache.weight()), (2, 8));
        cache.put("c".into(), Bytes::from_static(b"1234"));
        assert_eq!(cache.get("a"), None, "the oldest went");
        assert_eq!(cache.get("c").as_deref(), Some(&b"1234"[..]));
        assert_eq!(cache.weight(), 8);
        cache.put("huge".into(), Bytes::from_static(b"0123456789ab"));
        assert_eq!(cache.get("huge"), None, "larger than the budget");
        cache.put("c".into(), Bytes::from_static(b"xxxx"));
        assert_eq!(cache.get("c").as_deref(), Some(&b"1234"[..]), "one revision, one card");
    }
}
