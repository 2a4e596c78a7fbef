//! Accounts: settings, portfolios, logins before a rename, the data export
//! and the deletion of an account (docs/accounts.md).

use async_trait::async_trait;
use sqlx::{Column, ColumnIndex, Encode, Executor, Row, Type};

use super::{Conn, Db, DbRow, Dialect, Value};
use crate::models::{
    ExportSection, ExportValue, JobRef, PortfolioLists, PortfolioPost, PortfolioReview, PortfolioSolution,
    SettingsChange, User,
};
use crate::{AccountStore, StoreResult};

const SET_VISIBILITY: &str = "UPDATE users SET profile_visibility = $1 WHERE id = $2";
const SET_THEME: &str = "UPDATE users SET theme = $1 WHERE id = $2";
const CHOOSE_TIME_ZONE: &str = "UPDATE users SET time_zone = $1, time_zone_chosen = 1 WHERE id = $2";
const DETECT_TIME_ZONE: &str = "UPDATE users SET time_zone_chosen = 0 WHERE id = $1";
const SET_EMAIL_DIGEST: &str = "UPDATE users SET email_digest = $1 WHERE id = $2";

/// Columns of `users` in the order of [`User`] (as in `users.rs`).
macro_rules! user_columns {
    () => {
        "u.id, u.github_id, u.login, u.name, u.email, u.avatar_url, u.time_zone, u.created_at, u.suspended_at, \
         u.profile_visibility, u.theme, u.time_zone_chosen"
    };
}

const SELECT_USER: &str = concat!("SELECT ", user_columns!(), " FROM users u WHERE u.id = $1");

const USER_BY_PREVIOUS_LOGIN: &str = concat!(
    "SELECT ",
    user_columns!(),
    " FROM previous_logins p JOIN users u ON u.id = p.user_id WHERE p.login_key = LOWER($1)"
);

/// Completed solutions that everybody may see, newest first.
const PORTFOLIO_SOLUTIONS: &str = "SELECT s.id, t.slug AS task_slug, t.title AS task_title, \
     t.image_url AS task_image_url, t.difficulty, s.score, s.live_url, s.repository_url, s.completed_at, \
     CAST(CASE WHEN EXISTS (SELECT 1 FROM solution_screenshots x WHERE x.solution_id = s.id \
     AND x.viewport = 'desktop') THEN 1 ELSE 0 END AS BIGINT) AS has_screenshot \
     FROM solutions s JOIN tasks t ON t.id = s.task_id \
     WHERE s.user_id = $1 AND s.hidden_at IS NULL \
     ORDER BY s.completed_at DESC, s.id DESC LIMIT $2";

const PORTFOLIO_POSTS: &str = "SELECT p.id, t.slug AS task_slug, t.title AS task_title, p.content, p.likes_count, \
     p.comments_count, p.created_at \
     FROM community_posts p JOIN tasks t ON t.id = p.task_id \
     WHERE p.user_id = $1 AND p.hidden_at IS NULL \
     ORDER BY p.created_at DESC, p.id DESC LIMIT $2";

/// Reviews given of solutions everybody may see: not hidden, by a public
/// learner who is not suspended.
const PORTFOLIO_REVIEWS: &str = "SELECT r.id, r.solution_id, t.title AS task_title, au.login AS author_login, \
     r.body, r.created_at \
     FROM reviews r JOIN solutions s ON s.id = r.solution_id JOIN tasks t ON t.id = s.task_id \
     JOIN users au ON au.id = s.user_id \
     WHERE r.reviewer_id = $1 AND r.hidden_at IS NULL AND s.hidden_at IS NULL \
     AND au.profile_visibility = 'public' AND au.suspended_at IS NULL \
     ORDER BY r.created_at DESC, r.id DESC LIMIT $2";

/// The export, section by section: each statement takes the learner's id
/// as `$1` and reads only rows that are theirs (other learners appear at
/// most as the login of someone the learner blocked).
const EXPORT: &[(&str, &str)] = &[
    (
        "profile",
        "SELECT id, github_id, login, name, email, avatar_url, time_zone, time_zone_chosen, profile_visibility, \
         theme, email_digest, created_at, updated_at, suspended_at FROM users WHERE id = $1",
    ),
    ("previous_logins", "SELECT login_key AS login, changed_at FROM previous_logins WHERE user_id = $1"),
    (
        "progress",
        "SELECT t.slug AS challenge, p.status, p.github_repo_url, p.github_pages_url, p.started_at, p.saved_at, \
         p.completed_at, p.completed_local, p.duration_seconds, p.created_at, p.updated_at \
         FROM progress p JOIN tasks t ON t.id = p.task_id WHERE p.user_id = $1 ORDER BY p.created_at, t.slug",
    ),
    (
        "solutions",
        "SELECT s.id, t.slug AS challenge, s.repository_url, s.live_url, s.completed_at, s.score, s.report, \
         s.checked_at, s.checks_requested_at, s.hidden_at \
         FROM solutions s JOIN tasks t ON t.id = s.task_id WHERE s.user_id = $1 ORDER BY s.id",
    ),
    (
        "solution_checks",
        "SELECT c.solution_id, c.kind, c.status, c.detail FROM solution_checks c \
         JOIN solutions s ON s.id = c.solution_id WHERE s.user_id = $1 ORDER BY c.solution_id, c.position",
    ),
    (
        "feedback_requests",
        "SELECT solution_id, question, created_at, closed_at FROM feedback_requests WHERE user_id = $1 \
         ORDER BY solution_id",
    ),
    (
        "posts",
        "SELECT p.id, t.slug AS challenge, p.content, p.code, p.image_url, p.likes_count, p.comments_count, \
         p.comments_off, p.created_at, p.hidden_at \
         FROM community_posts p JOIN tasks t ON t.id = p.task_id WHERE p.user_id = $1 ORDER BY p.id",
    ),
    (
        "comments",
        "SELECT id, post_id, content, likes_count, created_at, hidden_at FROM comments WHERE user_id = $1 \
         ORDER BY id",
    ),
    ("post_likes", "SELECT post_id, created_at FROM post_likes WHERE user_id = $1 ORDER BY created_at, post_id"),
    (
        "comment_likes",
        "SELECT comment_id, created_at FROM comment_likes WHERE user_id = $1 ORDER BY created_at, comment_id",
    ),
    (
        "reviews",
        "SELECT id, solution_id, body, rating_accessibility, rating_layout, rating_code, helpful_at, created_at, \
         updated_at, hidden_at FROM reviews WHERE reviewer_id = $1 ORDER BY id",
    ),
    (
        "enrollments",
        "SELECT lp.slug AS path, e.status, e.rating, e.enrolled_at, e.completed_at, e.visited_at, e.celebrated_at \
         FROM enrollments e JOIN learning_paths lp ON lp.id = e.path_id WHERE e.user_id = $1 ORDER BY e.enrolled_at",
    ),
    (
        "path_items_read",
        "SELECT item_id, completed_at FROM item_completions WHERE user_id = $1 ORDER BY completed_at, item_id",
    ),
    (
        "achievements",
        "SELECT achievement_id, unlocked_at FROM user_achievements WHERE user_id = $1 ORDER BY unlocked_at",
    ),
    (
        "notifications",
        "SELECT id, kind, subject_id, source_id, actors_count, detail, created_at, read_at FROM notifications \
         WHERE user_id = $1 ORDER BY id",
    ),
    (
        "sessions",
        "SELECT created_at, last_seen_at, expires_at, revoked_at FROM sessions WHERE user_id = $1 \
         ORDER BY created_at",
    ),
    (
        "reports",
        "SELECT item_type, item_id, reason, details, created_at, resolved_at FROM reports WHERE reporter_id = $1 \
         ORDER BY created_at",
    ),
    (
        "blocks",
        "SELECT u.login AS blocked_login, b.created_at FROM blocks b JOIN users u ON u.id = b.blocked_id \
         WHERE b.blocker_id = $1 ORDER BY b.created_at",
    ),
];

// The deletion, in one transaction. Counters of other learners' rows first,
// while the learner's rows still say what to take away; then the rows no
// foreign key reaches; then the learner, whose rows the cascades remove.
const UNCOUNT_POST_LIKES: &str = "UPDATE community_posts SET likes_count = likes_count - 1 \
     WHERE user_id <> $1 AND id IN (SELECT post_id FROM post_likes WHERE user_id = $1)";
const UNCOUNT_COMMENT_LIKES: &str = "UPDATE comments SET likes_count = likes_count - 1 \
     WHERE user_id <> $1 AND id IN (SELECT comment_id FROM comment_likes WHERE user_id = $1)";
const UNCOUNT_COMPLETIONS: &str = "UPDATE tasks SET completion_count = completion_count - 1 \
     WHERE id IN (SELECT task_id FROM progress WHERE user_id = $1 AND status = 'completed')";
const UNCOUNT_ENROLLMENTS: &str = "UPDATE learning_paths SET \
     enrollment_count = enrollment_count - 1, \
     completion_count = completion_count - (SELECT COUNT(*) FROM enrollments e \
         WHERE e.path_id = learning_paths.id AND e.user_id = $1 AND e.status = 'completed'), \
     rating_sum = rating_sum - (SELECT COALESCE(SUM(e.rating), 0) FROM enrollments e \
         WHERE e.path_id = learning_paths.id AND e.user_id = $1), \
     rating_count = rating_count - (SELECT COUNT(e.rating) FROM enrollments e \
         WHERE e.path_id = learning_paths.id AND e.user_id = $1) \
     WHERE id IN (SELECT path_id FROM enrollments WHERE user_id = $1)";
/// Other learners' posts the learner commented on: their counts are taken
/// again once the comments are gone.
const COMMENTED_POSTS: &str = "SELECT DISTINCT post_id FROM comments WHERE user_id = $1";
/// Reports name items by id, without a foreign key: those of the learner's
/// posts, comments (theirs and those on their posts), reviews (theirs and
/// those of their solutions) and solutions go with them.
const FORGET_REPORTS: &[&str] = &[
    "DELETE FROM reports WHERE item_type = 'post' AND item_id IN (SELECT id FROM community_posts WHERE user_id = $1)",
    "DELETE FROM reports WHERE item_type = 'comment' AND item_id IN (SELECT c.id FROM comments c \
     LEFT JOIN community_posts p ON p.id = c.post_id WHERE c.user_id = $1 OR p.user_id = $1)",
    "DELETE FROM reports WHERE item_type = 'review' AND item_id IN (SELECT r.id FROM reviews r \
     LEFT JOIN solutions s ON s.id = r.solution_id WHERE r.reviewer_id = $1 OR s.user_id = $1)",
    "DELETE FROM reports WHERE item_type = 'solution' AND item_id IN (SELECT id FROM solutions WHERE user_id = $1)",
];
/// What others heard of the learner's actions (their reviews, comments,
/// helpful marks): gone with them; a day's grouped likes lose one liker.
const FORGET_NOTIFICATIONS: &str = "DELETE FROM notifications WHERE actor_id = $1 AND actors_count <= 1";
const UNCOUNT_GROUPED_NOTIFICATIONS: &str =
    "UPDATE notifications SET actors_count = actors_count - 1, actor_id = NULL WHERE actor_id = $1";
/// Notifications about the learner's reviews or comments sent to others by
/// someone else (a helpful mark on their review goes to them; nothing to do
/// there), and about their posts' and solutions' subjects: `source_id` and
/// `subject_id` have no foreign key.
const FORGET_SOURCED_NOTIFICATIONS: &[&str] = &[
    "DELETE FROM notifications WHERE kind = 'review' AND source_id IN (SELECT id FROM reviews WHERE reviewer_id = $1)",
    "DELETE FROM notifications WHERE kind = 'comment' AND source_id IN (SELECT id FROM comments WHERE user_id = $1)",
    "DELETE FROM notifications WHERE kind IN ('review', 'review_helpful', 'checks_finished') \
     AND subject_id IN (SELECT id FROM solutions WHERE user_id = $1)",
    "DELETE FROM notifications WHERE kind IN ('comment', 'post_likes') \
     AND subject_id IN (SELECT id FROM community_posts WHERE user_id = $1)",
];
const FORGET_JOB: &str = "DELETE FROM jobs WHERE kind = $1 AND key = $2";
const DELETE_USER: &str = "DELETE FROM users WHERE id = $1";

#[async_trait]
impl<S: Dialect> AccountStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "update_settings", user_id = user_id))]
    async fn update_settings(&self, user_id: i64, change: &SettingsChange) -> StoreResult<Option<User>> {
        let mut tx = self.begin_write().await?;
        if let Some(visibility) = &change.profile_visibility {
            sqlx::query(SET_VISIBILITY).bind(visibility.clone()).bind(user_id).execute(&mut *tx).await?;
        }
        if let Some(theme) = &change.theme {
            sqlx::query(SET_THEME).bind(theme.clone()).bind(user_id).execute(&mut *tx).await?;
        }
        if let Some(zone) = &change.chosen_time_zone {
            sqlx::query(CHOOSE_TIME_ZONE).bind(zone.clone()).bind(user_id).execute(&mut *tx).await?;
        } else if change.detect_time_zone {
            sqlx::query(DETECT_TIME_ZONE).bind(user_id).execute(&mut *tx).await?;
        }
        if let Some(wanted) = change.email_digest {
            sqlx::query(SET_EMAIL_DIGEST).bind(i64::from(wanted)).bind(user_id).execute(&mut *tx).await?;
        }
        let user = sqlx::query_as::<_, User>(SELECT_USER).bind(user_id).fetch_optional(&mut *tx).await?;
        tx.commit().await?;
        Ok(user)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "user_by_previous_login", login = %login))]
    async fn user_by_previous_login(&self, login: &str) -> StoreResult<Option<User>> {
        Ok(sqlx::query_as::<_, User>(USER_BY_PREVIOUS_LOGIN).bind(login.to_owned()).fetch_optional(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "portfolio_lists", user_id = user_id))]
    async fn portfolio_lists(&self, user_id: i64, solution_limit: i64, recent: i64) -> StoreResult<PortfolioLists> {
        let mut conn = self.pool().acquire().await?;
        let solutions = sqlx::query_as::<_, PortfolioSolution>(PORTFOLIO_SOLUTIONS)
            .bind(user_id)
            .bind(solution_limit)
            .fetch_all(&mut *conn)
            .await?;
        let posts = sqlx::query_as::<_, PortfolioPost>(PORTFOLIO_POSTS)
            .bind(user_id)
            .bind(recent)
            .fetch_all(&mut *conn)
            .await?;
        let reviews = sqlx::query_as::<_, PortfolioReview>(PORTFOLIO_REVIEWS)
            .bind(user_id)
            .bind(recent)
            .fetch_all(&mut *conn)
            .await?;
        Ok(PortfolioLists { solutions, posts, reviews })
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "export_account", user_id = user_id))]
    async fn export_account(&self, user_id: i64) -> StoreResult<Vec<ExportSection>> {
        // One connection in one read transaction: a consistent snapshot.
        let mut tx = self.pool().begin().await?;
        let mut sections = Vec::with_capacity(EXPORT.len());
        for (name, sql) in EXPORT {
            let rows = sqlx::query(sql).bind(user_id).fetch_all(&mut *tx).await?;
            let rows = rows.iter().map(export_row::<S>).collect();
            sections.push(ExportSection { name, rows });
        }
        tx.commit().await?;
        Ok(sections)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "delete_account", user_id = user_id))]
    async fn delete_account(&self, user_id: i64, jobs: &[JobRef]) -> StoreResult<bool> {
        let mut tx = self.begin_write().await?;
        for sql in [UNCOUNT_POST_LIKES, UNCOUNT_COMMENT_LIKES, UNCOUNT_COMPLETIONS, UNCOUNT_ENROLLMENTS] {
            sqlx::query(sql).bind(user_id).execute(&mut *tx).await?;
        }
        let commented: Vec<(i64,)> = sqlx::query_as(COMMENTED_POSTS).bind(user_id).fetch_all(&mut *tx).await?;
        for sql in FORGET_REPORTS.iter().chain(FORGET_SOURCED_NOTIFICATIONS) {
            sqlx::query(sql).bind(user_id).execute(&mut *tx).await?;
        }
        for sql in [FORGET_NOTIFICATIONS, UNCOUNT_GROUPED_NOTIFICATIONS] {
            sqlx::query(sql).bind(user_id).execute(&mut *tx).await?;
        }
        for job in jobs {
            sqlx::query(FORGET_JOB).bind(job.kind.clone()).bind(job.key.clone()).execute(&mut *tx).await?;
        }
        let deleted = S::rows_affected(sqlx::query(DELETE_USER).bind(user_id).execute(&mut *tx).await?) > 0;
        for (post_id,) in commented {
            super::moderation::recount_comments::<S>(&mut tx, post_id).await?;
        }
        tx.commit().await?;
        Ok(deleted)
    }
}

/// A row of an export statement as `(column, value)` pairs. The columns
/// are integers, text or NULL; each is read as an integer, else as text
/// (SQLite and PostgreSQL both refuse the wrong Rust type, so the first
/// read that succeeds is the column's type).
fn export_row<S: Dialect>(row: &DbRow<S>) -> Vec<(String, ExportValue)>
where
    usize: ColumnIndex<DbRow<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
{
    row.columns()
        .iter()
        .enumerate()
        .map(|(index, column)| {
            let value = match row.try_get::<Option<i64>, _>(index) {
                Ok(Some(n)) => ExportValue::Integer(n),
                Ok(None) => ExportValue::Null,
                Err(_) => match row.try_get::<Option<String>, _>(index) {
                    Ok(Some(text)) => ExportValue::Text(text),
                    _ => ExportValue::Null,
                },
            };
            (column.name().to_owned(), value)
        })
        .collect()
}
