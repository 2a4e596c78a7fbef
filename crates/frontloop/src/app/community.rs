//! Community use cases: share work, comment, like, delete. Each owns its
//! follow-ups: the achievements of the learner who acted, and of the author
//! whose post received a like.

use frontloop_domain::limits::{CommentText, PostText};
use std::sync::LazyLock;

use frontloop_domain::achievements::{likes_given_milestones, post_likes_milestones, Achievement, ACHIEVEMENTS};
use frontloop_domain::time::{now_millis, Millis};
use frontloop_domain::ProgressStatus;
use frontloop_store::models::{
    Comment, CommentOutcome, CommunityPost, Deletion, LikeState, NewCommunityPost, OwnedChange, PostLikeOutcome,
    PostLikeToggle, User,
};

use super::error::{AppError, AppResult};
use super::{follow_ups, moderation, rate_limit};
use crate::app::metrics::Metrics;
use frontloop_store::Store;
use std::collections::HashSet;

/// What the community's use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The operators' counters.
    pub metrics: &'a Metrics,
    /// The moderators' GitHub numeric ids.
    pub moderators: &'a HashSet<i64>,
}

/// How far back the same text from the same learner is refused.
pub const SAME_TEXT_WINDOW: Millis = 24 * 3_600_000;

/// The achievements that a count of likes given unlocks, with the count.
static LIKES_GIVEN_MILESTONES: LazyLock<Vec<(&'static str, i64)>> = LazyLock::new(likes_given_milestones);

/// The achievements that the likes on one post unlock for its author.
static POST_LIKES_MILESTONES: LazyLock<Vec<(&'static str, i64)>> = LazyLock::new(post_likes_milestones);

/// Whether the learner's account is less than a day old.
fn is_new_account(user: &User, now: Millis) -> bool {
    now - user.created_at < rate_limit::NEW_ACCOUNT_AGE
}

/// Posts: tighter in an account's first day.
fn posting_limit(user: &User, now: Millis) -> rate_limit::Limit {
    if is_new_account(user, now) {
        rate_limit::POSTING_NEW_ACCOUNT
    } else {
        rate_limit::POSTING
    }
}

/// Comments: tighter in an account's first day.
fn commenting_limit(user: &User, now: Millis) -> rate_limit::Limit {
    if is_new_account(user, now) {
        rate_limit::COMMENTING_NEW_ACCOUNT
    } else {
        rate_limit::COMMENTING
    }
}

/// Something created, with the achievements it unlocked.
#[derive(Debug)]
pub struct Created<T> {
    pub item: T,
    pub unlocked: Vec<&'static Achievement>,
}

/// A like toggled, with the achievements it unlocked for the learner.
#[derive(Debug)]
pub struct Liked {
    pub like: LikeState,
    pub unlocked: Vec<&'static Achievement>,
}

/// Shares work on a challenge the learner has started or completed.
/// `content` and `code` are already validated text.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "share", user = user.id, task_id = task_id))]
pub async fn share(
    deps: Deps<'_>,
    user: &User,
    task_id: i64,
    content: PostText,
    code: Option<String>,
) -> AppResult<Created<CommunityPost>> {
    let content = content.into_inner();
    let started = deps.store.progress(user.id, task_id).await?;
    if !started.is_some_and(|p| matches!(p.status, ProgressStatus::InProgress | ProgressStatus::Completed)) {
        return Err(AppError::Invalid {
            field: "taskId",
            message: "must be a challenge you have started or completed".into(),
        });
    }
    let now = now_millis();
    rate_limit::check(deps.rate_limit(), posting_limit(user, now), &user.id.to_string()).await?;
    if deps.store.posted_same_text(user.id, &content, now - SAME_TEXT_WINDOW).await? {
        return Err(AppError::Conflict(
            "You already shared this text in the last 24 hours. Write something new instead.".into(),
        ));
    }
    let new = NewCommunityPost { user_id: user.id, task_id, content, code, now };
    let id = deps.store.create_community_post(&new).await?;
    let post = deps.store.community_post(id, Some(user.id)).await?.ok_or(AppError::NotFound("Post"))?;
    let unlocked = follow_ups::refresh_achievements(deps.follow_ups(), user.id).await;
    Ok(Created { item: post, unlocked })
}

/// Comments on a post. `content` is already validated text.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "comment", user = user.id, post_id = post_id))]
pub async fn comment(deps: Deps<'_>, user: &User, post_id: i64, content: &CommentText) -> AppResult<Created<Comment>> {
    let content = content.as_str();
    let now = now_millis();
    rate_limit::check(deps.rate_limit(), commenting_limit(user, now), &user.id.to_string()).await?;
    if deps.store.commented_same_text(user.id, content, now - SAME_TEXT_WINDOW).await? {
        return Err(AppError::Conflict(
            "You already posted this comment in the last 24 hours. Write something new instead.".into(),
        ));
    }
    let comment_id = match deps.store.create_comment(post_id, user.id, content, now).await? {
        CommentOutcome::Created(id) => id,
        CommentOutcome::NotFound => return Err(AppError::NotFound("Post")),
        CommentOutcome::CommentsOff => {
            return Err(AppError::Forbidden("The author turned comments off for this post.".into()))
        }
        CommentOutcome::Blocked => return Err(AppError::Forbidden("You cannot comment on this post.".into())),
    };
    let comment = deps.store.comment(comment_id, Some(user.id)).await?.ok_or(AppError::NotFound("Comment"))?;
    let unlocked = follow_ups::refresh_achievements(deps.follow_ups(), user.id).await;
    Ok(Created { item: comment, unlocked })
}

/// One post as `viewer` may see it: a hidden post (or one of a suspended
/// learner) only by its author and moderators, none of a learner the
/// viewer blocked.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "visible_post", post_id = post_id, viewer = viewer.map(|u| u.id)))]
pub async fn visible_post(deps: Deps<'_>, post_id: i64, viewer: Option<&User>) -> AppResult<CommunityPost> {
    let post = deps.store.community_post(post_id, viewer.map(|v| v.id)).await?.ok_or(AppError::NotFound("Post"))?;
    let own = viewer.is_some_and(|v| v.id == post.author.id);
    let moderator = viewer.is_some_and(|v| moderation::is_moderator(deps.moderators, v));
    if post.author_blocked || (post.hidden && !own && !moderator) {
        return Err(AppError::NotFound("Post"));
    }
    Ok(post)
}

/// Likes a post, or takes the like back: one transaction counts the rate
/// limit, toggles the like with the post's counter and score, and unlocks
/// what the learner's likes given and the author's likes received reach
/// (Popular, Trending, Viral), each announced by a notification.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "toggle_post_like", user = user.id, post_id = post_id))]
pub async fn toggle_post_like(deps: Deps<'_>, user: &User, post_id: i64) -> AppResult<Liked> {
    let hit = rate_limit::CountedHit::new(rate_limit::LIKING, &user.id.to_string());
    let toggle = PostLikeToggle {
        post_id,
        user_id: user.id,
        now: now_millis(),
        limit_bucket: &hit.bucket,
        limit_window_start: hit.window_start(),
        limit_max: hit.max(),
        milestones: &LIKES_GIVEN_MILESTONES,
        author_milestones: &POST_LIKES_MILESTONES,
    };
    match deps.store.toggle_post_like_at_once(&toggle).await? {
        PostLikeOutcome::NotFound => Err(AppError::NotFound("Post")),
        PostLikeOutcome::Limited { hits } => Err(hit.refusal(deps.metrics, hits)),
        PostLikeOutcome::Toggled { like, unlocked } => {
            let unlocked = ACHIEVEMENTS.iter().filter(|a| unlocked.iter().any(|id| id == a.id)).collect();
            Ok(Liked { like, unlocked })
        }
    }
}

/// Likes a comment, or takes the like back (no achievement counts them).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "toggle_comment_like", user = user.id, comment_id = comment_id))]
pub async fn toggle_comment_like(deps: Deps<'_>, user: &User, comment_id: i64) -> AppResult<LikeState> {
    rate_limit::check(deps.rate_limit(), rate_limit::LIKING, &user.id.to_string()).await?;
    deps.store.toggle_comment_like(comment_id, user.id, now_millis()).await?.ok_or(AppError::NotFound("Comment"))
}

/// Deletes the learner's own post (with its comments and likes).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "delete_post", user = user.id, post_id = post_id))]
pub async fn delete_post(deps: Deps<'_>, user: &User, post_id: i64) -> AppResult<()> {
    deleted(deps.store.delete_community_post(post_id, user.id).await?, "Post")
}

/// The post's author turns new comments on or off; the post as it is now.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "set_comments_enabled", user = user.id, post_id = post_id))]
pub async fn set_comments_enabled(
    deps: Deps<'_>,
    user: &User,
    post_id: i64,
    enabled: bool,
) -> AppResult<CommunityPost> {
    match deps.store.set_comments_enabled(post_id, user.id, enabled).await? {
        OwnedChange::Changed => {
            deps.store.community_post(post_id, Some(user.id)).await?.ok_or(AppError::NotFound("Post"))
        }
        OwnedChange::NotFound => Err(AppError::NotFound("Post")),
        OwnedChange::NotOwner => {
            Err(AppError::Forbidden("Only the post's author can turn its comments on or off.".into()))
        }
    }
}

/// Deletes the learner's own comment.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "delete_comment", user = user.id, comment_id = comment_id))]
pub async fn delete_comment(deps: Deps<'_>, user: &User, comment_id: i64) -> AppResult<()> {
    deleted(deps.store.delete_comment(comment_id, user.id).await?, "Comment")
}

fn deleted(outcome: Deletion, what: &'static str) -> AppResult<()> {
    match outcome {
        Deletion::Deleted => Ok(()),
        Deletion::NotFound => Err(AppError::NotFound(what)),
        Deletion::NotOwner => {
            Err(AppError::Forbidden(format!("Only its author can delete this {}.", what.to_lowercase())))
        }
    }
}
