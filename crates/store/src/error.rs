//! The storage layer's one error type.

/// What can go wrong in a storage call.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database cannot be reached or gave no connection in time.
    #[error("the database is unavailable")]
    Unavailable(#[source] sqlx::Error),
    /// A uniqueness rule was broken. The text names the field when the rule
    /// is known, and never repeats the driver's words.
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
            sqlx::Error::Database(db) if db.is_unique_violation() => {
                StoreError::Conflict(conflict_message(db.as_ref()))
            }
            sqlx::Error::Database(db) if db.code().is_some_and(|code| server_going_away(&code)) => {
                StoreError::Unavailable(err)
            }
            _ => StoreError::Internal(err),
        }
    }
}

/// A unique rule of the schema that a write can break (the others are kept
/// by `ON CONFLICT`), as each database reports it, and the field it keeps
/// unique.
struct UniqueRule {
    /// The constraint or unique index, as PostgreSQL names it.
    constraint: &'static str,
    /// The columns, as SQLite names them (`table.column, …`).
    columns: &'static str,
    /// The field, as a message may name it.
    field: &'static str,
}

const UNIQUE_RULES: &[UniqueRule] = &[
    UniqueRule { constraint: "users_github_id_key", columns: "users.github_id", field: "github_id" },
    UniqueRule { constraint: "sessions_token_hash_key", columns: "sessions.token_hash", field: "token_hash" },
    UniqueRule { constraint: "login_codes_pkey", columns: "login_codes.code_hash", field: "code_hash" },
    UniqueRule { constraint: "oauth_states_pkey", columns: "oauth_states.state_hash", field: "state_hash" },
    UniqueRule { constraint: "tasks_slug_key", columns: "tasks.slug", field: "slug" },
    UniqueRule { constraint: "blog_posts_slug_key", columns: "blog_posts.slug", field: "slug" },
    UniqueRule { constraint: "learning_paths_slug_key", columns: "learning_paths.slug", field: "slug" },
    UniqueRule { constraint: "media_pkey", columns: "media.path", field: "path" },
    UniqueRule { constraint: "path_items_post", columns: "path_items.path_id, path_items.post_id", field: "post_id" },
    UniqueRule { constraint: "path_items_task", columns: "path_items.path_id, path_items.task_id", field: "task_id" },
];

/// How SQLite starts the message of a unique violation, before the columns.
const SQLITE_UNIQUE: &str = "UNIQUE constraint failed: ";

/// The text of a [`StoreError::Conflict`] for a unique violation: the field
/// it concerns, found by the constraint PostgreSQL names or the columns
/// SQLite lists, or a sentence of our own for a rule not in
/// [`UNIQUE_RULES`]. The driver's message (which may quote values) is read,
/// never passed on.
fn conflict_message(db: &dyn sqlx::error::DatabaseError) -> String {
    let rule = match db.constraint() {
        Some(constraint) => UNIQUE_RULES.iter().find(|rule| rule.constraint == constraint),
        None => db
            .message()
            .strip_prefix(SQLITE_UNIQUE)
            .and_then(|columns| UNIQUE_RULES.iter().find(|rule| rule.columns == columns)),
    };
    match rule {
        Some(rule) => format!("another record already has this {}", rule.field),
        None => "a record with the same values already exists".to_owned(),
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

    /// A database error as a driver reports it.
    #[derive(Debug)]
    struct Reported {
        unique_violation: bool,
        code: Option<&'static str>,
        message: &'static str,
        /// PostgreSQL names the constraint; SQLite only says it in the message.
        constraint: Option<&'static str>,
    }

    impl std::fmt::Display for Reported {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(self.message)
        }
    }

    impl StdError for Reported {}

    impl sqlx::error::DatabaseError for Reported {
        fn message(&self) -> &str {
            self.message
        }
        fn code(&self) -> Option<Cow<'_, str>> {
            self.code.map(Cow::Borrowed)
        }
        fn constraint(&self) -> Option<&str> {
            self.constraint
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
            if self.unique_violation {
                sqlx::error::ErrorKind::UniqueViolation
            } else {
                sqlx::error::ErrorKind::Other
            }
        }
    }

    fn conflict_text(message: &'static str, constraint: Option<&'static str>) -> String {
        let reported = Reported { unique_violation: true, code: None, message, constraint };
        match StoreError::from(sqlx::Error::Database(Box::new(reported))) {
            StoreError::Conflict(text) => text,
            other => panic!("not a conflict: {other:?}"),
        }
    }

    #[test]
    fn a_unique_violation_names_its_field_on_both_databases() {
        let postgres = conflict_text(
            "duplicate key value violates unique constraint \"users_github_id_key\"",
            Some("users_github_id_key"),
        );
        let sqlite = conflict_text("UNIQUE constraint failed: users.github_id", None);
        assert_eq!(postgres, "another record already has this github_id");
        assert_eq!(sqlite, postgres);
        let items = conflict_text("UNIQUE constraint failed: path_items.path_id, path_items.post_id", None);
        assert_eq!(items, "another record already has this post_id");
    }

    #[test]
    fn an_unknown_unique_violation_keeps_the_drivers_words_out() {
        for (message, constraint) in [
            ("duplicate key value violates unique constraint \"jobs_kind_key_key\"", Some("jobs_kind_key_key")),
            ("UNIQUE constraint failed: jobs.kind, jobs.key", None),
            ("something else entirely", None),
        ] {
            let text = conflict_text(message, constraint);
            assert_eq!(text, "a record with the same values already exists", "{message}");
        }
    }

    fn classify(code: &'static str) -> StoreError {
        let reported = Reported {
            unique_violation: false,
            code: Some(code),
            message: "terminating connection due to administrator command",
            constraint: None,
        };
        StoreError::from(sqlx::Error::Database(Box::new(reported)))
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
