//! Learning paths (`{success, data}` answers, see docs/api.md):
//! the list and a path with the viewer's standing, enrollment, marking post
//! items read, ratings, and the viewer's achievements for the
//! congratulations dialog.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use axum::Json;
use frontloop_domain::achievements;
use frontloop_domain::time::Millis;
use frontloop_domain::{Difficulty, EnrollmentStatus, PathItemKind, Slug};
use frontloop_store::models::{PathDetail, PathItem, PathSummary};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::achievements::AchievementBody;
use super::rendered::{self, SharedEncodings};
use crate::app::learning_paths;
use crate::app::queries::{learners, paths};
use crate::app::state::AppState;
use crate::error::{ApiError, ApiJson, ApiPath, ApiResult};
use crate::http::session::{CurrentUser, MaybeUser};

/// A learning path as the viewer sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct PathBody {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    pub description: String,
    #[schema(required = true)]
    pub image_url: Option<String>,
    pub difficulty_level: Difficulty,
    pub estimated_hours: i64,
    pub item_count: i64,
    pub enrollment_count: i64,
    pub completion_count: i64,
    /// Completions over enrollments, rounded percent (0 with no enrollments).
    pub success_rate: i64,
    /// Average of learners' ratings (one decimal), `null` before the first.
    #[schema(required = true)]
    pub rating_average: Option<f64>,
    pub rating_count: i64,
    pub is_enrolled: bool,
    /// `null` when not enrolled.
    #[schema(required = true)]
    pub enrollment_status: Option<EnrollmentStatus>,
    /// The viewer's completed items over all items, rounded percent.
    pub user_progress: i64,
    /// Same as `user_progress`.
    pub progress: i64,
    /// The viewer's own 1-5 rating.
    #[schema(required = true)]
    pub user_rating: Option<i64>,
    /// True once, when the viewer completed the path and has not yet seen
    /// the congratulations.
    pub show_celebration: bool,
    /// The path left the catalogue: its page says it was retired; the
    /// learners' enrollments and completions stay.
    pub archived: bool,
    /// Items added since the enrolled viewer last visited the page (the
    /// detail answer; 0 on the list and when not enrolled).
    pub new_items: i64,
    /// The items, on the detail answer only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub items: Option<Vec<PathItemBody>>,
}

/// One item of a path.
#[derive(Debug, Serialize, ToSchema)]
pub struct PathItemBody {
    pub id: i64,
    pub item_type: PathItemKind,
    /// The post's or challenge's id.
    pub item_id: i64,
    pub item_slug: Slug,
    pub item_title: String,
    #[schema(required = true)]
    pub item_description: Option<String>,
    #[schema(required = true)]
    pub item_image: Option<String>,
    #[schema(required = true)]
    pub difficulty: Option<Difficulty>,
    pub position: i64,
    pub is_completed: bool,
    /// Added to the path since the enrolled viewer last visited its page.
    pub is_new: bool,
}

impl PathItemBody {
    /// The item as the viewer sees it; `new_since` from
    /// [`learning_paths::new_since`].
    fn new(i: PathItem, new_since: Option<Millis>) -> Self {
        PathItemBody {
            is_new: new_since.is_some_and(|since| i.added_at > since),
            id: i.id,
            item_type: i.item_type,
            item_id: i.item_id,
            item_slug: i.item_slug,
            item_title: i.item_title,
            item_description: i.item_description,
            item_image: i.item_image,
            difficulty: i.difficulty,
            position: i.position,
            is_completed: i.is_completed,
        }
    }
}

fn percent(part: i64, whole: i64) -> i64 {
    if whole <= 0 {
        0
    } else {
        ((part as f64 * 100.0) / whole as f64).round() as i64
    }
}

impl PathBody {
    fn new(path: PathSummary, items: Option<Vec<PathItemBody>>) -> PathBody {
        let progress = if path.enrollment.is_some() { percent(path.completed_items, path.item_count) } else { 0 };
        let enrollment = path.enrollment;
        PathBody {
            id: path.id,
            slug: path.slug,
            title: path.title,
            description: path.description,
            image_url: path.image_url,
            difficulty_level: path.difficulty,
            estimated_hours: path.estimated_hours,
            item_count: path.item_count,
            enrollment_count: path.enrollment_count,
            completion_count: path.completion_count,
            success_rate: percent(path.completion_count, path.enrollment_count),
            rating_average: (path.rating_count > 0)
                .then(|| ((path.rating_sum as f64 / path.rating_count as f64) * 10.0).round() / 10.0),
            rating_count: path.rating_count,
            is_enrolled: enrollment.is_some(),
            show_celebration: enrollment
                .as_ref()
                .is_some_and(|e| e.status == EnrollmentStatus::Completed && e.celebrated_at.is_none()),
            user_rating: enrollment.as_ref().and_then(|e| e.rating),
            enrollment_status: enrollment.map(|e| e.status),
            user_progress: progress,
            progress,
            archived: path.archived,
            new_items: items.as_ref().map_or(0, |items| items.iter().filter(|i| i.is_new).count() as i64),
            items,
        }
    }
}

/// `{ success, data }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Envelope<T: ToSchema> {
    pub success: bool,
    pub data: T,
}

fn ok<T: ToSchema>(data: T) -> Json<Envelope<T>> {
    Json(Envelope { success: true, data })
}

/// The answer to an enrollment.
#[derive(Debug, Serialize, ToSchema)]
pub struct EnrollResult {
    pub enrollment_status: EnrollmentStatus,
    /// Achievements this unlocked.
    pub unlocked_achievements: Vec<AchievementBody>,
}

/// Body of `mark-completed`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct MarkRequest {
    #[serde(rename = "pathId")]
    path_id: i64,
    /// Only `post`: practical tasks complete with their challenge (`task`
    /// answers 422 saying so).
    #[serde(rename = "itemType")]
    #[schema(schema_with = markable_item_type)]
    item_type: String,
    /// The post's id (the item's `item_id`).
    #[serde(rename = "itemId")]
    item_id: i64,
}

fn markable_item_type() -> utoipa::openapi::Object {
    super::openapi::string_enum(&["post"])
}

/// The answer to `mark-completed`.
#[derive(Debug, Serialize, ToSchema)]
pub struct MarkResult {
    pub is_completed: bool,
    /// Whether this finished the whole path.
    pub path_completed: bool,
    /// Achievements this unlocked.
    pub unlocked_achievements: Vec<AchievementBody>,
}

/// Body of a rating.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RatingRequest {
    /// 1 to 5.
    #[schema(minimum = 1, maximum = 5)]
    rating: i64,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_paths))
        .routes(routes!(my_achievements))
        .routes(routes!(mark_completed))
        .routes(routes!(path_detail))
        .routes(routes!(enroll))
        .routes(routes!(rate))
        .routes(routes!(celebrated))
        .routes(routes!(visited))
}

/// Every path with the viewer's standing.
#[utoipa::path(get, path = "/learning-paths", tag = "learning-paths", security((), ("bearer" = [])),
    responses((status = 200, body = Envelope<Vec<PathBody>>, links(
                  ("path" = (operation_id = "path_detail", parameters(("id" = "$response.body#/data/0/slug")))),
                  ("enroll" = (operation_id = "enroll", parameters(("id" = "$response.body#/data/0/slug"))))))))]
pub async fn list_paths(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    MaybeUser(viewer): MaybeUser,
    headers: HeaderMap,
) -> ApiResult<Response> {
    match viewer {
        Some(viewer) => Ok(Json(paths_body(&state, Some(viewer.id)).await?).into_response()),
        None => {
            let paths = paths::kept_paths(state.reads()).await?;
            rendered::kept(&encodings, &paths, &headers, |paths| paths_envelope(paths.iter().cloned()))
        }
    }
}

/// Every path as `viewer` sees it, in the list's envelope.
async fn paths_body(state: &AppState, viewer: Option<i64>) -> ApiResult<Envelope<Vec<PathBody>>> {
    Ok(paths_envelope(paths::all_paths(state.reads(), viewer).await?))
}

/// The list's envelope of `paths`.
fn paths_envelope(paths: impl IntoIterator<Item = PathSummary>) -> Envelope<Vec<PathBody>> {
    Envelope { success: true, data: paths.into_iter().map(|p| PathBody::new(p, None)).collect() }
}

/// One path (by id or slug) with its items.
#[utoipa::path(get, path = "/learning-paths/{id}", tag = "learning-paths", security((), ("bearer" = [])),
    params(("id" = String, Path, description = "Path id or slug")),
    responses((status = 200, body = Envelope<PathBody>, links(
                  ("read" = (operation_id = "mark_completed", request_body = json!({
                      "pathId": "$response.body#/data/id", "itemType": "post", "itemId": "$response.body#/data/items/0/item_id"}))))),
              (status = 404, body = crate::error::ErrorBody)))]
pub async fn path_detail(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Json<Envelope<PathBody>>> {
    let detail = paths::path(state.reads(), &id, viewer.map(|u| u.id)).await?;
    Ok(Json(detail_body(detail)))
}

/// A path's detail as `path_detail` answers it (for the reader it was read
/// for; the page embeds a signed-out visitor's: docs/performance.md).
pub fn detail_body(detail: PathDetail) -> Envelope<PathBody> {
    let new_since = learning_paths::new_since(detail.path.enrollment.as_ref());
    let items = detail.items.into_iter().map(|item| PathItemBody::new(item, new_since)).collect();
    Envelope { success: true, data: PathBody::new(detail.path, Some(items)) }
}

/// Enrolls the signed-in learner; a repeat answers 409 "Already enrolled".
#[utoipa::path(post, path = "/learning-paths/{id}/enroll", tag = "learning-paths", security(("bearer" = [])),
    params(("id" = String, Path, description = "Path id or slug")),
    responses((status = 200, body = Envelope<EnrollResult>, links(
                  ("rate" = (operation_id = "rate", parameters(("id" = "$request.path.id")))),
                  ("celebrated" = (operation_id = "celebrated", parameters(("id" = "$request.path.id")))),
                  ("path" = (operation_id = "path_detail", parameters(("id" = "$request.path.id")))))),
              (status = 401, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn enroll(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Json<Envelope<EnrollResult>>> {
    let path_id = learning_paths::path_id(state.learning_paths(), &id).await?;
    let enrolled = learning_paths::enroll(state.learning_paths(), &user, path_id).await?;
    Ok(ok(EnrollResult {
        enrollment_status: if enrolled.path_completed {
            EnrollmentStatus::Completed
        } else {
            EnrollmentStatus::Enrolled
        },
        unlocked_achievements: enrolled.unlocked.into_iter().map(AchievementBody::unlocked_now).collect(),
    }))
}

/// Marks a post item of a path read (enrolled learners only).
#[utoipa::path(post, path = "/learning-paths/mark-completed", tag = "learning-paths", security(("bearer" = [])),
    request_body = MarkRequest,
    responses((status = 200, body = Envelope<MarkResult>), (status = 401, body = crate::error::ErrorBody),
              (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody)))]
pub async fn mark_completed(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<MarkRequest>,
) -> ApiResult<Json<Envelope<MarkResult>>> {
    match request.item_type.as_str() {
        "post" => {}
        "task" => {
            return Err(ApiError::invalid("itemType", "task items complete when you complete the challenge itself"));
        }
        _ => return Err(ApiError::invalid("itemType", "must be post")),
    }
    let marked =
        learning_paths::mark_post_read(state.learning_paths(), &user, request.path_id, request.item_id).await?;
    Ok(ok(MarkResult {
        is_completed: true,
        path_completed: marked.path_completed,
        unlocked_achievements: marked.unlocked.into_iter().map(AchievementBody::unlocked_now).collect(),
    }))
}

/// Rates a path 1-5 (enrolled learners; a new rating replaces the old).
#[utoipa::path(post, path = "/learning-paths/{id}/rating", tag = "learning-paths", security(("bearer" = [])),
    params(("id" = String, Path, description = "Path id or slug")), request_body = RatingRequest,
    responses((status = 200, body = Envelope<PathBody>), (status = 401, body = crate::error::ErrorBody),
              (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody)))]
pub async fn rate(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<String>,
    ApiJson(request): ApiJson<RatingRequest>,
) -> ApiResult<Json<Envelope<PathBody>>> {
    let path_id = learning_paths::path_id(state.learning_paths(), &id).await?;
    let path = learning_paths::rate(state.learning_paths(), &user, path_id, request.rating).await?;
    Ok(ok(PathBody::new(path, None)))
}

/// Records that the learner has seen the congratulations for the path.
#[utoipa::path(post, path = "/learning-paths/{id}/celebrated", tag = "learning-paths", security(("bearer" = [])),
    params(("id" = String, Path, description = "Path id or slug")),
    responses((status = 204, description = "Recorded"), (status = 401, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody)))]
pub async fn celebrated(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<StatusCode> {
    let path_id = learning_paths::path_id(state.learning_paths(), &id).await?;
    learning_paths::celebrated(state.learning_paths(), &user, path_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Records that the enrolled learner has visited the path's page: what
/// was added until now is no longer new to them.
#[utoipa::path(post, path = "/learning-paths/{id}/visit", tag = "learning-paths", security(("bearer" = [])),
    params(("id" = String, Path, description = "Path id or slug")),
    responses((status = 204, description = "Recorded"), (status = 401, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody)))]
pub async fn visited(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<StatusCode> {
    let path_id = learning_paths::path_id(state.learning_paths(), &id).await?;
    learning_paths::visited(state.learning_paths(), &user, path_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The viewer's unlocked achievements, most recent first (empty when
/// signed out): what the congratulations dialog lists.
#[utoipa::path(get, path = "/learning-paths/achievements", tag = "learning-paths", security((), ("bearer" = [])),
    responses((status = 200, body = Envelope<Vec<AchievementBody>>)))]
pub async fn my_achievements(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
) -> ApiResult<Json<Envelope<Vec<AchievementBody>>>> {
    let Some(user) = viewer else { return Ok(ok(Vec::new())) };
    let unlocked = learners::unlocked_achievements(state.reads(), user.id).await?;
    let data = unlocked
        .into_iter()
        .filter_map(|(id, at)| {
            let achievement = achievements::find(&id)?;
            let mut body = AchievementBody::unlocked_now(achievement);
            body.unlocked_at = Some(frontloop_domain::time::to_rfc3339(at));
            Some(body)
        })
        .collect();
    Ok(ok(data))
}
