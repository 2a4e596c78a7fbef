//! `GET /api/stats`: live platform counts for the marketing figures
//! (docs/screens.md, Marketing figures: never constants).

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::app::state::AppState;
use crate::error::ApiResult;

/// Platform-wide counts.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlatformStatsBody {
    /// People who have signed in.
    pub users: i64,
    /// Solutions submitted (completed challenges).
    pub projects: i64,
    /// Comments on shared work.
    pub code_reviews: i64,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(platform_stats))
}

/// Live counts of learners, submitted projects and code reviews.
#[utoipa::path(get, path = "/stats", tag = "stats",
    responses((status = 200, body = PlatformStatsBody), (status = 503, body = crate::error::ErrorBody)))]
pub async fn platform_stats(State(state): State<AppState>) -> ApiResult<Json<PlatformStatsBody>> {
    let stats = crate::app::queries::site::platform_stats(state.reads()).await?;
    Ok(Json(PlatformStatsBody { users: stats.users, projects: stats.projects, code_reviews: stats.code_reviews }))
}
