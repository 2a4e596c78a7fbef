//! The hot endpoints issue a fixed number of SQL statements per request,
//! whatever the page size (no N+1). Statements are counted from sqlx's own
//! `sqlx::query` log events, through a process-wide subscriber: this file
//! holds one test, in a test binary of its own, so that nothing else runs
//! queries meanwhile.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::{Backend, TestApp};
use serde_json::json;
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::Layer;

struct CountStatements(Arc<AtomicUsize>);

impl<S: tracing::Subscriber> Layer<S> for CountStatements {
    fn on_event(&self, event: &tracing::Event<'_>, _ctx: Context<'_, S>) {
        if event.metadata().target() == "sqlx::query" {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }
}

/// Statements one request issues: the fewest of three tries, so that a
/// pool opening a connection (and setting it up) mid-request is not counted.
async fn statements(app: &TestApp, counter: &AtomicUsize, token: Option<&str>, path: &str) -> usize {
    let mut fewest = usize::MAX;
    for _ in 0..3 {
        fewest = fewest.min(statements_once(app, counter, token, path).await);
    }
    fewest
}

async fn statements_once(app: &TestApp, counter: &AtomicUsize, token: Option<&str>, path: &str) -> usize {
    let before = counter.load(Ordering::SeqCst);
    let request = app.client.get(app.url(path));
    let request = match token {
        Some(token) => request.bearer_auth(token),
        None => request,
    };
    let response = request.send().await.expect("request");
    assert_eq!(response.status(), 200, "{path}");
    response.bytes().await.expect("body");
    counter.load(Ordering::SeqCst) - before
}

async fn check(backend: Backend, counter: &AtomicUsize) {
    // The job worker polls and the instance says it is alive once an hour:
    // their statements would count too (the first heartbeat, at once,
    // finds the instance alone for three hours).
    let flags = ["--job-poll-ms", "3600000", "--instance-heartbeat-ms", "3600000"];
    let Some(app) = TestApp::spawn_with(backend, &flags).await else { return };
    let token = app.session_for(1, "ada").await;
    let tasks = app.store.list_tasks().await.expect("tasks");
    for task in &tasks {
        app.post_as(&token, &format!("/api/progress/task/{}", task.id), &json!({"status": "in_progress"})).await;
    }
    let mut posts = Vec::new();
    for n in 0..24 {
        let task = &tasks[n % tasks.len()];
        let response = app
            .post_as(&token, "/api/community/posts", &json!({"content": format!("post {n}"), "taskId": task.id}))
            .await;
        if response.status() == 429 {
            break;
        }
        let created: serde_json::Value = response.json().await.expect("JSON");
        posts.push(created["data"]["id"].as_i64().expect("id"));
    }
    let reader = app.session_for(2, "reader").await;
    app.post_as(&reader, &format!("/api/community/posts/{}/like", posts[0]), &json!({})).await;
    for n in 0..6 {
        app.post_as(
            &reader,
            &format!("/api/community/posts/{}/comments", posts[0]),
            &json!({"content": format!("c{n}")}),
        )
        .await;
    }

    for filter in ["latest", "popular"] {
        for viewer in [None, Some(reader.as_str())] {
            let small =
                statements(&app, counter, viewer, &format!("/api/community/posts?filter={filter}&limit=2")).await;
            let large =
                statements(&app, counter, viewer, &format!("/api/community/posts?filter={filter}&limit=9")).await;
            assert_eq!(small, large, "{backend:?} {filter} feed, viewer {viewer:?}: statements grow with page size");
            // Signed out, the page comes from memory (app::hot_reads);
            // signed in, the instance alone on its database holds the
            // session with the community's revision for a second (one
            // statement to read them), and the reader's page as kept at
            // that revision answers (rendered with a second statement,
            // their likes on that page, when it is not kept).
            assert_eq!(large, 0, "{backend:?} {filter} feed, viewer {viewer:?}: {large} statements");
        }
    }
    // A second after its rendering was last confirmed, a signed-out read
    // asks for the community's revision, and nothing else while it holds;
    // a signed-in one reads the session with the revision again.
    tokio::time::sleep(frontloop::app::read_cache::FRESH_FOR).await;
    let confirmed = statements_once(&app, counter, None, "/api/community/posts?filter=latest&limit=9").await;
    assert_eq!(confirmed, 1, "{backend:?} feed after a second");
    let signed_in = statements_once(&app, counter, Some(&reader), "/api/community/posts?filter=latest&limit=9").await;
    assert_eq!(signed_in, 1, "{backend:?} signed-in feed after a second");
    let detail = format!("/api/community/posts/{}", posts[0]);
    for path in [
        detail.clone(),
        format!("{detail}/comments?limit=6"),
        "/api/posts".into(),
        "/api/posts/by-slug/grid-basics".into(),
    ] {
        assert_eq!(statements(&app, counter, None, &path).await, 0, "{backend:?} {path} signed out");
    }
    let comments = format!("/api/community/posts/{}/comments", posts[0]);
    let small = statements(&app, counter, Some(&reader), &format!("{comments}?limit=2")).await;
    let large = statements(&app, counter, Some(&reader), &format!("{comments}?limit=6")).await;
    assert_eq!(small, large, "{backend:?} comments");
    // A learner with one record and one with a record on every challenge:
    // kept per learner, so a request asks for the revision only.
    let newcomer = app.session_for(3, "newcomer").await;
    app.post_as(&newcomer, &format!("/api/progress/task/{}", tasks[0].id), &json!({"status": "saved"})).await;
    for path in ["/api/users/progress", "/api/users/profile", "/api/achievements"] {
        let few = statements(&app, counter, Some(&newcomer), path).await;
        let many = statements(&app, counter, Some(&token), path).await;
        assert_eq!(few, many, "{backend:?} {path}: statements grow with the learner's records");
        // The session, the revision; the achievements add the community
        // counts and the unlocked list.
        let budget = if path == "/api/achievements" { 4 } else { 2 };
        assert!(many <= budget, "{backend:?} {path}: {many} statements");
    }
    // Paths, the viewer's enrollments and completed items: whatever they have done.
    let anonymous = statements(&app, counter, None, "/api/learning-paths").await;
    let few = statements(&app, counter, Some(&newcomer), "/api/learning-paths").await;
    let many = statements(&app, counter, Some(&token), "/api/learning-paths").await;
    assert_eq!(few, many, "{backend:?} learning paths: statements grow with the learner's records");
    assert!(anonymous == 0 && many <= 3, "{backend:?} learning paths: {anonymous} and {many} statements");
    // Notifications: the session, the page (with actors and challenges
    // joined), the unread count; the bell's count: the session and one
    // count. The author of the posts heard of six comments, a like and
    // their achievements; the newcomer of nothing.
    for path in ["/api/notifications", "/api/notifications/unread-count"] {
        let none = statements(&app, counter, Some(&newcomer), path).await;
        let many = statements(&app, counter, Some(&token), path).await;
        assert_eq!(none, many, "{backend:?} {path}: statements grow with the notifications");
        let budget = if path == "/api/notifications" { 3 } else { 2 };
        assert!(many <= budget, "{backend:?} {path}: {many} statements");
    }
    let listing = statements(&app, counter, None, "/api/tasks").await;
    // Rendered once per catalogue revision: a request asks only for the revision.
    assert_eq!(listing, 1, "{backend:?} task list");
    app.finish().await;
}

#[tokio::test]
async fn hot_endpoints_use_a_fixed_number_of_statements() {
    let counter = Arc::new(AtomicUsize::new(0));
    let subscriber = tracing_subscriber::registry().with(CountStatements(counter.clone()));
    tracing::subscriber::set_global_default(subscriber).expect("the only subscriber in this test binary");
    check(Backend::Sqlite, &counter).await;
    check(Backend::Postgres, &counter).await;
}
