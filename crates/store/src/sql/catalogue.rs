//! The catalogue: its import (in [`import`]), challenges, blog posts,
//! images, the slugs of public pages and the public figures.

mod import;

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use frontloop_domain::{Difficulty, PostStatus, Slug};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use self::import::Import;
use super::{labels_by_owner, task_list_revision, Conn, Db, DbRow, Dialect, Value};
use crate::catalogue::{Catalogue, ImportSummary};
use crate::models::{BlogPost, Media, PlatformStats, PublicSlugs, Task};
use crate::{CatalogueStore, StoreResult};

/// Columns of `tasks` read into [`TaskRow`].
macro_rules! task_columns {
    () => {
        "id, slug, title, summary, description, difficulty, image_url, archived_at"
    };
}

/// Columns of `blog_posts` read into [`PostRow`].
macro_rules! post_columns {
    () => {
        "id, slug, title, excerpt, content_html, content_text, featured_image, meta_title, meta_description, status, \
         read_time_minutes, published_at, updated_at, archived_at"
    };
}

const LIST_TASKS: &str =
    concat!("SELECT ", task_columns!(), " FROM tasks WHERE archived_at IS NULL ORDER BY position, id");

const ALL_TASK_TAGS: &str = "SELECT task_id, tag FROM task_tags ORDER BY task_id, position";

const TASK_LIST_REVISION: &str = concat!("SELECT ", task_list_revision!());

const TASK_BY_SLUG: &str = concat!("SELECT ", task_columns!(), " FROM tasks WHERE slug = $1");

const TASK_TAGS: &str = "SELECT tag FROM task_tags WHERE task_id = $1 ORDER BY position";

const TASK_SLUG: &str = "SELECT slug FROM tasks WHERE id = $1";

const ACCEPTANCE_CHECKS: &str = "SELECT acceptance_checks FROM tasks WHERE id = $1";

const PUBLISHED_POSTS: &str = concat!(
    "SELECT ",
    post_columns!(),
    " FROM blog_posts WHERE status = 'published' AND archived_at IS NULL ORDER BY published_at DESC, id"
);

const PUBLISHED_CATEGORIES: &str = "SELECT c.post_id, c.category FROM blog_post_categories c \
     JOIN blog_posts p ON p.id = c.post_id WHERE p.status = 'published' AND p.archived_at IS NULL \
     ORDER BY c.post_id, c.position";

const PUBLISHED_POST: &str =
    concat!("SELECT ", post_columns!(), " FROM blog_posts WHERE slug = $1 AND status = 'published'");

const POST_CATEGORIES: &str = "SELECT category FROM blog_post_categories WHERE post_id = $1 ORDER BY position";

const MEDIA: &str = "SELECT path, content_type, body, etag FROM media WHERE path = $1";

const TASK_SLUGS: &str = "SELECT slug FROM tasks WHERE archived_at IS NULL ORDER BY position, id";

const POST_SLUGS: &str = "SELECT slug FROM blog_posts WHERE status = 'published' AND archived_at IS NULL \
     ORDER BY published_at DESC, id";

const PATH_SLUGS: &str = "SELECT slug FROM learning_paths WHERE archived_at IS NULL ORDER BY position, id";

/// Users, projects (completed challenges) and code reviews (comments).
/// Completions are summed from the per-challenge counters, not counted
/// from the (large) progress table.
const PLATFORM_STATS: &str = "SELECT (SELECT COUNT(*) FROM users) AS users, \
     (SELECT CAST(COALESCE(SUM(completion_count), 0) AS BIGINT) FROM tasks) AS projects, \
     (SELECT COUNT(*) FROM comments) AS code_reviews";

/// A row of `tasks`, without its tags.
#[derive(FromRow)]
struct TaskRow {
    id: i64,
    slug: Slug,
    title: String,
    summary: String,
    description: String,
    difficulty: Difficulty,
    image_url: Option<String>,
    archived_at: Option<Millis>,
}

impl TaskRow {
    fn with_tags(self, tags: Vec<String>) -> Task {
        Task {
            id: self.id,
            slug: self.slug,
            title: self.title,
            summary: self.summary,
            description: self.description,
            difficulty: self.difficulty,
            tags,
            image_url: self.image_url,
            archived: self.archived_at.is_some(),
        }
    }
}

/// A row of `blog_posts`, without its categories.
#[derive(FromRow)]
struct PostRow {
    id: i64,
    slug: Slug,
    title: String,
    excerpt: Option<String>,
    content_html: String,
    content_text: String,
    featured_image: Option<String>,
    meta_title: Option<String>,
    meta_description: Option<String>,
    status: PostStatus,
    read_time_minutes: i64,
    published_at: Millis,
    updated_at: Millis,
    archived_at: Option<Millis>,
}

impl PostRow {
    fn with_categories(self, categories: Vec<String>) -> BlogPost {
        BlogPost {
            id: self.id,
            slug: self.slug,
            title: self.title,
            excerpt: self.excerpt,
            content_html: self.content_html,
            content_text: self.content_text,
            categories,
            featured_image: self.featured_image,
            meta_title: self.meta_title,
            meta_description: self.meta_description,
            status: self.status,
            read_time_minutes: self.read_time_minutes,
            published_at: self.published_at,
            updated_at: self.updated_at,
            archived: self.archived_at.is_some(),
        }
    }
}

#[async_trait]
impl<S: Dialect> CatalogueStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Vec<u8>: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "import_catalogue"))]
    async fn import_catalogue(&self, catalogue: &Catalogue, now: Millis) -> StoreResult<ImportSummary> {
        let mut tx = self.begin_write().await?;
        // Instances starting together import one after the other: each
        // reads what is there and then writes what differs, so two at once
        // would both add (the fault drill saw it).
        if let Some(lock) = S::IMPORT_LOCK {
            sqlx::query(lock).execute(&mut *tx).await?;
        }
        let summary = Import::<S> { tx: &mut tx, now }.apply(catalogue).await?;
        tx.commit().await?;
        Ok(summary)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "list_tasks"))]
    async fn list_tasks(&self) -> StoreResult<Vec<Task>> {
        let rows = sqlx::query_as::<_, TaskRow>(LIST_TASKS).fetch_all(self.pool()).await?;
        let mut tags = labels_by_owner(sqlx::query_as(ALL_TASK_TAGS).fetch_all(self.pool()).await?);
        Ok(rows
            .into_iter()
            .map(|row| {
                let tags = tags.remove(&row.id).unwrap_or_default();
                row.with_tags(tags)
            })
            .collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "task_list_revision"))]
    async fn task_list_revision(&self) -> StoreResult<i64> {
        Ok(sqlx::query_scalar(TASK_LIST_REVISION).fetch_one(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "task_by_slug", slug = %slug))]
    async fn task_by_slug(&self, slug: &str) -> StoreResult<Option<Task>> {
        let Some(row) = sqlx::query_as::<_, TaskRow>(TASK_BY_SLUG).bind(slug).fetch_optional(self.pool()).await? else {
            return Ok(None);
        };
        let tags = sqlx::query_scalar(TASK_TAGS).bind(row.id).fetch_all(self.pool()).await?;
        Ok(Some(row.with_tags(tags)))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "task_by_id", id = id))]
    async fn task_by_id(&self, id: i64) -> StoreResult<Option<Task>> {
        let slug = sqlx::query_scalar::<_, String>(TASK_SLUG).bind(id).fetch_optional(self.pool()).await?;
        match slug {
            Some(slug) => self.task_by_slug(&slug).await,
            None => Ok(None),
        }
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "acceptance_checks", task_id = task_id))]
    async fn acceptance_checks(&self, task_id: i64) -> StoreResult<Option<String>> {
        Ok(sqlx::query_scalar::<_, String>(ACCEPTANCE_CHECKS).bind(task_id).fetch_optional(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "published_posts"))]
    async fn published_posts(&self) -> StoreResult<Vec<BlogPost>> {
        let rows = sqlx::query_as::<_, PostRow>(PUBLISHED_POSTS).fetch_all(self.pool()).await?;
        let mut categories = labels_by_owner(sqlx::query_as(PUBLISHED_CATEGORIES).fetch_all(self.pool()).await?);
        Ok(rows
            .into_iter()
            .map(|row| {
                let categories = categories.remove(&row.id).unwrap_or_default();
                row.with_categories(categories)
            })
            .collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "published_post", slug = %slug))]
    async fn published_post(&self, slug: &str) -> StoreResult<Option<BlogPost>> {
        let Some(row) = sqlx::query_as::<_, PostRow>(PUBLISHED_POST).bind(slug).fetch_optional(self.pool()).await?
        else {
            return Ok(None);
        };
        let categories = sqlx::query_scalar(POST_CATEGORIES).bind(row.id).fetch_all(self.pool()).await?;
        Ok(Some(row.with_categories(categories)))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "media"))]
    async fn media(&self, path: &str) -> StoreResult<Option<Media>> {
        Ok(sqlx::query_as::<_, Media>(MEDIA).bind(path).fetch_optional(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "public_slugs"))]
    async fn public_slugs(&self) -> StoreResult<PublicSlugs> {
        let slugs = |sql: &'static str| sqlx::query_scalar::<_, Slug>(sql).fetch_all(self.pool());
        Ok(PublicSlugs {
            tasks: slugs(TASK_SLUGS).await?,
            posts: slugs(POST_SLUGS).await?,
            paths: slugs(PATH_SLUGS).await?,
        })
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "platform_stats"))]
    async fn platform_stats(&self) -> StoreResult<PlatformStats> {
        let (users, projects, code_reviews) =
            sqlx::query_as::<_, (i64, i64, i64)>(PLATFORM_STATS).fetch_one(self.pool()).await?;
        Ok(PlatformStats { users, projects, code_reviews })
    }
}
