//! Storage contract cases: Learning paths, achievements and archived content.

use super::*;

pub(crate) async fn enrolled_learner(store: &dyn Store) -> (i64, i64, i64, i64) {
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
