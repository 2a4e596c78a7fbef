//! The database as a whole: whether it answers, which one it is, and the
//! purge of expired sign-in records and old rate-limit windows.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use sqlx::{ColumnIndex, Encode, Executor, Type};

use super::{Conn, Db, DbRow, Dialect, Value};
use crate::models::PoolStatus;
use crate::{MaintenanceStore, StoreResult};

/// Revoked sessions and rate-limit windows older than this are purged.
const RETENTION: Millis = 60 * 60 * 1000;

const PING: &str = "SELECT 1";

/// Which rows a purge statement deletes: those at or before `$1`.
#[derive(Clone, Copy)]
enum Cutoff {
    /// Expired by now.
    Now,
    /// Ended at least [`RETENTION`] ago.
    Retained,
}

/// What [`MaintenanceStore::purge_expired`] deletes, in order.
const PURGES: [(&str, Cutoff); 6] = [
    ("DELETE FROM oauth_states WHERE expires_at <= $1", Cutoff::Now),
    ("DELETE FROM login_codes WHERE expires_at <= $1", Cutoff::Now),
    ("DELETE FROM sessions WHERE expires_at <= $1 OR idle_expires_at <= $1", Cutoff::Now),
    ("DELETE FROM sessions WHERE revoked_at IS NOT NULL AND revoked_at <= $1", Cutoff::Retained),
    ("DELETE FROM rate_limits WHERE window_start <= $1", Cutoff::Retained),
    ("DELETE FROM instances WHERE seen_at <= $1", Cutoff::Retained),
];

const SAY_ALIVE: &str =
    "INSERT INTO instances (id, seen_at) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at";
const OTHERS_ALIVE: &str = "SELECT COUNT(*) FROM instances WHERE id <> $1 AND seen_at > $2";
const LEAVE: &str = "DELETE FROM instances WHERE id = $1";

const OFFER_KEY: &str =
    "INSERT INTO server_keys (name, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING";
const KEY: &str = "SELECT secret FROM server_keys WHERE name = $1";

#[async_trait]
impl<S: Dialect> MaintenanceStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: Encode<'a, Db<S>> + Type<Db<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "ping"))]
    async fn ping(&self) -> StoreResult<()> {
        sqlx::query(PING).execute(self.pool()).await?;
        Ok(())
    }

    fn backend(&self) -> &'static str {
        S::BACKEND
    }

    fn pool_status(&self) -> PoolStatus {
        let pool = self.pool();
        PoolStatus { open: pool.size(), idle: u32::try_from(pool.num_idle()).unwrap_or(u32::MAX) }
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "backup_into"))]
    async fn backup_into(&self, path: &str) -> StoreResult<bool> {
        let Some(sql) = S::BACKUP_INTO else { return Ok(false) };
        sqlx::query(sql).bind(path).execute(self.pool()).await?;
        Ok(true)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "heartbeat", id = %id))]
    async fn heartbeat(&self, id: &str, now: Millis, since: Millis) -> StoreResult<u64> {
        sqlx::query(SAY_ALIVE).bind(id).bind(now).execute(self.pool()).await?;
        let others: i64 = sqlx::query_scalar(OTHERS_ALIVE).bind(id).bind(since).fetch_one(self.pool()).await?;
        Ok(u64::try_from(others).unwrap_or(0))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "server_key"))]
    async fn server_key(&self, name: &str, candidate: &str, now: Millis) -> StoreResult<String> {
        sqlx::query(OFFER_KEY).bind(name).bind(candidate).bind(now).execute(self.pool()).await?;
        Ok(sqlx::query_scalar(KEY).bind(name).fetch_one(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "leave", id = %id))]
    async fn leave(&self, id: &str) -> StoreResult<()> {
        sqlx::query(LEAVE).bind(id).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "purge_expired"))]
    async fn purge_expired(&self, now: Millis) -> StoreResult<u64> {
        let mut tx = self.begin_write().await?;
        let mut removed = 0;
        for (sql, cutoff) in PURGES {
            let cutoff = match cutoff {
                Cutoff::Now => now,
                Cutoff::Retained => now - RETENTION,
            };
            removed += S::rows_affected(sqlx::query(sql).bind(cutoff).execute(&mut *tx).await?);
        }
        tx.commit().await?;
        Ok(removed)
    }
}
