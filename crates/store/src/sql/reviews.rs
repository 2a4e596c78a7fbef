//! Feedback requests and reviews (docs/reviews.md): the author asks, others
//! review, the author marks what helped. Writes notify in their own
//! transaction.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use frontloop_domain::{Difficulty, ItemType, NotificationKind, Slug};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::moderation::forget_reports;
use super::notifications::{notify, remove_caused_by, NewNotification};
use super::{locking_read, tags_of_tasks, AuthorRow, Conn, Db, DbRow, Dialect, LockingRead, Value};
use crate::models::{
    Deletion, FeedbackOutcome, Review, ReviewOutcome, ReviewQueueEntry, ReviewQueueQuery, StoredRatings, TaskSummary,
};
use crate::{ReviewStore, StoreResult};

const LOCK_SOLUTION_AUTHOR: LockingRead = locking_read!("SELECT user_id FROM solutions WHERE id = $1");

/// Held while counting a learner's open requests, so two asks at once
/// cannot both pass the limit.
const LOCK_USER: LockingRead = locking_read!("SELECT id FROM users WHERE id = $1");

const OPEN_REQUESTS_BESIDES: &str =
    "SELECT COUNT(*) FROM feedback_requests WHERE user_id = $1 AND closed_at IS NULL AND solution_id <> $2";

/// Opens the request, or replaces the question of the open one (which
/// keeps its place in the queue).
const ASK: &str = "INSERT INTO feedback_requests (solution_id, user_id, question, created_at) VALUES ($1, $2, $3, $4) \
     ON CONFLICT (solution_id) DO UPDATE SET question = excluded.question, \
     created_at = CASE WHEN feedback_requests.closed_at IS NULL THEN feedback_requests.created_at \
     ELSE excluded.created_at END, closed_at = NULL";

const CLOSE: &str = "UPDATE feedback_requests SET closed_at = COALESCE(closed_at, $3) \
     WHERE solution_id = $1 AND user_id = $2";

const REQUEST_OWNER: &str = "SELECT user_id FROM feedback_requests WHERE solution_id = $1";

/// The queue: open requests oldest first, optionally of one difficulty and
/// one tag, never the viewer's ($1; 0 signed out), nor hidden ones, nor
/// those of a learner the viewer blocked or who blocked the viewer.
const QUEUE: &str = "SELECT fr.solution_id, fr.question, fr.created_at, \
     u.id AS author_id, u.login AS author_login, u.name AS author_name, u.avatar_url AS author_avatar_url, \
     t.id AS task_id, t.slug AS task_slug, t.title AS task_title, t.image_url AS task_image_url, \
     t.difficulty AS task_difficulty, \
     (SELECT COUNT(*) FROM reviews r JOIN users ru ON ru.id = r.reviewer_id WHERE r.solution_id = fr.solution_id \
     AND r.hidden_at IS NULL AND ru.suspended_at IS NULL \
     AND NOT EXISTS (SELECT 1 FROM blocks rb WHERE rb.blocker_id = $1 AND rb.blocked_id = r.reviewer_id)) \
     AS reviews_count, \
     CAST(CASE WHEN EXISTS (SELECT 1 FROM progress pr WHERE pr.user_id = $1 AND pr.task_id = t.id \
     AND pr.status = 'completed') THEN 1 ELSE 0 END AS BIGINT) AS solved_by_viewer \
     FROM feedback_requests fr \
     JOIN solutions s ON s.id = fr.solution_id \
     JOIN users u ON u.id = fr.user_id \
     JOIN tasks t ON t.id = s.task_id \
     WHERE fr.closed_at IS NULL AND fr.user_id <> $1 \
     AND s.hidden_at IS NULL AND u.suspended_at IS NULL AND u.profile_visibility = 'public' \
     AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = u.id \
     OR b.blocker_id = u.id AND b.blocked_id = $1) \
     AND (CAST($2 AS TEXT) IS NULL OR t.difficulty = $2) \
     AND (CAST($3 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM task_tags tt WHERE tt.task_id = t.id \
     AND LOWER(tt.tag) = LOWER($3))) \
     AND (fr.created_at, fr.solution_id) > ($4, $5) \
     ORDER BY fr.created_at, fr.solution_id LIMIT $6";

/// The solution's author and whether its request is open, for a review:
/// `(author, 1 or 0)`. PostgreSQL locks the solution's row only (the
/// request's side of the join may be missing).
macro_rules! reviewable {
    () => {
        "SELECT s.user_id, CAST(CASE WHEN fr.closed_at IS NULL AND fr.solution_id IS NOT NULL THEN 1 ELSE 0 END \
         AS BIGINT) FROM solutions s LEFT JOIN feedback_requests fr ON fr.solution_id = s.id WHERE s.id = $1"
    };
}
const LOCK_REVIEWABLE: LockingRead =
    LockingRead { plain: reviewable!(), for_update: concat!(reviewable!(), " FOR UPDATE OF s") };

const INSERT_REVIEW: &str = "INSERT INTO reviews \
     (solution_id, reviewer_id, body, rating_accessibility, rating_layout, rating_code, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id";

macro_rules! review_select {
    () => {
        "SELECT r.id, r.solution_id, s.user_id AS solution_author_id, r.body, r.rating_accessibility, \
         r.rating_layout, r.rating_code, r.helpful_at, r.created_at, r.updated_at, \
         u.id AS author_id, u.login AS author_login, u.name AS author_name, \
         u.avatar_url AS author_avatar_url \
         FROM reviews r JOIN users u ON u.id = r.reviewer_id JOIN solutions s ON s.id = r.solution_id "
    };
}

/// The reviews of a solution ($1) that viewer $2 (0 signed out) sees:
/// visible ones and their own, none of a reviewer they blocked.
const REVIEWS: &str = concat!(
    review_select!(),
    "WHERE r.solution_id = $1 AND (r.hidden_at IS NULL AND u.suspended_at IS NULL OR r.reviewer_id = $2) ",
    "AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $2 AND b.blocked_id = r.reviewer_id) ",
    "ORDER BY CASE WHEN r.helpful_at IS NULL THEN 1 ELSE 0 END, r.created_at, r.id"
);

const REVIEW: &str = concat!(review_select!(), "WHERE r.id = $1");

/// `(reviewer, created_at, solution, solution author, helpful_at)`.
const LOCK_REVIEW: LockingRead = locking_read!(
    "SELECT r.reviewer_id, r.created_at, r.solution_id, s.user_id, r.helpful_at ",
    "FROM reviews r JOIN solutions s ON s.id = r.solution_id WHERE r.id = $1"
);

const UPDATE_REVIEW: &str = "UPDATE reviews SET body = $2, rating_accessibility = $3, rating_layout = $4, \
     rating_code = $5, updated_at = $6 WHERE id = $1";

const DELETE_REVIEW: &str = "DELETE FROM reviews WHERE id = $1";

const MARK_HELPFUL: &str = "UPDATE reviews SET helpful_at = $2 WHERE id = $1 AND helpful_at IS NULL";

/// A row of [`QUEUE`].
#[derive(FromRow)]
struct QueueRow {
    solution_id: i64,
    question: String,
    created_at: Millis,
    #[sqlx(flatten)]
    author: AuthorRow,
    task_id: i64,
    task_slug: Slug,
    task_title: String,
    task_image_url: Option<String>,
    task_difficulty: Difficulty,
    reviews_count: i64,
    solved_by_viewer: i64,
}

/// A row of [`REVIEWS`].
#[derive(FromRow)]
struct ReviewRow {
    id: i64,
    solution_id: i64,
    solution_author_id: i64,
    body: String,
    rating_accessibility: Option<i64>,
    rating_layout: Option<i64>,
    rating_code: Option<i64>,
    helpful_at: Option<Millis>,
    created_at: Millis,
    updated_at: Millis,
    /// The reviewer.
    #[sqlx(flatten)]
    reviewer: AuthorRow,
}

impl From<ReviewRow> for Review {
    fn from(row: ReviewRow) -> Self {
        Review {
            id: row.id,
            solution_id: row.solution_id,
            solution_author_id: row.solution_author_id,
            reviewer: row.reviewer.into(),
            body: row.body,
            ratings: StoredRatings {
                accessibility: row.rating_accessibility,
                layout_fidelity: row.rating_layout,
                code_quality: row.rating_code,
            },
            helpful_at: row.helpful_at,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

#[async_trait]
impl<S: Dialect> ReviewStore for S
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
    NotificationKind: Value<Db<S>>,
{
    async fn ask_feedback(
        &self,
        solution_id: i64,
        user_id: i64,
        question: &str,
        max_open: i64,
        now: Millis,
    ) -> StoreResult<FeedbackOutcome> {
        let mut tx = self.begin_write().await?;
        let author = sqlx::query_scalar::<_, i64>(LOCK_SOLUTION_AUTHOR.sql::<S>())
            .bind(solution_id)
            .fetch_optional(&mut *tx)
            .await?;
        match author {
            None => return Ok(FeedbackOutcome::NotFound),
            Some(author) if author != user_id => return Ok(FeedbackOutcome::NotOwner),
            Some(_) => {}
        }
        sqlx::query_scalar::<_, i64>(LOCK_USER.sql::<S>()).bind(user_id).fetch_optional(&mut *tx).await?;
        let open = sqlx::query_scalar::<_, i64>(OPEN_REQUESTS_BESIDES)
            .bind(user_id)
            .bind(solution_id)
            .fetch_one(&mut *tx)
            .await?;
        if open >= max_open {
            return Ok(FeedbackOutcome::TooManyOpen);
        }
        sqlx::query(ASK).bind(solution_id).bind(user_id).bind(question.to_owned()).bind(now).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(FeedbackOutcome::Done)
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "close_feedback", solution_id, user_id)
    )]
    async fn close_feedback(&self, solution_id: i64, user_id: i64, now: Millis) -> StoreResult<FeedbackOutcome> {
        let mut tx = self.begin_write().await?;
        let owner = sqlx::query_scalar::<_, i64>(REQUEST_OWNER).bind(solution_id).fetch_optional(&mut *tx).await?;
        let outcome = match owner {
            None => FeedbackOutcome::NotFound,
            Some(owner) if owner != user_id => FeedbackOutcome::NotOwner,
            Some(_) => {
                sqlx::query(CLOSE).bind(solution_id).bind(user_id).bind(now).execute(&mut *tx).await?;
                FeedbackOutcome::Done
            }
        };
        tx.commit().await?;
        Ok(outcome)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "review_queue"))]
    async fn review_queue(&self, query: &ReviewQueueQuery) -> StoreResult<Vec<ReviewQueueEntry>> {
        // Signed out, no one's requests are left out: ids start at 1.
        let viewer = query.viewer.unwrap_or(0);
        // Timestamps and ids are never negative, so (-1, -1) starts at the
        // beginning.
        let (after_created, after_id) = query.after.unwrap_or((-1, -1));
        let rows = sqlx::query_as::<_, QueueRow>(QUEUE)
            .bind(viewer)
            .bind(query.difficulty.map(|d| d.as_str().to_owned()))
            .bind(query.category.clone())
            .bind(after_created)
            .bind(after_id)
            .bind(query.limit)
            .fetch_all(self.pool())
            .await?;
        let task_ids: Vec<i64> = rows.iter().map(|r| r.task_id).collect();
        let tags = tags_of_tasks::<S>(self.pool(), &task_ids).await?;
        Ok(rows
            .into_iter()
            .map(|row| ReviewQueueEntry {
                solution_id: row.solution_id,
                question: row.question,
                created_at: row.created_at,
                author: row.author.into(),
                task: TaskSummary {
                    id: row.task_id,
                    slug: row.task_slug,
                    title: row.task_title,
                    image_url: row.task_image_url,
                    difficulty: row.task_difficulty,
                    tags: tags.get(&row.task_id).cloned().unwrap_or_default(),
                },
                reviews_count: row.reviews_count,
                solved_by_viewer: row.solved_by_viewer == 1,
            })
            .collect())
    }

    async fn create_review(
        &self,
        solution_id: i64,
        reviewer_id: i64,
        body: &str,
        ratings: StoredRatings,
        now: Millis,
    ) -> StoreResult<ReviewOutcome> {
        let mut tx = self.begin_write().await?;
        let found = sqlx::query_as::<_, (i64, i64)>(LOCK_REVIEWABLE.sql::<S>())
            .bind(solution_id)
            .fetch_optional(&mut *tx)
            .await?;
        let author = match found {
            None => return Ok(ReviewOutcome::NotFound),
            Some((author, _)) if author == reviewer_id => return Ok(ReviewOutcome::NotAllowed),
            Some((_, 0)) => return Ok(ReviewOutcome::Refused),
            Some((author, _)) => author,
        };
        let id = sqlx::query_scalar::<_, i64>(INSERT_REVIEW)
            .bind(solution_id)
            .bind(reviewer_id)
            .bind(body.to_owned())
            .bind(ratings.accessibility)
            .bind(ratings.layout_fidelity)
            .bind(ratings.code_quality)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        notify::<S>(
            &mut tx,
            NewNotification {
                user_id: author,
                kind: NotificationKind::Review,
                subject_id: Some(solution_id),
                source_id: Some(id),
                actor_id: Some(reviewer_id),
                detail: None,
                now,
            },
        )
        .await?;
        tx.commit().await?;
        Ok(ReviewOutcome::Done(id))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "reviews", solution_id = solution_id))]
    async fn reviews(&self, solution_id: i64, viewer: Option<i64>) -> StoreResult<Vec<Review>> {
        let rows = sqlx::query_as::<_, ReviewRow>(REVIEWS)
            .bind(solution_id)
            .bind(viewer.unwrap_or(0))
            .fetch_all(self.pool())
            .await?;
        Ok(rows.into_iter().map(Review::from).collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "review", review_id = review_id))]
    async fn review(&self, review_id: i64) -> StoreResult<Option<Review>> {
        let row = sqlx::query_as::<_, ReviewRow>(REVIEW).bind(review_id).fetch_optional(self.pool()).await?;
        Ok(row.map(Review::from))
    }

    async fn update_review(
        &self,
        review_id: i64,
        reviewer_id: i64,
        body: &str,
        ratings: StoredRatings,
        edit_window: Millis,
        now: Millis,
    ) -> StoreResult<ReviewOutcome> {
        let mut tx = self.begin_write().await?;
        let found = sqlx::query_as::<_, (i64, i64, i64, i64, Option<i64>)>(LOCK_REVIEW.sql::<S>())
            .bind(review_id)
            .fetch_optional(&mut *tx)
            .await?;
        match found {
            None => return Ok(ReviewOutcome::NotFound),
            Some((reviewer, ..)) if reviewer != reviewer_id => return Ok(ReviewOutcome::NotAllowed),
            Some((_, created_at, ..)) if now > created_at + edit_window => return Ok(ReviewOutcome::Refused),
            Some(_) => {}
        }
        sqlx::query(UPDATE_REVIEW)
            .bind(review_id)
            .bind(body.to_owned())
            .bind(ratings.accessibility)
            .bind(ratings.layout_fidelity)
            .bind(ratings.code_quality)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(ReviewOutcome::Done(review_id))
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "delete_review", review_id, reviewer_id)
    )]
    async fn delete_review(&self, review_id: i64, reviewer_id: i64) -> StoreResult<Deletion> {
        let mut tx = self.begin_write().await?;
        let found = sqlx::query_as::<_, (i64, i64, i64, i64, Option<i64>)>(LOCK_REVIEW.sql::<S>())
            .bind(review_id)
            .fetch_optional(&mut *tx)
            .await?;
        let outcome = match found {
            None => Deletion::NotFound,
            Some((reviewer, ..)) if reviewer != reviewer_id => Deletion::NotOwner,
            Some(_) => {
                sqlx::query(DELETE_REVIEW).bind(review_id).execute(&mut *tx).await?;
                remove_caused_by::<S>(&mut tx, NotificationKind::Review, review_id).await?;
                remove_caused_by::<S>(&mut tx, NotificationKind::ReviewHelpful, review_id).await?;
                forget_reports::<S>(&mut tx, ItemType::Review, review_id).await?;
                Deletion::Deleted
            }
        };
        tx.commit().await?;
        Ok(outcome)
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "mark_review_helpful", review_id, user_id)
    )]
    async fn mark_review_helpful(&self, review_id: i64, user_id: i64, now: Millis) -> StoreResult<ReviewOutcome> {
        let mut tx = self.begin_write().await?;
        let found = sqlx::query_as::<_, (i64, i64, i64, i64, Option<i64>)>(LOCK_REVIEW.sql::<S>())
            .bind(review_id)
            .fetch_optional(&mut *tx)
            .await?;
        let (reviewer, solution_id) = match found {
            None => return Ok(ReviewOutcome::NotFound),
            Some((_, _, _, author, _)) if author != user_id => return Ok(ReviewOutcome::NotAllowed),
            Some((.., Some(_))) => return Ok(ReviewOutcome::Refused),
            Some((reviewer, _, solution_id, ..)) => (reviewer, solution_id),
        };
        let marked = sqlx::query(MARK_HELPFUL).bind(review_id).bind(now).execute(&mut *tx).await?;
        if S::rows_affected(marked) == 0 {
            return Ok(ReviewOutcome::Refused);
        }
        notify::<S>(
            &mut tx,
            NewNotification {
                user_id: reviewer,
                kind: NotificationKind::ReviewHelpful,
                subject_id: Some(solution_id),
                source_id: Some(review_id),
                actor_id: Some(user_id),
                detail: None,
                now,
            },
        )
        .await?;
        tx.commit().await?;
        Ok(ReviewOutcome::Done(review_id))
    }
}
