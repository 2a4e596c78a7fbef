//! Every challenge's acceptance checks against its reference solution and
//! its empty starter (content/README.md): each is served alone on a
//! loopback port, behind the audit's filtering proxy, and checked in the
//! audit browser. Every required check must pass on the reference and fail
//! on the starter; a content change that breaks this fails here with the
//! challenge, the check and its sentence.
//!
//! It runs the challenges of [`RUN_IN_CI`]; `FRONTLOOP_STORIES=slug,slug`
//! runs those instead, and `FRONTLOOP_STORIES=all` every challenge.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::extract::State;
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use chromiumoxide::Browser;
use frontloop::app::checks::browser::AuditBrowser;
use frontloop::app::checks::stories::{self, Verdict};
use frontloop_checks::net::{FetchPolicy, FilteringProxy, StaticResolver};
use frontloop_checks::stories::{parse, Check};
use futures::StreamExt;

/// The challenges whose reference and starter this test holds to their
/// checks in the test command; the others are run with
/// `FRONTLOOP_STORIES=all` until they join (the runner is new, and each
/// challenge joins once its reference passes here).
const RUN_IN_CI: &[&str] = &["accessible-tabs", "faq-accordion", "product-preview-card"];

/// How long a check on an empty starter is waited on.
const STARTER_CAP_MS: u32 = 1_000;

fn content() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content")
}

fn chromium() -> Option<PathBuf> {
    let path = PathBuf::from(std::env::var("CHROME_PATH").unwrap_or_else(|_| "/usr/bin/chromium".into()));
    path.exists().then_some(path)
}

/// A site's files served at the root of their own origin, with the
/// vendored React at `/vendor/`.
struct Site {
    root: PathBuf,
}

async fn serve_file(State(site): State<Arc<Site>>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let file = match path.strip_prefix("vendor/") {
        Some(rest) => content().join("vendor").join(rest),
        None if path.is_empty() => site.root.join("index.html"),
        None => site.root.join(path),
    };
    if path.split('/').any(|part| part == "..") {
        return StatusCode::NOT_FOUND.into_response();
    }
    match tokio::fs::read(&file).await {
        Ok(body) => {
            let kind = mime_guess::from_path(&file).first_or_octet_stream().to_string();
            ([(header::CONTENT_TYPE, kind)], body).into_response()
        }
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn start_site(root: PathBuf) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    let app = axum::Router::new().fallback(serve_file).with_state(Arc::new(Site { root }));
    tokio::spawn(async move { axum::serve(listener, app).await });
    addr
}

/// The site's verdicts per check, behind a proxy that lets only it through.
async fn verdicts(cdp: &Browser, root: PathBuf, checks: &[Check], cap: Option<u32>) -> Vec<(String, Verdict)> {
    let addr = start_site(root).await;
    let mut policy = FetchPolicy::new(Arc::new(StaticResolver::new()));
    policy.allow = vec![addr];
    let proxy = FilteringProxy::start(policy, 50 * 1024 * 1024).await.expect("the proxy");
    let site = url::Url::parse(&format!("http://{addr}/")).expect("the site's address");
    let results = stories::run_capped(cdp, proxy.addr(), &site, checks, cap).await;
    results.into_iter().map(|result| (result.id, result.verdict)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_reference_passes_and_every_starter_fails_its_required_checks() {
    let Some(binary) = chromium() else {
        assert!(std::env::var_os("FRONTLOOP_REQUIRE_CHROMIUM").is_none(), "no Chromium, and it is required");
        eprintln!("skipped: no Chromium");
        return;
    };
    let only: Option<Vec<String>> = match std::env::var("FRONTLOOP_STORIES") {
        Ok(list) if list == "all" => None,
        Ok(list) => Some(list.split(',').map(str::to_owned).collect()),
        Err(_) => Some(RUN_IN_CI.iter().map(|slug| (*slug).to_owned()).collect()),
    };
    // The browser's own proxy is never used: every check's context names its own.
    let unused = FilteringProxy::start(FetchPolicy::new(Arc::new(StaticResolver::new())), 0).await.expect("a proxy");
    let browser = AuditBrowser::launch(&binary, unused.addr()).await.expect("the audit browser");
    let (cdp, mut handler) = Browser::connect(browser.websocket.clone()).await.expect("DevTools");
    let events = tokio::spawn(async move { while handler.next().await.is_some() {} });

    let mut slugs: Vec<String> = std::fs::read_dir(content().join("challenges"))
        .expect("the challenges")
        .flatten()
        .filter(|entry| entry.path().join("checks.yaml").exists())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|slug| only.as_ref().is_none_or(|only| only.contains(slug)))
        .collect();
    slugs.sort();
    let mut failures = Vec::new();
    let mut counted = (0, 0);
    for slug in &slugs {
        let folder = content().join("challenges").join(slug);
        let text = std::fs::read_to_string(folder.join("checks.yaml")).expect("the checks");
        let checks = parse(slug, &text, None).expect("checks that parse");
        let required: Vec<&Check> = checks.iter().filter(|c| c.required && c.verifiable()).collect();
        let started = std::time::Instant::now();
        for (id, verdict) in verdicts(&cdp, folder.join("reference"), &checks, None).await {
            let needed = required.iter().any(|check| check.id == id);
            match verdict {
                Verdict::Passed => counted.0 += 1,
                other if needed => failures.push(format!("{slug}: reference: {id}: {other:?}")),
                _ => {}
            }
        }
        let reference_time = started.elapsed();
        for (id, verdict) in verdicts(&cdp, folder.join("starter"), &checks, Some(STARTER_CAP_MS)).await {
            let needed = required.iter().any(|check| check.id == id);
            match verdict {
                Verdict::Failed(_) => counted.1 += 1,
                other if needed => failures.push(format!("{slug}: starter: {id}: {other:?}")),
                _ => {}
            }
        }
        eprintln!("{slug}: {} required checks, reference in {:.1} s", required.len(), reference_time.as_secs_f64());
    }
    events.abort();
    browser.kill().await;
    eprintln!(
        "{} challenges: {} checks passed on the references, {} failed on the starters",
        slugs.len(),
        counted.0,
        counted.1
    );
    assert!(failures.is_empty(), "{} checks broke:\n{}", failures.len(), failures.join("\n"));
}
