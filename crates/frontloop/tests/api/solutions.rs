//! Checked solutions through the real server, worker and databases: a
//! completion becomes a solution whose checks run against a GitHub stub
//! and a stub live site on loopback (the only address the checks may
//! fetch, through `--checks-allow`), then the report, the score, re-runs
//! and who may do what.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use frontloop_checks::audit::audit;
use frontloop_checks::score::{score, RepositoryResult, SiteResult};
use serde_json::{json, Value};

use crate::common::github_stub::GithubStub;
use crate::common::{self, body, Backend, TestApp};

const CLEAN: &str = include_str!("../../../checks/tests/audit/clean.html");
const KNOWN_ISSUES: &str = include_str!("../../../checks/tests/audit/known-issues.html");

/// The learner's GitHub account id (the stub's repositories name owners by id).
const LEARNER: i64 = 4242;

/// A stub live site, and a loopback port the checks may not fetch, which
/// counts the connections it is sent.
struct Sites {
    site: SocketAddr,
    forbidden: SocketAddr,
    forbidden_connections: Arc<AtomicUsize>,
}

async fn start_sites() -> Sites {
    let forbidden_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let forbidden = forbidden_listener.local_addr().expect("address");
    let forbidden_connections = Arc::new(AtomicUsize::new(0));
    let counter = forbidden_connections.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = forbidden_listener.accept().await {
            counter.fetch_add(1, Ordering::SeqCst);
            drop(stream);
        }
    });
    let html = |page: &'static str| move || async move { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], page) };
    let site = Router::new()
        .route("/clean/", get(html(CLEAN)))
        .route("/issues/", get(html(KNOWN_ISSUES)))
        .route("/image.png", get(|| async { ([(header::CONTENT_TYPE, "image/png")], vec![0x89_u8, b'P', b'N', b'G']) }))
        .route(
            "/away/",
            get(move || async move {
                (axum::http::StatusCode::FOUND, [(header::LOCATION, format!("http://{forbidden}/"))]).into_response()
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let site_addr = listener.local_addr().expect("address");
    tokio::spawn(async move { axum::serve(listener, site).await.expect("site") });
    Sites { site: site_addr, forbidden, forbidden_connections }
}

struct Setup {
    app: TestApp,
    github: GithubStub,
    sites: Sites,
}

async fn setup(backend: Backend) -> Option<Setup> {
    let github = GithubStub::start().await;
    let sites = start_sites().await;
    let allow = sites.site.to_string();
    let flags = ["--github-api-url", github.base.as_str(), "--checks-allow", allow.as_str(), "--job-poll-ms", "50"];
    let app = TestApp::spawn_with(backend, &flags).await?;
    github.add_repo("ada/portfolio", LEARNER, false, 120);
    github.add_repo("ada/empty", LEARNER, false, 0);
    github.add_repo("grace/portfolio", 7, false, 80);
    Some(Setup { app, github, sites })
}

/// Starts and completes `slug` with the two links; the answer.
async fn complete(app: &TestApp, token: &str, slug: &str, repo: &str, live: &str) -> (u16, Value) {
    let path = format!("/api/progress/task/{}", app.task_id(slug).await);
    let (status, _) = body(app.post_as(token, &path, &json!({"status": "in_progress"})).await).await;
    assert_eq!(status, 200);
    let done = json!({"status": "completed", "github_repo_url": repo, "github_pages_url": live});
    body(app.post_as(token, &path, &done).await).await
}

/// Waits until every check of the solution has finished; the solution.
async fn checked(app: &TestApp, id: i64) -> Value {
    let started = Instant::now();
    loop {
        let (status, solution) = body(app.get(&format!("/api/solutions/{id}")).await).await;
        assert_eq!(status, 200, "{solution}");
        if solution["checks_finished"] == true {
            return solution;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "checks never finished: {solution}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn statuses(solution: &Value) -> Vec<(String, String)> {
    let checks = solution["checks"].as_array().expect("checks");
    checks
        .iter()
        .map(|c| (c["kind"].as_str().unwrap_or("").into(), c["status"].as_str().unwrap_or("").into()))
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(a, b)| ((*a).to_owned(), (*b).to_owned())).collect()
}

async fn a_solution_with_known_issues_is_checked_and_scored(backend: Backend) {
    let Some(s) = setup(backend).await else { return };
    let token = s.app.session_for(LEARNER, "ada").await;
    let live = format!("http://{}/issues/", s.sites.site);
    let (status, answer) = complete(&s.app, &token, "pixel-card", "https://github.com/ada/portfolio", &live).await;
    assert_eq!(status, 200, "{answer}");
    let id = answer["solution_id"].as_i64().expect("the completion names its solution");
    assert_eq!(answer["score"], Value::Null, "not checked yet");

    let solution = checked(&s.app, id).await;
    assert_eq!(
        statuses(&solution),
        pairs(&[("repository", "passed"), ("live_site", "passed"), ("static_audit", "failed")])
    );
    assert_eq!(solution["audits"], json!(["static"]));
    // No browser in this app (`--chromium off`): the static audit stands and
    // the report says why.
    assert_eq!(solution["rendered"]["status"], "unavailable", "{solution}");
    assert_eq!(
        solution["rendered"]["detail"],
        "No browser is installed on this server: the static audit stands alone."
    );
    let page_url = url::Url::parse(&live).expect("url");
    let expected = audit(KNOWN_ISSUES, &page_url);
    let issues = solution["issues"].as_array().expect("issues");
    assert_eq!(issues.len(), expected.len());
    for (got, want) in issues.iter().zip(&expected) {
        assert_eq!(got["rule"], want.rule.to_string());
        assert_eq!(got["selector"], want.selector);
        assert!(got["help_url"].as_str().is_some_and(|u| u.starts_with("/docs/checks#")), "{got}");
    }
    let want = score(&RepositoryResult::Passed, &SiteResult::Up { issues: expected }).map(i64::from);
    assert!(want.is_some_and(|w| w < 100));
    assert_eq!(solution["score"].as_i64(), want);
    assert_eq!(solution["author"]["login"], "ada");
    assert_eq!(solution["task"]["slug"], "pixel-card");
    assert_eq!(solution["github_pages_url"], live.as_str());
    assert_eq!(solution["is_owner"], false, "anonymous viewer");

    // The learner's records carry the solution and its score.
    let task_id = s.app.task_id("pixel-card").await;
    let (_, record) = body(s.app.get_as(&token, &format!("/api/progress/task/{task_id}")).await).await;
    assert_eq!((record["solution_id"].as_i64(), record["score"].as_i64()), (Some(id), want));
    let (_, records) = body(s.app.get_as(&token, "/api/users/progress").await).await;
    let listed = records.as_array().expect("records").iter().find(|r| r["task_id"] == task_id).cloned();
    assert_eq!(listed.expect("listed")["score"].as_i64(), want);
    let (_, own) = body(s.app.get_as(&token, &format!("/api/solutions/{id}")).await).await;
    assert_eq!(own["is_owner"], true);

    // The public page carries its metadata, and the rules' help is served.
    let page = s.app.get(&format!("/solutions/{id}")).await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("page");
    let title = format!("<title>{} by ada | Frontloop</title>", solution["task"]["title"].as_str().unwrap_or(""));
    assert!(html.contains(&title), "{html}");
    assert!(html.contains(&format!("scored {}/100", want.unwrap_or(-1))), "{html}");
    assert_eq!(s.app.get("/solutions/999999").await.status(), 404);
    let help = s.app.get("/docs/checks").await.text().await.expect("help page");
    for issue in issues {
        let anchor = issue["help_url"].as_str().and_then(|u| u.split('#').nth(1)).unwrap_or("");
        assert!(help.contains(&format!("id=\"{anchor}\"")), "no help for {anchor}");
    }
    s.app.finish().await;
}

async fn a_clean_page_in_the_learners_repository_scores_100(backend: Backend) {
    let Some(s) = setup(backend).await else { return };
    let token = s.app.session_for(LEARNER, "ada").await;
    let live = format!("http://{}/clean/", s.sites.site);
    let (_, answer) = complete(&s.app, &token, "pixel-card", "https://github.com/ada/portfolio.git", &live).await;
    let solution = checked(&s.app, answer["solution_id"].as_i64().expect("id")).await;
    assert_eq!(
        statuses(&solution),
        pairs(&[("repository", "passed"), ("live_site", "passed"), ("static_audit", "passed")])
    );
    assert_eq!((solution["score"].as_i64(), solution["issues"].as_array().map(Vec::len)), (Some(100), Some(0)));
    s.app.finish().await;
}

async fn repositories_that_are_not_the_learners_own_get_no_pass(backend: Backend) {
    let Some(s) = setup(backend).await else { return };
    let token = s.app.session_for(LEARNER, "ada").await;
    let live = format!("http://{}/clean/", s.sites.site);
    // A second learner for the fourth case: the fixture has three challenges.
    let second = s.app.session_for(LEARNER + 1, "ada-two").await;
    let cases = [
        (&token, "pixel-card", "https://github.com/grace/portfolio", "belongs to grace", None),
        (&token, "quiet-modal", "https://github.com/ada/missing", "no public repository ada/missing", None),
        (&token, "offline-notes", "https://github.com/ada/empty", "is empty", None),
        (&second, "pixel-card", "https://gitlab.com/ada/portfolio", "Not verifiable", Some(90)),
    ];
    for (learner, slug, repo, detail, expected_score) in cases {
        let (code, answer) = complete(&s.app, learner, slug, repo, &live).await;
        assert_eq!(code, 200, "{answer}");
        let solution = checked(&s.app, answer["solution_id"].as_i64().expect("id")).await;
        let repository = &solution["checks"][0];
        assert_eq!((repository["kind"].as_str(), repository["status"].as_str()), (Some("repository"), Some("failed")));
        assert!(repository["detail"].as_str().is_some_and(|d| d.contains(detail)), "{repository}");
        assert_eq!(solution["score"].as_i64(), expected_score, "{repo}");
    }
    s.app.finish().await;
}

async fn the_live_site_check_never_reaches_a_forbidden_address(backend: Backend) {
    let Some(s) = setup(backend).await else { return };
    let token = s.app.session_for(LEARNER, "ada").await;
    let repo = "https://github.com/ada/portfolio";
    let links = [
        format!("http://{}/", s.sites.forbidden),
        format!("http://{}/away/", s.sites.site),
        format!("http://{}/image.png", s.sites.site),
    ];
    let slugs = ["pixel-card", "quiet-modal", "offline-notes"];
    for (slug, live) in slugs.iter().zip(&links) {
        let (code, answer) = complete(&s.app, &token, slug, repo, live).await;
        assert_eq!(code, 200, "{answer}");
        let solution = checked(&s.app, answer["solution_id"].as_i64().expect("id")).await;
        assert_eq!(
            statuses(&solution)[1..],
            pairs(&[("live_site", "failed"), ("static_audit", "error")])[..],
            "{live}"
        );
        assert_eq!(solution["score"].as_i64(), Some(0), "a site that is not up scores 0: {solution}");
    }
    assert_eq!(s.sites.forbidden_connections.load(Ordering::SeqCst), 0, "the forbidden port was contacted");
    s.app.finish().await;
}

async fn only_the_author_runs_the_checks_again_and_not_too_often(backend: Backend) {
    let Some(s) = setup(backend).await else { return };
    let token = s.app.session_for(LEARNER, "ada").await;
    let other = s.app.session_for(7, "grace").await;
    let live = format!("http://{}/clean/", s.sites.site);
    let (_, answer) = complete(&s.app, &token, "pixel-card", "https://github.com/ada/portfolio", &live).await;
    let id = answer["solution_id"].as_i64().expect("id");
    checked(&s.app, id).await;
    let rerun = format!("/api/solutions/{id}/checks");

    let anonymous = reqwest::Client::new().post(s.app.url(&rerun)).send().await.expect("request");
    assert_eq!(anonymous.status(), 401);
    let (status, refused) = body(s.app.post_as(&other, &rerun, &json!({})).await).await;
    assert_eq!(status, 403, "{refused}");
    let (status, _) = body(s.app.post_as(&token, "/api/solutions/999999/checks", &json!({})).await).await;
    assert_eq!(status, 404);
    let (status, _) = body(s.app.get("/api/solutions/999999").await).await;
    assert_eq!(status, 404);
    let (status, soon) = body(s.app.post_as(&token, &rerun, &json!({})).await).await;
    assert_eq!(status, 429, "{soon}");
    assert!(soon["message"].as_str().is_some_and(|e| e.contains("Please wait")), "{soon}");

    // Five minutes later (moved back in the database), the run is queued.
    s.app
        .execute_sql(&format!(
            "UPDATE solutions SET checks_requested_at = checks_requested_at - 300000 WHERE id = {id}"
        ))
        .await;
    let (status, queued) = body(s.app.post_as(&token, &rerun, &json!({})).await).await;
    assert_eq!(status, 202, "{queued}");
    assert!(queued["checks"].as_array().expect("checks").iter().all(|c| c["status"] == "queued"), "{queued}");
    let again = checked(&s.app, id).await;
    assert_eq!(again["score"].as_i64(), Some(100));
    s.app.finish().await;
}

async fn githubs_rate_limit_defers_the_checks_without_failing_them(backend: Backend) {
    let Some(s) = setup(backend).await else { return };
    s.github.rate_limit_next(1);
    let token = s.app.session_for(LEARNER, "ada").await;
    let live = format!("http://{}/clean/", s.sites.site);
    let (_, answer) = complete(&s.app, &token, "pixel-card", "https://github.com/ada/portfolio", &live).await;
    let solution = checked(&s.app, answer["solution_id"].as_i64().expect("id")).await;
    assert_eq!(solution["checks"][0]["status"], "passed", "{solution}");
    let lookups = s.github.state.lock().expect("stub").repo_lookups;
    assert_eq!(lookups, 2, "refused once by the rate limit, then answered");
    s.app.finish().await;
}

for_each_backend!(
    a_solution_with_known_issues_is_checked_and_scored,
    a_clean_page_in_the_learners_repository_scores_100,
    repositories_that_are_not_the_learners_own_get_no_pass,
    the_live_site_check_never_reaches_a_forbidden_address,
    only_the_author_runs_the_checks_again_and_not_too_often,
    githubs_rate_limit_defers_the_checks_without_failing_them
);

/// With a browser, the rendered audit runs after the static one: its axe
/// findings replace the static ones in the report and the score, and its
/// screenshots are served. (SQLite only: the browser is the slow part, and
/// the storage of screenshots is in the contract suite on both databases.)
#[tokio::test]
async fn the_rendered_audit_replaces_the_static_findings_and_keeps_screenshots() {
    let Some(chromium) = frontloop::app::chromium::find(None) else {
        eprintln!("skipped: Chromium is not installed");
        return;
    };
    let github = GithubStub::start().await;
    let sites = start_sites().await;
    let (allow, chromium) = (sites.site.to_string(), chromium.display().to_string());
    let flags = [
        "--github-api-url",
        github.base.as_str(),
        "--checks-allow",
        allow.as_str(),
        "--job-poll-ms",
        "50",
        "--chromium",
        chromium.as_str(),
    ];
    let Some(app) = TestApp::spawn_with(Backend::Sqlite, &flags).await else { return };
    github.add_repo("ada/portfolio", LEARNER, false, 120);
    let token = app.session_for(LEARNER, "ada").await;
    let live = format!("http://{}/issues/", sites.site);
    let (status, answer) = complete(&app, &token, "pixel-card", "https://github.com/ada/portfolio", &live).await;
    assert_eq!(status, 200, "{answer}");
    let id = answer["solution_id"].as_i64().expect("solution");

    let solution = checked(&app, id).await;
    assert_eq!(solution["audits"], json!(["rendered"]), "{solution}");
    let rendered = &solution["rendered"];
    assert_eq!(rendered["status"], "done", "{rendered}");
    assert_eq!(rendered["axe_version"], "4.14.1");
    let issues = solution["issues"].as_array().expect("issues");
    assert!(!issues.is_empty());
    assert!(issues
        .iter()
        .all(|i| i["help_url"].as_str().is_some_and(|u| u.starts_with("https://dequeuniversity.com/"))));
    let rules: std::collections::BTreeSet<&str> = issues.iter().filter_map(|i| i["rule"].as_str()).collect();
    assert!(rules.contains("image-alt"), "{rules:?}");
    // The score is the formula's, over the rendered issues.
    let penalty: i64 = 100 - solution["score"].as_i64().expect("a score");
    assert!(penalty > 0);
    let audit_check =
        solution["checks"].as_array().expect("checks").iter().find(|c| c["kind"] == "static_audit").cloned();
    assert!(audit_check.is_some_and(|c| c["detail"].as_str().is_some_and(|d| d.starts_with("In a browser: "))));

    let shots: Vec<&str> =
        rendered["screenshots"].as_array().expect("shots").iter().filter_map(|s| s["viewport"].as_str()).collect();
    assert_eq!(shots, ["phone", "tablet", "desktop", "social"]);
    let png = app.get(&format!("/api/solutions/{id}/screenshots/phone")).await;
    assert_eq!(png.status(), 200);
    assert_eq!(png.headers()[header::CONTENT_TYPE], "image/png");
    let etag = png.headers()[header::ETAG].to_str().expect("etag").to_owned();
    assert!(png.bytes().await.expect("body").starts_with(b"\x89PNG"));
    let again = app
        .client
        .get(app.url(&format!("/api/solutions/{id}/screenshots/phone")))
        .header(header::IF_NONE_MATCH, etag)
        .send()
        .await
        .expect("request");
    assert_eq!(again.status(), 304);
    assert_eq!(app.get(&format!("/api/solutions/{id}/screenshots/poster")).await.status(), 404);
    let page = app.get(&format!("/solutions/{id}")).await.text().await.expect("page");
    let card = format!("/social/solutions/{id}.png?v=");
    let at = page.find(&card).expect("the page's og:image is the solution's card");
    let url = &page[at..at + page[at..].find('"').expect("end of URL")];
    let card = app.get(url).await;
    assert_eq!((card.status().as_u16(), card.headers()[header::CONTENT_TYPE].to_str().ok()), (200, Some("image/png")));
    assert_eq!(app.get(&format!("/api/solutions/{}/screenshots/phone", id + 1000)).await.status(), 404);
    app.finish().await;
}
