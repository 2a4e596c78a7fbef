//! The address filter: which IP addresses a learner's URL may never reach.
//!
//! It is a pure function so that it can be tested over every range without
//! sending a single packet. The rule is "deny by default" for IPv6 (only the
//! global unicast block 2000::/3 and translated forms of public IPv4 pass) and
//! an explicit list of special-purpose blocks for IPv4 (RFC 6890 and friends).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The reason given for loopback addresses.
const LOOPBACK: &str = "the server's own loopback address";
/// The reason given for RFC 1918 and unique-local addresses.
const PRIVATE: &str = "in a private network";
/// The reason given for link-local addresses.
const LINK_LOCAL: &str = "a link-local address";
/// The reason given for the cloud metadata services.
const METADATA: &str = "a cloud metadata service";
/// The reason given for multicast addresses.
const MULTICAST: &str = "a multicast address";
/// The reason given for 0.0.0.0 and ::.
const UNSPECIFIED: &str = "the unspecified address";
/// The reason given for documentation ranges.
const DOCUMENTATION: &str = "reserved for documentation";
/// The reason given for IETF protocol assignment blocks.
const IETF: &str = "reserved for IETF protocol assignments";

/// Why `ip` may not be fetched, as a phrase that completes "the address X is
/// …", or `None` when it is a public unicast address that may be fetched.
///
/// IPv6 forms that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`,
/// IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::/96` and 6to4 `2002::/16`)
/// are judged by the IPv4 address inside them, because the operating system
/// or a translator on the path turns them into that IPv4 address.
pub fn refusal(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => refusal_v4(v4),
        IpAddr::V6(v6) => refusal_v6(v6),
    }
}

/// Whether `ip` lies in `base/prefix` (IPv4).
fn in_v4(ip: Ipv4Addr, base: [u8; 4], prefix: u32) -> bool {
    let mask = if prefix == 0 { 0 } else { u32::MAX << (32 - prefix) };
    u32::from(ip) & mask == u32::from(Ipv4Addr::from(base)) & mask
}

/// Whether `ip` lies in `base/prefix` (IPv6).
fn in_v6(ip: Ipv6Addr, base: [u16; 8], prefix: u32) -> bool {
    let mask = if prefix == 0 { 0 } else { u128::MAX << (128 - prefix) };
    u128::from(ip) & mask == u128::from(Ipv6Addr::from(base)) & mask
}

/// The IPv4 special-purpose blocks, most specific first: the metadata
/// addresses sit inside link-local and CGNAT space and must win so that the
/// learner is told the real reason.
const V4_BLOCKS: &[([u8; 4], u32, &str)] = &[
    ([169, 254, 169, 254], 32, METADATA),
    ([100, 100, 100, 200], 32, METADATA),
    ([0, 0, 0, 0], 32, UNSPECIFIED),
    ([255, 255, 255, 255], 32, "the broadcast address"),
    ([0, 0, 0, 0], 8, "in the \"this network\" range"),
    ([127, 0, 0, 0], 8, LOOPBACK),
    ([10, 0, 0, 0], 8, PRIVATE),
    ([172, 16, 0, 0], 12, PRIVATE),
    ([192, 168, 0, 0], 16, PRIVATE),
    ([100, 64, 0, 0], 10, "in a carrier-grade NAT network"),
    ([169, 254, 0, 0], 16, LINK_LOCAL),
    ([192, 0, 0, 0], 24, IETF),
    ([192, 0, 2, 0], 24, DOCUMENTATION),
    ([198, 51, 100, 0], 24, DOCUMENTATION),
    ([203, 0, 113, 0], 24, DOCUMENTATION),
    ([198, 18, 0, 0], 15, "reserved for network benchmarks"),
    // The old 6to4 relay anycast block: deprecated (RFC 7526), no website lives there.
    ([192, 88, 99, 0], 24, "a deprecated 6to4 relay address"),
    ([224, 0, 0, 0], 4, MULTICAST),
    ([240, 0, 0, 0], 4, "in a reserved range"),
];

/// Why an IPv4 address is refused, if it is.
fn refusal_v4(ip: Ipv4Addr) -> Option<&'static str> {
    V4_BLOCKS.iter().find(|(base, prefix, _)| in_v4(ip, *base, *prefix)).map(|(_, _, reason)| *reason)
}

/// The IPv6 blocks refused outright (those that carry IPv4 are handled before).
const V6_BLOCKS: &[([u16; 8], u32, &str)] = &[
    ([0xfd00, 0x0ec2, 0, 0, 0, 0, 0, 0x0254], 128, METADATA),
    ([0xff00, 0, 0, 0, 0, 0, 0, 0], 8, MULTICAST),
    ([0xfe80, 0, 0, 0, 0, 0, 0, 0], 10, LINK_LOCAL),
    ([0xfec0, 0, 0, 0, 0, 0, 0, 0], 10, "a deprecated site-local address"),
    ([0xfc00, 0, 0, 0, 0, 0, 0, 0], 7, PRIVATE),
    ([0x2001, 0x0db8, 0, 0, 0, 0, 0, 0], 32, DOCUMENTATION),
    ([0x3fff, 0, 0, 0, 0, 0, 0, 0], 20, DOCUMENTATION),
    // Teredo, benchmarking, ORCHID and the other protocol blocks: none of
    // them hosts a website, and Teredo hides an IPv4 address we cannot judge.
    ([0x2001, 0, 0, 0, 0, 0, 0, 0], 23, IETF),
    ([0x0064, 0xff9b, 0x0001, 0, 0, 0, 0, 0], 48, "reserved for local IPv4/IPv6 translation"),
    ([0x0100, 0, 0, 0, 0, 0, 0, 0], 64, "a discard-only address"),
];

/// Why an IPv6 address is refused, if it is.
fn refusal_v6(ip: Ipv6Addr) -> Option<&'static str> {
    if ip.is_unspecified() {
        return Some(UNSPECIFIED);
    }
    if ip.is_loopback() {
        return Some(LOOPBACK);
    }
    if let Some(inner) = embedded_v4(ip) {
        if let Some(reason) = refusal_v4(inner) {
            return Some(reason);
        }
        if in_v6(ip, [0; 8], 96) {
            // `::a.b.c.d` is deprecated (RFC 4291): no system routes it to the
            // IPv4 address, so it can only be a trick.
            return Some("a deprecated IPv4-compatible address");
        }
        return None;
    }
    if let Some(reason) = V6_BLOCKS.iter().find(|(base, prefix, _)| in_v6(ip, *base, *prefix)).map(|(_, _, r)| *r) {
        return Some(reason);
    }
    // Everything public lives in 2000::/3; the rest is reserved by IANA.
    if !in_v6(ip, [0x2000, 0, 0, 0, 0, 0, 0, 0], 3) {
        return Some("in a reserved range");
    }
    None
}

/// The IPv4 address carried by an IPv4-mapped, IPv4-compatible, NAT64
/// (64:ff9b::/96) or 6to4 (2002::/16) address.
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let bits = u128::from(ip);
    let low32 = Ipv4Addr::from((bits & 0xffff_ffff) as u32);
    if in_v6(ip, [0, 0, 0, 0, 0, 0xffff, 0, 0], 96)
        || in_v6(ip, [0, 0, 0, 0, 0, 0, 0, 0], 96)
        || in_v6(ip, [0x0064, 0xff9b, 0, 0, 0, 0, 0, 0], 96)
    {
        return Some(low32);
    }
    if in_v6(ip, [0x2002, 0, 0, 0, 0, 0, 0, 0], 16) {
        // 2002:AABB:CCDD::/48 carries AA.BB.CC.DD in bits 16..48.
        return Some(Ipv4Addr::from(((bits >> 80) & 0xffff_ffff) as u32));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses a literal address written in a test table.
    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap_or_else(|_| panic!("bad literal in the test table: {text}"))
    }

    #[test]
    fn refuses_every_special_purpose_range() {
        let refused = [
            ("127.0.0.1", LOOPBACK),
            ("127.255.255.254", LOOPBACK),
            ("::1", LOOPBACK),
            ("10.0.0.1", PRIVATE),
            ("10.255.255.255", PRIVATE),
            ("172.16.0.1", PRIVATE),
            ("172.31.255.255", PRIVATE),
            ("192.168.1.1", PRIVATE),
            ("169.254.0.1", LINK_LOCAL),
            ("169.254.170.2", LINK_LOCAL),
            ("fe80::1", LINK_LOCAL),
            ("febf::1", LINK_LOCAL),
            ("100.64.0.1", "in a carrier-grade NAT network"),
            ("100.127.255.254", "in a carrier-grade NAT network"),
            ("224.0.0.1", MULTICAST),
            ("239.255.255.250", MULTICAST),
            ("ff02::1", MULTICAST),
            ("ff0e::1", MULTICAST),
            ("0.0.0.0", UNSPECIFIED),
            ("::", UNSPECIFIED),
            ("0.1.2.3", "in the \"this network\" range"),
            ("255.255.255.255", "the broadcast address"),
            ("240.0.0.1", "in a reserved range"),
            ("255.255.255.254", "in a reserved range"),
            ("192.0.2.1", DOCUMENTATION),
            ("198.51.100.7", DOCUMENTATION),
            ("203.0.113.200", DOCUMENTATION),
            ("2001:db8::1", DOCUMENTATION),
            ("198.18.0.1", "reserved for network benchmarks"),
            ("198.19.255.255", "reserved for network benchmarks"),
            ("192.0.0.1", IETF),
            ("192.0.0.170", IETF),
            ("fd00::1", PRIVATE),
            ("fc00::1", PRIVATE),
            ("fec0::1", "a deprecated site-local address"),
            ("169.254.169.254", METADATA),
            ("fd00:ec2::254", METADATA),
            ("100.100.100.200", METADATA),
            ("::ffff:127.0.0.1", LOOPBACK),
            ("::ffff:7f00:1", LOOPBACK),
            ("::ffff:10.0.0.1", PRIVATE),
            ("::ffff:169.254.169.254", METADATA),
            ("::127.0.0.1", LOOPBACK),
            ("::8.8.8.8", "a deprecated IPv4-compatible address"),
            ("64:ff9b::7f00:1", LOOPBACK),
            ("64:ff9b::10.0.0.1", PRIVATE),
            ("64:ff9b::a9fe:a9fe", METADATA),
            ("64:ff9b:1::8.8.8.8", "reserved for local IPv4/IPv6 translation"),
            ("2002:7f00:1::", LOOPBACK),
            ("2002:a00:1::1", PRIVATE),
            ("2002:c0a8:101::", PRIVATE),
            ("2001:0:4136:e378:8000:63bf:3fff:fdd2", IETF),
            ("100::1", "a discard-only address"),
            ("4000::1", "in a reserved range"),
            ("1::1", "in a reserved range"),
            ("192.88.99.1", "a deprecated 6to4 relay address"),
        ];
        for (text, reason) in refused {
            assert_eq!(refusal(ip(text)), Some(reason), "{text}");
        }
    }

    #[test]
    fn lets_public_unicast_through() {
        let public = [
            "93.184.216.34",
            "8.8.8.8",
            "1.1.1.1",
            "11.0.0.1",
            "9.255.255.255",
            "172.15.255.255",
            "172.32.0.0",
            "100.63.255.255",
            "100.128.0.0",
            "169.253.255.255",
            "169.255.0.1",
            "192.167.255.255",
            "192.169.0.1",
            "192.0.1.1",
            "192.0.3.1",
            "198.17.255.255",
            "198.20.0.0",
            "223.255.255.255",
            "2606:4700:4700::1111",
            "2001:4860:4860::8888",
            "2a00:1450:4001:82a::200e",
            "::ffff:8.8.8.8",
            "64:ff9b::8.8.8.8",
            "2002:808:808::1",
            "2001:200::1",
        ];
        for text in public {
            assert_eq!(refusal(ip(text)), None, "{text}");
        }
    }
}
