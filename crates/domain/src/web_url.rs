//! Links that learners submit (repository and live-demo URLs).

use std::fmt;

pub use crate::limits::MAX_URL_LEN;

/// An absolute `http` or `https` URL with a host, at most [`MAX_URL_LEN`] long.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebUrl(String);

/// Why a text is not an acceptable web URL.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidWebUrl {
    #[error("is required")]
    Missing,
    #[error("must be at most {MAX_URL_LEN} characters")]
    TooLong,
    #[error("must be an absolute http(s) URL")]
    NotHttp,
}

impl WebUrl {
    /// Checks `text` (surrounding white space is ignored) and wraps it.
    pub fn parse(text: &str) -> Result<WebUrl, InvalidWebUrl> {
        let text = text.trim();
        if text.is_empty() {
            return Err(InvalidWebUrl::Missing);
        }
        if text.len() > MAX_URL_LEN {
            return Err(InvalidWebUrl::TooLong);
        }
        let parsed = url::Url::parse(text).map_err(|_| InvalidWebUrl::NotHttp)?;
        let http = matches!(parsed.scheme(), "http" | "https");
        if !http || parsed.host_str().is_none_or(str::is_empty) {
            return Err(InvalidWebUrl::NotHttp);
        }
        Ok(WebUrl(text.to_owned()))
    }

    /// The URL as the learner typed it (trimmed).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for WebUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_http_and_https() {
        assert!(WebUrl::parse("https://github.com/a/b").is_ok());
        assert!(WebUrl::parse(" http://a.example/x ").is_ok());
    }

    #[test]
    fn rejects_other_schemes_and_junk() {
        assert_eq!(WebUrl::parse(""), Err(InvalidWebUrl::Missing));
        for bad in ["javascript:alert(1)", "data:text/html,x", "ftp://a.b", "github.com/a", "https://"] {
            assert_eq!(WebUrl::parse(bad), Err(InvalidWebUrl::NotHttp), "{bad}");
        }
        let long = format!("https://a.example/{}", "x".repeat(MAX_URL_LEN));
        assert_eq!(WebUrl::parse(&long), Err(InvalidWebUrl::TooLong));
    }
}
