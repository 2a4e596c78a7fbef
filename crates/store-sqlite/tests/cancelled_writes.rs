//! A write whose request is given up while it waits for SQLite's write lock
//! must leave the pool as it found it: before, the cancelled `BEGIN
//! IMMEDIATE` ran on once the lock came free and left its connection inside a
//! transaction nobody owned, and every later write on that connection failed
//! ("attempted to call begin_with at non-zero transaction depth").

use std::future::Future;
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

/// sqlx's `begin_with` awaits twice: the `BEGIN`, then a check that the
/// connection is inside a transaction. A request dropped between the two
/// (a client that goes away mid-request) used to leave the connection in
/// `BEGIN IMMEDIATE` with no `Transaction` to end it: it held SQLite's
/// write lock, and every other write timed out behind it. Writes given up
/// at every moment of their start must leave writes working.
#[tokio::test]
async fn a_write_given_up_at_any_moment_of_its_start_leaves_writes_working() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("test.db");
    let url = format!("sqlite://{}?mode=rwc", path.display());
    let store = SqliteStore::connect(&url).await.expect("open SQLite");

    for round in 0..400u64 {
        // From "at once" to "after it began", in steps of a few microseconds.
        let wait = Duration::from_micros((round * 7) % 400);
        let _ = tokio::time::timeout(wait, store.begin_write()).await;
        let mut polls = 0;
        let started = store.begin_write();
        tokio::pin!(started);
        // Given up after a number of polls, not of microseconds: the
        // same moments on a fast and a slow machine.
        let given_up = std::future::poll_fn(|cx| {
            polls += 1;
            match started.as_mut().poll(cx) {
                std::task::Poll::Ready(done) => std::task::Poll::Ready(Some(done)),
                std::task::Poll::Pending if polls > round % 5 => std::task::Poll::Ready(None),
                std::task::Poll::Pending => std::task::Poll::Pending,
            }
        })
        .await;
        if let Some(Err(e)) = given_up {
            panic!("round {round}: a write could not start: {e}");
        }
    }

    for attempt in 0..16 {
        let tx = tokio::time::timeout(Duration::from_secs(10), store.begin_write())
            .await
            .unwrap_or_else(|_| panic!("write {attempt}: waited for a lock that nobody should hold"))
            .unwrap_or_else(|e| panic!("write {attempt}: {e}"));
        tx.rollback().await.expect("rollback");
    }
}
