//! Reading the database behind the server's back: the counters against the
//! rows they count, SQLite's own integrity check, and learners with live
//! sessions made directly in the store.

use std::str::FromStr;

use frontloop_store::models::{GithubProfile, SessionTimes};
use frontloop_store::Store;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePool, SqlitePoolOptions};
use sqlx::Row;

/// Each counter column with the count of the rows it stands for, as
/// `(row id, stored counter, counted rows)`.
const COUNTERS: &[(&str, &str)] = &[
    (
        "community_posts.likes_count = COUNT(post_likes)",
        "SELECT p.id, p.likes_count, (SELECT COUNT(*) FROM post_likes l WHERE l.post_id = p.id) FROM community_posts p",
    ),
    (
        "community_posts.comments_count = COUNT(comments)",
        "SELECT p.id, p.comments_count, (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id) FROM community_posts p",
    ),
    (
        "comments.likes_count = COUNT(comment_likes)",
        "SELECT c.id, c.likes_count, (SELECT COUNT(*) FROM comment_likes l WHERE l.comment_id = c.id) FROM comments c",
    ),
    (
        "tasks.completion_count = COUNT(completed progress)",
        "SELECT t.id, t.completion_count, \
         (SELECT COUNT(*) FROM progress g WHERE g.task_id = t.id AND g.status = 'completed') FROM tasks t",
    ),
    (
        "learning_paths.enrollment_count = COUNT(enrollments)",
        "SELECT lp.id, lp.enrollment_count, (SELECT COUNT(*) FROM enrollments e WHERE e.path_id = lp.id) \
         FROM learning_paths lp",
    ),
    (
        "learning_paths.completion_count = COUNT(completed enrollments)",
        "SELECT lp.id, lp.completion_count, \
         (SELECT COUNT(*) FROM enrollments e WHERE e.path_id = lp.id AND e.status = 'completed') FROM learning_paths lp",
    ),
    (
        "learning_paths.rating_count = COUNT(ratings)",
        "SELECT lp.id, lp.rating_count, (SELECT COUNT(e.rating) FROM enrollments e WHERE e.path_id = lp.id) \
         FROM learning_paths lp",
    ),
    (
        "learning_paths.rating_sum = SUM(ratings)",
        "SELECT lp.id, lp.rating_sum, \
         CAST((SELECT COALESCE(SUM(e.rating), 0) FROM enrollments e WHERE e.path_id = lp.id) AS BIGINT) \
         FROM learning_paths lp",
    ),
];

/// What the counter check found.
#[derive(Debug, Default)]
pub struct CounterReport {
    /// Counter values compared.
    pub checked: usize,
    /// The sum of all counters compared (shows the check saw real data).
    pub total: i64,
    /// `rule: row id: stored ≠ counted` for each mismatch.
    pub mismatches: Vec<String>,
}

/// A direct connection to the drill's database.
pub enum RawDb {
    /// A SQLite file.
    Sqlite(SqlitePool),
    /// A PostgreSQL database.
    Postgres(PgPool),
}

impl RawDb {
    /// Opens the SQLite file at `path` (one connection).
    pub async fn sqlite(path: &std::path::Path) -> RawDb {
        let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display())).expect("SQLite URL");
        let pool =
            SqlitePoolOptions::new().max_connections(1).connect_with(options).await.expect("open the SQLite file");
        RawDb::Sqlite(pool)
    }

    /// Connects to a PostgreSQL database.
    pub async fn postgres(url: &str) -> RawDb {
        RawDb::Postgres(PgPoolOptions::new().max_connections(2).connect(url).await.expect("connect to PostgreSQL"))
    }

    /// Rows of three integers.
    pub async fn triples(&self, sql: &str) -> Vec<(i64, i64, i64)> {
        match self {
            RawDb::Sqlite(pool) => sqlx::query_as(sql).fetch_all(pool).await,
            RawDb::Postgres(pool) => sqlx::query_as(sql).fetch_all(pool).await,
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// Rows of two integers.
    pub async fn pairs(&self, sql: &str) -> Vec<(i64, i64)> {
        match self {
            RawDb::Sqlite(pool) => sqlx::query_as(sql).fetch_all(pool).await,
            RawDb::Postgres(pool) => sqlx::query_as(sql).fetch_all(pool).await,
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// Rows of (integer, integer, text).
    pub async fn id_user_text(&self, sql: &str) -> Vec<(i64, i64, String)> {
        match self {
            RawDb::Sqlite(pool) => sqlx::query_as(sql).fetch_all(pool).await,
            RawDb::Postgres(pool) => sqlx::query_as(sql).fetch_all(pool).await,
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// Every progress row as (user, task, status).
    pub async fn progress(&self) -> Vec<(i64, i64, String)> {
        self.id_user_text("SELECT user_id, task_id, status FROM progress").await
    }

    /// Compares every counter with the rows it counts.
    pub async fn counters(&self) -> CounterReport {
        let mut report = CounterReport::default();
        for (rule, sql) in COUNTERS {
            for (id, stored, counted) in self.triples(sql).await {
                report.checked += 1;
                report.total += stored;
                if stored != counted {
                    report.mismatches.push(format!("{rule}: row {id}: stored {stored}, counted {counted}"));
                }
            }
        }
        report
    }

    /// `PRAGMA integrity_check` and `PRAGMA foreign_key_check` (SQLite):
    /// the lines they print, `["ok"]` for a sound file.
    pub async fn integrity(&self) -> Vec<String> {
        let RawDb::Sqlite(pool) = self else { return vec!["ok".into()] };
        let mut lines: Vec<String> = sqlx::query("PRAGMA integrity_check")
            .fetch_all(pool)
            .await
            .expect("integrity_check")
            .iter()
            .map(|row| row.try_get::<String, _>(0).unwrap_or_else(|e| format!("unreadable: {e}")))
            .collect();
        let dangling = sqlx::query("PRAGMA foreign_key_check").fetch_all(pool).await.expect("foreign_key_check");
        for row in dangling {
            let table: String = row.try_get(0).unwrap_or_default();
            lines.push(format!("dangling foreign key in {table}"));
        }
        lines
    }

    /// Closes the connections.
    pub async fn close(self) {
        match self {
            RawDb::Sqlite(pool) => pool.close().await,
            RawDb::Postgres(pool) => pool.close().await,
        }
    }
}

/// A learner with a live session token.
#[derive(Debug, Clone)]
pub struct Learner {
    /// The user id.
    pub id: i64,
    /// The GitHub login.
    pub login: String,
    /// The session token (`Authorization: Bearer …`).
    pub token: String,
}

/// Creates `count` learners (GitHub ids from `first_github_id`) with a
/// session each, directly in `store`: signing 64 people in through the
/// sign-in flow would trip its per-address rate limit, which is not what
/// the drills are about (drill 4 signs one in through the real flow).
pub async fn learners(store: &dyn Store, prefix: &str, first_github_id: i64, count: usize) -> Vec<Learner> {
    let mut out = Vec::with_capacity(count);
    for i in 0..count {
        let login = format!("{prefix}-{i}");
        let profile = GithubProfile {
            github_id: first_github_id + i as i64,
            login: login.clone(),
            name: Some(format!("Drill {login}")),
            email: None,
            avatar_url: None,
        };
        let now = frontloop_domain::time::now_millis();
        // Learners who joined before the drill: past the tighter limits of
        // an account's first day.
        let joined = now - 2 * 86_400_000;
        let user = store.upsert_github_user(&profile, joined).await.expect("create a learner");
        let token = frontloop::app::secrets::random_secret();
        let times = SessionTimes {
            now,
            idle_ttl: frontloop::app::sign_in::SESSION_IDLE_TTL_MS,
            absolute_ttl: frontloop::app::sign_in::SESSION_ABSOLUTE_TTL_MS,
        };
        store
            .create_session(&frontloop::app::secrets::hash_secret(&token), user.id, times)
            .await
            .expect("create a session");
        out.push(Learner { id: user.id, login, token });
    }
    out
}
