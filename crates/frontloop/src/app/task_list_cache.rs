//! The rendered challenge list, kept between requests. The list is the
//! largest response the API gives (every brief, for the client's search) and
//! changes only when the catalogue is imported, so it is serialized, hashed
//! and compressed once per revision of the catalogue instead of per request.
//! Each request still asks the database for the revision (one cheap query),
//! so an import by another process or instance shows at once.

use std::io::Write as _;
use std::sync::{Arc, OnceLock, RwLock};

use axum::body::Bytes;
use sha2::{Digest, Sha256};

/// A strong ETag (quoted) of `bytes`: the first 128 bits of their SHA-256.
pub fn strong_etag(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    format!("\"{}\"", hex(&digest[..16]))
}

/// Lowercase hexadecimal of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Bodies shorter than this are served as they are: compressing them saves
/// less than it costs (the router's compression layer uses the same bar).
pub const MIN_COMPRESSED_BYTES: usize = 1024;

/// One rendering of a JSON answer, with its ETag. Its gzip and brotli
/// encodings are made the first time a client that accepts them asks, and
/// then kept: a rendering nobody asks compressed (a reader's own page on a
/// client without brotli, say) costs no compression at all.
pub struct RenderedList {
    revision: i64,
    /// A strong ETag of the JSON bytes, quoted.
    pub etag: String,
    /// The JSON as is.
    pub identity: Bytes,
    gzip: OnceLock<Bytes>,
    brotli: OnceLock<Bytes>,
    /// Brotli's quality and window (log2) for this rendering.
    brotli_settings: (u32, u32),
}

/// The cache: at most one rendering, the latest one asked for.
#[derive(Default)]
pub struct TaskListCache {
    current: RwLock<Option<Arc<RenderedList>>>,
    /// Hits, misses and evictions (a rendering replaced), for /metrics.
    pub stats: super::cache_stats::CacheStats,
}

impl TaskListCache {
    /// The rendering for `revision`, if it is the cached one.
    pub fn get(&self, revision: i64) -> Option<Arc<RenderedList>> {
        let current = self.current.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        let kept = current.as_ref().filter(|list| list.revision == revision).cloned();
        if kept.is_some() {
            self.stats.hit();
        } else {
            self.stats.miss();
        }
        kept
    }

    /// Keeps `list` as the current rendering.
    pub fn put(&self, list: Arc<RenderedList>) {
        let replaced = self.current.write().unwrap_or_else(|poisoned| poisoned.into_inner()).replace(list);
        if replaced.is_some() {
            self.stats.evicted(1);
        }
    }

    /// Bytes held now.
    pub fn weight(&self) -> usize {
        let current = self.current.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        current.as_ref().map_or(0, |list| list.held_bytes())
    }
}

impl RenderedList {
    /// Hashes and compresses `json`, the list at `revision`.
    pub fn new(revision: i64, json: Vec<u8>) -> std::io::Result<RenderedList> {
        // Quality 9 and a 4 MiB window: paid once per import, not per request.
        RenderedList::compressed(revision, json, 9, 22)
    }

    /// Hashes and compresses `json` quickly (brotli quality 5, 1 MiB
    /// window): for renderings that a write may replace many times a second.
    pub fn quick(revision: i64, json: Vec<u8>) -> std::io::Result<RenderedList> {
        RenderedList::compressed(revision, json, 5, 20)
    }

    fn compressed(revision: i64, json: Vec<u8>, quality: u32, window: u32) -> std::io::Result<RenderedList> {
        Ok(RenderedList {
            revision,
            etag: strong_etag(&json),
            identity: Bytes::from(json),
            gzip: OnceLock::new(),
            brotli: OnceLock::new(),
            brotli_settings: (quality, window),
        })
    }

    /// Whether compressing the body pays ([`MIN_COMPRESSED_BYTES`]).
    pub fn worth_compressing(&self) -> bool {
        self.identity.len() >= MIN_COMPRESSED_BYTES
    }

    /// The gzip encoding, made on first use.
    pub fn gzip(&self) -> std::io::Result<Bytes> {
        if let Some(done) = self.gzip.get() {
            return Ok(done.clone());
        }
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gzip.write_all(&self.identity)?;
        let made = Bytes::from(gzip.finish()?);
        Ok(self.gzip.get_or_init(|| made).clone())
    }

    /// The brotli encoding, made on first use.
    pub fn brotli(&self) -> std::io::Result<Bytes> {
        if let Some(done) = self.brotli.get() {
            return Ok(done.clone());
        }
        let (quality, window) = self.brotli_settings;
        let mut brotli = Vec::new();
        {
            let mut writer = brotli::CompressorWriter::new(&mut brotli, 64 * 1024, quality, window);
            writer.write_all(&self.identity)?;
        }
        Ok(self.brotli.get_or_init(|| Bytes::from(brotli)).clone())
    }

    /// Bytes it holds now, in the encodings made so far.
    pub fn held_bytes(&self) -> usize {
        let made = |lock: &OnceLock<Bytes>| lock.get().map_or(0, Bytes::len);
        self.identity.len() + made(&self.gzip) + made(&self.brotli) + self.etag.len()
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::*;

    #[test]
    fn every_encoding_carries_the_same_bytes() {
        let json = br#"[{"id":1,"slug":"a"}]"#.repeat(100);
        let list = RenderedList::new(1, json.clone()).expect("render");
        assert_eq!(list.held_bytes(), json.len() + list.etag.len(), "nothing compressed before it is asked for");
        let mut unzipped = Vec::new();
        let gzip = list.gzip().expect("gzip");
        flate2::read::GzDecoder::new(&gzip[..]).read_to_end(&mut unzipped).expect("gunzip");
        assert_eq!(unzipped, json);
        assert_eq!(list.held_bytes(), json.len() + gzip.len() + list.etag.len(), "gzip made, brotli not");
        let mut unbrotli = Vec::new();
        let brotli = list.brotli().expect("brotli");
        brotli::Decompressor::new(&brotli[..], 4096).read_to_end(&mut unbrotli).expect("unbrotli");
        assert_eq!(unbrotli, json);
        assert!(brotli.len() < json.len() / 4);
        assert_eq!(list.brotli().expect("again"), brotli, "made once");
        assert!(list.worth_compressing());
        assert!(!RenderedList::new(1, b"[]".to_vec()).expect("render").worth_compressing());
    }

    #[test]
    fn keeps_only_the_asked_revision() {
        let cache = TaskListCache::default();
        assert!(cache.get(1).is_none());
        cache.put(Arc::new(RenderedList::new(1, b"[]".to_vec()).expect("render")));
        assert!(cache.get(1).is_some());
        assert!(cache.get(2).is_none(), "another revision is a miss");
    }
}
