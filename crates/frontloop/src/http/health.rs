//! `GET /api/health`: 200 once the database answers, 503 otherwise.

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::app::state::AppState;
use crate::error::ApiResult;

/// The health answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok`.
    pub status: &'static str,
    /// `sqlite` or `postgres`.
    pub database: &'static str,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(health))
}

/// Reports whether the server can reach its (migrated) database.
#[utoipa::path(get, path = "/health", tag = "health",
    responses((status = 200, body = Health), (status = 503, body = crate::error::ErrorBody)))]
pub async fn health(State(state): State<AppState>) -> ApiResult<Json<Health>> {
    state.store.ping().await?;
    Ok(Json(Health { status: "ok", database: state.store.backend() }))
}
