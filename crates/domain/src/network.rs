//! Addresses and blocks of addresses, for the proxies whose forwarding
//! headers the server believes (`FRONTLOOP_TRUSTED_PROXIES`).

use std::net::IpAddr;
use std::str::FromStr;

/// A block of addresses: `10.0.0.0/8`, `2001:db8::/32`, or one address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    prefix: u8,
}

/// Why a proxy list was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not an address or a CIDR block (e.g. 10.0.0.0/8, 2001:db8::/32, 192.0.2.7)")]
pub struct CidrError(pub String);

impl FromStr for Cidr {
    type Err = CidrError;

    fn from_str(text: &str) -> Result<Cidr, CidrError> {
        let error = || CidrError(text.to_owned());
        let (address, prefix) = match text.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text, None),
        };
        let network = canonical(address.trim().parse::<IpAddr>().map_err(|_| error())?);
        let bits = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            Some(p) => p.trim().parse::<u8>().ok().filter(|p| *p <= bits).ok_or_else(error)?,
            None => bits,
        };
        Ok(Cidr { network, prefix })
    }
}

impl Cidr {
    /// Whether `address` is in the block.
    pub fn contains(&self, address: IpAddr) -> bool {
        match (self.network, canonical(address)) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(self.prefix)).unwrap_or(0);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = u128::MAX.checked_shl(128 - u32::from(self.prefix)).unwrap_or(0);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

/// Our proxies, from `FRONTLOOP_TRUSTED_PROXIES`: empty by default, so the
/// peer is the client.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<Cidr>);

impl TrustedProxies {
    /// A comma- or space-separated list of addresses and CIDR blocks.
    pub fn parse(list: &str) -> Result<TrustedProxies, CidrError> {
        list.split([',', ' '])
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(Cidr::from_str)
            .collect::<Result<_, _>>()
            .map(TrustedProxies)
    }

    /// Whether `address` is one of our proxies.
    pub fn contains(&self, address: IpAddr) -> bool {
        self.0.iter().any(|block| block.contains(address))
    }
}

/// An IPv4 address written as IPv6 (`::ffff:192.0.2.7`, as a dual-stack
/// listener reports IPv4 peers) is the IPv4 address.
pub fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    fn proxies(list: &str) -> TrustedProxies {
        TrustedProxies::parse(list).expect("a proxy list")
    }

    #[test]
    fn blocks_parse_and_contain() {
        assert!(proxies("10.0.0.0/8").contains(ip("10.200.3.4")));
        assert!(!proxies("10.0.0.0/8").contains(ip("11.0.0.1")));
        assert!(proxies("192.0.2.7").contains(ip("192.0.2.7")));
        assert!(!proxies("192.0.2.7").contains(ip("192.0.2.8")));
        assert!(proxies("2001:db8::/32").contains(ip("2001:db8:1::5")));
        assert!(!proxies("2001:db8::/32").contains(ip("2001:db9::5")));
        assert!(proxies("0.0.0.0/0").contains(ip("203.0.113.9")));
        assert!(proxies("10.0.0.0/8").contains(ip("::ffff:10.1.2.3")), "IPv4 written as IPv6");
        assert!(!proxies("10.0.0.0/8").contains(ip("2001:db8::1")));
        assert_eq!(TrustedProxies::parse(""), Ok(TrustedProxies::default()));
        assert_eq!(proxies(" 10.0.0.0/8, ::1 ,192.168.0.0/16").0.len(), 3);
        for bad in ["10.0.0.0/33", "nonsense", "10.0.0/8", "::1/129", "10.0.0.0/-1", "10.0.0.0/8/8"] {
            assert!(TrustedProxies::parse(bad).is_err(), "{bad}");
        }
    }
}
