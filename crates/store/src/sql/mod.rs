//! The SQL implementation of every store trait, shared by the SQLite and
//! PostgreSQL crates: each area's trait is implemented once, generically,
//! for every store that implements [`Dialect`] (the few things in which
//! the two databases differ). Why generic code rather than a macro per
//! area or a copy per backend: `crates/store/README.md`.
//!
//! The SQL is the dialect both databases accept: `$n` placeholders,
//! `RETURNING`, `ON CONFLICT`, BIGINT millisecond timestamps and no
//! booleans. Statements are constants; only the IN lists of a page's ids
//! are written at run time ([`in_list`]). Going through each backend's own
//! sqlx driver (not `sqlx::Any`) keeps its native types and protocol.
//!
//! Rust does not carry a trait's `where` clauses to its users
//! (rust-lang/rust#20671), so each generic `impl` below lists what it needs
//! of the driver: that a connection runs queries, which column indexes it
//! reads by, and the Rust types it binds and reads ([`Value`]).

use std::collections::HashMap;
use std::future::Future;

use sqlx::{Database, Decode, Encode, IntoArguments, Pool, Transaction, Type};

mod accounts;
mod achievements;
mod catalogue;
mod community;
mod jobs;
mod maintenance;
mod moderation;
mod notifications;
mod paths;
mod progress;
mod rate_limits;
mod reviews;
mod solutions;
mod users;

/// What differs between the databases, and how the shared SQL reaches one.
/// Implemented by each backend's store type, which then implements every
/// store trait (and so [`Store`](crate::Store)).
pub trait Dialect: Send + Sync + 'static {
    /// The sqlx database.
    type Db: for<'q> Database<Arguments<'q>: IntoArguments<'q, Self::Db>>;

    /// `sqlite` or `postgres`, for logs.
    const BACKEND: &'static str;

    /// How a write transaction keeps the rows it reads from changing before
    /// it writes them.
    const ROW_LOCK: RowLock;

    /// Run first in a catalogue import and held until it commits, so that
    /// instances starting at once on one database import in turn; `None`
    /// when write transactions already take turns.
    const IMPORT_LOCK: Option<&'static str>;

    /// Copies the whole database, consistently, into the new file named by
    /// `$1`; `None` when the backend has no such statement.
    const BACKUP_INTO: Option<&'static str>;

    /// Run first in a transaction whose loss in a crash is acceptable (a
    /// like): it commits without waiting for the disk. `None` where a commit
    /// does not wait anyway (SQLite in WAL mode with `synchronous=NORMAL`).
    const RELAXED_COMMIT: Option<&'static str> = None;

    /// The connection pool.
    fn pool(&self) -> &Pool<Self::Db>;

    /// Opens a transaction that reads rows and then writes them.
    fn begin_write(&self) -> impl Future<Output = Result<Transaction<'static, Self::Db>, sqlx::Error>> + Send;

    /// How many rows a statement changed, which each driver's result type
    /// tells in its own way.
    fn rows_affected(done: <Self::Db as Database>::QueryResult) -> u64;
}

/// How a write transaction keeps what it read from changing under it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowLock {
    /// Nothing per row: the transaction already excludes every other writer
    /// (SQLite's `BEGIN IMMEDIATE`).
    Transaction,
    /// Reads take `FOR UPDATE` locks on the rows they return (PostgreSQL).
    ForUpdate,
}

/// A Rust type that a store binds as a parameter and reads from a column.
pub trait Value<DB: Database>: for<'q> Encode<'q, DB> + for<'r> Decode<'r, DB> + Type<DB> {}

impl<DB: Database, T> Value<DB> for T where T: for<'q> Encode<'q, DB> + for<'r> Decode<'r, DB> + Type<DB> {}

/// The sqlx database of a store.
type Db<S> = <S as Dialect>::Db;
/// A write transaction of a store.
type Tx<S> = Transaction<'static, Db<S>>;
/// A row of a store's database.
type DbRow<S> = <Db<S> as Database>::Row;
/// A connection of a store's database.
type Conn<S> = <Db<S> as Database>::Connection;

/// A read of the rows that a write transaction goes on to change, written
/// both ways: [`Dialect::ROW_LOCK`] picks one. Made by `locking_read!`.
struct LockingRead {
    plain: &'static str,
    for_update: &'static str,
}

impl LockingRead {
    /// The statement for the store `S`.
    fn sql<S: Dialect>(&self) -> &'static str {
        match S::ROW_LOCK {
            RowLock::Transaction => self.plain,
            RowLock::ForUpdate => self.for_update,
        }
    }
}

/// A [`LockingRead`] of a statement given as `concat!` arguments.
macro_rules! locking_read {
    ($($sql:tt)+) => {
        $crate::sql::LockingRead { plain: concat!($($sql)+), for_update: concat!($($sql)+, " FOR UPDATE") }
    };
}
use locking_read;

/// The catalogue's revision (`read_revisions`, moved by every write to the
/// challenges and their tags: `crate::staleness`), as a SELECT column.
macro_rules! task_list_revision {
    () => {
        "(SELECT revision FROM read_revisions WHERE scope = 'catalogue')"
    };
}
use task_list_revision;

/// `head ($first, $first+1, …) tail`: a statement with an IN list of
/// `count` values, bound from `$first` on. The only SQL written at run
/// time, as the length of such a list is known only then.
fn in_list(head: &str, first: usize, count: usize, tail: &str) -> String {
    let values = (first..first + count).map(|n| format!("${n}")).collect::<Vec<_>>().join(", ");
    format!("{head}({values}){tail}")
}

/// The tags of the challenges `task_ids` (any order, repeats allowed), in
/// catalogue order per challenge: one statement for a whole page.
async fn tags_of_tasks<S: Dialect>(
    pool: &Pool<Db<S>>,
    task_ids: &[i64],
) -> Result<HashMap<i64, Vec<String>>, sqlx::Error>
where
    for<'c> &'c Pool<Db<S>>: sqlx::Executor<'c, Database = Db<S>>,
    for<'r> (i64, String): sqlx::FromRow<'r, <Db<S> as Database>::Row>,
    i64: Value<Db<S>>,
{
    let mut ids = task_ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql =
        in_list("SELECT task_id, tag FROM task_tags WHERE task_id IN ", 1, ids.len(), " ORDER BY task_id, position");
    let mut query = sqlx::query_as::<_, (i64, String)>(&sql);
    for id in &ids {
        query = query.bind(*id);
    }
    Ok(labels_by_owner(query.fetch_all(pool).await?))
}

/// The columns `author_id`, `author_login`, `author_name` and
/// `author_avatar_url` of a row (posts, comments, solutions, reviews, the
/// review queue), read with `#[sqlx(flatten)]`.
#[derive(sqlx::FromRow)]
struct AuthorRow {
    author_id: i64,
    author_login: String,
    author_name: Option<String>,
    author_avatar_url: Option<String>,
}

impl From<AuthorRow> for crate::models::Author {
    fn from(row: AuthorRow) -> crate::models::Author {
        crate::models::Author {
            id: row.author_id,
            login: row.author_login,
            name: row.author_name,
            avatar_url: row.author_avatar_url,
        }
    }
}

/// Groups `(owner id, label)` rows (tags, categories) into lists, in row order.
fn labels_by_owner(rows: Vec<(i64, String)>) -> HashMap<i64, Vec<String>> {
    let mut grouped: HashMap<i64, Vec<String>> = HashMap::new();
    for (owner, label) in rows {
        grouped.entry(owner).or_default().push(label);
    }
    grouped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_list_numbers_the_placeholders_from_first() {
        assert_eq!(in_list("SELECT 1 WHERE x IN ", 2, 3, " ORDER BY x"), "SELECT 1 WHERE x IN ($2, $3, $4) ORDER BY x");
    }

    #[test]
    fn a_locking_read_is_written_with_and_without_the_lock() {
        let read = locking_read!("SELECT id FROM tasks WHERE id = $1");
        assert_eq!(read.plain, "SELECT id FROM tasks WHERE id = $1");
        assert_eq!(read.for_update, "SELECT id FROM tasks WHERE id = $1 FOR UPDATE");
    }
}
