//! Follow-ups are never lost: a completion whose learning-path step fails
//! (a database trigger refuses it on purpose) still answers 200, and the
//! job recorded with the completion is retried by the worker until the
//! path completes.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::common::{self, body, Backend, TestApp};

/// Refuses every change to an enrollment: completing a path changes one.
const BREAK_SQLITE: &str = "CREATE TRIGGER refuse_enrollment_changes BEFORE UPDATE ON enrollments \
     BEGIN SELECT RAISE(ABORT, 'injected failure'); END;";
const MEND_SQLITE: &str = "DROP TRIGGER refuse_enrollment_changes;";
const BREAK_POSTGRES: &str = "CREATE FUNCTION refuse_enrollment_changes() RETURNS trigger LANGUAGE plpgsql AS \
     $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$; \
     CREATE TRIGGER refuse_enrollment_changes BEFORE UPDATE ON enrollments \
     FOR EACH ROW EXECUTE FUNCTION refuse_enrollment_changes();";
const MEND_POSTGRES: &str = "DROP TRIGGER refuse_enrollment_changes ON enrollments;";

/// The pending jobs of completions' effects (a completion also queues its
/// solution's checks, which are not what these tests are about).
async fn completion_jobs(app: &TestApp) -> Vec<frontloop_store::models::Job> {
    let jobs = app.store.pending_jobs().await.expect("jobs");
    jobs.into_iter().filter(|job| job.kind == "completion_effects").collect()
}

async fn path(app: &TestApp, token: &str) -> Value {
    body(app.get_as(token, "/api/learning-paths/first-steps").await).await.1["data"].clone()
}

/// Waits until `done` holds for the path, or fails after `limit`.
async fn wait_for(app: &TestApp, token: &str, limit: Duration, done: impl Fn(&Value) -> bool) -> Value {
    let started = Instant::now();
    loop {
        let current = path(app, token).await;
        if done(&current) {
            return current;
        }
        assert!(started.elapsed() < limit, "still not there after {limit:?}: {current}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn a_failed_path_completion_is_retried_until_it_succeeds(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, &["--job-poll-ms", "100"]).await else { return };
    let (break_sql, mend_sql) =
        if backend == Backend::Sqlite { (BREAK_SQLITE, MEND_SQLITE) } else { (BREAK_POSTGRES, MEND_POSTGRES) };
    let token = app.session_for(1, "ada").await;
    let first_steps = path(&app, &token).await;
    let path_id = first_steps["id"].as_i64().expect("path id");
    let (status, _) =
        body(app.post_as(&token, &format!("/api/learning-paths/{path_id}/enroll"), &json!({})).await).await;
    assert_eq!(status, 200);
    let post = first_steps["items"].as_array().expect("items").iter().find(|i| i["item_type"] == "post").cloned();
    let post_id = post.expect("a post item")["item_id"].as_i64().expect("post id");
    let mark = json!({"pathId": path_id, "itemType": "post", "itemId": post_id});
    assert_eq!(app.post_as(&token, "/api/learning-paths/mark-completed", &mark).await.status(), 200);

    // The last item is the challenge; completing the path will fail.
    app.execute_sql(break_sql).await;
    let answer = app.complete_challenge(&token, "pixel-card").await;
    assert_eq!(answer["status"], "completed", "the completion itself stands");
    assert!(answer.get("completed_paths").is_none_or(|p| p.as_array().is_some_and(Vec::is_empty)), "{answer}");
    assert_eq!(path(&app, &token).await["enrollment_status"], "enrolled");
    let jobs = completion_jobs(&app).await;
    assert_eq!(jobs.len(), 1, "{jobs:?}");
    assert_eq!((jobs[0].kind.as_str(), jobs[0].attempts), ("completion_effects", 1));
    assert!(jobs[0].last_error.as_deref().is_some_and(|e| e.contains("injected failure")), "{jobs:?}");

    // The worker retries (and fails again while the trigger stands)…
    let started = Instant::now();
    loop {
        let jobs = completion_jobs(&app).await;
        if jobs.first().is_some_and(|job| job.attempts >= 2) {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "no retry: {jobs:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(path(&app, &token).await["enrollment_status"], "enrolled");

    // …and succeeds once the database takes the change again.
    app.execute_sql(mend_sql).await;
    let completed = wait_for(&app, &token, Duration::from_secs(15), |p| p["enrollment_status"] == "completed").await;
    assert_eq!((completed["completion_count"].as_i64(), completed["progress"].as_i64()), (Some(1), Some(100)));
    // The worker finishes the job once the achievements are refreshed too.
    let started = Instant::now();
    while !completion_jobs(&app).await.is_empty() {
        assert!(started.elapsed() < Duration::from_secs(5), "the job is never finished");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    app.finish().await;
}

/// Without a failure, the completion's job is finished by the request
/// itself and the answer names the path it completed.
async fn a_completion_settles_its_own_follow_up(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let token = app.session_for(2, "grace").await;
    let first_steps = path(&app, &token).await;
    let path_id = first_steps["id"].as_i64().expect("path id");
    app.post_as(&token, &format!("/api/learning-paths/{path_id}/enroll"), &json!({})).await;
    let post = first_steps["items"].as_array().expect("items").iter().find(|i| i["item_type"] == "post").cloned();
    let mark = json!({"pathId": path_id, "itemType": "post", "itemId": post.expect("post")["item_id"]});
    app.post_as(&token, "/api/learning-paths/mark-completed", &mark).await;
    let answer = app.complete_challenge(&token, "pixel-card").await;
    assert_eq!(answer["completed_paths"][0]["slug"], "first-steps", "{answer}");
    assert!(completion_jobs(&app).await.is_empty());
    app.finish().await;
}

for_each_backend!(a_failed_path_completion_is_retried_until_it_succeeds, a_completion_settles_its_own_follow_up);
