//! Who is calling: the `Authorization: Bearer` session token, looked up by
//! its hash. Handlers take [`CurrentUser`] (401 without a live session) or
//! [`MaybeUser`] (anonymous allowed).

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum::http::HeaderMap;
use frontloop_store::models::User;

use crate::app::sign_in;
use crate::app::state::AppState;
use crate::error::ApiError;

/// The signed-in user of this request.
#[derive(Debug, Clone)]
pub struct CurrentUser(pub User);

/// The signed-in user, if any. A token that is sent but dead still gives
/// 401, so the client drops it.
#[derive(Debug, Clone)]
pub struct MaybeUser(pub Option<User>);

/// The raw bearer token of a request, if one is sent.
pub fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

async fn lookup(parts: &Parts, state: &AppState) -> Result<Option<User>, ApiError> {
    let Some(token) = bearer_token(&parts.headers) else { return Ok(None) };
    // Tokens we issue are 43 characters; anything far longer is not ours.
    match sign_in::session_user(state.sessions(), token).await? {
        Some(user) => Ok(Some(user)),
        None => Err(ApiError::Unauthorized),
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        lookup(parts, state).await?.map(CurrentUser).ok_or(ApiError::Unauthorized)
    }
}

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(MaybeUser(lookup(parts, state).await?))
    }
}
