//! The catalogue import, in the caller's transaction: records are found by
//! slug, so the ids (and so the learners' records) of what stays are kept;
//! what leaves the catalogue is archived, never deleted, and restored when
//! it comes back. Images, which nothing but the catalogue refers to, are
//! removed when they leave.

use std::collections::HashMap;

use frontloop_domain::time::Millis;
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::super::{Conn, Db, DbRow, Dialect, Tx, Value};
use crate::catalogue::{Catalogue, Changes, ImportSummary, NewBlogPost, NewMedia, NewPath, NewPathItem, NewTask};
use crate::{StoreError, StoreResult};

/// `archived`: 1 for an archived row, 0 for a current one.
macro_rules! archived_flag {
    () => {
        "CAST(CASE WHEN archived_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS archived"
    };
}

const MEDIA_ETAGS: &str = "SELECT path, etag FROM media";

const UPDATE_MEDIA: &str = "UPDATE media SET content_type = $1, body = $2, etag = $3, updated_at = $4 WHERE path = $5";

const INSERT_MEDIA: &str = "INSERT INTO media (path, content_type, body, etag, updated_at) VALUES ($1, $2, $3, $4, $5)";

const DELETE_MEDIA: &str = "DELETE FROM media WHERE path = $1";

const UPDATE_TASK: &str = "UPDATE tasks SET title = $1, summary = $2, description = $3, difficulty = $4, \
     image_url = $5, position = $6, content_hash = $7, updated_at = $8, archived_at = NULL WHERE id = $9";

const INSERT_TASK: &str = "INSERT INTO tasks \
     (slug, title, summary, description, difficulty, image_url, position, content_hash, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id";

const UPDATE_POST: &str = "UPDATE blog_posts SET title = $1, excerpt = $2, content_html = $3, content_text = $4, \
     featured_image = $5, meta_title = $6, meta_description = $7, status = $8, read_time_minutes = $9, \
     published_at = $10, content_hash = $11, updated_at = $12, archived_at = NULL WHERE id = $13";

const INSERT_POST: &str = "INSERT INTO blog_posts \
     (slug, title, excerpt, content_html, content_text, featured_image, meta_title, meta_description, status, \
     read_time_minutes, published_at, content_hash, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id";

const UPDATE_PATH: &str = "UPDATE learning_paths SET title = $1, description = $2, difficulty = $3, \
     estimated_hours = $4, image_url = $5, position = $6, content_hash = $7, updated_at = $8, archived_at = NULL \
     WHERE id = $9";

const INSERT_PATH: &str = "INSERT INTO learning_paths \
     (slug, title, description, difficulty, estimated_hours, image_url, position, content_hash, created_at, \
     updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id";

/// Every item of a path ($1), archived ones too.
const PATH_ITEMS: &str = concat!(
    "SELECT id, item_type, COALESCE(post_id, task_id) AS target, ",
    archived_flag!(),
    " FROM path_items WHERE path_id = $1"
);

const PLACE_ITEM: &str = "UPDATE path_items SET position = $1, archived_at = NULL WHERE id = $2";

const ADD_POST_ITEM: &str = "INSERT INTO path_items (path_id, position, item_type, post_id) VALUES ($1, $2, $3, $4)";

const ADD_TASK_ITEM: &str = "INSERT INTO path_items (path_id, position, item_type, task_id) VALUES ($1, $2, $3, $4)";

const ARCHIVE_ITEM: &str = "UPDATE path_items SET archived_at = $1 WHERE id = $2";

const COUNT_ITEMS: &str = "UPDATE learning_paths SET item_count = $1 WHERE id = $2";

/// A table of catalogue records found by slug.
#[derive(Debug, Clone, Copy)]
enum Records {
    Tasks,
    BlogPosts,
    LearningPaths,
}

impl Records {
    /// Every row as an [`Existing`], archived ones included.
    fn existing(self) -> &'static str {
        match self {
            Records::Tasks => concat!("SELECT slug, id, content_hash, position, ", archived_flag!(), " FROM tasks"),
            // Posts are ordered by publication date, not by file order.
            Records::BlogPosts => {
                concat!(
                    "SELECT slug, id, content_hash, CAST(0 AS BIGINT) AS position, ",
                    archived_flag!(),
                    " FROM blog_posts"
                )
            }
            Records::LearningPaths => {
                concat!("SELECT slug, id, content_hash, position, ", archived_flag!(), " FROM learning_paths")
            }
        }
    }

    /// Archives the row $2 at $1. `updated_at` moves too: the challenge
    /// list's revision reads it.
    fn archive(self) -> &'static str {
        match self {
            Records::Tasks => "UPDATE tasks SET archived_at = $1, updated_at = $1 WHERE id = $2",
            Records::BlogPosts => "UPDATE blog_posts SET archived_at = $1, updated_at = $1 WHERE id = $2",
            Records::LearningPaths => "UPDATE learning_paths SET archived_at = $1, updated_at = $1 WHERE id = $2",
        }
    }

    /// `slug, id` of every row, archived ones included.
    fn ids(self) -> &'static str {
        match self {
            Records::Tasks => "SELECT slug, id FROM tasks",
            Records::BlogPosts => "SELECT slug, id FROM blog_posts",
            Records::LearningPaths => "SELECT slug, id FROM learning_paths",
        }
    }
}

/// The ordered labels of a record.
#[derive(Debug, Clone, Copy)]
enum Labels {
    TaskTags,
    PostCategories,
}

impl Labels {
    /// Deletes the labels of $1.
    fn delete(self) -> &'static str {
        match self {
            Labels::TaskTags => "DELETE FROM task_tags WHERE task_id = $1",
            Labels::PostCategories => "DELETE FROM blog_post_categories WHERE post_id = $1",
        }
    }

    /// Gives $1 the label $3 at position $2.
    fn insert(self) -> &'static str {
        match self {
            Labels::TaskTags => "INSERT INTO task_tags (task_id, position, tag) VALUES ($1, $2, $3)",
            Labels::PostCategories => {
                "INSERT INTO blog_post_categories (post_id, position, category) VALUES ($1, $2, $3)"
            }
        }
    }
}

/// One catalogue record as the database holds it before the import.
#[derive(FromRow)]
struct Existing {
    slug: String,
    id: i64,
    content_hash: String,
    /// Blog posts have none (they are ordered by date): always 0.
    position: i64,
    /// 1 when archived.
    archived: i64,
}

impl Existing {
    fn is_archived(&self) -> bool {
        self.archived == 1
    }

    /// True when the row already holds exactly this content, current.
    fn is_current(&self, content_hash: &str, position: i64) -> bool {
        !self.is_archived() && self.content_hash == content_hash && self.position == position
    }

    /// Counts a rewrite of this row: a restore if it was archived.
    fn count_rewrite(&self, changes: &mut Changes) {
        if self.is_archived() {
            changes.restored += 1;
        } else {
            changes.updated += 1;
        }
    }
}

/// A catalogue import in progress, in its transaction.
pub(super) struct Import<'t, S: Dialect> {
    pub(super) tx: &'t mut Tx<S>,
    /// The import's time: what it writes is updated (or archived) then.
    pub(super) now: Millis,
}

impl<S: Dialect> Import<'_, S>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Vec<u8>: Value<Db<S>>,
{
    /// Applies the whole catalogue.
    pub(super) async fn apply(mut self, catalogue: &Catalogue) -> StoreResult<ImportSummary> {
        Ok(ImportSummary {
            media: self.media(&catalogue.media).await?,
            tasks: self.tasks(&catalogue.tasks).await?,
            posts: self.posts(&catalogue.posts).await?,
            paths: self.paths(&catalogue.paths).await?,
        })
    }

    async fn media(&mut self, media: &[NewMedia]) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left: HashMap<String, String> =
            sqlx::query_as::<_, (String, String)>(MEDIA_ETAGS).fetch_all(&mut **self.tx).await?.into_iter().collect();
        for file in media {
            match left.remove(&file.path) {
                Some(etag) if etag == file.etag => changes.unchanged += 1,
                Some(_) => {
                    sqlx::query(UPDATE_MEDIA)
                        .bind(&file.content_type)
                        .bind(&file.body)
                        .bind(&file.etag)
                        .bind(self.now)
                        .bind(&file.path)
                        .execute(&mut **self.tx)
                        .await?;
                    changes.updated += 1;
                }
                None => {
                    sqlx::query(INSERT_MEDIA)
                        .bind(&file.path)
                        .bind(&file.content_type)
                        .bind(&file.body)
                        .bind(&file.etag)
                        .bind(self.now)
                        .execute(&mut **self.tx)
                        .await?;
                    changes.added += 1;
                }
            }
        }
        for path in left.into_keys() {
            sqlx::query(DELETE_MEDIA).bind(path).execute(&mut **self.tx).await?;
            changes.removed += 1;
        }
        Ok(changes)
    }

    async fn tasks(&mut self, tasks: &[NewTask]) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left = self.existing(Records::Tasks).await?;
        for (position, task) in tasks.iter().enumerate() {
            let position = position as i64;
            let id = match left.remove(&task.slug) {
                Some(existing) if existing.is_current(&task.content_hash, position) => {
                    changes.unchanged += 1;
                    continue;
                }
                Some(existing) => {
                    existing.count_rewrite(&mut changes);
                    sqlx::query(UPDATE_TASK)
                        .bind(&task.title)
                        .bind(&task.summary)
                        .bind(&task.description)
                        .bind(&task.difficulty)
                        .bind(&task.image_url)
                        .bind(position)
                        .bind(&task.content_hash)
                        .bind(self.now)
                        .bind(existing.id)
                        .execute(&mut **self.tx)
                        .await?;
                    existing.id
                }
                None => {
                    changes.added += 1;
                    sqlx::query_scalar::<_, i64>(INSERT_TASK)
                        .bind(&task.slug)
                        .bind(&task.title)
                        .bind(&task.summary)
                        .bind(&task.description)
                        .bind(&task.difficulty)
                        .bind(&task.image_url)
                        .bind(position)
                        .bind(&task.content_hash)
                        .bind(self.now)
                        .fetch_one(&mut **self.tx)
                        .await?
                }
            };
            self.replace_labels(Labels::TaskTags, id, &task.tags).await?;
        }
        self.archive_missing(Records::Tasks, left, &mut changes).await?;
        Ok(changes)
    }

    async fn posts(&mut self, posts: &[NewBlogPost]) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left = self.existing(Records::BlogPosts).await?;
        for post in posts {
            let id = match left.remove(&post.slug) {
                Some(existing) if existing.is_current(&post.content_hash, 0) => {
                    changes.unchanged += 1;
                    continue;
                }
                Some(existing) => {
                    existing.count_rewrite(&mut changes);
                    sqlx::query(UPDATE_POST)
                        .bind(&post.title)
                        .bind(&post.excerpt)
                        .bind(&post.content_html)
                        .bind(&post.content_text)
                        .bind(&post.featured_image)
                        .bind(&post.meta_title)
                        .bind(&post.meta_description)
                        .bind(&post.status)
                        .bind(post.read_time_minutes)
                        .bind(post.published_at)
                        .bind(&post.content_hash)
                        .bind(self.now)
                        .bind(existing.id)
                        .execute(&mut **self.tx)
                        .await?;
                    existing.id
                }
                None => {
                    changes.added += 1;
                    sqlx::query_scalar::<_, i64>(INSERT_POST)
                        .bind(&post.slug)
                        .bind(&post.title)
                        .bind(&post.excerpt)
                        .bind(&post.content_html)
                        .bind(&post.content_text)
                        .bind(&post.featured_image)
                        .bind(&post.meta_title)
                        .bind(&post.meta_description)
                        .bind(&post.status)
                        .bind(post.read_time_minutes)
                        .bind(post.published_at)
                        .bind(&post.content_hash)
                        .bind(self.now)
                        .fetch_one(&mut **self.tx)
                        .await?
                }
            };
            self.replace_labels(Labels::PostCategories, id, &post.categories).await?;
        }
        self.archive_missing(Records::BlogPosts, left, &mut changes).await?;
        Ok(changes)
    }

    async fn paths(&mut self, paths: &[NewPath]) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left = self.existing(Records::LearningPaths).await?;
        let task_ids = self.ids(Records::Tasks).await?;
        let post_ids = self.ids(Records::BlogPosts).await?;
        for (position, path) in paths.iter().enumerate() {
            let position = position as i64;
            let id = match left.remove(&path.slug) {
                // Items are synced even for an unchanged file: a post or
                // challenge they name may have left or come back.
                Some(existing) if existing.is_current(&path.content_hash, position) => {
                    changes.unchanged += 1;
                    existing.id
                }
                Some(existing) => {
                    existing.count_rewrite(&mut changes);
                    sqlx::query(UPDATE_PATH)
                        .bind(&path.title)
                        .bind(&path.description)
                        .bind(&path.difficulty)
                        .bind(path.estimated_hours)
                        .bind(&path.image_url)
                        .bind(position)
                        .bind(&path.content_hash)
                        .bind(self.now)
                        .bind(existing.id)
                        .execute(&mut **self.tx)
                        .await?;
                    existing.id
                }
                None => {
                    changes.added += 1;
                    sqlx::query_scalar::<_, i64>(INSERT_PATH)
                        .bind(&path.slug)
                        .bind(&path.title)
                        .bind(&path.description)
                        .bind(&path.difficulty)
                        .bind(path.estimated_hours)
                        .bind(&path.image_url)
                        .bind(position)
                        .bind(&path.content_hash)
                        .bind(self.now)
                        .fetch_one(&mut **self.tx)
                        .await?
                }
            };
            self.sync_path_items(id, &path.items, &task_ids, &post_ids).await?;
        }
        self.archive_missing(Records::LearningPaths, left, &mut changes).await?;
        Ok(changes)
    }

    /// `slug → row` of one table, archived rows included.
    async fn existing(&mut self, records: Records) -> StoreResult<HashMap<String, Existing>> {
        let rows = sqlx::query_as::<_, Existing>(records.existing()).fetch_all(&mut **self.tx).await?;
        Ok(rows.into_iter().map(|row| (row.slug.clone(), row)).collect())
    }

    /// `slug → id` of one table, archived rows included.
    async fn ids(&mut self, records: Records) -> StoreResult<HashMap<String, i64>> {
        let rows = sqlx::query_as::<_, (String, i64)>(records.ids()).fetch_all(&mut **self.tx).await?;
        Ok(rows.into_iter().collect())
    }

    /// Archives the rows whose slug the catalogue no longer has. They are
    /// never deleted: progress, community posts, enrollments and item
    /// completions point at them, and the foreign keys cascade.
    async fn archive_missing(
        &mut self,
        records: Records,
        left: HashMap<String, Existing>,
        changes: &mut Changes,
    ) -> StoreResult<()> {
        for existing in left.into_values().filter(|e| !e.is_archived()) {
            sqlx::query(records.archive()).bind(self.now).bind(existing.id).execute(&mut **self.tx).await?;
            changes.archived += 1;
        }
        Ok(())
    }

    /// Replaces the ordered labels (tags, categories) of one record.
    async fn replace_labels(&mut self, labels: Labels, id: i64, values: &[String]) -> StoreResult<()> {
        sqlx::query(labels.delete()).bind(id).execute(&mut **self.tx).await?;
        for (position, label) in values.iter().enumerate() {
            sqlx::query(labels.insert()).bind(id).bind(position as i64).bind(label).execute(&mut **self.tx).await?;
        }
        Ok(())
    }

    /// Makes a path's current items match `items`, keeping the row (and so
    /// learners' completions) of every item that stays, whatever its new
    /// position; an item that leaves is archived with its completions, and
    /// one that comes back is restored with them.
    async fn sync_path_items(
        &mut self,
        path_id: i64,
        items: &[NewPathItem],
        task_ids: &HashMap<String, i64>,
        post_ids: &HashMap<String, i64>,
    ) -> StoreResult<()> {
        let rows =
            sqlx::query_as::<_, (i64, String, i64, i64)>(PATH_ITEMS).bind(path_id).fetch_all(&mut **self.tx).await?;
        let mut current: HashMap<(String, i64), (i64, bool)> =
            rows.into_iter().map(|(id, kind, target, archived)| ((kind, target), (id, archived == 1))).collect();
        for (position, item) in items.iter().enumerate() {
            let (kind, slug, ids, add) = match item {
                NewPathItem::Post(slug) => ("post", slug, post_ids, ADD_POST_ITEM),
                NewPathItem::Task(slug) => ("task", slug, task_ids, ADD_TASK_ITEM),
            };
            let target = *ids
                .get(slug)
                .ok_or_else(|| StoreError::Conflict(format!("learning path names unknown {kind} {slug:?}")))?;
            match current.remove(&(kind.to_owned(), target)) {
                Some((item_id, _)) => {
                    sqlx::query(PLACE_ITEM).bind(position as i64).bind(item_id).execute(&mut **self.tx).await?;
                }
                None => {
                    sqlx::query(add)
                        .bind(path_id)
                        .bind(position as i64)
                        .bind(kind)
                        .bind(target)
                        .execute(&mut **self.tx)
                        .await?;
                }
            }
        }
        for (item_id, _) in current.into_values().filter(|(_, archived)| !archived) {
            sqlx::query(ARCHIVE_ITEM).bind(self.now).bind(item_id).execute(&mut **self.tx).await?;
        }
        sqlx::query(COUNT_ITEMS).bind(items.len() as i64).bind(path_id).execute(&mut **self.tx).await?;
        Ok(())
    }
}
