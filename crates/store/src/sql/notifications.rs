//! Notifications: written inside the transactions of the actions that
//! cause them (a review, a helpful mark, a comment, a like, an unlocked
//! achievement, finished checks), read and marked by their learner.

use async_trait::async_trait;
use frontloop_domain::review::likes_group_key;
use frontloop_domain::time::Millis;
use frontloop_domain::NotificationKind;
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::{Conn, Db, DbRow, Dialect, Tx, Value};
use crate::models::{Author, DigestRecipient, Notification};
use crate::{NotificationStore, StoreResult};

const INSERT: &str = "INSERT INTO notifications \
     (user_id, kind, subject_id, source_id, actor_id, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)";

/// One row per post and day: a like adds to it, names its liker and makes
/// it unread again.
const ADD_LIKE: &str = "INSERT INTO notifications \
     (user_id, kind, subject_id, actor_id, actors_count, group_key, created_at) VALUES ($1, $2, $3, $4, 1, $5, $6) \
     ON CONFLICT (group_key) DO UPDATE SET actor_id = excluded.actor_id, \
     actors_count = notifications.actors_count + 1, created_at = excluded.created_at, read_at = NULL";

/// A like taken back the same day leaves the count; if its giver was the
/// one named, the latest remaining liker is named instead.
const TAKE_LIKE: &str = "UPDATE notifications SET actors_count = actors_count - 1, \
     actor_id = CASE WHEN actor_id = $2 THEN \
     (SELECT pl.user_id FROM post_likes pl WHERE pl.post_id = $3 ORDER BY pl.created_at DESC LIMIT 1) \
     ELSE actor_id END WHERE group_key = $1";

const DROP_EMPTY_LIKES: &str = "DELETE FROM notifications WHERE group_key = $1 AND actors_count <= 0";

const DELETE_CAUSED_BY: &str = "DELETE FROM notifications WHERE kind = $1 AND source_id = $2";

const DELETE_ABOUT: &str = "DELETE FROM notifications WHERE kind = $1 AND subject_id = $2";

/// A page of notifications with their actor and the challenge of the
/// solution or post they are about: one statement whatever the kinds. Those
/// whose actor is suspended are left out while the suspension lasts.
macro_rules! notification_select {
    () => {
        "SELECT n.id, n.kind, n.subject_id, n.detail, n.actors_count, n.created_at, n.read_at, \
         a.id AS actor_id, a.login AS actor_login, a.name AS actor_name, a.avatar_url AS actor_avatar_url, \
         COALESCE(ts.title, tp.title) AS task_title \
         FROM notifications n \
         LEFT JOIN users a ON a.id = n.actor_id \
         LEFT JOIN solutions s ON n.kind IN ('review', 'review_helpful', 'checks_finished') AND s.id = n.subject_id \
         LEFT JOIN tasks ts ON ts.id = s.task_id \
         LEFT JOIN community_posts p ON n.kind IN ('comment', 'post_likes') AND p.id = n.subject_id \
         LEFT JOIN tasks tp ON tp.id = p.task_id \
         WHERE n.user_id = $1 AND a.suspended_at IS NULL "
    };
}

const PAGE: &str = concat!(notification_select!(), "ORDER BY n.created_at DESC, n.id DESC LIMIT $2");

const PAGE_AFTER: &str = concat!(
    notification_select!(),
    "AND (n.created_at, n.id) < ($2, $3) ORDER BY n.created_at DESC, n.id DESC LIMIT $4"
);

/// The unread count (an index of unread rows per learner), without those
/// of suspended actors.
const UNREAD: &str = "SELECT COUNT(*) FROM notifications n LEFT JOIN users a ON a.id = n.actor_id \
     WHERE n.user_id = $1 AND n.read_at IS NULL AND a.suspended_at IS NULL";

const READ_ONE: &str = "UPDATE notifications SET read_at = COALESCE(read_at, $3) WHERE id = $2 AND user_id = $1";

const READ_ALL: &str = "UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL";

const UNREAD_SINCE: &str = concat!(
    notification_select!(),
    "AND n.read_at IS NULL AND n.created_at > $2 ORDER BY n.created_at DESC, n.id DESC LIMIT $3"
);

/// Learners due the digest of day $1, by id after $2.
const DIGEST_RECIPIENTS: &str = "SELECT u.id, u.email, u.login, u.name, u.digest_sent_at FROM users u \
     WHERE u.id > $2 AND u.email IS NOT NULL AND u.email <> '' AND u.email_digest = 1 AND u.digest_day < $1 \
     AND EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL \
     AND n.created_at > u.digest_sent_at AND NOT EXISTS (SELECT 1 FROM users a WHERE a.id = n.actor_id \
     AND a.suspended_at IS NOT NULL)) ORDER BY u.id LIMIT $3";

const SAVE_TOKEN: &str = "INSERT INTO unsubscribe_tokens (token_hash, user_id, created_at) VALUES ($1, $2, $3)";

const DIGEST_SENT: &str = "UPDATE users SET digest_day = $2, digest_sent_at = $3 WHERE id = $1";

const TAKE_TOKEN: &str = "DELETE FROM unsubscribe_tokens WHERE token_hash = $1 RETURNING user_id";

const SET_DIGEST: &str = "UPDATE users SET email_digest = $2 WHERE id = $1";

const DIGEST_WANTED: &str = "SELECT email_digest FROM users WHERE id = $1";

/// A notification to write.
pub(super) struct NewNotification<'a> {
    /// Who hears about it.
    pub user_id: i64,
    pub kind: NotificationKind,
    pub subject_id: Option<i64>,
    /// The review or comment that caused it.
    pub source_id: Option<i64>,
    /// Who did it; nobody is notified of their own action.
    pub actor_id: Option<i64>,
    pub detail: Option<&'a str>,
    pub now: Millis,
}

/// Writes a notification unless its learner did it themselves.
pub(super) async fn notify<S: Dialect>(tx: &mut Tx<S>, new: NewNotification<'_>) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    i64: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    if new.actor_id == Some(new.user_id) {
        return Ok(());
    }
    sqlx::query(INSERT)
        .bind(new.user_id)
        .bind(new.kind)
        .bind(new.subject_id)
        .bind(new.source_id)
        .bind(new.actor_id)
        .bind(new.detail.map(str::to_owned))
        .bind(new.now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Counts a like given (`liked`) or taken back on the post of `author_id`
/// into the day's grouped notification.
pub(super) async fn count_like<S: Dialect>(
    tx: &mut Tx<S>,
    author_id: i64,
    post_id: i64,
    liker_id: i64,
    liked: bool,
    now: Millis,
) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    if author_id == liker_id {
        return Ok(());
    }
    let key = likes_group_key(post_id, now);
    if liked {
        sqlx::query(ADD_LIKE)
            .bind(author_id)
            .bind(NotificationKind::PostLikes)
            .bind(post_id)
            .bind(liker_id)
            .bind(key)
            .bind(now)
            .execute(&mut **tx)
            .await?;
    } else {
        sqlx::query(TAKE_LIKE).bind(key.clone()).bind(liker_id).bind(post_id).execute(&mut **tx).await?;
        sqlx::query(DROP_EMPTY_LIKES).bind(key).execute(&mut **tx).await?;
    }
    Ok(())
}

/// Removes the notifications of `kind` that the review or comment
/// `source_id` caused.
pub(super) async fn remove_caused_by<S: Dialect>(
    tx: &mut Tx<S>,
    kind: NotificationKind,
    source_id: i64,
) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    i64: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    sqlx::query(DELETE_CAUSED_BY).bind(kind).bind(source_id).execute(&mut **tx).await?;
    Ok(())
}

/// Removes the notifications of `kind` about the solution or post
/// `subject_id`.
pub(super) async fn remove_about<S: Dialect>(tx: &mut Tx<S>, kind: NotificationKind, subject_id: i64) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    i64: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    sqlx::query(DELETE_ABOUT).bind(kind).bind(subject_id).execute(&mut **tx).await?;
    Ok(())
}

/// A row of [`PAGE`].
#[derive(FromRow)]
struct NotificationRow {
    id: i64,
    kind: NotificationKind,
    subject_id: Option<i64>,
    detail: Option<String>,
    actors_count: i64,
    created_at: Millis,
    read_at: Option<Millis>,
    actor_id: Option<i64>,
    actor_login: Option<String>,
    actor_name: Option<String>,
    actor_avatar_url: Option<String>,
    task_title: Option<String>,
}

impl From<NotificationRow> for Notification {
    fn from(row: NotificationRow) -> Self {
        let actor = match (row.actor_id, row.actor_login) {
            (Some(id), Some(login)) => {
                Some(Author { id, login, name: row.actor_name, avatar_url: row.actor_avatar_url })
            }
            _ => None,
        };
        Notification {
            id: row.id,
            kind: row.kind,
            subject_id: row.subject_id,
            detail: row.detail,
            actor,
            count: row.actors_count,
            task_title: row.task_title,
            created_at: row.created_at,
            read: row.read_at.is_some(),
        }
    }
}

#[async_trait]
impl<S: Dialect> NotificationStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    async fn notifications(
        &self,
        user_id: i64,
        after: Option<(Millis, i64)>,
        limit: i64,
    ) -> StoreResult<Vec<Notification>> {
        let page = match after {
            Some((created_at, id)) => {
                sqlx::query_as::<_, NotificationRow>(PAGE_AFTER).bind(user_id).bind(created_at).bind(id).bind(limit)
            }
            None => sqlx::query_as::<_, NotificationRow>(PAGE).bind(user_id).bind(limit),
        };
        Ok(page.fetch_all(self.pool()).await?.into_iter().map(Notification::from).collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "unread_notifications", user_id = user_id))]
    async fn unread_notifications(&self, user_id: i64) -> StoreResult<i64> {
        Ok(sqlx::query_scalar::<_, i64>(UNREAD).bind(user_id).fetch_one(self.pool()).await?)
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "mark_notification_read", user_id, notification_id)
    )]
    async fn mark_notification_read(&self, user_id: i64, notification_id: i64, now: Millis) -> StoreResult<bool> {
        let done = sqlx::query(READ_ONE).bind(user_id).bind(notification_id).bind(now).execute(self.pool()).await?;
        Ok(S::rows_affected(done) == 1)
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "mark_all_notifications_read", user_id)
    )]
    async fn mark_all_notifications_read(&self, user_id: i64, now: Millis) -> StoreResult<()> {
        sqlx::query(READ_ALL).bind(user_id).bind(now).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "digest_recipients", limit = limit))]
    async fn digest_recipients(&self, day: i64, after_user: i64, limit: i64) -> StoreResult<Vec<DigestRecipient>> {
        let rows = sqlx::query_as::<_, (i64, String, String, Option<String>, i64)>(DIGEST_RECIPIENTS)
            .bind(day)
            .bind(after_user)
            .bind(limit)
            .fetch_all(self.pool())
            .await?;
        Ok(rows
            .into_iter()
            .map(|(user_id, email, login, name, last_sent_at)| DigestRecipient {
                user_id,
                email,
                login,
                name,
                last_sent_at,
            })
            .collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "unread_since", user_id = user_id, limit = limit))]
    async fn unread_since(&self, user_id: i64, since: Millis, limit: i64) -> StoreResult<Vec<Notification>> {
        let rows = sqlx::query_as::<_, NotificationRow>(UNREAD_SINCE)
            .bind(user_id)
            .bind(since)
            .bind(limit)
            .fetch_all(self.pool())
            .await?;
        Ok(rows.into_iter().map(Notification::from).collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "save_unsubscribe_token", user_id = user_id))]
    async fn save_unsubscribe_token(&self, token_hash: &str, user_id: i64, now: Millis) -> StoreResult<()> {
        sqlx::query(SAVE_TOKEN).bind(token_hash.to_owned()).bind(user_id).bind(now).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "mark_digest_sent", user_id = user_id))]
    async fn mark_digest_sent(&self, user_id: i64, day: i64, now: Millis) -> StoreResult<()> {
        sqlx::query(DIGEST_SENT).bind(user_id).bind(day).bind(now).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "unsubscribe"))]
    async fn unsubscribe(&self, token_hash: &str) -> StoreResult<bool> {
        let mut tx = self.begin_write().await?;
        let user =
            sqlx::query_scalar::<_, i64>(TAKE_TOKEN).bind(token_hash.to_owned()).fetch_optional(&mut *tx).await?;
        let Some(user) = user else { return Ok(false) };
        sqlx::query(SET_DIGEST).bind(user).bind(0_i64).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "email_digest", user_id = user_id))]
    async fn email_digest(&self, user_id: i64) -> StoreResult<bool> {
        let wanted = sqlx::query_scalar::<_, i64>(DIGEST_WANTED).bind(user_id).fetch_optional(self.pool()).await?;
        Ok(wanted == Some(1))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "set_email_digest", user_id = user_id))]
    async fn set_email_digest(&self, user_id: i64, wanted: bool) -> StoreResult<()> {
        sqlx::query(SET_DIGEST).bind(user_id).bind(i64::from(wanted)).execute(self.pool()).await?;
        Ok(())
    }
}
