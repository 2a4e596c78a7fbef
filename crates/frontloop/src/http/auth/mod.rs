//! Sign-in with GitHub (docs/sign-in.md): the OAuth code flow with a single-use
//! state and PKCE, a single-use login code handed to the web app, and
//! session tokens stored only as hashes.

pub mod dev_login;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::app::sign_in::{self, SignInStart, SignedIn};
use crate::app::state::AppState;
use crate::error::{ApiError, ApiJson, ApiResult};
use crate::http::client_address::ClientAddress;
use crate::http::session::{bearer_token, CurrentUser};
use crate::http::users::UserBody;

/// Where every failed sign-in lands.
const FAILED: &str = "/login?error=auth_failed";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(start_sign_in))
        .routes(routes!(github_callback))
        .routes(routes!(exchange_login_code))
        .routes(routes!(verify))
        .routes(routes!(logout))
        .routes(routes!(dev_login::page, dev_login::submit))
}

/// `?returnPath=` of the sign-in start.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StartQuery {
    /// Same-origin path to come back to; anything else becomes `/`.
    #[serde(rename = "returnPath")]
    return_path: Option<String>,
}

/// A `302 Found` to `location`.
pub fn found(location: &str) -> Response {
    (StatusCode::FOUND, [(header::LOCATION, location.to_owned()), (header::CACHE_CONTROL, "no-store".to_owned())])
        .into_response()
}

/// Starts a sign-in: remembers a fresh state (with the PKCE verifier and the
/// return path) and sends the browser to GitHub, or to the development
/// sign-in page when that is on.
#[utoipa::path(get, path = "/auth/github", tag = "auth", params(StartQuery),
    responses((status = 302, description = "To GitHub's consent page (or the development sign-in page)", headers(("Location" = String, description = "Where the browser goes next"))),
              (status = 429, body = crate::error::ErrorBody)))]
pub async fn start_sign_in(
    State(state): State<AppState>,
    ClientAddress(client): ClientAddress,
    query: Result<Query<StartQuery>, QueryRejection>,
) -> ApiResult<Response> {
    sign_in::count_start(state.sign_in(), &client.to_string()).await?;
    // A browser follows this link: a query it cannot read (a repeated
    // parameter, say) only loses the return path, like a foreign one does.
    let return_path = query.ok().and_then(|Query(q)| q.return_path);
    Ok(match sign_in::start(state.sign_in(), return_path.as_deref()).await? {
        SignInStart::Development { oauth_state } => found(&format!("/api/auth/dev?state={oauth_state}")),
        SignInStart::Github { url } => found(&url),
        SignInStart::Unavailable => found(FAILED),
    })
}

/// What GitHub sends back.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CallbackQuery {
    code: Option<String>,
    state: Option<String>,
    /// Set when the user denied consent or GitHub failed.
    error: Option<String>,
}

/// GitHub's callback: checks the state, exchanges the code, upserts the
/// user and hands the web app a single-use login code. Every failure ends
/// on `/login?error=auth_failed` with nothing created.
#[utoipa::path(get, path = "/auth/github/callback", tag = "auth", params(CallbackQuery),
    responses((status = 302, description = "To /auth/callback with a login code, or to /login?error=auth_failed", headers(("Location" = String, description = "Where the browser goes next"))),
              (status = 429, body = crate::error::ErrorBody)))]
pub async fn github_callback(
    State(state): State<AppState>,
    ClientAddress(client): ClientAddress,
    query: Result<Query<CallbackQuery>, QueryRejection>,
) -> ApiResult<Response> {
    let client_address = client.to_string();
    sign_in::refuse_when_spent(state.sign_in(), &client_address).await?;
    let finished = match query {
        // The state is consumed first, whatever else is wrong: it never works twice.
        Ok(Query(query)) => {
            sign_in::finish_with_github(
                state.sign_in(),
                query.state.as_deref(),
                query.code.as_deref(),
                query.error.as_deref(),
            )
            .await?
        }
        Err(_) => None,
    };
    if finished.is_none() {
        sign_in::count_failed_step(state.sign_in(), &client_address).await?;
    }
    Ok(to_web_app(finished))
}

/// Where a suspended learner's sign-in lands.
const SUSPENDED: &str = "/login?error=suspended";

/// Sends the browser to the web app with its login code, or to the login
/// page with `auth_failed` (or `suspended`).
pub fn to_web_app(finished: Option<SignedIn>) -> Response {
    let finished = match finished {
        None => return found(FAILED),
        Some(SignedIn::Suspended) => return found(SUSPENDED),
        Some(SignedIn::Code(code)) => code,
    };
    let mut target = url::form_urlencoded::Serializer::new(String::new());
    target.append_pair("token", &finished.code).append_pair("returnPath", &finished.return_path);
    found(&format!("/auth/callback?{}", target.finish()))
}

/// Body of `POST /api/auth/exchange`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ExchangeRequest {
    /// The login code from `/auth/callback?token=`.
    code: String,
}

/// A new session.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionBody {
    /// The session token: send it as `Authorization: Bearer …`.
    token: String,
    user: UserBody,
}

/// Trades a login code (once, within a minute) for a session token.
#[utoipa::path(post, path = "/auth/exchange", tag = "auth", request_body = ExchangeRequest,
    responses((status = 200, body = SessionBody), (status = 401, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn exchange_login_code(
    State(state): State<AppState>,
    ClientAddress(client): ClientAddress,
    ApiJson(request): ApiJson<ExchangeRequest>,
) -> ApiResult<Json<SessionBody>> {
    let client_address = client.to_string();
    sign_in::refuse_when_spent(state.sign_in(), &client_address).await?;
    let Some((token, user)) = sign_in::exchange(state.sign_in(), &request.code).await? else {
        sign_in::count_failed_step(state.sign_in(), &client_address).await?;
        return Err(ApiError::Unauthorized);
    };
    Ok(Json(SessionBody { token, user: UserBody::new(&user, &state) }))
}

/// `{ "user": … }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct VerifyBody {
    user: UserBody,
}

/// The user of the session token.
#[utoipa::path(get, path = "/auth/verify", tag = "auth", security(("bearer" = [])),
    responses((status = 200, body = VerifyBody), (status = 401, body = crate::error::ErrorBody)))]
pub async fn verify(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> Json<VerifyBody> {
    Json(VerifyBody { user: UserBody::new(&user, &state) })
}

/// Revokes the session token; it never works again. Like every other
/// authenticated route, a token that is not a live session answers 401.
#[utoipa::path(post, path = "/auth/logout", tag = "auth", security(("bearer" = [])),
    responses((status = 204, description = "Signed out"), (status = 401, body = crate::error::ErrorBody)))]
pub async fn logout(State(state): State<AppState>, _live: CurrentUser, headers: HeaderMap) -> ApiResult<StatusCode> {
    let token = bearer_token(&headers).ok_or(ApiError::Unauthorized)?;
    sign_in::sign_out(state.sign_in(), token).await?;
    Ok(StatusCode::NO_CONTENT)
}
