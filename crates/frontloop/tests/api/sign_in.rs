//! Sign-in with GitHub against a real HTTP stub of GitHub: the happy path
//! and every attack and fault of the sign-in contract (docs/sign-in.md).

use crate::common;

use crate::common::github_stub::{Fault, GithubStub};
use crate::common::{Backend, TestApp};
use reqwest::header;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

struct SignIn {
    app: TestApp,
    stub: GithubStub,
}

async fn start(backend: Backend) -> Option<SignIn> {
    let stub = GithubStub::start().await;
    let flags = stub.flags();
    let refs: Vec<&str> = flags.iter().map(String::as_str).collect();
    let app = TestApp::spawn_with(backend, &refs).await?;
    Some(SignIn { app, stub })
}

fn location(response: &reqwest::Response) -> String {
    assert_eq!(response.status(), 302, "expected a redirect");
    response.headers()[header::LOCATION].to_str().expect("ascii").to_owned()
}

fn query_value(url: &str, key: &str) -> Option<String> {
    let parsed = url::Url::parse(&format!("http://x{}", url.trim_start_matches("http://x")))
        .ok()
        .or_else(|| url::Url::parse(url).ok())?;
    parsed.query_pairs().find(|(k, _)| k == key).map(|(_, v)| v.into_owned())
}

fn absolute(url: &str) -> String {
    if url.starts_with('/') {
        format!("http://x{url}")
    } else {
        url.to_owned()
    }
}

impl SignIn {
    /// Starts a sign-in and returns GitHub's authorize URL.
    async fn begin(&self, return_path: &str) -> String {
        let path = format!("/api/auth/github?returnPath={}", urlencode(return_path));
        location(&self.app.get(&path).await)
    }

    /// Calls the callback as GitHub would and returns where it sends the browser.
    async fn callback(&self, query: &str) -> String {
        location(&self.app.get(&format!("/api/auth/github/callback?{query}")).await)
    }

    /// A whole successful round: returns the `/auth/callback` URL.
    async fn round(&self, return_path: &str) -> String {
        let authorize = self.begin(return_path).await;
        let state = query_value(&authorize, "state").expect("state");
        self.callback(&format!("code=stub-code&state={state}")).await
    }

    async fn exchange(&self, code: &str) -> reqwest::Response {
        self.app
            .client
            .post(self.app.url("/api/auth/exchange"))
            .json(&json!({ "code": code }))
            .send()
            .await
            .expect("request")
    }

    /// Signs in all the way and returns the session token and user.
    async fn session(&self) -> (String, Value) {
        let landing = self.round("/").await;
        let code = query_value(&absolute(&landing), "token").expect("login code");
        let body: Value = self.exchange(&code).await.json().await.expect("JSON");
        (body["token"].as_str().expect("token").to_owned(), body["user"].clone())
    }

    async fn verify(&self, token: &str) -> reqwest::Response {
        self.app.client.get(self.app.url("/api/auth/verify")).bearer_auth(token).send().await.expect("request")
    }

    async fn users(&self) -> i64 {
        self.app.store.platform_stats().await.expect("stats").users
    }
}

fn urlencode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

async fn full_flow_signs_in_and_out(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    let authorize = t.begin("/challenges/pixel-card").await;
    assert!(authorize.starts_with(&format!("{}/login/oauth/authorize?", t.stub.base)), "{authorize}");
    assert_eq!(query_value(&authorize, "client_id").as_deref(), Some("test-client"));
    assert_eq!(query_value(&authorize, "redirect_uri"), Some(format!("{}/api/auth/github/callback", t.app.base)));
    assert_eq!(query_value(&authorize, "code_challenge_method").as_deref(), Some("S256"));
    assert!(query_value(&authorize, "scope").is_some_and(|s| s.contains("user:email")));
    let state = query_value(&authorize, "state").expect("state");
    let challenge = query_value(&authorize, "code_challenge").expect("challenge");
    assert!(state.len() >= 43);

    // Follow the stub's consent page like a browser would.
    let consent = t.app.client.get(&authorize).send().await.expect("consent");
    let back = location(&consent);
    assert!(back.starts_with(&format!("{}/api/auth/github/callback?", t.app.base)));
    let landing = location(&t.app.client.get(&back).send().await.expect("callback"));
    assert!(landing.starts_with("/auth/callback?token="), "{landing}");
    assert_eq!(query_value(&absolute(&landing), "returnPath").as_deref(), Some("/challenges/pixel-card"));

    // PKCE: GitHub got the verifier whose S256 is the challenge, and every call had a User-Agent.
    {
        let stub = t.stub.state.lock().expect("lock");
        let verifier = stub.verifiers.last().expect("verifier sent");
        let expected = base64_url(&Sha256::digest(verifier.as_bytes()));
        assert_eq!(expected, challenge);
        assert!(stub.user_agents.iter().all(|ua| ua.starts_with("Frontloop/")), "{:?}", stub.user_agents);
        assert_eq!(stub.user_agents.len(), 3, "token, user and emails");
    }

    let code = query_value(&absolute(&landing), "token").expect("code");
    let response = t.exchange(&code).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.expect("JSON");
    let token = body["token"].as_str().expect("token").to_owned();
    assert!(token.len() >= 43, "256 random bits");
    assert_eq!(body["user"]["login"], "octo-learner");
    assert_eq!(body["user"]["github_id"], 4242);
    assert_eq!(body["user"]["email"], "octo@example.com");
    assert_eq!(body["user"]["html_url"], format!("{}/octo-learner", t.stub.base));

    let verify: Value = t.verify(&token).await.json().await.expect("JSON");
    assert_eq!(verify["user"]["login"], "octo-learner");
    let profile: Value = t
        .app
        .client
        .get(t.app.url("/api/users/profile"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request")
        .json()
        .await
        .expect("JSON");
    assert_eq!(profile["success"], true);
    assert_eq!(profile["data"]["login"], "octo-learner");
    assert!(profile["data"]["joinedAt"].is_string());

    let logout = t.app.client.post(t.app.url("/api/auth/logout")).bearer_auth(&token).send().await.expect("request");
    assert_eq!(logout.status(), 204);
    assert_eq!(t.verify(&token).await.status(), 401, "a revoked token is dead");
    t.app.finish().await;
}

fn base64_url(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

async fn foreign_return_paths_become_root(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    for evil in
        ["//evil.example", "https://evil.example", "/\\evil.example", "/%2F%2Fevil.example", "javascript:alert(1)"]
    {
        let landing = t.round(evil).await;
        assert_eq!(query_value(&absolute(&landing), "returnPath").as_deref(), Some("/"), "{evil}");
    }
    t.app.finish().await;
}

async fn bad_states_fail_and_create_nothing(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    let failed = "/login?error=auth_failed";
    assert_eq!(t.callback("code=stub-code").await, failed, "missing state");
    assert_eq!(t.callback("code=stub-code&state=forged").await, failed, "unknown state");
    let authorize = t.begin("/").await;
    let state = query_value(&authorize, "state").expect("state");
    let tampered = format!("{}x", &state[..state.len() - 1]);
    assert_eq!(t.callback(&format!("code=stub-code&state={tampered}")).await, failed, "tampered state");
    assert_eq!(t.users().await, 0);
    // The real state still works once, then never again.
    assert!(t.callback(&format!("code=stub-code&state={state}")).await.starts_with("/auth/callback?"));
    assert_eq!(t.callback(&format!("code=stub-code&state={state}")).await, failed, "reused state");
    // An expired state.
    let old = frontloop_store::models::OAuthState { pkce_verifier: "v".into(), return_path: "/".into(), expires_at: 1 };
    t.app.store.save_oauth_state(&frontloop::app::secrets::hash_secret("old-state"), &old).await.expect("save");
    assert_eq!(t.callback("code=stub-code&state=old-state").await, failed, "expired state");
    t.app.finish().await;
}

async fn denied_consent_and_provider_faults_fail_cleanly(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    let failed = "/login?error=auth_failed";
    let authorize = t.begin("/").await;
    let state = query_value(&authorize, "state").expect("state");
    assert_eq!(t.callback(&format!("error=access_denied&state={state}")).await, failed);
    assert_eq!(t.callback(&format!("code=stub-code&state={state}")).await, failed, "the state was spent");
    for fault in [Fault::TokenServerError, Fault::TokenRefused, Fault::SlowToken, Fault::MalformedUser] {
        t.stub.set_fault(fault);
        assert_eq!(t.round("/").await, failed, "{fault:?}");
    }
    assert_eq!(t.users().await, 0, "nothing half-created");
    t.app.finish().await;
}

async fn missing_verified_email_still_signs_in(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    for fault in [Fault::NoVerifiedEmail, Fault::EmailsForbidden] {
        t.stub.set_fault(fault);
        let (_, user) = t.session().await;
        assert_eq!(user["email"], Value::Null, "{fault:?}");
    }
    t.app.finish().await;
}

async fn renamed_accounts_keep_their_identity(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    let (_, first) = t.session().await;
    t.stub.set_user(4242, "renamed-learner");
    let (_, renamed) = t.session().await;
    assert_eq!(renamed["id"], first["id"]);
    assert_eq!(renamed["login"], "renamed-learner");
    t.stub.set_user(5000, "octo-learner");
    let (_, newcomer) = t.session().await;
    assert_ne!(newcomer["id"], first["id"], "an old login on a new GitHub account is a new user");
    t.app.finish().await;
}

/// A suspended learner's session dies at once and their next sign-in ends
/// on the login page's suspended message, with no login code; reinstated,
/// they sign in again.
async fn suspended_learners_cannot_sign_in(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    let (token, user) = t.session().await;
    let moderator = t.app.session_for(common::MODERATOR_GITHUB_ID, "the-moderator").await;
    let login = user["login"].as_str().expect("login").to_owned();
    let suspend =
        t.app.post_as(&moderator, &format!("/api/admin/users/{login}/suspend"), &json!({"reason": "spam"})).await;
    assert_eq!(suspend.status(), 204);
    assert_eq!(t.app.get_as(&token, "/api/auth/verify").await.status(), 401, "the token died at once");
    let landing = t.round("/").await;
    assert_eq!(landing, "/login?error=suspended");
    let reinstate = t
        .app
        .post_as(&moderator, &format!("/api/admin/users/{login}/reinstate"), &json!({"reason": "appeal accepted"}))
        .await;
    assert_eq!(reinstate.status(), 204);
    assert_eq!(t.app.get_as(&token, "/api/auth/verify").await.status(), 401, "revoked sessions stay revoked");
    let (fresh, again) = t.session().await;
    assert_eq!(again["id"], user["id"]);
    assert_eq!(t.app.get_as(&fresh, "/api/auth/verify").await.status(), 200);
    t.app.finish().await;
}

async fn login_codes_work_once_and_expire(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    let landing = t.round("/").await;
    let code = query_value(&absolute(&landing), "token").expect("code");
    assert_eq!(t.exchange(&code).await.status(), 200);
    let again = t.exchange(&code).await;
    assert_eq!(again.status(), 401);
    let body: Value = again.json().await.expect("JSON");
    assert_eq!(body["code"], "unauthorized");
    let (_, user) = t.session().await;
    let user_id = user["id"].as_i64().expect("id");
    let hash = frontloop::app::secrets::hash_secret("stale-code");
    t.app.store.create_login_code(&hash, user_id, 1).await.expect("code");
    assert_eq!(t.exchange("stale-code").await.status(), 401, "expired");
    assert_eq!(t.exchange("never-issued").await.status(), 401, "forged");
    t.app.finish().await;
}

async fn dead_tokens_get_401(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    assert_eq!(t.verify("forged-token").await.status(), 401);
    assert_eq!(t.verify(&"x".repeat(500)).await.status(), 401);
    let no_token = t.app.get("/api/auth/verify").await;
    assert_eq!(no_token.status(), 401);
    let (_, user) = t.session().await;
    let hash = frontloop::app::secrets::hash_secret("expired-token");
    let times = frontloop_store::models::SessionTimes { now: 1, idle_ttl: 10, absolute_ttl: 20 };
    t.app.store.create_session(&hash, user["id"].as_i64().expect("id"), times).await.expect("session");
    assert_eq!(t.verify("expired-token").await.status(), 401, "expired");
    t.app.finish().await;
}

async fn exchange_rejects_bad_bodies_with_json(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    let client = &t.app.client;
    let url = t.app.url("/api/auth/exchange");
    let bad_json =
        client.post(&url).header(header::CONTENT_TYPE, "application/json").body("{nope").send().await.expect("request");
    assert_eq!(bad_json.status(), 400);
    assert_eq!(bad_json.json::<Value>().await.expect("JSON")["code"], "invalid_json");
    let wrong_type = client.post(&url).json(&json!({ "code": 12 })).send().await.expect("request");
    assert_eq!(wrong_type.status(), 422);
    let no_content_type = client.post(&url).body("{}").send().await.expect("request");
    assert_eq!(no_content_type.status(), 415);
    assert_eq!(no_content_type.json::<Value>().await.expect("JSON")["code"], "unsupported_media_type");
    let huge = client.post(&url).json(&json!({ "code": "x".repeat(100_000) })).send().await.expect("request");
    assert_eq!(huge.status(), 413);
    assert_eq!(huge.json::<Value>().await.expect("JSON")["code"], "payload_too_large");
    t.app.finish().await;
}

/// Waits for a fresh minute when less than 20 s of this one are left, so
/// that a count of hits does not straddle two fixed windows.
async fn early_in_a_window() {
    let into_minute = frontloop_domain::time::now_millis().rem_euclid(60_000);
    if into_minute > 40_000 {
        tokio::time::sleep(std::time::Duration::from_millis((60_000 - into_minute + 50) as u64)).await;
    }
}

async fn sign_in_is_rate_limited(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    early_in_a_window().await;
    let mut limited = None;
    for attempt in 1..=200 {
        let response = t.app.get("/api/auth/github").await;
        if response.status() == 429 {
            limited = Some((attempt, response.json::<Value>().await.expect("JSON")));
            break;
        }
    }
    let (attempt, body) = limited.expect("a 429 within 200 attempts");
    assert_eq!(attempt, 121);
    assert_eq!(body["code"], "rate_limited");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("Too many sign-in attempts")));
    t.app.finish().await;
}

/// A whole sign-in (start, callback, exchange) spends one attempt: a
/// classroom of a hundred learners behind one address signs in within a
/// minute, and the limit still cuts a flood off at 120.
async fn a_whole_sign_in_spends_one_attempt(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    early_in_a_window().await;
    for _ in 0..100 {
        let (token, _) = t.session().await;
        assert_eq!(t.verify(&token).await.status(), 200);
    }
    for _ in 100..120 {
        assert_eq!(t.app.get("/api/auth/github").await.status(), 302);
    }
    assert_eq!(t.app.get("/api/auth/github").await.status(), 429, "the 121st start");
    t.app.finish().await;
}

/// Failed later steps spend attempts, and once past the limit even a valid
/// state or code is refused: guessing is limited like starting.
async fn failed_steps_spend_attempts(backend: Backend) {
    let Some(t) = start(backend).await else { return };
    early_in_a_window().await;
    let authorize = t.begin("/").await;
    let state = query_value(&authorize, "state").expect("state");
    // The start and 119 guesses spend the 120 attempts; the next is
    // refused before it is tried.
    for guess in 0..120 {
        assert_eq!(t.exchange(&format!("guess-{guess}")).await.status(), 401, "guess {guess}");
    }
    let refused = t.exchange("one-more-guess").await;
    assert_eq!(refused.status(), 429);
    assert_eq!(refused.json::<Value>().await.expect("JSON")["code"], "rate_limited");
    let callback = t.app.get(&format!("/api/auth/github/callback?code=stub-code&state={state}")).await;
    assert_eq!(callback.status(), 429, "a valid state waits too");
    assert_eq!(t.users().await, 0, "nothing was created");
    t.app.finish().await;
}

async fn dev_sign_in_works_only_when_on(backend: Backend) {
    // Configured GitHub app: no development sign-in.
    if let Some(t) = start(backend).await {
        assert_eq!(t.app.get("/api/auth/dev").await.status(), 404);
        t.app.finish().await;
    }
    let Some(app) = TestApp::spawn(backend).await else { return };
    let start = location(&app.get("/api/auth/github?returnPath=%2Fprofile").await);
    assert!(start.starts_with("/api/auth/dev?state="), "{start}");
    let page = app.get(&start).await.text().await.expect("page");
    assert!(page.contains("This is a development sign-in, not GitHub."));
    let state = query_value(&absolute(&start), "state").expect("state");
    let form_url = app.url("/api/auth/dev");
    let invalid = app
        .client
        .post(&form_url)
        .form(&[("state", state.as_str()), ("login", "<script>")])
        .send()
        .await
        .expect("post");
    assert_eq!(invalid.status(), 200);
    let invalid_page = invalid.text().await.expect("page");
    assert!(invalid_page.contains("role=\"alert\""));
    assert!(!invalid_page.contains("<script>"), "the name is escaped");
    let done =
        app.client.post(&form_url).form(&[("state", state.as_str()), ("login", "dev-ada")]).send().await.expect("post");
    let landing = location(&done);
    assert_eq!(query_value(&absolute(&landing), "returnPath").as_deref(), Some("/profile"));
    let code = query_value(&absolute(&landing), "token").expect("code");
    let body: Value = app
        .client
        .post(app.url("/api/auth/exchange"))
        .json(&json!({ "code": code }))
        .send()
        .await
        .expect("request")
        .json()
        .await
        .expect("JSON");
    assert_eq!(body["user"]["login"], "dev-ada");
    assert!(body["user"]["github_id"].as_i64().is_some_and(|id| id < 0));
    let replay =
        app.client.post(&form_url).form(&[("state", state.as_str()), ("login", "dev-eve")]).send().await.expect("post");
    assert_eq!(location(&replay), "/login?error=auth_failed", "the state is single-use here too");
    app.finish().await;
}

/// Behind trusted proxies each forwarded client has its own sign-in limit;
/// without them (or from an untrusted peer) the headers change nothing.
async fn trusted_proxies_give_each_forwarded_client_its_limit(backend: Backend) {
    let start_as = |app: &TestApp, forwarded_for: &'static str| {
        app.client.get(app.url("/api/auth/github")).header("x-forwarded-for", forwarded_for).send()
    };
    if let Some(app) = TestApp::spawn_with(backend, &["--trusted-proxies", "127.0.0.0/8, ::1"]).await {
        early_in_a_window().await;
        for _ in 0..120 {
            assert_eq!(start_as(&app, "6.6.6.6, 198.51.100.7").await.expect("start").status(), 302);
        }
        assert_eq!(start_as(&app, "198.51.100.7").await.expect("start").status(), 429, "a flood from one client");
        assert_eq!(start_as(&app, "6.6.6.6, 198.51.100.8").await.expect("start").status(), 302, "another client");
        assert_eq!(app.get("/api/auth/github").await.status(), 302, "the proxy itself");
        app.finish().await;
    }
    let Some(app) = TestApp::spawn(backend).await else { return };
    early_in_a_window().await;
    for n in 0..120 {
        let claimed = ["198.51.100.1", "198.51.100.2", "198.51.100.3"][n % 3];
        assert_eq!(start_as(&app, claimed).await.expect("start").status(), 302);
    }
    assert_eq!(start_as(&app, "198.51.100.9").await.expect("start").status(), 429, "headers from an untrusted peer");
    app.finish().await;
}

for_each_backend!(
    trusted_proxies_give_each_forwarded_client_its_limit,
    full_flow_signs_in_and_out,
    foreign_return_paths_become_root,
    bad_states_fail_and_create_nothing,
    denied_consent_and_provider_faults_fail_cleanly,
    missing_verified_email_still_signs_in,
    renamed_accounts_keep_their_identity,
    login_codes_work_once_and_expire,
    suspended_learners_cannot_sign_in,
    dead_tokens_get_401,
    exchange_rejects_bad_bodies_with_json,
    sign_in_is_rate_limited,
    a_whole_sign_in_spends_one_attempt,
    failed_steps_spend_attempts,
    dev_sign_in_works_only_when_on,
);
