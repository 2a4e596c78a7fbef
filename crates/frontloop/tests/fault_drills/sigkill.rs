//! Drill 2: the real binary on a SQLite file is killed with SIGKILL twenty
//! times while several clients write, and restarted on the same file each
//! time. Afterwards the file passes `PRAGMA integrity_check`, every write
//! the server acknowledged is there, and every counter equals its rows.
//!
//! Each learner is driven by one client, one request at a time, against a
//! model of its own records. An answer sets the model's state for that
//! record; a request that broke off mid-way (the kill) makes that record
//! uncertain until the learner re-reads it from the restarted server. At
//! the end every record whose last event was an answer or a read must be
//! in the database exactly as the server said.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use frontloop_store_sqlite::SqliteStore;
use serde_json::{json, Value};

use super::db::{learners, Learner, RawDb};
use super::process::Frontloop;
use super::support::{client, scale, send, Answer, Rng, Tally};
use super::world::{catalogue, seed_posts, Catalogue};

/// Likes and comments each learner may make (under the per-learner rate
/// limits: likes 120 a minute, comments 30 in ten minutes).
const LIKE_BUDGET: u32 = 90;
const COMMENT_BUDGET: u32 = 25;

/// A record's last known state, and whether a request with an unknown
/// outcome has touched it since.
#[derive(Debug, Clone)]
struct Known<T> {
    value: T,
    certain: bool,
}

impl<T> Known<T> {
    fn new(value: T) -> Known<T> {
        Known { value, certain: true }
    }
    fn set(&mut self, value: T) {
        self.value = value;
        self.certain = true;
    }
}

/// One learner's records as the server has confirmed them.
struct Model {
    learner: Learner,
    needs_sync: bool,
    post_likes: BTreeMap<i64, Known<bool>>,
    comment_likes: BTreeMap<i64, Known<bool>>,
    progress: BTreeMap<i64, Known<String>>,
    enrolled: Known<bool>,
    /// `(id, content)` of comments answered 201.
    comments: Vec<(i64, String)>,
    /// Contents of comments whose request broke off.
    maybe_comments: Vec<String>,
    likes_made: u32,
    comments_made: u32,
    /// Acknowledged writes (answers 200/201 to a write).
    acked: u64,
    /// Completions acknowledged (they are final, so each is checked).
    completions: Vec<i64>,
    seq: u64,
}

impl Model {
    fn new(learner: Learner, posts: &[i64], comments: &[i64], tasks: &[i64]) -> Model {
        Model {
            learner,
            needs_sync: false,
            post_likes: posts.iter().map(|p| (*p, Known::new(false))).collect(),
            comment_likes: comments.iter().map(|c| (*c, Known::new(false))).collect(),
            progress: tasks.iter().map(|t| (*t, Known::new("not_started".to_owned()))).collect(),
            enrolled: Known::new(false),
            comments: Vec::new(),
            maybe_comments: Vec::new(),
            likes_made: 0,
            comments_made: 0,
            acked: 0,
            completions: Vec::new(),
            seq: 0,
        }
    }
}

/// What the writers share.
struct Shared {
    base: String,
    http: reqwest::Client,
    world: Catalogue,
    posts: Vec<i64>,
    comments: Vec<i64>,
    tally: Tally,
    stop: AtomicBool,
}

impl Shared {
    fn post(&self, learner: &Learner, path: &str, body: Value) -> reqwest::RequestBuilder {
        self.http.post(format!("{}{path}", self.base)).bearer_auth(&learner.token).json(&body)
    }

    fn get(&self, learner: &Learner, path: &str) -> reqwest::RequestBuilder {
        self.http.get(format!("{}{path}", self.base)).bearer_auth(&learner.token)
    }
}

/// The outcome of one write.
enum Outcome {
    /// The server answered as expected, with this body.
    Done(Value),
    /// The server answered something else (status, body).
    Other(u16, Value),
    /// Nothing happened (refused, or rate limited).
    Nothing,
    /// Unknown: the exchange broke off.
    Unknown,
}

async fn write(shared: &Shared, request: reqwest::RequestBuilder, wanted: u16) -> Outcome {
    let answer = send(request).await;
    shared.tally.count(&answer);
    match answer {
        Answer::Status(status, body) if status == wanted => Outcome::Done(body),
        Answer::Status(429, _) => Outcome::Nothing,
        Answer::Refused => {
            // The server is down (killed, not yet back): do not spin.
            tokio::time::sleep(Duration::from_millis(10)).await;
            Outcome::Nothing
        }
        Answer::Status(status, body) => Outcome::Other(status, body),
        Answer::Lost => Outcome::Unknown,
    }
}

/// Re-reads every record of the learner; false when the server is away.
async fn sync(shared: &Shared, model: &mut Model) -> bool {
    let learner = model.learner.clone();
    let Answer::Status(200, feed) = send(shared.get(&learner, "/api/community/posts?limit=50")).await else {
        return false;
    };
    for item in feed["items"].as_array().into_iter().flatten() {
        if let (Some(id), Some(liked)) = (item["id"].as_i64(), item["liked_by_user"].as_bool()) {
            if let Some(known) = model.post_likes.get_mut(&id) {
                known.set(liked);
            }
        }
    }
    for post in &shared.posts {
        let Answer::Status(200, page) =
            send(shared.get(&learner, &format!("/api/community/posts/{post}/comments?limit=50"))).await
        else {
            return false;
        };
        for item in page["items"].as_array().into_iter().flatten() {
            if let (Some(id), Some(liked)) = (item["id"].as_i64(), item["liked_by_user"].as_bool()) {
                if let Some(known) = model.comment_likes.get_mut(&id) {
                    known.set(liked);
                }
            }
        }
    }
    for task in &shared.world.tasks {
        let Answer::Status(200, body) = send(shared.get(&learner, &format!("/api/progress/task/{task}"))).await else {
            return false;
        };
        let status = body["status"].as_str().unwrap_or("?").to_owned();
        model.progress.get_mut(task).expect("known task").set(status);
    }
    let path = format!("/api/learning-paths/{}", shared.world.path_id);
    let Answer::Status(200, body) = send(shared.get(&learner, &path)).await else { return false };
    model.enrolled.set(body["data"]["is_enrolled"].as_bool().unwrap_or(false));
    model.needs_sync = false;
    true
}

/// One step for one learner.
async fn step(shared: &Shared, model: &mut Model, rng: &mut Rng) {
    if model.needs_sync && !sync(shared, model).await {
        tokio::time::sleep(Duration::from_millis(20)).await;
        return;
    }
    let learner = model.learner.clone();
    let roll = rng.below(100);
    if roll < 10 && !model.enrolled.value {
        let outcome = write(
            shared,
            shared.post(&learner, &format!("/api/learning-paths/{}/enroll", shared.world.path_id), json!({})),
            200,
        )
        .await;
        match outcome {
            Outcome::Done(_) => {
                model.enrolled.set(true);
                model.acked += 1;
            }
            Outcome::Other(409, _) => model.enrolled.set(true),
            other => settle(shared, model, other, "enroll", |m| m.enrolled.certain = false),
        }
    } else if roll < 35 && model.likes_made < LIKE_BUDGET {
        let (kind, id) = if rng.chance(70) {
            ("posts", *rng.pick(&shared.posts))
        } else {
            ("comments", *rng.pick(&shared.comments))
        };
        model.likes_made += 1;
        let outcome =
            write(shared, shared.post(&learner, &format!("/api/community/{kind}/{id}/like"), json!({})), 200).await;
        match outcome {
            Outcome::Done(body) => {
                let liked = body["liked"].as_bool().unwrap_or(false);
                let known = like_record(model, kind, id);
                if known.certain && known.value == liked {
                    shared.tally.surprise(format!("like toggle on {kind} {id} by {} did not toggle", learner.login));
                }
                known.set(liked);
                model.acked += 1;
            }
            other => settle(shared, model, other, "like", |m| like_record(m, kind, id).certain = false),
        }
    } else if roll < 50 && model.comments_made < COMMENT_BUDGET {
        model.comments_made += 1;
        model.seq += 1;
        let content = format!("drill2 {} #{}", learner.login, model.seq);
        let post = *rng.pick(&shared.posts);
        let request =
            shared.post(&learner, &format!("/api/community/posts/{post}/comments"), json!({ "content": content }));
        match write(shared, request, 201).await {
            Outcome::Done(body) => match body["data"]["id"].as_i64() {
                Some(id) => {
                    model.comments.push((id, content));
                    model.acked += 1;
                }
                None => shared.tally.surprise(format!("comment answer without id: {body}")),
            },
            Outcome::Unknown => {
                model.maybe_comments.push(content);
                model.needs_sync = true;
            }
            other => settle(shared, model, other, "comment", |_| {}),
        }
    } else if roll < 95 {
        let task = *rng.pick(&shared.world.tasks);
        let current = model.progress[&task].value.clone();
        let to = match current.as_str() {
            "not_started" => {
                if rng.chance(60) {
                    "in_progress"
                } else {
                    "saved"
                }
            }
            "saved" => {
                if rng.chance(50) {
                    "in_progress"
                } else {
                    "not_started"
                }
            }
            "in_progress" => {
                if rng.chance(15) {
                    "completed"
                } else {
                    "not_started"
                }
            }
            // Completed is final: read something instead.
            _ => return read(shared, &learner).await,
        };
        let body = if to == "completed" {
            json!({ "status": to, "github_repo_url": format!("https://github.com/{}/drill", learner.login),
                    "github_pages_url": format!("https://{}.github.io/drill/", learner.login) })
        } else {
            json!({ "status": to })
        };
        match write(shared, shared.post(&learner, &format!("/api/progress/task/{task}"), body), 200).await {
            Outcome::Done(answer) => {
                let status = answer["status"].as_str().unwrap_or("?").to_owned();
                if status != to {
                    shared
                        .tally
                        .surprise(format!("progress of {task} for {}: {status} instead of {to}", learner.login));
                }
                if to == "completed" {
                    model.completions.push(task);
                }
                model.progress.get_mut(&task).expect("task").set(status);
                model.acked += 1;
            }
            other => {
                settle(shared, model, other, "progress", |m| m.progress.get_mut(&task).expect("task").certain = false)
            }
        }
    } else {
        read(shared, &learner).await;
    }
}

/// The model's record of a like on a post or a comment.
fn like_record<'a>(model: &'a mut Model, kind: &str, id: i64) -> &'a mut Known<bool> {
    let records = if kind == "posts" { &mut model.post_likes } else { &mut model.comment_likes };
    records.get_mut(&id).expect("a seeded post or comment")
}

/// A read: it must never fail while the server is up.
async fn read(shared: &Shared, learner: &Learner) {
    let answer = send(shared.get(learner, "/api/users/profile")).await;
    shared.tally.count(&answer);
    if let Answer::Status(status, body) = answer {
        if status != 200 {
            shared.tally.surprise(format!("profile of {}: {status} {body}", learner.login));
        }
    }
}

/// Handles everything but the expected answer.
fn settle(shared: &Shared, model: &mut Model, outcome: Outcome, what: &str, mark_uncertain: impl FnOnce(&mut Model)) {
    match outcome {
        Outcome::Unknown => {
            mark_uncertain(model);
            model.needs_sync = true;
        }
        Outcome::Other(status, body) => {
            shared.tally.surprise(format!("{what} by {}: {status} {body}", model.learner.login))
        }
        Outcome::Nothing | Outcome::Done(_) => {}
    }
}

/// The drill.
pub async fn run() {
    let kills: usize = scale(20, 100);
    let clients: usize = scale(6, 8);
    let per_client: usize = 5;
    let dir = tempfile::tempdir().expect("temporary folder");
    let db_path = dir.path().join("drill2.db");
    let db_url = format!("sqlite://{}?mode=rwc", db_path.display());

    let store = SqliteStore::connect(&db_url).await.expect("open the drill database");
    let writers = learners(&store, "crash", 3_000, clients * per_client).await;
    let authors = learners(&store, "crash-author", 4_000, 2).await;
    store.close().await;

    let mut server = Frontloop::start("drill2", &db_url, &[], dir.path()).await;
    let http = client(false);
    let world = catalogue(&http, &server.base).await;
    let posts = seed_posts(&http, &server.base, &authors, world.tasks[0], 3).await;
    let mut comments = Vec::new();
    for (i, post) in posts.iter().take(3).enumerate() {
        let request = http
            .post(server.url(&format!("/api/community/posts/{post}/comments")))
            .bearer_auth(&authors[i % 2].token)
            .json(&json!({ "content": format!("seed comment {i}") }));
        match send(request).await {
            Answer::Status(201, body) => comments.push(body["data"]["id"].as_i64().expect("comment id")),
            other => panic!("seeding a comment: {other:?}"),
        }
    }
    let shared = Arc::new(Shared {
        base: server.base.clone(),
        http,
        world: world.clone(),
        posts: posts.clone(),
        comments: comments.clone(),
        tally: Tally::default(),
        stop: AtomicBool::new(false),
    });

    let mut handles = Vec::new();
    for (c, group) in writers.chunks(per_client).enumerate() {
        let shared = shared.clone();
        let mut models: Vec<Model> =
            group.iter().cloned().map(|l| Model::new(l, &posts, &comments, &world.tasks)).collect();
        handles.push(tokio::spawn(async move {
            let mut rng = Rng::new(0xC2A5_0000 + c as u64);
            let mut turn = 0;
            while !shared.stop.load(Ordering::SeqCst) {
                let model = &mut models[turn % per_client];
                step(&shared, model, &mut rng).await;
                turn += 1;
            }
            models
        }));
    }

    // The kills: mostly under load once healthy, some during start-up
    // (migrations, catalogue import), at seeded moments.
    let mut rng = Rng::new(0x51_6B11);
    let (mut under_load, mut during_start) = (0, 0);
    let mut restart_times = Vec::new();
    for kill in 0..kills {
        if kill > 0 {
            server.respawn();
            // Every fifth restart is killed before it is healthy.
            if kill % 5 == 4 {
                tokio::time::sleep(Duration::from_millis(rng.between(0, 120))).await;
                server.kill();
                during_start += 1;
                continue;
            }
            restart_times.push(server.wait_healthy().await);
        }
        tokio::time::sleep(Duration::from_millis(rng.between(40, 900))).await;
        if kill + 1 == kills {
            // The last kill lands under load too; the writers stop after it.
            server.kill();
            shared.stop.store(true, Ordering::SeqCst);
        } else {
            server.kill();
        }
        under_load += 1;
    }
    shared.stop.store(true, Ordering::SeqCst);
    let mut models = Vec::new();
    for handle in handles {
        models.extend(handle.await.expect("writer"));
    }
    let tally = &shared.tally;
    let slowest_restart = restart_times.iter().max().copied().unwrap_or_default();
    println!(
        "drill 2: {kills} SIGKILLs ({under_load} under write load, {during_start} during start-up); \
         slowest restart to healthy {:.0} ms; answers {}",
        slowest_restart.as_secs_f64() * 1000.0,
        tally.summary()
    );
    assert_eq!(tally.server_errors(), 0, "5xx answers: {:#?}\nlog:\n{}", tally.surprises(), server.log_tail());
    assert!(tally.surprises().is_empty(), "unexpected answers: {:#?}\nlog:\n{}", tally.surprises(), server.log_tail());

    let errors = server.log_lines("ERROR");
    assert!(errors.is_empty(), "the server logged errors across its runs:\n{errors}");
    verify(&db_path, &models).await;

    // And it starts again on the crashed file.
    server.respawn();
    let took = server.wait_healthy().await;
    println!("drill 2: final restart healthy after {:.0} ms", took.as_secs_f64() * 1000.0);
    server.kill();
}

/// The database after the last kill, opened before any server touches it.
async fn verify(db_path: &std::path::Path, models: &[Model]) {
    let db = RawDb::sqlite(db_path).await;
    let integrity = db.integrity().await;
    println!("drill 2: PRAGMA integrity_check: {integrity:?}");
    assert_eq!(integrity, vec!["ok".to_owned()], "integrity_check after the kills");

    let counters = db.counters().await;
    println!(
        "drill 2: {} counters checked (sum {}), {} mismatches",
        counters.checked,
        counters.total,
        counters.mismatches.len()
    );
    assert!(counters.mismatches.is_empty(), "counters differ from rows: {:#?}", counters.mismatches);

    let post_likes: BTreeSet<(i64, i64)> =
        db.pairs("SELECT user_id, post_id FROM post_likes").await.into_iter().collect();
    let comment_likes: BTreeSet<(i64, i64)> =
        db.pairs("SELECT user_id, comment_id FROM comment_likes").await.into_iter().collect();
    let progress: BTreeMap<(i64, i64), String> = db.progress().await.into_iter().map(|(u, t, s)| ((u, t), s)).collect();
    let enrolled: BTreeSet<i64> =
        db.pairs("SELECT user_id, path_id FROM enrollments").await.into_iter().map(|(u, _)| u).collect();
    let comments: Vec<(i64, i64, String)> = db.id_user_text("SELECT id, user_id, content FROM comments").await;

    let (mut acked, mut states_checked, mut uncertain, mut maybe) = (0u64, 0u64, 0u64, 0usize);
    let mut failures = Vec::new();
    for model in models {
        let user = model.learner.id;
        acked += model.acked;
        for (kind, records, rows) in
            [("post like", &model.post_likes, &post_likes), ("comment like", &model.comment_likes, &comment_likes)]
        {
            for (id, known) in records {
                if !known.certain {
                    uncertain += 1;
                    continue;
                }
                states_checked += 1;
                if rows.contains(&(user, *id)) != known.value {
                    failures.push(format!(
                        "{kind} {id} of {}: confirmed {}, database disagrees",
                        model.learner.login, known.value
                    ));
                }
            }
        }
        for (task, known) in &model.progress {
            if !known.certain {
                uncertain += 1;
                continue;
            }
            states_checked += 1;
            let stored = progress.get(&(user, *task)).map(String::as_str).unwrap_or("not_started");
            if stored != known.value {
                failures.push(format!(
                    "progress {task} of {}: confirmed {}, stored {stored}",
                    model.learner.login, known.value
                ));
            }
        }
        for task in &model.completions {
            if progress.get(&(user, *task)).map(String::as_str) != Some("completed") {
                failures.push(format!("acknowledged completion of {task} by {} is lost", model.learner.login));
            }
        }
        if model.enrolled.certain {
            states_checked += 1;
            if enrolled.contains(&user) != model.enrolled.value {
                failures.push(format!("enrollment of {}: confirmed {}", model.learner.login, model.enrolled.value));
            }
        }
        // Comments: every acknowledged one is there, as written; nothing
        // appears that was never sent; nothing is stored twice.
        let mine: Vec<&(i64, i64, String)> = comments.iter().filter(|(_, u, _)| *u == user).collect();
        for (id, content) in &model.comments {
            if !mine.iter().any(|(i, _, c)| i == id && c == content) {
                failures.push(format!("acknowledged comment {id} ({content}) is lost"));
            }
        }
        maybe += model.maybe_comments.len();
        let mut seen = BTreeSet::new();
        for (id, _, content) in &mine {
            let sent = model.comments.iter().any(|(_, c)| c == content) || model.maybe_comments.contains(content);
            if !sent {
                failures.push(format!("comment {id} ({content}) was never sent"));
            }
            if !seen.insert(content.clone()) {
                failures.push(format!("comment {content} stored twice"));
            }
        }
    }
    let comments_acked: usize = models.iter().map(|m| m.comments.len()).sum();
    println!(
        "drill 2: {acked} acknowledged writes; {states_checked} confirmed final states and {comments_acked} acknowledged \
         comments checked against the file; {uncertain} records left uncertain by a kill, {maybe} comments in doubt"
    );
    assert!(failures.is_empty(), "{} problems: {:#?}", failures.len(), &failures[..failures.len().min(30)]);
    assert!(acked > 100, "too few acknowledged writes to mean anything: {acked}");
    db.close().await;
}
