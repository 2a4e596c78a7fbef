// The SQL implementation of `frontloop_store::Store`, shared by the SQLite and
// PostgreSQL crates.
//
// Each backend crate compiles this file with `include!` after defining, at its
// root: `type Db` (its sqlx database), `struct BackendStore { pool: Pool<Db> }`
// with `async fn begin_write(&self)` (SQLite opens writes that read first with
// `BEGIN IMMEDIATE`; PostgreSQL with a plain `BEGIN`), `const BACKEND`,
// `const LOCK_ROW` and `const IMPORT_LOCK` (run first in a catalogue import,
// empty when none is needed).
// The SQL below is the dialect both accept: `$n` placeholders, `RETURNING`,
// `ON CONFLICT`, BIGINT millisecond timestamps and no booleans. Going through
// concrete types (not sqlx::Any) keeps each backend's native driver.

mod shared_impl {
    use std::collections::HashMap;

    use async_trait::async_trait;
    use frontloop_domain::time::Millis;
    use frontloop_store::catalogue::{Catalogue, Changes, ImportSummary, NewPathItem};
    use frontloop_domain::progress::Transition;
    use frontloop_domain::{ProgressStatus, TransitionError};
    use frontloop_domain::community::hot_score;
    use frontloop_store::models::{
        CompletionRecord, EnrollOutcome, Enrollment, MarkOutcome, PathDetail, PathItem, PathSummary, Author, BlogPost, Comment, CommunityPost, Deletion, FeedCursor, FeedOrder, LikeState, NewCommunityPost,
        TaskSummary, CommunityStats, GithubProfile, Media, OAuthState, PlatformStats, Progress, ProgressChange, ProgressEntry,
        LearnerRevision, PublicSlugs, SessionTimes, Task, User,
    };
    use frontloop_store::{
        AchievementStore, CatalogueStore, CommunityStore, MaintenanceStore, PathStore, ProgressStore, RateLimitStore,
        StoreError, StoreResult, UserStore,
    };
    use sqlx::{Row, Transaction};

    use super::{BackendStore, Db, BACKEND, IMPORT_LOCK, LOCK_ROW};

    type Tx = Transaction<'static, Db>;

    /// Columns of `users` in the order of [`User`].
    const USER_COLUMNS: &str = "id, github_id, login, name, email, avatar_url, time_zone, created_at";

    /// How stale `last_seen_at` may get before a request writes it again:
    /// most authenticated reads then stay reads.
    const SESSION_TOUCH_INTERVAL: Millis = 5 * 60 * 1000;

    /// Columns of `progress` in the order of [`Progress`].
    const PROGRESS_COLUMNS: &str = "task_id, status, github_repo_url, github_pages_url, started_at, saved_at, \
        completed_at, completed_local, updated_at";

    /// Columns of `blog_posts` read by [`post_from_row`].
    const POST_COLUMNS: &str = "id, slug, title, excerpt, content_html, content_text, featured_image, meta_title, \
        meta_description, status, read_time_minutes, published_at, updated_at";

    /// A community post with its author and challenge.
    const POST_SELECT: &str = "SELECT p.id, p.content, p.code, p.image_url, p.likes_count, p.comments_count, \
        p.created_at, p.hot_score, u.id AS author_id, u.login AS author_login, u.name AS author_name, \
        u.avatar_url AS author_avatar_url, t.id AS task_id, t.slug AS task_slug, t.title AS task_title, \
        t.image_url AS task_image_url, t.difficulty AS task_difficulty \
        FROM community_posts p JOIN users u ON u.id = p.user_id JOIN tasks t ON t.id = p.task_id";

    /// A comment with its author.
    const COMMENT_SELECT: &str = "SELECT c.id, c.post_id, c.content, c.likes_count, c.created_at, \
        u.id AS author_id, u.login AS author_login, u.name AS author_name, u.avatar_url AS author_avatar_url \
        FROM comments c JOIN users u ON u.id = c.user_id";

    /// A path's columns, read by [`path_from_row`].
    const PATH_COLUMNS: &str = "lp.id, lp.slug, lp.title, lp.description, lp.difficulty, lp.estimated_hours, \
        lp.image_url, lp.item_count, lp.enrollment_count, lp.completion_count, lp.rating_sum, lp.rating_count, \
        e.status AS e_status, e.rating AS e_rating, e.enrolled_at AS e_enrolled_at, e.completed_at AS e_completed_at, \
        e.celebrated_at AS e_celebrated_at";

    /// The challenge list's revision, (count of current challenges, sum of
    /// `updated_at`): two columns for a SELECT list. Every change an import
    /// makes sets `updated_at` to the import's time, archiving lowers the
    /// count and restoring raises it, so the pair moves on every change; the
    /// sum also catches a clock that went back.
    const TASK_LIST_REVISION: &str = "(SELECT COUNT(*) FROM tasks WHERE archived_at IS NULL), \
        CAST(COALESCE((SELECT SUM(updated_at) FROM tasks), 0) AS BIGINT)";

    /// Items of paths that a learner ($1) has completed, per path.
    /// The count comes first: `complete_if_done` reads it as a scalar.
    const DONE_ITEMS: &str = "SELECT COUNT(*) AS done, pi.path_id AS path_id FROM path_items pi \
        LEFT JOIN progress pr ON pr.task_id = pi.task_id AND pr.user_id = $1 AND pr.status = 'completed' \
        LEFT JOIN item_completions ic ON ic.item_id = pi.id AND ic.user_id = $1 \
        WHERE pi.archived_at IS NULL AND (pr.task_id IS NOT NULL OR ic.item_id IS NOT NULL)";

    /// Rate-limit windows older than this are purged.
    const RATE_LIMIT_RETENTION: Millis = 60 * 60 * 1000;

    #[async_trait]
    impl MaintenanceStore for BackendStore {
        async fn ping(&self) -> StoreResult<()> {
            sqlx::query("SELECT 1").execute(&self.pool).await?;
            Ok(())
        }

        fn backend(&self) -> &'static str {
            BACKEND
        }

        async fn purge_expired(&self, now: Millis) -> StoreResult<u64> {
            let mut tx = self.begin_write().await?;
            let mut removed = 0;
            for (sql, cutoff) in [
                ("DELETE FROM oauth_states WHERE expires_at <= $1", now),
                ("DELETE FROM login_codes WHERE expires_at <= $1", now),
                ("DELETE FROM sessions WHERE expires_at <= $1 OR idle_expires_at <= $1", now),
                ("DELETE FROM sessions WHERE revoked_at IS NOT NULL AND revoked_at <= $1", now - RATE_LIMIT_RETENTION),
                ("DELETE FROM rate_limits WHERE window_start <= $1", now - RATE_LIMIT_RETENTION),
            ] {
                removed += sqlx::query(sql).bind(cutoff).execute(&mut *tx).await?.rows_affected();
            }
            tx.commit().await?;
            Ok(removed)
        }
    }

    #[async_trait]
    impl UserStore for BackendStore {
        async fn save_oauth_state(&self, state_hash: &str, state: &OAuthState) -> StoreResult<()> {
            sqlx::query(
                "INSERT INTO oauth_states (state_hash, pkce_verifier, return_path, expires_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(state_hash)
            .bind(&state.pkce_verifier)
            .bind(&state.return_path)
            .bind(state.expires_at)
            .execute(&self.pool)
            .await?;
            Ok(())
        }

        async fn take_oauth_state(&self, state_hash: &str, now: Millis) -> StoreResult<Option<OAuthState>> {
            // DELETE … RETURNING makes the state single-use even when two
            // callbacks race: only one of them gets the row.
            let state = sqlx::query_as::<_, OAuthState>(
                "DELETE FROM oauth_states WHERE state_hash = $1 RETURNING pkce_verifier, return_path, expires_at",
            )
            .bind(state_hash)
            .fetch_optional(&self.pool)
            .await?;
            Ok(state.filter(|s| s.expires_at > now))
        }

        async fn upsert_github_user(&self, profile: &GithubProfile, now: Millis) -> StoreResult<User> {
            // Keyed by GitHub's numeric id, never by login: a renamed account
            // keeps its history and a reused login gets its own account.
            let sql = format!(
                "INSERT INTO users (github_id, login, name, email, avatar_url, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $6) \
                 ON CONFLICT (github_id) DO UPDATE SET login = excluded.login, name = excluded.name, \
                 email = excluded.email, avatar_url = excluded.avatar_url, updated_at = excluded.updated_at \
                 RETURNING {USER_COLUMNS}"
            );
            Ok(sqlx::query_as::<_, User>(&sql)
                .bind(profile.github_id)
                .bind(&profile.login)
                .bind(&profile.name)
                .bind(&profile.email)
                .bind(&profile.avatar_url)
                .bind(now)
                .fetch_one(&self.pool)
                .await?)
        }

        async fn user(&self, user_id: i64) -> StoreResult<Option<User>> {
            let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
            Ok(sqlx::query_as::<_, User>(&sql).bind(user_id).fetch_optional(&self.pool).await?)
        }

        async fn create_login_code(&self, code_hash: &str, user_id: i64, expires_at: Millis) -> StoreResult<()> {
            sqlx::query("INSERT INTO login_codes (code_hash, user_id, expires_at) VALUES ($1, $2, $3)")
                .bind(code_hash)
                .bind(user_id)
                .bind(expires_at)
                .execute(&self.pool)
                .await?;
            Ok(())
        }

        async fn take_login_code(&self, code_hash: &str, now: Millis) -> StoreResult<Option<i64>> {
            let row = sqlx::query("DELETE FROM login_codes WHERE code_hash = $1 RETURNING user_id, expires_at")
                .bind(code_hash)
                .fetch_optional(&self.pool)
                .await?;
            match row {
                Some(row) if row.try_get::<i64, _>("expires_at")? > now => Ok(Some(row.try_get("user_id")?)),
                _ => Ok(None),
            }
        }

        async fn create_session(&self, token_hash: &str, user_id: i64, times: SessionTimes) -> StoreResult<()> {
            sqlx::query(
                "INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, idle_expires_at, expires_at) \
                 VALUES ($1, $2, $3, $3, $4, $5)",
            )
            .bind(user_id)
            .bind(token_hash)
            .bind(times.now)
            .bind(times.now + times.idle_ttl)
            .bind(times.now + times.absolute_ttl)
            .execute(&self.pool)
            .await?;
            Ok(())
        }

        async fn session_user(&self, token_hash: &str, now: Millis, idle_ttl: Millis) -> StoreResult<Option<User>> {
            let sql = format!(
                "SELECT s.id AS session_id, s.last_seen_at, {} FROM sessions s JOIN users u ON u.id = s.user_id \
                 WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.idle_expires_at > $2",
                prefixed_user_columns("u")
            );
            let Some(row) = sqlx::query(&sql).bind(token_hash).bind(now).fetch_optional(&self.pool).await? else {
                return Ok(None);
            };
            let last_seen: Millis = row.try_get("last_seen_at")?;
            if now - last_seen > SESSION_TOUCH_INTERVAL {
                sqlx::query("UPDATE sessions SET last_seen_at = $1, idle_expires_at = $2 WHERE id = $3")
                    .bind(now)
                    .bind(now + idle_ttl)
                    .bind(row.try_get::<i64, _>("session_id")?)
                    .execute(&self.pool)
                    .await?;
            }
            Ok(Some(<User as sqlx::FromRow<_>>::from_row(&row)?))
        }

        async fn revoke_session(&self, token_hash: &str, now: Millis) -> StoreResult<()> {
            sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL")
                .bind(now)
                .bind(token_hash)
                .execute(&self.pool)
                .await?;
            Ok(())
        }

        async fn set_time_zone(&self, user_id: i64, time_zone: &str) -> StoreResult<()> {
            sqlx::query("UPDATE users SET time_zone = $1 WHERE id = $2 AND time_zone <> $1")
                .bind(time_zone)
                .bind(user_id)
                .execute(&self.pool)
                .await?;
            Ok(())
        }
    }

    #[async_trait]
    impl CatalogueStore for BackendStore {
        async fn import_catalogue(&self, catalogue: &Catalogue, now: Millis) -> StoreResult<ImportSummary> {
            let mut tx = self.begin_write().await?;
            // Instances starting together import one after the other: each
            // reads what is there and then inserts what is missing, so two
            // at once would both insert (the fault drill saw it).
            if !IMPORT_LOCK.is_empty() {
                sqlx::query(IMPORT_LOCK).execute(&mut *tx).await?;
            }
            let summary = ImportSummary {
                media: import_media(&mut tx, catalogue, now).await?,
                tasks: import_tasks(&mut tx, catalogue, now).await?,
                posts: import_posts(&mut tx, catalogue, now).await?,
                paths: import_paths(&mut tx, catalogue, now).await?,
            };
            tx.commit().await?;
            Ok(summary)
        }

        async fn list_tasks(&self) -> StoreResult<Vec<Task>> {
            let rows = sqlx::query(
                "SELECT id, slug, title, summary, description, difficulty, image_url, archived_at \
                 FROM tasks WHERE archived_at IS NULL ORDER BY position, id",
            )
            .fetch_all(&self.pool)
            .await?;
            let mut tags = tags_by_owner(
                sqlx::query("SELECT task_id, tag FROM task_tags ORDER BY task_id, position")
                    .fetch_all(&self.pool)
                    .await?,
            );
            rows.iter()
                .map(|row| {
                    let id: i64 = row.try_get("id")?;
                    task_from_row(row, tags.remove(&id).unwrap_or_default())
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        async fn task_list_revision(&self) -> StoreResult<(i64, i64)> {
            Ok(sqlx::query_as(&format!("SELECT {TASK_LIST_REVISION}")).fetch_one(&self.pool).await?)
        }

        async fn task_by_slug(&self, slug: &str) -> StoreResult<Option<Task>> {
            let row = sqlx::query(
                "SELECT id, slug, title, summary, description, difficulty, image_url, archived_at \
                 FROM tasks WHERE slug = $1",
            )
            .bind(slug)
            .fetch_optional(&self.pool)
            .await?;
            let Some(row) = row else { return Ok(None) };
            let id: i64 = row.try_get("id")?;
            let tags = sqlx::query_scalar::<_, String>("SELECT tag FROM task_tags WHERE task_id = $1 ORDER BY position")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
            Ok(Some(task_from_row(&row, tags)?))
        }

        async fn task_by_id(&self, id: i64) -> StoreResult<Option<Task>> {
            let slug = sqlx::query_scalar::<_, String>("SELECT slug FROM tasks WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            match slug {
                Some(slug) => self.task_by_slug(&slug).await,
                None => Ok(None),
            }
        }

        async fn published_posts(&self) -> StoreResult<Vec<BlogPost>> {
            let sql = format!(
                "SELECT {POST_COLUMNS} FROM blog_posts WHERE status = 'published' AND archived_at IS NULL \
                 ORDER BY published_at DESC, id"
            );
            let rows = sqlx::query(&sql).fetch_all(&self.pool).await?;
            let mut categories = tags_by_owner(
                sqlx::query(
                    "SELECT c.post_id, c.category FROM blog_post_categories c JOIN blog_posts p ON p.id = c.post_id \
                     WHERE p.status = 'published' AND p.archived_at IS NULL ORDER BY c.post_id, c.position",
                )
                .fetch_all(&self.pool)
                .await?,
            );
            rows.iter()
                .map(|row| {
                    let id: i64 = row.try_get("id")?;
                    post_from_row(row, categories.remove(&id).unwrap_or_default())
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        async fn published_post(&self, slug: &str) -> StoreResult<Option<BlogPost>> {
            let sql = format!("SELECT {POST_COLUMNS} FROM blog_posts WHERE slug = $1 AND status = 'published'");
            let Some(row) = sqlx::query(&sql).bind(slug).fetch_optional(&self.pool).await? else { return Ok(None) };
            let id: i64 = row.try_get("id")?;
            let categories = sqlx::query_scalar::<_, String>(
                "SELECT category FROM blog_post_categories WHERE post_id = $1 ORDER BY position",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
            Ok(Some(post_from_row(&row, categories)?))
        }

        async fn media(&self, path: &str) -> StoreResult<Option<Media>> {
            Ok(sqlx::query_as::<_, Media>("SELECT path, content_type, body, etag FROM media WHERE path = $1")
                .bind(path)
                .fetch_optional(&self.pool)
                .await?)
        }

        async fn public_slugs(&self) -> StoreResult<PublicSlugs> {
            let slugs = |sql: &'static str| sqlx::query_scalar::<_, String>(sql).fetch_all(&self.pool);
            Ok(PublicSlugs {
                tasks: slugs("SELECT slug FROM tasks WHERE archived_at IS NULL ORDER BY position, id").await?,
                posts: slugs(
                    "SELECT slug FROM blog_posts WHERE status = 'published' AND archived_at IS NULL \
                     ORDER BY published_at DESC, id",
                )
                .await?,
                paths: slugs("SELECT slug FROM learning_paths WHERE archived_at IS NULL ORDER BY position, id").await?,
            })
        }

        async fn platform_stats(&self) -> StoreResult<PlatformStats> {
            // Completions are summed from the per-task counters, not counted
            // from the (large) progress table.
            let row = sqlx::query(
                "SELECT (SELECT COUNT(*) FROM users) AS users, \
                        (SELECT CAST(COALESCE(SUM(completion_count), 0) AS BIGINT) FROM tasks) AS projects, \
                        (SELECT COUNT(*) FROM comments) AS code_reviews",
            )
            .fetch_one(&self.pool)
            .await?;
            Ok(PlatformStats {
                users: row.try_get("users")?,
                projects: row.try_get("projects")?,
                code_reviews: row.try_get("code_reviews")?,
            })
        }
    }

    #[async_trait]
    impl ProgressStore for BackendStore {
        async fn learner_revision(&self, user_id: i64) -> StoreResult<LearnerRevision> {
            let (progress, count, sum): (i64, i64, i64) = sqlx::query_as(&format!(
                "SELECT COALESCE((SELECT progress_revision FROM users WHERE id = $1), -1), {TASK_LIST_REVISION}"
            ))
            .bind(user_id)
            .fetch_one(&self.pool)
            .await?;
            Ok(LearnerRevision { progress, catalogue: (count, sum) })
        }

        async fn progress(&self, user_id: i64, task_id: i64) -> StoreResult<Option<Progress>> {
            let sql = format!("SELECT {PROGRESS_COLUMNS} FROM progress WHERE user_id = $1 AND task_id = $2");
            Ok(sqlx::query_as::<_, Progress>(&sql).bind(user_id).bind(task_id).fetch_optional(&self.pool).await?)
        }

        async fn change_progress(
            &self,
            user_id: i64,
            task_id: i64,
            change: &ProgressChange,
        ) -> StoreResult<Result<Option<Progress>, TransitionError>> {
            let mut tx = self.begin_write().await?;
            // Read and write under one lock, so two racing requests (a
            // double submit, two tabs) go through the state machine in turn.
            let select = format!("SELECT {PROGRESS_COLUMNS} FROM progress WHERE user_id = $1 AND task_id = $2{LOCK_ROW}");
            let current =
                sqlx::query_as::<_, Progress>(&select).bind(user_id).bind(task_id).fetch_optional(&mut *tx).await?;
            let from = match &current {
                Some(p) => p.status.parse::<ProgressStatus>().unwrap_or(ProgressStatus::NotStarted),
                None => ProgressStatus::NotStarted,
            };
            let transition = match from.transition(change.to) {
                Ok(transition) => transition,
                Err(refused) => return Ok(Err(refused)),
            };
            let now = change.now;
            if transition != Transition::Unchanged {
                // Every other transition changes the learner's records.
                bump_progress_revision(&mut tx, user_id).await?;
            }
            match transition {
                Transition::Unchanged => return Ok(Ok(current)),
                Transition::Started | Transition::Saved => {
                    let (status, column) =
                        if transition == Transition::Started { ("in_progress", "started_at") } else { ("saved", "saved_at") };
                    sqlx::query(&format!(
                        "INSERT INTO progress (user_id, task_id, status, {column}, created_at, updated_at) \
                         VALUES ($1, $2, $3, $4, $4, $4) \
                         ON CONFLICT (user_id, task_id) DO UPDATE SET status = $3, {column} = $4, updated_at = $4"
                    ))
                    .bind(user_id)
                    .bind(task_id)
                    .bind(status)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
                Transition::Unsaved | Transition::Reset => {
                    sqlx::query("DELETE FROM progress WHERE user_id = $1 AND task_id = $2")
                        .bind(user_id)
                        .bind(task_id)
                        .execute(&mut *tx)
                        .await?;
                    tx.commit().await?;
                    return Ok(Ok(None));
                }
                Transition::Completed => {
                    let started = current.as_ref().and_then(|p| p.started_at).unwrap_or(now);
                    sqlx::query(
                        "UPDATE progress SET status = 'completed', github_repo_url = $1, github_pages_url = $2, \
                         completed_at = $3, completed_local = $4, duration_seconds = $5, updated_at = $3 \
                         WHERE user_id = $6 AND task_id = $7",
                    )
                    .bind(&change.github_repo_url)
                    .bind(&change.github_pages_url)
                    .bind(now)
                    .bind(&change.local_time)
                    .bind((now - started).max(0) / 1000)
                    .bind(user_id)
                    .bind(task_id)
                    .execute(&mut *tx)
                    .await?;
                    sqlx::query("UPDATE tasks SET completion_count = completion_count + 1 WHERE id = $1")
                        .bind(task_id)
                        .execute(&mut *tx)
                        .await?;
                }
            }
            let select = format!("SELECT {PROGRESS_COLUMNS} FROM progress WHERE user_id = $1 AND task_id = $2");
            let after = sqlx::query_as::<_, Progress>(&select).bind(user_id).bind(task_id).fetch_one(&mut *tx).await?;
            tx.commit().await?;
            Ok(Ok(Some(after)))
        }

        async fn user_progress(&self, user_id: i64) -> StoreResult<Vec<ProgressEntry>> {
            let columns = PROGRESS_COLUMNS.split(", ").map(|c| format!("p.{c}")).collect::<Vec<_>>().join(", ");
            let sql = format!(
                "SELECT {columns}, t.slug, t.title, t.difficulty, t.image_url FROM progress p \
                 JOIN tasks t ON t.id = p.task_id WHERE p.user_id = $1 ORDER BY p.updated_at DESC, p.task_id"
            );
            let rows = sqlx::query(&sql).bind(user_id).fetch_all(&self.pool).await?;
            let mut tags = tags_by_owner(
                sqlx::query(
                    "SELECT tt.task_id, tt.tag FROM task_tags tt JOIN progress p ON p.task_id = tt.task_id \
                     WHERE p.user_id = $1 ORDER BY tt.task_id, tt.position",
                )
                .bind(user_id)
                .fetch_all(&self.pool)
                .await?,
            );
            rows.iter()
                .map(|row| {
                    let progress = <Progress as sqlx::FromRow<_>>::from_row(row)?;
                    Ok(ProgressEntry {
                        tags: tags.remove(&progress.task_id).unwrap_or_default(),
                        slug: row.try_get("slug")?,
                        title: row.try_get("title")?,
                        difficulty: row.try_get("difficulty")?,
                        image_url: row.try_get("image_url")?,
                        progress,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }
    }

    #[async_trait]
    impl CommunityStore for BackendStore {
        async fn community_stats(&self, user_id: i64) -> StoreResult<CommunityStats> {
            let row = sqlx::query(
                "SELECT (SELECT COUNT(*) FROM community_posts WHERE user_id = $1) AS posts, \
                        (SELECT COUNT(*) FROM comments WHERE user_id = $1) AS comments, \
                        (SELECT COUNT(*) FROM post_likes WHERE user_id = $1) AS likes_given, \
                        (SELECT COALESCE(MAX(likes_count), 0) FROM community_posts WHERE user_id = $1) AS max_post_likes, \
                        (SELECT COUNT(DISTINCT p.user_id) FROM comments c JOIN community_posts p ON p.id = c.post_id \
                          WHERE c.user_id = $1 AND p.user_id <> $1) AS helped_users",
            )
            .bind(user_id)
            .fetch_one(&self.pool)
            .await?;
            Ok(CommunityStats {
                posts: row.try_get("posts")?,
                comments: row.try_get("comments")?,
                likes_given: row.try_get("likes_given")?,
                max_post_likes: row.try_get("max_post_likes")?,
                helped_users: row.try_get("helped_users")?,
            })
        }

        async fn community_feed(
            &self,
            order: FeedOrder,
            cursor: Option<FeedCursor>,
            limit: i64,
            viewer: Option<i64>,
        ) -> StoreResult<Vec<CommunityPost>> {
            let (key, after) = match (order, cursor) {
                (FeedOrder::Latest, Some(FeedCursor::Latest { .. })) => ("p.created_at", " WHERE (p.created_at, p.id) < ($1, $2)"),
                (FeedOrder::Popular, Some(FeedCursor::Popular { .. })) => ("p.hot_score", " WHERE (p.hot_score, p.id) < ($1, $2)"),
                (FeedOrder::Latest, _) => ("p.created_at", ""),
                (FeedOrder::Popular, _) => ("p.hot_score", ""),
            };
            let limit_param = if after.is_empty() { "$1" } else { "$3" };
            let sql = format!("{POST_SELECT}{after} ORDER BY {key} DESC, p.id DESC LIMIT {limit_param}");
            let mut query = sqlx::query(&sql);
            if !after.is_empty() {
                query = match cursor {
                    Some(FeedCursor::Latest { created_at, id }) => query.bind(created_at).bind(id),
                    Some(FeedCursor::Popular { hot_score, id }) => query.bind(hot_score).bind(id),
                    None => query,
                };
            }
            let rows = query.bind(limit).fetch_all(&self.pool).await?;
            self.assemble_posts(rows, viewer).await
        }

        async fn community_post(&self, post_id: i64, viewer: Option<i64>) -> StoreResult<Option<CommunityPost>> {
            let sql = format!("{POST_SELECT} WHERE p.id = $1");
            let rows = sqlx::query(&sql).bind(post_id).fetch_all(&self.pool).await?;
            Ok(self.assemble_posts(rows, viewer).await?.pop())
        }

        async fn create_community_post(&self, post: &NewCommunityPost) -> StoreResult<i64> {
            Ok(sqlx::query_scalar::<_, i64>(
                "INSERT INTO community_posts (user_id, task_id, content, code, created_at, hot_score) \
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            )
            .bind(post.user_id)
            .bind(post.task_id)
            .bind(&post.content)
            .bind(&post.code)
            .bind(post.now)
            .bind(hot_score(0, post.now))
            .fetch_one(&self.pool)
            .await?)
        }

        async fn delete_community_post(&self, post_id: i64, user_id: i64) -> StoreResult<Deletion> {
            let mut tx = self.begin_write().await?;
            let owner = sqlx::query_scalar::<_, i64>(&format!("SELECT user_id FROM community_posts WHERE id = $1{LOCK_ROW}"))
                .bind(post_id)
                .fetch_optional(&mut *tx)
                .await?;
            let outcome = match owner {
                None => Deletion::NotFound,
                Some(owner) if owner != user_id => Deletion::NotOwner,
                Some(_) => {
                    sqlx::query("DELETE FROM community_posts WHERE id = $1").bind(post_id).execute(&mut *tx).await?;
                    Deletion::Deleted
                }
            };
            tx.commit().await?;
            Ok(outcome)
        }

        async fn comments(
            &self,
            post_id: i64,
            after: Option<(i64, i64)>,
            limit: i64,
            viewer: Option<i64>,
        ) -> StoreResult<Vec<Comment>> {
            let rows = match after {
                Some((created_at, id)) => {
                    let sql = format!(
                        "{COMMENT_SELECT} WHERE c.post_id = $1 AND (c.created_at, c.id) > ($2, $3) \
                         ORDER BY c.created_at, c.id LIMIT $4"
                    );
                    sqlx::query(&sql).bind(post_id).bind(created_at).bind(id).bind(limit).fetch_all(&self.pool).await?
                }
                None => {
                    let sql = format!("{COMMENT_SELECT} WHERE c.post_id = $1 ORDER BY c.created_at, c.id LIMIT $2");
                    sqlx::query(&sql).bind(post_id).bind(limit).fetch_all(&self.pool).await?
                }
            };
            self.assemble_comments(rows, viewer).await
        }

        async fn create_comment(&self, post_id: i64, user_id: i64, content: &str, now: Millis) -> StoreResult<Option<i64>> {
            let mut tx = self.begin_write().await?;
            let counted = sqlx::query("UPDATE community_posts SET comments_count = comments_count + 1 WHERE id = $1")
                .bind(post_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if counted == 0 {
                return Ok(None);
            }
            let id = sqlx::query_scalar::<_, i64>(
                "INSERT INTO comments (post_id, user_id, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
            )
            .bind(post_id)
            .bind(user_id)
            .bind(content)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Some(id))
        }

        async fn comment(&self, comment_id: i64, viewer: Option<i64>) -> StoreResult<Option<Comment>> {
            let sql = format!("{COMMENT_SELECT} WHERE c.id = $1");
            let rows = sqlx::query(&sql).bind(comment_id).fetch_all(&self.pool).await?;
            Ok(self.assemble_comments(rows, viewer).await?.pop())
        }

        async fn delete_comment(&self, comment_id: i64, user_id: i64) -> StoreResult<Deletion> {
            let mut tx = self.begin_write().await?;
            let found = sqlx::query(&format!("SELECT user_id, post_id FROM comments WHERE id = $1{LOCK_ROW}"))
                .bind(comment_id)
                .fetch_optional(&mut *tx)
                .await?;
            let outcome = match found {
                None => Deletion::NotFound,
                Some(row) if row.try_get::<i64, _>("user_id")? != user_id => Deletion::NotOwner,
                Some(row) => {
                    sqlx::query("DELETE FROM comments WHERE id = $1").bind(comment_id).execute(&mut *tx).await?;
                    sqlx::query("UPDATE community_posts SET comments_count = comments_count - 1 WHERE id = $1")
                        .bind(row.try_get::<i64, _>("post_id")?)
                        .execute(&mut *tx)
                        .await?;
                    Deletion::Deleted
                }
            };
            tx.commit().await?;
            Ok(outcome)
        }

        async fn toggle_post_like(&self, post_id: i64, user_id: i64, now: Millis) -> StoreResult<Option<LikeState>> {
            let mut tx = self.begin_write().await?;
            let Some(created_at) = sqlx::query_scalar::<_, i64>(&format!(
                "SELECT created_at FROM community_posts WHERE id = $1{LOCK_ROW}"
            ))
            .bind(post_id)
            .fetch_optional(&mut *tx)
            .await?
            else {
                return Ok(None);
            };
            let state = toggle_like(&mut tx, "post_likes", "post_id", "community_posts", post_id, user_id, now).await?;
            sqlx::query("UPDATE community_posts SET hot_score = $1 WHERE id = $2")
                .bind(hot_score(state.likes_count, created_at))
                .bind(post_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(state))
        }

        async fn toggle_comment_like(&self, comment_id: i64, user_id: i64, now: Millis) -> StoreResult<Option<LikeState>> {
            let mut tx = self.begin_write().await?;
            let exists = sqlx::query_scalar::<_, i64>(&format!("SELECT id FROM comments WHERE id = $1{LOCK_ROW}"))
                .bind(comment_id)
                .fetch_optional(&mut *tx)
                .await?;
            if exists.is_none() {
                return Ok(None);
            }
            let state = toggle_like(&mut tx, "comment_likes", "comment_id", "comments", comment_id, user_id, now).await?;
            tx.commit().await?;
            Ok(Some(state))
        }
    }

    #[async_trait]
    impl PathStore for BackendStore {
        async fn learning_paths(&self, viewer: Option<i64>) -> StoreResult<Vec<PathSummary>> {
            let viewer_id = viewer.unwrap_or(0);
            let sql = format!(
                "SELECT {PATH_COLUMNS} FROM learning_paths lp \
                 LEFT JOIN enrollments e ON e.path_id = lp.id AND e.user_id = $1 \
                 WHERE lp.archived_at IS NULL ORDER BY lp.position, lp.id"
            );
            let rows = sqlx::query(&sql).bind(viewer_id).fetch_all(&self.pool).await?;
            let done = self.done_items(viewer).await?;
            rows.iter()
                .map(|row| {
                    let id: i64 = row.try_get("id")?;
                    path_from_row(row, done.get(&id).copied().unwrap_or(0))
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        async fn learning_path(&self, id_or_slug: &str, viewer: Option<i64>) -> StoreResult<Option<PathDetail>> {
            let viewer_id = viewer.unwrap_or(0);
            let by = if id_or_slug.parse::<i64>().is_ok() { "lp.id = $2" } else { "lp.slug = $2" };
            let sql = format!(
                "SELECT {PATH_COLUMNS} FROM learning_paths lp \
                 LEFT JOIN enrollments e ON e.path_id = lp.id AND e.user_id = $1 WHERE {by}"
            );
            let query = sqlx::query(&sql).bind(viewer_id);
            let query = match id_or_slug.parse::<i64>() {
                Ok(id) => query.bind(id),
                Err(_) => query.bind(id_or_slug),
            };
            let Some(row) = query.fetch_optional(&self.pool).await? else { return Ok(None) };
            let path_id: i64 = row.try_get("id")?;
            let items = sqlx::query(
                "SELECT pi.id, pi.item_type, pi.position, COALESCE(pi.post_id, pi.task_id) AS item_id, \
                        COALESCE(bp.slug, t.slug) AS item_slug, COALESCE(bp.title, t.title) AS item_title, \
                        COALESCE(bp.excerpt, t.summary) AS item_description, \
                        COALESCE(bp.featured_image, t.image_url) AS item_image, t.difficulty AS difficulty, \
                        CAST(CASE WHEN pr.task_id IS NOT NULL OR ic.item_id IS NOT NULL THEN 1 ELSE 0 END AS BIGINT) AS done \
                 FROM path_items pi \
                 LEFT JOIN blog_posts bp ON bp.id = pi.post_id \
                 LEFT JOIN tasks t ON t.id = pi.task_id \
                 LEFT JOIN progress pr ON pr.task_id = pi.task_id AND pr.user_id = $1 AND pr.status = 'completed' \
                 LEFT JOIN item_completions ic ON ic.item_id = pi.id AND ic.user_id = $1 \
                 WHERE pi.path_id = $2 AND pi.archived_at IS NULL ORDER BY pi.position, pi.id",
            )
            .bind(viewer_id)
            .bind(path_id)
            .fetch_all(&self.pool)
            .await?;
            let items: Vec<PathItem> = items
                .iter()
                .map(|r| {
                    Ok(PathItem {
                        id: r.try_get("id")?,
                        item_type: r.try_get("item_type")?,
                        item_id: r.try_get("item_id")?,
                        item_slug: r.try_get("item_slug")?,
                        item_title: r.try_get("item_title")?,
                        item_description: r.try_get("item_description")?,
                        item_image: r.try_get("item_image")?,
                        difficulty: r.try_get("difficulty")?,
                        position: r.try_get("position")?,
                        is_completed: viewer.is_some() && r.try_get::<i64, _>("done")? == 1,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()?;
            let completed_items = items.iter().filter(|i| i.is_completed).count() as i64;
            Ok(Some(PathDetail { path: path_from_row(&row, completed_items)?, items }))
        }

        async fn enroll(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<EnrollOutcome> {
            let mut tx = self.begin_write().await?;
            let exists = sqlx::query_scalar::<_, i64>(&format!(
                "SELECT id FROM learning_paths WHERE id = $1 AND archived_at IS NULL{LOCK_ROW}"
            ))
                .bind(path_id)
                .fetch_optional(&mut *tx)
                .await?;
            if exists.is_none() {
                return Ok(EnrollOutcome::NoSuchPath);
            }
            let added = sqlx::query(
                "INSERT INTO enrollments (path_id, user_id, status, enrolled_at) VALUES ($1, $2, 'enrolled', $3) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(path_id)
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if added == 0 {
                return Ok(EnrollOutcome::AlreadyEnrolled);
            }
            sqlx::query("UPDATE learning_paths SET enrollment_count = enrollment_count + 1 WHERE id = $1")
                .bind(path_id)
                .execute(&mut *tx)
                .await?;
            let completed = complete_if_done(&mut tx, path_id, user_id, now).await?;
            tx.commit().await?;
            Ok(EnrollOutcome::Enrolled { completed })
        }

        async fn mark_post_read(&self, path_id: i64, user_id: i64, post_id: i64, now: Millis) -> StoreResult<MarkOutcome> {
            let mut tx = self.begin_write().await?;
            let path = sqlx::query_scalar::<_, i64>(&format!("SELECT id FROM learning_paths WHERE id = $1{LOCK_ROW}"))
                .bind(path_id)
                .fetch_optional(&mut *tx)
                .await?;
            if path.is_none() {
                return Ok(MarkOutcome::NoSuchPath);
            }
            let enrolled = sqlx::query_scalar::<_, String>("SELECT status FROM enrollments WHERE path_id = $1 AND user_id = $2")
                .bind(path_id)
                .bind(user_id)
                .fetch_optional(&mut *tx)
                .await?;
            if enrolled.is_none() {
                return Ok(MarkOutcome::NotEnrolled);
            }
            let item = sqlx::query_scalar::<_, i64>(
                "SELECT id FROM path_items WHERE path_id = $1 AND item_type = 'post' AND post_id = $2 \
                 AND archived_at IS NULL",
            )
            .bind(path_id)
            .bind(post_id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(item) = item else { return Ok(MarkOutcome::NoSuchItem) };
            sqlx::query(
                "INSERT INTO item_completions (user_id, item_id, completed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            )
            .bind(user_id)
            .bind(item)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            let path_completed = complete_if_done(&mut tx, path_id, user_id, now).await?;
            tx.commit().await?;
            Ok(MarkOutcome::Marked { path_completed })
        }

        async fn complete_paths_for_task(&self, user_id: i64, task_id: i64, now: Millis) -> StoreResult<Vec<i64>> {
            let mut tx = self.begin_write().await?;
            let paths = sqlx::query_scalar::<_, i64>(
                "SELECT e.path_id FROM enrollments e JOIN path_items pi ON pi.path_id = e.path_id \
                 WHERE e.user_id = $1 AND e.status = 'enrolled' AND pi.task_id = $2 AND pi.archived_at IS NULL",
            )
            .bind(user_id)
            .bind(task_id)
            .fetch_all(&mut *tx)
            .await?;
            let mut completed = Vec::new();
            for path_id in paths {
                if complete_if_done(&mut tx, path_id, user_id, now).await? {
                    completed.push(path_id);
                }
            }
            tx.commit().await?;
            Ok(completed)
        }

        async fn rate_path(&self, path_id: i64, user_id: i64, rating: i64) -> StoreResult<bool> {
            let mut tx = self.begin_write().await?;
            let previous = sqlx::query(&format!(
                "SELECT rating FROM enrollments WHERE path_id = $1 AND user_id = $2{LOCK_ROW}"
            ))
            .bind(path_id)
            .bind(user_id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(previous) = previous else { return Ok(false) };
            let previous: Option<i64> = previous.try_get("rating")?;
            sqlx::query("UPDATE enrollments SET rating = $1 WHERE path_id = $2 AND user_id = $3")
                .bind(rating)
                .bind(path_id)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE learning_paths SET rating_sum = rating_sum + $1, rating_count = rating_count + $2 WHERE id = $3")
                .bind(rating - previous.unwrap_or(0))
                .bind(if previous.is_some() { 0_i64 } else { 1_i64 })
                .bind(path_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(true)
        }

        async fn mark_path_celebrated(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<()> {
            sqlx::query(
                "UPDATE enrollments SET celebrated_at = $1 WHERE path_id = $2 AND user_id = $3 \
                 AND status = 'completed' AND celebrated_at IS NULL",
            )
            .bind(now)
            .bind(path_id)
            .bind(user_id)
            .execute(&self.pool)
            .await?;
            Ok(())
        }
    }

    #[async_trait]
    impl AchievementStore for BackendStore {
        async fn completions(&self, user_id: i64) -> StoreResult<Vec<CompletionRecord>> {
            let rows = sqlx::query(
                "SELECT p.task_id, p.completed_local, p.duration_seconds, p.score, t.difficulty FROM progress p \
                 JOIN tasks t ON t.id = p.task_id WHERE p.user_id = $1 AND p.status = 'completed'",
            )
            .bind(user_id)
            .fetch_all(&self.pool)
            .await?;
            let mut tags = tags_by_owner(
                sqlx::query(
                    "SELECT tt.task_id, tt.tag FROM task_tags tt JOIN progress p ON p.task_id = tt.task_id \
                     WHERE p.user_id = $1 AND p.status = 'completed' ORDER BY tt.task_id, tt.position",
                )
                .bind(user_id)
                .fetch_all(&self.pool)
                .await?,
            );
            rows.iter()
                .map(|row| {
                    let task_id: i64 = row.try_get("task_id")?;
                    Ok(CompletionRecord {
                        completed_local: row.try_get("completed_local")?,
                        duration_seconds: row.try_get("duration_seconds")?,
                        difficulty: row.try_get("difficulty")?,
                        tags: tags.remove(&task_id).unwrap_or_default(),
                        score: row.try_get("score")?,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        async fn unlocked_achievements(&self, user_id: i64) -> StoreResult<Vec<(String, Millis)>> {
            let rows = sqlx::query(
                "SELECT achievement_id, unlocked_at FROM user_achievements WHERE user_id = $1 \
                 ORDER BY unlocked_at DESC, achievement_id",
            )
            .bind(user_id)
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| Ok((r.try_get("achievement_id")?, r.try_get("unlocked_at")?)))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        async fn unlock_achievements(&self, user_id: i64, ids: &[&str], now: Millis) -> StoreResult<Vec<String>> {
            let mut newly = Vec::new();
            for id in ids {
                let added = sqlx::query(
                    "INSERT INTO user_achievements (user_id, achievement_id, unlocked_at) VALUES ($1, $2, $3) \
                     ON CONFLICT DO NOTHING",
                )
                .bind(user_id)
                .bind(*id)
                .bind(now)
                .execute(&self.pool)
                .await?
                .rows_affected();
                if added == 1 {
                    newly.push((*id).to_owned());
                }
            }
            Ok(newly)
        }

        async fn user_ids(&self) -> StoreResult<Vec<i64>> {
            Ok(sqlx::query_scalar::<_, i64>("SELECT id FROM users ORDER BY id").fetch_all(&self.pool).await?)
        }
    }

    #[async_trait]
    impl RateLimitStore for BackendStore {
        async fn hit_rate_limit(&self, bucket: &str, window_start: Millis) -> StoreResult<i64> {
            Ok(sqlx::query_scalar::<_, i64>(
                "INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1) \
                 ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits",
            )
            .bind(bucket)
            .bind(window_start)
            .fetch_one(&self.pool)
            .await?)
        }
    }

    // Row mapping and query helpers, then the catalogue import, each in a
    // file of its own; included here so they share this module's imports.
    include!("rows.rs");
    include!("catalogue_import.rs");
}
