//! The allow list that lets tests fetch stub sites on loopback.
//!
//! Only exact loopback `(ip, port)` pairs can be listed: the list exists so a
//! test can open a stub it started, never to open the server's own network.

use std::net::SocketAddr;

/// The environment variable that holds the allow list, e.g.
/// `127.0.0.1:9011,[::1]:9012`. Empty (or unset) means nothing is allowed.
pub const ALLOW_ENV: &str = "FRONTLOOP_CHECKS_ALLOW";

/// Why an allow-list entry was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AllowListError {
    /// The entry is not an IP address with a port (a host name, or no port).
    #[error(
        "{ALLOW_ENV}: `{entry}` is not an IP address with a port; write entries like 127.0.0.1:9011 or [::1]:9012"
    )]
    NotAnAddress {
        /// The entry as written.
        entry: String,
    },
    /// The entry is an address outside loopback.
    #[error("{ALLOW_ENV}: `{entry}` is not a loopback address; only 127.0.0.0/8 and [::1] may be allowed")]
    NotLoopback {
        /// The entry as written.
        entry: String,
    },
    /// The entry names port 0, which no server listens on.
    #[error("{ALLOW_ENV}: `{entry}` has port 0; give the port the stub server listens on")]
    ZeroPort {
        /// The entry as written.
        entry: String,
    },
}

/// Parses a comma-separated list of loopback `ip:port` pairs. Blank entries
/// are skipped so that an empty variable gives an empty list.
pub fn parse_allow_list(text: &str) -> Result<Vec<SocketAddr>, AllowListError> {
    let mut allowed = Vec::new();
    for entry in text.split(',').map(str::trim).filter(|entry| !entry.is_empty()) {
        let addr: SocketAddr = entry.parse().map_err(|_| AllowListError::NotAnAddress { entry: entry.to_string() })?;
        if !addr.ip().is_loopback() {
            return Err(AllowListError::NotLoopback { entry: entry.to_string() });
        }
        if addr.port() == 0 {
            return Err(AllowListError::ZeroPort { entry: entry.to_string() });
        }
        if !allowed.contains(&addr) {
            allowed.push(addr);
        }
    }
    Ok(allowed)
}

/// Reads and parses [`ALLOW_ENV`]; unset means an empty list.
pub fn allow_list_from_env() -> Result<Vec<SocketAddr>, AllowListError> {
    parse_allow_list(&std::env::var(ALLOW_ENV).unwrap_or_default())
}
