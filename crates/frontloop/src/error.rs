//! The API's one error type. Every failure leaves as
//! `{ "success": false, "code": "snake_case", "message": "…" }` with the
//! right status; a 5xx never carries internal detail (it is logged instead).

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use frontloop_store::StoreError;

use crate::app::error::{AppError, BoxError};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
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
    /// The route does not take this method (405).
    #[error("{0}")]
    MethodNotAllowed(String),
    /// The body is over the limit (413).
    #[error("request body is too large")]
    PayloadTooLarge,
    /// A body sent without `Content-Type: application/json` (415).
    #[error("request body is not declared as JSON")]
    UnsupportedMediaType,
    /// Too many requests (429).
    #[error("{0}")]
    RateLimited(String),
    /// The database cannot be reached (503), with why when known.
    #[error("service unavailable")]
    Unavailable(#[source] Option<BoxError>),
    /// The request ran past its route's time limit (503).
    #[error("request timed out")]
    TimedOut,
    /// A bug (500); the detail, with its chain of causes, is logged by the
    /// router's error log (`http::error_log`), never sent.
    #[error("internal error: {0}")]
    Internal(#[source] BoxError),
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
            ApiError::Unauthorized => (
                StatusCode::UNAUTHORIZED,
                "unauthorized",
                "Sign in to continue: the session is missing or has expired.".into(),
            ),
            ApiError::Forbidden(m) => (StatusCode::FORBIDDEN, "forbidden", m.clone()),
            ApiError::NotFound(m) => (StatusCode::NOT_FOUND, "not_found", m.clone()),
            ApiError::Conflict(m) => (StatusCode::CONFLICT, "conflict", m.clone()),
            ApiError::MethodNotAllowed(m) => (StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", m.clone()),
            ApiError::PayloadTooLarge => {
                (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large", "The request body is too large.".into())
            }
            ApiError::UnsupportedMediaType => (
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                "Send the body as JSON with Content-Type: application/json.".into(),
            ),
            ApiError::RateLimited(m) => (StatusCode::TOO_MANY_REQUESTS, "rate_limited", m.clone()),
            ApiError::Unavailable(_) => (
                StatusCode::SERVICE_UNAVAILABLE,
                "database_unavailable",
                "Frontloop cannot reach its database right now. Please try again in a moment.".into(),
            ),
            ApiError::TimedOut => (
                StatusCode::SERVICE_UNAVAILABLE,
                "timeout",
                "Frontloop took too long to answer this request. Please try again.".into(),
            ),
            ApiError::Internal(_) => {
                (StatusCode::INTERNAL_SERVER_ERROR, "internal_error", "Something went wrong on our side.".into())
            }
        }
    }
}

/// What a 5xx answer was caused by: the error and its causes, outermost
/// first, joined by `: ` (read by `http::error_log`).
#[derive(Debug, Clone)]
pub struct ServerErrorCause(pub String);

/// `err` and every cause below it, outermost first.
pub fn chain(err: &(dyn std::error::Error + 'static)) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        // thiserror's `{0}` repeats the cause in the outer message.
        if !text.ends_with(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, code, message) = self.parts();
        let mut response = (status, Json(ErrorBody { success: false, code: code.to_owned(), message })).into_response();
        if status.is_server_error() {
            // Logged once, with the request, by the router's error log.
            response.extensions_mut().insert(ServerErrorCause(chain(&self)));
        }
        response
    }
}

impl From<AppError> for ApiError {
    fn from(err: AppError) -> Self {
        match err {
            AppError::NotFound(what) => ApiError::not_found(what),
            AppError::Forbidden(m) => ApiError::Forbidden(m),
            AppError::Conflict(m) => ApiError::Conflict(m),
            AppError::Invalid { field, message } => ApiError::invalid(field, message),
            AppError::RateLimited(m) => ApiError::RateLimited(m),
            AppError::Internal(m) => ApiError::Internal(m),
            AppError::Store(e) => e.into(),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(err: StoreError) -> Self {
        match err {
            StoreError::Unavailable(e) => ApiError::Unavailable(Some(Box::new(e))),
            StoreError::NotFound => ApiError::NotFound("not found".into()),
            StoreError::Conflict(m) => ApiError::Conflict(m),
            StoreError::Internal(e) => ApiError::Internal(Box::new(e)),
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        match rejection {
            JsonRejection::JsonDataError(e) => {
                ApiError::invalid("body", format!("has a wrong field: {}", e.body_text()))
            }
            JsonRejection::JsonSyntaxError(_) => {
                ApiError::BadRequest { code: "invalid_json", message: "The request body is not valid JSON.".into() }
            }
            JsonRejection::MissingJsonContentType(_) => ApiError::UnsupportedMediaType,
            JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                ApiError::PayloadTooLarge
            }
            other => ApiError::BadRequest { code: "bad_request", message: other.body_text() },
        }
    }
}

impl From<PathRejection> for ApiError {
    fn from(rejection: PathRejection) -> Self {
        ApiError::BadRequest {
            code: "invalid_path",
            message: format!("The URL path is not valid: {}", rejection.body_text()),
        }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        ApiError::BadRequest {
            code: "invalid_query",
            message: format!("The query string is not valid: {}", rejection.body_text()),
        }
    }
}

/// `Json` whose rejections are [`ApiError`]s, and which refuses U+0000 in
/// any string of the body (422): PostgreSQL cannot store it in text, and no
/// field of this API has a use for it.
#[derive(Debug)]
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        // Content type, size and syntax first (400/413/415), then the
        // strings and numbers, then the shape (422).
        let Json(mut value) = Json::<Value>::from_request(req, state).await?;
        if let Some(field) = field_with_nul(&value, "body") {
            return Err(ApiError::invalid(field, "must not contain NUL characters (U+0000)"));
        }
        integral_floats_as_integers(&mut value);
        let parsed = T::deserialize(value).map_err(|e| ApiError::invalid("body", format!("has a wrong field: {e}")))?;
        Ok(ApiJson(parsed))
    }
}

/// The JSON path (`body.content`, `body.items[2]`) of the first string or
/// key holding U+0000, if any.
fn field_with_nul(value: &Value, at: &str) -> Option<String> {
    match value {
        Value::String(text) => text.contains('\0').then(|| at.to_owned()),
        Value::Array(items) => {
            items.iter().enumerate().find_map(|(i, item)| field_with_nul(item, &format!("{at}[{i}]")))
        }
        Value::Object(fields) => fields.iter().find_map(|(key, item)| {
            if key.contains('\0') {
                Some(at.to_owned())
            } else {
                field_with_nul(item, &format!("{at}.{key}"))
            }
        }),
        Value::Null | Value::Bool(_) | Value::Number(_) => None,
    }
}

/// JSON has one number type, and JSON Schema reads `4.0` as the integer 4:
/// so does this API. Integral floats within `i64` become integers before the
/// typed fields read them; any other number is left for them to refuse.
fn integral_floats_as_integers(value: &mut Value) {
    // -2^63 is an i64; 2^63 is one past the largest.
    const BOUND: f64 = 9_223_372_036_854_775_808.0;
    match value {
        Value::Number(number) => {
            if let Some(float) = number.as_f64().filter(|_| number.is_f64()) {
                if float.fract() == 0.0 && (-BOUND..BOUND).contains(&float) {
                    *value = Value::from(float as i64);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral_floats_as_integers),
        Value::Object(fields) => fields.values_mut().for_each(integral_floats_as_integers),
        Value::Null | Value::Bool(_) | Value::String(_) => {}
    }
}

/// Whether a raw (percent-encoded) URL part spells U+0000: `%00` is the only
/// way it can reach a path or query parameter, and no identifier, slug or
/// query value of this API may hold it (PostgreSQL cannot even compare it).
fn encodes_nul(raw: &str) -> bool {
    raw.as_bytes().windows(3).any(|w| w[0] == b'%' && w[1] == b'0' && w[2] == b'0')
}

/// `Path` whose rejections are [`ApiError`]s; a path spelling U+0000 is
/// refused (400) before any parameter reaches the database.
#[derive(Debug)]
pub struct ApiPath<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for ApiPath<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if encodes_nul(parts.uri.path()) {
            return Err(ApiError::BadRequest {
                code: "invalid_path",
                message: "The URL path is not valid: it holds a NUL character (%00).".into(),
            });
        }
        let axum::extract::Path(value) = axum::extract::Path::<T>::from_request_parts(parts, state).await?;
        Ok(ApiPath(value))
    }
}

/// `Query` whose rejections are [`ApiError`]s; a query string spelling
/// U+0000 is refused (400).
#[derive(Debug)]
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        if parts.uri.query().is_some_and(encodes_nul) {
            return Err(ApiError::BadRequest {
                code: "invalid_query",
                message: "The query string is not valid: it holds a NUL character (%00).".into(),
            });
        }
        let axum::extract::Query(value) = axum::extract::Query::<T>::from_request_parts(parts, state).await?;
        Ok(ApiQuery(value))
    }
}

/// Result of an API handler.
pub type ApiResult<T> = Result<T, ApiError>;
