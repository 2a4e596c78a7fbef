//! Frontloop storage on embedded SQLite: WAL journal, foreign keys on, a busy
//! timeout, and `BEGIN IMMEDIATE` for transactions that read before they
//! write (so two writers never deadlock upgrading a read lock).

use std::str::FromStr;
use std::time::Duration;

use frontloop_store::sql::{Dialect, RowLock};
use frontloop_store::{StoreError, StoreResult};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteQueryResult, SqliteSynchronous,
};
use sqlx::{Sqlite, Transaction};

/// How long a connection waits for another writer before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How much of the database file reads may map.
const MMAP_BYTES: u64 = 1 << 30;
/// Page cache per connection, in KiB.
const CACHE_KIB: u64 = 16 * 1024;

/// The [`Store`](frontloop_store::Store) on a SQLite file: every store
/// trait, through the shared SQL and the [`Dialect`] below.
#[derive(Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// Opens (creating if needed) the database at a `sqlite:` URL, creates
    /// its folder, and applies the migrations.
    pub async fn connect(url: &str) -> StoreResult<SqliteStore> {
        let options = SqliteConnectOptions::from_str(url)
            .map_err(StoreError::Internal)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT)
            // Reads map the file instead of copying pages through read(2),
            // and each connection keeps more hot pages: at platform size the
            // indexes of the feed and of a learner's progress stay resident.
            // Both are address space and cache that fill only as pages are
            // touched, so idle memory does not grow.
            .pragma("mmap_size", MMAP_BYTES.to_string())
            .pragma("cache_size", format!("-{CACHE_KIB}"));
        if let Some(folder) = options.get_filename().parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| StoreError::Unavailable(sqlx::Error::Io(e)))?;
        }
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(BUSY_TIMEOUT)
            .after_release(|conn, _| Box::pin(async move { leaves_no_transaction(conn).await }))
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await.map_err(|e| StoreError::Internal(e.into()))?;
        Ok(SqliteStore { pool })
    }

    /// Closes every connection (and so checkpoints the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl Dialect for SqliteStore {
    type Db = Sqlite;

    const BACKEND: &'static str = "sqlite";

    /// SQLite has no row locks: `BEGIN IMMEDIATE` already serializes writers.
    const ROW_LOCK: RowLock = RowLock::Transaction;

    /// A catalogue import needs no lock of its own: `BEGIN IMMEDIATE` already
    /// makes imports (and every other write) take turns.
    const IMPORT_LOCK: Option<&'static str> = None;

    /// A read transaction's snapshot written to a new file: writers go on
    /// meanwhile (WAL), and the copy holds every write committed before it
    /// began.
    const BACKUP_INTO: Option<&'static str> = Some("VACUUM INTO $1");

    fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    async fn begin_write(&self) -> Result<Transaction<'static, Sqlite>, sqlx::Error> {
        // sqlx's `begin_with` awaits twice: the `BEGIN`, then a check that
        // the connection is in a transaction. A caller dropped between the
        // two (a handler whose client went away) left the connection inside
        // `BEGIN IMMEDIATE` with no `Transaction` to end it, holding the
        // write lock while every other write timed out behind it. Started
        // in a task, the begin always completes: if its caller is gone, the
        // task drops the transaction, which rolls it back.
        let pool = self.pool.clone();
        tokio::spawn(async move { pool.begin_with("BEGIN IMMEDIATE").await })
            .await
            .map_err(|gone| sqlx::Error::Io(std::io::Error::other(gone)))?
    }

    fn rows_affected(done: SqliteQueryResult) -> u64 {
        done.rows_affected()
    }
}

/// Whether a connection coming back to the pool may be lent again: not
/// while it is still inside a transaction that nobody owns (it would hold
/// SQLite's write lock). The ping first lets the rollback that a dropped
/// transaction queued run; a connection refused here is closed, and SQLite
/// rolls back what it held.
async fn leaves_no_transaction(conn: &mut sqlx::SqliteConnection) -> Result<bool, sqlx::Error> {
    use sqlx::Connection;
    conn.ping().await?;
    let clean = !conn.is_in_transaction();
    if !clean {
        tracing::error!("a pooled SQLite connection came back inside a transaction; it is closed");
    }
    Ok(clean)
}

/// Fails the build, here rather than at its users, if the shared SQL needs
/// something of the driver that SQLite's does not give.
const _: fn() = || {
    fn is_store<T: frontloop_store::Store>() {}
    is_store::<SqliteStore>();
};
