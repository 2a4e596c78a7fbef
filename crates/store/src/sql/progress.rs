//! Learners' progress on challenges, through the state machine of
//! `frontloop_domain::progress`, and the revision that moves with it.

use async_trait::async_trait;
use frontloop_domain::progress::Transition;
use frontloop_domain::{Difficulty, ProgressStatus, Slug, TransitionError};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::jobs::enqueue;
use super::solutions::create_solution;
use super::{labels_by_owner, locking_read, task_list_revision, Conn, Db, DbRow, Dialect, LockingRead, Value};
use crate::models::{LearnerRevision, NewJob, Progress, ProgressChange, ProgressEntry};
use crate::{ProgressStore, StoreResult};

/// Columns of `progress` in the order of [`Progress`].
macro_rules! progress_columns {
    () => {
        "task_id, status, github_repo_url, github_pages_url, started_at, saved_at, completed_at, completed_local, \
         updated_at, solution_id, score"
    };
}

const LEARNER_REVISION: &str =
    concat!("SELECT COALESCE((SELECT progress_revision FROM users WHERE id = $1), -1), ", task_list_revision!());

const SELECT_PROGRESS: &str =
    concat!("SELECT ", progress_columns!(), " FROM progress WHERE user_id = $1 AND task_id = $2");

/// The record a change starts from, read under the lock the change writes
/// under, so that two racing requests (a double submit, two tabs) go
/// through the state machine in turn.
const LOCK_PROGRESS: LockingRead =
    locking_read!("SELECT ", progress_columns!(), " FROM progress WHERE user_id = $1 AND task_id = $2");

const START: &str = "INSERT INTO progress (user_id, task_id, status, started_at, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $4, $4) \
     ON CONFLICT (user_id, task_id) DO UPDATE SET status = $3, started_at = $4, updated_at = $4";

const SAVE: &str = "INSERT INTO progress (user_id, task_id, status, saved_at, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $4, $4) \
     ON CONFLICT (user_id, task_id) DO UPDATE SET status = $3, saved_at = $4, updated_at = $4";

const DELETE_PROGRESS: &str = "DELETE FROM progress WHERE user_id = $1 AND task_id = $2";

const COMPLETE: &str = "UPDATE progress SET status = 'completed', github_repo_url = $1, github_pages_url = $2, \
     completed_at = $3, completed_local = $4, duration_seconds = $5, updated_at = $3 \
     WHERE user_id = $6 AND task_id = $7";

const COUNT_COMPLETION: &str = "UPDATE tasks SET completion_count = completion_count + 1 WHERE id = $1";

/// A learner's records with their challenges (the columns of [`Progress`]
/// first, through the join).
const USER_PROGRESS: &str = "SELECT p.task_id, p.status, p.github_repo_url, p.github_pages_url, p.started_at, \
     p.saved_at, p.completed_at, p.completed_local, p.updated_at, p.solution_id, p.score, \
     t.slug, t.title, t.difficulty, t.image_url \
     FROM progress p JOIN tasks t ON t.id = p.task_id WHERE p.user_id = $1 ORDER BY p.updated_at DESC, p.task_id";

/// Tags of the challenges a learner ($1) has records on.
const USER_PROGRESS_TAGS: &str = "SELECT tt.task_id, tt.tag FROM task_tags tt \
     JOIN progress p ON p.task_id = tt.task_id WHERE p.user_id = $1 ORDER BY tt.task_id, tt.position";

/// A row of [`USER_PROGRESS`].
#[derive(FromRow)]
struct Entry {
    #[sqlx(flatten)]
    progress: Progress,
    slug: Slug,
    title: String,
    difficulty: Difficulty,
    image_url: Option<String>,
}

#[async_trait]
impl<S: Dialect> ProgressStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    frontloop_domain::CheckKind: Value<Db<S>>,
    frontloop_domain::CheckStatus: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "learner_revision", user_id = user_id))]
    async fn learner_revision(&self, user_id: i64) -> StoreResult<LearnerRevision> {
        let (progress, catalogue) =
            sqlx::query_as::<_, (i64, i64)>(LEARNER_REVISION).bind(user_id).fetch_one(self.pool()).await?;
        Ok(LearnerRevision { progress, catalogue })
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "progress", user_id = user_id, task_id = task_id))]
    async fn progress(&self, user_id: i64, task_id: i64) -> StoreResult<Option<Progress>> {
        Ok(sqlx::query_as::<_, Progress>(SELECT_PROGRESS)
            .bind(user_id)
            .bind(task_id)
            .fetch_optional(self.pool())
            .await?)
    }

    async fn change_progress(
        &self,
        user_id: i64,
        task_id: i64,
        change: &ProgressChange,
    ) -> StoreResult<Result<Option<Progress>, TransitionError>> {
        self.change_progress_with_follow_up(user_id, task_id, change, &[]).await
    }

    async fn change_progress_with_follow_up(
        &self,
        user_id: i64,
        task_id: i64,
        change: &ProgressChange,
        on_completion: &[NewJob],
    ) -> StoreResult<Result<Option<Progress>, TransitionError>> {
        let mut tx = self.begin_write().await?;
        let current = sqlx::query_as::<_, Progress>(LOCK_PROGRESS.sql::<S>())
            .bind(user_id)
            .bind(task_id)
            .fetch_optional(&mut *tx)
            .await?;
        let from = match &current {
            Some(p) => p.status,
            None => ProgressStatus::NotStarted,
        };
        let transition = match from.transition(change.to) {
            Ok(transition) => transition,
            Err(refused) => return Ok(Err(refused)),
        };
        let now = change.now;
        match transition {
            Transition::Unchanged => return Ok(Ok(current)),
            Transition::Started | Transition::Saved => {
                let (sql, status) =
                    if transition == Transition::Started { (START, "in_progress") } else { (SAVE, "saved") };
                sqlx::query(sql).bind(user_id).bind(task_id).bind(status).bind(now).execute(&mut *tx).await?;
            }
            Transition::Unsaved | Transition::Reset => {
                sqlx::query(DELETE_PROGRESS).bind(user_id).bind(task_id).execute(&mut *tx).await?;
                tx.commit().await?;
                return Ok(Ok(None));
            }
            Transition::Completed => {
                let started = current.as_ref().and_then(|p| p.started_at).unwrap_or(now);
                sqlx::query(COMPLETE)
                    .bind(&change.github_repo_url)
                    .bind(&change.github_pages_url)
                    .bind(now)
                    .bind(&change.local_time)
                    .bind((now - started).max(0) / 1000)
                    .bind(user_id)
                    .bind(task_id)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query(COUNT_COMPLETION).bind(task_id).execute(&mut *tx).await?;
                let repository = change.github_repo_url.clone().unwrap_or_default();
                let live_site = change.github_pages_url.clone().unwrap_or_default();
                create_solution::<S>(&mut tx, user_id, task_id, &repository, &live_site, now).await?;
                for job in on_completion {
                    enqueue::<S>(&mut tx, job).await?;
                }
            }
        }
        let after =
            sqlx::query_as::<_, Progress>(SELECT_PROGRESS).bind(user_id).bind(task_id).fetch_one(&mut *tx).await?;
        tx.commit().await?;
        Ok(Ok(Some(after)))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "user_progress", user_id = user_id))]
    async fn user_progress(&self, user_id: i64) -> StoreResult<Vec<ProgressEntry>> {
        let rows = sqlx::query_as::<_, Entry>(USER_PROGRESS).bind(user_id).fetch_all(self.pool()).await?;
        let mut tags = labels_by_owner(
            sqlx::query_as::<_, (i64, String)>(USER_PROGRESS_TAGS).bind(user_id).fetch_all(self.pool()).await?,
        );
        Ok(rows
            .into_iter()
            .map(|row| ProgressEntry {
                tags: tags.remove(&row.progress.task_id).unwrap_or_default(),
                slug: row.slug,
                title: row.title,
                difficulty: row.difficulty,
                image_url: row.image_url,
                progress: row.progress,
            })
            .collect())
    }
}
