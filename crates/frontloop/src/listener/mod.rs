//! The HTTP listener: accepts connections, admits each through the
//! [`gate::ConnectionGate`], and serves it with hyper (HTTP/1.1) under the
//! timeouts that keep one client from holding the server:
//!
//! - a request's headers must arrive within the header timeout, counted
//!   from the moment the server waits for a request: on a new connection
//!   and between requests on a kept-alive one, so it is also the idle
//!   keep-alive timeout (a half-sent request line is cut off, slowloris);
//! - a response that the client stops reading fails after the write-stall
//!   timeout;
//! - connections are capped overall and per client address, and a client
//!   over a cap gets an immediate `503` with a message, never a hang;
//! - accept errors (out of file descriptors) pause accepting briefly
//!   instead of spinning.
//!
//! Request handling time is bounded separately, per route class, by the
//! router (`app::request_timeout`).

pub mod gate;
pub mod write_stall;

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tower::ServiceExt;

use crate::config::Config;
use gate::{ConnectionGate, ConnectionPermit, Refusal};
use write_stall::WriteStallGuard;

/// Pause after a failed accept (typically: no file descriptor left), so
/// the loop neither spins nor logs thousands of lines a second.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);

/// How long a refused client gets to read its `503` and close.
const REFUSAL_LINGER: Duration = Duration::from_secs(1);

/// File descriptors kept for everything but client connections: the
/// database pool, catalogue files, calls to GitHub, logs.
const RESERVED_FILES: u64 = 128;

/// The limits of [`serve`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnectionSettings {
    /// Time to send a request's headers, and to start the next request on
    /// a kept-alive connection.
    pub header_timeout: Duration,
    /// Time a response write may stay blocked by a client that does not read.
    pub write_stall_timeout: Duration,
    /// Connections open at once, all clients together.
    pub max_connections: usize,
    /// Connections open at once from one client address (0: no cap).
    pub max_connections_per_address: usize,
    /// How long a shutdown waits for open connections to finish.
    pub drain_timeout: Duration,
}

impl ConnectionSettings {
    /// The settings of `config`, with the overall cap lowered to what the
    /// process's open-file limit allows (raised to its hard limit first).
    pub fn from_config(config: &Config) -> ConnectionSettings {
        let files = raise_open_file_limit();
        let allowed = usize::try_from(files.saturating_sub(RESERVED_FILES).max(16)).unwrap_or(usize::MAX);
        let max_connections = config.max_connections.min(allowed);
        if max_connections < config.max_connections {
            tracing::warn!(
                configured = config.max_connections,
                max_connections,
                open_file_limit = files,
                "the open-file limit caps the connections"
            );
        }
        ConnectionSettings {
            header_timeout: Duration::from_secs(config.header_timeout_secs),
            write_stall_timeout: Duration::from_secs(config.write_stall_timeout_secs),
            max_connections,
            max_connections_per_address: config.max_connections_per_address,
            drain_timeout: Duration::from_secs(30),
        }
    }
}

/// Raises the soft open-file limit to the hard one; returns the soft limit
/// in force afterwards.
fn raise_open_file_limit() -> u64 {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => limit,
        Err(err) => {
            tracing::warn!(error = %err, "could not read the open-file limit; assuming 1024");
            1024
        }
    }
}

/// Serves `router` on `listener` until `shutdown` resolves, then stops
/// accepting, lets open connections finish their requests (up to the drain
/// timeout) and returns.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    settings: ConnectionSettings,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let gate = ConnectionGate::new(settings.max_connections, settings.max_connections_per_address);
    let (stop_tx, stop_rx) = watch::channel(false);
    // Every connection task holds a clone; when all are gone, the
    // receiver sees the channel closed: the drain is done.
    let (drain_tx, mut drain_rx) = mpsc::channel::<()>(1);
    let mut builder = http1::Builder::new();
    builder.timer(TokioTimer::new()).header_read_timeout(settings.header_timeout).keep_alive(true);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(err) => {
                    tracing::warn!(error = %err, "accepting a connection failed");
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let drain = drain_tx.clone();
        match gate.admit(remote.ip()) {
            Ok(permit) => {
                let connection = Connection {
                    router: router.clone(),
                    builder: builder.clone(),
                    stop: stop_rx.clone(),
                    write_stall_timeout: settings.write_stall_timeout,
                    _permit: permit,
                    _drain: drain,
                };
                tokio::spawn(connection.serve(stream, remote));
            }
            Err(refusal) => {
                tracing::warn!(client = %remote.ip(), ?refusal, "connection refused");
                tokio::spawn(refuse(stream, refusal, drain));
            }
        }
    }
    drop(listener);
    // Idle connections close now; busy ones after their current response.
    let _ = stop_tx.send(true);
    drop(drain_tx);
    if tokio::time::timeout(settings.drain_timeout, drain_rx.recv()).await.is_err() {
        tracing::warn!(open = gate.open_connections(), "connections still open after the drain timeout");
    }
    Ok(())
}

/// One admitted connection and what it needs.
struct Connection {
    router: Router,
    builder: http1::Builder,
    stop: watch::Receiver<bool>,
    write_stall_timeout: Duration,
    /// Frees the connection's place in the gate when the task ends.
    _permit: ConnectionPermit,
    /// Tells the drain that this connection is over when dropped.
    _drain: mpsc::Sender<()>,
}

impl Connection {
    async fn serve(mut self, stream: TcpStream, remote: SocketAddr) {
        let _ = stream.set_nodelay(true);
        let io = TokioIo::new(WriteStallGuard::new(stream, self.write_stall_timeout));
        let router = self.router.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            // Handlers read the client's address as axum's `ConnectInfo`.
            request.extensions_mut().insert(ConnectInfo(remote));
            router.clone().oneshot(request.map(Body::new))
        });
        let mut connection = std::pin::pin!(self.builder.serve_connection(io, service).with_upgrades());
        tokio::select! {
            result = connection.as_mut() => {
                if let Err(err) = result {
                    tracing::debug!(error = %err, "connection ended with an error");
                }
                return;
            }
            _ = self.stop.wait_for(|stopping| *stopping) => {}
        }
        connection.as_mut().graceful_shutdown();
        if let Err(err) = connection.await {
            tracing::debug!(error = %err, "connection ended with an error while draining");
        }
    }
}

/// Answers a connection over a cap with a `503` and closes it, reading
/// what the client sent meanwhile so that it sees the answer rather than a
/// reset.
async fn refuse(mut stream: TcpStream, refusal: Refusal, _drain: mpsc::Sender<()>) {
    let body =
        serde_json::json!({"success": false, "code": "too_many_connections", "message": refusal.message()}).to_string();
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 5\r\n\
         connection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    let linger = async {
        stream.write_all(response.as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0_u8; 4096];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<(), std::io::Error>(())
    };
    let _ = tokio::time::timeout(REFUSAL_LINGER, linger).await;
}
