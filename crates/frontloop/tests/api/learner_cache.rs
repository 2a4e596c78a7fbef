//! A learner's progress list and achievement facts are kept between
//! requests, and every change shows in the next answer: the learner's own
//! actions, writes straight into the database (as another instance would
//! make them), catalogue imports and community activity.

use crate::common;

use crate::common::TestApp;
use frontloop_domain::time::now_millis;
use frontloop_domain::ProgressStatus;
use frontloop_store::models::ProgressChange;
use serde_json::json;

/// (slug, status) of each record in the progress list.
async fn progress(app: &TestApp, token: &str) -> Vec<(String, String)> {
    let (status, list) = common::body_or_null(app.get_as(token, "/api/users/progress").await).await;
    assert_eq!(status, 200, "{list}");
    list.as_array()
        .expect("a list")
        .iter()
        .map(|e| {
            (e["slug"].as_str().unwrap_or_default().to_owned(), e["status"].as_str().unwrap_or_default().to_owned())
        })
        .collect()
}

/// (current, unlocked) of one achievement in the gallery.
async fn achievement(app: &TestApp, token: &str, id: &str) -> (i64, bool) {
    let (status, gallery) = common::body_or_null(app.get_as(token, "/api/achievements").await).await;
    assert_eq!(status, 200, "{gallery}");
    let entry = gallery["data"].as_array().expect("data").iter().find(|a| a["id"] == id).expect("achievement").clone();
    (entry["current"].as_i64().expect("current"), entry["unlocked"].as_bool().expect("unlocked"))
}

async fn user_id(app: &TestApp, token: &str) -> i64 {
    let (_, profile) = common::body_or_null(app.get_as(token, "/api/users/profile").await).await;
    profile["data"]["id"].as_i64().expect("user id")
}

fn completion(now: i64) -> ProgressChange {
    ProgressChange {
        to: ProgressStatus::Completed,
        github_repo_url: Some("https://github.com/ada/quiet-modal".to_owned()),
        github_pages_url: Some("https://ada.github.io/quiet-modal".to_owned()),
        now,
        local_time: "2026-11-24T12:00:00".to_owned(),
    }
}

on_both_databases! {
    the_progress_list_follows_every_change => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let user = user_id(&app, &token).await;
        assert_eq!(progress(&app, &token).await, []);
        let card = app.task_id("pixel-card").await;
        let (status, _) = common::body_or_null(app.post_as(&token, &format!("/api/progress/task/{card}"), &json!({"status": "in_progress"})).await).await;
        assert_eq!(status, 200);
        assert_eq!(progress(&app, &token).await, [("pixel-card".to_owned(), "in_progress".to_owned())]);
        // Asked twice at one revision: the kept rendering, byte for byte.
        let first = app.get_as(&token, "/api/users/progress").await.bytes().await.expect("body");
        let again = app.get_as(&token, "/api/users/progress").await.bytes().await.expect("body");
        assert_eq!(first, again);

        // Another instance starts and completes a challenge for the learner.
        let modal = app.task_id("quiet-modal").await;
        let start = ProgressChange { to: ProgressStatus::InProgress, github_repo_url: None, github_pages_url: None, now: now_millis(), local_time: "2026-11-24T11:00:00".to_owned() };
        app.store.change_progress(user, modal, &start).await.expect("start").expect("allowed");
        app.store.change_progress(user, modal, &completion(now_millis())).await.expect("complete").expect("allowed");
        let (_, profile) = common::body_or_null(app.get_as(&token, "/api/users/profile").await).await;
        let stats = &profile["data"]["stats"];
        assert_eq!((stats["completed"].as_i64(), stats["in_progress"].as_i64(), stats["total"].as_i64()), (Some(1), Some(1), Some(2)), "{profile}");
        let mut list = progress(&app, &token).await;
        list.sort();
        assert_eq!(list, [("pixel-card".to_owned(), "in_progress".to_owned()), ("quiet-modal".to_owned(), "completed".to_owned())]);

        // A reset removes the record.
        let (status, _) = common::body_or_null(app.post_as(&token, &format!("/api/progress/task/{card}"), &json!({"status": "not_started"})).await).await;
        assert_eq!(status, 200);
        assert_eq!(progress(&app, &token).await, [("quiet-modal".to_owned(), "completed".to_owned())]);

        // A catalogue import retitles the challenge: the list shows the new title.
        let mut catalogue = frontloop::content::load_catalogue(&common::fixture_content()).expect("fixture catalogue");
        let retitled = catalogue.tasks.iter_mut().find(|t| t.slug == "quiet-modal").expect("quiet-modal");
        retitled.title = "A Quieter Modal".to_owned();
        retitled.content_hash = "retitled".to_owned();
        app.store.import_catalogue(&catalogue, now_millis()).await.expect("import");
        let (_, list) = common::body_or_null(app.get_as(&token, "/api/users/progress").await).await;
        assert_eq!(list[0]["title"], "A Quieter Modal");

        // Another learner's list is their own.
        let grace = app.session_for(2, "grace").await;
        assert_eq!(progress(&app, &grace).await, []);
        app
    };

    achievements_follow_completions_and_community_activity => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let user = user_id(&app, &token).await;
        assert_eq!(achievement(&app, &token, "first-step").await, (0, false));
        // A completion written by another instance shows at once; reading
        // the gallery records nothing: the unlock is the completion's
        // follow-up, which that instance runs.
        let modal = app.task_id("quiet-modal").await;
        let start = ProgressChange { to: ProgressStatus::InProgress, github_repo_url: None, github_pages_url: None, now: now_millis(), local_time: "2026-11-24T11:00:00".to_owned() };
        app.store.change_progress(user, modal, &start).await.expect("start").expect("allowed");
        app.store.change_progress(user, modal, &completion(now_millis())).await.expect("complete").expect("allowed");
        assert_eq!(achievement(&app, &token, "first-step").await, (1, false), "a read unlocks nothing");
        assert!(app.store.unlocked_achievements(user).await.expect("unlocks").is_empty());
        frontloop::app::achievements::refresh(app.store.as_ref(), user).await.expect("the completion's follow-up");
        assert_eq!(achievement(&app, &token, "first-step").await, (1, true));
        assert_eq!(achievement(&app, &token, "task-master").await, (1, false));

        // Community counts are read fresh: no progress changes here.
        assert_eq!(achievement(&app, &token, "first-share").await, (0, false));
        let (status, created) = common::body_or_null(app.post_as(&token, "/api/community/posts", &json!({"content": "done!", "taskId": modal})).await).await;
        assert_eq!(status, 201, "{created}");
        assert_eq!(achievement(&app, &token, "first-share").await, (1, true));
        // A like from someone else moves the learner's best post, not their progress.
        let post = created["data"]["id"].as_i64().expect("post id");
        let grace = app.session_for(2, "grace").await;
        let (status, _) = common::body_or_null(app.post_as(&grace, &format!("/api/community/posts/{post}/like"), &json!({})).await).await;
        assert_eq!(status, 200);
        assert_eq!(achievement(&app, &token, "popular").await, (1, false));
        app
    };

    new_rules_are_met_once_by_a_job_not_by_a_read => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let user = user_id(&app, &token).await;
        let modal = app.task_id("quiet-modal").await;
        let start = ProgressChange { to: ProgressStatus::InProgress, github_repo_url: None, github_pages_url: None, now: now_millis(), local_time: "2026-11-24T11:00:00".to_owned() };
        app.store.change_progress(user, modal, &start).await.expect("start").expect("allowed");
        app.store.change_progress(user, modal, &completion(now_millis())).await.expect("complete").expect("allowed");
        assert_eq!(achievement(&app, &token, "first-step").await, (1, false));
        // The first start with these rules queues one evaluation of everybody; later starts none.
        let schedule = || frontloop::app::achievements::schedule_recompute_for_new_rules(app.store.as_ref(), now_millis());
        assert!(schedule().await.expect("schedule"));
        assert!(!schedule().await.expect("schedule again"));
        let pending = app.store.pending_jobs().await.expect("jobs");
        let kinds: Vec<_> = pending.iter().map(|j| j.kind.as_str()).filter(|k| *k == "achievements_recompute").collect();
        assert_eq!(kinds.len(), 1);
        frontloop::app::worker::run_due(&app.state).await.expect("the workers");
        assert_eq!(achievement(&app, &token, "first-step").await, (1, true));
        app
    };
}
