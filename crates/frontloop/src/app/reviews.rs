//! Feedback requests and reviews (docs/reviews.md): a solution's author
//! asks, others review, the author marks what helped. The notifications
//! are written by the store with each action; the follow-up owned here is
//! the reviewer's achievements once a review of theirs helped.

use frontloop_domain::limits::{QuestionText, ReviewText};
use frontloop_domain::review::{Ratings, MAX_OPEN_REQUESTS, REVIEW_EDIT_WINDOW};
use frontloop_domain::time::now_millis;
use frontloop_domain::Difficulty;
use frontloop_store::models::{
    Deletion, FeedbackOutcome, Review, ReviewOutcome, ReviewQueueEntry, ReviewQueueQuery, StoredRatings, User,
};

use super::error::{AppError, AppResult};
use super::solutions::SolutionView;
use super::{follow_ups, rate_limit, solutions};

/// What the reviews' use cases use: what the solutions' use (a review is
/// of a solution its reader may see), handed over by `AppState`
/// (`app::wiring`).
pub type Deps<'a> = super::solutions::Deps<'a>;

/// Requests in one page of the review queue.
pub const QUEUE_PAGE: i64 = 20;

/// The author asks `question` (already validated) about their solution.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "ask_feedback", user = user.id, solution_id = solution_id))]
pub async fn ask_feedback(
    deps: Deps<'_>,
    user: &User,
    solution_id: i64,
    question: &QuestionText,
) -> AppResult<SolutionView> {
    let question = question.as_str();
    match deps.store.ask_feedback(solution_id, user.id, question, MAX_OPEN_REQUESTS, now_millis()).await? {
        FeedbackOutcome::Done => solutions::with_access(deps, solutions::solution(deps, solution_id).await?).await,
        FeedbackOutcome::NotFound => Err(AppError::NotFound("Solution")),
        FeedbackOutcome::NotOwner => {
            Err(AppError::Forbidden("Only the solution's author can ask for feedback on it.".into()))
        }
        FeedbackOutcome::TooManyOpen => Err(AppError::Conflict(format!(
            "You already have {MAX_OPEN_REQUESTS} open feedback requests. Close one before asking again."
        ))),
    }
}

/// The author closes the request on their solution.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "close_feedback", user = user.id, solution_id = solution_id))]
pub async fn close_feedback(deps: Deps<'_>, user: &User, solution_id: i64) -> AppResult<SolutionView> {
    match deps.store.close_feedback(solution_id, user.id, now_millis()).await? {
        FeedbackOutcome::Done => solutions::with_access(deps, solutions::solution(deps, solution_id).await?).await,
        FeedbackOutcome::NotFound | FeedbackOutcome::TooManyOpen => Err(AppError::NotFound("Feedback request")),
        FeedbackOutcome::NotOwner => {
            Err(AppError::Forbidden("Only the solution's author can close its feedback request.".into()))
        }
    }
}

/// A page of the review queue and the next page's cursor.
pub type QueuePage = (Vec<ReviewQueueEntry>, Option<(i64, i64)>);

/// A page of the review queue, oldest first; the next page's cursor when
/// there may be more.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "queue", viewer = viewer.map(|u| u.id)))]
pub async fn queue(
    deps: Deps<'_>,
    viewer: Option<&User>,
    difficulty: Option<Difficulty>,
    category: Option<String>,
    after: Option<(i64, i64)>,
) -> AppResult<QueuePage> {
    let query = ReviewQueueQuery { viewer: viewer.map(|v| v.id), difficulty, category, after, limit: QUEUE_PAGE };
    let entries = deps.store.review_queue(&query).await?;
    let next = match entries.last() {
        Some(last) if entries.len() as i64 == QUEUE_PAGE => Some((last.created_at, last.solution_id)),
        _ => None,
    };
    Ok((entries, next))
}

/// The reviews of a solution that `viewer` sees, helpful first.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "reviews", solution_id = solution_id, viewer = viewer.map(|u| u.id)))]
pub async fn reviews(deps: Deps<'_>, solution_id: i64, viewer: Option<&User>) -> AppResult<Vec<Review>> {
    solutions::visible(deps, solution_id, viewer).await?;
    Ok(deps.store.reviews(solution_id, viewer.map(|v| v.id)).await?)
}

/// Writes a review (`body` already validated) on a solution whose author
/// asks for feedback: 20 a day per learner.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "write", user = user.id, solution_id = solution_id))]
pub async fn write(
    deps: Deps<'_>,
    user: &User,
    solution_id: i64,
    body: &ReviewText,
    ratings: Ratings,
) -> AppResult<Review> {
    let body = body.as_str();
    let solution = solutions::visible(deps, solution_id, Some(user)).await?;
    if deps.store.is_blocked(solution.author.id, user.id).await? {
        return Err(AppError::Forbidden("You cannot review this solution.".into()));
    }
    rate_limit::check(deps.rate_limit(), rate_limit::REVIEWING, &user.id.to_string()).await?;
    match deps.store.create_review(solution_id, user.id, body, stored(ratings), now_millis()).await? {
        ReviewOutcome::Done(id) => review(deps, id).await,
        ReviewOutcome::NotFound => Err(AppError::NotFound("Solution")),
        ReviewOutcome::NotAllowed => Err(AppError::Forbidden("You cannot review your own solution.".into())),
        ReviewOutcome::Refused => {
            Err(AppError::Conflict("The author of this solution is not asking for feedback at the moment.".into()))
        }
    }
}

/// The reviewer edits their review within 15 minutes of writing it.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "edit", user = user.id, review_id = review_id))]
pub async fn edit(
    deps: Deps<'_>,
    user: &User,
    review_id: i64,
    body: &ReviewText,
    ratings: Ratings,
) -> AppResult<Review> {
    let body = body.as_str();
    let outcome =
        deps.store.update_review(review_id, user.id, body, stored(ratings), REVIEW_EDIT_WINDOW, now_millis()).await?;
    match outcome {
        ReviewOutcome::Done(id) => review(deps, id).await,
        ReviewOutcome::NotFound => Err(AppError::NotFound("Review")),
        ReviewOutcome::NotAllowed => Err(AppError::Forbidden("Only its reviewer can edit a review.".into())),
        ReviewOutcome::Refused => {
            Err(AppError::Forbidden("Reviews can be edited for 15 minutes after they are written.".into()))
        }
    }
}

/// The reviewer deletes their review.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "delete", user = user.id, review_id = review_id))]
pub async fn delete(deps: Deps<'_>, user: &User, review_id: i64) -> AppResult<()> {
    match deps.store.delete_review(review_id, user.id).await? {
        Deletion::Deleted => Ok(()),
        Deletion::NotFound => Err(AppError::NotFound("Review")),
        Deletion::NotOwner => Err(AppError::Forbidden("Only its reviewer can delete a review.".into())),
    }
}

/// The solution's author marks a review helpful, once; the reviewer's
/// achievements (Helper, Mentor, Community Leader) follow, announced to
/// them by notification.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "mark_helpful", user = user.id, review_id = review_id))]
pub async fn mark_helpful(deps: Deps<'_>, user: &User, review_id: i64) -> AppResult<Review> {
    match deps.store.mark_review_helpful(review_id, user.id, now_millis()).await? {
        ReviewOutcome::Done(id) => {
            let review = review(deps, id).await?;
            follow_ups::refresh_achievements(deps.follow_ups(), review.reviewer.id).await;
            Ok(review)
        }
        ReviewOutcome::NotFound => Err(AppError::NotFound("Review")),
        ReviewOutcome::NotAllowed => {
            Err(AppError::Forbidden("Only the solution's author can mark a review helpful.".into()))
        }
        ReviewOutcome::Refused => Err(AppError::Conflict("You already marked this review helpful.".into())),
    }
}

async fn review(deps: Deps<'_>, id: i64) -> AppResult<Review> {
    deps.store.review(id).await?.ok_or(AppError::NotFound("Review"))
}

fn stored(ratings: Ratings) -> StoredRatings {
    StoredRatings {
        accessibility: ratings.accessibility.map(|r| r.get()),
        layout_fidelity: ratings.layout_fidelity.map(|r| r.get()),
        code_quality: ratings.code_quality.map(|r| r.get()),
    }
}
