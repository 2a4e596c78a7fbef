//! The catalogue import, in the caller's transaction. Each challenge, blog
//! post and learning path that is new or changed is written by one upsert
//! on its slug, which keeps the id (and so the learners' records) of what
//! stays; what leaves the catalogue is archived, never deleted, and
//! restored when it comes back. Images, which nothing but the catalogue
//! refers to, are upserted by path and removed when they leave.

use std::collections::{HashMap, HashSet};

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

const UPSERT_MEDIA: &str =
    "INSERT INTO media (path, content_type, body, etag, updated_at) VALUES ($1, $2, $3, $4, $5) \
     ON CONFLICT (path) DO UPDATE SET content_type = excluded.content_type, body = excluded.body, \
     etag = excluded.etag, updated_at = excluded.updated_at";

const DELETE_MEDIA: &str = "DELETE FROM media WHERE path = $1";

const UPSERT_TASK: &str = "INSERT INTO tasks \
     (slug, title, summary, description, difficulty, image_url, position, content_hash, created_at, updated_at, \
     acceptance_checks) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) \
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, summary = excluded.summary, \
     description = excluded.description, difficulty = excluded.difficulty, image_url = excluded.image_url, \
     acceptance_checks = excluded.acceptance_checks, \
     position = excluded.position, content_hash = excluded.content_hash, updated_at = excluded.updated_at, \
     archived_at = NULL \
     RETURNING id";

const UPSERT_POST: &str = "INSERT INTO blog_posts \
     (slug, title, excerpt, content_html, content_text, featured_image, meta_title, meta_description, status, \
     read_time_minutes, published_at, content_hash, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) \
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, excerpt = excluded.excerpt, \
     content_html = excluded.content_html, content_text = excluded.content_text, \
     featured_image = excluded.featured_image, meta_title = excluded.meta_title, \
     meta_description = excluded.meta_description, status = excluded.status, \
     read_time_minutes = excluded.read_time_minutes, published_at = excluded.published_at, \
     content_hash = excluded.content_hash, updated_at = excluded.updated_at, archived_at = NULL \
     RETURNING id";

const UPSERT_PATH: &str = "INSERT INTO learning_paths \
     (slug, title, description, difficulty, estimated_hours, image_url, position, content_hash, created_at, \
     updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) \
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description, \
     difficulty = excluded.difficulty, estimated_hours = excluded.estimated_hours, image_url = excluded.image_url, \
     position = excluded.position, content_hash = excluded.content_hash, updated_at = excluded.updated_at, \
     archived_at = NULL \
     RETURNING id";

/// Every item of a path ($1), archived ones too.
const PATH_ITEMS: &str = concat!(
    "SELECT id, item_type, COALESCE(post_id, task_id) AS target, ",
    archived_flag!(),
    " FROM path_items WHERE path_id = $1"
);

/// Places an item that stays; one that comes back from the archive joins
/// the path anew ($3: now), so enrolled learners see it as new.
const PLACE_ITEM: &str = "UPDATE path_items SET position = $1, \
     added_at = CASE WHEN archived_at IS NULL THEN added_at ELSE $3 END, archived_at = NULL WHERE id = $2";

const ADD_POST_ITEM: &str =
    "INSERT INTO path_items (path_id, position, item_type, post_id, added_at) VALUES ($1, $2, $3, $4, $5)";

const ADD_TASK_ITEM: &str =
    "INSERT INTO path_items (path_id, position, item_type, task_id, added_at) VALUES ($1, $2, $3, $4, $5)";

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

    /// What the catalogue calls one record, for errors.
    fn noun(self) -> &'static str {
        match self {
            Records::Tasks => "challenge",
            Records::BlogPosts => "blog post",
            Records::LearningPaths => "learning path",
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
}

/// What to do with one record of the catalogue.
enum Plan {
    /// Its row, with this id, already holds exactly this content, current.
    Keep(i64),
    /// It is new, changed or archived: upsert it.
    Write,
}

/// One table during an import: its rows not yet matched by a record of the
/// catalogue, the slugs seen so far, and what the import did.
struct Table {
    records: Records,
    left: HashMap<String, Existing>,
    seen: HashSet<String>,
    changes: Changes,
}

impl Table {
    /// Matches a record of the catalogue with its row and counts what the
    /// import does with it. A slug that comes twice is refused: the second
    /// upsert would silently overwrite the first.
    fn plan(&mut self, slug: &str, content_hash: &str, position: i64) -> StoreResult<Plan> {
        if !self.seen.insert(slug.to_owned()) {
            let noun = self.records.noun();
            return Err(StoreError::Conflict(format!("the catalogue has the {noun} {slug:?} twice")));
        }
        match self.left.remove(slug) {
            Some(existing) if existing.is_current(content_hash, position) => {
                self.changes.unchanged += 1;
                return Ok(Plan::Keep(existing.id));
            }
            Some(existing) if existing.is_archived() => self.changes.restored += 1,
            Some(_) => self.changes.updated += 1,
            None => self.changes.added += 1,
        }
        Ok(Plan::Write)
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
        let mut seen = HashSet::new();
        for file in media {
            if !seen.insert(&file.path) {
                return Err(StoreError::Conflict(format!("the catalogue has the file {:?} twice", file.path)));
            }
            match left.remove(&file.path) {
                Some(etag) if etag == file.etag => {
                    changes.unchanged += 1;
                    continue;
                }
                Some(_) => changes.updated += 1,
                None => changes.added += 1,
            }
            sqlx::query(UPSERT_MEDIA)
                .bind(&file.path)
                .bind(&file.content_type)
                .bind(&file.body)
                .bind(&file.etag)
                .bind(self.now)
                .execute(&mut **self.tx)
                .await?;
        }
        for path in left.into_keys() {
            sqlx::query(DELETE_MEDIA).bind(path).execute(&mut **self.tx).await?;
            changes.removed += 1;
        }
        Ok(changes)
    }

    async fn tasks(&mut self, tasks: &[NewTask]) -> StoreResult<Changes> {
        let mut table = self.table(Records::Tasks).await?;
        for (position, task) in tasks.iter().enumerate() {
            let position = position as i64;
            if let Plan::Keep(_) = table.plan(task.slug.as_str(), &task.content_hash, position)? {
                continue;
            }
            let id = sqlx::query_scalar::<_, i64>(UPSERT_TASK)
                .bind(&task.slug)
                .bind(&task.title)
                .bind(&task.summary)
                .bind(&task.description)
                .bind(task.difficulty)
                .bind(&task.image_url)
                .bind(position)
                .bind(&task.content_hash)
                .bind(self.now)
                .bind(&task.acceptance_checks)
                .fetch_one(&mut **self.tx)
                .await?;
            self.replace_labels(Labels::TaskTags, id, &task.tags).await?;
        }
        self.archive_missing(table).await
    }

    async fn posts(&mut self, posts: &[NewBlogPost]) -> StoreResult<Changes> {
        let mut table = self.table(Records::BlogPosts).await?;
        for post in posts {
            // Posts are ordered by publication date, not by file order.
            if let Plan::Keep(_) = table.plan(post.slug.as_str(), &post.content_hash, 0)? {
                continue;
            }
            let id = sqlx::query_scalar::<_, i64>(UPSERT_POST)
                .bind(&post.slug)
                .bind(&post.title)
                .bind(&post.excerpt)
                .bind(&post.content_html)
                .bind(&post.content_text)
                .bind(&post.featured_image)
                .bind(&post.meta_title)
                .bind(&post.meta_description)
                .bind(post.status)
                .bind(post.read_time_minutes)
                .bind(post.published_at)
                .bind(&post.content_hash)
                .bind(self.now)
                .fetch_one(&mut **self.tx)
                .await?;
            self.replace_labels(Labels::PostCategories, id, &post.categories).await?;
        }
        self.archive_missing(table).await
    }

    async fn paths(&mut self, paths: &[NewPath]) -> StoreResult<Changes> {
        let mut table = self.table(Records::LearningPaths).await?;
        let task_ids = self.ids(Records::Tasks).await?;
        let post_ids = self.ids(Records::BlogPosts).await?;
        for (position, path) in paths.iter().enumerate() {
            let position = position as i64;
            let id = match table.plan(path.slug.as_str(), &path.content_hash, position)? {
                // Items are synced even for an unchanged file: a post or
                // challenge they name may have left or come back.
                Plan::Keep(id) => id,
                Plan::Write => {
                    sqlx::query_scalar::<_, i64>(UPSERT_PATH)
                        .bind(&path.slug)
                        .bind(&path.title)
                        .bind(&path.description)
                        .bind(path.difficulty)
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
        self.archive_missing(table).await
    }

    /// A table's rows by slug, archived ones included, before the import
    /// matches them.
    async fn table(&mut self, records: Records) -> StoreResult<Table> {
        let rows = sqlx::query_as::<_, Existing>(records.existing()).fetch_all(&mut **self.tx).await?;
        let left = rows.into_iter().map(|row| (row.slug.clone(), row)).collect();
        Ok(Table { records, left, seen: HashSet::new(), changes: Changes::default() })
    }

    /// `slug → id` of one table, archived rows included.
    async fn ids(&mut self, records: Records) -> StoreResult<HashMap<String, i64>> {
        let rows = sqlx::query_as::<_, (String, i64)>(records.ids()).fetch_all(&mut **self.tx).await?;
        Ok(rows.into_iter().collect())
    }

    /// Archives the rows whose slug the catalogue no longer has, and
    /// returns what the import did to the table. Rows are never deleted:
    /// progress, community posts, enrollments and item completions point at
    /// them, and the foreign keys cascade.
    async fn archive_missing(&mut self, table: Table) -> StoreResult<Changes> {
        let mut changes = table.changes;
        for existing in table.left.into_values().filter(|e| !e.is_archived()) {
            sqlx::query(table.records.archive()).bind(self.now).bind(existing.id).execute(&mut **self.tx).await?;
            changes.archived += 1;
        }
        Ok(changes)
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
            let target = *ids.get(slug.as_str()).ok_or_else(|| {
                StoreError::Conflict(format!("learning path names unknown {kind} {:?}", slug.as_str()))
            })?;
            match current.remove(&(kind.to_owned(), target)) {
                Some((item_id, _)) => {
                    sqlx::query(PLACE_ITEM)
                        .bind(position as i64)
                        .bind(item_id)
                        .bind(self.now)
                        .execute(&mut **self.tx)
                        .await?;
                }
                None => {
                    sqlx::query(add)
                        .bind(path_id)
                        .bind(position as i64)
                        .bind(kind)
                        .bind(target)
                        .bind(self.now)
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
