//! Challenges (called tasks in the API and the web client).

use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use axum::Json;
use frontloop_domain::{Difficulty, Slug};
use frontloop_store::models::Task;
use serde::Serialize;
use utoipa::ToSchema;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::encoded::strong_etag;
use super::rendered;
use super::rendered::{Effort, SharedEncodings};
use crate::app::queries::catalogue::{self, Challenge};
use crate::app::state::AppState;
use crate::error::{ApiPath, ApiResult};
use frontloop_checks::stories::Verification;

/// A challenge as the client sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaskBody {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    /// One sentence for cards, link previews and search engines.
    pub summary: String,
    /// The Markdown brief.
    pub description: String,
    pub difficulty: Difficulty,
    pub tags: Vec<String>,
    /// Relative to the product's origin, or absolute.
    #[schema(required = true)]
    pub image_url: Option<String>,
    /// The challenge left the catalogue: its page says it was retired and
    /// it takes no new progress; learners' records, solutions and posts
    /// about it stay.
    pub archived: bool,
}

impl From<Task> for TaskBody {
    fn from(task: Task) -> Self {
        TaskBody {
            id: task.id,
            slug: task.slug,
            title: task.title,
            summary: task.summary,
            description: task.description,
            difficulty: task.difficulty,
            tags: task.tags,
            image_url: task.image_url,
            archived: task.archived,
        }
    }
}

/// One challenge with its user stories: the brief's acceptance criteria as
/// the checks that verify them on a solution's live site (docs/checks.md).
#[derive(Debug, Serialize, ToSchema)]
pub struct ChallengeBody {
    #[serde(flatten)]
    pub task: TaskBody,
    /// Every acceptance criterion's stories, in the brief's order.
    pub stories: Vec<StoryBody>,
}

/// A user story of a challenge and how a solution is checked against it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StoryBody {
    /// Stable, unique in the challenge.
    pub id: String,
    /// The acceptance-criteria bullet it covers, from 1.
    pub criterion: u32,
    /// One line, for learners.
    pub story: String,
    /// Needed for **Verified**; an advisory story is reported only.
    pub required: bool,
    /// Whether a browser checks it on the learner's live site.
    pub verifiable: bool,
    /// Why a machine cannot judge it, when it cannot.
    #[schema(required = true)]
    pub not_verifiable_reason: Option<String>,
}

impl From<Challenge> for ChallengeBody {
    fn from(challenge: Challenge) -> Self {
        let stories = challenge
            .checks
            .into_iter()
            .map(|check| StoryBody {
                verifiable: check.verifiable(),
                not_verifiable_reason: match check.verification {
                    Verification::NotVerifiable { reason } => Some(reason),
                    Verification::Steps { .. } => None,
                },
                id: check.id,
                criterion: check.criterion,
                story: check.story,
                required: check.required,
            })
            .collect();
        ChallengeBody { task: challenge.task.into(), stories }
    }
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_tasks)).routes(routes!(task_by_slug)).routes(routes!(task_by_id))
}

/// One challenge by its slug.
#[utoipa::path(get, path = "/tasks/by-slug/{slug}", tag = "tasks",
    params(("slug" = String, Path, description = "Challenge slug")),
    responses((status = 200, body = ChallengeBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn task_by_slug(
    State(state): State<AppState>,
    ApiPath(slug): ApiPath<String>,
) -> ApiResult<Json<ChallengeBody>> {
    let challenge = catalogue::challenge_by_slug(state.reads(), &slug).await?;
    Ok(Json(challenge.into()))
}

/// One challenge by its id.
#[utoipa::path(get, path = "/tasks/{id}", tag = "tasks",
    params(("id" = i64, Path, description = "Challenge id")),
    responses((status = 200, body = ChallengeBody), (status = 400, body = crate::error::ErrorBody),
              (status = 404, body = crate::error::ErrorBody)))]
pub async fn task_by_id(State(state): State<AppState>, ApiPath(id): ApiPath<i64>) -> ApiResult<Json<ChallengeBody>> {
    let challenge = catalogue::challenge_by_id(state.reads(), id).await?;
    Ok(Json(challenge.into()))
}

/// Every challenge, descriptions included (the client searches them).
/// Answers 304 when the client's `If-None-Match` still holds.
#[utoipa::path(get, path = "/tasks", tag = "tasks",
    responses((status = 200, body = Vec<TaskBody>, links(
                  ("task" = (operation_id = "task_by_id", parameters(("id" = "$response.body#/0/id")))),
                  ("progress" = (operation_id = "change_progress", parameters(("task_id" = "$response.body#/0/id")))))),
              (status = 304, description = "Unchanged since the given ETag")))]
pub async fn list_tasks(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let tasks = catalogue::task_list(state.reads()).await?;
    let to_body = |tasks: &Vec<Task>| tasks.iter().cloned().map(TaskBody::from).collect::<Vec<_>>();
    let list = rendered::encoding(&encodings, &tasks, Effort::Thorough, to_body)?;
    Ok(rendered::respond(&list, &headers))
}

/// A JSON answer with a strong ETag of its bytes, or 304 when it matches.
pub fn json_with_etag(headers: &HeaderMap, body: Vec<u8>) -> Response {
    let etag = strong_etag(&body);
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|tag| tag.trim().trim_start_matches("W/") == etag));
    let common = [(header::ETAG, etag), (header::CACHE_CONTROL, "no-cache".to_owned())];
    if matches {
        (StatusCode::NOT_MODIFIED, common).into_response()
    } else {
        (common, [(header::CONTENT_TYPE, "application/json")], body).into_response()
    }
}
