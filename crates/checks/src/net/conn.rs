//! One HTTP/1 request over a connection we open ourselves to a vetted address.
//!
//! Opening the socket here (rather than letting an HTTP client resolve the
//! host again) is what makes the address check hold: the bytes go to the
//! address that was judged, whatever DNS says a moment later.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::Empty;
use hyper::body::Incoming;
use hyper::header::{HeaderValue, ACCEPT, HOST, USER_AGENT};
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use rustls::pki_types::ServerName;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::task::JoinHandle;
use tokio_rustls::TlsConnector;
use url::{Host, Position, Url};

use super::error::FetchError;
use super::policy::Dial;

/// The `User-Agent` every request carries, so site owners can see who calls.
pub const USER_AGENT_VALUE: &str = "FrontloopChecks/1 (+https://frontloop.dev/docs/checks)";

/// Aborts the task driving a connection when dropped, so that a fetch that
/// ends early (deadline, error, redirect) leaves no socket behind.
pub struct ConnectionGuard(JoinHandle<()>);

impl Drop for ConnectionGuard {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Opens connections and sends the request.
pub struct Connector {
    /// The https connector, or why it could not be built.
    tls: Result<TlsConnector, String>,
    /// The test hook applied to each vetted address.
    dial: Option<Dial>,
    /// The limit for one connection attempt.
    connect_timeout: Duration,
}

impl Connector {
    /// A connector that trusts the Mozilla roots from `webpki-roots`.
    pub fn new(dial: Option<Dial>, connect_timeout: Duration) -> Self {
        Self { tls: tls_connector(), dial, connect_timeout }
    }

    /// Sends `GET url` to the first of `addrs` that accepts a connection and
    /// returns the response head, with the guard that keeps the connection
    /// alive while the body is read.
    pub async fn get(
        &self,
        url: &Url,
        addrs: &[SocketAddr],
    ) -> Result<(Response<Incoming>, ConnectionGuard), FetchError> {
        let request = build_request(url)?;
        let tcp = self.connect(addrs).await?;
        if url.scheme() == "https" {
            let tls = self.tls.as_ref().map_err(|reason| FetchError::Tls { reason: reason.clone() })?;
            let stream =
                tls.connect(server_name(url)?, tcp).await.map_err(|err| FetchError::Tls { reason: err.to_string() })?;
            send(stream, request).await
        } else {
            send(tcp, request).await
        }
    }

    /// Connects to the vetted addresses in turn (through the dial hook).
    async fn connect(&self, addrs: &[SocketAddr]) -> Result<TcpStream, FetchError> {
        let mut last = FetchError::Connect { reason: "the name has no address".to_string() };
        for &vetted in addrs {
            let target = self.dial.as_ref().map_or(vetted, |dial| dial(vetted));
            match tokio::time::timeout(self.connect_timeout, TcpStream::connect(target)).await {
                Ok(Ok(stream)) => {
                    // Only a latency hint: failing to set it changes nothing we rely on.
                    let _ = stream.set_nodelay(true);
                    return Ok(stream);
                }
                Ok(Err(err)) => last = FetchError::Connect { reason: err.to_string() },
                Err(_) => last = FetchError::ConnectTimedOut { limit: self.connect_timeout },
            }
        }
        Err(last)
    }
}

/// The https client configuration: Mozilla's roots, ring as the crypto
/// provider (named explicitly, so another crate enabling a second provider
/// cannot make rustls panic over which default to use), HTTP/1.1 only.
fn tls_connector() -> Result<TlsConnector, String> {
    let roots = rustls::RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|err| err.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(TlsConnector::from(Arc::new(config)))
}

/// The name the certificate must match, sent as SNI for domain names.
fn server_name(url: &Url) -> Result<ServerName<'static>, FetchError> {
    let invalid = || FetchError::InvalidUrl { reason: "it has no valid host".to_string() };
    match url.host() {
        Some(Host::Domain(name)) => ServerName::try_from(name.to_string()).map_err(|_| invalid()),
        Some(Host::Ipv4(ip)) => Ok(ServerName::from(IpAddr::V4(ip))),
        Some(Host::Ipv6(ip)) => Ok(ServerName::from(IpAddr::V6(ip))),
        None => Err(invalid()),
    }
}

/// `GET` for the URL's path and query (never its fragment), with the
/// `Host` the site expects and our identification.
fn build_request(url: &Url) -> Result<Request<Empty<Bytes>>, FetchError> {
    let invalid = |reason: String| FetchError::InvalidUrl { reason };
    let host = url.host_str().ok_or_else(|| invalid("it has no host".to_string()))?;
    let authority = match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host.to_string(),
    };
    let host_value = HeaderValue::from_str(&authority).map_err(|err| invalid(err.to_string()))?;
    Request::get(&url[Position::BeforePath..Position::AfterQuery])
        .header(HOST, host_value)
        .header(USER_AGENT, USER_AGENT_VALUE)
        .header(ACCEPT, "text/html")
        .body(Empty::new())
        .map_err(|err| invalid(err.to_string()))
}

/// Runs the HTTP/1 handshake over `io` and sends `request`.
async fn send<S>(io: S, request: Request<Empty<Bytes>>) -> Result<(Response<Incoming>, ConnectionGuard), FetchError>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let http_error = |err: hyper::Error| FetchError::Http { reason: err.to_string() };
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(io)).await.map_err(http_error)?;
    let guard = ConnectionGuard(tokio::spawn(async move {
        // Its failure shows up in the request or the body read below.
        let _ = connection.await;
    }));
    let response = sender.send_request(request).await.map_err(http_error)?;
    Ok((response, guard))
}
