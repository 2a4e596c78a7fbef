//! The learner's account (docs/accounts.md): `GET`/`PATCH
//! /api/users/settings`, `GET /api/users/export`, `DELETE /api/users/me`,
//! and anyone's `GET /api/users/{login}/portfolio`.

use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::{ProfileVisibility, Theme};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::users::ActivityDay;
use crate::app::accounts::{self, Portfolio, Settings, SettingsInput};
use crate::app::state::AppState;
use crate::error::{ApiError, ApiJson, ApiPath, ApiResult, ErrorBody};
use crate::http::session::{CurrentUser, MaybeUser};

/// Longest excerpt of a post or review in a portfolio, in characters.
const EXCERPT_CHARS: usize = 200;

/// The account's routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_settings, update_settings))
        .routes(routes!(export))
        .routes(routes!(delete_account))
        .routes(routes!(portfolio))
}

/// The learner's settings.
#[derive(Debug, Serialize, ToSchema)]
pub struct SettingsBody {
    pub profile_visibility: ProfileVisibility,
    pub theme: Theme,
    /// The IANA zone days are counted in.
    pub time_zone: String,
    /// True while the zone follows the browser's (`X-Time-Zone`); false
    /// once the learner chose one.
    pub time_zone_detected: bool,
    /// The GitHub email digests go to, if any.
    #[schema(required = true)]
    pub email: Option<String>,
    /// Whether the daily digest of unread notifications is sent.
    pub email_digest: bool,
}

impl From<Settings> for SettingsBody {
    fn from(s: Settings) -> SettingsBody {
        SettingsBody {
            profile_visibility: s.profile_visibility,
            theme: s.theme,
            time_zone: s.time_zone,
            time_zone_detected: s.time_zone_detected,
            email: s.email,
            email_digest: s.email_digest,
        }
    }
}

/// A change of settings: any of the fields; those left out keep their value.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SettingsRequest {
    pub profile_visibility: Option<ProfileVisibility>,
    pub theme: Option<Theme>,
    /// An IANA zone to count days in (the browser's zone is then no longer
    /// taken).
    #[schema(max_length = 64)]
    pub time_zone: Option<String>,
    /// `true`: follow the browser's zone again.
    pub time_zone_detected: Option<bool>,
    pub email_digest: Option<bool>,
}

/// The learner's settings.
#[utoipa::path(get, path = "/users/settings", tag = "users", security(("bearer" = [])),
    responses((status = 200, body = SettingsBody), (status = 401, body = ErrorBody)))]
pub async fn get_settings(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<SettingsBody>> {
    Ok(Json(accounts::settings(state.accounts(), &user).await?.into()))
}

/// Changes the learner's settings: profile visibility, theme, time zone,
/// the email digest.
#[utoipa::path(patch, path = "/users/settings", tag = "users", security(("bearer" = [])), request_body = SettingsRequest,
    responses((status = 200, body = SettingsBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn update_settings(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<SettingsRequest>,
) -> ApiResult<Json<SettingsBody>> {
    if request.time_zone.as_ref().is_some_and(|zone| zone.len() > 64) {
        return Err(ApiError::invalid("time_zone", "is not a known time zone"));
    }
    let input = SettingsInput {
        profile_visibility: request.profile_visibility,
        theme: request.theme,
        time_zone: request.time_zone,
        time_zone_detected: request.time_zone_detected,
        email_digest: request.email_digest,
    };
    Ok(Json(accounts::update_settings(state.accounts(), &user, input).await?.into()))
}

/// Everything Frontloop holds about the learner, as a JSON file to keep:
/// profile, progress, solutions and their reports, posts, comments, likes
/// given, reviews, enrollments and ratings, achievements, notifications,
/// sessions' times, reports and blocks.
#[utoipa::path(get, path = "/users/export", tag = "users", security(("bearer" = [])),
    responses((status = 200, description = "The export (`Content-Disposition: attachment`)", content_type = "application/json",
               body = Object), (status = 401, body = ErrorBody)))]
pub async fn export(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Response> {
    let document = accounts::export(state.accounts(), &user).await?;
    let json = serde_json::to_vec_pretty(&document).map_err(|e| ApiError::Internal(e.into()))?;
    // The login is [A-Za-z0-9-] on GitHub; anything else is left out of the name.
    let login: String = user.login.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"frontloop-{login}.json\""))
        .unwrap_or_else(|_| HeaderValue::from_static("attachment; filename=\"frontloop.json\""));
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("application/json")),
            (header::CONTENT_DISPOSITION, disposition),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        json,
    )
        .into_response())
}

/// The deletion's confirmation.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeleteAccountRequest {
    /// The learner's login, typed to confirm (case does not matter).
    #[schema(max_length = 100)]
    pub confirm_login: String,
}

/// Deletes the learner's account at once: sessions, progress, solutions,
/// likes, enrollments, ratings, notifications, posts, comments and reviews
/// (docs/accounts.md). A later GitHub sign-in starts a new account.
#[utoipa::path(delete, path = "/users/me", tag = "users", security(("bearer" = [])), request_body = DeleteAccountRequest,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn delete_account(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<DeleteAccountRequest>,
) -> ApiResult<StatusCode> {
    accounts::delete_account(state.accounts(), &user, &request.confirm_login).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Who a portfolio belongs to.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioUserBody {
    /// The current login (a renamed learner's page answers under the old
    /// one too).
    pub login: String,
    #[schema(required = true)]
    pub name: Option<String>,
    #[schema(required = true)]
    pub avatar_url: Option<String>,
    /// Their GitHub profile.
    pub html_url: String,
    /// First sign-in (RFC 3339).
    pub joined_at: String,
}

/// A portfolio's figures.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioStatsBody {
    pub completed: usize,
    pub current_streak: u32,
    pub longest_streak: u32,
}

/// An unlocked achievement on a portfolio.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioAchievementBody {
    pub id: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    /// An emoji.
    pub icon: &'static str,
    pub colour: &'static str,
    pub unlocked_at: String,
}

/// A completed solution on a portfolio.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioSolutionBody {
    pub id: i64,
    pub task_slug: String,
    pub task_title: String,
    #[schema(required = true)]
    pub task_image_url: Option<String>,
    pub difficulty: String,
    #[schema(required = true)]
    pub score: Option<i64>,
    pub live_url: String,
    pub repository_url: String,
    /// The rendered audit's desktop screenshot, when there is one.
    #[schema(required = true)]
    pub screenshot_url: Option<String>,
    pub completed_at: String,
}

/// A community post on a portfolio.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioPostBody {
    pub id: i64,
    pub task_title: String,
    pub task_slug: String,
    /// The first 200 characters.
    pub excerpt: String,
    pub likes_count: i64,
    pub comments_count: i64,
    pub created_at: String,
}

/// A review the learner gave, on their portfolio.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioReviewBody {
    pub id: i64,
    pub solution_id: i64,
    pub task_title: String,
    /// The reviewed solution's author.
    pub author_login: String,
    /// The first 200 characters.
    pub excerpt: String,
    pub created_at: String,
}

/// A learner's public page.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioBody {
    pub user: PortfolioUserBody,
    /// Whether the viewer is this learner.
    pub is_owner: bool,
    pub profile_visibility: ProfileVisibility,
    pub stats: PortfolioStatsBody,
    /// Days with completions in the last 52 weeks, oldest first.
    pub activity: Vec<ActivityDay>,
    /// Today in the learner's zone (`YYYY-MM-DD`).
    pub today: String,
    /// Oldest first.
    pub achievements: Vec<PortfolioAchievementBody>,
    /// Newest first.
    pub solutions: Vec<PortfolioSolutionBody>,
    /// The 10 newest.
    pub posts: Vec<PortfolioPostBody>,
    /// The 10 newest given.
    pub reviews: Vec<PortfolioReviewBody>,
}

impl PortfolioBody {
    fn new(p: Portfolio, state: &AppState) -> PortfolioBody {
        let github = state.config.github_oauth_url.trim_end_matches('/');
        PortfolioBody {
            user: PortfolioUserBody {
                html_url: format!("{github}/{}", p.user.login),
                login: p.user.login.clone(),
                name: p.user.name.clone(),
                avatar_url: p.user.avatar_url.clone(),
                joined_at: to_rfc3339(p.user.created_at),
            },
            is_owner: p.is_owner,
            profile_visibility: if p.user.is_private() {
                ProfileVisibility::Private
            } else {
                ProfileVisibility::Public
            },
            stats: PortfolioStatsBody {
                completed: p.completed,
                current_streak: p.current_streak,
                longest_streak: p.longest_streak,
            },
            activity: p
                .activity
                .iter()
                .map(|(date, count)| ActivityDay { date: date.to_string(), count: *count })
                .collect(),
            today: p.today.to_string(),
            achievements: p
                .achievements
                .iter()
                .map(|(a, at)| PortfolioAchievementBody {
                    id: a.id,
                    title: a.title,
                    description: a.description,
                    icon: a.icon,
                    colour: a.colour,
                    unlocked_at: to_rfc3339(*at),
                })
                .collect(),
            solutions: p
                .lists
                .solutions
                .into_iter()
                .map(|s| PortfolioSolutionBody {
                    screenshot_url: (s.has_screenshot != 0).then(|| {
                        let path = format!("/api/solutions/{}/screenshots/desktop", s.id);
                        match p.screenshot_queries.get(&s.id) {
                            Some(query) => format!("{path}?{query}"),
                            None => path,
                        }
                    }),
                    id: s.id,
                    task_slug: s.task_slug,
                    task_title: s.task_title,
                    task_image_url: s.task_image_url,
                    difficulty: s.difficulty,
                    score: s.score,
                    live_url: s.live_url,
                    repository_url: s.repository_url,
                    completed_at: to_rfc3339(s.completed_at),
                })
                .collect(),
            posts: p
                .lists
                .posts
                .into_iter()
                .map(|post| PortfolioPostBody {
                    id: post.id,
                    task_title: post.task_title,
                    task_slug: post.task_slug,
                    excerpt: excerpt(&post.content),
                    likes_count: post.likes_count,
                    comments_count: post.comments_count,
                    created_at: to_rfc3339(post.created_at),
                })
                .collect(),
            reviews: p
                .lists
                .reviews
                .into_iter()
                .map(|r| PortfolioReviewBody {
                    id: r.id,
                    solution_id: r.solution_id,
                    task_title: r.task_title,
                    author_login: r.author_login,
                    excerpt: excerpt(&r.body),
                    created_at: to_rfc3339(r.created_at),
                })
                .collect(),
        }
    }
}

/// The first [`EXCERPT_CHARS`] characters, with "…" when cut.
fn excerpt(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", text[..cut].trim_end()),
        None => text.to_owned(),
    }
}

/// A learner's public portfolio. 404 for an unknown login, a private
/// learner (to anyone but them), a suspended one. A renamed learner's old
/// login answers their page, under the new login.
#[utoipa::path(get, path = "/users/{login}/portfolio", tag = "users",
    params(("login" = String, Path, description = "Their GitHub login")),
    responses((status = 200, body = PortfolioBody), (status = 404, body = ErrorBody)))]
pub async fn portfolio(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    ApiPath(login): ApiPath<String>,
) -> ApiResult<Json<PortfolioBody>> {
    let portfolio = accounts::portfolio(state.accounts(), &login, viewer.as_ref()).await?;
    Ok(Json(PortfolioBody::new(portfolio, &state)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_cut_at_two_hundred_characters() {
        assert_eq!(excerpt("  short  "), "short");
        let long = "é".repeat(250);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), EXCERPT_CHARS + 1);
        assert!(cut.ends_with('…'));
        assert_eq!(excerpt(&"a".repeat(EXCERPT_CHARS)), "a".repeat(EXCERPT_CHARS));
    }
}
