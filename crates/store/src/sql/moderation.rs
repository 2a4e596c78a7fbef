//! Reports, hidden items, suspensions, blocks and the append-only audit log
//! (docs/moderation.md). A decision, its effects (counters, notifications,
//! the item's open reports) and its log entry commit together.

use std::collections::HashMap;

use async_trait::async_trait;
use frontloop_domain::moderation::excerpt;
use frontloop_domain::time::Millis;
use frontloop_domain::{ItemType, ModerationAction, NotificationKind, ReportReason};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Type};

use super::notifications::{remove_about, remove_caused_by};
use super::{in_list, locking_read, AuthorRow, Conn, Db, DbRow, Dialect, LockingRead, Tx, Value};
use crate::models::{
    BlockedUser, ItemDecision, LogEntry, ModerationOutcome, Moderator, NewReport, ReportCursor, ReportEntry,
    ReportOutcome, ReportedItem, Suspension,
};
use crate::{ModerationStore, StoreResult};

/// The statements of one kind of item.
struct ItemSql {
    /// Locks the item while a report or a decision is made on it.
    lock: LockingRead,
    /// Reads items into [`ItemRow`], up to the IN list of their ids.
    select: &'static str,
    /// Hides $1 at $2 (if it is not hidden).
    hide: &'static str,
    /// Shows $1 again.
    restore: &'static str,
    /// Deletes $1; `None` when moderators may not delete it.
    delete: Option<&'static str>,
    /// 1 when item $1 is visible to learner $2 (as opposed to its author or
    /// a moderator): not hidden, nothing it hangs on hidden or private, no
    /// block between them. A report of anything else answers as for an
    /// item that does not exist.
    visible: &'static str,
}

/// The columns of [`ItemRow`] after `SELECT`: `$i` is the item, `$parent`
/// its parent's id column, `$text` its text column.
macro_rules! item_select {
    ($i:literal, $text:literal, $parent:literal, $from:literal) => {
        concat!(
            "SELECT ",
            $i,
            ".id AS item_id, ",
            $i,
            ".",
            $text,
            " AS text, t.title AS task_title, ",
            $parent,
            " AS parent_id, ",
            $i,
            ".hidden_at, u.suspended_at AS author_suspended_at, u.id AS author_id, u.login AS author_login, \
             u.name AS author_name, u.avatar_url AS author_avatar_url FROM ",
            $from,
            " WHERE ",
            $i,
            ".id IN "
        )
    };
}

/// No block between learner `$user` and learner $2, either way: a learner
/// does not see the items of one they blocked, nor of one who blocked them.
macro_rules! no_block_with {
    ($user:literal) => {
        concat!(
            "NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ",
            $user,
            " AND b.blocked_id = $2) OR (b.blocker_id = $2 AND b.blocked_id = ",
            $user,
            "))"
        )
    };
}

macro_rules! item_sql {
    ($table:literal, $select:expr, $delete:expr, $visible:expr) => {
        ItemSql {
            visible: $visible,
            lock: locking_read!("SELECT id FROM ", $table, " WHERE id = $1"),
            select: $select,
            hide: concat!("UPDATE ", $table, " SET hidden_at = $2 WHERE id = $1 AND hidden_at IS NULL"),
            restore: concat!("UPDATE ", $table, " SET hidden_at = NULL WHERE id = $1"),
            delete: $delete,
        }
    };
}

const POSTS: ItemSql = item_sql!(
    "community_posts",
    item_select!(
        "p",
        "content",
        "p.id",
        "community_posts p JOIN users u ON u.id = p.user_id JOIN tasks t ON t.id = p.task_id"
    ),
    Some("DELETE FROM community_posts WHERE id = $1"),
    // A private learner's posts stay in the feed: they were shared on purpose.
    concat!(
        "SELECT COUNT(*) FROM community_posts p JOIN users u ON u.id = p.user_id ",
        "WHERE p.id = $1 AND p.hidden_at IS NULL AND u.suspended_at IS NULL AND ",
        no_block_with!("u.id")
    )
);

const COMMENTS: ItemSql = item_sql!(
    "comments",
    item_select!(
        "c",
        "content",
        "c.post_id",
        "comments c JOIN users u ON u.id = c.user_id JOIN community_posts p ON p.id = c.post_id \
         JOIN tasks t ON t.id = p.task_id"
    ),
    Some("DELETE FROM comments WHERE id = $1"),
    concat!(
        "SELECT COUNT(*) FROM comments c JOIN users u ON u.id = c.user_id ",
        "JOIN community_posts p ON p.id = c.post_id JOIN users pu ON pu.id = p.user_id ",
        "WHERE c.id = $1 AND c.hidden_at IS NULL AND u.suspended_at IS NULL ",
        "AND p.hidden_at IS NULL AND pu.suspended_at IS NULL AND ",
        no_block_with!("u.id"),
        " AND ",
        no_block_with!("pu.id")
    )
);

const REVIEWS: ItemSql = item_sql!(
    "reviews",
    item_select!(
        "r",
        "body",
        "r.solution_id",
        "reviews r JOIN users u ON u.id = r.reviewer_id JOIN solutions s ON s.id = r.solution_id \
         JOIN tasks t ON t.id = s.task_id"
    ),
    Some("DELETE FROM reviews WHERE id = $1"),
    concat!(
        "SELECT COUNT(*) FROM reviews r JOIN users u ON u.id = r.reviewer_id ",
        "JOIN solutions s ON s.id = r.solution_id JOIN users su ON su.id = s.user_id ",
        "WHERE r.id = $1 AND r.hidden_at IS NULL AND u.suspended_at IS NULL ",
        "AND s.hidden_at IS NULL AND su.suspended_at IS NULL AND su.profile_visibility = 'public' AND ",
        no_block_with!("u.id"),
        " AND ",
        no_block_with!("su.id")
    )
);

// A solution is the learner's record of a completed challenge: moderators
// hide it, they do not delete it.
const SOLUTIONS: ItemSql = item_sql!(
    "solutions",
    item_select!(
        "s",
        "live_url",
        "s.id",
        "solutions s JOIN users u ON u.id = s.user_id JOIN tasks t ON t.id = s.task_id"
    ),
    None,
    concat!(
        "SELECT COUNT(*) FROM solutions s JOIN users u ON u.id = s.user_id ",
        "WHERE s.id = $1 AND s.hidden_at IS NULL AND u.suspended_at IS NULL ",
        "AND u.profile_visibility = 'public' AND ",
        no_block_with!("u.id")
    )
);

fn item_sql(item_type: ItemType) -> &'static ItemSql {
    match item_type {
        ItemType::Post => &POSTS,
        ItemType::Comment => &COMMENTS,
        ItemType::Review => &REVIEWS,
        ItemType::Solution => &SOLUTIONS,
    }
}

/// The visible comments of a post: not hidden, author not suspended.
macro_rules! visible_comments_of {
    ($post:literal) => {
        concat!(
            "(SELECT COUNT(*) FROM comments c JOIN users cu ON cu.id = c.user_id WHERE c.post_id = ",
            $post,
            " AND c.hidden_at IS NULL AND cu.suspended_at IS NULL)"
        )
    };
}

const RECOUNT_COMMENTS: &str = concat!(
    "UPDATE community_posts SET comments_count = ",
    visible_comments_of!("community_posts.id"),
    " WHERE id = $1"
);

const RECOUNT_COMMENTS_BY: &str = concat!(
    "UPDATE community_posts SET comments_count = ",
    visible_comments_of!("community_posts.id"),
    " WHERE id IN (SELECT post_id FROM comments WHERE user_id = $1)"
);

const FORGET_REPORTS: &str = "DELETE FROM reports WHERE item_type = $1 AND item_id = $2";

const INSERT_REPORT: &str = "INSERT INTO reports (reporter_id, item_type, item_id, reason, details, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING";

/// Open reports of item ($1, $2) by author $3 from learners who can still
/// see it: a report from one of a pair with a block between them does not
/// count towards hiding the item.
const OPEN_REPORTS: &str = "SELECT COUNT(*) FROM reports r WHERE r.item_type = $1 AND r.item_id = $2 \
     AND r.resolved_at IS NULL AND NOT EXISTS (SELECT 1 FROM blocks b WHERE \
     (b.blocker_id = $3 AND b.blocked_id = r.reporter_id) OR (b.blocker_id = r.reporter_id AND b.blocked_id = $3))";

const RESOLVE_REPORTS: &str =
    "UPDATE reports SET resolved_at = $3 WHERE item_type = $1 AND item_id = $2 AND resolved_at IS NULL";

/// Items with open reports after the cursor ($1, $2, $3), at most $4,
/// oldest first report first; items gone since (deleted by their author,
/// or with their post) are left out.
const REPORTED_ITEMS: &str = "SELECT r.item_type, r.item_id, MIN(r.created_at) AS first_reported_at \
     FROM reports r WHERE r.resolved_at IS NULL AND CASE r.item_type \
     WHEN 'post' THEN EXISTS (SELECT 1 FROM community_posts x WHERE x.id = r.item_id) \
     WHEN 'comment' THEN EXISTS (SELECT 1 FROM comments x WHERE x.id = r.item_id) \
     WHEN 'review' THEN EXISTS (SELECT 1 FROM reviews x WHERE x.id = r.item_id) \
     WHEN 'solution' THEN EXISTS (SELECT 1 FROM solutions x WHERE x.id = r.item_id) ELSE 1 = 0 END \
     GROUP BY r.item_type, r.item_id HAVING (MIN(r.created_at), r.item_type, r.item_id) > ($1, $2, $3) \
     ORDER BY first_reported_at, r.item_type, r.item_id LIMIT $4";

/// The open reports of a page's items (by id; the caller keeps the ones
/// of the right type), before the IN list.
const REPORTS_OF: &str = "SELECT r.item_type, r.item_id, r.reason, r.details, r.created_at, \
     u.id AS author_id, u.login AS author_login, u.name AS author_name, u.avatar_url AS author_avatar_url \
     FROM reports r JOIN users u ON u.id = r.reporter_id WHERE r.resolved_at IS NULL AND r.item_id IN ";

const INSERT_LOG: &str = "INSERT INTO moderation_log \
     (moderator_id, moderator_login, action, item_type, item_id, target_login, summary, reason, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)";

macro_rules! log_select {
    () => {
        "SELECT id, moderator_id, moderator_login, action, item_type, item_id, target_login, summary, reason, \
         created_at FROM moderation_log "
    };
}

const LOG: &str = concat!(log_select!(), "ORDER BY created_at DESC, id DESC LIMIT $1");

const LOG_AFTER: &str =
    concat!(log_select!(), "WHERE (created_at, id) < ($2, $3) ORDER BY created_at DESC, id DESC LIMIT $1");

const SUSPEND: &str = "UPDATE users SET suspended_at = $2, suspension_reason = $3 \
     WHERE id = $1 AND suspended_at IS NULL RETURNING login";

const REINSTATE: &str = "UPDATE users SET suspended_at = NULL, suspension_reason = NULL \
     WHERE id = $1 AND suspended_at IS NOT NULL RETURNING login";

const USER_EXISTS: &str = "SELECT COUNT(*) FROM users WHERE id = $1";

const REVOKE_SESSIONS: &str = "UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL";

const SUSPENSIONS: &str = "SELECT id AS author_id, login AS author_login, name AS author_name, \
     avatar_url AS author_avatar_url, suspended_at, COALESCE(suspension_reason, '') AS reason \
     FROM users WHERE suspended_at IS NOT NULL ORDER BY suspended_at DESC, id DESC LIMIT $1";

const BLOCK: &str =
    "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

/// What the blocker heard of the blocked learner goes with the block.
const FORGET_NOTIFICATIONS_FROM: &str = "DELETE FROM notifications WHERE user_id = $1 AND actor_id = $2";

const UNBLOCK: &str = "DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2";

const BLOCKED_USERS: &str = "SELECT u.id AS author_id, u.login AS author_login, u.name AS author_name, \
     u.avatar_url AS author_avatar_url, b.created_at AS blocked_at \
     FROM blocks b JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = $1 ORDER BY b.created_at DESC, u.id";

const IS_BLOCKED: &str = "SELECT COUNT(*) FROM blocks WHERE blocker_id = $1 AND blocked_id = $2";

/// Sets a post's comment count to its visible comments again.
pub(super) async fn recount_comments<S: Dialect>(tx: &mut Tx<S>, post_id: i64) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    i64: Value<Db<S>>,
{
    sqlx::query(RECOUNT_COMMENTS).bind(post_id).execute(&mut **tx).await?;
    Ok(())
}

/// Drops the reports of an item its author deleted.
pub(super) async fn forget_reports<S: Dialect>(tx: &mut Tx<S>, item_type: ItemType, item_id: i64) -> StoreResult<()>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
{
    sqlx::query(FORGET_REPORTS).bind(item_type.as_str().to_owned()).bind(item_id).execute(&mut **tx).await?;
    Ok(())
}

/// An item with its author, read by [`ItemSql::select`].
#[derive(FromRow)]
struct ItemRow {
    item_id: i64,
    text: String,
    task_title: String,
    parent_id: i64,
    hidden_at: Option<Millis>,
    author_suspended_at: Option<Millis>,
    #[sqlx(flatten)]
    author: AuthorRow,
}

impl ItemRow {
    /// What the audit log keeps of it.
    fn summary(&self, item_type: ItemType) -> String {
        let kind = match item_type {
            ItemType::Post => "Post",
            ItemType::Comment => "Comment",
            ItemType::Review => "Review",
            ItemType::Solution => "Solution",
        };
        format!("{kind} by {} on {}: {}", self.author.author_login, self.task_title, excerpt(&self.text))
    }
}

/// A row of [`REPORTS_OF`].
#[derive(FromRow)]
struct ReportRow {
    item_type: ItemType,
    item_id: i64,
    reason: ReportReason,
    details: Option<String>,
    created_at: Millis,
    #[sqlx(flatten)]
    reporter: AuthorRow,
}

/// A row of [`LOG`].
#[derive(FromRow)]
struct LogRow {
    id: i64,
    moderator_id: Option<i64>,
    moderator_login: Option<String>,
    action: ModerationAction,
    item_type: Option<ItemType>,
    item_id: Option<i64>,
    target_login: Option<String>,
    summary: String,
    reason: String,
    created_at: Millis,
}

/// A row of [`SUSPENSIONS`].
#[derive(FromRow)]
struct SuspensionRow {
    #[sqlx(flatten)]
    user: AuthorRow,
    suspended_at: Millis,
    reason: String,
}

/// A row of [`BLOCKED_USERS`].
#[derive(FromRow)]
struct BlockedRow {
    #[sqlx(flatten)]
    user: AuthorRow,
    blocked_at: Millis,
}

/// An entry to append to the audit log.
struct NewLogEntry<'a> {
    moderator: Option<&'a Moderator>,
    action: ModerationAction,
    item: Option<(ItemType, i64)>,
    target_login: Option<&'a str>,
    summary: &'a str,
    reason: &'a str,
    now: Millis,
}

#[async_trait]
impl<S: Dialect> ModerationStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
    ItemType: Value<Db<S>>,
    ReportReason: Value<Db<S>>,
    ModerationAction: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "report"))]
    async fn report(&self, report: &NewReport, auto_hide_at: i64) -> StoreResult<ReportOutcome> {
        let sql = item_sql(report.item_type);
        let mut tx = self.begin_write().await?;
        let Some(item) = Items::<S>::locked(&mut tx, sql, report.item_id).await? else {
            return Ok(ReportOutcome::NotFound);
        };
        if item.author.author_id == report.reporter_id {
            return Ok(ReportOutcome::OwnItem);
        }
        let visible = sqlx::query_scalar::<_, i64>(sql.visible)
            .bind(report.item_id)
            .bind(report.reporter_id)
            .fetch_one(&mut *tx)
            .await?;
        if visible == 0 {
            return Ok(ReportOutcome::NotFound);
        }
        let added = sqlx::query(INSERT_REPORT)
            .bind(report.reporter_id)
            .bind(report.item_type)
            .bind(report.item_id)
            .bind(report.reason)
            .bind(report.details.clone())
            .bind(report.now)
            .execute(&mut *tx)
            .await?;
        if S::rows_affected(added) == 0 {
            return Ok(ReportOutcome::Duplicate);
        }
        let open = sqlx::query_scalar::<_, i64>(OPEN_REPORTS)
            .bind(report.item_type)
            .bind(report.item_id)
            .bind(item.author.author_id)
            .fetch_one(&mut *tx)
            .await?;
        let mut hidden = false;
        if open >= auto_hide_at {
            let done = sqlx::query(sql.hide).bind(report.item_id).bind(report.now).execute(&mut *tx).await?;
            hidden = S::rows_affected(done) == 1;
            if hidden {
                Items::<S>::after_change(&mut tx, report.item_type, &item, true).await?;
                let reason = format!("{open} learners reported it.");
                let entry = NewLogEntry {
                    moderator: None,
                    action: ModerationAction::AutoHide,
                    item: Some((report.item_type, report.item_id)),
                    target_login: Some(&item.author.author_login),
                    summary: &item.summary(report.item_type),
                    reason: &reason,
                    now: report.now,
                };
                Items::<S>::log(&mut tx, entry).await?;
            }
        }
        tx.commit().await?;
        Ok(ReportOutcome::Reported { hidden })
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "report_queue", limit = limit))]
    async fn report_queue(&self, after: Option<&ReportCursor>, limit: i64) -> StoreResult<Vec<ReportedItem>> {
        let (first, item_type, item_id) = match after {
            Some(cursor) => (cursor.first_reported_at, cursor.item_type.as_str(), cursor.item_id),
            None => (-1, "", 0),
        };
        let groups = sqlx::query_as::<_, (ItemType, i64, Millis)>(REPORTED_ITEMS)
            .bind(first)
            .bind(item_type.to_owned())
            .bind(item_id)
            .bind(limit)
            .fetch_all(self.pool())
            .await?;
        if groups.is_empty() {
            return Ok(Vec::new());
        }
        let ids: Vec<i64> = groups.iter().map(|(_, id, _)| *id).collect();
        let sql = in_list(REPORTS_OF, 1, ids.len(), " ORDER BY r.created_at, r.id");
        let mut query = sqlx::query_as::<_, ReportRow>(&sql);
        for id in &ids {
            query = query.bind(*id);
        }
        let mut reports: HashMap<(ItemType, i64), Vec<ReportEntry>> = HashMap::new();
        for row in query.fetch_all(self.pool()).await? {
            reports.entry((row.item_type, row.item_id)).or_default().push(ReportEntry {
                reporter: row.reporter.into(),
                reason: row.reason,
                details: row.details,
                created_at: row.created_at,
            });
        }
        let mut items: HashMap<(ItemType, i64), ItemRow> = HashMap::new();
        for item_type in ItemType::ALL {
            let of_type: Vec<i64> = groups.iter().filter(|(t, ..)| t == item_type).map(|(_, id, _)| *id).collect();
            if of_type.is_empty() {
                continue;
            }
            let sql = in_list(item_sql(*item_type).select, 1, of_type.len(), "");
            let mut query = sqlx::query_as::<_, ItemRow>(&sql);
            for id in &of_type {
                query = query.bind(*id);
            }
            for row in query.fetch_all(self.pool()).await? {
                items.insert((*item_type, row.item_id), row);
            }
        }
        Ok(groups
            .into_iter()
            .filter_map(|(item_type, item_id, first_reported_at)| {
                let item = items.remove(&(item_type, item_id))?;
                Some(ReportedItem {
                    item_type,
                    item_id,
                    hidden: item.hidden_at.is_some(),
                    author_suspended: item.author_suspended_at.is_some(),
                    author: item.author.into(),
                    text: item.text,
                    task_title: item.task_title,
                    parent_id: item.parent_id,
                    first_reported_at,
                    reports: reports.remove(&(item_type, item_id)).unwrap_or_default(),
                })
            })
            .collect())
    }

    async fn decide_item(
        &self,
        item_type: ItemType,
        item_id: i64,
        decision: ItemDecision,
        moderator: &Moderator,
        reason: &str,
        now: Millis,
    ) -> StoreResult<ModerationOutcome> {
        let sql = item_sql(item_type);
        let mut tx = self.begin_write().await?;
        let Some(item) = Items::<S>::locked(&mut tx, sql, item_id).await? else {
            return Ok(ModerationOutcome::NotFound);
        };
        let action = match decision {
            ItemDecision::Hide => {
                sqlx::query(sql.hide).bind(item_id).bind(now).execute(&mut *tx).await?;
                Items::<S>::after_change(&mut tx, item_type, &item, true).await?;
                ModerationAction::Hide
            }
            ItemDecision::Restore => {
                sqlx::query(sql.restore).bind(item_id).execute(&mut *tx).await?;
                Items::<S>::after_change(&mut tx, item_type, &item, false).await?;
                ModerationAction::Restore
            }
            ItemDecision::Delete => {
                let Some(delete) = sql.delete else { return Ok(ModerationOutcome::NotApplicable) };
                sqlx::query(delete).bind(item_id).execute(&mut *tx).await?;
                Items::<S>::after_change(&mut tx, item_type, &item, true).await?;
                ModerationAction::Delete
            }
        };
        sqlx::query(RESOLVE_REPORTS).bind(item_type).bind(item_id).bind(now).execute(&mut *tx).await?;
        let entry = NewLogEntry {
            moderator: Some(moderator),
            action,
            item: Some((item_type, item_id)),
            target_login: Some(&item.author.author_login),
            summary: &item.summary(item_type),
            reason,
            now,
        };
        Items::<S>::log(&mut tx, entry).await?;
        tx.commit().await?;
        Ok(ModerationOutcome::Done)
    }

    async fn set_suspended(
        &self,
        user_id: i64,
        suspend: bool,
        moderator: &Moderator,
        reason: &str,
        now: Millis,
    ) -> StoreResult<ModerationOutcome> {
        let mut tx = self.begin_write().await?;
        let login = if suspend {
            sqlx::query_scalar::<_, String>(SUSPEND).bind(user_id).bind(now).bind(reason.to_owned())
        } else {
            sqlx::query_scalar::<_, String>(REINSTATE).bind(user_id)
        };
        let Some(login) = login.fetch_optional(&mut *tx).await? else {
            let exists = sqlx::query_scalar::<_, i64>(USER_EXISTS).bind(user_id).fetch_one(&mut *tx).await?;
            return Ok(if exists > 0 { ModerationOutcome::NotApplicable } else { ModerationOutcome::NotFound });
        };
        if suspend {
            sqlx::query(REVOKE_SESSIONS).bind(user_id).bind(now).execute(&mut *tx).await?;
        }
        sqlx::query(RECOUNT_COMMENTS_BY).bind(user_id).execute(&mut *tx).await?;
        let (action, summary) = if suspend {
            (ModerationAction::Suspend, format!("Suspended {login}"))
        } else {
            (ModerationAction::Reinstate, format!("Reinstated {login}"))
        };
        let entry = NewLogEntry {
            moderator: Some(moderator),
            action,
            item: None,
            target_login: Some(&login),
            summary: &summary,
            reason,
            now,
        };
        Items::<S>::log(&mut tx, entry).await?;
        tx.commit().await?;
        Ok(ModerationOutcome::Done)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "suspensions", limit = limit))]
    async fn suspensions(&self, limit: i64) -> StoreResult<Vec<Suspension>> {
        let rows = sqlx::query_as::<_, SuspensionRow>(SUSPENSIONS).bind(limit).fetch_all(self.pool()).await?;
        Ok(rows
            .into_iter()
            .map(|row| Suspension { user: row.user.into(), suspended_at: row.suspended_at, reason: row.reason })
            .collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "moderation_log", limit = limit))]
    async fn moderation_log(&self, after: Option<(Millis, i64)>, limit: i64) -> StoreResult<Vec<LogEntry>> {
        let query = match after {
            Some((created_at, id)) => sqlx::query_as::<_, LogRow>(LOG_AFTER).bind(limit).bind(created_at).bind(id),
            None => sqlx::query_as::<_, LogRow>(LOG).bind(limit),
        };
        Ok(query
            .fetch_all(self.pool())
            .await?
            .into_iter()
            .map(|row| LogEntry {
                id: row.id,
                moderator_id: row.moderator_id,
                moderator_login: row.moderator_login,
                action: row.action,
                item_type: row.item_type,
                item_id: row.item_id,
                target_login: row.target_login,
                summary: row.summary,
                reason: row.reason,
                created_at: row.created_at,
            })
            .collect())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "block", blocker_id = blocker_id, blocked_id = blocked_id))]
    async fn block(&self, blocker_id: i64, blocked_id: i64, now: Millis) -> StoreResult<()> {
        let mut tx = self.begin_write().await?;
        sqlx::query(BLOCK).bind(blocker_id).bind(blocked_id).bind(now).execute(&mut *tx).await?;
        sqlx::query(FORGET_NOTIFICATIONS_FROM).bind(blocker_id).bind(blocked_id).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "unblock", blocker_id = blocker_id, blocked_id = blocked_id))]
    async fn unblock(&self, blocker_id: i64, blocked_id: i64) -> StoreResult<()> {
        sqlx::query(UNBLOCK).bind(blocker_id).bind(blocked_id).execute(self.pool()).await?;
        Ok(())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "blocked_users", blocker_id = blocker_id))]
    async fn blocked_users(&self, blocker_id: i64) -> StoreResult<Vec<BlockedUser>> {
        let rows = sqlx::query_as::<_, BlockedRow>(BLOCKED_USERS).bind(blocker_id).fetch_all(self.pool()).await?;
        Ok(rows.into_iter().map(|row| BlockedUser { user: row.user.into(), blocked_at: row.blocked_at }).collect())
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "is_blocked", blocker_id, blocked_id)
    )]
    async fn is_blocked(&self, blocker_id: i64, blocked_id: i64) -> StoreResult<bool> {
        let found =
            sqlx::query_scalar::<_, i64>(IS_BLOCKED).bind(blocker_id).bind(blocked_id).fetch_one(self.pool()).await?;
        Ok(found > 0)
    }
}

/// What reports and decisions do alike on an item of the store `S`.
struct Items<S>(std::marker::PhantomData<S>);

impl<S: Dialect> Items<S>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
    ItemType: Value<Db<S>>,
    ModerationAction: Value<Db<S>>,
{
    /// Locks the item and reads it with its author; `None` when it is gone.
    async fn locked(tx: &mut Tx<S>, sql: &ItemSql, item_id: i64) -> StoreResult<Option<ItemRow>> {
        let locked = sqlx::query_scalar::<_, i64>(sql.lock.sql::<S>()).bind(item_id).fetch_optional(&mut **tx).await?;
        if locked.is_none() {
            return Ok(None);
        }
        let select = in_list(sql.select, 1, 1, "");
        Ok(sqlx::query_as::<_, ItemRow>(&select).bind(item_id).fetch_optional(&mut **tx).await?)
    }

    /// Keeps counters and notifications true after the item was hidden or
    /// deleted (`gone`) or restored: what it caused is no longer heard of,
    /// and a post counts its visible comments.
    async fn after_change(tx: &mut Tx<S>, item_type: ItemType, item: &ItemRow, gone: bool) -> StoreResult<()> {
        match item_type {
            ItemType::Post if gone => {
                remove_about::<S>(tx, NotificationKind::Comment, item.item_id).await?;
                remove_about::<S>(tx, NotificationKind::PostLikes, item.item_id).await?;
            }
            ItemType::Comment => {
                if gone {
                    remove_caused_by::<S>(tx, NotificationKind::Comment, item.item_id).await?;
                }
                recount_comments::<S>(tx, item.parent_id).await?;
            }
            ItemType::Review if gone => {
                remove_caused_by::<S>(tx, NotificationKind::Review, item.item_id).await?;
                remove_caused_by::<S>(tx, NotificationKind::ReviewHelpful, item.item_id).await?;
            }
            ItemType::Post | ItemType::Review | ItemType::Solution => {}
        }
        Ok(())
    }

    /// Appends an entry to the audit log.
    async fn log(tx: &mut Tx<S>, entry: NewLogEntry<'_>) -> StoreResult<()> {
        sqlx::query(INSERT_LOG)
            .bind(entry.moderator.map(|m| m.id))
            .bind(entry.moderator.map(|m| m.login.clone()))
            .bind(entry.action)
            .bind(entry.item.map(|(t, _)| t.as_str().to_owned()))
            .bind(entry.item.map(|(_, id)| id))
            .bind(entry.target_login.map(str::to_owned))
            .bind(entry.summary.to_owned())
            .bind(entry.reason.to_owned())
            .bind(entry.now)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }
}
