//! API conventions through the real router: health, errors as JSON, the
//! OpenAPI document, the task list with ETags, and platform counts.

use crate::common;

use crate::common::TestApp;
use reqwest::header;
use serde_json::Value;

fn assert_error_shape(body: &Value, code: &str) {
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["code"], code, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
}

on_both_databases! {
    health_reports_the_database => |app: TestApp| async move {
        let (status, body) = common::json_body(app.get("/api/health").await).await;
        assert_eq!(status, 200);
        assert_eq!(body["status"], "ok");
        assert!(matches!(body["database"].as_str(), Some("sqlite" | "postgres")));
        app
    };
    unknown_api_routes_and_methods_answer_json => |app: TestApp| async move {
        let (status, body) = common::json_body(app.get("/api/no/such/route").await).await;
        assert_eq!(status, 404);
        assert_error_shape(&body, "not_found");
        let (status, body) = common::json_body(app.client.delete(app.url("/api/tasks")).send().await.expect("request")).await;
        assert!((400..500).contains(&status), "{status}");
        assert_error_shape(&body, "method_not_allowed");
        app
    };
    a_challenge_lists_its_user_stories_and_how_each_is_checked => |app: TestApp| async move {
        let (status, body) = common::json_body(app.get("/api/tasks/by-slug/pixel-card").await).await;
        assert_eq!(status, 200);
        let stories = body["stories"].as_array().expect("the stories");
        let ids: Vec<&str> = stories.iter().map(|s| s["id"].as_str().unwrap_or_default()).collect();
        assert_eq!(ids, ["name-is-a-heading", "follow-button-reachable", "looks-friendly"]);
        assert_eq!(stories[1]["story"], "The Follow button can be reached with Tab");
        assert_eq!((stories[1]["criterion"].as_i64(), stories[1]["required"].as_bool()), (Some(2), Some(true)));
        assert_eq!((stories[1]["verifiable"].as_bool(), stories[1]["not_verifiable_reason"].is_null()), (Some(true), true));
        assert_eq!(stories[2]["verifiable"], false);
        assert_eq!(stories[2]["not_verifiable_reason"], "friendliness is a design judgement");
        // By id too; a challenge without a checks file has none.
        let id = body["id"].as_i64().expect("an id");
        let (_, by_id) = common::json_body(app.get(&format!("/api/tasks/{id}")).await).await;
        assert_eq!(by_id["stories"], body["stories"]);
        let (_, modal) = common::json_body(app.get("/api/tasks/by-slug/quiet-modal").await).await;
        assert_eq!(modal["stories"], serde_json::json!([]));
        // The list stays as it was: no stories in it.
        let (_, list) = common::json_body(app.get("/api/tasks").await).await;
        assert!(list[0].get("stories").is_none(), "{}", list[0]);
        app
    };
    tasks_list_every_challenge_with_the_spec_fields => |app: TestApp| async move {
        let response = app.get("/api/tasks").await;
        let etag = response.headers()[header::ETAG].clone();
        let (status, body) = common::json_body(response).await;
        assert_eq!(status, 200);
        let tasks = body.as_array().expect("a JSON array");
        assert_eq!(tasks.len(), 3);
        let card = &tasks[0];
        assert_eq!(card["slug"], "pixel-card");
        assert_eq!(card["difficulty"], "beginner");
        assert_eq!(card["tags"], serde_json::json!(["HTML", "CSS"]));
        assert_eq!(card["image_url"], "/media/challenges/pixel-card.svg");
        assert!(card["description"].as_str().is_some_and(|d| d.starts_with("# Pixel Card")));
        assert!(card["id"].is_i64());
        assert!(tasks[1]["image_url"].is_null());
        let cached = app.client.get(app.url("/api/tasks")).header(header::IF_NONE_MATCH, etag).send().await.expect("request");
        assert_eq!(cached.status(), 304);
        app
    };
    stats_count_live_users => |app: TestApp| async move {
        let (status, body) = common::json_body(app.get("/api/stats").await).await;
        assert_eq!(status, 200);
        assert_eq!(body, serde_json::json!({ "users": 0, "projects": 0, "code_reviews": 0 }));
        app
    };
    the_openapi_document_describes_the_api => |app: TestApp| async move {
        let (status, body) = common::json_body(app.get("/api/openapi.json").await).await;
        assert_eq!(status, 200);
        assert!(body["openapi"].as_str().is_some_and(|v| v.starts_with("3.")));
        for path in ["/api/health", "/api/tasks", "/api/stats"] {
            assert!(body["paths"][path].is_object(), "{path} documented");
        }
        app
    };
}

#[tokio::test]
async fn health_is_503_when_postgresql_is_gone() {
    let Some(app) = TestApp::spawn(common::Backend::Postgres).await else { return };
    app.break_database().await;
    let started = std::time::Instant::now();
    let (status, body) = common::json_body(app.get("/api/health").await).await;
    assert_eq!(status, 503);
    assert_error_shape(&body, "database_unavailable");
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
    let (status, _) = common::json_body(app.get("/api/tasks").await).await;
    assert_eq!(status, 503);
    app.finish().await;
}

#[test]
fn the_shipped_catalogue_is_valid_and_complete() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    let catalogue = frontloop::content::load_catalogue(&dir).unwrap_or_else(|e| panic!("{e}"));
    assert!(catalogue.tasks.len() >= 30);
    for &difficulty in frontloop_domain::Difficulty::ALL {
        assert!(catalogue.tasks.iter().filter(|t| t.difficulty == difficulty).count() >= 8, "{difficulty}");
    }
    for category in frontloop::content::CATEGORIES {
        let count = catalogue.tasks.iter().filter(|t| t.tags.iter().any(|tag| tag == category)).count();
        assert!(count >= 4, "{category}: {count}");
    }
    assert!(catalogue.posts.iter().filter(|p| p.status == frontloop_domain::PostStatus::Published).count() >= 12);
    assert!(catalogue.paths.len() >= 5);
}
