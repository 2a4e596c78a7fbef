//! What each in-memory cache of reads does: hits, misses and evictions,
//! counted as they happen (relaxed atomics: no lock on the read path), and
//! written to `/metrics` with the bytes each holds (docs/operations.md).

use std::sync::atomic::{AtomicU64, Ordering};

/// The counters of one cache.
#[derive(Debug, Default)]
pub struct CacheStats {
    hits: AtomicU64,
    misses: AtomicU64,
    evictions: AtomicU64,
}

impl CacheStats {
    /// A read answered from the cache.
    pub fn hit(&self) {
        self.hits.fetch_add(1, Ordering::Relaxed);
    }

    /// A read the cache could not answer (it was rendered or derived again).
    pub fn miss(&self) {
        self.misses.fetch_add(1, Ordering::Relaxed);
    }

    /// `count` entries pushed out to stay within the budget.
    pub fn evicted(&self, count: u64) {
        self.evictions.fetch_add(count, Ordering::Relaxed);
    }

    /// The figures of the cache `name`, which holds `bytes` in `entries`.
    pub fn figures(&self, name: &'static str, bytes: usize, entries: usize) -> CacheFigures {
        CacheFigures {
            name,
            hits: self.hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            evictions: self.evictions.load(Ordering::Relaxed),
            bytes,
            entries,
        }
    }
}

/// One cache's figures at a scrape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheFigures {
    pub name: &'static str,
    pub hits: u64,
    pub misses: u64,
    pub evictions: u64,
    pub bytes: usize,
    pub entries: usize,
}
