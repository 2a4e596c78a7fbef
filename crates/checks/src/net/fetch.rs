//! The fetcher: follows redirects, checking each hop in full, within one
//! deadline, and returns the final HTML page.

use http_body_util::BodyExt;
use hyper::body::Incoming;
use hyper::header::{CONTENT_LENGTH, CONTENT_TYPE, LOCATION};
use hyper::{Response, StatusCode};
use tokio::time::Instant;
use url::Url;

use super::conn::{ConnectionGuard, Connector};
use super::error::FetchError;
use super::policy::FetchPolicy;
use super::target::{check_url, parse_url, vet};

/// A fetched page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The URL that gave the final answer (after redirects).
    pub url: Url,
    /// The final HTTP status; not necessarily 2xx, so the caller can say
    /// "the site answered 404".
    pub status: u16,
    /// Every URL that answered with a redirect, in order, starting with the
    /// one asked for; empty when the first answer was final.
    pub redirects: Vec<Url>,
    /// The `Content-Type` header of the final answer, if any.
    pub content_type: Option<String>,
    /// The body, decoded as UTF-8 (invalid bytes replaced). Empty for a
    /// non-2xx answer that is not HTML.
    pub html: String,
}

/// Fetches learners' live sites without letting their URLs reach our own
/// network. Cheap to share: build one and call [`Fetcher::fetch`] often.
pub struct Fetcher {
    /// The rules it follows.
    policy: FetchPolicy,
    /// How it opens connections.
    connector: Connector,
}

impl Fetcher {
    /// A fetcher following `policy`.
    pub fn new(policy: FetchPolicy) -> Self {
        let connector = Connector::new(policy.dial.clone(), policy.connect_timeout);
        Self { policy, connector }
    }

    /// The rules this fetcher follows.
    pub fn policy(&self) -> &FetchPolicy {
        &self.policy
    }

    /// Fetches `url`, following at most `max_redirects` redirects, all within
    /// the policy's deadline.
    pub async fn fetch(&self, url: &str) -> Result<Page, FetchError> {
        // One deadline for everything: resolution, connections, redirects, body.
        let deadline = Instant::now() + self.policy.deadline;
        tokio::time::timeout_at(deadline, self.follow(url))
            .await
            .unwrap_or(Err(FetchError::TimedOut { limit: self.policy.deadline }))
    }

    /// The redirect loop; every hop goes through the same URL and address checks.
    async fn follow(&self, first: &str) -> Result<Page, FetchError> {
        let mut url = parse_url(first)?;
        let mut redirects = Vec::new();
        loop {
            let addrs = vet(&url, self.policy.resolver.as_ref(), &self.policy.allow).await?;
            let (response, guard) = self.connector.get(&url, &addrs).await?;
            match redirect_target(&url, &response)? {
                Some(next) => {
                    if redirects.len() >= self.policy.max_redirects {
                        return Err(FetchError::TooManyRedirects { max: self.policy.max_redirects });
                    }
                    // The redirect's body is never read: dropping the guard closes the connection.
                    redirects.push(std::mem::replace(&mut url, next));
                }
                None => return self.read_page(url, redirects, response, guard).await,
            }
        }
    }

    /// Checks the final answer's type and reads its body up to the cap.
    async fn read_page(
        &self,
        url: Url,
        redirects: Vec<Url>,
        response: Response<Incoming>,
        _guard: ConnectionGuard,
    ) -> Result<Page, FetchError> {
        let status = response.status();
        let content_type =
            response.headers().get(CONTENT_TYPE).map(|value| String::from_utf8_lossy(value.as_bytes()).into_owned());
        let html = if is_html(content_type.as_deref()) {
            read_capped(response, self.policy.max_body).await?
        } else if status.is_success() {
            let content_type = content_type.unwrap_or_else(|| "no content type".to_string());
            return Err(FetchError::NotHtml { content_type });
        } else {
            // An error page that is not HTML: the status is what matters.
            String::new()
        };
        Ok(Page { url, status: status.as_u16(), redirects, content_type, html })
    }
}

/// Whether a `Content-Type` names an HTML document.
fn is_html(content_type: Option<&str>) -> bool {
    let Some(value) = content_type else { return false };
    let essence = value.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    essence == "text/html" || essence == "application/xhtml+xml"
}

/// The next URL when `response` is a redirect with a `Location`, checked
/// like the first URL was (scheme, credentials, length, port).
fn redirect_target(current: &Url, response: &Response<Incoming>) -> Result<Option<Url>, FetchError> {
    let redirect = [
        StatusCode::MOVED_PERMANENTLY,
        StatusCode::FOUND,
        StatusCode::SEE_OTHER,
        StatusCode::TEMPORARY_REDIRECT,
        StatusCode::PERMANENT_REDIRECT,
    ];
    if !redirect.contains(&response.status()) {
        return Ok(None);
    }
    let Some(location) = response.headers().get(LOCATION) else { return Ok(None) };
    let location = String::from_utf8_lossy(location.as_bytes()).into_owned();
    let next = current.join(&location).map_err(|_| FetchError::BadRedirect { location })?;
    check_url(next).map(Some)
}

/// Reads the body, failing as soon as it passes `max` bytes, so a body that
/// never ends costs at most `max` bytes of memory.
async fn read_capped(response: Response<Incoming>, max: usize) -> Result<String, FetchError> {
    let too_large = FetchError::TooLarge { max };
    let declared = response
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|text| text.trim().parse::<u64>().ok());
    if declared.is_some_and(|length| length > max as u64) {
        return Err(too_large);
    }
    let mut body = response.into_body();
    let mut bytes = Vec::new();
    while let Some(frame) = body.frame().await {
        let frame = frame.map_err(|err| FetchError::Http { reason: err.to_string() })?;
        if let Ok(data) = frame.into_data() {
            if bytes.len() + data.len() > max {
                return Err(too_large);
            }
            bytes.extend_from_slice(&data);
        }
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_types_are_recognised() {
        assert!(is_html(Some("text/html")));
        assert!(is_html(Some("text/html; charset=utf-8")));
        assert!(is_html(Some("Text/HTML")));
        assert!(is_html(Some("application/xhtml+xml")));
        assert!(!is_html(Some("image/png")));
        assert!(!is_html(Some("text/plain")));
        assert!(!is_html(None));
    }
}
