//! Connections that one client cannot exhaust: a slowloris drill (thousands
//! of half-sent requests from one address while another address keeps
//! being served), the header timeout that cuts stalled requests off, and
//! the per-address cap's clear refusal.

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use crate::common::{Backend, TestApp};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Opens a connection to `server` from the loopback address `from`.
async fn connect_from(from: IpAddr, server: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(server).await
}

fn loopback(last: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, last])
}

/// A client that opens a fresh connection from `from` for every request.
fn client_from(from: IpAddr) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(from)
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(10))
        .build()
        .expect("client")
}

/// Reads until the server closes the connection; what it sent meanwhile.
async fn read_to_close(stream: &mut TcpStream, within: Duration) -> Option<String> {
    let mut received = Vec::new();
    let read = tokio::time::timeout(within, stream.read_to_end(&mut received)).await;
    match read {
        Ok(_) => Some(String::from_utf8_lossy(&received).into_owned()),
        Err(_) => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thousands_of_stalled_connections_from_one_address_leave_others_served() {
    let Some(app) = TestApp::spawn(Backend::Sqlite).await else { return };
    let attacker = loopback(2);
    let visitor = client_from(loopback(3));
    let health = app.url("/api/health");
    assert_eq!(visitor.get(&health).send().await.expect("before").status(), 200);

    // 3,000 connections from one address, each with half a request line.
    let started = Instant::now();
    let mut stalled = Vec::new();
    for _ in 0..3_000 {
        match connect_from(attacker, app.addr).await {
            Ok(mut stream) => {
                let _ = stream.write_all(b"GET /api/health HT").await;
                stalled.push(stream);
            }
            // The server may already have answered and closed refused ones.
            Err(err) => panic!("connecting failed after {} connections: {err}", stalled.len()),
        }
    }
    let opened_in = started.elapsed();

    // Meanwhile another address is served, each time on a new connection.
    let mut latencies = Vec::new();
    for _ in 0..50 {
        let sent = Instant::now();
        let response = visitor.get(&health).send().await.expect("health during the attack");
        assert_eq!(response.status(), 200);
        latencies.push(sent.elapsed());
    }
    latencies.sort();
    let median = latencies[latencies.len() / 2];
    let worst = latencies[latencies.len() - 1];
    println!(
        "3,000 stalled connections opened in {opened_in:?}; GET /api/health from another address: \
         median {median:?}, worst {worst:?} over 50 requests"
    );
    assert!(median < Duration::from_millis(100), "median {median:?}");
    assert!(worst < Duration::from_secs(1), "worst {worst:?}");

    // Past the per-address cap, the attacker's connections were refused
    // with a 503 that says why, not left hanging.
    let mut refused = 0;
    for stream in stalled.iter_mut().rev().take(20) {
        if let Some(answer) = read_to_close(stream, Duration::from_secs(5)).await {
            assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
            assert!(answer.contains("too_many_connections"), "{answer}");
            refused += 1;
        }
    }
    assert_eq!(refused, 20, "connections over the cap are answered and closed");
    drop(stalled);
    app.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_whose_headers_never_finish_is_cut_off() {
    let Some(app) = TestApp::spawn_with(Backend::Sqlite, &["--header-timeout-secs", "1"]).await else { return };
    let mut half = connect_from(loopback(4), app.addr).await.expect("connect");
    half.write_all(b"GET /api/health HTTP/1.1\r\nHost: frontloop").await.expect("half a request");
    let mut silent = connect_from(loopback(4), app.addr).await.expect("connect");
    let started = Instant::now();
    assert!(read_to_close(&mut half, Duration::from_secs(5)).await.is_some(), "the half-sent request was closed");
    assert!(read_to_close(&mut silent, Duration::from_secs(5)).await.is_some(), "the silent connection was closed");
    assert!(started.elapsed() < Duration::from_secs(4));

    // A kept-alive connection is closed once idle for as long.
    let mut kept = connect_from(loopback(4), app.addr).await.expect("connect");
    kept.write_all(b"GET /api/health HTTP/1.1\r\nHost: frontloop\r\n\r\n").await.expect("request");
    let answer = read_to_close(&mut kept, Duration::from_secs(5)).await.expect("closed after idling");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    app.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_over_its_cap_is_told_so_and_others_are_not_affected() {
    let flags = ["--max-connections-per-address", "4"];
    let Some(app) = TestApp::spawn_with(Backend::Sqlite, &flags).await else { return };
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(connect_from(loopback(5), app.addr).await.expect("connect"));
    }
    // Let the server admit the four before the fifth arrives.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut fifth = connect_from(loopback(5), app.addr).await.expect("connect");
    fifth.write_all(b"GET /api/health HTTP/1.1\r\nHost: frontloop\r\n\r\n").await.expect("request");
    let answer = read_to_close(&mut fifth, Duration::from_secs(5)).await.expect("answered at once");
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.to_lowercase().contains("retry-after: 5"), "{answer}");
    assert!(answer.contains("Too many open connections from your address."), "{answer}");
    let other = client_from(loopback(6));
    assert_eq!(other.get(app.url("/api/health")).send().await.expect("other").status(), 200);
    // A place comes back when a connection closes.
    drop(held.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let again = client_from(loopback(5));
    assert_eq!(again.get(app.url("/api/health")).send().await.expect("again").status(), 200);
    app.finish().await;
}
