//! What operators rely on, through the real binary: the liveness check,
//! `X-Request-Id`, JSON logs carrying it, and `/metrics` on its own
//! address only, in the Prometheus text format.

use std::io::Read;
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::{self, Backend, TestApp};

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("address").port()
}

/// The binary with JSON logs and a metrics listener; killed on drop.
struct Server {
    child: Child,
    base: String,
    metrics: String,
    log: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

impl Server {
    async fn start() -> Server {
        let dir = tempfile::tempdir().expect("temporary folder");
        let (port, metrics_port) = (free_port(), free_port());
        let log = dir.path().join("server.log");
        let child = Command::new(env!("CARGO_BIN_EXE_frontloop"))
            .env_clear()
            .env("DATABASE_URL", format!("sqlite://{}?mode=rwc", dir.path().join("ops.db").display()))
            .env("FRONTLOOP_ADDR", format!("127.0.0.1:{port}"))
            .env("FRONTLOOP_METRICS_ADDR", format!("127.0.0.1:{metrics_port}"))
            .env("FRONTLOOP_CONTENT_DIR", common::fixture_content())
            .env("FRONTLOOP_LOG_FORMAT", "json")
            .env("RUST_LOG", "info,frontloop=debug")
            .env("GITHUB_API_URL", "http://127.0.0.1:9")
            .env("FRONTLOOP_CHECKS_ALLOW", "127.0.0.1:9")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("log file"))
            .spawn()
            .expect("start frontloop");
        let server = Server {
            child,
            base: format!("http://127.0.0.1:{port}"),
            metrics: format!("http://127.0.0.1:{metrics_port}"),
            log,
            _dir: dir,
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        while reqwest::get(format!("{}/api/health", server.base)).await.map(|r| r.status() != 200).unwrap_or(true) {
            assert!(Instant::now() < deadline, "the server did not start: {}", server.log_text());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        server
    }

    fn log_text(&self) -> String {
        let mut text = String::new();
        std::fs::File::open(&self.log).and_then(|mut f| f.read_to_string(&mut text)).ok();
        text
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn liveness_answers_without_the_database(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let live = app.get("/api/health/live").await;
    assert_eq!(live.status(), 200);
    assert_eq!(live.json::<Value>().await.expect("JSON"), serde_json::json!({ "status": "ok" }));
    app.finish().await;
}

async fn every_response_carries_a_request_id(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let made = app.get("/api/tasks").await;
    let id = made.headers()["x-request-id"].to_str().expect("ascii").to_owned();
    assert!(id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
    let other = app.get("/no/such/page").await;
    assert_ne!(other.headers()["x-request-id"], id.as_str(), "one id per request");
    let kept = app.client.get(app.url("/api/health")).header("x-request-id", "lb-7f3a.2_b").send().await.expect("GET");
    assert_eq!(kept.headers()["x-request-id"], "lb-7f3a.2_b", "a plain id from a proxy is kept");
    let odd = app.client.get(app.url("/api/health")).header("x-request-id", "a b\"c").send().await.expect("GET");
    assert_eq!(odd.headers()["x-request-id"].len(), 32, "anything else is replaced");
    app.finish().await;
}

for_each_backend!(liveness_answers_without_the_database, every_response_carries_a_request_id);

#[tokio::test]
async fn metrics_are_served_on_their_own_address_in_prometheus_format() {
    let server = Server::start().await;
    let http = reqwest::Client::new();
    for path in
        ["/api/tasks", "/api/tasks", "/api/tasks/by-slug/no-such-challenge", "/api/health", "/api/posts", "/api/posts"]
    {
        http.get(format!("{}{path}", server.base)).send().await.expect("GET");
    }
    let no_redirects = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    for _ in 0..122 {
        // The 121st and 122nd are past the sign-in limit: two refusals.
        no_redirects.get(format!("{}/api/auth/github", server.base)).send().await.expect("GET");
    }

    let on_main = http.get(format!("{}/metrics", server.base)).send().await.expect("GET");
    assert_eq!(on_main.status(), 404, "never on the public address");
    assert!(!on_main.text().await.expect("body").contains("frontloop_http_requests_total"));

    let scrape = http.get(format!("{}/metrics", server.metrics)).send().await.expect("scrape");
    assert_eq!(scrape.status(), 200);
    assert!(scrape.headers()["content-type"].to_str().expect("ascii").starts_with("text/plain; version=0.0.4"));
    let text = scrape.text().await.expect("body");
    let (rest, families) = nom_openmetrics::parser::prometheus(&text).expect("the text format parses");
    assert!(rest.trim().is_empty(), "unparsed: {rest}");
    let samples: Vec<_> = families.iter().flat_map(|family| family.samples.iter()).collect();
    let value = |name: &str, labels: &[(&str, &str)]| -> Option<f64> {
        samples.iter().find_map(|s| {
            let has = |(k, v): &(&str, &str)| s.labels().iter().any(|l| l.name == *k && l.value == *v);
            (s.name() == name && labels.iter().all(has)).then_some(s.number())
        })
    };
    assert_eq!(
        value("frontloop_http_requests_total", &[("method", "GET"), ("route", "/api/tasks"), ("status", "200")]),
        Some(2.0),
        "{text}"
    );
    assert_eq!(
        value("frontloop_http_requests_total", &[("route", "/api/tasks/by-slug/{slug}"), ("status", "404")]),
        Some(1.0),
        "by route template, never the path: {text}"
    );
    assert_eq!(
        value("frontloop_http_request_duration_seconds_bucket", &[("route", "/api/tasks"), ("le", "+Inf")]),
        Some(2.0),
        "the +Inf bucket counts every request"
    );
    assert_eq!(value("frontloop_http_request_duration_seconds_count", &[("route", "/api/tasks")]), Some(2.0));
    assert!(value("frontloop_db_pool_connections", &[("state", "idle")]).is_some(), "{text}");
    assert!(value("frontloop_db_pool_connections", &[("state", "in_use")]).is_some());
    let described: Vec<String> = families
        .iter()
        .flat_map(|family| family.descriptors.iter())
        .map(|descriptor| format!("{descriptor:?}"))
        .collect();
    assert_eq!(value("frontloop_rate_limit_refusals_total", &[("limit", "sign-in")]), Some(2.0), "{text}");
    // The read caches: the list and the blog rendered once, then answered from memory.
    for cache in ["task_list", "hot_reads"] {
        assert_eq!(value("frontloop_read_cache_misses_total", &[("cache", cache)]), Some(1.0), "{cache}: {text}");
        assert_eq!(value("frontloop_read_cache_hits_total", &[("cache", cache)]), Some(1.0), "{cache}: {text}");
        assert!(value("frontloop_read_cache_bytes", &[("cache", cache)]).is_some_and(|b| b > 0.0), "{cache}: {text}");
        assert_eq!(value("frontloop_read_cache_evictions_total", &[("cache", cache)]), Some(0.0), "{cache}");
    }
    assert!(value("frontloop_read_cache_entries", &[("cache", "social_cards")]).is_some(), "{text}");
    for family in [
        "frontloop_http_requests_total",
        "frontloop_http_request_duration_seconds",
        "frontloop_db_pool_connections",
        "frontloop_read_cache_hits_total",
        "frontloop_read_cache_bytes",
    ] {
        assert!(described.iter().any(|d| d.contains(&format!("\"{family}\""))), "{family} is described: {described:?}");
    }
}

#[tokio::test]
async fn json_logs_carry_the_request_id_of_the_response() {
    let server = Server::start().await;
    let answer = reqwest::get(format!("{}/api/tasks", server.base)).await.expect("GET");
    let id = answer.headers()["x-request-id"].to_str().expect("ascii").to_owned();
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let log = server.log_text();
        let lines: Vec<Value> = log.lines().filter_map(|line| serde_json::from_str(line).ok()).collect();
        assert_eq!(lines.len(), log.lines().count(), "every log line is a JSON object:\n{log}");
        let ours = lines.iter().find(|line| line["span"]["request_id"] == id.as_str());
        if let Some(line) = ours {
            assert_eq!(line["span"]["path"], "/api/tasks");
            assert!(line["timestamp"].is_string() && line["level"].is_string(), "{line}");
            break;
        }
        assert!(Instant::now() < deadline, "no log line with request id {id}:\n{log}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Use cases, queries and store calls carry debug spans named by what they
/// are, with their key fields: an operator who turns on `debug` sees which
/// call of which learner took the time.
#[tokio::test]
async fn reads_and_store_calls_carry_spans_with_their_keys() {
    #[derive(Clone, Default)]
    struct Buffer(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Buffer {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().expect("buffer").extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let Some(app) = TestApp::spawn(Backend::Sqlite).await else { return };
    let token = app.session_for(71, "ada").await;
    let id = app.complete_challenge(&token, "pixel-card").await["solution_id"].as_i64().expect("solution");
    let buffer = Buffer::default();
    let writer = buffer.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::DEBUG)
        .with_ansi(false)
        .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE)
        .with_writer(move || writer.clone())
        .finish();
    // The test's runtime runs the server on this thread: the guard sees its spans.
    let guard = tracing::subscriber::set_default(subscriber);
    let (status, _) = common::body(app.get_as(&token, &format!("/api/solutions/{id}")).await).await;
    drop(guard);
    assert_eq!(status, 200);
    let lines = String::from_utf8(buffer.0.lock().expect("buffer").clone()).expect("text");
    assert!(lines.contains(&format!("use_case{{call=\"view\" id={id} viewer=")), "{lines}");
    assert!(lines.contains(&format!("store{{call=\"solution\" id={id}}}")), "{lines}");
    assert!(lines.contains("store{call=\"session_user\"}"), "{lines}");
    app.finish().await;
}
