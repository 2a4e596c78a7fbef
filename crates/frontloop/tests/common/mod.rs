//! The test app: the real router on a real port with a fresh database,
//! SQLite or PostgreSQL (when `FRONTLOOP_TEST_DATABASE_URL` is set).

#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use clap::Parser;
use frontloop::app::state::AppState;
use frontloop::config::Config;
use frontloop::http::encoded::Encodings;
use frontloop::http::web::pages::Pages;
use frontloop::http::web::spa::WebApp;
use frontloop_store::Store;
use frontloop_store_postgres::testing::{create_test_database, TestDatabase};
use frontloop_store_postgres::PostgresStore;
use frontloop_store_sqlite::SqliteStore;

pub mod github_stub;
pub mod smtp_sink;

/// The `index.html` the test app serves (the real one needs a web build).
pub const TEST_INDEX: &str = "<!doctype html><html lang=\"en-US\"><head><meta charset=\"utf-8\">\
    <title>Template</title><meta name=\"description\" content=\"template\"></head>\
    <body><div id=\"root\"><!--first-view--></div></body></html>";

/// The web app's page table, from its build (`npm run build` in `web/`,
/// which the test command runs first): the server's routes and page
/// metadata come from there.
pub fn built_pages() -> Pages {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/dist/.vite/pages.json");
    let json = std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("{file}: {e}; build the web app first (cd web && npm run build)"));
    Pages::from_json(&json).expect("the build's page table")
}

/// Which database a test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A running Frontloop for one test.
pub struct TestApp {
    pub addr: SocketAddr,
    pub base: String,
    pub store: Arc<dyn Store>,
    pub client: reqwest::Client,
    /// The database's URL, for tests that reach it directly.
    pub database_url: String,
    /// The server's state, for tests that call a use case directly.
    pub state: AppState,
    pg: Option<(PostgresStore, TestDatabase)>,
    _dir: tempfile::TempDir,
    worker: frontloop::app::worker::Workers,
    server: tokio::task::JoinHandle<()>,
}

#[derive(Parser)]
struct TestCli {
    #[command(flatten)]
    config: Config,
}

/// The configuration a test app starts from; `extra` are CLI flags.
pub fn test_config(extra: &[&str]) -> Config {
    // Solution checks never leave loopback in tests: GitHub is a closed
    // loopback port unless a test names its stub, and the checks' allow
    // list (which also turns off DNS) names one unless a test names its own.
    let mut args = vec!["frontloop"];
    if !extra.contains(&"--github-api-url") {
        args.extend(["--github-api-url", "http://127.0.0.1:9"]);
    }
    if !extra.contains(&"--checks-allow") {
        args.extend(["--checks-allow", "127.0.0.1:9"]);
    }
    // No audit browser unless a test asks for one: a rendered audit takes
    // seconds, and the tests of the static audit's scores expect it alone.
    if !extra.contains(&"--chromium") {
        args.extend(["--chromium", "off"]);
    }
    // One moderator in every test app: the learner of GitHub id 900.
    if !extra.contains(&"--admins") {
        args.extend(["--admins", "900"]);
    }
    args.extend(extra.iter().copied());
    TestCli::parse_from(args).config
}

/// The catalogue fixture shipped with the tests.
pub fn fixture_content() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/content")
}

/// The status of an answer and its JSON body.
pub async fn body(response: reqwest::Response) -> (u16, serde_json::Value) {
    let status = response.status().as_u16();
    (status, response.json().await.expect("JSON body"))
}

/// Like [`body`], with `Null` for a body that is not JSON.
pub async fn body_or_null(response: reqwest::Response) -> (u16, serde_json::Value) {
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(serde_json::Value::Null))
}

/// Like [`body`], asserting the answer is declared as JSON.
pub async fn json_body(response: reqwest::Response) -> (u16, serde_json::Value) {
    let status = response.status().as_u16();
    let content_type =
        response.headers().get(reqwest::header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    assert!(content_type.starts_with("application/json"), "status {status}: {content_type}");
    (status, response.json().await.expect("JSON body"))
}

/// The GitHub id of the moderator of every test app (`--admins`).
pub const MODERATOR_GITHUB_ID: i64 = 900;

/// The repository and live-site links the helpers complete challenges with.
pub const REPO_URL: &str = "https://github.com/octo/solution";
pub const LIVE_URL: &str = "https://octo.github.io/solution";

impl TestApp {
    /// The id of the challenge `slug`.
    pub async fn task_id(&self, slug: &str) -> i64 {
        let (_, task) = body(self.get(&format!("/api/tasks/by-slug/{slug}")).await).await;
        task["id"].as_i64().expect("task id")
    }

    /// Starts and completes `slug` for the learner of `token`; the
    /// completion's answer.
    pub async fn complete_challenge(&self, token: &str, slug: &str) -> serde_json::Value {
        let path = format!("/api/progress/task/{}", self.task_id(slug).await);
        let (status, _) = body(self.post_as(token, &path, &serde_json::json!({"status": "in_progress"})).await).await;
        assert_eq!(status, 200, "start {slug}");
        let done =
            serde_json::json!({"status": "completed", "github_repo_url": REPO_URL, "github_pages_url": LIVE_URL});
        let (status, answer) = body(self.post_as(token, &path, &done).await).await;
        assert_eq!(status, 200, "complete {slug}: {answer}");
        answer
    }

    /// Shares a post on `slug` (which the learner has started) for the
    /// learner of `token`; the created post.
    pub async fn create_post(&self, token: &str, slug: &str, content: &str) -> serde_json::Value {
        let request = serde_json::json!({"content": content, "taskId": self.task_id(slug).await});
        let (status, answer) = body(self.post_as(token, "/api/community/posts", &request).await).await;
        assert_eq!(status, 201, "share: {answer}");
        answer["data"].clone()
    }
}

impl TestApp {
    /// Runs `sql` on the app's database, outside the app (to break it on
    /// purpose, as a failing disk or a bad migration would).
    pub async fn execute_sql(&self, sql: &str) {
        if let Err(err) = self.try_sql(sql).await {
            panic!("run SQL: {err}");
        }
    }

    /// Runs `sql` outside the app and asserts the database refuses it.
    pub async fn execute_sql_expecting_error(&self, sql: &str) {
        assert!(self.try_sql(sql).await.is_err(), "the database accepted {sql}");
    }

    async fn try_sql(&self, sql: &str) -> Result<(), sqlx::Error> {
        use sqlx::Connection as _;
        if self.database_url.starts_with("sqlite:") {
            let mut connection = sqlx::SqliteConnection::connect(&self.database_url).await?;
            sqlx::raw_sql(sql).execute(&mut connection).await.map(|_| ())
        } else {
            let mut connection = sqlx::PgConnection::connect(&self.database_url).await?;
            sqlx::raw_sql(sql).execute(&mut connection).await.map(|_| ())
        }
    }

    /// Starts an app on `backend` with the fixture catalogue loaded, or
    /// `None` when that backend is not available (PostgreSQL not configured).
    pub async fn spawn(backend: Backend) -> Option<TestApp> {
        TestApp::spawn_with(backend, &[]).await
    }

    /// Like [`TestApp::spawn`], with extra configuration flags.
    pub async fn spawn_with(backend: Backend, flags: &[&str]) -> Option<TestApp> {
        let dir = tempfile::tempdir().expect("temporary folder");
        let (store, pg, database_url): (Arc<dyn Store>, _, _) = match backend {
            Backend::Sqlite => {
                let url = format!("sqlite://{}?mode=rwc", dir.path().join("test.db").display());
                (Arc::new(SqliteStore::connect(&url).await.expect("open SQLite")), None, url)
            }
            Backend::Postgres => {
                let database = create_test_database().await?;
                let pg = PostgresStore::connect(&database.url).await.expect("connect to the test database");
                let url = database.url.clone();
                (Arc::new(pg.clone()), Some((pg, database)), url)
            }
        };
        let catalogue = frontloop::content::load_catalogue(&fixture_content()).expect("fixture catalogue is valid");
        store.import_catalogue(&catalogue, frontloop_domain::time::now_millis()).await.expect("import fixture");

        let (addr, state, server, worker) = start_server(store.clone(), flags).await;
        let client =
            reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("HTTP client");
        Some(TestApp {
            base: format!("http://{addr}"),
            addr,
            store,
            client,
            database_url,
            state,
            pg,
            _dir: dir,
            server,
            worker,
        })
    }

    /// The absolute URL of `path`.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// GET `path`.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request")
    }

    /// Creates a learner with a live session and returns the bearer token.
    pub async fn session_for(&self, github_id: i64, login: &str) -> String {
        let profile = frontloop_store::models::GithubProfile {
            github_id,
            login: login.to_owned(),
            name: Some(login.to_owned()),
            email: None,
            avatar_url: None,
        };
        let now = frontloop_domain::time::now_millis();
        let user = self.store.upsert_github_user(&profile, now).await.expect("user");
        let token = format!("test-token-{github_id}-{login}");
        let times = frontloop_store::models::SessionTimes { now, idle_ttl: 3_600_000, absolute_ttl: 7_200_000 };
        let hash = frontloop::app::secrets::hash_secret(&token);
        self.store.create_session(&hash, user.id, times).await.expect("session");
        token
    }

    /// Sends `method` to `path`, as the holder of `token` if given, with
    /// `request` as the JSON body if given; the status and body (`null`
    /// when empty).
    pub async fn send(
        &self,
        method: reqwest::Method,
        token: Option<&str>,
        path: &str,
        request: Option<serde_json::Value>,
    ) -> (u16, serde_json::Value) {
        let mut builder = self.client.request(method, self.url(path));
        if let Some(token) = token {
            builder = builder.bearer_auth(token);
        }
        if let Some(request) = request {
            builder = builder.json(&request);
        }
        body_or_null(builder.send().await.expect("request")).await
    }

    /// GET `path` as the holder of `token`.
    pub async fn get_as(&self, token: &str, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).bearer_auth(token).send().await.expect("request")
    }

    /// POST JSON to `path` as the holder of `token`.
    pub async fn post_as(&self, token: &str, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).bearer_auth(token).json(body).send().await.expect("request")
    }

    /// Closes the database pool under the running server (simulates an outage).
    pub async fn break_database(&self) {
        if let Some((pg, _)) = &self.pg {
            pg.close().await;
        }
    }

    /// Stops the server and drops a PostgreSQL test database.
    pub async fn finish(self) {
        self.server.abort();
        self.worker.abort();
        if let Some((pg, database)) = self.pg {
            pg.close().await;
            database.drop_database().await;
        }
    }
}

/// Runs an async test body on SQLite, then on PostgreSQL when available.
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident => $body:expr;)+) => {
        $(
            mod $name {
                use super::*;

                #[tokio::test]
                async fn sqlite() {
                    if let Some(app) = common::TestApp::spawn(common::Backend::Sqlite).await {
                        let app = $body(app).await;
                        common::TestApp::finish(app).await;
                    }
                }

                #[tokio::test]
                async fn postgres() {
                    if let Some(app) = common::TestApp::spawn(common::Backend::Postgres).await {
                        let app = $body(app).await;
                        common::TestApp::finish(app).await;
                    }
                }
            }
        )+
    };
}

/// For each named `async fn case(backend: Backend)`, generates a test on
/// SQLite and one on PostgreSQL.
#[macro_export]
macro_rules! for_each_backend {
    ($($case:ident),+ $(,)?) => {
        $(
            mod $case {
                #[tokio::test]
                async fn sqlite() {
                    super::$case(super::common::Backend::Sqlite).await;
                }

                #[tokio::test]
                async fn postgres() {
                    super::$case(super::common::Backend::Postgres).await;
                }
            }
        )+
    };
}

/// Starts the product's server on `store` at a free loopback port, with
/// its job workers, as `serve` does.
async fn start_server(
    store: Arc<dyn Store>,
    flags: &[&str],
) -> (SocketAddr, AppState, tokio::task::JoinHandle<()>, frontloop::app::worker::Workers) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    let mut args = vec!["--addr".to_owned(), addr.to_string()];
    args.extend(flags.iter().map(|f| (*f).to_owned()));
    let arg_refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let config = test_config(&arg_refs);
    // The product's own listener, with its connection limits and timeouts.
    let settings = frontloop::listener::ConnectionSettings::from_config(&config);
    let state = AppState::new(store, config);
    // The job worker, as `serve` starts it.
    let poll = std::time::Duration::from_millis(state.config.job_poll_ms);
    let worker = frontloop::app::worker::Workers::spawn(&state, state.config.workers, poll);
    // Says it is alive, as `serve` does, until the test's runtime ends.
    let (_, never) = tokio::sync::watch::channel(false);
    tokio::spawn(frontloop::app::presence::keep_alive(state.store.clone(), state.presence.clone(), never));
    let encodings = std::sync::Arc::new(Encodings::new(state.read_cache.budget()));
    let app = frontloop::http::router(
        state.clone(),
        WebApp::from_index_html(TEST_INDEX).with_pages(built_pages()),
        encodings,
    );
    let server = tokio::spawn(async move {
        frontloop::listener::serve(listener, app, settings, std::future::pending()).await.expect("serve");
    });
    (addr, state, server, worker)
}

/// Another instance of the server on the same database, as behind a load
/// balancer: its own pool, caches and workers.
pub struct Instance {
    pub base: String,
    pub state: AppState,
    pg: Option<PostgresStore>,
    server: tokio::task::JoinHandle<()>,
    worker: frontloop::app::worker::Workers,
}

impl Instance {
    /// The absolute URL of `path` on this instance.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Stops the instance and closes its pool.
    pub async fn finish(self) {
        self.server.abort();
        self.worker.abort();
        if let Some(pg) = self.pg {
            pg.close().await;
        }
    }
}

impl TestApp {
    /// Starts a second instance on this app's database, with `flags`.
    pub async fn second_instance(&self, flags: &[&str]) -> Instance {
        let (store, pg): (Arc<dyn Store>, _) = if self.database_url.starts_with("sqlite:") {
            (Arc::new(SqliteStore::connect(&self.database_url).await.expect("open SQLite")), None)
        } else {
            let pg = PostgresStore::connect(&self.database_url).await.expect("connect");
            (Arc::new(pg.clone()), Some(pg))
        };
        let (addr, state, server, worker) = start_server(store, flags).await;
        Instance { base: format!("http://{addr}"), state, pg, server, worker }
    }
}
