//! Solutions: `GET /api/solutions/{id}` (public) and
//! `POST /api/solutions/{id}/checks` (the author runs the checks again).
//! The answer is the resource itself, without an envelope.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::{CheckKind, CheckStatus};
use frontloop_store::models::SolutionCheck;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::community::{AuthorBody, TaskSummaryBody};
use crate::app::checks::report::{RenderedReport, Report, ReportIssue};
use crate::app::solutions::{self, LinkSignature, SolutionView};
use crate::app::state::AppState;
use crate::error::{ApiPath, ApiQuery, ApiResult};
use crate::http::session::{CurrentUser, MaybeUser};

/// A completed challenge with its checks, report and score.
#[derive(Debug, Serialize, ToSchema)]
pub struct SolutionBody {
    pub id: i64,
    pub task: TaskSummaryBody,
    pub author: AuthorBody,
    /// The repository link the learner gave.
    pub github_repo_url: String,
    /// The live site link the learner gave.
    pub github_pages_url: String,
    /// RFC 3339.
    pub completed_at: String,
    /// Every check in the order they run.
    pub checks: Vec<CheckBody>,
    /// Whether every check has finished (passed, failed or error).
    pub checks_finished: bool,
    /// The audits whose findings these are: `rendered` (the page in a
    /// browser) when it ran, else `static` (the HTML as served).
    pub audits: Vec<String>,
    /// What the audits found, in page order.
    pub issues: Vec<ReportIssue>,
    /// The rendered audit: whether it ran, its console errors, failed and
    /// refused requests, and its screenshots; `null` before it ran.
    #[schema(required = true)]
    pub rendered: Option<RenderedReport>,
    /// 0-100; `null` until checked, or when no score is due (the
    /// repository is not the learner's own).
    #[schema(required = true)]
    pub score: Option<i64>,
    /// When the last run finished (RFC 3339).
    #[schema(required = true)]
    pub checked_at: Option<String>,
    /// Whether the viewer wrote it (and may run its checks again).
    pub is_owner: bool,
    /// When the author may run the checks again (RFC 3339): five minutes
    /// after the last run was asked for.
    pub rerun_available_at: String,
    /// The author's question to reviewers; `null` if they never asked.
    #[schema(required = true)]
    pub feedback_request: Option<FeedbackRequestState>,
    /// Reviews written on it.
    pub reviews_count: i64,
    /// `exp=…&sig=…` to append to the screenshot URLs: a link that opens
    /// them for an hour or two without a bearer token (an `<img>` sends
    /// none). Set only when they are not public (a private learner's or a
    /// hidden solution, seen by its owner or a moderator); `null` otherwise.
    #[schema(required = true)]
    pub screenshot_query: Option<String>,
}

/// A solution author's question to reviewers.
#[derive(Debug, Serialize, ToSchema)]
pub struct FeedbackRequestState {
    pub question: String,
    /// Whether reviews are wanted now (the author can close it).
    pub open: bool,
    /// When it was (last) opened, RFC 3339.
    pub created_at: String,
}

/// One check of a solution.
#[derive(Debug, Serialize, ToSchema)]
pub struct CheckBody {
    pub kind: CheckKind,
    pub status: CheckStatus,
    /// What it found, for the learner.
    pub detail: String,
    /// RFC 3339.
    pub updated_at: String,
}

impl From<SolutionCheck> for CheckBody {
    fn from(check: SolutionCheck) -> Self {
        CheckBody {
            kind: check.kind,
            status: check.status,
            detail: check.detail,
            updated_at: to_rfc3339(check.updated_at),
        }
    }
}

impl SolutionBody {
    /// The body of `view` as `viewer` sees it.
    pub fn new(view: SolutionView, viewer: Option<i64>) -> SolutionBody {
        let SolutionView { solution, screenshot_access } = view;
        let report = Report::from_stored(&solution.report);
        let checks_finished = !solution.checks.is_empty() && solution.checks.iter().all(|c| c.status.is_final());
        SolutionBody {
            id: solution.id,
            is_owner: viewer == Some(solution.author.id),
            task: solution.task.into(),
            author: solution.author.into(),
            github_repo_url: solution.repository_url,
            github_pages_url: solution.live_url,
            completed_at: to_rfc3339(solution.completed_at),
            checks: solution.checks.into_iter().map(CheckBody::from).collect(),
            checks_finished,
            audits: report.audits,
            issues: report.issues,
            rendered: report.rendered,
            score: solution.score,
            checked_at: solution.checked_at.map(to_rfc3339),
            rerun_available_at: to_rfc3339(solution.checks_requested_at + solutions::RERUN_INTERVAL),
            feedback_request: solution.feedback_request.map(|r| FeedbackRequestState {
                question: r.question,
                open: r.open,
                created_at: to_rfc3339(r.created_at),
            }),
            reviews_count: solution.reviews_count,
            screenshot_query: screenshot_access.map(|q| q.to_query()),
        }
    }
}

/// The `/api/solutions` routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_solution)).routes(routes!(rerun_checks)).routes(routes!(screenshot))
}

/// A solution with its checks, report and score (public).
#[utoipa::path(get, path = "/solutions/{id}", tag = "solutions",
    params(("id" = i64, Path, description = "The solution's id")),
    responses((status = 200, body = SolutionBody), (status = 404, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody)))]
pub async fn get_solution(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Json<SolutionBody>> {
    let view = solutions::view(state.solutions(), id, viewer.as_ref()).await?;
    Ok(Json(SolutionBody::new(view, viewer.map(|v| v.id))))
}

/// Runs the solution's checks again (its author only; once per 5 minutes
/// per solution and 30 times a day per learner). Answers 202 with every
/// check queued.
#[utoipa::path(post, path = "/solutions/{id}/checks", tag = "solutions", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The solution's id")),
    responses((status = 202, body = SolutionBody), (status = 401, body = crate::error::ErrorBody),
              (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn rerun_checks(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<(StatusCode, Json<SolutionBody>)> {
    let view = solutions::rerun_checks(state.solutions(), &user, id).await?;
    Ok((StatusCode::ACCEPTED, Json(SolutionBody::new(view, Some(user.id)))))
}

/// A signed link's query (`solution.screenshot_query`).
#[derive(Debug, Deserialize, IntoParams)]
pub struct ScreenshotQuery {
    /// When the link expires (Unix milliseconds).
    pub exp: Option<i64>,
    /// The link's signature.
    pub sig: Option<String>,
}

/// A screenshot of the solution's live page from its rendered audit:
/// `phone` (375 px wide), `tablet` (768), `desktop` (1440), each the full
/// page cut at 4,000 px, or `social` (1200×630). A PNG with an ETag that
/// moves with each run of the checks. A private learner's (or a hidden)
/// solution's screenshots answer only with the signed query of
/// `screenshot_query` (kept privately for five minutes), and 404 without.
#[utoipa::path(get, path = "/solutions/{id}/screenshots/{viewport}", tag = "solutions",
    params(("id" = i64, Path, description = "The solution's id"),
           ("viewport" = String, Path, description = "`phone`, `tablet`, `desktop` or `social`"),
           ScreenshotQuery),
    responses((status = 200, description = "The PNG", content_type = "image/png"),
              (status = 304, description = "Unchanged"), (status = 404, body = crate::error::ErrorBody),
              (status = 422, body = crate::error::ErrorBody)))]
pub async fn screenshot(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    ApiPath((id, viewport)): ApiPath<(i64, String)>,
    ApiQuery(query): ApiQuery<ScreenshotQuery>,
    headers: axum::http::HeaderMap,
) -> ApiResult<axum::response::Response> {
    let link = match (query.exp, query.sig.as_deref()) {
        (Some(expires_at), Some(signature)) => Some(LinkSignature { expires_at, signature }),
        _ => None,
    };
    let (shot, public) = solutions::screenshot(state.solutions(), id, &viewport, viewer.as_ref(), link).await?;
    let cache_control = if public { "public, max-age=300" } else { "private, max-age=300" };
    Ok(crate::http::web::media::respond(shot, &headers, cache_control))
}
