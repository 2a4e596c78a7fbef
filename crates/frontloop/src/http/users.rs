//! The signed-in user: `GET /api/users/profile`.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use frontloop_domain::time::to_rfc3339;
use frontloop_store::models::User;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::session::CurrentUser;
use crate::state::AppState;

/// A user as the client sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserBody {
    pub id: i64,
    pub github_id: i64,
    pub login: String,
    pub name: Option<String>,
    /// Primary verified email on GitHub, if any.
    pub email: Option<String>,
    pub avatar_url: Option<String>,
    /// The user's GitHub profile page.
    pub html_url: String,
    /// First sign-in (RFC 3339).
    pub joined_at: String,
}

impl UserBody {
    /// Shapes a user for the API.
    pub fn new(user: &User, state: &AppState) -> UserBody {
        UserBody {
            id: user.id,
            github_id: user.github_id,
            login: user.login.clone(),
            name: user.name.clone(),
            email: user.email.clone(),
            avatar_url: user.avatar_url.clone(),
            html_url: format!("{}/{}", state.config.github_oauth_url.trim_end_matches('/'), user.login),
            joined_at: to_rfc3339(user.created_at),
        }
    }
}

/// The profile answer: `{ success, data }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileBody {
    pub success: bool,
    pub data: ProfileData,
}

/// The profile: the user plus the spec's camelCase aliases.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileData {
    #[serde(flatten)]
    pub user: UserBody,
    /// Same as `joined_at` (the client spec's name).
    #[serde(rename = "joinedAt")]
    pub joined_at_alias: String,
}

pub fn router() -> Router<AppState> {
    Router::new().route("/users/profile", get(profile))
}

/// The signed-in user's profile.
#[utoipa::path(get, path = "/api/users/profile", tag = "users", security(("bearer" = [])),
    responses((status = 200, body = ProfileBody), (status = 401, body = crate::error::ErrorBody)))]
pub async fn profile(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> Json<ProfileBody> {
    let user = UserBody::new(&user, &state);
    let joined_at_alias = user.joined_at.clone();
    Json(ProfileBody { success: true, data: ProfileData { user, joined_at_alias } })
}
