//! Name resolution behind a trait, so that tests never ask a real DNS server.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;

/// The future a [`Resolve`] implementation returns.
pub type ResolveFuture<'a> = Pin<Box<dyn Future<Output = io::Result<Vec<IpAddr>>> + Send + 'a>>;

/// Turns a host name into the addresses it stands for. The fetcher calls it
/// once per URL and then connects only to what it returned and vetted.
pub trait Resolve: Send + Sync {
    /// Every address of `host` (a domain name, never an IP literal).
    fn resolve<'a>(&'a self, host: &'a str) -> ResolveFuture<'a>;
}

/// The operating system's resolver, through `tokio::net::lookup_host`.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemResolver;

impl Resolve for SystemResolver {
    fn resolve<'a>(&'a self, host: &'a str) -> ResolveFuture<'a> {
        Box::pin(async move {
            // The port is irrelevant to the lookup; the fetcher adds the URL's own.
            let addrs = tokio::net::lookup_host((host, 0)).await?;
            Ok(addrs.map(|addr| addr.ip()).collect())
        })
    }
}

/// A fixed map from names to addresses, for tests.
#[derive(Debug, Clone, Default)]
pub struct StaticResolver {
    /// The names it knows, lower-case.
    names: HashMap<String, Vec<IpAddr>>,
}

impl StaticResolver {
    /// An empty map: every name is unknown.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `host` with the given addresses (replacing any it had).
    pub fn with(mut self, host: &str, addrs: impl IntoIterator<Item = IpAddr>) -> Self {
        self.names.insert(normalise(host), addrs.into_iter().collect());
        self
    }
}

/// Lower case and without the root's trailing dot, as DNS treats
/// `LocalHost.` and `localhost` as the same name.
fn normalise(host: &str) -> String {
    host.strip_suffix('.').unwrap_or(host).to_ascii_lowercase()
}

impl Resolve for StaticResolver {
    fn resolve<'a>(&'a self, host: &'a str) -> ResolveFuture<'a> {
        let found = self.names.get(&normalise(host)).cloned();
        Box::pin(async move {
            found.ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, format!("no address for {host}")))
        })
    }
}
