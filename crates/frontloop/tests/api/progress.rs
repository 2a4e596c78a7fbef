//! Challenges and progress through the real router: the task lookups, the
//! progress state machine with every bad input, the learner's records,
//! profile figures and community counts.

use crate::common;

use crate::common::TestApp;
use serde_json::json;

const REPO: &str = "https://github.com/octo/pixel-card";
const PAGES: &str = "https://octo.github.io/pixel-card";

on_both_databases! {
    tasks_are_found_by_slug_and_id => |app: TestApp| async move {
        let (status, task) = common::body(app.get("/api/tasks/by-slug/pixel-card").await).await;
        assert_eq!(status, 200);
        assert_eq!(task["title"], "Pixel Card");
        assert_eq!(task["tags"], json!(["HTML", "CSS"]));
        let id = task["id"].as_i64().expect("id");
        let (status, same) = common::body(app.get(&format!("/api/tasks/{id}")).await).await;
        assert_eq!((status, same), (200, task));
        let (status, missing) = common::body(app.get("/api/tasks/by-slug/nope").await).await;
        assert_eq!((status, missing["code"].as_str()), (404, Some("not_found")));
        assert_eq!(common::body(app.get("/api/tasks/999999").await).await.0, 404);
        let (status, bad) = common::body(app.get("/api/tasks/abc").await).await;
        assert_eq!((status, bad["code"].as_str()), (400, Some("invalid_path")));
        app
    };
    a_retired_challenge_keeps_its_records_and_takes_no_new_progress => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let id = app.task_id("pixel-card").await;
        let path = format!("/api/progress/task/{id}");
        assert_eq!(app.post_as(&token, &path, &json!({"status": "in_progress"})).await.status(), 200);
        let done = json!({"status": "completed", "github_repo_url": REPO, "github_pages_url": PAGES});
        assert_eq!(app.post_as(&token, &path, &done).await.status(), 200);
        // The challenge leaves the catalogue (straight into the database,
        // as `frontloop content import` in another process would).
        let mut catalogue = frontloop::content::load_catalogue(&common::fixture_content()).expect("fixture catalogue");
        catalogue.tasks.retain(|t| t.slug != "pixel-card");
        for path in &mut catalogue.paths {
            path.items.retain(|item| !matches!(item, frontloop_store::catalogue::NewPathItem::Task(s) if s == "pixel-card"));
            path.content_hash.push_str("-trimmed");
        }
        let summary = app.store.import_catalogue(&catalogue, frontloop_domain::time::now_millis()).await.expect("import");
        assert_eq!(summary.tasks.archived, 1);
        let (_, list) = common::body(app.get("/api/tasks").await).await;
        assert!(list.as_array().expect("list").iter().all(|t| t["slug"] != "pixel-card"), "gone from the list");
        let (status, record) = common::body(app.get_as(&token, &path).await).await;
        assert_eq!((status, record["status"].as_str()), (200, Some("completed")), "the record stays");
        let (_, records) = common::body(app.get_as(&token, "/api/users/progress").await).await;
        assert!(records.to_string().contains("pixel-card"), "still listed with its challenge: {records}");
        assert_eq!(common::body(app.get("/api/tasks/by-slug/pixel-card").await).await.0, 200, "its page still answers");
        let other = app.session_for(2, "grace").await;
        let (status, refused) = common::body(app.post_as(&other, &path, &json!({"status": "in_progress"})).await).await;
        assert_eq!((status, refused["code"].as_str()), (409, Some("conflict")));
        assert_eq!(refused["message"], "This challenge was retired and no longer takes progress.");
        app
    };
    progress_needs_a_session => |app: TestApp| async move {
        let id = app.task_id("pixel-card").await;
        assert_eq!(app.get(&format!("/api/progress/task/{id}")).await.status(), 401);
        let post = app.client.post(app.url(&format!("/api/progress/task/{id}"))).json(&json!({"status": "in_progress"})).send().await.expect("request");
        assert_eq!(post.status(), 401);
        assert_eq!(app.get("/api/users/progress").await.status(), 401);
        assert_eq!(app.get("/api/users/community-stats").await.status(), 401);
        app
    };
    start_then_complete_then_nothing_more => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let id = app.task_id("pixel-card").await;
        let path = format!("/api/progress/task/{id}");
        let (status, record) = common::body(app.get_as(&token, &path).await).await;
        assert_eq!((status, record["status"].as_str()), (200, Some("not_started")));
        let (status, record) = common::body(app.post_as(&token, &path, &json!({"status": "in_progress"})).await).await;
        assert_eq!((status, record["status"].as_str()), (200, Some("in_progress")));
        assert!(record["created_at"].as_str().is_some_and(|t| t.ends_with('Z')));
        assert!(record["completion_date"].is_null());
        let done = json!({"status": "completed", "github_repo_url": REPO, "github_pages_url": PAGES});
        let (status, record) = common::body(app.post_as(&token, &path, &done).await).await;
        assert_eq!(status, 200);
        assert_eq!(record["status"], "completed");
        assert_eq!(record["github_repo_url"], REPO);
        assert_eq!(record["github_pages_url"], PAGES);
        assert!(record["completion_date"].is_string());
        for status_name in ["not_started", "saved", "in_progress", "completed"] {
            let mut change = done.clone();
            change["status"] = json!(status_name);
            let (status, error) = common::body(app.post_as(&token, &path, &change).await).await;
            assert_eq!(status, 409, "{status_name}");
            assert_eq!(error["code"], "conflict");
            assert!(error["message"].as_str().is_some_and(|m| m.contains("already completed")));
        }
        let (_, record) = common::body(app.get_as(&token, &path).await).await;
        assert_eq!(record["status"], "completed");
        app
    };
    save_unsave_and_reset => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let id = app.task_id("quiet-modal").await;
        let path = format!("/api/progress/task/{id}");
        let (_, saved) = common::body(app.post_as(&token, &path, &json!({"status": "saved"})).await).await;
        assert_eq!(saved["status"], "saved");
        let (_, unsaved) = common::body(app.post_as(&token, &path, &json!({"status": "not_started"})).await).await;
        assert_eq!(unsaved["status"], "not_started");
        common::body(app.post_as(&token, &path, &json!({"status": "in_progress"})).await).await;
        let (status, refused) = common::body(app.post_as(&token, &path, &json!({"status": "saved"})).await).await;
        assert_eq!(status, 409);
        assert!(refused["message"].as_str().is_some_and(|m| m.contains("in_progress to saved")));
        let (_, reset) = common::body(app.post_as(&token, &path, &json!({"status": "not_started"})).await).await;
        assert_eq!(reset["status"], "not_started");
        app
    };
    bad_progress_input_gets_clear_4xx => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let id = app.task_id("pixel-card").await;
        let path = format!("/api/progress/task/{id}");
        common::body(app.post_as(&token, &path, &json!({"status": "in_progress"})).await).await;
        let cases = [
            (json!({"status": "done"}), "status"),
            (json!({"status": "completed"}), "github_repo_url"),
            (json!({"status": "completed", "github_repo_url": REPO}), "github_pages_url"),
            (json!({"status": "completed", "github_repo_url": "javascript:alert(1)", "github_pages_url": PAGES}), "github_repo_url"),
            (json!({"status": "completed", "github_repo_url": REPO, "github_pages_url": "data:text/html,x"}), "github_pages_url"),
            (json!({"status": "completed", "github_repo_url": format!("https://github.com/{}", "a".repeat(2100)), "github_pages_url": PAGES}), "github_repo_url"),
            (json!({"status": "completed", "github_repo_url": "github.com/octo", "github_pages_url": PAGES}), "github_repo_url"),
        ];
        for (payload, field) in cases {
            let (status, error) = common::body(app.post_as(&token, &path, &payload).await).await;
            assert_eq!(status, 422, "{payload}");
            assert!(error["message"].as_str().is_some_and(|m| m.starts_with(field)), "{payload}: {error}");
        }
        let (status, _) = common::body(app.post_as(&token, &path, &json!({"status": 3})).await).await;
        assert_eq!(status, 422);
        let (status, _) = common::body(app.post_as(&token, "/api/progress/task/999999", &json!({"status": "in_progress"})).await).await;
        assert_eq!(status, 404);
        // Extra fields are ignored; the server sets the timestamps.
        let forged = json!({"status": "completed", "github_repo_url": REPO, "github_pages_url": PAGES,
            "completion_date": "2001-01-01T00:00:00Z", "user_id": 999, "score": 100});
        let (status, record) = common::body(app.post_as(&token, &path, &forged).await).await;
        assert_eq!(status, 200);
        assert!(!record["completion_date"].as_str().unwrap_or("2001").starts_with("2001"));
        app
    };
    learners_only_see_their_own_progress => |app: TestApp| async move {
        let ada = app.session_for(1, "ada").await;
        let eve = app.session_for(2, "eve").await;
        let id = app.task_id("pixel-card").await;
        let path = format!("/api/progress/task/{id}");
        common::body(app.post_as(&ada, &path, &json!({"status": "in_progress"})).await).await;
        let (_, theirs) = common::body(app.get_as(&eve, &path).await).await;
        assert_eq!(theirs["status"], "not_started");
        let (_, list) = common::body(app.get_as(&eve, "/api/users/progress").await).await;
        assert_eq!(list, json!([]));
        app
    };
    the_profile_counts_in_the_learners_time_zone => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let id = app.task_id("pixel-card").await;
        let path = format!("/api/progress/task/{id}");
        let zoned = |request: reqwest::RequestBuilder| request.bearer_auth(&token).header("X-Time-Zone", "Pacific/Kiritimati");
        zoned(app.client.post(app.url(&path))).json(&json!({"status": "in_progress"})).send().await.expect("start");
        let done = json!({"status": "completed", "github_repo_url": REPO, "github_pages_url": PAGES});
        zoned(app.client.post(app.url(&path))).json(&done).send().await.expect("complete");
        let other = app.task_id("quiet-modal").await;
        zoned(app.client.post(app.url(&format!("/api/progress/task/{other}")))).json(&json!({"status": "saved"})).send().await.expect("save");

        let (status, profile) = common::body(zoned(app.client.get(app.url("/api/users/profile"))).send().await.expect("profile")).await;
        assert_eq!(status, 200);
        let data = &profile["data"];
        assert_eq!(data["time_zone"], "Pacific/Kiritimati");
        assert_eq!(data["stats"], json!({"completed": 1, "in_progress": 0, "saved": 1, "total": 2,
            "overall_progress": 50, "current_streak": 1, "longest_streak": 1}));
        let today = data["today"].as_str().expect("today").to_owned();
        assert_eq!(data["activity"], json!([{ "date": today, "count": 1 }]));
        // Kiritimati is UTC+14: its "today" is usually not UTC's.
        let kiritimati = chrono::Utc::now() + chrono::Duration::hours(14);
        assert_eq!(today, kiritimati.format("%Y-%m-%d").to_string());

        let (_, list) = common::body(app.get_as(&token, "/api/users/progress").await).await;
        let list = list.as_array().expect("array").clone();
        assert_eq!(list.len(), 2);
        let completed = list.iter().find(|r| r["status"] == "completed").expect("completed record");
        assert_eq!(completed["slug"], "pixel-card");
        assert_eq!(completed["title"], "Pixel Card");
        assert_eq!(completed["tags"], json!(["HTML", "CSS"]));
        assert_eq!(completed["difficulty"], "beginner");
        assert_eq!(completed["github_repo_url"], REPO);
        assert!(completed["created_at"].is_string() && completed["completion_date"].is_string());
        app
    };
    community_stats_use_the_spec_names => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let (status, stats) = common::body(app.get_as(&token, "/api/users/community-stats").await).await;
        assert_eq!(status, 200);
        assert_eq!(stats, json!({"postsCount": 0, "commentsCount": 0, "likesGiven": 0, "maxPostLikes": 0, "helpedUsers": 0}));
        app
    };
    completions_feed_the_platform_counts => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let id = app.task_id("pixel-card").await;
        let path = format!("/api/progress/task/{id}");
        common::body(app.post_as(&token, &path, &json!({"status": "in_progress"})).await).await;
        common::body(app.post_as(&token, &path, &json!({"status": "completed", "github_repo_url": REPO, "github_pages_url": PAGES})).await).await;
        let (_, stats) = common::body(app.get("/api/stats").await).await;
        assert_eq!(stats, json!({"users": 1, "projects": 1, "code_reviews": 0}));
        app
    };
}
