//! What the API fuzzer (scripts/api-fuzz.sh, schemathesis) found, pinned on
//! both databases: U+0000 in a URL or a JSON text was a 500 on PostgreSQL,
//! undeclared methods and bodies not declared as JSON answered a generic
//! 400, `4.0` was refused as an integer, a dead token could log out, a
//! malformed sign-in query answered plain text, and the OpenAPI document
//! placed query parameters in the path and misspelled its links.

use crate::common;

use crate::common::TestApp;
use reqwest::header;
use serde_json::{json, Value};

fn assert_error(status: u16, body: &Value, expected_status: u16, code: &str) {
    assert_eq!(status, expected_status, "{body}");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["code"], code, "{body}");
}

/// A learner who has started `pixel-card`; returns (token, task id).
async fn learner_on_a_challenge(app: &TestApp) -> (String, i64) {
    let token = app.session_for(41, "fuzzed").await;
    let (_, task) = common::json_body(app.get("/api/tasks/by-slug/pixel-card").await).await;
    let id = task["id"].as_i64().expect("task id");
    let (status, _) = common::json_body(
        app.post_as(&token, &format!("/api/progress/task/{id}"), &json!({"status": "in_progress"})).await,
    )
    .await;
    assert_eq!(status, 200);
    (token, id)
}

on_both_databases! {
    nul_in_a_url_path_is_a_400_not_a_500 => |app: TestApp| async move {
        // Each of these reached PostgreSQL, which cannot compare U+0000: 500.
        for path in ["/api/tasks/by-slug/a%00b", "/api/posts/by-slug/%00", "/api/learning-paths/first%00steps"] {
            let (status, body) = common::json_body(app.get(path).await).await;
            assert_error(status, &body, 400, "invalid_path");
        }
        // The same routes still answer without it.
        assert_eq!(app.get("/api/learning-paths/first-steps").await.status(), 200);
        assert_eq!(app.get("/api/tasks/by-slug/no-such-challenge").await.status(), 404);
        app
    };
    nul_in_a_query_is_a_400 => |app: TestApp| async move {
        let (status, body) = common::json_body(app.get("/api/posts?status=published%00").await).await;
        assert_error(status, &body, 400, "invalid_query");
        let (status, body) = common::json_body(app.get("/api/community/posts?filter=latest&cursor=%00").await).await;
        assert_error(status, &body, 400, "invalid_query");
        app
    };
    an_empty_cursor_is_the_first_page => |app: TestApp| async move {
        let token = app.session_for(77, "pager").await;
        for path in ["/api/community/posts?cursor=", "/api/reviews?cursor=", "/api/notifications?cursor="] {
            let (status, body) = common::json_body(app.get_as(&token, path).await).await;
            assert_eq!(status, 200, "{path}: {body}");
        }
        let (status, body) = common::json_body(app.get("/api/reviews?cursor=garbage").await).await;
        assert_error(status, &body, 400, "invalid_cursor");
        app
    };
    nul_in_json_text_is_a_422_naming_the_field_not_a_500 => |app: TestApp| async move {
        let (token, task) = learner_on_a_challenge(&app).await;
        let (status, body) = common::json_body(app.post_as(&token, "/api/community/posts", &json!({"content": "a\u{0}b", "taskId": task})).await).await;
        assert_error(status, &body, 422, "invalid_field");
        assert!(body["message"].as_str().is_some_and(|m| m.starts_with("body.content ")), "{body}");
        let (status, body) = common::json_body(app.post_as(&token, "/api/community/posts", &json!({"content": "ok", "taskId": task, "code": "x\u{0}"})).await).await;
        assert_error(status, &body, 422, "invalid_field");
        let completion = json!({
            "status": "completed",
            "github_repo_url": "https://github.com/a/b",
            "github_pages_url": "https://a.example/x\u{0}y",
        });
        let (status, body) = common::json_body(app.post_as(&token, &format!("/api/progress/task/{task}"), &completion).await).await;
        assert_error(status, &body, 422, "invalid_field");
        // Nothing was stored, and the same texts without U+0000 are taken.
        let (status, created) = common::json_body(app.post_as(&token, "/api/community/posts", &json!({"content": "ab", "taskId": task})).await).await;
        assert_eq!(status, 201, "{created}");
        let post = created["data"]["id"].as_i64().expect("post id");
        let (status, body) = common::json_body(app.post_as(&token, &format!("/api/community/posts/{post}/comments"), &json!({"content": "\u{0}"})).await).await;
        assert_error(status, &body, 422, "invalid_field");
        let (_, page) = common::json_body(app.get("/api/community/posts").await).await;
        assert_eq!(page["items"].as_array().map(Vec::len), Some(1));
        assert_eq!(page["items"][0]["comments_count"], 0);
        app
    };
    undeclared_methods_answer_405_with_allow => |app: TestApp| async move {
        let response = app.client.request(reqwest::Method::TRACE, app.url("/api/tasks")).send().await.expect("request");
        let allow = response.headers().get(header::ALLOW).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
        let (status, body) = common::json_body(response).await;
        assert_error(status, &body, 405, "method_not_allowed");
        assert!(allow.split(',').any(|m| m.trim() == "GET"), "Allow: {allow}");
        let response = app.client.put(app.url("/api/community/posts/1")).send().await.expect("request");
        let allow = response.headers().get(header::ALLOW).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
        assert_eq!(response.status(), 405);
        assert!(allow.contains("DELETE") && allow.contains("GET"), "Allow: {allow}");
        app
    };
    bodies_not_declared_as_json_answer_415 => |app: TestApp| async move {
        let response = app.client.post(app.url("/api/auth/exchange")).body(r#"{"code":"x"}"#).send().await.expect("request");
        let (status, body) = common::json_body(response).await;
        assert_error(status, &body, 415, "unsupported_media_type");
        let response = app.client.post(app.url("/api/auth/exchange")).header(header::CONTENT_TYPE, "application/json").body("{").send().await.expect("request");
        let (status, body) = common::json_body(response).await;
        assert_error(status, &body, 400, "invalid_json");
        app
    };
    integral_floats_are_integers_and_others_are_not => |app: TestApp| async move {
        let token = app.session_for(42, "rater").await;
        assert_eq!(app.post_as(&token, "/api/learning-paths/first-steps/enroll", &json!({})).await.status(), 200);
        // JSON Schema (and JSON) read 4.0 as the integer 4.
        let (status, body) = common::json_body(app.post_as(&token, "/api/learning-paths/first-steps/rating", &json!({"rating": 4.0})).await).await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["data"]["user_rating"], 4);
        for rating in [json!(4.5), json!(1e30), json!("4")] {
            let (status, body) = common::json_body(app.post_as(&token, "/api/learning-paths/first-steps/rating", &json!({"rating": rating})).await).await;
            assert_error(status, &body, 422, "invalid_field");
        }
        app
    };
    only_a_live_session_can_log_out => |app: TestApp| async move {
        let response = app.client.post(app.url("/api/auth/logout")).bearer_auth("not-a-session").send().await.expect("request");
        let (status, body) = common::json_body(response).await;
        assert_error(status, &body, 401, "unauthorized");
        let token = app.session_for(43, "leaver").await;
        let logout = || app.client.post(app.url("/api/auth/logout")).bearer_auth(&token).send();
        assert_eq!(logout().await.expect("request").status(), 204);
        assert_eq!(logout().await.expect("request").status(), 401, "a revoked token is dead");
        app
    };
    malformed_sign_in_queries_still_redirect => |app: TestApp| async move {
        // serde_urlencoded refuses a repeated field; axum's plain `Query`
        // answered that with a text/plain 400 the document did not describe.
        let start = app.get("/api/auth/github?returnPath=/a&returnPath=/b").await;
        assert_eq!(start.status(), 302);
        let location = start.headers()[header::LOCATION].to_str().expect("ASCII").to_owned();
        assert!(location.starts_with("/api/auth/dev?state="), "{location}");
        let callback = app.get("/api/auth/github/callback?state=a&state=b&code=c").await;
        assert_eq!(callback.status(), 302);
        assert_eq!(callback.headers()[header::LOCATION], "/login?error=auth_failed");
        let page = app.get("/api/auth/dev?state=a&state=b").await;
        assert_eq!(page.status(), 200);
        assert!(page.headers()[header::CONTENT_TYPE].to_str().is_ok_and(|t| t.starts_with("text/html")));
        app
    };
    the_document_describes_what_the_fuzzer_checks => |app: TestApp| async move {
        let (status, document) = common::json_body(app.get("/api/openapi.json").await).await;
        assert_eq!(status, 200);
        let feed = &document["paths"]["/api/community/posts"]["get"];
        for parameter in feed["parameters"].as_array().expect("feed parameters") {
            assert_eq!(parameter["in"], "query", "{parameter}");
            assert_eq!(parameter["required"], false, "{parameter}");
        }
        let mut operations = 0;
        for (path, item) in document["paths"].as_object().expect("paths") {
            for (method, operation) in item.as_object().expect("path item") {
                operations += 1;
                let responses = &operation["responses"];
                if operation["operationId"] != "dev_sign_in_page" {
                    assert!(responses["503"].is_object(), "{method} {path}: 503");
                }
                if operation["requestBody"]["content"]["application/json"].is_object() {
                    for code in ["400", "413", "415", "422"] {
                        assert!(responses[code].is_object(), "{method} {path}: {code}");
                    }
                }
                if operation.get("security").is_some() {
                    assert!(responses["401"].is_object(), "{method} {path}: 401");
                }
                for link in responses.as_object().into_iter().flat_map(|r| r.values()).filter_map(|r| r["links"].as_object()).flat_map(|l| l.values()) {
                    assert!(link["operationId"].is_string(), "{method} {path}: {link}");
                    assert!(link.get("operation_id").is_none(), "{method} {path}: {link}");
                }
            }
        }
        assert!(operations >= 36, "{operations} operations");
        // The development sign-in is a page and a form, and says so.
        let dev = &document["paths"]["/api/auth/dev"];
        assert!(dev["get"]["responses"]["200"]["content"]["text/html"].is_object(), "{dev}");
        assert!(dev["post"]["requestBody"]["content"]["application/x-www-form-urlencoded"].is_object(), "{dev}");
        assert!(dev["post"]["responses"]["429"].is_object(), "{dev}");
        for (path, method) in [("/api/auth/github", "get"), ("/api/auth/github/callback", "get"), ("/api/auth/exchange", "post"),
                               ("/api/community/posts", "post"), ("/api/community/posts/{id}/comments", "post"),
                               ("/api/community/posts/{id}/like", "post"), ("/api/community/comments/{id}/like", "post")] {
            assert!(document["paths"][path][method]["responses"]["429"].is_object(), "{method} {path}: 429");
        }
        // Signed-out reads that answer 401 to a dead token say so.
        assert_eq!(feed["security"], json!([{}, {"bearer": []}]));
        assert!(feed["responses"]["401"].is_object());
        app
    };
}
