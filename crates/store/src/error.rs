//! The storage layer's one error type.

/// What can go wrong in a storage call.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database cannot be reached or gave no connection in time.
    #[error("the database is unavailable")]
    Unavailable(#[source] sqlx::Error),
    /// A uniqueness rule was broken (the text names which).
    #[error("conflict: {0}")]
    Conflict(String),
    /// The row the call needs does not exist.
    #[error("not found")]
    NotFound,
    /// Anything else: a bug or a corrupt database, never the caller's input.
    #[error("database error")]
    Internal(#[source] sqlx::Error),
}

/// Shorthand for results of storage calls.
pub type StoreResult<T> = Result<T, StoreError>;

impl From<sqlx::Error> for StoreError {
    fn from(err: sqlx::Error) -> Self {
        match &err {
            sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) | sqlx::Error::Tls(_) => {
                StoreError::Unavailable(err)
            }
            sqlx::Error::RowNotFound => StoreError::NotFound,
            sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::Conflict(db.message().to_owned()),
            _ => StoreError::Internal(err),
        }
    }
}
