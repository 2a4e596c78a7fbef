//! The rendered audit against stub sites on loopback (docs/checks.md), in
//! Debian's Chromium: axe-core finds exactly the known violations, sees
//! what only JavaScript renders, and a page cannot reach an internal
//! listener by any kind of request; pages that never load, open pop-ups or
//! allocate memory without end fail within the budget; no browser process outlives an audit. Skipped
//! (with a line saying so) where Chromium is not installed; the test
//! command installs it.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use frontloop::app::checks::rendered::{audit, Outcome, RenderedAudit};
use frontloop::app::chromium;
use frontloop_checks::net::{FetchPolicy, StaticResolver};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// A listener that must never be reached: it only counts connections.
async fn internal_listener() -> (SocketAddr, Arc<AtomicUsize>) {
    let listener = TcpListener::bind(("127.0.0.1", 0)).await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    let seen = Arc::new(AtomicUsize::new(0));
    let counter = seen.clone();
    tokio::spawn(async move {
        while let Ok((_stream, _)) = listener.accept().await {
            counter.fetch_add(1, Ordering::SeqCst);
        }
    });
    (addr, seen)
}

/// The stub site: a page per path.
async fn stub_site(internal: SocketAddr) -> SocketAddr {
    let listener = TcpListener::bind(("127.0.0.1", 0)).await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut buffer = vec![0_u8; 8192];
                let Ok(read) = stream.read(&mut buffer).await else { return };
                let head = String::from_utf8_lossy(&buffer[..read]).to_string();
                let path = head.split(' ').nth(1).unwrap_or("/").to_owned();
                if path.starts_with("/never") {
                    // Headers, then a body that never ends.
                    let _ = stream.write_all(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<html><body>").await;
                    loop {
                        tokio::time::sleep(Duration::from_millis(500)).await;
                        if stream.write_all(b"<p>still loading</p>").await.is_err() {
                            return;
                        }
                    }
                }
                if path.starts_with("/redirect-inside") {
                    let answer = format!("HTTP/1.1 302 Found\r\nLocation: http://{internal}/redirected\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                    let _ = stream.write_all(answer.as_bytes()).await;
                    return;
                }
                let body = page(&path, internal);
                let answer = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = stream.write_all(answer.as_bytes()).await;
            });
        }
    });
    addr
}

fn page(path: &str, internal: SocketAddr) -> String {
    match path {
        "/violations/" => "<!doctype html><html><head><title>Known issues</title>\
            <meta name=\"viewport\" content=\"width=device-width\"></head><body><main>\
            <h1>Known issues</h1><img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\">\
            <input type=\"text\">\
            <p style=\"color:#bbb;background:#fff\">Hard to read grey text</p>\
            </main></body></html>"
            .to_owned(),
        "/spa/" => "<!doctype html><html lang=\"en\"><head><title>App</title></head><body><main id=\"root\"></main>\
            <script>document.getElementById('root').innerHTML = '<h1>Rendered by script</h1>\
            <img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\">';</script></body></html>"
            .to_owned(),
        "/reach-inside/" => format!(
            "<!doctype html><html lang=\"en\"><head><title>Inside</title></head><body><main><h1>Inside</h1>\
             <img alt=\"\" src=\"http://{internal}/img\">\
             <iframe title=\"inside\" src=\"http://{internal}/frame\"></iframe>\
             <img alt=\"\" src=\"/redirect-inside\">\
             <script>fetch('http://{internal}/fetch').catch(() => {{}});\
             try {{ new WebSocket('ws://{internal}/ws'); }} catch (e) {{}}\
             fetch('http://localhost:{}/by-name').catch(() => {{}});</script>\
             </main></body></html>",
            internal.port()
        ),
        "/hog/" => "<!doctype html><html lang=\"en\"><head><title>Hog</title></head><body><main><h1>Hog</h1>\
            <script>const kept = []; for (;;) { kept.push(new Array(1000000).fill(Math.random())); }</script>\
            </main></body></html>"
            .to_owned(),
        "/popups/" => "<!doctype html><html lang=\"en\"><head><title>Pop</title></head><body><main><h1>Pop</h1>\
            <script>window.open('/violations/'); window.open('/spa/');</script></main></body></html>"
            .to_owned(),
        _ => "<!doctype html><html lang=\"en\"><head><title>Home</title></head><body><main><h1>Home</h1></main></body></html>"
            .to_owned(),
    }
}

/// Audit browsers still running (their command line names our proxy rule).
fn audit_browsers() -> usize {
    std::fs::read_dir("/proc")
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|entry| {
                    std::fs::read(entry.path().join("cmdline")).is_ok_and(|cmdline| {
                        String::from_utf8_lossy(&cmdline).contains("--proxy-bypass-list=<-loopback>")
                    })
                })
                .count()
        })
        .unwrap_or(0)
}

fn policy(site: SocketAddr) -> FetchPolicy {
    let loopback = [std::net::IpAddr::from([127, 0, 0, 1])];
    let mut policy = FetchPolicy::new(Arc::new(StaticResolver::new().with("localhost", loopback)));
    policy.allow = vec![site];
    policy
}

fn done(outcome: Outcome, what: &str) -> RenderedAudit {
    match outcome {
        Outcome::Done(audit) => *audit,
        other => panic!("{what}: {other:?}"),
    }
}

fn failed(outcome: Outcome, what: &str) -> String {
    match outcome {
        Outcome::Failed(reason) => reason,
        other => panic!("{what} should fail: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rendered_audit_in_a_real_browser() {
    let Some(chromium) = chromium::find(None) else {
        eprintln!("skipped: Chromium is not installed (apt-get install chromium)");
        return;
    };
    let (internal, internal_seen) = internal_listener().await;
    let site = stub_site(internal).await;
    let url = |path: &str| format!("http://{site}{path}");

    // Known violations, exactly.
    let known = done(audit(&chromium, policy(site), &url("/violations/")).await, "violations");
    let mut ids: Vec<&str> = known.violations.iter().map(|v| v.id.as_str()).collect();
    ids.sort_unstable();
    assert_eq!(ids, ["color-contrast", "html-has-lang", "image-alt", "label"], "{:#?}", known.violations);
    let alt = known.violations.iter().find(|v| v.id == "image-alt").expect("image-alt");
    assert_eq!((alt.nodes, alt.selectors.as_slice()), (1, ["img".to_owned()].as_slice()));
    assert!(alt.help_url.starts_with("https://dequeuniversity.com/rules/axe/4.14/image-alt"), "{}", alt.help_url);
    let shots: Vec<(&str, i64)> = known.screenshots.iter().map(|s| (s.viewport, s.width)).collect();
    assert_eq!(shots, [("phone", 375), ("tablet", 768), ("desktop", 1440), ("social", 1200)]);
    assert!(known.screenshots.iter().all(|s| s.png.starts_with(b"\x89PNG\r\n\x1a\n")));
    assert_eq!(audit_browsers(), 0, "no browser outlives its audit");

    // What only JavaScript renders.
    let spa = done(audit(&chromium, policy(site), &url("/spa/")).await, "spa");
    assert_eq!(spa.violations.iter().map(|v| v.id.as_str()).collect::<Vec<_>>(), ["image-alt"]);

    // Nothing reaches inside: img, iframe, redirect, fetch, WebSocket, a name.
    let inside = done(audit(&chromium, policy(site), &url("/reach-inside/")).await, "reach inside");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(internal_seen.load(Ordering::SeqCst), 0, "the internal listener saw no connection");
    let blocked: Vec<String> = inside.blocked.iter().map(|b| b.request.clone()).collect();
    for kind in ["/img", "/frame", "/redirected", "/fetch", "/by-name"] {
        assert!(blocked.iter().any(|b| b.contains(kind)), "{kind} refused: {blocked:#?}");
    }
    assert!(
        blocked.iter().any(|b| b.starts_with(&format!("CONNECT 127.0.0.1:{}", internal.port())) || b.contains("/ws")),
        "the WebSocket refused: {blocked:#?}"
    );

    // A page that never finishes loading, and one that opens pop-ups.
    let started = Instant::now();
    let never = failed(audit(&chromium, policy(site), &url("/never/")).await, "never");
    assert!(never.contains("did not finish loading"), "{never}");
    assert!(started.elapsed() < Duration::from_secs(40), "within the budget: {:?}", started.elapsed());
    let popups = failed(audit(&chromium, policy(site), &url("/popups/")).await, "popups");
    assert_eq!(popups, "The page tried to open pop-up windows.");
    // A page that allocates without end: its renderer dies at the heap
    // limit (or the load budget ends first), the audit fails in time.
    let started = Instant::now();
    let hog = failed(audit(&chromium, policy(site), &url("/hog/")).await, "hog");
    assert!(
        hog.contains("crashed") || hog.contains("did not finish loading") || hog.contains("could not be loaded"),
        "{hog}"
    );
    assert!(started.elapsed() < Duration::from_secs(40), "within the budget: {:?}", started.elapsed());
    assert_eq!(audit_browsers(), 0, "no browser outlives a failed audit");
}

/// Resident memory of this process and of every audit browser process, in
/// KiB, from /proc.
fn resident_kib() -> (u64, u64) {
    let rss = |pid: &str| -> u64 {
        std::fs::read_to_string(format!("/proc/{pid}/status"))
            .ok()
            .and_then(|status| {
                status.lines().find(|l| l.starts_with("VmRSS:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
            })
            .unwrap_or(0)
    };
    let own = rss("self");
    let browsers = std::fs::read_dir("/proc")
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|entry| {
                    std::fs::read(entry.path().join("cmdline")).is_ok_and(|c| {
                        let c = String::from_utf8_lossy(&c);
                        c.contains("chromium")
                            && (c.contains("--proxy-bypass-list=<-loopback>") || c.contains("--type="))
                    })
                })
                .map(|entry| rss(&entry.file_name().to_string_lossy()))
                .sum()
        })
        .unwrap_or(0);
    (own, browsers)
}

/// The benchmark of bench/README.md ("Rendered audits"): 30 audits in a
/// row of the known-issues page; audits per minute, and the peak resident
/// memory of the server process and of the browser, sampled every 100 ms.
/// Run with `cargo test --release -p frontloop --test rendered_audit -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark (bench/README.md), not a test"]
async fn thirty_audits_in_a_row() {
    let Some(chromium) = chromium::find(None) else { return };
    let (internal, _) = internal_listener().await;
    let site = stub_site(internal).await;
    let peak = Arc::new(std::sync::Mutex::new((0_u64, 0_u64)));
    let sampler_peak = peak.clone();
    let sampler = tokio::spawn(async move {
        loop {
            let (own, browsers) = resident_kib();
            if let Ok(mut peak) = sampler_peak.lock() {
                *peak = (peak.0.max(own), peak.1.max(browsers));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    let started = Instant::now();
    let mut own_after = Vec::new();
    for n in 0..30 {
        done(audit(&chromium, policy(site), &format!("http://{site}/violations/")).await, "violations");
        own_after.push(resident_kib().0);
        assert_eq!(audit_browsers(), 0, "audit {n} left a browser");
    }
    let elapsed = started.elapsed();
    sampler.abort();
    let (own_peak, browser_peak) = peak.lock().map(|p| *p).unwrap_or_default();
    println!(
        "30 audits in {:.1} s: {:.1} audits a minute; peak RSS: this process {} MiB, the browser {} MiB; \
         this process after audit 1: {} MiB, after audit 30: {} MiB",
        elapsed.as_secs_f64(),
        30.0 * 60.0 / elapsed.as_secs_f64(),
        own_peak / 1024,
        browser_peak / 1024,
        own_after[0] / 1024,
        own_after[29] / 1024
    );
}
