//! The API's one error type. Every failure leaves as
//! `{ "success": false, "code": "snake_case", "message": "…" }` with the
//! right status; a 5xx never carries internal detail (it is logged instead).

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use frontloop_store::StoreError;
use serde::Serialize;
use utoipa::ToSchema;

/// The JSON body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// Always `false`.
    pub success: bool,
    /// A stable snake_case code, e.g. `not_found`.
    pub code: String,
    /// A sentence for people.
    pub message: String,
}

/// A failed API call.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Malformed request (400).
    #[error("{message}")]
    BadRequest { code: &'static str, message: String },
    /// A field failed validation (422); the message names the field.
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
    /// No token, or a bad one (401).
    #[error("authentication required")]
    Unauthorized,
    /// Authenticated, but not allowed (403).
    #[error("{0}")]
    Forbidden(String),
    /// Nothing there (404).
    #[error("{0}")]
    NotFound(String),
    /// The request clashes with current state (409).
    #[error("{0}")]
    Conflict(String),
    /// The body is over the limit (413).
    #[error("request body is too large")]
    PayloadTooLarge,
    /// Too many requests (429).
    #[error("{0}")]
    RateLimited(String),
    /// The database cannot be reached (503).
    #[error("service unavailable")]
    Unavailable,
    /// A bug (500); the detail is logged, never sent.
    #[error("internal error: {0}")]
    Internal(String),
}

impl ApiError {
    /// A 422 naming `field`.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> ApiError {
        ApiError::Invalid { field: field.into(), message: message.into() }
    }

    /// A 404 for an unknown `what`.
    pub fn not_found(what: &str) -> ApiError {
        ApiError::NotFound(format!("{what} not found"))
    }

    fn parts(&self) -> (StatusCode, &'static str, String) {
        match self {
            ApiError::BadRequest { code, message } => (StatusCode::BAD_REQUEST, code, message.clone()),
            ApiError::Invalid { field, message } => {
                (StatusCode::UNPROCESSABLE_ENTITY, "invalid_field", format!("{field} {message}"))
            }
            ApiError::Unauthorized => {
                (StatusCode::UNAUTHORIZED, "unauthorized", "Sign in to continue: the session is missing or has expired.".into())
            }
            ApiError::Forbidden(m) => (StatusCode::FORBIDDEN, "forbidden", m.clone()),
            ApiError::NotFound(m) => (StatusCode::NOT_FOUND, "not_found", m.clone()),
            ApiError::Conflict(m) => (StatusCode::CONFLICT, "conflict", m.clone()),
            ApiError::PayloadTooLarge => {
                (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large", "The request body is too large.".into())
            }
            ApiError::RateLimited(m) => (StatusCode::TOO_MANY_REQUESTS, "rate_limited", m.clone()),
            ApiError::Unavailable => (
                StatusCode::SERVICE_UNAVAILABLE,
                "database_unavailable",
                "Frontloop cannot reach its database right now. Please try again in a moment.".into(),
            ),
            ApiError::Internal(_) => {
                (StatusCode::INTERNAL_SERVER_ERROR, "internal_error", "Something went wrong on our side.".into())
            }
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, code, message) = self.parts();
        if status.is_server_error() {
            tracing::error!(error = %self, "request failed");
        }
        (status, Json(ErrorBody { success: false, code: code.to_owned(), message })).into_response()
    }
}

impl From<StoreError> for ApiError {
    fn from(err: StoreError) -> Self {
        match err {
            StoreError::Unavailable(e) => {
                tracing::warn!(error = %e, "database unavailable");
                ApiError::Unavailable
            }
            StoreError::NotFound => ApiError::NotFound("not found".into()),
            StoreError::Conflict(m) => ApiError::Conflict(m),
            StoreError::Internal(e) => ApiError::Internal(e.to_string()),
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        match rejection {
            JsonRejection::JsonDataError(e) => ApiError::invalid("body", format!("has a wrong field: {}", e.body_text())),
            JsonRejection::JsonSyntaxError(_) => {
                ApiError::BadRequest { code: "invalid_json", message: "The request body is not valid JSON.".into() }
            }
            JsonRejection::MissingJsonContentType(_) => ApiError::BadRequest {
                code: "unsupported_media_type",
                message: "Send the body as JSON with Content-Type: application/json.".into(),
            },
            JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge,
            other => ApiError::BadRequest { code: "bad_request", message: other.body_text() },
        }
    }
}

impl From<PathRejection> for ApiError {
    fn from(rejection: PathRejection) -> Self {
        ApiError::BadRequest { code: "invalid_path", message: format!("The URL path is not valid: {}", rejection.body_text()) }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        ApiError::BadRequest { code: "invalid_query", message: format!("The query string is not valid: {}", rejection.body_text()) }
    }
}

/// `Json` whose rejections are [`ApiError`]s.
#[derive(Debug, axum::extract::FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);

/// `Path` whose rejections are [`ApiError`]s.
#[derive(Debug, axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct ApiPath<T>(pub T);

/// `Query` whose rejections are [`ApiError`]s.
#[derive(Debug, axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct ApiQuery<T>(pub T);

/// Result of an API handler.
pub type ApiResult<T> = Result<T, ApiError>;
