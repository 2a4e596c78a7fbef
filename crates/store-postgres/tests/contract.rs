//! The storage contract suite on PostgreSQL (runs when
//! `FRONTLOOP_TEST_DATABASE_URL` names a server; CI requires it).

use std::sync::Arc;

use frontloop_store::Store;
use frontloop_store_postgres::testing::{create_test_database, TestDatabase};
use frontloop_store_postgres::PostgresStore;

struct TestStore {
    store: Arc<dyn Store>,
    database: Option<TestDatabase>,
    pg: PostgresStore,
}

impl TestStore {
    async fn finish(mut self) {
        self.pg.close().await;
        if let Some(db) = self.database.take() {
            db.drop_database().await;
        }
    }
}

async fn fresh_store() -> Option<TestStore> {
    let database = create_test_database().await?;
    let pg = PostgresStore::connect(&database.url).await.expect("connect to the test database");
    Some(TestStore { store: Arc::new(pg.clone()), database: Some(database), pg })
}

frontloop_store::contract_tests!(fresh_store, finish);
