//! Rows as the rest of Frontloop sees them. Timestamps are
//! [`Millis`](frontloop_domain::time::Millis); the HTTP layer formats them.

use frontloop_domain::time::Millis;
use frontloop_domain::{
    CheckKind, CheckStatus, Difficulty, EnrollmentStatus, NotificationKind, PathItemKind, PostStatus, ProgressStatus,
    Slug,
};
use frontloop_domain::{ItemType, ModerationAction, ReportReason};

/// A learner, known by GitHub's numeric id.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct User {
    pub id: i64,
    pub github_id: i64,
    pub login: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub avatar_url: Option<String>,
    pub time_zone: String,
    pub created_at: Millis,
    /// Since when a moderator suspended the learner; `None` when not.
    pub suspended_at: Option<Millis>,
    /// Who may see the portfolio: `public` or `private` (domain
    /// `ProfileVisibility`).
    pub profile_visibility: String,
    /// The web app's theme: `system`, `light` or `dark` (domain `Theme`).
    pub theme: String,
    /// 1 when the learner chose `time_zone`, 0 when it follows the zone
    /// their browser sends.
    pub time_zone_chosen: i64,
}

impl User {
    /// Whether only the learner may see their portfolio and solutions.
    pub fn is_private(&self) -> bool {
        self.profile_visibility == "private"
    }

    /// Whether the learner chose their time zone (the browser's is then
    /// not taken).
    pub fn chose_time_zone(&self) -> bool {
        self.time_zone_chosen != 0
    }
}

/// What GitHub told us about a user at sign-in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GithubProfile {
    pub github_id: i64,
    pub login: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub avatar_url: Option<String>,
}

/// An OAuth `state` waiting for GitHub's callback.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct OAuthState {
    pub pkce_verifier: String,
    pub return_path: String,
    pub expires_at: Millis,
}

/// Lifetimes of a new session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionTimes {
    pub now: Millis,
    /// How long a session lives without being used.
    pub idle_ttl: Millis,
    /// How long a session lives at most.
    pub absolute_ttl: Millis,
}

/// A challenge of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Task {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    pub summary: String,
    pub description: String,
    pub difficulty: Difficulty,
    pub tags: Vec<String>,
    pub image_url: Option<String>,
    /// Retired from the catalogue: absent from the list, kept for the
    /// learners' records that point at it, closed to new progress.
    pub archived: bool,
}

/// Live platform counts for the marketing figures (docs/screens.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PlatformStats {
    /// Everyone who has signed in at least once.
    pub users: i64,
    /// Solutions submitted (completed challenges).
    pub projects: i64,
    /// Comments written on shared work.
    pub code_reviews: i64,
}

/// A file of the catalogue served under `/media/`.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Media {
    pub path: String,
    pub content_type: String,
    pub body: Vec<u8>,
    pub etag: String,
}

/// Slugs of every public page, for the sitemap.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PublicSlugs {
    pub tasks: Vec<Slug>,
    pub posts: Vec<Slug>,
    pub paths: Vec<Slug>,
}

/// A learner's record on one challenge. No row means `not_started`.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Progress {
    pub task_id: i64,
    /// `saved`, `in_progress` or `completed` (never `not_started`: no row is).
    pub status: ProgressStatus,
    pub github_repo_url: Option<String>,
    pub github_pages_url: Option<String>,
    /// When the challenge was started (the API's `created_at`).
    pub started_at: Option<Millis>,
    pub saved_at: Option<Millis>,
    pub completed_at: Option<Millis>,
    /// Wall-clock time of the completion in the learner's zone then.
    pub completed_local: Option<String>,
    pub updated_at: Millis,
    /// The solution a completion made.
    pub solution_id: Option<i64>,
    /// The solution's score once checked (0-100).
    pub score: Option<i64>,
}

/// A progress record with the challenge it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgressEntry {
    pub progress: Progress,
    pub slug: Slug,
    pub title: String,
    pub difficulty: Difficulty,
    pub tags: Vec<String>,
    pub image_url: Option<String>,
}

/// The revision of what is derived from a learner's progress; see
/// [`crate::Store::learner_revision`]. Two equal revisions mean the same
/// progress records and the same challenge data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LearnerRevision {
    /// Moves with every change to the learner's progress (-1 for no such learner).
    pub progress: i64,
    /// The catalogue's revision, as [`crate::Store::task_list_revision`] gives it.
    pub catalogue: i64,
}

/// A requested change of progress, already validated by the HTTP layer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgressChange {
    pub to: ProgressStatus,
    /// Both URLs are set when `to` is completed.
    pub github_repo_url: Option<String>,
    pub github_pages_url: Option<String>,
    pub now: Millis,
    /// `YYYY-MM-DDTHH:MM:SS` in the learner's zone at `now`.
    pub local_time: String,
}

/// A learner's activity in the community.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CommunityStats {
    pub posts: i64,
    pub comments: i64,
    pub likes_given: i64,
    pub max_post_likes: i64,
    /// Distinct other learners whose posts this learner commented on.
    pub helped_users: i64,
}

/// A blog post as readers see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlogPost {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    pub excerpt: Option<String>,
    /// Sanitized HTML.
    pub content_html: String,
    /// The text without markup.
    pub content_text: String,
    pub categories: Vec<String>,
    pub featured_image: Option<String>,
    pub meta_title: Option<String>,
    pub meta_description: Option<String>,
    pub status: PostStatus,
    pub read_time_minutes: i64,
    pub published_at: Millis,
    pub updated_at: Millis,
    /// Left the catalogue: its page says it was retired.
    pub archived: bool,
}

/// Who wrote a post or comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Author {
    pub id: i64,
    pub login: String,
    pub name: Option<String>,
    pub avatar_url: Option<String>,
}

/// The challenge a community post is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaskSummary {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    pub image_url: Option<String>,
    pub difficulty: Difficulty,
    pub tags: Vec<String>,
}

/// A post of the community feed, as one viewer sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct CommunityPost {
    pub id: i64,
    pub author: Author,
    pub task: TaskSummary,
    pub content: String,
    pub code: Option<String>,
    pub image_url: Option<String>,
    pub likes_count: i64,
    pub comments_count: i64,
    pub created_at: Millis,
    pub hot_score: f64,
    /// Whether the viewer (if any) likes it.
    pub liked_by_viewer: bool,
    /// Whether new comments are accepted (its author can turn them off).
    pub comments_enabled: bool,
    /// Hidden (by a moderator, by reports, or its author is suspended):
    /// only its author and moderators may see it.
    pub hidden: bool,
    /// Whether the viewer blocked its author.
    pub author_blocked: bool,
}

/// A comment on a community post, as one viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub id: i64,
    pub post_id: i64,
    pub author: Author,
    pub content: String,
    pub likes_count: i64,
    pub created_at: Millis,
    pub liked_by_viewer: bool,
}

/// The two orders of the feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FeedOrder {
    /// Newest first.
    Latest,
    /// By `hot_score`, highest first.
    Popular,
}

/// Where a feed page starts: after the post with this sort key and id.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FeedCursor {
    Latest { created_at: Millis, id: i64 },
    Popular { hot_score: f64, id: i64 },
}

/// A new community post, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCommunityPost {
    pub user_id: i64,
    pub task_id: i64,
    pub content: String,
    pub code: Option<String>,
    pub now: Millis,
}

/// The state of a like after a toggle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LikeState {
    pub liked: bool,
    pub likes_count: i64,
}

/// What a cached read depends on: each scope has a revision that every
/// write to it moves (`read_revisions`, by the triggers that
/// `crate::staleness` declares).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadScope {
    /// The feed, posts and their comments.
    Community,
    /// The blog and the learning paths list.
    Content,
    /// The challenges and their tags.
    Catalogue,
}

impl ReadScope {
    /// The scope's key in `read_revisions`.
    pub fn as_str(self) -> &'static str {
        match self {
            ReadScope::Community => "community",
            ReadScope::Content => "content",
            ReadScope::Catalogue => "catalogue",
        }
    }
}

/// A signed-in reader of a feed page, read with their session in one
/// statement: what decides whether the page kept for visitors is theirs too.
#[derive(Debug, Clone)]
pub struct FeedViewer {
    pub user: User,
    /// The community's revision now.
    pub revision: i64,
    /// Learners they blocked (their posts and comments leave the reader's
    /// feed and counts).
    pub blocks: i64,
    /// Their own hidden posts (shown to them, to nobody else).
    pub hidden_posts: i64,
    /// Which of the asked posts they like.
    pub liked: Vec<i64>,
}

/// A signed-in reader with the revision of what they read, read with
/// their session in one statement.
#[derive(Debug, Clone)]
pub struct Reader {
    pub user: User,
    /// The scope's revision now.
    pub revision: i64,
}

/// A post like toggled with everything it makes due, committed at once:
/// the learner's rate-limit hit, the like, the post's counter and score,
/// the learner's achievements that likes given unlock and the author's
/// that likes received unlock (each a count that moves by one, so reached
/// exactly when it equals the target: no refresh of all the rules).
#[derive(Debug, Clone)]
pub struct PostLikeToggle<'a> {
    pub post_id: i64,
    pub user_id: i64,
    pub now: Millis,
    /// The learner's rate-limit bucket, its window's start and how many
    /// hits it allows: one hit more refuses the toggle and writes nothing.
    pub limit_bucket: &'a str,
    pub limit_window_start: Millis,
    pub limit_max: i64,
    /// Achievements (id, likes given) that the learner's count of likes
    /// given unlocks once it reaches the number.
    pub milestones: &'a [(&'static str, i64)],
    /// Achievements (id, likes) that the post's count of likes unlocks for
    /// its author (another learner) once it reaches the number.
    pub author_milestones: &'a [(&'static str, i64)],
}

/// What [`PostLikeToggle`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PostLikeOutcome {
    /// The post is gone; nothing was written.
    NotFound,
    /// Past the rate limit (the hits counted with this one); nothing was
    /// written.
    Limited { hits: i64 },
    /// Toggled; `unlocked` are the milestone achievements this toggle
    /// unlocked for the learner.
    Toggled { like: LikeState, unlocked: Vec<String> },
}

/// What a learner's change to something of theirs did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnedChange {
    Changed,
    NotFound,
    /// It exists but belongs to someone else.
    NotOwner,
}

/// What writing a comment did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommentOutcome {
    /// Written; the comment's id.
    Created(i64),
    /// No such post.
    NotFound,
    /// The post's author turned comments off.
    CommentsOff,
    /// The post's author blocked the commenter.
    Blocked,
}

impl CommentOutcome {
    /// The new comment's id, if one was written.
    pub fn id(self) -> Option<i64> {
        match self {
            CommentOutcome::Created(id) => Some(id),
            CommentOutcome::NotFound | CommentOutcome::CommentsOff | CommentOutcome::Blocked => None,
        }
    }
}

/// What deleting one's own post or comment did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deletion {
    Deleted,
    NotFound,
    /// It exists but belongs to someone else.
    NotOwner,
}

/// A completed challenge, as the achievement rules read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletionRecord {
    pub completed_local: Option<String>,
    pub duration_seconds: Option<i64>,
    pub difficulty: Difficulty,
    pub tags: Vec<String>,
    pub score: Option<i64>,
}

/// A learner's enrollment in a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrollment {
    pub status: EnrollmentStatus,
    pub rating: Option<i64>,
    pub enrolled_at: Millis,
    pub completed_at: Option<Millis>,
    pub celebrated_at: Option<Millis>,
    /// When the learner last visited the path's page (see
    /// [`PathStore::mark_path_visited`](crate::PathStore::mark_path_visited)).
    pub visited_at: Option<Millis>,
}

/// A learning path with its counters and, for a viewer, their standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathSummary {
    pub id: i64,
    pub slug: Slug,
    pub title: String,
    pub description: String,
    pub difficulty: Difficulty,
    pub estimated_hours: i64,
    pub image_url: Option<String>,
    pub item_count: i64,
    pub enrollment_count: i64,
    pub completion_count: i64,
    pub rating_sum: i64,
    pub rating_count: i64,
    /// Left the catalogue: its page says it was retired, and learners'
    /// records of it stay.
    pub archived: bool,
    pub enrollment: Option<Enrollment>,
    /// Items the viewer has completed (0 without a viewer).
    pub completed_items: i64,
}

/// One entry of a path, with what it points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathItem {
    pub id: i64,
    pub item_type: PathItemKind,
    /// The post's or challenge's id.
    pub item_id: i64,
    pub item_slug: Slug,
    pub item_title: String,
    pub item_description: Option<String>,
    pub item_image: Option<String>,
    pub difficulty: Option<Difficulty>,
    pub position: i64,
    /// When the item (re)joined the path; 0 for items older than that record.
    pub added_at: Millis,
    pub is_completed: bool,
}

/// A path with its items.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathDetail {
    pub path: PathSummary,
    pub items: Vec<PathItem>,
}

/// What enrolling did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnrollOutcome {
    /// Enrolled; `completed` when every item was already done.
    Enrolled {
        completed: bool,
    },
    AlreadyEnrolled,
    NoSuchPath,
}

/// What marking a post item read did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkOutcome {
    NoSuchPath,
    NotEnrolled,
    NoSuchItem,
    /// Marked (or already was); `path_completed` when this finished the path.
    Marked {
        path_completed: bool,
    },
}

/// Follow-up work to record (see [`JobStore`](crate::JobStore)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewJob {
    /// What to do (the application layer's name for it).
    pub kind: String,
    /// What it is about; one pending job per kind and key.
    pub key: String,
    /// Its input, as the application layer wrote it (JSON).
    pub payload: String,
    /// Not before this time.
    pub run_at: Millis,
    pub now: Millis,
}

/// A recorded job, as a worker claims it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Job {
    pub id: i64,
    pub kind: String,
    pub key: String,
    pub payload: String,
    /// Attempts so far, this one included.
    pub attempts: i64,
    /// What the last failed attempt said.
    pub last_error: Option<String>,
    /// When it was given up after too many failed attempts (it stays,
    /// with its last error, and no worker takes it again).
    pub failed_at: Option<Millis>,
}

/// The job queue of one kind, for the operators' metrics.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct JobQueueStats {
    pub kind: String,
    /// Jobs waiting or running (not given up).
    pub queued: i64,
    /// When the longest-waiting of them was due.
    pub oldest_run_at: Option<Millis>,
    /// Jobs given up after too many failed attempts.
    pub given_up: i64,
}

/// The connection pool at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolStatus {
    /// Connections open.
    pub open: u32,
    /// Of them, connections waiting for work.
    pub idle: u32,
}

/// One check of a solution, as last recorded.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SolutionCheck {
    pub kind: CheckKind,
    pub status: CheckStatus,
    /// A sentence for the learner.
    pub detail: String,
    pub updated_at: Millis,
}

/// A completed challenge's links, checks, report and score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    pub id: i64,
    pub author: Author,
    pub task: TaskSummary,
    pub repository_url: String,
    pub live_url: String,
    pub completed_at: Millis,
    /// 0-100 once checked; `None` before, or when no score is due.
    pub score: Option<i64>,
    /// The last run's report (JSON written by the checks).
    pub report: String,
    pub checked_at: Option<Millis>,
    /// When checks were last asked for (the completion or a re-run).
    pub checks_requested_at: Millis,
    /// In [`CheckKind`] order.
    pub checks: Vec<SolutionCheck>,
    /// The author's question, open or closed; `None` if they never asked.
    pub feedback_request: Option<FeedbackRequest>,
    /// Its reviews that everybody can see.
    pub reviews_count: i64,
    /// Hidden (by a moderator, by reports, or its author is suspended):
    /// only its author and moderators may see it.
    pub hidden: bool,
    /// Its author made their profile private: only they (and moderators)
    /// may see it.
    pub author_private: bool,
}

/// A solution author's question to reviewers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedbackRequest {
    pub question: String,
    /// Whether reviews are still wanted.
    pub open: bool,
    /// When it was (last) opened.
    pub created_at: Millis,
}

/// What asking for feedback, or closing the request, did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedbackOutcome {
    Done,
    /// No such solution (or, closing, no request).
    NotFound,
    /// The solution is someone else's.
    NotOwner,
    /// The learner already has the most open requests allowed.
    TooManyOpen,
}

/// An open request in the review queue, as one viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewQueueEntry {
    pub solution_id: i64,
    pub question: String,
    pub created_at: Millis,
    pub author: Author,
    pub task: TaskSummary,
    pub reviews_count: i64,
    /// Whether the viewer completed the same challenge.
    pub solved_by_viewer: bool,
}

/// Which page of the review queue to read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewQueueQuery {
    /// Signed-in viewer: their own requests are left out.
    pub viewer: Option<i64>,
    pub difficulty: Option<Difficulty>,
    /// A challenge tag, compared without case.
    pub category: Option<String>,
    /// The (created_at, solution id) of the last entry of the page before.
    pub after: Option<(Millis, i64)>,
    pub limit: i64,
}

/// A review's ratings as stored: each 1-5 or `None`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StoredRatings {
    pub accessibility: Option<i64>,
    pub layout_fidelity: Option<i64>,
    pub code_quality: Option<i64>,
}

/// A review of a solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub id: i64,
    pub solution_id: i64,
    /// Who wrote the solution (and may mark the review helpful).
    pub solution_author_id: i64,
    pub reviewer: Author,
    /// Markdown.
    pub body: String,
    pub ratings: StoredRatings,
    pub helpful_at: Option<Millis>,
    pub created_at: Millis,
    pub updated_at: Millis,
}

/// What writing, editing or marking a review did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewOutcome {
    /// Done; the review's id.
    Done(i64),
    NotFound,
    /// Writing: the solution is the reviewer's own. Editing or deleting:
    /// the review is someone else's. Marking: the viewer is not the
    /// solution's author.
    NotAllowed,
    /// Writing: the author is not asking for feedback. Editing: the edit
    /// window is over. Marking: already marked.
    Refused,
}

/// A learner due a digest email.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestRecipient {
    pub user_id: i64,
    pub email: String,
    pub login: String,
    pub name: Option<String>,
    /// When their last digest went (0: never); the digest lists what came
    /// since.
    pub last_sent_at: Millis,
}

/// A notification with what its text needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: i64,
    pub kind: NotificationKind,
    /// The solution or the post it is about.
    pub subject_id: Option<i64>,
    /// The achievement's id.
    pub detail: Option<String>,
    /// Who did it (the latest liker for grouped likes); `None` when nobody
    /// did, or their account is gone.
    pub actor: Option<Author>,
    /// How many learners did it (grouped likes), else 1.
    pub count: i64,
    /// The challenge of the solution or post it is about.
    pub task_title: Option<String>,
    pub created_at: Millis,
    pub read: bool,
}

/// A check's new state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckUpdate {
    pub kind: CheckKind,
    pub status: CheckStatus,
    pub detail: String,
}

/// What a finished run of the checks found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckResults {
    pub checks: Vec<CheckUpdate>,
    pub score: Option<i64>,
    /// The report (JSON).
    pub report: String,
    pub now: Millis,
}

/// A learner's report of an item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReport {
    pub reporter_id: i64,
    pub item_type: ItemType,
    pub item_id: i64,
    pub reason: ReportReason,
    pub details: Option<String>,
    pub now: Millis,
}

/// What a report did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportOutcome {
    /// Recorded; `hidden` when it was the report that hid the item.
    Reported { hidden: bool },
    /// No such item, or the reporter cannot see it.
    NotFound,
    /// The reporter wrote it.
    OwnItem,
    /// The reporter already reported it.
    Duplicate,
}

/// One report in the moderators' queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportEntry {
    pub reporter: Author,
    pub reason: ReportReason,
    pub details: Option<String>,
    pub created_at: Millis,
}

/// An item with open reports, as moderators see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportedItem {
    pub item_type: ItemType,
    pub item_id: i64,
    pub hidden: bool,
    pub author: Author,
    pub author_suspended: bool,
    /// The item's text (a solution: its live URL).
    pub text: String,
    /// The title of the challenge it is about.
    pub task_title: String,
    /// The post of a comment, the solution of a review, else the item.
    pub parent_id: i64,
    /// The oldest open report's time (the queue's order).
    pub first_reported_at: Millis,
    /// Its open reports, oldest first.
    pub reports: Vec<ReportEntry>,
}

/// Where the report queue goes on: after this item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportCursor {
    pub first_reported_at: Millis,
    pub item_type: ItemType,
    pub item_id: i64,
}

/// Who takes a moderation action, for the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moderator {
    pub id: i64,
    pub login: String,
}

/// What a moderator does to an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemDecision {
    Hide,
    Restore,
    Delete,
}

/// What a moderation action did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModerationOutcome {
    Done,
    NotFound,
    /// The action does not apply (deleting a solution; suspending a
    /// suspended learner …).
    NotApplicable,
}

/// A suspended learner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suspension {
    pub user: Author,
    pub suspended_at: Millis,
    pub reason: String,
}

/// An entry of the moderation audit log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    pub id: i64,
    /// `None` for an automatic hide.
    pub moderator_id: Option<i64>,
    pub moderator_login: Option<String>,
    pub action: ModerationAction,
    pub item_type: Option<ItemType>,
    pub item_id: Option<i64>,
    pub target_login: Option<String>,
    pub summary: String,
    pub reason: String,
    pub created_at: Millis,
}

/// A learner someone blocked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockedUser {
    pub user: Author,
    pub blocked_at: Millis,
}

/// A screenshot of the rendered audit, to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewScreenshot {
    /// `phone`, `tablet`, `desktop` or `social`.
    pub viewport: String,
    pub width: i64,
    pub height: i64,
    /// PNG bytes.
    pub png: Vec<u8>,
}

/// A change of a learner's settings; `None` keeps the current value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// `public` or `private`.
    pub profile_visibility: Option<String>,
    /// `system`, `light` or `dark`.
    pub theme: Option<String>,
    /// A zone the learner chose (it then stays until they choose again or
    /// go back to their browser's).
    pub chosen_time_zone: Option<String>,
    /// Back to the zone the browser sends.
    pub detect_time_zone: bool,
    /// Whether the daily digest is wanted.
    pub email_digest: Option<bool>,
}

/// A completed solution as the portfolio shows it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PortfolioSolution {
    pub id: i64,
    pub task_slug: String,
    pub task_title: String,
    pub task_image_url: Option<String>,
    pub difficulty: String,
    pub score: Option<i64>,
    pub live_url: String,
    pub repository_url: String,
    pub completed_at: Millis,
    /// 1 when the rendered audit left a desktop screenshot.
    pub has_screenshot: i64,
}

/// A community post as the portfolio lists it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PortfolioPost {
    pub id: i64,
    pub task_slug: String,
    pub task_title: String,
    pub content: String,
    pub likes_count: i64,
    pub comments_count: i64,
    pub created_at: Millis,
}

/// A review the learner gave, as the portfolio lists it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PortfolioReview {
    pub id: i64,
    pub solution_id: i64,
    pub task_title: String,
    /// The reviewed solution's author.
    pub author_login: String,
    pub body: String,
    pub created_at: Millis,
}

/// What a portfolio lists besides progress and achievements: only what
/// everybody may see (nothing hidden; reviews only of public learners'
/// visible solutions).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PortfolioLists {
    /// Newest first.
    pub solutions: Vec<PortfolioSolution>,
    /// Newest first.
    pub posts: Vec<PortfolioPost>,
    /// Newest first.
    pub reviews: Vec<PortfolioReview>,
}

/// One value of an exported row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExportValue {
    Null,
    Integer(i64),
    Text(String),
}

/// One kind of record of a learner's data export: its rows as
/// `(column, value)` pairs in the statement's column order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportSection {
    /// The section's name in the export (`progress`, `posts`, …).
    pub name: &'static str,
    pub rows: Vec<Vec<(String, ExportValue)>>,
}

/// A pending job of a learner's, to be removed with their account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobRef {
    pub kind: String,
    pub key: String,
}
