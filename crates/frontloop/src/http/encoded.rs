//! The HTTP encodings of kept reads: a model's JSON with its ETag, and its
//! gzip and brotli bytes made the first time a client asks for them. They
//! are kept here, in the HTTP layer, under the model's cache key and
//! revision (the application keeps the models, `app::read_cache`), and
//! charged to the same byte budget; past it, the least recently used go.
//! A miss costs one serialization, as the same read without a cache would.

use std::collections::{HashMap, VecDeque};
use std::io::Write as _;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use axum::body::Bytes;
use frontloop_domain::hex::hex;
use sha2::{Digest, Sha256};

use crate::app::read_cache::{ByteBudget, CacheKey, Revision};

/// A strong ETag (quoted) of `bytes`: the first 128 bits of their SHA-256.
pub fn strong_etag(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    format!("\"{}\"", hex(&digest[..16]))
}

/// Bodies shorter than this are served as they are: compressing them saves
/// less than it costs (the router's compression layer uses the same bar).
pub const MIN_COMPRESSED_BYTES: usize = 1024;

/// One rendering of a JSON answer, with its ETag. Its gzip and brotli
/// encodings are made the first time a client that accepts them asks, and
/// then kept: a rendering nobody asks compressed (a reader's own page on a
/// client without brotli, say) costs no compression at all.
pub struct RenderedList {
    /// A strong ETag of the JSON bytes, quoted.
    pub etag: String,
    /// The JSON as is.
    pub identity: Bytes,
    gzip: OnceLock<Bytes>,
    brotli: OnceLock<Bytes>,
    /// Brotli's quality and window (log2) for this rendering.
    brotli_settings: (u32, u32),
}

impl RenderedList {
    /// Hashes `json`, to be compressed at brotli quality 9 with a 4 MiB
    /// window: for what changes rarely (the challenge list).
    pub fn new(json: Vec<u8>) -> std::io::Result<RenderedList> {
        // Quality 9 and a 4 MiB window: paid once per import, not per request.
        RenderedList::compressed(json, 9, 22)
    }

    /// Hashes and compresses `json` quickly (brotli quality 5, 1 MiB
    /// window): for renderings that a write may replace many times a second.
    pub fn quick(json: Vec<u8>) -> std::io::Result<RenderedList> {
        RenderedList::compressed(json, 5, 20)
    }

    fn compressed(json: Vec<u8>, quality: u32, window: u32) -> std::io::Result<RenderedList> {
        Ok(RenderedList {
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

/// Bytes an encoding is counted for when kept: its JSON twice over, room
/// for the compressed encodings that clients' first requests make later.
fn weight(list: &RenderedList) -> usize {
    list.held_bytes().max(2 * list.identity.len()) + 64
}

/// Which encoding: a model's key and the revision it was read at.
type EncodingKey = (CacheKey, Revision);

struct Kept {
    list: Arc<RenderedList>,
    size: usize,
    stamp: u64,
}

#[derive(Default)]
struct Entries {
    by_key: HashMap<EncodingKey, Kept>,
    /// The revision each model's encoding is kept at.
    revisions: HashMap<CacheKey, Revision>,
    order: VecDeque<(EncodingKey, u64)>,
    bytes: usize,
    next_stamp: u64,
}

/// The kept encodings, within the read cache's budget.
pub struct Encodings {
    budget: Arc<ByteBudget>,
    inner: Mutex<Entries>,
    pub stats: crate::app::cache_stats::CacheStats,
}

impl Encodings {
    /// None kept yet; counted against `budget`.
    pub fn new(budget: Arc<ByteBudget>) -> Encodings {
        Encodings { budget, inner: Mutex::new(Entries::default()), stats: Default::default() }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Entries> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The encoding of the model `key` read at `revision`: kept, or made
    /// now by `encode` (its JSON) and kept.
    pub fn get_or_encode(
        &self,
        key: &CacheKey,
        revision: Revision,
        encode: impl FnOnce() -> std::io::Result<RenderedList>,
    ) -> std::io::Result<Arc<RenderedList>> {
        let wanted = (key.clone(), revision);
        {
            let mut entries = self.lock();
            entries.next_stamp += 1;
            let stamp = entries.next_stamp;
            if let Some(kept) = entries.by_key.get_mut(&wanted) {
                kept.stamp = stamp;
                let list = kept.list.clone();
                entries.order.push_back((wanted, stamp));
                self.stats.hit();
                return Ok(list);
            }
        }
        self.stats.miss();
        let list = Arc::new(encode()?);
        let size = weight(&list);
        if size > self.budget.limit() {
            return Ok(list);
        }
        let mut entries = self.lock();
        entries.next_stamp += 1;
        let stamp = entries.next_stamp;
        // One revision per model: an older one is never asked for again.
        if let Some(old) = entries.revisions.insert(key.clone(), revision) {
            if let Some(gone) = entries.by_key.remove(&(key.clone(), old)) {
                entries.bytes -= gone.size;
                self.budget.release(gone.size);
            }
        }
        if let Some(gone) = entries.by_key.remove(&wanted) {
            entries.bytes -= gone.size;
            self.budget.release(gone.size);
        }
        entries.by_key.insert(wanted.clone(), Kept { list: list.clone(), size, stamp });
        entries.order.push_back((wanted, stamp));
        entries.bytes += size;
        self.budget.charge(size);
        while self.budget.over() {
            let Some((oldest, stamp)) = entries.order.pop_front() else { break };
            if entries.by_key.get(&oldest).is_some_and(|kept| kept.stamp == stamp) {
                if let Some(gone) = entries.by_key.remove(&oldest) {
                    entries.bytes -= gone.size;
                    self.budget.release(gone.size);
                    self.stats.evicted(1);
                    if entries.revisions.get(&oldest.0) == Some(&oldest.1) {
                        entries.revisions.remove(&oldest.0);
                    }
                }
            }
        }
        if entries.order.len() > 4 * entries.by_key.len() + 64 {
            let Entries { by_key, order, .. } = &mut *entries;
            order.retain(|(key, stamp)| by_key.get(key).is_some_and(|kept| kept.stamp == *stamp));
        }
        Ok(list)
    }

    /// Hits, misses, evictions, bytes and entries, for /metrics.
    pub fn figures(&self) -> crate::app::cache_stats::CacheFigures {
        let (bytes, entries) = self.usage();
        self.stats.figures("encodings", bytes, entries)
    }

    /// Bytes held and encodings kept.
    pub fn usage(&self) -> (usize, usize) {
        let entries = self.lock();
        (entries.bytes, entries.by_key.len())
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::*;
    use crate::app::queries::ReadKey;

    #[test]
    fn every_encoding_carries_the_same_bytes() {
        let json = br#"[{"id":1,"slug":"a"}]"#.repeat(100);
        let list = RenderedList::new(json.clone()).expect("render");
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
        assert!(!RenderedList::new(b"[]".to_vec()).expect("render").worth_compressing());
    }

    #[test]
    fn an_encoding_is_made_once_per_revision_and_the_old_one_goes() {
        let budget = Arc::new(ByteBudget::new(1 << 20));
        let encodings = Encodings::new(budget.clone());
        let key = CacheKey::Read(ReadKey::Blog);
        let mut made = 0;
        for revision in [1, 1, 2, 2] {
            encodings
                .get_or_encode(&key, Revision(revision, 0), || {
                    made += 1;
                    RenderedList::quick(br#"{"a":1}"#.to_vec())
                })
                .expect("encode");
        }
        assert_eq!(made, 2);
        assert_eq!(encodings.usage().1, 1, "revision 1's encoding left when 2's came");
        assert_eq!(budget.used(), encodings.usage().0);
    }

    #[test]
    fn encodings_give_back_their_least_recently_used_past_the_shared_budget() {
        let one = weight(&RenderedList::quick(vec![b'x'; 1_000]).expect("encode"));
        let budget = Arc::new(ByteBudget::new(one * 2));
        let encodings = Encodings::new(budget.clone());
        for post in 0..5 {
            let key = CacheKey::Read(ReadKey::Post(post));
            encodings.get_or_encode(&key, Revision(1, 0), || RenderedList::quick(vec![b'x'; 1_000])).expect("encode");
        }
        assert_eq!(encodings.usage(), (one * 2, 2));
        assert!(budget.used() <= budget.limit());
    }
}
