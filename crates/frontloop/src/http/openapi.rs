//! `GET /api/openapi.json`: the API described from the code.

use axum::routing::get;
use axum::{Json, Router};
use utoipa::OpenApi;

use crate::state::AppState;

/// The OpenAPI document of every `/api` route.
#[derive(OpenApi)]
#[openapi(
    info(title = "Frontloop API", description = "The JSON API behind the Frontloop web app. Errors are `{success: false, code, message}`."),
    paths(
        crate::http::health::health,
        crate::http::stats::platform_stats,
        crate::http::tasks::list_tasks,
    ),
    components(schemas(crate::error::ErrorBody))
)]
pub struct ApiDoc;

pub fn router() -> Router<AppState> {
    Router::new().route("/openapi.json", get(|| async { Json(ApiDoc::openapi()) }))
}
