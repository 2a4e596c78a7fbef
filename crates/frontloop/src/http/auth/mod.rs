//! Sign-in with GitHub (docs/sign-in.md): the OAuth code flow with a single-use
//! state and PKCE, a single-use login code handed to the web app, and
//! session tokens stored only as hashes.

pub mod dev_login;

use std::net::SocketAddr;

use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use frontloop_domain::time::now_millis;
use frontloop_domain::ReturnPath;
use frontloop_store::models::{OAuthState, SessionTimes};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::rate_limit;
use crate::app::secrets::{hash_secret, pkce_challenge, random_secret};
use crate::error::{ApiError, ApiJson, ApiResult};
use crate::http::session::{bearer_token, CurrentUser, SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS};
use crate::http::users::UserBody;
use crate::state::AppState;

/// How long GitHub's consent may take.
const STATE_TTL_MS: i64 = 10 * 60 * 1000;
/// How long the web app has to exchange its login code.
const LOGIN_CODE_TTL_MS: i64 = 60 * 1000;
/// Where every failed sign-in lands.
const FAILED: &str = "/login?error=auth_failed";

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/auth/github", get(start_sign_in))
        .route("/auth/github/callback", get(github_callback))
        .route("/auth/exchange", post(exchange_login_code))
        .route("/auth/verify", get(verify))
        .route("/auth/logout", post(logout))
        .route("/auth/dev", get(dev_login::page).post(dev_login::submit))
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

/// The OAuth redirect URI registered with GitHub.
pub fn redirect_uri(state: &AppState) -> String {
    format!("{}/api/auth/github/callback", state.config.public_url())
}

/// Starts a sign-in: remembers a fresh state (with the PKCE verifier and the
/// return path) and sends the browser to GitHub, or to the development
/// sign-in page when that is on.
#[utoipa::path(get, path = "/api/auth/github", tag = "auth", params(StartQuery),
    responses((status = 302, description = "To GitHub's consent page (or the development sign-in page)", headers(("Location" = String, description = "Where the browser goes next"))),
              (status = 429, body = crate::error::ErrorBody)))]
pub async fn start_sign_in(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    query: Result<Query<StartQuery>, QueryRejection>,
) -> ApiResult<Response> {
    rate_limit::check(&state, rate_limit::SIGN_IN, &peer.ip().to_string()).await?;
    // A browser follows this link: a query it cannot read (a repeated
    // parameter, say) only loses the return path, like a foreign one does.
    let return_path = query.ok().and_then(|Query(q)| q.return_path);
    let return_path = ReturnPath::parse_or_root(return_path.as_deref());
    let oauth_state = random_secret();
    let verifier = random_secret();
    let pending = OAuthState {
        pkce_verifier: verifier.clone(),
        return_path: return_path.to_string(),
        expires_at: now_millis() + STATE_TTL_MS,
    };
    // The development sign-in wins only when it is on, which it never is
    // by default once a GitHub app is configured.
    if state.config.dev_login_enabled() {
        state.store.save_oauth_state(&hash_secret(&oauth_state), &pending).await?;
        return Ok(found(&format!("/api/auth/dev?state={oauth_state}")));
    }
    if state.github.configured() {
        state.store.save_oauth_state(&hash_secret(&oauth_state), &pending).await?;
        let url = state
            .github
            .authorize_url(&redirect_uri(&state), &oauth_state, &pkce_challenge(&verifier))
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        return Ok(found(&url));
    }
    tracing::error!("sign-in attempted but no GitHub OAuth app is configured");
    Ok(found(FAILED))
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
#[utoipa::path(get, path = "/api/auth/github/callback", tag = "auth", params(CallbackQuery),
    responses((status = 302, description = "To /auth/callback with a login code, or to /login?error=auth_failed", headers(("Location" = String, description = "Where the browser goes next"))),
              (status = 429, body = crate::error::ErrorBody)))]
pub async fn github_callback(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    query: Result<Query<CallbackQuery>, QueryRejection>,
) -> ApiResult<Response> {
    rate_limit::check(&state, rate_limit::SIGN_IN, &peer.ip().to_string()).await?;
    let Ok(Query(query)) = query else { return Ok(found(FAILED)) };
    // The state is consumed first, whatever else is wrong: it never works twice.
    let pending = match &query.state {
        Some(s) if s.len() <= 128 => state.store.take_oauth_state(&hash_secret(s), now_millis()).await?,
        _ => None,
    };
    let (Some(pending), Some(code), None) = (pending, &query.code, &query.error) else {
        if let Some(error) = &query.error {
            tracing::info!(error = %error.chars().take(64).collect::<String>(), "GitHub sign-in declined");
        }
        return Ok(found(FAILED));
    };
    let profile = match state.github.fetch_profile(code, &pending.pkce_verifier, &redirect_uri(&state)).await {
        Ok(profile) => profile,
        Err(err) => {
            tracing::warn!(error = %err, "GitHub sign-in failed");
            return Ok(found(FAILED));
        }
    };
    let user = state.store.upsert_github_user(&profile, now_millis()).await?;
    finish_sign_in(&state, user.id, &pending.return_path).await
}

/// Issues the login code and sends the browser to the web app's callback.
pub async fn finish_sign_in(state: &AppState, user_id: i64, return_path: &str) -> ApiResult<Response> {
    let code = random_secret();
    state.store.create_login_code(&hash_secret(&code), user_id, now_millis() + LOGIN_CODE_TTL_MS).await?;
    let mut target = url::form_urlencoded::Serializer::new(String::new());
    target.append_pair("token", &code).append_pair("returnPath", return_path);
    Ok(found(&format!("/auth/callback?{}", target.finish())))
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
#[utoipa::path(post, path = "/api/auth/exchange", tag = "auth", request_body = ExchangeRequest,
    responses((status = 200, body = SessionBody), (status = 401, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn exchange_login_code(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ApiJson(request): ApiJson<ExchangeRequest>,
) -> ApiResult<Json<SessionBody>> {
    rate_limit::check(&state, rate_limit::SIGN_IN, &peer.ip().to_string()).await?;
    if request.code.is_empty() || request.code.len() > 128 {
        return Err(ApiError::Unauthorized);
    }
    let now = now_millis();
    let user_id = state.store.take_login_code(&hash_secret(&request.code), now).await?.ok_or(ApiError::Unauthorized)?;
    let user = state.store.user(user_id).await?.ok_or(ApiError::Unauthorized)?;
    let token = random_secret();
    let times = SessionTimes { now, idle_ttl: SESSION_IDLE_TTL_MS, absolute_ttl: SESSION_ABSOLUTE_TTL_MS };
    state.store.create_session(&hash_secret(&token), user.id, times).await?;
    Ok(Json(SessionBody { token, user: UserBody::new(&user, &state) }))
}

/// `{ "user": … }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct VerifyBody {
    user: UserBody,
}

/// The user of the session token.
#[utoipa::path(get, path = "/api/auth/verify", tag = "auth", security(("bearer" = [])),
    responses((status = 200, body = VerifyBody), (status = 401, body = crate::error::ErrorBody)))]
pub async fn verify(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> Json<VerifyBody> {
    Json(VerifyBody { user: UserBody::new(&user, &state) })
}

/// Revokes the session token; it never works again. Like every other
/// authenticated route, a token that is not a live session answers 401.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth", security(("bearer" = [])),
    responses((status = 204, description = "Signed out"), (status = 401, body = crate::error::ErrorBody)))]
pub async fn logout(State(state): State<AppState>, _live: CurrentUser, headers: HeaderMap) -> ApiResult<StatusCode> {
    let token = bearer_token(&headers).ok_or(ApiError::Unauthorized)?;
    state.store.revoke_session(&hash_secret(token), now_millis()).await?;
    Ok(StatusCode::NO_CONTENT)
}
