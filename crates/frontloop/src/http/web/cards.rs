//! `GET /social/{kind}/{key}.png`: the social cards that pages name as
//! their `og:image` (docs/accounts.md, "Social cards").

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::app::social_cards::{self, CardKind};
use crate::app::state::AppState;
use crate::error::{ApiError, ApiResult};

/// The card's revision, as pages link it.
#[derive(Debug, Deserialize)]
pub struct CardQuery {
    v: Option<String>,
}

/// The PNG of a card. Linked with its revision (`?v=`), it never changes:
/// cached for a year; without it (or with an old one) for five minutes.
/// Always with an ETag, answered 304 when it matches.
pub async fn serve_card(
    State(state): State<AppState>,
    Path((segment, file)): Path<(String, String)>,
    Query(query): Query<CardQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let not_found = || ApiError::not_found("Card");
    let kind = CardKind::from_segment(&segment).ok_or_else(not_found)?;
    let key = file.strip_suffix(".png").filter(|k| !k.is_empty() && k.len() <= 100).ok_or_else(not_found)?;
    let spec = social_cards::spec_for(state.social_cards(), kind, key).await?;
    let etag = format!("\"{}\"", spec.revision);
    let cache = if query.v.as_deref() == Some(spec.revision.as_str()) {
        "public, max-age=31536000, immutable"
    } else {
        "public, max-age=300"
    };
    let etag_value = HeaderValue::from_str(&etag).map_err(|e| ApiError::Internal(e.into()))?;
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|tags| tags.split(',').any(|tag| tag.trim() == etag || tag.trim() == "*"));
    if matches {
        return Ok((
            StatusCode::NOT_MODIFIED,
            [(header::ETAG, etag_value), (header::CACHE_CONTROL, HeaderValue::from_static(cache))],
        )
            .into_response());
    }
    let png = social_cards::png(state.social_cards(), spec).await?;
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
            (header::ETAG, etag_value),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        png,
    )
        .into_response())
}
