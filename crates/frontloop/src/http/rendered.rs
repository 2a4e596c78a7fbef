//! Answers from kept reads: the model's encoding (`http::encoded`, made
//! once per revision), `304` when the client's ETag still holds, otherwise
//! the best encoding the client accepts, already compressed.

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use std::sync::Arc;

use serde::Serialize;

use super::encoded::{Encodings, RenderedList};
use crate::app::queries::Answer;
use crate::app::queries::Kept;
use crate::error::{ApiError, ApiResult};

/// The kept encodings, as handlers take them (`Extension`, added by the router).
pub type SharedEncodings = axum::Extension<Arc<Encodings>>;

/// How hard an encoding's brotli pass works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effort {
    /// Quality 5, 1 MiB window: for what a write may replace many times a second.
    Quick,
    /// Quality 9, 4 MiB window: for what changes rarely (the challenge list).
    Thorough,
}

/// The encoding of `kept` as `to_body` shapes it: kept, or made now.
pub fn encoding<'a, T, B: Serialize>(
    encodings: &Encodings,
    kept: &'a Kept<T>,
    effort: Effort,
    to_body: impl FnOnce(&'a T) -> B,
) -> ApiResult<Arc<RenderedList>> {
    encodings
        .get_or_encode(&kept.key, kept.revision, || {
            let json = serde_json::to_vec(&to_body(&kept.model)).map_err(std::io::Error::other)?;
            match effort {
                Effort::Quick => RenderedList::quick(json),
                Effort::Thorough => RenderedList::new(json),
            }
        })
        .map_err(|err| ApiError::Internal(err.into()))
}

/// The answer of a kept model for everybody, as `to_body` shapes it.
pub fn kept<'a, T, B: Serialize>(
    encodings: &Encodings,
    kept: &'a Kept<T>,
    headers: &HeaderMap,
    to_body: impl FnOnce(&'a T) -> B,
) -> ApiResult<Response> {
    Ok(respond(&*encoding(encodings, kept, Effort::Quick, to_body)?, headers))
}

fn etag_value(list: &RenderedList) -> HeaderValue {
    // The ETag is hex in quotes: always a valid header value.
    HeaderValue::from_str(&list.etag).unwrap_or_else(|_| HeaderValue::from_static("\"\""))
}

/// The answer to a request with `headers`: 304 when the client's ETag
/// still holds, otherwise the best encoding the client accepts.
pub fn respond(list: &RenderedList, headers: &HeaderMap) -> Response {
    let etag = list.etag.as_str();
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|tag| tag.trim().trim_start_matches("W/") == etag));
    let common = [
        (header::ETAG, etag_value(list)),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        (header::VARY, HeaderValue::from_static("accept-encoding")),
    ];
    if fresh {
        return (StatusCode::NOT_MODIFIED, common).into_response();
    }
    let json = HeaderValue::from_static("application/json");
    // Only the encoding this client takes is made (once per rendering), and
    // none for a body too short to pay for it; an encoder's failure falls
    // back to the JSON as is.
    let wanted = if list.worth_compressing() { preferred_encoding(headers) } else { Encoding::Identity };
    let (encoding, body) = match wanted {
        Encoding::Brotli => list.brotli().map(|b| (Some("br"), b)),
        Encoding::Gzip => list.gzip().map(|b| (Some("gzip"), b)),
        Encoding::Identity => Ok((None, list.identity.clone())),
    }
    .unwrap_or_else(|_| (None, list.identity.clone()));
    let mut response = (common, [(header::CONTENT_TYPE, json)], body).into_response();
    if let Some(encoding) = encoding {
        // The compression layer leaves responses that carry an encoding alone.
        response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }
    response
}

/// [`respond`] for one signed-in reader's page: no shared cache keeps it.
pub fn respond_private(list: &RenderedList, headers: &HeaderMap) -> Response {
    let mut response = respond(list, headers);
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
    response
}

/// A query's [`Answer`]: a fresh model as JSON, or a kept one (for
/// everybody, or private to the reader) from its encoding, with its ETag.
pub fn answer<T: Serialize>(encodings: &Encodings, answer: Answer<T>, headers: &HeaderMap) -> ApiResult<Response> {
    Ok(match answer {
        Answer::Fresh(model) => axum::Json(model).into_response(),
        Answer::Kept(kept) => respond(&*encoding(encodings, &kept, Effort::Quick, |model| model)?, headers),
        Answer::Private(kept) => respond_private(&*encoding(encodings, &kept, Effort::Quick, |model| model)?, headers),
    })
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
}
