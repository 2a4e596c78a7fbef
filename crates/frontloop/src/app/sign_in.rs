//! Sign-in use cases: start (a single-use OAuth state with a PKCE
//! verifier), finish with GitHub or the development sign-in (the user
//! upserted, a single-use login code handed to the web app), trade the code
//! for a session, look a session up, end it. See docs/sign-in.md.

use std::sync::Arc;
use std::time::Instant;

use frontloop_domain::time::now_millis;
use frontloop_domain::ReturnPath;
use frontloop_store::models::{FeedViewer, GithubProfile, OAuthState, Reader, SessionTimes, User};

use super::error::{AppError, AppResult};
use super::rate_limit;
use super::reader_sessions::Stamp;
use super::secrets::{hash_secret, pkce_challenge, random_secret};
use crate::app::metrics::Metrics;
use crate::app::presence::Presence;
use crate::app::read_cache::ReadCache;
use crate::app::reader_sessions::ReaderSessions;
use crate::config::Config;
use crate::github::GithubClient;
use frontloop_store::Store;

/// What the sign-in's use cases use: handed over by `AppState` (`app::wiring`), so a
/// use case receives what it uses, not the whole state.
#[derive(Clone, Copy)]
pub struct Deps<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The operators' counters.
    pub metrics: &'a Metrics,
    /// GitHub's OAuth and API.
    pub github: &'a GithubClient,
    /// The server's configuration.
    pub config: &'a Config,
}

/// What the session lookups use: the sessions are in the store, and a
/// community reader is held in memory while this instance is alone
/// (`app::reader_sessions`), for as long as the read cache has seen no
/// write.
#[derive(Clone, Copy)]
pub struct Sessions<'a> {
    /// The storage.
    pub store: &'a dyn Store,
    /// The read cache, whose count of writes ends what is held.
    pub read_cache: &'a ReadCache,
    /// Whether this instance is alone on its database.
    pub presence: &'a Presence,
    /// Signed-in community readers held for a moment while alone.
    pub reader_sessions: &'a ReaderSessions,
}

/// Sessions end after 30 days without use…
pub const SESSION_IDLE_TTL_MS: i64 = 30 * 24 * 60 * 60 * 1000;
/// …and 90 days after sign-in whatever happens.
pub const SESSION_ABSOLUTE_TTL_MS: i64 = 90 * 24 * 60 * 60 * 1000;
/// How long a sign-in may take between its start and GitHub's callback.
const STATE_TTL_MS: i64 = 10 * 60 * 1000;
/// How long the web app has to trade a login code for a session.
const LOGIN_CODE_TTL_MS: i64 = 60 * 1000;
/// Longer secrets than any we hand out are refused without a lookup.
const MAX_SECRET_LEN: usize = 128;

/// Where a started sign-in sends the browser.
#[derive(Debug)]
pub enum SignInStart {
    /// The development sign-in page, with the state it must send back.
    Development { oauth_state: String },
    /// GitHub's consent page.
    Github { url: String },
    /// Neither is available: the sign-in fails at once.
    Unavailable,
}

/// A finished sign-in: the login code for the web app and where to go then.
#[derive(Debug)]
pub struct LoginCode {
    pub code: String,
    pub return_path: String,
}

/// How a sign-in that GitHub (or the development page) vouched for ends.
#[derive(Debug)]
pub enum SignedIn {
    /// A login code for the web app.
    Code(LoginCode),
    /// The learner is suspended: no code, no session.
    Suspended,
}

/// Counts a started sign-in against the client address's limit: a whole
/// sign-in spends one attempt.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "count_start"))]
pub async fn count_start(deps: Deps<'_>, client_address: &str) -> AppResult<()> {
    rate_limit::check(deps.rate_limit(), rate_limit::SIGN_IN, client_address).await
}

/// Before a later step (GitHub's callback, the development sign-in's form,
/// the login-code exchange): refused once the address is past its limit.
/// Such a step counts only when it fails (see [`count_failed_step`]), so
/// guessing states or codes spends the same attempts as starting sign-ins.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "refuse_when_spent"))]
pub async fn refuse_when_spent(deps: Deps<'_>, client_address: &str) -> AppResult<()> {
    rate_limit::refuse_past_limit(deps.rate_limit(), rate_limit::SIGN_IN, client_address).await
}

/// Counts a later step that failed against the client address's limit.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "count_failed_step"))]
pub async fn count_failed_step(deps: Deps<'_>, client_address: &str) -> AppResult<()> {
    rate_limit::count(deps.rate_limit(), rate_limit::SIGN_IN, client_address).await
}

/// The GitHub OAuth callback URL of this deployment.
pub fn redirect_uri(deps: Deps<'_>) -> String {
    format!("{}/api/auth/github/callback", deps.config.public_url())
}

/// Starts a sign-in that returns to `return_path` (made safe: anything but
/// a same-origin path becomes `/`).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "start"))]
pub async fn start(deps: Deps<'_>, return_path: Option<&str>) -> AppResult<SignInStart> {
    let return_path = ReturnPath::parse_or_root(return_path);
    let oauth_state = random_secret();
    let verifier = random_secret();
    let pending = OAuthState {
        pkce_verifier: verifier.clone(),
        return_path: return_path.to_string(),
        expires_at: now_millis() + STATE_TTL_MS,
    };
    if deps.config.dev_login_enabled() {
        deps.store.save_oauth_state(&hash_secret(&oauth_state), &pending).await?;
        return Ok(SignInStart::Development { oauth_state });
    }
    if deps.github.configured() {
        deps.store.save_oauth_state(&hash_secret(&oauth_state), &pending).await?;
        let url = deps
            .github
            .authorize_url(&redirect_uri(deps), &oauth_state, &pkce_challenge(&verifier))
            .map_err(|e| AppError::Internal(e.into()))?;
        return Ok(SignInStart::Github { url });
    }
    tracing::error!("sign-in attempted but no GitHub OAuth app is configured");
    Ok(SignInStart::Unavailable)
}

/// Finishes a GitHub sign-in: `None` when the state is unknown, used or
/// expired, GitHub refused, or the code does not trade (each logged).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "finish_with_github"))]
pub async fn finish_with_github(
    deps: Deps<'_>,
    oauth_state: Option<&str>,
    code: Option<&str>,
    error: Option<&str>,
) -> AppResult<Option<SignedIn>> {
    let pending = match oauth_state {
        Some(s) if s.len() <= MAX_SECRET_LEN => deps.store.take_oauth_state(&hash_secret(s), now_millis()).await?,
        _ => None,
    };
    let (Some(pending), Some(code), None) = (pending, code, error) else {
        if let Some(error) = error {
            tracing::info!(error = %error.chars().take(64).collect::<String>(), "GitHub sign-in declined");
        }
        return Ok(None);
    };
    let profile = match deps.github.fetch_profile(code, &pending.pkce_verifier, &redirect_uri(deps)).await {
        Ok(profile) => profile,
        Err(err) => {
            tracing::warn!(error = %err, "GitHub sign-in failed");
            return Ok(None);
        }
    };
    login_code_for(deps, &profile, &pending.return_path).await.map(Some)
}

/// Finishes a development sign-in as `profile`: `None` when the state is
/// unknown, used or expired.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "finish_in_development"))]
pub async fn finish_in_development(
    deps: Deps<'_>,
    oauth_state: &str,
    profile: &GithubProfile,
) -> AppResult<Option<SignedIn>> {
    if oauth_state.len() > MAX_SECRET_LEN {
        return Ok(None);
    }
    let Some(pending) = deps.store.take_oauth_state(&hash_secret(oauth_state), now_millis()).await? else {
        return Ok(None);
    };
    login_code_for(deps, profile, &pending.return_path).await.map(Some)
}

/// Upserts the user (keyed by GitHub's numeric id) and hands out a login
/// code, unless a moderator suspended them.
async fn login_code_for(deps: Deps<'_>, profile: &GithubProfile, return_path: &str) -> AppResult<SignedIn> {
    let user = deps.store.upsert_github_user(profile, now_millis()).await?;
    if user.suspended_at.is_some() {
        tracing::info!(user_id = user.id, "sign-in refused: the learner is suspended");
        return Ok(SignedIn::Suspended);
    }
    let code = random_secret();
    deps.store.create_login_code(&hash_secret(&code), user.id, now_millis() + LOGIN_CODE_TTL_MS).await?;
    Ok(SignedIn::Code(LoginCode { code, return_path: return_path.to_owned() }))
}

/// Trades a login code for a session token; `None` when the code is
/// unknown, used or expired.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "exchange"))]
pub async fn exchange(deps: Deps<'_>, code: &str) -> AppResult<Option<(String, User)>> {
    if code.is_empty() || code.len() > MAX_SECRET_LEN {
        return Ok(None);
    }
    let now = now_millis();
    let Some(user_id) = deps.store.take_login_code(&hash_secret(code), now).await? else { return Ok(None) };
    // Suspended between the code and its exchange: no session either.
    let Some(user) = deps.store.user(user_id).await?.filter(|user| user.suspended_at.is_none()) else {
        return Ok(None);
    };
    let token = random_secret();
    let times = SessionTimes { now, idle_ttl: SESSION_IDLE_TTL_MS, absolute_ttl: SESSION_ABSOLUTE_TTL_MS };
    deps.store.create_session(&hash_secret(&token), user.id, times).await?;
    Ok(Some((token, user)))
}

/// The user of a live session; `None` for an unknown, revoked, expired or
/// oversized token.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "session_user"))]
pub async fn session_user(deps: Sessions<'_>, token: &str) -> AppResult<Option<User>> {
    if token.len() > MAX_SECRET_LEN {
        return Ok(None);
    }
    Ok(deps.store.session_user(&hash_secret(token), now_millis(), SESSION_IDLE_TTL_MS).await?)
}

/// The feed's reader of `token`, with which of `post_ids` they like: the
/// session lookup and the page's viewer-specific parts in one statement.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "feed_viewer"))]
pub async fn feed_viewer(deps: Sessions<'_>, token: &str, post_ids: &[i64]) -> AppResult<Option<FeedViewer>> {
    if token.len() > MAX_SECRET_LEN {
        return Ok(None);
    }
    Ok(deps.store.feed_viewer(&hash_secret(token), now_millis(), SESSION_IDLE_TTL_MS, post_ids).await?)
}

/// The community's reader of `token`, with the community's revision now:
/// held in memory while this instance is alone and answered no write since
/// (`app::reader_sessions`), else read in one statement.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "community_reader"))]
pub async fn community_reader(deps: Sessions<'_>, token: &str) -> AppResult<Option<Arc<Reader>>> {
    if token.len() > MAX_SECRET_LEN {
        return Ok(None);
    }
    let token_hash = hash_secret(token);
    // Both taken before the read: a write answered meanwhile, here or (by
    // the lease) anywhere, leaves what it read unheld.
    let asked = Instant::now();
    let stamp = Stamp { writes: deps.read_cache.writes(), epoch: deps.presence.epoch() };
    let alone = deps.presence.is_alone(asked);
    if alone {
        if let Some(reader) = deps.reader_sessions.get(&token_hash, stamp, asked) {
            return Ok(Some(reader));
        }
    }
    let Some(reader) = deps.store.community_reader(&token_hash, now_millis(), SESSION_IDLE_TTL_MS).await? else {
        return Ok(None);
    };
    let reader = Arc::new(reader);
    // With company nothing held answers: holding it would only cost.
    if alone {
        deps.reader_sessions.put(token_hash, reader.clone(), stamp, asked);
    }
    Ok(Some(reader))
}

/// Ends the session of `token`.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "sign_out"))]
pub async fn sign_out(deps: Deps<'_>, token: &str) -> AppResult<()> {
    Ok(deps.store.revoke_session(&hash_secret(token), now_millis()).await?)
}
