//! Frontloop storage on PostgreSQL. The pool gives up acquiring a connection
//! after 1.5 seconds, so a dead database turns into a 503 within two seconds
//! rather than a hung request.

use std::str::FromStr;
use std::time::Duration;

use frontloop_store::sql::{Dialect, RowLock};
use frontloop_store::{StoreError, StoreResult};
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions, PgQueryResult};
use sqlx::{ConnectOptions, Connection, Postgres, Transaction};

#[cfg(feature = "testing")]
pub mod testing;

/// How long a request waits for a connection before the API answers 503.
/// With PostgreSQL down, sqlx retries refused connections until this
/// deadline, so it is the whole outage answer time: it stays under the
/// 2 s contract with room for the rest of the request (the fault drill
/// measured 2.004 s end to end when this was 2 s).
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_millis(1500);

/// The [`Store`](frontloop_store::Store) on a PostgreSQL database: every
/// store trait, through the shared SQL and the [`Dialect`] below.
/// Connections a pool opens at most unless told otherwise: measured in
/// docs/performance.md ("PostgreSQL settings").
pub const DEFAULT_POOL_SIZE: u32 = 16;

#[derive(Clone)]
pub struct PostgresStore {
    pool: PgPool,
}

impl PostgresStore {
    /// Connects to a `postgres://` URL with the default pool
    /// ([`DEFAULT_POOL_SIZE`]) and applies the migrations.
    pub async fn connect(url: &str) -> StoreResult<PostgresStore> {
        PostgresStore::connect_pooled(url, DEFAULT_POOL_SIZE).await
    }

    /// Connects with at most `pool_size` connections and applies the
    /// migrations.
    pub async fn connect_pooled(url: &str, pool_size: u32) -> StoreResult<PostgresStore> {
        let options = PgConnectOptions::from_str(url)
            .map_err(StoreError::Internal)?
            .log_slow_statements(tracing::log::LevelFilter::Warn, Duration::from_millis(250))
            // Every statement is a short indexed read or write. A generic plan
            // (PostgreSQL's after five executions of a prepared statement)
            // costs an unknown `LIMIT $1` as a tenth of the table, which
            // brings in parallel workers (14–23 ms to start) and JIT
            // compilation (160 ms) for a page that takes 0.1 ms
            // (docs/performance.md, PostgreSQL settings).
            .options([("jit", "off"), ("max_parallel_workers_per_gather", "0")]);
        let pool = PgPoolOptions::new()
            .max_connections(pool_size.max(1))
            .min_connections(1)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await.map_err(|e| StoreError::Internal(e.into()))?;
        Ok(PostgresStore { pool })
    }

    /// Closes every connection.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl Dialect for PostgresStore {
    type Db = Postgres;

    const BACKEND: &'static str = "postgres";

    /// Locks the rows a write transaction reads before it changes them.
    const ROW_LOCK: RowLock = RowLock::ForUpdate;

    /// Taken first by a catalogue import (released at commit), so that
    /// instances starting at once on one database import in turn.
    const IMPORT_LOCK: Option<&'static str> = Some("SELECT pg_advisory_xact_lock(4627523)");

    /// A like's commit does not wait for the WAL flush: a crash may lose
    /// the likes of the last moment (at most three `wal_writer_delay`s,
    /// 600 ms by default), never corrupt or half-apply one
    /// (docs/performance.md, PostgreSQL settings).
    const RELAXED_COMMIT: Option<&'static str> = Some("SET LOCAL synchronous_commit TO OFF");

    /// PostgreSQL copies with `pg_dump` (docs/operations.md).
    const BACKUP_INTO: Option<&'static str> = None;

    fn pool(&self) -> &PgPool {
        &self.pool
    }

    async fn begin_write(&self) -> Result<Transaction<'static, Postgres>, sqlx::Error> {
        self.pool.begin().await
    }

    fn rows_affected(done: PgQueryResult) -> u64 {
        done.rows_affected()
    }
}

/// Fails the build, here rather than at its users, if the shared SQL needs
/// something of the driver that PostgreSQL's does not give.
const _: fn() = || {
    fn is_store<T: frontloop_store::Store>() {}
    is_store::<PostgresStore>();
};

/// Checks that a PostgreSQL server answers at `url` (used by tests to tell
/// "no server" from a failing test).
pub async fn reachable(url: &str) -> bool {
    match PgConnectOptions::from_str(url) {
        Ok(options) => match options.connect().await {
            Ok(conn) => conn.close().await.is_ok(),
            Err(_) => false,
        },
        Err(_) => false,
    }
}
