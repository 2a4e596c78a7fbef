//! What the fetcher is allowed to do, and how long it may take.

use std::fmt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use super::resolve::{Resolve, SystemResolver};

/// The whole fetch, redirects included, must end within this.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(10);
/// One connection attempt must succeed within this (inside the deadline).
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// Redirects followed before giving up.
pub const DEFAULT_MAX_REDIRECTS: usize = 5;
/// The largest body read, in bytes (2 MB).
pub const DEFAULT_MAX_BODY: usize = 2 * 1024 * 1024;

/// A test hook applied to every vetted address just before connecting.
/// Tests point it at a loopback listener they own, so that no test can send
/// a packet outside loopback even if the address filter had a bug.
pub type Dial = Arc<dyn Fn(SocketAddr) -> SocketAddr + Send + Sync>;

/// The rules one [`crate::net::Fetcher`] follows.
#[derive(Clone)]
pub struct FetchPolicy {
    /// Loopback `(ip, port)` pairs let through despite the address filter
    /// (for stub sites in tests; empty in production).
    pub allow: Vec<SocketAddr>,
    /// How host names become addresses.
    pub resolver: Arc<dyn Resolve>,
    /// Where a vetted address is really dialled; `None` dials it as is.
    pub dial: Option<Dial>,
    /// The one deadline for the whole fetch, redirects included.
    pub deadline: Duration,
    /// The limit for opening one connection.
    pub connect_timeout: Duration,
    /// How many redirects are followed.
    pub max_redirects: usize,
    /// The largest body read, in bytes.
    pub max_body: usize,
}

impl FetchPolicy {
    /// The production defaults with the given resolver and nothing allowed.
    pub fn new(resolver: Arc<dyn Resolve>) -> Self {
        Self {
            allow: Vec::new(),
            resolver,
            dial: None,
            deadline: DEFAULT_DEADLINE,
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            max_redirects: DEFAULT_MAX_REDIRECTS,
            max_body: DEFAULT_MAX_BODY,
        }
    }
}

impl Default for FetchPolicy {
    fn default() -> Self {
        Self::new(Arc::new(SystemResolver))
    }
}

impl fmt::Debug for FetchPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FetchPolicy")
            .field("allow", &self.allow)
            .field("dial", &self.dial.as_ref().map(|_| "custom"))
            .field("deadline", &self.deadline)
            .field("connect_timeout", &self.connect_timeout)
            .field("max_redirects", &self.max_redirects)
            .field("max_body", &self.max_body)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_production_limits() {
        let policy = FetchPolicy::default();
        assert_eq!(policy.deadline, Duration::from_secs(10));
        assert_eq!(policy.max_redirects, 5);
        assert_eq!(policy.max_body, 2 * 1024 * 1024);
        assert!(policy.allow.is_empty());
        assert!(policy.dial.is_none());
        assert!(policy.connect_timeout < policy.deadline);
    }
}
