//! Drill 4: two Frontloop processes on one PostgreSQL database, as behind a
//! load balancer. A session signed in through A works on B (and its logout
//! on B ends it on A); many learners toggle likes through both at once,
//! and the counters, the rows and each learner's liked state agree.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use frontloop_store_postgres::testing::create_test_database;
use frontloop_store_postgres::PostgresStore;
use serde_json::{json, Value};
use tokio::sync::Semaphore;

use super::db::{learners, Learner, RawDb};
use super::process::Frontloop;
use super::support::{client, scale, send, Answer, Rng, Tally};
use crate::common::github_stub::{GithubStub, CLIENT_ID, CLIENT_SECRET, STUB_CODE};

const POSTS: usize = 4;
const COMMENTS: usize = 2;
/// Requests in flight at once across both instances.
const IN_FLIGHT: usize = 48;

fn location(answer: &reqwest::Response) -> String {
    assert_eq!(answer.status().as_u16(), 302, "expected a redirect from {}", answer.url());
    answer.headers()["location"].to_str().expect("ASCII location").to_owned()
}

fn query_value(url: &str, key: &str) -> Option<String> {
    let parsed = url::Url::parse(url).or_else(|_| url::Url::parse(&format!("http://relative{url}"))).ok()?;
    parsed.query_pairs().find(|(k, _)| k == key).map(|(_, v)| v.into_owned())
}

/// Signs in through `server` the way a browser does, against the GitHub
/// stub, and returns the session token.
async fn sign_in(http: &reqwest::Client, server: &Frontloop) -> String {
    let start = http.get(server.url("/api/auth/github?returnPath=/profile")).send().await.expect("start sign-in");
    let authorize = location(&start);
    assert!(authorize.contains("/login/oauth/authorize"), "to GitHub's consent page: {authorize}");
    let consent = http.get(&authorize).send().await.expect("the stub's consent page");
    let callback = location(&consent);
    assert_eq!(query_value(&callback, "code").as_deref(), Some(STUB_CODE));
    let landing = location(&http.get(&callback).send().await.expect("the callback"));
    let code = query_value(&landing, "token").unwrap_or_else(|| panic!("a login code in {landing}"));
    let exchange = http.post(server.url("/api/auth/exchange")).json(&json!({ "code": code }));
    match send(exchange).await {
        Answer::Status(200, body) => body["token"].as_str().expect("session token").to_owned(),
        other => panic!("exchanging the login code: {other:?}"),
    }
}

async fn expect(request: reqwest::RequestBuilder, status: u16, what: &str) -> Value {
    match send(request).await {
        Answer::Status(s, body) if s == status => body,
        other => panic!("{what}: {other:?}"),
    }
}

/// The drill.
pub async fn run() {
    let Some(database) = create_test_database().await else { return };
    let store = PostgresStore::connect(&database.url).await.expect("migrate the test database");
    let users = learners(&store, "twin", 6_000, scale(32, 96)).await;
    store.close().await;

    let stub = GithubStub::start().await;
    stub.set_user(77_001, "twin-octo");
    let github = [
        ("GITHUB_CLIENT_ID", CLIENT_ID),
        ("GITHUB_CLIENT_SECRET", CLIENT_SECRET),
        ("GITHUB_OAUTH_URL", stub.base.as_str()),
        ("GITHUB_API_URL", stub.base.as_str()),
        ("GITHUB_TIMEOUT_SECS", "5"),
    ];
    let logs = tempfile::tempdir().expect("temporary folder");
    // Both start at once: migrations and the catalogue import race too.
    let mut a = Frontloop::spawn("drill4-a", &database.url, &github, logs.path());
    let mut b = Frontloop::spawn("drill4-b", &database.url, &github, logs.path());
    let (up_a, up_b) = (a.wait_healthy().await, b.wait_healthy().await);
    println!("drill 4: both instances healthy after {} ms and {} ms", up_a.as_millis(), up_b.as_millis());
    // Starting together, both import the catalogue: neither may fail.
    for server in [&a, &b] {
        let errors = server.log_lines("ERROR");
        assert!(errors.is_empty(), "an instance logged errors while starting:\n{errors}");
    }
    let http = client(true);

    // A session made through A's sign-in works on B.
    let token = sign_in(&http, &a).await;
    let on_b = expect(http.get(b.url("/api/auth/verify")).bearer_auth(&token), 200, "B verifies A's session").await;
    assert_eq!(on_b["user"]["login"], "twin-octo", "{on_b}");
    let author =
        Learner { id: on_b["user"]["id"].as_i64().expect("user id"), login: "twin-octo".into(), token: token.clone() };

    // What the author does on B, A sees.
    let tasks = expect(http.get(a.url("/api/tasks")), 200, "challenges").await;
    let task = tasks[0]["id"].as_i64().expect("challenge id");
    let start = http
        .post(b.url(&format!("/api/progress/task/{task}")))
        .bearer_auth(&token)
        .json(&json!({ "status": "in_progress" }));
    expect(start, 200, "start a challenge on B").await;
    let seen_by_a =
        expect(http.get(a.url(&format!("/api/progress/task/{task}"))).bearer_auth(&token), 200, "progress on A").await;
    assert_eq!(seen_by_a["status"], "in_progress", "{seen_by_a}");

    let mut posts = Vec::new();
    for n in 0..POSTS {
        let via = if n % 2 == 0 { &a } else { &b };
        let request = http
            .post(via.url("/api/community/posts"))
            .bearer_auth(&token)
            .json(&json!({ "content": format!("twin post {n}"), "taskId": task }));
        posts.push(expect(request, 201, "share a post").await["data"]["id"].as_i64().expect("post id"));
    }
    let mut comments = Vec::new();
    for n in 0..COMMENTS {
        let via = if n % 2 == 0 { &b } else { &a };
        let request = http
            .post(via.url(&format!("/api/community/posts/{}/comments", posts[0])))
            .bearer_auth(&token)
            .json(&json!({ "content": format!("twin comment {n}") }));
        comments.push(expect(request, 201, "comment").await["data"]["id"].as_i64().expect("comment id"));
    }

    let storm_started = std::time::Instant::now();
    let (toggles, tally) = storm(&http, [&a, &b], &users, &posts, &comments).await;
    println!(
        "drill 4: {} like toggles by {} learners through two instances in {} ms; answers {}",
        tally.total(),
        users.len(),
        storm_started.elapsed().as_millis(),
        tally.summary()
    );
    assert_eq!(tally.server_errors(), 0, "5xx answers: {:#?}", tally.surprises());
    assert!(tally.surprises().is_empty(), "unexpected answers: {:#?}", tally.surprises());

    // The rows are the parity of each learner's successful toggles.
    let liked: BTreeSet<(&str, i64, i64)> =
        toggles.iter().filter(|(_, n)| *n % 2 == 1).map(|((kind, user, id), _)| (*kind, *user, *id)).collect();
    let db = RawDb::postgres(&database.url).await;
    let counters = db.counters().await;
    println!(
        "drill 4: {} counters checked (sum {}), {} mismatches",
        counters.checked,
        counters.total,
        counters.mismatches.len()
    );
    assert!(counters.mismatches.is_empty(), "counters differ from rows: {:#?}", counters.mismatches);
    let mut rows: BTreeSet<(&str, i64, i64)> = BTreeSet::new();
    rows.extend(db.pairs("SELECT user_id, post_id FROM post_likes").await.into_iter().map(|(u, p)| ("post", u, p)));
    rows.extend(
        db.pairs("SELECT user_id, comment_id FROM comment_likes").await.into_iter().map(|(u, c)| ("comment", u, c)),
    );
    assert_eq!(rows, liked, "like rows differ from the parity of the toggles");
    db.close().await;

    // Both instances show every learner the same, right state.
    let mut views = 0;
    for user in &users {
        for server in [&a, &b] {
            let feed =
                expect(http.get(server.url("/api/community/posts?limit=50")).bearer_auth(&user.token), 200, "feed")
                    .await;
            for item in feed["items"].as_array().expect("feed items") {
                let id = item["id"].as_i64().expect("post id");
                assert_eq!(
                    item["liked_by_user"].as_bool(),
                    Some(liked.contains(&("post", user.id, id))),
                    "post {id} for {}",
                    user.login
                );
                views += 1;
            }
            let path = format!("/api/community/posts/{}/comments", posts[0]);
            let page = expect(http.get(server.url(&path)).bearer_auth(&user.token), 200, "comments").await;
            for item in page["items"].as_array().expect("comment items") {
                let id = item["id"].as_i64().expect("comment id");
                assert_eq!(
                    item["liked_by_user"].as_bool(),
                    Some(liked.contains(&("comment", user.id, id))),
                    "comment {id} for {}",
                    user.login
                );
                views += 1;
            }
        }
    }
    println!(
        "drill 4: {} learners' liked states ({} likes standing) agree on both instances ({views} views)",
        users.len(),
        liked.len()
    );

    // Signing out through B ends the session on A.
    expect(http.post(b.url("/api/auth/logout")).bearer_auth(&author.token), 204, "logout on B").await;
    expect(http.get(a.url("/api/auth/verify")).bearer_auth(&author.token), 401, "A after logout on B").await;

    for server in [&a, &b] {
        let errors = server.log_lines("ERROR");
        assert!(errors.is_empty(), "an instance logged errors:\n{errors}");
    }
    drop(a);
    drop(b);
    database.drop_database().await;
}

/// Every learner toggles each post and comment a seeded number of times,
/// alternating instances, all at once (a learner's own toggles race each
/// other too). Returns the successful toggles per (kind, learner, id).
async fn storm(
    http: &reqwest::Client,
    servers: [&Frontloop; 2],
    users: &[Learner],
    posts: &[i64],
    comments: &[i64],
) -> (BTreeMap<(&'static str, i64, i64), u32>, Arc<Tally>) {
    let mut rng = Rng::new(0x7_0017);
    let tally = Arc::new(Tally::default());
    let gate = Arc::new(Semaphore::new(IN_FLIGHT));
    let mut jobs = tokio::task::JoinSet::new();
    let targets: Vec<(&'static str, i64)> =
        posts.iter().map(|p| ("post", *p)).chain(comments.iter().map(|c| ("comment", *c))).collect();
    for user in users {
        for &(kind, id) in &targets {
            for n in 0..rng.between(1, 7) {
                let server = servers[(n as usize + user.id as usize) % 2];
                let path = if kind == "post" {
                    format!("/api/community/posts/{id}/like")
                } else {
                    format!("/api/community/comments/{id}/like")
                };
                let request = http.post(server.url(&path)).bearer_auth(&user.token).json(&json!({}));
                let (gate, tally, user_id) = (gate.clone(), tally.clone(), user.id);
                jobs.spawn(async move {
                    let _slot = gate.acquire_owned().await.expect("semaphore");
                    let answer = send(request).await;
                    tally.count(&answer);
                    match answer {
                        Answer::Status(200, _) => Some((kind, user_id, id)),
                        Answer::Status(429, _) => None,
                        other => {
                            tally.surprise(format!("{path}: {other:?}"));
                            None
                        }
                    }
                });
            }
        }
    }
    let mut toggles: BTreeMap<(&'static str, i64, i64), u32> = BTreeMap::new();
    while let Some(done) = jobs.join_next().await {
        if let Some(key) = done.expect("toggle task") {
            *toggles.entry(key).or_default() += 1;
        }
    }
    (toggles, tally)
}
