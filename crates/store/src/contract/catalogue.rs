//! Storage contract cases: Importing the catalogue, its revisions and its reads.

use super::*;

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

/// A challenge's acceptance checks are stored as imported and replaced
/// when its files change.
pub async fn acceptance_checks_follow_the_import(store: &dyn Store) {
    let mut catalogue = sample_catalogue();
    catalogue.tasks[0].acceptance_checks = r#"[{"id":"first"}]"#.to_owned();
    store.import_catalogue(&catalogue, NOW).await.expect("import");
    let id = store.task_by_slug(catalogue.tasks[0].slug.as_str()).await.expect("read").expect("a task").id;
    let other = store.task_by_slug(catalogue.tasks[1].slug.as_str()).await.expect("read").expect("a task").id;
    assert_eq!(store.acceptance_checks(id).await.expect("checks").as_deref(), Some(r#"[{"id":"first"}]"#));
    assert_eq!(store.acceptance_checks(other).await.expect("checks").as_deref(), Some("[]"));
    catalogue.tasks[0].acceptance_checks = r#"[{"id":"second"}]"#.to_owned();
    catalogue.tasks[0].content_hash = "changed".to_owned();
    store.import_catalogue(&catalogue, NOW + 1).await.expect("re-import");
    assert_eq!(store.acceptance_checks(id).await.expect("checks").as_deref(), Some(r#"[{"id":"second"}]"#));
    assert_eq!(store.acceptance_checks(i64::MAX).await.expect("checks"), None);
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
