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
            sqlx::Error::Database(db) if db.code().is_some_and(|code| server_going_away(&code)) => {
                StoreError::Unavailable(err)
            }
            _ => StoreError::Internal(err),
        }
    }
}

/// PostgreSQL SQLSTATEs that say the server, not the query, is the problem:
/// connection exceptions (class 08), shutdown and start-up (57P01-57P03:
/// a query in flight when PostgreSQL stops gets 57P01), and no free
/// connection slot (53300). The fault drill saw 57P01 turn into a 500.
fn server_going_away(sqlstate: &str) -> bool {
    sqlstate.starts_with("08") || matches!(sqlstate, "57P01" | "57P02" | "57P03" | "53300")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;
    use std::error::Error as StdError;

    /// A database error with a given SQLSTATE.
    #[derive(Debug)]
    struct Coded(&'static str);

    impl std::fmt::Display for Coded {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "database error {}", self.0)
        }
    }

    impl StdError for Coded {}

    impl sqlx::error::DatabaseError for Coded {
        fn message(&self) -> &str {
            "terminating connection due to administrator command"
        }
        fn code(&self) -> Option<Cow<'_, str>> {
            Some(Cow::Borrowed(self.0))
        }
        fn as_error(&self) -> &(dyn StdError + Send + Sync + 'static) {
            self
        }
        fn as_error_mut(&mut self) -> &mut (dyn StdError + Send + Sync + 'static) {
            self
        }
        fn into_error(self: Box<Self>) -> Box<dyn StdError + Send + Sync + 'static> {
            self
        }
        fn kind(&self) -> sqlx::error::ErrorKind {
            sqlx::error::ErrorKind::Other
        }
    }

    fn classify(code: &'static str) -> StoreError {
        StoreError::from(sqlx::Error::Database(Box::new(Coded(code))))
    }

    #[test]
    fn a_server_going_away_is_unavailable_not_a_bug() {
        for code in ["57P01", "57P02", "57P03", "08006", "08001", "53300"] {
            assert!(matches!(classify(code), StoreError::Unavailable(_)), "{code}");
        }
    }

    #[test]
    fn other_database_errors_stay_internal() {
        // Syntax error, SQLite's SQLITE_CORRUPT, a check constraint.
        for code in ["42601", "11", "23514"] {
            assert!(matches!(classify(code), StoreError::Internal(_)), "{code}");
        }
    }
}
