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
        crate::http::tasks::task_by_slug,
        crate::http::tasks::task_by_id,
        crate::http::progress::get_progress,
        crate::http::progress::change_progress,
        crate::http::posts::list_posts,
        crate::http::posts::post_by_slug,
        crate::http::community::feed,
        crate::http::community::create_post,
        crate::http::community::post_detail,
        crate::http::community::delete_post,
        crate::http::community::list_comments,
        crate::http::community::create_comment,
        crate::http::community::delete_comment,
        crate::http::community::like_post,
        crate::http::community::like_comment,
        crate::http::learning_paths::list_paths,
        crate::http::learning_paths::path_detail,
        crate::http::learning_paths::enroll,
        crate::http::learning_paths::mark_completed,
        crate::http::learning_paths::rate,
        crate::http::learning_paths::celebrated,
        crate::http::learning_paths::my_achievements,
        crate::http::achievements::list_achievements,
        crate::http::users::profile,
        crate::http::users::user_progress,
        crate::http::users::community_stats,
        crate::auth::start_sign_in,
        crate::auth::github_callback,
        crate::auth::exchange_login_code,
        crate::auth::verify,
        crate::auth::logout,
    ),
    components(schemas(crate::error::ErrorBody)),
    modifiers(&BearerAuth)
)]
pub struct ApiDoc;

/// Declares the `bearer` security scheme (the session token).
struct BearerAuth;

impl utoipa::Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).description(Some("Session token from POST /api/auth/exchange")).build()),
        );
    }
}

pub fn router() -> Router<AppState> {
    Router::new().route("/openapi.json", get(|| async { Json(ApiDoc::openapi()) }))
}
