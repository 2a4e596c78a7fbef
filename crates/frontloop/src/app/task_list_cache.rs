//! The rendered challenge list, kept between requests. The list is the
//! largest response the API gives (every brief, for the client's search) and
//! changes only when the catalogue is imported, so it is serialized, hashed
//! and compressed once per revision of the catalogue instead of per request.
//! Each request still asks the database for the revision (one cheap query),
//! so an import by another process or instance shows at once.

use std::io::Write as _;
use std::sync::{Arc, RwLock};

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

/// One rendering of the list, in each encoding a client may accept.
pub struct RenderedList {
    revision: i64,
    /// A strong ETag of the JSON bytes, quoted.
    pub etag: String,
    /// The JSON as is, gzipped and brotli-compressed.
    pub identity: Bytes,
    pub gzip: Bytes,
    pub brotli: Bytes,
}

/// The cache: at most one rendering, the latest one asked for.
#[derive(Default)]
pub struct TaskListCache {
    current: RwLock<Option<Arc<RenderedList>>>,
}

impl TaskListCache {
    /// The rendering for `revision`, if it is the cached one.
    pub fn get(&self, revision: i64) -> Option<Arc<RenderedList>> {
        let current = self.current.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        current.as_ref().filter(|list| list.revision == revision).cloned()
    }

    /// Keeps `list` as the current rendering.
    pub fn put(&self, list: Arc<RenderedList>) {
        *self.current.write().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(list);
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
        let etag = strong_etag(&json);
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gzip.write_all(&json)?;
        let gzip = gzip.finish()?;
        let mut brotli = Vec::new();
        {
            let mut writer = brotli::CompressorWriter::new(&mut brotli, 64 * 1024, quality, window);
            writer.write_all(&json)?;
        }
        Ok(RenderedList {
            revision,
            etag,
            identity: Bytes::from(json),
            gzip: Bytes::from(gzip),
            brotli: Bytes::from(brotli),
        })
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
        let mut unzipped = Vec::new();
        flate2::read::GzDecoder::new(&list.gzip[..]).read_to_end(&mut unzipped).expect("gunzip");
        assert_eq!(unzipped, json);
        let mut unbrotli = Vec::new();
        brotli::Decompressor::new(&list.brotli[..], 4096).read_to_end(&mut unbrotli).expect("unbrotli");
        assert_eq!(unbrotli, json);
        assert!(list.brotli.len() < json.len() / 4);
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
