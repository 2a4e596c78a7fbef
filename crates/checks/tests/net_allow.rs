//! The `FRONTLOOP_CHECKS_ALLOW` parser: loopback `ip:port` pairs only.

use std::net::SocketAddr;

use frontloop_checks::net::{allow_list_from_env, parse_allow_list, AllowListError, ALLOW_ENV};

#[test]
fn loopback_pairs_are_accepted() {
    let parsed = parse_allow_list("127.0.0.1:9011, [::1]:9012,127.0.0.2:9013").expect("test setup");
    let expected: Vec<SocketAddr> = vec![
        "127.0.0.1:9011".parse().expect("test setup"),
        "[::1]:9012".parse().expect("test setup"),
        "127.0.0.2:9013".parse().expect("test setup"),
    ];
    assert_eq!(parsed, expected);
}

#[test]
fn empty_list_allows_nothing() {
    assert_eq!(parse_allow_list("").expect("test setup"), Vec::<SocketAddr>::new());
    assert_eq!(parse_allow_list(" , ").expect("test setup"), Vec::<SocketAddr>::new());
}

#[test]
fn anything_but_a_loopback_pair_is_refused() {
    for entry in ["10.0.0.1:80", "192.168.1.1:8080", "93.184.216.34:80", "[fd00::1]:80", "[::ffff:127.0.0.1]:80"] {
        let err = parse_allow_list(entry).unwrap_err();
        assert_eq!(err, AllowListError::NotLoopback { entry: entry.to_string() });
        assert!(err.to_string().contains("not a loopback address"), "{err}");
    }
    for entry in ["example.com:80", "localhost:9011", "127.0.0.1", "[::1]", "127.0.0.1:http", ":80"] {
        let err = parse_allow_list(entry).unwrap_err();
        assert_eq!(err, AllowListError::NotAnAddress { entry: entry.to_string() });
        assert!(err.to_string().contains("is not an IP address with a port"), "{err}");
    }
    assert!(matches!(parse_allow_list("127.0.0.1:0"), Err(AllowListError::ZeroPort { .. })));
}

#[test]
fn one_bad_entry_refuses_the_whole_list() {
    let err = parse_allow_list("127.0.0.1:9011,10.0.0.1:80").unwrap_err();
    assert_eq!(
        err.to_string(),
        "FRONTLOOP_CHECKS_ALLOW: `10.0.0.1:80` is not a loopback address; only 127.0.0.0/8 and [::1] may be allowed"
    );
}

#[test]
fn the_environment_variable_is_read() {
    // Only this test touches the variable, so setting it cannot race another.
    std::env::set_var(ALLOW_ENV, "127.0.0.1:9011,[::1]:9012");
    let parsed = allow_list_from_env();
    std::env::remove_var(ALLOW_ENV);
    assert_eq!(parsed.expect("test setup").len(), 2);
    assert_eq!(allow_list_from_env().expect("test setup"), Vec::<SocketAddr>::new());
}
