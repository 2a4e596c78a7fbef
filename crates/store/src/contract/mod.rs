//! The storage contract: every [`Store`] implementation must pass these
//! cases. Backend crates run them with [`contract_tests!`](crate::contract_tests),
//! each case on a fresh, empty database. Compiled only with the `testing`
//! feature, which tests enable in `[dev-dependencies]`.

use crate::catalogue::{Catalogue, NewBlogPost, NewMedia, NewPath, NewPathItem, NewTask};
use frontloop_domain::{
    CheckKind, CheckStatus, Difficulty, EnrollmentStatus, ItemType, ModerationAction, NotificationKind, PathItemKind,
    PostStatus, ProgressStatus, ReportReason, Slug, TransitionError,
};

use crate::models::JobRef;
use crate::models::{
    CheckResults, CheckUpdate, CommentOutcome, Deletion, EnrollOutcome, FeedCursor, FeedOrder, FeedbackOutcome,
    GithubProfile, ItemDecision, MarkOutcome, ModerationOutcome, Moderator, NewCommunityPost, NewReport, NewScreenshot,
    OAuthState, OwnedChange, ProgressChange, ReportCursor, ReportOutcome, ReviewOutcome, ReviewQueueQuery,
    SessionTimes, SettingsChange, StoredRatings,
};
use crate::models::{LikeState, PostLikeOutcome, PostLikeToggle, ReadScope};
use crate::{Store, StoreError};

/// Generates one `#[tokio::test]` per contract case.
///
/// `$factory` is an async fn returning `Option<T>` where `T` has a field
/// `store: Arc<dyn Store>` (`None` skips the case); the optional `$finish`
/// names an async method of `T` that cleans up afterwards.
#[macro_export]
macro_rules! contract_tests {
    ($factory:ident) => {
        $crate::contract_tests!(@cases $factory, drop);
    };
    ($factory:ident, $finish:ident) => {
        $crate::contract_tests!(@cases $factory, $finish);
    };
    (@cases $factory:ident, $finish:ident) => {
        $crate::contract_tests!(@each $factory, $finish,
            ping_answers,
            import_adds_everything_then_changes_nothing,
            import_updates_changed_and_archives_missing,
            acceptance_checks_follow_the_import,
            removed_content_is_archived_with_every_record_kept_and_restored,
            import_keeps_path_item_ids_when_reordered,
            import_with_unknown_path_target_changes_nothing,
            import_with_a_slug_twice_changes_nothing,
            tasks_come_in_catalogue_order_with_tags,
            task_list_revision_moves_with_every_change,
            learner_revision_moves_with_every_progress_change,
            the_content_revision_moves_with_the_published_content_only,
            the_community_revision_moves_with_every_community_write,
            media_is_found_by_path,
            public_slugs_list_only_published_posts,
            platform_stats_count_users,
            oauth_state_is_single_use_and_expires,
            users_are_keyed_by_github_id,
            login_code_is_single_use_and_expires,
            a_broken_unique_rule_names_its_field,
            session_lives_until_revoked_or_expired,
            rate_limit_counts_hits_per_window,
            purge_removes_only_expired_rows,
            progress_follows_the_state_machine,
            saving_and_resetting_return_to_not_started,
            racing_completions_count_once,
            user_progress_lists_records_with_their_challenge,
            time_zone_is_remembered,
            settings_change_and_a_chosen_time_zone_stays,
            a_renamed_login_is_remembered_until_taken_back,
            deleting_an_account_removes_the_learner_and_uncounts_them,
            community_stats_start_at_zero,
            published_posts_come_newest_first_without_drafts,
            feed_pages_by_keyset_in_both_orders,
            the_popular_feed_is_scored_again_once_after_its_formula_changed,
            likes_toggle_and_counters_match_rows,
            a_like_at_once_counts_the_limit_and_unlocks_milestones,
            a_feed_viewer_comes_with_the_revision_blocks_and_likes_in_one_read,
            a_community_reader_comes_with_the_revision_that_likes_and_blocks_move,
            instances_see_each_other_while_they_say_they_are_alive,
            a_server_key_is_made_once_and_shared,
            parallel_likes_by_many_users_all_count,
            parallel_toggles_by_one_user_keep_counter_and_rows_together,
            comments_page_count_and_delete,
            only_authors_delete_their_posts,
            enrollment_and_item_progress_complete_a_path_once,
            item_completions_survive_reordering,
            ratings_are_one_per_learner,
            achievements_unlock_once,
            jobs_are_claimed_once_retried_and_finished,
            a_completion_records_its_follow_up_with_it,
            concurrent_claims_never_take_the_same_job,
            a_claim_of_one_leases_exactly_one_of_many_due_jobs,
            given_up_jobs_stay_and_are_never_claimed,
            queue_stats_count_waiting_and_given_up_jobs_per_kind,
            the_pool_reports_its_connections,
            deferred_jobs_keep_their_attempts,
            a_completion_writes_its_solution_with_every_check_queued,
            finished_checks_score_the_solution_and_the_record,
            checks_are_asked_for_again_only_after_the_interval,
            feedback_requests_are_limited_and_queued_oldest_first,
            reviews_notify_and_count_helped_users,
            likes_notify_once_per_post_and_day,
            unlocks_comments_and_finished_checks_notify,
            authors_turn_comments_off_and_on,
            notifications_page_newest_first_and_are_marked_read,
            digests_go_once_a_day_with_what_is_new_and_unsubscribing_is_single_use,
            reports_hide_at_the_threshold_and_decisions_are_logged,
            reports_of_what_the_reporter_cannot_see_are_not_found,
            auto_hide_counts_only_reporters_who_can_see_the_item,
            suspensions_revoke_sessions_and_keep_counts_true,
            blocks_filter_the_blockers_view_and_refuse_comments,
            screenshots_are_replaced_by_each_run
        );
    };
    (@each $factory:ident, drop, $($case:ident),+) => {
        $(
            #[tokio::test]
            async fn $case() {
                let Some(test_store) = $factory().await else { return };
                $crate::contract::$case(test_store.store.as_ref()).await;
            }
        )+
    };
    (@each $factory:ident, $finish:ident, $($case:ident),+) => {
        $(
            #[tokio::test]
            async fn $case() {
                let Some(test_store) = $factory().await else { return };
                $crate::contract::$case(test_store.store.as_ref()).await;
                test_store.$finish().await;
            }
        )+
    };
}

pub(crate) const NOW: i64 = 1_790_000_000_000;
pub(crate) const MINUTE: i64 = 60_000;

/// A slug written in a test.
pub(crate) fn slug(text: &str) -> Slug {
    Slug::parse(text).expect("a valid slug")
}

pub(crate) fn task(slug: &str, tags: &[&str]) -> NewTask {
    NewTask {
        slug: self::slug(slug),
        title: format!("Title of {slug}"),
        summary: "A summary".to_owned(),
        description: "# Heading\n\nBody".to_owned(),
        difficulty: Difficulty::Beginner,
        tags: tags.iter().map(|t| (*t).to_owned()).collect(),
        image_url: Some(format!("/media/challenges/{slug}.svg")),
        acceptance_checks: "[]".to_owned(),
        content_hash: format!("hash-{slug}"),
    }
}

pub(crate) fn post(slug: &str, status: PostStatus, published_at: i64) -> NewBlogPost {
    NewBlogPost {
        slug: self::slug(slug),
        title: format!("Post {slug}"),
        excerpt: None,
        content_html: "<p>Hello</p>".to_owned(),
        content_text: "Hello".to_owned(),
        categories: vec!["CSS".to_owned()],
        featured_image: None,
        meta_title: None,
        meta_description: None,
        status,
        read_time_minutes: 3,
        published_at,
        content_hash: format!("hash-{slug}"),
    }
}

pub(crate) fn path(slug: &str, items: Vec<NewPathItem>) -> NewPath {
    NewPath {
        slug: self::slug(slug),
        title: format!("Path {slug}"),
        description: "Learn things".to_owned(),
        difficulty: Difficulty::Beginner,
        estimated_hours: 10,
        image_url: None,
        items,
        content_hash: format!("hash-{slug}"),
    }
}

pub(crate) fn sample_catalogue() -> Catalogue {
    Catalogue {
        tasks: vec![task("card", &["HTML", "CSS"]), task("modal", &["JavaScript"])],
        posts: vec![post("grid", PostStatus::Published, NOW - MINUTE), post("draft", PostStatus::Draft, NOW)],
        paths: vec![path(
            "basics",
            vec![NewPathItem::Post(slug("grid")), NewPathItem::Task(slug("card")), NewPathItem::Task(slug("modal"))],
        )],
        media: vec![NewMedia {
            path: "challenges/card.svg".to_owned(),
            content_type: "image/svg+xml".to_owned(),
            body: b"<svg/>".to_vec(),
            etag: "e1".to_owned(),
        }],
    }
}

pub(crate) fn profile(github_id: i64, login: &str) -> GithubProfile {
    GithubProfile {
        github_id,
        login: login.to_owned(),
        name: Some(format!("{login} name")),
        email: Some(format!("{login}@example.com")),
        avatar_url: Some(format!("https://avatars.example/{github_id}")),
    }
}

/// `ping` succeeds on a live database.
pub async fn ping_answers(store: &dyn Store) {
    store.ping().await.expect("ping");
}

mod accounts;
mod catalogue;
mod community;
mod jobs;
mod moderation;
mod paths;
mod progress;
mod reviews;
mod solutions;

pub use accounts::*;
pub use catalogue::*;
pub use community::*;
pub use jobs::*;
pub use moderation::*;
pub use paths::*;
pub use progress::*;
pub use reviews::*;
pub use solutions::*;
