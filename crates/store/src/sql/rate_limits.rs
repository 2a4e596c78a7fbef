//! Rate-limit counters, one row per bucket and fixed window, shared by
//! every instance.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use sqlx::{ColumnIndex, Encode, Executor, Type};

use super::{Conn, Db, DbRow, Dialect, Value};
use crate::{RateLimitStore, StoreResult};

/// Counts a hit in a bucket's window ($1, $2); answers the window's hits.
pub(super) const HIT: &str = "INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1) \
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits";
const HITS: &str = "SELECT hits FROM rate_limits WHERE bucket = $1 AND window_start = $2";

#[async_trait]
impl<S: Dialect> RateLimitStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "hit_rate_limit"))]
    async fn hit_rate_limit(&self, bucket: &str, window_start: Millis) -> StoreResult<i64> {
        Ok(sqlx::query_scalar::<_, i64>(HIT).bind(bucket).bind(window_start).fetch_one(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "rate_limit_hits"))]
    async fn rate_limit_hits(&self, bucket: &str, window_start: Millis) -> StoreResult<i64> {
        let hits =
            sqlx::query_scalar::<_, i64>(HITS).bind(bucket).bind(window_start).fetch_optional(self.pool()).await?;
        Ok(hits.unwrap_or(0))
    }
}
