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

const NOW: i64 = 1_790_000_000_000;
const MINUTE: i64 = 60_000;

/// A slug written in a test.
fn slug(text: &str) -> Slug {
    Slug::parse(text).expect("a valid slug")
}

fn task(slug: &str, tags: &[&str]) -> NewTask {
    NewTask {
        slug: self::slug(slug),
        title: format!("Title of {slug}"),
        summary: "A summary".to_owned(),
        description: "# Heading\n\nBody".to_owned(),
        difficulty: Difficulty::Beginner,
        tags: tags.iter().map(|t| (*t).to_owned()).collect(),
        image_url: Some(format!("/media/challenges/{slug}.svg")),
        content_hash: format!("hash-{slug}"),
    }
}

fn post(slug: &str, status: PostStatus, published_at: i64) -> NewBlogPost {
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

fn path(slug: &str, items: Vec<NewPathItem>) -> NewPath {
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

fn sample_catalogue() -> Catalogue {
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

fn profile(github_id: i64, login: &str) -> GithubProfile {
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

/// A first import adds every item; the same catalogue again changes nothing.
pub async fn import_adds_everything_then_changes_nothing(store: &dyn Store) {
    let catalogue = sample_catalogue();
    let first = store.import_catalogue(&catalogue, NOW).await.expect("first import");
    assert_eq!((first.tasks.added, first.posts.added, first.paths.added, first.media.added), (2, 2, 1, 1));
    let again = store.import_catalogue(&catalogue, NOW + 1).await.expect("second import");
    assert_eq!((again.tasks.unchanged, again.posts.unchanged, again.paths.unchanged), (2, 2, 1));
    assert_eq!(again.tasks.added + again.tasks.updated + again.tasks.archived + again.tasks.restored, 0);
    assert_eq!(again.media.unchanged, 1);
}

/// Changed files are rewritten in place (same id); missing ones leave the
/// list (archived) and missing images are removed.
pub async fn import_updates_changed_and_archives_missing(store: &dyn Store) {
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let before = store.list_tasks().await.expect("tasks");
    let mut catalogue = sample_catalogue();
    catalogue.tasks[0].title = "New title".to_owned();
    catalogue.tasks[0].content_hash = "changed".to_owned();
    catalogue.tasks[0].tags = vec!["CSS".to_owned()];
    catalogue.tasks.pop();
    catalogue.paths[0].items.pop();
    catalogue.media.clear();
    let summary = store.import_catalogue(&catalogue, NOW + 1).await.expect("re-import");
    assert_eq!((summary.tasks.updated, summary.tasks.archived), (1, 1));
    assert_eq!(summary.media.removed, 1);
    let after = store.list_tasks().await.expect("tasks");
    assert_eq!(after.len(), 1);
    assert_eq!(after[0].id, before[0].id, "an updated challenge keeps its id");
    assert_eq!(after[0].title, "New title");
    assert_eq!(after[0].tags, vec!["CSS".to_owned()]);
    assert!(store.media("challenges/card.svg").await.expect("media").is_none());
}

/// Reordering a path's items keeps them (their ids carry completions).
pub async fn import_keeps_path_item_ids_when_reordered(store: &dyn Store) {
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let mut catalogue = sample_catalogue();
    catalogue.paths[0].items.reverse();
    catalogue.paths[0].content_hash = "reordered".to_owned();
    let summary = store.import_catalogue(&catalogue, NOW + 1).await.expect("re-import");
    assert_eq!(summary.paths.updated, 1);
    assert_eq!(summary.paths.added + summary.paths.archived, 0);
}

/// A path naming a challenge that does not exist fails the whole import.
pub async fn import_with_unknown_path_target_changes_nothing(store: &dyn Store) {
    let mut catalogue = sample_catalogue();
    catalogue.paths[0].items.push(NewPathItem::Task(slug("missing")));
    let err = store.import_catalogue(&catalogue, NOW).await.expect_err("unknown target");
    assert!(matches!(err, StoreError::Conflict(ref m) if m.contains("missing")), "{err:?}");
    assert!(store.list_tasks().await.expect("tasks").is_empty(), "nothing was applied");
}

/// A catalogue naming one challenge twice fails the whole import, rather
/// than one of the two silently overwriting the other.
pub async fn import_with_a_slug_twice_changes_nothing(store: &dyn Store) {
    let mut catalogue = sample_catalogue();
    catalogue.tasks.push(task("card", &["CSS"]));
    let err = store.import_catalogue(&catalogue, NOW).await.expect_err("a slug twice");
    assert!(matches!(err, StoreError::Conflict(ref m) if m.contains("\"card\"")), "{err:?}");
    assert!(store.list_tasks().await.expect("tasks").is_empty(), "nothing was applied");
}

/// The task list's revision changes on every import that changes a
/// challenge, and only then.
pub async fn task_list_revision_moves_with_every_change(store: &dyn Store) {
    let empty = store.task_list_revision().await.expect("revision");
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let first = store.task_list_revision().await.expect("revision");
    assert_ne!(first, empty);
    store.import_catalogue(&sample_catalogue(), NOW + 1).await.expect("same again");
    assert_eq!(store.task_list_revision().await.expect("revision"), first, "nothing changed");
    let mut catalogue = sample_catalogue();
    catalogue.tasks[0].content_hash = "edited".to_owned();
    store.import_catalogue(&catalogue, NOW + 2).await.expect("edit");
    let edited = store.task_list_revision().await.expect("revision");
    assert_ne!(edited, first, "an edit");
    catalogue.tasks.swap(0, 1);
    store.import_catalogue(&catalogue, NOW + 3).await.expect("reorder");
    let reordered = store.task_list_revision().await.expect("revision");
    assert_ne!(reordered, edited, "a reorder");
    let removed = catalogue.tasks.pop().expect("a task").slug;
    for path in &mut catalogue.paths {
        let before = path.items.len();
        path.items.retain(|item| !matches!(item, NewPathItem::Task(slug) if *slug == removed));
        if path.items.len() != before {
            path.content_hash.push_str("-trimmed");
        }
    }
    store.import_catalogue(&catalogue, NOW + 3).await.expect("removal at the same instant");
    assert_ne!(store.task_list_revision().await.expect("revision"), reordered, "a removal");
}

/// A named change to a catalogue before it is imported again.
type CatalogueEdit = (&'static str, fn(&mut Catalogue));

/// The content scope (the blog, the learning paths list) moves with every
/// import that changes a post, a path or a challenge, and not with the
/// community.
pub async fn the_content_revision_moves_with_the_published_content_only(store: &dyn Store) {
    let content = || store.read_revision(ReadScope::Content);
    let catalogue = || store.read_revision(ReadScope::Catalogue);
    // A learner with a post, on the sample catalogue.
    let (author, ids) = posts(store, 1).await;
    let mut imported = sample_catalogue();
    let mut seen = vec![content().await.expect("revision")];
    let edits: [CatalogueEdit; 3] = [
        ("a post", |c| c.posts[0].content_hash.push('!')),
        ("a path", |c| c.paths[0].content_hash.push('!')),
        ("a challenge", |c| c.tasks[1].content_hash.push('!')),
    ];
    for (what, edit) in edits {
        let before_catalogue = catalogue().await.expect("revision");
        edit(&mut imported);
        store.import_catalogue(&imported, NOW + 1).await.expect("import");
        let now = content().await.expect("revision");
        assert!(!seen.contains(&now), "{what} moves the content revision");
        seen.push(now);
        let moved_catalogue = catalogue().await.expect("revision") != before_catalogue;
        assert_eq!(moved_catalogue, what == "a challenge", "only a challenge moves the catalogue: {what}");
    }
    let settled = content().await.expect("revision");
    store.create_comment(ids[0], author, "hello", NOW).await.expect("comment");
    assert_eq!(content().await.expect("revision"), settled, "the community is another scope");
}

/// The community scope moves with every write to what the feed, a post and
/// its comments show: posts, comments, likes (their counters), blocks, an
/// author's name and suspension; and not with a write elsewhere.
pub async fn the_community_revision_moves_with_every_community_write(store: &dyn Store) {
    let community = || store.read_revision(ReadScope::Community);
    let (author, ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(31, "other"), NOW).await.expect("user").id;
    let mut seen = vec![community().await.expect("revision")];
    let mut moved = async |what: &str| {
        let now = community().await.expect("revision");
        assert!(!seen.contains(&now), "{what} moves the community revision");
        seen.push(now);
    };
    store.create_comment(ids[0], other, "first", NOW + 1).await.expect("comment");
    moved("a comment").await;
    store.toggle_post_like(ids[0], other, NOW + 2).await.expect("like").expect("post");
    moved("a like").await;
    store.block(other, author, NOW + 3).await.expect("block");
    moved("a block").await;
    let renamed = GithubProfile { name: Some("Ada L.".into()), ..profile(1, "ada") };
    store.upsert_github_user(&renamed, NOW + 4).await.expect("rename");
    moved("an author's new name").await;
    let suspended = store.set_suspended(author, true, &moderator(other), "spam", NOW + 5).await.expect("suspend");
    assert_eq!(suspended, ModerationOutcome::Done);
    moved("a suspension").await;
    let settled = community().await.expect("revision");
    store.hit_rate_limit("anything", NOW).await.expect("hit");
    store.upsert_github_user(&profile(31, "other"), NOW + 6).await.expect("the same profile");
    assert_eq!(community().await.expect("revision"), settled, "writes elsewhere move nothing");
}

/// A learner's revision moves with each of their own progress changes
/// (including removals) and with the catalogue, and with nothing else.
pub async fn learner_revision_moves_with_every_progress_change(store: &dyn Store) {
    let (user, task) = learner(store).await;
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other");
    let mut seen = vec![store.learner_revision(user).await.expect("revision")];
    let steps = [
        (ProgressStatus::Saved, "saved"),
        (ProgressStatus::NotStarted, "unsaved"),
        (ProgressStatus::InProgress, "started"),
        (ProgressStatus::NotStarted, "reset"),
        (ProgressStatus::InProgress, "started again"),
        (ProgressStatus::Completed, "completed"),
    ];
    for (to, what) in steps {
        // All at the same instant: the revision must not rely on the clock.
        store.change_progress(user, task, &change(to, NOW)).await.expect("change").expect("allowed");
        let now = store.learner_revision(user).await.expect("revision");
        assert!(!seen.contains(&now), "{what}: the revision came back to an earlier value");
        seen.push(now);
    }
    let settled = *seen.last().expect("a revision");
    store
        .change_progress(user, task, &change(ProgressStatus::Completed, NOW))
        .await
        .expect("change")
        .expect_err("terminal");
    store
        .change_progress(other.id, task, &change(ProgressStatus::InProgress, NOW))
        .await
        .expect("other")
        .expect("allowed");
    assert_eq!(
        store.learner_revision(user).await.expect("revision"),
        settled,
        "refusals and other learners change nothing"
    );
    let mut catalogue = sample_catalogue();
    catalogue.tasks[0].content_hash = "retitled".to_owned();
    store.import_catalogue(&catalogue, NOW + 1).await.expect("edit");
    let edited = store.learner_revision(user).await.expect("revision");
    assert_eq!(edited.progress, settled.progress);
    assert_ne!(edited.catalogue, settled.catalogue, "a catalogue edit");
    assert_eq!(store.learner_revision(-5).await.expect("revision").progress, -1, "no such learner");
}

/// Tasks keep the catalogue's order and their tags' order.
pub async fn tasks_come_in_catalogue_order_with_tags(store: &dyn Store) {
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let tasks = store.list_tasks().await.expect("tasks");
    let slugs: Vec<_> = tasks.iter().map(|t| t.slug.as_str()).collect();
    assert_eq!(slugs, ["card", "modal"]);
    assert_eq!(tasks[0].tags, ["HTML", "CSS"]);
    assert_eq!(tasks[0].image_url.as_deref(), Some("/media/challenges/card.svg"));
    let card = store.task_by_slug("card").await.expect("by slug").expect("present");
    assert_eq!(card, tasks[0]);
    assert_eq!(store.task_by_slug("nope").await.expect("by slug"), None);
}

/// Media is found by its path, with type and ETag.
pub async fn media_is_found_by_path(store: &dyn Store) {
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let media = store.media("challenges/card.svg").await.expect("media").expect("present");
    assert_eq!(
        (media.content_type.as_str(), media.body.as_slice(), media.etag.as_str()),
        ("image/svg+xml", &b"<svg/>"[..], "e1")
    );
    assert!(store.media("nope.svg").await.expect("media").is_none());
}

/// Drafts stay out of the sitemap.
pub async fn public_slugs_list_only_published_posts(store: &dyn Store) {
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let slugs = store.public_slugs().await.expect("slugs");
    assert_eq!(slugs.tasks, ["card", "modal"]);
    assert_eq!(slugs.posts, ["grid"]);
    assert_eq!(slugs.paths, ["basics"]);
}

/// Users are counted as they sign in.
pub async fn platform_stats_count_users(store: &dyn Store) {
    assert_eq!(store.platform_stats().await.expect("stats").users, 0);
    store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("user");
    let stats = store.platform_stats().await.expect("stats");
    assert_eq!((stats.users, stats.projects, stats.code_reviews), (2, 0, 0));
}

/// A state is handed out once, and never after it expired.
pub async fn oauth_state_is_single_use_and_expires(store: &dyn Store) {
    let state = OAuthState { pkce_verifier: "v".into(), return_path: "/x".into(), expires_at: NOW + 10 * MINUTE };
    store.save_oauth_state("s1", &state).await.expect("save");
    assert_eq!(store.take_oauth_state("s1", NOW).await.expect("take"), Some(state.clone()));
    assert_eq!(store.take_oauth_state("s1", NOW).await.expect("take again"), None);
    store.save_oauth_state("s2", &state).await.expect("save");
    assert_eq!(store.take_oauth_state("s2", NOW + 10 * MINUTE).await.expect("take late"), None);
    assert_eq!(store.take_oauth_state("unknown", NOW).await.expect("take unknown"), None);
}

/// A renamed GitHub account keeps its Frontloop account; a new account with
/// an old login gets its own.
pub async fn users_are_keyed_by_github_id(store: &dyn Store) {
    let ada = store.upsert_github_user(&profile(10, "ada"), NOW).await.expect("create");
    let renamed = store.upsert_github_user(&profile(10, "ada-l"), NOW + 1).await.expect("rename");
    assert_eq!(renamed.id, ada.id);
    assert_eq!(renamed.login, "ada-l");
    assert_eq!(renamed.created_at, NOW, "first sign-in time is kept");
    let newcomer = store.upsert_github_user(&profile(11, "ada"), NOW + 2).await.expect("reuse login");
    assert_ne!(newcomer.id, ada.id);
    let mut no_email = profile(10, "ada-l");
    no_email.email = None;
    let refreshed = store.upsert_github_user(&no_email, NOW + 3).await.expect("refresh");
    assert_eq!(refreshed.email, None);
    assert_eq!(store.user(ada.id).await.expect("user").map(|u| u.login), Some("ada-l".to_owned()));
    assert_eq!(store.user(9_999).await.expect("user"), None);
}

/// A login code works once and not after it expired.
pub async fn login_code_is_single_use_and_expires(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    store.create_login_code("c1", user.id, NOW + MINUTE).await.expect("code");
    assert_eq!(store.take_login_code("c1", NOW).await.expect("take"), Some(user.id));
    assert_eq!(store.take_login_code("c1", NOW).await.expect("take again"), None);
    store.create_login_code("c2", user.id, NOW + MINUTE).await.expect("code");
    assert_eq!(store.take_login_code("c2", NOW + MINUTE).await.expect("take late"), None);
}

/// A write that breaks a unique rule is a conflict that names the field,
/// in words of our own rather than the driver's.
pub async fn a_broken_unique_rule_names_its_field(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    store.create_login_code("c1", user.id, NOW + MINUTE).await.expect("code");
    let err = store.create_login_code("c1", user.id, NOW + MINUTE).await.expect_err("the same code again");
    assert!(matches!(err, StoreError::Conflict(ref m) if m == "another record already has this code_hash"), "{err:?}");
    let state = OAuthState { pkce_verifier: "v".into(), return_path: "/".into(), expires_at: NOW + MINUTE };
    store.save_oauth_state("s1", &state).await.expect("state");
    let err = store.save_oauth_state("s1", &state).await.expect_err("the same state again");
    assert!(matches!(err, StoreError::Conflict(ref m) if m == "another record already has this state_hash"), "{err:?}");
}

/// Sessions answer until revoked, idle too long, or past their absolute end.
pub async fn session_lives_until_revoked_or_expired(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    let idle = 30 * MINUTE;
    let times = SessionTimes { now: NOW, idle_ttl: idle, absolute_ttl: 90 * MINUTE };
    store.create_session("t1", user.id, times).await.expect("session");
    assert_eq!(store.session_user("t1", NOW + 1, idle).await.expect("lookup").map(|u| u.id), Some(user.id));
    // Used within the idle window, again and again, it outlives the first idle limit…
    for step in 1..=2 {
        let at = NOW + step * 25 * MINUTE;
        assert!(store.session_user("t1", at, idle).await.expect("lookup").is_some(), "step {step}");
    }
    // …but never its absolute limit.
    assert!(store.session_user("t1", NOW + 90 * MINUTE, idle).await.expect("lookup").is_none());

    store.create_session("t2", user.id, times).await.expect("session");
    assert!(store.session_user("t2", NOW + idle, idle).await.expect("lookup").is_none(), "idle expiry");

    store.create_session("t3", user.id, times).await.expect("session");
    store.revoke_session("t3", NOW + 1).await.expect("revoke");
    assert!(store.session_user("t3", NOW + 2, idle).await.expect("lookup").is_none());
    store.revoke_session("unknown", NOW).await.expect("revoking nothing is fine");
    assert!(store.session_user("unknown", NOW, idle).await.expect("lookup").is_none());
}

/// Hits are counted per bucket and window.
pub async fn rate_limit_counts_hits_per_window(store: &dyn Store) {
    assert_eq!(store.rate_limit_hits("ip:1", NOW).await.expect("read"), 0);
    for expected in 1..=3 {
        assert_eq!(store.hit_rate_limit("ip:1", NOW).await.expect("hit"), expected);
    }
    assert_eq!(store.hit_rate_limit("ip:2", NOW).await.expect("hit"), 1);
    assert_eq!(store.hit_rate_limit("ip:1", NOW + MINUTE).await.expect("hit"), 1);
    assert_eq!(store.rate_limit_hits("ip:1", NOW).await.expect("read"), 3, "reading counts nothing");
    assert_eq!(store.rate_limit_hits("ip:1", NOW).await.expect("read"), 3);
}

/// Purging removes expired rows and keeps live ones.
pub async fn purge_removes_only_expired_rows(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    let state = OAuthState { pkce_verifier: "v".into(), return_path: "/".into(), expires_at: NOW + MINUTE };
    store.save_oauth_state("live", &state).await.expect("save");
    store.save_oauth_state("old", &OAuthState { expires_at: NOW - 1, ..state }).await.expect("save");
    store.create_login_code("old", user.id, NOW - 1).await.expect("code");
    let times = SessionTimes { now: NOW, idle_ttl: MINUTE, absolute_ttl: 2 * MINUTE };
    store.create_session("live", user.id, times).await.expect("session");
    store.hit_rate_limit("ip", NOW - 2 * 60 * MINUTE).await.expect("hit");
    assert_eq!(store.purge_expired(NOW).await.expect("purge"), 3);
    assert!(store.take_oauth_state("live", NOW).await.expect("take").is_some());
    assert!(store.session_user("live", NOW, MINUTE).await.expect("lookup").is_some());
}

fn change(to: ProgressStatus, now: i64) -> ProgressChange {
    let completing = to == ProgressStatus::Completed;
    ProgressChange {
        to,
        github_repo_url: completing.then(|| "https://github.com/ada/card".to_owned()),
        github_pages_url: completing.then(|| "https://ada.github.io/card".to_owned()),
        now,
        local_time: "2026-11-22T07:30:00".to_owned(),
    }
}

/// Starts `task` for `user` at `NOW` and completes it a millisecond later.
async fn start_and_complete(store: &dyn Store, user: i64, task: i64) {
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("allowed");
    store
        .change_progress(user, task, &change(ProgressStatus::Completed, NOW + 1))
        .await
        .expect("done")
        .expect("allowed");
}

/// A learner with the sample catalogue imported; returns (user id, first task id).
async fn learner(store: &dyn Store) -> (i64, i64) {
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    let task = store.list_tasks().await.expect("tasks")[0].id;
    (user.id, task)
}

async fn completions(store: &dyn Store) -> i64 {
    store.platform_stats().await.expect("stats").projects
}

/// Start, then complete with both URLs; a completed challenge never changes.
pub async fn progress_follows_the_state_machine(store: &dyn Store) {
    let (user, task) = learner(store).await;
    assert_eq!(store.progress(user, task).await.expect("read"), None);
    let started = store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start");
    let started = started.expect("allowed").expect("a record");
    assert_eq!((started.status.as_str(), started.started_at), ("in_progress", Some(NOW)));
    let again = store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW + 5)).await.expect("again");
    assert_eq!(again.expect("no-op").expect("record").started_at, Some(NOW), "a double start changes nothing");
    let refused = store.change_progress(user, task, &change(ProgressStatus::Saved, NOW + 1)).await.expect("save");
    assert!(matches!(refused, Err(TransitionError::NotAllowed { .. })));
    let done =
        store.change_progress(user, task, &change(ProgressStatus::Completed, NOW + 60_000)).await.expect("complete");
    let done = done.expect("allowed").expect("record");
    assert_eq!(done.status, ProgressStatus::Completed);
    assert_eq!(done.completed_at, Some(NOW + 60_000));
    assert_eq!(done.completed_local.as_deref(), Some("2026-11-22T07:30:00"));
    assert_eq!(done.github_repo_url.as_deref(), Some("https://github.com/ada/card"));
    assert_eq!(completions(store).await, 1);
    for to in ProgressStatus::ALL {
        let after = store.change_progress(user, task, &change(*to, NOW + 70_000)).await.expect("after");
        assert_eq!(after, Err(TransitionError::AlreadyCompleted), "{to}");
    }
    assert_eq!(completions(store).await, 1);
    assert_eq!(store.progress(user, task).await.expect("read"), Some(done));
}

/// Unsaving and resetting remove the record.
pub async fn saving_and_resetting_return_to_not_started(store: &dyn Store) {
    let (user, task) = learner(store).await;
    let saved = store.change_progress(user, task, &change(ProgressStatus::Saved, NOW)).await.expect("save");
    assert_eq!(saved.expect("allowed").expect("record").status, ProgressStatus::Saved);
    let unsaved =
        store.change_progress(user, task, &change(ProgressStatus::NotStarted, NOW + 1)).await.expect("unsave");
    assert_eq!(unsaved, Ok(None));
    assert_eq!(store.progress(user, task).await.expect("read"), None);
    store.change_progress(user, task, &change(ProgressStatus::Saved, NOW + 2)).await.expect("save").expect("allowed");
    let started = store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW + 3)).await.expect("start");
    assert_eq!(started.expect("allowed").expect("record").status, ProgressStatus::InProgress);
    let reset = store.change_progress(user, task, &change(ProgressStatus::NotStarted, NOW + 4)).await.expect("reset");
    assert_eq!(reset, Ok(None));
    assert!(store.user_progress(user).await.expect("list").is_empty());
}

/// Two completions racing on one record: one wins, the counter moves once.
pub async fn racing_completions_count_once(store: &dyn Store) {
    let (user, task) = learner(store).await;
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("allowed");
    let complete = change(ProgressStatus::Completed, NOW + 1);
    let (first, second) =
        tokio::join!(store.change_progress(user, task, &complete), store.change_progress(user, task, &complete));
    let results = [first, second];
    let wins = results.iter().filter(|r| matches!(r, Ok(Ok(Some(_))))).count();
    let refusals = results.iter().filter(|r| matches!(r, Ok(Err(TransitionError::AlreadyCompleted)))).count();
    assert_eq!((wins, refusals), (1, 1), "{results:?}");
    assert_eq!(completions(store).await, 1);
}

/// The learner's records come with slug, title, difficulty and tags.
pub async fn user_progress_lists_records_with_their_challenge(store: &dyn Store) {
    let (user, task) = learner(store).await;
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other");
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("allowed");
    store.change_progress(other.id, task, &change(ProgressStatus::Saved, NOW)).await.expect("save").expect("allowed");
    let entries = store.user_progress(user).await.expect("list");
    assert_eq!(entries.len(), 1, "only the learner's own records");
    let entry = &entries[0];
    assert_eq!((entry.slug.as_str(), entry.difficulty.as_str()), ("card", "beginner"));
    assert_eq!(entry.tags, ["HTML", "CSS"]);
    assert_eq!(entry.progress.status, ProgressStatus::InProgress);
}

/// The time zone is stored on the user.
pub async fn time_zone_is_remembered(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    assert_eq!(user.time_zone, "UTC");
    store.set_time_zone(user.id, "Europe/Berlin").await.expect("set");
    assert_eq!(store.user(user.id).await.expect("read").expect("user").time_zone, "Europe/Berlin");
}

/// Settings change one by one; a zone the learner chose is not replaced
/// by the browser's until they go back to detection.
pub async fn settings_change_and_a_chosen_time_zone_stays(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    assert_eq!(
        (user.profile_visibility.as_str(), user.theme.as_str(), user.chose_time_zone()),
        ("public", "system", false)
    );
    let change = SettingsChange {
        profile_visibility: Some("private".into()),
        chosen_time_zone: Some("Asia/Tokyo".into()),
        ..SettingsChange::default()
    };
    let changed = store.update_settings(user.id, &change).await.expect("update").expect("user");
    assert_eq!((changed.is_private(), changed.theme.as_str()), (true, "system"));
    assert_eq!((changed.time_zone.as_str(), changed.chose_time_zone()), ("Asia/Tokyo", true));
    store.set_time_zone(user.id, "Europe/Berlin").await.expect("browser zone");
    assert_eq!(store.user(user.id).await.expect("read").expect("user").time_zone, "Asia/Tokyo");
    let detect = SettingsChange { detect_time_zone: true, theme: Some("dark".into()), ..SettingsChange::default() };
    let detected = store.update_settings(user.id, &detect).await.expect("update").expect("user");
    assert_eq!((detected.chose_time_zone(), detected.theme.as_str()), (false, "dark"));
    store.set_time_zone(user.id, "Europe/Berlin").await.expect("browser zone");
    assert_eq!(store.user(user.id).await.expect("read").expect("user").time_zone, "Europe/Berlin");
    assert_eq!(store.update_settings(user.id + 100, &detect).await.expect("update"), None);
}

/// A login GitHub renamed leads to the learner, in any case, until they
/// take it back.
pub async fn a_renamed_login_is_remembered_until_taken_back(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "Ada"), NOW).await.expect("user");
    assert_eq!(store.user_by_previous_login("ada").await.expect("read"), None);
    store.upsert_github_user(&profile(1, "ada-lovelace"), NOW + 1).await.expect("renamed");
    let found = store.user_by_previous_login("ADA").await.expect("read").expect("remembered");
    assert_eq!((found.id, found.login.as_str()), (user.id, "ada-lovelace"));
    store.upsert_github_user(&profile(1, "ada"), NOW + 2).await.expect("renamed back");
    assert_eq!(store.user_by_previous_login("ada").await.expect("read"), None);
    assert_eq!(store.user_by_previous_login("ada-lovelace").await.expect("read").map(|u| u.id), Some(user.id));
}

/// Deleting an account removes the learner with their records and takes
/// their completion off the challenge's count; a second time finds nobody.
pub async fn deleting_an_account_removes_the_learner_and_uncounts_them(store: &dyn Store) {
    let (user, task) = learner(store).await;
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other").id;
    for learner in [user, other] {
        store
            .change_progress(learner, task, &change(ProgressStatus::InProgress, NOW))
            .await
            .expect("start")
            .expect("ok");
        store.change_progress(learner, task, &change(ProgressStatus::Completed, NOW)).await.expect("done").expect("ok");
    }
    assert_eq!(completions(store).await, 2);
    let jobs = [JobRef { kind: "achievements".into(), key: user.to_string() }];
    assert!(store.delete_account(user, &jobs).await.expect("delete"));
    assert_eq!(store.user(user).await.expect("read"), None);
    assert!(store.user_progress(user).await.expect("progress").is_empty());
    assert_eq!(completions(store).await, 1);
    assert_eq!(store.user_progress(other).await.expect("progress").len(), 1, "others keep theirs");
    assert!(!store.delete_account(user, &jobs).await.expect("again"));
}

/// A newcomer has no community activity.
pub async fn community_stats_start_at_zero(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    assert_eq!(store.community_stats(user.id).await.expect("stats"), Default::default());
}

/// Readers see published posts only, newest first, with their categories.
pub async fn published_posts_come_newest_first_without_drafts(store: &dyn Store) {
    let mut catalogue = sample_catalogue();
    let mut older = post("older", PostStatus::Published, NOW - 10 * MINUTE);
    older.categories = vec!["JavaScript".into(), "CSS".into()];
    catalogue.posts.push(older);
    store.import_catalogue(&catalogue, NOW).await.expect("import");
    let posts = store.published_posts().await.expect("posts");
    let slugs: Vec<_> = posts.iter().map(|p| p.slug.as_str()).collect();
    assert_eq!(slugs, ["grid", "older"]);
    assert_eq!(posts[1].categories, ["JavaScript", "CSS"]);
    assert_eq!(posts[0].content_html, "<p>Hello</p>");
    let one = store.published_post("older").await.expect("post").expect("present");
    assert_eq!(one, posts[1]);
    assert_eq!(store.published_post("draft").await.expect("post"), None, "drafts are not public");
    assert_eq!(store.published_post("nope").await.expect("post"), None);
}

/// A learner and `count` posts of theirs about the first challenge, one
/// minute apart (oldest first). Returns (user id, post ids).
async fn posts(store: &dyn Store, count: i64) -> (i64, Vec<i64>) {
    let (user, task) = learner(store).await;
    let mut ids = Vec::new();
    for n in 0..count {
        let post = NewCommunityPost {
            user_id: user,
            task_id: task,
            content: format!("post {n}"),
            code: None,
            now: NOW + n * MINUTE,
        };
        ids.push(store.create_community_post(&post).await.expect("post"));
    }
    (user, ids)
}

/// Latest is newest first; Popular follows hot_score; both page by keyset
/// without gaps or repeats; tags, author and viewer likes come along.
pub async fn feed_pages_by_keyset_in_both_orders(store: &dyn Store) {
    let (user, ids) = posts(store, 5).await;
    let first = store.community_feed(FeedOrder::Latest, None, 2, Some(user)).await.expect("page 1");
    assert_eq!(first.iter().map(|p| p.id).collect::<Vec<_>>(), [ids[4], ids[3]]);
    assert_eq!(first[0].task.slug, "card");
    assert_eq!(first[0].task.tags, ["HTML", "CSS"]);
    assert_eq!(first[0].author.login, "ada");
    let last = first.last().expect("last");
    let cursor = FeedCursor::Latest { created_at: last.created_at, id: last.id };
    let second = store.community_feed(FeedOrder::Latest, Some(cursor), 10, None).await.expect("page 2");
    assert_eq!(second.iter().map(|p| p.id).collect::<Vec<_>>(), [ids[2], ids[1], ids[0]]);

    // Likes lift an older post in Popular.
    for github_id in 10..20 {
        let fan = store.upsert_github_user(&profile(github_id, &format!("fan{github_id}")), NOW).await.expect("fan");
        store.toggle_post_like(ids[0], fan.id, NOW).await.expect("like").expect("post");
    }
    let popular = store.community_feed(FeedOrder::Popular, None, 1, Some(user)).await.expect("popular");
    assert_eq!(popular[0].id, ids[0]);
    assert_eq!(popular[0].likes_count, 10);
    assert!(!popular[0].liked_by_viewer);
    let cursor = FeedCursor::Popular { hot_score: popular[0].hot_score, id: popular[0].id };
    let rest = store.community_feed(FeedOrder::Popular, Some(cursor), 10, None).await.expect("rest");
    assert_eq!(rest.iter().map(|p| p.id).collect::<Vec<_>>(), [ids[4], ids[3], ids[2], ids[1]]);
}

/// A migration that changes the popular formula asks for one rescore; it
/// sets every post's stored score from its likes and creation time, in
/// batches, and is not due again.
pub async fn the_popular_feed_is_scored_again_once_after_its_formula_changed(store: &dyn Store) {
    let (_, ids) = posts(store, 3).await;
    let fan = store.upsert_github_user(&profile(77, "fan"), NOW).await.expect("fan");
    store.toggle_post_like(ids[1], fan.id, NOW).await.expect("like").expect("post");
    assert_eq!(store.rescore_popular_feed_if_due().await.expect("rescore"), Some(3), "due on a new database");
    assert_eq!(store.rescore_popular_feed_if_due().await.expect("rescore"), None, "once");
    assert_eq!(store.rescore_popular_feed().await.expect("rescore"), 3);
    let feed = store.community_feed(FeedOrder::Popular, None, 10, None).await.expect("popular");
    for post in &feed {
        let expected = frontloop_domain::community::hot_score(post.likes_count, post.created_at);
        assert!((post.hot_score - expected).abs() < 1e-9, "post {}: {} vs {expected}", post.id, post.hot_score);
    }
    assert_eq!(feed[0].id, ids[1], "the liked post leads");
}

/// A second like by the same user takes it back; the counter follows.
pub async fn likes_toggle_and_counters_match_rows(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let on = store.toggle_post_like(ids[0], user, NOW).await.expect("like").expect("post");
    assert_eq!((on.liked, on.likes_count), (true, 1));
    let seen = store.community_post(ids[0], Some(user)).await.expect("read").expect("post");
    assert!(seen.liked_by_viewer);
    let off = store.toggle_post_like(ids[0], user, NOW).await.expect("unlike").expect("post");
    assert_eq!((off.liked, off.likes_count), (false, 0));
    assert_eq!(store.toggle_post_like(9_999, user, NOW).await.expect("missing"), None);
    assert_eq!(store.community_stats(user).await.expect("stats").likes_given, 0);

    let comment = store.create_comment(ids[0], user, "nice", NOW).await.expect("comment").id().expect("post");
    let on = store.toggle_comment_like(comment, user, NOW).await.expect("like").expect("comment");
    assert_eq!((on.liked, on.likes_count), (true, 1));
    assert!(store.comment(comment, Some(user)).await.expect("read").expect("comment").liked_by_viewer);
    let off = store.toggle_comment_like(comment, user, NOW).await.expect("unlike").expect("comment");
    assert_eq!((off.liked, off.likes_count), (false, 0));
    assert_eq!(store.toggle_comment_like(9_999, user, NOW).await.expect("missing"), None);
}

/// A like toggled at once: the rate-limit hit, the like and its counter,
/// the learner's and the author's milestone unlocks commit together; a
/// refused toggle writes nothing.
pub async fn a_like_at_once_counts_the_limit_and_unlocks_milestones(store: &dyn Store) {
    let (author, ids) = posts(store, 2).await;
    let fan = store.upsert_github_user(&profile(77, "fan"), NOW).await.expect("fan").id;
    let second_fan = store.upsert_github_user(&profile(79, "second"), NOW).await.expect("fan").id;
    let milestones = [("first-appreciation", 1_i64), ("community-supporter", 2_i64)];
    let author_milestones = [("popular", 2_i64)];
    let toggle = |post_id: i64, user_id: i64, bucket: &'static str| PostLikeToggle {
        post_id,
        user_id,
        now: NOW,
        limit_bucket: bucket,
        limit_window_start: NOW,
        limit_max: 3,
        milestones: &milestones,
        author_milestones: &author_milestones,
    };
    let first = store.toggle_post_like_at_once(&toggle(ids[0], fan, "like:fan")).await.expect("like");
    let PostLikeOutcome::Toggled { like, unlocked } = first else { panic!("toggled: {first:?}") };
    assert_eq!((like.liked, like.likes_count, unlocked), (true, 1, vec!["first-appreciation".to_owned()]));
    let notified = store.notifications(fan, None, 10).await.expect("notifications");
    assert_eq!(notified.len(), 1, "the unlock is announced");
    assert!(store.unlocked_achievements(author).await.expect("unlocked").is_empty(), "one like is not Popular");
    // The post's second like reaches the author's milestone.
    store.toggle_post_like_at_once(&toggle(ids[0], second_fan, "like:second")).await.expect("like");
    let author_has = store.unlocked_achievements(author).await.expect("unlocked");
    assert_eq!(author_has.iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>(), ["popular"]);

    let second = store.toggle_post_like_at_once(&toggle(ids[1], fan, "like:fan")).await.expect("like");
    assert!(matches!(second, PostLikeOutcome::Toggled { ref unlocked, .. } if unlocked == &["community-supporter"]));
    let off = store.toggle_post_like_at_once(&toggle(ids[1], fan, "like:fan")).await.expect("unlike");
    assert!(
        matches!(off, PostLikeOutcome::Toggled { like: LikeState { liked: false, likes_count: 0 }, ref unlocked } if unlocked.is_empty())
    );

    // The fourth hit in the window is refused and changes nothing.
    let refused = store.toggle_post_like_at_once(&toggle(ids[0], fan, "like:fan")).await.expect("refused");
    assert_eq!(refused, PostLikeOutcome::Limited { hits: 4 });
    let post = store.community_post(ids[0], Some(fan)).await.expect("read").expect("post");
    assert!(post.liked_by_viewer && post.likes_count == 2, "the refused unlike wrote nothing");
    assert_eq!(store.rate_limit_hits("like:fan", NOW).await.expect("hits"), 3);

    let missing = store.toggle_post_like_at_once(&toggle(9_999, author, "like:author")).await.expect("missing");
    assert_eq!(missing, PostLikeOutcome::NotFound);
}

/// The feed's reader by session: their likes among the asked posts, their
/// blocks, the community's revision moved by writes; no reader for a dead
/// session.
pub async fn a_feed_viewer_comes_with_the_revision_blocks_and_likes_in_one_read(store: &dyn Store) {
    let (author, ids) = posts(store, 3).await;
    let fan = store.upsert_github_user(&profile(78, "fan"), NOW).await.expect("fan").id;
    let times = SessionTimes { now: NOW, idle_ttl: 30 * MINUTE, absolute_ttl: 90 * MINUTE };
    store.create_session("fan-token", fan, times).await.expect("session");
    let idle = 30 * MINUTE;
    let before = store.feed_viewer("fan-token", NOW + 1, idle, &ids).await.expect("read").expect("a reader");
    assert_eq!((before.user.id, before.blocks, before.hidden_posts, before.liked.len()), (fan, 0, 0, 0));
    assert_eq!(before.revision, store.read_revision(ReadScope::Community).await.expect("revision"));
    store.toggle_post_like(ids[0], fan, NOW).await.expect("like").expect("post");
    store.toggle_post_like(ids[2], fan, NOW).await.expect("like").expect("post");
    store.block(fan, author, NOW).await.expect("block");
    let after = store.feed_viewer("fan-token", NOW + 2, idle, &ids[..2]).await.expect("read").expect("a reader");
    assert_eq!((after.liked, after.blocks), (vec![ids[0]], 1), "only the asked posts' likes");
    assert!(after.revision > before.revision, "likes move the community's revision");
    let none_asked = store.feed_viewer("fan-token", NOW + 3, idle, &[]).await.expect("read").expect("a reader");
    assert!(none_asked.liked.is_empty());
    store.revoke_session("fan-token", NOW + 4).await.expect("revoke");
    assert!(store.feed_viewer("fan-token", NOW + 5, idle, &ids).await.expect("read").is_none());
    assert!(store.feed_viewer("unknown", NOW, idle, &ids).await.expect("read").is_none());
}

/// Each server instance says it is alive and learns how many others said
/// so lately; one that leaves, or stops saying it, no longer counts, and
/// old rows are purged.
pub async fn instances_see_each_other_while_they_say_they_are_alive(store: &dyn Store) {
    let window = 3_000;
    assert_eq!(store.heartbeat("a", NOW, NOW - window).await.expect("a"), 0, "alone at first");
    assert_eq!(store.heartbeat("b", NOW + 100, NOW + 100 - window).await.expect("b"), 1, "b sees a");
    assert_eq!(store.heartbeat("a", NOW + 200, NOW + 200 - window).await.expect("a"), 1, "a sees b");
    // b stops saying it: once the window has passed, a is alone again.
    let later = NOW + 100 + window;
    assert_eq!(store.heartbeat("a", later, later - window).await.expect("a"), 0, "b is gone");
    assert_eq!(store.heartbeat("b", later + 1, later + 1 - window).await.expect("b"), 1, "b is back");
    store.leave("b").await.expect("leave");
    assert_eq!(store.heartbeat("a", later + 2, later + 2 - window).await.expect("a"), 0, "b left");
    store.heartbeat("b", NOW, NOW - window).await.expect("b");
    store.purge_expired(NOW + 120 * MINUTE).await.expect("purge");
    let then = NOW + 120 * MINUTE;
    assert_eq!(store.heartbeat("c", then, 0).await.expect("c"), 0, "old rows are purged");
}

/// The reader by session with the community's revision: moved by their
/// likes and by their blocks and unblocks (a block changes what they read);
/// no reader for a revoked or unknown session.
pub async fn a_community_reader_comes_with_the_revision_that_likes_and_blocks_move(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let fan = store.upsert_github_user(&profile(79, "reader"), NOW).await.expect("reader").id;
    let times = SessionTimes { now: NOW, idle_ttl: 30 * MINUTE, absolute_ttl: 90 * MINUTE };
    store.create_session("reader-token", fan, times).await.expect("session");
    let idle = 30 * MINUTE;
    let read = |at| store.community_reader("reader-token", at, idle);
    let first = read(NOW + 1).await.expect("read").expect("a reader");
    assert_eq!(first.user.id, fan);
    assert_eq!(first.revision, store.read_revision(ReadScope::Community).await.expect("revision"));
    store.toggle_post_like(ids[0], fan, NOW).await.expect("like").expect("post");
    let liked = read(NOW + 2).await.expect("read").expect("a reader");
    assert!(liked.revision > first.revision, "a like moves it");
    store.block(fan, author, NOW).await.expect("block");
    let blocked = read(NOW + 3).await.expect("read").expect("a reader");
    assert!(blocked.revision > liked.revision, "a block moves it");
    store.unblock(fan, author).await.expect("unblock");
    let unblocked = read(NOW + 4).await.expect("read").expect("a reader");
    assert!(unblocked.revision > blocked.revision, "an unblock moves it");
    store.revoke_session("reader-token", NOW + 5).await.expect("revoke");
    assert!(read(NOW + 6).await.expect("read").is_none(), "a revoked session reads nobody");
    assert!(store.community_reader("unknown", NOW, idle).await.expect("read").is_none());
}

/// 50 users liking one post at once give exactly 50.
pub async fn parallel_likes_by_many_users_all_count(store: &dyn Store) {
    let (_, ids) = posts(store, 1).await;
    let mut fans = Vec::new();
    for github_id in 100..150 {
        fans.push(
            store.upsert_github_user(&profile(github_id, &format!("fan{github_id}")), NOW).await.expect("fan").id,
        );
    }
    let likes = fans.iter().map(|fan| store.toggle_post_like(ids[0], *fan, NOW));
    for result in futures_join_all(likes).await {
        assert!(result.expect("like").expect("post").liked);
    }
    let post = store.community_post(ids[0], None).await.expect("read").expect("post");
    assert_eq!(post.likes_count, 50);
    // …and there are 50 rows: every fan's like is there.
    let liked_by_all = futures_join_all(fans.iter().map(|fan| store.community_post(ids[0], Some(*fan)))).await;
    assert!(liked_by_all.into_iter().all(|p| p.expect("read").expect("post").liked_by_viewer));
}

/// One user toggling in parallel: whatever the interleaving, the counter
/// equals the rows (0 or 1).
pub async fn parallel_toggles_by_one_user_keep_counter_and_rows_together(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let toggles = (0..9).map(|_| store.toggle_post_like(ids[0], user, NOW));
    let results = futures_join_all(toggles).await;
    assert!(results.iter().all(|r| matches!(r, Ok(Some(_)))), "{results:?}");
    let post = store.community_post(ids[0], Some(user)).await.expect("read").expect("post");
    assert_eq!(post.likes_count, i64::from(post.liked_by_viewer), "counter equals rows");
    assert_eq!(post.likes_count, 1, "an odd number of toggles leaves it liked");
}

/// Comments page oldest first; counts follow adds and deletes.
pub async fn comments_page_count_and_delete(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other").id;
    let mut comment_ids = Vec::new();
    for n in 0..3 {
        let id =
            store.create_comment(ids[0], other, &format!("c{n}"), NOW + n).await.expect("comment").id().expect("post");
        comment_ids.push(id);
    }
    assert_eq!(store.create_comment(9_999, other, "lost", NOW).await.expect("missing post"), CommentOutcome::NotFound);
    let first = store.comments(ids[0], None, 2, Some(user)).await.expect("page");
    assert_eq!(first.iter().map(|c| c.content.as_str()).collect::<Vec<_>>(), ["c0", "c1"]);
    assert_eq!(first[0].author.login, "grace");
    let after = (first[1].created_at, first[1].id);
    let rest = store.comments(ids[0], Some(after), 10, None).await.expect("rest");
    assert_eq!(rest.iter().map(|c| c.content.as_str()).collect::<Vec<_>>(), ["c2"]);
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 3);
    let stats = store.community_stats(other).await.expect("stats");
    // Comments help nobody by themselves: only a review marked helpful does.
    assert_eq!((stats.comments, stats.helped_users), (3, 0));

    assert_eq!(store.delete_comment(comment_ids[0], user).await.expect("delete"), crate::models::Deletion::NotOwner);
    assert_eq!(store.delete_comment(comment_ids[0], other).await.expect("delete"), crate::models::Deletion::Deleted);
    assert_eq!(store.delete_comment(comment_ids[0], other).await.expect("again"), crate::models::Deletion::NotFound);
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 2);
}

/// Only the author deletes a post; its comments and likes go with it.
pub async fn only_authors_delete_their_posts(store: &dyn Store) {
    let (user, ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other").id;
    store.create_comment(ids[0], other, "hi", NOW).await.expect("comment").id().expect("post");
    store.toggle_post_like(ids[0], other, NOW).await.expect("like").expect("post");
    assert_eq!(store.delete_community_post(ids[0], other).await.expect("delete"), crate::models::Deletion::NotOwner);
    assert_eq!(store.delete_community_post(ids[0], user).await.expect("delete"), crate::models::Deletion::Deleted);
    assert_eq!(store.community_post(ids[0], None).await.expect("read"), None);
    assert_eq!(store.delete_community_post(ids[0], user).await.expect("again"), crate::models::Deletion::NotFound);
    let stats = store.community_stats(other).await.expect("stats");
    assert_eq!((stats.comments, stats.likes_given), (0, 0), "comments and likes went with the post");
}

/// Polls every future together on the current task and returns their
/// outputs in order (a dependency-free `join_all` for concurrency tests).
pub async fn futures_join_all<F: std::future::Future>(futures: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut set = Vec::new();
    for future in futures {
        set.push(Box::pin(future));
    }
    let mut outputs: Vec<Option<F::Output>> = (0..set.len()).map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (slot, future) in outputs.iter_mut().zip(set.iter_mut()) {
            if slot.is_none() {
                match future.as_mut().poll(cx) {
                    std::task::Poll::Ready(out) => *slot = Some(out),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            std::task::Poll::Pending
        } else {
            std::task::Poll::Ready(())
        }
    })
    .await;
    outputs.into_iter().flatten().collect()
}

async fn enrolled_learner(store: &dyn Store) -> (i64, i64, i64, i64) {
    let (user, _) = learner(store).await;
    let path = store.learning_paths(Some(user)).await.expect("paths")[0].clone();
    let detail = store.learning_path(path.slug.as_str(), Some(user)).await.expect("detail").expect("path");
    let post_item = detail.items.iter().find(|i| i.item_type == PathItemKind::Post).expect("post item").item_id;
    (user, path.id, post_item, detail.items.len() as i64)
}

/// Enrolling counts once; reading the post and completing both challenges
/// completes the path once, with every counter true.
pub async fn enrollment_and_item_progress_complete_a_path_once(store: &dyn Store) {
    let (user, path, post, items) = enrolled_learner(store).await;
    assert_eq!(items, 3);
    assert_eq!(store.mark_post_read(path, user, post, NOW).await.expect("mark"), MarkOutcome::NotEnrolled);
    assert_eq!(store.enroll(path, user, NOW).await.expect("enroll"), EnrollOutcome::Enrolled { completed: false });
    assert_eq!(store.enroll(path, user, NOW).await.expect("again"), EnrollOutcome::AlreadyEnrolled);
    assert_eq!(store.enroll(9_999, user, NOW).await.expect("missing"), EnrollOutcome::NoSuchPath);
    assert_eq!(store.mark_post_read(path, user, 9_999, NOW).await.expect("mark"), MarkOutcome::NoSuchItem);
    assert_eq!(
        store.mark_post_read(path, user, post, NOW).await.expect("mark"),
        MarkOutcome::Marked { path_completed: false }
    );
    assert_eq!(
        store.mark_post_read(path, user, post, NOW).await.expect("again"),
        MarkOutcome::Marked { path_completed: false }
    );
    let tasks = store.list_tasks().await.expect("tasks");
    for (n, task) in tasks.iter().enumerate() {
        start_and_complete(store, user, task.id).await;
        let completed = store.complete_paths_for_task(user, task.id, NOW + 1).await.expect("sync");
        assert_eq!(completed, if n + 1 == tasks.len() { vec![path] } else { vec![] }, "task {n}");
    }
    assert!(store.complete_paths_for_task(user, tasks[0].id, NOW + 2).await.expect("again").is_empty(), "once only");
    let summary = &store.learning_paths(Some(user)).await.expect("paths")[0];
    assert_eq!((summary.enrollment_count, summary.completion_count, summary.completed_items), (1, 1, 3));
    let enrollment = summary.enrollment.as_ref().expect("enrolled");
    assert_eq!((enrollment.status.as_str(), enrollment.completed_at), ("completed", Some(NOW + 1)));
    assert!(enrollment.celebrated_at.is_none());
    store.mark_path_celebrated(path, user, NOW + 3).await.expect("celebrated");
    let detail = store.learning_path(&path.to_string(), Some(user)).await.expect("detail").expect("path");
    assert!(detail.items.iter().all(|i| i.is_completed));
    assert_eq!(detail.path.enrollment.and_then(|e| e.celebrated_at), Some(NOW + 3));
    let anonymous = store.learning_path(&path.to_string(), None).await.expect("detail").expect("path");
    assert!(anonymous.items.iter().all(|i| !i.is_completed) && anonymous.path.enrollment.is_none());
    // A newcomer who already did everything completes on enrolling.
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other").id;
    assert_eq!(store.enroll(path, other, NOW).await.expect("enroll"), EnrollOutcome::Enrolled { completed: false });
}

/// Reordering a path keeps a learner's completion of the items that stay.
pub async fn item_completions_survive_reordering(store: &dyn Store) {
    let (user, path, post, _) = enrolled_learner(store).await;
    store.enroll(path, user, NOW).await.expect("enroll");
    store.mark_post_read(path, user, post, NOW).await.expect("mark");
    let mut catalogue = sample_catalogue();
    catalogue.paths[0].items.pop();
    catalogue.paths[0].items.reverse();
    catalogue.paths[0].content_hash = "changed".into();
    store.import_catalogue(&catalogue, NOW + 1).await.expect("re-import");
    let detail = store.learning_path(&path.to_string(), Some(user)).await.expect("detail").expect("path");
    let read = detail.items.iter().find(|i| i.item_type == PathItemKind::Post).expect("post item stays");
    assert!(read.is_completed, "the completion survived the reorder");
    assert_eq!(detail.items.len(), 2);
    assert_eq!(detail.path.item_count, 2);
}

/// A learner's rating counts once and can change.
pub async fn ratings_are_one_per_learner(store: &dyn Store) {
    let (user, path, _, _) = enrolled_learner(store).await;
    assert!(!store.rate_path(path, user, 4).await.expect("rate"), "enrolled learners only");
    store.enroll(path, user, NOW).await.expect("enroll");
    assert!(store.rate_path(path, user, 4).await.expect("rate"));
    assert!(store.rate_path(path, user, 2).await.expect("change"));
    let other = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("other").id;
    store.enroll(path, other, NOW).await.expect("enroll");
    store.rate_path(path, other, 5).await.expect("rate");
    let summary = &store.learning_paths(Some(user)).await.expect("paths")[0];
    assert_eq!((summary.rating_sum, summary.rating_count), (7, 2));
    assert_eq!(summary.enrollment.as_ref().and_then(|e| e.rating), Some(2));
}

/// An achievement is unlocked once, with its time.
pub async fn achievements_unlock_once(store: &dyn Store) {
    let (user, task) = learner(store).await;
    assert!(store.completions(user).await.expect("none").is_empty());
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("allowed");
    store
        .change_progress(user, task, &change(ProgressStatus::Completed, NOW + 90_000))
        .await
        .expect("done")
        .expect("allowed");
    let completions = store.completions(user).await.expect("completions");
    assert_eq!(completions.len(), 1);
    assert_eq!(completions[0].duration_seconds, Some(90));
    assert_eq!(completions[0].tags, ["HTML", "CSS"]);
    assert_eq!(completions[0].completed_local.as_deref(), Some("2026-11-22T07:30:00"));
    let newly = store.unlock_achievements(user, &["first-step", "early-bird"], NOW).await.expect("unlock");
    assert_eq!(newly, ["first-step", "early-bird"]);
    let again = store.unlock_achievements(user, &["first-step", "night-owl"], NOW + 5).await.expect("unlock");
    assert_eq!(again, ["night-owl"]);
    let unlocked = store.unlocked_achievements(user).await.expect("list");
    assert_eq!(unlocked.len(), 3);
    assert_eq!(unlocked[0], ("night-owl".to_owned(), NOW + 5), "most recent first");
    assert_eq!(store.user_ids().await.expect("ids"), vec![user]);
}

/// A challenge, a blog post and a path that leave the catalogue are
/// archived: gone from every list, while each learner's progress, community
/// post, comment, enrollment, item completion and achievement stays and
/// still points at them; putting them back restores them with their ids.
pub async fn removed_content_is_archived_with_every_record_kept_and_restored(store: &dyn Store) {
    let (user, path, post_item, _) = enrolled_learner(store).await;
    store.enroll(path, user, NOW).await.expect("enroll");
    store.mark_post_read(path, user, post_item, NOW).await.expect("mark");
    let tasks = store.list_tasks().await.expect("tasks");
    for task in &tasks {
        start_and_complete(store, user, task.id).await;
        store.complete_paths_for_task(user, task.id, NOW + 1).await.expect("paths");
    }
    let modal = tasks.iter().find(|t| t.slug == "modal").expect("modal").id;
    let shared = store
        .create_community_post(&NewCommunityPost {
            user_id: user,
            task_id: modal,
            content: "Done".into(),
            code: None,
            now: NOW + 2,
        })
        .await
        .expect("post");
    store.create_comment(shared, user, "Thanks", NOW + 3).await.expect("comment").id().expect("post exists");
    store.toggle_post_like(shared, user, NOW + 4).await.expect("like").expect("post exists");
    store.unlock_achievements(user, &["first-step"], NOW + 5).await.expect("unlock");
    let revision = store.task_list_revision().await.expect("revision");

    // The challenge `modal` and the post `grid` leave, and with them their
    // items of the path, which stays.
    let mut catalogue = sample_catalogue();
    catalogue.tasks.retain(|t| t.slug != "modal");
    catalogue.posts.retain(|p| p.slug != "grid");
    catalogue.paths[0].items = vec![NewPathItem::Task(slug("card"))];
    catalogue.paths[0].content_hash = "trimmed".into();
    let summary = store.import_catalogue(&catalogue, NOW + 10).await.expect("import without them");
    assert_eq!((summary.tasks.archived, summary.posts.archived, summary.paths.updated), (1, 1, 1));
    assert_eq!(summary.tasks.removed + summary.posts.removed + summary.paths.removed, 0);
    assert_ne!(store.task_list_revision().await.expect("revision"), revision, "the list changed");
    assert_eq!(store.list_tasks().await.expect("tasks").len(), 1);
    let slugs = store.public_slugs().await.expect("slugs");
    assert_eq!((slugs.tasks, slugs.posts), (vec![slug("card")], Vec::<Slug>::new()));
    assert!(store.published_posts().await.expect("posts").is_empty());
    let retired = store.task_by_slug("modal").await.expect("read").expect("still there");
    assert!(retired.archived && retired.id == modal);
    assert!(!store.task_by_slug("card").await.expect("read").expect("current").archived);
    let records = store.user_progress(user).await.expect("records");
    assert_eq!(records.len(), 2, "both records stay");
    assert!(records.iter().any(|r| r.slug == "modal" && r.progress.status == ProgressStatus::Completed));
    assert_eq!(store.completions(user).await.expect("completions").len(), 2);
    assert_eq!(store.platform_stats().await.expect("stats").projects, 2);
    let kept = store.community_post(shared, Some(user)).await.expect("read").expect("the post stays");
    assert_eq!((kept.task.slug.as_str(), kept.comments_count, kept.likes_count), ("modal", 1, 1));
    assert_eq!(store.comments(shared, None, 10, None).await.expect("comments").len(), 1);
    assert_eq!(store.unlocked_achievements(user).await.expect("achievements").len(), 1);
    let detail = store.learning_path("basics", Some(user)).await.expect("detail").expect("path");
    assert_eq!((detail.items.len(), detail.path.item_count, detail.path.completed_items), (1, 1, 1));
    assert_eq!(detail.path.enrollment.as_ref().map(|e| e.status.as_str()), Some("completed"), "stays completed");

    // The path leaves too.
    let mut without_path = catalogue.clone();
    without_path.paths.clear();
    let summary = store.import_catalogue(&without_path, NOW + 20).await.expect("import without the path");
    assert_eq!(summary.paths.archived, 1);
    assert!(store.learning_paths(Some(user)).await.expect("paths").is_empty());
    assert!(store.public_slugs().await.expect("slugs").paths.is_empty());
    let retired_path = store.learning_path("basics", Some(user)).await.expect("detail").expect("still there");
    assert_eq!(retired_path.path.enrollment.map(|e| e.status), Some(EnrollmentStatus::Completed));
    let newcomer = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("newcomer").id;
    assert_eq!(store.enroll(path, newcomer, NOW + 21).await.expect("enroll"), EnrollOutcome::NoSuchPath);

    // Everything comes back, with the same ids and every record.
    let summary = store.import_catalogue(&sample_catalogue(), NOW + 30).await.expect("restore");
    assert_eq!((summary.tasks.restored, summary.posts.restored, summary.paths.restored), (1, 1, 1));
    assert_eq!(summary.tasks.added + summary.posts.added + summary.paths.added, 0);
    assert_eq!(
        store.list_tasks().await.expect("tasks").iter().map(|t| t.id).collect::<Vec<_>>(),
        tasks.iter().map(|t| t.id).collect::<Vec<_>>()
    );
    assert!(!store.task_by_slug("modal").await.expect("read").expect("current").archived);
    let paths = store.learning_paths(Some(user)).await.expect("paths");
    assert_eq!((paths.len(), paths[0].id, paths[0].item_count, paths[0].completed_items), (1, path, 3, 3));
    let detail = store.learning_path("basics", Some(user)).await.expect("detail").expect("path");
    assert!(detail.items.iter().all(|i| i.is_completed), "the post read before the removal counts again");
    assert_eq!(store.published_posts().await.expect("posts").len(), 1);
    let again = store.import_catalogue(&sample_catalogue(), NOW + 40).await.expect("same again");
    assert_eq!(again.tasks.restored + again.posts.restored + again.paths.restored + again.tasks.updated, 0);
}

fn job(kind: &str, key: &str, run_at: i64) -> crate::models::NewJob {
    crate::models::NewJob {
        kind: kind.to_owned(),
        key: key.to_owned(),
        payload: format!("{{\"key\":\"{key}\"}}"),
        run_at,
        now: NOW,
    }
}

/// A job is claimed once while its lease runs, counts each attempt, can be
/// rescheduled with its error, runs again when due, and is gone once done;
/// enqueuing it again keeps the earlier run time.
pub async fn jobs_are_claimed_once_retried_and_finished(store: &dyn Store) {
    store.enqueue_job(&job("refresh", "1", NOW + 10)).await.expect("enqueue");
    store.enqueue_job(&job("refresh", "1", NOW + 50)).await.expect("again, later");
    store.enqueue_job(&job("refresh", "2", NOW + 20)).await.expect("another");
    assert!(store.claim_jobs(NOW, NOW + 1_000, 10).await.expect("claim").is_empty(), "nothing due yet");
    let claimed = store.claim_jobs(NOW + 10, NOW + 1_000, 10).await.expect("claim");
    assert_eq!(claimed.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(), [("1", 1)]);
    let again = store.claim_jobs(NOW + 30, NOW + 1_000, 10).await.expect("claim");
    assert_eq!(again.iter().map(|j| j.key.as_str()).collect::<Vec<_>>(), ["2"], "the leased job is not claimed twice");
    store.reschedule_job("refresh", "1", NOW + 2_000, "database busy", false).await.expect("reschedule");
    assert!(store.claim_jobs(NOW + 500, NOW + 3_000, 10).await.expect("claim").is_empty(), "2 is leased, 1 not due");
    let mut retried = store.claim_jobs(NOW + 2_000, NOW + 3_000, 10).await.expect("claim");
    retried.sort_by(|a, b| a.key.cmp(&b.key));
    let keys: Vec<_> = retried.iter().map(|j| (j.key.as_str(), j.attempts, j.last_error.as_deref())).collect();
    assert_eq!(keys, [("1", 2, Some("database busy")), ("2", 2, None)], "1 retried; 2's lease ran out");
    store.finish_job("refresh", "1").await.expect("finish");
    store.reschedule_job("refresh", "2", NOW + 5_000, "again", true).await.expect("reschedule");
    let pending = store.pending_jobs().await.expect("pending");
    assert_eq!(pending.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(), [("2", 3)]);
}

/// A completion records its follow-up in the same transaction; a refused
/// or other change records nothing.
pub async fn a_completion_records_its_follow_up_with_it(store: &dyn Store) {
    let (user, task) = learner(store).await;
    let follow_up = job("completion", &format!("{user}:{task}"), NOW);
    store
        .change_progress_with_follow_up(
            user,
            task,
            &change(ProgressStatus::InProgress, NOW),
            std::slice::from_ref(&follow_up),
        )
        .await
        .expect("start")
        .expect("allowed");
    assert!(store.pending_jobs().await.expect("pending").is_empty(), "starting is no completion");
    let refused = store
        .change_progress_with_follow_up(
            user,
            task,
            &change(ProgressStatus::Saved, NOW),
            std::slice::from_ref(&follow_up),
        )
        .await
        .expect("refused change");
    assert!(refused.is_err());
    assert!(store.pending_jobs().await.expect("pending").is_empty());
    store
        .change_progress_with_follow_up(
            user,
            task,
            &change(ProgressStatus::Completed, NOW + 1),
            std::slice::from_ref(&follow_up),
        )
        .await
        .expect("complete")
        .expect("allowed");
    let pending = store.pending_jobs().await.expect("pending");
    assert_eq!(pending.iter().map(|j| j.key.clone()).collect::<Vec<_>>(), [format!("{user}:{task}")]);
}

/// Claims running at once (four workers, each on its own connection) never
/// hand one job to two of them, and together take every due job.
pub async fn concurrent_claims_never_take_the_same_job(store: &dyn Store) {
    for n in 0..40 {
        store.enqueue_job(&job("check", &n.to_string(), NOW)).await.expect("enqueue");
    }
    let mut seen = std::collections::HashSet::new();
    for _ in 0..10 {
        let claim = || store.claim_jobs(NOW, NOW + 60_000, 7);
        let (a, b, c, d) = tokio::join!(claim(), claim(), claim(), claim());
        for job in [a, b, c, d].into_iter().flat_map(|claimed| claimed.expect("claim")) {
            assert!(seen.insert(job.id), "job {} was claimed twice", job.key);
        }
        if seen.len() == 40 {
            break;
        }
    }
    assert_eq!(seen.len(), 40, "every due job is claimed");
}

/// The first candidate for a key is kept; later ones get the kept key.
pub async fn a_server_key_is_made_once_and_shared(store: &dyn Store) {
    assert_eq!(store.server_key("images", "first", NOW).await.expect("key"), "first");
    assert_eq!(store.server_key("images", "second", NOW + 1).await.expect("key"), "first");
    assert_eq!(store.server_key("other", "third", NOW + 2).await.expect("key"), "third");
}

/// A claim of one, on a table the planner knows nothing about (never
/// analysed) with many due jobs, returns and leases exactly one: the rest
/// are free for the next claim at once, with no attempt spent. (On
/// PostgreSQL a nested-loop semi-join ran a locking subquery once per row,
/// each run skipping the rows already taken, and leased every due job.)
pub async fn a_claim_of_one_leases_exactly_one_of_many_due_jobs(store: &dyn Store) {
    for n in 0..200 {
        store.enqueue_job(&job("check", &format!("{n:03}"), NOW - 1_000 + n)).await.expect("enqueue");
    }
    let first = store.claim_jobs(NOW, NOW + 60_000, 1).await.expect("claim");
    assert_eq!(first.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(), [("000", 1)]);
    let second = store.claim_jobs(NOW, NOW + 60_000, 1).await.expect("claim");
    assert_eq!(
        second.iter().map(|j| (j.key.as_str(), j.attempts)).collect::<Vec<_>>(),
        [("001", 1)],
        "the next due job was not leased by the first claim"
    );
    let rest = store.claim_jobs(NOW, NOW + 60_000, 500).await.expect("claim");
    assert_eq!(rest.len(), 198, "every other job is still free");
    assert!(rest.iter().all(|j| j.attempts == 1), "no attempt spent by an earlier claim");
}

/// A job given up stays with its reason and is never claimed again.
pub async fn given_up_jobs_stay_and_are_never_claimed(store: &dyn Store) {
    store.enqueue_job(&job("check", "1", NOW)).await.expect("enqueue");
    assert_eq!(store.claim_jobs(NOW, NOW + 1_000, 5).await.expect("claim").len(), 1);
    store.fail_job("check", "1", "the site never answered", NOW + 10).await.expect("fail");
    assert!(store.claim_jobs(NOW + 1_000_000, NOW + 2_000_000, 5).await.expect("claim").is_empty());
    let pending = store.pending_jobs().await.expect("pending");
    let kept: Vec<_> = pending.iter().map(|j| (j.key.as_str(), j.failed_at, j.last_error.as_deref())).collect();
    assert_eq!(kept, [("1", Some(NOW + 10), Some("the site never answered"))]);
}

/// The queue's figures per kind: waiting jobs, the oldest due time among
/// them, and given-up jobs apart.
pub async fn queue_stats_count_waiting_and_given_up_jobs_per_kind(store: &dyn Store) {
    assert!(store.job_queue_stats().await.expect("stats").is_empty());
    store.enqueue_job(&job("check", "1", NOW + 30)).await.expect("enqueue");
    store.enqueue_job(&job("check", "2", NOW + 10)).await.expect("enqueue");
    store.enqueue_job(&job("check", "3", NOW)).await.expect("enqueue");
    store.enqueue_job(&job("refresh", "1", NOW + 5)).await.expect("enqueue");
    store.fail_job("check", "3", "gone", NOW + 1).await.expect("fail");
    let stats: Vec<_> = store
        .job_queue_stats()
        .await
        .expect("stats")
        .into_iter()
        .map(|s| (s.kind, s.queued, s.oldest_run_at, s.given_up))
        .collect();
    assert_eq!(stats, [("check".to_owned(), 2, Some(NOW + 10), 1), ("refresh".to_owned(), 1, Some(NOW + 5), 0)]);
}

/// The pool says how many connections are open and idle.
pub async fn the_pool_reports_its_connections(store: &dyn Store) {
    store.ping().await.expect("ping");
    let status = store.pool_status();
    assert!(status.open >= 1, "{status:?}");
    assert!(status.idle <= status.open, "{status:?}");
}

/// A job deferred (someone else's limit) runs later without the attempt its
/// claim counted.
pub async fn deferred_jobs_keep_their_attempts(store: &dyn Store) {
    store.enqueue_job(&job("check", "1", NOW)).await.expect("enqueue");
    let claimed = store.claim_jobs(NOW, NOW + 1_000, 5).await.expect("claim");
    assert_eq!(claimed[0].attempts, 1);
    store.defer_job("check", "1", NOW + 5_000, "rate limit").await.expect("defer");
    assert!(store.claim_jobs(NOW + 4_999, NOW + 6_000, 5).await.expect("claim").is_empty(), "not before its time");
    let again = store.claim_jobs(NOW + 5_000, NOW + 6_000, 5).await.expect("claim");
    assert_eq!((again[0].attempts, again[0].last_error.as_deref()), (1, Some("rate limit")));
}

async fn completed_solution(store: &dyn Store) -> (i64, i64, i64) {
    let (user, task) = learner(store).await;
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("ok");
    let done = store.change_progress(user, task, &change(ProgressStatus::Completed, NOW + 1)).await.expect("complete");
    let solution = done.expect("allowed").expect("record").solution_id.expect("the completion made a solution");
    (user, task, solution)
}

/// The completion writes the solution with its links and every check
/// queued, and links the record to it.
pub async fn a_completion_writes_its_solution_with_every_check_queued(store: &dyn Store) {
    let (user, task, id) = completed_solution(store).await;
    let solution = store.solution(id).await.expect("read").expect("solution");
    assert_eq!((solution.author.id, solution.author.login.as_str(), solution.task.id), (user, "ada", task));
    assert_eq!(solution.repository_url, "https://github.com/ada/card");
    assert_eq!((solution.completed_at, solution.checks_requested_at, solution.score), (NOW + 1, NOW + 1, None));
    let checks: Vec<_> = solution.checks.iter().map(|c| (c.kind, c.status)).collect();
    let queued: Vec<_> = CheckKind::ALL.iter().map(|&k| (k, CheckStatus::Queued)).collect();
    assert_eq!(checks, queued);
    assert_eq!(store.solution_of(user, task).await.expect("read").map(|s| s.id), Some(id));
    assert_eq!(store.solution(id + 1000).await.expect("read"), None);
}

/// A finished run records every check, the report and the score, on the
/// solution and on the learner's record, and moves their revision.
pub async fn finished_checks_score_the_solution_and_the_record(store: &dyn Store) {
    let (user, task, id) = completed_solution(store).await;
    let running = [CheckUpdate { kind: CheckKind::Repository, status: CheckStatus::Running, detail: "…".into() }];
    store.update_checks(id, &running, NOW + 2).await.expect("running");
    let read = store.solution(id).await.expect("read").expect("solution");
    assert_eq!((read.checks[0].status, read.checks[1].status), (CheckStatus::Running, CheckStatus::Queued));
    let before = store.learner_revision(user).await.expect("revision");
    let results = CheckResults {
        checks: CheckKind::ALL
            .iter()
            .map(|&kind| CheckUpdate { kind, status: CheckStatus::Passed, detail: "fine".into() })
            .collect(),
        score: Some(100),
        report: r#"{"audits":["static"],"issues":[]}"#.into(),
        now: NOW + 3,
    };
    store.finish_checks(id, &results).await.expect("finish");
    let read = store.solution(id).await.expect("read").expect("solution");
    assert_eq!(
        (read.score, read.checked_at, read.report.as_str()),
        (Some(100), Some(NOW + 3), results.report.as_str())
    );
    assert!(read.checks.iter().all(|c| c.status == CheckStatus::Passed && c.updated_at == NOW + 3));
    let record = store.progress(user, task).await.expect("read").expect("record");
    assert_eq!((record.solution_id, record.score), (Some(id), Some(100)));
    assert_ne!(store.learner_revision(user).await.expect("revision"), before, "cached lists show the score");
    assert_eq!(store.completions(user).await.expect("completions")[0].score, Some(100), "Perfectionist reads it");
}

/// Checks are asked for again only when the last request is old enough;
/// then every check is queued again with the job, in one write.
pub async fn checks_are_asked_for_again_only_after_the_interval(store: &dyn Store) {
    let (user, task, id) = completed_solution(store).await;
    let rerun = job("solution_checks", &format!("{user}:{task}"), NOW + 10);
    assert!(!store.request_checks(id, NOW + 10, NOW, &rerun).await.expect("request"), "asked for at NOW + 1");
    assert!(store.pending_jobs().await.expect("pending").is_empty());
    store
        .update_checks(
            id,
            &[CheckUpdate { kind: CheckKind::LiveSite, status: CheckStatus::Failed, detail: "x".into() }],
            NOW + 5,
        )
        .await
        .expect("update");
    assert!(store.request_checks(id, NOW + 10, NOW + 1, &rerun).await.expect("request"));
    let read = store.solution(id).await.expect("read").expect("solution");
    assert_eq!(read.checks_requested_at, NOW + 10);
    assert!(read.checks.iter().all(|c| c.status == CheckStatus::Queued), "{:?}", read.checks);
    assert_eq!(store.pending_jobs().await.expect("pending").len(), 1);
    assert!(!store.request_checks(id, NOW + 11, NOW + 1, &rerun).await.expect("request"), "a second click");
}

/// A catalogue of `count` challenges (`c0`…), every other one advanced and
/// tagged CSS; learners 1 (ada) and 2 (grace). Returns their ids and the
/// challenges' ids.
async fn reviewers(store: &dyn Store, count: usize) -> (i64, i64, Vec<i64>) {
    let tasks = (0..count)
        .map(|i| {
            let mut t = task(&format!("c{i}"), if i % 2 == 0 { &["CSS"] } else { &["JavaScript"] });
            if i % 2 == 1 {
                t.difficulty = Difficulty::Advanced;
            }
            t
        })
        .collect();
    let catalogue = Catalogue { tasks, posts: vec![], paths: vec![], media: vec![] };
    store.import_catalogue(&catalogue, NOW).await.expect("import");
    let ada = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("ada").id;
    let grace = store.upsert_github_user(&profile(2, "grace"), NOW).await.expect("grace").id;
    let ids = store.list_tasks().await.expect("tasks").into_iter().map(|t| t.id).collect();
    (ada, grace, ids)
}

/// Completes `task` for `user`; the solution's id.
async fn solve(store: &dyn Store, user: i64, task: i64) -> i64 {
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("ok");
    let done = store.change_progress(user, task, &change(ProgressStatus::Completed, NOW + 1)).await.expect("complete");
    done.expect("allowed").expect("record").solution_id.expect("solution")
}

fn queue(viewer: Option<i64>) -> ReviewQueueQuery {
    ReviewQueueQuery { viewer, difficulty: None, category: None, after: None, limit: 20 }
}

/// At most `max_open` open requests per learner; the queue lists open
/// requests oldest first, never the viewer's own, filtered and paged.
pub async fn feedback_requests_are_limited_and_queued_oldest_first(store: &dyn Store) {
    let (ada, grace, tasks) = reviewers(store, 7).await;
    let mut solutions = Vec::new();
    for task in &tasks[..6] {
        solutions.push(solve(store, ada, *task).await);
    }
    for (i, id) in solutions[..5].iter().enumerate() {
        let asked = store.ask_feedback(*id, ada, &format!("Question {i}"), 5, NOW + 10 + i as i64).await.expect("ask");
        assert_eq!(asked, FeedbackOutcome::Done);
    }
    assert_eq!(
        store.ask_feedback(solutions[5], ada, "Sixth", 5, NOW + 20).await.expect("ask"),
        FeedbackOutcome::TooManyOpen
    );
    assert_eq!(store.ask_feedback(solutions[0], grace, "Mine?", 5, NOW).await.expect("ask"), FeedbackOutcome::NotOwner);
    assert_eq!(
        store.ask_feedback(solutions[0] + 1000, ada, "?", 5, NOW).await.expect("ask"),
        FeedbackOutcome::NotFound
    );
    // Asking again while open changes the question, not the place.
    assert_eq!(
        store.ask_feedback(solutions[0], ada, "Question 0, again", 5, NOW + 30).await.expect("ask"),
        FeedbackOutcome::Done
    );
    let request = store.solution(solutions[0]).await.expect("read").expect("solution").feedback_request.expect("asked");
    assert_eq!((request.question.as_str(), request.open, request.created_at), ("Question 0, again", true, NOW + 10));

    let seen = store.review_queue(&queue(Some(grace))).await.expect("queue");
    assert_eq!(seen.iter().map(|e| e.solution_id).collect::<Vec<_>>(), solutions[..5].to_vec());
    assert!(seen.iter().all(|e| !e.solved_by_viewer && e.author.login == "ada"));
    assert!(store.review_queue(&queue(Some(ada))).await.expect("queue").is_empty(), "never one's own");
    assert_eq!(store.review_queue(&queue(None)).await.expect("queue").len(), 5);

    solve(store, grace, tasks[1]).await;
    let seen = store.review_queue(&queue(Some(grace))).await.expect("queue");
    assert_eq!(seen.iter().map(|e| e.solved_by_viewer).collect::<Vec<_>>(), [false, true, false, false, false]);
    let advanced = ReviewQueueQuery { difficulty: Some(Difficulty::Advanced), ..queue(Some(grace)) };
    let advanced: Vec<_> =
        store.review_queue(&advanced).await.expect("queue").into_iter().map(|e| e.solution_id).collect();
    assert_eq!(advanced, [solutions[1], solutions[3]]);
    let css = ReviewQueueQuery { category: Some("css".into()), ..queue(Some(grace)) };
    let css = store.review_queue(&css).await.expect("queue");
    assert_eq!(css.iter().map(|e| e.solution_id).collect::<Vec<_>>(), [solutions[0], solutions[2], solutions[4]]);
    assert_eq!(css[0].task.tags, ["CSS"]);
    let first = ReviewQueueQuery { limit: 2, ..queue(Some(grace)) };
    let page = store.review_queue(&first).await.expect("queue");
    let after = page.last().map(|e| (e.created_at, e.solution_id));
    let rest = store.review_queue(&ReviewQueueQuery { after, ..queue(Some(grace)) }).await.expect("queue");
    assert_eq!(rest.iter().map(|e| e.solution_id).collect::<Vec<_>>(), solutions[2..5].to_vec());

    // Closing frees a place; the closed request leaves the queue.
    assert_eq!(store.close_feedback(solutions[0], grace, NOW + 40).await.expect("close"), FeedbackOutcome::NotOwner);
    assert_eq!(store.close_feedback(solutions[0], ada, NOW + 40).await.expect("close"), FeedbackOutcome::Done);
    assert_eq!(store.close_feedback(solutions[5], ada, NOW + 40).await.expect("close"), FeedbackOutcome::NotFound);
    assert_eq!(store.ask_feedback(solutions[5], ada, "Sixth", 5, NOW + 50).await.expect("ask"), FeedbackOutcome::Done);
    let ids: Vec<_> =
        store.review_queue(&queue(Some(grace))).await.expect("queue").into_iter().map(|e| e.solution_id).collect();
    assert_eq!(ids, [solutions[1], solutions[2], solutions[3], solutions[4], solutions[5]]);
    // Opened again, it goes to the back.
    store.close_feedback(solutions[5], ada, NOW + 55).await.expect("close");
    store.ask_feedback(solutions[0], ada, "Back again", 5, NOW + 60).await.expect("ask");
    let ids: Vec<_> =
        store.review_queue(&queue(Some(grace))).await.expect("queue").into_iter().map(|e| e.solution_id).collect();
    assert_eq!(ids.last(), Some(&solutions[0]));
}

/// A review needs an open request and someone else's solution; it
/// notifies the author; the author marks it helpful once, which notifies
/// the reviewer and counts as a helped learner; deleting it removes its
/// notifications.
pub async fn reviews_notify_and_count_helped_users(store: &dyn Store) {
    let (ada, grace, tasks) = reviewers(store, 1).await;
    let solution = solve(store, ada, tasks[0]).await;
    let rated = StoredRatings { accessibility: Some(4), layout_fidelity: None, code_quality: Some(5) };
    let write = |who, at| store.create_review(solution, who, "Nice **work**", rated, at);
    assert_eq!(write(grace, NOW + 5).await.expect("write"), ReviewOutcome::Refused, "nobody asked");
    store.ask_feedback(solution, ada, "Is my grid right?", 5, NOW + 6).await.expect("ask");
    assert_eq!(write(ada, NOW + 7).await.expect("write"), ReviewOutcome::NotAllowed, "not one's own");
    let ReviewOutcome::Done(first) = write(grace, NOW + 8).await.expect("write") else { panic!("written") };
    let ReviewOutcome::Done(second) = write(grace, NOW + 9).await.expect("write") else { panic!("written") };
    assert_eq!(
        store.create_review(solution + 99, grace, "x", rated, NOW).await.expect("write"),
        ReviewOutcome::NotFound
    );

    let heard = store.notifications(ada, None, 20).await.expect("notifications");
    assert_eq!(
        heard.iter().map(|n| (n.kind, n.subject_id)).collect::<Vec<_>>(),
        [(NotificationKind::Review, Some(solution)), (NotificationKind::Review, Some(solution)),]
    );
    assert_eq!(heard[0].actor.as_ref().map(|a| a.login.as_str()), Some("grace"));
    assert_eq!(heard[0].task_title.as_deref(), Some("Title of c0"));
    assert_eq!(store.unread_notifications(ada).await.expect("unread"), 2);

    assert_eq!(store.mark_review_helpful(second, grace, NOW + 10).await.expect("mark"), ReviewOutcome::NotAllowed);
    assert_eq!(store.mark_review_helpful(second, ada, NOW + 10).await.expect("mark"), ReviewOutcome::Done(second));
    assert_eq!(store.mark_review_helpful(second, ada, NOW + 11).await.expect("mark"), ReviewOutcome::Refused);
    let listed: Vec<_> = store.reviews(solution, None).await.expect("reviews").into_iter().map(|r| r.id).collect();
    assert_eq!(listed, [second, first], "helpful first");
    let review = store.review(first).await.expect("read").expect("review");
    assert_eq!((review.body.as_str(), review.ratings, review.solution_author_id), ("Nice **work**", rated, ada));
    assert_eq!(store.community_stats(grace).await.expect("stats").helped_users, 1);
    assert_eq!(store.community_stats(ada).await.expect("stats").helped_users, 0);
    let told = store.notifications(grace, None, 20).await.expect("notifications");
    assert_eq!(told.iter().map(|n| n.kind).collect::<Vec<_>>(), [NotificationKind::ReviewHelpful]);

    let edited = StoredRatings::default();
    let edit = |who, at| store.update_review(first, who, "Edited", edited, 15 * MINUTE, at);
    assert_eq!(edit(ada, NOW + 12).await.expect("edit"), ReviewOutcome::NotAllowed);
    assert_eq!(edit(grace, NOW + 8 + 15 * MINUTE + 1).await.expect("edit"), ReviewOutcome::Refused, "too late");
    assert_eq!(edit(grace, NOW + 8 + 15 * MINUTE).await.expect("edit"), ReviewOutcome::Done(first));
    let review = store.review(first).await.expect("read").expect("review");
    assert_eq!((review.body.as_str(), review.ratings, review.updated_at), ("Edited", edited, NOW + 8 + 15 * MINUTE));

    assert_eq!(store.delete_review(second, ada).await.expect("delete"), Deletion::NotOwner);
    assert_eq!(store.delete_review(second, grace).await.expect("delete"), Deletion::Deleted);
    assert_eq!(store.delete_review(second, grace).await.expect("delete"), Deletion::NotFound);
    assert!(store.notifications(grace, None, 20).await.expect("notifications").is_empty());
    assert_eq!(store.notifications(ada, None, 20).await.expect("notifications").len(), 1);
    assert_eq!(store.community_stats(grace).await.expect("stats").helped_users, 0);
    assert_eq!(store.solution(solution).await.expect("read").expect("solution").reviews_count, 1);
}

/// Likes on one post on one day make one notification naming the latest
/// liker and counting every liker; a like taken back leaves the count; the
/// next day starts a new one; the author's own like and a deleted post's
/// likes leave nothing.
pub async fn likes_notify_once_per_post_and_day(store: &dyn Store) {
    let (author, post_ids) = posts(store, 1).await;
    let post = post_ids[0];
    let mut likers = Vec::new();
    for i in 0..50 {
        likers.push(store.upsert_github_user(&profile(100 + i, &format!("fan{i}")), NOW).await.expect("user").id);
    }
    futures_join_all(likers.iter().map(|&u| store.toggle_post_like(post, u, NOW + 1_000))).await;
    store.toggle_post_like(post, author, NOW + 1_000).await.expect("own like");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!(heard.len(), 1, "one row for fifty likes");
    assert_eq!((heard[0].kind, heard[0].count, heard[0].subject_id), (NotificationKind::PostLikes, 50, Some(post)));

    store.mark_all_notifications_read(author, NOW + 2_000).await.expect("read");
    store.toggle_post_like(post, likers[0], NOW + 3_000).await.expect("unlike").expect("post");
    store.toggle_post_like(post, likers[0], NOW + 4_000).await.expect("like again").expect("post");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!((heard.len(), heard[0].count, heard[0].read), (1, 50, false), "unread again, counted once");
    assert_eq!(heard[0].actor.as_ref().map(|a| a.id), Some(likers[0]));

    store.toggle_post_like(post, likers[1], NOW + 86_400_000).await.expect("unlike next day").expect("post");
    store.toggle_post_like(post, likers[1], NOW + 86_400_001).await.expect("like next day").expect("post");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!(heard.iter().map(|n| n.count).collect::<Vec<_>>(), [1, 50]);

    assert_eq!(store.delete_community_post(post, author).await.expect("delete"), Deletion::Deleted);
    assert!(store.notifications(author, None, 20).await.expect("notifications").is_empty());
}

/// A comment notifies the post's author (and deleting it takes that back);
/// an unlocked achievement and finished checks notify their learner.
pub async fn unlocks_comments_and_finished_checks_notify(store: &dyn Store) {
    let (author, post_ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(77, "linus"), NOW).await.expect("user").id;
    let comment = store.create_comment(post_ids[0], other, "Nice", NOW + 1).await.expect("comment").id().expect("post");
    store.create_comment(post_ids[0], author, "Thanks", NOW + 2).await.expect("comment").id().expect("post");
    let heard = store.notifications(author, None, 20).await.expect("notifications");
    assert_eq!(heard.iter().map(|n| n.kind).collect::<Vec<_>>(), [NotificationKind::Comment], "not one's own");
    assert_eq!(store.delete_comment(comment, other).await.expect("delete"), Deletion::Deleted);
    assert!(store.notifications(author, None, 20).await.expect("notifications").is_empty());

    store.unlock_achievements(other, &["first-step", "helper"], NOW + 3).await.expect("unlock");
    store.unlock_achievements(other, &["helper"], NOW + 4).await.expect("unlock again");
    let unlocked = store.notifications(other, None, 20).await.expect("notifications");
    let details: Vec<_> = unlocked.iter().map(|n| (n.kind, n.detail.as_deref())).collect();
    assert_eq!(details.len(), 2, "once per achievement");
    assert!(details.contains(&(NotificationKind::Achievement, Some("helper"))));

    let task = store.list_tasks().await.expect("tasks")[0].id;
    let solution = solve(store, other, task).await;
    let results = CheckResults { checks: vec![], score: Some(90), report: "{}".into(), now: NOW + 5 };
    store.finish_checks(solution, &results).await.expect("finish");
    let newest = &store.notifications(other, None, 1).await.expect("notifications")[0];
    assert_eq!(
        (newest.kind, newest.subject_id, newest.actor.is_none()),
        (NotificationKind::ChecksFinished, Some(solution), true)
    );
}

/// Newest first by keyset; one or all marked read, never someone else's.
pub async fn notifications_page_newest_first_and_are_marked_read(store: &dyn Store) {
    let (user, _) = learner(store).await;
    let other = store.upsert_github_user(&profile(9, "eve"), NOW).await.expect("user").id;
    let ids = ["first-step", "task-master", "helper", "mentor", "popular"];
    for (i, id) in ids.iter().enumerate() {
        store.unlock_achievements(user, &[id], NOW + i as i64).await.expect("unlock");
    }
    let page = store.notifications(user, None, 2).await.expect("page");
    assert_eq!(page.iter().map(|n| n.detail.clone().unwrap_or_default()).collect::<Vec<_>>(), ["popular", "mentor"]);
    let after = page.last().map(|n| (n.created_at, n.id));
    let rest = store.notifications(user, after, 10).await.expect("page");
    assert_eq!(rest.len(), 3);
    assert!(!store.mark_notification_read(other, page[0].id, NOW).await.expect("read"), "not eve's");
    assert!(store.mark_notification_read(user, page[0].id, NOW).await.expect("read"));
    assert_eq!(store.unread_notifications(user).await.expect("unread"), 4);
    store.mark_all_notifications_read(user, NOW).await.expect("all");
    assert_eq!(store.unread_notifications(user).await.expect("unread"), 0);
    assert!(store.notifications(user, None, 10).await.expect("page").iter().all(|n| n.read));
}

/// A digest is due to a learner with an address, the wish and unread
/// notifications newer than their last digest, once per day; an
/// unsubscribe token works once.
pub async fn digests_go_once_a_day_with_what_is_new_and_unsubscribing_is_single_use(store: &dyn Store) {
    let (user, _) = learner(store).await;
    let mut nameless = profile(2, "grace");
    nameless.email = None;
    let no_address = store.upsert_github_user(&nameless, NOW).await.expect("user").id;
    let day = NOW / 86_400_000;
    assert!(store.digest_recipients(day, 0, 10).await.expect("due").is_empty(), "nothing to tell");
    for (who, at) in [(user, NOW + 1), (user, NOW + 2), (no_address, NOW + 3)] {
        store
            .unlock_achievements(who, &[if at == NOW + 2 { "helper" } else { "first-step" }], at)
            .await
            .expect("unlock");
    }
    let due = store.digest_recipients(day, 0, 10).await.expect("due");
    assert_eq!(
        due.iter().map(|r| (r.user_id, r.email.as_str(), r.last_sent_at)).collect::<Vec<_>>(),
        [(user, "ada@example.com", 0)]
    );
    assert!(store.digest_recipients(day, user, 10).await.expect("due").is_empty(), "paged by id");
    assert_eq!(store.unread_since(user, 0, 10).await.expect("unread").len(), 2);
    assert_eq!(store.unread_since(user, NOW + 1, 10).await.expect("unread").len(), 1);

    store.mark_digest_sent(user, day, NOW + 10).await.expect("sent");
    assert!(store.digest_recipients(day, 0, 10).await.expect("due").is_empty(), "once a day");
    assert!(store.digest_recipients(day + 1, 0, 10).await.expect("due").is_empty(), "nothing new since");
    store.unlock_achievements(user, &["mentor"], NOW + 20).await.expect("unlock");
    let due = store.digest_recipients(day + 1, 0, 10).await.expect("due");
    assert_eq!(due.iter().map(|r| (r.user_id, r.last_sent_at)).collect::<Vec<_>>(), [(user, NOW + 10)]);

    assert!(store.email_digest(user).await.expect("wanted"));
    store.save_unsubscribe_token("hash-1", user, NOW).await.expect("token");
    assert!(!store.unsubscribe("forged").await.expect("unsubscribe"));
    assert!(store.unsubscribe("hash-1").await.expect("unsubscribe"));
    assert!(!store.unsubscribe("hash-1").await.expect("unsubscribe"), "single use");
    assert!(!store.email_digest(user).await.expect("wanted"));
    assert!(store.digest_recipients(day + 1, 0, 10).await.expect("due").is_empty(), "unsubscribed");
    store.set_email_digest(user, true).await.expect("again");
    assert_eq!(store.digest_recipients(day + 1, 0, 10).await.expect("due").len(), 1);
}

/// Only a post's author turns its comments off; then no comment is
/// written (the ones there stay) until they turn them on again.
pub async fn authors_turn_comments_off_and_on(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let other = store.upsert_github_user(&profile(5, "linus"), NOW).await.expect("user").id;
    store.create_comment(ids[0], other, "first", NOW + 1).await.expect("comment").id().expect("written");
    assert_eq!(store.set_comments_enabled(ids[0], other, false).await.expect("set"), OwnedChange::NotOwner);
    assert_eq!(store.set_comments_enabled(9_999, author, false).await.expect("set"), OwnedChange::NotFound);
    assert_eq!(store.set_comments_enabled(ids[0], author, false).await.expect("set"), OwnedChange::Changed);
    let post = store.community_post(ids[0], None).await.expect("read").expect("post");
    assert_eq!((post.comments_enabled, post.comments_count), (false, 1));
    assert_eq!(
        store.create_comment(ids[0], other, "second", NOW + 2).await.expect("comment"),
        CommentOutcome::CommentsOff
    );
    assert_eq!(
        store.create_comment(ids[0], author, "mine", NOW + 2).await.expect("comment"),
        CommentOutcome::CommentsOff
    );
    assert_eq!(store.comments(ids[0], None, 10, None).await.expect("comments").len(), 1, "the comment there stays");
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 1);
    store.set_comments_enabled(ids[0], author, true).await.expect("set");
    assert!(store.create_comment(ids[0], other, "third", NOW + 3).await.expect("comment").id().is_some());
}

fn report_of(reporter_id: i64, item_type: ItemType, item_id: i64, at: i64) -> NewReport {
    NewReport { reporter_id, item_type, item_id, reason: ReportReason::Spam, details: None, now: at }
}

fn moderator(id: i64) -> Moderator {
    Moderator { id, login: "mod".to_owned() }
}

/// The posts of the latest feed's first page as `viewer` sees them.
async fn latest_ids(store: &dyn Store, viewer: Option<i64>) -> Vec<i64> {
    let feed = store.community_feed(FeedOrder::Latest, None, 50, viewer).await.expect("feed");
    feed.iter().map(|p| p.id).collect()
}

/// Reports: once per learner, never one's own; the third distinct one
/// hides the item from all but its author; a decision closes the reports;
/// every action is in the log, the automatic hide without a moderator.
pub async fn reports_hide_at_the_threshold_and_decisions_are_logged(store: &dyn Store) {
    let (author, ids) = posts(store, 2).await;
    let mut reporters = Vec::new();
    for n in 0..3 {
        reporters.push(store.upsert_github_user(&profile(20 + n, &format!("r{n}")), NOW).await.expect("user").id);
    }
    let (hidden_post, kept_post) = (ids[0], ids[1]);
    let own = store.report(&report_of(author, ItemType::Post, hidden_post, NOW), 3).await.expect("report");
    assert_eq!(own, ReportOutcome::OwnItem);
    let gone = store.report(&report_of(reporters[0], ItemType::Post, 9_999, NOW), 3).await.expect("report");
    assert_eq!(gone, ReportOutcome::NotFound);
    for (n, reporter) in reporters.iter().take(2).enumerate() {
        let outcome = store.report(&report_of(*reporter, ItemType::Post, hidden_post, NOW + n as i64), 3).await;
        assert_eq!(outcome.expect("report"), ReportOutcome::Reported { hidden: false });
    }
    let again = store.report(&report_of(reporters[0], ItemType::Post, hidden_post, NOW + 5), 3).await;
    assert_eq!(again.expect("report"), ReportOutcome::Duplicate);
    assert_eq!(latest_ids(store, None).await.len(), 2);
    let third = store.report(&report_of(reporters[2], ItemType::Post, hidden_post, NOW + 6), 3).await;
    assert_eq!(third.expect("report"), ReportOutcome::Reported { hidden: true });
    assert_eq!(latest_ids(store, None).await, [kept_post]);
    assert_eq!(latest_ids(store, Some(reporters[0])).await, [kept_post]);
    assert_eq!(latest_ids(store, Some(author)).await.len(), 2, "its author still sees it");
    assert!(store.community_post(hidden_post, None).await.expect("read").expect("post").hidden);

    let queue = store.report_queue(None, 10).await.expect("queue");
    assert_eq!(queue.len(), 1);
    assert_eq!((queue[0].item_type, queue[0].item_id, queue[0].hidden), (ItemType::Post, hidden_post, true));
    assert_eq!(queue[0].reports.len(), 3);
    assert_eq!(queue[0].first_reported_at, NOW);
    let cursor = ReportCursor { first_reported_at: NOW, item_type: ItemType::Post, item_id: hidden_post };
    assert!(store.report_queue(Some(&cursor), 10).await.expect("queue").is_empty());

    let by = moderator(reporters[0]);
    let decided = store.decide_item(ItemType::Post, hidden_post, ItemDecision::Restore, &by, "ok", NOW + 9).await;
    assert_eq!(decided.expect("decide"), ModerationOutcome::Done);
    assert_eq!(latest_ids(store, None).await.len(), 2);
    assert!(store.report_queue(None, 10).await.expect("queue").is_empty(), "the decision closed the reports");
    let log = store.moderation_log(None, 10).await.expect("log");
    let actions: Vec<_> = log.iter().map(|e| (e.action, e.moderator_id)).collect();
    assert_eq!(actions, [(ModerationAction::Restore, Some(reporters[0])), (ModerationAction::AutoHide, None)]);
    assert_eq!(log[1].target_login.as_deref(), Some("ada"));
    assert!(log[1].summary.starts_with("Post by ada on Title of card: post 0"), "{}", log[1].summary);
    let older = store.moderation_log(Some((log[0].created_at, log[0].id)), 10).await.expect("log");
    assert_eq!(older.len(), 1);

    let solution = solve(store, author, store.list_tasks().await.expect("tasks")[1].id).await;
    let refused = store.decide_item(ItemType::Solution, solution, ItemDecision::Delete, &by, "x", NOW).await;
    assert_eq!(refused.expect("decide"), ModerationOutcome::NotApplicable);
    let missing = store.decide_item(ItemType::Review, 9_999, ItemDecision::Hide, &by, "x", NOW).await;
    assert_eq!(missing.expect("decide"), ModerationOutcome::NotFound);
}

/// A report of an item the reporter cannot see answers as for an item that
/// does not exist: a private learner's solution, a review on a private or
/// hidden solution, a comment on a hidden post, an item of a learner who
/// blocked the reporter or whom the reporter blocked. The same items are
/// reported normally once they are visible.
pub async fn reports_of_what_the_reporter_cannot_see_are_not_found(store: &dyn Store) {
    let (ada, grace, tasks) = reviewers(store, 2).await;
    let eve = store.upsert_github_user(&profile(3, "eve"), NOW).await.expect("eve").id;
    let by = moderator(grace);
    let rated = StoredRatings { accessibility: Some(4), layout_fidelity: None, code_quality: Some(5) };
    let report =
        async |item_type: ItemType, item_id: i64| store.report(&report_of(eve, item_type, item_id, NOW), 3).await;

    // Ada's solutions, each with a review by Grace; one of them hidden.
    let open_solution = solve(store, ada, tasks[0]).await;
    let hidden_solution = solve(store, ada, tasks[1]).await;
    let mut reviews = Vec::new();
    for solution in [open_solution, hidden_solution] {
        store.ask_feedback(solution, ada, "Is my grid right?", 5, NOW + 2).await.expect("ask");
        let ReviewOutcome::Done(review) =
            store.create_review(solution, grace, "Nice", rated, NOW + 3).await.expect("review")
        else {
            panic!("reviewed")
        };
        reviews.push(review);
    }
    let hidden = store.decide_item(ItemType::Solution, hidden_solution, ItemDecision::Hide, &by, "x", NOW + 4);
    assert_eq!(hidden.await.expect("hide"), ModerationOutcome::Done);
    assert_eq!(report(ItemType::Solution, hidden_solution).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Review, reviews[1]).await.expect("report"), ReportOutcome::NotFound);

    // A private learner's solution and the reviews on it.
    let private = SettingsChange { profile_visibility: Some("private".into()), ..SettingsChange::default() };
    store.update_settings(ada, &private).await.expect("settings").expect("user");
    assert_eq!(report(ItemType::Solution, open_solution).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Review, reviews[0]).await.expect("report"), ReportOutcome::NotFound);

    // A comment on a hidden post; the post itself stays reportable while shown.
    let post = NewCommunityPost { user_id: ada, task_id: tasks[0], content: "mine".into(), code: None, now: NOW };
    let post = store.create_community_post(&post).await.expect("post");
    let CommentOutcome::Created(comment) =
        store.create_comment(post, grace, "well done", NOW + 5).await.expect("comment")
    else {
        panic!("commented")
    };
    let hide_post = store.decide_item(ItemType::Post, post, ItemDecision::Hide, &by, "x", NOW + 6);
    assert_eq!(hide_post.await.expect("hide"), ModerationOutcome::Done);
    assert_eq!(report(ItemType::Comment, comment).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Post, post).await.expect("report"), ReportOutcome::NotFound);
    let restore = store.decide_item(ItemType::Post, post, ItemDecision::Restore, &by, "x", NOW + 7);
    assert_eq!(restore.await.expect("restore"), ModerationOutcome::Done);

    // Blocks, either way, on the post, on a comment under it and on its author's review.
    store.block(ada, eve, NOW + 8).await.expect("block");
    assert_eq!(report(ItemType::Post, post).await.expect("report"), ReportOutcome::NotFound);
    assert_eq!(report(ItemType::Comment, comment).await.expect("report"), ReportOutcome::NotFound);
    store.unblock(ada, eve).await.expect("unblock");
    store.block(eve, grace, NOW + 9).await.expect("block");
    assert_eq!(report(ItemType::Comment, comment).await.expect("report"), ReportOutcome::NotFound);
    store.unblock(eve, grace).await.expect("unblock");

    // Visible again: every one of them is reported as usual.
    let public = SettingsChange { profile_visibility: Some("public".into()), ..SettingsChange::default() };
    store.update_settings(ada, &public).await.expect("settings").expect("user");
    for (item_type, item_id) in [
        (ItemType::Solution, open_solution),
        (ItemType::Review, reviews[0]),
        (ItemType::Post, post),
        (ItemType::Comment, comment),
    ] {
        let outcome = report(item_type, item_id).await.expect("report");
        assert_eq!(outcome, ReportOutcome::Reported { hidden: false }, "{item_type:?} {item_id}");
    }
    assert_eq!(report(ItemType::Review, reviews[1]).await.expect("report"), ReportOutcome::NotFound, "still hidden");
}

/// Reports count towards hiding an item only while their reporter can see
/// it: once the author blocked a reporter, that report no longer counts.
pub async fn auto_hide_counts_only_reporters_who_can_see_the_item(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let mut reporters = Vec::new();
    for n in 0..3 {
        reporters.push(store.upsert_github_user(&profile(20 + n, &format!("r{n}")), NOW).await.expect("user").id);
    }
    for (n, reporter) in reporters.iter().take(2).enumerate() {
        let outcome = store.report(&report_of(*reporter, ItemType::Post, ids[0], NOW + n as i64), 3).await;
        assert_eq!(outcome.expect("report"), ReportOutcome::Reported { hidden: false });
    }
    store.block(author, reporters[0], NOW + 3).await.expect("block");
    let third = store.report(&report_of(reporters[2], ItemType::Post, ids[0], NOW + 4), 3).await;
    assert_eq!(third.expect("report"), ReportOutcome::Reported { hidden: false }, "two of three count");
    assert_eq!(latest_ids(store, None).await, ids);
}

async fn comments_count(store: &dyn Store, post: i64) -> i64 {
    store.community_post(post, None).await.expect("read").expect("post").comments_count
}

/// A suspension revokes the learner's sessions and hides their posts and
/// comments; the post's comment count follows its visible comments both
/// ways.
pub async fn suspensions_revoke_sessions_and_keep_counts_true(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let spammer = store.upsert_github_user(&profile(30, "spammer"), NOW).await.expect("user").id;
    let times = SessionTimes { now: NOW, idle_ttl: 10 * MINUTE, absolute_ttl: 60 * MINUTE };
    store.create_session("spam-session", spammer, times).await.expect("session");
    for n in 0..2 {
        store.create_comment(ids[0], spammer, &format!("spam {n}"), NOW + n).await.expect("comment");
    }
    store.create_comment(ids[0], author, "mine", NOW + 3).await.expect("comment");
    assert_eq!(comments_count(store, ids[0]).await, 3);
    let suspended = store.set_suspended(spammer, true, &moderator(author), "spam", NOW + 4).await.expect("suspend");
    assert_eq!(suspended, ModerationOutcome::Done);
    assert_eq!(store.session_user("spam-session", NOW + 5, 10 * MINUTE).await.expect("session"), None);
    assert_eq!(comments_count(store, ids[0]).await, 1);
    assert_eq!(store.comments(ids[0], None, 10, None).await.expect("comments").len(), 1);
    assert_eq!(store.comments(ids[0], None, 10, Some(spammer)).await.expect("comments").len(), 3, "their own");
    let again = store.set_suspended(spammer, true, &moderator(author), "spam", NOW + 4).await.expect("suspend");
    assert_eq!(again, ModerationOutcome::NotApplicable);
    let listed = store.suspensions(10).await.expect("suspensions");
    assert_eq!((listed[0].user.login.as_str(), listed[0].reason.as_str()), ("spammer", "spam"));
    let user = store.user_by_login("SPAMMER").await.expect("read").expect("found by login, any case");
    assert_eq!(user.suspended_at, Some(NOW + 4));

    store.set_suspended(spammer, false, &moderator(author), "appeal", NOW + 6).await.expect("reinstate");
    assert_eq!(comments_count(store, ids[0]).await, 3);
    assert!(store.suspensions(10).await.expect("suspensions").is_empty());
    assert_eq!(store.session_user("spam-session", NOW + 7, 10 * MINUTE).await.expect("session"), None, "still revoked");
    assert_eq!(
        store.set_suspended(9_999, true, &moderator(author), "x", NOW).await.expect("none"),
        ModerationOutcome::NotFound
    );
}

/// A block hides the blocked learner's posts and comments from the
/// blocker (and from the counts the blocker reads), refuses their
/// comments on the blocker's posts, and drops what they caused.
pub async fn blocks_filter_the_blockers_view_and_refuse_comments(store: &dyn Store) {
    let (author, ids) = posts(store, 1).await;
    let troll = store.upsert_github_user(&profile(40, "troll"), NOW).await.expect("user").id;
    let task = store.list_tasks().await.expect("tasks")[0].id;
    let troll_post =
        NewCommunityPost { user_id: troll, task_id: task, content: "troll".into(), code: None, now: NOW + 1 };
    let troll_post = store.create_community_post(&troll_post).await.expect("post");
    store.create_comment(ids[0], troll, "first", NOW + 2).await.expect("comment");
    assert_eq!(store.notifications(author, None, 10).await.expect("notifications").len(), 1);

    store.block(author, troll, NOW + 3).await.expect("block");
    store.block(author, troll, NOW + 3).await.expect("blocking twice is fine");
    assert!(store.is_blocked(author, troll).await.expect("read"));
    assert!(!store.is_blocked(troll, author).await.expect("read"));
    assert_eq!(store.blocked_users(author).await.expect("list").len(), 1);
    assert!(store.notifications(author, None, 10).await.expect("notifications").is_empty());
    assert_eq!(latest_ids(store, Some(author)).await, [ids[0]]);
    assert_eq!(latest_ids(store, Some(troll)).await.len(), 2);
    assert!(store.comments(ids[0], None, 10, Some(author)).await.expect("comments").is_empty());
    let seen = store.community_post(ids[0], Some(author)).await.expect("read").expect("post");
    assert_eq!(seen.comments_count, 0, "as the blocker counts");
    assert_eq!(store.community_post(ids[0], None).await.expect("read").expect("post").comments_count, 1);
    assert!(store.community_post(troll_post, Some(author)).await.expect("read").expect("post").author_blocked);
    let refused = store.create_comment(ids[0], troll, "again", NOW + 4).await.expect("comment");
    assert_eq!(refused, CommentOutcome::Blocked);

    store.unblock(author, troll).await.expect("unblock");
    assert!(store.blocked_users(author).await.expect("list").is_empty());
    assert_eq!(latest_ids(store, Some(author)).await.len(), 2);
    assert!(store.create_comment(ids[0], troll, "sorry", NOW + 5).await.expect("comment").id().is_some());
}

/// A run's screenshots replace the last run's; each is found by viewport
/// with an ETag that moves with the run.
pub async fn screenshots_are_replaced_by_each_run(store: &dyn Store) {
    let (user, _) = learner(store).await;
    let task = store.list_tasks().await.expect("tasks")[0].id;
    let solution = solve(store, user, task).await;
    let shot = |viewport: &str, byte: u8| NewScreenshot {
        viewport: viewport.into(),
        width: 375,
        height: 812,
        png: vec![byte; 8],
    };
    store.save_screenshots(solution, &[shot("phone", 1), shot("desktop", 2)], NOW).await.expect("save");
    let phone = store.solution_screenshot(solution, "phone").await.expect("read").expect("phone");
    assert_eq!((phone.body, phone.content_type.as_str()), (vec![1; 8], "image/png"));
    store.save_screenshots(solution, &[shot("phone", 3)], NOW + 1).await.expect("save again");
    let again = store.solution_screenshot(solution, "phone").await.expect("read").expect("phone");
    assert_eq!(again.body, vec![3; 8]);
    assert_ne!(again.etag, phone.etag);
    assert_eq!(store.solution_screenshot(solution, "desktop").await.expect("read"), None, "the last run's are gone");
    assert_eq!(store.solution_screenshot(solution + 1, "phone").await.expect("read"), None);
}
