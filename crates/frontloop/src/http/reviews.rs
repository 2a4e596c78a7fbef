//! Feedback requests and reviews (docs/reviews.md):
//! `POST`/`DELETE /api/solutions/{id}/feedback-request`,
//! `GET`/`POST /api/solutions/{id}/reviews`, `GET /api/reviews` (the
//! queue), `PATCH`/`DELETE /api/reviews/{id}` and
//! `POST /api/reviews/{id}/helpful`. Plain answers, no envelope.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use frontloop_domain::limits::{QuestionText, ReviewText, MAX_QUESTION_CHARS, MAX_REVIEW_CHARS};
use frontloop_domain::review::{Rating, Ratings, REVIEW_EDIT_WINDOW};
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::Difficulty;
use frontloop_store::models::{Review, ReviewQueueEntry, StoredRatings};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::community::{AuthorBody, TaskSummaryBody};
use super::cursor::{decode_pair, encode_pair};
use super::solutions::SolutionBody;
use crate::app::reviews;
use crate::app::state::AppState;
use crate::error::{ApiError, ApiJson, ApiPath, ApiQuery, ApiResult, ErrorBody};
use crate::http::session::{CurrentUser, MaybeUser};

/// Body of a feedback request.
#[derive(Debug, Deserialize, ToSchema)]
pub struct FeedbackRequestBody {
    #[schema(schema_with = question_schema)]
    question: String,
}

fn question_schema() -> utoipa::openapi::Object {
    super::openapi::required_text(MAX_QUESTION_CHARS, "What the author wants to know: ")
}

fn review_body_schema() -> utoipa::openapi::Object {
    super::openapi::required_text(MAX_REVIEW_CHARS, "Markdown, ")
}

/// A review's ratings, each 1-5 or `null` (not rated).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
pub struct RatingsBody {
    #[schema(minimum = 1, maximum = 5, required = true)]
    #[serde(default)]
    pub accessibility: Option<i64>,
    #[schema(minimum = 1, maximum = 5, required = true)]
    #[serde(default)]
    pub layout_fidelity: Option<i64>,
    #[schema(minimum = 1, maximum = 5, required = true)]
    #[serde(default)]
    pub code_quality: Option<i64>,
}

impl From<StoredRatings> for RatingsBody {
    fn from(ratings: StoredRatings) -> Self {
        RatingsBody {
            accessibility: ratings.accessibility,
            layout_fidelity: ratings.layout_fidelity,
            code_quality: ratings.code_quality,
        }
    }
}

/// Body of a new or edited review.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReviewRequest {
    #[schema(schema_with = review_body_schema)]
    body: String,
    /// Optional ratings; left out means none.
    ratings: Option<RatingsBody>,
}

/// A review of a solution.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewBody {
    pub id: i64,
    pub solution_id: i64,
    pub reviewer: AuthorBody,
    /// Markdown, shown like a challenge brief (no raw HTML).
    pub body: String,
    pub ratings: RatingsBody,
    /// Whether the solution's author marked it helpful.
    pub helpful: bool,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339.
    pub updated_at: String,
    /// Whether the viewer wrote it.
    pub is_mine: bool,
    /// Until when its reviewer may edit it (RFC 3339).
    pub editable_until: String,
}

impl ReviewBody {
    /// `review` as `viewer` sees it.
    pub fn new(review: Review, viewer: Option<i64>) -> ReviewBody {
        ReviewBody {
            id: review.id,
            solution_id: review.solution_id,
            is_mine: viewer == Some(review.reviewer.id),
            reviewer: review.reviewer.into(),
            body: review.body,
            ratings: review.ratings.into(),
            helpful: review.helpful_at.is_some(),
            created_at: to_rfc3339(review.created_at),
            updated_at: to_rfc3339(review.updated_at),
            editable_until: to_rfc3339(review.created_at + REVIEW_EDIT_WINDOW),
        }
    }
}

/// Every review of a solution, helpful first, then oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewList {
    pub items: Vec<ReviewBody>,
}

/// An open feedback request in the queue.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewQueueItem {
    pub solution_id: i64,
    pub question: String,
    /// When it was opened (RFC 3339).
    pub created_at: String,
    pub author: AuthorBody,
    pub task: TaskSummaryBody,
    pub reviews_count: i64,
    /// Whether the viewer completed the same challenge.
    pub solved_by_viewer: bool,
}

impl From<ReviewQueueEntry> for ReviewQueueItem {
    fn from(entry: ReviewQueueEntry) -> Self {
        ReviewQueueItem {
            solution_id: entry.solution_id,
            question: entry.question,
            created_at: to_rfc3339(entry.created_at),
            author: entry.author.into(),
            task: entry.task.into(),
            reviews_count: entry.reviews_count,
            solved_by_viewer: entry.solved_by_viewer,
        }
    }
}

/// A page of the review queue.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewQueuePage {
    pub items: Vec<ReviewQueueItem>,
    /// Pass as `cursor` for the next page; `null` at the end.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

/// Review queue query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QueueQuery {
    /// Only challenges of this difficulty.
    difficulty: Option<Difficulty>,
    /// Only challenges with this tag (compared without case), e.g. `CSS`.
    #[param(max_length = 100)]
    category: Option<String>,
    /// `next_cursor` of the previous page, as given (empty: the first
    /// page; any other text answers 400 `invalid_cursor`).
    cursor: Option<String>,
}

/// The routes of feedback requests and reviews.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(ask_feedback, close_feedback))
        .routes(routes!(list_reviews, write_review))
        .routes(routes!(review_queue))
        .routes(routes!(edit_review, delete_review))
        .routes(routes!(mark_helpful))
}

/// Asks for feedback on one's own solution, or changes the open request's
/// question. At most 5 open requests at once (409 past that).
#[utoipa::path(post, path = "/solutions/{id}/feedback-request", tag = "reviews", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The solution's id")), request_body = FeedbackRequestBody,
    responses((status = 200, body = SolutionBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn ask_feedback(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(request): ApiJson<FeedbackRequestBody>,
) -> ApiResult<Json<SolutionBody>> {
    let question = QuestionText::parse(&request.question).map_err(|e| ApiError::invalid("question", e.to_string()))?;
    let view = reviews::ask_feedback(state.reviews(), &user, id, &question).await?;
    Ok(Json(SolutionBody::new(view, Some(user.id))))
}

/// Closes the feedback request on one's own solution.
#[utoipa::path(delete, path = "/solutions/{id}/feedback-request", tag = "reviews", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The solution's id")),
    responses((status = 200, body = SolutionBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn close_feedback(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<SolutionBody>> {
    let view = reviews::close_feedback(state.reviews(), &user, id).await?;
    Ok(Json(SolutionBody::new(view, Some(user.id))))
}

/// Every review of a solution (public): helpful first, then oldest first.
#[utoipa::path(get, path = "/solutions/{id}/reviews", tag = "reviews",
    params(("id" = i64, Path, description = "The solution's id")),
    responses((status = 200, body = ReviewList), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list_reviews(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<ReviewList>> {
    let found = reviews::reviews(state.reviews(), id, viewer.as_ref()).await?;
    let viewer = viewer.map(|v| v.id);
    let items = found.into_iter().map(|r| ReviewBody::new(r, viewer)).collect();
    Ok(Json(ReviewList { items }))
}

/// Reviews a solution whose author asks for feedback (not one's own; 20 a
/// day).
#[utoipa::path(post, path = "/solutions/{id}/reviews", tag = "reviews", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The solution's id")), request_body = ReviewRequest,
    responses((status = 201, body = ReviewBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 429, body = ErrorBody)))]
pub async fn write_review(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(request): ApiJson<ReviewRequest>,
) -> ApiResult<(StatusCode, Json<ReviewBody>)> {
    let (body, ratings) = parse_review(&request)?;
    let review = reviews::write(state.reviews(), &user, id, &body, ratings).await?;
    Ok((StatusCode::CREATED, Json(ReviewBody::new(review, Some(user.id)))))
}

/// Open feedback requests, oldest first, 20 a page; never the viewer's own.
#[utoipa::path(get, path = "/reviews", tag = "reviews", params(QueueQuery),
    responses((status = 200, body = ReviewQueuePage), (status = 400, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn review_queue(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    ApiQuery(query): ApiQuery<QueueQuery>,
) -> ApiResult<Json<ReviewQueuePage>> {
    let after = query.cursor.as_deref().filter(|c| !c.is_empty()).map(|c| decode_pair("q", c)).transpose()?;
    let category = query.category.map(|c| c.trim().to_owned()).filter(|c| !c.is_empty());
    if category.as_ref().is_some_and(|c| c.chars().count() > 100) {
        return Err(ApiError::invalid("category", "must be at most 100 characters"));
    }
    let (entries, next) = reviews::queue(state.reviews(), viewer.as_ref(), query.difficulty, category, after).await?;
    Ok(Json(ReviewQueuePage {
        items: entries.into_iter().map(ReviewQueueItem::from).collect(),
        next_cursor: next.map(|pair| encode_pair("q", pair)),
    }))
}

/// Edits one's own review, within 15 minutes of writing it.
#[utoipa::path(patch, path = "/reviews/{id}", tag = "reviews", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The review's id")), request_body = ReviewRequest,
    responses((status = 200, body = ReviewBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn edit_review(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
    ApiJson(request): ApiJson<ReviewRequest>,
) -> ApiResult<Json<ReviewBody>> {
    let (body, ratings) = parse_review(&request)?;
    let review = reviews::edit(state.reviews(), &user, id, &body, ratings).await?;
    Ok(Json(ReviewBody::new(review, Some(user.id))))
}

/// Deletes one's own review, and the notifications it caused.
#[utoipa::path(delete, path = "/reviews/{id}", tag = "reviews", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The review's id")),
    responses((status = 204, description = "Deleted"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn delete_review(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    reviews::delete(state.reviews(), &user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The solution's author marks a review helpful, once (409 after).
#[utoipa::path(post, path = "/reviews/{id}/helpful", tag = "reviews", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The review's id")),
    responses((status = 200, body = ReviewBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn mark_helpful(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<ReviewBody>> {
    let review = reviews::mark_helpful(state.reviews(), &user, id).await?;
    Ok(Json(ReviewBody::new(review, Some(user.id))))
}

/// The text and ratings of a review request, checked.
fn parse_review(request: &ReviewRequest) -> ApiResult<(ReviewText, Ratings)> {
    let body = ReviewText::parse(&request.body).map_err(|e| ApiError::invalid("body", e.to_string()))?;
    let given = request.ratings.as_ref();
    let rating = |field: &'static str, value: Option<i64>| -> ApiResult<Option<Rating>> {
        value.map(|v| Rating::new(v).map_err(|e| ApiError::invalid(field, e.to_string()))).transpose()
    };
    let ratings = Ratings {
        accessibility: rating("ratings.accessibility", given.and_then(|r| r.accessibility))?,
        layout_fidelity: rating("ratings.layout_fidelity", given.and_then(|r| r.layout_fidelity))?,
        code_quality: rating("ratings.code_quality", given.and_then(|r| r.code_quality))?,
    };
    Ok((body, ratings))
}
