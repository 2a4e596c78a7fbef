//! The storage contract: every [`Store`] implementation must pass these
//! cases. Backend crates run them with [`contract_tests!`](crate::contract_tests),
//! each case on a fresh, empty database.

use crate::catalogue::{Catalogue, NewBlogPost, NewMedia, NewPath, NewPathItem, NewTask};
use frontloop_domain::{ProgressStatus, TransitionError};

use crate::models::{GithubProfile, OAuthState, ProgressChange, SessionTimes};
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
            import_updates_changed_and_removes_missing,
            import_keeps_path_item_ids_when_reordered,
            import_with_unknown_path_target_changes_nothing,
            tasks_come_in_catalogue_order_with_tags,
            media_is_found_by_path,
            public_slugs_list_only_published_posts,
            platform_stats_count_users,
            oauth_state_is_single_use_and_expires,
            users_are_keyed_by_github_id,
            login_code_is_single_use_and_expires,
            session_lives_until_revoked_or_expired,
            rate_limit_counts_hits_per_window,
            purge_removes_only_expired_rows,
            progress_follows_the_state_machine,
            saving_and_resetting_return_to_not_started,
            racing_completions_count_once,
            user_progress_lists_records_with_their_challenge,
            time_zone_is_remembered,
            community_stats_start_at_zero,
            published_posts_come_newest_first_without_drafts
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

fn task(slug: &str, tags: &[&str]) -> NewTask {
    NewTask {
        slug: slug.to_owned(),
        title: format!("Title of {slug}"),
        summary: "A summary".to_owned(),
        description: "# Heading\n\nBody".to_owned(),
        difficulty: "beginner".to_owned(),
        tags: tags.iter().map(|t| (*t).to_owned()).collect(),
        image_url: Some(format!("/media/challenges/{slug}.svg")),
        content_hash: format!("hash-{slug}"),
    }
}

fn post(slug: &str, status: &str, published_at: i64) -> NewBlogPost {
    NewBlogPost {
        slug: slug.to_owned(),
        title: format!("Post {slug}"),
        excerpt: None,
        content_html: "<p>Hello</p>".to_owned(),
        content_text: "Hello".to_owned(),
        categories: vec!["CSS".to_owned()],
        featured_image: None,
        meta_title: None,
        meta_description: None,
        status: status.to_owned(),
        read_time_minutes: 3,
        published_at,
        content_hash: format!("hash-{slug}"),
    }
}

fn path(slug: &str, items: Vec<NewPathItem>) -> NewPath {
    NewPath {
        slug: slug.to_owned(),
        title: format!("Path {slug}"),
        description: "Learn things".to_owned(),
        difficulty: "beginner".to_owned(),
        estimated_hours: 10,
        image_url: None,
        items,
        content_hash: format!("hash-{slug}"),
    }
}

fn sample_catalogue() -> Catalogue {
    Catalogue {
        tasks: vec![task("card", &["HTML", "CSS"]), task("modal", &["JavaScript"])],
        posts: vec![post("grid", "published", NOW - MINUTE), post("draft", "draft", NOW)],
        paths: vec![path(
            "basics",
            vec![NewPathItem::Post("grid".into()), NewPathItem::Task("card".into()), NewPathItem::Task("modal".into())],
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
    assert_eq!(again.tasks.added + again.tasks.updated + again.tasks.removed, 0);
    assert_eq!(again.media.unchanged, 1);
}

/// Changed files are rewritten in place (same id); missing ones are removed.
pub async fn import_updates_changed_and_removes_missing(store: &dyn Store) {
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
    assert_eq!((summary.tasks.updated, summary.tasks.removed), (1, 1));
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
    assert_eq!(summary.paths.added + summary.paths.removed, 0);
}

/// A path naming a challenge that does not exist fails the whole import.
pub async fn import_with_unknown_path_target_changes_nothing(store: &dyn Store) {
    let mut catalogue = sample_catalogue();
    catalogue.paths[0].items.push(NewPathItem::Task("missing".into()));
    let err = store.import_catalogue(&catalogue, NOW).await.expect_err("unknown target");
    assert!(matches!(err, StoreError::Conflict(ref m) if m.contains("missing")), "{err:?}");
    assert!(store.list_tasks().await.expect("tasks").is_empty(), "nothing was applied");
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
    assert_eq!((media.content_type.as_str(), media.body.as_slice(), media.etag.as_str()), ("image/svg+xml", &b"<svg/>"[..], "e1"));
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
    for expected in 1..=3 {
        assert_eq!(store.hit_rate_limit("ip:1", NOW).await.expect("hit"), expected);
    }
    assert_eq!(store.hit_rate_limit("ip:2", NOW).await.expect("hit"), 1);
    assert_eq!(store.hit_rate_limit("ip:1", NOW + MINUTE).await.expect("hit"), 1);
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
    let done = store.change_progress(user, task, &change(ProgressStatus::Completed, NOW + 60_000)).await.expect("complete");
    let done = done.expect("allowed").expect("record");
    assert_eq!(done.status, "completed");
    assert_eq!(done.completed_at, Some(NOW + 60_000));
    assert_eq!(done.completed_local.as_deref(), Some("2026-11-22T07:30:00"));
    assert_eq!(done.github_repo_url.as_deref(), Some("https://github.com/ada/card"));
    assert_eq!(completions(store).await, 1);
    for to in ProgressStatus::ALL {
        let after = store.change_progress(user, task, &change(to, NOW + 70_000)).await.expect("after");
        assert_eq!(after, Err(TransitionError::AlreadyCompleted), "{to}");
    }
    assert_eq!(completions(store).await, 1);
    assert_eq!(store.progress(user, task).await.expect("read"), Some(done));
}

/// Unsaving and resetting remove the record.
pub async fn saving_and_resetting_return_to_not_started(store: &dyn Store) {
    let (user, task) = learner(store).await;
    let saved = store.change_progress(user, task, &change(ProgressStatus::Saved, NOW)).await.expect("save");
    assert_eq!(saved.expect("allowed").expect("record").status, "saved");
    let unsaved = store.change_progress(user, task, &change(ProgressStatus::NotStarted, NOW + 1)).await.expect("unsave");
    assert_eq!(unsaved, Ok(None));
    assert_eq!(store.progress(user, task).await.expect("read"), None);
    store.change_progress(user, task, &change(ProgressStatus::Saved, NOW + 2)).await.expect("save").expect("allowed");
    let started = store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW + 3)).await.expect("start");
    assert_eq!(started.expect("allowed").expect("record").status, "in_progress");
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
    assert_eq!(entry.progress.status, "in_progress");
}

/// The time zone is stored on the user.
pub async fn time_zone_is_remembered(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    assert_eq!(user.time_zone, "UTC");
    store.set_time_zone(user.id, "Europe/Berlin").await.expect("set");
    assert_eq!(store.user(user.id).await.expect("read").expect("user").time_zone, "Europe/Berlin");
}

/// A newcomer has no community activity.
pub async fn community_stats_start_at_zero(store: &dyn Store) {
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    assert_eq!(store.community_stats(user.id).await.expect("stats"), Default::default());
}

/// Readers see published posts only, newest first, with their categories.
pub async fn published_posts_come_newest_first_without_drafts(store: &dyn Store) {
    let mut catalogue = sample_catalogue();
    let mut older = post("older", "published", NOW - 10 * MINUTE);
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
