//! Throwaway databases for tests: each test gets its own database on the
//! server named by `FRONTLOOP_TEST_DATABASE_URL`.

use std::str::FromStr;
use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::postgres::PgConnectOptions;
use sqlx::{ConnectOptions, Connection, Executor};

/// The variable that names the test server (any existing database on it).
pub const TEST_URL_VAR: &str = "FRONTLOOP_TEST_DATABASE_URL";
/// When set to `1`, tests fail instead of skipping without a test server.
pub const REQUIRE_VAR: &str = "FRONTLOOP_REQUIRE_POSTGRES";

/// A database created for one test; [`TestDatabase::drop_database`] removes it.
pub struct TestDatabase {
    /// URL of the new database.
    pub url: String,
    name: String,
    admin: PgConnectOptions,
}

/// Creates a fresh, empty database, or `None` when no test server is
/// configured (panicking instead when [`REQUIRE_VAR`] is `1`).
pub async fn create_test_database() -> Option<TestDatabase> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let Ok(admin_url) = std::env::var(TEST_URL_VAR) else {
        assert!(
            std::env::var(REQUIRE_VAR).as_deref() != Ok("1"),
            "{REQUIRE_VAR}=1 but {TEST_URL_VAR} is not set: the PostgreSQL tests would not run"
        );
        eprintln!("skipped: {TEST_URL_VAR} is not set, PostgreSQL tests do not run");
        return None;
    };
    let admin = PgConnectOptions::from_str(&admin_url).expect("valid test database URL");
    let name = format!(
        "frontloop_test_{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        frontloop_domain::time::now_millis() % 1_000_000
    );
    let mut conn = admin.connect().await.expect("connect to the PostgreSQL test server");
    conn.execute(format!("CREATE DATABASE {name}").as_str()).await.expect("create test database");
    conn.close().await.ok();
    let url = format!("{}/{name}", admin_url.rsplit_once('/').map_or(admin_url.as_str(), |(base, _)| base));
    Some(TestDatabase { url, name, admin })
}

impl TestDatabase {
    /// Drops the database (connections to it are closed by force).
    pub async fn drop_database(self) {
        if let Ok(mut conn) = self.admin.connect().await {
            let sql = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
            let _ = conn.execute(sql.as_str()).await;
            let _ = conn.close().await;
        }
    }
}
