//! Drill 5: `frontloop backup PATH` copies the SQLite file while the real
//! server takes writes. The copy passes `PRAGMA integrity_check`, holds
//! every comment the server acknowledged before the backup started (and
//! none it never heard of), and a server restored on it starts and serves
//! them.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use frontloop_store_sqlite::SqliteStore;
use serde_json::json;

use super::db::{learners, RawDb};
use super::process::Frontloop;
use super::support::{client, send, Answer};
use super::world::{catalogue, seed_posts};

/// Comments each writer may post (the per-learner limit is 30 in ten minutes).
const COMMENT_BUDGET: usize = 28;
const WRITERS: usize = 16;

/// A comment the server acknowledged, and when.
struct Acked {
    content: String,
    at: Instant,
}

pub async fn run() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let db_path = dir.path().join("drill5.db");
    let db_url = format!("sqlite://{}?mode=rwc", db_path.display());
    let store = SqliteStore::connect(&db_url).await.expect("open the drill database");
    let writers = learners(&store, "backup", 5_000, WRITERS).await;
    let authors = learners(&store, "backup-author", 5_500, 1).await;
    store.close().await;

    let server = Frontloop::start("drill5", &db_url, &[], dir.path()).await;
    let http = client(true);
    let world = catalogue(&http, &server.base).await;
    let posts = seed_posts(&http, &server.base, &authors, world.tasks[0], 2).await;

    let acked = Arc::new(Mutex::new(Vec::<Acked>::new()));
    let attempted = Arc::new(Mutex::new(BTreeSet::<String>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let mut handles = Vec::new();
    for (w, writer) in writers.into_iter().enumerate() {
        let (http, base, posts) = (http.clone(), server.base.clone(), posts.clone());
        let (acked, attempted, stop) = (acked.clone(), attempted.clone(), stop.clone());
        handles.push(tokio::spawn(async move {
            for n in 0..COMMENT_BUDGET {
                if stop.load(Ordering::SeqCst) {
                    break;
                }
                let content = format!("backup drill comment {w}-{n}");
                attempted.lock().expect("lock").insert(content.clone());
                let request = http
                    .post(format!("{base}/api/community/posts/{}/comments", posts[n % posts.len()]))
                    .bearer_auth(&writer.token)
                    .json(&json!({ "content": content }));
                match send(request).await {
                    Answer::Status(201, _) => acked.lock().expect("lock").push(Acked { content, at: Instant::now() }),
                    other => panic!("a comment during the backup drill: {other:?}"),
                }
                // Spread the writes over the backup instead of front-loading them.
                tokio::time::sleep(Duration::from_millis(15)).await;
            }
        }));
    }

    // Under load: let some writes land first.
    while acked.lock().expect("lock").len() < 60 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let copy = dir.path().join("copy.db");
    let started = Instant::now();
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_frontloop"))
        .arg("backup")
        .arg(&copy)
        .env_clear()
        .env("DATABASE_URL", &db_url)
        .env("RUST_LOG", "warn")
        .output()
        .await
        .expect("run frontloop backup");
    let took = started.elapsed();
    assert!(output.status.success(), "backup failed: {}", String::from_utf8_lossy(&output.stderr));
    let during = acked.lock().expect("lock").iter().filter(|a| a.at >= started).count();
    for handle in handles {
        handle.await.expect("writer");
    }
    stop.store(true, Ordering::SeqCst);

    let before: Vec<String> =
        acked.lock().expect("lock").iter().filter(|a| a.at < started).map(|a| a.content.clone()).collect();
    let raw = RawDb::sqlite(&copy).await;
    assert_eq!(raw.integrity().await, ["ok"], "the copy is a sound database");
    let in_copy: BTreeSet<String> = raw
        .id_user_text("SELECT id, user_id, content FROM comments WHERE content LIKE 'backup drill comment %'")
        .await
        .into_iter()
        .map(|(_, _, content)| content)
        .collect();
    raw.close().await;
    let missing: Vec<&String> = before.iter().filter(|c| !in_copy.contains(*c)).collect();
    assert!(missing.is_empty(), "acknowledged before the backup began but not in it: {missing:?}");
    let attempted = attempted.lock().expect("lock").clone();
    assert!(in_copy.is_subset(&attempted), "the copy holds only comments that were sent");

    // The restore: a server on the copy starts and serves those comments.
    drop(server);
    let restored_url = format!("sqlite://{}?mode=rwc", copy.display());
    let restored = Frontloop::start("drill5-restored", &restored_url, &[], dir.path()).await;
    let mut served = 0;
    for post in &posts {
        let page = http.get(restored.url(&format!("/api/community/posts/{post}/comments?limit=50"))).send().await;
        let body: serde_json::Value = page.expect("comments").json().await.expect("JSON");
        served += body["items"].as_array().map_or(0, |items| {
            items.iter().filter(|c| c["content"].as_str().is_some_and(|t| t.starts_with("backup drill"))).count()
        });
    }
    assert!(served >= before.len().min(100), "the restored server serves the copy's comments ({served})");
    let size = std::fs::metadata(&copy).expect("copy").len();
    println!(
        "drill 5: backup of a {} KiB database under write load took {} ms; {} comments acknowledged before it \
         began (all in the copy), {during} while it ran, {} in the copy; integrity_check ok; restored server \
         served {served}",
        size / 1024,
        took.as_millis(),
        before.len(),
        in_copy.len()
    );
}
