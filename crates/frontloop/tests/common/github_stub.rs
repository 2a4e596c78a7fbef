//! A real HTTP stub of GitHub on loopback: the three OAuth endpoints, with
//! switchable faults, and `/repos/{owner}/{name}` for the repository check;
//! it records what Frontloop sent it.

#![allow(dead_code)]

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Form, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::json;

/// The code the stub's consent page hands out.
pub const STUB_CODE: &str = "stub-code";
pub const CLIENT_ID: &str = "test-client";
pub const CLIENT_SECRET: &str = "test-secret";
const ACCESS_TOKEN: &str = "gho_stub_token";

/// How the stub misbehaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    None,
    TokenServerError,
    TokenRefused,
    SlowToken,
    MalformedUser,
    NoVerifiedEmail,
    EmailsForbidden,
}

/// What the stub was sent and how it behaves next.
#[derive(Debug)]
pub struct StubState {
    pub fault: Fault,
    pub github_id: i64,
    pub login: String,
    pub verifiers: Vec<String>,
    pub user_agents: Vec<String>,
    pub token_forms: Vec<HashMap<String, String>>,
    /// Repositories by `owner/name`: (owner id, private, size in KB).
    pub repos: HashMap<String, (i64, bool, i64)>,
    /// Answers to repository lookups left to refuse with the rate limit
    /// (403, `x-ratelimit-remaining: 0`, reset in one second).
    pub rate_limited: u32,
    /// Repository lookups answered, rate-limited ones included.
    pub repo_lookups: u32,
}

/// A running stub.
#[derive(Clone)]
pub struct GithubStub {
    pub base: String,
    pub state: Arc<Mutex<StubState>>,
}

impl GithubStub {
    /// Starts the stub on a free loopback port.
    pub async fn start() -> GithubStub {
        let state = Arc::new(Mutex::new(StubState {
            fault: Fault::None,
            github_id: 4242,
            login: "octo-learner".into(),
            verifiers: Vec::new(),
            user_agents: Vec::new(),
            token_forms: Vec::new(),
            repos: HashMap::new(),
            rate_limited: 0,
            repo_lookups: 0,
        }));
        let app = Router::new()
            .route("/login/oauth/authorize", get(authorize))
            .route("/login/oauth/access_token", post(access_token))
            .route("/user", get(user))
            .route("/user/emails", get(emails))
            .route("/repos/{owner}/{name}", get(repository))
            .with_state(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind stub");
        let addr: SocketAddr = listener.local_addr().expect("stub address");
        tokio::spawn(async move {
            axum::serve(listener, app).await.expect("serve stub");
        });
        GithubStub { base: format!("http://{addr}"), state }
    }

    /// Flags that point Frontloop at this stub.
    pub fn flags(&self) -> Vec<String> {
        vec![
            "--github-client-id".into(),
            CLIENT_ID.into(),
            "--github-client-secret".into(),
            CLIENT_SECRET.into(),
            "--github-oauth-url".into(),
            self.base.clone(),
            "--github-api-url".into(),
            self.base.clone(),
            "--github-timeout-secs".into(),
            "1".into(),
        ]
    }

    pub fn set_fault(&self, fault: Fault) {
        self.state.lock().expect("stub lock").fault = fault;
    }

    pub fn set_user(&self, github_id: i64, login: &str) {
        let mut state = self.state.lock().expect("stub lock");
        state.github_id = github_id;
        state.login = login.to_owned();
    }

    /// Adds a repository `owner/name` owned by the account `owner_id`.
    pub fn add_repo(&self, full_name: &str, owner_id: i64, private: bool, size: i64) {
        self.state.lock().expect("stub lock").repos.insert(full_name.to_owned(), (owner_id, private, size));
    }

    /// The next `count` repository lookups hit the rate limit.
    pub fn rate_limit_next(&self, count: u32) {
        self.state.lock().expect("stub lock").rate_limited = count;
    }

    fn fault(state: &Arc<Mutex<StubState>>) -> Fault {
        state.lock().expect("stub lock").fault
    }
}

fn record_agent(state: &Arc<Mutex<StubState>>, headers: &HeaderMap) {
    let agent = headers.get("user-agent").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    state.lock().expect("stub lock").user_agents.push(agent);
}

/// Consent is given at once: straight back to the redirect URI.
async fn authorize(Query(query): Query<HashMap<String, String>>) -> Response {
    let redirect = query.get("redirect_uri").cloned().unwrap_or_default();
    let state = query.get("state").cloned().unwrap_or_default();
    let location = format!("{redirect}?code={STUB_CODE}&state={state}");
    (StatusCode::FOUND, [("location", location)]).into_response()
}

async fn access_token(
    State(state): State<Arc<Mutex<StubState>>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    record_agent(&state, &headers);
    {
        let mut s = state.lock().expect("stub lock");
        s.verifiers.push(form.get("code_verifier").cloned().unwrap_or_default());
        s.token_forms.push(form.clone());
    }
    match GithubStub::fault(&state) {
        Fault::TokenServerError => return (StatusCode::BAD_GATEWAY, "upstream down").into_response(),
        Fault::TokenRefused => return Json(json!({ "error": "bad_verification_code" })).into_response(),
        Fault::SlowToken => tokio::time::sleep(Duration::from_secs(3)).await,
        _ => {}
    }
    let accepted = form.get("code").map(String::as_str) == Some(STUB_CODE)
        && form.get("client_id").map(String::as_str) == Some(CLIENT_ID)
        && form.get("client_secret").map(String::as_str) == Some(CLIENT_SECRET)
        && headers.get("accept").and_then(|v| v.to_str().ok()) == Some("application/json");
    if accepted {
        Json(json!({ "access_token": ACCESS_TOKEN, "token_type": "bearer", "scope": "read:user,user:email" }))
            .into_response()
    } else {
        Json(json!({ "error": "bad_verification_code" })).into_response()
    }
}

fn authorized(headers: &HeaderMap) -> bool {
    headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(&format!("Bearer {ACCESS_TOKEN}"))
}

async fn user(State(state): State<Arc<Mutex<StubState>>>, headers: HeaderMap) -> Response {
    record_agent(&state, &headers);
    if !authorized(&headers) {
        return (StatusCode::UNAUTHORIZED, Json(json!({ "message": "Bad credentials" }))).into_response();
    }
    if GithubStub::fault(&state) == Fault::MalformedUser {
        return ([("content-type", "application/json")], "{\"id\": \"not a number\", ").into_response();
    }
    let s = state.lock().expect("stub lock");
    Json(json!({
        "id": s.github_id,
        "login": s.login,
        "name": "Octo Learner",
        "avatar_url": format!("https://avatars.example/u/{}", s.github_id),
    }))
    .into_response()
}

async fn emails(State(state): State<Arc<Mutex<StubState>>>, headers: HeaderMap) -> Response {
    record_agent(&state, &headers);
    if !authorized(&headers) {
        return StatusCode::UNAUTHORIZED.into_response();
    }
    match GithubStub::fault(&state) {
        Fault::EmailsForbidden => (StatusCode::FORBIDDEN, Json(json!({ "message": "scope" }))).into_response(),
        Fault::NoVerifiedEmail => {
            Json(json!([{ "email": "unverified@example.com", "primary": true, "verified": false }])).into_response()
        }
        _ => Json(json!([
            { "email": "old@example.com", "primary": false, "verified": true },
            { "email": "octo@example.com", "primary": true, "verified": true }
        ]))
        .into_response(),
    }
}

async fn repository(
    State(state): State<Arc<Mutex<StubState>>>,
    axum::extract::Path((owner, name)): axum::extract::Path<(String, String)>,
) -> Response {
    let mut s = state.lock().expect("stub lock");
    s.repo_lookups += 1;
    if s.rate_limited > 0 {
        s.rate_limited -= 1;
        let reset =
            (std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0) + 1)
                .to_string();
        return (
            StatusCode::FORBIDDEN,
            [("x-ratelimit-remaining", "0".to_owned()), ("x-ratelimit-reset", reset)],
            Json(json!({ "message": "API rate limit exceeded" })),
        )
            .into_response();
    }
    let full_name = format!("{owner}/{name}");
    match s.repos.get(&full_name) {
        Some((owner_id, private, size)) => Json(json!({
            "full_name": full_name,
            "private": private,
            "size": size,
            "owner": { "id": owner_id, "login": owner },
        }))
        .into_response(),
        None => (StatusCode::NOT_FOUND, Json(json!({ "message": "Not Found" }))).into_response(),
    }
}
