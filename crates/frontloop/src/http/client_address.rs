//! The client's address for per-address limits: the connection's peer,
//! unless that peer is one of our proxies (`FRONTLOOP_TRUSTED_PROXIES`),
//! in which case the forwarding headers say who the client is. Headers are
//! read right to left: each trusted hop vouches for the one before it, and
//! the first address that is not a trusted proxy is the client. Anything a
//! client wrote further left is never believed, and a peer that is not
//! trusted is never asked (so a spoofed header from the internet changes
//! nothing). `Forwarded` (RFC 7239) is read when present, else
//! `X-Forwarded-For`.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderName};

use frontloop_domain::network::{canonical, TrustedProxies};

use crate::app::state::AppState;
use crate::error::ApiError;

/// The client of a request that came from `peer` with `headers`.
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &TrustedProxies) -> IpAddr {
    let peer = canonical(peer);
    if !trusted.contains(peer) {
        return peer;
    }
    let forwarded = HeaderName::from_static("forwarded");
    let hops = if headers.contains_key(&forwarded) {
        header_items(headers, &forwarded).map(|element| forwarded_for(&element)).collect::<Vec<_>>()
    } else {
        header_items(headers, &HeaderName::from_static("x-forwarded-for")).map(|item| parse_node(&item)).collect()
    };
    let mut client = peer;
    for hop in hops.iter().rev() {
        // A hop we cannot read (`unknown`, an obfuscated name, garbage):
        // the last address we could vouch for is the client.
        let Some(address) = hop else { return client };
        client = canonical(*address);
        if !trusted.contains(client) {
            return client;
        }
    }
    client
}

/// The comma-separated items of every line of a header, in order.
fn header_items<'a>(headers: &'a HeaderMap, name: &HeaderName) -> impl Iterator<Item = String> + 'a {
    headers.get_all(name).iter().flat_map(|value| {
        value.to_str().unwrap_or("\u{0}").split(',').map(|item| item.trim().to_owned()).collect::<Vec<_>>()
    })
}

/// The `for=` node of one `Forwarded` element (`for=192.0.2.60;proto=http`).
fn forwarded_for(element: &str) -> Option<IpAddr> {
    element.split(';').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        key.trim().eq_ignore_ascii_case("for").then(|| parse_node(value.trim())).flatten()
    })
}

/// A node: `192.0.2.60`, `192.0.2.60:4711`, `"[2001:db8::1]:4711"`,
/// `[2001:db8::1]`, `2001:db8::1`; `None` for anything else.
fn parse_node(node: &str) -> Option<IpAddr> {
    let node = node.trim().trim_matches('"');
    if let Some(rest) = node.strip_prefix('[') {
        let (address, _port) = rest.split_once(']')?;
        return address.parse::<std::net::Ipv6Addr>().ok().map(IpAddr::V6);
    }
    if let Ok(address) = node.parse::<IpAddr>() {
        return Some(address);
    }
    node.parse::<SocketAddr>().ok().map(|s| s.ip()).filter(IpAddr::is_ipv4)
}

/// The client's address, as [`client_address`] finds it for this request.
#[derive(Debug, Clone, Copy)]
pub struct ClientAddress(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let ConnectInfo(peer) = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .copied()
            .ok_or_else(|| ApiError::Internal("the connection's address is unknown".into()))?;
        Ok(ClientAddress(client_address(peer.ip(), &parts.headers, &state.trusted_proxies)))
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).expect("a header value"));
        }
        map
    }

    fn proxies(list: &str) -> TrustedProxies {
        TrustedProxies::parse(list).expect("a proxy list")
    }

    #[test]
    fn a_peer_that_is_not_trusted_is_the_client_whatever_it_claims() {
        let spoofed = headers(&[("x-forwarded-for", "1.2.3.4"), ("forwarded", "for=5.6.7.8")]);
        assert_eq!(client_address(ip("203.0.113.9"), &spoofed, &TrustedProxies::default()), ip("203.0.113.9"));
        assert_eq!(client_address(ip("203.0.113.9"), &spoofed, &proxies("10.0.0.0/8")), ip("203.0.113.9"));
    }

    #[test]
    fn x_forwarded_for_is_read_right_to_left_past_trusted_hops() {
        let trusted = proxies("10.0.0.0/8");
        let chain = headers(&[("x-forwarded-for", "6.6.6.6, 198.51.100.7, 10.0.0.2")]);
        // 6.6.6.6 is what the client claimed; 198.51.100.7 is who reached our proxies.
        assert_eq!(client_address(ip("10.0.0.1"), &chain, &trusted), ip("198.51.100.7"));
        let split = headers(&[("x-forwarded-for", "6.6.6.6"), ("x-forwarded-for", "198.51.100.7")]);
        assert_eq!(client_address(ip("10.0.0.1"), &split, &trusted), ip("198.51.100.7"), "several lines");
        let only_proxies = headers(&[("x-forwarded-for", "10.0.0.3, 10.0.0.2")]);
        assert_eq!(client_address(ip("10.0.0.1"), &only_proxies, &trusted), ip("10.0.0.3"));
        assert_eq!(client_address(ip("10.0.0.1"), &HeaderMap::new(), &trusted), ip("10.0.0.1"), "no header");
        let v6 = headers(&[("x-forwarded-for", "2001:db8::7")]);
        assert_eq!(client_address(ip("10.0.0.1"), &v6, &trusted), ip("2001:db8::7"));
        let with_port = headers(&[("x-forwarded-for", "198.51.100.7:5123")]);
        assert_eq!(client_address(ip("10.0.0.1"), &with_port, &trusted), ip("198.51.100.7"));
        let mapped = headers(&[("x-forwarded-for", "::ffff:198.51.100.7")]);
        assert_eq!(client_address(ip("::ffff:10.0.0.1"), &mapped, &trusted), ip("198.51.100.7"));
    }

    #[test]
    fn forwarded_is_read_with_its_syntax() {
        let trusted = proxies("10.0.0.0/8, 2001:db8:ffff::/48");
        let cases = [
            ("for=198.51.100.7", "198.51.100.7"),
            ("for=198.51.100.7;proto=https;by=10.0.0.1", "198.51.100.7"),
            ("proto=https; FOR=198.51.100.7", "198.51.100.7"),
            ("for=\"[2001:db8::17]:4711\"", "2001:db8::17"),
            ("for=\"198.51.100.7:8080\"", "198.51.100.7"),
            ("for=6.6.6.6, for=198.51.100.7, for=10.0.0.9", "198.51.100.7"),
            ("for=198.51.100.7, for=\"[2001:db8:ffff::1]\"", "198.51.100.7"),
        ];
        for (value, want) in cases {
            let map = headers(&[("forwarded", value)]);
            assert_eq!(client_address(ip("10.0.0.1"), &map, &trusted), ip(want), "{value}");
        }
        // Forwarded wins over X-Forwarded-For when both are there.
        let both = headers(&[("forwarded", "for=198.51.100.7"), ("x-forwarded-for", "6.6.6.6")]);
        assert_eq!(client_address(ip("10.0.0.1"), &both, &trusted), ip("198.51.100.7"));
    }

    #[test]
    fn garbage_stops_at_the_last_address_we_can_vouch_for() {
        let trusted = proxies("10.0.0.0/8");
        for value in ["unknown", "for=unknown", "for=_hidden", "for=", "for=\"[not-v6]\"", "for=300.1.1.1", ";;;", "  "]
        {
            let forwarded = headers(&[("forwarded", value)]);
            assert_eq!(client_address(ip("10.0.0.1"), &forwarded, &trusted), ip("10.0.0.1"), "Forwarded {value}");
        }
        for value in ["unknown", "garbage, 10.0.0.2", "300.1.1.1", "1.2.3.4:99999", "[::1", ""] {
            let xff = headers(&[("x-forwarded-for", value)]);
            let got = client_address(ip("10.0.0.1"), &xff, &trusted);
            assert!(trusted.contains(got), "X-Forwarded-For {value}: {got} is one of ours, never a claimed address");
        }
        // A readable client before a garbage hop is not believed either.
        let hidden = headers(&[("x-forwarded-for", "198.51.100.7, garbage, 10.0.0.2")]);
        assert_eq!(client_address(ip("10.0.0.1"), &hidden, &trusted), ip("10.0.0.2"));
    }
}
