//! The operators' metrics: each request recorded under its route template,
//! and `GET /metrics` (Prometheus text format) on its own listener
//! (`FRONTLOOP_METRICS_ADDR`), never on the public address.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};

use super::encoded::Encodings;
use super::rendered::SharedEncodings;
use crate::app::state::AppState;
use crate::error::ApiResult;

/// The route label of requests that no route matched (the web app's pages
/// and unknown paths): one label, however many paths.
const UNMATCHED: &str = "(unmatched)";

/// Records the request's method, route template, status and latency. Runs
/// after routing (added with `Router::layer`), where the template is known.
pub async fn record(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let route = request.extensions().get::<MatchedPath>().map(|path| path.as_str().to_owned());
    let response = next.run(request).await;
    let route = route.as_deref().unwrap_or(UNMATCHED);
    state.metrics.record_request(method.as_str(), route, response.status().as_u16(), started.elapsed());
    response
}

/// The metrics listener's router: `/metrics` only.
pub fn router(state: AppState, encodings: Arc<Encodings>) -> Router {
    Router::new().route("/metrics", get(scrape)).layer(axum::Extension(encodings)).with_state(state)
}

async fn scrape(State(state): State<AppState>, Extension(encodings): SharedEncodings) -> ApiResult<Response> {
    let text = crate::app::queries::site::metrics_text(state.reads(), &[encodings.figures()]).await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], text).into_response())
}
