//! The community: posts on challenges, comments, likes, the two feeds and
//! a learner's community counts. Counters (likes, comments) and the
//! popular feed's `hot_score` change in the transaction that changes what
//! they count.

use std::collections::HashSet;
use std::marker::PhantomData;

use async_trait::async_trait;
use frontloop_domain::community::hot_score;
use frontloop_domain::time::Millis;
use frontloop_domain::{Difficulty, ItemType, NotificationKind, Slug};
use sqlx::{ColumnIndex, Encode, Executor, FromRow, Pool, Type};

use super::achievements::unlock_in;
use super::moderation::{forget_reports, recount_comments};
use super::notifications::{count_like, notify, remove_about, remove_caused_by, NewNotification};
use super::rate_limits::HIT as RATE_LIMIT_HIT;
use super::users::{live_session_from, live_session_where, session_user_select, SessionUser};
use super::{in_list, locking_read, tags_of_tasks, AuthorRow, Conn, Db, DbRow, Dialect, LockingRead, Tx, Value};
use crate::models::{
    Comment, CommentOutcome, CommunityPost, CommunityStats, Deletion, FeedCursor, FeedOrder, FeedViewer, LikeState,
    NewCommunityPost, OwnedChange, PostLikeOutcome, PostLikeToggle, ReadScope, Reader, TaskSummary,
};
use crate::{CommunityStore, StoreResult};

/// A community post with its author and challenge, read into [`PostRow`],
/// as the viewer bound at `$v` (0 signed out) sees it: its comment count
/// leaves out the comments of learners the viewer blocked.
macro_rules! post_select {
    ($v:literal) => {
        concat!(
            "SELECT p.id, p.content, p.code, p.image_url, p.likes_count, p.created_at, p.hot_score, \
             p.comments_off, \
             p.comments_count - (SELECT COUNT(*) FROM blocks b JOIN comments c ON c.user_id = b.blocked_id \
             JOIN users cu ON cu.id = c.user_id WHERE b.blocker_id = ",
            $v,
            " AND c.post_id = p.id AND c.hidden_at IS NULL AND cu.suspended_at IS NULL) AS comments_count, \
             CAST(CASE WHEN p.hidden_at IS NULL AND u.suspended_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS hidden, \
             CAST(CASE WHEN EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ",
            $v,
            " AND b.blocked_id = p.user_id) THEN 1 ELSE 0 END AS BIGINT) AS author_blocked, \
             u.id AS author_id, u.login AS author_login, u.name AS author_name, u.avatar_url AS author_avatar_url, \
             t.id AS task_id, t.slug AS task_slug, t.title AS task_title, t.image_url AS task_image_url, \
             t.difficulty AS task_difficulty \
             FROM community_posts p JOIN users u ON u.id = p.user_id JOIN tasks t ON t.id = p.task_id \
             WHERE "
        )
    };
}

/// What a list shows the viewer bound at `$v`: visible items (not hidden,
/// author not suspended) and their own, never those of learners they
/// blocked. `$t` is the item's alias; its author is joined as `u`.
macro_rules! visible_to {
    ($t:literal, $v:literal) => {
        concat!(
            "(",
            $t,
            ".hidden_at IS NULL AND u.suspended_at IS NULL OR ",
            $t,
            ".user_id = ",
            $v,
            ") AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ",
            $v,
            " AND b.blocked_id = ",
            $t,
            ".user_id)"
        )
    };
}

/// A comment with its author, read into [`CommentRow`].
macro_rules! comment_select {
    () => {
        "SELECT c.id, c.post_id, c.content, c.likes_count, c.created_at, \
         u.id AS author_id, u.login AS author_login, u.name AS author_name, u.avatar_url AS author_avatar_url \
         FROM comments c JOIN users u ON u.id = c.user_id"
    };
}

/// A learner's ($1) counts, in the order of [`CommunityStats`].
const COMMUNITY_STATS: &str = "SELECT (SELECT COUNT(*) FROM community_posts WHERE user_id = $1) AS posts, \
     (SELECT COUNT(*) FROM comments WHERE user_id = $1) AS comments, \
     (SELECT COUNT(*) FROM post_likes WHERE user_id = $1) AS likes_given, \
     (SELECT COALESCE(MAX(likes_count), 0) FROM community_posts WHERE user_id = $1) AS max_post_likes, \
     (SELECT COUNT(DISTINCT s.user_id) FROM reviews r JOIN solutions s ON s.id = r.solution_id \
     WHERE r.reviewer_id = $1 AND r.helpful_at IS NOT NULL AND s.user_id <> $1) AS helped_users";

const SAME_POST: &str = "SELECT COUNT(*) FROM community_posts WHERE user_id = $1 AND created_at >= $3 AND content = $2";

const SAME_COMMENT: &str = "SELECT COUNT(*) FROM comments WHERE user_id = $1 AND created_at >= $3 AND content = $2";

/// The first page of the latest feed, at most $1 posts, for viewer $2.
const FEED_LATEST: &str =
    concat!(post_select!("$2"), visible_to!("p", "$2"), " ORDER BY p.created_at DESC, p.id DESC LIMIT $1");

/// A later page of the latest feed: at most $3 posts after ($1, $2), for
/// viewer $4.
const FEED_LATEST_AFTER: &str = concat!(
    post_select!("$4"),
    visible_to!("p", "$4"),
    " AND (p.created_at, p.id) < ($1, $2) ORDER BY p.created_at DESC, p.id DESC LIMIT $3"
);

/// The first page of the popular feed, at most $1 posts, for viewer $2.
const FEED_POPULAR: &str =
    concat!(post_select!("$2"), visible_to!("p", "$2"), " ORDER BY p.hot_score DESC, p.id DESC LIMIT $1");

/// A later page of the popular feed: at most $3 posts after ($1, $2), for
/// viewer $4.
const FEED_POPULAR_AFTER: &str = concat!(
    post_select!("$4"),
    visible_to!("p", "$4"),
    " AND (p.hot_score, p.id) < ($1, $2) ORDER BY p.hot_score DESC, p.id DESC LIMIT $3"
);

/// One post ($1) for viewer $2, hidden or not: the caller decides.
const COMMUNITY_POST: &str = concat!(post_select!("$2"), "p.id = $1");

const CREATE_POST: &str = "INSERT INTO community_posts (user_id, task_id, content, code, created_at, hot_score) \
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id";

const LOCK_POST_AUTHOR: LockingRead = locking_read!("SELECT user_id FROM community_posts WHERE id = $1");

const DELETE_POST: &str = "DELETE FROM community_posts WHERE id = $1";

/// The first comments of a post ($1) that viewer $3 sees, at most $2.
const COMMENTS: &str = concat!(
    comment_select!(),
    " WHERE c.post_id = $1 AND ",
    visible_to!("c", "$3"),
    " ORDER BY c.created_at, c.id LIMIT $2"
);

/// Comments of a post ($1) that viewer $5 sees after ($2, $3), at most $4.
const COMMENTS_AFTER: &str = concat!(
    comment_select!(),
    " WHERE c.post_id = $1 AND ",
    visible_to!("c", "$5"),
    " AND (c.created_at, c.id) > ($2, $3) ORDER BY c.created_at, c.id LIMIT $4"
);

/// Counts a new comment of $2 on its post ($1), and answers the post's
/// author; nothing when comments are off, the post is hidden from $2, or
/// its author blocked $2.
const COUNT_COMMENT: &str = "UPDATE community_posts SET comments_count = comments_count + 1 \
     WHERE id = $1 AND comments_off = 0 \
     AND (user_id = $2 OR hidden_at IS NULL AND NOT EXISTS \
     (SELECT 1 FROM users x WHERE x.id = community_posts.user_id AND x.suspended_at IS NOT NULL)) \
     AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = community_posts.user_id AND b.blocked_id = $2) \
     RETURNING user_id";

/// Why a comment of $2 on post $1 was not counted: `(comments off,
/// blocked by the author, hidden from $2)`.
const WHY_NO_COMMENT: &str = "SELECT p.comments_off, \
     CAST(CASE WHEN EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.user_id AND b.blocked_id = $2) \
     THEN 1 ELSE 0 END AS BIGINT), \
     CAST(CASE WHEN p.user_id <> $2 AND (p.hidden_at IS NOT NULL OR u.suspended_at IS NOT NULL) \
     THEN 1 ELSE 0 END AS BIGINT) \
     FROM community_posts p JOIN users u ON u.id = p.user_id WHERE p.id = $1";

const SET_COMMENTS_OFF: &str = "UPDATE community_posts SET comments_off = $2 WHERE id = $1";

const CREATE_COMMENT: &str =
    "INSERT INTO comments (post_id, user_id, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id";

const COMMENT: &str = concat!(comment_select!(), " WHERE c.id = $1");

const LOCK_COMMENT_AUTHOR: LockingRead = locking_read!("SELECT user_id, post_id FROM comments WHERE id = $1");

const DELETE_COMMENT: &str = "DELETE FROM comments WHERE id = $1";

const LOCK_POST: LockingRead = locking_read!("SELECT created_at, user_id FROM community_posts WHERE id = $1");

/// The revision of a cached read's scope ($1).
const READ_REVISION: &str = "SELECT revision FROM read_revisions WHERE scope = $1";

/// A feed's reader by session (token hash $1 at $2): the session and user,
/// the community's revision, the reader's blocks and hidden posts, and
/// (the caller adds the list of post ids from $3) their likes among them.
const FEED_VIEWER_SELECT: &str = concat!(
    session_user_select!(),
    ", (SELECT revision FROM read_revisions WHERE scope = 'community') AS revision, \
     (SELECT COUNT(*) FROM blocks b WHERE b.blocker_id = u.id) AS blocks, \
     (SELECT COUNT(*) FROM community_posts h WHERE h.user_id = u.id AND h.hidden_at IS NOT NULL) AS hidden_posts, \
     l.post_id AS liked_post",
    live_session_from!(),
    " LEFT JOIN post_likes l ON l.user_id = u.id"
);

/// The live session of token hash $1 at $2 with the community's revision.
const COMMUNITY_READER: &str = concat!(
    session_user_select!(),
    ", (SELECT revision FROM read_revisions WHERE scope = 'community') AS revision",
    live_session_from!(),
    live_session_where!()
);

/// A row of [`COMMUNITY_READER`].
#[derive(FromRow)]
struct CommunityReaderRow {
    #[sqlx(flatten)]
    session: SessionUser,
    revision: i64,
}

/// A row of [`FEED_VIEWER_SELECT`].
#[derive(FromRow)]
struct FeedViewerRow {
    #[sqlx(flatten)]
    session: SessionUser,
    revision: i64,
    blocks: i64,
    hidden_posts: i64,
    liked_post: Option<i64>,
}

/// How many posts learner $1 likes.
const LIKES_GIVEN: &str = "SELECT COUNT(*) FROM post_likes WHERE user_id = $1";

const SET_HOT_SCORE: &str = "UPDATE community_posts SET hot_score = $1 WHERE id = $2";

/// Posts to score again after $1, a batch of $2, locked until rescored (a
/// like in between waits, then scores from the count it sees).
const POSTS_TO_RESCORE: LockingRead =
    locking_read!("SELECT id, likes_count, created_at FROM community_posts WHERE id > $1 ORDER BY id LIMIT $2");

/// Posts scored again per transaction.
const RESCORE_BATCH: i64 = 500;

/// A row while the stored scores still follow an earlier formula.
const RESCORE_DUE: &str = "SELECT COUNT(*) FROM popular_rescore_due";
const RESCORE_DONE: &str = "DELETE FROM popular_rescore_due";

const LOCK_COMMENT: LockingRead = locking_read!("SELECT id FROM comments WHERE id = $1");

/// What can be liked, each with its table of likes and its counter.
#[derive(Debug, Clone, Copy)]
enum Likes {
    Post,
    Comment,
}

impl Likes {
    /// Adds the like of $2 on $1 at $3, if it is not there.
    fn add(self) -> &'static str {
        match self {
            Likes::Post => {
                "INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3) \
                 ON CONFLICT DO NOTHING"
            }
            Likes::Comment => {
                "INSERT INTO comment_likes (comment_id, user_id, created_at) VALUES ($1, $2, $3) \
                 ON CONFLICT DO NOTHING"
            }
        }
    }

    /// Removes the like of $2 on $1.
    fn remove(self) -> &'static str {
        match self {
            Likes::Post => "DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2",
            Likes::Comment => "DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2",
        }
    }

    /// Moves the counter of $2 by $1 and returns it.
    fn count(self) -> &'static str {
        match self {
            Likes::Post => {
                "UPDATE community_posts SET likes_count = likes_count + $1 WHERE id = $2 RETURNING likes_count"
            }
            Likes::Comment => "UPDATE comments SET likes_count = likes_count + $1 WHERE id = $2 RETURNING likes_count",
        }
    }

    /// The start of "which of these does $1 like", before the IN list.
    fn liked_by(self) -> &'static str {
        match self {
            Likes::Post => "SELECT post_id FROM post_likes WHERE user_id = $1 AND post_id IN ",
            Likes::Comment => "SELECT comment_id FROM comment_likes WHERE user_id = $1 AND comment_id IN ",
        }
    }
}

/// A row of [`post_select!`].
#[derive(FromRow)]
struct PostRow {
    id: i64,
    content: String,
    code: Option<String>,
    image_url: Option<String>,
    likes_count: i64,
    comments_count: i64,
    created_at: Millis,
    hot_score: f64,
    comments_off: i64,
    hidden: i64,
    author_blocked: i64,
    #[sqlx(flatten)]
    author: AuthorRow,
    task_id: i64,
    task_slug: Slug,
    task_title: String,
    task_image_url: Option<String>,
    task_difficulty: Difficulty,
}

/// A row of [`comment_select!`].
#[derive(FromRow)]
struct CommentRow {
    id: i64,
    post_id: i64,
    content: String,
    likes_count: i64,
    created_at: Millis,
    #[sqlx(flatten)]
    author: AuthorRow,
}

#[async_trait]
impl<S: Dialect> CommunityStore for S
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    for<'a> &'a str: ColumnIndex<DbRow<S>> + Encode<'a, Db<S>> + Type<Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    f64: Value<Db<S>>,
    String: Value<Db<S>>,
    Option<String>: Value<Db<S>>,
    Option<i64>: Value<Db<S>>,
    NotificationKind: Value<Db<S>>,
{
    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "rescore_popular_feed_if_due"))]
    async fn rescore_popular_feed_if_due(&self) -> StoreResult<Option<u64>> {
        let due: i64 = sqlx::query_scalar(RESCORE_DUE).fetch_one(self.pool()).await?;
        if due == 0 {
            return Ok(None);
        }
        let rescored = self.rescore_popular_feed().await?;
        // Done last: a process stopped half-way leaves it due, and two
        // instances rescoring at once write the same scores.
        sqlx::query(RESCORE_DONE).execute(self.pool()).await?;
        Ok(Some(rescored))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "rescore_popular_feed"))]
    async fn rescore_popular_feed(&self) -> StoreResult<u64> {
        let (mut after, mut rescored) = (0_i64, 0_u64);
        loop {
            let mut tx = self.begin_write().await?;
            let batch: Vec<(i64, i64, i64)> =
                sqlx::query_as(POSTS_TO_RESCORE.sql::<S>()).bind(after).bind(RESCORE_BATCH).fetch_all(&mut *tx).await?;
            for (id, likes, created_at) in &batch {
                sqlx::query(SET_HOT_SCORE).bind(hot_score(*likes, *created_at)).bind(*id).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            rescored += batch.len() as u64;
            match batch.last() {
                Some((id, _, _)) if batch.len() as i64 == RESCORE_BATCH => after = *id,
                _ => return Ok(rescored),
            }
        }
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "community_stats", user_id = user_id))]
    async fn community_stats(&self, user_id: i64) -> StoreResult<CommunityStats> {
        let (posts, comments, likes_given, max_post_likes, helped_users) =
            sqlx::query_as(COMMUNITY_STATS).bind(user_id).fetch_one(self.pool()).await?;
        Ok(CommunityStats { posts, comments, likes_given, max_post_likes, helped_users })
    }

    async fn community_feed(
        &self,
        order: FeedOrder,
        cursor: Option<FeedCursor>,
        limit: i64,
        viewer: Option<i64>,
    ) -> StoreResult<Vec<CommunityPost>> {
        let page = match (order, cursor) {
            (FeedOrder::Latest, Some(FeedCursor::Latest { created_at, id })) => {
                sqlx::query_as(FEED_LATEST_AFTER).bind(created_at).bind(id)
            }
            (FeedOrder::Popular, Some(FeedCursor::Popular { hot_score, id })) => {
                sqlx::query_as(FEED_POPULAR_AFTER).bind(hot_score).bind(id)
            }
            (FeedOrder::Latest, _) => sqlx::query_as(FEED_LATEST),
            (FeedOrder::Popular, _) => sqlx::query_as(FEED_POPULAR),
        };
        let rows = page.bind(limit).bind(viewer.unwrap_or(0)).fetch_all(self.pool()).await?;
        Pages::<S>::posts(self.pool(), rows, viewer).await
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "community_post", post_id = post_id))]
    async fn community_post(&self, post_id: i64, viewer: Option<i64>) -> StoreResult<Option<CommunityPost>> {
        let rows =
            sqlx::query_as(COMMUNITY_POST).bind(post_id).bind(viewer.unwrap_or(0)).fetch_all(self.pool()).await?;
        Ok(Pages::<S>::posts(self.pool(), rows, viewer).await?.pop())
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "create_community_post"))]
    async fn create_community_post(&self, post: &NewCommunityPost) -> StoreResult<i64> {
        Ok(sqlx::query_scalar::<_, i64>(CREATE_POST)
            .bind(post.user_id)
            .bind(post.task_id)
            .bind(&post.content)
            .bind(&post.code)
            .bind(post.now)
            .bind(hot_score(0, post.now))
            .fetch_one(self.pool())
            .await?)
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "delete_community_post", post_id, user_id)
    )]
    async fn delete_community_post(&self, post_id: i64, user_id: i64) -> StoreResult<Deletion> {
        let mut tx = self.begin_write().await?;
        let author =
            sqlx::query_scalar::<_, i64>(LOCK_POST_AUTHOR.sql::<S>()).bind(post_id).fetch_optional(&mut *tx).await?;
        let outcome = match author {
            None => Deletion::NotFound,
            Some(author) if author != user_id => Deletion::NotOwner,
            Some(_) => {
                sqlx::query(DELETE_POST).bind(post_id).execute(&mut *tx).await?;
                remove_about::<S>(&mut tx, NotificationKind::Comment, post_id).await?;
                remove_about::<S>(&mut tx, NotificationKind::PostLikes, post_id).await?;
                forget_reports::<S>(&mut tx, ItemType::Post, post_id).await?;
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
        let page = match after {
            Some((created_at, id)) => sqlx::query_as(COMMENTS_AFTER).bind(post_id).bind(created_at).bind(id),
            None => sqlx::query_as(COMMENTS).bind(post_id),
        };
        let rows = page.bind(limit).bind(viewer.unwrap_or(0)).fetch_all(self.pool()).await?;
        Pages::<S>::comments(self.pool(), rows, viewer).await
    }

    async fn create_comment(
        &self,
        post_id: i64,
        user_id: i64,
        content: &str,
        now: Millis,
    ) -> StoreResult<CommentOutcome> {
        let mut tx = self.begin_write().await?;
        let post_author =
            sqlx::query_scalar::<_, i64>(COUNT_COMMENT).bind(post_id).bind(user_id).fetch_optional(&mut *tx).await?;
        let Some(post_author) = post_author else {
            let why = sqlx::query_as::<_, (i64, i64, i64)>(WHY_NO_COMMENT)
                .bind(post_id)
                .bind(user_id)
                .fetch_optional(&mut *tx)
                .await?;
            return Ok(match why {
                None | Some((_, _, 1)) => CommentOutcome::NotFound,
                Some((_, 1, _)) => CommentOutcome::Blocked,
                Some(_) => CommentOutcome::CommentsOff,
            });
        };
        let id = sqlx::query_scalar::<_, i64>(CREATE_COMMENT)
            .bind(post_id)
            .bind(user_id)
            .bind(content)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let commented = NewNotification {
            user_id: post_author,
            kind: NotificationKind::Comment,
            subject_id: Some(post_id),
            source_id: Some(id),
            actor_id: Some(user_id),
            detail: None,
            now,
        };
        notify::<S>(&mut tx, commented).await?;
        tx.commit().await?;
        Ok(CommentOutcome::Created(id))
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "set_comments_enabled", post_id, user_id)
    )]
    async fn set_comments_enabled(&self, post_id: i64, user_id: i64, enabled: bool) -> StoreResult<OwnedChange> {
        let mut tx = self.begin_write().await?;
        let author =
            sqlx::query_scalar::<_, i64>(LOCK_POST_AUTHOR.sql::<S>()).bind(post_id).fetch_optional(&mut *tx).await?;
        let outcome = match author {
            None => OwnedChange::NotFound,
            Some(author) if author != user_id => OwnedChange::NotOwner,
            Some(_) => {
                sqlx::query(SET_COMMENTS_OFF).bind(post_id).bind(i64::from(!enabled)).execute(&mut *tx).await?;
                OwnedChange::Changed
            }
        };
        tx.commit().await?;
        Ok(outcome)
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "comment", comment_id = comment_id))]
    async fn comment(&self, comment_id: i64, viewer: Option<i64>) -> StoreResult<Option<Comment>> {
        let rows = sqlx::query_as(COMMENT).bind(comment_id).fetch_all(self.pool()).await?;
        Ok(Pages::<S>::comments(self.pool(), rows, viewer).await?.pop())
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "delete_comment", comment_id, user_id)
    )]
    async fn delete_comment(&self, comment_id: i64, user_id: i64) -> StoreResult<Deletion> {
        let mut tx = self.begin_write().await?;
        let found = sqlx::query_as::<_, (i64, i64)>(LOCK_COMMENT_AUTHOR.sql::<S>())
            .bind(comment_id)
            .fetch_optional(&mut *tx)
            .await?;
        let outcome = match found {
            None => Deletion::NotFound,
            Some((author, _)) if author != user_id => Deletion::NotOwner,
            Some((_, post_id)) => {
                sqlx::query(DELETE_COMMENT).bind(comment_id).execute(&mut *tx).await?;
                recount_comments::<S>(&mut tx, post_id).await?;
                remove_caused_by::<S>(&mut tx, NotificationKind::Comment, comment_id).await?;
                forget_reports::<S>(&mut tx, ItemType::Comment, comment_id).await?;
                Deletion::Deleted
            }
        };
        tx.commit().await?;
        Ok(outcome)
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "toggle_post_like", post_id, user_id)
    )]
    async fn toggle_post_like(&self, post_id: i64, user_id: i64, now: Millis) -> StoreResult<Option<LikeState>> {
        let mut tx = self.begin_write().await?;
        let Some((state, _)) = Pages::<S>::toggle_post_like(&mut tx, post_id, user_id, now).await? else {
            return Ok(None);
        };
        tx.commit().await?;
        Ok(Some(state))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "read_revision"))]
    async fn read_revision(&self, scope: ReadScope) -> StoreResult<i64> {
        Ok(sqlx::query_scalar::<_, i64>(READ_REVISION).bind(scope.as_str()).fetch_one(self.pool()).await?)
    }

    async fn feed_viewer(
        &self,
        token_hash: &str,
        now: Millis,
        idle_ttl: Millis,
        post_ids: &[i64],
    ) -> StoreResult<Option<FeedViewer>> {
        // One row per liked post among `post_ids` (one with none liked).
        let liked = if post_ids.is_empty() {
            " AND 1 = 0".to_owned()
        } else {
            in_list(" AND l.post_id IN ", 3, post_ids.len(), "")
        };
        let sql = format!("{FEED_VIEWER_SELECT}{liked}{}", live_session_where!());
        let mut query = sqlx::query_as::<_, FeedViewerRow>(&sql).bind(token_hash).bind(now);
        for id in post_ids {
            query = query.bind(*id);
        }
        let rows = query.fetch_all(self.pool()).await?;
        let liked: Vec<i64> = rows.iter().filter_map(|row| row.liked_post).collect();
        let Some(row) = rows.into_iter().next() else { return Ok(None) };
        row.session.touch_if_due::<S>(self.pool(), now, idle_ttl).await?;
        Ok(Some(FeedViewer {
            user: row.session.user,
            revision: row.revision,
            blocks: row.blocks,
            hidden_posts: row.hidden_posts,
            liked,
        }))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "community_reader"))]
    async fn community_reader(&self, token_hash: &str, now: Millis, idle_ttl: Millis) -> StoreResult<Option<Reader>> {
        let row = sqlx::query_as::<_, CommunityReaderRow>(COMMUNITY_READER)
            .bind(token_hash)
            .bind(now)
            .fetch_optional(self.pool())
            .await?;
        let Some(row) = row else { return Ok(None) };
        row.session.touch_if_due::<S>(self.pool(), now, idle_ttl).await?;
        Ok(Some(Reader { user: row.session.user, revision: row.revision }))
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "toggle_post_like_at_once"))]
    async fn toggle_post_like_at_once(&self, toggle: &PostLikeToggle<'_>) -> StoreResult<PostLikeOutcome> {
        let mut tx = self.begin_write().await?;
        if let Some(relaxed) = S::RELAXED_COMMIT {
            sqlx::query(relaxed).execute(&mut *tx).await?;
        }
        let hits = sqlx::query_scalar::<_, i64>(RATE_LIMIT_HIT)
            .bind(toggle.limit_bucket)
            .bind(toggle.limit_window_start)
            .fetch_one(&mut *tx)
            .await?;
        if hits > toggle.limit_max {
            // Rolled back on drop: a refused toggle writes nothing.
            return Ok(PostLikeOutcome::Limited { hits });
        }
        let (user_id, now) = (toggle.user_id, toggle.now);
        let Some((like, author)) = Pages::<S>::toggle_post_like(&mut tx, toggle.post_id, user_id, now).await? else {
            return Ok(PostLikeOutcome::NotFound);
        };
        let mut unlocked = Vec::new();
        if like.liked {
            // Counts move by one, so a milestone is reached exactly when the
            // count equals it (earlier unlocks were recorded by earlier likes).
            let given = sqlx::query_scalar::<_, i64>(LIKES_GIVEN).bind(user_id).fetch_one(&mut *tx).await?;
            let reached: Vec<&str> =
                toggle.milestones.iter().filter(|(_, count)| *count == given).map(|(id, _)| *id).collect();
            unlocked = unlock_in::<S>(&mut tx, user_id, &reached, now).await?;
        }
        if like.liked && author != user_id {
            let reached: Vec<&str> = toggle
                .author_milestones
                .iter()
                .filter(|(_, count)| *count == like.likes_count)
                .map(|(id, _)| *id)
                .collect();
            unlock_in::<S>(&mut tx, author, &reached, now).await?;
        }
        tx.commit().await?;
        Ok(PostLikeOutcome::Toggled { like, unlocked })
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "posted_same_text", user_id = user_id))]
    async fn posted_same_text(&self, user_id: i64, content: &str, since: Millis) -> StoreResult<bool> {
        Pages::<S>::wrote_same_text(self.pool(), SAME_POST, user_id, content, since).await
    }

    #[tracing::instrument(level = "debug", name = "store", skip_all, fields(call = "commented_same_text", user_id = user_id))]
    async fn commented_same_text(&self, user_id: i64, content: &str, since: Millis) -> StoreResult<bool> {
        Pages::<S>::wrote_same_text(self.pool(), SAME_COMMENT, user_id, content, since).await
    }

    #[tracing::instrument(
        level = "debug",
        name = "store",
        skip_all,
        fields(call = "toggle_comment_like", comment_id, user_id)
    )]
    async fn toggle_comment_like(&self, comment_id: i64, user_id: i64, now: Millis) -> StoreResult<Option<LikeState>> {
        let mut tx = self.begin_write().await?;
        let exists =
            sqlx::query_scalar::<_, i64>(LOCK_COMMENT.sql::<S>()).bind(comment_id).fetch_optional(&mut *tx).await?;
        if exists.is_none() {
            return Ok(None);
        }
        let state = Pages::<S>::toggle_like(&mut tx, Likes::Comment, comment_id, user_id, now).await?;
        tx.commit().await?;
        Ok(Some(state))
    }
}

/// What several community methods of the store `S` do alike: finishing a
/// page of posts or comments, and toggling a like.
struct Pages<S>(PhantomData<S>);

impl<S: Dialect> Pages<S>
where
    for<'c> &'c mut Conn<S>: Executor<'c, Database = Db<S>>,
    usize: ColumnIndex<DbRow<S>>,
    i64: Value<Db<S>>,
    String: Value<Db<S>>,
{
    /// Whether `sql` ([`SAME_POST`] or [`SAME_COMMENT`]) finds the
    /// learner's text since `since`.
    async fn wrote_same_text(
        pool: &Pool<Db<S>>,
        sql: &'static str,
        user_id: i64,
        content: &str,
        since: Millis,
    ) -> StoreResult<bool> {
        let found = sqlx::query_scalar::<_, i64>(sql)
            .bind(user_id)
            .bind(content.to_owned())
            .bind(since)
            .fetch_one(pool)
            .await?;
        Ok(found > 0)
    }

    /// Adds tags and the viewer's likes to post rows: two statements for
    /// the whole page, never one per post.
    async fn posts(pool: &Pool<Db<S>>, rows: Vec<PostRow>, viewer: Option<i64>) -> StoreResult<Vec<CommunityPost>> {
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let post_ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
        let task_ids: Vec<i64> = rows.iter().map(|row| row.task_id).collect();
        let tags = tags_of_tasks::<S>(pool, &task_ids).await?;
        let liked = Self::liked(pool, Likes::Post, viewer, &post_ids).await?;
        Ok(rows
            .into_iter()
            .map(|row| CommunityPost {
                id: row.id,
                author: row.author.into(),
                task: TaskSummary {
                    id: row.task_id,
                    slug: row.task_slug,
                    title: row.task_title,
                    image_url: row.task_image_url,
                    difficulty: row.task_difficulty,
                    tags: tags.get(&row.task_id).cloned().unwrap_or_default(),
                },
                content: row.content,
                code: row.code,
                image_url: row.image_url,
                likes_count: row.likes_count,
                comments_count: row.comments_count,
                comments_enabled: row.comments_off == 0,
                hidden: row.hidden != 0,
                author_blocked: row.author_blocked != 0,
                created_at: row.created_at,
                hot_score: row.hot_score,
                liked_by_viewer: liked.contains(&row.id),
            })
            .collect())
    }

    /// Adds the viewer's likes to comment rows, in one statement.
    async fn comments(pool: &Pool<Db<S>>, rows: Vec<CommentRow>, viewer: Option<i64>) -> StoreResult<Vec<Comment>> {
        let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
        let liked = Self::liked(pool, Likes::Comment, viewer, &ids).await?;
        Ok(rows
            .into_iter()
            .map(|row| Comment {
                id: row.id,
                post_id: row.post_id,
                author: row.author.into(),
                content: row.content,
                likes_count: row.likes_count,
                created_at: row.created_at,
                liked_by_viewer: liked.contains(&row.id),
            })
            .collect())
    }

    /// Which of `ids` the viewer likes, in one statement.
    async fn liked(pool: &Pool<Db<S>>, likes: Likes, viewer: Option<i64>, ids: &[i64]) -> StoreResult<HashSet<i64>> {
        let Some(viewer) = viewer.filter(|_| !ids.is_empty()) else { return Ok(HashSet::new()) };
        let sql = in_list(likes.liked_by(), 2, ids.len(), "");
        let mut query = sqlx::query_scalar::<_, i64>(&sql).bind(viewer);
        for id in ids {
            query = query.bind(*id);
        }
        Ok(query.fetch_all(pool).await?.into_iter().collect())
    }

    /// Adds the user's like, or removes it if there was one, and moves the
    /// liked row's counter in the same transaction. The caller has locked
    /// the row.
    /// Toggles a post like in `tx` with the post's counter, hot score and
    /// its author's grouped notification; the like's state and the author,
    /// `None` when the post is gone.
    async fn toggle_post_like(
        tx: &mut Tx<S>,
        post_id: i64,
        user_id: i64,
        now: Millis,
    ) -> StoreResult<Option<(LikeState, i64)>>
    where
        f64: Value<Db<S>>,
        NotificationKind: Value<Db<S>>,
    {
        let post =
            sqlx::query_as::<_, (i64, i64)>(LOCK_POST.sql::<S>()).bind(post_id).fetch_optional(&mut **tx).await?;
        let Some((created_at, author)) = post else { return Ok(None) };
        let state = Pages::<S>::toggle_like(tx, Likes::Post, post_id, user_id, now).await?;
        count_like::<S>(tx, author, post_id, user_id, state.liked, now).await?;
        let score = hot_score(state.likes_count, created_at);
        sqlx::query(SET_HOT_SCORE).bind(score).bind(post_id).execute(&mut **tx).await?;
        Ok(Some((state, author)))
    }

    async fn toggle_like(tx: &mut Tx<S>, likes: Likes, id: i64, user_id: i64, now: Millis) -> StoreResult<LikeState> {
        let added =
            S::rows_affected(sqlx::query(likes.add()).bind(id).bind(user_id).bind(now).execute(&mut **tx).await?) == 1;
        if !added {
            sqlx::query(likes.remove()).bind(id).bind(user_id).execute(&mut **tx).await?;
        }
        let likes_count = sqlx::query_scalar::<_, i64>(likes.count())
            .bind(if added { 1_i64 } else { -1_i64 })
            .bind(id)
            .fetch_one(&mut **tx)
            .await?;
        Ok(LikeState { liked: added, likes_count })
    }
}
