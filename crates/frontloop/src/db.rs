//! Picks the storage backend from the database URL's scheme.

use std::sync::Arc;

use frontloop_store::{Store, StoreError};
use frontloop_store_postgres::PostgresStore;
use frontloop_store_sqlite::SqliteStore;

/// Opens and migrates the database at `url`: `postgres://` (or
/// `postgresql://`) selects PostgreSQL, anything else SQLite.
pub async fn open(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(PostgresStore::connect(url).await?))
    } else {
        Ok(Arc::new(SqliteStore::connect(url).await?))
    }
}
