//! Challenge progress: `GET` and `POST /api/progress/task/{taskId}`. The
//! state machine (domain `progress`) is enforced here and in the store's
//! transaction; the server sets every timestamp.

use axum::extract::State;
use axum::Json;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::web_url::WebUrl;
use frontloop_domain::ProgressStatus;
use frontloop_domain::Slug;
use frontloop_store::models::Progress;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::achievements::AchievementBody;
use super::time_zone::ClientTimeZone;
use crate::app::progress::{self, ProgressMove};
use crate::app::state::AppState;
use crate::error::{ApiError, ApiJson, ApiPath, ApiResult};
use crate::http::session::CurrentUser;

/// A learner's record on one challenge.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgressBody {
    pub task_id: i64,
    pub status: ProgressStatus,
    #[schema(required = true)]
    pub github_repo_url: Option<String>,
    #[schema(required = true)]
    pub github_pages_url: Option<String>,
    /// When the challenge was started (RFC 3339).
    #[schema(required = true)]
    pub created_at: Option<String>,
    /// When it was completed (RFC 3339).
    #[schema(required = true)]
    pub completion_date: Option<String>,
    #[schema(required = true)]
    pub updated_at: Option<String>,
    /// Achievements the change unlocked (announce each once).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unlocked_achievements: Vec<AchievementBody>,
    /// Learning paths the change completed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub completed_paths: Vec<CompletedPath>,
    /// The solution a completion made (`GET /api/solutions/{id}`).
    #[schema(required = true)]
    pub solution_id: Option<i64>,
    /// The solution's score (0-100) once its checks have run.
    #[schema(required = true)]
    pub score: Option<i64>,
}

/// A learning path just completed.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompletedPath {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
}

impl ProgressBody {
    /// The record of `progress`, or the not-started record of `task_id`.
    pub fn new(task_id: i64, progress: Option<&Progress>) -> ProgressBody {
        match progress {
            Some(p) => ProgressBody {
                task_id,
                status: p.status,
                github_repo_url: p.github_repo_url.clone(),
                github_pages_url: p.github_pages_url.clone(),
                created_at: p.started_at.or(p.saved_at).map(to_rfc3339),
                completion_date: p.completed_at.map(to_rfc3339),
                updated_at: Some(to_rfc3339(p.updated_at)),
                unlocked_achievements: Vec::new(),
                completed_paths: Vec::new(),
                solution_id: p.solution_id,
                score: p.score,
            },
            None => ProgressBody {
                task_id,
                status: ProgressStatus::NotStarted,
                github_repo_url: None,
                github_pages_url: None,
                created_at: None,
                completion_date: None,
                updated_at: None,
                unlocked_achievements: Vec::new(),
                completed_paths: Vec::new(),
                solution_id: None,
                score: None,
            },
        }
    }
}

/// Body of a progress change. Other fields are ignored. Its schema is
/// written out below: which fields are required depends on the status.
#[derive(Debug, Deserialize)]
pub struct ProgressRequest {
    /// The status to move to.
    pub status: String,
    /// Required when completing: an absolute http(s) URL.
    pub github_repo_url: Option<String>,
    /// Required when completing: an absolute http(s) URL.
    pub github_pages_url: Option<String>,
}

/// What the state machine accepts as a learner's link: an absolute http(s)
/// URL with a host name, at most 2,048 characters; white space around it is
/// ignored. The pattern admits only URLs the server takes (the server takes
/// a few more, such as IP addresses: those the fuzzer must not call valid).
const WEB_URL_PATTERN: &str =
    r"^\s*[Hh][Tt][Tt][Pp][Ss]?://([A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*(:[0-9]{1,4})?(/[!-~]*)?\s*$";

impl utoipa::PartialSchema for ProgressRequest {
    /// `oneOf`: a move to `not_started`, `saved` or `in_progress` (links
    /// ignored), or to `completed` with both links.
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, SchemaType, Type};
        let text_or_null = || ObjectBuilder::new().schema_type(SchemaType::from_iter([Type::String, Type::Null]));
        let web_url = |what: &str| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .max_length(Some(frontloop_domain::web_url::MAX_URL_LEN))
                .pattern(Some(WEB_URL_PATTERN))
                .description(Some(format!("{what}: an absolute http(s) URL")))
        };
        let moving = ObjectBuilder::new()
            .description(Some("Start, save for later or reset; the links are ignored."))
            .property("status", super::openapi::string_enum(&["not_started", "saved", "in_progress"]))
            .required("status")
            .property("github_repo_url", text_or_null())
            .property("github_pages_url", text_or_null());
        let completing = ObjectBuilder::new()
            .description(Some("Complete (from in_progress), with both links."))
            .property("status", super::openapi::string_enum(&["completed"]))
            .required("status")
            .property("github_repo_url", web_url("The repository"))
            .required("github_repo_url")
            .property("github_pages_url", web_url("The live demo"))
            .required("github_pages_url");
        OneOfBuilder::new().item(moving).item(completing).into()
    }
}

impl ToSchema for ProgressRequest {}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_progress, change_progress))
}

/// The signed-in learner's record on a challenge (`not_started` when none).
#[utoipa::path(get, path = "/progress/task/{task_id}", tag = "progress", security(("bearer" = [])),
    params(("task_id" = i64, Path, description = "Challenge id")),
    responses((status = 200, body = ProgressBody), (status = 401, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_progress(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(task_id): ApiPath<i64>,
) -> ApiResult<Json<ProgressBody>> {
    let progress = progress::progress(state.progress(), &user, task_id).await?;
    Ok(Json(ProgressBody::new(task_id, progress.as_ref())))
}

/// Moves the learner's record through the state machine: not_started →
/// in_progress or saved; saved → not_started or in_progress; in_progress →
/// completed (with both URLs) or not_started. Completed is final (409).
#[utoipa::path(post, path = "/progress/task/{task_id}", tag = "progress", security(("bearer" = [])),
    params(("task_id" = i64, Path, description = "Challenge id"),
           ("X-Time-Zone" = Option<String>, Header, description = "The learner's IANA time zone (the day a completion counts for)")),
    request_body = ProgressRequest,
    responses((status = 200, body = ProgressBody, links(
                  ("record" = (operation_id = "get_progress", parameters(("task_id" = "$request.path.task_id")))),
                  ("share" = (operation_id = "create_post",
                      request_body = json!({"content": "Work on this challenge", "taskId": "$response.body#/task_id"}))))),
              (status = 401, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody)))]
pub async fn change_progress(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    zone: ClientTimeZone,
    ApiPath(task_id): ApiPath<i64>,
    ApiJson(request): ApiJson<ProgressRequest>,
) -> ApiResult<Json<ProgressBody>> {
    let to: ProgressStatus = request.status.parse().map_err(|e: frontloop_domain::progress::UnknownStatus| {
        ApiError::invalid("status", e.to_string().trim_start_matches("status ").to_owned())
    })?;
    let to = if to == ProgressStatus::Completed {
        ProgressMove::Complete {
            repository: parse_url("github_repo_url", request.github_repo_url)?,
            live_site: parse_url("github_pages_url", request.github_pages_url)?,
        }
    } else {
        ProgressMove::To(to)
    };
    let outcome = progress::change_progress(state.progress(), &user, task_id, to, zone.0).await?;
    let mut body = ProgressBody::new(task_id, outcome.progress.as_ref());
    body.completed_paths = outcome
        .completed_paths
        .into_iter()
        .map(|path| CompletedPath { id: path.id, slug: path.slug, title: path.title })
        .collect();
    body.unlocked_achievements = outcome.unlocked.into_iter().map(AchievementBody::unlocked_now).collect();
    Ok(Json(body))
}

fn parse_url(field: &str, value: Option<String>) -> ApiResult<WebUrl> {
    WebUrl::parse(value.as_deref().unwrap_or_default()).map_err(|e| ApiError::invalid(field, e.to_string()))
}
