//! The response shapes of the client's calls, as JSON snapshots
//! (`snapshots/`): a change to a field's name, type or nesting shows up as
//! a snapshot diff to review. Ids, times, tokens and counters that depend
//! on the order tests run in are redacted; the same snapshots hold on
//! both databases.

use insta::assert_json_snapshot;
use serde_json::{json, Value};

use crate::common::{self, body, TestApp};

/// Achievements whose unlocking does not depend on the hour a test runs
/// (Early Bird and Night Owl do): the only ones kept in `unlocked_achievements`.
const HOUR_INDEPENDENT: [&str; 2] = ["first-step", "path-finder"];

/// `value` without the unlocks that depend on the time of day.
fn without_hourly_unlocks(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(key, item)| {
                    let item = match (key.as_str(), item) {
                        ("unlocked_achievements", Value::Array(list)) => Value::Array(
                            list.iter()
                                .filter(|a| HOUR_INDEPENDENT.contains(&a["id"].as_str().unwrap_or("")))
                                .cloned()
                                .collect(),
                        ),
                        _ => without_hourly_unlocks(item),
                    };
                    (key.clone(), item)
                })
                .collect(),
        ),
        Value::Array(list) => Value::Array(list.iter().map(without_hourly_unlocks).collect()),
        other => other.clone(),
    }
}

/// Snapshots `value` under `name` with the volatile fields redacted.
fn snapshot(name: &str, value: &Value) {
    let value = &without_hourly_unlocks(value);
    insta::with_settings!({ sort_maps => true, prepend_module_to_snapshot => false }, {
        assert_json_snapshot!(name, value, {
            ".**.id" => "[id]",
            ".**.task_id" => "[id]",
            ".**.taskId" => "[id]",
            ".**.item_id" => "[id]",
            ".**.github_id" => "[id]",
            ".**.created_at" => "[time]",
            ".**.updated_at" => "[time]",
            ".**.completion_date" => "[time]",
            ".**.unlocked_at" => "[time]",
            ".**.joinedAt" => "[time]",
            ".**.joined_at" => "[time]",
            ".**.token" => "[token]",
            ".**.next_cursor" => "[cursor]",
        });
    });
}

on_both_databases! {
    the_catalogue_calls_keep_their_shapes => |app: TestApp| async move {
        let (_, tasks) = body(app.get("/api/tasks").await).await;
        snapshot("tasks_list_first", &tasks[0]);
        let (_, task) = body(app.get("/api/tasks/by-slug/pixel-card").await).await;
        snapshot("task_by_slug", &task);
        let (_, posts) = body(app.get("/api/posts").await).await;
        snapshot("blog_list", &posts);
        let (_, paths) = body(app.get("/api/learning-paths").await).await;
        snapshot("learning_paths_signed_out", &paths);
        let (_, stats) = body(app.get("/api/stats").await).await;
        snapshot("platform_stats", &json!({"keys": stats.as_object().map(|o| o.keys().cloned().collect::<Vec<_>>())}));
        app
    };

    a_learners_calls_keep_their_shapes => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        let (_, verify) = body(app.get_as(&token, "/api/auth/verify").await).await;
        snapshot("auth_verify", &verify);
        let id = app.task_id("pixel-card").await;
        let (_, before) = body(app.get_as(&token, &format!("/api/progress/task/{id}")).await).await;
        snapshot("progress_not_started", &before);
        let (_, path) = body(app.get_as(&token, "/api/learning-paths/first-steps").await).await;
        let path_id = path["data"]["id"].as_i64().expect("path id");
        let (_, enrolled) = body(app.post_as(&token, &format!("/api/learning-paths/{path_id}/enroll"), &json!({})).await).await;
        snapshot("learning_path_enroll", &enrolled);
        let completed = app.complete_challenge(&token, "pixel-card").await;
        snapshot("progress_completed", &completed);
        let (_, records) = body(app.get_as(&token, "/api/users/progress").await).await;
        snapshot("users_progress", &records);
        let (_, detail) = body(app.get_as(&token, "/api/learning-paths/first-steps").await).await;
        snapshot("learning_path_detail_enrolled", &detail);
        let (_, community) = body(app.get_as(&token, "/api/users/community-stats").await).await;
        snapshot("users_community_stats", &community);
        app
    };

    the_community_calls_keep_their_shapes => |app: TestApp| async move {
        let token = app.session_for(1, "ada").await;
        app.complete_challenge(&token, "pixel-card").await;
        let post = app.create_post(&token, "pixel-card", "My card, with a focus ring").await;
        snapshot("community_post_created", &post);
        let post_id = post["id"].as_i64().expect("post id");
        let (_, comment) = body(app.post_as(&token, &format!("/api/community/posts/{post_id}/comments"), &json!({"content": "Looks great"})).await).await;
        snapshot("community_comment_created", &comment["data"]);
        let (_, like) = body(app.post_as(&token, &format!("/api/community/posts/{post_id}/like"), &json!({})).await).await;
        snapshot("community_like", &json!({"success": like["success"], "liked": like["liked"], "likes_count": like["likes_count"]}));
        let (_, feed) = body(app.get_as(&token, "/api/community/posts?filter=latest").await).await;
        snapshot("community_feed_signed_in", &feed);
        let (_, comments) = body(app.get(&format!("/api/community/posts/{post_id}/comments")).await).await;
        snapshot("community_comments_signed_out", &comments);
        app
    };
}
