//! `GET /media/{path}`: images of the catalogue, stored in the database by
//! the content import so that every instance serves the same files.

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::app::state::AppState;

/// Serves one catalogue file with its ETag; 304 when the client has it.
pub async fn serve_media(State(state): State<AppState>, Path(path): Path<String>, headers: HeaderMap) -> Response {
    let media = match crate::app::queries::site::media(state.reads(), &path).await {
        Ok(Some(media)) => media,
        Ok(None) => return (StatusCode::NOT_FOUND, "Not found").into_response(),
        Err(err) => return crate::error::ApiError::from(err).into_response(),
    };
    respond(media, &headers, "public, max-age=86400")
}

/// A stored file (a catalogue image, a screenshot) with its ETag and
/// `cache_control`; 304 when the client has it.
pub fn respond(media: frontloop_store::models::Media, headers: &HeaderMap, cache_control: &str) -> Response {
    let etag = format!("\"{}\"", media.etag);
    let cache = [(header::ETAG, etag.clone()), (header::CACHE_CONTROL, cache_control.to_owned())];
    let fresh = headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) == Some(etag.as_str());
    if fresh {
        return (StatusCode::NOT_MODIFIED, cache).into_response();
    }
    // SVG from the catalogue is shown only as an image; this policy keeps a
    // file opened directly from running scripts all the same.
    (
        cache,
        [
            (header::CONTENT_TYPE, media.content_type),
            (header::CONTENT_SECURITY_POLICY, "default-src 'none'; style-src 'unsafe-inline'; sandbox".to_owned()),
        ],
        media.body,
    )
        .into_response()
}
