//! Loopback-only helpers for the fetcher tests: a listener that counts the
//! connections it gets, a raw-TCP stub site, and a policy whose dial hook
//! sends every connection to one of them, so no test can ever send a packet
//! outside 127.0.0.1 whatever the fetcher decides.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use frontloop_checks::net::{FetchPolicy, Resolve};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// The most a stub writes on one connection, so a "forever" body still stops.
const STUB_WRITE_CAP: usize = 64 * 1024 * 1024;
/// The longest a silent stub holds a connection.
const STUB_HOLD: Duration = Duration::from_secs(30);

/// A listener on 127.0.0.1 that counts and drops every connection.
pub struct CountingListener {
    /// Where it listens.
    pub addr: SocketAddr,
    /// Connections accepted so far.
    count: Arc<AtomicUsize>,
}

impl CountingListener {
    /// Binds an ephemeral loopback port and starts counting.
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("test setup");
        let addr = listener.local_addr().expect("test setup");
        let count = Arc::new(AtomicUsize::new(0));
        let seen = count.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                seen.fetch_add(1, Ordering::SeqCst);
                drop(stream);
            }
        });
        Self { addr, count }
    }

    /// Connections accepted so far, after letting the accept loop catch up.
    pub async fn count(&self) -> usize {
        for _ in 0..20 {
            tokio::task::yield_now().await;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        self.count.load(Ordering::SeqCst)
    }
}

/// What a stub answers to one request.
pub enum Reply {
    /// These bytes (a whole HTTP response), then close.
    Raw(Vec<u8>),
    /// Wait, then these bytes, then close.
    Delayed(Duration, Vec<u8>),
    /// Accept and never answer (until the client goes away).
    Silent,
    /// This response head, then body bytes until the client goes away.
    Forever(Vec<u8>),
}

impl Reply {
    /// A complete response with a `Content-Length`.
    pub fn full(status: &str, content_type: &str, body: &[u8]) -> Self {
        let mut bytes = format!(
            "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )
        .into_bytes();
        bytes.extend_from_slice(body);
        Reply::Raw(bytes)
    }

    /// A 200 HTML page.
    pub fn html(body: &str) -> Self {
        Self::full("200 OK", "text/html; charset=utf-8", body.as_bytes())
    }

    /// A redirect with the given status line and `Location`.
    pub fn redirect(status: &str, location: &str) -> Self {
        Reply::Raw(
            format!("HTTP/1.1 {status}\r\nLocation: {location}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                .into_bytes(),
        )
    }
}

/// A raw-TCP HTTP/1 stub on 127.0.0.1 that answers by path and records
/// every request head it receives.
pub struct Stub {
    /// Where it listens.
    pub addr: SocketAddr,
    /// The request heads received, in order.
    pub requests: Arc<Mutex<Vec<String>>>,
}

impl Stub {
    /// Starts a stub answering with `handler(path)`.
    pub async fn start(handler: impl Fn(&str) -> Reply + Send + Sync + 'static) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("test setup");
        let addr = listener.local_addr().expect("test setup");
        let requests = Arc::new(Mutex::new(Vec::new()));
        let log = requests.clone();
        let handler = Arc::new(handler);
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let handler = handler.clone();
                let log = log.clone();
                tokio::spawn(async move { serve(stream, handler.as_ref(), &log).await });
            }
        });
        Self { addr, requests }
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// `http://127.0.0.1:<port><path>`.
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }
}

/// Answers one connection.
async fn serve(mut stream: TcpStream, handler: &(dyn Fn(&str) -> Reply + Send + Sync), log: &Mutex<Vec<String>>) {
    let Some(head) = read_head(&mut stream).await else { return };
    let path = head.split_whitespace().nth(1).unwrap_or("/").to_string();
    log.lock().expect("test setup").push(head);
    match handler(&path) {
        Reply::Raw(bytes) => {
            let _ = stream.write_all(&bytes).await;
        }
        Reply::Delayed(wait, bytes) => {
            tokio::time::sleep(wait).await;
            let _ = stream.write_all(&bytes).await;
        }
        Reply::Silent => {
            let mut sink = [0u8; 64];
            let _ = tokio::time::timeout(STUB_HOLD, stream.read(&mut sink)).await;
        }
        Reply::Forever(head) => {
            if stream.write_all(&head).await.is_err() {
                return;
            }
            let chunk = vec![b'a'; 16 * 1024];
            let mut written = 0;
            while written < STUB_WRITE_CAP && stream.write_all(&chunk).await.is_ok() {
                written += chunk.len();
            }
        }
    }
    let _ = stream.shutdown().await;
}

/// Reads up to the blank line that ends a request head.
async fn read_head(stream: &mut TcpStream) -> Option<String> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if head.len() > 64 * 1024 || stream.read(&mut byte).await.ok()? == 0 {
            return None;
        }
        head.push(byte[0]);
    }
    Some(String::from_utf8_lossy(&head).into_owned())
}

/// A policy for tests: `allow` is the allow list, and the dial hook leaves
/// allowed addresses alone and sends every other connection to `trap`.
pub fn loopback_policy(resolver: Arc<dyn Resolve>, allow: Vec<SocketAddr>, trap: SocketAddr) -> FetchPolicy {
    let mut policy = FetchPolicy::new(resolver);
    policy.allow = allow.clone();
    assert!(trap.ip().is_loopback() && allow.iter().all(|addr| addr.ip().is_loopback()));
    policy.dial = Some(Arc::new(move |vetted: SocketAddr| if allow.contains(&vetted) { vetted } else { trap }));
    policy.deadline = Duration::from_secs(3);
    policy.connect_timeout = Duration::from_secs(1);
    policy
}
