//! What the achievement rules read (a learner's completions) and the
//! unlocks they record.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use frontloop_domain::{Difficulty, NotificationKind};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::notifications::{notify, NewNotification};
use super::{labels_by_owner, Conn, Db, DbRow, Dialect, Tx, Value};
use crate::models::CompletionRecord;
use crate::{AchievementStore, StoreResult};

const COMPLETIONS: &str = "SELECT p.task_id, p.completed_local, p.duration_seconds, p.score, t.difficulty \
     FROM progress p JOIN tasks t ON t.id = p.task_id WHERE p.user_id = $1 AND p.status = 'completed'";

/// Tags of the challenges a learner ($1) completed.
const COMPLETED_TAGS: &str = "SELECT tt.task_id, tt.tag FROM task_tags tt JOIN progress p ON p.task_id = tt.task_id \
     WHERE p.user_id = $1 AND p.status = 'completed' ORDER BY tt.task_id, tt.position";

const UNLOCKED: &str = "SELECT achievement_id, unlocked_at FROM user_achievements WHERE user_id = $1 \
     ORDER BY unlocked_at DESC, achievement_id";

const UNLOCK: &str = "INSERT INTO user_achievements (user_id, achievement_id, unlocked_at) VALUES ($1, $2, $3) \
     ON CONFLICT DO NOTHING";

const USER_IDS: &str = "SELECT id FROM users ORDER BY id";

/// A row of [`COMPLETIONS`].
#[derive(FromRow)]
struct Completion {
    task_id: i64,
    completed_local: Option<String>,
    duration_seconds: Option<i64>,
    score: Option<i64>,
    difficulty: Difficulty,
}

#[async_trait]
impl<S: Dialect> AchievementStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "completions", user_id = user_id))]
    async fn completions(&self, user_id: i64) -> StoreResult<Vec<CompletionRecord>> {
        let rows = sqlx::query_as::<_, Completion>(COMPLETIONS).bind(user_id).fetch_all(self.pool()).await?;
        let mut tags = labels_by_owner(
            sqlx::query_as::<_, (i64, String)>(COMPLETED_TAGS).bind(user_id).fetch_all(self.pool()).await?,
        );
        Ok(rows
            .into_iter()
            .map(|row| CompletionRecord {
                completed_local: row.completed_local,
                duration_seconds: row.duration_seconds,
                difficulty: row.difficulty,
                tags: tags.remove(&row.task_id).unwrap_or_default(),
                score: row.score,
            })
            .collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "unlocked_achievements", user_id = user_id))]
    async fn unlocked_achievements(&self, user_id: i64) -> StoreResult<Vec<(String, Millis)>> {
        Ok(sqlx::query_as::<_, (String, Millis)>(UNLOCKED).bind(user_id).fetch_all(self.pool()).await?)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "unlock_achievements", user_id = user_id))]
    async fn unlock_achievements(&self, user_id: i64, ids: &[&str], now: Millis) -> StoreResult<Vec<String>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut tx = self.begin_write().await?;
        let newly = unlock_in::<S>(&mut tx, user_id, ids, now).await?;
        tx.commit().await?;
        Ok(newly)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "user_ids"))]
    async fn user_ids(&self) -> StoreResult<Vec<i64>> {
        Ok(sqlx::query_scalar::<_, i64>(USER_IDS).fetch_all(self.pool()).await?)
    }
}

/// Records `ids` as unlocked at `now` inside the caller's transaction, each
/// with its notification; answers those this call added (a concurrent one
/// may have been first).
pub(super) async fn unlock_in<S: Dialect>(
    tx: &mut Tx<S>,
    user_id: i64,
    ids: &[&str],
    now: Millis,
) -> StoreResult<Vec<String>>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: Encode<'a, Db<S>> + Type<Db<S>>,
    i64: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    let mut newly = Vec::new();
    for id in ids {
        let added = S::rows_affected(sqlx::query(UNLOCK).bind(user_id).bind(*id).bind(now).execute(&mut **tx).await?);
        if added == 1 {
            let unlocked = NewNotification {
                user_id,
                kind: NotificationKind::Achievement,
                subject_id: None,
                source_id: None,
                actor_id: None,
                detail: Some(id),
                now,
            };
            notify::<S>(tx, unlocked).await?;
            newly.push((*id).to_owned());
        }
    }
    Ok(newly)
}
