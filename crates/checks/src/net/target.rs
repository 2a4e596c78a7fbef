//! Turning a URL into the vetted socket addresses the fetcher may connect to.
//!
//! Every URL, the first one and every redirect, goes through the same two
//! steps: [`check_url`] (scheme, credentials, length, port) and [`vet`]
//! (resolve once, judge every address). The fetcher then connects only to
//! what `vet` returned, so a DNS answer that changes between the check and
//! the connection (rebinding) cannot send it elsewhere.

use std::net::{IpAddr, SocketAddr};

use url::{Host, Url};

use super::address::refusal;
use super::error::FetchError;
use super::resolve::Resolve;

/// The longest URL accepted, in characters.
pub const MAX_URL_CHARS: usize = 2048;

/// Ports that browsers refuse to fetch (the Fetch standard's "bad ports"),
/// plus 0: they belong to mail, shell, file and chat protocols, so a learner's
/// site cannot be on them, and a request there could only talk to another
/// protocol's server.
const BAD_PORTS: &[u16] = &[
    0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
    110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531,
    532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060,
    5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];

/// Parses the URL a learner gave and applies [`check_url`] to it.
pub fn parse_url(text: &str) -> Result<Url, FetchError> {
    // Counted before parsing so a huge input costs nothing more.
    if text.chars().count() > MAX_URL_CHARS {
        return Err(FetchError::UrlTooLong { max: MAX_URL_CHARS });
    }
    let url = Url::parse(text.trim()).map_err(|err| FetchError::InvalidUrl { reason: err.to_string() })?;
    check_url(url)
}

/// Checks what can be judged from the URL alone: http or https, no user
/// name or password, not too long (serialised, as percent-encoding can grow
/// it), a host, and not a port of another protocol.
pub fn check_url(url: Url) -> Result<Url, FetchError> {
    if !matches!(url.scheme(), "http" | "https") {
        return Err(FetchError::Scheme { scheme: url.scheme().to_string() });
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(FetchError::Credentials);
    }
    if url.as_str().len() > MAX_URL_CHARS {
        return Err(FetchError::UrlTooLong { max: MAX_URL_CHARS });
    }
    if url.host().is_none() {
        return Err(FetchError::InvalidUrl { reason: "it has no host".to_string() });
    }
    let port = port_of(&url)?;
    if BAD_PORTS.contains(&port) {
        return Err(FetchError::BadPort { port });
    }
    Ok(url)
}

/// The port the URL points at, the scheme's default when none is written.
pub fn port_of(url: &Url) -> Result<u16, FetchError> {
    url.port_or_known_default().ok_or_else(|| FetchError::InvalidUrl { reason: "it has no port".to_string() })
}

/// Resolves the URL's host once and returns its addresses, after checking
/// every one of them: one refused address refuses the whole URL, since we
/// cannot tell which one a later connection would have used. A refused
/// address passes only when its exact `(ip, port)` is in `allow`.
pub async fn vet(url: &Url, resolver: &dyn Resolve, allow: &[SocketAddr]) -> Result<Vec<SocketAddr>, FetchError> {
    let port = port_of(url)?;
    let ips: Vec<IpAddr> = match url.host() {
        Some(Host::Ipv4(ip)) => vec![IpAddr::V4(ip)],
        Some(Host::Ipv6(ip)) => vec![IpAddr::V6(ip)],
        Some(Host::Domain(name)) => {
            let not_found = || FetchError::NameNotFound { host: name.to_string() };
            let found = resolver.resolve(name).await.map_err(|_| not_found())?;
            if found.is_empty() {
                return Err(not_found());
            }
            found
        }
        None => return Err(FetchError::InvalidUrl { reason: "it has no host".to_string() }),
    };
    let mut vetted: Vec<SocketAddr> = Vec::with_capacity(ips.len());
    for ip in ips {
        if let Some(reason) = refusal(ip) {
            let listed = allow.iter().any(|allowed| allowed.ip() == ip && allowed.port() == port);
            if !listed {
                return Err(FetchError::Refused { ip, reason });
            }
        }
        let addr = SocketAddr::new(ip, port);
        if !vetted.contains(&addr) {
            vetted.push(addr);
        }
    }
    Ok(vetted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    /// The WHATWG host parser turns every numeric spelling of an IPv4 address
    /// into the address itself; the filter relies on that.
    #[test]
    fn numeric_hosts_become_ipv4_addresses() {
        let loopback = Host::Ipv4(Ipv4Addr::new(127, 0, 0, 1));
        for text in [
            "http://2130706433/",
            "http://0x7f.1/",
            "http://017700000001/",
            "http://0x7f000001/",
            "http://0177.0.0.1/",
            "http://127.1/",
            "http://127.0.0.1./",
        ] {
            let url = Url::parse(text).unwrap();
            assert_eq!(url.host(), Some(loopback.clone()), "{text}");
        }
        let metadata = Url::parse("http://0xa9fea9fe/").unwrap();
        assert_eq!(metadata.host(), Some(Host::Ipv4(Ipv4Addr::new(169, 254, 169, 254))));
    }

    #[test]
    fn url_checks_refuse_before_resolving() {
        assert!(matches!(parse_url("ftp://example.com/"), Err(FetchError::Scheme { .. })));
        assert!(matches!(parse_url("http://a:b@example.com/"), Err(FetchError::Credentials)));
        assert!(matches!(parse_url("http://example.com:25/"), Err(FetchError::BadPort { port: 25 })));
        let long = format!("http://example.com/{}", "a".repeat(MAX_URL_CHARS));
        assert!(matches!(parse_url(&long), Err(FetchError::UrlTooLong { .. })));
        assert!(parse_url("https://example.com:8443/page?q=1").is_ok());
    }
}
