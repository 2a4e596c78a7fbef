//! The hostile corpus: every URL in `tests/net/hostile_urls.txt` (and a
//! 3,000-character one) goes through the real fetcher, whose dial hook sends
//! any connection to a counting listener on 127.0.0.1. All must be refused
//! and the listener must see nothing.

#[path = "net/support.rs"]
mod support;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use frontloop_checks::net::{FetchError, Fetcher, StaticResolver};
use support::{loopback_policy, CountingListener};

/// The names the corpus uses, with the addresses a hostile DNS would give.
fn hostile_resolver() -> StaticResolver {
    let ip = |text: &str| -> IpAddr { text.parse().expect("test setup") };
    StaticResolver::new()
        .with("localhost", [ip("127.0.0.1"), ip("::1")])
        .with("internal.test", [ip("10.0.0.5")])
        .with("router.test", [ip("192.168.1.1")])
        .with("cgnat.test", [ip("100.64.0.1")])
        .with("metadata.google.internal", [ip("169.254.169.254")])
        .with("v6-loopback.test", [ip("::1")])
        .with("mapped.test", [ip("::ffff:10.0.0.1")])
        .with("127.0.0.1.nip.io", [ip("127.0.0.1")])
        // One public and one private address: the private one refuses the name.
        .with("rebind.test", [ip("93.184.216.34"), ip("10.0.0.1")])
        .with("mixed6.test", [ip("2606:4700::6810:84e5"), ip("fd00::5")])
        .with("public.test", [ip("93.184.216.34")])
}

/// The corpus with its placeholders filled in, plus the over-long URL.
fn corpus(trap: SocketAddr, allowed: SocketAddr) -> Vec<String> {
    let mut urls: Vec<String> = include_str!("net/hostile_urls.txt")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| line.replace("{trap}", &trap.port().to_string()).replace("{allowed}", &allowed.port().to_string()))
        .collect();
    urls.push(format!("http://public.test/{}", "a".repeat(3000)));
    urls
}

#[tokio::test]
async fn hostile_corpus_is_refused_without_any_connection() {
    let trap = CountingListener::start().await;
    // In the allow list, so the corpus can probe its neighbours; no corpus URL
    // may reach it either (the dial hook would send it to the trap anyway).
    let allowed = CountingListener::start().await;
    let policy = loopback_policy(Arc::new(hostile_resolver()), vec![allowed.addr], trap.addr);
    let fetcher = Fetcher::new(policy);

    let urls = corpus(trap.addr, allowed.addr);
    for url in &urls {
        match fetcher.fetch(url).await {
            Ok(page) => panic!("{url} was fetched: {page:?}"),
            Err(err) => {
                assert!(err.is_refusal(), "{url} failed after connecting: {err}");
                let shown: String = url.chars().take(60).collect();
                println!("refused {shown}: {err}");
            }
        }
    }
    let connections = trap.count().await + allowed.count().await;
    println!("hostile corpus: {} URLs, all refused, {connections} connections", urls.len());
    assert_eq!(connections, 0, "a hostile URL reached a socket");
    assert!(urls.len() >= 60, "the corpus has only {} URLs", urls.len());
}

#[tokio::test]
async fn refusals_name_the_address_and_the_reason() {
    let trap = CountingListener::start().await;
    let fetcher = Fetcher::new(loopback_policy(Arc::new(hostile_resolver()), Vec::new(), trap.addr));

    let err = fetcher.fetch("http://internal.test/").await.unwrap_err();
    assert_eq!(err.to_string(), "the address 10.0.0.5 is in a private network and cannot be checked");
    let err = fetcher.fetch("http://0xa9fea9fe/").await.unwrap_err();
    assert_eq!(err.to_string(), "the address 169.254.169.254 is a cloud metadata service and cannot be checked");
    let err = fetcher.fetch("http://rebind.test/").await.unwrap_err();
    assert!(matches!(err, FetchError::Refused { ip, .. } if ip.to_string() == "10.0.0.1"), "{err}");
    let err = fetcher.fetch("gopher://public.test/").await.unwrap_err();
    assert!(err.to_string().starts_with("only http and https addresses can be checked"), "{err}");
    assert_eq!(trap.count().await, 0);
}

/// The control for the corpus test: a vetted public address is dialled, and
/// the dial hook sends it to the counting listener (never to the internet),
/// so a count of 0 above really means "nothing was dialled".
#[tokio::test]
async fn the_trap_counts_what_the_filter_lets_through() {
    let trap = CountingListener::start().await;
    let fetcher = Fetcher::new(loopback_policy(Arc::new(hostile_resolver()), Vec::new(), trap.addr));

    let err = fetcher.fetch("http://public.test/").await.unwrap_err();
    assert!(!err.is_refusal(), "the public address should have been dialled: {err}");
    assert_eq!(trap.count().await, 1);
}
