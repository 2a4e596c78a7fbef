//! The filtering forward proxy of the rendered audit (docs/checks.md): the
//! audit browser is started with this proxy for every scheme and without
//! the usual loopback bypass, so each request a learner's page makes —
//! documents, subresources, fetch and XHR, WebSockets, redirects, service
//! workers — comes here first. Each is held to the rules of the live-site
//! fetch (the host is resolved here, every address vetted, the vetted
//! address dialled, so a name cannot be re-pointed in between) and every
//! byte in either direction is counted against one budget per audit.
//!
//! Plain `http://` requests arrive in absolute form and are forwarded with
//! `Connection: close`; `https://` and WebSockets arrive as `CONNECT`
//! tunnels. Anything else is refused with a 4xx and recorded.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::{JoinHandle, JoinSet};
use url::Url;

use super::policy::FetchPolicy;
use super::target::{parse_url, vet};

/// The longest request head read from the browser.
const MAX_HEAD: usize = 32 * 1024;
/// How long the browser has to send a request head.
const HEAD_TIMEOUT: Duration = Duration::from_secs(10);

/// A request the proxy refused, for the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blocked {
    /// `CONNECT host:port` or `GET http://…`, as the browser asked.
    pub request: String,
    /// Why, in words.
    pub reason: String,
}

/// What the proxy saw during one audit.
#[derive(Debug, Default)]
pub struct ProxyLog {
    bytes: AtomicU64,
    over_budget: AtomicBool,
    blocked: Mutex<Vec<Blocked>>,
}

impl ProxyLog {
    /// Bytes carried so far, both directions together.
    pub fn bytes(&self) -> u64 {
        self.bytes.load(Ordering::Relaxed)
    }

    /// Whether the byte budget ran out (and connections were cut).
    pub fn over_budget(&self) -> bool {
        self.over_budget.load(Ordering::Relaxed)
    }

    /// The requests refused so far.
    pub fn blocked(&self) -> Vec<Blocked> {
        self.blocked.lock().map(|b| b.clone()).unwrap_or_default()
    }

    fn block(&self, request: String, reason: String) {
        if let Ok(mut blocked) = self.blocked.lock() {
            if blocked.len() < 200 {
                blocked.push(Blocked { request, reason });
            }
        }
    }
}

/// A running proxy on a loopback port of its own; it stops, with every
/// connection it carries, when dropped.
pub struct FilteringProxy {
    addr: SocketAddr,
    log: Arc<ProxyLog>,
    task: JoinHandle<()>,
}

impl FilteringProxy {
    /// Starts a proxy that applies `policy` and lets `max_bytes` through.
    pub async fn start(policy: FetchPolicy, max_bytes: u64) -> std::io::Result<FilteringProxy> {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
        let addr = listener.local_addr()?;
        let log = Arc::new(ProxyLog::default());
        let shared = Arc::new(Shared { policy, max_bytes, log: log.clone() });
        let task = tokio::spawn(async move {
            let mut connections = JoinSet::new();
            loop {
                tokio::select! {
                    accepted = listener.accept() => match accepted {
                        Ok((stream, _)) => {
                            let shared = shared.clone();
                            connections.spawn(async move { shared.serve(stream).await });
                        }
                        Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
                    },
                    Some(_) = connections.join_next(), if !connections.is_empty() => {}
                }
            }
        });
        Ok(FilteringProxy { addr, log, task })
    }

    /// Where the browser reaches it.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// What it saw.
    pub fn log(&self) -> &ProxyLog {
        &self.log
    }
}

impl Drop for FilteringProxy {
    fn drop(&mut self) {
        // Aborting the accept loop drops its JoinSet, which aborts every
        // connection it carries.
        self.task.abort();
    }
}

struct Shared {
    policy: FetchPolicy,
    max_bytes: u64,
    log: Arc<ProxyLog>,
}

/// A request head the proxy understood.
#[derive(Debug, PartialEq, Eq)]
enum Request {
    /// `CONNECT host:port`: a tunnel (https, WebSocket).
    Connect { authority: String },
    /// `METHOD http://host/path`: a plain request to forward.
    Forward { method: String, url: Url, version: String },
}

impl Shared {
    async fn serve(&self, mut browser: TcpStream) {
        let Ok(Ok((head, rest))) = tokio::time::timeout(HEAD_TIMEOUT, read_head(&mut browser)).await else { return };
        let Some(first_line) = head.split(|&b| b == b'\n').next() else { return };
        let first_line = String::from_utf8_lossy(first_line).trim().to_owned();
        let request = match parse_request_line(&first_line) {
            Ok(request) => request,
            Err(reason) => {
                self.log.block(truncate(&first_line), reason.clone());
                let _ = refuse(&mut browser, "400 Bad Request", &reason).await;
                return;
            }
        };
        let url = match &request {
            Request::Connect { authority } => {
                let scheme = if authority.ends_with(":443") { "https" } else { "http" };
                parse_url(&format!("{scheme}://{authority}/"))
            }
            Request::Forward { url, .. } => parse_url(url.as_str()),
        };
        let vetted = match url {
            Ok(url) => vet(&url, self.policy.resolver.as_ref(), &self.policy.allow).await,
            Err(err) => Err(err),
        };
        let addrs = match vetted {
            Ok(addrs) => addrs,
            Err(err) => {
                let reason = err.to_string();
                self.log.block(truncate(&first_line), reason.clone());
                let _ = refuse(&mut browser, "403 Forbidden", &reason).await;
                return;
            }
        };
        let Some(mut site) = self.dial(&addrs).await else {
            let _ = refuse(&mut browser, "502 Bad Gateway", "the site did not answer").await;
            return;
        };
        match request {
            Request::Connect { .. } => {
                if browser.write_all(b"HTTP/1.1 200 Connection Established\r\n\r\n").await.is_err() {
                    return;
                }
                if !rest.is_empty() && site.write_all(&rest).await.is_err() {
                    return;
                }
            }
            Request::Forward { method, url, version } => {
                let head = forwarded_head(&head, &method, &url, &version);
                self.count(head.len() as u64 + rest.len() as u64);
                if site.write_all(&head).await.is_err() || site.write_all(&rest).await.is_err() {
                    return;
                }
            }
        }
        let (browser_read, browser_write) = browser.into_split();
        let (site_read, site_write) = site.into_split();
        tokio::join!(self.pump(browser_read, site_write), self.pump(site_read, browser_write));
    }

    /// Connects to the first vetted address that answers (through the
    /// test hook when there is one).
    async fn dial(&self, addrs: &[SocketAddr]) -> Option<TcpStream> {
        for addr in addrs {
            let target = self.policy.dial.as_ref().map_or(*addr, |dial| dial(*addr));
            if let Ok(Ok(stream)) = tokio::time::timeout(self.policy.connect_timeout, TcpStream::connect(target)).await
            {
                return Some(stream);
            }
        }
        None
    }

    /// Copies one direction until it ends or the budget runs out.
    async fn pump(&self, mut from: impl AsyncRead + Unpin, mut to: impl AsyncWrite + Unpin) {
        let mut buffer = vec![0_u8; 16 * 1024];
        loop {
            let read = match from.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(read) => read,
            };
            if !self.count(read as u64) || to.write_all(&buffer[..read]).await.is_err() {
                break;
            }
        }
        let _ = to.shutdown().await;
    }

    /// Counts bytes; `false` once the budget is spent.
    fn count(&self, bytes: u64) -> bool {
        let total = self.log.bytes.fetch_add(bytes, Ordering::Relaxed) + bytes;
        if total > self.max_bytes {
            self.log.over_budget.store(true, Ordering::Relaxed);
            return false;
        }
        true
    }
}

/// Reads up to the end of the request head; the bytes after it come back
/// separately.
async fn read_head(stream: &mut TcpStream) -> std::io::Result<(Vec<u8>, Vec<u8>)> {
    let mut buffer = Vec::with_capacity(2048);
    let mut chunk = [0_u8; 2048];
    loop {
        let read = stream.read(&mut chunk).await?;
        if read == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        buffer.extend_from_slice(&chunk[..read]);
        if let Some(end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            let rest = buffer.split_off(end + 4);
            return Ok((buffer, rest));
        }
        if buffer.len() > MAX_HEAD {
            return Err(std::io::ErrorKind::InvalidData.into());
        }
    }
}

/// Reads `CONNECT host:port HTTP/1.1` or `GET http://host/path HTTP/1.1`.
fn parse_request_line(line: &str) -> Result<Request, String> {
    let mut parts = line.split(' ');
    let (Some(method), Some(target), Some(version), None) = (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err("not an HTTP request line".into());
    };
    if !version.starts_with("HTTP/1.") || method.is_empty() || !method.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err("not an HTTP/1 request".into());
    }
    if method == "CONNECT" {
        if target.contains('/') || target.contains('@') || !target.contains(':') {
            return Err("a tunnel needs host:port".into());
        }
        return Ok(Request::Connect { authority: target.to_owned() });
    }
    let url = Url::parse(target).map_err(|_| "a proxied request needs an absolute URL".to_owned())?;
    if url.scheme() != "http" {
        return Err(format!("the {} scheme is not fetched", url.scheme()));
    }
    Ok(Request::Forward { method: method.to_owned(), url, version: version.to_owned() })
}

/// The head to send to the site: the request line in origin form, the
/// proxy's own headers dropped, and one request per connection.
fn forwarded_head(head: &[u8], method: &str, url: &Url, version: &str) -> Vec<u8> {
    let text = String::from_utf8_lossy(head);
    let mut path = url.path().to_owned();
    if let Some(query) = url.query() {
        path.push('?');
        path.push_str(query);
    }
    let mut out = format!("{method} {path} {version}\r\n");
    for line in text.split("\r\n").skip(1) {
        let name = line.split(':').next().unwrap_or("").trim().to_ascii_lowercase();
        if line.is_empty() || name.starts_with("proxy-") || name == "connection" || name == "keep-alive" {
            continue;
        }
        out.push_str(line);
        out.push_str("\r\n");
    }
    out.push_str("Connection: close\r\n\r\n");
    out.into_bytes()
}

async fn refuse(stream: &mut TcpStream, status: &str, reason: &str) -> std::io::Result<()> {
    let body = format!("Frontloop's audit proxy refused this request: {reason}\n");
    let answer = format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(answer.as_bytes()).await
}

fn truncate(text: &str) -> String {
    text.chars().take(200).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_lines_are_tunnels_or_absolute_http() {
        assert_eq!(
            parse_request_line("CONNECT example.com:443 HTTP/1.1"),
            Ok(Request::Connect { authority: "example.com:443".into() })
        );
        let forward = parse_request_line("GET http://example.com/a?b=1 HTTP/1.1").expect("forward");
        assert!(matches!(forward, Request::Forward { ref method, .. } if method == "GET"));
        for refused in [
            "GET /relative HTTP/1.1",
            "GET file:///etc/passwd HTTP/1.1",
            "GET ftp://example.com/ HTTP/1.1",
            "CONNECT example.com HTTP/1.1",
            "CONNECT user@example.com:443 HTTP/1.1",
            "get http://example.com/ HTTP/1.1",
            "GET http://example.com/ SPDY/3",
            "",
        ] {
            assert!(parse_request_line(refused).is_err(), "{refused}");
        }
    }

    #[test]
    fn forwarded_heads_drop_proxy_headers_and_close() {
        let head = b"GET http://example.com/a?b=1 HTTP/1.1\r\nHost: example.com\r\nProxy-Connection: keep-alive\r\nConnection: keep-alive\r\nAccept: */*\r\n\r\n";
        let url = Url::parse("http://example.com/a?b=1").expect("url");
        let out = String::from_utf8(forwarded_head(head, "GET", &url, "HTTP/1.1")).expect("text");
        assert_eq!(out, "GET /a?b=1 HTTP/1.1\r\nHost: example.com\r\nAccept: */*\r\nConnection: close\r\n\r\n");
    }
}

/// The proxy against real loopback listeners: what the allow list names is
/// reached, any other loopback port is refused before a connection is
/// made, and the budget cuts a large answer. (Only loopback: no test sends
/// a packet elsewhere.)
#[cfg(test)]
mod loopback_tests {
    use std::sync::atomic::AtomicUsize;

    use super::*;
    use crate::net::StaticResolver;

    /// A listener that counts connections and answers each with `body`.
    async fn site(body: &'static [u8]) -> (SocketAddr, Arc<AtomicUsize>) {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let seen = Arc::new(AtomicUsize::new(0));
        let counter = seen.clone();
        tokio::spawn(async move {
            while let Ok((mut stream, _)) = listener.accept().await {
                counter.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(async move {
                    let mut buffer = [0_u8; 4096];
                    let _ = stream.read(&mut buffer).await;
                    let head =
                        format!("HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n", body.len());
                    let _ = stream.write_all(head.as_bytes()).await;
                    let _ = stream.write_all(body).await;
                });
            }
        });
        (addr, seen)
    }

    async fn ask(proxy: SocketAddr, request: &str) -> String {
        let mut stream = TcpStream::connect(proxy).await.expect("connect to the proxy");
        stream.write_all(request.as_bytes()).await.expect("write");
        let mut answer = Vec::new();
        let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer)).await;
        String::from_utf8_lossy(&answer).into_owned()
    }

    fn policy(allow: Vec<SocketAddr>) -> FetchPolicy {
        let mut policy = FetchPolicy::new(Arc::new(StaticResolver::new()));
        policy.allow = allow;
        policy
    }

    #[tokio::test]
    async fn only_allowed_loopback_sites_are_reached() {
        let (allowed, allowed_seen) = site(b"hello").await;
        let (internal, internal_seen) = site(b"secret").await;
        let proxy = FilteringProxy::start(policy(vec![allowed]), 1_000_000).await.expect("proxy");

        let answer = ask(proxy.addr(), &format!("GET http://{allowed}/page HTTP/1.1\r\nHost: {allowed}\r\n\r\n")).await;
        assert!(answer.starts_with("HTTP/1.1 200") && answer.ends_with("hello"), "{answer}");
        let tunnel =
            ask(proxy.addr(), &format!("CONNECT {allowed} HTTP/1.1\r\nHost: {allowed}\r\n\r\nGET / HTTP/1.1\r\n\r\n"))
                .await;
        assert!(tunnel.starts_with("HTTP/1.1 200 Connection Established"), "{tunnel}");

        for request in [
            format!("GET http://{internal}/ HTTP/1.1\r\n\r\n"),
            format!("CONNECT {internal} HTTP/1.1\r\n\r\n"),
            format!("GET http://localhost:{}/ HTTP/1.1\r\n\r\n", internal.port()),
            "GET file:///etc/passwd HTTP/1.1\r\n\r\n".to_owned(),
            "GET http://169.254.169.254/latest/meta-data/ HTTP/1.1\r\n\r\n".to_owned(),
            "CONNECT 10.0.0.1:443 HTTP/1.1\r\n\r\n".to_owned(),
        ] {
            let answer = ask(proxy.addr(), &request).await;
            assert!(answer.starts_with("HTTP/1.1 403") || answer.starts_with("HTTP/1.1 400"), "{request}: {answer}");
        }
        assert_eq!(internal_seen.load(Ordering::SeqCst), 0, "the internal listener saw no connection");
        assert_eq!(allowed_seen.load(Ordering::SeqCst), 2);
        assert_eq!(proxy.log().blocked().len(), 6);
        assert!(proxy.log().bytes() > 0);
    }

    #[tokio::test]
    async fn the_byte_budget_cuts_a_large_answer() {
        static BIG: [u8; 200_000] = [b'x'; 200_000];
        let (allowed, _) = site(&BIG).await;
        let proxy = FilteringProxy::start(policy(vec![allowed]), 50_000).await.expect("proxy");
        let answer = ask(proxy.addr(), &format!("GET http://{allowed}/ HTTP/1.1\r\n\r\n")).await;
        assert!(answer.len() < 60_000, "cut at the budget: {} bytes", answer.len());
        assert!(proxy.log().over_budget());
    }
}
