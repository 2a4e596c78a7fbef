//! Drill 1: 64 signed-in learners write at once to one file-backed SQLite
//! database through the real server. No answer may be a 5xx, every counter
//! must equal the rows it counts, and the database must hold exactly what
//! the learners were told they did.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use frontloop_store_sqlite::SqliteStore;
use serde_json::{json, Value};

use super::db::{learners, Learner, RawDb};
use super::process::Frontloop;
use super::support::{client, scale, send, Answer, Rng, Tally};
use super::world::{catalogue, seed_posts, Catalogue};

const WRITERS: usize = 64;
const AUTHORS: usize = 4;
const POSTS_PER_AUTHOR: usize = 2;

/// One step of a learner's script.
#[derive(Debug, Clone, Copy)]
enum Op {
    Enroll,
    MarkRead,
    Progress { task: i64, to: &'static str },
    LikePost,
    Comment,
    LikeComment,
    Read,
}

/// What the drill expects a learner's records to be at the end.
#[derive(Debug, Default)]
struct Expected {
    /// `(user, post)` → toggles that succeeded.
    post_toggles: BTreeMap<(i64, i64), u32>,
    /// `(user, comment)` → toggles that succeeded.
    comment_toggles: BTreeMap<(i64, i64), u32>,
    /// `(id, user, content)` of every comment answered 201.
    comments: BTreeSet<(i64, i64, String)>,
    /// `(user, task)` → final status (`not_started` means no row).
    progress: BTreeMap<(i64, i64), &'static str>,
    /// `user` → whether its enrollment is completed.
    enrollments: BTreeMap<i64, bool>,
}

/// A learner's script: per-challenge chains of valid transitions, the
/// enrollment before its read mark, likes, comments and reads, interleaved
/// at random (seeded) while each chain keeps its order.
fn script(rng: &mut Rng, world: &Catalogue, extra_cycles: u64) -> (Vec<Op>, BTreeMap<i64, &'static str>) {
    let mut queues: Vec<VecDeque<Op>> = vec![VecDeque::from([Op::Enroll, Op::MarkRead])];
    let mut finals = BTreeMap::new();
    for &task in &world.tasks {
        let mut chain = VecDeque::new();
        for _ in 0..rng.between(0, 1 + extra_cycles) {
            if rng.chance(50) {
                chain.extend([Op::Progress { task, to: "saved" }, Op::Progress { task, to: "not_started" }]);
            } else {
                chain.extend([Op::Progress { task, to: "in_progress" }, Op::Progress { task, to: "not_started" }]);
            }
        }
        chain.push_back(Op::Progress { task, to: "in_progress" });
        // The path's challenge is always completed by some, never by all.
        let completes = rng.chance(if task == world.path_task_id { 60 } else { 70 });
        if completes {
            chain.push_back(Op::Progress { task, to: "completed" });
        }
        finals.insert(task, if completes { "completed" } else { "in_progress" });
        queues.push(chain);
    }
    let likes = scale(12, 60);
    let comments = scale(6, 24);
    let comment_likes = scale(8, 40);
    let reads = scale(3, 10);
    for (op, n) in [(Op::LikePost, likes), (Op::Comment, comments), (Op::LikeComment, comment_likes), (Op::Read, reads)]
    {
        for _ in 0..n {
            queues.push(VecDeque::from([op]));
        }
    }
    let mut ops = Vec::new();
    while !queues.is_empty() {
        let i = rng.below(queues.len() as u64) as usize;
        if let Some(op) = queues[i].pop_front() {
            ops.push(op);
        }
        if queues[i].is_empty() {
            queues.swap_remove(i);
        }
    }
    (ops, finals)
}

/// Everything the 64 writers share.
struct Shared {
    base: String,
    http: reqwest::Client,
    world: Catalogue,
    posts: Vec<i64>,
    /// Comments created so far (targets for comment likes).
    comment_ids: Mutex<Vec<i64>>,
    expected: Mutex<Expected>,
    tally: Tally,
}

impl Shared {
    fn post(&self, learner: &Learner, path: &str, body: Value) -> reqwest::RequestBuilder {
        self.http.post(format!("{}{path}", self.base)).bearer_auth(&learner.token).json(&body)
    }

    fn get(&self, learner: &Learner, path: &str) -> reqwest::RequestBuilder {
        self.http.get(format!("{}{path}", self.base)).bearer_auth(&learner.token)
    }
}

/// Runs one op, checks its answer, and records what it did.
async fn perform(shared: &Shared, learner: &Learner, rng: &mut Rng, op: Op) {
    let (request, wanted) = match op {
        Op::Enroll => {
            (shared.post(learner, &format!("/api/learning-paths/{}/enroll", shared.world.path_id), json!({})), 200)
        }
        Op::MarkRead => (
            shared.post(
                learner,
                "/api/learning-paths/mark-completed",
                json!({ "pathId": shared.world.path_id, "itemType": "post", "itemId": shared.world.path_post_id }),
            ),
            200,
        ),
        Op::Progress { task, to } => {
            let body = if to == "completed" {
                json!({ "status": to, "github_repo_url": format!("https://github.com/{}/drill", learner.login),
                        "github_pages_url": format!("https://{}.github.io/drill/", learner.login) })
            } else {
                json!({ "status": to })
            };
            (shared.post(learner, &format!("/api/progress/task/{task}"), body), 200)
        }
        Op::LikePost => {
            let post = *rng.pick(&shared.posts);
            (shared.post(learner, &format!("/api/community/posts/{post}/like"), json!({})), 200)
        }
        Op::Comment => {
            let post = *rng.pick(&shared.posts);
            let content = format!("drill1 {} #{}", learner.login, rng.next_u64());
            let request =
                shared.post(learner, &format!("/api/community/posts/{post}/comments"), json!({ "content": content }));
            (request, 201)
        }
        Op::LikeComment => {
            let target = {
                let ids = shared.comment_ids.lock().expect("comment ids");
                (!ids.is_empty()).then(|| *rng.pick(&ids[..]))
            };
            match target {
                Some(comment) => {
                    (shared.post(learner, &format!("/api/community/comments/{comment}/like"), json!({})), 200)
                }
                // Nobody has commented yet: like a post instead.
                None => return Box::pin(perform(shared, learner, rng, Op::LikePost)).await,
            }
        }
        Op::Read => {
            let path = *rng.pick(&["/api/community/posts?limit=20", "/api/users/profile", "/api/learning-paths"]);
            (shared.get(learner, path), 200)
        }
    };
    let url = request.try_clone().and_then(|r| r.build().ok()).map(|r| r.url().path().to_owned()).unwrap_or_default();
    let answer = send(request).await;
    shared.tally.count(&answer);
    match &answer {
        Answer::Status(status, body) if *status == wanted => record(shared, learner, op, &url, body),
        Answer::Status(429, _) => {}
        other => shared.tally.surprise(format!("{op:?} {url} as {}: {other:?}", learner.login)),
    }
}

fn id_in_path(url: &str, after: &str) -> Option<i64> {
    url.split('/').skip_while(|part| *part != after).nth(1).and_then(|id| id.parse().ok())
}

/// Records the effect of an op the server confirmed.
fn record(shared: &Shared, learner: &Learner, op: Op, url: &str, body: &Value) {
    let mut expected = shared.expected.lock().expect("expectations");
    match op {
        Op::LikePost | Op::LikeComment => {
            let (map, id) = if url.contains("/comments/") {
                (&mut expected.comment_toggles, id_in_path(url, "comments"))
            } else {
                (&mut expected.post_toggles, id_in_path(url, "posts"))
            };
            let Some(id) = id else { return };
            let toggles = map.entry((learner.id, id)).or_default();
            *toggles += 1;
            // A learner's toggles are sequential: each answer must report
            // the parity so far.
            if body["liked"].as_bool() != Some(*toggles % 2 == 1) {
                shared
                    .tally
                    .surprise(format!("{url} as {}: liked = {} after {toggles} toggles", learner.login, body["liked"]));
            }
        }
        Op::Comment => {
            let (Some(id), Some(content)) = (body["data"]["id"].as_i64(), body["data"]["content"].as_str()) else {
                shared.tally.surprise(format!("comment answer without id: {body}"));
                return;
            };
            expected.comments.insert((id, learner.id, content.to_owned()));
            shared.comment_ids.lock().expect("comment ids").push(id);
        }
        Op::Progress { task, to } => {
            if body["status"].as_str() != Some(to) {
                shared.tally.surprise(format!("{url} as {}: status {} instead of {to}", learner.login, body["status"]));
            }
            expected.progress.insert((learner.id, task), to);
        }
        Op::Enroll | Op::MarkRead | Op::Read => {}
    }
}

/// The drill.
pub async fn run() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let db_path = dir.path().join("drill1.db");
    let db_url = format!("sqlite://{}?mode=rwc", db_path.display());

    // Learners and sessions go in before the server starts.
    let store = SqliteStore::connect(&db_url).await.expect("open the drill database");
    let writers = learners(&store, "writer", 1_000, WRITERS).await;
    let authors = learners(&store, "author", 2_000, AUTHORS).await;
    store.close().await;

    let server = Frontloop::start("drill1", &db_url, &[], dir.path()).await;
    let http = client(true);
    let world = catalogue(&http, &server.base).await;
    let posts = seed_posts(&http, &server.base, &authors, world.tasks[0], POSTS_PER_AUTHOR).await;

    let shared = Arc::new(Shared {
        base: server.base.clone(),
        http,
        world: world.clone(),
        posts,
        comment_ids: Mutex::new(Vec::new()),
        expected: Mutex::new(Expected::default()),
        tally: Tally::default(),
    });
    {
        let mut expected = shared.expected.lock().expect("expectations");
        for author in &authors {
            expected.progress.insert((author.id, world.tasks[0]), "in_progress");
        }
    }

    // Every writer gets its script first, then all start together.
    let barrier = Arc::new(tokio::sync::Barrier::new(WRITERS));
    let extra_cycles = scale(0, 3);
    let mut handles = Vec::new();
    let mut requests_planned = 0;
    for (i, learner) in writers.iter().cloned().enumerate() {
        let mut rng = Rng::new(0xD1_0000 + i as u64);
        let (ops, finals) = script(&mut rng, &world, extra_cycles);
        requests_planned += ops.len();
        {
            let mut expected = shared.expected.lock().expect("expectations");
            expected.enrollments.insert(learner.id, finals.get(&world.path_task_id) == Some(&"completed"));
        }
        let shared = shared.clone();
        let barrier = barrier.clone();
        handles.push(tokio::spawn(async move {
            barrier.wait().await;
            for op in ops {
                perform(&shared, &learner, &mut rng, op).await;
            }
            finals
        }));
    }
    let started = Instant::now();
    let mut final_progress = BTreeMap::new();
    for (handle, learner) in handles.into_iter().zip(&writers) {
        for (task, status) in handle.await.expect("writer task") {
            final_progress.insert((learner.id, task), status);
        }
    }
    let elapsed = started.elapsed();
    let tally = &shared.tally;
    println!(
        "drill 1: {WRITERS} writers, {requests_planned} scripted requests in {:.1} s ({:.0}/s); answers {}",
        elapsed.as_secs_f64(),
        tally.total() as f64 / elapsed.as_secs_f64().max(0.001),
        tally.summary()
    );

    let server_errors = tally.server_errors();
    let rate_limited = tally.with_status(429);
    println!("drill 1: 5xx answers: {server_errors}; 429 answers: {rate_limited}");
    assert_eq!(
        server_errors,
        0,
        "5xx under concurrent writes; first surprises: {:#?}\nlog:\n{}",
        tally.surprises(),
        server.log_tail()
    );
    assert!(tally.surprises().is_empty(), "unexpected answers: {:#?}", tally.surprises());
    // The scripts stay under every per-learner limit, so a 429 would mean
    // the limits count wrong; a few are tolerated, not a pattern.
    assert!(rate_limited * 100 <= tally.total(), "too many 429 answers: {rate_limited}");

    let errors = server.log_lines("ERROR");
    assert!(errors.is_empty(), "the server logged errors under concurrent writes:\n{errors}");
    verify(&db_path, &shared, &final_progress).await;
    drop(server);
}

/// Compares the database with what the learners were told.
async fn verify(db_path: &std::path::Path, shared: &Shared, final_progress: &BTreeMap<(i64, i64), &'static str>) {
    let db = RawDb::sqlite(db_path).await;
    // Every writer is done: take the expectations out instead of holding
    // the lock across the database reads below.
    let expected = std::mem::take(&mut *shared.expected.lock().expect("expectations"));

    let integrity = db.integrity().await;
    assert_eq!(integrity, vec!["ok".to_owned()], "integrity_check");

    let counters = db.counters().await;
    println!(
        "drill 1: {} counters checked (sum {}), {} mismatches",
        counters.checked,
        counters.total,
        counters.mismatches.len()
    );
    assert!(counters.mismatches.is_empty(), "counters differ from rows: {:#?}", counters.mismatches);

    let liked = |toggles: &BTreeMap<(i64, i64), u32>| -> BTreeSet<(i64, i64)> {
        toggles.iter().filter(|(_, n)| *n % 2 == 1).map(|(k, _)| *k).collect()
    };
    let post_likes: BTreeSet<(i64, i64)> =
        db.pairs("SELECT user_id, post_id FROM post_likes").await.into_iter().collect();
    assert_eq!(
        post_likes,
        liked(&expected.post_toggles),
        "post likes differ from the parity of each learner's toggles"
    );
    let comment_likes: BTreeSet<(i64, i64)> =
        db.pairs("SELECT user_id, comment_id FROM comment_likes").await.into_iter().collect();
    assert_eq!(
        comment_likes,
        liked(&expected.comment_toggles),
        "comment likes differ from the parity of each learner's toggles"
    );

    let comments: BTreeSet<(i64, i64, String)> =
        db.id_user_text("SELECT id, user_id, content FROM comments").await.into_iter().collect();
    assert_eq!(comments, expected.comments, "comments differ from the ones answered 201");

    let progress: BTreeMap<(i64, i64), String> = db.progress().await.into_iter().map(|(u, t, s)| ((u, t), s)).collect();
    let mut wanted: BTreeMap<(i64, i64), String> =
        expected.progress.iter().map(|(k, v)| (*k, (*v).to_owned())).collect();
    wanted.retain(|_, status| status != "not_started");
    assert_eq!(progress, wanted, "progress rows differ from the last confirmed transitions");
    for (key, status) in final_progress {
        assert_eq!(progress.get(key).map(String::as_str), Some(*status), "scripted end state of {key:?}");
    }

    let enrollments: BTreeMap<i64, bool> = db
        .pairs("SELECT user_id, CAST(CASE WHEN status = 'completed' THEN 1 ELSE 0 END AS BIGINT) FROM enrollments")
        .await
        .into_iter()
        .map(|(user, done)| (user, done == 1))
        .collect();
    assert_eq!(enrollments, expected.enrollments, "enrollments (and path completions) differ from the scripts");
    println!(
        "drill 1: verified {} post likes, {} comment likes, {} comments, {} progress rows, {} enrollments",
        post_likes.len(),
        comment_likes.len(),
        comments.len(),
        progress.len(),
        enrollments.len()
    );
    db.close().await;
}
