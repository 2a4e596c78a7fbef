//! What a use case can answer instead of its result. The HTTP layer maps
//! each variant to its status once (`crate::error`).

use frontloop_store::StoreError;

/// A use case's refusal or failure.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// No such thing (the text names it: "Post", "Learning path").
    #[error("{0} not found")]
    NotFound(&'static str),
    /// The learner may not do this.
    #[error("{0}")]
    Forbidden(String),
    /// The action clashes with the current state.
    #[error("{0}")]
    Conflict(String),
    /// A field's value is not acceptable here.
    #[error("{field} {message}")]
    Invalid { field: &'static str, message: String },
    /// Too many actions of this kind; the message says how long to wait.
    #[error("{0}")]
    RateLimited(String),
    /// A bug; the detail (with its chain of causes) is logged, never shown.
    #[error("internal error: {0}")]
    Internal(#[source] BoxError),
    /// The storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Any error, with its chain of causes (a message alone is one too:
/// `"text".into()`).
pub type BoxError = Box<dyn std::error::Error + Send + Sync + 'static>;

/// A use case's result.
pub type AppResult<T> = Result<T, AppError>;

/// A lower-case message (a domain or fetch error's `Display`) as the
/// start of a sentence shown to a learner.
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
