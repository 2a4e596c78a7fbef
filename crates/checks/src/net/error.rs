//! Why a fetch failed, in sentences a learner understands.

use std::fmt;
use std::net::IpAddr;
use std::time::Duration;

/// Why a live site could not be fetched. `Display` gives a sentence that can
/// be shown to the learner as it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FetchError {
    /// The URL is longer than the limit.
    #[error("the address is longer than {max} characters")]
    UrlTooLong {
        /// The limit, in characters.
        max: usize,
    },
    /// The URL could not be parsed.
    #[error("this is not a valid web address ({reason})")]
    InvalidUrl {
        /// What the URL parser said.
        reason: String,
    },
    /// The scheme is not http or https.
    #[error("only http and https addresses can be checked (this one starts with {scheme}:)")]
    Scheme {
        /// The scheme that was given.
        scheme: String,
    },
    /// The URL carries a user name or a password.
    #[error("addresses with a user name or password in them cannot be checked")]
    Credentials,
    /// The port is one browsers refuse because it belongs to another protocol.
    #[error("the port {port} is not used by websites and cannot be checked")]
    BadPort {
        /// The port that was given.
        port: u16,
    },
    /// An address the host stands for is refused by the address filter.
    #[error("the address {ip} is {reason} and cannot be checked")]
    Refused {
        /// The refused address.
        ip: IpAddr,
        /// Why, as given by [`crate::net::address::refusal`].
        reason: &'static str,
    },
    /// The host name has no address.
    #[error("the name {host} could not be found")]
    NameNotFound {
        /// The host name.
        host: String,
    },
    /// No connection could be opened to the site.
    #[error("the site could not be reached ({reason})")]
    Connect {
        /// What the system said.
        reason: String,
    },
    /// The site did not accept a connection in time.
    #[error("the site did not accept a connection within {}", Seconds(*.limit))]
    ConnectTimedOut {
        /// The connect timeout.
        limit: Duration,
    },
    /// The https handshake failed.
    #[error("the secure (https) connection to the site failed ({reason})")]
    Tls {
        /// What the TLS library said.
        reason: String,
    },
    /// The site's answer was not valid HTTP/1.
    #[error("the site did not answer with valid HTTP ({reason})")]
    Http {
        /// What the HTTP library said.
        reason: String,
    },
    /// The whole fetch, redirects included, took longer than the deadline.
    #[error("the site did not answer within {}", Seconds(*.limit))]
    TimedOut {
        /// The deadline.
        limit: Duration,
    },
    /// The site redirected more often than allowed (loops end here too).
    #[error("the site redirected more than {max} times")]
    TooManyRedirects {
        /// The redirect limit.
        max: usize,
    },
    /// A redirect's `Location` could not be understood.
    #[error("the site redirected to an address that is not valid ({location})")]
    BadRedirect {
        /// The `Location` header, lossily decoded.
        location: String,
    },
    /// The answer is not an HTML page.
    #[error("this is not an HTML page ({content_type}): only HTML pages can be checked")]
    NotHtml {
        /// The content type given, or "no content type".
        content_type: String,
    },
    /// The page is larger than the cap.
    #[error("the page is larger than {}", Bytes(*.max))]
    TooLarge {
        /// The cap, in bytes.
        max: usize,
    },
}

impl FetchError {
    /// Whether the URL was refused by policy before any connection was made,
    /// as opposed to the site failing to answer well.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            Self::UrlTooLong { .. }
                | Self::InvalidUrl { .. }
                | Self::Scheme { .. }
                | Self::Credentials
                | Self::BadPort { .. }
                | Self::Refused { .. }
                | Self::NameNotFound { .. }
                | Self::BadRedirect { .. }
        )
    }
}

/// A duration written for people: "10 seconds", "1 second", "0.5 seconds".
struct Seconds(Duration);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let millis = self.0.as_millis();
        match millis {
            1000 => write!(f, "1 second"),
            m if m % 1000 == 0 => write!(f, "{} seconds", m / 1000),
            m => write!(f, "{} seconds", m as f64 / 1000.0),
        }
    }
}

/// A size written for people: "2 MB", "512 KB", "100 bytes" (binary units,
/// as the caps are set in them).
struct Bytes(usize);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const KB: usize = 1024;
        const MB: usize = 1024 * 1024;
        match self.0 {
            n if n >= MB && n % MB == 0 => write!(f, "{} MB", n / MB),
            n if n >= KB && n % KB == 0 => write!(f, "{} KB", n / KB),
            n => write!(f, "{n} bytes"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_as_sentences() {
        let refused = FetchError::Refused { ip: "10.0.0.5".parse().unwrap(), reason: "in a private network" };
        assert_eq!(refused.to_string(), "the address 10.0.0.5 is in a private network and cannot be checked");
        let slow = FetchError::TimedOut { limit: Duration::from_secs(10) };
        assert_eq!(slow.to_string(), "the site did not answer within 10 seconds");
        let quick = FetchError::TimedOut { limit: Duration::from_millis(500) };
        assert_eq!(quick.to_string(), "the site did not answer within 0.5 seconds");
        let big = FetchError::TooLarge { max: 2 * 1024 * 1024 };
        assert_eq!(big.to_string(), "the page is larger than 2 MB");
        let loops = FetchError::TooManyRedirects { max: 5 };
        assert_eq!(loops.to_string(), "the site redirected more than 5 times");
        let png = FetchError::NotHtml { content_type: "image/png".into() };
        assert!(png.to_string().contains("not an HTML page (image/png)"));
        let ftp = FetchError::Scheme { scheme: "ftp".into() };
        assert!(ftp.to_string().starts_with("only http and https addresses can be checked"));
    }
}
