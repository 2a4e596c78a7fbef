//! Trust and safety (docs/moderation.md): `POST /api/reports`, the
//! learner's blocks under `/api/blocks`, and the moderators' `/api/admin/…`
//! (each refused with 403 to everyone else by the use case it calls).

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use frontloop_domain::time::to_rfc3339;
use frontloop_domain::{ItemType, ModerationAction, ReportReason};
use frontloop_store::models::{
    BlockedUser, ItemDecision, LogEntry, ReportCursor, ReportEntry, ReportedItem, Suspension,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::community::AuthorBody;
use super::cursor::{bad_cursor, decode_cursor, decode_pair, encode_cursor, encode_pair};
use crate::app::moderation::{self, REPORT_THANKS};
use crate::app::state::AppState;
use crate::error::{ApiJson, ApiPath, ApiQuery, ApiResult, ErrorBody};
use crate::http::session::CurrentUser;

/// The routes of reports, blocks and moderation.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(report))
        .routes(routes!(list_blocks, block))
        .routes(routes!(unblock))
        .routes(routes!(report_queue))
        .routes(routes!(hide_item))
        .routes(routes!(restore_item))
        .routes(routes!(delete_item))
        .routes(routes!(suspensions))
        .routes(routes!(suspend))
        .routes(routes!(reinstate))
        .routes(routes!(moderation_log))
}

/// A learner's report.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReportRequest {
    item_type: ItemType,
    item_id: i64,
    reason: ReportReason,
    #[schema(schema_with = report_details_schema)]
    #[serde(default)]
    details: Option<String>,
}

fn report_details_schema() -> utoipa::openapi::Object {
    let max = frontloop_domain::limits::MAX_REPORT_DETAILS_CHARS;
    super::openapi::optional_text(max, "What is wrong; required (not blank) when `reason` is `other`.")
}

fn reason_schema() -> utoipa::openapi::Object {
    super::openapi::required_text(frontloop_domain::limits::MAX_MODERATION_REASON_CHARS, "Kept in the audit log; ")
}

/// What the reporter reads.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportAccepted {
    /// "Thanks, a moderator will look at it"
    pub message: String,
}

/// Reports a post, comment, review or solution: once per item, never one's
/// own, 20 a day. The author is told nothing.
#[utoipa::path(post, path = "/reports", tag = "moderation", security(("bearer" = [])), request_body = ReportRequest,
    responses((status = 201, body = ReportAccepted), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 429, body = ErrorBody)))]
pub async fn report(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<ReportRequest>,
) -> ApiResult<(StatusCode, Json<ReportAccepted>)> {
    moderation::report(
        state.moderation(),
        &user,
        request.item_type,
        request.item_id,
        request.reason,
        request.details.as_deref(),
    )
    .await?;
    Ok((StatusCode::CREATED, Json(ReportAccepted { message: REPORT_THANKS.into() })))
}

/// A learner the viewer blocked.
#[derive(Debug, Serialize, ToSchema)]
pub struct BlockedBody {
    pub login: String,
    /// Display name (the login when GitHub has none).
    pub name: String,
    #[schema(required = true)]
    pub avatar_url: Option<String>,
    /// RFC 3339.
    pub blocked_at: String,
}

impl From<BlockedUser> for BlockedBody {
    fn from(blocked: BlockedUser) -> Self {
        let author = AuthorBody::from(blocked.user);
        BlockedBody {
            login: author.login,
            name: author.name,
            avatar_url: author.avatar_url,
            blocked_at: to_rfc3339(blocked.blocked_at),
        }
    }
}

/// Whom the viewer blocked, the latest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct BlockList {
    pub items: Vec<BlockedBody>,
}

/// Whom to block.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BlockRequest {
    /// Their GitHub login.
    #[schema(min_length = 1, max_length = 39)]
    login: String,
}

/// Whom the viewer blocked.
#[utoipa::path(get, path = "/blocks", tag = "moderation", security(("bearer" = [])),
    responses((status = 200, body = BlockList), (status = 401, body = ErrorBody)))]
pub async fn list_blocks(State(state): State<AppState>, CurrentUser(user): CurrentUser) -> ApiResult<Json<BlockList>> {
    let items = moderation::blocked(state.moderation(), &user).await?.into_iter().map(BlockedBody::from).collect();
    Ok(Json(BlockList { items }))
}

/// Blocks a learner: their posts, comments and reviews disappear for the
/// viewer; they can no longer comment on the viewer's posts, review their
/// solutions or see their feedback requests. Blocking twice is fine.
#[utoipa::path(post, path = "/blocks", tag = "moderation", security(("bearer" = [])), request_body = BlockRequest,
    responses((status = 204, description = "Blocked"), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn block(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(request): ApiJson<BlockRequest>,
) -> ApiResult<StatusCode> {
    moderation::block(state.moderation(), &user, request.login.trim()).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Unblocks a learner (one not blocked is fine).
#[utoipa::path(delete, path = "/blocks/{login}", tag = "moderation", security(("bearer" = [])),
    params(("login" = String, Path, description = "Their GitHub login")),
    responses((status = 204, description = "Unblocked"), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn unblock(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(login): ApiPath<String>,
) -> ApiResult<StatusCode> {
    moderation::unblock(state.moderation(), &user, &login).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// One open report.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportBody {
    pub reason: ReportReason,
    #[schema(required = true)]
    pub details: Option<String>,
    pub reporter: AuthorBody,
    /// RFC 3339.
    pub created_at: String,
}

impl From<ReportEntry> for ReportBody {
    fn from(entry: ReportEntry) -> Self {
        ReportBody {
            reason: entry.reason,
            details: entry.details,
            reporter: entry.reporter.into(),
            created_at: to_rfc3339(entry.created_at),
        }
    }
}

/// An item with open reports, in context.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportedItemBody {
    pub item_type: ItemType,
    pub item_id: i64,
    /// Hidden now (by a moderator or by reports).
    pub hidden: bool,
    pub author: AuthorBody,
    pub author_suspended: bool,
    /// Its text, at most 300 characters (a solution: its live URL).
    pub excerpt: String,
    /// What it is, e.g. "Comment on a post about Pixel Card".
    pub context: String,
    /// The page it is on.
    pub url: String,
    /// RFC 3339.
    pub first_reported_at: String,
    /// Its open reports, oldest first.
    pub reports: Vec<ReportBody>,
}

impl From<ReportedItem> for ReportedItemBody {
    fn from(item: ReportedItem) -> Self {
        let title = &item.task_title;
        let (context, url) = match item.item_type {
            ItemType::Post => (format!("Post on {title}"), format!("/community/posts/{}", item.parent_id)),
            ItemType::Comment => {
                (format!("Comment on a post about {title}"), format!("/community/posts/{}", item.parent_id))
            }
            ItemType::Review => (format!("Review of a solution of {title}"), format!("/solutions/{}", item.parent_id)),
            ItemType::Solution => (format!("Solution of {title}"), format!("/solutions/{}", item.parent_id)),
        };
        ReportedItemBody {
            item_type: item.item_type,
            item_id: item.item_id,
            hidden: item.hidden,
            author: item.author.into(),
            author_suspended: item.author_suspended,
            excerpt: frontloop_domain::moderation::excerpt(&item.text),
            context,
            url,
            first_reported_at: to_rfc3339(item.first_reported_at),
            reports: item.reports.into_iter().map(ReportBody::from).collect(),
        }
    }
}

/// A page of the report queue.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportQueuePage {
    pub items: Vec<ReportedItemBody>,
    /// Pass as `cursor` for the next page; `null` at the end.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

/// A page query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CursorQuery {
    /// `next_cursor` of the previous page, as given (empty: the first
    /// page; any other text answers 400 `invalid_cursor`).
    cursor: Option<String>,
}

fn encode_report_cursor(cursor: &ReportCursor) -> String {
    encode_cursor(format!("q:{}.{}:{}", cursor.first_reported_at, cursor.item_type, cursor.item_id))
}

fn decode_report_cursor(text: &str) -> ApiResult<ReportCursor> {
    let (kind, key, item_id) = decode_cursor(text)?;
    let (at, item_type) = key.split_once('.').ok_or_else(bad_cursor)?;
    if kind != "q" {
        return Err(bad_cursor());
    }
    Ok(ReportCursor {
        first_reported_at: at.parse().map_err(|_| bad_cursor())?,
        item_type: item_type.parse().map_err(|_| bad_cursor())?,
        item_id,
    })
}

/// Items with open reports, the oldest first report first, 20 a page
/// (moderators only).
#[utoipa::path(get, path = "/admin/reports", tag = "moderation", security(("bearer" = [])), params(CursorQuery),
    responses((status = 200, body = ReportQueuePage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
pub async fn report_queue(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiQuery(query): ApiQuery<CursorQuery>,
) -> ApiResult<Json<ReportQueuePage>> {
    moderation::require_moderator(state.moderation(), &user)?;
    let after = query.cursor.as_deref().filter(|c| !c.is_empty()).map(decode_report_cursor).transpose()?;
    let (items, next) = moderation::report_queue(state.moderation(), &user, after).await?;
    Ok(Json(ReportQueuePage {
        items: items.into_iter().map(ReportedItemBody::from).collect(),
        next_cursor: next.as_ref().map(encode_report_cursor),
    }))
}

/// Why a moderator acts.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReasonRequest {
    #[schema(schema_with = reason_schema)]
    reason: String,
}

/// The item a moderator acts on.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct ItemPath {
    /// `post`, `comment`, `review` or `solution`.
    item_type: ItemType,
    item_id: i64,
}

async fn decide(
    state: &AppState,
    user: &frontloop_store::models::User,
    path: ItemPath,
    decision: ItemDecision,
    reason: &str,
) -> ApiResult<StatusCode> {
    moderation::decide(state.moderation(), user, path.item_type, path.item_id, decision, reason).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Hides an item from everyone but its author and moderators, closing its
/// open reports (moderators only).
#[utoipa::path(post, path = "/admin/items/{item_type}/{item_id}/hide", tag = "moderation", security(("bearer" = [])),
    params(ItemPath), request_body = ReasonRequest,
    responses((status = 204, description = "Hidden"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn hide_item(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(path): ApiPath<ItemPath>,
    ApiJson(request): ApiJson<ReasonRequest>,
) -> ApiResult<StatusCode> {
    decide(&state, &user, path, ItemDecision::Hide, &request.reason).await
}

/// Shows an item again, closing its open reports (moderators only).
#[utoipa::path(post, path = "/admin/items/{item_type}/{item_id}/restore", tag = "moderation", security(("bearer" = [])),
    params(ItemPath), request_body = ReasonRequest,
    responses((status = 204, description = "Restored"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn restore_item(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(path): ApiPath<ItemPath>,
    ApiJson(request): ApiJson<ReasonRequest>,
) -> ApiResult<StatusCode> {
    decide(&state, &user, path, ItemDecision::Restore, &request.reason).await
}

/// Deletes a post, comment or review for good (a solution answers 409:
/// hide it instead). Moderators only.
#[utoipa::path(post, path = "/admin/items/{item_type}/{item_id}/delete", tag = "moderation", security(("bearer" = [])),
    params(ItemPath), request_body = ReasonRequest,
    responses((status = 204, description = "Deleted"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn delete_item(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(path): ApiPath<ItemPath>,
    ApiJson(request): ApiJson<ReasonRequest>,
) -> ApiResult<StatusCode> {
    decide(&state, &user, path, ItemDecision::Delete, &request.reason).await
}

/// A suspended learner.
#[derive(Debug, Serialize, ToSchema)]
pub struct SuspensionBody {
    pub login: String,
    pub name: String,
    #[schema(required = true)]
    pub avatar_url: Option<String>,
    /// RFC 3339.
    pub suspended_at: String,
    pub reason: String,
}

impl From<Suspension> for SuspensionBody {
    fn from(suspension: Suspension) -> Self {
        let user = AuthorBody::from(suspension.user);
        SuspensionBody {
            login: user.login,
            name: user.name,
            avatar_url: user.avatar_url,
            suspended_at: to_rfc3339(suspension.suspended_at),
            reason: suspension.reason,
        }
    }
}

/// Suspended learners, the latest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct SuspensionList {
    pub items: Vec<SuspensionBody>,
}

/// Who is suspended (moderators only).
#[utoipa::path(get, path = "/admin/suspensions", tag = "moderation", security(("bearer" = [])),
    responses((status = 200, body = SuspensionList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn suspensions(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<SuspensionList>> {
    let items =
        moderation::suspensions(state.moderation(), &user).await?.into_iter().map(SuspensionBody::from).collect();
    Ok(Json(SuspensionList { items }))
}

/// Suspends a learner: their sessions end at once, their sign-in is
/// refused and their content hidden until reinstated (moderators only; not
/// oneself, not another moderator).
#[utoipa::path(post, path = "/admin/users/{login}/suspend", tag = "moderation", security(("bearer" = [])),
    params(("login" = String, Path, description = "Their GitHub login")), request_body = ReasonRequest,
    responses((status = 204, description = "Suspended"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn suspend(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(login): ApiPath<String>,
    ApiJson(request): ApiJson<ReasonRequest>,
) -> ApiResult<StatusCode> {
    moderation::set_suspended(state.moderation(), &user, &login, true, &request.reason).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Lifts a suspension (moderators only).
#[utoipa::path(post, path = "/admin/users/{login}/reinstate", tag = "moderation", security(("bearer" = [])),
    params(("login" = String, Path, description = "Their GitHub login")), request_body = ReasonRequest,
    responses((status = 204, description = "Reinstated"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn reinstate(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiPath(login): ApiPath<String>,
    ApiJson(request): ApiJson<ReasonRequest>,
) -> ApiResult<StatusCode> {
    moderation::set_suspended(state.moderation(), &user, &login, false, &request.reason).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// An entry of the audit log.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogEntryBody {
    pub id: i64,
    /// Who acted; `null` for an automatic hide by reports.
    #[schema(required = true)]
    pub moderator: Option<String>,
    pub action: ModerationAction,
    #[schema(required = true)]
    pub item_type: Option<ItemType>,
    #[schema(required = true)]
    pub item_id: Option<i64>,
    /// The item's author or the learner acted on.
    #[schema(required = true)]
    pub target_login: Option<String>,
    /// What it was, as it was then.
    pub summary: String,
    pub reason: String,
    /// RFC 3339.
    pub created_at: String,
}

impl From<LogEntry> for LogEntryBody {
    fn from(entry: LogEntry) -> Self {
        LogEntryBody {
            id: entry.id,
            moderator: entry.moderator_login,
            action: entry.action,
            item_type: entry.item_type,
            item_id: entry.item_id,
            target_login: entry.target_login,
            summary: entry.summary,
            reason: entry.reason,
            created_at: to_rfc3339(entry.created_at),
        }
    }
}

/// A page of the audit log, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogPage {
    pub items: Vec<LogEntryBody>,
    /// Pass as `cursor` for the next page; `null` at the end.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

/// The audit log of every moderator action, newest first, 50 a page
/// (moderators only; nobody can change it).
#[utoipa::path(get, path = "/admin/log", tag = "moderation", security(("bearer" = [])), params(CursorQuery),
    responses((status = 200, body = LogPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody)))]
pub async fn moderation_log(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiQuery(query): ApiQuery<CursorQuery>,
) -> ApiResult<Json<LogPage>> {
    moderation::require_moderator(state.moderation(), &user)?;
    let after = query.cursor.as_deref().filter(|c| !c.is_empty()).map(|c| decode_pair("m", c)).transpose()?;
    let (items, next) = moderation::log(state.moderation(), &user, after).await?;
    Ok(Json(LogPage {
        items: items.into_iter().map(LogEntryBody::from).collect(),
        next_cursor: next.map(|pair| encode_pair("m", pair)),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_cursor_comes_back_whole() {
        let cursor = ReportCursor { first_reported_at: 1_700_000_000_000, item_type: ItemType::Comment, item_id: 7 };
        assert_eq!(decode_report_cursor(&encode_report_cursor(&cursor)).ok(), Some(cursor));
        assert!(decode_report_cursor(&encode_cursor("q:12.user:1".into())).is_err());
        assert!(decode_report_cursor(&encode_pair("q", (1, 2))).is_err());
        assert!(decode_report_cursor("garbage").is_err());
    }
}
