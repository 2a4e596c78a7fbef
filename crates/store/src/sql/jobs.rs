//! Durable follow-up work: one row per pending job, claimed with a lease so
//! that a worker that dies mid-job only delays it.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::{Conn, Db, DbRow, Dialect, RowLock, Tx, Value};
use crate::models::{Job, JobQueueStats, NewJob};
use crate::{JobStore, StoreResult};

/// A new job, or the earlier run time of the pending one with the new payload.
const ENQUEUE: &str = "INSERT INTO jobs (kind, key, payload, attempts, run_at, created_at) \
     VALUES ($1, $2, $3, 0, $4, $5) \
     ON CONFLICT (kind, key) DO UPDATE SET payload = excluded.payload, \
     run_at = CASE WHEN excluded.run_at < jobs.run_at THEN excluded.run_at ELSE jobs.run_at END";

/// Per kind: waiting or running jobs, the oldest due time among them, and
/// given-up jobs.
const QUEUE_STATS: &str = "SELECT kind, \
     CAST(SUM(CASE WHEN failed_at IS NULL THEN 1 ELSE 0 END) AS BIGINT) AS queued, \
     MIN(CASE WHEN failed_at IS NULL THEN run_at END) AS oldest_run_at, \
     CAST(SUM(CASE WHEN failed_at IS NULL THEN 0 ELSE 1 END) AS BIGINT) AS given_up \
     FROM jobs GROUP BY kind ORDER BY kind";

/// Columns of [`Job`].
macro_rules! job_columns {
    () => {
        "id, kind, key, payload, attempts, last_error, failed_at"
    };
}

/// Due, free and not given up, in due order: the rows a claim takes.
macro_rules! due_jobs {
    () => {
        concat!(
            "SELECT id FROM jobs WHERE run_at <= $1 AND failed_at IS NULL ",
            "AND (locked_until IS NULL OR locked_until <= $1) ORDER BY run_at, id LIMIT $3"
        )
    };
}

/// SQLite lets one writer in at a time, so the due rows can be picked in a
/// subquery and checked again on the row being updated.
const CLAIM_ONE_WRITER: &str = concat!(
    "UPDATE jobs SET locked_until = $2, attempts = attempts + 1 WHERE id IN (",
    due_jobs!(),
    ") AND run_at <= $1 AND failed_at IS NULL AND (locked_until IS NULL OR locked_until <= $1) ",
    "RETURNING ",
    job_columns!()
);

/// PostgreSQL: the ids are picked once, in a materialised CTE whose rows are
/// locked with `FOR UPDATE SKIP LOCKED` (concurrent claims skip each
/// other's rows instead of waiting for them), then updated by id. Written
/// as `WHERE id IN (subquery … SKIP LOCKED)` the planner may choose a
/// nested-loop semi-join that runs the locking subquery once per row, each
/// run skipping the rows already taken, and so lease every due job while
/// the caller asked for one.
const CLAIM_ROW_LOCKS: &str = concat!(
    "WITH picked AS MATERIALIZED (",
    due_jobs!(),
    " FOR UPDATE SKIP LOCKED) ",
    "UPDATE jobs SET locked_until = $2, attempts = jobs.attempts + 1 FROM picked WHERE jobs.id = picked.id ",
    "RETURNING jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.attempts, jobs.last_error, jobs.failed_at"
);

/// The claim for the store `S`.
fn claim_sql<S: Dialect>() -> &'static str {
    match S::ROW_LOCK {
        RowLock::Transaction => CLAIM_ONE_WRITER,
        RowLock::ForUpdate => CLAIM_ROW_LOCKS,
    }
}

const FINISH: &str = "DELETE FROM jobs WHERE kind = $1 AND key = $2";

const RESCHEDULE: &str = "UPDATE jobs SET run_at = $3, locked_until = NULL, last_error = $4, \
     attempts = attempts + $5 WHERE kind = $1 AND key = $2";

const PENDING: &str = concat!("SELECT ", job_columns!(), " FROM jobs ORDER BY run_at, id");

/// A later run that does not count the claim's attempt.
const DEFER: &str = "UPDATE jobs SET run_at = $3, locked_until = NULL, last_error = $4, \
     attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END WHERE kind = $1 AND key = $2";

const FAIL: &str = "UPDATE jobs SET failed_at = $3, locked_until = NULL, last_error = $4 WHERE kind = $1 AND key = $2";

/// Records `job` inside the caller's transaction (with the action that
/// makes it due).
pub(super) async fn enqueue<S: Dialect>(tx: &mut Tx<S>, job: &NewJob) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    String: Value<Db<S>>,
    i64: Value<Db<S>>,
{
    sqlx::query(ENQUEUE)
        .bind(job.kind.clone())
        .bind(job.key.clone())
        .bind(job.payload.clone())
        .bind(job.run_at)
        .bind(job.now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

#[async_trait]
impl<S: Dialect> JobStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Job: for<'r> FromRow<'r, DbRow<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "enqueue_job"))]
    async fn enqueue_job(&self, job: &NewJob) -> StoreResult<()> {
        let mut tx = self.begin_write().await?;
        enqueue::<S>(&mut tx, job).await?;
        tx.commit().await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "claim_jobs", limit = limit))]
    async fn claim_jobs(&self, now: Millis, lease_until: Millis, limit: i64) -> StoreResult<Vec<Job>> {
        let mut tx = self.begin_write().await?;
        let jobs = sqlx::query_as::<_, Job>(claim_sql::<S>())
            .bind(now)
            .bind(lease_until)
            .bind(limit)
            .fetch_all(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(jobs)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "finish_job", kind = %kind, key = %key))]
    async fn finish_job(&self, kind: &str, key: &str) -> StoreResult<()> {
        sqlx::query(FINISH).bind(kind).bind(key).execute(self.pool()).await?;
        Ok(())
    }

    async fn reschedule_job(
        &self,
        kind: &str,
        key: &str,
        run_at: Millis,
        error: &str,
        count_attempt: bool,
    ) -> StoreResult<()> {
        sqlx::query(RESCHEDULE)
            .bind(kind)
            .bind(key)
            .bind(run_at)
            .bind(error)
            .bind(i64::from(count_attempt))
            .execute(self.pool())
            .await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "defer_job", kind = %kind, key = %key))]
    async fn defer_job(&self, kind: &str, key: &str, run_at: Millis, reason: &str) -> StoreResult<()> {
        sqlx::query(DEFER).bind(kind).bind(key).bind(run_at).bind(reason).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "fail_job", kind = %kind, key = %key))]
    async fn fail_job(&self, kind: &str, key: &str, error: &str, now: Millis) -> StoreResult<()> {
        sqlx::query(FAIL).bind(kind).bind(key).bind(now).bind(error).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "pending_jobs"))]
    async fn pending_jobs(&self) -> StoreResult<Vec<Job>> {
        Ok(sqlx::query_as::<_, Job>(PENDING).fetch_all(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "job_queue_stats"))]
    async fn job_queue_stats(&self) -> StoreResult<Vec<JobQueueStats>> {
        Ok(sqlx::query_as::<_, JobQueueStats>(QUEUE_STATS).fetch_all(self.pool()).await?)
    }
}
