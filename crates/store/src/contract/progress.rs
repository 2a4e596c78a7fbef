//! Storage contract cases: Progress records, settings, renamed logins and deleted accounts.

use super::*;

pub(crate) fn change(to: ProgressStatus, now: i64) -> ProgressChange {
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
pub(crate) async fn start_and_complete(store: &dyn Store, user: i64, task: i64) {
    store.change_progress(user, task, &change(ProgressStatus::InProgress, NOW)).await.expect("start").expect("allowed");
    store
        .change_progress(user, task, &change(ProgressStatus::Completed, NOW + 1))
        .await
        .expect("done")
        .expect("allowed");
}

/// A learner with the sample catalogue imported; returns (user id, first task id).
pub(crate) async fn learner(store: &dyn Store) -> (i64, i64) {
    store.import_catalogue(&sample_catalogue(), NOW).await.expect("import");
    let user = store.upsert_github_user(&profile(1, "ada"), NOW).await.expect("user");
    let task = store.list_tasks().await.expect("tasks")[0].id;
    (user.id, task)
}

pub(crate) async fn completions(store: &dyn Store) -> i64 {
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
