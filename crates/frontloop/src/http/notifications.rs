//! A learner's notifications (docs/reviews.md): `GET /api/notifications`,
//! `GET /api/notifications/unread-count` (ETag, 304), `POST
//! /api/notifications/{id}/read` and `POST /api/notifications/read-all`.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Json;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::NotificationKind;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::community::AuthorBody;
use super::cursor::{decode_pair, encode_pair};
use super::tasks::json_with_etag;
use crate::app::notifications::{self, Shown};
use crate::app::state::AppState;
use crate::error::{ApiError, ApiPath, ApiQuery, ApiResult, ErrorBody};
use crate::http::session::CurrentUser;

/// A notification as its learner reads it.
#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationBody {
    pub id: i64,
    pub kind: NotificationKind,
    /// The sentence to show, e.g. "Ana and 4 others liked your post about
    /// Card Layout".
    pub message: String,
    /// Where it leads: a path in the app.
    pub link: String,
    /// Who did it (the latest liker for grouped likes); `null` for
    /// achievements and checks.
    #[schema(required = true)]
    pub actor: Option<AuthorBody>,
    /// Learners who did it: likers for `post_likes`, else 1.
    pub count: i64,
    /// RFC 3339; for grouped likes, the latest like.
    pub created_at: String,
    pub read: bool,
}

impl From<Shown> for NotificationBody {
    fn from(shown: Shown) -> Self {
        let n = shown.notification;
        NotificationBody {
            id: n.id,
            kind: n.kind,
            message: shown.message,
            link: shown.link,
            actor: n.actor.map(AuthorBody::from),
            count: n.count,
            created_at: to_rfc3339(n.created_at),
            read: n.read,
        }
    }
}

/// A page of notifications, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationPage {
    pub items: Vec<NotificationBody>,
    /// Pass as `cursor` for the next page; `null` at the end.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
    /// Notifications not read yet, all pages together.
    pub unread_count: i64,
}

/// The unread count.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnreadCount {
    pub count: i64,
}

/// Notification page query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NotificationQuery {
    /// `next_cursor` of the previous page, as given (empty: the first
    /// page; any other text answers 400 `invalid_cursor`).
    cursor: Option<String>,
}

/// The `/api/notifications` routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_notifications))
        .routes(routes!(unread_count))
        .routes(routes!(mark_read))
        .routes(routes!(mark_all_read))
}

/// The viewer's notifications, newest first, 20 a page, with the unread
/// count.
#[utoipa::path(get, path = "/notifications", tag = "notifications", security(("bearer" = [])),
    params(NotificationQuery),
    responses((status = 200, body = NotificationPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn list_notifications(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiQuery(query): ApiQuery<NotificationQuery>,
) -> ApiResult<Json<NotificationPage>> {
    let after = query.cursor.as_deref().filter(|c| !c.is_empty()).map(|c| decode_pair("n", c)).transpose()?;
    let (items, next, unread_count) = notifications::page(state.notifications(), &user, after).await?;
    Ok(Json(NotificationPage {
        items: items.into_iter().map(NotificationBody::from).collect(),
        next_cursor: next.map(|pair| encode_pair("n", pair)),
        unread_count,
    }))
}

/// How many notifications the viewer has not read, with an ETag: 304 when
/// `If-None-Match` still holds. One statement; the header polls it.
#[utoipa::path(get, path = "/notifications/unread-count", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = UnreadCount), (status = 304, description = "Unchanged"),
              (status = 401, body = ErrorBody)))]
pub async fn unread_count(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let count = notifications::unread(state.notifications(), &user).await?;
    let body = serde_json::to_vec(&UnreadCount { count }).map_err(|e| ApiError::Internal(e.into()))?;
    Ok(json_with_etag(&headers, body))
}

/// Marks one of the viewer's notifications read.
#[utoipa::path(post, path = "/notifications/{id}/read", tag = "notifications", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The notification's id")),
    responses((status = 204, description = "Read"), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn mark_read(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<StatusCode> {
    notifications::mark_read(state.notifications(), &user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Marks every notification of the viewer read.
#[utoipa::path(post, path = "/notifications/read-all", tag = "notifications", security(("bearer" = [])),
    responses((status = 204, description = "Read"), (status = 401, body = ErrorBody)))]
pub async fn mark_all_read(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<StatusCode> {
    notifications::mark_all_read(state.notifications(), &user).await?;
    Ok(StatusCode::NO_CONTENT)
}
