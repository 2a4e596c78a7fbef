//! `GET /api/health` (readiness): 200 once the database answers, 503
//! otherwise. `GET /api/health/live` (liveness): 200 while the process
//! serves requests, without touching the database.

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
    OpenApiRouter::new().routes(routes!(health)).routes(routes!(live))
}

/// The liveness answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct Live {
    /// `ok`.
    pub status: &'static str,
}

/// Answers while the process serves requests; never touches the database,
/// so a database outage does not get healthy instances restarted.
#[utoipa::path(get, path = "/health/live", tag = "health", responses((status = 200, body = Live)))]
pub async fn live() -> Json<Live> {
    Json(Live { status: "ok" })
}

/// Reports whether the server can reach its (migrated) database.
#[utoipa::path(get, path = "/health", tag = "health",
    responses((status = 200, body = Health), (status = 503, body = crate::error::ErrorBody)))]
pub async fn health(State(state): State<AppState>) -> ApiResult<Json<Health>> {
    let database = crate::app::queries::site::database(state.reads()).await?;
    Ok(Json(Health { status: "ok", database }))
}
