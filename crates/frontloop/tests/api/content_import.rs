//! The content loader and `frontloop content import`: errors name file and
//! line and change nothing; re-imports are idempotent and keep learners'
//! data attached.

use crate::common;

use std::path::Path;
use std::process::Command;

use crate::common::{fixture_content, Backend, TestApp};
use frontloop_domain::ProgressStatus;
use frontloop_store::models::ProgressChange;
use serde_json::json;

/// Copies the fixture catalogue to a temporary folder we can break.
fn editable_catalogue() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary folder");
    copy_dir(&fixture_content(), dir.path());
    dir
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create folder");
    for entry in std::fs::read_dir(from).expect("read folder").flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy file");
        }
    }
}

fn edit(dir: &Path, file: &str, from: &str, to: &str) {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.contains(from), "{file} has no {from:?}");
    std::fs::write(&path, text.replacen(from, to, 1)).expect("write");
}

#[test]
fn every_error_names_its_file_and_line() {
    let dir = editable_catalogue();
    edit(dir.path(), "challenges/pixel-card.md", "difficulty: beginner", "difficulty: expert");
    edit(dir.path(), "challenges/quiet-modal.md", "tags: [JavaScript, DOM, Accessibility]", "tags: [Accessibility]");
    edit(
        dir.path(),
        "blog/grid-basics.md",
        "featured_image: images/blog/grid-basics.svg",
        "featured_image: images/blog/missing.svg",
    );
    edit(dir.path(), "paths/first-steps.md", "  - task: pixel-card", "  - task: no-such-challenge");
    edit(dir.path(), "challenges/offline-notes.md", "title: Offline Notes", "title: [unclosed");
    std::fs::write(dir.path().join("blog/stray.md"), "no front matter here\n").expect("write");

    let errors = frontloop::content::load_catalogue(dir.path()).expect_err("broken catalogue");
    let lines: Vec<String> = errors
        .0
        .iter()
        .map(|e| {
            let file = e.file.strip_prefix(dir.path()).expect("inside").display().to_string();
            format!("{file}:{}: {}", e.line.map_or("-".into(), |l| l.to_string()), e.message)
        })
        .collect();
    let expect = |needle: &str| assert!(lines.iter().any(|l| l.starts_with(needle)), "no {needle:?} in {lines:#?}");
    expect("challenges/pixel-card.md:4: difficulty must be one of beginner, intermediate, advanced");
    expect("challenges/quiet-modal.md:5: the first tag must be one of HTML, CSS");
    expect("blog/grid-basics.md:6: featured_image \"images/blog/missing.svg\" does not exist");
    expect("paths/first-steps.md:9: no challenge has slug \"no-such-challenge\"");
    expect("challenges/offline-notes.md:3: front matter:");
    expect("blog/stray.md:1: the file must start with a `---` line");
}

#[test]
fn acceptance_check_errors_name_their_file_and_line() {
    let dir = editable_catalogue();
    edit(dir.path(), "challenges/pixel-card/checks.yaml", "      - tab: 1", "      - tab: 0");
    edit(dir.path(), "challenges/pixel-card/checks.yaml", "{ role: heading }", "{ role: heading, css: h2 }");
    let errors = frontloop::content::load_catalogue(dir.path()).expect_err("broken checks");
    let text = errors.to_string();
    assert!(
        text.contains("pixel-card/checks.yaml:6: check `name-is-a-heading`, step 1: a locator has one of `role`, `label`, `text` and `css`"),
        "{text}"
    );
    assert!(
        text.contains(
            "pixel-card/checks.yaml:12: check `follow-button-reachable`, step 1: Tab is pressed 1 to 50 times"
        ),
        "{text}"
    );
    // A bullet of the brief without a check is refused too.
    let dir = editable_catalogue();
    edit(dir.path(), "challenges/pixel-card.md", "- [ ] Friendly", "- [ ] Friendly\n- [ ] Shadow");
    let errors = frontloop::content::load_catalogue(dir.path()).expect_err("a bullet without a check");
    assert!(errors.to_string().contains("checks.yaml: acceptance criterion 4 has no check"), "{errors}");
}

#[test]
fn unknown_keys_are_errors_too() {
    let dir = editable_catalogue();
    edit(dir.path(), "challenges/pixel-card.md", "summary:", "sumary: typo\nsummary:");
    let errors = frontloop::content::load_catalogue(dir.path()).expect_err("typo");
    assert!(errors.to_string().contains("pixel-card.md:7: front matter: unknown field `sumary`"), "{errors}");
}

#[test]
fn a_catalogue_without_challenges_is_not_imported() {
    // An empty or mistyped folder would otherwise remove every challenge,
    // and every learner's progress on them, at the next start.
    let empty = tempfile::tempdir().expect("temporary folder");
    assert!(frontloop::content::load_catalogue(empty.path()).is_ok(), "valid, as far as it goes");
    let errors = frontloop::content::load_catalogue_for_import(empty.path()).expect_err("empty folder");
    assert!(errors.to_string().contains("challenges: no challenges found"), "{errors}");
    assert!(frontloop::content::load_catalogue_for_import(&fixture_content()).is_ok());
}

#[tokio::test]
async fn the_import_command_reports_errors_and_changes_nothing() {
    let data = tempfile::tempdir().expect("temporary folder");
    let url = format!("sqlite://{}?mode=rwc", data.path().join("import.db").display());
    let run = |dir: &Path| {
        Command::new(env!("CARGO_BIN_EXE_frontloop"))
            .args(["content", "import"])
            .arg(dir)
            .env("DATABASE_URL", &url)
            .env("RUST_LOG", "warn")
            .output()
            .expect("run frontloop")
    };
    let good = editable_catalogue();
    let first = run(good.path());
    let stdout = String::from_utf8_lossy(&first.stdout);
    assert!(first.status.success(), "{stdout} {}", String::from_utf8_lossy(&first.stderr));
    assert!(stdout.contains("Validated 3 challenges, 2 blog posts, 1 learning paths and 2 images."), "{stdout}");
    assert!(
        stdout
            .lines()
            .any(|l| l.split_whitespace().collect::<Vec<_>>() == ["challenges", "3", "0", "0", "0", "0", "0"]),
        "{stdout}"
    );
    assert!(stdout.contains("added  updated  unchanged  archived  restored  removed"), "{stdout}");

    let again = run(good.path());
    let stdout = String::from_utf8_lossy(&again.stdout);
    assert!(
        stdout
            .lines()
            .any(|l| l.split_whitespace().collect::<Vec<_>>() == ["challenges", "0", "0", "3", "0", "0", "0"]),
        "{stdout}"
    );

    edit(good.path(), "challenges/pixel-card.md", "title: Pixel Card", "title: Pixel Card Deluxe");
    edit(good.path(), "paths/first-steps.md", "estimated_hours: 4", "estimated_hours: many");
    let broken = run(good.path());
    assert!(!broken.status.success());
    let stderr = String::from_utf8_lossy(&broken.stderr);
    assert!(stderr.contains("nothing was imported"), "{stderr}");
    assert!(stderr.contains("first-steps.md:6: front matter: estimated_hours: invalid type"), "{stderr}");

    let store = frontloop::db::open(&url).await.expect("open");
    let tasks = store.list_tasks().await.expect("tasks");
    assert!(tasks.iter().all(|t| t.title != "Pixel Card Deluxe"), "the broken import changed nothing");

    // A challenge whose file is gone is archived; its file back restores it.
    let fresh = editable_catalogue();
    let modal = std::fs::read_to_string(fresh.path().join("challenges/quiet-modal.md")).expect("read");
    std::fs::remove_file(fresh.path().join("challenges/quiet-modal.md")).expect("remove");
    let without = run(fresh.path());
    let stdout = String::from_utf8_lossy(&without.stdout);
    // Columns: added, updated (a challenge after it moved up), unchanged,
    // archived, restored, removed.
    assert_eq!(challenge_counts(&stdout), [0, 1, 1, 1, 0, 0], "{stdout}");
    std::fs::write(fresh.path().join("challenges/quiet-modal.md"), modal).expect("put back");
    let back = run(fresh.path());
    let stdout = String::from_utf8_lossy(&back.stdout);
    assert_eq!(challenge_counts(&stdout), [0, 1, 1, 0, 1, 0], "{stdout}");
}

/// The numbers of the import table's `challenges` line.
fn challenge_counts(stdout: &str) -> Vec<u64> {
    let line = stdout.lines().find(|l| l.starts_with("challenges")).unwrap_or_default();
    line.split_whitespace().skip(1).filter_map(|n| n.parse().ok()).collect()
}

async fn reimport_keeps_learner_data(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let token = app.session_for(1, "ada").await;
    let user = app.store.session_user(&frontloop::app::secrets::hash_secret(&token), 1, 1).await;
    let user_id = user.expect("lookup").expect("user").id;
    let task = app.store.task_by_slug("pixel-card").await.expect("task").expect("present");
    let change = ProgressChange {
        to: ProgressStatus::InProgress,
        github_repo_url: None,
        github_pages_url: None,
        now: 1,
        local_time: "2026-01-01T00:00:00".into(),
    };
    app.store.change_progress(user_id, task.id, &change).await.expect("start").expect("allowed");

    let dir = editable_catalogue();
    edit(dir.path(), "challenges/pixel-card.md", "title: Pixel Card", "title: Pixel Card, Revised");
    edit(
        dir.path(),
        "paths/first-steps.md",
        "  - post: grid-basics\n  - task: pixel-card",
        "  - task: pixel-card\n  - post: grid-basics",
    );
    let catalogue = frontloop::content::load_catalogue(dir.path()).expect("valid");
    let summary = app.store.import_catalogue(&catalogue, 2).await.expect("re-import");
    assert_eq!((summary.tasks.updated, summary.tasks.unchanged, summary.paths.updated), (1, 2, 1));

    let revised = app.store.task_by_slug("pixel-card").await.expect("task").expect("present");
    assert_eq!(revised.id, task.id);
    assert_eq!(revised.title, "Pixel Card, Revised");
    let progress = app.store.progress(user_id, task.id).await.expect("progress").expect("kept");
    assert_eq!(progress.status, frontloop_domain::ProgressStatus::InProgress);
    let again = app.store.import_catalogue(&catalogue, 3).await.expect("idempotent");
    assert_eq!(again.tasks.updated + again.posts.updated + again.paths.updated + again.media.updated, 0);
    app.finish().await;
}

for_each_backend!(reimport_keeps_learner_data);

/// A path that changes keeps its learners: progress is computed on the
/// current items, a completed path stays completed, and an enrolled
/// learner sees what was added since their last visit (docs/screens.md,
/// "Paths that change").
async fn a_changed_path_keeps_its_completion_and_says_what_is_new(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let token = app.session_for(1, "ada").await;
    let get = |token: String| {
        let app = &app;
        async move {
            let response = app.get_as(&token, "/api/learning-paths/first-steps").await;
            common::body(response).await.1["data"].clone()
        }
    };
    let (_, detail) = common::body(app.get("/api/learning-paths/first-steps").await).await;
    let (path_id, post_id) =
        (detail["data"]["id"].as_i64().expect("id"), detail["data"]["items"][0]["item_id"].clone());
    let enrolled = app.post_as(&token, &format!("/api/learning-paths/{path_id}/enroll"), &json!({})).await;
    assert_eq!(enrolled.status(), 200);
    let mark = json!({"pathId": path_id, "itemType": "post", "itemId": post_id});
    assert_eq!(app.post_as(&token, "/api/learning-paths/mark-completed", &mark).await.status(), 200);
    app.complete_challenge(&token, "pixel-card").await;
    let done = get(token.clone()).await;
    assert_eq!((done["enrollment_status"].as_str(), done["progress"].as_i64()), (Some("completed"), Some(100)));
    assert_eq!(done["new_items"], 0, "nothing is new on the first visit");
    let visit = format!("/api/learning-paths/{path_id}/visit");
    assert_eq!(app.post_as(&token, &visit, &json!({})).await.status(), 204);

    // The catalogue adds a challenge to the path.
    let dir = editable_catalogue();
    edit(dir.path(), "paths/first-steps.md", "  - task: pixel-card", "  - task: pixel-card\n  - task: quiet-modal");
    let catalogue = frontloop::content::load_catalogue(dir.path()).expect("valid");
    let now = frontloop_domain::time::now_millis() + 1;
    app.store.import_catalogue(&catalogue, now).await.expect("import");

    let changed = get(token.clone()).await;
    assert_eq!(changed["enrollment_status"], "completed", "a completed path stays completed");
    assert_eq!((changed["item_count"].as_i64(), changed["progress"].as_i64()), (Some(3), Some(67)));
    assert_eq!(changed["new_items"], 1);
    let flags: Vec<(String, bool)> = changed["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| (i["item_slug"].as_str().expect("slug").to_owned(), i["is_new"].as_bool().expect("is_new")))
        .collect();
    assert_eq!(
        flags,
        [("grid-basics".to_owned(), false), ("pixel-card".to_owned(), false), ("quiet-modal".to_owned(), true)]
    );
    let (_, anonymous) = common::body(app.get("/api/learning-paths/first-steps").await).await;
    assert_eq!(anonymous["data"]["new_items"], 0, "nothing is new to a visitor");
    let (_, list) = common::body(app.get_as(&token, "/api/learning-paths").await).await;
    assert_eq!(list["data"][0]["enrollment_status"], "completed");

    // Seen: no longer new.
    assert_eq!(app.post_as(&token, &visit, &json!({})).await.status(), 204);
    assert_eq!(get(token.clone()).await["new_items"], 0);

    // Removed and put back: new again, and the completion still stands.
    let removed = frontloop::content::load_catalogue(&fixture_content()).expect("valid");
    app.store.import_catalogue(&removed, frontloop_domain::time::now_millis() + 1).await.expect("remove the item");
    assert_eq!(get(token.clone()).await["item_count"], 2);
    app.store.import_catalogue(&catalogue, frontloop_domain::time::now_millis() + 2).await.expect("put it back");
    let back = get(token.clone()).await;
    assert_eq!((back["new_items"].as_i64(), back["enrollment_status"].as_str()), (Some(1), Some("completed")));

    let stranger = app.session_for(2, "bo").await;
    let refused = app.post_as(&stranger, &visit, &json!({})).await;
    assert_eq!(refused.status(), 404, "only enrolled learners have visits");
    app.finish().await;
}

for_each_backend!(a_changed_path_keeps_its_completion_and_says_what_is_new);

/// Content that leaves the catalogue keeps its page: the API says it is
/// archived, the page answers 410 to crawlers and is not indexed, lists and
/// the sitemap leave it out, and putting it back restores all of it.
async fn retired_content_answers_410_and_comes_back(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let token = app.session_for(1, "ada").await;
    app.complete_challenge(&token, "pixel-card").await;
    let dir = editable_catalogue();
    std::fs::remove_file(dir.path().join("challenges/pixel-card.md")).expect("remove the challenge");
    std::fs::remove_file(dir.path().join("blog/grid-basics.md")).expect("remove the post");
    std::fs::remove_file(dir.path().join("paths/first-steps.md")).expect("remove the path");
    let without = frontloop::content::load_catalogue(dir.path()).expect("valid");
    let summary = app.store.import_catalogue(&without, frontloop_domain::time::now_millis()).await.expect("import");
    assert_eq!((summary.tasks.archived, summary.posts.archived, summary.paths.archived), (1, 1, 1));

    for (page, api) in [
        ("/challenges/pixel-card", "/api/tasks/by-slug/pixel-card"),
        ("/blog/grid-basics", "/api/posts/by-slug/grid-basics"),
        ("/learning-paths/first-steps", "/api/learning-paths/first-steps"),
    ] {
        let html = app.get(page).await;
        assert_eq!(html.status(), 410, "{page} is gone for crawlers");
        let text = html.text().await.expect("page");
        assert!(text.contains("noindex"), "{page} is not indexed");
        let (status, body) = common::body(app.get(api).await).await;
        assert_eq!(status, 200, "{api} still answers");
        let record = if body["data"].is_object() { &body["data"] } else { &body };
        assert_eq!(record["archived"], true, "{api}: {body}");
    }
    let (_, tasks) = common::body(app.get("/api/tasks").await).await;
    assert!(tasks.as_array().expect("list").iter().all(|t| t["slug"] != "pixel-card"), "gone from the list");
    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    assert!(!sitemap.contains("/challenges/pixel-card") && !sitemap.contains("/learning-paths/first-steps"));
    let (_, progress) = common::body(app.get_as(&token, "/api/users/progress").await).await;
    assert!(progress.to_string().contains("pixel-card"), "the learner's completion stays: {progress}");

    let back = frontloop::content::load_catalogue(&fixture_content()).expect("valid");
    let summary = app.store.import_catalogue(&back, frontloop_domain::time::now_millis()).await.expect("restore");
    assert_eq!((summary.tasks.restored, summary.posts.restored, summary.paths.restored), (1, 1, 1));
    assert_eq!(app.get("/challenges/pixel-card").await.status(), 200);
    let (_, task) = common::body(app.get("/api/tasks/by-slug/pixel-card").await).await;
    assert_eq!(task["archived"], false);
    app.finish().await;
}

for_each_backend!(retired_content_answers_410_and_comes_back);
