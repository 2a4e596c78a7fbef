//! Picks the storage backend from the database URL's scheme.

use std::sync::Arc;

use frontloop_store::{Store, StoreError};
use frontloop_store_postgres::{PostgresStore, DEFAULT_POOL_SIZE};
use frontloop_store_sqlite::SqliteStore;

/// Opens and migrates the database at `url`: `postgres://` (or
/// `postgresql://`) selects PostgreSQL, anything else SQLite.
pub async fn open(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    open_pooled(url, DEFAULT_POOL_SIZE).await
}

/// [`open`] with at most `pool_size` PostgreSQL connections (SQLite keeps
/// its own pool of one writer and a few readers).
pub async fn open_pooled(url: &str, pool_size: u32) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(PostgresStore::connect_pooled(url, pool_size).await?))
    } else {
        Ok(Arc::new(SqliteStore::connect(url).await?))
    }
}
