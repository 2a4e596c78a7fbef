// Row mapping and shared query helpers of the SQL store (included by
// store_impl.rs inside its `shared_impl` module).

    fn task_from_row(row: &<Db as sqlx::Database>::Row, tags: Vec<String>) -> Result<Task, sqlx::Error> {
        Ok(Task {
            id: row.try_get("id")?,
            slug: row.try_get("slug")?,
            title: row.try_get("title")?,
            summary: row.try_get("summary")?,
            description: row.try_get("description")?,
            difficulty: row.try_get("difficulty")?,
            tags,
            image_url: row.try_get("image_url")?,
            archived: row.try_get::<Option<i64>, _>("archived_at")?.is_some(),
        })
    }

    fn post_from_row(row: &<Db as sqlx::Database>::Row, categories: Vec<String>) -> Result<BlogPost, sqlx::Error> {
        Ok(BlogPost {
            id: row.try_get("id")?,
            slug: row.try_get("slug")?,
            title: row.try_get("title")?,
            excerpt: row.try_get("excerpt")?,
            content_html: row.try_get("content_html")?,
            content_text: row.try_get("content_text")?,
            categories,
            featured_image: row.try_get("featured_image")?,
            meta_title: row.try_get("meta_title")?,
            meta_description: row.try_get("meta_description")?,
            status: row.try_get("status")?,
            read_time_minutes: row.try_get("read_time_minutes")?,
            published_at: row.try_get("published_at")?,
            updated_at: row.try_get("updated_at")?,
        })
    }

    /// Completes an enrollment when every item of its path is done. Runs in
    /// the caller's transaction; counts the completion once.
    async fn complete_if_done(tx: &mut Tx, path_id: i64, user_id: i64, now: Millis) -> StoreResult<bool> {
        let items = sqlx::query_scalar::<_, i64>("SELECT item_count FROM learning_paths WHERE id = $1")
            .bind(path_id)
            .fetch_one(&mut **tx)
            .await?;
        let done = sqlx::query_scalar::<_, i64>(&format!("{DONE_ITEMS} AND pi.path_id = $2 GROUP BY pi.path_id"))
            .bind(user_id)
            .bind(path_id)
            .fetch_optional(&mut **tx)
            .await?
            .unwrap_or(0);
        if items == 0 || done < items {
            return Ok(false);
        }
        let changed = sqlx::query(
            "UPDATE enrollments SET status = 'completed', completed_at = $1 \
             WHERE path_id = $2 AND user_id = $3 AND status = 'enrolled'",
        )
        .bind(now)
        .bind(path_id)
        .bind(user_id)
        .execute(&mut **tx)
        .await?
        .rows_affected();
        if changed == 1 {
            sqlx::query("UPDATE learning_paths SET completion_count = completion_count + 1 WHERE id = $1")
                .bind(path_id)
                .execute(&mut **tx)
                .await?;
        }
        Ok(changed == 1)
    }

    fn path_from_row(row: &<Db as sqlx::Database>::Row, completed_items: i64) -> Result<PathSummary, sqlx::Error> {
        let status: Option<String> = row.try_get("e_status")?;
        let enrollment = match status {
            Some(status) => Some(Enrollment {
                status,
                rating: row.try_get("e_rating")?,
                enrolled_at: row.try_get("e_enrolled_at")?,
                completed_at: row.try_get("e_completed_at")?,
                celebrated_at: row.try_get("e_celebrated_at")?,
            }),
            None => None,
        };
        Ok(PathSummary {
            id: row.try_get("id")?,
            slug: row.try_get("slug")?,
            title: row.try_get("title")?,
            description: row.try_get("description")?,
            difficulty: row.try_get("difficulty")?,
            estimated_hours: row.try_get("estimated_hours")?,
            image_url: row.try_get("image_url")?,
            item_count: row.try_get("item_count")?,
            enrollment_count: row.try_get("enrollment_count")?,
            completion_count: row.try_get("completion_count")?,
            rating_sum: row.try_get("rating_sum")?,
            rating_count: row.try_get("rating_count")?,
            enrollment,
            completed_items,
        })
    }

    impl BackendStore {
        /// Completed items per path for a viewer, in one statement.
        async fn done_items(&self, viewer: Option<i64>) -> StoreResult<HashMap<i64, i64>> {
            let Some(viewer) = viewer else { return Ok(HashMap::new()) };
            let sql = format!("{DONE_ITEMS} GROUP BY pi.path_id");
            let rows = sqlx::query(&sql).bind(viewer).fetch_all(&self.pool).await?;
            rows.iter()
                .map(|r| Ok((r.try_get("path_id")?, r.try_get("done")?)))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        /// Adds tags and the viewer's likes to post rows: two statements
        /// for the whole page, never one per post.
        async fn assemble_posts(
            &self,
            rows: Vec<<Db as sqlx::Database>::Row>,
            viewer: Option<i64>,
        ) -> StoreResult<Vec<CommunityPost>> {
            if rows.is_empty() {
                return Ok(Vec::new());
            }
            let post_ids: Vec<i64> = rows.iter().map(|r| r.try_get("id")).collect::<Result<_, _>>()?;
            let mut task_ids: Vec<i64> = rows.iter().map(|r| r.try_get("task_id")).collect::<Result<_, _>>()?;
            task_ids.sort_unstable();
            task_ids.dedup();
            let sql = format!(
                "SELECT task_id, tag FROM task_tags WHERE task_id IN ({}) ORDER BY task_id, position",
                placeholders(1, task_ids.len())
            );
            let mut query = sqlx::query(&sql);
            for id in &task_ids {
                query = query.bind(*id);
            }
            let tags = tags_by_owner(query.fetch_all(&self.pool).await?);
            let liked = self.liked_by(viewer, "post_likes", "post_id", &post_ids).await?;
            rows.iter()
                .map(|row| {
                    let id: i64 = row.try_get("id")?;
                    let task_id: i64 = row.try_get("task_id")?;
                    Ok(CommunityPost {
                        id,
                        author: author_from_row(row)?,
                        task: TaskSummary {
                            id: task_id,
                            slug: row.try_get("task_slug")?,
                            title: row.try_get("task_title")?,
                            image_url: row.try_get("task_image_url")?,
                            difficulty: row.try_get("task_difficulty")?,
                            tags: tags.get(&task_id).cloned().unwrap_or_default(),
                        },
                        content: row.try_get("content")?,
                        code: row.try_get("code")?,
                        image_url: row.try_get("image_url")?,
                        likes_count: row.try_get("likes_count")?,
                        comments_count: row.try_get("comments_count")?,
                        created_at: row.try_get("created_at")?,
                        hot_score: row.try_get("hot_score")?,
                        liked_by_viewer: liked.contains(&id),
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        async fn assemble_comments(
            &self,
            rows: Vec<<Db as sqlx::Database>::Row>,
            viewer: Option<i64>,
        ) -> StoreResult<Vec<Comment>> {
            let ids: Vec<i64> = rows.iter().map(|r| r.try_get("id")).collect::<Result<_, _>>()?;
            let liked = self.liked_by(viewer, "comment_likes", "comment_id", &ids).await?;
            rows.iter()
                .map(|row| {
                    let id: i64 = row.try_get("id")?;
                    Ok(Comment {
                        id,
                        post_id: row.try_get("post_id")?,
                        author: author_from_row(row)?,
                        content: row.try_get("content")?,
                        likes_count: row.try_get("likes_count")?,
                        created_at: row.try_get("created_at")?,
                        liked_by_viewer: liked.contains(&id),
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StoreError::from)
        }

        /// Which of `ids` the viewer likes, in one statement.
        async fn liked_by(
            &self,
            viewer: Option<i64>,
            table: &str,
            column: &str,
            ids: &[i64],
        ) -> StoreResult<std::collections::HashSet<i64>> {
            let Some(viewer) = viewer.filter(|_| !ids.is_empty()) else { return Ok(Default::default()) };
            let sql = format!(
                "SELECT {column} FROM {table} WHERE user_id = $1 AND {column} IN ({})",
                placeholders(2, ids.len())
            );
            let mut query = sqlx::query_scalar::<_, i64>(&sql).bind(viewer);
            for id in ids {
                query = query.bind(*id);
            }
            Ok(query.fetch_all(&self.pool).await?.into_iter().collect())
        }
    }

    /// `$start, $start+1, …` for an IN list of `count` values.
    fn placeholders(start: usize, count: usize) -> String {
        (start..start + count).map(|n| format!("${n}")).collect::<Vec<_>>().join(", ")
    }

    fn author_from_row(row: &<Db as sqlx::Database>::Row) -> Result<Author, sqlx::Error> {
        Ok(Author {
            id: row.try_get("author_id")?,
            login: row.try_get("author_login")?,
            name: row.try_get("author_name")?,
            avatar_url: row.try_get("author_avatar_url")?,
        })
    }

    /// Adds the user's like, or removes it if there was one, and moves the
    /// row's counter in the same transaction. The caller has locked the row.
    async fn toggle_like(
        tx: &mut Tx,
        likes: &str,
        column: &str,
        counted: &str,
        id: i64,
        user_id: i64,
        now: Millis,
    ) -> StoreResult<LikeState> {
        let added = sqlx::query(&format!(
            "INSERT INTO {likes} ({column}, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"
        ))
        .bind(id)
        .bind(user_id)
        .bind(now)
        .execute(&mut **tx)
        .await?
        .rows_affected()
            == 1;
        if !added {
            sqlx::query(&format!("DELETE FROM {likes} WHERE {column} = $1 AND user_id = $2"))
                .bind(id)
                .bind(user_id)
                .execute(&mut **tx)
                .await?;
        }
        let likes_count = sqlx::query_scalar::<_, i64>(&format!(
            "UPDATE {counted} SET likes_count = likes_count + $1 WHERE id = $2 RETURNING likes_count"
        ))
        .bind(if added { 1_i64 } else { -1_i64 })
        .bind(id)
        .fetch_one(&mut **tx)
        .await?;
        Ok(LikeState { liked: added, likes_count })
    }

    /// Moves the learner's progress revision, inside the transaction that
    /// changes their progress, so no reader sees the change without it.
    async fn bump_progress_revision(tx: &mut Tx, user_id: i64) -> StoreResult<()> {
        sqlx::query("UPDATE users SET progress_revision = progress_revision + 1 WHERE id = $1")
            .bind(user_id)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// `u.id, u.github_id, …`: the user columns read through a join.
    fn prefixed_user_columns(alias: &str) -> String {
        USER_COLUMNS.split(", ").map(|c| format!("{alias}.{c}")).collect::<Vec<_>>().join(", ")
    }

    /// Groups `(owner id, text)` rows into lists in row order.
    fn tags_by_owner(rows: Vec<<Db as sqlx::Database>::Row>) -> HashMap<i64, Vec<String>> {
        let mut grouped: HashMap<i64, Vec<String>> = HashMap::new();
        for row in rows {
            if let (Ok(owner), Ok(text)) = (row.try_get::<i64, _>(0), row.try_get::<String, _>(1)) {
                grouped.entry(owner).or_default().push(text);
            }
        }
        grouped
    }
