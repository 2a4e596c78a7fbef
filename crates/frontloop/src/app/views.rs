//! The view models that reads return and the read cache keeps: what the
//! community pages show (posts, comments, their authors and challenges),
//! a learner's progress counts, and the names of kept reads ([`ReadKey`])
//! with how each goes stale ([`Staleness`]). They depend on nothing above
//! the domain and the store, so the read cache (`app::read_cache`) can hold
//! them by type and every layer can name them.

use std::collections::BTreeMap;
use std::fmt;

use chrono::NaiveDate;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::{Difficulty, Slug};
use frontloop_store::models::{Author, Comment, CommunityPost, FeedOrder, ReadScope, TaskSummary};
use serde::Serialize;
use utoipa::ToSchema;

/// The author of a post or comment.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AuthorBody {
    pub id: i64,
    pub login: String,
    /// Display name (the login when GitHub has none).
    pub name: String,
    #[schema(required = true)]
    pub avatar_url: Option<String>,
}

impl From<Author> for AuthorBody {
    fn from(a: Author) -> Self {
        AuthorBody {
            id: a.id,
            name: a.name.filter(|n| !n.trim().is_empty()).unwrap_or_else(|| a.login.clone()),
            login: a.login,
            avatar_url: a.avatar_url,
        }
    }
}

/// The challenge a post is about.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TaskSummaryBody {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    #[schema(required = true)]
    pub image_url: Option<String>,
    pub difficulty: Difficulty,
    pub tags: Vec<String>,
}

impl From<TaskSummary> for TaskSummaryBody {
    fn from(t: TaskSummary) -> Self {
        TaskSummaryBody {
            id: t.id,
            slug: t.slug,
            title: t.title,
            image_url: t.image_url,
            difficulty: t.difficulty,
            tags: t.tags,
        }
    }
}

/// A community post as the viewer sees it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PostItem {
    pub id: i64,
    /// Plain text (never HTML).
    pub content: String,
    /// Shared code, plain text.
    #[schema(required = true)]
    pub code: Option<String>,
    #[schema(required = true)]
    pub image_url: Option<String>,
    pub task_id: i64,
    /// Same as `task_id` (the web client's name).
    #[serde(rename = "taskId")]
    pub task_id_alias: i64,
    pub created_at: String,
    pub likes_count: i64,
    pub comments_count: i64,
    /// Whether the signed-in viewer likes it.
    pub liked_by_user: bool,
    /// Whether the signed-in viewer wrote it.
    pub is_owner: bool,
    /// Whether new comments are accepted (the author can turn them off).
    pub comments_enabled: bool,
    pub user: AuthorBody,
    pub task: TaskSummaryBody,
}

impl PostItem {
    /// `post` as `viewer` sees it.
    pub fn new(post: CommunityPost, viewer: Option<i64>) -> PostItem {
        PostItem {
            id: post.id,
            content: post.content,
            code: post.code,
            image_url: post.image_url,
            task_id: post.task.id,
            task_id_alias: post.task.id,
            created_at: to_rfc3339(post.created_at),
            likes_count: post.likes_count,
            comments_count: post.comments_count,
            liked_by_user: post.liked_by_viewer,
            is_owner: viewer == Some(post.author.id),
            comments_enabled: post.comments_enabled,
            user: post.author.into(),
            task: post.task.into(),
        }
    }
}

/// A comment as the viewer sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct CommentItem {
    pub id: i64,
    pub post_id: i64,
    /// Plain text (never HTML).
    pub content: String,
    pub created_at: String,
    pub likes_count: i64,
    pub liked_by_user: bool,
    pub is_owner: bool,
    pub user: AuthorBody,
}

impl CommentItem {
    /// `comment` as `viewer` sees it.
    pub fn new(comment: Comment, viewer: Option<i64>) -> CommentItem {
        CommentItem {
            id: comment.id,
            post_id: comment.post_id,
            content: comment.content,
            created_at: to_rfc3339(comment.created_at),
            likes_count: comment.likes_count,
            liked_by_user: comment.liked_by_viewer,
            is_owner: viewer == Some(comment.author.id),
            user: comment.author.into(),
        }
    }
}

/// A page of posts.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PostPage {
    pub items: Vec<PostItem>,
    /// Pass as `cursor` for the next page; `null` at the end.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

/// A page of comments.
#[derive(Debug, Serialize, ToSchema)]
pub struct CommentPage {
    pub items: Vec<CommentItem>,
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

/// Bytes a list of strings holds, with their bookkeeping (the read cache's
/// estimate of a model's weight).
pub(crate) fn strings(list: &[String]) -> usize {
    list.iter().map(|s| s.len() + 24).sum()
}

/// Bytes an optional text holds.
pub(crate) fn optional(text: &Option<String>) -> usize {
    text.as_ref().map_or(0, String::len)
}

impl AuthorBody {
    fn weight(&self) -> usize {
        96 + self.login.len() + self.name.len() + self.avatar_url.as_ref().map_or(0, String::len)
    }
}

impl PostItem {
    /// About how many bytes it holds (the read cache counts it).
    pub fn weight(&self) -> usize {
        200 + self.content.len()
            + optional(&self.code)
            + optional(&self.image_url)
            + self.created_at.len()
            + self.user.weight()
            + self.task.title.len()
            + strings(&self.task.tags)
            + optional(&self.task.image_url)
            + 96
    }
}

impl PostPage {
    /// About how many bytes it holds (the read cache counts it).
    pub fn weight(&self) -> usize {
        64 + self.items.iter().map(PostItem::weight).sum::<usize>()
    }
}

impl CommentPage {
    /// About how many bytes it holds (the read cache counts it).
    pub fn weight(&self) -> usize {
        64 + self.items.iter().map(|c| 120 + c.content.len() + c.created_at.len() + c.user.weight()).sum::<usize>()
    }
}

/// A learner's progress records counted by status and completions per
/// local day: all the profile needs of them, kept per learner (see
/// `app::read_cache`); streaks depend on today and are counted per request.
#[derive(Debug, Default)]
pub struct ProgressTally {
    pub completed: usize,
    pub in_progress: usize,
    pub saved: usize,
    pub total: usize,
    /// Completions per day in the learner's time zone at completion.
    pub completions_per_day: BTreeMap<NaiveDate, u32>,
}

/// How a query's answer goes stale: what a kept answer is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Staleness {
    /// Moves with one scope of `read_revisions` (the community, the
    /// published content), which every writing transaction of that scope
    /// moves.
    Scope(ReadScope),
    /// Moves with the learner's progress revision (and the catalogue's).
    Learner,
    /// Moves with the catalogue's revision (a content import).
    Catalogue,
    /// Read afresh on every request.
    Uncached,
}

/// The name of a kept answer: the query and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ReadKey {
    /// [`blog::published_posts`].
    Blog,
    /// [`blog::published_post`].
    BlogPost(String),
    /// [`paths::all_paths`] for a visitor.
    Paths,
    /// [`community::post`] for a visitor.
    Post(i64),
    /// A page of [`community::comments`]: post, page size, cursor.
    Comments { post: i64, limit: i64, cursor: String },
    /// A page of [`community::feed`]: order, page size, cursor.
    Feed { order: FeedOrder, limit: i64, cursor: String },
}

impl ReadKey {
    /// How the answer of this key goes stale.
    pub fn staleness(&self) -> Staleness {
        match self {
            ReadKey::Blog | ReadKey::BlogPost(_) | ReadKey::Paths => Staleness::Scope(ReadScope::Content),
            ReadKey::Post(_) | ReadKey::Comments { .. } | ReadKey::Feed { .. } => {
                Staleness::Scope(ReadScope::Community)
            }
        }
    }

    /// The scope whose revision a kept answer of this key is checked against.
    pub fn scope(&self) -> ReadScope {
        match self.staleness() {
            Staleness::Scope(scope) => scope,
            // Every key above is scoped; the match keeps it so.
            Staleness::Learner | Staleness::Catalogue | Staleness::Uncached => ReadScope::Content,
        }
    }
}

impl fmt::Display for ReadKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadKey::Blog => write!(f, "blog"),
            ReadKey::BlogPost(slug) => write!(f, "blog:{slug}"),
            ReadKey::Paths => write!(f, "paths"),
            ReadKey::Post(id) => write!(f, "post:{id}"),
            ReadKey::Comments { post, limit, cursor } => write!(f, "comments:{post}:{limit}:{cursor}"),
            ReadKey::Feed { order, limit, cursor } => write!(f, "feed:{order:?}:{limit}:{cursor}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_name_their_query_and_arguments_and_their_scope() {
        let feed = ReadKey::Feed { order: FeedOrder::Popular, limit: 12, cursor: String::new() };
        assert_eq!(feed.to_string(), "feed:Popular:12:");
        assert_eq!(feed.scope(), ReadScope::Community);
        assert_eq!(ReadKey::BlogPost("grid".into()).to_string(), "blog:grid");
        assert_eq!(ReadKey::Paths.staleness(), Staleness::Scope(ReadScope::Content));
        assert_ne!(
            ReadKey::Comments { post: 1, limit: 2, cursor: "x".into() }.to_string(),
            ReadKey::Comments { post: 1, limit: 2, cursor: "y".into() }.to_string()
        );
    }
}
