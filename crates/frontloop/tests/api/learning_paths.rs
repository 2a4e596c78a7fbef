//! Learning paths and achievements through the real router on both
//! databases: the `{success, data}` shapes, enrollment, item progress,
//! path completion from a challenge, ratings, the gallery and unlocks.

use crate::common;

use crate::common::TestApp;
use serde_json::{json, Value};

const REPO: &str = "https://github.com/octo/pixel-card";
const PAGES: &str = "https://octo.github.io/pixel-card";

on_both_databases! {
    paths_list_and_detail_for_anyone => |app: TestApp| async move {
        let (status, list) = common::body(app.get("/api/learning-paths").await).await;
        assert_eq!((status, list["success"].as_bool()), (200, Some(true)));
        let path = &list["data"][0];
        assert_eq!(path["slug"], "first-steps");
        assert_eq!(path["difficulty_level"], "beginner");
        assert_eq!((path["item_count"].as_i64(), path["estimated_hours"].as_i64()), (Some(2), Some(4)));
        assert_eq!((path["is_enrolled"].as_bool(), path["user_progress"].as_i64(), path["success_rate"].as_i64()), (Some(false), Some(0), Some(0)));
        assert!(path["rating_average"].is_null());
        assert!(path.get("items").is_none());
        let id = path["id"].as_i64().expect("id");
        for key in [id.to_string(), "first-steps".to_owned()] {
            let (status, detail) = common::body(app.get(&format!("/api/learning-paths/{key}")).await).await;
            assert_eq!(status, 200);
            let items = detail["data"]["items"].as_array().expect("items");
            assert_eq!(items.len(), 2);
            assert_eq!(items[0]["item_type"], "post");
            assert_eq!(items[0]["item_slug"], "grid-basics");
            assert_eq!(items[0]["item_title"], "Grid Basics");
            assert_eq!(items[1]["item_type"], "task");
            assert_eq!(items[1]["item_slug"], "pixel-card");
            assert_eq!(items[1]["difficulty"], "beginner");
            assert_eq!(items[1]["is_completed"], false);
        }
        let (status, missing) = common::body(app.get("/api/learning-paths/nope").await).await;
        assert_eq!((status, missing["success"].as_bool()), (404, Some(false)));
        let (_, mine) = common::body(app.get("/api/learning-paths/achievements").await).await;
        assert_eq!(mine, json!({"success": true, "data": []}));
        app
    };
    a_learner_completes_a_path_and_unlocks_achievements => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let (_, detail) = common::body(app.get("/api/learning-paths/first-steps").await).await;
        let path_id = detail["data"]["id"].as_i64().expect("id");
        let post_id = detail["data"]["items"][0]["item_id"].as_i64().expect("post");
        let task_id = detail["data"]["items"][1]["item_id"].as_i64().expect("task");
        let mark = json!({"pathId": path_id, "itemType": "post", "itemId": post_id});
        let (status, _) = common::body(app.post_as(&token, "/api/learning-paths/mark-completed", &mark).await).await;
        assert_eq!(status, 403, "enrolled learners only");
        let anonymous = app.client.post(app.url(&format!("/api/learning-paths/{path_id}/enroll"))).send().await.expect("enroll");
        assert_eq!(anonymous.status(), 401);

        let (status, enrolled) = common::body(app.post_as(&token, &format!("/api/learning-paths/{path_id}/enroll"), &json!({})).await).await;
        assert_eq!((status, enrolled["data"]["enrollment_status"].as_str()), (200, Some("enrolled")));
        let (status, again) = common::body(app.post_as(&token, "/api/learning-paths/first-steps/enroll", &json!({})).await).await;
        assert_eq!(status, 409);
        assert!(again["message"].as_str().is_some_and(|m| m.contains("Already enrolled")));

        let (status, marked) = common::body(app.post_as(&token, "/api/learning-paths/mark-completed", &mark).await).await;
        assert_eq!(status, 200);
        assert_eq!((marked["data"]["is_completed"].as_bool(), marked["data"]["path_completed"].as_bool()), (Some(true), Some(false)));
        let task_mark = json!({"pathId": path_id, "itemType": "task", "itemId": task_id});
        assert_eq!(common::body(app.post_as(&token, "/api/learning-paths/mark-completed", &task_mark).await).await.0, 422);
        let stray = json!({"pathId": path_id, "itemType": "post", "itemId": 999999});
        assert_eq!(common::body(app.post_as(&token, "/api/learning-paths/mark-completed", &stray).await).await.0, 404);

        let (_, halfway) = common::body(app.get_as(&token, "/api/learning-paths/first-steps").await).await;
        assert_eq!((halfway["data"]["user_progress"].as_i64(), halfway["data"]["is_enrolled"].as_bool()), (Some(50), Some(true)));
        assert_eq!(halfway["data"]["items"][0]["is_completed"], true);

        let progress = format!("/api/progress/task/{task_id}");
        common::body(app.post_as(&token, &progress, &json!({"status": "in_progress"})).await).await;
        let (_, done) = common::body(app.post_as(&token, &progress, &json!({"status": "completed", "github_repo_url": REPO, "github_pages_url": PAGES})).await).await;
        assert_eq!(done["completed_paths"][0]["slug"], "first-steps");
        let unlocked: Vec<&str> = done["unlocked_achievements"].as_array().expect("unlocks").iter().filter_map(|a| a["id"].as_str()).collect();
        assert!(unlocked.contains(&"first-step"), "{unlocked:?}");
        assert!(unlocked.contains(&"speed-runner"), "started and completed within seconds: {unlocked:?}");

        let (_, finished) = common::body(app.get_as(&token, "/api/learning-paths/first-steps").await).await;
        let data = &finished["data"];
        assert_eq!((data["enrollment_status"].as_str(), data["user_progress"].as_i64()), (Some("completed"), Some(100)));
        assert_eq!((data["completion_count"].as_i64(), data["enrollment_count"].as_i64(), data["success_rate"].as_i64()), (Some(1), Some(1), Some(100)));
        assert_eq!(data["show_celebration"], true);
        let celebrated = app.post_as(&token, "/api/learning-paths/first-steps/celebrated", &json!({})).await;
        assert_eq!(celebrated.status(), 204);
        let (_, after) = common::body(app.get_as(&token, "/api/learning-paths/first-steps").await).await;
        assert_eq!(after["data"]["show_celebration"], false, "shown once");

        let (_, mine) = common::body(app.get_as(&token, "/api/learning-paths/achievements").await).await;
        let first = mine["data"].as_array().expect("list").iter().find(|a| a["id"] == "first-step").expect("first step").clone();
        assert_eq!((first["name"].as_str(), first["icon_url"].as_str()), (Some("First Step"), Some("🎯")));

        let (status, gallery) = common::body(app.get_as(&token, "/api/achievements").await).await;
        assert_eq!(status, 200);
        let all = gallery["data"].as_array().expect("list");
        assert_eq!(all.len(), frontloop_domain::achievements::ACHIEVEMENTS.len());
        let first_step = all.iter().find(|a| a["id"] == "first-step").expect("known");
        assert_eq!((first_step["unlocked"].as_bool(), first_step["progress"].as_i64()), (Some(true), Some(100)));
        assert!(first_step["unlocked_at"].is_string());
        let task_master = all.iter().find(|a| a["id"] == "task-master").expect("known");
        assert_eq!((task_master["unlocked"].as_bool(), task_master["progress"].as_i64()), (Some(false), Some(10)));
        assert_eq!(task_master["category"], "Task Completion");
        let perfectionist = all.iter().find(|a| a["id"] == "perfectionist").expect("known");
        assert_eq!((perfectionist["attainable"].as_bool(), perfectionist["progress"].as_i64()), (Some(true), Some(0)));
        assert_eq!(app.get("/api/achievements").await.status(), 401);
        app
    };
    ratings_come_from_enrolled_learners_only => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let (status, _) = common::body(app.post_as(&ada, "/api/learning-paths/first-steps/rating", &json!({"rating": 5})).await).await;
        assert_eq!(status, 403);
        common::body(app.post_as(&ada, "/api/learning-paths/first-steps/enroll", &json!({})).await).await;
        for bad in [json!({"rating": 0}), json!({"rating": 6}), json!({"rating": "five"})] {
            assert_eq!(common::body(app.post_as(&ada, "/api/learning-paths/first-steps/rating", &bad).await).await.0, 422, "{bad}");
        }
        common::body(app.post_as(&ada, "/api/learning-paths/first-steps/rating", &json!({"rating": 5})).await).await;
        let (_, rated) = common::body(app.post_as(&ada, "/api/learning-paths/first-steps/rating", &json!({"rating": 4})).await).await;
        assert_eq!((rated["data"]["rating_average"].as_f64(), rated["data"]["rating_count"].as_i64(), rated["data"]["user_rating"].as_i64()), (Some(4.0), Some(1), Some(4)));
        let html = app.get("/learning-paths/first-steps").await.text().await.expect("HTML");
        assert!(html.contains("\"aggregateRating\"") && html.contains("\"ratingCount\":1"), "real ratings are published");
        assert!(!html.contains("4.8"));
        app
    };
    structured_data_has_no_invented_rating => |app: TestApp| async move {
        let html = app.get("/learning-paths").await.text().await.expect("HTML");
        assert!(html.contains("<title>Learning paths | Frontloop</title>"));
        assert!(html.contains("\"@type\":\"ItemList\"") && html.contains("\"name\":\"First Steps\""));
        assert!(!html.contains("aggregateRating"), "no ratings yet, none published");
        let page = app.get("/learning-paths/first-steps").await.text().await.expect("HTML");
        assert!(page.contains("<title>First Steps learning path | Frontloop</title>"));
        app
    };
    community_actions_unlock_achievements => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let grace = app.session_for(2, "grace").await;
        let (_, task) = common::body(app.get("/api/tasks/by-slug/pixel-card").await).await;
        let task_id = task["id"].as_i64().expect("id");
        common::body(app.post_as(&ada, &format!("/api/progress/task/{task_id}"), &json!({"status": "in_progress"})).await).await;
        let (_, shared) = common::body(app.post_as(&ada, "/api/community/posts", &json!({"content": "look", "taskId": task_id})).await).await;
        let ids = |v: &Value| v["unlocked_achievements"].as_array().map(|a| a.iter().filter_map(|x| x["id"].as_str().map(str::to_owned)).collect::<Vec<_>>()).unwrap_or_default();
        assert_eq!(ids(&shared), ["team-player", "first-share"]);
        let post = shared["data"]["id"].as_i64().expect("id");
        let (_, liked) = common::body(app.post_as(&grace, &format!("/api/community/posts/{post}/like"), &json!({})).await).await;
        assert_eq!(ids(&liked), ["first-appreciation"]);
        let (_, commented) = common::body(app.post_as(&grace, &format!("/api/community/posts/{post}/comments"), &json!({"content": "nice"})).await).await;
        assert_eq!(ids(&commented), ["team-player", "first-response"]);
        let (_, again) = common::body(app.post_as(&grace, &format!("/api/community/posts/{post}/comments"), &json!({"content": "again"})).await).await;
        assert!(ids(&again).is_empty(), "each unlock is reported once");
        app
    };
}

#[tokio::test]
async fn recompute_backfills_achievements() {
    let data = tempfile::tempdir().expect("folder");
    let url = format!("sqlite://{}?mode=rwc", data.path().join("r.db").display());
    let store = frontloop::db::open(&url).await.expect("open");
    let catalogue = frontloop::content::load_catalogue(&common::fixture_content()).expect("fixture");
    store.import_catalogue(&catalogue, 1).await.expect("import");
    let profile = frontloop_store::models::GithubProfile {
        github_id: 1,
        login: "ada".into(),
        name: None,
        email: None,
        avatar_url: None,
    };
    let user = store.upsert_github_user(&profile, 1).await.expect("user");
    let task = store.task_by_slug("pixel-card").await.expect("task").expect("present");
    for to in [frontloop_domain::ProgressStatus::InProgress, frontloop_domain::ProgressStatus::Completed] {
        let change = frontloop_store::models::ProgressChange {
            to,
            github_repo_url: Some(REPO.into()),
            github_pages_url: Some(PAGES.into()),
            now: 2,
            local_time: "2026-11-22T06:00:00".into(),
        };
        store.change_progress(user.id, task.id, &change).await.expect("change").expect("allowed");
    }
    drop(store);
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_frontloop"))
        .args(["achievements", "recompute"])
        .env("DATABASE_URL", &url)
        .output()
        .expect("run");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(
        stdout.contains("Recomputed achievements for 1 users: 3 new unlocks."),
        "first-step, speed-runner, early-bird: {stdout}"
    );
    let store = frontloop::db::open(&url).await.expect("open");
    let unlocked: Vec<String> =
        store.unlocked_achievements(user.id).await.expect("list").into_iter().map(|(id, _)| id).collect();
    assert!(unlocked.contains(&"early-bird".to_owned()));
}
