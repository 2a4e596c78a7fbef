//! The router: the JSON API under `/api`, catalogue media under `/media`,
//! and the web app for everything else, wrapped in the cross-cutting layers.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header, HeaderName, HeaderValue, Method};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::predicate::{Predicate, SizeAbove};
use tower_http::compression::{CompressionLayer, DefaultPredicate};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

use crate::app::state::AppState;
use crate::config::Config;
use crate::error::{ApiError, ServerErrorCause};
use crate::http;
use crate::http::encoded::Encodings;
use crate::http::web;
use crate::http::web::spa::WebApp;

/// The largest request body the API accepts.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The Content-Security-Policy of every response: scripts only from our own
/// origin, plus one inline script known by its hash (in `index.html`'s
/// head: the theme chosen, put on `<html>` before the first paint without
/// a request in the way, and the loader of the app's code once the page's
/// first view has painted); no framing, no plugins. A test hashes every
/// inline script of `index.html` against this list.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'sha256-RGqpz8dgEcR6EM/gAMrq88/qhtUerqJCvkLZS1F63NY='; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; \
    object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// How long a request may take, by route class. Sign-in calls GitHub up
/// to three times, each bounded by `GITHUB_TIMEOUT_SECS`; other API calls
/// only touch the database; pages and files are served from memory or the
/// database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestTimeouts {
    /// `/api/auth/*`.
    pub sign_in: Duration,
    /// Every other `/api` route.
    pub api: Duration,
    /// Web pages, assets and media.
    pub web: Duration,
}

impl RequestTimeouts {
    /// The limits for `config`.
    pub fn from_config(config: &Config) -> RequestTimeouts {
        RequestTimeouts {
            sign_in: Duration::from_secs(config.github_timeout_secs.saturating_mul(3).saturating_add(5)),
            api: Duration::from_secs(15),
            web: Duration::from_secs(10),
        }
    }

    /// The limit of a request for `path`.
    pub fn for_path(&self, path: &str) -> Duration {
        if path.starts_with("/api/auth/") {
            self.sign_in
        } else if path.starts_with("/api/") {
            self.api
        } else {
            self.web
        }
    }
}

/// Ends a request that runs past its route class's limit with a `503`
/// (`code: timeout`); the body it was reading, if any, is dropped with it.
async fn request_timeout(timeouts: RequestTimeouts, request: Request, next: Next) -> Response {
    let limit = timeouts.for_path(request.uri().path());
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => ApiError::TimedOut.into_response(),
    }
}

/// After a write (any method but GET, HEAD and OPTIONS), before its answer
/// leaves: this instance's hot reads ask for their revision again and its
/// held sessions are read again, so that everybody it serves sees the write
/// at once; and an instance that has just joined others waits until their
/// leases of being alone have run out (`app::presence`).
async fn note_writes(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let writes = !matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    let response = next.run(request).await;
    if writes {
        state.read_cache.note_local_write();
        state.presence.hold_writes().await;
    }
    response
}

/// Builds the whole application; the kept reads' `encodings` (shared with
/// the metrics listener, which reports them).
pub fn router(state: AppState, web_app: WebApp, encodings: Arc<Encodings>) -> Router {
    let timeouts = RequestTimeouts::from_config(&state.config);
    // Each `Router::layer` call boxes every route once more, and a request
    // clones its route's boxes: layers go in as few stacks as they can
    // (each listed outermost first); a `from_fn` middleware needs a route
    // of its own below it.
    let headers_and_body = ServiceBuilder::new()
        .layer(security_header(HeaderName::from_static("cross-origin-opener-policy"), "same-origin"))
        .layer(security_header(header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .layer(security_header(header::X_FRAME_OPTIONS, "DENY"))
        .layer(security_header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(security_header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        // Bodies under the bar go as they are: compressing them costs more
        // than it saves (kept renderings follow the same bar).
        .layer(CompressionLayer::new().compress_when(
            DefaultPredicate::new().and(SizeAbove::new(crate::http::encoded::MIN_COMPRESSED_BYTES as u16)),
        ))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES));
    let traced = ServiceBuilder::new()
        .layer(
            TraceLayer::new_for_http()
                // Only method and path: query strings of the sign-in routes
                // carry codes and states that must never reach a log.
                .make_span_with(|req: &Request| {
                    tracing::info_span!(
                        "request",
                        method = %req.method(),
                        path = %req.uri().path(),
                        request_id = %http::request_id::of(req)
                    )
                })
                .on_response(log_response)
                // Failures are logged once, with their cause, by `log_response`.
                .on_failure(()),
        )
        .layer(CatchPanicLayer::custom(|_| {
            axum::response::IntoResponse::into_response(ApiError::Internal("handler panicked".into()))
        }));
    Router::new()
        .nest("/api", http::api_router())
        .merge(web::router(web_app))
        .layer(axum::Extension(encodings))
        // Added first, so it wraps each route: the route template is known.
        .layer(middleware::from_fn_with_state(state.clone(), http::metrics::record))
        .layer(middleware::from_fn_with_state(state.clone(), note_writes))
        .with_state(state)
        .layer(headers_and_body)
        .layer(middleware::from_fn(move |request: Request, next: Next| request_timeout(timeouts, request, next)))
        .layer(traced)
        // Outermost: the trace span above reads the id it sets.
        .layer(middleware::from_fn(http::request_id::assign))
}

/// Logs each answer at debug level, and each server error (5xx) once, at
/// error level, with its chain of causes (`crate::error::ServerErrorCause`,
/// which an `ApiError` leaves on its answer); the request's span adds the
/// method, path and request id.
fn log_response<B>(res: &axum::http::Response<B>, latency: Duration, _span: &tracing::Span) {
    let status = res.status().as_u16();
    let latency_us = latency.as_micros() as u64;
    if res.status().is_server_error() {
        let cause = res.extensions().get::<ServerErrorCause>().map_or("no cause recorded", |cause| cause.0.as_str());
        tracing::error!(status, latency_us, error = %cause, "request failed");
    } else {
        tracing::debug!(status, latency_us, "response");
    }
}

/// Sets a header unless the handler chose its own (the sign-in callback
/// page tightens the Referrer-Policy, for instance).
fn security_header(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_route_class_has_its_limit() {
        let timeouts = RequestTimeouts {
            sign_in: Duration::from_secs(35),
            api: Duration::from_secs(15),
            web: Duration::from_secs(10),
        };
        assert_eq!(timeouts.for_path("/api/auth/github/callback"), Duration::from_secs(35));
        assert_eq!(timeouts.for_path("/api/tasks"), Duration::from_secs(15));
        assert_eq!(timeouts.for_path("/challenges/faq"), Duration::from_secs(10));
        assert_eq!(timeouts.for_path("/apis"), Duration::from_secs(10));
    }

    /// The log lines written while `run` runs, at every level.
    fn logged(run: impl FnOnce()) -> String {
        #[derive(Clone, Default)]
        struct Buffer(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
        impl std::io::Write for Buffer {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                self.0.lock().map_err(|_| std::io::Error::other("poisoned"))?.extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let buffer = Buffer::default();
        let writer = buffer.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::DEBUG)
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        tracing::subscriber::with_default(subscriber, run);
        let bytes = buffer.0.lock().map(|b| b.clone()).unwrap_or_default();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    #[test]
    fn a_server_error_is_logged_once_with_its_causes() {
        let cause = std::io::Error::other("disk full");
        let store = frontloop_store::StoreError::Internal(sqlx::Error::Io(cause));
        let response = ApiError::from(store).into_response();
        let lines = logged(|| log_response(&response, Duration::from_millis(3), &tracing::Span::none()));
        assert_eq!(lines.matches("request failed").count(), 1, "{lines}");
        assert!(lines.contains("ERROR") && lines.contains("disk full") && lines.contains("status=500"), "{lines}");

        let fine = axum::http::Response::new(());
        let lines = logged(|| log_response(&fine, Duration::from_millis(1), &tracing::Span::none()));
        assert!(!lines.contains("ERROR") && lines.contains("status=200"), "{lines}");
    }
}
