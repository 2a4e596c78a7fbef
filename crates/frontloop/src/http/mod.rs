//! The JSON API: one module per resource, each with its own router.

use axum::http::Method;
use axum::Router;
use utoipa_axum::router::OpenApiRouter;

use crate::app::state::AppState;
use crate::error::ApiError;

pub mod accounts;
pub mod achievements;
pub mod auth;
pub mod client_address;
pub mod community;
pub mod cursor;
pub mod encoded;
pub mod health;
pub mod learning_paths;
pub mod metrics;
pub mod moderation;
pub mod notifications;
pub mod openapi;
pub mod posts;
pub mod progress;
pub mod rendered;
pub mod request_id;
pub mod reviews;
pub mod router;
pub mod session;
pub mod solutions;
pub mod stats;
pub mod tasks;
pub mod time_zone;
pub mod users;
pub mod web;

pub use router::router;

/// Every documented `/api` route, each registered together with its
/// OpenAPI operation: the one list both the router and the document are
/// made from (paths relative to `/api`).
pub fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(health::router())
        .merge(stats::router())
        .merge(tasks::router())
        .merge(users::router())
        .merge(accounts::router())
        .merge(progress::router())
        .merge(posts::router())
        .merge(community::router())
        .merge(learning_paths::router())
        .merge(achievements::router())
        .merge(solutions::router())
        .merge(reviews::router())
        .merge(notifications::router())
        .merge(moderation::router())
        .merge(auth::router())
}

/// Every `/api` route. Unknown paths and methods answer JSON errors, never
/// the web app's HTML.
pub fn api_router() -> Router<AppState> {
    let (routes, _document) = api_routes().split_for_parts();
    routes.merge(openapi::router()).method_not_allowed_fallback(method_not_allowed).fallback(unknown_route)
}

async fn unknown_route(method: Method) -> ApiError {
    ApiError::NotFound(format!("No API route answers {method} here."))
}

/// 405, with the `Allow` header that axum adds to the fallback's answer.
async fn method_not_allowed(method: Method) -> ApiError {
    ApiError::MethodNotAllowed(format!("This API route does not accept {method}."))
}
