//! Learning-path use cases: enroll, mark a post item read, rate. Enrolling
//! and marking may complete the path (in the same transaction, by the
//! store) and unlock achievements.

use frontloop_domain::achievements::Achievement;
use frontloop_domain::time::{now_millis, Millis};
use frontloop_store::models::{EnrollOutcome, Enrollment, MarkOutcome, User};

use super::error::{AppError, AppResult};
use super::follow_ups;

/// The learner's enrollment or item mark, with what it led to.
#[derive(Debug)]
pub struct PathProgress {
    /// The path is completed now (by this action or before).
    pub path_completed: bool,
    pub unlocked: Vec<&'static Achievement>,
}
use frontloop_store::Store;

/// What the learning paths' use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
}

/// The id of the path named by its id or slug.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "path_id", id_or_slug = %id_or_slug))]
pub async fn path_id(deps: Deps<'_>, id_or_slug: &str) -> AppResult<i64> {
    let detail = deps.store.learning_path(id_or_slug, None).await?.ok_or(AppError::NotFound("Learning path"))?;
    Ok(detail.path.id)
}

/// Enrolls the learner; a learner who already did every item completes
/// the path at once.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "enroll", user = user.id, path_id = path_id))]
pub async fn enroll(deps: Deps<'_>, user: &User, path_id: i64) -> AppResult<PathProgress> {
    match deps.store.enroll(path_id, user.id, now_millis()).await? {
        EnrollOutcome::Enrolled { completed } => {
            let unlocked = follow_ups::refresh_achievements(deps.follow_ups(), user.id).await;
            Ok(PathProgress { path_completed: completed, unlocked })
        }
        EnrollOutcome::AlreadyEnrolled => Err(AppError::Conflict("Already enrolled in this learning path.".into())),
        EnrollOutcome::NoSuchPath => Err(AppError::NotFound("Learning path")),
    }
}

/// Marks a post item of a path read (enrolled learners only).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "mark_post_read", user = user.id, path_id = path_id, post_id = post_id))]
pub async fn mark_post_read(deps: Deps<'_>, user: &User, path_id: i64, post_id: i64) -> AppResult<PathProgress> {
    match deps.store.mark_post_read(path_id, user.id, post_id, now_millis()).await? {
        MarkOutcome::Marked { path_completed } => {
            let unlocked = follow_ups::refresh_achievements(deps.follow_ups(), user.id).await;
            Ok(PathProgress { path_completed, unlocked })
        }
        MarkOutcome::NotEnrolled => Err(AppError::Forbidden("Enroll in this learning path to track its items.".into())),
        MarkOutcome::NoSuchItem => Err(AppError::NotFound("Item of this learning path")),
        MarkOutcome::NoSuchPath => Err(AppError::NotFound("Learning path")),
    }
}

/// Rates a path 1-5 (enrolled learners; a new rating replaces the old);
/// answers the path as the learner now sees it.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "rate", user = user.id, path_id = path_id))]
pub async fn rate(
    deps: Deps<'_>,
    user: &User,
    path_id: i64,
    rating: i64,
) -> AppResult<frontloop_store::models::PathSummary> {
    if !(1..=5).contains(&rating) {
        return Err(AppError::Invalid { field: "rating", message: "must be a whole number from 1 to 5".into() });
    }
    if !deps.store.rate_path(path_id, user.id, rating).await? {
        return Err(AppError::Forbidden("Enroll in this learning path to rate it.".into()));
    }
    let detail = deps
        .store
        .learning_path(&path_id.to_string(), Some(user.id))
        .await?
        .ok_or(AppError::NotFound("Learning path"))?;
    Ok(detail.path)
}

/// Records that an enrolled learner has visited the path's page: items
/// added later count as new on their next visit. 404 when not enrolled.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "visited", user = user.id, path_id = path_id))]
pub async fn visited(deps: Deps<'_>, user: &User, path_id: i64) -> AppResult<()> {
    if deps.store.mark_path_visited(path_id, user.id, now_millis()).await? {
        Ok(())
    } else {
        Err(AppError::NotFound("Enrollment"))
    }
}

/// Since when an item counts as new for a learner: added after their last
/// visit (or, before the first, after they enrolled). `None` when not
/// enrolled: nothing is new to a visitor.
pub fn new_since(enrollment: Option<&Enrollment>) -> Option<Millis> {
    enrollment.map(|e| e.visited_at.unwrap_or(e.enrolled_at))
}

/// Records that the learner has seen the congratulations for the path.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "celebrated", user = user.id, path_id = path_id))]
pub async fn celebrated(deps: Deps<'_>, user: &User, path_id: i64) -> AppResult<()> {
    Ok(deps.store.mark_path_celebrated(path_id, user.id, now_millis()).await?)
}
