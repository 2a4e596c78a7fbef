//! The storage traits: one per area, and [`Store`], all of them at once.

use async_trait::async_trait;
use frontloop_domain::time::Millis;
use frontloop_domain::TransitionError;

use crate::catalogue::{Catalogue, ImportSummary};
use crate::models::{
    BlockedUser, ItemDecision, LogEntry, ModerationOutcome, Moderator, NewReport, NewScreenshot, ReportCursor,
    ReportOutcome, ReportedItem, Suspension,
};
use crate::models::{
    BlogPost, CheckResults, CheckUpdate, Comment, CommentOutcome, CommunityPost, CommunityStats, CompletionRecord,
    Deletion, DigestRecipient, EnrollOutcome, FeedCursor, FeedOrder, FeedViewer, FeedbackOutcome, GithubProfile, Job,
    JobQueueStats, LearnerRevision, LikeState, MarkOutcome, Media, NewCommunityPost, NewJob, Notification, OAuthState,
    OwnedChange, PathDetail, PathSummary, PlatformStats, PoolStatus, PostLikeOutcome, PostLikeToggle, Progress,
    ProgressChange, ProgressEntry, PublicSlugs, ReadScope, Reader, Review, ReviewOutcome, ReviewQueueEntry,
    ReviewQueueQuery, SessionTimes, Solution, StoredRatings, Task, User,
};
use crate::models::{ExportSection, JobRef, PortfolioLists, SettingsChange};
use crate::StoreResult;

/// Everything Frontloop keeps: the union of the area traits below, which
/// every type implementing all of them is. One implementation per
/// database; both pass the contract suite (`contract`, behind the
/// `testing` feature).
///
/// Callers hold an `Arc<dyn Store>` and call any area's method on it.
/// Secrets never reach the store in clear: callers pass SHA-256 hashes of
/// session tokens, login codes and OAuth states.
pub trait Store:
    MaintenanceStore
    + UserStore
    + CatalogueStore
    + ProgressStore
    + CommunityStore
    + PathStore
    + AchievementStore
    + RateLimitStore
    + JobStore
    + SolutionStore
    + ReviewStore
    + NotificationStore
    + ModerationStore
    + AccountStore
    + 'static
{
}

impl<T> Store for T where
    T: MaintenanceStore
        + UserStore
        + CatalogueStore
        + ProgressStore
        + CommunityStore
        + PathStore
        + AchievementStore
        + RateLimitStore
        + JobStore
        + SolutionStore
        + ReviewStore
        + NotificationStore
        + ModerationStore
        + AccountStore
        + 'static
{
}

/// The database as a whole: whether it answers, which backend it is, and
/// its housekeeping.
#[async_trait]
pub trait MaintenanceStore: Send + Sync {
    /// Answers once the database is reachable.
    async fn ping(&self) -> StoreResult<()>;

    /// Which backend this is (`sqlite` or `postgres`), for logs.
    fn backend(&self) -> &'static str;

    /// Deletes expired OAuth states, login codes and sessions, and old
    /// rate-limit windows. Returns how many rows went.
    async fn purge_expired(&self, now: Millis) -> StoreResult<u64>;

    /// Records that the server instance `id` is alive at `now` (its clock)
    /// and answers how many other instances said so after `since`.
    async fn heartbeat(&self, id: &str, now: Millis, since: Millis) -> StoreResult<u64>;

    /// The signing key `name` shared by every instance: the stored one, or
    /// `candidate` (stored at `now`) when there was none yet.
    async fn server_key(&self, name: &str, candidate: &str, now: Millis) -> StoreResult<String>;

    /// Forgets the instance `id` (it is shutting down).
    async fn leave(&self, id: &str) -> StoreResult<()>;

    /// The connection pool's open and idle connections.
    fn pool_status(&self) -> PoolStatus;

    /// Writes a consistent copy of the whole database to a new file at
    /// `path` while others keep reading and writing (SQLite's `VACUUM
    /// INTO`). `Ok(false)` when this backend has no such copy (PostgreSQL:
    /// use `pg_dump`).
    async fn backup_into(&self, path: &str) -> StoreResult<bool>;
}

/// Users and their sign-in: OAuth states, login codes, sessions, and what
/// a learner sets on their account.
#[async_trait]
pub trait UserStore: Send + Sync {
    /// Remembers an OAuth state until GitHub calls back.
    async fn save_oauth_state(&self, state_hash: &str, state: &OAuthState) -> StoreResult<()>;

    /// Removes and returns a state; `None` if unknown, used or expired.
    async fn take_oauth_state(&self, state_hash: &str, now: Millis) -> StoreResult<Option<OAuthState>>;

    /// Creates or refreshes the user with this GitHub id.
    async fn upsert_github_user(&self, profile: &GithubProfile, now: Millis) -> StoreResult<User>;

    /// A user by Frontloop id.
    async fn user(&self, user_id: i64) -> StoreResult<Option<User>>;

    /// The user who holds `login` now (compared without case, as GitHub
    /// does; of two accounts that held it, the one seen last).
    async fn user_by_login(&self, login: &str) -> StoreResult<Option<User>>;

    /// Stores a single-use login code for `user_id`.
    async fn create_login_code(&self, code_hash: &str, user_id: i64, expires_at: Millis) -> StoreResult<()>;

    /// Removes a login code and returns its user; `None` if unknown, used or expired.
    async fn take_login_code(&self, code_hash: &str, now: Millis) -> StoreResult<Option<i64>>;

    /// Starts a session for `user_id`.
    async fn create_session(&self, token_hash: &str, user_id: i64, times: SessionTimes) -> StoreResult<()>;

    /// The user of a live session, extending its idle expiry; `None` if the
    /// session is unknown, revoked or expired.
    async fn session_user(&self, token_hash: &str, now: Millis, idle_ttl: Millis) -> StoreResult<Option<User>>;

    /// Revokes a session; revoking an unknown one does nothing.
    async fn revoke_session(&self, token_hash: &str, now: Millis) -> StoreResult<()>;

    /// Remembers the learner's IANA time zone.
    async fn set_time_zone(&self, user_id: i64, time_zone: &str) -> StoreResult<()>;
}

/// The catalogue: its import, challenges, blog posts, images, and the
/// public figures.
#[async_trait]
pub trait CatalogueStore: Send + Sync {
    /// Applies a whole catalogue in one transaction: upserts by slug what is
    /// new or changed, keeping the ids (and so learners' data) of what
    /// stays; archives what is gone (images: deletes) and restores what
    /// comes back. A catalogue naming one record twice is a conflict.
    async fn import_catalogue(&self, catalogue: &Catalogue, now: Millis) -> StoreResult<ImportSummary>;

    /// Every challenge in catalogue order.
    async fn list_tasks(&self) -> StoreResult<Vec<Task>>;

    /// A value that changes whenever the challenge list changes (any import
    /// that adds, updates, reorders or removes a challenge), so that a
    /// rendering of the list can be cached and checked with one cheap query.
    async fn task_list_revision(&self) -> StoreResult<i64>;

    /// One challenge by its slug.
    async fn task_by_slug(&self, slug: &str) -> StoreResult<Option<Task>>;

    /// One challenge by its id.
    async fn task_by_id(&self, id: i64) -> StoreResult<Option<Task>>;

    /// A challenge's executable acceptance checks as imported (a JSON
    /// array, `content/README.md`); `None` for no such challenge.
    async fn acceptance_checks(&self, task_id: i64) -> StoreResult<Option<String>>;

    /// Published blog posts, newest first.
    async fn published_posts(&self) -> StoreResult<Vec<BlogPost>>;

    /// One published blog post by its slug.
    async fn published_post(&self, slug: &str) -> StoreResult<Option<BlogPost>>;

    /// A catalogue file by its path under `/media/`.
    async fn media(&self, path: &str) -> StoreResult<Option<Media>>;

    /// Slugs of every public page.
    async fn public_slugs(&self) -> StoreResult<PublicSlugs>;

    /// Live counts for the marketing figures.
    async fn platform_stats(&self) -> StoreResult<PlatformStats>;
}

/// Learners' progress on challenges.
#[async_trait]
pub trait ProgressStore: Send + Sync {
    /// What a learner's progress-derived answers (their progress list,
    /// their achievement facts) depend on: a counter moved in the same
    /// transaction as every change to their progress, and the challenge
    /// list's revision (titles, tags and difficulty come from there). One
    /// cheap query, so that those answers can be cached per learner.
    async fn learner_revision(&self, user_id: i64) -> StoreResult<LearnerRevision>;

    /// The learner's record on a challenge; `None` means not started.
    async fn progress(&self, user_id: i64, task_id: i64) -> StoreResult<Option<Progress>>;

    /// Applies a change through the state machine, atomically: the inner
    /// `Err` is a refused transition (nothing changed). `Ok(None)` means
    /// the learner is back at not started. Completing also counts the
    /// completion on the challenge.
    async fn change_progress(
        &self,
        user_id: i64,
        task_id: i64,
        change: &ProgressChange,
    ) -> StoreResult<Result<Option<Progress>, TransitionError>>;

    /// Like [`ProgressStore::change_progress`]; a change that completes the
    /// challenge also writes its solution (with every check queued) and
    /// records the `on_completion` jobs in the same transaction, so the
    /// completion's follow-ups and checks cannot be lost.
    async fn change_progress_with_follow_up(
        &self,
        user_id: i64,
        task_id: i64,
        change: &ProgressChange,
        on_completion: &[NewJob],
    ) -> StoreResult<Result<Option<Progress>, TransitionError>>;

    /// Every record of a learner with its challenge, most recently changed first.
    async fn user_progress(&self, user_id: i64) -> StoreResult<Vec<ProgressEntry>>;
}

/// The community: posts, comments, likes, the feeds and a learner's
/// community counts.
#[async_trait]
pub trait CommunityStore: Send + Sync {
    /// Sets every post's popular-feed score again from its likes and
    /// creation time (after the formula changed); returns how many.
    async fn rescore_popular_feed(&self) -> StoreResult<u64>;

    /// [`rescore_popular_feed`](CommunityStore::rescore_popular_feed) when a
    /// migration changed the formula and it has not run yet; `None` when
    /// the scores are current.
    async fn rescore_popular_feed_if_due(&self) -> StoreResult<Option<u64>>;

    /// The learner's community counts.
    async fn community_stats(&self, user_id: i64) -> StoreResult<CommunityStats>;

    /// One page of the feed after `cursor`: at most `limit` posts with
    /// author and challenge, `liked_by_viewer` for `viewer`. A fixed number
    /// of statements whatever `limit` is.
    async fn community_feed(
        &self,
        order: FeedOrder,
        cursor: Option<FeedCursor>,
        limit: i64,
        viewer: Option<i64>,
    ) -> StoreResult<Vec<CommunityPost>>;

    /// One post as `viewer` sees it.
    async fn community_post(&self, post_id: i64, viewer: Option<i64>) -> StoreResult<Option<CommunityPost>>;

    /// Publishes a post and returns its id.
    async fn create_community_post(&self, post: &NewCommunityPost) -> StoreResult<i64>;

    /// Deletes a post (with its comments and likes) if `user_id` wrote it.
    async fn delete_community_post(&self, post_id: i64, user_id: i64) -> StoreResult<Deletion>;

    /// Comments of a post, oldest first, after `(created_at, id)`.
    async fn comments(
        &self,
        post_id: i64,
        after: Option<(i64, i64)>,
        limit: i64,
        viewer: Option<i64>,
    ) -> StoreResult<Vec<Comment>>;

    /// Adds a comment and counts it on the post; `None` if the post is gone.
    async fn create_comment(
        &self,
        post_id: i64,
        user_id: i64,
        content: &str,
        now: Millis,
    ) -> StoreResult<CommentOutcome>;

    /// The post's author turns new comments on or off.
    async fn set_comments_enabled(&self, post_id: i64, user_id: i64, enabled: bool) -> StoreResult<OwnedChange>;

    /// One comment as `viewer` sees it.
    async fn comment(&self, comment_id: i64, viewer: Option<i64>) -> StoreResult<Option<Comment>>;

    /// Deletes a comment if `user_id` wrote it, keeping the post's count true.
    async fn delete_comment(&self, comment_id: i64, user_id: i64) -> StoreResult<Deletion>;

    /// Likes the post, or takes the like back; `None` if the post is gone.
    async fn toggle_post_like(&self, post_id: i64, user_id: i64, now: Millis) -> StoreResult<Option<LikeState>>;

    /// The revision of `scope` now: moved by every committed write that
    /// changes a read cached under it.
    async fn read_revision(&self, scope: ReadScope) -> StoreResult<i64>;

    /// The reader of a live session (token hash, at `now`; its idle
    /// expiry moved on as [`UserStore::session_user`] does) with what the
    /// feed needs of them and which of `post_ids` they like: one statement.
    /// `None` without a live session.
    async fn feed_viewer(
        &self,
        token_hash: &str,
        now: Millis,
        idle_ttl: Millis,
        post_ids: &[i64],
    ) -> StoreResult<Option<FeedViewer>>;

    /// The reader of a live session (as [`CommunityStore::feed_viewer`])
    /// with the community's revision, in one statement: enough to answer
    /// the reader's page kept at that revision. `None` without a live
    /// session.
    async fn community_reader(&self, token_hash: &str, now: Millis, idle_ttl: Millis) -> StoreResult<Option<Reader>>;

    /// Toggles a post like with its rate-limit hit, the learner's
    /// milestone achievements and the author's refresh job, in one
    /// transaction (see [`PostLikeToggle`]).
    async fn toggle_post_like_at_once(&self, toggle: &PostLikeToggle<'_>) -> StoreResult<PostLikeOutcome>;

    /// Likes the comment, or takes the like back; `None` if it is gone.
    async fn toggle_comment_like(&self, comment_id: i64, user_id: i64, now: Millis) -> StoreResult<Option<LikeState>>;

    /// Whether the learner shared a post with exactly this text since
    /// `since` (the same text posted again is refused as spam).
    async fn posted_same_text(&self, user_id: i64, content: &str, since: Millis) -> StoreResult<bool>;

    /// Whether the learner wrote a comment with exactly this text since
    /// `since`.
    async fn commented_same_text(&self, user_id: i64, content: &str, since: Millis) -> StoreResult<bool>;
}

/// Learning paths: enrollments, item progress and ratings.
#[async_trait]
pub trait PathStore: Send + Sync {
    /// Every path in catalogue order, with the viewer's standing.
    async fn learning_paths(&self, viewer: Option<i64>) -> StoreResult<Vec<PathSummary>>;

    /// One path by id or slug, with its items and the viewer's standing.
    async fn learning_path(&self, id_or_slug: &str, viewer: Option<i64>) -> StoreResult<Option<PathDetail>>;

    /// Enrolls a learner; completes the enrollment at once when every item
    /// is already done. Counters move in the same transaction.
    async fn enroll(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<EnrollOutcome>;

    /// Marks a post item of a path read for an enrolled learner.
    async fn mark_post_read(&self, path_id: i64, user_id: i64, post_id: i64, now: Millis) -> StoreResult<MarkOutcome>;

    /// After a challenge completion: completes the learner's enrollments
    /// that it finished. Returns their path ids.
    async fn complete_paths_for_task(&self, user_id: i64, task_id: i64, now: Millis) -> StoreResult<Vec<i64>>;

    /// Sets an enrolled learner's 1-5 rating; `false` when not enrolled.
    async fn rate_path(&self, path_id: i64, user_id: i64, rating: i64) -> StoreResult<bool>;

    /// Records that the learner has seen a completed path's congratulations.
    async fn mark_path_celebrated(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<()>;

    /// Records that an enrolled learner has seen the path's current items
    /// (the "new since you last visited" count starts again); `false` when
    /// not enrolled.
    async fn mark_path_visited(&self, path_id: i64, user_id: i64, now: Millis) -> StoreResult<bool>;
}

/// What the achievement rules read and the unlocks they record.
#[async_trait]
pub trait AchievementStore: Send + Sync {
    /// Every completed challenge of a learner, for the achievement rules.
    async fn completions(&self, user_id: i64) -> StoreResult<Vec<CompletionRecord>>;

    /// The learner's unlocked achievement ids with their unlock times.
    async fn unlocked_achievements(&self, user_id: i64) -> StoreResult<Vec<(String, Millis)>>;

    /// Records unlocks; returns the ids that were not unlocked before.
    async fn unlock_achievements(&self, user_id: i64, ids: &[&str], now: Millis) -> StoreResult<Vec<String>>;

    /// Every user id, for recomputing achievements.
    async fn user_ids(&self) -> StoreResult<Vec<i64>>;
}

/// Rate-limit counters shared by every instance.
#[async_trait]
pub trait RateLimitStore: Send + Sync {
    /// Counts one hit in the fixed window starting at `window_start` and
    /// returns the hits so far in it. Old windows are dropped.
    async fn hit_rate_limit(&self, bucket: &str, window_start: Millis) -> StoreResult<i64>;
    /// The hits so far in that window, counting none.
    async fn rate_limit_hits(&self, bucket: &str, window_start: Millis) -> StoreResult<i64>;
}

/// Durable follow-up work: recorded, claimed by a worker with a lease
/// (another worker takes it over when the lease runs out), then finished or
/// rescheduled. Every instance's workers share the table.
#[async_trait]
pub trait JobStore: Send + Sync {
    /// Records a job; an existing one of the same kind and key keeps the
    /// earlier run time and takes the new payload.
    async fn enqueue_job(&self, job: &NewJob) -> StoreResult<()>;

    /// Claims up to `limit` jobs due at `now` that nobody holds, leased
    /// until `lease_until`, counting an attempt on each.
    async fn claim_jobs(&self, now: Millis, lease_until: Millis, limit: i64) -> StoreResult<Vec<Job>>;

    /// Removes a done job.
    async fn finish_job(&self, kind: &str, key: &str) -> StoreResult<()>;

    /// Releases a failed job to run again at `run_at`, noting `error`;
    /// `count_attempt` counts an attempt made without a claim.
    async fn reschedule_job(
        &self,
        kind: &str,
        key: &str,
        run_at: Millis,
        error: &str,
        count_attempt: bool,
    ) -> StoreResult<()>;

    /// Gives a job a later `run_at` without counting the attempt its claim
    /// counted (a limit of someone else's, not a failure of the job).
    async fn defer_job(&self, kind: &str, key: &str, run_at: Millis, reason: &str) -> StoreResult<()>;

    /// Gives a job up after too many failures: it stays, marked failed at
    /// `now` with `error`, and is never claimed again.
    async fn fail_job(&self, kind: &str, key: &str, error: &str, now: Millis) -> StoreResult<()>;

    /// Every recorded job, soonest first (failed ones included).
    async fn pending_jobs(&self) -> StoreResult<Vec<Job>>;

    /// Per kind: how many jobs wait, since when, and how many were given up.
    async fn job_queue_stats(&self) -> StoreResult<Vec<JobQueueStats>>;
}

/// Solutions: the completed challenges' links, checks, reports and scores.
#[async_trait]
pub trait SolutionStore: Send + Sync {
    /// A solution with its author, challenge and checks.
    async fn solution(&self, id: i64) -> StoreResult<Option<Solution>>;

    /// Replaces the rendered audit's screenshots of a solution.
    async fn save_screenshots(&self, solution_id: i64, shots: &[NewScreenshot], now: Millis) -> StoreResult<()>;

    /// One screenshot of a solution (`phone`, `tablet`, `desktop` or
    /// `social`), as a PNG with an ETag that moves with each run.
    async fn solution_screenshot(&self, solution_id: i64, viewport: &str) -> StoreResult<Option<Media>>;

    /// The learner's solution of a challenge.
    async fn solution_of(&self, user_id: i64, task_id: i64) -> StoreResult<Option<Solution>>;

    /// Records the new state of some checks (a run starting, or one check done).
    async fn update_checks(&self, solution_id: i64, updates: &[CheckUpdate], now: Millis) -> StoreResult<()>;

    /// Records a finished run: every check, the report, the score (also on
    /// the learner's progress record, with their progress revision moved).
    async fn finish_checks(&self, solution_id: i64, results: &CheckResults) -> StoreResult<()>;

    /// Asks for the checks again, with `job`, if they were last asked for
    /// at or before `not_after`: every check goes back to queued. `false`
    /// (nothing changed) when they were asked for later than that.
    async fn request_checks(&self, solution_id: i64, now: Millis, not_after: Millis, job: &NewJob)
        -> StoreResult<bool>;
}

/// Feedback requests and reviews (docs/reviews.md). Each write that
/// notifies someone writes the notification in the same transaction.
#[async_trait]
pub trait ReviewStore: Send + Sync {
    /// The author of `solution_id` asks `question`: opens the request, or
    /// replaces the question of the open one. Refused when the learner
    /// already has `max_open` other open requests.
    async fn ask_feedback(
        &self,
        solution_id: i64,
        user_id: i64,
        question: &str,
        max_open: i64,
        now: Millis,
    ) -> StoreResult<FeedbackOutcome>;

    /// The author closes the request of `solution_id`.
    async fn close_feedback(&self, solution_id: i64, user_id: i64, now: Millis) -> StoreResult<FeedbackOutcome>;

    /// A page of open requests, oldest first.
    async fn review_queue(&self, query: &ReviewQueueQuery) -> StoreResult<Vec<ReviewQueueEntry>>;

    /// Writes a review on a solution whose request is open, and notifies
    /// the solution's author.
    async fn create_review(
        &self,
        solution_id: i64,
        reviewer_id: i64,
        body: &str,
        ratings: StoredRatings,
        now: Millis,
    ) -> StoreResult<ReviewOutcome>;

    /// The reviews of a solution that `viewer` sees (hidden ones and those
    /// of suspended learners only when theirs, none of a reviewer they
    /// blocked): helpful ones first, then oldest first.
    async fn reviews(&self, solution_id: i64, viewer: Option<i64>) -> StoreResult<Vec<Review>>;

    /// One review.
    async fn review(&self, review_id: i64) -> StoreResult<Option<Review>>;

    /// The reviewer edits their review until `edit_window` after writing it.
    async fn update_review(
        &self,
        review_id: i64,
        reviewer_id: i64,
        body: &str,
        ratings: StoredRatings,
        edit_window: Millis,
        now: Millis,
    ) -> StoreResult<ReviewOutcome>;

    /// The reviewer deletes their review, and the notifications it caused.
    async fn delete_review(&self, review_id: i64, reviewer_id: i64) -> StoreResult<Deletion>;

    /// The solution's author marks a review helpful, once, and notifies
    /// the reviewer.
    async fn mark_review_helpful(&self, review_id: i64, user_id: i64, now: Millis) -> StoreResult<ReviewOutcome>;
}

/// What learners hear about. Written by the other areas' transactions;
/// read and marked here.
#[async_trait]
pub trait NotificationStore: Send + Sync {
    /// A page of a learner's notifications, newest first, after the
    /// (created_at, id) of the last one of the page before.
    async fn notifications(
        &self,
        user_id: i64,
        after: Option<(Millis, i64)>,
        limit: i64,
    ) -> StoreResult<Vec<Notification>>;

    /// How many notifications the learner has not read.
    async fn unread_notifications(&self, user_id: i64) -> StoreResult<i64>;

    /// Marks one of the learner's notifications read; `false` when they
    /// have no such notification.
    async fn mark_notification_read(&self, user_id: i64, notification_id: i64, now: Millis) -> StoreResult<bool>;

    /// Marks every notification of the learner read.
    async fn mark_all_notifications_read(&self, user_id: i64, now: Millis) -> StoreResult<()>;

    /// Up to `limit` learners with an email address who want the digest,
    /// have not had the one of `day` and have unread notifications newer
    /// than their last digest; by id, after `after_user`.
    async fn digest_recipients(&self, day: i64, after_user: i64, limit: i64) -> StoreResult<Vec<DigestRecipient>>;

    /// A learner's unread notifications newer than `since`, newest first,
    /// at most `limit`.
    async fn unread_since(&self, user_id: i64, since: Millis, limit: i64) -> StoreResult<Vec<Notification>>;

    /// Keeps the hash of a new unsubscribe token of the learner.
    async fn save_unsubscribe_token(&self, token_hash: &str, user_id: i64, now: Millis) -> StoreResult<()>;

    /// Records that the learner had the digest of `day`, sent at `now`.
    async fn mark_digest_sent(&self, user_id: i64, day: i64, now: Millis) -> StoreResult<()>;

    /// Uses an unsubscribe token: the learner gets no more digests and the
    /// token is gone. `false` when it is unknown or already used.
    async fn unsubscribe(&self, token_hash: &str) -> StoreResult<bool>;

    /// Whether the learner wants the digest.
    async fn email_digest(&self, user_id: i64) -> StoreResult<bool>;

    /// Turns the learner's digest on or off.
    async fn set_email_digest(&self, user_id: i64, wanted: bool) -> StoreResult<()>;
}

/// Reports, moderators' decisions, suspensions, blocks and the audit log
/// (docs/moderation.md). Each decision writes its log entry in its own
/// transaction.
#[async_trait]
pub trait ModerationStore: Send + Sync {
    /// Records a learner's report of an item they can see and did not
    /// write; the report that brings its open reports to `auto_hide_at`
    /// hides it (logged as automatic).
    async fn report(&self, report: &NewReport, auto_hide_at: i64) -> StoreResult<ReportOutcome>;

    /// A page of items with open reports, the oldest first report first,
    /// after `after`.
    async fn report_queue(&self, after: Option<&ReportCursor>, limit: i64) -> StoreResult<Vec<ReportedItem>>;

    /// A moderator hides, restores or deletes an item: its open reports
    /// are closed and the action logged with `reason`.
    async fn decide_item(
        &self,
        item_type: frontloop_domain::ItemType,
        item_id: i64,
        decision: ItemDecision,
        moderator: &Moderator,
        reason: &str,
        now: Millis,
    ) -> StoreResult<ModerationOutcome>;

    /// A moderator suspends a learner (`suspend`: their sessions revoked,
    /// their content hidden) or reinstates them, logged with `reason`;
    /// `NotApplicable` when they already are in that state.
    async fn set_suspended(
        &self,
        user_id: i64,
        suspend: bool,
        moderator: &Moderator,
        reason: &str,
        now: Millis,
    ) -> StoreResult<ModerationOutcome>;

    /// Suspended learners, the latest first, at most `limit`.
    async fn suspensions(&self, limit: i64) -> StoreResult<Vec<Suspension>>;

    /// A page of the audit log, newest first, after `(created_at, id)`.
    async fn moderation_log(&self, after: Option<(Millis, i64)>, limit: i64) -> StoreResult<Vec<LogEntry>>;

    /// `blocker_id` blocks `blocked_id` (again is fine); the blocker's
    /// notifications caused by them go.
    async fn block(&self, blocker_id: i64, blocked_id: i64, now: Millis) -> StoreResult<()>;

    /// Lifts a block (none is fine).
    async fn unblock(&self, blocker_id: i64, blocked_id: i64) -> StoreResult<()>;

    /// Whom the learner blocked, the latest first.
    async fn blocked_users(&self, blocker_id: i64) -> StoreResult<Vec<BlockedUser>>;

    /// Whether `blocker_id` blocked `blocked_id`.
    async fn is_blocked(&self, blocker_id: i64, blocked_id: i64) -> StoreResult<bool>;
}

/// Accounts: settings, portfolios, renamed logins, the data export and
/// the deletion of an account (docs/accounts.md).
#[async_trait]
pub trait AccountStore: Send + Sync {
    /// Applies `change` to the learner's settings; the learner after it,
    /// `None` if there is no such learner.
    async fn update_settings(&self, user_id: i64, change: &SettingsChange) -> StoreResult<Option<User>>;

    /// The learner who signed in as `login` (any case) before GitHub
    /// renamed them; `None` if nobody did.
    async fn user_by_previous_login(&self, login: &str) -> StoreResult<Option<User>>;

    /// What the learner's portfolio lists, newest first, only what
    /// everybody may see: at most `solutions` solutions and `recent` posts
    /// and reviews.
    async fn portfolio_lists(&self, user_id: i64, solutions: i64, recent: i64) -> StoreResult<PortfolioLists>;

    /// Every record the learner owns, section by section, without other
    /// learners' records.
    async fn export_account(&self, user_id: i64) -> StoreResult<Vec<ExportSection>>;

    /// Removes the learner and all that is theirs in one transaction, with
    /// their pending `jobs`, keeping every counter equal to its rows;
    /// `false` if there was no such learner.
    async fn delete_account(&self, user_id: i64, jobs: &[JobRef]) -> StoreResult<bool>;
}
