//! The community's reads: feed pages, a post, a post's comments. Their
//! answers go stale with the community's revision (`ReadScope::Community`),
//! which every write to posts, comments, likes, blocks and moderation moves.
//! A visitor's answer is kept per [`ReadKey`]; a signed-in reader's feed
//! page is kept per reader and revision, and served from the visitors' page
//! with the reader's likes when nothing they see differs.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use frontloop_store::models::{FeedCursor, FeedOrder, User};

use super::super::error::AppResult;
use super::super::read_cache::Revision;
use super::super::{community, hot_reads, sign_in};
use super::Deps;
use super::{Answer, ReadKey};
pub use crate::app::views::{AuthorBody, CommentItem, CommentPage, PostItem, PostPage, TaskSummaryBody};

/// The cursor of `kind:key:id`: opaque to clients (URL-safe base64).
pub fn encode_cursor(text: String) -> String {
    URL_SAFE_NO_PAD.encode(text)
}

/// A page of the feed: its order, size and position, with `cursor` the
/// text the client gave for `after` (it names the kept page).
pub struct FeedRequest {
    pub order: FeedOrder,
    pub limit: i64,
    pub after: Option<FeedCursor>,
    pub cursor: String,
}

impl FeedRequest {
    fn key(&self) -> ReadKey {
        ReadKey::Feed { order: self.order, limit: self.limit, cursor: self.cursor.clone() }
    }
}

/// A page of the feed for a visitor (`token` `None`) or the reader of
/// `token`; `None` when the token is not a live session.
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "feed"))]
pub async fn feed(deps: Deps<'_>, token: Option<&str>, request: FeedRequest) -> AppResult<Option<Answer<PostPage>>> {
    let key = request.key();
    let render = || feed_page(deps, &request, None);
    let Some(token) = token else {
        return Ok(Some(Answer::Kept(hot_reads::anonymous(deps.store, deps.read_cache, key, render).await?)));
    };
    // The reader and the community's revision in one statement: their page
    // rendered at that revision is still theirs (their likes, blocks and
    // hidden posts all move it).
    let Some(reader) = sign_in::community_reader(deps.sessions(), token).await? else { return Ok(None) };
    if let Some(held) = hot_reads::for_reader(deps.read_cache, reader.user.id, &key, reader.revision) {
        return Ok(Some(Answer::Private(held)));
    }
    // Else the visitors' page as kept (or rendered now), then the reader
    // with their likes on it, in one statement: when nothing was written
    // since it was rendered and the reader blocks nobody and has no hidden
    // post, their page is the visitors' page with their flags.
    let kept = match hot_reads::latest::<PostPage>(deps.read_cache, &key) {
        Some(kept) => kept,
        None => hot_reads::anonymous(deps.store, deps.read_cache, key.clone(), render).await?,
    };
    let ids: Vec<i64> = kept.model.items.iter().map(|post| post.id).collect();
    let Some(viewer) = sign_in::feed_viewer(deps.sessions(), token, &ids).await? else { return Ok(None) };
    let page = if Revision(viewer.revision, 0) == kept.revision && viewer.blocks == 0 && viewer.hidden_posts == 0 {
        kept.model.for_reader(viewer.user.id, &viewer.liked)
    } else {
        feed_page(deps, &request, Some(viewer.user.id)).await?
    };
    // Kept at the revision read with the viewer: what was read after it is
    // at least that new, so a later write always moves past what is kept.
    Ok(Some(Answer::Private(hot_reads::keep_for_reader(deps.read_cache, viewer.user.id, &key, viewer.revision, page))))
}

impl PostPage {
    /// The visitors' page as `reader`, who likes `liked`, sees it.
    fn for_reader(&self, reader: i64, liked: &[i64]) -> PostPage {
        let mut page = self.clone();
        for post in &mut page.items {
            post.liked_by_user = liked.contains(&post.id);
            post.is_owner = post.user.id == reader;
        }
        page
    }
}

/// A page of the feed as `viewer` sees it.
async fn feed_page(deps: Deps<'_>, request: &FeedRequest, viewer_id: Option<i64>) -> AppResult<PostPage> {
    let (order, limit) = (request.order, request.limit);
    // One more than asked tells whether another page exists.
    let mut posts = deps.store.community_feed(order, request.after, limit + 1, viewer_id).await?;
    let next_cursor = if posts.len() as i64 > limit {
        posts.truncate(limit as usize);
        posts.last().map(|last| match order {
            FeedOrder::Latest => encode_cursor(format!("l:{}:{}", last.created_at, last.id)),
            FeedOrder::Popular => encode_cursor(format!("p:{}:{}", last.hot_score, last.id)),
        })
    } else {
        None
    };
    Ok(PostPage { items: posts.into_iter().map(|p| PostItem::new(p, viewer_id)).collect(), next_cursor })
}

/// One post as `viewer` sees it (a visitor's answer kept per post).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "post", id = id, viewer = viewer.map(|u| u.id)))]
pub async fn post(deps: Deps<'_>, id: i64, viewer: Option<&User>) -> AppResult<Answer<PostItem>> {
    match viewer {
        Some(viewer) => {
            let post = community::visible_post(deps.community(), id, Some(viewer)).await?;
            Ok(Answer::Fresh(PostItem::new(post, Some(viewer.id))))
        }
        None => {
            let key = ReadKey::Post(id);
            let render = || async {
                AppResult::Ok(PostItem::new(community::visible_post(deps.community(), id, None).await?, None))
            };
            Ok(Answer::Kept(hot_reads::anonymous(deps.store, deps.read_cache, key, render).await?))
        }
    }
}

/// A page of a post's comments: its size and position, with `cursor` the
/// text the client gave for `after`.
pub struct CommentsRequest {
    pub post: i64,
    pub limit: i64,
    pub after: Option<(i64, i64)>,
    pub cursor: String,
}

/// A page of a post's comments as `viewer` sees them (a visitor's kept).
#[tracing::instrument(level = "debug", name = "query", skip_all, fields(call = "comments", viewer = viewer.map(|u| u.id)))]
pub async fn comments(
    deps: Deps<'_>,
    request: CommentsRequest,
    viewer: Option<&User>,
) -> AppResult<Answer<CommentPage>> {
    if viewer.is_some() {
        return Ok(Answer::Fresh(comment_page(deps, &request, viewer).await?));
    }
    let key = ReadKey::Comments { post: request.post, limit: request.limit, cursor: request.cursor.clone() };
    let render = || comment_page(deps, &request, None);
    Ok(Answer::Kept(hot_reads::anonymous(deps.store, deps.read_cache, key, render).await?))
}

/// A page of a post's comments as `viewer` sees them.
async fn comment_page(deps: Deps<'_>, request: &CommentsRequest, viewer: Option<&User>) -> AppResult<CommentPage> {
    community::visible_post(deps.community(), request.post, viewer).await?;
    let viewer_id = viewer.map(|u| u.id);
    let limit = request.limit;
    let mut comments = deps.store.comments(request.post, request.after, limit + 1, viewer_id).await?;
    let next_cursor = if comments.len() as i64 > limit {
        comments.truncate(limit as usize);
        comments.last().map(|c| encode_cursor(format!("c:{}:{}", c.created_at, c.id)))
    } else {
        None
    };
    Ok(CommentPage { items: comments.into_iter().map(|c| CommentItem::new(c, viewer_id)).collect(), next_cursor })
}
