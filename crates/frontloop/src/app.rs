//! The router: the JSON API under `/api`, catalogue media under `/media`,
//! and the web app for everything else, wrapped in the cross-cutting layers.

use std::time::Duration;

use axum::extract::{DefaultBodyLimit, Request};
use axum::http::{header, HeaderName, HeaderValue};
use axum::Router;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

use crate::error::ApiError;
use crate::http;
use crate::state::AppState;
use crate::web;

/// The largest request body the API accepts.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The Content-Security-Policy of every response: scripts only from our own
/// origin (no inline script), no framing, no plugins.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; \
    object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Builds the whole application.
pub fn router(state: AppState) -> Router {
    Router::new()
        .nest("/api", http::api_router())
        .merge(web::router())
        .with_state(state)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(CompressionLayer::new())
        .layer(security_header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        .layer(security_header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(security_header(header::X_FRAME_OPTIONS, "DENY"))
        .layer(security_header(header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .layer(security_header(
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ))
        .layer(CatchPanicLayer::custom(|_| {
            axum::response::IntoResponse::into_response(ApiError::Internal("handler panicked".into()))
        }))
        .layer(
            TraceLayer::new_for_http()
                // Only method and path: query strings of the sign-in routes
                // carry codes and states that must never reach a log.
                .make_span_with(|req: &Request| {
                    tracing::info_span!("request", method = %req.method(), path = %req.uri().path())
                })
                .on_response(|res: &axum::response::Response, latency: Duration, _span: &tracing::Span| {
                    tracing::debug!(status = res.status().as_u16(), latency_us = latency.as_micros() as u64, "response");
                }),
        )
}

/// Sets a header unless the handler chose its own (the sign-in callback
/// page tightens the Referrer-Policy, for instance).
fn security_header(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
}
