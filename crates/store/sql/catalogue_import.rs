// The catalogue import of the SQL store: upserts by slug, keeps ids of
// what stays, archives what is gone and restores what comes back (included
// by store_impl.rs inside its `shared_impl` module).

    /// One catalogue row as the database holds it before the import.
    struct Existing {
        id: i64,
        content_hash: String,
        /// Blog posts have none (they are ordered by date): always 0.
        position: i64,
        archived: bool,
    }

    impl Existing {
        /// True when the row already holds exactly this content, current.
        fn is_current(&self, content_hash: &str, position: i64) -> bool {
            !self.archived && self.content_hash == content_hash && self.position == position
        }

        /// Counts a rewrite of this row: a restore if it was archived.
        fn count_rewrite(&self, changes: &mut Changes) {
            if self.archived {
                changes.restored += 1;
            } else {
                changes.updated += 1;
            }
        }
    }

    /// `slug → row` of one catalogue table, archived rows included.
    async fn existing(tx: &mut Tx, table: &str) -> StoreResult<HashMap<String, Existing>> {
        let position = if table == "blog_posts" { "CAST(0 AS BIGINT)" } else { "position" };
        let sql = format!(
            "SELECT slug, id, content_hash, {position} AS position, \
             CAST(CASE WHEN archived_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS archived FROM {table}"
        );
        let rows = sqlx::query(&sql).fetch_all(&mut **tx).await?;
        let mut map = HashMap::with_capacity(rows.len());
        for row in rows {
            let existing = Existing {
                id: row.try_get("id")?,
                content_hash: row.try_get("content_hash")?,
                position: row.try_get("position")?,
                archived: row.try_get::<i64, _>("archived")? == 1,
            };
            map.insert(row.try_get("slug")?, existing);
        }
        Ok(map)
    }

    /// Archives the rows whose slug the catalogue no longer has. They are
    /// never deleted: progress, community posts, enrollments and item
    /// completions point at them, and the foreign keys cascade.
    async fn archive_missing(
        tx: &mut Tx,
        table: &str,
        left: HashMap<String, Existing>,
        now: Millis,
        changes: &mut Changes,
    ) -> StoreResult<()> {
        // `updated_at` moves too: the challenge list's revision reads it.
        let sql = format!("UPDATE {table} SET archived_at = $1, updated_at = $1 WHERE id = $2");
        for existing in left.into_values().filter(|e| !e.archived) {
            sqlx::query(&sql).bind(now).bind(existing.id).execute(&mut **tx).await?;
            changes.archived += 1;
        }
        Ok(())
    }

    /// Replaces the ordered labels (tags, categories) of one row.
    async fn replace_labels(tx: &mut Tx, table: &str, owner: &str, id: i64, labels: &[String]) -> StoreResult<()> {
        sqlx::query(&format!("DELETE FROM {table} WHERE {owner} = $1")).bind(id).execute(&mut **tx).await?;
        let insert = format!("INSERT INTO {table} ({owner}, position, {}) VALUES ($1, $2, $3)", label_column(table));
        for (position, label) in labels.iter().enumerate() {
            sqlx::query(&insert).bind(id).bind(position as i64).bind(label).execute(&mut **tx).await?;
        }
        Ok(())
    }

    fn label_column(table: &str) -> &'static str {
        if table == "task_tags" {
            "tag"
        } else {
            "category"
        }
    }

    async fn import_media(tx: &mut Tx, catalogue: &Catalogue, now: Millis) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left: HashMap<String, String> = HashMap::new();
        for row in sqlx::query("SELECT path, etag FROM media").fetch_all(&mut **tx).await? {
            left.insert(row.try_get("path")?, row.try_get("etag")?);
        }
        for media in &catalogue.media {
            match left.remove(&media.path) {
                Some(etag) if etag == media.etag => changes.unchanged += 1,
                Some(_) => {
                    sqlx::query("UPDATE media SET content_type = $1, body = $2, etag = $3, updated_at = $4 WHERE path = $5")
                        .bind(&media.content_type)
                        .bind(&media.body)
                        .bind(&media.etag)
                        .bind(now)
                        .bind(&media.path)
                        .execute(&mut **tx)
                        .await?;
                    changes.updated += 1;
                }
                None => {
                    sqlx::query(
                        "INSERT INTO media (path, content_type, body, etag, updated_at) VALUES ($1, $2, $3, $4, $5)",
                    )
                    .bind(&media.path)
                    .bind(&media.content_type)
                    .bind(&media.body)
                    .bind(&media.etag)
                    .bind(now)
                    .execute(&mut **tx)
                    .await?;
                    changes.added += 1;
                }
            }
        }
        for path in left.into_keys() {
            sqlx::query("DELETE FROM media WHERE path = $1").bind(path).execute(&mut **tx).await?;
            changes.removed += 1;
        }
        Ok(changes)
    }

    async fn import_tasks(tx: &mut Tx, catalogue: &Catalogue, now: Millis) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left = existing(tx, "tasks").await?;
        for (position, task) in catalogue.tasks.iter().enumerate() {
            let position = position as i64;
            let id = match left.remove(&task.slug) {
                Some(existing) if existing.is_current(&task.content_hash, position) => {
                    changes.unchanged += 1;
                    continue;
                }
                Some(existing) => {
                    let id = existing.id;
                    existing.count_rewrite(&mut changes);
                    sqlx::query(
                        "UPDATE tasks SET title = $1, summary = $2, description = $3, difficulty = $4, \
                         image_url = $5, position = $6, content_hash = $7, updated_at = $8, archived_at = NULL \
                         WHERE id = $9",
                    )
                    .bind(&task.title)
                    .bind(&task.summary)
                    .bind(&task.description)
                    .bind(&task.difficulty)
                    .bind(&task.image_url)
                    .bind(position)
                    .bind(&task.content_hash)
                    .bind(now)
                    .bind(id)
                    .execute(&mut **tx)
                    .await?;
                    id
                }
                None => {
                    changes.added += 1;
                    sqlx::query_scalar::<_, i64>(
                        "INSERT INTO tasks (slug, title, summary, description, difficulty, image_url, position, \
                         content_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) \
                         RETURNING id",
                    )
                    .bind(&task.slug)
                    .bind(&task.title)
                    .bind(&task.summary)
                    .bind(&task.description)
                    .bind(&task.difficulty)
                    .bind(&task.image_url)
                    .bind(position)
                    .bind(&task.content_hash)
                    .bind(now)
                    .fetch_one(&mut **tx)
                    .await?
                }
            };
            replace_labels(tx, "task_tags", "task_id", id, &task.tags).await?;
        }
        archive_missing(tx, "tasks", left, now, &mut changes).await?;
        Ok(changes)
    }

    async fn import_posts(tx: &mut Tx, catalogue: &Catalogue, now: Millis) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left = existing(tx, "blog_posts").await?;
        for post in &catalogue.posts {
            // Posts are ordered by publication date, not by file order.
            let id = match left.remove(&post.slug) {
                Some(existing) if existing.is_current(&post.content_hash, 0) => {
                    changes.unchanged += 1;
                    continue;
                }
                Some(existing) => {
                    let id = existing.id;
                    existing.count_rewrite(&mut changes);
                    sqlx::query(
                        "UPDATE blog_posts SET title = $1, excerpt = $2, content_html = $3, content_text = $4, \
                         featured_image = $5, meta_title = $6, meta_description = $7, status = $8, \
                         read_time_minutes = $9, published_at = $10, content_hash = $11, updated_at = $12, \
                         archived_at = NULL WHERE id = $13",
                    )
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
                    .bind(now)
                    .bind(id)
                    .execute(&mut **tx)
                    .await?;
                    id
                }
                None => {
                    changes.added += 1;
                    sqlx::query_scalar::<_, i64>(
                        "INSERT INTO blog_posts (slug, title, excerpt, content_html, content_text, featured_image, \
                         meta_title, meta_description, status, read_time_minutes, published_at, content_hash, \
                         created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) \
                         RETURNING id",
                    )
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
                    .bind(now)
                    .fetch_one(&mut **tx)
                    .await?
                }
            };
            replace_labels(tx, "blog_post_categories", "post_id", id, &post.categories).await?;
        }
        archive_missing(tx, "blog_posts", left, now, &mut changes).await?;
        Ok(changes)
    }

    async fn import_paths(tx: &mut Tx, catalogue: &Catalogue, now: Millis) -> StoreResult<Changes> {
        let mut changes = Changes::default();
        let mut left = existing(tx, "learning_paths").await?;
        let task_ids = id_by_slug(tx, "tasks").await?;
        let post_ids = id_by_slug(tx, "blog_posts").await?;
        for (position, path) in catalogue.paths.iter().enumerate() {
            let position = position as i64;
            let id = match left.remove(&path.slug) {
                // Items are synced even for an unchanged file: a post or
                // challenge they name may have come back under a new id.
                Some(existing) if existing.is_current(&path.content_hash, position) => {
                    changes.unchanged += 1;
                    existing.id
                }
                Some(existing) => {
                    let id = existing.id;
                    existing.count_rewrite(&mut changes);
                    sqlx::query(
                        "UPDATE learning_paths SET title = $1, description = $2, difficulty = $3, \
                         estimated_hours = $4, image_url = $5, position = $6, content_hash = $7, updated_at = $8, \
                         archived_at = NULL WHERE id = $9",
                    )
                    .bind(&path.title)
                    .bind(&path.description)
                    .bind(&path.difficulty)
                    .bind(path.estimated_hours)
                    .bind(&path.image_url)
                    .bind(position)
                    .bind(&path.content_hash)
                    .bind(now)
                    .bind(id)
                    .execute(&mut **tx)
                    .await?;
                    id
                }
                None => {
                    changes.added += 1;
                    sqlx::query_scalar::<_, i64>(
                        "INSERT INTO learning_paths (slug, title, description, difficulty, estimated_hours, \
                         image_url, position, content_hash, created_at, updated_at) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id",
                    )
                    .bind(&path.slug)
                    .bind(&path.title)
                    .bind(&path.description)
                    .bind(&path.difficulty)
                    .bind(path.estimated_hours)
                    .bind(&path.image_url)
                    .bind(position)
                    .bind(&path.content_hash)
                    .bind(now)
                    .fetch_one(&mut **tx)
                    .await?
                }
            };
            sync_path_items(tx, id, &path.items, &task_ids, &post_ids, now).await?;
        }
        archive_missing(tx, "learning_paths", left, now, &mut changes).await?;
        Ok(changes)
    }

    async fn id_by_slug(tx: &mut Tx, table: &str) -> StoreResult<HashMap<String, i64>> {
        let rows = sqlx::query(&format!("SELECT slug, id FROM {table}")).fetch_all(&mut **tx).await?;
        rows.into_iter()
            .map(|row| Ok((row.try_get("slug")?, row.try_get("id")?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }

    /// Makes a path's current items match `items`, keeping the row (and so
    /// learners' completions) of every item that stays, whatever its new
    /// position; an item that leaves is archived with its completions, and
    /// one that comes back is restored with them.
    async fn sync_path_items(
        tx: &mut Tx,
        path_id: i64,
        items: &[NewPathItem],
        task_ids: &HashMap<String, i64>,
        post_ids: &HashMap<String, i64>,
        now: Millis,
    ) -> StoreResult<()> {
        let mut current: HashMap<(String, i64), (i64, bool)> = HashMap::new();
        let rows = sqlx::query(
            "SELECT id, item_type, COALESCE(post_id, task_id) AS target, \
             CAST(CASE WHEN archived_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS archived \
             FROM path_items WHERE path_id = $1",
        )
        .bind(path_id)
        .fetch_all(&mut **tx)
        .await?;
        for row in rows {
            let archived = row.try_get::<i64, _>("archived")? == 1;
            current.insert((row.try_get("item_type")?, row.try_get("target")?), (row.try_get("id")?, archived));
        }
        for (position, item) in items.iter().enumerate() {
            let (kind, slug, ids) = match item {
                NewPathItem::Post(slug) => ("post", slug, post_ids),
                NewPathItem::Task(slug) => ("task", slug, task_ids),
            };
            let target = *ids
                .get(slug)
                .ok_or_else(|| StoreError::Conflict(format!("learning path names unknown {kind} {slug:?}")))?;
            match current.remove(&(kind.to_owned(), target)) {
                Some((item_id, _)) => {
                    sqlx::query("UPDATE path_items SET position = $1, archived_at = NULL WHERE id = $2")
                        .bind(position as i64)
                        .bind(item_id)
                        .execute(&mut **tx)
                        .await?;
                }
                None => {
                    let column = if kind == "post" { "post_id" } else { "task_id" };
                    sqlx::query(&format!(
                        "INSERT INTO path_items (path_id, position, item_type, {column}) VALUES ($1, $2, $3, $4)"
                    ))
                    .bind(path_id)
                    .bind(position as i64)
                    .bind(kind)
                    .bind(target)
                    .execute(&mut **tx)
                    .await?;
                }
            }
        }
        for (item_id, _) in current.into_values().filter(|(_, archived)| !archived) {
            sqlx::query("UPDATE path_items SET archived_at = $1 WHERE id = $2")
                .bind(now)
                .bind(item_id)
                .execute(&mut **tx)
                .await?;
        }
        sqlx::query("UPDATE learning_paths SET item_count = $1 WHERE id = $2")
            .bind(items.len() as i64)
            .bind(path_id)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }
