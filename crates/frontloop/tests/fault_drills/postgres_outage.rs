//! Drill 3: PostgreSQL stops under a running Frontloop (an orderly stop,
//! then a crash-like immediate one). The API must answer
//! 503 with a plain JSON error within 2 s (health, a public read, a
//! signed-in read), never a 500, and answer 200 again within 5 s of
//! PostgreSQL being back, without Frontloop being restarted.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use frontloop_store_postgres::PostgresStore;
use serde_json::Value;

use super::db::learners;
use super::pg_cluster::PrivateCluster;
use super::process::Frontloop;
use super::support::{client, send, Answer};

/// The contract: how fast an outage is reported…
const OUTAGE_BOUND: Duration = Duration::from_secs(2);
/// …and how soon after PostgreSQL is back the API is.
const RECOVERY_BOUND: Duration = Duration::from_secs(5);

/// The reads measured: name, path, whether signed in.
const READS: [(&str, &str, bool); 3] = [
    ("health", "/api/health", false),
    ("challenges", "/api/tasks", false),
    ("signed-in profile", "/api/users/profile", true),
];

fn request(http: &reqwest::Client, server: &Frontloop, path: &str, token: Option<&str>) -> reqwest::RequestBuilder {
    let request = http.get(server.url(path));
    match token {
        Some(token) => request.bearer_auth(token),
        None => request,
    }
}

/// The 503 body says what happened and nothing of the internals.
fn assert_outage_body(name: &str, body: &Value) {
    assert_eq!(body["success"], false, "{name}: {body}");
    assert_eq!(body["code"], "database_unavailable", "{name}: {body}");
    let message = body["message"].as_str().unwrap_or_default();
    assert!(!message.is_empty(), "{name}: an outage needs a message: {body}");
    for detail in ["sqlx", "refused", "pool", "5432", "127.0.0.1", "postgres"] {
        assert!(!message.to_lowercase().contains(detail), "{name}: internal detail {detail:?} in {body}");
    }
}

/// The drill.
pub async fn run() {
    let Some(mut cluster) = PrivateCluster::create_or_skip() else { return };
    let url = cluster.url("postgres");
    let store = PostgresStore::connect(&url).await.expect("migrate the private cluster");
    let learner = learners(&store, "outage", 5_000, 1).await.remove(0);
    store.close().await;

    let logs = tempfile::tempdir().expect("temporary folder");
    let server = Frontloop::start("drill3", &url, &[], logs.path()).await;
    let server = Arc::new(server);
    let http = client(false);
    for (name, path, signed_in) in READS {
        let token = signed_in.then_some(learner.token.as_str());
        let answer = send(request(&http, &server, path, token)).await;
        assert_eq!(answer.status(), Some(200), "{name} before the outage: {answer:?}");
    }

    // Background traffic through the whole outage, two tight loops per
    // read: only 200 or 503 may come back, even for requests in flight
    // when PostgreSQL ends their sessions.
    let stop = Arc::new(AtomicBool::new(false));
    let seen: Arc<Mutex<BTreeMap<String, u64>>> = Arc::default();
    let mut pollers = Vec::new();
    for (_, path, signed_in) in READS.iter().chain(READS.iter()).copied() {
        let (server, http, stop, seen) = (server.clone(), http.clone(), stop.clone(), seen.clone());
        let token = signed_in.then(|| learner.token.clone());
        pollers.push(tokio::spawn(async move {
            while !stop.load(Ordering::SeqCst) {
                let answer = send(request(&http, &server, path, token.as_deref())).await;
                let key = answer.status().map_or_else(|| format!("{answer:?}"), |s| s.to_string());
                *seen.lock().expect("poll counts").entry(key).or_default() += 1;
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
        }));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;

    // An orderly stop (sessions ended with 57P01), then a crash.
    let mut results = Vec::new();
    for mode in ["fast", "immediate"] {
        results.push(outage(&mut cluster, &server, &http, &learner.token, mode).await);
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    stop.store(true, Ordering::SeqCst);
    for poller in pollers {
        poller.await.expect("poller");
    }
    let seen = seen.lock().expect("poll counts").clone();
    println!("drill 3: background answers through both outages: {seen:?}");

    for result in &results {
        assert!(
            result.slowest_503 <= OUTAGE_BOUND,
            "stop -m {}: 503 must come within {OUTAGE_BOUND:?}: {:?}",
            result.mode,
            result.answers
        );
        assert_eq!(
            result.recovered.len(),
            READS.len(),
            "stop -m {}: not every read recovered: {:?}",
            result.mode,
            result.recovered
        );
        assert!(
            result.slowest_recovery <= RECOVERY_BOUND,
            "stop -m {}: recovery must take at most {RECOVERY_BOUND:?}: {:?}",
            result.mode,
            result.recovered
        );
    }
    let unexpected: Vec<_> = seen.keys().filter(|k| *k != "200" && *k != "503").collect();
    assert!(
        unexpected.is_empty(),
        "answers other than 200 and 503 during the outages: {seen:?}\nserver errors:\n{}",
        server.log_lines("internal error")
    );
    drop(server);
}

/// What one outage measured.
struct Measured {
    mode: &'static str,
    answers: Vec<String>,
    slowest_503: Duration,
    recovered: BTreeMap<&'static str, Duration>,
    slowest_recovery: Duration,
}

/// Stops PostgreSQL in `mode`, times each read's 503 (twice), starts it
/// again and times each read's way back to 200.
async fn outage(
    cluster: &mut PrivateCluster,
    server: &Frontloop,
    http: &reqwest::Client,
    token: &str,
    mode: &'static str,
) -> Measured {
    cluster.stop(mode);
    let mut answers = Vec::new();
    let mut slowest_503 = Duration::ZERO;
    for round in 1..=2 {
        for (name, path, signed_in) in READS {
            let started = Instant::now();
            let answer = send(request(http, server, path, signed_in.then_some(token))).await;
            let took = started.elapsed();
            match &answer {
                Answer::Status(503, body) => assert_outage_body(name, body),
                other => panic!("{name} with PostgreSQL stopped (-m {mode}): {other:?}\nlog:\n{}", server.log_tail()),
            }
            println!("drill 3: stop -m {mode}: {name} answered 503 in {} ms (round {round})", took.as_millis());
            answers.push(format!("{name}: {} ms", took.as_millis()));
            slowest_503 = slowest_503.max(took);
        }
    }

    let restart_issued = Instant::now();
    cluster.start();
    let back = Instant::now();
    let mut recovered: BTreeMap<&'static str, Duration> = BTreeMap::new();
    while recovered.len() < READS.len() && back.elapsed() < RECOVERY_BOUND * 3 {
        for (name, path, signed_in) in READS {
            if recovered.contains_key(name) {
                continue;
            }
            if send(request(http, server, path, signed_in.then_some(token))).await.status() == Some(200) {
                recovered.insert(name, back.elapsed());
            }
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let slowest_recovery = recovered.values().max().copied().unwrap_or_default();
    println!(
        "drill 3: stop -m {mode}: PostgreSQL took {} ms to start again; slowest 503 {} ms (bound {} ms); \
         200 again after {:?} ms, slowest {} ms (bound {} ms)",
        (back - restart_issued).as_millis(),
        slowest_503.as_millis(),
        OUTAGE_BOUND.as_millis(),
        recovered.iter().map(|(n, t)| (*n, t.as_millis())).collect::<Vec<_>>(),
        slowest_recovery.as_millis(),
        RECOVERY_BOUND.as_millis()
    );
    Measured { mode, answers, slowest_503, recovered, slowest_recovery }
}
