//! Solutions: written by the completion, checked by the workers, read by
//! their owner and, through their public page, by everyone.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use frontloop_domain::{CheckKind, CheckStatus, Difficulty, NotificationKind, Slug};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::jobs::enqueue;
use super::notifications::{notify, NewNotification};
use super::{AuthorRow, Conn, Db, DbRow, Dialect, Tx, Value};
use crate::models::{
    CheckResults, CheckUpdate, FeedbackRequest, Media, NewJob, NewScreenshot, Solution, SolutionCheck, TaskSummary,
};
use crate::{SolutionStore, StoreResult};

/// What a queued check says until a worker takes it.
pub const QUEUED_DETAIL: &str = "Waiting for a worker.";

/// A completion's solution: new, or the learner's existing one taking the
/// new links (a completion is terminal, so only a restored catalogue or an
/// older record can meet one).
const INSERT_SOLUTION: &str = "INSERT INTO solutions \
     (user_id, task_id, repository_url, live_url, completed_at, checks_requested_at) \
     VALUES ($1, $2, $3, $4, $5, $5) \
     ON CONFLICT (user_id, task_id) DO UPDATE SET repository_url = excluded.repository_url, \
     live_url = excluded.live_url, completed_at = excluded.completed_at, \
     checks_requested_at = excluded.checks_requested_at, score = NULL, checked_at = NULL \
     RETURNING id";

const LINK_PROGRESS: &str = "UPDATE progress SET solution_id = $1, score = NULL WHERE user_id = $2 AND task_id = $3";

/// One check's state, written whether or not the row exists yet (solutions
/// from before the checks have none).
const UPSERT_CHECK: &str = "INSERT INTO solution_checks (solution_id, kind, position, status, detail, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6) \
     ON CONFLICT (solution_id, kind) DO UPDATE SET status = excluded.status, detail = excluded.detail, \
     updated_at = excluded.updated_at";

/// A solution with its checks, one row per check (one row with NULL check
/// columns when it has none): one statement, so a run finishing meanwhile
/// is seen whole or not at all.
const SOLUTION_BY_ID: &str = concat!(
    "SELECT s.id, s.repository_url, s.live_url, s.completed_at, s.score, s.report, ",
    "s.checked_at, s.checks_requested_at, ",
    "u.id AS author_id, u.login AS author_login, u.name AS author_name, u.avatar_url AS author_avatar_url, ",
    "t.id AS task_id, t.slug AS task_slug, t.title AS task_title, t.image_url AS task_image_url, ",
    "t.difficulty AS task_difficulty, ",
    "c.kind AS check_kind, c.status AS check_status, c.detail AS check_detail, c.updated_at AS check_updated_at, ",
    "fr.question AS request_question, fr.created_at AS request_created_at, fr.closed_at AS request_closed_at, ",
    "(SELECT COUNT(*) FROM reviews r JOIN users ru ON ru.id = r.reviewer_id WHERE r.solution_id = s.id ",
    "AND r.hidden_at IS NULL AND ru.suspended_at IS NULL) AS reviews_count, ",
    "CAST(CASE WHEN s.hidden_at IS NULL AND u.suspended_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS hidden, ",
    "CAST(CASE WHEN u.profile_visibility = 'private' THEN 1 ELSE 0 END AS BIGINT) AS author_private ",
    "FROM solutions s JOIN users u ON u.id = s.user_id JOIN tasks t ON t.id = s.task_id ",
    "LEFT JOIN solution_checks c ON c.solution_id = s.id ",
    "LEFT JOIN feedback_requests fr ON fr.solution_id = s.id WHERE s.id = $1 ORDER BY c.position"
);

const SOLUTION_ID_OF: &str = "SELECT id FROM solutions WHERE user_id = $1 AND task_id = $2";

const TAGS: &str = "SELECT tag FROM task_tags WHERE task_id = $1 ORDER BY position";

const FINISH: &str = "UPDATE solutions SET score = $1, report = $2, checked_at = $3 WHERE id = $4";

/// The score on the learner's progress record too, where the achievement
/// rules and the profile read it.
const SCORE_PROGRESS: &str = "UPDATE progress SET score = $1 WHERE solution_id = $2";

const OWNER: &str = "SELECT user_id FROM solutions WHERE id = $1";

const DELETE_SCREENSHOTS: &str = "DELETE FROM solution_screenshots WHERE solution_id = $1";

const INSERT_SCREENSHOT: &str = "INSERT INTO solution_screenshots \
     (solution_id, viewport, width, height, png, created_at) VALUES ($1, $2, $3, $4, $5, $6)";

/// A screenshot as a [`Media`]: its ETag moves with each run.
const SCREENSHOT: &str = "SELECT 'solutions/' || CAST(solution_id AS TEXT) || '/' || viewport || '.png' AS path, \
     'image/png' AS content_type, png AS body, CAST(created_at AS TEXT) AS etag \
     FROM solution_screenshots WHERE solution_id = $1 AND viewport = $2";

const REQUEST: &str = "UPDATE solutions SET checks_requested_at = $1 WHERE id = $2 AND checks_requested_at <= $3";

/// A row of [`SOLUTION_BY_ID`].
#[derive(FromRow)]
struct SolutionRow {
    id: i64,
    repository_url: String,
    live_url: String,
    completed_at: Millis,
    score: Option<i64>,
    report: String,
    checked_at: Option<Millis>,
    checks_requested_at: Millis,
    #[sqlx(flatten)]
    author: AuthorRow,
    task_id: i64,
    task_slug: Slug,
    task_title: String,
    task_image_url: Option<String>,
    task_difficulty: Difficulty,
    check_kind: Option<CheckKind>,
    check_status: Option<CheckStatus>,
    check_detail: Option<String>,
    check_updated_at: Option<Millis>,
    request_question: Option<String>,
    request_created_at: Option<Millis>,
    request_closed_at: Option<Millis>,
    reviews_count: i64,
    hidden: i64,
    author_private: i64,
}

/// Where a check sits in the list: its place in [`CheckKind::ALL`].
fn position(kind: CheckKind) -> i64 {
    CheckKind::ALL.iter().position(|k| *k == kind).unwrap_or(CheckKind::ALL.len()) as i64
}

/// Writes the solution of a completion inside its transaction, with every
/// check queued, and links the progress record to it.
pub(super) async fn create_solution<S: Dialect>(
    tx: &mut Tx<S>,
    user_id: i64,
    task_id: i64,
    repository_url: &str,
    live_url: &str,
    now: Millis,
) -> StoreResult<i64>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    String: Value<Db<S>>,
    i64: Value<Db<S>>,
    CheckKind: Value<Db<S>>,
    CheckStatus: Value<Db<S>>,
{
    let id = sqlx::query_scalar::<_, i64>(INSERT_SOLUTION)
        .bind(user_id)
        .bind(task_id)
        .bind(repository_url.to_owned())
        .bind(live_url.to_owned())
        .bind(now)
        .fetch_one(&mut **tx)
        .await?;
    queue_every_check::<S>(tx, id, now).await?;
    sqlx::query(LINK_PROGRESS).bind(id).bind(user_id).bind(task_id).execute(&mut **tx).await?;
    Ok(id)
}

async fn queue_every_check<S: Dialect>(tx: &mut Tx<S>, solution_id: i64, now: Millis) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    String: Value<Db<S>>,
    i64: Value<Db<S>>,
    CheckKind: Value<Db<S>>,
    CheckStatus: Value<Db<S>>,
{
    let queued: Vec<CheckUpdate> = CheckKind::ALL
        .iter()
        .map(|&kind| CheckUpdate { kind, status: CheckStatus::Queued, detail: QUEUED_DETAIL.to_owned() })
        .collect();
    write_checks::<S>(tx, solution_id, &queued, now).await
}

async fn write_checks<S: Dialect>(
    tx: &mut Tx<S>,
    solution_id: i64,
    updates: &[CheckUpdate],
    now: Millis,
) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    String: Value<Db<S>>,
    i64: Value<Db<S>>,
    CheckKind: Value<Db<S>>,
    CheckStatus: Value<Db<S>>,
{
    for update in updates {
        sqlx::query(UPSERT_CHECK)
            .bind(solution_id)
            .bind(update.kind)
            .bind(position(update.kind))
            .bind(update.status)
            .bind(update.detail.clone())
            .bind(now)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

#[async_trait]
impl<S: Dialect> SolutionStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    Slug: Value<Db<S>>,
    Difficulty: Value<Db<S>>,
    CheckKind: Value<Db<S>>,
    CheckStatus: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
    Vec<u8>: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "save_screenshots", solution_id = solution_id))]
    async fn save_screenshots(&self, solution_id: i64, shots: &[NewScreenshot], now: Millis) -> StoreResult<()> {
        let mut tx = self.begin_write().await?;
        sqlx::query(DELETE_SCREENSHOTS).bind(solution_id).execute(&mut *tx).await?;
        for shot in shots {
            sqlx::query(INSERT_SCREENSHOT)
                .bind(solution_id)
                .bind(shot.viewport.clone())
                .bind(shot.width)
                .bind(shot.height)
                .bind(shot.png.clone())
                .bind(now)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "solution_screenshot", solution_id = solution_id, viewport = %viewport))]
    async fn solution_screenshot(&self, solution_id: i64, viewport: &str) -> StoreResult<Option<Media>> {
        Ok(sqlx::query_as::<_, Media>(SCREENSHOT)
            .bind(solution_id)
            .bind(viewport.to_owned())
            .fetch_optional(self.pool())
            .await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "solution", id = id))]
    async fn solution(&self, id: i64) -> StoreResult<Option<Solution>> {
        let rows = sqlx::query_as::<_, SolutionRow>(SOLUTION_BY_ID).bind(id).fetch_all(self.pool()).await?;
        let checks: Vec<SolutionCheck> = rows
            .iter()
            .filter_map(|r| {
                Some(SolutionCheck {
                    kind: r.check_kind?,
                    status: r.check_status?,
                    detail: r.check_detail.clone()?,
                    updated_at: r.check_updated_at?,
                })
            })
            .collect();
        let Some(row) = rows.into_iter().next() else {
            return Ok(None);
        };
        let tags = sqlx::query_scalar::<_, String>(TAGS).bind(row.task_id).fetch_all(self.pool()).await?;
        Ok(Some(Solution {
            id: row.id,
            author: row.author.into(),
            task: TaskSummary {
                id: row.task_id,
                slug: row.task_slug,
                title: row.task_title,
                image_url: row.task_image_url,
                difficulty: row.task_difficulty,
                tags,
            },
            repository_url: row.repository_url,
            live_url: row.live_url,
            completed_at: row.completed_at,
            score: row.score,
            report: row.report,
            checked_at: row.checked_at,
            checks_requested_at: row.checks_requested_at,
            checks,
            feedback_request: match (row.request_question, row.request_created_at) {
                (Some(question), Some(created_at)) => {
                    Some(FeedbackRequest { question, open: row.request_closed_at.is_none(), created_at })
                }
                _ => None,
            },
            reviews_count: row.reviews_count,
            hidden: row.hidden != 0,
            author_private: row.author_private != 0,
        }))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "solution_of", user_id = user_id, task_id = task_id))]
    async fn solution_of(&self, user_id: i64, task_id: i64) -> StoreResult<Option<Solution>> {
        let id = sqlx::query_scalar::<_, i64>(SOLUTION_ID_OF)
            .bind(user_id)
            .bind(task_id)
            .fetch_optional(self.pool())
            .await?;
        match id {
            Some(id) => self.solution(id).await,
            None => Ok(None),
        }
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "update_checks", solution_id = solution_id))]
    async fn update_checks(&self, solution_id: i64, updates: &[CheckUpdate], now: Millis) -> StoreResult<()> {
        let mut tx = self.begin_write().await?;
        write_checks::<S>(&mut tx, solution_id, updates, now).await?;
        tx.commit().await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "finish_checks", solution_id = solution_id))]
    async fn finish_checks(&self, solution_id: i64, results: &CheckResults) -> StoreResult<()> {
        let mut tx = self.begin_write().await?;
        write_checks::<S>(&mut tx, solution_id, &results.checks, results.now).await?;
        sqlx::query(FINISH)
            .bind(results.score)
            .bind(results.report.clone())
            .bind(results.now)
            .bind(solution_id)
            .execute(&mut *tx)
            .await?;
        // Writing the record's score moves the owner's revision (`crate::staleness`).
        sqlx::query(SCORE_PROGRESS).bind(results.score).bind(solution_id).execute(&mut *tx).await?;
        let owner = sqlx::query_scalar::<_, i64>(OWNER).bind(solution_id).fetch_optional(&mut *tx).await?;
        if let Some(owner) = owner {
            let finished = NewNotification {
                user_id: owner,
                kind: NotificationKind::ChecksFinished,
                subject_id: Some(solution_id),
                source_id: None,
                actor_id: None,
                detail: None,
                now: results.now,
            };
            notify::<S>(&mut tx, finished).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn request_checks(
        &self,
        solution_id: i64,
        now: Millis,
        not_after: Millis,
        job: &NewJob,
    ) -> StoreResult<bool> {
        let mut tx = self.begin_write().await?;
        let done = sqlx::query(REQUEST).bind(now).bind(solution_id).bind(not_after).execute(&mut *tx).await?;
        if S::rows_affected(done) == 0 {
            return Ok(false);
        }
        queue_every_check::<S>(&mut tx, solution_id, now).await?;
        enqueue::<S>(&mut tx, job).await?;
        tx.commit().await?;
        Ok(true)
    }
}
