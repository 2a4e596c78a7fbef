//! The storage contract suite on SQLite (always runs).

use std::sync::Arc;

use frontloop_store::Store;
use frontloop_store_sqlite::SqliteStore;

/// A fresh database file per test, removed with its folder afterwards.
struct TestStore {
    store: Arc<dyn Store>,
    _dir: tempfile::TempDir,
}

async fn fresh_store() -> Option<TestStore> {
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("test.db").display());
    let store = SqliteStore::connect(&url).await.expect("open SQLite");
    Some(TestStore { store: Arc::new(store), _dir: dir })
}

frontloop_store::contract_tests!(fresh_store);
