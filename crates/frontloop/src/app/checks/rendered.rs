//! The rendered audit (docs/checks.md): the learner's live page loaded in a
//! real, sandboxed Chromium whose every request goes through the filtering
//! proxy, let settle, audited with axe-core (WCAG 2.2 A and AA rules), and
//! photographed at phone, tablet and desktop widths (and once at the
//! social-card size). One fresh browser per audit, killed with its process
//! group at the end; a page that does not load, crashes (runs out of
//! memory), opens pop-ups or spends the byte budget fails the audit within
//! its time budget.

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use chromiumoxide::cdp::browser_protocol::browser::{SetDownloadBehaviorBehavior, SetDownloadBehaviorParams};
use chromiumoxide::cdp::browser_protocol::emulation::SetDeviceMetricsOverrideParams;
use chromiumoxide::cdp::browser_protocol::inspector::EventTargetCrashed;
use chromiumoxide::cdp::browser_protocol::network::{EventLoadingFailed, EventRequestWillBeSent};
use chromiumoxide::cdp::browser_protocol::page::{CaptureScreenshotFormat, CaptureScreenshotParams, Viewport};
use chromiumoxide::cdp::browser_protocol::target::EventTargetCreated;
use chromiumoxide::cdp::js_protocol::runtime::{EvaluateParams, EventConsoleApiCalled, EventExceptionThrown};
use chromiumoxide::{Browser, Page};
use frontloop_checks::net::{Blocked, FetchPolicy, FilteringProxy};
use futures::StreamExt;
use serde::{Deserialize, Serialize};

use super::browser::AuditBrowser;

/// axe-core, embedded at build time (`assets/axe-core`, MPL-2.0).
const AXE_SOURCE: &str = include_str!("../../../assets/axe-core/axe.min.js");
/// The axe-core version the report names.
pub const AXE_VERSION: &str = "4.14.1";
/// The rule tags run: WCAG 2.0, 2.1 and 2.2, levels A and AA.
const AXE_TAGS: &str = "['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']";
/// How long the page has to load.
pub const LOAD_BUDGET: Duration = Duration::from_secs(15);
/// The whole audit, screenshots included.
pub const AUDIT_BUDGET: Duration = Duration::from_secs(60);
/// Bytes the page may move through the proxy, both directions.
pub const BYTE_BUDGET: u64 = 50 * 1024 * 1024;
/// Counts the page's attempts to open windows (the browser blocks them).
const COUNT_POPUPS: &str = "(() => { let opened = 0; \
     Object.defineProperty(window, '__frontloopPopups', { get: () => opened }); \
     window.open = () => { opened += 1; return null; }; })()";
/// Quiet time that counts as "settled".
const NETWORK_QUIET: Duration = Duration::from_millis(500);
/// Full-page screenshots are cut at this height.
const MAX_SHOT_HEIGHT: i64 = 4_000;

/// One axe-core violation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Violation {
    /// The rule, e.g. `image-alt`.
    pub id: String,
    /// `minor`, `moderate`, `serious` or `critical`.
    pub impact: Option<String>,
    pub help: String,
    #[serde(rename = "helpUrl")]
    pub help_url: String,
    /// Failing elements.
    pub nodes: usize,
    /// CSS selectors of the first ten failing elements.
    pub selectors: Vec<String>,
}

/// A screenshot at one width.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Screenshot {
    /// `phone`, `tablet`, `desktop` or `social`.
    pub viewport: &'static str,
    pub width: i64,
    pub height: i64,
    /// PNG bytes.
    pub png: Vec<u8>,
}

/// What the rendered audit found.
#[derive(Debug, Clone, Default)]
pub struct RenderedAudit {
    pub violations: Vec<Violation>,
    /// Console errors and uncaught exceptions.
    pub console_errors: Vec<String>,
    /// Requests that failed (refused ones included).
    pub failed_requests: Vec<String>,
    /// What the proxy refused.
    pub blocked: Vec<Blocked>,
    pub screenshots: Vec<Screenshot>,
    /// Bytes through the proxy.
    pub bytes: u64,
    pub duration: Duration,
}

/// How a rendered audit ended.
#[derive(Debug)]
pub enum Outcome {
    Done(Box<RenderedAudit>),
    /// The page is at fault: the sentence says how.
    Failed(String),
    /// We are: no browser, or it would not start.
    Unavailable(String),
}

/// The screenshots taken: name, width, height, mobile.
const VIEWPORTS: [(&str, i64, i64, bool); 3] =
    [("phone", 375, 812, true), ("tablet", 768, 1024, true), ("desktop", 1440, 900, false)];

/// Audits `url` in a fresh browser at `binary`, its requests held to
/// `policy`.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "audit"))]
pub async fn audit(binary: &Path, policy: FetchPolicy, url: &str) -> Outcome {
    let started = Instant::now();
    let proxy = match FilteringProxy::start(policy, BYTE_BUDGET).await {
        Ok(proxy) => proxy,
        Err(err) => return Outcome::Unavailable(format!("the audit proxy did not start: {err}")),
    };
    let browser = match AuditBrowser::launch(binary, proxy.addr()).await {
        Ok(browser) => browser,
        Err(err) => return Outcome::Unavailable(err.to_string()),
    };
    let outcome = match tokio::time::timeout(AUDIT_BUDGET, drive(&browser.websocket, url)).await {
        Ok(Ok(mut audit)) => {
            audit.blocked = proxy.log().blocked();
            audit.bytes = proxy.log().bytes();
            audit.duration = started.elapsed();
            if proxy.log().over_budget() {
                Outcome::Failed(format!("The page moved more than {} MB.", BYTE_BUDGET / (1024 * 1024)))
            } else {
                Outcome::Done(Box::new(audit))
            }
        }
        Ok(Err(failure)) => Outcome::Failed(failure),
        Err(_) => Outcome::Failed(format!("The audit took longer than {} seconds.", AUDIT_BUDGET.as_secs())),
    };
    browser.kill().await;
    drop(proxy);
    outcome
}

/// Events gathered while the page runs.
#[derive(Default)]
struct Seen {
    console_errors: Vec<String>,
    failed_requests: Vec<String>,
    last_request: Option<Instant>,
    crashed: bool,
    pages_opened: usize,
}

/// Drives the page; `Err` says why the page failed.
async fn drive(websocket: &str, url: &str) -> Result<RenderedAudit, String> {
    let (cdp, mut handler) =
        Browser::connect(websocket.to_owned()).await.map_err(|e| format!("DevTools connection failed: {e}"))?;
    let handler_task = tokio::spawn(async move { while handler.next().await.is_some() {} });
    let result = drive_page(&cdp, url).await;
    handler_task.abort();
    result
}

async fn drive_page(cdp: &Browser, url: &str) -> Result<RenderedAudit, String> {
    let devtools = |e: chromiumoxide::error::CdpError| format!("DevTools: {e}");
    cdp.execute(SetDownloadBehaviorParams::new(SetDownloadBehaviorBehavior::Deny)).await.map_err(devtools)?;
    let seen = Arc::new(Mutex::new(Seen::default()));
    let mut created = cdp.event_listener::<EventTargetCreated>().await.map_err(devtools)?;
    let popups = seen.clone();
    let watch_targets = tokio::spawn(async move {
        while let Some(event) = created.next().await {
            if event.target_info.r#type == "page" {
                if let Ok(mut seen) = popups.lock() {
                    seen.pages_opened += 1;
                }
            }
        }
    });
    let page = cdp.new_page("about:blank").await.map_err(devtools)?;
    let opened_before = seen.lock().map(|s| s.pages_opened).unwrap_or(0);
    let watchers = watch(&page, &seen).await.map_err(devtools)?;
    page.evaluate_on_new_document(COUNT_POPUPS).await.map_err(devtools)?;
    set_viewport(&page, 1440, 900, false).await.map_err(devtools)?;

    let loaded = tokio::time::timeout(LOAD_BUDGET, page.goto(url)).await;
    let result = match loaded {
        Err(_) => Err(format!("The page did not finish loading within {} seconds.", LOAD_BUDGET.as_secs())),
        Ok(Err(err)) => Err(format!("The page could not be loaded: {err}")),
        Ok(Ok(_)) => {
            settle(&seen).await;
            inspect(&page, &seen, opened_before).await
        }
    };
    watch_targets.abort();
    for watcher in watchers {
        watcher.abort();
    }
    result
}

/// Collects console errors, exceptions, failed requests, network activity
/// and a renderer crash.
async fn watch(
    page: &Page,
    seen: &Arc<Mutex<Seen>>,
) -> Result<Vec<tokio::task::JoinHandle<()>>, chromiumoxide::error::CdpError> {
    let mut console = page.event_listener::<EventConsoleApiCalled>().await?;
    let mut exceptions = page.event_listener::<EventExceptionThrown>().await?;
    let mut failures = page.event_listener::<EventLoadingFailed>().await?;
    let mut requests = page.event_listener::<EventRequestWillBeSent>().await?;
    let mut crashes = page.event_listener::<EventTargetCrashed>().await?;
    let record = |seen: Arc<Mutex<Seen>>, f: Box<dyn Fn(&mut Seen) + Send>| {
        if let Ok(mut seen) = seen.lock() {
            f(&mut seen);
        }
    };
    let (s1, s2, s3, s4, s5) = (seen.clone(), seen.clone(), seen.clone(), seen.clone(), seen.clone());
    Ok(vec![
        tokio::spawn(async move {
            while let Some(event) = console.next().await {
                if let Some(text) = console_error(&event) {
                    record(s1.clone(), Box::new(move |s| push(&mut s.console_errors, text.clone())));
                }
            }
        }),
        tokio::spawn(async move {
            while let Some(event) = exceptions.next().await {
                let text = exception_text(&event);
                record(s2.clone(), Box::new(move |s| push(&mut s.console_errors, text.clone())));
            }
        }),
        tokio::spawn(async move {
            while let Some(event) = failures.next().await {
                let text = format!("{} ({})", event.error_text, format!("{:?}", event.r#type).to_lowercase());
                record(s3.clone(), Box::new(move |s| push(&mut s.failed_requests, text.clone())));
            }
        }),
        tokio::spawn(async move {
            while requests.next().await.is_some() {
                record(s4.clone(), Box::new(|s| s.last_request = Some(Instant::now())));
            }
        }),
        tokio::spawn(async move {
            while crashes.next().await.is_some() {
                record(s5.clone(), Box::new(|s| s.crashed = true));
            }
        }),
    ])
}

/// The text of a console message, when it is an error.
pub(super) fn console_error(event: &EventConsoleApiCalled) -> Option<String> {
    format!("{:?}", event.r#type).eq_ignore_ascii_case("error").then(|| {
        event
            .args
            .iter()
            .filter_map(|a| a.value.as_ref().map(|v| v.to_string()).or_else(|| a.description.clone()))
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// What an uncaught exception says.
pub(super) fn exception_text(event: &EventExceptionThrown) -> String {
    let details = &event.exception_details;
    details.exception.as_ref().and_then(|e| e.description.clone()).unwrap_or_else(|| details.text.clone())
}

fn push(list: &mut Vec<String>, text: String) {
    if list.len() < 50 {
        list.push(text.chars().take(500).collect());
    }
}

/// Waits until no request started for [`NETWORK_QUIET`], within the load
/// budget.
async fn settle(seen: &Arc<Mutex<Seen>>) {
    let deadline = Instant::now() + LOAD_BUDGET;
    loop {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let last = seen.lock().ok().and_then(|s| s.last_request);
        let quiet = last.is_none_or(|at| at.elapsed() >= NETWORK_QUIET);
        if quiet || Instant::now() >= deadline {
            return;
        }
    }
}

/// Runs axe and takes the screenshots of a loaded page.
async fn inspect(page: &Page, seen: &Arc<Mutex<Seen>>, opened_before: usize) -> Result<RenderedAudit, String> {
    let failed = |seen: &Arc<Mutex<Seen>>| -> Option<String> {
        let seen = seen.lock().ok()?;
        if seen.crashed {
            return Some("The page crashed: it may have run out of memory.".into());
        }
        (seen.pages_opened > opened_before).then(|| "The page opened pop-up windows.".into())
    };
    if let Some(failure) = failed(seen) {
        return Err(failure);
    }
    if evaluate(page, "window.__frontloopPopups || 0").await?.as_i64().unwrap_or(0) > 0 {
        return Err("The page tried to open pop-up windows.".into());
    }
    let violations = run_axe(page).await.map_err(|e| failed(seen).unwrap_or(e))?;
    let mut screenshots = Vec::new();
    for (name, width, height, mobile) in VIEWPORTS {
        let shot = full_page(page, name, width, height, mobile).await.map_err(|e| failed(seen).unwrap_or(e))?;
        screenshots.push(shot);
    }
    set_viewport(page, 1200, 630, false).await.map_err(|e| e.to_string())?;
    screenshots.push(capture(page, "social", 1200, 630).await?);
    if let Some(failure) = failed(seen) {
        return Err(failure);
    }
    let seen = seen.lock().map_err(|_| "the audit's event log failed".to_owned())?;
    Ok(RenderedAudit {
        violations,
        console_errors: seen.console_errors.clone(),
        failed_requests: seen.failed_requests.clone(),
        screenshots,
        ..RenderedAudit::default()
    })
}

/// Sets the page's viewport (CSS pixels, scale 1).
pub(super) async fn set_viewport(
    page: &Page,
    width: i64,
    height: i64,
    mobile: bool,
) -> Result<(), chromiumoxide::error::CdpError> {
    page.execute(SetDeviceMetricsOverrideParams::new(width, height, 1.0, mobile)).await.map(|_| ())
}

/// Evaluates `expression` (awaiting a promise) and returns its value.
async fn evaluate(page: &Page, expression: &str) -> Result<serde_json::Value, String> {
    let params = EvaluateParams::builder()
        .expression(expression)
        .await_promise(true)
        .return_by_value(true)
        .build()
        .map_err(|e| format!("DevTools: {e}"))?;
    let answer = page.execute(params).await.map_err(|e| format!("The page stopped answering: {e}"))?;
    if let Some(exception) = &answer.result.exception_details {
        return Err(format!("The audit script failed in the page: {}", exception.text));
    }
    Ok(answer.result.result.value.clone().unwrap_or(serde_json::Value::Null))
}

async fn run_axe(page: &Page) -> Result<Vec<Violation>, String> {
    evaluate(page, AXE_SOURCE).await?;
    let run = format!(
        "axe.run(document, {{ runOnly: {{ type: 'tag', values: {AXE_TAGS} }}, resultTypes: ['violations'] }})\
         .then(r => JSON.stringify(r.violations.map(v => ({{ id: v.id, impact: v.impact, help: v.help, \
         helpUrl: v.helpUrl, nodes: v.nodes.length, \
         selectors: v.nodes.slice(0, 10).map(n => n.target.join(' ')) }}))))"
    );
    let json = evaluate(page, &run).await?;
    let text = json.as_str().ok_or("axe-core gave no result")?;
    serde_json::from_str(text).map_err(|e| format!("axe-core's result did not read: {e}"))
}

/// A full-page screenshot at one width, cut at [`MAX_SHOT_HEIGHT`].
async fn full_page(
    page: &Page,
    name: &'static str,
    width: i64,
    height: i64,
    mobile: bool,
) -> Result<Screenshot, String> {
    set_viewport(page, width, height, mobile).await.map_err(|e| e.to_string())?;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let full = evaluate(
        page,
        "Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)",
    )
    .await?
    .as_i64()
    .unwrap_or(height);
    capture(page, name, width, full.clamp(height, MAX_SHOT_HEIGHT)).await
}

async fn capture(page: &Page, name: &'static str, width: i64, height: i64) -> Result<Screenshot, String> {
    let params = CaptureScreenshotParams {
        format: Some(CaptureScreenshotFormat::Png),
        clip: Some(Viewport { x: 0.0, y: 0.0, width: width as f64, height: height as f64, scale: 1.0 }),
        capture_beyond_viewport: Some(true),
        ..CaptureScreenshotParams::default()
    };
    let shot = page.execute(params).await.map_err(|e| format!("The screenshot failed: {e}"))?;
    let data: &str = shot.result.data.as_ref();
    let png = base64::engine::general_purpose::STANDARD
        .decode(data)
        .map_err(|e| format!("The screenshot did not read: {e}"))?;
    Ok(Screenshot { viewport: name, width, height, png })
}
