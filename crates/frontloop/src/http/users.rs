//! The signed-in user: `GET /api/users/profile`, `/api/users/progress` and
//! `/api/users/community-stats`.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Extension;
use axum::Json;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::{Difficulty, ProfileVisibility, Slug, Theme};
use frontloop_store::models::{ProgressEntry, User};
use serde::Serialize;
use utoipa::ToSchema;

use std::collections::BTreeSet;
use std::sync::Arc;

use chrono::NaiveDate;
use frontloop_domain::streak::{current_streak, longest_streak};
use frontloop_domain::time::now_millis;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::progress::ProgressBody;
use super::rendered::{self, Effort, SharedEncodings};
use super::time_zone::ClientTimeZone;
use crate::app::profile::ProgressTally;
use crate::app::queries::learners;
use crate::app::state::AppState;
use crate::error::ApiResult;
use crate::http::session::CurrentUser;

/// A user as the client sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserBody {
    pub id: i64,
    pub github_id: i64,
    pub login: String,
    #[schema(required = true)]
    pub name: Option<String>,
    /// Primary verified email on GitHub, if any.
    #[schema(required = true)]
    pub email: Option<String>,
    #[schema(required = true)]
    pub avatar_url: Option<String>,
    /// The user's GitHub profile page.
    pub html_url: String,
    /// First sign-in (RFC 3339).
    pub joined_at: String,
    /// Whether the user is a moderator (`FRONTLOOP_ADMINS`): the web app
    /// then links to `/admin`.
    pub is_moderator: bool,
    /// The theme the learner chose (docs/accounts.md): the web app applies
    /// it on every device they sign in on.
    pub theme: Theme,
    /// Who may see their portfolio and solutions.
    pub profile_visibility: ProfileVisibility,
}

impl UserBody {
    /// Shapes a user for the API.
    pub fn new(user: &User, state: &AppState) -> UserBody {
        UserBody {
            id: user.id,
            github_id: user.github_id,
            login: user.login.clone(),
            name: user.name.clone(),
            email: user.email.clone(),
            avatar_url: user.avatar_url.clone(),
            html_url: format!("{}/{}", state.config.github_oauth_url.trim_end_matches('/'), user.login),
            joined_at: to_rfc3339(user.created_at),
            is_moderator: crate::app::moderation::is_moderator(&state.moderators, user),
            theme: user.theme.parse().unwrap_or(Theme::System),
            profile_visibility: if user.is_private() { ProfileVisibility::Private } else { ProfileVisibility::Public },
        }
    }
}

/// The profile answer: `{ success, data }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileBody {
    pub success: bool,
    pub data: ProfileData,
}

/// The profile: the user, the web client's camelCase alias, progress figures and
/// the activity of the last 52 weeks.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileData {
    #[serde(flatten)]
    pub user: UserBody,
    /// Same as `joined_at` (the web client's name).
    #[serde(rename = "joinedAt")]
    pub joined_at_alias: String,
    /// The IANA zone days are counted in.
    pub time_zone: String,
    pub stats: ProgressStats,
    /// Days with completions in the last 52 weeks, oldest first.
    pub activity: Vec<ActivityDay>,
    /// Today in the learner's zone (`YYYY-MM-DD`).
    pub today: String,
}

/// Progress figures of a learner.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgressStats {
    pub completed: usize,
    pub in_progress: usize,
    pub saved: usize,
    /// Every record (saved, in progress, completed).
    pub total: usize,
    /// Completed over total records, as a rounded percentage.
    pub overall_progress: u32,
    /// Consecutive local days with a completion, ending today or yesterday.
    pub current_streak: u32,
    pub longest_streak: u32,
}

/// Completions on one local day.
#[derive(Debug, Serialize, ToSchema)]
pub struct ActivityDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub count: u32,
}

/// A progress record with its challenge.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgressEntryBody {
    #[serde(flatten)]
    pub record: ProgressBody,
    pub slug: Slug,
    pub title: String,
    pub tags: Vec<String>,
    pub difficulty: Difficulty,
    #[schema(required = true)]
    pub image_url: Option<String>,
}

/// A learner's community counts, named as the web client names them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommunityStatsBody {
    pub posts_count: i64,
    pub comments_count: i64,
    pub likes_given: i64,
    pub max_post_likes: i64,
    /// Distinct other learners who marked one of this learner's reviews
    /// helpful (docs/reviews.md).
    pub helped_users: i64,
}

/// Days of activity shown on the profile.
const ACTIVITY_DAYS: i64 = 52 * 7;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(profile)).routes(routes!(user_progress)).routes(routes!(community_stats))
}

/// The signed-in user's profile with progress figures and streaks,
/// counted in the learner's local days.
#[utoipa::path(get, path = "/users/profile", tag = "users", security(("bearer" = [])),
    params(("X-Time-Zone" = Option<String>, Header, description = "The learner's IANA time zone")),
    responses((status = 200, body = ProfileBody), (status = 401, body = crate::error::ErrorBody)))]
pub async fn profile(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    zone: ClientTimeZone,
) -> ApiResult<Json<ProfileBody>> {
    let zone = zone.for_reading(&user);
    let tally = progress_tally(&state, user.id).await?;
    let per_day = &tally.completions_per_day;
    let days: BTreeSet<NaiveDate> = per_day.keys().copied().collect();
    let today = zone.local(now_millis()).date();
    let first_day = today - chrono::Duration::days(ACTIVITY_DAYS - 1);
    let (completed, total) = (tally.completed, tally.total);
    let stats = ProgressStats {
        completed,
        in_progress: tally.in_progress,
        saved: tally.saved,
        total,
        overall_progress: if total == 0 { 0 } else { ((completed * 100) as f64 / total as f64).round() as u32 },
        current_streak: current_streak(&days, today),
        longest_streak: longest_streak(&days),
    };
    let activity = per_day
        .range(first_day..=today)
        .map(|(date, count)| ActivityDay { date: date.to_string(), count: *count })
        .collect();
    let body = UserBody::new(&user, &state);
    let joined_at_alias = body.joined_at.clone();
    Ok(Json(ProfileBody {
        success: true,
        data: ProfileData {
            user: body,
            joined_at_alias,
            time_zone: zone.name().to_owned(),
            stats,
            activity,
            today: today.to_string(),
        },
    }))
}

async fn progress_tally(state: &AppState, user_id: i64) -> ApiResult<Arc<ProgressTally>> {
    Ok(learners::progress_tally(state.reads(), user_id).await?)
}

/// Every progress record of the signed-in learner, with its challenge.
/// The rendering is kept per learner until their progress or the catalogue
/// changes (see `app::read_cache`).
#[utoipa::path(get, path = "/users/progress", tag = "users", security(("bearer" = [])),
    responses((status = 200, body = Vec<ProgressEntryBody>), (status = 401, body = crate::error::ErrorBody)))]
pub async fn user_progress(
    State(state): State<AppState>,
    Extension(encodings): SharedEncodings,
    CurrentUser(user): CurrentUser,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let entries = learners::progress_list(state.reads(), user.id).await?;
    let list = rendered::encoding(&encodings, &entries, Effort::Quick, |entries| progress_list_body(entries))?;
    Ok(rendered::respond_private(&list, &headers))
}

/// The body of `GET /api/users/progress`.
fn progress_list_body(entries: &[ProgressEntry]) -> Vec<ProgressEntryBody> {
    entries
        .iter()
        .cloned()
        .map(|e| ProgressEntryBody {
            record: ProgressBody::new(e.progress.task_id, Some(&e.progress)),
            slug: e.slug,
            title: e.title,
            tags: e.tags,
            difficulty: e.difficulty,
            image_url: e.image_url,
        })
        .collect()
}

/// The signed-in learner's community counts.
#[utoipa::path(get, path = "/users/community-stats", tag = "users", security(("bearer" = [])),
    responses((status = 200, body = CommunityStatsBody), (status = 401, body = crate::error::ErrorBody)))]
pub async fn community_stats(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<CommunityStatsBody>> {
    let stats = learners::community_stats(state.reads(), user.id).await?;
    Ok(Json(CommunityStatsBody {
        posts_count: stats.posts,
        comments_count: stats.comments,
        likes_given: stats.likes_given,
        max_post_likes: stats.max_post_likes,
        helped_users: stats.helped_users,
    }))
}
