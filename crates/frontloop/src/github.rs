//! GitHub: the three endpoints of the OAuth code flow, and the repository
//! lookup of the solution checks, each called with a `User-Agent` (GitHub
//! rejects requests without one) and a timeout.

use std::time::Duration;

use frontloop_store::models::GithubProfile;
use serde::Deserialize;

use crate::config::Config;

/// Why GitHub did not give us a user.
#[derive(Debug, thiserror::Error)]
pub enum GithubError {
    #[error("GitHub sign-in is not configured")]
    NotConfigured,
    #[error("GitHub could not be reached: {0}")]
    Transport(#[from] reqwest::Error),
    #[error("GitHub answered {0}")]
    Status(u16),
    #[error("GitHub refused the code: {0}")]
    Refused(String),
}

/// A GitHub OAuth app and the HTTP client that talks to it.
pub struct GithubClient {
    http: reqwest::Client,
    oauth_url: String,
    api_url: String,
    client_id: Option<String>,
    client_secret: Option<String>,
    /// For the repository lookups (a higher rate limit); optional.
    token: Option<String>,
}

/// What GitHub says about a repository.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RepositoryLookup {
    Found(Repository),
    /// No such repository, or a private one (GitHub hides those as 404).
    NotFound,
    /// GitHub's rate limit is spent until this time (ms since the epoch).
    RateLimited {
        until: i64,
    },
}

/// The facts of a repository the checks need.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Repository {
    pub full_name: String,
    pub private: bool,
    /// Kilobytes; 0 for a repository without any commit.
    pub size: i64,
    pub owner: RepositoryOwner,
}

/// A repository's owner.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct RepositoryOwner {
    /// GitHub's numeric account id (a login can change hands; an id cannot).
    pub id: i64,
    pub login: String,
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: Option<String>,
    error: Option<String>,
}

#[derive(Deserialize)]
struct UserAnswer {
    id: i64,
    login: String,
    name: Option<String>,
    avatar_url: Option<String>,
}

#[derive(Deserialize)]
struct EmailAnswer {
    email: String,
    primary: bool,
    verified: bool,
}

impl GithubClient {
    /// Builds the client from the configuration.
    pub fn new(config: &Config) -> GithubClient {
        let http = reqwest::Client::builder()
            .user_agent(concat!("Frontloop/", env!("CARGO_PKG_VERSION")))
            .timeout(Duration::from_secs(config.github_timeout_secs))
            .connect_timeout(Duration::from_secs(config.github_timeout_secs.min(5)))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        GithubClient {
            http,
            oauth_url: config.github_oauth_url.trim_end_matches('/').to_owned(),
            api_url: config.github_api_url.trim_end_matches('/').to_owned(),
            client_id: config.github_client_id.clone(),
            client_secret: config.github_client_secret.as_ref().map(|s| s.expose().to_owned()),
            token: config.github_token.as_ref().map(|s| s.expose().to_owned()),
        }
    }

    /// Whether an OAuth app is configured.
    pub fn configured(&self) -> bool {
        self.client_id.is_some() && self.client_secret.is_some()
    }

    /// The URL of GitHub's consent page for this sign-in attempt.
    pub fn authorize_url(&self, redirect_uri: &str, state: &str, code_challenge: &str) -> Result<String, GithubError> {
        let client_id = self.client_id.as_deref().ok_or(GithubError::NotConfigured)?;
        let mut url = url::Url::parse(&format!("{}/login/oauth/authorize", self.oauth_url))
            .map_err(|_| GithubError::NotConfigured)?;
        url.query_pairs_mut()
            .append_pair("client_id", client_id)
            .append_pair("redirect_uri", redirect_uri)
            .append_pair("scope", "read:user user:email")
            .append_pair("state", state)
            .append_pair("code_challenge", code_challenge)
            .append_pair("code_challenge_method", "S256")
            .append_pair("allow_signup", "true");
        Ok(url.into())
    }

    /// Exchanges the callback's code (with the PKCE verifier) for the
    /// user's profile and primary verified email.
    pub async fn fetch_profile(
        &self,
        code: &str,
        verifier: &str,
        redirect_uri: &str,
    ) -> Result<GithubProfile, GithubError> {
        let token = self.exchange_code(code, verifier, redirect_uri).await?;
        let user: UserAnswer = self.get_json("/user", &token).await?;
        // A missing scope or a hiccup here must not block the sign-in: the
        // email simply stays empty.
        let email = match self.get_json::<Vec<EmailAnswer>>("/user/emails", &token).await {
            Ok(emails) => emails.into_iter().find(|e| e.primary && e.verified).map(|e| e.email),
            Err(err) => {
                tracing::info!(error = %err, "no email from GitHub");
                None
            }
        };
        Ok(GithubProfile {
            github_id: user.id,
            login: user.login,
            name: user.name.filter(|n| !n.trim().is_empty()),
            email,
            avatar_url: user.avatar_url,
        })
    }

    async fn exchange_code(&self, code: &str, verifier: &str, redirect_uri: &str) -> Result<String, GithubError> {
        let (Some(id), Some(secret)) = (&self.client_id, &self.client_secret) else {
            return Err(GithubError::NotConfigured);
        };
        let form = [
            ("client_id", id.as_str()),
            ("client_secret", secret.as_str()),
            ("code", code),
            ("redirect_uri", redirect_uri),
            ("code_verifier", verifier),
        ];
        let response = self
            .http
            .post(format!("{}/login/oauth/access_token", self.oauth_url))
            .header(reqwest::header::ACCEPT, "application/json")
            .form(&form)
            .send()
            .await?;
        if !response.status().is_success() {
            return Err(GithubError::Status(response.status().as_u16()));
        }
        let answer: TokenAnswer = response.json().await?;
        match (answer.access_token, answer.error) {
            (Some(token), None) if !token.is_empty() => Ok(token),
            (_, error) => Err(GithubError::Refused(error.unwrap_or_else(|| "no access token".into()))),
        }
    }

    /// Looks a repository up (`GET /repos/{owner}/{name}`), with the
    /// configured token if any. A 403 or 429 that carries
    /// `x-ratelimit-reset` or `retry-after` is GitHub's rate limit, not an
    /// answer about the repository.
    pub async fn repository(&self, owner: &str, name: &str) -> Result<RepositoryLookup, GithubError> {
        let mut request = self
            .http
            .get(format!("{}/repos/{owner}/{name}", self.api_url))
            .header(reqwest::header::ACCEPT, "application/vnd.github+json")
            .header("X-GitHub-Api-Version", "2022-11-28");
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await?;
        let status = response.status().as_u16();
        if status == 403 || status == 429 {
            if let Some(until) = rate_limit_end(response.headers(), frontloop_domain::time::now_millis()) {
                return Ok(RepositoryLookup::RateLimited { until });
            }
        }
        match status {
            200 => Ok(RepositoryLookup::Found(response.json().await?)),
            404 | 451 => Ok(RepositoryLookup::NotFound),
            other => Err(GithubError::Status(other)),
        }
    }

    async fn get_json<T: serde::de::DeserializeOwned>(&self, path: &str, token: &str) -> Result<T, GithubError> {
        let response = self
            .http
            .get(format!("{}{path}", self.api_url))
            .bearer_auth(token)
            .header(reqwest::header::ACCEPT, "application/vnd.github+json")
            .header("X-GitHub-Api-Version", "2022-11-28")
            .send()
            .await?;
        if !response.status().is_success() {
            return Err(GithubError::Status(response.status().as_u16()));
        }
        Ok(response.json().await?)
    }
}

/// When GitHub's rate limit lets us call again, from `retry-after`
/// (seconds) or `x-ratelimit-reset` (epoch seconds, with
/// `x-ratelimit-remaining: 0`); `None` when the answer is not about the
/// rate limit.
pub fn rate_limit_end(headers: &reqwest::header::HeaderMap, now: i64) -> Option<i64> {
    let number = |name: &str| headers.get(name)?.to_str().ok()?.trim().parse::<i64>().ok();
    if let Some(seconds) = number("retry-after") {
        return Some(now + seconds.clamp(0, 24 * 3600) * 1000);
    }
    let spent = number("x-ratelimit-remaining") == Some(0);
    match number("x-ratelimit-reset") {
        // A second more, so the window has surely turned.
        Some(reset) if spent => Some((reset * 1000 + 1000).clamp(now, now + 24 * 3600 * 1000)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::{HeaderMap, HeaderValue};

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn reads_the_end_of_a_rate_limit() {
        let now = 1_000_000_000_000;
        assert_eq!(rate_limit_end(&headers(&[("retry-after", "30")]), now), Some(now + 30_000));
        let reset = headers(&[("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "1000000060")]);
        assert_eq!(rate_limit_end(&reset, now), Some(1_000_000_061_000));
        // A 403 with tokens left is a refusal, not the rate limit.
        let left = headers(&[("x-ratelimit-remaining", "12"), ("x-ratelimit-reset", "1000000060")]);
        assert_eq!(rate_limit_end(&left, now), None);
        assert_eq!(rate_limit_end(&HeaderMap::new(), now), None);
        // Never more than a day ahead, never in the past.
        assert_eq!(rate_limit_end(&headers(&[("retry-after", "999999999")]), now), Some(now + 86_400_000));
        let past = headers(&[("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "5")]);
        assert_eq!(rate_limit_end(&past, now), Some(now));
    }
}
