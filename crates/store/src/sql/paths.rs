//! Learning paths: the list and one path with the viewer's standing,
//! enrollments, post items read, completions and ratings. Counters move in
//! the transaction that changes what they count.

use std::collections::HashMap;

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use frontloop_domain::{Difficulty, EnrollmentStatus, PathItemKind, Slug};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::{locking_read, Conn, Db, DbRow, Dialect, LockingRead, Tx, Value};
use crate::models::{EnrollOutcome, Enrollment, MarkOutcome, PathDetail, PathItem, PathSummary};
use crate::{PathStore, StoreResult};

/// A path with the viewer's ($1) enrollment, read into [`PathRow`].
macro_rules! path_select {
    () => {
        "SELECT lp.id, lp.slug, lp.title, lp.description, lp.difficulty, lp.estimated_hours, lp.image_url, \
         lp.item_count, lp.enrollment_count, lp.completion_count, lp.rating_sum, lp.rating_count, lp.archived_at, \
         e.status AS e_status, e.rating AS e_rating, e.enrolled_at AS e_enrolled_at, \
         e.completed_at AS e_completed_at, e.celebrated_at AS e_celebrated_at, e.visited_at AS e_visited_at \
         FROM learning_paths lp LEFT JOIN enrollments e ON e.path_id = lp.id AND e.user_id = $1"
    };
}

/// Items of paths that a learner ($1) has completed, counted per path
/// (`done, path_id`) once grouped: the count comes first, as
/// [`complete_if_done`] reads it alone.
macro_rules! done_items {
    () => {
        "SELECT COUNT(*) AS done, pi.path_id AS path_id FROM path_items pi \
         LEFT JOIN progress pr ON pr.task_id = pi.task_id AND pr.user_id = $1 AND pr.status = 'completed' \
         LEFT JOIN item_completions ic ON ic.item_id = pi.id AND ic.user_id = $1 \
         WHERE pi.archived_at IS NULL AND (pr.task_id IS NOT NULL OR ic.item_id IS NOT NULL)"
    };
}

const LEARNING_PATHS: &str = concat!(path_select!(), " WHERE lp.archived_at IS NULL ORDER BY lp.position, lp.id");

const DONE_PER_PATH: &str = concat!(done_items!(), " GROUP BY pi.path_id");

const PATH_BY_ID: &str = concat!(path_select!(), " WHERE lp.id = $2");

const PATH_BY_SLUG: &str = concat!(path_select!(), " WHERE lp.slug = $2");

/// The current items of a path ($2) with what they point at and whether
/// the viewer ($1) has done them.
const PATH_ITEMS: &str = "SELECT pi.id, pi.item_type, pi.position, COALESCE(pi.post_id, pi.task_id) AS item_id, \
     COALESCE(bp.slug, t.slug) AS item_slug, COALESCE(bp.title, t.title) AS item_title, \
     COALESCE(bp.excerpt, t.summary) AS item_description, COALESCE(bp.featured_image, t.image_url) AS item_image, \
     t.difficulty AS difficulty, pi.added_at, \
     CAST(CASE WHEN pr.task_id IS NOT NULL OR ic.item_id IS NOT NULL THEN 1 ELSE 0 END AS BIGINT) AS done \
     FROM path_items pi \
     LEFT JOIN blog_posts bp ON bp.id = pi.post_id \
     LEFT JOIN tasks t ON t.id = pi.task_id \
     LEFT JOIN progress pr ON pr.task_id = pi.task_id AND pr.user_id = $1 AND pr.status = 'completed' \
     LEFT JOIN item_completions ic ON ic.item_id = pi.id AND ic.user_id = $1 \
     WHERE pi.path_id = $2 AND pi.archived_at IS NULL ORDER BY pi.position, pi.id";

const LOCK_CURRENT_PATH: LockingRead =
    locking_read!("SELECT id FROM learning_paths WHERE id = $1 AND archived_at IS NULL");

const ENROLL: &str = "INSERT INTO enrollments (path_id, user_id, status, enrolled_at) VALUES ($1, $2, 'enrolled', $3) \
     ON CONFLICT DO NOTHING";

const COUNT_ENROLLMENT: &str = "UPDATE learning_paths SET enrollment_count = enrollment_count + 1 WHERE id = $1";

const LOCK_PATH: LockingRead = locking_read!("SELECT id FROM learning_paths WHERE id = $1");

const ENROLLMENT_STATUS: &str = "SELECT status FROM enrollments WHERE path_id = $1 AND user_id = $2";

const POST_ITEM: &str = "SELECT id FROM path_items WHERE path_id = $1 AND item_type = 'post' AND post_id = $2 \
     AND archived_at IS NULL";

const MARK_ITEM: &str =
    "INSERT INTO item_completions (user_id, item_id, completed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

/// Paths a learner ($1) is enrolled in, and not done with, that have the
/// challenge $2 among their current items.
const PATHS_WITH_TASK: &str = "SELECT e.path_id FROM enrollments e JOIN path_items pi ON pi.path_id = e.path_id \
     WHERE e.user_id = $1 AND e.status = 'enrolled' AND pi.task_id = $2 AND pi.archived_at IS NULL";

const LOCK_RATING: LockingRead = locking_read!("SELECT rating FROM enrollments WHERE path_id = $1 AND user_id = $2");

const SET_RATING: &str = "UPDATE enrollments SET rating = $1 WHERE path_id = $2 AND user_id = $3";

const ADD_RATING: &str =
    "UPDATE learning_paths SET rating_sum = rating_sum + $1, rating_count = rating_count + $2 WHERE id = $3";

/// An enrolled learner ($3) has seen the path ($2) as it is now ($1).
const VISIT: &str = "UPDATE enrollments SET visited_at = $1 WHERE path_id = $2 AND user_id = $3";

const CELEBRATE: &str = "UPDATE enrollments SET celebrated_at = $1 WHERE path_id = $2 AND user_id = $3 \
     AND status = 'completed' AND celebrated_at IS NULL";

const ITEM_COUNT: &str = "SELECT item_count FROM learning_paths WHERE id = $1";

/// Items of the path $2 that the learner $1 has done.
const DONE_IN_PATH: &str = concat!(done_items!(), " AND pi.path_id = $2 GROUP BY pi.path_id");

const COMPLETE_ENROLLMENT: &str = "UPDATE enrollments SET status = 'completed', completed_at = $1 \
     WHERE path_id = $2 AND user_id = $3 AND status = 'enrolled'";

const COUNT_COMPLETION: &str = "UPDATE learning_paths SET completion_count = completion_count + 1 WHERE id = $1";

/// A row of [`path_select!`].
#[derive(FromRow)]
struct PathRow {
    id: i64,
    slug: Slug,
    title: String,
    description: String,
    difficulty: Difficulty,
    estimated_hours: i64,
    image_url: Option<String>,
    item_count: i64,
    enrollment_count: i64,
    completion_count: i64,
    rating_sum: i64,
    rating_count: i64,
    archived_at: Option<Millis>,
    e_status: Option<EnrollmentStatus>,
    e_rating: Option<i64>,
    e_enrolled_at: Option<Millis>,
    e_completed_at: Option<Millis>,
    e_celebrated_at: Option<Millis>,
    e_visited_at: Option<Millis>,
}

impl PathRow {
    fn summary(self, completed_items: i64) -> PathSummary {
        let enrollment = match (self.e_status, self.e_enrolled_at) {
            (Some(status), Some(enrolled_at)) => Some(Enrollment {
                status,
                rating: self.e_rating,
                enrolled_at,
                completed_at: self.e_completed_at,
                celebrated_at: self.e_celebrated_at,
                visited_at: self.e_visited_at,
            }),
            _ => None,
        };
        PathSummary {
            id: self.id,
            slug: self.slug,
            title: self.title,
            description: self.description,
            difficulty: self.difficulty,
            estimated_hours: self.estimated_hours,
            image_url: self.image_url,
            item_count: self.item_count,
            enrollment_count: self.enrollment_count,
            completion_count: self.completion_count,
            rating_sum: self.rating_sum,
            rating_count: self.rating_count,
            archived: self.archived_at.is_some(),
            enrollment,
            completed_items,
        }
    }
}

/// A row of [`PATH_ITEMS`].
#[derive(FromRow)]
struct ItemRow {
    id: i64,
    item_type: PathItemKind,
    position: i64,
    item_id: i64,
    item_slug: Slug,
    item_title: String,
    item_description: Option<String>,
    item_image: Option<String>,
    difficulty: Option<Difficulty>,
    added_at: Millis,
    done: i64,
}

#[async_trait]
impl<S: Dialect> PathStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "learning_paths"))]
    async fn learning_paths(&self, viewer: Option<i64>) -> StoreResult<Vec<PathSummary>> {
        let rows =
            sqlx::query_as::<_, PathRow>(LEARNING_PATHS).bind(viewer.unwrap_or(0)).fetch_all(self.pool()).await?;
        let done: HashMap<i64, i64> = match viewer {
            Some(viewer) => sqlx::query_as::<_, (i64, i64)>(DONE_PER_PATH)
                .bind(viewer)
                .fetch_all(self.pool())
                .await?
                .into_iter()
                .map(|(done, path_id)| (path_id, done))
                .collect(),
            None => HashMap::new(),
        };
        Ok(rows
            .into_iter()
            .map(|row| {
                let completed_items = done.get(&row.id).copied().unwrap_or(0);
                row.summary(completed_items)
            })
            .collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "learning_path", id_or_slug = %id_or_slug))]
    async fn learning_path(&self, id_or_slug: &str, viewer: Option<i64>) -> StoreResult<Option<PathDetail>> {
        let viewer_id = viewer.unwrap_or(0);
        let path = match id_or_slug.parse::<i64>() {
            Ok(id) => sqlx::query_as::<_, PathRow>(PATH_BY_ID).bind(viewer_id).bind(id),
            Err(_) => sqlx::query_as::<_, PathRow>(PATH_BY_SLUG).bind(viewer_id).bind(id_or_slug),
        };
        let Some(row) = path.fetch_optional(self.pool()).await? else { return Ok(None) };
        let items: Vec<PathItem> = sqlx::query_as::<_, ItemRow>(PATH_ITEMS)
            .bind(viewer_id)
            .bind(row.id)
            .fetch_all(self.pool())
            .await?
            .into_iter()
            .map(|item| PathItem {
                id: item.id,
                item_type: item.item_type,
                item_id: item.item_id,
                item_slug: item.item_slug,
                item_title: item.item_title,
                item_description: item.item_description,
                item_image: item.item_image,
                difficulty: item.difficulty,
                position: item.position,
                added_at: item.added_at,
                is_completed: viewer.is_some() && item.done == 1,
            })
            .collect();
        let completed_items = items.iter().filter(|i| i.is_completed).count() as i64;
        Ok(Some(PathDetail { path: row.summary(completed_items), items }))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "enroll", path_id = path_id, user_id = user_id))]
    async fn enroll(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<EnrollOutcome> {
        let mut tx = self.begin_write().await?;
        let exists =
            sqlx::query_scalar::<_, i64>(LOCK_CURRENT_PATH.sql::<S>()).bind(path_id).fetch_optional(&mut *tx).await?;
        if exists.is_none() {
            return Ok(EnrollOutcome::NoSuchPath);
        }
        let added =
            S::rows_affected(sqlx::query(ENROLL).bind(path_id).bind(user_id).bind(now).execute(&mut *tx).await?);
        if added == 0 {
            return Ok(EnrollOutcome::AlreadyEnrolled);
        }
        sqlx::query(COUNT_ENROLLMENT).bind(path_id).execute(&mut *tx).await?;
        let completed = complete_if_done::<S>(&mut tx, path_id, user_id, now).await?;
        tx.commit().await?;
        Ok(EnrollOutcome::Enrolled { completed })
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "mark_post_read", path_id, user_id, post_id)
    )]
    async fn mark_post_read(&self, path_id: i64, user_id: i64, post_id: i64, now: Millis) -> StoreResult<MarkOutcome> {
        let mut tx = self.begin_write().await?;
        let path = sqlx::query_scalar::<_, i64>(LOCK_PATH.sql::<S>()).bind(path_id).fetch_optional(&mut *tx).await?;
        if path.is_none() {
            return Ok(MarkOutcome::NoSuchPath);
        }
        let enrolled = sqlx::query_scalar::<_, String>(ENROLLMENT_STATUS)
            .bind(path_id)
            .bind(user_id)
            .fetch_optional(&mut *tx)
            .await?;
        if enrolled.is_none() {
            return Ok(MarkOutcome::NotEnrolled);
        }
        let item = sqlx::query_scalar::<_, i64>(POST_ITEM).bind(path_id).bind(post_id).fetch_optional(&mut *tx).await?;
        let Some(item) = item else { return Ok(MarkOutcome::NoSuchItem) };
        sqlx::query(MARK_ITEM).bind(user_id).bind(item).bind(now).execute(&mut *tx).await?;
        let path_completed = complete_if_done::<S>(&mut tx, path_id, user_id, now).await?;
        tx.commit().await?;
        Ok(MarkOutcome::Marked { path_completed })
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "complete_paths_for_task", user_id, task_id)
    )]
    async fn complete_paths_for_task(&self, user_id: i64, task_id: i64, now: Millis) -> StoreResult<Vec<i64>> {
        let mut tx = self.begin_write().await?;
        let paths =
            sqlx::query_scalar::<_, i64>(PATHS_WITH_TASK).bind(user_id).bind(task_id).fetch_all(&mut *tx).await?;
        let mut completed = Vec::new();
        for path_id in paths {
            if complete_if_done::<S>(&mut tx, path_id, user_id, now).await? {
                completed.push(path_id);
            }
        }
        tx.commit().await?;
        Ok(completed)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "rate_path", path_id = path_id, user_id = user_id))]
    async fn rate_path(&self, path_id: i64, user_id: i64, rating: i64) -> StoreResult<bool> {
        let mut tx = self.begin_write().await?;
        let previous = sqlx::query_scalar::<_, Option<i64>>(LOCK_RATING.sql::<S>())
            .bind(path_id)
            .bind(user_id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(previous) = previous else { return Ok(false) };
        sqlx::query(SET_RATING).bind(rating).bind(path_id).bind(user_id).execute(&mut *tx).await?;
        sqlx::query(ADD_RATING)
            .bind(rating - previous.unwrap_or(0))
            .bind(if previous.is_some() { 0_i64 } else { 1_i64 })
            .bind(path_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "mark_path_celebrated", path_id, user_id)
    )]
    async fn mark_path_celebrated(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<()> {
        sqlx::query(CELEBRATE).bind(now).bind(path_id).bind(user_id).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "mark_path_visited", path_id, user_id)
    )]
    async fn mark_path_visited(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<bool> {
        let done = sqlx::query(VISIT).bind(now).bind(path_id).bind(user_id).execute(self.pool()).await?;
        Ok(S::rows_affected(done) == 1)
    }
}

/// Completes an enrollment when every item of its path is done. Runs in
/// the caller's transaction; counts the completion once.
async fn complete_if_done<S: Dialect>(tx: &mut Tx<S>, path_id: i64, user_id: i64, now: Millis) -> StoreResult<bool>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
{
    let items = sqlx::query_scalar::<_, i64>(ITEM_COUNT).bind(path_id).fetch_one(&mut **tx).await?;
    let done = sqlx::query_scalar::<_, i64>(DONE_IN_PATH)
        .bind(user_id)
        .bind(path_id)
        .fetch_optional(&mut **tx)
        .await?
        .unwrap_or(0);
    if items == 0 || done < items {
        return Ok(false);
    }
    let completed = sqlx::query(COMPLETE_ENROLLMENT).bind(now).bind(path_id).bind(user_id).execute(&mut **tx).await?;
    let changed = S::rows_affected(completed);
    if changed == 1 {
        sqlx::query(COUNT_COMPLETION).bind(path_id).execute(&mut **tx).await?;
    }
    Ok(changed == 1)
}
