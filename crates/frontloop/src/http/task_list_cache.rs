//! The rendered challenge list, kept between requests. The list is the
//! largest response the API gives (every brief, for the client's search) and
//! changes only when the catalogue is imported, so it is serialized, hashed
//! and compressed once per revision of the catalogue instead of per request.
//! Each request still asks the database for the revision (one cheap query),
//! so an import by another process or instance shows at once.

use std::io::Write as _;
use std::sync::{Arc, RwLock};

use axum::body::Bytes;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

use crate::error::ApiError;

/// One rendering of the list, in each encoding a client may accept.
pub struct RenderedList {
    revision: (i64, i64),
    etag: HeaderValue,
    identity: Bytes,
    gzip: Bytes,
    brotli: Bytes,
}

/// The cache: at most one rendering, the latest one asked for.
#[derive(Default)]
pub struct TaskListCache {
    current: RwLock<Option<Arc<RenderedList>>>,
}

impl TaskListCache {
    /// The rendering for `revision`, if it is the cached one.
    pub fn get(&self, revision: (i64, i64)) -> Option<Arc<RenderedList>> {
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
    pub fn new(revision: (i64, i64), json: Vec<u8>) -> Result<RenderedList, ApiError> {
        let digest = Sha256::digest(&json);
        let etag = format!("\"{}\"", super::tasks::hex(&digest[..16]));
        let etag = HeaderValue::from_str(&etag).map_err(|e| ApiError::Internal(e.to_string()))?;
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gzip.write_all(&json).map_err(|e| ApiError::Internal(e.to_string()))?;
        let gzip = gzip.finish().map_err(|e| ApiError::Internal(e.to_string()))?;
        let mut brotli = Vec::new();
        {
            // Quality 9 and a 4 MiB window: paid once per import, not per request.
            let mut writer = brotli::CompressorWriter::new(&mut brotli, 64 * 1024, 9, 22);
            writer.write_all(&json).map_err(|e| ApiError::Internal(e.to_string()))?;
        }
        Ok(RenderedList {
            revision,
            etag,
            identity: Bytes::from(json),
            gzip: Bytes::from(gzip),
            brotli: Bytes::from(brotli),
        })
    }

    /// The answer to a request with `headers`: 304 when the client's ETag
    /// still holds, otherwise the best encoding the client accepts.
    pub fn respond(&self, headers: &HeaderMap) -> Response {
        let etag = self.etag.to_str().unwrap_or_default();
        let fresh = headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|tag| tag.trim().trim_start_matches("W/") == etag));
        let common = [
            (header::ETAG, self.etag.clone()),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (header::VARY, HeaderValue::from_static("accept-encoding")),
        ];
        if fresh {
            return (StatusCode::NOT_MODIFIED, common).into_response();
        }
        let json = HeaderValue::from_static("application/json");
        let (encoding, body) = match preferred_encoding(headers) {
            Encoding::Brotli => (Some("br"), self.brotli.clone()),
            Encoding::Gzip => (Some("gzip"), self.gzip.clone()),
            Encoding::Identity => (None, self.identity.clone()),
        };
        let mut response = (common, [(header::CONTENT_TYPE, json)], body).into_response();
        if let Some(encoding) = encoding {
            // The compression layer leaves responses that carry an encoding alone.
            response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
        }
        response
    }
}

/// A content coding the list is kept in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Brotli,
    Gzip,
    Identity,
}

/// Brotli when accepted, else gzip when accepted, else none; a coding
/// listed with `q=0` is refused.
pub fn preferred_encoding(headers: &HeaderMap) -> Encoding {
    let Some(accept) = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()) else {
        return Encoding::Identity;
    };
    let accepts = |wanted: &str| {
        accept.split(',').any(|part| {
            let mut pieces = part.split(';');
            let coding = pieces.next().unwrap_or_default().trim();
            let refused = pieces.any(|p| {
                p.trim().strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok()).is_some_and(|q| q <= 0.0)
            });
            coding.eq_ignore_ascii_case(wanted) && !refused
        })
    };
    if accepts("br") {
        Encoding::Brotli
    } else if accepts("gzip") {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::*;

    fn accept(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).expect("header"));
        headers
    }

    #[test]
    fn picks_the_best_accepted_encoding() {
        assert_eq!(preferred_encoding(&HeaderMap::new()), Encoding::Identity);
        assert_eq!(preferred_encoding(&accept("gzip, deflate, br, zstd")), Encoding::Brotli);
        assert_eq!(preferred_encoding(&accept("gzip")), Encoding::Gzip);
        assert_eq!(preferred_encoding(&accept("br;q=0, gzip;q=0.5")), Encoding::Gzip);
        assert_eq!(preferred_encoding(&accept("identity")), Encoding::Identity);
        assert_eq!(preferred_encoding(&accept("BR")), Encoding::Brotli);
    }

    #[test]
    fn every_encoding_carries_the_same_bytes() {
        let json = br#"[{"id":1,"slug":"a"}]"#.repeat(100);
        let list = RenderedList::new((1, 2), json.clone()).expect("render");
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
        assert!(cache.get((1, 1)).is_none());
        cache.put(Arc::new(RenderedList::new((1, 1), b"[]".to_vec()).expect("render")));
        assert!(cache.get((1, 1)).is_some());
        assert!(cache.get((1, 2)).is_none(), "another revision is a miss");
    }
}
