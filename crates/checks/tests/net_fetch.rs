//! The fetcher against stub sites on loopback ports in the allow list. Every
//! connection outside the allow list is sent by the dial hook to a counting
//! listener, so these tests never leave 127.0.0.1.

#[path = "net/support.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use frontloop_checks::net::{FetchError, FetchPolicy, Fetcher, StaticResolver, USER_AGENT_VALUE};
use support::{loopback_policy, CountingListener, Reply, Stub};
use tokio::io::AsyncWriteExt;

/// A fetcher allowed to reach `stub` only, with `trap` catching the rest.
fn fetcher_for(stub: &Stub, trap: &CountingListener) -> Fetcher {
    Fetcher::new(policy_for(stub, trap))
}

/// The policy behind [`fetcher_for`], for tests that change a limit.
fn policy_for(stub: &Stub, trap: &CountingListener) -> FetchPolicy {
    let resolver = StaticResolver::new().with("stub.test", [stub.addr.ip()]);
    loopback_policy(Arc::new(resolver), vec![stub.addr], trap.addr)
}

#[tokio::test]
async fn a_good_html_page_is_fetched() {
    let stub = Stub::start(|_| Reply::html("<!doctype html><h1>Hello, Frontloop</h1>")).await;
    let trap = CountingListener::start().await;
    let page = fetcher_for(&stub, &trap).fetch(&stub.url("/index.html?from=checks#top")).await.expect("test setup");

    assert_eq!(page.status, 200);
    assert_eq!(page.html, "<!doctype html><h1>Hello, Frontloop</h1>");
    assert_eq!(page.url.as_str(), stub.url("/index.html?from=checks#top"));
    assert!(page.redirects.is_empty());
    assert_eq!(page.content_type.as_deref(), Some("text/html; charset=utf-8"));

    let head = stub.requests.lock().expect("test setup")[0].clone();
    assert!(head.starts_with("GET /index.html?from=checks HTTP/1.1\r\n"), "{head}");
    assert!(head.contains(&format!("user-agent: {USER_AGENT_VALUE}\r\n")), "{head}");
    assert!(head.contains("accept: text/html\r\n"), "{head}");
    assert!(head.contains(&format!("host: {}\r\n", stub.addr)), "{head}");
    assert_eq!(trap.count().await, 0);
}

#[tokio::test]
async fn a_name_resolving_to_the_allowed_stub_is_fetched_with_its_host() {
    let stub = Stub::start(|_| Reply::html("<p>by name</p>")).await;
    let trap = CountingListener::start().await;
    let page =
        fetcher_for(&stub, &trap).fetch(&format!("http://stub.test:{}/", stub.port())).await.expect("test setup");

    assert_eq!(page.html, "<p>by name</p>");
    let head = stub.requests.lock().expect("test setup")[0].clone();
    assert!(head.contains(&format!("host: stub.test:{}\r\n", stub.port())), "{head}");
}

#[tokio::test]
async fn invalid_utf8_is_decoded_lossily() {
    let stub = Stub::start(|_| Reply::full("200 OK", "application/xhtml+xml", b"<p>caf\xe9</p>")).await;
    let trap = CountingListener::start().await;
    let page = fetcher_for(&stub, &trap).fetch(&stub.url("/")).await.expect("test setup");
    assert_eq!(page.html, "<p>caf\u{fffd}</p>");
}

#[tokio::test]
async fn a_redirect_to_a_loopback_port_outside_the_allow_list_is_refused() {
    let other = CountingListener::start().await;
    let location = format!("http://127.0.0.1:{}/", other.addr.port());
    let stub = Stub::start(move |_| Reply::redirect("302 Found", &location)).await;
    // The other port is also the trap: were the redirect followed, it would count.
    let err = fetcher_for(&stub, &other).fetch(&stub.url("/go")).await.unwrap_err();

    assert!(matches!(err, FetchError::Refused { ip, .. } if ip.is_loopback()), "{err}");
    assert_eq!(other.count().await, 0);
}

#[tokio::test]
async fn redirects_to_refused_schemes_and_hosts_are_refused() {
    let stub = Stub::start(|path| match path {
        "/file" => Reply::redirect("301 Moved Permanently", "file:///etc/passwd"),
        "/metadata" => Reply::redirect("307 Temporary Redirect", "http://169.254.169.254/latest/meta-data/"),
        "/private" => Reply::redirect("308 Permanent Redirect", "http://0x0a000001/"),
        _ => Reply::redirect("303 See Other", "http://user:pw@stub.test/"),
    })
    .await;
    let trap = CountingListener::start().await;
    let fetcher = fetcher_for(&stub, &trap);

    assert!(matches!(fetcher.fetch(&stub.url("/file")).await, Err(FetchError::Scheme { .. })));
    assert!(matches!(fetcher.fetch(&stub.url("/metadata")).await, Err(FetchError::Refused { .. })));
    assert!(matches!(fetcher.fetch(&stub.url("/private")).await, Err(FetchError::Refused { .. })));
    assert!(matches!(fetcher.fetch(&stub.url("/creds")).await, Err(FetchError::Credentials)));
    assert_eq!(trap.count().await, 0);
}

/// `/hop/N` redirects to `/hop/N+1` (relative and absolute in turn) until
/// `/hop/last`, which answers with a page.
fn hop_stub(last: u32) -> impl Fn(&str) -> Reply + Send + Sync + 'static {
    move |path: &str| {
        let n: u32 = path.trim_start_matches("/hop/").parse().unwrap_or(0);
        if n >= last {
            Reply::html("<p>arrived</p>")
        } else if n.is_multiple_of(2) {
            Reply::redirect("301 Moved Permanently", &format!("/hop/{}", n + 1))
        } else {
            Reply::redirect("302 Found", &format!("{}", n + 1))
        }
    }
}

#[tokio::test]
async fn five_redirects_are_followed() {
    let stub = Stub::start(hop_stub(5)).await;
    let trap = CountingListener::start().await;
    let page = fetcher_for(&stub, &trap).fetch(&stub.url("/hop/0")).await.expect("test setup");

    assert_eq!(page.html, "<p>arrived</p>");
    assert_eq!(page.url.as_str(), stub.url("/hop/5"));
    let chain: Vec<String> = page.redirects.iter().map(|url| url.path().to_string()).collect();
    assert_eq!(chain, ["/hop/0", "/hop/1", "/hop/2", "/hop/3", "/hop/4"]);
}

#[tokio::test]
async fn a_chain_of_six_redirects_fails() {
    let stub = Stub::start(hop_stub(6)).await;
    let trap = CountingListener::start().await;
    let err = fetcher_for(&stub, &trap).fetch(&stub.url("/hop/0")).await.unwrap_err();

    assert_eq!(err, FetchError::TooManyRedirects { max: 5 });
    assert_eq!(err.to_string(), "the site redirected more than 5 times");
    assert_eq!(stub.requests.lock().expect("test setup").len(), 6);
}

#[tokio::test]
async fn a_redirect_loop_fails() {
    let stub = Stub::start(|_| Reply::redirect("302 Found", "/loop")).await;
    let trap = CountingListener::start().await;
    let err = fetcher_for(&stub, &trap).fetch(&stub.url("/loop")).await.unwrap_err();
    assert_eq!(err, FetchError::TooManyRedirects { max: 5 });
}

#[tokio::test]
async fn a_silent_site_fails_within_the_deadline() {
    let stub = Stub::start(|_| Reply::Silent).await;
    let trap = CountingListener::start().await;
    let mut policy = policy_for(&stub, &trap);
    policy.deadline = Duration::from_millis(500);

    let started = Instant::now();
    let err = Fetcher::new(policy).fetch(&stub.url("/")).await.unwrap_err();
    assert_eq!(err, FetchError::TimedOut { limit: Duration::from_millis(500) });
    assert_eq!(err.to_string(), "the site did not answer within 0.5 seconds");
    assert!(started.elapsed() < Duration::from_secs(2), "took {:?}", started.elapsed());
}

#[tokio::test]
async fn the_deadline_covers_all_redirects_together() {
    // Each hop answers in 300 ms, well inside the deadline on its own; five
    // of them are not.
    let stub = Stub::start(|path| {
        let n: u32 = path.trim_start_matches("/slow/").parse().unwrap_or(0);
        let Reply::Raw(bytes) = Reply::redirect("302 Found", &format!("/slow/{}", n + 1)) else { unreachable!() };
        Reply::Delayed(Duration::from_millis(300), bytes)
    })
    .await;
    let trap = CountingListener::start().await;
    let mut policy = policy_for(&stub, &trap);
    policy.deadline = Duration::from_secs(1);

    let started = Instant::now();
    let err = Fetcher::new(policy).fetch(&stub.url("/slow/0")).await.unwrap_err();
    assert!(matches!(err, FetchError::TimedOut { .. }), "{err}");
    assert!(started.elapsed() < Duration::from_millis(1500), "took {:?}", started.elapsed());
}

#[tokio::test]
async fn a_body_that_never_ends_fails_at_the_cap() {
    let head = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n".to_vec();
    let stub = Stub::start(move |_| Reply::Forever(head.clone())).await;
    let trap = CountingListener::start().await;
    let err = fetcher_for(&stub, &trap).fetch(&stub.url("/")).await.unwrap_err();

    assert_eq!(err, FetchError::TooLarge { max: 2 * 1024 * 1024 });
    assert_eq!(err.to_string(), "the page is larger than 2 MB");
}

#[tokio::test]
async fn a_three_megabyte_page_fails() {
    let body = vec![b'x'; 3 * 1024 * 1024];
    let stub = Stub::start(move |_| Reply::full("200 OK", "text/html", &body)).await;
    let trap = CountingListener::start().await;
    let err = fetcher_for(&stub, &trap).fetch(&stub.url("/")).await.unwrap_err();
    assert_eq!(err, FetchError::TooLarge { max: 2 * 1024 * 1024 });
}

#[tokio::test]
async fn the_cap_counts_bytes_read_not_the_declared_length() {
    // No Content-Length: the body ends when the connection closes.
    let stub = Stub::start(|path| {
        let size = if path == "/fits" { 1024 } else { 1025 };
        let mut bytes = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n".to_vec();
        bytes.extend(std::iter::repeat_n(b'y', size));
        Reply::Raw(bytes)
    })
    .await;
    let trap = CountingListener::start().await;
    let mut policy = policy_for(&stub, &trap);
    policy.max_body = 1024;
    let fetcher = Fetcher::new(policy);

    assert_eq!(fetcher.fetch(&stub.url("/fits")).await.expect("test setup").html.len(), 1024);
    let err = fetcher.fetch(&stub.url("/over")).await.unwrap_err();
    assert_eq!(err.to_string(), "the page is larger than 1 KB");
}

#[tokio::test]
async fn a_png_is_not_an_html_page() {
    let stub = Stub::start(|_| Reply::full("200 OK", "image/png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR")).await;
    let trap = CountingListener::start().await;
    let err = fetcher_for(&stub, &trap).fetch(&stub.url("/logo.png")).await.unwrap_err();

    assert_eq!(err, FetchError::NotHtml { content_type: "image/png".to_string() });
    assert!(err.to_string().contains("not an HTML page (image/png)"), "{err}");
}

#[tokio::test]
async fn a_404_page_comes_back_with_its_status() {
    let stub = Stub::start(|_| Reply::full("404 Not Found", "text/html", b"<h1>Not found</h1>")).await;
    let trap = CountingListener::start().await;
    let page = fetcher_for(&stub, &trap).fetch(&stub.url("/missing")).await.expect("test setup");

    assert_eq!(page.status, 404);
    assert_eq!(page.html, "<h1>Not found</h1>");
}

#[tokio::test]
async fn an_error_that_is_not_html_comes_back_with_its_status_and_no_body() {
    let stub = Stub::start(|_| Reply::full("503 Service Unavailable", "text/plain", b"down")).await;
    let trap = CountingListener::start().await;
    let page = fetcher_for(&stub, &trap).fetch(&stub.url("/")).await.expect("test setup");

    assert_eq!(page.status, 503);
    assert_eq!(page.html, "");
}

#[tokio::test]
async fn https_to_a_plain_http_site_fails_as_tls() {
    // A plain HTTP server that answers at once, as many do to a TLS hello.
    let plain = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("test setup");
    let addr = plain.local_addr().expect("test setup");
    tokio::spawn(async move {
        if let Ok((mut stream, _)) = plain.accept().await {
            let _ = stream.write_all(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n").await;
            let _ = stream.shutdown().await;
        }
    });
    let trap = CountingListener::start().await;
    let policy = loopback_policy(Arc::new(StaticResolver::new()), vec![addr], trap.addr);
    let err = Fetcher::new(policy).fetch(&format!("https://{addr}/")).await.unwrap_err();

    assert!(matches!(err, FetchError::Tls { .. }), "{err}");
    assert!(err.to_string().starts_with("the secure (https) connection to the site failed"), "{err}");
    assert_eq!(trap.count().await, 0);
}

#[tokio::test]
async fn garbage_instead_of_http_is_an_http_error() {
    let stub = Stub::start(|_| Reply::Raw(b"SSH-2.0-OpenSSH_9.6\r\n".to_vec())).await;
    let trap = CountingListener::start().await;
    let err = fetcher_for(&stub, &trap).fetch(&stub.url("/")).await.unwrap_err();
    assert!(matches!(err, FetchError::Http { .. }), "{err}");
}

#[tokio::test]
async fn a_closed_port_in_the_allow_list_is_a_connect_error() {
    let gone = CountingListener::start().await;
    let trap = CountingListener::start().await;
    // Bind then drop a listener to get a port nobody listens on.
    let closed =
        tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("test setup").local_addr().expect("test setup");
    let policy = loopback_policy(Arc::new(StaticResolver::new()), vec![closed], trap.addr);
    let err = Fetcher::new(policy).fetch(&format!("http://{closed}/")).await.unwrap_err();

    assert!(matches!(err, FetchError::Connect { .. }), "{err}");
    assert!(err.to_string().starts_with("the site could not be reached"), "{err}");
    assert_eq!(trap.count().await + gone.count().await, 0);
}
