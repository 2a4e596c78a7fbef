//! A write whose request is given up while it waits for SQLite's write lock
//! must leave the pool as it found it: before, the cancelled `BEGIN
//! IMMEDIATE` ran on once the lock came free and left its connection inside a
//! transaction nobody owned, and every later write on that connection failed
//! ("attempted to call begin_with at non-zero transaction depth").

use std::time::Duration;

use frontloop_store::sql::Dialect;
use frontloop_store_sqlite::SqliteStore;
use sqlx::Connection;

#[tokio::test]
async fn a_write_cancelled_while_waiting_for_the_lock_leaves_no_transaction_behind() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("test.db");
    let url = format!("sqlite://{}?mode=rwc", path.display());
    let store = SqliteStore::connect(&url).await.expect("open SQLite");

    // Another process holds the write lock.
    let mut holder = sqlx::SqliteConnection::connect(&url).await.expect("second connection");
    sqlx::query("BEGIN IMMEDIATE").execute(&mut holder).await.expect("take the lock");

    // Every connection of the pool starts a write and is given up while it waits.
    for _ in 0..16 {
        let waiting = tokio::time::timeout(Duration::from_millis(20), store.begin_write()).await;
        assert!(waiting.is_err(), "the lock is held: the write waits");
    }

    sqlx::query("COMMIT").execute(&mut holder).await.expect("free the lock");
    // Writes work again on every connection.
    for attempt in 0..16 {
        let tx = store.begin_write().await.unwrap_or_else(|e| panic!("write {attempt}: {e}"));
        tx.rollback().await.expect("rollback");
    }
}
