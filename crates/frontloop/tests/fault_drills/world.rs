//! The catalogue ids the drills act on, and community posts seeded through
//! the API before the load starts.

use serde_json::{json, Value};

use super::db::Learner;
use super::support::{send, Answer};

/// Ids of the fixture catalogue, read from the API.
#[derive(Debug, Clone)]
pub struct Catalogue {
    /// Every challenge id.
    pub tasks: Vec<i64>,
    /// The learning path `first-steps`.
    pub path_id: i64,
    /// Its blog-post item (marked read through `mark-completed`).
    pub path_post_id: i64,
    /// Its challenge item (completed through progress).
    pub path_task_id: i64,
}

async fn get_json(client: &reqwest::Client, url: String) -> Value {
    match send(client.get(&url)).await {
        Answer::Status(200, body) => body,
        other => panic!("GET {url}: {other:?}"),
    }
}

/// Reads the challenge and path ids from the server at `base`.
pub async fn catalogue(client: &reqwest::Client, base: &str) -> Catalogue {
    let tasks: Vec<i64> = get_json(client, format!("{base}/api/tasks"))
        .await
        .as_array()
        .expect("the challenge list is an array")
        .iter()
        .filter_map(|t| t["id"].as_i64())
        .collect();
    assert!(tasks.len() >= 3, "the fixture catalogue has three challenges: {tasks:?}");
    let path = get_json(client, format!("{base}/api/learning-paths/first-steps")).await;
    let data = &path["data"];
    let items = data["items"].as_array().expect("path items");
    let item = |kind: &str| {
        items.iter().find(|i| i["item_type"] == kind).and_then(|i| i["item_id"].as_i64()).expect("path item")
    };
    Catalogue {
        tasks,
        path_id: data["id"].as_i64().expect("path id"),
        path_post_id: item("post"),
        path_task_id: item("task"),
    }
}

/// Each author starts `task_id` and shares `per_author` posts about it;
/// returns the new posts' ids.
pub async fn seed_posts(
    client: &reqwest::Client,
    base: &str,
    authors: &[Learner],
    task_id: i64,
    per_author: usize,
) -> Vec<i64> {
    let mut posts = Vec::new();
    for author in authors {
        let started = client
            .post(format!("{base}/api/progress/task/{task_id}"))
            .bearer_auth(&author.token)
            .json(&json!({ "status": "in_progress" }));
        match send(started).await {
            Answer::Status(200, _) => {}
            other => panic!("starting the challenge for {}: {other:?}", author.login),
        }
        for n in 0..per_author {
            let post = client
                .post(format!("{base}/api/community/posts"))
                .bearer_auth(&author.token)
                .json(&json!({ "content": format!("Drill post {n} by {}", author.login), "taskId": task_id }));
            match send(post).await {
                Answer::Status(201, body) => posts.push(body["data"]["id"].as_i64().expect("post id")),
                other => panic!("sharing a post for {}: {other:?}", author.login),
            }
        }
    }
    posts
}
