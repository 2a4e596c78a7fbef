//! The generator at a tiny scale on both databases: the planned row counts,
//! counters equal to the rows they count, and the same rows for the same
//! seed.

use std::path::PathBuf;

use frontloop_datagen::shape::Sizes;
use frontloop_datagen::sink::Sink;
use frontloop_datagen::{generate, Manifest, Options};

const SCALE: f64 = 0.002;
const NOW: i64 = 1_790_000_000_000;

fn options(database_url: String) -> Options {
    Options {
        database_url,
        scale: SCALE,
        seed: 7,
        now: NOW,
        content: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content"),
    }
}

/// Checks everything the benchmarks rely on; returns a fingerprint of the rows.
async fn check(url: &str, manifest: &Manifest) -> Vec<i64> {
    let sizes = Sizes::at_scale(SCALE);
    let mut sink = Sink::connect(url).await.expect("connect");
    let planned = [
        ("users", sizes.users),
        ("sessions", sizes.sessions),
        ("progress", sizes.progress),
        ("community_posts", sizes.posts),
        ("post_likes", sizes.post_likes),
        ("comments", sizes.comments),
        ("enrollments", sizes.enrollments),
        ("item_completions", sizes.item_completions),
        ("tasks", sizes.challenges),
        ("learning_paths", sizes.paths),
    ];
    for (table, rows) in planned {
        let counted = sink.scalar(&format!("SELECT COUNT(*) FROM {table}")).await.expect("count");
        assert_eq!(counted as u64, rows, "{table}");
    }
    let mismatches = [
        "SELECT COUNT(*) FROM community_posts p WHERE likes_count <> (SELECT COUNT(*) FROM post_likes l WHERE l.post_id = p.id)",
        "SELECT COUNT(*) FROM community_posts p WHERE comments_count <> (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id)",
        "SELECT COUNT(*) FROM tasks t WHERE completion_count <> \
           (SELECT COUNT(*) FROM progress p WHERE p.task_id = t.id AND p.status = 'completed')",
        "SELECT COUNT(*) FROM learning_paths lp WHERE enrollment_count <> (SELECT COUNT(*) FROM enrollments e WHERE e.path_id = lp.id)",
        // Every post is about a challenge, every completion has both URLs.
        "SELECT COUNT(*) FROM progress WHERE status = 'completed' AND (github_repo_url IS NULL OR completed_local IS NULL)",
        // Sessions are alive at the anchor time.
        &format!("SELECT COUNT(*) FROM sessions WHERE expires_at <= {NOW} OR idle_expires_at <= {NOW}"),
    ];
    for sql in mismatches {
        assert_eq!(sink.scalar(sql).await.expect("query"), 0, "{sql}");
    }
    let marks = &manifest.landmarks;
    let top = sink
        .scalar(&format!("SELECT likes_count FROM community_posts WHERE id = {}", marks.most_liked_post_id))
        .await
        .expect("top post");
    assert_eq!(top as u64, sizes.top_post_likes);
    let heaviest = sink
        .scalar(&format!("SELECT COUNT(*) FROM progress WHERE user_id = {}", marks.heaviest_user_id))
        .await
        .expect("heaviest");
    assert_eq!(heaviest as u64, marks.heaviest_user_progress);
    let max_progress = sink
        .scalar("SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM progress GROUP BY user_id) per_user")
        .await
        .expect("max");
    assert_eq!(heaviest, max_progress, "the heaviest learner is the one with most progress");
    assert!(!marks.heaviest_user_token.is_empty() && marks.sample_tokens.len() as u64 >= sizes.users / 4);

    let mut fingerprint = Vec::new();
    for sql in [
        "SELECT CAST(COALESCE(SUM(user_id * 1009 + task_id), 0) AS BIGINT) FROM progress",
        "SELECT CAST(COALESCE(SUM(post_id * 7 + user_id), 0) AS BIGINT) FROM post_likes",
        "SELECT CAST(COALESCE(SUM(LENGTH(content)), 0) AS BIGINT) FROM comments",
        "SELECT CAST(COALESCE(SUM(created_at % 1000003), 0) AS BIGINT) FROM community_posts",
        "SELECT CAST(COALESCE(SUM(user_id * 31 + item_id), 0) AS BIGINT) FROM item_completions",
    ] {
        fingerprint.push(sink.scalar(sql).await.expect("fingerprint"));
    }
    fingerprint
}

#[tokio::test]
async fn sqlite_dataset_is_complete_consistent_and_reproducible() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut fingerprints = Vec::new();
    for run in 0..2 {
        let url = format!("sqlite://{}?mode=rwc", dir.path().join(format!("bench-{run}.db")).display());
        let manifest = generate(&options(url.clone())).await.expect("generate");
        fingerprints.push(check(&url, &manifest).await);
        // A second run into a filled database is refused, not doubled.
        assert!(generate(&options(url)).await.is_err());
    }
    assert_eq!(fingerprints[0], fingerprints[1], "same seed, same rows");
}

#[tokio::test]
async fn postgres_dataset_matches_sqlite() {
    let Some(database) = frontloop_store_postgres::testing::create_test_database().await else {
        eprintln!("PostgreSQL is not configured: skipping");
        return;
    };
    let manifest = generate(&options(database.url.clone())).await.expect("generate");
    let on_postgres = check(&database.url, &manifest).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("bench.db").display());
    let manifest = generate(&options(url.clone())).await.expect("generate");
    assert_eq!(on_postgres, check(&url, &manifest).await, "the same rows on both databases");
    database.drop_database().await;
}
