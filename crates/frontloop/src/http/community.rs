//! The community: the feed (latest or popular, keyset-paginated), sharing,
//! posts, comments and likes. Likes are toggles; counters move in the same
//! transaction as the rows they count. Text is stored and returned as text.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use axum::Json;
use frontloop_domain::community::optional_code;
use frontloop_domain::limits::{
    CommentText, PostText, DEFAULT_PAGE_SIZE, MAX_CODE_CHARS, MAX_COMMENT_CHARS, MAX_PAGE_SIZE, MAX_POST_CHARS,
};
use frontloop_store::models::{FeedCursor, FeedOrder, LikeState};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::achievements::AchievementBody;
use super::cursor::{bad_cursor, decode_cursor};
use super::rendered::{self, SharedEncodings};
use crate::app::community;
use crate::app::queries::community::{self as read, CommentsRequest, FeedRequest};
pub use crate::app::queries::community::{AuthorBody, CommentItem, CommentPage, PostItem, PostPage, TaskSummaryBody};
use crate::app::state::AppState;
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult};
use crate::http::session::{bearer_token, CurrentUser, MaybeUser};

/// `{ success: true, data }` around a created item.
#[derive(Debug, Serialize, ToSchema)]
pub struct Created<T: ToSchema> {
    pub success: bool,
    pub data: T,
    /// Achievements this unlocked.
    pub unlocked_achievements: Vec<AchievementBody>,
}

/// The state of a like after a toggle.
#[derive(Debug, Serialize, ToSchema)]
pub struct LikeBody {
    pub success: bool,
    /// Whether the viewer likes it now.
    pub liked: bool,
    pub likes_count: i64,
    /// Achievements this unlocked for the viewer.
    pub unlocked_achievements: Vec<AchievementBody>,
}

impl LikeBody {
    fn new(state: LikeState, unlocked: Vec<&'static frontloop_domain::achievements::Achievement>) -> LikeBody {
        LikeBody {
            success: true,
            liked: state.liked,
            likes_count: state.likes_count,
            unlocked_achievements: unlocked.into_iter().map(AchievementBody::unlocked_now).collect(),
        }
    }
}

/// Feed query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FeedQuery {
    /// `latest` (default, newest first) or `popular` (likes with time decay).
    #[param(schema_with = feed_filter_schema)]
    filter: Option<String>,
    /// 1-50, default 12.
    #[param(minimum = 1, maximum = 50)]
    limit: Option<i64>,
    /// `next_cursor` of the previous page, as given (opaque; empty: the
    /// first page; any other text answers 400 `invalid_cursor`).
    cursor: Option<String>,
}

fn feed_filter_schema() -> utoipa::openapi::Object {
    super::openapi::string_enum(&["latest", "popular"])
}

/// Comment page query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1-50, default 12.
    #[param(minimum = 1, maximum = 50)]
    limit: Option<i64>,
    /// `next_cursor` of the previous page, as given (opaque; empty: the
    /// first page; any other text answers 400 `invalid_cursor`).
    cursor: Option<String>,
}

/// Body of a new post.
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewPostRequest {
    #[schema(schema_with = post_content_schema)]
    content: String,
    /// A challenge the author has started or completed (any other answers
    /// 422 naming `taskId`).
    #[serde(rename = "taskId")]
    task_id: i64,
    #[schema(schema_with = code_schema)]
    code: Option<String>,
}

/// Body of a new comment.
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewCommentRequest {
    #[schema(schema_with = comment_content_schema)]
    content: String,
}

fn post_content_schema() -> utoipa::openapi::Object {
    super::openapi::required_text(MAX_POST_CHARS, "")
}

fn code_schema() -> utoipa::openapi::Object {
    super::openapi::optional_text(MAX_CODE_CHARS, "Optional code; blank means none.")
}

fn comment_content_schema() -> utoipa::openapi::Object {
    super::openapi::required_text(MAX_COMMENT_CHARS, "")
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(feed, create_post))
        .routes(routes!(post_detail, delete_post, update_post))
        .routes(routes!(list_comments, create_comment))
        .routes(routes!(like_post))
        .routes(routes!(delete_comment))
        .routes(routes!(like_comment))
}

fn page_size(limit: Option<i64>) -> ApiResult<i64> {
    match limit {
        None => Ok(DEFAULT_PAGE_SIZE),
        Some(n) if (1..=MAX_PAGE_SIZE).contains(&n) => Ok(n),
        Some(_) => Err(ApiError::invalid("limit", format!("must be 1 to {MAX_PAGE_SIZE}"))),
    }
}

fn feed_cursor(order: FeedOrder, cursor: &str) -> ApiResult<FeedCursor> {
    let (kind, key, id) = decode_cursor(cursor)?;
    match (order, kind.as_str()) {
        (FeedOrder::Latest, "l") => Ok(FeedCursor::Latest { created_at: key.parse().map_err(|_| bad_cursor())?, id }),
        (FeedOrder::Popular, "p") => {
            let score: f64 = key.parse().map_err(|_| bad_cursor())?;
            if !score.is_finite() {
                return Err(bad_cursor());
            }
            Ok(FeedCursor::Popular { hot_score: score, id })
        }
        _ => Err(bad_cursor()),
    }
}

/// The feed, one page at a time.
#[utoipa::path(get, path = "/community/posts", tag = "community", params(FeedQuery), security((), ("bearer" = [])),
    responses((status = 200, body = PostPage, links(
                  ("post" = (operation_id = "post_detail", parameters(("id" = "$response.body#/items/0/id")))),
                  ("comments" = (operation_id = "list_comments", parameters(("id" = "$response.body#/items/0/id")))),
                  ("like" = (operation_id = "like_post", parameters(("id" = "$response.body#/items/0/id")))))),
              (status = 400, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn feed(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    headers: HeaderMap,
    ApiQuery(query): ApiQuery<FeedQuery>,
) -> ApiResult<Response> {
    let order = match query.filter.as_deref() {
        None | Some("latest") => FeedOrder::Latest,
        Some("popular") => FeedOrder::Popular,
        Some(_) => return Err(ApiError::invalid("filter", "must be latest or popular")),
    };
    let limit = page_size(query.limit)?;
    let given = query.cursor.as_deref().filter(|c| !c.is_empty());
    let after = given.map(|c| feed_cursor(order, c)).transpose()?;
    let request = FeedRequest { order, limit, after, cursor: given.unwrap_or("").to_owned() };
    let answer = read::feed(state.reads(), bearer_token(&headers), request).await?.ok_or(ApiError::Unauthorized)?;
    rendered::answer(&encodings, answer, &headers)
}

/// Shares work on a challenge the author has started or completed (409 for
/// the same text again within 24 hours).
#[utoipa::path(post, path = "/community/posts", tag = "community", security(("bearer" = [])),
    request_body = NewPostRequest,
    responses((status = 201, body = Created<PostItem>, links(
                  ("post" = (operation_id = "post_detail", parameters(("id" = "$response.body#/data/id")))),
                  ("comment" = (operation_id = "create_comment", parameters(("id" = "$response.body#/data/id")))),
                  ("like" = (operation_id = "like_post", parameters(("id" = "$response.body#/data/id")))),
                  ("delete" = (operation_id = "delete_post", parameters(("id" = "$response.body#/data/id")))))),
              (status = 401, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody),
              (status = 429, body = crate::error::ErrorBody)))]
pub async fn create_post(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<NewPostRequest>,
) -> ApiResult<(StatusCode, Json<Created<PostItem>>)> {
    let content = PostText::parse(&request.content).map_err(|e| ApiError::invalid("content", e.to_string()))?;
    let code = optional_code(request.code.as_deref()).map_err(|e| ApiError::invalid("code", e.to_string()))?;
    let shared = community::share(state.community(), &user, request.task_id, content, code).await?;
    let unlocked_achievements = shared.unlocked.into_iter().map(AchievementBody::unlocked_now).collect();
    Ok((
        StatusCode::CREATED,
        Json(Created { success: true, data: PostItem::new(shared.item, Some(user.id)), unlocked_achievements }),
    ))
}

/// One post.
#[utoipa::path(get, path = "/community/posts/{id}", tag = "community", security((), ("bearer" = [])),
    params(("id" = i64, Path, description = "Post id")),
    responses((status = 200, body = PostItem), (status = 404, body = crate::error::ErrorBody)))]
pub async fn post_detail(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    MaybeUser(viewer): MaybeUser,
    headers: HeaderMap,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Response> {
    rendered::answer(&encodings, read::post(state.reads(), id, viewer.as_ref()).await?, &headers)
}

/// Changes to one's own post.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PostSettings {
    /// `false` turns new comments off (the comments there stay), `true`
    /// turns them back on.
    comments_enabled: bool,
}

/// Turns comments on one's own post off or on; the post.
#[utoipa::path(patch, path = "/community/posts/{id}", tag = "community", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Post id")), request_body = PostSettings,
    responses((status = 200, body = PostItem), (status = 401, body = crate::error::ErrorBody),
              (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_post(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(settings): ApiJson<PostSettings>,
) -> ApiResult<Json<PostItem>> {
    let post = community::set_comments_enabled(state.community(), &user, id, settings.comments_enabled).await?;
    Ok(Json(PostItem::new(post, Some(user.id))))
}

/// Deletes one's own post with its comments and likes.
#[utoipa::path(delete, path = "/community/posts/{id}", tag = "community", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Post id")),
    responses((status = 204, description = "Deleted"), (status = 401, body = crate::error::ErrorBody),
              (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_post(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    community::delete_post(state.community(), &user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A post's comments, oldest first.
#[utoipa::path(get, path = "/community/posts/{id}/comments", tag = "community", security((), ("bearer" = [])),
    params(("id" = i64, Path, description = "Post id"), PageQuery),
    responses((status = 200, body = CommentPage), (status = 400, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list_comments(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    MaybeUser(viewer): MaybeUser,
    headers: HeaderMap,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(query): ApiQuery<PageQuery>,
) -> ApiResult<Response> {
    let limit = page_size(query.limit)?;
    let given = query.cursor.as_deref().filter(|c| !c.is_empty());
    let after = match given {
        Some(cursor) => match decode_cursor(cursor)? {
            (kind, key, comment_id) if kind == "c" => Some((key.parse().map_err(|_| bad_cursor())?, comment_id)),
            _ => return Err(bad_cursor()),
        },
        None => None,
    };
    let request = CommentsRequest { post: id, limit, after, cursor: given.unwrap_or("").to_owned() };
    rendered::answer(&encodings, read::comments(state.reads(), request, viewer.as_ref()).await?, &headers)
}

/// Comments on a post (403 when its author turned comments off; 409 for
/// the same text again within 24 hours).
#[utoipa::path(post, path = "/community/posts/{id}/comments", tag = "community", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Post id")), request_body = NewCommentRequest,
    responses((status = 201, body = Created<CommentItem>, links(
                  ("like" = (operation_id = "like_comment", parameters(("id" = "$response.body#/data/id")))),
                  ("delete" = (operation_id = "delete_comment", parameters(("id" = "$response.body#/data/id")))))),
              (status = 401, body = crate::error::ErrorBody), (status = 403, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody),
              (status = 429, body = crate::error::ErrorBody)))]
pub async fn create_comment(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(request): ApiJson<NewCommentRequest>,
) -> ApiResult<(StatusCode, Json<Created<CommentItem>>)> {
    let content = CommentText::parse(&request.content).map_err(|e| ApiError::invalid("content", e.to_string()))?;
    let created = community::comment(state.community(), &user, id, &content).await?;
    let unlocked_achievements = created.unlocked.into_iter().map(AchievementBody::unlocked_now).collect();
    Ok((
        StatusCode::CREATED,
        Json(Created { success: true, data: CommentItem::new(created.item, Some(user.id)), unlocked_achievements }),
    ))
}

/// Deletes one's own comment.
#[utoipa::path(delete, path = "/community/comments/{id}", tag = "community", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Comment id")),
    responses((status = 204, description = "Deleted"), (status = 401, body = crate::error::ErrorBody),
              (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_comment(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    community::delete_comment(state.community(), &user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Likes a post, or takes the like back.
#[utoipa::path(post, path = "/community/posts/{id}/like", tag = "community", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Post id")),
    responses((status = 200, body = LikeBody), (status = 401, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn like_post(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<LikeBody>> {
    let liked = community::toggle_post_like(state.community(), &user, id).await?;
    Ok(Json(LikeBody::new(liked.like, liked.unlocked)))
}

/// Likes a comment, or takes the like back.
#[utoipa::path(post, path = "/community/comments/{id}/like", tag = "community", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Comment id")),
    responses((status = 200, body = LikeBody), (status = 401, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn like_comment(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<LikeBody>> {
    let like = community::toggle_comment_like(state.community(), &user, id).await?;
    Ok(Json(LikeBody::new(like, Vec::new())))
}
